//! Classic Whist: four players in two partnerships, a turned-up trump, one point per odd trick, first side to the
//! target. See `docs/rules-whist.md` for the rules as implemented, with the options the source text leaves open.

mod event;
mod game;
mod rules;
mod view;

pub use crate::engine::game::{PlayError, StateError};
pub use event::Event;
pub use game::{HiddenCards, TrickRecord, WhistMatch};
pub use rules::{Rules, RulesError};
pub use view::View;

/// Players at a Whist table: always four.
pub const PLAYERS: u8 = 4;

/// The side (partnership) a seat plays for: seats 0 and 2 are side 0, seats 1 and 3 side 1.
pub const fn side_of(seat: crate::engine::Seat) -> usize {
    seat.0 as usize % 2
}
