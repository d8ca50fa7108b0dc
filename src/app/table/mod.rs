//! The table: the match in progress as Bevy sees it, for every game. The engine's match is the single source of
//! truth; every card is an entity whose place follows the engine's events (`places`), the match steps on one
//! game phase at a time (`flow`), and the rest shows it: where the cards lie (`layout`) and how they move
//! (`animation`), the plates and prompt (`hud`), the person's turn (`human`) and their own order of the hand (`arrange`), pass (`passing`), call (`declaring`) and double (`doubling`), the last trick (`review`), the deal's fingerprint (`fingerprint`), the score sheet (`scores`), the hand review (`hand_review`) and
//! par (`par`), the pause menu (`pause`) and the pause between rounds (`round`). A game's own parts are in `games/`.

use bevy::prelude::*;

pub mod animation;
pub mod arrange;
pub mod claim;
pub mod coach;
pub mod declaring;
pub mod desk;
pub mod doubling;
pub mod fingerprint;
pub mod flourish;
pub mod flow;
pub mod frame;
pub mod hand_review;
pub mod hud;
pub mod human;
pub mod layout;
pub mod par;
pub mod passing;
pub mod pause;
pub mod places;
pub mod plate_shape;
pub mod review;
pub mod round;
pub mod scores;
pub mod undo;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        (
            flow::plugin,
            flourish::plugin,
            frame::plugin,
            fingerprint::plugin,
        ),
        hand_review::plugin,
        animation::plugin,
        (claim::plugin, coach::plugin),
        layout::plugin,
        hud::plugin,
        (human::plugin, arrange::plugin),
        passing::plugin,
        (declaring::plugin, doubling::plugin),
        par::plugin,
        (pause::plugin, plate_shape::plugin),
        review::plugin,
        round::plugin,
        scores::plugin,
        undo::plugin,
    ));
}
