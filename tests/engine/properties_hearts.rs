//! Property tests over thousands of seeded Hearts games, for 3, 4 and 5 players and every option: the engine's
//! invariants hold after every pass and card, each play obeys the rules as an onlooker reads them from the events,
//! and the events alone give every hand, trick winner, point and score.

use crate::common;

use proptest::prelude::*;
use wendellhead::engine::hearts::{
    Event, HeartsMatch, Moon, QUEEN_OF_SPADES, Rules, point_cards, points_of,
};
use wendellhead::engine::trick::{SuitOrder, Trick};
use wendellhead::engine::{CardSet, MAX_SEATS, Seat, Suit};

/// The table as an onlooker rebuilds it from the events alone.
struct Shadow {
    rules: Rules,
    hands: [CardSet; MAX_SEATS],
    kitty: CardSet,
    dealer: Option<Seat>,
    hands_dealt: u32,
    passed: bool,
    trick: Option<Trick>,
    next_leader: Option<Seat>,
    tricks: u32,
    taken: [CardSet; MAX_SEATS],
    broken: bool,
    scores: Vec<i32>,
    over: bool,
}

impl Shadow {
    fn new(rules: Rules) -> Shadow {
        Shadow {
            rules,
            hands: [CardSet::EMPTY; MAX_SEATS],
            kitty: CardSet::EMPTY,
            dealer: None,
            hands_dealt: 0,
            passed: false,
            trick: None,
            next_leader: None,
            tricks: 0,
            taken: [CardSet::EMPTY; MAX_SEATS],
            broken: false,
            scores: vec![0; rules.players as usize],
            over: false,
        }
    }

    fn n(&self) -> u8 {
        self.rules.players
    }

    fn opening_club(&self) -> Option<(Seat, wendellhead::engine::Card)> {
        let all = self.hands[..self.n() as usize]
            .iter()
            .fold(CardSet::EMPTY, |a, h| a | *h);
        let club = all.of_suit(Suit::Clubs).lowest()?;
        Seat::all(self.n())
            .find(|s| self.hands[s.index()].contains(club))
            .map(|s| (s, club))
    }

    fn apply(&mut self, event: &Event) -> Result<(), String> {
        if self.over {
            return Err(format!("{event:?} after the game ended"));
        }
        let n = self.n();
        match event {
            Event::Dealt {
                dealer,
                removed,
                deck,
                kitty,
            } => {
                if let Some(previous) = self.dealer
                    && *dealer != previous.next(n)
                {
                    return Err(format!("{dealer} dealt after {previous}"));
                }
                if removed != &self.rules.removed() {
                    return Err(format!("removed {removed:?}"));
                }
                let in_play = HeartsMatch::in_play(&self.rules);
                if deck.iter().copied().collect::<CardSet>() != in_play
                    || deck.len() != in_play.len()
                {
                    return Err("a deal without every card in play".into());
                }
                let k = self.rules.kitty_size();
                let dealt = deck.len() - k;
                if kitty.as_ref().map(|v| v.as_slice())
                    != self.rules.kitty.then_some(&deck[dealt..])
                {
                    return Err(format!("kitty {kitty:?}"));
                }
                self.hands = [CardSet::EMPTY; MAX_SEATS];
                for (i, &c) in deck[..dealt].iter().enumerate() {
                    self.hands[dealer.plus(1 + i, n).index()].insert(c);
                }
                self.kitty = deck[dealt..].iter().copied().collect();
                self.dealer = Some(*dealer);
                self.passed = self.rules.pass_direction(self.hands_dealt).is_none();
                self.hands_dealt += 1;
                self.trick = None;
                self.tricks = 0;
                self.taken = [CardSet::EMPTY; MAX_SEATS];
                self.broken = false;
                self.next_leader = None;
            }
            Event::Passed { direction, cards } => {
                if self.passed {
                    return Err("a pass in a hand without one".into());
                }
                let expected = self.rules.pass_direction(self.hands_dealt - 1);
                if Some(*direction) != expected {
                    return Err(format!("passed {direction:?}, expected {expected:?}"));
                }
                let given: Vec<CardSet> =
                    cards.iter().map(|c| c.iter().copied().collect()).collect();
                for (s, g) in given.iter().enumerate() {
                    if g.len() != 3 || !(*g - self.hands[s]).is_empty() {
                        return Err(format!("seat {s} passed {g:?}"));
                    }
                }
                for (s, g) in given.iter().enumerate() {
                    self.hands[s] -= *g;
                }
                for (s, g) in given.iter().enumerate() {
                    let to = direction.receiver(Seat(s as u8), n);
                    self.hands[to.index()] |= *g;
                }
                self.passed = true;
            }
            Event::CardPlayed { seat, card } => {
                if !self.passed {
                    return Err("a card before the pass".into());
                }
                let leader = match (&self.trick, self.next_leader) {
                    (Some(t), _) => t.leader(),
                    (None, Some(w)) => w,
                    (None, None) => self.opening_club().ok_or("no club to open")?.0,
                };
                let trick = self.trick.get_or_insert_with(|| Trick::new(leader));
                let expected = trick.leader().plus(trick.len(), n);
                if *seat != expected {
                    return Err(format!("{seat} played, expected {expected}"));
                }
                let hand = self.hands[seat.index()];
                if !hand.contains(*card) {
                    return Err(format!("{seat} played {card}, not held"));
                }
                match trick.lead() {
                    None if self.tricks == 0 => {
                        let lowest = hand.of_suit(Suit::Clubs).lowest();
                        if lowest != Some(*card) {
                            return Err(format!("opened with {card}"));
                        }
                    }
                    None => {
                        let hearts = hand.of_suit(Suit::Hearts);
                        if card.suit() == Suit::Hearts
                            && self.rules.must_break_hearts
                            && !self.broken
                            && hearts != hand
                        {
                            return Err(format!("{seat} led {card} before hearts were broken"));
                        }
                    }
                    Some(lead) => {
                        if card.suit() != lead.suit() && hand.has_suit(lead.suit()) {
                            return Err(format!("{seat} revoked"));
                        }
                        let follow = if hand.has_suit(lead.suit()) {
                            hand.of_suit(lead.suit())
                        } else {
                            hand
                        };
                        if self.tricks == 0
                            && self.rules.safe_first_trick
                            && point_cards().contains(*card)
                            && !(follow - point_cards()).is_empty()
                        {
                            return Err(format!("{seat} played {card} to the first trick"));
                        }
                    }
                }
                trick.push(*card);
                self.hands[seat.index()].remove(*card);
                if card.suit() == Suit::Hearts
                    || (self.rules.queen_breaks_hearts && *card == QUEEN_OF_SPADES)
                {
                    self.broken = true;
                }
            }
            Event::TrickWon { winner, points } => {
                let trick = self.trick.take().ok_or("a trick won without cards")?;
                if trick.len() != n as usize {
                    return Err("an incomplete trick won".into());
                }
                let expected = trick
                    .winner(&SuitOrder { trump: None }, n)
                    .ok_or("no winner")?;
                if *winner != expected {
                    return Err(format!("{winner} won, expected {expected}"));
                }
                self.taken[winner.index()] |= trick.to_set();
                if self.tricks == 0 {
                    self.taken[winner.index()] |= self.kitty;
                    self.kitty = CardSet::EMPTY;
                }
                self.tricks += 1;
                self.next_leader = Some(*winner);
                let raw: Vec<i32> = (0..n as usize)
                    .map(|s| points_of(self.taken[s], &self.rules))
                    .collect();
                if *points != raw {
                    return Err(format!("points {points:?}, expected {raw:?}"));
                }
            }
            Event::HandScored {
                points,
                moon,
                scores,
            } => {
                if self.hands.iter().any(|h| !h.is_empty()) {
                    return Err("a hand scored before it was played out".into());
                }
                let shooter =
                    Seat::all(n).find(|s| (point_cards() - self.taken[s.index()]).is_empty());
                if *moon != shooter {
                    return Err(format!("moon {moon:?}, expected {shooter:?}"));
                }
                let mut expected: Vec<i32> = (0..n as usize)
                    .map(|s| points_of(self.taken[s], &self.rules))
                    .collect();
                if let Some(m) = shooter {
                    for (s, p) in expected.iter_mut().enumerate() {
                        match (self.rules.moon, s == m.index()) {
                            (Moon::AddToOthers, true) => *p -= 26,
                            (Moon::AddToOthers, false) => *p += 26,
                            (Moon::SubtractFromShooter, true) => *p -= 52,
                            (Moon::SubtractFromShooter, false) => {}
                        }
                    }
                }
                if *points != expected {
                    return Err(format!("hand points {points:?}, expected {expected:?}"));
                }
                if shooter.is_none() {
                    let jack = if self.rules.jack_of_diamonds { 10 } else { 0 };
                    if points.iter().sum::<i32>() != 26 - jack {
                        return Err(format!("points {points:?} do not add up"));
                    }
                }
                for (score, p) in self.scores.iter_mut().zip(points) {
                    *score += p;
                }
                if *scores != self.scores {
                    return Err(format!("scores {scores:?}, expected {:?}", self.scores));
                }
            }
            Event::GameOver { winners, scores } => {
                if !self.scores.iter().any(|&s| s >= self.rules.target as i32)
                    || *scores != self.scores
                {
                    return Err(format!("the game ended at {scores:?}"));
                }
                let low = self.scores.iter().copied().min().unwrap_or(0);
                let expected: Vec<Seat> = Seat::all(n)
                    .filter(|s| self.scores[s.index()] == low)
                    .collect();
                if *winners != expected {
                    return Err(format!("winners {winners:?}, expected {expected:?}"));
                }
                self.over = true;
            }
        }
        Ok(())
    }
}

/// Plays a whole game with seeded random legal choices, checking every invariant after every pass and card;
/// returns the events.
fn check_game(rules: Rules, seed: u64) -> Result<Vec<Event>, String> {
    let mut all = Vec::new();
    let mut game = HeartsMatch::new(rules, seed, &mut all).map_err(|e| e.to_string())?;
    let mut shadow = Shadow::new(rules);
    for e in &all {
        shadow.apply(e)?;
    }
    let mut rng = common::rng(seed);
    let mut moves = 0;
    while game.to_act().is_some() {
        let events = common::play_random(&mut game, &mut rng);
        moves += 1;
        for e in &events {
            shadow
                .apply(e)
                .map_err(|why| format!("after move {moves}: {why}"))?;
        }
        game.audit()
            .map_err(|e| format!("after move {moves}: {e}"))?;
        for s in Seat::all(rules.players) {
            if game.hand(s) != shadow.hands[s.index()] {
                return Err(format!(
                    "after move {moves}: {s}'s hand differs from the events"
                ));
            }
            let view = game.view(s);
            if view.hand != game.hand(s) || !(view.unseen() & game.hand(s)).is_empty() {
                return Err(format!("after move {moves}: {s}'s view is wrong"));
            }
        }
        // The view's legal cards are the engine's, for the seat to play.
        if let Some(seat) = game.to_act()
            && game.view(seat).legal_moves() != game.legal_moves()
        {
            return Err(format!("after move {moves}: the view's legal cards differ"));
        }
        all.extend(events);
        if moves > 20_000 {
            return Err("the game does not end".into());
        }
    }
    if !shadow.over || !matches!(all.last(), Some(Event::GameOver { .. })) {
        return Err("the game ended without winners".into());
    }
    Ok(all)
}

fn any_rules() -> impl Strategy<Value = Rules> {
    (
        3u8..=5,
        prop_oneof![Just(100u32), Just(50), 1u32..=60],
        any::<[bool; 6]>(),
        prop_oneof![Just(Moon::AddToOthers), Just(Moon::SubtractFromShooter)],
    )
        .prop_map(|(players, target, flags, moon)| Rules {
            players,
            target,
            passing: flags[0],
            safe_first_trick: flags[1],
            must_break_hearts: flags[2],
            queen_breaks_hearts: flags[3],
            jack_of_diamonds: flags[4],
            moon,
            kitty: flags[5] && players != 4,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1200))]

    /// Any valid options, any seed: every rule holds at every move, and the game ends with winners.
    #[test]
    fn every_invariant_holds_for_any_options(rules in any_rules(), seed in any::<u64>()) {
        check_game(rules, seed).map_err(TestCaseError::fail)?;
    }
}

/// The standard game at 3, 4 and 5 players, with and without the kitty, to 50: 1,000 full games.
#[test]
fn every_invariant_holds_in_standard_games() {
    for players in 3..=5u8 {
        for kitty in [false, true] {
            if kitty && players == 4 {
                continue;
            }
            let rules = Rules {
                kitty,
                target: 50,
                ..Rules::standard(players)
            };
            for seed in 0..200 {
                if let Err(why) = check_game(rules, seed) {
                    panic!("{rules:?}, seed {seed}: {why}");
                }
            }
        }
    }
}

/// The same seed gives the same game; a log replays exactly from its passes and plays.
#[test]
fn the_same_seed_gives_the_same_game_and_logs_replay() {
    for seed in 0..40 {
        let rules = Rules {
            target: 50,
            jack_of_diamonds: seed % 2 == 0,
            ..Rules::standard(3 + (seed % 3) as u8)
        };
        let events = check_game(rules, seed).unwrap();
        assert_eq!(events, check_game(rules, seed).unwrap());
        let mut replayed = Vec::new();
        let mut game = HeartsMatch::new(rules, seed, &mut replayed).unwrap();
        for e in &events {
            match e {
                Event::Passed { cards, .. } => {
                    // Each seat's three cards, in turn from the dealer's left.
                    for s in 0..cards.len() {
                        let seat = game.to_act().unwrap();
                        assert_eq!(
                            seat.index(),
                            (game.dealer().index() + 1 + s) % rules.players as usize
                        );
                        let given: CardSet = cards[seat.index()].iter().copied().collect();
                        game.pass(seat, given, &mut replayed).unwrap();
                    }
                }
                Event::CardPlayed { seat, card } => game.play(*seat, *card, &mut replayed).unwrap(),
                _ => {}
            }
        }
        assert_eq!(replayed, events);
    }
}
