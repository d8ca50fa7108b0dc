//! Your records kept safe: the statistics, the match history and the settings exported as one JSON file, the hand
//! log as CSV (for a spreadsheet), and a records file imported back, merged with the records here or replacing
//! them, as the player chooses when asked. A file that is cut short, another program's, or from a newer version
//! of the game is refused with the reason, and nothing here changes; before an import the records here are kept
//! aside as they were. The desktop uses the system's file dialog (`rfd`); the web page downloads the files and
//! picks one with the browser's own file picker.

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::screen_reader::Announce;
use super::settings::{SETTINGS_VERSION, Settings, SettingsFile};
use super::state::lesson::LessonProgress;
use super::state::setup::MatchSetup;
use super::state::{PanelScope, Screen};
use super::stats::{GameStats, STATS_VERSION, Stats, StatsFoot, StatsPanel, open_stats};
use super::storage::Store;
use super::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::GameKind;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RecordsAsked>();
    app.add_message::<RecordsPicked>();
    app.add_message::<ImportRecords>();
    app.init_resource::<RecordsStatus>();
    app.init_resource::<FileChooser>();
    app.add_systems(
        Update,
        (
            offer_records_on_stats,
            // The status shown in the frame that set it: a file the page read wakes the resting game for one
            // frame, and a line shown a frame later would wait for the next input.
            (
                do_what_was_asked,
                take_picked_file,
                import_records,
                show_records_status.run_if(resource_changed::<RecordsStatus>),
            )
                .chain(),
        ),
    );
    #[cfg(target_arch = "wasm32")]
    {
        app.add_systems(Startup, page::keep_the_proxy);
        app.add_systems(PreUpdate, page::take_what_the_page_read);
    }
}

/// What a records file says it is, first of all: anything else is not ours.
pub const RECORDS_FORMAT: &str = "wendellhead-records";

/// The records file's format version: a file of a newer one is refused, not misread.
pub const RECORDS_VERSION: u32 = 1;

/// What an exported records file holds: the statistics (with the match history, the hand log and the deals of the
/// day), the settings with the last new-game choices and the lessons finished.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordsFile {
    /// Always [`RECORDS_FORMAT`].
    pub format: String,
    /// [`RECORDS_VERSION`] when written.
    pub version: u32,
    /// The game that wrote it ([`crate::VERSION`]).
    pub written_by: String,
    /// When it was written, "YYYY-MM-DD HH:MM UTC".
    pub exported: String,
    /// The file's own name, made at random: the same file is merged once only.
    pub id: String,
    /// The statistics.
    pub statistics: Stats,
    /// The settings, the last new-game choices and the lessons finished.
    pub settings: SettingsFile,
}

impl RecordsFile {
    /// The records here, as a file written now.
    pub fn of(stats: &Stats, settings: SettingsFile) -> RecordsFile {
        RecordsFile {
            format: RECORDS_FORMAT.into(),
            version: RECORDS_VERSION,
            written_by: crate::VERSION.into(),
            exported: super::clock::now_text(),
            id: super::stats::random_name(),
            statistics: stats.clone(),
            settings,
        }
    }

    /// The file's text: JSON, its fields in the order above.
    pub fn text(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Matches and hands it holds, for the question before importing it.
    pub fn counts(&self) -> (u32, u32) {
        self.statistics
            .games
            .values()
            .map(|g| {
                let all = g.all();
                (all.matches, all.hands)
            })
            .fold((0, 0), |(m, h), (a, b)| (m + a, h + b))
    }
}

/// Reads a records file, refusing with the reason one that is cut short, not a Wendellhead records file, or
/// written by a newer version.
pub fn parse_records(text: &str) -> Result<RecordsFile, String> {
    if text.trim().is_empty() {
        return Err(t!("records-empty"));
    }
    let value: serde_json::Value = match serde_json::from_str(text) {
        Ok(value) => value,
        // JSON that stops before its end: the file was cut short (a copy or a download that did not finish).
        Err(e) if e.is_eof() => return Err(t!("records-truncated")),
        Err(_) => return Err(t!("records-not-ours")),
    };
    if value.get("format").and_then(|f| f.as_str()) != Some(RECORDS_FORMAT) {
        return Err(t!("records-not-ours"));
    }
    let version = value.get("version").and_then(|v| v.as_u64()).unwrap_or(0);
    let writer = value
        .get("written_by")
        .and_then(|w| w.as_str())
        .unwrap_or("?")
        .to_string();
    let stats_version = value
        .pointer("/statistics/version")
        .and_then(|v| v.as_u64())
        .unwrap_or(0);
    let settings_version = value
        .pointer("/settings/version")
        .and_then(|v| v.as_u64())
        .unwrap_or(0);
    if version > RECORDS_VERSION as u64
        || stats_version > STATS_VERSION as u64
        || settings_version > SETTINGS_VERSION as u64
    {
        return Err(t!(
            "records-too-new",
            writer = writer,
            format = version,
            known = RECORDS_VERSION
        ));
    }
    if version == 0 {
        return Err(t!("records-not-ours"));
    }
    serde_json::from_value(value).map_err(|e| t!("records-damaged", error = e.to_string()))
}

/// Why `file` may not be merged into `here`, if it may not: it is this place's own records, or holds them
/// already (merged there from here), or was merged before. Merging it would count the same matches twice.
pub fn merge_refusal(here: &Stats, file: &RecordsFile) -> Option<String> {
    let theirs = &file.statistics;
    let own = !here.origin.is_empty()
        && (theirs.origin == here.origin || theirs.merged.contains(&here.origin));
    if own {
        return Some(t!("records-merge-own"));
    }
    if here.merged.contains(&file.id)
        || (!theirs.origin.is_empty() && here.merged.contains(&theirs.origin))
    {
        return Some(t!("records-merge-again"));
    }
    None
}

/// `theirs` added to `here`: matches, hands, tricks and par add up; the history, the hand log and the deals of
/// the day take both (a day played in both keeps the one here); the best runs of wins are the better of the two.
pub fn merge_stats(here: &mut Stats, file: &RecordsFile) {
    let theirs = &file.statistics;
    for (&game, them) in &theirs.games {
        let mine = here.game_mut(game);
        merge_game(mine, them);
    }
    for (&game, days) in &theirs.daily {
        let mine = here.daily.entry(game).or_default();
        for day in days {
            if !mine.iter().any(|d| d.day == day.day) {
                mine.push(day.clone());
            }
        }
        mine.sort_by(|a, b| a.day.cmp(&b.day));
    }
    if here.last.is_none() {
        here.last = theirs.last;
    }
    for name in theirs
        .merged
        .iter()
        .chain([&theirs.origin, &file.id])
        .filter(|n| !n.is_empty())
    {
        if !here.merged.contains(name) {
            here.merged.push(name.clone());
        }
    }
}

fn merge_game(mine: &mut GameStats, them: &GameStats) {
    for (&players, record) in &them.by_players {
        let r = mine.by_players.entry(players).or_default();
        r.played += record.played;
        r.won += record.won;
        r.abandoned += record.abandoned;
        r.casual_played += record.casual_played;
        r.casual_won += record.casual_won;
    }
    for (a, b) in [
        (&mut mine.rated, &them.rated),
        (&mut mine.casual, &them.casual),
    ] {
        a.matches += b.matches;
        a.hands += b.hands;
        a.tricks += b.tricks;
        a.rounds += b.rounds;
        a.par_hands += b.par_hands;
        a.par_tenths += b.par_tenths;
    }
    // The run going on is the one played here; the best is the better of the two.
    mine.best_streak = mine.best_streak.max(them.best_streak);
    // Theirs before ours (ours were played here lately), the oldest dropped beyond what the charts keep.
    let mut history = them.history.clone();
    history.extend(mine.history.iter().copied());
    keep_last(&mut history, super::stats::HISTORY);
    mine.history = history;
    let mut bars = them.par_bars.clone();
    bars.extend(mine.par_bars.iter().copied());
    keep_last(&mut bars, super::stats::HISTORY);
    mine.par_bars = bars;
    let mut hands = them.hands.clone();
    hands.extend(mine.hands.iter().cloned());
    // By date, a stable sort: each side's hands of one day keep their order.
    hands.sort_by(|a, b| a.day.cmp(&b.day));
    keep_last(&mut hands, super::stats::HAND_LOG);
    mine.hands = hands;
}

/// Keeps the last `most` of `list`.
fn keep_last<T>(list: &mut Vec<T>, most: usize) {
    if list.len() > most {
        let extra = list.len() - most;
        list.drain(..extra);
    }
}

/// The hand log as CSV, one line a hand, oldest first within each game: the date, the game, the players, the
/// deal's code and fingerprint, the result and par as the game counts them (Hearts: points taken), how much better
/// than par (higher is better), the tricks won and whether the match was casual.
pub fn hands_csv(stats: &Stats) -> String {
    let mut out = String::from(
        "date,game,players,deal,fingerprint,result,par,better_than_par,tricks,unit,play\n",
    );
    for game in GameKind::ALL {
        let Some(g) = stats.games.get(&game) else {
            continue;
        };
        for hand in &g.hands {
            let print = hand
                .code
                .parse::<crate::engine::DealCode>()
                .map(|c| crate::engine::Fingerprint::of(&c).to_string())
                .unwrap_or_default();
            let figure = |v: i64| crate::app::table::par::par_figure(game, v);
            let fields = [
                hand.day.clone(),
                game.name().to_string(),
                hand.players.to_string(),
                hand.code.clone(),
                print,
                figure(hand.result),
                hand.par.map(figure).unwrap_or_default(),
                hand.par
                    .map(|p| (hand.result - p).to_string())
                    .unwrap_or_default(),
                hand.tricks.to_string(),
                crate::app::i18n::unit_word(game, false),
                if hand.casual { "casual" } else { "rated" }.to_string(),
            ];
            let line: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
            out.push_str(&line.join(","));
            out.push('\n');
        }
    }
    out
}

/// One CSV field: quoted when it holds a comma, a quote or a line break (its quotes doubled).
pub fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// What the records panel's buttons ask for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordsAsked {
    /// Export the statistics, history and settings (JSON).
    ExportRecords,
    /// Export the hand log (CSV).
    ExportHands,
    /// Choose a records file to import.
    Import,
}

/// A records file picked to be imported: its name and text, or why it could not be read.
#[derive(Message, Clone, Debug)]
pub struct RecordsPicked {
    /// The file's name, as the player knows it.
    pub name: String,
    /// Its text, or why it could not be read.
    pub text: Result<String, String>,
}

/// Import the records file waiting ([`PendingImport`]): merged with the records here, or replacing them.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportRecords {
    /// Added to the records here.
    Merge,
    /// In place of the records and settings here.
    Replace,
}

/// A records file read and waiting for the player's answer: merge, replace or cancel.
#[derive(Resource, Clone, Debug)]
pub struct PendingImport {
    /// The file's name.
    pub name: String,
    /// What it holds.
    pub file: RecordsFile,
}

/// The records panel's last word: what was exported where, what was imported, or why not.
#[derive(Resource, Clone, Debug, Default)]
pub struct RecordsStatus(pub Option<String>);

/// Where files go and come from: the system's file dialog, or the store itself (tests, which have no dialog: an
/// export is written to the store as [`EXPORT_RECORDS`] and [`EXPORT_HANDS`], an import read from [`IMPORT_FILE`]).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FileChooser {
    /// The system's file dialog (the browser's download and file picker on the web).
    #[default]
    Dialog,
    /// The store.
    Store,
}

/// The exported records' name in the store, for [`FileChooser::Store`].
pub const EXPORT_RECORDS: &str = "records-export.json";
/// The exported hand log's name in the store, for [`FileChooser::Store`].
pub const EXPORT_HANDS: &str = "hands-export.csv";
/// The file imported from the store, for [`FileChooser::Store`].
pub const IMPORT_FILE: &str = "records-import.json";

/// The records here as they would be written to a file.
pub fn settings_file(
    settings: &Settings,
    setup: &MatchSetup,
    lessons: &LessonProgress,
) -> SettingsFile {
    SettingsFile {
        version: SETTINGS_VERSION,
        written_by: crate::VERSION.into(),
        settings: settings.clone(),
        setup: setup.clone(),
        lessons: lessons.clone(),
    }
}

/// The records panel, over the statistics.
#[derive(Component)]
pub struct RecordsPanel;

/// The records panel's status line.
#[derive(Component)]
pub struct RecordsStatusLine;

/// The question before an import.
#[derive(Component)]
pub struct ImportQuestion;

/// Puts a *Back up or restore* button at the foot of each statistics panel as it opens.
fn offer_records_on_stats(
    mut commands: Commands,
    feet: Query<Entity, Added<StatsFoot>>,
    panels: Query<&StatsPanel>,
) {
    for foot in &feet {
        let scope = panels
            .iter()
            .next()
            .map_or(PanelScope::Screen(Screen::Title), |p| p.0);
        commands.spawn((
            ui::sized_button(
                t!("records-button"),
                (),
                px(super::stats::FOOT_BUTTON),
                (),
                move |_: On<Activated>, mut commands: Commands, status: Res<RecordsStatus>| {
                    open_records_panel(&mut commands, scope, status.0.clone());
                },
            ),
            ChildOf(foot),
        ));
    }
}

/// Opens the records panel: what exporting and importing do, their buttons, and the last word on them.
pub fn open_records_panel(commands: &mut Commands, scope: PanelScope, status: Option<String>) {
    let mut root = commands.spawn((
        ui::overlay("Records", true),
        RecordsPanel,
        Dismissable,
        ui::Legible,
    ));
    root.insert(GlobalZIndex(35));
    scope.scope(&mut root);
    let root = root.id();
    let (body, foot) = ui::footed(commands, root);
    commands.spawn((ui::text(t!("records-title"), 36.0, GOLD), ChildOf(body)));
    commands.spawn((
        ui::text(t!("records-help"), 17.0, INK.with_alpha(0.85)),
        ChildOf(body),
    ));
    // One above the other, as a menu's: each label whole on every window.
    let buttons = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(10),
                ..default()
            },
            ChildOf(body),
        ))
        .id();
    for (label, asked) in [
        (t!("records-export"), RecordsAsked::ExportRecords),
        (t!("records-export-hands"), RecordsAsked::ExportHands),
        (t!("records-import"), RecordsAsked::Import),
    ] {
        commands.spawn((
            ui::sized_button(
                label,
                (),
                px(ui::MENU_WIDTH),
                (),
                move |_: On<Activated>, mut asks: MessageWriter<RecordsAsked>| {
                    asks.write(asked);
                },
            ),
            ChildOf(buttons),
        ));
    }
    commands.spawn((
        RecordsStatusLine,
        ui::text(status.unwrap_or_default(), 17.0, GOLD),
        ChildOf(body),
    ));
    commands.spawn((
        ui::sized_button(
            t!("button-back-esc"),
            (),
            px(ui::MENU_WIDTH),
            (),
            ui::close::<RecordsPanel>,
        ),
        ChildOf(foot),
    ));
}

/// Shows the records panel's last word, and says it to the screen reader: an export or import happens out of
/// sight (a download, a file written), and this line is all that tells what became of it.
fn show_records_status(
    status: Res<RecordsStatus>,
    mut lines: Query<&mut Text, With<RecordsStatusLine>>,
    mut say: MessageWriter<Announce>,
) {
    let line = status.0.clone().unwrap_or_default();
    if !line.is_empty() {
        say.write(Announce(line.clone()));
    }
    for mut text in &mut lines {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// Exports or picks a file as asked: through the system's dialog (on the main thread, where every system's dialog
/// may open), the browser, or the store for the tests.
// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
fn do_what_was_asked(
    mut asks: MessageReader<RecordsAsked>,
    mut picked: MessageWriter<RecordsPicked>,
    mut status: ResMut<RecordsStatus>,
    chooser: Res<FileChooser>,
    store: Res<Store>,
    mut stats: ResMut<Stats>,
    settings: Res<Settings>,
    setup: Res<MatchSetup>,
    lessons: Res<LessonProgress>,
    _main_thread: NonSendMarker,
) {
    for &asked in asks.read() {
        // Records never yet written (nothing played here) are named now, so their file is known as this
        // place's own when it comes back, and never merged into them.
        if asked == RecordsAsked::ExportRecords && stats.origin.is_empty() {
            super::stats::save_stats(&mut stats, &store);
        }
        // The minute in the name: exporting again later the same day makes a new file, not one over the last.
        let today = stamp();
        let (name, text) = match asked {
            RecordsAsked::ExportRecords => (
                format!("wendellhead-records-{today}.json"),
                RecordsFile::of(&stats, settings_file(&settings, &setup, &lessons)).text(),
            ),
            RecordsAsked::ExportHands => {
                (format!("wendellhead-hands-{today}.csv"), hands_csv(&stats))
            }
            RecordsAsked::Import => {
                if let Some(file) = pick(*chooser, &store) {
                    picked.write(file);
                }
                continue;
            }
        };
        let said = match *chooser {
            FileChooser::Store => {
                let in_store = if asked == RecordsAsked::ExportHands {
                    EXPORT_HANDS
                } else {
                    EXPORT_RECORDS
                };
                store
                    .write(in_store, &text)
                    .map(|()| t!("records-saved", path = store.describe(in_store)))
                    .unwrap_or_else(|e| t!("records-not-saved", why = e))
            }
            FileChooser::Dialog => save_with_dialog(&name, &text, &store),
        };
        // A hand log with no hand yet is only its header: said, so an empty table is no surprise.
        let empty = asked == RecordsAsked::ExportHands && text.lines().count() <= 1;
        status.0 = Some(if empty {
            format!("{said} {}", t!("records-hands-empty"))
        } else {
            said
        });
    }
}

/// Now as a file name's part, "2026-12-06-1456" (UTC).
pub fn stamp() -> String {
    super::clock::now_text()
        .trim_end_matches(" UTC")
        .replace(' ', "-")
        .replace(':', "")
}

/// A dialog that answered sooner than this never showed: nobody chooses or cancels that fast. The system has no
/// file dialog then (no desktop portal and no zenity on Linux).
#[cfg(not(target_arch = "wasm32"))]
const NO_DIALOG: std::time::Duration = std::time::Duration::from_millis(400);

/// Saves `text` where the player chooses, suggesting `name`: what happened, in words. Where the system has no
/// file dialog, the file goes into the game's own folder, and the player is told where.
fn save_with_dialog(name: &str, text: &str, store: &Store) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        // The browser always has its downloads: the store (local storage) is not needed.
        let _ = store;
        match page::download(name, text) {
            Ok(()) => t!("records-downloaded", name = name),
            Err(e) => t!("records-not-saved", why = e),
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let kind = if name.ends_with(".csv") {
            ("CSV", "csv")
        } else {
            ("JSON", "json")
        };
        let asked = std::time::Instant::now();
        let chosen = rfd::FileDialog::new()
            .set_title(t!("records-title"))
            .set_file_name(name)
            .add_filter(kind.0, &[kind.1])
            .save_file();
        let Some(path) = chosen else {
            if asked.elapsed() >= NO_DIALOG {
                return t!("records-no-file");
            }
            return match store.write(name, text) {
                Ok(()) => t!("records-saved-no-dialog", path = store.describe(name)),
                Err(e) => t!("records-not-saved", why = e),
            };
        };
        match std::fs::write(&path, text) {
            Ok(()) => t!("records-saved", path = path.display().to_string()),
            Err(e) => t!(
                "records-not-saved",
                why = format!("{}: {e}", path.display())
            ),
        }
    }
}

/// The file the player picks to import, read (`None`: none was picked, or on the web, not yet: the page's
/// picker answers later).
fn pick(chooser: FileChooser, store: &Store) -> Option<RecordsPicked> {
    if chooser == FileChooser::Store {
        return Some(RecordsPicked {
            name: IMPORT_FILE.into(),
            text: store
                .read(IMPORT_FILE)
                .and_then(|t| t.ok_or_else(|| t!("records-no-file"))),
        });
    }
    #[cfg(target_arch = "wasm32")]
    {
        page::open_picker();
        None
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let asked = std::time::Instant::now();
        let chosen = rfd::FileDialog::new()
            .set_title(t!("records-title"))
            .add_filter("JSON", &["json"])
            .pick_file();
        // No dialog on this system: the file to import is looked for in the game's own folder.
        if chosen.is_none() && asked.elapsed() < NO_DIALOG {
            return Some(RecordsPicked {
                name: IMPORT_FILE.into(),
                text: store.read(IMPORT_FILE).and_then(|t| {
                    t.ok_or_else(|| {
                        t!(
                            "records-no-dialog-import",
                            path = store.describe(IMPORT_FILE)
                        )
                    })
                }),
            });
        }
        let path = chosen?;
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into(),
        );
        let text = std::fs::read(&path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| String::from_utf8(bytes).map_err(|_| t!("records-not-ours")));
        Some(RecordsPicked { name, text })
    }
}

/// A picked file is read: refused with its reason (nothing changes), or the player is asked how to import it.
fn take_picked_file(
    mut commands: Commands,
    mut picked: MessageReader<RecordsPicked>,
    mut status: ResMut<RecordsStatus>,
    stats: Res<Stats>,
    panels: Query<&StatsPanel>,
) {
    for file in picked.read() {
        let read = file.text.clone().and_then(|text| parse_records(&text));
        let records = match read {
            Ok(records) => records,
            Err(why) => {
                status.0 = Some(t!("records-refused", name = file.name.as_str(), why = why));
                continue;
            }
        };
        let scope = panels
            .iter()
            .next()
            .map_or(PanelScope::Screen(Screen::Title), |p| p.0);
        ask_how_to_import(&mut commands, &file.name, &records, &stats, scope);
        commands.insert_resource(PendingImport {
            name: file.name.clone(),
            file: records,
        });
    }
}

/// The question before an import: what the file holds, and Merge, Replace or Cancel (no Merge where merging would
/// count matches twice, with the reason).
fn ask_how_to_import(
    commands: &mut Commands,
    name: &str,
    file: &RecordsFile,
    here: &Stats,
    scope: PanelScope,
) {
    let (matches, hands) = file.counts();
    let refusal = merge_refusal(here, file);
    let mut root = commands.spawn((
        ui::overlay("Import", true),
        ImportQuestion,
        Dismissable,
        ui::Legible,
    ));
    root.insert(GlobalZIndex(40));
    scope.scope(&mut root);
    let root = root.id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    commands.spawn((
        ui::text(t!("records-import-question", name = name), 30.0, GOLD),
        ChildOf(panel),
    ));
    // Without Merge on offer, the text speaks of Replace alone, and says first why Merge is not there.
    let (exported, writer) = (file.exported.as_str(), file.written_by.as_str());
    let detail = match &refusal {
        Some(why) => format!(
            "{}\n{}",
            t!("records-no-merge", why = why.as_str()),
            t!(
                "records-import-detail-replace",
                exported = exported,
                writer = writer,
                matches = matches,
                hands = hands
            )
        ),
        None => t!(
            "records-import-detail",
            exported = exported,
            writer = writer,
            matches = matches,
            hands = hands
        ),
    };
    commands.spawn((ui::text(detail, 18.0, INK.with_alpha(0.85)), ChildOf(panel)));
    let buttons = commands.spawn((ui::row(), ChildOf(panel))).id();
    commands.spawn((
        ui::sized_button(
            t!("button-cancel-esc"),
            (),
            px(220),
            bevy::input_focus::AutoFocus,
            |_: On<Activated>, mut commands: Commands| {
                commands.remove_resource::<PendingImport>();
            },
        ),
        ChildOf(buttons),
    ));
    let mut answers = vec![(t!("records-replace"), ImportRecords::Replace)];
    if refusal.is_none() {
        answers.insert(0, (t!("records-merge"), ImportRecords::Merge));
    }
    for (label, how) in answers {
        commands.spawn((
            ui::sized_button(
                label,
                (),
                px(220),
                (),
                move |_: On<Activated>, mut imports: MessageWriter<ImportRecords>| {
                    imports.write(how);
                },
            ),
            ChildOf(buttons),
        ));
    }
    commands.entity(root).observe(ui::close::<ImportQuestion>);
}

/// Imports the file waiting as the player answered: the records here kept aside first (`stats-before-import.ron`,
/// `settings-before-import.ron`), then merged or replaced and saved; the statistics panel shows the new figures.
// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
fn import_records(
    mut commands: Commands,
    mut imports: MessageReader<ImportRecords>,
    pending: Option<Res<PendingImport>>,
    mut status: ResMut<RecordsStatus>,
    mut stats: ResMut<Stats>,
    mut settings: ResMut<Settings>,
    mut setup: ResMut<MatchSetup>,
    mut lessons: ResMut<LessonProgress>,
    store: Res<Store>,
    panels: Query<(Entity, &StatsPanel)>,
) {
    let Some(how) = imports.read().last().copied() else {
        return;
    };
    let Some(pending) = pending else { return };
    commands.remove_resource::<PendingImport>();
    let file = &pending.file;
    if how == ImportRecords::Merge
        && let Some(why) = merge_refusal(&stats, file)
    {
        status.0 = Some(t!(
            "records-refused",
            name = pending.name.as_str(),
            why = why
        ));
        return;
    }
    // What is here now, kept as it was, under a name of its own for each import: an import that was a mistake
    // loses nothing, nor does a second import the first one's copy.
    let (stats_copy, settings_copy) = backup_names(&store);
    let kept = ron::ser::to_string_pretty(&*stats, ron::ser::PrettyConfig::default())
        .map_err(|e| e.to_string())
        .and_then(|text| store.write(&stats_copy, &text));
    let kept_settings = ron::ser::to_string_pretty(
        &settings_file(&settings, &setup, &lessons),
        ron::ser::PrettyConfig::default(),
    )
    .map_err(|e| e.to_string())
    .and_then(|text| store.write(&settings_copy, &text));
    if let Err(why) = kept.and(kept_settings) {
        status.0 = Some(t!("records-not-imported", why = why));
        return;
    }
    match how {
        ImportRecords::Merge => {
            merge_stats(&mut stats, file);
            // The lessons finished anywhere are finished.
            for done in &file.settings.lessons.done {
                if !lessons.done.contains(done) {
                    lessons.done.insert(done.clone());
                }
            }
        }
        ImportRecords::Replace => {
            let origin = std::mem::take(&mut stats.origin);
            *stats = file.statistics.clone();
            // This place keeps its own name; the file's records are now its own, merged from elsewhere.
            let theirs = std::mem::replace(&mut stats.origin, origin);
            for name in [theirs, file.id.clone()] {
                if !name.is_empty() && !stats.merged.contains(&name) {
                    stats.merged.push(name);
                }
            }
            let mut new = file.settings.settings.clone();
            // A speed for this run only stays this run's.
            new.speed_for_run = settings.speed_for_run;
            *settings = new;
            *setup = file.settings.setup.clone();
            *lessons = file.settings.lessons.clone();
        }
    }
    super::stats::save_stats(&mut stats, &store);
    commands.run_system_cached(close_import_question);
    let (matches, hands) = file.counts();
    let (kept, kept_settings) = (store.describe(&stats_copy), store.describe(&settings_copy));
    let name = pending.name.as_str();
    status.0 = Some(match how {
        ImportRecords::Merge => t!(
            "records-merged",
            name = name,
            matches = matches,
            hands = hands,
            kept = kept.as_str(),
            settings = kept_settings.as_str()
        ),
        ImportRecords::Replace => t!(
            "records-replaced",
            name = name,
            matches = matches,
            hands = hands,
            kept = kept.as_str(),
            settings = kept_settings.as_str()
        ),
    });
    // The statistics panel under the records shows the figures as they are now.
    if let Some(scope) = panels.iter().next().map(|(_, p)| p.0) {
        for (panel, _) in &panels {
            commands.entity(panel).despawn();
        }
        open_stats(&mut commands, &stats, scope);
    }
}

/// The names the records here are kept under before an import: `stats-before-import-2026-12-06-1456.ron` and
/// its settings' twin, with `-2`, `-3`… when that minute's are taken.
fn backup_names(store: &Store) -> (String, String) {
    let stamp = stamp();
    (1..)
        .map(|n| {
            let tail = if n == 1 {
                String::new()
            } else {
                format!("-{n}")
            };
            (
                format!("stats-before-import-{stamp}{tail}.ron"),
                format!("settings-before-import-{stamp}{tail}.ron"),
            )
        })
        .find(|(stats, _)| matches!(store.read(stats), Ok(None)))
        .unwrap_or_default()
}

/// Closes the question once it was answered, however it was answered.
fn close_import_question(mut commands: Commands, questions: Query<Entity, With<ImportQuestion>>) {
    for question in &questions {
        commands.entity(question).try_despawn();
    }
}

/// The web page's side: a download for an export, the browser's file picker for an import.
#[cfg(target_arch = "wasm32")]
mod page {
    use std::cell::RefCell;

    use bevy::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;

    use crate::app::records::RecordsPicked;

    thread_local! {
        /// Files the picker read since the last frame (the web build is one thread: its callbacks run between
        /// frames).
        static READ: RefCell<Vec<RecordsPicked>> = const { RefCell::new(Vec::new()) };
        /// Bevy's event loop proxy: a file read wakes the resting game.
        static PROXY: RefCell<Option<bevy::winit::EventLoopProxy<bevy::winit::WinitUserEvent>>> =
            const { RefCell::new(None) };
    }

    /// Keeps the event loop's proxy for the picker's callback.
    pub fn keep_the_proxy(proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
        if let Some(proxy) = proxy {
            let proxy = (**proxy).clone();
            PROXY.with_borrow_mut(|p| *p = Some(proxy));
        }
    }

    /// Hands the files the page read to the game.
    pub fn take_what_the_page_read(mut picked: MessageWriter<RecordsPicked>) {
        READ.with(|read| {
            for file in read.borrow_mut().drain(..) {
                picked.write(file);
            }
        });
    }

    /// Offers `text` as a download named `name`.
    pub fn download(name: &str, text: &str) -> Result<(), String> {
        let window = web_sys::window().ok_or("no browser window")?;
        let document = window.document().ok_or("no page")?;
        let parts = web_sys::js_sys::Array::of1(&text.into());
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(if name.ends_with(".csv") {
            "text/csv"
        } else {
            "application/json"
        });
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
            .map_err(|_| "the browser made no file")?;
        let url = web_sys::Url::create_object_url_with_blob(&blob)
            .map_err(|_| "the browser made no link")?;
        let link: web_sys::HtmlAnchorElement = document
            .create_element("a")
            .map_err(|_| "no link")?
            .dyn_into()
            .map_err(|_| "no link")?;
        link.set_href(&url);
        link.set_download(name);
        link.click();
        // Firefox and Safari read the file after the click has returned: the link's file is let go a minute later,
        // not at once (a revoked link there downloads nothing).
        let forget = Closure::once_into_js(move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        });
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(forget.unchecked_ref(), 60_000);
        Ok(())
    }

    /// Opens the browser's file picker; the file chosen comes back as a [`RecordsPicked`] once read.
    pub fn open_picker() {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Ok(input) = document
            .create_element("input")
            .map(|e| e.unchecked_into::<web_sys::HtmlInputElement>())
        else {
            return;
        };
        input.set_type("file");
        input.set_accept(".json,application/json");
        let chosen = input.clone();
        let on_change = Closure::<dyn FnMut()>::new(move || {
            let Some(file) = chosen.files().and_then(|files| files.get(0)) else {
                return;
            };
            let name = file.name();
            let on_text = Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(
                move |text: wasm_bindgen::JsValue| {
                    let text = text.as_string().ok_or_else(|| t!("records-not-ours"));
                    READ.with(|read| {
                        read.borrow_mut().push(RecordsPicked {
                            name: name.clone(),
                            text,
                        })
                    });
                    PROXY.with_borrow(|p| {
                        if let Some(proxy) = p {
                            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
                        }
                    });
                },
            );
            let _ = file.text().then(&on_text);
            on_text.forget();
        });
        input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
        on_change.forget();
        input.click();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_csv_field_is_quoted_only_when_it_must_be() {
        assert_eq!(csv_field("W4-8046F-1D4"), "W4-8046F-1D4");
        assert_eq!(csv_field("4 points, par 6"), "\"4 points, par 6\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }
}
