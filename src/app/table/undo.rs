//! Undo in casual play: U (or the toolbar's Undo) takes the person's last card back, with the computers' cards
//! played after it, while the trick is not complete. The engine's match from just before the card comes back
//! exactly and the table is laid out again from it, as a resumed match is. A match in which a card was taken
//! back is casual: the statistics count it apart. In a rated match (chosen in the setup) there is no undo.

use bevy::prelude::*;

use super::human::Selection;
use crate::app::save::saved;
use crate::app::state::events::DecisionTakenBack;
use crate::app::state::lesson::Coaching;
use crate::app::state::table::{CarriedHands, DealToReplay, Resume, Table};
use crate::app::state::{Phase, Screen};
use crate::app::ui::Dismissable;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<UndoCard>();
    app.add_systems(
        Update,
        (ask_with_key, take_card_back, dim_undo_label)
            .chain()
            .run_if(in_state(Screen::Playing))
            .run_if(not(in_state(Phase::Paused))),
    );
    app.add_systems(
        OnEnter(Screen::Playing),
        say_taken_back.after(super::human::start_afresh),
    );
}

/// What was taken back, to be said on the prompt once the table is laid out again.
#[derive(Resource, Clone, Debug)]
struct TakenBack(String);

/// The prompt says what was taken back a moment, over the turn's own words: the hand looks as it did, and the
/// player should know why.
fn say_taken_back(
    mut commands: Commands,
    taken: Option<Res<TakenBack>>,
    time: Res<Time>,
    mut note: ResMut<super::human::PromptNote>,
) {
    if let Some(taken) = taken {
        note.say(taken.0.clone(), time.elapsed_secs());
        commands.remove_resource::<TakenBack>();
    }
}

/// "Your last card was taken back", "Your pass was taken back", "Your call was taken back".
pub fn taken_back_words(point: &crate::app::state::table::UndoPoint) -> String {
    use crate::engine::{Decision, Move};
    match point.made {
        Move::Card(_) => t!("undo-card-taken-back"),
        Move::Pass(_) if matches!(point.before.decision(), Some(Decision::Discard { .. })) => {
            t!("undo-lay-away-taken-back")
        }
        Move::Pass(_) => t!("undo-pass-taken-back"),
        Move::Call(_) => t!("undo-call-taken-back"),
    }
}

/// The toolbar's Undo label: bright while a decision can be taken back, dim otherwise.
#[derive(Component)]
pub struct UndoLabel;

/// The toolbar's Undo button, for a person's match that is not rated.
pub fn undo_button() -> impl Bundle {
    crate::app::tool_buttons::tool_button(
        "↶",
        t!("undo-button"),
        "U",
        t!("tip-undo"),
        UndoLabel,
        |_: On<crate::app::ui::Activated>, mut ask: MessageWriter<UndoCard>| {
            ask.write(UndoCard);
        },
    )
}

fn dim_undo_label(
    table: Option<Res<Table>>,
    mut labels: Query<&mut TextColor, With<UndoLabel>>,
    new: Query<(), Added<UndoLabel>>,
    coaching: Option<Res<Coaching>>,
) {
    // Only when the match moved or the button appeared: what may be taken back changes with nothing else.
    let Some(table) = table.filter(|t| t.is_changed() || !new.is_empty()) else {
        return;
    };
    let alpha = if table.undo_to().is_ok() && coaching.is_none() {
        1.0
    } else {
        0.45
    };
    for mut colour in &mut labels {
        if (colour.0.alpha() - alpha).abs() > 0.01 {
            colour.0.set_alpha(alpha);
        }
    }
}

/// The person asks to take their last decision back.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct UndoCard;

fn ask_with_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    overlays: Query<(), With<Dismissable>>,
    mut ask: MessageWriter<UndoCard>,
) {
    // Keys belong to an open panel, not to the table behind it.
    if keys.is_some_and(|k| k.just_pressed(KeyCode::KeyU)) && overlays.is_empty() {
        ask.write(UndoCard);
    }
}

/// Goes back to the match before the person's last decision, or says why it cannot.
fn take_card_back(
    mut commands: Commands,
    mut asks: MessageReader<UndoCard>,
    table: Option<Res<Table>>,
    mut selection: ResMut<Selection>,
    mut par: ResMut<super::par::ParWork>,
    coaching: Option<Res<Coaching>>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(table) = table else { return };
    // A lesson follows its steps: the coach takes a move back before it is made, and "deal again" starts over.
    if coaching.is_some() {
        selection.refusal = Some(t!("coach-no-undo"));
        return;
    }
    match table.undo_to() {
        Ok(point) => {
            // The hand review keeps the hands played, without what is taken back; a par under way for a hand
            // that is played again is dropped (it is worked out again once the hand is scored).
            let hands = table.hands_at(&point);
            par.0.retain(|job| job.hand + 1 < point.hands);
            let mut undo = table.undo.clone();
            undo.pop();
            commands.insert_resource(CarriedHands { hands, undo });
            let mut back = saved(&table);
            back.game = point.before;
            back.casual = true;
            // The record goes back to the decision too: what came after it is played again.
            if let Some(record) = &mut back.record {
                record.truncate(point.place);
            }
            commands.insert_resource(Resume(back));
            // A replayed deal stays a replay.
            if let Some(code) = table.replay {
                commands.insert_resource(DealToReplay(code));
            }
            let line = taken_back_words(&point);
            commands.insert_resource(TakenBack(line.clone()));
            commands.trigger(DecisionTakenBack {
                made: point.made,
                line,
            });
            commands.set_state(Screen::Playing);
        }
        Err(why) => selection.refusal = Some(t!("undo-refused", why = why)),
    }
}
