//! The app's flow tests: the real plugins headless (no window) through whole matches, saves, undo, replays,
//! reviews, menus, keyboard, screen reader and card decks. One test binary (one link) holding one module per former
//! test file; `cargo test --test app MODULE::` runs one.

#[path = "../common/mod.rs"]
mod common;

mod app_access;
mod app_arrange;
mod app_assets;
mod app_claim;
mod app_daily;
mod app_doubling;
mod app_fairness;
mod app_keyboard;
mod app_lessons;
mod app_menus;
mod app_par;
mod app_record;
mod app_records;
mod app_replay;
mod app_rest;
mod app_review;
mod app_rules_shown;
mod app_saves;
mod app_screen_reader;
mod app_screens;
mod app_table;
mod app_undo;
