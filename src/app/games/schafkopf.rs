//! Wendish Schafkopf's own screen parts: each plate shows the seat's call while the game is declared, then its
//! card points this hand and its balance (the cashier), and marks the seats the table's seat knows to be
//! declarers or defenders, as the cards show them; the badge names the game and its trump (the shared hud draws
//! it from the scores kept here); a hand's panel counts the card points per side, says schneider and schwarz,
//! tells a silent solo, and lists the payments; the match-over panel ranks the players by balance. Dreiwendsch:
//! the skat in the middle goes to its taker's hand (the person sees what it brought) and two cards are laid away
//! with the taker's tricks (the person's listed on their plate); everyone for themselves pays by who has most.
//! Schafkopf for two: a pile's face-down card turns over once its face-up card's trick is complete.

use crate::app::state::table::take_next;
use bevy::prelude::*;

use crate::app::i18n::CardWords;
use bevy::sprite::Anchor;

use super::summary::{MatchSummary, ordinal, plural, signed};
use crate::app::state::events::{CardsLaidAway, DealStarted, SidesRevealed, SkatTaken};
use crate::app::state::table::{
    Score, ShownScores, Table, TableEvent, human_seat, playing, seat_name,
};
use crate::app::state::{Phase, Screen, TableSystems};
use crate::app::table::animation::animations_idle;
use crate::app::table::declaring::call_words;
use crate::app::table::hud::{LabelsSpawned, PLATE_LEFT, Plate, show_label};
use crate::app::table::human::PromptNote;
use crate::app::table::passing::PassChoice;
use crate::app::table::places::{CardEntity, CardPlace, place};
use crate::app::table::round::{RoundPanel, close_round_panel, end_round, take_match_won};
use crate::app::ui::{self, GOLD, INK};
use crate::engine::schafkopf::{ContractKind, LogCall, PublicContract, Winner};
use crate::engine::{AnyMatch, Call, GameKind, Seat, Suit};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_labels
            .after(LabelsSpawned)
            .run_if(playing(GameKind::Schafkopf)),
    );
    app.add_observer(clear_hand);
    app.add_systems(
        Update,
        (
            learn_sides
                .before(crate::app::table::flow::advance_phase)
                .run_if(not(in_state(Phase::Paused))),
            (take_skat, lay_away, turn_up_card)
                .before(crate::app::table::flow::advance_phase)
                .run_if(not(in_state(Phase::Paused)))
                .run_if(animations_idle),
            score_hand
                .run_if(in_state(Phase::Scoring))
                .after(crate::app::table::flow::advance_phase)
                .run_if(animations_idle),
        )
            .in_set(TableSystems::Show)
            .run_if(playing(GameKind::Schafkopf)),
    );
    app.add_systems(
        Update,
        (update_labels, update_skat_label)
            .in_set(TableSystems::Present)
            .run_if(playing(GameKind::Schafkopf)),
    );
}

/// Dreiwendsch: the words under the skat lying face down in the middle ("Skat 2"), as the stock's count says what
/// lies there in Wendellhead.
#[derive(Component, Clone, Copy, Debug)]
pub struct SkatLabel;

/// Schafkopf for two: the count under a player's pile of won tricks ("You: 3 tricks"), so that the person's
/// reads as theirs and the other's as the other's.
#[derive(Component, Clone, Copy, Debug)]
pub struct TrickPileLabel(pub Seat);

/// Says how many cards the skat holds while it lies in the middle (nothing once it is taken), and at two on a desk
/// how many tricks each pile of won tricks holds.
#[allow(clippy::type_complexity)]
fn update_skat_label(
    table: Option<Res<Table>>,
    settings: Res<crate::app::settings::Settings>,
    cards: Query<&CardPlace>,
    frame: Res<crate::app::table::frame::TableFrame>,
    changed: Query<(), Changed<CardPlace>>,
    mut skat_labels: Query<(&mut Text2d, &mut Visibility), With<SkatLabel>>,
    mut pile_labels: Query<(&TrickPileLabel, &mut Text2d, &mut Visibility), Without<SkatLabel>>,
) {
    let Some(table) = table.filter(|t| {
        t.is_changed() || settings.is_changed() || frame.is_changed() || !changed.is_empty()
    }) else {
        return;
    };
    let skat = cards.iter().filter(|p| **p == CardPlace::Stock).count();
    let line = t!("sk-skat-pile", count = skat);
    for (mut text, mut visibility) in &mut skat_labels {
        show_label(&mut text, &mut visibility, line.clone(), skat > 0);
    }
    for (label, mut text, mut visibility) in &mut pile_labels {
        let taken = cards
            .iter()
            .filter(|p| **p == CardPlace::TrickPile(label.0))
            .count();
        // Two cards a trick.
        let line = t!(
            "sk-trick-pile",
            name = seat_name(&table, label.0),
            count = taken / 2
        );
        // A phone's piles lie by their plates, whose counts say whose they are.
        show_label(&mut text, &mut visibility, line, !frame.is_tall());
    }
}

/// A seat's line on its plate: its call while declaring, then its card points and balance.
#[derive(Component, Clone, Copy, Debug)]
pub struct PointsLabel(pub Seat);

/// A seat's side on its plate, once the table's seat knows it: "declarer" or "defender".
#[derive(Component, Clone, Copy, Debug)]
struct SideLabel(Seat);

fn spawn_labels(mut commands: Commands, plates: Query<(Entity, &Plate)>) {
    let players = plates.iter().count() as u8;
    if players == 3 {
        commands.spawn((
            SkatLabel,
            Text2d::default(),
            TextFont::from_font_size(crate::app::table::layout::TABLE_TEXT),
            TextColor(INK.with_alpha(0.8)),
            Transform::from_translation(
                crate::app::table::desk::stock_label_at(players).extend(40.0),
            ),
            crate::app::table::frame::TablePiece::StockLabel,
            Visibility::Hidden,
            DespawnOnExit(crate::app::state::AtTable),
        ));
    }
    if players == 2 {
        for seat in Seat::all(players) {
            commands.spawn((
                TrickPileLabel(seat),
                Text2d::default(),
                TextFont::from_font_size(crate::app::table::layout::TABLE_TEXT),
                TextColor(INK.with_alpha(0.8)),
                Transform::from_xyz(0.0, 0.0, 40.0),
                crate::app::table::frame::TablePiece::PileLabel(seat.0),
                Visibility::Hidden,
                DespawnOnExit(crate::app::state::AtTable),
            ));
        }
    }
    for (entity, plate) in &plates {
        commands.entity(entity).with_child((
            PointsLabel(plate.0),
            Text2d::default(),
            TextFont::from_font_size(crate::app::table::layout::TABLE_TEXT),
            TextColor(INK.with_alpha(0.9)),
            Anchor::CENTER_LEFT,
            Transform::from_xyz(PLATE_LEFT, -1.0, 0.2),
        ));
        commands.entity(entity).with_child((
            SideLabel(plate.0),
            Text2d::default(),
            TextFont::from_font_size(crate::app::table::layout::TABLE_TEXT),
            TextColor(GOLD),
            Anchor::CENTER_LEFT,
            Transform::from_xyz(PLATE_LEFT, -22.0, 0.2),
            Visibility::Hidden,
        ));
    }
}

/// How a call said aloud reads on the plate.
pub fn said(call: &LogCall) -> String {
    match call {
        LogCall::Pass => t!("sk-said-pass"),
        LogCall::Solo { trump } => call_words(&Call::Solo(*trump)),
        LogCall::Wedding { card } => call_words(&Call::Wedding(card.0)),
        LogCall::TakeSkat => t!("sk-said-take-skat"),
    }
}

fn update_labels(
    table: Option<Res<Table>>,
    // The settings too: a new language rewrites the lines.
    settings: Res<crate::app::settings::Settings>,
    mut points_labels: Query<(&PointsLabel, &mut Text2d, &mut Visibility), Without<SideLabel>>,
    mut side_labels: Query<(&SideLabel, &mut Text2d, &mut TextColor, &mut Visibility)>,
) {
    let Some(table) = table.filter(|t| t.is_changed() || settings.is_changed()) else {
        return;
    };
    let ShownScores::Schafkopf {
        points,
        balance,
        calls,
        contract,
        sides,
        laid_away,
        ..
    } = &table.shown.scores
    else {
        return;
    };
    // Dreiwendsch: the cards laid away count for their taker, on the plate as in the hand's panel. The person
    // knows their own; of another taker's only how many there are (the cards stay hidden until the end).
    let (away_by, away) = match &table.game {
        AnyMatch::Schafkopf(g) if !g.discarded().is_empty() => (g.taker(), g.discarded().len()),
        _ => (None, 0),
    };
    let own_away: crate::engine::CardSet = laid_away.iter().copied().collect();
    for (label, mut text, mut visibility) in &mut points_labels {
        let s = label.0.index();
        let money = signed(balance.get(s).copied().unwrap_or(0));
        let taken = points.get(s).copied().unwrap_or(0).max(0) as u32;
        let line = match (contract, calls[s]) {
            // While the game is declared: the call said, if any; a wedding's words fill the line alone.
            (None, Some(LogCall::Wedding { card })) => match card.0 {
                Some(_) => said(&LogCall::Wedding { card }),
                None => t!("sk-plate-first-foreign"),
            },
            (None, Some(call)) => t!("sk-plate-call", call = said(&call), balance = money),
            (None, None) => t!("sk-plate-balance", balance = money),
            (Some(_), _) if label.0 == table.viewer() && !own_away.is_empty() => t!(
                "sk-plate-points",
                points = plural(taken + crate::engine::schafkopf::points(own_away), "point"),
                balance = money
            ),
            (Some(_), _) if away_by == Some(label.0) => t!(
                "sk-plate-points-away",
                points = plural(taken, "point"),
                away = away
            ),
            (Some(_), _) => t!(
                "sk-plate-points",
                points = plural(taken, "point"),
                balance = money
            ),
        };
        show_label(&mut text, &mut visibility, line, true);
    }
    for (label, mut text, mut colour, mut visibility) in &mut side_labels {
        let (line, ink) = match sides[label.0.index()] {
            // The person's discard, told to them alone.
            Some(true) if !laid_away.is_empty() && label.0 == table.viewer() => (
                t!(
                    "sk-plate-laid-away",
                    side = side_word(contract, true),
                    cards = laid_away
                        .iter()
                        .map(|c| c.shown())
                        .collect::<Vec<_>>()
                        .join(" "),
                ),
                GOLD,
            ),
            // A wedding's player: the card called (or the first foreign trick), as everyone heard it.
            Some(true) => (
                wedding_called(contract, label.0).unwrap_or_else(|| side_word(contract, true)),
                GOLD,
            ),
            Some(false) => (side_word(contract, false), INK.with_alpha(0.75)),
            None => (String::new(), INK),
        };
        colour.set_if_neq(TextColor(ink));
        let show = !line.is_empty();
        show_label(&mut text, &mut visibility, line, show);
    }
}

/// On the plate of a wedding's player, what the wedding calls: "Wedding: A♣", "Wedding: first foreign".
pub fn wedding_called(contract: &Option<PublicContract>, seat: Seat) -> Option<String> {
    let c = contract.as_ref()?;
    if c.kind != ContractKind::Wedding || c.declarer != Some(seat) {
        return None;
    }
    Some(match c.called? {
        crate::engine::schafkopf::Called(Some(card)) => {
            t!("sk-plate-wedding", card = card.shown())
        }
        crate::engine::schafkopf::Called(None) => t!("sk-plate-first-foreign"),
    })
}

/// "soloist", "declarer", "defender" as the game is known.
fn side_word(contract: &Option<PublicContract>, declarer: bool) -> String {
    let alone =
        contract.is_some_and(|c| matches!(c.kind, ContractKind::Solo | ContractKind::SilentSolo));
    match (declarer, alone) {
        (true, true) => t!("sk-soloist"),
        (true, false) => t!("sk-declarer"),
        (false, _) => t!("sk-defender"),
    }
}

/// The game's name in a sentence: "a normal game", "Lena's heart solo", "your wedding"; named after `caller`,
/// the seat that called it (a wedding's partner may sit before its player).
pub fn game_words(table: &Table, kind: ContractKind, trump: Suit, caller: Option<Seat>) -> String {
    let name = seat_name(table, caller.unwrap_or(Seat(0)));
    match kind {
        ContractKind::Everyone => t!("sk-game-everyone"),
        ContractKind::Two => t!("sk-game-two"),
        ContractKind::Normal => t!("sk-game-normal"),
        ContractKind::Wedding => t!("sk-game-wedding", name = name),
        ContractKind::SilentSolo => t!("sk-game-silent-solo", name = name),
        ContractKind::Solo => {
            let suit = match trump {
                Suit::Clubs => "clubs",
                Suit::Diamonds => "diamonds",
                Suit::Hearts => "hearts",
                Suit::Spades => "spades",
            };
            t!("sk-game-solo", name = name, suit = suit)
        }
    }
}

/// What the table's seat knows of the game changed: the badge and the plates follow; a newly shown partner or
/// soloist is said on the prompt ("Lena plays the Q♠: you play together") and heard.
fn learn_sides(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    over: Query<(), With<RoundPanel>>,
    time: Res<Time>,
    mut note: ResMut<PromptNote>,
) {
    let Some(mut table) = table else { return };
    // The next deal's news waits until the hand's panel is gone.
    if !over.is_empty() {
        return;
    }
    let Some(TableEvent::Known {
        contract: now,
        sides: known,
    }) = take_next(&mut table, |e| matches!(e, TableEvent::Known { .. }))
    else {
        return;
    };
    let mut revealed = None;
    if let ShownScores::Schafkopf {
        contract, sides, ..
    } = &table.shown.scores
    {
        // Learning one's own side when the game is declared is no news; a side shown in play is.
        let news = contract.is_some()
            && known
                .iter()
                .zip(sides.iter())
                .any(|(k, s)| k.is_some() && s.is_none());
        if news {
            let before = Known {
                contract: *contract,
                sides: *sides,
            };
            let after = Known {
                contract: now,
                sides: known,
            };
            revealed = Some((
                reveal_words(&table, &before, &after, |c| c.shown()),
                reveal_words(&table, &before, &after, |c| c.spoken()),
            ));
        }
    }
    if let ShownScores::Schafkopf {
        contract, sides, ..
    } = &mut table.shown.scores
    {
        *contract = now;
        *sides = known;
    }
    table.shown.trump = now.map(|c| c.trump);
    if let Some((shown, spoken)) = revealed {
        if let Some(line) = shown {
            note.say(line, time.elapsed_secs());
        }
        commands.trigger(SidesRevealed { line: spoken });
    }
}

/// What the table's seat knows of the game at one moment: the game, and which seats it knows to be declarers.
struct Known {
    contract: Option<PublicContract>,
    sides: [Option<bool>; 4],
}

/// What the cards just showed, in a player's words, the card named by `named`: who played the card (or took
/// the wedding's first foreign trick) and what it shows of the sides, as the person sees them ("Lena plays the
/// Q♠: you play together", "Otto plays the A♣: Otto and Lena play against you", "Lena plays the Q♠: a silent
/// solo, Lena plays alone"). `None` when no card or trick of the table's shows it.
fn reveal_words(
    table: &Table,
    before: &Known,
    after: &Known,
    named: impl Fn(crate::engine::Card) -> String,
) -> Option<String> {
    let contract = after.contract?;
    let newly: Vec<Seat> = (0..4)
        .filter(|&i| after.sides[i].is_some() && before.sides[i].is_none())
        .map(|i| Seat(i as u8))
        .collect();
    // The card that showed it: the last one played, in the trick or (the trick complete) the trick just won.
    let last = table.shown.last_trick.as_ref();
    let play = table
        .shown
        .trick
        .last()
        .or_else(|| last.and_then(|t| t.plays.last()))
        .copied();
    let first_foreign = contract.kind == ContractKind::Wedding
        && contract.called == Some(crate::engine::schafkopf::Called(None));
    // Who showed it, and how: by a card, or by taking the wedding's first foreign trick.
    let (shown_by, opening) = if first_foreign {
        let winner = last?.winner;
        (
            winner,
            t!("sk-reveal-trick", name = seat_name(table, winner)),
        )
    } else {
        let (seat, card) = play?;
        let opening = t!(
            "sk-reveal-card",
            name = seat_name(table, seat),
            card = named(card)
        );
        (seat, opening)
    };
    let person = human_seat(table);
    let side = |s: Seat| after.sides.get(s.index()).copied().flatten();
    // The seat's known partner: another seat on its side, where sides are pairs.
    let partner = |s: Seat| {
        Seat::all(table.game.players()).find(|&o| o != s && side(s).is_some() && side(o) == side(s))
    };
    let became_silent = contract.kind == ContractKind::SilentSolo
        && before
            .contract
            .is_none_or(|c| c.kind != ContractKind::SilentSolo);
    let what = if became_silent {
        let soloist = contract.declarer.unwrap_or(shown_by);
        t!("sk-reveal-silent-solo", name = seat_name(table, soloist))
    } else if !newly.contains(&shown_by) && Some(shown_by) != person {
        // The card showed nothing of its own player (the person's side learnt from another's card).
        return None;
    } else {
        match (person, side(shown_by)) {
            (Some(p), Some(_)) if p == shown_by => {
                t!("sk-reveal-you-with", other = seat_name(table, partner(p)?))
            }
            (Some(p), s) if s.is_some() && s == side(p) => t!("sk-reveal-together"),
            (Some(_), Some(_)) => match partner(shown_by).filter(|&o| Some(o) != person) {
                Some(other) => t!(
                    "sk-reveal-pair-against",
                    name = seat_name(table, shown_by),
                    other = seat_name(table, other)
                ),
                None => t!("sk-reveal-against", name = seat_name(table, shown_by)),
            },
            // A table of computers: who plays with whom.
            (None, Some(_)) => t!(
                "sk-reveal-with",
                name = seat_name(table, shown_by),
                other = seat_name(table, partner(shown_by)?)
            ),
            (_, None) => return None,
        }
    };
    Some(format!("{opening}: {what}"))
}

/// A new deal: no calls, no points, no game yet.
fn clear_hand(_: On<DealStarted>, table: Option<ResMut<Table>>) {
    if let Some(mut table) = table
        && let ShownScores::Schafkopf {
            points,
            calls,
            contract,
            sides,
            laid_away,
            doubles,
            ..
        } = &mut table.shown.scores
    {
        points.iter_mut().for_each(|p| *p = 0);
        *calls = [None; 4];
        *contract = None;
        *sides = [None; 4];
        laid_away.clear();
        *doubles = Default::default();
    }
}

/// Dreiwendsch: the skat goes from the middle to its taker's hand; the person sees what it brought (the two
/// cards stand out a moment).
fn take_skat(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    mut choice: ResMut<PassChoice>,
    mut cards: Query<(Entity, &CardEntity, &mut CardPlace)>,
) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::SkatTaken { seat, cards: skat }) =
        take_next(&mut table, |e| matches!(e, TableEvent::SkatTaken { .. }))
    else {
        return;
    };
    for (i, &card) in skat.iter().enumerate() {
        place(
            &mut cards,
            &mut commands,
            card,
            CardPlace::Hand(seat),
            i as f32 * 0.1,
        );
    }
    if table.is_human(seat) {
        choice.arrived = skat;
        choice.from = None;
    }
    table.shown.steps += 1;
    commands.trigger(SkatTaken { seat });
}

/// Dreiwendsch: the taker's two cards go face down to its tricks (their points count for it); the person's are
/// listed on their plate.
fn lay_away(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    mut choice: ResMut<PassChoice>,
    mut cards: Query<(Entity, &CardEntity, &mut CardPlace)>,
) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::Discarded { seat, cards: away }) =
        take_next(&mut table, |e| matches!(e, TableEvent::Discarded { .. }))
    else {
        return;
    };
    for &card in &away {
        place(
            &mut cards,
            &mut commands,
            card,
            CardPlace::TrickPile(seat),
            0.0,
        );
    }
    choice.arrived.clear();
    // Told to the seat the table is shown from, if it is the taker.
    if seat == table.viewer()
        && let ShownScores::Schafkopf { laid_away, .. } = &mut table.shown.scores
    {
        *laid_away = away;
    }
    table.shown.steps += 1;
    commands.trigger(CardsLaidAway { seat });
}

/// Schafkopf for two: once the trick is gathered, the face-down card under each pile played from turns over.
fn turn_up_card(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    mut cards: Query<(Entity, &CardEntity, &mut CardPlace)>,
) {
    let Some(mut table) = table else { return };
    if table.shown.held.is_some() {
        return;
    }
    let Some(TableEvent::Revealed { seat, card }) =
        take_next(&mut table, |e| matches!(e, TableEvent::Revealed { .. }))
    else {
        return;
    };
    place(&mut cards, &mut commands, card, CardPlace::Hand(seat), 0.0);
    table.shown.steps += 1;
}

/// The hand is counted and paid: balances change, the sides are shown as they were; the match may be over.
fn score_hand(mut commands: Commands, table: Option<ResMut<Table>>) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::Scored(hand)) = take_next(&mut table, |e| {
        matches!(e, TableEvent::Scored(Score::Schafkopf { .. }))
    }) else {
        return;
    };
    let Score::Schafkopf {
        declarers,
        winner,
        balance,
        ..
    } = &hand
    else {
        return;
    };
    let match_won = take_match_won(&mut table);
    // A hand won by the person (or their side), for the statistics.
    if let Some(h) = human_seat(&table) {
        let won = match winner {
            Winner::Declarers => declarers.contains(&h),
            Winner::Defenders => !declarers.contains(&h),
            Winner::Seat(s) => *s == h,
            Winner::Tied(seats) => seats.contains(&h),
            Winner::Draw => false,
        };
        if won {
            table.count_round();
        }
    }
    let sided = !declarers.is_empty();
    if let ShownScores::Schafkopf {
        balance: shown,
        sides,
        ..
    } = &mut table.shown.scores
    {
        *shown = balance.clone();
        // The hand is over: everyone's side is known now.
        if sided {
            for (s, side) in sides.iter_mut().enumerate().take(balance.len()) {
                *side = Some(declarers.contains(&Seat(s as u8)));
            }
        }
    }
    table.shown.steps += 1;
    end_round(&mut commands, &mut table, hand, match_won, spawn_hand_panel);
}

/// A seat's name as a sentence's subject: "You", "Otto".
fn who(table: &Table, seat: Seat) -> String {
    seat_name(table, seat)
}

/// "Otto and you win the normal game with 78 card points", "Lena's heart solo loses: 54 card points", "Otto
/// takes most: 54 card points", "60–60: a draw".
fn headline(table: &Table, hand: &Score) -> String {
    let Score::Schafkopf {
        kind,
        trump,
        caller,
        declarers,
        points,
        winner,
        declarers_won,
        ..
    } = hand
    else {
        return String::new();
    };
    match winner {
        Winner::Seat(seat) => {
            let p = points.get(seat.index()).copied().unwrap_or(0);
            return match kind {
                ContractKind::Two => t!("sk-two-won", name = who(table, *seat), points = p),
                _ => t!("sk-took-most", name = who(table, *seat), points = p),
            };
        }
        Winner::Tied(seats) => {
            let p = seats
                .first()
                .and_then(|s| points.get(s.index()))
                .copied()
                .unwrap_or(0);
            if seats.len() >= 3 {
                return t!("sk-all-three-tie", points = p);
            }
            let names: Vec<String> = seats.iter().map(|&s| who(table, s)).collect();
            return t!(
                "sk-tie-for-most",
                names = names.join(&t!("and-separator")),
                points = p
            );
        }
        Winner::Draw => return t!("sk-draw"),
        Winner::Declarers | Winner::Defenders => {}
    }
    let words = game_words(table, *kind, *trump, *caller);
    let ours = points.first().copied().unwrap_or(0);
    let theirs = points.get(1).copied().unwrap_or(0);
    let how = if *declarers_won {
        t!("sk-game-won", game = words, points = ours)
    } else if theirs == 60 {
        t!("sk-game-lost-draw", game = words)
    } else {
        t!("sk-game-lost", game = words, points = ours)
    };
    // The person's own result comes first ("You and Lena win: 60–60 goes to the defenders"): their side, as the
    // sides now lie open, and whether it won.
    let Some(person) = crate::app::state::table::human_seat(table) else {
        return capitalised(&how);
    };
    let declaring = declarers.contains(&person);
    let side: Vec<Seat> = Seat::all(table.game.players())
        .filter(|s| *s != person && declarers.contains(s) == declaring)
        .collect();
    // Every player of the person's side: a solo's three defenders are "You, Otto and Lena".
    let names = crate::app::i18n::names_listed(
        std::iter::once(person)
            .chain(side.iter().copied())
            .map(|s| who(table, s))
            .collect(),
    );
    t!(
        "sk-side-result",
        who = names,
        alone = if side.is_empty() { "yes" } else { "no" },
        won = if *declarers_won == declaring {
            "yes"
        } else {
            "no"
        },
        how = how
    )
}

/// The phrase with its first letter a capital, to open a sentence.
fn capitalised(phrase: &str) -> String {
    let mut chars = phrase.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
}

/// The hand's result: the game as it was, card points per side (or per player), schneider and schwarz, what it
/// was worth and what each seat paid or gained; the next deal starts when the player goes on.
pub fn spawn_hand_panel(commands: &mut Commands, table: &Table, hand: &Score) {
    let (
        AnyMatch::Schafkopf(game),
        Score::Schafkopf {
            kind,
            declarers,
            points: card_points,
            declarers_won,
            schneider,
            schwarz,
            laufende,
            doubles,
            value,
            payments,
            balance,
            ..
        },
    ) = (&table.game, hand)
    else {
        return;
    };
    let rules = game.rules();
    let players = rules.players();
    let root = commands
        .spawn((
            ui::overlay("Hand scored", true),
            RoundPanel,
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    // The buttons that go on stay at the panel's foot; the scores above them scroll on a low window.
    let (panel, foot) = ui::footed(commands, root);
    commands.spawn((ui::text(headline(table, hand), 28.0, GOLD), ChildOf(panel)));
    let flags = match (schwarz, schneider) {
        (true, _) => "schwarz",
        (false, true) => "schneider",
        _ => "none",
    };
    let sided = !declarers.is_empty();
    let summary = match kind {
        _ if sided => Some(t!(
            "sk-card-points",
            alone = if declarers.len() == 1 { "yes" } else { "no" },
            declarers = card_points.first().copied().unwrap_or(0),
            defenders = card_points.get(1).copied().unwrap_or(0),
            flags = flags
        )),
        ContractKind::Two if flags != "none" => Some(t!("sk-loser-has", flags = flags)),
        // Everyone for themselves: the skat nobody took went with the last trick, its card points counted.
        ContractKind::Everyone => Some(
            match table
                .hands
                .last()
                .and_then(|h| h.tricks.iter().rev().find(|t| !t.kitty.is_empty()))
            {
                Some(last) => t!(
                    "sk-everyone-skat",
                    name = seat_name(table, last.winner),
                    cards = last
                        .kitty
                        .iter()
                        .map(|c| c.shown())
                        .collect::<Vec<_>>()
                        .join(" "),
                    points = crate::app::table::review::kitty_points(&table.game, last.kitty)
                ),
                None => t!("sk-everyone-pays"),
            },
        ),
        _ => None,
    };
    if let Some(line) = summary {
        commands.spawn((ui::text(line, 20.0, INK), ChildOf(panel)));
    }
    let alone = declarers.len() == 1;
    if *kind != ContractKind::Everyone {
        let mut parts = vec![rules.values.base.to_string()];
        if *schneider {
            parts.push(t!("sk-part-schneider", points = rules.values.schneider));
        }
        if *schwarz {
            parts.push(t!("sk-part-schwarz", points = rules.values.schwarz));
        }
        // The cashier's figures: the run of top trumps, then what Kontra and Re made of the sum.
        if let Some(run) = laufende {
            parts.push(t!(
                "sk-part-laufende",
                run = run.run,
                with = if run.with { "yes" } else { "no" }
            ));
        }
        // Who doubled: "× 4 for Kontra (You) and Re (Otto)", after the sum it doubles.
        let doubled = match (doubles.kontra, doubles.re) {
            (Some(k), Some(r)) => t!(
                "sk-part-redoubled",
                kontra = seat_name(table, k),
                re = seat_name(table, r)
            ),
            (Some(k), None) => t!("sk-part-doubled", kontra = seat_name(table, k)),
            _ => String::new(),
        };
        let undoubled = rules.values.base
            + rules.values.schneider * u32::from(*schneider)
            + rules.values.schwarz * u32::from(*schwarz)
            + laufende.map_or(0, |l| u32::from(l.run));
        let sum = match (parts.len() > 1, doubled.is_empty()) {
            (true, true) => format!(" ({})", parts.join(" + ")),
            (true, false) => format!(" ({} = {undoubled}{doubled})", parts.join(" + ")),
            (false, false) => format!(" ({undoubled}{doubled})"),
            (false, true) => String::new(),
        };
        // Three players: the soloist pays or gains twice (once per defender); four: the table's factor.
        let factor = if players == 4 {
            rules.values.solo_factor
        } else {
            2
        };
        let tail = if alone {
            t!(
                "sk-soloist-pays",
                won = if *declarers_won { "yes" } else { "no" },
                factor = factor
            )
        } else if *kind == ContractKind::Two {
            t!("sk-loser-pays")
        } else {
            String::new()
        };
        if *value > 0 {
            commands.spawn((
                ui::text(
                    t!("sk-worth", value = *value, sum = sum, tail = tail),
                    17.0,
                    INK.with_alpha(0.8),
                ),
                ChildOf(panel),
            ));
        }
    }
    if *kind == ContractKind::SilentSolo {
        commands.spawn((
            ui::text(
                t!(
                    "sk-silent-solo-held",
                    name = declarers
                        .first()
                        .map_or(String::new(), |&s| seat_name(table, s))
                ),
                17.0,
                GOLD,
            ),
            ChildOf(panel),
        ));
    }
    let columns = if sided { 5 } else { 4 };
    let grid = commands
        .spawn((ui::results_grid(columns), ChildOf(panel)))
        .id();
    let headings = if sided {
        vec![
            t!("col-player"),
            t!("col-side"),
            t!("col-card-points"),
            t!("col-this-deal"),
            t!("col-balance"),
        ]
    } else {
        vec![
            t!("col-player"),
            t!("col-card-points"),
            t!("col-this-deal"),
            t!("col-balance"),
        ]
    };
    for heading in headings {
        commands.spawn((ui::cell(heading, 18.0, GOLD), ChildOf(grid)));
    }
    let taken = match &table.shown.scores {
        ShownScores::Schafkopf { points, .. } => points.clone(),
        _ => Vec::new(),
    };
    for seat in Seat::all(players) {
        let s = seat.index();
        let declarer = declarers.contains(&seat);
        let side = match (declarer, alone) {
            (true, true) => t!("sk-soloist"),
            (true, false) => t!("sk-declarer"),
            (false, _) => t!("sk-defender"),
        };
        // Without sides the hand's own count per seat (the skat included); a soloist's with its discard.
        let seat_points = if !sided {
            card_points.get(s).copied().unwrap_or(0) as i32
        } else if alone && declarer {
            card_points.first().copied().unwrap_or(0) as i32
        } else {
            taken.get(s).copied().unwrap_or(0)
        };
        let gain = payments.get(s).copied().unwrap_or(0);
        let mut row = vec![seat_name(table, seat)];
        if sided {
            row.push(side);
        }
        row.extend([
            seat_points.to_string(),
            signed(gain),
            signed(balance.get(s).copied().unwrap_or(0)),
        ]);
        let colour = if gain > 0 { GOLD } else { INK };
        for value in row {
            commands.spawn((ui::cell(value, 22.0, colour), ChildOf(grid)));
        }
    }
    // What the gold rows mean.
    commands.spawn((
        ui::text(t!("sk-gold-legend"), 15.0, GOLD.with_alpha(0.85)),
        ChildOf(panel),
    ));
    let left = rules.deals.saturating_sub(game.deals().saturating_sub(1));
    commands.spawn((
        ui::text(
            t!(
                "sk-next",
                name = seat_name(table, game.dealer()),
                left = plural(left, "deal"),
                deals = rules.deals
            ),
            18.0,
            INK.with_alpha(0.75),
        ),
        ChildOf(panel),
    ));
    close_round_panel(commands, table, panel, foot, t!("button-next-deal"));
}

/// What the match-over panel says of a finished Schafkopf match: the players ranked by balance, highest first.
pub fn match_summary(table: &Table) -> MatchSummary {
    let AnyMatch::Schafkopf(game) = &table.game else {
        return MatchSummary::default();
    };
    let rules = game.rules();
    let balance = game.balance();
    let solos = game.solos();
    let winners = &table.shown.over;
    let names: Vec<String> = winners.iter().map(|&w| seat_name(table, w)).collect();
    let you_won = winners.iter().any(|&w| table.is_human(w));
    let best = balance.iter().copied().max().unwrap_or(0);
    let headline = match (names.as_slice(), you_won) {
        ([], _) => t!("match-over-headline"),
        ([_], true) => t!("sk-you-win-match", balance = signed(best)),
        ([one], false) => t!("sk-wins-match", name = one, balance = signed(best)),
        (_, true) => t!(
            "sk-you-share-top",
            names = winners
                .iter()
                .filter(|&&w| !table.is_human(w))
                .map(|&w| seat_name(table, w))
                .collect::<Vec<_>>()
                .join(&t!("and-separator"))
        ),
        (many, false) => t!("sk-share-top", names = many.join(&t!("and-separator"))),
    };
    let mut order: Vec<Seat> = Seat::all(rules.players()).collect();
    order.sort_by_key(|s| (std::cmp::Reverse(balance[s.index()]), s.0));
    let rows = order
        .iter()
        .map(|&seat| {
            let place = order
                .iter()
                .position(|s| balance[s.index()] == balance[seat.index()])
                .unwrap_or(0)
                + 1;
            (
                winners.contains(&seat),
                vec![
                    ordinal(place),
                    seat_name(table, seat),
                    signed(balance[seat.index()]),
                    solos[seat.index()].to_string(),
                ],
            )
        })
        .collect();
    MatchSummary {
        headline,
        detail: t!(
            "sk-match-detail",
            deals = plural(game.deals().min(rules.deals), "deal")
        ),
        headings: vec![
            t!("col-place"),
            t!("col-player"),
            t!("col-balance"),
            t!("col-solos"),
        ],
        rows,
    }
}
