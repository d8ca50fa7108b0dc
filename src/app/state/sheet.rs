//! The score sheet's rows: one per scored deal of the match (a Flint, a Whist or Hearts hand, a Schafkopf deal)
//! with what each seat scored and the running totals. The table writes them from the engine's own scoring events
//! as they come (`Table::show`), so the sheet always matches the engine and is saved with it; it shows a row once
//! its scoring has been shown.

use serde::{Deserialize, Serialize};

use crate::engine::schafkopf::{ContractKind, Winner};
use crate::engine::{AnyMatch, Seat, Suit};

/// One scored deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetRow {
    /// The deal's number in the match, from 0 (as in its deal code).
    pub deal: u32,
    /// What it scored, in the game's own terms.
    pub line: SheetLine,
}

/// What a scored deal brought, per game; every figure "after" is a running total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SheetLine {
    /// Wendellhead: a Flint was won.
    Flint {
        /// Who won it.
        winner: Seat,
        /// Each seat's Pins in the Flint.
        pins: Vec<u32>,
        /// Each seat's Flints after it.
        flints: Vec<u32>,
    },
    /// Whist: a hand was counted, per side.
    Whist {
        /// Tricks.
        tricks: [u32; 2],
        /// Odd-trick points.
        points: [u32; 2],
        /// Honour points.
        honours: [u32; 2],
        /// The game's score after it.
        score: [u32; 2],
        /// The side that won a game with it, if one did.
        game: Option<u8>,
        /// Games won after it.
        games: [u32; 2],
    },
    /// Hearts: a hand was scored, per seat.
    Hearts {
        /// What each seat scored (after a moon).
        points: Vec<i32>,
        /// The seat that shot the moon, if one did.
        moon: Option<Seat>,
        /// The totals after it.
        scores: Vec<i32>,
    },
    /// Schafkopf: a deal was counted and paid.
    Schafkopf {
        /// The game it was.
        kind: ContractKind,
        /// Its trump suit.
        trump: Suit,
        /// The declaring side (empty without sides).
        declarers: Vec<Seat>,
        /// Card points of the declarers and the defenders; per seat without sides.
        points: Vec<u32>,
        /// Who won.
        winner: Winner,
        /// The losers had under 30.
        schneider: bool,
        /// The losers took no trick.
        schwarz: bool,
        /// What the game was worth.
        value: u32,
        /// What each seat gained (negative: paid).
        payments: Vec<i64>,
        /// The balances after it.
        balance: Vec<i64>,
    },
}

/// The rows of `rows` that `game` has scored: those of the deals before the one it is playing (a match resumed
/// or taken back to before a deal's scoring forgets that deal's row).
pub fn rows_scored_in(rows: Vec<SheetRow>, game: &AnyMatch) -> Vec<SheetRow> {
    let playing = game.deals().saturating_sub(1);
    rows.into_iter()
        .filter(|row| game.is_over() || row.deal < playing)
        .collect()
}
