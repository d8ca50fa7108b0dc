//! The game's screens as a `Screen` state; each screen is a plugin that spawns its entities scoped to it.

mod title;

use bevy::prelude::*;

/// The screen the game shows.
#[derive(States, Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Screen {
    /// The title screen.
    #[default]
    Title,
    /// A match at the table.
    Playing,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins(title::plugin);
}
