//! The computer players and the headless simulator: each game's AI, the strength ladder (ignored in debug;
//! scripts/test runs it in release; its long rungs, `ai_strength_long`, are run by hand) and the `sim` program.
//! One test binary (one link) holding one module per former test file; `cargo test --test ai MODULE::` runs one.

#[path = "../common/mod.rs"]
mod common;

mod ai;
mod ai_hearts;
mod ai_schafkopf;
mod ai_schafkopf_doubling;
mod ai_schafkopf_variants;
mod ai_strength;
mod ai_strength_long;
mod ai_whist;
mod sim;
mod sim_seat_bot;
