//! The real `assets/` headless through the game's own loading state: the shipped card packs (the example mod pack
//! included) and sounds load, and broken player packs (bad RON, missing image, missing cards, wrong size) fall
//! back to the Classic art with messages that name the file.
#![cfg(feature = "app")]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bevy::asset::io::AssetSourceBuilder;
use bevy::asset::{AssetMetaCheck, AssetPlugin};
use bevy::image::{CompressedImageFormats, ImageLoader};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use wendellhead::app::GamePlugin;
use wendellhead::app::cards::{CardArt, PacksFolder, check_pack_folder};
use wendellhead::app::state::Screen;
use wendellhead::app::storage::{Notices, Store};
use wendellhead::app::system_packs::{DeckPlaces, SystemDecks};
use wendellhead::engine::Card;

fn assets() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets")
}

/// A pack's files: name and bytes.
type PackFiles<'a> = &'a [(&'a str, &'a [u8])];

/// A folder of player packs, each written from `(folder, files)`.
fn packs_folder(name: &str, packs: &[(&str, PackFiles)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wendellhead-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (pack, files) in packs {
        let folder = dir.join(pack);
        std::fs::create_dir_all(&folder).unwrap();
        for (file, bytes) in *files {
            std::fs::write(folder.join(file), bytes).unwrap();
        }
    }
    dir
}

/// The game as it starts, headless, with the real assets and `packs` as the player's packs folder; runs the
/// loading state to its end.
fn load(packs: Option<PathBuf>) -> App {
    load_with(packs, None)
}

/// As [`load`], looking for installed SVG decks in `decks` too.
fn load_with(packs: Option<PathBuf>, decks: Option<DeckPlaces>) -> App {
    load_in(packs, decks, Store::memory())
}

/// As [`load_with`], with the player's files in `store` (their settings).
fn load_in(packs: Option<PathBuf>, decks: Option<DeckPlaces>, store: Store) -> App {
    let mut app = App::new();
    app.insert_resource(store);
    app.insert_resource(PacksFolder(packs.clone()));
    if let Some(decks) = decks {
        app.insert_resource(decks);
    }
    if let Some(packs) = &packs {
        app.register_asset_source(
            "user",
            AssetSourceBuilder::platform_default(&packs.to_string_lossy(), None),
        );
    }
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        AssetPlugin {
            file_path: assets().to_string_lossy().into_owned(),
            meta_check: AssetMetaCheck::Never,
            ..default()
        },
    ));
    // Without the renderer, PNGs need their loader registered by hand.
    app.init_asset::<Image>()
        .register_asset_loader(ImageLoader::new(CompressedImageFormats::empty()))
        .init_asset::<TextureAtlasLayout>();
    app.add_plugins(GamePlugin);
    let start = Instant::now();
    loop {
        app.update();
        if *app.world().resource::<State<Screen>>().get() != Screen::Loading {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(60), "loading ends");
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    app
}

#[test]
fn the_shipped_packs_and_sounds_load_through_the_loading_state() {
    let app = load(None);
    let art = app.world().resource::<CardArt>();
    let names: Vec<&str> = art.packs.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        ["Classic", "Kennard", "Jumbo"],
        "Classic first (what the others fall back on), then the default pack and the example mod pack"
    );
    for pack in &art.packs {
        assert!(
            pack.problems.is_empty(),
            "{}: {:?}",
            pack.name,
            pack.problems
        );
        assert!(
            pack.faces.iter().all(Option::is_some),
            "{} has every face",
            pack.name
        );
        assert!(!pack.backs.is_empty());
    }
    let classic = &art.packs[0];
    assert_eq!(classic.backs.len(), 2);
    assert!(
        classic
            .four_colour
            .as_ref()
            .is_some_and(|f| f.iter().all(Option::is_some))
    );
    // The sheet cell of a card is the card's own index (columns 2..A, rows clubs, diamonds, hearts, spades).
    let ace: Card = "AS".parse().unwrap();
    let cell = classic.faces[ace.index()]
        .as_ref()
        .unwrap()
        .atlas
        .as_ref()
        .unwrap()
        .index;
    assert_eq!(cell, 3 * 13 + 12);
    assert!(
        app.world().resource::<Notices>().0.is_empty(),
        "{:?}",
        app.world().resource::<Notices>().0
    );
    // The default pack: real faces, one image each, in both colourings, with smaller copies of themselves so that
    // a face drawn small is filtered, not sampled to a shimmer.
    let kennard = &art.packs[1];
    assert_eq!(wendellhead::app::settings::DEFAULT_PACK, kennard.name);
    assert!(kennard.backs.len() >= 2);
    let four = kennard.four_colour.as_ref().expect("four-colour faces");
    assert!(four.iter().all(Option::is_some));
    let clubs = |faces: &[Option<wendellhead::app::cards::CardImage>]| {
        faces[ace.index() - 3 * 13].as_ref().unwrap().image.clone()
    };
    assert_ne!(clubs(&kennard.faces), clubs(four), "clubs change colour");
    {
        let images = app.world().resource::<Assets<Image>>();
        for face in kennard.faces.iter().flatten() {
            let image = images.get(&face.image).expect("a loaded face");
            assert!(face.atlas.is_none());
            assert!(
                image.texture_descriptor.mip_level_count > 5,
                "a face has its smaller copies"
            );
            assert_eq!(
                image.data.as_ref().map(Vec::len),
                Some(
                    (0..image.texture_descriptor.mip_level_count)
                        .map(|l| {
                            let (w, h) =
                                ((image.width() >> l).max(1), (image.height() >> l).max(1));
                            (w * h * 4) as usize
                        })
                        .sum()
                ),
                "every level's pixels are there"
            );
        }
    }
    let images = app.world().resource::<Assets<Image>>();
    let sheet = images
        .get(&classic.faces[0].as_ref().unwrap().image)
        .unwrap();
    assert_eq!(sheet.size(), UVec2::new(144 * 13, 200 * 4));
}

#[test]
fn broken_player_packs_fall_back_to_the_classic_art_and_say_why() {
    let back = std::fs::read(assets().join("cards/classic/back-blue.png")).unwrap();
    let folder = packs_folder(
        "broken",
        &[
            ("bad-ron", &[("pack.ron", b"( name: \"Bad\", faces: Sheet(")]),
            (
                "few-cards",
                &[
                    (
                        "pack.ron",
                        b"(name: \"Few\", author: \"me\", licence: \"CC0\", card_size: (144, 200), \
                          faces: Files({\"AS\": \"ace.png\", \"XX\": \"x.png\"}), \
                          backs: [(name: \"Gone\", image: \"missing.png\")])",
                    ),
                    ("ace.png", &back),
                ],
            ),
            (
                "wrong-size",
                &[
                    (
                        "pack.ron",
                        b"(name: \"Small\", card_size: (144, 200), \
                          faces: Sheet(image: \"sheet.png\", columns: 13, rows: 4), \
                          backs: [(name: \"Fine\", image: \"sheet.png\")])",
                    ),
                    ("sheet.png", &back),
                ],
            ),
            (
                "no-faces",
                &[
                    (
                        "pack.ron",
                        b"(name: \"Faceless\", card_size: (144, 200), \
                          faces: Sheet(image: \"faces.png\", columns: 13, rows: 4), \
                          backs: [(name: \"Fine\", image: \"back.png\")])",
                    ),
                    ("back.png", &back),
                ],
            ),
            (
                "jumbo-copy",
                &[
                    (
                        "pack.ron",
                        b"(name: \"Jumbo\", card_size: (144, 200), \
                          faces: Files({\"AS\": \"ace.png\"}), \
                          backs: [(name: \"Fine\", image: \"ace.png\")])",
                    ),
                    ("ace.png", &back),
                ],
            ),
            ("not-a-pack", &[("readme.txt", b"no pack.ron here")]),
        ],
    );
    let app = load(Some(folder.clone()));
    let art = app.world().resource::<CardArt>();
    let names: Vec<&str> = art.packs.iter().map(|p| p.name.as_str()).collect();
    // A pack that can draw no face of its decks (a sheet of the wrong size, a missing sheet) is left out, and so
    // is a second pack of a name already taken (a copy of Jumbo still called Jumbo).
    assert_eq!(names, ["Classic", "Kennard", "Jumbo", "Few"]);
    let classic = &art.packs[0];
    let notices = app.world().resource::<Notices>().0.join("\n");

    // Bad RON: the pack is left out, and the message names its file.
    let bad = format!("{}/bad-ron/pack.ron", folder.display());
    assert!(
        notices.contains(&format!("The card pack {bad} cannot be used: {bad}: 1:")),
        "{notices}"
    );
    assert!(
        !notices.contains("user://"),
        "paths on disk, not asset paths: {notices}"
    );

    // Missing cards, an unknown card name and a missing back: the ace is the pack's own, the rest Classic's.
    let few = art.pack("Few").unwrap();
    let ace: Card = "AS".parse().unwrap();
    let two: Card = "2C".parse().unwrap();
    assert!(
        few.faces[ace.index()].as_ref().unwrap().atlas.is_none(),
        "its own ace.png"
    );
    assert_eq!(
        few.faces[two.index()].as_ref().unwrap().image,
        classic.faces[two.index()].as_ref().unwrap().image,
        "Classic's 2♣"
    );
    let problems = few.problems.join("\n");
    for wanted in [
        "no image for 2C",
        "`XX` is not a card",
        "missing.png",
        "the Classic backs are used",
    ] {
        assert!(problems.contains(wanted), "{wanted} in {problems}");
    }
    assert_eq!(few.backs.len(), classic.backs.len());

    // A sheet of the wrong size: left out, the message gives both sizes.
    let small = format!("{}/wrong-size", folder.display());
    assert!(
        notices.contains(&format!(
            "{small}/pack.ron cannot be used: {small}/sheet.png: 144x200 pixels, the manifest says 1872x800"
        )),
        "{notices}"
    );
    assert!(notices.contains("/no-faces/faces.png"), "{notices}");
    assert!(
        notices.contains("another pack is already called “Jumbo”"),
        "{notices}"
    );
    assert!(notices.contains("“Few” has problems"), "{notices}");

    // `--packs` decides every folder as the game did, for the same reason: one check for both.
    let mut seen: Vec<String> = names.iter().take(3).map(|n| n.to_string()).collect();
    let mut folders: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("pack.ron").is_file())
        .collect();
    folders.sort();
    for dir in folders {
        match check_pack_folder(&dir, &|name| seen.iter().any(|n| n == name)) {
            Ok(pack) => {
                assert!(
                    names.contains(&pack.name.as_str()),
                    "{} offered by both",
                    pack.name
                );
                assert_eq!(
                    pack.problems,
                    art.pack(&pack.name).unwrap().problems[..pack.problems.len()]
                );
                seen.push(pack.name);
            }
            Err((name, why)) => {
                assert!(
                    name.is_none_or(|n| !names.contains(&n.as_str()) || n == "Jumbo"),
                    "{} refused by both",
                    dir.display()
                );
                assert!(
                    notices.contains(&format!("{}/pack.ron cannot be used: {why}", dir.display())),
                    "the game's reason for {} is `--packs`' {why}:\n{notices}",
                    dir.display()
                );
            }
        }
    }

    // The pack the player chose is one of those refused: the title says so, with the reason, and what is used.
    let chose_small = Store::Memory(std::sync::Mutex::new(
        [(
            wendellhead::app::settings::SETTINGS_FILE.to_string(),
            "(version: 1, settings: (pack: \"Small\"))".to_string(),
        )]
        .into_iter()
        .collect(),
    ));
    let app = load_in(Some(folder.clone()), None, chose_small);
    let notices = app.world().resource::<Notices>().0.join("\n");
    assert!(
        notices.contains(&format!(
            "The pack “Small” cannot be used: {small}/sheet.png: 144x200 pixels, the manifest says 1872x800. \
             Kennard is used"
        )),
        "{notices}"
    );
    let _ = std::fs::remove_dir_all(folder);
}

#[test]
fn a_pack_for_the_32_card_deck_needs_only_its_32_faces() {
    use wendellhead::app::cards::Deck;
    let face = std::fs::read(assets().join("cards/classic/back-red.png")).unwrap();
    // Every card from 7 to A, each the same picture.
    let files: Vec<String> = wendellhead::engine::schafkopf::deck()
        .iter()
        .map(|c| format!("\"{c}\": \"face.png\""))
        .collect();
    let manifest = |name: &str, decks: &str| {
        format!(
            "(name: \"{name}\", card_size: (144, 200), decks: [{decks}], \
             faces: Files({{{}}}), backs: [(name: \"Red\", image: \"face.png\")])",
            files.join(", ")
        )
    };
    let schafkopf = manifest("Schafkopf", "\"french-32\"");
    let odd = manifest("Odd", "\"french-32\", \"french-36\"");
    let claims = manifest("Claims", "\"french-52\"");
    let folder = packs_folder(
        "decks",
        &[
            (
                "schafkopf",
                &[("pack.ron", schafkopf.as_bytes()), ("face.png", &face)],
            ),
            ("odd", &[("pack.ron", odd.as_bytes()), ("face.png", &face)]),
            (
                "claims",
                &[("pack.ron", claims.as_bytes()), ("face.png", &face)],
            ),
        ],
    );
    let app = load(Some(folder.clone()));
    let art = app.world().resource::<CardArt>();
    let classic = &art.packs[0];
    assert_eq!(
        classic.decks,
        [Deck::French52, Deck::French32],
        "Classic draws both"
    );

    // The 32-card pack has no problem: its own faces for 7 to A, Classic's for the cards it does not cover.
    let pack = art.pack("Schafkopf").expect("the pack loads");
    assert!(pack.problems.is_empty(), "{:?}", pack.problems);
    assert_eq!(pack.decks, [Deck::French32]);
    let seven: Card = "7H".parse().unwrap();
    let two: Card = "2C".parse().unwrap();
    assert!(
        pack.faces[seven.index()].as_ref().unwrap().atlas.is_none(),
        "its own 7♥"
    );
    assert_eq!(
        pack.faces[two.index()].as_ref().unwrap().image,
        classic.faces[two.index()].as_ref().unwrap().image,
        "Classic's 2♣"
    );

    // A deck the game does not know is named as a problem; the rest of the pack is used.
    let odd = art.pack("Odd").expect("the pack loads");
    assert_eq!(odd.decks, [Deck::French32]);
    assert!(
        odd.problems
            .iter()
            .any(|p| p.contains("`french-36` is not a deck")),
        "{:?}",
        odd.problems
    );

    // A pack that says it draws 52 cards but has 32 is told which faces it misses.
    let claims = art.pack("Claims").expect("the pack loads");
    let problems = claims.problems.join("\n");
    assert!(problems.contains("no image for 2C"), "{problems}");
    assert!(
        problems.contains("the Classic art is used for 2C"),
        "{problems}"
    );
    let _ = std::fs::remove_dir_all(folder);
}

/// The installed decks of Debian's kdegames-card-data-kf5 and gnome-cards-data, which CI installs; elsewhere the
/// tests that need them say they were skipped.
fn installed(path: &str) -> Option<PathBuf> {
    let path = PathBuf::from(path);
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var_os("WENDELLHEAD_REQUIRE_DECKS").is_none(),
        "{} is missing: apt-get install kdegames-card-data-kf5 gnome-cards-data",
        path.display()
    );
    eprintln!("skipped: {} is not installed", path.display());
    None
}

/// The decks players already have: a KDE deck and an Aisleriot deck (copied from Debian's packages into a data
/// folder of the test's own, as `$XDG_DATA_DIRS` would name it) are offered beside the shipped packs, drawn with
/// the Classic faces until chosen; a deck that does not parse is not offered; the chosen deck is drawn, every card
/// and its back, at the height the table shows the person's cards, with smaller copies for the smaller cards.
#[test]
fn installed_svg_decks_are_offered_and_the_chosen_one_is_drawn() {
    let (Some(oxygen), Some(anglo)) = (
        installed("/usr/share/carddecks/svg-oxygen"),
        installed("/usr/share/aisleriot/cards/anglo.svgz"),
    ) else {
        return;
    };
    let data = std::env::temp_dir().join(format!("wendellhead-svg-decks-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let kde = data.join("carddecks/svg-oxygen");
    std::fs::create_dir_all(&kde).unwrap();
    for entry in std::fs::read_dir(&oxygen).unwrap().flatten() {
        std::fs::copy(entry.path(), kde.join(entry.file_name())).unwrap();
    }
    let cards = data.join("aisleriot/cards");
    std::fs::create_dir_all(&cards).unwrap();
    std::fs::copy(&anglo, cards.join("anglo.svgz")).unwrap();
    std::fs::write(cards.join("broken.svgz"), b"\x1f\x8b not really gzip").unwrap();
    let mut app = load_with(
        None,
        Some(DeckPlaces {
            data_dirs: vec![data.clone()],
            player_folder: None,
        }),
    );
    let start = Instant::now();
    while app.world().resource::<SystemDecks>().found.is_none() {
        assert!(start.elapsed() < Duration::from_secs(60), "the search ends");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let found = app.world().resource::<SystemDecks>().found.clone().unwrap();
    let refused: Vec<&str> = found
        .iter()
        .filter(|d| d.status.is_err())
        .map(|d| d.name.as_str())
        .collect();
    assert_eq!(refused, ["Broken"], "{found:?}");
    let art = app.world().resource::<CardArt>();
    let names: Vec<&str> = art.packs.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Classic",
            "Kennard",
            "Jumbo",
            "Oxygen (KDE)",
            "Anglo (Aisleriot)"
        ]
    );
    let classic_ace = art.packs[0].faces[Card::from_index(51).unwrap().index()]
        .as_ref()
        .unwrap()
        .image
        .clone();
    // Until it is chosen and drawn, a deck shows the Classic faces: never a blank card.
    assert!(art.packs[3].faces.iter().all(Option::is_some));
    app.world_mut()
        .resource_mut::<wendellhead::app::settings::Settings>()
        .pack = "Anglo (Aisleriot)".into();
    let start = Instant::now();
    loop {
        app.update();
        let art = app.world().resource::<CardArt>();
        let anglo = art.pack("Anglo (Aisleriot)").unwrap();
        let ace = anglo.faces[51].as_ref().unwrap().image.clone();
        if ace != classic_ace {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the deck is drawn"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    let art = app.world().resource::<CardArt>();
    let anglo = art.pack("Anglo (Aisleriot)").unwrap();
    assert!(anglo.problems.is_empty(), "{:?}", anglo.problems);
    assert_eq!(anglo.backs.len(), 1, "the deck's own back");
    let images = app.world().resource::<Assets<Image>>();
    let mut heights = std::collections::HashSet::new();
    for face in anglo
        .faces
        .iter()
        .chain([&Some(anglo.backs[0].image.clone())])
    {
        let face = face.as_ref().unwrap();
        assert_ne!(face.image, classic_ace);
        let image = images.get(&face.image).expect("a drawn card");
        assert!(image.texture_descriptor.mip_level_count > 3);
        heights.insert((image.width(), image.height()));
    }
    // Without a window, the table's size at 1280x800 would be 165 px; the drawing falls back on 256.
    assert_eq!(heights.len(), 1, "every card the same size: {heights:?}");
    let (w, h) = heights.into_iter().next().unwrap();
    assert_eq!(h, 256);
    // Anglo's cards are 79 x 123, narrower than most.
    assert!((0.6..0.75).contains(&(w as f32 / h as f32)), "{w}x{h}");
    let _ = std::fs::remove_dir_all(&data);
}

/// A pack of `suits` covering `decks`, drawing every face in code (its art does not matter here).
fn bare_pack(
    name: &str,
    suits: wendellhead::app::i18n::SuitStyle,
    decks: Vec<wendellhead::app::cards::Deck>,
) -> wendellhead::app::cards::PackArt {
    wendellhead::app::cards::PackArt {
        name: name.into(),
        author: "Test".into(),
        licence: "CC0".into(),
        faces: Vec::new(),
        four_colour: None,
        backs: Vec::new(),
        decks,
        problems: Vec::new(),
        index_right: false,
        suits,
    }
}

/// A chosen pack that cannot draw the game's deck (a German-suited 32-card deck at Hearts) is said at the table,
/// once for that pack and deck, with the pack drawn instead; a game it can draw (Schafkopf) says nothing.
#[test]
fn a_pack_that_cannot_draw_the_games_deck_is_said_at_the_table_once() {
    use wendellhead::app::cards::Deck;
    use wendellhead::app::i18n::SuitStyle;
    use wendellhead::app::table::human::PromptNote;
    let mut app = crate::common::app::headless(
        wendellhead::app::storage::Store::memory(),
        wendellhead::app::settings::Speed::Instant,
    );
    app.insert_resource(CardArt {
        packs: vec![
            bare_pack(
                "Kennard",
                SuitStyle::French,
                vec![Deck::French52, Deck::French32],
            ),
            bare_pack("Bavarian", SuitStyle::German, vec![Deck::French32]),
        ],
        in_play: None,
        refused: Vec::new(),
    });
    app.world_mut()
        .resource_mut::<wendellhead::app::settings::Settings>()
        .pack = "Bavarian".into();
    let said = |app: &mut App| app.world().resource::<PromptNote>().line.clone();
    crate::common::app::deal(
        &mut app,
        crate::common::app::short_match(wendellhead::engine::GameKind::Schafkopf),
        3,
    );
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        said(&mut app),
        None,
        "Schafkopf is drawn in the chosen deck"
    );
    crate::common::app::deal(
        &mut app,
        crate::common::app::short_match(wendellhead::engine::GameKind::Hearts),
        3,
    );
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        said(&mut app).as_deref(),
        Some("Bavarian has no deck of 52 cards: this game is drawn in Kennard")
    );
    // Said once: a new Hearts match with the same pack says nothing again.
    app.world_mut().resource_mut::<PromptNote>().line = None;
    crate::common::app::deal(
        &mut app,
        crate::common::app::short_match(wendellhead::engine::GameKind::Hearts),
        4,
    );
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(said(&mut app), None);
}

/// A Swiss-suited deck chosen, the settings say why it is hard to play fanned: its court cards carry no index.
#[test]
fn the_settings_say_a_swiss_deck_has_no_court_indices() {
    use wendellhead::app::cards::{Deck, PackCredit};
    use wendellhead::app::i18n::SuitStyle;
    let mut app = crate::common::app::headless(
        wendellhead::app::storage::Store::memory(),
        wendellhead::app::settings::Speed::Instant,
    );
    let art = CardArt {
        packs: vec![
            bare_pack(
                "Kennard",
                SuitStyle::French,
                vec![Deck::French52, Deck::French32],
            ),
            bare_pack("Jass", SuitStyle::Swiss, vec![Deck::French32]),
            bare_pack("Bavarian", SuitStyle::German, vec![Deck::French32]),
        ],
        in_play: None,
        refused: Vec::new(),
    };
    app.insert_resource(art.clone());
    let credit = |app: &mut App, pack: &str| {
        let mut settings = app
            .world()
            .resource::<wendellhead::app::settings::Settings>()
            .clone();
        settings.pack = pack.into();
        *app.world_mut()
            .resource_mut::<wendellhead::app::settings::Settings>() = settings.clone();
        let world = app.world_mut();
        let mut commands = world.commands();
        wendellhead::app::settings_panel::open_settings(
            &mut commands,
            &settings,
            Some(&art),
            wendellhead::app::state::PanelScope::Screen(Screen::Title),
        );
        world.flush();
        app.update();
        app.update();
        let world = app.world_mut();
        let mut lines = world.query_filtered::<&Text, With<PackCredit>>();
        let line = lines
            .iter(world)
            .map(|t| t.0.clone())
            .collect::<Vec<_>>()
            .join("\n");
        let mut panels = world.query_filtered::<Entity, With<wendellhead::app::ui::Dismissable>>();
        for panel in panels.iter(world).collect::<Vec<_>>() {
            world.despawn(panel);
        }
        line
    };
    let swiss = credit(&mut app, "Jass");
    assert!(
        swiss.contains("Swiss court cards (Under, Ober, King) carry no index"),
        "{swiss}"
    );
    let german = credit(&mut app, "Bavarian");
    assert!(!german.contains("carry no index"), "{german}");
}
