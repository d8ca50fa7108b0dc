//! *Replay a deal*: the title's panel where a deal code is typed (the code shown at the end of every hand and in
//! the pause menu), read by the engine ([`DealCode`]) and, if valid, played again: the same cards, the same dealer,
//! unscored, not saved and not in the statistics. A code that is not valid says why under the box.
//!
//! The box takes keys; in a browser the page also lays a real text field over it (`src/app/web/code_field.rs`),
//! so a phone's keyboard can type into it: what the field holds comes back as [`CodeField`] messages and goes
//! through the same letters, checks and reasons as keys typed into the box.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input_focus::AutoFocus;
use bevy::prelude::*;

use crate::app::state::setup::MatchSetup;
use crate::app::state::table::{DealToReplay, NewMatch, SeatKind};
use crate::app::state::{PanelScope, Screen};
use crate::app::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::DealCode;

pub(super) fn plugin(app: &mut App) {
    // The input plugin registers key messages; headless tests without it still run the panel.
    app.add_message::<KeyboardInput>();
    app.add_message::<CodeField>();
    app.init_resource::<RefusedCode>();
    // Every frame, box or not: keys pressed while there is no box are let go, never typed into the next one.
    app.add_systems(
        Update,
        (
            type_code,
            take_code_field,
            clear_refusal_on_edit,
            show_typed_fingerprint,
        )
            .chain(),
    );
}

/// The longest text the box takes (a code with changed rules is about 25 letters).
const MAX_LETTERS: usize = 40;

/// The replay panel.
#[derive(Component)]
pub struct ReplayPanel;

/// The box the code is typed into, with the text so far.
#[derive(Component, Default)]
pub struct CodeEntry(pub String);

/// The line under the box: what is wrong with the code typed.
#[derive(Component)]
pub struct CodeMessage;

/// The box itself (its border and background, around [`CodeEntry`]'s text): where the web page lays its text
/// field, and what a tap on a phone hits.
#[derive(Component)]
pub struct CodeBox;

/// The panel's Replay button, which [`CodeField::Go`] activates.
#[derive(Component)]
pub struct ReplayButton;

/// The panel's Cancel button, which [`CodeField::Cancel`] activates.
#[derive(Component)]
pub struct CancelButton;

/// What a text field outside the game (the web page's, over the box) did: the game takes it as if done in the box.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum CodeField {
    /// The field's whole text now (typed, pasted or changed by a phone's keyboard): the box takes its letters.
    Typed(String),
    /// Enter, or a phone keyboard's Go: the Replay button is activated, as a click on it would.
    Go,
    /// Esc: the Cancel button is activated.
    Cancel,
}

/// What the box keeps of `typed`: its letters and digits in capitals, and dashes (spaces and the rest are left
/// out), at most [`MAX_LETTERS`] of them. Keys and the web page's field go through this alike.
pub fn code_letters(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .map(|c| c.to_ascii_uppercase())
        .take(MAX_LETTERS)
        .collect()
}

/// Opens the panel over the title (the title's *Replay a deal* button, or R).
pub fn open_replay_panel(commands: &mut Commands) {
    let mut root = commands.spawn((ui::overlay("Replay a deal", true), Dismissable, ReplayPanel));
    root.insert(GlobalZIndex(30));
    PanelScope::Screen(Screen::Title).scope(&mut root);
    let root = root.id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    commands.spawn((ui::text(t!("replay-title"), 40.0, GOLD), ChildOf(panel)));
    // The help is a line of the panel itself, wrapped to the panel's width on a phone: in a box of its own (640
    // wide) it ran off both sides at 390 px, and as wide as the panel it was given the height of fewer lines than
    // it wraps to, so the panel scrolled its buttons away.
    commands.spawn((
        ui::text(
            t!("replay-help", examples = example_codes()),
            18.0,
            INK.with_alpha(0.8),
        ),
        Node {
            max_width: px(640),
            ..default()
        },
        ChildOf(panel),
    ));
    commands.spawn((
        Node {
            width: px(460),
            min_height: px(56),
            padding: UiRect::axes(px(16), px(8)),
            border: UiRect::all(px(2)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        CodeBox,
        BorderColor::all(GOLD),
        BackgroundColor(Color::srgb(0.0, 0.05, 0.03)),
        // On a phone as wide as the panel.
        ui::Fluid::Width(460.0),
        ChildOf(panel),
        children![(CodeEntry::default(), ui::text("_", 32.0, INK))],
    ));
    commands.spawn((
        CodeMessage,
        ui::text(t!("replay-letters"), 16.0, help_ink()),
        ChildOf(panel),
    ));
    let buttons = commands.spawn((ui::row(), ChildOf(panel))).id();
    commands.spawn((
        ui::sized_button(
            t!("replay-button"),
            ReplayButton,
            px(260),
            AutoFocus,
            replay_typed,
        ),
        ChildOf(buttons),
    ));
    commands.spawn((
        ui::sized_button(
            t!("button-cancel-esc"),
            CancelButton,
            px(260),
            (),
            ui::close::<ReplayPanel>,
        ),
        ChildOf(buttons),
    ));
}

/// Letters typed go into the box, Backspace takes the last one back; other keys are left to the menus (Enter
/// activates the focused Replay button, Esc closes the panel).
fn type_code(
    mut keys: MessageReader<KeyboardInput>,
    mut entry: Query<(Mut<CodeEntry>, &mut Text)>,
) {
    // The key that opened the box (R on the title) is not its first letter, whichever runs first in the frame.
    let Ok((mut entry, mut text)) = entry.single_mut() else {
        keys.clear();
        return;
    };
    if entry.is_added() {
        keys.clear();
        return;
    }
    let mut changed = false;
    for key in keys.read() {
        if key.state != ButtonState::Pressed {
            continue;
        }
        match &key.logical_key {
            Key::Character(typed) => {
                let more = code_letters(&format!("{}{typed}", entry.0));
                if more != entry.0 {
                    entry.0 = more;
                    changed = true;
                }
            }
            Key::Backspace => {
                changed |= entry.0.pop().is_some();
            }
            _ => {}
        }
    }
    if changed {
        text.0 = format!("{}_", entry.0);
    }
}

/// Takes what the web page's field did ([`CodeField`]): its text into the box, Enter and Esc to the panel's
/// buttons, exactly as a click on them.
fn take_code_field(
    mut field: MessageReader<CodeField>,
    mut commands: Commands,
    mut entry: Query<(&mut CodeEntry, &mut Text)>,
    replay: Query<Entity, With<ReplayButton>>,
    cancel: Query<Entity, With<CancelButton>>,
) {
    for said in field.read() {
        match said {
            CodeField::Typed(typed) => {
                if let Ok((mut entry, mut text)) = entry.single_mut() {
                    let letters = code_letters(typed);
                    if entry.0 != letters {
                        entry.0 = letters;
                        text.0 = format!("{}_", entry.0);
                    }
                }
            }
            CodeField::Go => {
                for entity in &replay {
                    commands.trigger(Activated { entity });
                }
            }
            CodeField::Cancel => {
                for entity in &cancel {
                    commands.trigger(Activated { entity });
                }
            }
        }
    }
}

/// The colour of the line under the box while it helps (not while it says why a code was refused).
fn help_ink() -> Color {
    INK.with_alpha(0.6)
}

/// A code edited (by keys or the web page's field) is a new code: the reason the last one was refused goes, and
/// the line under the box helps again, until Replay reads the new one.
fn clear_refusal_on_edit(
    entry: Query<&CodeEntry>,
    mut refused: ResMut<RefusedCode>,
    mut message: Query<(&mut Text, &mut TextColor), With<CodeMessage>>,
) {
    // Compared by its letters, not by change detection: the web page's field hands the box its whole text again
    // with no edit, and the reason went before the player could read it.
    let (Some(code), Ok(entry)) = (refused.0.as_ref(), entry.single()) else {
        return;
    };
    if entry.0 == *code {
        return;
    }
    refused.0 = None;
    let help = t!("replay-letters");
    for (mut text, mut colour) in &mut message {
        if text.0 != help {
            text.0 = help.clone();
        }
        if colour.0 != help_ink() {
            colour.0 = help_ink();
        }
    }
}

/// A valid code in the box shows its fingerprint under it, so a player can check a code against the fingerprint
/// a table showed (`docs/fairness.md`) before or without replaying it.
fn show_typed_fingerprint(
    entry: Query<Ref<CodeEntry>>,
    refused: Res<RefusedCode>,
    mut message: Query<&mut Text, With<CodeMessage>>,
) {
    let Ok(entry) = entry.single() else { return };
    if !entry.is_changed() || refused.0.as_deref() == Some(entry.0.as_str()) {
        return;
    }
    let line = match entry.0.parse::<DealCode>() {
        Ok(code) => t!(
            "replay-fingerprint",
            fingerprint = crate::engine::Fingerprint::of(&code).to_string()
        ),
        Err(_) => t!("replay-letters"),
    };
    for mut text in &mut message {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// The code whose refusal shows under the box, until the box holds another.
#[derive(Resource, Default, Debug)]
pub struct RefusedCode(pub Option<String>);

/// Reads the code in the box: a valid one starts the replay, else the reason shows under the box.
fn replay_typed(
    _: On<Activated>,
    mut commands: Commands,
    entry: Query<&CodeEntry>,
    mut message: Query<(&mut Text, &mut TextColor), With<CodeMessage>>,
    mut refused: ResMut<RefusedCode>,
    setup: Res<MatchSetup>,
) {
    let typed = entry.single().map(|e| e.0.clone()).unwrap_or_default();
    match typed.parse::<DealCode>() {
        Ok(code) => start_replay(&mut commands, code, &setup),
        Err(e) => {
            refused.0 = Some(typed.clone());
            if let Ok((mut text, mut colour)) = message.single_mut() {
                let e = crate::app::i18n::code_error(&e);
                let mut letters = e.chars();
                text.0 = letters
                    .next()
                    .map(|first| format!("{}{}.", first.to_uppercase(), letters.as_str()))
                    .unwrap_or_default();
                colour.0 = Color::srgb(1.0, 0.6, 0.35);
            }
        }
    }
}

/// Plays `code`'s deal again: the person in seat 0 (whoever held it in the match), the computers at the levels
/// last chosen in the setup.
pub fn start_replay(commands: &mut Commands, code: DealCode, setup: &MatchSetup) {
    commands.insert_resource(replay_match(code, setup));
    commands.insert_resource(DealToReplay(code));
    commands.set_state(Screen::Playing);
}

/// Who plays the replay of `code`: the person in seat 0, the setup's computer levels after.
pub fn replay_match(code: DealCode, setup: &MatchSetup) -> NewMatch {
    let mut seats = vec![SeatKind::Human];
    seats.extend(
        setup
            .levels
            .iter()
            .cycle()
            .take(code.rules.players() as usize - 1)
            .map(|&level| SeatKind::Computer(level)),
    );
    NewMatch {
        rules: code.rules,
        seed: code.seed,
        seats,
    }
}

/// A real code of each game, as its hands' panels show them ("Hearts H4-…"): worked out from a seeded match of
/// each game's standard rules, so an example is always one the game reads.
pub fn example_codes() -> String {
    use crate::engine::{AnyRules, DealCode, hearts, schafkopf, wendellhead, whist};
    [
        AnyRules::Wendellhead(wendellhead::Rules::standard(4)),
        AnyRules::Whist(whist::Rules::standard()),
        AnyRules::Hearts(hearts::Rules::standard(4)),
        AnyRules::Schafkopf(schafkopf::Rules::standard()),
    ]
    .into_iter()
    .filter_map(|rules| {
        let game = rules.start(30_303, &mut Vec::new()).ok()?;
        Some(format!(
            "{}\u{a0}{}",
            crate::app::i18n::game_short_title(rules.kind()),
            DealCode::of(&game)
        ))
    })
    .collect::<Vec<_>>()
    .join(", ")
}
