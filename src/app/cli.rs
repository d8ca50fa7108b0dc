//! The game's command line (`wendellhead --help`): starting straight into a match, headless runs, the window's
//! size, screenshots and frame-time measurement. Desktop only; the web build has no command line.

use std::path::PathBuf;

use clap::{Args, Parser};

use super::settings::Speed;
use crate::engine::{DealCode, GameKind};

/// Wendellhead: a trick-taking card game for one person against computer players.
///
/// Without options the game opens at the title screen. Settings, the saved match and statistics live in
/// $WENDELLHEAD_HOME, else the system's configuration folder.
#[derive(Parser, Debug, Clone, PartialEq)]
#[command(name = "wendellhead", version = crate::VERSION)]
pub struct Cli {
    /// How the game starts.
    #[command(flatten)]
    pub start: Start,
    /// The window and what the run measures.
    #[command(flatten)]
    pub window: WindowArgs,
    /// Lists every card pack found (shipped, your packs folder, KDE's and GNOME Aisleriot's installed decks): name,
    /// where it comes from, the decks it covers, and ok or why it is not offered; then quits
    #[arg(long, conflicts_with_all = ["play", "demo", "resume", "deal", "headless", "screenshot"])]
    pub packs: bool,
}

/// Options that start straight into a match instead of the title screen.
#[derive(Args, Debug, Clone, PartialEq)]
#[command(next_help_heading = "Starting a match")]
pub struct Start {
    /// A seeded match of you against the remembered new-game choices
    #[arg(long, value_name = "SEED", value_parser = seed, conflicts_with_all = ["demo", "resume"])]
    pub play: Option<u64>,
    /// A seeded match of four computer players, to watch
    #[arg(long, value_name = "SEED", value_parser = seed, conflicts_with = "resume")]
    pub demo: Option<u64>,
    /// The saved match, without the title screen
    #[arg(long = "continue")]
    pub resume: bool,
    /// Plays one deal again from its code (shown at the end of every hand), unscored, like the title's Replay a deal
    #[arg(long, value_name = "CODE", value_parser = deal_code, conflicts_with_all = ["play", "demo", "resume"])]
    pub deal: Option<DealCode>,
    /// Opens a game's lessons (wendellhead, whist, hearts, schafkopf, or dreiwendsch for Dreiwendsch and the game
    /// for two), or plays lesson N of them (`hearts:2`), as the title's Learn does
    #[arg(long, value_name = "GAME[:N]", value_parser = learn, conflicts_with_all = ["play", "demo", "resume", "deal", "headless"])]
    pub learn: Option<LearnAt>,
    /// Plays today's deal of the day of GAME (wendellhead, whist, hearts or schafkopf): the same deal for everyone
    /// on the same date (UTC), rated the first time, practice after, as the title's Deal of the day does
    #[arg(long, value_name = "GAME", value_parser = game, conflicts_with_all = ["play", "demo", "resume", "deal", "learn", "headless"])]
    pub daily: Option<GameKind>,
    /// The game of --play or --demo: wendellhead, whist, hearts or schafkopf [default: the last one chosen for --play, wendellhead
    /// for --demo]
    #[arg(long, value_name = "GAME", value_parser = game)]
    pub game: Option<GameKind>,
    /// Players for --play or --demo: Wendellhead 2-5, Hearts 3-5, Wendish Schafkopf 2, 3 (Dreiwendsch) or 4
    /// [default: the remembered choice for --play, 4 for --demo]
    #[arg(long, value_name = "N", requires = "game")]
    pub players: Option<u8>,
    /// No window and no sound (with --demo or --continue): plays to the end, prints the result as one JSON line
    #[arg(long)]
    pub headless: bool,
    /// The animation speed for this run only, not saved: slow, normal, fast or instant [default: the settings']
    #[arg(long, value_name = "SPEED", value_parser = speed)]
    pub speed: Option<Speed>,
}

/// Options for the window and for measuring a run.
#[derive(Args, Debug, Clone, PartialEq)]
#[command(next_help_heading = "Window")]
pub struct WindowArgs {
    /// The window's size in pixels
    #[arg(long, value_name = "WIDTHxHEIGHT", default_value_t = WindowSize::DEFAULT, value_parser = size)]
    pub size: WindowSize,
    /// Saves a PNG of the window after --after seconds, then quits (works under Xvfb)
    #[arg(long, value_name = "FILE")]
    pub screenshot: Option<PathBuf>,
    /// Seconds to wait before the --screenshot
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_AFTER, value_parser = seconds, requires = "screenshot")]
    pub after: f64,
    /// Measures frame times for that many seconds, prints them and quits (docs/performance.md)
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub frame_stats: Option<f64>,
}

/// Seconds before `--screenshot` when `--after` is not given.
const DEFAULT_AFTER: f64 = 3.0;

/// A window size in pixels, written `WIDTHxHEIGHT`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WindowSize {
    /// Pixels across.
    pub width: u32,
    /// Pixels down.
    pub height: u32,
}

impl WindowSize {
    /// The window a run without `--size` opens.
    pub const DEFAULT: WindowSize = WindowSize {
        width: 1280,
        height: 800,
    };
}

impl std::fmt::Display for WindowSize {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

impl Default for Cli {
    /// What a run without options means, and all the web build has. Written out rather than parsed so the web
    /// build links none of clap's parsing; a test checks it equals parsing no options.
    fn default() -> Self {
        Cli {
            start: Start {
                play: None,
                demo: None,
                resume: false,
                deal: None,
                learn: None,
                daily: None,
                game: None,
                players: None,
                headless: false,
                speed: None,
            },
            window: WindowArgs {
                size: WindowSize::DEFAULT,
                screenshot: None,
                after: DEFAULT_AFTER,
                frame_stats: None,
            },
            packs: false,
        }
    }
}

impl Cli {
    /// Refusals that need more than one flag to see.
    pub fn validate(&self) -> Result<(), String> {
        if self.start.headless && self.start.demo.is_none() && !self.start.resume {
            return Err("--headless needs --demo SEED or --continue".into());
        }
        if self.start.game.is_some() && self.start.play.is_none() && self.start.demo.is_none() {
            return Err("--game chooses the game of --play SEED or --demo SEED".into());
        }
        Ok(())
    }
}

fn game(text: &str) -> Result<GameKind, String> {
    GameKind::from_name(text)
        .filter(|g| GameKind::ALL.contains(g))
        .ok_or_else(|| "takes wendellhead, whist, hearts or schafkopf".into())
}

/// A course of lessons, and one of its lessons (from 1), as `--learn` names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LearnAt {
    /// The course's id.
    pub course: String,
    /// The lesson's number in it, from 1; `None` opens the course's list.
    pub lesson: Option<usize>,
}

fn learn(text: &str) -> Result<LearnAt, String> {
    let courses = crate::learn::Courses::shipped()?;
    let ids: Vec<&str> = courses.courses.iter().map(|c| c.id.as_str()).collect();
    let (id, number) = match text.split_once(':') {
        Some((id, n)) => (id, Some(n)),
        None => (text, None),
    };
    let Some(course) = courses.course(id) else {
        return Err(format!(
            "takes one of {} (with :N for its lesson N)",
            ids.join(", ")
        ));
    };
    let lesson = match number {
        None => None,
        Some(n) => match n.parse::<usize>() {
            Ok(n) if (1..=course.lessons.len()).contains(&n) => Some(n),
            _ => {
                return Err(format!(
                    "{id} has lessons 1 to {}: `{n}` is not one of them",
                    course.lessons.len()
                ));
            }
        },
    };
    Ok(LearnAt {
        course: id.to_owned(),
        lesson,
    })
}

fn deal_code(text: &str) -> Result<DealCode, String> {
    text.parse::<DealCode>().map_err(|e| e.to_string())
}

fn seed(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| "takes a seed (a whole number, like 7)".into())
}

fn speed(text: &str) -> Result<Speed, String> {
    Speed::ALL
        .into_iter()
        .find(|s| s.name().eq_ignore_ascii_case(text))
        .ok_or_else(|| "is one of slow, normal, fast, instant".into())
}

fn size(text: &str) -> Result<WindowSize, String> {
    match text.split_once('x').map(|(w, h)| (w.parse(), h.parse())) {
        Some((Ok(width), Ok(height)))
            if (320..=16384).contains(&width) && (240..=16384).contains(&height) =>
        {
            Ok(WindowSize { width, height })
        }
        Some((Ok(_), Ok(_))) => Err("takes a size from 320x240 to 16384x16384".into()),
        _ => Err("takes WIDTHxHEIGHT, like 800x600".into()),
    }
}

fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s >= 0.0 => Ok(s),
        _ => Err("takes a number of seconds, like 2.5".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_consistent() {
        // clap's own check of the definitions: no clashing names, groups that exist.
        Cli::command().debug_assert();
    }

    #[test]
    fn every_flag_keeps_its_meaning() {
        let cli = Cli::try_parse_from([
            "wendellhead",
            "--play",
            "7",
            "--speed",
            "FAST",
            "--size",
            "800x600",
            "--screenshot",
            "a.png",
            "--after",
            "2.5",
        ])
        .unwrap();
        assert_eq!(cli.start.play, Some(7));
        assert_eq!(cli.start.speed, Some(Speed::Fast));
        assert_eq!(
            cli.window.size,
            WindowSize {
                width: 800,
                height: 600
            }
        );
        assert_eq!(cli.window.after, 2.5);
        assert_eq!(Cli::default(), Cli::parse_from(["wendellhead"]));
        assert_eq!(Cli::default().window.size.to_string(), "1280x800");
    }

    #[test]
    fn bad_values_and_combinations_are_refused() {
        for args in [
            &["--size", "800"][..],
            &["--size", "10x10"],
            &["--speed", "warp"],
            &["--play", "seven"],
            &["--play", "1", "--demo", "2"],
            &["--after", "2"],
            &["--frame-stats", "-1"],
            &["--deal", "W4-00000"],
            &["--deal", "X4-03K7Q-2MX9H"],
            &["--colour"],
            &["--learn", "chess"],
            &["--learn", "hearts:0"],
            &["--learn", "hearts:99"],
            &["--learn", "whist:x"],
            &["--learn", "whist", "--play", "3"],
            &["--daily", "chess"],
            &["--daily", "hearts", "--deal", "C4-30JX4-FM"],
            &["--daily"],
        ] {
            let all = std::iter::once("wendellhead").chain(args.iter().copied());
            assert!(Cli::try_parse_from(all).is_err(), "{args:?} was accepted");
        }
        // `--learn` names a course, or one of its lessons.
        let learn = |arg: &str| Cli::parse_from(["wendellhead", "--learn", arg]).start.learn;
        assert_eq!(
            learn("schafkopf:3"),
            Some(LearnAt {
                course: "schafkopf".into(),
                lesson: Some(3)
            })
        );
        assert_eq!(learn("dreiwendsch").map(|l| l.lesson), Some(None));
        // `--daily` names a game.
        let daily = Cli::parse_from(["wendellhead", "--daily", "hearts"])
            .start
            .daily;
        assert_eq!(daily, Some(GameKind::Hearts));
        let headless = Cli::try_parse_from(["wendellhead", "--headless"]).unwrap();
        assert!(headless.validate().unwrap_err().contains("--demo"));
    }
}
