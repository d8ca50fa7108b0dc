//! The language setting at work: the game speaks the language chosen in the settings (`i18n.rs` holds the
//! words), and a change rewrites what is on screen at once.

use bevy::prelude::*;

use super::i18n::{Language, language, rewrites, say_again_in, set_language};
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

/// When the setting changes, speaks the new language and rewrites every line on screen (menus, panels, the
/// table's plates and prompt): each line the game put into words from one message is said again in the new
/// language with the same arguments. Lines the systems keep up to date are rewritten by them as well, since they
/// run on the settings' change too.
fn follow_the_setting(
    settings: Res<Settings>,
    mut shown: ResMut<Shown>,
    mut texts: Query<&mut Text>,
    mut spans: Query<&mut TextSpan>,
    mut lines_2d: Query<&mut Text2d>,
) {
    let now = settings.language();
    let before = shown.0.replace(now).unwrap_or(language());
    set_language(now);
    if before == now {
        return;
    }
    let lines = rewrites(before, now);
    let again = |line: &str| say_again_in(line, now).or_else(|| lines.get(line).cloned());
    for mut text in &mut texts {
        if let Some(new) = again(&text.0) {
            text.0 = new;
        }
    }
    for mut span in &mut spans {
        if let Some(new) = again(&span.0) {
            span.0 = new;
        }
    }
    for mut line in &mut lines_2d {
        if let Some(new) = again(&line.0) {
            line.0 = new;
        }
    }
}
