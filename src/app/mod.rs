//! The Bevy game: wires the feature plugins that present the rules engine. Read this file for the whole game.

pub mod screens;
pub mod table;

use bevy::prelude::*;

/// Builds and runs the game window.
pub fn run() -> AppExit {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Wendellhead".into(),
                resolution: (1280, 800).into(),
                ..default()
            }),
            ..default()
        }))
        .add_plugins(GamePlugin)
        .run()
}

/// Everything of the game that is not Bevy's own plugins, so headless tests can add it to a minimal app.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((screens::plugin, table::plugin));
        app.add_systems(Startup, spawn_camera);
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}
