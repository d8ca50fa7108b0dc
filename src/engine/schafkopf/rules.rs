//! Schafkopf's rule options: the variant (four players, Dreiwendsch for three, the game for two), the match
//! length, mandatory solos, Dreiwendsch's sharp cards and skat, and the scoring the source text leaves to
//! agreement: the values, doubling (Kontra and Re) and Laufende.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Which Schafkopf is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// Wendish Schafkopf for four: secret partners, weddings, solos.
    #[default]
    Four,
    /// Dreiwendsch: three players, a skat of two cards offered for a solo, or everyone for themselves.
    Three,
    /// The game for two: eight piles each, a face-up card on a face-down one.
    Two,
}

impl Variant {
    /// The variant's name in logs and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Four => "four",
            Variant::Three => "three",
            Variant::Two => "two",
        }
    }

    /// Every variant, the game for four first.
    pub const ALL: [Variant; 3] = [Variant::Four, Variant::Three, Variant::Two];

    /// The variant named `name` on the command line (`four`, `three`, `two`).
    pub fn from_name(name: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.name() == name)
    }

    /// Players at the table.
    pub const fn players(self) -> u8 {
        match self {
            Variant::Four => 4,
            Variant::Three => 3,
            Variant::Two => 2,
        }
    }
}

/// Dreiwendsch: who is offered the skat first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SkatTo {
    /// The holder of the Q♣ (forehand when the Q♣ lies in the skat).
    #[default]
    ClubQueen,
    /// Always forehand.
    Forehand,
}

impl SkatTo {
    /// The option's name in logs and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            SkatTo::ClubQueen => "club_queen",
            SkatTo::Forehand => "forehand",
        }
    }

    /// The option named `name` (`club_queen`, `forehand`).
    pub fn from_name(name: &str) -> Option<SkatTo> {
        [SkatTo::ClubQueen, SkatTo::Forehand]
            .into_iter()
            .find(|v| v.name() == name)
    }
}

/// Rule 9's numbers: what a game is worth and how a solo multiplies it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Values {
    /// A game won.
    pub base: u32,
    /// Added when the losers are schneider (under 30).
    pub schneider: u32,
    /// Added again when the losers are schwarz (no trick).
    pub schwarz: u32,
    /// A soloist gains or pays this many times the value (each of the three defenders once).
    pub solo_factor: u32,
}

impl Default for Values {
    fn default() -> Values {
        Values {
            base: 1,
            schneider: 1,
            schwarz: 1,
            solo_factor: 3,
        }
    }
}

/// The options of a Schafkopf match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Which Schafkopf.
    pub variant: Variant,
    /// Deals in the match.
    pub deals: u32,
    /// Lust solos each player must play in the match (four players only).
    pub mandatory_solos: u32,
    /// The scoring values.
    pub values: Values,
    /// Dreiwendsch with sharp cards: the 9s, 8s and 7s taken out (20 cards).
    #[serde(default)]
    pub sharp_cards: bool,
    /// Dreiwendsch: who is offered the skat first.
    #[serde(default)]
    pub skat_to: SkatTo,
    /// Kontra and Re: a defender may double the hand's value, a declarer double it again in answer, each at
    /// their own turn up to the first card of the second trick (not in games without sides).
    #[serde(default)]
    pub doubling: bool,
    /// Laufende: the least run of top trumps (from the Q♣, held by one side at the deal) that adds one unit per
    /// card to the hand's value; 0 counts none.
    #[serde(default)]
    pub laufende: u8,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::standard()
    }
}

/// Why a set of options cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// A match needs at least one deal.
    NoDeals,
    /// A game must be worth something.
    ZeroBase,
    /// A soloist must gain or pay at least the value.
    ZeroSoloFactor,
    /// Mandatory solos are a rule of the game for four.
    SolosForFour,
    /// Sharp cards are a rule of Dreiwendsch.
    SharpCardsForThree,
    /// Kontra, Re and Laufende need a declaring side: the game for two has none.
    SidesForTwo,
    /// A least run of Laufende longer than the trumps in the pack.
    LaufendeTooLong {
        /// The least run set.
        least: u8,
        /// The trumps in the pack.
        trumps: u8,
    },
    /// More mandatory solos than deals to play them in.
    TooManySolos {
        /// Solos owed in all.
        owed: u32,
        /// Deals in the match.
        deals: u32,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::NoDeals => write!(f, "a Schafkopf match needs at least one deal"),
            RulesError::ZeroBase => write!(f, "a game must be worth at least 1"),
            RulesError::ZeroSoloFactor => write!(f, "the solo factor must be at least 1"),
            RulesError::SolosForFour => {
                write!(f, "mandatory solos are played only in the game for four")
            }
            RulesError::SharpCardsForThree => {
                write!(
                    f,
                    "sharp cards are played only in Dreiwendsch (three players)"
                )
            }
            RulesError::SidesForTwo => write!(
                f,
                "Kontra, Re and Laufende need a declaring side: the game for two has none"
            ),
            RulesError::LaufendeTooLong { least, trumps } => write!(
                f,
                "a run of {least} Laufende is longer than the {trumps} trumps in the pack"
            ),
            RulesError::TooManySolos { owed, deals } => write!(
                f,
                "{owed} mandatory solos do not fit in {deals} deals: one solo a deal at most"
            ),
        }
    }
}

impl std::error::Error for RulesError {}

impl Rules {
    /// The standard match for four: each player deals four times (16 deals), no mandatory solos, values 1/1/1
    /// and a solo factor of 3.
    pub const fn standard() -> Rules {
        Rules {
            variant: Variant::Four,
            deals: 16,
            mandatory_solos: 0,
            values: Values {
                base: 1,
                schneider: 1,
                schwarz: 1,
                solo_factor: 3,
            },
            sharp_cards: false,
            skat_to: SkatTo::ClubQueen,
            doubling: false,
            laufende: 0,
        }
    }

    /// The standard match of `variant`: each player deals four times, the values as for four.
    pub const fn of_variant(variant: Variant) -> Rules {
        let mut rules = Rules::standard();
        rules.variant = variant;
        rules.deals = 4 * variant.players() as u32;
        rules
    }

    /// The cards played with: 32, or Dreiwendsch's 20 with sharp cards.
    pub fn deck(&self) -> crate::engine::cards::CardSet {
        if self.sharp_cards {
            super::sharp_deck()
        } else {
            super::deck()
        }
    }

    /// Cards each player is dealt (and tricks in a deal): 8 for four, 10 (6 with sharp cards) for three, 16 for
    /// two.
    pub fn hand_size(&self) -> usize {
        match self.variant {
            Variant::Four => 8,
            Variant::Three if self.sharp_cards => 6,
            Variant::Three => 10,
            Variant::Two => 16,
        }
    }

    /// Players at the table.
    pub const fn players(&self) -> u8 {
        self.variant.players()
    }

    /// The trumps in the pack played with, whatever the trump suit: 14, or 11 with sharp cards (the longest run
    /// of Laufende there can be).
    pub fn trumps_in_pack(&self) -> u8 {
        (super::SchafkopfOrder {
            trump: crate::engine::cards::Suit::Diamonds,
        }
        .trumps()
            & self.deck())
        .len() as u8
    }

    /// The most a hand can be worth before a solo's factor, with every scoring option at its highest: base,
    /// schneider, schwarz, the longest run of Laufende, doubled twice. Bounds what a deal can pay.
    pub fn most_value(&self) -> u32 {
        let v = self.values;
        let runners = if self.laufende > 0 {
            u32::from(self.trumps_in_pack())
        } else {
            0
        };
        let doubles = if self.doubling { 4 } else { 1 };
        (v.base + v.schneider + v.schwarz + runners) * doubles
    }

    /// Checks that the options make a playable match.
    pub fn validate(&self) -> Result<(), RulesError> {
        if self.deals == 0 {
            return Err(RulesError::NoDeals);
        }
        if self.values.base == 0 {
            return Err(RulesError::ZeroBase);
        }
        if self.values.solo_factor == 0 {
            return Err(RulesError::ZeroSoloFactor);
        }
        if self.mandatory_solos > 0 && self.variant != Variant::Four {
            return Err(RulesError::SolosForFour);
        }
        if self.sharp_cards && self.variant != Variant::Three {
            return Err(RulesError::SharpCardsForThree);
        }
        if (self.doubling || self.laufende > 0) && self.variant == Variant::Two {
            return Err(RulesError::SidesForTwo);
        }
        let trumps = self.trumps_in_pack();
        if self.laufende > trumps {
            return Err(RulesError::LaufendeTooLong {
                least: self.laufende,
                trumps,
            });
        }
        let owed = self.mandatory_solos.saturating_mul(self.players() as u32);
        if owed > self.deals {
            return Err(RulesError::TooManySolos {
                owed,
                deals: self.deals,
            });
        }
        Ok(())
    }
}

/// The options as `schafkopf-log/1` writes them (the variant and the table size are on the line itself); the
/// game for three and the game for two add `sharp_cards` and `skat_to`; `doubling` and `laufende` are written
/// only when on, so a log of a match without them reads as before.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogRules {
    /// Deals in the match.
    pub deals: u32,
    /// Lust solos each player must play.
    pub mandatory_solos: u32,
    /// The scoring values.
    pub values: Values,
    /// Dreiwendsch's sharp cards (three and two players only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sharp_cards: Option<bool>,
    /// Who is offered the skat first (three and two players only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skat_to: Option<SkatTo>,
    /// Kontra and Re may be said (written only when on).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub doubling: bool,
    /// The least run of Laufende that counts (written only when on).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub laufende: u8,
}

/// Whether a number option is off (for leaving it out of a log).
fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl LogRules {
    /// The options of `rules`.
    pub fn of(rules: &Rules) -> LogRules {
        LogRules {
            deals: rules.deals,
            mandatory_solos: rules.mandatory_solos,
            values: rules.values,
            sharp_cards: (rules.variant != Variant::Four).then_some(rules.sharp_cards),
            skat_to: (rules.variant != Variant::Four).then_some(rules.skat_to),
            doubling: rules.doubling,
            laufende: rules.laufende,
        }
    }
}

impl crate::engine::game::Ruleset for Rules {
    type Game = super::SchafkopfMatch;

    fn player_count(&self) -> u8 {
        self.players()
    }

    fn playable(&self) -> Result<(), String> {
        self.validate().map_err(|e| e.to_string())
    }

    fn start(
        self,
        seed: u64,
        sink: &mut impl crate::engine::game::EventSink<super::Event>,
    ) -> Result<super::SchafkopfMatch, String> {
        super::SchafkopfMatch::new(self, seed, sink).map_err(|e| e.to_string())
    }
}
