//! The player's settings (animation speed, auto-play of forced cards) and the settings panel, which opens over
//! the title screen or the pause menu.

use bevy::picking::events::{Click, Pointer};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::ui::{self, Dismissable, GOLD, INK};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
    app.add_systems(
        Update,
        show_setting_values.run_if(resource_exists_and_changed::<Settings>),
    );
}

/// How fast cards move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Speed {
    /// Half again as slow as normal, to follow every card.
    Slow,
    /// The default pace.
    #[default]
    Normal,
    /// Twice as fast.
    Fast,
    /// No motion at all: cards jump to their places.
    Instant,
}

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// How long motions take relative to normal; 0 for instant.
    pub fn factor(self) -> f32 {
        match self {
            Speed::Slow => 1.6,
            Speed::Normal => 1.0,
            Speed::Fast => 0.5,
            Speed::Instant => 0.0,
        }
    }

    /// The name shown in the settings.
    pub fn name(self) -> &'static str {
        match self {
            Speed::Slow => "Slow",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
            Speed::Instant => "Instant",
        }
    }

    /// The next speed, wrapping round.
    pub fn next(self) -> Speed {
        let i = Speed::ALL.iter().position(|&s| s == self).unwrap_or(0);
        Speed::ALL[(i + 1) % Speed::ALL.len()]
    }
}

/// What the player chose in the settings.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// How fast cards move and computer players play.
    pub speed: Speed,
    /// Play the person's card by itself when it is the only legal one.
    pub auto_play: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: Speed::Normal,
            auto_play: true,
        }
    }
}

/// One line of the settings panel.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Speed,
    AutoPlay,
}

impl Field {
    fn shown(self, settings: &Settings) -> String {
        match self {
            Field::Speed => format!("Animation speed: {}", settings.speed.name()),
            Field::AutoPlay => format!(
                "Auto-play forced cards: {}",
                if settings.auto_play { "On" } else { "Off" }
            ),
        }
    }

    fn change(self, settings: &mut Settings) {
        match self {
            Field::Speed => settings.speed = settings.speed.next(),
            Field::AutoPlay => settings.auto_play = !settings.auto_play,
        }
    }
}

/// The settings panel, over whatever screen opened it.
#[derive(Component)]
pub struct SettingsPanel;

/// Opens the settings panel; `scope` is the screen or phase whose exit removes it.
pub fn open_settings(commands: &mut Commands, settings: &Settings, scope: impl Bundle) {
    let root = commands
        .spawn((
            ui::overlay("Settings", true),
            SettingsPanel,
            Dismissable,
            scope,
        ))
        .insert(GlobalZIndex(30))
        .id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    commands.spawn((ui::text("Settings", 40.0, GOLD), ChildOf(panel)));
    for field in [Field::Speed, Field::AutoPlay] {
        commands.spawn((
            ui::button_marked(
                field.shown(settings),
                field,
                move |_: On<Pointer<Click>>, mut settings: ResMut<Settings>| {
                    field.change(&mut settings)
                },
            ),
            ChildOf(panel),
        ));
    }
    commands.spawn((
        ui::text("Click a line to change it.", 18.0, INK.with_alpha(0.7)),
        ChildOf(panel),
    ));
    commands.spawn((ui::button("Back (Esc)", close_settings), ChildOf(panel)));
}

fn close_settings(
    _: On<Pointer<Click>>,
    mut commands: Commands,
    panels: Query<Entity, With<SettingsPanel>>,
) {
    for panel in &panels {
        commands.entity(panel).despawn();
    }
}

fn show_setting_values(settings: Res<Settings>, mut lines: Query<(&Field, &mut Text)>) {
    for (field, mut text) in &mut lines {
        let shown = field.shown(&settings);
        if text.0 != shown {
            text.0 = shown;
        }
    }
}
