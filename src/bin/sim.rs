//! The headless simulator: `sim [--game G] --players N --matches M --seed S [...]` plays matches between
//! computer players (`sim --help` lists every option); `sim --bot LEVEL --game hearts` answers bot/1 requests.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Args, Parser};

use wendellhead::ai::Level;
use wendellhead::engine::wendellhead::{Rules, TrumpRule};
use wendellhead::engine::{AnyRules, Game, GameKind, Ruleset, hearts, schafkopf, whist};
use wendellhead::sim::{
    BotFailure, BotPool, Contestant, SimGame, Summary, TIMING, par_report, play_matches, threads,
    tournament_seated, with_threads,
};

/// The headless simulator: plays matches of any of the games between computer players and reports wins, scores,
/// tricks and speed.
#[derive(Parser, Debug)]
#[command(name = "sim", version = wendellhead::VERSION)]
struct Cli {
    /// The game: wendellhead, whist, hearts or schafkopf
    #[arg(long, value_name = "GAME", default_value = GameKind::Wendellhead.name(), value_parser = game)]
    game: GameKind,
    /// Players at the table: 2-5 for Wendellhead, 4 for Whist, 3-5 for Hearts, 2-4 for Schafkopf (the variant)
    /// [default: 4]
    #[arg(long, value_name = "N")]
    players: Option<u8>,
    /// The target (Whist and Hearts): Whist points that win a game [default: 5]; the Hearts score that ends the
    /// game [default: 100]
    #[arg(long, value_name = "T")]
    target: Option<u32>,
    /// Matches to play, with seeds S, S+1, ...; with --tournament, the number of shuffles
    #[arg(long, value_name = "M", default_value_t = 100)]
    matches: u64,
    /// The first match seed
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed)]
    seed: u64,
    /// One computer level per seat from seat 0 (seats with a --seat-bot skipped), or one for every seat (random,
    /// easy, normal, hard, expert)
    #[arg(long, value_name = "LEVEL[,LEVEL...]", default_value = "random")]
    ai: String,
    /// Writes one JSON line per match (docs/log-format.md)
    #[arg(long, value_name = "FILE")]
    log: Option<String>,
    /// Bot interface (docs/bots.md): answers bot/1 requests of --game's game (every game), one JSON line per line
    /// of standard input, as this level plays
    #[arg(long, value_name = "LEVEL", value_parser = level, conflicts_with_all = ["tournament", "log", "ai", "matches", "seed", "players", "target", "seat_bot", "threads"])]
    bot: Option<Level>,
    /// Checks a deal's fingerprint (docs/fairness.md): prints the deal CODE as dealt and whether FINGERPRINT, the
    /// one the table showed when the hand started, is the start of the SHA-256 of CODE; exits 1 when it is not
    #[arg(long, num_args = 2, value_names = ["CODE", "FINGERPRINT"], conflicts_with_all = ["tournament", "log", "ai", "matches", "seed", "players", "target", "seat_bot", "threads", "bot", "par"])]
    verify: Option<Vec<String>>,
    /// Duplicate tournament between the --ai levels and any --seat-bot (given in turn to the seats, then every
    /// rotation, over the same shuffles): win rate and tricks (Pins) per deal with 95% intervals, and decision
    /// times
    #[arg(long)]
    tournament: bool,
    /// Par against the real result (docs/ai.md): plays --matches matches of the --ai levels and prints, for each
    /// deal, what it brought seat 0 and its par (the Hard computer replaying seat 0 against the same opponents);
    /// with Hard in seat 0 they are equal
    #[arg(long, conflicts_with_all = ["tournament", "log", "seat_bot"])]
    par: bool,
    /// With --par: at most N deals of each match
    #[arg(long, value_name = "N", requires = "par", value_parser = clap::value_parser!(u32).range(1..))]
    par_deals: Option<u32>,
    /// Threads that play matches at once [default: one per core]; every output but the lines starting with
    /// "time" is the same for any number
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
    /// Seats an outside bot (docs/bots.md): COMMAND, run through `sh -c` (`cmd /C` on Windows), answers bot/1 requests for SEAT (0 to
    /// players-1) on its standard input and output; repeatable. With --tournament it is one more contestant, at
    /// SEAT in the first seating and in every seat over the rotations
    #[arg(long, value_name = "SEAT=COMMAND", value_parser = seat_bot)]
    seat_bot: Vec<(u8, String)>,
    /// How long an outside bot may take to answer, in milliseconds; one that does not loses the match
    #[arg(long, value_name = "MS", default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    bot_timeout: u64,
    /// The rules of Wendellhead.
    #[command(flatten)]
    wendellhead: WendellheadArgs,
    /// The rules of Classic Whist.
    #[command(flatten)]
    whist: WhistArgs,
    /// The rules of Hearts.
    #[command(flatten)]
    hearts: HeartsArgs,
    /// The rules of Wendish Schafkopf.
    #[command(flatten)]
    schafkopf: SchafkopfArgs,
}

/// Wendish Schafkopf's own rule options.
#[derive(Args, Debug)]
#[command(next_help_heading = "Schafkopf rules (with --game schafkopf)")]
struct SchafkopfArgs {
    /// four, three (Dreiwendsch) or two [default: four, or as --players says]
    #[arg(long, value_name = "V", value_parser = parse_variant)]
    variant: Option<schafkopf::Variant>,
    /// Dreiwendsch without the 9s, 8s and 7s (20 cards)
    #[arg(long)]
    sharp_cards: bool,
    /// Dreiwendsch: who is offered the skat first: club_queen or forehand [default: club_queen]
    #[arg(long, value_name = "WHO", value_parser = parse_skat_to)]
    skat_to: Option<schafkopf::SkatTo>,
    /// Deals in the match [default: 4 × players]
    #[arg(long, value_name = "D")]
    deals: Option<u32>,
    /// Lust solos each player must play in the match [default: 0]
    #[arg(long, value_name = "K")]
    mandatory_solos: Option<u32>,
    /// What a game won is worth [default: 1]
    #[arg(long, value_name = "V")]
    base: Option<u32>,
    /// Added when the losers are schneider (under 30) [default: 1]
    #[arg(long, value_name = "V")]
    schneider: Option<u32>,
    /// Added again when the losers are schwarz (no trick) [default: 1]
    #[arg(long, value_name = "V")]
    schwarz: Option<u32>,
    /// A soloist gains or pays this many times the value [default: 3]
    #[arg(long, value_name = "F")]
    solo_factor: Option<u32>,
    /// Kontra and Re: a defender may double the hand's value, a declarer double it again (four and three)
    #[arg(long)]
    doubling: bool,
    /// Laufende: a run of top trumps of at least N on one side adds one per card [default: 0, none]
    #[arg(long, value_name = "N")]
    laufende: Option<u8>,
}

impl SchafkopfArgs {
    /// Whether any Schafkopf option was given.
    fn any(&self) -> bool {
        self.variant.is_some()
            || self.sharp_cards
            || self.skat_to.is_some()
            || self.deals.is_some()
            || self.mandatory_solos.is_some()
            || self.base.is_some()
            || self.schneider.is_some()
            || self.schwarz.is_some()
            || self.solo_factor.is_some()
            || self.doubling
            || self.laufende.is_some()
    }
}

/// Hearts' own rule options.
#[derive(Args, Debug)]
#[command(next_help_heading = "Hearts rules (with --game hearts)")]
struct HeartsArgs {
    /// No passing before the hands
    #[arg(long)]
    no_passing: bool,
    /// Hearts and the Q♠ may be played to the first trick
    #[arg(long)]
    no_safe_first_trick: bool,
    /// Hearts may be led before they are broken
    #[arg(long)]
    no_break_hearts: bool,
    /// Only a heart breaks hearts, not the Q♠
    #[arg(long)]
    no_queen_breaks_hearts: bool,
    /// The J♦ counts −10
    #[arg(long)]
    jack_of_diamonds: bool,
    /// Shooting the moon: add_to_others (+26 to everyone else) or subtract_from_shooter (−26) [default: add_to_others]
    #[arg(long, value_name = "MOON", value_parser = moon)]
    moon: Option<hearts::Moon>,
    /// Three or five players: a kitty instead of removed cards
    #[arg(long)]
    kitty: bool,
}

impl HeartsArgs {
    /// Whether any Hearts option was given.
    fn any(&self) -> bool {
        self.no_passing
            || self.no_safe_first_trick
            || self.no_break_hearts
            || self.no_queen_breaks_hearts
            || self.jack_of_diamonds
            || self.moon.is_some()
            || self.kitty
    }
}

/// Classic Whist's own rule options.
#[derive(Args, Debug)]
#[command(next_help_heading = "Whist rules (with --game whist)")]
struct WhistArgs {
    /// Honours score: 4 for all four of A K Q J of trump in one side's hands, 2 for three
    #[arg(long)]
    honours: bool,
    /// Games that win the match: 1, or 2 for a rubber [default: 1]
    #[arg(long, value_name = "G")]
    games_to_win: Option<u32>,
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
    /// per_deck: the deal's first prize sets trump; per_pin: each prize does [default: per_deck]
    #[arg(long, value_name = "RULE", value_parser = trump)]
    trump: Option<TrumpRule>,
}

fn seed(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| "takes a seed (a whole number, like 7)".into())
}

fn seat_bot(text: &str) -> Result<(u8, String), String> {
    let (seat, command) = text
        .split_once('=')
        .ok_or("takes SEAT=COMMAND, like 0=./my-bot")?;
    let seat = seat
        .trim()
        .parse()
        .map_err(|_| format!("takes SEAT=COMMAND with a seat number, not `{seat}`"))?;
    if command.trim().is_empty() {
        return Err("takes SEAT=COMMAND with a command after the =".into());
    }
    Ok((seat, command.to_owned()))
}

fn game(text: &str) -> Result<GameKind, String> {
    GameKind::from_name(text).ok_or_else(|| "takes wendellhead, whist, hearts or schafkopf".into())
}

fn level(text: &str) -> Result<Level, String> {
    Level::from_name(text).ok_or_else(|| {
        let known: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
        format!("takes a level: {}", known.join(", "))
    })
}

fn moon(text: &str) -> Result<hearts::Moon, String> {
    hearts::Moon::from_name(text)
        .ok_or_else(|| "takes add_to_others or subtract_from_shooter".into())
}

fn trump(text: &str) -> Result<TrumpRule, String> {
    TrumpRule::from_name(text).ok_or_else(|| "takes per_deck or per_pin".into())
}

fn parse_variant(text: &str) -> Result<schafkopf::Variant, String> {
    schafkopf::Variant::from_name(text).ok_or_else(|| "takes four, three or two".into())
}

fn parse_skat_to(text: &str) -> Result<schafkopf::SkatTo, String> {
    schafkopf::SkatTo::from_name(text).ok_or_else(|| "takes club_queen or forehand".into())
}

/// The rules of the game chosen.
enum GameRules {
    Wendellhead(Rules),
    Whist(whist::Rules),
    Hearts(hearts::Rules),
    Schafkopf(schafkopf::Rules),
}

struct Options {
    rules: GameRules,
    matches: u64,
    seed: u64,
    levels: Vec<Level>,
    log: Option<String>,
    tournament: bool,
    /// `--par`, with its cap on the deals of each match.
    par: Option<Option<u32>>,
    /// Threads, or 0 for one per core.
    threads: usize,
    /// The outside bots by seat, and how long they may take.
    bots: Vec<(u8, String)>,
    bot_timeout: u64,
}

/// What clap cannot check alone: the rules as a whole and the levels against the table.
fn options(cli: Cli) -> Result<Options, String> {
    let Cli {
        game,
        bot: _,
        verify: _,
        players,
        matches,
        seed,
        ai,
        log,
        tournament,
        par,
        par_deals,
        threads,
        seat_bot,
        bot_timeout,
        target,
        wendellhead: w,
        whist: x,
        hearts: h,
        schafkopf: k,
    } = cli;
    if game != GameKind::Schafkopf && k.any() {
        return Err(
            "--variant, --sharp-cards, --skat-to, --deals, --mandatory-solos, --doubling, --laufende and the scoring values are Schafkopf rules: add --game schafkopf"
                .into(),
        );
    }
    let wendellhead_flags =
        w.short || w.pins.is_some() || w.flints.is_some() || w.hand.is_some() || w.trump.is_some();
    let whist_flags = x.honours || x.games_to_win.is_some();
    if game != GameKind::Hearts && h.any() {
        return Err(
            "--no-passing, --jack-of-diamonds, --moon, --kitty and the other Hearts rules need --game hearts"
                .into(),
        );
    }
    if game == GameKind::Wendellhead && target.is_some() {
        return Err("--target is a Whist or Hearts rule: add --game whist or --game hearts".into());
    }
    let (rules, players) = match game {
        GameKind::Schafkopf => {
            if wendellhead_flags || whist_flags || h.any() || target.is_some() {
                return Err("Wendellhead's, Whist's and Hearts' rules are not Schafkopf's".into());
            }
            let by_players = match players {
                None => None,
                Some(n) => Some(
                    schafkopf::Variant::ALL
                        .into_iter()
                        .find(|v| v.players() == n)
                        .ok_or("Wendish Schafkopf is for 2, 3 or 4 players")?,
                ),
            };
            let variant = match (k.variant, by_players) {
                (Some(v), Some(p)) if v != p => {
                    return Err(format!(
                        "--variant {} is for {} players, not {}",
                        v.name(),
                        v.players(),
                        p.players()
                    ));
                }
                (v, p) => v.or(p).unwrap_or_default(),
            };
            let standard = schafkopf::Rules::of_variant(variant);
            let v = standard.values;
            let rules = schafkopf::Rules {
                sharp_cards: k.sharp_cards,
                skat_to: k.skat_to.unwrap_or_default(),
                deals: k.deals.unwrap_or(standard.deals),
                mandatory_solos: k.mandatory_solos.unwrap_or(0),
                values: schafkopf::Values {
                    base: k.base.unwrap_or(v.base),
                    schneider: k.schneider.unwrap_or(v.schneider),
                    schwarz: k.schwarz.unwrap_or(v.schwarz),
                    solo_factor: k.solo_factor.unwrap_or(v.solo_factor),
                },
                doubling: k.doubling,
                laufende: k.laufende.unwrap_or(0),
                ..standard
            };
            if k.skat_to.is_some() && variant != schafkopf::Variant::Three {
                return Err("--skat-to is a Dreiwendsch rule: add --variant three".into());
            }
            rules.validate().map_err(|e| e.to_string())?;
            (GameRules::Schafkopf(rules), variant.players())
        }
        GameKind::Wendellhead => {
            if whist_flags {
                return Err(
                    "--honours and --games-to-win are Whist rules: add --game whist".into(),
                );
            }
            let players = players.unwrap_or(4);
            let mut rules = if w.short {
                Rules::short(players)
            } else {
                Rules::standard(players)
            };
            rules.trump = w.trump.unwrap_or_default();
            rules.pins_per_flint = w.pins.unwrap_or(rules.pins_per_flint);
            rules.flints_to_win = w.flints.unwrap_or(rules.flints_to_win);
            rules.hand_size = w.hand.unwrap_or(rules.hand_size);
            rules.validate().map_err(|e| e.to_string())?;
            (GameRules::Wendellhead(rules), players)
        }
        GameKind::Whist => {
            if wendellhead_flags {
                return Err("--short, --pins, --flints, --hand and --trump are Wendellhead rules, not Whist's".into());
            }
            if players.is_some_and(|n| n != whist::PLAYERS) {
                return Err("Classic Whist is for 4 players in two partnerships".into());
            }
            let rules = whist::Rules {
                target: target.unwrap_or(5),
                honours: x.honours,
                games_to_win: x.games_to_win.unwrap_or(1),
            };
            rules.validate().map_err(|e| e.to_string())?;
            (GameRules::Whist(rules), whist::PLAYERS)
        }
        GameKind::Hearts => {
            if wendellhead_flags || whist_flags {
                return Err("Wendellhead's and Whist's rules are not Hearts'".into());
            }
            let rules = hearts::Rules {
                players: players.unwrap_or(4),
                target: target.unwrap_or(100),
                passing: !h.no_passing,
                safe_first_trick: !h.no_safe_first_trick,
                must_break_hearts: !h.no_break_hearts,
                queen_breaks_hearts: !h.no_queen_breaks_hearts,
                jack_of_diamonds: h.jack_of_diamonds,
                moon: h.moon.unwrap_or_default(),
                kitty: h.kitty,
            };
            rules.validate().map_err(|e| e.to_string())?;
            (GameRules::Hearts(rules), rules.players)
        }
    };
    let mut levels = ai
        .split(',')
        .map(|name| {
            Level::from_name(name.trim()).ok_or_else(|| {
                let known: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
                format!("unknown level `{name}` (levels: {})", known.join(", "))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let bots = seat_bot.len();
    for (i, (seat, _)) in seat_bot.iter().enumerate() {
        if *seat >= players {
            return Err(format!(
                "--seat-bot {seat}=...: the seats are 0 to {} at a table of {players}",
                players - 1
            ));
        }
        if seat_bot[..i].iter().any(|(s, _)| s == seat) {
            return Err(format!("--seat-bot gives seat {seat} twice"));
        }
    }
    // Our levels play the seats without an outside bot.
    let free = players as usize - bots;
    if levels.len() == 1 && !tournament {
        levels = vec![levels[0]; free];
    }
    if tournament && game == GameKind::Whist && levels.len() + bots != 2 {
        return Err(
            "a Whist tournament pits two contestants, one per side: e.g. --ai hard,normal, or --ai hard with one --seat-bot"
                .into(),
        );
    }
    if tournament && bots == players as usize {
        return Err("--tournament needs a seat for at least one --ai level".into());
    }
    if tournament && (levels.len() + bots < 2 || levels.len() + bots > players as usize) {
        return Err(if bots == 0 {
            format!("--tournament needs 2 to {players} levels in --ai, e.g. --ai hard,normal")
        } else {
            format!(
                "--tournament needs 2 to {players} contestants, --ai levels and --seat-bot bots together"
            )
        });
    }
    if !tournament && levels.len() != free {
        return Err(if bots == 0 {
            format!(
                "--ai lists {} levels for {players} players: give one per seat or one for all",
                levels.len()
            )
        } else {
            format!(
                "--ai lists {} levels for the {free} seats without an outside bot: give one for each or one for all",
                levels.len()
            )
        });
    }
    Ok(Options {
        rules,
        matches,
        seed,
        levels,
        log,
        tournament,
        par: par.then_some(par_deals),
        threads: threads.map_or(0, usize::from),
        bots: seat_bot,
        bot_timeout,
    })
}

fn run(options: Options) -> Result<(), String> {
    with_threads(options.threads, || run_on_threads(&options))?
}

/// Runs the simulation on the thread pool [`run`] set up.
fn run_on_threads(options: &Options) -> Result<(), String> {
    if let Some(deals) = options.par {
        let rules = match options.rules {
            GameRules::Wendellhead(r) => AnyRules::Wendellhead(r),
            GameRules::Whist(r) => AnyRules::Whist(r),
            GameRules::Hearts(r) => AnyRules::Hearts(r),
            GameRules::Schafkopf(r) => AnyRules::Schafkopf(r),
        };
        let report = par_report(rules, options.seed, options.matches, &options.levels, deals)?;
        print!("{report}");
        return Ok(());
    }
    match options.rules {
        GameRules::Wendellhead(r) => run_game(r, options),
        GameRules::Whist(r) => run_game(r, options),
        GameRules::Hearts(r) => run_game(r, options),
        GameRules::Schafkopf(r) => run_game(r, options),
    }
}

/// Who sits where in a plain run, or in a tournament's first seating: the outside bots at their seats (in a
/// Whist tournament, at their partner's too, so the bot is a side), our levels in turn at the others.
fn seating(options: &Options, players: u8, whist_sides: bool) -> Vec<Contestant> {
    let n = players as usize;
    let bot_at = |seat: usize| {
        let at = |seat: usize| options.bots.iter().position(|(s, _)| *s as usize == seat);
        at(seat).or_else(|| whist_sides.then(|| at((seat + 2) % n)).flatten())
    };
    let mut next = 0;
    (0..n)
        .map(|seat| match bot_at(seat) {
            Some(b) => Contestant::Bot(b),
            None => {
                let level = options.levels[next % options.levels.len().max(1)];
                next += 1;
                Contestant::Level(level)
            }
        })
        .collect()
}

/// Plays the matches (or the tournament) of one game and prints the summary.
fn run_game<R: Ruleset<Game: SimGame>>(rules: R, options: &Options) -> Result<(), String> {
    let bots: Vec<BotPool> = options
        .bots
        .iter()
        .map(|(seat, command)| {
            BotPool::new(
                format!("bot{seat}"),
                command.clone(),
                Duration::from_millis(options.bot_timeout),
            )
        })
        .collect();
    let whist_sides = options.tournament && R::Game::KIND == GameKind::Whist;
    let seats = seating(options, rules.player_count(), whist_sides);
    // A bot's failure line goes to standard error at once, in seed order like everything else.
    let tell = |failure: &BotFailure| eprintln!("{failure}");
    if options.tournament {
        let start = Instant::now();
        let result = tournament_seated(rules, options.seed, options.matches, &seats, &bots, tell)
            .map_err(|e| e.to_string())?;
        print!("{result}");
        println!(
            "{TIMING}: {:.1} s on {}",
            start.elapsed().as_secs_f64(),
            threads_named(threads())
        );
        return Ok(());
    }
    let mut log = match &options.log {
        Some(path) => Some(BufWriter::new(
            File::create(path).map_err(|e| format!("cannot write the log {path}: {e}"))?,
        )),
        None => None,
    };
    // Named before any match, so a run whose every match was lost still prints a readable table.
    let mut summary = Summary {
        names: (R::Game::TRICKS, R::Game::SCORE),
        ..Summary::default()
    };
    let mut lost = 0;
    let start = Instant::now();
    play_matches(
        rules,
        options.seed,
        options.matches,
        &seats,
        &bots,
        log.is_some(),
        |played| {
            match played {
                Ok((report, line)) => {
                    summary.add(&report);
                    if let (Some(out), Some(line)) = (log.as_mut(), line) {
                        writeln!(out, "{line}").map_err(|e| format!("writing the log: {e}"))?;
                    }
                }
                Err(failure) => {
                    tell(&failure);
                    lost += 1;
                }
            }
            Ok(())
        },
    )?;
    let seconds = start.elapsed().as_secs_f64();
    if let Some(mut out) = log {
        out.flush().map_err(|e| format!("writing the log: {e}"))?;
    }
    let names: Vec<_> = seats.iter().map(|c| c.name(&bots)).collect();
    println!(
        "{}, {} players ({}), {}",
        R::Game::KIND.title(),
        rules.player_count(),
        names.join(","),
        R::Game::options(&rules)
    );
    print!("{summary}");
    if !bots.is_empty() {
        println!(
            "{lost} {} lost by an outside bot (an illegal move, an error, garbage or no answer): not in the summary{}",
            if lost == 1 { "match" } else { "matches" },
            if options.log.is_some() {
                " or the log"
            } else {
                ""
            }
        );
    }
    println!(
        "{TIMING}: {:.3} s: {:.0} matches and {:.0} card plays per second ({}, players and event log included)",
        seconds,
        summary.matches as f64 / seconds.max(1e-9),
        summary.plays as f64 / seconds.max(1e-9),
        threads_named(threads())
    );
    Ok(())
}

/// "1 thread", "2 threads".
fn threads_named(n: usize) -> String {
    format!("{n} thread{}", if n == 1 { "" } else { "s" })
}

/// `--bot LEVEL`: answers each line of standard input with one line on standard output until the input ends.
fn serve_bot(game: GameKind, level: Level, rules_given: bool) -> Result<(), String> {
    if !wendellhead::bot::GAMES.contains(&game.name()) {
        return Err(format!(
            "the bot interface plays {}, not {}",
            wendellhead::bot::GAMES.join(", "),
            game.name()
        ));
    }
    if rules_given {
        return Err("with --bot, each request names its own rules".into());
    }
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut line = String::new();
    loop {
        line.clear();
        match stdin.read_line(&mut line) {
            Ok(0) => return Ok(()),
            Ok(_) => {}
            Err(e) => return Err(format!("reading standard input: {e}")),
        }
        let request = line.trim_end_matches(['\n', '\r']);
        writeln!(
            out,
            "{}",
            wendellhead::bot::answer_in(request, level, Some(game))
        )
        .and_then(|()| out.flush())
        .map_err(|e| format!("writing standard output: {e}"))?;
    }
}

/// `sim --verify CODE FINGERPRINT`: prints the deal as dealt and whether the fingerprint is the code's; `Ok(false)`
/// when it is not, an error when either text cannot be read.
fn verify(code: &str, fingerprint: &str) -> Result<bool, String> {
    use wendellhead::engine::{DealCode, Dealt, Fingerprint};
    let code: DealCode = code
        .parse()
        .map_err(|e| format!("{code:?} is not a deal code: {e}"))?;
    let shown: Fingerprint = fingerprint
        .parse()
        .map_err(|e| format!("{fingerprint:?} is not a fingerprint: {e}"))?;
    let dealt = Dealt::of(&code).map_err(|e| format!("deal {code} cannot be dealt: {e}"))?;
    let own = Fingerprint::of(&code);
    println!(
        "deal {code}: {}, {} players, deal {} of its match, dealt by seat {}",
        code.rules.kind().title(),
        code.rules.players(),
        code.deal + 1,
        code.dealer.0
    );
    let cards = |set: wendellhead::engine::CardSet| {
        set.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    for (seat, hand) in &dealt.hands {
        println!("  seat {}: {}", seat.0, cards(*hand));
    }
    if !dealt.rest.is_empty() {
        println!("  in no hand: {}", cards(dealt.rest));
    }
    println!("SHA-256 of \"{code}\" starts {own}");
    if own == shown {
        println!(
            "fingerprint {shown} matches: this is the deal that was fixed before its first card"
        );
        Ok(true)
    } else {
        println!("fingerprint {shown} does NOT match: deal {code}'s is {own}");
        Ok(false)
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(level) = cli.bot {
        let w = &cli.wendellhead;
        let rules_given = cli.hearts.any()
            || cli.schafkopf.any()
            || cli.whist.honours
            || cli.whist.games_to_win.is_some()
            || w.short
            || w.pins.is_some()
            || w.flints.is_some()
            || w.hand.is_some()
            || w.trump.is_some();
        return match serve_bot(cli.game, level, rules_given) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("error: {message}\n\nFor more information, try '--help'.");
                ExitCode::from(2)
            }
        };
    }
    if let Some(pair) = &cli.verify {
        return match verify(&pair[0], &pair[1]) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::from(1),
            Err(message) => {
                eprintln!("error: {message}");
                ExitCode::from(2)
            }
        };
    }
    match options(cli).and_then(run) {
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
