//! Hearts' own screen parts: each plate shows the points the seat has taken this hand and its total, the badge
//! says whether hearts are broken (the shared hud draws it from the scores kept here), a hand's panel gives every
//! seat's points and totals and announces a moon, and the match-over panel ranks the players, lowest first.

use crate::app::state::table::take_next;
use bevy::prelude::*;

use crate::app::i18n::CardWords;
use bevy::sprite::Anchor;

use super::summary::{MatchSummary, ordinal, plural, signed};
use crate::app::state::events::{DealStarted, HeartsBroken, MoonShot};
use crate::app::state::table::{
    Score, ShownScores, Table, TableEvent, human_seat, playing, seat_name,
};
use crate::app::state::{AtTable, Phase, Screen, TableSystems};
use crate::app::table::animation::animations_idle;
use crate::app::table::hud::{LabelsSpawned, PLATE_LEFT, Plate, show_label};
use crate::app::table::layout::{CARD, stock_at};
use crate::app::table::places::CardPlace;
use crate::app::table::round::{RoundPanel, close_round_panel, end_round, take_match_won};
use crate::app::ui::{self, GOLD, INK};
use crate::engine::hearts::Rules;
use crate::engine::{AnyMatch, GameKind, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_labels
            .after(LabelsSpawned)
            .run_if(playing(GameKind::Hearts)),
    );
    app.add_observer(clear_points);
    app.add_systems(
        Update,
        (
            break_hearts
                .run_if(in_state(Phase::Turn))
                .after(crate::app::table::flow::lay_card),
            score_hand
                .run_if(in_state(Phase::Scoring))
                .after(crate::app::table::flow::advance_phase)
                .run_if(animations_idle),
        )
            .in_set(TableSystems::Show)
            .run_if(playing(GameKind::Hearts)),
    );
    app.add_systems(
        Update,
        (update_labels, update_aside_label)
            .in_set(TableSystems::Present)
            .run_if(playing(GameKind::Hearts)),
    );
}

/// The words under the cards in the middle: the face-down kitty waiting for the first trick's winner, or the
/// cards out of play this game.
#[derive(Component, Clone, Copy, Debug)]
struct AsideLabel;

fn update_aside_label(
    table: Option<Res<Table>>,
    settings: Res<crate::app::settings::Settings>,
    cards: Query<&CardPlace>,
    mut labels: Query<(&mut Text2d, &mut Visibility), With<AsideLabel>>,
) {
    let Some(table) = table.filter(|t| t.is_changed() || settings.is_changed()) else {
        return;
    };
    let AnyMatch::Hearts(game) = &table.game else {
        return;
    };
    let kitty = cards.iter().filter(|p| **p == CardPlace::Stock).count();
    let removed = game.rules().removed();
    let line = if kitty > 0 {
        t!("hearts-kitty", cards = plural(kitty as u32, "card"))
    } else if removed.is_empty() {
        String::new()
    } else {
        let names: Vec<String> = removed.iter().map(|c| c.shown()).collect();
        t!("hearts-out-of-play", cards = names.join(" "))
    };
    for (mut text, mut visibility) in &mut labels {
        let show = !line.is_empty();
        show_label(&mut text, &mut visibility, line.clone(), show);
    }
}

/// A seat's points line on its plate: this hand's points and the total.
#[derive(Component, Clone, Copy, Debug)]
struct PointsLabel(Seat);

fn spawn_labels(mut commands: Commands, plates: Query<(Entity, &Plate)>) {
    let players = plates.iter().count() as u8;
    commands.spawn((
        AsideLabel,
        Text2d::default(),
        // Wrapped in the kitty's column when upright (`frame::place_pieces`).
        bevy::text::TextBounds::UNBOUNDED,
        TextFont::from_font_size(crate::app::table::layout::TABLE_TEXT),
        TextColor(INK.with_alpha(0.8)),
        Transform::from_translation(
            (stock_at(players) - Vec2::new(0.0, CARD.y / 2.0 + 14.0)).extend(40.0),
        ),
        crate::app::table::frame::TablePiece::StockLabel,
        Visibility::Hidden,
        DespawnOnExit(AtTable),
    ));
    for (entity, plate) in &plates {
        commands.entity(entity).with_child((
            PointsLabel(plate.0),
            Text2d::default(),
            TextFont::from_font_size(crate::app::table::layout::TABLE_TEXT),
            TextColor(INK.with_alpha(0.9)),
            Anchor::CENTER_LEFT,
            Transform::from_xyz(PLATE_LEFT, -1.0, 0.2),
        ));
    }
}

fn update_labels(
    table: Option<Res<Table>>,
    // The settings too: a new language rewrites the lines.
    settings: Res<crate::app::settings::Settings>,
    mut labels: Query<(&PointsLabel, &mut Text2d, &mut Visibility)>,
) {
    let Some(table) = table.filter(|t| t.is_changed() || settings.is_changed()) else {
        return;
    };
    let ShownScores::Hearts { points, scores, .. } = &table.shown.scores else {
        return;
    };
    for (label, mut text, mut visibility) in &mut labels {
        let s = label.0.index();
        let line = t!(
            "hearts-plate",
            hand = points.get(s).copied().unwrap_or(0),
            total = scores.get(s).copied().unwrap_or(0)
        );
        show_label(&mut text, &mut visibility, line, true);
    }
}

/// A new hand: nobody has taken points and hearts are not broken.
fn clear_points(_: On<DealStarted>, table: Option<ResMut<Table>>) {
    if let Some(mut table) = table
        && let ShownScores::Hearts { points, broken, .. } = &mut table.shown.scores
    {
        points.iter_mut().for_each(|p| *p = 0);
        *broken = false;
    }
}

/// The first heart (or the Q♠) is on the table: the badge turns red.
fn break_hearts(mut commands: Commands, table: Option<ResMut<Table>>) {
    let Some(mut table) = table else { return };
    if take_next(&mut table, |e| matches!(e, TableEvent::HeartsBroken)).is_none() {
        return;
    }
    if let ShownScores::Hearts { broken, .. } = &mut table.shown.scores {
        *broken = true;
    }
    table.shown.steps += 1;
    commands.trigger(HeartsBroken);
}

/// The hand is scored: totals go up (a moon is announced); the game may be over.
fn score_hand(mut commands: Commands, table: Option<ResMut<Table>>) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::Scored(hand)) = take_next(&mut table, |e| {
        matches!(e, TableEvent::Scored(Score::Hearts { .. }))
    }) else {
        return;
    };
    let Score::Hearts {
        taken,
        moon,
        scores,
        ..
    } = &hand
    else {
        return;
    };
    let match_won = take_match_won(&mut table);
    // A clean hand for the statistics: no points taken, or the moon shot.
    if let Some(h) = human_seat(&table)
        && (taken.get(h.index()).is_some_and(|&p| p <= 0) || *moon == Some(h))
    {
        table.count_round();
    }
    if let ShownScores::Hearts {
        scores: shown_scores,
        ..
    } = &mut table.shown.scores
    {
        *shown_scores = scores.clone();
    }
    table.shown.steps += 1;
    if let Some(seat) = *moon {
        commands.trigger(MoonShot { seat });
    }
    end_round(&mut commands, &mut table, hand, match_won, spawn_hand_panel);
}

/// "You shot the moon!", "Mara shot the moon: everyone else scores 26", or who took the Q♠'s points.
fn headline(table: &Table, rules: &Rules, taken: &[i32], moon: Option<Seat>) -> String {
    if let Some(shooter) = moon {
        let who = seat_name(table, shooter);
        return match (table.is_human(shooter), rules.moon) {
            (true, crate::engine::hearts::Moon::AddToOthers) => t!("hearts-you-moon-add"),
            (true, _) => t!("hearts-you-moon-subtract"),
            (false, crate::engine::hearts::Moon::AddToOthers) => {
                t!("hearts-moon-add", name = who)
            }
            (false, _) => t!("hearts-moon-subtract", name = who),
        };
    }
    let most = taken.iter().copied().max().unwrap_or(0);
    match human_seat(table) {
        Some(h) if taken.get(h.index()) == Some(&0) => t!("hearts-clean-hand"),
        Some(h) if taken.get(h.index()) == Some(&most) && most > 0 => {
            t!(
                "hearts-you-took-most",
                points = plural(most as u32, "point")
            )
        }
        _ => {
            let seat = (0..taken.len()).max_by_key(|&s| taken[s]).unwrap_or(0);
            t!(
                "hearts-took-most",
                name = seat_name(table, Seat(seat as u8)),
                points = plural(most.max(0) as u32, "point")
            )
        }
    }
}

/// The hand's result: every seat's points taken, what it scores (after a moon) and its total; the next hand
/// starts when the player goes on (by itself at a table of computers only).
pub fn spawn_hand_panel(commands: &mut Commands, table: &Table, hand: &Score) {
    let (
        AnyMatch::Hearts(game),
        Score::Hearts {
            taken,
            points,
            moon,
            scores,
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
    // The buttons that go on stay at the panel's foot; the scores above them scroll on a low window.
    let (panel, foot) = ui::footed(commands, root);
    commands.spawn((
        ui::text(headline(table, rules, taken, *moon), 32.0, GOLD),
        ChildOf(panel),
    ));
    let grid = commands.spawn((ui::results_grid(4), ChildOf(panel))).id();
    for heading in [
        t!("col-player"),
        t!("col-taken"),
        t!("col-hand"),
        t!("col-total"),
    ] {
        commands.spawn((ui::cell(heading, 18.0, GOLD), ChildOf(grid)));
    }
    let low = scores.iter().copied().min().unwrap_or(0);
    for seat in Seat::all(rules.players) {
        let s = seat.index();
        let row = [
            seat_name(table, seat),
            taken.get(s).copied().unwrap_or(0).to_string(),
            signed(points.get(s).copied().unwrap_or(0) as i64),
            scores.get(s).copied().unwrap_or(0).to_string(),
        ];
        // The lowest total leads.
        let colour = if scores.get(s) == Some(&low) {
            GOLD
        } else {
            INK
        };
        for value in row {
            commands.spawn((ui::cell(value, 22.0, colour), ChildOf(grid)));
        }
    }
    // What the gold rows mean.
    commands.spawn((
        ui::text(t!("hearts-gold-legend"), 15.0, GOLD.with_alpha(0.85)),
        ChildOf(panel),
    ));
    // The kitty, taken with the first trick: whose it became, and what it held.
    if let Some(trick) = table
        .hands
        .last()
        .and_then(|h| h.tricks.iter().find(|t| !t.kitty.is_empty()))
    {
        commands.spawn((
            ui::text(
                crate::app::table::review::kitty_words(table, trick),
                18.0,
                INK,
            ),
            ChildOf(panel),
        ));
    }
    // The engine has dealt the next hand already: its pass is known.
    let pass = match game.direction() {
        Some(direction) => t!(
            "hearts-pass",
            direction = crate::app::i18n::pass_direction(direction)
        ),
        None if rules.passing => t!("hearts-no-pass-this-hand"),
        None => t!("hearts-no-passing"),
    };
    commands.spawn((
        ui::text(
            t!(
                "hearts-next",
                name = seat_name(table, game.dealer()),
                pass = pass,
                target = rules.target
            ),
            18.0,
            INK.with_alpha(0.75),
        ),
        ChildOf(panel),
    ));
    close_round_panel(commands, table, panel, foot, t!("button-next-hand"));
}

/// What the match-over panel says of a finished Hearts game: the players ranked by total, lowest first.
pub fn match_summary(table: &Table) -> MatchSummary {
    let AnyMatch::Hearts(game) = &table.game else {
        return MatchSummary::default();
    };
    let rules = game.rules();
    let scores = game.scores();
    let winners = &table.shown.over;
    let names: Vec<String> = winners.iter().map(|&w| seat_name(table, w)).collect();
    let you_won = winners.iter().any(|&w| table.is_human(w));
    let headline = match (names.as_slice(), you_won) {
        ([], _) => t!("hearts-game-over"),
        ([_], true) => t!("hearts-you-win"),
        ([one], false) => t!("hearts-wins", name = one),
        (_, true) => t!(
            "hearts-you-share",
            names = winners
                .iter()
                .filter(|&&w| !table.is_human(w))
                .map(|&w| seat_name(table, w))
                .collect::<Vec<_>>()
                .join(&t!("and-separator"))
        ),
        (many, false) => t!("hearts-share", names = many.join(&t!("and-separator"))),
    };
    let mut order: Vec<Seat> = Seat::all(rules.players).collect();
    order.sort_by_key(|s| (scores[s.index()], s.0));
    let mut rows = Vec::new();
    for (i, &seat) in order.iter().enumerate() {
        // Players on the same total share a place.
        let place = order
            .iter()
            .position(|s| scores[s.index()] == scores[seat.index()])
            .unwrap_or(i)
            + 1;
        rows.push((
            winners.contains(&seat),
            vec![
                ordinal(place),
                seat_name(table, seat),
                scores[seat.index()].to_string(),
            ],
        ));
    }
    MatchSummary {
        headline,
        detail: t!(
            "hearts-match-detail",
            target = rules.target,
            hands = plural(game.deals(), "hand")
        ),
        headings: vec![t!("col-place"), t!("col-player"), t!("col-total")],
        rows,
    }
}
