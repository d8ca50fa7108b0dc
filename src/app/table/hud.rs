//! The table's labels for every game: a plate per seat (name, level, cards in hand, the dealer button, whose
//! turn it is), the trump badge, the person's prompt, and the buttons for a hint, the last trick and the menu.
//! A game adds its own scores to the plates and the table (`games/`). Everything is redrawn only when the match
//! changes.

use bevy::prelude::*;

use crate::app::i18n::{CardWords, suit_symbol};
use bevy::sprite::Anchor;
use bevy::text::TextBounds;

use super::declaring::CallChoice;
pub use super::desk::plate_at;
use super::frame::{TableFrame, TablePiece};
use super::human::{AskHint, Selection};
use super::passing::PassChoice;
use super::places::CardPlace;
use super::plate_shape::{RoundedPlate, glow_sprite, plate_edge, plate_sprite};
use crate::app::state::TableSystems;
use crate::app::state::table::{SeatKind, ShownScores, Table, human_seat, seat_name, sorted_hand};
use crate::app::state::{AtTable, Phase, Screen};
use crate::app::tool_buttons::tool_button;
use crate::app::ui::{self, Activated, BoldFont, GOLD, INK};
use crate::engine::schafkopf::ContractKind;
use crate::engine::{Card, Decision, MAX_SEATS, Seat, Suit};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredPlate>();
    app.add_observer(let_go_of_plate);
    app.add_systems(
        OnEnter(Screen::Playing),
        (spawn_labels, spawn_toolbar)
            .in_set(LabelsSpawned)
            .after(super::flow::start_match),
    );
    app.add_systems(
        Update,
        (update_labels, size_labels, keep_dealer_tab_off_the_backs).in_set(TableSystems::Present),
    );
    app.add_systems(
        Update,
        (fit_toolbar, name_the_replay).run_if(in_state(Screen::Playing)),
    );
    app.add_systems(
        Update,
        (fit_badge, widen_badge_to_its_words)
            .chain()
            .in_set(TableSystems::Present),
    );
    app.add_systems(
        Update,
        (measure_prompt, keep_the_note_over_the_prompt)
            .chain()
            .after(size_labels)
            .in_set(TableSystems::Present),
    );
}

/// On a phone the dealer's tab stands on its plate's top edge at the end away from the seat's card backs, which
/// peek out over one end of the plate: sideways the right column's backs lie at its right end, where the tab
/// stood on them.
fn keep_dealer_tab_off_the_backs(
    frame: Res<TableFrame>,
    plates: Query<(&Plate, &GlobalTransform, &Sprite, &Children)>,
    mut tabs: Query<(&Label, &mut Transform)>,
    cards: Query<(&super::places::CardPlace, &GlobalTransform), With<super::places::CardEntity>>,
) {
    for (plate, at, sprite, children) in &plates {
        let seat = plate.0;
        // The person's own hand lies apart from their plate, face up; their pile lies over its left end, or its
        // right end left-handed, and the tab at the other end.
        if seat == Seat(0) {
            for child in children.iter() {
                if let Ok((Label::Dealer(_), mut place)) = tabs.get_mut(child) {
                    let x = frame.side(place.translation.x.abs());
                    if place.translation.x != x {
                        place.translation.x = x;
                    }
                }
            }
            continue;
        }
        let (sum, count) = cards
            .iter()
            .filter(|(place, _)| **place == super::places::CardPlace::Hand(seat))
            .fold((0.0, 0), |(sum, n), (_, card)| {
                (sum + card.translation().x, n + 1)
            });
        if count == 0 {
            continue;
        }
        // Backs over a phone's plate's right end send the tab to its left end; elsewhere it stands at the right
        // (a desk's backs fan over the plate's middle, the tab in front of them).
        let width = sprite.custom_size.map_or(PLATE.x, |size| size.x);
        let backs_right = frame.is_tall() && sum / count as f32 - at.translation().x > width / 8.0;
        for child in children.iter() {
            let Ok((label, mut place)) = tabs.get_mut(child) else {
                continue;
            };
            if !matches!(label, Label::Dealer(_)) {
                continue;
            }
            let x = place.translation.x.abs();
            let x = if backs_right { -x } else { x };
            if place.translation.x != x {
                place.translation.x = x;
            }
        }
    }
}

/// On a desk the note sits just over the prompt, however many lines the prompt wrapped to (a tall table places
/// both from its own rows: `size_labels`).
fn keep_the_note_over_the_prompt(
    top: Res<super::frame::PromptTop>,
    frame: Res<TableFrame>,
    settings: Res<crate::app::settings::Settings>,
    table: Option<Res<Table>>,
    mut notes: Query<(&Label, &mut Transform)>,
) {
    if !top.is_changed() && !frame.is_changed() && !settings.is_changed() {
        return;
    }
    if frame.is_tall() {
        return;
    }
    let size = settings.size.clamp(100, 130) as f32 / 100.0;
    let prompt = frame.prompt_y(size, table.as_ref().map(|t| &t.game));
    // A one-line prompt leaves the note where it always was; each line more lifts it by a line.
    let y = (prompt + NOTE_ABOVE).max(top.0.unwrap_or(prompt) + NOTE_ABOVE - PROMPT_LINE / 2.0);
    for (label, mut at) in &mut notes {
        if *label == Label::Note && at.translation.y != y {
            at.translation.y = y;
        }
    }
}

/// Whether `seat`'s side line is a wedding's with the first foreign trick, which needs the plate's whole width
/// ("Wedding: first foreign" ran into "8 cards"; "Hochzeit: 1. fremder Stich" is longer): its count gives way,
/// as every Schafkopf hand holds as many cards as the tricks left, and its fan shows them.
/// On a phone's narrower plate any side line takes the count's room ("Gegenspieler" ran into "7 Karten").
fn side_line_fills_plate(scores: &ShownScores, seat: Seat, tall: bool) -> bool {
    let ShownScores::Schafkopf {
        contract, sides, ..
    } = scores
    else {
        return false;
    };
    if tall && matches!(sides.get(seat.index()), Some(Some(_))) {
        return true;
    }
    sides.get(seat.index()) == Some(&Some(true))
        && contract.is_some_and(|c| {
            c.kind == crate::engine::schafkopf::ContractKind::Wedding
                && c.declarer == Some(seat)
                && c.called == Some(crate::engine::schafkopf::Called(None))
        })
}

/// The height of one line of the prompt, in table units.
const PROMPT_LINE: f32 = (super::layout::TABLE_TEXT + 3.5) * 1.2;

/// The room the prompt leaves at each side of a desk's window, in table units.
const PROMPT_SIDE: f32 = 24.0;

/// Keeps [`super::frame::PromptTop`] up to date from the prompt's laid-out lines.
#[allow(clippy::type_complexity)]
fn measure_prompt(
    labels: Query<(
        &Label,
        &Text2d,
        &bevy::text::TextLayoutInfo,
        &GlobalTransform,
        Option<&Anchor>,
        &InheritedVisibility,
    )>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut top: ResMut<super::frame::PromptTop>,
) {
    // The layout is in the window's physical pixels; the table in world units.
    let per_pixel = windows.single().map_or(1.0, |w| 1.0 / w.scale_factor());
    let now = labels
        .iter()
        .find(|(label, text, .., visible)| {
            **label == Label::Status && !text.0.is_empty() && visible.get()
        })
        .map(|(_, _, info, at, anchor, _)| {
            let (scale, _, at) = at.to_scale_rotation_translation();
            let height = info.size.y * per_pixel * scale.y;
            let anchor = anchor.map_or(0.0, |a| a.as_vec().y);
            at.y + (0.5 - anchor) * height
        });
    top.set_if_neq(super::frame::PromptTop(now));
}

/// The badge holds its words: on a desk it wraps a heading or a name too wide for it ("NORMAL GAME", "offered in
/// turn", "for themselves"), growing downwards from its corner, and to the right for a single word longer than
/// its width ("NORMALSPIEL"); its corner stays where the frame puts it. A phone's is `fit_badge`'s alone.
#[allow(clippy::type_complexity)]
fn widen_badge_to_its_words(
    frame: Res<TableFrame>,
    table: Option<Res<Table>>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut badges: Query<(&Children, &mut Sprite, &mut Transform), With<Badge>>,
    mut lines: Query<
        (
            &Label,
            &bevy::text::TextLayoutInfo,
            &mut Transform,
            &mut Anchor,
            &mut TextBounds,
        ),
        Without<Badge>,
    >,
    changed: Query<(), (With<Label>, Changed<bevy::text::TextLayoutInfo>)>,
    mut edges: Query<&mut Sprite, (Without<Badge>, Without<Label>)>,
) {
    let Some(table) = table else { return };
    if changed.is_empty() && !frame.is_changed() {
        return;
    }
    let per_pixel = windows.single().map_or(1.0, |w| 1.0 / w.scale_factor());
    let tall = frame.is_tall();
    let base = BADGE;
    let corner = super::frame::piece_at(&frame, TablePiece::Badge, &table.game);
    for (children, mut sprite, mut at) in &mut badges {
        let size_of = |wanted: Label| {
            children
                .iter()
                .filter_map(|c| lines.get(c).ok())
                .find(|(label, ..)| **label == wanted)
                .map_or(Vec2::ZERO, |(_, info, ..)| info.size * per_pixel)
        };
        let (title, name) = (size_of(Label::TrumpTitle), size_of(Label::TrumpName));
        if tall {
            // A phone's badge keeps its size beside the plates (`fit_badge`): a name too long for the room right
            // of the suit ("reihum angeboten") wraps to two lines, and the heading and the suit move up for them.
            let two = name.y > TALL_BADGE_LINE * 1.5;
            for child in children.iter() {
                let Ok((label, _, mut place, _, mut bounds)) = lines.get_mut(child) else {
                    continue;
                };
                let (y, wrap) = match (label, two) {
                    (Label::TrumpTitle, false) => (18.0, TextBounds::UNBOUNDED),
                    (Label::TrumpTitle, true) => (22.0, TextBounds::UNBOUNDED),
                    (Label::TrumpSymbol, false) => (-14.0, TextBounds::UNBOUNDED),
                    (Label::TrumpSymbol, true) => (-12.0, TextBounds::UNBOUNDED),
                    (Label::TrumpName, false) => (-16.0, TALL_BADGE_NAME),
                    (Label::TrumpName, true) => (-12.0, TALL_BADGE_NAME),
                    _ => continue,
                };
                if place.translation.y != y {
                    place.translation.y = y;
                }
                if bounds.width != wrap.width {
                    *bounds = wrap;
                }
            }
            continue;
        }
        let size = {
            // Top to bottom: a margin, the heading, the suit's room, the name, a margin (116 with a line each);
            // across, a word too long to wrap ("NORMALSPIEL") widens it.
            Vec2::new(
                (title.x.max(name.x) + 8.0).max(base.x).ceil(),
                (74.0 + title.y + name.y).max(base.y).ceil(),
            )
        };
        if sprite.custom_size != Some(size) {
            sprite.custom_size = Some(size);
            for child in children.iter() {
                if let Ok(mut edge) = edges.get_mut(child)
                    && edge.custom_size.is_some_and(|s| s.x > 0.0 && s.y >= base.y)
                {
                    edge.custom_size = Some(size);
                }
            }
        }
        // It grows away from its corner: rightwards at the top-left, leftwards at the top-right (left-handed).
        let to = corner + Vec2::new(frame.side(size.x - base.x), base.y - size.y) / 2.0;
        if at.translation.truncate() != to {
            at.translation.x = to.x;
            at.translation.y = to.y;
        }
        let title_top = size.y / 2.0 - 7.5;
        let symbol = title_top - title.y - 27.5;
        let wrap = TextBounds::new_horizontal(size.x - 14.0);
        for child in children.iter() {
            let Ok((label, _, mut place, mut anchor, mut bounds)) = lines.get_mut(child) else {
                continue;
            };
            let (y, anchor_to) = match label {
                Label::TrumpTitle => (title_top, Anchor::TOP_CENTER),
                Label::TrumpSymbol => (symbol, Anchor::CENTER),
                Label::TrumpName => (symbol - 29.5, Anchor::TOP_CENTER),
                _ => continue,
            };
            if place.translation.y != y {
                place.translation.y = y;
            }
            if *anchor != anchor_to {
                *anchor = anchor_to;
            }
            if *label != Label::TrumpSymbol && bounds.width != wrap.width {
                *bounds = wrap;
            }
        }
    }
}

/// A line of a phone's badge, in table units.
const TALL_BADGE_LINE: f32 = super::layout::TABLE_TEXT * 1.2;

/// The room for the name in a phone's badge, right of the suit, where it wraps.
const TALL_BADGE_NAME: TextBounds = TextBounds {
    width: Some(super::frame::TALL_BADGE.x - 36.0 - 6.0),
    height: None,
};

/// The trump badge (a marker).
#[derive(Component, Clone, Copy, Debug)]
pub struct Badge;

/// The badge's shape in the frame: on a desk a tall box (heading, a large suit, its name); on a tall table as
/// high as a plate, the suit and its name side by side under the heading.
#[allow(clippy::type_complexity)]
fn fit_badge(
    frame: Res<TableFrame>,
    new: Query<(), Added<Badge>>,
    mut badges: Query<(&Children, &mut Sprite), With<Badge>>,
    mut parts: Query<
        (
            Option<&Label>,
            &mut Transform,
            Option<&mut Anchor>,
            Option<&mut Sprite>,
            Option<&mut TextFont>,
        ),
        Without<Badge>,
    >,
) {
    if !frame.is_changed() && new.is_empty() {
        return;
    }
    let tall = frame.is_tall();
    let size = if tall {
        super::frame::TALL_BADGE
    } else {
        BADGE
    };
    for (children, mut sprite) in &mut badges {
        if sprite.custom_size != Some(size) {
            sprite.custom_size = Some(size);
        }
        for child in children.iter() {
            let Ok((label, mut at, anchor, edge, font)) = parts.get_mut(child) else {
                continue;
            };
            let (x, y, anchor_to, font_size) = match (label, tall) {
                (None, _) => {
                    // The edge round the badge.
                    if let Some(mut edge) = edge
                        && edge.custom_size.is_some_and(|s| s.x > 0.0)
                        && edge.custom_size != Some(size)
                    {
                        edge.custom_size = Some(size);
                    }
                    continue;
                }
                (Some(Label::TrumpTitle), false) => (0.0, 40.0, Anchor::CENTER, None),
                (Some(Label::TrumpSymbol), false) => (0.0, 2.0, Anchor::CENTER, Some(40.0)),
                (Some(Label::TrumpName), false) => (0.0, -38.0, Anchor::CENTER, None),
                (Some(Label::TrumpTitle), true) => (0.0, 18.0, Anchor::CENTER, None),
                (Some(Label::TrumpSymbol), true) => {
                    (-size.x / 2.0 + 20.0, -14.0, Anchor::CENTER, Some(28.0))
                }
                (Some(Label::TrumpName), true) => {
                    (-size.x / 2.0 + 36.0, -16.0, Anchor::CENTER_LEFT, None)
                }
                _ => continue,
            };
            if at.translation.x != x || at.translation.y != y {
                at.translation.x = x;
                at.translation.y = y;
            }
            if let Some(mut anchor) = anchor
                && *anchor != anchor_to
            {
                *anchor = anchor_to;
            }
            if let (Some(mut font), Some(px)) = (font, font_size)
                && font.font_size != bevy::text::FontSize::Px(px)
            {
                font.font_size = bevy::text::FontSize::Px(px);
            }
        }
    }
}

/// The least side of a toolbar button on a tall table, in UI units: 44 px or more to tap at the phone's UI scale.
const TALL_TOOL: f32 = 54.0;

/// A tall table's toolbar: icons alone, each a finger's size to tap (a phone has no keys to name); on a desk each
/// icon has its key beside it, unless the player plays by touch (a tablet), when each is a finger's size too.
// A Bevy system takes what it reads as parameters.
#[allow(clippy::type_complexity)]
fn fit_toolbar(
    frame: Res<TableFrame>,
    touch: Res<crate::app::language::TouchScreen>,
    new: Query<(), Added<crate::app::tool_buttons::KeyCap>>,
    new_bar: Query<(), Added<super::round::Toolbar>>,
    mut bars: Query<
        &mut Node,
        (
            With<super::round::Toolbar>,
            Without<crate::app::ui::ToolButton>,
            Without<crate::app::tool_buttons::KeyCap>,
        ),
    >,
    mut caps: Query<&mut Node, With<crate::app::tool_buttons::KeyCap>>,
    mut buttons: Query<
        &mut Node,
        (
            With<crate::app::ui::ToolButton>,
            Without<crate::app::tool_buttons::KeyCap>,
        ),
    >,
) {
    if !frame.is_changed() && !touch.is_changed() && new.is_empty() && new_bar.is_empty() {
        return;
    }
    // Left-handed, the toolbar is at the top-left, its menu button at the outer edge as before.
    let (left, right, direction) = if frame.mirror {
        (px(8), Val::Auto, FlexDirection::RowReverse)
    } else {
        (Val::Auto, px(8), FlexDirection::Row)
    };
    for mut bar in &mut bars {
        if bar.left != left || bar.right != right || bar.flex_direction != direction {
            bar.left = left;
            bar.right = right;
            bar.flex_direction = direction;
        }
    }
    let tall = frame.is_tall();
    let display = if tall || touch.0 {
        Display::None
    } else {
        Display::Flex
    };
    for mut cap in &mut caps {
        if cap.display != display {
            cap.display = display;
        }
    }
    // Played by touch on a desk's table (a tablet held sideways), each icon is a finger's size too: 44 px at the
    // window's UI scale.
    let finger = px(crate::app::ui::PHONE_TAP / frame.ui.max(0.1));
    let (side, least) = match (tall, touch.0) {
        (true, _) => (px(TALL_TOOL), px(TALL_TOOL)),
        (false, true) => (finger, finger),
        (false, false) => (Val::Auto, px(34)),
    };
    for mut button in &mut buttons {
        if button.min_width != side || button.min_height != least {
            button.min_width = side;
            button.min_height = least;
            button.justify_content = if tall || touch.0 {
                JustifyContent::Center
            } else {
                JustifyContent::Default
            };
        }
    }
}

/// The trump badge's size.
use super::frame::BADGE;

/// The plates and the toolbar are spawned: a game's own labels go on them after this.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LabelsSpawned;

pub use super::layout::PLATE;
/// The dark, opaque fill of plates and boxes on the table (a high-contrast table draws them in grey instead).
pub use super::layout::PLATE_COLOUR;

/// What a label shows.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// A seat's name and level.
    Name(Seat),
    /// The cards in a seat's hand.
    Cards(Seat),
    /// The dealer button by a seat.
    Dealer(Seat),
    /// The badge's heading: "TRUMP" (Hearts: "HEARTS").
    TrumpTitle,
    /// The trump suit's symbol, large.
    TrumpSymbol,
    /// The trump suit's name.
    TrumpName,
    /// What the person may do now, or why a card cannot be played.
    Status,
    /// A line above the prompt that explains: a seat's side while its plate is pointed at, or the person's own
    /// side on the first trick of a deal where sides matter.
    Note,
}

/// The plate the pointer is over (a touch held on it), whose side the note explains.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HoveredPlate(pub Option<Seat>);

/// A plate held by a finger keeps its note after the finger lifts (a lifted touch is gone, so no pointer leaves
/// the plate), until the next touch elsewhere; the mouse leaving a plate takes the note away at once.
fn let_go_of_plate(
    press: On<Pointer<bevy::picking::events::Press>>,
    plates: Query<(), With<Plate>>,
    parents: Query<&ChildOf>,
    mut hovered: ResMut<HoveredPlate>,
) {
    // The press as it bubbles up to the plate's parents and the window is still a press on the plate: what was
    // hit decides, with its parents (a plate's own line or edge is the plate). Judged at each step instead, the
    // window's step took away the note the finger's touch had just brought (the web build showed none).
    let hit = press.original_event_target();
    let on_a_plate = std::iter::once(hit)
        .chain(parents.iter_ancestors(hit))
        .any(|e| plates.contains(e));
    if press.pointer_id.is_touch() && !on_a_plate {
        hovered.set_if_neq(HoveredPlate(None));
    }
}

/// A seat's plate: its name and level, cards in hand and the dealer tab; a game adds its scores to it (as
/// children placed by [`PLATE_LEFT`], on the plate's middle and bottom lines).
#[derive(Component, Clone, Copy, Debug)]
pub struct Plate(pub Seat);

/// The left edge of a plate's text, from its middle.
pub const PLATE_LEFT: f32 = -PLATE.x / 2.0 + 10.0;

/// The player's card size (Settings) on the table's labels: the plates grow half as much as the cards (so they
/// stay clear of the hands), and the prompt line rises above the person's larger, lifted cards.
fn size_labels(
    settings: Res<crate::app::settings::Settings>,
    frame: Res<TableFrame>,
    table: Option<Res<Table>>,
    mut plates: Query<&mut Transform, With<Plate>>,
    mut labels: Query<
        (&Label, &mut Transform, Option<&mut TextBounds>, &mut Anchor),
        Without<Plate>,
    >,
    new: Query<(), Added<Plate>>,
    mut aside: Local<bool>,
) {
    // Whist, the person dealing: their turn-up lies left of their hand at the prompt's height until they play to
    // the first trick; the prompt keeps to the room right of it (and left of their side's count) meanwhile.
    let turn_up = table
        .as_ref()
        .is_some_and(|t| matches!(t.shown.turn_up, Some((dealer, _)) if dealer == t.viewer()));
    if !settings.is_changed() && !frame.is_changed() && new.is_empty() && *aside == turn_up {
        return;
    }
    *aside = turn_up;
    let size = settings.size.clamp(100, 130) as f32 / 100.0;
    for mut plate in &mut plates {
        plate.scale = Vec3::splat(frame.plate_scale(size));
    }
    let tall = table.as_ref().and_then(|t| frame.tall(&t.game));
    let prompt = frame.prompt_y(size, table.as_ref().map(|t| &t.game));
    // A tall table's prompt and note grow upwards from their last line, over the person's plate.
    let (note, anchor) = match tall {
        Some(tall) => (tall.note_y(), Anchor::BOTTOM_CENTER),
        None => (prompt + NOTE_ABOVE, Anchor::CENTER),
    };
    // The prompt wraps within its room rather than running off the table's sides: on a desk the window's width
    // (its first line where it always was, more lines above it); on a phone its room, sideways the band right of
    // the person's plate.
    let (middle, bounds) = match tall {
        Some(tall) => {
            let (middle, width) = tall.prompt_span();
            (middle, TextBounds::new_horizontal(width))
        }
        None if turn_up => {
            let left = super::desk::PERSON_FACE_UP_X - frame.margin
                + super::desk::CARD.x / 2.0
                + PROMPT_SIDE / 2.0;
            let right = ui::TABLE_SIZE.x / 2.0 + frame.margin - PROMPT_SIDE;
            // Left-handed, the turn-up lies at the right: the prompt keeps to its left.
            (
                frame.side((left + right) / 2.0),
                TextBounds::new_horizontal(right - left),
            )
        }
        None => (
            0.0,
            TextBounds::new_horizontal(ui::TABLE_SIZE.x + 2.0 * frame.margin - 2.0 * PROMPT_SIDE),
        ),
    };
    let desk = tall.is_none();
    for (label, mut at, wrap, mut anchored) in &mut labels {
        let anchor = match label {
            Label::Status if desk => {
                // A few units under the line's middle, so two lines keep clear of the side seats' plates.
                at.translation.y = prompt - PROMPT_LINE / 2.0 - 4.0;
                Anchor::BOTTOM_CENTER
            }
            Label::Status => {
                at.translation.y = prompt;
                anchor
            }
            Label::Note => {
                at.translation.y = note;
                anchor
            }
            _ => continue,
        };
        at.translation.x = middle;
        if *anchored != anchor {
            *anchored = anchor;
        }
        if let Some(mut wrap) = wrap
            && wrap.width != bounds.width
        {
            *wrap = bounds;
        }
    }
}

/// The glow behind the plate of the seat whose turn it is.
#[derive(Component, Clone, Copy, Debug)]
struct TurnGlow(Seat);

fn spawn_labels(
    mut commands: Commands,
    table: Option<Res<Table>>,
    bold: Option<Res<BoldFont>>,
    shape: Option<Res<RoundedPlate>>,
) {
    let Some(table) = table else { return };
    let shape = shape.as_deref();
    let players = table.game.players();
    let bold = bold.as_deref();
    let scope = DespawnOnExit(AtTable);
    for seat in Seat::all(players) {
        let at = plate_at(seat, players);
        commands
            .spawn((
                Name::new(format!("Plate of seat {}", seat.0)),
                Plate(seat),
                TablePiece::Plate(seat),
                super::frame::Narrows::PLATE,
                plate_sprite(PLATE_COLOUR, PLATE, shape),
                // Picked as the cards are: a pointer over it (a finger held on it) brings its seat's note.
                Pickable::default(),
                Transform::from_translation(at.extend(40.0)),
                scope.clone(),
            ))
            .observe(
                |over: On<Pointer<Over>>,
                 plates: Query<&Plate>,
                 mut hovered: ResMut<HoveredPlate>| {
                    if let Ok(plate) = plates.get(over.entity) {
                        hovered.set_if_neq(HoveredPlate(Some(plate.0)));
                    }
                },
            )
            .observe(|_: On<Pointer<Out>>, mut hovered: ResMut<HoveredPlate>| {
                hovered.set_if_neq(HoveredPlate(None));
            })
            .with_children(|plate| {
                plate.spawn(plate_edge(PLATE, shape));
                plate.spawn((
                    TurnGlow(seat),
                    glow_sprite(GOLD, PLATE, shape),
                    Transform::from_xyz(0.0, 0.0, -0.1),
                    Visibility::Hidden,
                ));
                plate.spawn((
                    Label::Name(seat),
                    Text2d::default(),
                    ui::font(super::layout::TABLE_TEXT + 1.5, bold),
                    TextColor(INK),
                    Anchor::CENTER_LEFT,
                    Transform::from_xyz(PLATE_LEFT, 22.0, 0.2),
                ));
                plate.spawn((
                    Label::Cards(seat),
                    Text2d::default(),
                    TextFont::from_font_size(super::layout::TABLE_TEXT),
                    TextColor(INK),
                    Anchor::CENTER_RIGHT,
                    Transform::from_xyz(PLATE.x / 2.0 - 10.0, -22.0, 0.2),
                ));
                plate.spawn((
                    Label::Dealer(seat),
                    Text2d::new(t!("hud-dealer")),
                    ui::font(super::layout::TABLE_TEXT, bold),
                    TextColor(Color::srgb(0.10, 0.08, 0.05)),
                    // A tab standing on the plate's top edge, clear of the name under it.
                    Transform::from_xyz(PLATE.x / 2.0 - 48.0, PLATE.y / 2.0 + 10.0, 0.3),
                    Visibility::Hidden,
                    children![(
                        plate_sprite(GOLD, Vec2::new(84.0, 22.0), shape),
                        Transform::from_xyz(0.0, 0.0, -0.05),
                    )],
                ));
            });
    }
    // The trump badge stays in the corner all deal, even after the card that set trump is taken.
    commands
        .spawn((
            Name::new("Trump badge"),
            plate_sprite(PLATE_COLOUR, BADGE, shape),
            Transform::from_xyz(0.0, 0.0, 40.0),
            TablePiece::Badge,
            Badge,
            scope.clone(),
        ))
        .with_children(|badge| {
            badge.spawn(plate_edge(BADGE, shape));
            badge.spawn((
                Label::TrumpTitle,
                Text2d::new(t!("hud-trump")),
                ui::font(super::layout::TABLE_TEXT, bold),
                TextColor(GOLD),
                Anchor::CENTER,
                TextLayout::justify(Justify::Center),
                Transform::from_xyz(0.0, 40.0, 0.2),
            ));
            badge.spawn((
                Label::TrumpSymbol,
                Text2d::default(),
                TextFont::from_font_size(40.0),
                TextColor(INK),
                Anchor::CENTER,
                Transform::from_xyz(0.0, 2.0, 0.2),
            ));
            badge.spawn((
                Label::TrumpName,
                Text2d::default(),
                TextFont::from_font_size(super::layout::TABLE_TEXT),
                TextColor(INK),
                Anchor::CENTER,
                TextLayout::justify(Justify::Center),
                Transform::from_xyz(0.0, -38.0, 0.2),
            ));
        });
    commands.spawn((
        Label::Status,
        Text2d::default(),
        Anchor::CENTER,
        ui::font(super::layout::TABLE_TEXT + 3.5, bold),
        TextColor(GOLD),
        TextLayout::justify(Justify::Center),
        TextBounds::UNBOUNDED,
        Transform::from_xyz(0.0, super::layout::prompt_y(1.0), 50.0),
        scope.clone(),
    ));
    commands.spawn((
        Label::Note,
        Text2d::default(),
        Anchor::CENTER,
        TextFont::from_font_size(super::layout::TABLE_TEXT),
        TextColor(INK.with_alpha(0.85)),
        TextLayout::justify(Justify::Center),
        TextBounds::UNBOUNDED,
        Transform::from_xyz(0.0, super::layout::prompt_y(1.0) + NOTE_ABOVE, 50.0),
        Visibility::Hidden,
        scope,
    ));
}

/// The words by the toolbar saying a replayed deal is played, with its code.
#[derive(Component)]
pub struct ReplayTag(pub crate::engine::DealCode);

/// Names the replay by the toolbar as the window allows: with its code on a desk or a phone held sideways; a phone
/// held upright has room left of its buttons for the word alone (the code is in the pause menu and the hand's
/// panel).
fn name_the_replay(
    frame: Res<TableFrame>,
    mut tags: Query<(Ref<ReplayTag>, &ChildOf, &mut Text, &mut TextFont)>,
    mut boxes: Query<&mut Node>,
    coaching: Option<Res<crate::app::state::lesson::Coaching>>,
    todays: Option<Res<crate::app::daily::TodaysDeal>>,
) {
    // Today's deal is played as a replay: the tag names it.
    let daily = todays.filter(|t| tags.iter().next().is_some_and(|(tag, ..)| tag.0 == t.code));
    // A lesson's deal is a replay too: the tag says it is a lesson.
    let lesson = coaching
        .as_ref()
        .is_some_and(|c| tags.iter().next().is_some_and(|(tag, ..)| tag.0 == c.code));
    for (tag, parent, mut text, mut font) in &mut tags {
        if !frame.is_changed() && !tag.is_added() && !daily.as_ref().is_some_and(|d| d.is_added()) {
            continue;
        }
        // Sideways, the toolbar's row has no room for it beside the seat across: it hangs under the buttons at
        // the right ("REPLAY · S4-…" lay over Otto's name).
        if let Ok(mut node) = boxes.get_mut(parent.parent()) {
            super::fingerprint::hang_tag(
                &mut node,
                frame.kind == super::frame::FrameKind::Low,
                px(4),
                frame.mirror,
            );
        }
        let upright = frame.kind == super::frame::FrameKind::Tall;
        let words = match (&daily, lesson, upright) {
            // A phone held upright has room for the one word that matters.
            (Some(d), _, true) if d.rated => t!("hud-daily-rated-short"),
            (Some(_), _, true) => t!("hud-daily-short"),
            (Some(d), ..) if d.rated => t!(
                "hud-daily-rated",
                game = crate::app::i18n::game_short_title(d.game).to_uppercase()
            ),
            (Some(d), ..) => t!(
                "hud-daily",
                game = crate::app::i18n::game_short_title(d.game).to_uppercase()
            ),
            (None, true, _) => t!("hud-lesson"),
            (None, false, true) => t!("hud-replay-short"),
            (None, false, false) => t!("hud-replay", code = tag.0.to_string()),
        };
        if text.0 != words {
            text.0 = words;
        }
        // A phone's smallest text, so the word fits beside the buttons in German too ("NACHSPIEL").
        let size = bevy::text::FontSize::Px(if upright { ui::PHONE_TEXT } else { 16.0 });
        if font.font_size != size {
            font.font_size = size;
        }
    }
}

/// The buttons over the table, in a row in the top-right corner above every seat's cards: a hint (only with a
/// person at the table), the last Pin, the score sheet, the menu.
fn spawn_toolbar(mut commands: Commands, table: Option<Res<Table>>) {
    let table = table.as_deref();
    let bar = commands
        .spawn((
            Name::new("Toolbar"),
            super::round::Toolbar,
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                right: px(8),
                top: px(8),
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                column_gap: px(6),
                ..default()
            },
        ))
        .id();
    // A replayed deal says so, with its code, for as long as it is played.
    if let Some(code) = table.and_then(|t| t.replay) {
        commands.spawn((
            Node {
                padding: UiRect::axes(px(10), px(6)),
                align_self: AlignSelf::Center,
                border: UiRect::all(px(1.5)),
                border_radius: BorderRadius::all(px(8)),
                ..default()
            },
            BackgroundColor(PLATE_COLOUR),
            BorderColor::all(crate::app::tool_buttons::TOOL_EDGE),
            ChildOf(bar),
            children![(
                ReplayTag(code),
                ui::text(t!("hud-replay", code = code.to_string()), 16.0, ui::GOLD)
            )],
        ));
    }
    // A dealt match shows each deal's fingerprint there instead (a replay's code is known already).
    if table.is_some_and(super::fingerprint::shows_fingerprint) {
        commands.spawn((super::fingerprint::fingerprint_tag(), ChildOf(bar)));
    }
    if table.is_some_and(|t| human_seat(t).is_some()) {
        commands.spawn((super::claim::claim_button(), ChildOf(bar)));
    }
    // Kontra and Re: only where the match is played with doubling.
    if table.is_some_and(|t| {
        human_seat(t).is_some()
            && matches!(t.game.rules(), crate::engine::AnyRules::Schafkopf(r) if r.doubling)
    }) {
        commands.spawn((super::doubling::double_button(), ChildOf(bar)));
    }
    if table.is_some_and(|t| human_seat(t).is_some() && !t.rated) {
        commands.spawn((super::undo::undo_button(), ChildOf(bar)));
    }
    if table.is_some_and(|t| human_seat(t).is_some()) {
        commands.spawn((
            tool_button(
                "?",
                t!("hud-hint-button"),
                "H",
                t!("tip-hint"),
                (),
                |_: On<Activated>, mut ask: MessageWriter<AskHint>| {
                    ask.write(AskHint);
                },
            ),
            ChildOf(bar),
        ));
    }
    let trick = table
        .as_ref()
        .map_or_else(|| t!("word-pin"), |t| t.trick_word());
    commands.spawn((
        tool_button(
            "❐",
            t!("hud-last-trick-button", trick = trick.clone()),
            "L",
            t!("tip-last-trick", trick = trick),
            (),
            |_: On<Activated>,
             mut commands: Commands,
             table: Option<Res<Table>>,
             settings: Res<crate::app::settings::Settings>| {
                if let Some(table) = table {
                    super::review::open_review(&mut commands, &table, settings.four_colour);
                }
            },
        ),
        ChildOf(bar),
    ));
    commands.spawn((super::scores::scores_button(), ChildOf(bar)));
    commands.spawn((
        tool_button(
            "☰",
            t!("hud-menu-button"),
            "Esc",
            t!("tip-menu"),
            (),
            |_: On<Activated>,
             phase: Res<State<Phase>>,
             mut paused: ResMut<super::pause::PausedFrom>,
             mut next: ResMut<NextState<Phase>>| {
                super::pause::pause(*phase.get(), &mut paused, &mut next);
            },
        ),
        ChildOf(bar),
    ));
}

// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
fn update_labels(
    table: Option<Res<Table>>,
    selection: Res<Selection>,
    pass: Res<PassChoice>,
    call: Res<CallChoice>,
    prompt_note: Res<super::human::PromptNote>,
    hovered: Res<HoveredPlate>,
    settings: Res<crate::app::settings::Settings>,
    frame: Res<TableFrame>,
    phase: Res<State<Phase>>,
    cards: Query<&CardPlace>,
    moved: Query<(), Changed<CardPlace>>,
    mut labels: Query<(&Label, &mut Text2d, &mut TextColor, &mut Visibility)>,
    mut glows: Query<(&TurnGlow, &mut Visibility), Without<Label>>,
) {
    let Some(table) = table else { return };
    // Labels only change with the match, the person's selection, a setting or the phase.
    if !table.is_changed()
        && !selection.is_changed()
        && !settings.is_changed()
        && !phase.is_changed()
        && !pass.is_changed()
        && !call.is_changed()
        && !prompt_note.is_changed()
        && !hovered.is_changed()
        && !frame.is_changed()
        && moved.is_empty()
    {
        return;
    }
    // While a deal flies out the plates say so, rather than counting cards still in the air.
    let dealing = *phase.get() == Phase::Dealing;
    let shown = &table.shown;
    let mut in_hand = [0usize; MAX_SEATS];
    let mut covered = [0usize; MAX_SEATS];
    for place in &cards {
        match place {
            CardPlace::Hand(seat) => in_hand[seat.index()] += 1,
            CardPlace::Covered(seat) => covered[seat.index()] += 1,
            _ => {}
        }
    }
    // Schafkopf for two: every card lies on a pile, face up or covered; the plate counts both.
    let on_piles =
        matches!(&table.game, crate::engine::AnyMatch::Schafkopf(g) if g.rules().players() == 2);
    let hearts_broken = match &shown.scores {
        ShownScores::Hearts { broken, .. } => Some(*broken),
        _ => None,
    };
    let game_badge = schafkopf_badge(&table);
    let turn = table.turn_shown();
    for (glow, mut visibility) in &mut glows {
        visibility.set_if_neq(if turn == Some(glow.0) {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
    // On a phone a plate held (a long press) says its seat in the prompt's place: sideways the note has no line
    // there, and upright its lines ran over the trick's cards and names (360x640).
    let held_side = (frame.is_tall() && hovered.0.is_some())
        .then(|| note(&table, hovered.0))
        .filter(|line| !line.is_empty());
    // Whether a card lies in the middle (a trick, or a trick held after it was won).
    let trick_shown = cards.iter().any(|p| matches!(p, CardPlace::Trick(_)));
    for (label, mut text, mut colour, mut visibility) in &mut labels {
        let mut show = true;
        let shown_text = match *label {
            Label::Name(seat) => {
                let level = match table.seats.get(seat.index()) {
                    Some(SeatKind::Computer(level)) => {
                        format!(" · {}", crate::app::i18n::level_title(*level))
                    }
                    _ => String::new(),
                };
                let marker = if turn == Some(seat) { "▶ " } else { "" };
                format!("{marker}{}{level}", seat_name(&table, seat))
            }
            Label::Cards(seat) => {
                let cards = in_hand[seat.index()];
                // Dreiwendsch: the person's plate names the two cards they laid away where the count stood (it
                // would run into them; their own hand is in sight).
                show = !matches!(&shown.scores, ShownScores::Schafkopf { laid_away, sides, .. }
                    if seat == table.viewer()
                        && !laid_away.is_empty()
                        && sides.get(seat.index()) == Some(&Some(true)))
                    && !side_line_fills_plate(&shown.scores, seat, frame.is_tall());
                if dealing {
                    t!("hud-dealing")
                } else if on_piles {
                    t!(
                        "hud-cards-piles",
                        up = cards,
                        covered = covered[seat.index()]
                    )
                } else {
                    t!("hud-cards", count = cards)
                }
            }
            Label::Dealer(seat) => {
                show = shown.dealer == seat;
                t!("hud-dealer")
            }
            // Hearts has no trump: the badge says whether hearts are broken; Schafkopf's names the game.
            Label::TrumpTitle => match (hearts_broken, &game_badge) {
                (Some(_), _) => t!("hud-hearts"),
                (_, Some((title, ..))) => title.clone(),
                _ => t!("hud-trump"),
            },
            Label::TrumpSymbol => {
                let ink = match hearts_broken {
                    Some(true) => ui::suit_colour(Suit::Hearts, settings.four_colour),
                    Some(false) => INK.with_alpha(0.35),
                    None => shown
                        .trump
                        .map_or(INK, |t| ui::suit_colour(t, settings.four_colour)),
                };
                colour.set_if_neq(TextColor(ink));
                match (hearts_broken, &game_badge) {
                    (Some(_), _) => suit_symbol(Suit::Hearts).to_string(),
                    (_, Some((_, symbol, _))) => symbol.clone(),
                    _ => shown
                        .trump
                        .map_or("–".into(), |t| suit_symbol(t).to_string()),
                }
            }
            Label::TrumpName => match (hearts_broken, &game_badge) {
                (Some(true), _) => t!("hud-hearts-broken"),
                (Some(false), _) => t!("hud-hearts-not-broken"),
                (_, Some((_, _, word))) => word.clone(),
                _ => shown
                    .trump
                    .map_or_else(|| t!("hud-no-trump-yet"), crate::app::i18n::suit_word),
            },
            Label::Note => {
                let line = note(&table, hovered.0);
                // A phone held sideways has no line to spare over its prompt; its plates say the sides. Upright,
                // the note's lines reach up into the trick: the person's side, said on the first trick, shows
                // while no card lies there (their plate names the side all along, and holding it says why).
                show = !line.is_empty()
                    && match frame.kind {
                        super::frame::FrameKind::Desk => true,
                        super::frame::FrameKind::Tall => hovered.0.is_none() && !trick_shown,
                        super::frame::FrameKind::Low => false,
                    };
                line
            }
            Label::Status if held_side.is_some() => held_side.clone().unwrap_or_default(),
            // A phone's prompt (a tall or low table) speaks of taps: it has two lines, and no keys to name.
            Label::Status => {
                let touch = frame.is_tall() || crate::app::i18n::touch();
                crate::app::i18n::in_taps(touch, || {
                    status(
                        &table,
                        &selection,
                        &pass,
                        &call,
                        prompt_note.line.as_deref(),
                        touch,
                    )
                })
            }
        };
        show_label(&mut text, &mut visibility, shown_text, show);
    }
}

/// The badge's three lines for the game as the table's seat knows it: heading, trump symbol, a word.
fn schafkopf_badge(table: &Table) -> Option<(String, String, String)> {
    let ShownScores::Schafkopf {
        contract, doubles, ..
    } = &table.shown.scores
    else {
        return None;
    };
    let three = table.game.players() == 3;
    Some(match contract {
        None if three => (t!("hud-the-skat"), "–".into(), t!("hud-skat-offered")),
        None => (t!("hud-declaring"), "–".into(), t!("hud-no-game-yet")),
        Some(c) => {
            let heading = match c.kind {
                ContractKind::Normal => t!("hud-normal-game"),
                ContractKind::Wedding => t!("hud-wedding"),
                ContractKind::SilentSolo => t!("hud-silent-solo"),
                ContractKind::Solo if three => t!("hud-skat-solo"),
                ContractKind::Solo => t!("hud-solo"),
                ContractKind::Everyone => t!("hud-everyone"),
                ContractKind::Two => t!("hud-for-two"),
            };
            let word = match c.declarer {
                Some(seat) if c.kind != ContractKind::Normal && table.is_human(seat) => {
                    t!("hud-yours")
                }
                Some(seat) if c.kind != ContractKind::Normal => {
                    t!("hud-seats", name = seat_name(table, seat))
                }
                _ if c.kind == ContractKind::Everyone => t!("hud-for-themselves"),
                _ => crate::app::i18n::suit_word(c.trump),
            };
            // A double said stays in sight with the game it doubled: "diamonds · Kontra".
            let word = match (doubles.kontra, doubles.re) {
                (_, Some(_)) => t!("hud-redoubled", word = word),
                (Some(_), None) => t!("hud-doubled", word = word, call = t!("call-words-kontra")),
                (None, None) => word,
            };
            (heading, suit_symbol(c.trump).to_string(), word)
        }
    })
}

/// "4♦ 9♠ 10♣".
fn card_list(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.shown())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Brings a label up to date: shown or hidden, and its text, changed only when it really changed (a change
/// re-lays the text out).
pub fn show_label(
    text: &mut Mut<Text2d>,
    visibility: &mut Mut<Visibility>,
    line: String,
    show: bool,
) {
    visibility.set_if_neq(if show {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    });
    if text.0 != line {
        text.0 = line;
    }
}

/// How far above the prompt the note line sits.
pub const NOTE_ABOVE: f32 = 26.0;

/// The note above the prompt: the seat whose plate is pointed at (held by a finger), its side where that is known
/// (Schafkopf), else who sits there and what its plate counts; or, on the first trick of a deal where sides
/// matter, the person's own side and why.
fn note(table: &Table, hovered: Option<Seat>) -> String {
    if let Some(seat) = hovered {
        return side_explanation(table, seat).unwrap_or_else(|| seat_about(table, seat));
    }
    let first_trick = table.hands.last().is_some_and(|h| h.tricks.is_empty());
    match human_seat(table) {
        Some(seat) if first_trick && table.caught_up() => {
            side_explanation(table, seat).unwrap_or_default()
        }
        _ => String::new(),
    }
}

/// Who sits at `seat` and what its plate counts: "Mara, playing at Normal: points taken this hand, then the
/// match's total; the lowest total wins".
fn seat_about(table: &Table, seat: Seat) -> String {
    use crate::engine::GameKind;
    let what = match table.kind() {
        GameKind::Hearts => t!("seat-about-hearts"),
        GameKind::Whist => t!(
            "seat-about-whist",
            partner = seat_name(table, Seat((seat.0 + 2) % 4))
        ),
        GameKind::Wendellhead => t!("seat-about-wendellhead"),
        GameKind::Schafkopf => t!("seat-about-schafkopf"),
    };
    let who = seat_name(table, seat);
    match table.seats.get(seat.index()) {
        Some(SeatKind::Computer(level)) => t!(
            "seat-about-computer",
            who = who,
            level = crate::app::i18n::level_title(*level),
            what = what
        ),
        _ => t!("seat-about", who = who, what = what),
    }
}

/// What `seat`'s side means in the game as the table's seat knows it, and why the seat is on it: "You hold a
/// black queen: a declarer. …". `None` outside Schafkopf, before the game is known, or while the seat's side is
/// not known to the person (a secret partner).
pub fn side_explanation(table: &Table, seat: Seat) -> Option<String> {
    let crate::app::state::table::ShownScores::Schafkopf {
        contract, sides, ..
    } = &table.shown.scores
    else {
        return None;
    };
    let contract = contract.as_ref()?;
    let declarer = sides.get(seat.index()).copied().flatten()?;
    let who = crate::app::state::table::seat_name(table, seat);
    let alone = matches!(
        contract.kind,
        crate::engine::schafkopf::ContractKind::Solo
            | crate::engine::schafkopf::ContractKind::SilentSolo
    ) || table.game.players() == 3;
    Some(match (contract.kind, declarer) {
        (
            crate::engine::schafkopf::ContractKind::Everyone
            | crate::engine::schafkopf::ContractKind::Two,
            _,
        ) => return None,
        _ if alone && declarer => t!("sk-why-soloist", who = who),
        _ if alone => t!("sk-why-against-soloist", who = who),
        (crate::engine::schafkopf::ContractKind::Wedding, true) => {
            t!("sk-why-wedding-declarer", who = who)
        }
        (crate::engine::schafkopf::ContractKind::Wedding, false) => {
            t!("sk-why-wedding-defender", who = who)
        }
        (_, true) => t!("sk-why-normal-declarer", who = who),
        (_, false) => t!("sk-why-normal-defender", who = who),
    })
}

/// Who won the trick held on the table, with what (and what went with it: Hearts' kitty with the first trick,
/// Dreiwendsch's skat nobody took with the last, its cards and points said).
fn won_line(table: &Table, held: crate::app::state::table::HeldTrick) -> String {
    let name = seat_name(table, held.winner);
    let trick = table.trick_word();
    if !held.kitty.is_empty() {
        let cards = card_list(&held.kitty.iter().collect::<Vec<_>>());
        let points = super::review::kitty_points(&table.game, held.kitty);
        return match table.kind() {
            crate::engine::GameKind::Schafkopf => t!(
                "hud-takes-skat",
                name = name,
                cards = cards,
                points = points
            ),
            _ => t!(
                "hud-takes-kitty",
                name = name,
                cards = cards,
                points = points
            ),
        };
    }
    match held.prize {
        Some(prize) => t!(
            "hud-won-with-prize",
            name = name,
            trick = trick,
            card = held.card.shown(),
            prize = prize.shown()
        ),
        None => t!(
            "hud-won",
            name = name,
            trick = trick,
            card = held.card.shown()
        ),
    }
}

/// The prompt line: a trick kept for the person, a note of the table's ([`super::human::PromptNote`]), who won
/// the Pin on the table, whose turn it is, how to play, why the selected card cannot be played, and the hint.
fn status(
    table: &Table,
    selection: &Selection,
    pass: &PassChoice,
    call: &CallChoice,
    prompt_note: Option<&str>,
    touch: bool,
) -> String {
    let game = &table.game;
    // A trick kept for the person says who won it and how to go on (a note of the table's is said after).
    if let Some(held) = table.shown.held.filter(|h| h.waits) {
        return t!("hud-trick-kept", line = won_line(table, held));
    }
    // A note of the table's is said first, whatever else happens meanwhile: a card played for the person, a
    // partner shown by a card, a move taken back.
    if let Some(line) = prompt_note {
        return line.to_string();
    }
    if let Some(held) = table.shown.held {
        return won_line(table, held);
    }
    let Some(seat) = human_seat(table) else {
        return String::new();
    };
    if game.is_over() || !table.caught_up() {
        return String::new();
    }
    // What was passed shows until the person is to play: then the turn's own prompt (the cards stay marked).
    let persons_card = matches!(game.decision(), Some(Decision::PlayCard { seat: s }) if s == seat);
    if let Some(from) = pass.from
        && !pass.arrived.is_empty()
        && !persons_card
    {
        return t!(
            "hud-passed-you",
            name = seat_name(table, from),
            cards = card_list(&pass.arrived)
        );
    }
    if let Some(Decision::Discard { seat: taker, count }) = game.decision() {
        if taker != seat {
            return t!("hud-took-skat", name = seat_name(table, taker));
        }
        if let Some(refusal) = &selection.refusal {
            return refusal.clone();
        }
        // What the skat brought, while its cards stand out.
        let brought = if pass.from.is_none() && !pass.arrived.is_empty() {
            t!("hud-skat-brought", cards = card_list(&pass.arrived)) + " "
        } else {
            String::new()
        };
        return if pass.chosen.len() < count {
            brought + &t!("hud-lay-away", count = count, chosen = pass.chosen.len())
        } else {
            t!("hud-lay-away-these", cards = card_list(&pass.chosen))
        };
    }
    if let Some(Decision::PassCards {
        seat: passer,
        count,
    }) = game.decision()
    {
        if passer != seat {
            return t!("hud-choosing-pass", name = seat_name(table, passer));
        }
        if let Some(refusal) = &selection.refusal {
            return refusal.clone();
        }
        let to = game.pass_direction().map_or(String::new(), |d| {
            let receiver = d.receiver(seat, game.players());
            t!(
                "hud-pass-to",
                direction = crate::app::i18n::pass_direction(d),
                name = seat_name(table, receiver)
            )
        });
        // A phone's prompt speaks of taps and is short enough for two lines.
        let chosen = pass.chosen.len();
        return match (chosen < count, touch) {
            (true, false) => t!("hud-choose-pass", count = count, to = to, chosen = chosen),
            (true, true) => t!(
                "hud-choose-pass-touch",
                count = count,
                to = to,
                chosen = chosen
            ),
            (false, false) => t!("hud-pass-these", cards = card_list(&pass.chosen), to = to),
            (false, true) => t!(
                "hud-pass-these-touch",
                cards = card_list(&pass.chosen),
                to = to
            ),
        };
    }
    if let Some(Decision::Declare { seat: caller }) = game.decision() {
        if caller != seat {
            return t!("hud-is-declaring", name = seat_name(table, caller));
        }
        if let Some(refusal) = &selection.refusal {
            return refusal.clone();
        }
        if let Some(hint) = &call.hint {
            return t!("hud-hint", hint = super::declaring::call_words(hint));
        }
        let calls = game.calls();
        return if calls.contains(&crate::engine::Call::TakeSkat) {
            t!("hud-call-skat")
        } else if game.players() == 3 {
            t!("hud-call-name-trump")
        } else if !calls.contains(&crate::engine::Call::Pass)
            && !calls.contains(&crate::engine::Call::SilentSolo)
        {
            t!("hud-call-owe-solo")
        } else if calls.contains(&crate::engine::Call::SilentSolo) {
            t!("hud-call-black-queens")
        } else {
            t!("hud-call")
        };
    }
    if game.to_act() != Some(seat) {
        return game.to_act().map_or(String::new(), |s| {
            t!("hud-to-play", name = seat_name(table, s))
        });
    }
    if let Some(refusal) = &selection.refusal {
        return refusal.clone();
    }
    let hand = sorted_hand(table, seat);
    // On a touch screen only a tapped card is chosen.
    let chosen = hand
        .get(selection.index.min(hand.len().saturating_sub(1)))
        .filter(|&&c| selection.raises(c));
    match chosen.map(|&card| (card, game.check(seat, card))) {
        Some((card, Err(why))) => t!(
            "hud-not-playable",
            card = card.shown(),
            why = crate::app::i18n::refusal(&why)
        ),
        _ => match &selection.hint {
            Some(hint) => t!(
                "hud-hint-card",
                card = hint.card.shown(),
                verdict = hint.verdict()
            ),
            None if game.legal_moves().len() == 1 => t!("hud-only-one-card"),
            // A double on offer is said where the person looks: "…, or K for Kontra".
            None => match super::doubling::offered_to_person(table) {
                Some(call) if selection.by_touch || touch => t!(
                    "hud-your-turn-double-touch",
                    call = super::declaring::call_words(&call)
                ),
                Some(call) => t!(
                    "hud-your-turn-double",
                    call = super::declaring::call_words(&call)
                ),
                None if selection.by_touch || touch => t!("hud-your-turn-touch"),
                None => t!("hud-your-turn"),
            },
        },
    }
}
