//! Lessons: for each game a course of short lessons, each one idea taught on a prepared deal (a deal code) by a
//! coach's lines, one at a time, each waiting for the person to read it or to make the move it asks for. A
//! lesson is data (`assets/lessons/<course>.json`: the deal's code, the steps, the expected moves and the lines'
//! message ids), read here without Bevy; [`LessonRun`] follows one through the engine the way the table does,
//! for the tests and for writing lessons (`examples/lesson.rs`). `docs/lessons.md` says how to add one.

use serde::{Deserialize, Serialize};

use crate::ai::{ComputerPlayer, Level};
use crate::engine::{
    AnyMatch, Call, Card, CardSet, DealCode, Decision, GameKind, Move, Seat, Suit,
};

/// The courses, as shipped, in the order the Learn panel lists them: each file's name and text (compiled in,
/// so the web build and the tests have them without a load step).
pub const COURSE_FILES: [(&str, &str); 5] = [
    (
        "wendellhead.json",
        include_str!("../assets/lessons/wendellhead.json"),
    ),
    ("whist.json", include_str!("../assets/lessons/whist.json")),
    ("hearts.json", include_str!("../assets/lessons/hearts.json")),
    (
        "schafkopf.json",
        include_str!("../assets/lessons/schafkopf.json"),
    ),
    (
        "dreiwendsch.json",
        include_str!("../assets/lessons/dreiwendsch.json"),
    ),
];

/// The seat the person plays in a lesson: a deal code's replay puts them in seat 0.
pub const PERSON: Seat = Seat(0);

/// Every course, in the order the Learn panel lists them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Courses {
    /// The courses.
    pub courses: Vec<Course>,
}

/// One game's lessons (Dreiwendsch and the game for two share a course of their own).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Course {
    /// Its id, also the start of its title's message id (`learn-course-<id>`) and what `--learn` takes.
    pub id: String,
    /// The game it teaches.
    pub game: GameKind,
    /// Its lessons, in order.
    pub lessons: Vec<Lesson>,
}

/// One lesson: a deal and the coach's steps through it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Its id (`wendellhead-2`): the key its progress is kept under, and the start of its message ids
    /// (`lesson-<id>-title`, `lesson-<id>-learned`).
    pub id: String,
    /// The deal, as the end of every hand shows it: the person plays seat 0.
    pub code: String,
    /// The computers' level (their choices follow from the deal's seed and their views, so a lesson plays the
    /// same every time the person follows the coach).
    #[serde(default = "normal")]
    pub level: Level,
    /// A real hand: the hint is offered on every turn and the hand review opens at its end.
    #[serde(default)]
    pub real_hand: bool,
    /// The coach's steps, in order.
    pub steps: Vec<Step>,
}

fn normal() -> Level {
    Level::Normal
}

/// One line of the coach's, and what it waits for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The line's message id.
    pub say: String,
    /// What the line is about, highlighted while it shows (only what the person's seat can see).
    #[serde(default)]
    pub point: Vec<Point>,
    /// What the step waits for.
    #[serde(default)]
    pub act: Act,
    /// The message id of the line that takes back a legal move that is not the lesson's point (with the reason);
    /// without it, a general one.
    #[serde(default)]
    pub wrong: Option<String>,
    /// Cards the lines name, by argument: `{"q": "QS"}` puts the Q♠ into the lines as `{ $q }`, in the player's
    /// deck's words. Each must be one the person's seat can see when the step shows.
    #[serde(default)]
    pub cards: std::collections::BTreeMap<String, Card>,
    /// Suits the lines name, by argument (`{"t": "H"}` gives `{ $t }`, the suit's word).
    #[serde(default)]
    pub suits: std::collections::BTreeMap<String, Suit>,
}

/// What a step waits for.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Act {
    /// The person reads the line and goes on (Next); the computers wait meanwhile.
    #[default]
    Read,
    /// The person plays one of these cards (the first is what "show me" plays).
    Play(Vec<Card>),
    /// The person passes (or lays away) exactly these cards.
    Pass(Vec<Card>),
    /// The person makes this call.
    Call(Call),
    /// The computers play on until this happens; the person only watches.
    Watch(Until),
    /// The person plays as they like (the hint offered) until the hand ends.
    Free,
}

/// What a [`Act::Watch`] step waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Until {
    /// The trick in progress is complete.
    Trick,
    /// It is the person's turn to decide.
    Turn,
}

/// What a coach's line points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Point {
    /// A card (only while the person's seat can see it).
    Card(Card),
    /// A seat's plate.
    Seat(u8),
    /// The trick in the middle.
    Trick,
    /// The card turned up beside the stock (Wendellhead's prize), or the skat.
    Prize,
    /// The trump badge.
    Trump,
    /// The person's hand.
    Hand,
    /// The scores.
    Scores,
}

/// What the coach makes of a move the person makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It is the step's move (or the lesson leaves the move to the person): made, and the coach goes on.
    Fits,
    /// Legal, but not the lesson's point: taken back with this line's message id.
    NotThePoint(String),
}

/// The general line for a legal move that is not the lesson's point.
pub const GENERAL_WRONG: &str = "coach-not-this";

impl Courses {
    /// The shipped lessons.
    pub fn shipped() -> Result<Courses, String> {
        Courses::parse(&COURSE_FILES)
    }

    /// Reads courses from their files (name and JSON text), checking each lesson's code and steps' shapes (not
    /// yet their play: see [`LessonRun::follow`]) and that no id is used twice.
    pub fn parse(files: &[(&str, &str)]) -> Result<Courses, String> {
        let mut courses = Vec::new();
        for (name, text) in files {
            let course: Course = serde_json::from_str(text)
                .map_err(|e| format!("the lessons in {name} cannot be read: {e}"))?;
            courses.push(course);
        }
        let courses = Courses { courses };
        let mut ids = std::collections::BTreeSet::new();
        for course in &courses.courses {
            if !ids.insert(course.id.clone()) {
                return Err(format!("two courses are called {}", course.id));
            }
            for lesson in &course.lessons {
                let code = lesson.deal_code()?;
                if code.rules.kind() != course.game {
                    return Err(format!(
                        "lesson {}: its code is a deal of {}, not of course {}'s game",
                        lesson.id,
                        code.rules.kind().title(),
                        course.id
                    ));
                }
                if !ids.insert(lesson.id.clone()) {
                    return Err(format!("two lessons are called {}", lesson.id));
                }
                if lesson.steps.is_empty() {
                    return Err(format!("lesson {} has no steps", lesson.id));
                }
            }
        }
        Ok(courses)
    }

    /// The course with this id.
    pub fn course(&self, id: &str) -> Option<&Course> {
        self.courses.iter().find(|c| c.id == id)
    }

    /// The lesson with this id, with its course.
    pub fn lesson(&self, id: &str) -> Option<(&Course, &Lesson)> {
        self.courses
            .iter()
            .find_map(|c| c.lessons.iter().find(|l| l.id == id).map(|l| (c, l)))
    }

    /// The lesson after `id` in its course, if any.
    pub fn next_after(&self, id: &str) -> Option<&Lesson> {
        let (course, _) = self.lesson(id)?;
        let at = course.lessons.iter().position(|l| l.id == id)?;
        course.lessons.get(at + 1)
    }
}

impl Lesson {
    /// The lesson's deal code, read.
    pub fn deal_code(&self) -> Result<DealCode, String> {
        self.code.parse::<DealCode>().map_err(|e| {
            format!(
                "lesson {}: its code {} is not valid: {e}",
                self.id, self.code
            )
        })
    }

    /// Its title's message id.
    pub fn title_id(&self) -> String {
        format!("lesson-{}-title", self.id)
    }

    /// The message id of its last line: what it taught.
    pub fn learned_id(&self) -> String {
        format!("lesson-{}-learned", self.id)
    }

    /// Every message id the lesson uses.
    pub fn message_ids(&self) -> Vec<String> {
        let mut ids = vec![self.title_id(), self.learned_id()];
        for step in &self.steps {
            ids.push(step.say.clone());
            ids.extend(step.wrong.clone());
        }
        ids
    }
}

impl Step {
    /// Whether the computers wait while this step shows (the person is reading).
    pub fn holds_computers(&self) -> bool {
        self.act == Act::Read
    }

    /// The move "show me" makes for the person, if the step asks for one.
    pub fn shown_move(&self) -> Option<Move> {
        match &self.act {
            Act::Play(cards) => cards.first().map(|&c| Move::Card(c)),
            Act::Pass(cards) => Some(Move::Pass(cards.iter().copied().collect())),
            Act::Call(call) => Some(Move::Call(*call)),
            _ => None,
        }
    }

    /// What the coach makes of the person's `mv` (a move the rules allow) while this step shows.
    pub fn judge(&self, mv: Move) -> Verdict {
        let fits = match (&self.act, mv) {
            (Act::Play(cards), Move::Card(card)) => cards.contains(&card),
            (Act::Pass(cards), Move::Pass(set)) => {
                cards.iter().copied().collect::<CardSet>() == set
            }
            (Act::Call(call), Move::Call(made)) => *call == made,
            (Act::Free, _) => true,
            _ => false,
        };
        if fits {
            Verdict::Fits
        } else {
            Verdict::NotThePoint(
                self.wrong
                    .clone()
                    .unwrap_or_else(|| GENERAL_WRONG.to_owned()),
            )
        }
    }
}

/// A lesson followed through the engine: the computers decide as the table's do (the same levels and seeds),
/// the person as the coach asks. Used by the tests (every lesson can be played to its end as written) and to
/// write lessons.
pub struct LessonRun<'a> {
    /// The lesson.
    pub lesson: &'a Lesson,
    /// The match, hidden cards included.
    pub game: AnyMatch,
    /// The step showing.
    pub step: usize,
    players: Vec<Option<ComputerPlayer>>,
    deal: u32,
    /// Every move made so far, with its seat, for a writer to read.
    pub moves: Vec<(Seat, Move)>,
    /// Each trick's winner so far, with the number of moves made when it was won.
    pub tricks: Vec<(usize, Seat)>,
}

impl<'a> LessonRun<'a> {
    /// The lesson's deal, dealt, with the computers the table seats for it.
    pub fn start(lesson: &'a Lesson) -> Result<LessonRun<'a>, String> {
        let code = lesson.deal_code()?;
        let game = code
            .start(&mut Vec::new())
            .map_err(|e| format!("lesson {}: {e}", lesson.id))?;
        let players = (0..game.players())
            .map(|i| {
                let seat = Seat(i);
                (seat != PERSON).then(|| {
                    ComputerPlayer::new(lesson.level, crate::sim::player_seed(game.seed(), seat))
                })
            })
            .collect();
        Ok(LessonRun {
            lesson,
            deal: game.deals(),
            game,
            step: 0,
            players,
            moves: Vec::new(),
            tricks: Vec::new(),
        })
    }

    /// Whether the lesson's hand is over (the next deal begun, or the match over).
    pub fn hand_over(&self) -> bool {
        self.game.is_over() || self.game.deals() != self.deal
    }

    /// The seat that must decide now, if the hand goes on.
    pub fn to_decide(&self) -> Option<Seat> {
        if self.hand_over() {
            return None;
        }
        match self.game.decision()? {
            Decision::PlayCard { seat }
            | Decision::PassCards { seat, .. }
            | Decision::Discard { seat, .. }
            | Decision::Declare { seat } => Some(seat),
        }
    }

    /// One computer's decision, made: `None` if it is nobody's or the person's.
    pub fn computer_move(&mut self) -> Option<(Seat, Move)> {
        let seat = self.to_decide().filter(|&s| s != PERSON)?;
        let player = self.players[seat.0 as usize].as_mut()?;
        let mv = match self.game.decision()? {
            Decision::PlayCard { .. } => Move::Card(player.decide(&self.game, seat, u32::MAX)?),
            Decision::PassCards { .. } | Decision::Discard { .. } => {
                Move::Pass(player.decide_pass(&self.game, seat)?)
            }
            Decision::Declare { .. } => Move::Call(
                player
                    .decide_double(&self.game, seat)
                    .or_else(|| player.decide_call(&self.game, seat))?,
            ),
        };
        self.apply(seat, mv).ok()?;
        Some((seat, mv))
    }

    fn apply(&mut self, seat: Seat, mv: Move) -> Result<(), String> {
        let mut events = Vec::new();
        mv.apply(&mut self.game, seat, &mut events)
            .map_err(|e| format!("{e}"))?;
        self.moves.push((seat, mv));
        for winner in events.iter().filter_map(|e| e.trick_winner()) {
            self.tricks.push((self.moves.len(), winner));
        }
        Ok(())
    }

    /// A move made by `seat` (a writer's replay of a run's moves); one the rules refuse is left out.
    pub fn person_move_as(&mut self, seat: Seat, mv: Move) {
        let _ = self.apply(seat, mv);
    }

    /// The person's move, as the table makes it.
    pub fn person_move(&mut self, mv: Move) -> Result<(), String> {
        self.apply(PERSON, mv)
    }

    /// Plays the lesson to its end by following the coach: each step's move (a free step's as the Hard computer
    /// would, the stand-in the hint uses), checking on the way that every move the coach asks for is the
    /// person's to make and allowed, that every card it points at is one the person can see, and that no
    /// watched stretch needs the person. Returns the run at the lesson's end.
    pub fn follow(lesson: &'a Lesson) -> Result<LessonRun<'a>, String> {
        let (run, stop) = LessonRun::follow_as_far(lesson)?;
        match stop {
            Some(why) => Err(why),
            None => Ok(run),
        }
    }

    /// [`LessonRun::follow`], returning the run where it stopped, with why if it stopped before the end.
    pub fn follow_as_far(lesson: &'a Lesson) -> Result<(LessonRun<'a>, Option<String>), String> {
        let mut run = LessonRun::start(lesson)?;
        let fail = |run: LessonRun<'a>, why: String| {
            let why = format!("lesson {}, step {}: {why}", lesson.id, run.step + 1);
            Ok((run, Some(why)))
        };
        while run.step < lesson.steps.len() {
            let step = &lesson.steps[run.step];
            // The line shows as soon as its step begins: what it names must be in sight already.
            if let Err(why) = run.points_seen(step) {
                return fail(run, why);
            }
            match &step.act {
                Act::Read => {
                    if let Err(why) = run.points_seen(step) {
                        return fail(run, why);
                    }
                }
                Act::Play(_) | Act::Pass(_) | Act::Call(_) => {
                    while run.computer_move().is_some() {}
                    if run.to_decide() != Some(PERSON) {
                        return fail(run, "the person is not asked to decide".into());
                    }
                    if let Err(why) = run.points_seen(step) {
                        return fail(run, why);
                    }
                    let shown = step.shown_move();
                    if let (Act::Play(cards), Some(Decision::PlayCard { .. })) =
                        (&step.act, run.game.decision())
                    {
                        let legal = run.game.legal_moves();
                        if let Some(c) = cards.iter().find(|c| !legal.contains(**c)) {
                            return fail(run, format!("{c} is not a legal card here"));
                        }
                    }
                    let Some(mv) = shown else {
                        return fail(run, "no move to make".into());
                    };
                    if let Err(why) = run.person_move(mv) {
                        return fail(run, format!("{mv:?} is refused: {why}"));
                    }
                }
                Act::Watch(until) => {
                    let tricks = run.tricks_done();
                    loop {
                        let done = match until {
                            Until::Trick => run.tricks_done() > tricks,
                            Until::Turn => run.to_decide() == Some(PERSON),
                        };
                        if done {
                            break;
                        }
                        if run.computer_move().is_none() {
                            return fail(run, "the watched play needs the person".into());
                        }
                    }
                    if let Err(why) = run.points_seen(step) {
                        return fail(run, why);
                    }
                }
                Act::Free => {
                    while !run.hand_over() {
                        if run.computer_move().is_some() {
                            continue;
                        }
                        let mv = run.stand_in_move();
                        let Some(mv) = mv else {
                            return fail(run, "the free play is stuck".into());
                        };
                        if let Err(why) = run.person_move(mv) {
                            return fail(run, why);
                        }
                    }
                }
            }
            run.step += 1;
        }
        Ok((run, None))
    }

    /// The move the hint's Hard computer makes for the person now.
    pub fn stand_in_move(&self) -> Option<Move> {
        if self.to_decide() != Some(PERSON) {
            return None;
        }
        let mut hard = ComputerPlayer::new(Level::Hard, crate::ai::par::STAND_IN_SEED);
        Some(match self.game.decision()? {
            Decision::PlayCard { .. } => Move::Card(hard.decide(&self.game, PERSON, u32::MAX)?),
            Decision::PassCards { .. } | Decision::Discard { .. } => {
                Move::Pass(hard.decide_pass(&self.game, PERSON)?)
            }
            Decision::Declare { .. } => Move::Call(
                hard.decide_double(&self.game, PERSON)
                    .or_else(|| hard.decide_call(&self.game, PERSON))?,
            ),
        })
    }

    /// Tricks completed in this hand so far.
    pub fn tricks_done(&self) -> usize {
        self.tricks.len()
    }

    /// Whether every card `step` points at is one the person's seat can see now.
    fn points_seen(&self, step: &Step) -> Result<(), String> {
        let seen = self.game.seen_by(PERSON);
        if let Some((name, card)) = step.cards.iter().find(|(_, c)| !seen.contains(**c)) {
            return Err(format!(
                "its ${name} names {card}, which the person cannot see"
            ));
        }
        for point in &step.point {
            match *point {
                Point::Card(card) if !seen.contains(card) => {
                    return Err(format!("it points at {card}, which the person cannot see"));
                }
                Point::Seat(s) if s >= self.game.players() => {
                    return Err(format!("it points at seat {s}, not at the table"));
                }
                _ => {}
            }
        }
        Ok(())
    }
}
