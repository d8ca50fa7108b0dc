//! The new-game setup: number of players, each opponent's level, the match length and the trump rule. The
//! choices are remembered for the next match.

use crate::app::ui::Activated;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{Screen, fresh_seed};
use crate::ai::Level;
use crate::app::table::{NewMatch, SeatKind};
use crate::app::ui::{self, Dismissable, GOLD, INK};
use crate::engine::wendellhead::{Rules, TrumpRule};
use bevy::input_focus::AutoFocus;
use bevy::input_focus::tab_navigation::TabIndex;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>();
    app.add_systems(OnEnter(Screen::Setup), spawn_setup_screen);
    app.add_systems(
        Update,
        (show_choices, keys_on_setup).run_if(in_state(Screen::Setup)),
    );
}

/// How long a match lasts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Length {
    /// Half the traditional Pins, one Flint: a quick game.
    Short,
    /// The traditional Pins for the table size, first to 3 Flints.
    #[default]
    Standard,
    /// The player's own Pins per Flint and Flints to win.
    Custom,
}

/// The player's choices for a new match, remembered between matches.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MatchSetup {
    /// Players at the table, the person included: 2 to 5.
    pub players: u8,
    /// The level of the computer in seats 1 to 4 (only the first `players - 1` play).
    pub levels: [Level; 4],
    /// How long the match lasts.
    pub length: Length,
    /// Pins per Flint of a custom match.
    pub custom_pins: u32,
    /// Flints to win a custom match.
    pub custom_flints: u32,
    /// Which card decides trump.
    pub trump: TrumpRule,
}

impl Default for MatchSetup {
    fn default() -> Self {
        MatchSetup {
            players: 4,
            levels: [Level::Normal; 4],
            length: Length::Standard,
            custom_pins: 10,
            custom_flints: 2,
            trump: TrumpRule::PerDeck,
        }
    }
}

/// The largest custom Pins per Flint and Flints to win on offer.
const MAX_PINS: u32 = 60;
const MAX_FLINTS: u32 = 9;

impl MatchSetup {
    /// The rules these choices make.
    pub fn rules(&self) -> Rules {
        let players = self.players.clamp(2, 5);
        let mut rules = match self.length {
            Length::Short => Rules::short(players),
            Length::Standard => Rules::standard(players),
            Length::Custom => Rules {
                pins_per_flint: self.custom_pins.clamp(1, MAX_PINS),
                flints_to_win: self.custom_flints.clamp(1, MAX_FLINTS),
                ..Rules::standard(players)
            },
        };
        rules.trump = self.trump;
        rules
    }

    /// The match these choices make: the person in seat 0, the computers after.
    pub fn new_match(&self, seed: u64) -> NewMatch {
        let rules = self.rules();
        let mut seats = vec![SeatKind::Human];
        seats.extend(
            self.levels[..rules.players as usize - 1]
                .iter()
                .map(|&l| SeatKind::Computer(l)),
        );
        NewMatch { rules, seed, seats }
    }
}

/// One choice of the setup screen: its row, and the stepper that shows and changes it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
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
}

impl Choice {
    /// Every choice, in the order of the screen.
    const ALL: [Choice; 9] = [
        Choice::Players,
        Choice::Level(0),
        Choice::Level(1),
        Choice::Level(2),
        Choice::Level(3),
        Choice::Length,
        Choice::Pins,
        Choice::Flints,
        Choice::Trump,
    ];

    /// The row's name.
    fn title(self) -> String {
        match self {
            Choice::Players => "Players".into(),
            Choice::Level(seat) => format!("Seat {}", seat + 1),
            Choice::Length => "Match".into(),
            Choice::Pins => "Pins a Flint".into(),
            Choice::Flints => "Flints to win".into(),
            Choice::Trump => "Trump".into(),
        }
    }

    /// Whether the row applies to the setup (computer seats beyond the table and custom numbers of a preset
    /// match do not).
    fn applies(self, setup: &MatchSetup) -> bool {
        match self {
            Choice::Level(seat) => seat + 1 < setup.players.clamp(2, 5) as usize,
            Choice::Pins | Choice::Flints => setup.length == Length::Custom,
            _ => true,
        }
    }

    /// The value as the stepper shows it.
    fn shown(self, setup: &MatchSetup) -> String {
        let rules = setup.rules();
        match self {
            Choice::Players => {
                let n = rules.players;
                format!(
                    "{n}: you and {} computer{}",
                    n - 1,
                    if n == 2 { "" } else { "s" }
                )
            }
            Choice::Level(seat) => setup.levels[seat].title().to_string(),
            Choice::Length => {
                let name = match setup.length {
                    Length::Short => "Short",
                    Length::Standard => "Standard",
                    Length::Custom => "Custom",
                };
                format!(
                    "{name}: {} Pins, {} Flint{}",
                    rules.pins_per_flint,
                    rules.flints_to_win,
                    if rules.flints_to_win == 1 { "" } else { "s" }
                )
            }
            Choice::Pins => setup.custom_pins.clamp(1, MAX_PINS).to_string(),
            Choice::Flints => setup.custom_flints.clamp(1, MAX_FLINTS).to_string(),
            Choice::Trump => match setup.trump {
                TrumpRule::PerDeck => "The deal's first prize".into(),
                TrumpRule::PerPin => "Each Pin's own prize".into(),
            },
        }
    }

    /// Steps the choice `by` places, wrapping round.
    fn step(self, setup: &mut MatchSetup, by: i32) {
        let wrap = |now: u32, lo: u32, hi: u32| {
            (now.clamp(lo, hi) as i32 - lo as i32 + by).rem_euclid((hi - lo + 1) as i32) as u32 + lo
        };
        match self {
            Choice::Players => setup.players = wrap(setup.players as u32, 2, 5) as u8,
            Choice::Level(seat) => {
                // Random is for testing, not on offer here: Easy, Normal, Hard.
                const OFFERED: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];
                let i = OFFERED
                    .iter()
                    .position(|&l| l == setup.levels[seat])
                    .unwrap_or(1);
                setup.levels[seat] = OFFERED[(i as i32 + by).rem_euclid(3) as usize];
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
        }
    }
}

/// A row of the setup screen, hidden when its choice does not apply.
#[derive(Component, Clone, Copy, Debug)]
struct ChoiceRow(Choice);

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
    let panel = commands.spawn((ui::wide_panel(), ChildOf(root))).id();
    commands.spawn((ui::text("New game", 34.0, GOLD), ChildOf(panel)));
    let grid = commands
        .spawn((
            Node {
                display: Display::Grid,
                grid_template_columns: vec![GridTrack::px(200.0), GridTrack::px(440.0)],
                column_gap: px(16),
                row_gap: px(8),
                align_items: AlignItems::Center,
                ..default()
            },
            ChildOf(panel),
        ))
        .id();
    for choice in Choice::ALL {
        // A row is two grid cells; `display: contents` would flatten it, so each cell carries the row mark.
        let shown = if choice.applies(&setup) {
            Display::Flex
        } else {
            Display::None
        };
        commands.spawn((
            ChoiceRow(choice),
            Node {
                display: shown,
                justify_content: JustifyContent::FlexEnd,
                ..default()
            },
            ChildOf(grid),
            children![ui::text(choice.title(), 20.0, INK)],
        ));
        commands.spawn((
            ChoiceRow(choice),
            Node {
                display: shown,
                ..default()
            },
            ChildOf(grid),
            children![ui::stepper(
                choice.shown(&setup),
                choice,
                px(440),
                ChoiceButton(choice),
                move |step: On<ui::Stepped>, mut setup: ResMut<MatchSetup>| {
                    choice.step(&mut setup, step.by)
                },
            )],
        ));
    }
    commands.spawn((
        ui::text(
            "Click a choice for the next one, right-click for the one before, or ← → with the keyboard.",
            16.0,
            INK.with_alpha(0.7),
        ),
        ChildOf(panel),
    ));
    let go = commands.spawn((ui::row(), ChildOf(panel))).id();
    commands.spawn((
        ui::sized_button(
            "Back (Esc)",
            (),
            px(240),
            (),
            |_: On<Activated>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Title),
        ),
        ChildOf(go),
    ));
    commands.spawn((
        ui::sized_button(
            "Deal",
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
fn show_choices(
    setup: Res<MatchSetup>,
    mut texts: Query<(&Choice, &mut Text)>,
    mut rows: Query<(&ChoiceRow, &mut Node)>,
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
    for (row, mut node) in &mut rows {
        let display = if row.0.applies(&setup) {
            Display::Flex
        } else {
            Display::None
        };
        if node.display != display {
            node.display = display;
        }
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
    let seed = fresh_seed(time, setup.players as u64);
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
