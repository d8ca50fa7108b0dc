//! *Replay a deal* through the real plugins, headless (`MinimalPlugins` + `StatesPlugin`): the code is typed on
//! the title as keys (a bad one is refused under the box), the table deals exactly the deal the code names, the
//! person plays it out by keyboard-sent moves, and the replay ends after that one deal with its result and
//! "Deal it again"; the saved match and the statistics are left exactly as they were. Every game and table size.
#![cfg(feature = "app")]

use crate::common;

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use common::app::{headless, person_moves, screen, texts};
use wendellhead::app::save::SAVE_FILE;
use wendellhead::app::screens::replay::{CodeEntry, CodeField, CodeMessage};
use wendellhead::app::settings::Speed;
use wendellhead::app::state::Screen;
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::state::table::Table;
use wendellhead::app::stats::STATS_FILE;
use wendellhead::app::storage::Store;
use wendellhead::app::table::round::NextRound;
use wendellhead::engine::{
    AnyMatch, AnyRules, DealCode, Seat, hearts, schafkopf, wendellhead as wh, whist,
};

/// One key pressed and let go, as the input plugin reports it: the key's message (what typing reads) and the
/// key's state (what menus read).
fn press(app: &mut App, key: KeyCode, logical: Key) {
    let window = Entity::PLACEHOLDER;
    app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key: logical.clone(),
        state: ButtonState::Pressed,
        text: None,
        repeat: false,
        window,
    });
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key: logical,
        state: ButtonState::Released,
        text: None,
        repeat: false,
        window,
    });
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    app.update();
    app.update();
}

/// Types `text` letter by letter, as a keyboard would.
fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        let key = match c.to_ascii_uppercase() {
            'A'..='Z' => {
                let offset = c.to_ascii_uppercase() as u8 - b'A';
                KEYS[offset as usize]
            }
            '0'..='9' => DIGITS[(c as u8 - b'0') as usize],
            _ => KeyCode::Minus,
        };
        press(app, key, Key::Character(c.to_string().into()));
    }
}

const KEYS: [KeyCode; 26] = [
    KeyCode::KeyA,
    KeyCode::KeyB,
    KeyCode::KeyC,
    KeyCode::KeyD,
    KeyCode::KeyE,
    KeyCode::KeyF,
    KeyCode::KeyG,
    KeyCode::KeyH,
    KeyCode::KeyI,
    KeyCode::KeyJ,
    KeyCode::KeyK,
    KeyCode::KeyL,
    KeyCode::KeyM,
    KeyCode::KeyN,
    KeyCode::KeyO,
    KeyCode::KeyP,
    KeyCode::KeyQ,
    KeyCode::KeyR,
    KeyCode::KeyS,
    KeyCode::KeyT,
    KeyCode::KeyU,
    KeyCode::KeyV,
    KeyCode::KeyW,
    KeyCode::KeyX,
    KeyCode::KeyY,
    KeyCode::KeyZ,
];

const DIGITS: [KeyCode; 10] = [
    KeyCode::Digit0,
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

fn code_message(app: &mut App) -> String {
    let world = app.world_mut();
    let mut message = world.query_filtered::<&Text, With<CodeMessage>>();
    message
        .single(world)
        .map(|t| t.0.clone())
        .unwrap_or_default()
}

/// Every game and table size, with a deal from the middle of a match.
fn codes() -> Vec<DealCode> {
    let rules = [
        AnyRules::Wendellhead(wh::Rules::standard(3)),
        AnyRules::Whist(whist::Rules::standard()),
        AnyRules::Hearts(hearts::Rules::standard(4)),
        AnyRules::Hearts(hearts::Rules::standard(5)),
        AnyRules::Schafkopf(schafkopf::Rules::standard()),
        AnyRules::Schafkopf(schafkopf::Rules::of_variant(schafkopf::Variant::Three)),
        AnyRules::Schafkopf(schafkopf::Rules::of_variant(schafkopf::Variant::Two)),
    ];
    rules
        .into_iter()
        .enumerate()
        .map(|(i, rules)| {
            let seed = 4_000 + i as u64;
            let deal = 1 + i as u32 % 3;
            DealCode {
                rules,
                seed,
                deal,
                dealer: Seat(((seed + deal as u64) % rules.players() as u64) as u8),
            }
        })
        .collect()
}

#[test]
fn a_typed_code_replays_its_deal_once_unscored_in_every_game() {
    for code in codes() {
        // A Whist match of the person waits for Continue.
        let mut setup = MatchSetup {
            game: wendellhead::engine::GameKind::Whist,
            ..Default::default()
        };
        setup.set_players(4).unwrap();
        let store = common::app::store_with_saved_match(setup);
        let saved_before = store.read(SAVE_FILE).unwrap();
        assert!(saved_before.is_some());
        let mut app = headless(store, Speed::Instant);
        assert_eq!(screen(&app), Screen::Title);
        // R opens the panel; a mistyped code is refused under the box and the title stays.
        press(&mut app, KeyCode::KeyR, Key::Character("r".into()));
        assert!(texts(&mut app).iter().any(|t| t == "Replay a deal"));
        let text = code.to_string();
        let mut typo = text.clone();
        typo.pop();
        type_text(&mut app, &typo);
        press(&mut app, KeyCode::Enter, Key::Enter);
        assert_eq!(screen(&app), Screen::Title, "{typo} was refused");
        let message = code_message(&mut app);
        assert!(message.contains("mistyped"), "{message}");
        // Backspace takes letters back; the right code, typed in lower case, starts the replay.
        for _ in 0..typo.len() {
            press(&mut app, KeyCode::Backspace, Key::Backspace);
        }
        type_text(&mut app, &text.to_lowercase());
        press(&mut app, KeyCode::Enter, Key::Enter);
        assert_eq!(screen(&app), Screen::Playing, "{text}");
        let expected = code.start(&mut Vec::new()).unwrap();
        {
            let table = app.world().resource::<Table>();
            assert_eq!(table.replay, Some(code));
            for s in 0..expected.players() {
                assert_eq!(table.game.hand(Seat(s)), expected.hand(Seat(s)), "{text}");
            }
            assert_eq!(table.game.dealer(), code.dealer);
        }
        // The person plays the deal out; the round's panel says Done and the replay ends after this one deal.
        let mut panel_seen = false;
        for _ in 0..30_000 {
            app.update();
            if screen(&app) != Screen::Playing {
                break;
            }
            if app.world().resource::<Table>().shown.scoring.is_some() {
                panel_seen = true;
                assert!(texts(&mut app).iter().any(|t| t == "Done"), "{text}");
                // The code, and (for the person) that T shows the table behind the panel.
                let line = format!("Deal {text} · T: look at the table");
                assert!(texts(&mut app).iter().any(|t| t == &line), "{line}");
                app.world_mut().write_message(NextRound);
                continue;
            }
            person_moves(&mut app);
        }
        app.update();
        assert_eq!(screen(&app), Screen::MatchOver, "{text}");
        let table = app.world().resource::<Table>();
        assert_eq!(
            table.game.deals(),
            code.deal + 2,
            "{text}: the engine dealt the next deal, the table did not show it"
        );
        assert!(
            panel_seen || matches!(table.game, AnyMatch::Wendellhead(_)),
            "{text}: the hand's scores were shown"
        );
        let all = texts(&mut app);
        assert!(all.iter().any(|t| t == "The deal is played"), "{all:?}");
        assert!(all.iter().any(|t| t.contains(&text)));
        // Nothing was saved over the match waiting for Continue, and the statistics did not count the replay.
        for _ in 0..3 {
            app.update();
        }
        let store = app.world().resource::<Store>();
        assert_eq!(store.read(SAVE_FILE).unwrap(), saved_before, "{text}");
        assert_eq!(store.read(STATS_FILE).unwrap(), None, "{text}");
        // Deal it again (focused: Enter) deals the same cards once more.
        press(&mut app, KeyCode::Enter, Key::Enter);
        assert_eq!(screen(&app), Screen::Playing);
        let table = app.world().resource::<Table>();
        assert_eq!(table.replay, Some(code));
        assert_eq!(DealCode::of(&table.game), code, "the same deal");
    }
}

/// The replay panel's help shows a real code of every game, each named by its game: each one reads back as a
/// deal of that game.
#[test]
fn the_replay_panel_shows_a_code_of_every_game() {
    let mut app = headless(Store::memory(), Speed::Instant);
    press(&mut app, KeyCode::KeyR, Key::Character("r".into()));
    let all = texts(&mut app);
    let help = all
        .iter()
        .find(|t| t.starts_with("Type the code"))
        .expect("the help line");
    for game in wendellhead::engine::GameKind::ALL {
        let name = wendellhead::app::i18n::game_short_title(game);
        let at = help
            .find(&format!("{name}\u{a0}"))
            .unwrap_or_else(|| panic!("{name} has no example: {help}"));
        let code: String = help[at + name.len() + '\u{a0}'.len_utf8()..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        let deal: DealCode = code.parse().expect("the example reads");
        let start = deal.start(&mut Vec::new()).expect("and deals");
        assert_eq!(start.kind(), game, "{code}");
    }
}

/// What the box holds now, if the panel is open.
fn code_entry(app: &mut App) -> Option<String> {
    let world = app.world_mut();
    let mut entry = world.query::<&CodeEntry>();
    entry.single(world).ok().map(|e| e.0.clone())
}

/// Sends what the web page's code field did, as `src/app/web/code_field.rs` does, and lets the game take it.
fn from_field(app: &mut App, said: CodeField) {
    app.world_mut().write_message(said);
    app.update();
    app.update();
}

/// The web page's text field over the box (`CodeField`, how a phone's keyboard types a code) goes through the
/// box's own letters, checks and reasons: its text is kept as keys would type it (capitals, no spaces), its Go
/// refuses a mistyped code with the very reason Enter on the box gives, its Esc closes the panel as Cancel does,
/// keys typed after it add to its text, and Go with the right code (typed in lower case, spaced) deals that deal.
#[test]
fn the_web_pages_code_field_goes_through_the_boxs_checks() {
    let code = codes()[1];
    let text = code.to_string();
    let mut typo = text.clone();
    typo.pop();
    let mut app = headless(Store::memory(), Speed::Instant);
    // The reason for the typo, typed on keys.
    press(&mut app, KeyCode::KeyR, Key::Character("r".into()));
    type_text(&mut app, &typo);
    press(&mut app, KeyCode::Enter, Key::Enter);
    let by_keys = code_message(&mut app);
    assert!(by_keys.contains("mistyped"), "{by_keys}");
    // Esc in the field closes the panel.
    from_field(&mut app, CodeField::Cancel);
    assert_eq!(
        code_entry(&mut app),
        None,
        "Esc in the field closed the panel"
    );
    assert_eq!(screen(&app), Screen::Title);
    // The same typo from the field, in lower case with a space: the box holds it as keys would have typed it.
    press(&mut app, KeyCode::KeyR, Key::Character("r".into()));
    assert_eq!(code_entry(&mut app).as_deref(), Some(""));
    from_field(
        &mut app,
        CodeField::Typed(format!(" {}", typo.to_lowercase())),
    );
    assert_eq!(code_entry(&mut app), Some(typo.clone()));
    assert!(
        texts(&mut app).iter().any(|t| *t == format!("{typo}_")),
        "the box shows the field's text"
    );
    from_field(&mut app, CodeField::Go);
    assert_eq!(screen(&app), Screen::Title, "{typo} was refused");
    assert_eq!(
        code_message(&mut app),
        by_keys,
        "the same reason as by keys"
    );
    // A key typed into the box after the field adds to the field's text.
    let last = text.chars().last().unwrap();
    type_text(&mut app, &last.to_string());
    assert_eq!(code_entry(&mut app), Some(text.clone()));
    // The field's whole text again, the right code: Go deals it.
    from_field(
        &mut app,
        CodeField::Typed(text.to_lowercase().replace('-', " - ")),
    );
    assert_eq!(code_entry(&mut app), Some(text.clone()));
    from_field(&mut app, CodeField::Go);
    assert_eq!(screen(&app), Screen::Playing, "{text}");
    let table = app.world().resource::<Table>();
    assert_eq!(table.replay, Some(code));
    assert_eq!(DealCode::of(&table.game), code, "the deal the field named");
}

/// A refused code's reason stays only until the code is edited: a letter typed, a letter taken back, or new text
/// from the web page's field each bring back the line that helps; Replay on a code still wrong says why again.
#[test]
fn a_refused_codes_reason_goes_once_the_code_is_edited() {
    let text = codes()[1].to_string();
    let mut typo = text.clone();
    typo.pop();
    let mut app = headless(Store::memory(), Speed::Instant);
    press(&mut app, KeyCode::KeyR, Key::Character("r".into()));
    let help = code_message(&mut app);
    type_text(&mut app, &typo);
    assert_eq!(code_message(&mut app), help, "typing is not refused");
    let refuse = |app: &mut App| {
        press(app, KeyCode::Enter, Key::Enter);
        assert_eq!(screen(app), Screen::Title, "a wrong code is refused");
        let reason = code_message(app);
        assert_ne!(reason, help, "the refusal says why");
    };
    refuse(&mut app);
    type_text(&mut app, "A");
    assert_eq!(code_message(&mut app), help, "a letter typed");
    refuse(&mut app);
    press(&mut app, KeyCode::Backspace, Key::Backspace);
    assert_eq!(code_message(&mut app), help, "a letter taken back");
    refuse(&mut app);
    from_field(&mut app, CodeField::Typed(format!("{typo}B")));
    assert_eq!(code_message(&mut app), help, "the web page's field edited");
    refuse(&mut app);
}
