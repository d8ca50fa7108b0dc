//! The table's labels: each seat's name, Pins against the target, Flints, dealer and turn; the trump badge, the
//! prize and the stock count. They are redrawn whenever the match changes.

use bevy::prelude::*;

use super::human::{Selection, human_seat, sorted_hand};
use super::layout::{CardFont, seat_anchor};
use super::{SeatKind, Table, apply_engine_events};
use crate::app::screens::Screen;
use crate::engine::Seat;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_labels.after(super::start_match),
    );
    app.add_systems(
        Update,
        update_labels
            .after(apply_engine_events)
            .run_if(in_state(Screen::Playing)),
    );
}

const INK: Color = Color::srgb(0.96, 0.93, 0.84);
const GOLD: Color = Color::srgb(1.0, 0.82, 0.30);

/// What a label shows.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    /// A seat's name and scores.
    Seat(Seat),
    /// The trump suit, the prize and the stock.
    Centre,
    /// What the person may do now, or why a card cannot be played.
    Status,
}

fn spawn_labels(mut commands: Commands, table: Option<Res<Table>>, font: Option<Res<CardFont>>) {
    let Some(table) = table else { return };
    let players = table.game.rules().players;
    let mut text_font = TextFont::from_font_size(18.0);
    if let Some(font) = &font {
        text_font.font = font.0.clone().into();
    }
    for seat in Seat::all(players) {
        let anchor = seat_anchor(seat, players);
        let at = match seat {
            Seat(0) => anchor + Vec2::new(-470.0, 0.0),
            _ if anchor.y > 100.0 => anchor + Vec2::new(0.0, 78.0),
            _ => anchor + Vec2::new(0.0, -80.0),
        };
        // Keep the side seats' labels inside the table.
        let at = Vec2::new(at.x.clamp(-470.0, 470.0), at.y);
        commands.spawn((
            Label::Seat(seat),
            Text2d::default(),
            text_font.clone(),
            TextColor(INK),
            Transform::from_translation(at.extend(50.0)),
            DespawnOnExit(Screen::Playing),
        ));
    }
    commands.spawn((
        Label::Centre,
        Text2d::default(),
        text_font.clone().with_font_size(20.0),
        TextColor(INK),
        Transform::from_xyz(-290.0, 120.0, 50.0),
        DespawnOnExit(Screen::Playing),
    ));
    commands.spawn((
        Label::Status,
        Text2d::default(),
        text_font.with_font_size(20.0),
        TextColor(GOLD),
        Transform::from_xyz(0.0, -200.0, 50.0),
        DespawnOnExit(Screen::Playing),
    ));
}

fn update_labels(
    table: Option<Res<Table>>,
    selection: Res<Selection>,
    mut labels: Query<(&Label, &mut Text2d, &mut TextColor)>,
) {
    let Some(table) = table else { return };
    // Labels only change with the match or the person's selection.
    if !table.is_changed() && !selection.is_changed() {
        return;
    }
    let game = &table.game;
    let rules = game.rules();
    for (label, mut text, mut colour) in &mut labels {
        let shown = match *label {
            Label::Seat(seat) => {
                let who = match table.seats.get(seat.index()) {
                    Some(SeatKind::Human) => "You".to_string(),
                    Some(SeatKind::Computer(level)) => {
                        format!("Seat {} ({})", seat.0, level.name())
                    }
                    None => format!("Seat {}", seat.0),
                };
                let flints: String = (0..rules.flints_to_win)
                    .map(|i| {
                        if i < game.flints()[seat.index()] {
                            '●'
                        } else {
                            '○'
                        }
                    })
                    .collect();
                let dealer = if game.dealer() == seat {
                    "  · dealer"
                } else {
                    ""
                };
                let turn = game.to_act() == Some(seat) || game.winner() == Some(seat);
                let marker = match (game.winner(), turn) {
                    (Some(_), true) => "★ ",
                    (None, true) => "▶ ",
                    _ => "",
                };
                colour.set_if_neq(TextColor(if turn { GOLD } else { INK }));
                format!(
                    "{marker}{who}{dealer}\nPins {} / {}   Flints {flints}",
                    game.pins()[seat.index()],
                    rules.pins_per_flint
                )
            }
            Label::Centre => {
                let trump = game.trump().map_or("no trump".to_string(), |t| {
                    format!("Trump {} {}", t.symbol(), t.name())
                });
                let stock = game.stock().len();
                let prize = match game.prize() {
                    Some(card) => format!("Prize {}", card.pretty()),
                    None if stock == 0 => "No more prizes this deal".to_string(),
                    None => String::new(),
                };
                let over = game
                    .winner()
                    .map_or(String::new(), |w| format!("\nSeat {} wins the match!", w.0));
                format!("{trump}\n{prize}\nStock {stock}{over}")
            }
            Label::Status => status(&table, &selection),
        };
        // Only a real change re-lays the text out.
        if text.0 != shown {
            text.0 = shown;
        }
    }
}

/// The person's prompt: whose turn, how to play, and why the selected card cannot be played.
fn status(table: &Table, selection: &Selection) -> String {
    let game = &table.game;
    let Some(seat) = human_seat(table) else {
        return String::new();
    };
    if let Some(winner) = game.winner() {
        return if winner == seat {
            "You win the match!".into()
        } else {
            String::new()
        };
    }
    if game.to_act() != Some(seat) || !table.pending.is_empty() {
        return String::new();
    }
    if let Some(refusal) = &selection.refusal {
        return refusal.clone();
    }
    let hand = sorted_hand(game, seat);
    let chosen = hand.get(selection.index.min(hand.len().saturating_sub(1)));
    match chosen.map(|&card| (card, game.check(seat, card))) {
        Some((card, Err(why))) => format!("{}: {why}", card.pretty()),
        _ => match selection.hint {
            Some((card, value)) => format!(
                "Hint: {} (about {:.0}% of the rest of the deal's Pins)",
                card.pretty(),
                value * 100.0
            ),
            None => "Your turn: ← → or 1-9 to choose, Enter or click to play, H for a hint".into(),
        },
    }
}
