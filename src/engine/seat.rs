//! Seats around the table, numbered clockwise from 0.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The most seats any game on this engine uses (Wendellhead and Hearts go up to five).
pub const MAX_SEATS: usize = 5;

/// A seat at the table. Seats are numbered 0..n clockwise; the seat "to the left" of a seat is the next one
/// clockwise.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index, for per-seat arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat to the left (next clockwise) at a table of `players`.
    pub const fn next(self, players: u8) -> Seat {
        Seat((self.0 + 1) % players)
    }

    /// The seat `steps` places clockwise at a table of `players`.
    pub const fn plus(self, steps: usize, players: u8) -> Seat {
        Seat(((self.0 as usize + steps) % players as usize) as u8)
    }

    /// Every seat at a table of `players`, in order.
    pub fn all(players: u8) -> impl Iterator<Item = Seat> {
        (0..players).map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}
