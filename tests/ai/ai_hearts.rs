//! Hearts' computer players: they decide (and pass) from a seat's view alone, their possible worlds keep the
//! cards this seat passed with their receiver, and the Normal player passes and plays the standard tactics.

use crate::common;

use rand::RngExt;
use wendellhead::ai::hearts::{PassSearch, unlikely_queen};
use wendellhead::ai::{AiGame, Budget, ComputerPlayer, Level, Searcher};
use wendellhead::engine::hearts::{HeartsMatch, HiddenCards, QUEEN_OF_SPADES, Rules, Stage};
use wendellhead::engine::{AnyMatch, CardSet, Decision, Seat, Suit};
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
            // Hard and Expert (its own worlds and rollouts), on small budgets so the test stays quick.
            for (level, base) in [("Hard", Budget::HARD), ("Expert", Budget::EXPERT)] {
                let budget = Budget {
                    iterations: 150,
                    endgame_worlds: 8,
                    ..base
                };
                let a = Searcher::<HeartsMatch>::new(budget, i as u64).best(&game.view(seat));
                let b = Searcher::<HeartsMatch>::new(budget, i as u64).best(&other.view(seat));
                assert_eq!(a, b, "{level} decided differently on hidden information");
                assert!(a.is_some_and(|c| game.legal_moves().contains(c)));
            }
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
    for (i, (game, seat)) in positions(1000, 2).into_iter().enumerate() {
        let view = game.view(seat);
        // Hard's worlds and Expert's (which weigh what the play suggests) alike.
        let world = if i % 2 == 0 {
            HeartsMatch::sample_world(&view, &mut rng)
        } else {
            HeartsMatch::expert_sample_world(&view, &mut rng)
        }
        .expect("a consistent world");
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

/// A seat that had a safe chance to be rid of the Q♠ and kept it back seldom holds it: Expert's worlds give it the
/// Q♠ far less often than Hard's (which only respect what is impossible), but not never (it may have had a reason).
#[test]
fn expert_worlds_seldom_give_the_queen_to_a_seat_that_could_have_dropped_it() {
    let mut rng = common::rng(9);
    let (mut plain, mut expert, mut positions_seen) = (0u32, 0u32, 0);
    for (game, seat) in positions(4000, 4) {
        let view = game.view(seat);
        let doubted = unlikely_queen(&view);
        // One doubted seat, and another that may hold the Q♠ (cards left, spades not shown void).
        let others_may = Seat::all(view.players()).any(|s| {
            s != seat
                && !doubted.contains(&s)
                && view.hand_sizes[s.index()] > 0
                && !view.is_void(s, Suit::Spades)
        });
        if doubted.len() != 1 || !others_may {
            continue;
        }
        positions_seen += 1;
        // The inference is only about what the seat could see: every doubted seat had a chance in the record.
        assert!(!doubted.contains(&seat));
        for _ in 0..40 {
            let world = HeartsMatch::sample_world(&view, &mut rng).expect("a world");
            plain += u32::from(
                doubted
                    .iter()
                    .any(|s| world.hand(*s).contains(QUEEN_OF_SPADES)),
            );
            let world = HeartsMatch::expert_sample_world(&view, &mut rng).expect("a world");
            world.audit().expect("a valid state");
            assert_eq!(world.view(seat), view);
            expert += u32::from(
                doubted
                    .iter()
                    .any(|s| world.hand(*s).contains(QUEEN_OF_SPADES)),
            );
        }
    }
    assert!(
        positions_seen > 100,
        "positions with a doubted seat: {positions_seen}"
    );
    assert!(
        expert * 4 < plain && expert > 0,
        "the Q♠ with a doubted seat: Expert's worlds {expert}, Hard's {plain}"
    );
}

/// Positions at the pass (4 players, passing left, right or across) with a second game that differs only in what
/// the passing seat cannot see: the others' hands dealt again.
fn passing_positions(count: u64) -> Vec<(HeartsMatch, HeartsMatch, Seat)> {
    let mut rng = common::rng(11);
    (0..count)
        .filter_map(|seed| {
            let game = HeartsMatch::at_deal(
                Rules::standard(4),
                seed,
                (seed % 3) as u32,
                Seat(0),
                &mut (),
            )
            .ok()?;
            let Some(Decision::PassCards { seat, .. }) = game.decision() else {
                return None;
            };
            let view = game.view(seat);
            let mut left = view.unseen();
            let mut hands = [CardSet::EMPTY; 5];
            for other in Seat::all(4).filter(|&s| s != seat) {
                for _ in 0..13 {
                    let card = left.nth(rng.random_range(0..left.len() as u32) as usize)?;
                    left.remove(card);
                    hands[other.index()].insert(card);
                }
            }
            let hidden = HiddenCards { hands, kitty: left };
            let other = HeartsMatch::from_view(&view, &hidden, seed).ok()?;
            assert_eq!(other.view(seat), view);
            Some((game, other, seat))
        })
        .collect()
}

#[test]
fn the_expert_pass_depends_only_on_the_passing_hand_and_thinking_over_frames_changes_nothing() {
    let mut differed = 0;
    for (game, other, seat) in passing_positions(6) {
        differed += usize::from(Seat::all(4).any(|s| game.hand(s) != other.hand(s)));
        let a = Level::Expert
            .player::<HeartsMatch>(7)
            .choose_pass(&game.view(seat), 3)
            .expect("a pass");
        let b = Level::Expert
            .player::<HeartsMatch>(7)
            .choose_pass(&other.view(seat), 3)
            .expect("a pass");
        assert_eq!(a, b, "Expert passed differently on hidden information");
        assert_eq!(a.len(), 3);
        assert_eq!(a & game.hand(seat), a, "passes its own cards");
        // The table thinks a few worlds a frame: the same pass in the end.
        let any = AnyMatch::Hearts(game);
        let at_once = ComputerPlayer::new(Level::Expert, 3).decide_pass(&any, seat);
        let mut stepped = ComputerPlayer::new(Level::Expert, 3);
        let mut frames = 0;
        let pass = loop {
            frames += 1;
            if let Some(pass) = stepped.think_pass(&any, seat, 400) {
                break Some(pass);
            }
            assert!(stepped.thinking() && frames < 10_000);
        };
        assert_eq!(pass, at_once);
        assert!(frames > 1, "the pass was spread over {frames} frames");
    }
    assert!(differed >= 5);
}

/// Expert's pass is weighed by playing each candidate out in possible deals: every play-out is one the engine
/// accepts, whichever seat passes (the others pass in the engine's turn after it), and the candidates' averages
/// differ (the worlds really tell the passes apart).
#[test]
fn the_expert_pass_plays_every_candidate_out_from_every_seat() {
    for seed in 0..8u64 {
        let mut game = HeartsMatch::at_deal(
            Rules::standard(4),
            seed,
            (seed % 3) as u32,
            Seat((seed % 4) as u8),
            &mut (),
        )
        .unwrap();
        // Every seat's pass, in the engine's turn.
        while let Some(Decision::PassCards { seat, count }) = game.decision() {
            let mut search = PassSearch::new(&game.view(seat), count, seed);
            while !search.think(16) {}
            assert_eq!(
                search.refused(),
                0,
                "seat {seat}: play-outs the engine refused"
            );
            let averages = search.averages();
            let (low, high) = averages
                .iter()
                .fold((f64::MAX, f64::MIN), |(l, h), &(_, a)| (l.min(a), h.max(a)));
            assert!(
                high > low + 0.1,
                "seat {seat}: every candidate weighed alike: {averages:?}"
            );
            assert!(high < 26.0 && low >= 0.0, "seat {seat}: {averages:?}");
            game.pass(seat, search.best().expect("a pass"), &mut ())
                .unwrap();
        }
        assert_eq!(game.stage(), Stage::Playing);
    }
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
