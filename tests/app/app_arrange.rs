//! Your order of the hand, with the real plugins: the settings' sorts (colours alternating, ranks down, trumps
//! left) are the order the person's cards lie in at the table in every game, and follow a change of setting at
//! once; with "as I arrange it", a card moved with Shift and an arrow key, or dropped along the hand, stays where
//! it was put through the computers' plays and through Quit and Continue, and the next deal comes sorted again.
#![cfg(feature = "app")]

use bevy::prelude::*;
use wendellhead::app::save::{SAVE_FILE, parse_save};
use wendellhead::app::settings::{SETTINGS_FILE, Settings, Speed};
use wendellhead::app::state::table::{Resume, Table, fanned_hand};
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::storage::Store;
use wendellhead::app::table::animation::Target;
use wendellhead::app::table::arrange::{MoveInHand, persons_hand};
use wendellhead::app::table::human::PlayCard;
use wendellhead::app::table::places::{CardEntity, CardPlace};
use wendellhead::engine::{AnyMatch, Card, Decision, GameKind, HandSort, Seat, Suit};

use crate::common::app::{
    deal, headless, idle, next_round, person_moves, press, screen, short_match,
};

/// The person's hand in the order `sort` gives it, as the engine works it out.
fn sorted_by(table: &Table, sort: HandSort) -> Vec<Card> {
    let trump = table.shown.trump;
    table
        .game
        .hand_order_by(fanned_hand(table, Seat(0)).0, trump, sort)
}

/// Plays on (the person's passes and calls as `person_moves` makes them, round panels closed) until the person is
/// to play a card with nothing left to show.
fn until_persons_card(app: &mut App) {
    for _ in 0..20_000 {
        let table = app.world().resource::<Table>();
        let phase = *app.world().resource::<State<Phase>>().get();
        let turn = matches!(
            table.game.decision(),
            Some(Decision::PlayCard { seat: Seat(0) })
        );
        let shown = table.turn_shown() == Some(Seat(0));
        let scoring = table.shown.scoring.is_some();
        if turn && phase == Phase::Turn && shown && idle(app) {
            return;
        }
        if scoring {
            next_round(app);
        } else if !turn {
            person_moves(app);
        }
        app.update();
    }
    panic!("the person's turn never came");
}

/// Where the person's cards lie from left to right, as the layout put them.
fn laid_left_to_right(app: &mut App) -> Vec<Card> {
    let world = app.world_mut();
    let mut cards = world.query::<(&CardEntity, &Target)>();
    let mut mine: Vec<(f32, Card)> = cards
        .iter(world)
        .filter(|(_, t)| t.place == CardPlace::Hand(Seat(0)))
        .map(|(c, t)| (t.pos.x, c.0))
        .collect();
    mine.sort_by(|a, b| a.0.total_cmp(&b.0));
    mine.into_iter().map(|(_, c)| c).collect()
}

/// Shift held, `key` pressed and let go, as the input plugin shows it.
fn shift_and(app: &mut App, key: KeyCode) {
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.press(KeyCode::ShiftLeft);
    keys.press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(KeyCode::ShiftLeft);
    keys.release(key);
    keys.clear();
    app.update();
    app.update();
}

#[test]
fn each_sort_of_the_settings_is_the_order_the_persons_cards_lie_in_in_every_game() {
    let mut app = headless(Store::memory(), Speed::Instant);
    for (game, seed) in [
        (GameKind::Wendellhead, 3),
        (GameKind::Whist, 4),
        (GameKind::Hearts, 5),
        (GameKind::Schafkopf, 6),
    ] {
        deal(&mut app, short_match(game), seed);
        until_persons_card(&mut app);
        let mut seen = Vec::new();
        for bits in 0..8 {
            let sort = HandSort {
                alternate_colours: bits & 1 != 0,
                descending: bits & 2 != 0,
                trumps_left: bits & 4 != 0,
            };
            // Changed in the settings while the hand lies on the table: it is sorted again at once.
            app.world_mut().resource_mut::<Settings>().hand_sort = sort;
            app.update();
            app.update();
            let table = app.world().resource::<Table>();
            let wanted = sorted_by(table, sort);
            assert_eq!(persons_hand(table), wanted, "{game:?} {sort:?}");
            assert_eq!(
                laid_left_to_right(&mut app),
                wanted,
                "{game:?} {sort:?}: laid out"
            );
            seen.push(wanted);
        }
        // The options change what is shown: a hand of three suits or more never lies the same in all eight.
        seen.dedup();
        assert!(seen.len() > 2, "{game:?}: {seen:?}");
        app.world_mut().resource_mut::<Settings>().hand_sort = HandSort::default();
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        for _ in 0..3 {
            app.update();
        }
    }
}

#[test]
fn a_card_moved_in_the_hand_stays_put_through_the_plays_and_quit_and_continue() {
    let store = Store::memory();
    let mut app = headless(store, Speed::Fast);
    let sort = HandSort {
        alternate_colours: true,
        descending: true,
        trumps_left: true,
    };
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.hand_sort = sort;
        settings.arrange_hand = true;
    }
    deal(&mut app, short_match(GameKind::Whist), 7);
    until_persons_card(&mut app);
    let table = app.world().resource::<Table>();
    let before = persons_hand(table);
    assert_eq!(
        before,
        sorted_by(table, sort),
        "sorted as chosen until moved"
    );
    assert!(before.len() >= 12);
    // The first card, chosen with 1, two places right with Shift and →.
    press(&mut app, KeyCode::Digit1);
    shift_and(&mut app, KeyCode::ArrowRight);
    shift_and(&mut app, KeyCode::ArrowRight);
    let mut wanted = before.clone();
    let first = wanted.remove(0);
    wanted.insert(2, first);
    assert_eq!(persons_hand(app.world().resource::<Table>()), wanted);
    // The keyboard's choice went with the card: Shift and ← takes it one place back.
    shift_and(&mut app, KeyCode::ArrowLeft);
    wanted.swap(1, 2);
    assert_eq!(persons_hand(app.world().resource::<Table>()), wanted);
    // The last card dropped at the left end of the hand.
    let last = *wanted.last().unwrap();
    app.world_mut().write_message(MoveInHand {
        card: last,
        before: Some(wanted[0]),
    });
    app.update();
    while !idle(&mut app) {
        app.update();
    }
    wanted.pop();
    wanted.insert(0, last);
    assert_eq!(persons_hand(app.world().resource::<Table>()), wanted);
    assert_eq!(laid_left_to_right(&mut app), wanted, "the cards lie so");
    assert_ne!(wanted, sorted_by(app.world().resource::<Table>(), sort));

    // A card played and the computers' three: the rest stay where they were put.
    let game = app.world().resource::<Table>().game;
    // Whist's turn-up, on the table by its dealer until the dealer's first card.
    let turn_up = app.world().resource::<Table>().shown.turn_up;
    let played = game.legal_moves().highest().unwrap();
    app.world_mut().write_message(PlayCard(played));
    for _ in 0..100 {
        if !app
            .world()
            .resource::<Table>()
            .game
            .hand(Seat(0))
            .contains(played)
        {
            break;
        }
        app.update();
    }
    assert!(
        !app.world()
            .resource::<Table>()
            .game
            .hand(Seat(0))
            .contains(played)
    );
    until_persons_card(&mut app);
    wanted.retain(|&c| c != played);
    // The person dealt: their turn-up joined the hand beside the card it follows in the sort chosen.
    let table = app.world().resource::<Table>();
    if let Some((Seat(0), card)) = turn_up
        && card != played
    {
        let sorted = sorted_by(table, sort);
        let at = sorted.iter().position(|&c| c == card).unwrap();
        let after = sorted[..at].iter().rev().find(|c| wanted.contains(c));
        let place = after.map_or(0, |a| wanted.iter().position(|c| c == a).unwrap() + 1);
        wanted.insert(place, card);
    }
    assert_eq!(persons_hand(table), wanted);

    // Quit and Continue: the settings and the match as the files keep them.
    let old = app.world().resource::<Store>();
    let text = old.read(SAVE_FILE).unwrap().expect("the match is saved");
    let settings = old
        .read(SETTINGS_FILE)
        .unwrap()
        .expect("the settings are saved");
    let saved = parse_save(&text).unwrap();
    assert!(saved.arranged.is_some(), "the save keeps the order");
    let store = Store::memory();
    store.write(SAVE_FILE, &text).unwrap();
    store.write(SETTINGS_FILE, &settings).unwrap();
    let mut app = headless(store, Speed::Fast);
    assert!(app.world().resource::<Settings>().arrange_hand);
    app.insert_resource(Resume(saved));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    until_persons_card(&mut app);
    assert_eq!(persons_hand(app.world().resource::<Table>()), wanted);
    assert_eq!(laid_left_to_right(&mut app), wanted, "laid out as arranged");

    // The next deal comes sorted as chosen.
    let code = app.world().resource::<Table>().shown.deal_code;
    for _ in 0..40_000 {
        let table = app.world().resource::<Table>();
        if screen(&app) != Screen::Playing || table.shown.deal_code != code {
            break;
        }
        if table.shown.scoring.is_some() {
            next_round(&mut app);
        } else {
            person_moves(&mut app);
        }
        app.update();
    }
    assert_eq!(
        screen(&app),
        Screen::Playing,
        "the match goes on to a new deal"
    );
    let deals = app.world().resource::<Table>().game.deals() - 1;
    until_persons_card(&mut app);
    let table = app.world().resource::<Table>();
    assert!(table.game.deals() > deals, "a new deal");
    assert_eq!(table.arranged_now(), None);
    assert_eq!(persons_hand(table), sorted_by(table, sort));
}

#[test]
fn without_as_i_arrange_it_the_hand_stays_sorted() {
    let mut app = headless(Store::memory(), Speed::Instant);
    deal(&mut app, short_match(GameKind::Hearts), 9);
    until_persons_card(&mut app);
    let before = persons_hand(app.world().resource::<Table>());
    press(&mut app, KeyCode::Digit1);
    shift_and(&mut app, KeyCode::ArrowRight);
    app.world_mut().write_message(MoveInHand {
        card: before[3],
        before: Some(before[0]),
    });
    app.update();
    app.update();
    let table = app.world().resource::<Table>();
    assert_eq!(persons_hand(table), before);
    assert_eq!(table.arranged, None);
    // Hearts has no trumps: the hand is only its suits, here in the usual order.
    let trump: Option<Suit> = table.shown.trump;
    assert_eq!(trump, None);
    assert!(matches!(table.game, AnyMatch::Hearts(_)));
}
