//! Passing cards before the first trick (Hearts), or laying cards away (Dreiwendsch's skat taker), for any game
//! whose engine asks for a choice of cards: the person picks them (click a card, or ←/→ and Enter; P or the
//! button sends them; H suggests), the computers pick from their own views; a Hearts pass changes hands face
//! down once everyone has chosen, the three that arrive standing out in the person's hand for a moment.

use crate::app::state::table::take_next;
use bevy::prelude::*;

use super::animation::animations_idle;
use super::flow::SEARCH_PER_FRAME;
use super::human::{AskHint, PlayCard, Selection, keyed_index, persons_turn};
use super::places::{CardEntity, CardPlace, place};
use crate::app::settings::Settings;
use crate::app::state::events::CardsPassed;
use crate::app::state::lesson::{Coaching, coach_takes_back};
use crate::app::state::table::{Made, Table, TableEvent, human_seat, sorted_hand};
use crate::app::state::{Phase, Screen, TableSystems};
use crate::app::ui::{self, Activated, Dismissable};
use crate::engine::{Card, CardSet, Decision, Move, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SendPass>();
    app.init_resource::<PassChoice>();
    app.add_systems(OnEnter(Screen::Playing), |mut c: ResMut<PassChoice>| {
        *c = PassChoice::default()
    });
    app.add_systems(
        Update,
        (
            choose_pass_with_keys,
            toggle_pass_card,
            send_pass,
            pass_computer_cards.run_if(super::flow::computers_may_play),
            show_pass,
        )
            .chain()
            .in_set(TableSystems::Show)
            .after(super::flow::advance_phase)
            .run_if(in_state(Phase::Passing))
            .run_if(animations_idle),
    );
    app.add_systems(
        Update,
        (end_arrival, show_pass_button, fade_pass_button)
            .chain()
            .in_set(TableSystems::Present),
    );
}

/// The person sends the cards they chose.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SendPass;

/// The person's pass: the cards chosen so far, and the cards that arrived (marked until the person's first card).
#[derive(Resource, Default, Debug)]
pub struct PassChoice {
    /// The cards chosen to pass, in the order chosen.
    pub chosen: Vec<Card>,
    /// The cards the person received in the last pass, while they stand out.
    pub arrived: Vec<Card>,
    /// Who passed them.
    pub from: Option<Seat>,
}

/// The pass the person is asked for now: the seat and how many cards, with nothing left to show first.
pub fn persons_pass(table: &Table) -> Option<(Seat, usize)> {
    let seat = persons_turn(table)?;
    match table.game.decision() {
        Some(Decision::PassCards { seat: s, count } | Decision::Discard { seat: s, count })
            if s == seat =>
        {
            Some((seat, count))
        }
        _ => None,
    }
}

/// Whether the cards being chosen are laid away (Dreiwendsch) rather than passed (Hearts).
pub fn laying_away(table: &Table) -> bool {
    matches!(table.game.decision(), Some(Decision::Discard { .. }))
}

// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
fn choose_pass_with_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    table: Option<Res<Table>>,
    overlays: Query<(), With<Dismissable>>,
    mut selection: ResMut<Selection>,
    mut choice: ResMut<PassChoice>,
    mut toggle: MessageWriter<PlayCard>,
    mut send: MessageWriter<SendPass>,
    mut hints: MessageReader<AskHint>,
) {
    // The toolbar's Hint button asks as H does.
    let asked = hints.read().count() > 0;
    let (Some(keys), Some(table)) = (keys, table) else {
        return;
    };
    // Keys belong to an open panel, not to the hand behind it.
    if !overlays.is_empty() {
        return;
    }
    let Some((seat, count)) = persons_pass(&table) else {
        return;
    };
    let hand = sorted_hand(&table, seat);
    let Some(last) = hand.len().checked_sub(1) else {
        return;
    };
    let index = keyed_index(&keys, selection.index, last);
    if keys.just_pressed(KeyCode::ArrowLeft) || keys.just_pressed(KeyCode::ArrowRight) {
        selection.by_keys = true;
    }
    if index != selection.index {
        selection.index = index;
        selection.refusal = None;
    }
    if keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::Space) {
        toggle.write(PlayCard(hand[index]));
    }
    if keys.just_pressed(KeyCode::KeyP) {
        send.write(SendPass);
    }
    if keys.just_pressed(KeyCode::KeyH) || asked {
        // The hint for a pass: the three cards the Normal player would give, from the person's own view.
        if let Some(cards) = crate::ai::suggest_pass(&table.game, seat) {
            choice.chosen = cards.iter().take(count).collect();
            selection.refusal = None;
        }
    }
}

/// A card clicked (or Enter) while passing is chosen, or unchosen if it was; a fourth replaces the first.
fn toggle_pass_card(
    mut asks: MessageReader<PlayCard>,
    table: Option<Res<Table>>,
    mut choice: ResMut<PassChoice>,
    mut selection: ResMut<Selection>,
) {
    let Some(table) = table else { return };
    for PlayCard(card) in asks.read().copied() {
        let Some((seat, count)) = persons_pass(&table) else {
            continue;
        };
        if !table.game.hand(seat).contains(card) {
            continue;
        }
        if let Some(at) = choice.chosen.iter().position(|&c| c == card) {
            choice.chosen.remove(at);
        } else {
            if choice.chosen.len() >= count {
                choice.chosen.remove(0);
            }
            choice.chosen.push(card);
        }
        selection.refusal = None;
        if let Some(index) = sorted_hand(&table, seat).iter().position(|&c| c == card) {
            selection.index = index;
        }
    }
}

/// Sends the person's chosen cards through the engine, or says why they cannot go.
fn send_pass(
    mut asks: MessageReader<SendPass>,
    table: Option<ResMut<Table>>,
    mut choice: ResMut<PassChoice>,
    mut selection: ResMut<Selection>,
    mut coaching: Option<ResMut<Coaching>>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(mut table) = table else { return };
    let Some((seat, count)) = persons_pass(&table) else {
        return;
    };
    if choice.chosen.len() != count {
        let chosen = choice.chosen.len();
        selection.refusal = Some(if laying_away(&table) {
            t!("pass-refused-lay-away", count = count, chosen = chosen)
        } else {
            t!("pass-refused-pass", count = count, chosen = chosen)
        });
        return;
    }
    let cards: CardSet = choice.chosen.iter().copied().collect();
    // Tried on a copy of the match first: a pass the rules refuse gets the rules' reason, not the coach's.
    let mut trial = table.game;
    if trial.pass(seat, cards, &mut Vec::new()).is_ok()
        && coach_takes_back(coaching.as_deref_mut(), Made::Pass(cards))
    {
        selection.refusal = None;
        return;
    }
    match table.decide(seat, Made::Pass(cards)) {
        Ok(()) => {
            if let Some(coaching) = coaching.as_deref_mut() {
                coaching.made(Made::Pass(cards));
            }
            choice.chosen.clear();
            selection.refusal = None;
        }
        Err(e) => selection.refusal = Some(crate::app::i18n::refusal(&e)),
    }
}

/// The computers whose pass (or discard) it is choose theirs, from their own views (nobody sees a pass being
/// made): at once, but for Expert's searched Hearts pass, which thinks a little each frame.
fn pass_computer_cards(table: Option<ResMut<Table>>) {
    let Some(mut table) = table else { return };
    while table.caught_up() {
        let Some(Decision::PassCards { seat, .. } | Decision::Discard { seat, .. }) =
            table.game.decision()
        else {
            return;
        };
        let game = table.game;
        // A computer's thinking is not part of what the table shows: it does not mark the table changed.
        let Some(Some(player)) = table
            .bypass_change_detection()
            .players
            .get_mut(seat.index())
        else {
            return;
        };
        let Some(cards) = player.think_pass(&game, seat, SEARCH_PER_FRAME) else {
            if !player.thinking() {
                error!("{seat}'s computer player chose no pass");
            }
            return;
        };
        if table.apply(seat, Move::Pass(cards)).is_err() {
            // The log names no card: a player reading it must not learn a hand their seat cannot see.
            error!("{seat}'s computer player chose cards to pass that the rules refuse");
            return;
        }
    }
}

/// Everyone has chosen: the cards change hands, face down, one after another; the person's three arrivals stand
/// out in their hand until they play their first card.
fn show_pass(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    settings: Res<Settings>,
    mut choice: ResMut<PassChoice>,
    mut cards: Query<(Entity, &CardEntity, &mut CardPlace)>,
) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::Passed { direction, moves }) =
        take_next(&mut table, |e| matches!(e, TableEvent::Passed { .. }))
    else {
        return;
    };
    let human = human_seat(&table);
    let f = settings.pace();
    let mut arrived = Vec::new();
    let mut from = None;
    for (i, &(card, giver, receiver)) in moves.iter().enumerate() {
        place(
            &mut cards,
            &mut commands,
            card,
            CardPlace::Hand(receiver),
            i as f32 * 0.04 * f,
        );
        if Some(receiver) == human {
            arrived.push(card);
            from = Some(giver);
        }
    }
    choice.arrived = arrived;
    choice.from = from;
    table.shown.steps += 1;
    commands.trigger(CardsPassed { direction });
}

/// The arrived cards stand out until the person plays their first card: a player who looks away while the
/// others play still finds what they were given (and a table at rest has no timer to wait on).
fn end_arrival(table: Option<Res<Table>>, mut choice: ResMut<PassChoice>) {
    if choice.arrived.is_empty() {
        return;
    }
    let played = table.is_some_and(|t| t.shown.trick.iter().any(|&(s, _)| t.is_human(s)));
    if played {
        choice.arrived.clear();
        choice.from = None;
    }
}

/// The Pass button looks usable only once as many cards are chosen as the pass takes (a faded button before, as
/// a player expects of a button that cannot be used yet); used early it says how many are still to choose.
#[allow(clippy::type_complexity)]
fn fade_pass_button(
    mut commands: Commands,
    table: Option<Res<Table>>,
    choice: Res<PassChoice>,
    rows: Query<&Children, With<PassButton>>,
    wrappers: Query<&Children>,
    mut buttons: Query<(Entity, &mut BackgroundColor, &Children, Has<ui::Disabled>), With<Button>>,
    mut labels: Query<&mut TextColor>,
) {
    let Some(count) = table.as_deref().and_then(persons_pass).map(|(_, n)| n) else {
        return;
    };
    let ready = choice.chosen.len() == count;
    let (fill, ink) = if ready {
        ui::enabled_colours()
    } else {
        ui::disabled_colours()
    };
    for row in &rows {
        // The row holds the button's wrapper, which holds the button.
        for &wrapper in row {
            for &button in wrappers.get(wrapper).into_iter().flatten() {
                let Ok((entity, mut colour, kids, disabled)) = buttons.get_mut(button) else {
                    continue;
                };
                if disabled == ready {
                    if ready {
                        commands.entity(entity).remove::<ui::Disabled>();
                    } else {
                        commands.entity(entity).insert(ui::Disabled);
                    }
                    colour.0 = fill;
                }
                for &kid in kids {
                    if let Ok(mut label) = labels.get_mut(kid)
                        && label.0 != ink
                    {
                        label.0 = ink;
                    }
                }
            }
        }
    }
}

/// The Pass (or Lay away) button, just above the prompt line over the person's hand, while they pass.
#[derive(Component)]
pub struct PassButton;

/// Shows the Pass button while the person is to pass, and takes it away after.
pub(super) fn show_pass_button(
    mut commands: Commands,
    table: Option<Res<Table>>,
    phase: Option<Res<State<Phase>>>,
    buttons: Query<Entity, With<PassButton>>,
) {
    let wanted = table
        .as_deref()
        .filter(|t| persons_pass(t).is_some())
        .filter(|_| phase.is_some_and(|p| *p.get() == Phase::Passing));
    match (wanted, buttons.iter().next()) {
        (Some(table), None) => {
            let label = if laying_away(table) {
                t!("pass-button-lay-away")
            } else {
                t!("pass-button-pass")
            };
            commands.spawn((
                Name::new("Pass button"),
                PassButton,
                DespawnOnExit(Screen::Playing),
                // A row across the window, the button in its middle; the rest lets the pointer through.
                Node {
                    position_type: PositionType::Absolute,
                    width: percent(100),
                    bottom: px(160),
                    justify_content: JustifyContent::Center,
                    ..default()
                },
                Pickable::IGNORE,
                // The person's one way on: on a phone a finger's height (44 px) and its words 14 px or more, as a
                // menu's buttons (`place_pass_button` gives it a thumb's width too).
                ui::Menu,
                children![ui::small_button(
                    label,
                    |_: On<Activated>, mut send: MessageWriter<SendPass>| {
                        send.write(SendPass);
                    },
                )],
            ));
        }
        (None, Some(button)) => commands.entity(button).despawn(),
        _ => {}
    }
}
