//! Schafkopf's doubling (Kontra and Re, a rule option): while the engine offers the person a double at their turn
//! to play (before the first card of the second trick), the toolbar offers *Kontra (K)* or *Re (K)*; computers
//! double from their own view before their card (`flow.rs`). A double said is heard, written on the badge and on
//! the prompt, and the hand's panel shows what it did to the value.

use bevy::prelude::*;

use super::human::{PromptNote, persons_turn};
use crate::app::state::events::DoubleSaid;
use crate::app::state::table::{Made, ShownScores, Table, TableEvent, seat_name, take_next};
use crate::app::state::{Phase, Screen, TableSystems};
use crate::app::ui::{Activated, Dismissable};
use crate::engine::Call;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SayDouble>();
    app.add_systems(
        Update,
        (ask_with_key, say_double)
            .chain()
            .before(TableSystems::Show)
            .run_if(in_state(Screen::Playing))
            .run_if(not(in_state(Phase::Paused))),
    );
    // After the frame's moves are shown: the button follows the turn the table shows.
    app.add_systems(
        Update,
        show_double_button
            .in_set(TableSystems::Present)
            .run_if(not(in_state(Phase::Paused))),
    );
    app.add_systems(
        Update,
        show_double
            .in_set(TableSystems::Show)
            .before(super::flow::advance_phase)
            .run_if(in_state(Screen::Playing))
            .run_if(not(in_state(Phase::Paused))),
    );
}

/// The person says the double offered them (Kontra, or Re in answer to one).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SayDouble;

/// The toolbar's double button (shown only while a double is offered to the person).
#[derive(Component)]
pub struct DoubleButton;

/// The double button's words.
#[derive(Component)]
struct DoubleWords;

/// The double the person may say now: at their turn to play, shown, while the engine offers one.
pub fn offered_to_person(table: &Table) -> Option<Call> {
    persons_turn(table)?;
    table.game.double_offered()
}

/// The toolbar's button: its words follow the double on offer; a tooltip says what it does.
pub fn double_button() -> impl Bundle {
    (
        crate::app::ui::small_button_marked(
            t!("double-button", call = t!("call-words-kontra")),
            DoubleWords,
            crate::app::table::declaring::call_tooltip(Call::Kontra),
            |_: On<Activated>, mut say: MessageWriter<SayDouble>| {
                say.write(SayDouble);
            },
        ),
        DoubleButton,
        crate::app::ui::Menu,
    )
}

fn ask_with_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    overlays: Query<(), With<Dismissable>>,
    mut say: MessageWriter<SayDouble>,
) {
    if keys.is_some_and(|k| k.just_pressed(KeyCode::KeyK)) && overlays.is_empty() {
        say.write(SayDouble);
    }
}

/// Says the offered double for the person through the engine (nothing when none is offered).
fn say_double(mut asks: MessageReader<SayDouble>, table: Option<ResMut<Table>>) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(mut table) = table else { return };
    let (Some(seat), Some(call)) = (persons_turn(&table), offered_to_person(&table)) else {
        return;
    };
    if let Err(e) = table.decide(seat, Made::Call(call)) {
        error!("the person's {call} was refused: {e}");
    }
}

/// Shows the button while a double is offered, with the double's name.
fn show_double_button(
    table: Option<Res<Table>>,
    mut buttons: Query<(&mut Node, &mut Visibility), With<DoubleButton>>,
    mut words: Query<&mut Text, With<DoubleWords>>,
) {
    let Some(table) = table else { return };
    let offered = offered_to_person(&table);
    let display = if offered.is_some() {
        Display::Flex
    } else {
        Display::None
    };
    for (mut node, mut visibility) in &mut buttons {
        if node.display != display {
            node.display = display;
        }
        visibility.set_if_neq(if offered.is_some() {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
    if let Some(call) = offered {
        let line = t!(
            "double-button",
            call = crate::app::table::declaring::call_words(&call)
        );
        for mut text in &mut words {
            if text.0 != line {
                text.0 = line.clone();
            }
        }
    }
}

/// A double said: the badge and plates know it, the prompt says it ("Mara says Kontra: the hand counts double"),
/// and sound and the screen reader hear it.
fn show_double(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    time: Res<Time>,
    mut note: ResMut<PromptNote>,
) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::Doubled { seat, call }) =
        take_next(&mut table, |e| matches!(e, TableEvent::Doubled { .. }))
    else {
        return;
    };
    if let ShownScores::Schafkopf { doubles, .. } = &mut table.shown.scores {
        match call {
            Call::Re => doubles.re = Some(seat),
            _ => doubles.kontra = Some(seat),
        }
    }
    table.shown.steps += 1;
    let line = t!(
        "double-said",
        name = seat_name(&table, seat),
        call = crate::app::table::declaring::call_words(&call),
        re = if call == Call::Re { "yes" } else { "no" }
    );
    note.say(line.clone(), time.elapsed_secs());
    commands.trigger(DoubleSaid { seat, call, line });
}
