//! The rules shown right at the table, in English: the checks are in `checks.rs`, which German's
//! (`tests/process/app_rules_shown_de.rs`) includes with its own words, so they read them from this module.
#![cfg(feature = "app")]

mod checks;

/// The words the checks expect.
const WORDS: checks::Words = checks::ENGLISH;

/// English needs no turns: nothing in this binary changes the process's language.
fn one_at_a_time() -> Option<std::sync::MutexGuard<'static, ()>> {
    None
}
