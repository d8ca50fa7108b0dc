//! Hearts' rule options: where the source text contradicts itself or leaves a choice, each reading is an option.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

/// What shooting the moon does to the scores.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Moon {
    /// Every other player scores +26.
    #[default]
    AddToOthers,
    /// The shooter scores −26.
    SubtractFromShooter,
}

impl Moon {
    /// The option's name on the command line and in logs.
    pub const fn name(self) -> &'static str {
        match self {
            Moon::AddToOthers => "add_to_others",
            Moon::SubtractFromShooter => "subtract_from_shooter",
        }
    }

    /// The option with this name.
    pub fn from_name(name: &str) -> Option<Moon> {
        [Moon::AddToOthers, Moon::SubtractFromShooter]
            .into_iter()
            .find(|m| m.name() == name)
    }
}

/// Where the three cards go in a hand's pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PassDirection {
    /// To the next seat clockwise (seat s gives to s + 1).
    Left,
    /// To the seat before (seat s gives to s − 1).
    Right,
    /// To the seat opposite (four players only: s gives to s + 2).
    Across,
}

impl PassDirection {
    /// The name as the log writes it.
    pub const fn name(self) -> &'static str {
        match self {
            PassDirection::Left => "left",
            PassDirection::Right => "right",
            PassDirection::Across => "across",
        }
    }

    /// The seat `from` gives its cards to, at a table of `players`.
    pub fn receiver(self, from: Seat, players: u8) -> Seat {
        match self {
            PassDirection::Left => from.next(players),
            PassDirection::Right => from.plus(players as usize - 1, players),
            PassDirection::Across => from.plus(2, players),
        }
    }
}

/// The options of a Hearts game. Serialized with `players` first; the log writes the other fields in this order
/// (`docs/log-format.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Players at the table: 3, 4 or 5.
    pub players: u8,
    /// The game ends after the hand in which someone reaches or passes this score.
    pub target: u32,
    /// Three cards are passed before each hand (in the cycle left, right, across, none; across only with four).
    pub passing: bool,
    /// No heart and no Q♠ on the first trick, unless a player has nothing else to play.
    pub safe_first_trick: bool,
    /// No heart may be led until hearts are broken, unless the leader holds only hearts.
    pub must_break_hearts: bool,
    /// The Q♠ played breaks hearts too.
    pub queen_breaks_hearts: bool,
    /// The J♦ counts −10 to whoever takes it.
    pub jack_of_diamonds: bool,
    /// What shooting the moon does.
    pub moon: Moon,
    /// Three or five players: no card is removed; the last card (three) or two (five) go to a kitty that the winner
    /// of the first trick takes.
    pub kitty: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::standard(4)
    }
}

/// Why a set of rule options cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// Hearts is for 3, 4 or 5 players.
    Players(u8),
    /// A game must need at least one point.
    ZeroTarget,
    /// The kitty is for three or five players (four share the pack evenly).
    KittyWithFour,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Players(n) => write!(f, "Hearts is for 3, 4 or 5 players, not {n}"),
            RulesError::ZeroTarget => write!(
                f,
                "a Hearts game must end at a target of at least one point"
            ),
            RulesError::KittyWithFour => {
                write!(
                    f,
                    "the kitty is for three or five players: four share the pack evenly"
                )
            }
        }
    }
}

impl std::error::Error for RulesError {}

impl Rules {
    /// The usual game at `players`: to 100, passing, a safe first trick, hearts broken by a heart or the Q♠, no
    /// J♦, the moon adds 26 to the others, cards removed rather than a kitty.
    pub const fn standard(players: u8) -> Rules {
        Rules {
            players,
            target: 100,
            passing: true,
            safe_first_trick: true,
            must_break_hearts: true,
            queen_breaks_hearts: true,
            jack_of_diamonds: false,
            moon: Moon::AddToOthers,
            kitty: false,
        }
    }

    /// The targets the setup screen offers.
    pub const TARGETS: [u32; 2] = [100, 50];

    /// Checks that the options make a playable game.
    pub fn validate(&self) -> Result<(), RulesError> {
        if !(3..=5).contains(&self.players) {
            return Err(RulesError::Players(self.players));
        }
        if self.target == 0 {
            return Err(RulesError::ZeroTarget);
        }
        if self.kitty && self.players == 4 {
            return Err(RulesError::KittyWithFour);
        }
        Ok(())
    }

    /// The cards taken out of the pack before dealing, in the log's order: the 2♦ at three players, the 2♦ and
    /// 2♣ at five; none with the kitty or at four.
    pub fn removed(&self) -> Vec<crate::engine::Card> {
        let names: &[&str] = match (self.players, self.kitty) {
            (_, true) | (4, _) => &[],
            (3, _) => &["2D"],
            _ => &["2D", "2C"],
        };
        names.iter().filter_map(|n| n.parse().ok()).collect()
    }

    /// Cards in the kitty: one at three players, two at five, with the option; none otherwise.
    pub fn kitty_size(&self) -> usize {
        match (self.kitty, self.players) {
            (true, 3) => 1,
            (true, 5) => 2,
            _ => 0,
        }
    }

    /// The pass of hand `hand` (0 for the game's first): the cycle left, right, across, none at four players and
    /// left, right, none at three and five; none at all without the passing option.
    pub fn pass_direction(&self, hand: u32) -> Option<PassDirection> {
        if !self.passing {
            return None;
        }
        let cycle: &[Option<PassDirection>] = if self.players == 4 {
            &[
                Some(PassDirection::Left),
                Some(PassDirection::Right),
                Some(PassDirection::Across),
                None,
            ]
        } else {
            &[Some(PassDirection::Left), Some(PassDirection::Right), None]
        };
        cycle[hand as usize % cycle.len()]
    }
}

/// Hearts' rule options without the table size, as `hearts-log/1` writes them and bot requests send them (an
/// option left out when reading is the standard game's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LogRules {
    /// The score that ends the game.
    pub target: u32,
    /// Three cards are passed before each hand.
    pub passing: bool,
    /// No points on the first trick if avoidable.
    pub safe_first_trick: bool,
    /// Hearts may not be led before they are broken.
    pub must_break_hearts: bool,
    /// The Q♠ breaks hearts too.
    pub queen_breaks_hearts: bool,
    /// The J♦ counts −10.
    pub jack_of_diamonds: bool,
    /// What the moon does.
    pub moon: Moon,
    /// A kitty instead of removed cards.
    pub kitty: bool,
}

impl Default for LogRules {
    fn default() -> LogRules {
        LogRules::of(&Rules::standard(4))
    }
}

impl LogRules {
    /// The options of `rules`.
    pub fn of(r: &Rules) -> LogRules {
        LogRules {
            target: r.target,
            passing: r.passing,
            safe_first_trick: r.safe_first_trick,
            must_break_hearts: r.must_break_hearts,
            queen_breaks_hearts: r.queen_breaks_hearts,
            jack_of_diamonds: r.jack_of_diamonds,
            moon: r.moon,
            kitty: r.kitty,
        }
    }

    /// The engine's rules at a table of `players`.
    pub fn at(&self, players: u8) -> Rules {
        Rules {
            players,
            target: self.target,
            passing: self.passing,
            safe_first_trick: self.safe_first_trick,
            must_break_hearts: self.must_break_hearts,
            queen_breaks_hearts: self.queen_breaks_hearts,
            jack_of_diamonds: self.jack_of_diamonds,
            moon: self.moon,
            kitty: self.kitty,
        }
    }
}

impl crate::engine::game::Ruleset for Rules {
    type Game = super::HeartsMatch;

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
    ) -> Result<super::HeartsMatch, String> {
        super::HeartsMatch::new(self, seed, sink).map_err(|e| e.to_string())
    }
}
