//! *Replay a deal*: the title's panel where a deal code is typed (the code shown at the end of every hand and in
//! the pause menu), read by the engine ([`DealCode`]) and, if valid, played again: the same cards, the same dealer,
//! unscored, not saved and not in the statistics. A code that is not valid says why under the box.

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
    // Every frame, box or not: keys pressed while there is no box are let go, never typed into the next one.
    app.add_systems(Update, type_code);
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

/// Opens the panel over the title (the title's *Replay a deal* button, or R).
pub fn open_replay_panel(commands: &mut Commands) {
    let mut root = commands.spawn((ui::overlay("Replay a deal", true), Dismissable, ReplayPanel));
    root.insert(GlobalZIndex(30));
    PanelScope::Screen(Screen::Title).scope(&mut root);
    let root = root.id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    commands.spawn((ui::text(t!("replay-title"), 40.0, GOLD), ChildOf(panel)));
    commands.spawn((
        Node {
            max_width: px(640),
            ..default()
        },
        ChildOf(panel),
        children![ui::text(
            t!("replay-help", examples = example_codes()),
            18.0,
            INK.with_alpha(0.8),
        )],
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
        BorderColor::all(GOLD),
        BackgroundColor(Color::srgb(0.0, 0.05, 0.03)),
        // On a phone as wide as the panel.
        ui::Fluid::Width(460.0),
        ChildOf(panel),
        children![(CodeEntry::default(), ui::text("_", 32.0, INK))],
    ));
    commands.spawn((
        CodeMessage,
        ui::text(t!("replay-letters"), 16.0, INK.with_alpha(0.6)),
        ChildOf(panel),
    ));
    let buttons = commands.spawn((ui::row(), ChildOf(panel))).id();
    commands.spawn((
        ui::sized_button(t!("replay-button"), (), px(260), AutoFocus, replay_typed),
        ChildOf(buttons),
    ));
    commands.spawn((
        ui::sized_button(
            t!("button-cancel-esc"),
            (),
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
                for c in typed.chars() {
                    if (c.is_ascii_alphanumeric() || c == '-') && entry.0.len() < MAX_LETTERS {
                        entry.0.push(c.to_ascii_uppercase());
                        changed = true;
                    }
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

/// Reads the code in the box: a valid one starts the replay, else the reason shows under the box.
fn replay_typed(
    _: On<Activated>,
    mut commands: Commands,
    entry: Query<&CodeEntry>,
    mut message: Query<(&mut Text, &mut TextColor), With<CodeMessage>>,
    setup: Res<MatchSetup>,
) {
    let typed = entry.single().map(|e| e.0.clone()).unwrap_or_default();
    match typed.parse::<DealCode>() {
        Ok(code) => start_replay(&mut commands, code, &setup),
        Err(e) => {
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
