//! Where each card lies on the table: every card is an entity with a [`CardEntity`] and a [`CardPlace`] that the
//! table's systems set from the engine's events, and that the layout turns into a position.

use bevy::prelude::*;

use crate::engine::whist::side_of;
use crate::engine::{AnyMatch, Card, GameKind, Seat};

/// A card on the table: the engine's card it shows.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardEntity(pub Card);

/// Where a card lies, as the engine last reported.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardPlace {
    /// In a seat's hand.
    Hand(Seat),
    /// In the face-down stock (where every card waits before a deal).
    Stock,
    /// Wendellhead: face up beside the stock, the prize of the next Pin.
    Prize,
    /// Whist: face up on the table by the dealer, the turn-up that shows trump.
    FaceUp(Seat),
    /// Played to the trick in progress.
    Trick(Seat),
    /// Face down on a pile of won tricks: a seat's in Wendellhead; in Whist the side's, by seat 0 or seat 1.
    TrickPile(Seat),
    /// Set aside unseen for the rest of the deal.
    SetAside,
    /// Schafkopf for two: face down under a pile of the seat (which pile: the deal says, `EventCarry::piles`).
    Covered(Seat),
}

/// Wait this long (seconds) before the card's next move starts, so cards go out one after another.
#[derive(Component, Clone, Copy, Debug)]
pub struct MoveDelay(pub f32);

/// The pile a trick won by `winner` goes to: the winner's own, or in a partnership game the side's.
pub fn pile_of(kind: GameKind, winner: Seat) -> Seat {
    match kind {
        GameKind::Whist => Seat(side_of(winner) as u8),
        GameKind::Wendellhead | GameKind::Hearts | GameKind::Schafkopf => winner,
    }
}

/// Where the engine says `card` lies.
pub fn engine_place(game: &AnyMatch, card: Card) -> CardPlace {
    let players = game.players();
    if let AnyMatch::Whist(g) = game
        && g.turn_up_shown() == Some(card)
    {
        return CardPlace::FaceUp(g.dealer());
    }
    for seat in Seat::all(players) {
        if game.hand(seat).contains(card) {
            return CardPlace::Hand(seat);
        }
    }
    if let Some((seat, _)) = game.trick().plays(players).find(|&(_, c)| c == card) {
        return CardPlace::Trick(seat);
    }
    match game {
        AnyMatch::Wendellhead(g) => {
            if let Some(seat) = Seat::all(players).find(|&s| g.stack(s).contains(card)) {
                return CardPlace::TrickPile(seat);
            }
            if g.prize() == Some(card) {
                return CardPlace::Prize;
            }
            if g.set_aside().contains(card) {
                return CardPlace::SetAside;
            }
            CardPlace::Stock
        }
        AnyMatch::Whist(g) => {
            let side = if g.stack(1).contains(card) { 1 } else { 0 };
            CardPlace::TrickPile(Seat(side))
        }
        AnyMatch::Hearts(g) => {
            if let Some(seat) = Seat::all(players).find(|&s| g.taken(s).contains(card)) {
                return CardPlace::TrickPile(seat);
            }
            if g.kitty().contains(card) {
                return CardPlace::Stock;
            }
            // Out of play this game (the 2♦, the 2♣).
            CardPlace::SetAside
        }
        AnyMatch::Schafkopf(g) => {
            if let Some(seat) = Seat::all(players).find(|&s| g.taken(s).contains(card)) {
                return CardPlace::TrickPile(seat);
            }
            // Dreiwendsch: the discard lies face down with its taker's tricks.
            if let Some(taker) = g.taker().filter(|_| g.discarded().contains(card)) {
                return CardPlace::TrickPile(taker);
            }
            if let Some(seat) =
                Seat::all(players).find(|&s| g.piles(s).iter().any(|p| p.down == Some(card)))
            {
                return CardPlace::Covered(seat);
            }
            // The skat nobody has taken waits face down in the middle, where the stock lies.
            CardPlace::Stock
        }
    }
}

/// Sets where `card` lies, optionally after a delay (for cards that go one after another).
pub fn place(
    cards: &mut Query<(Entity, &CardEntity, &mut CardPlace)>,
    commands: &mut Commands,
    card: Card,
    at: CardPlace,
    delay: f32,
) {
    for (entity, c, mut p) in cards.iter_mut() {
        if c.0 == card {
            *p = at;
            if delay > 0.0 {
                commands.entity(entity).insert(MoveDelay(delay));
            }
        }
    }
}

/// The name by a card of the trick in progress.
#[derive(Component, Clone, Copy, Debug)]
pub struct TrickTag;

/// The gold glow behind the card that won the trick held on the table (a mark on the card, as its name is).
#[derive(Component, Clone, Copy, Debug)]
pub struct WinnerGlow;
