//! The bot interface: outside programs seated at the table through `sim`, for every game, and damaged bots. One
//! test binary (one link) holding one module per former test file; `cargo test --test bot MODULE::` runs one.

#[path = "../common/mod.rs"]
mod common;

mod bot;
mod bot_damaged;
mod bot_schafkopf;
mod bot_wendellhead;
mod bot_whist;
