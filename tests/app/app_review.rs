//! The hand review through the real plugins, headless (`MinimalPlugins` + `StatesPlugin`): after a hand, V opens
//! its review, with every trick and, for each of the person's cards, the Hard search's card from the same view and
//! the cost of the difference; ← → step between the match's hands. The verdicts depend on the person's view only:
//! any other deal of the cards the person could not see gives the same ones. The score sheet (S): a row per deal
//! scored with the engine's figures, in every game, through an undo and Continue.
#![cfg(feature = "app")]

use crate::common;

use bevy::prelude::*;
use common::app::{headless, press, texts};
use wendellhead::ai::AiGame;
use wendellhead::ai::{suggest_call, suggest_pass};
use wendellhead::app::i18n::CardWords;
use wendellhead::app::save::{SAVE_FILE, parse_save};
use wendellhead::app::settings::Speed;
use wendellhead::app::state::setup::{Length, MatchSetup};
use wendellhead::app::state::sheet::{SheetLine, SheetRow};
use wendellhead::app::state::table::{Made, Table};
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::storage::Store;
use wendellhead::app::table::hand_review::{HandReviewPanel, other_decision_line, verdict};
use wendellhead::app::table::human::PlayCard;
use wendellhead::app::table::round::NextRound;
use wendellhead::app::table::scores::{PAGE_ROWS, ScoresPanel, page};
use wendellhead::app::ui::Activated;
use wendellhead::engine::whist::WhistMatch;
use wendellhead::engine::{AnyMatch, Decision, GameKind, Seat};

/// Plays until a hand's panel is up (the person plays the highest legal card).
fn play_to_the_hands_end(app: &mut App) {
    for _ in 0..20_000 {
        app.update();
        let table = app.world().resource::<Table>();
        if table.shown.scoring.is_some() {
            // The panel spawns with the scoring: a frame more.
            app.update();
            return;
        }
        if *app.world().resource::<State<Phase>>().get() == Phase::Turn
            && table.caught_up()
            && table.game.decision() == Some(Decision::PlayCard { seat: Seat(0) })
        {
            let card = table.game.legal_moves().highest().unwrap();
            app.world_mut().write_message(PlayCard(card));
        }
    }
    panic!("no hand ended");
}

#[test]
fn every_card_of_every_hand_is_reviewed_from_the_persons_view() {
    let mut app = headless(Store::memory(), Speed::Instant);
    let setup = MatchSetup {
        game: GameKind::Whist,
        ..Default::default()
    };
    app.insert_resource(setup.new_match(8));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    play_to_the_hands_end(&mut app);
    assert!(texts(&mut app).iter().any(|t| t == "Review the hand (V)"));
    press(&mut app, KeyCode::KeyV);
    let all = texts(&mut app);
    assert!(all.iter().any(|t| t.starts_with("Hand 1 of 1")), "{all:?}");
    let table = app.world().resource::<Table>();
    let hand = table.hands[0].clone();
    assert_eq!(hand.tricks.len(), 13, "every trick is in the review");
    assert_eq!(hand.plays().count(), 13, "every card of the person");
    let mut rng = wendellhead::engine::deck::rng(5, 1);
    let mut moved = 0;
    let mut costly = 0;
    for (point, card) in hand.plays() {
        // Each card the person played is in its trick, and reviewed on screen.
        assert!(
            hand.tricks
                .iter()
                .any(|t| t.plays.contains(&(Seat(0), card)))
        );

        let real = verdict(point, card, Seat(0)).expect("a verdict");
        assert!(real.cost >= 0.0);
        costly += real.costly() as u32;
        // The same view with the unseen cards dealt otherwise gives the same verdict.
        let AnyMatch::Whist(game) = point.before else {
            panic!("Whist")
        };
        for _ in 0..2 {
            let world = WhistMatch::sample_world(&game.view(Seat(0)), &mut rng).expect("a world");
            moved += (world != game) as u32;
            let mut other = *point;
            other.before = AnyMatch::Whist(world);
            assert_eq!(
                verdict(&other, card, Seat(0)),
                Some(real),
                "the verdict sees only the view"
            );
        }
    }
    assert!(
        moved > 10,
        "other deals of the unseen cards were tried ({moved})"
    );
    let shown_costly = all
        .iter()
        .filter(|t| t.trim_start().starts_with("costly:"))
        .count();
    assert_eq!(shown_costly as u32, costly, "costly cards are marked");
    // Esc closes it; the next hand's end shows the review of both hands.
    press(&mut app, KeyCode::Escape);
    let world = app.world_mut();
    assert_eq!(world.query::<&HandReviewPanel>().iter(world).count(), 0);
    common::app::next_round(&mut app);
    play_to_the_hands_end(&mut app);
    press(&mut app, KeyCode::KeyV);
    assert!(texts(&mut app).iter().any(|t| t.starts_with("Hand 2 of 2")));
    press(&mut app, KeyCode::ArrowLeft);
    assert!(texts(&mut app).iter().any(|t| t.starts_with("Hand 1 of 2")));
}

/// The review covers every decision, not only cards: a Hearts hand's pass and a Schafkopf deal's call each get a
/// line with the person's choice and the Hard computer's from the same view (the hint's: `suggest_pass`,
/// `suggest_call`), "Hard agrees" when they are the same, else what the difference cost on average.
#[test]
fn the_review_covers_the_pass_and_the_call() {
    for (game, mine) in [
        (GameKind::Hearts, "Your pass:"),
        (GameKind::Schafkopf, "Your call:"),
    ] {
        let mut app = headless(Store::memory(), Speed::Instant);
        let setup = MatchSetup {
            game,
            ..Default::default()
        };
        app.insert_resource(setup.new_match(12));
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        for _ in 0..20_000 {
            app.update();
            if app.world().resource::<Table>().shown.scoring.is_some() {
                app.update();
                break;
            }
            common::app::person_moves(&mut app);
        }
        let table = app.world().resource::<Table>();
        let hand = table.hands[0].clone();
        let other: Vec<_> = hand
            .decisions
            .iter()
            .filter(|d| !matches!(d.made, Made::Card(_)))
            .copied()
            .collect();
        assert!(!other.is_empty(), "{game:?}: a pass or a call was recorded");
        let expected: Vec<String> = other
            .iter()
            .filter_map(|d| other_decision_line(d, Seat(0)).map(|(line, _)| line))
            .collect();
        press(&mut app, KeyCode::KeyV);
        let all = texts(&mut app);
        for line in &expected {
            assert!(line.starts_with(mine), "{game:?}: {line}");
            assert!(all.contains(line), "{game:?}: {line} not in {all:?}");
        }
        for d in &other {
            let hard = match (d.made, game) {
                (Made::Pass(cards), GameKind::Hearts) => {
                    (suggest_pass(&d.before, Seat(0)) == Some(cards)).then_some(())
                }
                (Made::Call(call), _) => {
                    (suggest_call(&d.before, Seat(0)) == Some(call)).then_some(())
                }
                _ => None,
            };
            let (line, costly) = other_decision_line(d, Seat(0)).unwrap();
            assert_eq!(hard.is_some(), line.ends_with("Hard agrees"), "{line}");
            // Where Hard chose otherwise, the line says what the difference cost, as it does for cards.
            if hard.is_none() {
                assert!(
                    line.contains(" · costs ") || line.ends_with(" · as good"),
                    "{line}"
                );
                assert!(!costly || line.contains(" · costs "), "{line}");
            }
        }
    }
}

/// Hearts' kitty is shown when it is taken: with the first trick its cards turn face up for a moment, the prompt
/// names whoever takes it with its cards and points, then it goes face down to that pile; *Last trick* (L), the
/// hand's panel and the hand review list it.
#[test]
fn the_hearts_kitty_is_shown_when_it_is_taken() {
    use wendellhead::app::table::animation::Face;
    use wendellhead::app::table::places::{CardEntity, CardPlace};
    let mut app = headless(Store::memory(), Speed::Normal);
    let mut setup = MatchSetup {
        game: GameKind::Hearts,
        ..Default::default()
    };
    setup.hearts.players = 3;
    setup.hearts.kitty = true;
    common::app::deal(&mut app, setup, 9);
    let kitty = match app.world().resource::<Table>().game {
        AnyMatch::Hearts(g) => g.kitty(),
        _ => panic!("Hearts"),
    };
    assert!(!kitty.is_empty(), "a kitty was dealt");
    // Play to the end of the first trick.
    let mut frames = 0;
    while app.world().resource::<Table>().shown.held.is_none() {
        app.update();
        common::app::person_moves(&mut app);
        frames += 1;
        assert!(frames < 20_000, "the first trick never ended");
    }
    let table = app.world().resource::<Table>();
    let winner = table.shown.held.unwrap().winner;
    let name = wendellhead::app::state::table::seat_name(table, winner);
    let points = wendellhead::engine::hearts::points_of(
        kitty,
        &wendellhead::engine::hearts::Rules::standard(3),
    );
    app.update();
    // Face up, for a moment.
    let world = app.world_mut();
    let mut faces = world.query::<(&CardEntity, &Face, &CardPlace)>();
    let shown: Vec<_> = faces
        .iter(world)
        .filter(|(c, ..)| kitty.contains(c.0))
        .collect();
    assert_eq!(shown.len(), kitty.len());
    assert!(
        shown.iter().all(|(_, f, _)| f.up),
        "the kitty turned face up"
    );
    assert!(
        shown
            .iter()
            .all(|(_, _, p)| **p == CardPlace::TrickPile(winner)),
        "and goes to its taker's pile"
    );
    let mut labels = world.query::<&Text2d>();
    let prompt: Vec<String> = labels.iter(world).map(|t| t.0.clone()).collect();
    let first = kitty.iter().next().unwrap().shown();
    let words = if points == 1 {
        "1 point".to_string()
    } else {
        format!("{points} points")
    };
    assert!(
        prompt
            .iter()
            .any(|l| l.contains("the kitty with the trick: ")
                && l.contains(&first)
                && l.ends_with(&words)),
        "{prompt:?}"
    );
    // A moment later it lies face down on the pile.
    for _ in 0..200 {
        app.update();
    }
    let world = app.world_mut();
    let mut faces = world.query::<(&CardEntity, &Face)>();
    assert!(
        faces
            .iter(world)
            .filter(|(c, _)| kitty.contains(c.0))
            .all(|(_, f)| !f.up),
        "the kitty lies face down again"
    );
    // Last trick lists it while it is the last trick.
    let last = app
        .world()
        .resource::<Table>()
        .shown
        .last_trick
        .clone()
        .unwrap();
    if last.kitty == kitty {
        press(&mut app, KeyCode::KeyL);
        let all = texts(&mut app);
        assert!(
            all.iter()
                .any(|t| t.contains("the kitty with it: ") && t.contains(&first)),
            "{all:?}"
        );
        press(&mut app, KeyCode::Escape);
    }
    // The hand's panel and the review list it.
    play_to_the_hands_end(&mut app);
    let all = texts(&mut app);
    assert!(
        all.iter()
            .any(|t| t.starts_with(&name) && t.contains("the kitty with it: ")),
        "{all:?}"
    );
    press(&mut app, KeyCode::KeyV);
    let all = texts(&mut app);
    assert!(
        all.iter()
            .any(|t| t.starts_with("1. ") && t.contains("the kitty with it: ")),
        "{all:?}"
    );
}

/// Plays on (the person as [`common::app::person_moves`] plays, going on after each round's panel) until `rows`
/// deals are scored and the last one's panel is up.
fn play_until_scored(app: &mut App, rows: usize) {
    for _ in 0..60_000 {
        app.update();
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Playing,
            "the match goes on"
        );
        let table = app.world().resource::<Table>();
        if table.shown.scoring.is_some() {
            if table.sheet_shown().len() >= rows {
                app.update();
                return;
            }
            app.world_mut().write_message(NextRound);
            continue;
        }
        common::app::person_moves(app);
    }
    panic!("{rows} deals were not scored");
}

/// The match of `game` the score sheet tests play: long enough for several rows (Wendellhead: Flints of 3 Pins, 5
/// to win; Whist: a rubber; Hearts to 100; Schafkopf: 4 deals), the person in seat 0, undo allowed.
fn sheet_match(game: GameKind) -> MatchSetup {
    let mut setup = common::app::short_match(game);
    setup.length = Length::Custom;
    setup.custom_pins = 3;
    setup.custom_flints = 5;
    setup.whist_honours = true;
    setup.whist_rubber = true;
    setup.hearts.target = 100;
    setup
}

/// The open score sheets.
fn sheets(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<&ScoresPanel>().iter(world).count()
}

/// "+3", "−2", "0", as the sheet writes a payment or a balance.
fn signed(n: i64) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("−{}", -n),
        _ => "0".into(),
    }
}

/// The sheet's rows agree with the engine: each row's totals are the ones before plus what it scored, and the
/// last row's totals are the engine's own now (the table waits on the last round's panel: nothing has been played
/// since). Returns the figures of the last row's totals as the sheet writes them.
fn check_sheet_against_the_engine(table: &Table, what: &str) -> Vec<String> {
    let rows = table.sheet_shown();
    assert_eq!(rows.len(), table.sheet.len(), "{what}: every row is shown");
    assert!(
        rows.windows(2).all(|w| w[0].deal < w[1].deal),
        "{what}: one row a deal, in order: {rows:?}"
    );
    let last = &rows.last().expect("a row").line;
    match (&table.game, last) {
        (AnyMatch::Wendellhead(g), SheetLine::Flint { flints, .. }) => {
            assert_eq!(flints.as_slice(), g.flints(), "{what}: Flints");
            let mut before = vec![0; flints.len()];
            for row in rows {
                let SheetLine::Flint {
                    winner,
                    pins,
                    flints,
                } = &row.line
                else {
                    panic!("{what}: {row:?}")
                };
                assert!(
                    pins[winner.index()] >= g.rules().pins_per_flint,
                    "{what}: the winner's Pins reached the Flint: {row:?}"
                );
                before[winner.index()] += 1;
                assert_eq!(&before, flints, "{what}: one Flint more for its winner");
            }
            flints.iter().map(|f| f.to_string()).collect()
        }
        (
            AnyMatch::Whist(g),
            SheetLine::Whist {
                score, game, games, ..
            },
        ) => {
            assert_eq!(*games, g.games(), "{what}: games");
            if game.is_none() {
                assert_eq!(*score, g.score(), "{what}: the game's score");
            }
            let mut won = [0; 2];
            let mut before = [0; 2];
            for row in rows {
                let SheetLine::Whist {
                    tricks,
                    points,
                    honours,
                    score,
                    game,
                    games,
                } = &row.line
                else {
                    panic!("{what}: {row:?}")
                };
                assert_eq!(tricks[0] + tricks[1], 13, "{what}: {row:?}");
                for side in 0..2 {
                    assert_eq!(points[side], tricks[side].saturating_sub(6), "{what}");
                    assert_eq!(
                        score[side],
                        before[side] + points[side] + honours[side],
                        "{what}: the game's running score"
                    );
                }
                // A game won: the next starts from nothing.
                before = if game.is_some() { [0; 2] } else { *score };
                if let Some(side) = game {
                    won[*side as usize] += 1;
                }
                assert_eq!(
                    &won, games,
                    "{what}: games counted with the hands that won them"
                );
            }
            score.iter().map(|s| s.to_string()).collect()
        }
        (AnyMatch::Hearts(g), SheetLine::Hearts { scores, .. }) => {
            assert_eq!(scores.as_slice(), g.scores(), "{what}: totals");
            let mut before = vec![0; scores.len()];
            for row in rows {
                let SheetLine::Hearts { points, scores, .. } = &row.line else {
                    panic!("{what}: {row:?}")
                };
                for (b, p) in before.iter_mut().zip(points) {
                    *b += p;
                }
                assert_eq!(&before, scores, "{what}: running totals");
            }
            scores.iter().map(|s| s.to_string()).collect()
        }
        (AnyMatch::Schafkopf(g), SheetLine::Schafkopf { balance, .. }) => {
            assert_eq!(balance.as_slice(), g.balance(), "{what}: balances");
            let mut before = vec![0; balance.len()];
            for row in rows {
                let SheetLine::Schafkopf {
                    payments,
                    balance,
                    points,
                    declarers,
                    ..
                } = &row.line
                else {
                    panic!("{what}: {row:?}")
                };
                assert_eq!(payments.iter().sum::<i64>(), 0, "{what}: payments balance");
                if !declarers.is_empty() {
                    assert_eq!(points.iter().sum::<u32>(), 120, "{what}: card points");
                }
                for (b, p) in before.iter_mut().zip(payments) {
                    *b += p;
                }
                assert_eq!(&before, balance, "{what}: running balances");
            }
            balance.iter().map(|&b| signed(b)).collect()
        }
        (game, line) => panic!("{what}: {line:?} in a match of {:?}", game.kind()),
    }
}

/// The row labels on screen: "Flint 2", "Hand 3", "Deal 1".
fn row_labels(app: &mut App) -> Vec<String> {
    texts(app)
        .into_iter()
        .filter(|t| {
            let mut words = t.split(' ');
            matches!(words.next(), Some("Flint" | "Hand" | "Deal"))
                && words.next().is_some_and(|n| n.parse::<u32>().is_ok())
                && words.next().is_none()
        })
        .collect()
}

/// Opens the sheet with S and checks what it shows against the table's rows and the engine.
fn open_and_check_the_sheet(app: &mut App, what: &str) {
    press(app, KeyCode::KeyS);
    assert_eq!(sheets(app), 1, "{what}: S opens the sheet");
    let (labels, totals, rows) = {
        let table = app.world().resource::<Table>();
        let totals = check_sheet_against_the_engine(table, what);
        let labels: Vec<String> = table
            .sheet_shown()
            .iter()
            .enumerate()
            .map(|(i, row)| match table.kind() {
                GameKind::Wendellhead => format!("Flint {}", i + 1),
                GameKind::Schafkopf => format!("Deal {}", row.deal + 1),
                _ => format!("Hand {}", row.deal + 1),
            })
            .collect();
        (labels, totals, table.sheet_shown().to_vec())
    };
    let all = texts(app);
    assert!(all.iter().any(|t| t == "Scores"), "{what}: {all:?}");
    assert_eq!(row_labels(app), labels, "{what}: a row a deal");
    for total in &totals {
        assert!(all.contains(total), "{what}: the total {total} in {all:?}");
    }
    // A moon is marked on the shooter's figure.
    for row in &rows {
        if let SheetLine::Hearts {
            moon: Some(seat),
            points,
            ..
        } = &row.line
        {
            let mark = format!("{} moon", points[seat.index()]);
            assert!(all.contains(&mark), "{what}: {mark} in {all:?}");
        }
    }
    // Esc closes it, and only it: the table is not paused.
    press(app, KeyCode::Escape);
    assert_eq!(sheets(app), 0, "{what}: Esc closes the sheet");
    assert_ne!(
        *app.world().resource::<State<Phase>>().get(),
        Phase::Paused,
        "{what}: the Esc was the sheet's"
    );
}

/// Plays on until the table has caught up and the person is not declaring (S would be their call).
fn past_the_persons_call(app: &mut App) {
    for _ in 0..2_000 {
        app.update();
        let table = app.world().resource::<Table>();
        if table.caught_up() && wendellhead::app::table::declaring::persons_call(table).is_none() {
            return;
        }
        common::app::person_moves(app);
    }
    panic!("the person's call never ended");
}

/// The sheet through a whole evening of one game: a few deals scored, the sheet opened with S and by the toolbar's
/// button, its rows and totals the engine's; an undo before the last deal's end takes that deal's row back and
/// playing on scores it again; the sheet is saved with the match, and Continue in a new game finds it whole.
fn the_score_sheet_follows_the_match(game: GameKind, seed: u64) {
    let what = format!("{game:?}");
    let mut app = headless(Store::memory(), Speed::Instant);
    common::app::deal(&mut app, sheet_match(game), seed);
    // Before anything is scored the sheet says so.
    past_the_persons_call(&mut app);
    press(&mut app, KeyCode::KeyS);
    let none = texts(&mut app);
    assert!(
        none.iter()
            .any(|t| t.starts_with("No ") && t.ends_with(" yet.")),
        "{what}: {none:?}"
    );
    press(&mut app, KeyCode::KeyS);
    assert_eq!(sheets(&mut app), 0, "{what}: S closes the sheet again");
    play_until_scored(&mut app, 3);
    open_and_check_the_sheet(&mut app, &what);
    // The toolbar's button opens it too.
    let button = {
        let world = app.world_mut();
        let mut labels = world.query::<(&Text, &ChildOf)>();
        labels
            .iter(world)
            .find(|(t, _)| t.0 == "Scores")
            .map(|(_, parent)| parent.parent())
            .expect("the toolbar's Scores button")
    };
    app.world_mut().trigger(Activated { entity: button });
    app.update();
    assert_eq!(sheets(&mut app), 1, "{what}: the button opens the sheet");
    press(&mut app, KeyCode::KeyS);
    assert_eq!(sheets(&mut app), 0);

    // Taking back the person's last decision goes back before the last deal's scoring: its row goes.
    let before = app.world().resource::<Table>().sheet.clone();
    press(&mut app, KeyCode::KeyU);
    for _ in 0..3 {
        app.update();
    }
    {
        let table = app.world().resource::<Table>();
        let playing = table.game.deals() - 1;
        assert!(
            table.sheet.len() < before.len(),
            "{what}: the row is taken back"
        );
        assert_eq!(
            table.sheet,
            before
                .iter()
                .filter(|r| r.deal < playing)
                .cloned()
                .collect::<Vec<_>>(),
            "{what}: the rows of the deals before the one played again stay"
        );
    }
    play_until_scored(&mut app, 3);
    open_and_check_the_sheet(&mut app, &format!("{what} after an undo"));

    // The sheet is saved with the match; Continue in a new game finds every row.
    let sheet = app.world().resource::<Table>().sheet.clone();
    let text = app
        .world()
        .resource::<Store>()
        .read(SAVE_FILE)
        .unwrap()
        .expect("saved");
    assert_eq!(
        parse_save(&text).expect("a save").sheet,
        sheet,
        "{what}: saved"
    );
    let store = Store::memory();
    store.write(SAVE_FILE, &text).unwrap();
    let mut resumed = headless(store, Speed::Instant);
    // Continue has the focus on the title.
    press(&mut resumed, KeyCode::Enter);
    for _ in 0..3 {
        resumed.update();
    }
    assert_eq!(
        resumed.world().resource::<Table>().sheet,
        sheet,
        "{what}: the sheet survives Continue"
    );
    past_the_persons_call(&mut resumed);
    press(&mut resumed, KeyCode::KeyS);
    let labels = row_labels(&mut resumed);
    assert_eq!(labels.len(), sheet.len(), "{what}: {labels:?}");
    let totals = check_sheet_against_the_engine(resumed.world().resource::<Table>(), &what);
    let all = texts(&mut resumed);
    for total in &totals {
        assert!(
            all.contains(total),
            "{what}: the total {total} after Continue"
        );
    }
}

#[test]
fn the_score_sheet_of_wendellhead_shows_pins_and_flints_and_survives_undo_and_continue() {
    the_score_sheet_follows_the_match(GameKind::Wendellhead, 4);
}

#[test]
fn the_score_sheet_of_whist_shows_tricks_points_and_games_and_survives_undo_and_continue() {
    the_score_sheet_follows_the_match(GameKind::Whist, 4);
}

#[test]
fn the_score_sheet_of_hearts_shows_points_and_moons_and_survives_undo_and_continue() {
    the_score_sheet_follows_the_match(GameKind::Hearts, 4);
}

#[test]
fn the_score_sheet_of_schafkopf_shows_games_and_balances_and_survives_undo_and_continue() {
    the_score_sheet_follows_the_match(GameKind::Schafkopf, 4);
}

/// While the person declares in Schafkopf, S is their silent solo: it does not open the sheet.
#[test]
fn s_while_declaring_is_a_call_not_the_score_sheet() {
    let mut app = headless(Store::memory(), Speed::Instant);
    common::app::deal(&mut app, sheet_match(GameKind::Schafkopf), 4);
    let declaring = |app: &App| {
        let table = app.world().resource::<Table>();
        *app.world().resource::<State<Phase>>().get() == Phase::Declaring
            && wendellhead::app::table::declaring::persons_call(table).is_some()
    };
    for _ in 0..2_000 {
        app.update();
        if declaring(&app) {
            break;
        }
    }
    assert!(declaring(&app), "the person is asked for a call");
    press(&mut app, KeyCode::KeyS);
    assert_eq!(sheets(&mut app), 0, "S is a call while declaring");
}

/// A long match's sheet shows its latest rows, a page back at a time (← → on its stepper), and marks the moons.
#[test]
fn a_long_sheet_pages_back_from_its_latest_rows_and_marks_the_moons() {
    // Thirty Hearts hands, every third a moon by seat 2: each seat scores its hand's number, the moon 0.
    let mut totals = vec![0; 4];
    let rows: Vec<SheetRow> = (0..30)
        .map(|deal| {
            let moon = (deal % 3 == 2).then_some(Seat(2));
            let points: Vec<i32> = (0..4)
                .map(|s| match moon {
                    Some(m) if m.index() == s => 0,
                    Some(_) => 26,
                    None => deal as i32,
                })
                .collect();
            for (t, p) in totals.iter_mut().zip(&points) {
                *t += p;
            }
            SheetRow {
                deal,
                line: SheetLine::Hearts {
                    points,
                    moon,
                    scores: totals.clone(),
                },
            }
        })
        .collect();
    let mut app = headless(Store::memory(), Speed::Instant);
    common::app::deal(&mut app, sheet_match(GameKind::Hearts), 4);
    past_the_persons_call(&mut app);
    app.world_mut().resource_mut::<Table>().sheet = rows.clone();
    press(&mut app, KeyCode::KeyS);
    let labels: Vec<String> = (19..=30).map(|n| format!("Hand {n}")).collect();
    assert_eq!(row_labels(&mut app), labels, "the latest rows");
    let all = texts(&mut app);
    assert!(
        all.iter().any(|t| t.starts_with("Rows 19–30 of 30")),
        "{all:?}"
    );
    // Hands 21, 24, ..., 30 were moons: seat 2's figure says so.
    assert_eq!(all.iter().filter(|t| *t == "0 moon").count(), 4, "{all:?}");
    assert!(all.contains(&totals[2].to_string()), "the totals: {all:?}");
    press(&mut app, KeyCode::ArrowLeft);
    let labels: Vec<String> = (7..=18).map(|n| format!("Hand {n}")).collect();
    assert_eq!(row_labels(&mut app), labels, "a page back");
    press(&mut app, KeyCode::ArrowLeft);
    let labels: Vec<String> = (1..=6).map(|n| format!("Hand {n}")).collect();
    assert_eq!(row_labels(&mut app), labels, "the first rows");
    press(&mut app, KeyCode::ArrowRight);
    assert!(row_labels(&mut app).contains(&"Hand 7".to_string()));
    press(&mut app, KeyCode::Escape);
    assert_eq!(sheets(&mut app), 0);
    let (first, latest) = page(&rows, 0);
    assert_eq!((first, latest.len()), (30 - PAGE_ROWS, PAGE_ROWS));
    assert_eq!(latest.last().unwrap().deal, 29, "the latest row last");
    let (first, earlier) = page(&rows, 1);
    assert_eq!((first, earlier.len()), (30 - 2 * PAGE_ROWS, PAGE_ROWS));
    let (first, oldest) = page(&rows, 2);
    assert_eq!((first, oldest.len()), (0, 30 - 2 * PAGE_ROWS));
    assert_eq!(page(&rows[..5], 0), (0, &rows[..5]));
}

/// T on a round's panel hides it so the person can look at the table it covers (the plates' figures), leaving a
/// button that brings it back; T again, or that button, shows the panel with its own button focused for Enter.
/// The panel says so ("T: look at the table").
#[test]
fn t_hides_the_round_panel_to_show_the_table_and_brings_it_back() {
    use wendellhead::app::table::round::{PeekBack, RoundPanel};
    fn panel_shown(app: &mut App) -> bool {
        let world = app.world_mut();
        let mut panels = world.query_filtered::<&Visibility, With<RoundPanel>>();
        let shown: Vec<bool> = panels
            .iter(world)
            .map(|v| *v != Visibility::Hidden)
            .collect();
        assert_eq!(shown.len(), 1, "one round panel");
        shown[0]
    }
    fn backs(app: &mut App) -> usize {
        let world = app.world_mut();
        world.query::<&PeekBack>().iter(world).count()
    }
    let mut app = headless(Store::memory(), Speed::Instant);
    common::app::deal(&mut app, sheet_match(GameKind::Whist), 5);
    play_until_scored(&mut app, 1);
    assert!(panel_shown(&mut app));
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t.ends_with("T: look at the table")),
        "{:?}",
        texts(&mut app)
    );
    press(&mut app, KeyCode::KeyT);
    assert!(!panel_shown(&mut app), "T hides the panel");
    assert_eq!(backs(&mut app), 1);
    assert!(texts(&mut app).contains(&"Back to the scores (T)".to_string()));
    press(&mut app, KeyCode::KeyT);
    assert!(panel_shown(&mut app), "T brings it back");
    assert_eq!(backs(&mut app), 0);
    // The panel's own focused button again: the one Enter goes on with.
    let focused = app
        .world()
        .resource::<bevy::input_focus::InputFocus>()
        .get()
        .expect("a focused button");
    let world = app.world_mut();
    let mut panels = world.query_filtered::<Entity, With<RoundPanel>>();
    let panel = panels.iter(world).next().unwrap();
    let mut parents = world.query::<&ChildOf>();
    let mut at = focused;
    let mut inside = false;
    while let Ok(parent) = parents.get(world, at) {
        at = parent.parent();
        inside |= at == panel;
    }
    assert!(inside, "the focus is on the panel's button");
    // The button left in the panel's place brings it back too.
    press(&mut app, KeyCode::KeyT);
    let world = app.world_mut();
    let mut buttons = world.query_filtered::<Entity, With<Button>>();
    let mut backs_q = world.query_filtered::<Entity, With<PeekBack>>();
    let back = backs_q.iter(world).next().unwrap();
    let under_back = |world: &World, mut at: Entity| {
        while let Some(parent) = world.get::<ChildOf>(at) {
            at = parent.parent();
            if at == back {
                return true;
            }
        }
        false
    };
    let all: Vec<Entity> = buttons.iter(world).collect();
    let button = all
        .into_iter()
        .find(|&b| under_back(world, b))
        .expect("the back button");
    app.world_mut()
        .trigger(wendellhead::app::ui::Activated { entity: button });
    app.update();
    app.update();
    assert!(panel_shown(&mut app));
    assert_eq!(backs(&mut app), 0);
}

/// Whist's sheet counts the games won only in a rubber: a match of one game has no games column (its heading
/// was seen over "0–0" in every row of single-game matches).
#[test]
fn the_whist_sheet_counts_games_only_in_a_rubber() {
    for rubber in [false, true] {
        let mut setup = common::app::short_match(GameKind::Whist);
        setup.whist_rubber = rubber;
        // Long enough that the first hand does not end the match.
        setup.whist_target = 10;
        let mut app = headless(Store::memory(), Speed::Instant);
        common::app::deal(&mut app, setup, 4);
        play_until_scored(&mut app, 1);
        press(&mut app, KeyCode::KeyS);
        assert_eq!(sheets(&mut app), 1);
        let all = texts(&mut app);
        assert_eq!(
            all.iter().any(|t| t == "Games"),
            rubber,
            "rubber {rubber}: {all:?}"
        );
        assert_eq!(
            all.iter().any(|t| t == "0–0"),
            rubber,
            "rubber {rubber}: {all:?}"
        );
    }
}

/// The score sheet has the person's par in every game, a figure a row as the hand's panel gives it, with their
/// result against it in brackets: Hearts' as points taken, Schafkopf's as a payment, a Wendellhead Flint's over
/// the deals it took.
#[test]
fn the_score_sheet_shows_the_persons_par_in_every_game() {
    use wendellhead::app::table::par::ParBudget;
    for (game, seed) in [
        (GameKind::Wendellhead, 3),
        (GameKind::Whist, 4),
        (GameKind::Hearts, 5),
        (GameKind::Schafkopf, 6),
    ] {
        let mut app = headless(Store::memory(), Speed::Instant);
        // Par at once, not a slice a frame.
        app.insert_resource(ParBudget(u32::MAX / 4));
        common::app::deal(&mut app, sheet_match(game), seed);
        play_until_scored(&mut app, 2);
        for _ in 0..20 {
            app.update();
        }
        let expected: Vec<String> = {
            let table = app.world().resource::<Table>();
            let rows = table.sheet_shown();
            assert!(rows.len() >= 2, "{game:?}");
            rows.iter()
                .enumerate()
                .map(|(i, row)| {
                    let first = match game {
                        GameKind::Wendellhead if i > 0 => rows[i - 1].deal + 1,
                        GameKind::Wendellhead => 0,
                        _ => row.deal,
                    };
                    let (mut result, mut par) = (0, 0);
                    for deal in first..=row.deal {
                        let hand = table
                            .hands
                            .iter()
                            .find(|h| h.start.is_some_and(|s| s.deals() == deal + 1))
                            .expect("every deal's hand is recorded");
                        result += hand.result.expect("scored");
                        par += hand.par.expect("par worked out").result;
                    }
                    let figure = match game {
                        GameKind::Hearts => (-par).to_string(),
                        GameKind::Schafkopf => signed(par),
                        _ => par.to_string(),
                    };
                    format!("{figure} ({})", signed(result - par))
                })
                .collect()
        };
        press(&mut app, KeyCode::KeyS);
        assert_eq!(sheets(&mut app), 1, "{game:?}");
        let all = texts(&mut app);
        assert!(all.iter().any(|t| t == "Your par"), "{game:?}: {all:?}");
        assert!(
            all.iter()
                .any(|t| t.starts_with("Your par: what the Hard computer")),
            "{game:?}: the legend says what par is: {all:?}"
        );
        for cell in &expected {
            assert!(all.contains(cell), "{game:?}: {cell} in {all:?}");
        }
    }
}
