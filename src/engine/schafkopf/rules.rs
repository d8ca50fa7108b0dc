//! Schafkopf's rule options: the variant (four players now; Dreiwendsch and the game for two follow), the match
//! length, mandatory solos, and the scoring values the source text leaves to agreement.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Which Schafkopf is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// Wendish Schafkopf for four: secret partners, weddings, solos.
    #[default]
    Four,
}

impl Variant {
    /// The variant's name in logs and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Four => "four",
        }
    }

    /// Players at the table.
    pub const fn players(self) -> u8 {
        match self {
            Variant::Four => 4,
        }
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
        }
    }

    /// Players at the table.
    pub const fn players(&self) -> u8 {
        self.variant.players()
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

/// The options as `schafkopf-log/1` writes them (the variant and the table size are on the line itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogRules {
    /// Deals in the match.
    pub deals: u32,
    /// Lust solos each player must play.
    pub mandatory_solos: u32,
    /// The scoring values.
    pub values: Values,
}

impl LogRules {
    /// The options of `rules`.
    pub fn of(rules: &Rules) -> LogRules {
        LogRules {
            deals: rules.deals,
            mandatory_solos: rules.mandatory_solos,
            values: rules.values,
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
