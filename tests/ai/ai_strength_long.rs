//! The strength ladder's rungs that need more than CI's time: Expert over Hard in Wendellhead for four and five
//! players, one Expert at a table of Hards. Expert's edge there is about 0.1 Pins a deal at four and 0.04 at five:
//! clear of zero over 64 shuffles on two sets, but only just, so these rungs play 256 shuffles (about 56 minutes of
//! CPU together, 28 on two cores), while CI's whole cold run has about five minutes to spare (`docs/ai.md`,
//! "Wendellhead for three, four and five"; three players, about 0.3 a deal, is in CI's ladder over 64 shuffles).
//! `scripts/test` does not run them (its filter is `ai_strength::`); run them after any change to the search or
//! to Wendellhead's rules with
//! `cargo test --release --no-default-features --test ai ai_strength_long:: -- --ignored`.
//!
//! The shuffles start at 5000: a set not used while Expert's Wendellhead settings were chosen (those were
//! measured on the shuffles from 1000, 2000 and 3000).

use wendellhead::ai::Level;
use wendellhead::engine::wendellhead::Rules;

use super::ai_strength::assert_seating_beats;

/// One Expert and the Hards, for `players` seats.
fn one_expert(players: usize) -> Vec<Level> {
    let mut seating = vec![Level::Hard; players];
    seating[0] = Level::Expert;
    seating
}

#[test]
#[ignore = "about 22 minutes of CPU in release: more than CI's time (see the module's comment)"]
fn expert_beats_hard_at_four_players() {
    assert_seating_beats(5000, &one_expert(4), Rules::short(4), 256);
}

#[test]
#[ignore = "about 34 minutes of CPU in release: more than CI's time (see the module's comment)"]
fn expert_beats_hard_at_five_players() {
    assert_seating_beats(5000, &one_expert(5), Rules::short(5), 256);
}
