//! The game program itself, from outside: a seeded match of computer players killed with SIGKILL at several
//! moments and resumed with `--continue` ends exactly as the same match played without interruption.
#![cfg(feature = "app")]

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Instant;

fn home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wendellhead-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn game(home: &PathBuf, args: &[&str]) -> Command {
    game_in(home, args)
}

/// The game program with `home` as the player's folder, its report piped.
fn game_in(home: &PathBuf, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_wendellhead"));
    command
        .args(args)
        .env("WENDELLHEAD_HOME", home)
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    command
}

/// Runs the program to its end and returns the match it reports.
fn finish(home: &PathBuf, args: &[&str]) -> String {
    let out = game(home, args).output().expect("the game runs");
    assert!(out.status.success(), "{args:?} failed: {:?}", out.status);
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

#[test]
fn a_match_killed_at_any_moment_resumes_and_ends_as_if_never_interrupted() {
    killed_and_resumed("wendellhead", &["--headless", "--demo", "5"]);
}

#[test]
fn a_whist_match_killed_at_any_moment_resumes_and_ends_as_if_never_interrupted() {
    killed_and_resumed("whist", &["--headless", "--demo", "5", "--game", "whist"]);
}

#[test]
fn a_hearts_game_killed_at_any_moment_resumes_and_ends_as_if_never_interrupted() {
    killed_and_resumed("hearts", &["--headless", "--demo", "3", "--game", "hearts"]);
}

#[test]
fn a_schafkopf_match_killed_at_any_moment_resumes_and_ends_as_if_never_interrupted() {
    killed_and_resumed(
        "schafkopf",
        &["--headless", "--demo", "4", "--game", "schafkopf"],
    );
}

#[test]
fn players_choose_the_schafkopf_variant_and_a_size_a_game_has_not_is_refused() {
    for (players, deals) in [("3", 12), ("2", 8)] {
        let dir = home(&format!("schafkopf-{players}"));
        let args = [
            "--headless",
            "--demo",
            "4",
            "--game",
            "schafkopf",
            "--players",
            players,
        ];
        let report = finish(&dir, &args);
        assert!(report.contains("\"game\":\"schafkopf\""), "{report}");
        let json: serde_json::Value = serde_json::from_str(&report).unwrap();
        assert_eq!(json["deals"], deals, "{report}");
        let variant = if players == "3" { "three" } else { "two" };
        assert_eq!(json["variant"], variant);
        assert_eq!(
            json["balance"].as_array().unwrap().len(),
            players.parse::<usize>().unwrap()
        );
        // The same seed, the same match.
        assert_eq!(
            finish(&home(&format!("schafkopf-{players}-again")), &args),
            report
        );
    }
    let dir = home("players-refused");
    let out = Command::new(env!("CARGO_BIN_EXE_wendellhead"))
        .args([
            "--headless",
            "--demo",
            "1",
            "--game",
            "whist",
            "--players",
            "3",
        ])
        .env("WENDELLHEAD_HOME", &dir)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("Classic Whist is played by 4 players, not 3"),
        "{said}"
    );
}

/// Runs `args` whole, then killed at several moments and resumed: each ends as the whole run did.
fn killed_and_resumed(game_name: &str, args: &[&str]) {
    let clean = home(&format!("clean-{game_name}"));
    let whole = finish(&clean, args);
    assert!(whole.contains("\"winner\""), "{whole}");
    assert!(
        whole.contains(&format!("\"game\":\"{game_name}\"")),
        "{whole}"
    );
    let started = Instant::now();
    finish(&home(&format!("timing-{game_name}")), args);
    let length = started.elapsed();

    let mut interrupted = 0;
    for share in [0.1, 0.3, 0.5, 0.7, 0.9] {
        let dir = home(&format!("kill-{game_name}-{}", (share * 10.0) as u32));
        let mut child = game(&dir, args).spawn().unwrap();
        std::thread::sleep(length.mul_f64(share));
        // `kill` is SIGKILL on Unix: no chance to tidy up.
        let _ = child.kill();
        let status = child.wait().unwrap();
        if status.success() {
            continue; // It finished before the kill: nothing to resume.
        }
        if !dir.join("match.json").exists() {
            continue; // Killed before the first card was saved.
        }
        interrupted += 1;
        // The save names the build that wrote it.
        let saved: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("match.json")).unwrap())
                .unwrap();
        assert_eq!(saved["written_by"], wendellhead::VERSION);
        let resumed = finish(&dir, &["--headless", "--continue"]);
        assert_eq!(resumed, whole, "killed at {share} of the match");
        assert!(
            !dir.join("match.json").exists(),
            "the finished match is no longer saved"
        );
    }
    assert!(
        interrupted >= 2,
        "only {interrupted} runs were killed mid-match"
    );
}

/// A person's Hearts match saved mid-way through its third hand: `--headless --continue` lets the Hard computer
/// play the person's seat (said on stderr) instead of waiting forever, and reports every hand of the match, 1..N
/// for N deals, each with its result and par in the hand panel's units (points taken).
#[test]
fn a_persons_match_continued_headless_reports_every_hand_with_its_par() {
    use wendellhead::app::state::table::{SavedMatch, SeatKind};
    use wendellhead::engine::{AnyRules, Decision, Move, hearts};
    let dir = home("person-hearts");
    let rules = AnyRules::Hearts(hearts::Rules {
        target: 50,
        ..hearts::Rules::standard(4)
    });
    let game = rules.start(8, &mut Vec::new()).unwrap();
    let mut seats = vec![SeatKind::Computer(wendellhead::ai::Level::Normal); 4];
    seats[0] = SeatKind::Human;
    let mut saved = SavedMatch::new(game, seats);
    // Two hands and part of a third, each seat playing its lowest card and passing its first three.
    let record = saved.record.as_mut().unwrap();
    while saved.game.deals() < 3 || saved.game.trick().cards().len() < 2 {
        let (seat, mv) = match saved.game.decision().unwrap() {
            Decision::PlayCard { seat } => {
                (seat, Move::Card(saved.game.legal_moves().lowest().unwrap()))
            }
            Decision::PassCards { seat, count } => (
                seat,
                Move::Pass(saved.game.hand(seat).iter().take(count).collect()),
            ),
            other => panic!("Hearts asks for no {other:?}"),
        };
        record
            .apply(&mut saved.game, seat, mv, &mut Vec::new())
            .unwrap();
    }
    std::fs::write(
        dir.join("match.json"),
        serde_json::to_string(&saved).unwrap(),
    )
    .unwrap();
    let out = game_in(&dir, &["--headless", "--continue"])
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("the Hard computer plays it"), "{said}");
    let report: serde_json::Value =
        serde_json::from_str(String::from_utf8_lossy(&out.stdout).trim()).unwrap();
    let deals = report["deals"].as_u64().unwrap();
    let hands = report["hands"].as_array().expect("the hands are reported");
    assert_eq!(hands.len() as u64, deals);
    assert!(deals >= 3);
    let mut taken = 0;
    for (i, hand) in hands.iter().enumerate() {
        assert_eq!(hand["hand"].as_u64(), Some(i as u64 + 1), "{hand}");
        let result = hand["result"].as_i64().expect("every hand was played out");
        let par = hand["par"].as_i64().expect("every hand has its par");
        assert!(
            (0..=26).contains(&par),
            "Hearts' par is points taken: {hand}"
        );
        // Higher is better against par: fewer points taken than par.
        assert_eq!(hand["against_par"].as_i64(), Some(par - result), "{hand}");
        taken += result;
    }
    // The points each hand added, in the hand panel's words "points taken", make up the person's score.
    assert_eq!(report["scores"][0].as_i64(), Some(taken), "{report}");
}

#[test]
fn continue_without_a_saved_match_says_so() {
    let dir = home("nothing");
    // What `--continue` says when it refuses.
    let refusal = || {
        let out = game(&dir, &["--headless", "--continue"])
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert!(!out.status.success());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let said = refusal();
    assert!(said.contains("there is no saved match"), "{said}");
    std::fs::write(dir.join("match.json"), "{ broken").unwrap();
    let said = refusal();
    assert!(said.contains("cannot be continued"), "{said}");
}

#[test]
fn help_lists_every_option_and_bad_options_are_refused_with_a_reason() {
    let dir = home("help");
    let run = |args: &[&str]| {
        let out = game(&dir, args).stderr(Stdio::piped()).output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, help, _) = run(&["--help"]);
    assert_eq!(code, Some(0));
    // `--version` names the build: the crate's version and the commit it was built from.
    let (code, version, _) = run(&["--version"]);
    assert_eq!(code, Some(0));
    assert_eq!(
        version.trim(),
        format!("wendellhead {}", crate::common::expected_version())
    );
    for needle in [
        "--play <SEED>",
        "--demo <SEED>",
        "--continue",
        "--headless",
        "--speed <SPEED>",
        "--size <WIDTHxHEIGHT>",
        "[default: 1280x800]",
        "--screenshot <FILE>",
        "--after <SECONDS>",
        "[default: 3]",
        "--frame-stats <SECONDS>",
        "--game <GAME>",
        "Starting a match:",
        "Window:",
    ] {
        assert!(help.contains(needle), "{needle} missing from:\n{help}");
    }
    // Refused before any window opens, with the flag and the reason, and nothing written.
    for (args, reason) in [
        (&["--colour", "red"][..], "unexpected argument '--colour'"),
        (
            &["--speed", "warp"],
            "is one of slow, normal, fast, instant",
        ),
        (&["--size", "big"], "takes WIDTHxHEIGHT"),
        (&["--play", "x"], "takes a seed"),
        (&["--after", "5"], "--screenshot <FILE>"),
        (&["--play", "1", "--demo", "2"], "cannot be used with"),
        (
            &["--headless"],
            "--headless needs --demo SEED or --continue",
        ),
        (
            &["--demo", "1", "--game", "bridge"],
            "takes wendellhead, whist, hearts or schafkopf",
        ),
        (
            &["--game", "whist"],
            "--game chooses the game of --play SEED or --demo SEED",
        ),
    ] {
        let (code, _, said) = run(args);
        assert_eq!(code, Some(2), "{args:?}: {said}");
        assert!(said.contains(reason), "{args:?}: {said}");
    }
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        0,
        "a refused run wrote nothing"
    );
}

/// `wendellhead --packs`, the modder's check: the shipped packs, a player's pack and deck, and the installed KDE and
/// Aisleriot decks, each with where it comes from, its decks and `ok`, or why it is not offered (a manifest that
/// names a missing image, an SVG deck without a back, a file that is not gzip), and the count that can be chosen.
#[test]
fn packs_lists_every_pack_found_with_ok_or_the_reason() {
    let home = home("packs");
    let data = home.join("data");
    let oxygen = std::path::Path::new("/usr/share/carddecks/svg-oxygen");
    let with_system = oxygen.is_dir();
    assert!(
        with_system || std::env::var_os("WENDELLHEAD_REQUIRE_DECKS").is_none(),
        "apt-get install kdegames-card-data-kf5 gnome-cards-data"
    );
    if with_system {
        let kde = data.join("carddecks/svg-oxygen");
        std::fs::create_dir_all(&kde).unwrap();
        for entry in std::fs::read_dir(oxygen).unwrap().flatten() {
            std::fs::copy(entry.path(), kde.join(entry.file_name())).unwrap();
        }
    }
    let cards = data.join("aisleriot/cards");
    std::fs::create_dir_all(&cards).unwrap();
    std::fs::write(cards.join("mangled.svgz"), b"not gzip at all").unwrap();
    // The player's packs folder: a pack whose manifest names an image that is not there, and an SVG deck with
    // every card but no back.
    let packs = home.join("packs");
    let broken = packs.join("broken");
    std::fs::create_dir_all(&broken).unwrap();
    std::fs::write(
        broken.join("pack.ron"),
        r#"(name: "Broken", card_size: (10, 14), faces: Sheet(image: "faces.png", columns: 13, rows: 4), backs: [(name: "B", image: "back.png")])"#,
    )
    .unwrap();
    let mut svg =
        String::from(r#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">"#);
    for suit in ["club", "diamond", "heart", "spade"] {
        for rank in [
            "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king",
        ] {
            svg.push_str(&format!(
                r#"<rect id="{rank}_{suit}" x="0" y="0" width="10" height="14"/>"#
            ));
        }
    }
    svg.push_str("</svg>");
    std::fs::write(packs.join("backless.svg"), svg).unwrap();
    let out = game(&home, &["--packs"])
        .env("XDG_DATA_HOME", &data)
        .env("XDG_DATA_DIRS", &data)
        .output()
        .expect("the game runs");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let line = |start: &str| {
        text.lines()
            .find(|l| l.starts_with(start))
            .unwrap_or_else(|| panic!("no line for {start}:\n{text}"))
            .to_string()
    };
    for shipped in ["Classic ", "Kennard ", "Jumbo "] {
        let l = line(shipped);
        assert!(l.contains("shipped") && l.ends_with("ok"), "{l}");
        assert!(l.contains("french-52, french-32"), "{l}");
    }
    // Named by its manifest, refused for the reason the game gives: no image of its faces or back is there.
    let l = line("Broken ");
    assert!(l.contains("your packs folder"), "{l}");
    let (faces, back) = (broken.join("faces.png"), broken.join("back.png"));
    assert!(
        l.ends_with(&format!(
            "not offered: {}: no such file; {}: no such file",
            faces.display(),
            back.display()
        )),
        "{l}"
    );
    let l = line("Backless (your packs folder)");
    assert!(l.contains("not offered") && l.contains("back"), "{l}");
    let l = line("Mangled (Aisleriot)");
    assert!(l.contains("not offered"), "{l}");
    let offered = if with_system {
        let l = line("Oxygen (KDE)");
        assert!(l.contains("KDE (SVG)") && l.ends_with("ok"), "{l}");
        4
    } else {
        3
    };
    assert!(
        text.trim_end().ends_with(&format!(
            "{offered} of {} packs can be chosen in Settings → Card pack",
            offered + 3
        )),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&home);
}
