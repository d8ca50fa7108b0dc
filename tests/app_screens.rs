//! The Bevy game's screens headless: the real plugins on `MinimalPlugins` + `StatesPlugin`, no window.
#![cfg(feature = "app")]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use wendellhead::ai::Level;
use wendellhead::app::GamePlugin;
use wendellhead::app::screens::Screen;
use wendellhead::app::screens::setup::{Length, MatchSetup};
use wendellhead::app::table::SeatKind;
use wendellhead::engine::wendellhead::{Rules, TrumpRule};

/// The texts on screen: those under a node hidden with `Display::None` are not.
fn texts(app: &mut App) -> Vec<String> {
    let mut texts = app.world_mut().query::<(Entity, &Text)>();
    let world = app.world();
    let hidden = |entity: Entity| {
        std::iter::successors(Some(entity), |&e| {
            world.get::<ChildOf>(e).map(|c| c.parent())
        })
        .any(|e| {
            world
                .get::<Node>(e)
                .is_some_and(|n| n.display == Display::None)
        })
    };
    texts
        .iter(world)
        .filter(|(e, _)| !hidden(*e))
        .map(|(_, t)| t.0.clone())
        .collect()
}

fn scoped_to(app: &mut App, screen: Screen) -> usize {
    let mut scoped = app.world_mut().query::<&DespawnOnExit<Screen>>();
    scoped.iter(app.world()).filter(|s| s.0 == screen).count()
}

fn go(app: &mut App, screen: Screen) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
    app.update();
    app.update();
}

#[test]
fn title_screen_offers_new_game_rules_settings_and_quit() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    assert!(
        scoped_to(&mut app, Screen::Title) > 0,
        "the title screen is up"
    );
    let shown = texts(&mut app);
    for wanted in ["Wendellhead", "New game", "Rules", "Settings", "Quit"] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    go(&mut app, Screen::Setup);
    assert_eq!(
        scoped_to(&mut app, Screen::Title),
        0,
        "the title screen is gone"
    );
    assert!(
        scoped_to(&mut app, Screen::Setup) > 0,
        "the setup screen is up"
    );
}

#[test]
fn the_setup_screen_shows_the_remembered_choices_and_makes_the_match_they_describe() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    app.insert_resource(MatchSetup {
        players: 3,
        levels: [Level::Hard, Level::Easy, Level::Normal, Level::Normal],
        length: Length::Custom,
        custom_pins: 9,
        custom_flints: 4,
        trump: TrumpRule::PerPin,
    });
    app.update();
    go(&mut app, Screen::Setup);
    let shown = texts(&mut app);
    for wanted in [
        "Players",
        "3: you and 2 computers",
        "Seat 1",
        "Hard",
        "Seat 2",
        "Easy",
        "Custom: 9 Pins, 4 Flints",
        "Pins a Flint",
        "9",
        "Flints to win",
        "4",
        "Each Pin's own prize",
    ] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    assert!(
        !shown.iter().any(|t| t.starts_with("Seat 3")),
        "only two computers"
    );
    let setup = app.world().resource::<MatchSetup>().clone();
    let made = setup.new_match(42);
    assert_eq!(
        made.rules,
        Rules {
            pins_per_flint: 9,
            flints_to_win: 4,
            trump: TrumpRule::PerPin,
            ..Rules::standard(3)
        }
    );
    assert_eq!(
        made.seats,
        vec![
            SeatKind::Human,
            SeatKind::Computer(Level::Hard),
            SeatKind::Computer(Level::Easy)
        ]
    );
    // A change of choice shows at once; the choice stays for the next visit.
    app.world_mut().resource_mut::<MatchSetup>().players = 5;
    app.update();
    assert!(texts(&mut app).iter().any(|t| t == "Seat 4"));
    go(&mut app, Screen::Title);
    go(&mut app, Screen::Setup);
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t == "5: you and 4 computers")
    );
}

#[test]
fn every_setup_makes_valid_rules() {
    for players in 2..=5 {
        for length in [Length::Short, Length::Standard, Length::Custom] {
            for (pins, flints) in [(0, 0), (1, 1), (500, 500)] {
                let setup = MatchSetup {
                    players,
                    length,
                    custom_pins: pins,
                    custom_flints: flints,
                    ..MatchSetup::default()
                };
                let rules = setup.rules();
                assert_eq!(rules.validate(), Ok(()), "{setup:?}");
                assert_eq!(setup.new_match(1).seats.len(), players as usize);
            }
        }
    }
}
