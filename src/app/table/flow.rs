//! The match at the table, step by step: starting or resuming it, then one system per game phase that takes the
//! engine's events of its kind off the queue once the animations of the step before have finished, moves the
//! card entities and triggers an observer event (`CardPlayed`, `TrickWon`, ...) for sound and effects.
//! `advance_phase` picks the phase from the next event waiting. The computer players decide here too, a little
//! each frame. Nothing is decided inside an animation.

use crate::app::state::table::{human_seat, person_of, take_next};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::animation::{Face, animations_idle};
use super::places::{CardEntity, CardPlace, engine_place, pile_of, place};
use crate::ai::ComputerPlayer;
use crate::app::settings::Settings;
use crate::app::state::events::{CardPlayed, CardTurned, DealStarted, TrickWon, TurnStarted};
use crate::app::state::setup::MatchSetup;
use crate::app::state::sheet::rows_scored_in;
use crate::app::state::table::{CarriedHands, DealToReplay, HandRecord, Resume, hands_from_record};
use crate::app::state::table::{
    EventCarry, HeldTrick, NewMatch, SeatKind, Shown, ShownScores, ShownTrick, Table, TableEvent,
    table_events, trick_hold, trick_weighs,
};
use crate::app::state::{AtTable, Phase, Screen, StartMatch, TableSystems};
use crate::engine::{AnyMatch, Card, CardSet, DealCode, Decision, MatchRecord, Move, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        (clear_previous_table, start_match)
            .chain()
            .in_set(StartMatch),
    );
    app.add_systems(
        Update,
        (
            collect_trick,
            advance_phase.run_if(not(in_state(Phase::Paused))),
            deal_cards.run_if(in_state(Phase::Dealing)),
            (
                lay_card,
                announce_turn,
                play_computer_turn.run_if(computers_may_play),
            )
                .chain()
                .run_if(in_state(Phase::Turn)),
            resolve_trick.run_if(in_state(Phase::Resolving)),
        )
            .chain()
            .in_set(TableSystems::Show)
            .run_if(animations_idle),
    );
    app.add_systems(
        Update,
        ask_while_the_table_works
            .in_set(TableSystems::Show)
            .run_if(not(in_state(Phase::Paused))),
    );
    app.add_message::<CollectTrick>();
    app.add_systems(
        Update,
        (go_on_from_a_kept_trick, collect_kept_trick)
            .chain()
            .before(TableSystems::Show)
            .run_if(in_state(Screen::Playing))
            .run_if(not(in_state(Phase::Paused))),
    );
}

/// The person goes on from a trick kept on the table ([`Settings::keep_tricks`]): it goes to its winner's pile.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct CollectTrick;

/// While a trick waits for the person, a click or tap anywhere on the table (not on a button), Space or Enter
/// goes on. An open panel (the pause menu, the rules) keeps its keys and clicks.
// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
fn go_on_from_a_kept_trick(
    table: Option<Res<Table>>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    presses: Option<ResMut<Messages<Pointer<Press>>>>,
    mut seen: Local<bevy::ecs::message::MessageCursor<Pointer<Press>>>,
    buttons: Query<(), With<Button>>,
    parents: Query<&ChildOf>,
    overlays: Query<(), With<crate::app::ui::Dismissable>>,
    mut collect: MessageWriter<CollectTrick>,
) {
    // Presses are read every frame, so one made before the trick waited is not taken for going on.
    let pressed: Vec<Entity> = presses
        .as_deref()
        .map(|p| seen.read(p).map(|press| press.entity).collect())
        .unwrap_or_default();
    let waits = table.is_some_and(|t| t.shown.held.is_some_and(|h| h.waits));
    if !waits || !overlays.is_empty() {
        return;
    }
    let on_a_button = |entity: Entity| {
        std::iter::successors(Some(entity), |&e| parents.get(e).ok().map(|p| p.parent()))
            .any(|e| buttons.contains(e))
    };
    let keyed = keys.is_some_and(|k| k.any_just_pressed([KeyCode::Space, KeyCode::Enter]));
    if keyed || pressed.into_iter().any(|e| !on_a_button(e)) {
        collect.write(CollectTrick);
    }
}

/// The marks on a trick's cards: the names by them, the winner's glow.
type TrickMarks<'w, 's> = Query<
    'w,
    's,
    (),
    Or<(
        With<super::places::TrickTag>,
        With<super::places::WinnerGlow>,
    )>,
>;

/// Sends a kept trick to its winner's pile when the person goes on: from here it is collected as any trick.
fn collect_kept_trick(
    mut commands: Commands,
    mut asks: MessageReader<CollectTrick>,
    table: Option<ResMut<Table>>,
    mut cards: Query<(Entity, &CardEntity, &mut CardPlace)>,
    children: Query<&Children>,
    marks: TrickMarks,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(mut table) = table else { return };
    let Some(held) = table.shown.held.filter(|h| h.waits) else {
        return;
    };
    let Some(last) = table.shown.last_trick.clone() else {
        return;
    };
    if let Some(kept) = table.shown.held.as_mut() {
        kept.waits = false;
    }
    let pile = pile_of(table.kind(), held.winner);
    let trick: Vec<Card> = last.plays.iter().map(|&(_, card)| card).collect();
    for &card in trick
        .iter()
        .chain(held.kitty.iter().collect::<Vec<_>>().iter())
    {
        place(
            &mut cards,
            &mut commands,
            card,
            CardPlace::TrickPile(pile),
            0.0,
        );
    }
    // The winner's glow and the names by the cards go with the trick.
    for (entity, card, _) in &cards {
        if !trick.contains(&card.0) {
            continue;
        }
        for kid in children.iter_descendants(entity) {
            if marks.contains(kid) {
                commands.entity(kid).try_despawn();
            }
        }
    }
}

/// The table has work of its own while events wait to be shown, a trick lies held or a computer is to decide (it
/// thinks a little each frame, then waits the pace): it asks for frames (`rest.rs`) until the person is to
/// decide, a round's panel waits for them, or the match is over.
fn ask_while_the_table_works(
    table: Option<Res<Table>>,
    coaching: Option<Res<crate::app::state::lesson::Coaching>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(table) = table else { return };
    if table.shown.scoring.is_some() || !table.shown.over.is_empty() {
        return;
    }
    // A trick kept for the person waits for them, and asks for nothing meanwhile.
    if table.shown.held.is_some_and(|h| h.waits) {
        return;
    }
    // A computer to play, or to pass (Expert's Hearts pass thinks over frames).
    // Not while a lesson's coach holds them: the table then waits for the person to read, and rests.
    let held = coaching.is_some_and(|c| c.holds_computers());
    let computers_turn = !held
        && (table
            .game
            .to_act()
            .is_some_and(|seat| !table.is_human(seat))
            || matches!(table.game.decision(), Some(Decision::PassCards { seat, .. })
                if !table.is_human(seat)));
    if !table.caught_up() || table.shown.held.is_some() || computers_turn {
        redraw.write(RequestRedraw);
    }
}

/// A new match after the match-over panel ("Play again") or a restart: the old table goes first, since the
/// table stays on screen between the two.
fn clear_previous_table(mut commands: Commands, old: Query<Entity, With<DespawnOnExit<AtTable>>>) {
    for entity in &old {
        commands.entity(entity).try_despawn();
    }
}

/// Where Hearts' kitty turns face up for a moment when the first trick takes it: beside where it lay.
pub const KITTY_SHOWN_AT: Vec2 = Vec2::new(-290.0, 20.0);

/// Search iterations a Hard player may run per frame: about a millisecond on a desktop.
pub const SEARCH_PER_FRAME: u32 = 400;

/// What the table shows of a match the engine holds, with nothing waiting to be shown (a resumed match), as
/// `viewer`'s seat knows it.
fn shown_from(game: &AnyMatch, viewer: Seat) -> Shown {
    let players = game.players();
    let (last_trick, turn_up) = match game {
        AnyMatch::Wendellhead(g) => (
            g.last_pin().map(|p| ShownTrick {
                plays: p.trick.plays(players).collect(),
                winner: p.winner,
                prize: p.prize,
                kitty: CardSet::EMPTY,
            }),
            None,
        ),
        AnyMatch::Whist(g) => (
            g.last_trick().map(|t| ShownTrick {
                plays: t.trick.plays(players).collect(),
                winner: t.winner,
                prize: None,
                kitty: CardSet::EMPTY,
            }),
            g.turn_up_shown().map(|c| (g.dealer(), c)),
        ),
        AnyMatch::Hearts(g) => (
            g.history().last().map(|t| ShownTrick {
                plays: t.trick.plays(players).collect(),
                winner: t.winner,
                prize: None,
                // The kitty went with the first trick: the last one, if only one was played.
                kitty: if g.history().len() == 1 {
                    g.kitty_taken()
                } else {
                    CardSet::EMPTY
                },
            }),
            None,
        ),
        AnyMatch::Schafkopf(g) => (
            g.history().last().map(|t| ShownTrick {
                plays: t.trick.plays(players).collect(),
                winner: t.winner,
                prize: None,
                kitty: CardSet::EMPTY,
            }),
            None,
        ),
    };
    // Schafkopf's trump is shown once the game is declared, as the viewer knows it.
    let trump = match game {
        AnyMatch::Schafkopf(g) => g.view(viewer).contract.map(|c| c.trump),
        _ => game.trump(),
    };
    Shown {
        dealer: game.dealer(),
        trump,
        trick: game.trick().plays(players).collect(),
        last_trick,
        scores: ShownScores::of(game, viewer),
        over: game.winners(),
        turn_up,
        deal_code: Some(DealCode::of(game)),
        ..Shown::default()
    }
}

/// The match a run without a setup starts: you against three Normal players at Wendellhead.
fn default_match() -> NewMatch {
    MatchSetup::default().new_match(1)
}

// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
pub(crate) fn start_match(
    mut commands: Commands,
    setup: Option<Res<NewMatch>>,
    resume: Option<Res<Resume>>,
    replay: Option<Res<DealToReplay>>,
    choices: Option<Res<MatchSetup>>,
    carried: Option<Res<CarriedHands>>,
    phase: Option<Res<State<Phase>>>,
    todays: Option<ResMut<crate::app::daily::TodaysDeal>>,
    settings: Res<crate::app::settings::Settings>,
) {
    // A match started from the pause menu (Restart, Deal again) is played, not paused: the playing screen entered
    // again keeps its phase, so the pause menu would stay over the new deal.
    if phase.is_some_and(|p| *p.get() == Phase::Paused) {
        commands.set_state(Phase::Dealing);
    }
    let mut events = Vec::new();
    // The seat the table is shown from: the person's, or seat 0 at a table of computers.
    let viewer_of = |seats: &[SeatKind]| person_of(seats).unwrap_or(Seat(0));
    // A replay stays one when a card of it is taken back (the undo resumes it).
    let replay = replay.map(|r| r.0);
    if replay.is_some() {
        commands.remove_resource::<DealToReplay>();
    }
    let mut rated = replay.is_none() && choices.is_some_and(|c| c.rated);
    // Today's deal is rated the first time it is dealt (undo is off); dealt again (Restart, Deal it again), it is
    // practice.
    if let Some(mut todays) = todays
        && Some(todays.code) == replay
    {
        if todays.started {
            todays.rated = false;
            todays.counted = false;
        }
        todays.started = true;
        rated = todays.rated;
    }
    // The hands already played, when the table is laid out again after a card was taken back.
    let (mut hands, undo) = match (&resume, carried) {
        (Some(_), Some(carried)) => (carried.hands.clone(), carried.undo.clone()),
        _ => (Vec::new(), Vec::new()),
    };
    commands.remove_resource::<CarriedHands>();
    let mut casual = false;
    let mut sheet = Vec::new();
    // The match's record, and the deals played before it began.
    let mut record = None;
    let mut unrecorded = 0;
    let mut saved_undo = Vec::new();
    let mut pars = Vec::new();
    let mut arranged = None;
    let (game, seats, shown) = match resume {
        Some(resume) => {
            // A saved match goes on from the engine's state: the cards lie where the engine says.
            commands.remove_resource::<Resume>();
            let saved = &resume.0;
            // "Restart" and "Play again" then mean this match's seats and rules.
            commands.insert_resource(NewMatch {
                rules: saved.game.rules(),
                seed: saved.game.seed(),
                seats: saved.seats.clone(),
            });
            rated = saved.rated;
            casual = saved.casual;
            // The sheet as far as this match has scored: a card taken back before a deal's end unscores it.
            sheet = rows_scored_in(saved.sheet.clone(), &saved.game);
            match &saved.record {
                Some(r) => {
                    record = Some(r.clone());
                    unrecorded = saved.unrecorded;
                }
                // A save that kept no record: it begins with the deal in progress.
                None => {
                    record = Some(MatchRecord::continued(&saved.game));
                    unrecorded = saved.game.deals().saturating_sub(1);
                }
            }
            saved_undo = saved.undo.clone();
            pars = saved.pars.clone();
            arranged = saved.arranged.clone();
            (
                saved.game,
                saved.seats.clone(),
                shown_from(&saved.game, viewer_of(&saved.seats)),
            )
        }
        None => {
            let setup = setup.map(|s| s.clone()).unwrap_or_else(default_match);
            let started = match replay {
                Some(code) => code.start(&mut events).map_err(|e| e.to_string()),
                None => setup.rules.start(setup.seed, &mut events),
            };
            let game = match started {
                Ok(game) => game,
                Err(e) => {
                    // The setup screen only offers valid rules; should a bad setup get here, say so and go back.
                    error!("cannot start the match: {e}");
                    commands.set_state(Screen::Title);
                    return;
                }
            };
            let shown = Shown {
                scores: ShownScores::new(&setup.rules),
                ..Shown::default()
            };
            (game, setup.seats, shown)
        }
    };
    let players = seats
        .iter()
        .enumerate()
        .map(|(i, kind)| match kind {
            SeatKind::Human => None,
            SeatKind::Computer(level) => Some(ComputerPlayer::new(
                *level,
                crate::sim::player_seed(game.seed(), Seat(i as u8)),
            )),
        })
        .collect();
    let fresh = !events.is_empty();
    let person = person_of(&seats);
    let record = record.unwrap_or_else(|| MatchRecord::new(&game));
    // A continued match's hands come back from its record, with the pars worked out and the undo points; after
    // an undo they come carried over instead.
    let mut undo = undo;
    if !fresh && hands.is_empty() {
        hands = hands_from_record(&record, &game, person);
        for (hand, par) in hands.iter_mut().zip(pars) {
            hand.par = par.map(|result| crate::ai::par::Par { result });
        }
        undo = saved_undo
            .iter()
            .filter_map(|u| u.resolve(&hands))
            .collect();
    }
    if !fresh && hands.is_empty() {
        hands.push(HandRecord {
            code: Some(DealCode::of(&game)),
            fingerprint: Some(crate::engine::Fingerprint::of(&DealCode::of(&game))),
            ..HandRecord::default()
        });
    }
    let viewer = viewer_of(&seats);
    // The game's own pack: 32 cards for Schafkopf.
    for card in game.deck() {
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
    let mut carry = if fresh {
        EventCarry::new(viewer)
    } else {
        EventCarry::of(&game, viewer)
    };
    let pending = table_events(&game, events, &mut carry).into();
    commands.insert_resource(Table {
        game,
        seats,
        players,
        pending,
        shown,
        carry,
        replay,
        rated,
        casual,
        undo,
        hands,
        sheet,
        record,
        unrecorded,
        stand_in: false,
        group_order: None,
        // The settings' sort; `layout::arrange_hand` keeps it in step as the settings change.
        sort: settings.hand_sort,
        arrange: settings.arrange_hand,
        arranged,
    });
}

/// The phase that shows `event`, coming from phase `now`.
fn phase_for(event: &TableEvent, now: Phase) -> Phase {
    match event {
        TableEvent::Dealt { .. } | TableEvent::TrumpTurned { .. } => Phase::Dealing,
        // A prize is turned, or the stock set aside, at the end of a deal or of a round of draws.
        TableEvent::PrizeTurned { .. } | TableEvent::SetAside { .. } => match now {
            Phase::Dealing => Phase::Dealing,
            _ => Phase::Drawing,
        },
        TableEvent::Passed { .. } => Phase::Passing,
        TableEvent::Declared { .. } => Phase::Declaring,
        // What the table's seat knows, the skat taken or laid away, a pile's card turned up: taken off the queue in
        // the phase that is on (`games/schafkopf.rs`).
        TableEvent::Known { .. }
        | TableEvent::Doubled { .. }
        | TableEvent::SkatTaken { .. }
        | TableEvent::Discarded { .. }
        | TableEvent::Revealed { .. } => now,
        TableEvent::Played { .. } | TableEvent::HeartsBroken => Phase::Turn,
        TableEvent::TrickWon { .. } => Phase::Resolving,
        TableEvent::PrizeTaken { .. } | TableEvent::Drawn { .. } => Phase::Drawing,
        TableEvent::Scored(_) | TableEvent::MatchWon { .. } => Phase::Scoring,
    }
}

/// The trick held on the table has been collected (its cards stopped moving): play goes on. A trick kept for the
/// person stays until they go on (`collect_kept_trick`).
fn collect_trick(table: Option<ResMut<Table>>) {
    if let Some(mut table) = table
        && table.shown.held.is_some_and(|h| !h.waits)
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
    // A round's scores stay up until the player goes on; a finished match leaves the table.
    if table.shown.scoring.is_some() || !table.shown.over.is_empty() {
        return;
    }
    let now = *phase.get();
    let want = if !table.shown.deal_out.is_empty() {
        Phase::Dealing
    } else {
        match table.pending.front() {
            Some(event) => phase_for(event, now),
            // Caught up: the engine's next decision says which (a pass, or a card).
            None => match table.game.decision() {
                Some(Decision::PassCards { .. } | Decision::Discard { .. }) => Phase::Passing,
                Some(Decision::Declare { .. }) => Phase::Declaring,
                _ => Phase::Turn,
            },
        }
    };
    if want != now {
        next.set(want);
    }
}

/// Dealing: gathers every card into the stock, deals them out one at a time clockwise, turns the card that
/// shows trump.
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
        // A whole Whist pack goes out faster per card than Wendellhead's few hands.
        let gap = if out.len() > 40 { 0.022 } else { 0.045 };
        for (i, (card, seat)) in out.into_iter().enumerate() {
            place(
                &mut cards,
                &mut commands,
                card,
                CardPlace::Hand(seat),
                i as f32 * gap * f,
            );
        }
        return;
    }
    match table.pending.front() {
        Some(TableEvent::Dealt { .. }) => {
            // A replay is one deal: when the next one would be dealt, it is over.
            if table.replay.is_some() && table.shown.deal_code.is_some() {
                table.close_hand();
                commands.set_state(Screen::MatchOver);
                return;
            }
            let Some(TableEvent::Dealt {
                dealer,
                out,
                covered,
            }) = table.pending.pop_front()
            else {
                return;
            };
            // Everything comes back to the stock first; the next step deals from there.
            for (_, _, mut p) in &mut cards {
                *p = CardPlace::Stock;
            }
            // Schafkopf for two: the piles' face-down cards go out first.
            for (i, (card, seat)) in covered.into_iter().enumerate() {
                place(
                    &mut cards,
                    &mut commands,
                    card,
                    CardPlace::Covered(seat),
                    i as f32 * 0.045 * f,
                );
            }
            // The engine is still at this deal: everything after it waits to be shown. The hand before it is
            // over (Wendellhead's deck may run out without a Flint's panel): what it brought is counted now.
            table.close_hand();
            let code = DealCode::of(&table.game);
            let fingerprint = super::fingerprint::shows_fingerprint(&table)
                .then(|| crate::engine::Fingerprint::of(&code));
            let start = table.game;
            let shown = &mut table.shown;
            shown.steps += 1;
            shown.dealer = dealer;
            shown.trump = None;
            shown.turn_up = None;
            shown.trick.clear();
            shown.deal_out = out;
            shown.deal_code = Some(code);
            table.hands.push(HandRecord {
                code: Some(code),
                fingerprint,
                start: Some(start),
                ..HandRecord::default()
            });
            commands.trigger(DealStarted { dealer });
        }
        Some(
            TableEvent::PrizeTurned { .. }
            | TableEvent::SetAside { .. }
            | TableEvent::TrumpTurned { .. },
        ) => {
            show_turned(&mut commands, &mut table, &mut cards, 0.0);
        }
        _ => {}
    }
}

/// Shows a card turned for trump (Wendellhead's prize, Whist's turn-up) or the stock set aside.
pub fn show_turned(
    commands: &mut Commands,
    table: &mut Table,
    cards: &mut Query<(Entity, &CardEntity, &mut CardPlace)>,
    delay: f32,
) {
    match table.pending.pop_front() {
        Some(TableEvent::PrizeTurned { card, trump }) => {
            place(cards, commands, card, CardPlace::Prize, delay);
            table.shown.trump = Some(trump);
            commands.trigger(CardTurned { card, trump });
        }
        Some(TableEvent::TrumpTurned { dealer, card }) => {
            place(cards, commands, card, CardPlace::FaceUp(dealer), delay);
            table.shown.trump = Some(card.suit());
            table.shown.turn_up = Some((dealer, card));
            commands.trigger(CardTurned {
                card,
                trump: card.suit(),
            });
        }
        Some(TableEvent::SetAside { cards: aside }) => {
            for card in aside {
                place(cards, commands, card, CardPlace::SetAside, delay);
            }
        }
        Some(other) => table.pending.push_front(other),
        None => {}
    }
    table.shown.steps += 1;
}

/// A seat's turn: the card just played goes to the trick (the layout writes whose it is by it).
pub(crate) fn lay_card(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    mut cards: Query<(Entity, &CardEntity, &mut CardPlace)>,
) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::Played { seat, card }) =
        take_next(&mut table, |e| matches!(e, TableEvent::Played { .. }))
    else {
        return;
    };
    place(&mut cards, &mut commands, card, CardPlace::Trick(seat), 0.0);
    // Whist: the dealer picks the turn-up up when playing to the first trick (unless it is the card played).
    if let Some((dealer, turn_up)) = table.shown.turn_up
        && dealer == seat
    {
        if turn_up != card {
            place(
                &mut cards,
                &mut commands,
                turn_up,
                CardPlace::Hand(seat),
                0.0,
            );
        }
        table.shown.turn_up = None;
    }
    let lead = table.shown.trick.first().map(|&(_, c)| c.suit());
    let trumped = lead.is_some_and(|l| l != card.suit()) && Some(card.suit()) == table.shown.trump;
    table.shown.trick.push((seat, card));
    table.shown.steps += 1;
    commands.trigger(CardPlayed {
        seat,
        card,
        trumped,
    });
}

/// The trick is complete: it stays in view a moment (the layout marks the winning card), then goes face down to
/// its winner's pile.
pub(crate) fn resolve_trick(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    settings: Res<Settings>,
    mut cards: Query<(Entity, &CardEntity, &mut CardPlace)>,
    mut faces: Query<(&CardEntity, &mut Face, &mut Transform)>,
) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::TrickWon {
        winner,
        counts,
        with,
    }) = take_next(&mut table, |e| matches!(e, TableEvent::TrickWon { .. }))
    else {
        return;
    };
    // Wendellhead: the prize on offer goes to the winner, unless this Pin wins a Flint and a new deal begins.
    let scored = table.pending.front().is_some_and(TableEvent::is_scoring);
    let prize = cards
        .iter()
        .find(|(_, _, p)| **p == CardPlace::Prize)
        .map(|(_, c, _)| c.0)
        .filter(|_| !scored);
    let plays = std::mem::take(&mut table.shown.trick);
    let pile = pile_of(table.kind(), winner);
    let kitty: CardSet = with.iter().copied().collect();
    let taken: CardSet = plays.iter().map(|&(_, card)| card).chain(with).collect();
    // A trick with points stays longer; a person who asked for it keeps every trick until they go on (computers
    // alone, and the Hard computer standing in for the person, never wait for a click).
    let hold = trick_hold(
        settings.pace(),
        trick_weighs(&table.game, taken, prize.is_some()),
    );
    let waits = settings.keep_tricks && human_seat(&table).is_some() && !table.stand_in;
    if !waits {
        for card in taken {
            place(
                &mut cards,
                &mut commands,
                card,
                CardPlace::TrickPile(pile),
                hold,
            );
        }
    }
    // Hearts' kitty goes with the first trick: it turns face up where it lay, spread out, while the trick is
    // held, then goes face down to the winner's pile with it.
    if !kitty.is_empty() && (hold > 0.0 || waits) {
        let n = kitty.len() as f32;
        for (i, (_, mut face, mut transform)) in faces
            .iter_mut()
            .filter(|(c, ..)| kitty.contains(c.0))
            .enumerate()
        {
            face.up = true;
            transform.translation.x = KITTY_SHOWN_AT.x + (i as f32 - (n - 1.0) / 2.0) * 46.0;
            transform.translation.y = KITTY_SHOWN_AT.y;
            transform.translation.z = 40.0 + i as f32;
        }
    }
    let count = |c: i32| c.max(0) as u32;
    match &mut table.shown.scores {
        ShownScores::Wendellhead { pins, .. } => *pins = counts.into_iter().map(count).collect(),
        ShownScores::Whist { tricks, .. } => {
            for (shown, c) in tricks.iter_mut().zip(counts) {
                *shown = count(c);
            }
        }
        ShownScores::Hearts { points, .. } => *points = counts,
        ShownScores::Schafkopf { points, .. } => *points = counts,
    }
    if let Some(&(_, card)) = plays.iter().find(|&&(seat, _)| seat == winner) {
        table.shown.held = Some(HeldTrick {
            winner,
            card,
            prize,
            kitty,
            waits,
            hold,
        });
    }
    let shown = ShownTrick {
        plays,
        winner,
        prize,
        kitty,
    };
    if let Some(hand) = table.hands.last_mut() {
        hand.tricks.push(shown.clone());
    }
    table.shown.last_trick = Some(shown);
    table.shown.steps += 1;
    commands.trigger(TrickWon { winner });
}

/// Lets the computer player whose turn it is choose a card, and plays it through the engine.
pub(crate) fn play_computer_turn(
    table: Option<ResMut<Table>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut waited: Local<f32>,
) {
    let Some(mut table) = table else { return };
    if !computers_turn_due(&table, &settings, &time, &mut waited) {
        return;
    }
    let Some(seat) = table.game.to_act() else {
        return;
    };
    let game = table.game;
    // A computer's thinking is not part of what the table shows: it does not mark the table changed.
    let Some(Some(player)) = table
        .bypass_change_detection()
        .players
        .get_mut(seat.index())
    else {
        return;
    };
    // Before its card a computer may double (Schafkopf's Kontra or Re), judged from its own view.
    let decision = match player.decide_double(&game, seat) {
        Some(call) => Move::Call(call),
        None => match player.decide(&game, seat, SEARCH_PER_FRAME) {
            Some(card) => Move::Card(card),
            None => return,
        },
    };
    *waited = 0.0;
    // The log names no card: a player reading it must not learn a hand their seat cannot see.
    if table.apply(seat, decision).is_err() {
        error!("{seat}'s computer player chose a move the rules refuse");
    }
}

/// Whether the computers may decide: not while a lesson's coach has the person reading a line.
pub fn computers_may_play(coaching: Option<Res<crate::app::state::lesson::Coaching>>) -> bool {
    coaching.is_none_or(|c| !c.holds_computers())
}

/// Whether a computer may decide now: everything before is shown (cards are shown before the next one is
/// chosen), and a pause has passed since, so the person can follow the play; `waited` counts the pause.
pub fn computers_turn_due(
    table: &Table,
    settings: &Settings,
    time: &Time,
    waited: &mut f32,
) -> bool {
    if !table.caught_up() {
        *waited = 0.0;
        return false;
    }
    *waited += time.delta_secs();
    *waited >= 0.45 * settings.pace()
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
