//! The language setting at work: the game speaks the language chosen in the settings (`i18n.rs` holds the
//! words), and a change rewrites what is on screen at once.

use bevy::prelude::*;

use super::i18n::{Language, language, rewrites, set_language};
use super::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    // The settings were read while the app was built: the first frame is already in their language.
    if let Some(settings) = app.world().get_resource::<Settings>() {
        set_language(settings.language());
    }
    app.init_resource::<Shown>();
    // Before the frame's own systems: the lines they write this frame are already in the new language.
    app.add_systems(
        PreUpdate,
        follow_the_setting.run_if(resource_exists_and_changed::<Settings>),
    );
}

/// The language the words on screen are in, so a change can rewrite them.
#[derive(Resource, Default)]
struct Shown(Option<Language>);

/// When the setting changes, speaks the new language and rewrites every line on screen that is a whole message
/// without arguments (a heading, a button). Lines with numbers or names in them are rewritten by the systems that
/// keep them up to date, which run on the settings' change as well.
fn follow_the_setting(
    settings: Res<Settings>,
    mut shown: ResMut<Shown>,
    mut texts: Query<&mut Text>,
    mut spans: Query<&mut TextSpan>,
) {
    let now = settings.language();
    let before = shown.0.replace(now).unwrap_or(language());
    set_language(now);
    if before == now {
        return;
    }
    let lines = rewrites(before, now);
    for mut text in &mut texts {
        if let Some(new) = lines.get(text.0.as_str()) {
            text.0.clone_from(new);
        }
    }
    for mut span in &mut spans {
        if let Some(new) = lines.get(span.0.as_str()) {
            span.0.clone_from(new);
        }
    }
}
