//! The title screen: the game's name and what the current build can do.

use bevy::prelude::*;

use super::Screen;
use crate::app::table::layout::FELT;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title_screen);
}

const IVORY: Color = Color::srgb(0.96, 0.93, 0.84);

fn spawn_title_screen(mut commands: Commands) {
    commands.spawn((
        Name::new("Title screen"),
        DespawnOnExit(Screen::Title),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            row_gap: px(24),
            ..default()
        },
        BackgroundColor(FELT),
        children![
            (
                Text::new("Wendellhead"),
                TextFont::from_font_size(72.0),
                TextColor(IVORY),
            ),
            (
                Text::new("Pins, Flints and the face-up prize"),
                TextFont::from_font_size(28.0),
                TextColor(IVORY.with_alpha(0.8)),
            ),
            (
                Text::new(
                    "This build has the rules engine, the computer players and a demonstration table:\n\
                     wendellhead --demo 7 shows Normal computer players at a 4-player table."
                ),
                TextFont::from_font_size(18.0),
                TextColor(IVORY.with_alpha(0.6)),
                TextLayout::justify(Justify::Center),
            ),
        ],
    ));
}
