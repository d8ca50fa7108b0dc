//! The hand review through the real plugins, headless (`MinimalPlugins` + `StatesPlugin`): after a hand, V opens
//! its review, with every trick and, for each of the person's cards, the Hard search's card from the same view and
//! the cost of the difference; ← → step between the match's hands. The verdicts depend on the person's view only:
//! any other deal of the cards the person could not see gives the same ones.
#![cfg(feature = "app")]

mod common;

use bevy::prelude::*;
use common::app::{headless, press, texts};
use wendellhead::ai::AiGame;
use wendellhead::ai::{suggest_call, suggest_pass};
use wendellhead::app::i18n::CardWords;
use wendellhead::app::settings::Speed;
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::state::table::{Made, Table};
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::storage::Store;
use wendellhead::app::table::hand_review::{HandReviewPanel, other_decision_line, verdict};
use wendellhead::app::table::human::PlayCard;
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
/// `suggest_call`), "Hard agrees" when they are the same.
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
            .filter_map(|d| other_decision_line(d, Seat(0)))
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
            let line = other_decision_line(d, Seat(0)).unwrap();
            assert_eq!(hard.is_some(), line.ends_with("Hard agrees"), "{line}");
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
