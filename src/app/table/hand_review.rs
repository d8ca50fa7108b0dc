//! The hand review: after a hand (V on its panel, or from the match-over panel for every hand of the match), its
//! tricks one by one: who played what and who won, with the prize or points; and for each card the person played,
//! the card the Hard search would have played from the same view (the person's, never the hidden cards) and what
//! the difference cost, costly ones marked; the same for the pass, the calls and the cards laid away. ← → go from
//! hand to hand. A finished hand's review ends with every hand as dealt and its fingerprint checked.

use bevy::prelude::*;

use crate::app::i18n::CardWords;

use crate::ai::suggest_any;
use crate::app::state::table::{
    DecisionPoint, HandRecord, Made, ShownTrick, Table, human_seat, seat_name,
};
use crate::app::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::{Card, DealCode, Dealt, Fingerprint, GameKind};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        review_again.run_if(resource_changed::<crate::app::settings::Settings>),
    );
}

/// An open review is laid out again when the language changes: its lines put names, cards and words together.
fn review_again(
    mut commands: Commands,
    table: Option<Res<Table>>,
    panels: Query<(Entity, &HandReviewPanel)>,
    mut shown: Local<Option<crate::app::i18n::Language>>,
) {
    let now = crate::app::i18n::language();
    if shown.replace(now).is_none_or(|before| before == now) {
        return;
    }
    let Some(table) = table else { return };
    for (entity, panel) in &panels {
        commands.entity(entity).despawn();
        open_hand_review(&mut commands, &table, panel.0);
    }
}

/// The colour of a costly decision's line.
const COSTLY_COLOUR: Color = Color::srgb(1.0, 0.55, 0.35);

/// A share of the rest of the deal (the search's estimate, 0 to 1) above which a card is marked costly.
pub const COSTLY: f32 = 0.10;

/// The review panel, showing the hand at this index of [`Table::hands`].
#[derive(Component, Clone, Copy, Debug)]
pub struct HandReviewPanel(pub usize);

/// What the review says of one of the person's cards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardVerdict {
    /// The card the person played.
    pub played: Card,
    /// The card the Hard search prefers from the same view.
    pub best: Card,
    /// The estimated cost of the difference: the share of the rest of the deal given away (0 when they agree).
    pub cost: f32,
}

impl CardVerdict {
    /// Whether the difference cost enough to be marked.
    pub fn costly(&self) -> bool {
        self.cost >= COSTLY
    }
}

/// The Hard search's verdict on the person's `card`, from the person's view of `point.before` only.
pub fn verdict(
    point: &DecisionPoint,
    card: Card,
    seat: crate::engine::Seat,
) -> Option<CardVerdict> {
    let ranked = suggest_any(&point.before, seat);
    let best = ranked.first()?;
    let played = ranked.iter().find(|s| s.card == card)?;
    Some(CardVerdict {
        played: card,
        best: best.card,
        cost: (best.value - played.value).max(0.0),
    })
}

/// What choosing otherwise than Hard costs, per game, above which the review marks a pass, a call or a lay-away
/// costly: a tenth of a Hearts deal's 26 points; a whole game's value in Schafkopf.
fn costly_choice(kind: GameKind, cost: f64) -> bool {
    match kind {
        GameKind::Hearts => cost >= 2.6,
        _ => cost >= 1.0,
    }
}

/// The review's line on a decision that is not a card (the pass, a call, the cards laid away): what the person
/// chose, what the Hard computer standing in for them chooses from the same view, and what the difference cost
/// on average (see [`crate::ai::weigh`]), with whether that is costly; `None` for a card.
pub fn other_decision_line(
    point: &DecisionPoint,
    seat: crate::engine::Seat,
) -> Option<(String, bool)> {
    use crate::ai::weigh::{self, Choice};
    let cards =
        |set: crate::engine::CardSet| set.iter().map(|c| c.shown()).collect::<Vec<_>>().join(" ");
    let laying_away = matches!(
        point.before.decision(),
        Some(crate::engine::Decision::Discard { .. })
    );
    let kind = point.before.kind();
    // What the difference cost, in the game's unit: " · costs about 2.4 points", or " · as good".
    let cost_words = |mine: Choice, hard: Choice| -> (String, bool) {
        match weigh::cost(&point.before, seat, mine, hard) {
            Some(cost) if cost >= 0.05 => {
                let size = crate::app::i18n::decimal(cost, 1);
                let words = match kind {
                    GameKind::Hearts => t!("review-choice-cost-points", cost = size),
                    _ => t!("review-choice-cost-game", cost = size),
                };
                (format!(" · {words}"), costly_choice(kind, cost))
            }
            Some(_) => (format!(" · {}", t!("review-choice-as-good")), false),
            None => (String::new(), false),
        }
    };
    match point.made {
        Made::Card(_) => None,
        Made::Pass(mine_set) => {
            let hard = crate::ai::suggest_pass(&point.before, seat);
            let (mine, theirs) = (cards(mine_set), hard.map(cards).unwrap_or_default());
            let (cost, costly) = hard
                .filter(|&h| h != mine_set)
                .map(|h| cost_words(Choice::Cards(mine_set), Choice::Cards(h)))
                .unwrap_or_default();
            let line = match (laying_away, hard == Some(mine_set)) {
                (false, true) => t!("review-pass-agrees", mine = mine),
                (false, false) => t!("review-pass", mine = mine, hard = theirs),
                (true, true) => t!("review-lay-away-agrees", mine = mine),
                (true, false) => t!("review-lay-away", mine = mine, hard = theirs),
            };
            Some((line + &cost, costly))
        }
        // A double: whether the Hard computer, from the same view, would have said it too.
        Made::Call(mine @ (crate::engine::Call::Kontra | crate::engine::Call::Re)) => {
            let words = super::declaring::call_words(&mine);
            Some(
                if crate::ai::suggest_double(&point.before, seat) == Some(mine) {
                    (t!("review-double-agrees", mine = words), false)
                } else {
                    (t!("review-double", mine = words), false)
                },
            )
        }
        Made::Call(mine) => {
            let hard = crate::ai::suggest_call(&point.before, seat);
            let words = |c: &crate::engine::Call| super::declaring::call_words(c);
            if hard == Some(mine) {
                return Some((t!("review-call-agrees", mine = words(&mine)), false));
            }
            let (cost, costly) = hard
                .map(|h| cost_words(Choice::Call(mine), Choice::Call(h)))
                .unwrap_or_default();
            let line = t!(
                "review-call",
                mine = words(&mine),
                hard = hard.as_ref().map(words).unwrap_or_default()
            );
            Some((line + &cost, costly))
        }
    }
}

/// What a trick brought: Wendellhead's prize, Hearts' points, Schafkopf's card points (as the engine counts
/// them; what went with the trick, a kitty or a skat, is said apart).
fn trick_worth(game: &crate::engine::AnyMatch, trick: &ShownTrick) -> String {
    let cards: crate::engine::CardSet = trick.plays.iter().map(|&(_, c)| c).collect();
    let points = game.card_points(cards).unwrap_or(0);
    match game.kind() {
        GameKind::Wendellhead => trick
            .prize
            .map(|p| format!(" · {}", t!("review-prize", card = p.shown())))
            .unwrap_or_default(),
        GameKind::Whist => String::new(),
        GameKind::Hearts if points == 0 => String::new(),
        GameKind::Hearts => format!(" · {}", t!("review-points", points = points)),
        GameKind::Schafkopf => format!(" · {}", t!("review-card-points", points = points)),
    }
}

/// Opens the review of hand `index` of the match (the last one when out of range).
pub fn open_hand_review(commands: &mut Commands, table: &Table, index: usize) {
    let Some(seat) = human_seat(table) else {
        return;
    };
    let Some(last) = table.hands.len().checked_sub(1) else {
        return;
    };
    let index = index.min(last);
    let hand: &HandRecord = &table.hands[index];
    let root = commands
        .spawn((
            ui::overlay("Hand review", true),
            HandReviewPanel(index),
            Dismissable,
            DespawnOnExit(crate::app::state::AtTable),
        ))
        .insert(GlobalZIndex(35))
        .id();
    // Close stays at the panel's foot; the hand above it scrolls on a window too low for it all.
    let frame = commands.spawn((ui::footed_panel(), ChildOf(root))).id();
    let panel = commands.spawn((ui::panel_body(), ChildOf(frame))).id();
    let code = hand.code.map(|c| format!(" · {c}")).unwrap_or_default();
    commands.spawn((ui::text(t!("review-title"), 30.0, GOLD), ChildOf(panel)));
    // The hand shown is a stepper: ← → (or a click, a right-click) go to the hand after or before. Hands are
    // numbered in the match: after those of an older save that kept no record.
    commands.spawn((
        ui::stepper(
            t!(
                "review-hand",
                hand = table.unrecorded as usize + index + 1,
                hands = table.unrecorded as usize + last + 1,
                code = code
            ),
            (),
            px(520),
            bevy::input_focus::AutoFocus,
            move |step: On<ui::Stepped>,
                  mut commands: Commands,
                  table: Option<Res<Table>>,
                  panels: Query<Entity, With<HandReviewPanel>>| {
                let Some(table) = table else { return };
                let count = table.hands.len() as i32;
                let to = (index as i32 + step.by).rem_euclid(count.max(1)) as usize;
                for panel in &panels {
                    commands.entity(panel).despawn();
                }
                open_hand_review(&mut commands, &table, to);
            },
        ),
        ui::Fluid::Width(520.0),
        ChildOf(panel),
    ));
    commands.spawn((super::par::par_line(table, index), ChildOf(panel)));
    // What the lines below say, over them: in sight as the review opens, however far its tricks scroll (at the
    // end of them it was cut off). The panel's width, not its table's (which may be wider on a phone).
    commands.spawn((
        Node {
            width: percent(100),
            max_width: px(760),
            flex_shrink: 0.0,
            // A column: in a row, its line was measured at its whole length and given two lines' height where it
            // wraps to three (a phone held sideways cut the last).
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            ..default()
        },
        ChildOf(panel),
        children![ui::text(t!("review-help"), 14.0, INK.with_alpha(0.7))],
    ));
    // The decisions before the cards: the pass, the calls, the cards laid away.
    let mut marked = 0;
    for point in &hand.decisions {
        if let Some((line, costly)) = other_decision_line(point, seat) {
            let colour = if costly {
                marked += 1;
                COSTLY_COLOUR
            } else {
                INK
            };
            commands.spawn((ui::text(line, 15.0, colour), ChildOf(panel)));
        }
    }
    let mut plays = hand.plays();
    // One line a trick: its cards and winner, then what the review says of the person's card in it.
    let grid = commands
        .spawn((
            Node {
                display: Display::Grid,
                grid_template_columns: vec![GridTrack::auto(), GridTrack::auto()],
                column_gap: px(18),
                row_gap: px(3),
                ..default()
            },
            ChildOf(panel),
        ))
        .id();
    for (i, trick) in hand.tricks.iter().enumerate() {
        // "1. Mara 7♠ · Otto A♦ … → Otto": each card in its suit's colour, larger than the words round it.
        let line = commands
            .spawn((ui::cell(format!("{}. ", i + 1), 15.0, INK), ChildOf(grid)))
            .id();
        for (n, &(s, c)) in trick.plays.iter().enumerate() {
            let name = format!(
                "{}{} ",
                if n == 0 { "" } else { " · " },
                seat_name(table, s)
            );
            commands.spawn((
                TextSpan::new(name),
                TextFont::from_font_size(15.0),
                TextColor(INK),
                ChildOf(line),
            ));
            commands.spawn((ui::card_span(c, 18.0), ChildOf(line)));
        }
        commands.spawn((
            TextSpan::new(format!(
                " → {}{}{}",
                seat_name(table, trick.winner),
                trick_worth(&table.game, trick),
                if trick.kitty.is_empty() {
                    String::new()
                } else {
                    format!(" · {}", super::review::kitty_words(table, trick))
                }
            )),
            TextFont::from_font_size(15.0),
            TextColor(INK),
            ChildOf(line),
        ));
        // The person's card of this trick (a card taken back is not in the record).
        let point = trick
            .plays
            .iter()
            .find(|&&(s, _)| s == seat)
            .and_then(|&(_, mine)| plays.by_ref().find(|&(_, card)| card == mine));
        // A card that was the only one allowed had no choice to review.
        let forced = point.is_some_and(|(p, _)| p.before.legal_moves().len() == 1);
        let (line, colour) = match point.and_then(|(p, card)| verdict(p, card, seat)) {
            Some(_) if forced => (t!("review-only-card"), INK.with_alpha(0.55)),
            Some(v) if v.best == v.played => (t!("review-hard-agrees"), INK.with_alpha(0.55)),
            Some(v) if v.costly() => {
                marked += 1;
                (t!("review-costly", card = v.best.shown()), COSTLY_COLOUR)
            }
            Some(v) if v.cost < 0.005 => (
                t!("review-as-good", card = v.best.shown()),
                INK.with_alpha(0.7),
            ),
            Some(v) => (
                t!("review-hard-plays", card = v.best.shown()),
                INK.with_alpha(0.85),
            ),
            None => (String::new(), INK),
        };
        commands.spawn((ui::cell(line, 15.0, colour), ChildOf(grid)));
    }
    if hand.tricks.is_empty() {
        commands.spawn((ui::text(t!("review-no-trick"), 18.0, INK), ChildOf(panel)));
    }
    show_as_dealt(commands, table, index, panel);
    let foot = commands.spawn((ui::panel_foot(), ChildOf(frame))).id();
    // How many decisions were costly, and how to go to another hand, over Close: in sight on every window.
    commands.spawn((
        Node {
            width: percent(100),
            justify_content: JustifyContent::Center,
            ..default()
        },
        ChildOf(foot),
        children![ui::text(
            t!("review-keys", costly = marked),
            14.0,
            INK.with_alpha(0.7),
        )],
    ));
    commands.spawn((
        ui::sized_button(
            t!("button-close-esc"),
            (),
            px(260),
            (),
            ui::close::<HandReviewPanel>,
        ),
        ChildOf(foot),
    ));
}

/// The line that checks a hand's fingerprint: what it says and whether it holds.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FingerprintCheck {
    /// The code the line names, whose cards the review shows.
    pub code: DealCode,
    /// The fingerprint the table showed as the hand began (`None`: a replay, which showed none).
    pub shown: Option<Fingerprint>,
}

/// Whether hand `index` of the table is over, so its hidden cards may be shown: it was scored, a later hand was
/// dealt, or the match is over. A review never opens on a hand being played, but the cards wait for this anyway.
fn hand_over(table: &Table, index: usize) -> bool {
    let hand = &table.hands[index];
    hand.result.is_some()
        || index + 1 < table.hands.len()
        || table.game.is_over()
        || hand
            .code
            .is_some_and(|code| table.game.deals() > code.deal + 1)
}

/// The foot of a finished hand's review: every hand as the deal's code deals it (the stock or skat too), and the
/// check that the code hashes to the fingerprint the table showed as the hand began (`docs/fairness.md`).
fn show_as_dealt(commands: &mut Commands, table: &Table, index: usize, panel: Entity) {
    let hand = &table.hands[index];
    let Some(code) = hand.code else { return };
    if !hand_over(table, index) {
        return;
    }
    let Ok(dealt) = Dealt::of(&code) else { return };
    commands.spawn((ui::text(t!("review-dealt"), 18.0, GOLD), ChildOf(panel)));
    let grid = commands
        .spawn((
            Node {
                display: Display::Grid,
                grid_template_columns: vec![GridTrack::auto(), GridTrack::auto()],
                column_gap: px(14),
                row_gap: px(2),
                ..default()
            },
            ChildOf(panel),
        ))
        .id();
    let start = hand.start.unwrap_or(table.game);
    let rows = dealt
        .hands
        .iter()
        .map(|&(seat, cards)| (seat_name(table, seat), cards))
        .chain((!dealt.rest.is_empty()).then(|| (t!("review-dealt-rest"), dealt.rest)));
    for (name, cards) in rows {
        commands.spawn((ui::cell(name, 15.0, INK), ChildOf(grid)));
        let line = commands
            .spawn((ui::cell(String::new(), 15.0, INK), ChildOf(grid)))
            .id();
        for (i, card) in start
            .hand_order(cards, start.trump())
            .into_iter()
            .enumerate()
        {
            if i > 0 {
                commands.spawn((
                    TextSpan::new(" "),
                    TextFont::from_font_size(15.0),
                    ChildOf(line),
                ));
            }
            commands.spawn((ui::card_span(card, 16.0), ChildOf(line)));
        }
    }
    let own = Fingerprint::of(&code);
    let (line, colour) = match hand.fingerprint {
        Some(shown) if shown == own => (
            t!(
                "review-fingerprint-holds",
                code = code.to_string(),
                fingerprint = own.to_string()
            ),
            Color::srgb(0.55, 0.9, 0.55),
        ),
        Some(shown) => (
            t!(
                "review-fingerprint-differs",
                code = code.to_string(),
                fingerprint = own.to_string(),
                shown = shown.to_string()
            ),
            COSTLY_COLOUR,
        ),
        None => (
            t!("review-fingerprint-none", code = code.to_string()),
            INK.with_alpha(0.8),
        ),
    };
    commands.spawn((
        FingerprintCheck {
            code,
            shown: hand.fingerprint,
        },
        ui::text(line, 15.0, colour),
        Node {
            max_width: px(760),
            ..default()
        },
        ChildOf(panel),
    ));
}

/// The round panel's button that opens the review of the hand just played.
pub fn review_button() -> impl Bundle {
    ui::sized_button(
        t!("review-button"),
        (),
        px(ui::MENU_WIDTH),
        (),
        |_: On<Activated>, mut commands: Commands, table: Option<Res<Table>>| {
            if let Some(table) = table {
                open_hand_review(&mut commands, &table, usize::MAX);
            }
        },
    )
}
