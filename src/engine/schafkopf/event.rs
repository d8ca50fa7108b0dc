//! Everything that happens in a Schafkopf match, reported as events for the table to animate and the simulator
//! to log. The serialized names and fields are those of `schafkopf-log/1` (`docs/log-format.md`). The
//! `contract` event is the truth, for logs and audits: the table never shows a silent solo or a secret partner
//! before the cards do.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::game::ContractKind;
use crate::engine::cards::{Card, Suit};
use crate::engine::game::Call;
use crate::engine::seat::Seat;

/// The doubles said in a deal (the doubling option): who said Kontra and who answered Re. Public: everyone hears
/// them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Doubles {
    /// The defender who said Kontra.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kontra: Option<Seat>,
    /// The declarer who answered Re.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub re: Option<Seat>,
}

impl Doubles {
    /// How many doubles were said: 0, 1 (Kontra) or 2 (Kontra and Re).
    pub fn count(&self) -> u32 {
        u32::from(self.kontra.is_some()) + u32::from(self.re.is_some())
    }

    /// What they multiply the hand's value by: 1, 2 or 4.
    pub fn factor(&self) -> u32 {
        1 << self.count()
    }

    /// Whether none was said.
    pub fn is_none(&self) -> bool {
        self.count() == 0
    }
}

/// A run of Laufende: the top trumps from the Q♣ down, unbroken, in the hands of one side as dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Laufende {
    /// Cards in the run: each adds one unit to the hand's value.
    pub run: u8,
    /// The declarers hold it ("with N"); otherwise the defenders do and the declarers are "without N".
    pub with: bool,
}

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
    /// Dreiwendsch: took the skat (a view's record of the call; the log writes a `skat` event).
    #[serde(rename = "take_skat")]
    TakeSkat,
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
    /// Dreiwendsch: a seat was offered the skat and took it (ending the asking) or passed.
    #[serde(rename = "skat")]
    SkatOffered {
        /// Who was asked.
        seat: Seat,
        /// Whether they took it.
        take: bool,
    },
    /// Dreiwendsch: the skat's taker laid two cards away face down (their points count for the taker).
    #[serde(rename = "discard")]
    Discarded {
        /// The taker.
        seat: Seat,
        /// The two cards.
        cards: Vec<Card>,
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
    /// The game for two: a face-down card was turned up, its face-up card having been played in the trick just
    /// completed.
    #[serde(rename = "reveal")]
    Revealed {
        /// Whose pile.
        seat: Seat,
        /// Which of the eight piles (0-7).
        pile: u8,
        /// The card turned up.
        card: Card,
    },
    /// A seat doubled the hand (the doubling option): Kontra (a defender) or Re (a declarer answering), said
    /// before it played its card, up to the first card of the second trick. Everyone hears it.
    #[serde(rename = "double")]
    Doubled {
        /// Who said it.
        seat: Seat,
        /// `"kontra"` or `"re"`.
        call: Call,
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
        /// Card points of the declarers and of the defenders; per seat in an everyone-for-themselves or two-player
        /// hand.
        points: Vec<u32>,
        /// `"declarers"` or `"defenders"`; a seat, seats tied for most, or `"draw"` without sides.
        winner: Winner,
        /// The losers had under 30.
        schneider: bool,
        /// The losers took no trick.
        schwarz: bool,
        /// What the game was worth: (base + schneider + schwarz + the Laufende's run) × 2 per double said;
        /// a soloist pays or gains it times the solo factor.
        value: u32,
        /// The run of Laufende counted into the value, with whose it was (absent: the option off, a game without
        /// sides, or a run shorter than the least that counts).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        laufende: Option<Laufende>,
        /// The doubles said, each doubling the value (absent when none was).
        #[serde(default, skip_serializing_if = "Doubles::is_none")]
        doubles: Doubles,
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

/// Who won a hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Winner {
    /// The declaring side (61 or more).
    Declarers,
    /// The defenders (60 or more).
    Defenders,
    /// The seat with most card points (everyone for themselves, or the game for two).
    Seat(Seat),
    /// The seats tied for most card points (everyone for themselves).
    Tied(Vec<Seat>),
    /// The game for two: 60 each.
    Draw,
}

/// How a [`Winner`] is written: a word, a seat number or a list of seats.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum WinnerText {
    Word(String),
    Seat(Seat),
    Seats(Vec<Seat>),
}

impl Serialize for Winner {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let text = match self {
            Winner::Declarers => WinnerText::Word("declarers".into()),
            Winner::Defenders => WinnerText::Word("defenders".into()),
            Winner::Draw => WinnerText::Word("draw".into()),
            Winner::Seat(seat) => WinnerText::Seat(*seat),
            Winner::Tied(seats) => WinnerText::Seats(seats.clone()),
        };
        text.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Winner {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match WinnerText::deserialize(deserializer)? {
            WinnerText::Word(w) if w == "declarers" => Ok(Winner::Declarers),
            WinnerText::Word(w) if w == "defenders" => Ok(Winner::Defenders),
            WinnerText::Word(w) if w == "draw" => Ok(Winner::Draw),
            WinnerText::Word(w) => Err(serde::de::Error::custom(format!(
                "`{w}` is not declarers, defenders or draw"
            ))),
            WinnerText::Seat(seat) => Ok(Winner::Seat(seat)),
            WinnerText::Seats(seats) => Ok(Winner::Tied(seats)),
        }
    }
}
