//! Classic Whist's rule options: where the source text leaves a choice, each reading is an option.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The options of a Whist match. Field order is the log format's (`docs/log-format.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Points a side needs to win a game (5 is the short game, 10 "long whist").
    pub target: u32,
    /// Whether honours (A K Q J of trump held by one side) score.
    pub honours: bool,
    /// Games a side must win to win the match: 1, or 2 for a rubber.
    pub games_to_win: u32,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::standard()
    }
}

/// Why a set of rule options cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// A game must need at least one point.
    ZeroTarget,
    /// A match is one game or a rubber of three at most.
    GamesToWin(u32),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::ZeroTarget => write!(f, "a Whist game must need at least one point"),
            RulesError::GamesToWin(n) => write!(
                f,
                "a Whist match is won with 1 game or 2 (a rubber), not {n}"
            ),
        }
    }
}

impl std::error::Error for RulesError {}

impl Rules {
    /// The short game as the seed text describes it for beginners: first side to 5, no honours, one game.
    pub const fn standard() -> Rules {
        Rules {
            target: 5,
            honours: false,
            games_to_win: 1,
        }
    }

    /// The targets the setup screen offers (the simulator takes any target from 1).
    pub const TARGETS: [u32; 4] = [5, 7, 9, 10];

    /// Checks that the options make a playable match.
    pub fn validate(&self) -> Result<(), RulesError> {
        if self.target == 0 {
            return Err(RulesError::ZeroTarget);
        }
        if !(1..=2).contains(&self.games_to_win) {
            return Err(RulesError::GamesToWin(self.games_to_win));
        }
        Ok(())
    }
}

impl crate::engine::game::Ruleset for Rules {
    type Game = super::WhistMatch;

    fn player_count(&self) -> u8 {
        super::PLAYERS
    }

    fn playable(&self) -> Result<(), String> {
        self.validate().map_err(|e| e.to_string())
    }

    fn start(
        self,
        seed: u64,
        sink: &mut impl crate::engine::game::EventSink<super::Event>,
    ) -> Result<super::WhistMatch, String> {
        super::WhistMatch::new(self, seed, sink).map_err(|e| e.to_string())
    }
}
