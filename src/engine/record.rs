//! A match's record: every deal's starting state and every move made in it, by anyone, in order. It is what a
//! saved match keeps of its history: from it the game rebuilds each hand's tricks, the person's decisions (for
//! the hand review and undo), what each hand brought, and par's replays, exactly as they were played.

use serde::{Deserialize, Serialize};

use super::{AnyEvent, AnyMatch, Call, Card, CardSet, PlayError, Seat};

/// One move of a seat's: a card played, cards passed or laid away, or a call while declaring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Move {
    /// A card played.
    Card(Card),
    /// Cards passed (Hearts) or laid away (Dreiwendsch's skat taker).
    Pass(CardSet),
    /// A call while declaring (Schafkopf).
    Call(Call),
}

impl Move {
    /// Makes this move for `seat` in `game`, adding what happened to `events`. On error nothing changes.
    pub fn apply(
        self,
        game: &mut AnyMatch,
        seat: Seat,
        events: &mut Vec<AnyEvent>,
    ) -> Result<(), PlayError> {
        match self {
            Move::Card(card) => game.play(seat, card, events),
            Move::Pass(cards) => game.pass(seat, cards, events),
            Move::Call(call) => game.declare(seat, call, events),
        }
    }
}

/// One deal: the match as it was dealt, and the moves made in it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DealRecord {
    /// The match as the deal was dealt (or, for a deal whose record began mid-way, as the record began).
    pub start: AnyMatch,
    /// The record began mid-way through this deal (a match saved by a version that kept no record): what came
    /// before `start` is not known.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub partial: bool,
    /// The moves, in order, each with the seat that made it.
    pub moves: Vec<(Seat, Move)>,
}

/// Where a record had got: how many deals it held, and the last one's moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordPlace {
    /// Deals recorded.
    pub deals: usize,
    /// Moves of the last of them.
    pub moves: usize,
}

/// The record of a whole match, deal by deal.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct MatchRecord {
    /// The deals, oldest first; the last is the one being played (or the last one, once the match is over).
    pub deals: Vec<DealRecord>,
}

/// Why a record does not fit its match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError(pub String);

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl MatchRecord {
    /// The record of a match that starts at `game` (its first deal just dealt).
    pub fn new(game: &AnyMatch) -> Self {
        MatchRecord {
            deals: vec![DealRecord {
                start: *game,
                partial: false,
                moves: Vec::new(),
            }],
        }
    }

    /// The record of a match that was already under way at `game` without one: it begins mid-deal.
    pub fn continued(game: &AnyMatch) -> Self {
        let mut record = MatchRecord::new(game);
        record.deals[0].partial = true;
        record
    }

    /// Makes `mv` for `seat` in `game` and records it; a move that deals the next hand opens its record. On
    /// error nothing changes.
    pub fn apply(
        &mut self,
        game: &mut AnyMatch,
        seat: Seat,
        mv: Move,
        events: &mut Vec<AnyEvent>,
    ) -> Result<(), PlayError> {
        let deals = game.deals();
        mv.apply(game, seat, events)?;
        if self.deals.is_empty() {
            // Never expected (every record starts with a deal); still, keep what comes.
            self.deals.push(DealRecord {
                start: *game,
                partial: true,
                moves: Vec::new(),
            });
        } else if let Some(last) = self.deals.last_mut() {
            last.moves.push((seat, mv));
        }
        if game.deals() != deals && !game.is_over() {
            self.deals.push(DealRecord {
                start: *game,
                partial: false,
                moves: Vec::new(),
            });
        }
        Ok(())
    }

    /// How far the record has got.
    pub fn place(&self) -> RecordPlace {
        RecordPlace {
            deals: self.deals.len(),
            moves: self.deals.last().map_or(0, |d| d.moves.len()),
        }
    }

    /// Forgets everything after `place` (a decision taken back).
    pub fn truncate(&mut self, place: RecordPlace) {
        self.deals.truncate(place.deals);
        if let Some(last) = self.deals.last_mut() {
            last.moves.truncate(place.moves);
        }
    }

    /// Replays the record and checks that it arrives at `game`: every move legal, every deal starting where the
    /// one before it ended. The error says where it fails (a damaged save).
    pub fn check(&self, game: &AnyMatch) -> Result<(), RecordError> {
        let Some(first) = self.deals.first() else {
            return Err(RecordError("it holds no deal".into()));
        };
        if first.start.seed() != game.seed() || first.start.rules() != game.rules() {
            return Err(RecordError("it is of another match".into()));
        }
        let mut at: Option<AnyMatch> = None;
        for (i, deal) in self.deals.iter().enumerate() {
            if deal.partial && i > 0 {
                return Err(RecordError(format!("deal {} begins mid-way", i + 1)));
            }
            if let Some(end) = at
                && end != deal.start
            {
                return Err(RecordError(format!(
                    "deal {} does not start where deal {} ended",
                    i + 1,
                    i
                )));
            }
            deal.start
                .audit()
                .map_err(|e| RecordError(format!("deal {}: {e}", i + 1)))?;
            let mut play = deal.start;
            let mut events = Vec::new();
            for (n, &(seat, mv)) in deal.moves.iter().enumerate() {
                events.clear();
                mv.apply(&mut play, seat, &mut events)
                    .map_err(|e| RecordError(format!("deal {}, move {}: {e}", i + 1, n + 1)))?;
            }
            at = Some(play);
        }
        match at {
            Some(end) if end == *game => Ok(()),
            _ => Err(RecordError(
                "its last move does not lead to the saved match".into(),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::AnyRules;

    /// Plays `game` to its end with the first legal card (passes and calls as the engine's first choice),
    /// recording every move.
    fn play_out(rules: AnyRules, seed: u64) -> (AnyMatch, MatchRecord) {
        let mut events = Vec::new();
        let mut game = rules
            .start(seed, &mut events)
            .expect("standard rules start");
        let mut record = MatchRecord::new(&game);
        while let Some(decision) = game.decision() {
            let (seat, mv) = first_move(&game, decision);
            events.clear();
            record
                .apply(&mut game, seat, mv, &mut events)
                .expect("the first legal move is legal");
        }
        (game, record)
    }

    fn first_move(game: &AnyMatch, decision: crate::engine::Decision) -> (Seat, Move) {
        use crate::engine::Decision as D;
        match decision {
            D::PassCards { seat, count } | D::Discard { seat, count } => {
                let cards: CardSet = game.hand(seat).iter().take(count).collect();
                (seat, Move::Pass(cards))
            }
            D::Declare { seat } => (seat, Move::Call(game.calls()[0])),
            D::PlayCard { seat } => (
                seat,
                Move::Card(game.legal_moves().iter().next().expect("a legal card")),
            ),
        }
    }

    /// The record holds one deal per deal the match dealt, and replaying it arrives at the match's end.
    #[test]
    fn a_record_replays_to_the_match_it_recorded() {
        for rules in [
            AnyRules::Wendellhead(crate::engine::wendellhead::Rules::standard(4)),
            AnyRules::Whist(crate::engine::whist::Rules::standard()),
            AnyRules::Hearts(crate::engine::hearts::Rules::standard(4)),
            AnyRules::Schafkopf(crate::engine::schafkopf::Rules::standard()),
        ] {
            for seed in 0..5 {
                let (game, record) = play_out(rules, seed);
                assert_eq!(
                    record.deals.len() as u32,
                    game.deals(),
                    "{rules:?} seed {seed}"
                );
                record.check(&game).expect("the record replays");
            }
        }
    }

    /// Truncating to an earlier place and a changed move are caught by the check.
    #[test]
    fn a_damaged_record_is_refused_with_where_it_fails() {
        let (game, record) = play_out(
            AnyRules::Hearts(crate::engine::hearts::Rules::standard(4)),
            3,
        );
        let mut short = record.clone();
        short.truncate(RecordPlace { deals: 1, moves: 5 });
        assert!(short.check(&game).is_err());
        let mut changed = record.clone();
        let (seat, _) = changed.deals[0].moves[4];
        // The fifth move leads the first trick (after four passes): it must be the 2♣.
        assert_eq!(
            changed.deals[0].moves[4].1,
            Move::Card("2C".parse().expect("a card"))
        );
        changed.deals[0].moves[4] = (seat, Move::Card("3C".parse().expect("a card")));
        let why = changed
            .check(&game)
            .expect_err("a card the rules refuse is refused");
        assert!(why.0.contains("deal 1, move 5"), "{why}");
    }
}
