//! Wendellhead: the rules engine, computer players and simulator, plus (with the `app` feature) the Bevy game.

pub mod ai;
pub mod bot;
pub mod engine;
pub mod learn;
pub mod sim;

/// The build's version: the crate's version plus the commit it was built from (`0.1.0+abc1234`), as `--version`,
/// the About panel and the saved files say it (`build.rs`; without git, the crate's version alone).
pub const VERSION: &str = env!("WENDELLHEAD_VERSION");

#[cfg(feature = "app")]
pub mod app;
