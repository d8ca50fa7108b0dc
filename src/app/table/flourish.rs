//! The end of a round and of a match, marked: the cards on the table gather into one pile in the middle, face
//! down, and the winners' plates glow (pulsing, or steady with *Motion: Reduced*, where the cards stay put), for
//! a moment before the round's or the match's panel shows. At *Speed: Instant* there is no flourish.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::hud::Plate;
use super::places::{CardEntity, CardPlace};
use super::plate_shape::{RoundedPlate, glow_sprite};
use super::round::RoundPanel;
use crate::app::settings::Settings;
use crate::app::state::events::{DealStarted, RoundScored};
use crate::app::state::table::{Score, Table};
use crate::app::state::{AtTable, MatchOverPanel, TableSystems};
use crate::app::ui::GOLD;
use crate::engine::Seat;

pub(super) fn plugin(app: &mut App) {
    app.add_observer(start_flourish);
    app.add_observer(end_glows);
    app.add_systems(
        Update,
        (
            skip_flourish,
            gather_cards,
            pulse_glows,
            hold_panels,
            ask_while_flourishing,
        )
            .chain()
            .after(TableSystems::Show)
            .run_if(in_state(AtTable)),
    );
    app.add_systems(OnExit(AtTable), |mut commands: Commands| {
        commands.remove_resource::<Flourish>();
    });
}

pub use crate::app::state::Flourish;

/// A card on its way into the gathered pile in the middle.
#[derive(Component, Clone, Copy, Debug)]
pub struct Gathering {
    from: Vec3,
    to: Vec3,
    from_scale: f32,
    delay: f32,
    elapsed: f32,
    duration: f32,
}

/// The glow behind a winner's plate, from the end of a round until the next deal.
#[derive(Component, Clone, Copy, Debug)]
pub struct WinnerGlow;

/// How long the flourish holds the panel back at normal speed, in seconds.
const HOLD: f32 = 1.3;
/// How long one card takes to reach the pile at normal speed.
const GATHER: f32 = 0.55;
/// Where the gathered pile lies: the middle of the trick.
const PILE_AT: Vec2 = Vec2::new(0.0, 30.0);
/// The gathered pile's card size.
const PILE_SCALE: f32 = 1.0;

/// Who won the round just scored: a Flint's winner, the Whist side with the odd tricks (or the game), the Hearts
/// seats with the fewest points in the hand, the Schafkopf seats paid; the match's winners at its end.
pub fn round_winners(table: &Table) -> Vec<Seat> {
    if !table.shown.over.is_empty() {
        return table.shown.over.clone();
    }
    let players = table.game.players();
    let side = |s: usize| -> Vec<Seat> {
        Seat::all(players)
            .filter(|&seat| crate::engine::whist::side_of(seat) == s)
            .collect()
    };
    match &table.shown.scoring {
        Some(Score::Flint { winner, .. }) => vec![*winner],
        Some(Score::Hand { tricks, .. }) if tricks[0] != tricks[1] => {
            side(usize::from(tricks[1] > tricks[0]))
        }
        Some(Score::Game { side: s, .. }) => side(*s as usize),
        Some(Score::Hearts { points, .. }) => {
            let least = points.iter().copied().min().unwrap_or(0);
            Seat::all(players)
                .filter(|s| points.get(s.index()) == Some(&least))
                .collect()
        }
        Some(Score::Schafkopf { payments, .. }) => Seat::all(players)
            .filter(|s| payments.get(s.index()).is_some_and(|&p| p > 0))
            .collect(),
        _ => Vec::new(),
    }
}

/// A round (or the match) was scored: the winners' plates light up and, unless the speed is instant, the cards
/// gather while the panel waits.
#[allow(clippy::too_many_arguments)]
fn start_flourish(
    _: On<RoundScored>,
    mut commands: Commands,
    table: Option<Res<Table>>,
    settings: Res<Settings>,
    plates: Query<(Entity, &Plate)>,
    old: Query<Entity, With<WinnerGlow>>,
    cards: Query<(Entity, &CardPlace, &Transform), With<CardEntity>>,
    shape: Option<Res<RoundedPlate>>,
) {
    let Some(table) = table else { return };
    let pace = settings.pace();
    for glow in &old {
        commands.entity(glow).despawn();
    }
    let winners = round_winners(&table);
    for (entity, plate) in &plates {
        if winners.contains(&plate.0) {
            commands.entity(entity).with_child((
                WinnerGlow,
                glow_sprite(
                    GOLD.with_alpha(0.75),
                    super::layout::PLATE + 10.0,
                    shape.as_deref(),
                ),
                Transform::from_xyz(0.0, 0.0, -0.2),
            ));
        }
    }
    if pace <= 0.0 {
        return;
    }
    commands.insert_resource(Flourish {
        left: HOLD * pace,
        held: Vec::new(),
    });
    if settings.reduced_motion {
        return;
    }
    // Every card off the hands sweeps into one squared pile, one after another.
    let mut order = 0.0;
    for (entity, place, at) in &cards {
        if matches!(place, CardPlace::Hand(_)) {
            continue;
        }
        commands.entity(entity).insert(Gathering {
            from: at.translation,
            to: (PILE_AT + Vec2::splat(order * 0.25)).extend(60.0 + order * 0.01),
            from_scale: at.scale.y,
            delay: (order * 0.012).min(0.4) * pace,
            elapsed: 0.0,
            duration: GATHER * pace,
        });
        order += 1.0;
    }
}

/// Moves the gathering cards (eased, turning face down on the way); a card the layout sends elsewhere (the next
/// deal) stops gathering.
fn gather_cards(
    mut commands: Commands,
    time: Res<Time>,
    mut cards: Query<(
        Entity,
        &mut Gathering,
        &mut Transform,
        &mut super::animation::Face,
        Has<super::animation::Motion>,
    )>,
) {
    let ease = EasingCurve::new(0.0_f32, 1.0, EaseFunction::CubicInOut);
    for (entity, mut gathering, mut transform, mut face, moving) in &mut cards {
        if moving {
            commands.entity(entity).remove::<Gathering>();
            continue;
        }
        gathering.elapsed += time.delta_secs();
        let t =
            ((gathering.elapsed - gathering.delay) / gathering.duration.max(0.01)).clamp(0.0, 1.0);
        if t <= 0.0 {
            continue;
        }
        let e = ease.sample_clamped(t);
        transform.translation = gathering.from.lerp(gathering.to, e);
        transform.scale =
            Vec3::splat(gathering.from_scale + (PILE_SCALE - gathering.from_scale) * e);
        if t >= 0.5 && face.up {
            face.up = false;
        }
        if t >= 1.0 {
            commands.entity(entity).remove::<Gathering>();
        }
    }
}

/// The winners' glow breathes while the flourish lasts, then stays lit, steady, until the next deal (steady
/// throughout with reduced motion): a table waiting for the person draws nothing (`rest.rs`).
fn pulse_glows(
    time: Res<Time>,
    settings: Res<Settings>,
    flourish: Option<Res<Flourish>>,
    mut glows: Query<&mut Sprite, With<WinnerGlow>>,
) {
    let alpha = if settings.reduced_motion || flourish.is_none() {
        0.75
    } else {
        0.55 + 0.35 * (time.elapsed_secs() * 4.0).sin().abs()
    };
    for mut sprite in &mut glows {
        if (sprite.color.alpha() - alpha).abs() > 0.01 {
            sprite.color.set_alpha(alpha);
        }
    }
}

/// Asking to go on (Enter, the panel's button, a computers' table going on by itself) while the end is marked
/// ends the flourish: the cards are put on the pile at once and the panel shows.
fn skip_flourish(
    mut asks: MessageReader<super::round::NextRound>,
    flourish: Option<ResMut<Flourish>>,
    mut cards: Query<&mut Gathering>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(mut flourish) = flourish else { return };
    flourish.left = 0.0;
    // Each card's move is over: `gather_cards` puts it on the pile this frame.
    for mut gathering in &mut cards {
        gathering.elapsed = gathering.delay + gathering.duration;
    }
}

/// The round's panel or the match's, with its visibility.
type HeldPanels<'w, 's> =
    Query<'w, 's, (Entity, &'static mut Visibility), Or<(With<RoundPanel>, With<MatchOverPanel>)>>;

/// Keeps the round's (or the match's) panel hidden while the flourish lasts, then shows it.
fn hold_panels(
    mut commands: Commands,
    time: Res<Time>,
    flourish: Option<ResMut<Flourish>>,
    mut panels: HeldPanels,
) {
    let Some(mut flourish) = flourish else { return };
    flourish.left -= time.delta_secs();
    if flourish.left > 0.0 {
        for (entity, mut visibility) in &mut panels {
            if *visibility != Visibility::Hidden && !flourish.held.contains(&entity) {
                *visibility = Visibility::Hidden;
                flourish.held.push(entity);
            }
        }
        return;
    }
    for (entity, mut visibility) in &mut panels {
        if flourish.held.contains(&entity) {
            *visibility = Visibility::Inherited;
        }
    }
    commands.remove_resource::<Flourish>();
}

/// The cards gather and the glow breathes on every frame until the flourish is over (`rest.rs`).
fn ask_while_flourishing(
    flourish: Option<Res<Flourish>>,
    gathering: Query<(), With<Gathering>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if flourish.is_some() || !gathering.is_empty() {
        redraw.write(RequestRedraw);
    }
}

/// A new deal puts the winners' glow out.
fn end_glows(_: On<DealStarted>, mut commands: Commands, glows: Query<Entity, With<WinnerGlow>>) {
    for glow in &glows {
        commands.entity(glow).despawn();
    }
}
