//! What the game does differently in a browser: it draws into the page's canvas, shows a panic on the page, and
//! mirrors what is on screen onto the page's `<html>` element for scripts (the automated browser check,
//! assistive tools): `data-screen`, `data-phase`, `data-buttons` and `data-hand`; and what the screen reader
//! is told (`src/app/screen_reader.rs`) onto the page's ARIA live regions, `#announcer` and `#focused`, since
//! AccessKit has no adapter for the web. The replay panel's code box gets a real text field of the page laid over
//! it (`web/code_field.rs`), so a phone's keyboard can type a deal's code.

use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use serde_json::json;

use super::screen_reader::Announcements;
use super::state::table::{Table, human_seat};
use super::state::{Phase, Screen};
use super::table::layout::CARD;
use super::table::places::{CardEntity, CardPlace};

mod code_field;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(code_field::plugin);
    // Last: after layout and animation, so the rects are the ones on screen this frame.
    app.add_systems(
        Last,
        (
            mirror_screen,
            mirror_buttons,
            mirror_hand,
            mirror_announcements,
            mirror_window,
            mirror_frames.after(super::rest::RestSystems::Decide),
            mirror_thinking,
        ),
    );
    app.add_systems(OnEnter(Screen::Title), crash_if_asked);
    app.add_systems(Startup, start_with_touch);
    app.init_resource::<EmulatedRatio>();
    app.add_systems(
        First,
        (detect_emulated_ratio, bring_pointer_to_css)
            .chain()
            .after(bevy::ecs::message::MessageUpdateSystems)
            .before(bevy::picking::PickingSystems::Input),
    );
    app.add_systems(
        Last,
        tell_the_page_its_language.run_if(resource_changed::<crate::app::settings::Settings>),
    );
}

/// A browser's device emulation (DevTools' device mode, Playwright's `deviceScaleFactor`) keeps the canvas's
/// backing store at its CSS size while `devicePixelRatio` says 3 (Bevy issues #24325 and #25306): Bevy would take
/// a 390 CSS px phone for 130 logical px, size the menus and the table for that, and put the pointer a third of
/// the way to where it is drawn. Then this holds the ratio, the game counts the canvas's pixels as CSS pixels
/// (scale factor 1) and [`bring_pointer_to_css`] divides the pointer's positions, which winit multiplied by the
/// ratio, back to CSS pixels. On a real phone the backing store has all its pixels: the ratio stays 0 and
/// nothing changes (docs/web.md).
#[derive(Resource, Default)]
struct EmulatedRatio(f64);

/// Finds out whether the canvas is an emulated one (see [`EmulatedRatio`]) when the window changes.
fn detect_emulated_ratio(
    mut windows: Query<&mut Window, (With<bevy::window::PrimaryWindow>, Changed<Window>)>,
    mut ratio: ResMut<EmulatedRatio>,
) {
    let Ok(mut window) = windows.single_mut() else {
        return;
    };
    let Some(page) = web_sys::window() else {
        return;
    };
    let dpr = page.device_pixel_ratio();
    let css = page
        .document()
        .and_then(|d| d.get_element_by_id("wendellhead"))
        .map_or(0.0, |canvas| f64::from(canvas.client_width()));
    let emulated =
        dpr > 1.01 && css > 0.0 && (f64::from(window.physical_width()) - css).abs() <= 1.0;
    let wanted = if emulated { dpr } else { 0.0 };
    if ratio.0 != wanted {
        ratio.0 = wanted;
        window
            .resolution
            .set_scale_factor_override(emulated.then_some(1.0));
        if emulated {
            warn!(
                "device emulation: the canvas has {} px for {css} CSS px at a pixel ratio of {dpr}; \
                 the game counts them as CSS px (Bevy #24325)",
                window.physical_width()
            );
        }
    }
}

/// Under device emulation, the pointer's and touches' positions back in CSS pixels, before picking and the UI
/// read them.
fn bring_pointer_to_css(
    ratio: Res<EmulatedRatio>,
    mut moved: bevy::ecs::message::MessageMutator<bevy::window::CursorMoved>,
    mut events: bevy::ecs::message::MessageMutator<bevy::window::WindowEvent>,
    mut touches: bevy::ecs::message::MessageMutator<bevy::input::touch::TouchInput>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    let r = ratio.0 as f32;
    let mut last = None;
    for e in moved.read() {
        if r > 1.0 {
            e.position /= r;
            e.delta = e.delta.map(|d| d / r);
            last = Some(e.position);
        }
    }
    for e in events.read() {
        match e {
            bevy::window::WindowEvent::CursorMoved(c) if r > 1.0 => {
                c.position /= r;
                c.delta = c.delta.map(|d| d / r);
            }
            bevy::window::WindowEvent::TouchInput(t) if r > 1.0 => t.position /= r,
            _ => {}
        }
    }
    for t in touches.read() {
        if r > 1.0 {
            t.position /= r;
        }
    }
    // The UI's hover reads the window's own cursor (at scale factor 1, physical is logical).
    if let (Some(at), Ok(mut window)) = (last, windows.single_mut()) {
        window.set_physical_cursor_position(Some(at.as_dvec2()));
    }
}

/// On a phone or tablet (the browser's main pointer is coarse) the table's prompts and the buttons speak of taps
/// from the start.
fn start_with_touch(mut selection: ResMut<super::table::human::Selection>) {
    let coarse = web_sys::window()
        .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|query| query.matches());
    if coarse {
        selection.by_touch = true;
        // Its buttons and lines name no keys either (`language.rs` rewrites what is shown).
        crate::app::i18n::set_touch(true);
    }
}

/// The page's `lang` and the canvas's label follow the game's language, so a screen reader reads the page's
/// words in the right voice.
fn tell_the_page_its_language() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", crate::app::i18n::language().code());
    }
    if let Some(canvas) = document.get_element_by_id("wendellhead") {
        let _ = canvas.set_attribute("aria-label", &t!("web-canvas-label"));
    }
    if let Some(field) = document.get_element_by_id("code") {
        let _ = field.set_attribute("aria-label", &t!("web-code-label"));
    }
}

/// `?crash-test` in the page's address stops the game at the title screen with a known panic, so the browser
/// check can see that a panic reaches the page as a readable message.
fn crash_if_asked() {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    if search.contains("crash-test") {
        panic!("crash test: the page asked for a panic (?crash-test in its address)");
    }
}

/// The page's canvas (`web/index.html`), which the window fills and follows as the browser window resizes.
pub fn window(window: Window) -> Window {
    Window {
        canvas: Some("#wendellhead".into()),
        fit_canvas_to_parent: true,
        ..window
    }
}

/// After Bevy's own panic hook (which logs to the console), puts the message on the page, so a player sees what
/// went wrong instead of a frozen table. The page (`web/index.html`) has a hidden `#crash` element for it.
pub fn show_panics_on_page() {
    let logged = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        logged(info);
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        if let Some(crash) = document.get_element_by_id("crash") {
            if let Some(message) = document.get_element_by_id("crash-message") {
                message.set_text_content(Some(&info.to_string()));
            }
            // The page's own words are English; the player's language is known by now.
            for (id, line) in [
                ("crash-title", t!("web-crash-title")),
                ("crash-intro", t!("web-crash-intro")),
                ("crash-advice", t!("web-crash-advice")),
                ("crash-reload", t!("web-crash-reload")),
            ] {
                if let Some(element) = document.get_element_by_id(id) {
                    element.set_text_content(Some(&line));
                }
            }
            let _ = crash.remove_attribute("hidden");
        }
    }));
}

/// Sets an attribute of the page's `<html>` element when its value changed since this system last set it.
fn mirror(name: &str, value: String, last: &mut String) {
    if value == *last {
        return;
    }
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute(name, &value);
    }
    *last = value;
}

/// `data-frames`: the frames the game has drawn, and `data-resting` (`true` when nothing moves or waits and the
/// game draws no frame until input, `rest.rs`), for the browser check to count what an idle page draws.
fn mirror_frames(rest: Res<super::rest::Rest>, mut last: Local<(String, String)>) {
    mirror("data-frames", rest.frames.to_string(), &mut last.0);
    mirror("data-resting", rest.resting.to_string(), &mut last.1);
}

/// `data-thinking`: `FRAMES LONGEST`, the frames the game has drawn while a computer's search (a card, or
/// Expert's Hearts pass) was under way and the longest of them in milliseconds: the browser check's proof that a
/// computer thinking never holds the table still. `data-decisions`: how long each of the last searches took from
/// its first frame to its last, in milliseconds, comma-separated (what a computer's move costs in this browser,
/// the table drawing meanwhile). Neither names a card.
fn mirror_thinking(
    table: Option<Res<Table>>,
    time: Res<Time<Real>>,
    mut seen: Local<(u64, f32, Option<std::time::Duration>, Vec<u32>)>,
    mut last: Local<(String, String)>,
) {
    let Some(table) = table else { return };
    let now = time.elapsed();
    if table.players.iter().flatten().any(|p| p.thinking()) {
        seen.0 += 1;
        seen.1 = seen.1.max(time.delta_secs() * 1000.0);
        seen.2.get_or_insert(now);
    } else if let Some(start) = seen.2.take() {
        // The last frame of a search is the one it finished in: this frame's start, not its end.
        let ms = now.saturating_sub(start).as_millis() as u32;
        seen.3.push(ms);
        if seen.3.len() > 200 {
            seen.3.remove(0);
        }
    }
    mirror(
        "data-thinking",
        format!("{} {:.0}", seen.0, seen.1),
        &mut last.0,
    );
    let list: Vec<String> = seen.3.iter().map(u32::to_string).collect();
    mirror("data-decisions", list.join(","), &mut last.1);
}

/// `data-screen` (`Loading`, `Title`, `Setup`, `Playing`, `MatchOver`) and `data-phase` (empty off the table).
fn mirror_screen(
    screen: Option<Res<State<Screen>>>,
    phase: Option<Res<State<Phase>>>,
    mut last: Local<(String, String)>,
) {
    let screen = screen.map(|s| format!("{:?}", s.get())).unwrap_or_default();
    let phase = phase.map(|p| format!("{:?}", p.get())).unwrap_or_default();
    mirror("data-screen", screen, &mut last.0);
    mirror("data-phase", phase, &mut last.1);
}

/// `data-buttons`: every visible button as `{label, x, y, w, h}`, the centre and size of the part its scrolled
/// panel shows in CSS pixels; a button scrolled wholly out of sight has its whole box and `hidden: true`.
#[allow(clippy::type_complexity)]
fn mirror_buttons(
    buttons: Query<
        (
            &ComputedNode,
            &UiGlobalTransform,
            &InheritedVisibility,
            &Children,
            Option<&bevy::ui::CalculatedClip>,
        ),
        With<Button>,
    >,
    texts: Query<&Text>,
    spans: Query<&TextSpan>,
    kids: Query<&Children>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut last: Local<String>,
) {
    // Layout works in physical pixels; the page in CSS pixels (the UI's own scale is not the page's).
    let per_pixel = windows.single().map_or(1.0, |w| 1.0 / w.scale_factor());
    let mut list: Vec<_> = buttons
        .iter()
        .filter(|(node, _, visible, ..)| visible.get() && node.size().x > 0.0)
        .map(|(node, transform, _, children, clip)| {
            let label = children
                .iter()
                .find_map(|c| crate::app::ui::whole_text(c, &texts, &spans, &kids))
                .unwrap_or_default();
            let whole = Rect::from_center_size(transform.translation, node.size());
            let shown = clip.map_or(whole, |c| whole.intersect(c.clip));
            let hidden = shown.width() < 1.0 || shown.height() < 1.0;
            let rect = if hidden { whole } else { shown };
            let (centre, size) = (rect.center() * per_pixel, rect.size() * per_pixel);
            json!({"label": label, "x": centre.x.round(), "y": centre.y.round(),
                   "w": size.x.round(), "h": size.y.round(), "hidden": hidden})
        })
        .collect();
    list.sort_by_key(|b| b.to_string());
    mirror("data-buttons", json!(list).to_string(), &mut last);
}

/// `data-window`: what Bevy takes the window to be, `{w, h, scale, pw, ph}` (logical size, scale factor,
/// physical size), so a check can compare it with the page's CSS size and `devicePixelRatio`.
fn mirror_window(
    windows: Query<&Window, (With<bevy::window::PrimaryWindow>, Changed<Window>)>,
    mut last: Local<String>,
) {
    let Ok(window) = windows.single() else { return };
    let value = json!({
        "w": window.width(), "h": window.height(), "scale": window.scale_factor(),
        "pw": window.physical_width(), "ph": window.physical_height(),
    });
    mirror("data-window", value.to_string(), &mut last);
}

/// `data-hand`: the person's hand as `{card, playable, passable, x, y, w, h}`: the middle and size of each
/// card's visible part (the strip a tap can hit) in CSS pixels, in the order shown; `playable` is the engine's word on the turn in progress, `passable` says the
/// person is choosing cards to pass (Hearts: any card of the hand may be chosen).
fn mirror_hand(
    table: Option<Res<Table>>,
    cards: Query<(&CardEntity, &CardPlace, &GlobalTransform)>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    mut last: Local<String>,
) {
    let (Some(table), Ok((camera, eye))) = (table, cameras.single()) else {
        mirror("data-hand", "[]".into(), &mut last);
        return;
    };
    let Some(seat) = human_seat(&table) else {
        mirror("data-hand", "[]".into(), &mut last);
        return;
    };
    // The turn the table shows: not while the last trick still lies there, when a card cannot be played yet.
    let my_turn = table.turn_shown() == Some(seat);
    let legal = table.game.legal_moves();
    let passing = my_turn
        && matches!(
            table.game.decision(),
            Some(crate::engine::Decision::PassCards { .. })
        );
    let mut hand: Vec<_> = cards
        .iter()
        .filter(|(_, place, _)| **place == CardPlace::Hand(seat))
        .filter_map(|(card, _, at)| {
            let half = CARD * at.scale().truncate().abs() / 2.0;
            let centre = at.translation().truncate();
            let top_left = camera
                .world_to_viewport(eye, (centre + Vec2::new(-half.x, half.y)).extend(0.0))
                .ok()?;
            let bottom_right = camera
                .world_to_viewport(eye, (centre + Vec2::new(half.x, -half.y)).extend(0.0))
                .ok()?;
            Some((card.0, top_left, bottom_right))
        })
        .collect();
    hand.sort_by(|a, b| a.1.x.total_cmp(&b.1.x));
    // A phone's hand lies in rows: a card's row is the cards whose tops are within a third of a card's height of
    // its own (a raised card stays in its row), and a lower row covers the bottom of the row above.
    let same_row = |a: Vec2, b: Vec2, tall: f32| (a.y - b.y).abs() < tall * 0.3;
    let list: Vec<_> = hand
        .iter()
        .map(|&(card, top_left, bottom_right)| {
            let tall = bottom_right.y - top_left.y;
            // A card lying under the next one of its row shows only up to that card's left edge.
            let right = hand
                .iter()
                .filter(|other| other.1.x > top_left.x + 0.5 && same_row(other.1, top_left, tall))
                .map(|other| other.1.x)
                .fold(bottom_right.x, f32::min);
            // And only down to the top of the row below, where that row covers it.
            let bottom = hand
                .iter()
                .filter(|other| other.1.y > top_left.y + tall * 0.3)
                .filter(|other| other.1.x < right && other.2.x > top_left.x)
                .map(|other| other.1.y)
                .fold(bottom_right.y, f32::min);
            json!({
                "card": card.to_string(),
                "playable": my_turn && legal.contains(card),
                "passable": passing,
                "x": ((top_left.x + right) / 2.0).round(),
                "y": ((top_left.y + bottom) / 2.0).round(),
                "w": (right - top_left.x).round(),
                "h": (bottom - top_left.y).round(),
            })
        })
        .collect();
    mirror("data-hand", json!(list).to_string(), &mut last);
}

/// The screen reader's lines into the page's polite live region `#announcer`, the focused button into
/// `#focused`. A line said again gets a no-break space added or taken off, so the page sees a change and a
/// screen reader says it again ("Mara's turn." twice in a row).
fn mirror_announcements(announcements: Res<Announcements>, mut said: Local<(u64, bool)>) {
    if !announcements.is_changed() {
        return;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if announcements.count != said.0 {
        said.0 = announcements.count;
        said.1 = !said.1;
        if let Some(region) = document.get_element_by_id("announcer") {
            let tail = if said.1 { "\u{a0}" } else { "" };
            region.set_text_content(Some(&format!("{}{tail}", announcements.live)));
        }
    }
    if let Some(focused) = document.get_element_by_id("focused") {
        focused.set_text_content(Some(announcements.focus.as_deref().unwrap_or("")));
    }
}
