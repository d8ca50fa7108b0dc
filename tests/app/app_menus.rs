//! Menus by keyboard and the questions before anything is thrown away, headless: the real plugins on
//! `MinimalPlugins` + `StatesPlugin`, keys pressed through `ButtonInput<KeyCode>` as the input plugin would.
#![cfg(feature = "app")]

use crate::common;

use bevy::prelude::*;
use common::app::{focused, press, screen, texts};
use wendellhead::ai::Level;
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::Phase;
use wendellhead::app::state::Screen;
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::state::table::Table;
use wendellhead::app::stats::Stats;
use wendellhead::app::storage::Store;
use wendellhead::app::ui::ConfirmDialog;
use wendellhead::engine::wendellhead::TrumpRule;
use wendellhead::engine::{AnyRules, GameKind};

/// A headless game on `store`, at instant speed, with a keyboard and the default auto-play.
fn app_with(store: Store) -> App {
    let mut app = common::app::headless(store, Speed::Instant);
    app.world_mut().resource_mut::<Settings>().auto_play = true;
    app
}

/// Presses `key` until the focus is on the button labelled `wanted` (at most once round the menu).
fn focus_on(app: &mut App, key: KeyCode, wanted: &str) {
    for _ in 0..20 {
        if focused(app).starts_with(wanted) {
            return;
        }
        press(app, key);
    }
    panic!("{wanted} never got the focus (now on {})", focused(app));
}

fn dialogs(app: &mut App) -> usize {
    let mut query = app.world_mut().query_filtered::<(), With<ConfirmDialog>>();
    query.iter(app.world()).count()
}

#[test]
fn the_title_is_played_with_arrows_and_enter_and_starts_on_new_game() {
    let mut app = app_with(Store::memory());
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(
        focused(&mut app),
        "New game",
        "the first button has the focus"
    );
    press(&mut app, KeyCode::ArrowDown);
    assert_eq!(focused(&mut app), "Replay a deal (R)");
    press(&mut app, KeyCode::ArrowDown);
    assert_eq!(focused(&mut app), "Deal of the day (D)");
    press(&mut app, KeyCode::ArrowDown);
    assert_eq!(focused(&mut app), "Learn to play");
    press(&mut app, KeyCode::ArrowDown);
    assert_eq!(focused(&mut app), "Rules");
    press(&mut app, KeyCode::Tab);
    assert_eq!(focused(&mut app), "Settings");
    for _ in 0..5 {
        press(&mut app, KeyCode::ArrowUp);
    }
    assert_eq!(focused(&mut app), "New game");
    // Up from the first wraps round to the last: About, which opens the version, where the files are and the
    // credits, and closes with Esc.
    press(&mut app, KeyCode::ArrowUp);
    assert_eq!(focused(&mut app), "About");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        focused(&mut app),
        "Back (Esc)",
        "the About panel takes the focus"
    );
    let shown = texts(&mut app);
    assert!(shown.iter().any(|t| t == "About Wendellhead"), "{shown:?}");
    assert!(
        shown.contains(&format!("Version {}", wendellhead::VERSION)),
        "{shown:?}"
    );
    assert!(
        shown
            .iter()
            .any(|t| t == "Your settings, saved match and statistics: nowhere: this session only (no home folder was found)"),
        "the files' place (a test's store is in memory): {shown:?}"
    );
    press(&mut app, KeyCode::Escape);
    assert!(
        !texts(&mut app).iter().any(|t| t == "About Wendellhead"),
        "Esc closes the About panel"
    );
    assert_eq!(screen(&app), Screen::Title);
    focus_on(&mut app, KeyCode::ArrowDown, "Quit");
    press(&mut app, KeyCode::ArrowDown);
    assert_eq!(focused(&mut app), "About");
    press(&mut app, KeyCode::ArrowDown);
    assert_eq!(
        focused(&mut app),
        "New game",
        "down from the last wraps round"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        screen(&app),
        Screen::Setup,
        "Enter on New game opens the setup"
    );
    assert_eq!(focused(&mut app), "Deal", "the setup starts on Deal");
    press(&mut app, KeyCode::Escape);
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn panels_keep_the_focus_until_they_close() {
    let mut app = app_with(Store::memory());
    focus_on(&mut app, KeyCode::ArrowDown, "Rules");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        focused(&mut app),
        "Back (Esc)",
        "the rules panel takes the focus"
    );
    // Moving goes round the panel's buttons (Back, then each other game's rules), never to the title behind.
    press(&mut app, KeyCode::Tab);
    assert_eq!(focused(&mut app), "Whist");
    press(&mut app, KeyCode::Tab);
    assert_eq!(focused(&mut app), "Hearts");
    press(&mut app, KeyCode::Tab);
    assert_eq!(focused(&mut app), "Schafkopf");
    press(&mut app, KeyCode::Tab);
    assert_eq!(focused(&mut app), "Back (Esc)");
    // The other game's rules replace these, with the focus on their Back.
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Enter);
    assert_eq!(focused(&mut app), "Back (Esc)");
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t == "How to play Classic Whist"),
        "the Whist rules are up"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(focused(&mut app), "New game", "back on the title's buttons");
}

#[test]
fn settings_step_both_ways_with_left_and_right() {
    let mut app = app_with(Store::memory());
    focus_on(&mut app, KeyCode::ArrowDown, "Settings");
    press(&mut app, KeyCode::Enter);
    // The language comes first (tests/i18n.rs changes it: the language is the whole process's).
    assert_eq!(focused(&mut app), "Language: English");
    press(&mut app, KeyCode::Tab);
    assert_eq!(focused(&mut app), "Speed: Instant");
    // The fastest steps round to the slowest, and back.
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(app.world().resource::<Settings>().speed, Speed::Slow);
    press(&mut app, KeyCode::ArrowLeft);
    press(&mut app, KeyCode::ArrowLeft);
    assert_eq!(app.world().resource::<Settings>().speed, Speed::Fast);
    assert_eq!(focused(&mut app), "Speed: Fast", "the label follows");
    focus_on(&mut app, KeyCode::Tab, "Music");
    let music = app.world().resource::<Settings>().music_volume;
    press(&mut app, KeyCode::ArrowLeft);
    let below = [0, 20, 40, 60, 80].into_iter().rev().find(|&v| v < music);
    assert_eq!(
        Some(app.world().resource::<Settings>().music_volume),
        below.or(Some(100)),
        "down to the step below {music}"
    );
    press(&mut app, KeyCode::Escape);
    assert_eq!(focused(&mut app), "New game", "Esc closed the settings");
}

#[test]
fn the_setup_steps_its_choices_with_the_keys_and_deals_with_enter() {
    let mut app = app_with(Store::memory());
    press(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::Setup);
    focus_on(&mut app, KeyCode::ArrowUp, "The deal's first prize");
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(
        app.world().resource::<MatchSetup>().trump,
        TrumpRule::PerPin
    );
    focus_on(&mut app, KeyCode::ArrowUp, "4: you and 3 computers");
    press(&mut app, KeyCode::ArrowLeft);
    assert_eq!(app.world().resource::<MatchSetup>().players, 3);
    assert_eq!(
        focused(&mut app),
        "3: you and 2 computers",
        "the focus stays put"
    );
    // Seat 3's row is hidden now: moving down skips it.
    press(&mut app, KeyCode::ArrowDown);
    press(&mut app, KeyCode::ArrowDown);
    press(&mut app, KeyCode::ArrowDown);
    assert!(
        focused(&mut app).starts_with("Standard"),
        "from the players past two seats to the match length, not {}",
        focused(&mut app)
    );
    press(&mut app, KeyCode::ArrowRight);
    assert!(focused(&mut app).starts_with("Custom"));
    focus_on(&mut app, KeyCode::Tab, "Deal");
    press(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::Playing);
    let table = app.world().resource::<Table>();
    let AnyRules::Wendellhead(rules) = table.game.rules() else {
        panic!("a Wendellhead match")
    };
    assert_eq!(rules.players, 3);
    assert_eq!(rules.trump, TrumpRule::PerPin);
}

#[test]
fn a_saved_match_is_continued_by_enter_and_a_new_game_asks_first() {
    // Three tricks of the saved match were played: abandoned, the Pins the person won in them still count.
    let store = common::app::store_with_saved_match(MatchSetup::default());
    let file = wendellhead::app::save::SAVE_FILE;
    let mut saved =
        wendellhead::app::save::parse_save(&store.read(file).unwrap().unwrap()).unwrap();
    common::app::play_on_in_save(&mut saved, 12);
    let wendellhead::engine::AnyMatch::Wendellhead(played) = saved.game else {
        panic!("a Wendellhead match")
    };
    assert_eq!(played.pins().iter().sum::<u32>(), 3, "three Pins were won");
    store
        .write(file, &serde_json::to_string(&saved).unwrap())
        .unwrap();
    let mut app = app_with(store);
    assert!(
        focused(&mut app).starts_with("Continue (C): Wendellhead, 4 players"),
        "Continue is the default: {}",
        focused(&mut app)
    );
    // Who holds each figure, each name kept with its figure on one line.
    assert!(
        focused(&mut app).contains("Flints: You\u{a0}0, Mara\u{a0}0, Otto\u{a0}0, Lena\u{a0}0"),
        "{}",
        focused(&mut app)
    );
    focus_on(&mut app, KeyCode::ArrowDown, "New game");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        dialogs(&mut app),
        1,
        "New game asks before giving up the match"
    );
    assert_eq!(
        focused(&mut app),
        "Cancel (Esc)",
        "the safe answer is the default"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(dialogs(&mut app), 0);
    assert_eq!(screen(&app), Screen::Title, "cancelled: still at the title");
    assert!(focused(&mut app).starts_with("Continue"));
    // Esc cancels too.
    focus_on(&mut app, KeyCode::ArrowDown, "New game");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Escape);
    assert_eq!(dialogs(&mut app), 0);
    assert_eq!(screen(&app), Screen::Title);
    // Confirmed and dealt: the saved match counts as abandoned.
    focus_on(&mut app, KeyCode::ArrowDown, "New game");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::ArrowRight);
    assert_eq!(focused(&mut app), "New game");
    press(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::Setup);
    assert_eq!(
        app.world()
            .resource::<Stats>()
            .game(GameKind::Wendellhead)
            .by_players
            .get(&4)
            .map(|r| r.abandoned),
        None,
        "nothing is abandoned before the new match is dealt"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::Playing);
    let stats = app.world().resource::<Stats>().game(GameKind::Wendellhead);
    assert_eq!(stats.by_players[&4].abandoned, 1);
    assert_eq!(stats.by_players[&4].played, 0);
    assert_eq!(
        (stats.rated.tricks, stats.rated.rounds, stats.rated.matches),
        (played.pins()[0], 0, 1),
        "the abandoned match's Pins count"
    );
    let written = app
        .world()
        .resource::<Store>()
        .read("stats.ron")
        .unwrap()
        .unwrap();
    assert!(written.contains("abandoned: 1"), "{written}");
}

#[test]
fn restarting_from_the_pause_menu_asks_and_counts_the_match_abandoned() {
    let mut app = app_with(Store::memory());
    let setup = MatchSetup {
        players: 3,
        levels: [Level::Easy; 4],
        ..MatchSetup::default()
    };
    app.insert_resource(setup.new_match(9));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..10 {
        app.update();
    }
    let first = app.world().resource::<Table>().game.seed();
    press(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<State<Phase>>().get(), Phase::Paused);
    assert_eq!(focused(&mut app), "Resume (Esc)");
    focus_on(&mut app, KeyCode::ArrowDown, "Restart the match");
    press(&mut app, KeyCode::Enter);
    assert_eq!(dialogs(&mut app), 1);
    press(&mut app, KeyCode::Enter);
    assert_eq!(dialogs(&mut app), 0, "Cancel closed the question");
    assert_eq!(
        app.world().resource::<Table>().game.seed(),
        first,
        "nothing restarted"
    );
    focus_on(&mut app, KeyCode::ArrowDown, "Restart the match");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Tab);
    assert_eq!(focused(&mut app), "Restart");
    press(&mut app, KeyCode::Enter);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Playing);
    assert_ne!(
        app.world().resource::<Table>().game.seed(),
        first,
        "a new match"
    );
    // The new match is played, not paused: the pause menu went with the old one (it once stayed over the deal).
    assert_ne!(*app.world().resource::<State<Phase>>().get(), Phase::Paused);
    let world = app.world_mut();
    assert!(
        !world
            .query::<&Name>()
            .iter(world)
            .any(|n| n.as_str() == "Pause menu"),
        "the pause menu stayed open"
    );
    assert_eq!(
        app.world()
            .resource::<Stats>()
            .game(GameKind::Wendellhead)
            .by_players[&3]
            .abandoned,
        1
    );
}

/// The first Schafkopf seed whose first deal asks the person (seat 0) first, holding both black queens or not.
fn schafkopf_seed(holder: bool) -> u64 {
    use wendellhead::engine::Seat;
    use wendellhead::engine::schafkopf::{Rules, SchafkopfMatch};
    (0..10_000)
        .find(|&seed| {
            let game = SchafkopfMatch::new(Rules::standard(), seed, &mut Vec::new()).unwrap();
            game.forehand() == Seat(0) && (game.black_queens_holder() == Some(Seat(0))) == holder
        })
        .expect("a deal like that")
}

/// Starts a Schafkopf match of `seed` with the person in seat 0 and waits for the person's call.
fn declaring(seed: u64) -> App {
    use wendellhead::app::state::Phase;
    use wendellhead::app::state::table::{NewMatch, Table};
    use wendellhead::engine::{Decision, Seat};
    let mut app = app_with(Store::memory());
    let mut new = NewMatch::demo(GameKind::Schafkopf, seed);
    new.seats[0] = wendellhead::app::state::table::SeatKind::Human;
    app.insert_resource(new);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..600 {
        app.update();
        let table = app.world().resource::<Table>();
        if *app.world().resource::<State<Phase>>().get() == Phase::Declaring
            && table.caught_up()
            && table.game.decision() == Some(Decision::Declare { seat: Seat(0) })
        {
            return app;
        }
    }
    panic!("the person is never asked to call");
}

fn my_call(app: &App) -> Option<wendellhead::engine::Call> {
    use wendellhead::engine::{AnyMatch, Seat};
    match app
        .world()
        .resource::<wendellhead::app::state::table::Table>()
        .game
    {
        AnyMatch::Schafkopf(g) => g.view(Seat(0)).my_call,
        _ => None,
    }
}

#[test]
fn the_person_declares_by_keys_and_a_call_not_offered_is_refused_with_the_reason() {
    use wendellhead::app::table::declaring::{CallChoice, wedding_cards};
    use wendellhead::app::table::human::Selection;
    use wendellhead::engine::{Call, Suit};
    // Both black queens: no plain pass; H suggests; → moves the called card; W calls it.
    let mut app = declaring(schafkopf_seed(true));
    let offered = app
        .world()
        .resource::<wendellhead::app::state::table::Table>()
        .game
        .calls();
    press(&mut app, KeyCode::KeyP);
    assert_eq!(my_call(&app), None, "no call made");
    let refusal = app
        .world()
        .resource::<Selection>()
        .refusal
        .clone()
        .unwrap_or_default();
    assert!(refusal.contains("no plain pass"), "{refusal}");
    press(&mut app, KeyCode::KeyH);
    assert!(
        app.world().resource::<CallChoice>().hint.is_some(),
        "a hint"
    );
    app.world_mut().resource_mut::<CallChoice>().called = 0;
    press(&mut app, KeyCode::ArrowRight);
    let card = wedding_cards(&offered)[1];
    press(&mut app, KeyCode::KeyW);
    assert_eq!(
        my_call(&app),
        Some(Call::Wedding(Some(card))),
        "the second card called"
    );

    // Without them: 4 plays a heart solo at once.
    let mut app = declaring(schafkopf_seed(false));
    press(&mut app, KeyCode::KeyS);
    assert_eq!(my_call(&app), None, "a silent solo needs both black queens");
    let refusal = app
        .world()
        .resource::<Selection>()
        .refusal
        .clone()
        .unwrap_or_default();
    assert!(refusal.contains("both black queens"), "{refusal}");
    press(&mut app, KeyCode::Digit4);
    assert_eq!(my_call(&app), Some(Call::Solo(Suit::Hearts)));
}

/// The title's Continue line names the variant of Schafkopf and who holds each balance, and says the target with
/// its number (no line break between them).
#[test]
fn the_continue_line_names_the_variant_and_each_balance() {
    use wendellhead::app::screens::title::describe;
    use wendellhead::app::state::table::{SavedMatch, SeatKind};
    use wendellhead::engine::schafkopf;
    for (variant, words) in [
        (schafkopf::Variant::Two, "Schafkopf for two · deal 1 of "),
        (schafkopf::Variant::Three, "Dreiwendsch · deal 1 of "),
        (schafkopf::Variant::Four, "Wendish Schafkopf · deal 1 of "),
    ] {
        let rules = AnyRules::Schafkopf(schafkopf::Rules::of_variant(variant));
        let game = rules.start(4, &mut Vec::new()).unwrap();
        let mut seats = vec![SeatKind::Computer(Level::Normal); game.players() as usize];
        seats[0] = SeatKind::Human;
        let line = describe(&SavedMatch::new(game, seats));
        assert!(line.starts_with(words), "{line}");
        assert!(line.contains("You\u{a0}0, Mara\u{a0}0"), "{line}");
    }
    let hearts = AnyRules::Hearts(wendellhead::engine::hearts::Rules::standard(4))
        .start(4, &mut Vec::new())
        .unwrap();
    let line = describe(&SavedMatch::new(
        hearts,
        vec![
            SeatKind::Human,
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Easy),
        ],
    ));
    assert!(line.ends_with("to\u{a0}100"), "{line}");
}

/// The Hearts rules opened at a table of three list the passes that table has: no "across".
#[test]
fn the_hearts_rules_at_three_players_offer_no_across() {
    use wendellhead::app::state::{OpenPanel, Panel, PanelScope};
    let mut app = common::app::headless(Store::memory(), Speed::Instant);
    let mut setup = common::app::short_match(GameKind::Hearts);
    setup.hearts.players = 3;
    common::app::deal(&mut app, setup, 5);
    app.world_mut().trigger(OpenPanel {
        panel: Panel::Rules(GameKind::Hearts),
        scope: PanelScope::Screen(Screen::Playing),
    });
    app.update();
    let all = texts(&mut app);
    let rules = all
        .iter()
        .find(|t| t.contains("Before each hand pass three cards"))
        .expect("the Hearts rules");
    assert!(
        rules.contains("left, right, then none (at three players there is no across)"),
        "{rules}"
    );
    assert!(!rules.contains("across, then none"), "{rules}");
}

/// Rule: `--play SEED` never replaces a saved match unasked. With a match saved, the game stays on the title and
/// asks, as New game does; Cancel (Enter: it has the focus) keeps the saved match, offered by Continue; the
/// question's New game starts the seeded match. Without a saved match it goes straight to the table.
#[test]
fn play_from_the_command_line_asks_before_replacing_a_saved_match() {
    use wendellhead::app::state::table::Continuable;
    use wendellhead::app::state::{AskBeforeReplacing, StartAt};
    let setup = common::app::short_match(GameKind::Hearts);
    let saved = || common::app::store_with_saved_match(setup.clone());
    // As `--play 77` sets the app up, before its first frame.
    let play = |store: Store| {
        let mut app = App::new();
        app.insert_resource(store);
        app.add_plugins((
            MinimalPlugins,
            bevy::state::app::StatesPlugin,
            wendellhead::app::GamePlugin,
        ));
        app.init_resource::<ButtonInput<KeyCode>>();
        app.world_mut().resource_mut::<Settings>().language =
            Some(wendellhead::app::i18n::Language::English);
        app.insert_resource(setup.new_match(77));
        app.insert_resource(StartAt(Screen::Playing));
        app.insert_resource(AskBeforeReplacing);
        for _ in 0..4 {
            app.update();
        }
        app
    };
    let mut app = play(saved());
    assert_eq!(screen(&app), Screen::Title, "the title stays to ask");
    assert_eq!(dialogs(&mut app), 1, "a question about the saved match");
    assert_eq!(focused(&mut app), "Cancel (Esc)");
    press(&mut app, KeyCode::Enter);
    assert_eq!(dialogs(&mut app), 0);
    assert_eq!(screen(&app), Screen::Title);
    assert!(
        app.world().contains_resource::<Continuable>(),
        "the saved match is still offered"
    );
    assert!(
        texts(&mut app).iter().any(|t| t.starts_with("Continue")),
        "{:?}",
        texts(&mut app)
    );
    // Asked again, the new match is chosen: the seeded one is dealt.
    let mut app = play(saved());
    focus_on(&mut app, KeyCode::Tab, "New game");
    press(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(app.world().resource::<Table>().game.seed(), 77);
    // Nothing saved: nothing to ask.
    let mut app = play(Store::memory());
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(dialogs(&mut app), 0);
}
