//! Computer players: they decide from a seat's view alone, respect everything public, never play an illegal
//! card, and are reproducible from a seed.

use crate::common;

use rand::RngExt;
use wendellhead::ai::sample::sample_hidden;
use wendellhead::ai::{Budget, Level, Searcher, suggest};
use wendellhead::engine::wendellhead::{Match, Rules, TrumpRule, View};
use wendellhead::engine::{CardSet, Seat, Suit};
use wendellhead::sim::play_match;

/// Random positions from seeded matches of every size and trump rule: the match and the seat to act.
fn positions(count: usize, seed: u64) -> Vec<(Match, Seat)> {
    let mut rng = common::rng(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let players = rng.random_range(2..=5u8);
        let trump = if rng.random::<bool>() {
            TrumpRule::PerDeck
        } else {
            TrumpRule::PerPin
        };
        let rules = Rules {
            trump,
            ..Rules::standard(players)
        };
        let mut game = Match::new(rules, rng.random(), &mut ()).unwrap();
        let moves = rng.random_range(0..400);
        for _ in 0..moves {
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

/// The same view with the hidden cards dealt differently: another full state the seat cannot tell apart.
fn other_world(game: &Match, seat: Seat, seed: u64) -> Match {
    let view = game.view(seat);
    let mut rng = common::rng(seed);
    let hidden = sample_hidden(&view, &mut rng);
    Match::from_view(&view, &hidden, seed).unwrap()
}

#[test]
fn decisions_depend_only_on_what_the_seat_can_see() {
    let mut differed = 0;
    for (i, (game, seat)) in positions(2000, 1).into_iter().enumerate() {
        let other = other_world(&game, seat, i as u64);
        assert_eq!(other.view(seat), game.view(seat), "the seat sees the same");
        let hidden_differs = Seat::all(game.rules().players)
            .any(|s| s != seat && other.hand(s) != game.hand(s))
            || other.stock() != game.stock();
        differed += usize::from(hidden_differs);
        for level in [Level::Random, Level::Easy, Level::Normal] {
            let a = level.player::<Match>(i as u64).choose(&game.view(seat));
            let b = level.player::<Match>(i as u64).choose(&other.view(seat));
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
                let a = Searcher::<Match>::new(budget, i as u64).best(&game.view(seat));
                let b = Searcher::<Match>::new(budget, i as u64).best(&other.view(seat));
                assert_eq!(a, b, "{level} decided differently on hidden information");
            }
        }
    }
    assert!(
        differed > 1500,
        "the worlds really differed ({differed} of 2000)"
    );
}

#[test]
fn sampled_worlds_respect_everything_public() {
    let mut rng = common::rng(2);
    let mut voids_seen = 0;
    let mut known_seen = 0;
    for (game, seat) in positions(1500, 2) {
        let view: View = game.view(seat);
        let hidden = sample_hidden(&view, &mut rng);
        let world = Match::from_view(&view, &hidden, 9).expect("a consistent world");
        world.audit().expect("a valid state");
        assert_eq!(world.view(seat), view);
        for s in Seat::all(view.players()) {
            if s == seat {
                continue;
            }
            let hand = world.hand(s);
            let known = view.known[s.index()];
            // A prize taken is known to be in the winner's hand.
            assert_eq!(hand & known, known);
            known_seen += known.len();
            // A shown void holds (apart from known cards).
            for suit in Suit::ALL {
                if view.is_void(s, suit) {
                    voids_seen += 1;
                    assert!(
                        (hand - known).of_suit(suit).is_empty(),
                        "{s} void in {suit}"
                    );
                }
            }
            // Cards played (this Pin or before) and the prize are never in a hidden hand.
            let public = view.played
                | view.trick.to_set()
                | view.prize.map_or(CardSet::EMPTY, CardSet::single);
            assert!((hand & public).is_empty());
            assert!((hand & view.hand).is_empty());
        }
    }
    assert!(
        voids_seen > 100 && known_seen > 100,
        "voids {voids_seen}, known {known_seen}"
    );
}

#[test]
fn every_level_plays_whole_matches_legally_and_reproducibly() {
    // play_match fails on any illegal choice; whole matches at every table size.
    for players in 2..=5u8 {
        for level in [Level::Random, Level::Easy, Level::Normal] {
            for seed in 0..10 {
                let levels = vec![level; players as usize];
                let a = play_match(Rules::standard(players), seed, &levels).unwrap();
                let b = play_match(Rules::standard(players), seed, &levels).unwrap();
                assert_eq!(
                    a.events, b.events,
                    "{level:?} is reproducible from the seed"
                );
            }
        }
    }
    // Hard in a short match, against the other levels.
    let levels = [Level::Hard, Level::Normal, Level::Easy];
    let a = play_match(Rules::short(3), 5, &levels).unwrap();
    let b = play_match(Rules::short(3), 5, &levels).unwrap();
    assert_eq!(a.events, b.events, "Hard is reproducible from the seed");
}

#[test]
fn suggest_ranks_every_legal_card_deterministically() {
    for (game, seat) in positions(12, 3) {
        let view = game.view(seat);
        let ranked = suggest::<Match>(&view);
        let cards: CardSet = ranked.iter().map(|s| s.card).collect();
        assert_eq!(cards, view.legal_moves());
        assert_eq!(ranked.len(), cards.len());
        assert!(ranked.iter().all(|s| (0.0..=1.0).contains(&s.value)));
        assert_eq!(
            suggest::<Match>(&view),
            ranked,
            "the same view, the same hint"
        );
    }
}

#[test]
fn hard_searches_the_endgame_exactly() {
    // With the stock gone and three cards each, Hard considers every world's play to the end.
    let (game, seat) = positions(4000, 4)
        .into_iter()
        .find(|(g, s)| {
            let v = g.view(*s);
            v.stock_len == 0 && v.prize.is_none() && v.hand.len() == 3 && v.legal_moves().len() > 1
        })
        .expect("an endgame position");
    let ranked = Searcher::<Match>::new(Budget::HARD, 1).rank(&game.view(seat));
    assert!(
        ranked
            .iter()
            .all(|s| s.visits == Budget::HARD.endgame_worlds)
    );
    assert!(ranked.windows(2).all(|w| w[0].value >= w[1].value));
}

#[test]
fn thinking_in_small_steps_gives_the_same_decision() {
    // A game spreads a decision over frames with begin/think/ranking; it must equal the one-shot search.
    let budget = Budget {
        iterations: 400,
        endgame_worlds: 12,
        ..Budget::HARD
    };
    let mut endgames = 0;
    for (i, (game, seat)) in positions(60, 5).into_iter().enumerate() {
        let view = game.view(seat);
        let whole = Searcher::<Match>::new(budget, i as u64).rank(&view);
        let mut stepped = Searcher::<Match>::new(budget, i as u64);
        stepped.begin(&view);
        let mut frames = 0;
        while !stepped.think(7) {
            frames += 1;
            assert!(frames < 1000, "the search ends");
        }
        assert_eq!(stepped.ranking(), whole);
        endgames +=
            usize::from(view.stock_len == 0 && view.prize.is_none() && view.hand.len() <= 3);
    }
    assert!(endgames > 0, "endgame positions were covered too");
}
