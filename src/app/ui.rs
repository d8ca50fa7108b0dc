//! Shared UI pieces: the palette, the game's fonts, buttons that react to hover and click, panels, and the UI
//! scale that keeps menus readable from 800x600 up.

use bevy::ecs::spawn::SpawnWith;
use bevy::ecs::system::IntoObserverSystem;
use bevy::picking::events::{Click, Pointer};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    // DejaVu Sans becomes the default font, so every text can show the suit symbols Bevy's own font lacks.
    // Headless tests have no font assets and draw no text.
    if let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>() {
        let (regular, bold) = font_bytes();
        let _ = fonts.insert(AssetId::default(), Font::from_bytes(regular.to_vec()));
        let bold = fonts.add(Font::from_bytes(bold.to_vec()));
        app.insert_resource(BoldFont(bold));
    }
    app.add_systems(Update, (colour_buttons, scale_ui));
    app.add_systems(
        PreUpdate,
        dismiss_with_escape.after(bevy::input::InputSystems),
    );
}

// Desktop embeds the whole fonts (players' packs may name themselves in any script); the web embeds the subsets
// `scripts/subset-fonts.py` makes of the glyphs the game shows, since every byte of the `.wasm` is download.
#[cfg(not(target_arch = "wasm32"))]
fn font_bytes() -> (&'static [u8], &'static [u8]) {
    (dejavu::sans::regular(), dejavu::sans::bold())
}
#[cfg(target_arch = "wasm32")]
fn font_bytes() -> (&'static [u8], &'static [u8]) {
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
        BackgroundColor(if dim {
            Color::srgba(0.0, 0.0, 0.0, 0.45)
        } else {
            Color::NONE
        }),
        // Overlays sit above the table's own buttons.
        GlobalZIndex(10),
    )
}

/// A dark rounded panel laying out its children in a column.
pub fn panel() -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(28)),
            row_gap: px(14),
            max_width: px(760),
            border_radius: BorderRadius::all(px(14)),
            ..default()
        },
        BackgroundColor(PANEL),
    )
}

/// A [`panel`] as wide as the table allows, for screens with rows of buttons.
pub fn wide_panel() -> impl Bundle {
    (
        Node {
            width: px(760),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(24)),
            row_gap: px(12),
            border_radius: BorderRadius::all(px(14)),
            ..default()
        },
        BackgroundColor(PANEL),
    )
}

/// A line of text in a panel.
pub fn text(line: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (
        Text::new(line),
        TextFont::from_font_size(size),
        TextColor(colour),
        TextLayout::justify(Justify::Center),
    )
}

/// A button that runs `action` when clicked. Buttons react to hover and press through [`colour_buttons`].
pub fn button<B, M, I>(label: impl Into<String>, action: I) -> impl Bundle
where
    B: Bundle,
    I: IntoObserverSystem<Pointer<Click>, B, M>,
{
    button_marked(label, (), action)
}

/// A [`button`] whose label also carries `marker`, so a system can change the label later.
pub fn button_marked<B, M, I, T>(label: impl Into<String>, marker: T, action: I) -> impl Bundle
where
    B: Bundle,
    I: IntoObserverSystem<Pointer<Click>, B, M>,
    T: Bundle,
{
    let label = label.into();
    let action = IntoObserverSystem::into_system(action);
    (
        Name::new(format!("Button {label}")),
        Node::default(),
        // The observer is attached to the spawned button, so a click on its text bubbles up to it.
        Children::spawn(SpawnWith(move |parent: &mut ChildSpawner| {
            parent
                .spawn((
                    Button,
                    Node {
                        padding: UiRect::axes(px(24), px(10)),
                        min_width: px(200),
                        justify_content: JustifyContent::Center,
                        border_radius: BorderRadius::all(px(10)),
                        ..default()
                    },
                    BackgroundColor(BUTTON),
                    children![(
                        Text::new(label),
                        TextFont::from_font_size(24.0),
                        TextColor(BUTTON_TEXT),
                        Pickable::IGNORE,
                        marker,
                    )],
                ))
                .observe(action);
        })),
    )
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

/// A row of widgets side by side.
pub fn row() -> impl Bundle {
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

/// Buttons whose pointer state changed this frame.
type TouchedButtons<'w, 's> = Query<
    'w,
    's,
    (&'static Interaction, &'static mut BackgroundColor),
    (With<Button>, Changed<Interaction>),
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

/// Menus are laid out for a 1280x800 window and scaled with it, like the table, so they fit at 800x600.
fn scale_ui(
    windows: Query<Ref<Window>, With<PrimaryWindow>>,
    settings: Res<crate::app::settings::Settings>,
    scale: Option<ResMut<UiScale>>,
) {
    if let (Ok(window), Some(mut scale)) = (windows.single(), scale) {
        if !window.is_changed() && !settings.is_changed() {
            return;
        }
        // The player's text size (Settings) on top of the window's scale.
        let s = (window.width() / 1280.0)
            .min(window.height() / 800.0)
            .clamp(0.55, 2.0)
            * settings.size.clamp(100, 130) as f32
            / 100.0;
        if (scale.0 - s).abs() > 0.01 {
            scale.0 = s;
        }
    }
}
