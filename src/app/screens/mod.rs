//! The game's screens: loading, title (with its replay, learn and deal of the day panels), setup and match over, each a plugin that spawns its entities scoped to
//! its [`Screen`](crate::app::state::Screen) (the state itself is in `state/`, below every feature).

pub mod daily;
pub mod learn;
pub mod loading;
pub(crate) mod match_over;
pub mod replay;
pub mod setup;
pub mod title;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        (loading::plugin, learn::plugin),
        title::plugin,
        setup::plugin,
        match_over::plugin,
        replay::plugin,
    ));
}
