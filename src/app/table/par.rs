//! Par at the table: once a hand of the person's is scored, the Hard computer replays their seat over the same
//! cards against the same opponents (`ai::par`), a slice of search a frame so play stays smooth; the hand's panel,
//! the hand review and the match-over panel say how the person did against it. At the match's end any par still
//! to come is worked out at once ([`finish_pars`]), so the match-over panel and the statistics count the same
//! hands.

use std::collections::VecDeque;

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::ai::par::{Par, ParRun};
use crate::app::games::summary::signed;
use crate::app::i18n::decimal;
use crate::app::state::table::{HandRecord, Table, human_seat};
use crate::app::ui::INK;
use crate::engine::{DealCode, GameKind};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ParWork>();
    app.init_resource::<ParBudget>();
    app.add_systems(Update, (start_par, work_out_par, show_par).chain());
}

/// Search iterations par may use a frame (a Hard decision is 3,000): about a millisecond on a desktop.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ParBudget(pub u32);

impl Default for ParBudget {
    fn default() -> Self {
        ParBudget(800)
    }
}

/// A hand's par being worked out.
#[derive(Debug)]
pub struct ParJob {
    /// The hand's place in [`Table::hands`].
    pub hand: usize,
    /// The hand's deal code, so a par finishing after its match is left lands nowhere else.
    pub code: Option<DealCode>,
    /// The replays.
    pub run: ParRun,
}

/// The pars being worked out, one at a time, oldest first.
#[derive(Resource, Default, Debug)]
pub struct ParWork(pub VecDeque<ParJob>);

/// A line that shows the par of the hand at this index of [`Table::hands`] once it is known.
#[derive(Component, Clone, Copy, Debug)]
pub struct ParLine(pub usize);

/// A line that shows the match's result against par, hand by hand as the pars come in.
#[derive(Component, Clone, Copy, Debug)]
pub struct MatchParLine;

/// Queues a par for every scored hand of the person's that has none and is not being worked on.
fn start_par(table: Option<Res<Table>>, mut work: ResMut<ParWork>) {
    let Some(table) = table else { return };
    let Some(seat) = human_seat(&table) else {
        return;
    };
    for (i, hand) in table.hands.iter().enumerate() {
        let (Some(start), Some(_), None) = (hand.start, hand.result, &hand.par) else {
            continue;
        };
        if work.0.iter().any(|j| j.hand == i && j.code == hand.code) {
            continue;
        }
        work.0.push_back(ParJob {
            hand: i,
            code: hand.code,
            run: ParRun::new(start, seat, &table.sitters()),
        });
    }
}

/// Works on the oldest par for this frame's budget; a finished par goes to its hand.
fn work_out_par(
    mut work: ResMut<ParWork>,
    budget: Res<ParBudget>,
    table: Option<ResMut<Table>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(job) = work.0.front_mut() else {
        return;
    };
    // A slice a frame: frames until every par is worked out, even while the person rests (`rest.rs`).
    redraw.write(RequestRedraw);
    if !job.run.step(budget.0) {
        return;
    }
    let Some(job) = work.0.pop_front() else {
        return;
    };
    let Some(par) = job.run.par() else {
        // Never expected: the engine refused a computer's move. The hand simply has no par.
        error!(
            "the par of hand {} could not be worked out: {}",
            job.hand + 1,
            job.run.error().unwrap_or("no replay")
        );
        if let Some(mut table) = table
            && let Some(hand) = table.hands.get_mut(job.hand)
            && hand.code == job.code
        {
            hand.start = None;
        }
        return;
    };
    if let Some(mut table) = table
        && let Some(hand) = table.hands.get_mut(job.hand)
        && hand.code == job.code
    {
        hand.par = Some(par);
    }
}

/// Works out at once every par of `table` still to come (the match is over: its panel and the statistics count
/// every hand), dropping the work under way. A hand whose par cannot be worked out (never expected) has none.
pub fn finish_pars(table: &mut Table, work: &mut ParWork) {
    work.0.clear();
    let Some(seat) = human_seat(table) else {
        return;
    };
    let sitters = table.sitters();
    for (i, hand) in table.hands.iter_mut().enumerate() {
        let (Some(start), Some(_), None) = (hand.start, hand.result, &hand.par) else {
            continue;
        };
        match crate::ai::par::par(&start, seat, &sitters) {
            Ok(par) => hand.par = Some(par),
            Err(e) => {
                error!("the par of hand {} could not be worked out: {e}", i + 1);
                hand.start = None;
            }
        }
    }
}

/// The match's hands for `--headless`'s report, in order: each hand's number in the match, what it brought the
/// person and its par in the units the hand's panel uses (Pins won, the side's tricks, points taken in Hearts, the
/// payment in Schafkopf), and the result against par (higher is better). A hand not played to its end has no
/// result; one continued mid-way from an older save has no par (`null`).
pub fn hands_report(table: &Table) -> Vec<serde_json::Value> {
    let shown = |value: i64| match table.kind() {
        GameKind::Hearts => -value,
        _ => value,
    };
    table
        .hands
        .iter()
        .enumerate()
        .map(|(i, hand)| {
            let par = hand.par.map(|p| p.result);
            serde_json::json!({
                "hand": table.unrecorded as usize + i + 1,
                "code": hand.code.map(|c| c.to_string()),
                "result": hand.result.map(shown),
                "par": par.map(shown),
                "against_par": hand.result.zip(par).map(|(r, p)| r - p),
            })
        })
        .collect()
}

/// Fills the par lines in as the pars come in.
fn show_par(
    table: Option<Res<Table>>,
    mut lines: Query<(&ParLine, &mut Text)>,
    mut totals: Query<&mut Text, (With<MatchParLine>, Without<ParLine>)>,
) {
    let Some(table) = table else { return };
    if !table.is_changed() {
        return;
    }
    for (line, mut text) in &mut lines {
        if let Some(hand) = table.hands.get(line.0) {
            let new = hand_par_text(table.kind(), hand);
            if text.0 != new {
                text.0 = new;
            }
        }
    }
    for mut text in &mut totals {
        let new = match_par_text(&table);
        if text.0 != new {
            text.0 = new;
        }
    }
}

/// A size as a whole number when it is one (a hand's par is a replay's result: "2 tricks"), else to a tenth
/// (an average over hands).
fn whole_or_decimal(size: f64) -> String {
    if (size - size.round()).abs() < 0.005 {
        format!("{}", size.round() as i64)
    } else {
        decimal(size, 1)
    }
}

/// "1.5 Pins better than par", "0.3 points worse than par", "level with par".
pub fn against_par(kind: GameKind, diff: f64) -> String {
    let size = diff.abs();
    if size < 0.05 {
        return t!("par-level");
    }
    let word = crate::app::i18n::unit_word(kind, (size - 1.0).abs() < 0.05);
    let size = whole_or_decimal(size);
    if diff > 0.0 {
        t!("par-better", size = size, unit = word)
    } else {
        t!("par-worse", size = size, unit = word)
    }
}

/// What the person's hand brought in words: "You won 3 Pins", "Your side took 7 tricks", "You took 8 points",
/// "You were paid 2", "You paid 3".
fn result_words(kind: GameKind, result: i64) -> String {
    match kind {
        GameKind::Wendellhead => t!("par-result-pins", count = result),
        GameKind::Whist => t!("par-result-tricks", count = result),
        GameKind::Hearts => t!("par-result-points", count = -result),
        GameKind::Schafkopf if result > 0 => t!("par-result-paid-you", amount = result),
        GameKind::Schafkopf if result < 0 => t!("par-result-you-paid", amount = -result),
        GameKind::Schafkopf => t!("par-result-even"),
    }
}

/// Par itself in the game's terms: Hearts' par is points taken, Schafkopf's a signed payment.
fn par_words(kind: GameKind, par: &Par) -> String {
    par_figure(kind, par.result)
}

/// A par (or a sum of pars) in the game's unit, written in the game's terms: Hearts' as points taken, Schafkopf's
/// as a signed payment, the others' as Pins or tricks won.
pub fn par_figure(kind: GameKind, result: i64) -> String {
    match kind {
        GameKind::Hearts => (-result).to_string(),
        GameKind::Schafkopf => signed(result),
        _ => result.to_string(),
    }
}

/// The line under a hand: the person's result against par, or why there is none yet.
pub fn hand_par_text(kind: GameKind, hand: &HandRecord) -> String {
    match (hand.start, hand.result, &hand.par) {
        (None, ..) => t!("par-none"),
        (_, None, _) => t!("par-comes"),
        (_, Some(result), Some(par)) => t!(
            "par-hand",
            result = result_words(kind, result),
            par = par_words(kind, par),
            against = against_par(kind, (result - par.result) as f64)
        ),
        (_, Some(result), None) => t!("par-hand-pending", result = result_words(kind, result)),
    }
}

/// The match against par so far: "You beat par by 3.0 Pins this match (4 hands)".
pub fn match_par_text(table: &Table) -> String {
    let kind = table.kind();
    let scored: Vec<_> = table
        .hands
        .iter()
        .filter(|h| h.result.is_some() && h.start.is_some())
        .collect();
    let done: Vec<f64> = scored
        .iter()
        .filter_map(|h| Some((h.result? - h.par.as_ref()?.result) as f64))
        .collect();
    if done.is_empty() {
        return if scored.is_empty() {
            String::new()
        } else {
            t!("par-match-pending")
        };
    }
    let total: f64 = done.iter().sum();
    let word = crate::app::i18n::unit_word(kind, (total.abs() - 1.0).abs() < 0.05);
    let hands = t!(
        "par-hands",
        count = done.len(),
        more = if done.len() < scored.len() {
            "yes"
        } else {
            "no"
        }
    );
    if total.abs() < 0.05 {
        t!("par-match-level", hands = hands)
    } else if total > 0.0 {
        t!(
            "par-match-beat",
            size = whole_or_decimal(total),
            unit = word,
            hands = hands
        )
    } else {
        t!(
            "par-match-under",
            size = whole_or_decimal(-total),
            unit = word,
            hands = hands
        )
    }
}

/// The par line of a hand's panel or review, filled in by [`show_par`] as the par comes in, with a line under it
/// saying what par is. Its place is kept from the start (two lines each, at a fixed width), so the panel does not
/// move when the par arrives.
pub fn par_line(table: &Table, hand: usize) -> impl Bundle {
    let text = table
        .hands
        .get(hand)
        .map(|h| hand_par_text(table.kind(), h))
        .unwrap_or_default();
    (
        Node {
            width: px(PAR_WIDTH),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            ..default()
        },
        // On a phone as wide as the panel allows.
        crate::app::ui::Fluid::Width(PAR_WIDTH),
        children![
            // Each line in a box that keeps two lines' room, whether the line there wraps or not: "Par comes…" and
            // the result against par differ in length, in German most of all. The room is the box's, not the
            // line's own least height: a line given one is measured a line short where a phone wraps it, and the
            // panel's foot cut its last line.
            (
                two_lines(15.0),
                children![(
                    ParLine(hand),
                    crate::app::ui::text(text, 15.0, INK.with_alpha(0.85)),
                )],
            ),
            (
                two_lines(13.0),
                children![crate::app::ui::text(
                    t!("par-what"),
                    13.0,
                    INK.with_alpha(0.6)
                )],
            ),
        ],
    )
}

/// A box as wide as the par lines' that keeps room for two lines of text `size` high, its line in the middle.
fn two_lines(size: f32) -> Node {
    Node {
        width: percent(100),
        // Two lines at the text's line height, and the pixel each line may round up to at a larger text size.
        min_height: px(2.0 * (size * 1.2).ceil() + 2.0),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        ..default()
    }
}

/// The width the par lines keep on a panel.
pub const PAR_WIDTH: f32 = 620.0;
