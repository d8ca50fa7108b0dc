//! The title screen: Continue (when a match is saved), New game, Replay a deal, Rules, Settings, Statistics and
//! (on desktop) Quit, with any message about files that could not be read.

use bevy::input_focus::AutoFocus;
use bevy::input_focus::tab_navigation::TabGroup;
use bevy::prelude::*;

use crate::app::state::lesson::{LessonBook, LessonProgress};
use crate::app::state::setup::MatchSetup;
use crate::app::state::table::{Continuable, Resume, SavedMatch, SeatKind};
use crate::app::state::{
    AskBeforeReplacing, OpenPanel, Panel, PanelScope, ReadSaved, Screen, StartAt,
};
use crate::app::storage::Notices;
use crate::app::ui::{self, Activated, Dismissable, GOLD, INK, UiShape};
use crate::engine::AnyMatch;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Title),
        (go_where_asked, spawn_title_screen)
            .chain()
            .after(ReadSaved),
    );
    app.add_systems(OnExit(Screen::Title), |mut notices: ResMut<Notices>| {
        notices.0.clear()
    });
    app.add_systems(Update, keys_on_title.run_if(in_state(Screen::Title)));
    // A phone turned (or a window resized to another shape): the title is laid out again for it.
    app.add_systems(Update, turn_title_screen.run_if(in_state(Screen::Title)));
    app.add_systems(
        Update,
        relabel_continue
            .run_if(in_state(Screen::Title))
            .run_if(resource_changed::<crate::app::settings::Settings>),
    );
}

/// The Continue button's label, which names players and figures: said again when the language changes.
#[derive(Component)]
struct ContinueLabel;

fn relabel_continue(
    saved: Option<Res<Continuable>>,
    mut labels: Query<&mut Text, With<ContinueLabel>>,
) {
    let Some(saved) = saved else { return };
    let line = t!("title-continue", saved = describe(&saved.0));
    for mut text in &mut labels {
        if text.0 != line {
            text.0.clone_from(&line);
        }
    }
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
    if keys.just_pressed(KeyCode::KeyD) {
        commands.run_system_cached(open_daily_from_title);
    }
}

/// Straight on from the title to the screen the command line asked for, if any; a new match that would replace
/// the saved one (`--play`) first asks, over the title, as New game does.
fn go_where_asked(
    mut commands: Commands,
    start: Option<Res<StartAt>>,
    ask: Option<Res<AskBeforeReplacing>>,
    saved: Option<Res<Continuable>>,
) {
    let Some(start) = start else { return };
    commands.remove_resource::<StartAt>();
    if ask.is_some() {
        commands.remove_resource::<AskBeforeReplacing>();
        if let Some(saved) = saved {
            ui::confirm(
                &mut commands,
                t!("title-start-new-game"),
                t!("title-saved-match-ends", saved = describe(&saved.0)),
                t!("title-new-game"),
                PanelScope::Screen(Screen::Title),
                |_: On<Activated>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Playing),
            );
            return;
        }
    }
    commands.set_state(start.0);
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

/// "Wendellhead, 4 players · Flints: You 1, Mara 0, Otto 2, Lena 0", "Classic Whist · You & Otto 3, Mara & Lena
/// 2 · to 5", "Hearts, 4 players · You 12, Mara 40, … · to 100", "Dreiwendsch · deal 3 of 12 · You +2, Mara −1, …":
/// who holds each figure, and the variant. Each name stays with its figure (a no-break space), so a long line
/// wraps between players, never inside one.
pub fn describe(saved: &SavedMatch) -> String {
    const KEEP: &str = "\u{a0}";
    let name = |seat: usize| match saved.seats.get(seat) {
        Some(SeatKind::Human) => t!("seat-you"),
        _ => crate::app::state::table::computer_name(crate::engine::Seat(seat as u8)),
    };
    let each = |figures: Vec<String>| {
        figures
            .into_iter()
            .enumerate()
            .map(|(i, f)| format!("{}{KEEP}{f}", name(i)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let line = match &saved.game {
        AnyMatch::Wendellhead(game) => t!(
            "saved-wendellhead",
            players = game.rules().players,
            flints = each(game.flints().iter().map(|f| f.to_string()).collect())
        ),
        AnyMatch::Whist(game) => {
            let [us, them] = game.score();
            // The sides as the table names them: the person's first.
            let side = |a: usize, b: usize| {
                let (first, second) = if saved.seats.get(b) == Some(&SeatKind::Human) {
                    (b, a)
                } else {
                    (a, b)
                };
                t!("side-name", first = name(first), second = name(second))
            };
            t!(
                "saved-whist",
                us = format!("{}{KEEP}{us}", side(0, 2)),
                them = format!("{}{KEEP}{them}", side(1, 3)),
                target = game.rules().target
            )
        }
        AnyMatch::Hearts(game) => t!(
            "saved-hearts",
            players = game.rules().players,
            scores = each(game.scores().iter().map(|s| s.to_string()).collect()),
            target = game.rules().target
        ),
        AnyMatch::Schafkopf(game) => t!(
            "saved-schafkopf",
            variant = match game.rules().players() {
                2 => "two",
                3 => "three",
                _ => "four",
            },
            deal = game.deals().min(game.rules().deals),
            deals = game.rules().deals,
            balance = each(
                game.balance()
                    .iter()
                    .map(|b| crate::app::games::summary::signed(*b))
                    .collect()
            )
        ),
    };
    // "to 100", "of 16": a number stays with the word before it.
    line.replace(" to ", " to\u{a0}")
        .replace(" bis ", " bis\u{a0}")
}

fn continue_match(commands: &mut Commands, saved: &SavedMatch) {
    commands.insert_resource(Resume(saved.clone()));
    commands.set_state(Screen::Playing);
}

/// The title screen's top, with the window's shape it is laid out for.
#[derive(Component, Clone, Copy, Debug)]
struct TitleScreen(UiShape);

/// Lays the title out again when it was laid out for another shape of window than the window has now.
fn turn_title_screen(
    mut commands: Commands,
    shape: Res<UiShape>,
    screens: Query<(Entity, &TitleScreen)>,
    notices: Res<Notices>,
    saved: Option<Res<Continuable>>,
    setup: Res<MatchSetup>,
) {
    let mut turned = false;
    for (screen, laid_out) in &screens {
        // A notice that arrives while the title shows (a chosen installed deck found broken) joins it.
        if laid_out.0 != *shape || notices.is_changed() {
            commands.entity(screen).despawn();
            turned = true;
        }
    }
    if turned {
        lay_out_title(&mut commands, &notices, saved.as_deref(), &setup, *shape);
    }
}

/// The title's buttons' width on a desk (on a phone they take the width there is, up to this).
const TITLE_BUTTONS: f32 = ui::MENU_WIDTH + 260.0;

/// The game's name on a phone: "Wendellhead" at the desk's 80 would be wider than a phone's 440 units.
const PHONE_NAME: f32 = 52.0;

pub(super) fn spawn_title_screen(
    mut commands: Commands,
    notices: Res<Notices>,
    saved: Option<Res<Continuable>>,
    setup: Res<MatchSetup>,
    shape: Res<UiShape>,
) {
    // Laid out even when going straight on to another screen (`--play`, `--continue`), for a frame: without it a
    // screen reader (AT-SPI, `scripts/check-a11y`) was seen to get no tree at all for the table that followed,
    // likely for want of the first focus its focused button gives the tree.
    lay_out_title(&mut commands, &notices, saved.as_deref(), &setup, *shape);
}

/// The title's line that names the game's version.
#[derive(Component)]
pub struct TitleVersion;

/// The box of the title's notices (broken packs, a damaged save), scrolled when they do not fit.
#[derive(Component)]
pub struct TitleNotices;

/// The title screen for a window of `shape`: the game's name over its buttons (beside them on a phone held
/// sideways).
fn lay_out_title(
    commands: &mut Commands,
    notices: &Notices,
    saved: Option<&Continuable>,
    setup: &MatchSetup,
    shape: UiShape,
) {
    let saved = saved.map(|s| s.0.clone());
    // A phone held sideways has the height for the buttons alone: the name goes beside them.
    let sideways = shape == UiShape::Short;
    let screen = commands
        .spawn((
            Name::new("Title screen"),
            TitleScreen(shape),
            ui::Menu,
            DespawnOnExit(Screen::Title),
            // The keyboard moves among the title's buttons (panels over it have their own group).
            TabGroup::modal(),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                // A window too low for every button (a phone with a saved match) scrolls.
                overflow: Overflow::scroll_y(),
                ..default()
            },
        ))
        .id();
    // Centred while it fits; from the top when taller than the window, so a scrolled title starts at its top.
    let page = commands
        .spawn((
            Node {
                min_height: percent(100),
                flex_shrink: 0.0,
                flex_direction: if sideways {
                    FlexDirection::Row
                } else {
                    FlexDirection::Column
                },
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                row_gap: px(12),
                column_gap: px(40),
                // A phone's buttons keep off the window's edges.
                padding: if shape == UiShape::Desk {
                    UiRect::ZERO
                } else {
                    UiRect::axes(px(16), px(12))
                },
                ..default()
            },
            ChildOf(screen),
        ))
        .id();
    let name_size = if shape == UiShape::Desk {
        80.0
    } else {
        PHONE_NAME
    };
    let heading = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(12),
                ..default()
            },
            ChildOf(page),
            children![
                ui::text("Wendellhead", name_size, INK),
                ui::text(t!("title-games"), 26.0, GOLD),
            ],
        ))
        .id();
    if !sideways {
        commands.spawn((
            Node {
                height: px(if shape == UiShape::Desk { 4 } else { 16 }),
                ..default()
            },
            ChildOf(page),
        ));
    }
    let column = commands
        .spawn((
            Node {
                width: px(TITLE_BUTTONS),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                // A desk's nine buttons closer together, so an 800x600 title keeps room for its notices; a phone's
                // keep apart for fingers (its title scrolls when it must).
                row_gap: px(if shape == UiShape::Desk { 9 } else { 12 }),
                // Sideways the buttons keep their column's width; the name takes what is left.
                flex_shrink: if sideways { 0.0 } else { 1.0 },
                ..default()
            },
            if sideways {
                ui::Fluid::Width(ui::MENU_WIDTH)
            } else {
                ui::Fluid::Width(TITLE_BUTTONS)
            },
            ChildOf(page),
        ))
        .id();
    // Sideways the buttons are as wide as their column, never wider (the room a phone's window leaves is not
    // the column's, which shares the width with the name).
    let buttons = if sideways {
        ui::MENU_WIDTH
    } else {
        TITLE_BUTTONS
    };
    let width = px(buttons);
    let fluid = ui::Fluid::Width(buttons);
    if let Some(saved) = &saved {
        // A saved match is what the person most likely came back for: it has the focus, so Enter continues.
        commands.spawn((
            ui::sized_button(
                t!("title-continue", saved = describe(saved)),
                ContinueLabel,
                width,
                AutoFocus,
                |_: On<Activated>, mut commands: Commands, saved: Option<Res<Continuable>>| {
                    if let Some(saved) = saved {
                        continue_match(&mut commands, &saved.0);
                    }
                },
            ),
            fluid,
            ChildOf(column),
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
        fluid,
        ChildOf(column),
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
        fluid,
        ChildOf(column),
    ));
    commands.spawn((
        ui::sized_button(
            t!("title-daily"),
            (),
            width,
            (),
            |_: On<Activated>, mut commands: Commands| {
                commands.run_system_cached(open_daily_from_title);
            },
        ),
        fluid,
        ChildOf(column),
    ));
    commands.spawn((
        ui::sized_button(
            t!("title-learn"),
            (),
            width,
            (),
            |_: On<Activated>,
             mut commands: Commands,
             book: Res<LessonBook>,
             progress: Res<LessonProgress>| {
                super::learn::open_learn_panel(
                    &mut commands,
                    &book,
                    &progress,
                    None,
                    PanelScope::Screen(Screen::Title),
                )
            },
        ),
        fluid,
        ChildOf(column),
    ));
    // Their buttons take the column's width: the column gives way on a phone.
    ui::panel_buttons(
        commands,
        column,
        PanelScope::Screen(Screen::Title),
        setup.game,
        percent(100),
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
        fluid,
        ChildOf(column),
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
        fluid,
        ChildOf(column),
    ));
    // The version a player reports a problem with, and the credits and licences behind About: small, the button
    // under the version (a row that wraps was measured one line short on a phone). On a desk in the window's top
    // corner, out of the column (a small window's title has no height to spare under its buttons when notices
    // show), narrow beside the game's name; on a phone, whose title scrolls, last in the column.
    let desk = shape == UiShape::Desk;
    let corner = Node {
        flex_direction: FlexDirection::Column,
        align_items: if desk {
            AlignItems::FlexEnd
        } else {
            AlignItems::Center
        },
        row_gap: px(6),
        ..if desk {
            Node {
                position_type: PositionType::Absolute,
                top: px(12),
                right: px(16),
                ..default()
            }
        } else {
            default()
        }
    };
    let parent = if desk { screen } else { column };
    commands.spawn((
        corner,
        ChildOf(parent),
        children![
            (
                TitleVersion,
                ui::text(
                    t!("about-version", version = crate::VERSION),
                    15.0,
                    INK.with_alpha(0.6)
                )
            ),
            ui::small_button(
                t!("title-about"),
                |_: On<Activated>, mut commands: Commands| {
                    commands.trigger(OpenPanel {
                        panel: Panel::About,
                        scope: PanelScope::Screen(Screen::Title),
                    });
                }
            ),
        ],
    ));
    // Sideways, under the name, where the window has room beside the buttons; else under everything, as wide as
    // the window allows.
    let notes = if sideways { heading } else { page };
    if notices.0.is_empty() {
        return;
    }
    // Every notice in a box of its own that scrolls (wheel, drag, keys) when they do not fit, under a line that
    // counts them, so a fourth broken pack is not cut off at the window's foot.
    let orange = Color::srgb(1.0, 0.6, 0.35);
    commands.spawn((
        Node {
            width: percent(100),
            max_width: px(900),
            justify_content: JustifyContent::Center,
            ..default()
        },
        ChildOf(notes),
        children![ui::text(
            t!("title-notices", count = notices.0.len()),
            16.0,
            GOLD
        )],
    ));
    // A path has no spaces to break at: a long one breaks anywhere rather than run off a phone's window.
    let notice_text = |line: &str| {
        (
            bevy::ui::widget::Label,
            Text::new(line),
            TextFont::from_font_size(16.0),
            TextColor(orange),
            TextLayout::new(Justify::Center, LineBreak::WordOrCharacter),
        )
    };
    let list = commands
        .spawn((
            Name::new("Notices"),
            TitleNotices,
            Node {
                flex_direction: FlexDirection::Column,
                row_gap: px(8),
                width: percent(100),
                max_width: px(900),
                // Under a sixth of the window: an 800x600 title's buttons (Deal of the day and Learn to play among
                // them) leave no more.
                max_height: vh(15),
                flex_shrink: 0.0,
                overflow: Overflow::scroll_y(),
                padding: UiRect::axes(px(10), px(6)),
                border: UiRect::all(px(1)),
                border_radius: BorderRadius::all(px(8)),
                ..default()
            },
            BorderColor::all(orange.with_alpha(0.5)),
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.25)),
            ChildOf(notes),
        ))
        .id();
    for notice in &notices.0 {
        commands.spawn((
            Node {
                flex_shrink: 0.0,
                ..default()
            },
            ChildOf(list),
            children![notice_text(notice)],
        ));
    }
}

/// Opens the deal of the day panel, at the game last set up.
fn open_daily_from_title(
    mut commands: Commands,
    stats: Res<crate::app::stats::Stats>,
    clock: Res<crate::app::daily::Clock>,
    setup: Res<MatchSetup>,
) {
    super::daily::open_daily_panel(&mut commands, &stats, &clock, setup.game);
}
