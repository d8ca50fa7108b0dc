//! The deal code's text field on the web page (`#code` in `web/index.html`): a real `<input>` laid exactly over
//! the replay panel's code box while the panel is open, so a tap on the box focuses it within the tap itself and
//! a phone brings up its keyboard (a canvas takes no text, and a `focus()` from the game outside a tap raises no
//! keyboard). What is typed there comes back to the game as [`CodeField`] messages and goes through the box's own
//! letters, checks and reasons (`screens/replay.rs`); keys typed into the canvas on a desktop go into the box as
//! before and show in the field. Enter (a phone keyboard's Go) is the Replay button, Esc the Cancel button.
//!
//! The game rests between changes (`rest.rs`) and winit wakes it only for events on the canvas: the field's
//! events wake it through Bevy's event loop proxy ([`EventLoopProxyWrapper`]).
//!
//! The field shows its text only while it has the focus (then the box's own text is hidden, and the browser's
//! caret and selection are the player's); otherwise it is transparent over the box, whose text with its `_` shows.
//! One box, one text, in the game's own font (the same font file, handed to the page as a `FontFace`).

use std::cell::RefCell;

use bevy::prelude::*;
use bevy::ui::{CalculatedClip, ComputedNode, UiGlobalTransform};
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::app::screens::replay::{CodeBox, CodeEntry, CodeField, CodeMessage, code_letters};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FieldFocused>();
    app.add_systems(Startup, wire_the_field);
    app.add_systems(PreUpdate, take_what_the_page_did);
    app.add_systems(Update, one_text_in_the_box);
    // Last: after layout, so the box's rect is the one on screen this frame; before the game decides to rest, so
    // the field's changes count as changes.
    app.add_systems(
        Last,
        (lay_the_field, tell_the_reason).before(crate::app::rest::RestSystems::Decide),
    );
}

/// The field's id on the page.
const FIELD: &str = "code";

/// The id of the element the field's `aria-describedby` names: the reason a code was refused, read aloud.
const REASON: &str = "code-message";

/// What the page's field did since the last frame, kept by its event listeners until the game takes it (the web
/// build is one thread: the listeners run between frames).
enum FromPage {
    /// Typed, Enter or Esc.
    Field(CodeField),
    /// It took (`true`) or lost the keyboard's focus.
    Focused(bool),
}

thread_local! {
    static FROM_PAGE: RefCell<Vec<FromPage>> = const { RefCell::new(Vec::new()) };
}

/// Whether the page's field has the keyboard's focus (then it shows the text, not the box).
#[derive(Resource, Default)]
struct FieldFocused(bool);

/// The page's elements, when the page has them.
fn document() -> Option<web_sys::Document> {
    web_sys::window().and_then(|w| w.document())
}

fn field() -> Option<web_sys::HtmlInputElement> {
    document()?.get_element_by_id(FIELD)?.dyn_into().ok()
}

/// Listens to the field's input, keys and focus, each event queued for the game and the game woken for it; gives
/// the page the game's font for the field.
fn wire_the_field(proxy: Option<Res<EventLoopProxyWrapper>>) {
    let Some(input) = field() else {
        return;
    };
    // The proxy: a user event wakes the loop even in its reactive, resting mode.
    let proxy = proxy.map(|p| (**p).clone());
    let tell = std::rc::Rc::new(move |said: FromPage| {
        FROM_PAGE.with_borrow_mut(|queue| queue.push(said));
        if let Some(proxy) = &proxy {
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        }
    });
    let typed = {
        let (tell, input) = (tell.clone(), input.clone());
        move |_: web_sys::Event| tell(FromPage::Field(CodeField::Typed(input.value())))
    };
    let keys = {
        let tell = tell.clone();
        move |event: web_sys::Event| {
            let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            // A key that ends a composition (an input method's candidate chosen) is not the player's Enter.
            if key.is_composing() {
                return;
            }
            let said = match key.key().as_str() {
                "Enter" => CodeField::Go,
                "Escape" => CodeField::Cancel,
                _ => return,
            };
            event.prevent_default();
            tell(FromPage::Field(said));
        }
    };
    let focused = {
        let tell = tell.clone();
        move |_: web_sys::Event| tell(FromPage::Focused(true))
    };
    let blurred = move |_: web_sys::Event| tell(FromPage::Focused(false));
    listen(&input, "input", typed);
    listen(&input, "keydown", keys);
    listen(&input, "focus", focused);
    listen(&input, "blur", blurred);
    // The game's regular font under the name the page's style gives the field (`web/index.html`).
    if let (Some(document), Ok(face)) = (
        document(),
        web_sys::FontFace::new_with_u8_array("Wendellhead Sans", crate::app::ui::font_bytes().0),
    ) {
        let _ = document.fonts().add(&face);
    }
}

/// Adds a listener that lives as long as the page.
fn listen(target: &web_sys::EventTarget, name: &str, then: impl FnMut(web_sys::Event) + 'static) {
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(then);
    let _ = target.add_event_listener_with_callback(name, closure.as_ref().unchecked_ref());
    closure.forget();
}

/// Hands what the page's field did to the game: its text, Enter and Esc as [`CodeField`] messages (taken in
/// `Update` by the panel), its focus to [`FieldFocused`].
fn take_what_the_page_did(mut field: MessageWriter<CodeField>, mut focused: ResMut<FieldFocused>) {
    for said in FROM_PAGE.with_borrow_mut(std::mem::take) {
        match said {
            FromPage::Field(said) => {
                field.write(said);
            }
            FromPage::Focused(now) => focused.0 = now,
        }
    }
}

/// While the field has the focus it shows the text: the box's own is hidden, so one text shows.
fn one_text_in_the_box(
    focused: Res<FieldFocused>,
    mut texts: Query<&mut Visibility, With<CodeEntry>>,
) {
    let wanted = if focused.0 {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    for mut visibility in &mut texts {
        visibility.set_if_neq(wanted);
    }
}

/// Lays the field over the code box, in CSS pixels, when the box moves or is laid out anew, with the box's text
/// size and the part a scrolled panel shows; takes the box's text when keys typed into the canvas changed it.
/// With no box shown (the panel closed, the title left) the field is hidden, emptied and blurred, and the canvas
/// has the keys again.
#[allow(clippy::type_complexity)]
fn lay_the_field(
    boxes: Query<
        (
            &ComputedNode,
            &UiGlobalTransform,
            &InheritedVisibility,
            Option<&CalculatedClip>,
        ),
        With<CodeBox>,
    >,
    entries: Query<(Ref<CodeEntry>, &TextFont)>,
    scale: Option<Res<UiScale>>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut last: Local<String>,
) {
    let Some(input) = field() else {
        return;
    };
    // Layout works in physical pixels; the page in CSS pixels.
    let per_pixel = windows.single().map_or(1.0, |w| 1.0 / w.scale_factor());
    let shown = boxes.single().ok().and_then(|(node, at, visible, clip)| {
        let whole = Rect::from_center_size(at.translation, node.size());
        let part = clip.map_or(whole, |c| whole.intersect(c.clip));
        (visible.get() && part.width() >= 1.0 && part.height() >= 1.0).then_some((whole, part))
    });
    let Some((whole, part)) = shown else {
        if *last != "hidden" {
            *last = "hidden".into();
            let _ = input.set_attribute("hidden", "");
            input.set_value("");
            let document = document();
            let had_keys = document
                .as_ref()
                .and_then(|d| d.active_element())
                .is_some_and(|a| a.id() == FIELD);
            if had_keys {
                let _ = input.blur();
                if let Some(canvas) = document
                    .and_then(|d| d.get_element_by_id("wendellhead"))
                    .and_then(|c| c.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let _ = canvas.focus();
                }
            }
        }
        return;
    };
    let Ok((entry, font)) = entries.single() else {
        return;
    };
    // The box's text size (a phone's menus raise it), in CSS pixels as the UI scale draws it.
    let size = match font.font_size {
        bevy::text::FontSize::Px(px) => px * scale.map_or(1.0, |s| s.0),
        _ => 24.0,
    };
    let (at, by) = (whole.min * per_pixel, whole.size() * per_pixel);
    // What a scrolled panel hides of the box is cut off the field too (top, right, bottom, left).
    let (cut_min, cut_max) = (
        (part.min - whole.min) * per_pixel,
        (whole.max - part.max) * per_pixel,
    );
    let style = format!(
        "left:{:.1}px;top:{:.1}px;width:{:.1}px;height:{:.1}px;font-size:{size:.1}px;\
         clip-path:inset({:.1}px {:.1}px {:.1}px {:.1}px)",
        at.x, at.y, by.x, by.y, cut_min.y, cut_max.x, cut_max.y, cut_min.x
    );
    if *last != style {
        let _ = input.set_attribute("style", &style);
        let _ = input.remove_attribute("hidden");
        *last = style;
    }
    // Keys typed into the canvas (a desktop) changed the box: the field shows the same. A field whose text the
    // box reads the same (lower case, spaces) is left as typed, the caret where the player put it.
    if entry.is_changed() && code_letters(&input.value()) != entry.0 {
        input.set_value(&entry.0);
    }
}

/// The reason a code was refused (the line under the box) into the element the field's `aria-describedby`
/// names, so a screen reader says it, and scripts (the browser check) read it.
fn tell_the_reason(messages: Query<&Text, With<CodeMessage>>, mut last: Local<String>) {
    let now = messages.single().map(|t| t.0.clone()).unwrap_or_default();
    if *last == now {
        return;
    }
    if let Some(reason) = document().and_then(|d| d.get_element_by_id(REASON)) {
        reason.set_text_content(Some(&now));
    }
    *last = now;
}
