//! Screenshot mode: saves a PNG of the window after a set time and quits, so anyone can look at the game
//! under Xvfb (`wendellhead --demo 7 --screenshot table.png --after 6`).

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

/// The plugin that takes one screenshot to `path` after `after` seconds, then exits.
pub fn plugin(path: String, after: f32) -> impl Fn(&mut App) {
    move |app: &mut App| {
        let path = path.clone();
        app.add_systems(
            Update,
            move |mut commands: Commands,
                  time: Res<Time<Real>>,
                  mut state: Local<u8>,
                  mut exit: MessageWriter<AppExit>,
                  mut redraw: MessageWriter<bevy::window::RequestRedraw>| {
                // The wait is counted on the wall clock, in frames asked for: a table at rest would draw none
                // (`rest.rs`), and its own clock stands still then.
                redraw.write(bevy::window::RequestRedraw);
                let t = time.elapsed_secs();
                if *state == 0 && t >= after {
                    commands
                        .spawn(Screenshot::primary_window())
                        .observe(save_to_disk(path.clone()));
                    *state = 1;
                } else if *state == 1 && t >= after + 1.5 {
                    // The capture is written a frame or two later; give it time before quitting.
                    exit.write(AppExit::Success);
                    *state = 2;
                }
            },
        );
    }
}
