//! The desk's table geometry: where seats, hands, the trick, the stock and the plates lie on the 4:3 table a
//! desktop window shows (the tall table of a phone upright is `frame::Tall`). Plain numbers and functions, so the
//! layout, the frame and the labels share them without depending on each other.

use bevy::prelude::*;

pub use crate::app::ui::TABLE_SIZE;
use crate::engine::Seat;

/// A seat's plate's size.
pub const PLATE: Vec2 = Vec2::new(240.0, 74.0);

/// The smallest text on the table, in world units: 13 px in the smallest window (800x600 shows the table at
/// three quarters of its size).
pub const TABLE_TEXT: f32 = 17.5;

/// A card's size in world units at scale 1; the table scales each card by where it lies (`hand_scale`, ...).
pub const CARD: Vec2 = Vec2::new(72.0, 100.0);

/// The person's cards at the player's size setting (1.0 to 1.3): a fifth of the table's height and more, so they
/// read at a glance as in a card app, at every window size (the camera fits the table's height).
pub fn hand_scale(size: f32) -> f32 {
    1.65 + (size - 1.0) * 0.5
}

/// The cards of the trick in the middle: most of the hand's size (at least 85 %), so what was played reads as
/// well as what is held.
pub fn trick_scale(size: f32) -> f32 {
    hand_scale(size) * 0.87
}

/// Opponents' face-down hands: compact fans of backs, the same at every size setting.
pub const OPPONENT_SCALE: f32 = 0.85;

/// Where the stock lies (Wendellhead; Hearts' kitty), clear of the seats and the trick at each table size.
pub fn stock_at(players: u8) -> Vec2 {
    match players {
        2 => Vec2::new(-340.0, 30.0),
        3 => Vec2::new(-440.0, 90.0),
        4 => Vec2::new(-455.0, 150.0),
        // Five seats leave room only between the two top seats.
        _ => Vec2::new(-50.0, 270.0),
    }
}

/// Where the stock's count is written: under the stock.
pub fn stock_label_at(players: u8) -> Vec2 {
    stock_at(players) - Vec2::new(0.0, CARD.y / 2.0 + 14.0)
}

/// Where the warning that the stock will not go round again is written: under the stock's count, between the
/// stock and the prize.
pub fn stock_mark_at(players: u8) -> Vec2 {
    (stock_at(players) + prize_at(players)) / 2.0 - Vec2::new(0.0, CARD.y / 2.0 + 34.0)
}

/// Where the prize's name is written: above it, or under it at five seats, where the toolbar is above.
pub fn prize_label_at(players: u8) -> Vec2 {
    let half = CARD.y * prize_scale(players) / 2.0 + 14.0;
    prize_at(players) + Vec2::new(0.0, if players >= 5 { -half } else { half })
}

/// Where the prize lies: beside the stock, towards the middle, a little larger since it is also the trump.
pub fn prize_at(players: u8) -> Vec2 {
    stock_at(players) + Vec2::new(100.0, 0.0)
}

/// The scale of the prize card.
pub fn prize_scale(players: u8) -> f32 {
    if players >= 5 { 0.9 } else { 1.15 }
}

/// The middle of the Pin in progress.
pub const TRICK_AT: Vec2 = Vec2::new(0.0, 30.0);

/// `seat`'s point in a table of points for each table size, from 2 players to 5.
pub fn for_seat(layouts: &[&[(f32, f32)]], seat: Seat, players: u8) -> Vec2 {
    let layout = layouts[(players.clamp(2, 5) - 2) as usize];
    let (x, y) = layout[seat.index() % layout.len()];
    Vec2::new(x, y)
}

/// Where a seat sits, as a point on the table's edge: seat 0, the person, at the bottom (the middle of the room
/// their hand has beside their plate), the others round the table.
pub fn seat_anchor(seat: Seat, players: u8) -> Vec2 {
    let layouts: &[&[(f32, f32)]] = &[
        &[(PERSON_X, PERSON_Y), (0.0, 290.0)],
        &[(PERSON_X, PERSON_Y), (-288.0, 300.0), (288.0, 300.0)],
        &[
            (PERSON_X, PERSON_Y),
            (-387.0, 10.0),
            (0.0, 290.0),
            (387.0, 10.0),
        ],
        &[
            (PERSON_X, PERSON_Y),
            (-387.0, 0.0),
            (-288.0, 300.0),
            (288.0, 300.0),
            (387.0, 0.0),
        ],
    ];
    for_seat(layouts, seat, players)
}

/// The middle of the person's hand across: right of their plate in the bottom-left corner.
pub const PERSON_X: f32 = 128.0;

/// The person's hand's middle at the smallest size: its lower edge just above the table's.
pub const PERSON_Y: f32 = -390.0 + CARD.y * 1.65 / 2.0;

/// The widest the person's hand spreads, between its outer cards' edges.
pub const PERSON_ROOM: f32 = 790.0;

/// How much the seats' plates grow with the player's size setting: half as much as the hand, so that at the
/// largest size they still clear the hands and the trick around them.
pub fn label_scale(size: f32) -> f32 {
    (1.0 + size) / 2.0
}

/// How far the person's hand rises at a larger size: larger cards grow upwards, so the hand stays on the table.
pub fn hand_rise(size: f32) -> f32 {
    (hand_scale(size) - hand_scale(1.0)) * CARD.y / 2.0
}

/// Where the prompt line sits: just above the person's cards, lifted selection included, at their size.
pub fn prompt_y(size: f32) -> f32 {
    PERSON_Y + hand_rise(size) + lift(size) + CARD.y * hand_scale(size) / 2.0 + 16.0
}

/// How far the person's selected card stands out of the hand: a sixth of its height, so it is clearly up.
pub fn lift(size: f32) -> f32 {
    CARD.y * hand_scale(size) * 0.17
}

/// Where a seat's card of the Pin lies from the Pin's middle, in card sizes at trick scale: on the seat's side,
/// far enough apart that every card's index and the name under it can be read.
pub fn trick_offset(seat: Seat, players: u8) -> Vec2 {
    let layouts: &[&[(f32, f32)]] = &[
        &[(0.0, -0.55), (0.0, 0.55)],
        &[(0.0, -0.55), (-0.95, 0.3), (0.95, 0.3)],
        &[(0.0, -0.52), (-1.2, 0.0), (0.0, 0.52), (1.2, 0.0)],
        &[
            (0.0, -0.6),
            (-1.6, -0.1),
            (-0.85, 0.55),
            (0.85, 0.55),
            (1.6, -0.1),
        ],
    ];
    let at = for_seat(layouts, seat, players);
    Vec2::new(at.x * CARD.x, at.y * CARD.y)
}

/// The other player's piles in Schafkopf for two: large enough that their face-up cards read across the table.
pub const OTHER_PILE_SCALE: f32 = 0.9;

/// How far a pile's face-up card lies below its face-down card, at scale 1 (so the back shows above it).
pub const PILE_STEP: f32 = -16.0;

/// The person's piles in Schafkopf for two are their hand: as large, overlapping a little like one.
pub fn pile_scale(size: f32) -> f32 {
    hand_scale(size)
}

/// Where pile `pile` (0-7) of `seat` lies in Schafkopf for two: the person's along the bottom, the other's along
/// the top, left to right as dealt.
pub fn pile_at(seat: Seat, pile: u8, size: f32, mine: bool, margin: f32) -> Vec2 {
    let anchor = seat_anchor(seat, 2);
    if mine {
        let (middle, room) = person_room(size, margin);
        let scale = pile_scale(size);
        let width = CARD.x * scale;
        let step = ((room - width) / 7.0).min(width + 8.0);
        // The face-up card's lower edge just above the table's.
        let y = -392.0 + (CARD.y / 2.0 - PILE_STEP) * scale;
        Vec2::new(middle + (pile as f32 - 3.5) * step, y)
    } else {
        anchor + Vec2::new((pile as f32 - 3.5) * 60.0, 10.0)
    }
}

/// Schafkopf for two: where a player's won tricks lie face down. The person's above the left end of their plate
/// (which keeps to the window's left edge: `margin`), under their name's count and clear of their piles, the
/// prompt and the dealer's tab; the other's left of their piles, clear of their plate (and its balance) and the
/// badge. Each has its count under it (`frame::piece_at`), so the person's reads as theirs.
pub fn two_stack_at(seat: Seat, margin: f32) -> Vec2 {
    if seat.0 == 0 {
        Vec2::new(PERSON_PLATE_X - margin - 55.0, -245.0)
    } else {
        Vec2::new(-330.0, seat_anchor(seat, 2).y + 10.0)
    }
}

/// The person's hand's middle across and the width it may spread over: from their plate (which grows with the
/// size setting, and keeps to the window's left edge: `margin`) to the table's right edge, less the room the
/// plate leaves at the left edge, so the bottom row has the same margin at both ends.
pub fn person_room(size: f32, margin: f32) -> (f32, f32) {
    let left = person_left(size, margin);
    let edge_room = PERSON_PLATE_X - PLATE.x / 2.0 * label_scale(size) + TABLE_SIZE.x / 2.0;
    let right = TABLE_SIZE.x / 2.0 - edge_room;
    ((left + right) / 2.0, (right - left).min(PERSON_ROOM))
}

/// The left edge of the room for the person's hand: just right of their plate.
pub fn person_left(size: f32, margin: f32) -> f32 {
    PERSON_PLATE_X - margin + PLATE.x / 2.0 * label_scale(size) + 12.0
}

/// The middle of the person's plate across, in the bottom-left corner.
pub const PERSON_PLATE_X: f32 = -TABLE_SIZE.x / 2.0 + 8.0 + 138.0;

/// Where a card turned face up by a seat lies (Whist's turn-up by the dealer): between the seat's hand and the
/// trick, clear of both, of the plates and of the prompt line. The person's lies over their plate, so it keeps to
/// the window's left edge with it (`margin`).
pub fn face_up_at(seat: Seat, players: u8, margin: f32) -> Vec2 {
    if players == 4 {
        let at: [(f32, f32); 4] = [
            // The person's over their own plate, left of their hand and the prompt (which moves aside while it
            // lies there: `hud::size_labels`), clear of the trick and the other seats' plates.
            (PERSON_FACE_UP_X - margin, -205.0),
            (-250.0, 130.0),
            (-205.0, 205.0),
            (250.0, 130.0),
        ];
        let (x, y) = at[seat.index()];
        return Vec2::new(x, y);
    }
    seat_anchor(seat, players) * 0.6
}

/// Where the person's own turn-up lies across on a 4:3 desk (less the margin on a wider one): over the left end of
/// their plate, its name between them.
pub const PERSON_FACE_UP_X: f32 = -440.0;

/// Where the face-down pile of the tricks won lies: a seat's own (Wendellhead), or a side's by seat 0 or 1
/// (Whist).
pub fn stack_anchor(seat: Seat, players: u8, margin: f32) -> Vec2 {
    let anchor = seat_anchor(seat, players);
    if seat.0 == 0 {
        // The person's stack lies above the left end of their plate, as Schafkopf for two's does (which keeps to
        // the window's left edge: `margin`), its cards stepping across only (`PERSON_PILE_STEP`), under the
        // prompt: over the right end of their hand it lay under the right seat's plate on a 4:3 table, whose room
        // there the hand and the prompt take at the larger card sizes.
        Vec2::new(PERSON_PLATE_X - margin - 55.0, -240.0)
    } else if anchor.y > 200.0 {
        // Top seats keep their stack on the side towards the middle; a lone top seat on its left, away from its
        // plate.
        anchor + Vec2::new(if anchor.x >= 0.0 { -150.0 } else { 150.0 }, 0.0)
    } else {
        anchor + Vec2::new(0.0, 100.0)
    }
}

/// How far each card of the person's pile lies from the one under it: across only, so a tall pile stays under
/// the prompt (the other piles step up and across).
pub const PERSON_PILE_STEP: Vec2 = Vec2::new(0.4, 0.0);

/// Where Whist's count of the person's side's tricks begins ("Us: 8 tricks · 2 odd", left-aligned at the table's
/// left edge less the margin): under their pile, over their plate and its dealer's tab.
pub const PERSON_PILE_LABEL: Vec2 = Vec2::new(-TABLE_SIZE.x / 2.0 + 8.0, -283.0);

/// Where a seat's plate sits, with its hand: the person's in the bottom-left corner beside their hand; a lone
/// top seat's beside its hand (towards the toolbar's side, below it); the top seats of three and five below
/// their hands; the side seats' below theirs.
pub fn plate_at(seat: Seat, players: u8) -> Vec2 {
    let anchor = seat_anchor(seat, players);
    if seat.0 == 0 {
        Vec2::new(PERSON_PLATE_X, -352.0)
    } else if anchor.y > 200.0 && anchor.x == 0.0 {
        anchor + Vec2::new(if players == 2 { 372.0 } else { 236.0 }, 0.0)
    } else if anchor.y > 200.0 {
        anchor + Vec2::new(0.0, -88.0)
    } else {
        anchor + Vec2::new(0.0, -90.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A box of `size` around `at`: its lower-left and upper-right corners.
    fn around(at: Vec2, size: Vec2) -> (Vec2, Vec2) {
        (at - size / 2.0, at + size / 2.0)
    }

    fn overlap(a: (Vec2, Vec2), b: (Vec2, Vec2)) -> bool {
        a.0.x < b.1.x && b.0.x < a.1.x && a.0.y < b.1.y && b.0.y < a.1.y
    }

    /// The person's pile of tricks won, however high it grows (a whole deck), lies clear of every plate, of their
    /// hand with a card raised, of the prompt's two lines over it, and of the stock and the prize, at every table
    /// size, at both ends of the card size setting, on a 4:3 desk and a wider one. (Over the right end of the hand
    /// it lay under the right seat's plate on a 4:3 table.)
    #[test]
    fn the_persons_pile_lies_clear_of_the_plates_the_hand_and_the_prompt() {
        for players in 2..=5u8 {
            for size in [1.0, 1.3] {
                for margin in [0.0, 200.0] {
                    let what = format!("{players} players, size {size}, margin {margin}");
                    let at = stack_anchor(Seat(0), players, margin);
                    let card = CARD * 0.6;
                    let pile = (at - card / 2.0, at + card / 2.0 + 51.0 * PERSON_PILE_STEP);
                    let plate_size = PLATE * label_scale(size);
                    for seat in 0..players {
                        let shift = if seat == 0 { margin } else { 0.0 };
                        let plate = around(
                            plate_at(Seat(seat), players) - Vec2::new(shift, 0.0),
                            plate_size,
                        );
                        assert!(
                            !overlap(pile, plate),
                            "{what}: the pile {pile:?} on seat {seat}'s plate {plate:?}"
                        );
                    }
                    // The hand, from its left end to the table's right edge, up to a raised card's top.
                    let top =
                        PERSON_Y + hand_rise(size) + CARD.y * hand_scale(size) / 2.0 + lift(size);
                    let hand = (
                        Vec2::new(person_left(size, margin), -TABLE_SIZE.y / 2.0),
                        Vec2::new(TABLE_SIZE.x / 2.0 + margin, top),
                    );
                    assert!(
                        !overlap(pile, hand),
                        "{what}: the pile {pile:?} on the hand {hand:?}"
                    );
                    // The prompt's lines, across the table, upwards from a little under its line's middle (as
                    // `hud::size_labels` lays a desk's out).
                    let line = (TABLE_TEXT + 3.5) * 1.2;
                    let prompt = (
                        Vec2::new(
                            -TABLE_SIZE.x / 2.0 - margin,
                            prompt_y(size) - line / 2.0 - 4.0,
                        ),
                        Vec2::new(
                            TABLE_SIZE.x / 2.0 + margin,
                            prompt_y(size) + 2.0 * TABLE_TEXT * 1.2,
                        ),
                    );
                    assert!(
                        !overlap(pile, prompt),
                        "{what}: the pile {pile:?} on the prompt {prompt:?}"
                    );
                    let stock = around(stock_at(players), CARD);
                    let prize = around(prize_at(players), CARD * prize_scale(players));
                    assert!(
                        !overlap(pile, stock) && !overlap(pile, prize),
                        "{what}: the pile on the stock"
                    );
                    assert!(
                        pile.0.x >= -TABLE_SIZE.x / 2.0 - margin,
                        "{what}: the pile off the table"
                    );
                }
            }
        }
    }
}
