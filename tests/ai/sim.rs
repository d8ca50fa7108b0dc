//! The headless simulator: its summary, its errors and the log format of `docs/log-format.md`.

use crate::common;

use common::bot::sim;

use serde_json::Value;
use wendellhead::ai::Level;
use wendellhead::engine::wendellhead::{Event, Match, Rules};
use wendellhead::engine::whist::{self, WhistMatch};
use wendellhead::sim::{Summary, log_line, play_match, seatings};

/// A JSON object's field names, in their order.
fn fields(v: &Value) -> Vec<&str> {
    v.as_object().unwrap().keys().map(|k| k.as_str()).collect()
}

/// Runs the simulator with `args` and `--log` into `dir`; checks it succeeded and wrote `matches` lines, each with
/// the documented fields in order and starting with `format` and `game`; returns its output, the log's text and
/// the lines parsed.
fn logged(
    dir: &std::path::Path,
    args: &[&str],
    matches: usize,
    start: &str,
) -> (String, String, Vec<Value>) {
    let log = dir.join(format!("log-{}.jsonl", args.len()));
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--log", log.to_str().unwrap()]);
    let (ok, stdout, stderr) = sim(&all);
    assert!(ok, "{stderr}");
    assert!(stdout.contains(&format!("{matches} matches")), "{stdout}");
    let text = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|line| {
            assert!(line.starts_with(start), "{line}");
            serde_json::from_str(line).unwrap()
        })
        .collect();
    assert_eq!(lines.len(), matches);
    for v in &lines {
        // The fields of the documented format, in the documented order.
        assert_eq!(
            fields(v),
            ["format", "game", "seed", "players", "rules", "events"]
        );
    }
    (stdout, text, lines)
}

#[test]
fn sim_prints_a_summary_and_writes_one_log_line_per_match() {
    let dir = std::env::temp_dir().join(format!("wendellhead-sim-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (stdout, text, lines) = logged(
        &dir,
        &[
            "--players",
            "3",
            "--matches",
            "5",
            "--seed",
            "7",
            "--pins",
            "35",
            "--flints",
            "3",
            "--trump",
            "per_deck",
        ],
        5,
        "{\"format\":\"wendellhead-log/1\",\"game\":\"wendellhead\"",
    );
    assert!(stdout.contains("card plays per second"), "{stdout}");
    for (i, v) in lines.iter().enumerate() {
        assert_eq!(v["seed"], 7 + i as u64);
        assert_eq!(v["players"], 3);
        assert_eq!(
            v["rules"],
            serde_json::json!({"pins_per_flint":35,"flints_to_win":3,"hand_size":7,"trump":"per_deck"})
        );
        let events: Vec<Event> = serde_json::from_value(v["events"].clone()).unwrap();
        assert!(matches!(events[0], Event::Dealt { ref deck, .. } if deck.len() == 52));
        assert!(matches!(events.last(), Some(Event::MatchWon { .. })));
        // Each event is tagged by "e" with the documented names and fields.
        for e in v["events"].as_array().unwrap() {
            let fields = fields(e);
            let expected: &[&str] = match e["e"].as_str().unwrap() {
                "deal" => &["e", "dealer", "deck"],
                "turn" => &["e", "card", "trump"],
                "play" | "take" | "draw" => &["e", "seat", "card"],
                "pin" => &["e", "winner", "pins"],
                "discard" => &["e", "cards"],
                "flint" => &["e", "winner", "flints"],
                "match" => &["e", "winner"],
                other => panic!("undocumented event {other}"),
            };
            assert_eq!(fields, expected);
        }
    }
    // The same seeds give the same log.
    let again = dir.join("again.jsonl");
    let (ok, _, _) = sim(&[
        "--players",
        "3",
        "--matches",
        "5",
        "--seed",
        "7",
        "--log",
        again.to_str().unwrap(),
    ]);
    assert!(ok);
    assert_eq!(std::fs::read_to_string(&again).unwrap(), text);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn sim_replays_its_log_through_the_engine() {
    // A log line holds every deal's deck: replaying its plays through the engine gives the same events.
    let report = play_match(Rules::standard(4), 11, &[Level::Random; 4]).unwrap();
    let v: Value = serde_json::from_str(&log_line(&report)).unwrap();
    let events: Vec<Event> = serde_json::from_value(v["events"].clone()).unwrap();
    let mut replayed = Vec::new();
    let mut game = Match::new(Rules::standard(4), 11, &mut replayed).unwrap();
    for e in &events {
        if let Event::CardPlayed { seat, card } = e {
            game.play(*seat, *card, &mut replayed).unwrap();
        }
    }
    assert_eq!(replayed, events);
}

#[test]
fn sim_refuses_bad_options_with_a_message() {
    for (args, message) in [
        (&["--players", "6"][..], "2 to 5 players"),
        (&["--players", "5", "--hand", "11"][..], "needs 55 cards"),
        (&["--pins", "0"][..], "at least one Pin"),
        (&["--trump", "sometimes"][..], "per_deck or per_pin"),
        (&["--ai", "grandmaster"][..], "unknown level"),
        (
            &["--players", "3", "--ai", "random,random"][..],
            "2 levels for 3 players",
        ),
        (
            &["--matches"][..],
            "a value is required for '--matches <M>'",
        ),
        (&["--seed", "x"][..], "takes a seed"),
        (
            &["--players", "many"][..],
            "invalid value 'many' for '--players <N>'",
        ),
        (&["--colour", "red"][..], "unexpected argument '--colour'"),
        (&["--tournament", "--ai", "hard"][..], "needs 2 to 4 levels"),
        (
            &["--game", "bridge"][..],
            "takes wendellhead, whist, hearts or schafkopf",
        ),
        (
            &["--game", "schafkopf", "--players", "5"][..],
            "Wendish Schafkopf is for 2, 3 or 4 players",
        ),
        (
            &["--game", "schafkopf", "--players", "3", "--variant", "two"][..],
            "--variant two is for 2 players, not 3",
        ),
        (
            &["--game", "schafkopf", "--variant", "five"][..],
            "takes four, three or two",
        ),
        (
            &["--game", "schafkopf", "--sharp-cards"][..],
            "sharp cards are played only in Dreiwendsch",
        ),
        (
            &[
                "--game",
                "schafkopf",
                "--variant",
                "two",
                "--skat-to",
                "forehand",
            ][..],
            "--skat-to is a Dreiwendsch rule",
        ),
        (
            &[
                "--game",
                "schafkopf",
                "--variant",
                "three",
                "--skat-to",
                "dealer",
            ][..],
            "takes club_queen or forehand",
        ),
        (
            &[
                "--game",
                "schafkopf",
                "--variant",
                "three",
                "--mandatory-solos",
                "1",
            ][..],
            "mandatory solos are played only in the game for four",
        ),
        (&["--sharp-cards"][..], "add --game schafkopf"),
        (
            &[
                "--game",
                "schafkopf",
                "--deals",
                "3",
                "--mandatory-solos",
                "1",
            ][..],
            "do not fit in 3 deals",
        ),
        (
            &["--game", "schafkopf", "--solo-factor", "0"][..],
            "solo factor must be at least 1",
        ),
        (&["--deals", "4"][..], "add --game schafkopf"),
        (
            &["--game", "schafkopf", "--kitty"][..],
            "need --game hearts",
        ),
        (&["--game", "schafkopf", "--honours"][..], "not Schafkopf's"),
        (
            &["--game", "whist", "--players", "3"][..],
            "Classic Whist is for 4 players",
        ),
        (
            &["--game", "whist", "--target", "0"][..],
            "at least one point",
        ),
        (
            &["--game", "whist", "--games-to-win", "3"][..],
            "1 game or 2 (a rubber), not 3",
        ),
        (
            &["--game", "whist", "--pins", "5"][..],
            "are Wendellhead rules",
        ),
        (&["--honours"][..], "add --game whist"),
        (
            &["--game", "hearts", "--players", "6"][..],
            "Hearts is for 3, 4 or 5 players",
        ),
        (
            &["--game", "hearts", "--kitty"][..],
            "the kitty is for three or five players",
        ),
        (
            &["--game", "hearts", "--moon", "sometimes"][..],
            "takes add_to_others or subtract_from_shooter",
        ),
        (&["--kitty"][..], "need --game hearts"),
        (&["--target", "5"][..], "--target is a Whist or Hearts rule"),
        (&["--game", "hearts", "--honours"][..], "not Hearts'"),
        (
            &[
                "--game",
                "whist",
                "--tournament",
                "--ai",
                "hard,normal,easy",
            ][..],
            "one per side",
        ),
    ] {
        let (ok, _, stderr) = sim(args);
        assert!(!ok, "{args:?} should fail");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

#[test]
fn summary_adds_up() {
    let mut summary = Summary::default();
    for seed in 0..20 {
        let report = play_match(Rules::short(3), seed, &[Level::Random; 3]).unwrap();
        assert_eq!(report.tricks_won.iter().sum::<u64>() * 3, report.plays);
        summary.add(&report);
    }
    assert_eq!(summary.wins.iter().sum::<u64>(), 20);
    assert_eq!(
        summary.score.iter().sum::<i64>(),
        20,
        "one Flint per short match"
    );
    assert!(summary.to_string().contains("20 matches"));
}

#[test]
fn tournament_seats_every_level_in_every_seat_and_reports_intervals() {
    use Level::*;
    assert_eq!(
        seatings(&[Hard, Normal], 2),
        vec![vec![Hard, Normal], vec![Normal, Hard]]
    );
    assert_eq!(
        seatings(&[Hard, Normal], 4),
        vec![
            vec![Hard, Normal, Hard, Normal],
            vec![Normal, Hard, Normal, Hard]
        ]
    );
    assert_eq!(seatings(&[Hard, Normal], 3).len(), 3);
    let (ok, stdout, stderr) = sim(&[
        "--tournament",
        "--ai",
        "normal,random",
        "--players",
        "2",
        "--matches",
        "20",
        "--short",
    ]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("20 shuffles, 40 matches"), "{stdout}");
    for needle in [
        "normal ",
        "random ",
        "normal - random: win rate",
        "±",
        "decisions",
        "time a decision, normal: p50",
    ] {
        assert!(stdout.contains(needle), "{needle}: {stdout}");
    }
}

#[test]
fn sim_help_lists_every_option_with_its_default() {
    // `--help` is the simulator's manual: every flag, its default, and the rule options under their game.
    let (ok, stdout, stderr) = sim(&["--help"]);
    assert!(ok, "{stderr}");
    for needle in [
        "--players <N>",
        "[default: 4]",
        "--matches <M>",
        "[default: 100]",
        "--seed <S>",
        "[default: 1]",
        "--ai <LEVEL[,LEVEL...]>",
        "[default: random]",
        "--log <FILE>",
        "--tournament",
        "Wendellhead rules:",
        "--short",
        "--pins <P>",
        "--flints <F>",
        "--hand <H>",
        "--trump <RULE>",
        "[default: per_deck]",
        "--game <GAME>",
        "[default: wendellhead]",
        "Whist rules (with --game whist):",
        "--target <T>",
        "--honours",
        "--games-to-win <G>",
        "--threads <N>",
        "--seat-bot <SEAT=COMMAND>",
        "--bot-timeout <MS>",
        "[default: 10000]",
        "--par",
        "--par-deals <N>",
    ] {
        assert!(stdout.contains(needle), "{needle} missing from:\n{stdout}");
    }
}

#[test]
fn sim_writes_the_whist_log_format_exactly() {
    let dir = std::env::temp_dir().join(format!("wendellhead-whist-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (stdout, _, lines) = logged(
        &dir,
        &[
            "--game",
            "whist",
            "--matches",
            "4",
            "--seed",
            "7",
            "--target",
            "7",
            "--honours",
            "--games-to-win",
            "2",
            "--ai",
            "normal",
        ],
        4,
        "{\"format\":\"whist-log/1\",\"game\":\"whist\"",
    );
    assert!(stdout.starts_with("Classic Whist, 4 players"), "{stdout}");
    assert!(stdout.contains("matches and"), "{stdout}");
    for (i, v) in lines.iter().enumerate() {
        assert_eq!(v["seed"], 7 + i as u64);
        assert_eq!(v["players"], 4);
        let rules: Vec<&str> = v["rules"]
            .as_object()
            .unwrap()
            .keys()
            .map(|k| k.as_str())
            .collect();
        assert_eq!(rules, ["target", "honours", "games_to_win"]);
        assert_eq!(
            v["rules"],
            serde_json::json!({"target":7,"honours":true,"games_to_win":2})
        );
        let events = v["events"].as_array().unwrap();
        let mut score = [0u64; 2];
        let mut games = [0u64; 2];
        for e in events {
            let fields = fields(e);
            let expected: &[&str] = match e["e"].as_str().unwrap() {
                "deal" => &["e", "dealer", "deck"],
                "turn" => &["e", "card", "trump"],
                "play" => &["e", "seat", "card"],
                "trick" => &["e", "winner", "tricks"],
                "hand" => &["e", "tricks", "points", "honours", "score"],
                "game" => &["e", "winner", "score"],
                "match" => &["e", "winner"],
                other => panic!("undocumented event {other}"),
            };
            assert_eq!(fields, expected);
            match e["e"].as_str().unwrap() {
                "deal" => {
                    assert_eq!(e["deck"].as_array().unwrap().len(), 52);
                }
                "hand" => {
                    // score = the previous score + points + honours, per side.
                    for side in 0..2 {
                        score[side] += e["points"][side].as_u64().unwrap()
                            + e["honours"][side].as_u64().unwrap();
                        assert_eq!(e["score"][side], score[side]);
                    }
                }
                "game" => {
                    games[e["winner"].as_u64().unwrap() as usize] += 1;
                    assert_eq!(e["score"], serde_json::json!(score));
                    score = [0, 0];
                }
                "match" => assert_eq!(games[e["winner"].as_u64().unwrap() as usize], 2),
                _ => {}
            }
        }
        // The turn event follows every deal and names the last card dealt.
        for pair in events.windows(2) {
            if pair[0]["e"] == "deal" {
                assert_eq!(pair[1]["e"], "turn");
                assert_eq!(pair[1]["card"], pair[0]["deck"][51]);
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn whist_log_replays_through_the_engine() {
    let rules = whist::Rules {
        honours: true,
        ..whist::Rules::standard()
    };
    let report = play_match(rules, 21, &[Level::Normal; 4]).unwrap();
    let v: Value = serde_json::from_str(&log_line(&report)).unwrap();
    let events: Vec<whist::Event> = serde_json::from_value(v["events"].clone()).unwrap();
    let mut replayed = Vec::new();
    let mut game = WhistMatch::new(rules, 21, &mut replayed).unwrap();
    for e in &events {
        if let whist::Event::CardPlayed { seat, card } = e {
            game.play(*seat, *card, &mut replayed).unwrap();
        }
    }
    assert_eq!(replayed, events);
    assert_eq!(
        report.won,
        [true, false, true, false].map(|w| w == (game.winner() == Some(0)))
    );
}

#[test]
fn whist_tournament_pits_side_against_side() {
    let (ok, stdout, stderr) = sim(&[
        "--game",
        "whist",
        "--tournament",
        "--ai",
        "normal,random",
        "--matches",
        "10",
    ]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("Classic Whist"), "{stdout}");
    assert!(stdout.contains("10 shuffles, 20 matches"), "{stdout}");
    assert!(stdout.contains("tricks per deal"), "{stdout}");
}

#[test]
fn sim_writes_the_hearts_log_format_exactly() {
    let dir = std::env::temp_dir().join(format!("wendellhead-hearts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (players, kitty, removed) in [
        ("3", true, vec![]),
        ("5", false, vec!["2D", "2C"]),
        ("4", false, vec![]),
    ] {
        let mut args = vec![
            "--game",
            "hearts",
            "--players",
            players,
            "--matches",
            "3",
            "--seed",
            "7",
            "--target",
            "40",
            "--jack-of-diamonds",
            "--moon",
            "subtract_from_shooter",
            "--ai",
            "normal",
        ];
        if kitty {
            args.push("--kitty");
        }
        let (stdout, _, lines) = logged(
            &dir,
            &args,
            3,
            "{\"format\":\"hearts-log/1\",\"game\":\"hearts\"",
        );
        assert!(stdout.starts_with("Hearts, "), "{stdout}");
        let n: usize = players.parse().unwrap();
        for v in &lines {
            assert_eq!(v["players"], n);
            assert_eq!(
                fields(&v["rules"]),
                [
                    "target",
                    "passing",
                    "safe_first_trick",
                    "must_break_hearts",
                    "queen_breaks_hearts",
                    "jack_of_diamonds",
                    "moon",
                    "kitty"
                ]
            );
            assert_eq!(v["rules"]["moon"], "subtract_from_shooter");
            assert_eq!(v["rules"]["kitty"], kitty);
            let mut scores = vec![0i64; n];
            let events = v["events"].as_array().unwrap();
            for e in events {
                let expected: &[&str] = match e["e"].as_str().unwrap() {
                    "deal" if kitty => &["e", "dealer", "removed", "deck", "kitty"],
                    "deal" => &["e", "dealer", "removed", "deck"],
                    "pass" => &["e", "direction", "cards"],
                    "play" => &["e", "seat", "card"],
                    "trick" => &["e", "winner", "points"],
                    "hand" => &["e", "points", "moon", "scores"],
                    "game" => &["e", "winners", "scores"],
                    other => panic!("undocumented event {other}"),
                };
                assert_eq!(fields(e), expected);
                match e["e"].as_str().unwrap() {
                    "deal" => {
                        assert_eq!(e["removed"], serde_json::json!(removed));
                        let deck = e["deck"].as_array().unwrap();
                        assert_eq!(deck.len(), 52 - removed.len());
                        if kitty {
                            assert_eq!(e["kitty"], serde_json::json!(deck[deck.len() - 1..]));
                        }
                    }
                    "pass" => {
                        let cards = e["cards"].as_array().unwrap();
                        assert_eq!(cards.len(), n);
                        assert!(cards.iter().all(|c| c.as_array().unwrap().len() == 3));
                        let direction = e["direction"].as_str().unwrap();
                        assert!(["left", "right", "across"].contains(&direction));
                    }
                    "hand" => {
                        // scores = the running totals of the hands' points.
                        for (s, score) in scores.iter_mut().enumerate() {
                            *score += e["points"][s].as_i64().unwrap();
                            assert_eq!(e["scores"][s].as_i64().unwrap(), *score);
                        }
                    }
                    "game" => {
                        let low = *scores.iter().min().unwrap();
                        let winners: Vec<usize> = (0..n).filter(|&s| scores[s] == low).collect();
                        assert_eq!(e["winners"], serde_json::json!(winners));
                        assert!(scores.iter().any(|&s| s >= 40));
                    }
                    _ => {}
                }
            }
            assert_eq!(
                events.last().unwrap()["e"],
                "game",
                "the game event is last"
            );
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn sim_writes_the_schafkopf_log_format_exactly() {
    let dir = std::env::temp_dir().join(format!("wendellhead-schafkopf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("log.jsonl");
    let (ok, stdout, stderr) = sim(&[
        "--game",
        "schafkopf",
        "--matches",
        "30",
        "--seed",
        "7",
        "--deals",
        "4",
        "--solo-factor",
        "3",
        "--schneider",
        "2",
        "--ai",
        "normal",
        "--log",
        log.to_str().unwrap(),
    ]);
    assert!(ok, "{stderr}");
    assert!(stdout.starts_with("Wendish Schafkopf"), "{stdout}");
    let text = std::fs::read_to_string(&log).unwrap();
    let mut kinds = std::collections::HashSet::new();
    let mut partners = 0;
    for line in text.lines() {
        assert!(
            line.starts_with(
                "{\"format\":\"schafkopf-log/1\",\"game\":\"schafkopf\",\"variant\":\"four\""
            ),
            "{line}"
        );
        let v: Value = serde_json::from_str(line).unwrap();
        assert_eq!(
            fields(&v),
            [
                "format", "game", "variant", "seed", "players", "rules", "events"
            ]
        );
        assert_eq!(v["players"], 4);
        assert_eq!(fields(&v["rules"]), ["deals", "mandatory_solos", "values"]);
        assert_eq!(
            fields(&v["rules"]["values"]),
            ["base", "schneider", "schwarz", "solo_factor"]
        );
        assert_eq!(v["rules"]["values"]["schneider"], 2);
        let events = v["events"].as_array().unwrap();
        let mut contract: Option<&Value> = None;
        let mut balance = [0i64; 4];
        for (i, e) in events.iter().enumerate() {
            let kind = e["e"].as_str().unwrap();
            let expected: &[&str] = match (kind, e["call"].as_str()) {
                ("declare", Some("pass")) => &["e", "seat", "call"],
                ("declare", Some("solo")) => &["e", "seat", "call", "trump"],
                ("declare", Some("wedding")) => &["e", "seat", "call", "card"],
                ("partner", _) => &["e", "seat"],
                ("skat" | "discard" | "reveal", _) => panic!("not in the game for four: {e}"),
                _ => variant_event_fields(e),
            };
            assert_eq!(fields(e), expected, "{e}");
            match kind {
                "deal" => assert_eq!(e["deck"].as_array().unwrap().len(), 32),
                "contract" => {
                    kinds.insert(e["kind"].as_str().unwrap().to_string());
                    contract = Some(e);
                }
                "partner" => {
                    partners += 1;
                    assert_eq!(
                        events[i - 1]["e"],
                        "trick",
                        "right after the trick that fixed it"
                    );
                }
                "hand" => {
                    // The contract names the final declaring side, as the hand does.
                    assert_eq!(contract.unwrap()["declarers"], e["declarers"]);
                    let p = e["points"].as_array().unwrap();
                    assert_eq!(p[0].as_u64().unwrap() + p[1].as_u64().unwrap(), 120);
                    for (s, b) in balance.iter_mut().enumerate() {
                        *b += e["payments"][s].as_i64().unwrap();
                        assert_eq!(e["balance"][s].as_i64().unwrap(), *b);
                    }
                }
                _ => {}
            }
        }
        assert_eq!(events.last().unwrap()["e"], "match");
        assert_eq!(
            events.last().unwrap()["balance"],
            serde_json::json!(balance)
        );
        assert_eq!(
            events.iter().filter(|e| e["e"] == "deal").count(),
            4,
            "--deals 4"
        );
    }
    // Normal players: passes (normal games), weddings and solos all come up.
    for kind in ["normal", "solo", "wedding"] {
        assert!(kinds.contains(kind), "{kind} never logged: {kinds:?}");
    }
    assert!(partners > 0, "a wedding's partner was logged");
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs `sim --game schafkopf` with `args` and a log; returns the log's matches.
fn schafkopf_log(name: &str, args: &[&str]) -> Vec<Value> {
    let dir = std::env::temp_dir().join(format!("wendellhead-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("log.jsonl");
    let mut all = vec!["--game", "schafkopf", "--log", log.to_str().unwrap()];
    all.extend_from_slice(args);
    let (ok, _, stderr) = sim(&all);
    assert!(ok, "{stderr}");
    let text = std::fs::read_to_string(&log).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The fields every variant's events have, and the extra events of the games for three and two.
fn variant_event_fields(e: &Value) -> &'static [&'static str] {
    match e["e"].as_str().unwrap() {
        "deal" => &["e", "dealer", "deck"],
        "skat" => &["e", "seat", "take"],
        "discard" => &["e", "seat", "cards"],
        "contract" => &["e", "kind", "declarers", "trump"],
        "play" => &["e", "seat", "card"],
        "trick" => &["e", "winner", "points"],
        "reveal" => &["e", "seat", "pile", "card"],
        "hand" => &[
            "e",
            "declarers",
            "points",
            "winner",
            "schneider",
            "schwarz",
            "value",
            "payments",
            "balance",
        ],
        "match" => &["e", "balance"],
        other => panic!("undocumented event {other}"),
    }
}

#[test]
fn sim_writes_dreiwendsch_logs_exactly() {
    for (sharp, skat_to) in [(false, "club_queen"), (true, "forehand")] {
        let mut args = vec![
            "--variant",
            "three",
            "--matches",
            "20",
            "--seed",
            "3",
            "--deals",
            "6",
            "--ai",
            "normal",
            "--skat-to",
            skat_to,
        ];
        if sharp {
            args.push("--sharp-cards");
        }
        let mut kinds = std::collections::HashSet::new();
        for v in schafkopf_log("dreiwendsch", &args) {
            let line = serde_json::to_string(&v).unwrap();
            assert_eq!(
                fields(&v),
                [
                    "format", "game", "variant", "seed", "players", "rules", "events"
                ]
            );
            assert_eq!(v["variant"], "three", "{line}");
            assert_eq!(v["players"], 3);
            assert_eq!(
                fields(&v["rules"]),
                [
                    "deals",
                    "mandatory_solos",
                    "values",
                    "sharp_cards",
                    "skat_to"
                ]
            );
            assert_eq!(v["rules"]["sharp_cards"], sharp);
            assert_eq!(v["rules"]["skat_to"], skat_to);
            let events = v["events"].as_array().unwrap();
            let mut balance = [0i64; 3];
            let mut asked = Vec::new();
            let mut taker: Option<u64> = None;
            let mut dealer = 0;
            for (i, e) in events.iter().enumerate() {
                assert_eq!(fields(e), variant_event_fields(e), "{e}");
                match e["e"].as_str().unwrap() {
                    "deal" => {
                        let n = e["deck"].as_array().unwrap().len();
                        assert_eq!(n, if sharp { 20 } else { 32 });
                        dealer = e["dealer"].as_u64().unwrap();
                        asked.clear();
                        taker = None;
                    }
                    "skat" => {
                        asked.push(e["seat"].as_u64().unwrap());
                        if e["take"] == true {
                            taker = e["seat"].as_u64();
                            assert_eq!(events[i + 1]["e"], "discard", "the taker lays away next");
                        }
                        if skat_to == "forehand" && asked.len() == 1 {
                            assert_eq!(asked[0], (dealer + 1) % 3, "forehand is asked first");
                        }
                    }
                    "discard" => {
                        assert_eq!(e["cards"].as_array().unwrap().len(), 2);
                        assert_eq!(e["seat"].as_u64(), taker);
                    }
                    "contract" => {
                        let kind = e["kind"].as_str().unwrap().to_string();
                        match taker {
                            Some(t) => {
                                assert_eq!(kind, "solo");
                                assert_eq!(e["declarers"], serde_json::json!([t]));
                            }
                            None => {
                                assert_eq!(kind, "everyone");
                                assert_eq!(asked.len(), 3, "three passes");
                                assert_eq!(e["declarers"], serde_json::json!([]));
                                assert_eq!(e["trump"], "D");
                            }
                        }
                        kinds.insert(kind);
                    }
                    "hand" => {
                        let p: Vec<u64> = e["points"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|x| x.as_u64().unwrap())
                            .collect();
                        assert_eq!(p.iter().sum::<u64>(), 120, "{e}");
                        if taker.is_none() {
                            assert_eq!(p.len(), 3, "per seat: {e}");
                            let most = *p.iter().max().unwrap();
                            let top: Vec<u64> = (0..3).filter(|&s| p[s as usize] == most).collect();
                            match top.len() {
                                1 => assert_eq!(e["winner"], top[0]),
                                _ => assert_eq!(e["winner"], serde_json::json!(top)),
                            }
                        } else {
                            assert_eq!(p.len(), 2, "per side: {e}");
                        }
                        for (s, b) in balance.iter_mut().enumerate() {
                            *b += e["payments"][s].as_i64().unwrap();
                            assert_eq!(e["balance"][s].as_i64().unwrap(), *b);
                        }
                        assert_eq!(balance.iter().sum::<i64>(), 0, "zero-sum: {e}");
                    }
                    _ => {}
                }
            }
            assert_eq!(events.last().unwrap()["e"], "match");
        }
        assert!(
            kinds.contains("solo") && kinds.contains("everyone"),
            "{kinds:?}"
        );
    }
}

#[test]
fn sim_writes_two_player_logs_exactly() {
    let mut draws_or_wins = std::collections::HashSet::new();
    for v in schafkopf_log(
        "schafkopf-two",
        &[
            "--variant",
            "two",
            "--matches",
            "20",
            "--seed",
            "5",
            "--deals",
            "4",
        ],
    ) {
        assert_eq!(v["variant"], "two");
        assert_eq!(v["players"], 2);
        assert_eq!(
            fields(&v["rules"]),
            [
                "deals",
                "mandatory_solos",
                "values",
                "sharp_cards",
                "skat_to"
            ]
        );
        let events = v["events"].as_array().unwrap();
        let mut after_trick = false;
        for (i, e) in events.iter().enumerate() {
            assert_eq!(fields(e), variant_event_fields(e), "{e}");
            let kind = e["e"].as_str().unwrap();
            assert!(
                kind != "skat" && kind != "discard" && kind != "declare",
                "{e}"
            );
            match kind {
                "deal" => {
                    assert_eq!(e["deck"].as_array().unwrap().len(), 32);
                    assert_eq!(events[i + 1]["e"], "contract", "nothing is declared");
                }
                "contract" => {
                    assert_eq!(e["kind"], "two");
                    assert_eq!(e["declarers"], serde_json::json!([]));
                    assert_eq!(e["trump"], "D");
                }
                "reveal" => {
                    assert!(after_trick, "a card is turned up after its trick: {e}");
                    assert!(e["pile"].as_u64().unwrap() < 8);
                }
                "hand" => {
                    let p = e["points"].as_array().unwrap();
                    assert_eq!(p.len(), 2);
                    let (a, b) = (p[0].as_u64().unwrap(), p[1].as_u64().unwrap());
                    assert_eq!(a + b, 120);
                    if a == 60 {
                        assert_eq!(e["winner"], "draw");
                        assert_eq!(e["value"], 0);
                        draws_or_wins.insert("draw");
                    } else {
                        assert_eq!(e["winner"], if a > b { 0 } else { 1 });
                        let value = e["value"].as_i64().unwrap();
                        let w = e["winner"].as_u64().unwrap() as usize;
                        assert_eq!(e["payments"][w].as_i64().unwrap(), value);
                        assert_eq!(e["payments"][1 - w].as_i64().unwrap(), -value);
                        draws_or_wins.insert("win");
                    }
                }
                _ => {}
            }
            after_trick = kind == "trick" || (kind == "reveal" && after_trick);
        }
    }
    assert!(draws_or_wins.contains("win"));
}

/// The output without its timing lines (those starting with "time"), which alone may differ between runs.
fn untimed(stdout: &str) -> String {
    stdout
        .lines()
        .filter(|line| !line.starts_with(wendellhead::sim::TIMING))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// Runs the simulator with `args` and `--threads` 1, 2 and 3; checks each run succeeded, printed its timing
/// line(s) and, apart from them, exactly what the one-thread run printed; returns that output.
fn same_on_any_threads(args: &[&str]) -> String {
    let mut first: Option<String> = None;
    for threads in ["1", "2", "3"] {
        let mut all = args.to_vec();
        all.extend(["--threads", threads]);
        let (ok, stdout, stderr) = sim(&all);
        assert!(ok, "{stderr}");
        assert!(
            stdout.lines().any(|l| l.starts_with("time")),
            "no timing line: {stdout}"
        );
        let stdout = untimed(&stdout);
        match &first {
            None => first = Some(stdout),
            Some(one) => assert_eq!(&stdout, one, "--threads {threads} printed otherwise"),
        }
    }
    first.unwrap_or_default()
}

/// `--threads N`: a plain run's log is byte for byte the same, matches in seed order, and so is its printed
/// summary apart from the timing line, with 1, 2 and 3 threads; the timing line says how many threads played.
#[test]
fn threads_change_neither_the_log_nor_the_results() {
    let dir = std::env::temp_dir().join(format!("wendellhead-threads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut logs = Vec::new();
    for threads in ["1", "2", "3"] {
        let log = dir.join(format!("hearts-{threads}.jsonl"));
        let (ok, stdout, stderr) = sim(&[
            "--game",
            "hearts",
            "--matches",
            "40",
            "--seed",
            "5",
            "--log",
            log.to_str().unwrap(),
            "--threads",
            threads,
        ]);
        assert!(ok, "{stderr}");
        let plural = if threads == "1" { "thread" } else { "threads" };
        assert!(
            stdout.contains(&format!("({threads} {plural}, players")),
            "{stdout}"
        );
        logs.push((untimed(&stdout), std::fs::read(&log).unwrap()));
    }
    let text = String::from_utf8(logs[0].1.clone()).unwrap();
    let seeds: Vec<u64> = text
        .lines()
        .map(|l| {
            serde_json::from_str::<Value>(l).unwrap()["seed"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(seeds, (5..45).collect::<Vec<_>>(), "matches in seed order");
    assert!(logs[0].0.contains("40 matches"), "{}", logs[0].0);
    for other in &logs[1..] {
        assert_eq!(other.0, logs[0].0, "the printed results");
        assert!(
            other.1 == logs[0].1,
            "the log differs between thread counts"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `--threads N` in a duplicate tournament with the Hard level and in `--par`: every line but the timing lines
/// (decision times, seconds, time a replay) is the same with 1, 2 and 3 threads, decision counts included.
#[test]
fn threads_change_no_tournament_or_par_result() {
    let out = same_on_any_threads(&[
        "--players",
        "2",
        "--short",
        "--tournament",
        "--ai",
        "hard,random",
        "--matches",
        "2",
    ]);
    assert!(out.contains("2 shuffles, 4 matches"), "{out}");
    assert!(out.contains("hard - random: win rate"), "{out}");
    let out = same_on_any_threads(&[
        "--game",
        "whist",
        "--par",
        "--matches",
        "2",
        "--par-deals",
        "1",
        "--ai",
        "random",
    ]);
    assert!(out.contains("2 deals: equal to par on"), "{out}");
}

/// `sim --par` prints each deal's result and par for seat 0; with Hard in that seat they are equal on every deal
/// (par is a duplicate), with a Random player they are not.
#[test]
fn sim_par_equals_the_result_of_a_hard_seat() {
    let deal_lines = |out: &str| -> Vec<(i64, i64)> {
        out.lines()
            .filter(|l| l.starts_with("seed "))
            .map(|l| {
                let number = |key: &str| -> i64 {
                    let rest = &l[l.find(key).expect(key) + key.len()..];
                    rest.split(',').next().unwrap().trim().parse().unwrap()
                };
                (number("result "), number("par "))
            })
            .collect()
    };
    let run = |args: &[&str]| {
        let (ok, out, err) = sim(args);
        assert!(ok, "{err}");
        out
    };
    let out = run(&[
        "--game",
        "hearts",
        "--par",
        "--matches",
        "2",
        "--par-deals",
        "2",
        "--ai",
        "hard,normal,easy,normal",
    ]);
    let deals = deal_lines(&out);
    assert_eq!(deals.len(), 4, "{out}");
    assert!(deals.iter().all(|(r, p)| r == p), "{out}");
    assert!(out.contains("4 deals: equal to par on 4"), "{out}");
    let out = run(&[
        "--game",
        "whist",
        "--par",
        "--matches",
        "3",
        "--par-deals",
        "1",
        "--ai",
        "random,normal,normal,normal",
    ]);
    let deals = deal_lines(&out);
    assert_eq!(deals.len(), 3, "{out}");
    assert!(deals.iter().any(|(r, p)| r != p), "{out}");
}

/// The recipe of `docs/performance.md` for a run too large for one machine: runs over consecutive seed ranges
/// (`--seed`, `--matches`), concatenated in seed order, give byte for byte the log of one run over the whole range.
#[test]
fn seed_ranges_concatenate_to_the_whole_run_log() {
    let dir = std::env::temp_dir().join(format!("wendellhead-ranges-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |name: &str, seed: &str, matches: &str| {
        let log = dir.join(name);
        let (ok, _, stderr) = sim(&[
            "--game",
            "hearts",
            "--seed",
            seed,
            "--matches",
            matches,
            "--log",
            log.to_str().unwrap(),
        ]);
        assert!(ok, "{stderr}");
        std::fs::read(log).unwrap()
    };
    let whole = run("whole.jsonl", "1", "30");
    let mut parts = run("a.jsonl", "1", "10");
    parts.extend(run("b.jsonl", "11", "20"));
    assert!(
        parts == whole,
        "the parts' logs differ from the whole run's"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// A tournament's margin reads from the first contestant's side: a size and its direction ("1.500 ± 0.200
/// fewer", never a negative number with "more"), marked better or worse when its interval excludes zero, in
/// games where more is better and in Hearts, where fewer points are.
#[test]
fn a_margin_reads_as_a_size_and_a_direction_marked_better_or_worse() {
    use wendellhead::sim::{Estimate, Margin, Tournament};
    let margin = |win: f64, per_deal: f64, half_width: f64| Margin {
        better: "bot0".into(),
        worse: "hard".into(),
        win_rate: Estimate {
            mean: win,
            half_width: 0.1,
        },
        per_deal: Estimate {
            mean: per_deal,
            half_width,
        },
    };
    for (lower_is_better, measure, ahead, behind) in [
        (false, "tricks", "more", "fewer"),
        (true, "points", "fewer", "more"),
    ] {
        let tournament = Tournament {
            rules: "test".into(),
            measure,
            lower_is_better,
            shuffles: 4,
            matches: 16,
            levels: Vec::new(),
            margins: vec![
                margin(0.3, 1.5, 0.2),
                margin(-0.3, -1.5, 0.2),
                margin(-0.1, -0.5, 2.0),
            ],
            outside: false,
            lost: 0,
            left_out: 0,
        };
        let text = tournament.to_string();
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with("bot0 - hard"))
            .collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert!(
            lines[0].ends_with(&format!(
                "{measure} per deal 1.500 ± 0.200 {ahead}  (better: interval excludes zero)"
            )),
            "{}",
            lines[0]
        );
        assert!(
            lines[1].ends_with(&format!(
                "{measure} per deal 1.500 ± 0.200 {behind}  (worse: interval excludes zero)"
            )),
            "{}",
            lines[1]
        );
        assert!(
            lines[2].ends_with(&format!("{measure} per deal 0.500 ± 2.000 {behind}")),
            "{}",
            lines[2]
        );
    }
}

/// `sim --version` says the build's version: the crate's version and the commit it was built from.
#[test]
fn sim_says_which_build_it_is() {
    assert_eq!(wendellhead::VERSION, common::expected_version());
    let (ok, stdout, stderr) = sim(&["--version"]);
    assert!(ok, "{stderr}");
    assert_eq!(stdout.trim(), format!("sim {}", wendellhead::VERSION));
}

#[test]
fn sim_verify_accepts_a_codes_fingerprint_and_refuses_a_changed_one() {
    use wendellhead::engine::{DealCode, Fingerprint};
    // A real code: a seeded Hearts match's first deal.
    let rules =
        wendellhead::engine::AnyRules::Hearts(wendellhead::engine::hearts::Rules::standard(4));
    let code = DealCode::of(&rules.start(77, &mut Vec::new()).unwrap());
    let print = Fingerprint::of(&code).to_string();
    let (ok, out, err) = sim(&["--verify", &code.to_string(), &print]);
    assert!(ok, "{out}{err}");
    assert!(
        out.contains(&format!("fingerprint {print} matches")),
        "{out}"
    );
    // Every seat's hand as dealt: 13 cards each.
    assert_eq!(
        out.lines()
            .filter(|l| l.trim_start().starts_with("seat "))
            .count(),
        4,
        "{out}"
    );
    // One digit changed: refused, and the code's own fingerprint named.
    let mut changed: Vec<char> = print.chars().collect();
    changed[0] = if changed[0] == '0' { '1' } else { '0' };
    let changed: String = changed.into_iter().collect();
    let (ok, out, _) = sim(&["--verify", &code.to_string(), &changed]);
    assert!(!ok);
    assert!(
        out.contains("does NOT match") && out.contains(&print),
        "{out}"
    );
    // Another deal's code with this fingerprint: refused too.
    let other = DealCode {
        deal: code.deal + 1,
        ..code
    };
    let (ok, out, _) = sim(&["--verify", &other.to_string(), &print]);
    assert!(!ok, "{out}");
    // A code with a letter changed is not a code: its check letters say so.
    let mut typo: Vec<char> = code.to_string().chars().collect();
    let at = typo.len() - 4;
    typo[at] = if typo[at] == 'Z' { 'Y' } else { 'Z' };
    let typo: String = typo.into_iter().collect();
    let (ok, _, err) = sim(&["--verify", &typo, &print]);
    assert!(!ok);
    assert!(err.contains("is not a deal code"), "{err}");
    let (ok, _, err) = sim(&["--verify", &code.to_string(), "12-34"]);
    assert!(!ok && err.contains("not a fingerprint"), "{err}");
}
