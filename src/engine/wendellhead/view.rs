//! What one seat may know of a match: the only thing a computer player is ever given.

use serde::{Deserialize, Serialize};

use super::game::PinRecord;
use super::rules::Rules;
use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::game::GameView;
use crate::engine::seat::{MAX_SEATS, Seat};
use crate::engine::trick::{SuitOrder, Trick, legal_follow};

/// A seat's view of a match: its own hand and everything that is public, and nothing else (no other hand, no
/// stock order, no seed). Computer players decide from this alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is.
    pub seat: Seat,
    /// The match's rules.
    pub rules: Rules,
    /// The current dealer.
    pub dealer: Seat,
    /// The seat to play, or `None` once the match is over.
    pub to_act: Option<Seat>,
    /// This seat's hand.
    pub hand: CardSet,
    /// The face-up prize of the next Pin.
    pub prize: Option<Card>,
    /// The trump suit, if one is in force.
    pub trump: Option<Suit>,
    /// The Pin in progress.
    pub trick: Trick,
    /// The cards of the Pins completed this deal (face down, but every player saw them played).
    pub played: CardSet,
    /// The last completed Pin.
    pub last_pin: Option<PinRecord>,
    /// Every seat's Pins (entries past the table size are 0).
    pub pins: [u32; MAX_SEATS],
    /// Every seat's Flints.
    pub flints: [u32; MAX_SEATS],
    /// Cards left in the face-down stock.
    pub stock_len: u8,
    /// Cards set aside unseen this deal.
    pub set_aside: u8,
    /// How many cards each seat holds.
    pub hand_sizes: [u8; MAX_SEATS],
    /// Cards every player knows a seat holds: prizes it took and has not played yet.
    pub known: [CardSet; MAX_SEATS],
    /// Suits each seat has shown it holds no card of, apart from its known cards (cleared when it draws blind).
    pub voids: [u8; MAX_SEATS],
    /// Deals so far in the match.
    pub deals: u32,
    /// The match winner, once there is one.
    pub winner: Option<Seat>,
}

impl View {
    /// Players at the table.
    pub fn players(&self) -> u8 {
        self.rules.players
    }

    /// The cards this seat may play now (empty when it is not its turn).
    pub fn legal_moves(&self) -> CardSet {
        if self.to_act != Some(self.seat) {
            return CardSet::EMPTY;
        }
        legal_follow(
            self.hand,
            self.trick.lead(),
            &SuitOrder { trump: self.trump },
        )
    }

    /// Cards this seat cannot place: in another hand, the stock or set aside.
    pub fn unseen(&self) -> CardSet {
        let mut seen = self.hand | self.played | self.trick.to_set();
        if let Some(prize) = self.prize {
            seen.insert(prize);
        }
        for known in &self.known {
            seen |= *known;
        }
        !seen
    }

    /// Whether `seat` has shown it holds no unknown card of `suit`.
    pub fn is_void(&self, seat: Seat, suit: Suit) -> bool {
        self.voids[seat.index()] & suit.bit() != 0
    }
}

impl GameView for View {
    type Game = super::Match;

    fn seat(&self) -> Seat {
        self.seat
    }

    fn to_act(&self) -> Option<Seat> {
        self.to_act
    }

    fn hand(&self) -> CardSet {
        self.hand
    }

    fn legal_moves(&self) -> CardSet {
        View::legal_moves(self)
    }

    fn trick(&self) -> &Trick {
        &self.trick
    }

    fn trump(&self) -> Option<Suit> {
        self.trump
    }

    fn played(&self) -> CardSet {
        self.played
    }

    fn deals(&self) -> u32 {
        self.deals
    }

    fn seen(&self) -> CardSet {
        // The prize lies face up; prizes taken stay known in their taker's hand.
        !self.unseen()
    }
}
