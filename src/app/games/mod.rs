//! What only one game has on screen, one file per game: Wendellhead's prize, stock, draws, Pins and Flints;
//! Whist's turn-up, trick piles per side, partnership scores and hand results; Hearts' points per seat, hand
//! results, the moon and the ranking; Schafkopf's calls, sides, card points, payments and balances. The table, the person's turn,
//! animations, sound, saves and menus are shared (`table/`, `screens/`); a new game adds a file here and a line
//! to [`match_summary`].

use bevy::prelude::*;

pub mod hearts;
pub mod schafkopf;
pub mod summary;
pub mod wendellhead;
pub mod whist;

use crate::app::state::table::Table;
use crate::engine::GameKind;
use summary::MatchSummary;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        wendellhead::plugin,
        whist::plugin,
        hearts::plugin,
        schafkopf::plugin,
    ));
}

/// The match-over panel's words for the finished match at `table`.
pub fn match_summary(table: &Table) -> MatchSummary {
    match table.kind() {
        GameKind::Wendellhead => wendellhead::match_summary(table),
        GameKind::Whist => whist::match_summary(table),
        GameKind::Hearts => hearts::match_summary(table),
        GameKind::Schafkopf => schafkopf::match_summary(table),
    }
}
