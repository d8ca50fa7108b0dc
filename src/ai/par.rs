//! Par: a luck-neutral measure of how well a hand was played. The Hard computer takes the person's seat and plays
//! the same deal again, from the same cards, against the same opponents; par is its result, and the person's
//! result minus par says how much better or worse than the Hard computer they did with the cards they were dealt.
//!
//! Par is a duplicate: every computer decision is a function of its player's seed and the view it decides on
//! (see [`super::any::decision_seed`]), the replay's opponents keep the seeds they have in the match, and the Hard
//! computer in the person's seat decides with [`STAND_IN_SEED`], as the hint and the hand review do. So if the Hard
//! computer would have made every decision the person made, the replay is the real deal again, card for card, and
//! par equals the person's result; where the person chose otherwise, the replay shows what Hard's choice brought.
//! One replay is the whole measure: a second would be the same one. The work is an iteration count like every
//! search here, and [`ParRun::step`] does it a slice at a time, so the table can spread it over frames.

use super::{ComputerPlayer, Level};
use crate::engine::whist::side_of;
use crate::engine::{AnyEvent, AnyMatch, Decision, GameKind, Seat};

/// The seed of the Hard computer standing in for the person: the hint, the hand review and par's replay decide
/// with it, so for the same view all three name the same card, pass or call.
pub const STAND_IN_SEED: u64 = 0x5354_414E_4420_494E;

/// Who plays a seat in a replay: the level and the seed of the match's own player there.
pub type Sitter = (Level, u64);

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

/// A finished par: what the Hard computer's replay of the deal brought the seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Par {
    /// The replay's result, in the game's unit (see [`deal_result`]).
    pub result: i64,
}

/// A par being worked out: the replay under way.
#[derive(Clone, Debug)]
pub struct ParRun {
    start: AnyMatch,
    seat: Seat,
    game: AnyMatch,
    players: Vec<ComputerPlayer>,
    winners: Vec<Seat>,
    result: Option<i64>,
    failed: Option<String>,
}

impl ParRun {
    /// A par of the deal dealt in `start` for `seat`; `sitters` are the match's players by seat, each with the
    /// seed it plays with. The entry for `seat` keeps its seed but always plays Hard; a seat missing from
    /// `sitters` is a Normal computer seeded by its number.
    pub fn new(start: AnyMatch, seat: Seat, sitters: &[Sitter]) -> ParRun {
        let players = Seat::all(start.players())
            .map(|s| {
                let (level, seed) = sitters
                    .get(s.index())
                    .copied()
                    .unwrap_or((Level::Normal, u64::from(s.0) + 1));
                let level = if s == seat { Level::Hard } else { level };
                ComputerPlayer::new(level, seed)
            })
            .collect();
        ParRun {
            start,
            seat,
            game: start,
            players,
            winners: Vec::new(),
            result: None,
            failed: None,
        }
    }

    /// The game of the deal.
    pub fn kind(&self) -> GameKind {
        self.start.kind()
    }

    /// Works on the par for at most about `work` search iterations (a Hard decision may take several calls);
    /// `true` once the replay is done (or failed: see [`ParRun::error`]).
    pub fn step(&mut self, work: u32) -> bool {
        let mut budget = work.max(1) as i64;
        while !self.is_done() && budget > 0 {
            if deal_over(&self.start, &self.game) {
                self.result = Some(deal_result(
                    &self.start,
                    &self.game,
                    &self.winners,
                    self.seat,
                ));
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
                if player.level.budget().is_some() {
                    work as i64
                } else {
                    1
                }
            }
            Decision::PassCards { .. } | Decision::Discard { .. } => {
                // Expert's Hearts pass is searched: a slice of it at a time, as a card's search.
                let Some(cards) = player.think_pass(&game, seat, work) else {
                    if player.thinking() {
                        return Ok(work as i64);
                    }
                    return Err(format!("{seat} passed nothing"));
                };
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
                if player.level.budget().is_some() {
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

    /// Whether the replay is done, or failed.
    pub fn is_done(&self) -> bool {
        self.failed.is_some() || self.result.is_some()
    }

    /// Why the replay could not be played (an engine or player error; never expected).
    pub fn error(&self) -> Option<&str> {
        self.failed.as_deref()
    }

    /// The par, once the replay is done.
    pub fn par(&self) -> Option<Par> {
        if self.failed.is_some() {
            return None;
        }
        self.result.map(|result| Par { result })
    }
}

/// Works out the par of the deal dealt in `start` for `seat` at once (see [`ParRun`]).
pub fn par(start: &AnyMatch, seat: Seat, sitters: &[Sitter]) -> Result<Par, String> {
    let mut run = ParRun::new(*start, seat, sitters);
    while !run.step(u32::MAX / 2) {}
    match run.error() {
        Some(why) => Err(why.to_string()),
        None => run
            .par()
            .ok_or_else(|| "the replay did not finish".to_string()),
    }
}
