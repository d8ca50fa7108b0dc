//! Benchmarks of the rules engine: whole random matches, measured in card plays per second (one thread).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::RngExt;
use std::hint::black_box;
use wendellhead::engine::deck;
use wendellhead::engine::wendellhead::{Match, Rules};

/// Plays the standard match with `seed` to its end with uniformly random legal cards; returns the card plays.
fn random_match(players: u8, seed: u64) -> u64 {
    let mut game = Match::new(Rules::standard(players), seed, &mut ()).expect("standard rules");
    let mut rng = deck::rng(seed, 1);
    let mut plays = 0;
    while let Some(seat) = game.to_act() {
        let legal = game.legal_moves();
        let card = legal
            .nth(rng.random_range(0..legal.len() as u32) as usize)
            .expect("a legal card");
        game.play(seat, card, &mut ()).expect("legal");
        plays += 1;
    }
    plays
}

fn bench_matches(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_match");
    for players in 2..=5u8 {
        const SEEDS: u64 = 20;
        let plays: u64 = (0..SEEDS).map(|s| random_match(players, s)).sum();
        group.throughput(Throughput::Elements(plays));
        group.bench_function(format!("{players}_players_x{SEEDS}"), |b| {
            b.iter(|| {
                (0..SEEDS)
                    .map(|s| random_match(black_box(players), s))
                    .sum::<u64>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_matches);
criterion_main!(benches);
