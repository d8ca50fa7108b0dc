//! Deal codes (`C4-30JX4-FM`): every code reads back as the deal it was written for, whatever the game, table
//! size, rules, seed, deal and dealer; a replayed code deals exactly the cards, dealer and first decision of that
//! deal in the whole match; and a text that is not a valid code is refused with a message that says why.

use crate::common;

use rand::RngExt;
use wendellhead::engine::code::game_letter;
use wendellhead::engine::{
    AnyEvent, AnyMatch, AnyRules, DealCode, Game, Ruleset, Seat, hearts, schafkopf,
    wendellhead as wh, whist,
};

/// Rule sets of every game and table size, standard and with options changed (match lengths, scoring, house
/// rules), so codes carry every option.
fn rule_sets() -> Vec<AnyRules> {
    let mut sets = Vec::new();
    for players in 2..=5 {
        sets.push(AnyRules::Wendellhead(wh::Rules::standard(players)));
        let mut r = wh::Rules::standard(players);
        r.hand_size = 5;
        r.pins_per_flint = 9;
        r.flints_to_win = 1;
        r.trump = wh::TrumpRule::PerPin;
        sets.push(AnyRules::Wendellhead(r));
    }
    sets.push(AnyRules::Whist(whist::Rules::standard()));
    sets.push(AnyRules::Whist(whist::Rules {
        target: 7,
        honours: true,
        games_to_win: 2,
    }));
    for players in 3..=5 {
        sets.push(AnyRules::Hearts(hearts::Rules::standard(players)));
        let mut r = hearts::Rules::standard(players);
        r.target = 50;
        r.passing = players != 4;
        r.jack_of_diamonds = true;
        r.moon = hearts::Moon::SubtractFromShooter;
        r.kitty = players != 4;
        r.safe_first_trick = false;
        sets.push(AnyRules::Hearts(r));
    }
    for variant in schafkopf::Variant::ALL {
        sets.push(AnyRules::Schafkopf(schafkopf::Rules::of_variant(variant)));
    }
    let mut four = schafkopf::Rules::standard();
    four.mandatory_solos = 1;
    four.values.solo_factor = 2;
    four.values.base = 5;
    sets.push(AnyRules::Schafkopf(four));
    let mut three = schafkopf::Rules::of_variant(schafkopf::Variant::Three);
    three.sharp_cards = true;
    three.skat_to = schafkopf::SkatTo::Forehand;
    three.deals = 6;
    sets.push(AnyRules::Schafkopf(three));
    for rules in &sets {
        rules.playable().expect("a test rule set is playable");
    }
    sets
}

#[test]
fn every_code_reads_back_as_the_deal_it_names() {
    // Rule: a code names the game, its rules, the match seed, the deal's number and the dealer, and nothing is lost
    // between writing and reading it; reading ignores case, dashes and spaces and takes O for 0, I and L for 1.
    let mut rng = common::rng(11);
    let mut checked = 0;
    for rules in rule_sets() {
        for _ in 0..400 {
            let seed = match rng.random_range(0..4u32) {
                0 => rng.random_range(0..1u64 << 24),
                1 => rng.random::<u64>(),
                2 => rng.random_range(0..16),
                _ => u64::MAX - rng.random_range(0..3u64),
            };
            let deals = match rules {
                AnyRules::Schafkopf(r) => r.deals,
                _ => 200,
            };
            let code = DealCode {
                rules,
                seed,
                deal: rng.random_range(0..deals),
                dealer: Seat(rng.random_range(0..rules.players())),
            };
            let text = code.to_string();
            assert_eq!(text.parse::<DealCode>(), Ok(code), "{text}");
            let sloppy = text
                .to_lowercase()
                .replace('-', " ")
                .replace('0', "o")
                .replace('1', "l");
            assert_eq!(sloppy.parse::<DealCode>(), Ok(code), "{sloppy}");
            checked += 1;
        }
    }
    assert!(checked >= 8_000);
}

#[test]
fn codes_of_the_tables_matches_are_short() {
    // Rule: a match started at the table has a seed under 2^24, so with the standard rules its first 16 deals'
    // codes are 10 letters after the game's prefix (shown in two groups of five), none of them seed digits.
    let mut rng = common::rng(12);
    for rules in rule_sets() {
        let standard = rules.to_string_is_standard();
        for deal in 0..16 {
            let code = DealCode {
                rules,
                seed: rng.random_range(0..1u64 << 24),
                deal,
                dealer: Seat(0),
            };
            let text = code.to_string();
            let (prefix, body) = text.split_once('-').unwrap();
            assert_eq!(
                prefix,
                format!("{}{}", game_letter(rules.kind()), rules.players())
            );
            let letters = body.replace('-', "");
            if standard {
                assert!(letters.len() <= 10, "{text}");
                assert_eq!(body.split('-').next().unwrap().len(), 5, "{text}");
            } else {
                assert!(letters.len() <= 22, "{text}");
            }
            assert!(
                letters
                    .chars()
                    .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase())
            );
        }
    }
}

/// Whether the rule set is its game's standard one for the table size (those have the short codes).
trait Standard {
    fn to_string_is_standard(&self) -> bool;
}

impl Standard for AnyRules {
    fn to_string_is_standard(&self) -> bool {
        let standard = match self {
            AnyRules::Wendellhead(r) => AnyRules::Wendellhead(wh::Rules::standard(r.players)),
            AnyRules::Whist(_) => AnyRules::Whist(whist::Rules::standard()),
            AnyRules::Hearts(r) => AnyRules::Hearts(hearts::Rules::standard(r.players)),
            AnyRules::Schafkopf(r) => AnyRules::Schafkopf(schafkopf::Rules::of_variant(r.variant)),
        };
        *self == standard
    }
}

/// Plays whole matches of one game with random choices; at every deal, replays the deal's code and checks that the
/// replay deals the same events (the deck in dealing order, the dealer, the turned card, the pass asked for) and
/// leaves the same hands, turn and decision.
fn replays_match_the_match<G: Game>(
    rules: G::Rules,
    seeds: std::ops::Range<u64>,
    wrap: fn(G) -> AnyMatch,
    wrap_event: fn(G::Event) -> AnyEvent,
    is_deal: fn(&G::Event) -> bool,
) -> u32 {
    let mut deals = 0;
    for seed in seeds {
        let mut rng = common::rng(seed);
        let mut events = Vec::new();
        let mut game = rules.start(seed, &mut events).expect("playable rules");
        loop {
            if let Some(at) = events.iter().position(is_deal) {
                let any = wrap(game.clone());
                let code = DealCode::of(&any);
                let text = code.to_string();
                assert_eq!(text.parse::<DealCode>(), Ok(code));
                let mut replayed = Vec::new();
                let replay = code.start(&mut replayed).expect("the code of a real deal");
                let original: Vec<AnyEvent> =
                    events[at..].iter().cloned().map(wrap_event).collect();
                assert_eq!(
                    replayed, original,
                    "deal {} of seed {seed} ({text})",
                    code.deal
                );
                for s in 0..any.players() {
                    assert_eq!(replay.hand(Seat(s)), any.hand(Seat(s)));
                }
                assert_eq!(replay.to_act(), any.to_act());
                assert_eq!(replay.decision(), any.decision());
                assert_eq!(replay.dealer(), any.dealer());
                assert_eq!(replay.trump(), any.trump());
                assert_eq!(replay.pass_direction(), any.pass_direction());
                assert_eq!(replay.deals(), any.deals());
                deals += 1;
            }
            if game.is_over() {
                break;
            }
            events = common::play_random(&mut game, &mut rng);
        }
    }
    deals
}

#[test]
fn a_replayed_code_deals_that_deal_of_the_match_again() {
    // Rule: replaying a deal's code deals the same cards to the same seats from the same dealer, with the same
    // turned card, pass direction or declaring order as that deal had in the whole match.
    let mut deals = 0;
    for players in 2..=5 {
        let mut r = wh::Rules::standard(players);
        r.flints_to_win = 2;
        deals += replays_match_the_match::<wh::Match>(
            r,
            0..12,
            AnyMatch::Wendellhead,
            AnyEvent::Wendellhead,
            |e| matches!(e, wh::Event::Dealt { .. }),
        );
    }
    deals += replays_match_the_match::<whist::WhistMatch>(
        whist::Rules::standard(),
        0..12,
        AnyMatch::Whist,
        AnyEvent::Whist,
        |e| matches!(e, whist::Event::Dealt { .. }),
    );
    for players in 3..=5 {
        let mut r = hearts::Rules::standard(players);
        r.kitty = players != 4;
        r.target = 60;
        deals += replays_match_the_match::<hearts::HeartsMatch>(
            r,
            0..8,
            AnyMatch::Hearts,
            AnyEvent::Hearts,
            |e| matches!(e, hearts::Event::Dealt { .. }),
        );
    }
    for variant in schafkopf::Variant::ALL {
        deals += replays_match_the_match::<schafkopf::SchafkopfMatch>(
            schafkopf::Rules::of_variant(variant),
            0..6,
            AnyMatch::Schafkopf,
            AnyEvent::Schafkopf,
            |e| matches!(e, schafkopf::Event::Dealt { .. }),
        );
    }
    assert!(deals > 500, "only {deals} deals replayed");
}

#[test]
fn a_written_code_stays_the_same_deal() {
    // Rule: codes are kept and shared, so their format is fixed: this one (written by hand from the layout in
    // `src/engine/code.rs`) is Classic Whist's standard rules, match seed 1234, its first deal, dealt by seat 3.
    let code: DealCode = "C4-30JX4-FM".parse().unwrap();
    assert_eq!(
        code,
        DealCode {
            rules: AnyRules::Whist(whist::Rules::standard()),
            seed: 1234,
            deal: 0,
            dealer: Seat(3),
        }
    );
    assert_eq!(code.to_string(), "C4-30JX4-FM");
}

#[test]
fn bad_codes_are_refused_with_the_reason() {
    // Rule: a text that is not a valid code is refused, and the message says what is wrong.
    let good = DealCode {
        rules: AnyRules::Hearts(hearts::Rules::standard(4)),
        seed: 1_234_567,
        deal: 3,
        dealer: Seat(2),
    }
    .to_string();
    let refused = |text: &str, part: &str| {
        let error = text.parse::<DealCode>().expect_err(text).to_string();
        assert!(error.contains(part), "{text}: {error}");
    };
    refused("", "type a deal code");
    refused("   ", "type a deal code");
    refused("Q4-03K7Q-2MX9H", "game's letter");
    refused("H", "number of players");
    refused("HX-03K7Q", "number of players");
    refused(
        &good.replacen('4', "7", 1),
        "Hearts is played by 3 to 5 players, not 7",
    );
    refused(
        &good.replacen("H4", "C3", 1),
        "Classic Whist is played by 4 players, not 3",
    );
    refused(&good.replacen("H4", "S5", 1), "2, 3 or 4 players, not 5");
    refused(&format!("{good}U"), "not a letter of deal codes");
    refused(&format!("{good}!"), "not a letter of deal codes");
    refused("H4-12", "too short");
    refused(&good[..good.len() - 1], "mistyped");
    refused(&format!("{good}0"), "mistyped");
    // A code for another table size fails its check letters (the prefix is part of what they check).
    refused(&good.replacen("H4", "H5", 1), "mistyped");
    // Every single changed letter and every swap of two neighbours is caught by the check letters.
    let letters: Vec<char> = good.chars().collect();
    let mut tried = 0;
    for i in 3..letters.len() {
        if letters[i] == '-' {
            continue;
        }
        for c in "0123456789ABCDEFGHJKMNPQRSTVWXYZ".chars() {
            if c == letters[i] {
                continue;
            }
            let mut typo = letters.clone();
            typo[i] = c;
            let typo: String = typo.into_iter().collect();
            assert!(typo.parse::<DealCode>().is_err(), "{typo} was read");
            tried += 1;
        }
        if i + 1 < letters.len() && letters[i + 1] != '-' && letters[i + 1] != letters[i] {
            let mut swapped = letters.clone();
            swapped.swap(i, i + 1);
            let swapped: String = swapped.into_iter().collect();
            assert!(swapped.parse::<DealCode>().is_err(), "{swapped} was read");
        }
    }
    assert!(tried > 250);
}

#[test]
fn codes_with_rules_that_cannot_be_played_are_refused() {
    // Rule: a well-formed code whose rules make no playable match (a hand of 0 cards), whose dealer is not at the
    // table, or whose deal lies beyond the match's deals, is refused with the reason, and replays nothing.
    let mut empty_hands = wh::Rules::standard(4);
    empty_hands.hand_size = 0;
    let written = DealCode {
        rules: AnyRules::Wendellhead(empty_hands),
        seed: 5,
        deal: 0,
        dealer: Seat(0),
    }
    .to_string();
    let error = written.parse::<DealCode>().unwrap_err().to_string();
    assert!(error.contains("cannot be played"), "{error}");
    let away = DealCode {
        rules: AnyRules::Whist(whist::Rules::standard()),
        seed: 5,
        deal: 0,
        dealer: Seat(4),
    }
    .to_string();
    let error = away.parse::<DealCode>().unwrap_err().to_string();
    assert!(
        error.contains("dealer who is not at a table of 4"),
        "{error}"
    );
    let beyond = DealCode {
        rules: AnyRules::Schafkopf(schafkopf::Rules::standard()),
        seed: 5,
        deal: 16,
        dealer: Seat(1),
    };
    let error = beyond
        .to_string()
        .parse::<DealCode>()
        .unwrap_err()
        .to_string();
    assert!(error.contains("deal 17 of a match of 16 deals"), "{error}");
    assert!(beyond.start(&mut Vec::new()).is_err());
}

#[test]
fn a_replay_owes_no_solo() {
    // Rule (ours): a deal replayed alone has no match around it, so in Schafkopf with mandatory solos nobody is
    // forced to play one: the first seat may pass.
    let mut rules = schafkopf::Rules::standard();
    rules.mandatory_solos = 4;
    let code = DealCode {
        rules: AnyRules::Schafkopf(rules),
        seed: 9,
        deal: 15,
        dealer: Seat(0),
    };
    let replay = code.start(&mut Vec::new()).unwrap();
    assert!(replay.calls().contains(&wendellhead::engine::Call::Pass));
}
