//! Settings, saved matches and statistics: a match saved at many points and resumed plays on exactly as without
//! the interruption; every kind of bad file is kept aside, reported, and replaced by defaults.
#![cfg(feature = "app")]

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use wendellhead::ai::Level;
use wendellhead::app::GamePlugin;
use wendellhead::app::save::{SAVE_FILE, SAVE_VERSION, parse_save};
use wendellhead::app::settings::{SETTINGS_FILE, Settings, Speed};
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::state::table::{NewMatch, Resume, SavedMatch, SeatKind, Table};
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::stats::{STATS_FILE, Stats};
use wendellhead::app::storage::{Notices, Store};
use wendellhead::engine::wendellhead::{Match, Rules};
use wendellhead::engine::{AnyMatch, AnyRules, Decision, GameKind, Seat, hearts, schafkopf, whist};

/// A headless game app on `store`, at instant speed.
fn app_with(store: Store) -> App {
    let mut app = App::new();
    app.insert_resource(store);
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        1.0 / 30.0,
    )));
    app.world_mut().resource_mut::<Settings>().speed = Speed::Instant;
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn store(app: &App) -> &Store {
    app.world().resource::<Store>()
}

fn computers() -> NewMatch {
    NewMatch {
        rules: AnyRules::Wendellhead(Rules {
            pins_per_flint: 5,
            flints_to_win: 2,
            ..Rules::standard(3)
        }),
        seed: 21,
        seats: vec![
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Normal),
            SeatKind::Computer(Level::Hard),
        ],
    }
}

/// A Whist rubber's first game to 3 between computers, the Hard seat included.
fn whist_computers() -> NewMatch {
    NewMatch {
        rules: AnyRules::Whist(whist::Rules {
            target: 3,
            honours: true,
            games_to_win: 1,
        }),
        seed: 8,
        seats: vec![
            SeatKind::Computer(Level::Hard),
            SeatKind::Computer(Level::Normal),
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Normal),
        ],
    }
}

/// A short Hearts game between computers at five with the kitty and the J♦, the Hard seat included.
fn hearts_computers() -> NewMatch {
    NewMatch {
        rules: AnyRules::Hearts(hearts::Rules {
            target: 40,
            kitty: true,
            jack_of_diamonds: true,
            ..hearts::Rules::standard(5)
        }),
        seed: 5,
        seats: vec![
            SeatKind::Computer(Level::Normal),
            SeatKind::Computer(Level::Hard),
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Normal),
            SeatKind::Computer(Level::Normal),
        ],
    }
}

fn schafkopf_computers() -> NewMatch {
    let mut rules = schafkopf::Rules::standard();
    rules.deals = 4;
    rules.mandatory_solos = 0;
    NewMatch {
        rules: AnyRules::Schafkopf(rules),
        seed: 9,
        seats: vec![
            SeatKind::Computer(Level::Normal),
            SeatKind::Computer(Level::Hard),
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Normal),
        ],
    }
}

/// Plays on until the match is over; returns the final engine state and the saves written on the way.
fn play_out(app: &mut App, keep_saves: bool) -> (AnyMatch, Vec<String>) {
    let mut saves = Vec::new();
    let mut last = None;
    for _ in 0..100_000 {
        app.update();
        if screen(app) != Screen::Playing {
            break;
        }
        if keep_saves
            && let Ok(Some(text)) = store(app).read(SAVE_FILE)
            && last.as_ref() != Some(&text)
        {
            last = Some(text.clone());
            saves.push(text);
        }
    }
    assert_eq!(screen(app), Screen::MatchOver, "the match ends");
    (app.world().resource::<Table>().game, saves)
}

#[test]
fn a_match_resumed_from_any_save_ends_exactly_as_the_uninterrupted_one() {
    resume_anywhere(computers());
}

#[test]
fn a_whist_match_resumed_from_any_save_ends_exactly_as_the_uninterrupted_one() {
    resume_anywhere(whist_computers());
}

#[test]
fn a_hearts_game_resumed_from_any_save_ends_exactly_as_the_uninterrupted_one() {
    resume_anywhere(hearts_computers());
}

#[test]
fn a_schafkopf_match_resumed_from_any_save_ends_exactly_as_the_uninterrupted_one() {
    resume_anywhere(schafkopf_computers());
}

#[test]
fn dreiwendsch_and_two_player_matches_resumed_from_any_save_end_exactly_as_the_uninterrupted_ones()
{
    for (variant, sharp) in [
        (schafkopf::Variant::Three, false),
        (schafkopf::Variant::Three, true),
        (schafkopf::Variant::Two, false),
    ] {
        let rules = schafkopf::Rules {
            deals: variant.players() as u32,
            sharp_cards: sharp,
            ..schafkopf::Rules::of_variant(variant)
        };
        let levels = [Level::Hard, Level::Normal, Level::Easy];
        resume_anywhere(NewMatch {
            rules: AnyRules::Schafkopf(rules),
            seed: 12,
            seats: (0..variant.players() as usize)
                .map(|s| SeatKind::Computer(levels[s]))
                .collect(),
        });
    }
}

#[test]
fn a_schafkopf_match_saved_while_the_person_declares_resumes_at_the_call() {
    use wendellhead::app::table::declaring::MakeCall;
    let mut rules = schafkopf::Rules::standard();
    rules.deals = 4;
    let setup = NewMatch {
        rules: AnyRules::Schafkopf(rules),
        seed: 21,
        seats: vec![
            SeatKind::Human,
            SeatKind::Computer(Level::Normal),
            SeatKind::Computer(Level::Hard),
            SeatKind::Computer(Level::Easy),
        ],
    };
    let mut app = app_with(Store::memory());
    app.insert_resource(setup);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    let persons_call = |app: &App| {
        let table = app.world().resource::<Table>();
        table.caught_up()
            && *app.world().resource::<State<Phase>>().get() == Phase::Declaring
            && table.game.decision() == Some(Decision::Declare { seat: Seat(0) })
    };
    for _ in 0..2_000 {
        app.update();
        if persons_call(&app) {
            break;
        }
    }
    assert!(persons_call(&app), "the person is asked for a call");
    for _ in 0..3 {
        app.update();
    }
    let text = store(&app)
        .read(SAVE_FILE)
        .unwrap()
        .expect("saved while declaring");
    let saved = parse_save(&text).expect("readable");
    assert_eq!(
        saved.game,
        app.world().resource::<Table>().game,
        "the save is the game now"
    );
    let mut resumed = app_with(Store::memory());
    resumed.insert_resource(Resume(saved));
    resumed
        .world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..60 {
        resumed.update();
        if persons_call(&resumed) {
            break;
        }
    }
    assert!(
        persons_call(&resumed),
        "the resumed match asks for the same call"
    );
    // The same call in the match and in its resumed copy leads to the same game.
    let call = |app: &mut App| {
        let calls = app.world().resource::<Table>().game.calls();
        let last = *calls.last().expect("a call is offered");
        app.world_mut().write_message(MakeCall(last));
        for _ in 0..5 {
            app.update();
        }
        app.world().resource::<Table>().game
    };
    let here = call(&mut app);
    let there = call(&mut resumed);
    assert_eq!(here, there, "the same call, the same game");
    assert_ne!(
        here.decision(),
        Some(Decision::Declare { seat: Seat(0) }),
        "the person has called"
    );
}

#[test]
fn a_hearts_game_saved_while_the_person_chooses_a_pass_resumes_at_the_pass() {
    use wendellhead::app::table::human::PlayCard;
    use wendellhead::app::table::passing::SendPass;
    let setup = NewMatch {
        rules: AnyRules::Hearts(hearts::Rules::standard(4)),
        seed: 12,
        seats: vec![
            SeatKind::Human,
            SeatKind::Computer(Level::Normal),
            SeatKind::Computer(Level::Hard),
            SeatKind::Computer(Level::Easy),
        ],
    };
    let mut app = app_with(Store::memory());
    app.insert_resource(setup);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    let persons_pass = |app: &App| {
        let table = app.world().resource::<Table>();
        table.caught_up()
            && *app.world().resource::<State<Phase>>().get() == Phase::Passing
            && matches!(
                table.game.decision(),
                Some(Decision::PassCards { seat: Seat(0), .. })
            )
    };
    for _ in 0..2_000 {
        app.update();
        if persons_pass(&app) {
            break;
        }
    }
    assert!(persons_pass(&app), "the person is asked for a pass");
    for _ in 0..3 {
        app.update();
    }
    let text = store(&app)
        .read(SAVE_FILE)
        .unwrap()
        .expect("saved while passing");
    let saved = parse_save(&text).expect("readable");
    assert_eq!(
        saved.game,
        app.world().resource::<Table>().game,
        "the save is the game now"
    );
    // The same pass in the game and in its resumed copy leads to the same hand.
    let pass = |app: &mut App| {
        let hand: Vec<_> = app
            .world()
            .resource::<Table>()
            .game
            .hand(Seat(0))
            .iter()
            .collect();
        for &card in &hand[..3] {
            app.world_mut().write_message(PlayCard(card));
            app.update();
        }
        app.world_mut().write_message(SendPass);
        for _ in 0..5 {
            app.update();
        }
        app.world().resource::<Table>().game
    };
    let mut resumed = app_with(Store::memory());
    resumed.insert_resource(Resume(saved));
    resumed
        .world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..60 {
        resumed.update();
        if persons_pass(&resumed) {
            break;
        }
    }
    assert!(
        persons_pass(&resumed),
        "the resumed game asks for the same pass"
    );
    let here = pass(&mut app);
    let there = pass(&mut resumed);
    assert_eq!(here, there, "the same pass, the same game");
    assert!(
        !matches!(here.decision(), Some(Decision::PassCards { .. })),
        "the pass is over"
    );
}

/// Plays `setup` out, then resumes it from saves spread over the match: each ends exactly the same.
fn resume_anywhere(setup: NewMatch) {
    let mut app = app_with(Store::memory());
    app.insert_resource(setup);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    let (end, saves) = play_out(&mut app, true);
    assert!(saves.len() > 20, "a save after every card: {}", saves.len());
    assert_eq!(
        store(&app).read(SAVE_FILE),
        Ok(None),
        "a finished match leaves no save"
    );
    // Resume from saves spread over the whole match (the Hard seat included).
    for text in saves.iter().step_by(saves.len() / 12) {
        let saved = parse_save(text).expect("the game reads its own saves");
        let mut resumed = app_with(Store::memory());
        resumed.insert_resource(Resume(saved));
        resumed
            .world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        let (again, _) = play_out(&mut resumed, false);
        assert_eq!(again, end, "the resumed match ends the same");
    }
}

#[test]
fn a_finished_match_with_the_person_counts_in_the_statistics() {
    use wendellhead::app::table::human::PlayCard;
    let mut app = app_with(Store::memory());
    app.insert_resource(NewMatch {
        rules: AnyRules::Wendellhead(Rules {
            pins_per_flint: 3,
            flints_to_win: 1,
            ..Rules::standard(2)
        }),
        seed: 4,
        seats: vec![SeatKind::Human, SeatKind::Computer(Level::Easy)],
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..20_000 {
        app.update();
        if screen(&app) != Screen::Playing {
            break;
        }
        let table = app.world().resource::<Table>();
        if table.caught_up() && table.game.to_act() == Some(Seat(0)) {
            let card = table.game.legal_moves().lowest().unwrap();
            app.world_mut().write_message(PlayCard(card));
        }
    }
    assert_eq!(screen(&app), Screen::MatchOver);
    let table = app.world().resource::<Table>();
    let won = table.game.won_by(Seat(0)) == Some(true);
    let stats = app.world().resource::<Stats>().clone();
    let figures = stats.game(GameKind::Wendellhead);
    assert_eq!(figures.by_players[&2].played, 1);
    assert_eq!(figures.by_players[&2].won, won as u32);
    // The figures are the record's: the Flint, and the Pins the table showed the person winning.
    let pins = table
        .hands
        .iter()
        .flat_map(|h| &h.tricks)
        .filter(|t| t.winner == Seat(0))
        .count() as u32;
    assert!(pins > 0, "the person won a Pin");
    assert_eq!(figures.rated.rounds, won as u32);
    assert_eq!(figures.rated.tricks, pins);
    assert_eq!((figures.rated.matches, figures.casual.matches), (1, 0));
    assert_eq!(figures.rated.hands, table.game.deals());
    assert_eq!(figures.best_streak, won as u32);
    assert!(stats.game(GameKind::Whist).is_empty(), "kept per game");
    // Written to the store, and read back by the next start.
    let text = store(&app).read(STATS_FILE).unwrap().expect("stats saved");
    // The file names the build that wrote it.
    assert_eq!(stats.written_by, wendellhead::VERSION);
    assert!(
        text.contains(&format!("written_by: \"{}\"", wendellhead::VERSION)),
        "{text}"
    );
    let again = app_with(Store::Memory(std::sync::Mutex::new(
        [(STATS_FILE.to_string(), text)].into_iter().collect(),
    )));
    assert_eq!(*again.world().resource::<Stats>(), stats);
}

#[test]
fn settings_and_setup_choices_are_kept_between_runs() {
    let app = app_with(Store::memory());
    let mut app = app;
    app.world_mut().resource_mut::<Settings>().music_volume = 60;
    app.world_mut().resource_mut::<MatchSetup>().players = 5;
    app.update();
    let text = store(&app)
        .read(SETTINGS_FILE)
        .unwrap()
        .expect("settings saved");
    assert!(
        text.contains(&format!("written_by: \"{}\"", wendellhead::VERSION)),
        "the settings name the build that wrote them: {text}"
    );
    let next = app_with(Store::Memory(std::sync::Mutex::new(
        [(SETTINGS_FILE.to_string(), text)].into_iter().collect(),
    )));
    assert_eq!(next.world().resource::<Settings>().music_volume, 60);
    assert_eq!(next.world().resource::<MatchSetup>().players, 5);
    assert!(next.world().resource::<Notices>().0.is_empty());
}

/// A store holding one file.
fn store_with(name: &str, text: &str) -> Store {
    Store::Memory(std::sync::Mutex::new(
        [(name.to_string(), text.to_string())].into_iter().collect(),
    ))
}

#[test]
fn a_corrupt_settings_or_statistics_file_is_kept_aside_and_defaults_are_used() {
    for (file, text) in [
        (SETTINGS_FILE, "(version: 1, settings: (speed: \"warp\""),
        (SETTINGS_FILE, "(version: 99)"),
        (SETTINGS_FILE, "not ron at all"),
        (STATS_FILE, "(by_players: {2: (played: -1)})"),
    ] {
        let app = app_with(store_with(file, text));
        let defaults = Settings {
            speed: Speed::Instant,
            ..Settings::default()
        };
        assert_eq!(*app.world().resource::<Settings>(), defaults);
        let notices = &app.world().resource::<Notices>().0;
        assert_eq!(notices.len(), 1, "{notices:?}");
        assert!(notices[0].contains("could not be read"), "{}", notices[0]);
        assert!(notices[0].contains(".bad"), "{}", notices[0]);
        let kept = store(&app).read(&format!("{file}.bad")).unwrap();
        assert_eq!(
            kept.as_deref(),
            Some(text),
            "the bad file is kept, not deleted"
        );
    }
}

#[test]
fn a_bad_saved_match_is_refused_with_a_reason_and_kept_aside() {
    let good = {
        let mut events = Vec::new();
        let game = Match::new(Rules::standard(2), 3, &mut events).unwrap();
        serde_json::to_string(&SavedMatch::new(
            AnyMatch::Wendellhead(game),
            vec![SeatKind::Human, SeatKind::Computer(Level::Normal)],
        ))
        .unwrap()
    };
    assert!(parse_save(&good).is_ok());
    let version = format!("\"version\":{SAVE_VERSION}");
    let older = good.replace(&version, "\"version\":0");
    let no_version = good.replace(&format!("{version},"), "");
    let newer = good.replace(&version, "\"version\":7");
    let wrong_seats = good.replace(",{\"computer\":\"normal\"}", "");
    let cheating = good.replacen("\"hands\":[[", "\"hands\":[[\"AS\",", 1);
    for (text, why) in [
        ("{ not json", "not a saved match"),
        (&older, "older version"),
        (&no_version, "older version"),
        (&newer, "newer version"),
        (&wrong_seats, "player"),
        (&cheating, "broken"),
    ] {
        let error = parse_save(text).expect_err(why);
        assert!(error.contains(why), "{error}");
        // On the title screen the file is kept aside and the player told; no Continue is offered.
        let mut app = app_with(store_with(SAVE_FILE, text));
        app.update();
        assert_eq!(screen(&app), Screen::Title);
        assert!(
            !app.world()
                .contains_resource::<wendellhead::app::state::table::Continuable>()
        );
        let notices = &app.world().resource::<Notices>().0;
        assert!(
            notices.iter().any(|n| n.contains("saved match")),
            "{notices:?}"
        );
        assert_eq!(store(&app).read(SAVE_FILE), Ok(None));
        assert_eq!(
            store(&app)
                .read(&format!("{SAVE_FILE}.bad"))
                .unwrap()
                .as_deref(),
            Some(text)
        );
    }
    // A good save is offered.
    let mut app = app_with(store_with(SAVE_FILE, &good));
    app.update();
    assert!(
        app.world()
            .contains_resource::<wendellhead::app::state::table::Continuable>()
    );
}

/// A save whose record of the hands is damaged still continues its match (the record is what is lost, and the
/// title says so, keeping a copy); a save of format 2, which kept no record, says which hands it lacks.
#[test]
fn a_damaged_or_missing_record_loses_only_the_record_and_says_so() {
    let first = crate::common::app::store_with_saved_match(MatchSetup::default());
    let mut saved = parse_save(&first.read(SAVE_FILE).unwrap().unwrap()).unwrap();
    crate::common::app::play_on_in_save(&mut saved, 6);
    let good = serde_json::to_string(&saved).unwrap();
    // The record's third move made a different card: it no longer leads to the saved match.
    let mut damaged = saved.clone();
    let record = damaged.record.as_mut().unwrap();
    record.deals[0].moves.swap(1, 2);
    let damaged = serde_json::to_string(&damaged).unwrap();
    assert_ne!(damaged, good);
    let read = parse_save(&damaged).expect("the match itself still reads");
    assert_eq!(read.record, None);
    assert_eq!(read.game, saved.game);
    let mut app = app_with(store_with(SAVE_FILE, &damaged));
    app.update();
    assert!(
        app.world()
            .contains_resource::<wendellhead::app::state::table::Continuable>(),
        "the match is offered"
    );
    let notices = &app.world().resource::<Notices>().0;
    assert!(
        notices
            .iter()
            .any(|n| n.contains("record of its hands is damaged")
                && n.contains("match-damaged-record.json")),
        "{notices:?}"
    );
    assert_eq!(
        store(&app)
            .read("match-damaged-record.json")
            .unwrap()
            .as_deref(),
        Some(damaged.as_str()),
        "the damaged file is kept as it was"
    );
    // Format 2: no record; at its second deal, the first hand is said to be missing.
    let mut old = saved.clone();
    while old.game.deals() < 2 {
        crate::common::app::play_on_in_save(&mut old, 1);
    }
    let old = serde_json::to_string(&old)
        .unwrap()
        .replace(&format!("\"version\":{SAVE_VERSION}"), "\"version\":2");
    let read = parse_save(&old).expect("format 2 reads");
    assert_eq!(read.record, None);
    let why = read.record_lost.clone().expect("what it lacks is said");
    assert!(
        why.contains("older version") && why.contains("first hand"),
        "{why}"
    );
    // Continued, its review starts at the deal in progress, numbered as the match's second hand.
    app.insert_resource(Resume(read));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    let table = app.world().resource::<Table>();
    assert_eq!((table.unrecorded, table.hands.len()), (1, 1));
    assert_eq!(
        table.hands[0].start, None,
        "no par for a hand begun before the record"
    );
}

#[test]
fn an_unreadable_file_in_the_settings_folder_is_renamed_byte_for_byte() {
    let dir = std::env::temp_dir().join(format!("wendellhead-binary-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let bytes = [0xffu8, 0xfe, 0x00, 0x9c];
    std::fs::write(dir.join(SETTINGS_FILE), bytes).unwrap();
    std::fs::write(
        dir.join(format!("{SETTINGS_FILE}.bad")),
        "an older bad file",
    )
    .unwrap();
    let app = app_with(Store::Folder(dir.clone()));
    let notices = &app.world().resource::<Notices>().0;
    assert!(notices[0].contains("not text"), "{notices:?}");
    assert!(notices[0].contains("settings.ron.bad-2"), "{notices:?}");
    assert_eq!(
        std::fs::read(dir.join(format!("{SETTINGS_FILE}.bad-2"))).unwrap(),
        bytes
    );
    assert_eq!(
        std::fs::read_to_string(dir.join(format!("{SETTINGS_FILE}.bad"))).unwrap(),
        "an older bad file",
        "an earlier kept file stays"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_match_and_statistics_saved_by_the_version_before_whist_still_load() {
    let old_match = include_str!("../fixtures/match-v1.json");
    let old_stats = include_str!("../fixtures/stats-v1.ron");
    let saved = parse_save(old_match).expect("a format-1 save reads");
    let AnyMatch::Wendellhead(game) = saved.game else {
        panic!("a format-1 save is Wendellhead")
    };
    assert_eq!((game.seed(), game.rules().players), (77, 4));
    assert_eq!(saved.seats[0], SeatKind::Human);
    assert_eq!(saved.record, None, "a format-1 save kept no record");
    assert_eq!(
        saved.game.deals(),
        1,
        "so nothing before this deal is missing"
    );
    let stats = wendellhead::app::stats::parse_stats(old_stats).expect("format-1 statistics read");
    let figures = stats.game(GameKind::Wendellhead);
    assert_eq!(figures.by_players[&4].played, 2);
    assert_eq!(figures.by_players[&3].won, 1);
    assert_eq!(figures.by_players[&5].abandoned, 1);
    assert_eq!((figures.rated.rounds, figures.rated.tricks), (7, 83));
    assert_eq!(
        figures.rated.matches, 4,
        "every match counted then was rated"
    );
    assert!(stats.game(GameKind::Whist).is_empty());
    // The game starts with both files in its folder: nothing set aside, Continue offered, and the match plays on.
    let mut app = app_with(Store::Memory(std::sync::Mutex::new(
        [
            (SAVE_FILE.to_string(), old_match.to_string()),
            (STATS_FILE.to_string(), old_stats.to_string()),
        ]
        .into_iter()
        .collect(),
    )));
    app.update();
    assert!(app.world().resource::<Notices>().0.is_empty());
    assert_eq!(*app.world().resource::<Stats>(), stats);
    assert!(
        app.world()
            .contains_resource::<wendellhead::app::state::table::Continuable>()
    );
    app.insert_resource(Resume(saved));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    let table = app.world().resource::<Table>();
    assert_eq!(table.game, AnyMatch::Wendellhead(game), "resumed as it was");
    // Saved again in today's format.
    let text = store(&app).read(SAVE_FILE).unwrap().expect("saved");
    assert!(
        text.starts_with(&format!("{{\"version\":{SAVE_VERSION}")),
        "{text}"
    );
    assert_eq!(parse_save(&text).unwrap().game, AnyMatch::Wendellhead(game));
}
