//! The table: the match in progress as Bevy sees it. The engine's `Match` is the single source of truth; every
//! card is an entity whose [`CardPlace`] follows the engine's events, and each seat's turn is a game phase.
//!
//! This is the backbone of the playable table (issue 4): the layout, sprites, animations, input and the other
//! screens build on these components, events and phases.

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::ai::{Budget, Level, Player, Searcher};
use crate::engine::wendellhead::{Event, Match, Rules};
use crate::engine::{Card, CardSet, Seat};

use super::screens::Screen;

mod hud;
pub mod human;
pub mod layout;

pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<Phase>();
    app.add_plugins((layout::plugin, hud::plugin, human::plugin));
    app.add_systems(OnEnter(Screen::Playing), start_match);
    app.add_systems(
        Update,
        (play_computer_turn, apply_engine_events)
            .chain()
            .run_if(in_state(Phase::Turn)),
    );
}

/// The pause between computer plays, so a player can follow them (none in tests).
#[derive(Resource, Clone, Copy, Debug)]
pub struct TurnDelay(pub f32);

/// The phase of the match inside the playing screen.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Playing)]
pub enum Phase {
    /// A seat is to play a card.
    #[default]
    Turn,
    /// The match is over.
    MatchWon,
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// The person at the keyboard.
    Human,
    /// A computer player of this level.
    Computer(Level),
}

/// The match to start when the playing screen opens.
#[derive(Resource, Clone, Debug)]
pub struct NewMatch {
    /// The rules.
    pub rules: Rules,
    /// The match seed.
    pub seed: u64,
    /// Who plays each seat, from seat 0.
    pub seats: Vec<SeatKind>,
}

impl NewMatch {
    /// A standard 4-player match of Normal computer players, for demonstrations and screenshots.
    pub fn demo(seed: u64) -> NewMatch {
        NewMatch {
            rules: Rules::standard(4),
            seed,
            seats: vec![SeatKind::Computer(Level::Normal); 4],
        }
    }
}

/// The match in progress: the engine state, the computer players, and the engine events not yet shown.
#[derive(Resource)]
pub struct Table {
    /// The engine's match: the single source of truth.
    pub game: Match,
    /// Who plays each seat.
    pub seats: Vec<SeatKind>,
    players: Vec<Option<Brain>>,
    /// Engine events waiting to be applied to the card entities, oldest first.
    pub pending: VecDeque<Event>,
}

/// How a computer seat decides.
enum Brain {
    /// A heuristic (or random) player: decides within a frame.
    Quick(Box<dyn Player + Send + Sync>),
    /// The Hard search, spread over frames so the window never freezes (on the web too, without threads).
    Search {
        /// The searcher.
        searcher: Box<Searcher>,
        /// Whether a decision is under way.
        thinking: bool,
    },
}

/// Search iterations a Hard player may run per frame: about a millisecond on a desktop.
pub const SEARCH_PER_FRAME: u32 = 400;

impl Brain {
    fn new(level: Level, seed: u64) -> Brain {
        match level {
            Level::Hard => Brain::Search {
                searcher: Box::new(Searcher::new(Budget::HARD, seed)),
                thinking: false,
            },
            _ => Brain::Quick(level.player_send(seed)),
        }
    }

    /// The card to play, or `None` while still thinking.
    fn decide(&mut self, view: &crate::engine::wendellhead::View) -> Option<Card> {
        match self {
            Brain::Quick(player) => player.choose(view),
            Brain::Search { searcher, thinking } => {
                if !*thinking {
                    searcher.begin(view);
                    *thinking = true;
                }
                if !searcher.think(SEARCH_PER_FRAME) {
                    return None;
                }
                *thinking = false;
                searcher.ranking().first().map(|s| s.card)
            }
        }
    }
}

/// A card on the table: the engine's card it shows.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardEntity(pub Card);

/// Where a card lies, as the engine last reported.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardPlace {
    /// In a seat's hand.
    Hand(Seat),
    /// In the face-down stock.
    Stock,
    /// Face up beside the stock: the prize of the next Pin.
    Prize,
    /// Played to the Pin in progress.
    Trick(Seat),
    /// Face down on the stack of the Pins a seat won this deal.
    PinStack(Seat),
    /// Set aside unseen for the rest of the deal.
    SetAside,
}

/// A Pin was won (observed by animation and sound).
#[derive(Event, Clone, Copy, Debug)]
pub struct PinWon {
    /// The winner.
    pub winner: Seat,
}

/// A card was played (observed by animation and sound).
#[derive(Event, Clone, Copy, Debug)]
pub struct CardPlayed {
    /// Who played.
    pub seat: Seat,
    /// The card.
    pub card: Card,
}

/// A Flint was won.
#[derive(Event, Clone, Copy, Debug)]
pub struct FlintWon {
    /// The winner.
    pub winner: Seat,
}

/// The match was won.
#[derive(Event, Clone, Copy, Debug)]
pub struct MatchWon {
    /// The winner.
    pub winner: Seat,
}

pub(crate) fn start_match(mut commands: Commands, setup: Option<Res<NewMatch>>) {
    let setup = setup.map(|s| s.clone()).unwrap_or_else(|| NewMatch {
        rules: Rules::standard(4),
        seed: 1,
        seats: vec![
            SeatKind::Human,
            SeatKind::Computer(Level::Normal),
            SeatKind::Computer(Level::Normal),
            SeatKind::Computer(Level::Normal),
        ],
    });
    let mut events = Vec::new();
    let game = match Match::new(setup.rules, setup.seed, &mut events) {
        Ok(game) => game,
        Err(e) => {
            // The setup screen validates first; should a bad setup get here, say so and go back.
            error!("cannot start the match: {e}");
            commands.set_state(Screen::Title);
            return;
        }
    };
    let players = setup
        .seats
        .iter()
        .enumerate()
        .map(|(i, kind)| match kind {
            SeatKind::Human => None,
            SeatKind::Computer(level) => Some(Brain::new(
                *level,
                crate::sim::player_seed(setup.seed, Seat(i as u8)),
            )),
        })
        .collect();
    for card in CardSet::FULL {
        commands.spawn((
            Name::new(format!("Card {card}")),
            CardEntity(card),
            CardPlace::Stock,
            DespawnOnExit(Screen::Playing),
        ));
    }
    commands.insert_resource(Table {
        game,
        seats: setup.seats,
        players,
        pending: events.into(),
    });
}

/// Lets the computer player whose turn it is choose a card, and plays it through the engine.
pub(crate) fn play_computer_turn(
    table: Option<ResMut<Table>>,
    delay: Option<Res<TurnDelay>>,
    time: Res<Time>,
    mut waited: Local<f32>,
) {
    let Some(mut table) = table else { return };
    // Cards are shown before the next one is chosen, and a pause after each lets the person follow the play.
    if !table.pending.is_empty() {
        *waited = 0.0;
        return;
    }
    *waited += time.delta_secs();
    if delay.is_some_and(|d| *waited < d.0) {
        return;
    }
    let Some(seat) = table.game.to_act() else {
        return;
    };
    let view = table.game.view(seat);
    // A computer's thinking is not part of what the table shows: it does not mark the table changed.
    let Some(Some(brain)) = table
        .bypass_change_detection()
        .players
        .get_mut(seat.index())
    else {
        return;
    };
    let Some(card) = brain.decide(&view) else {
        return;
    };
    let mut events = Vec::new();
    *waited = 0.0;
    match table.game.play(seat, card, &mut events) {
        Ok(()) => table.pending.extend(events),
        Err(e) => error!("{seat}'s computer player tried {card}: {e}"),
    }
}

/// Moves the card entities as the engine's events say, and announces what happened.
pub(crate) fn apply_engine_events(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    mut cards: Query<(&CardEntity, &mut CardPlace)>,
    mut next_phase: ResMut<NextState<Phase>>,
) {
    let Some(mut table) = table else { return };
    // Reading through `ResMut` first keeps the table unchanged (and the labels untouched) on quiet frames.
    if table.pending.is_empty() {
        return;
    }
    let players = table.game.rules().players;
    while let Some(event) = table.pending.pop_front() {
        let mut place = |card: Card, at: CardPlace| {
            for (entity, mut p) in &mut cards {
                if entity.0 == card {
                    *p = at;
                }
            }
        };
        match event {
            Event::Dealt { dealer, deck } => {
                let dealt = players as usize * table.game.rules().hand_size as usize;
                for (i, &card) in deck.iter().enumerate() {
                    let at = if i < dealt {
                        CardPlace::Hand(dealer.plus(1 + i, players))
                    } else {
                        CardPlace::Stock
                    };
                    place(card, at);
                }
            }
            Event::PrizeTurned { card, .. } => place(card, CardPlace::Prize),
            Event::CardPlayed { seat, card } => {
                place(card, CardPlace::Trick(seat));
                commands.trigger(CardPlayed { seat, card });
            }
            Event::PinWon { winner, .. } => {
                for (_, mut p) in &mut cards {
                    if matches!(*p, CardPlace::Trick(_)) {
                        *p = CardPlace::PinStack(winner);
                    }
                }
                commands.trigger(PinWon { winner });
            }
            Event::PrizeTaken { seat, card } | Event::CardDrawn { seat, card } => {
                place(card, CardPlace::Hand(seat))
            }
            Event::CardsSetAside { cards: aside } => {
                for card in aside {
                    place(card, CardPlace::SetAside);
                }
            }
            Event::FlintWon { winner, .. } => commands.trigger(FlintWon { winner }),
            Event::MatchWon { winner } => {
                commands.trigger(MatchWon { winner });
                next_phase.set(Phase::MatchWon);
            }
        }
    }
}
