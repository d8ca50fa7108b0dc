//! The language setting at work: the game speaks the language chosen in the settings (`i18n.rs` holds the
//! words), and a change rewrites what is on screen at once. So does a change of hands: a touch makes the lines
//! speak of taps and name no keys, a key pressed brings the keys back.

use bevy::input::keyboard::KeyboardInput;
use bevy::picking::pointer::PointerInput;
use bevy::prelude::*;

use super::i18n::{Language, language, rewrites, say_again_in, set_language, set_touch, touch};
use super::settings::Settings;
use super::tool_buttons::Tooltip;

pub(super) fn plugin(app: &mut App) {
    // The settings were read while the app was built: the first frame is already in their language.
    if let Some(settings) = app.world().get_resource::<Settings>() {
        set_language(settings.language());
    }
    app.init_resource::<Shown>();
    app.init_resource::<TouchScreen>();
    // The pointers' and keys' messages, also in a test's app without picking or input (adding them is a no-op
    // where they are).
    app.add_message::<PointerInput>();
    app.add_message::<KeyboardInput>();
    // Before the frame's own systems: the lines they write this frame are already in the new language.
    app.add_systems(
        PreUpdate,
        (
            follow_the_setting.run_if(resource_exists_and_changed::<Settings>),
            follow_the_hands,
        ),
    );
}

/// Whether the player plays by touch: set by a touch (or, in a browser, by a phone's or tablet's coarse pointer
/// from the start), cleared by a key pressed. The lines then speak of taps and name no keys
/// ([`super::i18n::touch`]), and the toolbar shows no key caps.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TouchScreen(pub bool);

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
    mut tips: Query<&mut Tooltip>,
) {
    let now = settings.language();
    let before = shown.0.replace(now).unwrap_or(language());
    set_language(now);
    if before == now {
        return;
    }
    let lines = rewrites(before, now);
    let again = |line: &str| say_again_in(line, now).or_else(|| lines.get(line).cloned());
    rewrite(again, &mut texts, &mut spans, &mut lines_2d, &mut tips);
}

/// Follows the hands at work: a touch makes the lines speak of taps, a key pressed of keys; the lines on screen
/// are said again at once in the new words (also after the web page found a phone's coarse pointer).
fn follow_the_hands(
    mut pointers: MessageReader<PointerInput>,
    mut keys: MessageReader<KeyboardInput>,
    mut screen: ResMut<TouchScreen>,
    mut texts: Query<&mut Text>,
    mut spans: Query<&mut TextSpan>,
    mut lines_2d: Query<&mut Text2d>,
    mut tips: Query<&mut Tooltip>,
) {
    let mut now = touch();
    if pointers.read().any(|p| p.pointer_id.is_touch()) {
        now = true;
    }
    if keys.read().any(|k| k.state.is_pressed()) {
        now = false;
    }
    set_touch(now);
    if screen.0 == now {
        return;
    }
    screen.0 = now;
    let language = language();
    rewrite(
        |line: &str| say_again_in(line, language),
        &mut texts,
        &mut spans,
        &mut lines_2d,
        &mut tips,
    );
}

/// Says every line on screen again with `again`, where it gives new words, and the toolbar's tooltips (kept as
/// words until the pointer rests on a button, so not on screen yet).
fn rewrite(
    again: impl Fn(&str) -> Option<String>,
    texts: &mut Query<&mut Text>,
    spans: &mut Query<&mut TextSpan>,
    lines_2d: &mut Query<&mut Text2d>,
    tips: &mut Query<&mut Tooltip>,
) {
    for mut tip in tips {
        let word = again(&tip.word);
        let line = again(&tip.tip);
        if word.is_some() || line.is_some() {
            let tip = tip.as_mut();
            tip.word = word.unwrap_or_else(|| tip.word.clone());
            tip.tip = line.unwrap_or_else(|| tip.tip.clone());
        }
    }
    for mut text in texts {
        if let Some(new) = again(&text.0) {
            text.0 = new;
        }
    }
    for mut span in spans {
        if let Some(new) = again(&span.0) {
            span.0 = new;
        }
    }
    for mut line in lines_2d {
        if let Some(new) = again(&line.0) {
            line.0 = new;
        }
    }
}
