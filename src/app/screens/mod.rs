//! The game's screens as a `Screen` state; each screen is a plugin that spawns its entities scoped to it.

pub mod loading;
mod match_over;
pub mod setup;
pub mod title;

use bevy::prelude::*;

/// The screen the game shows.
#[derive(States, Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Screen {
    /// Card packs and sounds load, with a progress bar.
    #[default]
    Loading,
    /// The title screen: continue, new game, rules, settings, statistics, quit.
    Title,
    /// Choosing the players, their levels, the match length and the trump rule.
    Setup,
    /// A match at the table.
    Playing,
    /// The match is won: the final scores, then another match.
    MatchOver,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((
        loading::plugin,
        title::plugin,
        setup::plugin,
        match_over::plugin,
    ));
}

/// A fresh match seed: the system's randomness (the browser's `crypto.getRandomValues` on the web), mixed with
/// the moment the player asked for it, so every new match is a different one even if the system has none.
pub fn fresh_seed(time: &Time<Real>, salt: u64) -> u64 {
    let random = getrandom::u64().unwrap_or(0);
    let mut x =
        time.elapsed().as_nanos() as u64 ^ salt.rotate_left(32) ^ random ^ 0x9E37_79B9_7F4A_7C15;
    // SplitMix64's finaliser spreads the bits, so close moments give unrelated seeds.
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}
