//! The Flint-won screen: who won the Flint, every seat's Pins in it and Flints so far; the next Flint starts when
//! the player goes on (by itself at a table of computers only).

use crate::app::ui::Activated;
use bevy::prelude::*;

use super::{FlintWon, Phase, Table, TableSystems, seat_name};
use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::app::ui::{self, GOLD, INK};
use crate::engine::Seat;
use bevy::input_focus::AutoFocus;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<NextFlint>();
    app.add_observer(show_flint_screen);
    app.add_systems(
        Update,
        (go_on_by_itself, start_next_flint)
            .chain()
            .in_set(TableSystems::Show)
            .run_if(in_state(Phase::FlintWon)),
    );
}

/// The player goes on to the next Flint.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct NextFlint;

/// The Flint-won screen.
#[derive(Component)]
struct FlintScreen;

fn show_flint_screen(won: On<FlintWon>, mut commands: Commands, table: Option<Res<Table>>) {
    // The last Flint goes straight to the match-won screen.
    let (Some(table), false) = (table, won.match_won) else {
        return;
    };
    let root = commands
        .spawn((
            ui::overlay("Flint won", true),
            FlintScreen,
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    let headline = if table.is_human(won.winner) {
        "You win a Flint!".to_string()
    } else {
        format!("{} wins a Flint", seat_name(&table, won.winner))
    };
    commands.spawn((ui::text(headline, 40.0, GOLD), ChildOf(panel)));
    let rules = table.game.rules();
    let shown = &table.shown;
    let grid = commands.spawn((ui::results_grid(3), ChildOf(panel))).id();
    for heading in ["Player", "Pins in this Flint", "Flints"] {
        commands.spawn((ui::cell(heading, 18.0, GOLD), ChildOf(grid)));
    }
    for seat in Seat::all(rules.players) {
        let flints = shown.flints.get(seat.index()).copied().unwrap_or(0);
        let pips: String = (0..rules.flints_to_win)
            .map(|i| if i < flints { '●' } else { '○' })
            .collect();
        let pins = shown.flint_pins.get(seat.index()).copied().unwrap_or(0);
        let colour = if seat == won.winner { GOLD } else { INK };
        for value in [seat_name(&table, seat), pins.to_string(), pips] {
            commands.spawn((ui::cell(value, 22.0, colour), ChildOf(grid)));
        }
    }
    commands.spawn((
        ui::text(
            format!(
                "Pins start again; {} deals. First to {} Flints wins.",
                seat_name(&table, won.winner),
                rules.flints_to_win
            ),
            18.0,
            INK.with_alpha(0.75),
        ),
        ChildOf(panel),
    ));
    commands.spawn((
        ui::sized_button(
            "Next Flint",
            (),
            px(ui::MENU_WIDTH),
            AutoFocus,
            |_: On<Activated>, mut next: MessageWriter<NextFlint>| {
                next.write(NextFlint);
            },
        ),
        ChildOf(panel),
    ));
}

/// Computers alone do not wait for a click: the scores stay up a moment, then play goes on.
fn go_on_by_itself(
    table: Option<Res<Table>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut waited: Local<f32>,
    mut next: MessageWriter<NextFlint>,
) {
    let Some(table) = table else { return };
    if table.shown.flint.is_none() || super::human::human_seat(&table).is_some() {
        *waited = 0.0;
        return;
    }
    *waited += time.delta_secs();
    if *waited >= 2.5 * settings.pace() {
        *waited = 0.0;
        next.write(NextFlint);
    }
}

fn start_next_flint(
    mut commands: Commands,
    mut asks: MessageReader<NextFlint>,
    table: Option<ResMut<Table>>,
    screens: Query<Entity, With<FlintScreen>>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(mut table) = table else { return };
    if table.shown.flint.take().is_some() {
        for screen in &screens {
            commands.entity(screen).despawn();
        }
    }
}
