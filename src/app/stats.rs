//! Statistics of the person's finished matches, kept per game (played and won per table size, tricks and rounds
//! won, streaks) in `stats.ron`, and the statistics panel. A file from before Whist (format 1: Wendellhead's
//! figures at the top level) is read as Wendellhead's.

use std::collections::BTreeMap;

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::state::events::MatchWon;
use super::state::table::{HandRecord, SeatKind, Table, hands_from_record, human_seat};
use super::state::{OpenPanel, Panel, PanelScope};
use super::storage::{Notices, Store, read_or_set_aside};
use super::table::par::{ParWork, finish_pars};
use super::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::GameKind;
use crate::engine::whist::side_of;
use crate::engine::{AnyMatch, Seat};

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
/// The statistics file's format: 3 keeps rated and casual figures apart; 2 (everything counted was rated) and
/// 1 (Wendellhead only) are still read.
pub const STATS_VERSION: u32 = 3;

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

/// What the hands of the counted matches brought the person: rated matches' and casual ones' apart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Figures {
    /// Matches counted (finished or given up).
    pub matches: u32,
    /// Hands played to their end in them.
    pub hands: u32,
    /// Tricks won: Pins in Wendellhead, the side's tricks in Whist.
    pub tricks: u32,
    /// Rounds won: Flints in Wendellhead, games (by the person's side) in Whist, clean hands in Hearts (no
    /// points taken, or the moon shot), hands won in Schafkopf.
    pub rounds: u32,
    /// Hands with a par.
    pub par_hands: u32,
    /// The person's results minus par over those hands, in tenths of the game's unit.
    pub par_tenths: i64,
}

impl Figures {
    /// The mean result against par a hand, once a hand has one.
    pub fn par_per_hand(&self) -> Option<f64> {
        (self.par_hands > 0).then(|| self.par_tenths as f64 / 10.0 / self.par_hands as f64)
    }
}

/// One hand against par, for the chart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParHand {
    /// The result minus par, in tenths of the game's unit.
    pub tenths: i32,
    /// Played in a casual match.
    #[serde(default)]
    pub casual: bool,
}

/// The person's figures in one game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameStats {
    /// Matches by number of players.
    pub by_players: BTreeMap<u8, Record>,
    /// What rated matches brought (every match without a card taken back).
    pub rated: Figures,
    /// What casual matches brought (a card was taken back): counted apart, never in the win share or the runs.
    pub casual: Figures,
    /// Matches won in a row, now.
    pub streak: u32,
    /// The longest run of matches won.
    pub best_streak: u32,
    /// The latest matches, oldest first (at most [`HISTORY`]), for the charts.
    pub history: Vec<Outcome>,
    /// The latest hands against par, oldest first (at most [`HISTORY`]), for the chart.
    pub par_bars: Vec<ParHand>,
    /// The latest hands played to their end, oldest first (at most [`HAND_LOG`]): what *Export hands* writes.
    pub hands: Vec<HandLine>,
}

/// How many hands of a game the hand log keeps.
pub const HAND_LOG: usize = 2000;

/// One hand played to its end, for the hand log (*Export hands*, CSV).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HandLine {
    /// The UTC date its match was counted on, "YYYY-MM-DD".
    pub day: String,
    /// Players at the table.
    pub players: u8,
    /// The deal's code ([`crate::engine::DealCode`] as written; empty when unknown).
    pub code: String,
    /// The person's result in the game's unit (higher is better).
    pub result: i64,
    /// Its par, once worked out.
    pub par: Option<i64>,
    /// Tricks (Pins) the person (in Whist, their side) won.
    pub tricks: u32,
    /// Played in a casual match (a card was taken back).
    pub casual: bool,
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

/// What one hand brought the person, from the match's record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HandFigures {
    /// The hand was played to its end (scored).
    pub scored: bool,
    /// Tricks the person (or their side) won in it.
    pub tricks: u32,
    /// Rounds the person (or their side) won in it.
    pub rounds: u32,
    /// The result minus par, in the game's unit, once par is known.
    pub against_par: Option<i64>,
    /// The deal's code.
    pub code: Option<crate::engine::DealCode>,
    /// The hand's result in the game's unit (higher is better; [`crate::ai::par::deal_result`]), once scored.
    pub result: Option<i64>,
    /// Its par, once worked out.
    pub par: Option<i64>,
}

/// A match with a person at the table was given up unfinished: a new one replaced it (the statistics count it).
#[derive(Event, Clone, Debug)]
pub struct MatchAbandoned {
    /// What it brought the person, hand by hand, from its record.
    pub figures: MatchFigures,
}

/// What a whole match brought the person, from its record: the statistics count it once, when it ends or is
/// given up, rated or casual.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchFigures {
    /// The game.
    pub game: GameKind,
    /// Players at the table.
    pub players: u8,
    /// Whether the person won; `None` for a match given up.
    pub won: Option<bool>,
    /// A card was taken back in it.
    pub casual: bool,
    /// Deals played.
    pub deals: u32,
    /// Every recorded hand, in order.
    pub hands: Vec<HandFigures>,
    /// The UTC date it was counted on ("YYYY-MM-DD"), for the hand log.
    pub day: String,
}

impl MatchFigures {
    /// Tricks won over the match.
    pub fn tricks(&self) -> u32 {
        self.hands.iter().map(|h| h.tricks).sum()
    }

    /// Hands played to their end.
    pub fn scored(&self) -> u32 {
        self.hands.iter().filter(|h| h.scored).count() as u32
    }

    /// The hands with a par, and the sum of results minus par over them.
    pub fn against_par(&self) -> (u32, i64) {
        self.hands
            .iter()
            .filter_map(|h| h.against_par)
            .fold((0, 0), |(n, sum), d| (n + 1, sum + d))
    }
}

impl GameStats {
    /// Counts a match, finished or given up: its hands, tricks, rounds and par go to the rated or the casual
    /// figures; a finished one goes to its table size's played and won (casual apart) and to the chart; a match
    /// given up is no win, so it ends a run of wins.
    pub fn count(&mut self, m: &MatchFigures) {
        let figures = if m.casual {
            &mut self.casual
        } else {
            &mut self.rated
        };
        let (par_hands, par_sum) = m.against_par();
        figures.matches += 1;
        figures.hands += m.scored();
        figures.tricks += m.tricks();
        figures.rounds += m.hands.iter().map(|h| h.rounds).sum::<u32>();
        figures.par_hands += par_hands;
        figures.par_tenths += par_sum * 10;
        for diff in m.hands.iter().filter_map(|h| h.against_par) {
            self.par_bars.push(ParHand {
                tenths: (diff * 10).clamp(i32::MIN as i64, i32::MAX as i64) as i32,
                casual: m.casual,
            });
        }
        if self.par_bars.len() > HISTORY {
            let extra = self.par_bars.len() - HISTORY;
            self.par_bars.drain(..extra);
        }
        for hand in &m.hands {
            let Some(result) = hand.result.filter(|_| hand.scored) else {
                continue;
            };
            self.hands.push(HandLine {
                day: m.day.clone(),
                players: m.players,
                code: hand.code.map(|c| c.to_string()).unwrap_or_default(),
                result,
                par: hand.par,
                tricks: hand.tricks,
                casual: m.casual,
            });
        }
        if self.hands.len() > HAND_LOG {
            let extra = self.hands.len() - HAND_LOG;
            self.hands.drain(..extra);
        }
        let record = self.by_players.entry(m.players).or_default();
        match m.won {
            None => {
                record.abandoned += 1;
                self.streak = 0;
            }
            Some(won) => {
                if m.casual {
                    record.casual_played += 1;
                    record.casual_won += won as u32;
                } else {
                    record.played += 1;
                    record.won += won as u32;
                    self.streak = if won { self.streak + 1 } else { 0 };
                    self.best_streak = self.best_streak.max(self.streak);
                }
                self.remember(Outcome {
                    players: m.players,
                    won,
                    casual: m.casual,
                    deals: m.deals,
                    tricks: m.tricks(),
                });
            }
        }
    }

    /// Keeps a finished match for the charts, forgetting the oldest beyond [`HISTORY`].
    pub fn remember(&mut self, outcome: Outcome) {
        self.history.push(outcome);
        if self.history.len() > HISTORY {
            let extra = self.history.len() - HISTORY;
            self.history.drain(..extra);
        }
    }

    /// Rated and casual figures together.
    pub fn all(&self) -> Figures {
        let (a, b) = (self.rated, self.casual);
        Figures {
            matches: a.matches + b.matches,
            hands: a.hands + b.hands,
            tricks: a.tricks + b.tricks,
            rounds: a.rounds + b.rounds,
            par_hands: a.par_hands + b.par_hands,
            par_tenths: a.par_tenths + b.par_tenths,
        }
    }

    /// Whether any match of the game was counted.
    pub fn is_empty(&self) -> bool {
        self.by_players.is_empty() && self.all() == Figures::default()
    }
}

/// One day's deal of a game as the person played it: its result and par in the game's unit (higher is better;
/// see [`crate::ai::par::deal_result`]), or no result when it was given up.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DailyResult {
    /// The day, `2026-12-05`.
    pub day: String,
    /// What the hand brought the person; `None` when it was left before its end.
    pub result: Option<i64>,
    /// The hand's par.
    pub par: Option<i64>,
}

impl DailyResult {
    /// The result against par (positive: better), when both are known.
    pub fn against_par(&self) -> Option<i64> {
        Some(self.result? - self.par?)
    }
}

/// The statistics panel's lines about a game's deals of the day: the streak, then the latest days.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyStatsLines(pub GameKind);

/// The person's statistics over every finished match, per game.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// The format version.
    pub version: u32,
    /// The game that wrote the file ([`crate::VERSION`], e.g. `0.1.0+abc1234`); empty in files from before it was kept.
    pub written_by: String,
    /// Each game's figures.
    pub games: BTreeMap<GameKind, GameStats>,
    /// The game of the match counted last (finished or given up): the panel opens on it.
    pub last: Option<GameKind>,
    /// Each game's deals of the day played, oldest first (`app::daily`).
    pub daily: BTreeMap<GameKind, Vec<DailyResult>>,
    /// This record's own name, made once at random: a records file merged back into the place it came from is
    /// refused (`app::records`), so nothing counts twice.
    pub origin: String,
    /// The records merged into these ([`Stats::origin`]s, and the ids of the files merged).
    pub merged: Vec<String>,
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

/// One game's figures in format 2, where everything counted apart from casual matches' wins was rated.
#[derive(Deserialize, Default)]
#[serde(default)]
struct GameStatsV2 {
    by_players: BTreeMap<u8, Record>,
    rounds: u32,
    tricks: u32,
    streak: u32,
    best_streak: u32,
    history: Vec<Outcome>,
    par_hands: u32,
    par_tenths: i64,
    par_history: Vec<i32>,
}

impl From<GameStatsV2> for GameStats {
    fn from(old: GameStatsV2) -> Self {
        GameStats {
            rated: Figures {
                matches: old
                    .by_players
                    .values()
                    .map(|r| r.played + r.abandoned)
                    .sum(),
                hands: 0,
                tricks: old.tricks,
                rounds: old.rounds,
                par_hands: old.par_hands,
                par_tenths: old.par_tenths,
            },
            casual: Figures {
                matches: old.by_players.values().map(|r| r.casual_played).sum(),
                ..Figures::default()
            },
            by_players: old.by_players,
            streak: old.streak,
            best_streak: old.best_streak,
            history: old.history,
            par_bars: old
                .par_history
                .into_iter()
                .map(|tenths| ParHand {
                    tenths,
                    casual: false,
                })
                .collect(),
            hands: Vec::new(),
        }
    }
}

/// Reads `stats.ron` (format 1, 2 or 3); a newer format than this game knows is refused rather than misread.
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
                    rated: Figures {
                        matches: old
                            .by_players
                            .values()
                            .map(|r| r.played + r.abandoned)
                            .sum(),
                        rounds: old.flints,
                        tricks: old.pins,
                        ..Figures::default()
                    },
                    by_players: old.by_players,
                    streak: old.streak,
                    best_streak: old.best_streak,
                    ..GameStats::default()
                },
            );
        }
        return Ok(stats);
    }
    if version < 3 {
        #[derive(Deserialize, Default)]
        #[serde(default)]
        struct StatsV2 {
            games: BTreeMap<GameKind, GameStatsV2>,
        }
        let old: StatsV2 = ron::from_str(text).map_err(|e| e.to_string())?;
        return Ok(Stats {
            version: STATS_VERSION,
            games: old.games.into_iter().map(|(g, f)| (g, f.into())).collect(),
            ..Stats::default()
        });
    }
    ron::from_str(text).map_err(|e| e.to_string())
}

/// Counts an abandoned match with a person at the table, and saves the statistics.
fn record_abandoned(abandoned: On<MatchAbandoned>, mut stats: ResMut<Stats>, store: Res<Store>) {
    stats.version = STATS_VERSION;
    let figures = &abandoned.figures;
    stats.game_mut(figures.game).count(figures);
    stats.last = Some(figures.game);
    save_stats(&mut stats, &store);
}

/// The foot of a statistics panel, where its buttons are.
#[derive(Component)]
pub struct StatsFoot;

/// Sixteen hex digits from the system's randomness (the browser's on the web): a name no other record or file has.
pub fn random_name() -> String {
    let mut bytes = [0u8; 8];
    // Without randomness the name is the clock's: still different from any other's in practice.
    if getrandom::fill(&mut bytes).is_err() {
        bytes = crate::app::clock::now_text()
            .bytes()
            .fold(0u64, |h, b| h.rotate_left(5) ^ b as u64)
            .to_le_bytes();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Writes the statistics to the store (an error is logged: the figures stay in memory).
pub fn save_stats(stats: &mut Stats, store: &Store) {
    // The file says its format and the game that wrote it; so does the figures' copy in memory, as when read back.
    stats.version = STATS_VERSION;
    // Named once, when first written: a records file made from them is known when it comes back.
    if stats.origin.is_empty() {
        stats.origin = random_name();
    }
    stats.written_by = crate::VERSION.into();
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
/// Every par still to come is worked out first, so the match-over panel and the statistics count the same hands.
fn record_match(
    won: On<MatchWon>,
    table: Option<ResMut<Table>>,
    mut work: ResMut<ParWork>,
    mut stats: ResMut<Stats>,
    store: Res<Store>,
) {
    let Some(mut table) = table else { return };
    // A replayed deal is practice: it counts for nothing.
    if !table.seats.contains(&SeatKind::Human) || table.replay.is_some() {
        return;
    }
    finish_pars(&mut table, &mut work);
    // A match the Hard computer finished for the person (`--headless --continue`) was not the person's play.
    if table.stand_in {
        return;
    }
    let Some(seat) = human_seat(&table) else {
        return;
    };
    // The match's hands from its record, with the pars the table has worked out.
    let mut hands = hands_from_record(&table.record, &table.game, Some(seat));
    for (hand, shown) in hands.iter_mut().zip(&table.hands) {
        hand.par = shown.par;
    }
    let figures = match_figures(
        &hands,
        &table.game,
        seat,
        table.casual,
        Some(won.winners.contains(&seat)),
    );
    stats.version = STATS_VERSION;
    stats.game_mut(table.kind()).count(&figures);
    stats.last = Some(table.kind());
    save_stats(&mut stats, &store);
}

/// What a match brought the person in `seat`, hand by hand, from its `hands` as its record rebuilds them
/// ([`hands_from_record`], with the pars known): tricks and rounds won, whether each hand was played to its end,
/// and each hand's result against its par. `won` is `None` for a match given up.
pub fn match_figures(
    hands: &[HandRecord],
    game: &AnyMatch,
    seat: Seat,
    casual: bool,
    won: Option<bool>,
) -> MatchFigures {
    let kind = game.kind();
    let ours = |winner: Seat| match kind {
        GameKind::Whist => side_of(winner) == side_of(seat),
        _ => winner == seat,
    };
    MatchFigures {
        game: kind,
        players: game.players(),
        won,
        casual,
        deals: game.deals(),
        hands: hands
            .iter()
            .map(|hand| HandFigures {
                scored: hand.result.is_some(),
                tricks: hand.tricks.iter().filter(|t| ours(t.winner)).count() as u32,
                rounds: hand.rounds,
                against_par: hand
                    .result
                    .zip(hand.par)
                    .filter(|_| hand.start.is_some())
                    .map(|(result, par)| result - par.result),
                code: hand.code,
                result: hand.result,
                par: hand.par.map(|p| p.result),
            })
            .collect(),
        day: crate::app::clock::system_today().to_string(),
    }
}

fn open_on_request(
    open: On<OpenPanel>,
    mut commands: Commands,
    stats: Res<Stats>,
    table: Option<Res<Table>>,
    setup: Option<Res<crate::app::state::setup::MatchSetup>>,
) {
    if open.panel == Panel::Statistics {
        let game = opening_game(&stats, table.map(|t| t.kind()), setup.map(|s| s.game));
        open_stats_of(&mut commands, &stats, open.scope, game);
    }
}

/// The game the statistics panel opens on: the table's (the match at the table, or the one just left, played
/// or replayed), else the game counted last (a match of an earlier session), else the one chosen in the setup if
/// it has results, else the first that has. The setup's game alone misled: a match continued or dealt from a
/// code need not be of the game the setup shows.
pub fn opening_game(stats: &Stats, table: Option<GameKind>, setup: Option<GameKind>) -> GameKind {
    table
        .or(stats.last)
        .or_else(|| setup.filter(|&g| !stats.game(g).is_empty()))
        .unwrap_or_else(|| first_with_results(stats))
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
pub struct StatsPanel(pub PanelScope);

/// The statistics' table of figures, as the panel shows it: a header, then a row for rated matches and, when
/// there are any, one for casual matches: hands played, the game's rounds and tricks won, hands with a par, and
/// the mean result against par a hand (in the game's unit), each under the name of what it counts.
pub fn figures_table(game: GameKind, figures: &GameStats) -> Vec<[String; 6]> {
    let name = game.name();
    let mut table = vec![[
        String::new(),
        t!("col-hands"),
        t!("stats-rounds-short", game = name),
        t!("stats-tricks-short", game = name),
        t!("col-par-hands"),
        t!("col-against-par"),
    ]];
    let mut row = |label: String, f: &Figures| {
        let mean = f.par_per_hand().map_or_else(
            || "–".to_string(),
            |mean| {
                format!(
                    "{}{}",
                    if mean > 0.004 { "+" } else { "" },
                    crate::app::i18n::decimal(mean, 2)
                )
            },
        );
        table.push([
            label,
            f.hands.to_string(),
            f.rounds.to_string(),
            f.tricks.to_string(),
            f.par_hands.to_string(),
            mean,
        ]);
    };
    row(t!("stats-rated"), &figures.rated);
    if figures.casual.matches > 0 {
        row(t!("stats-casual"), &figures.casual);
    }
    table
}

/// A table of figures in the statistics panel: six columns, closer together than elsewhere so that German's
/// longer headings fit across a 800x600 window without scrolling.
fn stats_grid() -> Node {
    Node {
        display: Display::Grid,
        grid_template_columns: vec![GridTrack::auto(); 6],
        column_gap: px(14),
        row_gap: px(4),
        justify_items: JustifyItems::Center,
        align_items: AlignItems::Center,
        ..ui::scroll_across()
    }
}

/// The width of each figure's column in the table of figures, in UI units: a longer heading wraps.
const HEADING_WIDTH: f32 = 96.0;

/// A cell of the statistics' table of figures: its row (0 the header) and column.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FigureCell(pub usize, pub usize);

/// The tallest bar of a chart, in UI units: low enough that both charts show whole above the panel's buttons at
/// 1280x800 (the par chart's lower half was cut there).
const BAR_HEIGHT: f32 = 50.0;

/// The foot's buttons' width, in UI units: "Statistik zurücksetzen" on one line.
/// A statistics panel's foot button's width: three side by side in the panel on a desk.
pub const FOOT_BUTTON: f32 = 220.0;

/// A bar's width, in UI units: about a finger (24 px) at 800x600, whose UI scale is 0.75.
const BAR_WIDTH: f32 = 32.0;

/// The room between bars.
const BAR_GAP: f32 = 4.0;

/// The most bars a chart shows (the latest), so each stays a finger wide in the chart's width.
pub const CHART_BARS: usize = 12;

/// The size of the charts' words, in UI units: 12 px at 800x600 (the statistics panel never draws a line under
/// 12 px: see [`ui::Legible`]).
const CHART_TEXT: f32 = 16.0;

/// Colours of a casual match's bars (a card was taken back): won, and lost.
const CASUAL_WON: Color = Color::srgb(0.45, 0.72, 0.95);
const CASUAL_LOST: Color = Color::srgb(0.36, 0.50, 0.64);

/// A lost rated match's bar, and a hand worse than par.
const LOST: Color = Color::srgb(0.72, 0.70, 0.64);

/// A chart's vertical axis: its top and bottom values, a line beside the bars.
fn y_axis(commands: &mut Commands, row: Entity, top: String, bottom: String) {
    let axis = commands
        .spawn((
            Node {
                min_height: px(BAR_HEIGHT + 1.0),
                // As wide as its words: a squeezed axis wraps them.
                flex_shrink: 0.0,
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::FlexEnd,
                padding: UiRect::right(px(6)),
                border: UiRect::right(px(1)),
                ..default()
            },
            BorderColor::all(INK.with_alpha(0.5)),
            ChildOf(row),
        ))
        .id();
    for label in [top, bottom] {
        commands.spawn((
            ui::text(label, CHART_TEXT, INK.with_alpha(0.8)),
            ChildOf(axis),
        ));
    }
}

/// The width of a chart on a desk (a phone's takes the width there is, up to this).
const CHART_WIDTH: f32 = 620.0;

/// What each colour of a chart means: a swatch the colour and size of a bar's end, and its words; only the
/// colours of `keys` that a bar of the chart shows (`shown`) are named.
fn legend(commands: &mut Commands, panel: Entity, keys: [(Color, String); 4], shown: &[Color]) {
    let row = commands
        .spawn((
            Node {
                width: px(CHART_WIDTH),
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                align_items: AlignItems::Center,
                column_gap: px(6),
                row_gap: px(4),
                ..default()
            },
            ui::Fluid::Width(CHART_WIDTH),
            ChildOf(panel),
        ))
        .id();
    for (colour, words) in keys.into_iter().filter(|(c, _)| shown.contains(c)) {
        commands.spawn((
            LegendSwatch(colour),
            Node {
                width: px(CHART_TEXT),
                height: px(CHART_TEXT),
                margin: UiRect::left(px(10)),
                ..default()
            },
            BackgroundColor(colour),
            ChildOf(row),
        ));
        commands.spawn((
            ui::text(words, CHART_TEXT, INK.with_alpha(0.8)),
            ChildOf(row),
        ));
    }
}

/// The bars' box of a chart row: bars a finger wide standing on the bottom (or, for par, on the middle line).
fn bars_box(commands: &mut Commands, row: Entity, align: AlignItems) -> Entity {
    commands
        .spawn((
            Node {
                height: px(BAR_HEIGHT + 1.0),
                // Bars too many for a phone's width grow thinner.
                min_width: px(0),
                flex_direction: FlexDirection::Row,
                align_items: align,
                column_gap: px(BAR_GAP),
                padding: UiRect::horizontal(px(4)),
                ..default()
            },
            ChildOf(row),
        ))
        .id()
}

/// A bar's node: `BAR_WIDTH` wide where there is room, thinner on a narrow phone.
fn bar_node(height: f32) -> Node {
    Node {
        width: px(BAR_WIDTH),
        min_width: px(6),
        flex_shrink: 1.0,
        height: px(height),
        ..default()
    }
}

/// The colour of a match's bar.
pub fn outcome_colour(outcome: &Outcome) -> Color {
    match (outcome.won, outcome.casual) {
        (true, false) => GOLD,
        (false, false) => LOST,
        (true, true) => CASUAL_WON,
        (false, true) => CASUAL_LOST,
    }
}

/// The colour of a hand's bar against par.
pub fn par_colour(hand: &ParHand) -> Color {
    match (hand.tenths >= 0, hand.casual) {
        (true, false) => GOLD,
        (false, false) => LOST,
        (true, true) => CASUAL_WON,
        (false, true) => CASUAL_LOST,
    }
}

/// The charts of results over time: for each table size with finished matches, a bar per match (the latest
/// [`CHART_BARS`], oldest on the left), as tall as the tricks won per deal, coloured by won or lost, rated or
/// casual.
fn chart(commands: &mut Commands, panel: Entity, figures: &GameStats, game: GameKind) {
    let sizes: std::collections::BTreeSet<u8> = figures.history.iter().map(|o| o.players).collect();
    if sizes.is_empty() {
        return;
    }
    let mut shown = Vec::new();
    for players in sizes {
        let all: Vec<&Outcome> = figures
            .history
            .iter()
            .filter(|o| o.players == players)
            .collect();
        let matches = &all[all.len().saturating_sub(CHART_BARS)..];
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
                matches = matches.len(),
                game = game.name()
            ),
        );
        y_axis(
            commands,
            row,
            crate::app::i18n::decimal(f64::from(most), 1),
            "0".into(),
        );
        let bars = bars_box(commands, row, AlignItems::FlexEnd);
        for outcome in matches {
            let height = (outcome.tricks_per_deal() / most * BAR_HEIGHT).max(2.0);
            let colour = outcome_colour(outcome);
            shown.push(colour);
            commands.spawn((
                ChartBar(**outcome),
                bar_node(height),
                BackgroundColor(colour),
                ChildOf(bars),
            ));
        }
    }
    legend(
        commands,
        panel,
        [
            (GOLD, t!("stats-legend-won")),
            (LOST, t!("stats-legend-lost")),
            (CASUAL_WON, t!("stats-legend-casual-won")),
            (CASUAL_LOST, t!("stats-legend-casual-lost")),
        ],
        &shown,
    );
}

/// The person against par: a bar a hand (the latest [`CHART_BARS`], oldest on the left), up when they beat par,
/// down when they fell short.
fn par_chart(commands: &mut Commands, panel: Entity, figures: &GameStats, game: GameKind) {
    if figures.par_bars.is_empty() {
        return;
    }
    let hands = &figures.par_bars[figures.par_bars.len().saturating_sub(CHART_BARS)..];
    let most = hands
        .iter()
        .map(|h| h.tenths.unsigned_abs())
        .max()
        .unwrap_or(0)
        .max(10) as f32;
    let half = BAR_HEIGHT / 2.0;
    let row = chart_row(
        commands,
        panel,
        (Name::new("Par chart"), ParChart),
        AlignItems::Center,
        t!(
            "stats-par-chart",
            hands = hands.len(),
            unit = crate::app::i18n::unit_word(game, false)
        ),
    );
    let scale = crate::app::i18n::decimal(f64::from(most) / 10.0, 1);
    y_axis(
        commands,
        row,
        t!("stats-axis-better", size = scale.clone()),
        t!("stats-axis-worse", size = scale),
    );
    let bars = bars_box(commands, row, AlignItems::Stretch);
    let mut shown = Vec::new();
    for hand in hands {
        let height = (hand.tenths.unsigned_abs() as f32 / most * half).max(1.0);
        let colour = par_colour(hand);
        shown.push(colour);
        let column = commands
            .spawn((
                ParBar(hand.tenths),
                Node {
                    flex_direction: FlexDirection::Column,
                    ..bar_node(BAR_HEIGHT + 1.0)
                },
                ChildOf(bars),
            ))
            .id();
        // The upper half holds a bar that beat par, standing on the middle line; the lower one a bar below it.
        let (up, down) = if hand.tenths >= 0 {
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
                BackgroundColor(colour),
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
                BackgroundColor(colour),
            )],
        ));
    }
    legend(
        commands,
        panel,
        [
            (GOLD, t!("stats-legend-better")),
            (LOST, t!("stats-legend-worse")),
            (CASUAL_WON, t!("stats-legend-casual-better")),
            (CASUAL_LOST, t!("stats-legend-casual-worse")),
        ],
        &shown,
    );
}

/// A chart: `label` over a row (returned) for the axis and the bars, as wide as the panel allows.
fn chart_row(
    commands: &mut Commands,
    panel: Entity,
    marker: impl Bundle,
    align: AlignItems,
    label: String,
) -> Entity {
    let chart = commands
        .spawn((
            marker,
            Node {
                width: px(CHART_WIDTH),
                flex_direction: FlexDirection::Column,
                row_gap: px(4),
                // In a panel that scrolls, as tall as its words, axis and bars: never squeezed.
                flex_shrink: 0.0,
                ..default()
            },
            ui::Fluid::Width(CHART_WIDTH),
            ChildOf(panel),
        ))
        .id();
    commands.spawn((
        ui::text(label, CHART_TEXT, INK.with_alpha(0.85)),
        ChildOf(chart),
    ));
    commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                align_items: align,
                column_gap: px(4),
                // May be narrower than its bars: they give way.
                min_width: px(0),
                ..default()
            },
            ChildOf(chart),
        ))
        .id()
}

/// A line of figures under the statistics' table.
#[derive(Component, Debug)]
pub struct StatsLine;

/// A swatch of a chart's legend, with the colour it names.
#[derive(Component, Debug)]
pub struct LegendSwatch(pub Color);

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
        // Every line at 12 px or more, however small the window.
        ui::Legible,
    ));
    root.insert(GlobalZIndex(30));
    scope.scope(&mut root);
    let root = root.id();
    // The buttons stay at the panel's foot; what is above them scrolls on a window too low for it all.
    let frame = commands.spawn((ui::footed_panel(), ChildOf(root))).id();
    let panel = commands.spawn((ui::panel_body(), ChildOf(frame))).id();
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
        let grid = commands.spawn((stats_grid(), ChildOf(panel))).id();
        for heading in [
            t!("col-table"),
            t!("col-played"),
            t!("col-won"),
            t!("col-share"),
            t!("col-abandoned"),
            t!("col-casual"),
        ] {
            // Two-word headings ("Rated matches") wrap, centred, rather than widening the table past the panel.
            commands.spawn((
                ui::cell(heading, 18.0, GOLD),
                TextLayout::justify(Justify::Center),
                Node {
                    max_width: px(HEADING_WIDTH),
                    ..default()
                },
                ChildOf(grid),
            ));
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
                t!(
                    "stats-casual-count",
                    played = record.casual_played,
                    won = record.casual_won
                ),
            ] {
                commands.spawn((ui::cell(value, 20.0, INK), ChildOf(grid)));
            }
        }
        // Rated and casual matches apart, a column a figure; lines say what casual and the rounds mean.
        let table = figures_table(game, &figures);
        let grid = commands.spawn((stats_grid(), ChildOf(panel))).id();
        for (r, cells) in table.iter().enumerate() {
            for (c, cell) in cells.iter().enumerate() {
                let (size, colour) = match (r, c) {
                    (0, _) | (_, 0) => (16.0, GOLD),
                    _ => (18.0, INK),
                };
                // Every figure's column as wide as its heading's room: a long heading wraps (centred) rather
                // than widening the table past the panel, and is measured at the width it is drawn at.
                let width = if c == 0 { Val::Auto } else { px(HEADING_WIDTH) };
                commands.spawn((
                    FigureCell(r, c),
                    ui::cell(cell.clone(), size, colour),
                    TextLayout::justify(Justify::Center),
                    Node { width, ..default() },
                    ChildOf(grid),
                ));
            }
        }
        let mut lines = Vec::new();
        if game == GameKind::Hearts {
            lines.push(t!("stats-clean-what"));
        }
        if figures.all().par_hands > 0 {
            lines.push(t!(
                "stats-par-what",
                unit = crate::app::i18n::unit_word(game, false)
            ));
        }
        if figures.casual.matches > 0 {
            lines.push(t!("stats-casual-what"));
        }
        lines.push(t!(
            "stats-runs",
            streak = figures.streak,
            best = figures.best_streak
        ));
        for line in lines {
            commands.spawn((
                StatsLine,
                ui::text(line, 16.0, INK.with_alpha(0.8)),
                ChildOf(panel),
            ));
        }
    }
    chart(commands, panel, &figures, game);
    par_chart(commands, panel, &figures, game);
    // The deal of the day's streak and latest days, written by `daily` (which knows today's date).
    if stats.daily.get(&game).is_some_and(|days| !days.is_empty()) {
        commands.spawn((
            DailyStatsLines(game),
            ui::text(String::new(), 16.0, INK.with_alpha(0.85)),
            ChildOf(panel),
        ));
    }
    // Other features add their buttons here (`records`: back up or restore).
    let buttons = commands
        .spawn((ui::panel_foot(), StatsFoot, ChildOf(frame)))
        .id();
    commands.spawn((
        ui::sized_button(
            t!("button-back-esc"),
            (),
            px(FOOT_BUTTON),
            (),
            ui::close::<StatsPanel>,
        ),
        ChildOf(buttons),
    ));
    commands.spawn((
        ui::sized_button(
            t!("stats-reset-button"),
            (),
            px(FOOT_BUTTON),
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
    save_stats(&mut stats, &store);
    let Some(scope) = panels.iter().next().map(|(_, p)| p.0) else {
        return;
    };
    for (panel, _) in &panels {
        commands.entity(panel).despawn();
    }
    open_stats(&mut commands, &stats, scope);
}
