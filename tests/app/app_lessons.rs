//! The lessons through the real plugins, headless (`MinimalPlugins` + `StatesPlugin`): every lesson of every
//! course played to its end by doing what the coach asks (its buttons pressed, its moves made as a person makes
//! them), in English and in German, in one app; one lesson by doing the wrong thing first (taken back with the
//! coach's reason, nothing played), then "Show me". On the way every line the coach shows is written (no
//! message id, no hole) and names no card the person cannot see; at the end the lesson counts as done (kept in
//! `settings.ron`), a real hand's review is open, and the Learn panel marks it.
#![cfg(feature = "app")]

use crate::common;

use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use common::app::{headless_in, idle, person_moves, texts};
use wendellhead::app::i18n::{CardWords, Language, tr};
use wendellhead::app::screens::learn::{CourseButton, LessonButton};
use wendellhead::app::settings::{SETTINGS_FILE, Speed};
use wendellhead::app::state::lesson::{Coaching, LessonBook, LessonProgress, start_lesson};
use wendellhead::app::state::table::Table;
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::storage::Store;
use wendellhead::app::table::coach::{CoachButton, CoachLine};
use wendellhead::app::table::declaring::MakeCall;
use wendellhead::app::table::hand_review::HandReviewPanel;
use wendellhead::app::table::human::{PlayCard, persons_turn};
use wendellhead::app::ui::Activated;
use wendellhead::engine::{Card, CardSet, Seat};
use wendellhead::learn::{Act, Lesson};

/// Presses the button marked `mark` (a coach's, a course's or a lesson's), if it shows; whether it did.
fn press_marked<M: Component + PartialEq>(app: &mut App, mark: &M) -> bool {
    let world = app.world_mut();
    let mut buttons = world.query::<(Entity, &M)>();
    let Some(button) = buttons
        .iter(world)
        .find(|(_, m)| *m == mark)
        .map(|(e, _)| e)
    else {
        return false;
    };
    world.trigger(Activated { entity: button });
    true
}

/// Presses the coach's button of `kind`, if it shows; whether it did.
fn press_coach(app: &mut App, kind: CoachButton) -> bool {
    press_marked(app, &kind)
}

/// The coach's line on screen.
fn coach_line(app: &mut App) -> Option<String> {
    let world = app.world_mut();
    let mut lines = world.query_filtered::<&Text, With<CoachLine>>();
    lines.iter(world).next().map(|t| t.0.clone())
}

/// Checks the coach's line: written (no message id, no unfilled argument), naming no card the person's seat
/// cannot see.
fn check_line(app: &mut App, lesson: &Lesson) {
    let Some(line) = coach_line(app) else { return };
    assert!(
        !line.contains("lesson-") && !line.contains("coach-") && !line.contains('{'),
        "{}: an unwritten line: {line}",
        lesson.id
    );
    let seen = app.world().resource::<Table>().game.seen_by(Seat(0));
    for i in 0..52 {
        let card = Card::from_index(i).unwrap();
        if !seen.contains(card) {
            assert!(
                !line.contains(&card.shown()),
                "{}: the coach names {card}, which the person cannot see: {line}",
                lesson.id
            );
        }
    }
}

/// The person's move at the coach's step, made as a person makes it: the step's first card played, its pass
/// shown by the coach, its call made; a free hand's moves as the tests' player makes them.
fn act(app: &mut App) {
    let coaching = app.world().resource::<Coaching>().clone();
    let Some(step) = coaching.current().cloned() else {
        return;
    };
    match &step.act {
        Act::Read => {
            press_coach(app, CoachButton::Next);
        }
        Act::Play(cards) => {
            if idle(app)
                && in_phase(app, Phase::Turn)
                && persons_turn(app.world().resource::<Table>()).is_some()
            {
                app.world_mut().write_message(PlayCard(cards[0]));
            }
        }
        Act::Pass(_) => {
            if idle(app) && in_phase(app, Phase::Passing) {
                press_coach(app, CoachButton::ShowMe);
            }
        }
        Act::Call(call) => {
            if idle(app) && in_phase(app, Phase::Declaring) {
                app.world_mut().write_message(MakeCall(*call));
            }
        }
        Act::Watch(_) => {}
        Act::Free => {
            person_moves(app);
            // The hand's panel goes on to nothing in a lesson: it only has to be shown.
        }
    }
}

fn in_phase(app: &App, phase: Phase) -> bool {
    app.world()
        .get_resource::<State<Phase>>()
        .is_some_and(|p| *p.get() == phase)
}

/// Whether `id` has a lesson after it.
fn courses_next(app: &App, id: &str) -> bool {
    app.world()
        .resource::<LessonBook>()
        .next_after(id)
        .is_some()
}

/// Plays `lesson` by following the coach to its end.
fn follow(app: &mut App, lesson: &Lesson) {
    let chosen = lesson.clone();
    app.world_mut()
        .run_system_once(move |mut commands: Commands| start_lesson(&mut commands, &chosen))
        .unwrap();
    for frame in 0..6000 {
        app.update();
        if app.world().get_resource::<Coaching>().is_none() {
            panic!("{}: the lesson ended at frame {frame}", lesson.id);
        }
        check_line(app, lesson);
        let coaching = app.world().resource::<Coaching>();
        if coaching.finished() {
            app.update();
            app.update();
            // What it taught: in the coach's box, or on the panel at the deal's end (which offers the next).
            let learned = tr(&lesson.learned_id(), None);
            let shown = texts(app);
            assert!(
                shown.iter().any(|t| t.contains(&learned)),
                "{}: does not end with {learned}: {shown:?}",
                lesson.id
            );
            if *app.world().resource::<State<Screen>>().get() == Screen::MatchOver
                && courses_next(app, &lesson.id)
            {
                assert!(
                    shown
                        .iter()
                        .any(|t| t == &tr("match-over-next-lesson", None))
                );
            }
            assert!(
                app.world()
                    .resource::<LessonProgress>()
                    .done
                    .contains(&lesson.id)
            );
            if lesson.real_hand {
                let world = app.world_mut();
                let mut reviews = world.query::<&HandReviewPanel>();
                assert!(
                    reviews.iter(world).next().is_some(),
                    "{}: the review did not open",
                    lesson.id
                );
            }
            return;
        }
        act(app);
    }
    let step = app.world().resource::<Coaching>().step;
    panic!("{}: stuck at step {}", lesson.id, step + 1);
}

/// Rule of the lessons: each can be finished by following its coach, in both languages; finishing one marks it
/// done in the settings file and the Learn panel.
#[test]
fn every_lesson_plays_to_its_end_by_following_the_coach_in_english_and_german() {
    let mut app = headless_in(Store::memory(), Speed::Instant, Language::English);
    let courses = app.world().resource::<LessonBook>().courses().to_vec();
    assert_eq!(courses.len(), 5);
    for language in [Language::English, Language::German] {
        app.world_mut()
            .resource_mut::<wendellhead::app::settings::Settings>()
            .language = Some(language);
        app.world_mut()
            .resource_mut::<LessonProgress>()
            .done
            .clear();
        app.update();
        for course in &courses {
            for lesson in &course.lessons {
                follow(&mut app, lesson);
            }
        }
        let done = app.world().resource::<LessonProgress>().done.len();
        assert_eq!(done, courses.iter().map(|c| c.lessons.len()).sum::<usize>());
    }
    // Kept: the settings file lists every lesson done.
    app.update();
    let saved = app
        .world()
        .resource::<Store>()
        .read(SETTINGS_FILE)
        .unwrap()
        .unwrap();
    for course in &courses {
        for lesson in &course.lessons {
            assert!(
                saved.contains(&format!("\"{}\"", lesson.id)),
                "{} not saved",
                lesson.id
            );
        }
    }
    // And read back by a game started on the same files.
    let files = Store::memory();
    files.write(SETTINGS_FILE, &saved).unwrap();
    let again = headless_in(files, Speed::Instant, Language::English);
    assert_eq!(
        again.world().resource::<LessonProgress>().done.len(),
        courses.iter().map(|c| c.lessons.len()).sum::<usize>()
    );
}

/// Rule of the coach: a legal move that misses the lesson's point is taken back with the coach's reason (the card
/// stays in the hand, nothing is played); "Show me" then makes the lesson's move, and the lesson goes on.
#[test]
fn a_wrong_move_is_taken_back_with_the_reason_and_show_me_makes_the_right_one() {
    let mut app = headless_in(Store::memory(), Speed::Instant, Language::English);
    let book = app.world().resource::<LessonBook>().clone();
    let lesson = book.lesson("wendellhead-1").unwrap().clone();
    let at = lesson
        .steps
        .iter()
        .position(|s| matches!(s.act, Act::Play(_)) && s.wrong.is_some())
        .expect("a play step with a reason");
    let Act::Play(right) = lesson.steps[at].act.clone() else {
        unreachable!()
    };
    let chosen = lesson.clone();
    app.world_mut()
        .run_system_once(move |mut commands: Commands| start_lesson(&mut commands, &chosen))
        .unwrap();
    // Follow the coach up to the step, then stop at the person's turn.
    for _ in 0..3000 {
        app.update();
        let step = app.world().resource::<Coaching>().step;
        if step == at && idle(&mut app) && persons_turn(app.world().resource::<Table>()).is_some() {
            break;
        }
        if step < at {
            act(&mut app);
        }
    }
    let table = app.world().resource::<Table>();
    let legal = table.game.legal_moves();
    let wrong = legal
        .iter()
        .find(|c| !right.contains(c))
        .expect("another legal card");
    let hand_before = table.game.hand(Seat(0));
    app.world_mut().write_message(PlayCard(wrong));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Table>().game.hand(Seat(0)),
        hand_before
    );
    let coaching = app.world().resource::<Coaching>().clone();
    assert_eq!(coaching.step, at, "the lesson went on past a wrong move");
    assert_eq!(coaching.wrong, lesson.steps[at].wrong);
    let line = coach_line(&mut app).unwrap();
    // The reason comes first, then the step's line again.
    let reason = tr(lesson.steps[at].wrong.as_ref().unwrap(), None);
    let first_word = reason.split_whitespace().next().unwrap();
    assert!(line.starts_with(first_word), "{line}");
    assert!(line.lines().count() >= 2, "{line}");
    // Show me plays the lesson's card.
    assert!(press_coach(&mut app, CoachButton::ShowMe));
    for _ in 0..5 {
        app.update();
    }
    let hand: CardSet = app.world().resource::<Table>().game.hand(Seat(0));
    assert!(
        !hand.contains(right[0]),
        "show me did not play {}",
        right[0]
    );
    assert!(app.world().resource::<Coaching>().step > at);
    assert!(app.world().resource::<Coaching>().wrong.is_none());
}

/// The Learn panel on the title lists the courses with how many lessons are done, a course's lessons marked
/// when done, and a lesson chosen there is played at the table with its coach; the coach's *Lessons* comes back
/// to the course.
#[test]
fn the_learn_panel_lists_courses_and_lessons_and_starts_one() {
    let mut app = headless_in(Store::memory(), Speed::Instant, Language::English);
    app.world_mut()
        .resource_mut::<LessonProgress>()
        .done
        .insert("hearts-1".into());
    let learn = texts(&mut app)
        .into_iter()
        .find(|t| t == "Learn to play")
        .expect("the title's Learn button");
    let _ = learn;
    let world = app.world_mut();
    let mut buttons = world.query::<(Entity, &Text)>();
    let parent_of = |world: &World, e: Entity| world.get::<ChildOf>(e).map(|c| c.parent());
    let label = buttons
        .iter(world)
        .find(|(_, t)| t.0 == "Learn to play")
        .map(|(e, _)| e)
        .unwrap();
    let button = parent_of(world, label).unwrap();
    world.trigger(Activated { entity: button });
    app.update();
    let shown = texts(&mut app);
    assert!(
        shown.iter().any(|t| t == "Hearts · 1 of 6 done"),
        "{shown:?}"
    );
    assert!(press_marked(&mut app, &CourseButton("hearts".into())));
    app.update();
    let shown = texts(&mut app);
    let first = tr("lesson-hearts-1-title", None);
    assert!(
        shown.iter().any(|t| *t == format!("1. {first} ✓")),
        "{shown:?}"
    );
    assert!(press_marked(&mut app, &LessonButton("hearts-2".into())));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    assert_eq!(app.world().resource::<Coaching>().lesson.id, "hearts-2");
    assert!(coach_line(&mut app).is_some());
    let tag = texts(&mut app);
    assert!(tag.iter().any(|t| t == "LESSON"), "{tag:?}");
}

/// Rule of the rest: while the coach has the person reading, the computers wait and the table asks for no
/// frames (nothing moves until the person goes on); after *Next* the computers play on by themselves.
#[test]
fn a_line_to_read_holds_the_computers_and_the_table_rests() {
    let mut app = headless_in(Store::memory(), Speed::Instant, Language::English);
    let book = app.world().resource::<LessonBook>().clone();
    let lesson = book.lesson("wendellhead-1").unwrap().clone();
    assert_eq!(lesson.steps[0].act, Act::Read);
    let chosen = lesson.clone();
    app.world_mut()
        .run_system_once(move |mut commands: Commands| start_lesson(&mut commands, &chosen))
        .unwrap();
    for _ in 0..600 {
        app.update();
        if idle(&mut app) && in_phase(&app, Phase::Turn) {
            break;
        }
    }
    for _ in 0..30 {
        app.update();
    }
    let before = app.world().resource::<Table>().game;
    assert!(
        app.world()
            .resource::<wendellhead::app::rest::Rest>()
            .resting,
        "the table asks for frames while the person reads"
    );
    assert_ne!(
        before.to_act(),
        Some(Seat(0)),
        "a computer is to play first"
    );
    for _ in 0..60 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Table>().game,
        before,
        "a computer played while the person read"
    );
    // The screen reader said the line; N goes on, as the Next button does.
    let first = coach_line(&mut app).unwrap();
    let said = app
        .world()
        .resource::<wendellhead::app::screen_reader::Announcements>()
        .said
        .clone();
    assert!(
        said.iter().any(|l| l.contains("trump for this whole deal")),
        "the screen reader did not say the coach's line {first}: {said:?}"
    );
    common::app::press(&mut app, KeyCode::KeyN);
    assert_eq!(
        app.world().resource::<Coaching>().step,
        1,
        "N did not go on"
    );
    for _ in 0..300 {
        app.update();
        if app.world().resource::<Table>().game != before {
            return;
        }
    }
    panic!("the computers did not play on after Next");
}
