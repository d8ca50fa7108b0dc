//! Card art as card packs: a folder whose `pack.ron` names the pack, its author and licence, and maps every face
//! and back to an image (or the faces to one sprite sheet). The shipped packs load through bevy_asset_loader in
//! the loading state; players' own packs are found in their packs folder on desktop. A broken pack never stops
//! the game: what cannot be used is named (file and reason) and replaced by the Classic art, or by cards drawn
//! in code if even that is missing. See `docs/modding.md`.

use std::collections::BTreeMap;

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext, LoadState};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use iyes_progress::prelude::*;
use serde::Deserialize;

use super::i18n::{SuitStyle, set_suit_style, suit_style};
use super::settings::{DEFAULT_PACK, Settings};
use super::state::Screen;
use super::storage::Notices;
use crate::engine::{Card, CardSet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (follow_deck_in_play, fill_pack_previews).run_if(resource_exists::<CardArt>),
    );
    // Headless tests without an asset server play with cards drawn in code.
    if !app.world().contains_resource::<AssetServer>() {
        return;
    }
    if !app.world().contains_resource::<PacksFolder>() {
        app.insert_resource(PacksFolder(player_packs_folder()));
    }
    app.init_asset::<CardPack>();
    app.register_asset_loader(PackLoader);
    app.configure_loading_state(
        LoadingStateConfig::new(Screen::Loading).load_collection::<ShippedPacks>(),
    );
    app.add_systems(OnEnter(Screen::Loading), find_player_packs);
    app.add_systems(
        Update,
        track_player_packs
            .track_progress::<Screen>()
            .run_if(in_state(Screen::Loading)),
    );
    app.add_systems(
        OnExit(Screen::Loading),
        (assemble_card_art, give_faces_mipmaps).chain(),
    );
}

/// The packs that come with the game, loaded (images included) in the loading state, and the table's felt.
#[derive(AssetCollection, Resource)]
pub struct ShippedPacks {
    /// The baize under the cards.
    #[asset(path = "table/felt.png")]
    pub felt: Handle<Image>,
    /// The soft shadow under a card (`scripts/make-art.py`: the card is its middle, 1/1.3 of its width and
    /// 1/1.2143 of its height).
    #[asset(path = "table/card-shadow.png")]
    pub card_shadow: Handle<Image>,
    /// Their manifests.
    #[asset(
        paths(
            "cards/kennard/pack.ron",
            "cards/classic/pack.ron",
            "cards/jumbo/pack.ron"
        ),
        collection(typed)
    )]
    pub packs: Vec<Handle<CardPack>>,
}

/// The player's own packs, found in their packs folder at start.
#[derive(Resource, Default, Debug)]
pub struct PlayerPacks {
    /// Where each pack's manifest is, and its handle.
    pub packs: Vec<(String, Handle<CardPack>)>,
}

/// Where the player's own packs are looked for (the `user://` asset source must point there too).
#[derive(Resource, Clone, Debug)]
pub struct PacksFolder(pub Option<std::path::PathBuf>);

/// The packs folder on desktop (`packs/` in the player's store folder), where players add packs without
/// rebuilding the game. It is the `user://` asset source.
pub fn player_packs_folder() -> Option<std::path::PathBuf> {
    #[cfg(target_arch = "wasm32")]
    {
        None
    }
    #[cfg(not(target_arch = "wasm32"))]
    super::storage::Store::player_folder().map(|dir| dir.join("packs"))
}

/// The RON manifest of a pack, as written.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct Manifest {
    name: String,
    #[serde(default)]
    author: String,
    #[serde(default)]
    licence: String,
    card_size: (u32, u32),
    /// The decks the pack covers (`"french-52"`, `"french-32"`); by default every deck its faces complete.
    #[serde(default)]
    decks: Vec<String>,
    /// The suits the faces show: `"french"` (the default), `"german"` or `"swiss"`, in the French order (clubs,
    /// diamonds, hearts, spades stand for acorns, bells, hearts, leaves; Swiss: acorns, bells, roses, shields).
    #[serde(default)]
    suits: Option<String>,
    faces: FacesSpec,
    #[serde(default)]
    four_colour_faces: Option<FacesSpec>,
    backs: Vec<BackSpec>,
}

/// How a manifest maps the faces to images.
#[derive(Deserialize, Debug)]
enum FacesSpec {
    /// One image, 13 columns (2 to A) by 4 rows (clubs, diamonds, hearts, spades).
    Sheet {
        image: String,
        columns: u32,
        rows: u32,
    },
    /// One image per card, by the card's name (`"AS"`, `"TD"`, `"2C"`, ...).
    Files(BTreeMap<String, String>),
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct BackSpec {
    name: String,
    image: String,
}

/// What `wendellhead --packs` says of a pack folder, by the game's own check ([`read_manifest`], [`resolve_own`],
/// [`verdict`]) with the images' sizes read from their PNG headers: its name, the decks it covers, its suits, and
/// whether it is offered (with its problems) or why not. `taken` says whether a pack before it has the name.
pub fn check_pack_folder(
    dir: &std::path::Path,
    taken: &dyn Fn(&str) -> bool,
) -> Result<CheckedPack, (Option<String>, String)> {
    let manifest_path = dir.join("pack.ron");
    let shown = manifest_path.display().to_string();
    let text = std::fs::read_to_string(&manifest_path).map_err(|e| {
        (
            None,
            t!("pack-unreadable", path = &shown, error = e.to_string()),
        )
    })?;
    let pack =
        read_manifest(&text, &shown, &mut |_| Ok(Handle::default())).map_err(|why| (None, why))?;
    let facts = FilesOnDisk(dir.to_path_buf());
    let art = resolve_own(&pack, &facts, None);
    verdict(&art, taken(&art.name).then_some(art.name.as_str()))
        .map_err(|why| (Some(art.name.clone()), why))?;
    Ok(CheckedPack {
        name: art.name,
        decks: art.decks.iter().map(|d| d.name().to_string()).collect(),
        suits: art.suits,
        problems: art.problems,
    })
}

/// A pack folder the check offers.
#[derive(Debug)]
pub struct CheckedPack {
    /// Its name.
    pub name: String,
    /// The decks it covers, by their manifest names.
    pub decks: Vec<String>,
    /// The suits its faces show.
    pub suits: SuitStyle,
    /// What is wrong with it that the game works round (faces or backs from Classic).
    pub problems: Vec<String>,
}

/// A deck of cards a game is played with, and a pack may cover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Deck {
    /// The whole French pack, 2 to A in four suits: Wendellhead, Whist, Hearts.
    French52,
    /// The 32-card French pack, 7 to A: Wendish Schafkopf.
    French32,
}

impl Deck {
    /// Every deck, largest first.
    pub const ALL: [Deck; 2] = [Deck::French52, Deck::French32];

    /// The deck's name in a manifest.
    pub const fn name(self) -> &'static str {
        match self {
            Deck::French52 => "french-52",
            Deck::French32 => "french-32",
        }
    }

    /// The deck's cards.
    pub fn cards(self) -> CardSet {
        match self {
            Deck::French52 => CardSet::FULL,
            Deck::French32 => crate::engine::schafkopf::deck(),
        }
    }

    /// The deck `game` is played with.
    pub fn of(game: crate::engine::GameKind) -> Deck {
        match game {
            crate::engine::GameKind::Schafkopf => Deck::French32,
            _ => Deck::French52,
        }
    }

    /// "52 cards", "32 cards".
    pub fn words(self) -> String {
        match self {
            Deck::French52 => t!("deck-52"),
            Deck::French32 => t!("deck-32"),
        }
    }
}

/// A loaded card pack: what its manifest says, with the images it names (loaded as its dependencies).
#[derive(Asset, TypePath, Debug)]
pub struct CardPack {
    /// The pack's name, as the settings show it.
    pub name: String,
    /// Who made it.
    pub author: String,
    /// Under what licence.
    pub licence: String,
    /// The size of one card image in pixels.
    pub card_size: UVec2,
    /// The decks the pack covers.
    pub decks: Vec<Deck>,
    /// The suits its faces show.
    pub suits: SuitStyle,
    /// The faces.
    pub faces: Option<PackFaces>,
    /// The four-colour faces, if the pack has them.
    pub four_colour: Option<PackFaces>,
    /// The backs: name, image, file.
    pub backs: Vec<(String, Handle<Image>, String)>,
    /// What was wrong in the manifest.
    pub problems: Vec<String>,
    /// The manifest's path, for messages.
    pub path: String,
}

/// The images of a pack's faces.
#[derive(Debug, Clone)]
pub enum PackFaces {
    /// One sprite sheet.
    Sheet {
        /// The sheet.
        image: Handle<Image>,
        /// Its file.
        file: String,
    },
    /// One image per card (cards the manifest does not name are missing).
    Files(Vec<(Card, Handle<Image>, String)>),
}

/// Why a manifest could not be read at all.
#[derive(Debug)]
pub struct PackError(String);

impl std::fmt::Display for PackError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PackError {}

/// Reads a manifest into a pack, asking `load` for each image it names (the asset server's handle in the game,
/// a placeholder for `--packs`): the one reading of a manifest, so both see the same pack.
fn read_manifest(
    text: &str,
    path: &str,
    load: &mut dyn FnMut(&str) -> Result<Handle<Image>, String>,
) -> Result<CardPack, String> {
    let manifest: Manifest = ron::from_str(text)
        .map_err(|e| t!("pack-unreadable", path = path, error = e.to_string()))?;
    let mut problems = Vec::new();
    // The decks the manifest names (an unknown name is a problem, not a reason to leave the pack out).
    let declared: Option<Vec<Deck>> = (!manifest.decks.is_empty()).then(|| {
        manifest
            .decks
            .iter()
            .filter_map(|name| {
                let deck = Deck::ALL.into_iter().find(|d| d.name() == name);
                if deck.is_none() {
                    problems.push(t!("pack-not-a-deck", path = path, name = name));
                }
                deck
            })
            .collect()
    });
    let suits = match manifest.suits.as_deref() {
        None => SuitStyle::French,
        Some(name) => SuitStyle::ALL
            .into_iter()
            .find(|s| s.code() == name)
            .unwrap_or_else(|| {
                problems.push(t!("pack-not-suits", path = path, name = name));
                SuitStyle::French
            }),
    };
    let required = declared.as_ref().map_or(CardSet::FULL, |d| {
        d.iter().fold(CardSet::EMPTY, |all, d| all | d.cards())
    });
    let mut image = |file: &str, _: &mut ()| -> Handle<Image> {
        match load(file) {
            Ok(handle) => handle,
            Err(e) => {
                problems.push(t!(
                    "pack-bad-image-path",
                    path = path,
                    file = file,
                    error = e
                ));
                Handle::default()
            }
        }
    };
    let load_context = &mut ();
    let faces = |spec: FacesSpec,
                 load_context: &mut (),
                 problems: &mut Vec<String>,
                 image: &mut dyn FnMut(&str, &mut ()) -> Handle<Image>|
     -> Option<PackFaces> {
        match spec {
            FacesSpec::Sheet {
                image: file,
                columns,
                rows,
            } => {
                if (columns, rows) != (13, 4) {
                    problems.push(t!(
                        "pack-bad-sheet",
                        path = path,
                        columns = columns,
                        rows = rows
                    ));
                    return None;
                }
                Some(PackFaces::Sheet {
                    image: image(&file, load_context),
                    file,
                })
            }
            FacesSpec::Files(files) => {
                let mut named = Vec::new();
                for (key, file) in files {
                    match key.parse::<Card>() {
                        Ok(card) => named.push((card, image(&file, load_context), file)),
                        Err(_) => problems.push(t!("pack-not-a-card", path = path, key = &key)),
                    }
                }
                let given: CardSet = named.iter().map(|(c, ..)| *c).collect();
                // Only the cards of the decks it covers must be there.
                let missing = required - given;
                if !missing.is_empty() {
                    let names: Vec<String> = missing.iter().map(|c| c.to_string()).collect();
                    problems.push(t!("pack-no-image", path = path, cards = names.join(" ")));
                }
                Some(PackFaces::Files(named))
            }
        }
    };
    let mut manifest_problems = Vec::new();
    let main = faces(
        manifest.faces,
        load_context,
        &mut manifest_problems,
        &mut image,
    );
    let four = manifest
        .four_colour_faces
        .and_then(|spec| faces(spec, load_context, &mut manifest_problems, &mut image));
    let backs = manifest
        .backs
        .into_iter()
        .map(|b| {
            let handle = image(&b.image, load_context);
            (b.name, handle, b.image)
        })
        .collect::<Vec<_>>();
    if backs.is_empty() {
        manifest_problems.push(t!("pack-no-backs", path = path));
    }
    problems.extend(manifest_problems);
    // Without a list, a pack covers every deck its faces complete (a sheet has all 52).
    let decks = declared.unwrap_or_else(|| match &main {
        Some(PackFaces::Files(named)) => {
            let given: CardSet = named.iter().map(|(c, ..)| *c).collect();
            Deck::ALL
                .into_iter()
                .filter(|d| d.cards() - given == CardSet::EMPTY)
                .collect()
        }
        _ => Deck::ALL.to_vec(),
    });
    Ok(CardPack {
        name: manifest.name,
        author: manifest.author,
        licence: manifest.licence,
        card_size: UVec2::new(manifest.card_size.0, manifest.card_size.1),
        decks,
        suits,
        faces: main,
        four_colour: four,
        backs,
        problems,
        path: path.to_string(),
    })
}

/// Reads `pack.ron` manifests.
#[derive(TypePath, Default)]
pub struct PackLoader;

impl AssetLoader for PackLoader {
    type Asset = CardPack;
    type Settings = ();
    type Error = PackError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<CardPack, PackError> {
        let path = load_context.path().to_string();
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .await
            .map_err(|e| PackError(t!("pack-unreadable", path = &path, error = e.to_string())))?;
        let text = std::str::from_utf8(&bytes)
            .map_err(|_| PackError(t!("pack-not-text", path = &path)))?;
        read_manifest(text, &path, &mut |file: &str| {
            // Paths are relative to the pack's folder.
            load_context
                .path()
                .resolve_embed_str(file)
                .map(|resolved| load_context.load(resolved))
                .map_err(|e| e.to_string())
        })
        .map_err(PackError)
    }

    fn extensions(&self) -> &[&str] {
        // The manifest is `pack.ron`, whose extension is just "ron"; the game has no other RON assets.
        &["ron"]
    }
}

fn find_player_packs(mut commands: Commands, server: Res<AssetServer>, folder: Res<PacksFolder>) {
    let mut found = PlayerPacks::default();
    if let Some(folder) = &folder.0
        && let Ok(entries) = std::fs::read_dir(folder)
    {
        let mut names: Vec<String> = entries
            .flatten()
            .filter(|e| e.path().join("pack.ron").is_file())
            .filter_map(|e| e.file_name().to_str().map(String::from))
            .collect();
        names.sort();
        for name in names {
            let path = format!("user://{name}/pack.ron");
            info!("card pack found: {}", folder.join(&name).display());
            found.packs.push((path.clone(), server.load(path)));
        }
    }
    commands.insert_resource(found);
}

/// Progress of the card packs: the shipped ones count once bevy_asset_loader has them (it goes on to the title
/// by itself if they fail), each player's pack once it has loaded or failed, images included.
fn track_player_packs(
    packs: Option<Res<PlayerPacks>>,
    shipped: Option<Res<ShippedPacks>>,
    server: Res<AssetServer>,
) -> Progress {
    let shipped = shipped.is_some() as u32;
    let Some(packs) = packs else {
        return Progress {
            done: shipped,
            total: 2,
        };
    };
    let done = packs
        .packs
        .iter()
        .filter(|(_, h)| {
            let state = server.get_recursive_dependency_load_state(h);
            !matches!(
                state,
                Some(bevy::asset::RecursiveDependencyLoadState::Loading)
                    | Some(bevy::asset::RecursiveDependencyLoadState::NotLoaded)
            )
        })
        .count() as u32;
    Progress {
        done: done + shipped,
        total: packs.packs.len() as u32 + 1,
    }
}

/// One card image: a whole image, or a cell of a sprite sheet.
#[derive(Clone, Debug)]
pub struct CardImage {
    /// The image.
    pub image: Handle<Image>,
    /// The cell, for a sheet.
    pub atlas: Option<TextureAtlas>,
}

/// A pack ready to draw: every face and back resolved, gaps filled from the Classic pack.
#[derive(Clone, Debug)]
pub struct PackArt {
    /// The pack's name.
    pub name: String,
    /// Who made it.
    pub author: String,
    /// Under what licence.
    pub licence: String,
    /// Faces by card index; `None` is drawn in code.
    pub faces: Vec<Option<CardImage>>,
    /// Four-colour faces, if the pack has them.
    pub four_colour: Option<Vec<Option<CardImage>>>,
    /// Backs with their names.
    pub backs: Vec<Back>,
    /// The decks the pack covers; the others' missing faces come from the Classic art.
    pub decks: Vec<Deck>,
    /// What could not be used, and why.
    pub problems: Vec<String>,
    /// The faces carry their index in the top-right corner (an installed deck like Oxygen): the person's hand
    /// overlaps the other way, each card over the next, so every index shows.
    pub index_right: bool,
    /// The suits the faces show (a German-suited deck's acorns for clubs): every word and symbol follows them.
    pub suits: SuitStyle,
}

impl PackArt {
    /// Whether the pack draws `deck`'s cards. A French pack draws any deck, its missing faces filled from the
    /// Classic art; a German- or Swiss-suited one only the decks it covers, since its acorns beside Classic's
    /// clubs would be two suits.
    pub fn draws(&self, deck: Deck) -> bool {
        self.suits == SuitStyle::French || self.decks.contains(&deck)
    }
}

/// A card back.
#[derive(Clone, Debug)]
pub struct Back {
    /// Its name in the settings.
    pub name: String,
    /// Its image.
    pub image: CardImage,
}

/// Every usable card pack, the Classic one first.
#[derive(Resource, Clone, Debug, Default)]
pub struct CardArt {
    /// The packs.
    pub packs: Vec<PackArt>,
    /// The deck the game on the table is played with (none away from the table).
    pub in_play: Option<Deck>,
    /// The packs found that cannot be used, by the name they would be chosen by, with the reason: a chosen pack
    /// among them is explained, not called "not installed".
    pub refused: Vec<(String, String)>,
}

impl CardArt {
    /// The pack of this name.
    pub fn pack(&self, name: &str) -> Option<&PackArt> {
        self.packs.iter().find(|p| p.name == name)
    }

    /// The pack `by` places after `name` in the list (before it when negative), wrapping round.
    pub fn next_pack(&self, name: &str, by: i32) -> String {
        let n = self.packs.len().max(1) as i32;
        let i = self.packs.iter().position(|p| p.name == name);
        let next = i.map_or(0, |i| (i as i32 + by).rem_euclid(n) as usize);
        self.packs
            .get(next)
            .map_or(DEFAULT_PACK.to_string(), |p| p.name.clone())
    }

    /// Whether the chosen pack's faces carry their index top-right ([`PackArt::index_right`]).
    pub fn index_right(&self, settings: &Settings) -> bool {
        self.chosen(settings).is_some_and(|p| p.index_right)
    }

    /// The pack the cards are drawn in: the chosen one, unless it cannot draw the deck in play (a German deck
    /// for Hearts), then the default one.
    fn chosen(&self, settings: &Settings) -> Option<&PackArt> {
        self.pack(&settings.pack)
            .filter(|p| self.in_play.is_none_or(|deck| p.draws(deck)))
            .or_else(|| self.fallback())
    }

    /// The chosen pack's name, when it cannot draw the deck in play and the fallback stands in for it (a 32-card
    /// German deck at Hearts).
    pub fn stood_in_for(&self, settings: &Settings) -> Option<String> {
        let deck = self.in_play?;
        let chosen = self.pack(&settings.pack).filter(|p| !p.draws(deck))?;
        Some(shown_name(&chosen.name))
    }

    /// The pack drawn when the chosen one cannot be: the default pack ([`DEFAULT_PACK`]), else the first (Classic).
    pub fn fallback(&self) -> Option<&PackArt> {
        self.pack(super::settings::DEFAULT_PACK)
            .or(self.packs.first())
    }

    /// The fallback pack's name as the settings show it, for the messages that say it is used.
    pub fn fallback_name(&self) -> String {
        self.fallback()
            .map_or(String::new(), |p| shown_name(&p.name))
    }

    /// Why the pack of this name cannot be used, if it was found and refused.
    pub fn refusal(&self, name: &str) -> Option<&str> {
        self.refused
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, why)| why.as_str())
    }

    /// The name of the back the cards are drawn with, as the settings show it.
    pub fn back_name(&self, settings: &Settings) -> Option<String> {
        let pack = self.chosen(settings)?;
        let back = pack.backs.get(settings.back).or(pack.backs.first())?;
        Some(shown_name(&back.name))
    }

    /// The suits the cards are drawn in now.
    pub fn suits(&self, settings: &Settings) -> SuitStyle {
        self.chosen(settings).map_or(SuitStyle::French, |p| p.suits)
    }

    /// The image of `card`'s face with the player's settings, if there is art for it.
    pub fn face(&self, settings: &Settings, card: Card) -> Option<CardImage> {
        let pack = self.chosen(settings)?;
        let faces = match (&pack.four_colour, settings.four_colour) {
            (Some(four), true) => four,
            _ => &pack.faces,
        };
        faces.get(card.index()).cloned().flatten()
    }

    /// The chosen back.
    pub fn back(&self, settings: &Settings) -> Option<CardImage> {
        let pack = self.chosen(settings)?;
        pack.backs
            .get(settings.back)
            .or(pack.backs.first())
            .map(|b| b.image.clone())
    }
}

/// What is known of an image a manifest names: the game asks its asset server, `--packs` reads the file's
/// header. Both go through the same check ([`resolve_own`], [`verdict`]), so they agree on every pack.
pub trait ImageFacts {
    /// The image's size in pixels, or why it cannot be used (in the player's words).
    fn size(&self, handle: &Handle<Image>, file: &str) -> Result<UVec2, ImageTrouble>;
}

/// Why an image cannot be used.
#[derive(Clone, Debug)]
pub enum ImageTrouble {
    /// The file is missing or does not decode: the reason.
    Failed(String),
    /// It has not loaded.
    NotLoaded,
}

/// The game's images, as its asset server has them.
struct LoadedImages<'a> {
    server: &'a AssetServer,
    images: &'a Assets<Image>,
}

impl ImageFacts for LoadedImages<'_> {
    fn size(&self, handle: &Handle<Image>, _: &str) -> Result<UVec2, ImageTrouble> {
        match self.server.get_load_state(handle) {
            Some(LoadState::Failed(e)) => {
                let why = reason(&e.to_string());
                // The same words as `--packs` for a file that is not there.
                Err(ImageTrouble::Failed(if why.starts_with("Path not found") {
                    t!("pack-image-missing")
                } else {
                    why
                }))
            }
            Some(LoadState::Loaded) => self
                .images
                .get(handle)
                .map(|image| image.size())
                .ok_or(ImageTrouble::NotLoaded),
            _ => Err(ImageTrouble::NotLoaded),
        }
    }
}

/// The images of a pack folder on disk, for `--packs`: their sizes from the PNG header, without decoding.
pub struct FilesOnDisk(pub std::path::PathBuf);

impl ImageFacts for FilesOnDisk {
    fn size(&self, _: &Handle<Image>, file: &str) -> Result<UVec2, ImageTrouble> {
        use std::io::Read;
        let path = self.0.join(file);
        let mut head = [0u8; 24];
        std::fs::File::open(&path)
            .and_then(|mut f| f.read_exact(&mut head))
            .map_err(|e| {
                ImageTrouble::Failed(if e.kind() == std::io::ErrorKind::NotFound {
                    t!("pack-image-missing")
                } else {
                    e.to_string()
                })
            })?;
        if &head[..8] != b"\x89PNG\r\n\x1a\n" || &head[12..16] != b"IHDR" {
            return Err(ImageTrouble::Failed(t!("pack-image-not-png")));
        }
        let word =
            |at: usize| u32::from_be_bytes([head[at], head[at + 1], head[at + 2], head[at + 3]]);
        Ok(UVec2::new(word(16), word(20)))
    }
}

/// Why an image cannot be used: not loaded, or not the size the manifest says.
fn image_problem(
    facts: &dyn ImageFacts,
    handle: &Handle<Image>,
    want: UVec2,
    file: &str,
    pack_path: &str,
) -> Option<String> {
    let folder = pack_path.trim_end_matches("pack.ron");
    let size = match facts.size(handle, file) {
        Ok(size) => size,
        Err(ImageTrouble::Failed(error)) => {
            return Some(t!(
                "pack-image-failed",
                file = format!("{folder}{file}"),
                error = error
            ));
        }
        Err(ImageTrouble::NotLoaded) => {
            return Some(t!(
                "pack-image-not-loaded",
                file = format!("{folder}{file}")
            ));
        }
    };
    (size != want).then(|| {
        t!(
            "pack-image-size",
            file = format!("{folder}{file}"),
            width = size.x,
            height = size.y,
            want_width = want.x,
            want_height = want.y
        )
    })
}

/// Resolves a pack's faces into one image per card, noting every one that cannot be used.
fn resolve_faces(
    faces: &PackFaces,
    pack: &CardPack,
    facts: &dyn ImageFacts,
    layouts: &mut Option<&mut Assets<TextureAtlasLayout>>,
    problems: &mut Vec<String>,
) -> Vec<Option<CardImage>> {
    let size = pack.card_size;
    match faces {
        PackFaces::Sheet { image, file } => {
            if let Some(problem) =
                image_problem(facts, image, size * UVec2::new(13, 4), file, &pack.path)
            {
                problems.push(problem);
                return vec![None; 52];
            }
            let layout = layouts.as_mut().map_or_else(Handle::default, |layouts| {
                layouts.add(TextureAtlasLayout::from_grid(size, 13, 4, None, None))
            });
            // Row = suit (clubs, diamonds, hearts, spades), column = rank (2 to A): the card's own index.
            (0..52)
                .map(|index| {
                    Some(CardImage {
                        image: image.clone(),
                        atlas: Some(TextureAtlas {
                            layout: layout.clone(),
                            index,
                        }),
                    })
                })
                .collect()
        }
        PackFaces::Files(files) => {
            let mut out = vec![None; 52];
            for (card, handle, file) in files {
                match image_problem(facts, handle, size, file, &pack.path) {
                    Some(problem) => problems.push(problem),
                    None => {
                        out[card.index()] = Some(CardImage {
                            image: handle.clone(),
                            atlas: None,
                        })
                    }
                }
            }
            out
        }
    }
}

/// Turns a read pack into art the table can draw from its own images alone, noting each image that cannot be
/// used: the first half of the one check of a pack, the game's and `--packs`'.
pub fn resolve_own(
    pack: &CardPack,
    facts: &dyn ImageFacts,
    mut layouts: Option<&mut Assets<TextureAtlasLayout>>,
) -> PackArt {
    let mut problems = pack.problems.clone();
    let faces = match &pack.faces {
        Some(faces) => resolve_faces(faces, pack, facts, &mut layouts, &mut problems),
        None => vec![None; 52],
    };
    let four_colour = pack
        .four_colour
        .as_ref()
        .map(|f| resolve_faces(f, pack, facts, &mut layouts, &mut problems));
    let mut backs = Vec::new();
    for (name, handle, file) in &pack.backs {
        match image_problem(facts, handle, pack.card_size, file, &pack.path) {
            Some(problem) => problems.push(problem),
            None => backs.push(Back {
                name: name.clone(),
                image: CardImage {
                    image: handle.clone(),
                    atlas: None,
                },
            }),
        }
    }
    PackArt {
        name: pack.name.clone(),
        author: pack.author.clone(),
        licence: pack.licence.clone(),
        faces,
        four_colour,
        backs,
        decks: pack.decks.clone(),
        problems,
        index_right: false,
        suits: pack.suits,
    }
}

/// The faces of the decks `art` covers that it cannot draw.
fn missing_faces(art: &PackArt) -> Vec<Card> {
    let required = art
        .decks
        .iter()
        .fold(CardSet::EMPTY, |all, d| all | d.cards());
    (0..52)
        .filter(|&i| art.faces[i].is_none())
        .filter_map(Card::from_index)
        .filter(|&c| required.contains(c))
        .collect()
}

/// The second half of the one check of a pack, the game's and `--packs`' alike: whether a pack resolved from its
/// own images is offered, or why not. It is refused when another pack before it has its name (`taken`: that
/// pack's words), or when it can draw no face of the decks it covers (a missing or wrongly sized sheet): then
/// its problems are the reason. Otherwise it is offered, with its problems told, its gaps filled from Classic.
pub fn verdict(art: &PackArt, taken: Option<&str>) -> Result<(), String> {
    if let Some(other) = taken {
        return Err(t!("pack-name-taken-by", other = other));
    }
    let required = art
        .decks
        .iter()
        .fold(CardSet::EMPTY, |all, d| all | d.cards());
    if !required.is_empty() && missing_faces(art).len() == required.len() {
        return Err(if art.problems.is_empty() {
            t!("pack-no-faces")
        } else {
            art.problems.join("; ")
        });
    }
    Ok(())
}

/// Fills an offered pack's gaps from `fallback` (Classic), noting them: faces of decks the pack does not cover
/// without a word, a face missing from a deck it covers as a problem.
fn fill_from(art: &mut PackArt, fallback: &PackArt) {
    let missing: Vec<String> = missing_faces(art).iter().map(|c| c.to_string()).collect();
    for (i, face) in art.faces.iter_mut().enumerate() {
        if face.is_none() {
            *face = fallback.faces[i].clone();
        }
    }
    if !missing.is_empty() {
        art.problems.push(t!(
            "pack-fallback-faces",
            pack = &fallback.name,
            cards = missing.join(" ")
        ));
    }
    if art.backs.is_empty() {
        art.backs = fallback.backs.clone();
        art.problems
            .push(t!("pack-fallback-backs", pack = &fallback.name));
    }
}

/// An asset loading error as players read it: the loader's own message, without Bevy's wrapping or backtrace.
fn reason(error: &str) -> String {
    let first = error.lines().next().unwrap_or_default();
    match first.find("' with asset loader '") {
        Some(at) => first[at..]
            .split_once("': ")
            .map_or(first, |(_, why)| why)
            .to_string(),
        None => first.to_string(),
    }
}

/// Builds [`CardArt`] from every pack once loading is over, and tells the player about broken packs.
#[allow(clippy::too_many_arguments)]
fn assemble_card_art(
    folder: Option<Res<PacksFolder>>,
    mut commands: Commands,
    shipped: Option<Res<ShippedPacks>>,
    player: Option<Res<PlayerPacks>>,
    packs: Res<Assets<CardPack>>,
    images: Res<Assets<Image>>,
    server: Res<AssetServer>,
    mut layouts: ResMut<Assets<TextureAtlasLayout>>,
    mut notices: ResMut<Notices>,
    settings: Option<Res<Settings>>,
) {
    let mut art = CardArt::default();
    let mut handles: Vec<(String, Handle<CardPack>)> = Vec::new();
    match &shipped {
        Some(shipped) => handles.extend(
            shipped
                .packs
                .iter()
                .map(|h| (h.path().map_or(String::new(), |p| p.to_string()), h.clone())),
        ),
        None => notices.add(t!("pack-shipped-failed")),
    }
    if let Some(player) = &player {
        handles.extend(player.packs.iter().cloned());
    }
    // The Classic pack first: it is what every other pack falls back on.
    handles.sort_by_key(|(path, _)| !path.contains("cards/classic/"));
    for (path, handle) in handles {
        let Some(pack) = packs.get(&handle) else {
            let why = match server.get_load_state(&handle) {
                // The loader's message only: the rest is Bevy's wrapping and a backtrace, for the log.
                Some(LoadState::Failed(e)) => reason(&e.to_string()),
                _ => t!("pack-did-not-load"),
            };
            notices.add(where_on_disk(
                &t!("pack-cannot-be-used", path = &path, why = why),
                folder.as_deref(),
            ));
            continue;
        };
        let facts = LoadedImages {
            server: &server,
            images: &images,
        };
        let mut resolved = resolve_own(pack, &facts, Some(&mut layouts));
        for problem in &mut resolved.problems {
            *problem = where_on_disk(problem, folder.as_deref());
        }
        let taken = art.pack(&pack.name).map(|p| p.name.clone());
        if let Err(why) = verdict(&resolved, taken.as_deref()) {
            notices.add(where_on_disk(
                &t!("pack-cannot-be-used", path = &path, why = why.clone()),
                folder.as_deref(),
            ));
            if taken.is_none() {
                art.refused.push((pack.name.clone(), why));
            }
            continue;
        }
        if let Some(classic) = art.packs.first() {
            fill_from(&mut resolved, classic);
        }
        if !resolved.problems.is_empty() {
            notices.add(t!(
                "pack-has-problems",
                name = &resolved.name,
                problems = resolved.problems.join("; ")
            ));
        }
        art.packs.push(resolved);
    }
    // The pack the player chose cannot be used now (its manifest or sheet broken since): say so at the title.
    if let Some(settings) = settings
        && let Some(why) = art.refusal(&settings.pack)
    {
        notices.add(t!(
            "pack-chosen-refused",
            name = &settings.pack,
            why = why,
            fallback = art.fallback_name()
        ));
    }
    commands.insert_resource(art);
}

/// Gives every whole-image face and back smaller copies of itself (mipmaps), so a large face drawn small (an
/// opponent's fan, a pile, a preview) is filtered instead of sampled to a shimmer: Bevy loads a PNG with its full
/// size only. Sheets keep one level, since their smaller copies would blend neighbouring cards at the edges.
fn give_faces_mipmaps(art: Option<Res<CardArt>>, mut images: ResMut<Assets<Image>>) {
    let Some(art) = art else { return };
    let mut done = std::collections::HashSet::new();
    let whole = art.packs.iter().flat_map(|pack| {
        let faces = pack.faces.iter().chain(pack.four_colour.iter().flatten());
        faces
            .flatten()
            .chain(pack.backs.iter().map(|b| &b.image))
            .filter(|card| card.atlas.is_none())
            .map(|card| card.image.id())
    });
    for id in whole {
        if done.insert(id)
            && let Some(mut image) = images.get_mut(id)
        {
            add_mipmaps(&mut image);
        }
    }
}

/// Adds the mip levels to an 8-bit RGBA image, each half the size of the one before, averaged with each pixel's
/// colour weighted by its alpha (so transparent corners do not darken the edge), and a sampler that blends
/// between them. Returns whether it did: other formats and images with levels already are left as they are.
pub fn add_mipmaps(image: &mut Image) -> bool {
    use bevy::image::{ImageSampler, ImageSamplerDescriptor};
    use bevy::render::render_resource::TextureFormat;
    let format = image.texture_descriptor.format;
    if image.texture_descriptor.mip_level_count > 1
        || !matches!(
            format,
            TextureFormat::Rgba8UnormSrgb | TextureFormat::Rgba8Unorm
        )
    {
        return false;
    }
    let (mut w, mut h) = (image.width() as usize, image.height() as usize);
    let Some(data) = image.data.take() else {
        return false;
    };
    if data.len() != w * h * 4 {
        image.data = Some(data);
        return false;
    }
    let mut levels = vec![data];
    while w > 1 || h > 1 {
        let (nw, nh) = ((w / 2).max(1), (h / 2).max(1));
        let above = &levels[levels.len() - 1];
        let mut next = vec![0u8; nw * nh * 4];
        for y in 0..nh {
            for x in 0..nw {
                let mut sum = [0u32; 4];
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let i = ((2 * y + dy).min(h - 1) * w + (2 * x + dx).min(w - 1)) * 4;
                    let a = above[i + 3] as u32;
                    for c in 0..3 {
                        sum[c] += above[i + c] as u32 * a;
                    }
                    sum[3] += a;
                }
                let o = (y * nw + x) * 4;
                for c in 0..3 {
                    // A wholly transparent square stays black: nothing of it shows.
                    next[o + c] = sum[c].checked_div(sum[3]).unwrap_or(0) as u8;
                }
                next[o + 3] = (sum[3] / 4) as u8;
            }
        }
        levels.push(next);
        (w, h) = (nw, nh);
    }
    image.texture_descriptor.mip_level_count = levels.len() as u32;
    image.data = Some(levels.concat());
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor::linear());
    true
}

/// Keeps [`CardArt::in_play`] to the game on the table and the words' suits ([`set_suit_style`]) to the pack
/// the cards are drawn in; the art changes (and the cards repaint) only when one of them does.
fn follow_deck_in_play(
    mut art: ResMut<CardArt>,
    settings: Res<Settings>,
    table: Option<Res<crate::app::state::table::Table>>,
) {
    let in_play = table.map(|t| Deck::of(t.game.kind()));
    if art.in_play != in_play {
        art.in_play = in_play;
    }
    let suits = art.suits(&settings);
    if suits != suit_style() {
        set_suit_style(suits);
    }
}

/// A message with `user://` paths written as the folder on disk the player put the pack in.
fn where_on_disk(message: &str, folder: Option<&PacksFolder>) -> String {
    match folder.and_then(|f| f.0.as_ref()) {
        Some(dir) => message.replace("user://", &format!("{}/", dir.display())),
        None => message.to_string(),
    }
}

/// The row of sample cards in the settings panel, in the chosen pack.
#[derive(Component)]
pub struct PackPreview;

/// The chosen pack's author and licence in the settings panel.
#[derive(Component)]
pub struct PackCredit;

const PREVIEW: [&str; 5] = ["AS", "KH", "QD", "JC", "TD"];

/// Shows the chosen pack's cards in the settings panel whenever the panel opens or the choice changes.
fn fill_pack_previews(
    mut commands: Commands,
    art: Res<CardArt>,
    settings: Res<Settings>,
    previews: Query<(Entity, Ref<PackPreview>)>,
    mut credits: Query<&mut Text, With<PackCredit>>,
) {
    for (preview, added) in &previews {
        // A deck drawn for the chosen size changes the art under the same setting.
        if !added.is_added() && !settings.is_changed() && !art.is_changed() {
            continue;
        }
        commands.entity(preview).despawn_related::<Children>();
        let mut cards: Vec<Option<CardImage>> = PREVIEW
            .iter()
            .filter_map(|name| name.parse::<Card>().ok())
            .map(|card| art.face(&settings, card))
            .collect();
        cards.push(art.back(&settings));
        for image in cards.into_iter().flatten() {
            let node = match image.atlas {
                Some(atlas) => ImageNode::from_atlas_image(image.image, atlas),
                None => ImageNode::new(image.image),
            };
            commands.spawn((
                node,
                Node {
                    width: px(72),
                    height: px(100),
                    ..default()
                },
                ChildOf(preview),
            ));
        }
        let fallback = art.fallback_name();
        let credit = art
            .pack(&settings.pack)
            .map(|p| {
                let decks: Vec<String> = p.decks.iter().map(|d| d.words()).collect();
                let mut line = t!(
                    "pack-credit",
                    name = &p.name,
                    author = shown_author(&p.author),
                    licence = &p.licence,
                    decks = if decks.is_empty() {
                        t!("pack-no-complete-deck")
                    } else {
                        decks.join(", ")
                    }
                );
                if p.suits != SuitStyle::French {
                    line.push('\n');
                    line.push_str(&super::i18n::suit_style_words(p.suits));
                }
                // Swiss cards print no index on their Under, Ober and King: a fanned hand hides their suit.
                if p.suits == SuitStyle::Swiss {
                    line.push('\n');
                    line.push_str(&t!("pack-swiss-no-index"));
                }
                if let Some(deck) = art.in_play.filter(|&deck| !p.draws(deck)) {
                    line.push('\n');
                    line.push_str(&t!(
                        "pack-not-for-this-game",
                        decks = decks.join(", "),
                        deck = deck.words(),
                        fallback = &fallback
                    ));
                }
                if !p.problems.is_empty() {
                    line.push('\n');
                    line.push_str(&t!("pack-problems", problems = p.problems.join("; ")));
                }
                line
            })
            .unwrap_or_else(|| match art.refusal(&settings.pack) {
                Some(why) => t!(
                    "pack-chosen-refused",
                    name = &settings.pack,
                    why = why,
                    fallback = &fallback
                ),
                None => t!(
                    "pack-not-installed",
                    name = &settings.pack,
                    fallback = &fallback
                ),
            });
        for mut text in &mut credits {
            text.0.clone_from(&credit);
        }
    }
}

/// A pack's author line in the player's language: the roles a shipped pack's credit names ("Adrian Kennard
/// (designs), Letele Motebang (SVG package)") are translated; the names, and a player's own pack's words, stay.
pub fn shown_author(author: &str) -> String {
    author
        .replace("(designs)", &format!("({})", t!("pack-role-designs")))
        .replace(
            "(SVG package)",
            &format!("({})", t!("pack-role-svg-package")),
        )
}

/// A shipped pack's or back's name in the player's language; a player's own pack keeps the name its manifest
/// gives (`docs/modding.md`).
pub fn shown_name(name: &str) -> String {
    match name {
        "Classic" => t!("pack-classic"),
        "Jumbo" => t!("pack-jumbo"),
        "Blue lattice" => t!("back-blue-lattice"),
        "Burgundy rings" => t!("back-burgundy-rings"),
        "Green rings" => t!("back-green-rings"),
        "Navy diamonds" => t!("back-navy-diamonds"),
        "Burgundy diamonds" => t!("back-burgundy-diamonds"),
        "Black lattice" => t!("back-black-lattice"),
        "Red lattice" => t!("back-red-lattice"),
        // An installed deck has one back, its own.
        "" => t!("back-own"),
        other => other.to_string(),
    }
}
