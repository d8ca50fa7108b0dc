//! `bot/1` for wendellhead: a seat's request from a match, and the seat's view back from a request.

use serde_json::Value;

use super::{BotGame, Position};
use crate::engine::Seat;
use crate::engine::wendellhead::{Event, Match, View};

// PLACEHOLDER: replaced by the game's real request and checks.
impl BotGame for Match {
    fn request(_game: &Match, _events: &[Event], _seat: Seat) -> Option<Value> {
        None
    }

    fn position(_request: Value) -> Result<Position<View>, String> {
        Err("not yet".into())
    }
}
