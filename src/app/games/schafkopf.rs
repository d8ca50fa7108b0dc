//! Wendish Schafkopf's own screen parts: each plate shows the seat's call while the game is declared, then its
//! card points this hand and its balance (the cashier), and marks the seats the table's seat knows to be
//! declarers or defenders, as the cards show them; the badge names the game and its trump (the shared hud draws
//! it from the scores kept here); a hand's panel counts the card points per side, says schneider and schwarz,
//! tells a silent solo, and lists the payments; the match-over panel ranks the players by balance.

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::summary::{MatchSummary, ordinal, plural, signed};
use crate::app::state::events::{DealStarted, SidesRevealed};
use crate::app::state::table::{
    Score, ShownScores, Table, TableEvent, human_seat, playing, seat_name,
};
use crate::app::state::{Phase, Screen, TableSystems};
use crate::app::table::animation::animations_idle;
use crate::app::table::declaring::call_words;
use crate::app::table::hud::{LabelsSpawned, PLATE_LEFT, Plate, show_label};
use crate::app::table::round::{RoundPanel, end_round, next_round_button, take_match_won};
use crate::app::ui::{self, GOLD, INK};
use crate::engine::schafkopf::{ContractKind, LogCall, PublicContract};
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
        update_labels
            .in_set(TableSystems::Present)
            .run_if(playing(GameKind::Schafkopf)),
    );
}

/// A seat's line on its plate: its call while declaring, then its card points and balance.
#[derive(Component, Clone, Copy, Debug)]
struct PointsLabel(Seat);

/// A seat's side on its plate, once the table's seat knows it: "declarer" or "defender".
#[derive(Component, Clone, Copy, Debug)]
struct SideLabel(Seat);

fn spawn_labels(mut commands: Commands, plates: Query<(Entity, &Plate)>) {
    for (entity, plate) in &plates {
        commands.entity(entity).with_child((
            PointsLabel(plate.0),
            Text2d::default(),
            TextFont::from_font_size(15.0),
            TextColor(INK.with_alpha(0.9)),
            Anchor::CENTER_LEFT,
            Transform::from_xyz(PLATE_LEFT, -1.0, 0.2),
        ));
        commands.entity(entity).with_child((
            SideLabel(plate.0),
            Text2d::default(),
            TextFont::from_font_size(14.0),
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
        LogCall::Pass => "passes".into(),
        LogCall::Solo { trump } => call_words(&Call::Solo(*trump)),
        LogCall::Wedding { card } => call_words(&Call::Wedding(card.0)),
    }
}

fn update_labels(
    table: Option<Res<Table>>,
    mut points_labels: Query<(&PointsLabel, &mut Text2d, &mut Visibility), Without<SideLabel>>,
    mut side_labels: Query<(&SideLabel, &mut Text2d, &mut TextColor, &mut Visibility)>,
) {
    let Some(table) = table.filter(|t| t.is_changed()) else {
        return;
    };
    let ShownScores::Schafkopf {
        points,
        balance,
        calls,
        contract,
        sides,
    } = &table.shown.scores
    else {
        return;
    };
    for (label, mut text, mut visibility) in &mut points_labels {
        let s = label.0.index();
        let money = signed(balance.get(s).copied().unwrap_or(0));
        let line = match (contract, calls[s]) {
            // While the game is declared: the call said, if any.
            (None, Some(call)) => format!("{} · balance {money}", said(&call)),
            (None, None) => format!("balance {money}"),
            (Some(_), _) => format!(
                "{} · balance {money}",
                plural(points.get(s).copied().unwrap_or(0).max(0) as u32, "point")
            ),
        };
        show_label(&mut text, &mut visibility, line, true);
    }
    for (label, mut text, mut colour, mut visibility) in &mut side_labels {
        let (line, ink) = match sides[label.0.index()] {
            Some(true) => (side_word(contract, true), GOLD),
            Some(false) => (side_word(contract, false), INK.with_alpha(0.75)),
            None => (String::new(), INK),
        };
        colour.set_if_neq(TextColor(ink));
        let show = !line.is_empty();
        show_label(&mut text, &mut visibility, line, show);
    }
}

/// "soloist", "declarer", "defender" as the game is known.
fn side_word(contract: &Option<PublicContract>, declarer: bool) -> String {
    let alone =
        contract.is_some_and(|c| matches!(c.kind, ContractKind::Solo | ContractKind::SilentSolo));
    match (declarer, alone) {
        (true, true) => "soloist".into(),
        (true, false) => "declarer".into(),
        (false, _) => "defender".into(),
    }
}

/// The game's name in a sentence: "a normal game", "Lena's heart solo", "your wedding".
pub fn game_words(table: &Table, kind: ContractKind, trump: Suit, declarers: &[Seat]) -> String {
    let who = |seat: Seat| {
        if table.is_human(seat) {
            "your".to_string()
        } else {
            format!("{}'s", seat_name(table, seat))
        }
    };
    let first = declarers.first().copied().unwrap_or(Seat(0));
    match kind {
        ContractKind::Normal => "the normal game".into(),
        ContractKind::Wedding => format!("{} wedding", who(first)),
        ContractKind::SilentSolo => format!("{} silent solo", who(first)),
        ContractKind::Solo => {
            let suit = match trump {
                Suit::Clubs => "club",
                Suit::Diamonds => "diamond",
                Suit::Hearts => "heart",
                Suit::Spades => "spade",
            };
            format!("{} {suit} solo", who(first))
        }
    }
}

/// What the table's seat knows of the game changed: the badge and the plates follow; a newly shown partner or
/// soloist is heard.
fn learn_sides(
    mut commands: Commands,
    table: Option<ResMut<Table>>,
    over: Query<(), With<RoundPanel>>,
) {
    let Some(mut table) = table else { return };
    // The next deal's news waits until the hand's panel is gone.
    if !over.is_empty() {
        return;
    }
    let Some(TableEvent::Known {
        contract: now,
        sides: known,
    }) = table.next_if(|e| matches!(e, TableEvent::Known { .. }))
    else {
        return;
    };
    let mut revealed = false;
    if let ShownScores::Schafkopf {
        contract, sides, ..
    } = &mut table.shown.scores
    {
        // Learning one's own side when the game is declared is no news; a side shown in play is.
        revealed = contract.is_some()
            && known
                .iter()
                .zip(sides.iter())
                .any(|(k, s)| k.is_some() && s.is_none());
        *contract = now;
        *sides = known;
    }
    table.shown.trump = now.map(|c| c.trump);
    if revealed {
        commands.trigger(SidesRevealed);
    }
}

/// A new deal: no calls, no points, no game yet.
fn clear_hand(_: On<DealStarted>, table: Option<ResMut<Table>>) {
    if let Some(mut table) = table
        && let ShownScores::Schafkopf {
            points,
            calls,
            contract,
            sides,
            ..
        } = &mut table.shown.scores
    {
        points.iter_mut().for_each(|p| *p = 0);
        *calls = [None; 4];
        *contract = None;
        *sides = [None; 4];
    }
}

/// The hand is counted and paid: balances change, the sides are shown as they were; the match may be over.
fn score_hand(mut commands: Commands, table: Option<ResMut<Table>>) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::Scored(hand)) =
        table.next_if(|e| matches!(e, TableEvent::Scored(Score::Schafkopf { .. })))
    else {
        return;
    };
    let Score::Schafkopf {
        declarers,
        declarers_won,
        balance,
        ..
    } = &hand
    else {
        return;
    };
    let match_won = take_match_won(&mut table);
    // A hand won by the person's side, for the statistics.
    if let Some(h) = human_seat(&table)
        && declarers.contains(&h) == *declarers_won
    {
        table.tally.rounds += 1;
    }
    if let ShownScores::Schafkopf {
        balance: shown,
        sides,
        ..
    } = &mut table.shown.scores
    {
        *shown = balance.clone();
        // The hand is over: everyone's side is known now.
        for (s, side) in sides.iter_mut().enumerate() {
            *side = Some(declarers.contains(&Seat(s as u8)));
        }
    }
    table.shown.steps += 1;
    end_round(&mut commands, &mut table, hand, match_won, spawn_hand_panel);
}

/// "Otto and you win the normal game with 78 card points", "Lena's heart solo loses: 54 card points".
fn headline(table: &Table, hand: &Score) -> String {
    let Score::Schafkopf {
        kind,
        trump,
        declarers,
        points,
        declarers_won,
        ..
    } = hand
    else {
        return String::new();
    };
    let game = game_words(table, *kind, *trump, declarers);
    let mut game_cap = game.clone();
    if let Some(first) = game_cap.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    let [ours, theirs] = *points;
    if *declarers_won {
        format!("{game_cap} is won with {ours} card points")
    } else if theirs == 60 {
        format!("{game_cap} is lost: 60–60 goes to the defenders")
    } else {
        format!("{game_cap} is lost with {ours} card points")
    }
}

/// The hand's result: the game as it was, card points per side, schneider and schwarz, what it was worth and what
/// each seat paid or gained; the next deal starts when the player goes on.
pub fn spawn_hand_panel(commands: &mut Commands, table: &Table, hand: &Score) {
    let (
        AnyMatch::Schafkopf(game),
        Score::Schafkopf {
            kind,
            declarers,
            points,
            declarers_won,
            schneider,
            schwarz,
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
    let root = commands
        .spawn((
            ui::overlay("Hand scored", true),
            RoundPanel,
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    commands.spawn((ui::text(headline(table, hand), 28.0, GOLD), ChildOf(panel)));
    let sides = format!(
        "Declarers {} · defenders {} card points{}",
        points[0],
        points[1],
        match (schwarz, schneider) {
            (true, _) => ": schwarz!",
            (false, true) => ": schneider!",
            _ => "",
        }
    );
    commands.spawn((ui::text(sides, 20.0, INK), ChildOf(panel)));
    let alone = declarers.len() == 1;
    let worth = {
        let mut parts = vec![rules.values.base.to_string()];
        if *schneider {
            parts.push(format!("{} schneider", rules.values.schneider));
        }
        if *schwarz {
            parts.push(format!("{} schwarz", rules.values.schwarz));
        }
        let sum = if parts.len() > 1 {
            format!(" ({})", parts.join(" + "))
        } else {
            String::new()
        };
        let solo = if alone {
            format!(
                "; the soloist {} {} times that",
                if *declarers_won { "gains" } else { "pays" },
                rules.values.solo_factor
            )
        } else {
            String::new()
        };
        format!("The game is worth {value}{sum}{solo}")
    };
    commands.spawn((ui::text(worth, 17.0, INK.with_alpha(0.8)), ChildOf(panel)));
    if *kind == ContractKind::SilentSolo {
        commands.spawn((
            ui::text(
                format!(
                    "{} held both black queens and said nothing: a silent solo",
                    declarers
                        .first()
                        .map_or(String::new(), |&s| seat_name(table, s))
                ),
                17.0,
                GOLD,
            ),
            ChildOf(panel),
        ));
    }
    let grid = commands.spawn((ui::results_grid(5), ChildOf(panel))).id();
    for heading in ["Player", "Side", "Card points", "This deal", "Balance"] {
        commands.spawn((ui::cell(heading, 18.0, GOLD), ChildOf(grid)));
    }
    let taken = match &table.shown.scores {
        ShownScores::Schafkopf { points, .. } => points.clone(),
        _ => Vec::new(),
    };
    for seat in Seat::all(rules.players()) {
        let s = seat.index();
        let declarer = declarers.contains(&seat);
        let side = match (declarer, alone) {
            (true, true) => "soloist",
            (true, false) => "declarer",
            (false, _) => "defender",
        };
        let gain = payments.get(s).copied().unwrap_or(0);
        let row = [
            seat_name(table, seat),
            side.to_string(),
            taken.get(s).copied().unwrap_or(0).to_string(),
            signed(gain),
            signed(balance.get(s).copied().unwrap_or(0)),
        ];
        let colour = if gain > 0 { GOLD } else { INK };
        for value in row {
            commands.spawn((ui::cell(value, 22.0, colour), ChildOf(grid)));
        }
    }
    let left = rules.deals.saturating_sub(game.deals().saturating_sub(1));
    commands.spawn((
        ui::text(
            format!(
                "Next: {} deals ({} left of {}).",
                seat_name(table, game.dealer()),
                plural(left, "deal"),
                rules.deals
            ),
            18.0,
            INK.with_alpha(0.75),
        ),
        ChildOf(panel),
    ));
    commands.spawn((next_round_button("Next deal"), ChildOf(panel)));
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
        ([], _) => "The match is over".to_string(),
        ([_], true) => format!("You win the match at {}!", signed(best)),
        ([one], false) => format!("{one} wins the match at {}", signed(best)),
        (_, true) => format!(
            "You share the top with {}",
            names
                .iter()
                .filter(|n| *n != "You")
                .cloned()
                .collect::<Vec<_>>()
                .join(" and ")
        ),
        (many, false) => format!("{} share the top", many.join(" and ")),
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
        detail: format!(
            "{} played; the highest balance wins",
            plural(game.deals().min(rules.deals), "deal")
        ),
        headings: vec!["Place", "Player", "Balance", "Solos"],
        rows,
    }
}
