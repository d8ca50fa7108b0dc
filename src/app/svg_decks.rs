//! Finds the card decks a Linux player already has installed and renders single cards from them.
//!
//! Where decks come from: KDE's card games (`carddecks/`), GNOME Aisleriot (`aisleriot/cards/`) and a folder of the
//! player's own.
//!
//! Two id conventions exist and both are read:
//! - KDE (`carddecks/svg-*/index.desktop` + `.svgz`): rank first, `1_club`, `10_heart`, `queen_spade`, `back`.
//!   A card is the element's own box, stretched to the size of the `back` element (what libkdegames does).
//! - Aisleriot (`aisleriot/cards/*.svgz`): suit first, `club_1`, `heart_10`, `spade_queen`, `back`.
//!   The sheet is a 13 × 5 grid (ace..king across, clubs, diamonds, hearts, spades down, the back at column 2 of
//!   row 4) and a card is its grid cell (what Aisleriot does), so art that spills over a cell edge is cut the same way.
//!
//! Nothing here knows about Bevy: [`LoadedDeck::render`] hands back straight (not premultiplied) sRGB RGBA8 bytes.
//! Parsing a deck takes tens to hundreds of milliseconds, so load a deck once, off the frame loop, and render each
//! card once per size.

use std::collections::{HashMap, HashSet};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use super::i18n::SuitStyle;
use resvg::tiny_skia;
use resvg::usvg;
use usvg::roxmltree;

/// A card's rank: 2..=10 as themselves, 11 jack, 12 queen, 13 king, 14 ace.
pub type Rank = u8;

/// The lowest rank of the 32-card French (piquet) deck: 7, 8, 9, 10, J, Q, K, A.
pub const FRENCH_32_LOWEST: Rank = 7;

/// A card's suit, in the order both deck formats use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Suit {
    /// Clubs (♣).
    Clubs,
    /// Diamonds (♦).
    Diamonds,
    /// Hearts (♥).
    Hearts,
    /// Spades (♠).
    Spades,
}

impl Suit {
    /// Every suit, clubs first.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit at `index` 0..4 (clubs, diamonds, hearts, spades), or `None` past the end.
    pub fn from_index(index: usize) -> Option<Suit> {
        Suit::ALL.get(index).copied()
    }

    /// The suit's word in SVG ids (the same in both conventions).
    fn word(self) -> &'static str {
        match self {
            Suit::Clubs => "club",
            Suit::Diamonds => "diamond",
            Suit::Hearts => "heart",
            Suit::Spades => "spade",
        }
    }

    /// The suit's row in an Aisleriot sheet.
    fn row(self) -> usize {
        self as usize
    }
}

/// Where a deck was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckSource {
    /// A KDE card deck (`carddecks/svg-*`), as used by KPatience, Lskat and friends.
    Kde,
    /// A GNOME Aisleriot card theme (`aisleriot/cards/*.svgz`).
    Aisleriot,
    /// A file or folder in the player's own deck folder.
    Player,
}

/// Which element ids a deck uses for its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdStyle {
    /// Rank first: `1_club`, `queen_heart`.
    Kde,
    /// Suit first: `club_1`, `heart_queen`.
    Aisleriot,
}

/// How many of the faces a deck draws (it always has a back, or it is refused).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coverage {
    /// All 52 faces.
    Full52,
    /// Only the 32 faces 7..A of each suit.
    French32,
}

/// What the quick check of a deck found when the deck can be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Usable {
    /// The faces the deck draws.
    pub coverage: Coverage,
    /// The id convention its cards use.
    pub id_style: IdStyle,
    /// Whether the file draws `<text>`: such a deck needs the system fonts, which load (once) with it.
    pub uses_text: bool,
    /// Face ids the deck lacks (empty for [`Coverage::Full52`]), for telling the player.
    pub missing: Vec<String>,
}

/// A deck found on disk.
#[derive(Clone, Debug)]
pub struct SvgDeck {
    /// The name to show the player.
    pub name: String,
    /// Where it was found.
    pub source: DeckSource,
    /// The SVG or SVGZ file (for a refused non-SVG theme, the file or folder that was found).
    pub path: PathBuf,
    /// `Ok` when the file is well-formed XML with a back and at least the 32 French faces, else why it is not offered.
    pub status: Result<Usable, String>,
    /// The deck of the same name in a later data folder that this one hides (the player's own copy in
    /// `~/.local/share` of a deck in `/usr/share`), to say so.
    pub replaces: Option<PathBuf>,
}

impl SvgDeck {
    /// The suits the deck draws. Both formats name every card by the French suits, so a German- or Swiss-suited
    /// deck says what it is only in its name or file ("XSkat German", `swiss-xvii.svgz`): such a deck draws acorns
    /// for clubs, bells for diamonds, hearts (Swiss: roses) for hearts and leaves (Swiss: shields) for spades.
    /// A player's own deck is taken as German or Swiss the same way, by a word in its name or file name.
    pub fn suits(&self) -> SuitStyle {
        // The file's and its folder's names only: a player's home folder may be called anything.
        let last = |p: Option<&Path>| {
            p.and_then(|p| p.file_name())
                .map_or(String::new(), |n| n.to_string_lossy().into_owned())
        };
        suits_named(&format!(
            "{} {} {}",
            self.name,
            last(Some(&self.path)),
            last(self.path.parent())
        ))
    }

    /// The decks of the game it can draw: a French deck every deck its faces cover; a German or Swiss one only
    /// the 32-card deck (7 to A), the one those packs are printed for, since their 2 to 6 are not real cards of it.
    pub fn covers(&self, usable: &Usable) -> Vec<super::cards::Deck> {
        use super::cards::Deck;
        match (self.suits(), usable.coverage) {
            (SuitStyle::French, Coverage::Full52) => vec![Deck::French52, Deck::French32],
            _ => vec![Deck::French32],
        }
    }
}

/// The suits a deck's name or file name says it draws: German or Swiss by a word players use for them, else French.
pub fn suits_named(name: &str) -> SuitStyle {
    let name = name.to_lowercase();
    let any = |words: &[&str]| words.iter().any(|w| name.contains(w));
    if any(&["swiss", "schweiz", "suisse", "jass"]) {
        SuitStyle::Swiss
    } else if any(&[
        "german",
        "deutsch",
        "bavarian",
        "bayer",
        "schafkopf",
        "franconian",
        "fränkisch",
        "salzburg",
    ]) {
        SuitStyle::German
    } else {
        SuitStyle::French
    }
}

/// A decompressed deck larger than this is refused rather than read (the biggest installed one is about 11 MB).
const MAX_SVG_BYTES: u64 = 64 * 1024 * 1024;

/// The tallest card [`LoadedDeck::render`] will draw, to keep a bad argument from asking for gigabytes.
pub const MAX_CARD_HEIGHT_PX: u32 = 4096;

/// Ids Aisleriot tries for a back when there is no `back` (KDE decks in its importer); the first found is used.
const BACK_IDS: [&str; 4] = ["back", "back_c1", "blue_back", "red_back"];

/// Prefix of the ids given to the `<use>` elements added for cards that sit in `<defs>` or a hidden layer.
const SHOWN_ID_PREFIX: &str = "wendellhead-shown-";

/// The XDG data directories to look in, most important first: `$XDG_DATA_HOME` (default `~/.local/share`), then
/// each of `$XDG_DATA_DIRS` (default `/usr/local/share:/usr/share`). None on Windows, where KDE's and Aisleriot's
/// decks are never installed (a deck in the player's own packs folder is still found).
pub fn xdg_data_dirs() -> Vec<PathBuf> {
    if cfg!(windows) {
        return Vec::new();
    }
    // The spec says relative paths in these variables are invalid and must be ignored.
    let absolute = |p: PathBuf| p.is_absolute().then_some(p);
    let mut dirs = Vec::new();
    let home = std::env::var_os("XDG_DATA_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .and_then(absolute)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|h| PathBuf::from(h).join(".local/share"))
        });
    dirs.extend(home);
    let system = std::env::var_os("XDG_DATA_DIRS")
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| "/usr/local/share:/usr/share".into());
    for dir in std::env::split_paths(&system) {
        if let Some(dir) = absolute(dir)
            && !dirs.contains(&dir)
        {
            dirs.push(dir);
        }
    }
    dirs
}

/// Lists every deck in `data_dirs` (KDE's `carddecks/svg-*` and Aisleriot's `aisleriot/cards`) and in the player's
/// own folder, each with whether it can be used.
///
/// Earlier directories win when two hold the same deck, as in KDE and Aisleriot. This reads and XML-parses every
/// deck (about 25 ms for a 1 MB deck), so call it off the frame loop; rendering problems only show in
/// [`LoadedDeck::load`].
pub fn find_decks(data_dirs: &[PathBuf], player_folder: Option<&Path>) -> Vec<SvgDeck> {
    let mut kde = Vec::new();
    let mut seen_kde = HashSet::new();
    let mut aisleriot = Vec::new();
    let mut seen_aisleriot = HashSet::new();
    for dir in data_dirs {
        for folder in sorted_entries(&dir.join("carddecks")) {
            let Some(folder_name) = folder.file_name().map(|n| n.to_string_lossy().into_owned())
            else {
                continue;
            };
            if !folder.is_dir() {
                continue;
            }
            // A folder of the same name in an earlier data folder hides this one, as it does in KDE.
            if !seen_kde.insert(folder_name.clone()) {
                if let Some(earlier) = kde.iter_mut().find(|d: &&mut SvgDeck| {
                    d.path.parent().and_then(|p| p.file_name()) == Some(folder_name.as_ref())
                        || d.path.file_name() == Some(folder_name.as_ref())
                }) {
                    earlier.replaces.get_or_insert(folder.clone());
                }
                continue;
            }
            // KDE only reads folders named svg*; other folders (old PNG decks, `decks` of backs) are not decks.
            if folder_name.starts_with("svg") {
                kde.extend(kde_folder_deck(&folder, DeckSource::Kde));
            } else if folder.join("index.desktop").is_file() {
                kde.push(SvgDeck {
                    name: folder_name,
                    source: DeckSource::Kde,
                    path: folder,
                    status: Err("not an SVG deck".into()),
                    replaces: None,
                });
            }
        }
        for file in sorted_entries(&dir.join("aisleriot/cards")) {
            let Some(file_name) = file.file_name().map(|n| n.to_string_lossy().into_owned()) else {
                continue;
            };
            if !file.is_file() {
                continue;
            }
            if !seen_aisleriot.insert(file_name.clone()) {
                if let Some(earlier) = aisleriot
                    .iter_mut()
                    .find(|d: &&mut SvgDeck| d.path.file_name() == Some(file_name.as_ref()))
                {
                    earlier.replaces.get_or_insert(file.clone());
                }
                continue;
            }
            let status = if is_svg_name(&file) {
                check_deck(&file)
            } else if has_extension(&file, &["png", "jpg", "jpeg", "gif", "bmp", "card-theme"]) {
                // Older Aisleriot versions shipped fixed-size bitmap themes beside the SVG ones.
                Err("not an SVG deck".into())
            } else {
                continue;
            };
            aisleriot.push(SvgDeck {
                name: display_name(&file),
                source: DeckSource::Aisleriot,
                path: file,
                status,
                replaces: None,
            });
        }
    }
    let mut player = Vec::new();
    if let Some(folder) = player_folder {
        for entry in sorted_entries(folder) {
            if entry.is_dir() {
                if entry.join("index.desktop").is_file() {
                    player.extend(kde_folder_deck(&entry, DeckSource::Player));
                }
            } else if is_svg_name(&entry) {
                player.push(SvgDeck {
                    name: display_name(&entry),
                    source: DeckSource::Player,
                    status: check_deck(&entry),
                    path: entry,
                    replaces: None,
                });
            }
        }
    }
    let by_name = |a: &SvgDeck, b: &SvgDeck| a.name.to_lowercase().cmp(&b.name.to_lowercase());
    kde.sort_by(by_name);
    aisleriot.sort_by(by_name);
    player.sort_by(by_name);
    kde.into_iter().chain(aisleriot).chain(player).collect()
}

/// Reads and XML-parses one deck file and checks its card ids, without building the render tree.
pub fn check_deck(path: &Path) -> Result<Usable, String> {
    let text = read_svg_text(path)?;
    let doc = parse_xml(&text)?;
    Ok(analyse(&doc)?.usable)
}

/// A deck parsed once and ready to render any of its cards at any size.
pub struct LoadedDeck {
    tree: usvg::Tree,
    usable: Usable,
    /// Each card's place in the tree and the rectangle (canvas units) that becomes the whole image.
    cards: HashMap<CardKey, PlacedCard>,
    /// Width over height of every rendered card.
    aspect: f32,
    parse_time: Duration,
}

/// A face, or the back when `None`.
type CardKey = Option<(Rank, Suit)>;

struct PlacedCard {
    /// Child indices from the tree's root to the card's node.
    path: Vec<usize>,
    /// The absolute transform of the node's parent, which the node's own transform is applied after.
    parent_ts: usvg::Transform,
    /// The part of the canvas the card image shows.
    source: usvg::Rect,
}

impl LoadedDeck {
    /// Reads, parses and lays out a deck file (`.svg` or gzip-compressed `.svgz`), or says why it cannot be used.
    pub fn load(path: &Path) -> Result<Self, String> {
        let started = Instant::now();
        let text = read_svg_text(path)?;
        // usvg and resvg are not expected to panic, but a player's file is untrusted input and a deck must never take
        // the game down (this only helps where panics unwind).
        std::panic::catch_unwind(|| Self::from_text(&text, started))
            .unwrap_or_else(|_| Err("the SVG renderer crashed on this file".into()))
    }

    fn from_text(text: &str, started: Instant) -> Result<Self, String> {
        let doc = parse_xml(text)?;
        let analysis = analyse(&doc)?;
        let options = usvg_options(analysis.usable.uses_text);
        // Cards kept in <defs> or in a hidden layer are drawn by KDE but dropped by usvg, so show them via <use>.
        let tree = if analysis.hidden.is_empty() {
            usvg::Tree::from_xmltree(&doc, &options)
        } else {
            let shown = show_hidden(text, &doc, &analysis.hidden);
            let doc = parse_xml(&shown)?;
            usvg::Tree::from_xmltree(&doc, &options)
        }
        .map_err(|e| format!("the SVG does not parse: {e}"))?;
        let (cards, aspect) = place_cards(&tree, &analysis)?;
        Ok(LoadedDeck {
            tree,
            usable: analysis.usable,
            cards,
            aspect,
            parse_time: started.elapsed(),
        })
    }

    /// What the deck covers and how it is built.
    pub fn usable(&self) -> &Usable {
        &self.usable
    }

    /// Whether the deck draws all 52 faces.
    pub fn covers_52(&self) -> bool {
        self.usable.coverage == Coverage::Full52
    }

    /// Whether the deck draws the 32 faces 7..A of each suit (true for every loaded deck, since others are refused).
    pub fn covers_32(&self) -> bool {
        matches!(self.usable.coverage, Coverage::Full52 | Coverage::French32)
    }

    /// Whether the deck can draw this card (`None` is the back, which every loaded deck has).
    pub fn has(&self, card: Option<(Rank, Suit)>) -> bool {
        self.cards.contains_key(&card)
    }

    /// Width over height of the deck's cards (every card renders with this shape).
    pub fn aspect(&self) -> f32 {
        self.aspect
    }

    /// The image size, in pixels, that [`LoadedDeck::render`] produces for a card `height_px` tall.
    pub fn size_for_height(&self, height_px: u32) -> (u32, u32) {
        let width = (height_px as f32 * self.aspect).round().max(1.0) as u32;
        (width, height_px)
    }

    /// How long reading, decompressing and parsing the file took.
    pub fn parse_time(&self) -> Duration {
        self.parse_time
    }

    /// Renders one face (`Some((rank, suit))`, rank 2..=14 with 14 the ace) or the back (`None`) `height_px` tall, as
    /// `(width, height, pixels)` with straight-alpha sRGB RGBA8 pixels, rows top to bottom.
    pub fn render(
        &self,
        card: Option<(Rank, Suit)>,
        height_px: u32,
    ) -> Result<(u32, u32, Vec<u8>), String> {
        let pixmap = self.render_pixmap(card, height_px)?;
        let (width, height) = (pixmap.width(), pixmap.height());
        let mut rgba = Vec::with_capacity(pixmap.data().len());
        for pixel in pixmap.pixels() {
            let c = pixel.demultiply();
            rgba.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
        }
        Ok((width, height, rgba))
    }

    /// Renders like [`LoadedDeck::render`] but keeps tiny-skia's premultiplied pixmap (handy for saving PNGs).
    pub fn render_pixmap(
        &self,
        card: Option<(Rank, Suit)>,
        height_px: u32,
    ) -> Result<tiny_skia::Pixmap, String> {
        if let Some((rank, _)) = card
            && !(2..=14).contains(&rank)
        {
            return Err(format!("rank {rank} is not 2..=14"));
        }
        if height_px == 0 || height_px > MAX_CARD_HEIGHT_PX {
            return Err(format!(
                "a card {height_px} px tall is not 1..={MAX_CARD_HEIGHT_PX} px"
            ));
        }
        let name = card_label(card);
        let placed = self
            .cards
            .get(&card)
            .ok_or_else(|| format!("this deck has no {name}"))?;
        let node = node_at(self.tree.root(), &placed.path)
            .ok_or_else(|| format!("{name} vanished from the tree"))?;
        let (width, height) = self.size_for_height(height_px);
        let mut pixmap = tiny_skia::Pixmap::new(width, height)
            .ok_or_else(|| format!("cannot make a {width}×{height} image"))?;
        let src = placed.source;
        let (sx, sy) = (width as f32 / src.width(), height as f32 / src.height());
        let to_image = usvg::Transform::from_row(sx, 0.0, 0.0, sy, -src.x() * sx, -src.y() * sy);
        // resvg::render_node draws the node with its own transform but not its ancestors', and shifts it so its layer
        // box starts at the origin; undo that shift and put the ancestors' transform back.
        let layer = node
            .abs_layer_bounding_box()
            .ok_or_else(|| format!("{name} draws nothing"))?;
        let ts = to_image
            .pre_concat(placed.parent_ts)
            .pre_translate(layer.x(), layer.y());
        let drawn = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            resvg::render_node(node, ts, &mut pixmap.as_mut())
        }))
        .map_err(|_| format!("the SVG renderer crashed drawing {name}"))?;
        if drawn.is_none() || pixmap.pixels().iter().all(|p| p.alpha() == 0) {
            return Err(format!("{name} renders blank"));
        }
        Ok(pixmap)
    }
}

/// What [`analyse`] learns from the XML.
struct Analysis {
    usable: Usable,
    back_id: &'static str,
    /// Card ids whose element sits in `<defs>`/`<symbol>` or under a `display: none` ancestor.
    hidden: Vec<String>,
}

/// Checks that the document is an SVG with a back and at least the French 32 faces, in either id convention.
fn analyse(doc: &roxmltree::Document) -> Result<Analysis, String> {
    let root = doc.root_element();
    if root.tag_name().name() != "svg" {
        return Err(format!(
            "not an SVG document (its root is <{}>)",
            root.tag_name().name()
        ));
    }
    let mut ids: HashMap<&str, roxmltree::Node> = HashMap::new();
    let mut uses_text = false;
    for node in doc.descendants().filter(|n| n.is_element()) {
        if let Some(id) = node.attribute("id") {
            ids.entry(id).or_insert(node);
        }
        uses_text |= node.tag_name().name() == "text";
    }
    let count = |style| {
        all_faces()
            .filter(|&card| ids.contains_key(face_id(style, card).as_str()))
            .count()
    };
    let (kde, aisleriot) = (count(IdStyle::Kde), count(IdStyle::Aisleriot));
    if kde == 0 && aisleriot == 0 {
        return Err(
            "no card ids (neither KDE's 1_club, queen_heart… nor Aisleriot's club_1, heart_queen…)"
                .into(),
        );
    }
    let id_style = if aisleriot > kde {
        IdStyle::Aisleriot
    } else {
        IdStyle::Kde
    };
    let back_id = BACK_IDS
        .into_iter()
        .find(|id| ids.contains_key(id))
        .ok_or("no back")?;
    let missing_faces: Vec<(Rank, Suit)> = all_faces()
        .filter(|&card| !ids.contains_key(face_id(id_style, card).as_str()))
        .collect();
    let missing: Vec<String> = missing_faces
        .iter()
        .map(|&c| face_id(id_style, c))
        .collect();
    let coverage = if missing.is_empty() {
        Coverage::Full52
    } else if missing_faces
        .iter()
        .all(|&(rank, _)| rank < FRENCH_32_LOWEST)
    {
        Coverage::French32
    } else {
        let needed: Vec<&String> = missing_faces
            .iter()
            .zip(&missing)
            .filter(|((rank, _), _)| *rank >= FRENCH_32_LOWEST)
            .map(|(_, id)| id)
            .collect();
        return Err(missing_list(&needed));
    };
    let mut hidden = Vec::new();
    let present = all_faces()
        .filter(|card| !missing_faces.contains(card))
        .map(|card| face_id(id_style, card))
        .chain([back_id.to_string()]);
    for id in present {
        if ids.get(id.as_str()).is_some_and(|node| is_hidden(*node)) {
            hidden.push(id);
        }
    }
    Ok(Analysis {
        usable: Usable {
            coverage,
            id_style,
            uses_text,
            missing,
        },
        back_id,
        hidden,
    })
}

/// "no 7_club", or "no 7_club, 8_club and 3 more".
fn missing_list(ids: &[&String]) -> String {
    const SHOWN: usize = 6;
    let shown: Vec<&str> = ids.iter().take(SHOWN).map(|s| s.as_str()).collect();
    let mut text = format!("no {}", shown.join(", "));
    if ids.len() > SHOWN {
        text.push_str(&format!(" and {} more", ids.len() - SHOWN));
    }
    text
}

/// Whether usvg would leave this element out of the render tree though KDE's renderer draws it by id.
fn is_hidden(node: roxmltree::Node) -> bool {
    node.ancestors()
        .skip(1)
        .filter(|n| n.is_element())
        .any(|n| {
            matches!(n.tag_name().name(), "defs" | "symbol")
                || n.attribute("display").is_some_and(|d| d.trim() == "none")
                || n.attribute("style").is_some_and(|style| {
                    style.split(';').any(|decl| {
                        let mut kv = decl.splitn(2, ':');
                        kv.next().map(str::trim) == Some("display")
                            && kv.next().map(str::trim) == Some("none")
                    })
                })
        })
}

/// Returns `text` with a `<use>` per hidden card added at the end of the root, each inside `<g>`s carrying its
/// ancestors' transforms so it lands where KDE would draw it.
fn show_hidden(text: &str, doc: &roxmltree::Document, hidden: &[String]) -> String {
    let mut extra = String::new();
    for id in hidden {
        let Some(node) = doc
            .descendants()
            .find(|n| n.attribute("id") == Some(id.as_str()))
        else {
            continue;
        };
        let transforms: Vec<&str> = node
            .ancestors()
            .skip(1)
            .filter(|n| n.is_element() && *n != doc.root_element())
            .filter_map(|n| n.attribute("transform"))
            .collect();
        for ts in transforms.iter().rev() {
            extra.push_str(&format!("<g transform=\"{}\">", xml_escape(ts)));
        }
        extra.push_str(&format!(
            "<use href=\"#{id}\" id=\"{SHOWN_ID_PREFIX}{id}\"/>"
        ));
        extra.push_str(&"</g>".repeat(transforms.len()));
    }
    let end = doc.root_element().range().end;
    let close = text[..end].rfind("</").unwrap_or(end);
    // The namespace keeps the additions SVG in files that spell every element `svg:…` with no default namespace.
    format!(
        "{}<g xmlns=\"http://www.w3.org/2000/svg\">{}</g>{}",
        &text[..close],
        extra,
        &text[close..]
    )
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('"', "&quot;")
}

/// Finds every card's node, decides which rectangle of the canvas each card shows, and checks the result is sane.
fn place_cards(
    tree: &usvg::Tree,
    analysis: &Analysis,
) -> Result<(HashMap<CardKey, PlacedCard>, f32), String> {
    let style = analysis.usable.id_style;
    let mut wanted: HashMap<String, CardKey> = HashMap::new();
    for card in all_faces() {
        let id = face_id(style, card);
        if !analysis.usable.missing.contains(&id) {
            wanted.insert(id, Some(card));
        }
    }
    wanted.insert(analysis.back_id.to_string(), None);
    for id in &analysis.hidden {
        if let Some(card) = wanted.remove(id) {
            wanted.insert(format!("{SHOWN_ID_PREFIX}{id}"), card);
        }
    }
    let mut found = HashMap::new();
    collect_nodes(tree.root(), &mut Vec::new(), &wanted, &mut found);

    let mut boxes: HashMap<CardKey, (Vec<usize>, usvg::Transform, usvg::Rect)> = HashMap::new();
    for (id, card) in &wanted {
        let name = card_label(*card);
        let (path, parent_ts) = found.remove(id).ok_or_else(|| {
            format!("{name} is not drawn (it may sit in a clip path, mask or pattern)")
        })?;
        let node =
            node_at(tree.root(), &path).ok_or_else(|| format!("{name} vanished from the tree"))?;
        let bbox = node_box(node, parent_ts).ok_or_else(|| format!("{name} draws nothing"))?;
        boxes.insert(*card, (path, parent_ts, bbox));
    }

    // Aisleriot sheets are a 13 × 5 grid whose cells are the cards; use the cells when the cards sit in them.
    let size = tree.size();
    let (cell_w, cell_h) = (size.width() / 13.0, size.height() / 5.0);
    let cell = |card: CardKey| {
        let (col, row) = match card {
            Some((rank, suit)) => (if rank == 14 { 0 } else { rank as usize - 1 }, suit.row()),
            None => (2, 4),
        };
        usvg::Rect::from_xywh(col as f32 * cell_w, row as f32 * cell_h, cell_w, cell_h)
    };
    let in_cell = |card: CardKey, b: &usvg::Rect| {
        cell(card).is_some_and(|c| {
            let (x, y) = (b.x() + b.width() / 2.0, b.y() + b.height() / 2.0);
            x >= c.left() && x <= c.right() && y >= c.top() && y <= c.bottom()
        })
    };
    let grid = style == IdStyle::Aisleriot && {
        let fitting = boxes
            .iter()
            .filter(|(card, (_, _, b))| in_cell(**card, b))
            .count();
        fitting * 10 >= boxes.len() * 9
    };

    let back_box = boxes[&None].2;
    // Some sheets (Tango, Tango Nuevo) draw each card a little smaller than its cell, in the cell's top-left corner;
    // trim every cell by the back's margins so cards have no transparent strip (art spilling past the frame is cut).
    let inset = match cell(None) {
        Some(c) if grid && in_cell(None, &back_box) => {
            let margins = [
                back_box.left() - c.left(),
                back_box.top() - c.top(),
                c.right() - back_box.right(),
                c.bottom() - back_box.bottom(),
            ]
            .map(|m| m.max(0.0));
            let small =
                margins[0] + margins[2] < 0.1 * cell_w && margins[1] + margins[3] < 0.1 * cell_h;
            if small { margins } else { [0.0; 4] }
        }
        _ => [0.0; 4],
    };
    let trimmed = |c: usvg::Rect| {
        usvg::Rect::from_ltrb(
            c.left() + inset[0],
            c.top() + inset[1],
            c.right() - inset[2],
            c.bottom() - inset[3],
        )
    };
    let (ref_w, ref_h) = if grid {
        (cell_w - inset[0] - inset[2], cell_h - inset[1] - inset[3])
    } else {
        (back_box.width(), back_box.height())
    };
    let aspect = ref_w / ref_h;
    let mut cards = HashMap::new();
    for (card, (path, parent_ts, bbox)) in boxes {
        let source = match cell(card).and_then(trimmed) {
            Some(c) if grid && in_cell(card, &bbox) => c,
            _ => bbox,
        };
        // A box far from the deck's card shape means stray art in the card's group: the crop would be wrong.
        let card_aspect = source.width() / source.height();
        if !grid && (card_aspect / aspect - 1.0).abs() > 0.15 {
            return Err(format!(
                "{} is {:.0}×{:.0} but the back is {:.0}×{:.0}: the deck's layout is not understood",
                card_label(card),
                source.width(),
                source.height(),
                ref_w,
                ref_h
            ));
        }
        cards.insert(
            card,
            PlacedCard {
                path,
                parent_ts,
                source,
            },
        );
    }
    Ok((cards, aspect))
}

/// Records, for each wanted id, the child-index path to its node and its parent's absolute transform.
fn collect_nodes(
    group: &usvg::Group,
    path: &mut Vec<usize>,
    wanted: &HashMap<String, CardKey>,
    found: &mut HashMap<String, (Vec<usize>, usvg::Transform)>,
) {
    for (i, child) in group.children().iter().enumerate() {
        path.push(i);
        let id = child.id();
        if !id.is_empty() && wanted.contains_key(id) && !found.contains_key(id) {
            found.insert(id.to_string(), (path.clone(), group.abs_transform()));
        }
        if let usvg::Node::Group(g) = child {
            collect_nodes(g, path, wanted, found);
        }
        path.pop();
    }
}

fn node_at<'a>(root: &'a usvg::Group, path: &[usize]) -> Option<&'a usvg::Node> {
    let (last, parents) = path.split_last()?;
    let mut group = root;
    for &i in parents {
        match group.children().get(i)? {
            usvg::Node::Group(g) => group = g,
            _ => return None,
        }
    }
    group.children().get(*last)
}

/// The canvas box of what a node paints (stroke included), given its parent's absolute transform.
///
/// usvg 0.45's own boxes are not usable for this: `abs_bounding_box` applies an image's placement twice, and the
/// layer box counts every empty group as a 1×1 square at its origin (several KDE decks have such groups), so this
/// walks the geometry itself, honouring clip paths and masks.
fn node_box(node: &usvg::Node, parent_ts: usvg::Transform) -> Option<usvg::Rect> {
    match node {
        usvg::Node::Group(g) => group_box(g, parent_ts),
        usvg::Node::Path(p) => {
            if !p.is_visible() || (p.fill().is_none() && p.stroke().is_none()) {
                return None;
            }
            p.stroke_bounding_box().transform(parent_ts)
        }
        usvg::Node::Image(image) => {
            if !image.is_visible() {
                return None;
            }
            image.size().to_rect(0.0, 0.0)?.transform(parent_ts)
        }
        usvg::Node::Text(text) => group_box(text.flattened(), parent_ts),
    }
}

fn group_box(g: &usvg::Group, parent_ts: usvg::Transform) -> Option<usvg::Rect> {
    if g.opacity().get() == 0.0 {
        return None;
    }
    let ts = parent_ts.pre_concat(g.transform());
    let mut bbox = children_box(g, ts)?;
    if let Some(clip) = g.clip_path() {
        bbox = bbox.intersect(&children_box(clip.root(), ts.pre_concat(clip.transform()))?)?;
    }
    if let Some(mask) = g.mask() {
        bbox = bbox.intersect(&mask.rect().to_rect().transform(ts)?)?;
    }
    Some(bbox)
}

fn children_box(g: &usvg::Group, ts: usvg::Transform) -> Option<usvg::Rect> {
    g.children()
        .iter()
        .filter_map(|child| node_box(child, ts))
        .reduce(|a, b| {
            usvg::Rect::from_ltrb(
                a.left().min(b.left()),
                a.top().min(b.top()),
                a.right().max(b.right()),
                a.bottom().max(b.bottom()),
            )
            .unwrap_or(a)
        })
}

/// usvg options for deck files: embedded (data: URL) images only, and the system fonts only when text is drawn.
fn usvg_options(uses_text: bool) -> usvg::Options<'static> {
    let mut options = usvg::Options {
        // A deck is one self-contained file; never let it make us read other files on the player's disk.
        image_href_resolver: usvg::ImageHrefResolver {
            resolve_data: usvg::ImageHrefResolver::default_data_resolver(),
            resolve_string: Box::new(|_, _| None),
        },
        ..usvg::Options::default()
    };
    if uses_text {
        options.fontdb = system_fonts();
    }
    options
}

/// The system fonts, scanned once on first use (some decks draw their indices or jokers with `<text>`).
fn system_fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = usvg::fontdb::Database::new();
            db.load_system_fonts();
            Arc::new(db)
        })
        .clone()
}

/// Reads a `.svg`, or a `.svgz` (recognised by its gzip header, not its name), as UTF-8 text.
fn read_svg_text(path: &Path) -> Result<String, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("cannot open: {e}"))?;
    let mut raw = Vec::new();
    file.take(MAX_SVG_BYTES + 1)
        .read_to_end(&mut raw)
        .map_err(|e| format!("cannot read: {e}"))?;
    let bytes = if raw.starts_with(&[0x1f, 0x8b]) {
        let mut unpacked = Vec::with_capacity(raw.len() * 4);
        flate2::read::GzDecoder::new(raw.as_slice())
            .take(MAX_SVG_BYTES + 1)
            .read_to_end(&mut unpacked)
            .map_err(|e| format!("broken gzip data: {e}"))?;
        unpacked
    } else {
        raw
    };
    if bytes.len() as u64 > MAX_SVG_BYTES {
        return Err(format!("larger than {} MB", MAX_SVG_BYTES / 1024 / 1024));
    }
    String::from_utf8(bytes).map_err(|_| "not an SVG (not UTF-8 text)".into())
}

fn parse_xml(text: &str) -> Result<roxmltree::Document<'_>, String> {
    // The same options usvg uses: Inkscape files often carry a DOCTYPE with entities.
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    roxmltree::Document::parse_with_options(text, options)
        .map_err(|e| format!("not valid XML: {e}"))
}

/// A KDE-style deck folder: `index.desktop` names the deck and its SVG file.
fn kde_folder_deck(folder: &Path, source: DeckSource) -> Option<SvgDeck> {
    let index = std::fs::read_to_string(folder.join("index.desktop")).ok()?;
    let name = desktop_entry(&index, "KDE Backdeck", "Name");
    let svg = desktop_entry(&index, "KDE Backdeck", "SVG");
    let fallback = folder
        .file_name()?
        .to_string_lossy()
        .trim_start_matches("svg-")
        .to_string();
    let name = name.unwrap_or(fallback);
    let (path, status) = match svg {
        None => (folder.to_path_buf(), Err("not an SVG deck".into())),
        Some(svg) => {
            let path = folder.join(&svg);
            let status = if path.is_file() {
                check_deck(&path)
            } else {
                Err(format!("its SVG file {svg} is missing"))
            };
            (path, status)
        }
    };
    Some(SvgDeck {
        name,
        source,
        path,
        status,
        replaces: None,
    })
}

/// The untranslated value of `key` in `[group]` of a desktop-entry file.
fn desktop_entry(text: &str, group: &str, key: &str) -> Option<String> {
    let mut in_group = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            in_group = line == format!("[{group}]");
        } else if in_group
            && let Some((k, v)) = line.split_once('=')
            && k.trim() == key
            && !v.trim().is_empty()
        {
            return Some(v.trim().to_string());
        }
    }
    None
}

/// Aisleriot's name for a theme file: the stem up to the first dot, `_`/`-` as spaces, each word capitalised
/// (`anglo_modern_4_color.svgz` → "Anglo Modern 4 Color").
pub fn display_name(path: &Path) -> String {
    let file = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = file.split('.').next().unwrap_or_default();
    let spaced: String = stem
        .chars()
        .map(|c| {
            if matches!(c, '_' | '-' | '|' | '>' | '<') {
                ' '
            } else {
                c
            }
        })
        .collect();
    spaced
        .split_whitespace()
        .map(|word| {
            let mut chars = word.chars();
            chars
                .next()
                .map(|first| first.to_uppercase().chain(chars).collect::<String>())
                .unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn sorted_entries(dir: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    entries.sort();
    entries
}

fn has_extension(path: &Path, extensions: &[&str]) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| extensions.iter().any(|x| e.eq_ignore_ascii_case(x)))
}

fn is_svg_name(path: &Path) -> bool {
    has_extension(path, &["svg", "svgz"])
}

fn all_faces() -> impl Iterator<Item = (Rank, Suit)> {
    Suit::ALL
        .into_iter()
        .flat_map(|suit| (2..=14).map(move |rank| (rank, suit)))
}

/// Whether a deck's cards carry their index in the top-right corner (Oxygen) rather than the top-left, judged
/// from drawn number cards (width, height, RGBA8): the pips are symmetric left to right, so the top corner with
/// clearly more detail (sharp edges of a rank and a suit) than its mirror holds the index. A hand of such a deck
/// overlaps the other way, each card over the next, so every index shows.
pub fn index_on_right(cards: &[(u32, u32, &[u8])]) -> bool {
    let (left, right) = corner_detail(cards);
    right > 1.5 * left
}

/// The detail (summed luminance steps between pixels one above the other) in the corner boxes of `cards`: the
/// top-left and bottom-right ones, and the top-right and bottom-left ones, for [`index_on_right`].
pub fn corner_detail(cards: &[(u32, u32, &[u8])]) -> (f64, f64) {
    let mut left = 0.0_f64;
    let mut right = 0.0_f64;
    for &(w, h, rgba) in cards {
        if w < 16 || h < 16 || rgba.len() < (w * h * 4) as usize {
            continue;
        }
        let luma = |x: u32, y: u32| -> f64 {
            let i = ((y * w + x) * 4) as usize;
            let a = rgba[i + 3] as f64 / 255.0;
            (0.299 * rgba[i] as f64 + 0.587 * rgba[i + 1] as f64 + 0.114 * rgba[i + 2] as f64) * a
        };
        // Steps down the card only: a frame line running down a deck's side (Oxygen's) has none.
        let step = |x: u32, y: u32, dy: i32| (luma(x, (y as i32 + dy) as u32) - luma(x, y)).abs();
        // The corner boxes: 4-16 % across from each side, 2-13 % down (the rank; a deck's ornaments reach
        // into larger boxes). An index and its turned copy lie in opposite corners: top-left with bottom-right,
        // or top-right with bottom-left.
        let (x0, x1) = (w * 4 / 100, w * 16 / 100);
        let (y0, y1) = (h * 2 / 100, h * 13 / 100);
        let mut rows_left = Vec::new();
        let mut rows_right = Vec::new();
        for y in y0..y1 {
            let my = h - 1 - y;
            let (mut l, mut r) = (0.0, 0.0);
            for x in x0..x1 {
                let mx = w - 1 - x;
                l += step(x, y, 1) + step(mx, my, -1);
                r += step(mx, y, 1) + step(x, my, -1);
            }
            rows_left.push(l);
            rows_right.push(r);
        }
        // A frame's straight line across a box shows in a row or two; a glyph in many: the two busiest rows
        // of each count for nothing.
        for (rows, total) in [(&mut rows_left, &mut left), (&mut rows_right, &mut right)] {
            rows.sort_by(|a, b| b.total_cmp(a));
            *total += rows.iter().skip(2).sum::<f64>();
        }
    }
    (left, right)
}

fn rank_word(rank: Rank) -> String {
    match rank {
        11 => "jack".into(),
        12 => "queen".into(),
        13 => "king".into(),
        14 => "1".into(),
        n => n.to_string(),
    }
}

/// The element id of a face in the given convention (`queen_heart` or `heart_queen`).
fn face_id(style: IdStyle, (rank, suit): (Rank, Suit)) -> String {
    match style {
        IdStyle::Kde => format!("{}_{}", rank_word(rank), suit.word()),
        IdStyle::Aisleriot => format!("{}_{}", suit.word(), rank_word(rank)),
    }
}

/// A card's name for messages, e.g. "queen_heart" or "back".
fn card_label(card: CardKey) -> String {
    match card {
        Some(face) => face_id(IdStyle::Kde, face),
        None => "back".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    /// A scratch folder under the system temp dir, removed when dropped.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(tag: &str) -> Self {
            let dir = std::env::temp_dir().join(format!("svg-decks-{tag}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            TempDir(dir)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// A colour per card so a crop that shows a neighbour is caught (the back is index 52).
    fn card_colour(index: usize) -> (u8, u8, u8) {
        (
            (index * 37 % 200 + 40) as u8,
            (index * 91 % 200 + 40) as u8,
            (index * 53 % 200 + 40) as u8,
        )
    }

    fn card_index(card: CardKey) -> usize {
        match card {
            Some((rank, suit)) => suit.row() * 13 + if rank == 14 { 0 } else { rank as usize - 1 },
            None => 52,
        }
    }

    /// How a synthetic deck is built.
    #[derive(Clone, Copy)]
    struct Synth {
        style: IdStyle,
        /// Put the cards in `<defs>` inside a transformed layer, as xskat-german does.
        in_defs: bool,
        /// Put the cards in a transformed layer that is `display: none` (Inkscape's hidden layer).
        hidden_layer: bool,
        back: bool,
    }

    /// An SVG deck of plain 100 × 150 cards, each a solid colour with a thin dark centre bar. Aisleriot-style decks
    /// fill a 13 × 5 grid exactly; KDE-style ones are spaced out, shifted by transforms and carry an empty
    /// far-away group (the usvg layer-box quirk).
    fn synthetic_deck(synth: Synth, omit: &[&str]) -> String {
        let mut cards: Vec<(String, CardKey)> = all_faces()
            .map(|c| (face_id(synth.style, c), Some(c)))
            .collect();
        if synth.back {
            cards.push(("back".into(), None));
        }
        let mut body = String::new();
        for (id, card) in cards.iter().filter(|(id, _)| !omit.contains(&id.as_str())) {
            let i = card_index(*card);
            let (r, g, b) = card_colour(i);
            let (col, row) = if card.is_none() {
                (2, 4)
            } else {
                (i % 13, i / 13)
            };
            let rect = format!(
                "<rect width=\"100\" height=\"150\" fill=\"rgb({r},{g},{b})\"/><rect x=\"45\" y=\"20\" width=\"10\" \
                 height=\"110\" fill=\"#111\"/>"
            );
            body.push_str(&match synth.style {
                IdStyle::Aisleriot => {
                    format!("<g id=\"{id}\" transform=\"translate({},{})\">{rect}</g>", col * 100, row * 150)
                }
                IdStyle::Kde => format!(
                    "<g id=\"{id}\" transform=\"translate({},{})\"><g transform=\"translate(-900,-700)\"/>{rect}</g>",
                    col * 130 + 15,
                    row * 180 + 12
                ),
            });
        }
        let body = if synth.in_defs {
            format!("<g transform=\"translate(7,5)\"><defs>{body}</defs></g>")
        } else if synth.hidden_layer {
            format!("<g style=\"fill:red; display : none\" transform=\"translate(7,5)\">{body}</g>")
        } else {
            body
        };
        format!(
            "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1300\" height=\"750\">{body}</svg>"
        )
    }

    fn gzip(text: &str) -> Vec<u8> {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        encoder.write_all(text.as_bytes()).unwrap();
        encoder.finish().unwrap()
    }

    fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
        let path = dir.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).unwrap();
        }
        std::fs::write(&path, bytes).unwrap();
        path
    }

    /// Every card fills its image exactly: opaque to the edge, in its own colour, with no neighbour showing.
    fn assert_exact_crop(deck: &LoadedDeck, card: CardKey) {
        let (w, h, rgba) = deck.render(card, 150).unwrap();
        assert_eq!((w, h), (100, 150), "{}", card_label(card));
        let (r, g, b) = card_colour(card_index(card));
        let pixel = |x: u32, y: u32| {
            let i = ((y * w + x) * 4) as usize;
            (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
        };
        for (x, y) in [
            (0, 0),
            (w - 1, 0),
            (0, h - 1),
            (w - 1, h - 1),
            (w / 2, 0),
            (0, h / 2),
            (w - 1, h / 2),
        ] {
            let (pr, pg, pb, pa) = pixel(x, y);
            assert_eq!(pa, 255, "{} not opaque at {x},{y}", card_label(card));
            let near = |a: u8, b: u8| a.abs_diff(b) <= 3;
            assert!(
                near(pr, r) && near(pg, g) && near(pb, b),
                "{} at {x},{y} is {pr},{pg},{pb}, expected {r},{g},{b}",
                card_label(card)
            );
        }
        assert_eq!(
            pixel(w / 2, h / 2).0,
            0x11,
            "the centre bar of {} is missing",
            card_label(card)
        );
    }

    /// German and Swiss decks say what they are only by name; they are offered for the 32-card deck alone, since
    /// a real German or Swiss pack has no 2 to 6 (those of an SVG deck are made up and would sit beside French).
    #[test]
    fn german_and_swiss_decks_are_known_by_name_and_cover_the_32_card_deck() {
        use super::super::cards::Deck;
        assert_eq!(
            suits_named("XSkat German german.svgz svg-xskat-german"),
            SuitStyle::German
        );
        assert_eq!(
            suits_named("Swiss Xvii swiss-xvii.svgz cards"),
            SuitStyle::Swiss
        );
        assert_eq!(suits_named("Doppelkopf Deutsches Blatt"), SuitStyle::German);
        for french in [
            "XSkat French french.svgz",
            "Tarocco tarocco.svgz",
            "Castellano",
            "Oxygen",
        ] {
            assert_eq!(suits_named(french), SuitStyle::French, "{french}");
        }
        let usable = Usable {
            coverage: Coverage::Full52,
            id_style: IdStyle::Kde,
            uses_text: false,
            missing: Vec::new(),
        };
        let deck = |name: &str, file: &str| SvgDeck {
            name: name.into(),
            source: DeckSource::Kde,
            path: PathBuf::from(format!("/home/german/carddecks/svg-x/{file}")),
            status: Ok(usable.clone()),
            replaces: None,
        };
        let german = deck("XSkat German", "german.svgz");
        assert_eq!(german.suits(), SuitStyle::German);
        assert_eq!(german.covers(&usable), [Deck::French32]);
        // The player's home folder's name says nothing of the deck.
        let french = deck("Oxygen", "oxygen.svgz");
        assert_eq!(french.suits(), SuitStyle::French);
        assert_eq!(french.covers(&usable), [Deck::French52, Deck::French32]);
    }

    #[test]
    fn synthetic_decks_crop_exactly_in_both_conventions() {
        let dir = TempDir::new("crop");
        for (name, synth) in [
            (
                "grid.svg",
                Synth {
                    style: IdStyle::Aisleriot,
                    in_defs: false,
                    hidden_layer: false,
                    back: true,
                },
            ),
            (
                "kde.svg",
                Synth {
                    style: IdStyle::Kde,
                    in_defs: false,
                    hidden_layer: false,
                    back: true,
                },
            ),
            (
                "kde-defs.svg",
                Synth {
                    style: IdStyle::Kde,
                    in_defs: true,
                    hidden_layer: false,
                    back: true,
                },
            ),
            (
                "kde-hidden-layer.svg",
                Synth {
                    style: IdStyle::Kde,
                    in_defs: false,
                    hidden_layer: true,
                    back: true,
                },
            ),
        ] {
            let path = write(&dir.0, name, synthetic_deck(synth, &[]).as_bytes());
            let deck = LoadedDeck::load(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(deck.covers_52() && deck.covers_32(), "{name}");
            assert_eq!(deck.usable().id_style, synth.style, "{name}");
            assert!(
                (deck.aspect() - 100.0 / 150.0).abs() < 1e-3,
                "{name}: aspect {}",
                deck.aspect()
            );
            for card in all_faces().map(Some).chain([None]) {
                assert_exact_crop(&deck, card);
            }
        }
    }

    #[test]
    fn svgz_and_french_32_decks_load() {
        let dir = TempDir::new("svgz");
        let kde = Synth {
            style: IdStyle::Kde,
            in_defs: false,
            hidden_layer: false,
            back: true,
        };
        let low: Vec<String> = all_faces()
            .filter(|c| c.0 < 7)
            .map(|c| face_id(IdStyle::Kde, c))
            .collect();
        let low: Vec<&str> = low.iter().map(String::as_str).collect();
        let path = write(&dir.0, "piquet.svgz", &gzip(&synthetic_deck(kde, &low)));
        let usable = check_deck(&path).unwrap();
        assert_eq!(usable.coverage, Coverage::French32);
        assert_eq!(usable.missing.len(), 20);
        let deck = LoadedDeck::load(&path).unwrap();
        assert!(deck.covers_32() && !deck.covers_52());
        assert!(
            !deck.has(Some((2, Suit::Clubs))) && deck.has(Some((7, Suit::Clubs))) && deck.has(None)
        );
        assert!(
            deck.render(Some((2, Suit::Clubs)), 100)
                .unwrap_err()
                .contains("no 2_club")
        );
        assert_exact_crop(&deck, Some((14, Suit::Spades)));
        assert!(deck.render(Some((15, Suit::Spades)), 100).is_err());
        assert!(deck.render(None, 0).is_err());
    }

    #[test]
    fn broken_decks_are_refused_with_a_reason() {
        let dir = TempDir::new("broken");
        let kde = Synth {
            style: IdStyle::Kde,
            in_defs: false,
            hidden_layer: false,
            back: true,
        };
        let good = gzip(&synthetic_deck(kde, &[]));
        let cases: Vec<(PathBuf, &str)> = vec![
            (
                write(&dir.0, "truncated.svgz", &good[..good.len() / 2]),
                "broken gzip data",
            ),
            (
                write(
                    &dir.0,
                    "garbage.svgz",
                    &[0xff, 0xfe, 0x00, 0x9c, 0x42, 0x13, 0x37],
                ),
                "not UTF-8",
            ),
            (
                write(&dir.0, "words.svg", b"this is not a deck <svg"),
                "not valid XML",
            ),
            (
                write(&dir.0, "page.svg", b"<html><body/></html>"),
                "not an SVG document",
            ),
            (
                write(
                    &dir.0,
                    "empty.svg",
                    b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
                ),
                "no card ids",
            ),
            (
                write(
                    &dir.0,
                    "no-seven.svg",
                    synthetic_deck(kde, &["7_club"]).as_bytes(),
                ),
                "no 7_club",
            ),
            (
                write(
                    &dir.0,
                    "no-back.svg",
                    synthetic_deck(Synth { back: false, ..kde }, &[]).as_bytes(),
                ),
                "no back",
            ),
        ];
        for (path, reason) in &cases {
            let checked = check_deck(path).unwrap_err();
            assert!(checked.contains(reason), "{}: {checked}", path.display());
            let loaded = LoadedDeck::load(path).err().unwrap();
            assert!(loaded.contains(reason), "{}: {loaded}", path.display());
        }
        // The same files, found as the player's own decks.
        let found = find_decks(&[], Some(&dir.0));
        assert_eq!(found.len(), cases.len());
        for deck in &found {
            assert_eq!(deck.source, DeckSource::Player);
            let reason = cases.iter().find(|(p, _)| *p == deck.path).unwrap().1;
            assert!(
                deck.status.as_ref().unwrap_err().contains(reason),
                "{}: {:?}",
                deck.name,
                deck.status
            );
        }
    }

    #[test]
    fn finds_kde_aisleriot_and_player_decks() {
        let data = TempDir::new("data");
        let home = TempDir::new("home");
        let kde = Synth {
            style: IdStyle::Kde,
            in_defs: false,
            hidden_layer: false,
            back: true,
        };
        let aisle = Synth {
            style: IdStyle::Aisleriot,
            in_defs: false,
            hidden_layer: false,
            back: true,
        };
        write(
            &data.0,
            "carddecks/svg-test/index.desktop",
            b"[KDE Backdeck]\nName=Test Deck\nName[de]=Testdeck\nSVG=test.svgz\nBack=Test\n",
        );
        write(
            &data.0,
            "carddecks/svg-test/test.svgz",
            &gzip(&synthetic_deck(kde, &[])),
        );
        write(
            &data.0,
            "carddecks/svg-lost/index.desktop",
            b"[KDE Backdeck]\nName=Lost\nSVG=gone.svgz\n",
        );
        write(
            &data.0,
            "carddecks/cards-old/index.desktop",
            b"[KDE Cards]\nName=Old\n",
        );
        write(
            &data.0,
            "aisleriot/cards/anglo_modern_4_color.svgz",
            &gzip(&synthetic_deck(aisle, &[])),
        );
        write(&data.0, "aisleriot/cards/bonded.png", b"\x89PNG");
        // A user-installed copy of the same Aisleriot theme shadows the system one.
        write(
            &home.0,
            "aisleriot/cards/anglo_modern_4_color.svgz",
            b"not gzip, not xml",
        );
        let player = TempDir::new("player");
        write(
            &player.0,
            "my_deck.svg",
            synthetic_deck(aisle, &[]).as_bytes(),
        );
        write(
            &player.0,
            "folder/index.desktop",
            b"[KDE Backdeck]\nName=Folder Deck\nSVG=d.svg\n",
        );
        write(
            &player.0,
            "folder/d.svg",
            synthetic_deck(kde, &[]).as_bytes(),
        );
        write(&player.0, "notes.txt", b"ignored");

        let decks = find_decks(&[home.0.clone(), data.0.clone()], Some(&player.0));
        let summary: Vec<(String, DeckSource, bool)> = decks
            .iter()
            .map(|d| (d.name.clone(), d.source, d.status.is_ok()))
            .collect();
        assert_eq!(
            summary,
            vec![
                ("cards-old".into(), DeckSource::Kde, false),
                ("Lost".into(), DeckSource::Kde, false),
                ("Test Deck".into(), DeckSource::Kde, true),
                ("Anglo Modern 4 Color".into(), DeckSource::Aisleriot, false),
                ("Bonded".into(), DeckSource::Aisleriot, false),
                ("Folder Deck".into(), DeckSource::Player, true),
                ("My Deck".into(), DeckSource::Player, true),
            ]
        );
        let reason = |name: &str| {
            decks
                .iter()
                .find(|d| d.name == name)
                .unwrap()
                .status
                .clone()
                .unwrap_err()
        };
        assert_eq!(reason("Bonded"), "not an SVG deck");
        assert_eq!(reason("cards-old"), "not an SVG deck");
        assert!(reason("Lost").contains("gone.svgz is missing"));
        assert!(reason("Anglo Modern 4 Color").contains("not valid XML"));
        assert_eq!(
            display_name(Path::new("/x/guyenne-classic.svgz")),
            "Guyenne Classic"
        );
    }

    #[test]
    fn xdg_dirs_default_and_ignore_relative_paths() {
        // Only checks the shape: the environment belongs to the whole test process.
        let dirs = xdg_data_dirs();
        assert!(dirs.iter().all(|d| d.is_absolute()));
        if std::env::var_os("XDG_DATA_DIRS").is_none() {
            assert!(dirs.ends_with(&[
                PathBuf::from("/usr/local/share"),
                PathBuf::from("/usr/share")
            ]));
        }
    }

    /// The index's corner is judged from the cards: a mark top-right with its turned copy bottom-left is an
    /// index on the right; top-left with bottom-right, or in all four corners, is not; a frame line across a
    /// corner does not count.
    #[test]
    fn a_decks_index_corner_is_judged_from_its_cards() {
        let card = |marks: &[(u32, u32)], line: bool| {
            let (w, h) = (50u32, 80u32);
            let mut rgba = vec![255u8; (w * h * 4) as usize];
            let mut ink = |x: u32, y: u32| {
                let i = ((y * w + x) * 4) as usize;
                rgba[i..i + 3].copy_from_slice(&[0, 0, 0]);
            };
            for &(cx, cy) in marks {
                // A little "glyph": rows of short bars, busy in many rows.
                for y in (cy..cy + 8).step_by(2) {
                    for x in cx..cx + 5 {
                        ink(x, y);
                    }
                }
            }
            if line {
                // A frame's top line across the left corner only.
                for x in 2..20 {
                    ink(x, 4);
                }
            }
            (w, h, rgba)
        };
        let judge = |marks: &[(u32, u32)], line: bool| {
            let (w, h, rgba) = card(marks, line);
            index_on_right(&[(w, h, rgba.as_slice())])
        };
        let (tl, tr, bl, br) = ((3, 2), (42, 2), (3, 70), (42, 70));
        assert!(!judge(&[tl, br], false), "index top-left");
        assert!(judge(&[tr, bl], false), "index top-right");
        assert!(
            judge(&[tr, bl], true),
            "a frame line on the left does not hide it"
        );
        assert!(!judge(&[tl, tr, bl, br], false), "indices in every corner");
        assert!(!judge(&[], true), "no index at all");
    }

    #[test]
    fn loaded_decks_can_move_to_another_thread() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<LoadedDeck>();
    }

    /// The decks of Debian's kdegames-card-data-kf5 and gnome-cards-data, when installed.
    fn installed_decks() -> Option<Vec<SvgDeck>> {
        if !Path::new("/usr/share/carddecks").is_dir() {
            // CI installs them: there, their absence is a failure, not a skip.
            assert!(
                std::env::var_os("WENDELLHEAD_REQUIRE_DECKS").is_none(),
                "/usr/share/carddecks is absent"
            );
            eprintln!(
                "skipped: /usr/share/carddecks is absent (apt-get install kdegames-card-data-kf5 gnome-cards-data)"
            );
            return None;
        }
        Some(find_decks(&[PathBuf::from("/usr/share")], None))
    }

    #[test]
    fn installed_decks_load_with_every_card_or_are_refused() {
        let Some(decks) = installed_decks() else {
            return;
        };
        let mut table = String::from(
            "deck                          source     status                 parse ms  render ms/card (120 px)\n",
        );
        let mut loaded_count = 0;
        let mut index_right = Vec::new();
        for deck in &decks {
            let source = format!("{:?}", deck.source);
            let row = match &deck.status {
                Err(reason) => format!("refused: {reason}"),
                Ok(_) => match LoadedDeck::load(&deck.path) {
                    Err(reason) => format!("refused at load: {reason}"),
                    Ok(loaded) => {
                        loaded_count += 1;
                        let started = Instant::now();
                        let mut sizes = HashSet::new();
                        let cards: Vec<CardKey> = all_faces()
                            .map(Some)
                            .chain([None])
                            .filter(|c| loaded.has(*c))
                            .collect();
                        let mut numbers = Vec::new();
                        for &card in &cards {
                            let (w, h, rgba) = loaded.render(card, 120).unwrap_or_else(|e| {
                                panic!("{}: {}: {e}", deck.name, card_label(card))
                            });
                            if card.is_some_and(|(rank, _)| (2..=10).contains(&rank)) {
                                numbers.push((w, h, rgba.clone()));
                            }
                            assert_eq!(rgba.len(), (w * h * 4) as usize);
                            let opaque = rgba.chunks_exact(4).filter(|p| p[3] > 0).count();
                            assert!(
                                opaque * 4 > (w * h) as usize,
                                "{}: {} is mostly empty",
                                deck.name,
                                card_label(card)
                            );
                            sizes.insert((w, h));
                        }
                        assert_eq!(
                            sizes.len(),
                            1,
                            "{}: cards differ in size: {sizes:?}",
                            deck.name
                        );
                        let per_card =
                            started.elapsed().as_secs_f64() * 1000.0 / cards.len() as f64;
                        let (w, h) = sizes.into_iter().next().unwrap();
                        assert_eq!((w, h), loaded.size_for_height(120), "{}", deck.name);
                        let drawn: Vec<(u32, u32, &[u8])> = numbers
                            .iter()
                            .map(|(w, h, p)| (*w, *h, p.as_slice()))
                            .collect();
                        let right = index_on_right(&drawn);
                        if right {
                            index_right.push(deck.name.clone());
                        }
                        format!(
                            "ok {:?}{} {w}×{h}{}   {:>6.0}  {per_card:>6.1}",
                            loaded.usable().coverage,
                            if loaded.usable().uses_text {
                                " text"
                            } else {
                                ""
                            },
                            if right { " index top-right" } else { "" },
                            loaded.parse_time().as_secs_f64() * 1000.0
                        )
                    }
                },
            };
            table.push_str(&format!("{:<29} {source:<10} {row}\n", deck.name));
        }
        println!("{table}");
        // KDE's three Oxygen decks carry their index top-right, the others top-left or in all corners (seen on
        // their contact sheets).
        index_right.sort();
        assert_eq!(
            index_right,
            ["Oxygen", "Oxygen Air", "Oxygen White"],
            "decks judged to have their index top-right"
        );
        assert!(
            loaded_count > decks.len() / 2,
            "only {loaded_count} of {} decks load",
            decks.len()
        );
    }

    /// Writes `name-queen_heart.png` and `name-back.png` at 300 px for a few decks, to look at:
    /// `cargo test --lib -- --ignored installed_decks_screenshots`.
    #[test]
    #[ignore]
    fn installed_decks_screenshots() {
        let Some(decks) = installed_decks() else {
            return;
        };
        let out = Path::new("/tmp/decks-shots");
        std::fs::create_dir_all(out).unwrap();
        for (name, source) in [
            ("Oxygen", DeckSource::Kde),
            ("Anglo", DeckSource::Aisleriot),
            ("Paris", DeckSource::Aisleriot),
            ("Tango Nuevo", DeckSource::Aisleriot),
            ("XSkat German", DeckSource::Kde),
        ] {
            let Some(deck) = decks.iter().find(|d| d.name == name && d.source == source) else {
                eprintln!("{name} not installed");
                continue;
            };
            let loaded = LoadedDeck::load(&deck.path).unwrap();
            let slug = format!("{:?}-{}", source, name.replace(' ', "-")).to_lowercase();
            for (card, label) in [(Some((12, Suit::Hearts)), "queen_heart"), (None, "back")] {
                let started = Instant::now();
                let pixmap = loaded.render_pixmap(card, 300).unwrap();
                let ms = started.elapsed().as_secs_f64() * 1000.0;
                let file = out.join(format!("{slug}-{label}.png"));
                pixmap.save_png(&file).unwrap();
                println!(
                    "{} ({}×{}, {ms:.1} ms)",
                    file.display(),
                    pixmap.width(),
                    pixmap.height()
                );
            }
        }
    }

    /// Every card of every installed deck on one sheet per deck, for eyeballing crops:
    /// `cargo test --release -- --ignored contact_sheets --nocapture`.
    #[test]
    #[ignore]
    fn contact_sheets() {
        let Some(decks) = installed_decks() else {
            return;
        };
        let out = Path::new("/tmp/decks-shots/sheets");
        std::fs::create_dir_all(out).unwrap();
        for deck in decks.iter().filter(|d| d.status.is_ok()) {
            let Ok(loaded) = LoadedDeck::load(&deck.path) else {
                continue;
            };
            let (w, h) = loaded.size_for_height(120);
            let mut sheet = tiny_skia::Pixmap::new(13 * (w + 4), 5 * (h + 4)).unwrap();
            sheet.fill(tiny_skia::Color::from_rgba8(40, 110, 60, 255));
            for card in all_faces().map(Some).chain([None]) {
                let Ok(image) = loaded.render_pixmap(card, 120) else {
                    continue;
                };
                let i = card_index(card);
                let (col, row) = if card.is_none() {
                    (0, 4)
                } else {
                    (i % 13, i / 13)
                };
                let (x, y) = (
                    (col as u32 * (w + 4) + 2) as i32,
                    (row as u32 * (h + 4) + 2) as i32,
                );
                sheet.draw_pixmap(
                    x,
                    y,
                    image.as_ref(),
                    &Default::default(),
                    Default::default(),
                    None,
                );
            }
            let slug = format!("{:?}-{}", deck.source, deck.name.replace(' ', "-")).to_lowercase();
            sheet.save_png(out.join(format!("{slug}.png"))).unwrap();
        }
    }
}
