//! Writing lessons (`docs/lessons.md`): shows candidate deals, and plays a lesson as far as its steps go, then on
//! with the hint's Hard computer in the person's seat, printing every hand and move so the next step can be
//! written.
//!
//! ```text
//! cargo run --release --no-default-features --example lesson -- deals RULES-CODE-PREFIX FROM COUNT
//! cargo run --release --no-default-features --example lesson -- show LESSON-ID
//! ```

use wendellhead::engine::{AnyRules, DealCode, Move, Seat};
use wendellhead::learn::{Courses, LessonRun, PERSON};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("deals") if args.len() == 4 => deals(
            &args[1],
            args[2].parse().expect("FROM is a number"),
            args[3].parse().expect("COUNT is a number"),
        ),
        Some("show") => show(&courses(&args[2..]), &args[1]),
        Some("check") => check(&courses(&args[1..])),
        _ => eprintln!(
            "usage: lesson deals GAME:PLAYERS FROM COUNT | lesson show ID [COURSE.json...] | lesson check [COURSE.json...]"
        ),
    }
}

fn rules(spec: &str) -> AnyRules {
    let (game, players) = spec.split_once(':').unwrap_or((spec, "4"));
    let players: u8 = players.parse().unwrap();
    use wendellhead::engine::{hearts, schafkopf, wendellhead as wh, whist};
    match game {
        "whist" => AnyRules::Whist(whist::Rules::standard()),
        "hearts" => AnyRules::Hearts(hearts::Rules::standard(players)),
        "schafkopf" => AnyRules::Schafkopf(schafkopf::Rules::of_variant(match players {
            2 => schafkopf::Variant::Two,
            3 => schafkopf::Variant::Three,
            _ => schafkopf::Variant::Four,
        })),
        _ => AnyRules::Wendellhead(wh::Rules::standard(players)),
    }
}

fn deals(spec: &str, from: u64, count: u64) {
    let rules = rules(spec);
    for seed in from..from + count {
        let Ok(game) = rules.start(seed, &mut Vec::new()) else {
            continue;
        };
        let code = DealCode::of(&game);
        println!(
            "{code}  dealer {}  trump {:?}  seen {}  you {}",
            game.dealer().0,
            game.trump(),
            pretty(game.seen_by(PERSON) & game.deck() & !game.hand(PERSON)),
            pretty(game.hand(PERSON))
        );
    }
}

/// Every card played to a trick so far.
fn played(run: &LessonRun) -> wendellhead::engine::CardSet {
    run.moves
        .iter()
        .filter_map(|(_, m)| match m {
            Move::Card(c) => Some(*c),
            _ => None,
        })
        .collect()
}

fn pretty(cards: wendellhead::engine::CardSet) -> String {
    cards
        .iter()
        .map(|c| c.pretty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The shipped courses, or those in the files named (read now, so a lesson being written needs no build).
fn courses(files: &[String]) -> Courses {
    if files.is_empty() {
        return Courses::shipped().unwrap();
    }
    let texts: Vec<(String, String)> = files
        .iter()
        .map(|f| {
            (
                f.clone(),
                std::fs::read_to_string(f).expect("cannot read the file"),
            )
        })
        .collect();
    let named: Vec<(&str, &str)> = texts
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    Courses::parse(&named).unwrap_or_else(|e| panic!("{e}"))
}

/// Follows every lesson, and checks that every message id each uses is in `assets/locales/*/lessons-<course>.ftl`.
fn check(courses: &Courses) {
    let mut bad = 0;
    for course in &courses.courses {
        let ftl: Vec<(String, String)> = ["en", "de"]
            .iter()
            .map(|lang| {
                let path = format!("assets/locales/{lang}/lessons-{}.ftl", course.id);
                (
                    path.clone(),
                    std::fs::read_to_string(&path).unwrap_or_default(),
                )
            })
            .collect();
        for lesson in &course.lessons {
            let mut problems = Vec::new();
            if let Err(e) = LessonRun::follow(lesson) {
                problems.push(e);
            }
            for id in lesson.message_ids() {
                for (path, text) in &ftl {
                    if !text
                        .lines()
                        .any(|l| l.split_once(" =").is_some_and(|(k, _)| k.trim() == id))
                    {
                        problems.push(format!("{id} is not in {path}"));
                    }
                }
            }
            if problems.is_empty() {
                println!("ok   {}", lesson.id);
            } else {
                bad += 1;
                for p in problems {
                    println!("FAIL {}: {p}", lesson.id);
                }
            }
        }
    }
    if bad > 0 {
        std::process::exit(1);
    }
}

fn show(courses: &Courses, id: &str) {
    let (_, lesson) = courses.lesson(id).expect("no such lesson");
    let code = lesson.deal_code().unwrap();
    let (mut run, stop) = LessonRun::follow_as_far(lesson).unwrap();
    let steps_end = run.moves.len();
    let at_step = run.step;
    if stop.is_none() {
        // On to the hand's end with the hint's computer in the person's seat.
        while !run.hand_over() {
            if run.computer_move().is_some() {
                continue;
            }
            let Some(mv) = run.stand_in_move() else { break };
            run.person_move(mv).unwrap();
        }
    }
    let moves = run.moves.clone();
    // Played again from the start, to print what lay face up and what the person held at each of their moves.
    let mut again = LessonRun::start(lesson).unwrap();
    println!(
        "{id}: {code}, dealer {}, trump {:?}",
        again.game.dealer().0,
        again.game.trump()
    );
    for s in 0..again.game.players() {
        println!("  seat {s}: {}", pretty(again.game.hand(Seat(s))));
    }
    for (i, &(seat, mv)) in moves.iter().enumerate() {
        if i == steps_end {
            println!(
                "-- the steps end here (step {}); on with the stand-in --",
                at_step + 1
            );
        }
        let before = (
            again.game.hand(PERSON),
            again.game.legal_moves(),
            again.game.seen_by(PERSON),
        );
        let face_up = before.2 & again.game.deck() & !before.0 & !played(&again);
        again.person_move_as(seat, mv);
        let what = match mv {
            Move::Card(c) => c.pretty(),
            Move::Pass(set) => format!("passes {}", pretty(set)),
            Move::Call(call) => format!("calls {call}"),
        };
        let mut line = format!("  {i:>3} seat {}: {what}", seat.0);
        if seat == PERSON {
            line += &format!("   (held {}; legal {})", pretty(before.0), pretty(before.1));
        }
        if !face_up.is_empty() {
            line += &format!("   [face up before: {}]", pretty(face_up));
        }
        if let Some((_, w)) = again.tricks.iter().find(|(n, _)| *n == i + 1) {
            line += &format!("   -> trick to seat {}", w.0);
        }
        println!("{line}");
    }
    match stop {
        Some(e) => println!(
            "STOPS: {e}\n  now: deciding {:?}, decision {:?}, hand {}, legal {}, calls {:?}",
            run.to_decide().map(|s| s.0),
            run.game.decision(),
            pretty(run.game.hand(PERSON)),
            pretty(run.game.legal_moves()),
            run.game.calls()
        ),
        None => println!("the steps follow through; hand over: {}", run.hand_over()),
    }
}
