//! Hearts' computer players: they decide (and pass) from a seat's view alone, their possible worlds keep the
//! cards this seat passed with their receiver, and the Normal player passes and plays the standard tactics.

use crate::common;

use rand::RngExt;
use wendellhead::ai::{AiGame, Budget, Level, Searcher};
use wendellhead::engine::hearts::{HeartsMatch, QUEEN_OF_SPADES, Rules, Stage};
use wendellhead::engine::{CardSet, Seat, Suit};
use wendellhead::sim::play_match;

/// Random positions in play (after the pass) from seeded games of 3, 4 and 5 players.
fn positions(count: usize, seed: u64) -> Vec<(HeartsMatch, Seat)> {
    let mut rng = common::rng(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let rules = Rules {
            kitty: rng.random::<bool>(),
            ..Rules::standard(rng.random_range(3..=5u8))
        };
        let rules = Rules {
            kitty: rules.kitty && rules.players != 4,
            ..rules
        };
        let mut game = HeartsMatch::new(rules, rng.random(), &mut ()).unwrap();
        for _ in 0..rng.random_range(0..80) {
            if game.to_act().is_none() {
                break;
            }
            common::play_random(&mut game, &mut rng);
        }
        if let Some(seat) = game.to_act()
            && game.stage() == Stage::Playing
        {
            out.push((game, seat));
        }
    }
    out
}

#[test]
fn decisions_depend_only_on_what_the_seat_can_see() {
    let mut rng = common::rng(3);
    let mut differed = 0;
    for (i, (game, seat)) in positions(1000, 1).into_iter().enumerate() {
        let view = game.view(seat);
        let other = HeartsMatch::sample_world(&view, &mut rng).expect("a world");
        assert_eq!(other.view(seat), view, "the seat sees the same");
        differed += usize::from(Seat::all(view.players()).any(|s| other.hand(s) != game.hand(s)));
        for level in [Level::Random, Level::Easy, Level::Normal] {
            let a = level
                .player::<HeartsMatch>(i as u64)
                .choose(&game.view(seat));
            let b = level
                .player::<HeartsMatch>(i as u64)
                .choose(&other.view(seat));
            assert_eq!(a, b, "{level:?} decided differently on hidden information");
        }
        if i % 50 == 0 {
            let budget = Budget {
                iterations: 150,
                endgame_worlds: 8,
                ..Budget::HARD
            };
            let a = Searcher::<HeartsMatch>::new(budget, i as u64).best(&game.view(seat));
            let b = Searcher::<HeartsMatch>::new(budget, i as u64).best(&other.view(seat));
            assert_eq!(a, b, "Hard decided differently on hidden information");
            assert!(a.is_some_and(|c| game.legal_moves().contains(c)));
        }
    }
    assert!(
        differed > 700,
        "the worlds really differed ({differed} of 1000)"
    );
}

#[test]
fn sampled_worlds_keep_the_passed_cards_with_their_receiver_and_respect_voids() {
    let mut rng = common::rng(2);
    let (mut passes, mut voids) = (0, 0);
    for (game, seat) in positions(1000, 2) {
        let view = game.view(seat);
        let world = HeartsMatch::sample_world(&view, &mut rng).expect("a consistent world");
        world.audit().expect("a valid state");
        assert_eq!(world.view(seat), view);
        if let Some((receiver, cards)) = view.known_with_receiver() {
            assert_eq!(
                world.hand(receiver) & cards,
                cards,
                "the passed cards stay with {receiver}"
            );
            passes += usize::from(!cards.is_empty());
        }
        for s in Seat::all(view.players()) {
            for suit in Suit::ALL {
                if s != seat && view.is_void(s, suit) {
                    voids += 1;
                    assert!(world.hand(s).of_suit(suit).is_empty());
                }
            }
        }
    }
    assert!(
        passes > 300 && voids > 300,
        "passes {passes}, voids {voids}"
    );
}

#[test]
fn every_level_plays_whole_games_legally_and_reproducibly() {
    for players in 3..=5u8 {
        let rules = Rules {
            target: 50,
            ..Rules::standard(players)
        };
        for levels in [Level::Random, Level::Easy, Level::Normal] {
            let seats = vec![levels; players as usize];
            for seed in 0..5 {
                let a = play_match(rules, seed, &seats).unwrap();
                let b = play_match(rules, seed, &seats).unwrap();
                assert_eq!(a.events, b.events);
                assert!(a.won.iter().any(|&w| w));
            }
        }
    }
}

#[test]
fn normal_passes_the_queen_of_spades_and_high_hearts() {
    let mut passed_queen = 0;
    let mut held_queen = 0;
    for seed in 0..200 {
        let game = HeartsMatch::new(Rules::standard(4), seed, &mut ()).unwrap();
        let seat = game.to_act().unwrap();
        let view = game.view(seat);
        let pass = Level::Normal
            .player::<HeartsMatch>(seed)
            .choose_pass(&view, 3)
            .unwrap();
        assert_eq!(pass.len(), 3);
        assert_eq!(pass & view.hand, pass, "from its own hand");
        let low_spades = view
            .hand
            .of_suit(Suit::Spades)
            .iter()
            .filter(|c| c.rank() < QUEEN_OF_SPADES.rank())
            .count();
        if view.hand.contains(QUEEN_OF_SPADES) && low_spades < 4 {
            held_queen += 1;
            passed_queen += usize::from(pass.contains(QUEEN_OF_SPADES));
        }
        // Nothing low is passed while high hearts or the Q♠ stay.
        let kept_danger = (view.hand - pass)
            .iter()
            .any(|c| c == QUEEN_OF_SPADES && low_spades < 4);
        assert!(!kept_danger, "seed {seed}: kept an unguarded Q♠");
    }
    assert!(held_queen > 20 && passed_queen == held_queen);
}

#[test]
fn normal_ducks_under_the_winning_card() {
    let mut ducked = 0;
    for (game, seat) in positions(600, 5) {
        let view = game.view(seat);
        let Some(lead) = view.trick.lead() else {
            continue;
        };
        let legal = view.legal_moves();
        let winning = view.trick.to_set().of_suit(lead.suit()).highest().unwrap();
        let under: CardSet = legal
            .of_suit(lead.suit())
            .iter()
            .filter(|c| c.rank() < winning.rank())
            .collect();
        if under.is_empty() || legal.len() == 1 || view.points.iter().any(|&p| p >= 10) {
            continue;
        }
        let card = Level::Normal
            .player::<HeartsMatch>(1)
            .choose(&view)
            .unwrap();
        assert!(
            under.contains(card),
            "{card} does not duck under {winning} ({legal:?})"
        );
        ducked += 1;
    }
    assert!(ducked > 50, "ducks checked: {ducked}");
}
