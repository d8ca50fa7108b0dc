//! Everything that happens in a Whist match, reported as events for the table to animate and the simulator to
//! log. The serialized names and fields are those of `whist-log/1` (`docs/log-format.md`).

use serde::{Deserialize, Serialize};

use crate::engine::cards::{Card, Suit};
use crate::engine::seat::Seat;

/// One state change of a Whist match, in the order it happens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "lowercase")]
pub enum Event {
    /// The dealer dealt all 52 cards one at a time clockwise: `deck[0]` to the dealer's left, `deck[51]` (the
    /// turn-up) to the dealer.
    #[serde(rename = "deal")]
    Dealt {
        /// Who dealt.
        dealer: Seat,
        /// The whole shuffled deck, in dealing order.
        deck: Vec<Card>,
    },
    /// The dealer's last card was turned face up: its suit is trump for the hand.
    #[serde(rename = "turn")]
    TrumpTurned {
        /// The turned card.
        card: Card,
        /// The trump suit.
        trump: Suit,
    },
    /// A seat played a card to the trick.
    #[serde(rename = "play")]
    CardPlayed {
        /// Who played.
        seat: Seat,
        /// What they played.
        card: Card,
    },
    /// A trick was completed and won.
    #[serde(rename = "trick")]
    TrickWon {
        /// The seat that won it.
        winner: Seat,
        /// Tricks per side so far this hand.
        tricks: [u32; 2],
    },
    /// The 13 tricks are played: the hand is scored.
    #[serde(rename = "hand")]
    HandScored {
        /// Tricks per side.
        tricks: [u32; 2],
        /// Odd-trick points per side (tricks above six).
        points: [u32; 2],
        /// Honour points actually scored per side (0 when barred or not played).
        honours: [u32; 2],
        /// The running score per side in this game.
        score: [u32; 2],
    },
    /// A side reached the target and won a game.
    #[serde(rename = "game")]
    GameWon {
        /// The side that won it.
        winner: u8,
        /// The game's final score per side.
        score: [u32; 2],
    },
    /// A side won the match.
    #[serde(rename = "match")]
    MatchWon {
        /// The side that won it.
        winner: u8,
    },
}
