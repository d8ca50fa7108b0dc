//! A table at rest draws nothing: the game updates, and so draws, only when something changes.
//!
//! Input wakes it (winit's reactive mode: a key, the pointer, a touch, a resize, focus). Whatever moves or waits
//! asks for the next frame with Bevy's [`RequestRedraw`] while it lasts, each feature for its own: an animation
//! (`table/animation.rs`), the computers' pace and search and the table catching up (`table/flow.rs`), par's
//! search (`table/par.rs`), the end-of-hand gather (`table/flourish.rs`), a card played for the person
//! (`table/human.rs`), a deck or the assets loading. On top of those, [`rest_when_nothing_asked`] asks for one
//! more frame after any frame that changed what is on screen or left a state change pending, so a system that
//! answers a change a frame later still runs. A frame in which nothing asked is the last until the next input.
//!
//! While the game rests, its clock (`Time<Virtual>`) moves at most one frame's step ([`REST_STEP`]) a frame: the
//! frame that input wakes moves the game by one frame, not by the time slept (Bevy's usual cap is a quarter of a
//! second), so an animation it starts begins at its start. The clock keeps running otherwise, as Bevy's fixed
//! steps and the double-buffered messages they release depend on it.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::state::{Phase, Screen};

/// Sets the game to rest between changes and counts the frames drawn (for `--frame-stats`).
pub fn plugin(app: &mut App) {
    // Headless tests have no window plugin: the message is the game's way to ask all the same.
    app.add_message::<RequestRedraw>()
        .init_resource::<Rest>()
        .add_systems(
            Last,
            (
                ask_while_loading.run_if(in_state(Screen::Loading)),
                ask_while_a_finger_is_down,
            )
                .before(RestSystems::Decide),
        )
        .add_systems(Last, rest_when_nothing_asked.in_set(RestSystems::Decide));
    if app.is_plugin_added::<bevy::winit::WinitPlugin>() {
        // Input and the game's own requests wake it; nothing else does, focused or not (a window in the
        // background with computers playing still asks for its frames, and gets them).
        let rest = bevy::winit::UpdateMode::reactive_low_power(std::time::Duration::MAX);
        app.insert_resource(bevy::winit::WinitSettings {
            focused_mode: rest,
            unfocused_mode: rest,
        });
    }
}

/// The last step of a frame: whether the game goes to rest after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum RestSystems {
    /// Decides from what asked this frame; every request must come before.
    Decide,
}

/// Whether the game rests after this frame, and what `--frame-stats` reports of it.
#[derive(Resource, Debug, Default)]
pub struct Rest {
    /// Nothing asked for another frame: the game waits for input.
    pub resting: bool,
    /// Frames the game updated and drew.
    pub frames: u64,
    /// Of those, frames that began at rest (woken by input, or by nothing at all).
    pub woken: u64,
}

/// Loading shows progress and ends by itself: it needs frames until it is done.
fn ask_while_loading(mut redraw: MessageWriter<RequestRedraw>) {
    redraw.write(RequestRedraw);
}

/// A finger held on the screen is a press being timed (a long press shows a card's reason without playing it),
/// and picking times it by the frames that saw it: frames while it lasts, even if it does not move.
fn ask_while_a_finger_is_down(
    touches: Option<Res<Touches>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if touches.is_some_and(|t| t.iter().next().is_some()) {
        redraw.write(RequestRedraw);
    }
}

/// What a frame changes on screen: moved, resized, reworded, recoloured, shown or hidden, set in another size.
type Changes<'w, 's> = Query<
    'w,
    's,
    (),
    Or<(
        Changed<Transform>,
        Changed<Node>,
        Changed<Text>,
        Changed<Text2d>,
        Changed<TextFont>,
        Changed<Sprite>,
        Changed<Visibility>,
        Changed<BackgroundColor>,
        Changed<BorderColor>,
        Changed<TextColor>,
    )>,
>;

/// Ends the frame: another frame if anything asked for one, anything on screen changed or a state change waits;
/// else the game rests until input wakes it, and the frame that wakes it moves the clock by one step only.
fn rest_when_nothing_asked(
    mut requests: ResMut<Messages<RequestRedraw>>,
    mut seen: Local<bevy::ecs::message::MessageCursor<RequestRedraw>>,
    changes: Changes,
    screen: Option<Res<NextState<Screen>>>,
    phase: Option<Res<NextState<Phase>>>,
    mut rest: ResMut<Rest>,
    mut clock: ResMut<Time<Virtual>>,
) {
    let asked = seen.read(&requests).count() > 0;
    // A change answered a frame later (a layout, a cue, a follow-up state) gets that frame.
    let settling = !changes.is_empty() || pending(screen) || pending(phase);
    if settling && !asked {
        requests.write(RequestRedraw);
        // Our own request is not something that asked next frame.
        seen.read(&requests).count();
    }
    rest.frames += 1;
    if rest.resting {
        rest.woken += 1;
    }
    rest.resting = !asked && !settling;
    clock.set_max_delta(if rest.resting { REST_STEP } else { BUSY_STEP });
}

/// The most the game's clock moves in the frame after a rest: one frame at 30 a second.
pub const REST_STEP: std::time::Duration = std::time::Duration::from_nanos(1_000_000_000 / 30);

/// The most it moves in any other frame (Bevy's own default): a hitch of a slow frame is not played as a jump.
const BUSY_STEP: std::time::Duration = std::time::Duration::from_millis(250);

/// Whether a change of state `S` waits for the next frame's transitions.
fn pending<S: bevy::state::state::FreelyMutableState>(next: Option<Res<NextState<S>>>) -> bool {
    next.is_some_and(|n| matches!(*n, NextState::Pending(_) | NextState::PendingIfNeq(_)))
}
