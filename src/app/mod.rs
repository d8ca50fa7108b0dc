//! The Bevy game: wires the feature plugins that present the rules engine. Read this file for the whole game.

// First, so every module below can put its lines into words with `t!`.
#[macro_use]
pub mod i18n;
pub mod about;
mod audio;
pub mod cards;
pub mod cli;
pub mod clock;
pub mod daily;
mod diagnostics;
pub mod games;
pub mod language;
pub mod records;
pub mod rest;
pub mod rules;
pub mod save;
pub mod screen_reader;
pub mod screens;
mod screenshot;
pub mod settings;
pub mod settings_panel;
pub mod state;
pub mod stats;
pub mod storage;
/// The SVG decks players already have installed (KDE, GNOME Aisleriot), found and drawn; not on the web.
#[cfg(not(target_arch = "wasm32"))]
pub mod svg_decks;
/// Those decks offered beside the shipped packs.
#[cfg(not(target_arch = "wasm32"))]
pub mod system_packs;
pub mod table;
pub mod tool_buttons;
pub mod touch;
pub mod ui;
#[cfg(target_arch = "wasm32")]
mod web;

use bevy::prelude::*;

use state::{Screen, StartAt};

/// Builds and runs the game with the command line's options (`wendellhead --help`; [`cli::Cli`]).
pub fn run() -> AppExit {
    #[cfg(not(target_arch = "wasm32"))]
    let cli = {
        use clap::Parser;
        cli::Cli::parse()
    };
    #[cfg(target_arch = "wasm32")]
    let cli = cli::Cli::default();
    if let Err(message) = cli.validate() {
        eprintln!("error: {message}\n\nFor more information, try '--help'.");
        return AppExit::from_code(2);
    }
    #[cfg(not(target_arch = "wasm32"))]
    if cli.packs {
        let folder = std::path::PathBuf::from(assets_folder());
        let assets = if folder.is_absolute() {
            folder
        } else {
            // Where Bevy reads a relative asset folder from: beside the program (or the crate, under cargo).
            std::env::var_os("CARGO_MANIFEST_DIR")
                .map(std::path::PathBuf::from)
                .or_else(|| {
                    std::env::current_exe()
                        .ok()
                        .and_then(|exe| exe.parent().map(|d| d.to_path_buf()))
                })
                .unwrap_or_default()
                .join(folder)
        };
        print!(
            "{}",
            system_packs::packs_report(&assets, &system_packs::DeckPlaces::of_this_computer())
        );
        return AppExit::Success;
    }
    let (width, height) = (cli.window.size.width, cli.window.size.height);
    let headless = cli.start.headless;
    let mut app = App::new();
    app.insert_resource(storage::Store::for_player());
    if headless {
        // As fast as the machine allows: the table's own timing (instant speed) decides the pace.
        app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
            .add_plugins(GamePlugin)
            .add_systems(
                OnEnter(Screen::Playing),
                stand_in_for_person.after(state::StartMatch),
            )
            .add_systems(OnEnter(Screen::MatchOver), report_and_exit);
        app.world_mut()
            .resource_mut::<settings::Settings>()
            .speed_for_run = Some(settings::Speed::Instant);
    } else {
        register_player_packs(&mut app);
        #[cfg(not(target_arch = "wasm32"))]
        app.insert_resource(system_packs::DeckPlaces::of_this_computer());
        let window = Window {
            title: "Wendellhead".into(),
            // The app id (Wayland) and class (X11) the desktop matches to `wendellhead.desktop`, so the dock and
            // the task switcher show the game's icon and name.
            name: Some("wendellhead".into()),
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
    if let Some(speed) = cli.start.speed {
        app.world_mut()
            .resource_mut::<settings::Settings>()
            .speed_for_run = Some(speed);
    }
    if let Some(seed) = cli.start.demo {
        let game = cli.start.game.unwrap_or_default();
        let demo = match cli.start.players {
            // The standard options of the game at that table size.
            Some(n) => {
                let mut setup = state::setup::MatchSetup {
                    game,
                    ..Default::default()
                };
                if let Err(e) = setup.set_players(n) {
                    eprintln!("--players: {e}");
                    return AppExit::error();
                }
                state::table::NewMatch::demo_with(setup.rules(), seed)
            }
            None => state::table::NewMatch::demo(game, seed),
        };
        app.insert_resource(demo);
        app.insert_resource(StartAt(Screen::Playing));
    }
    if let Some(seed) = cli.start.play {
        let mut setup = app.world().resource::<state::setup::MatchSetup>().clone();
        if let Some(game) = cli.start.game {
            setup.game = game;
        }
        if let Some(n) = cli.start.players
            && let Err(e) = setup.set_players(n)
        {
            eprintln!("--players: {e}");
            return AppExit::error();
        }
        app.insert_resource(setup.new_match(seed));
        app.insert_resource(StartAt(Screen::Playing));
        // A saved match is not replaced unasked: the title asks first.
        app.insert_resource(state::AskBeforeReplacing);
    }
    if let Some(code) = cli.start.deal {
        let setup = app.world().resource::<state::setup::MatchSetup>().clone();
        app.insert_resource(screens::replay::replay_match(code, &setup));
        app.insert_resource(state::table::DealToReplay(code));
        app.insert_resource(StartAt(Screen::Playing));
    }
    if let Some(game) = cli.start.daily {
        app.insert_resource(daily::DailyAsked(game));
    }
    if let Some(at) = &cli.start.learn {
        let book = state::lesson::LessonBook::shipped();
        let lesson = at.lesson.and_then(|n| {
            book.courses()
                .iter()
                .find(|c| c.id == at.course)
                .and_then(|c| c.lessons.get(n - 1))
        });
        match lesson.map(state::lesson::Coaching::new) {
            Some(Ok(coaching)) => {
                app.insert_resource(state::lesson::lesson_match(&coaching));
                app.insert_resource(state::table::DealToReplay(coaching.code));
                app.insert_resource(coaching);
                app.insert_resource(StartAt(Screen::Playing));
            }
            Some(Err(e)) => {
                eprintln!("--learn: {e}");
                return AppExit::error();
            }
            None => {
                app.insert_resource(state::lesson::ReturnToLessons(Some(at.course.clone())));
            }
        }
    }
    if cli.start.resume {
        let store = app.world().resource::<storage::Store>();
        match store.read(save::SAVE_FILE) {
            Ok(Some(text)) => match save::parse_save(&text) {
                Ok(saved) => {
                    app.insert_resource(state::table::Resume(saved));
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
    if let Some(path) = cli.window.screenshot {
        app.add_plugins(screenshot::plugin(
            path.to_string_lossy().into_owned(),
            cli.window.after as f32,
        ));
    }
    if let Some(seconds) = cli.window.frame_stats {
        app.add_plugins(diagnostics::plugin(seconds as f32));
    }
    app.run()
}

/// Where the game's assets are: `assets/` beside the program (an unpacked archive), else `share/wendellhead/assets`
/// beside the program's folder (installed: `/usr/bin/wendellhead` reads `/usr/share/wendellhead/assets`), else the
/// source tree's (a program run straight from `target/`).
fn assets_folder() -> String {
    let folder = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.to_path_buf()));
    let beside = folder.as_ref().map(|dir| dir.join("assets"));
    let installed = folder
        .as_ref()
        .and_then(|dir| dir.parent())
        .map(|prefix| prefix.join("share/wendellhead/assets"));
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    match (beside, installed) {
        (Some(dir), _) if dir.is_dir() => "assets".into(),
        // Absolute: Bevy reads a relative folder from beside the program.
        (_, Some(dir)) if dir.is_dir() => dir.to_string_lossy().into_owned(),
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

/// `--headless --continue` of a match with a person at the table: nobody is there to play their seat, so the
/// Hard computer plays it (the one the hint and par use), and says so on stderr. The match's record still names
/// the seat as the person's, so every hand has its result and par from their side.
fn stand_in_for_person(table: Option<ResMut<state::table::Table>>) {
    let Some(mut table) = table else { return };
    let Some(seat) = state::table::human_seat(&table) else {
        return;
    };
    eprintln!(
        "wendellhead: nobody plays seat {} here: the Hard computer plays it to the end of the match",
        seat.0
    );
    table.stand_in = true;
    if let Some(player) = table.players.get_mut(seat.index()) {
        *player = Some(crate::ai::ComputerPlayer::new(
            crate::ai::Level::Hard,
            crate::ai::par::STAND_IN_SEED,
        ));
    }
}

/// `--headless`: prints the finished match as one JSON line and exits: the game, the seed, the winning seats, the
/// game's scores (Flints and Pins; Whist's games, points and tricks per side; Hearts' totals; Schafkopf's balances
/// and solos), the engine's final state, and for a match with a person at the table its hands, each with its
/// result and par (see `docs/log-format.md`).
fn report_and_exit(
    table: Option<ResMut<state::table::Table>>,
    mut work: ResMut<table::par::ParWork>,
    mut exit: MessageWriter<AppExit>,
) {
    if let Some(mut table) = table {
        // Every par, the last hand's too, before the record is told.
        table::par::finish_pars(&mut table, &mut work);
        let game = &table.game;
        let winners: Vec<u8> = game.winners().iter().map(|s| s.0).collect();
        let mut report = serde_json::json!({
            "game": game.kind().name(),
            "seed": game.seed(),
            "winner": winners,
            "deals": game.deals(),
        });
        if state::table::human_seat(&table).is_some() {
            report["hands"] = serde_json::json!(table::par::hands_report(&table));
        }
        match game {
            crate::engine::AnyMatch::Wendellhead(g) => {
                report["flints"] = serde_json::json!(g.flints());
                report["pins"] = serde_json::json!(g.pins());
                report["state"] = serde_json::to_value(g).unwrap_or_default();
            }
            crate::engine::AnyMatch::Whist(g) => {
                report["games"] = serde_json::json!(g.games());
                report["score"] = serde_json::json!(g.score());
                report["tricks"] = serde_json::json!(g.match_tricks());
                report["state"] = serde_json::to_value(g).unwrap_or_default();
            }
            crate::engine::AnyMatch::Hearts(g) => {
                report["scores"] = serde_json::json!(g.scores());
                report["state"] = serde_json::to_value(g).unwrap_or_default();
            }
            crate::engine::AnyMatch::Schafkopf(g) => {
                report["variant"] = serde_json::json!(g.rules().variant.name());
                report["balance"] = serde_json::json!(g.balance());
                report["solos"] = serde_json::json!(g.solos());
                report["state"] = serde_json::to_value(g).unwrap_or_default();
            }
        }
        println!("{report}");
    }
    exit.write(AppExit::Success);
}

/// Everything of the game that is not Bevy's own plugins, so headless tests can add it to a minimal app.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        // From the bottom up: the shared state, then the settings and the UI pieces everything uses, then the
        // features (docs/architecture.md).
        app.add_plugins((
            (state::plugin, state::lesson::plugin),
            settings::plugin,
            language::plugin,
            (ui::plugin, tool_buttons::plugin),
            cards::plugin,
            #[cfg(not(target_arch = "wasm32"))]
            system_packs::plugin,
            (
                rules::plugin,
                about::plugin,
                settings_panel::plugin,
                clock::plugin,
                stats::plugin,
                daily::plugin,
                records::plugin,
            ),
            audio::plugin,
            save::plugin,
            table::plugin,
            games::plugin,
            screens::plugin,
            screen_reader::plugin,
            rest::plugin,
        ));
        // Quick taps need picking, which the windowed game has and the headless tests leave out.
        if app.is_plugin_added::<bevy::picking::PickingPlugin>() {
            app.add_plugins(touch::plugin);
        }
        app.insert_resource(ClearColor(table::layout::FELT));
        app.add_systems(Startup, spawn_camera);
    }
}

fn spawn_camera(mut commands: Commands) {
    // The whole table stays in view at any window size: the projection scales it.
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        // No multisampling: every card, plate and panel is an upright rectangle whose edges need none (the
        // rounded corners and text bring their own smoothing), and four samples a pixel is most of the drawing
        // on a phone's GPU or with software rendering (the browser check measured the frame rate; docs/ci.md).
        Msaa::Off,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: bevy::camera::ScalingMode::AutoMin {
                min_width: table::layout::TABLE_SIZE.x,
                min_height: table::layout::TABLE_SIZE.y,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}
