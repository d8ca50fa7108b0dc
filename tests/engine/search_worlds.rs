//! A search's possible world ends with its deal (`ending_with_deal`, every game): it plays exactly as the match
//! up to the deal's end, then stops there with the same scores and its deal count moved on, instead of shuffling
//! and dealing the next; nobody is to act and every move is refused.

use crate::common;

use std::fmt::Debug;

use wendellhead::engine::game::{Game, PlayError};
use wendellhead::engine::hearts::{self, HeartsMatch};
use wendellhead::engine::schafkopf::{self, SchafkopfMatch, Variant};
use wendellhead::engine::wendellhead::{Match, Rules};
use wendellhead::engine::whist::{self, WhistMatch};
use wendellhead::engine::{CardSet, Seat};

/// From positions all through `matches` seeded matches (every deal's start and a few cards into each), a copy
/// made to end with its deal is played beside the match with the same random moves: the same views at every
/// move; where the match deals again (or ends), the copy has stopped, with the same `scores` and deal count, a
/// valid state, nobody to act, no legal card and every card refused. Returns the deals checked.
fn ends_where_its_deal_ends<G>(
    matches: u64,
    start: impl Fn(u64) -> G,
    ending: impl Fn(G) -> G,
    scores: impl Fn(&G) -> Vec<i64>,
) -> usize
where
    G: Game + Clone,
    G::View: PartialEq + Debug,
{
    let mut deals = 0;
    for seed in 0..matches {
        let mut game = start(seed);
        let mut rng = common::rng(seed);
        while !game.is_over() {
            // Start the copy at the deal's first card, or a few cards in.
            for _ in 0..(seed % 3) * 2 {
                if game.is_over() {
                    break;
                }
                common::play_random(&mut game, &mut rng);
            }
            if game.is_over() {
                break;
            }
            let deal = game.deals();
            let mut world = ending(game.clone());
            let mut world_rng = rng.clone();
            while !game.is_over() && game.deals() == deal {
                for seat in (0..game.players()).map(Seat) {
                    assert_eq!(
                        world.view(seat),
                        game.view(seat),
                        "seed {seed}: the same game"
                    );
                }
                common::play_random(&mut game, &mut rng);
                common::play_random(&mut world, &mut world_rng);
            }
            assert_eq!(
                world.deals(),
                game.deals(),
                "seed {seed}: the deal count moves on"
            );
            assert_eq!(
                scores(&world),
                scores(&game),
                "seed {seed}: the same scores"
            );
            world.audit().expect("a valid state");
            assert_eq!(
                world.to_act(),
                None,
                "seed {seed}: nobody acts after the deal"
            );
            assert!(world.is_over());
            assert_eq!(world.legal_moves(), CardSet::EMPTY);
            for card in CardSet::FULL {
                assert!(
                    world.play(Seat(0), card, &mut ()).is_err(),
                    "seed {seed}: {card} refused"
                );
            }
            let any = CardSet::FULL.lowest().expect("a card");
            assert_eq!(
                world.check(Seat(0), any),
                Err(PlayError::MatchOver),
                "seed {seed}: the world is over"
            );
            deals += 1;
        }
    }
    deals
}

#[test]
fn a_wendellhead_world_ends_with_its_deal_or_flint() {
    for players in 2..=5 {
        let deals = ends_where_its_deal_ends(
            200,
            |seed| Match::new(Rules::short(players), seed, &mut ()).unwrap(),
            Match::ending_with_deal,
            |g| {
                g.pins()
                    .iter()
                    .chain(g.flints())
                    .map(|&x| i64::from(x))
                    .collect()
            },
        );
        assert!(deals > 200, "{players} players: {deals} deals checked");
    }
}

#[test]
fn a_whist_world_ends_with_its_hand() {
    let deals = ends_where_its_deal_ends(
        100,
        |seed| WhistMatch::new(whist::Rules::standard(), seed, &mut ()).unwrap(),
        WhistMatch::ending_with_deal,
        |g| {
            [g.match_tricks(), g.score(), g.games()]
                .iter()
                .flatten()
                .map(|&x| i64::from(x))
                .collect()
        },
    );
    assert!(deals > 100, "{deals} hands checked");
}

#[test]
fn a_hearts_world_ends_with_its_hand() {
    for players in 3..=5 {
        let rules = hearts::Rules {
            target: 50,
            ..hearts::Rules::standard(players)
        };
        let deals = ends_where_its_deal_ends(
            100,
            |seed| HeartsMatch::new(rules, seed, &mut ()).unwrap(),
            HeartsMatch::ending_with_deal,
            |g| g.scores().iter().map(|&x| i64::from(x)).collect(),
        );
        assert!(deals > 100, "{players} players: {deals} hands checked");
    }
}

#[test]
fn a_schafkopf_world_ends_with_its_deal() {
    for variant in [Variant::Four, Variant::Three, Variant::Two] {
        let rules = schafkopf::Rules {
            deals: 4,
            ..schafkopf::Rules::of_variant(variant)
        };
        let deals = ends_where_its_deal_ends(
            100,
            |seed| SchafkopfMatch::new(rules, seed, &mut ()).unwrap(),
            SchafkopfMatch::ending_with_deal,
            |g| g.balance().to_vec(),
        );
        assert!(deals > 100, "{variant:?}: {deals} deals checked");
    }
}
