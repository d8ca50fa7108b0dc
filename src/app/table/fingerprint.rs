//! The deal's fingerprint by the toolbar: from the hand's first card dealt, the start of the SHA-256 of the deal's
//! code ([`Fingerprint`]), which commits the game to the deal before any card is played. The hand's review shows
//! the code and checks it against what was shown here (`docs/fairness.md`).

use bevy::prelude::*;

use super::frame::{FrameKind, TableFrame};
use crate::app::state::table::Table;
use crate::app::state::{Phase, Screen};
use crate::app::ui::{self, Tooltip};
use crate::engine::Fingerprint;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_fingerprint.run_if(in_state(Screen::Playing).and_then(resource_exists::<Table>)),
    );
}

/// The words by the toolbar showing the fingerprint of the deal on the table.
#[derive(Component, Debug)]
pub struct FingerprintTag;

/// Whether the table shows fingerprints: every dealt match, not a replayed deal or a lesson, whose code is known
/// to the person already.
pub fn shows_fingerprint(table: &Table) -> bool {
    table.replay.is_none()
}

/// The tag, for the toolbar's row (first, left of the buttons); empty until a deal is shown. It explains itself
/// under the pointer, or held by touch.
pub fn fingerprint_tag() -> impl Bundle {
    (
        Name::new("Deal fingerprint"),
        Node {
            padding: UiRect::axes(px(8), px(4)),
            align_self: AlignSelf::Center,
            ..default()
        },
        Interaction::default(),
        Tooltip {
            word: t!("hud-fingerprint-word"),
            key: "",
            tip: t!("tip-fingerprint"),
        },
        children![(
            FingerprintTag,
            ui::text(String::new(), 14.0, ui::INK.with_alpha(0.75)),
            Pickable::IGNORE,
        )],
    )
}

/// Writes the fingerprint of the deal shown (it changes as a new deal is dealt out, with the cards) in words that
/// fit the frame: "Fingerprint 3f9a-c2e1-07bd" on a desk, the digits alone on a phone held upright, where the tag
/// shares the row with the buttons; a phone held sideways hangs it under them, as the replay's tag, except while the
/// calls are made: the call panel needs that corner (the pause menu names the fingerprint all the while).
fn show_fingerprint(
    table: Res<Table>,
    frame: Res<TableFrame>,
    phase: Option<Res<State<Phase>>>,
    new: Query<(), Added<FingerprintTag>>,
    mut tags: Query<(&ChildOf, &mut Text, &mut TextFont), With<FingerprintTag>>,
    mut boxes: Query<&mut Node>,
    mut shown: Local<Option<TagShown>>,
) {
    let Some(code) = table.shown.deal_code else {
        return;
    };
    let declaring = phase.as_ref().is_some_and(|p| *p.get() == Phase::Declaring);
    // Worked out again only when what it shows changes (a deal, the frame, the calls, the language) or a new
    // toolbar brings a new tag: not a hash a frame.
    let now = TagShown {
        code,
        kind: frame.kind,
        mirror: frame.mirror,
        declaring,
        language: crate::app::i18n::language(),
    };
    if new.is_empty() && shown.as_ref() == Some(&now) {
        return;
    }
    *shown = Some(now);
    let fingerprint = Fingerprint::of(&code).to_string();
    for (parent, mut text, mut font) in &mut tags {
        let words = if frame.kind == FrameKind::Tall {
            fingerprint.clone()
        } else {
            t!("hud-fingerprint", fingerprint = fingerprint.clone())
        };
        if text.0 != words {
            text.0 = words;
        }
        let size = bevy::text::FontSize::Px(if frame.kind == FrameKind::Tall {
            11.0
        } else {
            14.0
        });
        if font.font_size != size {
            font.font_size = size;
        }
        if let Ok(mut node) = boxes.get_mut(parent.parent()) {
            hang_tag(&mut node, frame.kind == FrameKind::Low, px(0), frame.mirror);
            let display = if frame.kind == FrameKind::Low && declaring {
                Display::None
            } else {
                Display::Flex
            };
            if node.display != display {
                node.display = display;
            }
        }
    }
}

/// Places a tag of the toolbar's row (the replay's, the deal's fingerprint): in the row left of the buttons, or,
/// when `under` (a phone held sideways, whose row has no room), hung under the buttons at the right, `gap` below.
/// Left-handed (`mirror`), the buttons are at the left: it hangs under them there.
pub(super) fn hang_tag(node: &mut Mut<Node>, under: bool, gap: Val, mirror: bool) {
    let (position, top, right, gap) = if under {
        (PositionType::Absolute, percent(100), px(0), gap)
    } else {
        (PositionType::Relative, Val::Auto, Val::Auto, px(0))
    };
    let (left, right) = if mirror && under {
        (right, Val::Auto)
    } else {
        (Val::Auto, right)
    };
    if node.position_type != position || node.top != top || node.right != right || node.left != left
    {
        node.position_type = position;
        node.top = top;
        node.right = right;
        node.left = left;
        node.margin.top = gap;
    }
}

/// What the tag last showed, so it is written again only when that changes.
#[derive(Clone, Copy, Debug, PartialEq)]
struct TagShown {
    code: crate::engine::DealCode,
    kind: FrameKind,
    mirror: bool,
    declaring: bool,
    language: crate::app::i18n::Language,
}
