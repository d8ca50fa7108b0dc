//! Wendellhead: the rules engine, computer players and simulator, plus (with the `app` feature) the Bevy game.

pub mod ai;
pub mod bot;
pub mod engine;
pub mod sim;

#[cfg(feature = "app")]
pub mod app;
