//! The headless simulator: `sim --players N --matches M --seed S [...]` plays matches between computer players.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use wendellhead::ai::Level;
use wendellhead::engine::wendellhead::{Rules, TrumpRule};
use wendellhead::sim::{Summary, log_line, play_match, tournament};

const USAGE: &str = "\
usage: sim [--players N] [--matches M] [--seed S] [--pins P] [--flints F] [--hand H]
           [--trump per_deck|per_pin] [--short] [--ai LEVEL[,LEVEL...]] [--log FILE]

  --players N   players at the table, 2-5 (default 4)
  --matches M   matches to play, with seeds S, S+1, ... (default 100)
  --seed S      the first match seed (default 1)
  --short       the short-match preset: 1 Flint of half the traditional Pins
  --pins P      Pins that win a Flint (default 40, 35, 30, 25 for 2-5 players)
  --flints F    Flints that win the match (default 3)
  --hand H      cards dealt to each player (default 7)
  --trump RULE  per_deck (default): the deal's first prize sets trump; per_pin: each prize does
  --ai LIST     one computer level per seat from seat 0, or one for every seat
                (levels: random, easy, normal, hard; default random)
  --log FILE    write one JSON line per match (docs/log-format.md)
  --tournament  duplicate tournament between the --ai levels (given in turn to the seats, then every
                rotation, over the same shuffles): win rate and Pins per deal with 95% intervals, and
                decision times; --matches is the number of shuffles";

struct Options {
    rules: Rules,
    matches: u64,
    seed: u64,
    levels: Vec<Level>,
    log: Option<String>,
    tournament: bool,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut players = 4u8;
    let mut short = false;
    let mut pins = None;
    let mut flints = None;
    let mut hand = None;
    let mut trump = TrumpRule::PerDeck;
    let mut matches = 100u64;
    let mut seed = 1u64;
    let mut ai = None;
    let mut log = None;
    let mut tournament = false;
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        if flag == "--short" {
            short = true;
            continue;
        }
        if flag == "--tournament" {
            tournament = true;
            continue;
        }
        if flag == "--help" || flag == "-h" {
            return Err(String::new());
        }
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = |what: &str| -> Result<u64, String> {
            value
                .parse()
                .map_err(|_| format!("{flag} takes {what}, not `{value}`"))
        };
        match flag.as_str() {
            "--players" => players = number("a number of players")?.min(255) as u8,
            "--matches" => matches = number("a number of matches")?,
            "--seed" => seed = number("a seed (a whole number)")?,
            "--pins" => pins = Some(number("a number of Pins")?.min(u32::MAX as u64) as u32),
            "--flints" => flints = Some(number("a number of Flints")?.min(u32::MAX as u64) as u32),
            "--hand" => hand = Some(number("a number of cards")?.min(255) as u8),
            "--trump" => {
                trump = TrumpRule::from_name(value)
                    .ok_or_else(|| format!("--trump takes per_deck or per_pin, not `{value}`"))?
            }
            "--ai" => ai = Some(value.clone()),
            "--log" => log = Some(value.clone()),
            _ => return Err(format!("unknown option `{flag}`")),
        }
    }
    let mut rules = if short {
        Rules::short(players)
    } else {
        Rules::standard(players)
    };
    rules.trump = trump;
    rules.pins_per_flint = pins.unwrap_or(rules.pins_per_flint);
    rules.flints_to_win = flints.unwrap_or(rules.flints_to_win);
    rules.hand_size = hand.unwrap_or(rules.hand_size);
    rules.validate().map_err(|e| e.to_string())?;
    let names: Vec<&str> = ai.as_deref().unwrap_or("random").split(',').collect();
    let mut levels = names
        .iter()
        .map(|name| {
            Level::from_name(name.trim()).ok_or_else(|| {
                let known: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
                format!("unknown level `{name}` (levels: {})", known.join(", "))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if levels.len() == 1 && !tournament {
        levels = vec![levels[0]; players as usize];
    }
    if tournament && (levels.len() < 2 || levels.len() > players as usize) {
        return Err(format!(
            "--tournament needs 2 to {players} levels in --ai, e.g. --ai hard,normal"
        ));
    }
    if !tournament && levels.len() != players as usize {
        return Err(format!(
            "--ai lists {} levels for {players} players: give one per seat or one for all",
            levels.len()
        ));
    }
    Ok(Options {
        rules,
        matches,
        seed,
        levels,
        log,
        tournament,
    })
}

fn run(options: Options) -> Result<(), String> {
    if options.tournament {
        let start = Instant::now();
        let result = tournament(
            options.rules,
            options.seed,
            options.matches,
            &options.levels,
        )
        .map_err(|e| e.to_string())?;
        print!("{result}");
        println!("{:.1} s", start.elapsed().as_secs_f64());
        return Ok(());
    }
    let mut log = match &options.log {
        Some(path) => Some(BufWriter::new(
            File::create(path).map_err(|e| format!("cannot write the log {path}: {e}"))?,
        )),
        None => None,
    };
    let mut summary = Summary::default();
    let start = Instant::now();
    for i in 0..options.matches {
        let seed = options.seed.wrapping_add(i);
        let report = play_match(options.rules, seed, &options.levels).map_err(|e| e.to_string())?;
        summary.add(&report);
        if let Some(out) = log.as_mut() {
            writeln!(out, "{}", log_line(&report)).map_err(|e| format!("writing the log: {e}"))?;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    if let Some(mut out) = log {
        out.flush().map_err(|e| format!("writing the log: {e}"))?;
    }
    let levels: Vec<_> = options.levels.iter().map(|l| l.name()).collect();
    let r = options.rules;
    println!(
        "Wendellhead, {} players ({}), {} Pins a Flint, {} Flints to win, {} cards, trump {}",
        r.players,
        levels.join(","),
        r.pins_per_flint,
        r.flints_to_win,
        r.hand_size,
        r.trump.name()
    );
    print!("{summary}");
    println!(
        "{:.3} s: {:.0} card plays per second (one thread, players and event log included)",
        seconds,
        summary.plays as f64 / seconds.max(1e-9)
    );
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse(&args).and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) if message.is_empty() => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("sim: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
