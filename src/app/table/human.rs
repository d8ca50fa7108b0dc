//! The person's turn: choosing a card with the keyboard (←/→ or number keys, Enter) or the mouse, a hint (H),
//! playing it through the engine, and saying why a card cannot be played.

use bevy::picking::events::{Click, Pointer};
use bevy::prelude::*;

use super::{CardEntity, SeatKind, Table};
use crate::app::screens::Screen;
use crate::engine::wendellhead::Match;
use crate::engine::{Card, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlayCard>();
    app.init_resource::<Selection>();
    app.add_systems(
        Update,
        (choose_with_keys, play_chosen_card)
            .chain()
            .before(super::play_computer_turn)
            .run_if(in_state(super::Phase::Turn)),
    );
    app.add_systems(Update, leave_with_escape.run_if(in_state(Screen::Playing)));
}

/// The person asks to play this card.
#[derive(Message, Clone, Copy, Debug)]
pub struct PlayCard(pub Card);

/// The card the person has selected in their hand (an index into the sorted hand) and the last refusal.
#[derive(Resource, Default, Debug)]
pub struct Selection {
    /// Index into the person's sorted hand.
    pub index: usize,
    /// Why the last card tried could not be played.
    pub refusal: Option<String>,
    /// The hint asked for this turn: the card the computer would play and its estimated share of the Pins.
    pub hint: Option<(Card, f32)>,
}

/// The seat the person plays, if any.
pub fn human_seat(table: &Table) -> Option<Seat> {
    table
        .seats
        .iter()
        .position(|k| *k == SeatKind::Human)
        .map(|i| Seat(i as u8))
}

/// A hand in the order it is shown: by suit, trump last, then by rank.
pub fn sorted_hand(game: &Match, seat: Seat) -> Vec<Card> {
    let trump = game.trump();
    let mut cards: Vec<Card> = game.hand(seat).iter().collect();
    cards.sort_by_key(|&c| (Some(c.suit()) == trump, c.suit().index(), c.rank().index()));
    cards
}

/// Whether it is the person's turn, with nothing left to show first.
fn persons_turn(table: &Table) -> Option<Seat> {
    let seat = human_seat(table)?;
    (table.pending.is_empty() && table.game.to_act() == Some(seat)).then_some(seat)
}

fn choose_with_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    table: Option<Res<Table>>,
    mut selection: ResMut<Selection>,
    mut play: MessageWriter<PlayCard>,
) {
    let (Some(keys), Some(table)) = (keys, table) else {
        return;
    };
    let Some(seat) = persons_turn(&table) else {
        return;
    };
    let hand = sorted_hand(&table.game, seat);
    if hand.is_empty() {
        return;
    }
    let last = hand.len() - 1;
    let mut index = selection.index;
    if keys.just_pressed(KeyCode::ArrowLeft) {
        index = index.saturating_sub(1);
    }
    if keys.just_pressed(KeyCode::ArrowRight) {
        index = (index + 1).min(last);
    }
    let digits = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
        KeyCode::Digit9,
    ];
    for (i, key) in digits.iter().enumerate() {
        if keys.just_pressed(*key) && i <= last {
            index = i;
        }
    }
    // Written only when it moves, so the table is redrawn only when something changed.
    let index = index.min(last);
    if index != selection.index {
        selection.index = index;
    }
    if keys.just_pressed(KeyCode::KeyH) {
        // The hint is the Hard search's ranking of the person's own view: it never sees hidden cards.
        let view = table.game.view(seat);
        if let Some(best) = crate::ai::suggest(&view).first() {
            selection.hint = Some((best.card, best.value));
            selection.index = hand
                .iter()
                .position(|&c| c == best.card)
                .unwrap_or(selection.index);
        }
    }
    if keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::Space) {
        play.write(PlayCard(hand[selection.index]));
    }
}

/// Sends a click on one of the person's cards as a [`PlayCard`] (added to every card entity).
pub fn click_to_play(
    click: On<Pointer<Click>>,
    cards: Query<&CardEntity>,
    mut play: MessageWriter<PlayCard>,
) {
    if let Ok(card) = cards.get(click.entity) {
        play.write(PlayCard(card.0));
    }
}

/// Plays the person's chosen card through the engine, or records why it cannot be played.
fn play_chosen_card(
    mut requests: MessageReader<PlayCard>,
    table: Option<ResMut<Table>>,
    mut selection: ResMut<Selection>,
) {
    let Some(mut table) = table else { return };
    for PlayCard(card) in requests.read().copied() {
        let Some(seat) = persons_turn(&table) else {
            continue;
        };
        let mut events = Vec::new();
        match table.game.play(seat, card, &mut events) {
            Ok(()) => {
                table.pending.extend(events);
                selection.refusal = None;
                selection.hint = None;
            }
            Err(e) => selection.refusal = Some(format!("{}: {e}", card.pretty())),
        }
    }
}

fn leave_with_escape(keys: Option<Res<ButtonInput<KeyCode>>>, mut next: ResMut<NextState<Screen>>) {
    if keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        next.set(Screen::Title);
    }
}
