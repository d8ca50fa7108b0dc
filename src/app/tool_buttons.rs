//! The table's toolbar buttons and tooltips: an icon with its key in a key cap beside it, on a dark plate like
//! the seats' plates and the trump badge (one family), and a tooltip under a button that says its word and what
//! it does while the pointer rests on it, a touch is held on it or the keyboard's focus is on it.

use bevy::ecs::spawn::SpawnWith;
use bevy::ecs::system::IntoObserverSystem;
use bevy::input_focus::tab_navigation::TabIndex;
use bevy::input_focus::{InputFocus, InputFocusVisible};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub use super::ui::ToolButton;
use super::ui::{Activated, GOLD, INK, PANEL, click_button};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (colour_tools, show_tooltips));
}

/// What a button does, in words: shown in a box under it while the pointer rests on it (a touch held on it) or
/// the keyboard's focus is on it.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Tooltip {
    /// The button's name ("Hint").
    pub word: String,
    /// Its key ("H"), left out for a player who plays by touch.
    pub key: &'static str,
    /// What it does.
    pub tip: String,
}

impl Tooltip {
    /// The box's line: "Hint (H): the card a strong player would choose now, and why"; without the key by touch.
    pub fn line(&self, touch: bool) -> String {
        if touch {
            format!("{}: {}", self.word, self.tip)
        } else {
            format!("{} ({}): {}", self.word, self.key, self.tip)
        }
    }
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
/// keyboard is in use), under that button, right-aligned with it and kept inside the window; hides it otherwise.
fn show_tooltips(
    mut commands: Commands,
    buttons: TippedButtons,
    focus: Res<InputFocus>,
    visible: Res<InputFocusVisible>,
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
        });
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
    let top = px(centre.y + size.y / 2.0 + 6.0);
    let right = px((room.x - (centre.x + size.x / 2.0)).max(4.0));
    if let Ok((_, mut place, children)) = boxes.single_mut() {
        if place.top != top || place.right != right {
            place.top = top;
            place.right = right;
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
            right,
            max_width: px(380),
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
