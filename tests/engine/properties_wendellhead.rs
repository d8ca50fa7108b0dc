//! Property tests over thousands of seeded matches, for every player count and rule option: the engine's
//! invariants hold after every card, and the events alone are enough to follow the whole match.

use crate::common;

use proptest::prelude::*;
use rand::RngExt;
use wendellhead::engine::wendellhead::{Event, Match, Rules, TrumpRule};
use wendellhead::engine::{Card, CardSet, MAX_SEATS, Seat, Suit};

/// The table as an onlooker rebuilds it from the events alone.
struct Shadow {
    rules: Rules,
    hands: [CardSet; MAX_SEATS],
    /// Top first.
    stock: Vec<Card>,
    prize: Option<Card>,
    trump: Option<Suit>,
    dealer: Option<Seat>,
    pins: Vec<u32>,
    flints: Vec<u32>,
    trick: Vec<(Seat, Card)>,
    /// The Pin just completed, kept until the events after it are checked.
    last_trick: Vec<(Seat, Card)>,
    last_pin_winner: Option<Seat>,
    flint_due: Option<Seat>,
    last_flint: Option<Seat>,
}

impl Shadow {
    fn new(rules: Rules) -> Shadow {
        let n = rules.players as usize;
        Shadow {
            rules,
            hands: [CardSet::EMPTY; MAX_SEATS],
            stock: Vec::new(),
            prize: None,
            trump: None,
            dealer: None,
            pins: vec![0; n],
            flints: vec![0; n],
            trick: Vec::new(),
            last_trick: Vec::new(),
            last_pin_winner: None,
            flint_due: None,
            last_flint: None,
        }
    }

    /// Applies one event, checking it against the rules as an onlooker knows them.
    fn apply(&mut self, event: &Event) -> Result<(), String> {
        let n = self.rules.players;
        if let Some(due) = self.flint_due
            && !matches!(event, Event::FlintWon { .. })
        {
            return Err(format!(
                "{due} reached the target but the next event is {event:?}"
            ));
        }
        match event {
            Event::Dealt { dealer, deck } => {
                if let Some(previous) = self.dealer {
                    // Rule 8 and 9: the same dealer again, or the Flint winner after a Flint.
                    let expected = self.last_flint.take().unwrap_or(previous);
                    if *dealer != expected {
                        return Err(format!("{dealer} dealt, expected {expected}"));
                    }
                    if self.hands.iter().any(|h| !h.is_empty()) && self.pins.iter().any(|&p| p > 0)
                    {
                        return Err("a new deal before the hands were played out".into());
                    }
                }
                if deck.iter().copied().collect::<CardSet>() != CardSet::FULL || deck.len() != 52 {
                    return Err("a deal without the whole deck".into());
                }
                self.dealer = Some(*dealer);
                self.hands = [CardSet::EMPTY; MAX_SEATS];
                let dealt = n as usize * self.rules.hand_size as usize;
                for (i, &c) in deck[..dealt].iter().enumerate() {
                    self.hands[dealer.plus(1 + i, n).index()].insert(c);
                }
                self.stock = deck[dealt..].to_vec();
                self.prize = None;
                self.trump = None;
                self.trick.clear();
            }
            Event::PrizeTurned { card, trump } => {
                if self.stock.len() < n as usize || self.stock.first() != Some(card) {
                    return Err(format!("turned {card} but the stock is {:?}", self.stock));
                }
                self.stock.remove(0);
                let expected = match (self.rules.trump, self.trump) {
                    (TrumpRule::PerDeck, Some(t)) => t,
                    _ => card.suit(),
                };
                if *trump != expected {
                    return Err(format!(
                        "trump {trump} after turning {card}, expected {expected}"
                    ));
                }
                self.prize = Some(*card);
                self.trump = Some(*trump);
            }
            Event::CardPlayed { seat, card } => {
                let leader = self.trick.first().map(|p| p.0);
                let expected = match (leader, self.last_pin_winner, self.dealer) {
                    (Some(l), _, _) => l.plus(self.trick.len(), n),
                    (None, Some(w), _) => w,
                    (None, None, Some(d)) => d.next(n),
                    _ => return Err("a card before any deal".into()),
                };
                if *seat != expected {
                    return Err(format!("{seat} played, expected {expected}"));
                }
                let hand = self.hands[seat.index()];
                if !hand.contains(*card) {
                    return Err(format!("{seat} played {card}, not in hand"));
                }
                if let Some(&(_, lead)) = self.trick.first()
                    && card.suit() != lead.suit()
                    && hand.has_suit(lead.suit())
                {
                    return Err(format!("{seat} revoked: {card} on {lead}"));
                }
                self.hands[seat.index()].remove(*card);
                self.trick.push((*seat, *card));
            }
            Event::PinWon { winner, pins } => {
                if self.trick.len() != n as usize {
                    return Err("a Pin won before every seat played".into());
                }
                // Rule 6, computed independently: the highest trump, else the highest of the led suit.
                let led = self.trick[0].1.suit();
                let best = self
                    .trick
                    .iter()
                    .max_by_key(|(_, c)| (Some(c.suit()) == self.trump, c.suit() == led, c.rank()))
                    .map(|p| p.0);
                if best != Some(*winner) {
                    return Err(format!("{winner} won {:?}, expected {best:?}", self.trick));
                }
                self.pins[winner.index()] += 1;
                if *pins != self.pins {
                    return Err(format!("Pins {pins:?}, expected {:?}", self.pins));
                }
                if self.pins[winner.index()] > self.rules.pins_per_flint {
                    return Err("Pins went past the target".into());
                }
                if self.pins[winner.index()] == self.rules.pins_per_flint {
                    self.flint_due = Some(*winner);
                }
                self.last_trick = std::mem::take(&mut self.trick);
                self.last_pin_winner = Some(*winner);
            }
            Event::PrizeTaken { seat, card } => {
                if Some(*seat) != self.last_pin_winner || self.prize != Some(*card) {
                    return Err(format!(
                        "{seat} took {card}, the prize was {:?}",
                        self.prize
                    ));
                }
                self.hands[seat.index()].insert(*card);
                self.prize = None;
            }
            Event::CardDrawn { seat, card } => {
                if self.stock.first() != Some(card) {
                    return Err(format!("{seat} drew {card}, not the top of the stock"));
                }
                self.stock.remove(0);
                self.hands[seat.index()].insert(*card);
            }
            Event::CardsSetAside { cards } => {
                if cards.len() >= n as usize || *cards != self.stock {
                    return Err(format!("set aside {cards:?} from {:?}", self.stock));
                }
                self.stock.clear();
            }
            Event::FlintWon { winner, flints } => {
                if self.flint_due.take() != Some(*winner) {
                    return Err(format!("{winner} won a Flint without reaching the target"));
                }
                self.flints[winner.index()] += 1;
                if *flints != self.flints {
                    return Err(format!("Flints {flints:?}, expected {:?}", self.flints));
                }
                self.pins.iter_mut().for_each(|p| *p = 0);
                self.last_flint = Some(*winner);
                self.last_pin_winner = None;
            }
            Event::MatchWon { winner } => {
                if self.flints[winner.index()] != self.rules.flints_to_win {
                    return Err(format!("{winner} won the match with {:?}", self.flints));
                }
            }
        }
        if matches!(event, Event::Dealt { .. }) {
            self.last_pin_winner = None;
        }
        Ok(())
    }
}

/// Plays a whole match with seeded random legal cards, checking every invariant after every card; returns the
/// events.
fn check_match(rules: Rules, seed: u64) -> Result<Vec<Event>, String> {
    let mut all = Vec::new();
    let mut game = Match::new(rules, seed, &mut all).map_err(|e| e.to_string())?;
    let mut shadow = Shadow::new(rules);
    for e in &all {
        shadow.apply(e)?;
    }
    let mut rng = common::rng(seed);
    let mut plays = 0u32;
    while let Some(seat) = game.to_act() {
        let legal = game.legal_moves();
        if legal.is_empty() {
            return Err(format!("{seat} is to play with no legal card"));
        }
        let card = legal
            .nth(rng.random_range(0..legal.len() as u32) as usize)
            .ok_or("no card")?;
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
        // The events alone are enough to know every hand, the stock, the prize and the scores.
        for s in Seat::all(rules.players) {
            if game.hand(s) != shadow.hands[s.index()] {
                return Err(format!(
                    "after play {plays}: {s}'s hand differs from the events"
                ));
            }
        }
        if game.stock() != shadow.stock || game.prize() != shadow.prize {
            return Err(format!(
                "after play {plays}: the stock or prize differs from the events"
            ));
        }
        if game.to_act().is_some() && (game.pins() != shadow.pins || game.trump() != shadow.trump) {
            return Err(format!(
                "after play {plays}: Pins or trump differ from the events"
            ));
        }
        if game.flints() != shadow.flints {
            return Err(format!("after play {plays}: Flints differ from the events"));
        }
        all.extend(events);
    }
    if !matches!(all.last(), Some(Event::MatchWon { .. })) {
        return Err("the match ended without a winner".into());
    }
    Ok(all)
}

/// Rule options across their whole valid range.
fn any_rules() -> impl Strategy<Value = Rules> {
    (2u8..=5)
        .prop_flat_map(|players| {
            (
                Just(players),
                1u8..=(52 / players).min(12),
                1u32..=40,
                1u32..=3,
                prop_oneof![Just(TrumpRule::PerDeck), Just(TrumpRule::PerPin)],
            )
        })
        .prop_map(
            |(players, hand_size, pins_per_flint, flints_to_win, trump)| Rules {
                players,
                hand_size,
                pins_per_flint,
                flints_to_win,
                trump,
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Any valid options, any seed: every invariant holds after every card, and the match ends with a winner.
    #[test]
    fn every_invariant_holds_for_any_options(rules in any_rules(), seed in any::<u64>()) {
        check_match(rules, seed).map_err(TestCaseError::fail)?;
    }
}

/// The standard and short matches for every player count and trump rule: 2,400 full matches.
#[test]
fn every_invariant_holds_in_standard_and_short_matches() {
    for players in 2..=5u8 {
        for trump in [TrumpRule::PerDeck, TrumpRule::PerPin] {
            for (preset, count) in [
                (Rules::standard(players), 100u64),
                (Rules::short(players), 200),
            ] {
                let rules = Rules { trump, ..preset };
                for seed in 0..count {
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
    for players in 2..=5u8 {
        for seed in [0u64, 1, 42, u64::MAX] {
            let rules = Rules::standard(players);
            let a = check_match(rules, seed).unwrap();
            let b = check_match(rules, seed).unwrap();
            assert_eq!(a, b);
            let c = check_match(rules, seed ^ 1).unwrap();
            assert_ne!(a, c);
        }
    }
}

/// A known deal never changes: the shuffle is ChaCha8-based and identical on every platform (wasm included).
#[test]
fn the_shuffle_is_pinned_across_platforms() {
    let mut events = Vec::new();
    Match::new(Rules::standard(3), 7, &mut events).unwrap();
    let Event::Dealt { dealer, deck } = &events[0] else {
        panic!("a deal first")
    };
    let first: Vec<String> = deck.iter().take(8).map(|c| c.to_string()).collect();
    // Recorded from the first run; a change here means old seeds and saves would replay differently.
    assert_eq!(
        (dealer.0, first.join(" ")),
        (PINNED_DEALER, PINNED_DECK.to_string())
    );
}

const PINNED_DEALER: u8 = 0;
const PINNED_DECK: &str = "5H JS 3H 8D 7D KD 2D 9D";
