//! `bot/1` for schafkopf: a seat's request from a match, and the seat's view back from a request.

use serde_json::Value;

use super::{BotGame, Position};
use crate::engine::Seat;
use crate::engine::schafkopf::{Event, SchafkopfMatch, View};

// PLACEHOLDER: replaced by the game's real request and checks.
impl BotGame for SchafkopfMatch {
    fn request(_game: &SchafkopfMatch, _events: &[Event], _seat: Seat) -> Option<Value> {
        None
    }

    fn position(_request: Value) -> Result<Position<View>, String> {
        Err("not yet".into())
    }
}
