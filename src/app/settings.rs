//! The player's settings (animation speed, auto-play, sound, card pack and back, four-colour deck, card and
//! text size, the last new-game choices), kept in `settings.ron` in the player's store. The panel that changes
//! them is `settings_panel.rs`.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::i18n::Language;
use super::state::lesson::LessonProgress;
use super::state::setup::MatchSetup;
use super::storage::{Notices, Store, read_or_set_aside};

pub(super) fn plugin(app: &mut App) {
    // Read while the app is built, so the first frame (and `--play`) already uses the player's choices.
    if !app.world().contains_resource::<Store>() {
        app.insert_resource(Store::memory());
    }
    app.init_resource::<Notices>();
    // A message about a broken settings file cannot be in the language the file chose: the system's, then.
    super::i18n::set_language(Language::system());
    let world = app.world_mut();
    let loaded = world.resource_scope(|world, store: Mut<Store>| {
        let mut notices = world.resource_mut::<Notices>();
        read_or_set_aside(
            &store,
            SETTINGS_FILE,
            "settings",
            &mut notices,
            parse_settings,
        )
    });
    let file = loaded.unwrap_or_default();
    app.insert_resource(file.settings);
    app.insert_resource(file.setup);
    app.insert_resource(file.lessons);
    app.add_systems(
        Last,
        save_settings.run_if(
            resource_changed::<Settings>
                .or_else(resource_changed::<MatchSetup>)
                .or_else(resource_changed::<LessonProgress>),
        ),
    );
}

/// The settings file's name in the store.
pub const SETTINGS_FILE: &str = "settings.ron";
/// The settings file's format; older files are read with defaults for what they lack.
pub const SETTINGS_VERSION: u32 = 1;

/// What `settings.ron` holds.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SettingsFile {
    /// The format version.
    pub version: u32,
    /// The game that wrote the file ([`crate::VERSION`], e.g. `0.1.0+abc1234`); empty in files from before it was kept.
    pub written_by: String,
    /// The settings.
    pub settings: Settings,
    /// The last new-game choices.
    pub setup: MatchSetup,
    /// The lessons finished.
    pub lessons: LessonProgress,
}

/// Reads `settings.ron`; a newer format than this game knows is refused rather than misread.
pub fn parse_settings(text: &str) -> Result<SettingsFile, String> {
    let file: SettingsFile = ron::from_str(text).map_err(|e| e.to_string())?;
    if file.version > SETTINGS_VERSION {
        return Err(t!(
            "settings-too-new",
            format = file.version,
            known = SETTINGS_VERSION
        ));
    }
    Ok(file)
}

fn save_settings(
    store: Res<Store>,
    settings: Res<Settings>,
    setup: Res<MatchSetup>,
    lessons: Res<LessonProgress>,
) {
    let file = SettingsFile {
        version: SETTINGS_VERSION,
        written_by: crate::VERSION.into(),
        settings: settings.clone(),
        setup: setup.clone(),
        lessons: lessons.clone(),
    };
    let text = match ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default()) {
        Ok(text) => text,
        Err(e) => return error!("the settings could not be written: {e}"),
    };
    if let Err(e) = store.write(SETTINGS_FILE, &text) {
        error!(
            "the settings could not be saved to {}: {e}",
            store.describe(SETTINGS_FILE)
        );
    }
}

/// How fast cards move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Speed {
    /// Half again as slow as normal, to follow every card.
    Slow,
    /// The default pace.
    #[default]
    Normal,
    /// Twice as fast.
    Fast,
    /// No motion at all: cards jump to their places.
    Instant,
}

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// How long motions take relative to normal; 0 for instant.
    pub fn factor(self) -> f32 {
        match self {
            Speed::Slow => 1.6,
            Speed::Normal => 1.0,
            Speed::Fast => 0.5,
            Speed::Instant => 0.0,
        }
    }

    /// The name shown in the settings.
    pub fn name(self) -> String {
        match self {
            Speed::Slow => t!("speed-slow"),
            Speed::Normal => t!("speed-normal"),
            Speed::Fast => t!("speed-fast"),
            Speed::Instant => t!("speed-instant"),
        }
    }

    /// The speed `by` steps faster (slower when negative), wrapping round.
    pub fn step(self, by: i32) -> Speed {
        Speed::ALL[step_index(&Speed::ALL, &self, by)]
    }
}

/// What the player chose in the settings.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// How fast cards move and computer players play.
    pub speed: Speed,
    /// Play the person's card by itself when it is the only legal one.
    pub auto_play: bool,
    /// Each finished trick stays on the table until the person clicks or taps the table (or presses Space or
    /// Enter), as card apps offer; off, it stays a moment that the speed scales. Computers alone never wait.
    pub keep_tricks: bool,
    /// Sound effects volume, 0 to 100.
    pub effects_volume: u8,
    /// Music volume, 0 to 100 (0: no music).
    pub music_volume: u8,
    /// Everything silent.
    pub muted: bool,
    /// The card pack's name.
    pub pack: String,
    /// Which of the pack's backs.
    pub back: usize,
    /// The back last chosen for each other pack, so going back to a pack brings its back with it.
    pub pack_backs: std::collections::BTreeMap<String, usize>,
    /// A distinct colour for each suit, where the pack has such faces.
    pub four_colour: bool,
    /// Size of the person's cards and of menu text, in percent: 100, 115 or 130.
    pub size: u16,
    /// A speed for this run only (`--speed`, `--headless`): used instead of `speed`, never saved.
    #[serde(skip)]
    pub speed_for_run: Option<Speed>,
    /// Reduced motion: cards do not fly across the table; they appear where they go and fade in.
    pub reduced_motion: bool,
    /// A high-contrast table: a black cloth, opaque plates and boxes.
    pub high_contrast: bool,
    /// Each card also shows its suit as a letter (S H D C), for players who tell letters apart more easily.
    pub suit_letters: bool,
    /// The language the player chose; none yet means the system's.
    pub language: Option<Language>,
    /// How the person's hand is sorted: colours alternating, ranks up or down, trumps left or right.
    pub hand_sort: crate::engine::HandSort,
    /// "As I arrange it": a card dragged (or moved with Shift and the arrow keys) within the person's hand stays
    /// where it is put until the hand ends.
    pub arrange_hand: bool,
    /// Left-handed: the person's side of the table mirrored (their plate, pile and buttons at the right, the
    /// toolbar at the top-left), for the left thumb.
    pub left_handed: bool,
}

impl Settings {
    /// How long motions and pauses take relative to normal speed (0 for instant).
    pub fn pace(&self) -> f32 {
        self.speed_for_run.unwrap_or(self.speed).factor()
    }

    /// The language the game speaks: the one chosen, or the system's until one is.
    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(Language::system)
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: Speed::Normal,
            auto_play: true,
            keep_tricks: false,
            effects_volume: 80,
            music_volume: 30,
            muted: false,
            pack: DEFAULT_PACK.to_string(),
            back: 0,
            pack_backs: Default::default(),
            four_colour: false,
            size: 100,
            speed_for_run: None,
            reduced_motion: false,
            high_contrast: false,
            suit_letters: false,
            language: None,
            hand_sort: crate::engine::HandSort::default(),
            arrange_hand: false,
            left_handed: false,
        }
    }
}

/// The card pack a new player starts with: real card faces (the Classic pack is what missing art falls back on).
pub const DEFAULT_PACK: &str = "Kennard";

/// The index `by` places from `now` in `all`, wrapping round (the first when `now` is not in it).
pub fn step_index<T: PartialEq>(all: &[T], now: &T, by: i32) -> usize {
    let n = all.len().max(1) as i32;
    all.iter()
        .position(|x| x == now)
        .map_or(0, |i| (i as i32 + by).rem_euclid(n) as usize)
}

/// The volumes on offer.
pub const VOLUMES: [u8; 6] = [0, 20, 40, 60, 80, 100];
/// The card and text sizes on offer, in percent.
pub const SIZES: [u16; 3] = [100, 115, 130];

/// Steps a volume through 0, 20, ..., 100, wrapping round: up to the next step above, down to the next below
/// (so a value between steps, like the default music's 30, goes to 40 or 20).
pub fn step_volume(v: u8, by: i32) -> u8 {
    if by > 0 {
        VOLUMES.into_iter().find(|&s| s > v).unwrap_or(VOLUMES[0])
    } else {
        VOLUMES
            .into_iter()
            .rev()
            .find(|&s| s < v)
            .unwrap_or(VOLUMES[5])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn volumes_step_to_the_next_step_either_way_and_wrap_round() {
        assert_eq!(step_volume(30, 1), 40);
        assert_eq!(step_volume(30, -1), 20);
        assert_eq!(step_volume(100, 1), 0);
        assert_eq!(step_volume(0, -1), 100);
        assert_eq!(step_volume(80, -1), 60);
    }
}
