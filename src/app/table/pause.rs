//! The pause menu: Esc (or the Menu button) stops the table — nothing moves, no computer thinks — and offers
//! resume, restart, rules, settings and quit to the title.

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;

use crate::app::state::table::{DealToReplay, NewMatch, Table};
use crate::app::state::{PanelScope, Phase, Screen, fresh_seed};
use crate::app::ui::{self, Activated, GOLD, INK};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PausedFrom>();
    app.add_systems(OnEnter(Phase::Paused), spawn_pause_menu);
    app.add_systems(Update, pause_with_escape.run_if(in_state(Screen::Playing)));
}

/// The phase to go back to when the game resumes.
#[derive(Resource, Debug, Default)]
pub struct PausedFrom(pub Option<Phase>);

/// Pauses the table, remembering the phase it was in.
pub fn pause(now: Phase, paused: &mut PausedFrom, next: &mut NextState<Phase>) {
    if now != Phase::Paused {
        paused.0 = Some(now);
        next.set(Phase::Paused);
    }
}

/// Resumes the table in the phase it was paused in.
pub fn resume(paused: &mut PausedFrom, next: &mut NextState<Phase>) {
    next.set(paused.0.take().unwrap_or(Phase::Turn));
}

/// Esc pauses, and resumes when paused. Esc that closed a panel was already consumed.
fn pause_with_escape(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    phase: Res<State<Phase>>,
    mut paused: ResMut<PausedFrom>,
    mut next: ResMut<NextState<Phase>>,
) {
    if !keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        return;
    }
    match *phase.get() {
        Phase::Paused => resume(&mut paused, &mut next),
        now => pause(now, &mut paused, &mut next),
    }
}

fn spawn_pause_menu(
    mut commands: Commands,
    table: Option<Res<Table>>,
    todays: Option<Res<crate::app::daily::TodaysDeal>>,
) {
    // Today's deal in its one rated play: it cannot be dealt again without giving it up, and its code (which deals
    // every hand) is not shown while it is played.
    let rated_daily = todays
        .as_deref()
        .filter(|t| {
            t.rated
                && table
                    .as_ref()
                    .is_some_and(|table| crate::app::daily::plays(t, table))
        })
        .copied();
    let root = commands
        .spawn((
            ui::overlay("Pause menu", true),
            DespawnOnExit(Phase::Paused),
        ))
        .insert(GlobalZIndex(20))
        .id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    commands.spawn((ui::text(t!("pause-title"), 40.0, GOLD), ChildOf(panel)));
    commands.spawn((
        ui::text(t!("pause-waits"), 18.0, INK.with_alpha(0.7)),
        ChildOf(panel),
    ));
    let width = px(ui::MENU_WIDTH);
    commands.spawn((
        ui::sized_button(
            t!("pause-resume"),
            (),
            width,
            AutoFocus,
            |_: On<Activated>,
             mut paused: ResMut<PausedFrom>,
             mut next: ResMut<NextState<Phase>>| { resume(&mut paused, &mut next) },
        ),
        ChildOf(panel),
    ));
    let replay = table.as_ref().and_then(|t| t.replay);
    if rated_daily.is_some() {
        // Quit to title is the way out, and the note says what it costs.
    } else if let Some(code) = replay {
        // A replay is practice: dealing it again asks nothing.
        commands.spawn((
            ui::sized_button(
                t!("match-over-deal-again"),
                (),
                width,
                (),
                move |_: On<Activated>, mut commands: Commands, mut paused: ResMut<PausedFrom>| {
                    paused.0 = None;
                    commands.insert_resource(DealToReplay(code));
                    commands.set_state(Screen::Playing);
                },
            ),
            ChildOf(panel),
        ));
    } else {
        commands.spawn((
            ui::sized_button(
                t!("pause-restart-button"),
                (),
                width,
                (),
                |_: On<Activated>, mut commands: Commands| {
                    ui::confirm(
                        &mut commands,
                        t!("pause-restart-question"),
                        t!("pause-restart-detail"),
                        t!("pause-restart"),
                        PanelScope::Phase(Phase::Paused),
                        restart,
                    );
                },
            ),
            ChildOf(panel),
        ));
    }
    let game = table.as_ref().map(|t| t.kind()).unwrap_or_default();
    ui::panel_buttons(
        &mut commands,
        panel,
        PanelScope::Phase(Phase::Paused),
        game,
        width,
    );
    commands.spawn((
        ui::sized_button(
            t!("pause-quit"),
            (),
            width,
            (),
            |_: On<Activated>, mut commands: Commands, mut paused: ResMut<PausedFrom>| {
                paused.0 = None;
                commands.set_state(Screen::Title);
            },
        ),
        ChildOf(panel),
    ));
    let code = table.as_ref().and_then(|t| t.shown.deal_code);
    let note = match (rated_daily, replay, code) {
        (Some(todays), ..) => t!(
            "pause-daily-note",
            game = crate::app::i18n::game_title(todays.game),
            fingerprint = crate::engine::Fingerprint::of(&todays.code).to_string()
        ),
        (None, Some(code), _) => t!("pause-replay-note", code = code.to_string()),
        // Not the code while the hand is played: it deals every hand, and a replay of it would show them.
        (None, None, Some(code)) => t!(
            "pause-code-note",
            fingerprint = crate::engine::Fingerprint::of(&code).to_string()
        ),
        (None, None, None) => t!("pause-saved-note"),
    };
    // As wide as the buttons and a little more on a desk; a phone's whole panel.
    commands.spawn((
        Node::default(),
        ui::Fluid::Width(ui::MENU_WIDTH + 120.0),
        ChildOf(panel),
        children![ui::text(note, 16.0, INK.with_alpha(0.7))],
    ));
}

/// The same seats and rules, a new deal; entering the screen again starts it afresh.
fn restart(
    _: On<Activated>,
    mut commands: Commands,
    mut paused: ResMut<PausedFrom>,
    last: Option<Res<NewMatch>>,
    time: Res<Time<Real>>,
) {
    paused.0 = None;
    if let Some(last) = last {
        let mut again = last.clone();
        again.seed = fresh_seed(&time, last.seed);
        commands.insert_resource(again);
    }
    commands.set_state(Screen::Playing);
}
