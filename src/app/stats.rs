//! Statistics of the person's finished matches (played and won per table size, Flints, Pins, streaks), kept in
//! `stats.ron`, and the statistics panel on the title screen.

use std::collections::BTreeMap;

use crate::app::ui::Activated;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::storage::{Notices, Store, read_or_set_aside};
use super::table::{MatchWon, Table};
use super::ui::{self, Dismissable, GOLD, INK};
use bevy::input_focus::AutoFocus;

pub(super) fn plugin(app: &mut App) {
    let world = app.world_mut();
    let loaded = world.resource_scope(|world, store: Mut<Store>| {
        let mut notices = world.resource_mut::<Notices>();
        read_or_set_aside(&store, STATS_FILE, "statistics", &mut notices, parse_stats)
    });
    app.insert_resource(loaded.unwrap_or_default());
    app.add_observer(record_match);
    app.add_observer(record_abandoned);
}

/// The statistics file's name in the store.
pub const STATS_FILE: &str = "stats.ron";
/// The statistics file's format.
pub const STATS_VERSION: u32 = 1;

/// Matches at one table size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Matches finished.
    pub played: u32,
    /// Matches the person won.
    pub won: u32,
    /// Matches given up unfinished for a new one (a restart, or a new game over a saved match).
    #[serde(default)]
    pub abandoned: u32,
}

/// The person's statistics over every finished match.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// The format version.
    pub version: u32,
    /// Matches by number of players.
    pub by_players: BTreeMap<u8, Record>,
    /// Flints the person won.
    pub flints: u32,
    /// Pins the person won.
    pub pins: u32,
    /// Matches won in a row, now.
    pub streak: u32,
    /// The longest run of matches won.
    pub best_streak: u32,
}

/// Reads `stats.ron`.
pub fn parse_stats(text: &str) -> Result<Stats, String> {
    let stats: Stats = ron::from_str(text).map_err(|e| e.to_string())?;
    if stats.version > STATS_VERSION {
        return Err(format!(
            "it was written by a newer version of the game (format {})",
            stats.version
        ));
    }
    Ok(stats)
}

impl Stats {
    /// Counts a finished match of `players` with what the person won in it.
    pub fn record(&mut self, players: u8, won: bool, pins: u32, flints: u32) {
        let record = self.by_players.entry(players).or_default();
        record.played += 1;
        record.won += won as u32;
        self.pins += pins;
        self.flints += flints;
        self.streak = if won { self.streak + 1 } else { 0 };
        self.best_streak = self.best_streak.max(self.streak);
    }
}

impl Stats {
    /// Counts a match given up unfinished: it is no win, so it ends a run of wins.
    pub fn abandon(&mut self, players: u8) {
        self.by_players.entry(players).or_default().abandoned += 1;
        self.streak = 0;
    }
}

/// Counts an abandoned match with a person at the table, and saves the statistics.
fn record_abandoned(
    abandoned: On<super::table::MatchAbandoned>,
    mut stats: ResMut<Stats>,
    store: Res<Store>,
) {
    stats.version = STATS_VERSION;
    stats.abandon(abandoned.players);
    write_stats(&stats, &store);
}

/// Writes `stats.ron`, saying so in the log when it cannot.
fn write_stats(stats: &Stats, store: &Store) {
    match ron::ser::to_string_pretty(stats, ron::ser::PrettyConfig::default()) {
        Ok(text) => {
            if let Err(e) = store.write(STATS_FILE, &text) {
                error!(
                    "the statistics could not be saved to {}: {e}",
                    store.describe(STATS_FILE)
                );
            }
        }
        Err(e) => error!("the statistics could not be written: {e}"),
    }
}

/// Adds a finished match with a person at the table to the statistics, and saves them.
fn record_match(
    won: On<MatchWon>,
    table: Option<Res<Table>>,
    mut stats: ResMut<Stats>,
    store: Res<Store>,
) {
    let Some(table) = table else { return };
    if !table.seats.contains(&super::table::SeatKind::Human) {
        return;
    }
    stats.version = STATS_VERSION;
    stats.record(
        table.game.rules().players,
        table.is_human(won.winner),
        table.tally.pins,
        table.tally.flints,
    );
    write_stats(&stats, &store);
}

/// The statistics panel.
#[derive(Component)]
struct StatsPanel;

/// Opens the statistics panel; `scope` is the screen whose exit removes it.
pub fn open_stats<S: States + Copy>(commands: &mut Commands, stats: &Stats, scope: S) {
    let root = commands
        .spawn((
            ui::overlay("Statistics", true),
            StatsPanel,
            Dismissable,
            DespawnOnExit(scope),
        ))
        .insert(GlobalZIndex(30))
        .id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    commands.spawn((ui::text("Statistics", 36.0, GOLD), ChildOf(panel)));
    if stats.by_players.is_empty() {
        commands.spawn((
            ui::text("No match finished yet.", 22.0, INK),
            ChildOf(panel),
        ));
    } else {
        let grid = commands.spawn((ui::results_grid(5), ChildOf(panel))).id();
        for heading in ["Table", "Played", "Won", "Share", "Abandoned"] {
            commands.spawn((ui::cell(heading, 18.0, GOLD), ChildOf(grid)));
        }
        for (players, record) in &stats.by_players {
            let share = if record.played == 0 {
                "–".to_string()
            } else {
                format!("{:.0}%", 100.0 * record.won as f32 / record.played as f32)
            };
            for value in [
                format!("{players} players"),
                record.played.to_string(),
                record.won.to_string(),
                share,
                record.abandoned.to_string(),
            ] {
                commands.spawn((ui::cell(value, 22.0, INK), ChildOf(grid)));
            }
        }
    }
    commands.spawn((
        ui::text(
            format!(
                "Flints won {} · Pins won {}\nWins in a row: {} now, {} at best",
                stats.flints, stats.pins, stats.streak, stats.best_streak
            ),
            20.0,
            INK.with_alpha(0.85),
        ),
        ChildOf(panel),
    ));
    let buttons = commands.spawn((ui::row(), ChildOf(panel))).id();
    commands.spawn((
        ui::sized_button(
            "Back (Esc)",
            (),
            px(260),
            AutoFocus,
            ui::close::<StatsPanel>,
        ),
        ChildOf(buttons),
    ));
    commands.spawn((
        ui::sized_button(
            "Reset statistics",
            (),
            px(260),
            (),
            move |_: On<Activated>, mut commands: Commands| {
                ui::confirm(
                    &mut commands,
                    "Reset the statistics?",
                    "Every result so far is forgotten, for good.",
                    "Reset",
                    DespawnOnExit(scope),
                    reset_stats::<S>,
                );
            },
        ),
        ChildOf(buttons),
    ));
}

/// Forgets every result and shows the emptied panel.
fn reset_stats<S: States + Copy>(
    _: On<Activated>,
    mut commands: Commands,
    mut stats: ResMut<Stats>,
    store: Res<Store>,
    panels: Query<Entity, With<StatsPanel>>,
    scope: Query<&DespawnOnExit<S>, With<StatsPanel>>,
) {
    *stats = Stats {
        version: STATS_VERSION,
        ..Stats::default()
    };
    write_stats(&stats, &store);
    let Some(state) = scope.iter().next().map(|s| s.0) else {
        return;
    };
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    open_stats(&mut commands, &stats, state);
}
