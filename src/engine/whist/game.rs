//! The state of a Whist match and the one function that changes it: [`WhistMatch::play`].

use serde::{Deserialize, Serialize};

use super::event::Event;
use super::rules::{Rules, RulesError};
use super::view::View;
use super::{PLAYERS, side_of};
use crate::engine::cards::{Card, CardSet, Rank, Suit};
use crate::engine::deck::{self, CardList};
use crate::engine::game::{DealEnd, EventSink, Game, GameKind, PlayError, StateError, emit};
use crate::engine::seat::Seat;
use crate::engine::trick::{PlayCheck, SuitOrder, Trick, legal_follow};

/// Tricks in a hand.
pub const TRICKS: u32 = 13;

/// A completed trick, kept so that players can review the last one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrickRecord {
    /// The cards in playing order, with the leader.
    pub trick: Trick,
    /// Who won it.
    pub winner: Seat,
}

/// Where the cards a seat cannot see lie in one possible world (see [`WhistMatch::from_view`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HiddenCards {
    /// Every seat's whole hand; the viewing seat's entry is ignored.
    pub hands: [CardSet; PLAYERS as usize],
}

/// The full state of a Whist match, hidden cards included. Only the engine reads it whole; players get a
/// [`View`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WhistMatch {
    rules: Rules,
    seed: u64,
    /// Deals so far in the match; the next deal shuffles with this stream.
    deals: u32,
    dealer: Seat,
    hands: [CardSet; PLAYERS as usize],
    /// The cards of the tricks each side won this hand, face down.
    stacks: [CardSet; 2],
    /// The dealer's last card, turned face up: its suit is trump.
    turn_up: Card,
    /// Whether the turn-up still lies face up by the dealer (until the dealer plays to the first trick).
    turn_up_shown: bool,
    trick: Trick,
    last_trick: Option<TrickRecord>,
    to_act: Seat,
    /// Tricks per side this hand.
    tricks: [u32; 2],
    /// Tricks per side over the whole match.
    match_tricks: [u32; 2],
    /// Points per side in the game in progress.
    score: [u32; 2],
    /// Games won per side.
    games: [u32; 2],
    /// Honours (A K Q J of trump) each side was dealt this hand.
    honours_held: [u32; 2],
    /// Public knowledge: honours each side has played this hand.
    honours_played: [u32; 2],
    /// Public knowledge: suits each seat has shown it holds no card of this hand.
    voids: [u8; PLAYERS as usize],
    /// The side that won the match.
    winner: Option<u8>,
    /// Where a search's copy stops ([`WhistMatch::ending_with_deal`]); never saved.
    #[serde(skip)]
    deal_end: DealEnd,
}

/// The four honours of a suit.
fn honours(trump: Suit) -> CardSet {
    // Every card played asks for them (the searches play millions), so the four bits at once rather than a
    // set built card by card: the Jack to the Ace are the top four ranks of the suit.
    let jack_up = CardSet::single(Card::new(Rank::Jack, Suit::Clubs)).bits() * 0b1111;
    CardSet::from_bits(jack_up << (13 * trump.index()))
}

impl WhistMatch {
    /// Starts a match: validates the rules, draws the first dealer from the seed and deals.
    pub fn new(
        rules: Rules,
        seed: u64,
        sink: &mut impl EventSink<Event>,
    ) -> Result<WhistMatch, RulesError> {
        rules.validate()?;
        let dealer = deck::first_dealer(seed, PLAYERS);
        let mut game = WhistMatch::empty(rules, seed, dealer);
        let shuffled = game.next_shuffle();
        game.deal(shuffled, sink);
        Ok(game)
    }

    /// Starts a match whose first deal uses `deck` in dealing order (for tests and replays); later deals shuffle
    /// from `seed`.
    pub fn with_deck(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        deck: &[Card],
        sink: &mut impl EventSink<Event>,
    ) -> Result<WhistMatch, StateError> {
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
    ) -> Result<WhistMatch, StateError> {
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
    ) -> Result<WhistMatch, StateError> {
        rules.validate().map_err(|e| StateError(e.to_string()))?;
        let list = deck::checked_deck(deck, CardSet::FULL, dealer, PLAYERS)?;
        let mut game = WhistMatch::empty(rules, seed, dealer);
        game.deals = deal + 1;
        game.deal(list, sink);
        Ok(game)
    }

    fn empty(rules: Rules, seed: u64, dealer: Seat) -> WhistMatch {
        let turn_up = Card::new(Rank::Two, Suit::Clubs);
        WhistMatch {
            rules,
            seed,
            deals: 0,
            dealer,
            hands: [CardSet::EMPTY; PLAYERS as usize],
            stacks: [CardSet::EMPTY; 2],
            turn_up,
            turn_up_shown: false,
            trick: Trick::new(dealer),
            last_trick: None,
            to_act: dealer,
            tricks: [0; 2],
            match_tricks: [0; 2],
            score: [0; 2],
            games: [0; 2],
            honours_held: [0; 2],
            honours_played: [0; 2],
            voids: [0; PLAYERS as usize],
            winner: None,
            deal_end: DealEnd::default(),
        }
    }

    fn next_shuffle(&mut self) -> CardList {
        let list = deck::shuffled(CardSet::FULL, self.seed, self.deals as u64);
        self.deals += 1;
        list
    }

    /// Rules 2-4: deals all 52 cards one at a time clockwise from the dealer's left, turns the dealer's last
    /// card for trump, and gives the lead to the dealer's left.
    fn deal(&mut self, deck: CardList, sink: &mut impl EventSink<Event>) {
        emit(sink, || Event::Dealt {
            dealer: self.dealer,
            deck: deck.as_slice().to_vec(),
        });
        let cards = deck.as_slice();
        self.hands = [CardSet::EMPTY; PLAYERS as usize];
        for (i, &card) in cards.iter().enumerate() {
            self.hands[self.dealer.plus(1 + i, PLAYERS).index()].insert(card);
        }
        self.turn_up = cards[cards.len() - 1];
        self.turn_up_shown = true;
        self.stacks = [CardSet::EMPTY; 2];
        self.tricks = [0; 2];
        self.voids = [0; PLAYERS as usize];
        let top = honours(self.turn_up.suit());
        self.honours_held = [0; 2];
        self.honours_played = [0; 2];
        for seat in Seat::all(PLAYERS) {
            self.honours_held[side_of(seat)] += (self.hands[seat.index()] & top).len() as u32;
        }
        let (card, trump) = (self.turn_up, self.turn_up.suit());
        emit(sink, || Event::TrumpTurned { card, trump });
        let leader = self.dealer.next(PLAYERS);
        self.trick = Trick::new(leader);
        self.to_act = leader;
    }

    /// The trick order of the hand.
    fn order(&self) -> SuitOrder {
        SuitOrder {
            trump: Some(self.turn_up.suit()),
        }
    }

    /// Checks that `seat` may play `card` now; the error says why not.
    pub fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        PlayCheck {
            over: self.winner.is_some() || self.deal_end.reached(),
            players: PLAYERS,
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
        if let Some(lead) = self.trick.lead()
            && lead.suit() != card.suit()
        {
            self.voids[s] |= lead.suit().bit();
        }
        if honours(self.turn_up.suit()).contains(card) {
            self.honours_played[side_of(seat)] += 1;
        }
        // Rule 3: the turn-up becomes an ordinary card of the dealer's hand once the dealer plays to trick one.
        if seat == self.dealer {
            self.turn_up_shown = false;
        }
        self.trick.push(card);
        emit(sink, || Event::CardPlayed { seat, card });
        if self.trick.len() < PLAYERS as usize {
            self.to_act = seat.next(PLAYERS);
        } else {
            self.resolve_trick(sink);
        }
        Ok(())
    }

    /// Rule 4: the highest trump wins, else the highest card of the led suit; the winner leads next.
    fn resolve_trick(&mut self, sink: &mut impl EventSink<Event>) {
        let winner = self
            .trick
            .winner(&self.order(), PLAYERS)
            .unwrap_or(self.trick.leader());
        let side = side_of(winner);
        self.stacks[side] |= self.trick.to_set();
        self.tricks[side] += 1;
        self.match_tricks[side] += 1;
        let tricks = self.tricks;
        emit(sink, || Event::TrickWon { winner, tricks });
        self.last_trick = Some(TrickRecord {
            trick: self.trick,
            winner,
        });
        self.trick = Trick::new(winner);
        self.to_act = winner;
        if self.tricks[0] + self.tricks[1] == TRICKS {
            self.score_hand(sink);
        }
    }

    /// Rules 5-7: odd tricks, then honours where allowed, then the game and the match.
    fn score_hand(&mut self, sink: &mut impl EventSink<Event>) {
        let target = self.rules.target;
        let points = self.tricks.map(|t| t.saturating_sub(6));
        let mut honours = [0u32; 2];
        let tricks_reach_target = (0..2).any(|s| self.score[s] + points[s] >= target);
        if self.rules.honours && !tricks_reach_target {
            for (side, slot) in honours.iter_mut().enumerate() {
                // Rule 6: a side at target − 1 before the hand cannot score honours.
                if self.score[side] + 1 >= target {
                    continue;
                }
                *slot = match self.honours_held[side] {
                    4 => 4,
                    3 => 2,
                    _ => 0,
                };
            }
        }
        for side in 0..2 {
            self.score[side] += points[side] + honours[side];
        }
        let (tricks, score) = (self.tricks, self.score);
        emit(sink, || Event::HandScored {
            tricks,
            points,
            honours,
            score,
        });
        // Only one side can reach the target in a hand: the side with the odd tricks, or (when the tricks do
        // not reach it) the side with the honours, or both at once if they are the same side.
        let game_winner = (0..2u8).find(|&s| self.score[s as usize] >= target);
        if let Some(side) = game_winner {
            self.games[side as usize] += 1;
            emit(sink, || Event::GameWon {
                winner: side,
                score,
            });
            if self.games[side as usize] >= self.rules.games_to_win {
                self.winner = Some(side);
                emit(sink, || Event::MatchWon { winner: side });
                return;
            }
            self.score = [0; 2];
        }
        // Rule 2: the deal passes clockwise after every hand, also from one game into the next.
        self.dealer = self.dealer.next(PLAYERS);
        if self.deal_end.stop_here(&mut self.deals) {
            return;
        }
        let shuffled = self.next_shuffle();
        self.deal(shuffled, sink);
    }

    /// What `seat` may know: its own hand and everything public, nothing hidden.
    pub fn view(&self, seat: Seat) -> View {
        let mut hand_sizes = [0u8; PLAYERS as usize];
        for (size, hand) in hand_sizes.iter_mut().zip(&self.hands) {
            *size = hand.len() as u8;
        }
        View {
            seat,
            rules: self.rules,
            dealer: self.dealer,
            to_act: self.to_act(),
            hand: self.hands.get(seat.index()).copied().unwrap_or_default(),
            turn_up: self.turn_up,
            turn_up_shown: self.turn_up_shown,
            honours_played: self.honours_played,
            trick: self.trick,
            played: self.stacks[0] | self.stacks[1],
            last_trick: self.last_trick,
            tricks: self.tricks,
            score: self.score,
            games: self.games,
            hand_sizes,
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

    /// The side that won the match, once one has.
    pub fn winner(&self) -> Option<u8> {
        self.winner
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The card turned for trump this hand (it may since have been played).
    pub fn turn_up(&self) -> Card {
        self.turn_up
    }

    /// The turn-up while it still lies face up by the dealer.
    pub fn turn_up_shown(&self) -> Option<Card> {
        self.turn_up_shown.then_some(self.turn_up)
    }

    /// The trump suit of the hand.
    pub fn trump(&self) -> Suit {
        self.turn_up.suit()
    }

    /// The face-down cards of the tricks a side won this hand.
    pub fn stack(&self, side: usize) -> CardSet {
        self.stacks.get(side).copied().unwrap_or_default()
    }

    /// The trick in progress.
    pub fn trick(&self) -> &Trick {
        &self.trick
    }

    /// The last completed trick.
    pub fn last_trick(&self) -> Option<&TrickRecord> {
        self.last_trick.as_ref()
    }

    /// Tricks per side this hand.
    pub fn tricks(&self) -> [u32; 2] {
        self.tricks
    }

    /// Tricks per side over the whole match.
    pub fn match_tricks(&self) -> [u32; 2] {
        self.match_tricks
    }

    /// Points per side in the game in progress (the final score once the match is over).
    pub fn score(&self) -> [u32; 2] {
        self.score
    }

    /// Games won per side.
    pub fn games(&self) -> [u32; 2] {
        self.games
    }

    /// Deals so far in the match.
    pub fn deals(&self) -> u32 {
        self.deals
    }

    /// Checks the state's invariants: used on every loaded save and by the property tests.
    pub fn audit(&self) -> Result<(), StateError> {
        let bad = |why: String| Err(StateError(why));
        if let Err(e) = self.rules.validate() {
            return bad(e.to_string());
        }
        let mut places: Vec<(String, CardSet)> = Vec::new();
        for (i, hand) in self.hands.iter().enumerate() {
            places.push((format!("seat {i}'s hand"), *hand));
        }
        for (i, stack) in self.stacks.iter().enumerate() {
            places.push((format!("side {i}'s tricks"), *stack));
        }
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
        if seen != CardSet::FULL || count != 52 {
            return bad(format!("{} of the 52 cards are accounted for", seen.len()));
        }
        if self.dealer.0 >= PLAYERS || self.to_act.0 >= PLAYERS || self.trick.leader().0 >= PLAYERS
        {
            return bad("a seat number is outside the table".into());
        }
        if self.trick.len() >= PLAYERS as usize {
            return bad("the trick in play is already complete".into());
        }
        if self.trick.leader().plus(self.trick.len(), PLAYERS) != self.to_act {
            return bad("the seat to act does not follow the trick's order".into());
        }
        let done = self.tricks[0] + self.tricks[1];
        if self.stacks[0].len() != 4 * self.tricks[0] as usize
            || self.stacks[1].len() != 4 * self.tricks[1] as usize
        {
            return bad("the tricks won do not match the cards taken".into());
        }
        for seat in Seat::all(PLAYERS) {
            let played = self.trick.plays(PLAYERS).any(|(s, _)| s == seat);
            let size = self.hands[seat.index()].len() + usize::from(played);
            if self.winner.is_none() && size != (TRICKS - done) as usize {
                return bad(format!("{seat} holds the wrong number of cards"));
            }
        }
        if self.turn_up_shown
            && (done != 0 || !self.hands[self.dealer.index()].contains(self.turn_up))
        {
            return bad("the turn-up is on show but the dealer has played".into());
        }
        match self.winner {
            None => {
                // A search's world that ended with its hand keeps the scored hand's tricks.
                if done >= TRICKS && !self.deal_end.reached() {
                    return bad("a finished hand was not scored".into());
                }
                if self.score.iter().any(|&s| s >= self.rules.target) {
                    return bad("a score should already have ended the game".into());
                }
                if self.games.iter().any(|&g| g >= self.rules.games_to_win) {
                    return bad("a side should already have won the match".into());
                }
            }
            Some(side) => {
                if side > 1 || self.games[side as usize] < self.rules.games_to_win {
                    return bad("the match winner does not have the games to win".into());
                }
            }
        }
        if (0..2).any(|s| self.match_tricks[s] < self.tricks[s]) {
            return bad("fewer tricks in the match than in this hand".into());
        }
        if (0..2).any(|s| self.honours_played[s] > self.honours_held[s]) {
            return bad("a side played more honours than it was dealt".into());
        }
        if self.honours_held[0] + self.honours_held[1] != 4 {
            return bad("the honours held do not add up to four".into());
        }
        Ok(())
    }

    /// A complete match that `view` is a view of, with the other hands as `hidden` says: a possible world for a
    /// computer player to search. `seed` only decides later deals. Fails if `hidden` contradicts the view.
    pub fn from_view(
        view: &View,
        hidden: &HiddenCards,
        seed: u64,
    ) -> Result<WhistMatch, StateError> {
        let mut game = WhistMatch::empty(view.rules, seed, view.dealer);
        game.deals = view.deals;
        game.hands = hidden.hands;
        game.hands[view.seat.index()] = view.hand;
        game.turn_up = view.turn_up;
        game.turn_up_shown = view.turn_up_shown;
        game.trick = view.trick;
        game.last_trick = view.last_trick;
        game.to_act = view.to_act.unwrap_or(view.trick.leader());
        game.tricks = view.tricks;
        game.match_tricks = view.tricks;
        game.score = view.score;
        game.games = view.games;
        game.voids = view.voids;
        game.winner = view.winner;
        // Who won which completed trick is not needed for play: any cards of the right number go on each stack.
        let mut played = view.played.iter();
        for (stack, &won) in game.stacks.iter_mut().zip(&view.tricks) {
            *stack = played.by_ref().take(4 * won as usize).collect();
        }
        let top = honours(view.turn_up.suit());
        game.honours_played = view.honours_played;
        game.honours_held = view.honours_played;
        for seat in Seat::all(PLAYERS) {
            game.honours_held[side_of(seat)] += (game.hands[seat.index()] & top).len() as u32;
        }
        let mut all = view.played | view.trick.to_set();
        let mut count = view.played.len() + view.trick.len();
        for (seat, hand) in game.hands.iter().enumerate() {
            if hand.len() != view.hand_sizes[seat] as usize {
                return Err(StateError(format!(
                    "seat {seat} is given the wrong number of cards"
                )));
            }
            all |= *hand;
            count += hand.len();
        }
        if all != CardSet::FULL || count != 52 {
            return Err(StateError(
                "the hidden cards do not complete the deck".into(),
            ));
        }
        if let Some(holder) = view.turn_up_holder()
            && !game.hands[holder.index()].contains(view.turn_up)
        {
            return Err(StateError("the dealer must hold the turn-up".into()));
        }
        Ok(game)
    }

    /// The same world, for a search that never looks past its hand: when the hand ends it stops there, nobody
    /// to act, its deal count moved on, instead of shuffling and dealing the next. Everything up to that point
    /// plays exactly as in the match.
    pub fn ending_with_deal(mut self) -> WhistMatch {
        self.deal_end = DealEnd::STOPS;
        self
    }
}

impl Game for WhistMatch {
    type Rules = Rules;
    type View = View;
    type Event = Event;

    const KIND: GameKind = GameKind::Whist;

    fn rules(&self) -> &Rules {
        &self.rules
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    fn players(&self) -> u8 {
        PLAYERS
    }

    fn to_act(&self) -> Option<Seat> {
        WhistMatch::to_act(self)
    }

    fn legal_moves(&self) -> CardSet {
        WhistMatch::legal_moves(self)
    }

    fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        WhistMatch::check(self, seat, card)
    }

    fn play(
        &mut self,
        seat: Seat,
        card: Card,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        WhistMatch::play(self, seat, card, sink)
    }

    fn view(&self, seat: Seat) -> View {
        WhistMatch::view(self, seat)
    }

    fn won_by(&self, seat: Seat) -> Option<bool> {
        self.winner.map(|side| side as usize == side_of(seat))
    }

    fn hand(&self, seat: Seat) -> CardSet {
        WhistMatch::hand(self, seat)
    }

    fn trick(&self) -> &Trick {
        &self.trick
    }

    fn trump(&self) -> Option<Suit> {
        Some(self.turn_up.suit())
    }

    fn deals(&self) -> u32 {
        self.deals
    }

    fn audit(&self) -> Result<(), StateError> {
        WhistMatch::audit(self)
    }
}
