//! The match's record: the hands the table records as they are shown are the ones its record rebuilds; quitting
//! mid-hand (or a kill, which leaves the same file) and continuing loses no hand, no review and no par; the
//! hand panels, the match-end line and the statistics agree, rated and casual apart.
#![cfg(feature = "app")]

use bevy::prelude::*;
use wendellhead::app::save::{SAVE_FILE, parse_save};
use wendellhead::app::settings::Speed;
use wendellhead::app::state::Screen;
use wendellhead::app::state::table::{HandRecord, Resume, Table, hands_from_record, human_seat};
use wendellhead::app::stats::{FigureCell, Figures, Stats, StatsLine, figures_table};
use wendellhead::app::storage::Store;
use wendellhead::app::table::par::{ParWork, match_par_text};
use wendellhead::app::table::undo::UndoCard;
use wendellhead::engine::whist::side_of;
use wendellhead::engine::{GameKind, Seat};

use crate::common::app::{deal, headless, next_round, person_moves, screen, short_match, texts};

/// The hands as the record rebuilds them, with the table's pars (a par is worked out, not recorded).
fn rebuilt(table: &Table) -> Vec<HandRecord> {
    let mut hands = hands_from_record(&table.record, &table.game, human_seat(table));
    for (hand, live) in hands.iter_mut().zip(&table.hands) {
        hand.par = live.par;
    }
    hands
}

/// One step of a person at the table: the next round from a panel, or their move when one is wanted.
fn step(app: &mut App) {
    app.update();
    if screen(app) != Screen::Playing {
        return;
    }
    if app.world().resource::<Table>().shown.scoring.is_some() {
        next_round(app);
    } else {
        person_moves(app);
    }
}

/// At every moment of a whole match in each game, the record rebuilds the hands the table recorded as it showed
/// them (tricks, the person's decisions with the match before each, results, rounds), one deal a hand.
#[test]
fn the_record_rebuilds_every_hand_the_table_recorded() {
    for (game, seed) in [
        (GameKind::Wendellhead, 3),
        (GameKind::Whist, 5),
        (GameKind::Hearts, 7),
        (GameKind::Schafkopf, 9),
    ] {
        let mut app = headless(Store::memory(), Speed::Instant);
        deal(&mut app, short_match(game), seed);
        let mut frames = 0;
        let mut compared = 0;
        while screen(&app) == Screen::Playing {
            step(&mut app);
            frames += 1;
            assert!(frames < 60_000, "{game:?}: the match ends");
            let table = app.world().resource::<Table>();
            // Whenever the table has shown all the engine did, they are the same hands.
            if table.caught_up() && screen(&app) == Screen::Playing {
                assert_eq!(rebuilt(table), table.hands, "{game:?} at frame {frames}");
                compared += 1;
            }
        }
        let table = app.world().resource::<Table>();
        assert_eq!(rebuilt(table), table.hands, "{game:?} at the end");
        assert_eq!(
            table.record.deals.len() as u32,
            table.game.deals(),
            "{game:?}"
        );
        assert_eq!(table.hands.len() as u32, table.game.deals(), "{game:?}");
        assert!(compared > 20, "{game:?}: compared {compared} times");
        assert!(
            table
                .hands
                .iter()
                .all(|h| h.result.is_some() && h.par.is_some()),
            "{game:?}: every hand scored, and its par worked out at the match's end"
        );
    }
}

/// What a player sees of a finished match: each hand's result and par, the match-end line, and the statistics.
#[derive(Debug, PartialEq)]
struct Seen {
    hands: Vec<(Option<i64>, Option<i64>)>,
    line: String,
    figures: Figures,
}

/// Plays a short Hearts match as a person, quitting to the title and continuing at each of `quits` (counted in
/// the person's moves): the title reads the saved file, as after a kill. `at_trick_end` quits while the end of a
/// trick is still being shown (the engine ahead of the table). Then checks every figure against the record.
fn play_with_quits(quits: &[usize], at_trick_end: bool) -> Seen {
    let game = GameKind::Hearts;
    let mut app = headless(Store::memory(), Speed::Fast);
    deal(&mut app, short_match(game), 11);
    let mut moves = 0;
    let mut frames = 0;
    let mut quit_at = quits.iter().copied().peekable();
    while screen(&app) == Screen::Playing {
        frames += 1;
        assert!(frames < 100_000, "the match ends");
        app.update();
        if screen(&app) != Screen::Playing {
            break;
        }
        let table = app.world().resource::<Table>();
        let lagging = !table.caught_up()
            && table
                .hands
                .last()
                .is_some_and(|h| h.start.is_some_and(|s| s.deals() != table.game.deals()));
        let due = quit_at
            .peek()
            .is_some_and(|&q| moves >= q && (!at_trick_end || lagging));
        if due {
            quit_at.next();
            // Quit (or killed): whatever the file holds is what Continue finds.
            let text = app
                .world()
                .resource::<Store>()
                .read(SAVE_FILE)
                .unwrap()
                .expect("the match is saved");
            let saved = parse_save(&text).expect("the save reads");
            assert_eq!(saved.record_lost, None);
            let store = Store::memory();
            store.write(SAVE_FILE, &text).unwrap();
            // The statistics so far come along, as they would in the player's folder.
            let stats = app.world().resource::<Stats>().clone();
            app = headless(store, Speed::Fast);
            app.insert_resource(stats);
            app.insert_resource(Resume(saved));
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Playing);
            app.update();
            continue;
        }
        if table.shown.scoring.is_some() {
            next_round(&mut app);
        } else if person_moves(&mut app) {
            moves += 1;
        }
    }
    assert_eq!(screen(&app), Screen::MatchOver);
    assert!(quit_at.next().is_none(), "every quit happened");
    app.update();
    let table = app.world().resource::<Table>();
    assert!(app.world().resource::<ParWork>().0.is_empty());
    // Hands 1..N, one a deal, each with its review (its tricks) and its par.
    assert_eq!(table.hands.len() as u32, table.game.deals());
    assert_eq!(table.unrecorded, 0);
    for (i, hand) in table.hands.iter().enumerate() {
        assert!(hand.start.is_some(), "hand {} has its deal", i + 1);
        assert_eq!(hand.tricks.len(), 13, "hand {} has all its tricks", i + 1);
        assert!(hand.par.is_some(), "hand {} has its par", i + 1);
    }
    assert_eq!(rebuilt(table), table.hands);
    // The match-end line, on screen, counts every hand against par, as the statistics do.
    let line = match_par_text(table);
    let diffs: Vec<i64> = table
        .hands
        .iter()
        .map(|h| h.result.unwrap() - h.par.unwrap().result)
        .collect();
    let shown = texts(&mut app);
    assert!(shown.contains(&line), "{line:?} in {shown:?}");
    let table = app.world().resource::<Table>();
    let stats = app.world().resource::<Stats>().game(game);
    let figures = if table.casual {
        stats.casual
    } else {
        stats.rated
    };
    assert_eq!(figures.matches, 1);
    assert_eq!(figures.hands, table.game.deals());
    assert_eq!(figures.par_hands as usize, diffs.len());
    assert_eq!(figures.par_tenths, 10 * diffs.iter().sum::<i64>());
    let taken: u32 = table
        .hands
        .iter()
        .flat_map(|h| &h.tricks)
        .filter(|t| t.winner == Seat(0))
        .count() as u32;
    assert_eq!(figures.tricks, taken);
    Seen {
        hands: table
            .hands
            .iter()
            .map(|h| (h.result, h.par.map(|p| p.result)))
            .collect(),
        line,
        figures,
    }
}

/// Quitting mid-hand twice, and once while a trick's end is still shown (as a kill would leave it), then
/// continuing to the end: every hand's review and par is there, numbered 1..N, and the hands, the match-end
/// line and the statistics are the same as in the match played without a stop.
#[test]
fn quits_and_a_kill_mid_match_lose_no_hand_review_or_par() {
    let whole = play_with_quits(&[], false);
    assert!(whole.hands.len() >= 2, "a match of several hands");
    let stopped = play_with_quits(&[5, 20], false);
    assert_eq!(stopped, whole);
    let killed = play_with_quits(&[15], true);
    assert_eq!(killed, whole);
}

/// Two finished matches, the second with a card taken back: the first counts as rated, the second as casual
/// with its hands, tricks and par, each apart, and the panel's lines say so.
#[test]
fn a_casual_match_counts_its_hands_apart_from_the_rated_ones() {
    let game = GameKind::Whist;
    let mut app = headless(Store::memory(), Speed::Instant);
    let mut ours = Vec::new();
    for (seed, undo) in [(2, false), (3, true)] {
        deal(&mut app, short_match(game), seed);
        let mut undone = false;
        let mut frames = 0;
        while screen(&app) == Screen::Playing {
            frames += 1;
            assert!(frames < 60_000, "the match ends");
            step(&mut app);
            let table = app.world().resource::<Table>();
            if undo && !undone && table.undo.len() >= 3 && table.caught_up() {
                app.world_mut().write_message(UndoCard);
                app.update();
                app.update();
                undone = true;
            }
        }
        let table = app.world().resource::<Table>();
        assert_eq!(table.casual, undo);
        let tricks = table
            .hands
            .iter()
            .flat_map(|h| &h.tricks)
            .filter(|t| side_of(t.winner) == side_of(Seat(0)))
            .count() as u32;
        let par: i64 = table
            .hands
            .iter()
            .map(|h| h.result.unwrap() - h.par.unwrap().result)
            .sum();
        ours.push((table.game.deals(), tricks, par));
        go_to_title(&mut app);
    }
    let stats = app.world().resource::<Stats>().game(game);
    let check = |figures: Figures, (deals, tricks, par): (u32, u32, i64)| {
        assert_eq!(figures.matches, 1);
        assert_eq!(figures.hands, deals);
        assert_eq!(figures.tricks, tricks);
        assert_eq!(figures.par_hands, deals);
        assert_eq!(figures.par_tenths, par * 10);
    };
    check(stats.rated, ours[0]);
    check(stats.casual, ours[1]);
    let record = stats.by_players[&4];
    assert_eq!((record.played, record.casual_played), (1, 1));
    assert_eq!(stats.history.len(), 2);
    assert_eq!(stats.par_bars.len() as u32, ours[0].0 + ours[1].0);
    // The panel says the same, rated and casual apart, and what casual means.
    let all = app.world().resource::<Stats>().clone();
    app.world_mut().commands().queue(move |world: &mut World| {
        let mut commands = world.commands();
        wendellhead::app::stats::open_stats_of(
            &mut commands,
            &all,
            wendellhead::app::state::PanelScope::Screen(Screen::Title),
            game,
        );
    });
    app.update();
    app.update();
    let world = app.world_mut();
    let mut lines = world.query_filtered::<&Text, With<StatsLine>>();
    let lines: Vec<String> = lines.iter(world).map(|t| t.0.clone()).collect();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Casual: a card was taken back")),
        "{lines:?}"
    );
    let mut cells = world.query::<(&FigureCell, &Text)>();
    let mut shown = vec![vec![String::new(); 6]; 3];
    for (cell, text) in cells.iter(world) {
        shown[cell.0][cell.1] = text.0.clone();
    }
    let table = figures_table(game, &stats);
    assert_eq!(shown, table.iter().map(|r| r.to_vec()).collect::<Vec<_>>());
    // Each figure under what it counts: hands, rounds, the side's tricks, hands with a par, the mean a hand.
    assert_eq!(
        shown[0][1..],
        [
            "Hands played",
            "Games won",
            "Side's tricks",
            "With a par",
            "Against par"
        ]
    );
    for (row, label, (deals, tricks, par)) in [(1, "Rated", ours[0]), (2, "Casual", ours[1])] {
        assert_eq!(shown[row][0], label);
        assert_eq!(shown[row][1], deals.to_string());
        assert_eq!(shown[row][3], tricks.to_string());
        assert_eq!(shown[row][4], deals.to_string());
        let mean = par as f64 / deals as f64;
        assert_eq!(
            shown[row][5],
            format!("{}{:.2}", if mean > 0.004 { "+" } else { "" }, mean),
            "row {row}"
        );
    }
}

/// From the match-over screen back to the title, as the panel's button does.
fn go_to_title(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(screen(app), Screen::Title);
}

/// Undo points survive Continue: after a quit, U still takes back the person's last decision, exactly.
#[test]
fn undo_after_continue_takes_back_the_decision_before_the_quit() {
    let mut app = headless(Store::memory(), Speed::Instant);
    deal(&mut app, short_match(GameKind::Whist), 4);
    let mut frames = 0;
    while app.world().resource::<Table>().undo.len() < 3
        || !app.world().resource::<Table>().caught_up()
    {
        frames += 1;
        assert!(frames < 20_000, "three decisions");
        step(&mut app);
    }
    let before = app.world().resource::<Table>();
    let (points, hands) = (before.undo.clone(), before.hands.clone());
    let text = app
        .world()
        .resource::<Store>()
        .read(SAVE_FILE)
        .unwrap()
        .unwrap();
    let store = Store::memory();
    store.write(SAVE_FILE, &text).unwrap();
    let mut app = headless(store, Speed::Instant);
    app.insert_resource(Resume(parse_save(&text).unwrap()));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    let table = app.world().resource::<Table>();
    assert_eq!(table.undo, points, "the undo points come back");
    assert_eq!(table.hands, hands, "and the hands");
    app.world_mut().write_message(UndoCard);
    for _ in 0..3 {
        app.update();
    }
    let table = app.world().resource::<Table>();
    assert_eq!(
        table.game,
        points.last().unwrap().before,
        "taken back exactly"
    );
    assert!(table.casual);
    assert_eq!(table.undo.len(), points.len() - 1);
}

/// The texts of the open statistics panel.
fn statistics_texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut roots = world.query::<(Entity, &Name)>();
    let Some(root) = roots
        .iter(world)
        .find(|(_, n)| n.as_str() == "Statistics")
        .map(|(e, _)| e)
    else {
        return Vec::new();
    };
    let mut texts = world.query::<(Entity, &Text)>();
    texts
        .iter(world)
        .filter(|(e, _)| {
            std::iter::successors(Some(*e), |&e| world.get::<ChildOf>(e).map(|c| c.parent()))
                .any(|a| a == root)
        })
        .map(|(_, t)| t.0.clone())
        .collect()
}

/// Asks the title for the statistics, as its button does.
fn open_statistics(app: &mut App) {
    use wendellhead::app::state::{OpenPanel, Panel, PanelScope};
    app.world_mut().trigger(OpenPanel {
        panel: Panel::Statistics,
        scope: PanelScope::Screen(Screen::Title),
    });
    app.update();
    app.update();
}

/// The statistics open on the game last played, not on the one the setup shows: a Hearts match just left (dealt
/// from elsewhere than the setup, as Continue or a deal code does) while the setup says Whist, whose results
/// there are; and in a new session, with no table yet, on the game counted last.
#[test]
fn the_statistics_open_on_the_game_last_played() {
    use wendellhead::app::i18n::game_title;
    use wendellhead::app::state::setup::MatchSetup;
    use wendellhead::app::stats::Record;
    let mut stats = Stats::default();
    stats.game_mut(GameKind::Whist).by_players.insert(
        4,
        Record {
            played: 2,
            won: 1,
            ..Record::default()
        },
    );
    let shows = |app: &mut App, game: GameKind| {
        let texts = statistics_texts(app);
        assert!(
            texts.contains(&game_title(game)),
            "the panel is on {game:?}: {texts:?}"
        );
    };
    // A Hearts match played, then the title.
    let mut app = headless(Store::memory(), Speed::Instant);
    app.insert_resource(stats.clone());
    app.insert_resource(short_match(GameKind::Whist));
    app.insert_resource(short_match(GameKind::Hearts).new_match(3));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..30 {
        app.update();
    }
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(app.world().resource::<MatchSetup>().game, GameKind::Whist);
    open_statistics(&mut app);
    shows(&mut app, GameKind::Hearts);
    // A new session: the game counted last, though the setup shows another.
    let mut app = headless(Store::memory(), Speed::Instant);
    stats.game_mut(GameKind::Hearts).by_players.insert(
        4,
        Record {
            played: 1,
            ..Record::default()
        },
    );
    stats.last = Some(GameKind::Hearts);
    app.insert_resource(stats);
    app.insert_resource(short_match(GameKind::Whist));
    open_statistics(&mut app);
    shows(&mut app, GameKind::Hearts);
    // And its matches are said plainly: rated ones apart from casual ones, each with its wins.
    let texts = statistics_texts(&mut app);
    for words in ["Rated matches", "Casual matches", "0 (won 0)"] {
        assert!(texts.iter().any(|t| t == words), "{words:?} in {texts:?}");
    }
    assert!(!texts.iter().any(|t| t == "Played"), "{texts:?}");
}
