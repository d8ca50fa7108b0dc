//! Helpers shared by the headless app tests (`MinimalPlugins` + `StatesPlugin` + the game's plugins): the app on
//! a store, keys pressed as the input plugin would, what is on screen, and the person's moves as a player makes
//! them.

use std::time::Duration;

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use wendellhead::app::GamePlugin;
use wendellhead::app::save::{SAVE_FILE, saved};
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::setup::{Length, MatchSetup};
use wendellhead::app::state::table::Table;
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::storage::Store;
use wendellhead::app::table::animation::Motion;
use wendellhead::app::table::declaring::MakeCall;
use wendellhead::app::table::human::PlayCard;
use wendellhead::app::table::passing::{PassChoice, SendPass};
use wendellhead::engine::{Call, Decision, GameKind, Seat};

/// The game on `store`, headless, with a keyboard, each update a thirtieth of a second, at `speed` and without
/// auto-play (the tests play every card); on the title after a few frames.
pub fn headless(store: Store, speed: Speed) -> App {
    headless_in(store, speed, wendellhead::app::i18n::Language::English)
}

/// As [`headless`], the game speaking `language` from its first frame.
pub fn headless_in(store: Store, speed: Speed, language: wendellhead::app::i18n::Language) -> App {
    // Each test's app speaks its own language, whatever the tests beside it switch to.
    wendellhead::app::i18n::keep_words_per_thread();
    let mut app = App::new();
    app.insert_resource(store);
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    // One thread runs each schedule: the game behaves the same (the computers still think on the task pools), and
    // with the tests side by side on two cores the multi-threaded executor spent a third of their time waking and
    // parking threads.
    for (_, schedule) in app.world_mut().resource_mut::<Schedules>().iter_mut() {
        schedule.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
    }
    app.init_resource::<ButtonInput<KeyCode>>();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        1.0 / 30.0,
    )));
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.speed = speed;
        settings.auto_play = false;
        // The tests read lines in a known language, whatever the machine's.
        settings.language = Some(language);
    }
    for _ in 0..3 {
        app.update();
    }
    app
}

/// The setup of a short match of `game` (a short Wendellhead match, Hearts to 50, four deals of Schafkopf), the
/// person in seat 0.
pub fn short_match(game: GameKind) -> MatchSetup {
    let mut setup = MatchSetup {
        game,
        length: Length::Short,
        ..Default::default()
    };
    setup.hearts.target = 50;
    setup.schafkopf.deals = 4;
    setup
}

/// Starts `setup`'s match with `seed` at the table (the setup is remembered, as Deal does).
pub fn deal(app: &mut App, setup: MatchSetup, seed: u64) {
    app.insert_resource(setup.new_match(seed));
    app.insert_resource(setup);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
}

/// A store holding an unfinished match of the person, as `setup` deals it with seed 5 a few frames in.
pub fn store_with_saved_match(setup: MatchSetup) -> Store {
    let mut app = headless(Store::memory(), Speed::Instant);
    app.insert_resource(setup.new_match(5));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..5 {
        app.update();
    }
    let text = serde_json::to_string(&saved(app.world().resource::<Table>())).unwrap();
    let store = Store::memory();
    store.write(SAVE_FILE, &text).unwrap();
    store
}

/// Plays `moves` more moves in a saved match (each the first legal card, the first pass or call), recorded as
/// the game records them.
pub fn play_on_in_save(saved: &mut wendellhead::app::state::table::SavedMatch, moves: usize) {
    use wendellhead::engine::{Decision, Move};
    let record = saved.record.as_mut().expect("a save of today's format");
    for _ in 0..moves {
        let (seat, mv) = match saved.game.decision().expect("the match goes on") {
            Decision::PlayCard { seat } => {
                (seat, Move::Card(saved.game.legal_moves().lowest().unwrap()))
            }
            Decision::PassCards { seat, count } | Decision::Discard { seat, count } => (
                seat,
                Move::Pass(saved.game.hand(seat).iter().take(count).collect()),
            ),
            Decision::Declare { seat } => (seat, Move::Call(saved.game.calls()[0])),
        };
        record
            .apply(&mut saved.game, seat, mv, &mut Vec::new())
            .expect("a legal move");
    }
}

/// The screen on show.
pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// One key pressed and let go, as a frame of the input plugin would show it; state changes take two frames more.
pub fn press(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    app.update();
    app.update();
}

/// Every text on screen, each with its spans (a review line's cards are spans of their own colour).
pub fn texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut texts = world.query::<(Entity, &Text)>();
    let lines: Vec<(Entity, String)> = texts.iter(world).map(|(e, t)| (e, t.0.clone())).collect();
    lines
        .into_iter()
        .map(|(e, own)| whole_line(world, e, own))
        .collect()
}

/// A text entity's whole line: its own text and its spans', in order.
pub fn whole_line(world: &World, entity: Entity, own: String) -> String {
    let mut line = own;
    if let Some(children) = world.get::<Children>(entity) {
        for child in children.iter() {
            if let Some(span) = world.get::<TextSpan>(child) {
                line = whole_line(world, child, line + &span.0);
            }
        }
    }
    line
}

/// The label of the button that has the keyboard focus (empty when none has).
pub fn focused(app: &mut App) -> String {
    let Some(button) = app.world().resource::<InputFocus>().get() else {
        return String::new();
    };
    let Some(children) = app.world().get::<Children>(button) else {
        return String::new();
    };
    children
        .iter()
        .find_map(|child| app.world().get::<Text>(child).map(|t| t.0.clone()))
        .unwrap_or_default()
}

/// Whether nothing moves and the table has shown everything the engine did.
pub fn idle(app: &mut App) -> bool {
    let world = app.world_mut();
    let mut moving = world.query_filtered::<Entity, With<Motion>>();
    moving.iter(world).next().is_none()
        && world.get_resource::<Table>().is_some_and(|t| t.caught_up())
}

/// The person's move when one is wanted, one step a frame as a person clicks: the highest legal card; in a pass
/// or a discard the next card of the hand not yet chosen, then the button; a pass when calling (else the first
/// call offered). Whether it sent anything.
pub fn person_moves(app: &mut App) -> bool {
    if !idle(app) {
        return false;
    }
    let Some(phase) = app.world().get_resource::<State<Phase>>().map(|p| *p.get()) else {
        return false;
    };
    let game = app.world().resource::<Table>().game;
    match game.decision() {
        Some(Decision::PlayCard { seat: Seat(0) }) if phase == Phase::Turn => {
            let card = game.legal_moves().highest().unwrap();
            app.world_mut().write_message(PlayCard(card));
        }
        Some(
            Decision::PassCards {
                seat: Seat(0),
                count,
            }
            | Decision::Discard {
                seat: Seat(0),
                count,
            },
        ) if phase == Phase::Passing => {
            let chosen = app.world().resource::<PassChoice>().chosen.clone();
            match game.hand(Seat(0)).iter().find(|c| !chosen.contains(c)) {
                Some(card) if chosen.len() < count => {
                    app.world_mut().write_message(PlayCard(card));
                }
                _ => {
                    app.world_mut().write_message(SendPass);
                }
            }
        }
        Some(Decision::Declare { seat: Seat(0) }) if phase == Phase::Declaring => {
            let calls = game.calls();
            let call = if calls.contains(&Call::Pass) {
                Call::Pass
            } else {
                calls[0]
            };
            app.world_mut().write_message(MakeCall(call));
        }
        _ => return false,
    }
    true
}

/// Goes on from a round's panel as a person does: asks for the next round until the panel closes (it stays at
/// least [`wendellhead::app::table::round::PANEL_AT_LEAST`] seconds).
#[allow(dead_code)]
pub fn next_round(app: &mut App) {
    for _ in 0..120 {
        if app.world().resource::<Table>().shown.scoring.is_none() {
            return;
        }
        app.world_mut()
            .write_message(wendellhead::app::table::round::NextRound);
        app.update();
    }
    panic!("the round's panel never closed");
}

/// The key `line` names for a player to press or the click it asks for, if any: "(P)", "(Esc)", "(1-4)",
/// "Enter", "← →", "H suggests", "Press P", "click", "right-click" (and German's "Drücke", "Klick",
/// "Tastatur"). A touch screen's words name none of them.
pub fn key_named(line: &str) -> Option<String> {
    let in_brackets = line.match_indices('(').find_map(|(at, _)| {
        let inside = &line[at + 1..];
        let inside = &inside[..inside.find(')')?];
        let one_key = |k: &str| {
            k == "Esc"
                || k == "Enter"
                || (k.chars().count() == 1
                    && k.chars()
                        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()))
                || k.strip_prefix("1-")
                    .is_some_and(|n| n.parse::<u8>().is_ok())
        };
        // "(W, ← → the card; F first foreign trick)" names keys at its start too; "(7 to A)" does not.
        let first = inside.split([',', ';']).next().unwrap_or("");
        (one_key(inside) || one_key(first)).then(|| format!("({inside})"))
    });
    let words = [
        "Esc",
        "Enter",
        "← →",
        "↑ ↓",
        "Tab ",
        "click",
        "Click",
        "Klick",
        "klick",
        "Press ",
        "Drücke ",
        "Leertaste",
        "Space",
        "Tastatur",
        "keyboard",
        "H suggests",
        "H schlägt",
        "H for",
        "H für",
        "H hint",
        "H Tipp",
        "H gives",
        "H gibt",
        "L or Esc",
        "L oder",
        "T: ",
    ];
    in_brackets.or_else(|| {
        words
            .iter()
            .find(|w| line.contains(*w))
            .map(|w| w.to_string())
    })
}
