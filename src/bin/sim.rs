//! The headless simulator: `sim --players N --matches M --seed S [...]` plays matches between computer players
//! (`sim --help` lists every option).

use std::fs::File;
use std::io::{BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser};

use wendellhead::ai::Level;
use wendellhead::engine::wendellhead::{Rules, TrumpRule};
use wendellhead::sim::{Summary, log_line, play_match, tournament};

/// The headless simulator: plays matches between computer players and reports wins, Flints, Pins and speed.
#[derive(Parser, Debug)]
#[command(name = "sim", version)]
struct Cli {
    /// Players at the table, 2-5
    #[arg(long, value_name = "N", default_value_t = 4)]
    players: u8,
    /// Matches to play, with seeds S, S+1, ...; with --tournament, the number of shuffles
    #[arg(long, value_name = "M", default_value_t = 100)]
    matches: u64,
    /// The first match seed
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed)]
    seed: u64,
    /// One computer level per seat from seat 0, or one for every seat (random, easy, normal, hard)
    #[arg(long, value_name = "LEVEL[,LEVEL...]", default_value = "random")]
    ai: String,
    /// Writes one JSON line per match (docs/log-format.md)
    #[arg(long, value_name = "FILE")]
    log: Option<String>,
    /// Duplicate tournament between the --ai levels (given in turn to the seats, then every rotation, over the
    /// same shuffles): win rate and Pins per deal with 95% intervals, and decision times
    #[arg(long)]
    tournament: bool,
    /// The rules of Wendellhead.
    #[command(flatten)]
    wendellhead: WendellheadArgs,
}

/// Wendellhead's own rule options.
#[derive(Args, Debug)]
#[command(next_help_heading = "Wendellhead rules")]
struct WendellheadArgs {
    /// The short-match preset: 1 Flint of half the traditional Pins
    #[arg(long)]
    short: bool,
    /// Pins that win a Flint [default: 40, 35, 30, 25 for 2-5 players]
    #[arg(long, value_name = "P")]
    pins: Option<u32>,
    /// Flints that win the match [default: 3]
    #[arg(long, value_name = "F")]
    flints: Option<u32>,
    /// Cards dealt to each player [default: 7]
    #[arg(long, value_name = "H")]
    hand: Option<u8>,
    /// per_deck: the deal's first prize sets trump; per_pin: each prize does
    #[arg(long, value_name = "RULE", default_value = TrumpRule::PerDeck.name(), value_parser = trump)]
    trump: TrumpRule,
}

fn seed(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| "takes a seed (a whole number, like 7)".into())
}

fn trump(text: &str) -> Result<TrumpRule, String> {
    TrumpRule::from_name(text).ok_or_else(|| "takes per_deck or per_pin".into())
}

struct Options {
    rules: Rules,
    matches: u64,
    seed: u64,
    levels: Vec<Level>,
    log: Option<String>,
    tournament: bool,
}

/// What clap cannot check alone: the rules as a whole and the levels against the table.
fn options(cli: Cli) -> Result<Options, String> {
    let Cli {
        players,
        matches,
        seed,
        ai,
        log,
        tournament,
        wendellhead: w,
    } = cli;
    let mut rules = if w.short {
        Rules::short(players)
    } else {
        Rules::standard(players)
    };
    rules.trump = w.trump;
    rules.pins_per_flint = w.pins.unwrap_or(rules.pins_per_flint);
    rules.flints_to_win = w.flints.unwrap_or(rules.flints_to_win);
    rules.hand_size = w.hand.unwrap_or(rules.hand_size);
    rules.validate().map_err(|e| e.to_string())?;
    let mut levels = ai
        .split(',')
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
    match options(Cli::parse()).and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}\n\nFor more information, try '--help'.");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_command_line_is_consistent() {
        use clap::CommandFactory;
        super::Cli::command().debug_assert();
    }
}
