//! Whist's computer players: they decide from a seat's view alone, their possible worlds respect everything
//! public (the turn-up in the dealer's hand, shown voids, honours played), and the Normal player plays the
//! partnership tactics: second hand low, third hand high, never overtaking a partner's sure winner.

use crate::common;

use common::{card, deck_for};
use rand::RngExt;
use wendellhead::ai::{AiGame, Budget, Level, Searcher, suggest};
use wendellhead::engine::whist::{Rules, WhistMatch};
use wendellhead::engine::{Card, Seat, Suit};
use wendellhead::sim::play_match;

/// Random positions from seeded Whist matches: the match and the seat to act.
fn positions(count: usize, seed: u64) -> Vec<(WhistMatch, Seat)> {
    let mut rng = common::rng(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let rules = Rules {
            honours: rng.random(),
            ..Rules::standard()
        };
        let mut game = WhistMatch::new(rules, rng.random(), &mut ()).unwrap();
        for _ in 0..rng.random_range(0..200) {
            if game.to_act().is_none() {
                break;
            }
            common::play_random(&mut game, &mut rng);
        }
        if let Some(seat) = game.to_act() {
            out.push((game, seat));
        }
    }
    out
}

#[test]
fn decisions_depend_only_on_what_the_seat_can_see() {
    let mut differed = 0;
    let mut rng = common::rng(3);
    for (i, (game, seat)) in positions(1500, 1).into_iter().enumerate() {
        let view = game.view(seat);
        let other = WhistMatch::sample_world(&view, &mut rng).expect("a world");
        assert_eq!(other.view(seat), view, "the seat sees the same");
        differed += usize::from(Seat::all(4).any(|s| other.hand(s) != game.hand(s)));
        for level in [Level::Random, Level::Easy, Level::Normal] {
            let a = level
                .player::<WhistMatch>(i as u64)
                .choose(&game.view(seat));
            let b = level
                .player::<WhistMatch>(i as u64)
                .choose(&other.view(seat));
            assert_eq!(a, b, "{level:?} decided differently on hidden information");
        }
        if i % 50 == 0 {
            // Hard and Expert (its own worlds and rollouts), on small budgets so the test stays quick.
            for (level, base) in [("Hard", Budget::HARD), ("Expert", Budget::EXPERT)] {
                let budget = Budget {
                    iterations: 150,
                    endgame_worlds: 8,
                    ..base
                };
                let a = Searcher::<WhistMatch>::new(budget, i as u64).best(&game.view(seat));
                let b = Searcher::<WhistMatch>::new(budget, i as u64).best(&other.view(seat));
                assert_eq!(a, b, "{level} decided differently on hidden information");
            }
            assert_eq!(
                suggest::<WhistMatch>(&view),
                suggest::<WhistMatch>(&other.view(seat)),
                "the hint"
            );
        }
    }
    assert!(
        differed > 1200,
        "the worlds really differed ({differed} of 1500)"
    );
}

#[test]
fn sampled_worlds_respect_everything_public() {
    let mut rng = common::rng(2);
    let (mut voids, mut turn_ups) = (0, 0);
    for (game, seat) in positions(1500, 2) {
        let view = game.view(seat);
        let world = WhistMatch::sample_world(&view, &mut rng).expect("a consistent world");
        world.audit().expect("a valid state");
        assert_eq!(world.view(seat), view);
        if let Some(holder) = view.turn_up_holder() {
            assert!(
                world.hand(holder).contains(view.turn_up),
                "the dealer keeps the turn-up"
            );
            turn_ups += 1;
        }
        for s in Seat::all(4) {
            if s == seat {
                continue;
            }
            for suit in Suit::ALL {
                if view.is_void(s, suit) {
                    voids += 1;
                    assert!(
                        world.hand(s).of_suit(suit).is_empty(),
                        "{s} void in {suit}: {:?} {view:?} {game:?}",
                        world.hand(s)
                    );
                }
            }
            assert!((world.hand(s) & (view.played | view.trick.to_set() | view.hand)).is_empty());
        }
    }
    assert!(
        voids > 200 && turn_ups > 100,
        "voids {voids}, turn-ups {turn_ups}"
    );
}

#[test]
fn every_level_plays_whole_matches_legally_and_reproducibly() {
    for levels in [
        [Level::Random; 4],
        [Level::Easy; 4],
        [Level::Normal; 4],
        [Level::Normal, Level::Easy, Level::Normal, Level::Random],
    ] {
        for seed in 0..10 {
            let a = play_match(Rules::standard(), seed, &levels).unwrap();
            let b = play_match(Rules::standard(), seed, &levels).unwrap();
            assert_eq!(a.events, b.events);
            assert_eq!(a.won[0], a.won[2], "partners win together");
            assert_ne!(a.won[0], a.won[1]);
        }
    }
    let budget = Budget {
        iterations: 200,
        endgame_worlds: 8,
        ..Budget::HARD
    };
    // The search on a small budget through a whole hand: always a legal card.
    let mut game = WhistMatch::new(Rules::standard(), 5, &mut ()).unwrap();
    let mut searcher = Searcher::<WhistMatch>::new(budget, 5);
    let deals = game.deals();
    while let Some(seat) = game.to_act().filter(|_| game.deals() == deals) {
        let c = searcher.best(&game.view(seat)).expect("a card");
        game.play(seat, c, &mut ()).expect("a legal card");
    }
}

/// Seat 3 deals and turns the ace of clubs; seat 0 leads. Hands chosen so each tactic has one right card.
const TACTICS: [&str; 4] = [
    "KS 4S 2H 3H 4H 2D 3D 4D 5D 2C 3C 4C 6C",
    "3S 5S KH QH 5H 6H 6D 7D 8D 9D 5C 7C 8C",
    "AS 2S 7S 7H 8H 9H TD JD QD KD AD 9C TC",
    "6S 8S 9S TS JS QS TH JH AH JC QC KC AC",
];

fn tactics_match() -> WhistMatch {
    let deck = deck_for(4, Seat(3), &TACTICS, "");
    WhistMatch::with_deck(Rules::standard(), 1, Seat(3), &deck, &mut ()).unwrap()
}

fn normal_choice(game: &WhistMatch) -> Card {
    let seat = game.to_act().unwrap();
    Level::Normal
        .player::<WhistMatch>(1)
        .choose(&game.view(seat))
        .unwrap()
}

fn play(game: &mut WhistMatch, seat: u8, c: &str) {
    game.play(Seat(seat), card(c), &mut ()).unwrap();
}

#[test]
fn normal_plays_second_hand_low_and_third_hand_high() {
    let mut game = tactics_match();
    play(&mut game, 0, "4S");
    // Seat 1 could win for now with the five, but second hand plays low.
    assert_eq!(normal_choice(&game), card("3S"), "second hand low");
    play(&mut game, 1, "3S");
    // Seat 2: its partner's four is no sure winner; the ace is (every higher spade is in its own hand).
    assert_eq!(normal_choice(&game), card("AS"), "third hand high");
}

#[test]
fn normal_never_overtakes_a_partners_sure_winner() {
    let mut game = tactics_match();
    play(&mut game, 0, "KS");
    play(&mut game, 1, "3S");
    // The partner's king can only be beaten by the ace, which seat 2 holds: play low, keep the ace.
    assert_eq!(normal_choice(&game), card("2S"));
}

#[test]
fn normal_wins_fourth_hand_as_cheaply_as_possible() {
    let mut game = tactics_match();
    play(&mut game, 0, "2H");
    play(&mut game, 1, "5H");
    play(&mut game, 2, "9H");
    // Seat 3's partner (seat 1) is beaten: the ten is the cheapest heart that wins.
    assert_eq!(normal_choice(&game), card("TH"));
}
