//! Wendellhead: Whist-like tricks ("Pins") played for a face-up prize card, first to three Flints.
//! See `docs/rules-wendellhead.md` for the rules as implemented, with the options the source text leaves open.

mod event;
mod game;
mod rules;
mod view;

pub use crate::engine::game::{PlayError, StateError};
pub use event::Event;
pub use game::{HiddenCards, Match, PinRecord};
pub use rules::{Rules, RulesError, TrumpRule};
pub use view::View;
