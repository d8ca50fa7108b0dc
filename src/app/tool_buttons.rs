//! The table's toolbar buttons and tooltips: an icon with its key in a key cap beside it, on a dark plate like
//! the seats' plates and the trump badge (one family), and a tooltip under a button that says its word and what
//! it does while the pointer rests on it, a touch is held on it or the keyboard's focus is on it, and after a long
//! press by touch (which chooses nothing) until the next touch.

use bevy::ecs::spawn::SpawnWith;
use bevy::ecs::system::IntoObserverSystem;
use bevy::input_focus::tab_navigation::TabIndex;
use bevy::input_focus::{InputFocus, InputFocusVisible};
use bevy::picking::events::{Pointer, Press};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::ui::{Activated, GOLD, INK, PANEL, click_button};
pub use super::ui::{ToolButton, Tooltip};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HeldTip>();
    app.add_observer(keep_explained_tip);
    app.add_observer(drop_held_tip);
    app.add_systems(Update, (colour_tools, show_tooltips));
}

/// The button a long press explained ([`super::ui::Explained`]): its tooltip stays up after the finger lifts, until
/// the next touch or click anywhere, so it can be read with the finger out of the way.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeldTip(pub Option<Entity>);

fn keep_explained_tip(explained: On<super::ui::Explained>, mut held: ResMut<HeldTip>) {
    held.set_if_neq(HeldTip(Some(explained.entity)));
}

/// The next press anywhere takes a held tooltip away (a press on its button shows it again while held).
fn drop_held_tip(_: On<Pointer<Press>>, mut held: ResMut<HeldTip>) {
    held.set_if_neq(HeldTip(None));
}

/// The one box that shows a [`Tooltip`].
#[derive(Component)]
pub struct TooltipBox;

/// A toolbar button's fill: the plates' dark green.
const TOOL: Color = Color::srgba(0.02, 0.10, 0.06, 0.88);
/// A toolbar button's fill under the pointer.
const TOOL_HOVER: Color = Color::srgba(0.08, 0.25, 0.15, 0.95);
/// A toolbar button's fill while pressed.
const TOOL_PRESS: Color = Color::srgba(0.01, 0.05, 0.03, 0.95);
/// A toolbar button's thin edge at rest (gold under the pointer).
pub const TOOL_EDGE: Color = Color::srgba(0.96, 0.93, 0.84, 0.35);

/// A toolbar button: `icon` with `key` in a key cap beside it; `word` (the button's name for screen readers and
/// the web page's hook, its first text, laid out as nothing) and `tip` (what it does) show in its tooltip.
/// `marker` goes on the icon, so a system can dim it (Undo with nothing to take back).
pub fn tool_button<B, M, I, T>(
    icon: &'static str,
    word: impl Into<String>,
    key: &'static str,
    tip: impl Into<String>,
    marker: T,
    action: I,
) -> impl Bundle
where
    B: Bundle,
    I: IntoObserverSystem<Activated, B, M>,
    T: Bundle,
{
    let action = IntoObserverSystem::into_system(action);
    let word = word.into();
    let tip = Tooltip {
        word: word.clone(),
        key,
        tip: tip.into(),
    };
    (
        Name::new(format!("Tool {word}")),
        Node::default(),
        Children::spawn(SpawnWith(move |parent: &mut ChildSpawner| {
            parent
                .spawn((
                    Button,
                    TabIndex(0),
                    tip,
                    ToolButton,
                    Node {
                        flex_direction: FlexDirection::Row,
                        align_items: AlignItems::Center,
                        column_gap: px(7),
                        padding: UiRect::new(px(9), px(7), px(2), px(2)),
                        min_height: px(34),
                        border: UiRect::all(px(1.5)),
                        border_radius: BorderRadius::all(px(8)),
                        ..default()
                    },
                    BorderColor::all(TOOL_EDGE),
                    Outline::new(px(3), px(3), Color::NONE),
                    BackgroundColor(TOOL),
                    children![
                        (
                            Text::new(word),
                            TextFont::from_font_size(16.0),
                            Node {
                                display: Display::None,
                                ..default()
                            },
                            Pickable::IGNORE,
                        ),
                        (
                            Node::default(),
                            Pickable::IGNORE,
                            children![(
                                Text::new(icon),
                                TextFont::from_font_size(21.0),
                                TextColor(INK),
                                Pickable::IGNORE,
                                marker,
                            )],
                        ),
                        key_cap(key),
                    ],
                ))
                .observe(click_button)
                .observe(action);
        })),
    )
}

/// A key cap beside a toolbar button's icon: a phone's upright table hides it, showing the icon alone.
#[derive(Component, Clone, Copy, Debug)]
pub struct KeyCap;

/// A key's name in a small key cap ("H", "Esc"), as on a keyboard.
pub fn key_cap(key: &'static str) -> impl Bundle {
    (
        KeyCap,
        Node {
            padding: UiRect::axes(px(5), px(0)),
            min_width: px(22),
            justify_content: JustifyContent::Center,
            border: UiRect::all(px(1)),
            border_radius: BorderRadius::all(px(4)),
            ..default()
        },
        BorderColor::all(INK.with_alpha(0.7)),
        BackgroundColor(INK.with_alpha(0.18)),
        Pickable::IGNORE,
        children![(
            Text::new(key),
            TextFont::from_font_size(17.0),
            TextColor(INK),
            Pickable::IGNORE,
        )],
    )
}

/// Toolbar buttons whose pointer state changed this frame.
type TouchedTools<'w, 's> = Query<
    'w,
    's,
    (
        &'static Interaction,
        &'static mut BackgroundColor,
        &'static mut BorderColor,
    ),
    (With<ToolButton>, Changed<Interaction>),
>;

/// A toolbar button lights up under the pointer: a lighter plate with a gold edge.
fn colour_tools(mut tools: TouchedTools) {
    for (interaction, mut fill, mut edge) in &mut tools {
        fill.0 = match interaction {
            Interaction::Pressed => TOOL_PRESS,
            Interaction::Hovered => TOOL_HOVER,
            Interaction::None => TOOL,
        };
        *edge = BorderColor::all(match interaction {
            Interaction::None => TOOL_EDGE,
            _ => GOLD,
        });
    }
}

/// A button with a tooltip, where it is laid out.
type TippedButtons<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static Interaction,
        &'static Tooltip,
        &'static ComputedNode,
        &'static UiGlobalTransform,
        &'static InheritedVisibility,
    ),
>;

/// Shows the tooltip of the button under the pointer, else of the button with the keyboard's focus (while the
/// keyboard is in use), else of the button a long press explained, under that button, right-aligned with it and
/// kept inside the window; hides it otherwise.
// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
fn show_tooltips(
    mut commands: Commands,
    buttons: TippedButtons,
    focus: Res<InputFocus>,
    visible: Res<InputFocusVisible>,
    held: Res<HeldTip>,
    mut boxes: Query<(Entity, &mut Node, &Children), With<TooltipBox>>,
    mut texts: Query<&mut Text>,
    windows: Query<&Window, With<PrimaryWindow>>,
) {
    let shown = buttons
        .iter()
        .find(|b| *b.1 != Interaction::None && b.5.get())
        .or_else(|| {
            buttons
                .iter()
                .find(|b| visible.0 && focus.get() == Some(b.0) && b.5.get())
        })
        .or_else(|| buttons.iter().find(|b| held.0 == Some(b.0) && b.5.get()));
    let Some((_, _, tip, node, at, _)) = shown else {
        for (entity, ..) in &boxes {
            commands.entity(entity).despawn();
        }
        return;
    };
    let line = tip.line(crate::app::i18n::touch());
    // Layout is in physical pixels; a node is placed in UI units (which the UI scale multiplies).
    let to_ui = node.inverse_scale_factor();
    let size = node.size() * to_ui;
    let centre = at.translation * to_ui;
    let room = windows.single().map_or(Vec2::new(1280.0, 800.0), |w| {
        w.physical_size().as_vec2() * to_ui
    });
    let (top, bottom, left, right, widest) = tip_place(centre, size, room);
    if let Ok((_, mut place, children)) = boxes.single_mut() {
        if place.top != top
            || place.bottom != bottom
            || place.left != left
            || place.right != right
            || place.max_width != widest
        {
            place.top = top;
            place.bottom = bottom;
            place.left = left;
            place.right = right;
            place.max_width = widest;
        }
        if let Some(mut text) = children.first().and_then(|&c| texts.get_mut(c).ok())
            && text.0 != line
        {
            text.0 = line;
        }
        return;
    }
    commands.spawn((
        Name::new("Tooltip"),
        TooltipBox,
        Node {
            position_type: PositionType::Absolute,
            top,
            bottom,
            left,
            right,
            max_width: widest,
            padding: UiRect::axes(px(10), px(6)),
            border: UiRect::all(px(1)),
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BackgroundColor(PANEL),
        BorderColor::all(GOLD.with_alpha(0.6)),
        GlobalZIndex(50),
        Pickable::IGNORE,
        children![(
            Text::new(line),
            TextFont::from_font_size(17.0),
            TextColor(INK),
            Pickable::IGNORE,
        )],
    ));
}

/// The widest a tooltip is, in UI units.
const TIP_WIDTH: f32 = 380.0;

/// The room a tooltip keeps from the window's edges, in UI units.
const TIP_MARGIN: f32 = 4.0;

/// Where the tooltip of a button at `centre` of `size` goes in a window of `room` (all in UI units): under the
/// button, right-aligned with it, or over it where there is no room under it (a call near a phone's foot); from
/// the window's left edge where a tooltip right-aligned with the button would have too little room (an icon near
/// the left of a phone's toolbar). Its top, bottom, left and right, and its widest.
fn tip_place(centre: Vec2, size: Vec2, room: Vec2) -> (Val, Val, Val, Val, Val) {
    // A tooltip of two or three lines: under the button unless that runs past the window's foot.
    const TIP_HIGH: f32 = 90.0;
    let under = centre.y + size.y / 2.0 + 6.0;
    let (top, bottom) = if under + TIP_HIGH <= room.y {
        (px(under), Val::Auto)
    } else {
        (Val::Auto, px(room.y - (centre.y - size.y / 2.0 - 6.0)))
    };
    let right_edge = centre.x + size.x / 2.0;
    let all = (room.x - 2.0 * TIP_MARGIN).clamp(0.0, TIP_WIDTH);
    let beside = (right_edge - TIP_MARGIN).min(TIP_WIDTH);
    if beside >= all.min(240.0) {
        let right = (room.x - right_edge).max(TIP_MARGIN);
        (top, bottom, Val::Auto, px(right), px(beside))
    } else {
        (top, bottom, px(TIP_MARGIN), Val::Auto, px(all))
    }
}
