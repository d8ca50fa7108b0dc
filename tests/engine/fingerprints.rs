//! Deal fingerprints (`docs/fairness.md`): the fingerprint is the start of the SHA-256 of the code's text, as
//! anyone can work it out; it reads back in any case and grouping; deals of every game and rule set have their own;
//! and the hands a code deals are the deal's, every card of the deck once.

use crate::common;

use rand::RngExt;
use wendellhead::engine::fingerprint::FingerprintError;
use wendellhead::engine::{
    AnyRules, CardSet, DealCode, Dealt, Fingerprint, Seat, hearts, schafkopf, wendellhead as wh,
    whist,
};

#[test]
fn a_fingerprint_is_the_start_of_the_codes_sha256() {
    // Rule: the fingerprint is the first 12 hex digits of SHA-256 over the code as shown. The digits below were
    // worked out outside the game: `printf %s C4-30JX4-FM | sha256sum` (GNU coreutils) prints 0834b568ee30dbba….
    let code: DealCode = "c4 30jx4 fm".parse().unwrap();
    assert_eq!(
        code.to_string(),
        "C4-30JX4-FM",
        "the text hashed is the code as shown"
    );
    assert_eq!(Fingerprint::of(&code).to_string(), "0834-b568-ee30");
}

#[test]
fn a_fingerprint_reads_back_and_a_wrong_one_is_refused_with_the_reason() {
    let code: DealCode = "C4-30JX4-FM".parse().unwrap();
    let own = Fingerprint::of(&code);
    for text in ["0834-b568-ee30", "0834B568EE30", " 0834 b568 ee30 "] {
        assert_eq!(text.parse::<Fingerprint>(), Ok(own), "{text}");
    }
    assert_eq!(
        "0834-b568-ee3".parse::<Fingerprint>(),
        Err(FingerprintError::Length(11))
    );
    assert_eq!(
        "0834-b568-ee30-1".parse::<Fingerprint>(),
        Err(FingerprintError::Length(13))
    );
    assert_eq!(
        "0834-b568-ee3g".parse::<Fingerprint>(),
        Err(FingerprintError::Letter('g'))
    );
    assert!(
        FingerprintError::Letter('g')
            .to_string()
            .contains("not in a fingerprint")
    );
}

#[test]
fn every_deal_has_its_own_fingerprint_and_its_code_deals_every_card_once() {
    // Rule: the fingerprint commits to one deal: no two of thousands of deals (every game, table size, seed, deal
    // and dealer) share one; and the hands a code deals hold every card of the game's deck once.
    let rules = [
        AnyRules::Wendellhead(wh::Rules::standard(2)),
        AnyRules::Wendellhead(wh::Rules::standard(4)),
        AnyRules::Wendellhead(wh::Rules::standard(5)),
        AnyRules::Whist(whist::Rules::standard()),
        AnyRules::Hearts(hearts::Rules::standard(3)),
        AnyRules::Hearts(hearts::Rules::standard(4)),
        AnyRules::Schafkopf(schafkopf::Rules::standard()),
        AnyRules::Schafkopf(schafkopf::Rules::of_variant(schafkopf::Variant::Three)),
        AnyRules::Schafkopf(schafkopf::Rules::of_variant(schafkopf::Variant::Two)),
    ];
    let mut rng = common::rng(17);
    let mut seen = std::collections::HashMap::new();
    for rules in rules {
        let deals = match rules {
            AnyRules::Schafkopf(r) => r.deals,
            _ => 20,
        };
        for _ in 0..300 {
            let code = DealCode {
                rules,
                seed: rng.random(),
                deal: rng.random_range(0..deals),
                dealer: Seat(rng.random_range(0..rules.players())),
            };
            let print = Fingerprint::of(&code);
            if let Some(other) = seen.insert(print, code) {
                assert_eq!(other, code, "{other} and {code} share {print}");
            }
            let dealt = Dealt::of(&code).unwrap();
            let mut events = Vec::new();
            let game = code.start(&mut events).unwrap();
            let mut all = dealt.rest;
            for &(seat, hand) in &dealt.hands {
                assert_eq!(hand, game.hand(seat), "{code}");
                assert!((all & hand).is_empty(), "{code}: a card dealt twice");
                all |= hand;
            }
            assert_eq!(all, game.deck(), "{code}: every card once");
            assert_ne!(dealt.hands[0].1, CardSet::EMPTY);
        }
    }
    assert_eq!(seen.len(), 9 * 300);
}
