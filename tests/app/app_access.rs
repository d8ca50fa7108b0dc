//! The settings for players who need them, through the real plugins headless (`MinimalPlugins` +
//! `StatesPlugin`): reduced motion (a moving card is already where it goes and fades in there, fully drawn once it
//! has arrived), suit letters on every face-up card, and the high-contrast table (a dark cloth, opaque plates).
#![cfg(feature = "app")]

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use wendellhead::app::GamePlugin;
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::Screen;
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::storage::Store;
use wendellhead::app::table::animation::{Face, Motion, Target};
use wendellhead::app::table::hud::PLATE_COLOUR;
use wendellhead::app::table::layout::{CardSurface, SuitLetter};
use wendellhead::app::table::places::{CardEntity, CardPlace};
use wendellhead::engine::Seat;

fn app_with(settings: Settings) -> App {
    let mut app = App::new();
    app.insert_resource(Store::memory());
    app.add_plugins((MinimalPlugins, StatesPlugin, GamePlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(
        1.0 / 30.0,
    )));
    app.update();
    *app.world_mut().resource_mut::<Settings>() = settings;
    app.insert_resource(MatchSetup::default().new_match(3));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app
}

#[test]
fn reduced_motion_puts_cards_where_they_go_and_fades_them_in() {
    for reduced in [true, false] {
        let mut app = app_with(Settings {
            speed: Speed::Normal,
            reduced_motion: reduced,
            ..Settings::default()
        });
        let (mut moving_seen, mut away_seen, mut faded_seen) = (0, 0, 0);
        for _ in 0..600 {
            app.update();
            let world = app.world_mut();
            let mut cards = world.query::<(&Motion, &Transform, &Children)>();
            let moving: Vec<(Motion, Vec3, Vec<Entity>)> = cards
                .iter(world)
                .map(|(m, t, c)| (*m, t.translation, c.iter().collect()))
                .collect();
            for (motion, at, children) in moving {
                if motion.elapsed <= motion.delay
                    || motion.elapsed >= motion.delay + motion.duration
                {
                    continue;
                }
                moving_seen += 1;
                let away = (at.truncate() - motion.to.truncate()).length() > 1.0;
                away_seen += away as u32;
                let alpha = children
                    .iter()
                    .filter_map(|&c| {
                        world
                            .get::<Sprite>(c)
                            .filter(|_| world.get::<CardSurface>(c).is_some())
                    })
                    .map(|s| s.color.alpha())
                    .next()
                    .unwrap();
                faded_seen += (alpha < 0.99) as u32;
            }
        }
        assert!(moving_seen > 50, "{moving_seen} moving cards seen");
        if reduced {
            assert_eq!(
                away_seen, 0,
                "with reduced motion no card is seen on its way"
            );
            assert!(faded_seen > 50, "cards fade in where they go");
        } else {
            assert!(away_seen > 50, "cards fly");
            assert_eq!(faded_seen, 0, "no fading without reduced motion");
        }
        // Every card at rest is fully drawn.
        let world = app.world_mut();
        let mut resting = world.query_filtered::<&Children, (With<CardEntity>, Without<Motion>)>();
        let kids: Vec<Entity> = resting.iter(world).flat_map(|c| c.iter()).collect();
        for kid in kids {
            if world.get::<CardSurface>(kid).is_some() {
                assert_eq!(world.get::<Sprite>(kid).unwrap().color.alpha(), 1.0);
            }
        }
    }
}

/// Whether a card's surface is painted as its face: cards drawn in code (no pack is loaded headless) have a
/// light face and a dark blue back.
fn painted_face_up(world: &World, card: Entity) -> bool {
    let surface = world
        .get::<Children>(card)
        .into_iter()
        .flat_map(|kids| kids.iter())
        .find(|&kid| world.get::<CardSurface>(kid).is_some())
        .expect("every card has a surface");
    world.get::<Sprite>(surface).unwrap().color.to_srgba().red > 0.5
}

#[test]
fn a_played_card_is_never_drawn_face_down_where_it_lies_in_the_trick() {
    for reduced in [true, false] {
        let mut app = app_with(Settings {
            speed: Speed::Normal,
            reduced_motion: reduced,
            ..Settings::default()
        });
        let (mut checked, mut computers) = (0, 0);
        for _ in 0..900 {
            crate::common::app::person_moves(&mut app);
            app.update();
            let world = app.world_mut();
            let mut cards = world.query::<(Entity, &CardPlace, &Transform, &Target)>();
            let in_trick: Vec<(Entity, Seat)> = cards
                .iter(world)
                .filter_map(|(e, place, at, target)| match *place {
                    // Where it lies in the trick (with reduced motion from its first frame on the way).
                    CardPlace::Trick(seat)
                        if (at.translation.truncate() - target.pos.truncate()).length() < 0.5 =>
                    {
                        Some((e, seat))
                    }
                    _ => None,
                })
                .collect();
            for (card, seat) in in_trick {
                checked += 1;
                computers += (seat != Seat(0)) as u32;
                assert!(
                    painted_face_up(world, card),
                    "a card {seat:?} played is drawn face down in the trick (reduced motion {reduced})"
                );
            }
        }
        assert!(
            checked > 100 && computers > 50,
            "cards in the trick checked: {checked}, {computers} of computers"
        );
    }
}

#[test]
fn suit_letters_show_on_face_up_cards_when_asked() {
    for letters in [true, false] {
        let mut app = app_with(Settings {
            speed: Speed::Instant,
            suit_letters: letters,
            ..Settings::default()
        });
        for _ in 0..30 {
            app.update();
        }
        let world = app.world_mut();
        let mut cards = world.query::<(&CardEntity, &Face, &Children)>();
        let cards: Vec<(char, bool, Vec<Entity>)> = cards
            .iter(world)
            .map(|(c, f, k)| (c.0.suit().letter(), f.up, k.iter().collect()))
            .collect();
        let mut shown = 0;
        for (letter, up, kids) in cards {
            for kid in kids {
                if world.get::<SuitLetter>(kid).is_none() {
                    continue;
                }
                assert_eq!(world.get::<Text2d>(kid).unwrap().0, letter.to_string());
                let visible = world.get::<Visibility>(kid) != Some(&Visibility::Hidden);
                assert_eq!(visible, up && letters);
                shown += visible as u32;
            }
        }
        if letters {
            assert!(shown >= 7, "the person's hand shows its letters ({shown})");
        }
    }
}

#[test]
fn the_high_contrast_table_has_opaque_plates() {
    let mut app = app_with(Settings {
        speed: Speed::Instant,
        high_contrast: true,
        ..Settings::default()
    });
    for _ in 0..10 {
        app.update();
    }
    let world = app.world_mut();
    let mut sprites = world.query::<&Sprite>();
    let colours: Vec<Color> = sprites.iter(world).map(|s| s.color).collect();
    assert!(
        !colours.contains(&PLATE_COLOUR),
        "no see-through plate is left"
    );
    let opaque = colours
        .iter()
        .filter(|c| c.alpha() == 1.0 && **c == Color::srgb(0.17, 0.17, 0.19))
        .count();
    assert!(opaque >= 4, "the plates are opaque ({opaque})");
    // And back to the normal table.
    app.world_mut().resource_mut::<Settings>().high_contrast = false;
    app.update();
    let world = app.world_mut();
    let mut sprites = world.query::<&Sprite>();
    let plates = sprites
        .iter(world)
        .filter(|s| s.color == PLATE_COLOUR)
        .count();
    assert!(plates >= 4);
}
