//! The layout of every screen, headless: Bevy's own UI layout (no renderer, no window on screen) at 800x600,
//! 1280x720, 1280x800, 1920x1080 and 2560x1440, at the smallest and largest card and text size, for every table
//! size. After layout, no button or text may leave the window or overlap another of the same screen or panel,
//! the table's buttons may not cover any seat's plate, hand or Pins, and the cards and text are sized from the
//! window (the person's cards a fifth of its height, the trick's nearly as large, no line under 13 px). Phones and a
//! tablet held upright get the tall table: every card the person holds shows a finger's width (44 px) to tap,
//! every line is 14 px or more, and the plates, the badge, the boxes, the trick and the hand keep clear of each
//! other.
#![cfg(feature = "app")]

use bevy::camera::visibility::InheritedVisibility;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::settings::WgpuSettings;
use bevy::ui::{ComputedNode, UiGlobalTransform};
use bevy::window::ExitCondition;
use bevy::winit::WinitPlugin;
use wendellhead::ai::Level;
use wendellhead::app::GamePlugin;
use wendellhead::app::games::wendellhead::spawn_flint_panel;
use wendellhead::app::games::whist::spawn_hand_panel;
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::Screen;
use wendellhead::app::state::setup::{Length, MatchSetup};
use wendellhead::app::state::sheet::{SheetLine, SheetRow};
use wendellhead::app::state::table::{Score, Table};
use wendellhead::app::state::{PanelScope, Phase};
use wendellhead::app::stats::{
    CHART_BARS, ChartBar, Figures, GameStats, LegendSwatch, Outcome, ParBar, ParHand, Record,
    ResultsChart, Stats,
};
use wendellhead::app::storage::Store;
use wendellhead::app::table::animation::Face;
use wendellhead::app::table::places::{CardEntity, CardPlace, TrickTag};
use wendellhead::app::table::scores::PAGE_ROWS;
use wendellhead::engine::GameKind;
use wendellhead::engine::Seat;

/// The real game with Bevy's default plugins, minus the window system and the GPU: UI layout and text
/// measurement run as in the game.
pub(crate) fn game(width: u32, height: u32, size: u16) -> App {
    let mut app = App::new();
    app.insert_resource(Store::memory());
    app.add_plugins(
        DefaultPlugins
            .set(RenderPlugin {
                render_creation: WgpuSettings {
                    backends: None,
                    ..default()
                }
                .into(),
                ..default()
            })
            .set(WindowPlugin {
                primary_window: Some(Window {
                    resolution: (width, height).into(),
                    ..default()
                }),
                exit_condition: ExitCondition::DontExit,
                ..default()
            })
            .set(AssetPlugin {
                file_path: concat!(env!("CARGO_MANIFEST_DIR"), "/assets").into(),
                meta_check: bevy::asset::AssetMetaCheck::Never,
                ..default()
            })
            .disable::<WinitPlugin>()
            .disable::<bevy::log::LogPlugin>(),
    );
    app.add_plugins(GamePlugin);
    // One thread runs each schedule: the layout comes out the same, and with the tests side by side on two cores
    // the multi-threaded executor spent most of its time waking and parking threads (perf showed it).
    for (_, schedule) in app.world_mut().resource_mut::<Schedules>().iter_mut() {
        schedule.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
    }
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.size = size;
        settings.speed = Speed::Instant;
        settings.language = Some(super::LAYOUT_LANGUAGE);
    }
    // Full statistics in every game: the longest panel there can be.
    let figures = GameStats {
        by_players: (2..=5)
            .map(|n| {
                (
                    n,
                    Record {
                        played: 120,
                        won: 47,
                        abandoned: 3,
                        casual_played: 12,
                        casual_won: 5,
                    },
                )
            })
            .collect(),
        rated: Figures {
            matches: 492,
            hands: 3210,
            rounds: 150,
            tricks: 4321,
            par_hands: 200,
            par_tenths: -73,
        },
        casual: Figures {
            matches: 48,
            hands: 301,
            rounds: 12,
            tricks: 399,
            par_hands: 20,
            par_tenths: 17,
        },
        streak: 3,
        best_streak: 11,
        // The charts' most: as many matches as are kept, at every table size.
        history: (0..wendellhead::app::stats::HISTORY)
            .map(|i| Outcome {
                players: 2 + (i % 4) as u8,
                won: i % 3 == 0,
                casual: i % 7 == 0,
                deals: 1 + (i % 5) as u32,
                tricks: (i * 7 % 13) as u32,
            })
            .collect(),
        // And a par chart as long as it gets, up and down, rated and casual.
        par_bars: (0..wendellhead::app::stats::HISTORY)
            .map(|i| ParHand {
                tenths: (i * 37 % 61) as i32 - 30,
                casual: i % 5 == 0,
            })
            .collect(),
        // The hand log is not shown on the panel: it goes to *Export hands*.
        hands: Vec::new(),
    };
    *app.world_mut().resource_mut::<Stats>() = Stats {
        games: GameKind::ALL
            .map(|g| (g, figures.clone()))
            .into_iter()
            .collect(),
        ..Stats::default()
    };
    // The loading screen finishes with the shipped assets from disk.
    for _ in 0..400 {
        app.update();
        if *app.world().resource::<State<Screen>>().get() != Screen::Loading {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    settle(&mut app);
    app
}

/// A round panel's box on screen (its centre and size), if one is open.
fn round_panel_box(app: &mut App) -> Option<(Vec2, Vec2)> {
    let world = app.world_mut();
    let mut panels =
        world.query_filtered::<&Children, With<wendellhead::app::table::round::RoundPanel>>();
    let child = panels.iter(world).next()?.first().copied()?;
    let node = world.get::<ComputedNode>(child)?;
    let at = world.get::<UiGlobalTransform>(child)?;
    Some((at.translation, node.size()))
}

fn settle(app: &mut App) {
    for _ in 0..6 {
        app.update();
    }
}

fn go(app: &mut App, screen: Screen) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
    settle(app);
}

/// A box on screen, in physical pixels.
#[derive(Clone, Copy, Debug)]
struct Boxed {
    min: Vec2,
    max: Vec2,
}

impl Boxed {
    fn around(centre: Vec2, size: Vec2) -> Boxed {
        Boxed {
            min: centre - size / 2.0,
            max: centre + size / 2.0,
        }
    }

    fn overlap(&self, other: &Boxed) -> f32 {
        let w = self.max.x.min(other.max.x) - self.min.x.max(other.min.x);
        let h = self.max.y.min(other.max.y) - self.min.y.max(other.min.y);
        if w > 0.0 && h > 0.0 { w * h } else { 0.0 }
    }
}

/// Every visible button and every visible text outside a button, with its box and the top entity of the
/// screen or panel it belongs to.
fn items(app: &mut App) -> Vec<(String, Boxed, Entity, Entity)> {
    let world = app.world_mut();
    let mut query = world.query::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&Text>,
        Has<Button>,
    )>();
    let mut found = Vec::new();
    for (entity, node, at, visible, text, button) in query.iter(world) {
        if !visible.get()
            || node.size().x < 1.0
            || node.size().y < 1.0
            || (text.is_none() && !button)
        {
            continue;
        }
        let ancestors: Vec<Entity> = std::iter::successors(Some(entity), |&e| {
            world.get::<ChildOf>(e).map(|c| c.parent())
        })
        .collect();
        if text.is_some()
            && ancestors[1..]
                .iter()
                .any(|&a| world.get::<Button>(a).is_some())
        {
            continue;
        }
        let name = match text {
            Some(text) => format!("text {:?}", text.0),
            None => format!("button {entity}"),
        };
        let root = *ancestors.last().unwrap();
        found.push((
            name,
            Boxed::around(at.translation, node.size()),
            root,
            entity,
        ));
    }
    found
}

/// Fails with every problem of the screen as laid out now. A panel taller than the window (or a table of figures
/// wider than it) scrolls: what it holds counts where it shows, so only what is scrolled out of sight may lie
/// outside the window, and the scrolled box itself must lie inside it.
fn check(app: &mut App, what: &str) {
    check_only(app, what, false);
}

/// As [`check`]; with `menus_only`, only what lies in a menu or a panel (the table under a panel is its own
/// tests' concern).
fn check_only(app: &mut App, what: &str, menus_only: bool) {
    let window = {
        let world = app.world_mut();
        let mut windows = world.query::<&Window>();
        let w = windows.single(world).unwrap();
        Vec2::new(w.physical_width() as f32, w.physical_height() as f32)
    };
    let mut found = items(app);
    let world = app.world_mut();
    if menus_only {
        found.retain(|(_, _, root, _)| in_menu(world, *root));
    }
    assert!(!found.is_empty(), "{what}: nothing laid out");
    let leaves = |rect: &Boxed| {
        rect.min.x < -1.0
            || rect.min.y < -1.0
            || rect.max.x > window.x + 1.0
            || rect.max.y > window.y + 1.0
    };
    let mut problems = Vec::new();
    for (name, rect, _, entity) in &found {
        if let Some(shown) = shown_part(world, *entity, *rect)
            && leaves(&shown)
        {
            problems.push(format!("{name} leaves the {window} window: {shown:?}"));
        }
        if let Some(side) = out_of_reach(world, *entity, *rect) {
            problems.push(format!(
                "{name} runs out of its scrolled box's {side}, where no scrolling reaches: {rect:?}"
            ));
        }
    }
    // A stepper's words keep clear of its arrows ("100 points: the lowest total then wins" ran into them on a
    // phone): the words are a button's first line, its arrows the others.
    let mut steppers = world.query_filtered::<(&Children, &InheritedVisibility), With<Button>>();
    let mut placed = world.query::<(
        &Text,
        &ComputedNode,
        &UiGlobalTransform,
        &bevy::text::TextLayoutInfo,
    )>();
    for (children, visible) in steppers.iter(world) {
        // Each line's words as drawn: centred in its box, as wide as laid out (a wrapped line's box spans the
        // button).
        let lines: Vec<(String, Boxed)> = children
            .iter()
            .filter_map(|c| placed.get(world, c).ok())
            .map(|(text, node, at, info)| {
                let drawn = Vec2::new(info.size.x * info.scale_factor, node.size().y);
                (text.0.clone(), Boxed::around(at.translation, drawn))
            })
            .collect();
        if !visible.get() || lines.len() < 3 {
            continue;
        }
        let (words, drawn) = &lines[0];
        for (arrow, rect) in &lines[1..] {
            // A wrapped line may be laid out a pixel or two wider than its box: more than that is the words
            // running over the arrow (by 5 px with the stepper's old 10-unit ends on a phone).
            let gap = (rect.min.x - drawn.max.x).max(drawn.min.x - rect.max.x);
            if gap < -3.0 {
                problems.push(format!(
                    "the stepper's {words:?} {drawn:?} runs into its {arrow:?} {rect:?}"
                ));
            }
        }
    }
    // A line drawn taller than its box was measured one line short (a wrapped line's height not given it): the
    // box it lies in ends above its last line, which a panel's foot then cut ("Par: what the Hard computer
    // makes…" on a phone's hand panel).
    let mut texts = world.query::<(
        Entity,
        &Text,
        &ComputedNode,
        &bevy::text::TextLayoutInfo,
        &InheritedVisibility,
    )>();
    for (entity, text, node, info, visible) in texts.iter(world) {
        // A line laid out to nothing (in a box not displayed) is not drawn.
        if !visible.get() || text.0.trim().is_empty() || node.size().y < 1.0 {
            continue;
        }
        if menus_only && !in_menu(world, entity) {
            continue;
        }
        // The layout's size is in logical pixels, the box's in physical ones.
        let drawn = info.size.y * info.scale_factor;
        if drawn > node.content_box().size().y + 1.0 {
            problems.push(format!(
                "text {:?} is drawn {drawn:.1} px tall in a box {:.1} px tall",
                text.0,
                node.content_box().size().y
            ));
        }
    }
    for (name, rect) in scroll_boxes(world, menus_only) {
        if leaves(&rect) {
            problems.push(format!("{name} leaves the {window} window: {rect:?}"));
        }
    }
    // What shows must not overlap: a row scrolled under a panel's fixed foot is cut off where the foot begins.
    let shown: Vec<(&String, Boxed, &Entity)> = found
        .iter()
        .filter_map(|(name, rect, root, entity)| {
            shown_part(world, *entity, *rect).map(|part| (name, part, root))
        })
        .collect();
    for (i, (a, ra, root_a)) in shown.iter().enumerate() {
        for (b, rb, root_b) in &shown[i + 1..] {
            if root_a == root_b && ra.overlap(rb) > 4.0 {
                problems.push(format!("{a} overlaps {b}: {ra:?} {rb:?}"));
            }
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// The button that says the message `key` (in the layout's language) shows whole, inside the window: a panel's
/// way out is never scrolled or cut off (the settings' Back, the review's Close once were, at 800x600 and
/// 1280x800).
fn check_button_whole(app: &mut App, key: &str, what: &str) {
    let label = wendellhead::app::i18n::tr_in(super::LAYOUT_LANGUAGE, key, None);
    let window = {
        let world = app.world_mut();
        let mut windows = world.query::<&Window>();
        let w = windows.single(world).unwrap();
        Vec2::new(w.physical_width() as f32, w.physical_height() as f32)
    };
    let world = app.world_mut();
    let mut texts = world.query::<(&Text, &ChildOf)>();
    let buttons: Vec<Entity> = texts
        .iter(world)
        .filter(|(t, _)| t.0 == label)
        .map(|(_, parent)| parent.parent())
        .collect();
    assert!(!buttons.is_empty(), "{what}: no {label:?} button");
    for button in buttons {
        let (Some(node), Some(at)) = (
            world.get::<ComputedNode>(button),
            world.get::<UiGlobalTransform>(button),
        ) else {
            continue;
        };
        let rect = Boxed::around(at.translation, node.size());
        let shown = shown_part(world, button, rect);
        let whole = shown.is_some_and(|s| {
            (s.min - rect.min).length() < 1.0 && (s.max - rect.max).length() < 1.0
        });
        assert!(
            whole && rect.min.y >= -1.0 && rect.max.y <= window.y + 1.0,
            "{what}: {label:?} is cut off: {rect:?}, shown {shown:?} in {window}"
        );
    }
}

/// The prompt line lies in the window, wrapped if it must (the forced card's and the black queens' prompts once
/// ran off both sides at 800x600), and the person's hand keeps as much room at the window's right edge as their
/// plate at its left (it once ended 5 px from the edge).
fn check_prompt_and_hand_margins(app: &mut App, what: &str) {
    use bevy::sprite::Anchor;
    use bevy::text::TextLayoutInfo;
    use wendellhead::app::table::hud::Label;
    let world = app.world_mut();
    let (window, camera, eye) = window_and_camera(world);
    let mut problems = Vec::new();
    let mut labels = world.query::<(
        &Label,
        &Text2d,
        &TextLayoutInfo,
        &GlobalTransform,
        Option<&Anchor>,
        &InheritedVisibility,
    )>();
    let mut prompts = 0;
    for (label, text, info, at, anchor, visible) in labels.iter(world) {
        if *label != Label::Status || text.0.is_empty() || !visible.get() {
            continue;
        }
        prompts += 1;
        let (scale, _, centre) = at.to_scale_rotation_translation();
        let size = info.size * scale.truncate();
        let centre = centre.truncate() - anchor.map_or(Vec2::ZERO, |a| a.as_vec()) * size;
        let middle = GlobalTransform::from_translation(centre.extend(0.0));
        let rect = on_screen(&camera, &eye, &middle, size);
        if rect.min.x < -1.0 || rect.max.x > window.x + 1.0 || rect.min.y < -1.0 {
            problems.push(format!(
                "the prompt {:?} leaves the window: {rect:?}",
                text.0
            ));
        }
    }
    assert!(prompts <= 1, "{what}: one prompt");
    let mut plate = None;
    let mut sprites = world.query::<(&Name, &GlobalTransform, &Sprite)>();
    for (name, at, sprite) in sprites.iter(world) {
        if name.as_str() == "Plate of seat 0" {
            plate = Some(on_screen(&camera, &eye, at, sprite.custom_size.unwrap()));
        }
    }
    let mut right = f32::MIN;
    let mut cards = world.query::<(&CardPlace, &GlobalTransform)>();
    for (place, at) in cards.iter(world) {
        if matches!(
            place,
            CardPlace::Hand(Seat(0)) | CardPlace::Covered(Seat(0))
        ) {
            right = right.max(on_screen(&camera, &eye, at, Vec2::new(72.0, 100.0)).max.x);
        }
    }
    let plate = plate.expect("the person's plate");
    if window.x - right < plate.min.x - 1.5 {
        problems.push(format!(
            "the hand ends {:.1} px from the right edge, the plate starts {:.1} px from the left",
            window.x - right,
            plate.min.x
        ));
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// Every line on a plate (the name, the call or points, the side, the count) and in the corner badge lies on it:
/// "Wedding: first foreign trick · balance 0" once ran off its plate under the hand, and the badge was narrower
/// than "NORMAL GAME" or "offered in turn". (The dealer's tab stands on its plate's edge by design.)
fn check_plate_lines(app: &mut App, what: &str) {
    use bevy::sprite::Anchor;
    use bevy::text::TextLayoutInfo;
    use wendellhead::app::table::hud::Label;
    let world = app.world_mut();
    let scale = {
        let mut windows = world.query::<&Window>();
        windows.single(world).unwrap().scale_factor()
    };
    let mut holders = world.query::<(Entity, &Name, &GlobalTransform, &Sprite)>();
    let holders: Vec<(String, Entity, Boxed)> = holders
        .iter(world)
        .filter(|(_, name, ..)| {
            name.as_str().starts_with("Plate of seat") || name.as_str() == "Trump badge"
        })
        .map(|(entity, name, at, sprite)| {
            let (size_scale, _, at) = at.to_scale_rotation_translation();
            let size = sprite.custom_size.unwrap() * size_scale.truncate();
            (name.to_string(), entity, Boxed::around(at.truncate(), size))
        })
        .collect();
    assert!(holders.len() > 2, "{what}: the plates and the badge");
    let mut lines = world.query::<(
        Entity,
        &Text2d,
        &TextLayoutInfo,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&Anchor>,
        Option<&Label>,
    )>();
    let mut problems = Vec::new();
    let mut placed: Vec<(String, String, Boxed)> = Vec::new();
    // Wendellhead's Pins bars, each left-aligned at its place (tracks and fills alike): none runs under a line.
    let mut bars = world.query::<(&Name, &GlobalTransform, &Sprite, &InheritedVisibility)>();
    let bars: Vec<Boxed> = bars
        .iter(world)
        .filter(|(name, _, _, visible)| name.as_str() == "Pins bar" && visible.get())
        .map(|(_, at, sprite, _)| {
            let (size_scale, _, at) = at.to_scale_rotation_translation();
            let size = sprite.custom_size.unwrap() * size_scale.truncate();
            Boxed::around(at.truncate() + Vec2::new(size.x / 2.0, 0.0), size)
        })
        .collect();
    for (entity, text, info, at, visible, anchor, label) in lines.iter(world) {
        if !visible.get() || text.0.trim().is_empty() || matches!(label, Some(Label::Dealer(_))) {
            continue;
        }
        let Some((name, _, holder)) = holders.iter().find(|(_, holder, _)| {
            std::iter::successors(Some(entity), |&e| {
                world.get::<ChildOf>(e).map(|c| c.parent())
            })
            .any(|e| e == *holder)
        }) else {
            continue;
        };
        let (size_scale, _, at) = at.to_scale_rotation_translation();
        let size = info.size / scale * size_scale.truncate();
        let anchor = anchor.map_or(Vec2::ZERO, |a| a.as_vec());
        let rect = Boxed::around(at.truncate() - anchor * size, size);
        // Two lines on one plate cross when they share more than a pixel each way ("Wedding: first foreign"
        // once ran into "8 cards" on Otto's plate).
        for (other_name, other_text, other) in placed.iter().filter(|(n, ..)| n == name) {
            let across = rect.max.x.min(other.max.x) - rect.min.x.max(other.min.x);
            let up = rect.max.y.min(other.max.y) - rect.min.y.max(other.min.y);
            if across > 1.0 && up > 1.0 {
                problems.push(format!(
                    "{:?} runs into {other_text:?} on {other_name}: {rect:?} and {other:?}",
                    text.0
                ));
            }
        }
        placed.push((name.clone(), text.0.clone(), rect));
        if rect.min.x < holder.min.x - 1.0 || rect.max.x > holder.max.x + 1.0 {
            problems.push(format!(
                "{:?} runs off {name}: {rect:?} on {holder:?}",
                text.0
            ));
        }
        for bar in bars.iter().filter(|bar| bar.overlap(&rect) > 0.0) {
            problems.push(format!(
                "a Pins bar runs under {:?} on {name}: {bar:?} under {rect:?}",
                text.0
            ));
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// Schafkopf's plates and badge in the states with their longest lines: a wedding with the first foreign trick
/// said while declaring; the games' names in the badge; at three, the soloist's two cards laid away beside their
/// count. Each is checked with [`check_plate_lines`] and [`check_table_labels_clear`].
fn check_schafkopf_plates(app: &mut App, what: &str) {
    use wendellhead::app::state::table::ShownScores;
    use wendellhead::engine::schafkopf::{Called, ContractKind, LogCall, PublicContract};
    let players = app.world().resource::<Table>().game.players();
    let set = |app: &mut App, change: &dyn Fn(&mut ShownScores)| {
        let mut table = app.world_mut().resource_mut::<Table>();
        change(&mut table.shown.scores);
        settle(app);
    };
    let contract = |kind, declarer| PublicContract {
        kind,
        trump: wendellhead::engine::Suit::Hearts,
        declarer,
        called: None,
    };
    set(app, &|scores| {
        if let ShownScores::Schafkopf {
            calls, contract, ..
        } = scores
        {
            *contract = None;
            for call in calls.iter_mut() {
                *call = Some(LogCall::Wedding { card: Called(None) });
            }
        }
    });
    check_plate_lines(app, &format!("a wedding called, {what}"));
    check_table_labels_clear(app, &format!("a wedding called, {what}"));
    let kinds: &[(ContractKind, Option<Seat>)] = match players {
        4 => &[
            (ContractKind::Normal, None),
            (ContractKind::SilentSolo, Some(Seat(2))),
            (ContractKind::Wedding, Some(Seat(1))),
        ],
        3 => &[
            (ContractKind::Everyone, None),
            (ContractKind::Solo, Some(Seat(1))),
        ],
        _ => &[(ContractKind::Two, None)],
    };
    for &(kind, declarer) in kinds {
        set(app, &|scores| {
            if let ShownScores::Schafkopf { contract: c, .. } = scores {
                *c = Some(contract(kind, declarer));
            }
        });
        check_plate_lines(app, &format!("{kind:?}, {what}"));
    }
    if players == 4 {
        check_schafkopf_sides(app, what);
        // A wedding with the first foreign trick, its player's side line beside their count, on every plate
        // in turn (the plates differ in width and place).
        for seat in 0..4u8 {
            set(app, &|scores| {
                if let ShownScores::Schafkopf {
                    contract: c, sides, ..
                } = scores
                {
                    *c = Some(PublicContract {
                        called: Some(Called(None)),
                        ..contract(ContractKind::Wedding, Some(Seat(seat)))
                    });
                    *sides = [None; 4];
                    sides[seat as usize] = Some(true);
                }
            });
            settle(app);
            check_plate_lines(
                app,
                &format!("seat {seat}'s wedding, first foreign, {what}"),
            );
        }
    }
    if players == 3 {
        set(app, &|scores| {
            if let ShownScores::Schafkopf {
                contract: c,
                sides,
                laid_away,
                ..
            } = scores
            {
                *c = Some(contract(ContractKind::Solo, Some(Seat(0))));
                *sides = [Some(true), Some(false), Some(false), None];
                *laid_away = vec!["8D".parse().unwrap(), "KH".parse().unwrap()];
            }
        });
        check_plate_lines(app, &format!("the person laid two away, {what}"));
        check_table_labels_clear(app, &format!("the person laid two away, {what}"));
    }
}

/// Schafkopf for four with every side known (a normal game under way): each plate's side line beside its count
/// (German's "Gegenspieler" ran into "7 Karten" on a phone's plate).
fn check_schafkopf_sides(app: &mut App, what: &str) {
    use wendellhead::app::state::table::ShownScores;
    use wendellhead::engine::schafkopf::{ContractKind, PublicContract};
    {
        let mut table = app.world_mut().resource_mut::<Table>();
        if let ShownScores::Schafkopf {
            contract, sides, ..
        } = &mut table.shown.scores
        {
            *contract = Some(PublicContract {
                kind: ContractKind::Normal,
                trump: wendellhead::engine::Suit::Hearts,
                declarer: None,
                called: None,
            });
            *sides = [Some(false), Some(true), Some(false), Some(true)];
        }
    }
    settle(app);
    check_plate_lines(app, &format!("every side known, {what}"));
}

/// Whether `entity` is a menu or a panel (`ui::Menu`), or lies in one.
fn in_menu(world: &World, entity: Entity) -> bool {
    std::iter::successors(Some(entity), |&e| {
        world.get::<ChildOf>(e).map(|c| c.parent())
    })
    .any(|e| world.get::<wendellhead::app::ui::Menu>(e).is_some())
}

/// The part of `rect` (the box of `entity`) that the scrolled boxes it lies in show: cut to each of them along
/// the way it scrolls; `None` when scrolled out of sight.
fn shown_part(world: &World, entity: Entity, rect: Boxed) -> Option<Boxed> {
    part_inside(world, entity, rect, |overflow| {
        overflow == OverflowAxis::Scroll
    })
}

/// The part of `rect` (the box of `entity`) inside every box above it whose overflow along an axis `cuts` says
/// cuts its content there; `None` when less than half a pixel is left.
fn part_inside(
    world: &World,
    entity: Entity,
    rect: Boxed,
    cuts: impl Fn(OverflowAxis) -> bool,
) -> Option<Boxed> {
    let mut shown = rect;
    let mut at = entity;
    while let Some(parent) = world.get::<ChildOf>(at).map(|c| c.parent()) {
        at = parent;
        let (Some(node), Some(size), Some(place)) = (
            world.get::<Node>(at),
            world.get::<ComputedNode>(at),
            world.get::<UiGlobalTransform>(at),
        ) else {
            continue;
        };
        let view = Boxed::around(place.translation, size.size());
        if cuts(node.overflow.x) {
            shown.min.x = shown.min.x.max(view.min.x);
            shown.max.x = shown.max.x.min(view.max.x);
        }
        if cuts(node.overflow.y) {
            shown.min.y = shown.min.y.max(view.min.y);
            shown.max.y = shown.max.y.min(view.max.y);
        }
    }
    (shown.max.x - shown.min.x > 0.5 && shown.max.y - shown.min.y > 0.5).then_some(shown)
}

/// Which side of a scrolled box `entity` (its box `rect`) runs out of, where scrolling cannot reach it: a box
/// scrolls right and down only, so what lies left of or above its view scrolled to the start is cut off for
/// good (at 412 px a centred score sheet's "Balance" and the hand's review were clipped at both edges).
fn out_of_reach(world: &World, entity: Entity, rect: Boxed) -> Option<&'static str> {
    let mut at = entity;
    while let Some(parent) = world.get::<ChildOf>(at).map(|c| c.parent()) {
        at = parent;
        let (Some(node), Some(size), Some(place)) = (
            world.get::<Node>(at),
            world.get::<ComputedNode>(at),
            world.get::<UiGlobalTransform>(at),
        ) else {
            continue;
        };
        let view = Boxed::around(place.translation, size.size());
        let scrolled = world
            .get::<ScrollPosition>(at)
            .map_or(Vec2::ZERO, |p| p.0 / size.inverse_scale_factor());
        if node.overflow.x == OverflowAxis::Scroll && rect.min.x + scrolled.x < view.min.x - 1.0 {
            return Some("left");
        }
        if node.overflow.y == OverflowAxis::Scroll && rect.min.y + scrolled.y < view.min.y - 1.0 {
            return Some("top");
        }
    }
    None
}

/// Every visible scrolled box (a panel that scrolls down, a table of figures across), as far as the boxes it lies
/// in show it; with `menus_only`, those of menus and panels alone.
fn scroll_boxes(world: &mut World, menus_only: bool) -> Vec<(String, Boxed)> {
    let mut query = world.query::<(
        Entity,
        &Node,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
    )>();
    let boxes: Vec<(Entity, Boxed)> = query
        .iter(world)
        .filter(|(_, node, size, _, visible)| {
            visible.get()
                && size.size().x >= 1.0
                && size.size().y >= 1.0
                && (node.overflow.x == OverflowAxis::Scroll
                    || node.overflow.y == OverflowAxis::Scroll)
        })
        .map(|(entity, _, size, at, _)| (entity, Boxed::around(at.translation, size.size())))
        .collect();
    boxes
        .into_iter()
        .filter(|(entity, _)| !menus_only || in_menu(world, *entity))
        .filter_map(|(entity, rect)| {
            shown_part(world, entity, rect).map(|shown| (format!("scrolled box {entity}"), shown))
        })
        .collect()
}

/// The table's buttons must not cover a plate, a card in a hand or a stack of Pins.
fn check_toolbar_clear_of_the_table(app: &mut App, what: &str) {
    check_buttons_clear_of_the_table(app, what, true);
}

/// As [`check_toolbar_clear_of_the_table`]; the call panel only `with_call_panel` (a phone's has its own rule:
/// [`check_call_panel_on_a_phone`]).
fn check_buttons_clear_of_the_table(app: &mut App, what: &str, with_call_panel: bool) {
    let world = app.world_mut();
    let mut cameras = world.query::<(&Camera, &GlobalTransform)>();
    let (camera, camera_at) = cameras.iter(world).next().unwrap();
    let (camera, camera_at) = (camera.clone(), *camera_at);
    let to_screen = |at: &GlobalTransform, size: Vec2| {
        let (scale, _, centre) = at.to_scale_rotation_translation();
        let half = size * scale.truncate() / 2.0;
        let a = camera
            .world_to_viewport(&camera_at, centre - half.extend(0.0))
            .unwrap();
        let b = camera
            .world_to_viewport(&camera_at, centre + half.extend(0.0))
            .unwrap();
        Boxed {
            min: a.min(b),
            max: a.max(b),
        }
    };
    let mut things = Vec::new();
    let mut cards = world.query::<(&CardEntity, &CardPlace, &GlobalTransform, &Sprite)>();
    for (card, place, at, sprite) in cards.iter(world) {
        if matches!(place, CardPlace::Hand(_) | CardPlace::TrickPile(_)) {
            let size = sprite.custom_size.unwrap_or(Vec2::new(72.0, 100.0));
            things.push((format!("card {} ({place:?})", card.0), to_screen(at, size)));
        }
    }
    let mut plates = world.query::<(&Name, &GlobalTransform, &Sprite)>();
    for (name, at, sprite) in plates.iter(world) {
        if name.as_str().starts_with("Plate of seat") {
            things.push((name.to_string(), to_screen(at, sprite.custom_size.unwrap())));
        }
    }
    assert!(things.len() > 10, "{what}: the table is not laid out");
    // The words drawn on the table, which the buttons keep clear of too: Hearts' "2♦ 2♣ removed" once lay
    // under a phone's Pass button.
    let mut words = Vec::new();
    {
        use bevy::sprite::Anchor;
        use bevy::text::TextLayoutInfo;
        let scale = {
            let mut windows = world.query::<&Window>();
            windows.single(world).unwrap().scale_factor()
        };
        let mut lines = world.query::<(
            Entity,
            &Text2d,
            &TextLayoutInfo,
            &GlobalTransform,
            &InheritedVisibility,
            Option<&Anchor>,
        )>();
        // A plate's or the badge's own words are theirs: the buttons keep clear of the plates already.
        let on_a_plate = |entity: Entity| {
            std::iter::successors(world.get::<ChildOf>(entity).map(|c| c.parent()), |&e| {
                world.get::<ChildOf>(e).map(|c| c.parent())
            })
            .any(|e| world.get::<Sprite>(e).is_some())
        };
        for (entity, text, info, at, visible, anchor) in lines.iter(world) {
            if !visible.get() || text.0.trim().is_empty() || on_a_plate(entity) {
                continue;
            }
            let (rect, _) = line_box(&camera, &camera_at, scale, info, at, anchor);
            words.push((format!("the words {:?}", text.0), rect));
        }
    }
    let mut toolbar = world.query::<(&Name, &Children)>();
    let bar = toolbar
        .iter(world)
        .find(|(name, _)| name.as_str() == "Toolbar")
        .map(|(_, children)| children.iter().collect::<Vec<_>>())
        .expect("the toolbar");
    let mut problems = Vec::new();
    // The corner badge (trump, or Hearts broken) must not lie under a hand either.
    let mut sprites = world.query::<(&Name, &GlobalTransform, &Sprite)>();
    for (name, at, sprite) in sprites.iter(world) {
        if name.as_str() == "Trump badge" {
            let badge = to_screen(at, sprite.custom_size.unwrap());
            for (thing_name, thing) in &things {
                if badge.overlap(thing) > 4.0 {
                    problems.push(format!(
                        "the corner badge {badge:?} covers {thing_name} {thing:?}"
                    ));
                }
            }
        }
    }
    // The Pass button (Hearts) and the call panel (Schafkopf) go with the toolbar's buttons.
    let mut named = world.query::<(Entity, &Name)>();
    let pass: Vec<Entity> = named
        .iter(world)
        .filter(|(_, name)| {
            name.as_str() == "Pass button" || (with_call_panel && name.as_str() == "Call panel")
        })
        .map(|(e, _)| e)
        .collect();
    // The toolbar's own pieces whole (the replay's words are no button's, and have no children to look in).
    let mut pieces = world.query::<(&ComputedNode, &UiGlobalTransform)>();
    for &piece in &bar {
        let Ok((node, at)) = pieces.get(world, piece) else {
            continue;
        };
        let rect = Boxed::around(at.translation, node.size());
        for (name, thing) in things.iter().chain(&words) {
            if rect.overlap(thing) > 4.0 {
                problems.push(format!("the toolbar's {rect:?} covers {name} {thing:?}"));
            }
        }
    }
    let bar: Vec<Entity> = bar.into_iter().chain(pass).collect();
    let mut buttons = world.query::<(&ComputedNode, &UiGlobalTransform, &Children)>();
    for wrapper in bar {
        let Ok((_, _, children)) = buttons.get(world, wrapper) else {
            continue;
        };
        for button in children.iter() {
            let Ok((node, at, _)) = buttons.get(world, button) else {
                continue;
            };
            let rect = Boxed::around(at.translation, node.size());
            for (name, thing) in things.iter().chain(&words) {
                if rect.overlap(thing) > 4.0 {
                    problems.push(format!("a toolbar button {rect:?} covers {name} {thing:?}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// The cards and lines of the table are sized from the window, as a card app's: the person's cards at least 20 % of
/// the window's height (18 % at 800x600; 16 % for the sixteen cards on piles of Schafkopf for two), the trick's
/// cards at least 85 % of the hand's, opponents' backs smaller than the person's cards, and every line on the
/// table at least 13 px tall. Returns whether a card lay in the trick (so the trick's size was checked).
fn check_sizes(app: &mut App, what: &str, height: u32) -> bool {
    let world = app.world_mut();
    let mut cameras = world.query::<(&Camera, &GlobalTransform)>();
    let (camera, camera_at) = cameras.iter(world).next().unwrap();
    // Window pixels per world unit, up the screen.
    let a = camera.world_to_viewport(camera_at, Vec3::ZERO).unwrap();
    let b = camera
        .world_to_viewport(camera_at, Vec3::new(0.0, 100.0, 0.0))
        .unwrap();
    let per_unit = (a - b).length() / 100.0;
    let on_piles = {
        let table = world.resource::<Table>();
        table.game.kind() == GameKind::Schafkopf && table.game.players() == 2
    };
    let mut cards = world.query::<(&CardEntity, &CardPlace, &GlobalTransform)>();
    let (mut hand, mut trick, mut backs) = (Vec::new(), Vec::new(), Vec::new());
    for (card, place, at) in cards.iter(world) {
        let tall = at.to_scale_rotation_translation().0.y * 100.0 * per_unit;
        match place {
            CardPlace::Hand(Seat(0)) | CardPlace::Covered(Seat(0)) => hand.push((card.0, tall)),
            CardPlace::Hand(_) if !on_piles => backs.push(tall),
            CardPlace::Trick(_) => trick.push(tall),
            _ => {}
        }
    }
    let mut problems = Vec::new();
    let least = if on_piles || hand.len() >= 16 {
        0.16
    } else if height <= 600 {
        0.18
    } else {
        0.20
    };
    let smallest = hand.iter().map(|h| h.1).fold(f32::MAX, f32::min);
    if hand.is_empty() || smallest < least * height as f32 - 0.5 {
        problems.push(format!(
            "the person's cards are {smallest:.1} px tall, under {:.0} % of {height} ({} cards)",
            least * 100.0,
            hand.len()
        ));
    }
    for tall in &trick {
        if *tall < 0.85 * smallest - 0.5 {
            problems.push(format!(
                "a card of the trick is {tall:.1} px tall, under 85 % of the hand's {smallest:.1}"
            ));
        }
    }
    for tall in &backs {
        if *tall >= smallest {
            problems.push(format!(
                "an opponent's back is {tall:.1} px tall, as large as the person's cards"
            ));
        }
    }
    // Every line drawn on the table (not the UI's, which `check` measures), cards' own labels included.
    for (text, tall) in table_lines(world, per_unit) {
        if tall < 13.0 * height as f32 / 600.0 - 0.05 {
            problems.push(format!("{text:?} is {tall:.1} px, under 13 px at 800x600"));
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
    !trick.is_empty()
}

/// Every visible line drawn on the table (not the UI's), cards' own labels included, with its height in window
/// pixels (`per_unit`: pixels per world unit).
fn table_lines(world: &mut World, per_unit: f32) -> Vec<(String, f32)> {
    use bevy::text::FontSize;
    let mut lines = world.query::<(&Text2d, &TextFont, &GlobalTransform, &InheritedVisibility)>();
    lines
        .iter(world)
        .filter(|(text, _, _, visible)| visible.get() && !text.0.trim().is_empty())
        .filter_map(|(text, font, at, _)| {
            let FontSize::Px(px) = font.font_size else {
                return None;
            };
            Some((
                text.0.clone(),
                px * at.to_scale_rotation_translation().0.y * per_unit,
            ))
        })
        .collect()
}

/// The corner pieces keep to the window's left edge however wide it is (a 16:9 window shows felt beyond the
/// table's 4:3): the trump badge and the person's plate start within 30 px (at 800 high) of it, not out in the
/// felt.
fn check_corners(app: &mut App, what: &str, height: u32) {
    let world = app.world_mut();
    let mut pieces = world.query::<(&Name, &GlobalTransform, &Sprite)>();
    let lefts: Vec<(String, Vec3)> = pieces
        .iter(world)
        .filter(|(name, ..)| ["Trump badge", "Plate of seat 0"].contains(&name.as_str()))
        .map(|(name, at, sprite)| {
            let half = sprite.custom_size.unwrap_or_default().x / 2.0 * at.scale().x;
            (name.to_string(), at.translation() - Vec3::X * half)
        })
        .collect();
    assert_eq!(lefts.len(), 2, "{what}: the badge and the person's plate");
    let mut cameras = world.query::<(&Camera, &GlobalTransform)>();
    let (camera, eye) = cameras.iter(world).next().unwrap();
    for (name, left) in lefts {
        let x = camera.world_to_viewport(eye, left).unwrap().x;
        assert!(
            (0.0..=30.0 * height as f32 / 800.0).contains(&x),
            "{what}: {name} starts {x:.0} px from the window's left edge"
        );
    }
}

/// The table's own lines (names, counts, tabs, the labels of cards and piles, drawn on the table rather than in
/// the UI) must not run into each other: "TRUMP · Mara's" under the turn-up once ran into Mara's DEALER tab.
fn check_table_labels_clear(app: &mut App, what: &str) {
    use bevy::sprite::Anchor;
    use bevy::text::TextLayoutInfo;
    let world = app.world_mut();
    let scale = {
        let mut windows = world.query::<&Window>();
        windows.single(world).unwrap().scale_factor()
    };
    let mut labels = world.query::<(
        Entity,
        &Text2d,
        &TextLayoutInfo,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&Anchor>,
    )>();
    // A card's own corner lines go with the card: cards in a fanned hand overlap by design.
    let on_a_card = |world: &World, mut at: Entity| {
        while let Some(parent) = world.get::<ChildOf>(at) {
            at = parent.parent();
            if world.get::<CardEntity>(at).is_some() {
                return true;
            }
        }
        false
    };
    let boxes: Vec<(String, Boxed)> = labels
        .iter(world)
        .filter(|(entity, text, info, _, visible, _)| {
            visible.get()
                && !text.0.trim().is_empty()
                && info.size.x > 0.0
                && !on_a_card(world, *entity)
        })
        .map(|(_, text, info, at, _, anchor)| {
            let (size_scale, _, at) = at.to_scale_rotation_translation();
            let size = info.size / scale * size_scale.truncate();
            let anchor = anchor.map_or(Vec2::ZERO, |a| a.as_vec());
            (
                text.0.clone(),
                Boxed::around(at.truncate() - anchor * size, size),
            )
        })
        .collect();
    assert!(
        boxes.len() > 4,
        "{what}: the table's lines are not laid out"
    );
    let mut problems = Vec::new();
    // Line boxes include the font's leading: two lines that touch by a pixel or two do not run into each other.
    let runs_into = |a: &Boxed, b: &Boxed| {
        let w = a.max.x.min(b.max.x) - a.min.x.max(b.min.x);
        let h = a.max.y.min(b.max.y) - a.min.y.max(b.min.y);
        w > 2.0 && h > 2.0
    };
    for (i, (a, ra)) in boxes.iter().enumerate() {
        for (b, rb) in &boxes[i + 1..] {
            if runs_into(ra, rb) {
                problems.push(format!("{a:?} runs into {b:?}: {ra:?} {rb:?}"));
            }
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

fn open<F: FnOnce(&mut Commands)>(app: &mut App, open: F) {
    let world = app.world_mut();
    let mut commands = world.commands();
    open(&mut commands);
    world.flush();
    settle(app);
}

/// Where a player's files may be, at their longest: the About panel must wrap them, never run off a phone.
fn long_file_places() -> wendellhead::app::about::Files {
    wendellhead::app::about::Files {
        saves: r"C:\Users\Maximiliane Mustermann-Schmidt\AppData\Roaming\wendellhead".into(),
        packs: Some("/home/maximiliane.mustermann-schmidt/.config/wendellhead/packs".into()),
    }
}

fn close_panels(app: &mut App) {
    let world = app.world_mut();
    let mut panels = world.query_filtered::<Entity, With<wendellhead::app::ui::Dismissable>>();
    let all: Vec<_> = panels.iter(world).collect();
    for panel in all {
        world.entity_mut(panel).despawn();
    }
    settle(app);
}

/// Every desk window at the smallest and largest text size, then every phone and tablet (upright and sideways) at
/// the usual size, whose lines must also be readable and its buttons large enough to tap.
#[test]
fn menus_fit_every_window_and_size() {
    let _turn = super::one_at_a_time();
    let runs: Vec<(u32, u32, u16, bool)> = super::WINDOWS
        .iter()
        .flat_map(|&(w, h)| super::SIZES.iter().map(move |&size| (w, h, size, false)))
        .chain(super::PHONES.iter().map(|&(w, h)| (w, h, 100, true)))
        .collect();
    for (w, h, size, phone) in runs {
        let what = format!("{w}x{h} at {size}%");
        let mut app = game(w, h, size);
        check_menu(&mut app, phone, &format!("title, {what}"));
        check_title_notices(&mut app, phone, !phone && size == 100, &what);
        let settings = app.world().resource::<Settings>().clone();
        let title = PanelScope::Screen(Screen::Title);
        open(&mut app, |c| {
            wendellhead::app::settings_panel::open_settings(c, &settings, None, title)
        });
        check_menu(&mut app, phone, &format!("settings, {what}"));
        check_button_whole(&mut app, "button-back-esc", &format!("settings, {what}"));
        close_panels(&mut app);
        for game in GameKind::ALL {
            open(&mut app, |c| {
                wendellhead::app::rules::open_rules(c, game, title, None)
            });
            check_menu(&mut app, phone, &format!("{game:?} rules, {what}"));
            close_panels(&mut app);
        }
        let stats = app.world().resource::<Stats>().clone();
        open(&mut app, |c| {
            wendellhead::app::stats::open_stats(c, &stats, title)
        });
        check_menu(&mut app, phone, &format!("statistics, {what}"));
        // A chart per table size, a bar per match kept, as tall as the tricks per deal.
        let world = app.world_mut();
        let charts = world.query::<&ResultsChart>().iter(world).count();
        assert_eq!(charts, 4, "{what}");
        let mut bars = world.query::<(&ChartBar, &ComputedNode, &BackgroundColor)>();
        let widths: Vec<f32> = bars.iter(world).map(|(_, n, _)| n.size().x).collect();
        let mut colours: Vec<Color> = bars.iter(world).map(|(_, _, c)| c.0).collect();
        let bars: Vec<(Outcome, f32)> = bars
            .iter(world)
            .map(|(b, n, _)| (b.0, n.size().y))
            .collect();
        // The latest matches of each table size, each bar a finger wide on a desk (24 px at 800x600).
        assert_eq!(bars.len(), 4 * CHART_BARS, "{what}");
        if !phone {
            let thinnest = widths.iter().copied().fold(f32::MAX, f32::min);
            assert!(thinnest >= 23.5, "{what}: a bar is {thinnest} px wide");
        }
        // The statistics' words are 12 px or more at every window size.
        let scale = world.resource::<UiScale>().0;
        let mut fonts = world.query::<(Entity, &TextFont, &InheritedVisibility)>();
        let mut parents = world.query::<&ChildOf>();
        let mut legible = world.query_filtered::<(), With<wendellhead::app::ui::Legible>>();
        let in_panel: Vec<(Entity, TextFont)> = fonts
            .iter(world)
            .filter(|(_, _, v)| v.get())
            .map(|(e, f, _)| (e, f.clone()))
            .collect();
        let in_panel: Vec<TextFont> = in_panel
            .into_iter()
            .filter(|(e, _)| {
                let mut at = *e;
                while let Ok(parent) = parents.get(world, at) {
                    at = parent.parent();
                    if legible.get(world, at).is_ok() {
                        return true;
                    }
                }
                false
            })
            .map(|(_, f)| f)
            .collect();
        assert!(in_panel.len() > 20, "{what}: the statistics' lines");
        let least = in_panel
            .iter()
            .filter_map(|f| match f.font_size {
                bevy::text::FontSize::Px(px) => Some(px * scale),
                _ => None,
            })
            .fold(f32::MAX, f32::min);
        assert!(least >= 11.95, "{what}: a line of {least} px");
        // The legends show each bar's colour, and no colour no bar has.
        let mut swatches = world.query::<&LegendSwatch>();
        let mut legend: Vec<Color> = swatches.iter(world).map(|s| s.0).collect();
        let mut par = world.query::<(&ParBar, &Children)>();
        let columns: Vec<Entity> = par
            .iter(world)
            .flat_map(|(_, c)| c.iter().collect::<Vec<_>>())
            .collect();
        for column in columns {
            let halves: Vec<Entity> = world
                .get::<Children>(column)
                .map(|c| c.iter().collect())
                .unwrap_or_default();
            for half in halves {
                if let (Some(node), Some(colour)) = (
                    world.get::<ComputedNode>(half),
                    world.get::<BackgroundColor>(half),
                ) && node.size().y > 0.5
                {
                    colours.push(colour.0);
                }
            }
        }
        let key = |c: &Color| format!("{:?}", c.to_srgba());
        colours.sort_by_key(key);
        colours.dedup();
        legend.sort_by_key(key);
        legend.dedup();
        assert_eq!(
            colours.iter().map(key).collect::<Vec<_>>(),
            legend.iter().map(key).collect::<Vec<_>>(),
            "{what}: the legends' colours are the bars'"
        );
        for (a, ha) in &bars {
            for (b, hb) in &bars {
                // Rounded to whole pixels in a small window: never shorter, and clearly taller for a clearly
                // better match.
                if a.players == b.players && a.tricks_per_deal() > b.tricks_per_deal() {
                    assert!(ha >= hb, "{what}: a better match has no shorter bar");
                }
                if a.players == b.players && a.tricks_per_deal() > 2.0 * b.tricks_per_deal() + 2.0 {
                    assert!(ha > hb, "{what}: a much better match has the taller bar");
                }
            }
        }
        // The par chart: a bar a hand kept.
        let world = app.world_mut();
        let par_bars = world.query::<&ParBar>().iter(world).count();
        assert_eq!(par_bars, CHART_BARS, "{what}");
        close_panels(&mut app);
        // About, with the longest folder names a player's files may have (a Windows profile's, a long home).
        open(&mut app, |c| {
            wendellhead::app::about::open_about(c, title, &long_file_places())
        });
        check_menu(&mut app, phone, &format!("about, {what}"));
        check_button_whole(&mut app, "button-back-esc", &format!("about, {what}"));
        close_panels(&mut app);
        app.insert_resource(MatchSetup {
            players: 5,
            length: Length::Custom,
            levels: [Level::Hard; 4],
            ..MatchSetup::default()
        });
        go(&mut app, Screen::Setup);
        check_menu(&mut app, phone, &format!("setup, {what}"));
        // The setup screen's heading, in this binary's language (German in `tests/process/app_layout_de.rs`).
        let new_game =
            wendellhead::app::i18n::tr_in(super::LAYOUT_LANGUAGE, "title-new-game", None);
        let world = app.world_mut();
        let shown: Vec<String> = world
            .query::<&Text>()
            .iter(world)
            .map(|t| t.0.clone())
            .collect();
        assert!(shown.contains(&new_game), "{what}: {shown:?}");
        go(&mut app, Screen::Title);
        app.insert_resource(MatchSetup {
            game: GameKind::Whist,
            whist_honours: true,
            whist_rubber: true,
            whist_target: 10,
            levels: [Level::Hard; 4],
            ..MatchSetup::default()
        });
        go(&mut app, Screen::Setup);
        check_menu(&mut app, phone, &format!("Whist setup, {what}"));
        go(&mut app, Screen::Title);
        app.insert_resource(MatchSetup {
            game: GameKind::Hearts,
            hearts: wendellhead::engine::hearts::Rules {
                kitty: true,
                jack_of_diamonds: true,
                ..wendellhead::engine::hearts::Rules::standard(5)
            },
            levels: [Level::Hard; 4],
            ..MatchSetup::default()
        });
        go(&mut app, Screen::Setup);
        check_menu(&mut app, phone, &format!("Hearts setup, {what}"));
        // Its rule options' panel, opened from the Rules row.
        open_rules_row(&mut app);
        check_menu(&mut app, phone, &format!("Hearts rules options, {what}"));
        close_panels(&mut app);
        go(&mut app, Screen::Title);
        app.insert_resource(MatchSetup {
            game: GameKind::Schafkopf,
            levels: [Level::Hard; 4],
            ..MatchSetup::default()
        });
        go(&mut app, Screen::Setup);
        check_menu(&mut app, phone, &format!("Schafkopf setup, {what}"));
        open_rules_row(&mut app);
        check_menu(&mut app, phone, &format!("Schafkopf values, {what}"));
    }
}

/// Five long notices at the title (broken packs, as a playtest had four) keep to a box that scrolls, under a line
/// that counts them; nothing of the title runs off the window. At the desk's text size (`desk`) the box lies
/// inside the window; larger text and phones scroll the whole title to it.
fn check_title_notices(app: &mut App, phone: bool, desk: bool, what: &str) {
    use wendellhead::app::screens::title::TitleNotices;
    use wendellhead::app::storage::Notices;
    go(app, Screen::Title);
    {
        let mut notices = app.world_mut().resource_mut::<Notices>();
        for i in 1..=5 {
            notices.add(format!(
                "The card pack /home/someone/.local/share/wendellhead/packs/broken-{i}/pack.ron cannot be \
                 used: /home/someone/.local/share/wendellhead/packs/broken-{i}/faces.png: no such file"
            ));
        }
    }
    settle(app);
    check_menu(app, phone, &format!("title with five notices, {what}"));
    let world = app.world_mut();
    let height = world
        .query::<&Window>()
        .single(world)
        .unwrap()
        .physical_height() as f32;
    let (node, at) = world
        .query_filtered::<(&ComputedNode, &UiGlobalTransform), With<TitleNotices>>()
        .single(world)
        .expect("the notices' box");
    let top = at.translation.y - node.size().y / 2.0;
    let bottom = at.translation.y + node.size().y / 2.0;
    if desk {
        assert!(
            top < height - 40.0,
            "{what}: the notices start at {top} of {height}"
        );
        assert!(
            bottom <= height + 0.5,
            "{what}: the notices' box ends at {bottom} of {height}"
        );
    }
    app.world_mut().resource_mut::<Notices>().0.clear();
    settle(app);
}

/// Opens the setup's rule options from its Rules row (the button whose words end in "…").
fn open_rules_row(app: &mut App) {
    let world = app.world_mut();
    let mut texts = world.query::<(&Text, &ChildOf)>();
    let rules_button = texts
        .iter(world)
        .find(|(t, _)| t.0.ends_with('…'))
        .map(|(_, parent)| parent.parent())
        .expect("the setup's rules row");
    app.world_mut().trigger(wendellhead::app::ui::Activated {
        entity: rules_button,
    });
    settle(app);
}

/// [`check`], and on a phone [`check_readable`] too.
fn check_menu(app: &mut App, phone: bool, what: &str) {
    check(app, what);
    if phone {
        check_readable(app, what);
    }
}

/// A phone's menus and panels can be read and tapped: every line in them is 14 px or more and every button
/// 44 px tall and wide or more (logical pixels, which the test windows' pixels are).
fn check_readable(app: &mut App, what: &str) {
    use bevy::text::FontSize;
    use wendellhead::app::ui::{PHONE_TAP, PHONE_TEXT};
    let world = app.world_mut();
    let scale = world.resource::<UiScale>().0;
    let mut lines = world.query::<(Entity, &Text, &TextFont, &InheritedVisibility)>();
    let lines: Vec<(Entity, String, f32)> = lines
        .iter(world)
        .filter(|(.., visible)| visible.get())
        .filter_map(|(entity, text, font, _)| match font.font_size {
            FontSize::Px(size) => Some((entity, text.0.clone(), size * scale)),
            _ => None,
        })
        .collect();
    let mut buttons =
        world.query_filtered::<(Entity, &ComputedNode, &InheritedVisibility), With<Button>>();
    let buttons: Vec<(Entity, Vec2)> = buttons
        .iter(world)
        .filter(|(.., visible)| visible.get())
        .map(|(entity, node, _)| (entity, node.size()))
        .collect();
    let mut problems = Vec::new();
    for (entity, line, tall) in lines {
        if in_menu(world, entity) && !line.trim().is_empty() && tall < PHONE_TEXT - 0.1 {
            problems.push(format!("{line:?} is {tall:.1} px, under {PHONE_TEXT}"));
        }
    }
    // A finger's size across too: the wedding's ◀ and ▶ were 30 px wide at 360.
    for (entity, size) in buttons {
        if in_menu(world, entity) && size.min_element() < PHONE_TAP - 0.5 {
            problems.push(format!(
                "button {entity} is {:.1}x{:.1} px, under {PHONE_TAP} a side",
                size.x, size.y
            ));
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// The table's panels on phones and a tablet, upright and sideways: the pause menu, the last trick, the score
/// sheet (Schafkopf for four's thirteen columns, scrolled across), a hand's panel (five columns), the hand's review
/// and the match's end each lie in the window (scrolling where they must), their lines clear of each other, 14 px
/// or more, and their buttons 44 px tall. The table under them is its own tests' concern.
#[test]
fn the_table_panels_fit_phones() {
    use wendellhead::engine::schafkopf::{ContractKind, Winner};
    let _turn = super::one_at_a_time();
    for (w, h) in super::PHONES.iter().copied() {
        let what = format!("Schafkopf for four, {w}x{h}");
        let mut app = game(w, h, 100);
        app.insert_resource(
            MatchSetup {
                game: GameKind::Schafkopf,
                ..MatchSetup::default()
            }
            .new_match(3),
        );
        go(&mut app, Screen::Playing);
        for _ in 0..60 {
            app.update();
        }
        assert!(app.world().contains_resource::<Table>(), "{what}");
        pause_and_last_trick(&mut app, &what, check_panels);
        app.world_mut()
            .resource_scope(|world, mut table: Mut<Table>| {
                table.sheet = full_sheet(GameKind::Schafkopf, 4);
                let mut commands = world.commands();
                wendellhead::app::table::scores::spawn_sheet(&mut commands, &table, 0);
            });
        app.world_mut().flush();
        settle(&mut app);
        check_panels(&mut app, &format!("score sheet, {what}"));
        close_panels(&mut app);
        app.world_mut()
            .resource_scope(|world, mut table: Mut<Table>| {
                // Scored, its par still being worked out: the longest par line ("…the Hard computer is replaying your
                // seat…") once ran into the line under it.
                if let Some(hand) = table.hands.last_mut() {
                    hand.result = Some(-3);
                    hand.par = None;
                }
                let mut commands = world.commands();
                wendellhead::app::games::schafkopf::spawn_hand_panel(
                    &mut commands,
                    &table,
                    &Score::Schafkopf {
                        kind: ContractKind::Wedding,
                        trump: wendellhead::engine::Suit::Diamonds,
                        caller: Some(Seat(0)),
                        // The widest figures: a run of four and both doubles.
                        laufende: Some(wendellhead::engine::schafkopf::Laufende {
                            run: 4,
                            with: true,
                        }),
                        doubles: wendellhead::engine::schafkopf::Doubles {
                            kontra: Some(Seat(1)),
                            re: Some(Seat(0)),
                        },
                        declarers: vec![Seat(0), Seat(3)],
                        points: vec![120, 0],
                        winner: Winner::Declarers,
                        declarers_won: true,
                        schneider: true,
                        schwarz: true,
                        value: 3,
                        payments: vec![3, -3, -3, 3],
                        balance: vec![13, -23, -3, 13],
                    },
                );
            });
        app.world_mut().flush();
        settle(&mut app);
        check_panels(&mut app, &format!("hand scored, {what}"));
        check_clear_of_the_scores_button(&mut app, &format!("hand scored, {what}"));
        app.world_mut().resource_scope(|world, table: Mut<Table>| {
            let mut commands = world.commands();
            wendellhead::app::table::hand_review::open_hand_review(
                &mut commands,
                &table,
                usize::MAX,
            );
        });
        app.world_mut().flush();
        settle(&mut app);
        check_panels(&mut app, &format!("hand review, {what}"));
        close_panels(&mut app);
        go(&mut app, Screen::MatchOver);
        check_panels(&mut app, &format!("match over, {what}"));
    }
}

/// Pauses the match and checks the pause menu with `check`, then resumes and checks the last trick's panel, and
/// closes it.
fn pause_and_last_trick(app: &mut App, what: &str, check: fn(&mut App, &str)) {
    app.world_mut()
        .resource_mut::<NextState<Phase>>()
        .set(Phase::Paused);
    settle(app);
    check(app, &format!("pause menu, {what}"));
    app.world_mut()
        .resource_mut::<NextState<Phase>>()
        .set(Phase::Turn);
    settle(app);
    app.world_mut().resource_scope(|world, table: Mut<Table>| {
        let mut commands = world.commands();
        wendellhead::app::table::review::open_review(&mut commands, &table, true);
    });
    app.world_mut().flush();
    settle(app);
    check(app, &format!("last trick, {what}"));
    close_panels(app);
}

/// The menus and panels on screen (not the table under them) fit, and can be read and tapped on a phone.
/// The toolbar's *Scores* button (▤), drawn above a round's panel, covers nothing of it: a phone's hand panel,
/// as tall as the window, once had ▤ over its headline.
fn check_clear_of_the_scores_button(app: &mut App, what: &str) {
    let world = app.world_mut();
    let z = wendellhead::app::table::scores::SCORES_BUTTON_Z;
    let mut buttons = world.query::<(
        &GlobalZIndex,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
    )>();
    let button = buttons
        .iter(world)
        .find(|(index, .., visible)| index.0 == z && visible.get())
        .map(|(_, node, at, _)| Boxed::around(at.translation, node.size()))
        .unwrap_or_else(|| panic!("{what}: the Scores button"));
    let panels: Vec<Entity> = world
        .query_filtered::<Entity, With<wendellhead::app::table::round::RoundPanel>>()
        .iter(world)
        .collect();
    assert!(!panels.is_empty(), "{what}: a round's panel");
    let mut problems = Vec::new();
    for (name, rect, root, entity) in items(app) {
        if !panels.contains(&root) {
            continue;
        }
        let world = app.world_mut();
        if let Some(shown) = shown_part(world, entity, rect)
            && shown.overlap(&button) > 1.0
        {
            problems.push(format!(
                "the Scores button {button:?} covers {name} {shown:?}"
            ));
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

fn check_panels(app: &mut App, what: &str) {
    check_only(app, what, true);
    check_readable(app, what);
}

/// Where each button and each line outside a button stands on screen, by entity (the setup screen is updated in
/// place, not spawned again, so an entity is the same row before and after a change): its right edge and middle,
/// which stay put when a right-aligned row name changes its words ("Left: Mara" at three, "Across: Otto" at two).
fn places_by_entity(app: &mut App) -> std::collections::HashMap<Entity, (String, Vec2)> {
    items(app)
        .into_iter()
        .map(|(name, rect, _, entity)| {
            (
                entity,
                (name, Vec2::new(rect.max.x, (rect.min.y + rect.max.y) / 2.0)),
            )
        })
        .collect()
}

/// The setup's rows hold still where a player would mind when rows come or go: changing the game, the players (or
/// Wendellhead's length) moves neither the row changed nor any row above it, so a second click on the same place
/// steps the same choice; rows below it may close up. Rows that do not apply are not shown at all ("Right: Ivo /
/// from 5 players" at four, "Skat first to / with 3 players" but for three), at the largest desk window and on the
/// smallest phone.
#[test]
fn the_setup_rows_hold_still_when_the_players_change() {
    let _turn = super::one_at_a_time();
    let (w, h) = super::WINDOWS[super::WINDOWS.len() - 1];
    let size = super::SIZES[super::SIZES.len() - 1];
    let mut app = game(w, h, size);
    check_setup_game_row_holds_still(&mut app, &format!("{w}x{h} at {size}%"));
    let (pw, ph) = super::PHONES[0];
    for (mut app, (w, h, size)) in [(app, (w, h, size)), (game(pw, ph, 100), (pw, ph, 100))] {
        check_setup_rows_hold_still(&mut app, &format!("{w}x{h} at {size}%"));
    }
}

/// The rule of [`the_setup_rows_hold_still_when_the_players_change`] in one window (`what`).
fn check_setup_rows_hold_still(app: &mut App, what: &str) {
    use wendellhead::app::i18n::tr_in;
    let language = super::LAYOUT_LANGUAGE;
    let changes: [(GameKind, &[u8]); 3] = [
        (GameKind::Schafkopf, &[4, 3, 2, 4, 2, 3]),
        (GameKind::Wendellhead, &[3, 5, 2, 4]),
        (GameKind::Hearts, &[4, 3, 5, 4]),
    ];
    // The bottom of the row whose name is `title` (the row a player changed), in window pixels.
    let row_bottom = |app: &mut App, title: &str| {
        let world = app.world_mut();
        let mut texts = world.query::<(&Text, &ChildOf, &InheritedVisibility)>();
        let name_cell = texts
            .iter(world)
            .find(|(t, _, v)| t.0 == title && v.get())
            .map(|(_, parent, _)| parent.parent())
            .unwrap_or_else(|| panic!("{what}: no {title:?} row"));
        let row = world.get::<ChildOf>(name_cell).unwrap().parent();
        let node = world.get::<ComputedNode>(row).unwrap();
        let at = world.get::<UiGlobalTransform>(row).unwrap();
        at.translation.y + node.size().y / 2.0
    };
    for (kind, players) in changes {
        let mut setup = MatchSetup {
            game: kind,
            ..MatchSetup::default()
        };
        setup.set_players(players[0]).unwrap();
        app.insert_resource(setup);
        go(app, Screen::Setup);
        check(app, &format!("{kind:?} setup, {what}"));
        let mut before = places_by_entity(app);
        // Each change: a number of players, or (Wendellhead) a match length; the row changed, by its name.
        let mut steps: Vec<(Option<u8>, Option<Length>, &str)> = players[1..]
            .iter()
            .map(|&n| (Some(n), None, "setup-players"))
            .collect();
        if kind == GameKind::Wendellhead {
            steps.push((None, Some(Length::Custom), "setup-match"));
            steps.push((None, Some(Length::default()), "setup-match"));
        }
        for (i, &(players, length, row)) in steps.iter().enumerate() {
            let changed = row_bottom(app, &tr_in(language, row, None));
            {
                let mut setup = app.world_mut().resource_mut::<MatchSetup>();
                if let Some(n) = players {
                    setup.set_players(n).unwrap();
                }
                if let Some(length) = length {
                    setup.length = length;
                }
            }
            settle(app);
            let what = format!("{kind:?} setup, change {i}, {what}");
            check(app, &what);
            let after = places_by_entity(app);
            let mut kept = 0;
            let mut moved = Vec::new();
            for (entity, (name, at)) in &after {
                if let Some((_, was)) = before.get(entity)
                    && was.y < changed
                {
                    kept += 1;
                    if (*at - *was).length() >= 0.5 {
                        moved.push(format!("{name} moved from {was} to {at}"));
                    }
                }
            }
            moved.sort();
            assert!(moved.is_empty(), "{what}:\n{}", moved.join("\n"));
            assert!(
                kept >= 3,
                "{what}: only {kept} items at or above the row changed"
            );
            // No row that does not apply shows: no seat beyond the table, no skat but for three.
            let table = app.world().resource::<MatchSetup>().rules().players();
            let shown: Vec<String> = items(app).into_iter().map(|(name, ..)| name).collect();
            let mut absent: Vec<String> = Vec::new();
            if table < 5 && kind != GameKind::Schafkopf {
                absent.push(format!(
                    "{:?}",
                    tr_in(language, "setup-place-right", None) + ": Ivo"
                ));
            }
            if kind == GameKind::Schafkopf && table != 3 {
                absent.push(format!("{:?}", tr_in(language, "setup-skat-to", None)));
            }
            for line in absent {
                assert!(
                    !shown.iter().any(|s| s.contains(&line)),
                    "{what}: {line} shows though it does not apply: {shown:?}"
                );
            }
            before = after;
        }
        go(app, Screen::Title);
    }
}

/// The setup's Game row holds still when the game changes (rows come and go below it): the screen once centred
/// itself again after each click, so a second click on Game missed it. No row's name wraps ("The skat goes first
/// to" left "to" alone on a line).
fn check_setup_game_row_holds_still(app: &mut App, what: &str) {
    app.insert_resource(MatchSetup::default());
    go(app, Screen::Setup);
    // The topmost button of the screen: the Game row's stepper.
    let game_row = |app: &mut App| {
        items(app)
            .into_iter()
            .filter(|(name, ..)| name.starts_with("button"))
            .map(|(_, rect, _, _)| rect)
            .min_by(|a, b| a.min.y.total_cmp(&b.min.y))
            .expect("the setup's buttons")
    };
    let first = game_row(app);
    let steps: [(GameKind, u8); 5] = [
        (GameKind::Whist, 4),
        (GameKind::Schafkopf, 3),
        (GameKind::Schafkopf, 2),
        (GameKind::Wendellhead, 5),
        (GameKind::Hearts, 3),
    ];
    for (kind, players) in steps {
        {
            let mut setup = app.world_mut().resource_mut::<MatchSetup>();
            setup.game = kind;
            setup.set_players(players).unwrap();
        }
        settle(app);
        let what = format!("{kind:?} for {players}, {what}");
        check(app, &what);
        let now = game_row(app);
        assert!(
            (now.min - first.min).length() < 0.5 && (now.max - first.max).length() < 0.5,
            "{what}: the Game row moved from {first:?} to {now:?}"
        );
        // Every row's name (in its 200 px column beside the stepper) on one line.
        let world = app.world_mut();
        let scale = world.resource::<UiScale>().0;
        let mut names = world.query::<(
            &Text,
            &TextFont,
            &ComputedNode,
            &InheritedVisibility,
            &ChildOf,
        )>();
        for (text, font, node, visible, parent) in names.iter(world) {
            let bevy::text::FontSize::Px(px) = font.font_size else {
                continue;
            };
            let in_name_column = world
                .get::<Node>(parent.parent())
                .is_some_and(|n| n.width == Val::Px(200.0));
            if visible.get() && in_name_column {
                assert!(
                    node.size().y < 1.6 * px * scale * 1.2,
                    "{what}: {:?} wraps ({} px high)",
                    text.0,
                    node.size().y
                );
            }
        }
    }
    go(app, Screen::Title);
}

/// Schafkopf for two, a few tricks in: each player's pile of won tricks lies on no plate (the other's once covered
/// its "balance", the person's lay under the other's plate) and has its own count under it, clear of the table's
/// other lines; the person's count names them.
fn check_two_piles(app: &mut App, what: &str) {
    use wendellhead::app::table::human::PlayCard;
    let what = format!("the piles of tricks won, {what}");
    let piled = |world: &mut World| {
        let mut places = world.query::<&CardPlace>();
        [Seat(0), Seat(1)].map(|seat| {
            places
                .iter(world)
                .filter(|p| **p == CardPlace::TrickPile(seat))
                .count()
        })
    };
    for _ in 0..3000 {
        let world = app.world_mut();
        if piled(world).iter().all(|&n| n >= 2) {
            break;
        }
        let table = world.resource::<Table>();
        let turn = *world.resource::<State<Phase>>().get() == Phase::Turn
            && table.caught_up()
            && table.game.to_act() == Some(Seat(0));
        let legal = table.game.legal_moves();
        if turn && let Some(card) = legal.highest() {
            world.write_message(PlayCard(card));
        }
        app.update();
    }
    settle(app);
    let world = app.world_mut();
    let counts = piled(world);
    assert!(
        counts.iter().sum::<usize>() >= 4,
        "{what}: tricks won {counts:?}"
    );
    let mut cameras = world.query::<(&Camera, &GlobalTransform)>();
    let (camera, eye) = cameras.iter(world).next().unwrap();
    let (camera, eye) = (camera.clone(), *eye);
    let mut plates = Vec::new();
    let mut sprites = world.query::<(&Name, &GlobalTransform, &Sprite)>();
    for (name, at, sprite) in sprites.iter(world) {
        if name.as_str().starts_with("Plate of seat") {
            plates.push((
                name.to_string(),
                on_screen(&camera, &eye, at, sprite.custom_size.unwrap()),
            ));
        }
    }
    assert_eq!(plates.len(), 2, "{what}: the plates");
    let mut cards = world.query::<(&CardPlace, &GlobalTransform, &Transform)>();
    for (place, at, local) in cards.iter(world) {
        if let CardPlace::TrickPile(seat) = place {
            let pile = on_screen(
                &camera,
                &eye,
                at,
                Vec2::new(72.0, 100.0) * local.scale.truncate(),
            );
            for (name, plate) in &plates {
                assert!(
                    pile.overlap(plate) <= 1.0,
                    "{what}: {seat:?}'s pile {pile:?} lies on {name} {plate:?}"
                );
            }
        }
    }
    let you = wendellhead::app::i18n::tr_in(super::LAYOUT_LANGUAGE, "seat-you", None);
    let mut labels = world.query::<(
        &wendellhead::app::games::schafkopf::TrickPileLabel,
        &Text2d,
        &InheritedVisibility,
    )>();
    let lines: Vec<(Seat, String)> = labels
        .iter(world)
        .filter(|(_, _, visible)| visible.get())
        .map(|(label, text, _)| (label.0, text.0.clone()))
        .collect();
    assert_eq!(lines.len(), 2, "{what}: each pile's count shows");
    assert!(
        lines
            .iter()
            .any(|(seat, line)| *seat == Seat(0) && line.starts_with(&you)),
        "{what}: the person's pile names them: {lines:?}"
    );
    check_table_labels_clear(app, &what);
}

/// A Whist seed whose first deal is the person's.
fn persons_deal_seed() -> u64 {
    (0..1000)
        .find(|&seed| {
            wendellhead::engine::whist::WhistMatch::new(
                MatchSetup::default().whist_rules(),
                seed,
                &mut Vec::new(),
            )
            .unwrap()
            .dealer()
                == Seat(0)
        })
        .expect("a deal of the person's")
}

/// Whist with the person dealing: their turn-up lies clear of every plate, every card of the trick and their hand
/// (it once lay half under the right seat's plate), its label clear of the table's other lines, and the prompt
/// clear of it (in German it once ran over it at 800x600).
fn check_persons_turn_up(app: &mut App, what: &str) {
    let what = format!("Whist, the person dealing, {what}");
    go(app, Screen::Title);
    app.insert_resource(
        MatchSetup {
            game: GameKind::Whist,
            ..MatchSetup::default()
        }
        .new_match(persons_deal_seed()),
    );
    go(app, Screen::Playing);
    for _ in 0..60 {
        app.update();
    }
    check_table_labels_clear(app, &what);
    check_prompt_and_hand_margins(app, &what);
    let world = app.world_mut();
    let mut cameras = world.query::<(&Camera, &GlobalTransform)>();
    let (camera, eye) = cameras.iter(world).next().unwrap();
    let (camera, eye) = (camera.clone(), *eye);
    let mut turn_up = None;
    let mut others = Vec::new();
    let mut cards = world.query::<(&CardEntity, &CardPlace, &GlobalTransform)>();
    for (card, place, at) in cards.iter(world) {
        let rect = on_screen(&camera, &eye, at, Vec2::new(72.0, 100.0));
        match place {
            CardPlace::FaceUp(Seat(0)) => turn_up = Some(rect),
            CardPlace::Trick(_) | CardPlace::Hand(Seat(0)) => {
                others.push((format!("{} ({place:?})", card.0), rect))
            }
            _ => {}
        }
    }
    let mut sprites = world.query::<(&Name, &GlobalTransform, &Sprite)>();
    for (name, at, sprite) in sprites.iter(world) {
        if name.as_str().starts_with("Plate of seat") {
            others.push((
                name.to_string(),
                on_screen(&camera, &eye, at, sprite.custom_size.unwrap()),
            ));
        }
    }
    let mut lines = world.query::<(
        &wendellhead::app::table::hud::Label,
        &Text2d,
        &bevy::text::TextLayoutInfo,
        &GlobalTransform,
        Option<&bevy::sprite::Anchor>,
    )>();
    for (label, text, info, at, anchor) in lines.iter(world) {
        if *label == wendellhead::app::table::hud::Label::Status && !text.0.is_empty() {
            let (scale, _, centre) = at.to_scale_rotation_translation();
            let size = info.size * scale.truncate();
            let centre = centre.truncate() - anchor.map_or(Vec2::ZERO, |a| a.as_vec()) * size;
            let middle = GlobalTransform::from_translation(centre.extend(0.0));
            others.push((
                format!("the prompt {:?}", text.0),
                on_screen(&camera, &eye, &middle, size),
            ));
        }
    }
    let turn_up = turn_up.unwrap_or_else(|| panic!("{what}: the turn-up shows"));
    assert!(
        others.len() > 17,
        "{what}: the plates, the hand and the prompt"
    );
    for (name, rect) in &others {
        assert!(
            turn_up.overlap(rect) <= 4.0,
            "{what}: the turn-up {turn_up:?} covers {name} {rect:?}"
        );
    }
}

/// A Schafkopf seed whose first deal gives the person (seat 0) both black queens and the first call, so the call
/// panel shows every kind of call at once.
fn black_queens_seed() -> u64 {
    use wendellhead::engine::schafkopf::{Rules, SchafkopfMatch};
    (0..10_000)
        .find(|&seed| {
            let game = SchafkopfMatch::new(Rules::standard(), seed, &mut Vec::new()).unwrap();
            game.black_queens_holder() == Some(Seat(0)) && game.forehand() == Seat(0)
        })
        .expect("a deal like that")
}

#[test]
fn the_schafkopf_table_leaves_the_seats_clear_while_declaring_at_every_window_size() {
    let _turn = super::one_at_a_time();
    use wendellhead::engine::schafkopf::ContractKind;
    let seed = black_queens_seed();
    // Every desk window at each size; phones and a tablet, upright and sideways, at 100 %.
    let desks = super::WINDOWS
        .iter()
        .flat_map(|&window| super::SIZES.iter().map(move |&size| (window, size, false)));
    let phones = super::UPRIGHT
        .iter()
        .chain(super::SIDEWAYS)
        .map(|&window| (window, 100, true));
    for ((w, h), size, phone) in desks.chain(phones) {
        let what = format!("Schafkopf, {w}x{h} at {size}%");
        let mut app = at_the_call_panel(w, h, size, seed, &what);
        // The call panel's buttons a finger's size on a phone, its lines readable (the wedding's row too).
        check_menu(&mut app, phone, &format!("declaring, {what}"));
        if phone {
            check_call_panel_on_a_phone(&mut app, &what);
        } else {
            check_toolbar_clear_of_the_table(&mut app, &what);
            // The both-black-queens prompt, the longest call prompt, wraps inside the window.
            check_prompt_and_hand_margins(&mut app, &format!("declaring, {what}"));
        }
        app.world_mut().resource_scope(|world, table: Mut<Table>| {
            let mut commands = world.commands();
            wendellhead::app::games::schafkopf::spawn_hand_panel(
                &mut commands,
                &table,
                &Score::Schafkopf {
                    kind: ContractKind::SilentSolo,
                    trump: wendellhead::engine::Suit::Diamonds,
                    caller: Some(Seat(2)),
                    laufende: None,
                    doubles: Default::default(),
                    declarers: vec![Seat(2)],
                    points: vec![29, 91],
                    winner: wendellhead::engine::schafkopf::Winner::Defenders,
                    declarers_won: false,
                    schneider: true,
                    schwarz: false,
                    value: 2,
                    payments: vec![2, 2, -6, 2],
                    balance: vec![-12, 23, -6, -5],
                },
            );
        });
        app.world_mut().flush();
        settle(&mut app);
        check(&mut app, &format!("hand scored, {what}"));
        go(&mut app, Screen::MatchOver);
        check(&mut app, &format!("match over, {what}"));
    }
}

/// Rule of the phone's table while the person calls: the call panel lies in the window, clear of the person's
/// cards, their plate, the prompt and the toolbar (over the other seats it may lie: a wedding's panel is taller
/// than a small phone's middle, and those seats have nothing to do meanwhile).
fn check_call_panel_on_a_phone(app: &mut App, what: &str) {
    use bevy::sprite::Anchor;
    use bevy::text::TextLayoutInfo;
    use wendellhead::app::table::hud::Label;
    let world = app.world_mut();
    let (window, camera, eye) = window_and_camera(world);
    let mut things: Vec<(String, Boxed)> = Vec::new();
    let mut cards = world.query::<(&CardEntity, &CardPlace, &GlobalTransform, &Sprite)>();
    for (card, place, at, sprite) in cards.iter(world) {
        if matches!(place, CardPlace::Hand(Seat(0))) {
            let size = sprite.custom_size.unwrap_or(Vec2::new(72.0, 100.0));
            things.push((
                format!("the person's {}", card.0),
                on_screen(&camera, &eye, at, size),
            ));
        }
    }
    let mut sprites = world.query::<(&Name, &GlobalTransform, &Sprite)>();
    for (name, at, sprite) in sprites.iter(world) {
        if name.as_str() == "Plate of seat 0" {
            things.push((
                name.to_string(),
                on_screen(&camera, &eye, at, sprite.custom_size.unwrap()),
            ));
        }
    }
    let mut labels = world.query::<(
        &Label,
        &Text2d,
        &TextLayoutInfo,
        &GlobalTransform,
        Option<&Anchor>,
    )>();
    for (label, text, info, at, anchor) in labels.iter(world) {
        if *label == Label::Status && !text.0.is_empty() {
            // The layout's size is in the window's pixels at its scale factor (1 here), the anchor its share.
            let (scale, _, centre) = at.to_scale_rotation_translation();
            let size = info.size * scale.truncate();
            let centre = centre.truncate() - anchor.map_or(Vec2::ZERO, |a| a.as_vec()) * size;
            let middle = GlobalTransform::from_translation(centre.extend(0.0));
            things.push((
                format!("the prompt {:?}", text.0),
                on_screen(&camera, &eye, &middle, size),
            ));
        }
    }
    assert!(
        things.len() > 3,
        "{what}: the person's side of the table is not laid out"
    );
    let mut nodes = world.query::<(&Name, &ComputedNode, &UiGlobalTransform, Option<&Children>)>();
    let found: Vec<(String, Boxed, Vec<Entity>)> = nodes
        .iter(world)
        .filter(|(name, ..)| matches!(name.as_str(), "Call panel" | "Toolbar"))
        .map(|(name, node, at, children)| {
            (
                name.to_string(),
                Boxed::around(at.translation, node.size()),
                children.map_or(vec![], |c| c.iter().collect()),
            )
        })
        .collect();
    let boxes = |world: &mut World, of: &str| -> Vec<Boxed> {
        let mut sized = world.query::<(&ComputedNode, &UiGlobalTransform)>();
        found
            .iter()
            .filter(|(name, ..)| name == of)
            .flat_map(|(_, _, children)| children.clone())
            .filter_map(|c| sized.get(world, c).ok())
            .map(|(node, at)| Boxed::around(at.translation, node.size()))
            .collect()
    };
    let panel = boxes(world, "Call panel");
    let tools = boxes(world, "Toolbar");
    assert_eq!(panel.len(), 1, "{what}: one call panel");
    let panel = panel[0];
    things.extend(
        tools
            .into_iter()
            .map(|t| ("a toolbar button".to_string(), t)),
    );
    let mut problems = Vec::new();
    if panel.min.x < -1.0
        || panel.min.y < -1.0
        || panel.max.x > window.x + 1.0
        || panel.max.y > window.y + 1.0
    {
        problems.push(format!(
            "the call panel {panel:?} leaves the {window} window"
        ));
    }
    for (name, thing) in &things {
        if panel.overlap(thing) > 4.0 {
            problems.push(format!("the call panel {panel:?} covers {name} {thing:?}"));
        }
    }
    // Sideways, a panel between the side seats (not one widened for a wedding's rows) covers no seat: the
    // others' calls show on their plates (two rows once ran over Otto's "8 cards").
    if window.x > window.y && panel.max.x - panel.min.x < 0.9 * window.x {
        let world = app.world_mut();
        let mut plates = world.query::<(&Name, &GlobalTransform, &Sprite)>();
        for (name, at, sprite) in plates.iter(world) {
            if name.as_str().starts_with("Plate of seat") {
                let plate = on_screen(&camera, &eye, at, sprite.custom_size.unwrap());
                if panel.overlap(&plate) > 4.0 {
                    problems.push(format!("the call panel {panel:?} covers {name} {plate:?}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// More rows than a page of the score sheet of `kind` at a table of `players`, with the widest figures a match
/// may show: the last deals of a long match, the largest values and balances, the longest games' names.
fn full_sheet(kind: GameKind, players: u8) -> Vec<SheetRow> {
    use wendellhead::engine::schafkopf::{ContractKind, Winner};
    let n = players as usize;
    (0..PAGE_ROWS as u32 + 4)
        .map(|i| {
            let deal = 16 + i;
            let line = match kind {
                GameKind::Wendellhead => SheetLine::Flint {
                    winner: Seat((i % players as u32) as u8),
                    pins: vec![60; n],
                    flints: vec![8; n],
                },
                GameKind::Whist => SheetLine::Whist {
                    tricks: [13, 0],
                    points: [7, 0],
                    honours: [4, 4],
                    score: [11, 9],
                    game: Some(0),
                    games: [1, 1],
                },
                GameKind::Hearts => SheetLine::Hearts {
                    points: (0..n).map(|s| if s == 1 { -26 } else { 26 }).collect(),
                    moon: Some(Seat(1)),
                    scores: vec![-126; n],
                },
                GameKind::Schafkopf => {
                    let (kind, declarers, points, winner) = match (n, i % 3) {
                        (4, 0) => (
                            ContractKind::Normal,
                            vec![Seat(1), Seat(3)],
                            vec![120, 0],
                            Winner::Declarers,
                        ),
                        (4, 1) => (
                            ContractKind::SilentSolo,
                            vec![Seat(2)],
                            vec![0, 120],
                            Winner::Defenders,
                        ),
                        (4, _) => (
                            ContractKind::Wedding,
                            vec![Seat(3), Seat(1)],
                            vec![61, 59],
                            Winner::Declarers,
                        ),
                        (3, 0) => (
                            ContractKind::Everyone,
                            vec![],
                            vec![40, 40, 40],
                            Winner::Tied(vec![Seat(0), Seat(1), Seat(2)]),
                        ),
                        (3, _) => (
                            ContractKind::Solo,
                            vec![Seat(2)],
                            vec![120, 0],
                            Winner::Declarers,
                        ),
                        _ => (
                            ContractKind::Two,
                            vec![],
                            vec![120, 0],
                            Winner::Seat(Seat(1)),
                        ),
                    };
                    SheetLine::Schafkopf {
                        kind,
                        trump: wendellhead::engine::Suit::Diamonds,
                        declarers,
                        points,
                        winner,
                        schneider: true,
                        schwarz: true,
                        value: 15,
                        payments: (0..n).map(|s| if s == 0 { -225 } else { 225 }).collect(),
                        balance: vec![-1500; n],
                    }
                }
            };
            SheetRow { deal, line }
        })
        .collect()
}

/// The match every table test lays out: seed 3 of `kind` at `players`, with Whist's honours and Hearts' kitty
/// where the table size has one, so every piece a table can show is there.
fn seeded_match(kind: GameKind, players: u8) -> wendellhead::app::state::table::NewMatch {
    let mut setup = MatchSetup {
        game: kind,
        players,
        whist_honours: true,
        hearts: wendellhead::engine::hearts::Rules {
            kitty: players != 4,
            ..wendellhead::engine::hearts::Rules::standard(players)
        },
        ..MatchSetup::default()
    };
    if kind == GameKind::Schafkopf {
        setup.set_players(players).unwrap();
    }
    setup.new_match(3)
}

/// The smallest text size's half of the check below (two tests, so both cores of a 2-core machine lay tables out).
#[test]
fn the_table_leaves_the_seats_clear_at_every_window_size_and_table() {
    tables_clear_at_text_sizes(&super::SIZES[..1]);
}

/// The larger text sizes' half of the check below.
#[test]
fn the_table_leaves_the_seats_clear_at_every_window_size_and_table_in_larger_text() {
    tables_clear_at_text_sizes(&super::SIZES[1..]);
}

/// Every table of every game and size in every window at the text sizes given (and Whist with the person dealing):
/// nothing overlaps or leaves the window, the toolbar and labels keep clear of the seats, the cards and corners
/// are sized from the window, and the pause menu, last trick, score sheet, review, round panel and match-over
/// panel fit.
fn tables_clear_at_text_sizes(sizes: &[u16]) {
    let _turn = super::one_at_a_time();
    let mut tricks_seen = 0;
    for (w, h) in super::WINDOWS.iter().copied() {
        for size in sizes.iter().copied() {
            // One app a window and text size, every table in turn from the title (as a player starts one match
            // after another): starting the game is most of a table's time here.
            let mut app = game(w, h, size);
            check_persons_turn_up(&mut app, &format!("{w}x{h} at {size}%"));
            let tables = (2..=5u8)
                .map(|players| (GameKind::Wendellhead, players))
                .chain([(GameKind::Whist, 4)])
                .chain((3..=5).map(|players| (GameKind::Hearts, players)))
                .chain((2..=4).map(|players| (GameKind::Schafkopf, players)));
            for (kind, players) in tables {
                let what = format!("{kind:?}, {players} players, {w}x{h} at {size}%");
                sit_down(&mut app, kind, players);
                assert!(app.world().contains_resource::<Table>(), "{what}");
                check(&mut app, &format!("table, {what}"));
                check_toolbar_clear_of_the_table(&mut app, &what);
                check_table_labels_clear(&mut app, &what);
                tricks_seen += check_sizes(&mut app, &what, h) as u32;
                check_corners(&mut app, &what, h);
                check_prompt_and_hand_margins(&mut app, &what);
                check_plate_lines(&mut app, &what);
                if kind == GameKind::Schafkopf {
                    check_schafkopf_plates(&mut app, &what);
                }
                // The longest prompt: a card played for the person, the first time (where to switch it off).
                let forced = format!(
                    "{} {}",
                    wendellhead::app::i18n::tr_in(
                        super::LAYOUT_LANGUAGE,
                        "forced-only-card",
                        Some(&{
                            let mut args = wendellhead::app::i18n::FluentArgs::new();
                            args.set("card", "10♦");
                            args
                        })
                    ),
                    wendellhead::app::i18n::tr_in(super::LAYOUT_LANGUAGE, "forced-where-off", None)
                );
                app.world_mut()
                    .resource_mut::<wendellhead::app::table::human::PromptNote>()
                    .line = Some(forced);
                settle(&mut app);
                check_prompt_and_hand_margins(
                    &mut app,
                    &format!("a card played for the person, {what}"),
                );
                check_table_labels_clear(
                    &mut app,
                    &format!("a card played for the person, {what}"),
                );
                app.world_mut()
                    .resource_mut::<wendellhead::app::table::human::PromptNote>()
                    .line = None;
                settle(&mut app);
                if kind == GameKind::Schafkopf && players == 2 {
                    check_two_piles(&mut app, &what);
                }
                pause_and_last_trick(&mut app, &what, check);
                // The score sheet with a full page of the widest figures a match may show, and its pager.
                app.world_mut()
                    .resource_scope(|world, mut table: Mut<Table>| {
                        table.sheet = full_sheet(kind, players);
                        let mut commands = world.commands();
                        wendellhead::app::table::scores::spawn_sheet(&mut commands, &table, 0);
                    });
                app.world_mut().flush();
                settle(&mut app);
                check(&mut app, &format!("score sheet, {what}"));
                close_panels(&mut app);
                // The hand is scored and its par is being worked out: the panel keeps the par line's place.
                {
                    let mut table = app.world_mut().resource_mut::<Table>();
                    let start = table.game;
                    if let Some(hand) = table.hands.last_mut() {
                        hand.start = Some(start);
                        hand.result = Some(3);
                        hand.par = None;
                    }
                }
                app.world_mut().resource_scope(|world, table: Mut<Table>| {
                    let mut commands = world.commands();
                    match kind {
                        GameKind::Whist => spawn_hand_panel(
                            &mut commands,
                            &table,
                            &Score::Hand {
                                tricks: [9, 4],
                                points: [3, 0],
                                honours: [2, 0],
                                score: [10, 8],
                            },
                            Some(0),
                        ),
                        GameKind::Hearts => {
                            let n = players as usize;
                            wendellhead::app::games::hearts::spawn_hand_panel(
                                &mut commands,
                                &table,
                                &Score::Hearts {
                                    taken: (0..n).map(|s| if s == 1 { 26 } else { 0 }).collect(),
                                    points: (0..n).map(|s| if s == 1 { 0 } else { 26 }).collect(),
                                    moon: Some(Seat(1)),
                                    scores: (0..n).map(|s| 100 - 10 * s as i32).collect(),
                                },
                            )
                        }
                        GameKind::Schafkopf if players < 4 => {
                            use wendellhead::engine::schafkopf::{ContractKind, Winner};
                            let n = players as usize;
                            wendellhead::app::games::schafkopf::spawn_hand_panel(
                                &mut commands,
                                &table,
                                &Score::Schafkopf {
                                    kind: if n == 3 {
                                        ContractKind::Everyone
                                    } else {
                                        ContractKind::Two
                                    },
                                    trump: wendellhead::engine::Suit::Diamonds,
                                    caller: None,
                                    laufende: None,
                                    doubles: Default::default(),
                                    declarers: vec![],
                                    points: if n == 3 {
                                        vec![40, 40, 40]
                                    } else {
                                        vec![60, 60]
                                    },
                                    winner: if n == 3 {
                                        Winner::Tied(vec![Seat(0), Seat(1), Seat(2)])
                                    } else {
                                        Winner::Draw
                                    },
                                    declarers_won: false,
                                    schneider: false,
                                    schwarz: false,
                                    value: 0,
                                    payments: vec![0; n],
                                    balance: (0..n).map(|s| 10 - 7 * s as i64).collect(),
                                },
                            )
                        }
                        GameKind::Schafkopf => {
                            wendellhead::app::games::schafkopf::spawn_hand_panel(
                                &mut commands,
                                &table,
                                &Score::Schafkopf {
                                    kind: wendellhead::engine::schafkopf::ContractKind::Wedding,
                                    trump: wendellhead::engine::Suit::Diamonds,
                                    caller: Some(Seat(0)),
                                    // The widest figures: a run of four and both doubles.
                                    laufende: Some(wendellhead::engine::schafkopf::Laufende {
                                        run: 4,
                                        with: true,
                                    }),
                                    doubles: wendellhead::engine::schafkopf::Doubles {
                                        kontra: Some(Seat(1)),
                                        re: Some(Seat(0)),
                                    },
                                    declarers: vec![Seat(0), Seat(3)],
                                    points: vec![120, 0],
                                    winner: wendellhead::engine::schafkopf::Winner::Declarers,
                                    declarers_won: true,
                                    schneider: true,
                                    schwarz: true,
                                    value: 3,
                                    payments: vec![3, -3, -3, 3],
                                    balance: vec![13, -23, -3, 13],
                                },
                            )
                        }
                        _ => spawn_flint_panel(&mut commands, &table, Seat(players - 1)),
                    }
                });
                app.world_mut().flush();
                settle(&mut app);
                check(&mut app, &format!("round scored, {what}"));
                // The hand's review over it keeps its Close in sight.
                app.world_mut().resource_scope(|world, table: Mut<Table>| {
                    let mut commands = world.commands();
                    wendellhead::app::table::hand_review::open_hand_review(
                        &mut commands,
                        &table,
                        usize::MAX,
                    );
                });
                app.world_mut().flush();
                settle(&mut app);
                check(&mut app, &format!("hand review, {what}"));
                check_button_whole(
                    &mut app,
                    "button-close-esc",
                    &format!("hand review, {what}"),
                );
                {
                    let world = app.world_mut();
                    let mut reviews = world.query_filtered::<
                        Entity,
                        With<wendellhead::app::table::hand_review::HandReviewPanel>,
                    >();
                    let open: Vec<Entity> = reviews.iter(world).collect();
                    for panel in open {
                        world.entity_mut(panel).despawn();
                    }
                }
                settle(&mut app);
                check_clear_of_the_scores_button(&mut app, &format!("round panel, {what}"));
                let before = round_panel_box(&mut app);
                if let Some(hand) = app.world_mut().resource_mut::<Table>().hands.last_mut() {
                    hand.par = Some(wendellhead::ai::par::Par { result: 12 });
                }
                settle(&mut app);
                let after = round_panel_box(&mut app);
                if let (Some(a), Some(b)) = (before, after) {
                    assert!(
                        (a.0 - b.0).length() < 0.5 && (a.1 - b.1).length() < 0.5,
                        "the round panel moved when its par came ({a:?} to {b:?}): {what}"
                    );
                }
                // T hides the panel to show the table, leaving the button that brings it back.
                app.world_mut()
                    .write_message(wendellhead::app::table::round::PeekAtTable);
                settle(&mut app);
                check(
                    &mut app,
                    &format!("the table behind a round's panel, {what}"),
                );
                app.world_mut()
                    .write_message(wendellhead::app::table::round::PeekAtTable);
                settle(&mut app);
                go(&mut app, Screen::MatchOver);
                check(&mut app, &format!("match over, {what}"));
            }
        }
    }
    // The trick's size is only measured where the computer players led before the person's turn.
    assert!(
        sizes.is_empty() || tricks_seen > 0,
        "no table had a card in its trick"
    );
}

/// A box in window pixels round a sprite of `size` (world units) drawn by `at`.
fn on_screen(camera: &Camera, eye: &GlobalTransform, at: &GlobalTransform, size: Vec2) -> Boxed {
    let (scale, _, centre) = at.to_scale_rotation_translation();
    let half = size * scale.truncate() / 2.0;
    let a = camera
        .world_to_viewport(eye, centre - half.extend(0.0))
        .unwrap();
    let b = camera
        .world_to_viewport(eye, centre + half.extend(0.0))
        .unwrap();
    Boxed {
        min: a.min(b),
        max: a.max(b),
    }
}

/// The tall table, as a phone shows it: each of the person's cards shows a strip of 44 px or more to tap (the
/// space to the next card of its row), every line on the table is 14 px or more, everything lies in the window,
/// and the plates, the badge, the score box, the trick, the stock and the person's hand keep clear of each other
/// (an opponent's cards peek out from behind its own plate by design).
fn check_tall(app: &mut App, what: &str) {
    let world = app.world_mut();
    let (window, camera, eye) = window_and_camera(world);
    let mut problems = Vec::new();
    let mut pieces: Vec<(String, Boxed)> = Vec::new();
    let mut hand: Vec<(wendellhead::engine::Card, Boxed)> = Vec::new();
    let mut stock: Option<Boxed> = None;
    // The person's cards: a card, its box, its height in the stacking, and whether it is dimmed or face down.
    let mut targets: Vec<(wendellhead::engine::Card, Boxed, f32, bool)> = Vec::new();
    let mut cards = world.query::<(&CardEntity, &CardPlace, &GlobalTransform, &Face)>();
    for (card, place, at, face) in cards.iter(world) {
        let rect = on_screen(&camera, &eye, at, Vec2::new(72.0, 100.0));
        match place {
            CardPlace::Hand(Seat(0)) | CardPlace::Covered(Seat(0)) => {
                hand.push((card.0, rect));
                // A crowded hand sinks its front row's foot under the window's edge.
                let shown = Boxed {
                    min: rect.min,
                    max: rect.max.min(window),
                };
                targets.push((card.0, shown, at.translation().z, face.dim || !face.up));
            }
            CardPlace::Trick(_) => pieces.push((format!("trick card {}", card.0), rect)),
            CardPlace::Stock => {
                stock = Some(stock.map_or(rect, |s: Boxed| Boxed {
                    min: s.min.min(rect.min),
                    max: s.max.max(rect.max),
                }))
            }
            CardPlace::Prize => pieces.push((format!("the prize {}", card.0), rect)),
            CardPlace::FaceUp(_) => pieces.push((format!("the turn-up {}", card.0), rect)),
            _ => {}
        }
        let sunk = match place {
            CardPlace::Hand(Seat(0)) => (rect.max.y - rect.min.y) * 0.4,
            _ => 0.0,
        };
        if rect.min.x < -1.0
            || rect.min.y < -1.0
            || rect.max.x > window.x + 1.0
            || rect.max.y > window.y + 1.0 + sunk
        {
            problems.push(format!(
                "card {} ({place:?}) leaves the window: {rect:?}",
                card.0
            ));
        }
    }
    // Every card the person may play (every card, while nothing is dimmed) shows a square of 44x44 px to tap,
    // clear of the cards over it: on a phone's table (a tablet held sideways has a desk's, and a mouse's aim).
    let phone = world
        .resource::<wendellhead::app::table::frame::TableFrame>()
        .is_tall();
    for (card, rect, z, dim) in &targets {
        if *dim || !phone {
            continue;
        }
        let covers: Vec<Boxed> = targets
            .iter()
            .filter(|(other, r, oz, _)| other != card && *oz > *z && r.overlap(rect) > 0.0)
            .map(|(_, r, ..)| *r)
            .collect();
        if !square_fits(*rect, &covers, 44.0) {
            problems.push(format!(
                "{card} shows no 44x44 px to tap: {rect:?} under {covers:?}"
            ));
        }
    }
    let mut named = world.query::<(&Name, &GlobalTransform, &Sprite, &InheritedVisibility)>();
    for (name, at, sprite, visible) in named.iter(world) {
        let name = name.as_str();
        if visible.get()
            && (name.starts_with("Plate of seat") || name == "Trump badge" || name == "Score box")
        {
            let rect = on_screen(&camera, &eye, at, sprite.custom_size.unwrap());
            if rect.min.x < -1.0 || rect.max.x > window.x + 1.0 || rect.min.y < -1.0 {
                problems.push(format!("{name} leaves the window: {rect:?}"));
            }
            pieces.push((name.to_string(), rect));
        }
    }
    pieces.extend(stock.map(|s| ("the stock".to_string(), s)));
    assert!(hand.len() > 1, "{what}: the person holds no cards");
    let hand_box = hand.iter().fold(hand[0].1, |acc, (_, r)| Boxed {
        min: acc.min.min(r.min),
        max: acc.max.max(r.max),
    });
    pieces.push(("the person's hand".into(), hand_box));
    for (i, (a, ra)) in pieces.iter().enumerate() {
        for (b, rb) in &pieces[i + 1..] {
            let both_trick = a.starts_with("trick") && b.starts_with("trick");
            if !both_trick && ra.overlap(rb) > 4.0 {
                problems.push(format!("{a} overlaps {b}: {ra:?} {rb:?}"));
            }
        }
    }
    // Every line on the table at 14 px or more.
    let per_unit = {
        let a = camera.world_to_viewport(&eye, Vec3::ZERO).unwrap();
        let b = camera
            .world_to_viewport(&eye, Vec3::new(0.0, 100.0, 0.0))
            .unwrap();
        (a - b).length() / 100.0
    };
    for (text, tall) in table_lines(world, per_unit) {
        if tall < 14.0 - 0.05 {
            problems.push(format!("{text:?} is {tall:.1} px, under 14"));
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// Left-handed (Settings), the person's side is mirrored: their plate, pile and buttons at the right, the toolbar
/// at the top-left, the badge and score box at the top-right. Every table still leaves everything clear, on a desk
/// and on a phone held either way, and the person's plate is at the right.
#[test]
fn left_handed_tables_leave_everything_clear() {
    let _turn = super::one_at_a_time();
    let tables = || {
        (2..=5u8)
            .map(|players| (GameKind::Wendellhead, players))
            .chain([(GameKind::Whist, 4)])
            .chain((3..=5).map(|players| (GameKind::Hearts, players)))
            .chain((2..=4).map(|players| (GameKind::Schafkopf, players)))
    };
    for (w, h) in [(800, 600), (1280, 800), (360, 640), (640, 360), (844, 390)] {
        let mut app = game(w, h, 100);
        app.world_mut()
            .resource_mut::<wendellhead::app::settings::Settings>()
            .left_handed = true;
        settle(&mut app);
        let desk = w > 700 && h > 500;
        for (kind, players) in tables() {
            let what = format!("left-handed, {kind:?}, {players} players, {w}x{h}");
            sit_down(&mut app, kind, players);
            assert!(app.world().contains_resource::<Table>(), "{what}");
            assert!(
                app.world()
                    .resource::<wendellhead::app::table::frame::TableFrame>()
                    .mirror,
                "{what}"
            );
            // The person's plate at the right of the middle.
            let world = app.world_mut();
            let mut plates =
                world.query::<(&wendellhead::app::table::frame::TablePiece, &Transform)>();
            let mine = plates
                .iter(world)
                .find(|(p, _)| {
                    **p == wendellhead::app::table::frame::TablePiece::Plate(
                        wendellhead::engine::Seat(0),
                    )
                })
                .map(|(_, t)| t.translation.x);
            assert!(
                mine.is_some_and(|x| x > 0.0),
                "{what}: the plate at {mine:?}"
            );
            // The toolbar at the top-left, its menu button at the outer edge.
            let mut bars =
                world.query_filtered::<&Node, With<wendellhead::app::table::round::Toolbar>>();
            let bar = bars.single(world).unwrap();
            assert_eq!((bar.left, bar.right), (Val::Px(8.0), Val::Auto), "{what}");
            assert_eq!(bar.flex_direction, FlexDirection::RowReverse, "{what}");
            if desk {
                check(&mut app, &format!("table, {what}"));
                check_toolbar_clear_of_the_table(&mut app, &what);
                check_table_labels_clear(&mut app, &what);
                check_sizes(&mut app, &what, h);
                check_plate_lines(&mut app, &what);
            } else {
                check_tall(&mut app, &what);
                check_dealer_tabs(&mut app, &what);
                check_plate_lines(&mut app, &what);
                check_table_labels_clear(&mut app, &what);
                check_buttons_clear_of_the_table(&mut app, &what, false);
            }
            play_to_a_full_trick(&mut app, &what, !desk);
        }
    }
}

/// One app per window: each table in turn, from the title.
#[test]
fn the_phone_tables_leave_everything_clear_upright_and_sideways() {
    let _turn = super::one_at_a_time();
    let sizes = super::UPRIGHT.iter().chain(super::SIDEWAYS);
    for (w, h) in sizes.chain(super::TABLETS_SIDEWAYS).copied() {
        let mut app = game(w, h, 100);
        // Whist twice: another's turn-up by the trick, then the person's own (its name once ran off a phone).
        // Hearts for three and five twice: with a kitty, then with the cards out of play named in the middle
        // (their words once lay under the Pass button).
        let tables = (2..=5u8)
            .map(|players| (GameKind::Wendellhead, players, Dealt::Seeded))
            .chain([
                (GameKind::Whist, 4, Dealt::Seeded),
                (GameKind::Whist, 4, Dealt::ByThePerson),
            ])
            .chain((3..=5).map(|players| (GameKind::Hearts, players, Dealt::Seeded)))
            .chain([
                (GameKind::Hearts, 3, Dealt::OutOfPlay),
                (GameKind::Hearts, 5, Dealt::OutOfPlay),
            ])
            .chain((2..=4).map(|players| (GameKind::Schafkopf, players, Dealt::Seeded)));
        for (kind, players, how) in tables {
            let what = format!("{kind:?}, {players} players ({how:?}), {w}x{h}");
            let dealt = match how {
                Dealt::ByThePerson => dealt_by_the_person(kind, players),
                Dealt::Seeded => seeded_match(kind, players),
                Dealt::OutOfPlay => MatchSetup {
                    game: kind,
                    players,
                    hearts: wendellhead::engine::hearts::Rules {
                        kitty: false,
                        ..wendellhead::engine::hearts::Rules::standard(players)
                    },
                    ..MatchSetup::default()
                }
                .new_match(3),
            };
            sit_down_at(&mut app, dealt);
            assert!(app.world().contains_resource::<Table>(), "{what}");
            check_tall(&mut app, &what);
            check_dealer_tabs(&mut app, &what);
            check_plate_lines(&mut app, &what);
            if kind == GameKind::Schafkopf && players == 4 {
                check_schafkopf_sides(&mut app, &what);
            }
            check_table_labels_clear(&mut app, &what);
            check_buttons_clear_of_the_table(&mut app, &what, false);
            let world = app.world_mut();
            if world
                .query::<&Name>()
                .iter(world)
                .any(|n| n.as_str() == "Call panel")
            {
                check_call_panel_on_a_phone(&mut app, &what);
            }
            play_to_a_full_trick(&mut app, &what, true);
        }
    }
}

/// The window's size and the table's camera, from which the checks place what they measure on screen.
fn window_and_camera(world: &mut World) -> (Vec2, Camera, GlobalTransform) {
    let window = {
        let mut windows = world.query::<&Window>();
        let w = windows.single(world).unwrap();
        Vec2::new(w.width(), w.height())
    };
    let mut cameras = world.query::<(&Camera, &GlobalTransform)>();
    let (camera, eye) = cameras.iter(world).next().unwrap();
    (window, camera.clone(), *eye)
}

/// Whether a square `side` px wide fits in `rect` clear of every box in `covers`: a finger's target. A square
/// that fits can slide left and up until its left and top edges meet `rect`'s or a cover's right and bottom
/// edges, so those edges are the only places to try.
fn square_fits(rect: Boxed, covers: &[Boxed], side: f32) -> bool {
    let side = side - 0.5;
    let lefts = std::iter::once(rect.min.x).chain(covers.iter().map(|c| c.max.x));
    for x in lefts {
        if x < rect.min.x || x + side > rect.max.x {
            continue;
        }
        let tops = std::iter::once(rect.min.y).chain(covers.iter().map(|c| c.max.y));
        for y in tops {
            if y < rect.min.y || y + side > rect.max.y {
                continue;
            }
            let square = Boxed {
                min: Vec2::new(x, y),
                max: Vec2::new(x + side, y + side),
            };
            if covers.iter().all(|c| square.overlap(c) <= 0.0) {
                return true;
            }
        }
    }
    false
}

/// The names under the trick's cards ("Mara · led") stay readable: no later card of the trick lies over one, and
/// two run no closer than 6 px (at 360x640 "Mara · led" once ran into "Otto", and the person's card covered it).
fn check_trick_tags(app: &mut App, what: &str, with_stock: bool) {
    use bevy::sprite::Anchor;
    use bevy::text::TextLayoutInfo;
    let world = app.world_mut();
    let (_, camera, eye) = window_and_camera(world);
    let scale = {
        let mut windows = world.query::<&Window>();
        windows.single(world).unwrap().scale_factor()
    };
    let mut cards = world.query::<(Entity, &CardEntity, &CardPlace, &GlobalTransform)>();
    let trick: Vec<(Entity, String, Boxed, f32)> = cards
        .iter(world)
        .filter(|(_, _, place, _)| matches!(place, CardPlace::Trick(_)))
        .map(|(entity, card, _, at)| {
            (
                entity,
                card.0.to_string(),
                on_screen(&camera, &eye, at, Vec2::new(72.0, 100.0)),
                at.translation().z,
            )
        })
        .collect();
    let mut tags = world.query_filtered::<(
        &ChildOf,
        &Text2d,
        &TextLayoutInfo,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&Anchor>,
    ), With<TrickTag>>();
    let tags: Vec<(Entity, String, Boxed, f32)> = tags
        .iter(world)
        .filter(|(_, text, info, _, visible, _)| {
            visible.get() && info.size.x > 0.0 && !text.0.is_empty()
        })
        .map(|(parent, text, info, at, _, anchor)| {
            let (rect, z) = line_box(&camera, &eye, scale, info, at, anchor);
            (parent.parent(), text.0.clone(), rect, z)
        })
        .collect();
    // The stock's line ("2♦ 2♣ removed" under Hearts' kitty at five) is one more line no tag or trick card
    // may run into (a phone's "Stock 23" once lay under the led card at 360x640).
    let mut stock = world.query::<(
        &wendellhead::app::table::frame::TablePiece,
        &Text2d,
        &TextLayoutInfo,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&Anchor>,
    )>();
    let stock: Vec<(Entity, String, Boxed, f32)> = stock
        .iter(world)
        .filter(|(piece, text, info, _, visible, _)| {
            with_stock
                && **piece == wendellhead::app::table::frame::TablePiece::StockLabel
                && visible.get()
                && info.size.x > 0.0
                && !text.0.is_empty()
        })
        .map(|(_, text, info, at, _, anchor)| {
            let (rect, z) = line_box(&camera, &eye, scale, info, at, anchor);
            (Entity::PLACEHOLDER, text.0.clone(), rect, z)
        })
        .collect();
    let mut problems = Vec::new();
    for (parent, tag, rect, z) in &tags {
        for (entity, card, card_rect, card_z) in &trick {
            let w = rect.max.x.min(card_rect.max.x) - rect.min.x.max(card_rect.min.x);
            let h = rect.max.y.min(card_rect.max.y) - rect.min.y.max(card_rect.min.y);
            if entity != parent && card_z > z && w > 1.0 && h > 1.0 {
                problems.push(format!(
                    "{tag:?} lies under the trick's {card}: {rect:?} {card_rect:?}"
                ));
            }
        }
    }
    for (_, line, rect, _) in &stock {
        for (_, card, card_rect, _) in &trick {
            if rect.overlap(card_rect) > 1.0 {
                problems.push(format!(
                    "{line:?} runs into the trick's {card}: {rect:?} {card_rect:?}"
                ));
            }
        }
    }
    let tags: Vec<_> = tags.into_iter().chain(stock).collect();
    for (i, (_, a, ra, _)) in tags.iter().enumerate() {
        for (_, b, rb, _) in &tags[i + 1..] {
            let grown = Boxed {
                min: ra.min - Vec2::splat(6.0),
                max: ra.max + Vec2::splat(6.0),
            };
            let w = grown.max.x.min(rb.max.x) - grown.min.x.max(rb.min.x);
            let h = ra.max.y.min(rb.max.y) - ra.min.y.max(rb.min.y);
            if w > 0.0 && h > 0.0 {
                problems.push(format!("{a:?} runs into {b:?}: {ra:?} {rb:?}"));
            }
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// A line of the table's text on screen (window pixels), and its depth: `info` laid out, at `at`, by `anchor`.
fn line_box(
    camera: &Camera,
    eye: &GlobalTransform,
    scale: f32,
    info: &bevy::text::TextLayoutInfo,
    at: &GlobalTransform,
    anchor: Option<&bevy::sprite::Anchor>,
) -> (Boxed, f32) {
    let (size_scale, _, centre) = at.to_scale_rotation_translation();
    let size = info.size / scale * size_scale.truncate();
    let anchor = anchor.map_or(Vec2::ZERO, |a| a.as_vec());
    let middle = centre.truncate() - anchor * size;
    let a = camera
        .world_to_viewport(eye, (middle - size / 2.0).extend(0.0))
        .unwrap();
    let b = camera
        .world_to_viewport(eye, (middle + size / 2.0).extend(0.0))
        .unwrap();
    (
        Boxed {
            min: a.min(b),
            max: a.max(b),
        },
        centre.z,
    )
}

/// The lines by the trick lie clear of its cards and of the names under them: Whist's turn-up's name by its card
/// at the table's edge ("TRUMP · Mara's" once ran over Otto's card at 360x640 while the dealer had still to play
/// to the first trick), the note over the prompt (the person's side in Schafkopf once ran in three lines over the
/// first trick at 360x640) and the prompt.
fn check_lines_clear_of_the_trick(app: &mut App, what: &str) {
    use bevy::sprite::Anchor;
    use bevy::text::TextLayoutInfo;
    use wendellhead::app::games::whist::TurnUpName;
    use wendellhead::app::table::hud::Label;
    let world = app.world_mut();
    let (window, camera, eye) = window_and_camera(world);
    let scale = {
        let mut windows = world.query::<&Window>();
        windows.single(world).unwrap().scale_factor()
    };
    // A line's box holds its leading too: two lines whose boxes meet by a pixel or two still read apart.
    let inset = |rect: Boxed| Boxed {
        min: rect.min + Vec2::splat(2.0),
        max: rect.max - Vec2::splat(2.0),
    };
    let mut cards = world.query::<(&CardEntity, &CardPlace, &GlobalTransform)>();
    let mut middle: Vec<(String, Boxed)> = cards
        .iter(world)
        .filter(|(_, place, _)| matches!(place, CardPlace::Trick(_)))
        .map(|(card, _, at)| {
            (
                format!("the trick's {}", card.0),
                on_screen(&camera, &eye, at, Vec2::new(72.0, 100.0)),
            )
        })
        .collect();
    let mut tags = world.query_filtered::<(
        &Text2d,
        &TextLayoutInfo,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&Anchor>,
    ), With<TrickTag>>();
    for (text, info, at, visible, anchor) in tags.iter(world) {
        if visible.get() && !text.0.trim().is_empty() && info.size.x > 0.0 {
            let (rect, _) = line_box(&camera, &eye, scale, info, at, anchor);
            middle.push((format!("the trick's name {:?}", text.0), inset(rect)));
        }
    }
    let mut lines = world.query::<(
        &Text2d,
        &TextLayoutInfo,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&Anchor>,
        Option<&Label>,
        Has<TurnUpName>,
    )>();
    let mut problems = Vec::new();
    for (text, info, at, visible, anchor, label, turn_up) in lines.iter(world) {
        let by_the_trick = turn_up || matches!(label, Some(Label::Note | Label::Status));
        if !by_the_trick || !visible.get() || text.0.trim().is_empty() || info.size.x <= 0.0 {
            continue;
        }
        let (rect, _) = line_box(&camera, &eye, scale, info, at, anchor);
        if turn_up && (rect.min.x < 0.0 || rect.max.x > window.x) {
            problems.push(format!(
                "{:?} runs out of the {window} window: {rect:?}",
                text.0
            ));
        }
        let rect = inset(rect);
        for (thing, other) in &middle {
            if rect.overlap(other) > 1.0 {
                problems.push(format!(
                    "{:?} lies over {thing}: {rect:?} {other:?}",
                    text.0
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// Plays on as the person would until a trick lies whole on the table and a trick won lies on its pile, checking
/// the table at each of the person's turns (where a card must follow, only the cards that may be played must show
/// a finger's target), the names under the whole trick, and the piles of tricks won.
fn play_to_a_full_trick(app: &mut App, what: &str, phone: bool) {
    use super::common_app::{idle, person_moves};
    use bevy::time::TimeUpdateStrategy;
    let players = app.world().resource::<Table>().game.players() as usize;
    let mut following = false;
    let mut whole = 0;
    let (mut tags_seen, mut piles_seen) = (false, false);
    // Frames of a card of the trick in flight, and of names by a trick held once won, checked.
    let (mut flights, mut held_names) = (0, 0);
    // The computers' least thinking time and a trick's hold pass in the game's time, a thirtieth of a second a
    // frame, however fast the frames run here.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_secs_f32(1.0 / 30.0),
    ));
    // At the normal pace, so a whole trick stays a while on the table as a player sees it.
    app.world_mut().resource_mut::<Settings>().speed = Speed::Normal;
    for _ in 0..3000 {
        let world = app.world_mut();
        let trick = world
            .query::<&CardPlace>()
            .iter(world)
            .filter(|p| matches!(p, CardPlace::Trick(_)))
            .count();
        let piled = world
            .query::<&CardPlace>()
            .iter(world)
            .any(|p| matches!(p, CardPlace::TrickPile(_)));
        let world = app.world_mut();
        let mut moving =
            world.query_filtered::<(), With<wendellhead::app::table::animation::Motion>>();
        let still = moving.iter(world).next().is_none();
        // A card flying into the trick shows no name yet: it was drawn over its player's plate on the way. A trick
        // held once won keeps its names until it is collected.
        let held = world.resource::<Table>().shown.held.is_some();
        let mut tags = world.query_filtered::<(&ChildOf, &Visibility), With<TrickTag>>();
        let world = &*world;
        for (card, shown) in tags.iter(world) {
            let moving = world
                .get::<wendellhead::app::table::animation::Motion>(card.parent())
                .is_some();
            let going_to = world
                .get::<wendellhead::app::table::animation::Target>(card.parent())
                .map(|t| t.place);
            if moving && matches!(going_to, Some(CardPlace::Trick(_))) {
                flights += 1;
                assert_eq!(
                    *shown,
                    Visibility::Hidden,
                    "{what}: a card's name shows while it flies into the trick"
                );
            } else if held && matches!(going_to, Some(CardPlace::TrickPile(_))) {
                held_names += 1;
                assert_eq!(
                    *shown,
                    Visibility::Inherited,
                    "{what}: a name by a trick held once won is gone"
                );
            }
        }
        // A desk's prompt and the trick are the desk tests' own concern; here, the names by the trick's cards.
        if trick > 0 && still && phone {
            check_lines_clear_of_the_trick(app, &format!("{trick} cards of a trick, {what}"));
        }
        if trick == players && still {
            check_trick_tags(app, &format!("a whole trick, {what}"), true);
            whole += 1;
            // Where the person wins every trick, they never follow.
            tags_seen |= following || whole > 200;
        }
        if piled && trick == 0 && still {
            if phone {
                check_piles_clear(app, &format!("the tricks won, {what}"));
            }
            piles_seen = true;
        }
        if tags_seen && piles_seen {
            assert!(flights > 0, "{what}: no card seen flying into the trick");
            assert!(held_names > 0, "{what}: no trick seen held once won");
            app.insert_resource(TimeUpdateStrategy::Automatic);
            app.world_mut().resource_mut::<Settings>().speed = Speed::Instant;
            return;
        }
        let game = app.world().resource::<Table>().game;
        let my_turn = game.to_act() == Some(Seat(0))
            && matches!(
                game.decision(),
                Some(wendellhead::engine::Decision::PlayCard { .. })
            );
        if my_turn && idle(app) && *app.world().resource::<State<Phase>>().get() == Phase::Turn {
            let led = !game.trick().cards().is_empty();
            if phone {
                check_tall(app, &format!("the person's turn, {what}"));
                check_whole_suits(app, &format!("the person's turn, {what}"));
                check_tall_with_the_front_card_raised(app, &format!("the person's turn, {what}"));
            }
            following |= led;
        }
        person_moves(app);
        app.update();
    }
    let world = app.world_mut();
    let phase = *world.resource::<State<Phase>>().get();
    let game = world.resource::<Table>().game;
    panic!(
        "{what}: no whole trick after the person followed, or no trick won ({whole} frames of whole tricks, piles \
         {piles_seen}; {phase:?}, {:?})",
        game.decision()
    );
}

/// As [`check_tall`] with the last card of the person's hand (in the front row) raised, as a tap or the keys
/// raise it: the cards of the row behind still show a finger's square to tap (they shrank to 29 px high).
fn check_tall_with_the_front_card_raised(app: &mut App, what: &str) {
    use super::common_app::idle;
    use wendellhead::app::table::human::Selection;
    // Schafkopf for two lays the person's cards on piles, not in rows: not this check's.
    let piles = matches!(
        &app.world().resource::<Table>().game,
        wendellhead::engine::AnyMatch::Schafkopf(g) if g.rules().players() == 2
    );
    if piles {
        return;
    }
    let before = app.world().resource::<Selection>().index;
    app.world_mut().resource_mut::<Selection>().index = usize::MAX;
    // A frame or two before the card's move begins, then until it has risen.
    for i in 0..120 {
        app.update();
        if i >= 3 && idle(app) {
            break;
        }
    }
    check_tall(app, &format!("the front card raised, {what}"));
    check_strips_behind_the_raised_card(app, &format!("the front card raised, {what}"));
    app.world_mut().resource_mut::<Selection>().index = before;
    for i in 0..120 {
        app.update();
        if i >= 3 && idle(app) {
            break;
        }
    }
}

/// The cards of the row just behind the raised card of the front row (the front row's highest), where it lies
/// across them, show a strip of 44 px or more over it to tap, unless they are dimmed: a square beside the raised
/// card is not the strip the finger aims at (it shrank to 29 px).
fn check_strips_behind_the_raised_card(app: &mut App, what: &str) {
    let world = app.world_mut();
    let (_, camera, eye) = window_and_camera(world);
    let mut cards = world.query::<(&CardEntity, &CardPlace, &GlobalTransform, &Face)>();
    let hand: Vec<(wendellhead::engine::Card, Boxed, bool)> = cards
        .iter(world)
        .filter(|(_, place, ..)| matches!(place, CardPlace::Hand(Seat(0))))
        .map(|(card, _, at, face)| {
            let rect = on_screen(&camera, &eye, at, Vec2::new(72.0, 100.0));
            (card.0, rect, face.dim || !face.up)
        })
        .collect();
    let Some(front) = hand.iter().map(|(_, r, _)| r.max.y).reduce(f32::max) else {
        return;
    };
    // The front row: the cards whose foot is lowest, give or take a lift (under a quarter of a card; the rows lie
    // a good third apart); its highest card is the raised one.
    let Some(&(raised, top, _)) = hand
        .iter()
        .filter(|(_, r, _)| r.max.y > front - 0.25 * (r.max.y - r.min.y))
        .min_by(|a, b| a.1.min.y.total_cmp(&b.1.min.y))
    else {
        return;
    };
    let behind: Vec<&(wendellhead::engine::Card, Boxed, bool)> = hand
        .iter()
        .filter(|(c, r, _)| {
            *c != raised
                && r.min.y < top.min.y
                && r.max.x > top.min.x + 1.0
                && r.min.x < top.max.x - 1.0
        })
        .collect();
    let Some(next) = behind.iter().map(|(_, r, _)| r.min.y).reduce(f32::max) else {
        return;
    };
    let mut problems = Vec::new();
    for (card, rect, dim) in behind {
        let strip = top.min.y - rect.min.y;
        if !dim && rect.min.y > next - 2.0 && strip < 44.0 - 0.5 {
            problems.push(format!(
                "{card} shows a strip of {strip:.1} px over the raised {raised}: {rect:?} {top:?}"
            ));
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// Whether whole groups of `groups` cards fit in `rows` rows of `per_row`, in some order: each group put in a row,
/// every way.
fn packs(groups: &[usize], rows: usize, per_row: usize) -> bool {
    let ways = rows.pow(groups.len() as u32);
    (0..ways).any(|mut way| {
        let mut filled = vec![0; rows];
        for &g in groups {
            filled[way % rows] += g;
            way /= rows;
        }
        filled.iter().all(|&f| f <= per_row)
    })
}

/// On a phone, the person's hand lies as the keys walk it (left to right, the top row first), and each suit
/// (Schafkopf: the trumps) lies in one row wherever whole suits can be packed into the rows kept, in as few rows
/// as that takes. The groups in the order shown, or `None` off a phone and where the cards lie on piles.
fn check_whole_suits(app: &mut App, what: &str) -> Option<Vec<u8>> {
    use wendellhead::app::state::table::sorted_hand;
    let world = app.world_mut();
    let places: std::collections::HashMap<wendellhead::engine::Card, Vec2> = world
        .query::<(&CardEntity, &CardPlace, &GlobalTransform)>()
        .iter(world)
        .filter(|(_, place, _)| **place == CardPlace::Hand(Seat(0)))
        .map(|(card, _, at)| (card.0, at.translation().truncate()))
        .collect();
    let frame = *world.resource::<wendellhead::app::table::frame::TableFrame>();
    let table = world.resource::<Table>();
    let game = &table.game;
    let room = frame.tall(game)?.hand_space();
    if matches!(game, wendellhead::engine::AnyMatch::Schafkopf(g) if g.rules().players() == 2) {
        return None;
    }
    let trump = table.shown.trump;
    // Whist's turn-up, still on the table by the person, is the keys' last card, not in the hand's rows.
    let hand: Vec<_> = sorted_hand(table, Seat(0))
        .into_iter()
        .filter(|c| places.contains_key(c))
        .collect();
    assert_eq!(
        hand.len(),
        places.len(),
        "{what}: the keys' cards are the hand's"
    );
    let mut rows: Vec<Vec<(wendellhead::engine::Card, Vec2)>> = Vec::new();
    for &card in &hand {
        let at = places[&card];
        match rows.last_mut() {
            Some(row) if row.last().is_some_and(|(_, before)| before.x < at.x) => {
                row.push((card, at))
            }
            _ => rows.push(vec![(card, at)]),
        }
    }
    let mut problems = Vec::new();
    // Each row lies wholly under the one before it (a card raised a little, chosen or playable, still in its row).
    for pair in rows.windows(2) {
        let lowest_before = pair[0].iter().map(|(_, at)| at.y).fold(f32::MAX, f32::min);
        let highest_after = pair[1].iter().map(|(_, at)| at.y).fold(f32::MIN, f32::max);
        if highest_after >= lowest_before {
            problems.push(format!(
                "the keys' order leaves a row at {lowest_before:.0} for one as high, {highest_after:.0}: {rows:?}"
            ));
        }
    }
    let mut groups: Vec<(u8, usize)> = Vec::new();
    for &card in &hand {
        let group = game.hand_group(card, trump);
        match groups.iter_mut().find(|(g, _)| *g == group) {
            Some((_, count)) => *count += 1,
            None => groups.push((group, 1)),
        }
    }
    let counts: Vec<usize> = groups.iter().map(|&(_, n)| n).collect();
    if packs(&counts, room.rows, room.per_row) {
        for &(group, _) in &groups {
            let rows_of = rows
                .iter()
                .filter(|row| row.iter().any(|(c, _)| game.hand_group(*c, trump) == group))
                .count();
            if rows_of > 1 {
                problems.push(format!("a suit lies in {rows_of} rows: {rows:?}"));
            }
        }
        let fewest = (1..=room.rows).find(|&r| packs(&counts, r, room.per_row));
        if Some(rows.len()) != fewest {
            problems.push(format!(
                "{} rows where {fewest:?} hold whole suits: {rows:?}",
                rows.len()
            ));
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
    Some(groups.into_iter().map(|(g, _)| g).collect())
}

/// Whether groups of `groups` cards lie whole in `rows` rows of `per_row` in the order given.
fn fits_in_order(groups: &[usize], rows: usize, per_row: usize) -> bool {
    // In order, filling each row while the next group fits uses the fewest rows.
    let (mut used, mut filled) = (1, 0);
    for &g in groups {
        if g > per_row {
            return false;
        }
        if filled + g > per_row {
            used += 1;
            filled = 0;
        }
        filled += g;
    }
    used <= rows
}

/// On the smallest phone, Whist deals whose suits two rows of seven cannot hold whole in the usual order but can in
/// another: the person's hand shows its suits moved so each lies whole in a row, trumps still last, and through
/// the deal the suits keep their order while it still holds them whole.
#[test]
fn a_phones_hand_moves_a_suit_to_keep_it_whole_in_a_row() {
    use super::common_app::{idle, person_moves};
    let _turn = super::one_at_a_time();
    let mut app = game(360, 640, 100);
    let base = seeded_match(GameKind::Whist, 4);
    let seeds: Vec<u64> = (0..2000)
        .filter(|&seed| {
            // Not dealt by the person: the dealer's turn-up lies apart from the hand's rows.
            let Ok(game) = base.rules.start(seed, &mut Vec::new()) else {
                return false;
            };
            if game.dealer() == Seat(0) {
                return false;
            }
            let trump = game.trump();
            let counts: Vec<usize> = game
                .group_runs(&game.hand_order(game.hand(Seat(0)), trump), trump)
                .into_iter()
                .map(|(_, count)| count)
                .collect();
            !fits_in_order(&counts, 2, 7) && packs(&counts, 2, 7)
        })
        .take(2)
        .collect();
    assert_eq!(seeds.len(), 2, "deals to try");
    for seed in seeds {
        let what = format!("Whist at 360x640, seed {seed}");
        sit_down_at(
            &mut app,
            wendellhead::app::state::table::NewMatch {
                seed,
                ..base.clone()
            },
        );
        let (mut turns, mut moved, mut played_out) = (0, false, false);
        let mut before: Option<Vec<u8>> = None;
        for _ in 0..3000 {
            let game = app.world().resource::<Table>().game;
            if game.hand(Seat(0)).is_empty() {
                played_out = true;
                break;
            }
            let my_turn =
                game.decision() == Some(wendellhead::engine::Decision::PlayCard { seat: Seat(0) });
            if my_turn
                && idle(&mut app)
                && *app.world().resource::<State<Phase>>().get() == Phase::Turn
            {
                let order = check_whole_suits(&mut app, &format!("turn {turns}, {what}"))
                    .expect("a phone's rows");
                let table = app.world().resource::<Table>();
                let trump = table.shown.trump;
                let usual: Vec<u8> = table
                    .game
                    .group_runs(
                        &table.game.hand_order(table.game.hand(Seat(0)), trump),
                        trump,
                    )
                    .into_iter()
                    .map(|(group, _)| group)
                    .collect();
                moved |= order != usual;
                // Trumps stay at the right.
                if let Some(trump) = trump {
                    let ace = wendellhead::engine::Card::new(wendellhead::engine::Rank::Ace, trump);
                    let trumps = table.game.hand_group(ace, Some(trump));
                    if usual.contains(&trumps) {
                        assert_eq!(
                            order.last(),
                            Some(&trumps),
                            "{what}: trumps not last in {order:?}"
                        );
                    }
                }
                // The order shown before, of the suits still held, stays while it holds them whole.
                if let Some(before) = before.take() {
                    let kept: Vec<u8> = before.into_iter().filter(|g| order.contains(g)).collect();
                    let counts: Vec<usize> = kept
                        .iter()
                        .map(|&g| {
                            table
                                .game
                                .hand(Seat(0))
                                .iter()
                                .filter(|&c| table.game.hand_group(c, trump) == g)
                                .count()
                        })
                        .collect();
                    if kept.len() == order.len() && fits_in_order(&counts, 2, 7) {
                        assert_eq!(
                            order, kept,
                            "{what}, turn {turns}: the suits moved though they lay whole"
                        );
                    }
                }
                before = Some(order);
                turns += 1;
            }
            person_moves(&mut app);
            app.update();
        }
        // Cards only one of which may be played go by themselves (auto-play), so some turns are not seen.
        assert!(
            played_out && turns > 5,
            "{what}: {turns} turns seen, played out {played_out}"
        );
        assert!(moved, "{what}: the suits never moved");
    }
}

/// The piles of tricks won lie over none of the table's lines (sideways on a phone a pile once covered "▶ You", and
/// a tablet held sideways put the person's pile under Lena's name).
fn check_piles_clear(app: &mut App, what: &str) {
    use bevy::sprite::Anchor;
    use bevy::text::TextLayoutInfo;
    let world = app.world_mut();
    let scale = {
        let mut windows = world.query::<&Window>();
        windows.single(world).unwrap().scale_factor()
    };
    let mut cards = world.query::<(&CardEntity, &CardPlace, &GlobalTransform)>();
    let piles: Vec<(String, Boxed, f32)> = cards
        .iter(world)
        .filter(|(_, place, _)| matches!(place, CardPlace::TrickPile(_)))
        .map(|(card, place, at)| {
            let (size, _, centre) = at.to_scale_rotation_translation();
            (
                format!("{} on {place:?}", card.0),
                Boxed::around(centre.truncate(), Vec2::new(72.0, 100.0) * size.truncate()),
                centre.z,
            )
        })
        .collect();
    let mut labels = world.query::<(
        Entity,
        &Text2d,
        &TextLayoutInfo,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&Anchor>,
    )>();
    let on_a_card = |world: &World, mut at: Entity| {
        while let Some(parent) = world.get::<ChildOf>(at) {
            at = parent.parent();
            if world.get::<CardEntity>(at).is_some() {
                return true;
            }
        }
        false
    };
    let mut problems = Vec::new();
    // No pile lies under or over another seat's plate (on a tablet held sideways the person's lay under the right
    // seat's); a phone tucks a seat's own pile under its plate's edge, peeking out.
    let mut plates = world.query::<(&Name, &GlobalTransform, &Sprite, &InheritedVisibility)>();
    for (name, at, sprite, visible) in plates.iter(world) {
        let Some(owner) = name.as_str().strip_prefix("Plate of seat ") else {
            continue;
        };
        if !visible.get() {
            continue;
        }
        let (size_scale, _, centre) = at.to_scale_rotation_translation();
        let plate = Boxed::around(
            centre.truncate(),
            sprite.custom_size.unwrap() * size_scale.truncate(),
        );
        for (card, pile, _) in &piles {
            if card.ends_with(&format!("TrickPile(Seat({owner}))")) {
                continue;
            }
            let w = plate.max.x.min(pile.max.x) - plate.min.x.max(pile.min.x);
            let h = plate.max.y.min(pile.max.y) - plate.min.y.max(pile.min.y);
            if w > 1.0 && h > 1.0 {
                problems.push(format!("{card} lies on {name}: {pile:?} {plate:?}"));
            }
        }
    }
    for (entity, text, info, at, visible, anchor) in labels.iter(world) {
        if !visible.get()
            || text.0.trim().is_empty()
            || info.size.x <= 0.0
            || on_a_card(world, entity)
        {
            continue;
        }
        let (size_scale, _, centre) = at.to_scale_rotation_translation();
        let size = info.size / scale * size_scale.truncate();
        let anchor = anchor.map_or(Vec2::ZERO, |a| a.as_vec());
        let line = Boxed::around(centre.truncate() - anchor * size, size);
        for (card, pile, z) in &piles {
            let w = line.max.x.min(pile.max.x) - line.min.x.max(pile.min.x);
            let h = line.max.y.min(pile.max.y) - line.min.y.max(pile.min.y);
            if *z > centre.z && w > 1.0 && h > 1.0 {
                problems.push(format!("{card} lies over {:?}: {pile:?} {line:?}", text.0));
            }
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// The replay panel (the title's *Replay a deal*) at every desk window and every phone and tablet size: its help
/// wraps inside the window (at 390 px it once ran off both sides), nothing in it overlaps, its lines are readable
/// and its buttons large enough to tap on a phone and shown whole, and the code box (where the web page lays its text field)
/// lies whole in the window, a finger's height (44 px) or more tall.
#[test]
fn the_replay_panel_fits_every_window_and_phone() {
    use wendellhead::app::screens::replay::{CodeBox, open_replay_panel};
    use wendellhead::app::ui::PHONE_TAP;
    let _turn = super::one_at_a_time();
    let runs = super::WINDOWS
        .iter()
        .map(|&(w, h)| (w, h, false))
        .chain(super::PHONES.iter().map(|&(w, h)| (w, h, true)));
    for (w, h, phone) in runs {
        let what = format!("the replay panel at {w}x{h}");
        let mut app = game(w, h, 100);
        open(&mut app, open_replay_panel);
        check_menu(&mut app, phone, &what);
        // The panel is as tall as what it holds: its buttons show whole, not scrolled away under a help text laid
        // out for fewer lines than it wraps to (as it was at 360x640).
        check_button_whole(&mut app, "replay-button", &what);
        check_button_whole(&mut app, "button-cancel-esc", &what);
        let world = app.world_mut();
        let window = {
            let mut windows = world.query::<&Window>();
            let w = windows.single(world).unwrap();
            Vec2::new(w.physical_width() as f32, w.physical_height() as f32)
        };
        let (node, at) = world
            .query_filtered::<(&ComputedNode, &UiGlobalTransform), With<CodeBox>>()
            .single(world)
            .expect("the code box");
        let shown = Boxed::around(at.translation, node.size());
        assert!(
            shown.min.x >= -0.5
                && shown.min.y >= -0.5
                && shown.max.x <= window.x + 0.5
                && shown.max.y <= window.y + 0.5,
            "{what}: the code box {shown:?} leaves the {window} window"
        );
        assert!(
            node.size().y >= PHONE_TAP - 0.5,
            "{what}: the code box is {} px tall",
            node.size().y
        );
    }
}

/// A replayed deal says so by the toolbar on every phone, upright and sideways, within the window (at 360 px the
/// words and the code ran off its left edge), and clear of the seats.
#[test]
fn the_replay_tag_fits_the_phones() {
    use wendellhead::app::state::table::DealToReplay;
    use wendellhead::app::table::hud::ReplayTag;
    let _turn = super::one_at_a_time();
    let codes: Vec<wendellhead::engine::DealCode> = ["C4-30JX4-FM", "S4-917GG-313J3"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    let sizes = super::UPRIGHT.iter().chain(super::SIDEWAYS).copied();
    for ((w, h), code) in sizes.flat_map(|size| codes.iter().map(move |&code| (size, code))) {
        let mut app = game(w, h, 100);
        let setup = app.world().resource::<MatchSetup>().clone();
        app.insert_resource(wendellhead::app::screens::replay::replay_match(
            code, &setup,
        ));
        app.insert_resource(DealToReplay(code));
        go(&mut app, Screen::Playing);
        for _ in 0..30 {
            app.update();
        }
        let world = app.world_mut();
        let width = {
            let mut windows = world.query::<&Window>();
            windows.single(world).unwrap().physical_width() as f32
        };
        let mut tags = world.query_filtered::<(&ChildOf, &Text), With<ReplayTag>>();
        let (parent, text) = tags.single(world).expect("the replay's tag");
        let (parent, text) = (parent.parent(), text.0.clone());
        let node = world.get::<ComputedNode>(parent).unwrap();
        let at = world.get::<UiGlobalTransform>(parent).unwrap();
        let rect = Boxed::around(at.translation, node.size());
        assert!(
            rect.min.x >= 0.0 && rect.max.x <= width,
            "{w}x{h}: {text:?} lies at {rect:?}, out of the window"
        );
        // Nor over a seat: sideways, "REPLAY · C4-…" once lay over the name on the plate across.
        check_buttons_clear_of_the_table(&mut app, &format!("a replay of {code}, {w}x{h}"), false);
    }
}

/// Why the button that says the message `key` is not whole in sight, if it is not: scrolled out of its panel, cut
/// off by it or outside the window (as [`check_button_whole`], reported rather than failing at once).
fn way_out_cut(app: &mut App, key: &str, what: &str) -> Option<String> {
    in_sight_cut(app, key, what, true)
}

/// Why the button (`button`) or the line that says the message `key` is not whole in sight, if it is not:
/// [`way_out_cut`]'s and [`line_cut`]'s check.
fn in_sight_cut(app: &mut App, key: &str, what: &str, button: bool) -> Option<String> {
    let label = wendellhead::app::i18n::tr_in(super::LAYOUT_LANGUAGE, key, None);
    said_in_sight_cut(app, &[label], what, button)
}

/// Why the button or line that says one of `labels` is not whole in sight, if it is not ([`in_sight_cut`] for a
/// message said with its arguments, in any of its forms).
fn said_in_sight_cut(app: &mut App, labels: &[String], what: &str, button: bool) -> Option<String> {
    let label = labels.join(" | ");
    let world = app.world_mut();
    let window = {
        let mut windows = world.query::<&Window>();
        let w = windows.single(world).unwrap();
        Vec2::new(w.physical_width() as f32, w.physical_height() as f32)
    };
    let mut texts = world.query::<(Entity, &Text, &ChildOf, &InheritedVisibility)>();
    // A button's label is a child of the button, which is what must show whole.
    let found: Vec<Entity> = texts
        .iter(world)
        .filter(|(_, t, _, visible)| labels.contains(&t.0) && visible.get())
        .map(|(e, _, parent, _)| if button { parent.parent() } else { e })
        .collect();
    if found.is_empty() {
        let kind = if button { "button" } else { "line" };
        return Some(format!("{what}: no {label:?} {kind}"));
    }
    for entity in found {
        let (Some(node), Some(at)) = (
            world.get::<ComputedNode>(entity),
            world.get::<UiGlobalTransform>(entity),
        ) else {
            continue;
        };
        let rect = Boxed::around(at.translation, node.size());
        let shown = shown_part(world, entity, rect);
        let whole = shown.is_some_and(|s| {
            (s.min - rect.min).length() < 1.0 && (s.max - rect.max).length() < 1.0
        });
        if !whole || rect.min.y < -1.0 || rect.max.y > window.y + 1.0 {
            return Some(format!(
                "{what}: {label:?} is out of sight: {rect:?}, shown {shown:?} in {window}"
            ));
        }
    }
    None
}

/// The setup of `kind` with the most rows: the most players and a custom match.
fn most_rows(kind: GameKind) -> MatchSetup {
    let mut setup = MatchSetup {
        game: kind,
        length: Length::Custom,
        ..MatchSetup::default()
    };
    setup
        .set_players(if kind == GameKind::Schafkopf { 4 } else { 5 })
        .unwrap();
    setup
}

/// Every panel and menu on a phone and a tablet, upright and sideways, keeps its way out (Back, Cancel, Done,
/// Close, Resume, the button that goes on) whole in sight without scrolling, as a fixed foot under lines that
/// scroll: a playtest at 360x640 found the only Back of a panel two screens down.
#[test]
fn every_panel_keeps_its_way_out_in_sight_on_a_phone() {
    use wendellhead::engine::schafkopf::{ContractKind, Winner};
    let _turn = super::one_at_a_time();
    let mut problems = Vec::new();
    for &(w, h) in super::PHONES {
        let what = format!("{w}x{h}");
        let mut app = game(w, h, 100);
        let title = PanelScope::Screen(Screen::Title);
        let settings = app.world().resource::<Settings>().clone();
        open(&mut app, |c| {
            wendellhead::app::settings_panel::open_settings(c, &settings, None, title)
        });
        problems.extend(way_out_cut(
            &mut app,
            "button-back-esc",
            &format!("settings, {what}"),
        ));
        close_panels(&mut app);
        for game in GameKind::ALL {
            open(&mut app, |c| {
                wendellhead::app::rules::open_rules(c, game, title, None)
            });
            let what = format!("{game:?} rules, {what}");
            problems.extend(way_out_cut(&mut app, "button-back-esc", &what));
            close_panels(&mut app);
        }
        let stats = app.world().resource::<Stats>().clone();
        open(&mut app, |c| {
            wendellhead::app::stats::open_stats(c, &stats, title)
        });
        problems.extend(way_out_cut(
            &mut app,
            "button-back-esc",
            &format!("statistics, {what}"),
        ));
        close_panels(&mut app);
        open(&mut app, |c| {
            wendellhead::app::about::open_about(c, title, &long_file_places())
        });
        problems.extend(way_out_cut(
            &mut app,
            "button-back-esc",
            &format!("about, {what}"),
        ));
        close_panels(&mut app);
        open(
            &mut app,
            wendellhead::app::screens::replay::open_replay_panel,
        );
        problems.extend(way_out_cut(
            &mut app,
            "button-cancel-esc",
            &format!("replay, {what}"),
        ));
        close_panels(&mut app);
        for kind in [GameKind::Wendellhead, GameKind::Hearts, GameKind::Schafkopf] {
            app.insert_resource(most_rows(kind));
            go(&mut app, Screen::Setup);
            let what = format!("{kind:?} setup, {what}");
            problems.extend(way_out_cut(&mut app, "button-back-esc", &what));
            problems.extend(way_out_cut(&mut app, "setup-deal", &what));
            if kind != GameKind::Wendellhead {
                open_rules_row(&mut app);
                problems.extend(way_out_cut(
                    &mut app,
                    "button-done-esc",
                    &format!("rule options, {what}"),
                ));
                close_panels(&mut app);
            }
            go(&mut app, Screen::Title);
        }
        app.insert_resource(seeded_match(GameKind::Schafkopf, 4));
        go(&mut app, Screen::Playing);
        for _ in 0..60 {
            app.update();
        }
        app.world_mut()
            .resource_mut::<NextState<Phase>>()
            .set(Phase::Paused);
        settle(&mut app);
        problems.extend(way_out_cut(
            &mut app,
            "pause-resume",
            &format!("pause, {what}"),
        ));
        app.world_mut()
            .resource_mut::<NextState<Phase>>()
            .set(Phase::Turn);
        settle(&mut app);
        app.world_mut()
            .resource_scope(|world, mut table: Mut<Table>| {
                table.sheet = full_sheet(GameKind::Schafkopf, 4);
                let mut commands = world.commands();
                wendellhead::app::table::scores::spawn_sheet(&mut commands, &table, 0);
            });
        app.world_mut().flush();
        settle(&mut app);
        problems.extend(way_out_cut(
            &mut app,
            "button-close-esc",
            &format!("score sheet, {what}"),
        ));
        close_panels(&mut app);
        app.world_mut().resource_scope(|world, table: Mut<Table>| {
            let mut commands = world.commands();
            wendellhead::app::games::schafkopf::spawn_hand_panel(
                &mut commands,
                &table,
                &Score::Schafkopf {
                    kind: ContractKind::Wedding,
                    trump: wendellhead::engine::Suit::Diamonds,
                    caller: Some(Seat(0)),
                    // The widest figures: a run of four and both doubles.
                    laufende: Some(wendellhead::engine::schafkopf::Laufende { run: 4, with: true }),
                    doubles: wendellhead::engine::schafkopf::Doubles {
                        kontra: Some(Seat(1)),
                        re: Some(Seat(0)),
                    },
                    declarers: vec![Seat(0), Seat(3)],
                    points: vec![120, 0],
                    winner: Winner::Declarers,
                    declarers_won: true,
                    schneider: true,
                    schwarz: true,
                    value: 3,
                    payments: vec![3, -3, -3, 3],
                    balance: vec![13, -23, -3, 13],
                },
            );
        });
        app.world_mut().flush();
        settle(&mut app);
        problems.extend(way_out_cut(
            &mut app,
            "button-next-deal",
            &format!("hand scored, {what}"),
        ));
        app.world_mut().resource_scope(|world, table: Mut<Table>| {
            let mut commands = world.commands();
            wendellhead::app::table::hand_review::open_hand_review(
                &mut commands,
                &table,
                usize::MAX,
            );
        });
        app.world_mut().flush();
        settle(&mut app);
        problems.extend(way_out_cut(
            &mut app,
            "button-close-esc",
            &format!("hand review, {what}"),
        ));
        close_panels(&mut app);
        go(&mut app, Screen::MatchOver);
        problems.extend(way_out_cut(
            &mut app,
            "button-title-esc",
            &format!("match over, {what}"),
        ));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every button shown at a phone's table (the toolbar's, the Pass button, the call panel's, the claim) is a
/// finger's height (44 px) or more; the Pass button (Hearts' pass was a 100x28 button in the bottom right corner)
/// is a thumb's width too and lies within a thumb's reach: upright in the window's lower half, by the hand, sideways
/// in the middle of the table. The claim, shown only when a claim is certain, is laid out as tall.
fn check_table_buttons_tall(app: &mut App, what: &str) {
    use wendellhead::app::ui::PHONE_TAP;
    let world = app.world_mut();
    let (window, ..) = window_and_camera(world);
    let scale = world.resource::<UiScale>().0;
    let mut buttons = world.query_filtered::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
    ), With<Button>>();
    let shown: Vec<(Entity, Boxed)> = buttons
        .iter(world)
        .filter(|(_, node, _, visible)| visible.get() && node.size().y >= 1.0)
        .map(|(e, node, at, _)| (e, Boxed::around(at.translation, node.size())))
        .collect();
    let mut problems = Vec::new();
    for (entity, rect) in &shown {
        let tall = rect.max.y - rect.min.y;
        if tall < PHONE_TAP - 0.5 {
            problems.push(format!("button {entity} is {tall:.1} px tall: {rect:?}"));
        }
    }
    let mut named = world.query::<(&Name, &Children)>();
    let rows: Vec<Entity> = named
        .iter(world)
        .filter(|(name, _)| name.as_str() == "Pass button")
        .flat_map(|(_, children)| children.iter().collect::<Vec<_>>())
        .collect();
    for wrapper in rows {
        let kids: Vec<Entity> = world
            .get::<Children>(wrapper)
            .map(|c| c.iter().collect())
            .unwrap_or_default();
        for button in kids {
            let Some((_, rect)) = shown.iter().find(|(e, _)| *e == button) else {
                continue;
            };
            let wide = rect.max.x - rect.min.x;
            if wide < 140.0 {
                problems.push(format!("the Pass button is {wide:.1} px wide: {rect:?}"));
            }
            // Upright in the lower half, by the hand (a thumb's side); sideways, held in both hands, in the middle
            // of the table across and below its top quarter (the toolbar's).
            let middle = (rect.min.x + rect.max.x) / 2.0;
            let upright = window.y > window.x;
            let reach = if upright {
                rect.min.y >= window.y / 2.0
            } else {
                rect.min.y >= window.y / 4.0
                    && middle >= window.x / 3.0
                    && middle <= 2.0 * window.x / 3.0
            };
            if !reach || rect.max.y > window.y || rect.min.x < 0.0 || rect.max.x > window.x {
                problems.push(format!(
                    "the Pass button {rect:?} is out of a thumb's reach in the {window} window"
                ));
            }
        }
    }
    let mut claims =
        world.query_filtered::<&Children, With<wendellhead::app::table::claim::ClaimButton>>();
    let claims: Vec<Entity> = claims
        .iter(world)
        .flat_map(|c| c.iter().collect::<Vec<_>>())
        .collect();
    for button in claims {
        if let Some(node) = world.get::<Node>(button) {
            let least = match node.min_height {
                Val::Px(units) => units * scale,
                _ => 0.0,
            };
            if least < PHONE_TAP - 0.5 {
                problems.push(format!(
                    "the claim button is laid out {least:.1} px tall at the least"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// On a phone, every seat's dealer tab (shown or not: whoever deals) keeps off that seat's card backs: sideways,
/// Lena's backs peek over her plate's right end, where the tab stood.
fn check_dealer_tabs(app: &mut App, what: &str) {
    use bevy::text::TextLayoutInfo;
    use wendellhead::app::table::hud::Label;
    let world = app.world_mut();
    // A desk's backs fan over the middle of their plate, the tab standing on its edge in front of them.
    if !world
        .resource::<wendellhead::app::table::frame::TableFrame>()
        .is_tall()
    {
        return;
    }
    let scale = {
        let mut windows = world.query::<&Window>();
        windows.single(world).unwrap().scale_factor()
    };
    let mut cards = world.query::<(&CardPlace, &GlobalTransform, &Sprite)>();
    let backs: Vec<(Seat, Boxed)> = cards
        .iter(world)
        .filter_map(|(place, at, sprite)| match place {
            CardPlace::Hand(seat) if seat.0 != 0 => {
                let (size_scale, _, at) = at.to_scale_rotation_translation();
                let size =
                    sprite.custom_size.unwrap_or(Vec2::new(72.0, 100.0)) * size_scale.truncate();
                Some((*seat, Boxed::around(at.truncate(), size)))
            }
            _ => None,
        })
        .collect();
    let mut tabs = world.query::<(&Label, &TextLayoutInfo, &GlobalTransform)>();
    let mut problems = Vec::new();
    for (label, info, at) in tabs.iter(world) {
        let Label::Dealer(seat) = label else {
            continue;
        };
        // The tab's gold box is 84 by 22 around its words.
        let (size_scale, _, at) = at.to_scale_rotation_translation();
        let size = Vec2::new(84.0, 22.0).max(info.size / scale) * size_scale.truncate();
        let tab = Boxed::around(at.truncate(), size);
        for (_, back) in backs.iter().filter(|(s, _)| s == seat) {
            if tab.overlap(back) > 4.0 {
                problems.push(format!(
                    "seat {}'s dealer tab {tab:?} lies on its card back {back:?}",
                    seat.0
                ));
                break;
            }
        }
    }
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

/// How a phone's table is dealt for its check.
#[derive(Clone, Copy, Debug)]
enum Dealt {
    /// As [`seeded_match`] deals it.
    Seeded,
    /// The same, at a seed where the person deals.
    ByThePerson,
    /// Hearts without a kitty: the cards taken out to even the hands are named in the middle.
    OutOfPlay,
}

/// A match of `kind` for `players` as [`seeded_match`] makes it, at the first seed whose first deal the person
/// deals.
fn dealt_by_the_person(kind: GameKind, players: u8) -> wendellhead::app::state::table::NewMatch {
    let base = seeded_match(kind, players);
    (0..1000)
        .map(|seed| wendellhead::app::state::table::NewMatch {
            seed,
            ..base.clone()
        })
        .find(|m| {
            m.rules
                .start(m.seed, &mut Vec::new())
                .is_ok_and(|game| game.dealer() == Seat(0))
        })
        .expect("a seed whose first deal the person deals")
}

/// From the title, a seeded match of `kind` for `players` at the table, a second of frames played.
fn sit_down(app: &mut App, kind: GameKind, players: u8) {
    sit_down_at(app, seeded_match(kind, players));
}

/// From the title, the match `dealt` at the table, a second of frames played.
fn sit_down_at(app: &mut App, dealt: wendellhead::app::state::table::NewMatch) {
    go(app, Screen::Title);
    app.insert_resource(dealt);
    go(app, Screen::Playing);
    for _ in 0..60 {
        app.update();
    }
}

/// The table's buttons on phones and a tablet, upright and sideways, while Hearts' cards are passed and while
/// Schafkopf is declared: each a finger's height, the Pass button a thumb's target near the hand.
#[test]
fn the_table_buttons_are_a_finger_tall_on_a_phone() {
    let _turn = super::one_at_a_time();
    for (w, h) in super::UPRIGHT.iter().chain(super::SIDEWAYS).copied() {
        let mut app = game(w, h, 100);
        for (kind, players) in [
            (GameKind::Hearts, 4),
            (GameKind::Hearts, 3),
            (GameKind::Schafkopf, 4),
        ] {
            let what = format!("{kind:?}, {players} players, {w}x{h}");
            sit_down(&mut app, kind, players);
            let world = app.world_mut();
            let passing = world
                .query::<&Name>()
                .iter(world)
                .any(|n| n.as_str() == "Pass button");
            assert!(
                passing || kind == GameKind::Schafkopf,
                "{what}: the person is to pass"
            );
            check_table_buttons_tall(&mut app, &what);
        }
    }
}

/// A tablet held sideways at `w`x`h` has a desk's table; played by touch, each toolbar icon is a finger's size
/// (44x44 px) and the toolbar stays clear of the table's pieces (its icons were 29 to 38 px tall under a finger).
/// Whether the game is played by touch is the whole process's, so `tests/process/app_touch.rs` runs this under its
/// lock, having set it (the English layout binary sets no process-wide words).
#[allow(dead_code)]
pub(crate) fn check_the_toolbar_by_touch_on_a_tablet(w: u32, h: u32) {
    use wendellhead::app::ui::{PHONE_TAP, ToolButton};
    let mut app = game(w, h, 100);
    for (kind, players) in [(GameKind::Wendellhead, 4), (GameKind::Schafkopf, 4)] {
        let what = format!("{kind:?}, {players} players, {w}x{h}, by touch");
        sit_down(&mut app, kind, players);
        settle(&mut app);
        let world = app.world_mut();
        let mut tools = world.query_filtered::<&ComputedNode, With<ToolButton>>();
        let sizes: Vec<Vec2> = tools.iter(world).map(|n| n.size()).collect();
        assert!(sizes.len() >= 4, "{what}: the toolbar's icons");
        for size in sizes {
            assert!(
                size.x >= PHONE_TAP - 0.5 && size.y >= PHONE_TAP - 0.5,
                "{what}: a toolbar icon of {size} px"
            );
        }
        check_toolbar_clear_of_the_table(&mut app, &what);
    }
}

/// A tablet held sideways at `w`x`h` (a desk's table) played by touch: the table's buttons while Hearts' cards are
/// passed ("Pass cards" was 110x29 px at 1024x768) and while Schafkopf is called (a wedding's calls were 30 px
/// tall) are a finger's size, as [`check_table_buttons_tall`] asks of a phone's. Whether the game is played by
/// touch is the process's: `tests/process/app_touch.rs` runs this under its lock, having set it.
#[allow(dead_code)]
pub(crate) fn check_the_table_buttons_by_touch_on_a_tablet(w: u32, h: u32) {
    let mut app = game(w, h, 100);
    for (kind, players) in [(GameKind::Hearts, 4), (GameKind::Hearts, 3)] {
        let what = format!("{kind:?}, {players} players, {w}x{h}, by touch");
        sit_down(&mut app, kind, players);
        settle(&mut app);
        let world = app.world_mut();
        let passing = world
            .query::<&Name>()
            .iter(world)
            .any(|n| n.as_str() == "Pass button");
        assert!(passing, "{what}: the person is to pass");
        check_table_buttons_tall(&mut app, &what);
    }
    let what = format!("Schafkopf, {w}x{h}, by touch");
    let mut app = at_the_call_panel(w, h, 100, black_queens_seed(), &what);
    check_table_buttons_tall(&mut app, &what);
}

/// Points the mouse at `at` (window pixels) through Bevy's real picking, for a few frames.
/// Where `at` lies in the primary window, as a pointer's location.
fn window_location(app: &mut App, at: Vec2) -> bevy::picking::pointer::Location {
    use bevy::camera::NormalizedRenderTarget;
    let world = app.world_mut();
    let window = world
        .query_filtered::<Entity, With<bevy::window::PrimaryWindow>>()
        .single(world)
        .unwrap();
    bevy::picking::pointer::Location {
        target: NormalizedRenderTarget::Window(
            bevy::window::WindowRef::Primary
                .normalize(Some(window))
                .unwrap(),
        ),
        position: at,
    }
}

fn point_at(app: &mut App, at: Vec2) {
    use bevy::picking::pointer::{PointerAction, PointerId, PointerInput};
    let location = window_location(app, at);
    app.world_mut().write_message(PointerInput::new(
        PointerId::Mouse,
        location,
        PointerAction::Move { delta: Vec2::ONE },
    ));
    for _ in 0..3 {
        app.update();
    }
}

/// The rules promise "hold a finger on a card or a seat to read about it": a pointer on each seat's plate (a finger
/// held there, the mouse over it) is over that plate through the table's real picking, and the table then says
/// who sits there and what the plate counts in the prompt's place, upright and sideways. Plates were once not
/// pickable at all, and nothing happened.
#[test]
fn a_plate_pointed_at_explains_its_seat_upright_and_sideways() {
    use wendellhead::app::table::hud::{HoveredPlate, Label};
    let _turn = super::one_at_a_time();
    for (w, h) in super::UPRIGHT.iter().chain(super::SIDEWAYS).copied() {
        let mut app = game(w, h, 100);
        for (kind, players) in [
            (GameKind::Hearts, 4),
            (GameKind::Whist, 4),
            (GameKind::Wendellhead, 3),
        ] {
            let what = format!("{kind:?}, {players} players, {w}x{h}");
            sit_down(&mut app, kind, players);
            let world = app.world_mut();
            let (_, camera, eye) = window_and_camera(world);
            let mut plates =
                world.query::<(&wendellhead::app::table::hud::Plate, &GlobalTransform)>();
            let plates: Vec<(Seat, Vec2)> = plates
                .iter(world)
                .map(|(p, at)| {
                    (
                        p.0,
                        camera.world_to_viewport(&eye, at.translation()).unwrap(),
                    )
                })
                .collect();
            assert_eq!(plates.len(), players as usize, "{what}");
            for (seat, at) in plates {
                point_at(&mut app, at);
                let world = app.world_mut();
                let held = world.resource::<HoveredPlate>().0;
                assert_eq!(
                    held,
                    Some(seat),
                    "{what}: the pointer at {at} is over the plate"
                );
                let name = {
                    let table = world.resource::<Table>();
                    wendellhead::app::state::table::seat_name(table, seat)
                };
                // The prompt's own line says it, upright and sideways (upright the note over it ran into the
                // trick).
                let wanted = Label::Status;
                let mut labels = world.query::<(&Label, &Text2d, &Visibility)>();
                let said = labels
                    .iter(world)
                    .find(|(l, _, v)| **l == wanted && **v != Visibility::Hidden)
                    .map(|(_, t, _)| t.0.clone())
                    .unwrap_or_default();
                assert!(
                    said.starts_with(&name) && said.len() > name.len() + 10,
                    "{what}: {seat:?}'s plate held, the table says {said:?}"
                );
            }
            // Away from the plates: the note goes with the pointer.
            point_at(&mut app, Vec2::new(w as f32 / 2.0, 2.0));
            assert_eq!(app.world().resource::<HoveredPlate>().0, None, "{what}");
        }
    }
}

/// Sets the process's words back to keys when it goes (a test that touched ends, passed or failed).
struct KeysAgain;

impl Drop for KeysAgain {
    fn drop(&mut self) {
        wendellhead::app::i18n::set_touch(false);
    }
}

/// A finger held on a seat's plate, through the table's real picking (its press bubbling up to the window as a
/// phone's touch does), explains the seat in the prompt's place while it is held and once it lifts; the web
/// build's playtest held plates and saw nothing, since the press's step at the window counted as a touch elsewhere.
#[test]
fn a_finger_held_on_a_plate_explains_its_seat() {
    use wendellhead::app::table::hud::{HoveredPlate, Label, Plate};
    // A touch turns the whole process's words to taps: alone, and back to keys after, passed or failed.
    let _turn = super::alone();
    let _keys = KeysAgain;
    let (w, h) = super::UPRIGHT[0];
    let mut app = game(w, h, 100);
    sit_down(&mut app, GameKind::Hearts, 4);
    let world = app.world_mut();
    let (_, camera, eye) = window_and_camera(world);
    let mut plates = world.query::<(&Plate, &GlobalTransform)>();
    let (seat, at) = plates
        .iter(world)
        .find(|(p, _)| p.0 == Seat(1))
        .map(|(p, at)| {
            (
                p.0,
                camera.world_to_viewport(&eye, at.translation()).unwrap(),
            )
        })
        .expect("Mara's plate");
    let location = window_location(&mut app, at);
    // A touch as Bevy's input makes it from the window's touch events: a pointer of its own, pressed, released.
    let pointer = bevy::picking::pointer::PointerId::Touch(7);
    let finger = |app: &mut App, down: bool| {
        use bevy::picking::pointer::{PointerAction, PointerButton, PointerInput, PointerLocation};
        let action = if down {
            app.world_mut()
                .spawn((pointer, PointerLocation::new(location.clone())));
            PointerAction::Press(PointerButton::Primary)
        } else {
            PointerAction::Release(PointerButton::Primary)
        };
        app.world_mut()
            .write_message(PointerInput::new(pointer, location.clone(), action));
    };
    let said = |app: &mut App| {
        let world = app.world_mut();
        let mut labels = world.query::<(&Label, &Text2d, &Visibility)>();
        labels
            .iter(world)
            .find(|(l, _, v)| **l == Label::Status && **v != Visibility::Hidden)
            .map(|(_, t, _)| t.0.clone())
            .unwrap_or_default()
    };
    finger(&mut app, true);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<HoveredPlate>().0,
        Some(seat),
        "a finger held on Mara's plate at {at}"
    );
    let name = wendellhead::app::state::table::seat_name(app.world().resource::<Table>(), seat);
    assert!(
        said(&mut app).starts_with(&name),
        "held: {:?}",
        said(&mut app)
    );
    finger(&mut app, false);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<HoveredPlate>().0,
        Some(seat),
        "the seat stays explained once the finger lifts"
    );
}

/// The game in a `w` x `h` window at text size `size`, a Schafkopf match dealt with `seed` played on until the
/// person is asked to call, the call panel laid out (`what` names the case).
fn at_the_call_panel(w: u32, h: u32, size: u16, seed: u64, what: &str) -> App {
    let mut app = game(w, h, size);
    app.insert_resource(
        MatchSetup {
            game: GameKind::Schafkopf,
            ..MatchSetup::default()
        }
        .new_match(seed),
    );
    go(&mut app, Screen::Playing);
    let has_panel = |app: &mut App| {
        let world = app.world_mut();
        let mut named = world.query::<&Name>();
        named.iter(world).any(|n| n.as_str() == "Call panel")
    };
    for _ in 0..900 {
        app.update();
        if has_panel(&mut app) {
            break;
        }
    }
    assert!(has_panel(&mut app), "{what}: the person is asked to call");
    settle(&mut app);
    app
}

/// Every call of the call panel (a wedding's too) and every toolbar icon, explained by a long press on a phone
/// upright and sideways: its tooltip shows its own words, whole inside the window.
#[test]
fn an_explained_call_or_icon_shows_its_tooltip_inside_a_phone() {
    use wendellhead::app::tool_buttons::{HeldTip, TooltipBox};
    use wendellhead::app::ui::{Explained, Tooltip};
    let _turn = super::one_at_a_time();
    let seed = black_queens_seed();
    for (w, h) in super::UPRIGHT.iter().chain(super::SIDEWAYS).copied() {
        let what = format!("Schafkopf, {w}x{h}");
        let mut app = at_the_call_panel(w, h, 100, seed, &what);
        let world = app.world_mut();
        let mut tipped = world.query::<(Entity, &Tooltip, &InheritedVisibility)>();
        let tipped: Vec<(Entity, String)> = tipped
            .iter(world)
            .filter(|(.., visible)| visible.get())
            .map(|(e, tip, _)| (e, tip.line(wendellhead::app::i18n::touch())))
            .collect();
        // The solos, the wedding's calls and its ◀ ▶, and the toolbar's icons.
        assert!(
            tipped.len() >= 9,
            "{what}: {} buttons explain themselves",
            tipped.len()
        );
        let (window, ..) = window_and_camera(app.world_mut());
        for (button, line) in tipped {
            app.world_mut().trigger(Explained { entity: button });
            settle(&mut app);
            let world = app.world_mut();
            let mut boxes = world
                .query_filtered::<(&ComputedNode, &UiGlobalTransform, &Children), With<TooltipBox>>(
                );
            let (node, at, children) = boxes
                .single(world)
                .unwrap_or_else(|_| panic!("{what}: no tooltip for {line:?}"));
            let rect = Boxed::around(at.translation, node.size());
            let said = children
                .iter()
                .find_map(|c| world.get::<Text>(c).map(|t| t.0.clone()))
                .unwrap_or_default();
            assert_eq!(said, line, "{what}");
            assert!(
                rect.min.x >= -0.5
                    && rect.min.y >= -0.5
                    && rect.max.x <= window.x + 0.5
                    && rect.max.y <= window.y + 0.5,
                "{what}: the tooltip {line:?} {rect:?} leaves the {window} window"
            );
            world.resource_mut::<HeldTip>().0 = None;
        }
    }
}

/// Why the line that says the message `key` is not whole in sight, if it is not (as [`way_out_cut`], for a line).
fn line_cut(app: &mut App, key: &str, what: &str) -> Option<String> {
    in_sight_cut(app, key, what, false)
}

/// What a tap (a click) on a choice does is said in sight on the setup screen and over its rule options, on every
/// window: the desk's, phones' and a tablet's, upright and sideways (on a phone it once lay under every choice,
/// out of sight, so only a tablet showed it).
#[test]
fn the_setup_says_what_a_tap_does_in_sight_on_every_window() {
    let _turn = super::one_at_a_time();
    let mut problems = Vec::new();
    let windows = super::WINDOWS
        .iter()
        .map(|&(w, h)| (w, h, super::SIZES[super::SIZES.len() - 1]))
        .chain(super::PHONES.iter().map(|&(w, h)| (w, h, 100)));
    for (w, h, size) in windows {
        let mut app = game(w, h, size);
        for kind in [GameKind::Wendellhead, GameKind::Hearts, GameKind::Schafkopf] {
            app.insert_resource(most_rows(kind));
            go(&mut app, Screen::Setup);
            let what = format!("{kind:?} setup, {w}x{h} at {size}%");
            problems.extend(line_cut(&mut app, "setup-help", &what));
            if kind != GameKind::Wendellhead {
                open_rules_row(&mut app);
                problems.extend(line_cut(
                    &mut app,
                    "setup-help",
                    &format!("rule options, {what}"),
                ));
                close_panels(&mut app);
            }
            go(&mut app, Screen::Title);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The Size setting is offered only where it changes what is seen: where its stepper shows, the largest size grows
/// the menus; where it would not (a phone whose menus fill it and whose cards fit it: "Size: 115%" once changed
/// nothing at 360x640), a line in its place says the screen sets the size.
#[test]
fn the_size_setting_is_offered_only_where_it_changes_what_is_seen() {
    use wendellhead::app::i18n::tr_in;
    let _turn = super::one_at_a_time();
    let language = super::LAYOUT_LANGUAGE;
    let windows = super::WINDOWS[..1].iter().chain(super::PHONES).copied();
    for (w, h) in windows {
        let what = format!("settings, {w}x{h}");
        let mut app = game(w, h, 100);
        let settings = app.world().resource::<Settings>().clone();
        let title = PanelScope::Screen(Screen::Title);
        open(&mut app, |c| {
            wendellhead::app::settings_panel::open_settings(c, &settings, None, title)
        });
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("value", 100);
        let stepper = tr_in(language, "setting-size", Some(&args));
        let fixed = tr_in(language, "setting-size-fixed", None);
        let shown: Vec<String> = items(&mut app).into_iter().map(|(name, ..)| name).collect();
        let offered = shown.iter().any(|s| s.contains(&stepper)) || {
            // A button's label is not an item of its own: look for the label in the visible texts.
            let world = app.world_mut();
            let mut texts = world.query::<(&Text, &ComputedNode, &InheritedVisibility)>();
            texts
                .iter(world)
                .any(|(t, node, v)| t.0 == stepper && v.get() && node.size().y > 1.0)
        };
        let said = shown.iter().any(|s| s.contains(&format!("{fixed:?}")));
        assert!(
            offered != said,
            "{what}: the stepper shown {offered}, the line {said}"
        );
        let before = app.world().resource::<UiScale>().0;
        app.world_mut().resource_mut::<Settings>().size = 130;
        settle(&mut app);
        let after = app.world().resource::<UiScale>().0;
        let grows = after > before * 1.01;
        assert_eq!(
            offered, grows,
            "{what}: the Size stepper shown {offered}, the largest size grows the menus from {before} to {after}"
        );
        if (w, h) == (360, 640) {
            assert!(!offered, "{what}: a small phone sets the size itself");
        }
    }
}

/// The centre (window pixels) of the toolbar button whose tooltip begins with `word`.
fn tool_centre(app: &mut App, word: &str) -> (Entity, Vec2) {
    let world = app.world_mut();
    let mut tools = world.query::<(Entity, &wendellhead::app::ui::Tooltip, &UiGlobalTransform)>();
    tools
        .iter(world)
        .find(|(_, tip, _)| tip.word == word)
        .map(|(e, _, at)| (e, at.translation))
        .unwrap_or_else(|| panic!("no {word:?} button"))
}

/// Whether the mouse, through Bevy's real picking, is over `button` (or what it holds).
fn mouse_over(app: &mut App, button: Entity) -> bool {
    use bevy::picking::hover::HoverMap;
    use bevy::picking::pointer::PointerId;
    let world = app.world();
    world
        .resource::<HoverMap>()
        .get(&PointerId::Mouse)
        .is_some_and(|hovered| {
            hovered.keys().any(|&e| {
                std::iter::successors(Some(e), |&e| world.get::<ChildOf>(e).map(|c| c.parent()))
                    .any(|a| a == button)
            })
        })
}

/// The pointer rests on the Menu button (its tooltip shows), and the menu opens: the tooltip goes, for the pause
/// panel covers the button (the button's hover passed through the panel, so its tooltip stayed over it).
#[test]
fn a_buttons_tooltip_goes_when_the_panel_it_opens_covers_it() {
    use wendellhead::app::tool_buttons::TooltipBox;
    let _turn = super::one_at_a_time();
    let mut app = game(1280, 800, 100);
    sit_down(&mut app, GameKind::Whist, 4);
    let menu = wendellhead::app::i18n::tr_in(super::LAYOUT_LANGUAGE, "hud-menu-button", None);
    let (_, at) = tool_centre(&mut app, &menu);
    {
        let world = app.world_mut();
        let mut windows = world.query::<&mut Window>();
        let mut window = windows.single_mut(world).unwrap();
        window.set_physical_cursor_position(Some(at.as_dvec2()));
    }
    settle(&mut app);
    let tips = |app: &mut App| {
        let world = app.world_mut();
        world
            .query_filtered::<(), With<TooltipBox>>()
            .iter(world)
            .count()
    };
    assert_eq!(tips(&mut app), 1, "the pointer on Menu shows its tooltip");
    app.world_mut()
        .resource_mut::<NextState<Phase>>()
        .set(Phase::Paused);
    settle(&mut app);
    assert_eq!(
        tips(&mut app),
        0,
        "the pause panel is open over the Menu button: its tooltip is gone"
    );
}

/// With a hand's panel up, the toolbar's Scores button (▤) is still under the mouse (the panel covered it, and a
/// click on it did nothing): a click opens the score sheet over the hand's panel, and closing the sheet leaves
/// the hand's panel as it was.
#[test]
fn the_scores_button_opens_the_sheet_over_a_hands_panel() {
    use bevy::picking::pointer::{PointerAction, PointerButton, PointerId, PointerInput};
    use wendellhead::app::table::round::RoundPanel;
    use wendellhead::app::table::scores::ScoresPanel;
    let _turn = super::one_at_a_time();
    for (w, h) in [(1280, 800), (390, 844)] {
        let what = format!("{w}x{h}");
        let mut app = game(w, h, 100);
        sit_down(&mut app, GameKind::Whist, 4);
        app.world_mut().resource_scope(|world, table: Mut<Table>| {
            let mut commands = world.commands();
            spawn_hand_panel(
                &mut commands,
                &table,
                &Score::Hand {
                    tricks: [9, 4],
                    points: [3, 0],
                    honours: [0, 0],
                    score: [3, 0],
                },
                None,
            );
        });
        app.world_mut().flush();
        settle(&mut app);
        let word = wendellhead::app::i18n::tr_in(super::LAYOUT_LANGUAGE, "scores-button", None);
        let (button, at) = tool_centre(&mut app, &word);
        point_at(&mut app, at);
        assert!(
            mouse_over(&mut app, button),
            "{what}: the mouse on ▤ is over it, not over the hand's panel"
        );
        let location = window_location(&mut app, at);
        for action in [
            PointerAction::Press(PointerButton::Primary),
            PointerAction::Release(PointerButton::Primary),
        ] {
            app.world_mut().write_message(PointerInput::new(
                PointerId::Mouse,
                location.clone(),
                action,
            ));
            app.update();
        }
        settle(&mut app);
        let count = |app: &mut App| {
            let world = app.world_mut();
            (
                world
                    .query_filtered::<(), With<ScoresPanel>>()
                    .iter(world)
                    .count(),
                world
                    .query_filtered::<(), With<RoundPanel>>()
                    .iter(world)
                    .count(),
            )
        };
        assert_eq!(
            count(&mut app),
            (1, 1),
            "{what}: the sheet over the hand's panel"
        );
        close_panels(&mut app);
        assert_eq!(count(&mut app), (0, 1), "{what}: back to the hand's panel");
    }
}

/// A message said with its one argument `name` in each of `values`: the forms a line of it may take.
fn said_forms(key: &str, name: &'static str, values: &[&'static str]) -> Vec<String> {
    values
        .iter()
        .map(|&value| {
            let mut args = fluent_bundle::FluentArgs::new();
            args.set(name, value);
            wendellhead::app::i18n::tr_in(super::LAYOUT_LANGUAGE, key, Some(&args))
        })
        .collect()
}

/// The Settings panel says how to change a setting, and what the settings do, whole in sight on every window and
/// phone, at every text size: a playtest found its one help line, at the end of the lines that scroll, cut
/// mid-sentence at 1280x800 and 800x600, in English and German.
#[test]
fn the_settings_help_is_whole_in_sight_on_every_window() {
    let _turn = super::one_at_a_time();
    let mut problems = Vec::new();
    let windows = every_window();
    let help = said_forms("settings-help", "size", &["cards", "menus", "fixed"]);
    for (w, h, size) in windows {
        let what = format!("settings, {w}x{h} at {size}%");
        let mut app = game(w, h, size);
        let settings = app.world().resource::<Settings>().clone();
        let title = PanelScope::Screen(Screen::Title);
        open(&mut app, |c| {
            wendellhead::app::settings_panel::open_settings(c, &settings, None, title)
        });
        problems.extend(line_cut(&mut app, "settings-keys", &what));
        problems.extend(said_in_sight_cut(&mut app, &help, &what, false));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every desk window at every text size, and every phone at 100%.
fn every_window() -> impl Iterator<Item = (u32, u32, u16)> {
    super::WINDOWS
        .iter()
        .flat_map(|&(w, h)| super::SIZES.iter().map(move |&size| (w, h, size)))
        .chain(super::PHONES.iter().map(|&(w, h)| (w, h, 100)))
}

/// The hand review says what its lines mean and how to move between hands, whole in sight on every window and
/// phone, at every text size: a playtest found its explanation, at the end of the lines that scroll, cut off.
#[test]
fn the_review_help_is_whole_in_sight_on_every_window() {
    let _turn = super::one_at_a_time();
    let mut problems = Vec::new();
    let windows = every_window();
    let keys: Vec<String> = (0..=13)
        .map(|costly| {
            let mut args = fluent_bundle::FluentArgs::new();
            args.set("costly", costly);
            wendellhead::app::i18n::tr_in(super::LAYOUT_LANGUAGE, "review-keys", Some(&args))
        })
        .collect();
    for (w, h, size) in windows {
        let what = format!("hand review, {w}x{h} at {size}%");
        let mut app = game(w, h, size);
        app.insert_resource(seeded_match(GameKind::Hearts, 5));
        go(&mut app, Screen::Playing);
        for _ in 0..60 {
            app.update();
        }
        app.world_mut().resource_scope(|world, table: Mut<Table>| {
            let mut commands = world.commands();
            wendellhead::app::table::hand_review::open_hand_review(
                &mut commands,
                &table,
                usize::MAX,
            );
        });
        app.world_mut().flush();
        settle(&mut app);
        problems.extend(line_cut(&mut app, "review-help", &what));
        problems.extend(said_in_sight_cut(&mut app, &keys, &what, false));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The setup's list of choices fills the room the window has before it scrolls: a playtest found it ending in a
/// half-visible row with empty space under the panel, at 800x600 and 1280x800.
#[test]
fn the_setup_list_fills_the_window_before_it_scrolls() {
    let _turn = super::one_at_a_time();
    let mut problems = Vec::new();
    let windows = every_window();
    for (w, h, size) in windows {
        let mut app = game(w, h, size);
        for kind in GameKind::ALL {
            let first = MatchSetup {
                game: kind,
                ..MatchSetup::default()
            };
            // Whist is for four alone: its first rows are its most.
            let most = (kind != GameKind::Whist).then(|| most_rows(kind));
            for (rows, setup) in [("first", Some(first)), ("most", most)] {
                let Some(setup) = setup else { continue };
                let what = format!("{kind:?} setup, its {rows} rows, {w}x{h} at {size}%");
                app.insert_resource(setup);
                go(&mut app, Screen::Setup);
                problems.extend(half_row_over_empty_room(&mut app, &what));
                go(&mut app, Screen::Title);
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A button cut by the box it scrolls in while that box's panel stops short of the window's foot, if there is
/// one: the list could have shown it whole.
fn half_row_over_empty_room(app: &mut App, what: &str) -> Option<String> {
    let world = app.world_mut();
    let window = {
        let mut windows = world.query::<&Window>();
        let w = windows.single(world).unwrap();
        Vec2::new(w.physical_width() as f32, w.physical_height() as f32)
    };
    let mut buttons = world.query_filtered::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
    ), With<Button>>();
    let buttons: Vec<(Entity, Boxed)> = buttons
        .iter(world)
        .filter(|(_, node, _, visible)| visible.get() && node.size().y > 1.0)
        .map(|(e, node, at, _)| (e, Boxed::around(at.translation, node.size())))
        .collect();
    for (entity, rect) in buttons {
        let Some(shown) = shown_part(world, entity, rect) else {
            continue;
        };
        if (shown.max.y - rect.max.y).abs() < 1.0 && (shown.min.y - rect.min.y).abs() < 1.0 {
            continue;
        }
        // The panel the scrolled box lies in, and how far above the window's foot it stops.
        let scroller = std::iter::successors(Some(entity), |&e| {
            world.get::<ChildOf>(e).map(|c| c.parent())
        })
        .skip(1)
        .find(|&e| {
            world
                .get::<Node>(e)
                .is_some_and(|n| n.overflow.y == OverflowAxis::Scroll)
        })?;
        let panel = world.get::<ChildOf>(scroller)?.parent();
        let (node, at) = (
            world.get::<ComputedNode>(panel)?,
            world.get::<UiGlobalTransform>(panel)?,
        );
        let bottom = Boxed::around(at.translation, node.size()).max.y;
        // The setup's own margin under its panel, at the largest scale.
        if window.y - bottom > 48.0 {
            return Some(format!(
                "{what}: a row is cut ({rect:?} shown {shown:?}) while the panel stops {} px above the window's foot",
                window.y - bottom
            ));
        }
    }
    None
}

/// The names by a trick's cards keep clear of the stock's line on every window: at five in Hearts, "Otto · led"
/// once lay over "2♦ 2♣ removed" at 1280x800.
#[test]
fn the_trick_tags_keep_clear_of_the_stock_at_every_window() {
    let _turn = super::one_at_a_time();
    for (w, h) in super::WINDOWS.iter().copied() {
        for size in super::SIZES.iter().copied() {
            let mut app = game(w, h, size);
            for (kind, players) in [(GameKind::Hearts, 5), (GameKind::Wendellhead, 5)] {
                let what = format!("{kind:?}, {players} players, {w}x{h} at {size}%");
                sit_down(&mut app, kind, players);
                play_to_a_full_trick(&mut app, &what, false);
            }
        }
    }
}

/// The part of `rect` (the box of `entity`) that the window and every box it lies in that does not let its
/// content overflow (scrolled or clipped) show; `None` when nothing of it shows.
fn seen_part(world: &World, entity: Entity, rect: Boxed, window: Vec2) -> Option<Boxed> {
    let in_window = Boxed {
        min: rect.min.max(Vec2::ZERO),
        max: rect.max.min(window),
    };
    part_inside(world, entity, in_window, |overflow| {
        overflow != OverflowAxis::Visible
    })
}

/// Which of the score sheet's cells (their lines) show whole across, inside the window and everything that clips
/// them, with the sheet scrolled across to `x` (UI units), and how far across it scrolled (it stops at its end).
fn sheet_cells_seen_across(app: &mut App, x: f32) -> (Vec<(String, bool)>, f32) {
    use wendellhead::app::table::scores::ScoresPanel;
    let world = app.world_mut();
    let mut sheets = world.query_filtered::<Entity, With<ScoresPanel>>();
    let sheet = sheets.single(world).expect("the score sheet");
    let mut grids = world.query::<(Entity, &Node)>();
    let grid = grids
        .iter(world)
        .filter(|(_, node)| node.display == Display::Grid)
        .map(|(e, _)| e)
        .find(|&e| {
            std::iter::successors(Some(e), |&a| world.get::<ChildOf>(a).map(|c| c.parent()))
                .any(|a| a == sheet)
        })
        .expect("the sheet's grid");
    // The box that scrolls it across: the grid itself or one around it.
    let across =
        std::iter::successors(Some(grid), |&a| world.get::<ChildOf>(a).map(|c| c.parent()))
            .find(|&a| {
                world
                    .get::<Node>(a)
                    .is_some_and(|n| n.overflow.x == OverflowAxis::Scroll)
            })
            .expect("the sheet scrolls across");
    world
        .entity_mut(across)
        .insert(ScrollPosition(Vec2::new(x, 0.0)));
    settle(app);
    let world = app.world_mut();
    let (window, ..) = window_and_camera(world);
    let scrolled = world.get::<ScrollPosition>(across).map_or(0.0, |p| p.0.x);
    let cells: Vec<Entity> = world
        .get::<Children>(grid)
        .map(|c| c.iter().collect())
        .unwrap_or_default();
    let seen = cells
        .into_iter()
        .filter_map(|cell| {
            // An empty heading has no width to show.
            let text = world.get::<Text>(cell)?.0.clone();
            if text.trim().is_empty() {
                return None;
            }
            let node = world.get::<ComputedNode>(cell)?;
            let at = world.get::<UiGlobalTransform>(cell)?;
            let rect = Boxed::around(at.translation, node.size());
            // Across only: the panel scrolls down to the rows under its fold.
            let tall = Boxed {
                min: Vec2::new(rect.min.x, 0.0),
                max: Vec2::new(rect.max.x, 1.0e6),
            };
            let whole = seen_part(world, cell, tall, Vec2::new(window.x, 2.0e6))
                .is_some_and(|s| s.min.x <= rect.min.x + 1.0 && s.max.x >= rect.max.x - 1.0);

            Some((text, whole))
        })
        .collect();
    (seen, scrolled)
}

/// Every column of the score sheet can be brought whole into sight on a phone held upright, in every game and
/// table size: the sheet scrolls across as far as its last column (at 360 px the last player's columns were cut
/// off and could not be reached).
#[test]
fn the_score_sheet_brings_every_column_into_sight_on_a_phone() {
    let _turn = super::one_at_a_time();
    let tables: Vec<(GameKind, u8)> = (2..=5u8)
        .map(|players| (GameKind::Wendellhead, players))
        .chain([(GameKind::Whist, 4)])
        .chain((3..=5).map(|players| (GameKind::Hearts, players)))
        .chain((2..=4).map(|players| (GameKind::Schafkopf, players)))
        .collect();
    let mut problems = Vec::new();
    for (w, h) in [(360, 640), (390, 844)] {
        let mut app = game(w, h, 100);
        for &(kind, players) in &tables {
            let what = format!("{kind:?}, {players} players, {w}x{h}");
            sit_down(&mut app, kind, players);
            app.world_mut()
                .resource_scope(|world, mut table: Mut<Table>| {
                    table.sheet = full_sheet(kind, players);
                    let mut commands = world.commands();
                    wendellhead::app::table::scores::spawn_sheet(&mut commands, &table, 0);
                });
            app.world_mut().flush();
            settle(&mut app);
            // Whole somewhere on the way across, a third of a phone's width at a time, as far as it goes.
            let (mut seen, _) = sheet_cells_seen_across(&mut app, 0.0);
            let mut x = 0.0;
            loop {
                x += 120.0;
                let (now, scrolled) = sheet_cells_seen_across(&mut app, x);
                for ((_, whole), (_, there)) in seen.iter_mut().zip(&now) {
                    *whole |= *there;
                }
                if scrolled < x - 1.0 || x > 5000.0 {
                    break;
                }
            }
            for (line, whole) in seen {
                if !whole {
                    problems.push(format!("{what}: the cell {line:?} never shows whole"));
                }
            }
            close_panels(&mut app);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
