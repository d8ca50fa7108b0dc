//! Taps and clicks however short: a press and its release that reach the game in the same frame are one click.
//!
//! Bevy's picking sends a [`Click`] to the entity the pointer hovered in the *previous* frame and pressed. A
//! touch that starts and ends between two frames (a quick tap, `touchscreen.tap()`), a touchpad's tap-to-click or
//! a mouse moved and clicked at once has no previous frame over the entity: its press lands, its click never
//! comes. [`click_quick_taps`] completes such a press with the click it was owed.

use std::time::Duration;

use bevy::picking::PickingSystems;
use bevy::picking::events::{Click, Pointer, Press};
use bevy::picking::pointer::{PointerAction, PointerButton, PointerId, PointerInput};
use bevy::platform::collections::HashSet;
use bevy::prelude::*;

/// How long a touch is held to show what the pointer's hover shows, without playing or choosing: a long press.
pub const LONG_PRESS: Duration = Duration::from_millis(500);

/// The frames a long press lasts at the least: picking times a touch by the frames that saw it begin and end, so
/// at a slow frame rate (a weak phone, software rendering) a quick tap can seem half a second long.
pub const LONG_PRESS_FRAMES: u32 = 4;

/// Whether `click` ends a long press by touch, pressed in frame `since` and let go in frame `now`: it showed or
/// explained what it was held on, and chooses nothing.
pub fn long_press(click: &Pointer<Click>, since: u32, now: u32) -> bool {
    click.pointer_id.is_touch()
        && click.duration >= LONG_PRESS
        && now.wrapping_sub(since) >= LONG_PRESS_FRAMES
}

/// Adds the quick-tap clicks to an app that has Bevy's picking (the windowed game and the touch tests).
pub fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, click_quick_taps.in_set(PickingSystems::Last));
}

/// Sends the click a press was owed when its release came in the same frame and picking sent none: to the
/// entity the press landed on, once.
pub fn click_quick_taps(
    mut inputs: MessageReader<PointerInput>,
    mut presses: MessageReader<Pointer<Press>>,
    mut clicks: ResMut<Messages<Pointer<Click>>>,
    mut seen: Local<bevy::ecs::message::MessageCursor<Pointer<Click>>>,
    mut commands: Commands,
) {
    // The pointers' buttons pressed and released within this frame's input, in that order.
    let mut down: HashSet<(PointerId, PointerButton)> = HashSet::default();
    let mut quick: HashSet<(PointerId, PointerButton)> = HashSet::default();
    for input in inputs.read() {
        match input.action {
            PointerAction::Press(button) => {
                down.insert((input.pointer_id, button));
            }
            PointerAction::Release(button) if down.remove(&(input.pointer_id, button)) => {
                quick.insert((input.pointer_id, button));
            }
            _ => {}
        }
    }
    let clicked: HashSet<(Entity, PointerId)> = seen
        .read(&clicks)
        .map(|c| (c.entity, c.pointer_id))
        .collect();
    if quick.is_empty() {
        presses.clear();
        return;
    }
    let owed: Vec<Pointer<Click>> = presses
        .read()
        .filter(|p| quick.contains(&(p.pointer_id, p.button)))
        .filter(|p| !clicked.contains(&(p.entity, p.pointer_id)))
        .map(|p| {
            Pointer::new(
                p.pointer_id,
                p.pointer_location.clone(),
                Click {
                    button: p.button,
                    hit: p.hit.clone(),
                    duration: Duration::ZERO,
                    count: p.count,
                },
                p.entity,
            )
        })
        .collect();
    for click in owed {
        commands.trigger(click.clone());
        clicks.write(click);
    }
    // The clicks written here are this system's own: not read back as picking's next frame.
    seen.clear(&clicks);
}
