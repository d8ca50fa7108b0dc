//! Par through the real plugins, headless (`MinimalPlugins` + `StatesPlugin`): once a hand of the person's is
//! scored, its panel says what the hand brought them and that the Hard computer is replaying their seat; the par
//! is worked out over frames, comes out as `ai::par` gives it from its seed, fills the line in, and a rated hand
//! goes into the statistics. A computers' table works out no par.
#![cfg(feature = "app")]

use crate::common;

use bevy::prelude::*;
use common::app::{deal, headless, idle, person_moves, screen, texts};
use wendellhead::ai::Level;
use wendellhead::ai::par::par;
use wendellhead::ai::{suggest_any, suggest_call, suggest_pass};
use wendellhead::app::settings::Speed;
use wendellhead::app::state::Phase;
use wendellhead::app::state::Screen;
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::state::table::{NewMatch, SeatKind, Table};
use wendellhead::app::stats::Stats;
use wendellhead::app::storage::Store;
use wendellhead::app::table::declaring::MakeCall;
use wendellhead::app::table::human::PlayCard;
use wendellhead::app::table::par::{ParBudget, ParWork};
use wendellhead::app::table::passing::{PassChoice, SendPass};
use wendellhead::engine::whist::side_of;
use wendellhead::engine::{AnyRules, GameKind, Seat, whist};
use wendellhead::engine::{Decision, schafkopf};

/// Plays until the first hand's panel is up.
fn play_to_the_hands_end(app: &mut App) {
    for _ in 0..20_000 {
        app.update();
        // The hand's panel, or the match-over panel when the hand ended the match.
        let table = app.world().resource::<Table>();
        if table.shown.scoring.is_some() || (table.game.is_over() && table.caught_up()) {
            app.update();
            return;
        }
        person_moves(app);
    }
    let table = app.world().resource::<Table>();
    panic!(
        "no hand ended: {:?}, {} hands, over {}, kind {:?}, deals {}, pending {:?}, screen {:?}",
        table.game.decision(),
        table.hands.len(),
        table.game.is_over(),
        table.kind(),
        table.game.deals(),
        table.pending,
        app.world()
            .resource::<State<wendellhead::app::state::Screen>>()
            .get()
    );
}

/// The person's next decision, made as the hint says (the Hard computer standing in for them): its best card,
/// its pass, its call. `true` if one was made.
fn follow_the_hint(app: &mut App) -> bool {
    if !idle(app) {
        return false;
    }
    let Some(phase) = app.world().get_resource::<State<Phase>>().map(|p| *p.get()) else {
        return false;
    };
    let game = app.world().resource::<Table>().game;
    match game.decision() {
        Some(Decision::PlayCard { seat: Seat(0) }) if phase == Phase::Turn => {
            let card = suggest_any(&game, Seat(0))[0].card;
            app.world_mut().write_message(PlayCard(card));
        }
        Some(
            Decision::PassCards { seat: Seat(0), .. } | Decision::Discard { seat: Seat(0), .. },
        ) if phase == Phase::Passing => {
            let want = suggest_pass(&game, Seat(0)).expect("a pass");
            let chosen = app.world().resource::<PassChoice>().chosen.clone();
            match want.iter().find(|c| !chosen.contains(c)) {
                Some(card) => {
                    app.world_mut().write_message(PlayCard(card));
                }
                None => {
                    app.world_mut().write_message(SendPass);
                }
            }
        }
        Some(Decision::Declare { seat: Seat(0) }) if phase == Phase::Declaring => {
            let call = suggest_call(&game, Seat(0)).expect("a call");
            app.world_mut().write_message(MakeCall(call));
        }
        _ => return false,
    }
    true
}

/// Par is a duplicate at the table: a person who makes every decision the hint (the Hard computer standing in
/// for them) names, cards, the pass and the call, gets exactly par, and the panel says "level with par".
#[test]
fn a_person_who_plays_as_hard_would_is_level_with_par() {
    for (rules, seed) in [
        (
            AnyRules::Hearts(wendellhead::engine::hearts::Rules::standard(4)),
            5,
        ),
        (AnyRules::Schafkopf(schafkopf::Rules::standard()), 6),
        (AnyRules::Whist(whist::Rules::standard()), 7),
    ] {
        let mut app = headless(Store::memory(), Speed::Instant);
        app.insert_resource(ParBudget(20_000));
        let mut seats = vec![SeatKind::Computer(Level::Normal); rules.players() as usize];
        seats[0] = SeatKind::Human;
        app.insert_resource(NewMatch { rules, seed, seats });
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        let mut decisions = 0;
        for _ in 0..40_000 {
            app.update();
            let table = app.world().resource::<Table>();
            if table.hands.first().is_some_and(|h| h.par.is_some()) {
                break;
            }
            if table.hands.first().is_none_or(|h| h.result.is_none()) && follow_the_hint(&mut app) {
                decisions += 1;
            }
        }
        let table = app.world().resource::<Table>();
        let hand = &table.hands[0];
        let (result, par) = (hand.result.expect("scored"), hand.par.expect("a par"));
        assert!(decisions >= 8, "{rules:?}: {decisions} decisions");
        assert_eq!(
            par.result, result,
            "{rules:?}: Hard's own decisions give par"
        );
        app.update();
        let lines = texts(&mut app);
        assert!(
            lines.iter().any(|t| t.contains("level with par")),
            "{rules:?}: {lines:?}"
        );
    }
}

#[test]
fn a_scored_hand_gets_its_par_over_frames() {
    for game in [GameKind::Whist, GameKind::Hearts] {
        let mut app = headless(Store::memory(), Speed::Instant);
        app.insert_resource(ParBudget(20_000));
        let setup = MatchSetup {
            game,
            ..Default::default()
        };
        deal(&mut app, setup, 21);
        play_to_the_hands_end(&mut app);
        let table = app.world().resource::<Table>();
        let hand = table.hands[0].clone();
        let start = hand.start.expect("the hand was dealt at this table");
        let result = hand.result.expect("the hand is scored");
        if game == GameKind::Whist {
            let ours = hand
                .tricks
                .iter()
                .filter(|t| side_of(t.winner) == side_of(Seat(0)))
                .count() as i64;
            assert_eq!(result, ours, "Whist counts the side's tricks");
        }
        let sitters = table.sitters();
        // A hand that ends the match has its par at once (the match-over panel and the statistics count it);
        // any other is worked out over frames while play goes on.
        let over = screen(&app) == Screen::MatchOver;
        if over {
            assert!(
                hand.par.is_some(),
                "{game:?}: the last hand's par at the match's end"
            );
        } else {
            let lines = texts(&mut app);
            assert!(
                lines
                    .iter()
                    .any(|t| t.contains("the Hard computer is replaying your")),
                "{game:?}: {lines:?}"
            );
            let mut frames = 0;
            while app.world().resource::<Table>().hands[0].par.is_none() {
                app.update();
                frames += 1;
                assert!(frames < 20_000, "{game:?}: par never came");
            }
            assert!(frames > 1, "par is spread over frames");
        }
        app.update();
        let table = app.world().resource::<Table>();
        let worked = table.hands[0].par.unwrap();
        assert_eq!(
            Ok(worked),
            par(&start, Seat(0), &sitters),
            "{game:?}: the table's par is ai::par's with the table's own players"
        );
        let lines = texts(&mut app);
        assert!(
            lines.iter().any(|t| t.contains("than par")
                || t.contains("level with par")
                || t.contains("beat par by")
                || t.contains("under par")),
            "{game:?}: {lines:?}"
        );
        // The statistics count the match's hands once, when it ends or is given up.
        let stats = app.world().resource::<Stats>().game(game);
        if over {
            assert_eq!(
                stats.rated.par_hands, 1,
                "{game:?}: the match's hand is counted"
            );
            assert_eq!(stats.rated.par_tenths, (result - worked.result) * 10);
        } else {
            assert!(stats.is_empty(), "{game:?}: nothing counted mid-match");
        }
    }
}

#[test]
fn a_computers_table_works_out_no_par() {
    let mut app = headless(Store::memory(), Speed::Instant);
    app.insert_resource(NewMatch {
        rules: AnyRules::Whist(whist::Rules::standard()),
        seed: 3,
        seats: vec![SeatKind::Computer(Level::Easy); 4],
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..3000 {
        app.update();
        if app.world().get_resource::<Table>().is_some()
            && app.world().resource::<Table>().hands.len() > 1
        {
            break;
        }
    }
    assert!(app.world().resource::<Table>().hands.len() > 1);
    assert!(app.world().resource::<ParWork>().0.is_empty());
    assert!(app.world().resource::<Table>().hands[0].result.is_none());
}
