//! Touch and quick clicks through Bevy's real picking: a press and release in one frame are one click, and at
//! the table a tap raises a card, a second tap plays it, a long press only shows it, a tap elsewhere lowers it
//! and cards to pass take one tap each; by touch the buttons and prompts name no keys. A stand-in picking backend
//! says what lies under the pointer.
#![cfg(feature = "app")]

use crate::common;

use std::time::Duration;

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::{HitData, PointerHits};
use bevy::picking::events::{Click, Pointer};
use bevy::picking::pointer::{
    Location, PointerAction, PointerButton, PointerId, PointerInput, PointerLocation,
};
use bevy::picking::{InteractionPlugin, PickingPlugin, PickingSystems};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use common::app::{deal, idle, person_moves, short_match};
use wendellhead::app::GamePlugin;
use wendellhead::app::i18n::CardWords;
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::table::Table;
use wendellhead::app::storage::Store;
use wendellhead::app::table::human::Selection;
use wendellhead::app::table::passing::{PassChoice, SendPass};
use wendellhead::app::table::places::CardEntity;
use wendellhead::engine::{Card, Decision, GameKind, Seat};

/// The tests take turns: whether the game speaks of taps or keys is the process's (its words are), and a touch
/// in one test would change the words another test reads.
fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    crate::one_at_a_time()
}

/// What the stand-in backend reports under every pointer (nothing when `None`).
#[derive(Resource, Default)]
struct Aim(Option<Entity>);

/// Where on the aimed entity the stand-in backend says the pointer is, as Bevy's UI picking tells it (from
/// (-0.5, -0.5) at the top left to (0.5, 0.5) at the bottom right); `None`, as a sprite's backend may, by default.
#[derive(Resource, Default)]
struct AimPoint(Option<Vec2>);

/// The stand-in picking backend: every pointer with a place hits the aimed entity.
fn hit_the_aim(
    aim: Res<Aim>,
    point: Res<AimPoint>,
    pointers: Query<(&PointerId, &PointerLocation)>,
    mut hits: MessageWriter<PointerHits>,
) {
    let Some(target) = aim.0 else { return };
    for (id, location) in &pointers {
        if location.location.is_some() {
            let at = point.0.map(|p| p.extend(0.0));
            let hit = HitData::new(Entity::PLACEHOLDER, 0.0, at, None);
            hits.write(PointerHits::new(*id, vec![(target, hit)], 0.0));
        }
    }
}

/// Picking as the windowed game has it (with the stand-in backend), each update a thirtieth of a second.
fn picking(app: &mut App) {
    app.add_plugins((PickingPlugin, InteractionPlugin));
    app.init_resource::<Aim>();
    app.init_resource::<AimPoint>();
    app.add_systems(PreUpdate, hit_the_aim.in_set(PickingSystems::Backend));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        1.0 / 30.0,
    )));
}

fn location() -> Location {
    Location {
        target: NormalizedRenderTarget::None {
            width: 390,
            height: 844,
        },
        position: Vec2::new(100.0, 700.0),
    }
}

/// A touch on `target`: a new touch pointer, as each touch is, pressed; released `frames` frames later (0: in
/// the same frame) and `held` later by the clock (picking times a press by the clock); gone after.
fn touch_held(app: &mut App, target: Entity, frames: usize, held: Duration) {
    let id = PointerId::Touch(app.world().resource::<Time>().elapsed().as_nanos() as u64);
    app.world_mut().resource_mut::<Aim>().0 = Some(target);
    let pointer = app
        .world_mut()
        .spawn((id, PointerLocation::new(location())))
        .id();
    let input = |action| PointerInput::new(id, location(), action);
    app.world_mut()
        .write_message(input(PointerAction::Press(PointerButton::Primary)));
    for _ in 0..frames {
        app.update();
    }
    std::thread::sleep(held);
    app.world_mut()
        .write_message(input(PointerAction::Release(PointerButton::Primary)));
    app.update();
    app.world_mut().despawn(pointer);
    app.update();
}

/// A touch held `frames` frames, as long as they take at 30 a second.
fn touch(app: &mut App, target: Entity, frames: usize) {
    touch_held(
        app,
        target,
        frames,
        Duration::from_millis(frames as u64 * 1000 / 30),
    );
}

/// Clicks counted on an entity.
#[derive(Component, Default)]
struct Clicks(u32);

fn count_click(click: On<Pointer<Click>>, mut counts: Query<&mut Clicks>) {
    if let Ok(mut c) = counts.get_mut(click.entity) {
        c.0 += 1;
    }
}

fn clicks(app: &App, entity: Entity) -> u32 {
    app.world().get::<Clicks>(entity).unwrap().0
}

#[test]
fn a_press_and_release_in_one_frame_are_one_click() {
    let _turn = one_at_a_time();
    // Without the game's quick-tap clicks Bevy's picking sends none: the case this guards against.
    let mut bare = App::new();
    bare.add_plugins(MinimalPlugins);
    picking(&mut bare);
    let button = bare
        .world_mut()
        .spawn(Clicks::default())
        .observe(count_click)
        .id();
    bare.update();
    touch(&mut bare, button, 0);
    assert_eq!(clicks(&bare, button), 0, "picking alone drops a quick tap");

    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    picking(&mut app);
    app.add_plugins(wendellhead::app::touch::plugin);
    let button = app
        .world_mut()
        .spawn(Clicks::default())
        .observe(count_click)
        .id();
    app.update();
    touch(&mut app, button, 0);
    assert_eq!(clicks(&app, button), 1, "a quick tap is a click");
    // A touch held over frames was always a click: it stays exactly one.
    touch(&mut app, button, 4);
    assert_eq!(clicks(&app, button), 2, "a held touch is one click");
    // The mouse moved onto the button and clicked at once (an undelayed click, a touchpad's tap).
    let other = app.world_mut().spawn_empty().id();
    app.world_mut().resource_mut::<Aim>().0 = Some(other);
    app.update();
    app.update();
    app.world_mut().resource_mut::<Aim>().0 = Some(button);
    let mouse = |action| PointerInput::new(PointerId::Mouse, location(), action);
    if !app
        .world_mut()
        .query::<&PointerId>()
        .iter(app.world())
        .any(|p| *p == PointerId::Mouse)
    {
        app.world_mut()
            .spawn((PointerId::Mouse, PointerLocation::new(location())));
    }
    app.world_mut().write_message(mouse(PointerAction::Move {
        delta: Vec2::new(5.0, 0.0),
    }));
    app.world_mut()
        .write_message(mouse(PointerAction::Press(PointerButton::Primary)));
    app.world_mut()
        .write_message(mouse(PointerAction::Release(PointerButton::Primary)));
    app.update();
    app.update();
    assert_eq!(clicks(&app, button), 3, "an instant mouse click is a click");
}

/// The game headless with picking, Hearts dealt with `seed`, the person to choose their pass.
fn hearts_with_touch(seed: u64) -> App {
    game_with_touch(GameKind::Hearts, seed)
}

fn card_entity(app: &mut App, card: Card) -> Entity {
    let world = app.world_mut();
    let mut cards = world.query::<(Entity, &CardEntity)>();
    cards
        .iter(world)
        .find(|(_, c)| c.0 == card)
        .map(|(e, _)| e)
        .expect("every card has its entity")
}

fn in_hand(app: &App, card: Card) -> bool {
    app.world()
        .resource::<Table>()
        .game
        .hand(Seat(0))
        .contains(card)
}

/// Frames until the person is to choose their pass, with the deal shown.
fn until_persons_pass(app: &mut App) {
    for _ in 0..600 {
        let table = app.world().resource::<Table>();
        if matches!(
            table.game.decision(),
            Some(Decision::PassCards { seat: Seat(0), .. })
        ) && idle(app)
        {
            return;
        }
        app.update();
    }
    panic!("the person's pass never came");
}

/// Frames until the person is to play a card, with everything shown.
fn until_persons_card(app: &mut App) {
    for _ in 0..600 {
        let table = app.world().resource::<Table>();
        if matches!(
            table.game.decision(),
            Some(Decision::PlayCard { seat: Seat(0) })
        ) && table.turn_shown() == Some(Seat(0))
            && idle(app)
        {
            return;
        }
        app.update();
    }
    panic!("the person's turn to play never came");
}

/// The prompt line over the person's hand.
fn prompt(app: &mut App) -> String {
    use wendellhead::app::table::hud::Label;
    let world = app.world_mut();
    let mut lines = world.query::<(&Label, &Text2d)>();
    lines
        .iter(world)
        .find(|(l, _)| matches!(l, Label::Status))
        .map(|(_, t)| t.0.clone())
        .unwrap_or_default()
}

#[test]
fn at_the_table_a_tap_raises_a_card_and_a_second_tap_plays_it() {
    let _turn = one_at_a_time();
    let mut app = hearts_with_touch(11);
    until_persons_pass(&mut app);
    // Passing: one tap each chooses a card.
    let hand: Vec<Card> = app
        .world()
        .resource::<Table>()
        .game
        .hand(Seat(0))
        .iter()
        .collect();
    for &card in &hand[..3] {
        let entity = card_entity(&mut app, card);
        touch(&mut app, entity, 0);
    }
    assert_eq!(
        app.world().resource::<PassChoice>().chosen,
        hand[..3].to_vec(),
        "three taps choose three cards"
    );
    app.world_mut().write_message(SendPass);

    // Playing: every card lies down until tapped; the prompt speaks of taps.
    let mut checked_refusal = false;
    let mut checked_long_press = false;
    for turn in 0..13 {
        if app.world().resource::<Table>().game.is_over()
            || app.world().resource::<Table>().shown.scoring.is_some()
        {
            break;
        }
        until_persons_card(&mut app);
        let game = app.world().resource::<Table>().game;
        let legal = game.legal_moves();
        let illegal = game.hand(Seat(0)).iter().find(|&c| !legal.contains(c));
        assert_eq!(app.world().resource::<Selection>().tapped, None);
        // (The first turn's prompt names the cards passed to the person.)
        if let Some(card) = illegal.filter(|_| !checked_refusal && turn > 0) {
            checked_refusal = true;
            let entity = card_entity(&mut app, card);
            touch(&mut app, entity, 0);
            assert_eq!(app.world().resource::<Selection>().tapped, Some(card));
            let says = prompt(&mut app);
            assert!(
                says.starts_with(&format!("{}:", card.shown())),
                "the raised card's reason shows: {says}"
            );
            touch(&mut app, entity, 0);
            assert!(in_hand(&app, card), "a card that may not be played stays");
            // A tap on the felt lowers it.
            let felt = app.world_mut().spawn_empty().id();
            touch(&mut app, felt, 0);
            assert_eq!(app.world().resource::<Selection>().tapped, None);
        }
        let card = legal.highest().unwrap();
        let entity = card_entity(&mut app, card);
        if !checked_long_press && turn > 0 && legal.len() > 1 {
            checked_long_press = true;
            let says = prompt(&mut app);
            assert!(
                says.contains("tap a card"),
                "the prompt speaks of taps: {says}"
            );
            // A long press shows the card as hover does, and plays nothing.
            touch(&mut app, entity, 20);
            assert!(in_hand(&app, card), "a long press does not play");
            assert_eq!(app.world().resource::<Selection>().tapped, Some(card));
        } else {
            touch(&mut app, entity, 0);
            assert!(in_hand(&app, card), "one tap only raises the card");
            assert_eq!(app.world().resource::<Selection>().tapped, Some(card));
        }
        if turn % 2 == 0 {
            touch(&mut app, entity, 0);
        } else {
            // A slow frame rate: the tap's press and release one frame apart, 0.6 s by the clock. Still a tap.
            touch_held(&mut app, entity, 1, Duration::from_millis(600));
        }
        assert!(!in_hand(&app, card), "the second tap plays it");
    }
    assert!(
        checked_refusal,
        "the deal gave a card that may not be played"
    );
    assert!(checked_long_press, "the deal gave a choice of cards");
}

/// Rule of the table: a card may be tapped while the last trick is still being gathered and the person leads
/// next; the tap is not lost, the card stands up when the turn shows, and a second tap plays it.
#[test]
fn a_tap_while_the_last_trick_is_gathered_raises_the_card() {
    let _turn = one_at_a_time();
    let mut app = hearts_with_touch(11);
    for _ in 0..20_000 {
        let table = app.world().resource::<Table>();
        let leads_next = table.shown.held.is_some()
            && table.caught_up()
            && matches!(
                table.game.decision(),
                Some(Decision::PlayCard { seat: Seat(0) })
            );
        if leads_next {
            let card = table.game.legal_moves().highest().unwrap();
            let entity = card_entity(&mut app, card);
            touch(&mut app, entity, 0);
            assert!(in_hand(&app, card), "one tap only raises the card");
            until_persons_card(&mut app);
            assert_eq!(
                app.world().resource::<Selection>().tapped,
                Some(card),
                "the tap made while the trick was gathered raised the card"
            );
            touch(&mut app, entity, 0);
            assert!(!in_hand(&app, card), "the second tap plays it");
            return;
        }
        person_moves(&mut app);
        app.update();
    }
    panic!("the person never won a trick while the test watched");
}

/// A key pressed and let go, as the window sends it (the words follow the keyboard's messages).
fn key_sent(app: &mut App) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::ShiftLeft,
            logical_key: Key::Shift,
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

/// Every line on screen: the menus' and buttons' texts and the table's (not those laid out as nothing, as the
/// toolbar's key caps are by touch).
fn lines_shown(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut texts = world.query::<(Entity, &Text)>();
    let shown = |entity: Entity| {
        std::iter::successors(Some(entity), |&e| {
            world.get::<ChildOf>(e).map(|c| c.parent())
        })
        .all(|e| {
            world
                .get::<Node>(e)
                .is_none_or(|n| n.display != Display::None)
        })
    };
    let mut lines: Vec<String> = texts
        .iter(world)
        .filter(|(entity, _)| shown(*entity))
        .map(|(_, t)| t.0.clone())
        .collect();
    let mut table = world.query::<&Text2d>();
    lines.extend(table.iter(world).map(|t| t.0.clone()));
    lines
}

/// Rule of the words: a player who touches the screen is told what to tap, never a key to press; a key pressed
/// brings the keys' names back. Both change the lines already on screen at once (the Pass button, the prompt,
/// the pause menu's buttons).
#[test]
fn a_touch_turns_the_words_to_taps_and_a_key_turns_them_back() {
    let _turn = one_at_a_time();
    let mut app = hearts_with_touch(11);
    until_persons_pass(&mut app);
    key_sent(&mut app);
    let keyed = lines_shown(&mut app);
    assert!(
        keyed.iter().any(|l| l == "Pass cards (P)"),
        "by keys the Pass button names its key: {keyed:?}"
    );
    assert!(
        prompt(&mut app).contains("H suggests"),
        "by keys the prompt names the hint's key: {}",
        prompt(&mut app)
    );
    // A touch on the felt: the words on screen turn to taps, with no key left in any of them.
    let felt = app.world_mut().spawn_empty().id();
    touch(&mut app, felt, 0);
    let tapped = lines_shown(&mut app);
    assert!(
        tapped.iter().any(|l| l == "Pass cards"),
        "by touch the Pass button names no key: {tapped:?}"
    );
    assert!(
        prompt(&mut app).starts_with("Tap 3 cards"),
        "by touch the prompt speaks of taps: {}",
        prompt(&mut app)
    );
    for line in &tapped {
        assert_eq!(common::app::key_named(line), None, "by touch: {line:?}");
    }
    // A panel opened by touch is worded for taps from the start.
    // (The key's state alone, as a test's keys are: the words follow the window's keyboard messages.)
    common::app::press(&mut app, KeyCode::Escape);
    let paused = lines_shown(&mut app);
    assert!(
        paused.iter().any(|l| l == "Resume"),
        "the pause menu by touch: {paused:?}"
    );
    for line in &paused {
        assert_eq!(
            common::app::key_named(line),
            None,
            "paused, by touch: {line:?}"
        );
    }
    // A key: the keys' names come back, on the panel and (once the table goes on) in the prompt.
    key_sent(&mut app);
    let keyed = lines_shown(&mut app);
    assert!(
        keyed.iter().any(|l| l == "Resume (Esc)"),
        "a key brings the keys back: {keyed:?}"
    );
    common::app::press(&mut app, KeyCode::Escape);
    assert!(
        prompt(&mut app).contains("H suggests"),
        "and to the prompt after the pause: {}",
        prompt(&mut app)
    );
}

/// The game headless with picking, at the title.
fn touch_app() -> App {
    let mut app = App::new();
    app.insert_resource(Store::memory());
    app.add_plugins((MinimalPlugins, StatesPlugin));
    picking(&mut app);
    app.add_plugins(GamePlugin);
    app.init_resource::<ButtonInput<KeyCode>>();
    app
}

/// The game headless with picking, `game` dealt with `seed`.
fn game_with_touch(game: GameKind, seed: u64) -> App {
    let mut app = touch_app();
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.speed = Speed::Instant;
        settings.auto_play = false;
        settings.language = Some(wendellhead::app::i18n::Language::English);
    }
    for _ in 0..3 {
        app.update();
    }
    deal(&mut app, short_match(game), seed);
    app
}

/// The button whose tooltip's word is `word`, if one is shown.
fn tipped_button(app: &mut App, word: impl Fn(&str) -> bool) -> Option<Entity> {
    let world = app.world_mut();
    let mut tips = world.query::<(Entity, &wendellhead::app::ui::Tooltip)>();
    tips.iter(world)
        .find(|(_, tip)| word(&tip.word))
        .map(|(e, _)| e)
}

/// The button a long press left explained, if any.
fn held_tip(app: &App) -> Option<Entity> {
    app.world()
        .resource::<wendellhead::app::tool_buttons::HeldTip>()
        .0
}

/// Whether the person is to call now.
fn persons_call(app: &App) -> bool {
    matches!(
        app.world().resource::<Table>().game.decision(),
        Some(Decision::Declare { seat: Seat(0) })
    )
}

/// Rule of the call panel and the toolbar by touch: a long press on a call ("Solo ♦") or a toolbar icon (☰)
/// explains it, its tooltip staying after the finger lifts until the next touch, and chooses nothing; a tap
/// makes the call or uses the icon. (Holding "Solo ♦" to learn what it meant once made the call.)
#[test]
fn a_long_press_on_a_call_or_an_icon_explains_it_and_chooses_nothing() {
    use wendellhead::app::state::Phase;
    let _turn = one_at_a_time();
    let mut found = None;
    'seeds: for seed in 1..40 {
        let mut app = game_with_touch(GameKind::Schafkopf, seed);
        for _ in 0..600 {
            if persons_call(&app) && idle(&mut app) {
                app.update();
                if let Some(solo) = tipped_button(&mut app, |w| w.starts_with("Solo")) {
                    found = Some((app, solo));
                    break 'seeds;
                }
            }
            app.update();
        }
    }
    let (mut app, solo) = found.expect("a deal where the person may call a solo");
    touch(&mut app, solo, 20);
    assert!(persons_call(&app), "a long press on a solo makes no call");
    assert_eq!(held_tip(&app), Some(solo), "it explains the call");
    let tip = app
        .world()
        .get::<wendellhead::app::ui::Tooltip>(solo)
        .unwrap()
        .line(true);
    assert!(
        tip.starts_with("Solo ") && tip.contains("play alone"),
        "the call explained: {tip}"
    );
    // The ☰ icon: held, it explains itself and pauses nothing; the next touch takes the solo's tooltip away.
    let menu = tipped_button(&mut app, |w| w == "Menu").expect("the toolbar's menu icon");
    touch(&mut app, menu, 20);
    assert_eq!(held_tip(&app), Some(menu), "the icon explained");
    assert_ne!(
        *app.world().resource::<State<Phase>>().get(),
        Phase::Paused,
        "a long press on ☰ pauses nothing"
    );
    let felt = app.world_mut().spawn_empty().id();
    touch(&mut app, felt, 0);
    assert_eq!(
        held_tip(&app),
        None,
        "the next touch takes the tooltip away"
    );
    // A tap makes the call.
    touch(&mut app, solo, 0);
    assert!(!persons_call(&app), "a tap on the solo calls it");
}

/// Rule of the plates by touch: a finger held on a seat's plate explains the seat (in the note over the prompt,
/// or the prompt's own line sideways), and the explanation stays once the finger lifts, until the next touch
/// elsewhere.
#[test]
fn a_finger_held_on_a_plate_explains_the_seat_until_the_next_touch() {
    use wendellhead::app::table::hud::{HoveredPlate, Plate};
    let _turn = one_at_a_time();
    let mut app = hearts_with_touch(11);
    until_persons_pass(&mut app);
    let plate = {
        let world = app.world_mut();
        let mut plates = world.query::<(Entity, &Plate)>();
        plates
            .iter(world)
            .find(|(_, p)| p.0 == Seat(2))
            .map(|(e, _)| e)
            .expect("Otto's plate")
    };
    touch(&mut app, plate, 20);
    assert_eq!(
        app.world().resource::<HoveredPlate>().0,
        Some(Seat(2)),
        "the plate held is explained, and stays so once the finger lifts"
    );
    let felt = app.world_mut().spawn_empty().id();
    touch(&mut app, felt, 0);
    assert_eq!(
        app.world().resource::<HoveredPlate>().0,
        None,
        "the next touch elsewhere takes it away"
    );
    // A finger on the plate's own line (a child of the plate, which picking may hit before the plate) holds the
    // plate too: its press is no touch elsewhere (the web build's long press on a plate once showed nothing).
    let line = app
        .world()
        .get::<Children>(plate)
        .and_then(|children| {
            children
                .iter()
                .find(|&c| app.world().get::<Text2d>(c).is_some())
        })
        .expect("the plate's lines");
    touch(&mut app, line, 20);
    assert_eq!(
        app.world().resource::<HoveredPlate>().0,
        Some(Seat(2)),
        "a finger held on the plate's line explains the seat"
    );
}

/// The stepper whose label shows `words`.
fn stepper_showing(app: &mut App, words: &str) -> Entity {
    let world = app.world_mut();
    let mut steppers =
        world.query_filtered::<(Entity, &Children), With<wendellhead::app::ui::Stepper>>();
    steppers
        .iter(world)
        .find(|(_, children)| {
            children
                .iter()
                .any(|c| world.get::<Text>(c).is_some_and(|t| t.0.contains(words)))
        })
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("a stepper showing {words:?}"))
}

/// Rule of the steppers by touch (the setup's choices, the settings): a tap steps to the next value, a tap on the
/// stepper's left third (where its "◀" shows) to the one before, and a long press changes nothing. (A finger
/// could once only step on, and holding one stepped it.)
#[test]
fn a_tap_on_a_steppers_left_third_steps_back_and_a_long_press_changes_nothing() {
    use wendellhead::app::state::Screen;
    use wendellhead::app::state::setup::MatchSetup;
    let _turn = one_at_a_time();
    let mut app = touch_app();
    app.world_mut().resource_mut::<Settings>().language =
        Some(wendellhead::app::i18n::Language::English);
    app.insert_resource(MatchSetup {
        game: GameKind::Wendellhead,
        players: 3,
        ..MatchSetup::default()
    });
    for _ in 0..3 {
        app.update();
    }
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    for _ in 0..3 {
        app.update();
    }
    let count = |app: &App| app.world().resource::<MatchSetup>().players;
    let stepper = stepper_showing(&mut app, "you and");
    // A tap in the middle: the next value.
    app.world_mut().resource_mut::<AimPoint>().0 = Some(Vec2::ZERO);
    touch(&mut app, stepper, 0);
    assert_eq!(count(&app), 4, "a tap steps on");
    // A tap by its ◀: the one before.
    app.world_mut().resource_mut::<AimPoint>().0 = Some(Vec2::new(-0.4, 0.0));
    touch(&mut app, stepper, 0);
    assert_eq!(count(&app), 3, "a tap on the left third steps back");
    // Right of the left third: on again.
    app.world_mut().resource_mut::<AimPoint>().0 = Some(Vec2::new(-0.1, 0.0));
    touch(&mut app, stepper, 0);
    assert_eq!(count(&app), 4, "a tap right of the left third steps on");
    // Held, in the middle or by the ◀: nothing changes.
    for x in [0.0, -0.4] {
        app.world_mut().resource_mut::<AimPoint>().0 = Some(Vec2::new(x, 0.0));
        touch(&mut app, stepper, 20);
        assert_eq!(count(&app), 4, "a long press at {x} changes nothing");
    }
    // The stepper shows its ends' arrows.
    let world = app.world_mut();
    let arrows: Vec<String> = world
        .get::<Children>(stepper)
        .unwrap()
        .iter()
        .filter_map(|c| world.get::<Text>(c).map(|t| t.0.clone()))
        .collect();
    assert!(
        arrows.contains(&"◀".to_string()) && arrows.contains(&"▶".to_string()),
        "{arrows:?}"
    );
}

/// Rule of the toolbar by touch on a tablet held sideways (a desk's table, 1024x768): each icon is a finger's size,
/// clear of the table; the game played by touch, as a touch or a tablet's coarse pointer says.
#[test]
fn the_toolbar_is_a_finger_wide_on_a_tablet_played_by_touch() {
    let _turn = one_at_a_time();
    wendellhead::app::i18n::set_touch(true);
    let checked = std::panic::catch_unwind(|| {
        crate::app_layout_de::layout::check_the_toolbar_by_touch_on_a_tablet(1024, 768)
    });
    wendellhead::app::i18n::set_touch(false);
    if let Err(failed) = checked {
        std::panic::resume_unwind(failed);
    }
}

/// Rule of the table's buttons by touch on a tablet held sideways (a desk's table, 1024x768): "Pass cards" and the
/// calls are a finger's size (they were 110x29 and 30 px tall), as on a phone.
#[test]
fn the_table_buttons_are_a_finger_tall_on_a_tablet_played_by_touch() {
    let _turn = one_at_a_time();
    wendellhead::app::i18n::set_touch(true);
    let checked = std::panic::catch_unwind(|| {
        crate::app_layout_de::layout::check_the_table_buttons_by_touch_on_a_tablet(1024, 768)
    });
    wendellhead::app::i18n::set_touch(false);
    if let Err(failed) = checked {
        std::panic::resume_unwind(failed);
    }
}
