//! The layout checks of `tests/app_layout.rs` in German, whose lines run longer: every menu, panel and table in
//! the smallest window at the smallest and the largest text size. A binary of its own, since the game's language
//! is the whole process's.
#![cfg(feature = "app")]

#[path = "app_layout.rs"]
mod layout;

/// German's longer lines on the smallest phone, upright and sideways.
const PHONES: &[(u32, u32)] = &[(360, 640), (844, 390)];
const WINDOWS: &[(u32, u32)] = &[(800, 600)];
const SIZES: &[u16] = &[100, 130];
const LAYOUT_LANGUAGE: wendellhead::app::i18n::Language = wendellhead::app::i18n::Language::German;
