//! Classic Whist's own screen parts: each plate names the seat's partnership, a score box shows the game's
//! points against the target (and games in a rubber), the trick piles per side are labelled with their counts
//! and odd tricks, and after each hand a panel shows the tricks, points, honours and score.

use crate::app::state::table::take_next;
use crate::app::table::plate_shape::{RoundedPlate, plate_edge, plate_sprite};
use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::summary::{MatchSummary, plural};
use crate::app::state::events::DealStarted;
use crate::app::state::table::{
    Score, ShownScores, Table, TableEvent, playing, seat_name, side_name,
};
use crate::app::state::{AtTable, Phase, Screen, TableSystems};
use crate::app::table::animation::animations_idle;
use crate::app::table::hud::{LabelsSpawned, PLATE_COLOUR, PLATE_LEFT, Plate};
use crate::app::table::layout::{CARD, face_up_at, stack_anchor};
use crate::app::table::round::{RoundPanel, close_round_panel, end_round, take_match_won};
use crate::app::ui::{self, BoldFont, GOLD, INK};
use crate::engine::whist::{self, side_of};
use crate::engine::{AnyMatch, GameKind, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_labels
            .after(LabelsSpawned)
            .run_if(playing(GameKind::Whist)),
    );
    app.add_observer(clear_tricks);
    app.add_systems(
        Update,
        score_hand
            .run_if(in_state(Phase::Scoring))
            .in_set(TableSystems::Show)
            .after(crate::app::table::flow::advance_phase)
            .run_if(animations_idle)
            .run_if(playing(GameKind::Whist)),
    );
    app.add_systems(
        Update,
        update_labels
            .in_set(TableSystems::Present)
            .run_if(playing(GameKind::Whist)),
    );
}

/// A Whist label.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    /// The partnership a seat plays for, on its plate.
    Side(Seat),
    /// A side's line in the score box.
    Score(usize),
    /// The score box's heading: the target, and games in a rubber.
    Target,
    /// The count by a side's trick pile.
    Pile(usize),
    /// The name under the turn-up while it lies by the dealer.
    TurnUp,
}

use crate::app::table::frame::{SCORE_BOX, TablePiece};

/// The line naming whose the turn-up is ("TRUMP · Mara's"), by the card while it lies by the dealer: kept clear
/// of the trick (the phone layout test finds it by this).
#[derive(Component, Clone, Copy, Debug)]
pub struct TurnUpName;

fn spawn_labels(
    mut commands: Commands,
    table: Option<Res<Table>>,
    plates: Query<(Entity, &Plate)>,
    bold: Option<Res<BoldFont>>,
    shape: Option<Res<RoundedPlate>>,
) {
    let Some(table) = table else { return };
    let bold = bold.as_deref();
    let shape = shape.as_deref();
    let scope = DespawnOnExit(AtTable);
    for (entity, plate) in &plates {
        commands.entity(entity).with_child((
            Label::Side(plate.0),
            Text2d::default(),
            TextFont::from_font_size(crate::app::table::layout::TABLE_TEXT),
            TextColor(INK.with_alpha(0.85)),
            Anchor::CENTER_LEFT,
            Transform::from_xyz(PLATE_LEFT, -1.0, 0.2),
        ));
    }
    commands
        .spawn((
            Name::new("Score box"),
            plate_sprite(PLATE_COLOUR, SCORE_BOX, shape),
            crate::app::table::frame::Narrows::SCORE_BOX,
            Transform::from_xyz(0.0, 0.0, 40.0),
            TablePiece::ScoreBox,
            scope.clone(),
        ))
        .with_children(|score| {
            score.spawn(plate_edge(SCORE_BOX, shape));
            score.spawn((
                Label::Target,
                Text2d::default(),
                ui::font(crate::app::table::layout::TABLE_TEXT, bold),
                TextColor(GOLD),
                Transform::from_xyz(0.0, 36.0, 0.2),
            ));
            for side in 0..2 {
                score.spawn((
                    Label::Score(side),
                    Text2d::default(),
                    ui::font(crate::app::table::layout::TABLE_TEXT + 1.0, bold),
                    TextColor(INK),
                    Anchor::CENTER_LEFT,
                    Transform::from_xyz(-SCORE_BOX.x / 2.0 + 12.0, 8.0 - 28.0 * side as f32, 0.2),
                ));
            }
        });
    commands.spawn((
        Label::TurnUp,
        TurnUpName,
        Text2d::default(),
        bevy::sprite::Anchor::CENTER,
        ui::font(crate::app::table::layout::TABLE_TEXT, bold),
        // Its two lines over a side seat's card on a phone held upright stand centred on each other.
        TextLayout::justify(Justify::Center),
        TextColor(GOLD),
        Transform::from_xyz(0.0, 0.0, 40.0),
        Visibility::Hidden,
        scope.clone(),
    ));
    let players = table.game.players();
    for side in 0..2 {
        // Placed for a 4:3 desk; `frame::piece_at` moves it for the window.
        let pile = stack_anchor(Seat(side as u8), players, 0.0);
        commands.spawn((
            Label::Pile(side),
            Text2d::default(),
            TextFont::from_font_size(crate::app::table::layout::TABLE_TEXT),
            TextColor(INK),
            Transform::from_translation((pile - Vec2::new(0.0, CARD.y * 0.3 + 16.0)).extend(40.0)),
            TablePiece::PileLabel(side as u8),
            scope.clone(),
        ));
    }
}

fn update_labels(
    table: Option<Res<Table>>,
    // The settings too: a new language rewrites the lines.
    settings: Res<crate::app::settings::Settings>,
    frame: Res<crate::app::table::frame::TableFrame>,
    mut labels: Query<(
        &Label,
        &mut Text2d,
        &mut Transform,
        &mut Visibility,
        Option<&mut bevy::sprite::Anchor>,
    )>,
) {
    let Some(table) =
        table.filter(|t| t.is_changed() || settings.is_changed() || frame.is_changed())
    else {
        return;
    };
    let (
        AnyMatch::Whist(game),
        ShownScores::Whist {
            tricks,
            score,
            games,
        },
    ) = (&table.game, &table.shown.scores)
    else {
        return;
    };
    let rules = game.rules();
    for (label, mut text, mut at, mut visibility, anchor) in &mut labels {
        let shown = match *label {
            Label::TurnUp => {
                let Some((dealer, _)) = table.shown.turn_up else {
                    visibility.set_if_neq(Visibility::Hidden);
                    continue;
                };
                visibility.set_if_neq(Visibility::Inherited);
                // Above the card, clear of the prompt line by the person's hand and of the dealer's tab on a
                // side seat's plate below it and of the tricks' pile; under it at the top seat, whose hand is above,
                // and the person's, over their plate, left of the prompt.
                let tall = frame.tall(&table.game);
                let card = tall.map_or_else(
                    || {
                        let at = face_up_at(dealer, whist::PLAYERS, frame.margin);
                        // Left-handed, the person's own turn-up lies over their plate at the right.
                        if table.is_human(dealer) {
                            Vec2::new(frame.side(at.x), at.y)
                        } else {
                            at
                        }
                    },
                    |t| t.face_up_at(dealer),
                );
                let gap = Vec2::new(0.0, CARD.y / 2.0 + 12.0);
                let mine = table.is_human(dealer);
                // Upright, the name goes over the card: the seats' plates are above it and the trick below.
                let top = tall.is_none()
                    && crate::app::table::layout::seat_anchor(dealer, whist::PLAYERS).y > 200.0;
                // Sideways, the card lies at the right end of the person's band: the name over it, ending at the
                // table's edge.
                let low = tall.filter(|t| t.low);
                // Upright, another's card lies at the table's edge beside the trick: its name stands over it in
                // two short lines, as narrow as the card, since one line reaching inwards ran over the top seat's
                // trick card ("TRUMP · Mara's" over Otto's at 360 px).
                let stacked = tall.is_some() && low.is_none() && !mine;
                let wanted = if low.is_some() && frame.mirror {
                    bevy::sprite::Anchor::CENTER_LEFT
                } else if low.is_some() {
                    bevy::sprite::Anchor::CENTER_RIGHT
                } else if stacked {
                    bevy::sprite::Anchor::BOTTOM_CENTER
                } else {
                    bevy::sprite::Anchor::CENTER
                };
                if let Some(mut anchor) = anchor
                    && *anchor != wanted
                {
                    *anchor = wanted;
                }
                let place = match low {
                    Some(t) => Vec2::new(frame.side(t.size.x / 2.0 - 8.0), t.band_label_y()),
                    None if top || mine => card - gap,
                    None if stacked => card + Vec2::new(0.0, CARD.y / 2.0 + 4.0),
                    None => card + gap,
                }
                .extend(40.0);
                // Set only when it moves: an unchanged label leaves nothing to draw again (`rest.rs`).
                if at.translation != place {
                    at.translation = place;
                }
                if mine && tall.is_some() && low.is_none() {
                    // Upright, the person's turn-up lies at the table's left edge beside the trick: the one word
                    // fits under it ("TRUMP · yours" ran off the window and into the first trick card's name;
                    // their plate's dealer tab says whose it is).
                    t!("hud-trump")
                } else if mine {
                    t!("whist-turn-up-yours")
                } else if stacked {
                    t!(
                        "whist-turn-up-theirs-stacked",
                        name = seat_name(&table, dealer)
                    )
                } else {
                    t!("whist-turn-up-theirs", name = seat_name(&table, dealer))
                }
            }
            // A tall table has no room for the piles' counts: each plate says its side's tricks instead of
            // the partner across (who sits in plain view).
            Label::Side(seat) if frame.is_tall() => pile_line(&table, tricks, seat.index() % 2),
            Label::Side(seat) => {
                let partner = seat.plus(2, whist::PLAYERS);
                if table.is_human(partner) {
                    t!("whist-your-partner")
                } else {
                    t!("whist-partner", name = seat_name(&table, partner))
                }
            }
            Label::Target => {
                if rules.games_to_win > 1 {
                    t!("whist-score-rubber", target = rules.target)
                } else {
                    t!("whist-score-game", target = rules.target)
                }
            }
            Label::Score(side) => {
                let games_won = if rules.games_to_win > 1 {
                    format!(
                        "  {}",
                        t!("whist-games-won", games = plural(games[side], "game"))
                    )
                } else {
                    String::new()
                };
                format!("{}  {}{games_won}", side_name(&table, side), score[side])
            }
            Label::Pile(side) => {
                // While seat 0's turn-up lies by its plate, its name is where that side's count begins
                // (no trick is won before it is played).
                let turn_up_there =
                    side == 0 && table.shown.turn_up.is_some_and(|(dealer, _)| dealer.0 == 0);
                visibility.set_if_neq(if frame.is_tall() || turn_up_there {
                    Visibility::Hidden
                } else {
                    Visibility::Inherited
                });
                pile_line(&table, tricks, side)
            }
        };
        if text.0 != shown {
            text.0 = shown;
        }
    }
}

/// A side's tricks this hand, and how many of them score ("Us: 8 tricks, 2 odd").
fn pile_line(table: &Table, tricks: &[u32; 2], side: usize) -> String {
    let n = tricks[side];
    let odd = n.saturating_sub(6);
    if odd > 0 {
        t!(
            "whist-pile-odd",
            side = short_side(table, side),
            tricks = plural(n, "trick"),
            odd = odd
        )
    } else {
        t!(
            "whist-pile",
            side = short_side(table, side),
            tricks = plural(n, "trick")
        )
    }
}

/// "Us" for the person's side, "Them" for the other (the side's names otherwise).
fn short_side(table: &Table, side: usize) -> String {
    match crate::app::state::table::human_seat(table) {
        Some(h) if side_of(h) == side => t!("whist-us"),
        Some(_) => t!("whist-them"),
        None => side_name(table, side),
    }
}

/// Whether `side` is the person's, as the messages choose their verb by it ("yes" or "no").
fn ours(table: &Table, side: usize) -> &'static str {
    match crate::app::state::table::human_seat(table) {
        Some(h) if side_of(h) == side => "yes",
        _ => "no",
    }
}

/// A new deal: the tricks of the hand before leave the piles.
fn clear_tricks(_: On<DealStarted>, table: Option<ResMut<Table>>) {
    if let Some(mut table) = table
        && let ShownScores::Whist { tricks, .. } = &mut table.shown.scores
    {
        *tricks = [0; 2];
    }
}

/// The 13 tricks are counted: the score goes up; a game or the match may be won.
fn score_hand(mut commands: Commands, table: Option<ResMut<Table>>) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::Scored(hand)) = take_next(&mut table, |e| {
        matches!(e, TableEvent::Scored(Score::Hand { .. }))
    }) else {
        return;
    };
    let Score::Hand { score, .. } = hand else {
        return;
    };
    let game_won = match take_next(&mut table, |e| {
        matches!(e, TableEvent::Scored(Score::Game { .. }))
    }) {
        Some(TableEvent::Scored(Score::Game { side, .. })) => Some(side),
        _ => None,
    };
    let match_won = take_match_won(&mut table);
    let ours = |table: &Table, side: u8| {
        crate::app::state::table::human_seat(table).is_some_and(|h| side_of(h) == side as usize)
    };
    if let Some(side) = game_won
        && ours(&table, side)
    {
        table.count_round();
    }
    let shown = &mut table.shown;
    shown.steps += 1;
    if let ShownScores::Whist {
        score: shown_score,
        games,
        ..
    } = &mut shown.scores
    {
        // The hand's tricks stay on the piles' labels behind the panel; the next deal clears them.
        *shown_score = score;
        if let Some(side) = game_won {
            games[side as usize] += 1;
            // The next game starts from 0; the match's last score stays as it ended.
            if match_won.is_none() {
                *shown_score = [0; 2];
            }
        }
    }
    end_round(&mut commands, &mut table, hand, match_won, |c, t, h| {
        spawn_hand_panel(c, t, h, game_won)
    });
}

/// The hand's result: each side's tricks, points, honours and score; the next hand starts when the player goes
/// on (by itself at a table of computers only).
pub fn spawn_hand_panel(
    commands: &mut Commands,
    table: &Table,
    hand: &Score,
    game_won: Option<u8>,
) {
    let (
        AnyMatch::Whist(game),
        Score::Hand {
            tricks,
            points,
            honours,
            score,
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
    let winner = if tricks[0] > tricks[1] { 0 } else { 1 };
    let headline = t!(
        "whist-hand-headline",
        side = side_name(table, winner),
        ours = ours(table, winner),
        tricks = plural(tricks[winner], "trick"),
        points = plural(points[winner], "point")
    );
    commands.spawn((ui::text(headline, 34.0, GOLD), ChildOf(panel)));
    let mut headings = vec![t!("col-side"), t!("col-tricks"), t!("col-points")];
    if rules.honours {
        headings.push(t!("col-honours"));
    }
    headings.push(t!("col-score"));
    let grid = commands
        .spawn((ui::results_grid(headings.len() as u16), ChildOf(panel)))
        .id();
    for heading in &headings {
        commands.spawn((ui::cell(heading.clone(), 18.0, GOLD), ChildOf(grid)));
    }
    for side in 0..2 {
        let mut row = vec![
            side_name(table, side),
            tricks[side].to_string(),
            points[side].to_string(),
        ];
        if rules.honours {
            row.push(honours[side].to_string());
        }
        row.push(format!("{} / {}", score[side], rules.target));
        let colour = if Some(side as u8) == game_won || (game_won.is_none() && side == winner) {
            GOLD
        } else {
            INK
        };
        for value in row {
            commands.spawn((ui::cell(value, 22.0, colour), ChildOf(grid)));
        }
    }
    let next = match game_won {
        Some(side) => {
            let games = game.games();
            commands.spawn((
                ui::text(
                    t!(
                        "whist-game-won",
                        side = side_name(table, side as usize),
                        ours = ours(table, side as usize),
                        first = short_side(table, 0),
                        first_games = games[0],
                        second_games = games[1],
                        second = short_side(table, 1)
                    ),
                    22.0,
                    GOLD,
                ),
                ChildOf(panel),
            ));
            t!("button-next-game")
        }
        None => t!("button-next-hand"),
    };
    commands.spawn((
        ui::text(
            t!(
                "whist-next",
                name = seat_name(table, game.dealer()),
                points = plural(rules.target, "point")
            ),
            18.0,
            INK.with_alpha(0.75),
        ),
        ChildOf(panel),
    ));
    close_round_panel(commands, table, panel, foot, next);
}

/// What the match-over panel says of a finished Whist match.
pub fn match_summary(table: &Table) -> MatchSummary {
    let (AnyMatch::Whist(game), ShownScores::Whist { score, games, .. }) =
        (&table.game, &table.shown.scores)
    else {
        return MatchSummary::default();
    };
    let rules = game.rules();
    let winner = table.shown.over.first().map(|&s| side_of(s));
    let headline = match winner {
        Some(side) => t!(
            "whist-match-won",
            side = side_name(table, side),
            ours = ours(table, side)
        ),
        None => t!("match-over-headline"),
    };
    let length = if rules.games_to_win > 1 {
        t!(
            "whist-length-rubber",
            points = plural(rules.target, "point")
        )
    } else {
        t!("whist-length-game", points = plural(rules.target, "point"))
    };
    let tricks = game.match_tricks();
    let rows = (0..2)
        .map(|side| {
            (
                winner == Some(side),
                vec![
                    side_name(table, side),
                    games[side].to_string(),
                    score[side].to_string(),
                    tricks[side].to_string(),
                ],
            )
        })
        .collect();
    MatchSummary {
        headline,
        detail: t!(
            "whist-match-detail",
            length = length,
            hands = plural(game.deals(), "hand")
        ),
        headings: vec![
            t!("col-side"),
            t!("col-games"),
            t!("col-points-last-game"),
            t!("col-tricks-in-match"),
        ],
        rows,
    }
}
