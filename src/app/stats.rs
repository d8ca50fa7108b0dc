//! Statistics of the person's finished matches, kept per game (played and won per table size, tricks and rounds
//! won, streaks) in `stats.ron`, and the statistics panel. A file from before Whist (format 1: Wendellhead's
//! figures at the top level) is read as Wendellhead's.

use std::collections::BTreeMap;

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::state::events::{MatchAbandoned, MatchWon};
use super::state::table::{SeatKind, Table, human_seat};
use super::state::{OpenPanel, Panel, PanelScope};
use super::storage::{Notices, Store, read_or_set_aside};
use super::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::GameKind;

pub(super) fn plugin(app: &mut App) {
    let world = app.world_mut();
    let loaded = world.resource_scope(|world, store: Mut<Store>| {
        let mut notices = world.resource_mut::<Notices>();
        read_or_set_aside(&store, STATS_FILE, "statistics", &mut notices, parse_stats)
    });
    app.insert_resource(loaded.unwrap_or_default());
    app.add_observer(record_match);
    app.add_observer(record_abandoned);
    app.add_observer(open_on_request);
}

/// The statistics file's name in the store.
pub const STATS_FILE: &str = "stats.ron";
/// The statistics file's format: 2 keeps each game apart; 1 (Wendellhead only) is still read.
pub const STATS_VERSION: u32 = 2;

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
    /// Casual matches finished (the person took a card back): not in `played`, `won` or the streaks.
    #[serde(default)]
    pub casual_played: u32,
    /// Casual matches the person won.
    #[serde(default)]
    pub casual_won: u32,
}

/// The person's figures in one game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameStats {
    /// Matches by number of players.
    pub by_players: BTreeMap<u8, Record>,
    /// Rounds won: Flints in Wendellhead, games (by the person's side) in Whist, clean hands in Hearts (no
    /// points taken, or the moon shot).
    pub rounds: u32,
    /// Tricks won: Pins in Wendellhead, the side's tricks in Whist.
    pub tricks: u32,
    /// Matches won in a row, now.
    pub streak: u32,
    /// The longest run of matches won.
    pub best_streak: u32,
    /// The latest matches, oldest first (at most [`HISTORY`]), for the charts.
    pub history: Vec<Outcome>,
    /// Hands of rated play with a par.
    pub par_hands: u32,
    /// The person's results minus par over those hands, in tenths of the game's unit.
    pub par_tenths: i64,
    /// The latest hands' results minus par in tenths, oldest first (at most [`HISTORY`]), for the chart.
    pub par_history: Vec<i32>,
}

/// How many finished matches of a game the charts keep.
pub const HISTORY: usize = 60;

/// One finished match, for the charts of results over time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Players at the table.
    pub players: u8,
    /// Whether the person won.
    pub won: bool,
    /// Whether a card was taken back (counted apart).
    pub casual: bool,
    /// Deals played.
    pub deals: u32,
    /// Tricks (Pins) the person won (in Whist, their side).
    pub tricks: u32,
}

impl Outcome {
    /// Tricks won per deal, the chart's measure of how a match went.
    pub fn tricks_per_deal(&self) -> f32 {
        self.tricks as f32 / self.deals.max(1) as f32
    }
}

impl GameStats {
    /// Counts a finished match of `players` with what the person won in it.
    pub fn record(&mut self, players: u8, won: bool, tricks: u32, rounds: u32) {
        let record = self.by_players.entry(players).or_default();
        record.played += 1;
        record.won += won as u32;
        self.tricks += tricks;
        self.rounds += rounds;
        self.streak = if won { self.streak + 1 } else { 0 };
        self.best_streak = self.best_streak.max(self.streak);
    }

    /// Counts a finished casual match (a card was taken back): apart from the rest, and it leaves the streak.
    pub fn record_casual(&mut self, players: u8, won: bool) {
        let record = self.by_players.entry(players).or_default();
        record.casual_played += 1;
        record.casual_won += won as u32;
    }

    /// Keeps a finished match for the charts, forgetting the oldest beyond [`HISTORY`].
    pub fn remember(&mut self, outcome: Outcome) {
        self.history.push(outcome);
        if self.history.len() > HISTORY {
            let extra = self.history.len() - HISTORY;
            self.history.drain(..extra);
        }
    }

    /// Counts a hand's result against par (`diff`, in the game's unit).
    pub fn add_par(&mut self, diff: f64) {
        let tenths = (diff * 10.0).round() as i64;
        self.par_hands += 1;
        self.par_tenths += tenths;
        self.par_history.push(tenths as i32);
        if self.par_history.len() > HISTORY {
            let extra = self.par_history.len() - HISTORY;
            self.par_history.drain(..extra);
        }
    }

    /// The mean result against par a hand, once a hand has one.
    pub fn par_per_hand(&self) -> Option<f64> {
        (self.par_hands > 0).then(|| self.par_tenths as f64 / 10.0 / self.par_hands as f64)
    }

    /// Counts a match given up unfinished, with the tricks and rounds won in it: it is no win, so it ends a run
    /// of wins.
    pub fn abandon(&mut self, players: u8, tricks: u32, rounds: u32) {
        self.by_players.entry(players).or_default().abandoned += 1;
        // The hands played in it count: their tricks and rounds were won.
        self.tricks += tricks;
        self.rounds += rounds;
        self.streak = 0;
    }

    /// Whether any match of the game was finished or abandoned.
    pub fn is_empty(&self) -> bool {
        self.by_players.is_empty() && self.par_hands == 0
    }
}

/// The person's statistics over every finished match, per game.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// The format version.
    pub version: u32,
    /// Each game's figures.
    pub games: BTreeMap<GameKind, GameStats>,
}

impl Stats {
    /// One game's figures (empty if none were kept yet).
    pub fn game(&self, game: GameKind) -> GameStats {
        self.games.get(&game).cloned().unwrap_or_default()
    }

    /// One game's figures, to change.
    pub fn game_mut(&mut self, game: GameKind) -> &mut GameStats {
        self.games.entry(game).or_default()
    }
}

/// `stats.ron` in format 1: Wendellhead's figures, before there were other games.
#[derive(Deserialize, Default)]
#[serde(default)]
struct StatsV1 {
    by_players: BTreeMap<u8, Record>,
    flints: u32,
    pins: u32,
    streak: u32,
    best_streak: u32,
}

/// Reads `stats.ron` (format 1 or 2); a newer format than this game knows is refused rather than misread.
pub fn parse_stats(text: &str) -> Result<Stats, String> {
    #[derive(Deserialize, Default)]
    #[serde(default)]
    struct Version {
        version: u32,
    }
    // Only the version first: the rest of a newer file may not read at all.
    let version = ron::from_str::<ron::Value>(text)
        .map_err(|e| e.to_string())
        .and_then(|v| v.into_rust::<Version>().map_err(|e| e.to_string()))?
        .version;
    if version > STATS_VERSION {
        return Err(t!("file-too-new", format = version));
    }
    if version < 2 {
        let old: StatsV1 = ron::from_str(text).map_err(|e| e.to_string())?;
        let mut stats = Stats {
            version: STATS_VERSION,
            ..Stats::default()
        };
        if !old.by_players.is_empty() || old.pins > 0 {
            stats.games.insert(
                GameKind::Wendellhead,
                GameStats {
                    by_players: old.by_players,
                    rounds: old.flints,
                    tricks: old.pins,
                    streak: old.streak,
                    best_streak: old.best_streak,
                    ..GameStats::default()
                },
            );
        }
        return Ok(stats);
    }
    ron::from_str(text).map_err(|e| e.to_string())
}

/// Counts an abandoned match with a person at the table, and saves the statistics.
fn record_abandoned(abandoned: On<MatchAbandoned>, mut stats: ResMut<Stats>, store: Res<Store>) {
    stats.version = STATS_VERSION;
    stats
        .game_mut(abandoned.game)
        .abandon(abandoned.players, abandoned.tricks, abandoned.rounds);
    save_stats(&stats, &store);
}

/// Writes `stats.ron`, saying so in the log when it cannot.
/// Writes the statistics to the store (an error is logged: the figures stay in memory).
pub fn save_stats(stats: &Stats, store: &Store) {
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

/// Adds a finished match with a person at the table (not a replayed deal) to the statistics, and saves them.
fn record_match(
    won: On<MatchWon>,
    table: Option<Res<Table>>,
    mut stats: ResMut<Stats>,
    store: Res<Store>,
) {
    let Some(table) = table else { return };
    // A replayed deal is practice: it counts for nothing.
    if !table.seats.contains(&SeatKind::Human) || table.replay.is_some() {
        return;
    }
    let person_won = human_seat(&table).is_some_and(|h| won.winners.contains(&h));
    stats.version = STATS_VERSION;
    stats.game_mut(table.kind()).remember(Outcome {
        players: table.game.players(),
        won: person_won,
        casual: table.casual,
        deals: table.game.deals(),
        tricks: table.tally.tricks,
    });
    if table.casual {
        stats
            .game_mut(table.kind())
            .record_casual(table.game.players(), person_won);
    } else {
        stats.game_mut(table.kind()).record(
            table.game.players(),
            person_won,
            table.tally.tricks,
            table.tally.rounds,
        );
    }
    save_stats(&stats, &store);
}

fn open_on_request(
    open: On<OpenPanel>,
    mut commands: Commands,
    stats: Res<Stats>,
    setup: Option<Res<crate::app::state::setup::MatchSetup>>,
) {
    if open.panel == Panel::Statistics {
        // The game chosen last, if it has results; otherwise the first that has.
        let game = setup
            .map(|s| s.game)
            .filter(|&g| !stats.game(g).is_empty())
            .unwrap_or_else(|| first_with_results(&stats));
        open_stats_of(&mut commands, &stats, open.scope, game);
    }
}

/// The first game, in the menus' order, with any result (the first game when none has).
fn first_with_results(stats: &Stats) -> GameKind {
    GameKind::ALL
        .into_iter()
        .find(|&g| !stats.game(g).is_empty())
        .unwrap_or_default()
}

/// The statistics panel, with what closes it.
#[derive(Component)]
struct StatsPanel(PanelScope);

/// The panel's line under the table of results: what the person won in `game` (its rounds and tricks, each by
/// its own name) and their runs of wins, in the current language.
pub fn summary_line(game: GameKind, figures: &GameStats) -> String {
    let (rounds, tricks) = match game {
        GameKind::Wendellhead => (
            t!("stats-rounds-wendellhead"),
            t!("stats-tricks-wendellhead"),
        ),
        GameKind::Whist => (t!("stats-rounds-whist"), t!("stats-tricks-whist")),
        GameKind::Hearts => (t!("stats-rounds-hearts"), t!("stats-tricks")),
        GameKind::Schafkopf => (t!("stats-rounds-schafkopf"), t!("stats-tricks")),
    };
    t!(
        "stats-line",
        rounds_word = rounds,
        rounds = figures.rounds,
        tricks_word = tricks,
        tricks = figures.tricks,
        streak = figures.streak,
        best = figures.best_streak
    )
}

/// The tallest bar of a chart, in pixels.
const BAR_HEIGHT: f32 = 36.0;

/// A chart's vertical axis: its top and bottom values (and the middle's, for par), a line beside the bars.
fn y_axis(
    commands: &mut Commands,
    row: Entity,
    top: String,
    middle: Option<String>,
    bottom: String,
) {
    let axis = commands
        .spawn((
            Node {
                // At least the bars' height: a phone's larger lines may need more.
                min_height: px(BAR_HEIGHT + 1.0),
                min_width: px(40),
                // As wide as its words: a squeezed axis wraps them, and its row is not given the lines' height.
                flex_shrink: 0.0,
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::FlexEnd,
                padding: UiRect::right(px(4)),
                border: UiRect::right(px(1)),
                ..default()
            },
            BorderColor::all(INK.with_alpha(0.5)),
            ChildOf(row),
        ))
        .id();
    for label in [Some(top), middle, Some(bottom)].into_iter().flatten() {
        commands.spawn((ui::text(label, 13.0, INK.with_alpha(0.75)), ChildOf(axis)));
    }
}

/// The width of a chart's row on a desk (a phone's takes the width there is, up to this).
const CHART_WIDTH: f32 = 620.0;

/// The width of a chart's words on the left of its bars.
const CHART_LABEL: f32 = 200.0;

/// The room between a chart's words, its axis and its bars.
const CHART_GAP: f32 = 8.0;

/// The words under a chart: oldest on the left, newest on the right, and what each colour means. They stand
/// under the bars, past the room of the charts' words and axis; on a phone, where the charts' words go over
/// their bars, under the bars' axis.
fn legend(commands: &mut Commands, panel: Entity, keys: &[(Color, String)]) {
    let line = commands
        .spawn((
            Node {
                width: px(CHART_WIDTH),
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                column_gap: px(CHART_GAP),
                ..default()
            },
            ui::Fluid::Width(CHART_WIDTH),
            ChildOf(panel),
        ))
        .id();
    // The room of the charts' words: alone on a line of its own (and nothing to see) where the legend does not
    // fit beside it.
    commands.spawn((
        Node {
            width: px(CHART_LABEL),
            ..default()
        },
        ChildOf(line),
    ));
    let row = commands
        .spawn((
            Node {
                // Beside the words' room on a desk however long its words; on a line of its own on a phone.
                flex_basis: px(0),
                flex_grow: 1.0,
                min_width: px(LEGEND_LEAST),
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                align_items: AlignItems::Center,
                column_gap: px(6),
                row_gap: px(2),
                // Past the axis, under the bars.
                padding: UiRect::left(px(48)),
                ..default()
            },
            ChildOf(line),
        ))
        .id();
    for (colour, words) in keys {
        commands.spawn((
            Node {
                width: px(12),
                height: px(12),
                margin: UiRect::left(px(8)),
                ..default()
            },
            BackgroundColor(*colour),
            ChildOf(row),
        ));
        commands.spawn((
            ui::text(words.clone(), 13.0, INK.with_alpha(0.75)),
            ChildOf(row),
        ));
    }
}

/// The charts of results over time: for each table size with finished matches, a bar per match (oldest on the
/// left), as tall as the tricks won per deal, gold when the person won, pale when casual.
fn chart(commands: &mut Commands, panel: Entity, figures: &GameStats, game: GameKind) {
    let sizes: std::collections::BTreeSet<u8> = figures.history.iter().map(|o| o.players).collect();
    if !sizes.is_empty() {
        commands.spawn((
            ui::text(
                t!("stats-chart-caption", game = game.name()),
                14.0,
                INK.with_alpha(0.7),
            ),
            ChildOf(panel),
        ));
    }
    for players in sizes {
        let matches: Vec<&Outcome> = figures
            .history
            .iter()
            .filter(|o| o.players == players)
            .collect();
        let most = matches
            .iter()
            .map(|o| o.tricks_per_deal())
            .fold(0.5_f32, f32::max);
        let wins = matches.iter().filter(|o| o.won).count();
        let row = chart_row(
            commands,
            panel,
            (Name::new("Results chart"), ResultsChart(players)),
            AlignItems::FlexEnd,
            t!(
                "stats-chart-row",
                players = players,
                wins = wins,
                matches = matches.len()
            ),
        );
        y_axis(
            commands,
            row,
            crate::app::i18n::decimal(f64::from(most), 1),
            None,
            "0".into(),
        );
        let bars = commands
            .spawn((
                Node {
                    height: px(BAR_HEIGHT),
                    // Bars too many for a phone's width grow thinner.
                    min_width: px(0),
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::FlexEnd,
                    column_gap: px(2),
                    padding: UiRect::horizontal(px(4)),
                    border: UiRect::bottom(px(1)),
                    ..default()
                },
                BorderColor::all(INK.with_alpha(0.5)),
                ChildOf(row),
            ))
            .id();
        for outcome in matches {
            let colour = match (outcome.won, outcome.casual) {
                (true, false) => GOLD,
                (true, true) => GOLD.with_alpha(0.45),
                (false, false) => INK.with_alpha(0.7),
                (false, true) => INK.with_alpha(0.3),
            };
            let height = (outcome.tricks_per_deal() / most * BAR_HEIGHT).max(2.0);
            commands.spawn((
                ChartBar(*outcome),
                Node {
                    width: px(8),
                    height: px(height),
                    ..default()
                },
                BackgroundColor(colour),
                ChildOf(bars),
            ));
        }
    }
    if !figures.history.is_empty() {
        legend(
            commands,
            panel,
            &[
                (GOLD, t!("stats-legend-won")),
                (INK.with_alpha(0.7), t!("stats-legend-lost")),
                (GOLD.with_alpha(0.45), t!("stats-legend-casual")),
            ],
        );
    }
}

/// The person against par: the mean a hand, and a bar a hand (oldest on the left) up when they beat par, down
/// when they fell short.
fn par_chart(commands: &mut Commands, panel: Entity, figures: &GameStats, game: GameKind) {
    let Some(mean) = figures.par_per_hand() else {
        return;
    };
    let unit = crate::app::i18n::unit_word(game, (mean.abs() - 1.0).abs() < 0.05);
    let most = figures
        .par_history
        .iter()
        .map(|t| t.unsigned_abs())
        .max()
        .unwrap_or(0)
        .max(10) as f32;
    let half = BAR_HEIGHT / 2.0;
    // One row like a table size's chart: the mean against par on the left, a bar a hand on the right.
    let row = chart_row(
        commands,
        panel,
        (Name::new("Par chart"), ParChart),
        AlignItems::Center,
        t!(
            "stats-par",
            mean = format!(
                "{}{}",
                if mean > 0.0 { "+" } else { "" },
                crate::app::i18n::decimal(mean, 2)
            ),
            unit = unit,
            hands = figures.par_hands
        ),
    );
    let scale = crate::app::i18n::decimal(f64::from(most) / 10.0, 1);
    y_axis(
        commands,
        row,
        t!("stats-axis-better", size = scale.clone()),
        None,
        t!("stats-axis-worse", size = scale),
    );
    let bars = commands
        .spawn((
            Node {
                height: px(BAR_HEIGHT + 1.0),
                min_width: px(0),
                flex_direction: FlexDirection::Row,
                column_gap: px(1),
                padding: UiRect::horizontal(px(4)),
                ..default()
            },
            ChildOf(row),
        ))
        .id();
    for &tenths in &figures.par_history {
        let height = (tenths.unsigned_abs() as f32 / most * half).max(1.0);
        let column = commands
            .spawn((
                ParBar(tenths),
                Node {
                    width: px(4),
                    height: px(BAR_HEIGHT + 1.0),
                    flex_direction: FlexDirection::Column,
                    ..default()
                },
                ChildOf(bars),
            ))
            .id();
        // The upper half holds a bar that beat par, standing on the middle line; the lower one a bar below it.
        let (up, down) = if tenths >= 0 {
            (height, 0.0)
        } else {
            (0.0, height)
        };
        commands.spawn((
            Node {
                height: px(half),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::FlexEnd,
                ..default()
            },
            ChildOf(column),
            children![(
                Node {
                    height: px(up),
                    ..default()
                },
                BackgroundColor(GOLD),
            )],
        ));
        commands.spawn((
            Node {
                height: px(1),
                ..default()
            },
            BackgroundColor(INK.with_alpha(0.5)),
            ChildOf(column),
        ));
        commands.spawn((
            Node {
                height: px(half),
                flex_direction: FlexDirection::Column,
                ..default()
            },
            ChildOf(column),
            children![(
                Node {
                    height: px(down),
                    ..default()
                },
                BackgroundColor(INK.with_alpha(0.7)),
            )],
        ));
    }
}

/// The least room of the legend beside the charts' words' room, so that it stays there on a desk.
const LEGEND_LEAST: f32 = 300.0;

/// A chart's row: `label` on the left, then the row (returned) for the axis and the bars. Where both do not fit
/// across (a phone held upright) the words go over the bars, and bars too many for the width grow thinner.
fn chart_row(
    commands: &mut Commands,
    panel: Entity,
    marker: impl Bundle,
    align: AlignItems,
    label: String,
) -> Entity {
    let row = commands
        .spawn((
            marker,
            Node {
                width: px(CHART_WIDTH),
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                align_items: align,
                column_gap: px(CHART_GAP),
                row_gap: px(4),
                // In a panel that scrolls, as tall as its axis and bars: never squeezed under the next line.
                flex_shrink: 0.0,
                ..default()
            },
            ui::Fluid::Width(CHART_WIDTH),
            ChildOf(panel),
        ))
        .id();
    commands.spawn((
        Node {
            width: px(CHART_LABEL),
            ..default()
        },
        ChildOf(row),
        children![ui::text(label, 14.0, INK.with_alpha(0.8))],
    ));
    commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                align_items: align,
                column_gap: px(CHART_GAP),
                // May be narrower than its bars: they give way.
                min_width: px(0),
                ..default()
            },
            ChildOf(row),
        ))
        .id()
}

/// The chart of the person's hands against par.
#[derive(Component, Debug)]
pub struct ParChart;

/// One hand's bar in the par chart: the result minus par, in tenths.
#[derive(Component, Debug)]
pub struct ParBar(pub i32);

/// A chart of one table size's matches.
#[derive(Component, Debug)]
pub struct ResultsChart(pub u8);

/// One match's bar in a chart.
#[derive(Component, Debug)]
pub struct ChartBar(pub Outcome);

/// Opens the statistics panel on the first game with results; `scope` says what closes it.
pub fn open_stats(commands: &mut Commands, stats: &Stats, scope: PanelScope) {
    open_stats_of(commands, stats, scope, first_with_results(stats));
}

/// Opens the statistics panel on `game`'s results (a stepper goes to the other games'); `scope` says what closes
/// it.
pub fn open_stats_of(commands: &mut Commands, stats: &Stats, scope: PanelScope, game: GameKind) {
    let mut root = commands.spawn((
        ui::overlay("Statistics", true),
        StatsPanel(scope),
        Dismissable,
    ));
    root.insert(GlobalZIndex(30));
    scope.scope(&mut root);
    let root = root.id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    commands.spawn((ui::text(t!("title-statistics"), 36.0, GOLD), ChildOf(panel)));
    // One game at a time, so the panel stays the same size however many games have results.
    commands.spawn((
        ui::stepper(
            crate::app::i18n::game_title(game),
            (),
            px(340),
            AutoFocus,
            move |step: On<ui::Stepped>,
                  mut commands: Commands,
                  stats: Res<Stats>,
                  panels: Query<(Entity, &StatsPanel)>| {
                let all = GameKind::ALL;
                let i = all.iter().position(|&g| g == game).unwrap_or(0) as i32;
                let next = all[(i + step.by).rem_euclid(all.len() as i32) as usize];
                for (panel, _) in &panels {
                    commands.entity(panel).despawn();
                }
                open_stats_of(&mut commands, &stats, scope, next);
            },
        ),
        ChildOf(panel),
    ));
    let figures = stats.game(game);
    if figures.is_empty() {
        commands.spawn((
            ui::text(
                t!("stats-none-yet", game = crate::app::i18n::game_title(game)),
                22.0,
                INK,
            ),
            ChildOf(panel),
        ));
    } else {
        let grid = commands.spawn((ui::results_grid(6), ChildOf(panel))).id();
        for heading in [
            t!("col-table"),
            t!("col-played"),
            t!("col-won"),
            t!("col-share"),
            t!("col-abandoned"),
            t!("col-casual"),
        ] {
            commands.spawn((ui::cell(heading, 18.0, GOLD), ChildOf(grid)));
        }
        for (players, record) in &figures.by_players {
            let share = if record.played == 0 {
                "–".to_string()
            } else {
                format!("{:.0}%", 100.0 * record.won as f32 / record.played as f32)
            };
            for value in [
                t!("stats-players", players = *players),
                record.played.to_string(),
                record.won.to_string(),
                share,
                record.abandoned.to_string(),
                format!("{} ({})", record.casual_played, record.casual_won),
            ] {
                commands.spawn((ui::cell(value, 20.0, INK), ChildOf(grid)));
            }
        }
        commands.spawn((
            ui::text(summary_line(game, &figures), 18.0, INK.with_alpha(0.85)),
            ChildOf(panel),
        ));
    }
    chart(commands, panel, &figures, game);
    par_chart(commands, panel, &figures, game);
    let buttons = commands.spawn((ui::row(), ChildOf(panel))).id();
    commands.spawn((
        ui::sized_button(
            t!("button-back-esc"),
            (),
            px(260),
            (),
            ui::close::<StatsPanel>,
        ),
        ChildOf(buttons),
    ));
    commands.spawn((
        ui::sized_button(
            t!("stats-reset-button"),
            (),
            px(260),
            (),
            move |_: On<Activated>, mut commands: Commands| {
                ui::confirm(
                    &mut commands,
                    t!("stats-reset-question"),
                    t!("stats-reset-detail"),
                    t!("stats-reset"),
                    scope,
                    reset_stats,
                );
            },
        ),
        ChildOf(buttons),
    ));
}

/// Forgets every result and shows the emptied panel.
fn reset_stats(
    _: On<Activated>,
    mut commands: Commands,
    mut stats: ResMut<Stats>,
    store: Res<Store>,
    panels: Query<(Entity, &StatsPanel)>,
) {
    *stats = Stats {
        version: STATS_VERSION,
        ..Stats::default()
    };
    save_stats(&stats, &store);
    let Some(scope) = panels.iter().next().map(|(_, p)| p.0) else {
        return;
    };
    for (panel, _) in &panels {
        commands.entity(panel).despawn();
    }
    open_stats(&mut commands, &stats, scope);
}
