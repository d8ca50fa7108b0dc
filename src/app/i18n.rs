//! Languages: every line the game shows or says comes from the Fluent files in `assets/locales/<lang>/`, in the
//! language the player chose in the settings (the system's language until then). `t!("key", name = value)` puts
//! one message into words. The words are the bottom of the app: this file uses none of its other files
//! (`language.rs` follows the setting).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Mutex, OnceLock};

use bevy::prelude::*;
pub use fluent_bundle::FluentArgs;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

/// Puts a message of `assets/locales/` into the current language: `t!("title-new-game")`,
/// `t!("hud-to-play", name = seat_name)`. Numbers stay numbers, so the message chooses its plural.
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::app::i18n::tr($key, None)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::app::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $crate::app::i18n::Arg::arg($value));)+
        $crate::app::i18n::tr($key, Some(&args))
    }};
}

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// English, the language the game was written in.
    #[default]
    English,
    /// German (Wendish Schafkopf is a German game).
    German,
}

impl Language {
    /// Every language, in the settings' order.
    pub const ALL: [Language; 2] = [Language::English, Language::German];

    /// The folder under `assets/locales/` and the language's tag.
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
        }
    }

    /// The language's own name for itself, as the settings show it in every language.
    pub fn name(self) -> String {
        tr_in(self, "language-name", None)
    }

    /// The language a locale tag like `de-AT` or `en_GB.UTF-8` asks for; English for any other.
    pub fn from_locale(tag: &str) -> Language {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Language::ALL
            .into_iter()
            .find(|l| l.code() == primary)
            .unwrap_or(Language::English)
    }

    /// The system's language (the browser's on the web), or English when it speaks none the game knows.
    pub fn system() -> Language {
        sys_locale::get_locale().map_or(Language::English, |tag| Language::from_locale(&tag))
    }
}

/// Each language's messages, one file per part of the game. They are built into the program (so the web build
/// fetches nothing more and a missing file cannot leave a screen blank); `tests/i18n.rs` checks them.
pub const FILES: [(Language, &str, &str); 12] = [
    (
        Language::English,
        "en/main.ftl",
        include_str!("../../assets/locales/en/main.ftl"),
    ),
    (
        Language::German,
        "de/main.ftl",
        include_str!("../../assets/locales/de/main.ftl"),
    ),
    (
        Language::English,
        "en/lessons-wendellhead.ftl",
        include_str!("../../assets/locales/en/lessons-wendellhead.ftl"),
    ),
    (
        Language::German,
        "de/lessons-wendellhead.ftl",
        include_str!("../../assets/locales/de/lessons-wendellhead.ftl"),
    ),
    (
        Language::English,
        "en/lessons-whist.ftl",
        include_str!("../../assets/locales/en/lessons-whist.ftl"),
    ),
    (
        Language::German,
        "de/lessons-whist.ftl",
        include_str!("../../assets/locales/de/lessons-whist.ftl"),
    ),
    (
        Language::English,
        "en/lessons-hearts.ftl",
        include_str!("../../assets/locales/en/lessons-hearts.ftl"),
    ),
    (
        Language::German,
        "de/lessons-hearts.ftl",
        include_str!("../../assets/locales/de/lessons-hearts.ftl"),
    ),
    (
        Language::English,
        "en/lessons-schafkopf.ftl",
        include_str!("../../assets/locales/en/lessons-schafkopf.ftl"),
    ),
    (
        Language::German,
        "de/lessons-schafkopf.ftl",
        include_str!("../../assets/locales/de/lessons-schafkopf.ftl"),
    ),
    (
        Language::English,
        "en/lessons-dreiwendsch.ftl",
        include_str!("../../assets/locales/en/lessons-dreiwendsch.ftl"),
    ),
    (
        Language::German,
        "de/lessons-dreiwendsch.ftl",
        include_str!("../../assets/locales/de/lessons-dreiwendsch.ftl"),
    ),
];

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle; 2] {
    static BUNDLES: OnceLock<[Bundle; 2]> = OnceLock::new();
    BUNDLES.get_or_init(|| Language::ALL.map(bundle))
}

/// One language's bundle; a line of a file that does not parse is reported and left out, never a panic.
fn bundle(language: Language) -> Bundle {
    let tag: unic_langid::LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Fluent wraps arguments in Unicode isolation marks for right-to-left text; neither language needs them and
    // the game's fonts would draw them as boxes.
    bundle.set_use_isolating(false);
    for (lang, path, text) in FILES {
        if lang != language {
            continue;
        }
        let resource =
            FluentResource::try_new(text.to_string()).unwrap_or_else(|(resource, errors)| {
                error!(
                    "assets/locales/{path}: {} lines do not parse: {errors:?}",
                    errors.len()
                );
                resource
            });
        if let Err(errors) = bundle.add_resource(resource) {
            error!("assets/locales/{path}: messages defined twice: {errors:?}");
        }
    }
    bundle
}

/// The language the game speaks now: the setting's, kept here so plain functions can put things into words.
static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// This thread's own words ([`keep_words_per_thread`]): whether it keeps them, and the language and touch
    /// last set on it.
    static HERE: std::cell::Cell<(bool, Option<u8>, Option<bool>)> = const { std::cell::Cell::new((false, None, None)) };
}

/// Makes the language and touch set on this thread hold for the lines put into words on it. The tests run several
/// apps at once, each on its own thread (one thread runs each app's schedules): without this, one test switching to
/// German changed the words another test was reading. The game, one app, never calls it.
pub fn keep_words_per_thread() {
    HERE.with(|here| here.set((true, None, None)));
}

/// Makes `language` the one messages are put into.
pub fn set_language(language: Language) {
    CURRENT.store(language as u8, Ordering::Relaxed);
    HERE.with(|here| {
        if let (true, _, touch) = here.get() {
            here.set((true, Some(language as u8), touch));
        }
    });
}

/// The language messages are put into now.
pub fn language() -> Language {
    let here = HERE.with(|here| here.get().1);
    let code = here.unwrap_or_else(|| CURRENT.load(Ordering::Relaxed));
    Language::ALL[usize::from(code).min(1)]
}

/// Whether the player plays by touch (a phone or a tablet, or a touch screen used last): the lines then speak of
/// taps and name no keys.
static TOUCH: AtomicBool = AtomicBool::new(false);

/// The suffix of a message's words for a touch screen: `pass-button-pass-touch` ("Pass cards") stands for
/// `pass-button-pass` ("Pass cards (P)") while [`touch`] holds. Only messages that name keys have one.
pub const TOUCH_SUFFIX: &str = "-touch";

/// Makes the lines speak of taps (`true`) or of keys and clicks (`false`).
pub fn set_touch(on: bool) {
    TOUCH.store(on, Ordering::Relaxed);
    HERE.with(|here| {
        if let (true, language, _) = here.get() {
            here.set((true, language, Some(on)));
        }
    });
}

/// Whether the lines speak of taps now: [`set_touch`]'s, unless [`in_taps`] says otherwise for a while.
pub fn touch() -> bool {
    let here = HERE.with(|here| here.get().2);
    IN_TAPS
        .with(|taps| taps.get())
        .or(here)
        .unwrap_or_else(|| TOUCH.load(Ordering::Relaxed))
}

thread_local! {
    /// What [`in_taps`] asks of the lines put into words on this thread meanwhile.
    static IN_TAPS: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

/// `words()`, its lines speaking of taps (`taps`) or of keys, whatever the player's hands: a phone's table
/// prompts in taps even where a key was pressed. Only this thread's lines are affected (a system's).
pub fn in_taps<R>(taps: bool, words: impl FnOnce() -> R) -> R {
    let before = IN_TAPS.with(|here| here.replace(Some(taps)));
    let said = words();
    IN_TAPS.with(|here| here.set(before));
    said
}

/// One message in the current language. The line is remembered with its key and arguments, so that a change of
/// language can say it again in the new one ([`say_again_in`]), wherever it is shown.
pub fn tr(key: &str, args: Option<&FluentArgs>) -> String {
    let line = tr_in(language(), key, args);
    remember(&line, key, args);
    line
}

/// A line put into words: its message and arguments.
#[derive(Clone, Debug)]
struct Said {
    key: String,
    args: Vec<(String, SaidArg)>,
}

/// An argument of a line: a value (a number, a name), or a line of the game itself with how it was said, taken
/// when the line was made ("Punkte" is both a column's name and Hearts' unit in German: the argument keeps which).
#[derive(Clone, Debug)]
enum SaidArg {
    Value(FluentValue<'static>),
    Line(String, Box<Said>),
}

/// Lines said lately, by their words. Bounded: past [`SAID_KEPT`] lines it starts again (the lines on screen are
/// said again every time they change, so they are among the latest).
fn said() -> &'static Mutex<HashMap<String, Said>> {
    static SAID: OnceLock<Mutex<HashMap<String, Said>>> = OnceLock::new();
    SAID.get_or_init(|| Mutex::new(HashMap::new()))
}

/// How many lines [`said`] keeps.
const SAID_KEPT: usize = 20_000;

/// Keeps how `line` was said; the latest saying of the same words wins, and an argument that was a line of the
/// game keeps the saying it had then (the one just made for it).
fn remember(line: &str, key: &str, args: Option<&FluentArgs>) {
    let Ok(mut lines) = said().lock() else { return };
    if lines.len() >= SAID_KEPT {
        lines.clear();
    }
    let args = args.map_or_else(Vec::new, |args| {
        args.iter()
            .map(|(name, value)| {
                let arg = match value {
                    FluentValue::String(text) => match lines.get(text.as_ref()) {
                        Some(inner) => SaidArg::Line(text.to_string(), Box::new(inner.clone())),
                        None => SaidArg::Value(value.clone().into_owned()),
                    },
                    _ => SaidArg::Value(value.clone().into_owned()),
                };
                (name.to_string(), arg)
            })
            .collect()
    });
    lines.insert(
        line.to_string(),
        Said {
            key: key.to_string(),
            args,
        },
    );
}

/// `line`, which the game said in some language, said again in `language`: the same message with the same
/// arguments, each argument that was itself a line of the game said again too ("hearts" in "your only heart",
/// "You" in "You win"). `None` for words the game did not put together from one message.
pub fn say_again_in(line: &str, language: Language) -> Option<String> {
    let said = said().lock().ok()?.get(line).cloned()?;
    Some(say(&said, language, 0))
}

fn say(said: &Said, language: Language, depth: u8) -> String {
    let mut args = FluentArgs::new();
    for (name, arg) in &said.args {
        let value = match arg {
            SaidArg::Value(value) => value.clone(),
            // A line cannot hold itself; the depth only guards against a cycle of equal words.
            SaidArg::Line(_, inner) if depth < 6 => {
                FluentValue::from(say(inner, language, depth + 1))
            }
            SaidArg::Line(text, _) => FluentValue::from(text.clone()),
        };
        args.set(name.clone(), value);
    }
    let again = tr_in(
        language,
        &said.key,
        Some(&args).filter(|a| a.iter().next().is_some()),
    );
    remember(&again, &said.key, Some(&args));
    again
}

/// One message in `language`. A message the file lacks is shown as its key (and reported), so a gap in a
/// translation is visible without stopping the game; `tests/i18n.rs` keeps there from being any.
pub fn tr_in(language: Language, key: &str, args: Option<&FluentArgs>) -> String {
    tr_as(language, touch(), key, args)
}

/// One message in `language`, in its words for a touch screen (its `-touch` message, where it has one) when
/// `touch` is set.
pub fn tr_as(language: Language, touch: bool, key: &str, args: Option<&FluentArgs>) -> String {
    let bundle = &bundles()[language as usize];
    let for_touch = touch
        .then(|| bundle.get_message(&format!("{key}{TOUCH_SUFFIX}")))
        .flatten();
    let Some(pattern) = for_touch
        .or_else(|| bundle.get_message(key))
        .and_then(|m| m.value())
    else {
        warn!("no message `{key}` in {}", language.code());
        return key.to_string();
    };
    let args = with_suits(args);
    let mut errors = vec![];
    let line = bundle.format_pattern(pattern, Some(&args), &mut errors);
    if !errors.is_empty() {
        warn!("message `{key}` in {}: {errors:?}", language.code());
    }
    line.into_owned()
}

/// `args` with `suits` added, the suits shown now ("french", "german", "swiss"): every message may choose its
/// words by them (a German deck's "top Obers" for the French "black queens") without each caller passing it.
fn with_suits<'a>(args: Option<&'a FluentArgs<'a>>) -> FluentArgs<'a> {
    let mut all = FluentArgs::new();
    for (name, value) in args.into_iter().flat_map(|a| a.iter()) {
        all.set(name.to_string(), value.clone());
    }
    if all.get("suits").is_none() {
        all.set("suits", suit_style().code());
    }
    all
}

/// Formats `key` in `language` with `args`, returning Fluent's complaints (an argument it lacks, a message or
/// term it refers to that is missing) rather than logging them; for the language test.
pub fn format_errors(language: Language, key: &str, args: &FluentArgs) -> Vec<String> {
    let bundle = &bundles()[language as usize];
    let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
        return vec![format!("no message `{key}`")];
    };
    let args = with_suits(Some(args));
    let mut errors = vec![];
    bundle.format_pattern(pattern, Some(&args), &mut errors);
    errors.iter().map(|e| e.to_string()).collect()
}

/// What does not parse in `language`'s files, for the language test.
pub fn parse_errors(language: Language) -> Vec<String> {
    FILES
        .iter()
        .filter(|(lang, _, _)| *lang == language)
        .flat_map(
            |(_, path, text)| match fluent_syntax::parser::parse(*text) {
                Ok(_) => vec![],
                Err((_, errors)) => errors.iter().map(|e| format!("{path}: {e:?}")).collect(),
            },
        )
        .collect()
}

/// The game's name as the screen shows it ("Classic Whist").
pub fn game_title(game: crate::engine::GameKind) -> String {
    use crate::engine::GameKind;
    match game {
        GameKind::Wendellhead => t!("game-wendellhead"),
        GameKind::Whist => t!("game-whist"),
        GameKind::Hearts => t!("game-hearts"),
        GameKind::Schafkopf => t!("game-schafkopf"),
    }
}

/// The game's name where room is short ("Whist").
pub fn game_short_title(game: crate::engine::GameKind) -> String {
    use crate::engine::GameKind;
    match game {
        GameKind::Wendellhead => t!("game-wendellhead"),
        GameKind::Whist => t!("game-whist-short"),
        GameKind::Hearts => t!("game-hearts"),
        GameKind::Schafkopf => t!("game-schafkopf-short"),
    }
}

/// A computer player's level as the setup and the plates show it.
pub fn level_title(level: crate::ai::Level) -> String {
    use crate::ai::Level;
    match level {
        Level::Random => t!("level-random"),
        Level::Easy => t!("level-easy"),
        Level::Normal => t!("level-normal"),
        Level::Hard => t!("level-hard"),
        Level::Expert => t!("level-expert"),
    }
}

/// Cards and suits in the current language's words.
pub trait CardWords {
    /// The card as text shows it: rank and suit symbol ("10♥", "Q♠"), with the letters the card faces show.
    fn shown(self) -> String;
    /// The card as a screen reader says it ("queen of hearts", "Herz-Dame").
    fn spoken(self) -> String;
}

impl CardWords for crate::engine::Card {
    fn shown(self) -> String {
        format!("{}{}", rank_label(self.rank()), suit_symbol(self.suit()))
    }

    fn spoken(self) -> String {
        t!(
            "card-spoken",
            rank = rank_word(self.rank()),
            suit = suit_word(self.suit())
        )
    }
}

/// The suits the cards on the table show: the French ones, or a German- or Swiss-suited deck's own. The engine
/// knows only clubs, diamonds, hearts and spades; a German deck's acorns stand for clubs, its leaves for spades,
/// its hearts for hearts and its bells for diamonds, as German players map them (Swiss: acorns, shields, roses,
/// bells). Every word and symbol for a suit or a face card goes through here, so the badge, prompts, calls,
/// review, reasons and screen reader name the suits the player sees.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SuitStyle {
    /// ♣ ♦ ♥ ♠, jack, queen, king, ace.
    #[default]
    French,
    /// Acorns, bells, hearts, leaves; Unter, Ober, König, Ass.
    German,
    /// Acorns, bells, roses, shields; Under, Ober, König, Ass.
    Swiss,
}

impl SuitStyle {
    /// Every style.
    pub const ALL: [SuitStyle; 3] = [SuitStyle::French, SuitStyle::German, SuitStyle::Swiss];

    /// The style's name in a pack manifest (`suits: "german"`) and in `--packs`.
    pub const fn code(self) -> &'static str {
        match self {
            SuitStyle::French => "french",
            SuitStyle::German => "german",
            SuitStyle::Swiss => "swiss",
        }
    }
}

/// The suits shown now, kept here so plain functions can name them (set by the card art from the pack drawn).
static SUITS: AtomicU8 = AtomicU8::new(0);

/// Makes `style` the suits cards are named and drawn in.
pub fn set_suit_style(style: SuitStyle) {
    SUITS.store(style as u8, Ordering::Relaxed);
}

/// The suits cards are named and drawn in now.
pub fn suit_style() -> SuitStyle {
    SuitStyle::ALL[usize::from(SUITS.load(Ordering::Relaxed)).min(2)]
}

/// Acorn, leaf, bell, shield and rose: the game's fonts carry them in the Private Use Area
/// (`scripts/suit-glyphs.py`), since Unicode has no German or Swiss suits.
pub const ACORN: char = '\u{E000}';
/// The German leaves (Grün).
pub const LEAF: char = '\u{E001}';
/// The German and Swiss bells (Schellen).
pub const BELL: char = '\u{E002}';
/// The Swiss shields (Schilten).
pub const SHIELD: char = '\u{E003}';
/// The Swiss roses (Rosen).
pub const ROSE: char = '\u{E004}';

/// The symbol text shows for `suit` in `style`.
pub fn suit_symbol_in(style: SuitStyle, suit: crate::engine::Suit) -> char {
    use crate::engine::Suit;
    match (style, suit) {
        (SuitStyle::French, _) => suit.symbol(),
        (SuitStyle::German | SuitStyle::Swiss, Suit::Clubs) => ACORN,
        (SuitStyle::German | SuitStyle::Swiss, Suit::Diamonds) => BELL,
        (SuitStyle::German, Suit::Hearts) => '♥',
        (SuitStyle::German, Suit::Spades) => LEAF,
        (SuitStyle::Swiss, Suit::Hearts) => ROSE,
        (SuitStyle::Swiss, Suit::Spades) => SHIELD,
    }
}

/// The symbol text shows for `suit` in the suits shown now ("♠", or a German deck's leaf).
pub fn suit_symbol(suit: crate::engine::Suit) -> char {
    suit_symbol_in(suit_style(), suit)
}

/// The suit a symbol stands for, in any style ("♠" and the leaf and the shield are all spades).
pub fn suit_of_symbol(ch: char) -> Option<crate::engine::Suit> {
    crate::engine::Suit::ALL.into_iter().find(|&suit| {
        SuitStyle::ALL
            .into_iter()
            .any(|style| suit_symbol_in(style, suit) == ch)
    })
}

/// A rank as the corner of a card shows it ("Q"; a German deck's Ober "O"): each language's file says it, so a
/// pack with German indices (B D K A) can have its text follow.
pub fn rank_label(rank: crate::engine::Rank) -> String {
    use crate::engine::Rank;
    let style = suit_style();
    match (rank, style) {
        (Rank::Jack, SuitStyle::French) => t!("rank-label-jack"),
        (Rank::Queen, SuitStyle::French) => t!("rank-label-queen"),
        (Rank::Jack, _) => t!("rank-label-unter"),
        (Rank::Queen, _) => t!("rank-label-ober"),
        (Rank::King, _) => t!("rank-label-king"),
        (Rank::Ace, SuitStyle::French) => t!("rank-label-ace"),
        // A German- or Swiss-suited deck's ace is the Daus (German text names it so).
        (Rank::Ace, _) => t!("rank-label-daus"),
        _ => rank.label().to_string(),
    }
}

/// A rank in words; the numbers stay figures, which every screen reader says well.
pub fn rank_word(rank: crate::engine::Rank) -> String {
    use crate::engine::Rank;
    let style = suit_style();
    match (rank, style) {
        (Rank::Jack, SuitStyle::French) => t!("rank-jack"),
        (Rank::Queen, SuitStyle::French) => t!("rank-queen"),
        (Rank::Jack, _) => t!("rank-unter"),
        (Rank::Queen, _) => t!("rank-ober"),
        (Rank::King, _) => t!("rank-king"),
        (Rank::Ace, SuitStyle::French) => t!("rank-ace"),
        (Rank::Ace, _) => t!("rank-daus"),
        _ => rank.label().to_string(),
    }
}

/// A suit's name ("spades", German "Pik"; a German deck's "leaves", "Grün").
pub fn suit_word(suit: crate::engine::Suit) -> String {
    use crate::engine::Suit;
    match (suit_style(), suit) {
        (SuitStyle::French, Suit::Clubs) => t!("suit-clubs"),
        (SuitStyle::French, Suit::Diamonds) => t!("suit-diamonds"),
        (SuitStyle::French, Suit::Hearts) => t!("suit-hearts"),
        (SuitStyle::French, Suit::Spades) => t!("suit-spades"),
        (_, Suit::Clubs) => t!("suit-acorns"),
        (_, Suit::Diamonds) => t!("suit-bells"),
        (SuitStyle::German, Suit::Hearts) => t!("suit-hearts"),
        (SuitStyle::German, Suit::Spades) => t!("suit-leaves"),
        (SuitStyle::Swiss, Suit::Hearts) => t!("suit-roses"),
        (SuitStyle::Swiss, Suit::Spades) => t!("suit-shields"),
    }
}

/// The letter the "suit letters" setting draws on each card: the notation's C D H S for French suits, the suit
/// word's own initial for the others (German players write E G H S for Eichel, Grün, Herz, Schellen).
pub fn suit_letter(suit: crate::engine::Suit) -> String {
    use crate::engine::Suit;
    match (suit_style(), suit) {
        (SuitStyle::French, _) => suit.letter().to_string(),
        // Schellen and Schilten share their initial.
        (SuitStyle::Swiss, Suit::Spades) => t!("suit-letter-shields"),
        _ => suit_word(suit)
            .chars()
            .next()
            .map_or(String::new(), |c| c.to_uppercase().collect()),
    }
}

/// A suit style's suits in words, for the settings and `--packs` ("German suits: acorns, leaves, hearts, bells").
pub fn suit_style_words(style: SuitStyle) -> String {
    match style {
        SuitStyle::French => t!("suits-french"),
        SuitStyle::German => t!("suits-german"),
        SuitStyle::Swiss => t!("suits-swiss"),
    }
}

/// Why the engine refused a move, in words ("must follow ♣ (clubs)"); the engine's own `Display` stays
/// English for the logs and the simulator.
pub fn refusal(error: &crate::engine::PlayError) -> String {
    use crate::engine::PlayError as E;
    match error {
        E::MatchOver => t!("refusal-match-over"),
        E::NoSuchSeat(seat) => t!("refusal-no-such-seat", seat = seat.to_string()),
        E::NotYourTurn { .. } => t!("refusal-not-your-turn"),
        E::CardNotHeld(card) => t!("refusal-card-not-held", card = card.shown()),
        E::MustFollow { led, .. } => t!(
            "refusal-must-follow",
            symbol = suit_symbol(*led),
            suit = suit_word(*led)
        ),
        E::MustLead { lead, .. } => t!("refusal-must-lead", card = lead.shown()),
        E::HeartsNotBroken(_) => t!("refusal-hearts-not-broken"),
        E::NoPointsOnFirstTrick(_) => t!("refusal-no-points-on-first-trick"),
        E::PassFirst => t!("refusal-pass-first"),
        E::NoPassNow => t!("refusal-no-pass-now"),
        E::PassSize { wanted } => t!("refusal-pass-size", count = *wanted),
        E::MustFollowTrump(_) => t!("refusal-must-follow-trump"),
        E::DeclareFirst => t!("refusal-declare-first"),
        E::NoCallNow => t!("refusal-no-call-now"),
        E::CallNotOffered(call) => t!("refusal-call-not-offered", call = call_name(call)),
        E::DiscardFirst => t!("refusal-discard-first"),
        E::NoDiscardNow => t!("refusal-no-discard-now"),
        E::DiscardSize { wanted } => t!("refusal-discard-size", count = *wanted),
    }
}

/// Names as a list in a sentence: "You", "You and Otto", "You, Otto and Lena".
pub fn names_listed(names: Vec<String>) -> String {
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        // A comma between the first names in English and German alike.
        [rest @ .., last] => t!("names-two", first = rest.join(", "), second = last.clone()),
    }
}

/// A Schafkopf call in words ("a solo in hearts").
pub fn call_name(call: &crate::engine::Call) -> String {
    use crate::engine::Call;
    match call {
        Call::Pass => t!("call-pass"),
        Call::Solo(suit) => t!("call-solo", suit = suit_word(*suit)),
        Call::Wedding(Some(card)) => t!("call-wedding", card = card.shown()),
        Call::Wedding(None) => t!("call-wedding-first-foreign"),
        Call::SilentSolo => t!("call-silent-solo"),
        Call::TakeSkat => t!("call-take-skat"),
        Call::Kontra => t!("call-kontra"),
        Call::Re => t!("call-re"),
    }
}

/// A Hearts pass's direction ("left").
pub fn pass_direction(direction: crate::engine::hearts::PassDirection) -> String {
    use crate::engine::hearts::PassDirection;
    match direction {
        PassDirection::Left => t!("pass-left"),
        PassDirection::Right => t!("pass-right"),
        PassDirection::Across => t!("pass-across"),
    }
}

/// The unit a game's par and results are counted in, one or many ("Pin", "tricks"; the AI's
/// `crate::ai::par::unit` in words of the current language).
pub fn unit_word(game: crate::engine::GameKind, one: bool) -> String {
    use crate::engine::GameKind;
    match (game, one) {
        (GameKind::Wendellhead, true) => t!("unit-pin-one"),
        (GameKind::Wendellhead, false) => t!("unit-pin-many"),
        (GameKind::Whist, true) => t!("unit-trick-one"),
        (GameKind::Whist, false) => t!("unit-trick-many"),
        (GameKind::Hearts | GameKind::Schafkopf, true) => t!("unit-point-one"),
        (GameKind::Hearts | GameKind::Schafkopf, false) => t!("unit-point-many"),
    }
}

/// "Classic Whist is played by 4 players, not 3": a table size the game does not have.
pub fn players_refused(game: crate::engine::GameKind, players: u8) -> String {
    use crate::engine::GameKind;
    let range = match game {
        GameKind::Wendellhead => t!("players-2-to-5"),
        GameKind::Hearts => t!("players-3-to-5"),
        GameKind::Whist => "4".to_string(),
        GameKind::Schafkopf => t!("players-2-3-or-4"),
    };
    t!(
        "players-out-of-range",
        game = game_title(game),
        range = range,
        players = players
    )
}

/// Why a typed deal code is refused, in words.
pub fn code_error(error: &crate::engine::CodeError) -> String {
    use crate::engine::CodeError as E;
    match error {
        E::Empty => t!("code-empty"),
        E::GameLetter(letter) => t!("code-game-letter", letter = *letter),
        E::NoPlayers => t!("code-no-players"),
        E::Players { game, players } => players_refused(*game, *players),
        E::Letter(letter) => t!("code-letter", letter = *letter),
        E::TooShort => t!("code-too-short"),
        E::Check => t!("code-check"),
        E::NoDealer => t!("code-no-dealer"),
        E::EndsTooSoon => t!("code-ends-too-soon"),
        E::NumberTooBig => t!("code-number-too-big"),
        E::Options => t!("code-options"),
        E::LeftOver => t!("code-left-over"),
        E::YesNo => t!("code-yes-no"),
        E::Unplayable(why) => t!("code-unplayable", why = why),
        E::Dealer { players } => t!("code-dealer", players = *players),
        E::Deal { deal, deals } => t!("code-deal", deal = *deal, deals = *deals),
        E::NoDeal(why) => t!("code-no-deal", why = why),
    }
}

/// A number with `places` decimals, with the language's decimal mark ("1.5", German "1,5").
pub fn decimal(x: f64, places: usize) -> String {
    let shown = format!("{x:.places$}");
    match language() {
        Language::German => shown.replace('.', ","),
        Language::English => shown,
    }
}

/// A value a message takes: numbers stay numbers, so a message can choose its plural.
pub trait Arg {
    /// The value as Fluent takes it.
    fn arg(self) -> FluentValue<'static>;
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn arg(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

impl Arg for String {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self)
    }
}

impl Arg for &String {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

impl Arg for &str {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}

impl Arg for char {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}

/// Every message's key in `language`'s files, in file order, with the names of the arguments it uses (sorted).
pub fn messages(language: Language) -> Vec<(String, Vec<String>)> {
    use fluent_syntax::ast::Entry;
    FILES
        .iter()
        .filter(|(lang, _, _)| *lang == language)
        .flat_map(|(_, _, text)| {
            let resource =
                fluent_syntax::parser::parse(*text).unwrap_or_else(|(resource, _)| resource);
            resource
                .body
                .into_iter()
                .filter_map(|entry| match entry {
                    Entry::Message(m) => m.value.map(|value| {
                        let mut names = vec![];
                        pattern_arguments(&value, &mut names);
                        names.sort();
                        names.dedup();
                        (m.id.name.to_string(), names)
                    }),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

fn pattern_arguments(pattern: &fluent_syntax::ast::Pattern<&str>, names: &mut Vec<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, names: &mut Vec<String>) {
        match e {
            InlineExpression::VariableReference { id } => names.push(id.name.to_string()),
            InlineExpression::Placeable { expression } => expression_arguments(expression, names),
            InlineExpression::FunctionReference { arguments, .. } => {
                arguments.positional.iter().for_each(|a| inline(a, names));
                arguments.named.iter().for_each(|a| inline(&a.value, names));
            }
            _ => {}
        }
    }
    fn expression_arguments(e: &Expression<&str>, names: &mut Vec<String>) {
        match e {
            Expression::Inline(e) => inline(e, names),
            Expression::Select { selector, variants } => {
                inline(selector, names);
                variants
                    .iter()
                    .for_each(|v| pattern_arguments(&v.value, names));
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_arguments(expression, names);
        }
    }
}

/// Every message without arguments as `from` says it, to the same message as `to` says it. `tests/i18n.rs`
/// checks that two messages alike in one language are alike in the other, so this is one-to-one.
pub fn rewrites(from: Language, to: Language) -> HashMap<String, String> {
    messages(from)
        .into_iter()
        .filter(|(_, arguments)| arguments.is_empty())
        .map(|(key, _)| (tr_in(from, &key, None), tr_in(to, &key, None)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Suit;

    /// A German deck's acorns, leaves, hearts and bells stand for clubs, spades, hearts and diamonds, as German
    /// players map them; a Swiss deck's acorns, shields, roses and bells. Every symbol reads back as its suit.
    #[test]
    fn each_style_draws_its_own_suits_and_reads_them_back() {
        let symbols = |style| Suit::ALL.map(|suit| suit_symbol_in(style, suit));
        assert_eq!(symbols(SuitStyle::French), ['♣', '♦', '♥', '♠']);
        assert_eq!(symbols(SuitStyle::German), [ACORN, BELL, '♥', LEAF]);
        assert_eq!(symbols(SuitStyle::Swiss), [ACORN, BELL, ROSE, SHIELD]);
        for style in SuitStyle::ALL {
            for suit in Suit::ALL {
                assert_eq!(suit_of_symbol(suit_symbol_in(style, suit)), Some(suit));
            }
        }
        assert_eq!(suit_of_symbol('Q'), None);
    }
}
