//! Par: a luck-neutral measure of how well a hand was played. The Hard computer takes the person's seat and plays
//! the same deal again, from the same cards, against the same opponents (each deciding from its own view, as in
//! the match); par is its mean result over a few such replays, and the person's result minus par says how much
//! better or worse than the Hard computer they did with the cards they were dealt.
//!
//! Everything is seeded: a replay's players draw their seeds from the par seed, so a par is reproducible from
//! its seed. The work is an iteration count like every search here, and [`ParRun::step`] does it a slice at a
//! time, so the table can spread it over frames (desktop and web alike).

use super::{ComputerPlayer, Level};
use crate::engine::whist::side_of;
use crate::engine::{AnyEvent, AnyMatch, Decision, GameKind, Seat};

/// Replays a par is the mean of. The spread of single replays is measured in `docs/ai.md` (`sim --par`); four
/// halve it.
pub const REPLAYS: u32 = 4;

/// What a deal brought `seat`, in its game's unit, higher is better: Pins won (Wendellhead), the side's tricks
/// (Whist), the points taken, negated (Hearts: fewer is better), the payment (Schafkopf). `start` is the match as
/// the deal was dealt, `end` the match once it was scored (the next deal dealt, or the match over), `winners`
/// the winner of each of the deal's tricks.
pub fn deal_result(start: &AnyMatch, end: &AnyMatch, winners: &[Seat], seat: Seat) -> i64 {
    match (start, end) {
        (AnyMatch::Wendellhead(_), _) => winners.iter().filter(|&&w| w == seat).count() as i64,
        (AnyMatch::Whist(_), _) => winners
            .iter()
            .filter(|&&w| side_of(w) == side_of(seat))
            .count() as i64,
        (AnyMatch::Hearts(a), AnyMatch::Hearts(b)) => {
            let i = seat.index();
            i64::from(a.scores().get(i).copied().unwrap_or(0))
                - i64::from(b.scores().get(i).copied().unwrap_or(0))
        }
        (AnyMatch::Schafkopf(a), AnyMatch::Schafkopf(b)) => {
            let i = seat.index();
            b.balance().get(i).copied().unwrap_or(0) - a.balance().get(i).copied().unwrap_or(0)
        }
        _ => 0,
    }
}

/// What [`deal_result`] counts in each game: (one, many).
pub fn unit(kind: GameKind) -> (&'static str, &'static str) {
    match kind {
        GameKind::Wendellhead => ("Pin", "Pins"),
        GameKind::Whist => ("trick", "tricks"),
        GameKind::Hearts | GameKind::Schafkopf => ("point", "points"),
    }
}

/// Whether the deal `start` began is over in `game`: the next one is dealt, or the match ended.
fn deal_over(start: &AnyMatch, game: &AnyMatch) -> bool {
    game.is_over() || game.deals() != start.deals()
}

/// The par seed of a deal: a mix of the match seed and the deal's number, so each deal's par has its own.
pub fn par_seed(start: &AnyMatch) -> u64 {
    (start.seed() ^ 0x5041_5220_5345_4544).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ u64::from(start.deals())
}

/// A finished par: each replay's result and their mean.
#[derive(Clone, Debug, PartialEq)]
pub struct Par {
    /// Each replay's result, in the game's unit (see [`deal_result`]).
    pub results: Vec<i64>,
}

impl Par {
    /// The mean result: par.
    pub fn mean(&self) -> f64 {
        self.results.iter().sum::<i64>() as f64 / self.results.len().max(1) as f64
    }

    /// The standard deviation of the replays' results (0 with one replay).
    pub fn spread(&self) -> f64 {
        let n = self.results.len();
        if n < 2 {
            return 0.0;
        }
        let mean = self.mean();
        let var = self
            .results
            .iter()
            .map(|&r| (r as f64 - mean).powi(2))
            .sum::<f64>()
            / (n - 1) as f64;
        var.sqrt()
    }
}

/// A par being worked out: the replays done so far and the one under way.
#[derive(Clone, Debug)]
pub struct ParRun {
    start: AnyMatch,
    seat: Seat,
    levels: Vec<Level>,
    seed: u64,
    replays: u32,
    game: AnyMatch,
    players: Vec<ComputerPlayer>,
    winners: Vec<Seat>,
    results: Vec<i64>,
    failed: Option<String>,
}

impl ParRun {
    /// A par of the deal dealt in `start` for `seat`, over `replays` replays seeded from `seed`; `levels` are the
    /// table's computer levels by seat (the entry for `seat` is ignored: Hard plays it).
    pub fn new(start: AnyMatch, seat: Seat, levels: &[Level], seed: u64, replays: u32) -> ParRun {
        let mut levels = levels.to_vec();
        levels.resize(start.players() as usize, Level::Normal);
        if let Some(level) = levels.get_mut(seat.index()) {
            *level = Level::Hard;
        }
        let mut run = ParRun {
            start,
            seat,
            levels,
            seed,
            replays: replays.max(1),
            game: start,
            players: Vec::new(),
            winners: Vec::new(),
            results: Vec::new(),
            failed: None,
        };
        run.begin_replay();
        run
    }

    /// Seats the players for the next replay: every seat's seed comes from the par seed and the replay's number.
    fn begin_replay(&mut self) {
        let replay = self.results.len() as u64;
        self.game = self.start;
        self.winners.clear();
        self.players = self
            .levels
            .iter()
            .enumerate()
            .map(|(i, &level)| {
                let base = self.seed ^ replay.wrapping_mul(0xD1B5_4A32_D192_ED03);
                let seed = base.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (i as u64 + 1);
                ComputerPlayer::new(level, seed)
            })
            .collect();
    }

    /// The game of the deal.
    pub fn kind(&self) -> GameKind {
        self.start.kind()
    }

    /// Works on the par for at most about `work` search iterations (a Hard decision may take several calls);
    /// `true` once every replay is done (or one failed: see [`ParRun::error`]).
    pub fn step(&mut self, work: u32) -> bool {
        let mut budget = work.max(1) as i64;
        while !self.is_done() && budget > 0 {
            if deal_over(&self.start, &self.game) {
                let result = deal_result(&self.start, &self.game, &self.winners, self.seat);
                self.results.push(result);
                if !self.is_done() {
                    self.begin_replay();
                }
                continue;
            }
            match self.advance(work) {
                Ok(cost) => budget -= cost,
                Err(why) => self.failed = Some(why),
            }
        }
        self.is_done()
    }

    /// One decision (or a slice of a Hard one): what it cost, in search iterations.
    fn advance(&mut self, work: u32) -> Result<i64, String> {
        let decision = self.game.decision().ok_or("the deal ended early")?;
        let seat = match decision {
            Decision::PlayCard { seat }
            | Decision::PassCards { seat, .. }
            | Decision::Discard { seat, .. }
            | Decision::Declare { seat } => seat,
        };
        let player = self
            .players
            .get_mut(seat.index())
            .ok_or_else(|| format!("no player for {seat}"))?;
        let mut events: Vec<AnyEvent> = Vec::new();
        let game = self.game;
        let cost = match decision {
            Decision::PlayCard { .. } => {
                let Some(card) = player.decide(&game, seat, work) else {
                    return Ok(work as i64);
                };
                self.game
                    .play(seat, card, &mut events)
                    .map_err(|e| format!("{seat} tried {card}: {e}"))?;
                if player.level == Level::Hard {
                    work as i64
                } else {
                    1
                }
            }
            Decision::PassCards { .. } | Decision::Discard { .. } => {
                let cards = player
                    .decide_pass(&game, seat)
                    .ok_or_else(|| format!("{seat} passed nothing"))?;
                self.game
                    .pass(seat, cards, &mut events)
                    .map_err(|e| format!("{seat} passed badly: {e}"))?;
                1
            }
            Decision::Declare { .. } => {
                let call = player
                    .decide_call(&game, seat)
                    .ok_or_else(|| format!("{seat} made no call"))?;
                self.game
                    .declare(seat, call, &mut events)
                    .map_err(|e| format!("{seat} tried {call}: {e}"))?;
                // A Hard call simulates the hand: count it as a search.
                if player.level == Level::Hard {
                    work as i64
                } else {
                    1
                }
            }
        };
        self.winners
            .extend(events.iter().filter_map(AnyEvent::trick_winner));
        Ok(cost)
    }

    /// Whether every replay is done, or one failed.
    pub fn is_done(&self) -> bool {
        self.failed.is_some() || self.results.len() as u32 >= self.replays
    }

    /// Why a replay could not be played (an engine or player error; never expected).
    pub fn error(&self) -> Option<&str> {
        self.failed.as_deref()
    }

    /// The par, once every replay is done.
    pub fn par(&self) -> Option<Par> {
        (self.failed.is_none() && self.results.len() as u32 >= self.replays).then(|| Par {
            results: self.results.clone(),
        })
    }
}

/// Works out the par of the deal dealt in `start` for `seat` at once (see [`ParRun`]).
pub fn par(
    start: &AnyMatch,
    seat: Seat,
    levels: &[Level],
    seed: u64,
    replays: u32,
) -> Result<Par, String> {
    let mut run = ParRun::new(*start, seat, levels, seed, replays);
    while !run.step(u32::MAX / 2) {}
    match run.error() {
        Some(why) => Err(why.to_string()),
        None => run.par().ok_or_else(|| "no replay finished".to_string()),
    }
}
