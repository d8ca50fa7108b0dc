//! The headless simulator: plays whole matches between computer players, summarises them and writes logs.

use std::fmt;

use serde::Serialize;

use crate::ai::{AiGame, Level};
use crate::bot::{Asked, BotGame, Move, read_answer};
use crate::engine::hearts::{self, HeartsMatch};
use crate::engine::schafkopf::{self, SchafkopfMatch};
use crate::engine::wendellhead::{Event, Match, Rules, TrumpRule};
use crate::engine::whist::{self, WhistMatch};
use crate::engine::{Decision, Game, Ruleset, Seat};

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

/// `n` and the word for that many ("1 Flint", "3 Flints").
fn counted(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Wendellhead's log format's name and version, the first field of every log line.
pub const LOG_FORMAT: &str = "wendellhead-log/1";

mod outside;

use outside::OutsideBot;
pub use outside::{BotFailure, BotPool};

/// What the simulator needs of a game beyond its rules and computer players: how it logs and what it counts
/// (and, to seat an outside bot, how it asks one: [`BotGame`]).
pub trait SimGame: AiGame + BotGame {
    /// The log format's name and version, the first field of every log line of this game.
    const LOG_FORMAT: &'static str;
    /// What the summary calls a trick of this game ("Pins", "tricks").
    const TRICKS: &'static str;
    /// What the summary counts as a seat's match score ("Flints", "games").
    const SCORE: &'static str;
    /// The rule options as the log writes them (field order is the format's).
    type LogRules: Serialize;
    /// The log's `rules` object.
    fn log_rules(rules: &Self::Rules) -> Self::LogRules;
    /// The seat that won a trick, if `event` is a completed trick.
    fn trick_winner(event: &Self::Event) -> Option<Seat>;
    /// Whether `event` is a deal.
    fn is_deal(event: &Self::Event) -> bool;
    /// A seat's match score at the end (its Flints, its side's games, its Hearts total).
    fn score_of(&self, seat: Seat) -> i32;
    /// What the tournament measures per deal ("Pins", "tricks", "points").
    const MEASURE: &'static str = Self::TRICKS;
    /// Whether less of the measure is better (Hearts' points).
    const LOWER_IS_BETTER: bool = false;
    /// A seat's measure over the whole match: by default the tricks it won.
    fn measure(report: &MatchReport<Self>, seat: usize) -> f64 {
        report.tricks_won[seat] as f64
    }
    /// The rule options in a few words ("target 5, honours off, one game to win").
    fn options(rules: &Self::Rules) -> String;
    /// The log line's `variant` field, for a game with variants (Schafkopf).
    fn log_variant(rules: &Self::Rules) -> Option<&'static str> {
        let _ = rules;
        None
    }
    /// Brings the events up to what the log records once the match is over (Schafkopf's contract names the final
    /// declaring side).
    fn finish_log(events: &mut [Self::Event]) {
        let _ = events;
    }
    /// The game and its rules in a few words, for the tournament's header.
    fn describe(rules: &Self::Rules) -> String;
}

impl SimGame for Match {
    const LOG_FORMAT: &'static str = LOG_FORMAT;
    const TRICKS: &'static str = "Pins";
    const SCORE: &'static str = "Flints";
    type LogRules = LogRules;

    fn log_rules(rules: &Rules) -> LogRules {
        LogRules {
            pins_per_flint: rules.pins_per_flint,
            flints_to_win: rules.flints_to_win,
            hand_size: rules.hand_size,
            trump: rules.trump,
        }
    }

    fn trick_winner(event: &Event) -> Option<Seat> {
        match event {
            Event::PinWon { winner, .. } => Some(*winner),
            _ => None,
        }
    }

    fn is_deal(event: &Event) -> bool {
        matches!(event, Event::Dealt { .. })
    }

    fn score_of(&self, seat: Seat) -> i32 {
        self.flints().get(seat.index()).copied().unwrap_or(0) as i32
    }

    fn options(r: &Rules) -> String {
        format!(
            "{} Pins a Flint, {} to win, {} cards, trump {}",
            r.pins_per_flint,
            counted(r.flints_to_win, "Flint", "Flints"),
            r.hand_size,
            r.trump.name()
        )
    }

    fn describe(r: &Rules) -> String {
        format!("Wendellhead, {} players ({})", r.players, Self::options(r))
    }
}

impl SimGame for WhistMatch {
    const LOG_FORMAT: &'static str = "whist-log/1";
    const TRICKS: &'static str = "tricks";
    const SCORE: &'static str = "games";
    type LogRules = whist::Rules;

    fn log_rules(rules: &whist::Rules) -> whist::Rules {
        *rules
    }

    fn trick_winner(event: &whist::Event) -> Option<Seat> {
        match event {
            whist::Event::TrickWon { winner, .. } => Some(*winner),
            _ => None,
        }
    }

    fn is_deal(event: &whist::Event) -> bool {
        matches!(event, whist::Event::Dealt { .. })
    }

    fn score_of(&self, seat: Seat) -> i32 {
        self.games()[whist::side_of(seat)] as i32
    }

    fn options(r: &whist::Rules) -> String {
        format!(
            "target {}, honours {}, {} to win",
            r.target,
            if r.honours { "on" } else { "off" },
            if r.games_to_win == 1 {
                "one game"
            } else {
                "two games"
            }
        )
    }

    fn describe(r: &whist::Rules) -> String {
        format!(
            "Classic Whist, 4 players in partnerships ({})",
            Self::options(r)
        )
    }
}

impl SimGame for HeartsMatch {
    const LOG_FORMAT: &'static str = "hearts-log/1";
    const TRICKS: &'static str = "tricks";
    const SCORE: &'static str = "points";
    const MEASURE: &'static str = "points";
    const LOWER_IS_BETTER: bool = true;
    /// Every option but the table size, which the line gives.
    type LogRules = hearts::LogRules;

    fn log_rules(r: &hearts::Rules) -> hearts::LogRules {
        hearts::LogRules::of(r)
    }

    fn trick_winner(event: &hearts::Event) -> Option<Seat> {
        match event {
            hearts::Event::TrickWon { winner, .. } => Some(*winner),
            _ => None,
        }
    }

    fn is_deal(event: &hearts::Event) -> bool {
        matches!(event, hearts::Event::Dealt { .. })
    }

    fn score_of(&self, seat: Seat) -> i32 {
        self.scores().get(seat.index()).copied().unwrap_or(0)
    }

    /// A seat's points over the game (its final total).
    fn measure(report: &MatchReport<Self>, seat: usize) -> f64 {
        report.score[seat] as f64
    }

    fn options(r: &hearts::Rules) -> String {
        let on = |b: bool| if b { "on" } else { "off" };
        format!(
            "to {}, passing {}, safe first trick {}, break hearts {}{}, J♦ {}, moon {}{}",
            r.target,
            on(r.passing),
            on(r.safe_first_trick),
            on(r.must_break_hearts),
            // The Q♠ breaking hearts only matters while hearts must be broken.
            if r.queen_breaks_hearts && r.must_break_hearts {
                " (Q♠ too)"
            } else {
                ""
            },
            on(r.jack_of_diamonds),
            r.moon.name(),
            if r.kitty { ", kitty" } else { "" }
        )
    }

    fn describe(r: &hearts::Rules) -> String {
        format!("Hearts, {} players ({})", r.players, Self::options(r))
    }
}

impl SimGame for SchafkopfMatch {
    const LOG_FORMAT: &'static str = "schafkopf-log/1";
    const TRICKS: &'static str = "tricks";
    const SCORE: &'static str = "balance";
    const MEASURE: &'static str = "balance";
    /// The match length, mandatory solos and values (the variant and table size are on the line).
    type LogRules = schafkopf::LogRules;

    fn log_rules(r: &schafkopf::Rules) -> schafkopf::LogRules {
        schafkopf::LogRules::of(r)
    }

    fn log_variant(r: &schafkopf::Rules) -> Option<&'static str> {
        Some(r.variant.name())
    }

    /// A contract names the declaring side as the hand ended: a wedding's partner included, or its player alone.
    fn finish_log(events: &mut [schafkopf::Event]) {
        let mut final_side: Option<Vec<Seat>> = None;
        for event in events.iter_mut().rev() {
            match event {
                schafkopf::Event::HandScored { declarers, .. } => {
                    final_side = Some(declarers.clone())
                }
                schafkopf::Event::Contracted { declarers, .. } => {
                    if let Some(side) = final_side.take() {
                        *declarers = side;
                    }
                }
                _ => {}
            }
        }
    }

    fn trick_winner(event: &schafkopf::Event) -> Option<Seat> {
        match event {
            schafkopf::Event::TrickWon { winner, .. } => Some(*winner),
            _ => None,
        }
    }

    fn is_deal(event: &schafkopf::Event) -> bool {
        matches!(event, schafkopf::Event::Dealt { .. })
    }

    fn score_of(&self, seat: Seat) -> i32 {
        self.balance().get(seat.index()).copied().unwrap_or(0) as i32
    }

    /// A seat's balance at the end of the match.
    fn measure(report: &MatchReport<Self>, seat: usize) -> f64 {
        report.score[seat] as f64
    }

    fn options(r: &schafkopf::Rules) -> String {
        let mut extras = String::new();
        if r.doubling {
            extras.push_str(", Kontra and Re");
        }
        if r.laufende > 0 {
            extras.push_str(&format!(", Laufende from {}", r.laufende));
        }
        let v = r.values;
        let base = match r.variant {
            schafkopf::Variant::Four => format!(
                "{} deals, {}, values {}/{}/{} and solo ×{}",
                r.deals,
                counted(r.mandatory_solos, "mandatory solo", "mandatory solos"),
                v.base,
                v.schneider,
                v.schwarz,
                v.solo_factor
            ),
            schafkopf::Variant::Three => format!(
                "{} deals, {}, skat to {}, values {}/{}/{} and solo ×2",
                r.deals,
                if r.sharp_cards {
                    "sharp cards"
                } else {
                    "32 cards"
                },
                match r.skat_to {
                    schafkopf::SkatTo::ClubQueen => "the Q♣",
                    schafkopf::SkatTo::Forehand => "forehand",
                },
                v.base,
                v.schneider,
                v.schwarz
            ),
            schafkopf::Variant::Two => format!(
                "{} deals, values {}/{}/{}",
                r.deals, v.base, v.schneider, v.schwarz
            ),
        };
        base + &extras
    }

    fn describe(r: &schafkopf::Rules) -> String {
        let name = match r.variant {
            schafkopf::Variant::Four => "Wendish Schafkopf for four",
            schafkopf::Variant::Three => "Dreiwendsch",
            schafkopf::Variant::Two => "Wendish Schafkopf for two",
        };
        format!("{name} ({})", Self::options(r))
    }
}

/// The outcome of one simulated match.
#[derive(Clone, Debug)]
pub struct MatchReport<G: SimGame> {
    /// The match seed.
    pub seed: u64,
    /// The rules it was played with.
    pub rules: G::Rules,
    /// Whether each seat won (in a partnership game both partners win).
    pub won: Vec<bool>,
    /// Each seat's match score at the end (Flints; in Whist its side's games; in Hearts its total).
    pub score: Vec<i32>,
    /// Tricks (Pins) won per seat over the whole match.
    pub tricks_won: Vec<u64>,
    /// Cards played.
    pub plays: u64,
    /// Deals dealt.
    pub deals: u32,
    /// Every event, in order.
    pub events: Vec<G::Event>,
}

/// Why a simulated match could not be played to the end.
#[derive(Debug)]
pub enum SimError {
    /// The rule options are not playable.
    Rules(String),
    /// The number of computer players does not match the table.
    Seats {
        /// Players at the table.
        players: u8,
        /// Levels given.
        levels: usize,
    },
    /// A computer player failed to choose a legal card (a bug, reported rather than hidden).
    Player(String),
    /// An outside bot answered an illegal move, an error, garbage or nothing: that match is lost, the run goes
    /// on.
    Bot(Box<BotFailure>),
    /// An outside bot could not be started, or the game gave no `bot/1` request for its decision: nothing can be
    /// played.
    Outside(String),
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
            SimError::Bot(failure) => write!(f, "{failure}"),
            SimError::Outside(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for SimError {}

/// Who plays a seat: one of our computer levels, or an outside bot (`sim --seat-bot`), by its index in the
/// run's bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contestant {
    /// Our computer player of this level.
    Level(Level),
    /// The outside bot `bots[i]`.
    Bot(usize),
}

impl Contestant {
    /// The name the results give it: the level's, or the bot's (`bot0`).
    pub fn name(self, bots: &[BotPool]) -> String {
        match self {
            Contestant::Level(level) => level.name().to_owned(),
            Contestant::Bot(i) => bots.get(i).map_or("bot".into(), |b| b.name.clone()),
        }
    }
}

/// The seed of the computer player in `seat` for the match with `seed`, so every match replays identically.
pub fn player_seed(seed: u64, seat: Seat) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (seat.0 as u64 + 1)
}

/// Plays one match to its end, each seat played by the level at its index.
pub fn play_match<R>(
    rules: R,
    seed: u64,
    levels: &[Level],
) -> Result<MatchReport<R::Game>, SimError>
where
    R: Ruleset<Game: SimGame>,
{
    play_match_with(rules, seed, levels, |_, _| {})
}

/// Like [`play_match`], telling `timed` how long (seconds) each decision took and for which seat.
pub fn play_match_with<R>(
    rules: R,
    seed: u64,
    levels: &[Level],
    timed: impl FnMut(usize, f64),
) -> Result<MatchReport<R::Game>, SimError>
where
    R: Ruleset<Game: SimGame>,
{
    let seats: Vec<Contestant> = levels.iter().map(|l| Contestant::Level(*l)).collect();
    play_seated(rules, seed, &seats, &[], timed)
}

/// Plays one match to its end with `seats[i]` at seat `i`, our levels or the outside `bots`, telling `timed`
/// how long each decision took (an outside bot's: the whole round trip). A bot's illegal move, error, garbage or
/// silence ends the match with [`SimError::Bot`]; each bot used is taken from its pool for the match and given
/// back if it did not fail.
pub fn play_seated<R>(
    rules: R,
    seed: u64,
    seats: &[Contestant],
    bots: &[BotPool],
    mut timed: impl FnMut(usize, f64),
) -> Result<MatchReport<R::Game>, SimError>
where
    R: Ruleset<Game: SimGame>,
{
    let n = rules.player_count() as usize;
    if seats.len() != n {
        return Err(SimError::Seats {
            players: n as u8,
            levels: seats.len(),
        });
    }
    let mut events = Vec::new();
    let mut game = rules.start(seed, &mut events).map_err(SimError::Rules)?;
    let mut players: Vec<_> = seats
        .iter()
        .enumerate()
        .map(|(i, seat)| match seat {
            Contestant::Level(level) => {
                Some(level.player::<R::Game>(player_seed(seed, Seat(i as u8))))
            }
            Contestant::Bot(_) => None,
        })
        .collect();
    // The children this match took, by bot: given back when the match ends, unless one failed.
    let mut children: Vec<Option<OutsideBot>> = bots.iter().map(|_| None).collect();
    let outcome = (|| {
        let mut plays = 0;
        while let Some(decision) = game.decision() {
            let (seat, asked) = match decision {
                Decision::PlayCard { seat } => (seat, Asked::Play),
                Decision::PassCards { seat, count } => (seat, Asked::Pass(count)),
                Decision::Discard { seat, count } => (seat, Asked::Discard(count)),
                Decision::Declare { seat } => (seat, Asked::Declare(game.calls())),
            };
            let clock = Clock::start();
            let choice = match (&mut players[seat.index()], seats[seat.index()]) {
                (Some(player), _) => {
                    let choice = ours(player.as_mut(), &game, seat, &asked)?;
                    timed(seat.index(), clock.seconds());
                    apply(&mut game, seat, choice, &mut events)
                        .map_err(|why| SimError::Player(format!("{seat} tried {why}")))?;
                    choice
                }
                (None, seated) => {
                    let b = match seated {
                        Contestant::Bot(b) if b < bots.len() => b,
                        _ => return Err(SimError::Outside(format!("nobody plays {seat}"))),
                    };
                    let choice = bot_turn(
                        &mut game,
                        &mut events,
                        seat,
                        &asked,
                        &bots[b],
                        &mut children[b],
                    )?;
                    timed(seat.index(), clock.seconds());
                    choice
                }
            };
            plays += u64::from(matches!(choice, Move::Play(_)));
        }
        Ok(plays)
    })();
    // The children left are the ones that answered everything: they wait for the next match.
    for (child, pool) in children.into_iter().zip(bots) {
        if let Some(child) = child {
            pool.give(child);
        }
    }
    let plays = outcome?;
    R::Game::finish_log(&mut events);
    let mut tricks_won = vec![0; n];
    let mut deals = 0;
    for event in &events {
        if let Some(winner) = R::Game::trick_winner(event) {
            tricks_won[winner.index()] += 1;
        }
        deals += u32::from(R::Game::is_deal(event));
    }
    let seats = || Seat::all(n as u8);
    Ok(MatchReport {
        seed,
        rules,
        won: seats().map(|s| game.won_by(s) == Some(true)).collect(),
        score: seats().map(|s| game.score_of(s)).collect(),
        tricks_won,
        plays,
        deals,
        events,
    })
}

/// An outside bot's turn for `seat`: sends it the seat's request and plays its answer. The bot is the child in
/// `slot`, or a new one from `pool`; it stays in `slot` only while it answers well, so a child that fails is
/// dropped on the way out, which kills it (it may answer late and would be out of step), and the next match
/// starts another.
fn bot_turn<G: SimGame>(
    game: &mut G,
    events: &mut Vec<G::Event>,
    seat: Seat,
    asked: &Asked,
    pool: &BotPool,
    slot: &mut Option<OutsideBot>,
) -> Result<Move, SimError> {
    let request = G::request(game, events, seat)
        .map(|r| r.to_string())
        .ok_or_else(|| {
            SimError::Outside(format!(
                "{} gave no bot/1 request for {seat}'s decision",
                G::KIND.title()
            ))
        })?;
    let mut child = match slot.take() {
        Some(child) => child,
        None => pool.take().map_err(SimError::Outside)?,
    };
    let seed = game.seed();
    let failure = |answer: Option<String>, why: String| {
        SimError::Bot(Box::new(BotFailure {
            seed,
            seat: seat.0,
            bot: pool.name.clone(),
            command: pool.command.clone(),
            request: request.clone(),
            answer,
            why,
        }))
    };
    let answer = child
        .ask(&request, pool.timeout)
        .map_err(|why| failure(None, why))?;
    let choice = read_answer::<G>(&answer, asked)
        .map_err(|why| format!("which is not an answer ({why})"))
        .and_then(|choice| {
            apply(game, seat, choice, events)
                .map(|()| choice)
                .map_err(|why| format!("which is not a legal move ({why})"))
        });
    match choice {
        Ok(choice) => {
            *slot = Some(child);
            Ok(choice)
        }
        Err(why) => {
            child.failed();
            Err(failure(Some(answer), why))
        }
    }
}

/// Our computer player's decision for `seat`.
fn ours<G: SimGame>(
    player: &mut (dyn crate::ai::Player<G::View> + Send + Sync),
    game: &G,
    seat: Seat,
    asked: &Asked,
) -> Result<Move, SimError> {
    let view = game.view(seat);
    match asked {
        // A double offered before the card (Schafkopf's Kontra or Re): said if the player wants it; the seat is
        // then asked again for its card.
        Asked::Play
            if game
                .double_offered()
                .is_some_and(|d| player.choose_double(&view, d)) =>
        {
            game.double_offered()
                .map(Move::Call)
                .ok_or_else(|| SimError::Player(format!("{seat} doubled unasked")))
        }
        Asked::Play => player
            .choose(&view)
            .map(Move::Play)
            .ok_or_else(|| SimError::Player(format!("{seat} chose no card"))),
        Asked::Pass(count) | Asked::Discard(count) => player
            .choose_pass(&view, *count)
            .map(Move::Pass)
            .ok_or_else(|| SimError::Player(format!("{seat} chose no cards to pass"))),
        Asked::Declare(calls) => player
            .choose_call(&view, calls)
            .map(Move::Call)
            .ok_or_else(|| SimError::Player(format!("{seat} made no call"))),
    }
}

/// Makes `choice` for `seat`; the error names the move and the engine's refusal ("2C: ...").
fn apply<G: SimGame>(
    game: &mut G,
    seat: Seat,
    choice: Move,
    events: &mut Vec<G::Event>,
) -> Result<(), String> {
    match choice {
        Move::Play(card) => game
            .play(seat, card, events)
            .map_err(|e| format!("{card}: {e}")),
        Move::Pass(cards) => game
            .pass(seat, cards, events)
            .map_err(|e| format!("to pass {cards:?}: {e}")),
        Move::Call(call) => game
            .declare(seat, call, events)
            .map_err(|e| format!("{call}: {e}")),
    }
}

/// Wendellhead's rule options as the log writes them.
#[derive(Serialize)]
pub struct LogRules {
    pins_per_flint: u32,
    flints_to_win: u32,
    hand_size: u8,
    trump: TrumpRule,
}

/// One log line: a whole match (`docs/log-format.md`).
#[derive(Serialize)]
struct LogLine<'a, R, E> {
    format: &'static str,
    game: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<&'static str>,
    seed: u64,
    players: u8,
    rules: R,
    events: &'a [E],
}

/// The match as one line of JSON in its game's log format.
pub fn log_line<G: SimGame>(report: &MatchReport<G>) -> String {
    let line = LogLine {
        format: G::LOG_FORMAT,
        game: G::KIND.name(),
        variant: G::log_variant(&report.rules),
        seed: report.seed,
        players: report.rules.player_count(),
        rules: G::log_rules(&report.rules),
        events: &report.events,
    };
    // Plain structs of numbers and strings always serialize.
    serde_json::to_string(&line).unwrap_or_default()
}

/// Totals over many matches of one game, per seat.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// What a trick is called ("Pins") and what the match score counts ("Flints").
    pub names: (&'static str, &'static str),
    /// Matches played.
    pub matches: u64,
    /// Match wins per seat.
    pub wins: Vec<u64>,
    /// Match score per seat (Flints, the side's games, Hearts points).
    pub score: Vec<i64>,
    /// Tricks (Pins) per seat.
    pub tricks: Vec<u64>,
    /// Cards played.
    pub plays: u64,
    /// Deals dealt.
    pub deals: u64,
}

impl Summary {
    /// Adds one match.
    pub fn add<G: SimGame>(&mut self, report: &MatchReport<G>) {
        let n = report.won.len();
        self.names = (G::TRICKS, G::SCORE);
        for totals in [&mut self.wins, &mut self.tricks] {
            totals.resize(n.max(totals.len()), 0);
        }
        self.score.resize(n.max(self.score.len()), 0);
        self.matches += 1;
        for i in 0..n {
            self.wins[i] += u64::from(report.won[i]);
            self.score[i] += i64::from(report.score[i]);
            self.tricks[i] += report.tricks_won[i];
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
        let (tricks, score) = self.names;
        writeln!(
            f,
            "seat   wins  win% {score:>8} {tricks:>6} {:>11}",
            format!("{tricks}/match")
        )?;
        let m = self.matches.max(1) as f64;
        for (i, wins) in self.wins.iter().enumerate() {
            writeln!(
                f,
                "{i:>4} {wins:>6} {:>5.1} {:>8} {:>6} {:>11.1}",
                100.0 * *wins as f64 / m,
                self.score[i],
                self.tricks[i],
                self.tricks[i] as f64 / m
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

/// One contestant's results in a tournament.
#[derive(Clone, Debug)]
pub struct LevelResult {
    /// The contestant: a level's name, or an outside bot's (`bot0`).
    pub name: String,
    /// Share of its seat-matches won (chance is 1/players), per shuffle, with its interval.
    pub win_rate: Estimate,
    /// The game's measure per deal per seat (tricks or Pins won; Hearts' points), with its interval.
    pub per_deal: Estimate,
    /// Median decision time in milliseconds (an outside bot's: the whole round trip).
    pub p50_ms: f64,
    /// 95th-percentile decision time in milliseconds.
    pub p95_ms: f64,
    /// Decisions timed.
    pub decisions: usize,
}

/// The difference between two contestants over the same shuffles (duplicate play).
#[derive(Clone, Debug)]
pub struct Margin {
    /// The stronger-expected contestant (the first given).
    pub better: String,
    /// The one it is compared with.
    pub worse: String,
    /// Win rate of `better` minus that of `worse`, paired per shuffle.
    pub win_rate: Estimate,
    /// How much better `better` did per deal than `worse`, paired per shuffle: tricks more, or Hearts points
    /// fewer (positive when `better` is better).
    pub per_deal: Estimate,
}

/// The outcome of a duplicate tournament.
#[derive(Clone, Debug)]
pub struct Tournament {
    /// The rules played, in a few words.
    pub rules: String,
    /// What the tournament measures per deal ("tricks", "Pins", "points").
    pub measure: &'static str,
    /// Whether less of the measure is better.
    pub lower_is_better: bool,
    /// Shuffles (match seeds) played.
    pub shuffles: u64,
    /// Matches played to the end (shuffles × seatings, less those lost).
    pub matches: u64,
    /// Per contestant: the outside bots first, then the levels in the order given.
    pub levels: Vec<LevelResult>,
    /// For each pair of contestants in that order, the first minus the second.
    pub margins: Vec<Margin>,
    /// Whether an outside bot played (then the results say how many matches were lost).
    pub outside: bool,
    /// Matches an outside bot lost by an illegal move, an error, garbage or no answer.
    pub lost: u64,
    /// Shuffles left out of the results because a match of theirs was lost (the comparison is paired).
    pub left_out: u64,
}

/// The seatings of a duplicate tournament: levels assigned to seats in turn (`levels[i % len]`), then every
/// distinct rotation, so that each level sits in each seat over the same shuffles.
pub fn seatings(levels: &[Level], players: u8) -> Vec<Vec<Level>> {
    let n = players as usize;
    let base: Vec<Level> = (0..n).map(|i| levels[i % levels.len()]).collect();
    rotations(&base)
}

/// Every distinct rotation of `base` (rotation `r` seats `base[(i + r) % n]` at seat `i`), `base` first.
pub fn rotations<T: Clone + PartialEq>(base: &[T]) -> Vec<Vec<T>> {
    let n = base.len();
    let mut out: Vec<Vec<T>> = Vec::new();
    for r in 0..n {
        let seating: Vec<T> = (0..n).map(|i| base[(i + r) % n].clone()).collect();
        if !out.contains(&seating) {
            out.push(seating);
        }
    }
    out
}

/// Plays a duplicate tournament between `levels`: for each of `shuffles` seeds from `seed`, one match per
/// seating ([`seatings`]). Matches are spread over the threads of the rayon pool it runs in ([`with_threads`]);
/// the results do not depend on how many.
pub fn tournament<R>(
    rules: R,
    seed: u64,
    shuffles: u64,
    levels: &[Level],
) -> Result<Tournament, SimError>
where
    R: Ruleset<Game: SimGame>,
{
    let n = rules.player_count() as usize;
    let base: Vec<Contestant> = (0..n)
        .map(|i| Contestant::Level(levels[i % levels.len().max(1)]))
        .collect();
    tournament_seated(rules, seed, shuffles, &base, &[], |_| {})
}

/// What one match of a tournament gives: per seat, (won, measure, deals); and (seat, seconds) per decision.
type SeatingResult = (Vec<(f64, f64, f64)>, Vec<(usize, f64)>);

/// Plays a duplicate tournament from the seating `base` (one contestant per seat, outside bots among them):
/// every distinct rotation of it over each of `shuffles` seeds from `seed`, so each contestant sits in each seat
/// over the same shuffles. A match an outside bot loses is told to `lost` (in seed order) and its shuffle is left
/// out of the results, which are paired per shuffle.
pub fn tournament_seated<R>(
    rules: R,
    seed: u64,
    shuffles: u64,
    base: &[Contestant],
    bots: &[BotPool],
    mut lost: impl FnMut(&BotFailure),
) -> Result<Tournament, SimError>
where
    R: Ruleset<Game: SimGame>,
{
    rules.playable().map_err(SimError::Rules)?;
    let seatings = rotations(base);
    // The outside bots first, so the margins read "bot0 - hard".
    let mut distinct: Vec<Contestant> = Vec::new();
    for c in base.iter().filter(|c| matches!(c, Contestant::Bot(_))) {
        if !distinct.contains(c) {
            distinct.push(*c);
        }
    }
    for c in base {
        if !distinct.contains(c) {
            distinct.push(*c);
        }
    }
    let k = distinct.len();
    let index = |c: &Contestant| distinct.iter().position(|d| d == c).unwrap_or(0);
    let played = ordered(shuffles, |m| {
        let match_seed = seed.wrapping_add(m);
        seatings
            .iter()
            .map(|seating| {
                let mut times = Vec::new();
                let report = play_seated(rules, match_seed, seating, bots, |seat, seconds| {
                    times.push((seat, seconds))
                })?;
                let seats = (0..seating.len())
                    .map(|s| {
                        (
                            f64::from(u8::from(report.won[s])),
                            R::Game::measure(&report, s),
                            report.deals as f64,
                        )
                    })
                    .collect();
                Ok((seats, times))
            })
            .collect::<Vec<Result<SeatingResult, SimError>>>()
    });
    // Per shuffle, per contestant: (wins, seat-matches, measure, seat-deals).
    let mut per_shuffle: Vec<Vec<(f64, f64, f64, f64)>> = Vec::new();
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); k];
    let (mut matches, mut lost_matches, mut left_out) = (0, 0, 0);
    for results in played {
        let mut complete = true;
        let mut done = Vec::new();
        for (seating, result) in seatings.iter().zip(results) {
            match result {
                Ok(r) => done.push((seating, r)),
                Err(SimError::Bot(failure)) => {
                    lost(&failure);
                    lost_matches += 1;
                    complete = false;
                }
                Err(e) => return Err(e),
            }
        }
        matches += done.len() as u64;
        if !complete {
            left_out += 1;
            continue;
        }
        let mut row = vec![(0.0f64, 0.0f64, 0.0f64, 0.0f64); k];
        for (seating, (seats, decisions)) in done {
            for (s, (won, measure, deals)) in seats.into_iter().enumerate() {
                let cell = &mut row[index(&seating[s])];
                cell.0 += won;
                cell.1 += 1.0;
                cell.2 += measure;
                cell.3 += deals;
            }
            for (s, t) in decisions {
                times[index(&seating[s])].push(t);
            }
        }
        per_shuffle.push(row);
    }
    let rate = |row: &[(f64, f64, f64, f64)], li: usize| row[li].0 / row[li].1.max(1.0);
    let ppd = |row: &[(f64, f64, f64, f64)], li: usize| row[li].2 / row[li].3.max(1.0);
    let mut results = Vec::new();
    for (li, contestant) in distinct.iter().enumerate() {
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
            name: contestant.name(bots),
            win_rate: Estimate::of(&wins),
            per_deal: Estimate::of(&pins),
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
            let sign = if R::Game::LOWER_IS_BETTER { -1.0 } else { 1.0 };
            let pins: Vec<f64> = per_shuffle
                .iter()
                .map(|r| sign * (ppd(r, a) - ppd(r, b)))
                .collect();
            margins.push(Margin {
                better: results[a].name.clone(),
                worse: results[b].name.clone(),
                win_rate: Estimate::of(&wins),
                per_deal: Estimate::of(&pins),
            });
        }
    }
    Ok(Tournament {
        rules: R::Game::describe(&rules),
        measure: R::Game::MEASURE,
        lower_is_better: R::Game::LOWER_IS_BETTER,
        shuffles,
        matches,
        levels: results,
        margins,
        outside: distinct.iter().any(|c| matches!(c, Contestant::Bot(_))),
        lost: lost_matches,
        left_out,
    })
}

/// What starts a line of the simulator's output that measures time: such lines (and only they) differ between
/// runs, and between `--threads` counts.
pub const TIMING: &str = "time";

impl fmt::Display for Tournament {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "duplicate tournament: {}, {} shuffles, {} matches",
            self.rules, self.shuffles, self.matches
        )?;
        writeln!(
            f,
            "level   match win rate    {:<17} decisions",
            format!("{} per deal", self.measure)
        )?;
        for l in &self.levels {
            writeln!(
                f,
                "{:<7} {:<17} {:<17} {}",
                l.name,
                l.win_rate.to_string(),
                l.per_deal.to_string(),
                l.decisions
            )?;
        }
        let (more, fewer) = if self.lower_is_better {
            ("fewer", "more")
        } else {
            ("more", "fewer")
        };
        for m in &self.margins {
            // The margin is positive when the first named did better; a negative one reads as its size the other
            // way ("1.2 fewer", not "-1.2 more").
            let size = Estimate {
                mean: m.per_deal.mean.abs(),
                half_width: m.per_deal.half_width,
            };
            let behind = m.per_deal.mean < 0.0;
            let note = if m.per_deal.above_zero() && m.win_rate.mean > 0.0 {
                "  (better: interval excludes zero)"
            } else if behind && size.above_zero() && m.win_rate.mean < 0.0 {
                "  (worse: interval excludes zero)"
            } else {
                ""
            };
            writeln!(
                f,
                "{} - {}: win rate {}, {} per deal {} {}{}",
                m.better,
                m.worse,
                m.win_rate,
                self.measure,
                size,
                if behind { fewer } else { more },
                note
            )?;
        }
        if self.outside {
            writeln!(
                f,
                "{} {} lost by an outside bot (an illegal move, an error, garbage or no answer); {} {} left out",
                self.lost,
                if self.lost == 1 { "match" } else { "matches" },
                self.left_out,
                if self.left_out == 1 {
                    "shuffle"
                } else {
                    "shuffles"
                }
            )?;
        }
        // Decision times differ from run to run: they come last, on lines of their own.
        for l in &self.levels {
            writeln!(
                f,
                "{TIMING} a decision, {}: p50 {:.4} ms, p95 {:.4} ms",
                l.name, l.p50_ms, l.p95_ms
            )?;
        }
        Ok(())
    }
}

/// Runs `work` with the simulator's matches spread over `threads` threads (a rayon pool; 0 means one per core).
/// The web build has no threads and runs `work` as it is.
pub fn with_threads<T: Send>(threads: usize, work: impl FnOnce() -> T + Send) -> Result<T, String> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("sim-{i}"))
            .build()
            .map_err(|e| format!("cannot start {threads} threads: {e}"))?;
        Ok(pool.install(work))
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = threads;
        Ok(work())
    }
}

/// The threads of the rayon pool the caller runs in (1 on the web).
pub fn threads() -> usize {
    #[cfg(not(target_arch = "wasm32"))]
    return rayon::current_num_threads();
    #[cfg(target_arch = "wasm32")]
    return 1;
}

/// `f(0)`, `f(1)`, ... `f(count - 1)` in that order, computed on the current rayon pool's threads: whatever the
/// threads, the results come back in index order, which keeps every output independent of their number.
fn ordered<U: Send>(count: u64, f: impl Fn(u64) -> U + Sync + Send) -> Vec<U> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        (0..count as usize)
            .into_par_iter()
            .map(|i| f(i as u64))
            .collect()
    }
    #[cfg(target_arch = "wasm32")]
    {
        (0..count).map(f).collect()
    }
}

/// Matches a plain run hands to the threads at once: their reports wait for the slowest before they are
/// summed and logged in seed order, so a bounded batch bounds the memory.
const BATCH: u64 = 256;

/// A match a plain run played: its report and, when the run logs, its log line (written by the thread that
/// played it).
pub type Played<G> = (MatchReport<G>, Option<String>);

/// Plays `matches` matches from seed `seed` with `seats` (levels and outside `bots`) on the current rayon
/// pool's threads, and hands each to `each` in seed order: its report and log line, or the failure of the
/// outside bot that lost it. Stops at the first error of `each` or of a computer player.
pub fn play_matches<R>(
    rules: R,
    seed: u64,
    matches: u64,
    seats: &[Contestant],
    bots: &[BotPool],
    log: bool,
    mut each: impl FnMut(Result<Played<R::Game>, BotFailure>) -> Result<(), String>,
) -> Result<(), String>
where
    R: Ruleset<Game: SimGame>,
{
    let mut done = 0;
    while done < matches {
        let batch = BATCH.min(matches - done);
        let first = seed.wrapping_add(done);
        let results = ordered(batch, |i| {
            play_seated(rules, first.wrapping_add(i), seats, bots, |_, _| {}).map(|report| {
                let line = log.then(|| log_line(&report));
                (report, line)
            })
        });
        for result in results {
            match result {
                Ok(played) => each(Ok(played))?,
                Err(SimError::Bot(failure)) => each(Err(*failure))?,
                Err(e) => return Err(e.to_string()),
            }
        }
        done += batch;
    }
    Ok(())
}

/// One deal of `sim --par`: what it brought seat 0 in the real match, and its par.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParDeal {
    /// The match's seed.
    pub seed: u64,
    /// The deal's number in its match, from 1.
    pub deal: u32,
    /// What the deal brought seat 0 (see [`crate::ai::par::deal_result`]).
    pub result: i64,
    /// Its par: the Hard computer's replay of seat 0 against the same opponents.
    pub par: i64,
}

/// Par against the real result (`sim --par`): every deal of `matches` matches from seed `seed` on, played by
/// `levels` (each seat a [`ComputerPlayer`] seeded as the table seats them, [`player_seed`]), with seat 0's
/// result and its par. With Hard in seat 0 the two are equal on every deal: par is a duplicate.
#[derive(Clone, Debug, PartialEq)]
pub struct ParReport {
    /// The game.
    pub kind: crate::engine::GameKind,
    /// Seat 0's level in the real matches.
    pub level: Level,
    /// Every deal, in seed order.
    pub deals: Vec<ParDeal>,
    /// Seconds of play and replay, summed over the threads.
    pub seconds: f64,
}

/// Measures [`ParReport`] for `rules` from seed `seed` on, `levels` by seat; `max_deals` stops each match after
/// that many deals (the whole match if `None`).
pub fn par_report(
    rules: crate::engine::AnyRules,
    seed: u64,
    matches: u64,
    levels: &[Level],
    max_deals: Option<u32>,
) -> Result<ParReport, String> {
    use crate::ai::ComputerPlayer;
    use crate::ai::par::{Sitter, deal_result, par};
    use crate::engine::{AnyEvent, Decision};
    let per_match = ordered(matches, |i| -> Result<(Vec<ParDeal>, f64), String> {
        let clock = Clock::start();
        let seed = seed.wrapping_add(i);
        let mut game = rules.start(seed, &mut Vec::new())?;
        let sitters: Vec<Sitter> = Seat::all(game.players())
            .map(|s| {
                let level = levels.get(s.index()).or(levels.last()).copied();
                (level.unwrap_or(Level::Normal), player_seed(seed, s))
            })
            .collect();
        let mut players: Vec<ComputerPlayer> = sitters
            .iter()
            .map(|&(level, seed)| ComputerPlayer::new(level, seed))
            .collect();
        let mut deals = Vec::new();
        while !game.is_over() && max_deals.is_none_or(|m| deals.len() < m as usize) {
            let start = game;
            let mut winners = Vec::new();
            while !game.is_over() && game.deals() == start.deals() {
                let mut events: Vec<AnyEvent> = Vec::new();
                let decision = game.decision().ok_or("no decision in a match not over")?;
                match decision {
                    Decision::PlayCard { seat } => {
                        let card = players[seat.index()]
                            .decide(&game, seat, u32::MAX)
                            .ok_or_else(|| format!("{seat} played nothing"))?;
                        game.play(seat, card, &mut events)
                            .map_err(|e| format!("{seat} tried {card}: {e}"))?;
                    }
                    Decision::PassCards { seat, .. } | Decision::Discard { seat, .. } => {
                        let cards = players[seat.index()]
                            .decide_pass(&game, seat)
                            .ok_or_else(|| format!("{seat} passed nothing"))?;
                        game.pass(seat, cards, &mut events)
                            .map_err(|e| format!("{seat} passed badly: {e}"))?;
                    }
                    Decision::Declare { seat } => {
                        let call = players[seat.index()]
                            .decide_call(&game, seat)
                            .ok_or_else(|| format!("{seat} made no call"))?;
                        game.declare(seat, call, &mut events)
                            .map_err(|e| format!("{seat} tried {call}: {e}"))?;
                    }
                }
                winners.extend(events.iter().filter_map(AnyEvent::trick_winner));
            }
            deals.push(ParDeal {
                seed,
                deal: start.deals(),
                result: deal_result(&start, &game, &winners, Seat(0)),
                par: par(&start, Seat(0), &sitters)?.result,
            });
        }
        Ok((deals, clock.seconds()))
    });
    let mut report = ParReport {
        kind: rules.kind(),
        level: levels.first().copied().unwrap_or(Level::Normal),
        deals: Vec::new(),
        seconds: 0.0,
    };
    for one in per_match {
        let (deals, seconds) = one?;
        report.deals.extend(deals);
        report.seconds += seconds;
    }
    Ok(report)
}

impl fmt::Display for ParReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (_, unit) = crate::ai::par::unit(self.kind);
        let negated = if self.kind == crate::engine::GameKind::Hearts {
            ", negated: fewer taken is better"
        } else {
            ""
        };
        writeln!(
            f,
            "{}: seat 0 ({}) against par, in {unit}{negated}; par is the Hard computer replaying seat 0 against the same opponents",
            self.kind.title(),
            self.level.name()
        )?;
        for d in &self.deals {
            writeln!(
                f,
                "seed {} deal {}: result {}, par {}, {:+}",
                d.seed,
                d.deal,
                d.result,
                d.par,
                d.result - d.par
            )?;
        }
        let n = self.deals.len();
        let level = self.deals.iter().filter(|d| d.result == d.par).count();
        let diff: i64 = self.deals.iter().map(|d| d.result - d.par).sum();
        writeln!(
            f,
            "{n} deals: equal to par on {level}; result minus par {:+} in all, {:+.2} a deal",
            diff,
            diff as f64 / n.max(1) as f64
        )?;
        writeln!(
            f,
            "{TIMING}: {:.1} s of play and replay, {:.2} s a deal, on one thread",
            self.seconds,
            self.seconds / n.max(1) as f64
        )
    }
}
