//! The table: the match in progress as Bevy sees it. The engine's `Match` is the single source of truth; every
//! card is an entity whose [`CardPlace`] follows the engine's events, and each seat's turn is a game phase.
//!
//! The engine decides at once; the table then *shows* its events one step at a time. Each game phase has its
//! system (`deal_cards`, `lay_card`, `resolve_pin`, `draw_cards`, `score_flint`) that takes the events of its
//! kind off the queue once the animations of the step before have finished, moves the card entities and
//! triggers an observer event (`CardPlayed`, `PinWon`, ...) for sound and effects. `advance_phase` picks the
//! phase from the next event waiting. Nothing is decided inside an animation.

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::ai::{Budget, Level, Searcher};
use crate::engine::wendellhead::{Event, Match, Rules};
use crate::engine::{Card, CardSet, Seat, Suit};

use super::screens::Screen;
use super::settings::Settings;
use animation::{MoveDelay, animations_idle};

pub mod animation;
pub mod flint;
mod hud;
pub mod human;
pub mod layout;
pub mod pause;
pub mod review;

pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<Phase>();
    app.add_computed_state::<AtTable>();
    app.add_plugins((
        animation::plugin,
        layout::plugin,
        hud::plugin,
        human::plugin,
        pause::plugin,
        flint::plugin,
        review::plugin,
    ));
    app.add_systems(
        OnEnter(Screen::Playing),
        (clear_previous_table, start_match).chain(),
    );
    app.add_systems(
        Update,
        (
            collect_pin,
            advance_phase.run_if(not(in_state(Phase::Paused))),
            deal_cards.run_if(in_state(Phase::Dealing)),
            (lay_card, announce_turn, play_computer_turn)
                .chain()
                .run_if(in_state(Phase::Turn)),
            resolve_pin.run_if(in_state(Phase::Resolving)),
            draw_cards.run_if(in_state(Phase::Drawing)),
            score_flint.run_if(in_state(Phase::FlintWon)),
        )
            .chain()
            .in_set(TableSystems::Show)
            .run_if(animations_idle),
    );
    app.configure_sets(
        Update,
        (TableSystems::Show, TableSystems::Present)
            .chain()
            .run_if(in_state(Screen::Playing)),
    );
}

/// The order of the table's work in a frame: first the match steps on, then what shows it is brought up to
/// date.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableSystems {
    /// Playing cards and taking the engine's events off the queue.
    Show,
    /// Laying the cards out, labels, animations.
    Present,
}

/// The phase of the match inside the playing screen.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Playing)]
pub enum Phase {
    /// The cards are gathered, shuffled and dealt, and the first prize is turned.
    #[default]
    Dealing,
    /// A seat is to play a card, or the card just played goes to the Pin.
    Turn,
    /// The Pin is complete: it is shown, then collected to its winner's stack.
    Resolving,
    /// The prize goes to the Pin's winner, the others draw clockwise, the next prize is turned.
    Drawing,
    /// A Flint was won: the scores are shown until the player goes on.
    FlintWon,
    /// The pause menu is open; nothing moves.
    Paused,
}

/// The table is on screen: while a match is played and under the match-over panel, so the last Pin and the
/// final scores stay in view behind it. Cards, plates and labels live as long as this state.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct AtTable;

impl ComputedStates for AtTable {
    type SourceStates = Screen;

    fn compute(screen: Screen) -> Option<Self> {
        matches!(screen, Screen::Playing | Screen::MatchOver).then_some(AtTable)
    }
}

/// A new match after the match-over panel ("Play again") or a restart: the old table goes first, since the
/// table stays on screen between the two.
fn clear_previous_table(mut commands: Commands, old: Query<Entity, With<DespawnOnExit<AtTable>>>) {
    for entity in &old {
        commands.entity(entity).try_despawn();
    }
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
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
    /// Engine events waiting to be shown, oldest first.
    pub pending: VecDeque<Event>,
    /// The match as the table shows it so far (the engine may be ahead while events are shown).
    pub shown: Shown,
    /// What the person has won in this match, for the statistics.
    pub tally: Tally,
}

/// What the person has won in the match so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Tally {
    /// Pins won.
    pub pins: u32,
    /// Flints won.
    pub flints: u32,
}

impl Table {
    /// Whether the person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat.index()) == Some(&SeatKind::Human)
    }

    /// Takes the next waiting event if `wanted` accepts it (each phase takes only events of its own kind).
    fn next_if(&mut self, wanted: impl Fn(&Event) -> bool) -> Option<Event> {
        if self.pending.front().is_some_and(wanted) {
            self.pending.pop_front()
        } else {
            None
        }
    }

    /// Whether the table shows everything the engine did: no event waits.
    pub fn caught_up(&self) -> bool {
        self.pending.is_empty() && self.shown.deal_out.is_empty()
    }

    /// Whose turn the table shows: nobody's while events wait or the last Pin still lies on the table.
    pub fn turn_shown(&self) -> Option<Seat> {
        if self.caught_up() && self.shown.held.is_none() {
            self.game.to_act()
        } else {
            None
        }
    }
}

/// The names of the computer players by seat (seat 0 is the person's in a game from the setup screen).
const NAMES: [&str; 5] = ["Ada", "Mara", "Otto", "Lena", "Ivo"];

/// How the table names a seat: "You" for the person, a name for a computer.
pub fn seat_name(table: &Table, seat: Seat) -> String {
    if table.is_human(seat) {
        "You".to_string()
    } else {
        NAMES[seat.index() % NAMES.len()].to_string()
    }
}

/// What the table shows of the match so far, updated event by event.
#[derive(Clone, Debug, Default)]
pub struct Shown {
    /// The dealer of the deal shown.
    pub dealer: Seat,
    /// Trump as shown (none before the first prize of a deal).
    pub trump: Option<Suit>,
    /// Each seat's Pins towards the Flint.
    pub pins: Vec<u32>,
    /// Each seat's Flints.
    pub flints: Vec<u32>,
    /// The cards of the Pin in progress, in playing order.
    pub trick: Vec<(Seat, Card)>,
    /// The last complete Pin, for review.
    pub last_pin: Option<ShownPin>,
    /// Cards dealt by the engine that have yet to go out to the hands, in dealing order.
    pub deal_out: Vec<(Card, Seat)>,
    /// Each seat's Pins when the last Flint was won.
    pub flint_pins: Vec<u32>,
    /// The Flint whose scores are on screen, until the player goes on.
    pub flint: Option<Seat>,
    /// The match winner, once shown.
    pub over: Option<Seat>,
    /// Engine events shown so far: tells one turn from the next.
    pub steps: u64,
    /// The Pin just won, while it still lies on the table for everyone to see.
    pub held: Option<HeldPin>,
}

/// A complete Pin while it is held on the table before going to its winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldPin {
    /// Who won it.
    pub winner: Seat,
    /// The card that won it.
    pub card: Card,
    /// The prize it brings, if any.
    pub prize: Option<Card>,
}

/// How long a complete Pin stays in view: long enough to read who won at every speed but instant.
pub fn pin_hold(pace: f32) -> f32 {
    if pace == 0.0 {
        0.0
    } else {
        (1.1 * pace).max(0.8)
    }
}

/// A complete Pin as the review shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownPin {
    /// The cards in playing order, the leader first.
    pub plays: Vec<(Seat, Card)>,
    /// Who won it.
    pub winner: Seat,
    /// The prize the winner took, if any.
    pub prize: Option<Card>,
}

/// How a computer seat decides. Each decision starts from a seed made of the player's seed and the view it
/// decides on, so a resumed match plays on exactly as it would have without the interruption.
struct Brain {
    /// The level.
    level: Level,
    /// The player's seed.
    seed: u64,
    /// The Hard search under way, spread over frames so the window never freezes (on the web too).
    search: Option<Box<Searcher>>,
}

/// Search iterations a Hard player may run per frame: about a millisecond on a desktop.
pub const SEARCH_PER_FRAME: u32 = 400;

/// A seed for one decision: the player's seed mixed with a fingerprint (FNV-1a) of the view's JSON text.
fn decision_seed(seed: u64, view: &crate::engine::wendellhead::View) -> u64 {
    let text = serde_json::to_string(view).unwrap_or_default();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash = (hash ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
    }
    seed ^ hash
}

impl Brain {
    fn new(level: Level, seed: u64) -> Brain {
        Brain {
            level,
            seed,
            search: None,
        }
    }

    /// The card to play, or `None` while still thinking.
    fn decide(&mut self, view: &crate::engine::wendellhead::View) -> Option<Card> {
        if self.level != Level::Hard {
            return self
                .level
                .player_send(decision_seed(self.seed, view))
                .choose(view);
        }
        let searcher = self.search.get_or_insert_with(|| {
            let mut searcher =
                Box::new(Searcher::new(Budget::HARD, decision_seed(self.seed, view)));
            searcher.begin(view);
            searcher
        });
        if !searcher.think(SEARCH_PER_FRAME) {
            return None;
        }
        let card = searcher.ranking().first().map(|s| s.card);
        self.search = None;
        card
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

/// A deal began: the cards are gathered and go out (observed by sound).
#[derive(Event, Clone, Copy, Debug)]
pub struct DealStarted {
    /// Who deals.
    pub dealer: Seat,
}

/// A new prize was turned face up.
#[derive(Event, Clone, Copy, Debug)]
pub struct PrizeTurned {
    /// The prize.
    pub card: Card,
    /// Trump after it.
    pub trump: Suit,
}

/// A Pin was won (observed by animation and sound).
#[derive(Event, Clone, Copy, Debug)]
pub struct PinWon {
    /// The winner.
    pub winner: Seat,
}

/// The Pin's winner took the prize into their hand.
#[derive(Event, Clone, Copy, Debug)]
pub struct PrizeTaken {
    /// The winner.
    pub seat: Seat,
    /// The prize.
    pub card: Card,
}

/// A seat drew a card from the stock.
#[derive(Event, Clone, Copy, Debug)]
pub struct CardDrawn {
    /// Who drew.
    pub seat: Seat,
}

/// It is now this seat's turn, with the table showing everything before it.
#[derive(Event, Clone, Copy, Debug)]
pub struct TurnStarted {
    /// Whose turn.
    pub seat: Seat,
    /// Whether the person plays that seat.
    pub human: bool,
}

/// A card was played (observed by animation and sound).
#[derive(Event, Clone, Copy, Debug)]
pub struct CardPlayed {
    /// Who played.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// Whether it is a trump played to a Pin led in another suit.
    pub trumped: bool,
}

/// A Flint was won.
#[derive(Event, Clone, Copy, Debug)]
pub struct FlintWon {
    /// The winner.
    pub winner: Seat,
    /// Whether it also won the match.
    pub match_won: bool,
}

/// The match was won.
#[derive(Event, Clone, Copy, Debug)]
pub struct MatchWon {
    /// The winner.
    pub winner: Seat,
}

/// A match with a person at the table was given up unfinished: a new one replaced it (observed by the
/// statistics).
#[derive(Event, Clone, Copy, Debug)]
pub struct MatchAbandoned {
    /// Players at its table.
    pub players: u8,
}

/// A saved match to continue instead of starting a new one (the title's Continue, `--continue`).
#[derive(Resource, Clone, Debug)]
pub struct Resume(pub crate::app::save::SavedMatch);

/// Where the engine says `card` lies.
pub fn engine_place(game: &Match, card: Card) -> CardPlace {
    let players = game.rules().players;
    for seat in Seat::all(players) {
        if game.hand(seat).contains(card) {
            return CardPlace::Hand(seat);
        }
        if game.stack(seat).contains(card) {
            return CardPlace::PinStack(seat);
        }
    }
    if let Some((seat, _)) = game.trick().plays(players).find(|&(_, c)| c == card) {
        return CardPlace::Trick(seat);
    }
    if game.prize() == Some(card) {
        return CardPlace::Prize;
    }
    if game.set_aside().contains(card) {
        return CardPlace::SetAside;
    }
    CardPlace::Stock
}

/// What the table shows of a match the engine holds, with nothing waiting to be shown (a resumed match).
fn shown_from(game: &Match) -> Shown {
    let n = game.rules().players as usize;
    Shown {
        dealer: game.dealer(),
        trump: game.trump(),
        pins: game.pins()[..n].to_vec(),
        flints: game.flints()[..n].to_vec(),
        trick: game.trick().plays(game.rules().players).collect(),
        last_pin: game.last_pin().map(|p| ShownPin {
            plays: p.trick.plays(game.rules().players).collect(),
            winner: p.winner,
            prize: p.prize,
        }),
        flint_pins: vec![0; n],
        over: game.winner(),
        ..Shown::default()
    }
}

pub(crate) fn start_match(
    mut commands: Commands,
    setup: Option<Res<NewMatch>>,
    resume: Option<Res<Resume>>,
    store: Option<Res<super::storage::Store>>,
) {
    let mut events = Vec::new();
    let (game, seats, tally, shown) = match resume {
        Some(resume) => {
            // A saved match goes on from the engine's state: the cards lie where the engine says.
            commands.remove_resource::<Resume>();
            let saved = &resume.0;
            // "Restart" and "Play again" then mean this match's seats and rules.
            commands.insert_resource(NewMatch {
                rules: *saved.game.rules(),
                seed: saved.game.seed(),
                seats: saved.seats.clone(),
            });
            (
                saved.game,
                saved.seats.clone(),
                saved.tally,
                shown_from(&saved.game),
            )
        }
        None => {
            // The unfinished match a new one replaces (its save is overwritten from now on) is abandoned.
            let replaced = store
                .as_ref()
                .and_then(|store| store.read(super::save::SAVE_FILE).ok().flatten())
                .and_then(|text| super::save::parse_save(&text).ok())
                .filter(|saved| saved.seats.contains(&SeatKind::Human));
            if let Some(saved) = replaced {
                commands.trigger(MatchAbandoned {
                    players: saved.game.rules().players,
                });
            }
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
            let game = match Match::new(setup.rules, setup.seed, &mut events) {
                Ok(game) => game,
                Err(e) => {
                    // The setup screen only offers valid rules; should a bad setup get here, say so and go back.
                    error!("cannot start the match: {e}");
                    commands.set_state(Screen::Title);
                    return;
                }
            };
            let n = setup.rules.players as usize;
            let shown = Shown {
                pins: vec![0; n],
                flints: vec![0; n],
                flint_pins: vec![0; n],
                ..Shown::default()
            };
            (game, setup.seats, Tally::default(), shown)
        }
    };
    let players = seats
        .iter()
        .enumerate()
        .map(|(i, kind)| match kind {
            SeatKind::Human => None,
            SeatKind::Computer(level) => Some(Brain::new(
                *level,
                crate::sim::player_seed(game.seed(), Seat(i as u8)),
            )),
        })
        .collect();
    let fresh = !events.is_empty();
    for card in CardSet::FULL {
        commands.spawn((
            Name::new(format!("Card {card}")),
            CardEntity(card),
            if fresh {
                CardPlace::Stock
            } else {
                engine_place(&game, card)
            },
            DespawnOnExit(AtTable),
        ));
    }
    commands.insert_resource(Table {
        game,
        seats,
        players,
        pending: events.into(),
        shown,
        tally,
    });
}

/// The phase that shows `event`, coming from phase `now`.
fn phase_for(event: &Event, now: Phase) -> Phase {
    match event {
        Event::Dealt { .. } => Phase::Dealing,
        // A prize is turned, or the stock set aside, at the end of a deal or of a round of draws.
        Event::PrizeTurned { .. } | Event::CardsSetAside { .. } => match now {
            Phase::Dealing => Phase::Dealing,
            _ => Phase::Drawing,
        },
        Event::CardPlayed { .. } => Phase::Turn,
        Event::PinWon { .. } => Phase::Resolving,
        Event::PrizeTaken { .. } | Event::CardDrawn { .. } => Phase::Drawing,
        Event::FlintWon { .. } | Event::MatchWon { .. } => Phase::FlintWon,
    }
}

/// The Pin held on the table has been collected (its cards stopped moving): play goes on.
fn collect_pin(table: Option<ResMut<Table>>) {
    if let Some(mut table) = table
        && table.shown.held.is_some()
    {
        table.shown.held = None;
    }
}

/// Moves to the phase that shows the next waiting event, or to the turn when the table has caught up.
pub(crate) fn advance_phase(
    table: Option<Res<Table>>,
    phase: Res<State<Phase>>,
    mut next: ResMut<NextState<Phase>>,
) {
    let Some(table) = table else { return };
    // A Flint's scores stay up until the player goes on; a finished match leaves the table.
    if table.shown.flint.is_some() || table.shown.over.is_some() {
        return;
    }
    let now = *phase.get();
    let want = if !table.shown.deal_out.is_empty() {
        Phase::Dealing
    } else {
        match table.pending.front() {
            Some(event) => phase_for(event, now),
            None => Phase::Turn,
        }
    };
    if want != now {
        next.set(want);
    }
}

/// Sets where `card` lies, optionally after a delay (for cards that go one after another).
fn place(
    cards: &mut Query<(Entity, &CardEntity, &mut CardPlace)>,
    commands: &mut Commands,
    card: Card,
    at: CardPlace,
    delay: f32,
) {
    for (entity, c, mut p) in cards.iter_mut() {
        if c.0 == card {
            *p = at;
            if delay > 0.0 {
                commands.entity(entity).insert(MoveDelay(delay));
            }
        }
    }
}

/// Dealing: gathers every card into the stock, deals them out one at a time clockwise, turns the first prize.
pub(crate) fn deal_cards(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    settings: Res<Settings>,
    mut cards: Query<(Entity, &CardEntity, &mut CardPlace)>,
) {
    let Some(mut table) = table else { return };
    let f = settings.pace();
    if !table.shown.deal_out.is_empty() {
        let out = std::mem::take(&mut table.shown.deal_out);
        for (i, (card, seat)) in out.into_iter().enumerate() {
            place(
                &mut cards,
                &mut commands,
                card,
                CardPlace::Hand(seat),
                i as f32 * 0.045 * f,
            );
        }
        return;
    }
    match table.pending.front() {
        Some(Event::Dealt { .. }) => {
            let Some(Event::Dealt { dealer, deck }) = table.pending.pop_front() else {
                return;
            };
            let players = table.game.rules().players;
            let dealt = players as usize * table.game.rules().hand_size as usize;
            // Everything comes back to the stock first; the next step deals from there.
            for (_, _, mut p) in &mut cards {
                *p = CardPlace::Stock;
            }
            let shown = &mut table.shown;
            shown.steps += 1;
            shown.dealer = dealer;
            shown.trump = None;
            shown.trick.clear();
            shown.deal_out = deck[..dealt]
                .iter()
                .enumerate()
                .map(|(i, &card)| (card, dealer.plus(1 + i, players)))
                .collect();
            commands.trigger(DealStarted { dealer });
        }
        Some(Event::PrizeTurned { .. }) | Some(Event::CardsSetAside { .. }) => {
            show_stock_event(&mut commands, &mut table, &mut cards, 0.0);
        }
        _ => {}
    }
}

/// Shows a prize turned or the stock set aside (the end of a deal or of a round of draws).
fn show_stock_event(
    commands: &mut Commands,
    table: &mut Table,
    cards: &mut Query<(Entity, &CardEntity, &mut CardPlace)>,
    delay: f32,
) {
    match table.pending.pop_front() {
        Some(Event::PrizeTurned { card, trump }) => {
            place(cards, commands, card, CardPlace::Prize, delay);
            table.shown.trump = Some(trump);
            commands.trigger(PrizeTurned { card, trump });
        }
        Some(Event::CardsSetAside { cards: aside }) => {
            for card in aside {
                place(cards, commands, card, CardPlace::SetAside, delay);
            }
        }
        Some(other) => table.pending.push_front(other),
        None => {}
    }
    table.shown.steps += 1;
}

/// A seat's turn: the card just played goes to the Pin.
pub(crate) fn lay_card(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    mut cards: Query<(Entity, &CardEntity, &mut CardPlace)>,
) {
    let Some(mut table) = table else { return };
    let Some(Event::CardPlayed { seat, card }) =
        table.next_if(|e| matches!(e, Event::CardPlayed { .. }))
    else {
        return;
    };
    place(&mut cards, &mut commands, card, CardPlace::Trick(seat), 0.0);
    let lead = table.shown.trick.first().map(|&(_, c)| c.suit());
    // Whose card it is, and which one was led, written by the card while the Pin is on the table.
    if let Some((entity, ..)) = cards.iter().find(|(_, c, _)| c.0 == card) {
        let name = seat_name(&table, seat);
        let tag = if lead.is_none() {
            format!("{name} · led")
        } else {
            name
        };
        commands.entity(entity).with_child((
            TrickTag,
            Text2d::new(tag),
            TextFont::from_font_size(15.0),
            TextColor(super::ui::INK),
            Transform::from_xyz(0.0, -layout::CARD.y / 2.0 - 11.0, 0.2),
        ));
    }
    let trumped = lead.is_some_and(|l| l != card.suit()) && Some(card.suit()) == table.shown.trump;
    table.shown.trick.push((seat, card));
    table.shown.steps += 1;
    commands.trigger(CardPlayed {
        seat,
        card,
        trumped,
    });
}

/// The name by a card of the Pin in progress.
#[derive(Component, Clone, Copy, Debug)]
pub struct TrickTag;

/// The Pin is complete: it stays in view a moment with the winning card marked, then goes face down to its
/// winner's stack.
pub(crate) fn resolve_pin(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    settings: Res<Settings>,
    mut cards: Query<(Entity, &CardEntity, &mut CardPlace)>,
    children: Query<&Children>,
    tags: Query<Entity, With<TrickTag>>,
) {
    let Some(mut table) = table else { return };
    let Some(Event::PinWon { winner, pins }) = table.next_if(|e| matches!(e, Event::PinWon { .. }))
    else {
        return;
    };
    let hold = pin_hold(settings.pace());
    // The prize on offer goes to the winner, unless this Pin wins a Flint and a new deal begins.
    let flint = matches!(table.pending.front(), Some(Event::FlintWon { .. }));
    let prize = cards
        .iter()
        .find(|(_, _, p)| **p == CardPlace::Prize)
        .map(|(_, c, _)| c.0)
        .filter(|_| !flint);
    let plays = std::mem::take(&mut table.shown.trick);
    for &(_, card) in &plays {
        place(
            &mut cards,
            &mut commands,
            card,
            CardPlace::PinStack(winner),
            hold,
        );
    }
    table.shown.pins = pins;
    if table.is_human(winner) {
        table.tally.pins += 1;
    }
    // The marks of the Pin go when it is collected.
    for (entity, c, _) in &cards {
        if plays.iter().any(|&(_, p)| p == c.0)
            && let Ok(kids) = children.get(entity)
        {
            for kid in kids.iter().filter(|&kid| tags.contains(kid)) {
                commands.entity(kid).insert(animation::Expires(hold));
            }
        }
    }
    if let Some(&(_, card)) = plays.iter().find(|&&(seat, _)| seat == winner) {
        if let Some((entity, ..)) = cards.iter().find(|(_, c, _)| c.0 == card) {
            // The winning card glows gold while the Pin is held.
            commands.entity(entity).with_child((
                Sprite::from_color(super::ui::GOLD, layout::CARD + 14.0),
                Transform::from_xyz(0.0, 0.0, -0.02),
                animation::Expires(hold),
            ));
        }
        table.shown.held = Some(HeldPin {
            winner,
            card,
            prize,
        });
    }
    table.shown.last_pin = Some(ShownPin {
        plays,
        winner,
        prize,
    });
    table.shown.steps += 1;
    commands.trigger(PinWon { winner });
}

/// The prize goes to the Pin's winner, the others draw clockwise, then the next prize is turned.
pub(crate) fn draw_cards(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    settings: Res<Settings>,
    mut cards: Query<(Entity, &CardEntity, &mut CardPlace)>,
) {
    let Some(mut table) = table else { return };
    let step = 0.22 * settings.pace();
    let mut delay = 0.0;
    loop {
        match table.pending.front() {
            Some(Event::PrizeTaken { .. }) | Some(Event::CardDrawn { .. }) => {}
            Some(Event::PrizeTurned { .. }) | Some(Event::CardsSetAside { .. }) => {
                show_stock_event(&mut commands, &mut table, &mut cards, delay);
                return;
            }
            _ => return,
        }
        match table.pending.pop_front() {
            Some(Event::PrizeTaken { seat, card }) => {
                place(
                    &mut cards,
                    &mut commands,
                    card,
                    CardPlace::Hand(seat),
                    delay,
                );
                commands.trigger(PrizeTaken { seat, card });
            }
            Some(Event::CardDrawn { seat, card }) => {
                place(
                    &mut cards,
                    &mut commands,
                    card,
                    CardPlace::Hand(seat),
                    delay,
                );
                commands.trigger(CardDrawn { seat });
            }
            _ => {}
        }
        table.shown.steps += 1;
        delay += step;
    }
}

/// A Flint was won: the scores go up and Pins start again; the last Flint ends the match.
pub(crate) fn score_flint(mut commands: Commands, table: Option<ResMut<Table>>) {
    let Some(mut table) = table else { return };
    let Some(Event::FlintWon { winner, flints }) =
        table.next_if(|e| matches!(e, Event::FlintWon { .. }))
    else {
        return;
    };
    let match_won = matches!(table.pending.front(), Some(Event::MatchWon { .. }));
    if table.is_human(winner) {
        table.tally.flints += 1;
    }
    let shown = &mut table.shown;
    shown.steps += 1;
    shown.flint_pins = shown.pins.clone();
    shown.flints = flints;
    // Pins start again for the next Flint; the match's last Pins stay as they were.
    if !match_won {
        shown.pins.iter_mut().for_each(|p| *p = 0);
    }
    if match_won {
        table.pending.pop_front();
        table.shown.over = Some(winner);
        commands.trigger(FlintWon {
            winner,
            match_won: true,
        });
        commands.trigger(MatchWon { winner });
        commands.set_state(Screen::MatchOver);
    } else {
        table.shown.flint = Some(winner);
        commands.trigger(FlintWon {
            winner,
            match_won: false,
        });
    }
}

/// Lets the computer player whose turn it is choose a card, and plays it through the engine.
pub(crate) fn play_computer_turn(
    table: Option<ResMut<Table>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut waited: Local<f32>,
) {
    let Some(mut table) = table else { return };
    // Cards are shown before the next one is chosen, and a pause after each lets the person follow the play.
    if !table.caught_up() {
        *waited = 0.0;
        return;
    }
    *waited += time.delta_secs();
    if *waited < 0.45 * settings.pace() {
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

/// Says whose turn it is once the table has shown everything before it (the person's turn cue listens).
pub(crate) fn announce_turn(
    mut commands: Commands,
    table: Option<Res<Table>>,
    mut last: Local<Option<(u64, Seat)>>,
) {
    let Some(table) = table else { return };
    let Some(seat) = table.turn_shown() else {
        return;
    };
    let now = Some((table.shown.steps, seat));
    if *last != now {
        *last = now;
        commands.trigger(TurnStarted {
            seat,
            human: table.is_human(seat),
        });
    }
}
