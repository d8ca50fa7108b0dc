//! Benchmarks of the computer players' decisions, on positions from real matches with 2 to 5 players
//! (release, one thread). The search speed is reported as iterations per second.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use wendellhead::ai::{Budget, Level, Searcher};
use wendellhead::engine::wendellhead::{Match, Rules, View};

/// Views of the seat to act, taken every few moves from matches played by Normal players.
fn positions(players: u8, count: usize) -> Vec<View> {
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        let mut game = Match::new(Rules::standard(players), seed, &mut ()).expect("rules");
        let mut bots: Vec<_> = (0..players)
            .map(|s| Level::Normal.player(seed * 8 + s as u64))
            .collect();
        let mut moves = 0;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            if moves % 7 == 3 && view.legal_moves().len() > 1 && out.len() < count {
                out.push(view);
            }
            let card = bots[seat.index()].choose(&view).expect("a card");
            game.play(seat, card, &mut ()).expect("legal");
            moves += 1;
        }
        seed += 1;
    }
    out
}

fn bench_levels(c: &mut Criterion) {
    let mut group = c.benchmark_group("decision");
    group.sample_size(10);
    for players in [2u8, 4] {
        let views = positions(players, 30);
        for level in [Level::Easy, Level::Normal] {
            let mut player = level.player(1);
            group.throughput(Throughput::Elements(views.len() as u64));
            group.bench_function(
                format!("{}_{players}p_x{}", level.name(), views.len()),
                |b| b.iter(|| views.iter().map(|v| player.choose(black_box(v))).count()),
            );
        }
    }
    for players in 2..=5u8 {
        let views = positions(players, 20);
        group.throughput(Throughput::Elements(views.len() as u64));
        group.bench_function(format!("hard_{players}p_x{}", views.len()), |b| {
            b.iter(|| {
                let mut searcher = Searcher::new(Budget::HARD, 1);
                views.iter().map(|v| searcher.best(black_box(v))).count()
            })
        });
    }
    group.finish();
    // Iterations per second of the tree search alone (endgame positions excluded).
    let mut group = c.benchmark_group("ismcts");
    group.sample_size(10);
    for players in [2u8, 4] {
        let views: Vec<View> = positions(players, 40)
            .into_iter()
            .filter(|v| v.stock_len > 0)
            .take(10)
            .collect();
        let budget = Budget::HARD;
        group.throughput(Throughput::Elements(
            budget.iterations as u64 * views.len() as u64,
        ));
        group.bench_function(format!("iterations_{players}p"), |b| {
            b.iter(|| {
                let mut searcher = Searcher::new(budget, 2);
                views.iter().map(|v| searcher.best(black_box(v))).count()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_levels);
criterion_main!(benches);
