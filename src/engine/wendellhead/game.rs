//! The state of a Wendellhead match and the one function that changes it: [`Match::play`].

use serde::{Deserialize, Serialize};

use super::event::Event;
use super::rules::{Rules, RulesError, TrumpRule};
use super::view::View;
use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::deck::{self, CardList};
use crate::engine::game::{DealEnd, EventSink, Game, GameKind, PlayError, StateError, emit};
use crate::engine::seat::{MAX_SEATS, Seat};
use crate::engine::trick::{PlayCheck, SuitOrder, Trick, legal_follow};

/// A completed Pin, kept so that players can review the last one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PinRecord {
    /// The cards in playing order, with the leader.
    pub trick: Trick,
    /// Who won it.
    pub winner: Seat,
    /// The prize it brought, if one was on offer and the match went on.
    pub prize: Option<Card>,
}

/// Where the cards a seat cannot see lie in one possible world (see [`Match::from_view`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HiddenCards {
    /// Every seat's whole hand (known cards included); the viewing seat's entry is ignored.
    pub hands: [CardSet; MAX_SEATS],
    /// The face-down stock, top card last.
    pub stock: CardList,
    /// The cards set aside unseen.
    pub set_aside: CardSet,
}

/// The full state of a match, hidden cards included. Only the engine reads it whole; players get a [`View`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    rules: Rules,
    seed: u64,
    /// Deals so far in the match; the next deal shuffles with this stream.
    deals: u32,
    dealer: Seat,
    hands: [CardSet; MAX_SEATS],
    /// The face-down stock, top card last.
    stock: CardList,
    prize: Option<Card>,
    trump: Option<Suit>,
    set_aside: CardSet,
    /// Cards of the Pins each seat won this deal, face down.
    stacks: [CardSet; MAX_SEATS],
    trick: Trick,
    last_pin: Option<PinRecord>,
    to_act: Seat,
    pins: [u32; MAX_SEATS],
    flints: [u32; MAX_SEATS],
    /// Public knowledge: prizes each seat took that are still in its hand.
    known: [CardSet; MAX_SEATS],
    /// Public knowledge: suits each seat has shown it holds no unknown card of (reset when it draws blind).
    voids: [u8; MAX_SEATS],
    winner: Option<Seat>,
    /// Where a search's copy stops ([`Match::ending_with_deal`]); never saved.
    #[serde(skip)]
    deal_end: DealEnd,
}

impl Match {
    /// Starts a match: validates the rules, draws the first dealer from the seed and deals.
    pub fn new(
        rules: Rules,
        seed: u64,
        sink: &mut impl EventSink<Event>,
    ) -> Result<Match, RulesError> {
        rules.validate()?;
        let dealer = deck::first_dealer(seed, rules.players);
        let mut game = Match::empty(rules, seed, dealer);
        let shuffled = game.next_shuffle();
        game.deal(shuffled, sink);
        Ok(game)
    }

    /// Starts a match whose first deal uses `deck` as shuffled (for tests, puzzles and replays); later deals
    /// shuffle from `seed`.
    pub fn with_deck(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        deck: &[Card],
        sink: &mut impl EventSink<Event>,
    ) -> Result<Match, StateError> {
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
    ) -> Result<Match, StateError> {
        let deck = deck::shuffled(CardSet::FULL, seed, deal as u64);
        Self::with_deck_at(rules, seed, dealer, deck.as_slice(), deal, sink)
    }

    fn with_deck_at(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        deck: &[Card],
        deal: u32,
        sink: &mut impl EventSink<Event>,
    ) -> Result<Match, StateError> {
        rules.validate().map_err(|e| StateError(e.to_string()))?;
        let list = deck::checked_deck(deck, CardSet::FULL, dealer, rules.players)?;
        let mut game = Match::empty(rules, seed, dealer);
        game.deals = deal + 1;
        game.deal(list, sink);
        Ok(game)
    }

    fn empty(rules: Rules, seed: u64, dealer: Seat) -> Match {
        Match {
            rules,
            seed,
            deals: 0,
            dealer,
            hands: [CardSet::EMPTY; MAX_SEATS],
            stock: CardList::new(),
            prize: None,
            trump: None,
            set_aside: CardSet::EMPTY,
            stacks: [CardSet::EMPTY; MAX_SEATS],
            trick: Trick::new(dealer),
            last_pin: None,
            to_act: dealer,
            pins: [0; MAX_SEATS],
            flints: [0; MAX_SEATS],
            known: [CardSet::EMPTY; MAX_SEATS],
            voids: [0; MAX_SEATS],
            winner: None,
            deal_end: DealEnd::default(),
        }
    }

    /// Deals the next deal (rules 8 and 9), or ends a search's world there: its deal count still moves on, so
    /// the search sees its horizon reached.
    fn deal_next(&mut self, sink: &mut impl EventSink<Event>) {
        if self.deal_end.stop_here(&mut self.deals) {
            return;
        }
        let shuffled = self.next_shuffle();
        self.deal(shuffled, sink);
    }

    fn next_shuffle(&mut self) -> CardList {
        let list = deck::shuffled(CardSet::FULL, self.seed, self.deals as u64);
        self.deals += 1;
        list
    }

    /// Rule 2: deals one card at a time clockwise from the dealer's left; the rest is the stock.
    fn deal(&mut self, deck: CardList, sink: &mut impl EventSink<Event>) {
        let n = self.rules.players;
        emit(sink, || Event::Dealt {
            dealer: self.dealer,
            deck: deck.as_slice().to_vec(),
        });
        self.hands = [CardSet::EMPTY; MAX_SEATS];
        self.stacks = [CardSet::EMPTY; MAX_SEATS];
        self.known = [CardSet::EMPTY; MAX_SEATS];
        self.voids = [0; MAX_SEATS];
        self.set_aside = CardSet::EMPTY;
        self.prize = None;
        self.trump = None;
        let dealt = n as usize * self.rules.hand_size as usize;
        let cards = deck.as_slice();
        for (i, &card) in cards[..dealt].iter().enumerate() {
            self.hands[self.dealer.plus(1 + i, n).index()].insert(card);
        }
        self.stock.clear();
        for &card in cards[dealt..].iter().rev() {
            self.stock.push(card);
        }
        // Rule 5: the player left of the dealer leads the first Pin of every deal.
        let leader = self.dealer.next(n);
        self.trick = Trick::new(leader);
        self.to_act = leader;
        self.turn_prize(sink);
    }

    /// Rule 3: turns the next prize if the stock can go round, otherwise sets the remainder aside unseen.
    fn turn_prize(&mut self, sink: &mut impl EventSink<Event>) {
        let n = self.rules.players as usize;
        if self.stock.len() >= n {
            let Some(card) = self.stock.pop() else { return };
            self.prize = Some(card);
            // Rule 4: per deck, only the first prize of a deal sets trump; per Pin, every prize does.
            if self.trump.is_none() || self.rules.trump == TrumpRule::PerPin {
                self.trump = Some(card.suit());
            }
            let trump = self.trump.unwrap_or(card.suit());
            emit(sink, || Event::PrizeTurned { card, trump });
        } else if !self.stock.is_empty() {
            self.set_aside = self.stock.to_set();
            emit(sink, || Event::CardsSetAside {
                cards: self.stock.as_slice().iter().rev().copied().collect(),
            });
            self.stock.clear();
        }
    }

    /// The trick order in force now.
    fn order(&self) -> SuitOrder {
        SuitOrder { trump: self.trump }
    }

    /// Checks that `seat` may play `card` now; the error says why not.
    pub fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        PlayCheck {
            over: self.winner.is_some() || self.deal_end.reached(),
            players: self.rules.players,
            to_act: self.to_act,
            hand: self.hands.get(seat.index()).copied().unwrap_or_default(),
            trick: &self.trick,
            order: &self.order(),
        }
        .check(seat, card)
    }

    /// The cards the seat to act may play (empty once the match is over).
    pub fn legal_moves(&self) -> CardSet {
        if self.winner.is_some() || self.deal_end.reached() {
            return CardSet::EMPTY;
        }
        legal_follow(
            self.hands[self.to_act.index()],
            self.trick.lead(),
            &self.order(),
        )
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
        self.known[s].remove(card);
        if let Some(lead) = self.trick.lead()
            && lead.suit() != card.suit()
        {
            self.voids[s] |= lead.suit().bit();
        }
        self.trick.push(card);
        emit(sink, || Event::CardPlayed { seat, card });
        if self.trick.len() < self.rules.players as usize {
            self.to_act = seat.next(self.rules.players);
        } else {
            self.resolve_pin(sink);
        }
        Ok(())
    }

    /// Rules 6-9: scores the complete Pin, hands out the prize and draws, and moves on.
    fn resolve_pin(&mut self, sink: &mut impl EventSink<Event>) {
        let n = self.rules.players;
        let winner = self
            .trick
            .winner(&self.order(), n)
            .unwrap_or(self.trick.leader());
        let w = winner.index();
        self.stacks[w] |= self.trick.to_set();
        self.pins[w] += 1;
        emit(sink, || Event::PinWon {
            winner,
            pins: self.pins[..n as usize].to_vec(),
        });
        let finished = self.trick;
        self.trick = Trick::new(winner);
        self.to_act = winner;
        if self.pins[w] >= self.rules.pins_per_flint {
            self.last_pin = Some(PinRecord {
                trick: finished,
                winner,
                prize: None,
            });
            self.win_flint(winner, sink);
            return;
        }
        let prize = self.prize.take();
        self.last_pin = Some(PinRecord {
            trick: finished,
            winner,
            prize,
        });
        if let Some(card) = prize {
            self.hands[w].insert(card);
            self.known[w].insert(card);
            emit(sink, || Event::PrizeTaken { seat: winner, card });
            for k in 1..n as usize {
                let drawer = winner.plus(k, n);
                // Rule 3 turned the prize only with a card left for every other seat.
                let Some(card) = self.stock.pop() else { break };
                self.hands[drawer.index()].insert(card);
                self.voids[drawer.index()] = 0;
                emit(sink, || Event::CardDrawn { seat: drawer, card });
            }
            self.turn_prize(sink);
        }
        if self.hands[w].is_empty() {
            // Rule 8: the deck is used up without a Flint: the same dealer deals again, Pins carry over.
            self.deal_next(sink);
        }
    }

    /// Rule 9: a Flint to `winner`; Pins reset and the winner deals, unless the match is won.
    fn win_flint(&mut self, winner: Seat, sink: &mut impl EventSink<Event>) {
        let n = self.rules.players as usize;
        self.flints[winner.index()] += 1;
        emit(sink, || Event::FlintWon {
            winner,
            flints: self.flints[..n].to_vec(),
        });
        if self.flints[winner.index()] >= self.rules.flints_to_win {
            self.winner = Some(winner);
            emit(sink, || Event::MatchWon { winner });
            return;
        }
        self.pins = [0; MAX_SEATS];
        self.dealer = winner;
        self.deal_next(sink);
    }

    /// What `seat` may know: its own hand and everything public, nothing hidden.
    pub fn view(&self, seat: Seat) -> View {
        let n = self.rules.players as usize;
        let mut hand_sizes = [0u8; MAX_SEATS];
        let mut played = CardSet::EMPTY;
        for ((size, hand), stack) in hand_sizes
            .iter_mut()
            .zip(&self.hands)
            .zip(&self.stacks)
            .take(n)
        {
            *size = hand.len() as u8;
            played |= *stack;
        }
        View {
            seat,
            rules: self.rules,
            dealer: self.dealer,
            to_act: if self.winner.is_none() && !self.deal_end.reached() {
                Some(self.to_act)
            } else {
                None
            },
            hand: self.hands[seat.index()],
            prize: self.prize,
            trump: self.trump,
            trick: self.trick,
            played,
            last_pin: self.last_pin,
            pins: self.pins,
            flints: self.flints,
            stock_len: self.stock.len() as u8,
            set_aside: self.set_aside.len() as u8,
            hand_sizes,
            known: self.known,
            voids: self.voids,
            deals: self.deals,
            winner: self.winner,
        }
    }

    /// The rules the match is played with.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The match seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The current dealer.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The seat to play, or `None` once the match is over.
    pub fn to_act(&self) -> Option<Seat> {
        (self.winner.is_none() && !self.deal_end.reached()).then_some(self.to_act)
    }

    /// The match winner, once there is one.
    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The stock, top card first.
    pub fn stock(&self) -> Vec<Card> {
        self.stock.as_slice().iter().rev().copied().collect()
    }

    /// The face-up prize of the next Pin, if any.
    pub fn prize(&self) -> Option<Card> {
        self.prize
    }

    /// The trump suit, if one has been turned this deal.
    pub fn trump(&self) -> Option<Suit> {
        self.trump
    }

    /// The cards set aside unseen this deal.
    pub fn set_aside(&self) -> CardSet {
        self.set_aside
    }

    /// The face-down cards of the Pins a seat won this deal.
    pub fn stack(&self, seat: Seat) -> CardSet {
        self.stacks.get(seat.index()).copied().unwrap_or_default()
    }

    /// The Pin in progress.
    pub fn trick(&self) -> &Trick {
        &self.trick
    }

    /// The last completed Pin.
    pub fn last_pin(&self) -> Option<&PinRecord> {
        self.last_pin.as_ref()
    }

    /// Every seat's Pins toward the current Flint.
    pub fn pins(&self) -> &[u32] {
        &self.pins[..self.rules.players as usize]
    }

    /// Every seat's Flints.
    pub fn flints(&self) -> &[u32] {
        &self.flints[..self.rules.players as usize]
    }

    /// Deals so far in the match.
    pub fn deals(&self) -> u32 {
        self.deals
    }

    /// Checks the state's invariants (each card in exactly one place, equal hands, scores in range, ...): used
    /// on every loaded save and by the property tests.
    pub fn audit(&self) -> Result<(), StateError> {
        let bad = |why: String| Err(StateError(why));
        if let Err(e) = self.rules.validate() {
            return bad(e.to_string());
        }
        let n = self.rules.players as usize;
        let mut places: Vec<(String, CardSet)> = Vec::new();
        for i in 0..MAX_SEATS {
            if i >= n && !(self.hands[i].is_empty() && self.stacks[i].is_empty()) {
                return bad(format!("seat {i} holds cards but is not at the table"));
            }
            places.push((format!("seat {i}'s hand"), self.hands[i]));
            places.push((format!("seat {i}'s Pins"), self.stacks[i]));
        }
        places.push(("the stock".into(), self.stock.to_set()));
        places.push(("the prize".into(), self.prize.into_iter().collect()));
        places.push(("the set-aside cards".into(), self.set_aside));
        places.push(("the Pin in play".into(), self.trick.to_set()));
        let mut seen = CardSet::EMPTY;
        let mut count = 0;
        for (name, cards) in &places {
            if !(seen & *cards).is_empty() {
                return bad(format!("{name} holds a card found elsewhere too"));
            }
            seen |= *cards;
            count += cards.len();
        }
        if self.stock.to_set().len() != self.stock.len() || trick_has_duplicates(&self.trick) {
            return bad("a card appears twice".into());
        }
        if seen != CardSet::FULL || count != 52 {
            return bad(format!("{} of the 52 cards are accounted for", seen.len()));
        }
        if self.dealer.index() >= n || self.to_act.index() >= n || self.trick.leader().index() >= n
        {
            return bad("a seat number is outside the table".into());
        }
        if self.trick.len() >= n {
            return bad("the Pin in play is already complete".into());
        }
        if self.trick.leader().plus(self.trick.len(), n as u8) != self.to_act {
            return bad("the seat to act does not follow the Pin's order".into());
        }
        let mut sizes = Seat::all(n as u8).map(|seat| {
            let played = self.trick.plays(n as u8).any(|(s, _)| s == seat);
            self.hands[seat.index()].len() + usize::from(played)
        });
        let first = sizes.next().unwrap_or(0);
        if sizes.any(|size| size != first) {
            return bad("the hands are not all the same size".into());
        }
        for seat in Seat::all(n as u8) {
            if !(self.known[seat.index()] - self.hands[seat.index()]).is_empty() {
                return bad(format!("{seat} is known to hold a card it does not hold"));
            }
        }
        if self.winner.is_none()
            && !self.deal_end.reached()
            && self.hands[self.to_act.index()].is_empty()
        {
            return bad("the seat to act has no cards".into());
        }
        for (i, (&pins, &flints)) in self.pins.iter().zip(&self.flints).enumerate() {
            if i >= n && (pins != 0 || flints != 0) {
                return bad(format!("seat {i} has a score but is not at the table"));
            }
            if self.winner.is_none()
                && (pins >= self.rules.pins_per_flint || flints >= self.rules.flints_to_win)
            {
                return bad(format!(
                    "seat {i}'s score should already have ended a Flint"
                ));
            }
        }
        if let Some(winner) = self.winner
            && (winner.index() >= n || self.flints[winner.index()] < self.rules.flints_to_win)
        {
            return bad("the match winner does not have the Flints to win".into());
        }
        if self.prize.is_some() && self.trump.is_none() {
            return bad("a prize is on offer without a trump".into());
        }
        if self.prize.is_some() && self.stock.len() + 1 < n {
            return bad("a prize is on offer but the stock cannot go round".into());
        }
        Ok(())
    }

    /// A complete match that `view` is a view of, with the hidden cards placed as `hidden` says: a possible
    /// world for a computer player to search. `seed` only decides later deals. Fails if `hidden` contradicts
    /// the view (wrong hand sizes, a seen card placed, a card missing).
    pub fn from_view(view: &View, hidden: &HiddenCards, seed: u64) -> Result<Match, StateError> {
        let n = view.rules.players as usize;
        let mut game = Match::empty(view.rules, seed, view.dealer);
        game.deals = view.deals;
        game.hands = hidden.hands;
        game.hands[view.seat.index()] = view.hand;
        game.stock = hidden.stock;
        game.prize = view.prize;
        game.trump = view.trump;
        game.set_aside = hidden.set_aside;
        // Who won which completed Pin is not needed for play: the cards go on one stack.
        game.stacks[view.seat.index()] = view.played;
        game.trick = view.trick;
        game.last_pin = view.last_pin;
        game.to_act = view.to_act.unwrap_or(view.trick.leader());
        game.pins = view.pins;
        game.flints = view.flints;
        game.known = view.known;
        game.voids = view.voids;
        game.winner = view.winner;
        for seat in 0..n {
            if game.hands[seat].len() != view.hand_sizes[seat] as usize {
                return Err(StateError(format!(
                    "seat {seat} is given the wrong number of cards"
                )));
            }
            if !(view.known[seat] - game.hands[seat]).is_empty() {
                return Err(StateError(format!(
                    "seat {seat} is not given its known cards"
                )));
            }
        }
        if game.stock.len() != view.stock_len as usize
            || game.set_aside.len() != view.set_aside as usize
        {
            return Err(StateError(
                "the stock or set-aside cards have the wrong size".into(),
            ));
        }
        // Each card in one place: a cheap check, as searches build thousands of worlds (`audit` checks more).
        let mut all = game.stock.to_set() | game.set_aside | game.trick.to_set() | view.played;
        let mut count =
            game.stock.len() + game.set_aside.len() + game.trick.len() + view.played.len();
        all |= game.prize.map_or(CardSet::EMPTY, CardSet::single);
        count += usize::from(game.prize.is_some());
        for hand in &game.hands[..n] {
            all |= *hand;
            count += hand.len();
        }
        if all != CardSet::FULL || count != 52 {
            return Err(StateError(
                "the hidden cards do not complete the deck".into(),
            ));
        }
        Ok(game)
    }

    /// The same world, for a search that never looks past its deal: when the deal ends (rule 8, or a Flint
    /// under rule 9) it stops there, nobody to act, its deal count moved on, instead of shuffling and dealing
    /// the next. Everything up to that point plays exactly as in the match.
    pub fn ending_with_deal(mut self) -> Match {
        self.deal_end = DealEnd::STOPS;
        self
    }
}

fn trick_has_duplicates(trick: &Trick) -> bool {
    trick.to_set().len() != trick.len()
}

impl Game for Match {
    type Rules = Rules;
    type View = View;
    type Event = Event;

    const KIND: GameKind = GameKind::Wendellhead;

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
        Match::to_act(self)
    }

    fn legal_moves(&self) -> CardSet {
        Match::legal_moves(self)
    }

    fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        Match::check(self, seat, card)
    }

    fn play(
        &mut self,
        seat: Seat,
        card: Card,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        Match::play(self, seat, card, sink)
    }

    fn view(&self, seat: Seat) -> View {
        Match::view(self, seat)
    }

    fn won_by(&self, seat: Seat) -> Option<bool> {
        self.winner.map(|winner| winner == seat)
    }

    fn hand(&self, seat: Seat) -> CardSet {
        Match::hand(self, seat)
    }

    fn trick(&self) -> &Trick {
        &self.trick
    }

    fn trump(&self) -> Option<Suit> {
        self.trump
    }

    fn deals(&self) -> u32 {
        self.deals
    }

    fn audit(&self) -> Result<(), StateError> {
        Match::audit(self)
    }
}
