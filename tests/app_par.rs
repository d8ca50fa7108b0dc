//! Par through the real plugins, headless (`MinimalPlugins` + `StatesPlugin`): once a hand of the person's is
//! scored, its panel says what the hand brought them and that the Hard computer is replaying their seat; the par
//! is worked out over frames, comes out as `ai::par` gives it from its seed, fills the line in, and a rated hand
//! goes into the statistics. A computers' table works out no par.
#![cfg(feature = "app")]

mod common;

use bevy::prelude::*;
use common::app::{deal, headless, person_moves, texts};
use wendellhead::ai::Level;
use wendellhead::ai::par::{REPLAYS, par, par_seed};
use wendellhead::app::settings::Speed;
use wendellhead::app::state::Screen;
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::state::table::{NewMatch, SeatKind, Table};
use wendellhead::app::stats::Stats;
use wendellhead::app::storage::Store;
use wendellhead::app::table::par::{ParBudget, ParWork};
use wendellhead::engine::whist::side_of;
use wendellhead::engine::{AnyRules, GameKind, Seat, whist};

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
        let levels = table.levels();
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
        app.update();
        let table = app.world().resource::<Table>();
        let worked = table.hands[0].par.clone().unwrap();
        assert_eq!(
            Ok(worked.clone()),
            par(&start, Seat(0), &levels, par_seed(&start), REPLAYS),
            "{game:?}: the table's par is ai::par's from its seed"
        );
        let lines = texts(&mut app);
        assert!(
            lines.iter().any(|t| t.contains("than par")
                || t.contains("level with par")
                || t.contains("beat par by")
                || t.contains("under par")),
            "{game:?}: {lines:?}"
        );
        let stats = app.world().resource::<Stats>().game(game);
        assert_eq!(stats.par_hands, 1, "{game:?}: the rated hand is counted");
        assert_eq!(
            stats.par_tenths,
            ((result as f64 - worked.mean()) * 10.0).round() as i64
        );
        assert_eq!(stats.par_history.len(), 1);
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
