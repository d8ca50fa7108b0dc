//! Outside bots as seats (`sim --seat-bot SEAT=COMMAND`, `docs/bots.md`): our own `sim --bot` as the child plays
//! whole Hearts matches and tournaments; small scripts that answer garbage, an illegal card, an error or nothing
//! lose their matches with a line naming the seat, the request and the answer, the run goes on and counts them,
//! and no child is left running.

use crate::common;

use common::bot::sim;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// The simulator binary.
const SIM: &str = env!("CARGO_BIN_EXE_sim");

/// A fresh folder for one test's scripts and files.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "wendellhead-seat-bot-{name}-{}",
        std::process::id()
    ));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes an executable shell script `name` in `dir` that first adds its process id to `dir/pids`, then runs
/// `body`; returns its path.
fn script(dir: &Path, name: &str, body: &str) -> String {
    let path = dir.join(name);
    let pids = dir.join("pids");
    std::fs::write(
        &path,
        format!("#!/bin/sh\necho $$ >> '{}'\n{body}\n", pids.display()),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    path.display().to_string()
}

/// The process ids the scripts in `dir` wrote.
fn pids(dir: &Path) -> Vec<u32> {
    std::fs::read_to_string(dir.join("pids"))
        .unwrap_or_default()
        .lines()
        .map(|l| l.trim().parse().unwrap())
        .collect()
}

/// Whether process `pid` still runs. A zombie counts as gone: it has ended and only waits to be reaped, and a
/// script the bot's shell started is reaped by init, which in some containers never does it.
fn running(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => !matches!(
            stat.rsplit(") ").next().and_then(|s| s.chars().next()),
            Some('Z' | 'X')
        ),
        Err(_) if Path::new("/proc/self").exists() => false,
        Err(_) => Command::new("kill")
            .args(["-0", &pid.to_string()])
            .status()
            .is_ok_and(|s| s.success()),
    }
}

/// Checks that every process the scripts in `dir` started has ended (a killed one within a moment).
fn none_left(dir: &Path) {
    let pids = pids(dir);
    assert!(!pids.is_empty(), "no bot was started");
    let deadline = Instant::now() + Duration::from_secs(3);
    for pid in pids {
        while running(pid) {
            assert!(
                Instant::now() < deadline,
                "bot process {pid} is still running"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// Our own random bot behind a script that records its process id, so the test can see it end.
fn random_bot(dir: &Path) -> String {
    script(
        dir,
        "random.sh",
        &format!("exec '{SIM}' --bot random --game hearts"),
    )
}

/// `sim --bot random` at seat 1 of plain Hearts matches: every match completes and is logged, the results name
/// the bot's seat, no match is lost, one child serves the whole run on one thread and none is left afterwards.
#[test]
fn our_random_bot_plays_whole_hearts_matches_from_a_seat() {
    let dir = folder("random");
    let bot = format!("1={}", random_bot(&dir));
    let log = dir.join("log.jsonl");
    let (ok, stdout, stderr) = sim(&[
        "--game",
        "hearts",
        "--matches",
        "4",
        "--seat-bot",
        &bot,
        "--threads",
        "1",
        "--log",
        log.to_str().unwrap(),
    ]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("(random,bot1,random,random)"), "{stdout}");
    assert!(stdout.contains("4 matches, "), "{stdout}");
    assert!(
        stdout.contains("0 matches lost by an outside bot"),
        "{stdout}"
    );
    let log = std::fs::read_to_string(&log).unwrap();
    assert_eq!(log.lines().count(), 4);
    assert!(
        log.lines().all(|l| l.contains("\"game\":\"hearts\"")),
        "{log}"
    );
    assert_eq!(pids(&dir).len(), 1, "one child for the run");
    none_left(&dir);
    std::fs::remove_dir_all(&dir).ok();
}

/// With an outside bot, `--threads 2` prints the same results as one thread (our bot answers the same request
/// the same way), each thread keeps a child of its own (at most two are started) and none is left.
#[test]
fn an_outside_bot_gets_a_child_per_thread_and_the_same_results() {
    let dir = folder("threads");
    let bot = format!("3={}", random_bot(&dir));
    let mut outs = Vec::new();
    for threads in ["1", "2"] {
        std::fs::remove_file(dir.join("pids")).ok();
        let (ok, stdout, stderr) = sim(&[
            "--game",
            "hearts",
            "--matches",
            "6",
            "--seat-bot",
            &bot,
            "--threads",
            threads,
        ]);
        assert!(ok, "{stderr}");
        let started = pids(&dir).len();
        assert!(
            (1..=threads.parse().unwrap()).contains(&started),
            "{started} children"
        );
        none_left(&dir);
        outs.push(
            stdout
                .lines()
                .filter(|l| !l.starts_with("time"))
                .collect::<Vec<_>>()
                .join("\n"),
        );
    }
    assert_eq!(outs[0], outs[1]);
    std::fs::remove_dir_all(&dir).ok();
}

/// A Hearts tournament between an outside bot (our Normal level through `sim --bot`) and Easy, Normal and Hard
/// in one command: the bot is one more contestant rotated through every seat over the same shuffles, with its
/// results and its margin against each level.
#[test]
fn an_outside_bot_is_measured_against_every_level_in_a_tournament() {
    let dir = folder("tournament");
    let bot = format!(
        "0={}",
        script(
            &dir,
            "normal.sh",
            &format!("exec '{SIM}' --bot normal --game hearts")
        )
    );
    let (ok, stdout, stderr) = sim(&[
        "--game",
        "hearts",
        "--target",
        "20",
        "--tournament",
        "--ai",
        "easy,normal,hard",
        "--seat-bot",
        &bot,
        "--matches",
        "1",
    ]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("1 shuffles, 4 matches"), "{stdout}");
    for needle in [
        "\nbot0 ",
        "\neasy ",
        "\nhard ",
        "bot0 - easy: win rate",
        "bot0 - normal: win rate",
        "bot0 - hard: win rate",
        "0 matches lost by an outside bot",
        "0 shuffles left out",
        "time a decision, bot0: p50",
    ] {
        assert!(stdout.contains(needle), "{needle}: {stdout}");
    }
    none_left(&dir);
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs 3 Hearts matches (and, with `tournament`, a 1-shuffle tournament against Random) with the script `body`
/// at seat 2 and a 300 ms timeout; checks the run succeeded, that each lost match has a line naming the seat, the
/// request and the answer (`answered`), that the results count them, and that no child is left. Returns stderr.
fn loses_every_match(name: &str, body: &str, answered: &str, extra: &[&str]) -> String {
    let dir = folder(name);
    let bot = format!("2={}", script(&dir, "bot.sh", body));
    let mut args = vec![
        "--game",
        "hearts",
        "--matches",
        "3",
        "--seat-bot",
        &bot,
        "--bot-timeout",
        "300",
    ];
    args.extend(extra);
    let (ok, stdout, stderr) = sim(&args);
    assert!(ok, "the run goes on: {stderr}");
    assert!(
        stdout.contains("3 matches lost by an outside bot"),
        "{stdout}"
    );
    assert!(stdout.contains("0 matches, 0 deals"), "{stdout}");
    let lines: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("match lost"))
        .collect();
    assert_eq!(lines.len(), 3, "{stderr}");
    for (line, seed) in lines.iter().zip(1..) {
        let start = format!("match lost (seed {seed}): the outside bot bot2 at seat 2 (`");
        assert!(line.starts_with(&start), "{line}");
        assert!(line.contains(&format!(") answered {answered}")), "{line}");
        let request = line.split(", to the request ").nth(1).expect("the request");
        let request: serde_json::Value =
            serde_json::from_str(request).expect("the request as sent");
        assert_eq!(request["format"], "bot/1");
        assert_eq!(request["seat"], 2);
    }
    // Every failed child is killed; the next match starts a new one.
    assert_eq!(pids(&dir).len(), 3, "a new child after each failure");
    none_left(&dir);

    std::fs::remove_file(dir.join("pids")).ok();
    let (ok, stdout, stderr) = sim(&[
        "--game",
        "hearts",
        "--tournament",
        "--ai",
        "random",
        "--matches",
        "1",
        "--seat-bot",
        &bot,
        "--bot-timeout",
        "300",
        "--threads",
        "2",
    ]);
    assert!(ok, "the tournament goes on: {stderr}");
    assert!(stdout.contains("1 shuffles, 0 matches"), "{stdout}");
    assert!(
        stdout.contains("4 matches lost by an outside bot (an illegal move, an error, garbage or no answer); 1 shuffle left out"),
        "{stdout}"
    );
    assert_eq!(
        stderr
            .lines()
            .filter(|l| l.starts_with("match lost (seed 1)"))
            .count(),
        4
    );
    none_left(&dir);
    std::fs::remove_dir_all(&dir).ok();
    stderr
}

/// A bot that answers garbage loses each match: "answered garbage, which is not an answer".
#[test]
fn a_bot_answering_garbage_loses_its_matches() {
    loses_every_match(
        "garbage",
        "while read line; do echo 'hello there'; done",
        "hello there, which is not an answer (the answer is not valid JSON",
        &[],
    );
}

/// A bot that always plays the 2♣ (no passing, so every request asks for a card) loses each match the first time
/// the 2♣ is not a legal card for it: "which is not a legal move".
#[test]
fn a_bot_answering_an_illegal_card_loses_its_matches() {
    loses_every_match(
        "illegal",
        r#"while read line; do echo '{"play":"2C"}'; done"#,
        r#"{"play":"2C"}, which is not a legal move ("#,
        &["--no-passing"],
    );
}

/// A bot that answers `{"error":...}` loses each match: the error is quoted.
#[test]
fn a_bot_answering_an_error_loses_its_matches() {
    loses_every_match(
        "error",
        r#"while read line; do echo '{"error":"x"}'; done"#,
        r#"{"error":"x"}, which is not an answer (the bot answered an error: "x")"#,
        &[],
    );
}

/// A bot that answers nothing loses each match after `--bot-timeout` (300 ms), is killed with what it started
/// (its `sleep`), and the run takes about the timeouts, not the sleep.
#[test]
fn a_silent_bot_times_out_and_is_killed() {
    let start = Instant::now();
    loses_every_match("silent", "sleep 60", "nothing within 300 ms", &[]);
    assert!(
        start.elapsed() < Duration::from_secs(30),
        "{:?}",
        start.elapsed()
    );
}

/// A bot that exits at once loses each match: "its output ended" with its exit status.
#[test]
fn a_bot_that_exits_loses_its_matches() {
    loses_every_match(
        "exits",
        "exit 3",
        "nothing: its output ended (exit status: 3)",
        &[],
    );
}

/// Bad `--seat-bot` options are refused with a message: a seat off the table, one given twice, no `=`, and too
/// many `--ai` levels for the seats left.
#[test]
fn bad_seat_bot_options_are_refused() {
    for (args, message) in [
        (
            &["--game", "hearts", "--seat-bot", "4=cat"][..],
            "the seats are 0 to 3",
        ),
        (
            &[
                "--game",
                "hearts",
                "--seat-bot",
                "1=cat",
                "--seat-bot",
                "1=cat",
            ][..],
            "seat 1 twice",
        ),
        (
            &["--game", "hearts", "--seat-bot", "cat"][..],
            "SEAT=COMMAND",
        ),
        (
            &[
                "--game",
                "hearts",
                "--seat-bot",
                "0=cat",
                "--ai",
                "easy,easy,easy,easy",
            ][..],
            "3 seats without an outside bot",
        ),
        (
            &["--game", "hearts", "--seat-bot", "0=cat", "--par"][..],
            "cannot be used with",
        ),
    ] {
        let (ok, _, stderr) = sim(args);
        assert!(!ok, "{args:?} was accepted");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}
