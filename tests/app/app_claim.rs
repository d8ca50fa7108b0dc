//! Claiming the rest through the real plugins, headless (`MinimalPlugins` + `StatesPlugin`): the toolbar's
//! *Claim the rest* shows exactly when the engine proves the claim from the person's view; once claimed (the C
//! key) the person's cards play by themselves, the person wins every remaining trick of the deal, and the speed is
//! what it was once the deal is over. Every game.
#![cfg(feature = "app")]

use crate::common;

use bevy::prelude::*;
use common::app::{deal, headless, idle, person_moves, short_match};
use wendellhead::app::settings::{Settings, Speed};
use wendellhead::app::state::Screen;
use wendellhead::app::state::events::TrickWon;
use wendellhead::app::state::table::Table;
use wendellhead::app::storage::Store;
use wendellhead::app::table::claim::{Claim, ClaimButton, claimable};
use wendellhead::app::table::round::NextRound;
use wendellhead::engine::{GameKind, Seat};

/// Tricks won since the claim: by the person, by others.
#[derive(Resource, Default)]
struct Won(u32, u32);

fn app_for(game: GameKind, seed: u64) -> App {
    let mut app = headless(Store::memory(), Speed::Fast);
    app.init_resource::<Won>();
    app.add_observer(|won: On<TrickWon>, mut tally: ResMut<Won>| {
        if won.winner == Seat(0) {
            tally.0 += 1;
        } else {
            tally.1 += 1;
        }
    });
    deal(&mut app, short_match(game), seed);
    app
}

fn button_shown(app: &mut App) -> bool {
    let world = app.world_mut();
    let mut buttons = world.query_filtered::<&Node, With<ClaimButton>>();
    buttons
        .iter(world)
        .any(|node| node.display != Display::None)
}

#[test]
fn a_claim_plays_out_the_deal_and_the_person_takes_every_trick() {
    for game in GameKind::ALL {
        let mut claims = 0;
        for seed in 0..12 {
            if claims >= 1 {
                break;
            }
            let mut app = app_for(game, seed);
            let mut claimed_deal = None;
            for _ in 0..40_000 {
                app.update();
                if app.world().resource::<State<Screen>>().get() != &Screen::Playing {
                    break;
                }
                if app.world().resource::<Table>().shown.scoring.is_some() {
                    app.world_mut().write_message(NextRound);
                    continue;
                }
                if let Some(deal) = claimed_deal {
                    let table = app.world().resource::<Table>();
                    if table.game.deals() != deal || table.shown.scoring.is_some() {
                        claimed_deal = None;
                        continue;
                    }
                    // Nothing is sent for the person while the claim plays the deal out.
                    assert!(!button_shown(&mut app), "no second claim");
                    continue;
                }
                if !idle(&mut app) {
                    continue;
                }
                let can = claimable(app.world().resource::<Table>());
                app.update();
                if !idle(&mut app) || claimable(app.world().resource::<Table>()) != can {
                    continue;
                }
                assert_eq!(
                    button_shown(&mut app),
                    can,
                    "{game:?}: the button shows when a claim is certain"
                );
                if can {
                    let deal = app.world().resource::<Table>().game.deals();
                    let code = app.world().resource::<Table>().shown.deal_code;
                    *app.world_mut().resource_mut::<Won>() = Won::default();
                    app.world_mut()
                        .resource_mut::<ButtonInput<KeyCode>>()
                        .press(KeyCode::KeyC);
                    app.update();
                    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
                    keys.release(KeyCode::KeyC);
                    keys.clear();
                    assert_eq!(app.world().resource::<Claim>().deal, Some(deal));
                    assert_eq!(
                        app.world().resource::<Settings>().speed_for_run,
                        Some(Speed::Fast)
                    );
                    claimed_deal = Some(deal);
                    claims += 1;
                    // Played out to the deal's end as the table shows it (the next deal dealt, or the hand's
                    // scores): every trick to the person.
                    for _ in 0..5_000 {
                        app.update();
                        if app.world().resource::<State<Screen>>().get() != &Screen::Playing {
                            break;
                        }
                        let table = app.world().resource::<Table>();
                        if table.shown.deal_code != code || table.shown.scoring.is_some() {
                            break;
                        }
                    }
                    let won = app.world().resource::<Won>();
                    assert!(
                        won.0 > 0 && won.1 == 0,
                        "{game:?}: {} won, {} lost after the claim",
                        won.0,
                        won.1
                    );
                    app.update();
                    assert_eq!(app.world().resource::<Claim>().deal, None);
                    assert_eq!(
                        app.world().resource::<Settings>().speed_for_run,
                        None,
                        "the speed is back"
                    );
                } else {
                    person_moves(&mut app);
                }
            }
        }
        assert!(claims > 0, "{game:?}: no claim came up");
    }
}
