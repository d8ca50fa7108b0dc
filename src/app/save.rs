//! The match in progress, saved after every card so that closing the window, a crash or a reload loses nothing
//! but the card being animated; Continue (or `--continue`) resumes it exactly: same hands, same stock order,
//! same scores, and the computer players decide as they would have. Any game's match is saved in one format
//! ([`SavedMatch`], format 2); a Wendellhead match saved by the version before Whist (format 1) still loads.

use bevy::prelude::*;
use serde::Deserialize;

use super::state::events::MatchAbandoned;
use super::state::table::{Continuable, SavedMatch, SeatKind, Table, Tally};
use super::state::table::{DealToReplay, Resume};
use super::state::{ReadSaved, Screen, StartMatch};
use super::storage::{Notices, Store, read_or_set_aside};
use crate::engine::AnyMatch;
use crate::engine::wendellhead::Match;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), find_saved_match.in_set(ReadSaved));
    app.add_systems(
        OnEnter(Screen::Playing),
        abandon_replaced_match.before(StartMatch),
    );
    app.add_systems(
        Last,
        save_match
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists_and_changed::<Table>),
    );
}

/// The saved match's file name in the store.
pub const SAVE_FILE: &str = "match.json";
/// The saved match's format: 2 holds any game; 1 (Wendellhead only) is still read.
pub const SAVE_VERSION: u32 = 2;

/// What `match.json` held in format 1, before there was more than one game.
#[derive(Deserialize)]
struct SavedWendellhead {
    game: Match,
    seats: Vec<SeatKind>,
    #[serde(default)]
    tally: Tally,
}

/// Reads a saved match, refusing anything the engine would not have produced.
pub fn parse_save(text: &str) -> Result<SavedMatch, String> {
    #[derive(Deserialize)]
    struct Version {
        version: Option<u32>,
    }
    let version = serde_json::from_str::<Version>(text)
        .map_err(|e| t!("save-not-a-save", error = e.to_string()))?
        .version
        .unwrap_or(0);
    let saved = match version {
        1 => {
            let old: SavedWendellhead = serde_json::from_str(text).map_err(|e| e.to_string())?;
            SavedMatch {
                version: SAVE_VERSION,
                game: AnyMatch::Wendellhead(old.game),
                seats: old.seats,
                tally: old.tally,
                rated: false,
                casual: false,
                sheet: Vec::new(),
            }
        }
        SAVE_VERSION => serde_json::from_str(text).map_err(|e| e.to_string())?,
        v if v < 1 => {
            return Err(t!("save-too-old", format = version));
        }
        _ => {
            return Err(t!("save-too-new", format = version, known = SAVE_VERSION));
        }
    };
    saved
        .game
        .audit()
        .map_err(|e| t!("save-broken", error = e.to_string()))?;
    if saved.seats.len() != saved.game.players() as usize {
        return Err(t!(
            "save-wrong-seats",
            seats = saved.seats.len(),
            players = saved.game.players()
        ));
    }
    if saved.game.is_over() {
        return Err(t!("save-over"));
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
        rated: table.rated,
        casual: table.casual,
        sheet: table.sheet.clone(),
    }
}

/// When the title opens: the saved match it can offer to continue, if there is a readable one (an unreadable
/// file is set aside with a message, never lost).
fn find_saved_match(mut commands: Commands, store: Res<Store>, mut notices: ResMut<Notices>) {
    let saved = read_or_set_aside(&store, SAVE_FILE, "saved match", &mut notices, parse_save);
    match saved {
        Some(saved) => commands.insert_resource(Continuable(saved)),
        None => commands.remove_resource::<Continuable>(),
    }
}

/// A new match (not a resumed one) replaces the unfinished match saved with a person at the table: that one is
/// abandoned (the statistics count it), since its save is overwritten from now on. A replayed deal is never
/// saved, so the saved match stays for Continue.
fn abandon_replaced_match(
    mut commands: Commands,
    resume: Option<Res<Resume>>,
    replay: Option<Res<DealToReplay>>,
    store: Res<Store>,
) {
    if resume.is_some() || replay.is_some() {
        return;
    }
    let replaced = store
        .read(SAVE_FILE)
        .ok()
        .flatten()
        .and_then(|text| parse_save(&text).ok())
        .filter(|saved| saved.seats.contains(&SeatKind::Human));
    if let Some(saved) = replaced {
        // What was won in its hands counts, as in a finished match (a casual one counts apart, without it).
        let (tricks, rounds) = if saved.casual {
            (0, 0)
        } else {
            (saved.tally.tricks, saved.tally.rounds)
        };
        commands.trigger(MatchAbandoned {
            game: saved.game.kind(),
            players: saved.game.players(),
            tricks,
            rounds,
        });
    }
}

/// Writes the match whenever the engine's state changed; a finished match leaves no save behind. A replayed deal
/// is not a match to continue: it leaves the saved one as it was.
fn save_match(table: Option<Res<Table>>, store: Res<Store>, mut last: Local<Option<AnyMatch>>) {
    let Some(table) = table.filter(|t| t.replay.is_none()) else {
        return;
    };
    if *last == Some(table.game) {
        return;
    }
    *last = Some(table.game);
    let result = if table.game.is_over() {
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
