//! Property tests over thousands of seeded Whist matches, for every rule option: the engine's invariants hold
//! after every card, and the events alone are enough to follow the whole match and check its scoring.

use crate::common;

use proptest::prelude::*;
use rand::RngExt;
use wendellhead::engine::trick::{SuitOrder, Trick};
use wendellhead::engine::whist::{Event, Rules, WhistMatch, side_of};
use wendellhead::engine::{Card, CardSet, Rank, Seat, Suit};

/// The table as an onlooker rebuilds it from the events alone.
struct Shadow {
    rules: Rules,
    hands: [CardSet; 4],
    dealer: Option<Seat>,
    trump: Option<Suit>,
    /// Honours (A K Q J of trump) each side was dealt this hand.
    honours: [u32; 2],
    trick: Option<Trick>,
    next_leader: Option<Seat>,
    tricks: [u32; 2],
    score: [u32; 2],
    games: [u32; 2],
    /// Set by a hand or game event that must be followed by a game or match event.
    due: Option<&'static str>,
    over: bool,
}

impl Shadow {
    fn new(rules: Rules) -> Shadow {
        Shadow {
            rules,
            hands: [CardSet::EMPTY; 4],
            dealer: None,
            trump: None,
            honours: [0; 2],
            trick: None,
            next_leader: None,
            tricks: [0; 2],
            score: [0; 2],
            games: [0; 2],
            due: None,
            over: false,
        }
    }

    /// Applies one event, checking it against the rules as an onlooker knows them.
    fn apply(&mut self, event: &Event) -> Result<(), String> {
        if self.over {
            return Err(format!("{event:?} after the match was won"));
        }
        if let Some(due) = self.due.take() {
            let ok = match due {
                "game" => matches!(event, Event::GameWon { .. }),
                _ => matches!(event, Event::MatchWon { .. }),
            };
            if !ok {
                return Err(format!("expected a {due} event, got {event:?}"));
            }
        }
        match event {
            Event::Dealt { dealer, deck } => {
                if let Some(previous) = self.dealer
                    && *dealer != previous.next(4)
                {
                    return Err(format!("{dealer} dealt after {previous}: not clockwise"));
                }
                if self.hands.iter().any(|h| !h.is_empty()) {
                    return Err("a new deal before the hand was played out".into());
                }
                if deck.len() != 52 || deck.iter().copied().collect::<CardSet>() != CardSet::FULL {
                    return Err("a deal without the whole deck".into());
                }
                self.dealer = Some(*dealer);
                for (i, &c) in deck.iter().enumerate() {
                    self.hands[dealer.plus(1 + i, 4).index()].insert(c);
                }
                // The turn-up is the last card: it must come next.
                self.trump = None;
                self.honours = [0; 2];
                let suit = deck[51].suit();
                for seat in Seat::all(4) {
                    let held = [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack]
                        .into_iter()
                        .filter(|&r| self.hands[seat.index()].contains(Card::new(r, suit)))
                        .count() as u32;
                    self.honours[side_of(seat)] += held;
                }
                self.tricks = [0; 2];
                self.next_leader = Some(dealer.next(4));
                self.trick = None;
            }
            Event::TrumpTurned { card, trump } => {
                let dealer = self.dealer.ok_or("a turn before a deal")?;
                if !self.hands[dealer.index()].contains(*card) || card.suit() != *trump {
                    return Err(format!("turned {card} (trump {trump}) not from the dealer"));
                }
                self.trump = Some(*trump);
            }
            Event::CardPlayed { seat, card } => {
                let trump = self.trump.ok_or("a card before the turn-up")?;
                let trick = self
                    .trick
                    .get_or_insert_with(|| Trick::new(self.next_leader.unwrap_or(Seat(0))));
                let expected = trick.leader().plus(trick.len(), 4);
                if *seat != expected {
                    return Err(format!("{seat} played, expected {expected}"));
                }
                let hand = self.hands[seat.index()];
                if !hand.contains(*card) {
                    return Err(format!("{seat} played {card}, not in hand"));
                }
                if let Some(lead) = trick.lead()
                    && card.suit() != lead.suit()
                    && hand.has_suit(lead.suit())
                {
                    return Err(format!("{seat} revoked: {card} on {lead}"));
                }
                let _ = trump;
                trick.push(*card);
                self.hands[seat.index()].remove(*card);
            }
            Event::TrickWon { winner, tricks } => {
                let trick = self.trick.take().ok_or("a trick won with no cards")?;
                if trick.len() != 4 {
                    return Err(format!("a trick of {} cards was won", trick.len()));
                }
                let order = SuitOrder { trump: self.trump };
                let expected = trick.winner(&order, 4).ok_or("no winner")?;
                if *winner != expected {
                    return Err(format!("{winner} won a trick that {expected} won"));
                }
                self.tricks[side_of(*winner)] += 1;
                if *tricks != self.tricks {
                    return Err(format!("tricks {tricks:?}, expected {:?}", self.tricks));
                }
                self.next_leader = Some(*winner);
            }
            Event::HandScored {
                tricks,
                points,
                honours,
                score,
            } => {
                if self.tricks[0] + self.tricks[1] != 13 || *tricks != self.tricks {
                    return Err(format!("a hand scored after {:?} tricks", self.tricks));
                }
                let expected_points = self.tricks.map(|t| t.saturating_sub(6));
                if *points != expected_points {
                    return Err(format!("points {points:?} for tricks {tricks:?}"));
                }
                let target = self.rules.target;
                let tricks_reach = (0..2).any(|s| self.score[s] + points[s] >= target);
                let mut expected_honours = [0; 2];
                if self.rules.honours && !tricks_reach {
                    for (side, slot) in expected_honours.iter_mut().enumerate() {
                        if self.score[side] + 1 < target {
                            *slot = match self.honours[side] {
                                4 => 4,
                                3 => 2,
                                _ => 0,
                            };
                        }
                    }
                }
                if *honours != expected_honours {
                    return Err(format!(
                        "honours {honours:?}, expected {expected_honours:?} (held {:?}, score {:?})",
                        self.honours, self.score
                    ));
                }
                for side in 0..2 {
                    self.score[side] += points[side] + honours[side];
                }
                if *score != self.score {
                    return Err(format!("score {score:?}, expected {:?}", self.score));
                }
                if self.score.iter().any(|&s| s >= target) {
                    self.due = Some("game");
                }
            }
            Event::GameWon { winner, score } => {
                let side = *winner as usize;
                if self.score[side] < self.rules.target || *score != self.score {
                    return Err(format!("side {winner} won a game at {:?}", self.score));
                }
                self.games[side] += 1;
                self.score = [0; 2];
                if self.games[side] >= self.rules.games_to_win {
                    self.due = Some("match");
                }
            }
            Event::MatchWon { winner } => {
                if self.games[*winner as usize] != self.rules.games_to_win {
                    return Err(format!("side {winner} won the match with {:?}", self.games));
                }
                self.over = true;
            }
        }
        Ok(())
    }
}

/// Plays a whole match with seeded random legal cards, checking every invariant after every card; returns the
/// events.
fn check_match(rules: Rules, seed: u64) -> Result<Vec<Event>, String> {
    let mut all = Vec::new();
    let mut game = WhistMatch::new(rules, seed, &mut all).map_err(|e| e.to_string())?;
    let mut shadow = Shadow::new(rules);
    for e in &all {
        shadow.apply(e)?;
    }
    let mut rng = common::rng(seed);
    let mut plays = 0u32;
    while let Some(seat) = game.to_act() {
        let legal = game.legal_moves();
        let card = legal
            .nth(rng.random_range(0..legal.len() as u32) as usize)
            .ok_or("no legal card")?;
        let mut events = Vec::new();
        game.play(seat, card, &mut events)
            .map_err(|e| format!("a legal card was refused: {e}"))?;
        plays += 1;
        for e in &events {
            shadow
                .apply(e)
                .map_err(|why| format!("after play {plays}: {why}"))?;
        }
        game.audit()
            .map_err(|e| format!("after play {plays}: {e}"))?;
        for s in Seat::all(4) {
            if game.hand(s) != shadow.hands[s.index()] {
                return Err(format!(
                    "after play {plays}: {s}'s hand differs from the events"
                ));
            }
            // A view never shows another seat's hand.
            let view = game.view(s);
            if !(view.unseen() & game.hand(s)).is_empty() || view.hand != game.hand(s) {
                return Err(format!("after play {plays}: {s}'s view is wrong"));
            }
        }
        if game.to_act().is_some()
            && (game.tricks() != shadow.tricks || game.score() != shadow.score)
        {
            return Err(format!(
                "after play {plays}: tricks or score differ from the events"
            ));
        }
        all.extend(events);
    }
    if !shadow.over || !matches!(all.last(), Some(Event::MatchWon { .. })) {
        return Err("the match ended without a winner".into());
    }
    Ok(all)
}

fn any_rules() -> impl Strategy<Value = Rules> {
    (1u32..=12, any::<bool>(), 1u32..=2).prop_map(|(target, honours, games_to_win)| Rules {
        target,
        honours,
        games_to_win,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// Any valid options, any seed: every invariant holds after every card, and the match ends with a winner.
    #[test]
    fn every_invariant_holds_for_any_options(rules in any_rules(), seed in any::<u64>()) {
        check_match(rules, seed).map_err(TestCaseError::fail)?;
    }
}

/// The setup screen's targets, honours on and off, one game and a rubber: 1,600 full matches.
#[test]
fn every_invariant_holds_for_the_offered_options() {
    for target in Rules::TARGETS {
        for honours in [false, true] {
            for games_to_win in [1, 2] {
                let rules = Rules {
                    target,
                    honours,
                    games_to_win,
                };
                for seed in 0..100 {
                    if let Err(why) = check_match(rules, seed) {
                        panic!("{rules:?}, seed {seed}: {why}");
                    }
                }
            }
        }
    }
}

/// The same seed gives the same match, event for event; another seed gives another.
#[test]
fn the_same_seed_gives_the_same_log() {
    for seed in [0u64, 1, 42, u64::MAX] {
        let rules = Rules::standard();
        let a = check_match(rules, seed).unwrap();
        assert_eq!(a, check_match(rules, seed).unwrap());
        assert_ne!(a, check_match(rules, seed ^ 1).unwrap());
    }
}

/// A log replays exactly: the deck of each deal and the cards played rebuild the same match from its seed.
#[test]
fn a_log_replays_exactly() {
    for seed in 0..50 {
        let rules = Rules {
            honours: seed % 2 == 0,
            ..Rules::standard()
        };
        let events = check_match(rules, seed).unwrap();
        let mut replayed = Vec::new();
        let mut game = WhistMatch::new(rules, seed, &mut replayed).unwrap();
        for e in &events {
            if let Event::CardPlayed { seat, card } = e {
                game.play(*seat, *card, &mut replayed).unwrap();
            }
        }
        assert_eq!(replayed, events);
    }
}
