//! The lessons at the app's level: the shipped courses ([`LessonBook`]), the person's progress through them
//! ([`LessonProgress`], kept in `settings.ron`), and the lesson being played ([`Coaching`]): which step the coach
//! is on and what it makes of the person's moves. The coach at the table (`table/coach.rs`) shows it; the Learn
//! panel (`screens/learn.rs`) starts it.

use std::collections::BTreeSet;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::table::{DealToReplay, NewMatch, SeatKind};
use super::{Screen, StartMatch};

use crate::engine::{DealCode, Move};
use crate::learn::{Act, Courses, Lesson, Step, Verdict};

/// The lessons' resources and the lesson's end (added by the app's wiring, after the states).
pub fn plugin(app: &mut App) {
    app.insert_resource(LessonBook::shipped());
    // A lesson lives as long as its table: leaving for the title or the setup ends it.
    app.add_systems(OnEnter(Screen::Title), end_lesson.before(super::ReadSaved));
    app.add_systems(OnEnter(Screen::Setup), end_lesson);
    app.add_systems(OnEnter(Screen::Playing), begin_again.after(StartMatch));
}

/// The shipped courses; `Err` (with the reason) should the shipped file not read, which the tests rule out: the
/// Learn panel then says why instead of listing nothing.
#[derive(Resource, Clone, Debug)]
pub struct LessonBook(pub Result<Courses, String>);

impl LessonBook {
    /// The lessons built into the game.
    pub fn shipped() -> LessonBook {
        LessonBook(Courses::shipped())
    }

    /// The courses, or none.
    pub fn courses(&self) -> &[crate::learn::Course] {
        self.0.as_ref().map(|c| c.courses.as_slice()).unwrap_or(&[])
    }

    /// The lesson with this id.
    pub fn lesson(&self, id: &str) -> Option<&Lesson> {
        self.0.as_ref().ok()?.lesson(id).map(|(_, l)| l)
    }

    /// The lesson after `id` in its course.
    pub fn next_after(&self, id: &str) -> Option<&Lesson> {
        self.0.as_ref().ok()?.next_after(id)
    }

    /// The course a game's setup leads to: Dreiwendsch's and the game for two's own for Schafkopf with fewer
    /// than four players.
    pub fn course_for(&self, setup: &super::setup::MatchSetup) -> Option<&crate::learn::Course> {
        let id = match (setup.game, setup.schafkopf.players()) {
            (crate::engine::GameKind::Schafkopf, p) if p < 4 => "dreiwendsch",
            (game, _) => game.name(),
        };
        self.courses().iter().find(|c| c.id == id)
    }
}

/// Back to the title with the Learn panel open at this course (or its list of courses): asked by the coach's
/// *Lessons* button and `--learn GAME`.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct ReturnToLessons(pub Option<String>);

/// The lessons the person has finished, by id (kept in `settings.ron`).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    /// The finished lessons' ids.
    pub done: BTreeSet<String>,
}

impl LessonProgress {
    /// How many of `course`'s lessons are done.
    pub fn done_in(&self, course: &crate::learn::Course) -> usize {
        course
            .lessons
            .iter()
            .filter(|l| self.done.contains(&l.id))
            .count()
    }

    /// The course's first lesson not yet done (its first when all are).
    pub fn next_in<'a>(&self, course: &'a crate::learn::Course) -> Option<&'a Lesson> {
        course
            .lessons
            .iter()
            .find(|l| !self.done.contains(&l.id))
            .or(course.lessons.first())
    }
}

/// The lesson being played: the coach's step and what it last said of a move.
#[derive(Resource, Clone, Debug)]
pub struct Coaching {
    /// The lesson.
    pub lesson: Lesson,
    /// Its deal.
    pub code: DealCode,
    /// The step showing (`lesson.steps.len()` once finished).
    pub step: usize,
    /// Tricks the engine had completed when a watched step began (it ends once one more is shown).
    pub watch_from: Option<usize>,
    /// The line that took back the person's last move, while it stands.
    pub wrong: Option<String>,
}

impl Coaching {
    /// The lesson, started at its first step.
    pub fn new(lesson: &Lesson) -> Result<Coaching, String> {
        Ok(Coaching {
            code: lesson.deal_code()?,
            lesson: lesson.clone(),
            step: 0,
            watch_from: None,
            wrong: None,
        })
    }

    /// The step showing, if the lesson is not finished.
    pub fn current(&self) -> Option<&Step> {
        self.lesson.steps.get(self.step)
    }

    /// Whether every step is done.
    pub fn finished(&self) -> bool {
        self.step >= self.lesson.steps.len()
    }

    /// Whether the computers wait (the person is reading).
    pub fn holds_computers(&self) -> bool {
        self.current().is_some_and(Step::holds_computers)
    }

    /// The step a move of the person's answers: the current one, or (while they read or watch) the next one
    /// that asks for a move.
    fn answering(&self) -> Option<usize> {
        (self.step..self.lesson.steps.len())
            .find(|&i| !matches!(self.lesson.steps[i].act, Act::Read | Act::Watch(_)))
    }

    /// What the coach makes of a move of the person's that the rules allow.
    pub fn judge(&self, mv: Move) -> Verdict {
        match self.answering() {
            Some(i) => self.lesson.steps[i].judge(mv),
            None => Verdict::Fits,
        }
    }

    /// The person made `mv` (the coach found it fits): the steps it answers are done.
    pub fn made(&mut self, mv: Move) {
        self.wrong = None;
        if let Some(i) = self.answering()
            && self.lesson.steps[i].act != Act::Free
            && self.lesson.steps[i].judge(mv) == Verdict::Fits
        {
            self.go_to(i + 1);
        }
    }

    /// On to step `i`.
    pub fn go_to(&mut self, i: usize) {
        self.step = i.min(self.lesson.steps.len());
        self.watch_from = None;
        self.wrong = None;
    }

    /// The move "show me" makes now, if the step (or the next one, while reading) asks for one.
    pub fn shown_move(&self) -> Option<Move> {
        self.lesson.steps.get(self.answering()?)?.shown_move()
    }
}

/// Whether the coach takes back the person's `mv` (one the rules allow): it misses the lesson's point. The
/// coach's reason is kept to be shown; without a lesson nothing is taken back.
pub fn coach_takes_back(coaching: Option<&mut Coaching>, mv: Move) -> bool {
    let Some(coaching) = coaching else {
        return false;
    };
    match coaching.judge(mv) {
        Verdict::Fits => false,
        Verdict::NotThePoint(line) => {
            coaching.wrong = Some(line);
            true
        }
    }
}

/// The match a lesson is played as: its deal, the person in seat 0, the lesson's computers in the rest.
pub fn lesson_match(coaching: &Coaching) -> NewMatch {
    let code = coaching.code;
    let mut seats = vec![SeatKind::Human];
    seats.extend((1..code.rules.players()).map(|_| SeatKind::Computer(coaching.lesson.level)));
    NewMatch {
        rules: code.rules,
        seed: code.seed,
        seats,
    }
}

/// Starts `lesson` at the table.
pub fn start_lesson(commands: &mut Commands, lesson: &Lesson) {
    let coaching = match Coaching::new(lesson) {
        Ok(c) => c,
        Err(e) => return error!("{e}"),
    };
    commands.insert_resource(lesson_match(&coaching));
    commands.insert_resource(DealToReplay(coaching.code));
    commands.insert_resource(coaching);
    commands.set_state(Screen::Playing);
}

/// Leaving the table for the title or the setup ends a lesson; but `--learn` passes the title on its way to the
/// lesson's table (`StartAt`).
fn end_lesson(mut commands: Commands, passing: Option<Res<super::StartAt>>) {
    if passing.is_none() {
        commands.remove_resource::<Coaching>();
    }
}

/// The table (re)started: the lesson's deal dealt again starts the lesson again; any other match ends it.
fn begin_again(
    mut commands: Commands,
    coaching: Option<ResMut<Coaching>>,
    table: Option<Res<super::table::Table>>,
) {
    let Some(mut coaching) = coaching else { return };
    if table.and_then(|t| t.replay) == Some(coaching.code) {
        coaching.go_to(0);
    } else {
        commands.remove_resource::<Coaching>();
    }
}
