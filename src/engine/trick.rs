//! Tricks, follow-suit and trick winners, shaped so that games with other trump and rank orders fit.
//!
//! A game describes its card order with a [`TrickOrder`]: which "class" a card follows as (its suit in Whist and
//! Wendellhead; "trump" for Schafkopf's permanent trumps) and how strong it is in a trick. Follow-suit and the
//! winner then work the same for every game.

use serde::{Deserialize, Serialize};

use super::cards::{Card, CardSet, Suit};
use super::seat::{MAX_SEATS, Seat};

/// How a game orders cards within a trick.
pub trait TrickOrder {
    /// The class a card belongs to for following (a suit index 0..4; games with a separate trump class use 4).
    fn class_of(&self, card: Card) -> u8;
    /// Every card of a class, so that follow-suit is one mask operation.
    fn class_cards(&self, class: u8) -> CardSet;
    /// The card's strength in a trick whose lead was of class `led`: the highest strength wins, and 0 means the
    /// card cannot win (a discard).
    fn power(&self, card: Card, led: u8) -> u32;
}

/// The Whist-family order: Ace high to Two low in every suit, the led suit wins unless a trump suit is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SuitOrder {
    /// The trump suit, if the deal has one.
    pub trump: Option<Suit>,
}

impl TrickOrder for SuitOrder {
    #[inline]
    fn class_of(&self, card: Card) -> u8 {
        card.suit() as u8
    }

    #[inline]
    fn class_cards(&self, class: u8) -> CardSet {
        match Suit::from_index(class as usize) {
            Some(suit) => CardSet::suit(suit),
            None => CardSet::EMPTY,
        }
    }

    #[inline]
    fn power(&self, card: Card, led: u8) -> u32 {
        let rank = card.rank() as u32 + 1;
        if Some(card.suit()) == self.trump {
            100 + rank
        } else if card.suit() as u8 == led {
            rank
        } else {
            0
        }
    }
}

/// The cards a player may play: those of the led class if they hold any, otherwise any card.
pub fn legal_follow(hand: CardSet, led: Option<Card>, order: &impl TrickOrder) -> CardSet {
    match led {
        None => hand,
        Some(lead) => {
            let follow = hand & order.class_cards(order.class_of(lead));
            if follow.is_empty() { hand } else { follow }
        }
    }
}

/// A trick in progress or complete: who led it and the cards played so far, in playing order.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(into = "TrickRepr", try_from = "TrickRepr")]
pub struct Trick {
    leader: Seat,
    cards: [Card; MAX_SEATS],
    len: u8,
}

impl Trick {
    /// An empty trick to be led by `leader`.
    pub const fn new(leader: Seat) -> Trick {
        Trick {
            leader,
            cards: [Card::new(super::cards::Rank::Two, super::cards::Suit::Clubs); MAX_SEATS],
            len: 0,
        }
    }

    /// The seat that leads (or led) the trick.
    #[inline]
    pub const fn leader(&self) -> Seat {
        self.leader
    }

    /// The cards played so far, the lead first.
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }

    /// How many cards have been played to it.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether no card has been played yet.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The card led, if any.
    #[inline]
    pub fn lead(&self) -> Option<Card> {
        self.cards().first().copied()
    }

    /// The cards played so far as a set.
    #[inline]
    pub fn to_set(&self) -> CardSet {
        self.cards().iter().copied().collect()
    }

    /// The seat that played the `i`-th card (0 = the lead).
    #[inline]
    pub const fn seat_of(&self, i: usize, players: u8) -> Seat {
        self.leader.plus(i, players)
    }

    /// Each card with the seat that played it.
    pub fn plays(&self, players: u8) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.cards()
            .iter()
            .enumerate()
            .map(move |(i, &card)| (self.seat_of(i, players), card))
    }

    /// Adds the next card. The caller has checked legality; a full trick ignores further cards.
    #[inline]
    pub fn push(&mut self, card: Card) {
        if (self.len as usize) < MAX_SEATS {
            self.cards[self.len as usize] = card;
            self.len += 1;
        }
    }

    /// The index of the winning card so far: the strongest under `order`, the earliest on a tie.
    #[inline]
    pub fn winning_index(&self, order: &impl TrickOrder) -> Option<usize> {
        let lead = self.lead()?;
        let led = order.class_of(lead);
        let mut best = 0;
        let mut best_power = order.power(lead, led);
        for (i, &card) in self.cards().iter().enumerate().skip(1) {
            let power = order.power(card, led);
            if power > best_power {
                best = i;
                best_power = power;
            }
        }
        Some(best)
    }

    /// The seat winning the trick so far.
    #[inline]
    pub fn winner(&self, order: &impl TrickOrder, players: u8) -> Option<Seat> {
        self.winning_index(order).map(|i| self.seat_of(i, players))
    }
}

impl PartialEq for Trick {
    /// Tricks are equal when the same seat led the same cards (unused slots do not count).
    fn eq(&self, other: &Trick) -> bool {
        self.leader == other.leader && self.cards() == other.cards()
    }
}

impl Eq for Trick {}

/// The serialized form of a trick: the leader and the cards in playing order.
#[derive(Serialize, Deserialize)]
struct TrickRepr {
    leader: Seat,
    cards: Vec<Card>,
}

impl From<Trick> for TrickRepr {
    fn from(trick: Trick) -> TrickRepr {
        TrickRepr {
            leader: trick.leader,
            cards: trick.cards().to_vec(),
        }
    }
}

impl TryFrom<TrickRepr> for Trick {
    type Error = String;

    fn try_from(repr: TrickRepr) -> Result<Trick, String> {
        if repr.cards.len() > MAX_SEATS {
            return Err(format!(
                "a trick holds {} cards, more than {MAX_SEATS}",
                repr.cards.len()
            ));
        }
        let mut trick = Trick::new(repr.leader);
        for card in repr.cards {
            trick.push(card);
        }
        Ok(trick)
    }
}

/// A seat at a table where every decision is a card to the trick, as the checks of a play see it.
#[derive(Clone, Copy, Debug)]
pub struct PlayCheck<'a, O: TrickOrder> {
    /// Whether the match is over.
    pub over: bool,
    /// Players at the table.
    pub players: u8,
    /// The seat to act.
    pub to_act: Seat,
    /// The hand of the seat that tries to play.
    pub hand: CardSet,
    /// The trick in progress.
    pub trick: &'a Trick,
    /// The game's card order.
    pub order: &'a O,
}

impl<O: TrickOrder> PlayCheck<'_, O> {
    /// Checks that `seat` may play `card`: the match is on, the seat sits here and is to act, holds the card, and
    /// follows suit if it can. The error says why not.
    pub fn check(&self, seat: Seat, card: Card) -> Result<(), crate::engine::PlayError> {
        use crate::engine::PlayError;
        if self.over {
            return Err(PlayError::MatchOver);
        }
        if seat.0 >= self.players {
            return Err(PlayError::NoSuchSeat(seat));
        }
        if seat != self.to_act {
            return Err(PlayError::NotYourTurn {
                seat,
                to_act: self.to_act,
            });
        }
        if !self.hand.contains(card) {
            return Err(PlayError::CardNotHeld(card));
        }
        if !legal_follow(self.hand, self.trick.lead(), self.order).contains(card) {
            let led = self.trick.lead().map_or(card.suit(), Card::suit);
            return Err(PlayError::MustFollow { card, led });
        }
        Ok(())
    }
}
