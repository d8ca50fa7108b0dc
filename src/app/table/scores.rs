//! The score sheet (S, or the toolbar's *Scores*): every deal of the match scored so far, one row each, with what
//! each seat (Whist: each side) scored and the running totals: Wendellhead's Pins and Flints, Whist's tricks,
//! points and games, Hearts' points with the moons marked, Schafkopf's game, sides, card points, value and
//! balances. The rows are the table's [`Table::sheet_shown`], saved with the match, so the sheet survives
//! Continue and follows an undo. A long match shows its latest rows; ← → page back through the rest.

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;

use crate::app::state::sheet::{SheetLine, SheetRow};
use crate::app::state::table::{Table, human_seat, seat_name, side_name};
use crate::app::state::{Phase, Screen};
use crate::app::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::schafkopf::ContractKind;
use crate::engine::{AnyMatch, GameKind, Seat, Suit};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OpenScores>();
    // Not while paused: the pause menu would hide it.
    app.add_systems(
        Update,
        (toggle_with_key, open_scores, follow_the_sheet)
            .chain()
            .run_if(in_state(Screen::Playing))
            .run_if(not(in_state(Phase::Paused))),
    );
}

/// Rows on one page of the sheet: as many as fit the smallest window with the headings and buttons.
pub const PAGE_ROWS: usize = 12;

/// The size of the sheet's figures: small enough for Schafkopf for four's thirteen columns on one line each.
const CELL: f32 = 14.0;

/// The person asks for the score sheet.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct OpenScores;

/// The open score sheet: how many rows it shows the end of (it follows the table when more are scored), and how
/// many pages back from the latest it is.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoresPanel {
    /// The rows of the sheet when it was drawn.
    pub rows: usize,
    /// Pages back from the latest (0: the latest rows).
    pub back: usize,
}

/// Where the *Scores* button is drawn: above a round's panel (an overlay at 10, `ui::overlay`), which S opens the
/// sheet over, so the button works there too (under the panel it was seen dimmed and did nothing); under every
/// other panel (the pause menu at 20, the sheet itself at 30).
pub const SCORES_BUTTON_Z: i32 = 11;

/// The toolbar's *Scores* button.
pub fn scores_button() -> impl Bundle {
    (
        crate::app::tool_buttons::tool_button(
            "▤",
            t!("scores-button"),
            "S",
            t!("tip-scores"),
            (),
            |_: On<Activated>, mut open: MessageWriter<OpenScores>| {
                open.write(OpenScores);
            },
        ),
        GlobalZIndex(SCORES_BUTTON_Z),
    )
}

/// S opens the sheet, and closes it again. Keys belong to an open panel, not to the table behind it; and while
/// the person declares (Schafkopf) S is their silent solo.
fn toggle_with_key(
    mut commands: Commands,
    keys: Option<ResMut<ButtonInput<KeyCode>>>,
    table: Option<Res<Table>>,
    sheets: Query<Entity, With<ScoresPanel>>,
    overlays: Query<(), With<Dismissable>>,
    mut open: MessageWriter<OpenScores>,
) {
    let Some(mut keys) = keys else { return };
    if !keys.just_pressed(KeyCode::KeyS) {
        return;
    }
    if !sheets.is_empty() {
        for sheet in &sheets {
            commands.entity(sheet).despawn();
        }
        // The S that closed the sheet is not also a call on the table behind it.
        keys.clear_just_pressed(KeyCode::KeyS);
        return;
    }
    let declaring = table
        .as_deref()
        .is_some_and(|t| super::declaring::persons_call(t).is_some());
    if overlays.is_empty() && !declaring {
        open.write(OpenScores);
    }
}

/// Opens the sheet on its latest rows (again, if it is open).
fn open_scores(
    mut commands: Commands,
    mut asks: MessageReader<OpenScores>,
    table: Option<Res<Table>>,
    sheets: Query<Entity, With<ScoresPanel>>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(table) = table else { return };
    for sheet in &sheets {
        commands.entity(sheet).despawn();
    }
    spawn_sheet(&mut commands, &table, 0);
}

/// A deal scored while the sheet is open: it is drawn again with the new row.
fn follow_the_sheet(
    mut commands: Commands,
    table: Option<Res<Table>>,
    sheets: Query<(Entity, &ScoresPanel)>,
) {
    let Some(table) = table.filter(|t| t.is_changed()) else {
        return;
    };
    let rows = table.sheet_shown().len();
    let Some((entity, open)) = sheets.iter().find(|(_, s)| s.rows != rows) else {
        return;
    };
    commands.entity(entity).despawn();
    spawn_sheet(&mut commands, &table, open.back);
}

/// The sheet's rows on page `back` (0: the latest), oldest first, with the number of the first.
pub fn page(rows: &[SheetRow], back: usize) -> (usize, &[SheetRow]) {
    let end = rows.len().saturating_sub(back * PAGE_ROWS);
    let start = end.saturating_sub(PAGE_ROWS);
    (start, &rows[start..end])
}

/// How many pages the sheet has.
fn pages(rows: usize) -> usize {
    rows.div_ceil(PAGE_ROWS).max(1)
}

/// The game's name in the messages' selectors.
fn game_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Wendellhead => "wendellhead",
        GameKind::Whist => "whist",
        GameKind::Hearts => "hearts",
        GameKind::Schafkopf => "schafkopf",
    }
}

/// "+3", "−2", "0".
fn signed(n: i64) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("−{}", -n),
        _ => "0".into(),
    }
}

/// The sheet's headings: a top line of names over their columns (a seat's or a side's spans its own), and a
/// heading per column.
struct Columns {
    /// The top headings, each with the number of columns it spans.
    top: Vec<(String, u16)>,
    /// A heading per column.
    heads: Vec<String>,
}

/// The columns of the game at `table`: the row's number, the game's own (the Flint's winner; Schafkopf's game,
/// declarers, card points and value), then each seat's (Whist: each side's) figure and running total.
fn columns(table: &Table) -> Columns {
    let players = table.game.players();
    let per_seat = |a: String, b: String| -> (Vec<(String, u16)>, Vec<String>) {
        let mut top = Vec::new();
        let mut heads = Vec::new();
        for seat in Seat::all(players) {
            top.push((seat_name(table, seat), 2));
            heads.extend([a.clone(), b.clone()]);
        }
        (top, heads)
    };
    match table.kind() {
        GameKind::Wendellhead => {
            let (top, heads) = per_seat(t!("scores-col-pins"), t!("col-flints"));
            Columns {
                top: [(String::new(), 2)].into_iter().chain(top).collect(),
                heads: [String::new(), t!("scores-col-won-by")]
                    .into_iter()
                    .chain(heads)
                    .collect(),
            }
        }
        GameKind::Whist => {
            let mut top = vec![(String::new(), 1)];
            let mut heads = vec![String::new()];
            for side in 0..2 {
                top.push((side_name(table, side), 3));
                heads.extend([t!("col-tricks"), t!("col-points"), t!("col-score")]);
            }
            // The games won belong to neither side: their heading stands on the sides' line, over their own
            // column, not beside the second side's score as if it were its fourth. Only a rubber has games to
            // count: a match of one game ends with its first.
            if rubber(table) {
                top.push((t!("col-games"), 1));
                heads.push(String::new());
            }
            Columns { top, heads }
        }
        GameKind::Hearts => {
            let (top, heads) = per_seat(t!("col-hand"), t!("col-total"));
            Columns {
                top: [(String::new(), 1)].into_iter().chain(top).collect(),
                heads: [String::new()].into_iter().chain(heads).collect(),
            }
        }
        GameKind::Schafkopf => {
            let (top, heads) = per_seat(t!("scores-col-gain"), t!("col-balance"));
            Columns {
                top: [(String::new(), 5)].into_iter().chain(top).collect(),
                heads: [
                    String::new(),
                    t!("scores-col-game"),
                    t!("scores-col-declarers"),
                    t!("col-card-points"),
                    t!("scores-col-value"),
                ]
                .into_iter()
                .chain(heads)
                .collect(),
            }
        }
    }
}

/// The person's par over row `index` of `rows` (the sheet as shown), with their result against it in brackets
/// ("7 (+1)": par 7, one better), gold when they beat it: "…" while it is worked out, "–" for a deal continued
/// mid-way (it has none). A row is a deal; in Wendellhead a Flint, whose par is its deals' together (a Flint
/// ends its deal; a deal without one carries its Pins to the next).
fn par_cell(table: &Table, rows: &[SheetRow], index: usize) -> (String, Color) {
    let kind = table.kind();
    let last = rows[index].deal;
    let first = match kind {
        GameKind::Wendellhead => index
            .checked_sub(1)
            .map_or(0, |before| rows[before].deal + 1),
        _ => last,
    };
    let (mut result, mut par) = (0, 0);
    let mut pending = false;
    for deal in first..=last {
        // The hand dealt as deal `deal` (a replayed deal's one hand need not be the match's first).
        let hand = table
            .hands
            .iter()
            .find(|h| h.start.is_some_and(|s| s.deals() == deal + 1));
        match hand {
            Some(hand) => match (hand.result, hand.par) {
                (Some(r), Some(p)) => {
                    result += r;
                    par += p.result;
                }
                _ => pending = true,
            },
            None => return ("–".into(), INK),
        }
    }
    if pending {
        return ("…".into(), INK);
    }
    let against = result - par;
    let colour = if against > 0 { GOLD } else { INK };
    (
        format!(
            "{} ({})",
            super::par::par_figure(kind, par),
            signed(against)
        ),
        colour,
    )
}

/// Whether the match at `table` is a Whist rubber (won with two games), whose sheet counts the games won.
fn rubber(table: &Table) -> bool {
    matches!(&table.game, AnyMatch::Whist(g) if g.rules().games_to_win > 1)
}

/// A Schafkopf game's short name: "Normal game", "Heart solo", "Wedding".
fn game_name(kind: ContractKind, trump: Suit) -> String {
    match kind {
        ContractKind::Normal => t!("scores-sk-normal"),
        ContractKind::Wedding => t!("scores-sk-wedding"),
        ContractKind::SilentSolo => t!("scores-sk-silent-solo"),
        ContractKind::Solo => {
            let suit = match trump {
                Suit::Clubs => "clubs",
                Suit::Diamonds => "diamonds",
                Suit::Hearts => "hearts",
                Suit::Spades => "spades",
            };
            t!("scores-sk-solo", suit = suit)
        }
        ContractKind::Everyone => t!("scores-sk-everyone"),
        ContractKind::Two => t!("scores-sk-two"),
    }
}

/// A row's cells, after its number, with their colours: the winners' figures in gold.
fn cells(table: &Table, row: &SheetRow) -> Vec<(String, Color)> {
    let players = table.game.players() as usize;
    let mut out = Vec::new();
    match &row.line {
        SheetLine::Flint {
            winner,
            pins,
            flints,
        } => {
            out.push((seat_name(table, *winner), GOLD));
            for s in 0..players {
                let colour = if s == winner.index() { GOLD } else { INK };
                out.push((pins.get(s).copied().unwrap_or(0).to_string(), colour));
                out.push((flints.get(s).copied().unwrap_or(0).to_string(), colour));
            }
        }
        SheetLine::Whist {
            tricks,
            points,
            honours,
            score,
            game,
            games,
        } => {
            for side in 0..2 {
                let won = *game == Some(side as u8);
                let colour = if won { GOLD } else { INK };
                let points = match honours[side] {
                    0 => points[side].to_string(),
                    h => format!("{} + {h}", points[side]),
                };
                let score = if won {
                    format!("{} ★", score[side])
                } else {
                    score[side].to_string()
                };
                out.extend([
                    (tricks[side].to_string(), INK),
                    (points, INK),
                    (score, colour),
                ]);
            }
            if rubber(table) {
                let colour = if game.is_some() { GOLD } else { INK };
                out.push((format!("{}–{}", games[0], games[1]), colour));
            }
        }
        SheetLine::Hearts {
            points,
            moon,
            scores,
        } => {
            for s in 0..players {
                let hand = points.get(s).copied().unwrap_or(0);
                let (hand, colour) = if *moon == Some(Seat(s as u8)) {
                    (t!("scores-moon", points = hand), GOLD)
                } else {
                    (hand.to_string(), INK)
                };
                out.push((hand, colour));
                out.push((scores.get(s).copied().unwrap_or(0).to_string(), INK));
            }
        }
        SheetLine::Schafkopf {
            kind,
            trump,
            declarers,
            points,
            schneider,
            schwarz,
            value,
            payments,
            balance,
            ..
        } => {
            out.push((game_name(*kind, *trump), INK));
            // A pair is named as a message (so a change of language says it again), the person first.
            let sides = match declarers.as_slice() {
                [] => "–".to_string(),
                [one] => seat_name(table, *one),
                [a, b] => {
                    let (a, b) = if table.is_human(*b) {
                        (*b, *a)
                    } else {
                        (*a, *b)
                    };
                    t!(
                        "side-name",
                        first = seat_name(table, a),
                        second = seat_name(table, b)
                    )
                }
                more => more
                    .iter()
                    .map(|&s| seat_name(table, s))
                    .collect::<Vec<_>>()
                    .join(" & "),
            };
            out.push((sides, INK));
            let separator = if declarers.is_empty() { " · " } else { "–" };
            let flags = match (schwarz, schneider) {
                (true, _) => "schwarz",
                (false, true) => "schneider",
                _ => "none",
            };
            let points = points
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(separator);
            out.push((t!("scores-sk-points", points = points, flags = flags), INK));
            out.push((value.to_string(), INK));
            for s in 0..players {
                let gain = payments.get(s).copied().unwrap_or(0);
                let colour = if gain > 0 { GOLD } else { INK };
                out.push((signed(gain), colour));
                out.push((signed(balance.get(s).copied().unwrap_or(0)), colour));
            }
        }
    }
    out
}

/// Spawns the sheet showing page `back` (0: the latest rows).
pub fn spawn_sheet(commands: &mut Commands, table: &Table, back: usize) {
    let rows = table.sheet_shown();
    let back = back.min(pages(rows.len()) - 1);
    let game = game_key(table.kind());
    let root = commands
        .spawn((
            ui::overlay("Scores", true),
            ScoresPanel {
                rows: rows.len(),
                back,
            },
            Dismissable,
            DespawnOnExit(Screen::Playing),
        ))
        // Over a round's panel, which stays up behind it.
        .insert(GlobalZIndex(30))
        .id();
    // Never taller than the window: a phone's sheet scrolls down (and across, below), its Close staying in sight
    // at its foot.
    let (panel, foot) = ui::footed_in(commands, root, ui::panel_frame(980.0, 22.0, 10.0), px(10));
    commands.spawn((ui::text(t!("scores-title"), 30.0, GOLD), ChildOf(panel)));
    if rows.is_empty() {
        commands.spawn((
            ui::text(t!("scores-none", game = game), 20.0, INK),
            ChildOf(panel),
        ));
    } else {
        commands.spawn((
            ui::text(t!("scores-legend", game = game), 14.0, INK.with_alpha(0.7)),
            ChildOf(panel),
        ));
        let mut columns = columns(table);
        // The person's par, as the hand's panel and the review give it, a figure a row.
        let with_par = human_seat(table).is_some();
        if with_par {
            commands.spawn((
                ui::text(
                    t!("scores-par-legend", game = game),
                    14.0,
                    INK.with_alpha(0.7),
                ),
                ChildOf(panel),
            ));
            columns.top.push((String::new(), 1));
            columns.heads.push(t!("scores-col-par"));
        }
        // A phone's sheet scrolls across, by a drag or the wheel, as far as its last column: in a box of its own,
        // for a grid that scrolls itself is given the size of its first columns only as its content's (at 360 px
        // the last player's columns could not be reached).
        let across = commands
            .spawn((
                Name::new("Score sheet, across"),
                ui::scroll_across(),
                ChildOf(panel),
            ))
            .id();
        let grid = commands
            .spawn((
                Node {
                    display: Display::Grid,
                    // Each column as wide as its widest line: the sheet scrolls across rather than wrap a
                    // heading (a wrapped "Your par" was laid out wider than its column, out of reach).
                    grid_template_columns: vec![GridTrack::max_content(); columns.heads.len()],
                    // Narrow: Schafkopf for four has thirteen columns.
                    column_gap: px(10),
                    row_gap: px(4),
                    justify_items: JustifyItems::Center,
                    align_items: AlignItems::Center,
                    // As wide as its columns, whatever the box it scrolls in shows.
                    flex_shrink: 0.0,
                    ..default()
                },
                ChildOf(across),
            ))
            .id();
        for (heading, span) in columns.top {
            commands.spawn((
                ui::cell(heading, 16.0, GOLD),
                Node {
                    grid_column: GridPlacement::span(span),
                    ..default()
                },
                ChildOf(grid),
            ));
        }
        for heading in columns.heads {
            commands.spawn((ui::cell(heading, CELL, GOLD), ChildOf(grid)));
        }
        let (first, shown) = page(rows, back);
        for (i, row) in shown.iter().enumerate() {
            // Flints are counted; a deal keeps the number its code has.
            let number = match table.kind() {
                GameKind::Wendellhead => first + i + 1,
                _ => row.deal as usize + 1,
            };
            commands.spawn((
                ui::cell(t!("scores-row", game = game, number = number), CELL, INK),
                ChildOf(grid),
            ));
            let par = with_par.then(|| par_cell(table, rows, first + i));
            for (line, colour) in cells(table, row).into_iter().chain(par) {
                commands.spawn((ui::cell(line, CELL, colour), ChildOf(grid)));
            }
        }
        if rows.len() > PAGE_ROWS {
            // Earlier rows a page at a time: ← → (or a click, a right-click) on the stepper.
            commands.spawn((
                ui::stepper(
                    t!(
                        "scores-rows",
                        first = first + 1,
                        last = first + shown.len(),
                        count = rows.len()
                    ),
                    (),
                    px(420),
                    AutoFocus,
                    move |step: On<ui::Stepped>,
                          mut commands: Commands,
                          table: Option<Res<Table>>,
                          sheets: Query<Entity, With<ScoresPanel>>| {
                        let Some(table) = table else { return };
                        let count = pages(table.sheet_shown().len());
                        // → is later (fewer pages back), ← earlier; round the ends.
                        let to = (back as i32 - step.by).rem_euclid(count as i32) as usize;
                        for sheet in &sheets {
                            commands.entity(sheet).despawn();
                        }
                        spawn_sheet(&mut commands, &table, to);
                    },
                ),
                ui::Fluid::Width(420.0),
                ChildOf(panel),
            ));
        }
    }
    commands.spawn((
        ui::sized_button(
            t!("button-close-esc"),
            (),
            px(260),
            (),
            ui::close::<ScoresPanel>,
        ),
        ChildOf(foot),
    ));
}
