//! Draws the table: places every card entity where its `CardPlace` says, face up or down, around the seats.
//!
//! Cards are placed at once for now; eased animations and the real card art come with their milestones.

use bevy::prelude::*;

use super::human::{Selection, click_to_play, human_seat, sorted_hand};
use super::{CardEntity, CardPlace, Table, apply_engine_events};
use crate::app::screens::Screen;
use crate::engine::{CardSet, Seat};

pub(super) fn plugin(app: &mut App) {
    // Loaded while the app is built, so that screens entered on the first frame (`--demo`) already have it.
    // Headless tests have no font assets and draw no text.
    if let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>() {
        let font = fonts.add(Font::from_bytes(dejavu::sans::bold().to_vec()));
        app.insert_resource(CardFont(font));
    }
    app.add_systems(
        Update,
        (dress_new_cards, lay_out_cards)
            .chain()
            .after(apply_engine_events)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The table's size in world units: the camera keeps it in view at any window size.
pub const TABLE_SIZE: Vec2 = Vec2::new(1280.0, 800.0);
const CARD: Vec2 = Vec2::new(72.0, 100.0);
const FACE: Color = Color::srgb(0.98, 0.97, 0.93);
const BACK: Color = Color::srgb(0.16, 0.22, 0.50);
const RED: Color = Color::srgb(0.78, 0.10, 0.12);
const BLACK: Color = Color::srgb(0.08, 0.08, 0.10);
const DIMMED: Color = Color::srgb(0.62, 0.62, 0.60);
const EDGE: Color = Color::srgb(0.05, 0.07, 0.12);
/// The green baize of the table.
pub const FELT: Color = Color::srgb(0.05, 0.30, 0.17);

/// DejaVu Sans, which has the suit symbols.
#[derive(Resource, Clone)]
pub struct CardFont(pub Handle<Font>);

/// The label on a card's face.
#[derive(Component)]
struct CardLabel;

/// The face or back of a card, inside its edge.
#[derive(Component)]
struct CardSurface;

/// Gives new card entities a sprite and a face label.
fn dress_new_cards(
    mut commands: Commands,
    cards: Query<(Entity, &CardEntity), Without<Sprite>>,
    font: Option<Res<CardFont>>,
) {
    for (entity, card) in &cards {
        let c = card.0;
        let colour = if c.suit().is_red() { RED } else { BLACK };
        let mut text_font = TextFont::from_font_size(26.0);
        if let Some(font) = &font {
            text_font.font = font.0.clone().into();
        }
        // A dark sprite a little larger than the face draws the card's edge, so overlapping cards stay apart.
        commands
            .entity(entity)
            .insert((
                Sprite::from_color(EDGE, CARD + 4.0),
                Transform::default(),
                // Sprite picking only considers sprites marked pickable; a click on the face bubbles up.
                Pickable::default(),
            ))
            .observe(click_to_play)
            .with_child((
                CardSurface,
                Pickable::default(),
                Sprite::from_color(BACK, CARD),
                Transform::from_xyz(0.0, 0.0, 0.05),
            ))
            .with_child((
                CardLabel,
                Text2d::new(format!("{}\n{}", c.rank().label(), c.suit().symbol())),
                text_font,
                TextColor(colour),
                Transform::from_xyz(0.0, 0.0, 0.1),
                Visibility::Hidden,
            ));
    }
}

/// Where a seat sits, as a point on the table's edge (seat 0, the viewer, at the bottom).
pub fn seat_anchor(seat: Seat, players: u8) -> Vec2 {
    let layouts: &[&[(f32, f32)]] = &[
        &[(0.0, -300.0), (0.0, 300.0)],
        &[(0.0, -300.0), (-480.0, 200.0), (480.0, 200.0)],
        &[(0.0, -300.0), (-520.0, 0.0), (0.0, 300.0), (520.0, 0.0)],
        &[
            (0.0, -300.0),
            (-520.0, -20.0),
            (-260.0, 300.0),
            (260.0, 300.0),
            (520.0, -20.0),
        ],
    ];
    let layout = layouts[(players.clamp(2, 5) - 2) as usize];
    let (x, y) = layout[seat.index() % layout.len()];
    Vec2::new(x, y)
}

fn lay_out_cards(
    table: Option<Res<Table>>,
    selection: Res<Selection>,
    mut cards: Query<(&CardEntity, &CardPlace, &mut Transform, &Children)>,
    mut labels: Query<&mut Visibility, With<CardLabel>>,
    mut surfaces: Query<&mut Sprite, With<CardSurface>>,
) {
    let Some(table) = table else { return };
    // Cards only move when the match or the person's selection changes, not every frame.
    if !table.is_changed() && !selection.is_changed() {
        return;
    }
    let game = &table.game;
    let players = game.rules().players;
    let human = human_seat(&table);
    let my_turn = human.is_some() && table.pending.is_empty() && game.to_act() == human;
    let legal = if my_turn {
        game.legal_moves()
    } else {
        CardSet::EMPTY
    };
    let stock_pos = Vec2::new(-330.0, 20.0);
    for (card, place, mut transform, children) in &mut cards {
        let c = card.0;
        let mut dim = false;
        let (pos, face_up, z, scale) = match *place {
            CardPlace::Hand(seat) => {
                let sorted = sorted_hand(game, seat);
                let index = sorted.iter().position(|&x| x == c).unwrap_or(0);
                let i = index as f32;
                let n = sorted.len().max(1) as f32;
                let anchor = seat_anchor(seat, players);
                if seat == Seat(0) {
                    let step = 78.0;
                    // The person's selected card stands out; cards they may not play now are dimmed.
                    let selected = index == selection.index.min(sorted.len().saturating_sub(1));
                    let lift = if my_turn && selected { 24.0 } else { 0.0 };
                    dim = my_turn && !legal.contains(c);
                    (
                        anchor + Vec2::new((i - (n - 1.0) / 2.0) * step, lift),
                        true,
                        10.0 + i,
                        1.0,
                    )
                } else {
                    let step = 16.0;
                    (
                        anchor + Vec2::new((i - (n - 1.0) / 2.0) * step, 0.0),
                        false,
                        10.0 + i,
                        0.7,
                    )
                }
            }
            CardPlace::Trick(seat) => {
                let order = game
                    .trick()
                    .cards()
                    .iter()
                    .position(|&x| x == c)
                    .unwrap_or(0) as f32;
                let toward = seat_anchor(seat, players) * 0.35;
                (Vec2::new(60.0, 20.0) + toward, true, 30.0 + order, 1.0)
            }
            CardPlace::Prize => (stock_pos + Vec2::new(84.0, 0.0), true, 5.0, 1.0),
            CardPlace::Stock => (stock_pos, false, 4.0, 1.0),
            CardPlace::SetAside => (stock_pos + Vec2::new(-40.0, -70.0), false, 3.0, 0.7),
            CardPlace::PinStack(seat) => {
                // Beside the viewer's hand; towards the middle of the table for the others.
                let anchor = seat_anchor(seat, players);
                let offset = match seat {
                    Seat(0) => Vec2::new(420.0, 0.0),
                    _ if anchor.y > 100.0 => Vec2::new(0.0, -120.0),
                    _ => Vec2::new(0.0, 120.0),
                };
                (anchor + offset, false, 2.0, 0.6)
            }
        };
        transform.translation = pos.extend(z);
        transform.scale = Vec3::splat(scale);
        for child in children.iter() {
            if let Ok(mut surface) = surfaces.get_mut(child) {
                surface.color = match (face_up, dim) {
                    (false, _) => BACK,
                    (true, false) => FACE,
                    (true, true) => DIMMED,
                };
            }
            if let Ok(mut visibility) = labels.get_mut(child) {
                *visibility = if face_up {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
            }
        }
    }
}
