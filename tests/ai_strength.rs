//! The strength ladder, checked on fixed seeds so a change cannot silently make a level weaker: in 2- and
//! 4-player duplicate tournaments, Hard beats Normal, Normal beats Easy and Easy beats random play, each by a
//! margin of Pins per deal whose 95% interval excludes zero.
//!
//! Ignored in debug runs (the search is slow unoptimised); `scripts/test` runs it in release:
//! `cargo test --release --no-default-features --test ai_strength -- --ignored`.

use wendellhead::ai::Level;
use wendellhead::engine::wendellhead::Rules;
use wendellhead::sim::tournament;

fn assert_beats(better: Level, worse: Level, rules: Rules, shuffles: u64) {
    let result = tournament(rules, 1000, shuffles, &[better, worse]).unwrap();
    let margin = &result.margins[0];
    println!("{result}");
    assert!(
        margin.pins_per_deal.above_zero(),
        "{} no longer beats {} at {} players: Pins per deal margin {}",
        better.name(),
        worse.name(),
        rules.players,
        margin.pins_per_deal
    );
    assert!(
        margin.win_rate.mean > 0.0,
        "win rate margin {}",
        margin.win_rate
    );
}

#[test]
#[ignore = "slow in debug builds: run in release (scripts/test does)"]
fn ladder_holds_at_two_players() {
    assert_beats(Level::Easy, Level::Random, Rules::standard(2), 100);
    assert_beats(Level::Normal, Level::Easy, Rules::standard(2), 100);
    assert_beats(Level::Hard, Level::Normal, Rules::short(2), 24);
}

#[test]
#[ignore = "slow in debug builds: run in release (scripts/test does)"]
fn ladder_holds_at_four_players() {
    assert_beats(Level::Easy, Level::Random, Rules::standard(4), 100);
    assert_beats(Level::Normal, Level::Easy, Rules::standard(4), 100);
    assert_beats(Level::Hard, Level::Normal, Rules::short(4), 16);
}
