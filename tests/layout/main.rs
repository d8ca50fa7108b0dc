//! The layout of every screen at every window, phone and text size in English, headless (Bevy's real UI layout, no
//! window): one test binary (one link); the checks are in `app_layout.rs`, which German's layout
//! (`tests/process/app_layout_de.rs`) includes with its own sizes.

#![cfg(feature = "app")]

mod app_layout;
#[path = "../common/app.rs"]
#[allow(dead_code)]
mod common_app;

/// Phones and a tablet (CSS pixels), upright and sideways, whose menus and panels are laid out at text size 100.
const PHONES: &[(u32, u32)] = &[
    (360, 640),
    (390, 844),
    (412, 915),
    (768, 1024),
    (640, 360),
    (844, 390),
];

// The windows, sizes and language the English layout runs in; `tests/process/app_layout_de.rs` includes
// `app_layout.rs` with its own (German, in the smallest window), so the checks read them from their parent module.
const WINDOWS: &[(u32, u32)] = &[
    (800, 600),
    (1280, 720),
    (1280, 800),
    (1920, 1080),
    (2560, 1440),
];
const SIZES: &[u16] = &[100, 130];
/// Phones and a tablet held upright (CSS pixels), laid out tall.
const UPRIGHT: &[(u32, u32)] = &[(360, 640), (390, 844), (412, 915), (768, 1024)];
/// Phones held sideways (CSS pixels), laid out low.
const SIDEWAYS: &[(u32, u32)] = &[(640, 360), (844, 390)];
/// Tablets held sideways (CSS pixels), laid out as a desk's table, checked with the phones for what a tablet
/// playtest found.
const TABLETS_SIDEWAYS: &[(u32, u32)] = &[(1024, 768)];
/// The tests side by side, and one that touches alone.
static TURNS: std::sync::RwLock<()> = std::sync::RwLock::new(());

/// English's tests run side by side: nothing in this binary changes the process's language (German's layout runs
/// in `tests/process/`, taking turns with the other tests that change process-wide settings); only a touch turns
/// the process's words to taps, and a test that touches runs [`alone`].
fn one_at_a_time() -> std::sync::RwLockReadGuard<'static, ()> {
    TURNS.read().unwrap_or_else(|e| e.into_inner())
}

/// A test whose touch turns the process's words to taps runs while no other does.
fn alone() -> std::sync::RwLockWriteGuard<'static, ()> {
    TURNS.write().unwrap_or_else(|e| e.into_inner())
}
const LAYOUT_LANGUAGE: wendellhead::app::i18n::Language = wendellhead::app::i18n::Language::English;
