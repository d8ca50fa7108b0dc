//! The last trick (Pin), for review at any time (L or the button): who played what, who won, and the prize it
//! brought in Wendellhead.

use bevy::prelude::*;

use crate::app::i18n::CardWords;

use crate::app::state::Screen;
use crate::app::state::table::{Table, seat_name};
use crate::app::ui::{self, Dismissable, GOLD, INK};
use crate::engine::GameKind;

pub(super) fn plugin(app: &mut App) {
    // Not while paused: the pause menu would hide it.
    app.add_systems(
        Update,
        review_with_key
            .run_if(in_state(Screen::Playing))
            .run_if(not(in_state(crate::app::state::Phase::Paused))),
    );
}

/// The review panel.
#[derive(Component)]
struct ReviewPanel;

/// Opens the review of the last trick (or says there is none yet).
pub fn open_review(commands: &mut Commands, table: &Table, four_colour: bool) {
    let trick = table.trick_word();
    let root = commands
        .spawn((
            ui::overlay("Last trick", true),
            ReviewPanel,
            Dismissable,
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    // It has no buttons: a tap or a click anywhere closes it, as Esc or L does (a phone has no keys).
    commands
        .entity(root)
        .observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
            commands.entity(root).try_despawn();
        });
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    let Some(pin) = &table.shown.last_trick else {
        commands.spawn((
            ui::text(t!("last-trick-none", trick = &trick), 24.0, INK),
            ChildOf(panel),
        ));
        commands.spawn((
            ui::text(t!("last-trick-close"), 16.0, INK.with_alpha(0.6)),
            ChildOf(panel),
        ));
        return;
    };
    commands.spawn((
        ui::text(
            t!(
                "last-trick-won-by",
                trick = &trick,
                name = seat_name(table, pin.winner)
            ),
            32.0,
            GOLD,
        ),
        ChildOf(panel),
    ));
    for (i, &(seat, card)) in pin.plays.iter().enumerate() {
        let led = if i == 0 {
            format!("  {}", t!("last-trick-led"))
        } else {
            String::new()
        };
        commands.spawn((
            Text::new(format!("{:<8}", seat_name(table, seat))),
            TextFont::from_font_size(24.0),
            TextColor(if seat == pin.winner { GOLD } else { INK }),
            ChildOf(panel),
            children![
                (
                    TextSpan::new(card.shown()),
                    TextFont::from_font_size(26.0),
                    TextColor(ui::suit_colour(card.suit(), four_colour)),
                ),
                (
                    TextSpan::new(led),
                    TextFont::from_font_size(18.0),
                    TextColor(INK.with_alpha(0.7))
                ),
            ],
        ));
    }
    if table.kind() == GameKind::Wendellhead {
        let prize = match pin.prize {
            Some(card) => t!(
                "last-trick-prize",
                card = card.shown(),
                name = seat_name(table, pin.winner)
            ),
            None => t!("last-trick-no-prize"),
        };
        commands.spawn((ui::text(prize, 20.0, INK), ChildOf(panel)));
    }
    if !pin.kitty.is_empty() {
        commands.spawn((ui::text(kitty_words(table, pin), 20.0, INK), ChildOf(panel)));
    }
    commands.spawn((
        ui::text(t!("last-trick-close"), 16.0, INK.with_alpha(0.6)),
        ChildOf(panel),
    ));
}

fn review_with_key(
    mut commands: Commands,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    table: Option<Res<Table>>,
    settings: Res<crate::app::settings::Settings>,
    open: Query<Entity, With<ReviewPanel>>,
) {
    if !keys.is_some_and(|k| k.just_pressed(KeyCode::KeyL)) {
        return;
    }
    if open.is_empty() {
        if let Some(table) = table {
            open_review(&mut commands, &table, settings.four_colour);
        }
    } else {
        for panel in &open {
            commands.entity(panel).despawn();
        }
    }
}

/// Hearts: "Mara took the kitty with it: 7♥, 1 point", for a trick the kitty went with.
pub fn kitty_words(table: &Table, trick: &crate::app::state::table::ShownTrick) -> String {
    let cards: Vec<String> = trick.kitty.iter().map(|c| c.shown()).collect();
    t!(
        "last-trick-kitty",
        name = seat_name(table, trick.winner),
        cards = cards.join(" "),
        points = kitty_points(&table.game, trick.kitty)
    )
}

/// What Hearts' kitty is worth under the match's rules (0 in any other game).
pub fn kitty_points(game: &crate::engine::AnyMatch, kitty: crate::engine::CardSet) -> i32 {
    match game {
        crate::engine::AnyMatch::Hearts(g) => crate::engine::hearts::points_of(kitty, g.rules()),
        _ => 0,
    }
}
