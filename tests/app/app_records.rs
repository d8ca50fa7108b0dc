//! Your records kept safe, with the real plugins: the records panel's Export writes the statistics, the history
//! and the settings as one JSON file and the hands as CSV; that file imported on a fresh home gives the same
//! statistics panel; a file cut short, another program's and one from a newer version are each refused with their
//! reason and nothing changes; merging adds figures up, and a file is never merged twice or into its own place.
#![cfg(feature = "app")]

use bevy::prelude::*;
use wendellhead::app::records::{
    EXPORT_HANDS, EXPORT_RECORDS, FileChooser, IMPORT_FILE, ImportQuestion, ImportRecords,
    PendingImport, RecordsAsked, RecordsPicked, RecordsStatus, RecordsStatusLine,
    open_records_panel, parse_records,
};
use wendellhead::app::screen_reader::Announcements;
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::{PanelScope, Screen};
use wendellhead::app::stats::{
    FigureCell, STATS_FILE, Stats, StatsLine, StatsPanel, open_stats_of,
};
use wendellhead::app::storage::Store;
use wendellhead::engine::GameKind;

use crate::common::app::{deal, headless, next_round, person_moves, screen, short_match};

/// A home whose files come from and go to the store (the tests have no file dialog).
fn home(store: Store) -> App {
    let mut app = headless(store, Speed::Instant);
    app.insert_resource(FileChooser::Store);
    app
}

/// Plays a short match of `game` to its end as `person_moves` does, then goes back to the title.
fn play_a_match(app: &mut App, game: GameKind, seed: u64) {
    deal(app, short_match(game), seed);
    for _ in 0..60_000 {
        if screen(app) != Screen::Playing {
            break;
        }
        app.update();
        if screen(app) != Screen::Playing {
            break;
        }
        let scoring = app
            .world()
            .resource::<wendellhead::app::state::table::Table>()
            .shown
            .scoring
            .is_some();
        if scoring {
            next_round(app);
        } else {
            person_moves(app);
        }
    }
    assert_eq!(screen(app), Screen::MatchOver);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    for _ in 0..5 {
        app.update();
    }
}

/// Every line and figure the statistics panel shows for each game, as a player reads them.
fn panel_shown(app: &mut App) -> Vec<String> {
    let mut all = Vec::new();
    for game in GameKind::ALL {
        let stats = app.world().resource::<Stats>().clone();
        app.world_mut().commands().queue(move |world: &mut World| {
            let mut commands = world.commands();
            open_stats_of(
                &mut commands,
                &stats,
                PanelScope::Screen(Screen::Title),
                game,
            );
        });
        app.update();
        app.update();
        let world = app.world_mut();
        let mut lines = world.query_filtered::<&Text, With<StatsLine>>();
        all.extend(lines.iter(world).map(|t| format!("{game:?}: {}", t.0)));
        let mut cells = world.query::<(&FigureCell, &Text)>();
        let mut cells: Vec<_> = cells
            .iter(world)
            .map(|(c, t)| (c.0, c.1, t.0.clone()))
            .collect();
        cells.sort();
        all.extend(
            cells
                .into_iter()
                .map(|(r, c, t)| format!("{game:?} {r},{c}: {t}")),
        );
        let mut panels = world.query_filtered::<Entity, With<StatsPanel>>();
        let panels: Vec<Entity> = panels.iter(world).collect();
        for panel in panels {
            world.entity_mut(panel).despawn();
        }
        app.update();
    }
    all
}

fn ask(app: &mut App, asked: RecordsAsked) {
    app.world_mut().write_message(asked);
    app.update();
    app.update();
}

/// The records panel's last word, which a screen reader must have been given too: an export or import happens
/// out of sight, and this line is all that says what became of it.
fn status(app: &App) -> String {
    let line = app
        .world()
        .resource::<RecordsStatus>()
        .0
        .clone()
        .unwrap_or_default();
    if !line.is_empty() {
        let said = &app.world().resource::<Announcements>().said;
        assert!(
            said.iter().any(|s| s.contains(&line)),
            "the screen reader was not told \"{line}\": {said:?}"
        );
    }
    line
}

/// Imports `text` on `app` as the player does: Import, then the answer `how` to the question.
fn import(app: &mut App, text: &str, how: ImportRecords) {
    app.world()
        .resource::<Store>()
        .write(IMPORT_FILE, text)
        .unwrap();
    ask(app, RecordsAsked::Import);
    assert!(
        app.world().get_resource::<PendingImport>().is_some(),
        "asked how to import: {}",
        status(app)
    );
    let world = app.world_mut();
    let mut question = world.query_filtered::<(), With<ImportQuestion>>();
    assert_eq!(question.iter(world).count(), 1, "the question is shown");
    app.world_mut().write_message(how);
    app.update();
    app.update();
}

/// A home that played a Whist and a Wendellhead match, with its own settings.
fn played_home() -> App {
    let mut app = home(Store::memory());
    app.world_mut()
        .resource_mut::<Settings>()
        .hand_sort
        .descending = true;
    play_a_match(&mut app, GameKind::Whist, 3);
    play_a_match(&mut app, GameKind::Wendellhead, 4);
    app
}

#[test]
fn export_then_import_on_a_fresh_home_gives_the_same_statistics_panel() {
    let mut old = played_home();
    let shown = panel_shown(&mut old);
    assert!(shown.iter().any(|l| l.contains("Whist")), "{shown:?}");
    ask(&mut old, RecordsAsked::ExportRecords);
    ask(&mut old, RecordsAsked::ExportHands);
    let store = old.world().resource::<Store>();
    let records = store.read(EXPORT_RECORDS).unwrap().expect("exported");
    let hands = store.read(EXPORT_HANDS).unwrap().expect("exported");
    assert!(status(&old).starts_with("Saved:"), "{}", status(&old));
    // The hand log: a header, then one line a hand played to its end, its code's fingerprint beside it.
    let stats = old.world().resource::<Stats>().clone();
    let played: u32 = stats.games.values().map(|g| g.all().hands).sum();
    let lines: Vec<&str> = hands.lines().collect();
    assert_eq!(
        lines[0],
        "date,game,players,deal,fingerprint,result,par,better_than_par,tricks,unit,play"
    );
    assert_eq!(lines.len() as u32, played + 1, "{hands}");
    for line in &lines[1..] {
        let fields: Vec<&str> = line.split(',').collect();
        let code: wendellhead::engine::DealCode = fields[3].parse().expect("a deal code");
        assert_eq!(
            fields[4],
            wendellhead::engine::Fingerprint::of(&code).to_string()
        );
        assert!(fields[1] == "whist" || fields[1] == "wendellhead");
    }

    let mut new = home(Store::memory());
    assert_ne!(panel_shown(&mut new), shown);
    import(&mut new, &records, ImportRecords::Replace);
    assert!(
        status(&new).starts_with("Replaced your records and settings"),
        "{}",
        status(&new)
    );
    assert_eq!(panel_shown(&mut new), shown);
    // The settings came with it, and everything was written to the new home's files.
    assert!(new.world().resource::<Settings>().hand_sort.descending);
    let written = new
        .world()
        .resource::<Store>()
        .read(STATS_FILE)
        .unwrap()
        .unwrap();
    let read_back = wendellhead::app::stats::parse_stats(&written).unwrap();
    assert_eq!(read_back.games, stats.games);
    assert_eq!(read_back.daily, stats.daily);
}

#[test]
fn a_file_cut_short_another_programs_and_a_newer_ones_are_refused_and_nothing_changes() {
    let mut old = played_home();
    ask(&mut old, RecordsAsked::ExportRecords);
    let records = old
        .world()
        .resource::<Store>()
        .read(EXPORT_RECORDS)
        .unwrap()
        .unwrap();
    let mut here = home(Store::memory());
    play_a_match(&mut here, GameKind::Whist, 8);
    let before = here.world().resource::<Stats>().clone();
    let file_before = here.world().resource::<Store>().read(STATS_FILE).unwrap();
    let shown_before = panel_shown(&mut here);
    let cut = &records[..records.len() * 2 / 3];
    let newer = records.replacen("\"version\": 1,", "\"version\": 7,", 1);
    assert_ne!(newer, records);
    for (text, why) in [
        (cut, "cut short"),
        (
            "{\"name\": \"my-app\", \"version\": 3, \"scores\": []}",
            "not a Wendellhead records file",
        ),
        (
            "(version: 1, settings: ())",
            "not a Wendellhead records file",
        ),
        (
            "\u{89}PNG not text at all",
            "not a Wendellhead records file",
        ),
        ("", "empty"),
        (newer.as_str(), "newer Wendellhead"),
    ] {
        here.world()
            .resource::<Store>()
            .write(IMPORT_FILE, text)
            .unwrap();
        ask(&mut here, RecordsAsked::Import);
        let said = status(&here);
        assert!(said.contains(why), "{why}: {said}");
        assert!(said.ends_with("Your records are unchanged."), "{said}");
        assert!(here.world().get_resource::<PendingImport>().is_none());
        assert_eq!(*here.world().resource::<Stats>(), before);
    }
    assert_eq!(
        here.world().resource::<Store>().read(STATS_FILE).unwrap(),
        file_before
    );
    assert_eq!(panel_shown(&mut here), shown_before);
    // The same reasons from the file reader itself.
    assert!(parse_records(cut).unwrap_err().contains("cut short"));
    assert!(parse_records(&newer).unwrap_err().contains("format 7"));
}

#[test]
fn merging_adds_the_figures_up_once_and_never_into_their_own_place() {
    let mut old = played_home();
    ask(&mut old, RecordsAsked::ExportRecords);
    let records = old
        .world()
        .resource::<Store>()
        .read(EXPORT_RECORDS)
        .unwrap()
        .unwrap();
    let theirs = old.world().resource::<Stats>().clone();
    let mut here = home(Store::memory());
    play_a_match(&mut here, GameKind::Whist, 8);
    let mine = here.world().resource::<Stats>().clone();
    import(&mut here, &records, ImportRecords::Merge);
    let said = status(&here);
    assert!(said.starts_with("Merged"), "{said}");
    assert!(said.contains("your settings are unchanged"), "{said}");
    let merged = here.world().resource::<Stats>().clone();
    let whist = |s: &Stats| s.game(GameKind::Whist);
    assert_eq!(
        whist(&merged).all().matches,
        whist(&mine).all().matches + whist(&theirs).all().matches
    );
    assert_eq!(
        whist(&merged).all().hands,
        whist(&mine).all().hands + whist(&theirs).all().hands
    );
    assert_eq!(
        whist(&merged).hands.len(),
        whist(&mine).hands.len() + whist(&theirs).hands.len()
    );
    assert_eq!(
        merged.game(GameKind::Wendellhead).all(),
        theirs.game(GameKind::Wendellhead).all()
    );
    // The settings here stay.
    assert!(!here.world().resource::<Settings>().hand_sort.descending);
    // The records as they were before are kept aside.
    let at = said.find("stats-before-import-").expect("the copy named");
    let copy = &said[at..at + said[at..].find(".ron").unwrap() + 4];
    let kept = here
        .world()
        .resource::<Store>()
        .read(copy)
        .unwrap()
        .unwrap();
    assert_eq!(
        wendellhead::app::stats::parse_stats(&kept).unwrap().games,
        mine.games
    );

    // The same file again: no Merge offered, and asked for anyway, refused.
    refuse_merge(&mut here, &records, "merged here before", &merged);
    // A file of this place's own records merged back into it: refused too.
    ask(&mut here, RecordsAsked::ExportRecords);
    let own = exported(&here);
    refuse_merge(&mut here, &own, "this device's own records", &merged);
    // Nor into the place they were merged from.
    let mut first = old;
    refuse_merge(&mut first, &own, "this device's own records", &theirs);
}

/// The records file `app` last exported.
fn exported(app: &App) -> String {
    app.world()
        .resource::<Store>()
        .read(EXPORT_RECORDS)
        .unwrap()
        .unwrap()
}

/// Imports `text` on `app` asking to merge it: refused, saying `why`, the statistics still `unchanged`.
fn refuse_merge(app: &mut App, text: &str, why: &str, unchanged: &Stats) {
    app.world()
        .resource::<Store>()
        .write(IMPORT_FILE, text)
        .unwrap();
    ask(app, RecordsAsked::Import);
    app.world_mut().write_message(ImportRecords::Merge);
    app.update();
    assert!(status(app).contains(why), "{why}: {}", status(app));
    assert_eq!(app.world().resource::<Stats>(), unchanged);
}

#[test]
fn a_refused_file_is_shown_in_the_one_frame_that_read_it() {
    // The rule: a file the browser's picker read wakes the resting game for a single frame; the panel must show
    // (and say) what became of it in that frame, not in one that waits for the next input.
    let mut app = home(Store::memory());
    app.update();
    {
        let world = app.world_mut();
        let mut commands = world.commands();
        open_records_panel(&mut commands, PanelScope::Screen(Screen::Title), None);
        world.flush();
    }
    app.update();
    app.world_mut().write_message(RecordsPicked {
        name: "cut.json".into(),
        text: Ok("{\"format\": \"wendellhead-rec".into()),
    });
    app.update();
    let said = status(&app);
    assert!(said.starts_with("cut.json was not imported"), "{said}");
    let world = app.world_mut();
    let mut lines = world.query_filtered::<&Text, With<RecordsStatusLine>>();
    let shown: Vec<String> = lines.iter(world).map(|t| t.0.clone()).collect();
    assert_eq!(shown, vec![said], "the panel's line after that frame");
}

#[test]
fn a_new_places_own_export_is_never_merged_back_into_it() {
    // The rule: Merge is not offered for this place's own records, even before anything was played here (the
    // export names the records then).
    let mut app = home(Store::memory());
    app.update();
    ask(&mut app, RecordsAsked::ExportRecords);
    let records = exported(&app);
    // The question speaks of Replace alone, and says first why Merge is not offered.
    app.world()
        .resource::<Store>()
        .write(IMPORT_FILE, &records)
        .unwrap();
    ask(&mut app, RecordsAsked::Import);
    let question = texts_under::<ImportQuestion>(&mut app);
    assert!(
        question
            .iter()
            .any(|t| t.starts_with("Merge is not offered: the file already holds")),
        "{question:?}"
    );
    assert!(
        !question.iter().any(|t| t.contains("Merge adds")),
        "{question:?}"
    );
    assert!(
        !question.iter().any(|t| t == "Merge"),
        "no Merge button: {question:?}"
    );
    // Merge asked all the same (a key, a stale button) is refused.
    app.world_mut().write_message(ImportRecords::Merge);
    app.update();
    app.update();
    assert!(
        status(&app).contains("already holds this device's own records"),
        "{}",
        status(&app)
    );
}

/// Every text shown under the entities marked `M` (a panel), with its children's.
fn texts_under<M: Component>(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut stack: Vec<Entity> = world
        .query_filtered::<Entity, With<M>>()
        .iter(world)
        .collect();
    let mut out = Vec::new();
    while let Some(e) = stack.pop() {
        if let Some(text) = world.get::<Text>(e) {
            out.push(text.0.clone());
        }
        if let Some(children) = world.get::<Children>(e) {
            stack.extend(children.iter());
        }
    }
    out
}
