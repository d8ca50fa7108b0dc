//! The table headless: the real plugins run a whole match of computer players through the playing screen,
//! and the card entities match the engine after every update.
#![cfg(feature = "app")]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use wendellhead::ai::Level;
use wendellhead::app::GamePlugin;
use wendellhead::app::screens::Screen;
use wendellhead::app::table::{CardEntity, CardPlace, NewMatch, Phase, PinWon, SeatKind, Table};
use wendellhead::engine::wendellhead::Rules;
use wendellhead::engine::{Card, Seat};

#[derive(Resource, Default)]
struct PinsSeen(u32);

/// Where the engine says `card` is.
fn engine_place(table: &Table, card: Card) -> Option<CardPlace> {
    let game = &table.game;
    for seat in Seat::all(game.rules().players) {
        if game.hand(seat).contains(card) {
            return Some(CardPlace::Hand(seat));
        }
        if game.stack(seat).contains(card) {
            return Some(CardPlace::PinStack(seat));
        }
    }
    if let Some((seat, _)) = game
        .trick()
        .plays(game.rules().players)
        .find(|&(_, c)| c == card)
    {
        return Some(CardPlace::Trick(seat));
    }
    if game.prize() == Some(card) {
        return Some(CardPlace::Prize);
    }
    if game.stock().contains(&card) {
        return Some(CardPlace::Stock);
    }
    game.set_aside()
        .contains(card)
        .then_some(CardPlace::SetAside)
}

#[test]
fn a_whole_match_of_computer_players_keeps_entities_in_step_with_the_engine() {
    let normal = SeatKind::Computer(Level::Normal);
    // Hard spreads its search over frames: its seat must still play whole matches.
    let hard = SeatKind::Computer(Level::Hard);
    for seats in [vec![normal; 2], vec![normal; 4], vec![hard, normal, normal]] {
        let players = seats.len() as u8;
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
        app.init_resource::<PinsSeen>();
        app.add_observer(|_: On<PinWon>, mut seen: ResMut<PinsSeen>| seen.0 += 1);
        app.insert_resource(NewMatch {
            rules: Rules::short(players),
            seed: 3,
            seats,
        });
        app.update();
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        let mut updates = 0;
        loop {
            app.update();
            updates += 1;
            assert!(updates < 50_000, "the match ends");
            let world = app.world_mut();
            let mut cards = world.query::<(&CardEntity, &CardPlace)>();
            let places: Vec<(Card, CardPlace)> =
                cards.iter(world).map(|(c, p)| (c.0, *p)).collect();
            assert_eq!(places.len(), 52, "one entity per card");
            let table = world.resource::<Table>();
            if table.pending.is_empty() {
                for (card, place) in places {
                    assert_eq!(
                        Some(place),
                        engine_place(table, card),
                        "{card} after update {updates}"
                    );
                }
            }
            if *world.resource::<State<Phase>>().get() == Phase::MatchWon {
                assert!(table.game.winner().is_some());
                break;
            }
        }
        assert!(app.world().resource::<PinsSeen>().0 >= Rules::short(players).pins_per_flint);
        // Leaving the screen leaves nothing behind.
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        app.update();
        let world = app.world_mut();
        let mut cards = world.query_filtered::<Entity, With<CardEntity>>();
        assert_eq!(cards.iter(world).count(), 0);
    }
}

#[test]
fn a_person_plays_a_whole_match_through_play_card_messages() {
    use wendellhead::app::table::human::{PlayCard, Selection};
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    app.insert_resource(NewMatch {
        rules: Rules::short(3),
        seed: 11,
        seats: vec![
            SeatKind::Human,
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Normal),
        ],
    });
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    let mut refused = 0;
    let mut played = 0;
    for _ in 0..5000 {
        app.update();
        let world = app.world_mut();
        if *world.resource::<State<Phase>>().get() == Phase::MatchWon {
            break;
        }
        let table = world.resource::<Table>();
        if !table.pending.is_empty() || table.game.to_act() != Some(Seat(0)) {
            continue;
        }
        let game = table.game;
        let legal = game.legal_moves();
        // An illegal card is refused with the engine's reason and changes nothing.
        if let Some(bad) = (game.hand(Seat(0)) - legal).lowest() {
            world.write_message(PlayCard(bad));
            app.update();
            let world = app.world_mut();
            assert_eq!(
                world.resource::<Table>().game,
                game,
                "a refused card changes nothing"
            );
            let refusal = world
                .resource::<Selection>()
                .refusal
                .clone()
                .unwrap_or_default();
            assert!(refusal.contains("must follow"), "{refusal}");
            refused += 1;
        }
        let world = app.world_mut();
        world.write_message(PlayCard(legal.highest().unwrap()));
        app.update();
        assert_ne!(
            app.world().resource::<Table>().game,
            game,
            "the card was played"
        );
        played += 1;
    }
    let world = app.world();
    assert_eq!(*world.resource::<State<Phase>>().get(), Phase::MatchWon);
    assert!(
        played > 5 && refused > 0,
        "played {played}, refused {refused}"
    );
}
