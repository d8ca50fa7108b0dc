//! The settings panel, over the title screen or the pause menu: one stepper per setting, the chosen pack's
//! cards as they will look at the table, and the pack's credits. It opens on [`OpenPanel`] with
//! [`Panel::Settings`].

use bevy::input_focus::tab_navigation::TabIndex;
use bevy::prelude::*;

use super::cards::{CardArt, PackCredit, PackPreview};
use super::i18n::{Language, set_language};
use super::settings::{SIZES, Settings, step_index, step_volume};
use super::state::{OpenPanel, Panel};
use super::ui::{self, Dismissable, GOLD, INK};

pub(super) fn plugin(app: &mut App) {
    app.add_observer(open_on_request);
    app.add_systems(
        Update,
        (
            show_setting_values.run_if(resource_exists_and_changed::<Settings>),
            offer_size_where_it_works,
        ),
    );
}

fn open_on_request(
    open: On<OpenPanel>,
    mut commands: Commands,
    settings: Res<Settings>,
    art: Option<Res<CardArt>>,
) {
    if open.panel == Panel::Settings {
        open_settings(&mut commands, &settings, art.as_deref(), open.scope);
    }
}

/// One line of the settings panel.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Language,
    Speed,
    KeepTricks,
    AutoPlay,
    Effects,
    Music,
    Mute,
    Pack,
    Back,
    FourColour,
    Size,
    Motion,
    Contrast,
    Letters,
    SuitOrder,
    RankOrder,
    TrumpSide,
    Arrange,
    Hands,
}

impl Field {
    const ALL: [Field; 19] = [
        Field::Language,
        Field::Speed,
        Field::KeepTricks,
        Field::AutoPlay,
        Field::Effects,
        Field::Music,
        Field::Mute,
        Field::Pack,
        Field::Back,
        Field::FourColour,
        Field::Size,
        Field::Motion,
        Field::Contrast,
        Field::Letters,
        Field::SuitOrder,
        Field::RankOrder,
        Field::TrumpSide,
        Field::Arrange,
        Field::Hands,
    ];

    fn shown(self, settings: &Settings, packs: Option<&CardArt>) -> String {
        let on = |b: bool| {
            if b {
                t!("setting-on")
            } else {
                t!("setting-off")
            }
        };
        match self {
            Field::Language => t!("setting-language", value = settings.language().name()),
            Field::Speed => t!("setting-speed", value = settings.speed.name()),
            Field::KeepTricks => t!("setting-keep-tricks", value = on(settings.keep_tricks)),
            Field::AutoPlay => t!("setting-auto-play", value = on(settings.auto_play)),
            Field::Effects => t!("setting-effects", value = settings.effects_volume),
            Field::Music => t!("setting-music", value = settings.music_volume),
            Field::Mute => t!("setting-mute", value = on(settings.muted)),
            Field::Pack => t!("setting-pack", value = shown_name(&settings.pack)),
            Field::Back => {
                // The back the cards are drawn with: the default pack's when the chosen one is not used here.
                let name = packs
                    .and_then(|art| art.back_name(settings))
                    .unwrap_or_else(|| format!("{}", settings.back + 1));
                t!("setting-back", value = name)
            }
            Field::FourColour => t!("setting-four-colours", value = on(settings.four_colour)),
            Field::Size => t!("setting-size", value = settings.size),
            Field::Motion => t!(
                "setting-motion",
                value = if settings.reduced_motion {
                    t!("setting-motion-reduced")
                } else {
                    t!("setting-motion-full")
                }
            ),
            Field::Contrast => t!(
                "setting-contrast",
                value = if settings.high_contrast {
                    t!("setting-contrast-high")
                } else {
                    t!("setting-contrast-normal")
                }
            ),
            Field::Letters => t!("setting-suit-letters", value = on(settings.suit_letters)),
            Field::SuitOrder => t!(
                "setting-suit-order",
                value = if settings.hand_sort.alternate_colours {
                    t!("setting-suit-order-alternate")
                } else {
                    t!("setting-suit-order-pack")
                }
            ),
            Field::RankOrder => t!(
                "setting-rank-order",
                value = if settings.hand_sort.descending {
                    t!("setting-rank-order-down")
                } else {
                    t!("setting-rank-order-up")
                }
            ),
            Field::TrumpSide => t!(
                "setting-trump-side",
                value = if settings.hand_sort.trumps_left {
                    t!("setting-trump-side-left")
                } else {
                    t!("setting-trump-side-right")
                }
            ),
            Field::Hands => t!("setting-hands", value = on(settings.left_handed)),
            Field::Arrange => t!(
                "setting-arrange",
                value = if settings.arrange_hand {
                    t!("setting-arrange-mine")
                } else {
                    t!("setting-arrange-sorted")
                }
            ),
        }
    }

    /// Steps the setting to its next value (`by` 1) or previous one (`by` -1); on/off settings flip.
    fn change(self, settings: &mut Settings, packs: Option<&CardArt>, by: i32) {
        match self {
            Field::Language => {
                let now = settings.language();
                let next = Language::ALL[step_index(&Language::ALL, &now, by)];
                settings.language = Some(next);
                // At once, so the panel's lines rewritten this frame are already in the new language.
                set_language(next);
            }
            Field::Speed => {
                settings.speed = settings.speed.step(by);
                settings.speed_for_run = None;
            }
            Field::KeepTricks => settings.keep_tricks = !settings.keep_tricks,
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
            Field::Motion => settings.reduced_motion = !settings.reduced_motion,
            Field::Contrast => settings.high_contrast = !settings.high_contrast,
            Field::Letters => settings.suit_letters = !settings.suit_letters,
            Field::SuitOrder => {
                settings.hand_sort.alternate_colours = !settings.hand_sort.alternate_colours
            }
            Field::RankOrder => settings.hand_sort.descending = !settings.hand_sort.descending,
            Field::TrumpSide => settings.hand_sort.trumps_left = !settings.hand_sort.trumps_left,
            Field::Arrange => settings.arrange_hand = !settings.arrange_hand,
            Field::Hands => settings.left_handed = !settings.left_handed,
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

/// The width of a setting's stepper, three to a row on a desk.
const STEPPER: f32 = 228.0;

/// The room between two steppers.
const GAP: f32 = 12.0;

/// The settings panel, over whatever screen opened it.
#[derive(Component)]
pub struct SettingsPanel;

/// Opens the settings panel; `scope` is the screen or phase whose exit removes it.
pub fn open_settings(
    commands: &mut Commands,
    settings: &Settings,
    packs: Option<&CardArt>,
    scope: super::state::PanelScope,
) {
    let mut root = commands.spawn((ui::overlay("Settings", true), SettingsPanel, Dismissable));
    root.insert(GlobalZIndex(30));
    scope.scope(&mut root);
    let root = root.id();
    // Back stays at the panel's foot; the settings above it scroll on a window too low for them all.
    let frame = commands.spawn((ui::footed_panel(), ChildOf(root))).id();
    let panel = commands.spawn((ui::panel_body(), ChildOf(frame))).id();
    commands.spawn((ui::text(t!("settings-title"), 36.0, GOLD), ChildOf(panel)));
    // What the settings do, under the title: in sight as the panel opens, however far the settings scroll (at the
    // end of them it was cut mid-sentence at 1280x800 and 800x600).
    commands.spawn((
        SettingsHelp,
        ui::text(
            t!("settings-help", size = ui::SizeReach::CardsAndMenus.key()),
            15.0,
            INK.with_alpha(0.7),
        ),
        ChildOf(panel),
    ));
    let grid = commands
        .spawn((
            Node {
                display: Display::Grid,
                // Three columns of steppers on a desk, as many as fit on a phone (one upright).
                width: percent(100),
                max_width: px(3.0 * STEPPER + 2.0 * GAP),
                grid_template_columns: RepeatedGridTrack::minmax(
                    GridTrackRepetition::AutoFill,
                    MinTrackSizingFunction::Px(STEPPER),
                    MaxTrackSizingFunction::Fraction(1.0),
                ),
                column_gap: px(GAP),
                row_gap: px(10),
                ..default()
            },
            ChildOf(panel),
        ))
        .id();
    for field in Field::ALL {
        let stepper = commands.spawn((
            ui::stepper(
                field.shown(settings, packs),
                field,
                percent(100),
                (),
                move |step: On<ui::Stepped>,
                      mut settings: ResMut<Settings>,
                      packs: Option<Res<CardArt>>| {
                    field.change(&mut settings, packs.as_deref(), step.by)
                },
            ),
            ChildOf(grid),
        ));
        if field == Field::Size {
            // Where the size changes nothing (a phone's menus fill it, its cards fit it) a line says so in the
            // stepper's place, rather than a setting that does nothing ([`offer_size_where_it_works`]).
            let stepper = stepper.id();
            commands.entity(stepper).insert(SizeStepper);
            commands.spawn((
                SizeFixed,
                Node {
                    display: Display::None,
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    ..default()
                },
                ChildOf(grid),
                children![ui::text(
                    t!("setting-size-fixed"),
                    18.0,
                    INK.with_alpha(0.75)
                )],
            ));
        }
    }
    // The chosen pack's cards, as they will look at the table.
    commands.spawn((PackPreview, ui::row(), ChildOf(panel)));
    let about = packs
        .and_then(|art| art.pack(&settings.pack))
        .map(|p| {
            t!(
                "settings-pack-credit",
                name = &p.name,
                author = shown_author(&p.author),
                licence = &p.licence
            )
        })
        .unwrap_or_default();
    commands.spawn((
        PackCredit,
        ui::text(about, 16.0, INK.with_alpha(0.8)),
        ChildOf(panel),
    ));
    let foot = commands.spawn((ui::panel_foot(), ChildOf(frame))).id();
    // How to change a setting, on a line of its own over Back: in sight on every window, as the setup's.
    commands.spawn((
        Node {
            width: percent(100),
            justify_content: JustifyContent::Center,
            ..default()
        },
        ChildOf(foot),
        children![ui::text(t!("settings-keys"), 15.0, INK.with_alpha(0.7))],
    ));
    commands.spawn((
        ui::sized_button(
            t!("button-back-esc"),
            (),
            px(ui::MENU_WIDTH),
            (),
            ui::close::<SettingsPanel>,
        ),
        ChildOf(foot),
    ));
}

/// The Size setting's stepper.
#[derive(Component)]
struct SizeStepper;

/// The line shown in the Size stepper's place where the size changes nothing.
#[derive(Component)]
struct SizeFixed;

/// The settings' help line, which says what the size changes in this window.
#[derive(Component)]
struct SettingsHelp;

/// The Size setting's stepper, its button among its children.
type SizeSteppers<'w, 's> = Query<
    'w,
    's,
    (
        &'static mut Node,
        &'static mut Visibility,
        &'static Children,
    ),
    (With<SizeStepper>, Without<SizeFixed>),
>;

/// The line shown in the Size stepper's place.
type SizeNotes<'w, 's> = Query<
    'w,
    's,
    (&'static mut Node, &'static mut Visibility),
    (With<SizeFixed>, Without<SizeStepper>),
>;

/// Offers the Size setting only where it changes what is seen (a phone's menus and cards fit its window and grow
/// no further: "Size: 115%" once changed nothing at 360 px); the help line says what it changes here. Follows the
/// window as it turns.
fn offer_size_where_it_works(
    windows: Query<Ref<Window>, With<bevy::window::PrimaryWindow>>,
    new: Query<(), Added<SettingsHelp>>,
    mut steppers: SizeSteppers,
    mut keys: Query<&mut TabIndex>,
    mut notes: SizeNotes,
    mut help: Query<&mut Text, With<SettingsHelp>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    if !window.is_changed() && new.is_empty() {
        return;
    }
    let reach = ui::size_reach(window.width(), window.height());
    let offered = reach != ui::SizeReach::Nothing;
    let shown = |on: bool| if on { Display::Flex } else { Display::None };
    for (mut node, mut visibility, children) in &mut steppers {
        if node.display != shown(offered) {
            node.display = shown(offered);
        }
        // Hidden too, not only laid out as nothing: nothing looks for it (a screen reader, the layout's checks).
        visibility.set_if_neq(if offered {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
        // Nor does the keyboard's focus go to it.
        for &button in children {
            if let Ok(mut index) = keys.get_mut(button) {
                let wanted = if offered { 0 } else { -1 };
                if index.0 != wanted {
                    index.0 = wanted;
                }
            }
        }
    }
    for (mut node, mut visibility) in &mut notes {
        if node.display != shown(!offered) {
            node.display = shown(!offered);
        }
        visibility.set_if_neq(if offered {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        });
    }
    let line = t!("settings-help", size = reach.key());
    for mut text in &mut help {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

fn show_setting_values(
    settings: Res<Settings>,
    packs: Option<Res<CardArt>>,
    mut lines: Query<(&Field, &mut Text)>,
) {
    for (field, mut text) in &mut lines {
        let shown = field.shown(&settings, packs.as_deref());
        if text.0 != shown {
            text.0 = shown;
        }
    }
}

// The packs' names and credits in the player's language are the card art's words; the panel shows them.
pub use super::cards::{shown_author, shown_name};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_pack_keeps_the_back_chosen_for_it() {
        use super::super::cards::{Back, CardImage, PackArt};
        let pack = |name: &str, backs: usize| PackArt {
            name: name.into(),
            author: String::new(),
            licence: String::new(),
            faces: Vec::new(),
            four_colour: None,
            decks: Vec::new(),
            index_right: false,
            suits: Default::default(),
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
            ..CardArt::default()
        };
        let mut settings = Settings {
            pack: "Classic".into(),
            ..Settings::default()
        };
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
        use crate::app::settings::Speed;
        assert_eq!(Speed::Normal.step(1), Speed::Fast);
        assert_eq!(Speed::Slow.step(-1), Speed::Instant);
        let mut settings = Settings::default();
        Field::Size.change(&mut settings, None, -1);
        assert_eq!(settings.size, 130, "down from 100 wraps to the largest");
        Field::Size.change(&mut settings, None, -1);
        assert_eq!(settings.size, 115);
    }
}
