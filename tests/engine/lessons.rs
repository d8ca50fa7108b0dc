//! The shipped lessons, without Bevy: every course reads, every game has its course with 4 to 8 lessons ending in a
//! real hand, and every lesson can be played to its end by following the coach: each move it asks for is the
//! person's to make and allowed, every card it names or points at is one the person can see when its line shows,
//! and every line it says is written in both languages. A lesson that breaks (a rules or computer change that
//! makes its deal play otherwise) fails here with the step where it stops.

use std::collections::BTreeSet;

use wendellhead::engine::{GameKind, Move};
use wendellhead::learn::{Act, Courses, LessonRun, Point, Step, Verdict};

fn courses() -> Courses {
    Courses::shipped().expect("the shipped lessons read")
}

/// Rule of the lessons: every game has a course of 4 to 8 lessons, each game's last a real hand; Dreiwendsch and
/// the game for two have their own.
#[test]
fn every_game_has_a_course_of_four_to_eight_lessons_ending_in_a_real_hand() {
    let courses = courses();
    let ids: Vec<&str> = courses.courses.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(
        ids,
        ["wendellhead", "whist", "hearts", "schafkopf", "dreiwendsch"]
    );
    for game in GameKind::ALL {
        assert!(
            courses.courses.iter().any(|c| c.game == game),
            "{game:?} has no course"
        );
    }
    for course in &courses.courses {
        let n = course.lessons.len();
        assert!((4..=8).contains(&n), "{} has {n} lessons", course.id);
        let last = course.lessons.last().unwrap();
        assert!(
            last.real_hand,
            "{}'s last lesson is not a real hand",
            course.id
        );
        assert!(
            last.steps.iter().any(|s| s.act == Act::Free),
            "{}'s real hand is not played freely",
            course.id
        );
        // Every lesson but the real hands asks the person to do something.
        for lesson in course.lessons.iter().filter(|l| !l.real_hand) {
            assert!(
                lesson
                    .steps
                    .iter()
                    .any(|s| matches!(s.act, Act::Play(_) | Act::Pass(_) | Act::Call(_))),
                "{} only talks",
                lesson.id
            );
        }
    }
    // The game for two and Dreiwendsch each have a deal in their course.
    let players: BTreeSet<u8> = courses
        .course("dreiwendsch")
        .unwrap()
        .lessons
        .iter()
        .map(|l| l.deal_code().unwrap().rules.players())
        .collect();
    assert_eq!(players, BTreeSet::from([2, 3]));
}

/// Rule of the lessons: each can be played to its end by doing what the coach asks, and a free hand to the end
/// of the hand; hidden cards are never named or pointed at.
#[test]
fn every_lesson_plays_to_its_end_by_following_the_coach() {
    let courses = courses();
    let mut count = 0;
    for course in &courses.courses {
        for lesson in &course.lessons {
            let run = LessonRun::follow(lesson).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(run.step, lesson.steps.len());
            if lesson.real_hand {
                assert!(run.hand_over(), "{}'s real hand did not end", lesson.id);
            }
            count += 1;
        }
    }
    assert!(count >= 25, "only {count} lessons");
}

/// Rule of the coach: a legal move that is not the step's is taken back with the step's reason (or the general
/// one); the step's own moves fit; a free step takes anything.
#[test]
fn the_coach_takes_back_a_move_that_misses_the_point_with_its_reason() {
    let courses = courses();
    let mut checked = 0;
    for course in &courses.courses {
        for lesson in &course.lessons {
            for step in &lesson.steps {
                if let Act::Play(cards) = &step.act {
                    assert_eq!(step.judge(Move::Card(cards[0])), Verdict::Fits);
                    let other = wendellhead::engine::Card::from_index(
                        (0..52)
                            .find(|&i| {
                                !cards.contains(&wendellhead::engine::Card::from_index(i).unwrap())
                            })
                            .unwrap(),
                    )
                    .unwrap();
                    let expected = step
                        .wrong
                        .clone()
                        .unwrap_or_else(|| wendellhead::learn::GENERAL_WRONG.to_owned());
                    assert_eq!(
                        step.judge(Move::Card(other)),
                        Verdict::NotThePoint(expected)
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 10);
    let free = Step {
        say: "x".into(),
        point: vec![Point::Hand],
        act: Act::Free,
        wrong: None,
        cards: Default::default(),
        suits: Default::default(),
    };
    assert_eq!(
        free.judge(Move::Call(wendellhead::engine::Call::Pass)),
        Verdict::Fits
    );
}

/// Rule of the lessons: a lesson that names a card the person cannot see is refused by the check, as is one
/// that asks for a card the rules do not allow or that is not the person's to play.
#[test]
fn a_lesson_that_names_a_hidden_card_or_asks_for_an_illegal_move_is_refused() {
    let courses = courses();
    let lesson = courses.course("hearts").unwrap().lessons[0].clone();
    let run = LessonRun::start(&lesson).unwrap();
    let hidden = run
        .game
        .hand(wendellhead::engine::Seat(1))
        .lowest()
        .unwrap();
    let mut naming = lesson.clone();
    naming.steps[0].cards.insert("x".into(), hidden);
    let e = LessonRun::follow(&naming)
        .err()
        .expect("a hidden card named");
    assert!(e.contains("cannot see"), "{e}");
    let mut pointing = lesson.clone();
    pointing.steps[0].point = vec![Point::Card(hidden)];
    assert!(LessonRun::follow(&pointing).is_err());
    let mut illegal = lesson.clone();
    illegal.steps.insert(
        0,
        Step {
            say: "x".into(),
            point: vec![],
            act: Act::Play(vec![hidden]),
            wrong: None,
            cards: Default::default(),
            suits: Default::default(),
        },
    );
    assert!(LessonRun::follow(&illegal).is_err());
}

/// A broken course file is refused with the reason, naming the file: never a panic or an empty list.
#[test]
fn a_broken_course_file_is_refused_with_its_reason() {
    let e = Courses::parse(&[("mine.json", "{ not json")]).unwrap_err();
    assert!(e.contains("mine.json"), "{e}");
    let bad_code = r#"{"id":"x","game":"hearts","lessons":[{"id":"x-1","code":"H4-ZZZZZ","steps":[{"say":"a"}]}]}"#;
    let e = Courses::parse(&[("x.json", bad_code)]).unwrap_err();
    assert!(e.contains("x-1"), "{e}");
    let wrong_game = r#"{"id":"x","game":"whist","lessons":[{"id":"x-1","code":"H4-3016D","steps":[{"say":"a"}]}]}"#;
    let e = Courses::parse(&[("x.json", wrong_game)]).unwrap_err();
    assert!(e.contains("not of course x"), "{e}");
}
