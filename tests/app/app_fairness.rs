//! Deals you can check, through the real plugins headless: in every game the table shows the deal's fingerprint by
//! the toolbar as the hand is dealt; at the hand's end the review names the deal's code, shows every hand as that
//! code deals it, and says the code's SHA-256 starts with the fingerprint shown. The test reads both off the
//! screen and hashes the code itself. A replay shows no fingerprint; the replay panel shows a typed code's.
#![cfg(feature = "app")]

use crate::common;

use bevy::prelude::*;
use common::app::{deal, headless, next_round, person_moves, press, texts};
use wendellhead::app::i18n::CardWords;
use wendellhead::app::settings::Speed;
use wendellhead::app::state::Screen;
use wendellhead::app::state::table::Table;
use wendellhead::app::storage::Store;
use wendellhead::app::table::fingerprint::FingerprintTag;
use wendellhead::app::table::hand_review::FingerprintCheck;
use wendellhead::engine::{DealCode, Dealt, Fingerprint, GameKind, Seat};

/// The fingerprint tag's words, if it is on screen.
fn tag_text(app: &mut App) -> Option<String> {
    let world = app.world_mut();
    let mut tags = world.query_filtered::<&Text, With<FingerprintTag>>();
    tags.iter(world).next().map(|t| t.0.clone())
}

/// Plays until the hand's panel is up, the person making every decision; returns the fingerprint the tag showed
/// when the person's first decision of the last deal came (the deal dealt, nothing played by the person yet). A
/// Wendellhead deal may end without a panel: the next one is dealt and shown, and read.
fn play_hand_reading_the_tag(app: &mut App) -> String {
    let mut first = None;
    let mut deal = 0;
    for _ in 0..40_000 {
        app.update();
        if app.world().resource::<Table>().shown.scoring.is_some()
            || common::app::screen(app) == Screen::MatchOver
        {
            app.update();
            return first.expect("the person had a decision");
        }
        let decides = {
            let table = app.world().resource::<Table>();
            if table.hands.len() != deal {
                deal = table.hands.len();
                first = None;
            }
            table.caught_up() && table.game.to_act() == Some(Seat(0))
        };
        if decides && first.is_none() {
            first = Some(tag_text(app).expect("the fingerprint is shown while the hand is played"));
        }
        person_moves(app);
    }
    let table = app.world().resource::<Table>();
    panic!(
        "{:?}: no hand ended: {:?} to act, deals {}, screen {:?}, caught up {}",
        table.game.kind(),
        table.game.decision(),
        table.game.deals(),
        common::app::screen(app),
        table.caught_up()
    );
}

#[test]
fn every_game_shows_a_fingerprint_that_the_review_checks_against_the_code() {
    let mut app = headless(Store::memory(), Speed::Instant);
    for (i, game) in [
        GameKind::Wendellhead,
        GameKind::Whist,
        GameKind::Hearts,
        GameKind::Schafkopf,
    ]
    .into_iter()
    .enumerate()
    {
        if i > 0 {
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Title);
            app.update();
            app.update();
        }
        // A standard match: a short one may end with its first round (a Flint, Hearts to 50), with no round's panel.
        let setup = wendellhead::app::state::setup::MatchSetup {
            game,
            ..Default::default()
        };
        deal(&mut app, setup, 40 + i as u64);
        // Two hands: the second deal's fingerprint is its own.
        let mut seen = Vec::new();
        for hand in 0..2 {
            assert_eq!(common::app::screen(&app), Screen::Playing, "{game:?}");
            let shown = play_hand_reading_the_tag(&mut app);
            let digits = shown
                .strip_prefix("Fingerprint ")
                .unwrap_or_else(|| panic!("{game:?}: the tag says what it is: {shown:?}"));
            press(&mut app, KeyCode::KeyV);
            let all = texts(&mut app);
            let line = all
                .iter()
                .find(|t| t.starts_with("Deal code "))
                .unwrap_or_else(|| panic!("{game:?}: no code in the review: {all:?}"));
            let code_text = line["Deal code ".len()..]
                .split(':')
                .next()
                .unwrap()
                .to_string();
            let code: DealCode = code_text.parse().expect("the review's code reads");
            // The test hashes the code itself: the review's word is not taken for it.
            assert_eq!(
                Fingerprint::of(&code).to_string(),
                digits,
                "{game:?} hand {hand}: the fingerprint shown at the start is the code's"
            );
            assert!(
                line.contains(&format!("starts {digits}")) && line.contains('✓'),
                "{line}"
            );
            // Every hand as the code deals it, and the person's as they were given it.
            let dealt = Dealt::of(&code).unwrap();
            let start = app
                .world()
                .resource::<Table>()
                .hands
                .last()
                .unwrap()
                .start
                .unwrap();
            assert_eq!(dealt.hands[0].1, start.hand(Seat(0)), "{game:?}");
            for (seat, cards) in &dealt.hands {
                let row: Vec<String> = start
                    .hand_order(*cards, start.trump())
                    .into_iter()
                    .map(|c| c.shown())
                    .collect();
                assert!(
                    all.contains(&row.join(" ")),
                    "{game:?}: seat {}'s hand as dealt shows: {row:?}",
                    seat.0
                );
            }
            let world = app.world_mut();
            let checks: Vec<FingerprintCheck> = world
                .query::<&FingerprintCheck>()
                .iter(world)
                .copied()
                .collect();
            assert_eq!(checks.len(), 1);
            assert_eq!(checks[0].code, code);
            seen.push(digits.to_string());
            press(&mut app, KeyCode::Escape);
            // A match may be won in its first hands (Whist to 5 with 11 tricks).
            if common::app::screen(&app) == Screen::MatchOver {
                break;
            }
            next_round(&mut app);
        }
        if let [one, two] = &seen[..] {
            assert_ne!(one, two, "{game:?}: each deal has its own");
        }
    }
}

#[test]
fn a_replay_shows_no_fingerprint_and_the_replay_panel_shows_a_codes() {
    let mut app = headless(Store::memory(), Speed::Instant);
    let code: DealCode = "C4-30JX4-FM".parse().unwrap();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    press(&mut app, KeyCode::KeyR);
    app.world_mut()
        .write_message(wendellhead::app::screens::replay::CodeField::Typed(
            code.to_string(),
        ));
    app.update();
    app.update();
    let line = format!("A valid code. Its fingerprint: {}", Fingerprint::of(&code));
    assert!(texts(&mut app).contains(&line), "{:?}", texts(&mut app));
    // A letter changed: the check letters refuse it, so it has no fingerprint.
    app.world_mut()
        .write_message(wendellhead::app::screens::replay::CodeField::Typed(
            "C4-30JX5-FM".into(),
        ));
    app.update();
    app.update();
    assert!(
        !texts(&mut app)
            .iter()
            .any(|t| t.contains("Its fingerprint"))
    );
    app.world_mut()
        .write_message(wendellhead::app::screens::replay::CodeField::Typed(
            code.to_string(),
        ));
    app.update();
    app.world_mut()
        .write_message(wendellhead::app::screens::replay::CodeField::Go);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    assert_eq!(tag_text(&mut app), None, "a replay's code is known already");
}
