//! What a screen reader is told, through the real plugins headless (`MinimalPlugins` + `StatesPlugin`): the
//! screens and the focused button, whose turn it is, every card played and every trick's winner in the order
//! the engine played them, the card chosen in the hand with the engine's verdict, the whole hand on request (A),
//! and the round's panel read out; all of it in the live region's accessibility node (the node AccessKit hands
//! the platform). Every game.
#![cfg(feature = "app")]

use crate::common;

use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use common::app::{deal, headless, idle, person_moves, press, screen, short_match};
use wendellhead::app::screen_reader::{Announcements, LiveRegion, spoken};
use wendellhead::app::settings::Speed;
use wendellhead::app::state::table::{Table, seat_name, sorted_hand};
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::storage::Store;
use wendellhead::app::table::human::Selection;
use wendellhead::engine::{Decision, GameKind, Seat};

/// The lines said so far.
fn said(app: &App) -> Vec<String> {
    app.world().resource::<Announcements>().said.clone()
}

/// The live region's accessibility node: its role, whether it is live, and its label.
fn live_region(app: &mut App) -> (accesskit::Role, Option<accesskit::Live>, String) {
    let world = app.world_mut();
    let mut regions = world.query_filtered::<&AccessibilityNode, With<LiveRegion>>();
    let nodes: Vec<_> = regions.iter(world).collect();
    assert_eq!(nodes.len(), 1, "one live region");
    let node = nodes[0];
    (
        node.role(),
        node.live(),
        node.label().unwrap_or_default().to_string(),
    )
}

#[test]
fn the_title_and_its_focused_button_are_told() {
    let mut app = headless(Store::memory(), Speed::Instant);
    assert!(
        said(&app).iter().any(|l| l.contains("the title screen")),
        "{:?}",
        said(&app)
    );
    assert_eq!(
        app.world().resource::<Announcements>().focus.as_deref(),
        Some("New game, button")
    );
    let (role, live, label) = live_region(&mut app);
    assert_eq!(role, accesskit::Role::Status);
    assert_eq!(live, Some(accesskit::Live::Polite));
    assert_eq!(label, app.world().resource::<Announcements>().live);
    let before = said(&app).len();
    press(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::Setup);
    assert!(
        said(&app)[before..]
            .iter()
            .any(|l| l.starts_with("New match")),
        "{:?}",
        &said(&app)[before..]
    );
    // The focus moves down the setup's rows, and the reader follows it.
    let before = app.world().resource::<Announcements>().focus.clone();
    press(&mut app, KeyCode::ArrowDown);
    let after = app.world().resource::<Announcements>().focus.clone();
    assert_ne!(before, after);
    assert!(after.unwrap().ends_with(", button"));
}

/// Plays a short match of `game` (the person's highest legal card each time); at the person's first card of each
/// hand asks for the hand (A) and moves the choice (→), checking what is said against the engine. Returns how
/// many hands it read.
fn play_and_listen(game: GameKind, seed: u64) -> usize {
    let mut app = headless(Store::memory(), Speed::Instant);
    deal(&mut app, short_match(game), seed);
    assert!(
        said(&app)
            .iter()
            .any(|l| l.starts_with(&format!("{} at the table", game.title()))),
        "{:?}",
        said(&app)
    );
    let mut hands_read = 0;
    // Read at the person's first card of each deal, and at their first card after a lead of another's.
    let mut read: Vec<(u32, bool)> = Vec::new();
    let mut read_mid_trick = 0;
    for _ in 0..100_000 {
        if screen(&app) != Screen::Playing {
            break;
        }
        let table = app.world().resource::<Table>();
        let deal_no = table.game.deals();
        let my_card = matches!(
            table.game.decision(),
            Some(Decision::PlayCard { seat: Seat(0) })
        ) && *app.world().resource::<State<Phase>>().get() == Phase::Turn
            && table.turn_shown() == Some(Seat(0));
        let mid_trick = !table.shown.trick.is_empty();
        if my_card && idle(&mut app) && !read.contains(&(deal_no, mid_trick)) {
            read.push((deal_no, mid_trick));
            read_mid_trick += mid_trick as usize;
            check_hand_is_read(&mut app);
            check_choice_is_told(&mut app);
            hands_read += 1;
        }
        if !person_moves(&mut app) {
            let table = app.world().resource::<Table>();
            // The round's panel: its button has the focus.
            if table.shown.scoring.is_some() {
                press(&mut app, KeyCode::Enter);
            }
        }
        app.update();
    }
    let table = app.world().resource::<Table>();
    assert_eq!(
        screen(&app),
        Screen::MatchOver,
        "{game:?}: {:?}, {:?}, {:?}, caught up {}, scoring {:?}",
        table.game.decision(),
        table.turn_shown(),
        app.world().get_resource::<State<Phase>>().map(|p| *p.get()),
        table.caught_up(),
        table.shown.scoring,
    );
    check_every_card_and_trick_was_told(&app);
    // The round's panel was read out: its heading and lines, not only its button.
    let lines = said(&app);
    assert!(
        lines.iter().any(|l| l.contains(". ") && l.len() > 40),
        "{game:?}: no panel read"
    );
    assert!(lines.iter().any(|l| l == "The match is over."));
    // Each of the person's cards came after their turn was told (the oldest lines may have gone).
    let turns = lines.iter().filter(|l| l.starts_with("Your turn")).count();
    let mine = lines
        .iter()
        .filter(|l| l.starts_with("You play the "))
        .count();
    assert!(
        turns + 1 >= mine,
        "{game:?}: {turns} turns told, {mine} cards"
    );
    if game == GameKind::Hearts {
        // The pass: the cards chosen as they are chosen, and what came from the other side.
        assert!(
            lines.iter().any(|l| l.starts_with("Chosen, 3 of 3: ")),
            "{lines:?}"
        );
        assert!(
            lines.iter().any(|l| l.contains(" passed you the ")),
            "{lines:?}"
        );
    }
    let (_, _, label) = live_region(&mut app);
    assert_eq!(label, app.world().resource::<Announcements>().live);
    assert!(
        read_mid_trick > 0,
        "{game:?}: the hand was never read mid-trick"
    );
    hands_read
}

/// A: the hand by suit, card for card as the table sorts it, and exactly the cards the engine allows.
fn check_hand_is_read(app: &mut App) {
    press(app, KeyCode::KeyA);
    let line = said(app)
        .into_iter()
        .rev()
        .find(|l| l.starts_with("Your hand"))
        .expect("the hand is read on A");
    let table = app.world().resource::<Table>();
    let hand = sorted_hand(table, Seat(0));
    assert!(
        line.starts_with(&format!("Your hand, {} card", hand.len())),
        "{line}"
    );
    let legal = table.game.legal_moves();
    let playable: Vec<String> = hand
        .iter()
        .filter(|&&c| legal.contains(c))
        .map(|&c| spoken(c))
        .collect();
    assert!(
        line.contains(&format!("You may play: {}.", playable.join(", "))),
        "{line}"
    );
    // The trick so far, card by card.
    if !table.shown.trick.is_empty() {
        let plays: Vec<String> = table
            .shown
            .trick
            .iter()
            .map(|&(s, c)| format!("{} the {}", seat_name(table, s), spoken(c)))
            .collect();
        assert!(
            line.contains(&format!("On the table: {}.", plays.join(", "))),
            "{line} / {plays:?} / {:?}",
            &said(app)[said(app).len().saturating_sub(6)..]
        );
    } else {
        assert!(!line.contains("On the table"), "{line}");
    }
    for suit in hand.iter().map(|c| c.suit().name()) {
        assert!(line.contains(&format!("{suit}: ")), "{line}");
    }
    if let Some(trump) = table.shown.trump {
        assert!(
            line.ends_with(&format!("Trump is {}.", trump.name())),
            "{line}"
        );
    }
}

/// → moves the choice: the card, its place, and the engine's word on it.
fn check_choice_is_told(app: &mut App) {
    let (hand, index) = {
        let table = app.world().resource::<Table>();
        let hand = sorted_hand(table, Seat(0));
        (hand, app.world().resource::<Selection>().index)
    };
    let key = if index + 1 < hand.len() {
        KeyCode::ArrowRight
    } else {
        KeyCode::ArrowLeft
    };
    press(app, key);
    let index = app.world().resource::<Selection>().index;
    let card = hand[index];
    let table = app.world().resource::<Table>();
    let verdict = match table.game.check(Seat(0), card) {
        Ok(()) => ", playable".to_string(),
        Err(e) => format!(", not playable: {e}"),
    };
    let expected = format!(
        "{}, {} of {}{verdict}.",
        spoken(card),
        index + 1,
        hand.len()
    );
    assert!(said(app).contains(&expected), "{expected}: {:?}", said(app));
}

/// A seat and an English verb that agree, as the English lines say them: "You play", "Lena plays".
fn seat_does(table: &Table, seat: wendellhead::engine::Seat, verb: &str) -> String {
    if table.is_human(seat) {
        format!("You {verb}")
    } else {
        format!("{} {verb}s", seat_name(table, seat))
    }
}

/// Every card of every trick, then its winner, in the engine's order: no card missed, none told twice.
fn check_every_card_and_trick_was_told(app: &App) {
    let table = app.world().resource::<Table>();
    let mut expected = Vec::new();
    for hand in &table.hands {
        for trick in &hand.tricks {
            for &(seat, card) in &trick.plays {
                expected.push(format!(
                    "{} the {}",
                    seat_does(table, seat, "play"),
                    spoken(card)
                ));
            }
            expected.push(format!(
                "{} the {}.",
                seat_does(table, trick.winner, "win"),
                table.trick_word()
            ));
        }
    }
    // A card's line and a trick's line are said alone (a panel's lines are joined with ". ").
    let won = format!(" the {}.", table.trick_word());
    let told: Vec<String> = said(app)
        .into_iter()
        .filter(|l| !l.contains(". "))
        // A partner shown by a card is said after the card's own line ("Lena plays the queen of spades: you play
        // together"): not a card of its own.
        .filter(|l| !l.contains(": "))
        .filter(|l| {
            l.starts_with("You play the ")
                || l.contains(" plays the ")
                || (l.ends_with(&won) && (l.starts_with("You win ") || l.contains(" wins ")))
        })
        .collect();
    assert!(expected.len() > 20, "{}", expected.len());
    // The lines kept are the last ones: compare the tail.
    let n = told.len().min(expected.len());
    let told_tail: Vec<&str> = told[told.len() - n..]
        .iter()
        .map(|l| l.trim_end_matches(", a trump.").trim_end_matches('.'))
        .collect();
    let expected_tail: Vec<&str> = expected[expected.len() - n..]
        .iter()
        .map(|l| l.trim_end_matches('.'))
        .collect();
    assert_eq!(told_tail, expected_tail);
    assert!(n > 20, "{n} lines compared");
}

#[test]
fn every_game_is_told_card_by_card() {
    for (game, seed) in [
        (GameKind::Wendellhead, 3),
        (GameKind::Whist, 4),
        (GameKind::Hearts, 5),
        (GameKind::Schafkopf, 6),
    ] {
        let read = play_and_listen(game, seed);
        assert!(read >= 1, "{game:?}: the hand was read {read} times");
    }
}

#[test]
fn a_refused_card_is_told_with_the_reason() {
    // Whist, seed 4: play cards by the keys until the engine refuses one, and hear why.
    let mut app = headless(Store::memory(), Speed::Instant);
    deal(&mut app, short_match(GameKind::Whist), 4);
    for _ in 0..20_000 {
        let table = app.world().resource::<Table>();
        let mine = table.turn_shown() == Some(Seat(0))
            && *app.world().resource::<State<Phase>>().get() == Phase::Turn
            && idle(&mut app);
        if mine {
            let table = app.world().resource::<Table>();
            let legal = table.game.legal_moves();
            let hand = sorted_hand(table, Seat(0));
            if let Some(index) = hand.iter().position(|&c| !legal.contains(c)) {
                let card = hand[index];
                let reason = table.game.check(Seat(0), card).unwrap_err().to_string();
                app.world_mut()
                    .write_message(wendellhead::app::table::human::PlayCard(card));
                app.update();
                app.update();
                let expected = format!("Not allowed: {}: {reason}.", card.pretty());
                assert!(
                    said(&app).contains(&expected),
                    "{expected}: {:?}",
                    said(&app)
                );
                return;
            }
        }
        person_moves(&mut app);
        app.update();
    }
    let moving = {
        let world = app.world_mut();
        let mut q =
            world.query_filtered::<Entity, With<wendellhead::app::table::animation::Motion>>();
        q.iter(world).count()
    };
    let table = app.world().resource::<Table>();
    panic!(
        "no card of the person's was ever refused: {:?}, {:?}, {:?}, caught up {}, moving {moving}, hand {:?}, legal {:?}",
        table.game.decision(),
        table.turn_shown(),
        app.world().resource::<State<Phase>>().get(),
        table.caught_up(),
        sorted_hand(table, Seat(0)),
        table.game.legal_moves(),
    );
}

/// The status line's text (the prompt under the trick).
fn prompt_texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut texts = world.query::<&Text2d>();
    texts.iter(world).map(|t| t.0.clone()).collect()
}

/// A forced card is shown, not slipped out: with auto-play on, the person's only legal card first rises in the
/// hand (it is the selected card), then goes; the prompt says "Played for you: …" with the reason for at least
/// two seconds and until the person's next decision, the screen reader says it, and only the first such line of
/// the session says where auto-play is switched off.
#[test]
fn a_card_played_for_the_person_is_shown_and_said() {
    let mut app = headless(Store::memory(), Speed::Normal);
    app.world_mut()
        .resource_mut::<wendellhead::app::settings::Settings>()
        .auto_play = true;
    let mut setup = short_match(GameKind::Hearts);
    setup.hearts.target = 100;
    deal(&mut app, setup, 4);
    let mut forced_seen = 0;
    for _ in 0..200_000 {
        if screen(&app) != Screen::Playing || forced_seen >= 2 {
            break;
        }
        app.update();
        if app.world().resource::<Table>().shown.scoring.is_some() {
            app.world_mut()
                .write_message(wendellhead::app::table::round::NextRound);
            continue;
        }
        if !idle(&mut app) {
            continue;
        }
        let table = app.world().resource::<Table>();
        let game = table.game;
        let persons = game.decision() == Some(Decision::PlayCard { seat: Seat(0) })
            && *app.world().resource::<State<Phase>>().get() == Phase::Turn;
        if !persons {
            // A pass is the person's too.
            person_moves(&mut app);
            continue;
        }
        if game.legal_moves().len() != 1 {
            person_moves(&mut app);
            continue;
        }
        // Forced: the table plays it, after it rose.
        let card = game.legal_moves().lowest().unwrap();
        let mut rose = false;
        let mut frames = 0;
        while app
            .world()
            .resource::<Table>()
            .game
            .hand(Seat(0))
            .contains(card)
        {
            let table = app.world().resource::<Table>();
            let hand = sorted_hand(table, Seat(0));
            let index = app.world().resource::<Selection>().index;
            rose |= hand.get(index) == Some(&card);
            app.update();
            frames += 1;
            assert!(frames < 300, "the forced card {card} was never played");
        }
        assert!(rose, "{card} rose in the hand before it went");
        assert!(frames >= 5, "{card} stood a moment ({frames} frames)");
        // The prompt says so for two seconds at least (60 frames of a thirtieth).
        let mut held = 0;
        loop {
            app.update();
            let line = app
                .world()
                .resource::<wendellhead::app::table::human::PromptNote>()
                .line
                .clone();
            let Some(line) = line else { break };
            assert!(line.starts_with("Played for you: "), "{line}");
            assert!(
                prompt_texts(&mut app).contains(&line),
                "the prompt shows {line}"
            );
            assert_eq!(
                line.contains("Menu → Settings"),
                forced_seen == 0,
                "where auto-play is switched off is said once: {line}"
            );
            assert!(
                said(&app)
                    .iter()
                    .any(|s| s.starts_with("Played for you: ") && s.contains(&spoken(card))),
                "the screen reader said {line}"
            );
            held += 1;
            assert!(held < 20_000, "the line never went");
        }
        assert!(held >= 59, "the line held {held} frames");
        forced_seen += 1;
    }
    assert_eq!(forced_seen, 2, "two forced cards were seen");
}
