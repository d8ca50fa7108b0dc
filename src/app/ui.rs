//! Shared UI pieces: the palette, the game's fonts, buttons that react to hover and click, panels, the UI scale
//! that keeps menus readable from 800x600 up and on phones, and the scrolling of panels taller (or tables wider)
//! than the window.

use bevy::ecs::spawn::SpawnWith;
use bevy::ecs::system::IntoObserverSystem;
use bevy::input::mouse::MouseScrollUnit;
use bevy::input_focus::tab_navigation::{NavAction, TabGroup, TabIndex, TabNavigation};
use bevy::input_focus::{AutoFocus, FocusCause, InputFocus, InputFocusVisible};
use bevy::picking::events::{Click, Drag, Pointer, Press, Scroll};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy::text::FontSize;
use bevy::window::PrimaryWindow;

use super::state::{OpenPanel, Panel, PanelScope};
use crate::engine::GameKind;

pub(super) fn plugin(app: &mut App) {
    // DejaVu Sans becomes the default font, so every text can show the suit symbols Bevy's own font lacks.
    // Headless tests have no font assets and draw no text.
    if let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>() {
        let (regular, bold) = font_bytes();
        let _ = fonts.insert(AssetId::default(), Font::from_bytes(regular.to_vec()));
        let bold = fonts.add(Font::from_bytes(bold.to_vec()));
        app.insert_resource(BoldFont(bold));
    }
    // Bevy's focus resources (DefaultPlugins' InputFocusPlugin makes them too; headless tests have only these).
    app.init_resource::<InputFocus>();
    app.insert_resource(InputFocusVisible(true));
    app.init_resource::<UiShape>();
    app.init_resource::<ScrollDrag>();
    app.init_resource::<PressedAt>();
    app.init_resource::<RevealFocus>();
    app.add_systems(
        Update,
        (
            colour_buttons,
            scale_ui,
            show_focus,
            reveal_focus,
            ink_cards,
        ),
    );
    // After the frame's menus are spawned and the scale is known, before the UI is laid out.
    app.add_systems(
        PostUpdate,
        (fit_fluid, fit_menus_to_shape).before(bevy::ui::UiSystems::Prepare),
    );
    app.add_observer(scroll_with_wheel);
    app.add_observer(scroll_with_drag);
    app.add_observer(forget_scroll_drag);
    app.add_systems(
        PreUpdate,
        (dismiss_with_escape, navigate_menus)
            .chain()
            .after(bevy::input::InputSystems),
    );
}

// Desktop embeds the whole fonts (players' packs may name themselves in any script): DejaVu Sans with the German
// and Swiss suits added (`assets/fonts/`, `scripts/suit-glyphs.py`). The web embeds the subsets
// `scripts/subset-fonts.py` makes of them, the glyphs the game shows, since every byte of the `.wasm` is download.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn font_bytes() -> (&'static [u8], &'static [u8]) {
    (
        include_bytes!("../../assets/fonts/WendellheadSans.ttf"),
        include_bytes!("../../assets/fonts/WendellheadSans-Bold.ttf"),
    )
}
#[cfg(target_arch = "wasm32")]
pub(crate) fn font_bytes() -> (&'static [u8], &'static [u8]) {
    (
        include_bytes!("../../web/fonts/DejaVuSans.ttf"),
        include_bytes!("../../web/fonts/DejaVuSans-Bold.ttf"),
    )
}

/// Ivory text on the felt.
pub const INK: Color = Color::srgb(0.96, 0.93, 0.84);
/// Highlights: whose turn, the prize, the primary button.
pub const GOLD: Color = Color::srgb(1.0, 0.82, 0.30);
/// The dark panels of menus and overlays.
pub const PANEL: Color = Color::srgb(0.03, 0.09, 0.06);
/// A button at rest.
const BUTTON: Color = Color::srgb(0.80, 0.62, 0.20);
/// A button under the pointer.
const BUTTON_HOVER: Color = Color::srgb(0.92, 0.74, 0.30);
/// A button being pressed.
const BUTTON_PRESS: Color = Color::srgb(0.66, 0.50, 0.14);
/// Text on a button.
const BUTTON_TEXT: Color = Color::srgb(0.10, 0.08, 0.05);

/// The colour a suit symbol is drawn in on the dark panels and the felt: red and ivory, or with the four-colour
/// deck on, the deck's own four (clubs green, diamonds blue), brightened to read on dark ground.
pub fn suit_colour(suit: crate::engine::Suit, four_colour: bool) -> Color {
    use super::i18n::SuitStyle;
    use crate::engine::Suit;
    // A German or Swiss deck's suits in the colours its pips are printed in: brown acorns, green leaves, gold bells.
    match (super::i18n::suit_style(), suit) {
        (SuitStyle::French, _) => {}
        (_, Suit::Clubs) => return Color::srgb(0.86, 0.66, 0.42),
        (_, Suit::Diamonds) => return Color::srgb(1.0, 0.80, 0.30),
        (_, Suit::Hearts) => return Color::srgb(0.95, 0.35, 0.35),
        (SuitStyle::German, Suit::Spades) => return Color::srgb(0.45, 0.85, 0.45),
        (SuitStyle::Swiss, Suit::Spades) => return INK,
    }
    match (suit, four_colour) {
        (Suit::Hearts, _) | (Suit::Diamonds, false) => Color::srgb(0.95, 0.35, 0.35),
        (Suit::Diamonds, true) => Color::srgb(0.45, 0.65, 1.0),
        (Suit::Clubs, true) => Color::srgb(0.40, 0.85, 0.50),
        (Suit::Clubs | Suit::Spades, _) => INK,
    }
}

/// A card's name inside a line of text on a dark panel, inked as the table inks its suit ([`suit_colour`], the
/// four-colour deck's when it is on), so the A♦ never reads as the A♠.
#[derive(Component, Clone, Copy, Debug)]
pub struct CardInk(pub crate::engine::Suit);

/// A span naming `card` in a line, `size` px, in its suit's ink ([`CardInk`]).
pub fn card_span(card: crate::engine::Card, size: f32) -> impl Bundle {
    use super::i18n::CardWords;
    (
        CardInk(card.suit()),
        TextSpan::new(card.shown()),
        TextFont::from_font_size(size),
        TextColor(suit_colour(card.suit(), false)),
    )
}

/// Inks new card names, and every one again when the four-colour deck is switched.
fn ink_cards(
    settings: Res<crate::app::settings::Settings>,
    mut cards: Query<(Ref<CardInk>, &mut TextColor)>,
) {
    for (ink, mut colour) in &mut cards {
        if ink.is_added() || settings.is_changed() {
            colour.set_if_neq(TextColor(suit_colour(ink.0, settings.four_colour)));
        }
    }
}

/// The colour of a suit's index on a card's light face (the code-drawn cards; card art has its own).
pub fn suit_ink(suit: crate::engine::Suit, four_colour: bool) -> Color {
    use super::i18n::SuitStyle;
    use crate::engine::Suit;
    match (super::i18n::suit_style(), suit) {
        (SuitStyle::French, _) => {}
        (_, Suit::Clubs) => return Color::srgb(0.42, 0.26, 0.10),
        (_, Suit::Diamonds) => return Color::srgb(0.62, 0.40, 0.02),
        (_, Suit::Hearts) => return Color::srgb(0.78, 0.10, 0.12),
        (SuitStyle::German, Suit::Spades) => return Color::srgb(0.10, 0.45, 0.15),
        (SuitStyle::Swiss, Suit::Spades) => return Color::srgb(0.08, 0.08, 0.10),
    }
    match (suit, four_colour) {
        (Suit::Hearts, _) | (Suit::Diamonds, false) => Color::srgb(0.78, 0.10, 0.12),
        (Suit::Diamonds, true) => Color::srgb(0.12, 0.34, 0.72),
        (Suit::Clubs, true) => Color::srgb(0.12, 0.48, 0.20),
        (Suit::Clubs | Suit::Spades, _) => Color::srgb(0.08, 0.08, 0.10),
    }
}

/// A line cut at its suit symbols: each piece with the suit it shows, if it is one ("Solo ♥ (2)" → "Solo ",
/// "♥" hearts, " (2)").
pub fn suit_parts(line: &str) -> Vec<(String, Option<crate::engine::Suit>)> {
    use crate::engine::Suit;
    let mut parts: Vec<(String, Option<Suit>)> = Vec::new();
    for ch in line.chars() {
        let suit = super::i18n::suit_of_symbol(ch);
        match (parts.last_mut(), suit) {
            (Some((text, None)), None) => text.push(ch),
            _ => parts.push((ch.to_string(), suit)),
        }
    }
    parts
}

/// A text's whole line: its own text and its spans' (a label whose suits are coloured is split into spans).
pub fn whole_text(
    entity: Entity,
    texts: &Query<&Text>,
    spans: &Query<&TextSpan>,
    children: &Query<&Children>,
) -> Option<String> {
    let mut line = texts.get(entity).ok()?.0.clone();
    for &kid in children.get(entity).into_iter().flatten() {
        if let Ok(span) = spans.get(kid) {
            line.push_str(&span.0);
        }
    }
    Some(line)
}

/// DejaVu Sans Bold, for card indices and headings.
#[derive(Resource, Clone)]
pub struct BoldFont(pub Handle<Font>);

/// A text style of the game's fonts at a size; bold when the bold font is loaded.
pub fn font(size: f32, bold: Option<&BoldFont>) -> TextFont {
    let mut font = TextFont::from_font_size(size);
    if let Some(bold) = bold {
        font.font = bold.0.clone().into();
    }
    font
}

/// A full-window layer that centres its children; `scope` despawns it with its screen or phase.
pub fn overlay(name: &'static str, dim: bool) -> impl Bundle {
    (
        Name::new(name),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            ..default()
        },
        // Dark enough that a panel opened over another (the pause menu over a hand's panel, the settings over the
        // title) is read alone: what lies below stays only as a shape.
        BackgroundColor(if dim {
            Color::srgba(0.0, 0.0, 0.0, 0.72)
        } else {
            Color::NONE
        }),
        // Overlays sit above the table's own buttons.
        GlobalZIndex(10),
        // And take the pointer from them: picking already stops at an overlay, but a button's `Interaction`
        // (hover colours, tooltips) passed through one, so the Menu button's tooltip stayed over the pause panel
        // it had opened, the pointer still resting where the button lies below.
        bevy::ui::FocusPolicy::Block,
        // The keyboard's focus stays inside the front overlay.
        TabGroup::modal(),
        // Its lines and buttons are a menu's: readable and large enough to tap on a phone.
        Menu,
    )
}

/// A dark rounded panel laying out its children in a column. It is never taller than the window: a phone's
/// panel scrolls (wheel, drag, or the keyboard's focus), and never wider ([`Fluid::Panel`]).
pub fn panel() -> impl Bundle {
    let (node, fluid, fill) = panel_parts();
    (
        Node {
            overflow: Overflow::scroll_y(),
            ..node
        },
        fluid,
        fill,
    )
}

/// A wide panel's box, width and fill: [`footed_panel`]'s.
fn wide_parts() -> (Node, Fluid, BackgroundColor) {
    (
        Node {
            width: percent(100),
            max_width: px(760),
            max_height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(24)),
            row_gap: px(12),
            border_radius: BorderRadius::all(px(14)),
            ..default()
        },
        Fluid::Panel {
            most: 760.0,
            pad: 24.0,
        },
        BackgroundColor(PANEL),
    )
}

/// A panel as wide as the table allows (the whole window on a phone), for screens with rows of buttons, whose
/// buttons stay in sight at its foot: on a window too low for it all, its [`panel_body`] scrolls instead of the
/// whole panel (the setup's Deal button shows on a phone held upright).
pub fn footed_panel() -> impl Bundle {
    wide_parts()
}

/// The part of a [`footed_panel`] above its buttons: it gives up its height to them and scrolls.
pub fn panel_body() -> Node {
    Node {
        width: percent(100),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        row_gap: px(12),
        // Shrinks below its rows' height (a scrolled box's least height is none), so the foot keeps its own.
        flex_shrink: 1.0,
        min_height: px(0),
        overflow: Overflow::scroll_y(),
        ..default()
    }
}

/// The buttons' [`row`] at the foot of a [`footed_panel`]: never shrunk.
pub fn panel_foot() -> Node {
    Node {
        flex_shrink: 0.0,
        ..row()
    }
}

/// A [`panel`] in `root` whose way out (Back, Close, Done, the button that goes on) stays in sight: returns its
/// body, where its lines go and which scrolls on a window too low for them all, and its foot, where its buttons
/// go, always shown whole under it (a phone held sideways once had to scroll the rules two screens for Back).
pub fn footed(commands: &mut Commands, root: Entity) -> (Entity, Entity) {
    let (node, fluid, fill) = panel_parts();
    let gap = node.row_gap;
    footed_in(commands, root, (node, fluid, fill), gap)
}

/// As [`footed`], for a panel of its own look (`frame`: a [`Node`] that does not scroll itself, a [`Fluid`], a
/// fill), such as the score sheet's wider one; `gap` lies between the body's lines.
pub fn footed_in(
    commands: &mut Commands,
    root: Entity,
    frame: impl Bundle,
    gap: Val,
) -> (Entity, Entity) {
    let frame = commands.spawn((frame, ChildOf(root))).id();
    let body = commands
        .spawn((
            Node {
                // As wide as the panel allows, and given up in height to the foot.
                align_self: AlignSelf::Stretch,
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: gap,
                flex_shrink: 1.0,
                min_height: px(0),
                overflow: Overflow::scroll_y(),
                ..default()
            },
            ChildOf(frame),
        ))
        .id();
    let foot = commands.spawn((panel_foot(), ChildOf(frame))).id();
    (body, foot)
}

/// A [`panel`]'s box, width and fill, without its scrolling: [`footed`]'s frame.
fn panel_parts() -> (Node, Fluid, BackgroundColor) {
    panel_frame(760.0, 28.0, 14.0)
}

/// A panel's frame that does not scroll itself, for [`footed_in`]: a dark rounded column at most `most` wide on
/// a desk, padded by `pad`, `gap` between its lines, never taller than the window.
pub fn panel_frame(most: f32, pad: f32, gap: f32) -> (Node, Fluid, BackgroundColor) {
    (
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(pad)),
            row_gap: px(gap),
            max_width: px(most),
            max_height: percent(100),
            border_radius: BorderRadius::all(px(14)),
            ..default()
        },
        Fluid::Panel { most, pad },
        BackgroundColor(PANEL),
    )
}

/// A line of text in a panel.
pub fn text(line: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (
        // A label in the accessibility tree, so a screen reader can read the panel's lines one by one.
        Label,
        Text::new(line),
        TextFont::from_font_size(size),
        TextColor(colour),
        TextLayout::justify(Justify::Center),
    )
}

/// A button was activated: clicked, or Enter/Space while it has the keyboard focus. It bubbles up to the
/// button's ancestors, so a dialog can close whichever of its buttons was used.
#[derive(EntityEvent, Clone, Copy, Debug, PartialEq)]
#[entity_event(propagate, auto_propagate)]
pub struct Activated {
    /// The button.
    pub entity: Entity,
}

/// A setting's button was stepped to its next (`by` 1) or previous (`by` -1) value: a click or Enter is the
/// next, a right-click the previous, and ←/→ go either way while it has the keyboard focus.
#[derive(EntityEvent, Clone, Copy, Debug, PartialEq)]
pub struct Stepped {
    /// The button.
    pub entity: Entity,
    /// +1 or -1.
    pub by: i32,
}

/// Marks a button that steps through values ([`Stepped`]) instead of being activated.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Stepper;

/// The least room (in UI units) every menu and panel is laid out to fit: larger text stops growing there.
pub const MENU_ROOM: Vec2 = Vec2::new(1000.0, 680.0);

/// Width of the buttons in a menu column, so a column does not change width with its labels.
pub const MENU_WIDTH: f32 = 340.0;

/// A button of `width` (so a changing label never moves it) that runs `action` when activated, with `extra`
/// components on the button itself (e.g. [`Stepper`], `AutoFocus`); `action` observes [`Activated`] or, for a
/// stepper, [`Stepped`]. Buttons react to hover and press through [`colour_buttons`] and take the keyboard focus
/// in turn (Tab, arrows) inside their screen or panel; `marker` goes on the label, so a system can change it.
pub fn sized_button<E, B, M, I, T, X>(
    label: impl Into<String>,
    marker: T,
    width: Val,
    extra: X,
    action: I,
) -> impl Bundle
where
    E: EntityEvent,
    B: Bundle,
    I: IntoObserverSystem<E, B, M>,
    T: Bundle,
    X: Bundle,
{
    styled_button(
        label.into(),
        marker,
        width,
        extra,
        action,
        ButtonSize::Large,
    )
}

/// A button the size of a setting's stepper that runs `action` when activated: a row of settings that opens a
/// panel instead of stepping (the setup's Rules row) keeps the rows' one font size.
pub fn setting_button<B, M, I, T, X>(
    label: impl Into<String>,
    marker: T,
    width: Val,
    extra: X,
    action: I,
) -> impl Bundle
where
    B: Bundle,
    I: IntoObserverSystem<Activated, B, M>,
    T: Bundle,
    X: Bundle,
{
    styled_button(
        label.into(),
        marker,
        width,
        extra,
        action,
        ButtonSize::Medium,
    )
}

/// A compact button for the table's toolbar, out of the way of the cards.
pub fn small_button<B, M, I>(label: impl Into<String>, action: I) -> impl Bundle
where
    B: Bundle,
    I: IntoObserverSystem<Activated, B, M>,
{
    styled_button(label.into(), (), Val::Auto, (), action, ButtonSize::Small)
}

/// A compact button whose label carries `marker`, so a system can change the label, with `extra` on the button
/// itself (a [`Tooltip`] that explains it).
pub fn small_button_marked<B, M, I, T, X>(
    label: impl Into<String>,
    marker: T,
    extra: X,
    action: I,
) -> impl Bundle
where
    B: Bundle,
    I: IntoObserverSystem<Activated, B, M>,
    T: Bundle,
    X: Bundle,
{
    styled_button(
        label.into(),
        marker,
        Val::Auto,
        extra,
        action,
        ButtonSize::Small,
    )
}

/// How large a button is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ButtonSize {
    /// Menus' buttons.
    Large,
    /// Settings' steppers, three to a row.
    Medium,
    /// The table's toolbar.
    Small,
    /// A stepper: as large as settings' buttons, with room at its ends for the arrows that step it back and on.
    Stepper,
}

fn styled_button<E, B, M, I, T, X>(
    label: String,
    marker: T,
    width: Val,
    extra: X,
    action: I,
    size: ButtonSize,
) -> impl Bundle
where
    E: EntityEvent,
    B: Bundle,
    I: IntoObserverSystem<E, B, M>,
    T: Bundle,
    X: Bundle,
{
    let action = IntoObserverSystem::into_system(action);
    let (padding, min_width, font, radius) = match size {
        ButtonSize::Large => (UiRect::axes(px(24), px(10)), px(200), 24.0, 10),
        ButtonSize::Medium => (UiRect::axes(px(10), px(8)), px(0), 20.0, 9),
        ButtonSize::Small => (UiRect::axes(px(12), px(5)), px(0), 17.0, 7),
        ButtonSize::Stepper => (UiRect::axes(px(STEPPER_END), px(8)), px(0), 20.0, 9),
    };
    (
        Name::new(format!("Button {label}")),
        Node { width, ..default() },
        // The observer is attached to the spawned button, so a click on its text bubbles up to it.
        Children::spawn(SpawnWith(move |parent: &mut ChildSpawner| {
            parent
                .spawn((
                    Button,
                    TabIndex(0),
                    Node {
                        padding,
                        min_width,
                        width: percent(100),
                        justify_content: JustifyContent::Center,
                        // A label wrapped to two lines in a row of one-line buttons stays in the middle.
                        align_items: AlignItems::Center,
                        border_radius: BorderRadius::all(px(radius)),
                        ..default()
                    },
                    Outline::new(px(3), px(3), Color::NONE),
                    BackgroundColor(BUTTON),
                    extra,
                    children![(
                        Text::new(label),
                        TextFont::from_font_size(font),
                        TextColor(BUTTON_TEXT),
                        TextLayout::justify(Justify::Center),
                        Pickable::IGNORE,
                        marker,
                    )],
                ))
                .with_children(|button| {
                    if size == ButtonSize::Stepper {
                        // The ends say what a tap there does: the left third steps back, the rest on (small, in the padding).
                        for (arrow, left) in [("◀", true), ("▶", false)] {
                            let end = px(2);
                            button.spawn((
                                Text::new(arrow),
                                TextFont::from_font_size(11.0),
                                TextColor(BUTTON_TEXT.with_alpha(0.7)),
                                Node {
                                    position_type: PositionType::Absolute,
                                    left: if left { end } else { Val::Auto },
                                    right: if left { Val::Auto } else { end },
                                    ..default()
                                },
                                Pickable::IGNORE,
                            ));
                        }
                    }
                })
                .observe(click_button)
                .observe(action);
        })),
    )
}

/// The room at each end of a stepper, its arrow in it and a gap after it: a label as wide as the button
/// ("100 points: the lowest total then wins" on a phone) wraps rather than run into the arrows.
const STEPPER_END: f32 = 16.0;

/// How far across a stepper (from its left edge, in its width) a tap or click steps it back: its left third,
/// where its "◀" shows.
const STEP_BACK_SHARE: f32 = 1.0 / 3.0;

/// A button for a setting: shows `label` (kept up to date by its owner through `marker`) and steps the value;
/// `extra` goes on the button itself.
pub fn stepper<B, M, I, T, X>(
    label: impl Into<String>,
    marker: T,
    width: Val,
    extra: X,
    action: I,
) -> impl Bundle
where
    B: Bundle,
    I: IntoObserverSystem<Stepped, B, M>,
    T: Bundle,
    X: Bundle,
{
    styled_button(
        label.into(),
        marker,
        width,
        (Stepper, extra),
        action,
        ButtonSize::Stepper,
    )
}

/// A long press by touch on a button that explains itself (its [`Tooltip`]): the button is explained, not used
/// (holding "Solo ♦" to learn what it means once made the call).
#[derive(EntityEvent, Clone, Copy, Debug, PartialEq)]
pub struct Explained {
    /// The button.
    pub entity: Entity,
}

/// A click on a button activates it (a stepper steps: on, or back from its left third, where its "◀" shows, or
/// by a right-click) and gives it the focus, hidden again since the mouse is in use. A long press by touch on a
/// button with a [`Tooltip`] explains it instead, and on a stepper changes nothing.
// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
pub(crate) fn click_button(
    click: On<Pointer<Click>>,
    steppers: Query<(), With<Stepper>>,
    tips: Query<(), With<Tooltip>>,
    pressed: Option<Res<PressedAt>>,
    frame: Option<Res<bevy::diagnostic::FrameCount>>,
    mut focus: ResMut<InputFocus>,
    mut visible: ResMut<InputFocusVisible>,
    dragged: Option<Res<ScrollDrag>>,
    mut commands: Commands,
) {
    // A finger that scrolled a panel was not tapping the button it happened to start on.
    if dragged.is_some_and(|d| d.0 > TAP_SLOP) {
        return;
    }
    let entity = click.entity;
    let stepper = steppers.contains(entity);
    if let (Some(pressed), Some(frame)) = (pressed, frame)
        && super::touch::long_press(&click, pressed.0, frame.0)
    {
        // Held to learn what it is: a button that explains itself does; a stepper changes nothing (it once
        // stepped on, unasked).
        if tips.contains(entity) {
            commands.trigger(Explained { entity });
            return;
        }
        if stepper {
            return;
        }
    }
    if focus.get() != Some(entity) {
        focus.set(entity, FocusCause::Navigated);
    }
    if visible.0 {
        visible.0 = false;
    }
    // Picking tells where on the button the pointer was, from -0.5 at its left edge to 0.5 at its right.
    let at_left = click
        .hit
        .position
        .is_some_and(|at| at.x < -0.5 + STEP_BACK_SHARE);
    let by = match click.button {
        PointerButton::Primary if stepper && at_left => -1,
        PointerButton::Primary => 1,
        PointerButton::Secondary => -1,
        PointerButton::Middle => return,
    };
    if stepper {
        commands.trigger(Stepped { entity, by });
    } else if by == 1 {
        commands.trigger(Activated { entity });
    }
}

/// A question before something that cannot be undone: `confirm` (the action, on its button) or Cancel, which
/// has the focus so that Enter alone never throws anything away. Esc cancels too.
pub fn confirm<B, M, I>(
    commands: &mut Commands,
    question: impl Into<String>,
    detail: impl Into<String>,
    confirm: impl Into<String>,
    scope: PanelScope,
    action: I,
) where
    B: Bundle,
    I: IntoObserverSystem<Activated, B, M>,
{
    let mut root = commands.spawn((overlay("Confirm", true), Dismissable, ConfirmDialog));
    root.insert(GlobalZIndex(40));
    scope.scope(&mut root);
    let root = root.id();
    let panel = commands.spawn((panel(), ChildOf(root))).id();
    commands.spawn((text(question, 32.0, GOLD), ChildOf(panel)));
    commands.spawn((text(detail, 18.0, INK.with_alpha(0.8)), ChildOf(panel)));
    let buttons = commands.spawn((row(), ChildOf(panel))).id();
    commands.spawn((
        sized_button(
            t!("button-cancel-esc"),
            (),
            px(260),
            AutoFocus,
            |_: On<Activated>| {},
        ),
        ChildOf(buttons),
    ));
    commands.spawn((
        sized_button(confirm.into(), (), px(260), (), action),
        ChildOf(buttons),
    ));
    // Whichever button was used, the question goes.
    commands.entity(root).observe(close::<ConfirmDialog>);
}

/// The question of [`confirm`].
#[derive(Component)]
pub struct ConfirmDialog;

/// A button's action that closes every panel marked `T` (a panel's Back button, a question's answers).
pub fn close<T: Component>(
    _: On<Activated>,
    mut commands: Commands,
    panels: Query<Entity, With<T>>,
) {
    for panel in &panels {
        commands.entity(panel).try_despawn();
    }
}

/// An overlay that Esc closes (settings, rules, the last Pin). Esc closes the newest one and nothing else.
#[derive(Component)]
pub struct Dismissable;

/// Closes the newest dismissable overlay on Esc and consumes the key, so the table does not also pause.
fn dismiss_with_escape(
    mut commands: Commands,
    keys: Option<ResMut<ButtonInput<KeyCode>>>,
    overlays: Query<Entity, With<Dismissable>>,
) {
    let Some(mut keys) = keys else { return };
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    if let Some(newest) = overlays.iter().max() {
        commands.entity(newest).despawn();
        keys.clear_just_pressed(KeyCode::Escape);
    }
}

/// The keyboard in menus: Tab / Shift+Tab and ↑/↓ move the focus among the buttons of the topmost screen or
/// panel (each is a modal [`TabGroup`]: the focus never goes to a screen behind a panel), ←/→ step a focused
/// setting both ways and move along other buttons, Enter or Space activates. The keys used are consumed, so the
/// screen behind sees none of them. Without a menu on screen (the table in play) nothing is taken.
#[allow(clippy::too_many_arguments)]
fn navigate_menus(
    mut commands: Commands,
    keys: Option<ResMut<ButtonInput<KeyCode>>>,
    layers: Query<(Entity, Option<&GlobalZIndex>), With<TabGroup>>,
    nav: TabNavigation,
    parents: Query<&ChildOf>,
    focusable: Query<(), With<TabIndex>>,
    steppers: Query<(), With<Stepper>>,
    mut focus: ResMut<InputFocus>,
    mut visible: ResMut<InputFocusVisible>,
    mut reveal: ResMut<RevealFocus>,
) {
    let Some(mut keys) = keys else { return };
    // The newest of the highest layers is the one in front.
    let Some(top) = layers
        .iter()
        .max_by_key(|(entity, z)| (z.map_or(0, |z| z.0), *entity))
        .map(|(entity, _)| entity)
    else {
        return;
    };
    let inside = focus
        .get()
        .is_some_and(|f| focusable.contains(f) && parents.iter_ancestors(f).any(|a| a == top));
    if !inside {
        // A panel opened or closed: the focus goes to the front layer's first button.
        match nav.initialize(top, NavAction::First) {
            Ok(first) => focus.set(first, FocusCause::Navigated),
            Err(_) => return,
        }
    }
    let Some(focused) = focus.get() else { return };
    let shift = keys.pressed(KeyCode::ShiftLeft) || keys.pressed(KeyCode::ShiftRight);
    let stepper = steppers.contains(focused);
    let mut used = None;
    let mut go = None;
    for key in [
        KeyCode::Tab,
        KeyCode::ArrowDown,
        KeyCode::ArrowUp,
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
        KeyCode::Enter,
        KeyCode::NumpadEnter,
        KeyCode::Space,
    ] {
        if !keys.just_pressed(key) {
            continue;
        }
        used = Some(key);
        match key {
            KeyCode::Tab if shift => go = Some(NavAction::Previous),
            KeyCode::Tab | KeyCode::ArrowDown => go = Some(NavAction::Next),
            KeyCode::ArrowUp => go = Some(NavAction::Previous),
            KeyCode::ArrowLeft | KeyCode::ArrowRight if stepper => {
                let by = if key == KeyCode::ArrowLeft { -1 } else { 1 };
                commands.trigger(Stepped {
                    entity: focused,
                    by,
                });
            }
            KeyCode::ArrowLeft => go = Some(NavAction::Previous),
            KeyCode::ArrowRight => go = Some(NavAction::Next),
            _ if stepper => commands.trigger(Stepped {
                entity: focused,
                by: 1,
            }),
            _ => commands.trigger(Activated { entity: focused }),
        }
        break;
    }
    let Some(key) = used else { return };
    keys.clear_just_pressed(key);
    if !visible.0 {
        visible.0 = true;
    }
    if let Some(action) = go
        && let Ok(next) = nav.navigate(&focus, action)
    {
        focus.set(next, FocusCause::Navigated);
        // A button the keys moved to in a scrolled panel is scrolled into view.
        reveal.0 = true;
    }
}

/// The colour of the focus ring round the focused button.
const FOCUS_RING: Color = Color::srgb(1.0, 0.97, 0.80);

/// Rings the focused button while the keyboard is in use.
fn show_focus(
    focus: Res<InputFocus>,
    visible: Res<InputFocusVisible>,
    mut outlines: Query<(Entity, &mut Outline), With<Button>>,
    new: Query<(), Added<Button>>,
) {
    // Only when the focus moved, showed or hid, or buttons appeared: not a scan of every button each frame.
    if !focus.is_changed() && !visible.is_changed() && new.is_empty() {
        return;
    }
    for (entity, mut outline) in &mut outlines {
        let colour = if visible.0 && focus.get() == Some(entity) {
            FOCUS_RING
        } else {
            Color::NONE
        };
        if outline.color != colour {
            outline.color = colour;
        }
    }
}

/// The Rules and Settings buttons of the title screen and the pause menu: they ask for their panels, which
/// close with `scope`; Rules opens the rules of `game`.
pub fn panel_buttons(
    commands: &mut Commands,
    parent: Entity,
    scope: PanelScope,
    game: GameKind,
    width: Val,
) {
    for (label, panel) in [
        (t!("button-rules"), Panel::Rules(game)),
        (t!("button-settings"), Panel::Settings),
    ] {
        commands.spawn((
            sized_button(
                label,
                (),
                width,
                (),
                move |_: On<Activated>, mut commands: Commands| {
                    commands.trigger(OpenPanel { panel, scope });
                },
            ),
            ChildOf(parent),
        ));
    }
}

/// A table of results with `columns` columns of equal share: spawn [`cell`]s into it row by row, so the
/// figures line up whatever the names' widths. Wider than a phone, it scrolls across (see [`scroll_across`]).
pub fn results_grid(columns: u16) -> impl Bundle {
    (
        Node {
            display: Display::Grid,
            grid_template_columns: vec![GridTrack::auto(); columns as usize],
            column_gap: px(GRID_GAP),
            row_gap: px(6),
            justify_items: JustifyItems::Center,
            align_items: AlignItems::Center,
            ..scroll_across()
        },
        Fluid::Gap(GRID_GAP),
    )
}

/// The room between a [`results_grid`]'s columns on a desk.
const GRID_GAP: f32 = 22.0;

/// The room between a grid's columns on a phone: Schafkopf's five columns ("Balance" last) fit across 360 px
/// rather than scroll with their last heading cut.
const PHONE_GRID_GAP: f32 = 8.0;

/// A node (a table of figures) that is never wider than its parent: what does not fit scrolls across, by the
/// wheel, a drag or a finger. It never gives up height to a scrolled panel it lies in.
pub fn scroll_across() -> Node {
    Node {
        max_width: percent(100),
        overflow: Overflow::scroll_x(),
        // A scroll box may shrink to nothing in a column that runs out of room (its least size is 0): in a panel
        // that scrolls it keeps its whole height instead.
        flex_shrink: 0.0,
        ..default()
    }
}

/// One cell of a [`results_grid`].
pub fn cell(line: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (
        Label,
        Text::new(line),
        TextFont::from_font_size(size),
        TextColor(colour),
    )
}

/// A row of widgets side by side.
pub fn row() -> Node {
    Node {
        width: percent(100),
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        column_gap: px(12),
        row_gap: px(10),
        ..default()
    }
}

/// What a button does, in words: shown in a box under it while the pointer rests on it (a touch held on it) or
/// the keyboard's focus is on it (`tool_buttons`). A long press on such a button by touch explains it and
/// chooses nothing ([`Explained`]).
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Tooltip {
    /// The button's name ("Hint").
    pub word: String,
    /// Its key ("H"), left out for a player who plays by touch; empty for something no key uses.
    pub key: &'static str,
    /// What it does.
    pub tip: String,
}

impl Tooltip {
    /// The box's line: "Hint (H): the card a strong player would choose now, and why"; without the key by touch.
    pub fn line(&self, touch: bool) -> String {
        // A tip of something with no key (the deal's fingerprint) names no key either.
        if touch || self.key.is_empty() {
            format!("{}: {}", self.word, self.tip)
        } else {
            format!("{} ({}): {}", self.word, self.key, self.tip)
        }
    }
}

/// A toolbar button (`tool_buttons::tool_button`): drawn as a plate, not as a menu's gold button, and coloured
/// by its own system.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct ToolButton;

/// Marks a button that cannot be used yet (Pass before three cards are chosen): drawn faded, its label too, and
/// it keeps that look under the pointer. Its action still runs when used, and says why it cannot.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Disabled;

/// The faded fill of a [`Disabled`] button and its label's colour.
pub fn disabled_colours() -> (Color, Color) {
    // A muted khaki with ivory words: plainly not ready, still readable.
    (Color::srgba(0.38, 0.34, 0.22, 0.90), INK.with_alpha(0.80))
}

/// The fill and label colour of a usable button at rest.
pub fn enabled_colours() -> (Color, Color) {
    (BUTTON, BUTTON_TEXT)
}

/// Buttons whose pointer state changed this frame.
type TouchedButtons<'w, 's> = Query<
    'w,
    's,
    (&'static Interaction, &'static mut BackgroundColor),
    (
        With<Button>,
        Changed<Interaction>,
        // Toolbar buttons colour themselves (`tool_buttons`); a button that cannot be used yet stays faded.
        Without<ToolButton>,
        Without<Disabled>,
    ),
>;

fn colour_buttons(mut buttons: TouchedButtons) {
    for (interaction, mut colour) in &mut buttons {
        colour.0 = match interaction {
            Interaction::Pressed => BUTTON_PRESS,
            Interaction::Hovered => BUTTON_HOVER,
            Interaction::None => BUTTON,
        };
    }
}

/// The table's size in world units: the camera keeps it in view at any window size. It is 4:3, the narrowest
/// window the game lays out for, so every window shows all of it (a wider one shows more felt at the sides) and
/// the cards are sized by the window's height. The menus scale with it.
pub const TABLE_SIZE: Vec2 = Vec2::new(1066.0, 800.0);

/// The least scale the desk's 4:3 table is shown at (800x600 shows it at 0.75); a window that would show it
/// smaller is a phone's or a tablet's, and its menus are laid out for it ([`UiShape`]). The table's frame
/// (`table::frame`) draws the same line.
pub const DESK_LEAST: f32 = 0.74;

/// The room a phone's menus are laid out in, in UI units: across a phone held upright, down a phone held
/// sideways.
pub const PHONE_ROOM: f32 = 440.0;

/// The least size of a menu's text on a phone or tablet, in logical pixels (CSS pixels in a browser).
pub const PHONE_TEXT: f32 = 14.0;

/// The least height of a menu's button on a phone or tablet, in logical pixels: a finger's width to tap.
pub const PHONE_TAP: f32 = 44.0;

/// A panel's padding on a phone, in UI units: the room goes to the panel's lines instead.
const PHONE_PAD: f32 = 16.0;

/// How the menus are laid out for the window's shape.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum UiShape {
    /// A desk's window, 800x600 and up (a tablet held sideways too): the menus laid out for [`MENU_ROOM`] and
    /// scaled with the window.
    #[default]
    Desk,
    /// A phone or tablet held upright: the menus [`PHONE_ROOM`] units across (a tablet's up to 768).
    Narrow,
    /// A phone held sideways: the menus [`PHONE_ROOM`] units high.
    Short,
}

/// The shape of a window `width` x `height` (logical pixels): a desk's when it shows the 4:3 table at
/// [`DESK_LEAST`] or more, else a phone's, upright if it is taller than wide.
pub fn ui_shape(width: f32, height: f32) -> UiShape {
    let (w, h) = (width.max(1.0), height.max(1.0));
    if (w / TABLE_SIZE.x).min(h / TABLE_SIZE.y) >= DESK_LEAST {
        UiShape::Desk
    } else if h > w {
        UiShape::Narrow
    } else {
        UiShape::Short
    }
}

/// What the player's size setting (Settings' "Size") changes in a window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeReach {
    /// A desk's window: the person's cards and the menus.
    CardsAndMenus,
    /// A phone or tablet with room to spare: the menus (its table's cards fit the window by themselves).
    Menus,
    /// A phone whose menus already fill it and whose cards fit it: nothing, so the setting is not offered there.
    Nothing,
}

impl SizeReach {
    /// Its name in the messages that choose their words by it (`settings-help`).
    pub fn key(self) -> &'static str {
        match self {
            SizeReach::CardsAndMenus => "cards",
            SizeReach::Menus => "menus",
            SizeReach::Nothing => "fixed",
        }
    }
}

/// What the size setting changes in a window `width` x `height` (logical pixels): see [`scale_ui`] and the table's
/// frame, which sizes a phone's cards from its window alone.
pub fn size_reach(width: f32, height: f32) -> SizeReach {
    let side = match ui_shape(width, height) {
        UiShape::Desk => return SizeReach::CardsAndMenus,
        UiShape::Narrow => width,
        UiShape::Short => height,
    };
    if phone_scale(side, 1.3) > phone_scale(side, 1.0) + 0.005 {
        SizeReach::Menus
    } else {
        SizeReach::Nothing
    }
}

/// The UI scale of a phone whose menus' room ([`PHONE_ROOM`]) lies along a side of `side` logical pixels, at the
/// player's text size `size` (1.0 to 1.3).
fn phone_scale(side: f32, size: f32) -> f32 {
    let fit = side / PHONE_ROOM;
    let least = fit.clamp(0.8, 1.0);
    // A larger text size grows the menus only as far as the room still fits (a tablet has room to spare).
    least.max((least * size).min(fit))
}

/// Sets `UiScale` (and [`UiShape`]) from the window's size and the player's text size.
///
/// - A desk's window (800x600 and up): the menus are laid out for a 1280x800 window and scaled with it, like the
///   table, times the player's text size (100 to 130 %), as far as [`MENU_ROOM`] (1000x680 units) still fits.
/// - A phone or tablet held upright (the table shown under [`DESK_LEAST`] and the window taller than wide):
///   `clamp(width / 440, 0.8, 1.0)`, so the menus are 440 units across on a phone (up to 768 on a tablet); the text
///   size grows them only where there is room to spare.
/// - A phone held sideways: `clamp(height / 440, 0.8, 1.0)`, the menus about 440 units high (950 across).
///
/// On a phone the menus' lines are at least [`PHONE_TEXT`] (14 px) and their buttons [`PHONE_TAP`] (44 px) tall
/// ([`fit_menus_to_shape`]: a font under 17.5 units would fall under 14 px at 0.8); panels are at most as wide as
/// the window, their padding smaller, and rows of a label and a button put the label over the button where they
/// do not fit side by side. A panel taller than the window scrolls (the wheel, a drag or a finger, or the keys
/// moving the focus), and so does a table of figures wider than it, across.
fn scale_ui(
    windows: Query<Ref<Window>, With<PrimaryWindow>>,
    settings: Res<crate::app::settings::Settings>,
    scale: Option<ResMut<UiScale>>,
    mut shape: ResMut<UiShape>,
) {
    if let (Ok(window), Some(mut scale)) = (windows.single(), scale) {
        if !window.is_changed() && !settings.is_changed() {
            return;
        }
        let (w, h) = (window.width(), window.height());
        let now = ui_shape(w, h);
        let size = settings.size.clamp(100, 130) as f32 / 100.0;
        let s = match now {
            // The player's text size (Settings) on top of the window's scale, as far as the menus still fit: they
            // are laid out to fit MENU_ROOM at the least.
            // The table is 4:3 (`TABLE_SIZE`), so a 4:3 window scales the menus as the table, by its height.
            UiShape::Desk => ((w / TABLE_SIZE.x).min(h / 800.0).clamp(0.55, 2.0) * size)
                .min(w / MENU_ROOM.x)
                .min(h / MENU_ROOM.y)
                .max(0.3),
            UiShape::Narrow => phone_scale(w, size),
            UiShape::Short => phone_scale(h, size),
        };
        if (scale.0 - s).abs() > 0.01 {
            scale.0 = s;
        }
        shape.set_if_neq(now);
    }
}

/// Marks a panel whose every line is drawn at [`LEGIBLE_TEXT`] or more on any window, a desk's too (the
/// statistics, whose charts a small window would otherwise shrink past reading).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Legible;

/// The least size of a [`Legible`] panel's lines, in logical pixels.
pub const LEGIBLE_TEXT: f32 = 12.0;

/// Marks the top of a menu, a panel or a dialog (every [`overlay`], the title screen): on a phone its lines are
/// drawn at [`PHONE_TEXT`] or more and its buttons are [`PHONE_TAP`] tall or more.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Menu;

/// How a node's width gives way on a phone or tablet (a [`UiShape`] other than the desk's), kept up to date as
/// the window turns. On a desk the node is laid out exactly as for [`MENU_ROOM`].
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub enum Fluid {
    /// `px(w)` wide on a desk; on a phone its parent's whole width, at most `w`.
    Width(f32),
    /// A panel: on a desk at most `most` wide and padded by `pad`; on a phone at most the window's width, with
    /// less padding.
    Panel {
        /// The widest it is on a desk.
        most: f32,
        /// Its padding on a desk.
        pad: f32,
    },
    /// A grid's columns: this far apart on a desk, closer on a phone.
    Gap(f32),
}

/// A menu line's own size (UI units), kept while a phone shows it larger.
#[derive(Component, Clone, Copy, Debug)]
struct AuthoredSize(f32);

/// A menu button's own least width, kept while a finger's width is asked of it.
#[derive(Component, Clone, Copy, Debug)]
struct AuthoredWidth(Val);

/// `own` least width, or a finger's (`finger`, UI units) where that is wider.
fn finger_wide(own: Val, finger: f32) -> Val {
    match own {
        Val::Px(units) => px(units.max(finger)),
        Val::Auto => px(finger),
        other => other,
    }
}

/// Lays out every [`Fluid`] node for the window's shape: when it appears, and when the shape changes.
fn fit_fluid(
    shape: Res<UiShape>,
    windows: Query<&Window, With<PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    new: Query<(), Added<Fluid>>,
    mut nodes: Query<(Ref<Fluid>, &mut Node)>,
) {
    let turned = shape.is_changed() || scale.as_ref().is_some_and(|s| s.is_changed());
    if !turned && new.is_empty() {
        return;
    }
    let desk = *shape == UiShape::Desk;
    // The room across a phone's panel, in UI units: a node that fits there keeps its desk width (a phone held
    // sideways). A width of 100 % held in by a smaller maximum is not laid out right when it wraps (its second
    // line is not given its height), so a percentage is used only where the window is the narrower.
    let room = windows.single().map_or(0.0, |w| {
        w.width() / scale.as_ref().map_or(1.0, |s| s.0).max(0.1) - 2.0 * PHONE_PAD - 48.0
    });
    for (fluid, mut node) in &mut nodes {
        if !turned && !fluid.is_added() {
            continue;
        }
        let (width, max_width, padding) = match (*fluid, desk) {
            (Fluid::Gap(gap), _) => {
                let gap = px(if desk { gap } else { gap.min(PHONE_GRID_GAP) });
                if node.column_gap != gap {
                    node.column_gap = gap;
                }
                continue;
            }
            (Fluid::Width(w), true) => (px(w), Val::Auto, node.padding),
            (Fluid::Width(w), false) if w <= room => (px(w), Val::Auto, node.padding),
            (Fluid::Width(w), false) => (percent(100), px(w), node.padding),
            (Fluid::Panel { most, pad }, true) => (node.width, px(most), UiRect::all(px(pad))),
            (Fluid::Panel { pad, .. }, false) => (
                node.width,
                percent(100),
                UiRect::all(px(pad.min(PHONE_PAD))),
            ),
        };
        if node.width != width || node.max_width != max_width || node.padding != padding {
            node.width = width;
            node.max_width = max_width;
            node.padding = padding;
        }
    }
}

/// Whether `entity` is a [`Menu`] or lies in one.
fn in_menu(entity: Entity, menus: &Query<(), With<Menu>>, parents: &Query<&ChildOf>) -> bool {
    menus.contains(entity) || parents.iter_ancestors(entity).any(|a| menus.contains(a))
}

/// On a phone, raises every menu line under [`PHONE_TEXT`] to it and makes every menu button [`PHONE_TAP`] tall
/// and wide at the least (in UI units that is the logical size over `UiScale`); on a desk, lines and buttons are
/// as authored, but a [`Legible`] panel's lines are [`LEGIBLE_TEXT`] at the least, and played by touch (a tablet
/// held sideways has a desk's shape) its buttons are a finger's size too. Runs for new lines and buttons, and for
/// all of them when the scale, the shape or the hands at work change.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn fit_menus_to_shape(
    mut commands: Commands,
    mut by_touch: Local<bool>,
    shape: Res<UiShape>,
    scale: Option<Res<UiScale>>,
    new_lines: Query<(), Or<(Added<Text>, Added<TextSpan>)>>,
    new_buttons: Query<(), Added<Button>>,
    menus: Query<(), With<Menu>>,
    legible: Query<(), With<Legible>>,
    parents: Query<&ChildOf>,
    mut lines: Query<
        (Entity, &mut TextFont, Option<&AuthoredSize>),
        Or<(With<Text>, With<TextSpan>)>,
    >,
    mut buttons: Query<
        (Entity, Ref<Button>, &mut Node, Option<&AuthoredWidth>),
        Without<ToolButton>,
    >,
) {
    // Whether the person plays by touch is the process's (a touch or the web page's coarse pointer says so).
    let touch = super::i18n::touch();
    let touched = *by_touch != touch;
    *by_touch = touch;
    let rescaled = shape.is_changed() || scale.as_ref().is_some_and(|s| s.is_changed()) || touched;
    if !rescaled && new_lines.is_empty() && new_buttons.is_empty() {
        return;
    }
    let ui = scale.map_or(1.0, |s| s.0).max(0.1);
    let phone = *shape != UiShape::Desk;
    let least_line = if phone { PHONE_TEXT / ui } else { 0.0 };
    // A finger's size on a phone, and on a tablet's desk-shaped table played by touch ("Pass cards" was 29 px
    // tall at 1024x768, the calls 30).
    let finger = (phone || touch).then_some(PHONE_TAP / ui);
    let least_tap = finger.map_or(Val::Auto, px);
    for (entity, mut font, authored) in &mut lines {
        if !rescaled && !font.is_added() {
            continue;
        }
        let FontSize::Px(now) = font.font_size else {
            continue;
        };
        if !in_menu(entity, &menus, &parents) {
            continue;
        }
        let own = authored.map_or(now, |a| a.0);
        let least = if parents.iter_ancestors(entity).any(|a| legible.contains(a)) {
            least_line.max(LEGIBLE_TEXT / ui)
        } else {
            least_line
        };
        let wanted = own.max(least);
        if (wanted - now).abs() > 0.01 {
            font.font_size = FontSize::Px(wanted);
        }
        if wanted > own && authored.is_none() {
            // The line may go with its panel this very frame.
            commands.entity(entity).try_insert(AuthoredSize(own));
        }
    }
    for (entity, button, mut node, authored) in &mut buttons {
        if (!rescaled && !button.is_added()) || !in_menu(entity, &menus, &parents) {
            continue;
        }
        if node.min_height != least_tap {
            node.min_height = least_tap;
        }
        // A finger's width too: the wedding's ◀ and ▶ were 30 px wide at 360.
        let own = authored.map_or(node.min_width, |a| a.0);
        let wide = finger.map_or(own, |f| finger_wide(own, f));
        if node.min_width != wide {
            if authored.is_none() {
                commands.entity(entity).try_insert(AuthoredWidth(own));
            }
            node.min_width = wide;
        }
    }
}

/// How far (UI units) a finger, or the mouse, has scrolled a panel since it was pressed: past a few units, its
/// release clicks nothing.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ScrollDrag(pub f32);

/// How far a tap may scroll a panel (UI units) and still be a tap.
const TAP_SLOP: f32 = 12.0;

/// The keyboard moved the focus: the focused button is scrolled into view ([`reveal_focus`]).
#[derive(Resource, Clone, Copy, Debug, Default)]
struct RevealFocus(bool);

/// How far a line of the mouse wheel scrolls, in UI units (three lines of a panel's text).
const WHEEL_LINE: f32 = 48.0;

/// Whether `node` scrolls on either axis.
fn scrolls(node: &Node) -> bool {
    node.overflow.x == OverflowAxis::Scroll || node.overflow.y == OverflowAxis::Scroll
}

/// Moves a scrolled box's `position` by `by` (UI units) as far as its content goes, on the axes it scrolls;
/// returns how far it moved.
fn scroll_within(
    node: &Node,
    shown: &ComputedNode,
    position: &mut ScrollPosition,
    by: Vec2,
) -> Vec2 {
    // The layout sizes are in physical pixels; the scroll position is in UI units.
    let most =
        ((shown.content_size() - shown.size()) * shown.inverse_scale_factor()).max(Vec2::ZERO);
    let mut to = position.0;
    if node.overflow.x == OverflowAxis::Scroll {
        to.x = (to.x + by.x).clamp(0.0, most.x);
    }
    if node.overflow.y == OverflowAxis::Scroll {
        to.y = (to.y + by.y).clamp(0.0, most.y);
    }
    let moved = to - position.0;
    if moved != Vec2::ZERO {
        position.0 = to;
    }
    moved
}

/// The mouse wheel (or a touchpad) scrolls the innermost scrolled box under the pointer that can still move that
/// way; a box at its end leaves the wheel to the one around it.
fn scroll_with_wheel(
    mut wheel: On<Pointer<Scroll>>,
    scale: Option<Res<UiScale>>,
    mut boxes: Query<(&Node, &ComputedNode, &mut ScrollPosition)>,
) {
    let Ok((node, shown, mut position)) = boxes.get_mut(wheel.entity) else {
        return;
    };
    if !scrolls(node) {
        return;
    }
    let step = match wheel.unit {
        MouseScrollUnit::Line => WHEEL_LINE,
        // Pixels are logical pixels: UI units are `UiScale` of them.
        MouseScrollUnit::Pixel => 1.0 / scale.map_or(1.0, |s| s.0).max(0.1),
    };
    let by = -Vec2::new(wheel.x, wheel.y) * step;
    if scroll_within(node, shown, &mut position, by) != Vec2::ZERO {
        wheel.propagate(false);
    }
}

/// A drag (a finger on a phone) scrolls the innermost scrolled box it started in that can move that way, the
/// content following the finger.
fn scroll_with_drag(
    mut drag: On<Pointer<Drag>>,
    scale: Option<Res<UiScale>>,
    mut boxes: Query<(&Node, &ComputedNode, &mut ScrollPosition)>,
    mut dragged: ResMut<ScrollDrag>,
) {
    let Ok((node, shown, mut position)) = boxes.get_mut(drag.entity) else {
        return;
    };
    if !scrolls(node) {
        return;
    }
    // The drag's movement is in logical pixels; the content moves with the finger, so the view moves against it.
    let by = -drag.delta / scale.map_or(1.0, |s| s.0).max(0.1);
    let moved = scroll_within(node, shown, &mut position, by);
    if moved != Vec2::ZERO {
        dragged.0 += moved.length();
        drag.propagate(false);
    }
}

/// The frame the latest press began in, which times a long press ([`click_button`]).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct PressedAt(pub u32);

/// A new press starts with nothing scrolled; its frame is kept.
fn forget_scroll_drag(
    _: On<Pointer<Press>>,
    mut dragged: ResMut<ScrollDrag>,
    mut pressed: ResMut<PressedAt>,
    frame: Option<Res<bevy::diagnostic::FrameCount>>,
) {
    if dragged.0 != 0.0 {
        dragged.0 = 0.0;
    }
    if let Some(frame) = frame {
        pressed.0 = frame.0;
    }
}

/// Scrolls the button the keys moved the focus to into view, in the scrolled panel (or page) it lies in.
fn reveal_focus(
    mut reveal: ResMut<RevealFocus>,
    focus: Res<InputFocus>,
    parents: Query<&ChildOf>,
    placed: Query<(&ComputedNode, &UiGlobalTransform)>,
    mut boxes: Query<(
        &Node,
        &ComputedNode,
        &UiGlobalTransform,
        &mut ScrollPosition,
    )>,
) {
    if !reveal.0 {
        return;
    }
    reveal.0 = false;
    let Some(focused) = focus.get() else { return };
    let Ok((button, at)) = placed.get(focused) else {
        return;
    };
    // Physical pixels, down the screen.
    let top = at.translation.y - button.size().y / 2.0;
    let bottom = top + button.size().y;
    for ancestor in parents.iter_ancestors(focused) {
        let Ok((node, shown, view_at, mut position)) = boxes.get_mut(ancestor) else {
            continue;
        };
        if node.overflow.y != OverflowAxis::Scroll {
            continue;
        }
        let view_top = view_at.translation.y - shown.size().y / 2.0;
        let view_bottom = view_top + shown.size().y;
        let by = if top < view_top {
            top - view_top
        } else if bottom > view_bottom {
            (bottom - view_bottom).min(top - view_top)
        } else {
            0.0
        };
        if by != 0.0 {
            scroll_within(
                node,
                shown,
                &mut position,
                Vec2::new(0.0, by * shown.inverse_scale_factor()),
            );
        }
        break;
    }
}
