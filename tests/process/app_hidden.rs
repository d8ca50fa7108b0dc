//! Hidden stays hidden: at every decision of the person in whole matches of every game and table size, every card
//! entity that is not the person's own (other hands, trick piles, the stock, the skat, covered cards, cards on the
//! table) is hovered, clicked, dragged, tapped and held by Bevy's real picking, and then the hint, the keyboard's
//! choice, the hand read aloud and the last trick's review are asked for. Every text on screen, every
//! accessibility node, every tooltip and every line the screen reader says must name only cards the person's seat
//! has seen ([`wendellhead::engine::AnyMatch::seen_by`]), and a pointer on a card that is not the person's must
//! change nothing at all. Touch changes the words of the whole process, so this lives in the `process` binary.
#![cfg(feature = "app")]

use crate::common;

use std::collections::HashMap;
use std::time::Duration;

use bevy::a11y::AccessibilityNode;
use bevy::asset::uuid::Uuid;
use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::{HitData, PointerHits};
use bevy::picking::pointer::{
    Location, PointerAction, PointerButton, PointerId, PointerInput, PointerLocation,
};
use bevy::picking::{InteractionPlugin, PickingPlugin, PickingSystems};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use common::app::{deal, idle, next_round, person_moves, press, screen, short_match};
use wendellhead::app::GamePlugin;
use wendellhead::app::i18n::{CardWords, Language};
use wendellhead::app::screen_reader::Announcements;
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::state::table::Table;
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::storage::Store;
use wendellhead::app::table::human::{Selection, persons_own};
use wendellhead::app::table::places::{CardEntity, CardPlace};
use wendellhead::app::ui::Tooltip;
use wendellhead::engine::schafkopf::{Called, LogCall, Variant};
use wendellhead::engine::{AnyMatch, Card, CardSet, Decision, GameKind, Seat};

/// What the stand-in picking backend reports under each pointer.
#[derive(Resource, Default)]
struct Aims(HashMap<PointerId, Entity>);

/// The stand-in picking backend: each pointer with a place hits the entity it is aimed at.
fn hit_the_aims(
    aims: Res<Aims>,
    pointers: Query<(&PointerId, &PointerLocation)>,
    mut hits: MessageWriter<PointerHits>,
) {
    for (id, location) in &pointers {
        if let (Some(target), Some(_)) = (aims.0.get(id), location.location.as_ref()) {
            let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
            hits.write(PointerHits::new(*id, vec![(*target, hit)], 0.0));
        }
    }
}

fn location() -> Location {
    Location {
        target: NormalizedRenderTarget::None {
            width: 1280,
            height: 800,
        },
        position: Vec2::new(640.0, 400.0),
    }
}

/// The game headless with Bevy's picking (a stand-in backend), `setup` dealt with `seed`, in English.
fn table_with_pointers(setup: MatchSetup, seed: u64) -> App {
    let mut app = App::new();
    app.insert_resource(Store::memory());
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.add_plugins((PickingPlugin, InteractionPlugin));
    app.init_resource::<Aims>();
    app.add_systems(PreUpdate, hit_the_aims.in_set(PickingSystems::Backend));
    app.add_plugins(GamePlugin);
    app.init_resource::<ButtonInput<KeyCode>>();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        1.0 / 30.0,
    )));
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.speed = Speed::Instant;
        settings.auto_play = false;
        settings.language = Some(Language::English);
    }
    for _ in 0..3 {
        app.update();
    }
    deal(&mut app, setup, seed);
    app
}

/// Whether `entity` and every parent of it are shown (not hidden, not taken out of the layout).
fn shown(world: &World, entity: Entity) -> bool {
    let mut at = Some(entity);
    while let Some(e) = at {
        if world.get::<Visibility>(e) == Some(&Visibility::Hidden)
            || world
                .get::<Node>(e)
                .is_some_and(|n| n.display == Display::None)
        {
            return false;
        }
        at = world.get::<ChildOf>(e).map(|p| p.parent());
    }
    true
}

/// Everything a person can read or hear now: each text on screen (UI and on the table), each tooltip of a shown
/// button, each accessibility node's label, the live region and the focused button.
fn readable(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut lines = Vec::new();
    let mut texts = world.query::<(Entity, &Text)>();
    for (e, t) in texts.iter(world) {
        if shown(world, e) {
            lines.push(common::app::whole_line(world, e, t.0.clone()));
        }
    }
    let mut texts_2d = world.query::<(Entity, &Text2d)>();
    for (e, t) in texts_2d.iter(world) {
        if shown(world, e) {
            lines.push(common::app::whole_line(world, e, t.0.clone()));
        }
    }
    let mut tips = world.query::<(Entity, &Tooltip)>();
    for (e, tip) in tips.iter(world) {
        if shown(world, e) {
            lines.push(tip.line(false));
        }
    }
    let mut nodes = world.query::<&AccessibilityNode>();
    for node in nodes.iter(world) {
        if !node.is_hidden() {
            lines.extend(node.label().map(|l| l.to_string()));
            lines.extend(node.description().map(|l| l.to_string()));
            lines.extend(node.value().map(|l| l.to_string()));
        }
    }
    let said = world.resource::<Announcements>();
    lines.push(said.live.clone());
    lines.extend(said.focus.clone());
    lines
}

/// Whether `line` names `card` as text shows it ("10♠", after no letter or figure) or as the screen reader says
/// it ("10 of spades", a phrase of its own, in any case).
fn names(line: &str, card: Card) -> bool {
    let apart = |hay: &str, form: &str, after_too: bool| {
        hay.match_indices(form).any(|(at, _)| {
            let before = hay[..at].chars().next_back();
            let after = hay[at + form.len()..].chars().next();
            let joined = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
            !(joined(before) || after_too && joined(after))
        })
    };
    apart(line, &card.shown(), false)
        || apart(&line.to_lowercase(), &card.spoken().to_lowercase(), true)
}

/// The cards the person may hear of: those their seat has seen this deal, the last trick the table shows (at a
/// deal's start the last of the deal before, played face up to all), and in Schafkopf a card named by a
/// wedding's call everyone heard (calling the A♥ says where it is not, not where it is).
fn may_name(table: &Table) -> CardSet {
    let game = &table.game;
    let mut allowed = game.seen_by(Seat(0));
    if let Some(last) = &table.shown.last_trick {
        allowed |= last.kitty;
        for card in last.plays.iter().map(|&(_, c)| c).chain(last.prize) {
            allowed.insert(card);
        }
    }
    if let AnyMatch::Schafkopf(g) = game {
        let view = wendellhead::engine::Game::view(g, Seat(0));
        for call in view.calls.iter().flatten() {
            if let LogCall::Wedding {
                card: Called(Some(card)),
            } = call
            {
                allowed.insert(*card);
            }
        }
        if let Some(Called(Some(card))) = view.contract.and_then(|c| c.called) {
            allowed.insert(card);
        }
    }
    allowed
}

/// The deck in play and the cards of it the person may hear of now.
fn cards_now(app: &App) -> (CardSet, CardSet) {
    let table = app.world().resource::<Table>();
    (table.game.deck(), may_name(table))
}

/// Fails if a line names a card of the deck the person may not name now.
fn check_lines(lines: &[String], (deck, allowed): (CardSet, CardSet), when: &str) {
    for card in deck - allowed {
        if let Some(line) = lines.iter().find(|l| names(l, card)) {
            panic!(
                "{when}: \"{line}\" names the {card}, which the person's seat has not seen (seen: {:?})",
                allowed
            );
        }
    }
}

/// The pointers' state the probe must leave as it found it.
fn selection_now(app: &App) -> (usize, Option<String>, Option<Card>) {
    let s = app.world().resource::<Selection>();
    (s.index, s.refusal.clone(), s.tapped)
}

/// Every card entity that is not the person's own.
fn others_cards(app: &mut App) -> Vec<Entity> {
    let world = app.world_mut();
    let mut cards = world.query::<(Entity, &CardEntity, &CardPlace)>();
    let all: Vec<(Entity, CardPlace)> = cards.iter(world).map(|(e, _, p)| (e, *p)).collect();
    let table = world.resource::<Table>();
    all.into_iter()
        .filter(|(_, place)| !persons_own(table, *place))
        .map(|(e, _)| e)
        .collect()
}

/// One pointer per target at once: each is moved onto its card, pressed, dragged and let go (hover, press, drag
/// and click), or, by touch, pressed and let go after `held`.
fn point_at_all(app: &mut App, targets: &[Entity], touch: bool, held: Duration) {
    let ids: Vec<PointerId> = (0..targets.len())
        .map(|i| {
            if touch {
                PointerId::Touch(1_000 + i as u64)
            } else {
                PointerId::Custom(Uuid::from_u128(7_000 + i as u128))
            }
        })
        .collect();
    let mut pointers = Vec::new();
    for (id, &target) in ids.iter().zip(targets) {
        app.world_mut().resource_mut::<Aims>().0.insert(*id, target);
        pointers.push(
            app.world_mut()
                .spawn((*id, PointerLocation::new(location())))
                .id(),
        );
    }
    let send = |app: &mut App, action: PointerAction| {
        for id in &ids {
            app.world_mut()
                .write_message(PointerInput::new(*id, location(), action));
        }
    };
    if !touch {
        send(app, PointerAction::Move { delta: Vec2::X });
        app.update();
    }
    send(app, PointerAction::Press(PointerButton::Primary));
    app.update();
    if touch {
        std::thread::sleep(held);
        for _ in 0..wendellhead::app::touch::LONG_PRESS_FRAMES {
            app.update();
        }
    } else {
        // A drag across the table, as far as a card is dropped to play it.
        send(
            app,
            PointerAction::Move {
                delta: Vec2::new(0.0, -200.0),
            },
        );
        app.update();
    }
    send(app, PointerAction::Release(PointerButton::Primary));
    app.update();
    for pointer in pointers {
        app.world_mut().despawn(pointer);
    }
    app.world_mut().resource_mut::<Aims>().0.clear();
    app.update();
    app.update();
}

/// A touch on nothing: the game's words turn to taps, before the cards are touched.
fn touch_nothing(app: &mut App) {
    let id = PointerId::Touch(999);
    let pointer = app
        .world_mut()
        .spawn((id, PointerLocation::new(location())))
        .id();
    for action in [
        PointerAction::Press(PointerButton::Primary),
        PointerAction::Release(PointerButton::Primary),
    ] {
        app.world_mut()
            .write_message(PointerInput::new(id, location(), action));
        app.update();
    }
    app.world_mut().despawn(pointer);
    app.update();
}

/// Frames until what is shown holds still for three frames in a row with no note on the prompt (the plates'
/// counts once the deal is out, the turn said, a partner shown): what a pointer changes after that, it changed.
fn settle(app: &mut App, when: &str) {
    let mut last = readable(app);
    let mut still = 0;
    for _ in 0..300 {
        app.update();
        let now = readable(app);
        // A note on the prompt goes by the clock once the person's decision is due: it is waited out too.
        let noted = app
            .world()
            .resource::<wendellhead::app::table::human::PromptNote>()
            .line
            .is_some();
        if now == last && !noted {
            still += 1;
            if still == 3 {
                return;
            }
        } else {
            still = 0;
            last = now;
        }
    }
    panic!("{when}: what is shown never held still");
}

/// At one of the person's decisions: reads everything, then points at every card not theirs (by mouse, then by
/// touch) and checks nothing answered, then asks for the hint, moves the keyboard's choice, has the hand read
/// and opens the last trick, reading everything again each time.
fn probe(app: &mut App, long_press: bool, when: &str) {
    settle(app, when);
    let game = app.world().resource::<Table>().game;
    let lines = readable(app);
    check_lines(&lines, cards_now(app), when);
    let others = others_cards(app);
    assert!(!others.is_empty(), "{when}: no card but the person's");

    let (texts, selection) = (readable(app), selection_now(app));
    point_at_all(app, &others, false, Duration::ZERO);
    let after = readable(app);
    assert_eq!(
        selection_now(app),
        selection,
        "{when}: a mouse on cards not the person's changed their choice"
    );
    assert_eq!(
        after, texts,
        "{when}: a mouse on cards not the person's changed what is shown"
    );

    touch_nothing(app);
    settle(app, when);
    let (texts, selection) = (readable(app), selection_now(app));
    let held = if long_press {
        wendellhead::app::touch::LONG_PRESS + Duration::from_millis(50)
    } else {
        Duration::ZERO
    };
    point_at_all(app, &others, true, held);
    assert_eq!(
        selection_now(app),
        selection,
        "{when}: a touch on cards not the person's changed their choice"
    );
    assert_eq!(
        readable(app),
        texts,
        "{when}: a touch on cards not the person's changed what is shown"
    );
    assert_eq!(
        app.world().resource::<Table>().game,
        game,
        "{when}: a pointer on cards not the person's made a move"
    );

    let said_before = app.world().resource::<Announcements>().count;
    for key in [
        KeyCode::KeyH,
        KeyCode::ArrowRight,
        KeyCode::KeyA,
        KeyCode::KeyL,
    ] {
        press(app, key);
        let lines = readable(app);
        check_lines(&lines, cards_now(app), &format!("{when}, after {key:?}"));
    }
    // The last trick's review closes again, so the person's move is made at the table.
    press(app, KeyCode::Escape);
    if *app.world().resource::<State<Phase>>().get() == Phase::Paused {
        press(app, KeyCode::Escape);
    }
    let said = app.world().resource::<Announcements>();
    let new = (said.count - said_before).min(said.said.len() as u64) as usize;
    let lines = said.said[said.said.len() - new..].to_vec();
    check_lines(
        &lines,
        cards_now(app),
        &format!("{when}, the screen reader"),
    );
}

/// Plays `setup`'s whole match with `seed`, probing at each of the person's decisions; returns how many probes.
fn play_and_probe(setup: MatchSetup, seed: u64) -> usize {
    let label = format!(
        "{:?} for {}",
        setup.game,
        setup.new_match(seed).rules.players()
    );
    let mut app = table_with_pointers(setup, seed);
    let mut probes = 0;
    let mut held_in_deal = None;
    let mut probed_at = None;
    for _ in 0..200_000 {
        if screen(&app) != Screen::Playing {
            break;
        }
        let table = app.world().resource::<Table>();
        let (game, step) = (table.game, table.shown.steps);
        let persons = matches!(
            game.decision(),
            Some(
                Decision::PlayCard { seat: Seat(0) }
                    | Decision::PassCards { seat: Seat(0), .. }
                    | Decision::Discard { seat: Seat(0), .. }
                    | Decision::Declare { seat: Seat(0) }
            )
        ) && table.turn_shown() == Some(Seat(0))
            && table.shown.scoring.is_none();
        if persons && idle(&mut app) && probed_at != Some(step) {
            probed_at = Some(step);
            // One long press a deal: it waits half a second of the clock.
            let long = held_in_deal != Some(game.deals());
            held_in_deal = Some(game.deals());
            probes += 1;
            let when = format!("{label}, seed {seed}, deal {}, step {step}", game.deals());
            probe(&mut app, long, &when);
        }
        if !person_moves(&mut app) && app.world().resource::<Table>().shown.scoring.is_some() {
            next_round(&mut app);
        }
        app.update();
    }
    assert_eq!(screen(&app), Screen::MatchOver, "{label}: the match ended");
    probes
}

/// Every game at every table size.
fn every_table() -> Vec<MatchSetup> {
    let mut tables = Vec::new();
    for players in 2..=5 {
        let mut setup = short_match(GameKind::Wendellhead);
        setup.players = players;
        tables.push(setup);
    }
    tables.push(short_match(GameKind::Whist));
    for players in 3..=5 {
        let mut setup = short_match(GameKind::Hearts);
        setup.hearts.players = players;
        tables.push(setup);
    }
    for variant in Variant::ALL {
        let mut setup = short_match(GameKind::Schafkopf);
        setup.schafkopf = wendellhead::engine::schafkopf::Rules::of_variant(variant);
        setup.schafkopf.deals = variant.players() as u32;
        tables.push(setup);
    }
    tables
}

#[test]
fn no_pointer_key_or_line_names_a_card_the_persons_seat_has_not_seen() {
    let _turn = crate::one_at_a_time();
    let mut probes = 0;
    for (i, setup) in every_table().into_iter().enumerate() {
        probes += play_and_probe(setup, 40 + i as u64);
    }
    // Whole matches: many decisions each.
    assert!(probes > 200, "only {probes} moments probed");
    wendellhead::app::i18n::set_touch(false);
}

#[test]
fn the_check_finds_a_hidden_card_named() {
    // The check itself: a line naming a card of another hand fails it, in either form; the person's own does not.
    let _turn = crate::one_at_a_time();
    let game = short_match(GameKind::Hearts)
        .new_match(3)
        .rules
        .start(3, &mut Vec::new())
        .unwrap();
    let theirs = game.hand(Seat(1)).lowest().unwrap();
    let mine = game.hand(Seat(0)).lowest().unwrap();
    let fails = |line: String| {
        let known = (game.deck(), game.seen_by(Seat(0)));
        std::panic::catch_unwind(|| check_lines(&[line], known, "check")).is_err()
    };
    assert!(fails(format!("{}: not in that hand", theirs.shown())));
    assert!(fails(format!("Mara holds the {}.", theirs.spoken())));
    assert!(!fails(format!("{}: must follow suit", mine.shown())));
    assert!(!fails("Your turn.".to_string()));
}
