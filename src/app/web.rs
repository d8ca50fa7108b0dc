//! What the game does differently in a browser: it draws into the page's canvas, shows a panic on the page, and
//! mirrors what is on screen onto the page's `<html>` element for scripts (the automated browser check,
//! assistive tools): `data-screen`, `data-phase`, `data-buttons` and `data-hand`; and what the screen reader
//! is told (`src/app/screen_reader.rs`) onto the page's ARIA live regions, `#announcer` and `#focused`, since
//! AccessKit has no adapter for the web.

use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use serde_json::json;

use super::screen_reader::Announcements;
use super::state::table::{Table, human_seat};
use super::state::{Phase, Screen};
use super::table::layout::CARD;
use super::table::places::{CardEntity, CardPlace};

pub(super) fn plugin(app: &mut App) {
    // Last: after layout and animation, so the rects are the ones on screen this frame.
    app.add_systems(
        Last,
        (
            mirror_screen,
            mirror_buttons,
            mirror_hand,
            mirror_announcements,
        ),
    );
    app.add_systems(OnEnter(Screen::Title), crash_if_asked);
    app.add_systems(
        Last,
        tell_the_page_its_language.run_if(resource_changed::<crate::app::settings::Settings>),
    );
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

/// `data-buttons`: every visible button as `{label, x, y, w, h}`, its centre and size in CSS pixels.
fn mirror_buttons(
    buttons: Query<
        (
            &ComputedNode,
            &UiGlobalTransform,
            &InheritedVisibility,
            &Children,
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
        .filter(|(node, _, visible, _)| visible.get() && node.size().x > 0.0)
        .map(|(node, transform, _, children)| {
            let label = children
                .iter()
                .find_map(|c| crate::app::ui::whole_text(c, &texts, &spans, &kids))
                .unwrap_or_default();
            let centre = transform.translation * per_pixel;
            let size = node.size() * per_pixel;
            json!({"label": label, "x": centre.x.round(), "y": centre.y.round(),
                   "w": size.x.round(), "h": size.y.round()})
        })
        .collect();
    list.sort_by_key(|b| b.to_string());
    mirror("data-buttons", json!(list).to_string(), &mut last);
}

/// `data-hand`: the person's hand as `{card, playable, passable, x, y}`, a point on each card's visible part in
/// CSS pixels, in the order shown; `playable` is the engine's word on the turn in progress, `passable` says the
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
    let my_turn = table.caught_up() && table.game.to_act() == Some(seat);
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
    let list: Vec<_> = hand
        .iter()
        .enumerate()
        .map(|(i, &(card, top_left, bottom_right))| {
            // A card lying under the next one shows only up to that card's left edge.
            let right = hand
                .get(i + 1)
                .map_or(bottom_right.x, |next| next.1.x.min(bottom_right.x));
            json!({
                "card": card.to_string(),
                "playable": my_turn && legal.contains(card),
                "passable": passing,
                "x": ((top_left.x + right) / 2.0).round(),
                "y": ((top_left.y + bottom_right.y) / 2.0).round(),
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
