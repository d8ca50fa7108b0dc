//! A whole match by keyboard alone, through the real plugins headless (`MinimalPlugins` + `StatesPlugin`): from
//! the title (Enter: New game), through the setup (arrows to the game row, → to choose the game, ↓ to Deal,
//! Enter), every pass (Enter chooses, → moves, P passes), call (P passes, a digit names a solo) and card (Enter
//! plays the selected card), every round's panel (Enter goes on), to the match-over panel and back to the title
//! (Esc). Keys are the only input: the test reads the table only to know which key a person would press. Every
//! game.
#![cfg(feature = "app")]

use crate::common;

use bevy::prelude::*;
use common::app::{focused, headless, press, screen};
use wendellhead::app::settings::Speed;
use wendellhead::app::state::table::Table;
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::stats::Stats;
use wendellhead::app::storage::Store;
use wendellhead::app::table::animation::Motion;
use wendellhead::app::table::passing::PassChoice;
use wendellhead::engine::{Call, Decision, GameKind, Seat};

/// The key the person presses now at the table, if any is wanted.
fn key_at_table(app: &mut App) -> Option<KeyCode> {
    let world = app.world_mut();
    let mut moving = world.query_filtered::<Entity, With<Motion>>();
    if moving.iter(world).next().is_some() {
        return None;
    }
    let phase = *world.get_resource::<State<Phase>>()?.get();
    let table = world.get_resource::<Table>()?;
    if table.shown.scoring.is_some() {
        // The round's panel: its button has the focus.
        return Some(KeyCode::Enter);
    }
    if !table.caught_up() {
        return None;
    }
    match table.game.decision()? {
        Decision::PlayCard { seat: Seat(0) } if phase == Phase::Turn => Some(KeyCode::Enter),
        Decision::PassCards {
            seat: Seat(0),
            count,
        }
        | Decision::Discard {
            seat: Seat(0),
            count,
        } if phase == Phase::Passing => {
            let hand = wendellhead::app::state::table::sorted_hand(table, Seat(0));
            let selection = world.resource::<wendellhead::app::table::human::Selection>();
            let chosen = &world.resource::<PassChoice>().chosen;
            if chosen.len() == count {
                Some(KeyCode::KeyP)
            } else if chosen.contains(&hand[selection.index.min(hand.len() - 1)]) {
                // Already chosen: on to the next card.
                Some(if selection.index + 1 < hand.len() {
                    KeyCode::ArrowRight
                } else {
                    KeyCode::Digit1
                })
            } else {
                Some(KeyCode::Enter)
            }
        }
        Decision::Declare { seat: Seat(0) } if phase == Phase::Declaring => {
            let calls = table.game.calls();
            Some(if calls.contains(&Call::Pass) {
                KeyCode::KeyP
            } else if calls.contains(&Call::TakeSkat) {
                KeyCode::KeyT
            } else {
                KeyCode::Digit1
            })
        }
        _ => None,
    }
}

#[test]
fn a_whole_match_is_played_by_keyboard_alone_in_every_game() {
    let games = [
        (GameKind::Wendellhead, "Wendellhead"),
        (GameKind::Whist, "Classic Whist"),
        (GameKind::Hearts, "Hearts"),
        (GameKind::Schafkopf, "Wendish Schafkopf"),
    ];
    for (game, title) in games {
        let mut app = headless(Store::memory(), Speed::Instant);
        assert_eq!(screen(&app), Screen::Title);
        assert_eq!(focused(&mut app), "New game");
        press(&mut app, KeyCode::Enter);
        assert_eq!(screen(&app), Screen::Setup);
        // Up to the game's row, → until the game shows, then down to Deal.
        for _ in 0..30 {
            if games.iter().any(|(_, t)| focused(&mut app).starts_with(t)) {
                break;
            }
            press(&mut app, KeyCode::ArrowUp);
        }
        for _ in 0..4 {
            if focused(&mut app).starts_with(title) {
                break;
            }
            press(&mut app, KeyCode::ArrowRight);
        }
        assert!(
            focused(&mut app).starts_with(title),
            "{}",
            focused(&mut app)
        );
        for _ in 0..30 {
            if focused(&mut app) == "Deal" {
                break;
            }
            press(&mut app, KeyCode::ArrowDown);
        }
        press(&mut app, KeyCode::Enter);
        assert_eq!(screen(&app), Screen::Playing, "{title}");
        assert_eq!(app.world().resource::<Table>().kind(), game);
        // With auto-play off every card the person plays takes a key, so a match (one deal at least: a Whist
        // match may end in one) takes at least as many keys as the first hand holds cards.
        let dealt = app.world().resource::<Table>().game.hand(Seat(0)).len();
        let mut keys = 0;
        for _ in 0..200_000 {
            if screen(&app) != Screen::Playing {
                break;
            }
            match key_at_table(&mut app) {
                Some(key) => {
                    press(&mut app, key);
                    keys += 1;
                }
                None => app.update(),
            }
        }
        assert_eq!(screen(&app), Screen::MatchOver, "{title} after {keys} keys");
        // The match-over panel: Esc to the title.
        press(&mut app, KeyCode::Escape);
        assert_eq!(screen(&app), Screen::Title);
        let stats = app.world().resource::<Stats>().game(game);
        let played: u32 = stats.by_players.values().map(|r| r.played).sum();
        assert_eq!(played, 1, "{title}: the match counts");
        assert!(
            dealt > 0 && keys >= dealt,
            "{title}: {keys} keys for a first hand of {dealt} cards"
        );
    }
}

/// Enter pressed as a round's panel opens (meant for the last card) does not close it unseen: the panel stays at
/// least half a second, then Enter goes on.
#[test]
fn an_early_enter_does_not_skip_the_round_panel() {
    use wendellhead::app::table::round::{PANEL_AT_LEAST, RoundPanel};
    let mut app = headless(Store::memory(), Speed::Instant);
    common::app::deal(&mut app, common::app::short_match(GameKind::Whist), 6);
    let mut frames = 0;
    while app.world().resource::<Table>().shown.scoring.is_none() {
        app.update();
        common::app::person_moves(&mut app);
        frames += 1;
        assert!(frames < 20_000, "no hand was scored");
    }
    let panels = |app: &mut App| {
        let world = app.world_mut();
        world
            .query_filtered::<(), With<RoundPanel>>()
            .iter(world)
            .count()
    };
    app.update();
    assert_eq!(panels(&mut app), 1, "the hand's panel is up");
    press(&mut app, KeyCode::Enter);
    assert_eq!(panels(&mut app), 1, "an Enter at once leaves it up");
    assert!(app.world().resource::<Table>().shown.scoring.is_some());
    for _ in 0..(PANEL_AT_LEAST * 30.0) as usize + 2 {
        app.update();
    }
    press(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(panels(&mut app), 0, "Enter goes on after a moment");
}

/// While declaring, H shows the hint's call and Enter makes it, as Enter plays the hinted card.
#[test]
fn enter_makes_the_hinted_call() {
    let mut app = headless(Store::memory(), Speed::Instant);
    common::app::deal(&mut app, common::app::short_match(GameKind::Schafkopf), 8);
    let mut made = 0;
    for _ in 0..20_000 {
        if made >= 2 || screen(&app) != Screen::Playing {
            break;
        }
        app.update();
        let due = {
            let phase = *app.world().resource::<State<Phase>>().get();
            let table = app.world().resource::<Table>();
            phase == Phase::Declaring
                && table.caught_up()
                && table.game.decision() == Some(Decision::Declare { seat: Seat(0) })
        };
        if !due {
            if app.world().resource::<Table>().shown.scoring.is_some() {
                common::app::next_round(&mut app);
            } else {
                common::app::person_moves(&mut app);
            }
            continue;
        }
        let before = app.world().resource::<Table>().game;
        let hint = wendellhead::ai::suggest_call(&before, Seat(0)).expect("a hint");
        press(&mut app, KeyCode::KeyH);
        assert_eq!(app.world().resource::<Table>().game, before, "H only hints");
        press(&mut app, KeyCode::Enter);
        let table = app.world().resource::<Table>();
        let made_call = table
            .hands
            .last()
            .and_then(|h| h.decisions.last())
            .map(|d| d.made);
        assert_eq!(
            made_call,
            Some(wendellhead::app::state::table::Made::Call(hint)),
            "Enter made the hinted call"
        );
        made += 1;
    }
    assert_eq!(made, 2, "two calls were made by the hint");
}

/// The card the keyboard chose wears the keyboard's ring (a frame of its own colour), so it is told apart from a
/// card the pointer rests on; the ring follows the choice.
#[test]
fn the_keyboards_card_wears_a_ring() {
    use wendellhead::app::table::human::{KeyRing, Selection};
    use wendellhead::app::table::places::CardEntity;
    let mut app = headless(Store::memory(), Speed::Instant);
    common::app::deal(&mut app, common::app::short_match(GameKind::Whist), 6);
    let mut frames = 0;
    loop {
        app.update();
        let table = app.world().resource::<Table>();
        let phase = *app.world().resource::<State<Phase>>().get();
        if phase == Phase::Turn
            && table.caught_up()
            && table.game.decision() == Some(Decision::PlayCard { seat: Seat(0) })
            && table.game.hand(Seat(0)).len() > 3
        {
            break;
        }
        frames += 1;
        assert!(frames < 5_000, "no turn of the person's");
    }
    for step in 0..3 {
        press(&mut app, KeyCode::ArrowRight);
        app.update();
        let world = app.world_mut();
        let table = world.resource::<Table>();
        let hand = wendellhead::app::state::table::sorted_hand(table, Seat(0));
        let selection = world.resource::<Selection>();
        assert!(selection.by_keys);
        let card = hand[selection.index.min(hand.len() - 1)];
        let mut cards = world.query::<(&CardEntity, &Transform)>();
        let at = cards
            .iter(world)
            .find(|(c, _)| c.0 == card)
            .map(|(_, t)| t.translation)
            .unwrap();
        let mut rings = world.query_filtered::<(&Transform, &Visibility), With<KeyRing>>();
        let (ring, shown) = rings.single(world).expect("one ring");
        assert_eq!(*shown, Visibility::Inherited, "step {step}: the ring shows");
        assert!(
            (ring.translation.truncate() - at.truncate()).length() < 0.5,
            "step {step}: the ring is round {card}"
        );
    }
}

/// While the person chooses cards to pass, the card the mouse rests on rises a little (as the keyboard's card
/// does), and goes back down when the mouse leaves it; a touch resting on a card raises nothing (a tap chooses).
#[test]
fn the_card_under_the_mouse_rises_while_passing() {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::HitData;
    use bevy::picking::events::{Out, Over, Pointer};
    use bevy::picking::pointer::{Location, PointerId};
    use wendellhead::app::table::animation::Target;
    use wendellhead::app::table::places::CardEntity;
    let mut app = headless(Store::memory(), Speed::Instant);
    common::app::deal(&mut app, common::app::short_match(GameKind::Hearts), 3);
    let mut frames = 0;
    loop {
        app.update();
        let table = app.world().resource::<Table>();
        let phase = *app.world().resource::<State<Phase>>().get();
        if phase == Phase::Passing
            && table.caught_up()
            && matches!(
                table.game.decision(),
                Some(Decision::PassCards { seat: Seat(0), .. })
            )
        {
            break;
        }
        frames += 1;
        assert!(frames < 5_000, "no pass of the person's");
    }
    app.update();
    let card = app
        .world()
        .resource::<Table>()
        .game
        .hand(Seat(0))
        .highest()
        .unwrap();
    let world = app.world_mut();
    let mut cards = world.query::<(Entity, &CardEntity)>();
    let entity = cards.iter(world).find(|(_, c)| c.0 == card).unwrap().0;
    let height = |app: &App| app.world().get::<Target>(entity).unwrap().pos.y;
    let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 800,
            height: 600,
        },
        position: Vec2::ZERO,
    };
    let rest = height(&app);
    for (pointer, rises) in [(PointerId::Touch(1), false), (PointerId::Mouse, true)] {
        app.world_mut().trigger(Pointer::new(
            pointer,
            location.clone(),
            Over { hit: hit.clone() },
            entity,
        ));
        app.update();
        app.update();
        assert!(
            app.world().resource::<PassChoice>().chosen.is_empty(),
            "resting on a card chooses nothing"
        );
        assert_eq!(
            height(&app) > rest + 1.0,
            rises,
            "{pointer:?} over {card}: {} from {rest}",
            height(&app)
        );
        app.world_mut().trigger(Pointer::new(
            pointer,
            location.clone(),
            Out { hit: hit.clone() },
            entity,
        ));
        app.update();
        app.update();
        assert_eq!(
            height(&app),
            rest,
            "{pointer:?} gone from {card}: back down"
        );
    }
}
