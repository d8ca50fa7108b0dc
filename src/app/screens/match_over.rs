//! The match-won screen: who won, every seat's Flints and Pins, then another match, a new setup or the title.

use crate::app::ui::Activated;
use bevy::prelude::*;

use super::setup::MatchSetup;
use super::{Screen, fresh_seed};
use crate::app::table::{NewMatch, Table, seat_name};
use crate::app::ui::{self, GOLD, INK};
use crate::engine::Seat;
use bevy::input_focus::AutoFocus;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::MatchOver), spawn_match_over);
    app.add_systems(
        Update,
        keys_on_match_over.run_if(in_state(Screen::MatchOver)),
    );
}

fn spawn_match_over(mut commands: Commands, table: Option<Res<Table>>) {
    let root = commands
        .spawn((
            // Over the table, dimmed: the last Pin and the plates stay in view behind the scores.
            ui::overlay("Match over screen", true),
            DespawnOnExit(Screen::MatchOver),
        ))
        .id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    let Some(table) = table else {
        commands.spawn((ui::text("The match is over.", 36.0, GOLD), ChildOf(panel)));
        return;
    };
    let game = &table.game;
    let headline = match game.winner() {
        Some(w) if table.is_human(w) => "You win the match!".to_string(),
        Some(w) => format!("{} wins the match", seat_name(&table, w)),
        None => "The match is over".to_string(),
    };
    commands.spawn((ui::text(headline, 44.0, GOLD), ChildOf(panel)));
    let rules = game.rules();
    commands.spawn((
        ui::text(
            format!(
                "First to {} of {}, {} played",
                plural(rules.flints_to_win, "Flint"),
                plural(rules.pins_per_flint, "Pin"),
                plural(game.deals(), "deal")
            ),
            20.0,
            INK.with_alpha(0.8),
        ),
        ChildOf(panel),
    ));
    if let Some(pin) = &table.shown.last_pin
        && let Some(&(_, card)) = pin.plays.iter().find(|&&(s, _)| s == pin.winner)
    {
        commands.spawn((
            ui::text(
                format!(
                    "The last Pin went to {} with the {}",
                    seat_name(&table, pin.winner),
                    card.pretty()
                ),
                18.0,
                INK.with_alpha(0.8),
            ),
            ChildOf(panel),
        ));
    }
    let grid = commands.spawn((ui::results_grid(3), ChildOf(panel))).id();
    for heading in ["Player", "Flints", "Pins in the last Flint"] {
        commands.spawn((ui::cell(heading, 18.0, GOLD), ChildOf(grid)));
    }
    for seat in Seat::all(rules.players) {
        let flints = game.flints()[seat.index()];
        let pips: String = (0..rules.flints_to_win)
            .map(|i| if i < flints { '●' } else { '○' })
            .collect();
        let colour = if game.winner() == Some(seat) {
            GOLD
        } else {
            INK
        };
        let pins = table
            .shown
            .flint_pins
            .get(seat.index())
            .copied()
            .unwrap_or(0);
        for value in [seat_name(&table, seat), pips, pins.to_string()] {
            commands.spawn((ui::cell(value, 22.0, colour), ChildOf(grid)));
        }
    }
    let buttons = commands.spawn((ui::row(), ChildOf(panel))).id();
    let width = px(240);
    commands.spawn((
        ui::sized_button(
            "Play again",
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
    commands.spawn((
        ui::sized_button(
            "New setup",
            (),
            width,
            (),
            |_: On<Activated>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Setup),
        ),
        ChildOf(buttons),
    ));
    commands.spawn((
        ui::sized_button(
            "Title (Esc)",
            (),
            width,
            (),
            |_: On<Activated>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Title),
        ),
        ChildOf(buttons),
    ));
}

/// "1 Flint", "3 Flints".
fn plural(n: u32, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
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
