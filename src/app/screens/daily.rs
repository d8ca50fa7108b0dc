//! *Deal of the day*: the title's panel of today's deal of each game (the same deal for everyone on the same UTC
//! date), each with the person's result against par once played, and the game's streak; a game's button plays its
//! deal (rated the first time today, practice after). `--daily GAME` starts one directly.

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;

use crate::app::daily::{Clock, result_figure, result_on, start_todays_deal, streak_line};
use crate::app::state::{PanelScope, Screen};
use crate::app::stats::Stats;
use crate::app::storage::Store;
use crate::app::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::GameKind;
use crate::engine::daily::DAILY_GAMES;

/// The deal of the day panel.
#[derive(Component)]
pub struct DailyPanel;

/// A game's button in the panel (tests find them by it).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyButton(pub GameKind);

/// A game's button's words: "Today's Hearts", or with the result once played ("Today's Hearts: 4 points · par 6
/// · ▲2 · play again"), or given up.
pub fn button_label(stats: &Stats, game: GameKind, clock: &Clock) -> String {
    let title = crate::app::i18n::game_title(game);
    match result_on(stats, game, clock.today()) {
        None => t!("daily-button", game = title),
        Some(r) => match (r.result, r.par) {
            (Some(result), Some(par)) => t!(
                "daily-button-played",
                game = title,
                result = result_figure(game, result),
                par = crate::app::table::par::par_figure(game, par),
                against = crate::app::daily::arrow(result - par)
            ),
            (Some(result), None) => t!(
                "daily-button-played-no-par",
                game = title,
                result = result_figure(game, result)
            ),
            (None, _) => t!("daily-button-given-up", game = title),
        },
    }
}

/// Opens the panel over the title, the keyboard's focus on `focus`'s deal.
pub fn open_daily_panel(commands: &mut Commands, stats: &Stats, clock: &Clock, focus: GameKind) {
    let mut root = commands.spawn((
        ui::overlay("Deal of the day", true),
        Dismissable,
        DailyPanel,
    ));
    root.insert(GlobalZIndex(30));
    PanelScope::Screen(Screen::Title).scope(&mut root);
    let root = root.id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    let width = px(ui::MENU_WIDTH + 120.0);
    let fluid = ui::Fluid::Width(ui::MENU_WIDTH + 120.0);
    commands.spawn((ui::text(t!("daily-title"), 40.0, GOLD), ChildOf(panel)));
    commands.spawn((
        ui::text(
            t!("daily-help", day = clock.today().to_string()),
            17.0,
            INK.with_alpha(0.85),
        ),
        Node {
            max_width: px(600),
            ..default()
        },
        ChildOf(panel),
    ));
    for game in DAILY_GAMES {
        // Each game's button with its streak just under it, apart from the next game's.
        let group = commands
            .spawn((
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    width: percent(100),
                    row_gap: px(3),
                    margin: UiRect::bottom(px(6)),
                    ..default()
                },
                ChildOf(panel),
            ))
            .id();
        let mut button = commands.spawn((
            ui::sized_button(
                button_label(stats, game, clock),
                (),
                width,
                DailyButton(game),
                move |_: On<Activated>,
                      mut commands: Commands,
                      clock: Res<Clock>,
                      mut stats: ResMut<Stats>,
                      store: Res<Store>| {
                    start_todays_deal(&mut commands, game, &clock, &mut stats, &store);
                },
            ),
            fluid,
            ChildOf(group),
        ));
        if game == focus {
            button.insert(AutoFocus);
        }
        commands.spawn((
            ui::text(
                streak_line(stats, game, clock.today()),
                14.0,
                INK.with_alpha(0.65),
            ),
            ChildOf(group),
        ));
    }
    commands.spawn((
        ui::sized_button(
            t!("button-done-esc"),
            (),
            width,
            (),
            ui::close::<DailyPanel>,
        ),
        fluid,
        ChildOf(panel),
    ));
}
