//! The match-won screen: who won and the final scores as the game tells them, then another match, a new setup
//! or the title.

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;

use crate::app::i18n::CardWords;
use crate::app::state::lesson::{Coaching, LessonBook, ReturnToLessons, start_lesson};

use crate::app::games::summary::MatchSummary;
use crate::app::state::setup::MatchSetup;
use crate::app::state::table::{DealToReplay, NewMatch, Table, seat_name, trick_word};
use crate::app::state::{MatchOverPanel, Screen, fresh_seed};
use crate::app::ui::{self, Activated, GOLD, INK};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::MatchOver),
        spawn_match_over.after(crate::app::daily::record_todays_deal),
    );
    app.add_systems(
        Update,
        keys_on_match_over.run_if(in_state(Screen::MatchOver)),
    );
}

pub(crate) fn spawn_match_over(
    mut commands: Commands,
    table: Option<Res<Table>>,
    coaching: Option<Res<Coaching>>,
    book: Res<LessonBook>,
    todays: Option<Res<crate::app::daily::TodaysDeal>>,
    stats: Res<crate::app::stats::Stats>,
) {
    let root = commands
        .spawn((
            // Over the table, dimmed: the last trick and the plates stay in view behind the scores.
            ui::overlay("Match over screen", true),
            MatchOverPanel,
            DespawnOnExit(Screen::MatchOver),
        ))
        .id();
    // Its buttons stay at the panel's foot; the results above them scroll on a window too low for them all.
    let (panel, buttons) = ui::footed(&mut commands, root);
    let Some(table) = table else {
        commands.spawn((ui::text(t!("match-over"), 36.0, GOLD), ChildOf(panel)));
        return;
    };
    let summary = crate::app::games::match_summary(&table);
    // Today's deal, if this was it.
    let todays = todays
        .filter(|t| crate::app::daily::plays(t, &table))
        .map(|t| *t);
    if let Some(code) = table.replay {
        // A replay's one deal is over: its result, then the same deal again or the title.
        let headline = match &todays {
            Some(t) => t!(
                "daily-headline",
                game = crate::app::i18n::game_title(t.game),
                day = t.day.to_string()
            ),
            None => t!("match-over-deal-played"),
        };
        let size = if todays.is_some() { 36.0 } else { 44.0 };
        commands.spawn((ui::text(headline, size, GOLD), ChildOf(panel)));
        let note = match &todays {
            Some(t) if !t.counted => t!("daily-practice"),
            Some(_) => String::new(),
            None => t!("match-over-replayed", code = code.to_string()),
        };
        if !note.is_empty() {
            commands.spawn((ui::text(note, 20.0, INK.with_alpha(0.8)), ChildOf(panel)));
        }
        results_grid(&mut commands, panel, &summary);
        if crate::app::state::table::human_seat(&table).is_some() && !table.hands.is_empty() {
            commands.spawn((
                crate::app::table::par::par_line(&table, table.hands.len() - 1),
                ChildOf(panel),
            ));
        }
        if let Some(todays) = todays.filter(|t| t.counted) {
            daily_lines(&mut commands, panel, &stats, &todays);
        }
        // A lesson's deal: what it taught, and on to the next lesson (or back to the course).
        let lesson = coaching
            .filter(|c| c.code == code)
            .map(|c| c.lesson.clone());
        if let Some(lesson) = &lesson {
            commands.spawn((
                ui::text(
                    t!(
                        "coach-learned",
                        learned = crate::app::i18n::tr(&lesson.learned_id(), None)
                    ),
                    20.0,
                    GOLD,
                ),
                Node {
                    max_width: px(620),
                    ..default()
                },
                ChildOf(panel),
            ));
            if let Some(next) = book.next_after(&lesson.id).cloned() {
                commands.spawn((
                    ui::sized_button(
                        t!("match-over-next-lesson"),
                        (),
                        px(240),
                        AutoFocus,
                        move |_: On<Activated>, mut commands: Commands| {
                            start_lesson(&mut commands, &next)
                        },
                    ),
                    ChildOf(buttons),
                ));
            }
            let course = book
                .0
                .as_ref()
                .ok()
                .and_then(|c| c.lesson(&lesson.id))
                .map(|(course, _)| course.id.clone());
            commands.spawn((
                ui::sized_button(
                    t!("match-over-lessons"),
                    (),
                    px(240),
                    (),
                    move |_: On<Activated>, mut commands: Commands| {
                        commands.insert_resource(ReturnToLessons(course.clone()));
                        commands.set_state(Screen::Title);
                    },
                ),
                ChildOf(buttons),
            ));
        }
        let again = move |_: On<Activated>, mut commands: Commands| {
            commands.insert_resource(DealToReplay(code));
            commands.set_state(Screen::Playing);
        };
        // Enter deals it again, but for a lesson, where it goes on to the next.
        let label = if todays.is_some() {
            t!("match-over-daily-again")
        } else {
            t!("match-over-deal-again")
        };
        if lesson.is_some() {
            commands.spawn((
                ui::sized_button(label, (), px(240), (), again),
                ChildOf(buttons),
            ));
        } else {
            commands.spawn((
                ui::sized_button(label, (), px(240), AutoFocus, again),
                ChildOf(buttons),
            ));
        }
        commands.spawn((
            ui::sized_button(
                t!("button-title-esc"),
                (),
                px(240),
                (),
                |_: On<Activated>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Title),
            ),
            ChildOf(buttons),
        ));
        return;
    }
    commands.spawn((
        ui::text(summary.headline.clone(), 44.0, GOLD),
        ChildOf(panel),
    ));
    commands.spawn((
        ui::text(summary.detail.clone(), 20.0, INK.with_alpha(0.8)),
        ChildOf(panel),
    ));
    if let Some(last) = &table.shown.last_trick
        && let Some(&(_, card)) = last.plays.iter().find(|&&(s, _)| s == last.winner)
    {
        commands.spawn((
            ui::text(
                t!(
                    "match-over-last-trick",
                    trick = trick_word(table.kind()),
                    name = seat_name(&table, last.winner),
                    card = card.shown()
                ),
                18.0,
                INK.with_alpha(0.8),
            ),
            ChildOf(panel),
        ));
    }
    results_grid(&mut commands, panel, &summary);
    if crate::app::state::table::human_seat(&table).is_some() {
        commands.spawn((
            crate::app::table::par::MatchParLine,
            ui::text(
                crate::app::table::par::match_par_text(&table),
                18.0,
                INK.with_alpha(0.85),
            ),
            ChildOf(panel),
        ));
    }
    if let Some(code) = table.shown.deal_code {
        commands.spawn((
            ui::text(
                t!("match-over-last-code", code = code.to_string()),
                16.0,
                INK.with_alpha(0.6),
            ),
            ChildOf(panel),
        ));
    }
    let width = px(240);
    commands.spawn((
        ui::sized_button(
            t!("match-over-play-again"),
            (),
            width,
            AutoFocus,
            |_: On<Activated>,
             mut commands: Commands,
             last: Option<Res<NewMatch>>,
             time: Res<Time<Real>>| {
                play_again(&mut commands, last.as_deref(), &time)
            },
        ),
        ChildOf(buttons),
    ));
    if crate::app::state::table::human_seat(&table).is_some() {
        commands.spawn((
            ui::sized_button(
                t!("button-review"),
                (),
                width,
                (),
                |_: On<Activated>, mut commands: Commands, table: Option<Res<Table>>| {
                    if let Some(table) = table {
                        crate::app::table::hand_review::open_hand_review(
                            &mut commands,
                            &table,
                            usize::MAX,
                        );
                    }
                },
            ),
            ChildOf(buttons),
        ));
    }
    commands.spawn((
        ui::sized_button(
            t!("match-over-new-setup"),
            (),
            width,
            (),
            |_: On<Activated>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Setup),
        ),
        ChildOf(buttons),
    ));
    commands.spawn((
        ui::sized_button(
            t!("button-title-esc"),
            (),
            width,
            (),
            |_: On<Activated>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Title),
        ),
        ChildOf(buttons),
    ));
}

/// The summary's table: a heading row, then a row per player or side (the winners in gold).
fn results_grid(commands: &mut Commands, panel: Entity, summary: &MatchSummary) {
    let grid = commands
        .spawn((
            ui::results_grid(summary.headings.len() as u16),
            ChildOf(panel),
        ))
        .id();
    for heading in &summary.headings {
        commands.spawn((ui::cell(heading.clone(), 18.0, GOLD), ChildOf(grid)));
    }
    for (won, row) in &summary.rows {
        let colour = if *won { GOLD } else { INK };
        for value in row {
            commands.spawn((ui::cell(value.clone(), 22.0, colour), ChildOf(grid)));
        }
    }
}

/// The same seats and rules again, a new deal.
fn play_again(commands: &mut Commands, last: Option<&NewMatch>, time: &Time<Real>) {
    let mut again = last
        .cloned()
        .unwrap_or_else(|| MatchSetup::default().new_match(0));
    again.seed = fresh_seed(time, again.seed);
    commands.insert_resource(again);
    commands.set_state(Screen::Playing);
}

/// Esc goes to the title; Enter belongs to the focused button (Play again, unless the person moved on).
fn keys_on_match_over(mut commands: Commands, keys: Option<Res<ButtonInput<KeyCode>>>) {
    if keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        commands.set_state(Screen::Title);
    }
}

/// The shared line's *Copy* button.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct CopyShareButton(pub String);

/// Today's deal's result among the person's days: against their earlier days, the streak, and the line to share
/// with a *Copy* button.
fn daily_lines(
    commands: &mut Commands,
    panel: Entity,
    stats: &crate::app::stats::Stats,
    todays: &crate::app::daily::TodaysDeal,
) {
    use crate::app::daily::{earlier_days_line, result_on, share_line, streak_line};
    let lines = [
        earlier_days_line(stats, todays.game, todays.day),
        streak_line(stats, todays.game, todays.day),
    ];
    for line in lines {
        commands.spawn((ui::text(line, 18.0, INK.with_alpha(0.85)), ChildOf(panel)));
    }
    let Some(share) =
        result_on(stats, todays.game, todays.day).and_then(|r| share_line(todays.game, r))
    else {
        return;
    };
    commands.spawn((
        ui::text(t!("daily-share"), 15.0, INK.with_alpha(0.65)),
        ChildOf(panel),
    ));
    let row = commands.spawn((ui::row(), ChildOf(panel))).id();
    commands.entity(row).insert(Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        column_gap: px(12),
        ..default()
    });
    commands.spawn((ui::text(share.clone(), 18.0, GOLD), ChildOf(row)));
    commands.spawn((
        ui::small_button_marked(
            t!("daily-copy"),
            (),
            CopyShareButton(share),
            |activated: On<Activated>,
             buttons: Query<&CopyShareButton>,
             children: Query<&Children>,
             mut texts: Query<&mut Text>| {
                let Ok(CopyShareButton(line)) = buttons.get(activated.entity) else {
                    return;
                };
                let said = match crate::app::daily::copy_text(line) {
                    Ok(()) => t!("daily-copied"),
                    Err(why) => t!("daily-copy-failed", why = why),
                };
                for child in children.iter_descendants(activated.entity) {
                    if let Ok(mut text) = texts.get_mut(child) {
                        text.0 = said.clone();
                    }
                }
            },
        ),
        ChildOf(row),
    ));
}
