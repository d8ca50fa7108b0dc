//! The Bevy game: wires the feature plugins that present the rules engine. Read this file for the whole game.

mod diagnostics;
pub mod rules;
pub mod screens;
mod screenshot;
pub mod settings;
pub mod table;
pub mod ui;

use bevy::prelude::*;

/// Builds and runs the game window. Options (for trying and testing the game from outside):
/// - `--demo SEED`: straight into a seeded match of four computer players;
/// - `--play SEED`: straight into a seeded match of the person against the new-game choices;
/// - `--screenshot FILE --after SECONDS`: save a PNG of the window after that long, then quit;
/// - `--size WIDTHxHEIGHT`: the window's size (default 1280x800);
/// - `--speed slow|normal|fast|instant`: the animation speed for this run;
/// - `--frame-stats SECONDS`: measure frame times for that long, print them and quit.
pub fn run() -> AppExit {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let (width, height) = match value("--size") {
        Some(size) => match size.split_once('x').map(|(w, h)| (w.parse(), h.parse())) {
            Some((Ok(w), Ok(h))) => (w, h),
            _ => {
                eprintln!("--size takes WIDTHxHEIGHT, like 800x600, not `{size}`");
                return AppExit::error();
            }
        },
        None => (1280u32, 800u32),
    };
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Wendellhead".into(),
            resolution: (width, height).into(),
            ..default()
        }),
        ..default()
    }))
    .add_plugins(GamePlugin);
    if let Some(speed) = value("--speed") {
        let Some(speed) = settings::Speed::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(&speed))
        else {
            eprintln!("--speed is one of slow, normal, fast, instant, not `{speed}`");
            return AppExit::error();
        };
        app.world_mut().resource_mut::<settings::Settings>().speed = speed;
    }
    if let Some(seed) = value("--demo") {
        let Ok(seed) = seed.parse() else {
            eprintln!("--demo takes a seed (a whole number), not `{seed}`");
            return AppExit::error();
        };
        app.insert_resource(table::NewMatch::demo(seed));
        app.insert_state(screens::Screen::Playing);
    }
    if let Some(seed) = value("--play") {
        let Ok(seed) = seed.parse() else {
            eprintln!("--play takes a seed (a whole number), not `{seed}`");
            return AppExit::error();
        };
        let setup = app
            .world()
            .resource::<screens::setup::MatchSetup>()
            .new_match(seed);
        app.insert_resource(setup);
        app.insert_state(screens::Screen::Playing);
    }
    if let Some(path) = value("--screenshot") {
        let after = value("--after").and_then(|s| s.parse().ok()).unwrap_or(3.0);
        app.add_plugins(screenshot::plugin(path, after));
    }
    if let Some(seconds) = value("--frame-stats") {
        let Ok(seconds) = seconds.parse() else {
            eprintln!("--frame-stats takes a number of seconds, not `{seconds}`");
            return AppExit::error();
        };
        app.add_plugins(diagnostics::plugin(seconds));
    }
    app.run()
}

/// Everything of the game that is not Bevy's own plugins, so headless tests can add it to a minimal app.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((ui::plugin, settings::plugin, screens::plugin, table::plugin));
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
