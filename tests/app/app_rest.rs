//! A table at rest asks for no frames (`src/app/rest.rs`), through the real plugins headless: the game rests only
//! when it waits for the person, and then nothing changes however many frames pass; whatever moves or waits (the
//! deal, the computers' pace and search, the trick's hold, the end-of-hand gather, par, a forced card played for
//! the person) asks for its frames until it is done, so nothing waits for a mouse move. The windowed game updates
//! only on input or a request (winit's reactive mode); these tests update by hand and treat a frame at rest as the
//! last one until the person acts.

#![cfg(feature = "app")]

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use wendellhead::app::rest::{REST_STEP, Rest};
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::Screen;
use wendellhead::app::state::table::{NewMatch, Table};
use wendellhead::app::storage::Store;
use wendellhead::app::table::animation::Motion;
use wendellhead::engine::{Decision, GameKind, Seat};

use crate::common::app::{deal, headless, idle, next_round, person_moves, screen, short_match};

/// Whether the frame just run left the game at rest.
fn resting(app: &App) -> bool {
    app.world().resource::<Rest>().resting
}

/// Every card's place and size on the table, to see that nothing moves at rest.
fn card_transforms(app: &mut App) -> Vec<(Entity, Transform)> {
    let world = app.world_mut();
    let mut cards = world
        .query_filtered::<(Entity, &Transform), With<wendellhead::app::table::places::CardEntity>>(
        );
    let mut all: Vec<(Entity, Transform)> = cards.iter(world).map(|(e, t)| (e, *t)).collect();
    all.sort_by_key(|(e, _)| *e);
    all
}

/// What the person is asked to decide, if it is theirs.
fn persons_decision(app: &App) -> Option<Decision> {
    let table = app.world().get_resource::<Table>()?;
    table.game.decision().filter(|d| {
        matches!(
            d,
            Decision::PlayCard { seat: Seat(0) }
                | Decision::PassCards { seat: Seat(0), .. }
                | Decision::Discard { seat: Seat(0), .. }
                | Decision::Declare { seat: Seat(0) }
        )
    })
}

#[test]
fn a_table_at_rest_asks_for_no_frames_and_what_moves_or_waits_does() {
    // Rule: while the person is to decide and nothing moves, the game asks for no frame (it rests, its clock
    // stopped); the deal before and the play after the person's pass ask for every frame they need.
    let mut app = headless(Store::memory(), Speed::Normal);
    deal(&mut app, short_match(GameKind::Hearts), 11);
    let mut asked = 0;
    let mut moved_while_asking = false;
    for _ in 0..3000 {
        app.update();
        if resting(&app) {
            break;
        }
        asked += 1;
        moved_while_asking |= {
            let world = app.world_mut();
            world.query::<&Motion>().iter(world).next().is_some()
        };
    }
    assert!(resting(&app), "the game comes to rest at the pass");
    assert!(
        matches!(persons_decision(&app), Some(Decision::PassCards { .. })),
        "it rests only when the person is to pass: {:?}",
        app.world().resource::<Table>().game.decision()
    );
    assert!(idle(&mut app), "nothing moves at rest");
    assert!(
        asked > 30 && moved_while_asking,
        "the deal asked for its frames ({asked})"
    );
    // At rest, frames (were any drawn) change nothing and ask for nothing; one woken after a long rest (five
    // seconds a frame here) moves the game's clock by one frame's step, not by the time slept.
    let before = card_transforms(&mut app);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(5)));
    for _ in 0..60 {
        app.update();
        assert!(resting(&app), "a table at rest stays at rest");
        let step = app.world().resource::<Time<Virtual>>().delta();
        assert!(
            step <= REST_STEP,
            "a frame after a rest moved the clock {step:?}"
        );
    }
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        1.0 / 30.0,
    )));
    assert_eq!(card_transforms(&mut app), before, "nothing moved at rest");
    // The person passes: the cards change hands and the computers play up to the person's first card, every
    // frame of it asked for.
    let mut frames_after_pass = 0;
    loop {
        // The person's moves of the pass only (their first card is where the game should rest again).
        let passing = matches!(persons_decision(&app), Some(Decision::PassCards { .. }));
        let acted = passing && person_moves(&mut app);
        app.update();
        if !acted && resting(&app) {
            break;
        }
        frames_after_pass += 1;
        assert!(
            frames_after_pass < 5000,
            "the play comes back to the person"
        );
    }
    assert!(
        matches!(persons_decision(&app), Some(Decision::PlayCard { .. })),
        "after the pass the game rests only at the person's card: {:?}",
        app.world().resource::<Table>().game.decision()
    );
    assert!(
        frames_after_pass > 30,
        "the pass and the computers' cards asked for frames"
    );
}

#[test]
fn a_watched_demo_plays_to_its_end_without_input() {
    // Rule: a table of computers never rests: every deal, card, trick and panel asks for its frames until the
    // match is over, with nobody touching anything; a person's wish to keep each trick until they click does not
    // stop it.
    let mut app = headless(Store::memory(), Speed::Fast);
    app.world_mut().resource_mut::<Settings>().keep_tricks = true;
    let setup = short_match(GameKind::Whist);
    app.insert_resource(NewMatch::demo_with(setup.rules(), 4));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    let mut frames = 0;
    loop {
        app.update();
        frames += 1;
        if screen(&app) == Screen::MatchOver {
            break;
        }
        assert!(
            !resting(&app) || frames < 3,
            "a demo came to rest at frame {frames}: {:?}",
            app.world()
                .get_resource::<Table>()
                .map(|t| t.game.decision())
        );
        assert!(frames < 60_000, "the demo ends");
    }
}

/// Plays a short match of `game` in which the person acts only when the game rests (as a player does, who sees a
/// still table): a rest anywhere but at the person's decision, a round's panel or the match's end would wait for
/// a mouse move forever.
fn person_acts_only_at_rest(game: GameKind, seed: u64, speed: Speed) {
    play_acting_at_rest(game, seed, speed, false);
}

/// As [`person_acts_only_at_rest`]; with `keep_tricks` (the setting), every finished trick waits on the table, at
/// rest, until the person presses Space, and goes to its winner's pile only then.
fn play_acting_at_rest(game: GameKind, seed: u64, speed: Speed, keep_tricks: bool) {
    let mut app = headless(Store::memory(), speed);
    // Auto-play on, as players have it: a forced card is played for the person without a rest.
    app.world_mut().resource_mut::<Settings>().auto_play = true;
    app.world_mut().resource_mut::<Settings>().keep_tricks = keep_tricks;
    deal(&mut app, short_match(game), seed);
    let mut frames = 0;
    let mut rests = 0;
    let mut kept = 0;
    while screen(&app) == Screen::Playing {
        app.update();
        frames += 1;
        assert!(
            frames < 100_000,
            "{game:?}: the match ends; {}",
            state(&app)
        );
        if !resting(&app) || screen(&app) != Screen::Playing {
            continue;
        }
        rests += 1;
        let table = app.world().resource::<Table>();
        if table.shown.scoring.is_some() {
            next_round(&mut app);
            continue;
        }
        if table.shown.held.is_some_and(|h| h.waits) {
            assert!(
                keep_tricks,
                "{game:?}: a trick waited unasked: {}",
                state(&app)
            );
            kept += 1;
            // However long the person looks, the trick stays where it was played, and the table rests.
            let before = card_transforms(&mut app);
            for _ in 0..40 {
                app.update();
                assert!(resting(&app), "{game:?}: a kept trick asked for frames");
            }
            assert_eq!(
                card_transforms(&mut app),
                before,
                "{game:?}: the kept trick moved"
            );
            let world = app.world_mut();
            let in_trick = world
                .query::<&wendellhead::app::table::places::CardPlace>()
                .iter(world)
                .filter(|p| matches!(p, wendellhead::app::table::places::CardPlace::Trick(_)))
                .count();
            assert_eq!(
                in_trick,
                app.world().resource::<Table>().game.players() as usize
            );
            crate::common::app::press(&mut app, KeyCode::Space);
            assert!(
                !app.world()
                    .resource::<Table>()
                    .shown
                    .held
                    .is_some_and(|h| h.waits),
                "{game:?}: Space goes on"
            );
            continue;
        }
        let decision = persons_decision(&app);
        assert!(
            decision.is_some() && person_moves(&mut app),
            "{game:?}: the game rested at frame {frames} without the person to act: {}",
            state(&app)
        );
    }
    assert_eq!(screen(&app), Screen::MatchOver, "{game:?}");
    println!(
        "{game:?}: {frames} frames, {rests} rests at the person's decisions, {kept} tricks kept"
    );
    if keep_tricks {
        assert!(
            kept > 10,
            "{game:?}: the tricks were kept for the person ({kept})"
        );
    }
    assert!(
        rests > 10,
        "{game:?}: the game rested at the person's decisions ({rests})"
    );
}

/// Where the match stands, for a failure's message.
fn state(app: &App) -> String {
    let table = app.world().resource::<Table>();
    format!(
        "decision {:?}, caught up {}, scoring {}, over {:?}, held {}, phase {:?}, resting {}",
        table.game.decision(),
        table.caught_up(),
        table.shown.scoring.is_some(),
        table.shown.over,
        table.shown.held.is_some(),
        app.world()
            .get_resource::<State<wendellhead::app::state::Phase>>()
            .map(|p| *p.get()),
        resting(app)
    )
}

/// Rule: with "Keep trick until click" on, each finished trick stays on the table until the person goes on
/// (Space here), the game at rest meanwhile; nothing else waits for them.
#[test]
fn a_kept_trick_waits_at_rest_until_the_person_goes_on() {
    play_acting_at_rest(GameKind::Hearts, 7, Speed::Normal, true);
    play_acting_at_rest(GameKind::Wendellhead, 3, Speed::Instant, true);
}

/// Rule: without it, a finished trick stays long enough to read at Normal speed (1.8 s), longer (2.6 s) when
/// it carries points (in Hearts a heart or the Q♠), then goes by itself.
#[test]
fn a_finished_trick_stays_long_enough_to_read_and_longer_with_points() {
    let mut app = headless(Store::memory(), Speed::Normal);
    app.world_mut().resource_mut::<Settings>().auto_play = true;
    deal(&mut app, short_match(GameKind::Hearts), 7);
    let (mut plain, mut weighty) = (Vec::new(), Vec::new());
    let mut held_since: Option<(u32, bool)> = None;
    for frame in 0..20_000u32 {
        if screen(&app) != Screen::Playing || plain.len() + weighty.len() >= 12 {
            break;
        }
        let table = app.world().resource::<Table>();
        let held = table.shown.held;
        match (held, held_since) {
            (Some(_), None) => {
                let trick = table.shown.last_trick.as_ref().expect("the trick held");
                let points = trick.plays.iter().any(|&(_, c)| {
                    c.suit() == wendellhead::engine::Suit::Hearts
                        || c == "QS".parse::<wendellhead::engine::Card>().unwrap()
                });
                held_since = Some((frame, points));
            }
            (None, Some((since, points))) => {
                let seconds = (frame - since) as f32 / 30.0;
                if points {
                    weighty.push(seconds)
                } else {
                    plain.push(seconds)
                }
                held_since = None;
            }
            _ => {}
        }
        if table.shown.scoring.is_some() {
            next_round(&mut app);
        } else if resting(&app) {
            person_moves(&mut app);
        }
        app.update();
    }
    assert!(
        !plain.is_empty() && !weighty.is_empty(),
        "{plain:?} {weighty:?}"
    );
    for s in &plain {
        assert!(*s >= 1.8, "a trick stayed {s} s: {plain:?}");
    }
    for s in &weighty {
        assert!(*s >= 2.6, "a trick with points stayed {s} s: {weighty:?}");
    }
}

#[test]
fn a_match_goes_on_by_itself_until_the_person_is_to_act_in_every_game() {
    person_acts_only_at_rest(GameKind::Wendellhead, 3, Speed::Fast);
    person_acts_only_at_rest(GameKind::Whist, 5, Speed::Fast);
    person_acts_only_at_rest(GameKind::Hearts, 7, Speed::Normal);
    person_acts_only_at_rest(GameKind::Schafkopf, 9, Speed::Fast);
}
