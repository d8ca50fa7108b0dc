//! The person's choices for a new match (which game, the players and their levels, the game's options),
//! remembered between matches in `settings.ron`, and the match they make.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::table::{NewMatch, SeatKind};
use crate::ai::Level;
use crate::engine::wendellhead::{self, TrumpRule};
use crate::engine::{AnyRules, GameKind, hearts, schafkopf, whist};

/// How long a Wendellhead match lasts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Length {
    /// Half the traditional Pins, one Flint: a quick game.
    Short,
    /// The traditional Pins for the table size, first to 3 Flints.
    #[default]
    Standard,
    /// The player's own Pins per Flint and Flints to win.
    Custom,
}

/// The largest custom Pins per Flint on offer.
pub const MAX_PINS: u32 = 60;
/// The largest custom Flints to win on offer.
pub const MAX_FLINTS: u32 = 9;

/// The match lengths Schafkopf's setup offers, in rounds of the deal: each player deals once, twice, ... (four
/// times is the standard: 16 deals for four, 12 for three, 8 for two).
pub const SCHAFKOPF_ROUNDS: [u32; 6] = [1, 2, 3, 4, 6, 8];

/// The numbers of deals Schafkopf's setup offers for `players`: each player deals the same number of times.
pub fn schafkopf_deals(players: u8) -> [u32; 6] {
    SCHAFKOPF_ROUNDS.map(|r| r * players as u32)
}
/// The largest scoring value (and solo factor) on offer.
pub const MAX_VALUE: u32 = 5;

/// The player's choices for a new match, remembered between matches. Each game keeps its own options, so
/// trying another game and coming back finds them as they were.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MatchSetup {
    /// The game.
    pub game: GameKind,
    /// Wendellhead: players at the table, the person included, 2 to 5.
    pub players: u8,
    /// The level of the computer in seats 1 to 4 (only those at the table play).
    pub levels: [Level; 4],
    /// Wendellhead: how long the match lasts.
    pub length: Length,
    /// Wendellhead: Pins per Flint of a custom match.
    pub custom_pins: u32,
    /// Wendellhead: Flints to win a custom match.
    pub custom_flints: u32,
    /// Wendellhead: which card decides trump.
    pub trump: TrumpRule,
    /// Whist: points that win a game.
    pub whist_target: u32,
    /// Whist: whether honours score.
    pub whist_honours: bool,
    /// Whist: a rubber (first to two games) instead of one game.
    pub whist_rubber: bool,
    /// Hearts: the players and every option (the kitty is kept for three and five players only).
    pub hearts: hearts::Rules,
    /// Wendish Schafkopf: deals, mandatory solos and the scoring values.
    pub schafkopf: schafkopf::Rules,
    /// A rated match: no undo. Otherwise the person may take back their decisions (cards, the pass, calls), and a
    /// match in which they did counts apart in the statistics (casual).
    pub rated: bool,
}

impl Default for MatchSetup {
    fn default() -> Self {
        MatchSetup {
            game: GameKind::Wendellhead,
            players: 4,
            levels: [Level::Normal; 4],
            length: Length::Standard,
            custom_pins: 10,
            custom_flints: 2,
            trump: TrumpRule::PerDeck,
            whist_target: 5,
            whist_honours: false,
            whist_rubber: false,
            hearts: hearts::Rules::standard(4),
            schafkopf: schafkopf::Rules::standard(),
            rated: false,
        }
    }
}

impl MatchSetup {
    /// The Wendellhead rules these choices make.
    pub fn wendellhead_rules(&self) -> wendellhead::Rules {
        let players = self.players.clamp(2, 5);
        let mut rules = match self.length {
            Length::Short => wendellhead::Rules::short(players),
            Length::Standard => wendellhead::Rules::standard(players),
            Length::Custom => wendellhead::Rules {
                pins_per_flint: self.custom_pins.clamp(1, MAX_PINS),
                flints_to_win: self.custom_flints.clamp(1, MAX_FLINTS),
                ..wendellhead::Rules::standard(players)
            },
        };
        rules.trump = self.trump;
        rules
    }

    /// The Whist rules these choices make (a target the setup does not offer becomes the nearest it does).
    pub fn whist_rules(&self) -> whist::Rules {
        let target = if whist::Rules::TARGETS.contains(&self.whist_target) {
            self.whist_target
        } else {
            5
        };
        whist::Rules {
            target,
            honours: self.whist_honours,
            games_to_win: if self.whist_rubber { 2 } else { 1 },
        }
    }

    /// The Hearts rules these choices make: always playable (3-5 players, a target on offer, the kitty only at
    /// three and five).
    pub fn hearts_rules(&self) -> hearts::Rules {
        let mut rules = self.hearts;
        rules.players = rules.players.clamp(3, 5);
        if !hearts::Rules::TARGETS.contains(&rules.target) {
            rules.target = 100;
        }
        rules.kitty &= rules.players != 4;
        rules
    }

    /// The Schafkopf rules these choices make: always playable (deals on offer, solos that fit, values at least
    /// 1 where 0 would make no game).
    pub fn schafkopf_rules(&self) -> schafkopf::Rules {
        let mut rules = self.schafkopf;
        let players = rules.players();
        if !schafkopf_deals(players).contains(&rules.deals) {
            rules.deals = 4 * players as u32;
        }
        // Mandatory solos are the game for four's, sharp cards Dreiwendsch's.
        rules.mandatory_solos = if players == 4 {
            rules.mandatory_solos.min(rules.deals / 4)
        } else {
            0
        };
        rules.sharp_cards &= rules.variant == schafkopf::Variant::Three;
        // The game for two has no sides to double against or hold runs.
        if rules.variant == schafkopf::Variant::Two {
            rules.doubling = false;
            rules.laufende = 0;
        }
        rules.values.base = rules.values.base.clamp(1, MAX_VALUE);
        rules.values.schneider = rules.values.schneider.min(MAX_VALUE);
        rules.values.schwarz = rules.values.schwarz.min(MAX_VALUE);
        rules.values.solo_factor = rules.values.solo_factor.clamp(1, MAX_VALUE);
        rules
    }

    /// The rules of the chosen game.
    pub fn rules(&self) -> AnyRules {
        match self.game {
            GameKind::Whist => AnyRules::Whist(self.whist_rules()),
            GameKind::Hearts => AnyRules::Hearts(self.hearts_rules()),
            GameKind::Schafkopf => AnyRules::Schafkopf(self.schafkopf_rules()),
            GameKind::Wendellhead => AnyRules::Wendellhead(self.wendellhead_rules()),
        }
    }

    /// Sets the number of players of the chosen game (Schafkopf: 2, 3 or 4 chooses the variant); a number the
    /// game is not played with is refused with the reason.
    pub fn set_players(&mut self, players: u8) -> Result<(), String> {
        match self.game {
            GameKind::Wendellhead if (2..=5).contains(&players) => self.players = players,
            GameKind::Hearts if (3..=5).contains(&players) => self.hearts.players = players,
            GameKind::Whist if players == 4 => {}
            GameKind::Schafkopf if (2..=4).contains(&players) => {
                let variant = schafkopf::Variant::ALL
                    .into_iter()
                    .find(|v| v.players() == players)
                    .unwrap_or_default();
                self.schafkopf.variant = variant;
                self.schafkopf.deals = 4 * players as u32;
                self.schafkopf = self.schafkopf_rules();
            }
            game => {
                return Err(crate::app::i18n::players_refused(game, players));
            }
        }
        Ok(())
    }

    /// The match these choices make: the person in seat 0, the computers after (in Whist, seat 2 is the
    /// person's partner).
    pub fn new_match(&self, seed: u64) -> NewMatch {
        let rules = self.rules();
        let mut seats = vec![SeatKind::Human];
        seats.extend(
            self.levels[..rules.players() as usize - 1]
                .iter()
                .map(|&l| SeatKind::Computer(l)),
        );
        NewMatch { rules, seed, seats }
    }
}
