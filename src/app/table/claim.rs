//! Claiming the rest: when the engine proves from the person's own view that every remaining trick of the deal is
//! theirs ([`claim_is_certain`]), the toolbar offers *Claim the rest (C)*. Claimed, the person's cards play by
//! themselves and the deal is played out at fast speed, then the speed is what it was.

use bevy::prelude::*;

use super::human::{PlayCard, persons_turn};
use crate::app::settings::{Settings, Speed};
use crate::app::state::table::Table;
use crate::app::state::{Phase, Screen};
use crate::app::ui::{Activated, Dismissable};
use crate::engine::claim::claim_is_certain;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ClaimRest>();
    app.init_resource::<Claim>();
    app.add_systems(OnEnter(Screen::Playing), end_claim);
    app.add_systems(
        Update,
        (
            ask_with_key,
            take_claim,
            play_claimed_card,
            show_claim_button,
        )
            .chain()
            .run_if(in_state(Screen::Playing))
            .run_if(not(in_state(Phase::Paused))),
    );
}

/// The person claims every remaining trick of the deal.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ClaimRest;

/// The claim in force: the deal it is for, and the speed to go back to when it is played out.
#[derive(Resource, Default, Debug)]
pub struct Claim {
    /// The deal (the engine's count) claimed, if any.
    pub deal: Option<u32>,
    /// The run's speed before the claim hurried it.
    speed_before: Option<Speed>,
}

/// The toolbar's claim button (shown only while a claim is certain).
#[derive(Component)]
pub struct ClaimButton;

/// Whether the person may claim the rest now: their turn, shown, and proven from their view.
pub fn claimable(table: &Table) -> bool {
    persons_turn(table).is_some_and(|seat| claim_is_certain(&table.game, seat))
}

/// The toolbar's button.
pub fn claim_button() -> impl Bundle {
    (
        crate::app::ui::small_button(
            t!("claim-button"),
            |_: On<Activated>, mut claim: MessageWriter<ClaimRest>| {
                claim.write(ClaimRest);
            },
        ),
        ClaimButton,
        // On a phone a finger's height (44 px), its words 14 px, as a menu's buttons.
        crate::app::ui::Menu,
    )
}

fn ask_with_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    overlays: Query<(), With<Dismissable>>,
    mut claim: MessageWriter<ClaimRest>,
) {
    if keys.is_some_and(|k| k.just_pressed(KeyCode::KeyC)) && overlays.is_empty() {
        claim.write(ClaimRest);
    }
}

/// A claim the engine proves is taken: the deal is hurried along until it ends.
fn take_claim(
    mut asks: MessageReader<ClaimRest>,
    table: Option<Res<Table>>,
    mut claim: ResMut<Claim>,
    mut settings: ResMut<Settings>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(table) = table.filter(|t| claimable(t)) else {
        return;
    };
    if claim.deal.is_none() {
        claim.speed_before = settings.speed_for_run;
        // Fast, unless the person plays faster still.
        if settings.speed_for_run.unwrap_or(settings.speed) != Speed::Instant {
            settings.speed_for_run = Some(Speed::Fast);
        }
    }
    claim.deal = Some(table.game.deals());
}

/// Plays the person's cards of a claimed deal; once the deal is over the speed goes back.
fn play_claimed_card(
    table: Option<Res<Table>>,
    mut claim: ResMut<Claim>,
    mut settings: ResMut<Settings>,
    mut play: MessageWriter<PlayCard>,
) {
    let (Some(table), Some(deal)) = (table, claim.deal) else {
        return;
    };
    if table.game.deals() != deal || table.game.is_over() || table.shown.scoring.is_some() {
        claim.deal = None;
        settings.speed_for_run = claim.speed_before.take();
        return;
    }
    if persons_turn(&table).is_some()
        && let Some(card) = table.game.legal_moves().highest()
    {
        play.write(PlayCard(card));
    }
}

fn show_claim_button(
    table: Option<Res<Table>>,
    claim: Res<Claim>,
    mut buttons: Query<(&mut Node, &mut Visibility), With<ClaimButton>>,
) {
    let Some(table) = table else { return };
    let show = claim.deal.is_none() && claimable(&table);
    let display = if show { Display::Flex } else { Display::None };
    for (mut node, mut visibility) in &mut buttons {
        if node.display != display {
            node.display = display;
        }
        // Hidden too, not only laid out as nothing: nothing looks for it (a screen reader, a phone's checks).
        visibility.set_if_neq(if show {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}

/// A new or resumed match starts without a claim (and at the speed from before one).
fn end_claim(mut claim: ResMut<Claim>, mut settings: ResMut<Settings>) {
    if claim.deal.take().is_some() {
        settings.speed_for_run = claim.speed_before.take();
    }
}
