//! What one seat may know of a Hearts game: the only thing a computer player (or a bot) is ever given.

use serde::{Deserialize, Serialize};

use super::game::{MAX_TRICKS, Stage, TrickRecord};
use super::rules::{PassDirection, Rules};
use crate::engine::cards::{CardSet, Suit};
use crate::engine::game::GameView;
use crate::engine::seat::{MAX_SEATS, Seat};
use crate::engine::trick::Trick;

/// A seat's view of a Hearts game: its own hand, what it passed and received, and everything public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is.
    pub seat: Seat,
    /// The game's rules.
    pub rules: Rules,
    /// The dealer of this hand.
    pub dealer: Seat,
    /// Where the hand is.
    pub stage: Stage,
    /// The seat to decide, or `None` once the game is over.
    pub to_act: Option<Seat>,
    /// This seat's hand.
    pub hand: CardSet,
    /// This hand's pass, if any.
    pub direction: Option<PassDirection>,
    /// What this seat passed this hand, once chosen.
    pub passed: Option<CardSet>,
    /// What this seat received this hand, once the cards changed hands.
    pub received: Option<CardSet>,
    /// The trick in progress.
    pub trick: Trick,
    /// This hand's completed tricks, in order (the first `tricks` entries).
    pub history: [Option<TrickRecord>; MAX_TRICKS],
    /// Tricks completed this hand.
    pub tricks: u8,
    /// Cards in the kitty as dealt (0 without the option).
    pub kitty_size: u8,
    /// The kitty, once the first trick's winner has taken it (its cards count for them).
    pub kitty: Option<CardSet>,
    /// Points each seat has taken this hand, before any moon.
    pub points: [i32; MAX_SEATS],
    /// The running totals.
    pub scores: [i32; MAX_SEATS],
    /// Whether hearts are broken.
    pub hearts_broken: bool,
    /// How many cards each seat holds.
    pub hand_sizes: [u8; MAX_SEATS],
    /// Suits each seat has shown it holds no card of this hand.
    pub voids: [u8; MAX_SEATS],
    /// Hands dealt so far in the game.
    pub deals: u32,
    /// The winning seats (a bit per seat), once the game is over.
    pub winners: u8,
}

impl View {
    /// Players at the table.
    pub fn players(&self) -> u8 {
        self.rules.players
    }

    /// The cards of the completed tricks of this hand.
    pub fn played(&self) -> CardSet {
        self.history[..self.tricks as usize]
            .iter()
            .flatten()
            .fold(CardSet::EMPTY, |all, t| all | t.trick.to_set())
    }

    /// The cards this seat may play now, by the same rules as the engine (empty when it is not its turn to play).
    pub fn legal_moves(&self) -> CardSet {
        if self.stage != Stage::Playing || self.to_act != Some(self.seat) {
            return CardSet::EMPTY;
        }
        // The seat that opens the hand holds the lowest club in the hands: its own lowest club.
        super::legal_cards(
            &self.rules,
            self.hand,
            &self.trick,
            self.tricks,
            self.hearts_broken,
            self.hand.of_suit(Suit::Clubs).lowest(),
        )
    }

    /// Cards in play this seat cannot place: in another hand or in the face-down kitty.
    pub fn unseen(&self) -> CardSet {
        let in_play = super::HeartsMatch::in_play(&self.rules);
        in_play - self.hand - self.played() - self.trick.to_set() - self.kitty.unwrap_or_default()
    }

    /// The cards this seat passed that the receiver still holds as far as it knows (not played since).
    pub fn known_with_receiver(&self) -> Option<(Seat, CardSet)> {
        let (direction, passed) = (self.direction?, self.passed?);
        self.received?;
        let receiver = direction.receiver(self.seat, self.players());
        Some((receiver, passed - self.played() - self.trick.to_set()))
    }

    /// Whether `seat` has shown it holds no card of `suit` this hand.
    pub fn is_void(&self, seat: Seat, suit: Suit) -> bool {
        self.voids[seat.index()] & suit.bit() != 0
    }
}

impl GameView for View {
    type Game = super::HeartsMatch;

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
        None
    }

    fn played(&self) -> CardSet {
        View::played(self)
    }

    fn deals(&self) -> u32 {
        self.deals
    }

    fn seen(&self) -> CardSet {
        // The cards out of play (named on the table) and a kitty taken are public; what this seat passed it saw.
        !self.unseen() | self.passed.unwrap_or_default()
    }
}
