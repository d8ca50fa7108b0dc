//! The deal of the day through the real plugins, headless, with the date fixed: the title's panel lists today's
//! deal of each game; the first play is rated against Hard computers (undo off), its result and par kept in the
//! statistics and shown against par and the earlier days with a streak and a line to share that names no card;
//! played again it is practice; a deal left before its end counts as given up; a new day is a new deal and the
//! streak grows; the statistics panel lists the days.
#![cfg(feature = "app")]

use crate::common;

use bevy::prelude::*;
use common::app::{headless, person_moves, press, screen, texts};
use wendellhead::ai::Level;
use wendellhead::app::daily::{Clock, DailyStatsLines, TodaysDeal, result_on};
use wendellhead::app::screens::daily::DailyButton;
use wendellhead::app::settings::Speed;
use wendellhead::app::state::Screen;
use wendellhead::app::state::table::{SeatKind, Table};
use wendellhead::app::stats::{STATS_FILE, Stats, parse_stats};
use wendellhead::app::storage::Store;
use wendellhead::app::ui::Activated;
use wendellhead::engine::daily::{Day, daily_code};
use wendellhead::engine::{GameKind, Rank, Suit};

/// Presses today's deal of `game` in the open panel.
fn press_daily(app: &mut App, game: GameKind) {
    let world = app.world_mut();
    let mut buttons = world.query::<(Entity, &DailyButton)>();
    let button = buttons
        .iter(world)
        .find(|(_, b)| b.0 == game)
        .map(|(e, _)| e)
        .expect("the game's button");
    world.trigger(Activated { entity: button });
    for _ in 0..4 {
        app.update();
    }
}

/// Plays the person's decisions until the deal is over.
fn play_to_the_end(app: &mut App) {
    for _ in 0..40_000 {
        app.update();
        if screen(app) == Screen::MatchOver {
            app.update();
            return;
        }
        // The hand's panel: Done goes on to the deal's end.
        if app.world().resource::<Table>().shown.scoring.is_some() {
            common::app::next_round(app);
            continue;
        }
        person_moves(app);
    }
    let table = app.world().resource::<Table>();
    panic!(
        "the deal never ended: {:?}, {:?}, deals {}, caught up {}, scoring {}",
        screen(app),
        table.game.decision(),
        table.game.deals(),
        table.caught_up(),
        table.shown.scoring.is_some()
    );
}

/// Goes to the title and opens the deal of the day panel with D.
fn open_panel(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.update();
    press(app, KeyCode::KeyD);
}

/// Whether `line` names a card: a rank with a suit symbol.
fn names_a_card(line: &str) -> bool {
    Suit::ALL.iter().any(|&s| {
        let symbol = wendellhead::app::i18n::suit_symbol(s);
        Rank::ALL.iter().any(|&r| {
            line.contains(&format!(
                "{}{symbol}",
                wendellhead::app::i18n::rank_label(r)
            ))
        })
    })
}

#[test]
fn todays_deal_is_played_once_rated_kept_with_par_and_shared_without_a_card() {
    let store = Store::memory();
    let mut app = headless(store, Speed::Instant);
    let day: Day = "2026-12-05".parse().unwrap();
    app.insert_resource(Clock { fixed: Some(day) });
    open_panel(&mut app);
    let all = texts(&mut app);
    for title in [
        "Today's Wendellhead",
        "Today's Classic Whist",
        "Today's Hearts",
        "Today's Wendish Schafkopf",
    ] {
        assert!(all.iter().any(|t| t == title), "{title}: {all:?}");
    }
    assert!(
        all.iter().any(|t| t.starts_with("2026-12-05 (UTC)")),
        "{all:?}"
    );

    // The first play: today's Hearts deal, against Hard computers, rated (no undo), named in the toolbar.
    press_daily(&mut app, GameKind::Hearts);
    assert_eq!(screen(&app), Screen::Playing);
    {
        let table = app.world().resource::<Table>();
        assert_eq!(table.replay, Some(daily_code(GameKind::Hearts, day)));
        assert!(table.rated, "undo is off in the rated play");
        assert_eq!(
            table.seats[1..],
            [SeatKind::Computer(Level::Hard); 3],
            "Hard computers"
        );
    }
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t == "TODAY'S HEARTS · RATED")
    );
    // Its pause menu says what leaving costs, offers no dealing again and does not give the code away.
    for _ in 0..20 {
        app.update();
    }
    press(&mut app, KeyCode::Escape);
    let all = texts(&mut app);
    let code = daily_code(GameKind::Hearts, day).to_string();
    assert!(
        all.iter()
            .any(|t| t.starts_with("Today's Hearts, rated: this play counts.")),
        "{all:?}"
    );
    assert!(!all.iter().any(|t| t.contains(&code)), "{all:?}");
    assert!(!all.iter().any(|t| t == "Deal it again"), "{all:?}");
    press(&mut app, KeyCode::Escape);
    // Started is played: the statistics know at once.
    let stats = app.world().resource::<Stats>();
    assert_eq!(
        result_on(stats, GameKind::Hearts, day).map(|r| r.result),
        Some(None)
    );
    play_to_the_end(&mut app);
    let stats = app.world().resource::<Stats>().clone();
    let kept = result_on(&stats, GameKind::Hearts, day)
        .expect("kept")
        .clone();
    let table = app.world().resource::<Table>();
    assert_eq!(kept.result, table.hands[0].result, "the hand's result");
    assert!(kept.par.is_some(), "with its par");
    assert_eq!(kept.par, table.hands[0].par.map(|p| p.result));
    let all = texts(&mut app);
    assert!(
        all.iter().any(|t| t == "Today's Hearts · 2026-12-05"),
        "{all:?}"
    );
    assert!(
        all.iter()
            .any(|t| t.starts_with("Your first deal of the day")),
        "{all:?}"
    );
    assert!(all.iter().any(|t| t == "Streak: 1 day (best 1)"), "{all:?}");
    let points = -kept.result.unwrap();
    let share = all
        .iter()
        .find(|t| t.starts_with("Wendellhead · Hearts · 2026-12-05 · "))
        .unwrap_or_else(|| panic!("no line to share: {all:?}"));
    assert!(share.contains(&format!(" · {points} point")), "{share}");
    assert!(share.contains(" · par "), "{share}");
    assert!(!names_a_card(share), "{share}");
    // The file keeps it.
    let file = app
        .world()
        .resource::<Store>()
        .read(STATS_FILE)
        .unwrap()
        .unwrap();
    let read = parse_stats(&file).unwrap();
    assert_eq!(result_on(&read, GameKind::Hearts, day), Some(&kept));

    // Played again: practice, and the day's result stays.
    let again = {
        let world = app.world_mut();
        let mut buttons = world.query::<(Entity, &Text)>();
        buttons
            .iter(world)
            .find(|(_, t)| t.0 == "Play it again (practice)")
            .map(|(e, _)| e)
            .expect("Play it again")
    };
    let button = app
        .world()
        .get::<ChildOf>(again)
        .map(|c| c.parent())
        .unwrap();
    app.world_mut().trigger(Activated { entity: button });
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Playing);
    assert!(!app.world().resource::<TodaysDeal>().rated);
    assert!(
        !app.world().resource::<Table>().rated,
        "practice may take a card back"
    );
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t == "TODAY'S HEARTS · PRACTICE")
    );
    play_to_the_end(&mut app);
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t.starts_with("Played again: practice"))
    );
    let stats = app.world().resource::<Stats>();
    assert_eq!(result_on(stats, GameKind::Hearts, day), Some(&kept));
    assert_eq!(stats.daily[&GameKind::Hearts].len(), 1);

    // The panel shows the day's result on its button, and a deal left before its end is given up.
    open_panel(&mut app);
    let label = format!("Today's Hearts: {points} point");
    assert!(
        texts(&mut app).iter().any(|t| t.starts_with(&label)),
        "{:?}",
        texts(&mut app)
    );
    press_daily(&mut app, GameKind::Whist);
    for _ in 0..20 {
        app.update();
    }
    open_panel(&mut app);
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t == "Today's Classic Whist: given up"),
        "{:?}",
        texts(&mut app)
    );
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t == "No deal played to its end yet")
    );
    press_daily(&mut app, GameKind::Whist);
    assert!(
        !app.world().resource::<Table>().rated,
        "a deal seen once is practice"
    );

    // The next day, just past midnight UTC: a new deal, and the streak is two days.
    let next = day.next();
    app.insert_resource(Clock { fixed: Some(next) });
    open_panel(&mut app);
    press_daily(&mut app, GameKind::Hearts);
    assert_eq!(
        app.world().resource::<Table>().replay,
        Some(daily_code(GameKind::Hearts, next))
    );
    assert!(app.world().resource::<Table>().rated);
    play_to_the_end(&mut app);
    let all = texts(&mut app);
    assert!(
        all.iter().any(|t| t == "Streak: 2 days (best 2)"),
        "{all:?}"
    );
    assert!(
        all.iter()
            .any(|t| t.starts_with("Your earlier day: on average ")),
        "{all:?}"
    );
    // Two days on, nothing played yesterday: the streak is broken, the best stays.
    app.insert_resource(Clock {
        fixed: Some(next.next().next()),
    });
    open_panel(&mut app);
    assert!(
        texts(&mut app)
            .iter()
            .any(|t| t == "Streak: 0 days (best 2)")
    );

    // The statistics list the days, latest first.
    let stats = app.world().resource::<Stats>().clone();
    wendellhead::app::stats::open_stats_of(
        &mut app.world_mut().commands(),
        &stats,
        wendellhead::app::state::PanelScope::Screen(Screen::Title),
        GameKind::Hearts,
    );
    app.update();
    app.update();
    let world = app.world_mut();
    let mut lines = world.query_filtered::<&Text, With<DailyStatsLines>>();
    let text = lines.iter(world).next().expect("the daily lines").0.clone();
    assert!(
        text.starts_with("Deal of the day: 2 played · Streak: 0 days (best 2)"),
        "{text}"
    );
    let rows: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(rows.len(), 2);
    assert!(
        rows[0].starts_with("2026-12-06: ") && rows[1].starts_with("2026-12-05: "),
        "{rows:?}"
    );
}
