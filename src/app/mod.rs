//! The Bevy game: wires the feature plugins that present the rules engine. Read this file for the whole game.

pub mod screens;
mod screenshot;
pub mod table;

use bevy::prelude::*;

/// Builds and runs the game window. Options: `--demo SEED` starts straight into a seeded match of computer
/// players; `--screenshot FILE --after SECONDS` saves a PNG of the window after that long and quits.
pub fn run() -> AppExit {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Wendellhead".into(),
            resolution: (1280, 800).into(),
            ..default()
        }),
        ..default()
    }))
    .add_plugins(GamePlugin)
    .insert_resource(table::TurnDelay(0.35));
    if let Some(seed) = value("--demo") {
        let Ok(seed) = seed.parse() else {
            eprintln!("--demo takes a seed (a whole number), not `{seed}`");
            return AppExit::error();
        };
        app.insert_resource(table::NewMatch::demo(seed));
        app.insert_state(screens::Screen::Playing);
    }
    if let Some(path) = value("--screenshot") {
        let after = value("--after").and_then(|s| s.parse().ok()).unwrap_or(3.0);
        app.add_plugins(screenshot::plugin(path, after));
    }
    app.run()
}

/// Everything of the game that is not Bevy's own plugins, so headless tests can add it to a minimal app.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((screens::plugin, table::plugin));
        app.insert_resource(ClearColor(table::layout::FELT));
        app.add_systems(Startup, spawn_camera);
    }
}

fn spawn_camera(mut commands: Commands) {
    // The whole table stays in view at any window size: the projection scales it.
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: bevy::camera::ScalingMode::AutoMin {
                min_width: table::layout::TABLE_SIZE.x,
                min_height: table::layout::TABLE_SIZE.y,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}
