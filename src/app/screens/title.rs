//! The title screen: the game's name and what the current build can do.

use bevy::prelude::*;

use super::Screen;
use crate::app::table::layout::FELT;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title_screen);
    app.add_systems(Update, start_with_enter.run_if(in_state(Screen::Title)));
}

fn start_with_enter(keys: Option<Res<ButtonInput<KeyCode>>>, mut next: ResMut<NextState<Screen>>) {
    if keys.is_some_and(|k| k.just_pressed(KeyCode::Enter)) {
        next.set(Screen::Playing);
    }
}

fn start_new_game(_: On<Pointer<Click>>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Playing);
}

const IVORY: Color = Color::srgb(0.96, 0.93, 0.84);

fn spawn_title_screen(mut commands: Commands) {
    let screen = commands
        .spawn((
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
                        "You against three Normal computer players, standard rules.\n\
                     wendellhead --demo 7 shows four computer players instead."
                    ),
                    TextFont::from_font_size(18.0),
                    TextColor(IVORY.with_alpha(0.6)),
                    TextLayout::justify(Justify::Center),
                ),
            ],
        ))
        .id();
    commands
        .spawn((
            Name::new("New game button"),
            ChildOf(screen),
            Button,
            Node {
                padding: UiRect::axes(px(36), px(14)),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BackgroundColor(Color::srgb(0.80, 0.62, 0.20)),
            children![(
                Text::new("New game (Enter)"),
                TextFont::from_font_size(30.0),
                TextColor(Color::srgb(0.10, 0.08, 0.05)),
            )],
        ))
        .observe(start_new_game);
}
