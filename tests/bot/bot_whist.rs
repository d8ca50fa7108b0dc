//! The bot interface for Classic Whist (`bot/1`, `docs/bots.md`): every seat's request at every decision of real
//! matches turns back into exactly that seat's view and gets a legal, repeatable answer; requests that are not a
//! possible view (damaged fields, cards twice or where they cannot be, the wrong turn, inconsistent scores,
//! garbage) get an error saying why, never a panic.

use crate::common;

use common::bot::{parse, refused};

use rand::RngExt;
use serde_json::{Value, json};
use wendellhead::ai::Level;
use wendellhead::bot::whist::{Request, request_for};
use wendellhead::bot::{self, BotGame, RequestTrick};
use wendellhead::engine::whist::{Event, Rules, View, WhistMatch};
use wendellhead::engine::{Card, CardSet, Seat};

/// The rule options the bot must understand: the short game, and long whist with honours played as a rubber.
fn rule_sets() -> Vec<Rules> {
    vec![
        Rules::standard(),
        Rules {
            target: 7,
            honours: true,
            games_to_win: 2,
        },
        Rules {
            target: 1,
            honours: true,
            games_to_win: 1,
        },
    ]
}

/// The seat's view as a request can carry it: the request has no deal number, and the last trick of an earlier
/// hand is not part of this hand's tricks.
fn as_sent(mut view: View) -> View {
    view.deals = 1;
    if view.tricks == [0, 0] {
        view.last_trick = None;
    }
    view
}

/// Plays a match from `seed`, calling `at` with every decision's request; the card played is the bot's answer
/// or, half the time, a random legal card (so that voids and odd positions come up). Returns the decisions.
fn play_match(
    rules: Rules,
    seed: u64,
    max_decisions: usize,
    mut at: impl FnMut(&WhistMatch, Seat, &Request, Option<Card>),
) -> usize {
    let mut events: Vec<Event> = Vec::new();
    let mut game = WhistMatch::new(rules, seed, &mut events).expect("valid rules");
    let mut rng = common::rng(seed);
    let mut decisions = 0;
    while let Some(seat) = game.to_act() {
        if decisions >= max_decisions {
            break;
        }
        let request = request_for(&game, &events, seat).expect("the seat to act has a request");
        let line = serde_json::to_string(&request).expect("a request serializes");
        let level = if decisions % 11 == 5 {
            Level::Hard
        } else {
            Level::Normal
        };
        let answer = bot::answer(&line, level);
        let card = serde_json::from_value::<Card>(parse(&answer)["play"].clone()).ok();
        at(&game, seat, &request, card);
        let legal = game.legal_moves();
        let card = match card {
            Some(card) if rng.random::<bool>() => card,
            _ => legal
                .nth(rng.random_range(0..legal.len() as u32) as usize)
                .expect("a legal card"),
        };
        game.play(seat, card, &mut events).expect("legal");
        decisions += 1;
    }
    decisions
}

/// The strongest check of the request's shape: at every decision of every seat, in every rule set, the request
/// the seat sends turns back into exactly its view (apart from the deal number and the last trick of an earlier
/// hand, which a request does not carry), and the bot answers it with a legal card, the same one each time.
#[test]
fn every_request_of_real_matches_is_the_seats_view_and_gets_a_legal_repeatable_answer() {
    let mut asked = 0;
    for (i, rules) in rule_sets().into_iter().enumerate() {
        for seed in 0..3u64 {
            asked += play_match(
                rules,
                seed * 17 + i as u64,
                700,
                |game, seat, request, card| {
                    let line = serde_json::to_string(request).unwrap();
                    let value: Value = serde_json::from_str(&line).unwrap();
                    let position = WhistMatch::position(value)
                        .unwrap_or_else(|e| panic!("a real request is accepted ({e}): {line}"));
                    assert_eq!(position.view, as_sent(game.view(seat)), "{line}");
                    let card = card.unwrap_or_else(|| panic!("an answer to {line}"));
                    assert!(game.legal_moves().contains(card), "{card} is legal: {line}");
                    assert_eq!(
                        bot::answer(&line, Level::Normal),
                        bot::answer(&line, Level::Normal),
                        "the same request, the same answer"
                    );
                },
            );
        }
    }
    assert!(asked > 2000, "the bot was asked {asked} times");
}

/// The request of seat to act once `plays` cards of the first hand are played (random play from `seed`).
fn request_after(seed: u64, plays: usize) -> (WhistMatch, Request) {
    let mut events = Vec::new();
    let mut game = WhistMatch::new(Rules::standard(), seed, &mut events).expect("valid");
    let mut rng = common::rng(seed);
    for _ in 0..plays {
        events.extend(common::play_random(&mut game, &mut rng));
    }
    let seat = game.to_act().expect("on");
    let request = request_for(&game, &events, seat).expect("a request");
    (game, request)
}

/// A request mid-hand whose deciding seat is neither the dealer nor next to play after it, so that a damaged
/// field is the first thing the checks meet.
fn a_request() -> Request {
    (0..)
        .map(|seed| request_after(seed, 14).1)
        .find(|r| r.seat != r.dealer && (r.seat + 1) % 4 != r.dealer)
        .expect("some seed")
}

/// `request` with its JSON changed by `edit`.
fn edited(request: &Request, edit: impl FnOnce(&mut Value)) -> String {
    let mut value = serde_json::to_value(request).unwrap();
    edit(&mut value);
    value.to_string()
}

/// Every request is checked: a field dropped, a wrong type, an unknown field (also among the rules), a card
/// twice or in two places, a card that is not a card, the wrong seat or turn, the wrong hand size, tricks won,
/// scores or games that do not fit, a trump that is not the turn-up's, the wrong table size or ask, and a trick
/// led by the wrong seat each get an error naming what is wrong.
#[test]
fn damaged_requests_get_an_error_saying_why() {
    let good = a_request();
    let line = serde_json::to_string(&good).unwrap();
    assert!(parse(&bot::answer(&line, Level::Normal))["play"].is_string());
    let other_side = (good.seat as usize + 1) % 2;
    let cases: Vec<(String, &str)> = vec![
        (
            edited(&good, |v| {
                v.as_object_mut().unwrap().remove("score");
            }),
            "missing field `score`",
        ),
        (edited(&good, |v| v["seat"] = json!("1")), "invalid type"),
        (edited(&good, |v| v["peek"] = json!(true)), "unknown field"),
        (
            edited(&good, |v| v["rules"]["peek"] = json!(true)),
            "unknown field",
        ),
        (
            edited(&good, |v| v["rules"]["games_to_win"] = json!(3)),
            "\"rules\"",
        ),
        (
            edited(&good, |v| v["hand"][0] = json!("1C")),
            "not a bot/1 request",
        ),
        (
            serde_json::to_string(&Request {
                hand: [good.hand.clone(), vec![good.hand[0]]].concat(),
                ..good.clone()
            })
            .unwrap(),
            "twice",
        ),
        (
            serde_json::to_string(&Request {
                hand: good.hand[1..].to_vec(),
                ..good.clone()
            })
            .unwrap(),
            "should hold",
        ),
        (
            serde_json::to_string(&Request {
                seat: (good.seat + 1) % 4,
                ..good.clone()
            })
            .unwrap(),
            "turn",
        ),
        (
            serde_json::to_string(&Request {
                seat: 9,
                ..good.clone()
            })
            .unwrap(),
            "not at a table",
        ),
        (
            serde_json::to_string(&Request {
                dealer: 4,
                ..good.clone()
            })
            .unwrap(),
            "\"dealer\"",
        ),
        (
            serde_json::to_string(&Request {
                players: 3,
                ..good.clone()
            })
            .unwrap(),
            "4 players",
        ),
        (
            serde_json::to_string(&Request {
                ask: bot::Ask::Pass,
                ..good.clone()
            })
            .unwrap(),
            "only \"play\"",
        ),
        (
            serde_json::to_string(&Request {
                trump: wendellhead::engine::Suit::ALL
                    .into_iter()
                    .find(|&s| s != good.trump)
                    .unwrap(),
                ..good.clone()
            })
            .unwrap(),
            "\"trump\"",
        ),
        (
            serde_json::to_string(&Request {
                tricks_won: vec![good.tricks_won[1], good.tricks_won[0] + 1],
                ..good.clone()
            })
            .unwrap(),
            "\"tricks_won\"",
        ),
        (
            serde_json::to_string(&Request {
                score: vec![0, 0, 0],
                ..good.clone()
            })
            .unwrap(),
            "one number per side",
        ),
        (
            serde_json::to_string(&Request {
                score: {
                    let mut s = good.score.clone();
                    s[other_side] = good.rules.target;
                    s
                },
                ..good.clone()
            })
            .unwrap(),
            "\"score\"",
        ),
        (
            serde_json::to_string(&Request {
                games: vec![0, 1],
                ..good.clone()
            })
            .unwrap(),
            "\"games\"",
        ),
        (
            serde_json::to_string(&Request {
                tricks: {
                    let mut t = good.tricks.clone();
                    t[0].leader = (t[0].leader + 1) % 4;
                    t
                },
                ..good.clone()
            })
            .unwrap(),
            "leads the deal",
        ),
    ];
    for (request, why) in cases {
        refused(&request, why);
    }
    // A card played to a trick that is also in the hand.
    let mut doubled = good.clone();
    doubled.tricks[0].cards[0] = good.hand[0];
    refused(
        &serde_json::to_string(&doubled).unwrap(),
        "also in the hand",
    );
}

/// Rule 3: the turn-up is the dealer's card, public until played: another seat cannot hold it or play it, and
/// the dealer holds it until it plays it.
#[test]
fn the_turn_up_is_in_the_dealers_hand_until_played() {
    // A request of a seat that is not the dealer, before the dealer has played the turn-up.
    let (_, good) = (0..)
        .map(|seed| request_after(seed, 1))
        .find(|(_, r)| r.seat != r.dealer)
        .expect("some seed");
    let mut holding = good.clone();
    holding.hand[0] = good.turn_up;
    refused(&serde_json::to_string(&holding).unwrap(), "turn-up");
    // The dealer's own request before it plays: without the turn-up in hand it is not a possible view.
    let (_, dealer) = (0..)
        .map(|seed| request_after(seed, 3))
        .find(|(_, r)| r.seat == r.dealer && r.hand.contains(&r.turn_up) && r.turn_up != r.hand[0])
        .expect("some seed");
    let line = edited(&dealer, |v| {
        let hand = v["hand"].as_array_mut().unwrap();
        hand.retain(|c| c != &json!(dealer.turn_up));
    });
    refused(&line, "turn-up");
}

/// Rule 4 (follow suit): a seat that did not follow a suit has none of it, so a request where it plays one later
/// is refused; and a view where the seats that could hold a suit's unseen cards have all shown they hold none
/// (no deal of the unseen cards fits) is refused too, as is a dealer who showed no trump yet holds the turn-up.
#[test]
fn a_void_shown_is_kept_and_the_unseen_cards_must_fit_it() {
    // From real play: a seat that showed a void plays that suit in a later trick.
    let mut found = false;
    'search: for seed in 0..200u64 {
        for plays in [20, 28, 36] {
            let (_, good) = request_after(seed, plays);
            let complete = good.tricks.iter().filter(|t| t.cards.len() == 4).count();
            for (i, t) in good.tricks[..complete].iter().enumerate() {
                let led = t.cards[0].suit();
                for (j, &card) in t.cards.iter().enumerate().skip(1) {
                    let player = (t.leader as usize + j) % 4;
                    if card.suit() == led || player == good.seat as usize {
                        continue;
                    }
                    // A later trick where that seat plays: give it an unseen card of the suit it lacks.
                    let mut seen: CardSet = good.hand.iter().copied().collect();
                    for t in &good.tricks {
                        seen |= t.cards.iter().copied().collect::<CardSet>();
                    }
                    let Some(unseen) = CardSet::suit(led)
                        .iter()
                        .find(|&c| !seen.contains(c) && c != good.turn_up)
                    else {
                        continue;
                    };
                    for (k, later) in good.tricks.iter().enumerate().skip(i + 1) {
                        let Some(at) = (0..later.cards.len())
                            .find(|&m| (later.leader as usize + m) % 4 == player)
                        else {
                            continue;
                        };
                        let mut bad = good.clone();
                        bad.tricks[k].cards[at] = unseen;
                        refused(
                            &serde_json::to_string(&bad).unwrap(),
                            "showed it had none of",
                        );
                        found = true;
                        break 'search;
                    }
                }
            }
        }
    }
    assert!(found, "real play shows a void and a later trick");
    // Made up: seat 0 leads the A♣ and the other three discard hearts; seat 0 holds no more clubs, so the other
    // twelve clubs would have to be in hands that hold none.
    let hand: Vec<Card> = common::cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS");
    let nowhere = Request {
        format: "bot/1".into(),
        game: "whist".into(),
        players: 4,
        rules: Default::default(),
        seat: 0,
        ask: bot::Ask::Play,
        dealer: 3,
        turn_up: common::card("2D"),
        trump: wendellhead::engine::Suit::Diamonds,
        hand,
        tricks: vec![RequestTrick {
            leader: 0,
            cards: common::cards("AC 2H 3H 4H"),
        }],
        tricks_won: vec![1, 0],
        score: vec![0, 0],
        games: vec![0, 0],
    };
    refused(&serde_json::to_string(&nowhere).unwrap(), "no deal");
    // The same with seat 3 following to the club is a possible view: seat 3 holds the other eleven clubs.
    let fits = Request {
        tricks: vec![RequestTrick {
            leader: 0,
            cards: common::cards("AC 2H 3H 4C"),
        }],
        ..nowhere.clone()
    };
    let answer = parse(&bot::answer(
        &serde_json::to_string(&fits).unwrap(),
        Level::Hard,
    ));
    assert!(answer["play"].is_string(), "{answer}");
    // The dealer (seat 3) discards on a trump lead while the turn-up, a trump, is still in its hand.
    let revoke = Request {
        tricks: vec![RequestTrick {
            leader: 0,
            cards: common::cards("AD 3D 4D 2H"),
        }],
        ..nowhere.clone()
    };
    refused(
        &serde_json::to_string(&revoke).unwrap(),
        "holds the turn-up",
    );
}

/// The bot reads any line without panicking: garbage, other JSON values, a request of another format, and a line
/// longer than the limit each get an error.
#[test]
fn garbage_and_very_long_lines_get_an_error() {
    for (line, why) in [
        ("{not json", "not valid JSON"),
        ("", "not valid JSON"),
        ("null", "format"),
        ("[1,2,3]", "format"),
        ("\"bot/1\"", "format"),
        ("{\"format\":\"bot/1\",\"game\":\"whist\"}", "missing field"),
        ("{\"format\":\"bot/1\",\"game\":7}", "\"game\""),
        ("\u{0}\u{1}\u{ff}", "not valid JSON"),
    ] {
        refused(line, why);
    }
    let good = serde_json::to_string(&a_request()).unwrap();
    let long = format!("{good}{}", " ".repeat(bot::MAX_LINE));
    refused(&long, "at most");
    // A long list of cards inside the limit is refused by the checks, not by a panic.
    let many = edited(&a_request(), |v| {
        v["tricks"] = json!(vec![json!({"leader":0,"cards":["2C"]}); 5000]);
    });
    refused(&many, "at most 13 tricks");
}
