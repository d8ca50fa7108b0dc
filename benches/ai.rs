//! Benchmarks of the computer players' decisions, on positions from real matches of each game (release, one
//! thread). The search speed is reported as iterations per second.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use wendellhead::ai::{AiGame, Budget, Level, Searcher};
use wendellhead::engine::wendellhead::{Match, Rules};
use wendellhead::engine::{Decision, Game, GameView, Ruleset, hearts, whist};

/// Views of the seat to act, taken every few moves from matches played by Normal players.
fn positions<R: Ruleset<Game: AiGame>>(rules: R, count: usize) -> Vec<<R::Game as Game>::View> {
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        let mut game = rules.start(seed, &mut ()).expect("rules");
        let mut bots: Vec<_> = (0..rules.player_count())
            .map(|s| Level::Normal.player::<R::Game>(seed * 8 + s as u64))
            .collect();
        let mut moves = 0;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            if let Some(Decision::PassCards { count, .. }) = game.decision() {
                let cards = bots[seat.index()]
                    .choose_pass(&view, count)
                    .expect("a pass");
                game.pass(seat, cards, &mut ())
                    .expect("a pass from the hand");
                continue;
            }
            if moves % 7 == 3 && view.legal_moves().len() > 1 && out.len() < count {
                out.push(view.clone());
            }
            let card = bots[seat.index()].choose(&view).expect("a card");
            game.play(seat, card, &mut ()).expect("legal");
            moves += 1;
        }
        seed += 1;
    }
    out
}

/// Easy, Normal, Hard and Expert decisions over the positions of `rules`, named `name`.
fn bench_game<R: Ruleset<Game: AiGame>>(c: &mut Criterion, name: &str, rules: R) {
    let mut group = c.benchmark_group("decision");
    group.sample_size(10);
    let views = positions(rules, 30);
    for level in [Level::Easy, Level::Normal] {
        let mut player = level.player::<R::Game>(1);
        group.throughput(Throughput::Elements(views.len() as u64));
        group.bench_function(format!("{}_{name}_x{}", level.name(), views.len()), |b| {
            b.iter(|| views.iter().map(|v| player.choose(black_box(v))).count())
        });
    }
    let views = &views[..20];
    group.throughput(Throughput::Elements(views.len() as u64));
    group.bench_function(format!("hard_{name}_x{}", views.len()), |b| {
        b.iter(|| {
            let mut searcher = Searcher::<R::Game>::new(Budget::HARD, 1);
            views.iter().map(|v| searcher.best(black_box(v))).count()
        })
    });
    // Expert's search (its worlds, rollouts and endgame), as the ladder's tournaments and the table run it.
    let views = &views[..10];
    group.throughput(Throughput::Elements(views.len() as u64));
    group.bench_function(format!("expert_{name}_x{}", views.len()), |b| {
        b.iter(|| {
            let mut searcher = Searcher::<R::Game>::new(Budget::EXPERT, 1);
            views.iter().map(|v| searcher.best(black_box(v))).count()
        })
    });
    group.finish();
}

fn bench_levels(c: &mut Criterion) {
    for players in 2..=5u8 {
        bench_game(c, &format!("{players}p"), Rules::standard(players));
    }
    bench_game(c, "whist", whist::Rules::standard());
    bench_game(c, "hearts", hearts::Rules::standard(4));
    // Iterations per second of the tree search alone (endgame positions excluded).
    let mut group = c.benchmark_group("ismcts");
    group.sample_size(10);
    let budget = Budget::HARD;
    for players in [2u8, 4] {
        let views: Vec<_> = positions(Rules::standard(players), 40)
            .into_iter()
            .filter(|v| v.stock_len > 0)
            .take(10)
            .collect();
        group.throughput(Throughput::Elements(
            budget.iterations as u64 * views.len() as u64,
        ));
        group.bench_function(format!("iterations_{players}p"), |b| {
            b.iter(|| {
                let mut searcher = Searcher::<Match>::new(budget, 2);
                views.iter().map(|v| searcher.best(black_box(v))).count()
            })
        });
    }
    let views: Vec<_> = positions(whist::Rules::standard(), 40)
        .into_iter()
        .filter(|v| v.hand.len() > budget.endgame_cards)
        .take(10)
        .collect();
    group.throughput(Throughput::Elements(
        budget.iterations as u64 * views.len() as u64,
    ));
    group.bench_function("iterations_whist", |b| {
        b.iter(|| {
            let mut searcher = Searcher::<whist::WhistMatch>::new(budget, 2);
            views.iter().map(|v| searcher.best(black_box(v))).count()
        })
    });
    group.finish();
}

criterion_group!(benches, bench_levels);
criterion_main!(benches);
