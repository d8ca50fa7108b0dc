//! The headless simulator: plays whole matches between computer players, summarises them and writes logs.

use std::fmt;

use serde::Serialize;

use crate::ai::Level;
use crate::engine::Seat;
use crate::engine::wendellhead::{Event, Match, Rules, RulesError, TrumpRule};

/// A stopwatch for decision times; on the web, where there is no clock in std, it reads zero.
struct Clock(#[cfg(not(target_arch = "wasm32"))] std::time::Instant);

impl Clock {
    fn start() -> Clock {
        Clock(
            #[cfg(not(target_arch = "wasm32"))]
            std::time::Instant::now(),
        )
    }

    fn seconds(&self) -> f64 {
        #[cfg(not(target_arch = "wasm32"))]
        return self.0.elapsed().as_secs_f64();
        #[cfg(target_arch = "wasm32")]
        return 0.0;
    }
}

/// The log format's name and version, the first field of every log line.
pub const LOG_FORMAT: &str = "wendellhead-log/1";

/// The outcome of one simulated match.
#[derive(Clone, Debug)]
pub struct MatchReport {
    /// The match seed.
    pub seed: u64,
    /// The rules it was played with.
    pub rules: Rules,
    /// Who won.
    pub winner: Seat,
    /// Flints per seat at the end.
    pub flints: Vec<u32>,
    /// Pins won per seat over the whole match.
    pub pins_won: Vec<u64>,
    /// Cards played.
    pub plays: u64,
    /// Deals dealt.
    pub deals: u32,
    /// Every event, in order.
    pub events: Vec<Event>,
}

/// Why a simulated match could not be played to the end.
#[derive(Debug)]
pub enum SimError {
    /// The rule options are not playable.
    Rules(RulesError),
    /// The number of computer players does not match the table.
    Seats {
        /// Players at the table.
        players: u8,
        /// Levels given.
        levels: usize,
    },
    /// A computer player failed to choose a legal card (a bug, reported rather than hidden).
    Player(String),
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimError::Rules(e) => write!(f, "{e}"),
            SimError::Seats { players, levels } => write!(
                f,
                "{levels} computer levels given for {players} players: give one per seat or one for all"
            ),
            SimError::Player(why) => write!(f, "a computer player failed: {why}"),
        }
    }
}

impl std::error::Error for SimError {}

/// The seed of the computer player in `seat` for the match with `seed`, so every match replays identically.
pub fn player_seed(seed: u64, seat: Seat) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (seat.0 as u64 + 1)
}

/// Plays one match to its end, each seat played by the level at its index.
pub fn play_match(rules: Rules, seed: u64, levels: &[Level]) -> Result<MatchReport, SimError> {
    play_match_with(rules, seed, levels, |_, _| {})
}

/// Like [`play_match`], telling `timed` how long (seconds) each decision took and for which seat.
pub fn play_match_with(
    rules: Rules,
    seed: u64,
    levels: &[Level],
    mut timed: impl FnMut(usize, f64),
) -> Result<MatchReport, SimError> {
    if levels.len() != rules.players as usize {
        return Err(SimError::Seats {
            players: rules.players,
            levels: levels.len(),
        });
    }
    let mut events = Vec::new();
    let mut game = Match::new(rules, seed, &mut events).map_err(SimError::Rules)?;
    let mut players: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(i, level)| level.player(player_seed(seed, Seat(i as u8))))
        .collect();
    let mut plays = 0;
    while let Some(seat) = game.to_act() {
        let view = game.view(seat);
        let clock = Clock::start();
        let card = players[seat.index()]
            .choose(&view)
            .ok_or_else(|| SimError::Player(format!("{seat} chose no card")))?;
        timed(seat.index(), clock.seconds());
        game.play(seat, card, &mut events)
            .map_err(|e| SimError::Player(format!("{seat} tried {card}: {e}")))?;
        plays += 1;
    }
    let mut pins_won = vec![0; rules.players as usize];
    let mut deals = 0;
    for event in &events {
        match event {
            Event::PinWon { winner, .. } => pins_won[winner.index()] += 1,
            Event::Dealt { .. } => deals += 1,
            _ => {}
        }
    }
    Ok(MatchReport {
        seed,
        rules,
        winner: game.winner().unwrap_or(Seat(0)),
        flints: game.flints().to_vec(),
        pins_won,
        plays,
        deals,
        events,
    })
}

/// The rule options as the log writes them.
#[derive(Serialize)]
struct LogRules {
    pins_per_flint: u32,
    flints_to_win: u32,
    hand_size: u8,
    trump: TrumpRule,
}

/// One log line: a whole match (`docs/log-format.md`).
#[derive(Serialize)]
struct LogLine<'a> {
    format: &'static str,
    game: &'static str,
    seed: u64,
    players: u8,
    rules: LogRules,
    events: &'a [Event],
}

/// The match as one line of JSON in the log format.
pub fn log_line(report: &MatchReport) -> String {
    let line = LogLine {
        format: LOG_FORMAT,
        game: "wendellhead",
        seed: report.seed,
        players: report.rules.players,
        rules: LogRules {
            pins_per_flint: report.rules.pins_per_flint,
            flints_to_win: report.rules.flints_to_win,
            hand_size: report.rules.hand_size,
            trump: report.rules.trump,
        },
        events: &report.events,
    };
    // Plain structs of numbers and strings always serialize.
    serde_json::to_string(&line).unwrap_or_default()
}

/// Totals over many matches, per seat.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Matches played.
    pub matches: u64,
    /// Match wins per seat.
    pub wins: Vec<u64>,
    /// Flints per seat.
    pub flints: Vec<u64>,
    /// Pins per seat.
    pub pins: Vec<u64>,
    /// Cards played.
    pub plays: u64,
    /// Deals dealt.
    pub deals: u64,
}

impl Summary {
    /// Adds one match.
    pub fn add(&mut self, report: &MatchReport) {
        let n = report.rules.players as usize;
        for totals in [&mut self.wins, &mut self.flints, &mut self.pins] {
            totals.resize(n.max(totals.len()), 0);
        }
        self.matches += 1;
        self.wins[report.winner.index()] += 1;
        for i in 0..n {
            self.flints[i] += report.flints[i] as u64;
            self.pins[i] += report.pins_won[i];
        }
        self.plays += report.plays;
        self.deals += report.deals as u64;
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} matches, {} deals, {} card plays",
            self.matches, self.deals, self.plays
        )?;
        writeln!(f, "seat   wins  win%   Flints   Pins  Pins/match")?;
        let m = self.matches.max(1) as f64;
        for (i, wins) in self.wins.iter().enumerate() {
            writeln!(
                f,
                "{i:>4} {wins:>6} {:>5.1} {:>8} {:>6} {:>10.1}",
                100.0 * *wins as f64 / m,
                self.flints[i],
                self.pins[i],
                self.pins[i] as f64 / m
            )?;
        }
        Ok(())
    }
}

/// A mean with its 95% confidence interval (normal approximation over independent samples).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Estimate {
    /// The sample mean.
    pub mean: f64,
    /// Half the width of the 95% interval.
    pub half_width: f64,
}

impl Estimate {
    /// The mean and 95% interval of `samples`.
    pub fn of(samples: &[f64]) -> Estimate {
        let n = samples.len() as f64;
        if n < 1.0 {
            return Estimate::default();
        }
        let mean = samples.iter().sum::<f64>() / n;
        let var = if n > 1.0 {
            samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
        } else {
            0.0
        };
        Estimate {
            mean,
            half_width: 1.96 * (var / n).sqrt(),
        }
    }

    /// Whether the whole interval lies above zero.
    pub fn above_zero(&self) -> bool {
        self.mean - self.half_width > 0.0
    }
}

impl fmt::Display for Estimate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.3} ± {:.3}", self.mean, self.half_width)
    }
}

/// One level's results in a tournament.
#[derive(Clone, Debug)]
pub struct LevelResult {
    /// The level.
    pub level: Level,
    /// Share of its seat-matches won (chance is 1/players), per shuffle, with its interval.
    pub win_rate: Estimate,
    /// Pins won per deal per seat, with its interval.
    pub pins_per_deal: Estimate,
    /// Median decision time in milliseconds.
    pub p50_ms: f64,
    /// 95th-percentile decision time in milliseconds.
    pub p95_ms: f64,
    /// Decisions timed.
    pub decisions: usize,
}

/// The difference between two levels over the same shuffles (duplicate play).
#[derive(Clone, Debug)]
pub struct Margin {
    /// The stronger-expected level.
    pub better: Level,
    /// The level it is compared with.
    pub worse: Level,
    /// Win rate of `better` minus that of `worse`, paired per shuffle.
    pub win_rate: Estimate,
    /// Pins per deal of `better` minus those of `worse`, paired per shuffle.
    pub pins_per_deal: Estimate,
}

/// The outcome of a duplicate tournament.
#[derive(Clone, Debug)]
pub struct Tournament {
    /// The rules played.
    pub rules: Rules,
    /// Shuffles (match seeds) played.
    pub shuffles: u64,
    /// Matches played (shuffles × seatings).
    pub matches: u64,
    /// Per level, in the order given.
    pub levels: Vec<LevelResult>,
    /// For each pair of levels in the order given, the first minus the second.
    pub margins: Vec<Margin>,
}

/// The seatings of a duplicate tournament: levels assigned to seats in turn (`levels[i % len]`), then every
/// distinct rotation, so that each level sits in each seat over the same shuffles.
pub fn seatings(levels: &[Level], players: u8) -> Vec<Vec<Level>> {
    let n = players as usize;
    let base: Vec<Level> = (0..n).map(|i| levels[i % levels.len()]).collect();
    let mut out: Vec<Vec<Level>> = Vec::new();
    for r in 0..n {
        let seating: Vec<Level> = (0..n).map(|i| base[(i + r) % n]).collect();
        if !out.contains(&seating) {
            out.push(seating);
        }
    }
    out
}

/// Plays a duplicate tournament: for each of `shuffles` seeds from `seed`, one match per seating. Decision
/// times are measured on this thread.
pub fn tournament(
    rules: Rules,
    seed: u64,
    shuffles: u64,
    levels: &[Level],
) -> Result<Tournament, SimError> {
    rules.validate().map_err(SimError::Rules)?;
    let seatings = seatings(levels, rules.players);
    let mut distinct: Vec<Level> = Vec::new();
    for level in levels {
        if !distinct.contains(level) {
            distinct.push(*level);
        }
    }
    let k = distinct.len();
    // Per shuffle, per level: (wins, seat-matches, pins, seat-deals).
    let mut per_shuffle = vec![vec![(0.0f64, 0.0f64, 0.0f64, 0.0f64); k]; shuffles as usize];
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); k];
    let mut matches = 0;
    for (m, row) in per_shuffle.iter_mut().enumerate() {
        let match_seed = seed.wrapping_add(m as u64);
        for seating in &seatings {
            let (report, decisions) = play_timed(rules, match_seed, seating)?;
            matches += 1;
            for (s, level) in seating.iter().enumerate() {
                let li = distinct.iter().position(|l| l == level).unwrap_or(0);
                let cell = &mut row[li];
                cell.0 += f64::from(u8::from(report.winner.index() == s));
                cell.1 += 1.0;
                cell.2 += report.pins_won[s] as f64;
                cell.3 += report.deals as f64;
            }
            for (s, t) in decisions {
                let li = distinct.iter().position(|l| *l == seating[s]).unwrap_or(0);
                times[li].push(t);
            }
        }
    }
    let rate = |row: &[(f64, f64, f64, f64)], li: usize| row[li].0 / row[li].1.max(1.0);
    let ppd = |row: &[(f64, f64, f64, f64)], li: usize| row[li].2 / row[li].3.max(1.0);
    let mut results = Vec::new();
    for (li, level) in distinct.iter().enumerate() {
        let wins: Vec<f64> = per_shuffle.iter().map(|r| rate(r, li)).collect();
        let pins: Vec<f64> = per_shuffle.iter().map(|r| ppd(r, li)).collect();
        let t = &mut times[li];
        t.sort_by(f64::total_cmp);
        let pct = |p: f64| {
            if t.is_empty() {
                0.0
            } else {
                t[((t.len() - 1) as f64 * p).round() as usize] * 1000.0
            }
        };
        results.push(LevelResult {
            level: *level,
            win_rate: Estimate::of(&wins),
            pins_per_deal: Estimate::of(&pins),
            p50_ms: pct(0.5),
            p95_ms: pct(0.95),
            decisions: t.len(),
        });
    }
    let mut margins = Vec::new();
    for a in 0..k {
        for b in a + 1..k {
            let wins: Vec<f64> = per_shuffle
                .iter()
                .map(|r| rate(r, a) - rate(r, b))
                .collect();
            let pins: Vec<f64> = per_shuffle.iter().map(|r| ppd(r, a) - ppd(r, b)).collect();
            margins.push(Margin {
                better: distinct[a],
                worse: distinct[b],
                win_rate: Estimate::of(&wins),
                pins_per_deal: Estimate::of(&pins),
            });
        }
    }
    Ok(Tournament {
        rules,
        shuffles,
        matches,
        levels: results,
        margins,
    })
}

/// Plays one match, timing every decision: returns the report and (seat, seconds) per decision.
fn play_timed(
    rules: Rules,
    seed: u64,
    levels: &[Level],
) -> Result<(MatchReport, Vec<(usize, f64)>), SimError> {
    let mut times = Vec::new();
    let report = play_match_with(rules, seed, levels, |seat, seconds| {
        times.push((seat, seconds))
    })?;
    Ok((report, times))
}

impl fmt::Display for Tournament {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = self.rules;
        writeln!(
            f,
            "duplicate tournament: {} players, {} shuffles, {} matches ({} Pins a Flint, {} Flints to win)",
            r.players, self.shuffles, self.matches, r.pins_per_flint, r.flints_to_win
        )?;
        writeln!(
            f,
            "level   match win rate    Pins per deal     decision p50 / p95 (ms)"
        )?;
        for l in &self.levels {
            writeln!(
                f,
                "{:<7} {:<17} {:<17} {:.4} / {:.4}  ({} decisions)",
                l.level.name(),
                l.win_rate.to_string(),
                l.pins_per_deal.to_string(),
                l.p50_ms,
                l.p95_ms,
                l.decisions
            )?;
        }
        for m in &self.margins {
            writeln!(
                f,
                "{} - {}: win rate {}, Pins per deal {}{}",
                m.better.name(),
                m.worse.name(),
                m.win_rate,
                m.pins_per_deal,
                if m.pins_per_deal.above_zero() && m.win_rate.mean > 0.0 {
                    "  (better: interval excludes zero)"
                } else {
                    ""
                }
            )?;
        }
        Ok(())
    }
}
