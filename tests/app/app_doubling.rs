//! Schafkopf's Kontra and Re at the table (a rule option), through the real plugins headless: the toolbar offers
//! the double only while the engine offers it to the person, K says it, the badge, the prompt and the screen
//! reader tell it, computers double from their own view, and the hand's panel shows the cashier's figures that
//! make the value the engine paid; the result line names the player who called the game and everyone of a side.
#![cfg(feature = "app")]

use crate::common;

use bevy::prelude::*;
use common::app::{
    deal, headless, idle, next_round, person_moves, press, screen, short_match, texts,
};
use wendellhead::app::screen_reader::Announcements;
use wendellhead::app::settings::Speed;
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::state::table::{Score, ShownScores, Table};
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::storage::Store;
use wendellhead::app::table::doubling::DoubleButton;
use wendellhead::engine::{AnyMatch, Call, Decision, GameKind, Seat};

/// Schafkopf for four with Kontra and Re and Laufende from three.
fn doubling_match() -> MatchSetup {
    let mut setup = short_match(GameKind::Schafkopf);
    setup.schafkopf.doubling = true;
    setup.schafkopf.laufende = 3;
    setup
}

/// Whether the toolbar's double button is shown, and its words.
fn double_button(app: &mut App) -> Option<String> {
    let world = app.world_mut();
    let mut buttons = world.query_filtered::<(Entity, &Node, &Visibility), With<DoubleButton>>();
    let (button, node, visibility) = buttons.iter(world).next()?;
    if node.display == Display::None || *visibility == Visibility::Hidden {
        return None;
    }
    // Its words lie somewhere below it (the label inside the button's frame).
    let mut below = vec![button];
    while let Some(e) = below.pop() {
        if let Some(text) = world.get::<Text>(e) {
            return Some(text.0.clone());
        }
        below.extend(world.get::<Children>(e).into_iter().flatten());
    }
    None
}

/// The lines the screen reader said.
fn said(app: &App) -> Vec<String> {
    app.world().resource::<Announcements>().said.clone()
}

/// Frames (the person passing their calls and playing their highest card) until the person may double, with
/// the table showing it; `false` if the match ends first.
fn until_offered(app: &mut App) -> bool {
    for _ in 0..20_000 {
        if screen(app) != Screen::Playing {
            return false;
        }
        let table = app.world().resource::<Table>();
        let mine = matches!(
            table.game.decision(),
            Some(Decision::PlayCard { seat: Seat(0) })
        ) && table.turn_shown() == Some(Seat(0));
        if mine
            && table.game.double_offered().is_some()
            && *app.world().resource::<State<Phase>>().get() == Phase::Turn
            && idle(app)
        {
            return true;
        }
        if !person_moves(app) && app.world().resource::<Table>().shown.scoring.is_some() {
            next_round(app);
        }
        app.update();
    }
    false
}

#[test]
fn the_person_says_kontra_with_k_and_the_hand_is_paid_double() {
    // The first seed whose match offers the person a double.
    let (mut app, seed) = (1..40)
        .find_map(|seed| {
            let mut app = headless(Store::memory(), Speed::Instant);
            deal(&mut app, doubling_match(), seed);
            until_offered(&mut app).then_some((app, seed))
        })
        .expect("some match offers the person a double");
    app.update();
    let call = app
        .world()
        .resource::<Table>()
        .game
        .double_offered()
        .unwrap();
    let words = if call == Call::Kontra { "Kontra" } else { "Re" };
    assert_eq!(
        double_button(&mut app).as_deref(),
        Some(format!("{words} (K)").as_str()),
        "seed {seed}: the toolbar offers the double"
    );
    press(&mut app, KeyCode::KeyK);
    for _ in 0..10 {
        app.update();
    }
    let table = app.world().resource::<Table>();
    let AnyMatch::Schafkopf(game) = &table.game else {
        unreachable!()
    };
    let doubles = game.doubles();
    assert_eq!(
        if call == Call::Kontra {
            doubles.kontra
        } else {
            doubles.re
        },
        Some(Seat(0)),
        "K said the {words} through the engine"
    );
    let ShownScores::Schafkopf { doubles: shown, .. } = &table.shown.scores else {
        unreachable!()
    };
    assert_eq!(*shown, doubles, "the table shows the doubles said");
    assert!(
        said(&app)
            .iter()
            .any(|l| l.starts_with(&format!("You say {words}: the hand counts"))),
        "{:?}",
        said(&app)
    );
    let badge: Vec<String> = {
        let world = app.world_mut();
        let mut lines = world.query::<&Text2d>();
        lines.iter(world).map(|t| t.0.clone()).collect()
    };
    assert!(
        badge.iter().any(|t| t.ends_with(&format!("· {words}"))),
        "the badge names the double: {badge:?}"
    );
    assert_eq!(
        double_button(&mut app),
        None,
        "no second double offered to the same seat"
    );
    // The hand played out: its panel shows the doubled figures, and the value is the engine's.
    for _ in 0..20_000 {
        if app.world().resource::<Table>().shown.scoring.is_some() {
            break;
        }
        person_moves(&mut app);
        app.update();
    }
    for _ in 0..5 {
        app.update();
    }
    let table = app.world().resource::<Table>();
    let Some(Score::Schafkopf { value, doubles, .. }) = table.shown.scoring.clone() else {
        panic!("the hand was scored");
    };
    assert!(doubles.count() >= 1);
    let factor = if doubles.re.is_some() { 4 } else { 2 };
    let lines = texts(&mut app);
    let worth = lines
        .iter()
        .find(|l| l.starts_with("The game is worth"))
        .unwrap_or_else(|| panic!("no value line: {lines:?}"));
    assert!(
        worth.starts_with(&format!("The game is worth {value} ("))
            && worth.contains(&format!("× {factor} for Kontra (")),
        "{worth}"
    );
}

#[test]
fn computers_double_from_their_own_view_and_the_table_shows_it() {
    let mut doubled = 0;
    let mut seen = Vec::new();
    for seed in 100..106 {
        seen.clear();
        let mut app = headless(Store::memory(), Speed::Instant);
        deal(&mut app, doubling_match(), seed);
        for _ in 0..40_000 {
            if screen(&app) != Screen::Playing {
                break;
            }
            if !person_moves(&mut app) && app.world().resource::<Table>().shown.scoring.is_some() {
                next_round(&mut app);
            }
            // A computer's double, once shown: said aloud, and counted once a deal.
            let table = app.world().resource::<Table>();
            if let ShownScores::Schafkopf { doubles, .. } = &table.shown.scores {
                for seat in [doubles.kontra, doubles.re].into_iter().flatten() {
                    let said_now = said(&app);
                    let deal = table.game.deals();
                    if seat != Seat(0) && !seen.contains(&(deal, seat)) {
                        seen.push((deal, seat));
                        doubled += 1;
                        let name = wendellhead::app::state::table::seat_name(table, seat);
                        assert!(
                            said_now
                                .iter()
                                .any(|l| l.starts_with(&format!("{name} says "))),
                            "seed {seed}: {name}'s double was not said: {said_now:?}"
                        );
                    }
                }
            }
            // The toolbar offers a double exactly while the engine offers one to the person, shown.
            let table = app.world().resource::<Table>();
            let offered = wendellhead::app::table::doubling::offered_to_person(table).is_some();
            if idle(&mut app) && *app.world().resource::<State<Phase>>().get() == Phase::Turn {
                assert_eq!(double_button(&mut app).is_some(), offered, "seed {seed}");
            }
            app.update();
        }
        assert_eq!(screen(&app), Screen::MatchOver, "seed {seed}");
    }
    assert!(doubled > 0, "no computer doubled in six matches");
}

/// The hand's panel for `hand`, opened over a Schafkopf table of four; its lines.
fn hand_panel_lines(hand: Score) -> Vec<String> {
    let mut app = headless(Store::memory(), Speed::Instant);
    deal(&mut app, short_match(GameKind::Schafkopf), 5);
    for _ in 0..5 {
        app.update();
    }
    app.world_mut().resource_scope(|world, table: Mut<Table>| {
        let mut commands = world.commands();
        wendellhead::app::games::schafkopf::spawn_hand_panel(&mut commands, &table, &hand);
    });
    app.world_mut().flush();
    app.update();
    texts(&mut app)
}

/// The panel's headline: the person's side's result ("You and Otto lose: …").
fn result_line(lines: &[String]) -> &String {
    lines
        .iter()
        .find(|l| l.contains(" win: ") || l.contains(" lose: "))
        .unwrap_or_else(|| panic!("no result line: {lines:?}"))
}

/// A scored hand of four: `kind` called by `caller` (if anyone), `declarers` on its side, won or not.
fn scored(
    kind: wendellhead::engine::schafkopf::ContractKind,
    caller: Option<Seat>,
    declarers: Vec<Seat>,
    won: bool,
) -> Score {
    use wendellhead::engine::schafkopf::Winner;
    Score::Schafkopf {
        kind,
        trump: wendellhead::engine::Suit::Diamonds,
        caller,
        laufende: None,
        doubles: Default::default(),
        points: if won { vec![70, 50] } else { vec![50, 70] },
        winner: if won {
            Winner::Declarers
        } else {
            Winner::Defenders
        },
        declarers,
        declarers_won: won,
        schneider: false,
        schwarz: false,
        value: 1,
        payments: vec![-1, 1, -1, 1],
        balance: vec![-1, 1, -1, 1],
    }
}

/// The result names the player who called the game, not the lowest seat of its side: Lena's wedding with Mara
/// (who sits before her) is Lena's; and a solo's defenders are all named.
#[test]
fn the_result_names_the_weddings_player_and_every_player_of_a_side() {
    use wendellhead::engine::schafkopf::ContractKind;
    let lines = hand_panel_lines(scored(
        ContractKind::Wedding,
        Some(Seat(3)),
        vec![Seat(1), Seat(3)],
        true,
    ));
    let headline = result_line(&lines);
    assert!(
        headline.contains("Lena's wedding") && !headline.contains("Mara's wedding"),
        "{headline}"
    );
    assert!(headline.starts_with("You and Otto lose"), "{headline}");
    let lines = hand_panel_lines(scored(
        ContractKind::Solo,
        Some(Seat(2)),
        vec![Seat(2)],
        false,
    ));
    let headline = result_line(&lines);
    assert!(headline.starts_with("You, Mara and Lena win"), "{headline}");
    assert!(headline.contains("Otto's"), "{headline}");
}
