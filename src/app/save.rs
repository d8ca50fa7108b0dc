//! The match in progress, saved after every card so that closing the window, a crash or a reload loses nothing
//! but the card being animated; Continue (or `--continue`) resumes it exactly: same hands, same stock order,
//! same scores, and the computer players decide as they would have. With it goes the match's record (every move
//! of every deal, the pars worked out, the undo points), from which the hand review, par, the score sheet and the
//! statistics come back exactly as if the match had never stopped. Any game's match is saved in one format
//! ([`SavedMatch`], format 3). Format 2 (no record: the hands before the one in progress are lost, and the title
//! says so) and a Wendellhead match saved by the version before Whist (format 1) still load.

use bevy::prelude::*;
use serde::Deserialize;

use super::state::table::{Continuable, SavedMatch, SavedUndo, SeatKind, Table};
use super::state::table::{DealToReplay, Resume};
use super::state::table::{hands_from_record, person_of, sitters_of};
use super::state::{ReadSaved, Screen, StartMatch};
use super::stats::{MatchAbandoned, MatchFigures, match_figures};
use super::storage::{Notices, Store, read_or_set_aside};
use crate::ai::par::Par;
use crate::engine::AnyMatch;
use crate::engine::MatchRecord;
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
pub use super::state::table::SAVE_VERSION;

/// What `match.json` held in format 1, before there was more than one game.
#[derive(Deserialize)]
struct SavedWendellhead {
    game: Match,
    seats: Vec<SeatKind>,
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
                written_by: String::new(),
                game: AnyMatch::Wendellhead(old.game),
                seats: old.seats,
                rated: false,
                casual: false,
                sheet: Vec::new(),
                record: None,
                unrecorded: 0,
                pars: Vec::new(),
                undo: Vec::new(),
                arranged: None,
                record_lost: None,
                record_damaged: false,
            }
        }
        2 | SAVE_VERSION => {
            let mut saved: SavedMatch = serde_json::from_str(text).map_err(|e| e.to_string())?;
            // Format 2 kept no record (whatever such a file says of one is not trusted).
            if version < 3 {
                saved.record = None;
                saved.pars.clear();
                saved.undo.clear();
            }
            saved.version = SAVE_VERSION;
            saved
        }
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
    let mut saved = saved;
    // A damaged record does not cost the match: it goes on without its earlier hands, and says so.
    if let Some(record) = &saved.record
        && let Err(e) = record.check(&saved.game)
    {
        saved.record = None;
        saved.pars.clear();
        saved.undo.clear();
        saved.record_lost = Some(t!("save-record-damaged", error = e.to_string()));
        saved.record_damaged = true;
    } else if saved.record.is_none() && saved.game.deals() > 1 {
        saved.record_lost = Some(t!("save-record-older", hands = saved.game.deals() - 1));
    }
    Ok(saved)
}

/// The saved match of `table`.
pub fn saved(table: &Table) -> SavedMatch {
    SavedMatch {
        version: SAVE_VERSION,
        written_by: crate::VERSION.into(),
        game: table.game,
        seats: table.seats.clone(),
        rated: table.rated,
        casual: table.casual,
        sheet: table.sheet.clone(),
        record: Some(table.record.clone()),
        unrecorded: table.unrecorded,
        pars: table
            .hands
            .iter()
            .map(|h| h.par.map(|p| p.result))
            .collect(),
        undo: table.undo.iter().map(SavedUndo::from).collect(),
        arranged: table.arranged.clone(),
        record_lost: None,
        record_damaged: false,
    }
}

/// When the title opens: the saved match it can offer to continue, if there is a readable one (an unreadable
/// file is set aside with a message, never lost).
fn find_saved_match(mut commands: Commands, store: Res<Store>, mut notices: ResMut<Notices>) {
    let saved = read_or_set_aside(&store, SAVE_FILE, "saved match", &mut notices, parse_save);
    match saved {
        Some(saved) => {
            if let Some(why) = &saved.record_lost
                && !notices.0.iter().any(|n| n.starts_with(why.as_str()))
            {
                let mut why = why.clone();
                // A damaged record is kept aside as it was, before the next card overwrites the save.
                if saved.record_damaged
                    && let Ok(Some(text)) = store.read(SAVE_FILE)
                {
                    let copy = "match-damaged-record.json";
                    if store.write(copy, &text).is_ok() {
                        why = format!(
                            "{why} {}",
                            t!("save-record-copy", copy = store.describe(copy))
                        );
                    }
                }
                notices.add(why);
            }
            commands.insert_resource(Continuable(saved));
        }
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
    // What was won in its hands counts, as in a finished match (a casual one apart).
    if let Some(figures) = replaced.as_ref().and_then(figures_of_saved) {
        commands.trigger(MatchAbandoned { figures });
    }
}

/// What a saved match brought the person so far, from its record: the pars it saved, and the pars of hands
/// played to their end that it did not (worked out now).
pub fn figures_of_saved(saved: &SavedMatch) -> Option<MatchFigures> {
    let seat = person_of(&saved.seats)?;
    let record = saved
        .record
        .clone()
        .unwrap_or_else(|| MatchRecord::continued(&saved.game));
    let sitters = sitters_of(&saved.seats, saved.game.seed());
    let mut hands = hands_from_record(&record, &saved.game, Some(seat));
    for (i, hand) in hands.iter_mut().enumerate() {
        hand.par = saved
            .pars
            .get(i)
            .copied()
            .flatten()
            .map(|result| Par { result });
        if let (None, Some(start), Some(_)) = (hand.par, hand.start, hand.result) {
            hand.par = crate::ai::par::par(&start, seat, &sitters).ok();
        }
    }
    Some(match_figures(&hands, &saved.game, seat, saved.casual, None))
}

/// Writes the match whenever the engine's state changed or a par came in; a finished match leaves no save behind.
/// A replayed deal is not a match to continue: it leaves the saved one as it was.
fn save_match(
    table: Option<Res<Table>>,
    store: Res<Store>,
    mut last: Local<Option<(AnyMatch, usize)>>,
) {
    let Some(table) = table.filter(|t| t.replay.is_none()) else {
        return;
    };
    // Every move changes the engine's state; a par worked out changes only the record's pars.
    let pars = table.hands.iter().filter(|h| h.par.is_some()).count();
    if *last == Some((table.game, pars)) {
        return;
    }
    *last = Some((table.game, pars));
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
