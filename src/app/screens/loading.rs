//! The loading screen: card packs and sounds load (bevy_asset_loader, one loading state), with real progress
//! from the progress tracker; then the title screen, or the screen the command line asked for.

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use iyes_progress::prelude::*;

use crate::app::state::Screen;
use crate::app::ui::{self, GOLD, INK};

pub(super) fn plugin(app: &mut App) {
    // Without an asset server (headless tests, `--headless`) there is nothing to load.
    if !app.world().contains_resource::<AssetServer>() {
        app.add_systems(OnEnter(Screen::Loading), |mut commands: Commands| {
            commands.set_state(Screen::Title)
        });
        return;
    }
    app.add_systems(OnEnter(Screen::Loading), spawn_loading_screen);
    app.add_systems(
        Update,
        show_progress
            .run_if(in_state(Screen::Loading))
            .after(LoadingStateSet(Screen::Loading)),
    );
}

/// The progress bar's fill.
#[derive(Component)]
struct ProgressFill;

/// The progress in words.
#[derive(Component)]
struct ProgressWords;

fn spawn_loading_screen(mut commands: Commands) {
    let root = commands
        .spawn((
            ui::overlay("Loading screen", false),
            DespawnOnExit(Screen::Loading),
        ))
        .id();
    commands.spawn((ui::text("Wendellhead", 64.0, INK), ChildOf(root)));
    commands.spawn((
        ProgressWords,
        ui::text(t!("loading"), 22.0, GOLD),
        ChildOf(root),
    ));
    let bar = commands
        .spawn((
            Node {
                width: px(420),
                height: px(14),
                margin: UiRect::top(px(16)),
                border_radius: BorderRadius::all(px(7)),
                ..default()
            },
            BackgroundColor(Color::srgba(1.0, 1.0, 1.0, 0.15)),
            ChildOf(root),
        ))
        .id();
    commands.spawn((
        ProgressFill,
        Node {
            width: percent(0),
            height: percent(100),
            border_radius: BorderRadius::all(px(7)),
            ..default()
        },
        BackgroundColor(GOLD),
        ChildOf(bar),
    ));
}

fn show_progress(
    tracker: Res<ProgressTracker<Screen>>,
    mut fill: Query<&mut Node, With<ProgressFill>>,
    mut words: Query<&mut Text, With<ProgressWords>>,
) {
    let progress = tracker.get_global_progress();
    let share = if progress.total == 0 {
        0.0
    } else {
        progress.done as f32 / progress.total as f32
    };
    for mut node in &mut fill {
        node.width = percent(share * 100.0);
    }
    for mut text in &mut words {
        let shown = t!(
            "loading-progress",
            done = progress.done,
            total = progress.total
        );
        if text.0 != shown {
            text.0 = shown;
        }
    }
}
