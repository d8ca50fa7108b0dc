//! Between rounds: a game's score panel (a Flint won, a Whist hand counted) stays up until the player goes on,
//! or a moment at a table of computers only. Each game spawns its own panel with [`RoundPanel`]; going on is
//! the same for all.

use bevy::prelude::*;

use crate::app::settings::Settings;
use crate::app::state::events::{MatchWon, RoundScored};
use crate::app::state::table::{Score, Table, TableEvent, human_seat};
use crate::app::state::{Phase, Screen, TableSystems};
use crate::engine::Seat;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<NextRound>();
    app.add_message::<PeekAtTable>();
    app.add_systems(
        Update,
        review_with_key.run_if(in_state(Phase::Scoring).or_else(in_state(Screen::MatchOver))),
    );
    app.add_systems(Update, peek_at_the_table.run_if(in_state(Screen::Playing)));
    // From the toolbar as laid out, before this frame's layout places the panel.
    app.add_systems(
        PostUpdate,
        keep_under_the_toolbar
            .before(bevy::ui::UiSystems::Layout)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(
        Update,
        (go_on_by_itself, start_next_round)
            .chain()
            .in_set(TableSystems::Show)
            .run_if(in_state(Phase::Scoring)),
    );
}

/// The toolbar over the table, whose *Scores* button (▤) stays above a round's panel.
#[derive(Component, Clone, Copy, Debug)]
pub struct Toolbar;

/// A round's panel (or the match's last) lies under the toolbar, not behind its *Scores* button, which is drawn
/// above it (`scores::SCORES_BUTTON_Z`): its overlay keeps the toolbar's height free at the top (a phone's hand
/// panel, as tall as the window, had ▤ over its headline).
#[allow(clippy::type_complexity)]
fn keep_under_the_toolbar(
    toolbars: Query<(&ComputedNode, &UiGlobalTransform), With<Toolbar>>,
    mut panels: Query<&mut Node, Or<(With<RoundPanel>, With<crate::app::state::MatchOverPanel>)>>,
) {
    let Some((bar, at)) = toolbars.iter().next() else {
        return;
    };
    // The layout is in physical pixels; a node's sizes in the UI's units.
    let bottom = (at.translation.y + bar.size().y / 2.0) * bar.inverse_scale_factor();
    let top = px((bottom + 4.0).ceil());
    for mut node in &mut panels {
        if node.padding.top != top {
            node.padding.top = top;
        }
    }
}

/// The player goes on to the next round (the next Flint, the next hand).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct NextRound;

/// A round's score panel.
#[derive(Component)]
pub struct RoundPanel;

/// The person hides the round's panel to look at the table behind it, or brings it back (T, or the button left
/// in its place).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct PeekAtTable;

/// The button that brings a hidden round's panel back.
#[derive(Component)]
pub struct PeekBack;

/// While a round's panel is up, T hides it so the person can look at the table it covers (the plates' figures,
/// the last trick's piles), leaving a button to bring it back; T again (or the button) shows it, focused as it
/// was opened. A panel that goes takes the button with it.
#[allow(clippy::too_many_arguments)]
fn peek_at_the_table(
    mut commands: Commands,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut asks: MessageReader<PeekAtTable>,
    table: Option<Res<Table>>,
    mut panels: Query<(Entity, &mut Visibility), With<RoundPanel>>,
    backs: Query<Entity, With<PeekBack>>,
    focusable: Query<Entity, With<bevy::input_focus::AutoFocus>>,
    parents: Query<&ChildOf>,
    mut focus: ResMut<bevy::input_focus::InputFocus>,
) {
    let asked = asks.read().count() > 0 || keys.is_some_and(|k| k.just_pressed(KeyCode::KeyT));
    if panels.is_empty() {
        for back in &backs {
            commands.entity(back).despawn();
        }
        return;
    }
    if !asked || table.as_deref().and_then(human_seat).is_none() {
        return;
    }
    let hidden = panels.iter().any(|(_, v)| *v == Visibility::Hidden);
    for (_, mut visibility) in &mut panels {
        *visibility = if hidden {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
    }
    if hidden {
        for back in &backs {
            commands.entity(back).despawn();
        }
        // The panel's own first button has the keyboard again (Enter goes on, as when it opened).
        let panel_roots: Vec<Entity> = panels.iter().map(|(e, _)| e).collect();
        if let Some(button) = focusable
            .iter()
            .find(|&e| parents.iter_ancestors(e).any(|a| panel_roots.contains(&a)))
        {
            focus.set(button, bevy::input_focus::FocusCause::Navigated);
        }
        return;
    }
    commands.spawn((
        Name::new("Peek back"),
        PeekBack,
        Node {
            position_type: PositionType::Absolute,
            bottom: px(12),
            width: percent(100),
            justify_content: JustifyContent::Center,
            ..default()
        },
        GlobalZIndex(10),
        // A finger's width to tap on a phone.
        crate::app::ui::Menu,
        DespawnOnExit(Screen::Playing),
        children![crate::app::ui::sized_button(
            t!("round-peek-back"),
            (),
            px(crate::app::ui::MENU_WIDTH),
            bevy::input_focus::AutoFocus,
            |_: On<crate::app::ui::Activated>, mut peek: MessageWriter<PeekAtTable>| {
                peek.write(PeekAtTable);
            },
        )],
    ));
}

/// V on a round's panel (or the match-over panel) opens the review of the hand just played.
fn review_with_key(
    mut commands: Commands,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    table: Option<Res<Table>>,
    open: Query<(), With<super::hand_review::HandReviewPanel>>,
) {
    if let (Some(keys), Some(table)) = (keys, table)
        && keys.just_pressed(KeyCode::KeyV)
        && open.is_empty()
        && (table.shown.scoring.is_some() || !table.shown.over.is_empty() || table.game.is_over())
    {
        super::hand_review::open_hand_review(&mut commands, &table, usize::MAX);
    }
}

/// Computers alone do not wait for a click (nor a stand-in for the person): the scores stay up a moment, then
/// play goes on.
fn go_on_by_itself(
    table: Option<Res<Table>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut waited: Local<f32>,
    mut next: MessageWriter<NextRound>,
    flourish: Option<Res<crate::app::state::Flourish>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(table) = table else { return };
    // The panel's moment starts once the end of the round has been marked and the panel shows.
    // The Hard computer standing in for the person (`--headless --continue`) does not click either.
    let person = human_seat(&table).is_some() && !table.stand_in;
    if table.shown.scoring.is_none() || person || flourish.is_some() {
        *waited = 0.0;
        return;
    }
    // Nobody is there to click: the moment is counted in frames asked for (`rest.rs`).
    redraw.write(bevy::window::RequestRedraw);
    *waited += time.delta_secs();
    if *waited >= 2.5 * settings.pace() {
        *waited = 0.0;
        next.write(NextRound);
    }
}

/// How long a person's round panel stays at least (seconds): an Enter meant for the last card, pressed as the
/// panel opens, must not close it unseen.
pub const PANEL_AT_LEAST: f32 = 0.5;

/// Starts the next round when asked (Enter, the panel's button, a computers' table by itself), once the panel has
/// been up its least time.
// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
fn start_next_round(
    mut commands: Commands,
    mut asks: MessageReader<NextRound>,
    table: Option<ResMut<Table>>,
    panels: Query<Entity, With<RoundPanel>>,
    time: Res<Time>,
    mut opened: Local<Option<f32>>,
    flourish: Option<Res<crate::app::state::Flourish>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let asked = asks.read().count() > 0;
    let Some(mut table) = table else { return };
    let now = time.elapsed_secs();
    // While the end is marked the panel is not up yet: asking to go on shows it (`flourish`), nothing more.
    if table.shown.scoring.is_none() || flourish.is_some() {
        *opened = None;
        return;
    }
    let since = *opened.get_or_insert(now);
    // The panel's least time is counted on the game's clock, which stands still at rest (`rest.rs`): frames
    // until it has passed, so a later Enter is not taken for one meant for the last card.
    if now - since < PANEL_AT_LEAST {
        redraw.write(bevy::window::RequestRedraw);
    }
    if !asked || (human_seat(&table).is_some() && now - since < PANEL_AT_LEAST) {
        return;
    }
    if table.shown.scoring.take().is_some() {
        *opened = None;
        for panel in &panels {
            commands.entity(panel).despawn();
        }
    }
}

/// The button that closes a round's panel and goes on ("Next hand", "Next Flint"), focused for Enter.
pub fn next_round_button(label: String) -> impl Bundle {
    crate::app::ui::sized_button(
        label,
        (),
        px(crate::app::ui::MENU_WIDTH),
        bevy::input_focus::AutoFocus,
        |_: On<crate::app::ui::Activated>, mut next: MessageWriter<NextRound>| {
            next.write(NextRound);
        },
    )
}

/// The end of a round's panel (`panel`, its body): the code of the deal just played (*Replay a deal* plays it
/// again) and, for a person, that T shows the table behind the panel; at its `foot` the button that goes on (it
/// says "Done" in a replay: its one deal is over), and the hand's review for a person.
pub fn close_round_panel(
    commands: &mut Commands,
    table: &Table,
    panel: Entity,
    foot: Entity,
    label: String,
) {
    // The person is also told how to see the table the panel covers.
    let line = match (table.shown.deal_code, human_seat(table).is_some()) {
        (Some(code), true) => Some(t!("round-deal-code-peek", code = code.to_string())),
        (Some(code), false) => Some(t!("round-deal-code", code = code.to_string())),
        (None, true) => Some(t!("round-peek")),
        (None, false) => None,
    };
    if let Some(line) = line {
        commands.spawn((
            crate::app::ui::text(line, 16.0, crate::app::ui::INK.with_alpha(0.6)),
            ChildOf(panel),
        ));
    }
    let label = if table.replay.is_some() {
        t!("button-done")
    } else {
        label
    };
    if human_seat(table).is_some() && !table.hands.is_empty() {
        commands.spawn((
            super::par::par_line(table, table.hands.len() - 1),
            ChildOf(panel),
        ));
    }
    commands.spawn((next_round_button(label), ChildOf(foot)));
    if human_seat(table).is_some() {
        commands.spawn((super::hand_review::review_button(), ChildOf(foot)));
    }
}

/// Takes the match's end off the queue when it comes with the round just scored: the winners.
pub fn take_match_won(table: &mut Table) -> Option<Vec<Seat>> {
    match table.next_if(|e| matches!(e, TableEvent::MatchWon { .. })) {
        Some(TableEvent::MatchWon { winners }) => Some(winners),
        _ => None,
    }
}

/// A round was scored and shown: the match is over (to the match-over panel), or the round's panel opens
/// (`panel`) and stays until the player goes on.
pub fn end_round(
    commands: &mut Commands,
    table: &mut Table,
    round: Score,
    match_won: Option<Vec<Seat>>,
    panel: impl FnOnce(&mut Commands, &Table, &Score),
) {
    // The engine is past the hand now: what it brought the person is counted, and its par can be worked out.
    table.close_hand();
    match match_won {
        Some(winners) => {
            table.shown.over = winners.clone();
            commands.trigger(RoundScored { match_won: true });
            commands.trigger(MatchWon { winners });
            commands.set_state(Screen::MatchOver);
        }
        None => {
            panel(commands, table, &round);
            table.shown.scoring = Some(round);
            commands.trigger(RoundScored { match_won: false });
        }
    }
}
