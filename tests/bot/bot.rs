//! The bot interface (`bot/1`, `docs/bots.md`): requests made from real games at every table size and option get
//! legal, repeatable answers, from the library and through `sim --bot` on stdin/stdout; bad input gets an error
//! line and the bot goes on.

use crate::common;

use common::bot::{error_of, parse};

use std::process::{Command, Stdio};

use wendellhead::ai::Level;
use wendellhead::bot::{self, Request, request_for};
use wendellhead::engine::hearts::{Moon, Rules};
use wendellhead::engine::{Card, CardSet, Decision, Game, Ruleset};

/// A rules set for each table size and option the bot must understand.
fn rule_sets() -> Vec<Rules> {
    let mut out = Vec::new();
    for players in 3..=5 {
        let standard = Rules::standard(players);
        out.push(standard);
        out.push(Rules {
            passing: false,
            safe_first_trick: false,
            must_break_hearts: false,
            ..standard
        });
        out.push(Rules {
            jack_of_diamonds: true,
            queen_breaks_hearts: false,
            moon: Moon::SubtractFromShooter,
            kitty: players != 4,
            ..standard
        });
    }
    out
}

/// Plays whole hands in which seat `seat`'s every decision is the bot's answer to its own request, the other
/// seats random: every answer is legal, and asking again gives the same answer.
#[test]
fn a_bot_answers_every_decision_of_real_games_legally_and_the_same_each_time() {
    let mut asked = 0;
    for (i, rules) in rule_sets().into_iter().enumerate() {
        for seed in 0..4u64 {
            let mut game = rules
                .start(seed * 31 + i as u64, &mut ())
                .expect("rules valid");
            let mut rng = common::rng(seed);
            let bot_seat = wendellhead::engine::Seat((seed % rules.players as u64) as u8);
            // Two hands are enough to see passes, leads, follows and the kitty.
            while game.deals() <= 2 && !game.is_over() {
                let seat = game.to_act().expect("on");
                if seat != bot_seat {
                    common::play_random(&mut game, &mut rng);
                    continue;
                }
                let request = request_for(&game, seat).expect("the bot seat's decision");
                let line = serde_json::to_string(&request).expect("a request serializes");
                // Hard, Expert and Normal in turn: every level's answers are legal and reproducible.
                let level = match asked % 3 {
                    0 => Level::Hard,
                    1 => Level::Expert,
                    _ => Level::Normal,
                };
                let answer = bot::answer(&line, level);
                assert_eq!(
                    answer,
                    bot::answer(&line, level),
                    "the same request, the same answer"
                );
                let value = parse(&answer);
                asked += 1;
                match game.decision() {
                    Some(Decision::PassCards { count, .. }) => {
                        let cards: Vec<Card> = serde_json::from_value(value["pass"].clone())
                            .unwrap_or_else(|e| panic!("a pass answer ({e}): {answer}"));
                        assert_eq!(cards.len(), count);
                        let pass: CardSet = cards.into_iter().collect();
                        game.pass(seat, pass, &mut ())
                            .expect("the bot's pass is legal");
                    }
                    _ => {
                        let card: Card = serde_json::from_value(value["play"].clone())
                            .unwrap_or_else(|e| panic!("a play answer ({e}): {answer}"));
                        game.play(seat, card, &mut ())
                            .expect("the bot's card is legal");
                    }
                }
            }
        }
    }
    assert!(asked > 300, "the bot was asked {asked} times");
}

/// The first request of seat 1 in a standard game, as the docs' example shows it.
fn a_request() -> Request {
    let mut game = Rules::standard(4).start(7, &mut ()).expect("valid");
    let mut rng = common::rng(7);
    // Past the pass, into the first trick, until it is seat 1's turn to play.
    loop {
        let seat = game.to_act().expect("on");
        if seat.0 == 1 && matches!(game.decision(), Some(Decision::PlayCard { .. })) {
            break;
        }
        common::play_random(&mut game, &mut rng);
    }
    request_for(&game, wendellhead::engine::Seat(1)).expect("seat 1 to play")
}

#[test]
fn requests_that_are_not_valid_get_an_error_saying_why() {
    let good = a_request();
    let line = serde_json::to_string(&good).unwrap();
    assert!(parse(&bot::answer(&line, Level::Normal))["play"].is_string());
    let cases: Vec<(String, &str)> = vec![
        ("{not json".into(), "not valid JSON"),
        ("".into(), "not valid JSON"),
        (line.replace("\"bot/1\"", "\"bot/9\""), "format"),
        (line.replace("\"hearts\"", "\"bridge\""), "not \"bridge\""),
        (line.replace("\"hearts\"", "7"), "\"game\" is a name"),
        ("x".repeat(bot::MAX_LINE + 1), "at most"),
        (
            serde_json::to_string(&Request {
                hand: {
                    let mut h = good.hand.clone();
                    h.push(h[0]);
                    h
                },
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
                seat: 2,
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
                points: vec![0, 0, 0],
                ..good.clone()
            })
            .unwrap(),
            "one number per seat",
        ),
        (
            serde_json::to_string(&Request {
                hearts_broken: !good.hearts_broken,
                ..good.clone()
            })
            .unwrap(),
            "hearts_broken",
        ),
        (line.replace("\"2C\"", "\"1C\""), "not a bot/1 request"),
        (
            line.replace("\"seat\":1", "\"seat\":1,\"peek\":true"),
            "unknown field",
        ),
    ];
    for (request, why) in cases {
        let message = error_of(&bot::answer(&request, Level::Hard));
        assert!(
            message.contains(why),
            "{request} → {message} (expected to mention {why})"
        );
    }
    // A card played in the tricks that is also in the hand.
    let mut doubled = good.clone();
    if let Some(trick) = doubled.tricks.last_mut() {
        trick.cards[0] = good.hand[0];
    }
    let message = error_of(&bot::answer(
        &serde_json::to_string(&doubled).unwrap(),
        Level::Normal,
    ));
    assert!(message.contains("also in the hand"), "{message}");
}

#[test]
fn sim_bot_answers_line_by_line_and_goes_on_after_bad_input() {
    let good = serde_json::to_string(&a_request()).unwrap();
    let input = format!("{good}\nnot json at all\n{good}\n");
    let out = common::bot::sim_bot(&["--bot", "normal", "--game", "hearts"], &input);
    let lines: Vec<&str> = out.iter().map(String::as_str).collect();
    let text = out.join("\n");
    assert_eq!(lines.len(), 3, "one answer per request: {text}");
    assert!(parse(lines[0])["play"].is_string(), "{}", lines[0]);
    assert!(error_of(lines[1]).contains("not valid JSON"));
    assert_eq!(lines[0], lines[2], "the same request, the same answer");
    // The answer is what the library answers.
    assert_eq!(lines[0], bot::answer(&good, Level::Normal));
}

/// `sim --bot LEVEL --game G` answers requests of game G only, and takes no rules on its command line (each
/// request names its own); a level it does not know is refused.
#[test]
fn sim_bot_refuses_other_games_requests_and_rules_on_the_command_line() {
    for (args, why) in [
        (
            vec!["--bot", "hard", "--game", "hearts", "--kitty"],
            "each request names its own rules",
        ),
        (vec!["--bot", "genius", "--game", "hearts"], "takes a level"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_sim"))
            .args(&args)
            .stdin(Stdio::null())
            .output()
            .expect("sim runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(why), "{args:?}: {err}");
    }
    // A Hearts request to a Whist bot gets an error line, and the bot goes on.
    let good = serde_json::to_string(&a_request()).unwrap();
    let out = common::bot::sim_bot(
        &["--bot", "normal", "--game", "whist"],
        &format!("{good}\n{good}\n"),
    );
    let lines: Vec<&str> = out.iter().map(String::as_str).collect();
    let text = out.join("\n");
    assert_eq!(lines.len(), 2, "{text}");
    for line in lines {
        assert!(error_of(line).contains("this bot plays whist"), "{line}");
    }
}

#[test]
fn a_pass_request_is_answered_with_three_cards_of_the_hand() {
    let game = Rules::standard(4).start(11, &mut ()).expect("valid");
    let seat = game.to_act().expect("someone passes first");
    let request = request_for(&game, seat).expect("a pass to choose");
    assert_eq!(request.ask, bot::Ask::Pass);
    let line = serde_json::to_string(&request).unwrap();
    for level in [Level::Random, Level::Easy, Level::Normal, Level::Hard] {
        let value = parse(&bot::answer(&line, level));
        let cards: Vec<Card> = serde_json::from_value(value["pass"].clone()).expect("a pass");
        let pass: CardSet = cards.iter().copied().collect();
        assert_eq!(pass.len(), 3);
        assert!((pass - game.hand(seat)).is_empty(), "from the hand");
    }
    // While choosing, what was passed and received is not known yet.
    let early = line.replace("\"passed\":null", "\"passed\":[\"2C\",\"3C\",\"4C\"]");
    assert!(error_of(&bot::answer(&early, Level::Normal)).contains("null"));
}

/// An outside bot's answer is read for its shape only (one field of the kind asked, cards spelt right, each
/// once, as many as asked); anything else is refused with a reason the simulator can print.
#[test]
fn an_outside_bots_answer_is_read_for_its_shape() {
    use wendellhead::bot::{Asked, Move, read_answer};
    use wendellhead::engine::hearts::HeartsMatch;
    let card = |s: &str| s.parse::<Card>().expect("a card");
    assert_eq!(
        read_answer::<HeartsMatch>("{\"play\":\"QS\"}\n", &Asked::Play),
        Ok(Move::Play(card("QS")))
    );
    assert_eq!(
        read_answer::<HeartsMatch>("{\"pass\":[\"2C\",\"3C\",\"4C\"]}", &Asked::Pass(3)),
        Ok(Move::Pass(
            ["2C", "3C", "4C"].into_iter().map(card).collect()
        ))
    );
    for (line, asked, why) in [
        ("", Asked::Play, "not valid JSON"),
        ("[1]", Asked::Play, "not a JSON object"),
        ("{\"error\":\"lost\"}", Asked::Play, "answered an error"),
        ("{\"play\":\"1S\"}", Asked::Play, "not a card"),
        ("{\"play\":\"QS\",\"x\":1}", Asked::Play, "must be"),
        ("{\"pass\":[\"2C\"]}", Asked::Play, "must be"),
        ("{\"pass\":[\"2C\",\"2C\",\"3C\"]}", Asked::Pass(3), "twice"),
        ("{\"pass\":[\"2C\",\"3C\"]}", Asked::Pass(3), "3 cards"),
        ("{\"call\":\"pass\"}", Asked::Declare(vec![]), "no calls"),
    ] {
        let message = read_answer::<HeartsMatch>(line, &asked).expect_err(line);
        assert!(message.contains(why), "{line}: {message}");
    }
}
