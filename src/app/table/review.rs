//! The last trick (Pin), for review at any time (L or the button): who played what, who took it, and what it
//! brought: the prize in Wendellhead, its points in Hearts and Schafkopf, a kitty or a skat that went with it.

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
    // Where cards have points (Hearts, Schafkopf), what the trick held, as the engine counts them.
    let cards: crate::engine::CardSet = pin.plays.iter().map(|&(_, c)| c).collect();
    if let Some(points) = table.game.card_points(cards) {
        let line = match table.kind() {
            GameKind::Schafkopf => t!("last-trick-card-points", points = points),
            _ => t!("last-trick-points", points = points),
        };
        commands.spawn((ui::text(line, 20.0, INK), ChildOf(panel)));
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

/// What went with a trick to its winner, with its cards and their points: Hearts' kitty with the first trick
/// ("Mara took the kitty with it: 7♥, 1 point"), Dreiwendsch's skat nobody took with the last ("Otto took the
/// skat with it: 9♣ Q♦, 3 card points").
pub fn kitty_words(table: &Table, trick: &crate::app::state::table::ShownTrick) -> String {
    let cards: Vec<String> = trick.kitty.iter().map(|c| c.shown()).collect();
    let (name, cards) = (seat_name(table, trick.winner), cards.join(" "));
    let points = kitty_points(&table.game, trick.kitty);
    match table.kind() {
        GameKind::Schafkopf => t!(
            "last-trick-skat",
            name = name,
            cards = cards,
            points = points
        ),
        _ => t!(
            "last-trick-kitty",
            name = name,
            cards = cards,
            points = points
        ),
    }
}

/// What the cards that went with a trick are worth, as the engine scores them (Hearts' points under the match's
/// rules, Schafkopf's card points; 0 in a game without points).
pub fn kitty_points(game: &crate::engine::AnyMatch, kitty: crate::engine::CardSet) -> i32 {
    game.card_points(kitty).unwrap_or(0)
}
