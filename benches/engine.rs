//! Benchmarks of the rules engines: whole random matches of each game, measured in card plays per second and
//! matches per second (one thread). OpenSpiel's C++ Hearts does about 0.9 million plays a second here.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::RngExt;
use std::hint::black_box;
use wendellhead::engine::wendellhead::Rules;
use wendellhead::engine::{Decision, Game, Ruleset, deck, hearts, schafkopf, whist};

/// Plays the match with `rules` and `seed` to its end with uniformly random legal cards; returns the card plays.
fn random_match<R: Ruleset>(rules: R, seed: u64) -> u64 {
    let mut game = rules.start(seed, &mut ()).expect("playable rules");
    let mut rng = deck::rng(seed, 1);
    let mut plays = 0;
    while let Some(seat) = game.to_act() {
        // Hearts' passes and Dreiwendsch's discards: the first cards of the hand; Schafkopf's calls: a random one
        // of those offered (none counted as card plays).
        match game.decision() {
            Some(Decision::PassCards { count, .. } | Decision::Discard { count, .. }) => {
                let cards = game.hand(seat).iter().take(count).collect();
                game.pass(seat, cards, &mut ())
                    .expect("a pass from the hand");
                continue;
            }
            Some(Decision::Declare { .. }) => {
                let calls = game.calls();
                let call = calls[rng.random_range(0..calls.len() as u32) as usize];
                game.declare(seat, call, &mut ()).expect("an offered call");
                continue;
            }
            _ => {}
        }
        let legal = game.legal_moves();
        let card = legal
            .nth(rng.random_range(0..legal.len() as u32) as usize)
            .expect("a legal card");
        game.play(seat, card, &mut ()).expect("legal");
        plays += 1;
    }
    plays
}

const SEEDS: u64 = 20;

/// Benchmarks `SEEDS` whole random matches of `rules` as `name`, its throughput counted in card plays when
/// `plays`, else in whole matches.
fn bench_random<R: Ruleset>(
    group: &mut criterion::BenchmarkGroup<criterion::measurement::WallTime>,
    name: &str,
    rules: R,
    plays: bool,
) {
    let elements = if plays {
        (0..SEEDS).map(|s| random_match(rules, s)).sum()
    } else {
        SEEDS
    };
    group.throughput(Throughput::Elements(elements));
    group.bench_function(format!("{name}_x{SEEDS}"), |b| {
        b.iter(|| {
            (0..SEEDS)
                .map(|s| random_match(black_box(rules), s))
                .sum::<u64>()
        })
    });
}

fn bench_matches(c: &mut Criterion) {
    // Card plays per second.
    let mut group = c.benchmark_group("random_match");
    for players in 2..=5u8 {
        bench_random(
            &mut group,
            &format!("{players}_players"),
            Rules::standard(players),
            true,
        );
    }
    bench_random(&mut group, "whist", whist::Rules::standard(), true);
    bench_random(&mut group, "hearts_4", hearts::Rules::standard(4), true);
    bench_random(&mut group, "schafkopf", schafkopf::Rules::standard(), true);
    let three = schafkopf::Rules::of_variant(schafkopf::Variant::Three);
    bench_random(&mut group, "dreiwendsch", three, true);
    let two = schafkopf::Rules::of_variant(schafkopf::Variant::Two);
    bench_random(&mut group, "schafkopf_two", two, true);
    group.finish();
    // Whole Whist games (to 5, one game a match) per second.
    let mut group = c.benchmark_group("random_games");
    bench_random(&mut group, "whist", whist::Rules::standard(), false);
    bench_random(&mut group, "hearts_4", hearts::Rules::standard(4), false);
    bench_random(&mut group, "schafkopf", schafkopf::Rules::standard(), false);
    bench_random(&mut group, "dreiwendsch", three, false);
    bench_random(&mut group, "schafkopf_two", two, false);
    group.finish();
}

criterion_group!(benches, bench_matches);
criterion_main!(benches);
