//! The state of a Hearts game and the two functions that change it: [`HeartsMatch::pass`] and
//! [`HeartsMatch::play`].

use serde::{Deserialize, Serialize};

use super::event::Event;
use super::rules::{Moon, PassDirection, Rules, RulesError};
use super::view::View;
use super::{PASS_SIZE, QUEEN_OF_SPADES, legal_cards, point_cards, points_of};
use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::deck::{self, CardList};
use crate::engine::game::{
    DealEnd, Decision, EventSink, Game, GameKind, PlayError, StateError, emit,
};
use crate::engine::seat::{MAX_SEATS, Seat};
use crate::engine::trick::{SuitOrder, Trick};

/// The most tricks in a hand (17 cards each at three players).
pub const MAX_TRICKS: usize = 17;

/// Where a hand is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// Everyone chooses three cards to pass.
    Passing,
    /// The tricks are played.
    Playing,
    /// Someone reached the target: the game is over.
    Over,
}

/// A completed trick, kept for review and for the bot interface's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrickRecord {
    /// The cards in playing order, with the leader.
    pub trick: Trick,
    /// Who won it.
    pub winner: Seat,
}

/// Where the cards a seat cannot see lie in one possible world (see [`HeartsMatch::from_view`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HiddenCards {
    /// Every seat's whole hand; the viewing seat's entry is ignored.
    pub hands: [CardSet; MAX_SEATS],
    /// The kitty, while it lies face down.
    pub kitty: CardSet,
}

/// The full state of a Hearts game, hidden cards included. Only the engine reads it whole; players get a
/// [`View`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeartsMatch {
    rules: Rules,
    seed: u64,
    /// Hands dealt so far; the next deal shuffles with this stream, and the pass cycle counts them.
    deals: u32,
    dealer: Seat,
    stage: Stage,
    hands: [CardSet; MAX_SEATS],
    /// The kitty while it lies face down (taken with the first trick).
    kitty: CardSet,
    /// The kitty of this hand as it was dealt (public once taken).
    kitty_dealt: CardSet,
    /// The pass of this hand, if there is one.
    direction: Option<PassDirection>,
    /// What each seat chose to pass (known to that seat only until the exchange, then to the passer and receiver).
    given: [CardSet; MAX_SEATS],
    /// Which seats have chosen their pass (a bit per seat).
    passed: u8,
    /// What each seat received in the pass (known to the receiver).
    received: [CardSet; MAX_SEATS],
    /// The cards each seat took this hand, the kitty included.
    taken: [CardSet; MAX_SEATS],
    trick: Trick,
    /// This hand's completed tricks, in order.
    history: [Option<TrickRecord>; MAX_TRICKS],
    /// Tricks completed this hand.
    tricks: u8,
    to_act: Seat,
    hearts_broken: bool,
    /// Running totals.
    scores: [i32; MAX_SEATS],
    /// Public knowledge: suits each seat has shown it holds no card of this hand.
    voids: [u8; MAX_SEATS],
    /// The winning seats (a bit per seat), once the game is over.
    winners: u8,
    /// Where a search's copy stops ([`HeartsMatch::ending_with_deal`]); never saved.
    #[serde(skip)]
    deal_end: DealEnd,
}

impl HeartsMatch {
    /// Starts a game: validates the rules, draws the first dealer from the seed and deals.
    pub fn new(
        rules: Rules,
        seed: u64,
        sink: &mut impl EventSink<Event>,
    ) -> Result<HeartsMatch, RulesError> {
        rules.validate()?;
        let dealer = deck::first_dealer(seed, rules.players);
        let mut game = HeartsMatch::empty(rules, seed, dealer);
        let shuffled = game.next_shuffle();
        game.deal(shuffled, sink);
        Ok(game)
    }

    /// Starts a game whose first deal uses `deck` in dealing order (every card in play once; for tests and
    /// replays); later deals shuffle from `seed`.
    pub fn with_deck(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        deck: &[Card],
        sink: &mut impl EventSink<Event>,
    ) -> Result<HeartsMatch, StateError> {
        Self::with_deck_at(rules, seed, dealer, deck, 0, sink)
    }

    /// Starts with deal number `deal` (from 0) of the match with `seed`, dealt by `dealer`: the same cards as that
    /// deal of the match, without the scores before it (a deal code's replay). Later deals shuffle from `seed`.
    pub fn at_deal(
        rules: Rules,
        seed: u64,
        deal: u32,
        dealer: Seat,
        sink: &mut impl EventSink<Event>,
    ) -> Result<HeartsMatch, StateError> {
        let deck = deck::shuffled(Self::in_play(&rules), seed, deal as u64);
        Self::with_deck_at(rules, seed, dealer, deck.as_slice(), deal, sink)
    }

    fn with_deck_at(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        deck: &[Card],
        deal: u32,
        sink: &mut impl EventSink<Event>,
    ) -> Result<HeartsMatch, StateError> {
        rules.validate().map_err(|e| StateError(e.to_string()))?;
        let list = deck::checked_deck(deck, Self::in_play(&rules), dealer, rules.players)?;
        let mut game = HeartsMatch::empty(rules, seed, dealer);
        game.deals = deal + 1;
        game.deal(list, sink);
        Ok(game)
    }

    fn empty(rules: Rules, seed: u64, dealer: Seat) -> HeartsMatch {
        HeartsMatch {
            rules,
            seed,
            deals: 0,
            dealer,
            stage: Stage::Playing,
            hands: [CardSet::EMPTY; MAX_SEATS],
            kitty: CardSet::EMPTY,
            kitty_dealt: CardSet::EMPTY,
            direction: None,
            given: [CardSet::EMPTY; MAX_SEATS],
            passed: 0,
            received: [CardSet::EMPTY; MAX_SEATS],
            taken: [CardSet::EMPTY; MAX_SEATS],
            trick: Trick::new(dealer),
            history: [None; MAX_TRICKS],
            tricks: 0,
            to_act: dealer,
            hearts_broken: false,
            scores: [0; MAX_SEATS],
            voids: [0; MAX_SEATS],
            winners: 0,
            deal_end: DealEnd::default(),
        }
    }

    /// The cards in play under `rules`: the pack less the removed cards.
    pub fn in_play(rules: &Rules) -> CardSet {
        let mut cards = CardSet::FULL;
        for card in rules.removed() {
            cards.remove(card);
        }
        cards
    }

    fn next_shuffle(&mut self) -> CardList {
        let list = deck::shuffled(Self::in_play(&self.rules), self.seed, self.deals as u64);
        self.deals += 1;
        list
    }

    fn players(&self) -> u8 {
        self.rules.players
    }

    /// Rules 1-3: deals every card in play one at a time clockwise from the dealer's left (the kitty's last), then
    /// asks for the pass, or goes straight to the first trick.
    fn deal(&mut self, deck: CardList, sink: &mut impl EventSink<Event>) {
        let n = self.players();
        let cards = deck.as_slice();
        let kitty_size = self.rules.kitty_size();
        let dealt = cards.len() - kitty_size;
        emit(sink, || Event::Dealt {
            dealer: self.dealer,
            removed: self.rules.removed(),
            deck: cards.to_vec(),
            kitty: self.rules.kitty.then(|| cards[dealt..].to_vec()),
        });
        self.hands = [CardSet::EMPTY; MAX_SEATS];
        for (i, &card) in cards[..dealt].iter().enumerate() {
            self.hands[self.dealer.plus(1 + i, n).index()].insert(card);
        }
        self.kitty = cards[dealt..].iter().copied().collect();
        self.kitty_dealt = self.kitty;
        self.given = [CardSet::EMPTY; MAX_SEATS];
        self.received = [CardSet::EMPTY; MAX_SEATS];
        self.taken = [CardSet::EMPTY; MAX_SEATS];
        self.history = [None; MAX_TRICKS];
        self.tricks = 0;
        self.passed = 0;
        self.hearts_broken = false;
        self.voids = [0; MAX_SEATS];
        // The pass cycle counts the hands of the game: the first hand dealt is hand 0.
        self.direction = self.rules.pass_direction(self.deals.saturating_sub(1));
        if self.direction.is_some() {
            self.stage = Stage::Passing;
            self.to_act = self.dealer.next(n);
        } else {
            self.start_play();
        }
    }

    /// Rule 4: the holder of the lowest club in the hands leads it.
    fn start_play(&mut self) {
        self.stage = Stage::Playing;
        let leader = self
            .opening_lead()
            .map_or(self.dealer.next(self.players()), |(s, _)| s);
        self.trick = Trick::new(leader);
        self.to_act = leader;
    }

    /// The card that must open the hand and its holder: the lowest club in any hand (the 2♣, the 3♣ with five
    /// players, or the lowest when the 2♣ lies in the kitty).
    fn opening_lead(&self) -> Option<(Seat, Card)> {
        let mut all = CardSet::EMPTY;
        for hand in &self.hands[..self.players() as usize] {
            all |= *hand;
        }
        let club = all.of_suit(Suit::Clubs).lowest()?;
        Seat::all(self.players())
            .find(|s| self.hands[s.index()].contains(club))
            .map(|s| (s, club))
    }

    /// The trick order: no trumps in Hearts.
    fn order(&self) -> SuitOrder {
        SuitOrder { trump: None }
    }

    /// What the seat to act must decide now.
    pub fn decision(&self) -> Option<Decision> {
        if self.deal_end.reached() {
            return None;
        }
        match self.stage {
            Stage::Over => None,
            Stage::Passing => Some(Decision::PassCards {
                seat: self.to_act,
                count: PASS_SIZE,
            }),
            Stage::Playing => Some(Decision::PlayCard { seat: self.to_act }),
        }
    }

    /// The cards `seat`, to act, may play now, by rules 4-6 (empty when it is not playing its turn).
    fn legal_for(&self, seat: Seat) -> CardSet {
        if self.stage != Stage::Playing || seat != self.to_act || self.deal_end.reached() {
            return CardSet::EMPTY;
        }
        // The opening lead matters only to the deal's first lead; looking for it costs a pass over every hand, and
        // the search asks for the legal cards at every card of every play-out.
        let opening = if self.tricks == 0 && self.trick.lead().is_none() {
            self.opening_lead().map(|(_, c)| c)
        } else {
            None
        };
        legal_cards(
            &self.rules,
            self.hands[seat.index()],
            &self.trick,
            self.tricks,
            self.hearts_broken,
            opening,
        )
    }

    /// The cards the seat to act may play (empty while passing and once the game is over).
    pub fn legal_moves(&self) -> CardSet {
        self.legal_for(self.to_act)
    }

    /// Checks that `seat` may play `card` now; the error says which rule forbids it.
    pub fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        if self.stage == Stage::Over || self.deal_end.reached() {
            return Err(PlayError::MatchOver);
        }
        if seat.0 >= self.players() {
            return Err(PlayError::NoSuchSeat(seat));
        }
        if self.stage == Stage::Passing {
            return Err(PlayError::PassFirst);
        }
        if seat != self.to_act {
            return Err(PlayError::NotYourTurn {
                seat,
                to_act: self.to_act,
            });
        }
        let hand = self.hands[seat.index()];
        if !hand.contains(card) {
            return Err(PlayError::CardNotHeld(card));
        }
        if self.legal_for(seat).contains(card) {
            return Ok(());
        }
        Err(match self.trick.lead() {
            None if self.tricks == 0 => match self.opening_lead() {
                Some((_, lead)) => PlayError::MustLead { card, lead },
                None => PlayError::CardNotHeld(card),
            },
            None => PlayError::HeartsNotBroken(card),
            Some(lead) if hand.has_suit(lead.suit()) && card.suit() != lead.suit() => {
                PlayError::MustFollow {
                    card,
                    led: lead.suit(),
                }
            }
            Some(_) => PlayError::NoPointsOnFirstTrick(card),
        })
    }

    /// Rule 3: `seat` passes `cards` (three of its hand); when every seat has, they change hands at once. On error
    /// nothing changes.
    pub fn pass(
        &mut self,
        seat: Seat,
        cards: CardSet,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        if self.stage == Stage::Over || self.deal_end.reached() {
            return Err(PlayError::MatchOver);
        }
        if seat.0 >= self.players() {
            return Err(PlayError::NoSuchSeat(seat));
        }
        let Some(direction) = self.direction.filter(|_| self.stage == Stage::Passing) else {
            return Err(PlayError::NoPassNow);
        };
        if seat != self.to_act {
            return Err(PlayError::NotYourTurn {
                seat,
                to_act: self.to_act,
            });
        }
        if cards.len() != PASS_SIZE || !(cards - self.hands[seat.index()]).is_empty() {
            return Err(PlayError::PassSize { wanted: PASS_SIZE });
        }
        self.given[seat.index()] = cards;
        self.passed |= 1 << seat.0;
        let n = self.players();
        if self.passed.count_ones() < n as u32 {
            self.to_act = seat.next(n);
            return Ok(());
        }
        // Everyone has chosen: the cards change hands at once, so a card received cannot be passed on.
        for from in Seat::all(n) {
            let to = direction.receiver(from, n);
            let cards = self.given[from.index()];
            self.hands[from.index()] -= cards;
            self.received[to.index()] = cards;
        }
        for to in Seat::all(n) {
            self.hands[to.index()] |= self.received[to.index()];
        }
        emit(sink, || Event::Passed {
            direction,
            cards: (0..n as usize).map(|s| self.given[s].to_vec()).collect(),
        });
        self.start_play();
        Ok(())
    }

    /// Plays `card` for `seat`, reporting every resulting change to `sink`. On error nothing changes.
    pub fn play(
        &mut self,
        seat: Seat,
        card: Card,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        self.check(seat, card)?;
        let s = seat.index();
        self.hands[s].remove(card);
        if let Some(lead) = self.trick.lead()
            && lead.suit() != card.suit()
        {
            self.voids[s] |= lead.suit().bit();
        }
        // Rule 6: a heart played breaks hearts for the tricks after; so does the Q♠ with the option.
        if card.suit() == Suit::Hearts
            || (self.rules.queen_breaks_hearts && card == QUEEN_OF_SPADES)
        {
            self.hearts_broken = true;
        }
        self.trick.push(card);
        emit(sink, || Event::CardPlayed { seat, card });
        if self.trick.len() < self.players() as usize {
            self.to_act = seat.next(self.players());
        } else {
            self.resolve_trick(sink);
        }
        Ok(())
    }

    /// Rule 4: the highest card of the led suit wins; the winner takes the cards (and the kitty, on the first
    /// trick) and leads next.
    fn resolve_trick(&mut self, sink: &mut impl EventSink<Event>) {
        let n = self.players();
        let winner = self
            .trick
            .winner(&self.order(), n)
            .unwrap_or(self.trick.leader());
        let w = winner.index();
        self.taken[w] |= self.trick.to_set();
        if self.tricks == 0 {
            self.taken[w] |= self.kitty;
            self.kitty = CardSet::EMPTY;
        }
        self.history[self.tricks as usize] = Some(TrickRecord {
            trick: self.trick,
            winner,
        });
        self.tricks += 1;
        emit(sink, || Event::TrickWon {
            winner,
            points: self.raw_points(),
        });
        self.trick = Trick::new(winner);
        self.to_act = winner;
        if self.hands[w].is_empty() {
            self.score_hand(sink);
        }
    }

    /// Points each seat has taken this hand, before any moon.
    pub fn raw_points(&self) -> Vec<i32> {
        (0..self.players() as usize)
            .map(|s| points_of(self.taken[s], &self.rules))
            .collect()
    }

    /// The seat that took every heart and the Q♠ this hand, if one did.
    pub fn moon_shooter(&self) -> Option<Seat> {
        Seat::all(self.players()).find(|s| (point_cards() - self.taken[s.index()]).is_empty())
    }

    /// Rules 7-9: the hand's points (after the moon) go on the totals; the game ends when someone reaches the
    /// target, else the next dealer deals.
    fn score_hand(&mut self, sink: &mut impl EventSink<Event>) {
        let n = self.players() as usize;
        let mut points = self.raw_points();
        let moon = self.moon_shooter();
        if let Some(shooter) = moon {
            for (s, p) in points.iter_mut().enumerate() {
                match (self.rules.moon, s == shooter.index()) {
                    // The shooter's 26 for hearts and the Q♠ become 0 (the J♦ still counts).
                    (Moon::AddToOthers, true) => *p -= 26,
                    (Moon::AddToOthers, false) => *p += 26,
                    (Moon::SubtractFromShooter, true) => *p -= 52,
                    (Moon::SubtractFromShooter, false) => {}
                }
            }
        }
        for (score, p) in self.scores.iter_mut().zip(&points) {
            *score += p;
        }
        let scores = self.scores[..n].to_vec();
        emit(sink, || Event::HandScored {
            points,
            moon,
            scores,
        });
        if self.scores[..n]
            .iter()
            .any(|&s| s >= self.rules.target as i32)
        {
            let low = self.scores[..n].iter().copied().min().unwrap_or(0);
            self.winners = (0..n)
                .filter(|&s| self.scores[s] == low)
                .fold(0, |bits, s| bits | 1 << s);
            self.stage = Stage::Over;
            let winners = self.winners();
            let scores = self.scores[..n].to_vec();
            emit(sink, || Event::GameOver { winners, scores });
            return;
        }
        self.dealer = self.dealer.next(self.players());
        if self.deal_end.stop_here(&mut self.deals) {
            return;
        }
        let shuffled = self.next_shuffle();
        self.deal(shuffled, sink);
    }

    /// What `seat` may know: its own hand, what it passed and received, and everything public.
    pub fn view(&self, seat: Seat) -> View {
        let n = self.players() as usize;
        let mut hand_sizes = [0u8; MAX_SEATS];
        for (size, hand) in hand_sizes.iter_mut().zip(&self.hands).take(n) {
            *size = hand.len() as u8;
        }
        let s = seat.index().min(MAX_SEATS - 1);
        let exchanged = self.stage != Stage::Passing;
        View {
            seat,
            rules: self.rules,
            dealer: self.dealer,
            stage: self.stage,
            to_act: self.to_act(),
            hand: self.hands[s],
            direction: self.direction,
            passed: (self.passed & 1 << s != 0 || (exchanged && self.direction.is_some()))
                .then_some(self.given[s]),
            received: (exchanged && self.direction.is_some()).then_some(self.received[s]),
            trick: self.trick,
            history: self.history,
            tricks: self.tricks,
            kitty_size: self.kitty_dealt.len() as u8,
            kitty: (self.tricks > 0).then_some(self.kitty_dealt),
            points: self.points_array(),
            scores: self.scores,
            hearts_broken: self.hearts_broken,
            hand_sizes,
            voids: self.voids,
            deals: self.deals,
            winners: self.winners,
        }
    }

    fn points_array(&self) -> [i32; MAX_SEATS] {
        let mut out = [0; MAX_SEATS];
        for (slot, taken) in out
            .iter_mut()
            .zip(&self.taken)
            .take(self.players() as usize)
        {
            *slot = points_of(*taken, &self.rules);
        }
        out
    }

    /// The rules the game is played with.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The game seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The current dealer.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Where the hand is.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The seat to decide (pass or play), or `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        (self.stage != Stage::Over && !self.deal_end.reached()).then_some(self.to_act)
    }

    /// The winning seats, ascending, once the game is over (empty before).
    pub fn winners(&self) -> Vec<Seat> {
        Seat::all(self.players())
            .filter(|s| self.winners & 1 << s.0 != 0)
            .collect()
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The kitty while it lies face down.
    pub fn kitty(&self) -> CardSet {
        self.kitty
    }

    /// The kitty the first trick's winner took this hand (public once taken); empty before that, or without one.
    pub fn kitty_taken(&self) -> CardSet {
        if self.tricks > 0 {
            self.kitty_dealt
        } else {
            CardSet::EMPTY
        }
    }

    /// The pass of this hand, if any.
    pub fn direction(&self) -> Option<PassDirection> {
        self.direction
    }

    /// What a seat passed this hand (empty until it chose).
    pub fn given(&self, seat: Seat) -> CardSet {
        self.given.get(seat.index()).copied().unwrap_or_default()
    }

    /// What a seat received this hand (empty until the exchange).
    pub fn received(&self, seat: Seat) -> CardSet {
        self.received.get(seat.index()).copied().unwrap_or_default()
    }

    /// The cards a seat took this hand.
    pub fn taken(&self, seat: Seat) -> CardSet {
        self.taken.get(seat.index()).copied().unwrap_or_default()
    }

    /// The trick in progress.
    pub fn trick(&self) -> &Trick {
        &self.trick
    }

    /// This hand's completed tricks, in order.
    pub fn history(&self) -> Vec<TrickRecord> {
        self.history[..self.tricks as usize]
            .iter()
            .flatten()
            .copied()
            .collect()
    }

    /// Whether hearts are broken this hand.
    pub fn hearts_broken(&self) -> bool {
        self.hearts_broken
    }

    /// The running totals.
    pub fn scores(&self) -> &[i32] {
        &self.scores[..self.players() as usize]
    }

    /// Hands dealt so far.
    pub fn deals(&self) -> u32 {
        self.deals
    }

    /// Checks the state's invariants: used on every loaded save and by the property tests.
    pub fn audit(&self) -> Result<(), StateError> {
        let bad = |why: String| Err(StateError(why));
        if let Err(e) = self.rules.validate() {
            return bad(e.to_string());
        }
        let n = self.players() as usize;
        let in_play = Self::in_play(&self.rules);
        let mut places: Vec<(String, CardSet)> = Vec::new();
        for i in 0..MAX_SEATS {
            if i >= n && !(self.hands[i].is_empty() && self.taken[i].is_empty()) {
                return bad(format!("seat {i} holds cards but is not at the table"));
            }
            places.push((format!("seat {i}'s hand"), self.hands[i]));
            places.push((format!("seat {i}'s tricks"), self.taken[i]));
        }
        places.push(("the kitty".into(), self.kitty));
        places.push(("the trick in play".into(), self.trick.to_set()));
        let mut seen = CardSet::EMPTY;
        let mut count = 0;
        for (name, cards) in &places {
            if !(seen & *cards).is_empty() {
                return bad(format!("{name} holds a card found elsewhere too"));
            }
            seen |= *cards;
            count += cards.len();
        }
        if self.trick.to_set().len() != self.trick.len() {
            return bad("a card appears twice in the trick".into());
        }
        if seen != in_play || count != in_play.len() {
            return bad(format!(
                "{} of the {} cards in play are accounted for",
                seen.len(),
                in_play.len()
            ));
        }
        if self.dealer.index() >= n || self.to_act.index() >= n || self.trick.leader().index() >= n
        {
            return bad("a seat number is outside the table".into());
        }
        if self.trick.len() >= n {
            return bad("the trick in play is already complete".into());
        }
        if self.stage == Stage::Playing
            && self.trick.leader().plus(self.trick.len(), n as u8) != self.to_act
        {
            return bad("the seat to act does not follow the trick's order".into());
        }
        if self.stage == Stage::Passing && (!self.trick.is_empty() || self.tricks > 0) {
            return bad("cards were played before the pass".into());
        }
        if self.stage == Stage::Passing && self.direction.is_none() {
            return bad("a pass is asked in a hand without one".into());
        }
        if self.stage != Stage::Over {
            let played_now = |seat: Seat| self.trick.plays(n as u8).any(|(s, _)| s == seat);
            let hand_size = (in_play.len() - self.rules.kitty_size()) / n;
            for seat in Seat::all(n as u8) {
                let size = self.hands[seat.index()].len() + usize::from(played_now(seat));
                if size + self.tricks as usize != hand_size {
                    return bad(format!("{seat} holds the wrong number of cards"));
                }
            }
            if self.scores[..n]
                .iter()
                .any(|&s| s >= self.rules.target as i32)
            {
                return bad("a score should already have ended the game".into());
            }
            if self.winners != 0 {
                return bad("a game in play has winners".into());
            }
        }
        if self.tricks > 0 && !self.kitty.is_empty() {
            return bad("the kitty was not taken with the first trick".into());
        }
        if self.history[..self.tricks as usize]
            .iter()
            .any(Option::is_none)
        {
            return bad("a completed trick is missing from the hand's record".into());
        }
        Ok(())
    }

    /// A complete game that `view` is a view of, with the hidden cards placed as `hidden` says: a possible world
    /// for a computer player to search, or (during the pass) to weigh passes in. `seed` only decides later deals.
    /// Fails if `hidden` contradicts the view.
    pub fn from_view(
        view: &View,
        hidden: &HiddenCards,
        seed: u64,
    ) -> Result<HeartsMatch, StateError> {
        let n = view.rules.players as usize;
        let mut game = HeartsMatch::empty(view.rules, seed, view.dealer);
        game.deals = view.deals;
        game.stage = view.stage;
        game.hands = hidden.hands;
        game.hands[view.seat.index()] = view.hand;
        game.kitty = if view.tricks == 0 {
            hidden.kitty
        } else {
            CardSet::EMPTY
        };
        game.kitty_dealt = view.kitty.unwrap_or(game.kitty);
        game.direction = view.direction;
        game.trick = view.trick;
        game.history = view.history;
        game.tricks = view.tricks;
        game.to_act = view.to_act.unwrap_or(view.trick.leader());
        game.hearts_broken = view.hearts_broken;
        game.scores = view.scores;
        game.voids = view.voids;
        game.winners = view.winners;
        if let Some(passed) = view.passed {
            game.given[view.seat.index()] = passed;
        }
        // A world of the pass: what the others pass, and whether they have chosen yet, is theirs alone, so in
        // the world everyone else still chooses, in turn from the seat to act (after the viewer, if the viewer
        // has chosen), each from the hand the world deals them.
        if view.stage == Stage::Passing {
            if let Some(passed) = view.passed {
                game.given[view.seat.index()] = passed;
                game.passed = 1 << view.seat.0;
                game.to_act = view.seat.next(n as u8);
            } else {
                game.passed = 0;
            }
        }
        if let Some(received) = view.received {
            game.received[view.seat.index()] = received;
        }
        // Who took which completed trick is public: the taken cards follow the record (the kitty with the first).
        for record in view.history[..view.tricks as usize].iter().flatten() {
            game.taken[record.winner.index()] |= record.trick.to_set();
        }
        if let (Some(first), Some(kitty)) = (view.history[0], view.kitty) {
            game.taken[first.winner.index()] |= kitty;
        }
        let in_play = Self::in_play(&view.rules);
        let mut all = game.kitty | game.trick.to_set();
        let mut count = game.kitty.len() + game.trick.len();
        for seat in 0..n {
            all |= game.hands[seat] | game.taken[seat];
            count += game.hands[seat].len() + game.taken[seat].len();
            if game.hands[seat].len() != view.hand_sizes[seat] as usize {
                return Err(StateError(format!(
                    "seat {seat} is given the wrong number of cards"
                )));
            }
        }
        if all != in_play || count != in_play.len() {
            return Err(StateError(
                "the hidden cards do not complete the cards in play".into(),
            ));
        }
        Ok(game)
    }

    /// The same world, for a search that never looks past its hand: when the hand ends it stops there, nobody
    /// to act, its deal count moved on, instead of shuffling and dealing the next. Everything up to that point
    /// plays exactly as in the game.
    pub fn ending_with_deal(mut self) -> HeartsMatch {
        self.deal_end = DealEnd::STOPS;
        self
    }
}

impl Game for HeartsMatch {
    type Rules = Rules;
    type View = View;
    type Event = Event;

    const KIND: GameKind = GameKind::Hearts;

    fn rules(&self) -> &Rules {
        &self.rules
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    fn players(&self) -> u8 {
        self.rules.players
    }

    fn to_act(&self) -> Option<Seat> {
        HeartsMatch::to_act(self)
    }

    fn decision(&self) -> Option<Decision> {
        HeartsMatch::decision(self)
    }

    fn legal_moves(&self) -> CardSet {
        HeartsMatch::legal_moves(self)
    }

    fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        HeartsMatch::check(self, seat, card)
    }

    fn play(
        &mut self,
        seat: Seat,
        card: Card,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        HeartsMatch::play(self, seat, card, sink)
    }

    fn pass(
        &mut self,
        seat: Seat,
        cards: CardSet,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        HeartsMatch::pass(self, seat, cards, sink)
    }

    fn view(&self, seat: Seat) -> View {
        HeartsMatch::view(self, seat)
    }

    fn won_by(&self, seat: Seat) -> Option<bool> {
        (self.stage == Stage::Over).then_some(self.winners & 1 << seat.0 != 0)
    }

    fn hand(&self, seat: Seat) -> CardSet {
        HeartsMatch::hand(self, seat)
    }

    fn trick(&self) -> &Trick {
        &self.trick
    }

    fn trump(&self) -> Option<Suit> {
        None
    }

    fn deals(&self) -> u32 {
        self.deals
    }

    fn audit(&self) -> Result<(), StateError> {
        HeartsMatch::audit(self)
    }
}
