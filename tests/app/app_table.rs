//! The table headless: the real plugins run whole matches through the playing screen and every game phase, the
//! card entities match the engine whenever the table has caught up, and leaving the screen despawns them.
#![cfg(feature = "app")]

use std::collections::HashSet;
use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use wendellhead::ai::Level;
use wendellhead::app::GamePlugin;
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::events::{RoundScored, TrickWon, TurnStarted};
use wendellhead::app::state::table::{NewMatch, Score, SeatKind, ShownScores, Table};
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::table::animation::Motion;
use wendellhead::app::table::pause::PausedFrom;
use wendellhead::app::table::places::{CardEntity, CardPlace};
use wendellhead::app::table::round::NextRound;
use wendellhead::engine::schafkopf::ContractKind;
use wendellhead::engine::wendellhead::Rules;
use wendellhead::engine::{
    AnyMatch, AnyRules, Call, Card, Decision, GameKind, Seat, hearts, schafkopf, whist,
};

/// What the observers and the phase recorder saw.
#[derive(Resource, Default)]
struct Seen {
    tricks: u32,
    rounds: u32,
    human_turns: u32,
    forced_turns: u32,
    phases: HashSet<Phase>,
    /// Schafkopf: the kinds of game the hand panels told.
    kinds: HashSet<&'static str>,
}

/// Where the engine says `card` is (worked out here from the engine alone, not with the table's code).
fn engine_place(table: &Table, card: Card) -> Option<CardPlace> {
    match &table.game {
        AnyMatch::Wendellhead(game) => {
            let n = game.rules().players;
            for seat in Seat::all(n) {
                if game.hand(seat).contains(card) {
                    return Some(CardPlace::Hand(seat));
                }
                if game.stack(seat).contains(card) {
                    return Some(CardPlace::TrickPile(seat));
                }
            }
            if let Some((seat, _)) = game.trick().plays(n).find(|&(_, c)| c == card) {
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
        AnyMatch::Whist(game) => {
            // The turn-up lies by the dealer until the dealer plays to the first trick.
            if game.turn_up_shown() == Some(card) {
                return Some(CardPlace::FaceUp(game.dealer()));
            }
            for seat in Seat::all(4) {
                if game.hand(seat).contains(card) {
                    return Some(CardPlace::Hand(seat));
                }
            }
            if let Some((seat, _)) = game.trick().plays(4).find(|&(_, c)| c == card) {
                return Some(CardPlace::Trick(seat));
            }
            // Each side's tricks on one pile: side 0's by seat 0, side 1's by seat 1.
            (0..2)
                .find(|&side| game.stack(side).contains(card))
                .map(|side| CardPlace::TrickPile(Seat(side as u8)))
        }
        AnyMatch::Schafkopf(game) => {
            let n = game.rules().players();
            for seat in Seat::all(n) {
                if game.hand(seat).contains(card) {
                    return Some(CardPlace::Hand(seat));
                }
                if game.taken(seat).contains(card) {
                    return Some(CardPlace::TrickPile(seat));
                }
                if game.piles(seat).iter().any(|p| p.down == Some(card)) {
                    return Some(CardPlace::Covered(seat));
                }
            }
            // Dreiwendsch: the discard lies with its taker's tricks, the skat nobody took in the middle.
            if let Some(taker) = game.taker().filter(|_| game.discarded().contains(card)) {
                return Some(CardPlace::TrickPile(taker));
            }
            if game.taker().is_none() && game.skat().contains(card) {
                return Some(CardPlace::Stock);
            }
            game.trick()
                .plays(n)
                .find(|&(_, c)| c == card)
                .map(|(seat, _)| CardPlace::Trick(seat))
        }
        AnyMatch::Hearts(game) => {
            let n = game.rules().players;
            for seat in Seat::all(n) {
                if game.hand(seat).contains(card) {
                    return Some(CardPlace::Hand(seat));
                }
                if game.taken(seat).contains(card) {
                    return Some(CardPlace::TrickPile(seat));
                }
            }
            if let Some((seat, _)) = game.trick().plays(n).find(|&(_, c)| c == card) {
                return Some(CardPlace::Trick(seat));
            }
            // The face-down kitty waits in the middle; the cards out of play are set aside.
            if game.kitty().contains(card) {
                return Some(CardPlace::Stock);
            }
            game.rules()
                .removed()
                .contains(&card)
                .then_some(CardPlace::SetAside)
        }
    }
}

/// A headless game app at `speed`, with the observers that count what happens, starting `setup`.
fn game_app(setup: NewMatch, speed: Speed) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    // Each update advances the game's clock by a thirtieth of a second, whatever the machine's speed.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        1.0 / 30.0,
    )));
    app.insert_resource(Settings {
        speed,
        ..Settings::default()
    });
    app.init_resource::<Seen>();
    app.add_observer(|_: On<TrickWon>, mut seen: ResMut<Seen>| seen.tricks += 1);
    app.add_observer(
        |_: On<RoundScored>, table: Res<Table>, mut seen: ResMut<Seen>| {
            seen.rounds += 1;
            if let Some(Score::Schafkopf { kind, .. }) = &table.shown.scoring {
                seen.kinds.insert(match kind {
                    ContractKind::Normal => "normal",
                    ContractKind::Wedding => "wedding",
                    ContractKind::SilentSolo => "silent_solo",
                    ContractKind::Solo => "solo",
                    ContractKind::Everyone => "everyone",
                    ContractKind::Two => "two",
                });
            }
        },
    );
    app.add_observer(
        |turn: On<TurnStarted>, table: Res<Table>, mut seen: ResMut<Seen>| {
            if turn.human {
                seen.human_turns += 1;
                seen.forced_turns += (table.game.legal_moves().len() == 1) as u32;
            }
        },
    );
    app.add_systems(
        Last,
        |phase: Option<Res<State<Phase>>>, mut seen: ResMut<Seen>| {
            if let Some(phase) = phase {
                seen.phases.insert(*phase.get());
            }
        },
    );
    app.insert_resource(setup);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Checks, when the table has caught up and nothing moves, that every card entity lies where the engine says.
fn check_entities(app: &mut App, update: usize) {
    let world = app.world_mut();
    let mut moving = world.query_filtered::<Entity, With<Motion>>();
    let idle = moving.iter(world).next().is_none();
    let mut cards = world.query::<(&CardEntity, &CardPlace)>();
    let places: Vec<(Card, CardPlace)> = cards.iter(world).map(|(c, p)| (c.0, *p)).collect();
    let table = world.resource::<Table>();
    assert_eq!(
        places.len(),
        table.game.deck().len(),
        "one entity per card of the game's pack"
    );
    if idle && table.caught_up() {
        // The labels' figures and the last-trick review show what the engine holds.
        let shown = &table.shown;
        match (&table.game, &shown.scores) {
            (AnyMatch::Wendellhead(game), ShownScores::Wendellhead { pins, flints, .. }) => {
                assert_eq!(pins, game.pins(), "Pins after update {update}");
                assert_eq!(flints, game.flints(), "Flints");
                let engine_pin = game.last_pin().map(|p| {
                    (
                        p.trick.plays(game.rules().players).collect::<Vec<_>>(),
                        p.winner,
                        p.prize,
                    )
                });
                let shown_pin = shown
                    .last_trick
                    .as_ref()
                    .map(|p| (p.plays.clone(), p.winner, p.prize));
                assert_eq!(shown_pin, engine_pin, "last Pin after update {update}");
            }
            (
                AnyMatch::Whist(game),
                ShownScores::Whist {
                    tricks,
                    score,
                    games,
                },
            ) => {
                assert_eq!(*tricks, game.tricks(), "tricks after update {update}");
                assert_eq!(*score, game.score(), "score");
                assert_eq!(*games, game.games(), "games");
                let engine_trick = game
                    .last_trick()
                    .map(|t| (t.trick.plays(4).collect::<Vec<_>>(), t.winner));
                let shown_trick = shown
                    .last_trick
                    .as_ref()
                    .map(|t| (t.plays.clone(), t.winner));
                assert_eq!(
                    shown_trick, engine_trick,
                    "last trick after update {update}"
                );
                assert_eq!(
                    shown.turn_up,
                    game.turn_up_shown().map(|c| (game.dealer(), c)),
                    "the turn-up on show"
                );
            }
            (
                AnyMatch::Hearts(game),
                ShownScores::Hearts {
                    points,
                    scores,
                    broken,
                },
            ) => {
                assert_eq!(*points, game.raw_points(), "points after update {update}");
                assert_eq!(scores.as_slice(), game.scores(), "totals");
                assert_eq!(*broken, game.hearts_broken(), "hearts broken");
                // A new hand starts with no trick of its own: the last trick shown is the hand before's.
                if let Some(last) = game.history().last() {
                    let shown_trick = shown
                        .last_trick
                        .as_ref()
                        .map(|t| (t.plays.clone(), t.winner));
                    assert_eq!(
                        shown_trick,
                        Some((
                            last.trick.plays(game.rules().players).collect::<Vec<_>>(),
                            last.winner
                        )),
                        "last trick after update {update}"
                    );
                }
            }
            (
                AnyMatch::Schafkopf(game),
                ShownScores::Schafkopf {
                    points,
                    balance,
                    calls,
                    contract,
                    sides,
                    laid_away,
                    doubles,
                },
            ) => {
                // The table shows exactly what its seat may know: the game as that seat sees it (a silent solo
                // looks normal), the sides the cards have shown, the calls said aloud, its own discard.
                let n = game.rules().players() as usize;
                let view = game.view(table.viewer());
                let taken: Vec<i32> = view.taken_points[..n].iter().map(|&p| p as i32).collect();
                assert_eq!(*points, taken, "card points after update {update}");
                assert_eq!(balance.as_slice(), &game.balance()[..n], "balances");
                let away: wendellhead::engine::CardSet = laid_away.iter().copied().collect();
                assert_eq!(away, view.discard, "the discard told to its taker only");
                if table.shown.scoring.is_none() {
                    assert_eq!(
                        *contract, view.contract,
                        "the game as known, update {update}"
                    );
                    assert_eq!(*sides, view.sides, "the sides as known, update {update}");
                    assert_eq!(*doubles, view.doubles, "the doubles said, update {update}");
                    // A wedding is announced after the holder's pass: the plate shows the announcement.
                    let said: Vec<_> = calls
                        .iter()
                        .map(|c| match c {
                            Some(schafkopf::LogCall::Wedding { .. }) => {
                                Some(schafkopf::LogCall::Pass)
                            }
                            other => *other,
                        })
                        .collect();
                    assert_eq!(said, view.calls.to_vec(), "the calls said");
                    if calls
                        .iter()
                        .flatten()
                        .any(|c| matches!(c, schafkopf::LogCall::Wedding { .. }))
                    {
                        assert_eq!(view.contract.map(|c| c.kind), Some(ContractKind::Wedding));
                    }
                }
                if let Some(last) = game.history().last() {
                    let shown_trick = shown
                        .last_trick
                        .as_ref()
                        .map(|t| (t.plays.clone(), t.winner));
                    assert_eq!(
                        shown_trick,
                        Some((last.trick.plays(n as u8).collect::<Vec<_>>(), last.winner)),
                        "last trick after update {update}"
                    );
                }
            }
            (game, scores) => panic!("{:?} shown as {scores:?}", game.kind()),
        }
        let game = &table.game;
        assert_eq!(shown.trump, game.trump(), "trump");
        assert_eq!(shown.dealer, game.dealer(), "dealer");
        for (card, place) in places {
            assert_eq!(
                Some(place),
                engine_place(table, card),
                "{card} after update {update}"
            );
        }
    }
}

/// Rules for a quick match that still has two Flints (and so a Flint-won screen between them).
fn two_quick_flints(players: u8) -> AnyRules {
    AnyRules::Wendellhead(Rules {
        pins_per_flint: 6,
        flints_to_win: 2,
        ..Rules::standard(players)
    })
}

/// A Whist rubber of short games: several hands, a game won, and the hand panel between hands.
fn quick_rubber() -> AnyRules {
    AnyRules::Whist(whist::Rules {
        target: 2,
        honours: true,
        games_to_win: 2,
    })
}

/// Plays `rules` with `seats` at `speed` to the end, checking the entities against the engine all the way;
/// returns the app at the match-over screen.
fn play_through(rules: AnyRules, seats: Vec<SeatKind>, speed: Speed) -> App {
    let players = seats.len();
    let mut app = game_app(
        NewMatch {
            rules,
            seed: 3,
            seats,
        },
        speed,
    );
    let mut updates = 0;
    while screen(&app) == Screen::Playing || updates == 0 {
        app.update();
        updates += 1;
        assert!(updates < 80_000, "the match ends ({players} players)");
        if screen(&app) == Screen::Playing {
            check_entities(&mut app, updates);
        }
    }
    assert_eq!(screen(&app), Screen::MatchOver);
    app
}

#[test]
fn whole_matches_of_computer_players_go_through_every_phase_in_step_with_the_engine() {
    let normal = SeatKind::Computer(Level::Normal);
    // Hard spreads its search over frames: its seat must still play whole matches.
    let hard = SeatKind::Computer(Level::Hard);
    let cases = [
        (vec![normal; 2], Speed::Instant),
        (vec![normal; 4], Speed::Fast),
        (vec![hard, normal, normal], Speed::Instant),
        (vec![normal; 5], Speed::Instant),
    ];
    for (seats, speed) in cases {
        let players = seats.len() as u8;
        let mut app = play_through(two_quick_flints(players), seats, speed);
        let world = app.world_mut();
        let table = world.resource::<Table>();
        let AnyMatch::Wendellhead(game) = &table.game else {
            panic!("a Wendellhead match")
        };
        let winner = game.winner().expect("the match has a winner");
        assert_eq!(table.shown.over, vec![winner], "the table showed the end");
        assert!(
            matches!(&table.shown.scores, ShownScores::Wendellhead { flints, .. } if flints == game.flints())
        );
        let seen = world.resource::<Seen>();
        assert!(seen.tricks >= 11, "{} Pins", seen.tricks);
        assert!(seen.rounds >= 2, "{} Flints", seen.rounds);
        for phase in [
            Phase::Dealing,
            Phase::Turn,
            Phase::Resolving,
            Phase::Drawing,
            Phase::Scoring,
        ] {
            assert!(seen.phases.contains(&phase), "{phase:?} never shown");
        }
        // Leaving the table leaves nothing of it behind.
        let mut cards = world.query_filtered::<Entity, With<CardEntity>>();
        assert_eq!(cards.iter(world).count(), 0);
    }
}

#[test]
fn whole_whist_rubbers_of_computer_players_go_through_every_phase_in_step_with_the_engine() {
    let normal = SeatKind::Computer(Level::Normal);
    let hard = SeatKind::Computer(Level::Hard);
    for (seats, speed) in [
        (vec![normal; 4], Speed::Instant),
        (vec![hard, normal, normal, normal], Speed::Instant),
        (vec![normal; 4], Speed::Fast),
    ] {
        let mut app = play_through(quick_rubber(), seats, speed);
        let world = app.world_mut();
        let table = world.resource::<Table>();
        let AnyMatch::Whist(game) = &table.game else {
            panic!("a Whist match")
        };
        let side = game.winner().expect("a side won") as usize;
        assert_eq!(
            table.shown.over,
            vec![Seat(side as u8), Seat(side as u8 + 2)],
            "both partners win"
        );
        assert!(
            matches!(&table.shown.scores, ShownScores::Whist { games, .. } if *games == game.games())
        );
        let seen = world.resource::<Seen>();
        assert_eq!(
            seen.tricks,
            13 * game.deals(),
            "every trick of every hand shown"
        );
        assert_eq!(seen.rounds, game.deals(), "every hand scored");
        for phase in [
            Phase::Dealing,
            Phase::Turn,
            Phase::Resolving,
            Phase::Scoring,
        ] {
            assert!(seen.phases.contains(&phase), "{phase:?} never shown");
        }
        assert!(!seen.phases.contains(&Phase::Drawing), "Whist has no draws");
        let mut cards = world.query_filtered::<Entity, With<CardEntity>>();
        assert_eq!(cards.iter(world).count(), 0);
    }
}

/// A short Hearts game (to 26): a few hands, passes, hand panels and the ranking at the end.
fn quick_hearts(rules: hearts::Rules) -> AnyRules {
    AnyRules::Hearts(hearts::Rules {
        target: 26,
        ..rules
    })
}

#[test]
fn whole_hearts_games_of_computer_players_go_through_every_phase_in_step_with_the_engine() {
    let normal = SeatKind::Computer(Level::Normal);
    let hard = SeatKind::Computer(Level::Hard);
    let standard = hearts::Rules::standard;
    let every_option = |players| hearts::Rules {
        jack_of_diamonds: true,
        queen_breaks_hearts: false,
        moon: hearts::Moon::SubtractFromShooter,
        kitty: players != 4,
        ..standard(players)
    };
    let cases = [
        (standard(4), vec![normal; 4], Speed::Instant),
        (standard(3), vec![hard, normal, normal], Speed::Instant),
        (standard(5), vec![normal; 5], Speed::Fast),
        (every_option(3), vec![normal; 3], Speed::Instant),
        (every_option(5), vec![normal; 5], Speed::Instant),
        (
            hearts::Rules {
                passing: false,
                safe_first_trick: false,
                must_break_hearts: false,
                ..standard(4)
            },
            vec![normal; 4],
            Speed::Instant,
        ),
    ];
    for (rules, seats, speed) in cases {
        let mut app = play_through(quick_hearts(rules), seats, speed);
        let world = app.world_mut();
        let table = world.resource::<Table>();
        let AnyMatch::Hearts(game) = &table.game else {
            panic!("a Hearts game")
        };
        assert_eq!(table.shown.over, game.winners(), "the table showed the end");
        assert!(
            matches!(&table.shown.scores, ShownScores::Hearts { scores, .. } if scores.as_slice() == game.scores())
        );
        let seen = world.resource::<Seen>();
        let per_hand =
            (52 - rules.kitty_size() - rules.removed().len()) as u32 / rules.players as u32;
        assert_eq!(
            seen.tricks,
            per_hand * game.deals(),
            "every trick of every hand shown"
        );
        assert_eq!(seen.rounds, game.deals(), "every hand scored");
        let mut phases = vec![
            Phase::Dealing,
            Phase::Turn,
            Phase::Resolving,
            Phase::Scoring,
        ];
        if rules.passing {
            phases.push(Phase::Passing);
        }
        for phase in phases {
            assert!(
                seen.phases.contains(&phase),
                "{phase:?} never shown ({rules:?})"
            );
        }
        assert!(
            !seen.phases.contains(&Phase::Drawing),
            "Hearts has no draws"
        );
        if !rules.passing {
            assert!(!seen.phases.contains(&Phase::Passing), "no passing");
        }
        // The match-over panel ranks everyone, lowest total first.
        let summary = wendellhead::app::games::match_summary(table);
        assert_eq!(summary.rows.len(), rules.players as usize);
        let totals: Vec<i32> = summary
            .rows
            .iter()
            .map(|(_, cells)| cells[2].parse().unwrap())
            .collect();
        assert!(totals.windows(2).all(|w| w[0] <= w[1]), "{totals:?}");
        let mut cards = world.query_filtered::<Entity, With<CardEntity>>();
        assert_eq!(cards.iter(world).count(), 0);
    }
}

/// A short Schafkopf match (each player deals once), with `mandatory_solos` and solo factor `factor`.
fn quick_schafkopf(mandatory_solos: u32, factor: u32) -> AnyRules {
    let mut rules = schafkopf::Rules::standard();
    rules.deals = 4;
    rules.mandatory_solos = mandatory_solos;
    rules.values.solo_factor = factor;
    AnyRules::Schafkopf(rules)
}

#[test]
fn whole_schafkopf_matches_of_computer_players_go_through_every_phase_in_step_with_the_engine() {
    let normal = SeatKind::Computer(Level::Normal);
    let hard = SeatKind::Computer(Level::Hard);
    let easy = SeatKind::Computer(Level::Easy);
    let cases = [
        (quick_schafkopf(0, 3), vec![normal; 4], Speed::Instant),
        (
            quick_schafkopf(0, 3),
            vec![hard, normal, easy, normal],
            Speed::Instant,
        ),
        // Every deal a forced solo: the declaring round is cut short each time.
        (
            quick_schafkopf(1, 2),
            vec![normal, easy, normal, easy],
            Speed::Instant,
        ),
        (quick_schafkopf(0, 3), vec![easy; 4], Speed::Fast),
    ];
    let mut kinds = HashSet::new();
    for (rules, seats, speed) in cases {
        let mut app = play_through(rules, seats, speed);
        let world = app.world_mut();
        let table = world.resource::<Table>();
        let AnyMatch::Schafkopf(game) = &table.game else {
            panic!("a Schafkopf match")
        };
        assert_eq!(table.shown.over, game.winners(), "the table showed the end");
        assert!(
            matches!(&table.shown.scores, ShownScores::Schafkopf { balance, .. } if balance.as_slice() == game.balance())
        );
        if let AnyRules::Schafkopf(r) = rules
            && r.mandatory_solos == 1
        {
            assert_eq!(game.solos(), &[1, 1, 1, 1], "everyone played their solo");
        }
        let seen = world.resource::<Seen>();
        assert_eq!(
            seen.tricks,
            8 * game.deals(),
            "every trick of every deal shown"
        );
        assert_eq!(seen.rounds, game.deals(), "every deal scored");
        kinds.extend(seen.kinds.iter().copied());
        for phase in [
            Phase::Dealing,
            Phase::Declaring,
            Phase::Turn,
            Phase::Resolving,
            Phase::Scoring,
        ] {
            assert!(seen.phases.contains(&phase), "{phase:?} never shown");
        }
        assert!(!seen.phases.contains(&Phase::Drawing), "no draws");
        assert!(!seen.phases.contains(&Phase::Passing), "no passing");
        // The match-over panel ranks everyone, highest balance first.
        let summary = wendellhead::app::games::match_summary(table);
        assert_eq!(summary.rows.len(), 4);
        let balances: Vec<i64> = summary
            .rows
            .iter()
            .map(|(_, cells)| cells[2].replace('−', "-").replace('+', "").parse().unwrap())
            .collect();
        assert!(balances.windows(2).all(|w| w[0] >= w[1]), "{balances:?}");
        assert!(summary.rows[0].0, "the top row won");
        let mut cards = world.query_filtered::<Entity, With<CardEntity>>();
        assert_eq!(cards.iter(world).count(), 0);
    }
    assert!(kinds.contains(&"solo"), "a solo was shown: {kinds:?}");
    assert!(
        kinds.contains(&"normal"),
        "a normal game was shown: {kinds:?}"
    );
}

#[test]
fn a_person_declares_and_plays_whole_schafkopf_matches() {
    person_plays(quick_schafkopf(0, 3), 4);
    person_plays(quick_schafkopf(1, 3), 4);
}

/// A short match of Dreiwendsch or the game for two.
fn quick_variant(variant: schafkopf::Variant, sharp: bool, skat_to: schafkopf::SkatTo) -> AnyRules {
    AnyRules::Schafkopf(schafkopf::Rules {
        deals: variant.players() as u32,
        sharp_cards: sharp,
        skat_to,
        ..schafkopf::Rules::of_variant(variant)
    })
}

#[test]
fn whole_dreiwendsch_and_two_player_matches_of_computers_go_through_every_phase_in_step_with_the_engine()
 {
    use schafkopf::{SkatTo, Variant};
    let normal = SeatKind::Computer(Level::Normal);
    let hard = SeatKind::Computer(Level::Hard);
    let easy = SeatKind::Computer(Level::Easy);
    let cases = [
        (
            quick_variant(Variant::Three, false, SkatTo::ClubQueen),
            vec![normal; 3],
            Speed::Instant,
        ),
        (
            quick_variant(Variant::Three, true, SkatTo::Forehand),
            vec![hard, easy, normal],
            Speed::Instant,
        ),
        (
            quick_variant(Variant::Three, false, SkatTo::Forehand),
            vec![easy; 3],
            Speed::Fast,
        ),
        (
            quick_variant(Variant::Two, false, SkatTo::ClubQueen),
            vec![normal, hard],
            Speed::Instant,
        ),
        (
            quick_variant(Variant::Two, false, SkatTo::ClubQueen),
            vec![easy; 2],
            Speed::Fast,
        ),
    ];
    let mut kinds = HashSet::new();
    for (rules, seats, speed) in cases {
        let players = rules.players();
        let mut app = play_through(rules, seats, speed);
        let world = app.world_mut();
        let table = world.resource::<Table>();
        let AnyMatch::Schafkopf(game) = &table.game else {
            panic!("a Schafkopf match")
        };
        assert_eq!(table.shown.over, game.winners(), "the table showed the end");
        let seen = world.resource::<Seen>();
        assert_eq!(
            seen.tricks as usize,
            game.rules().hand_size() * game.deals() as usize,
            "every trick of every deal shown"
        );
        assert_eq!(seen.rounds, game.deals(), "every deal scored");
        kinds.extend(seen.kinds.iter().copied());
        for phase in [
            Phase::Dealing,
            Phase::Turn,
            Phase::Resolving,
            Phase::Scoring,
        ] {
            assert!(seen.phases.contains(&phase), "{phase:?} never shown");
        }
        // The skat is offered in Dreiwendsch; the game for two has nothing to declare.
        assert_eq!(seen.phases.contains(&Phase::Declaring), players == 3);
        assert!(!seen.phases.contains(&Phase::Drawing), "no draws");
        let summary = wendellhead::app::games::match_summary(table);
        assert_eq!(summary.rows.len(), players as usize);
        let mut cards = world.query_filtered::<Entity, With<CardEntity>>();
        assert_eq!(cards.iter(world).count(), 0);
    }
    for kind in ["solo", "everyone", "two"] {
        assert!(kinds.contains(&kind), "{kind} never shown: {kinds:?}");
    }
}

#[test]
fn a_person_takes_the_skat_lays_away_and_plays_whole_dreiwendsch_matches() {
    use schafkopf::{SkatTo, Variant};
    person_plays(quick_variant(Variant::Three, false, SkatTo::ClubQueen), 3);
    person_plays(quick_variant(Variant::Three, true, SkatTo::Forehand), 3);
}

#[test]
fn a_person_plays_whole_two_player_schafkopf_matches_from_the_piles() {
    use schafkopf::{SkatTo, Variant};
    person_plays(quick_variant(Variant::Two, false, SkatTo::ClubQueen), 2);
}

#[test]
fn pausing_stops_the_table_and_resuming_goes_on_where_it_was() {
    let mut app = game_app(NewMatch::demo(GameKind::Whist, 5), Speed::Normal);
    for _ in 0..200 {
        app.update();
    }
    let phase = *app.world().resource::<State<Phase>>().get();
    app.world_mut().resource_mut::<PausedFrom>().0 = Some(phase);
    app.world_mut()
        .resource_mut::<NextState<Phase>>()
        .set(Phase::Paused);
    app.update();
    let game = app.world().resource::<Table>().game;
    let transforms = |app: &mut App| {
        let world = app.world_mut();
        let mut q = world.query::<(&CardEntity, &Transform)>();
        let mut v: Vec<(Card, Vec3)> = q.iter(world).map(|(c, t)| (c.0, t.translation)).collect();
        v.sort_by_key(|(c, _)| *c);
        v
    };
    let before = transforms(&mut app);
    for _ in 0..300 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Table>().game,
        game,
        "no card played while paused"
    );
    assert_eq!(transforms(&mut app), before, "no card moved while paused");
    let mut paused = app.world_mut().resource_mut::<PausedFrom>();
    let back = paused.0.take().unwrap();
    app.world_mut().resource_mut::<NextState<Phase>>().set(back);
    for _ in 0..300 {
        app.update();
    }
    assert_ne!(app.world().resource::<Table>().game, game, "play went on");
}

#[test]
fn a_person_plays_whole_matches_through_play_card_messages() {
    person_plays(two_quick_flints(3), 3);
}

#[test]
fn a_person_plays_whole_whist_rubbers_with_a_computer_partner() {
    person_plays(quick_rubber(), 4);
}

#[test]
fn a_person_passes_and_plays_whole_hearts_games() {
    // To 50 (the shorter target on offer): long enough for several hands even when the person takes a lot.
    let to_50 = |rules| {
        AnyRules::Hearts(hearts::Rules {
            target: 50,
            ..rules
        })
    };
    person_plays(to_50(hearts::Rules::standard(4)), 4);
    person_plays(
        to_50(hearts::Rules {
            kitty: true,
            ..hearts::Rules::standard(3)
        }),
        3,
    );
}

/// The person in seat 0 against computers plays whole matches of `rules` with `players` at the table, by
/// messages as the keys and mouse send them.
fn person_plays(rules: AnyRules, players: usize) {
    use wendellhead::app::table::human::{PlayCard, Selection};
    let mut forced_seen = false;
    let mut discards_seen = 0;
    let mut discards_counted = 0;
    let mut calls_seen = 0;
    // Several seeds, so that some of the person's turns are forced (a single legal card).
    for (seed, auto_play) in (11..17).map(|s| (s, s % 2 == 0)) {
        let mut seats = vec![SeatKind::Human];
        seats.extend((1..players).map(|i| {
            SeatKind::Computer(if i % 2 == 1 {
                Level::Easy
            } else {
                Level::Normal
            })
        }));
        let mut app = game_app(NewMatch { rules, seed, seats }, Speed::Instant);
        app.world_mut().resource_mut::<Settings>().auto_play = auto_play;
        app.world_mut().resource_mut::<Settings>().language =
            Some(wendellhead::app::i18n::Language::English);
        let mut refused = 0;
        let mut covered_counted = 0;
        let mut headlines = 0;
        let mut laid_away_counted = 0;
        let mut notes_seen = 0;
        let mut played = 0;
        let mut passes = 0;
        let mut calls = 0;
        let mut discards = 0;
        for _ in 0..20_000 {
            app.update();
            if screen(&app) != Screen::Playing {
                break;
            }
            let world = app.world_mut();
            let phase = *world.resource::<State<Phase>>().get();
            if phase == Phase::Scoring {
                // Schafkopf with sides: the panel's headline speaks from the person's side first ("You and Lena
                // win: …"), and says win exactly when the person was paid.
                if let Some(Score::Schafkopf {
                    declarers,
                    payments,
                    ..
                }) = world.resource::<Table>().shown.scoring.clone()
                    && !declarers.is_empty()
                {
                    let mut texts = world.query::<&Text>();
                    let lines: Vec<String> = texts.iter(world).map(|t| t.0.clone()).collect();
                    // The panel spawns a frame after the scoring: until then, wait.
                    let Some(headline) = lines.iter().find(|l| {
                        l.starts_with("You") && (l.contains(" win: ") || l.contains(" lose: "))
                    }) else {
                        continue;
                    };
                    assert_eq!(
                        headline.contains(" win: "),
                        payments[0] > 0,
                        "{headline}: paid {}",
                        payments[0]
                    );
                    let soloist = declarers.len() == 1;
                    assert!(
                        lines.iter().any(|l| l.starts_with(if soloist {
                            "Card points: soloist "
                        } else {
                            "Card points: declarers "
                        })),
                        "{lines:?}"
                    );
                    headlines += 1;
                }
                // A round's score panel waits for the person.
                world.write_message(NextRound);
                continue;
            }
            let mut moving = world.query_filtered::<Entity, With<Motion>>();
            let idle = moving.iter(world).next().is_none();
            let table = world.resource::<Table>();
            if phase == Phase::Passing
                && idle
                && table.caught_up()
                && matches!(
                    table.game.decision(),
                    Some(Decision::PassCards { seat: Seat(0), .. })
                )
            {
                person_passes(&mut app);
                passes += 1;
                continue;
            }
            if phase == Phase::Passing
                && idle
                && table.caught_up()
                && matches!(
                    table.game.decision(),
                    Some(Decision::Discard { seat: Seat(0), .. })
                )
            {
                person_lays_away(&mut app);
                discards += 1;
                continue;
            }
            if phase == Phase::Declaring
                && idle
                && table.caught_up()
                && table.game.decision() == Some(Decision::Declare { seat: Seat(0) })
            {
                person_declares(&mut app, calls);
                calls += 1;
                continue;
            }
            // The person's turn: the table has shown everything and is in the turn phase.
            if phase != Phase::Turn
                || !idle
                || !table.caught_up()
                || table.game.to_act() != Some(Seat(0))
            {
                continue;
            }
            let game = table.game;
            let legal = game.legal_moves();
            if players == 2 {
                // The plates count the cards face up and covered ("8 up · 8 covered"), as the piles lie.
                let mut texts = world.query::<&Text2d>();
                let plates: Vec<(usize, usize)> = texts
                    .iter(world)
                    .filter_map(|t| {
                        let (up, covered) = t.0.strip_suffix(" covered")?.split_once(" up · ")?;
                        Some((up.parse().ok()?, covered.parse().ok()?))
                    })
                    .collect();
                assert_eq!(plates.len(), 2, "both plates count their piles");
                let mut places = world.query::<&CardPlace>();
                let on_piles = places
                    .iter(world)
                    .filter(|p| matches!(p, CardPlace::Hand(_) | CardPlace::Covered(_)))
                    .count();
                assert_eq!(plates.iter().map(|(u, c)| u + c).sum::<usize>(), on_piles);
                covered_counted += plates.iter().map(|p| p.1).sum::<usize>();
            }
            if players >= 3
                && matches!(game, AnyMatch::Schafkopf(_))
                && world
                    .resource::<Table>()
                    .hands
                    .last()
                    .is_some_and(|h| h.tricks.is_empty())
                && let Some(why) = wendellhead::app::table::hud::side_explanation(
                    world.resource::<Table>(),
                    Seat(0),
                )
            {
                // The first trick of a deal with sides: the note above the prompt says the person's side and why.
                let mut texts = world.query::<&Text2d>();
                assert!(
                    texts.iter(world).any(|t| t.0 == why),
                    "the note says: {why}"
                );
                notes_seen += 1;
            }
            if players == 3
                && let AnyMatch::Schafkopf(g) = &game
                && g.taker() == Some(Seat(0))
                && !g.discarded().is_empty()
            {
                // Dreiwendsch: the person's plate counts the cards they laid away, as the hand's panel will.
                let taken: u32 = g.taken(Seat(0)).iter().map(schafkopf::card_points).sum();
                let expected = taken + schafkopf::points(g.discarded());
                let mut labels =
                    world.query::<(&wendellhead::app::games::schafkopf::PointsLabel, &Text2d)>();
                let line = labels
                    .iter(world)
                    .find(|(l, _)| l.0 == Seat(0))
                    .map(|(_, t)| t.0.clone())
                    .unwrap_or_default();
                assert!(
                    line.starts_with(&format!("{expected} point")),
                    "{line}: {taken} taken + laid away"
                );
                laid_away_counted += 1;
            }
            if auto_play && legal.len() == 1 {
                // The game plays a forced card by itself: send nothing and watch.
                continue;
            }
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
                let why = game.check(Seat(0), bad).unwrap_err().to_string();
                assert!(refusal.contains(&why), "{refusal}");
                refused += 1;
            }
            let world = app.world_mut();
            world.write_message(PlayCard(legal.highest().unwrap()));
            app.update();
            assert_ne!(
                app.world().resource::<Table>().game,
                game,
                "the card was played (phase {:?})",
                app.world().resource::<State<Phase>>().get()
            );
            played += 1;
        }
        assert_eq!(screen(&app), Screen::MatchOver, "auto-play {auto_play}");
        assert!(
            players != 2 || covered_counted > 0,
            "the covered cards were counted"
        );
        if let AnyRules::Schafkopf(r) = rules
            && r.players() >= 3
        {
            assert!(headlines > 0, "a hand with sides was scored");
            assert!(notes_seen > 0, "the person's side was explained");
        }
        discards_counted += laid_away_counted;
        if let AnyRules::Hearts(r) = rules
            && r.passing
        {
            assert!(passes > 0, "the person passed");
        }
        if let AnyRules::Schafkopf(r) = rules
            && r.players() == 4
        {
            assert!(calls > 0, "the person declared");
        }
        discards_seen += discards;
        calls_seen += calls;
        let seen = app.world().resource::<Seen>();
        assert!(seen.rounds >= 2, "{} rounds", seen.rounds);
        assert!(
            played > 10 && refused > 0,
            "played {played}, refused {refused}"
        );
        // Every turn of the person was played once: by the person, or by auto-play when it was forced.
        let by_itself = if auto_play { seen.forced_turns } else { 0 };
        forced_seen |= auto_play && seen.forced_turns > 0;
        assert_eq!(
            played as u32 + by_itself,
            seen.human_turns,
            "auto-play {auto_play}"
        );
    }
    assert!(forced_seen, "auto-play met a forced card");
    if let AnyRules::Schafkopf(r) = rules
        && r.players() == 3
    {
        assert!(
            discards_counted > 0,
            "the person's laid-away cards were counted on their plate"
        );
    }
    if let AnyRules::Schafkopf(r) = rules
        && r.players() == 3
    {
        assert!(
            discards_seen > 0,
            "the person took the skat and laid cards away"
        );
        assert!(
            calls_seen > discards_seen,
            "the person was offered the skat and passed too"
        );
    }
}

/// Dreiwendsch: the person, having taken the skat, lays two cards away as the mouse does it: one card and the
/// button (refused: two are needed), a second card, the button; the discard goes with their tricks and their
/// plate lists it.
fn person_lays_away(app: &mut App) {
    use wendellhead::app::table::human::PlayCard;
    use wendellhead::app::table::passing::{PassChoice, SendPass};
    let game = app.world().resource::<Table>().game;
    let hand: Vec<Card> = game.hand(Seat(0)).iter().collect();
    // The skat's two cards glow in the hand until two are laid away.
    let glowing = |app: &mut App| -> Vec<Card> {
        let world = app.world_mut();
        let mut glows =
            world.query_filtered::<&ChildOf, With<wendellhead::app::table::layout::ArrivedGlow>>();
        let parents: Vec<Entity> = glows.iter(world).map(|c| c.parent()).collect();
        let mut cards: Vec<Card> = parents
            .into_iter()
            .filter_map(|e| world.get::<CardEntity>(e).map(|c| c.0))
            .collect();
        cards.sort();
        cards
    };
    let mut skat = app.world().resource::<PassChoice>().arrived.clone();
    skat.sort();
    assert_eq!(skat.len(), 2, "the skat arrived");
    assert_eq!(glowing(app), skat, "the skat's cards glow");
    let chosen = [hand[0], hand[hand.len() / 2]];
    one_card_refused(app, chosen[0], "choose 2 cards to lay away");
    app.world_mut().write_message(PlayCard(chosen[1]));
    app.update();
    assert_eq!(app.world().resource::<PassChoice>().chosen, chosen.to_vec());
    app.world_mut().write_message(SendPass);
    app.update();
    let AnyMatch::Schafkopf(after) = app.world().resource::<Table>().game else {
        panic!("Schafkopf")
    };
    assert_eq!(
        after.discarded(),
        chosen.into_iter().collect(),
        "the chosen two were laid away"
    );
    assert_eq!(after.hand(Seat(0)).len(), hand.len() - 2);
    for _ in 0..10 {
        app.update();
    }
    assert!(glowing(app).is_empty(), "laid away: the glow is gone");
}

/// One card chosen and sent where more are wanted (a pass, a discard): refused with `why`, changing nothing.
fn one_card_refused(app: &mut App, card: Card, why: &str) {
    use wendellhead::app::table::human::{PlayCard, Selection};
    use wendellhead::app::table::passing::SendPass;
    let game = app.world().resource::<Table>().game;
    let world = app.world_mut();
    world.write_message(PlayCard(card));
    world.write_message(SendPass);
    app.update();
    assert_eq!(
        app.world().resource::<Table>().game,
        game,
        "one card is not enough"
    );
    let refusal = app
        .world()
        .resource::<Selection>()
        .refusal
        .clone()
        .unwrap_or_default();
    assert!(refusal.contains(why), "{refusal}");
}

/// The person's pass, as the keys and mouse send it: three clicks (one of them taken back and made again), the
/// Pass button; the three cards that arrive stand out in their hand.
fn person_passes(app: &mut App) {
    use wendellhead::app::table::human::PlayCard;
    use wendellhead::app::table::passing::{PassChoice, SendPass};
    let table = app.world().resource::<Table>();
    let game = table.game;
    let hand: Vec<Card> = game.hand(Seat(0)).iter().collect();
    let chosen = [hand[hand.len() - 1], hand[0], hand[hand.len() / 2]];
    // The Pass button looks usable only once three cards are chosen.
    fn pass_button_faded(app: &mut App) -> bool {
        use wendellhead::app::table::passing::PassButton;
        use wendellhead::app::ui::Disabled;
        let world = app.world_mut();
        let mut rows = world.query_filtered::<Entity, With<PassButton>>();
        let row = rows.iter(world).next().expect("the Pass button is up");
        let mut buttons = world.query_filtered::<(Entity, Has<Disabled>), With<Button>>();
        let found: Vec<bool> = buttons
            .iter(world)
            .filter(|(b, _)| {
                std::iter::successors(Some(*b), |e| world.get::<ChildOf>(*e).map(|c| c.parent()))
                    .any(|e| e == row)
            })
            .map(|(_, faded)| faded)
            .collect();
        assert_eq!(found.len(), 1, "one Pass button");
        found[0]
    }
    app.update();
    assert!(pass_button_faded(app), "faded with no card chosen");
    // Too few cards are refused with a reason and change nothing.
    one_card_refused(app, chosen[0], "choose 3 cards");
    // A click on a chosen card takes it back.
    app.world_mut().write_message(PlayCard(chosen[0]));
    app.update();
    assert!(
        app.world().resource::<PassChoice>().chosen.is_empty(),
        "unchosen"
    );
    for card in chosen {
        app.world_mut().write_message(PlayCard(card));
        app.update();
    }
    assert_eq!(app.world().resource::<PassChoice>().chosen, chosen.to_vec());
    app.update();
    assert!(!pass_button_faded(app), "usable with three chosen");
    app.world_mut().write_message(SendPass);
    // The computers after the person pass too, and the cards change hands: the three that arrive stand out
    // (until the person plays, which a forced 2♣ does at once with auto-play).
    let mut arrived = None;
    for _ in 0..10 {
        app.update();
        let pass = app.world().resource::<PassChoice>();
        if pass.from.is_some() {
            arrived = Some(
                pass.arrived
                    .iter()
                    .copied()
                    .collect::<wendellhead::engine::CardSet>(),
            );
            break;
        }
    }
    let world = app.world_mut();
    let table = world.resource::<Table>();
    let AnyMatch::Hearts(after) = table.game else {
        panic!("Hearts")
    };
    assert_eq!(
        after.given(Seat(0)),
        chosen.into_iter().collect(),
        "the chosen three went"
    );
    assert!(world.resource::<PassChoice>().chosen.is_empty());
    assert_eq!(
        arrived,
        Some(after.received(Seat(0))),
        "the cards that arrived stand out"
    );
}

/// The person's call, as the buttons send it: first one the engine does not offer (refused with the reason,
/// changing nothing), then one of those offered, in turn: a pass, a solo, a wedding calling a card, the first
/// foreign trick, a silent solo.
fn person_declares(app: &mut App, n: usize) {
    use wendellhead::app::table::declaring::MakeCall;
    use wendellhead::app::table::human::Selection;
    let game = app.world().resource::<Table>().game;
    let offered = game.calls();
    let refused = [Call::SilentSolo, Call::Pass, Call::Wedding(None)]
        .into_iter()
        .find(|c| !offered.contains(c))
        .expect("some call is not offered");
    // A solo's suit on its button is drawn in the suit's ink (red hearts and diamonds).
    {
        use wendellhead::app::table::declaring::SuitLabel;
        let world = app.world_mut();
        let mut labels = world.query_filtered::<(&Text, &Children), With<SuitLabel>>();
        let mut spans = world.query::<(&TextSpan, Option<&TextColor>)>();
        let found: Vec<(String, Entity)> = labels
            .iter(world)
            .flat_map(|(text, kids)| kids.iter().map(move |k| (text.0.clone(), k)))
            .collect();
        for (text, kid) in found {
            let Ok((span, colour)) = spans.get(world, kid) else {
                continue;
            };
            if let Some(suit) = wendellhead::engine::Suit::ALL
                .into_iter()
                .find(|s| span.0 == s.symbol().to_string())
            {
                assert_eq!(
                    colour.map(|c| c.0),
                    Some(wendellhead::app::ui::suit_ink(suit, false)),
                    "{text}{}",
                    span.0
                );
            }
        }
    }
    app.world_mut().write_message(MakeCall(refused));
    app.update();
    assert_eq!(
        app.world().resource::<Table>().game,
        game,
        "a call not offered changes nothing"
    );
    let refusal = app
        .world()
        .resource::<Selection>()
        .refusal
        .clone()
        .unwrap_or_default();
    assert!(!refusal.is_empty(), "the refusal says why");
    let wanted = [
        Call::Pass,
        Call::TakeSkat,
        Call::Pass,
        Call::Solo(wendellhead::engine::Suit::Hearts),
        Call::Pass,
        Call::Wedding(None),
        Call::SilentSolo,
    ];
    let call = match wanted[n % wanted.len()] {
        c if offered.contains(&c) => c,
        // The holder of both black queens calls a card on other turns; a forced soloist picks a suit.
        _ => offered
            .iter()
            .copied()
            .find(|c| matches!(c, Call::Wedding(Some(_))))
            .unwrap_or(offered[offered.len() - 1]),
    };
    app.world_mut().write_message(MakeCall(call));
    app.update();
    let after = app.world().resource::<Table>().game;
    assert_ne!(after, game, "{call} was made");
    let AnyMatch::Schafkopf(g) = after else {
        panic!("Schafkopf")
    };
    assert_eq!(
        g.view(Seat(0)).my_call,
        Some(call),
        "the engine has the call"
    );
}

/// The texts of the table's labels (plates, badge, prompt) as they are now.
fn label_texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut texts = world.query::<&Text2d>();
    texts.iter(world).map(|t| t.0.clone()).collect()
}

#[test]
fn a_won_pin_is_held_in_view_with_its_winner_said_and_no_turn_shown() {
    held_in_view(two_quick_flints(5), 5);
}

#[test]
fn a_won_whist_trick_is_held_in_view_with_its_winner_said() {
    held_in_view(quick_rubber(), 4);
}

/// At normal speed, each won trick is held a moment with its winner said, and no turn is shown meanwhile.
fn held_in_view(rules: AnyRules, players: usize) {
    let mut app = game_app(
        NewMatch {
            rules,
            seed: 8,
            seats: vec![SeatKind::Computer(Level::Easy); players],
        },
        Speed::Normal,
    );
    let mut held_frames = 0;
    let mut pins_seen = 0;
    let mut tags_seen = 0;
    for _ in 0..6_000 {
        app.update();
        if screen(&app) != Screen::Playing {
            break;
        }
        let world = app.world_mut();
        let mut tags = world
            .query_filtered::<(&Text2d, &ChildOf), With<wendellhead::app::table::places::TrickTag>>(
            );
        let mut cards = world.query::<(&CardEntity, &CardPlace)>();
        for (tag, parent) in tags.iter(world) {
            // The names by a Pin's cards say whose each is, and which was led.
            if let Ok((card, CardPlace::Trick(seat))) = cards.get(world, parent.parent()) {
                let table = world.resource::<Table>();
                let name = wendellhead::app::state::table::seat_name(table, *seat);
                assert!(
                    tag.0.starts_with(&name),
                    "{} by {}'s card {}",
                    tag.0,
                    name,
                    card.0
                );
                let led = table.shown.trick.first().map(|&(_, c)| c) == Some(card.0);
                assert_eq!(tag.0.ends_with("· led"), led, "{}", tag.0);
                tags_seen += 1;
            }
        }
        let table = world.resource::<Table>();
        let Some(held) = table.shown.held else {
            continue;
        };
        held_frames += 1;
        assert_eq!(table.turn_shown(), None, "no turn while the Pin lies there");
        let winner = wendellhead::app::state::table::seat_name(table, held.winner);
        let said = format!(
            "{winner} wins the {} with the {}",
            table.trick_word(),
            held.card.pretty()
        );
        if held_frames == 1 || !label_texts(&mut app).iter().any(|t| t.starts_with(&said)) {
            // The prompt is brought up to date in the frame the Pin is won.
            app.update();
        }
        assert!(
            label_texts(&mut app).iter().any(|t| t.starts_with(&said)),
            "the prompt says {said}"
        );
        pins_seen += 1;
    }
    assert!(pins_seen > 5, "Pins were held in view ({pins_seen})");
    assert!(
        tags_seen > 20,
        "the Pin's cards carried names ({tags_seen})"
    );
    assert!(
        held_frames > 20,
        "each held for a moment ({held_frames} frames)"
    );
}

#[test]
fn plates_say_dealing_while_the_cards_fly_and_count_them_after() {
    plates_count(two_quick_flints(4), ["7 cards", "6 cards"]);
    plates_count(quick_rubber(), ["13 cards", "12 cards"]);
}

/// The plates say "dealing…" while a deal flies, then each seat's cards (a full hand, or one played).
fn plates_count(rules: AnyRules, counts: [&str; 2]) {
    let mut app = game_app(
        NewMatch {
            rules,
            seed: 3,
            seats: vec![SeatKind::Computer(Level::Easy); 4],
        },
        Speed::Normal,
    );
    let mut dealing_seen = false;
    for _ in 0..200 {
        app.update();
        let phase = *app.world().resource::<State<Phase>>().get();
        let texts = label_texts(&mut app);
        let flying = texts.iter().filter(|t| *t == "dealing…").count();
        if phase == Phase::Dealing {
            dealing_seen |= flying == 4;
        } else if phase == Phase::Turn {
            assert_eq!(flying, 0, "{texts:?}");
            assert_eq!(
                texts.iter().filter(|t| *t == counts[0]).count()
                    + texts.iter().filter(|t| *t == counts[1]).count(),
                4,
                "{texts:?}"
            );
            break;
        }
    }
    assert!(dealing_seen, "the plates said the deal was under way");
}

#[test]
fn a_dealing_person_chooses_and_plays_the_whist_turn_up_from_the_table() {
    use wendellhead::app::state::table::sorted_hand;
    use wendellhead::app::table::animation::Target;
    use wendellhead::app::table::human::{PlayCard, Selection};
    // Seed 4 makes the person (seat 0) the first dealer.
    let mut app = game_app(
        NewMatch {
            rules: AnyRules::Whist(whist::Rules::standard()),
            seed: 4,
            seats: vec![
                SeatKind::Human,
                SeatKind::Computer(Level::Easy),
                SeatKind::Computer(Level::Easy),
                SeatKind::Computer(Level::Easy),
            ],
        },
        Speed::Instant,
    );
    app.world_mut().resource_mut::<Settings>().auto_play = false;
    for _ in 0..400 {
        app.update();
        let table = app.world().resource::<Table>();
        if table.turn_shown() == Some(Seat(0)) {
            break;
        }
    }
    let table = app.world().resource::<Table>();
    assert_eq!(table.turn_shown(), Some(Seat(0)), "the person's turn came");
    let AnyMatch::Whist(game) = table.game else {
        panic!("Whist")
    };
    assert_eq!(game.dealer(), Seat(0), "the person deals");
    let turn_up = game.turn_up_shown().expect("the turn-up lies on the table");
    let choices = sorted_hand(table, Seat(0));
    assert_eq!(choices.len(), 13);
    assert_eq!(
        choices.last(),
        Some(&turn_up),
        "the turn-up is the last choice"
    );
    // The fan holds the other twelve; the turn-up lies face up by the person.
    let world = app.world_mut();
    let mut cards = world.query::<(&CardEntity, &CardPlace, &Target)>();
    let fanned = cards
        .iter(world)
        .filter(|(_, p, _)| **p == CardPlace::Hand(Seat(0)))
        .count();
    assert_eq!(fanned, 12);
    let resting = cards
        .iter(world)
        .find(|(c, _, _)| c.0 == turn_up)
        .map(|(_, p, t)| (*p, t.pos.y))
        .unwrap();
    assert_eq!(resting.0, CardPlace::FaceUp(Seat(0)));
    // Chosen with the keys (the last choice), it lifts where it lies.
    world.resource_mut::<Selection>().index = 12;
    app.update();
    let world = app.world_mut();
    let mut cards = world.query::<(&CardEntity, &Target)>();
    let lifted = cards
        .iter(world)
        .find(|(c, _)| c.0 == turn_up)
        .map(|(_, t)| t.pos.y)
        .unwrap();
    assert!(lifted > resting.1, "the chosen turn-up stands out");
    let legal = app
        .world()
        .resource::<Table>()
        .game
        .legal_moves()
        .contains(turn_up);
    app.world_mut().write_message(PlayCard(turn_up));
    app.update();
    let table = app.world().resource::<Table>();
    assert_eq!(
        !table.game.hand(Seat(0)).contains(turn_up),
        legal,
        "played when it may be, refused when the suit led must be followed"
    );
}

/// The end of a hand is marked before its panel shows: the winners' plates glow (here the side that took the
/// odd tricks), every card off the hands gathers face down into one pile in the middle, and the panel waits
/// until it has. With *Motion: Reduced* no card moves (the glow is steady); at *Speed: Instant* the panel shows
/// at once, the winners still lit. Asking to go on meanwhile shows the panel at once, and goes on no further.
#[test]
fn the_end_of_a_hand_gathers_the_cards_and_lights_the_winners_before_its_panel() {
    use wendellhead::app::table::flourish::{Flourish, Gathering, WinnerGlow, round_winners};
    use wendellhead::app::table::hud::Plate;
    use wendellhead::app::table::round::RoundPanel;
    fn panel_hidden(app: &mut App) -> bool {
        let world = app.world_mut();
        let mut panels = world.query_filtered::<&Visibility, With<RoundPanel>>();
        let seen: Vec<bool> = panels
            .iter(world)
            .map(|v| *v == Visibility::Hidden)
            .collect();
        assert_eq!(seen.len(), 1, "one round panel");
        seen[0]
    }
    let normal = SeatKind::Computer(Level::Normal);
    for (speed, reduced, skip) in [
        (Speed::Normal, false, false),
        (Speed::Normal, true, false),
        (Speed::Fast, false, true),
        (Speed::Instant, false, false),
    ] {
        let what = format!("{speed:?}, reduced motion {reduced}, skipped {skip}");
        let mut app = game_app(
            NewMatch {
                rules: quick_rubber(),
                seed: 3,
                seats: vec![normal; 4],
            },
            speed,
        );
        app.world_mut().resource_mut::<Settings>().reduced_motion = reduced;
        let mut updates = 0;
        while app
            .world()
            .get_resource::<Table>()
            .is_none_or(|t| t.shown.scoring.is_none())
        {
            app.update();
            updates += 1;
            assert!(updates < 40_000, "{what}: the first hand ends");
        }
        let world = app.world_mut();
        let winners = round_winners(world.resource::<Table>());
        assert_eq!(winners.len(), 2, "{what}: a side wins a Whist hand");
        let mut glows = world.query_filtered::<&ChildOf, With<WinnerGlow>>();
        let lit: Vec<Entity> = glows.iter(world).map(|c| c.parent()).collect();
        let mut plates = world.query::<(Entity, &Plate)>();
        let mut lit_seats: Vec<Seat> = plates
            .iter(world)
            .filter(|(e, _)| lit.contains(e))
            .map(|(_, p)| p.0)
            .collect();
        lit_seats.sort_by_key(|s| s.0);
        assert_eq!(lit_seats, winners, "{what}: the winners' plates glow");
        if speed == Speed::Instant {
            assert!(world.get_resource::<Flourish>().is_none(), "{what}");
            assert!(!panel_hidden(&mut app), "{what}: the panel shows at once");
            continue;
        }
        app.update();
        let world = app.world_mut();
        let mut gathering = world.query::<&Gathering>();
        let moving = gathering.iter(world).count();
        assert!(world.get_resource::<Flourish>().is_some(), "{what}");
        assert_eq!(
            moving,
            if reduced { 0 } else { 52 },
            "{what}: cards gathering"
        );
        assert!(panel_hidden(&mut app), "{what}: the panel waits");
        if skip {
            app.world_mut().write_message(NextRound);
            app.update();
            app.update();
            assert!(!panel_hidden(&mut app), "{what}: asked, the panel shows");
            assert!(
                app.world().resource::<Table>().shown.scoring.is_some(),
                "{what}: and stays until asked again"
            );
        } else {
            for _ in 0..30 {
                app.update();
            }
            assert!(
                panel_hidden(&mut app),
                "{what}: still marking the end after 1 s"
            );
            for _ in 0..15 {
                app.update();
            }
            assert!(
                !panel_hidden(&mut app),
                "{what}: the panel shows after 1.5 s"
            );
        }
        let world = app.world_mut();
        assert!(world.get_resource::<Flourish>().is_none(), "{what}");
        let mut gathering = world.query::<&Gathering>();
        assert_eq!(
            gathering.iter(world).count(),
            0,
            "{what}: every card arrived"
        );
        let mut cards = world.query::<(
            &CardPlace,
            &Transform,
            &wendellhead::app::table::animation::Face,
        )>();
        for (place, at, face) in cards.iter(world) {
            if reduced {
                continue;
            }
            assert!(
                !matches!(place, CardPlace::Hand(_)),
                "{what}: no card in hand"
            );
            assert!(
                at.translation.truncate().distance(Vec2::new(0.0, 30.0)) < 20.0,
                "{what}: a card on the pile in the middle: {:?}",
                at.translation
            );
            assert!(!face.up, "{what}: the pile lies face down");
        }
    }
}
