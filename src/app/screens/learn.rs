//! *Learn*: the panel of the courses (one per game; Dreiwendsch and the game for two share one) and of a course's
//! lessons, each marked when done, with *Continue* (the first not done) and *Start over*. It opens from the
//! title, from a game's setup (at that game's course), from the coach's *Lessons* and from `--learn GAME`; a
//! lesson chosen is played at the table with its coach (`table/coach.rs`).

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;

use crate::app::state::lesson::{LessonBook, LessonProgress, ReturnToLessons, start_lesson};
use crate::app::state::{PanelScope, Screen};
use crate::app::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::learn::Course;

pub(super) fn plugin(app: &mut App) {
    // The frame after the title is laid out, so the panel lies over it and takes the keyboard's focus.
    app.add_systems(
        Update,
        open_where_asked
            .run_if(in_state(Screen::Title))
            .run_if(resource_exists::<ReturnToLessons>),
    );
}

/// The Learn panel.
#[derive(Component)]
pub struct LearnPanel;

/// A lesson's button in a course's list, by the lesson's id (tests find them by it).
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct LessonButton(pub String);

/// A course's *Continue* button: its first lesson not done.
#[derive(Component)]
pub struct ContinueButton;

/// A course's button in the list of courses, by the course's id.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct CourseButton(pub String);

/// The coach's *Lessons* (or `--learn GAME`) asked for the panel: it opens over the title.
fn open_where_asked(
    mut commands: Commands,
    asked: Option<Res<ReturnToLessons>>,
    book: Res<LessonBook>,
    progress: Res<LessonProgress>,
) {
    let Some(asked) = asked else { return };
    commands.remove_resource::<ReturnToLessons>();
    open_learn_panel(
        &mut commands,
        &book,
        &progress,
        asked.0.as_deref(),
        PanelScope::Screen(Screen::Title),
    );
}

/// A course's title ("Wendish Schafkopf").
pub fn course_title(course: &Course) -> String {
    crate::app::i18n::tr(&format!("learn-course-{}", course.id), None)
}

/// Opens the panel: the list of courses, or `course`'s lessons.
pub fn open_learn_panel(
    commands: &mut Commands,
    book: &LessonBook,
    progress: &LessonProgress,
    course: Option<&str>,
    scope: PanelScope,
) {
    let mut root = commands.spawn((ui::overlay("Learn", true), Dismissable, LearnPanel));
    root.insert(GlobalZIndex(30));
    scope.scope(&mut root);
    let root = root.id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    let width = px(ui::MENU_WIDTH + 80.0);
    let fluid = ui::Fluid::Width(ui::MENU_WIDTH + 80.0);
    let reopen = move |course: Option<String>| {
        move |_: On<Activated>,
              mut commands: Commands,
              book: Res<LessonBook>,
              progress: Res<LessonProgress>,
              panels: Query<Entity, With<LearnPanel>>| {
            for panel in &panels {
                commands.entity(panel).despawn();
            }
            open_learn_panel(&mut commands, &book, &progress, course.as_deref(), scope);
        }
    };
    if let Err(why) = &book.0 {
        commands.spawn((ui::text(t!("learn-title"), 40.0, GOLD), ChildOf(panel)));
        commands.spawn((
            ui::text(t!("learn-unavailable", why = why.clone()), 18.0, INK),
            ChildOf(panel),
        ));
    }
    match course.and_then(|id| book.courses().iter().find(|c| c.id == id)) {
        None => {
            commands.spawn((ui::text(t!("learn-title"), 40.0, GOLD), ChildOf(panel)));
            commands.spawn((
                ui::text(t!("learn-help"), 18.0, INK.with_alpha(0.85)),
                Node {
                    max_width: px(560),
                    ..default()
                },
                ChildOf(panel),
            ));
            for (i, course) in book.courses().iter().enumerate() {
                let label = t!(
                    "learn-course-button",
                    course = course_title(course),
                    done = progress.done_in(course),
                    lessons = course.lessons.len()
                );
                let mut button = commands.spawn((
                    ui::sized_button(
                        label,
                        (),
                        width,
                        CourseButton(course.id.clone()),
                        reopen(Some(course.id.clone())),
                    ),
                    fluid,
                    ChildOf(panel),
                ));
                if i == 0 {
                    button.insert(AutoFocus);
                }
            }
        }
        Some(course) => {
            commands.spawn((ui::text(course_title(course), 36.0, GOLD), ChildOf(panel)));
            commands.spawn((
                ui::text(
                    t!(
                        "learn-course-progress",
                        done = progress.done_in(course),
                        lessons = course.lessons.len()
                    ),
                    17.0,
                    INK.with_alpha(0.85),
                ),
                ChildOf(panel),
            ));
            let next = progress.next_in(course).map(|l| l.id.clone());
            // Where the person left off: the first lesson not done (the first again once all are).
            if let Some(lesson) = progress.next_in(course).cloned() {
                let number = course
                    .lessons
                    .iter()
                    .position(|l| l.id == lesson.id)
                    .unwrap_or(0)
                    + 1;
                let label = t!(
                    "learn-continue",
                    number = number,
                    lesson = crate::app::i18n::tr(&lesson.title_id(), None)
                );
                commands.spawn((
                    ui::sized_button(
                        label,
                        (),
                        width,
                        (AutoFocus, ContinueButton),
                        move |_: On<Activated>, mut commands: Commands| {
                            start_lesson(&mut commands, &lesson)
                        },
                    ),
                    fluid,
                    ChildOf(panel),
                ));
            }
            for (i, lesson) in course.lessons.iter().enumerate() {
                let title = crate::app::i18n::tr(&lesson.title_id(), None);
                let label = if progress.done.contains(&lesson.id) {
                    t!("learn-lesson-done", number = i + 1, lesson = title)
                } else {
                    t!("learn-lesson", number = i + 1, lesson = title)
                };
                let chosen = lesson.clone();
                let mut button = commands.spawn((
                    ui::sized_button(
                        label,
                        (),
                        width,
                        LessonButton(lesson.id.clone()),
                        move |_: On<Activated>, mut commands: Commands| {
                            start_lesson(&mut commands, &chosen)
                        },
                    ),
                    fluid,
                    ChildOf(panel),
                ));
                // The lesson to go on with stands out a little.
                if next.as_deref() == Some(lesson.id.as_str()) {
                    button.insert(Outline::new(px(2), px(2), GOLD));
                }
            }
            let row = commands.spawn((ui::row(), ChildOf(panel))).id();
            let id = course.id.clone();
            commands.spawn((
                ui::small_button(
                    t!("learn-start-over"),
                    move |_: On<Activated>,
                          mut commands: Commands,
                          book: Res<LessonBook>,
                          mut progress: ResMut<LessonProgress>,
                          panels: Query<Entity, With<LearnPanel>>| {
                        if let Some(course) = book.courses().iter().find(|c| c.id == id) {
                            for lesson in &course.lessons {
                                progress.done.remove(&lesson.id);
                            }
                        }
                        for panel in &panels {
                            commands.entity(panel).despawn();
                        }
                        open_learn_panel(&mut commands, &book, &progress, Some(&id), scope);
                    },
                ),
                ChildOf(row),
            ));
            commands.spawn((
                ui::small_button(t!("learn-all-games"), reopen(None)),
                ChildOf(row),
            ));
        }
    }
    commands.spawn((
        ui::sized_button(
            t!("button-done-esc"),
            (),
            width,
            (),
            ui::close::<LearnPanel>,
        ),
        fluid,
        ChildOf(panel),
    ));
}
