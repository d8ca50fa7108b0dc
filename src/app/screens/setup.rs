//! The new-game setup: number of players, each opponent's level, the match length and the trump rule. The
//! choices are remembered for the next match.

use bevy::picking::events::{Click, Pointer};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{Screen, fresh_seed};
use crate::ai::Level;
use crate::app::table::{NewMatch, SeatKind};
use crate::app::ui::{self, Dismissable, GOLD, INK};
use crate::engine::wendellhead::{Rules, TrumpRule};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>();
    app.add_systems(OnEnter(Screen::Setup), spawn_setup_screen);
    app.add_systems(
        Update,
        (
            redraw_setup.run_if(resource_changed::<MatchSetup>),
            keys_on_setup,
        )
            .run_if(in_state(Screen::Setup)),
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

/// The setup screen's root; its content is redrawn when a choice changes.
#[derive(Component)]
struct SetupRoot;

fn spawn_setup_screen(mut commands: Commands, setup: Res<MatchSetup>) {
    let root = commands
        .spawn((
            ui::overlay("Setup screen", false),
            SetupRoot,
            DespawnOnExit(Screen::Setup),
        ))
        .id();
    fill_setup(&mut commands, root, &setup);
}

fn redraw_setup(
    mut commands: Commands,
    roots: Query<Entity, With<SetupRoot>>,
    setup: Res<MatchSetup>,
) {
    for root in &roots {
        commands.entity(root).despawn_related::<Children>();
        fill_setup(&mut commands, root, &setup);
    }
}

/// A small button that changes the setup with `change`.
fn choice(label: impl Into<String>, change: fn(&mut MatchSetup)) -> impl Bundle {
    ui::button(
        label,
        move |_: On<Pointer<Click>>, mut setup: ResMut<MatchSetup>| change(&mut setup),
    )
}

fn fill_setup(commands: &mut Commands, root: Entity, setup: &MatchSetup) {
    let panel = commands.spawn((ui::wide_panel(), ChildOf(root))).id();
    let line = |commands: &mut Commands, words: String| {
        commands.spawn((ui::text(words, 22.0, INK), ChildOf(panel)));
    };
    commands.spawn((ui::text("New game", 40.0, GOLD), ChildOf(panel)));

    // A hand-edited settings file may hold any number: show what the match will use.
    let seated = setup.players.clamp(2, 5);
    line(
        commands,
        format!("Players: {seated} (you and {} computers)", seated - 1),
    );
    let players = commands.spawn((ui::row(), ChildOf(panel))).id();
    commands.spawn((
        choice("Fewer", |s| s.players = s.players.clamp(3, 5) - 1),
        ChildOf(players),
    ));
    commands.spawn((
        choice("More", |s| s.players = s.players.clamp(1, 4) + 1),
        ChildOf(players),
    ));

    line(
        commands,
        "Computer players (click to change the level)".into(),
    );
    let levels = commands.spawn((ui::row(), ChildOf(panel))).id();
    for seat in 0..(seated as usize - 1) {
        let label = format!("Seat {}: {}", seat + 1, setup.levels[seat].title());
        commands.spawn((
            ui::button(
                label,
                move |_: On<Pointer<Click>>, mut setup: ResMut<MatchSetup>| {
                    let now = setup.levels[seat];
                    // Random is for testing, not on offer here: Easy, Normal, Hard.
                    setup.levels[seat] = match now {
                        Level::Easy => Level::Normal,
                        Level::Normal => Level::Hard,
                        _ => Level::Easy,
                    };
                },
            ),
            ChildOf(levels),
        ));
    }

    let rules = setup.rules();
    line(
        commands,
        format!(
            "Match: {} Pins win a Flint, {} {} the match",
            rules.pins_per_flint,
            rules.flints_to_win,
            if rules.flints_to_win == 1 {
                "Flint wins"
            } else {
                "Flints win"
            }
        ),
    );
    let length = commands.spawn((ui::row(), ChildOf(panel))).id();
    for (name, value) in [
        ("Short", Length::Short),
        ("Standard", Length::Standard),
        ("Custom", Length::Custom),
    ] {
        let label = if setup.length == value {
            format!("● {name}")
        } else {
            name.to_string()
        };
        commands.spawn((
            ui::button(
                label,
                move |_: On<Pointer<Click>>, mut setup: ResMut<MatchSetup>| setup.length = value,
            ),
            ChildOf(length),
        ));
    }
    if setup.length == Length::Custom {
        let custom = commands.spawn((ui::row(), ChildOf(panel))).id();
        commands.spawn((
            choice("Pins −", |s| {
                s.custom_pins = s.custom_pins.saturating_sub(1).max(1)
            }),
            ChildOf(custom),
        ));
        commands.spawn((
            choice("Pins +", |s| {
                s.custom_pins = (s.custom_pins + 1).min(MAX_PINS)
            }),
            ChildOf(custom),
        ));
        commands.spawn((
            choice("Flints −", |s| {
                s.custom_flints = s.custom_flints.saturating_sub(1).max(1)
            }),
            ChildOf(custom),
        ));
        commands.spawn((
            choice("Flints +", |s| {
                s.custom_flints = (s.custom_flints + 1).min(MAX_FLINTS)
            }),
            ChildOf(custom),
        ));
    }

    let trump = match setup.trump {
        TrumpRule::PerDeck => "Trump: the first prize's suit, for the whole deal",
        TrumpRule::PerPin => "Trump: each prize's suit, for its own Pin",
    };
    commands.spawn((
        choice(trump, |s| {
            s.trump = match s.trump {
                TrumpRule::PerDeck => TrumpRule::PerPin,
                TrumpRule::PerPin => TrumpRule::PerDeck,
            }
        }),
        ChildOf(panel),
    ));

    let go = commands.spawn((ui::row(), ChildOf(panel))).id();
    commands.spawn((
        ui::button(
            "Back (Esc)",
            |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Title),
        ),
        ChildOf(go),
    ));
    commands.spawn((
        ui::button(
            "Deal (Enter)",
            |_: On<Pointer<Click>>,
             mut commands: Commands,
             setup: Res<MatchSetup>,
             time: Res<Time<Real>>| { start(&mut commands, &setup, &time) },
        ),
        ChildOf(go),
    ));
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
    setup: Res<MatchSetup>,
    time: Res<Time<Real>>,
) {
    let Some(keys) = keys else { return };
    if !overlays.is_empty() {
        return;
    }
    if keys.just_pressed(KeyCode::Enter) {
        start(&mut commands, &setup, &time);
    } else if keys.just_pressed(KeyCode::Escape) {
        commands.set_state(Screen::Title);
    }
}
