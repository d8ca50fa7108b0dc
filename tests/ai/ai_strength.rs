//! The strength ladder, checked on fixed seeds so a change cannot silently make a level weaker: in duplicate
//! tournaments (Wendellhead at 2 and 4 players and Expert at 3, Whist side against side, Hearts at 4, Schafkopf at 4, Dreiwendsch
//! with and without sharp cards, Schafkopf for two), Hard beats Normal, Normal beats Easy and Easy beats random
//! play, each by a margin per deal (tricks or Pins more, Hearts points fewer) whose 95% interval excludes zero;
//! Expert beats Hard where that is shown within CI's time (Hearts, Whist, Schafkopf for four and for two,
//! Dreiwendsch, Wendellhead for two and three; `ai_strength_long` holds the rungs that need more than CI's time,
//! Wendellhead for four and five, and `docs/ai.md` their margins).
//!
//! Ignored in debug runs (the search is slow unoptimised); `scripts/test` runs it in release:
//! `cargo test --release --no-default-features --test ai ai_strength:: -- --ignored`.

use wendellhead::ai::Level;
use wendellhead::engine::wendellhead::Rules;
use wendellhead::engine::{Ruleset, hearts, schafkopf, whist};
use wendellhead::sim::{SimGame, tournament};

/// `better` beats `worse` over `shuffles` shuffles from 1000, the two levels in turn round the table.
fn assert_beats<R: Ruleset<Game: SimGame>>(better: Level, worse: Level, rules: R, shuffles: u64) {
    assert_seating_beats(1000, &[better, worse], rules, shuffles);
}

/// The level in seat 0 of `seating` (one level a seat, or a pattern repeated round the table) beats the first
/// other level in it over `shuffles` shuffles from `seed`, the seating turned so that each level sits in each
/// seat: the margin per deal clear of zero and the win rate's margin above zero on average.
pub(super) fn assert_seating_beats<R: Ruleset<Game: SimGame>>(
    seed: u64,
    seating: &[Level],
    rules: R,
    shuffles: u64,
) {
    let better = seating[0];
    let worse = *seating
        .iter()
        .find(|&&l| l != better)
        .expect("a seating of two levels");
    let result = tournament(rules, seed, shuffles, seating).unwrap();
    let margin = &result.margins[0];
    println!("{result}");
    assert!(
        margin.per_deal.above_zero(),
        "{} no longer beats {} in {}: margin per deal {}",
        better.name(),
        worse.name(),
        result.rules,
        margin.per_deal
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
    // Expert's longer search and its exact alpha-beta endgame over the last five tricks (two players: one
    // side against the other).
    assert_beats(Level::Expert, Level::Hard, Rules::short(2), 64);
}

#[test]
#[ignore = "slow in debug builds: run in release (scripts/test does)"]
fn ladder_holds_at_three_players() {
    // One Expert at a table of Hards (E H E would have Expert play Expert, and its margin is a third of this),
    // its exact endgame, holding rollouts and narrower exploration; the shuffles from 5000, a set not used while
    // Expert's Wendellhead settings were chosen (about 240 s of CPU). Four and five players need more shuffles
    // than CI's time holds: `ai_strength_long`.
    assert_seating_beats(
        5000,
        &[Level::Expert, Level::Hard, Level::Hard],
        Rules::short(3),
        64,
    );
}

#[test]
#[ignore = "slow in debug builds: run in release (scripts/test does)"]
fn ladder_holds_at_four_players() {
    assert_beats(Level::Easy, Level::Random, Rules::standard(4), 100);
    assert_beats(Level::Normal, Level::Easy, Rules::standard(4), 100);
    assert_beats(Level::Hard, Level::Normal, Rules::short(4), 16);
}

#[test]
#[ignore = "slow in debug builds: run in release (scripts/test does)"]
fn ladder_holds_in_whist() {
    assert_beats(Level::Easy, Level::Random, whist::Rules::standard(), 60);
    assert_beats(Level::Normal, Level::Easy, whist::Rules::standard(), 60);
    assert_beats(Level::Hard, Level::Normal, whist::Rules::standard(), 40);
    // Expert's exact endgame from five cards, its rollouts that see whether a win holds and its narrower
    // exploration (about 95 s).
    assert_beats(Level::Expert, Level::Hard, whist::Rules::standard(), 40);
}

#[test]
#[ignore = "slow in debug builds: run in release (scripts/test does)"]
fn ladder_holds_in_hearts() {
    let short = hearts::Rules {
        target: 50,
        ..hearts::Rules::standard(4)
    };
    assert_beats(Level::Easy, Level::Random, short, 60);
    assert_beats(Level::Normal, Level::Easy, short, 60);
    assert_beats(Level::Hard, Level::Normal, short, 16);
    // Expert's searched pass, its weighted worlds and its moon rollouts.
    assert_beats(Level::Expert, Level::Hard, short, 16);
}

#[test]
#[ignore = "slow in debug builds: run in release (scripts/test does)"]
fn ladder_holds_in_schafkopf() {
    // Matches of four deals: the balance per deal is the measure.
    let short = schafkopf::Rules {
        deals: 4,
        ..schafkopf::Rules::standard()
    };
    assert_beats(Level::Easy, Level::Random, short, 60);
    assert_beats(Level::Normal, Level::Easy, short, 60);
    assert_beats(Level::Hard, Level::Normal, short, 16);
    // Expert's rollouts played as each seat sees the game: a small margin, so many shuffles (about 90 s).
    assert_beats(Level::Expert, Level::Hard, short, 64);
}

#[test]
#[ignore = "slow in debug builds: run in release (scripts/test does)"]
fn ladder_holds_in_dreiwendsch() {
    let short = schafkopf::Rules {
        deals: 3,
        ..schafkopf::Rules::of_variant(schafkopf::Variant::Three)
    };
    assert_beats(Level::Easy, Level::Random, short, 60);
    assert_beats(Level::Normal, Level::Easy, short, 60);
    assert_beats(Level::Hard, Level::Normal, short, 16);
    // Expert's call credits a taken skat for its own searched play; one Expert at a table of Hards, which costs
    // two thirds of Expert, Hard, Expert for about the same margin (about 125 s of CPU).
    assert_seating_beats(1000, &[Level::Expert, Level::Hard, Level::Hard], short, 64);
    let sharp = schafkopf::Rules {
        sharp_cards: true,
        ..short
    };
    assert_beats(Level::Normal, Level::Easy, sharp, 60);
    assert_beats(Level::Hard, Level::Normal, sharp, 16);
}

#[test]
#[ignore = "slow in debug builds: run in release (scripts/test does)"]
fn ladder_holds_in_schafkopf_for_two() {
    // A quick game with little to choose between cards: many shuffles for Normal over Easy's slips.
    let short = schafkopf::Rules {
        deals: 2,
        ..schafkopf::Rules::of_variant(schafkopf::Variant::Two)
    };
    assert_beats(Level::Easy, Level::Random, short, 60);
    assert_beats(Level::Normal, Level::Easy, short, 400);
    assert_beats(Level::Hard, Level::Normal, short, 16);
    // Expert's longer search and its calls simulated over four times the deals.
    assert_beats(Level::Expert, Level::Hard, short, 16);
}
