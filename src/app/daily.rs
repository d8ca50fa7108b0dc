//! The deal of the day at the table: today's deal of a game (`engine::daily`, the same for everyone on the same UTC
//! date) played once as a rated hand against Hard computers, its result and par kept in the statistics
//! ([`DailyResult`]), the streak of days played, and the line a player can share, which names no card. Played
//! again the same day it is practice. Leaving it before its end counts it as given up: a deal seen once cannot be
//! played rated again.

use bevy::prelude::*;

pub use super::clock::Clock;
use super::state::Screen;
use super::state::table::{DealToReplay, NewMatch, SeatKind, Table};
pub use super::stats::{DailyResult, DailyStatsLines};
use super::stats::{Stats, save_stats};
use super::storage::Store;
use crate::ai::Level;
use crate::engine::daily::{Day, daily_code, streaks};
use crate::engine::{DealCode, GameKind};

pub(super) fn plugin(app: &mut App) {
    // Before the match-over panel (which orders itself after it), so the panel shows what was kept.
    app.add_systems(OnEnter(Screen::MatchOver), record_todays_deal);
    app.add_systems(OnEnter(Screen::Title), |mut commands: Commands| {
        commands.remove_resource::<TodaysDeal>()
    });
    app.add_systems(Update, write_daily_stats);
    app.add_systems(
        Update,
        start_where_asked
            .run_if(in_state(Screen::Title))
            .run_if(resource_exists::<DailyAsked>),
    );
}

/// `--daily GAME` asked for today's deal of a game: it starts from the title, once the statistics are read.
#[derive(Resource, Clone, Copy, Debug)]
pub struct DailyAsked(pub GameKind);

/// Starts the deal `--daily` asked for.
fn start_where_asked(
    mut commands: Commands,
    asked: Res<DailyAsked>,
    clock: Res<Clock>,
    mut stats: ResMut<Stats>,
    store: Res<Store>,
) {
    commands.remove_resource::<DailyAsked>();
    start_todays_deal(&mut commands, asked.0, &clock, &mut stats, &store);
}

/// Today's deal being played: which, and whether this is its one rated play.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TodaysDeal {
    /// The game.
    pub game: GameKind,
    /// The day.
    pub day: Day,
    /// The deal.
    pub code: DealCode,
    /// Whether this play counts (the first of the day); practice otherwise.
    pub rated: bool,
    /// Whether the table has dealt it (a second deal of it, by Restart or *Deal it again*, is practice).
    pub started: bool,
    /// Whether the play just finished was the one that counted (the match-over panel then shows its result).
    pub counted: bool,
}

/// The days of `game` played, oldest first.
pub fn results_of(stats: &Stats, game: GameKind) -> &[DailyResult] {
    stats.daily.get(&game).map(Vec::as_slice).unwrap_or(&[])
}

/// `game`'s deal of `day`, if the person has played it (or given it up).
pub fn result_on(stats: &Stats, game: GameKind, day: Day) -> Option<&DailyResult> {
    let day = day.to_string();
    results_of(stats, game).iter().find(|r| r.day == day)
}

/// The streak of `game`'s deals of the day up to `today` and the best ever (days in a row played to the end).
pub fn streak(stats: &Stats, game: GameKind, today: Day) -> (u32, u32) {
    streaks(
        results_of(stats, game)
            .iter()
            .filter(|r| r.result.is_some())
            .filter_map(|r| r.day.parse::<Day>().ok()),
        today,
    )
}

/// Starts `game`'s deal of today: rated when it was not played today yet, which the statistics note at once (so
/// leaving it and starting again is practice), against Hard computers with the person in seat 0.
pub fn start_todays_deal(
    commands: &mut Commands,
    game: GameKind,
    clock: &Clock,
    stats: &mut Stats,
    store: &Store,
) {
    let day = clock.today();
    let code = daily_code(game, day);
    let rated = result_on(stats, game, day).is_none();
    if rated {
        stats.daily.entry(game).or_default().push(DailyResult {
            day: day.to_string(),
            result: None,
            par: None,
        });
        save_stats(stats, store);
    }
    commands.insert_resource(TodaysDeal {
        game,
        day,
        code,
        rated,
        started: false,
        counted: false,
    });
    commands.insert_resource(todays_match(code));
    commands.insert_resource(DealToReplay(code));
    commands.set_state(Screen::Playing);
}

/// Who plays a deal of the day: the person in seat 0, Hard computers in the others.
pub fn todays_match(code: DealCode) -> NewMatch {
    let mut seats = vec![SeatKind::Human];
    seats.extend((1..code.rules.players()).map(|_| SeatKind::Computer(Level::Hard)));
    NewMatch {
        rules: code.rules,
        seed: code.seed,
        seats,
    }
}

/// Whether `table` plays today's deal `todays`.
pub fn plays(todays: &TodaysDeal, table: &Table) -> bool {
    table.replay == Some(todays.code)
}

/// The rated play of today's deal is over: its result and par (worked out now, so the panel shows it) go into
/// the statistics; any play after it is practice.
pub(crate) fn record_todays_deal(
    todays: Option<ResMut<TodaysDeal>>,
    table: Option<ResMut<Table>>,
    mut work: ResMut<crate::app::table::par::ParWork>,
    mut stats: ResMut<Stats>,
    store: Res<Store>,
) {
    let (Some(mut todays), Some(mut table)) = (todays, table) else {
        return;
    };
    if !todays.rated || !plays(&todays, &table) {
        return;
    }
    todays.rated = false;
    todays.counted = true;
    crate::app::table::par::finish_pars(&mut table, &mut work);
    let Some(hand) = table.hands.first() else {
        return;
    };
    let day = todays.day.to_string();
    let entry = stats.daily.entry(todays.game).or_default();
    let result = DailyResult {
        day: day.clone(),
        result: hand.result,
        par: hand.par.map(|p| p.result),
    };
    match entry.iter_mut().find(|r| r.day == day) {
        Some(r) => *r = result,
        None => entry.push(result),
    }
    save_stats(&mut stats, &store);
}

/// A result in the game's terms for the shared line: "4 points" (Hearts: points taken), "7 tricks", "3 Pins",
/// "+2" or "−3" (Schafkopf's payment).
pub fn result_figure(game: GameKind, result: i64) -> String {
    match game {
        GameKind::Schafkopf => crate::app::table::par::par_figure(game, result),
        _ => {
            let count = if game == GameKind::Hearts {
                -result
            } else {
                result
            };
            format!(
                "{count} {}",
                crate::app::i18n::unit_word(game, count.abs() == 1)
            )
        }
    }
}

/// The result against par as an arrow: "▲2" better, "▼1" worse, "±0" level.
pub fn arrow(against: i64) -> String {
    match against.cmp(&0) {
        std::cmp::Ordering::Greater => format!("▲{against}"),
        std::cmp::Ordering::Less => format!("▼{}", -against),
        std::cmp::Ordering::Equal => "±0".into(),
    }
}

/// The line to share: "Wendellhead · Hearts · 2026-12-05 · 4 points · par 6 · ▲2". It names the game, the day
/// and the figures, never a card, so it spoils nothing for someone who has not played the deal yet.
pub fn share_line(game: GameKind, result: &DailyResult) -> Option<String> {
    let got = result.result?;
    let mut line = format!(
        "Wendellhead · {} · {} · {}",
        crate::app::i18n::game_title(game),
        result.day,
        result_figure(game, got)
    );
    if let Some(par) = result.par {
        line.push_str(&format!(
            " · {} {} · {}",
            t!("daily-par-word"),
            crate::app::table::par::par_figure(game, par),
            arrow(got - par)
        ));
    }
    Some(line)
}

/// How today's result compares with the person's earlier days of `game`: "Your 5 earlier days: on average 1.2
/// points better than par; your best ▲4". Par makes days with different cards comparable.
pub fn earlier_days_line(stats: &Stats, game: GameKind, today: Day) -> String {
    let today = today.to_string();
    let earlier: Vec<i64> = results_of(stats, game)
        .iter()
        .filter(|r| r.day != today)
        .filter_map(DailyResult::against_par)
        .collect();
    if earlier.is_empty() {
        return t!("daily-first-day");
    }
    let mean = earlier.iter().sum::<i64>() as f64 / earlier.len() as f64;
    let best = earlier.iter().copied().max().unwrap_or(0);
    t!(
        "daily-earlier",
        days = earlier.len(),
        against = crate::app::table::par::against_par(game, mean),
        best = arrow(best)
    )
}

/// The streak in words: "Streak: 3 days (best 5)", or that no day was played to its end yet.
pub fn streak_line(stats: &Stats, game: GameKind, today: Day) -> String {
    let (now, best) = streak(stats, game, today);
    if best == 0 {
        // Days given up do not make a streak: say so rather than "not played" under "given up".
        return if results_of(stats, game).is_empty() {
            t!("daily-streak-none")
        } else {
            t!("daily-streak-none-finished")
        };
    }
    t!("daily-streak", days = now, best = best)
}

/// Puts `text` on the system's clipboard (the browser's on the web); the reason when it cannot.
pub fn copy_text(text: &str) -> Result<(), String> {
    #[cfg(target_arch = "wasm32")]
    {
        let window = web_sys::window().ok_or("no browser window")?;
        // The browser writes it in the background; a refusal (no permission) is its own to report.
        let _ = window.navigator().clipboard().write_text(text);
        Ok(())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        arboard::Clipboard::new()
            .and_then(|mut clipboard| clipboard.set_text(text.to_owned()))
            .map_err(|e| e.to_string())
    }
}

/// Days of the deal of the day the statistics list, latest first.
pub const DAYS_LISTED: usize = 7;

/// Writes the deal of the day's lines into a new statistics panel: "Deal of the day: 12 played · Streak: 3 days
/// (best 5)", then a line a day, "2026-12-05: 4 points · par 6 · ▲2" or "given up".
fn write_daily_stats(
    mut lines: Query<(&DailyStatsLines, &mut Text), Added<DailyStatsLines>>,
    stats: Res<Stats>,
    clock: Res<Clock>,
) {
    for (&DailyStatsLines(game), mut text) in &mut lines {
        let results = results_of(&stats, game);
        let mut out = vec![t!(
            "daily-stats",
            played = results.len(),
            streak = streak_line(&stats, game, clock.today())
        )];
        for r in results.iter().rev().take(DAYS_LISTED) {
            let what = match (r.result, r.par) {
                (Some(result), Some(par)) => format!(
                    "{} · {} {} · {}",
                    result_figure(game, result),
                    t!("daily-par-word"),
                    crate::app::table::par::par_figure(game, par),
                    arrow(result - par)
                ),
                (Some(result), None) => result_figure(game, result),
                (None, _) => t!("daily-stats-given-up"),
            };
            out.push(format!("{}: {what}", r.day));
        }
        text.0 = out.join("\n");
    }
}
