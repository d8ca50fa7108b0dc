//! The decks players already have, offered in *Settings → Card pack* beside the shipped packs: KDE's and GNOME
//! Aisleriot's SVG decks where they are installed, and SVG decks in the player's packs folder. They are found off
//! the frame loop at start; the chosen one is drawn (`svg_decks`) at the size the table shows the person's cards,
//! and drawn again when that size changes by more than a quarter, never per frame. Nothing is copied or shipped.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use bevy::window::PrimaryWindow;

use super::cards::{Back, CardArt, CardImage, PackArt, add_mipmaps};
use super::i18n::SuitStyle;
use super::settings::Settings;
use super::svg_decks::{self, DeckSource, LoadedDeck, SvgDeck};
use crate::engine::Card;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SystemDecks>();
    app.add_systems(Startup, start_finding_decks);
    app.add_systems(
        Update,
        (
            offer_found_decks,
            draw_chosen_deck,
            show_drawn_deck,
            ask_while_decks_are_worked_on,
        )
            .chain(),
    );
}

/// The search for decks and the drawing of one run on other threads; their results are picked up a frame at a
/// time, so they ask for frames until they are in (`rest.rs`).
fn ask_while_decks_are_worked_on(
    decks: Res<SystemDecks>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if decks.finding.is_some() || decks.drawing.is_some() {
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// The decks found on this computer and the drawing of the chosen one.
#[derive(Resource, Default)]
pub struct SystemDecks {
    /// Every deck found, usable or not (with the reason), once the search is over.
    pub found: Option<Vec<SvgDeck>>,
    finding: Option<Task<Vec<SvgDeck>>>,
    /// Each offered pack's name and its deck's file.
    offered: HashMap<String, PathBuf>,
    /// Decks parsed once, kept for drawing them again at another size.
    loaded: HashMap<PathBuf, Arc<LoadedDeck>>,
    /// The pack being drawn, at what height, and the work.
    drawing: Option<(String, u32, Task<Drawn>)>,
    /// The height each pack was last drawn at.
    drawn: HashMap<String, u32>,
}

/// A deck drawn at one height: the parsed deck (kept for the next size), each card's pixels or why it failed,
/// and the back's.
struct Drawn {
    deck: Result<Arc<LoadedDeck>, String>,
    faces: Vec<(Card, Result<Pixels, String>)>,
    back: Option<Result<Pixels, String>>,
    /// The faces carry their index top-right ([`svg_decks::index_on_right`]).
    index_right: bool,
}

/// A drawn card: width, height and straight sRGB RGBA8 bytes.
type Pixels = (u32, u32, Vec<u8>);

/// Where to look for decks: data folders (each with `carddecks/` or `aisleriot/cards/` inside) and a folder of
/// the player's own. The game looks where the desktop keeps them ([`DeckPlaces::of_this_computer`]); without
/// this resource (the tests' apps) it looks nowhere.
#[derive(Resource, Clone, Debug, Default)]
pub struct DeckPlaces {
    /// Data folders, in the order of precedence.
    pub data_dirs: Vec<PathBuf>,
    /// The player's packs folder.
    pub player_folder: Option<PathBuf>,
}

impl DeckPlaces {
    /// `$XDG_DATA_HOME` and `$XDG_DATA_DIRS` (with their defaults), and the player's packs folder.
    pub fn of_this_computer() -> DeckPlaces {
        DeckPlaces {
            data_dirs: svg_decks::xdg_data_dirs(),
            player_folder: super::cards::player_packs_folder(),
        }
    }
}

/// The name a deck is offered under: its own and where it comes from, since KDE and Aisleriot both ship some of the
/// same designs ("Paris (KDE)", "Paris (Aisleriot)").
pub fn offered_name(deck: &SvgDeck) -> String {
    format!("{} ({})", deck.name, source_word(deck.source))
}

/// Where a deck's file is, and the deck of the same name it hides, if any (a private copy of a system deck).
pub fn installed_where(deck: &SvgDeck) -> String {
    let mut line = t!(
        "pack-installed-where",
        path = deck.path.display().to_string()
    );
    if let Some(hidden) = &deck.replaces {
        line.push_str(" · ");
        line.push_str(&t!("pack-replaces", path = hidden.display().to_string()));
    }
    line
}

/// The decks and suits of a pack as `--packs` lists them ("french-52, french-32"; "french-32, german suits").
fn decks_cell(decks: &[String], suits: SuitStyle) -> String {
    let mut cell = decks.join(", ");
    if suits != SuitStyle::French {
        cell.push_str(&format!(", {} suits", suits.code()));
    }
    cell
}

/// Where a deck comes from, in a word.
pub fn source_word(source: DeckSource) -> &'static str {
    match source {
        DeckSource::Kde => "KDE",
        DeckSource::Aisleriot => "Aisleriot",
        DeckSource::Player => "your packs folder",
    }
}

fn start_finding_decks(mut decks: ResMut<SystemDecks>, places: Option<Res<DeckPlaces>>) {
    let Some(places) = places.map(|p| p.clone()) else {
        return;
    };
    decks.finding = Some(AsyncComputeTaskPool::get().spawn(async move {
        svg_decks::find_decks(&places.data_dirs, places.player_folder.as_deref())
    }));
}

/// Once the search is over and the shipped packs are ready, the usable decks join the packs (drawn with the
/// Classic faces until the chosen one is drawn), the others are logged with the reason.
fn offer_found_decks(
    mut decks: ResMut<SystemDecks>,
    art: Option<ResMut<CardArt>>,
    settings: Res<Settings>,
    mut notices: ResMut<super::storage::Notices>,
) {
    let Some(mut art) = art else { return };
    let Some(task) = decks.finding.as_mut() else {
        return;
    };
    let Some(found) = check_ready(task) else {
        return;
    };
    decks.finding = None;
    let Some(classic) = art.packs.first().cloned() else {
        decks.found = Some(found);
        return;
    };
    for deck in &found {
        match &deck.status {
            Ok(usable) => {
                let name = offered_name(deck);
                if art.pack(&name).is_some() {
                    continue;
                }
                let covers = deck.covers(usable);
                decks.offered.insert(name.clone(), deck.path.clone());
                art.packs.push(PackArt {
                    name,
                    author: source_word(deck.source).to_string(),
                    licence: installed_where(deck),
                    faces: classic.faces.clone(),
                    four_colour: None,
                    // Its own back, drawn with the deck; Classic's picture stands in until then.
                    backs: classic
                        .backs
                        .first()
                        .map(|b| Back {
                            name: String::new(),
                            image: b.image.clone(),
                        })
                        .into_iter()
                        .collect(),
                    decks: covers,
                    problems: Vec::new(),
                    index_right: false,
                    suits: deck.suits(),
                });
            }
            Err(why) => {
                info!(
                    "the card deck {} ({}) is not offered: {why}",
                    deck.name,
                    deck.path.display()
                );
                art.refused.push((offered_name(deck), why.clone()));
                // The deck the player chose is broken now: the title says so, not only the settings.
                if offered_name(deck) == settings.pack {
                    notices.add(t!(
                        "pack-chosen-refused",
                        name = &settings.pack,
                        why = why,
                        fallback = art.fallback_name()
                    ));
                }
            }
        }
    }
    decks.found = Some(found);
}

/// The height in window pixels the person's cards are shown at, rounded up to a multiple of 16.
fn wanted_height(window: &Window, settings: &Settings) -> u32 {
    use super::table::frame::TableFrame;
    use super::table::layout::CARD;
    // The frame in logical pixels, then the window's own pixels (a phone's are two or three to one).
    let frame = TableFrame::for_window(window.width(), window.height());
    let fit = frame.pixels * window.scale_factor();
    let size = settings.size.clamp(100, 130) as f32 / 100.0;
    let scale = frame.hand_scale(size);
    let px = (CARD.y * scale * fit).clamp(64.0, 1024.0) as u32;
    px.div_ceil(16) * 16
}

/// Starts drawing the chosen deck when it is one of these and has not been drawn at about this size.
fn draw_chosen_deck(
    mut decks: ResMut<SystemDecks>,
    settings: Res<Settings>,
    windows: Query<&Window, With<PrimaryWindow>>,
) {
    if decks.drawing.is_some() {
        return;
    }
    let Some(path) = decks.offered.get(&settings.pack).cloned() else {
        return;
    };
    let height = windows
        .single()
        .map_or(256, |window| wanted_height(window, &settings));
    if let Some(&drawn) = decks.drawn.get(&settings.pack)
        && (drawn as f32 - height as f32).abs() <= drawn as f32 * 0.25
    {
        return;
    }
    let loaded = decks.loaded.get(&path).cloned();
    let task = AsyncComputeTaskPool::get().spawn(async move { draw_deck(&path, loaded, height) });
    decks.drawing = Some((settings.pack.clone(), height, task));
}

/// Parses the deck if it is not yet, and draws every card it has and its back at `height` pixels.
fn draw_deck(path: &std::path::Path, loaded: Option<Arc<LoadedDeck>>, height: u32) -> Drawn {
    let deck = match loaded {
        Some(deck) => Ok(deck),
        None => LoadedDeck::load(path).map(Arc::new),
    };
    let Ok(loaded) = &deck else {
        return Drawn {
            deck,
            faces: Vec::new(),
            back: None,
            index_right: false,
        };
    };
    let mut faces = Vec::new();
    for card in (0..52).filter_map(Card::from_index) {
        let rank = card.rank() as u8 + 2;
        let Some(suit) = svg_decks::Suit::from_index(card.suit() as usize) else {
            continue;
        };
        if loaded.has(Some((rank, suit))) {
            faces.push((card, loaded.render(Some((rank, suit)), height)));
        }
    }
    let back = Some(loaded.render(None, height));
    let numbers: Vec<(u32, u32, &[u8])> = faces
        .iter()
        .filter(|(card, _)| (card.rank() as u8 + 2) <= 10)
        .filter_map(|(_, drawn)| drawn.as_ref().ok())
        .map(|(w, h, rgba)| (*w, *h, rgba.as_slice()))
        .collect();
    let index_right = svg_decks::index_on_right(&numbers);
    Drawn {
        deck,
        faces,
        back,
        index_right,
    }
}

/// A drawn deck's cards become images with smaller copies of themselves, and its pack's faces and back.
fn show_drawn_deck(
    mut decks: ResMut<SystemDecks>,
    art: Option<ResMut<CardArt>>,
    images: Option<ResMut<Assets<Image>>>,
) {
    let (Some(mut art), Some(mut images)) = (art, images) else {
        return;
    };
    let Some((name, height, task)) = decks.drawing.as_mut() else {
        return;
    };
    let Some(drawn) = check_ready(task) else {
        return;
    };
    let (name, height) = (name.clone(), *height);
    decks.drawing = None;
    decks.drawn.insert(name.clone(), height);
    let Some(pack) = art.packs.iter_mut().find(|p| p.name == name) else {
        return;
    };
    let mut image_of = |(w, h, rgba): (u32, u32, Vec<u8>)| {
        let mut image = Image::new(
            Extent3d {
                width: w,
                height: h,
                depth_or_array_layers: 1,
            },
            TextureDimension::D2,
            rgba,
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::RENDER_WORLD,
        );
        add_mipmaps(&mut image);
        CardImage {
            image: images.add(image),
            atlas: None,
        }
    };
    match drawn.deck {
        Ok(deck) => {
            if let Some(path) = decks.offered.get(&name).cloned() {
                decks.loaded.insert(path, deck);
            }
        }
        Err(why) => {
            pack.problems = vec![why];
            return;
        }
    }
    let mut problems = Vec::new();
    for (card, pixels) in drawn.faces {
        match pixels {
            Ok(pixels) => pack.faces[card.index()] = Some(image_of(pixels)),
            Err(why) => problems.push(format!("{card}: {why}")),
        }
    }
    match drawn.back {
        Some(Ok(pixels)) => {
            pack.backs = vec![Back {
                name: String::new(),
                image: image_of(pixels),
            }];
        }
        Some(Err(why)) => problems.push(why),
        None => {}
    }
    pack.problems = problems;
    pack.index_right = drawn.index_right;
}

/// What `wendellhead --packs` prints, the modder's check: every pack found, a line each, with its name, where it
/// comes from, its folder or file, the decks it covers, and `ok` or why it is not offered.
pub fn packs_report(assets: &std::path::Path, places: &DeckPlaces) -> String {
    let mut rows: Vec<[String; 5]> = Vec::new();
    // The names offered so far: a later pack of the same name is left out, as the game leaves it out.
    let mut names: Vec<String> = Vec::new();
    let mut folders = |root: &std::path::Path, source: &str, rows: &mut Vec<[String; 5]>| {
        let Ok(entries) = std::fs::read_dir(root) else {
            return;
        };
        let mut dirs: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.join("pack.ron").is_file())
            .collect();
        dirs.sort();
        for dir in dirs {
            let checked =
                super::cards::check_pack_folder(&dir, &|name| names.iter().any(|n| n == name));
            let (name, decks, status) = match checked {
                Ok(pack) => {
                    names.push(pack.name.clone());
                    let status = if pack.problems.is_empty() {
                        "ok".to_string()
                    } else {
                        format!("ok, but {}", pack.problems.join("; "))
                    };
                    (pack.name, decks_cell(&pack.decks, pack.suits), status)
                }
                Err((name, why)) => (
                    name.unwrap_or_else(|| display_dir(&dir)),
                    "-".into(),
                    format!("not offered: {why}"),
                ),
            };
            rows.push([
                name,
                source.into(),
                dir.display().to_string(),
                decks,
                status,
            ]);
        }
    };
    folders(&assets.join("cards"), "shipped", &mut rows);
    if let Some(folder) = &places.player_folder {
        folders(folder, "your packs folder", &mut rows);
    }
    for deck in svg_decks::find_decks(&places.data_dirs, places.player_folder.as_deref()) {
        let (decks, mut status) = match &deck.status {
            Ok(usable) => {
                let decks: Vec<String> = deck
                    .covers(usable)
                    .iter()
                    .map(|d| d.name().to_string())
                    .collect();
                (decks_cell(&decks, deck.suits()), "ok".to_string())
            }
            Err(why) => ("-".into(), format!("not offered: {why}")),
        };
        if let Some(hidden) = &deck.replaces {
            status.push_str(&format!("; it hides {}", hidden.display()));
        }
        rows.push([
            offered_name(&deck),
            format!("{} (SVG)", source_word(deck.source)),
            deck.path.display().to_string(),
            decks,
            status,
        ]);
    }
    let header = ["pack", "from", "where", "decks", "status"].map(String::from);
    let widths: Vec<usize> = (0..4)
        .map(|i| {
            std::iter::once(&header)
                .chain(&rows)
                .map(|r| r[i].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in std::iter::once(&header).chain(&rows) {
        for (i, cell) in row.iter().enumerate() {
            if i < 4 {
                out.push_str(&format!("{cell:<w$}  ", w = widths[i]));
            } else {
                out.push_str(cell);
            }
        }
        out.push('\n');
    }
    let offered = rows.iter().filter(|r| r[4] == "ok").count();
    out.push_str(&format!(
        "{offered} of {} packs can be chosen in Settings → Card pack\n",
        rows.len()
    ));
    out
}

/// A folder's last name, for a pack whose manifest gives none.
fn display_dir(dir: &std::path::Path) -> String {
    dir.file_name().map_or_else(
        || dir.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}
