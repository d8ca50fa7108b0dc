//! The tests that start the real program (its command line, the screen reader over AT-SPI under Xvfb), read the
//! sources (the app's files depend on each other without a cycle), or change what is the whole process's: the
//! game's language (the language files, German's layout) and whether its words speak of taps (touch). One test
//! binary (one link), one module per former test file; `cargo test --test process MODULE::` runs one.

#[path = "../common/mod.rs"]
mod common;

mod app_atspi;
mod app_hidden;
mod app_layout_de;
mod app_process;
mod app_rules_shown_de;
mod app_touch;
mod architecture;
mod i18n;

/// The turn of a test that reads or changes the process's language or touch wording: those are one setting for
/// the whole process (the game's words are), so such tests of this binary (the language files, touch, German's
/// layout) run one at a time. Each starts from the process's defaults: words for keys, whatever the test before
/// it left.
#[allow(dead_code)]
fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static TURN: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let turn = TURN.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    #[cfg(feature = "app")]
    wendellhead::app::i18n::set_touch(false);
    turn
}
