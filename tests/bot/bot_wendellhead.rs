//! The bot interface for Wendellhead (`bot/1`, `docs/bots.md`): at every table size and a few rule options, every
//! seat's request at every decision of real matches turns back into exactly that seat's view and gets a legal,
//! repeatable answer; requests that are not a possible view (damaged fields, prizes, trump or stock the Pins do
//! not give, cards twice or where they cannot be, the wrong turn, inconsistent Pins and Flints, garbage) get an
//! error saying why, never a panic.

use crate::common;

use common::bot::{parse, refused};

use rand::RngExt;
use serde_json::{Value, json};
use wendellhead::ai::Level;
use wendellhead::bot::wendellhead::{Request, request_for};
use wendellhead::bot::{self, BotGame};
use wendellhead::engine::wendellhead::{Event, Match, Rules, TrumpRule, View};
use wendellhead::engine::{Card, CardSet};

/// The rule options the bot must understand at each table size: the traditional Pins for one Flint (so Pins
/// carry over from deal to deal), the short match with trump per Pin, and an odd hand size (at four players
/// thirteen cards: no stock, no prize, no trump; at five, ten cards and two set aside at once).
fn rule_sets() -> Vec<Rules> {
    let mut out = Vec::new();
    for players in 2..=5u8 {
        out.push(Rules {
            flints_to_win: 1,
            ..Rules::standard(players)
        });
        out.push(Rules {
            trump: TrumpRule::PerPin,
            ..Rules::short(players)
        });
        out.push(Rules {
            hand_size: match players {
                2 => 3,
                3 => 5,
                4 => 13,
                _ => 10,
            },
            pins_per_flint: 6,
            flints_to_win: 2,
            trump: TrumpRule::PerPin,
            players,
        });
    }
    out
}

/// The seat's view as a request can carry it: the request has no deal number, and the last Pin of an earlier
/// deal is not part of this deal's Pins.
fn as_sent(mut view: View) -> View {
    view.deals = 1;
    if view.played.is_empty() {
        view.last_pin = None;
    }
    view
}

/// The strongest check of the request's shape: at every decision of every seat, at every table size and rule
/// set, the request the seat sends turns back into exactly its view (apart from the deal number and the last Pin
/// of an earlier deal, which a request does not carry), and the bot answers it with a legal card, the same one
/// each time. The card played is the bot's answer or, half the time, a random one.
#[test]
fn every_request_of_real_matches_is_the_seats_view_and_gets_a_legal_repeatable_answer() {
    let mut asked = 0;
    let mut carried = 0;
    for (i, rules) in rule_sets().into_iter().enumerate() {
        for seed in 0..2u64 {
            let mut events: Vec<Event> = Vec::new();
            let mut game = Match::new(rules, seed * 13 + i as u64, &mut events).expect("valid");
            let mut rng = common::rng(seed);
            let mut decisions = 0;
            while let Some(seat) = game.to_act() {
                if decisions >= 400 {
                    break;
                }
                let request =
                    request_for(&game, &events, seat).expect("the seat to act has a request");
                let line = serde_json::to_string(&request).unwrap();
                let position = Match::position(serde_json::from_str(&line).unwrap())
                    .unwrap_or_else(|e| panic!("a real request is accepted ({e}): {line}"));
                assert_eq!(position.view, as_sent(game.view(seat)), "{line}");
                if game.view(seat).played.is_empty() && request.pins.iter().any(|&p| p > 0) {
                    carried += 1;
                }
                let level = if decisions % 13 == 6 {
                    Level::Hard
                } else {
                    Level::Normal
                };
                let answer = bot::answer(&line, level);
                assert_eq!(answer, bot::answer(&line, level), "the same answer");
                let card: Card = serde_json::from_value(parse(&answer)["play"].clone())
                    .unwrap_or_else(|e| panic!("a card ({e}): {answer} to {line}"));
                let legal = game.legal_moves();
                assert!(legal.contains(card), "{card} is legal: {line}");
                let card = if rng.random::<bool>() {
                    card
                } else {
                    legal
                        .nth(rng.random_range(0..legal.len() as u32) as usize)
                        .expect("a legal card")
                };
                game.play(seat, card, &mut events).expect("legal");
                decisions += 1;
                asked += 1;
            }
        }
    }
    assert!(asked > 4000, "the bot was asked {asked} times");
    assert!(carried > 0, "Pins carried over into a later deal were seen");
}

/// The request of the seat to act after `plays` random cards of a match with `rules` from `seed`.
fn request_after(rules: Rules, seed: u64, plays: usize) -> Request {
    let mut events = Vec::new();
    let mut game = Match::new(rules, seed, &mut events).expect("valid");
    let mut rng = common::rng(seed);
    for _ in 0..plays {
        events.extend(common::play_random(&mut game, &mut rng));
    }
    let seat = game.to_act().expect("on");
    request_for(&game, &events, seat).expect("a request")
}

/// A three-player request in the fourth Pin of the first deal, with a prize on offer and prizes taken.
fn a_request() -> Request {
    request_after(Rules::standard(3), 5, 10)
}

/// The index in the hand of a card that is no prize (so that changing it leaves the prizes where they were).
fn plain(request: &Request) -> usize {
    request
        .hand
        .iter()
        .position(|c| !request.tricks.iter().any(|t| t.prize == Some(*c)))
        .expect("a card that is no prize")
}

/// `request` with its JSON changed by `edit`.
fn edited(request: &Request, edit: impl FnOnce(&mut Value)) -> String {
    let mut value = serde_json::to_value(request).unwrap();
    edit(&mut value);
    value.to_string()
}

/// Every request is checked: a field dropped, a wrong type, an unknown field (also in the rules or a Pin), a card
/// twice, a card that is not one, the wrong seat or turn, the wrong hand size, and Pins or Flints that do not fit
/// each get an error naming what is wrong.
#[test]
fn damaged_requests_get_an_error_saying_why() {
    let good = a_request();
    let line = serde_json::to_string(&good).unwrap();
    assert!(parse(&bot::answer(&line, Level::Normal))["play"].is_string());
    assert_eq!(good.tricks.len(), 4, "{line}");
    let winner_of_first = good.tricks[1].leader;
    let seat = good.seat as usize;
    let cases: Vec<(String, &str)> = vec![
        (
            edited(&good, |v| {
                v.as_object_mut().unwrap().remove("flints");
            }),
            "missing field `flints`",
        ),
        (edited(&good, |v| v["stock"] = json!("30")), "invalid type"),
        (edited(&good, |v| v["stock"] = json!(-1)), "invalid value"),
        (edited(&good, |v| v["peek"] = json!(1)), "unknown field"),
        (
            edited(&good, |v| v["rules"]["jokers"] = json!(true)),
            "unknown field",
        ),
        (
            edited(&good, |v| v["tricks"][0]["winner"] = json!(0)),
            "unknown field",
        ),
        (
            edited(&good, |v| v["rules"]["hand_size"] = json!(20)),
            "\"rules\"",
        ),
        (edited(&good, |v| v["hand"][0] = json!("ZZ")), "not a bot/1"),
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
                hand: {
                    let mut h = good.hand.clone();
                    h.remove(plain(&good));
                    h
                },
                ..good.clone()
            })
            .unwrap(),
            "should hold",
        ),
        (
            serde_json::to_string(&Request {
                seat: (good.seat + 1) % 3,
                ..good.clone()
            })
            .unwrap(),
            "turn",
        ),
        (
            serde_json::to_string(&Request {
                seat: 3,
                ..good.clone()
            })
            .unwrap(),
            "not at a table",
        ),
        (
            serde_json::to_string(&Request {
                players: 6,
                ..good.clone()
            })
            .unwrap(),
            "2 to 5 players",
        ),
        (
            serde_json::to_string(&Request {
                ask: bot::Ask::Declare,
                ..good.clone()
            })
            .unwrap(),
            "only \"play\"",
        ),
        (
            serde_json::to_string(&Request {
                dealer: (good.dealer + 1) % 3,
                ..good.clone()
            })
            .unwrap(),
            "leads the deal",
        ),
        (
            serde_json::to_string(&Request {
                pins: vec![0, 0],
                ..good.clone()
            })
            .unwrap(),
            "one number per seat",
        ),
        (
            serde_json::to_string(&Request {
                pins: {
                    let mut p = good.pins.clone();
                    p[winner_of_first as usize] = 0;
                    p
                },
                ..good.clone()
            })
            .unwrap(),
            "\"pins\"",
        ),
        (
            serde_json::to_string(&Request {
                pins: {
                    let mut p = good.pins.clone();
                    p[seat] = 35;
                    p
                },
                ..good.clone()
            })
            .unwrap(),
            "already won a Flint",
        ),
        (
            serde_json::to_string(&Request {
                pins: {
                    let mut p = good.pins.clone();
                    p[seat] += 1;
                    p
                },
                ..good.clone()
            })
            .unwrap(),
            "whole deals",
        ),
        (
            serde_json::to_string(&Request {
                flints: {
                    let mut f = good.flints.clone();
                    f[seat] = 3;
                    f
                },
                ..good.clone()
            })
            .unwrap(),
            "\"flints\"",
        ),
    ];
    for (request, why) in cases {
        refused(&request, why);
    }
}

/// Rules 3, 4 and 7: the prize on offer, the trump and the stock's count are what the Pins shown give; each Pin
/// names its prize; a prize lies face up in no hand, and once taken it is its winner's, held or played by it
/// alone.
#[test]
fn prizes_trump_and_stock_are_what_the_pins_give() {
    let good = a_request();
    assert!(good.prize.is_some() && good.tricks[0].prize.is_some());
    let other_suit = wendellhead::engine::Suit::ALL
        .into_iter()
        .find(|&s| Some(s) != good.trump)
        .unwrap();
    let cases: Vec<(Request, &str)> = vec![
        (
            Request {
                prize: None,
                ..good.clone()
            },
            "\"prize\"",
        ),
        (
            Request {
                tricks: {
                    let mut t = good.tricks.clone();
                    t[0].prize = None;
                    t
                },
                ..good.clone()
            },
            "Pin 1's \"prize\" is missing",
        ),
        (
            Request {
                trump: Some(other_suit),
                ..good.clone()
            },
            "\"trump\"",
        ),
        (
            Request {
                trump: None,
                ..good.clone()
            },
            "\"trump\"",
        ),
        (
            Request {
                stock: good.stock + 3,
                ..good.clone()
            },
            "\"stock\"",
        ),
        (
            Request {
                hand: {
                    let mut h = good.hand.clone();
                    h[plain(&good)] = good.prize.unwrap();
                    h
                },
                ..good.clone()
            },
            "face up",
        ),
        (
            Request {
                tricks: {
                    let mut t = good.tricks.clone();
                    t[1].prize = t[0].prize;
                    t
                },
                ..good.clone()
            },
            "twice",
        ),
    ];
    for (request, why) in cases {
        refused(&serde_json::to_string(&request).unwrap(), why);
    }
    // A prize another seat took, shown in this seat's hand.
    let taken_by_other = good
        .tricks
        .iter()
        .enumerate()
        .take(good.tricks.len() - 1)
        .find(|(i, t)| {
            good.tricks[i + 1].leader != good.seat
                && !good
                    .tricks
                    .iter()
                    .any(|u| u.cards.contains(&t.prize.unwrap()))
        });
    if let Some((i, t)) = taken_by_other {
        let mut bad = good.clone();
        bad.hand[plain(&good)] = t.prize.unwrap();
        refused(
            &serde_json::to_string(&bad).unwrap(),
            &format!("took in Pin {}", i + 1),
        );
    }
    // A prize taken by this seat, missing from its hand.
    let mine = (0..200u64)
        .map(|seed| request_after(Rules::standard(3), seed, 7))
        .find(|r| r.tricks[1].leader == r.seat && r.hand.contains(&r.tricks[0].prize.unwrap()))
        .expect("some seed where the seat won the first prize");
    let prize = mine.tricks[0].prize.unwrap();
    let unseen = CardSet::FULL
        .iter()
        .find(|c| {
            !mine.hand.contains(c)
                && Some(*c) != mine.prize
                && !mine
                    .tricks
                    .iter()
                    .any(|t| t.cards.contains(c) || t.prize == Some(*c))
        })
        .unwrap();
    let mut lacking = mine.clone();
    for card in lacking.hand.iter_mut() {
        if *card == prize {
            *card = unseen;
        }
    }
    refused(&serde_json::to_string(&lacking).unwrap(), "lacks");
}

/// Rule 5 (follow suit) and rule 7 (a draw): a seat that did not follow a suit has none of it until it draws, so
/// a request where it plays one later without a draw between is refused. With thirteen cards each at four
/// players nobody draws, as in Whist.
#[test]
fn a_void_shown_is_kept_until_the_seat_draws() {
    let rules = Rules {
        hand_size: 13,
        ..Rules::standard(4)
    };
    let mut found = false;
    'search: for seed in 0..200u64 {
        let good = request_after(rules, seed, 30);
        let complete = good.tricks.iter().filter(|t| t.cards.len() == 4).count();
        let mut seen: CardSet = good.hand.iter().copied().collect();
        for t in &good.tricks {
            seen |= t.cards.iter().copied().collect::<CardSet>();
        }
        for (i, t) in good.tricks[..complete].iter().enumerate() {
            let led = t.cards[0].suit();
            for (j, &card) in t.cards.iter().enumerate().skip(1) {
                let player = (t.leader as usize + j) % 4;
                if card.suit() == led || player == good.seat as usize {
                    continue;
                }
                let Some(unseen) = CardSet::suit(led).iter().find(|&c| !seen.contains(c)) else {
                    continue;
                };
                for (k, later) in good.tricks.iter().enumerate().skip(i + 1) {
                    let Some(at) =
                        (0..later.cards.len()).find(|&m| (later.leader as usize + m) % 4 == player)
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
    assert!(found, "real play shows a void and a later Pin");
    // A made-up view: seat 0 leads the A♣ and the three others discard, so nobody can hold the other clubs.
    let hand = common::cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS");
    let nowhere = Request {
        format: "bot/1".into(),
        game: "wendellhead".into(),
        players: 4,
        rules: wendellhead::bot::wendellhead::LogRules::of(&rules),
        seat: 0,
        ask: bot::Ask::Play,
        dealer: 3,
        prize: None,
        trump: None,
        stock: 0,
        hand,
        tricks: vec![wendellhead::bot::wendellhead::RequestPin {
            leader: 0,
            cards: common::cards("AC 2H 3H 4H"),
            prize: None,
        }],
        pins: vec![1, 0, 0, 0],
        flints: vec![0, 0, 0, 0],
    };
    refused(&serde_json::to_string(&nowhere).unwrap(), "no deal");
    let mut fits = nowhere.clone();
    fits.tricks[0].cards = common::cards("AC 2H 3H 4C");
    assert!(
        parse(&bot::answer(
            &serde_json::to_string(&fits).unwrap(),
            Level::Normal
        ))["play"]
            .is_string()
    );
}

/// The bot reads any line without panicking: garbage, other JSON values, and a line longer than the limit each
/// get an error.
#[test]
fn garbage_and_very_long_lines_get_an_error() {
    for (line, why) in [
        ("{not json", "not valid JSON"),
        ("", "not valid JSON"),
        ("null", "format"),
        (
            "{\"format\":\"bot/1\",\"game\":\"wendellhead\"}",
            "missing field",
        ),
        ("{\"format\":\"bot/1\",\"game\":\"wendel\"}", "bot/1 plays"),
    ] {
        refused(line, why);
    }
    let good = serde_json::to_string(&a_request()).unwrap();
    refused(&format!("{good}{}", " ".repeat(bot::MAX_LINE)), "at most");
    let many = edited(&a_request(), |v| {
        v["tricks"] = json!(vec![json!({"leader":0,"cards":["2C"],"prize":null}); 5000]);
    });
    refused(&many, "at most");
    // Every table size and hand size a request can name, even ones no deck allows, is answered or refused.
    for players in 0..8u8 {
        for hand_size in [0u8, 1, 13, 26, 255] {
            let line = edited(&a_request(), |v| {
                v["players"] = json!(players);
                v["rules"]["hand_size"] = json!(hand_size);
            });
            let _ = parse(&bot::answer(&line, Level::Normal));
        }
    }
}
