//! The match in progress, saved after every card so that closing the window, a crash or a reload loses nothing
//! but the card being animated; Continue (or `--continue`) resumes it exactly: same hands, same stock order,
//! same scores, and the computer players decide as they would have.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::screens::Screen;
use super::storage::Store;
use super::table::{SeatKind, Table, Tally};
use crate::engine::wendellhead::Match;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Last,
        save_match
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists_and_changed::<Table>),
    );
}

/// The saved match's file name in the store.
pub const SAVE_FILE: &str = "match.json";
/// The saved match's format.
pub const SAVE_VERSION: u32 = 1;

/// What `match.json` holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMatch {
    /// The format version.
    pub version: u32,
    /// The engine's whole state (the seed included, so later deals come out the same).
    pub game: Match,
    /// Who plays each seat.
    pub seats: Vec<SeatKind>,
    /// What the person has won so far, for the statistics.
    #[serde(default)]
    pub tally: Tally,
}

/// Reads a saved match, refusing anything the engine would not have produced.
pub fn parse_save(text: &str) -> Result<SavedMatch, String> {
    #[derive(Deserialize)]
    struct Version {
        version: Option<u32>,
    }
    let version = serde_json::from_str::<Version>(text)
        .map_err(|e| format!("it is not a saved match: {e}"))?
        .version
        .unwrap_or(0);
    if version < SAVE_VERSION {
        return Err(format!(
            "it was saved by an older version of the game (format {version}) and cannot be continued"
        ));
    }
    if version > SAVE_VERSION {
        return Err(format!(
            "it was saved by a newer version of the game (format {version}, this one reads {SAVE_VERSION})"
        ));
    }
    let saved: SavedMatch = serde_json::from_str(text).map_err(|e| e.to_string())?;
    saved
        .game
        .audit()
        .map_err(|e| format!("the match in it is broken: {e}"))?;
    if saved.seats.len() != saved.game.rules().players as usize {
        return Err(format!(
            "it names {} players for a match of {}",
            saved.seats.len(),
            saved.game.rules().players
        ));
    }
    if saved.game.winner().is_some() {
        return Err("the match in it is already over".into());
    }
    Ok(saved)
}

/// The saved match of `table`.
pub fn saved(table: &Table) -> SavedMatch {
    SavedMatch {
        version: SAVE_VERSION,
        game: table.game,
        seats: table.seats.clone(),
        tally: table.tally,
    }
}

/// Writes the match whenever the engine's state changed; a finished match leaves no save behind.
fn save_match(table: Option<Res<Table>>, store: Res<Store>, mut last: Local<Option<Match>>) {
    let Some(table) = table else { return };
    if *last == Some(table.game) {
        return;
    }
    *last = Some(table.game);
    let result = if table.game.winner().is_some() {
        store.remove(SAVE_FILE)
    } else {
        serde_json::to_string(&saved(&table))
            .map_err(|e| e.to_string())
            .and_then(|text| store.write(SAVE_FILE, &text))
    };
    if let Err(e) = result {
        error!(
            "the match could not be saved to {}: {e}",
            store.describe(SAVE_FILE)
        );
    }
}
