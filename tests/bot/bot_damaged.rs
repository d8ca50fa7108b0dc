//! The bot interface never panics and never hangs, whatever it is sent: requests from real matches of every
//! game, damaged at random thousands of times (a field dropped, a value of the wrong type, a card changed or
//! doubled, a number moved, the line cut short), each get one JSON line back, a decision or an error.

use crate::common;

use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use wendellhead::ai::Level;
use wendellhead::bot::{self, BotGame};
use wendellhead::engine::schafkopf::{self, Variant};
use wendellhead::engine::{Game, Ruleset, hearts, wendellhead as wh, whist};

/// The requests every seat would send at each of its decisions in the first two deals of a match of `rules`.
fn requests<R: Ruleset<Game: BotGame>>(rules: R, seed: u64) -> Vec<Value> {
    let mut events = Vec::new();
    let mut game = rules.start(seed, &mut events).expect("valid rules");
    let mut rng = common::rng(seed);
    let mut out = Vec::new();
    while game.deals() <= 2 && !game.is_over() {
        let seat = game.to_act().expect("on");
        if let Some(request) = R::Game::request(&game, &events, seat) {
            out.push(request);
        }
        events.extend(common::play_random(&mut game, &mut rng));
    }
    out
}

/// Every game and table size the bot speaks, a few matches each.
fn all_requests() -> Vec<Value> {
    let mut out = Vec::new();
    for seed in 0..2 {
        for players in 2..=5 {
            out.extend(requests(wh::Rules::standard(players), seed));
        }
        out.extend(requests(whist::Rules::standard(), seed));
        for players in 3..=5 {
            out.extend(requests(hearts::Rules::standard(players), seed));
        }
        for variant in Variant::ALL {
            out.extend(requests(schafkopf::Rules::of_variant(variant), seed));
        }
    }
    out
}

/// A random value of some JSON type, often the wrong one for where it lands.
fn junk(rng: &mut ChaCha8Rng) -> Value {
    match rng.random_range(0..7u32) {
        0 => Value::Null,
        1 => Value::Bool(rng.random()),
        2 => Value::from(rng.random_range(-3..60i64)),
        3 => Value::from("QS"),
        4 => Value::from(vec!["2C", "2C"]),
        5 => Value::from(u64::MAX),
        _ => serde_json::json!({ "leader": 9, "cards": ["AS"] }),
    }
}

/// Damages one place of `value` at random: a field dropped or replaced, an array element changed, removed or
/// doubled, or one level deeper.
fn damage(value: &mut Value, rng: &mut ChaCha8Rng, depth: u32) {
    match value {
        Value::Object(fields) if !fields.is_empty() => {
            let keys: Vec<String> = fields.keys().cloned().collect();
            let key = &keys[rng.random_range(0..keys.len() as u32) as usize];
            match rng.random_range(0..4u32) {
                0 => {
                    fields.remove(key);
                }
                1 => {
                    fields.insert(key.clone(), junk(rng));
                }
                2 => {
                    fields.insert(format!("{key}_x"), junk(rng));
                }
                _ if depth < 4 => damage(fields.get_mut(key).expect("a key"), rng, depth + 1),
                _ => {
                    fields.insert(key.clone(), junk(rng));
                }
            }
        }
        Value::Array(items) if !items.is_empty() => {
            let i = rng.random_range(0..items.len() as u32) as usize;
            match rng.random_range(0..4u32) {
                0 => {
                    items.remove(i);
                }
                1 => {
                    let copy = items[i].clone();
                    items.push(copy);
                }
                2 if depth < 4 => damage(&mut items[i], rng, depth + 1),
                _ => items[i] = junk(rng),
            }
        }
        _ => *value = junk(rng),
    }
}

/// Thousands of damaged requests from every game: each gets exactly one line of JSON, a decision or an error,
/// and most damage is caught (an undamaged-looking answer to a damaged request is allowed, since some damage
/// leaves a possible view, e.g. a score changed within its range).
#[test]
fn damaged_requests_of_every_game_get_one_json_line_and_never_a_panic() {
    let requests = all_requests();
    let games: std::collections::BTreeSet<String> = requests
        .iter()
        .filter_map(|r| r["game"].as_str().map(String::from))
        .collect();
    assert!(requests.len() > 200, "{} requests", requests.len());
    let mut rng = common::rng(99);
    let (mut errors, mut total) = (0, 0);
    for round in 0..4 {
        for request in &requests {
            let mut damaged = request.clone();
            for _ in 0..=rng.random_range(0..2u32) {
                damage(&mut damaged, &mut rng, 0);
            }
            let mut line = damaged.to_string();
            if round == 3 {
                // Cut short at a random byte, as a pipe closed mid-line would.
                let mut cut = rng.random_range(0..line.len() as u32) as usize;
                while !line.is_char_boundary(cut) {
                    cut -= 1;
                }
                line.truncate(cut);
            }
            let answer = bot::answer(&line, Level::Normal);
            assert!(!answer.contains('\n'), "one line: {answer}");
            let value: Value = serde_json::from_str(&answer)
                .unwrap_or_else(|e| panic!("JSON ({e}) for {line}: {answer}"));
            let fields = value.as_object().expect("an object");
            assert_eq!(fields.len(), 1, "{answer}");
            let key = fields.keys().next().expect("a field");
            assert!(
                ["play", "pass", "call", "error"].contains(&key.as_str()),
                "{answer}"
            );
            errors += usize::from(key == "error");
            total += 1;
        }
    }
    assert!(
        errors * 10 >= total * 7,
        "only {errors} of {total} damaged requests were refused (games: {games:?})"
    );
}

/// Garbage that is not a request at all, and a line far longer than any view, get an error line at once.
#[test]
fn garbage_and_very_long_lines_get_an_error() {
    let long = format!(
        "{{\"format\":\"bot/1\",\"game\":\"whist\",\"hand\":[{}]}}",
        vec!["\"AS\""; 400_000].join(",")
    );
    for line in [
        "",
        "\u{0}\u{1}",
        "null",
        "[]",
        "{}",
        "{\"format\":\"bot/1\"}",
        "{\"format\":\"bot/1\",\"game\":\"whist\"}",
        "{\"format\":\"bot/1\",\"game\":\"schafkopf\",\"rules\":7}",
        long.as_str(),
    ] {
        let answer = bot::answer(line, Level::Hard);
        let value: Value = serde_json::from_str(&answer).expect("JSON");
        assert!(value["error"].is_string(), "{answer}");
    }
}
