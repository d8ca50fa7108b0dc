//! Everything that happens in a match, reported as events for the game to animate and the simulator to log.

use serde::{Deserialize, Serialize};

use crate::engine::cards::{Card, Suit};
use crate::engine::seat::Seat;

/// One state change of a match, in the order it happens. The serialized names are those of the log format
/// (`docs/log-format.md`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "lowercase")]
pub enum Event {
    /// The dealer shuffled all 52 cards; `deck[0]` was dealt first (to the dealer's left), one card at a time
    /// clockwise, and what was not dealt became the stock, the next undealt card on top.
    #[serde(rename = "deal")]
    Dealt {
        /// Who dealt.
        dealer: Seat,
        /// The whole shuffled deck.
        deck: Vec<Card>,
    },
    /// The top card of the stock was turned face up: the prize of the next Pin.
    #[serde(rename = "turn")]
    PrizeTurned {
        /// The prize.
        card: Card,
        /// The trump suit after turning it.
        trump: Suit,
    },
    /// A seat played a card to the Pin.
    #[serde(rename = "play")]
    CardPlayed {
        /// Who played.
        seat: Seat,
        /// What they played.
        card: Card,
    },
    /// A Pin was completed and won.
    #[serde(rename = "pin")]
    PinWon {
        /// Who won it.
        winner: Seat,
        /// Every seat's Pins after it.
        pins: Vec<u32>,
    },
    /// The Pin's winner took the prize into their hand.
    #[serde(rename = "take")]
    PrizeTaken {
        /// The winner.
        seat: Seat,
        /// The prize.
        card: Card,
    },
    /// A seat drew the top card of the stock.
    #[serde(rename = "draw")]
    CardDrawn {
        /// Who drew.
        seat: Seat,
        /// The card (hidden from the other seats).
        card: Card,
    },
    /// Too few cards were left in the stock to go round: they were set aside unseen for the rest of the deal.
    #[serde(rename = "discard")]
    CardsSetAside {
        /// The cards, for auditing only: the game never shows them.
        cards: Vec<Card>,
    },
    /// A seat's Pins reached the target: it wins a Flint and every seat's Pins reset.
    #[serde(rename = "flint")]
    FlintWon {
        /// Who won the Flint.
        winner: Seat,
        /// Every seat's Flints after it.
        flints: Vec<u32>,
    },
    /// A seat won its last needed Flint: the match is over.
    #[serde(rename = "match")]
    MatchWon {
        /// The match winner.
        winner: Seat,
    },
}
