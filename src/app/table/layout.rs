//! Lays the table out: works out where every card entity belongs from its `CardPlace` (hands fanned, the person's
//! sorted with trump last, the trick in the middle, piles by their winners, the stock and the prize, a turn-up by
//! the dealer), and sets each card moving there. Cards are drawn as an edge, a face or back, and a large index.

use bevy::prelude::*;

use super::animation::{Expires, Face, Motion, Target};
pub use super::desk::*;
use super::frame::TableFrame;
use super::human::{Dragged, Dropped, Selection, click_to_play};
use super::passing::{PassChoice, persons_pass};
use super::places::{CardEntity, CardPlace, MoveDelay, TrickTag, WinnerGlow};
use crate::app::cards::{CardArt, ShippedPacks};
use crate::app::settings::Settings;
use crate::app::state::events::{CardPlayed, CardsPassed, TrickWon};
use crate::app::state::table::{
    GroupOrder, Table, fanned_hand, hand_shown, human_seat, seat_name, sorted_hand,
};
use crate::app::state::{AtTable, Screen, TableSystems};
use crate::app::ui::BoldFont;
use crate::engine::{CardSet, MAX_SEATS, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_felt.after(super::flow::start_match),
    );
    app.add_systems(
        Update,
        (
            arrange_hand,
            dress_new_cards,
            relabel_cards,
            lay_out_cards,
            cast_shadows,
        )
            .chain()
            .in_set(TableSystems::Present)
            .before(super::animation::move_cards),
    );
    app.add_systems(
        Update,
        (
            // A card turns over in `move_cards` (half-way, or at once with reduced motion, where it already lies
            // where it goes): painted before that, a card played from a face-down hand was drawn face down in the
            // trick for a frame. The fade then sets the alpha of the surface just painted.
            (paint_faces, fade_cards)
                .chain()
                .after(super::animation::move_cards),
            show_landed_tags.after(super::animation::move_cards),
            apply_contrast.run_if(contrast_to_apply),
        )
            .in_set(TableSystems::Present),
    );
    // The contrast applies to the table behind the match-over panel too.
    app.add_systems(
        Update,
        apply_contrast
            .run_if(in_state(Screen::MatchOver))
            .run_if(contrast_to_apply),
    );
    app.add_observer(tag_played_card);
    app.add_observer(mark_trick_winner);
    app.add_observer(mark_arrived_cards);
    app.add_observer(mark_skat_cards);
    app.add_systems(
        Update,
        // After the button is spawned (its commands applied first), so it stands in its place from its first frame:
        // a game at rest draws no second frame, and the web check once found it at its spawning height, over the
        // hand's top row.
        place_pass_button
            .after(super::passing::show_pass_button)
            .in_set(crate::app::state::TableSystems::Present),
    );
    app.add_systems(
        Update,
        drop_stale_glows.run_if(resource_changed::<PassChoice>),
    );
}

/// The table's cloth (a marker for the high-contrast setting).
#[derive(Component)]
pub struct Felt;

/// The baize under the cards, a little larger than the table so wide or tall windows show no edge.
fn spawn_felt(mut commands: Commands, art: Option<Res<ShippedPacks>>) {
    if let Some(art) = art {
        commands.spawn((
            Name::new("Felt"),
            Felt,
            Sprite {
                image: art.felt.clone(),
                custom_size: Some(TABLE_SIZE * 1.8),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, -100.0),
            DespawnOnExit(AtTable),
        ));
    }
}

const FACE: Color = Color::srgb(0.98, 0.97, 0.93);
const BACK: Color = Color::srgb(0.16, 0.22, 0.50);
const DIMMED: Color = Color::srgb(0.68, 0.68, 0.66);
/// The tint of card art the person may not play now: grey enough to tell apart, light enough that a red
/// index still reads.
const DIMMED_ART: Color = Color::srgb(0.68, 0.68, 0.68);
const EDGE: Color = Color::srgb(0.05, 0.07, 0.12);
/// The green baize of the table.
pub const FELT: Color = Color::srgb(0.05, 0.30, 0.17);

/// The suit as a letter on a card's face (the *Suit letters* setting).
#[derive(Component)]
pub struct SuitLetter;

/// The label on a card's face.
#[derive(Component)]
struct CardLabel;

/// The face or back of a card, inside its edge.
#[derive(Component)]
pub struct CardSurface;

/// Writes whose card it is (and "led" on the trick's first) under a card played to the trick.
fn tag_played_card(
    played: On<CardPlayed>,
    mut commands: Commands,
    table: Option<Res<Table>>,
    frame: Res<TableFrame>,
    cards: Query<(Entity, &CardEntity)>,
) {
    let Some(table) = table else { return };
    let Some((entity, _)) = cards.iter().find(|(_, c)| c.0 == played.card) else {
        return;
    };
    commands
        .entity(entity)
        .with_child(trick_tag(&table, &frame, played.seat, played.card));
}

/// The line by a card in the trick: its player's name, "led" with it on the trick's first card. It lies on the
/// card's outer side, where no later card of the trick lies over it: under it, or over it for a card at the top
/// of a cross (a later card lies under that one). In a row of cards it may take no more than its card's room,
/// so "led" goes on a line of its own.
fn trick_tag(
    table: &Table,
    frame: &TableFrame,
    seat: crate::engine::Seat,
    card: crate::engine::Card,
) -> impl Bundle {
    use bevy::sprite::Anchor;
    use bevy::text::TextBounds;
    let led = table.shown.trick.first().map(|&(_, c)| c) == Some(card);
    let name = seat_name(table, seat);
    let tall = frame.tall(&table.game);
    // On a tall table as large on screen as the table's text, at most 18 px: a tablet's trick in a row, its
    // cards small for its window, once had names as wide as their cards' room, running into each other.
    let tag_size = tall.map_or(13.0, |t| {
        let on_screen = (TABLE_TEXT * frame.pixels).min(18.0);
        (on_screen / (frame.pixels * t.trick_scale())).max(13.0)
    });
    let in_row = tall.is_some_and(|t| t.trick_in_row());
    let order = table
        .shown
        .trick
        .iter()
        .position(|&(_, c)| c == card)
        .unwrap_or(0);
    let offset = match tall {
        Some(t) => t.trick_offset(seat, order),
        None => super::desk::trick_offset(seat, table.game.players()),
    };
    let above = !in_row && offset.y > 0.25 * CARD.y;
    let tag = match (led, in_row) {
        (true, true) => format!("{name}\n{}", t!("trick-tag-led-line")),
        (true, false) => t!("trick-tag-led", name = name),
        (false, _) => name,
    };
    let gap = tag_size * 0.3;
    let (y, anchor) = if above {
        (CARD.y / 2.0 + gap, Anchor::BOTTOM_CENTER)
    } else {
        (-CARD.y / 2.0 - gap, Anchor::TOP_CENTER)
    };
    (
        TrickTag,
        Text2d::new(tag),
        // A child of the card, so it grows with the trick's scale: 13 at scale 1 reads at 13 px at 800x600; a
        // tall table's trick may be smaller, and its tags keep to the table's smallest text.
        TextFont::from_font_size(tag_size),
        TextColor(crate::app::ui::INK),
        TextLayout::justify(Justify::Center),
        anchor,
        // In a row, no wider than the card's share of it, so two names never run together.
        TextBounds::new_horizontal(if in_row {
            super::frame::ROW_SPACING * CARD.x - 12.0
        } else {
            3.0 * CARD.x
        }),
        Transform::from_xyz(0.0, y, 0.2),
        // Shown once the card lies in the trick (`show_landed_tags`).
        Visibility::Hidden,
    )
}

/// A trick card's name shows once the card lies in the trick, and stays while the trick does (held once won, it
/// goes when collected): flying in from its player's hand, it was drawn over that player's plate on the way.
fn show_landed_tags(
    mut tags: Query<(&ChildOf, &mut Visibility), With<TrickTag>>,
    cards: Query<(Option<&Target>, Has<Motion>)>,
) {
    for (card, mut visibility) in &mut tags {
        if *visibility != Visibility::Hidden {
            continue;
        }
        let landed = cards.get(card.parent()).is_ok_and(|(target, moving)| {
            !moving && target.is_some_and(|t| matches!(t.place, CardPlace::Trick(_)))
        });
        if landed {
            *visibility = Visibility::Inherited;
        }
    }
}

/// A won trick: the winning card glows gold while the trick is held, and the names by its cards go when it is
/// collected.
fn mark_trick_winner(
    _: On<TrickWon>,
    mut commands: Commands,
    table: Option<Res<Table>>,
    cards: Query<(Entity, &CardEntity, &CardPlace)>,
    children: Query<&Children>,
    tags: Query<Entity, With<TrickTag>>,
) {
    let Some(table) = table else { return };
    let Some(last) = &table.shown.last_trick else {
        return;
    };
    // A trick kept until the person goes on keeps its marks until then (`flow::collect_kept_trick`).
    let hold = match table.shown.held {
        Some(held) if held.waits => None,
        Some(held) => Some(held.hold),
        None => Some(0.0),
    };
    for (entity, card, _) in &cards {
        if !last.plays.iter().any(|&(_, c)| c == card.0) {
            continue;
        }
        if let Ok(kids) = children.get(entity) {
            for kid in kids.iter().filter(|&kid| tags.contains(kid)) {
                if let Some(hold) = hold {
                    commands.entity(kid).insert(Expires(hold));
                }
            }
        }
        if table.shown.held.is_some_and(|h| h.card == card.0) {
            let glow = commands
                .spawn((
                    WinnerGlow,
                    Sprite::from_color(crate::app::ui::GOLD, CARD + 14.0),
                    Transform::from_xyz(0.0, 0.0, -0.02),
                    ChildOf(entity),
                ))
                .id();
            if let Some(hold) = hold {
                commands.entity(glow).insert(Expires(hold));
            }
        }
    }
}

/// The cards passed to the person glow gold a moment in their hand, so they see what arrived.
fn mark_arrived_cards(
    _: On<CardsPassed>,
    mut commands: Commands,
    pass: Res<PassChoice>,
    cards: Query<(Entity, &CardEntity)>,
) {
    glow_arrived(&mut commands, &pass, &cards);
}

/// Dreiwendsch: the two cards of the skat the person took glow in their hand as passed cards do, until they lay
/// two away.
fn mark_skat_cards(
    taken: On<crate::app::state::events::SkatTaken>,
    mut commands: Commands,
    table: Option<Res<crate::app::state::table::Table>>,
    pass: Res<PassChoice>,
    cards: Query<(Entity, &CardEntity)>,
) {
    if !table.is_some_and(|t| t.is_human(taken.seat)) {
        return;
    }
    glow_arrived(&mut commands, &pass, &cards);
}

/// Puts the gold glow behind every card that just arrived in the person's hand, for as long as it stands out
/// (`drop_stale_glows` takes it away).
fn glow_arrived(commands: &mut Commands, pass: &PassChoice, cards: &Query<(Entity, &CardEntity)>) {
    for (entity, card) in cards {
        if pass.arrived.contains(&card.0) {
            commands.entity(entity).with_child((
                ArrivedGlow,
                Sprite::from_color(crate::app::ui::GOLD, CARD + 14.0),
                Transform::from_xyz(0.0, 0.0, -0.02),
            ));
        }
    }
}

/// Keeps the Pass button just above the prompt, where the eye is while choosing: the table is scaled to the
/// window (the camera fits `TABLE_SIZE`), the menus by `UiScale`, so the prompt's height is worked out in both.
// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
fn place_pass_button(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    settings: Res<crate::app::settings::Settings>,
    frame: Res<TableFrame>,
    table: Option<Res<Table>>,
    prompt: Res<super::frame::PromptTop>,
    mut rows: Query<(&mut Node, &Children), With<super::passing::PassButton>>,
    mut wrappers: Query<&mut Node, Without<super::passing::PassButton>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let h = window.height();
    let size = settings.size.clamp(100, 130) as f32 / 100.0;
    // Window pixels from the bottom to just above the prompt line.
    let game = table.as_ref().map(|t| &t.game);
    let tall = game.and_then(|g| frame.tall(g));
    let ui = scale.map_or(1.0, |s| s.0).max(0.1);
    // Upright, by the person's plate on its right where the console has room; over the prompt's two lines at
    // the right otherwise.
    let (above, end) = match tall {
        // Sideways, over the person's plate's band, in the middle of the table (no trick lies there yet).
        Some(t) if t.low => (
            h / 2.0 + (t.console() + PLATE.y / 2.0 + 24.0) * frame.pixels,
            false,
        ),
        Some(t) if !t.badge_below() => {
            (h / 2.0 + (t.console() - PLATE.y / 2.0) * frame.pixels, true)
        }
        // Else over the note's line at the right, clear of the words under the stock's place on the left
        // (Hearts' "2♦ 2♣ out of play" lay under it in the middle).
        Some(t) => (h / 2.0 + (t.note_y() + 4.0) * frame.pixels, true),
        None => (
            h / 2.0 + (frame.prompt_y(size, game) + 16.0) * frame.pixels,
            false,
        ),
    };
    // Never over the prompt's first line, however many lines it wrapped to (German's two on a desk, three on a
    // phone held sideways); upright, the note's line keeps it over the prompt, in a thumb's reach.
    let upright = tall.is_some_and(|t| !t.low);
    let above = match prompt.0 {
        Some(top) if !upright => above.max(h / 2.0 + (top + 6.0) * frame.pixels),
        _ => above,
    };
    // Left-handed, the person's plate is at the right of the console and the button at its left, for the left
    // thumb; over the note's line it stays at the right, clear of the stock's words at the left.
    let mirror = frame.mirror && tall.is_some_and(|t| !t.low && !t.badge_below());
    let justify = match (end, mirror) {
        (true, false) => JustifyContent::FlexEnd,
        (true, true) => JustifyContent::FlexStart,
        (false, _) => JustifyContent::Center,
    };
    let (left, right) = match (end, mirror) {
        (true, false) => (px(0), px(8.0 / ui)),
        (true, true) => (px(8.0 / ui), px(0)),
        (false, _) => (px(0), px(0)),
    };
    // On a phone the button is a thumb's width, not just its words' (it is a finger's height as a menu's); on a
    // tablet's desk-shaped table played by touch too (it was 110x29 px at 1024x768).
    let wide = if tall.is_some() || crate::app::i18n::touch() {
        px(PASS_WIDTH)
    } else {
        Val::Auto
    };
    for (mut node, children) in &mut rows {
        let bottom = px(above / ui);
        if node.bottom != bottom
            || node.justify_content != justify
            || node.padding.right != right
            || node.padding.left != left
        {
            node.bottom = bottom;
            node.justify_content = justify;
            node.padding.right = right;
            node.padding.left = left;
        }
        for &wrapper in children {
            if let Ok(mut wrapper) = wrappers.get_mut(wrapper)
                && wrapper.min_width != wide
            {
                wrapper.min_width = wide;
            }
        }
    }
}

/// The least width of the Pass button on a phone, in UI units: a thumb's target beside the person's plate.
const PASS_WIDTH: f32 = 176.0;

/// A card's arrival glow goes once it no longer counts as arrived (the skat's, when two cards are laid away).
fn drop_stale_glows(
    mut commands: Commands,
    pass: Res<PassChoice>,
    glows: Query<(Entity, &ChildOf), With<ArrivedGlow>>,
    cards: Query<&CardEntity>,
) {
    for (glow, parent) in &glows {
        if cards
            .get(parent.parent())
            .is_ok_and(|card| !pass.arrived.contains(&card.0))
        {
            commands.entity(glow).despawn();
        }
    }
}

/// A card's shadow on the table.
#[derive(Component)]
pub struct CardShadow;

/// Cards cast a shadow where they lie apart or fanned (hands, the trick, the prize, a turn-up, piles of Schafkopf
/// for two); in stacks (the stock, the tricks won) their shadows would pile up into a dark blot, so there only
/// the pile as a whole would show one, and none is drawn.
fn cast_shadows(
    cards: Query<(&CardPlace, &Children), Changed<CardPlace>>,
    mut shadows: Query<&mut Visibility, With<CardShadow>>,
) {
    for (place, children) in &cards {
        let shows = matches!(
            place,
            CardPlace::Hand(_)
                | CardPlace::Trick(_)
                | CardPlace::Prize
                | CardPlace::FaceUp(_)
                | CardPlace::Covered(_)
        );
        for child in children.iter() {
            if let Ok(mut visibility) = shadows.get_mut(child) {
                visibility.set_if_neq(if shows {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                });
            }
        }
    }
}

/// The gold glow behind a card that just came into the person's hand (passed to them, or the skat).
#[derive(Component)]
pub struct ArrivedGlow;

/// Gives new card entities a sprite and a face label.
fn dress_new_cards(
    mut commands: Commands,
    cards: Query<(Entity, &CardEntity), Without<Sprite>>,
    font: Option<Res<BoldFont>>,
    art: Option<Res<ShippedPacks>>,
    table: Option<Res<Table>>,
    frame: Res<TableFrame>,
) {
    for (entity, card) in &cards {
        // A table laid out from the match (Continue, or again after an undo) has the trick's cards on it at once,
        // with no card played to tell whose they are: each is named as if just played.
        if let Some(table) = &table
            && let Some(&(seat, _)) = table.shown.trick.iter().find(|&&(_, c)| c == card.0)
        {
            commands
                .entity(entity)
                .with_child(trick_tag(table, &frame, seat, card.0));
        }
        // A soft shadow down and to the right, under the card and over the cards it overlaps.
        if let Some(art) = &art {
            commands.entity(entity).with_child((
                CardShadow,
                Sprite {
                    image: art.card_shadow.clone(),
                    custom_size: Some(CARD * Vec2::new(1.3, 1.2143)),
                    ..default()
                },
                Transform::from_xyz(2.5, -3.5, -0.03),
                Visibility::Hidden,
            ));
        }
        let c = card.0;
        let colour = crate::app::ui::suit_ink(c.suit(), false);
        let mut text_font = TextFont::from_font_size(28.0);
        if let Some(font) = &font {
            text_font.font = font.0.clone().into();
        }
        let mut letter_font = text_font.clone();
        letter_font.font_size = 24.0.into();
        // A dark sprite a little larger than the face draws the card's edge, so overlapping cards stay apart.
        commands
            .entity(entity)
            .insert((
                Sprite::from_color(EDGE, CARD + 4.0),
                Transform::from_translation(stock_at(4).extend(1.0)),
                Face::default(),
                // Sprite picking only considers sprites marked pickable; a click on the face bubbles up.
                Pickable::default(),
            ))
            .observe(click_to_play)
            .observe(super::human::press_card)
            .observe(super::human::drag_card)
            .observe(super::human::drop_card)
            .observe(super::human::hover_card)
            .observe(super::human::unhover_card)
            .with_child((
                CardSurface,
                Pickable::default(),
                Sprite::from_color(BACK, CARD),
                Transform::from_xyz(0.0, 0.0, 0.05),
            ))
            .with_child((
                CardLabel,
                Text2d::new(corner_index(c)),
                text_font,
                TextColor(colour),
                // Large indices in the top-left corner stay readable where cards overlap in a fanned hand.
                bevy::sprite::Anchor::TOP_LEFT,
                TextLayout::justify(Justify::Center),
                Transform::from_xyz(-CARD.x / 2.0 + 5.0, CARD.y / 2.0 - 3.0, 0.1),
                Visibility::Hidden,
            ))
            .with_child((
                SuitLetter,
                Text2d::new(crate::app::i18n::suit_letter(c.suit())),
                letter_font.clone(),
                TextColor(colour),
                // Under the corner index, in the strip of a card that stays in view in a fanned hand.
                bevy::sprite::Anchor::TOP_LEFT,
                Transform::from_xyz(-CARD.x / 2.0 + 6.0, CARD.y / 2.0 - 60.0, 0.15),
                Visibility::Hidden,
            ));
    }
}

/// A card's corner index as the code-drawn cards show it: "D\n♠" (the language's and the deck's letters).
fn corner_index(card: crate::engine::Card) -> String {
    format!(
        "{}\n{}",
        crate::app::i18n::rank_label(card.rank()),
        crate::app::i18n::suit_symbol(card.suit())
    )
}

/// The cards' own indices follow the language and the deck's suits (German's B and D, a German deck's U and O):
/// written when the cards were dressed, they are written again when either changes.
fn relabel_cards(
    cards: Query<(&CardEntity, &Children)>,
    mut labels: Query<&mut Text2d, (With<CardLabel>, Without<SuitLetter>)>,
    mut letters: Query<&mut Text2d, (With<SuitLetter>, Without<CardLabel>)>,
    mut shown: Local<Option<(crate::app::i18n::Language, crate::app::i18n::SuitStyle)>>,
) {
    let now = (crate::app::i18n::language(), crate::app::i18n::suit_style());
    if shown.replace(now).is_none_or(|before| before == now) {
        return;
    }
    for (card, children) in &cards {
        for child in children.iter() {
            if let Ok(mut label) = labels.get_mut(child) {
                let line = corner_index(card.0);
                if label.0 != line {
                    label.0 = line;
                }
            }
            if let Ok(mut letter) = letters.get_mut(child) {
                let line = crate::app::i18n::suit_letter(card.0.suit());
                if letter.0 != line {
                    letter.0 = line;
                }
            }
        }
    }
}

/// Reduced motion: a card that moves is already where it goes (`move_cards`) and fades in there; once it has
/// arrived it is fully drawn again.
fn fade_cards(
    settings: Res<Settings>,
    moving: Query<(&Motion, &Children)>,
    mut arrived: RemovedComponents<Motion>,
    children: Query<&Children>,
    mut surfaces: Query<&mut Sprite, With<CardSurface>>,
) {
    let mut set = |kids: &Children, alpha: f32| {
        for child in kids.iter() {
            if let Ok(mut sprite) = surfaces.get_mut(child)
                && sprite.color.alpha() != alpha
            {
                sprite.color.set_alpha(alpha);
            }
        }
    };
    for entity in arrived.read() {
        if let Ok(kids) = children.get(entity) {
            set(kids, 1.0);
        }
    }
    if !settings.reduced_motion {
        return;
    }
    for (motion, kids) in &moving {
        if motion.elapsed < motion.delay {
            continue;
        }
        set(kids, 0.15 + 0.85 * motion.progress());
    }
}

/// The dark fill of plates and boxes on the table: opaque, since a pile of tricks won peeks out from behind a
/// plate, and through a see-through fill it showed under the plate's words ("▶ You" held sideways, a phone's
/// card counts).
pub const PLATE_COLOUR: Color = Color::srgb(0.02, 0.10, 0.06);

/// The plates and boxes of a high-contrast table: opaque grey on the black cloth.
const HIGH_CONTRAST_FILL: Color = Color::srgb(0.17, 0.17, 0.19);

/// The high-contrast table: a near-black cloth and opaque grey plates and boxes; the normal table otherwise.
/// The contrast needs applying when the setting changed or sprites came or changed colour (plates and boxes come
/// and go with the games' phases, and a plate lit for the turn goes back to the plate colour); since only what
/// differs is changed, the frame after finds nothing to do.
fn contrast_to_apply(settings: Res<Settings>, touched: Query<(), Changed<Sprite>>) -> bool {
    settings.is_changed() || !touched.is_empty()
}

fn apply_contrast(
    settings: Res<Settings>,
    clear: Option<ResMut<ClearColor>>,
    mut felt: Query<&mut Sprite, With<Felt>>,
    mut plates: Query<&mut Sprite, Without<Felt>>,
    shape: Option<Res<super::plate_shape::RoundedPlate>>,
) {
    let high = settings.high_contrast;
    let cloth = if high {
        Color::srgb(0.12, 0.12, 0.12)
    } else {
        Color::WHITE
    };
    for mut sprite in &mut felt {
        if sprite.color != cloth {
            sprite.color = cloth;
        }
    }
    let background = if high { Color::BLACK } else { FELT };
    if let Some(mut clear) = clear.filter(|c| c.0 != background) {
        clear.0 = background;
    }
    let plate = PLATE_COLOUR;
    for mut sprite in &mut plates {
        // Plates and boxes are drawn in the plate colour or, high-contrast, in opaque grey.
        let is_plate = sprite.color == plate || sprite.color == HIGH_CONTRAST_FILL;
        // Plain rectangles and the rounded plate shape; never card art that happens to be tinted alike.
        let plate_image = sprite.image == Handle::default()
            || shape.as_ref().is_some_and(|s| s.fill == sprite.image);
        if !is_plate || !plate_image {
            continue;
        }
        let fill = if high { HIGH_CONTRAST_FILL } else { plate };
        if sprite.color != fill {
            sprite.color = fill;
        }
    }
}

/// On a phone, keeps the order of the person's suits one in which each lies whole in a row, where one does
/// ([`super::frame::HandRoom::order`]): the order shown so far while it still serves, so suits move only when they must.
/// It also keeps the table's copy of the person's sort and "as I arrange it" in step with the settings.
pub fn arrange_hand(frame: Res<TableFrame>, settings: Res<Settings>, table: Option<ResMut<Table>>) {
    let Some(mut table) = table else { return };
    if !frame.is_changed() && !table.is_changed() && !settings.is_changed() {
        return;
    }
    if table.sort != settings.hand_sort {
        table.sort = settings.hand_sort;
    }
    if table.arrange != settings.arrange_hand {
        table.arrange = settings.arrange_hand;
    }
    let order = group_order(&frame, &table);
    if table.group_order != order {
        table.group_order = order;
    }
}

/// The order the person's groups should show in on `frame` (`None`: the usual order).
fn group_order(frame: &TableFrame, table: &Table) -> Option<GroupOrder> {
    let game = &table.game;
    let room = frame.tall(game)?.hand_space();
    let seat = human_seat(table)?;
    // Schafkopf for two lays the cards on their piles, not in rows; a hand the person arranged keeps their order.
    if matches!(game, crate::engine::AnyMatch::Schafkopf(g) if g.rules().players() == 2)
        || table.arranged_now().is_some()
    {
        return None;
    }
    let trump = table.shown.trump;
    let (fanned, _) = fanned_hand(table, seat);
    // The groups present, in the order the person's sort lays them, and their sizes.
    let groups = game.group_runs(&game.hand_order_by(fanned, trump, table.sort), trump);
    let counts: Vec<usize> = groups.iter().map(|&(_, count)| count).collect();
    // The order shown so far, as indices of the groups present: those it named first, then any new ones.
    let kept = table
        .group_order
        .as_ref()
        .filter(|o| o.trump == trump && o.deal == table.shown.deal_code)
        .map(|o| {
            let at = |g: u8| o.groups.iter().position(|&x| x == g).unwrap_or(usize::MAX);
            let mut kept: Vec<usize> = (0..groups.len()).collect();
            kept.sort_by_key(|&i| at(groups[i].0));
            kept
        });
    let order = room.order(&counts, kept.as_deref(), table.sort.trumps_left);
    Some(GroupOrder {
        groups: order.iter().map(|&i| groups[i].0).collect(),
        trump,
        deal: table.shown.deal_code,
    })
}

/// Where a seat's pile of tricks lies on a desk: left-handed, the person's and a lone top seat's (whose plate
/// moves to the other side) mirrored.
pub fn desk_stack(frame: &TableFrame, seat: Seat, players: u8) -> Vec2 {
    let at = stack_anchor(seat, players, frame.margin);
    let anchor = seat_anchor(seat, players);
    if seat.0 == 0 || (anchor.x == 0.0 && anchor.y > 200.0) {
        Vec2::new(frame.side(at.x), at.y)
    } else {
        at
    }
}

/// Schafkopf for two on a desk: the person's piles, left-handed, lie as far right as they would lie left, in
/// their order as dealt.
fn mirrored_piles(frame: &TableFrame, at: Vec2, mine: bool, size: f32) -> Vec2 {
    if !mine || !frame.mirror {
        return at;
    }
    let middle = super::desk::person_room(size, frame.margin).0;
    Vec2::new(at.x - 2.0 * middle, at.y)
}

/// The widest an opponent's face-down fan spreads (between its outer cards' centres).
const OPPONENT_FAN: f32 = 150.0;

/// Works out each card's place on the table and sets it moving there when that changed.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
pub fn lay_out_cards(
    mut commands: Commands,
    table: Option<Res<Table>>,
    selection: Res<Selection>,
    pass: Res<PassChoice>,
    settings: Res<Settings>,
    mut cards: Query<
        (
            Entity,
            &CardEntity,
            &CardPlace,
            &Transform,
            Option<&Target>,
            Option<&MoveDelay>,
            &mut Face,
            Has<Dropped>,
        ),
        Without<Dragged>,
    >,
    moving: Query<(), With<Motion>>,
    art: Option<Res<CardArt>>,
    frame: Res<TableFrame>,
) {
    let Some(table) = table else { return };
    // Cards only move when the match, the person's selection, the card size or the art changes, not every frame.
    if !table.is_changed()
        && !selection.is_changed()
        && !settings.is_changed()
        && !pass.is_changed()
        && !art.as_ref().is_some_and(|a| a.is_changed())
        && !frame.is_changed()
    {
        return;
    }
    // A deck whose index is top-right overlaps the other way: each card lies over the next.
    let index_right = art.as_deref().is_some_and(|a| a.index_right(&settings));
    let game = &table.game;
    let shown = &table.shown;
    let players = game.players();
    let human = human_seat(&table);
    // The person's turn to play a card (not to declare: no card is chosen then).
    let my_turn = human.is_some()
        && table.turn_shown() == human
        && !matches!(
            game.decision(),
            Some(crate::engine::Decision::Declare { .. })
        );
    // Passing: nothing is dimmed, the cards chosen stand up and the one under the keys a little.
    let passing = persons_pass(&table).is_some();
    let legal = if my_turn {
        game.legal_moves()
    } else {
        CardSet::EMPTY
    };
    // Hands and stacks as the table shows them (the engine may already be further on).
    let mut hands = [CardSet::EMPTY; MAX_SEATS];
    let mut stacks = [CardSet::EMPTY; MAX_SEATS];
    let mut stock_cards = CardSet::EMPTY;
    for (_, card, place, ..) in &cards {
        match *place {
            CardPlace::Hand(seat) => hands[seat.index()].insert(card.0),
            CardPlace::TrickPile(seat) => stacks[seat.index()].insert(card.0),
            CardPlace::Stock => stock_cards.insert(card.0),
            _ => {}
        }
    }
    let sorted: Vec<Vec<crate::engine::Card>> = hands
        .iter()
        .enumerate()
        .map(|(seat, &hand)| hand_shown(&table, Seat(seat as u8), hand))
        .collect();
    // The card the person has chosen (their fanned hand in order, then a turn-up of theirs on the table).
    let chosen = human.and_then(|seat| {
        let choices = sorted_hand(&table, seat);
        choices
            .get(selection.index.min(choices.len().saturating_sub(1)))
            .copied()
    });
    let f = settings.pace();
    // The player's card size (Settings) applies to their hand and the Pin in the middle.
    let size = settings.size.clamp(100, 130) as f32 / 100.0;
    // Schafkopf for two: every card lies on its pile (the deal says which), the face-up ones seen by both.
    let on_piles =
        matches!(game, crate::engine::AnyMatch::Schafkopf(g) if g.rules().players() == 2);
    let pile_of = |c| table.carry.pile_of(c);
    let margin = frame.margin;
    // A phone or tablet upright: its own places (`frame::Tall`).
    let tall = frame.tall(game);
    let hand_size = tall.map_or(hand_scale(size), |t| t.hand_scale());
    let lift = |size: f32| tall.map_or(lift(size), |t| t.lift());
    let stock = tall.map_or(stock_at(players), |t| t.stock_at());
    let stock_scale = tall.map_or(1.0, |t| t.stock_scale());
    // A phone's rows for the person's hand: whole suits to a row where the room allows.
    let rows = match (tall, human) {
        (Some(t), Some(seat)) => {
            let runs = game.group_runs(&sorted[seat.index()], shown.trump);
            let counts: Vec<usize> = runs.iter().map(|&(_, count)| count).collect();
            t.hand_rows(&counts)
        }
        _ => Vec::new(),
    };
    // On a phone, when only some of the person's cards may be played and they share a row (as a suit does), those
    // stand out of the hand: the cards to aim at show whole above the rest. Cards rising from a front row would
    // cover the playable cards of the row behind.
    let aim = tall.is_some()
        && my_turn
        && !passing
        && human.is_some_and(|seat| {
            let mut rows_played = sorted[seat.index()]
                .iter()
                .enumerate()
                .filter(|(_, c)| legal.contains(**c))
                .map(|(i, _)| row_of(&rows, i));
            let first = rows_played.next();
            first.is_some()
                && rows_played.all(|row| Some(row) == first)
                && !(game.hand(seat) - legal).is_empty()
        });
    // On a phone, the rows behind a card raised to play (a tap's, the keys') rise as far as it does: it would cover
    // their cards' tap strips (they shrank to 29 px). The hand's room keeps a lift over its top row for this.
    let raised_row = match (tall, human, chosen) {
        (Some(_), Some(seat), Some(c)) if my_turn && !passing && selection.raises(c) => sorted
            [seat.index()]
        .iter()
        .position(|&x| x == c)
        .map(|i| row_of(&rows, i)),
        _ => None,
    };
    for (entity, card, place, transform, old, delay, mut face, dropped) in &mut cards {
        let c = card.0;
        if dropped {
            // Played by a drop, and the engine took it: it waits where it was let go until the Pin shows it.
            if let CardPlace::Hand(seat) = *place
                && !game.hand(seat).contains(c)
            {
                continue;
            }
            commands.entity(entity).remove::<Dropped>();
        }
        let mut dim = false;
        let (pos, up, z, scale) = match *place {
            CardPlace::Hand(seat) if on_piles => {
                let mine = Some(seat) == human;
                let at = match tall {
                    Some(t) => t.pile_at(seat, pile_of(c), mine),
                    None => mirrored_piles(
                        &frame,
                        pile_at(seat, pile_of(c), size, mine, margin),
                        mine,
                        size,
                    ),
                };
                let lift = if mine && my_turn && chosen == Some(c) && selection.raises(c) {
                    lift(size) * 0.6
                } else {
                    0.0
                };
                dim = mine && my_turn && !legal.contains(c);
                let scale = match (mine, tall) {
                    (true, _) => hand_size,
                    (false, Some(_)) => super::frame::OTHER_PILES_TALL,
                    (false, None) => OTHER_PILE_SCALE,
                };
                // The piles overlap a little, left under right, so every face-up card's index shows.
                (
                    at + Vec2::new(0.0, PILE_STEP * scale + lift),
                    true,
                    12.0 + pile_of(c) as f32 * 0.1,
                    scale,
                )
            }
            CardPlace::Covered(seat) => {
                let mine = Some(seat) == human;
                let scale = match (mine, tall) {
                    (true, _) => hand_size,
                    (false, Some(_)) => super::frame::OTHER_PILES_TALL,
                    (false, None) => OTHER_PILE_SCALE,
                };
                (
                    match tall {
                        Some(t) => t.pile_at(seat, pile_of(c), mine),
                        None => mirrored_piles(
                            &frame,
                            pile_at(seat, pile_of(c), size, mine, margin),
                            mine,
                            size,
                        ),
                    },
                    false,
                    6.0 + pile_of(c) as f32 * 0.1,
                    scale,
                )
            }
            CardPlace::Hand(seat) => {
                let hand = &sorted[seat.index()];
                let index = hand.iter().position(|&x| x == c).unwrap_or(0);
                let i = index as f32;
                let n = hand.len().max(1) as f32;
                let anchor = seat_anchor(seat, players);
                if Some(seat) == human {
                    // The hand spreads over the room right of the plate; a long hand overlaps more, never
                    // narrower than its index corner.
                    let (middle, room) = person_room(size, margin);
                    let width = CARD.x * hand_scale(size);
                    let step = ((room - width) / (n - 1.0).max(1.0)).min(width * 0.75);
                    // In the window's middle where the hand fits there beside the plate; as near as it can be
                    // otherwise.
                    let span = (n - 1.0) * step + width;
                    let left = person_left(size, margin);
                    // Left-handed, the hand lies as far right of the middle as it would lie left, its cards in
                    // their order.
                    let middle = frame.side((left + span / 2.0).max(0.0).min(middle));
                    // The person's selected card stands out; cards they may not play now are dimmed.
                    let lift = if passing {
                        // Only chosen cards stand up; the keyboard's card (in its ring) or the one under the
                        // mouse a little, so a card nobody chose never looks chosen.
                        match (
                            pass.chosen.contains(&c),
                            chosen == Some(c)
                                && (selection.by_keys || selection.pointed == Some(c)),
                        ) {
                            (true, true) => lift(size) * 1.15,
                            (true, false) => lift(size),
                            (false, true) => lift(size) * 0.35,
                            (false, false) => 0.0,
                        }
                    } else if my_turn && chosen == Some(c) && selection.raises(c) {
                        lift(size)
                    } else if pass.arrived.contains(&c) && tall.is_none() {
                        // Just passed to the person: it stands out until their first card (on a phone its glow
                        // alone marks it, for a card rising from a front row would cover the row behind).
                        lift(size) * 0.6
                    } else if aim && legal.contains(c) {
                        tall.map_or(0.0, |t| t.playable_lift())
                    } else {
                        0.0
                    };
                    dim = my_turn && !passing && !legal.contains(c);
                    if let Some(t) = tall {
                        // Upright: in rows across the whole width, each card a finger's width to tap.
                        let (at, z) = t.hand_card(index, &rows, index_right);
                        let behind = raised_row.is_some_and(|r| row_of(&rows, index) < r);
                        // A card of a row behind that stands out already (one to aim at) stands no higher.
                        let lift = if behind { lift.max(t.lift()) } else { lift };
                        (at + Vec2::new(0.0, lift), true, z, hand_size)
                    } else {
                        (
                            Vec2::new(
                                middle + (i - (n - 1.0) / 2.0) * step,
                                anchor.y + lift + hand_rise(size),
                            ),
                            true,
                            10.0 + if index_right { n - 1.0 - i } else { i },
                            hand_size,
                        )
                    }
                } else if let Some(t) = tall {
                    // Upright: a tight fan behind the seat's plate.
                    (
                        t.opponent_card(seat, index, hand.len()),
                        false,
                        10.0 + i,
                        super::frame::OPPONENT_TALL,
                    )
                } else {
                    // A long hand (Hearts at three: 17 cards) fans tighter, so it stays within its place.
                    let step = (OPPONENT_FAN / (n - 1.0).max(1.0)).min(16.0);
                    (
                        anchor + Vec2::new((i - (n - 1.0) / 2.0) * step, 0.0),
                        false,
                        10.0 + i,
                        OPPONENT_SCALE,
                    )
                }
            }
            CardPlace::Trick(seat) => {
                let order = shown.trick.iter().position(|&(_, x)| x == c).unwrap_or(0) as f32;
                let (middle, offset, scale) = match tall {
                    Some(t) => (
                        t.trick_at(),
                        t.trick_offset(seat, order as usize),
                        t.trick_scale(),
                    ),
                    None => (TRICK_AT, trick_offset(seat, players), trick_scale(size)),
                };
                (middle + offset * scale, true, 30.0 + order, scale)
            }
            CardPlace::Prize => match tall {
                Some(t) => (t.prize_at(), true, 8.0, t.prize_scale()),
                None => (prize_at(players), true, 8.0, prize_scale(players)),
            },
            CardPlace::FaceUp(seat) => {
                // The person's own turn-up can be chosen and played from where it lies.
                let mine = Some(seat) == human;
                let lift = if mine && my_turn && chosen == Some(c) && selection.raises(c) {
                    lift(size) * 0.6
                } else {
                    0.0
                };
                dim = mine && my_turn && !legal.contains(c);
                (
                    tall.map_or_else(
                        || {
                            let at = face_up_at(seat, players, margin);
                            if mine {
                                Vec2::new(frame.side(at.x), at.y)
                            } else {
                                at
                            }
                        },
                        |t| t.face_up_at(seat),
                    ) + Vec2::new(0.0, lift),
                    true,
                    8.0,
                    // Sideways, in the person's band, as high as their plate.
                    if tall.is_some_and(|t| t.low) {
                        super::frame::LOW_BAND_CARD
                    } else {
                        1.0
                    },
                )
            }
            CardPlace::Stock if stock_cards.len() == 2 && players == 3 => {
                // Dreiwendsch's skat: two cards side by side, so it reads as two.
                let i = stock_cards.iter().position(|x| x == c).unwrap_or(0) as f32;
                (
                    stock + Vec2::new(i * 22.0, -i * 4.0),
                    false,
                    4.0 + i * 0.01,
                    stock_scale,
                )
            }
            CardPlace::Stock => {
                // A little thickness: the stock looks like a pile that shrinks.
                let i = stock_cards.iter().position(|x| x == c).unwrap_or(0) as f32;
                (
                    stock + Vec2::splat(i * 0.3),
                    false,
                    4.0 + i * 0.01,
                    stock_scale,
                )
            }
            CardPlace::SetAside => (stock + Vec2::new(-6.0, -6.0), false, 3.0, 0.9 * stock_scale),
            CardPlace::TrickPile(seat) => {
                let i = stacks[seat.index()]
                    .iter()
                    .position(|x| x == c)
                    .unwrap_or(0) as f32;
                // Schafkopf for two: beside the piles, clear of them.
                let at = match tall {
                    Some(t) => t.stack_at(seat),
                    None if on_piles => {
                        let at = super::desk::two_stack_at(seat, margin);
                        Vec2::new(frame.side(at.x), at.y)
                    }
                    None => desk_stack(&frame, seat, players),
                };
                let scale = if tall.is_some() { 0.5 } else { 0.6 };
                let step = if seat.0 == 0 && tall.is_none() && !on_piles {
                    super::desk::PERSON_PILE_STEP
                } else {
                    Vec2::splat(0.4)
                };
                (at + i * step, false, 2.0 + i * 0.01, scale)
            }
        };
        if face.dim != dim {
            face.dim = dim;
        }
        let target = Target {
            pos: pos.extend(z),
            scale,
            up,
            place: *place,
        };
        if old == Some(&target) {
            continue;
        }
        let mut entity_commands = commands.entity(entity);
        entity_commands.insert(target).remove::<MoveDelay>();
        let is_moving = moving.contains(entity);
        match old {
            Some(old) if f > 0.0 => {
                // A lift or a shuffle within the same place is quick; a move to another place takes its time.
                let duration = if old.place == target.place {
                    0.12
                } else {
                    0.42
                } * f;
                let from = if is_moving {
                    transform.translation.with_z(old.pos.z)
                } else {
                    transform.translation
                };
                entity_commands.insert(Motion {
                    from,
                    to: target.pos,
                    from_scale: transform.scale.y,
                    to_scale: scale,
                    delay: delay.map_or(0.0, |d| d.0),
                    duration,
                    elapsed: 0.0,
                    turn_to: (face.up != up).then_some(up),
                });
            }
            _ => {
                // Instant speed, or a card laid for the first time: straight to its place.
                entity_commands.remove::<Motion>().insert(Transform {
                    translation: target.pos,
                    scale: Vec3::splat(scale),
                    ..default()
                });
                if face.up != up {
                    face.up = up;
                }
            }
        }
    }
}

/// The row (from the top) card `index` of a hand laid in `rows` lies in.
fn row_of(rows: &[usize], index: usize) -> usize {
    let mut end = 0;
    for (row, &count) in rows.iter().enumerate() {
        end += count;
        if index < end {
            return row;
        }
    }
    rows.len().saturating_sub(1)
}

/// Shows each card's side and dimming when they change, in the chosen card art (or drawn in code).
#[allow(clippy::type_complexity)]
fn paint_faces(
    mut cards: Query<(Ref<Face>, &CardEntity, &Children, &mut Sprite), Without<CardSurface>>,
    mut labels: Query<(&mut Visibility, &mut TextColor), (With<CardLabel>, Without<SuitLetter>)>,
    mut letters: Query<(&mut Visibility, &mut TextColor), (With<SuitLetter>, Without<CardLabel>)>,
    mut surfaces: Query<&mut Sprite, With<CardSurface>>,
    art: Option<Res<CardArt>>,
    settings: Res<Settings>,
) {
    // A new pack, back or four-colour choice repaints every card; otherwise only the cards that changed.
    let all = settings.is_changed() || art.as_ref().is_some_and(|a| a.is_changed());
    for (face, card, children, mut edge) in &mut cards {
        if !all && !face.is_changed() {
            continue;
        }
        let image = art.as_ref().and_then(|art| {
            if face.up {
                art.face(&settings, card.0)
            } else {
                art.back(&settings)
            }
        });
        // Card art has its own edge; cards drawn in code get a dark one.
        edge.color = if image.is_some() { Color::NONE } else { EDGE };
        for child in children.iter() {
            if let Ok(mut surface) = surfaces.get_mut(child) {
                match &image {
                    Some(image) => {
                        surface.image = image.image.clone();
                        surface.texture_atlas = image.atlas.clone();
                        surface.custom_size = Some(CARD + 2.0);
                        surface.color = if face.dim { DIMMED_ART } else { Color::WHITE };
                    }
                    None => {
                        surface.image = Handle::default();
                        surface.texture_atlas = None;
                        surface.custom_size = Some(CARD);
                        surface.color = match (face.up, face.dim) {
                            (false, _) => BACK,
                            (true, false) => FACE,
                            (true, true) => DIMMED,
                        };
                    }
                }
            }
            if let Ok((mut visibility, mut colour)) = letters.get_mut(child) {
                *visibility = if face.up && settings.suit_letters {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
                colour.0 = crate::app::ui::suit_ink(card.0.suit(), settings.four_colour);
            }
            if let Ok((mut visibility, mut colour)) = labels.get_mut(child) {
                *visibility = if face.up && image.is_none() {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
                colour.0 = crate::app::ui::suit_ink(card.0.suit(), settings.four_colour);
            }
        }
    }
}
