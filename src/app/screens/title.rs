//! The title screen: Continue (when a match is saved), New game, Replay a deal, Rules, Settings, Statistics and
//! (on desktop) Quit, with any message about files that could not be read.

use bevy::input_focus::AutoFocus;
use bevy::input_focus::tab_navigation::TabGroup;
use bevy::prelude::*;

use crate::app::state::setup::MatchSetup;
use crate::app::state::table::{Continuable, Resume, SavedMatch};
use crate::app::state::{OpenPanel, Panel, PanelScope, ReadSaved, Screen, StartAt};
use crate::app::storage::Notices;
use crate::app::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::AnyMatch;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Title),
        (go_where_asked, spawn_title_screen.after(ReadSaved)).chain(),
    );
    app.add_systems(OnExit(Screen::Title), |mut notices: ResMut<Notices>| {
        notices.0.clear()
    });
    app.add_systems(Update, keys_on_title.run_if(in_state(Screen::Title)));
}

fn keys_on_title(
    mut commands: Commands,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    overlays: Query<(), With<Dismissable>>,
    saved: Option<Res<Continuable>>,
) {
    // Keys belong to an open panel, not to the screen behind it.
    let Some(keys) = keys.filter(|_| overlays.is_empty()) else {
        return;
    };
    // Enter belongs to the focused button: Continue when a match is saved, else New game.
    if keys.just_pressed(KeyCode::KeyC)
        && let Some(saved) = saved
    {
        continue_match(&mut commands, &saved.0);
    }
    if keys.just_pressed(KeyCode::KeyR) {
        super::replay::open_replay_panel(&mut commands);
    }
}

/// Straight on from the title to the screen the command line asked for, if any.
fn go_where_asked(mut commands: Commands, start: Option<Res<StartAt>>) {
    if let Some(start) = start {
        commands.remove_resource::<StartAt>();
        commands.set_state(start.0);
    }
}

/// New game: straight to the setup, or first a question when a saved match would be given up for it.
fn new_game(commands: &mut Commands, saved: Option<&Continuable>) {
    let Some(saved) = saved else {
        commands.set_state(Screen::Setup);
        return;
    };
    ui::confirm(
        commands,
        t!("title-start-new-game"),
        t!("title-saved-match-ends", saved = describe(&saved.0)),
        t!("title-new-game"),
        PanelScope::Screen(Screen::Title),
        |_: On<Activated>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Setup),
    );
}

/// "Wendellhead, 4 players, Flints 1-0-2-0", "Classic Whist, 3–2 to 5", "Hearts, 4 players, 12-40-31-3 to 100",
/// "Wendish Schafkopf, deal 3 of 16, balance +2 −1 −1 0".
fn describe(saved: &SavedMatch) -> String {
    match &saved.game {
        AnyMatch::Wendellhead(game) => t!(
            "saved-wendellhead",
            players = game.rules().players,
            flints = game
                .flints()
                .iter()
                .map(|f| f.to_string())
                .collect::<Vec<_>>()
                .join("-")
        ),
        AnyMatch::Whist(game) => {
            let [us, them] = game.score();
            t!(
                "saved-whist",
                us = us,
                them = them,
                target = game.rules().target
            )
        }
        AnyMatch::Hearts(game) => t!(
            "saved-hearts",
            players = game.rules().players,
            scores = game
                .scores()
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join("-"),
            target = game.rules().target
        ),
        AnyMatch::Schafkopf(game) => t!(
            "saved-schafkopf",
            deal = game.deals().min(game.rules().deals),
            deals = game.rules().deals,
            balance = game
                .balance()
                .iter()
                .map(|b| crate::app::games::summary::signed(*b))
                .collect::<Vec<_>>()
                .join(" ")
        ),
    }
}

fn continue_match(commands: &mut Commands, saved: &SavedMatch) {
    commands.insert_resource(Resume(saved.clone()));
    commands.set_state(Screen::Playing);
}

pub(super) fn spawn_title_screen(
    mut commands: Commands,
    notices: Res<Notices>,
    saved: Option<Res<Continuable>>,
    setup: Res<MatchSetup>,
    start: Option<Res<StartAt>>,
) {
    // Going straight on to another screen (`--play`, `--continue`): nothing to show here.
    if start.is_some() {
        return;
    }
    let saved = saved.map(|s| s.0.clone());
    let screen = commands
        .spawn((
            Name::new("Title screen"),
            DespawnOnExit(Screen::Title),
            // The keyboard moves among the title's buttons (panels over it have their own group).
            TabGroup::modal(),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                row_gap: px(12),
                ..default()
            },
            children![
                ui::text("Wendellhead", 80.0, INK),
                ui::text(t!("title-games"), 26.0, GOLD),
                (Node {
                    height: px(16),
                    ..default()
                }),
            ],
        ))
        .id();
    let width = px(ui::MENU_WIDTH + 260.0);
    if let Some(saved) = &saved {
        // A saved match is what the person most likely came back for: it has the focus, so Enter continues.
        commands.spawn((
            ui::sized_button(
                t!("title-continue", saved = describe(saved)),
                (),
                width,
                AutoFocus,
                |_: On<Activated>, mut commands: Commands, saved: Option<Res<Continuable>>| {
                    if let Some(saved) = saved {
                        continue_match(&mut commands, &saved.0);
                    }
                },
            ),
            ChildOf(screen),
        ));
    }
    commands.spawn((
        ui::sized_button(
            t!("title-new-game"),
            (),
            width,
            (),
            |_: On<Activated>, mut commands: Commands, saved: Option<Res<Continuable>>| {
                new_game(&mut commands, saved.as_deref())
            },
        ),
        ChildOf(screen),
    ));
    commands.spawn((
        ui::sized_button(
            t!("title-replay"),
            (),
            width,
            (),
            |_: On<Activated>, mut commands: Commands| {
                super::replay::open_replay_panel(&mut commands)
            },
        ),
        ChildOf(screen),
    ));
    ui::panel_buttons(
        &mut commands,
        screen,
        PanelScope::Screen(Screen::Title),
        setup.game,
        width,
    );
    commands.spawn((
        ui::sized_button(
            t!("title-statistics"),
            (),
            width,
            (),
            |_: On<Activated>, mut commands: Commands| {
                commands.trigger(OpenPanel {
                    panel: Panel::Statistics,
                    scope: PanelScope::Screen(Screen::Title),
                });
            },
        ),
        ChildOf(screen),
    ));
    // A browser tab is closed by the browser, not by the game.
    #[cfg(not(target_arch = "wasm32"))]
    commands.spawn((
        ui::sized_button(
            t!("title-quit"),
            (),
            width,
            (),
            |_: On<Activated>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        ),
        ChildOf(screen),
    ));
    for notice in &notices.0 {
        commands.spawn((
            Node {
                max_width: px(900),
                ..default()
            },
            ChildOf(screen),
            children![ui::text(notice.clone(), 16.0, Color::srgb(1.0, 0.6, 0.35))],
        ));
    }
}
