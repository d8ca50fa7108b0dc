//! Everything that happens in a Hearts game, reported as events for the table to animate and the simulator to
//! log. The serialized names and fields are those of `hearts-log/1` (`docs/log-format.md`).

use serde::{Deserialize, Serialize};

use super::rules::PassDirection;
use crate::engine::cards::Card;
use crate::engine::seat::Seat;

/// One state change of a Hearts game, in the order it happens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "lowercase")]
pub enum Event {
    /// The dealer dealt every card in play one at a time clockwise: `deck[0]` to the dealer's left. `removed` are
    /// the cards taken out of the pack; with the kitty option, `kitty` are the last cards of `deck`, dealt to no one.
    #[serde(rename = "deal")]
    Dealt {
        /// Who dealt.
        dealer: Seat,
        /// Cards out of play this game (`["2D"]`, `["2D","2C"]` or none).
        removed: Vec<Card>,
        /// The cards in dealing order.
        deck: Vec<Card>,
        /// The kitty, when the option is on.
        #[serde(skip_serializing_if = "Option::is_none", default)]
        kitty: Option<Vec<Card>>,
    },
    /// Everyone passed three cards at once; `cards[s]` is what seat `s` gave.
    #[serde(rename = "pass")]
    Passed {
        /// Where the cards went.
        direction: PassDirection,
        /// What each seat gave.
        cards: Vec<Vec<Card>>,
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
        /// Who won it.
        winner: Seat,
        /// Points each seat has taken so far this hand, before any moon (the kitty counts in the first trick).
        points: Vec<i32>,
    },
    /// The hand is over and scored.
    #[serde(rename = "hand")]
    HandScored {
        /// What each seat scores for the hand, after the moon.
        points: Vec<i32>,
        /// The seat that shot the moon, if one did.
        moon: Option<Seat>,
        /// The running totals.
        scores: Vec<i32>,
    },
    /// Someone reached the target: the lowest total wins, ties share.
    #[serde(rename = "game")]
    GameOver {
        /// The winning seats, ascending.
        winners: Vec<Seat>,
        /// The final totals.
        scores: Vec<i32>,
    },
}
