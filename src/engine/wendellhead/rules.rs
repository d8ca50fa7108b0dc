//! Wendellhead's rule options: where the source text is ambiguous, each reading the game chose is an option.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::seat::MAX_SEATS;

/// Which card decides trump.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrumpRule {
    /// The suit of the first prize turned after a deal stays trump until the next deal.
    #[default]
    PerDeck,
    /// The suit of the current prize is trump; the last one stays trump once no prize is left.
    PerPin,
}

impl TrumpRule {
    /// The option's name as written in logs and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            TrumpRule::PerDeck => "per_deck",
            TrumpRule::PerPin => "per_pin",
        }
    }

    /// The rule with this name (`per_deck` or `per_pin`).
    pub fn from_name(name: &str) -> Option<TrumpRule> {
        match name {
            "per_deck" => Some(TrumpRule::PerDeck),
            "per_pin" => Some(TrumpRule::PerPin),
            _ => None,
        }
    }
}

/// The options a match is played with. Build one with [`Rules::standard`] or [`Rules::short`], adjust the
/// fields, and [`Rules::validate`] it (a match does so when it is created).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Players at the table, 2 to 5.
    pub players: u8,
    /// Cards dealt to each player (traditionally 7).
    pub hand_size: u8,
    /// Pins that win a Flint.
    pub pins_per_flint: u32,
    /// Flints that win the match.
    pub flints_to_win: u32,
    /// Which card decides trump.
    pub trump: TrumpRule,
}

/// Why a set of rule options cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// Wendellhead is for 2 to 5 players.
    Players(u8),
    /// A hand of no cards cannot be played.
    EmptyHand,
    /// The deal needs more cards than the deck holds.
    TooManyCards {
        /// Players at the table.
        players: u8,
        /// Cards per hand asked for.
        hand_size: u8,
    },
    /// A Flint needs at least one Pin.
    ZeroPins,
    /// A match needs at least one Flint.
    ZeroFlints,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Players(n) => write!(f, "Wendellhead is for 2 to 5 players, not {n}"),
            RulesError::EmptyHand => write!(f, "each player must be dealt at least one card"),
            RulesError::TooManyCards { players, hand_size } => write!(
                f,
                "dealing {hand_size} cards to each of {players} players needs {} cards, but the deck holds 52",
                *players as u32 * *hand_size as u32
            ),
            RulesError::ZeroPins => write!(f, "a Flint must need at least one Pin"),
            RulesError::ZeroFlints => write!(f, "a match must need at least one Flint"),
        }
    }
}

impl std::error::Error for RulesError {}

impl Rules {
    /// The traditional Pins for a Flint: 40 for two players, 5 fewer for every further player.
    pub const fn traditional_pins(players: u8) -> u32 {
        40u32.saturating_sub(5 * (players as u32).saturating_sub(2))
    }

    /// The traditional match: 7 cards, the traditional Pins per Flint, first to 3 Flints, trump per deck.
    pub const fn standard(players: u8) -> Rules {
        Rules {
            players,
            hand_size: 7,
            pins_per_flint: Rules::traditional_pins(players),
            flints_to_win: 3,
            trump: TrumpRule::PerDeck,
        }
    }

    /// A short match: one Flint of half the traditional Pins (20, 18, 15, 13), about one deal's play.
    pub const fn short(players: u8) -> Rules {
        Rules {
            pins_per_flint: Rules::traditional_pins(players).div_ceil(2),
            flints_to_win: 1,
            ..Rules::standard(players)
        }
    }

    /// Checks that a match can be played with these options.
    pub fn validate(&self) -> Result<(), RulesError> {
        if !(2..=MAX_SEATS as u8).contains(&self.players) {
            return Err(RulesError::Players(self.players));
        }
        if self.hand_size == 0 {
            return Err(RulesError::EmptyHand);
        }
        if self.players as u32 * self.hand_size as u32 > 52 {
            return Err(RulesError::TooManyCards {
                players: self.players,
                hand_size: self.hand_size,
            });
        }
        if self.pins_per_flint == 0 {
            return Err(RulesError::ZeroPins);
        }
        if self.flints_to_win == 0 {
            return Err(RulesError::ZeroFlints);
        }
        Ok(())
    }
}

impl crate::engine::game::Ruleset for Rules {
    type Game = super::Match;

    fn player_count(&self) -> u8 {
        self.players
    }

    fn playable(&self) -> Result<(), String> {
        self.validate().map_err(|e| e.to_string())
    }

    fn start(
        self,
        seed: u64,
        sink: &mut impl crate::engine::game::EventSink<super::Event>,
    ) -> Result<super::Match, String> {
        super::Match::new(self, seed, sink).map_err(|e| e.to_string())
    }
}
