//! Card motion: eased moves from where a card is to where the layout wants it, flips half-way when a card turns
//! over, delays so cards go out one after another. The game's phases wait until no card is moving.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::places::CardPlace;
use crate::app::state::{Phase, TableSystems};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (move_cards, expire, ask_while_moving)
            .in_set(TableSystems::Present)
            .run_if(not(in_state(Phase::Paused))),
    );
}

/// A mark on the table that goes by itself after this many seconds (the winning card's glow, the names by the
/// cards of a Pin).
#[derive(Component, Clone, Copy, Debug)]
pub struct Expires(pub f32);

fn expire(mut commands: Commands, time: Res<Time>, mut marks: Query<(Entity, &mut Expires)>) {
    for (entity, mut left) in &mut marks {
        left.0 -= time.delta_secs();
        if left.0 <= 0.0 {
            commands.entity(entity).try_despawn();
        }
    }
}

/// Cards in flight and marks that go by themselves need every frame until they are done (`rest.rs`); paused,
/// they wait with the rest of the table.
fn ask_while_moving(
    moving: Query<(), With<Motion>>,
    marks: Query<(), With<Expires>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !moving.is_empty() || !marks.is_empty() {
        redraw.write(RequestRedraw);
    }
}

/// How a card shows itself: face up or down, dimmed when it may not be played now.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Face {
    /// Face up.
    pub up: bool,
    /// Dimmed: the person may not play it now.
    pub dim: bool,
}

/// A card on its way: an eased move (and turn) from one place to another.
#[derive(Component, Clone, Copy, Debug)]
pub struct Motion {
    /// Where it started.
    pub from: Vec3,
    /// Where it ends.
    pub to: Vec3,
    /// Its size at the start.
    pub from_scale: f32,
    /// Its size at the end.
    pub to_scale: f32,
    /// Seconds to wait before moving.
    pub delay: f32,
    /// Seconds the move takes.
    pub duration: f32,
    /// Seconds since the motion was set.
    pub elapsed: f32,
    /// The side to show from half-way, when the card turns over on the way.
    pub turn_to: Option<bool>,
}

impl Motion {
    /// How far the move has gone, 0 to 1 (0 while it waits for its delay).
    pub fn progress(&self) -> f32 {
        if self.elapsed < self.delay {
            0.0
        } else if self.duration > 0.0 {
            ((self.elapsed - self.delay) / self.duration).min(1.0)
        } else {
            1.0
        }
    }
}

/// Cards in flight are drawn above everything else on the table.
const FLIGHT_Z: f32 = 200.0;

/// Whether no card is moving, and no trick waits on the table for the person to go on: the run condition of
/// every step of the match.
pub fn animations_idle(
    moving: Query<(), With<Motion>>,
    table: Option<Res<crate::app::state::table::Table>>,
) -> bool {
    moving.is_empty() && !table.is_some_and(|t| t.shown.held.is_some_and(|h| h.waits))
}

/// Advances every motion by the frame's time; cost grows with the cards moving, never with the match.
pub fn move_cards(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<crate::app::settings::Settings>,
    mut cards: Query<(Entity, &mut Motion, &mut Transform, &mut Face)>,
) {
    let dt = time.delta_secs();
    // Reduced motion: a card is where it goes at once and fades in there (see `layout::fade_cards`).
    let still = settings.reduced_motion;
    let ease = EasingCurve::new(0.0_f32, 1.0, EaseFunction::CubicInOut);
    for (entity, mut motion, mut transform, mut face) in &mut cards {
        motion.elapsed += dt;
        if motion.elapsed < motion.delay {
            continue;
        }
        let t = motion.progress();
        let e = if still { 1.0 } else { ease.sample_clamped(t) };
        let mut at = motion.from.lerp(motion.to, e);
        let scale = motion.from_scale + (motion.to_scale - motion.from_scale) * e;
        let mut scale_x = scale;
        if let Some(up) = motion.turn_to.filter(|_| still) {
            if face.up != up {
                face.up = up;
            }
        } else if let Some(up) = motion.turn_to {
            // A turn: the card narrows to an edge, shows its other side, and widens again.
            scale_x = scale * (1.0 - 2.0 * t).abs().max(0.02);
            if t >= 0.5 && face.up != up {
                face.up = up;
            }
        }
        if t >= 1.0 {
            at = motion.to;
            transform.translation = at;
            transform.scale = Vec3::splat(motion.to_scale);
            if let Some(up) = motion.turn_to
                && face.up != up
            {
                face.up = up;
            }
            commands.entity(entity).remove::<Motion>();
        } else {
            at.z = motion.to.z + FLIGHT_Z;
            transform.translation = at;
            transform.scale = Vec3::new(scale_x, scale, 1.0);
        }
    }
}

/// Where the layout last sent a card; a new target starts a new motion.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Target {
    /// Position, with the drawing order in z.
    pub pos: Vec3,
    /// Size.
    pub scale: f32,
    /// Face up.
    pub up: bool,
    /// The place it shows.
    pub place: CardPlace,
}
