//! Wendellhead: Whist-like tricks ("Pins") played for a face-up prize card, first to three Flints.
//! See `docs/rules-wendellhead.md` for the rules as implemented, with the options the source text leaves open.

mod event;
mod game;
mod rules;
mod view;

pub use event::{Event, EventSink};
pub use game::{HiddenCards, Match, PinRecord, PlayError, StateError};
pub use rules::{Rules, RulesError, TrumpRule};
pub use view::View;
