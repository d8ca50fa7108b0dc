//! The Bevy game's screens headless: the real plugins on `MinimalPlugins` + `StatesPlugin`, no window.
#![cfg(feature = "app")]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use wendellhead::ai::Level;
use wendellhead::app::GamePlugin;
use wendellhead::app::state::Screen;
use wendellhead::app::state::setup::{Length, MatchSetup};
use wendellhead::app::state::table::SeatKind;
use wendellhead::app::ui::Stepped;
use wendellhead::engine::wendellhead::{Rules, TrumpRule};
use wendellhead::engine::{AnyRules, GameKind, whist};

/// The texts on screen: those under a node hidden with `Display::None` or `Visibility::Hidden` (a row that keeps
/// its place but does not apply) are not.
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
                || world.get::<Visibility>(e) == Some(&Visibility::Hidden)
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
        ..MatchSetup::default()
    });
    app.update();
    go(&mut app, Screen::Setup);
    let shown = texts(&mut app);
    for wanted in [
        "Players",
        "3: you and 2 computers",
        "Left: Mara",
        "Hard",
        "Right: Otto",
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
    // Only two computers: the third seat's row, which does not apply, is not shown.
    let seen = texts(&mut app);
    assert!(
        !seen.iter().any(|t| t.ends_with(": Lena")),
        "only two computers: {seen:?}"
    );
    let setup = app.world().resource::<MatchSetup>().clone();
    let made = setup.new_match(42);
    assert_eq!(
        made.rules,
        AnyRules::Wendellhead(Rules {
            pins_per_flint: 9,
            flints_to_win: 4,
            trump: TrumpRule::PerPin,
            ..Rules::standard(3)
        })
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
    let seen = texts(&mut app);
    assert!(seen.iter().any(|t| t == "Right: Ivo"), "{seen:?}");
    assert!(
        !seen.iter().any(|t| t.starts_with("from ")),
        "every seat applies at five: {seen:?}"
    );
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
                let rules = setup.wendellhead_rules();
                assert_eq!(rules.validate(), Ok(()), "{setup:?}");
                assert_eq!(setup.new_match(1).seats.len(), players as usize);
            }
        }
    }
    for whist_target in [0, 5, 7, 9, 10, 11] {
        for (whist_honours, whist_rubber) in [(false, false), (true, true)] {
            let setup = MatchSetup {
                game: GameKind::Whist,
                players: 2,
                whist_target,
                whist_honours,
                whist_rubber,
                ..MatchSetup::default()
            };
            let rules = setup.whist_rules();
            assert_eq!(rules.validate(), Ok(()), "{setup:?}");
            assert!(whist::Rules::TARGETS.contains(&rules.target));
            assert_eq!(rules.games_to_win, if whist_rubber { 2 } else { 1 });
            assert_eq!(setup.new_match(1).seats.len(), 4, "Whist is for four");
        }
    }
}

#[test]
fn the_setup_screen_offers_whist_with_its_own_choices() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    app.update();
    go(&mut app, Screen::Setup);
    // The game is the first choice: a click on its stepper moves to the next game.
    step(&mut app, "Wendellhead:", 1);
    assert_eq!(app.world().resource::<MatchSetup>().game, GameKind::Whist);
    let shown = texts(&mut app);
    for wanted in [
        "Classic Whist: partners, odd tricks",
        "Left: Mara",
        "Partner: Otto",
        "Right: Lena",
        "Game to",
        "5 points",
        "Honours",
        "Off: only odd tricks count",
        "Match",
        "One game",
    ] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    for hidden in ["Players", "Pins a Flint", "Trump"] {
        assert!(
            !shown.iter().any(|t| t == hidden),
            "{hidden} is not a Whist choice"
        );
    }
    let made = app.world().resource::<MatchSetup>().new_match(3);
    assert_eq!(made.rules, AnyRules::Whist(whist::Rules::standard()));
    assert_eq!(made.seats.len(), 4);
}

/// The button whose text starts with `label`.
fn button(app: &mut App, label: &str) -> Entity {
    let text = {
        let world = app.world_mut();
        let mut buttons = world.query::<(Entity, &Text)>();
        buttons
            .iter(world)
            .find(|(_, t)| t.0.starts_with(label))
            .map(|(e, _)| e)
            .unwrap_or_else(|| panic!("a button showing {label}"))
    };
    app.world()
        .entity(text)
        .get::<ChildOf>()
        .map(|c| c.parent())
        .expect("a button")
}

/// Activates the button whose text starts with `label`.
fn open_button(app: &mut App, label: &str) {
    let button = button(app, label);
    app.world_mut()
        .trigger(wendellhead::app::ui::Activated { entity: button });
    app.update();
    app.update();
}

/// Steps the stepper whose text starts with `label` by `by`.
fn step(app: &mut App, label: &str, by: i32) {
    let button = button(app, label);
    app.world_mut().trigger(Stepped { entity: button, by });
    app.update();
}

#[test]
fn the_setup_screen_offers_hearts_with_every_option() {
    use wendellhead::engine::hearts::{self, Moon};
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    app.update();
    go(&mut app, Screen::Setup);
    // Back from Wendellhead, round past the last game.
    step(&mut app, "Wendellhead:", -1);
    step(&mut app, "Wendish Schafkopf:", -1);
    assert_eq!(app.world().resource::<MatchSetup>().game, GameKind::Hearts);
    let shown = texts(&mut app);
    for wanted in [
        "Hearts: avoid hearts and the Q♠",
        "4 players: 13 cards each",
        "100 points: the lowest total then wins",
        "Rules",
        "Standard…",
    ] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    // The rule options have a panel of their own, opened from the Rules row.
    assert!(
        !shown.iter().any(|t| t == "Passing"),
        "options in their panel"
    );
    open_button(&mut app, "Standard…");
    let shown = texts(&mut app);
    for wanted in [
        "Hearts rules",
        "Three cards: left, right, across, none",
        "Safe: no hearts, no Q♠ if avoidable",
        "Once a heart or the Q♠ is played",
        "No points",
        "Everyone else scores +26",
        "Done (Esc)",
    ] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    // The kitty is a choice at three and five players only.
    assert!(!shown.iter().any(|t| t == "Odd cards"), "no kitty at four");
    assert_eq!(
        app.world().resource::<MatchSetup>().new_match(3).rules,
        AnyRules::Hearts(hearts::Rules::standard(4))
    );
    // Every option changes by its stepper.
    step(&mut app, "4 players", -1);
    step(&mut app, "100 points", 1);
    step(&mut app, "Three cards", 1);
    step(&mut app, "Safe:", 1);
    step(&mut app, "Once a heart or the Q♠", 1);
    step(&mut app, "No points", 1);
    step(&mut app, "Everyone else scores", 1);
    step(&mut app, "Taken out of the pack", 1);
    let shown = texts(&mut app);
    for wanted in [
        "3 players: 17 each, a kitty of 1",
        "50 points: the lowest total then wins",
        "Off: no cards are passed",
        "Anything may be played",
        "Once a heart is played",
        "Counts −10 to its taker",
        "The shooter scores −26",
        "A kitty for the first trick's winner",
        "Right: Otto",
        "6 changed…",
    ] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    let seen = texts(&mut app);
    for hidden in ["Pins a Flint", "Trump", "Honours", "Across: Lena"] {
        assert!(
            !seen.iter().any(|t| t == hidden),
            "{hidden} is not a choice here"
        );
    }
    let made = app.world().resource::<MatchSetup>().new_match(3);
    assert_eq!(
        made.rules,
        AnyRules::Hearts(hearts::Rules {
            players: 3,
            target: 50,
            passing: false,
            safe_first_trick: false,
            must_break_hearts: true,
            queen_breaks_hearts: false,
            jack_of_diamonds: true,
            moon: Moon::SubtractFromShooter,
            kitty: true,
        })
    );
    assert_eq!(made.seats.len(), 3);
    // Leading hearts has three readings, in a cycle.
    step(&mut app, "Once a heart is played", 1);
    assert!(texts(&mut app).iter().any(|t| t == "At any time"));
    step(&mut app, "At any time", 1);
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t == "Once a heart or the Q♠ is played")
    );
}

#[test]
fn every_hearts_setup_makes_valid_rules() {
    use wendellhead::engine::hearts;
    for players in 0..=7 {
        for target in [0, 50, 100, 101] {
            for kitty in [false, true] {
                let setup = MatchSetup {
                    game: GameKind::Hearts,
                    hearts: hearts::Rules {
                        players,
                        target,
                        kitty,
                        ..hearts::Rules::standard(4)
                    },
                    ..MatchSetup::default()
                };
                let rules = setup.hearts_rules();
                assert_eq!(rules.validate(), Ok(()), "{setup:?}");
                assert!(hearts::Rules::TARGETS.contains(&rules.target));
                assert_eq!(setup.new_match(1).seats.len(), rules.players as usize);
            }
        }
    }
}

#[test]
fn the_setup_screen_offers_wendish_schafkopf_with_its_match_and_values() {
    use wendellhead::engine::schafkopf;
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    app.update();
    go(&mut app, Screen::Setup);
    // Back from Wendellhead, round to the last game.
    step(&mut app, "Wendellhead:", -1);
    assert_eq!(
        app.world().resource::<MatchSetup>().game,
        GameKind::Schafkopf
    );
    let shown = texts(&mut app);
    for wanted in [
        "Wendish Schafkopf: secret partners",
        "16 deals: each of you deals 4 times",
        "Mandatory solos",
        "None",
        "Right: Lena",
        "Standard…",
    ] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    // Four by default (the Players row chooses the variant); the values have their own panel.
    assert!(
        shown.iter().any(|t| t == "4: partners by the black queens"),
        "{shown:?}"
    );
    for hidden in ["Schneider", "Pins a Flint", "Honours", "Passing", "Cards"] {
        assert!(
            !shown.iter().any(|t| t == hidden),
            "{hidden} is not a choice here"
        );
    }
    assert_eq!(
        app.world().resource::<MatchSetup>().new_match(3).rules,
        AnyRules::Schafkopf(schafkopf::Rules::standard())
    );
    step(&mut app, "16 deals", -2);
    step(&mut app, "None", 1);
    open_button(&mut app, "Standard…");
    let shown = texts(&mut app);
    for wanted in [
        "Wendish Schafkopf rules",
        "1 point",
        "+1 when the losers have under 30",
        "+1 more when they take no trick",
        "3 times the value; each defender once",
    ] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    assert!(
        !shown.iter().any(|t| t.starts_with("Three cards")),
        "no Hearts option in Schafkopf's panel"
    );
    step(&mut app, "1 point", 1);
    step(&mut app, "+1 when the losers", 1);
    step(&mut app, "+1 more when", -1);
    step(&mut app, "3 times the value", -1);
    let shown = texts(&mut app);
    for wanted in [
        "8 deals: each of you deals twice",
        "Each player must play 1 solo",
        "2 points",
        "+2 when the losers have under 30",
        "+0 more when they take no trick",
        "2 times the value; each defender once",
        "4 changed…",
    ] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    let made = app.world().resource::<MatchSetup>().new_match(3);
    let mut want = schafkopf::Rules::standard();
    want.deals = 8;
    want.mandatory_solos = 1;
    want.values = schafkopf::Values {
        base: 2,
        schneider: 2,
        schwarz: 0,
        solo_factor: 2,
    };
    assert_eq!(made.rules, AnyRules::Schafkopf(want));
    assert_eq!(made.seats.len(), 4, "Wendish Schafkopf is for four");
}

#[test]
fn every_schafkopf_setup_makes_valid_rules() {
    use wendellhead::engine::schafkopf;
    for deals in [0, 3, 4, 8, 16, 17, 32, 100] {
        for mandatory_solos in [0, 1, 2, 9] {
            for value in [0, 1, 9] {
                let mut rules = schafkopf::Rules::standard();
                rules.deals = deals;
                rules.mandatory_solos = mandatory_solos;
                rules.values = schafkopf::Values {
                    base: value,
                    schneider: value,
                    schwarz: value,
                    solo_factor: value,
                };
                let setup = MatchSetup {
                    game: GameKind::Schafkopf,
                    schafkopf: rules,
                    ..MatchSetup::default()
                };
                let made = setup.schafkopf_rules();
                assert_eq!(made.validate(), Ok(()), "{setup:?}");
                assert_eq!(setup.new_match(1).seats.len(), 4);
            }
        }
    }
}

#[test]
fn the_players_row_of_wendish_schafkopf_chooses_dreiwendsch_or_the_game_for_two() {
    use wendellhead::engine::schafkopf::{self, SkatTo, Variant};
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    app.update();
    go(&mut app, Screen::Setup);
    step(&mut app, "Wendellhead:", -1);
    // Four to two (wrapping round), the match length following: each player still deals four times.
    step(&mut app, "4: partners", 1);
    let shown = texts(&mut app);
    for wanted in [
        "Schafkopf for two, on piles",
        "2: 8 piles, face up on face down",
        "8 deals: each of you deals 4 times",
    ] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    assert!(
        !shown.iter().any(|t| t == "Cards"),
        "Cards is not a choice for two: {shown:?}"
    );
    // The rows of other table sizes, which do not apply, are not shown.
    for row in ["Skat first to", "Mandatory solos", "Right: Otto"] {
        assert!(
            !shown.iter().any(|t| t == row),
            "{row} shows at two: {shown:?}"
        );
    }
    let rules = app.world().resource::<MatchSetup>().new_match(3).rules;
    assert_eq!(
        rules,
        wendellhead::engine::AnyRules::Schafkopf(schafkopf::Rules::of_variant(Variant::Two))
    );
    // Two to three: Dreiwendsch with its own two rows.
    step(&mut app, "2: 8 piles", 1);
    let shown = texts(&mut app);
    for wanted in [
        "Schafkopf: Dreiwendsch for three",
        "3: Dreiwendsch, a skat for a solo",
        "12 deals: each of you deals 4 times",
        "Cards",
        "32 cards, 10 each",
        "Skat first to",
        "The holder of the Q♣",
        "Right: Otto",
    ] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    assert!(
        !shown.iter().any(|t| t == "Mandatory solos"),
        "four players only"
    );
    step(&mut app, "32 cards", 1);
    step(&mut app, "The holder of the Q♣", 1);
    step(&mut app, "12 deals", -1);
    let shown = texts(&mut app);
    for wanted in [
        "Sharp: 20 cards, 10 to ace, 6 each",
        "Forehand (left of the dealer)",
        "9 deals: each of you deals 3 times",
    ] {
        assert!(
            shown.iter().any(|t| t == wanted),
            "{wanted} missing from {shown:?}"
        );
    }
    let setup = app.world().resource::<MatchSetup>().clone();
    let wendellhead::engine::AnyRules::Schafkopf(rules) = setup.new_match(3).rules else {
        panic!("Schafkopf")
    };
    assert_eq!(rules.variant, Variant::Three);
    assert!(rules.sharp_cards);
    assert_eq!(rules.skat_to, SkatTo::Forehand);
    assert_eq!(rules.deals, 9);
    assert_eq!(setup.new_match(3).seats.len(), 3);
    // Back to four: sharp cards are not kept for a game without them.
    step(&mut app, "3: Dreiwendsch", 1);
    let wendellhead::engine::AnyRules::Schafkopf(rules) =
        app.world().resource::<MatchSetup>().new_match(3).rules
    else {
        panic!("Schafkopf")
    };
    assert_eq!(rules.variant, Variant::Four);
    assert!(!rules.sharp_cards);
    assert_eq!(rules.deals, 12, "three rounds of the deal for four");
}
