//! The rules engine's tests without Bevy: each game's rules, seeded properties over thousands of games, deal codes,
//! claims, par and weighing. One test binary (one link) holding one module per former test file; `cargo test --test
//! engine MODULE::` runs one.

#[path = "../common/mod.rs"]
mod common;

mod card_sets;
mod claim;
mod daily;
mod deal_codes;
mod fingerprints;
mod hand_sort;
mod lessons;
mod par;
mod properties_hearts;
mod properties_schafkopf;
mod properties_schafkopf_variants;
mod properties_wendellhead;
mod properties_whist;
mod rules_hearts;
mod rules_schafkopf;
mod rules_schafkopf_scoring;
mod rules_schafkopf_variants;
mod rules_wendellhead;
mod rules_whist;
mod search_worlds;
mod weigh;
