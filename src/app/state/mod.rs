//! The shared state at the bottom of the app: the screens and game phases, the match in progress and what the
//! table shows of it (its score sheet too), the new-game choices, and the events the features react to. Every feature plugin builds
//! on this module and none reaches sideways into another: a screen asks for a panel with [`OpenPanel`] instead
//! of calling the panel's code (see `docs/architecture.md`).

pub mod events;
pub mod lesson;
pub mod setup;
pub mod sheet;
pub mod table;

use bevy::prelude::*;

use crate::engine::GameKind;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    // The one loading state: the features that own asset collections (card packs, sounds) add them to it. A
    // broken shipped file does not stop the game: it goes on to the title, and what is missing is drawn or
    // played without. Without an asset server (headless tests, `--headless`) there is nothing to load.
    if app.world().contains_resource::<AssetServer>() {
        use bevy_asset_loader::prelude::*;
        app.add_plugins(
            iyes_progress::ProgressPlugin::<Screen>::new()
                .with_state_transition(Screen::Loading, Screen::Title),
        );
        app.add_loading_state(
            LoadingState::new(Screen::Loading).on_failure_continue_to_state(Screen::Title),
        );
    }
    app.add_sub_state::<Phase>();
    app.add_computed_state::<AtTable>();
    app.configure_sets(
        Update,
        (TableSystems::Show, TableSystems::Present)
            .chain()
            .run_if(in_state(Screen::Playing)),
    );
}

/// The screen the game shows.
#[derive(States, Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Screen {
    /// Card packs and sounds load, with a progress bar.
    #[default]
    Loading,
    /// The title screen: continue, new game, rules, settings, statistics, quit.
    Title,
    /// Choosing the game, the players, their levels and the game's options.
    Setup,
    /// A match at the table.
    Playing,
    /// The match is won: the final scores, then another match.
    MatchOver,
}

/// The phase of the match inside the playing screen.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Playing)]
pub enum Phase {
    /// The cards are gathered, shuffled and dealt, and a card is turned (Wendellhead's prize, Whist's trump).
    #[default]
    Dealing,
    /// Hearts: the seats choose three cards each to pass, then the cards change hands.
    Passing,
    /// Schafkopf: the seats declare in turn (pass, a solo; the holder of both black queens a wedding or a
    /// silent solo), each call said aloud.
    Declaring,
    /// A seat is to play a card, or the card just played goes to the trick.
    Turn,
    /// The trick is complete: it is shown, then collected to its winner's pile.
    Resolving,
    /// Wendellhead: the prize goes to the Pin's winner, the others draw clockwise, the next prize is turned.
    Drawing,
    /// A Flint or a hand was scored: the scores are shown until the player goes on.
    Scoring,
    /// The pause menu is open; nothing moves.
    Paused,
}

/// The table is on screen: while a match is played and under the match-over panel, so the last trick and the
/// final scores stay in view behind it. Cards, plates and labels live as long as this state.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct AtTable;

impl ComputedStates for AtTable {
    type SourceStates = Screen;

    fn compute(screen: Screen) -> Option<Self> {
        matches!(screen, Screen::Playing | Screen::MatchOver).then_some(AtTable)
    }
}

/// The order of the table's work in a frame: first the match steps on, then what shows it is brought up to
/// date.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableSystems {
    /// Playing cards and taking the engine's events off the queue.
    Show,
    /// Laying the cards out, labels, animations.
    Present,
}

/// Starting (or resuming) the match when the playing screen opens; what must see the match before it is
/// replaced (the save of the one it replaces) runs before.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StartMatch;

/// The end of a round or a match being marked on the table (`table::flourish`): the round's or the match's panel
/// waits meanwhile, and going on waits for it.
#[derive(Resource, Debug, Default)]
pub struct Flourish {
    /// Seconds until the panel shows.
    pub left: f32,
    /// The panels hidden meanwhile (shown again when it ends, unless they went).
    pub held: Vec<Entity>,
}

/// The match-over screen's panel (held back a moment while the table marks the end: `table::flourish`).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct MatchOverPanel;

/// Where to go once loading is done instead of the title (`--play`, `--demo`, `--continue`).
#[derive(Resource, Clone, Copy, Debug)]
pub struct StartAt(pub Screen);

/// The match [`StartAt`] starts replaces a saved one only when the player says so (`--play SEED`): with a match
/// saved, the title asks first, as its New game does; the saved match is never lost unasked.
#[derive(Resource, Clone, Copy, Debug)]
pub struct AskBeforeReplacing;

/// Reading the saved match when the title opens (the save feature does it; the title screen shows the result).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReadSaved;

/// A panel that opens over the screen that asked for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    /// The rules of a game, with the keys.
    Rules(GameKind),
    /// The settings.
    Settings,
    /// The statistics.
    Statistics,
    /// The version, where the files are, credits and licences.
    About,
}

/// What closes a panel: leaving the screen or the phase that opened it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelScope {
    /// Leaving this screen.
    Screen(Screen),
    /// Leaving this phase (the pause menu).
    Phase(Phase),
}

impl PanelScope {
    /// Inserts the matching `DespawnOnExit` on `entity`.
    pub fn scope(self, entity: &mut EntityCommands) {
        match self {
            PanelScope::Screen(s) => entity.insert(DespawnOnExit(s)),
            PanelScope::Phase(p) => entity.insert(DespawnOnExit(p)),
        };
    }
}

/// A request to open a panel (observed by the feature that owns it).
#[derive(Event, Clone, Copy, Debug)]
pub struct OpenPanel {
    /// Which panel.
    pub panel: Panel,
    /// What closes it.
    pub scope: PanelScope,
}

/// A fresh match seed: the system's randomness (the browser's `crypto.getRandomValues` on the web), mixed with
/// the moment the player asked for it, so every new match is a different one even if the system has none. Seeds
/// stay under 2^24 (16.7 million matches) so the deal codes of a match stay ten letters long.
pub fn fresh_seed(time: &Time<Real>, salt: u64) -> u64 {
    let random = getrandom::u64().unwrap_or(0);
    let mut x =
        time.elapsed().as_nanos() as u64 ^ salt.rotate_left(32) ^ random ^ 0x9E37_79B9_7F4A_7C15;
    // SplitMix64's finaliser spreads the bits, so close moments give unrelated seeds.
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (x ^ (x >> 31)) & SEED_MASK
}

/// The bits a fresh seed keeps.
pub const SEED_MASK: u64 = (1 << 24) - 1;
