//! The Bevy game: wires the feature plugins that present the rules engine. Read this file for the whole game.

mod audio;
pub mod cards;
mod diagnostics;
pub mod rules;
pub mod save;
pub mod screens;
mod screenshot;
pub mod settings;
pub mod stats;
pub mod storage;
pub mod table;
pub mod ui;
#[cfg(target_arch = "wasm32")]
mod web;

use bevy::prelude::*;

use screens::Screen;
use screens::loading::StartAt;

/// Builds and runs the game. Options (for trying and testing the game from outside):
/// - `--play SEED`: straight into a seeded match of the person against the remembered new-game choices;
/// - `--demo SEED`: straight into a seeded match of four computer players;
/// - `--continue`: straight into the saved match;
/// - `--headless`: no window, no sound (with `--demo` or `--continue`): plays to the end of the match, prints
///   the result as one JSON line and exits;
/// - `--speed slow|normal|fast|instant`: the animation speed for this run;
/// - `--size WIDTHxHEIGHT`: the window's size (default 1280x800);
/// - `--screenshot FILE --after SECONDS`: save a PNG of the window after that long, then quit;
/// - `--frame-stats SECONDS`: measure frame times for that long, print them and quit.
pub fn run() -> AppExit {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let flag = |name: &str| args.iter().any(|a| a == name);
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
    let headless = flag("--headless");
    let mut app = App::new();
    app.insert_resource(storage::Store::for_player());
    if headless {
        // As fast as the machine allows: the table's own timing (instant speed) decides the pace.
        app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
            .add_plugins(GamePlugin)
            .add_systems(OnEnter(Screen::MatchOver), report_and_exit);
        app.world_mut()
            .resource_mut::<settings::Settings>()
            .speed_for_run = Some(settings::Speed::Instant);
    } else {
        register_player_packs(&mut app);
        let window = Window {
            title: "Wendellhead".into(),
            resolution: (width, height).into(),
            ..default()
        };
        #[cfg(target_arch = "wasm32")]
        let window = web::window(window);
        app.add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(window),
                    ..default()
                })
                .set(bevy::asset::AssetPlugin {
                    file_path: assets_folder(),
                    // The web has no `.meta` files to ask for; desktop does not need them either.
                    meta_check: bevy::asset::AssetMetaCheck::Never,
                    ..default()
                }),
        )
        .add_plugins(GamePlugin);
        // After DefaultPlugins, whose panic handler logs to the browser console first.
        #[cfg(target_arch = "wasm32")]
        {
            web::show_panics_on_page();
            app.add_plugins(web::plugin);
        }
    }
    if let Some(speed) = value("--speed") {
        let Some(speed) = settings::Speed::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(&speed))
        else {
            eprintln!("--speed is one of slow, normal, fast, instant, not `{speed}`");
            return AppExit::error();
        };
        app.world_mut()
            .resource_mut::<settings::Settings>()
            .speed_for_run = Some(speed);
    }
    for (option, make) in [
        (
            "--demo",
            table::NewMatch::demo as fn(u64) -> table::NewMatch,
        ),
        ("--play", |seed| {
            screens::setup::MatchSetup::default().new_match(seed)
        }),
    ] {
        if let Some(seed) = value(option) {
            let Ok(seed) = seed.parse() else {
                eprintln!("{option} takes a seed (a whole number), not `{seed}`");
                return AppExit::error();
            };
            let mut setup = make(seed);
            if option == "--play" {
                setup = app
                    .world()
                    .resource::<screens::setup::MatchSetup>()
                    .new_match(seed);
            }
            app.insert_resource(setup);
            app.insert_resource(StartAt(Screen::Playing));
        }
    }
    if flag("--continue") {
        let store = app.world().resource::<storage::Store>();
        match store.read(save::SAVE_FILE) {
            Ok(Some(text)) => match save::parse_save(&text) {
                Ok(saved) => {
                    app.insert_resource(table::Resume(saved));
                    app.insert_resource(StartAt(Screen::Playing));
                }
                Err(e) => {
                    eprintln!(
                        "--continue: {} cannot be continued: {e}",
                        store.describe(save::SAVE_FILE)
                    );
                    return AppExit::error();
                }
            },
            Ok(None) => {
                eprintln!(
                    "--continue: there is no saved match ({})",
                    store.describe(save::SAVE_FILE)
                );
                return AppExit::error();
            }
            Err(e) => {
                eprintln!("--continue: {}: {e}", store.describe(save::SAVE_FILE));
                return AppExit::error();
            }
        }
    }
    if headless && !app.world().contains_resource::<StartAt>() {
        eprintln!("--headless needs --demo SEED or --continue");
        return AppExit::error();
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

/// Where the game's assets are: `assets/` beside the program (a packaged game), else the source tree's (a
/// program run straight from `target/`).
fn assets_folder() -> String {
    let beside = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join("assets")));
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    match beside {
        Some(dir) if dir.is_dir() => "assets".into(),
        _ if source.is_dir() && std::env::var_os("CARGO_MANIFEST_DIR").is_none() => {
            source.to_string_lossy().into_owned()
        }
        _ => "assets".into(),
    }
}

/// The player's packs folder becomes the `user://` asset source, so packs load without rebuilding the game.
fn register_player_packs(app: &mut App) {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(folder) = cards::player_packs_folder() {
        if let Err(e) = std::fs::create_dir_all(&folder) {
            warn!(
                "the card packs folder {} cannot be made: {e}",
                folder.display()
            );
        }
        app.register_asset_source(
            "user",
            bevy::asset::io::AssetSourceBuilder::platform_default(&folder.to_string_lossy(), None),
        );
    }
    #[cfg(target_arch = "wasm32")]
    let _ = app;
}

/// `--headless`: prints the finished match as one JSON line and exits.
fn report_and_exit(table: Option<Res<table::Table>>, mut exit: MessageWriter<AppExit>) {
    if let Some(table) = table {
        let game = &table.game;
        let n = game.rules().players as usize;
        println!(
            "{}",
            serde_json::json!({
                "seed": game.seed(),
                "winner": game.winner().map(|w| w.0),
                "flints": &game.flints()[..n],
                "pins": &game.pins()[..n],
                "deals": game.deals(),
                "state": serde_json::to_value(game).unwrap_or_default(),
            })
        );
    }
    exit.write(AppExit::Success);
}

/// Everything of the game that is not Bevy's own plugins, so headless tests can add it to a minimal app.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            ui::plugin,
            settings::plugin,
            stats::plugin,
            screens::plugin,
            cards::plugin,
            audio::plugin,
            save::plugin,
            table::plugin,
        ));
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
