//! Undo through the real plugins, headless (`MinimalPlugins` + `StatesPlugin`): in a casual match U takes the
//! person's last card back, with the computers' cards after it, while the trick is not complete, restoring the
//! engine's match exactly and laying the cards out again; once the trick is complete it is refused with the reason;
//! the match is marked casual in its save and counted apart in the statistics. In a rated match there is no undo.
#![cfg(feature = "app")]

mod common;

use bevy::prelude::*;
use common::app::{deal, headless, person_moves, screen, short_match, texts};
use wendellhead::app::save::{SAVE_FILE, parse_save};
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::state::table::Table;
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::stats::Stats;
use wendellhead::app::storage::Store;
use wendellhead::app::table::animation::Motion;
use wendellhead::app::table::human::{PlayCard, Selection};
use wendellhead::app::table::places::{CardEntity, CardPlace};
use wendellhead::app::table::round::NextRound;
use wendellhead::app::table::undo::UndoCard;
use wendellhead::engine::{Decision, GameKind, Seat};

/// A headless match of `game` from the setup (the person in seat 0), `rated` or not, at normal speed so the
/// computers' cards follow the person's one by one.
fn app_for(game: GameKind, rated: bool) -> App {
    let mut app = headless(Store::memory(), Speed::Normal);
    // Short matches: the test is about undo, not about long games.
    let setup = MatchSetup {
        rated,
        ..short_match(game)
    };
    deal(&mut app, setup, 21);
    app
}

/// Whether the table waits for the person's card: caught up, nothing moving, the person's turn.
fn persons_turn(app: &mut App) -> bool {
    let world = app.world_mut();
    if *world.resource::<State<Phase>>().get() != Phase::Turn {
        return false;
    }
    let mut moving = world.query_filtered::<Entity, With<Motion>>();
    if moving.iter(world).next().is_some() {
        return false;
    }
    let table = world.resource::<Table>();
    table.caught_up() && table.game.decision() == Some(Decision::PlayCard { seat: Seat(0) })
}

fn place_of(app: &mut App, card: wendellhead::engine::Card) -> CardPlace {
    let world = app.world_mut();
    let mut cards = world.query::<(&CardEntity, &CardPlace)>();
    cards
        .iter(world)
        .find(|(c, _)| c.0 == card)
        .map(|(_, p)| *p)
        .expect("every card is an entity")
}

#[test]
fn a_casual_match_takes_the_last_card_back_while_its_trick_is_open() {
    for game in GameKind::ALL {
        let mut app = app_for(game, false);
        assert!(texts(&mut app).iter().any(|t| t == "Undo (U)"));
        let (mut undone, mut refused) = (0, 0);
        for _ in 0..60_000 {
            app.update();
            if screen(&app) != Screen::Playing {
                break;
            }
            if app.world().resource::<Table>().shown.scoring.is_some() {
                app.world_mut().write_message(NextRound);
                continue;
            }
            if !persons_turn(&mut app) {
                // A pass or a call is the person's too, as a player makes them.
                person_moves(&mut app);
                continue;
            }
            let before = app.world().resource::<Table>().game;
            let legal = before.legal_moves();
            let card = if undone % 2 == 0 {
                legal.highest()
            } else {
                legal.lowest()
            }
            .unwrap();
            app.world_mut().write_message(PlayCard(card));
            app.update();
            let after = app.world().resource::<Table>().game;
            assert_ne!(after, before, "the card was played");
            let open = after.trick().cards().contains(&card);
            if undone >= 3 && refused >= 1 {
                // Enough seen: the rest of the match at instant speed.
                app.world_mut().resource_mut::<Settings>().speed = Speed::Instant;
                continue;
            }
            if open && undone < 3 {
                // U (the key) takes it back: the engine's match is the one before the card, exactly, and the card
                // lies in the hand again.
                app.world_mut()
                    .resource_mut::<ButtonInput<KeyCode>>()
                    .press(KeyCode::KeyU);
                app.update();
                let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
                keys.release(KeyCode::KeyU);
                keys.clear();
                for _ in 0..3 {
                    app.update();
                }
                let table = app.world().resource::<Table>();
                assert_eq!(table.game, before, "undo restores the exact match");
                assert!(table.casual, "the match is casual now");
                assert_eq!(place_of(&mut app, card), CardPlace::Hand(Seat(0)));
                let saved = app
                    .world()
                    .resource::<Store>()
                    .read(SAVE_FILE)
                    .unwrap()
                    .unwrap();
                assert!(parse_save(&saved).unwrap().casual, "the save says casual");
                undone += 1;
            } else if !open {
                // The person's card completed the trick: there is nothing to take back, and nothing changes.
                app.world_mut().write_message(UndoCard);
                app.update();
                assert_eq!(app.world().resource::<Table>().game, after);
                let why = app.world().resource::<Selection>().refusal.clone();
                assert_eq!(
                    why.as_deref(),
                    Some("Only a card of a trick not yet complete can be taken back.")
                );
                refused += 1;
            }
        }
        let table = app.world().resource::<Table>();
        assert_eq!(
            screen(&app),
            Screen::MatchOver,
            "{game:?}: {undone} undone, {refused} refused, deals {}, decision {:?}, phase {:?}, caught up {}",
            table.game.deals(),
            table.game.decision(),
            app.world().resource::<State<Phase>>().get(),
            table.caught_up()
        );
        assert!(
            undone >= 3 && refused >= 1,
            "{undone} undone, {refused} refused"
        );
        // Counted apart: a casual match, not a played one.
        let stats = app.world().resource::<Stats>().game(game);
        let record = stats
            .by_players
            .values()
            .next()
            .copied()
            .unwrap_or_default();
        assert_eq!((record.played, record.casual_played), (0, 1), "{game:?}");
        assert_eq!(stats.streak, 0);
    }
}

#[test]
fn a_rated_match_has_no_undo() {
    let mut app = app_for(GameKind::Whist, true);
    assert!(!texts(&mut app).iter().any(|t| t == "Undo (U)"));
    for _ in 0..20_000 {
        app.update();
        let table = app.world().resource::<Table>();
        if !table.game.trick().cards().is_empty() && table.undo.is_some() {
            break;
        }
        if persons_turn(&mut app) {
            let legal = app.world().resource::<Table>().game.legal_moves();
            app.world_mut()
                .write_message(PlayCard(legal.highest().unwrap()));
        }
    }
    let table = app.world().resource::<Table>();
    let before = table.undo.expect("the person played a card").before;
    app.world_mut().write_message(UndoCard);
    app.update();
    let table = app.world().resource::<Table>();
    assert_ne!(table.game, before, "nothing is taken back");
    assert!(!table.casual);
    assert_eq!(
        app.world().resource::<Selection>().refusal.as_deref(),
        Some("Undo is off in a rated match.")
    );
}
