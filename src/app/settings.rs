//! The player's settings (animation speed, auto-play, sound, card pack and back, four-colour deck, card and
//! text size, the last new-game choices), kept in `settings.ron` in the player's store, and the settings panel,
//! which opens over the title screen or the pause menu.

use crate::app::ui::Activated;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::screens::setup::MatchSetup;
use super::storage::{Notices, Store, read_or_set_aside};
use super::ui::{self, Dismissable, GOLD, INK};

pub(super) fn plugin(app: &mut App) {
    // Read while the app is built, so the first frame (and `--play`) already uses the player's choices.
    if !app.world().contains_resource::<Store>() {
        app.insert_resource(Store::memory());
    }
    app.init_resource::<Notices>();
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
    app.add_systems(
        Update,
        show_setting_values.run_if(resource_exists_and_changed::<Settings>),
    );
    app.add_systems(
        Last,
        save_settings.run_if(resource_changed::<Settings>.or_else(resource_changed::<MatchSetup>)),
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
    /// The settings.
    pub settings: Settings,
    /// The last new-game choices.
    pub setup: MatchSetup,
}

/// Reads `settings.ron`; a newer format than this game knows is refused rather than misread.
pub fn parse_settings(text: &str) -> Result<SettingsFile, String> {
    let file: SettingsFile = ron::from_str(text).map_err(|e| e.to_string())?;
    if file.version > SETTINGS_VERSION {
        return Err(format!(
            "it was written by a newer version of the game (format {}, this one reads up to {SETTINGS_VERSION})",
            file.version
        ));
    }
    Ok(file)
}

fn save_settings(store: Res<Store>, settings: Res<Settings>, setup: Res<MatchSetup>) {
    let file = SettingsFile {
        version: SETTINGS_VERSION,
        settings: settings.clone(),
        setup: setup.clone(),
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
    pub fn name(self) -> &'static str {
        match self {
            Speed::Slow => "Slow",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
            Speed::Instant => "Instant",
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
}

impl Settings {
    /// How long motions and pauses take relative to normal speed (0 for instant).
    pub fn pace(&self) -> f32 {
        self.speed_for_run.unwrap_or(self.speed).factor()
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: Speed::Normal,
            auto_play: true,
            effects_volume: 80,
            music_volume: 30,
            muted: false,
            pack: DEFAULT_PACK.to_string(),
            back: 0,
            pack_backs: Default::default(),
            four_colour: false,
            size: 100,
            speed_for_run: None,
        }
    }
}

/// The card pack the game ships and falls back on.
pub const DEFAULT_PACK: &str = "Classic";

/// The index `by` places from `now` in `all`, wrapping round (the first when `now` is not in it).
fn step_index<T: PartialEq>(all: &[T], now: &T, by: i32) -> usize {
    let n = all.len().max(1) as i32;
    all.iter()
        .position(|x| x == now)
        .map_or(0, |i| (i as i32 + by).rem_euclid(n) as usize)
}

/// The volumes on offer.
const VOLUMES: [u8; 6] = [0, 20, 40, 60, 80, 100];
/// The card and text sizes on offer, in percent.
const SIZES: [u16; 3] = [100, 115, 130];

/// Steps a volume through 0, 20, ..., 100, wrapping round: up to the next step above, down to the next below
/// (so a value between steps, like the default music's 30, goes to 40 or 20).
fn step_volume(v: u8, by: i32) -> u8 {
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

/// One line of the settings panel.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Speed,
    AutoPlay,
    Effects,
    Music,
    Mute,
    Pack,
    Back,
    FourColour,
    Size,
}

impl Field {
    const ALL: [Field; 9] = [
        Field::Speed,
        Field::AutoPlay,
        Field::Effects,
        Field::Music,
        Field::Mute,
        Field::Pack,
        Field::Back,
        Field::FourColour,
        Field::Size,
    ];

    fn shown(self, settings: &Settings, packs: Option<&super::cards::CardArt>) -> String {
        let on = |b: bool| if b { "On" } else { "Off" };
        match self {
            Field::Speed => format!("Speed: {}", settings.speed.name()),
            Field::AutoPlay => format!("Auto-play: {}", on(settings.auto_play)),
            Field::Effects => format!("Effects: {}%", settings.effects_volume),
            Field::Music => format!("Music: {}%", settings.music_volume),
            Field::Mute => format!("Mute: {}", on(settings.muted)),
            Field::Pack => format!("Pack: {}", settings.pack),
            Field::Back => {
                let name = packs
                    .and_then(|art| art.pack(&settings.pack))
                    .and_then(|p| p.backs.get(settings.back).map(|b| b.name.clone()))
                    .unwrap_or_else(|| format!("{}", settings.back + 1));
                format!("Back: {name}")
            }
            Field::FourColour => format!("Four colours: {}", on(settings.four_colour)),
            Field::Size => format!("Size: {}%", settings.size),
        }
    }

    /// Steps the setting to its next value (`by` 1) or previous one (`by` -1); on/off settings flip.
    fn change(self, settings: &mut Settings, packs: Option<&super::cards::CardArt>, by: i32) {
        match self {
            Field::Speed => {
                settings.speed = settings.speed.step(by);
                settings.speed_for_run = None;
            }
            Field::AutoPlay => settings.auto_play = !settings.auto_play,
            Field::Effects => settings.effects_volume = step_volume(settings.effects_volume, by),
            Field::Music => settings.music_volume = step_volume(settings.music_volume, by),
            Field::Mute => settings.muted = !settings.muted,
            Field::Pack => {
                if let Some(art) = packs {
                    let pack = art.next_pack(&settings.pack, by);
                    let old = std::mem::replace(&mut settings.pack, pack);
                    settings.pack_backs.insert(old, settings.back);
                    // The back chosen for this pack before; a pack seen first starts on its first back.
                    let backs = art.pack(&settings.pack).map_or(1, |p| p.backs.len().max(1));
                    settings.back = settings
                        .pack_backs
                        .get(&settings.pack)
                        .copied()
                        .filter(|&b| b < backs)
                        .unwrap_or(0);
                }
            }
            Field::Back => {
                let backs = packs
                    .and_then(|art| art.pack(&settings.pack))
                    .map_or(1, |p| p.backs.len().max(1));
                settings.back = (settings.back as i32 + by).rem_euclid(backs as i32) as usize;
            }
            Field::FourColour => settings.four_colour = !settings.four_colour,
            Field::Size => {
                let near = *SIZES
                    .iter()
                    .rev()
                    .find(|&&s| s <= settings.size)
                    .unwrap_or(&100);
                settings.size = SIZES[step_index(&SIZES, &near, by)];
            }
        }
    }
}

/// The settings panel, over whatever screen opened it.
#[derive(Component)]
pub struct SettingsPanel;

/// Opens the settings panel; `scope` is the screen or phase whose exit removes it.
pub fn open_settings(
    commands: &mut Commands,
    settings: &Settings,
    packs: Option<&super::cards::CardArt>,
    scope: impl Bundle,
) {
    let root = commands
        .spawn((
            ui::overlay("Settings", true),
            SettingsPanel,
            Dismissable,
            scope,
        ))
        .insert(GlobalZIndex(30))
        .id();
    let panel = commands.spawn((ui::wide_panel(), ChildOf(root))).id();
    commands.spawn((ui::text("Settings", 36.0, GOLD), ChildOf(panel)));
    let grid = commands
        .spawn((
            Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::flex(3, 1.0),
                column_gap: px(12),
                row_gap: px(10),
                ..default()
            },
            ChildOf(panel),
        ))
        .id();
    for field in Field::ALL {
        commands.spawn((
            ui::stepper(
                field.shown(settings, packs),
                field,
                px(228),
                (),
                move |step: On<ui::Stepped>,
                      mut settings: ResMut<Settings>,
                      packs: Option<Res<super::cards::CardArt>>| {
                    field.change(&mut settings, packs.as_deref(), step.by)
                },
            ),
            ChildOf(grid),
        ));
    }
    // The chosen pack's cards, as they will look at the table.
    commands.spawn((super::cards::PackPreview, ui::row(), ChildOf(panel)));
    let about = packs
        .and_then(|art| art.pack(&settings.pack))
        .map(|p| format!("“{}” by {} · {}", p.name, p.author, p.licence))
        .unwrap_or_default();
    commands.spawn((
        super::cards::PackCredit,
        ui::text(about, 16.0, INK.with_alpha(0.8)),
        ChildOf(panel),
    ));
    commands.spawn((
        ui::text(
            "Click a setting for its next value, right-click for the one before (← → with the keys). Auto-play \
             plays a card by itself when it is the only one allowed; Size enlarges your cards and the menus.",
            15.0,
            INK.with_alpha(0.7),
        ),
        ChildOf(panel),
    ));
    commands.spawn((
        ui::sized_button(
            "Back (Esc)",
            (),
            px(ui::MENU_WIDTH),
            (),
            ui::close::<SettingsPanel>,
        ),
        ChildOf(panel),
    ));
}

/// The Rules and Settings buttons of the title screen and the pause menu; their panels close with `state`.
pub fn spawn_rules_and_settings_buttons<S: States + Copy>(
    commands: &mut Commands,
    parent: Entity,
    state: S,
    width: Val,
) {
    commands.spawn((
        ui::sized_button(
            "Rules",
            (),
            width,
            (),
            move |_: On<Activated>, mut commands: Commands| {
                super::rules::open_rules(&mut commands, DespawnOnExit(state))
            },
        ),
        ChildOf(parent),
    ));
    commands.spawn((
        ui::sized_button(
            "Settings",
            (),
            width,
            (),
            move |_: On<Activated>,
                  mut commands: Commands,
                  settings: Res<Settings>,
                  art: Option<Res<super::cards::CardArt>>| {
                open_settings(
                    &mut commands,
                    &settings,
                    art.as_deref(),
                    DespawnOnExit(state),
                )
            },
        ),
        ChildOf(parent),
    ));
}

fn show_setting_values(
    settings: Res<Settings>,
    packs: Option<Res<super::cards::CardArt>>,
    mut lines: Query<(&Field, &mut Text)>,
) {
    for (field, mut text) in &mut lines {
        let shown = field.shown(&settings, packs.as_deref());
        if text.0 != shown {
            text.0 = shown;
        }
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

    #[test]
    fn each_pack_keeps_the_back_chosen_for_it() {
        use super::super::cards::{Back, CardArt, CardImage, PackArt};
        let pack = |name: &str, backs: usize| PackArt {
            name: name.into(),
            author: String::new(),
            licence: String::new(),
            faces: Vec::new(),
            four_colour: None,
            backs: (0..backs)
                .map(|i| Back {
                    name: format!("{name} {i}"),
                    image: CardImage {
                        image: Handle::default(),
                        atlas: None,
                    },
                })
                .collect(),
            problems: Vec::new(),
        };
        let art = CardArt {
            packs: vec![pack("Classic", 2), pack("Jumbo", 1), pack("Tiny", 3)],
        };
        let mut settings = Settings::default();
        Field::Back.change(&mut settings, Some(&art), 1);
        assert_eq!(settings.back, 1, "the Classic pack's second back");
        Field::Pack.change(&mut settings, Some(&art), 1);
        assert_eq!((settings.pack.as_str(), settings.back), ("Jumbo", 0));
        Field::Pack.change(&mut settings, Some(&art), 1);
        Field::Back.change(&mut settings, Some(&art), -1);
        assert_eq!((settings.pack.as_str(), settings.back), ("Tiny", 2));
        // Back to Classic, two packs on: its back is the one chosen for it.
        Field::Pack.change(&mut settings, Some(&art), 1);
        assert_eq!((settings.pack.as_str(), settings.back), ("Classic", 1));
        Field::Pack.change(&mut settings, Some(&art), -1);
        assert_eq!((settings.pack.as_str(), settings.back), ("Tiny", 2));
    }

    #[test]
    fn speeds_and_sizes_step_both_ways() {
        assert_eq!(Speed::Normal.step(1), Speed::Fast);
        assert_eq!(Speed::Slow.step(-1), Speed::Instant);
        let mut settings = Settings::default();
        Field::Size.change(&mut settings, None, -1);
        assert_eq!(settings.size, 130, "down from 100 wraps to the largest");
        Field::Size.change(&mut settings, None, -1);
        assert_eq!(settings.size, 115);
    }
}
