//! What one seat may know of a Whist match: the only thing a computer player is ever given.

use serde::{Deserialize, Serialize};

use super::game::TrickRecord;
use super::rules::Rules;
use super::{PLAYERS, side_of};
use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::game::GameView;
use crate::engine::seat::Seat;
use crate::engine::trick::{SuitOrder, Trick, legal_follow};

/// A seat's view of a Whist match: its own hand and everything public, and nothing else (no other hand, no seed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is.
    pub seat: Seat,
    /// The match's rules.
    pub rules: Rules,
    /// The dealer of this hand.
    pub dealer: Seat,
    /// The seat to play, or `None` once the match is over.
    pub to_act: Option<Seat>,
    /// This seat's hand.
    pub hand: CardSet,
    /// The card turned for trump this hand.
    pub turn_up: Card,
    /// Whether the turn-up still lies face up by the dealer.
    pub turn_up_shown: bool,
    /// Honours (A K Q J of trump) each side has played this hand.
    pub honours_played: [u32; 2],
    /// The trick in progress.
    pub trick: Trick,
    /// The cards of the tricks completed this hand (face down, but every player saw them played).
    pub played: CardSet,
    /// The last completed trick.
    pub last_trick: Option<TrickRecord>,
    /// Tricks per side this hand.
    pub tricks: [u32; 2],
    /// Points per side in the game in progress.
    pub score: [u32; 2],
    /// Games won per side.
    pub games: [u32; 2],
    /// How many cards each seat holds.
    pub hand_sizes: [u8; PLAYERS as usize],
    /// Suits each seat has shown it holds no card of this hand.
    pub voids: [u8; PLAYERS as usize],
    /// Deals so far in the match.
    pub deals: u32,
    /// The side that won the match, once one has.
    pub winner: Option<u8>,
}

impl View {
    /// The trump suit of the hand.
    pub fn trump(&self) -> Suit {
        self.turn_up.suit()
    }

    /// This seat's side (0: seats 0 and 2; 1: seats 1 and 3).
    pub fn side(&self) -> usize {
        side_of(self.seat)
    }

    /// This seat's partner, opposite.
    pub fn partner(&self) -> Seat {
        self.seat.plus(2, PLAYERS)
    }

    /// The cards this seat may play now (empty when it is not its turn).
    pub fn legal_moves(&self) -> CardSet {
        if self.to_act != Some(self.seat) {
            return CardSet::EMPTY;
        }
        legal_follow(
            self.hand,
            self.trick.lead(),
            &SuitOrder {
                trump: Some(self.trump()),
            },
        )
    }

    /// Cards this seat cannot place: in another hand.
    pub fn unseen(&self) -> CardSet {
        !(self.hand | self.played | self.trick.to_set())
    }

    /// The seat every player knows holds the turn-up: the dealer, until it is played (`None` once played, or when
    /// this seat is the dealer and sees it in its own hand).
    pub fn turn_up_holder(&self) -> Option<Seat> {
        let gone = self.played.contains(self.turn_up) || self.trick.to_set().contains(self.turn_up);
        (!gone && self.dealer != self.seat).then_some(self.dealer)
    }

    /// Whether `seat` has shown it holds no card of `suit` this hand.
    pub fn is_void(&self, seat: Seat, suit: Suit) -> bool {
        self.voids[seat.index()] & suit.bit() != 0
    }
}

impl GameView for View {
    type Game = super::WhistMatch;

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
        Some(self.turn_up.suit())
    }

    fn played(&self) -> CardSet {
        self.played
    }

    fn deals(&self) -> u32 {
        self.deals
    }

    fn seen(&self) -> CardSet {
        // The turn-up was shown to everyone, wherever it is now.
        let mut seen = !self.unseen();
        seen.insert(self.turn_up);
        seen
    }
}
