//! The table's labels: a plate per seat (name, level, cards in hand, Pins against the target as a bar, Flints as
//! pips, the dealer button, whose turn it is), the trump badge, the prize and stock marks, the person's prompt,
//! and the buttons for a hint, the last Pin and the menu. Everything is redrawn only when the match changes.

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::human::{AskHint, Selection, human_seat, sorted_hand};
use super::layout::{CARD, PRIZE_AT, STOCK_AT, seat_anchor};
use super::{CardPlace, Phase, SeatKind, Table, TableSystems, seat_name};
use crate::app::screens::Screen;
use crate::app::ui::{self, Activated, BoldFont, GOLD, INK};
use crate::engine::{MAX_SEATS, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        (spawn_labels, spawn_toolbar).after(super::start_match),
    );
    app.add_systems(
        Update,
        (update_labels, size_labels).in_set(TableSystems::Present),
    );
}

const PLATE: Vec2 = Vec2::new(240.0, 74.0);
const PLATE_COLOUR: Color = Color::srgba(0.02, 0.10, 0.06, 0.85);
const BAR: Vec2 = Vec2::new(130.0, 10.0);
const WARN: Color = Color::srgb(1.0, 0.55, 0.25);

/// What a label shows.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    /// A seat's name, level and cards in hand.
    Name(Seat),
    /// A seat's Pins as "12 / 30".
    Pins(Seat),
    /// A seat's Flints as pips.
    Flints(Seat),
    /// The dealer button by a seat.
    Dealer(Seat),
    /// The trump suit's symbol, large.
    TrumpSymbol,
    /// The trump suit's name.
    TrumpName,
    /// The stock's count.
    Stock,
    /// The mark that the stock will not go round again.
    StockMark,
    /// "Prize" over the prize.
    Prize,
    /// What the person may do now, or why a card cannot be played.
    Status,
}

/// A seat's plate.
#[derive(Component, Clone, Copy, Debug)]
struct Plate;

/// The player's card size (Settings) on the table's labels: the plates grow half as much as the cards (so they
/// stay clear of the hands), and the prompt line rises above the person's larger, lifted cards.
fn size_labels(
    settings: Res<crate::app::settings::Settings>,
    mut plates: Query<&mut Transform, With<Plate>>,
    mut labels: Query<(&Label, &mut Transform), Without<Plate>>,
    new: Query<(), Added<Plate>>,
) {
    if !settings.is_changed() && new.is_empty() {
        return;
    }
    let size = settings.size.clamp(100, 130) as f32 / 100.0;
    for mut plate in &mut plates {
        plate.scale = Vec3::splat(super::layout::label_scale(size));
    }
    for (label, mut at) in &mut labels {
        if *label == Label::Status {
            at.translation.y = super::layout::prompt_y(size);
        }
    }
}

/// The fill of a seat's Pins bar.
#[derive(Component, Clone, Copy, Debug)]
struct PinsBar(Seat);

/// The glow behind the plate of the seat whose turn it is.
#[derive(Component, Clone, Copy, Debug)]
struct TurnGlow(Seat);

/// Where a seat's plate sits.
fn plate_at(seat: Seat, players: u8) -> Vec2 {
    let anchor = seat_anchor(seat, players);
    if anchor.y < -200.0 {
        anchor + Vec2::new(-480.0, 0.0)
    } else if anchor.y > 200.0 {
        anchor + Vec2::new(0.0, -92.0)
    } else {
        anchor + Vec2::new(0.0, -100.0)
    }
}

fn spawn_labels(mut commands: Commands, table: Option<Res<Table>>, bold: Option<Res<BoldFont>>) {
    let Some(table) = table else { return };
    let players = table.game.rules().players;
    let bold = bold.as_deref();
    let scope = DespawnOnExit(super::AtTable);
    for seat in Seat::all(players) {
        let at = plate_at(seat, players);
        commands
            .spawn((
                Name::new(format!("Plate of seat {}", seat.0)),
                Plate,
                Sprite::from_color(PLATE_COLOUR, PLATE),
                Transform::from_translation(at.extend(40.0)),
                scope.clone(),
            ))
            .with_children(|plate| {
                plate.spawn((
                    TurnGlow(seat),
                    Sprite::from_color(GOLD, PLATE + 6.0),
                    Transform::from_xyz(0.0, 0.0, -0.1),
                    Visibility::Hidden,
                ));
                let left = -PLATE.x / 2.0 + 10.0;
                plate.spawn((
                    Label::Name(seat),
                    Text2d::default(),
                    ui::font(18.0, bold),
                    TextColor(INK),
                    Anchor::CENTER_LEFT,
                    Transform::from_xyz(left, 22.0, 0.2),
                ));
                plate.spawn((
                    Sprite::from_color(Color::srgba(1.0, 1.0, 1.0, 0.15), BAR),
                    Anchor::CENTER_LEFT,
                    Transform::from_xyz(left, 0.0, 0.1),
                ));
                plate.spawn((
                    PinsBar(seat),
                    Sprite::from_color(GOLD, BAR),
                    Anchor::CENTER_LEFT,
                    Transform::from_xyz(left, 0.0, 0.2).with_scale(Vec3::new(0.0, 1.0, 1.0)),
                ));
                plate.spawn((
                    Label::Pins(seat),
                    Text2d::default(),
                    TextFont::from_font_size(15.0),
                    TextColor(INK),
                    Anchor::CENTER_LEFT,
                    Transform::from_xyz(left + BAR.x + 8.0, 0.0, 0.2),
                ));
                plate.spawn((
                    Label::Flints(seat),
                    Text2d::default(),
                    TextFont::from_font_size(16.0),
                    TextColor(INK),
                    Anchor::CENTER_LEFT,
                    Transform::from_xyz(left, -22.0, 0.2),
                ));
                plate.spawn((
                    Label::Dealer(seat),
                    Text2d::new("DEALER"),
                    ui::font(13.0, bold),
                    TextColor(Color::srgb(0.10, 0.08, 0.05)),
                    // A tab on the plate's top edge, clear of the longest name.
                    Transform::from_xyz(PLATE.x / 2.0 - 38.0, PLATE.y / 2.0 + 4.0, 0.3),
                    Visibility::Hidden,
                    children![(
                        Sprite::from_color(GOLD, Vec2::new(62.0, 18.0)),
                        Transform::from_xyz(0.0, 0.0, -0.05),
                    )],
                ));
            });
    }
    // The trump badge stays in the corner all deal, even after the card that set trump is taken.
    commands
        .spawn((
            Name::new("Trump badge"),
            Sprite::from_color(PLATE_COLOUR, Vec2::new(120.0, 104.0)),
            Transform::from_xyz(-570.0, 335.0, 40.0),
            scope.clone(),
        ))
        .with_children(|badge| {
            badge.spawn((
                Text2d::new("TRUMP"),
                ui::font(14.0, bold),
                TextColor(GOLD),
                Transform::from_xyz(0.0, 38.0, 0.2),
            ));
            badge.spawn((
                Label::TrumpSymbol,
                Text2d::default(),
                TextFont::from_font_size(46.0),
                TextColor(INK),
                Transform::from_xyz(0.0, 2.0, 0.2),
            ));
            badge.spawn((
                Label::TrumpName,
                Text2d::default(),
                TextFont::from_font_size(15.0),
                TextColor(INK),
                Transform::from_xyz(0.0, -36.0, 0.2),
            ));
        });
    let small = TextFont::from_font_size(16.0);
    commands.spawn((
        Label::Stock,
        Text2d::default(),
        small.clone(),
        TextColor(INK),
        Transform::from_translation((STOCK_AT - Vec2::new(0.0, CARD.y / 2.0 + 14.0)).extend(40.0)),
        scope.clone(),
    ));
    commands.spawn((
        Label::StockMark,
        Text2d::default(),
        ui::font(15.0, bold),
        TextColor(WARN),
        Transform::from_translation(
            ((STOCK_AT + PRIZE_AT) / 2.0 - Vec2::new(0.0, CARD.y / 2.0 + 34.0)).extend(40.0),
        ),
        scope.clone(),
    ));
    commands.spawn((
        Label::Prize,
        Text2d::new("PRIZE"),
        ui::font(16.0, bold),
        TextColor(GOLD),
        Transform::from_translation((PRIZE_AT + Vec2::new(0.0, CARD.y / 2.0 + 14.0)).extend(40.0)),
        scope.clone(),
    ));
    commands.spawn((
        Label::Status,
        Text2d::default(),
        ui::font(19.0, bold),
        TextColor(GOLD),
        Transform::from_xyz(0.0, super::layout::prompt_y(1.0), 50.0),
        scope,
    ));
}

/// The buttons over the table, in a row in the top-right corner above every seat's cards: a hint (only with a
/// person at the table), the last Pin, the menu.
fn spawn_toolbar(mut commands: Commands, table: Option<Res<Table>>) {
    let bar = commands
        .spawn((
            Name::new("Toolbar"),
            DespawnOnExit(Screen::Playing),
            Node {
                position_type: PositionType::Absolute,
                right: px(8),
                top: px(8),
                flex_direction: FlexDirection::Row,
                column_gap: px(6),
                ..default()
            },
        ))
        .id();
    if table.is_some_and(|t| human_seat(&t).is_some()) {
        commands.spawn((
            ui::small_button(
                "Hint (H)",
                |_: On<Activated>, mut ask: MessageWriter<AskHint>| {
                    ask.write(AskHint);
                },
            ),
            ChildOf(bar),
        ));
    }
    commands.spawn((
        ui::small_button(
            "Last Pin (L)",
            |_: On<Activated>,
             mut commands: Commands,
             table: Option<Res<Table>>,
             settings: Res<crate::app::settings::Settings>| {
                if let Some(table) = table {
                    super::review::open_review(&mut commands, &table, settings.four_colour);
                }
            },
        ),
        ChildOf(bar),
    ));
    commands.spawn((
        ui::small_button(
            "Menu (Esc)",
            |_: On<Activated>,
             phase: Res<State<Phase>>,
             mut paused: ResMut<super::pause::PausedFrom>,
             mut next: ResMut<NextState<Phase>>| {
                super::pause::pause(*phase.get(), &mut paused, &mut next);
            },
        ),
        ChildOf(bar),
    ));
}

#[allow(clippy::too_many_arguments)]
fn update_labels(
    table: Option<Res<Table>>,
    selection: Res<Selection>,
    settings: Res<crate::app::settings::Settings>,
    phase: Res<State<Phase>>,
    cards: Query<&CardPlace>,
    mut labels: Query<(&Label, &mut Text2d, &mut TextColor, &mut Visibility)>,
    mut bars: Query<(&PinsBar, &mut Transform)>,
    mut glows: Query<(&TurnGlow, &mut Visibility), Without<Label>>,
) {
    let Some(table) = table else { return };
    // Labels only change with the match, the person's selection, a setting or the phase.
    if !table.is_changed()
        && !selection.is_changed()
        && !settings.is_changed()
        && !phase.is_changed()
    {
        return;
    }
    // While a deal flies out the plates say so, rather than counting cards still in the air.
    let dealing = *phase.get() == Phase::Dealing;
    let game = &table.game;
    let shown = &table.shown;
    let rules = game.rules();
    let players = rules.players as usize;
    let mut in_hand = [0usize; MAX_SEATS];
    let (mut stock, mut aside, mut prize) = (0, 0, false);
    for place in &cards {
        match place {
            CardPlace::Hand(seat) => in_hand[seat.index()] += 1,
            CardPlace::Stock => stock += 1,
            CardPlace::SetAside => aside += 1,
            CardPlace::Prize => prize = true,
            _ => {}
        }
    }
    let turn = table.turn_shown();
    for (glow, mut visibility) in &mut glows {
        visibility.set_if_neq(if turn == Some(glow.0) {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
    for (bar, mut transform) in &mut bars {
        let pins = shown.pins.get(bar.0.index()).copied().unwrap_or(0);
        let fill = (pins as f32 / rules.pins_per_flint.max(1) as f32).min(1.0);
        if transform.scale.x != fill {
            transform.scale.x = fill;
        }
    }
    for (label, mut text, mut colour, mut visibility) in &mut labels {
        let mut show = true;
        let shown_text = match *label {
            Label::Name(seat) => {
                let level = match table.seats.get(seat.index()) {
                    Some(SeatKind::Computer(level)) => format!(" · {}", level.title()),
                    _ => String::new(),
                };
                let marker = if turn == Some(seat) { "▶ " } else { "" };
                format!("{marker}{}{level}", seat_name(&table, seat))
            }
            Label::Pins(seat) => format!(
                "{} / {} Pins",
                shown.pins.get(seat.index()).copied().unwrap_or(0),
                rules.pins_per_flint
            ),
            Label::Flints(seat) => {
                let won = shown.flints.get(seat.index()).copied().unwrap_or(0);
                let pips: String = (0..rules.flints_to_win)
                    .map(|i| if i < won { '●' } else { '○' })
                    .collect();
                let cards = in_hand[seat.index()];
                if dealing {
                    format!("Flints {pips}   dealing…")
                } else {
                    format!(
                        "Flints {pips}   {cards} card{}",
                        if cards == 1 { "" } else { "s" }
                    )
                }
            }
            Label::Dealer(seat) => {
                show = shown.dealer == seat;
                "DEALER".into()
            }
            Label::TrumpSymbol => {
                let ink = shown
                    .trump
                    .map_or(INK, |t| ui::suit_colour(t, settings.four_colour));
                colour.set_if_neq(TextColor(ink));
                shown.trump.map_or("–".into(), |t| t.symbol().to_string())
            }
            Label::TrumpName => shown
                .trump
                .map_or("none yet".into(), |t| t.name().to_string()),
            Label::Stock => match (stock, aside) {
                (0, 0) => "Stock empty".into(),
                (0, n) => format!("{n} set aside unseen"),
                (n, _) => format!("Stock {n}"),
            },
            Label::StockMark => {
                // A prize needs a card for every seat (rule 3): after this Pin's draws, will one be turned?
                if prize && stock + 1 < 2 * players {
                    "Last prize: the stock won't go round again".into()
                } else if !prize && shown.trump.is_some() && in_hand.iter().any(|&n| n > 0) {
                    "No more prizes this deal".into()
                } else {
                    String::new()
                }
            }
            Label::Prize => {
                show = prize;
                "PRIZE".into()
            }
            Label::Status => status(&table, &selection),
        };
        visibility.set_if_neq(if show {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
        // Only a real change re-lays the text out.
        if text.0 != shown_text {
            text.0 = shown_text;
        }
    }
}

/// The prompt line: who won the Pin on the table, whose turn it is, how to play, why the selected card cannot
/// be played, and the hint.
fn status(table: &Table, selection: &Selection) -> String {
    let game = &table.game;
    if let Some(held) = table.shown.held {
        let who = seat_name(table, held.winner);
        let wins = if table.is_human(held.winner) {
            "win"
        } else {
            "wins"
        };
        return match held.prize {
            Some(prize) => format!(
                "{who} {wins} the Pin with the {} and take{} the {}",
                held.card.pretty(),
                if wins == "win" { "" } else { "s" },
                prize.pretty()
            ),
            None => format!("{who} {wins} the Pin with the {}", held.card.pretty()),
        };
    }
    let Some(seat) = human_seat(table) else {
        return String::new();
    };
    if game.winner().is_some() || !table.caught_up() {
        return String::new();
    }
    if game.to_act() != Some(seat) {
        return game.to_act().map_or(String::new(), |s| {
            format!("{} to play…", seat_name(table, s))
        });
    }
    if let Some(refusal) = &selection.refusal {
        return refusal.clone();
    }
    let hand = sorted_hand(game, seat);
    let chosen = hand.get(selection.index.min(hand.len().saturating_sub(1)));
    match chosen.map(|&card| (card, game.check(seat, card))) {
        Some((card, Err(why))) => format!("{}: {why}", card.pretty()),
        _ => match &selection.hint {
            Some(hint) => format!("Hint: {} ({})", hint.card.pretty(), hint.verdict()),
            None if game.legal_moves().len() == 1 => {
                "Your turn: only one card may be played".into()
            }
            None => "Your turn: click or drag a card, or ← → and Enter".into(),
        },
    }
}
