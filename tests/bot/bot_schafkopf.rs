//! The bot interface (`bot/1`, `docs/bots.md`) for Wendish Schafkopf in all three variants: at every decision of
//! every seat of real matches the request built from the match gets a legal, repeatable answer and turns back into
//! exactly the seat's view; damaged requests (a field dropped or mistyped, a card twice or out of play, the wrong
//! turn or hand size, points that do not fit the tricks, a silent solo shown to another seat, a deal the unseen
//! cards cannot fit, garbage) get an error that says why, never a panic.

use crate::common;

use common::bot::{error_of, parse};

use rand::RngExt;
use serde_json::{Value, json};
use wendellhead::ai::Level;
use wendellhead::bot::schafkopf::{Request, request_for};
use wendellhead::bot::{self, Asked, BotGame, Move};
use wendellhead::engine::schafkopf::{
    ContractKind, Rules, SchafkopfMatch, SkatTo, Stage, TRUMP_CLASS, Variant, View,
};
use wendellhead::engine::trick::TrickOrder;
use wendellhead::engine::{Call, Card, CardSet, Decision, Game, Ruleset, Seat};

/// Short matches of every variant and option the bot must understand.
fn rule_sets() -> Vec<Rules> {
    let four = Rules {
        deals: 4,
        ..Rules::of_variant(Variant::Four)
    };
    let three = Rules {
        deals: 3,
        ..Rules::of_variant(Variant::Three)
    };
    vec![
        four,
        // Every seat owes a lust solo: each deal has a forced one.
        Rules {
            mandatory_solos: 1,
            ..four
        },
        // Solos dearer than the defenders pay: balances need not sum to zero.
        Rules {
            values: wendellhead::engine::schafkopf::Values {
                solo_factor: 4,
                ..four.values
            },
            ..four
        },
        three,
        Rules {
            sharp_cards: true,
            ..three
        },
        Rules {
            skat_to: SkatTo::Forehand,
            ..three
        },
        Rules {
            sharp_cards: true,
            skat_to: SkatTo::Forehand,
            ..three
        },
        Rules {
            deals: 2,
            ..Rules::of_variant(Variant::Two)
        },
        // Kontra and Re, Laufende from 3.
        Rules {
            doubling: true,
            laufende: 3,
            ..four
        },
        Rules {
            doubling: true,
            laufende: 2,
            ..three
        },
    ]
}

/// The request of the seat to decide, as a line.
fn request_line(game: &SchafkopfMatch) -> (Seat, Value, String) {
    let seat = game.to_act().expect("the match is on");
    let value = <SchafkopfMatch as BotGame>::request(game, &[], seat).expect("the seat's decision");
    let line = value.to_string();
    (seat, value, line)
}

/// Applies `choice` for `seat`, or says why the engine refuses it.
fn apply(game: &mut SchafkopfMatch, seat: Seat, choice: Move) -> Result<(), String> {
    match choice {
        Move::Play(card) => game.play(seat, card, &mut ()),
        Move::Pass(cards) => game.pass(seat, cards, &mut ()),
        Move::Call(call) => game.declare(seat, call, &mut ()),
    }
    .map_err(|e| e.to_string())
}

/// Counts of what a run of matches asked.
#[derive(Default, Debug)]
struct Tally {
    declare: usize,
    discard: usize,
    play: usize,
    hard: usize,
}

/// Plays `rules` from `seed` with every decision of every seat asked of the bot: each request turns back into
/// exactly the seat's view, the answer is the same twice and legal; the bot's answer is applied, or with `random`
/// a random move (to reach weddings, silent solos and odd calls the computer rarely makes).
fn play_asking(rules: Rules, seed: u64, random: bool, hard_every: usize, counts: &mut Tally) {
    let mut game = rules.start(seed, &mut ()).expect("rules valid");
    let mut rng = common::rng(seed);
    let mut k = 0usize;
    while game.to_act().is_some() {
        let (seat, value, line) = request_line(&game);
        let position = <SchafkopfMatch as BotGame>::position(value.clone())
            .unwrap_or_else(|e| panic!("a real request is accepted ({e}): {line}"));
        assert_eq!(
            position.view,
            game.view(seat),
            "the request turns back into the seat's view: {line}"
        );
        let reread: Request = serde_json::from_str(&line).expect("the request reads back");
        assert_eq!(Some(reread), request_for(&game, seat));
        match (&position.ask, game.decision()) {
            (Asked::Declare(calls), Some(Decision::Declare { .. })) => {
                assert_eq!(calls, &game.calls(), "the calls offered: {line}");
                counts.declare += 1;
            }
            (Asked::Discard(2), Some(Decision::Discard { .. })) => counts.discard += 1,
            (Asked::Play, Some(Decision::PlayCard { .. })) => counts.play += 1,
            (asked, decision) => panic!("{asked:?} asked for {decision:?}: {line}"),
        }
        k += 1;
        let level = if hard_every > 0 && k.is_multiple_of(hard_every) {
            counts.hard += 1;
            Level::Hard
        } else {
            Level::Normal
        };
        let answer = bot::answer(&line, level);
        assert_eq!(
            answer,
            bot::answer(&line, level),
            "the same request, the same answer"
        );
        let choice = bot::read_answer::<SchafkopfMatch>(&answer, &position.ask)
            .unwrap_or_else(|e| panic!("the answer reads ({e}): {answer} to {line}"));
        let mut trial = game;
        apply(&mut trial, seat, choice)
            .unwrap_or_else(|e| panic!("the answer {answer} is legal ({e}): {line}"));
        if random {
            common::play_random(&mut game, &mut rng);
        } else {
            game = trial;
        }
    }
}

/// Rule: every decision of every seat (declaring, the skat, laying away, every card) in every variant and option
/// is answered legally from the request alone, the same each time, and the request is exactly the seat's view.
#[test]
fn every_decision_of_every_variant_is_answered_legally_from_exactly_the_seats_view() {
    let mut counts = Tally::default();
    for (i, rules) in rule_sets().into_iter().enumerate() {
        for seed in 0..2u64 {
            play_asking(rules, seed * 101 + i as u64, false, 0, &mut counts);
        }
    }
    assert!(counts.declare > 100, "{counts:?}");
    assert!(counts.discard > 0, "{counts:?}");
    assert!(counts.play > 500, "{counts:?}");
}

/// Rule: the odd calls too (weddings calling any card or the first foreign trick, silent solos, the skat taken
/// with weak hands) give requests that are the seat's view and get legal answers.
#[test]
fn random_play_reaching_weddings_and_silent_solos_is_answered_from_exactly_the_seats_view() {
    let mut counts = Tally::default();
    for (i, rules) in rule_sets().into_iter().enumerate() {
        for seed in 0..3u64 {
            play_asking(rules, 7000 + seed * 13 + i as u64, true, 0, &mut counts);
        }
    }
    assert!(counts.play > 500, "{counts:?}");
}

/// Rule: the Hard level answers from the request too, legally and the same each time (a sample of its decisions).
#[test]
fn the_hard_bot_answers_a_sample_of_decisions_legally_and_the_same_each_time() {
    let mut counts = Tally::default();
    for rules in rule_sets().into_iter().step_by(3) {
        let rules = Rules { deals: 1, ..rules };
        play_asking(rules, 5, false, 5, &mut counts);
    }
    assert!(counts.hard >= 10, "{counts:?}");
}

/// A game of `rules` from `seed` played at random until `stop` holds.
fn reach(
    rules: Rules,
    seed: u64,
    stop: impl Fn(&SchafkopfMatch) -> bool,
) -> Option<SchafkopfMatch> {
    let mut game = rules.start(seed, &mut ()).ok()?;
    let mut rng = common::rng(seed);
    while game.to_act().is_some() {
        if stop(&game) {
            return Some(game);
        }
        common::play_random(&mut game, &mut rng);
    }
    None
}

/// A request of each variant in mid-play: seat to play after a few tricks.
fn mid_play(variant: Variant) -> (SchafkopfMatch, Request) {
    let rules = Rules {
        deals: 2,
        ..Rules::of_variant(variant)
    };
    let game = (0..50)
        .find_map(|seed| {
            reach(rules, seed, |g| {
                g.stage() == Stage::Playing && g.history().len() >= 2 && !g.trick().is_empty()
            })
        })
        .expect("a game in mid-play");
    let seat = game.to_act().expect("on");
    let request = request_for(&game, seat).expect("its decision");
    (game, request)
}

/// The error for a request given as JSON.
fn error_for(value: &Value) -> String {
    error_of(&bot::answer(&value.to_string(), Level::Normal))
}

/// Rule: a request's fields are all there, of their types, none unknown; otherwise the error names the problem.
#[test]
fn a_field_dropped_mistyped_or_unknown_gets_an_error_naming_it() {
    for variant in Variant::ALL {
        let (_, request) = mid_play(variant);
        let good = serde_json::to_value(&request).unwrap();
        assert!(
            parse(&bot::answer(&good.to_string(), Level::Normal))["play"].is_string(),
            "{good}"
        );
        for field in [
            "hand", "points", "my_call", "contract", "sides", "balance", "dealer",
        ] {
            let mut bad = good.clone();
            bad.as_object_mut().unwrap().remove(field);
            let message = error_for(&bad);
            assert!(
                message.contains("missing field") && message.contains(field),
                "{field}: {message}"
            );
        }
        let mut bad = good.clone();
        bad["seat"] = json!("one");
        assert!(error_for(&bad).contains("invalid type"));
        let mut bad = good.clone();
        bad["peek"] = json!(true);
        assert!(error_for(&bad).contains("unknown field"));
        let mut bad = good.clone();
        bad["rules"]["cheat"] = json!(1);
        assert!(error_for(&bad).contains("unknown field"));
        let mut bad = good.clone();
        bad["variant"] = json!("five");
        assert!(error_for(&bad).contains("unknown variant"));
        let mut bad = good.clone();
        bad["players"] = json!(5);
        assert!(error_for(&bad).contains("\"players\""));
    }
}

/// Rule: every card once, in the pack: a card twice, a card also in a trick, a card out of play (Dreiwendsch with
/// sharp cards has no 7), a wrong hand size.
#[test]
fn cards_twice_out_of_play_or_a_wrong_hand_size_get_an_error() {
    for variant in Variant::ALL {
        let (_, request) = mid_play(variant);
        let mut twice = request.clone();
        twice.hand.push(twice.hand[0]);
        assert!(error_for(&serde_json::to_value(&twice).unwrap()).contains("twice"));
        let mut short = request.clone();
        short.hand.pop();
        let message = error_for(&serde_json::to_value(&short).unwrap());
        assert!(
            message.contains("should hold") || message.contains("\"hand\""),
            "{message}"
        );
        let mut doubled = request.clone();
        let last = doubled.tricks.len() - 1;
        doubled.tricks[last].cards[0] = request.hand[0];
        let message = error_for(&serde_json::to_value(&doubled).unwrap());
        assert!(message.contains("also in the hand"), "{message}");
    }
    let rules = Rules {
        sharp_cards: true,
        deals: 1,
        ..Rules::of_variant(Variant::Three)
    };
    let game = reach(rules, 3, |g| g.stage() == Stage::Playing).expect("a sharp deal");
    let mut request = request_for(&game, game.to_act().unwrap()).unwrap();
    request.hand[0] = common::card("7C");
    let message = error_for(&serde_json::to_value(&request).unwrap());
    assert!(message.contains("not in play"), "{message}");
}

/// Rule: the seat deciding is the seat whose turn it is, at the table; the dealer and deal are the match's.
#[test]
fn the_wrong_seat_or_turn_gets_an_error() {
    for variant in Variant::ALL {
        let (_, request) = mid_play(variant);
        let n = variant.players();
        let mut other = request.clone();
        other.seat = (request.seat + 1) % n;
        let message = error_for(&serde_json::to_value(&other).unwrap());
        assert!(
            ["turn", "\"hand\"", "follow", "taker"]
                .iter()
                .any(|w| message.contains(w)),
            "{message}"
        );
        let mut away = request.clone();
        away.seat = 7;
        assert!(error_for(&serde_json::to_value(&away).unwrap()).contains("not at a table"));
        let mut dealer = request.clone();
        dealer.dealer = (request.dealer + 1) % n;
        let message = error_for(&serde_json::to_value(&dealer).unwrap());
        assert!(
            message.contains("leads the deal") || message.contains("calls"),
            "{message}"
        );
        let mut deal = request.clone();
        deal.deal = 99;
        assert!(error_for(&serde_json::to_value(&deal).unwrap()).contains("\"deal\""));
    }
}

/// Rule: points, tricks won, balances and solos are what the tricks and the match allow.
#[test]
fn points_tricks_and_balances_that_do_not_fit_get_an_error() {
    for variant in Variant::ALL {
        let (_, request) = mid_play(variant);
        let mut points = request.clone();
        points.points[0] += 10;
        assert!(error_for(&serde_json::to_value(&points).unwrap()).contains("\"points\""));
        let mut won = request.clone();
        won.tricks_won[1] += 1;
        assert!(error_for(&serde_json::to_value(&won).unwrap()).contains("\"tricks_won\""));
        let mut balance = request.clone();
        balance.balance[0] += 1;
        assert!(error_for(&serde_json::to_value(&balance).unwrap()).contains("\"balance\""));
        let mut solos = request.clone();
        solos.solos[0] += 5;
        assert!(error_for(&serde_json::to_value(&solos).unwrap()).contains("\"solos\""));
        let mut sides = request.clone();
        sides.sides[0] = match sides.sides[0] {
            None => Some(wendellhead::bot::schafkopf::Side::Declarer),
            Some(_) => None,
        };
        let message = error_for(&serde_json::to_value(&sides).unwrap());
        assert!(message.contains("\"sides\""), "{message}");
    }
}

/// Rule 6 (b): a silent solo looks like a normal game to the others until both black queens come from one hand;
/// a request showing it to another seat earlier is not a view that can happen.
#[test]
fn a_silent_solo_shown_to_another_seat_too_early_gets_an_error() {
    let rules = Rules {
        deals: 1,
        ..Rules::standard()
    };
    let mut found = 0;
    for seed in 0..400 {
        let mut game = rules.start(seed, &mut ()).expect("valid");
        let mut rng = common::rng(seed);
        // Declare a silent solo whenever it is offered.
        while game.stage() == Stage::Declaring {
            let seat = game.to_act().unwrap();
            if game.calls().contains(&Call::SilentSolo) {
                game.declare(seat, Call::SilentSolo, &mut ()).unwrap();
            } else {
                game.declare(seat, Call::Pass, &mut ()).unwrap();
            }
        }
        let Some(contract) = game
            .contract()
            .filter(|c| c.kind == ContractKind::SilentSolo)
        else {
            continue;
        };
        let soloist = contract.declarer;
        while game.to_act().is_some_and(|s| s == soloist) {
            common::play_random(&mut game, &mut rng);
        }
        let Some(seat) = game.to_act() else { continue };
        let mut request = request_for(&game, seat).expect("a defender's play");
        let shown = request.contract.expect("declared");
        assert_eq!(
            shown.kind,
            ContractKind::Normal,
            "a normal game to the others"
        );
        assert!(
            bot::answer(&serde_json::to_string(&request).unwrap(), Level::Normal).contains("play")
        );
        request.contract = Some(wendellhead::bot::schafkopf::RequestContract {
            kind: ContractKind::SilentSolo,
            declarer: Some(soloist.0),
            ..shown
        });
        let message = error_for(&serde_json::to_value(&request).unwrap());
        assert!(message.contains("silent solo"), "{message}");
        found += 1;
        if found == 3 {
            break;
        }
    }
    assert!(found > 0, "a silent solo was declared");
}

/// Rule 2 (following, trumps one class): a hand that leaves the unseen cards nowhere to go (another seat has
/// shown it has none of a suit the unseen cards are full of) is not a view that can happen.
#[test]
fn a_view_no_deal_of_the_unseen_cards_fits_gets_an_error() {
    let rules = Rules {
        deals: 1,
        ..Rules::standard()
    };
    let mut found = 0;
    'seeds: for seed in 0..300 {
        let mut game = rules.start(seed, &mut ()).expect("valid");
        let mut rng = common::rng(seed);
        while game.to_act().is_some() {
            if game.stage() == Stage::Playing {
                let seat = game.to_act().unwrap();
                let view = game.view(seat);
                if let Some(bad) = starved(&game, &view) {
                    let message = error_for(&serde_json::to_value(&bad).unwrap());
                    assert!(message.contains("no deal of the unseen cards"), "{message}");
                    found += 1;
                    continue 'seeds;
                }
            }
            common::play_random(&mut game, &mut rng);
        }
    }
    assert!(found >= 3, "found {found}");
}

/// The seat's request with one card of its hand swapped for an unseen card of a class that the other seats,
/// all of them, have shown they lack (so that card has nowhere to be), if there is one.
fn starved(game: &SchafkopfMatch, view: &View) -> Option<Request> {
    let order = view.order();
    let me = view.seat.index();
    let seen = view.hand | view.played() | view.trick.to_set();
    let unseen = view.rules.deck() - seen;
    let class = (0..=TRUMP_CLASS).find(|&c| {
        (0..4).all(|s| s == me || view.voids[s] & (1 << c) != 0) && view.voids[me] & (1 << c) == 0
    })?;
    let queens = |c: Card| c.rank() == wendellhead::engine::Rank::Queen;
    let give = view
        .hand
        .iter()
        .find(|&c| order.class_of(c) == class && !queens(c) && !view.trick.to_set().contains(c))?;
    let take = unseen.iter().find(|&c| {
        order.class_of(c) != class && !queens(c) && view.voids[me] & (1 << order.class_of(c)) == 0
    })?;
    let mut request = request_for(game, view.seat)?;
    let mut hand: CardSet = request.hand.iter().copied().collect();
    hand.remove(give);
    hand.insert(take);
    request.hand = hand.to_vec();
    Some(request)
}

/// Rules: a discard names two cards of the hand; a call is one of those offered, spelt as the log spells calls;
/// Dreiwendsch's taker is asked to lay away, then to name the trump with the skat and discard in its request.
#[test]
fn the_skat_taker_lays_away_and_names_the_trump_and_calls_are_spelt_as_the_log_spells_them() {
    let rules = Rules {
        deals: 1,
        ..Rules::of_variant(Variant::Three)
    };
    let mut game = rules.start(1, &mut ()).expect("valid");
    let seat = game.to_act().unwrap();
    game.declare(seat, Call::TakeSkat, &mut ()).unwrap();
    let request = request_for(&game, seat).expect("the discard");
    assert_eq!(request.ask, bot::Ask::Discard);
    assert_eq!(request.hand.len(), 12);
    assert_eq!(request.skat.as_ref().map(Vec::len), Some(2));
    assert!(request.discard.is_none());
    let line = serde_json::to_string(&request).unwrap();
    assert!(
        line.contains("{\"seat\":") && line.contains("\"call\":\"take_skat\""),
        "{line}"
    );
    let answer = parse(&bot::answer(&line, Level::Normal));
    let cards: Vec<Card> = serde_json::from_value(answer["pass"].clone()).expect("two cards");
    game.pass(seat, cards.into_iter().collect(), &mut ())
        .unwrap();
    let request = request_for(&game, seat).expect("the trump");
    assert_eq!(request.discard.as_ref().map(Vec::len), Some(2));
    let answer = parse(&bot::answer(
        &serde_json::to_string(&request).unwrap(),
        Level::Normal,
    ));
    assert_eq!(answer["call"], "solo", "{answer}");
    assert!(answer["trump"].is_string(), "{answer}");
    // The others see neither the skat nor the discard.
    let mut peek = request.clone();
    peek.seat = (seat.0 + 1) % 3;
    peek.skat = None;
    peek.discard = None;
    assert!(error_for(&serde_json::to_value(&peek).unwrap()).contains("taker"));
    // Answers are read back as the log spells calls.
    for (text, call) in [
        ("{\"call\":\"pass\"}", Call::Pass),
        (
            "{\"call\":\"solo\",\"trump\":\"H\"}",
            Call::Solo(wendellhead::engine::Suit::Hearts),
        ),
        (
            "{\"call\":\"wedding\",\"card\":\"AC\"}",
            Call::Wedding(Some(common::card("AC"))),
        ),
        (
            "{\"call\":\"wedding\",\"card\":\"first_trick\"}",
            Call::Wedding(None),
        ),
        ("{\"call\":\"silent_solo\"}", Call::SilentSolo),
        ("{\"call\":\"take_skat\"}", Call::TakeSkat),
    ] {
        let asked = Asked::Declare(vec![call]);
        assert_eq!(
            bot::read_answer::<SchafkopfMatch>(text, &asked),
            Ok(Move::Call(call))
        );
        assert_eq!(
            <SchafkopfMatch as BotGame>::call_json(call).to_string(),
            text
        );
    }
    for bad in [
        "{\"call\":\"solo\"}",
        "{\"call\":\"solo\",\"trump\":\"X\"}",
        "{\"call\":\"pass\",\"x\":1}",
        "{\"call\":7}",
    ] {
        assert!(
            bot::read_answer::<SchafkopfMatch>(bad, &Asked::Declare(vec![Call::Pass])).is_err(),
            "{bad}"
        );
    }
}

/// Rule: anything at all on a line gets a JSON answer, an error for what is not a possible view, never a panic:
/// garbage, a very long line, and every field of real requests replaced by values of every type or dropped.
#[test]
fn garbage_long_lines_and_every_field_damaged_get_an_error_never_a_panic() {
    for line in [
        "",
        "{",
        "[]",
        "null",
        "42",
        "\"x\"",
        "{}",
        "\u{0}\u{1}",
        "{\"format\":\"bot/1\",\"game\":\"schafkopf\"}",
    ] {
        assert!(
            !error_of(&bot::answer(line, Level::Normal)).is_empty(),
            "{line}"
        );
    }
    let long = format!(
        "{{\"format\":\"bot/1\",\"pad\":\"{}\"}}",
        "x".repeat(bot::MAX_LINE + 1)
    );
    assert!(error_of(&bot::answer(&long, Level::Normal)).contains("at most"));
    let weird = [
        json!(null),
        json!(0),
        json!(-1),
        json!(300),
        json!(1e12),
        json!("QC"),
        json!([]),
        json!(["QC", "QC"]),
        json!({}),
        json!(true),
        json!([null, 1, "x"]),
    ];
    let mut rng = common::rng(9);
    for variant in Variant::ALL {
        let (_, request) = mid_play(variant);
        let good = serde_json::to_value(&request).unwrap();
        let keys: Vec<String> = good.as_object().unwrap().keys().cloned().collect();
        for key in &keys {
            for value in &weird {
                let mut bad = good.clone();
                bad[key.as_str()] = value.clone();
                let answer = parse(&bot::answer(&bad.to_string(), Level::Normal));
                assert!(
                    answer.get("error").is_some() || answer.get("play").is_some(),
                    "{answer}"
                );
            }
            // Inside arrays and objects too.
            if let Some(items) = good[key.as_str()].as_array() {
                for i in 0..items.len() {
                    let mut bad = good.clone();
                    bad[key.as_str()][i] = weird[rng.random_range(0..weird.len())].clone();
                    let answer = parse(&bot::answer(&bad.to_string(), Level::Normal));
                    assert!(answer.is_object(), "{answer}");
                }
            }
        }
    }
}

/// Rule: `sim --bot LEVEL --game schafkopf` answers line by line as the library does, and goes on after bad input.
#[test]
fn sim_bot_answers_schafkopf_line_by_line_and_goes_on_after_bad_input() {
    let (_, request) = mid_play(Variant::Three);
    let good = serde_json::to_string(&request).unwrap();
    let input = format!("{good}\nnot json\n{good}\n");
    let out = common::bot::sim_bot(&["--bot", "normal", "--game", "schafkopf"], &input);
    let lines: Vec<&str> = out.iter().map(String::as_str).collect();
    let text = out.join("\n");
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[0], bot::answer(&good, Level::Normal));
    assert!(error_of(lines[1]).contains("not valid JSON"));
    assert_eq!(lines[0], lines[2]);
}

/// Rule: with the doubling option a play request names the doubles said (`"kontra"`, `"re"`), the bot may answer
/// one the seat is offered instead of a card (`{"call":"kontra"}`), and is then asked again for its card; a double
/// the rules do not allow in a request gets an error.
#[test]
fn doubles_are_in_the_request_and_may_answer_a_play_request() {
    let rules = Rules {
        doubling: true,
        laufende: 3,
        deals: 4,
        ..Rules::of_variant(Variant::Four)
    };
    let (mut answered, mut heard) = (0, 0);
    let mut refused = None;
    for seed in 0..40 {
        let mut game = rules.start(seed, &mut ()).expect("valid");
        while game.to_act().is_some() {
            let (seat, value, line) = request_line(&game);
            let position = <SchafkopfMatch as BotGame>::position(value.clone())
                .unwrap_or_else(|e| panic!("a real request is accepted ({e}): {line}"));
            if value.get("kontra").is_some() {
                heard += 1;
                // The same request without the option is no possible view.
                let mut damaged = value.clone();
                damaged["rules"]
                    .as_object_mut()
                    .expect("rules")
                    .remove("doubling");
                refused.get_or_insert_with(|| error_for(&damaged));
            }
            let answer = bot::answer(&line, Level::Normal);
            let choice = bot::read_answer::<SchafkopfMatch>(&answer, &position.ask)
                .unwrap_or_else(|e| panic!("the answer reads ({e}): {answer}"));
            if let Move::Call(call @ (Call::Kontra | Call::Re)) = choice {
                assert_eq!(position.ask, Asked::Play);
                assert_eq!(game.double_offered(), Some(call), "{line}");
                answered += 1;
            }
            apply(&mut game, seat, choice).unwrap_or_else(|e| panic!("{answer} is legal ({e})"));
        }
    }
    assert!(
        answered > 0 && heard > 0,
        "answered {answered}, heard {heard}"
    );
    let why = refused.expect("a request with a Kontra");
    assert!(why.contains("doubling"), "{why}");
    let call = bot::read_answer::<SchafkopfMatch>(r#"{"call":"re"}"#, &Asked::Play);
    assert_eq!(call, Ok(Move::Call(Call::Re)));
}
