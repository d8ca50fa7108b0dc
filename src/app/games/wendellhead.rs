//! Wendellhead's own screen parts: the prize and the stock with their marks, the draws after each Pin, the Pins
//! bar and Flint pips on each plate, and the Flint-won panel.

use crate::app::state::table::take_next;
use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::summary::{MatchSummary, plural};
use crate::app::settings::Settings;
use crate::app::state::events::{CardDrawn, MatchWon, PrizeTaken, RoundScored};
use crate::app::state::table::{Score, ShownScores, Table, TableEvent, playing, seat_name};
use crate::app::state::{AtTable, Phase, Screen, TableSystems};
use crate::app::table::animation::animations_idle;
use crate::app::table::flow::show_turned;
use crate::app::table::hud::{LabelsSpawned, PLATE, PLATE_LEFT, Plate, show_label};
use crate::app::table::layout::{prize_label_at, stock_label_at, stock_mark_at};
use crate::app::table::places::{CardEntity, CardPlace, place};
use crate::app::table::round::{RoundPanel, close_round_panel};
use crate::app::ui::{self, BoldFont, GOLD, INK};
use crate::engine::{AnyMatch, GameKind, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_labels
            .after(LabelsSpawned)
            .run_if(playing(GameKind::Wendellhead)),
    );
    app.add_systems(
        Update,
        (
            draw_cards.run_if(in_state(Phase::Drawing)),
            score_flint.run_if(in_state(Phase::Scoring)),
        )
            .in_set(TableSystems::Show)
            .after(crate::app::table::flow::advance_phase)
            .run_if(animations_idle)
            .run_if(playing(GameKind::Wendellhead)),
    );
    app.add_systems(
        Update,
        update_labels
            .in_set(TableSystems::Present)
            .run_if(playing(GameKind::Wendellhead)),
    );
    // Once the Pins' words are laid out, in the frame they change (a bar a frame late would show over them).
    app.add_systems(
        PostUpdate,
        fit_pins_bars.after(bevy::sprite::update_text2d_layout),
    );
}

const BAR: Vec2 = Vec2::new(100.0, 10.0);
const WARN: Color = Color::srgb(1.0, 0.55, 0.25);

/// A Wendellhead label.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    /// A seat's Pins as "12 / 30 Pins".
    Pins(Seat),
    /// A seat's Flints as pips.
    Flints(Seat),
    /// The stock's count.
    Stock,
    /// The mark that the stock will not go round again.
    StockMark,
    /// "Prize" over the prize.
    Prize,
}

/// The fill of a seat's Pins bar.
#[derive(Component, Clone, Copy, Debug)]
struct PinsBar(Seat);

/// The track of a seat's Pins bar, under its fill.
#[derive(Component, Clone, Copy, Debug)]
struct PinsTrack(Seat);

/// The room kept between a Pins bar's end and the words right of it ("12 / 30 Pins").
const BAR_GAP: f32 = 8.0;

/// The shortest a Pins bar gets beside long words.
const BAR_LEAST: f32 = 30.0;

/// Ends each seat's Pins bar short of its words: "0 / 30 Pins" on a phone's narrower plate once ran over the bar's
/// end. Runs when the words change or move (a plate narrows on a phone, its parts closing in).
#[allow(clippy::type_complexity)]
fn fit_pins_bars(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    labels: Query<
        (&Label, &bevy::text::TextLayoutInfo, &Transform),
        Or<(Changed<bevy::text::TextLayoutInfo>, Changed<Transform>)>,
    >,
    mut bars: Query<
        (
            &mut Sprite,
            &Transform,
            Option<&PinsBar>,
            Option<&PinsTrack>,
        ),
        Without<Label>,
    >,
) {
    // The layout is in the window's physical pixels; the plate in world units.
    let per_pixel = windows.single().map_or(1.0, |w| 1.0 / w.scale_factor());
    for (label, info, at) in &labels {
        let Label::Pins(seat) = *label else { continue };
        // The words are right-aligned at their place; the bars start at theirs, left-aligned.
        let words_left = at.translation.x - info.size.x * per_pixel;
        for (mut sprite, bar_at, fill, track) in &mut bars {
            if fill.map(|f| f.0) != Some(seat) && track.map(|t| t.0) != Some(seat) {
                continue;
            }
            let length = (words_left - BAR_GAP - bar_at.translation.x).clamp(BAR_LEAST, BAR.x);
            if sprite.custom_size.is_some_and(|s| s.x != length) {
                sprite.custom_size = Some(Vec2::new(length, BAR.y));
            }
        }
    }
}

/// Where a plate's Pins words end, right-aligned inside its edge.
const PINS_RIGHT: f32 = PLATE.x / 2.0 - 10.0;

fn spawn_labels(
    mut commands: Commands,
    plates: Query<(Entity, &Plate)>,
    bold: Option<Res<BoldFont>>,
) {
    let bold = bold.as_deref();
    let scope = DespawnOnExit(AtTable);
    // A plate per seat: the stock and the prize lie where this table size leaves room.
    let players = plates.iter().count() as u8;
    for (entity, plate) in &plates {
        let seat = plate.0;
        commands.entity(entity).with_children(|plate| {
            plate.spawn((
                PinsTrack(seat),
                Name::new("Pins bar"),
                Sprite::from_color(Color::srgba(1.0, 1.0, 1.0, 0.15), BAR),
                Anchor::CENTER_LEFT,
                Transform::from_xyz(PLATE_LEFT, 0.0, 0.1),
            ));
            plate.spawn((
                PinsBar(seat),
                Name::new("Pins bar"),
                Sprite::from_color(GOLD, BAR),
                Anchor::CENTER_LEFT,
                Transform::from_xyz(PLATE_LEFT, 0.0, 0.2).with_scale(Vec3::new(0.0, 1.0, 1.0)),
            ));
            plate.spawn((
                Label::Pins(seat),
                Text2d::default(),
                TextFont::from_font_size(crate::app::table::layout::TABLE_TEXT),
                TextColor(INK),
                // Right-aligned with the cards' count under it, inside the plate's edge.
                Anchor::CENTER_RIGHT,
                Transform::from_xyz(PINS_RIGHT, 0.0, 0.2),
            ));
            plate.spawn((
                Label::Flints(seat),
                Text2d::default(),
                TextFont::from_font_size(crate::app::table::layout::TABLE_TEXT),
                TextColor(INK),
                Anchor::CENTER_LEFT,
                Transform::from_xyz(PLATE_LEFT, -22.0, 0.2),
            ));
        });
    }
    commands.spawn((
        Label::Stock,
        Text2d::default(),
        // Wrapped in the stock's column when upright (`frame::place_pieces`).
        bevy::text::TextBounds::UNBOUNDED,
        TextFont::from_font_size(crate::app::table::layout::TABLE_TEXT),
        TextColor(INK),
        Transform::from_translation(stock_label_at(players).extend(40.0)),
        crate::app::table::frame::TablePiece::StockLabel,
        scope.clone(),
    ));
    commands.spawn((
        Label::StockMark,
        Text2d::default(),
        ui::font(crate::app::table::layout::TABLE_TEXT, bold),
        TextColor(WARN),
        Transform::from_translation(stock_mark_at(players).extend(40.0)),
        crate::app::table::frame::TablePiece::StockMark,
        scope.clone(),
    ));
    commands.spawn((
        Label::Prize,
        Text2d::new(t!("wh-prize")),
        ui::font(crate::app::table::layout::TABLE_TEXT, bold),
        TextColor(GOLD),
        Transform::from_translation(prize_label_at(players).extend(40.0)),
        crate::app::table::frame::TablePiece::PrizeLabel,
        scope,
    ));
}

fn update_labels(
    table: Option<Res<Table>>,
    // The settings too: a new language rewrites the lines.
    settings: Res<crate::app::settings::Settings>,
    cards: Query<&CardPlace>,
    mut labels: Query<(&Label, &mut Text2d, &mut Visibility)>,
    mut bars: Query<(&PinsBar, &mut Transform)>,
) {
    let Some(table) = table.filter(|t| t.is_changed() || settings.is_changed()) else {
        return;
    };
    let AnyMatch::Wendellhead(game) = &table.game else {
        return;
    };
    let ShownScores::Wendellhead { pins, flints, .. } = &table.shown.scores else {
        return;
    };
    let rules = game.rules();
    let players = rules.players as usize;
    let (mut stock, mut aside, mut prize, mut held) = (0, 0, false, 0);
    for place in &cards {
        match place {
            CardPlace::Stock => stock += 1,
            CardPlace::SetAside => aside += 1,
            CardPlace::Prize => prize = true,
            CardPlace::Hand(_) => held += 1,
            _ => {}
        }
    }
    for (bar, mut transform) in &mut bars {
        let won = pins.get(bar.0.index()).copied().unwrap_or(0);
        let fill = (won as f32 / rules.pins_per_flint.max(1) as f32).min(1.0);
        if transform.scale.x != fill {
            transform.scale.x = fill;
        }
    }
    for (label, mut text, mut visibility) in &mut labels {
        let mut show = true;
        let shown_text = match *label {
            Label::Pins(seat) => t!(
                "wh-plate-pins",
                pins = pins.get(seat.index()).copied().unwrap_or(0),
                flint = rules.pins_per_flint
            ),
            Label::Flints(seat) => {
                let won = flints.get(seat.index()).copied().unwrap_or(0);
                let pips: String = (0..rules.flints_to_win)
                    .map(|i| if i < won { '●' } else { '○' })
                    .collect();
                t!("wh-plate-flints", pips = pips)
            }
            Label::Stock => match (stock, aside) {
                (0, 0) => t!("wh-stock-empty"),
                (0, n) => t!("wh-set-aside", count = n),
                (n, _) => t!("wh-stock", count = n),
            },
            Label::StockMark => {
                // A prize needs a card for every seat (rule 3): after this Pin's draws, will one be turned?
                if prize && stock + 1 < 2 * players {
                    t!("wh-last-prize")
                } else if !prize && table.shown.trump.is_some() && held > 0 {
                    t!("wh-no-more-prizes")
                } else {
                    String::new()
                }
            }
            Label::Prize => {
                show = prize;
                t!("wh-prize")
            }
        };
        show_label(&mut text, &mut visibility, shown_text, show);
    }
}

/// The prize goes to the Pin's winner, the others draw clockwise, then the next prize is turned.
fn draw_cards(
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
            Some(TableEvent::PrizeTaken { .. }) | Some(TableEvent::Drawn { .. }) => {}
            Some(TableEvent::PrizeTurned { .. }) | Some(TableEvent::SetAside { .. }) => {
                show_turned(&mut commands, &mut table, &mut cards, delay);
                return;
            }
            _ => return,
        }
        let (seat, card, prize) = match table.pending.pop_front() {
            Some(TableEvent::PrizeTaken { seat, card }) => (seat, card, true),
            Some(TableEvent::Drawn { seat, card }) => (seat, card, false),
            _ => return,
        };
        place(
            &mut cards,
            &mut commands,
            card,
            CardPlace::Hand(seat),
            delay,
        );
        if prize {
            commands.trigger(PrizeTaken { seat, card });
        } else {
            commands.trigger(CardDrawn { seat });
        }
        table.shown.steps += 1;
        delay += step;
    }
}

/// A Flint was won: the scores go up and Pins start again; the last Flint ends the match.
fn score_flint(mut commands: Commands, table: Option<ResMut<Table>>) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::Scored(Score::Flint { winner, flints })) = take_next(&mut table, |e| {
        matches!(e, TableEvent::Scored(Score::Flint { .. }))
    }) else {
        return;
    };
    let match_won = matches!(table.pending.front(), Some(TableEvent::MatchWon { .. }));
    // A Flint ends its deal: what the deal brought the person is counted, and its par can be worked out.
    table.close_hand();
    if table.is_human(winner) {
        table.count_round();
    }
    let shown = &mut table.shown;
    shown.steps += 1;
    if let ShownScores::Wendellhead {
        pins,
        flints: shown_flints,
        flint_pins,
    } = &mut shown.scores
    {
        *flint_pins = pins.clone();
        *shown_flints = flints.clone();
        // Pins start again for the next Flint; the match's last Pins stay as they were.
        if !match_won {
            pins.iter_mut().for_each(|p| *p = 0);
        }
    }
    if match_won {
        table.pending.pop_front();
        table.shown.over = vec![winner];
        commands.trigger(RoundScored { match_won: true });
        commands.trigger(MatchWon {
            winners: vec![winner],
        });
        commands.set_state(Screen::MatchOver);
    } else {
        table.shown.scoring = Some(Score::Flint { winner, flints });
        spawn_flint_panel(&mut commands, &table, winner);
        commands.trigger(RoundScored { match_won: false });
    }
}

/// The Flint-won panel: who won the Flint, every seat's Pins in it and Flints so far; the next Flint starts when
/// the player goes on (by itself at a table of computers only).
pub fn spawn_flint_panel(commands: &mut Commands, table: &Table, winner: Seat) {
    let (
        AnyMatch::Wendellhead(game),
        ShownScores::Wendellhead {
            flints, flint_pins, ..
        },
    ) = (&table.game, &table.shown.scores)
    else {
        return;
    };
    let rules = game.rules();
    let root = commands
        .spawn((
            ui::overlay("Flint won", true),
            RoundPanel,
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    // The buttons that go on stay at the panel's foot; the scores above them scroll on a low window.
    let (panel, foot) = ui::footed(commands, root);
    let headline = if table.is_human(winner) {
        t!("wh-you-win-flint")
    } else {
        t!("wh-wins-flint", name = seat_name(table, winner))
    };
    commands.spawn((ui::text(headline, 40.0, GOLD), ChildOf(panel)));
    let grid = commands.spawn((ui::results_grid(3), ChildOf(panel))).id();
    for heading in [t!("col-player"), t!("col-pins-in-flint"), t!("col-flints")] {
        commands.spawn((ui::cell(heading, 18.0, GOLD), ChildOf(grid)));
    }
    for seat in Seat::all(rules.players) {
        let won = flints.get(seat.index()).copied().unwrap_or(0);
        let pips: String = (0..rules.flints_to_win)
            .map(|i| if i < won { '●' } else { '○' })
            .collect();
        let pins = flint_pins.get(seat.index()).copied().unwrap_or(0);
        let colour = if seat == winner { GOLD } else { INK };
        for value in [seat_name(table, seat), pins.to_string(), pips] {
            commands.spawn((ui::cell(value, 22.0, colour), ChildOf(grid)));
        }
    }
    commands.spawn((
        ui::text(
            t!(
                "wh-next",
                name = seat_name(table, winner),
                flints = rules.flints_to_win
            ),
            18.0,
            INK.with_alpha(0.75),
        ),
        ChildOf(panel),
    ));
    close_round_panel(commands, table, panel, foot, t!("button-next-flint"));
}

/// What the match-over panel says of a finished Wendellhead match.
pub fn match_summary(table: &Table) -> MatchSummary {
    let (
        AnyMatch::Wendellhead(game),
        ShownScores::Wendellhead {
            flints, flint_pins, ..
        },
    ) = (&table.game, &table.shown.scores)
    else {
        return MatchSummary::default();
    };
    let rules = game.rules();
    let headline = match table.shown.over.first() {
        Some(&w) if table.is_human(w) => t!("wh-you-win-match"),
        Some(&w) => t!("wh-wins-match", name = seat_name(table, w)),
        None => t!("match-over-headline"),
    };
    let rows = Seat::all(rules.players)
        .map(|seat| {
            let won = flints.get(seat.index()).copied().unwrap_or(0);
            let pips: String = (0..rules.flints_to_win)
                .map(|i| if i < won { '●' } else { '○' })
                .collect();
            let pins = flint_pins.get(seat.index()).copied().unwrap_or(0);
            (
                table.shown.over.contains(&seat),
                vec![seat_name(table, seat), pips, pins.to_string()],
            )
        })
        .collect();
    MatchSummary {
        headline,
        detail: t!(
            "wh-match-detail",
            flints = plural(rules.flints_to_win, "Flint"),
            pins = plural(rules.pins_per_flint, "Pin"),
            deals = plural(game.deals(), "deal")
        ),
        headings: vec![
            t!("col-player"),
            t!("col-flints"),
            t!("col-pins-last-flint"),
        ],
        rows,
    }
}
