//! The rules shown right at the table (`tests/app/app_rules_shown/checks.rs`) in German: the skat and its Augen, a
//! wedding's card on its plate, a partner shown by a card, the last trick, the review's words, an undo said. Here,
//! not beside the English checks, since the game's language is the whole process's: these take turns with this
//! binary's other such tests.
#![cfg(feature = "app")]

#[path = "../app/app_rules_shown/checks.rs"]
mod checks;

/// The words the checks expect.
const WORDS: checks::Words = checks::GERMAN;

/// German's tests take turns with this binary's other tests of process-wide words.
fn one_at_a_time() -> Option<std::sync::MutexGuard<'static, ()>> {
    Some(crate::one_at_a_time())
}
