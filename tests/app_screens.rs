//! The Bevy game headless: the real plugins on `MinimalPlugins` + `StatesPlugin`, no window.
#![cfg(feature = "app")]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use wendellhead::app::GamePlugin;
use wendellhead::app::screens::Screen;

#[test]
fn title_screen_spawns_its_entities_scoped_to_the_screen() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    let mut scoped = app
        .world_mut()
        .query_filtered::<Entity, With<DespawnOnExit<Screen>>>();
    assert!(
        scoped.iter(app.world()).count() > 0,
        "the title screen is up"
    );
    let mut texts = app.world_mut().query::<&Text>();
    let shown: Vec<String> = texts.iter(app.world()).map(|t| t.0.clone()).collect();
    assert!(shown.iter().any(|t| t == "Wendellhead"), "{shown:?}");
}
