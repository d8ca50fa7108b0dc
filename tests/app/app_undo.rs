//! Undo through the real plugins, headless (`MinimalPlugins` + `StatesPlugin`): in a casual match U takes the
//! person's last decision back (a card, the pass, a call), with everything after it, until their next decision,
//! restoring the engine's match exactly and laying the cards out again; again and again, across tricks and deals;
//! the match is marked casual in its save and counted apart in the statistics. In a rated match there is no undo.
#![cfg(feature = "app")]

use crate::common;

use bevy::prelude::*;
use common::app::{deal, headless, person_moves, screen, short_match, texts};
use wendellhead::app::save::{SAVE_FILE, parse_save};
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::state::table::{Made, Table};
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::stats::Stats;
use wendellhead::app::storage::Store;
use wendellhead::app::table::animation::Motion;
use wendellhead::app::table::human::{PlayCard, Selection};
use wendellhead::app::table::places::{CardEntity, CardPlace};
use wendellhead::app::table::round::NextRound;
use wendellhead::app::table::undo::UndoCard;
use wendellhead::engine::{AnyMatch, Decision, GameKind, Seat};

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

/// Whether a decision of the person's is due now: the table caught up, nothing moving, and the engine asks the
/// person for a card, a pass, a discard or a call in the phase that takes it.
fn decision_due(app: &mut App) -> bool {
    if !common::app::idle(app) {
        return false;
    }
    let phase = *app.world().resource::<State<Phase>>().get();
    let table = app.world().resource::<Table>();
    if table.shown.scoring.is_some() {
        return false;
    }
    match table.game.decision() {
        Some(Decision::PlayCard { seat: Seat(0) }) => phase == Phase::Turn,
        Some(
            Decision::PassCards { seat: Seat(0), .. } | Decision::Discard { seat: Seat(0), .. },
        ) => phase == Phase::Passing,
        Some(Decision::Declare { seat: Seat(0) }) => phase == Phase::Declaring,
        _ => false,
    }
}

/// Presses U, as a player would.
fn press_undo(app: &mut App) {
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
}

/// Undo takes back the person's last decision, whatever it was, at any moment until their next one: in every
/// game, U is pressed when the next decision is due (so the computers have played on: the trick is complete, the
/// deal may be over and the next one dealt), twice in a row, after a pass (Hearts) and a call (Schafkopf), and
/// across the end of a deal. Each time the engine's match is exactly the one before the decision taken back (a
/// forced card skipped), the card lies in the hand again, the hands' record is cut back to it, and the match is
/// casual in its save and in the statistics.
#[test]
fn undo_takes_back_the_persons_last_decision_in_every_game() {
    for game in GameKind::ALL {
        let mut app = app_for(game, false);
        assert!(texts(&mut app).iter().any(|t| t == "Undo"));
        // The match before each decision that can be taken back, with the record's length then.
        let mut history: Vec<(AnyMatch, Made, usize)> = Vec::new();
        let (mut decisions, mut undone, mut doubles, mut other, mut across) = (0, 0, 0, 0, 0);
        let (mut done, mut just_undone) = (false, false);
        for _ in 0..80_000 {
            app.update();
            if screen(&app) != Screen::Playing {
                break;
            }
            if app.world().resource::<Table>().shown.scoring.is_some() {
                app.world_mut().write_message(NextRound);
                continue;
            }
            if !decision_due(&mut app) {
                continue;
            }
            let now = app.world().resource::<Table>().game;
            let last = history.last().copied();
            let after_other = last.is_some_and(|(_, made, _)| !matches!(made, Made::Card(_)));
            let crosses = last.is_some_and(|(b, _, _)| b.deals() != now.deals());
            let want = !done
                && !just_undone
                && last.is_some()
                && (decisions % 5 == 3 || (after_other && other < 1) || (crosses && across < 1));
            if want {
                let times = if doubles < 1 && history.len() >= 2 {
                    2
                } else {
                    1
                };
                for _ in 0..times {
                    let (before, made, hands) = history.pop().expect("a decision to take back");
                    press_undo(&mut app);
                    let table = app.world().resource::<Table>();
                    assert_eq!(
                        table.game, before,
                        "{game:?}: undo restores the exact match"
                    );
                    assert!(table.casual, "the match is casual now");
                    assert_eq!(
                        table.hands.len(),
                        hands,
                        "{game:?}: the record goes back too"
                    );
                    if let Made::Card(card) = made {
                        assert_eq!(place_of(&mut app, card), CardPlace::Hand(Seat(0)));
                    }
                    let saved = app
                        .world()
                        .resource::<Store>()
                        .read(SAVE_FILE)
                        .unwrap()
                        .unwrap();
                    assert!(parse_save(&saved).unwrap().casual, "the save says casual");
                    undone += 1;
                    other += !matches!(made, Made::Card(_)) as u32;
                    across += (before.deals() != now.deals()) as u32;
                }
                doubles += (times == 2) as u32;
                just_undone = true;
                done = undone >= 3
                    && (other >= 1 || !matches!(game, GameKind::Hearts | GameKind::Schafkopf))
                    && across >= 1;
                if done {
                    // Enough seen: the rest of the match at instant speed.
                    app.world_mut().resource_mut::<Settings>().speed = Speed::Instant;
                }
                continue;
            }
            // The person decides, as a player would (the highest card, the first cards, a pass).
            let table = app.world().resource::<Table>();
            let forced = matches!(now.decision(), Some(Decision::PlayCard { .. }))
                && now.legal_moves().len() == 1;
            let hands = table.hands.len();
            let before_len = table.undo.len();
            let mut moved = false;
            for _ in 0..600 {
                person_moves(&mut app);
                app.update();
                if app.world().resource::<Table>().game != now {
                    moved = true;
                    break;
                }
            }
            assert!(moved, "{game:?}: the person's decision was taken");
            let table = app.world().resource::<Table>();
            let made = table
                .hands
                .last()
                .and_then(|h| h.decisions.last())
                .map(|d| d.made);
            if forced {
                assert_eq!(
                    table.undo.len(),
                    before_len,
                    "a forced card is no undo point"
                );
            } else {
                history.push((now, made.expect("the decision is recorded"), hands));
            }
            decisions += 1;
            just_undone = false;
        }
        let table = app.world().resource::<Table>();
        assert_eq!(
            screen(&app),
            Screen::MatchOver,
            "{game:?}: {undone} undone, deals {}, decision {:?}, phase {:?}, caught up {}",
            table.game.deals(),
            table.game.decision(),
            app.world().resource::<State<Phase>>().get(),
            table.caught_up()
        );
        // A short match may end in its first deal (Whist to 5): then no deal's end could be crossed.
        let needs_other = matches!(game, GameKind::Hearts | GameKind::Schafkopf);
        assert!(
            undone >= 3
                && doubles >= 1
                && (other >= 1 || !needs_other)
                && (across >= 1 || table.game.deals() < 2),
            "{game:?}: {undone} undone, {doubles} twice, {other} passes or calls, {across} across a deal"
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

/// With nothing decided yet there is nothing to take back, and U says so.
#[test]
fn undo_before_any_decision_says_there_is_none() {
    let mut app = app_for(GameKind::Whist, false);
    for _ in 0..5_000 {
        app.update();
        if decision_due(&mut app) {
            break;
        }
    }
    let before = app.world().resource::<Table>().game;
    app.world_mut().write_message(UndoCard);
    app.update();
    assert_eq!(app.world().resource::<Table>().game, before);
    assert_eq!(
        app.world().resource::<Selection>().refusal.as_deref(),
        Some("You have made no decision yet that can be taken back.")
    );
}

#[test]
fn a_rated_match_has_no_undo() {
    let mut app = app_for(GameKind::Whist, true);
    assert!(!texts(&mut app).iter().any(|t| t == "Undo"));
    for _ in 0..20_000 {
        app.update();
        let table = app.world().resource::<Table>();
        if !table.game.trick().cards().is_empty() && !table.undo.is_empty() {
            break;
        }
        if persons_turn(&mut app) {
            let legal = app.world().resource::<Table>().game.legal_moves();
            app.world_mut()
                .write_message(PlayCard(legal.highest().unwrap()));
        }
    }
    let table = app.world().resource::<Table>();
    let before = table.undo.last().expect("the person played a card").before;
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
