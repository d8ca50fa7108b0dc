//! The rules engine: plain Rust without Bevy, deterministic from a seed. It alone decides legality, winners
//! and scores; the game, the computer players and the simulator all go through it.

pub mod any;
pub mod cards;
pub mod claim;
pub mod code;
pub mod daily;
pub mod deck;
pub mod fingerprint;
pub mod game;
pub mod hand_sort;
pub mod hearts;
pub mod record;
pub mod schafkopf;
pub mod seat;
pub mod trick;
pub mod wendellhead;
pub mod whist;

pub use any::{AnyEvent, AnyMatch, AnyRules};
pub use cards::{Card, CardSet, Rank, Suit};
pub use code::{CodeError, DealCode};
pub use deck::CardList;
pub use fingerprint::{Dealt, Fingerprint};
pub use game::{
    Call, Decision, EventSink, Game, GameKind, GameView, PlayError, Ruleset, StateError,
};
pub use hand_sort::HandSort;
pub use record::{MatchRecord, Move, RecordPlace};
pub use seat::{MAX_SEATS, Seat};
pub use trick::{SuitOrder, Trick, TrickOrder};
