//! Everything that happens in a Schafkopf match, reported as events for the table to animate and the simulator
//! to log. The serialized names and fields are those of `schafkopf-log/1` (`docs/log-format.md`). The
//! `contract` event is the truth, for logs and audits: the table never shows a silent solo or a secret partner
//! before the cards do.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::game::ContractKind;
use crate::engine::cards::{Card, Suit};
use crate::engine::seat::Seat;

/// A call as the log writes it: a solo names its trump, a wedding its card or `"first_trick"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "call", rename_all = "lowercase")]
pub enum LogCall {
    /// No game of one's own (the holder of both black queens says this too before a silent solo or a wedding).
    Pass,
    /// A lust solo.
    Solo {
        /// The suit that joins the queens and jacks.
        trump: Suit,
    },
    /// A wedding, announced after four passes.
    Wedding {
        /// The called card, or the first foreign trick.
        card: Called,
    },
}

/// A wedding's partner: the holder of a card, or the winner of the first trick the wedding player does not win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Called(pub Option<Card>);

impl Serialize for Called {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Some(card) => card.serialize(serializer),
            None => serializer.serialize_str("first_trick"),
        }
    }
}

impl<'de> Deserialize<'de> for Called {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        if text == "first_trick" {
            return Ok(Called(None));
        }
        text.parse()
            .map(|card| Called(Some(card)))
            .map_err(|_| serde::de::Error::custom(format!("`{text}` is not a card or first_trick")))
    }
}

/// One state change of a Schafkopf match, in the order it happens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "lowercase")]
pub enum Event {
    /// The dealer dealt all 32 cards, four at a time clockwise from their left, twice round.
    #[serde(rename = "deal")]
    Dealt {
        /// Who dealt.
        dealer: Seat,
        /// The cards in dealing order: `deck[0..4]` to the dealer's left, `deck[4..8]` to the next, ...
        deck: Vec<Card>,
    },
    /// A seat declared (in turn from forehand; a wedding after four passes).
    #[serde(rename = "declare")]
    Declared {
        /// Who.
        seat: Seat,
        /// What.
        #[serde(flatten)]
        call: LogCall,
    },
    /// The game to be played, as it truly is.
    #[serde(rename = "contract")]
    Contracted {
        /// Normal, wedding, silent solo or solo.
        kind: ContractKind,
        /// The declaring side as far as it is fixed (a wedding's partner joins when found).
        declarers: Vec<Seat>,
        /// The suit that joins the queens and jacks.
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
        /// Who won it.
        winner: Seat,
        /// The card points of its cards.
        points: u32,
    },
    /// A wedding's partner was fixed (the called card played, or the first foreign trick won).
    #[serde(rename = "partner")]
    PartnerFound {
        /// The partner.
        seat: Seat,
    },
    /// The hand was counted and paid.
    #[serde(rename = "hand")]
    HandScored {
        /// The declaring side.
        declarers: Vec<Seat>,
        /// Card points of the declarers and of the defenders.
        points: [u32; 2],
        /// `"declarers"` or `"defenders"`.
        winner: Winner,
        /// The losers had under 30.
        schneider: bool,
        /// The losers took no trick.
        schwarz: bool,
        /// What the game was worth.
        value: u32,
        /// What each seat gained (negative: paid).
        payments: Vec<i64>,
        /// Each seat's running balance.
        balance: Vec<i64>,
    },
    /// The last deal was played.
    #[serde(rename = "match")]
    MatchOver {
        /// The final balances.
        balance: Vec<i64>,
    },
}

/// Which side won a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    /// The declaring side (61 or more).
    Declarers,
    /// The defenders (60 or more).
    Defenders,
}
