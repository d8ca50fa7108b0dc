//! The title screen: New game, Rules, Settings and (on desktop) Quit.

use bevy::picking::events::{Click, Pointer};
use bevy::prelude::*;

use super::Screen;
use crate::app::rules::open_rules;
use crate::app::settings::{Settings, open_settings};
use crate::app::ui::{self, Dismissable, GOLD, INK};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title_screen);
    app.add_systems(Update, start_with_enter.run_if(in_state(Screen::Title)));
}

fn start_with_enter(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    overlays: Query<(), With<Dismissable>>,
    mut next: ResMut<NextState<Screen>>,
) {
    // Enter belongs to an open panel, not to the screen behind it.
    if overlays.is_empty() && keys.is_some_and(|k| k.just_pressed(KeyCode::Enter)) {
        next.set(Screen::Setup);
    }
}

fn spawn_title_screen(mut commands: Commands) {
    let screen = commands
        .spawn((
            Name::new("Title screen"),
            DespawnOnExit(Screen::Title),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                row_gap: px(16),
                ..default()
            },
            children![
                ui::text("Wendellhead", 80.0, INK),
                ui::text("♠ ♥  Pins, Flints and the face-up prize  ♦ ♣", 26.0, GOLD),
                (Node {
                    height: px(20),
                    ..default()
                }),
            ],
        ))
        .id();
    commands.spawn((
        ui::button(
            "New game (Enter)",
            |_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Setup),
        ),
        ChildOf(screen),
    ));
    commands.spawn((
        ui::button("Rules", |_: On<Pointer<Click>>, mut commands: Commands| {
            open_rules(&mut commands, DespawnOnExit(Screen::Title))
        }),
        ChildOf(screen),
    ));
    commands.spawn((
        ui::button(
            "Settings",
            |_: On<Pointer<Click>>, mut commands: Commands, settings: Res<Settings>| {
                open_settings(&mut commands, &settings, DespawnOnExit(Screen::Title))
            },
        ),
        ChildOf(screen),
    ));
    // A browser tab is closed by the browser, not by the game.
    #[cfg(not(target_arch = "wasm32"))]
    commands.spawn((
        ui::button(
            "Quit",
            |_: On<Pointer<Click>>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        ),
        ChildOf(screen),
    ));
}
