//! Languages: every message the code asks for is in both English and German, with the arguments the code
//! passes; the files parse; switching the language in the settings rewrites the screen.
//! Every test here takes the binary's turn (`crate::one_at_a_time`): what the words say depends on the process's
//! language and touch setting, which German's layout and the touch tests beside them change.
#![cfg(feature = "app")]

use crate::common;

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentArgs;
use wendellhead::app::games::summary::COUNTED;
use wendellhead::app::i18n::{self, Language};
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::storage::Store;

/// Every `t!("key", name = …)` in the sources, with the argument names it passes; and the keys named in a
/// `tr(…)` or `tr_in(…)` call.
fn keys_in_code() -> BTreeMap<String, BTreeSet<String>> {
    let mut found: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut files = vec![std::path::PathBuf::from(root)];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        // A call in a comment is an example, not a message the game shows.
        let in_comment = |at: usize| {
            let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
            text[line_start..at].trim_start().starts_with("//")
        };
        for (at, _) in text.match_indices("t!(") {
            // Only the macro: not `format!(`, `assert!(` or another name ending in t.
            if text[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') || in_comment(at) {
                continue;
            }
            let rest = text[at + 3..].trim_start();
            let Some(rest) = rest.strip_prefix('"') else {
                continue;
            };
            let Some(end) = rest.find('"') else { continue };
            let key = rest[..end].to_string();
            let names = found.entry(key).or_default();
            names.extend(argument_names(&rest[end + 1..]));
        }
        for call in ["tr(", "tr_in("] {
            for (at, _) in text.match_indices(call) {
                if text[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') || in_comment(at)
                {
                    continue;
                }
                let args = &text[at + call.len()..];
                let line = &args[..args.find(')').unwrap_or(args.len())];
                if let Some(start) = line.find('"') {
                    let key = &line[start + 1..];
                    if let Some(end) = key.find('"') {
                        let key = &key[..end];
                        if !key.is_empty() && !key.contains('{') {
                            found.entry(key.to_string()).or_default();
                        }
                    }
                }
            }
        }
    }
    // The lessons' lines are named by the lesson files (`assets/lessons/`), with the arguments each step gives:
    // the cards and suits it names, and (a play step's) its first card, which a line may leave out.
    let courses = wendellhead::learn::Courses::shipped().expect("the shipped lessons read");
    let english = messages(Language::English);
    found
        .entry(wendellhead::learn::GENERAL_WRONG.into())
        .or_default();
    for course in &courses.courses {
        found
            .entry(format!("learn-course-{}", course.id))
            .or_default();
        for lesson in &course.lessons {
            found.entry(lesson.title_id()).or_default();
            found.entry(lesson.learned_id()).or_default();
            for step in &lesson.steps {
                let mut names: BTreeSet<String> = step
                    .cards
                    .keys()
                    .chain(step.suits.keys())
                    .cloned()
                    .collect();
                if matches!(step.act, wendellhead::learn::Act::Play(_)) {
                    names.insert("card".into());
                }
                // Each of the step's lines is given all of them and may use any: what an English line uses
                // counts as given, so a German line using a name the step does not give is still caught.
                for key in std::iter::once(&step.say).chain(step.wrong.as_ref()) {
                    let given = names
                        .iter()
                        .filter(|n| english.get(key).is_some_and(|u| u.contains(*n)))
                        .cloned();
                    found.entry(key.clone()).or_default().extend(given);
                }
            }
        }
    }
    for word in COUNTED {
        found
            .entry(format!("count-{word}"))
            .or_default()
            .insert("count".into());
    }
    found
}

/// The names of `name = value` arguments at the top level of a macro call, up to its closing parenthesis.
fn argument_names(rest: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    let mut after_comma = false;
    let chars: Vec<char> = rest.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            i += 1;
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => after_comma = true,
            c if after_comma && (c.is_alphabetic() || c == '_') => {
                let name: String = chars[i..]
                    .iter()
                    .take_while(|c| c.is_alphanumeric() || **c == '_')
                    .collect();
                let after: String = chars[i + name.len()..].iter().collect();
                let after = after.trim_start();
                if after.starts_with('=') && !after.starts_with("==") {
                    names.push(name.clone());
                }
                after_comma = false;
                i += name.len();
                continue;
            }
            c if !c.is_whitespace() => after_comma = false,
            _ => {}
        }
        i += 1;
    }
    names
}

fn messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    i18n::messages(language)
        .into_iter()
        .map(|(key, args)| (key, args.into_iter().collect()))
        .collect()
}

#[test]
fn both_language_files_parse_and_define_each_message_once() {
    let _turn = crate::one_at_a_time();
    for language in Language::ALL {
        assert_eq!(
            i18n::parse_errors(language),
            Vec::<String>::new(),
            "{language:?}"
        );
        let keys: Vec<String> = i18n::messages(language)
            .into_iter()
            .map(|(k, _)| k)
            .collect();
        let unique: BTreeSet<&String> = keys.iter().collect();
        assert_eq!(
            keys.len(),
            unique.len(),
            "{language:?} defines a message twice"
        );
    }
}

#[test]
fn every_message_the_code_uses_is_in_both_languages_with_the_arguments_it_is_given() {
    let _turn = crate::one_at_a_time();
    let code = keys_in_code();
    // The scan must see the code's calls: a broken scan would pass vacuously.
    assert!(
        code.len() > 500,
        "only {} message keys found in src/",
        code.len()
    );
    let mut problems = Vec::new();
    for language in Language::ALL {
        let files = messages(language);
        for (key, passed) in &code {
            let Some(used) = files.get(key) else {
                problems.push(format!("{language:?} lacks `{key}`"));
                continue;
            };
            // `suits` is given to every message by the words themselves (`i18n::with_suits`).
            for name in used.difference(passed).filter(|name| *name != "suits") {
                problems.push(format!(
                    "{language:?} `{key}` uses ${name}, which the code does not pass"
                ));
            }
        }
    }
    // An argument the code passes that neither language uses is a misspelt name.
    let english = messages(Language::English);
    let german = messages(Language::German);
    for (key, passed) in &code {
        for name in passed {
            let used = |m: &BTreeMap<String, BTreeSet<String>>| {
                m.get(key).is_some_and(|u| u.contains(name))
            };
            if !used(&english) && !used(&german) {
                problems.push(format!("`{key}` is given ${name} but no language uses it"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_message_in_the_files_is_used_by_the_code() {
    let _turn = crate::one_at_a_time();
    let code = keys_in_code();
    // A touch screen's words stand in for their message (`tests` below checks them).
    let used = |key: &String| {
        code.contains_key(key)
            || key
                .strip_suffix(i18n::TOUCH_SUFFIX)
                .is_some_and(|of| code.contains_key(of))
    };
    let unused: Vec<String> = messages(Language::English)
        .into_keys()
        .filter(|key| !used(key))
        .collect();
    assert!(unused.is_empty(), "messages no code asks for: {unused:?}");
}

/// Rule of the words: a player who plays by touch is never told to press a key or click. Every message that
/// names a key or a click has words for a touch screen (`KEY-touch`) in both languages, which name none, take no
/// argument the message is not given, and are the ones said while the game speaks of taps.
#[test]
fn every_message_naming_a_key_has_words_for_a_touch_screen_that_name_none() {
    let _turn = crate::one_at_a_time();
    let mut problems = Vec::new();
    let mut named = 0;
    for language in Language::ALL {
        let all = messages(language);
        for (key, args) in &all {
            let mut given = FluentArgs::new();
            for name in args {
                given.set(name.clone(), "Mara");
            }
            let line = i18n::tr_as(language, false, key, Some(&given));
            if let Some(of) = key.strip_suffix(i18n::TOUCH_SUFFIX) {
                match all.get(of) {
                    None => problems.push(format!("{language:?} `{key}` stands for no message")),
                    Some(base) if !args.is_subset(base) => problems.push(format!(
                        "{language:?} `{key}` takes {args:?}, more than `{of}` is given: {base:?}"
                    )),
                    _ => {}
                }
                if let Some(k) = common::app::key_named(&line) {
                    problems.push(format!("{language:?} `{key}` names {k:?}: {line}"));
                }
                continue;
            }
            let Some(k) = common::app::key_named(&line) else {
                continue;
            };
            named += 1;
            let touch_key = format!("{key}{}", i18n::TOUCH_SUFFIX);
            if !all.contains_key(&touch_key) {
                problems.push(format!(
                    "{language:?} `{key}` names {k:?} but has no `{touch_key}`: {line}"
                ));
                continue;
            }
            let tapped = i18n::tr_as(language, true, key, Some(&given));
            if tapped != i18n::tr_as(language, false, &touch_key, Some(&given)) {
                problems.push(format!(
                    "{language:?} `{key}` is not said as `{touch_key}` by touch"
                ));
            }
        }
    }
    // The scan must see the keys the game names (buttons, prompts, the rules' keys).
    assert!(named > 60, "only {named} messages found naming a key");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn both_languages_have_the_same_messages() {
    let _turn = crate::one_at_a_time();
    let english: BTreeSet<String> = messages(Language::English).into_keys().collect();
    let german: BTreeSet<String> = messages(Language::German).into_keys().collect();
    let only_english: Vec<_> = english.difference(&german).collect();
    let only_german: Vec<_> = german.difference(&english).collect();
    assert!(
        only_english.is_empty() && only_german.is_empty(),
        "only in English: {only_english:?}\nonly in German: {only_german:?}"
    );
}

#[test]
fn every_message_formats_cleanly_with_its_arguments_in_both_languages() {
    let _turn = crate::one_at_a_time();
    for language in Language::ALL {
        for (key, names) in i18n::messages(language) {
            // Numbers and words both: a selector must fall to its default on either.
            for value in [FluentArgsValue::Number, FluentArgsValue::Word] {
                let mut args = FluentArgs::new();
                for name in &names {
                    match value {
                        FluentArgsValue::Number => args.set(name.clone(), 2),
                        FluentArgsValue::Word => args.set(name.clone(), "Mara"),
                    }
                }
                let errors = i18n::format_errors(language, &key, &args);
                assert!(errors.is_empty(), "{language:?} `{key}`: {errors:?}");
            }
        }
    }
}

#[derive(Clone, Copy)]
enum FluentArgsValue {
    Number,
    Word,
}

#[test]
fn messages_alike_in_one_language_are_alike_in_the_other() {
    let _turn = crate::one_at_a_time();
    // The screen's rewrite on a language change maps each whole message back to its key by its words: two keys
    // sharing their words in one language must share them in the other too. Words that differ only in capitals
    // ("Stiche": "Tricks" as a heading, "tricks" as a unit inside a line) are the same line on screen.
    for (from, to) in [
        (Language::English, Language::German),
        (Language::German, Language::English),
    ] {
        let mut by_words: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (key, args) in i18n::messages(from) {
            if args.is_empty() {
                by_words
                    .entry(i18n::tr_in(from, &key, None))
                    .or_default()
                    .insert(i18n::tr_in(to, &key, None).to_lowercase());
            }
        }
        let clashes: Vec<_> = by_words
            .iter()
            .filter(|(_, other)| other.len() > 1)
            .collect();
        assert!(clashes.is_empty(), "{from:?} → {to:?}: {clashes:?}");
    }
}

/// A casual match (one with a card taken back) has one name in German, as in English: "ungewertet", the
/// opposite of the "gewertete Partie" the setup offers; "freie Partie" once named the same thing beside it.
#[test]
fn a_casual_match_has_one_name_in_german() {
    let _turn = crate::one_at_a_time();
    let mut named = 0;
    for key in messages(Language::English).into_keys() {
        let english = i18n::tr_in(Language::English, &key, None).to_lowercase();
        let german = i18n::tr_in(Language::German, &key, None).to_lowercase();
        assert!(
            !german.contains("freie partie") && !german.contains("freien partie"),
            "{key}: {german}"
        );
        if english.contains("casual") {
            named += 1;
            assert!(german.contains("ungewertet"), "{key}: {english} → {german}");
        }
    }
    assert!(named >= 5, "{named} messages name a casual match");
}

#[test]
fn locale_tags_choose_the_language() {
    let _turn = crate::one_at_a_time();
    assert_eq!(Language::from_locale("de-DE"), Language::German);
    assert_eq!(Language::from_locale("de_AT.UTF-8"), Language::German);
    assert_eq!(Language::from_locale("DE"), Language::German);
    assert_eq!(Language::from_locale("en-GB"), Language::English);
    assert_eq!(Language::from_locale("fr-FR"), Language::English);
    assert_eq!(Language::from_locale("C"), Language::English);
    assert_eq!(Language::from_locale(""), Language::English);
}

#[test]
fn german_cards_and_plurals_read_as_german() {
    let _turn = crate::one_at_a_time();
    let mut one = FluentArgs::new();
    one.set("count", 1);
    let mut many = FluentArgs::new();
    many.set("count", 3);
    assert_eq!(
        i18n::tr_in(Language::German, "count-trick", Some(&one)),
        "1 Stich"
    );
    assert_eq!(
        i18n::tr_in(Language::German, "count-trick", Some(&many)),
        "3 Stiche"
    );
    assert_eq!(
        i18n::tr_in(Language::English, "count-trick", Some(&one)),
        "1 trick"
    );
    assert_eq!(
        i18n::tr_in(Language::English, "count-trick", Some(&many)),
        "3 tricks"
    );
    let mut card = FluentArgs::new();
    card.set("rank", "Dame");
    card.set("suit", "Pik");
    assert_eq!(
        i18n::tr_in(Language::German, "card-spoken", Some(&card)),
        "Pik-Dame"
    );
}

#[test]
fn choosing_german_in_the_settings_rewrites_the_screen_and_english_brings_it_back() {
    let _turn = crate::one_at_a_time();
    let mut app = common::app::headless(Store::memory(), Speed::Instant);
    let english = common::app::texts(&mut app);
    assert!(english.iter().any(|t| t == "New game"), "{english:?}");
    app.world_mut().resource_mut::<Settings>().language = Some(Language::German);
    app.update();
    let german = common::app::texts(&mut app);
    assert!(german.iter().any(|t| t == "Neues Spiel"), "{german:?}");
    assert!(!german.iter().any(|t| t == "New game"), "{german:?}");
    assert_eq!(i18n::language(), Language::German);
    // A screen opened afterwards is German from the start, its lines with numbers and names too.
    common::app::deal(
        &mut app,
        common::app::short_match(wendellhead::engine::GameKind::Hearts),
        3,
    );
    for _ in 0..60 {
        app.update();
    }
    let table = common::app::texts(&mut app);
    assert!(table.iter().any(|t| t == "Tipp"), "{table:?}");
    assert!(table.iter().any(|t| t == "Menü"), "{table:?}");
    assert!(!table.iter().any(|t| t.contains("Hint")), "{table:?}");
    no_word_twice_in_the_statistics();
    let german_tips = tooltips(&mut app);
    assert!(german_tips.len() >= 4, "{german_tips:?}");
    // The table's own lines follow a change at once: the toolbar and the plates.
    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    app.update();
    app.update();
    let back = common::app::texts(&mut app);
    assert!(back.iter().any(|t| t == "Hint"), "{back:?}");
    // So do the toolbar's tooltips, every one of them (they stayed German until the table was laid out again).
    let english_tips = tooltips(&mut app);
    assert!(
        english_tips.iter().any(|t| t.starts_with("Hint: ")),
        "{english_tips:?}"
    );
    for english in &english_tips {
        assert!(
            !german_tips.contains(english),
            "a tooltip stayed German: {english}"
        );
    }
    let plates = plate_lines(&mut app);
    assert!(
        plates
            .iter()
            .any(|t| t.ends_with(" cards") || t.ends_with(" card")),
        "{plates:?}"
    );
    assert!(!plates.iter().any(|t| t.contains("Karte")), "{plates:?}");
    no_word_twice_in_the_statistics();
    // The choice is kept in the settings file.
    assert_eq!(
        app.world().resource::<Settings>().language,
        Some(Language::English)
    );
}

/// The toolbar's tooltips as a player by touch reads them ("Hint: the card a strong player would choose …").
fn tooltips(app: &mut bevy::prelude::App) -> Vec<String> {
    let world = app.world_mut();
    let mut tips = world.query::<&wendellhead::app::tool_buttons::Tooltip>();
    let mut lines: Vec<String> = tips.iter(world).map(|t| t.line(true)).collect();
    lines.sort();
    lines
}

/// Hearts' corner badge names the game as the title and the setup do (German once said HERZ under "Hearts").
#[test]
fn the_hearts_badge_names_the_game_as_its_title_does() {
    let _turn = crate::one_at_a_time();
    for language in Language::ALL {
        assert_eq!(
            i18n::tr_in(language, "hud-hearts", None).to_lowercase(),
            i18n::tr_in(language, "game-hearts", None).to_lowercase(),
            "{language:?}"
        );
    }
}

/// A shipped pack's credit says its authors' roles in the player's language: "(designs)" and "(SVG package)"
/// once stayed English in German.
#[test]
fn a_packs_credit_says_its_roles_in_the_players_language() {
    let _turn = crate::one_at_a_time();
    let author = "Adrian Kennard (designs), Letele Motebang (SVG package)";
    i18n::set_language(Language::German);
    let german = wendellhead::app::settings_panel::shown_author(author);
    i18n::set_language(Language::English);
    let english = wendellhead::app::settings_panel::shown_author(author);
    assert_eq!(
        german,
        "Adrian Kennard (Entwürfe), Letele Motebang (SVG-Paket)"
    );
    assert_eq!(english, author);
    // A player's own pack keeps its words.
    assert_eq!(
        wendellhead::app::settings_panel::shown_author("Mara (alles)"),
        "Mara (alles)"
    );
}

/// The statistics panel's table of every game, in the current language, says no word twice in a row ("Hands won
/// won 0" was one) and shows both of its figures.
fn no_word_twice_in_the_statistics() {
    let figures = wendellhead::app::stats::GameStats {
        rated: wendellhead::app::stats::Figures {
            matches: 1,
            hands: 7,
            rounds: 2,
            tricks: 31,
            ..Default::default()
        },
        ..Default::default()
    };
    for game in wendellhead::engine::GameKind::ALL {
        let table = wendellhead::app::stats::figures_table(game, &figures);
        let line = table
            .iter()
            .map(|row| row.join(" · "))
            .collect::<Vec<_>>()
            .join(" · ");
        let words: Vec<String> = line
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        assert!(
            words.windows(2).all(|w| w[0] != w[1]),
            "{:?} {game:?}: {line}",
            i18n::language()
        );
        assert!(line.contains("2") && line.contains("31"), "{line}");
    }
}

/// The table's 2D lines (the plates, the badge, the prompt).
fn plate_lines(app: &mut bevy::prelude::App) -> Vec<String> {
    let world = app.world_mut();
    let mut texts = world.query::<&bevy::prelude::Text2d>();
    texts.iter(world).map(|t| t.0.clone()).collect()
}

/// The counted words of each language, singular and plural: what follows a number in the game's messages.
const NOUNS: &[(Language, &str, &str)] = &[
    (Language::English, "point", "points"),
    (Language::English, "card", "cards"),
    (Language::English, "trick", "tricks"),
    (Language::English, "Pin", "Pins"),
    (Language::English, "Flint", "Flints"),
    (Language::English, "hand", "hands"),
    (Language::English, "game", "games"),
    (Language::English, "deal", "deals"),
    (Language::English, "match", "matches"),
    (Language::English, "solo", "solos"),
    (Language::English, "player", "players"),
    (Language::English, "second", "seconds"),
    (Language::German, "Punkt", "Punkte"),
    (Language::German, "Karte", "Karten"),
    (Language::German, "Stich", "Stiche"),
    (Language::German, "Auge", "Augen"),
    (Language::German, "Spiel", "Spiele"),
    (Language::German, "Partie", "Partien"),
    (Language::German, "Runde", "Runden"),
    (Language::German, "Solo", "Soli"),
    (Language::German, "Spieler", "Spieler"),
    (Language::German, "Sekunde", "Sekunden"),
];

/// The arguments that are counts: the game passes them numbers (the others are names, cards and words).
const COUNTS: &[&str] = &[
    "count",
    "points",
    "players",
    "target",
    "deals",
    "deal",
    "pins",
    "flints",
    "tricks",
    "us",
    "them",
    "wins",
    "matches",
    "value",
    "factor",
    "chosen",
    "hands",
    "hand",
    "solos",
    "total",
    "costly",
    "streak",
    "best",
    "rounds",
    "away",
    "covered",
    "up",
    "left",
    "games",
    "first_games",
    "second_games",
    "computers",
    "seats",
    "declarers",
    "defenders",
    "amount",
    "done",
    "size",
    "one",
    "two",
    "each",
    "kept",
    "known",
    "decks",
    "width",
    "height",
    "want_width",
    "want_height",
    "index",
    "length",
    "ours",
    "odd",
    "cost",
    "pips",
];

/// Plurals everywhere: every message, its arguments all given 0, 1, 2 and 5, in both languages, says "1 point"
/// and "2 points", never "1 points" or "5 point" (a number's noun agrees with it; "card points" counts as
/// points).
#[test]
fn every_number_agrees_with_its_noun_in_both_languages() {
    let _turn = crate::one_at_a_time();
    let mut wrong = Vec::new();
    let mut counted = 0;
    for language in Language::ALL {
        for (key, names) in i18n::messages(language) {
            if names.is_empty() {
                continue;
            }
            for n in [0i64, 1, 2, 5] {
                let mut args = FluentArgs::new();
                for name in &names {
                    // Counts get the number; names, cards and words get a word, as the game gives them.
                    if COUNTS.contains(&name.as_str()) {
                        args.set(name.clone(), n);
                    } else {
                        args.set(name.clone(), "Mara");
                    }
                }
                let text = i18n::tr_in(language, &key, Some(&args));
                let words: Vec<&str> = text
                    .split(|c: char| {
                        c.is_whitespace() || matches!(c, ',' | '.' | ':' | ';' | '(' | ')' | '·')
                    })
                    .filter(|w| !w.is_empty())
                    .collect();
                for (i, pair) in words.windows(2).enumerate() {
                    if pair[0] != n.to_string() {
                        continue;
                    }
                    // "5 card points": the noun is the second word.
                    let noun = match (pair[1], words.get(i + 2)) {
                        ("card", Some(next)) if next.starts_with("point") => *next,
                        (w, _) => w,
                    };
                    for &(lang, one, many) in NOUNS {
                        if lang != language || one == many {
                            continue;
                        }
                        let bad = if n == 1 { noun == many } else { noun == one };
                        counted += (noun == one || noun == many) as u32;
                        if bad {
                            wrong.push(format!("{language:?} `{key}` with {n}: {text}"));
                        }
                    }
                }
            }
        }
    }
    assert!(counted > 100, "only {counted} counted nouns were seen");
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// Every line on screen: the menus' and panels' texts, their spans, and the table's 2D lines, sorted.
fn every_line(app: &mut bevy::prelude::App) -> Vec<String> {
    use bevy::prelude::*;
    let world = app.world_mut();
    let mut lines: Vec<String> = Vec::new();
    let mut texts = world.query::<&Text>();
    lines.extend(texts.iter(world).map(|t| t.0.clone()));
    let mut spans = world.query::<&TextSpan>();
    lines.extend(spans.iter(world).map(|t| t.0.clone()));
    let mut lines_2d = world.query::<&Text2d>();
    lines.extend(lines_2d.iter(world).map(|t| t.0.clone()));
    lines.retain(|l| !l.trim().is_empty());
    lines.sort();
    lines
}

/// Sets the language in the settings, as the settings panel does, and lets the screen follow.
fn switch_to(app: &mut bevy::prelude::App, language: Language) {
    app.world_mut().resource_mut::<Settings>().language = Some(language);
    for _ in 0..3 {
        app.update();
    }
}

/// Where a person can be: a screen or a panel, reached from a fresh start the same way every time.
type Place = (&'static str, fn() -> Store, fn(&mut bevy::prelude::App));

fn places() -> Vec<Place> {
    use bevy::prelude::*;
    use wendellhead::app::state::setup::MatchSetup;
    use wendellhead::app::state::{OpenPanel, Panel, PanelScope, Phase, Screen};
    use wendellhead::engine::GameKind;
    fn go(app: &mut App, screen: Screen) {
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(screen);
        for _ in 0..3 {
            app.update();
        }
    }
    fn open(app: &mut App, panel: Panel, scope: PanelScope) {
        app.world_mut().trigger(OpenPanel { panel, scope });
        for _ in 0..3 {
            app.update();
        }
    }
    fn saved_hearts() -> Store {
        common::app::store_with_saved_match(MatchSetup {
            game: GameKind::Hearts,
            ..Default::default()
        })
    }
    fn table(app: &mut App, game: GameKind, until: fn(&App) -> bool) {
        app.insert_resource(wendellhead::app::table::par::ParBudget(1_000_000));
        common::app::deal(app, common::app::short_match(game), 7);
        for _ in 0..20_000 {
            app.update();
            if until(app) {
                break;
            }
            common::app::person_moves(app);
        }
        for _ in 0..3 {
            app.update();
        }
    }
    fn persons_turn(app: &App) -> bool {
        let table = app
            .world()
            .resource::<wendellhead::app::state::table::Table>();
        table.caught_up()
            && !table.game.trick().cards().is_empty()
            && table.game.decision()
                == Some(wendellhead::engine::Decision::PlayCard {
                    seat: wendellhead::engine::Seat(0),
                })
    }
    fn scored(app: &App) -> bool {
        let table = app
            .world()
            .resource::<wendellhead::app::state::table::Table>();
        table.shown.scoring.is_some() && table.hands.first().is_some_and(|h| h.par.is_some())
    }
    let mut places: Vec<Place> = vec![
        ("the title with a saved match", saved_hearts, |_| {}),
        ("the settings over the title", Store::memory, |app| {
            open(app, Panel::Settings, PanelScope::Screen(Screen::Title))
        }),
        ("the statistics", Store::memory, |app| {
            open(app, Panel::Statistics, PanelScope::Screen(Screen::Title))
        }),
        ("the About panel", Store::memory, |app| {
            open(app, Panel::About, PanelScope::Screen(Screen::Title))
        }),
        ("the replay panel", Store::memory, |app| {
            common::app::press(app, KeyCode::KeyR)
        }),
    ];
    for game in GameKind::ALL {
        places.push(match game {
            GameKind::Wendellhead => ("the setup of Wendellhead", Store::memory, |app| {
                app.world_mut().resource_mut::<MatchSetup>().game = GameKind::Wendellhead;
                go(app, Screen::Setup)
            }),
            GameKind::Whist => ("the setup of Whist", Store::memory, |app| {
                app.world_mut().resource_mut::<MatchSetup>().game = GameKind::Whist;
                go(app, Screen::Setup)
            }),
            GameKind::Hearts => ("the setup of Hearts", Store::memory, |app| {
                app.world_mut().resource_mut::<MatchSetup>().game = GameKind::Hearts;
                go(app, Screen::Setup)
            }),
            GameKind::Schafkopf => ("the setup of Schafkopf", Store::memory, |app| {
                app.world_mut().resource_mut::<MatchSetup>().game = GameKind::Schafkopf;
                go(app, Screen::Setup)
            }),
        });
    }
    places.extend([
        (
            "the rules of Hearts",
            Store::memory as fn() -> Store,
            (|app: &mut App| {
                open(
                    app,
                    Panel::Rules(GameKind::Hearts),
                    PanelScope::Screen(Screen::Title),
                )
            }) as fn(&mut App),
        ),
        ("the rules of Schafkopf", Store::memory, |app| {
            open(
                app,
                Panel::Rules(GameKind::Schafkopf),
                PanelScope::Screen(Screen::Title),
            )
        }),
        ("a Hearts table, the person to play", Store::memory, |app| {
            table(app, GameKind::Hearts, persons_turn)
        }),
        ("a Whist table, the person to play", Store::memory, |app| {
            table(app, GameKind::Whist, persons_turn)
        }),
        (
            "a Wendellhead table, the person to play",
            Store::memory,
            |app| table(app, GameKind::Wendellhead, persons_turn),
        ),
        (
            "a Schafkopf table, the person to play",
            Store::memory,
            |app| table(app, GameKind::Schafkopf, persons_turn),
        ),
        ("the pause menu", Store::memory, |app| {
            table(app, GameKind::Whist, persons_turn);
            app.world_mut()
                .resource_mut::<NextState<Phase>>()
                .set(Phase::Paused);
            for _ in 0..3 {
                app.update();
            }
        }),
        ("the last trick", Store::memory, |app| {
            table(app, GameKind::Hearts, persons_turn);
            common::app::press(app, KeyCode::KeyL);
        }),
        ("a Whist hand's panel with its par", Store::memory, |app| {
            table(app, GameKind::Whist, scored)
        }),
        (
            "a Schafkopf hand's panel with its par",
            Store::memory,
            |app| table(app, GameKind::Schafkopf, scored),
        ),
        ("a Hearts hand's review", Store::memory, |app| {
            table(app, GameKind::Hearts, scored);
            common::app::press(app, KeyCode::KeyV);
        }),
        ("the score sheet of Schafkopf", Store::memory, |app| {
            table(app, GameKind::Schafkopf, scored);
            app.world_mut()
                .write_message(wendellhead::app::table::scores::OpenScores);
            for _ in 0..3 {
                app.update();
            }
        }),
        ("the score sheet of Wendellhead", Store::memory, |app| {
            table(app, GameKind::Wendellhead, scored);
            app.world_mut()
                .write_message(wendellhead::app::table::scores::OpenScores);
            for _ in 0..3 {
                app.update();
            }
        }),
    ]);
    places
}

/// One language at a time: at every screen and panel a person can reach, switching English → German → English
/// rewrites every line. After the switch to German the screen says exactly what a fresh start in German shows
/// there, and after the switch back, exactly what it said in English before.
#[test]
fn every_screen_follows_a_change_of_language_at_once() {
    let _turn = crate::one_at_a_time();
    let mut wrong = Vec::new();
    for (name, store, reach) in places() {
        let mut app = common::app::headless_in(store(), Speed::Instant, Language::English);
        reach(&mut app);
        let english = every_line(&mut app);
        switch_to(&mut app, Language::German);
        let switched = every_line(&mut app);
        let mut fresh = common::app::headless_in(store(), Speed::Instant, Language::German);
        reach(&mut fresh);
        let german = every_line(&mut fresh);
        drop(fresh);
        // The fresh German app made German the current language: the first app speaks it already.
        if switched != german {
            let stale: Vec<_> = switched.iter().filter(|l| !german.contains(l)).collect();
            let missing: Vec<_> = german.iter().filter(|l| !switched.contains(l)).collect();
            wrong.push(format!(
                "{name}, in German after the switch: {stale:?}\n    a fresh start shows: {missing:?}"
            ));
        }
        switch_to(&mut app, Language::English);
        let back = every_line(&mut app);
        if back != english {
            let stale: Vec<_> = back.iter().filter(|l| !english.contains(l)).collect();
            let missing: Vec<_> = english.iter().filter(|l| !back.contains(l)).collect();
            wrong.push(format!(
                "{name}, back in English: {stale:?}\n    it showed: {missing:?}"
            ));
        }
        assert!(english.len() > 3, "{name}: {english:?}");
    }
    // Leave the binary's other tests in English.
    i18n::set_language(Language::English);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
