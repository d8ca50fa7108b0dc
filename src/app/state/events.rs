//! What happens at the table, as observer events: triggered by the table's systems as they show the engine's
//! events, observed by sound, effects, labels and statistics.

use bevy::prelude::*;

use crate::engine::{Card, Seat, Suit};

/// A deal began: the cards are gathered and go out (observed by sound).
#[derive(Event, Clone, Copy, Debug)]
pub struct DealStarted {
    /// Who deals.
    pub dealer: Seat,
}

/// A card was turned face up: Wendellhead's prize beside the stock, or Whist's trump by the dealer.
#[derive(Event, Clone, Copy, Debug)]
pub struct CardTurned {
    /// The card.
    pub card: Card,
    /// Trump after it.
    pub trump: Suit,
}

/// Hearts: the passed cards changed hands (observed by sound).
#[derive(Event, Clone, Copy, Debug)]
pub struct CardsPassed {
    /// Where they went.
    pub direction: crate::engine::hearts::PassDirection,
}

/// Dreiwendsch: the skat's taker laid two cards away (observed by sound).
#[derive(Event, Clone, Copy, Debug)]
pub struct CardsLaidAway {
    /// The taker.
    pub seat: crate::engine::Seat,
}

/// Hearts: hearts were broken (observed by sound; the badge shows it).
#[derive(Event, Clone, Copy, Debug)]
pub struct HeartsBroken;

/// Hearts: a seat shot the moon (observed by sound; the hand's panel announces it).
#[derive(Event, Clone, Copy, Debug)]
pub struct MoonShot {
    /// The shooter.
    pub seat: Seat,
}

/// Schafkopf: a seat said its call aloud (observed by sound).
#[derive(Event, Clone, Copy, Debug)]
pub struct CallAnnounced {
    /// Who.
    pub seat: Seat,
    /// What everyone heard.
    pub call: crate::engine::schafkopf::LogCall,
}

/// Schafkopf: a seat doubled the hand (Kontra, or Re in answer): observed by sound and the screen reader.
#[derive(Event, Clone, Debug)]
pub struct DoubleSaid {
    /// Who.
    pub seat: Seat,
    /// Kontra or Re.
    pub call: crate::engine::Call,
    /// What the prompt says of it.
    pub line: String,
}

/// Schafkopf: the cards showed the table's seat something new of the game: a partner, a silent solo (observed by
/// sound and the screen reader; the plates show it, the prompt says it).
#[derive(Event, Clone, Debug)]
pub struct SidesRevealed {
    /// What the cards showed, the card in words, as a screen reader says it ("Lena plays the queen of spades:
    /// you play together"); `None` when no one card or trick showed it.
    pub line: Option<String>,
}

/// A trick (a Pin in Wendellhead) was won (observed by animation and sound).
#[derive(Event, Clone, Copy, Debug)]
pub struct TrickWon {
    /// The winner.
    pub winner: Seat,
}

/// The Pin's winner took the prize into their hand.
#[derive(Event, Clone, Copy, Debug)]
pub struct PrizeTaken {
    /// The winner.
    pub seat: Seat,
    /// The prize.
    pub card: Card,
}

/// A seat drew a card from the stock.
#[derive(Event, Clone, Copy, Debug)]
pub struct CardDrawn {
    /// Who drew.
    pub seat: Seat,
}

/// It is now this seat's turn, with the table showing everything before it.
#[derive(Event, Clone, Copy, Debug)]
pub struct TurnStarted {
    /// Whose turn.
    pub seat: Seat,
    /// Whether the person plays that seat.
    pub human: bool,
}

/// A card was played (observed by animation and sound).
#[derive(Event, Clone, Copy, Debug)]
pub struct CardPlayed {
    /// Who played.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// Whether it is a trump played to a trick led in another suit.
    pub trumped: bool,
}

/// The table played the person's only legal card for them (auto-play): `line` says so, the card in words.
#[derive(Event, Clone, Debug)]
pub struct CardPlayedForYou {
    /// What a screen reader says.
    pub line: String,
}

/// A lesson's coach said a line (a new step, a move taken back, what the lesson taught): `line` is what a
/// screen reader says, cards in words.
#[derive(Event, Clone, Debug)]
pub struct CoachSaid {
    /// What a screen reader says.
    pub line: String,
}

/// Dreiwendsch: a seat took the skat into its hand (observed by the table: the person's two new cards glow).
#[derive(Event, Clone, Copy, Debug)]
pub struct SkatTaken {
    /// Who took it.
    pub seat: Seat,
}

/// The person took their last decision back (undo): the table is laid out again from the match before it.
#[derive(Event, Clone, Debug)]
pub struct DecisionTakenBack {
    /// The decision taken back.
    pub made: crate::app::state::table::Made,
    /// What the prompt and the screen reader say of it ("Your last card was taken back").
    pub line: String,
}

/// A round was scored: a Flint won, or a Whist hand counted (observed by sound and the score panels).
#[derive(Event, Clone, Copy, Debug)]
pub struct RoundScored {
    /// Whether it also won the match.
    pub match_won: bool,
}

/// The match was won.
#[derive(Event, Clone, Debug)]
pub struct MatchWon {
    /// The winners: one seat, or a side's two.
    pub winners: Vec<Seat>,
}
