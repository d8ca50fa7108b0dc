//! The layout checks of `tests/layout/app_layout.rs` in German, whose lines run longer: every menu, panel and table
//! in the smallest window at the smallest and the largest text size. Here, not beside the English layout, since the
//! game's language is the whole process's: these take turns with this binary's other such tests.
#![cfg(feature = "app")]

#[path = "../layout/app_layout.rs"]
pub(crate) mod layout;

/// German's longer lines on the smallest phone, upright and sideways.
const PHONES: &[(u32, u32)] = &[(360, 640), (844, 390)];
const WINDOWS: &[(u32, u32)] = &[(800, 600)];
const SIZES: &[u16] = &[100, 130];
/// German's longer lines on the smallest phone upright and sideways.
const UPRIGHT: &[(u32, u32)] = &[(360, 640)];
const SIDEWAYS: &[(u32, u32)] = &[(640, 360)];
/// The tablet held sideways is English's concern alone (the German words are the phones').
const TABLETS_SIDEWAYS: &[(u32, u32)] = &[];
/// The person's moves, as the other app tests make them.
use crate::common::app as common_app;

/// The language is the whole process's, and building an app sets it to the system's a moment before its settings
/// say German: a test building its app beside another's menus turned them English (seen failing). German's tests
/// take turns with each other and with this binary's other tests of process-wide words.
fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    crate::one_at_a_time()
}

/// A test that touches takes its turn as every other here does.
fn alone() -> std::sync::MutexGuard<'static, ()> {
    crate::one_at_a_time()
}
const LAYOUT_LANGUAGE: wendellhead::app::i18n::Language = wendellhead::app::i18n::Language::German;
