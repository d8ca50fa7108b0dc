//! The new-game setup: the game, then its choices (Wendellhead: players, opponents' levels, match length and
//! trump rule; Whist: partner's and opponents' levels, target, honours, one game or a rubber; Hearts: players,
//! levels, target, and every rule option in a panel of their own). The choices are remembered for the next
//! match, each game's apart.

use bevy::input_focus::AutoFocus;
use bevy::input_focus::tab_navigation::TabIndex;
use bevy::prelude::*;

use crate::ai::Level;
use crate::app::state::lesson::{LessonBook, LessonProgress};
use crate::app::state::setup::{
    Length, MAX_FLINTS, MAX_PINS, MAX_VALUE, MatchSetup, schafkopf_deals,
};
use crate::app::state::{PanelScope, Screen, fresh_seed};
use crate::app::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::hearts::{self, Moon};
use crate::engine::wendellhead::TrumpRule;
use crate::engine::{GameKind, Seat, whist};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>();
    app.add_systems(OnEnter(Screen::Setup), spawn_setup_screen);
    app.add_systems(
        Update,
        (show_choices, keys_on_setup).run_if(in_state(Screen::Setup)),
    );
}

/// One choice of the setup screen: its row, and the stepper that shows and changes it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    /// Which game.
    Game,
    /// Players at the table.
    Players,
    /// The level of the computer in seat 1 to 4.
    Level(usize),
    /// Short, standard or custom.
    Length,
    /// Pins per Flint of a custom match.
    Pins,
    /// Flints to win a custom match.
    Flints,
    /// Which card decides trump.
    Trump,
    /// Whist: points that win a game.
    Target,
    /// Whist: whether honours score.
    Honours,
    /// Whist: one game or a rubber.
    Rubber,
    /// Hearts: the rule options, changed in their own panel.
    HouseRules,
    /// Hearts: whether cards are passed.
    Passing,
    /// Hearts: no points on the first trick.
    FirstTrick,
    /// Hearts: when hearts may be led.
    LeadHearts,
    /// Hearts: the J♦ counts −10.
    JackOfDiamonds,
    /// Hearts: what the moon does.
    Moon,
    /// Hearts: a kitty instead of removed cards (three and five players).
    Kitty,
    /// Schafkopf: deals in the match.
    Deals,
    /// Schafkopf: lust solos each player must play.
    MandatorySolos,
    /// Dreiwendsch: 32 cards or 20 (sharp cards).
    SharpCards,
    /// Dreiwendsch: who is offered the skat first.
    SkatTo,
    /// Schafkopf: what a game is worth.
    Base,
    /// Schafkopf: added when the losers are schneider.
    Schneider,
    /// Schafkopf: added when the losers are schwarz.
    Schwarz,
    /// Schafkopf: how many times the value a soloist gains or pays.
    SoloFactor,
    /// Schafkopf: Kontra and Re may double a hand.
    Doubling,
    /// Schafkopf: the least run of top trumps that counts (Laufende), or none.
    Laufende,
    /// Whether the person may take a card back (casual) or not (rated).
    Undo,
}

impl Choice {
    /// Every choice, in the order of the screen.
    const ALL: [Choice; 31] = [
        Choice::Game,
        Choice::Players,
        Choice::Level(0),
        Choice::Level(1),
        Choice::Level(2),
        Choice::Level(3),
        Choice::Length,
        Choice::Pins,
        Choice::Flints,
        Choice::Trump,
        Choice::Target,
        Choice::Honours,
        Choice::Rubber,
        Choice::HouseRules,
        Choice::Passing,
        Choice::FirstTrick,
        Choice::LeadHearts,
        Choice::JackOfDiamonds,
        Choice::Moon,
        Choice::Kitty,
        Choice::Deals,
        Choice::MandatorySolos,
        Choice::SharpCards,
        Choice::SkatTo,
        Choice::Base,
        Choice::Schneider,
        Choice::Schwarz,
        Choice::SoloFactor,
        Choice::Doubling,
        Choice::Laufende,
        Choice::Undo,
    ];

    /// The row's name.
    fn title(self, setup: &MatchSetup) -> String {
        match self {
            Choice::Game => t!("setup-game"),
            Choice::Players => t!("setup-players"),
            // Whist seats by where they sit and whose side they are on, with the names the table gives them.
            Choice::Level(seat) if setup.game == GameKind::Whist => match seat {
                0 => t!("setup-seat-left"),
                1 => t!("setup-seat-partner"),
                2 => t!("setup-seat-right"),
                _ => String::new(),
            },
            // Every other table names the seats by where they sit too, as the table will show them.
            Choice::Level(seat) => {
                // A seat the table does not have yet is named where it sits once it applies.
                let players = setup.rules().players().max(seat as u8 + 2);
                let place = match (players, seat) {
                    (2, _) | (4, 1) => t!("setup-place-across"),
                    (3, 0) | (4, 0) | (5, 0) => t!("setup-place-left"),
                    (5, 1) => t!("setup-place-across-left"),
                    (5, 2) => t!("setup-place-across-right"),
                    _ => t!("setup-place-right"),
                };
                t!(
                    "setup-seat-at",
                    place = place,
                    name = crate::app::state::table::computer_name(Seat(seat as u8 + 1))
                )
            }
            Choice::Length => t!("setup-match"),
            Choice::Pins => t!("setup-pins"),
            Choice::Flints => t!("setup-flints"),
            Choice::Trump => t!("setup-trump"),
            Choice::Target => t!("setup-game-to"),
            Choice::Honours => t!("setup-honours"),
            Choice::Rubber => t!("setup-match"),
            Choice::HouseRules => t!("setup-house-rules"),
            Choice::Passing => t!("setup-passing"),
            Choice::FirstTrick => t!("setup-first-trick"),
            Choice::LeadHearts => t!("setup-leading-hearts"),
            Choice::JackOfDiamonds => t!("setup-jack-of-diamonds"),
            Choice::Moon => t!("setup-moon"),
            Choice::Kitty => t!("setup-odd-cards"),
            Choice::Deals => t!("setup-match"),
            Choice::MandatorySolos => t!("setup-mandatory-solos"),
            Choice::SharpCards => t!("setup-cards"),
            Choice::Undo => t!("setup-undo"),
            Choice::SkatTo => t!("setup-skat-to"),
            Choice::Base => t!("setup-base"),
            Choice::Schneider => t!("setup-schneider"),
            Choice::Schwarz => t!("setup-schwarz"),
            Choice::SoloFactor => t!("setup-solo-factor"),
            Choice::Doubling => t!("setup-doubling"),
            Choice::Laufende => t!("setup-laufende"),
        }
    }

    /// Whether the row applies to the setup (computer seats beyond the table and custom numbers of a preset
    /// match do not).
    fn applies(self, setup: &MatchSetup) -> bool {
        let whist = setup.game == GameKind::Whist;
        let hearts = setup.game == GameKind::Hearts;
        let wendellhead = setup.game == GameKind::Wendellhead;
        let schafkopf = setup.game == GameKind::Schafkopf;
        match self {
            Choice::Game | Choice::Undo => true,
            Choice::Level(seat) => seat + 1 < setup.rules().players() as usize,
            Choice::Players => !whist,
            Choice::Length | Choice::Trump => wendellhead,
            Choice::Pins | Choice::Flints => wendellhead && setup.length == Length::Custom,
            Choice::Target => whist || hearts,
            Choice::Honours | Choice::Rubber => whist,
            Choice::HouseRules => hearts || schafkopf,
            Choice::MandatorySolos => schafkopf && setup.schafkopf_rules().players() == 4,
            Choice::SharpCards | Choice::SkatTo => {
                schafkopf && setup.schafkopf_rules().players() == 3
            }
            Choice::Deals
            | Choice::Base
            | Choice::Schneider
            | Choice::Schwarz
            | Choice::SoloFactor => schafkopf,
            // The game for two has no sides to double against or hold runs.
            Choice::Doubling | Choice::Laufende => {
                schafkopf && setup.schafkopf_rules().players() != 2
            }
            Choice::Passing
            | Choice::FirstTrick
            | Choice::LeadHearts
            | Choice::JackOfDiamonds
            | Choice::Moon => hearts,
            Choice::Kitty => hearts && setup.hearts_rules().players != 4,
        }
    }

    /// How the row shows: laid out and visible if it applies now, else left out. A row that does not apply ("Right:
    /// Ivo" at four players, "Skat first to" but for three) would only be a row to read past; changing the players
    /// or the match's length moves no row above the one changed (the setup hangs from the top).
    fn display(self, setup: &MatchSetup) -> (Display, Visibility) {
        if self.applies(setup) {
            (Display::Flex, Visibility::Inherited)
        } else {
            (Display::None, Visibility::Hidden)
        }
    }

    /// The value as the stepper shows it.
    fn shown(self, setup: &MatchSetup) -> String {
        let rules = setup.wendellhead_rules();
        let hearts = setup.hearts_rules();
        let schafkopf = setup.schafkopf_rules();
        let on_off = |on: bool, yes: String, no: String| if on { yes } else { no };
        match self {
            Choice::Deals => t!(
                "setup-deals",
                deals = schafkopf.deals,
                each = schafkopf.deals / schafkopf.players() as u32
            ),
            Choice::MandatorySolos => t!("setup-solos-owed", solos = schafkopf.mandatory_solos),
            Choice::Base => t!("setup-points", points = schafkopf.values.base),
            Choice::Schneider => t!("setup-schneider-value", points = schafkopf.values.schneider),
            Choice::Schwarz => t!("setup-schwarz-value", points = schafkopf.values.schwarz),
            Choice::SoloFactor => t!(
                "setup-solo-factor-value",
                factor = schafkopf.values.solo_factor
            ),
            Choice::Doubling => on_off(
                schafkopf.doubling,
                t!("setup-doubling-on"),
                t!("setup-doubling-off"),
            ),
            Choice::Laufende => match schafkopf.laufende {
                0 => t!("setup-laufende-off"),
                least => t!("setup-laufende-from", least = least),
            },
            Choice::Undo => on_off(setup.rated, t!("setup-undo-off"), t!("setup-undo-on")),
            Choice::SharpCards => on_off(
                schafkopf.sharp_cards,
                t!("setup-sharp-cards"),
                t!("setup-all-cards"),
            ),
            Choice::SkatTo => match schafkopf.skat_to {
                crate::engine::schafkopf::SkatTo::ClubQueen => t!("setup-skat-to-club-queen"),
                crate::engine::schafkopf::SkatTo::Forehand => t!("setup-skat-to-forehand"),
            },
            Choice::Players if setup.game == GameKind::Schafkopf => match schafkopf.players() {
                4 => t!("setup-schafkopf-four"),
                3 => t!("setup-schafkopf-three"),
                _ => t!("setup-schafkopf-two"),
            },
            Choice::Players if setup.game == GameKind::Hearts => {
                let removed = match (hearts.players, hearts.kitty) {
                    (4, _) => t!("setup-hearts-13-each"),
                    (3, false) => t!("setup-hearts-17-each"),
                    (3, true) => t!("setup-hearts-17-kitty"),
                    (_, false) => t!("setup-hearts-10-each"),
                    (_, true) => t!("setup-hearts-10-kitty"),
                };
                t!(
                    "setup-hearts-players",
                    players = hearts.players,
                    cards = removed
                )
            }
            Choice::Target if setup.game == GameKind::Hearts => {
                t!("setup-hearts-target", points = hearts.target)
            }
            Choice::Game => match setup.game {
                GameKind::Wendellhead => t!("setup-game-wendellhead"),
                GameKind::Whist => t!("setup-game-whist"),
                GameKind::Hearts => t!("setup-game-hearts"),
                GameKind::Schafkopf => match schafkopf.players() {
                    4 => t!("setup-game-schafkopf-four"),
                    3 => t!("setup-game-schafkopf-three"),
                    _ => t!("setup-game-schafkopf-two"),
                },
            },
            Choice::Players => t!(
                "setup-players-computers",
                players = rules.players,
                computers = rules.players.saturating_sub(1)
            ),
            Choice::Level(seat) => crate::app::i18n::level_title(setup.levels[seat]),
            Choice::Length => {
                let name = match setup.length {
                    Length::Short => t!("setup-length-short"),
                    Length::Standard => t!("setup-length-standard"),
                    Length::Custom => t!("setup-length-custom"),
                };
                t!(
                    "setup-length",
                    name = name,
                    pins = rules.pins_per_flint,
                    flints = rules.flints_to_win
                )
            }
            Choice::Pins => setup.custom_pins.clamp(1, MAX_PINS).to_string(),
            Choice::Flints => setup.custom_flints.clamp(1, MAX_FLINTS).to_string(),
            Choice::Trump => match setup.trump {
                TrumpRule::PerDeck => t!("setup-trump-per-deck"),
                TrumpRule::PerPin => t!("setup-trump-per-pin"),
            },
            Choice::Target => {
                let target = setup.whist_rules().target;
                if target == 10 {
                    t!("setup-whist-long")
                } else {
                    t!("setup-points", points = target)
                }
            }
            Choice::Honours => on_off(
                setup.whist_honours,
                t!("setup-honours-on"),
                t!("setup-honours-off"),
            ),
            Choice::Rubber => on_off(setup.whist_rubber, t!("setup-rubber"), t!("setup-one-game")),
            Choice::HouseRules => {
                let changed = match setup.game {
                    GameKind::Schafkopf => values_changed(&schafkopf),
                    _ => house_rules_changed(&hearts),
                };
                match changed.as_slice() {
                    [] => t!("setup-rules-standard"),
                    [one] => t!("setup-rules-one", one = one),
                    [one, two] => t!("setup-rules-two", one = one, two = two),
                    more => t!("setup-rules-changed", count = more.len()),
                }
            }
            Choice::Passing => on_off(
                hearts.passing,
                t!("setup-passing-on"),
                t!("setup-passing-off"),
            ),
            Choice::FirstTrick => on_off(
                hearts.safe_first_trick,
                t!("setup-first-trick-safe"),
                t!("setup-first-trick-anything"),
            ),
            Choice::LeadHearts => match (hearts.must_break_hearts, hearts.queen_breaks_hearts) {
                (true, true) => t!("setup-lead-hearts-heart-or-queen"),
                (true, false) => t!("setup-lead-hearts-heart"),
                (false, _) => t!("setup-lead-hearts-any-time"),
            },
            Choice::JackOfDiamonds => on_off(
                hearts.jack_of_diamonds,
                t!("setup-jack-counts"),
                t!("setup-jack-no-points"),
            ),
            Choice::Moon => match hearts.moon {
                Moon::AddToOthers => t!("setup-moon-add"),
                Moon::SubtractFromShooter => t!("setup-moon-subtract"),
            },
            Choice::Kitty => on_off(hearts.kitty, t!("setup-kitty-on"), t!("setup-kitty-off")),
        }
    }

    /// Steps the choice `by` places, wrapping round.
    fn step(self, setup: &mut MatchSetup, by: i32) {
        let wrap = |now: u32, lo: u32, hi: u32| {
            (now.clamp(lo, hi) as i32 - lo as i32 + by).rem_euclid((hi - lo + 1) as i32) as u32 + lo
        };
        match self {
            Choice::Game => {
                let all = GameKind::ALL;
                let i = all.iter().position(|&g| g == setup.game).unwrap_or(0);
                setup.game = all[(i as i32 + by).rem_euclid(all.len() as i32) as usize];
            }
            Choice::Players if setup.game == GameKind::Hearts => {
                setup.hearts.players = wrap(setup.hearts.players as u32, 3, 5) as u8;
            }
            Choice::Players if setup.game == GameKind::Schafkopf => {
                use crate::engine::schafkopf::Variant;
                let n = wrap(setup.schafkopf.players() as u32, 2, 4) as u8;
                let variant = Variant::ALL
                    .into_iter()
                    .find(|v| v.players() == n)
                    .unwrap_or_default();
                // The match length follows the table: each player deals as often as before.
                let rounds = (setup.schafkopf.deals / setup.schafkopf.players() as u32).max(1);
                setup.schafkopf.variant = variant;
                setup.schafkopf.deals = rounds * n as u32;
                setup.schafkopf = setup.schafkopf_rules();
            }
            Choice::Players => setup.players = wrap(setup.players as u32, 2, 5) as u8,
            Choice::Target if setup.game == GameKind::Hearts => {
                let all = hearts::Rules::TARGETS;
                let now = setup.hearts_rules().target;
                let i = all.iter().position(|&t| t == now).unwrap_or(0);
                setup.hearts.target = all[(i as i32 + by).rem_euclid(all.len() as i32) as usize];
            }
            Choice::Level(seat) => {
                // Random is for testing, not on offer here: Easy, Normal, Hard, Expert.
                const OFFERED: [Level; 4] =
                    [Level::Easy, Level::Normal, Level::Hard, Level::Expert];
                let i = OFFERED
                    .iter()
                    .position(|&l| l == setup.levels[seat])
                    .unwrap_or(1);
                setup.levels[seat] =
                    OFFERED[(i as i32 + by).rem_euclid(OFFERED.len() as i32) as usize];
            }
            Choice::Length => {
                const LENGTHS: [Length; 3] = [Length::Short, Length::Standard, Length::Custom];
                let i = LENGTHS.iter().position(|&l| l == setup.length).unwrap_or(1);
                setup.length = LENGTHS[(i as i32 + by).rem_euclid(3) as usize];
            }
            Choice::Pins => setup.custom_pins = wrap(setup.custom_pins, 1, MAX_PINS),
            Choice::Flints => setup.custom_flints = wrap(setup.custom_flints, 1, MAX_FLINTS),
            Choice::Trump => {
                setup.trump = match setup.trump {
                    TrumpRule::PerDeck => TrumpRule::PerPin,
                    TrumpRule::PerPin => TrumpRule::PerDeck,
                }
            }
            Choice::Target => {
                let all = whist::Rules::TARGETS;
                let now = setup.whist_rules().target;
                let i = all.iter().position(|&t| t == now).unwrap_or(0);
                setup.whist_target = all[(i as i32 + by).rem_euclid(all.len() as i32) as usize];
            }
            Choice::Honours => setup.whist_honours = !setup.whist_honours,
            Choice::Rubber => setup.whist_rubber = !setup.whist_rubber,
            Choice::Passing => setup.hearts.passing = !setup.hearts.passing,
            Choice::FirstTrick => setup.hearts.safe_first_trick = !setup.hearts.safe_first_trick,
            Choice::LeadHearts => {
                // Three readings in a cycle: a heart or the Q♠ breaks them, only a heart, no rule at all.
                const READINGS: [(bool, bool); 3] = [(true, true), (true, false), (false, false)];
                let h = &mut setup.hearts;
                let now = (
                    h.must_break_hearts,
                    h.queen_breaks_hearts && h.must_break_hearts,
                );
                let i = READINGS.iter().position(|&r| r == now).unwrap_or(0);
                (h.must_break_hearts, h.queen_breaks_hearts) =
                    READINGS[(i as i32 + by).rem_euclid(3) as usize];
            }
            Choice::JackOfDiamonds => {
                setup.hearts.jack_of_diamonds = !setup.hearts.jack_of_diamonds
            }
            Choice::Moon => {
                setup.hearts.moon = match setup.hearts.moon {
                    Moon::AddToOthers => Moon::SubtractFromShooter,
                    Moon::SubtractFromShooter => Moon::AddToOthers,
                }
            }
            Choice::Kitty => setup.hearts.kitty = !setup.hearts.kitty,
            Choice::SharpCards => setup.schafkopf.sharp_cards = !setup.schafkopf.sharp_cards,
            Choice::Undo => setup.rated = !setup.rated,
            Choice::SkatTo => {
                use crate::engine::schafkopf::SkatTo;
                setup.schafkopf.skat_to = match setup.schafkopf.skat_to {
                    SkatTo::ClubQueen => SkatTo::Forehand,
                    SkatTo::Forehand => SkatTo::ClubQueen,
                }
            }
            Choice::Deals => {
                let all = schafkopf_deals(setup.schafkopf_rules().players());
                let now = setup.schafkopf_rules().deals;
                let i = all.iter().position(|&d| d == now).unwrap_or(3);
                setup.schafkopf.deals = all[(i as i32 + by).rem_euclid(all.len() as i32) as usize];
                // Solos that no longer fit are dropped to what does.
                setup.schafkopf = setup.schafkopf_rules();
            }
            Choice::MandatorySolos => {
                let most = setup.schafkopf_rules().deals / 4;
                setup.schafkopf.mandatory_solos = wrap(setup.schafkopf.mandatory_solos, 0, most);
            }
            Choice::Base => {
                setup.schafkopf.values.base = wrap(setup.schafkopf.values.base, 1, MAX_VALUE)
            }
            Choice::Schneider => {
                setup.schafkopf.values.schneider =
                    wrap(setup.schafkopf.values.schneider, 0, MAX_VALUE)
            }
            Choice::Schwarz => {
                setup.schafkopf.values.schwarz = wrap(setup.schafkopf.values.schwarz, 0, MAX_VALUE)
            }
            Choice::SoloFactor => {
                setup.schafkopf.values.solo_factor =
                    wrap(setup.schafkopf.values.solo_factor, 1, MAX_VALUE)
            }
            Choice::Doubling => setup.schafkopf.doubling = !setup.schafkopf.doubling,
            // Off, then from 2 to 4 top trumps (Schafkopf players agree on 2, 3 or 4).
            Choice::Laufende => {
                setup.schafkopf.laufende = match setup.schafkopf.laufende {
                    0 if by > 0 => 2,
                    0 => 4,
                    n if by > 0 && n >= 4 => 0,
                    2 if by < 0 => 0,
                    n if by > 0 => n + 1,
                    n => n - 1,
                }
            }
            // Opens the panel of options instead (see `open_house_rules`).
            Choice::HouseRules => {}
        }
    }

    /// Whether the choice lives in the game's rules panel rather than on the setup screen itself.
    fn is_house_rule(self) -> bool {
        matches!(
            self,
            Choice::Passing
                | Choice::FirstTrick
                | Choice::LeadHearts
                | Choice::JackOfDiamonds
                | Choice::Moon
                | Choice::Kitty
                | Choice::Base
                | Choice::Schneider
                | Choice::Schwarz
                | Choice::SoloFactor
                | Choice::Doubling
                | Choice::Laufende
        )
    }
}

/// The Hearts options that differ from the standard game, in a few words each.
fn house_rules_changed(rules: &hearts::Rules) -> Vec<String> {
    let standard = hearts::Rules::standard(rules.players);
    let mut changed = Vec::new();
    if !rules.passing {
        changed.push(t!("rules-changed-no-passing"));
    }
    if !rules.safe_first_trick {
        changed.push(t!("rules-changed-points-on-trick-1"));
    }
    if !rules.must_break_hearts {
        changed.push(t!("rules-changed-lead-hearts"));
    } else if !rules.queen_breaks_hearts {
        changed.push(t!("rules-changed-only-hearts-break"));
    }
    if rules.jack_of_diamonds {
        changed.push(t!("rules-changed-jack"));
    }
    if rules.moon != standard.moon {
        changed.push(t!("rules-changed-moon"));
    }
    if rules.kitty {
        changed.push(t!("rules-changed-kitty"));
    }
    changed
}

/// The Schafkopf scoring values that differ from the standard 1 / +1 / +1 / solo three times.
fn values_changed(rules: &crate::engine::schafkopf::Rules) -> Vec<String> {
    let standard = crate::engine::schafkopf::Rules::standard().values;
    let v = rules.values;
    let mut changed = Vec::new();
    if v.base != standard.base {
        changed.push(t!("rules-changed-worth", points = v.base));
    }
    if v.schneider != standard.schneider {
        changed.push(t!("rules-changed-schneider", points = v.schneider));
    }
    if v.schwarz != standard.schwarz {
        changed.push(t!("rules-changed-schwarz", points = v.schwarz));
    }
    if v.solo_factor != standard.solo_factor {
        changed.push(t!("rules-changed-solo", factor = v.solo_factor));
    }
    if rules.doubling {
        changed.push(t!("rules-changed-doubling"));
    }
    if rules.laufende > 0 {
        changed.push(t!("rules-changed-laufende", least = rules.laufende));
    }
    changed
}

/// The panel of a game's rule options over the setup screen (Hearts' options, Schafkopf's values).
#[derive(Component)]
struct HouseRulesPanel;

/// Opens the game's rules panel: a stepper per option, Done (or Esc) to go back to the setup.
fn open_house_rules(_: On<Activated>, mut commands: Commands, setup: Res<MatchSetup>) {
    let title = t!(
        "setup-rules-title",
        game = crate::app::i18n::game_title(setup.game)
    );
    let root = commands
        .spawn((
            ui::overlay("Game rules", true),
            HouseRulesPanel,
            Dismissable,
            DespawnOnExit(Screen::Setup),
        ))
        // Over the setup screen's own overlay.
        .insert(GlobalZIndex(20))
        .id();
    // Done stays at the panel's foot; the options above it scroll on a window too low for them all.
    let frame = commands.spawn((ui::footed_panel(), ChildOf(root))).id();
    let panel = commands.spawn((ui::panel_body(), ChildOf(frame))).id();
    let foot = commands.spawn((ui::panel_foot(), ChildOf(frame))).id();
    commands.spawn((ui::text(title, 34.0, GOLD), ChildOf(panel)));
    spawn_help(&mut commands, foot);
    let list = commands.spawn((choice_list(), ChildOf(panel))).id();
    // Every option has its row; those of another game (or not at this table size) stay hidden.
    for choice in Choice::ALL.into_iter().filter(|c| c.is_house_rule()) {
        spawn_choice(&mut commands, list, choice, &setup);
    }
    commands.spawn((
        ui::sized_button(
            t!("button-done-esc"),
            (),
            px(240),
            AutoFocus,
            ui::close::<HouseRulesPanel>,
        ),
        ChildOf(foot),
    ));
}

/// What a tap (a click, a key) on a choice does, on a line of its own over the buttons at a panel's `foot`: in
/// sight on every window, however far the choices above it scroll (on a phone it once lay at the end of them,
/// out of sight).
fn spawn_help(commands: &mut Commands, foot: Entity) {
    commands.spawn((
        SetupHelp,
        Node {
            width: percent(100),
            justify_content: JustifyContent::Center,
            ..default()
        },
        ChildOf(foot),
        children![ui::text(t!("setup-help"), 16.0, INK.with_alpha(0.7))],
    ));
}

/// The line saying what a tap on a choice does ([`spawn_help`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct SetupHelp;

/// The room over (and under) the setup's panel.
const SETUP_TOP: f32 = 16.0;

/// The width of a row's name on a desk, beside its stepper.
const NAME_WIDTH: f32 = 200.0;

/// The width of a row's stepper on a desk (a phone's takes the width there is, up to this).
const STEPPER_WIDTH: f32 = 440.0;

/// The room between a row's name and its stepper.
const NAME_GAP: f32 = 16.0;

/// The choices, a row each, one under the other.
fn choice_list() -> Node {
    Node {
        width: percent(100),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        row_gap: px(8),
        ..default()
    }
}

/// A choice's row in `list`: its name, and its stepper (the Hearts rules row: a button opening their panel). On
/// a desk the name stands right-aligned beside the stepper; where both do not fit across (a phone held upright)
/// the name goes over the stepper, which takes the whole width.
fn spawn_choice(commands: &mut Commands, list: Entity, choice: Choice, setup: &MatchSetup) {
    let (shown, visible) = choice.display(setup);
    let row = commands
        .spawn((
            ChoiceRow(choice),
            Node {
                display: shown,
                width: percent(100),
                // A pixel to spare: a name and a stepper that fit exactly may not, once rounded to pixels.
                max_width: px(NAME_WIDTH + NAME_GAP + STEPPER_WIDTH + 2.0),
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                align_items: AlignItems::Center,
                column_gap: px(NAME_GAP),
                row_gap: px(4),
                ..default()
            },
            visible,
            ChildOf(list),
        ))
        .id();
    commands.spawn((
        Node {
            width: px(NAME_WIDTH),
            // Over its stepper on a phone, the name keeps to the right as beside it.
            flex_grow: 1.0,
            justify_content: JustifyContent::FlexEnd,
            ..default()
        },
        ChildOf(row),
        children![(
            ChoiceTitle(choice),
            ui::text(choice.title(setup), 20.0, INK)
        )],
    ));
    let cell = commands
        .spawn((
            Node {
                width: percent(100),
                max_width: px(STEPPER_WIDTH),
                ..default()
            },
            ChildOf(row),
        ))
        .id();
    if choice == Choice::HouseRules {
        commands.spawn((
            ui::setting_button(
                choice.shown(setup),
                choice,
                percent(100),
                ChoiceButton(choice),
                open_house_rules,
            ),
            ChildOf(cell),
        ));
    } else {
        commands.spawn((
            ui::stepper(
                choice.shown(setup),
                choice,
                percent(100),
                ChoiceButton(choice),
                move |step: On<ui::Stepped>, mut setup: ResMut<MatchSetup>| {
                    // A row that does not apply now shows no stepper to click; nothing steps it.
                    if choice.applies(&setup) {
                        choice.step(&mut setup, step.by)
                    }
                },
            ),
            ChildOf(cell),
        ));
    }
}

/// A row of the setup screen, hidden when its choice does not apply.
#[derive(Component, Clone, Copy, Debug)]
struct ChoiceRow(Choice);

/// The name of a choice's row (a Whist seat's name says it is the partner's).
#[derive(Component, Clone, Copy, Debug)]
struct ChoiceTitle(Choice);

/// The stepper button of a choice.
#[derive(Component, Clone, Copy, Debug)]
struct ChoiceButton(Choice);

fn spawn_setup_screen(mut commands: Commands, setup: Res<MatchSetup>) {
    let root = commands
        .spawn((
            ui::overlay("Setup screen", false),
            DespawnOnExit(Screen::Setup),
        ))
        .id();
    // The panel hangs from the top, not centred: a choice that brings rows or takes them away (another game, a
    // table size) moves no row above it, so a second click on Game steps Game again.
    commands.entity(root).insert(Node {
        position_type: PositionType::Absolute,
        width: percent(100),
        height: percent(100),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::FlexStart,
        padding: UiRect::vertical(px(SETUP_TOP)),
        ..default()
    });
    // Back and Deal stay at the panel's foot, in sight on a phone held upright; the rows above them scroll. The
    // panel takes the window's height and its rows the room above the foot: sized by its lines, it came out shorter
    // than they need, ending in a half-visible row over empty space.
    let panel = commands.spawn((ui::footed_panel(), ChildOf(root))).id();
    commands
        .entity(panel)
        .entry::<Node>()
        .and_modify(|mut node| node.height = percent(100));
    let body = commands
        .spawn((
            Node {
                flex_grow: 1.0,
                ..ui::panel_body()
            },
            ChildOf(panel),
        ))
        .id();
    commands.spawn((ui::text(t!("title-new-game"), 34.0, GOLD), ChildOf(body)));
    // The game's lessons, for a player choosing a game they do not know yet.
    commands.spawn((
        ui::small_button(
            t!("setup-learn"),
            |_: On<Activated>,
             mut commands: Commands,
             setup: Res<MatchSetup>,
             book: Res<LessonBook>,
             progress: Res<LessonProgress>| {
                let course = book.course_for(&setup).map(|c| c.id.clone());
                super::learn::open_learn_panel(
                    &mut commands,
                    &book,
                    &progress,
                    course.as_deref(),
                    PanelScope::Screen(Screen::Setup),
                )
            },
        ),
        ChildOf(body),
    ));
    let list = commands.spawn((choice_list(), ChildOf(body))).id();
    for choice in Choice::ALL.into_iter().filter(|c| !c.is_house_rule()) {
        spawn_choice(&mut commands, list, choice, &setup);
    }
    let go = commands.spawn((ui::panel_foot(), ChildOf(panel))).id();
    spawn_help(&mut commands, go);
    commands.spawn((
        ui::sized_button(
            t!("button-back-esc"),
            (),
            px(240),
            (),
            |_: On<Activated>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Title),
        ),
        ChildOf(go),
    ));
    commands.spawn((
        ui::sized_button(
            t!("setup-deal"),
            (),
            px(240),
            AutoFocus,
            |_: On<Activated>,
             mut commands: Commands,
             setup: Res<MatchSetup>,
             time: Res<Time<Real>>| { start(&mut commands, &setup, &time) },
        ),
        ChildOf(go),
    ));
}

/// Brings the setup screen up to date after a choice changed: values, and which rows apply. Nothing is
/// respawned, so the keyboard focus stays where it was.
#[allow(clippy::type_complexity)]
fn show_choices(
    setup: Res<MatchSetup>,
    mut texts: Query<(&Choice, &mut Text)>,
    mut titles: Query<(&ChoiceTitle, &mut Text), Without<Choice>>,
    mut rows: Query<(&ChoiceRow, &mut Node, &mut Visibility)>,
    mut buttons: Query<(&ChoiceButton, &mut TabIndex)>,
    new: Query<(), Added<ChoiceButton>>,
) {
    if !setup.is_changed() && new.is_empty() {
        return;
    }
    for (choice, mut text) in &mut texts {
        let shown = choice.shown(&setup);
        if text.0 != shown {
            text.0 = shown;
        }
    }
    for (title, mut text) in &mut titles {
        let shown = title.0.title(&setup);
        if text.0 != shown {
            text.0 = shown;
        }
    }
    for (row, mut node, mut visibility) in &mut rows {
        let (display, visible) = row.0.display(&setup);
        if node.display != display {
            node.display = display;
        }
        visibility.set_if_neq(visible);
    }
    // A hidden row's stepper is out of the keyboard's order too.
    for (button, mut index) in &mut buttons {
        let wanted = if button.0.applies(&setup) { 0 } else { -1 };
        if index.0 != wanted {
            index.0 = wanted;
        }
    }
}

/// Starts a match of the chosen setup with a fresh seed.
fn start(commands: &mut Commands, setup: &MatchSetup, time: &Time<Real>) {
    let seed = fresh_seed(time, setup.rules().players() as u64);
    commands.insert_resource(setup.new_match(seed));
    commands.set_state(Screen::Playing);
}

fn keys_on_setup(
    mut commands: Commands,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    overlays: Query<(), With<Dismissable>>,
) {
    // Enter belongs to the focused button (Deal, unless the person moved on): see `ui::navigate_menus`.
    let Some(keys) = keys else { return };
    if overlays.is_empty() && keys.just_pressed(KeyCode::Escape) {
        commands.set_state(Screen::Title);
    }
}
