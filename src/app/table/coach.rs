//! The coach at the table during a lesson ([`Coaching`]): its line in a box at the top of the table, one step at
//! a time, with *Next* (a line to read), *Show me* (the move the step asks for, made for the person) or *Hint*
//! (a free hand); a gold frame round what the line is about (a card the person can see, a plate, the trick, the
//! prize, the trump badge, the hand); a move that misses the lesson's point is taken back with the coach's reason
//! (`state/lesson.rs` judges it before the engine is asked); the computers wait while the person reads. When the
//! last step is done the lesson counts as finished, the box says what was learned and offers the next lesson.

use bevy::prelude::*;

use super::desk::{CARD, PLATE};
use super::hand_review::open_hand_review;
use super::hud::{Badge, Plate};
use super::human::{AskHint, PlayCard};
use super::passing::{PassChoice, SendPass};
use super::places::{CardEntity, CardPlace};
use crate::app::i18n::{CardWords, FluentArgs, suit_word};
use crate::app::state::events::{CoachSaid, RoundScored};
use crate::app::state::lesson::{
    Coaching, LessonBook, LessonProgress, ReturnToLessons, start_lesson,
};
use crate::app::state::table::{Table, human_seat};
use crate::app::state::{AtTable, Screen, TableSystems};
use crate::app::ui::{self, Activated, GOLD, INK};
use crate::engine::{Move, Seat};
use crate::learn::{Act, Point, Until};
use bevy::ui::UiGlobalTransform;

pub(super) fn plugin(app: &mut App) {
    // The steps move on and a finished lesson counts while the table is up, its last deal's end too.
    app.add_systems(
        Update,
        (advance_watched, finish_lesson)
            .chain()
            .after(TableSystems::Present)
            .run_if(in_state(AtTable))
            .run_if(resource_exists::<Coaching>),
    );
    // The box, its frames and keys while the deal is played (the match-over panel then offers the next lesson).
    app.add_systems(
        Update,
        (
            show_coach,
            mark_points,
            place_coach,
            coach_keys,
            choose_called_card,
        )
            .chain()
            .after(finish_lesson)
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<Coaching>),
    );
    app.add_systems(
        Update,
        clear_coach
            .after(TableSystems::Present)
            .run_if(in_state(Screen::Playing))
            .run_if(not(resource_exists::<Coaching>)),
    );
    app.add_observer(end_free_play);
    // A replayed deal (a lesson's) ends when the next one would be dealt: the free hand is over.
    app.add_systems(OnEnter(Screen::MatchOver), end_free_hand);
}

/// The coach's box.
#[derive(Component)]
pub struct CoachPanel;

/// The coach's box itself, inside the full-width [`CoachPanel`] row that places it.
#[derive(Component)]
pub struct CoachBox;

/// The coach's line (and, over it, the reason a move was taken back).
#[derive(Component)]
pub struct CoachLine;

/// A gold frame round what the coach's line is about.
#[derive(Component)]
pub struct CoachMark;

/// The coach's buttons, by what they do (tests find them by this).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachButton {
    /// On to the next line.
    Next,
    /// The step's move, made for the person.
    ShowMe,
    /// The hint, in a free hand.
    Hint,
    /// The course's next lesson.
    NextLesson,
    /// Back to the course's list.
    Lessons,
}

/// The coach's line as shown and as a screen reader says it (cards in words).
fn coach_words(coaching: &Coaching) -> (String, String) {
    let words = |spoken: bool| {
        let Some(step) = coaching.current() else {
            return t!(
                "coach-learned",
                learned = crate::app::i18n::tr(&coaching.lesson.learned_id(), None)
            );
        };
        let mut args = FluentArgs::new();
        let name = |card: crate::engine::Card| if spoken { card.spoken() } else { card.shown() };
        for (key, card) in &step.cards {
            args.set(key.clone(), name(*card));
        }
        for (key, suit) in &step.suits {
            args.set(key.clone(), suit_word(*suit));
        }
        if let Act::Play(cards) = &step.act
            && let Some(&card) = cards.first()
        {
            args.set("card", name(card));
        }
        let line = crate::app::i18n::tr(&step.say, Some(&args));
        match &coaching.wrong {
            Some(wrong) => format!("{}\n{line}", crate::app::i18n::tr(wrong, Some(&args))),
            None => line,
        }
    };
    (words(false), words(true))
}

/// What the box shows now, to rebuild it only when that changes.
#[derive(Default, PartialEq)]
struct Shows {
    lesson: String,
    step: usize,
    wrong: Option<String>,
    language: Option<crate::app::i18n::Language>,
}

/// The box, rebuilt when the lesson moves on, a move is taken back or the language changes; the line is also
/// said to a screen reader.
fn show_coach(
    mut commands: Commands,
    coaching: Res<Coaching>,
    book: Res<LessonBook>,
    panels: Query<Entity, With<CoachPanel>>,
    frame: Option<Res<super::frame::TableFrame>>,
    mut shown: Local<Shows>,
) {
    // A phone's box keeps to smaller text, to stay between the plates and the prompt.
    let narrow = frame.as_ref().is_some_and(|f| f.is_tall());
    let now = Shows {
        lesson: coaching.lesson.id.clone(),
        step: coaching.step,
        wrong: coaching.wrong.clone(),
        language: Some(crate::app::i18n::language()),
    };
    if *shown == now && !panels.is_empty() {
        return;
    }
    let said = *shown != now;
    *shown = now;
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    let (line, spoken) = coach_words(&coaching);
    if said {
        commands.trigger(CoachSaid {
            line: spoken.replace('\n', " "),
        });
    }
    let root = commands
        .spawn((
            Name::new("Coach"),
            CoachPanel,
            DespawnOnExit(Screen::Playing),
            // Over the table's labels, under every panel (the call panel, the review, the pause menu).
            GlobalZIndex(5),
            Pickable::IGNORE,
            Node {
                position_type: PositionType::Absolute,
                // Placed by `place_coach` once its size is known; out of sight until then.
                top: px(-1000),
                left: px(0),
                width: percent(100),
                justify_content: JustifyContent::Center,
                ..default()
            },
        ))
        .id();
    let title = crate::app::i18n::tr(&coaching.lesson.title_id(), None);
    let heading = if coaching.finished() {
        t!("coach-done-heading", lesson = title)
    } else {
        t!(
            "coach-heading",
            lesson = title,
            step = coaching.step + 1,
            steps = coaching.lesson.steps.len()
        )
    };
    let boxed = commands
        .spawn((
            Node {
                width: percent(96),
                max_width: px(520),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(14), px(8)),
                row_gap: px(6),
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BackgroundColor(ui::PANEL),
            BorderColor::all(GOLD),
            CoachBox,
            ChildOf(root),
        ))
        .id();
    commands.spawn((ui::text(heading, 15.0, GOLD), ChildOf(boxed)));
    let colour = if coaching.wrong.is_some() {
        Color::srgb(1.0, 0.72, 0.45)
    } else {
        INK
    };
    commands.spawn((
        CoachLine,
        ui::text(line, if narrow { 16.0 } else { 19.0 }, colour),
        ChildOf(boxed),
    ));
    let buttons = commands.spawn((ui::row(), ChildOf(boxed))).id();
    let mut button = |kind: CoachButton, label: String| {
        commands.spawn((
            ui::small_button_marked(label, (), kind, press_coach_button),
            ChildOf(buttons),
        ));
    };
    match coaching.current().map(|s| &s.act) {
        Some(Act::Read) => button(CoachButton::Next, t!("coach-next")),
        Some(Act::Play(_) | Act::Pass(_) | Act::Call(_)) => {
            button(CoachButton::ShowMe, t!("coach-show-me"))
        }
        Some(Act::Free) => button(CoachButton::Hint, t!("coach-hint")),
        Some(Act::Watch(_)) => {}
        None => {
            if book.next_after(&coaching.lesson.id).is_some() {
                button(CoachButton::NextLesson, t!("coach-next-lesson"));
            }
            button(CoachButton::Lessons, t!("coach-lessons"));
        }
    }
}

/// The coach's keys: N goes on (the next line, or the next lesson once this one is done), M is "show me".
fn coach_keys(
    mut commands: Commands,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    overlays: Query<(), With<ui::Dismissable>>,
    buttons: Query<(Entity, &CoachButton)>,
) {
    // Keys belong to an open panel, not to the table behind it.
    let Some(keys) = keys.filter(|_| overlays.is_empty()) else {
        return;
    };
    let wanted: &[CoachButton] = if keys.just_pressed(KeyCode::KeyN) {
        &[CoachButton::Next, CoachButton::NextLesson]
    } else if keys.just_pressed(KeyCode::KeyM) {
        &[CoachButton::ShowMe]
    } else {
        return;
    };
    if let Some((button, _)) = buttons.iter().find(|(_, k)| wanted.contains(k)) {
        commands.trigger(Activated { entity: button });
    }
}

/// What a coach's button does.
#[allow(clippy::too_many_arguments)]
fn press_coach_button(
    pressed: On<Activated>,
    kinds: Query<&CoachButton>,
    mut coaching: ResMut<Coaching>,
    book: Res<LessonBook>,
    mut commands: Commands,
    mut play: MessageWriter<PlayCard>,
    mut pass: MessageWriter<SendPass>,
    mut call: MessageWriter<super::declaring::MakeCall>,
    mut hint: MessageWriter<AskHint>,
    mut choice: ResMut<PassChoice>,
) {
    let Ok(kind) = kinds.get(pressed.entity) else {
        return;
    };
    match kind {
        CoachButton::Next => {
            let next = coaching.step + 1;
            coaching.go_to(next);
        }
        CoachButton::ShowMe => match coaching.shown_move() {
            Some(Move::Card(card)) => {
                play.write(PlayCard(card));
            }
            Some(Move::Pass(cards)) => {
                choice.chosen = cards.iter().collect();
                pass.write(SendPass);
            }
            Some(Move::Call(made)) => {
                call.write(super::declaring::MakeCall(made));
            }
            None => {}
        },
        CoachButton::Hint => {
            hint.write(AskHint);
        }
        CoachButton::NextLesson => {
            if let Some(next) = book.next_after(&coaching.lesson.id).cloned() {
                start_lesson(&mut commands, &next);
            }
        }
        CoachButton::Lessons => {
            let course = book
                .0
                .as_ref()
                .ok()
                .and_then(|c| c.lesson(&coaching.lesson.id))
                .map(|(course, _)| course.id.clone());
            commands.insert_resource(ReturnToLessons(course));
            commands.set_state(Screen::Title);
        }
    }
}

/// Cards played in the lesson's deal so far, as the engine has them.
fn tricks_done(table: &Table) -> usize {
    let cards = table.record.deals.last().map_or(0, |d| {
        d.moves
            .iter()
            .filter(|(_, m)| matches!(m, Move::Card(_)))
            .count()
    });
    cards / table.game.players().max(1) as usize
}

/// A watched step ends when what it waits for is shown: the trick in progress collected, or the person's turn.
fn advance_watched(mut coaching: ResMut<Coaching>, table: Option<Res<Table>>) {
    let Some(table) = table else { return };
    let Some(act) = coaching.current().map(|s| s.act.clone()) else {
        return;
    };
    let person = human_seat(&table);
    let done = match act {
        Act::Watch(Until::Trick) => {
            let from = match coaching.watch_from {
                Some(from) => from,
                None => {
                    let from = tricks_done(&table);
                    coaching.watch_from = Some(from);
                    from
                }
            };
            table.hands.last().map_or(0, |h| h.tricks.len()) > from
        }
        Act::Watch(Until::Turn) => person.is_some() && table.turn_shown() == person,
        _ => false,
    };
    if done {
        let next = coaching.step + 1;
        coaching.go_to(next);
    }
}

/// A free hand's step ends with the hand: its scoring shown (a Flint may not be), or the deal over.
fn end_free_play(_: On<RoundScored>, coaching: Option<ResMut<Coaching>>) {
    end_free_step(coaching);
}

fn end_free_hand(coaching: Option<ResMut<Coaching>>) {
    end_free_step(coaching);
}

fn end_free_step(coaching: Option<ResMut<Coaching>>) {
    let Some(mut coaching) = coaching else { return };
    if coaching.current().is_some_and(|s| s.act == Act::Free) {
        let next = coaching.step + 1;
        coaching.go_to(next);
    }
}

/// The lesson's last step done: it counts as finished, and a real hand's review opens.
fn finish_lesson(
    mut commands: Commands,
    coaching: Res<Coaching>,
    table: Option<Res<Table>>,
    mut progress: ResMut<LessonProgress>,
    mut finished: Local<Option<String>>,
) {
    if !coaching.finished() {
        *finished = None;
        return;
    }
    if finished.as_deref() == Some(coaching.lesson.id.as_str()) {
        return;
    }
    *finished = Some(coaching.lesson.id.clone());
    if !progress.done.contains(&coaching.lesson.id) {
        progress.done.insert(coaching.lesson.id.clone());
    }
    if coaching.lesson.real_hand
        && let Some(table) = table
    {
        open_hand_review(&mut commands, &table, table.hands.len().saturating_sub(1));
    }
}

/// No lesson: no coach.
#[allow(clippy::type_complexity)]
fn clear_coach(
    mut commands: Commands,
    old: Query<Entity, Or<(With<CoachPanel>, With<CoachMark>)>>,
) {
    for entity in &old {
        commands.entity(entity).despawn();
    }
}

/// Where `point` lies on the table now, as a rectangle in the table's units; `None` when it is not there or
/// (a card) the person cannot see it.
#[allow(clippy::type_complexity)]
fn point_rect(
    point: Point,
    table: &Table,
    person: Seat,
    cards: &Query<(&CardEntity, &CardPlace, &GlobalTransform)>,
    plates: &Query<(&Plate, &GlobalTransform)>,
    badges: &Query<(&GlobalTransform, &Sprite), With<Badge>>,
) -> Option<Rect> {
    let card_rect = |at: &GlobalTransform| {
        let half = CARD * at.scale().truncate().abs() / 2.0;
        let centre = at.translation().truncate();
        Rect::from_center_half_size(centre, half)
    };
    let union = |place: &dyn Fn(&CardPlace) -> bool| {
        cards
            .iter()
            .filter(|(_, p, _)| place(p))
            .map(|(_, _, at)| card_rect(at))
            .reduce(|a, b| a.union(b))
    };
    match point {
        Point::Card(card) => {
            if !table.game.seen_by(person).contains(card) {
                return None;
            }
            cards
                .iter()
                .find(|(c, place, _)| c.0 == card && **place != CardPlace::Stock)
                .map(|(_, _, at)| card_rect(at))
        }
        Point::Seat(seat) => plates
            .iter()
            .find(|(p, _)| p.0 == Seat(seat))
            .map(|(_, at)| {
                Rect::from_center_half_size(
                    at.translation().truncate(),
                    PLATE * at.scale().truncate() / 2.0,
                )
            }),
        Point::Scores => plates.iter().find(|(p, _)| p.0 == person).map(|(_, at)| {
            Rect::from_center_half_size(
                at.translation().truncate(),
                PLATE * at.scale().truncate() / 2.0,
            )
        }),
        Point::Trick => union(&|p| matches!(p, CardPlace::Trick(_))),
        Point::Prize => union(&|p| *p == CardPlace::Prize)
            .or_else(|| union(&|p| matches!(p, CardPlace::FaceUp(_))))
            .or_else(|| union(&|p| *p == CardPlace::Stock)),
        Point::Hand => union(&|p| *p == CardPlace::Hand(person)),
        Point::Trump => badges.iter().next().map(|(at, sprite)| {
            let size = sprite.custom_size.unwrap_or(Vec2::splat(60.0)) * at.scale().truncate();
            Rect::from_center_size(at.translation().truncate(), size)
        }),
    }
}

/// Gold frames round what the line is about, following it as it moves.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn mark_points(
    mut commands: Commands,
    coaching: Res<Coaching>,
    table: Option<Res<Table>>,
    cards: Query<(&CardEntity, &CardPlace, &GlobalTransform)>,
    plates: Query<(&Plate, &GlobalTransform)>,
    badges: Query<(&GlobalTransform, &Sprite), With<Badge>>,
    marks: Query<Entity, With<CoachMark>>,
    mut drawn: Local<Vec<(Rect, f32)>>,
) {
    let Some(table) = table else { return };
    let Some(person) = human_seat(&table) else {
        return;
    };
    let points = coaching
        .current()
        .map(|s| s.point.clone())
        .unwrap_or_default();
    // A card's frame lies just over that card, so the cards over it in a hand cover the frame's far side as they
    // cover the card: drawn over everything, it crossed the neighbours' faces.
    let depth = |point: Point| match point {
        Point::Card(card) => cards
            .iter()
            .find(|(c, place, _)| c.0 == card && **place != CardPlace::Stock)
            .map_or(900.0, |(_, _, at)| at.translation().z + 0.05),
        _ => 900.0,
    };
    let rects: Vec<(Rect, f32)> = points
        .iter()
        .filter_map(|&p| {
            Some((
                point_rect(p, &table, person, &cards, &plates, &badges)?,
                depth(p),
            ))
        })
        .collect();
    if *drawn == rects && marks.iter().count() == rects.len() {
        return;
    }
    *drawn = rects.clone();
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    const EDGE: f32 = 5.0;
    const GAP: f32 = 4.0;
    for (rect, z) in rects {
        let rect = rect.inflate(GAP);
        let size = rect.size();
        let mark = commands
            .spawn((
                Name::new("Coach mark"),
                CoachMark,
                DespawnOnExit(Screen::Playing),
                Transform::from_translation(rect.center().extend(z)),
                Visibility::default(),
            ))
            .id();
        let bars = [
            (Vec2::new(0.0, size.y / 2.0), Vec2::new(size.x + EDGE, EDGE)),
            (
                Vec2::new(0.0, -size.y / 2.0),
                Vec2::new(size.x + EDGE, EDGE),
            ),
            (Vec2::new(size.x / 2.0, 0.0), Vec2::new(EDGE, size.y + EDGE)),
            (
                Vec2::new(-size.x / 2.0, 0.0),
                Vec2::new(EDGE, size.y + EDGE),
            ),
        ];
        for (at, bar) in bars {
            commands.spawn((
                Sprite::from_color(GOLD, bar),
                Transform::from_translation(at.extend(0.0)),
                Pickable::IGNORE,
                ChildOf(mark),
            ));
        }
    }
}

/// Where the coach's box goes: just above the person's hand (under the trick, where the prompt talks to them)
/// or at the top under the toolbar, whichever covers less of what the line points at, the trick and the hand;
/// above the hand when both are clear. Worked out again whenever the box, the marks or the table move.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn place_coach(
    coaching: Res<Coaching>,
    table: Option<Res<Table>>,
    mut rows: Query<&mut Node, With<CoachPanel>>,
    boxes: Query<&ComputedNode, With<CoachBox>>,
    cards: Query<(&CardEntity, &CardPlace, &GlobalTransform)>,
    plates: Query<(&Plate, &GlobalTransform)>,
    badges: Query<(&GlobalTransform, &Sprite), With<Badge>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    windows: Query<&Window>,
    scale: Option<Res<UiScale>>,
    frame: Option<Res<super::frame::TableFrame>>,
    settings: Res<crate::app::settings::Settings>,
    controls: Query<
        (&ComputedNode, &UiGlobalTransform),
        Or<(
            With<super::declaring::CallBox>,
            With<super::passing::PassButton>,
        )>,
    >,
    mut low_now: Local<Option<bool>>,
    mut trick_seen: Local<Option<Rect>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let (Some(table), Ok(computed), Ok((camera, eye)), Ok(window)) =
        (table, boxes.single(), cameras.single(), windows.single())
    else {
        return;
    };
    let Some(person) = human_seat(&table) else {
        return;
    };
    let ui = scale.map_or(1.0, |s| s.0);
    // The box's size in the window's logical pixels (a node's computed size is in physical ones).
    let physical = window.scale_factor().max(0.1);
    let tall = computed.size().y / physical;
    if tall <= 0.0 {
        // A new box is laid out at the end of this frame: one more frame places it, even at a table at rest.
        redraw.write(bevy::window::RequestRedraw);
        return;
    }
    let to_screen = |rect: Rect| {
        let a = camera.world_to_viewport(eye, rect.min.extend(0.0)).ok()?;
        let b = camera.world_to_viewport(eye, rect.max.extend(0.0)).ok()?;
        Some(Rect::from_corners(a, b))
    };
    let mut keep_clear: Vec<Rect> = coaching
        .current()
        .map(|s| s.point.clone())
        .unwrap_or_default()
        .into_iter()
        .filter_map(|p| point_rect(p, &table, person, &cards, &plates, &badges))
        .filter_map(to_screen)
        .collect();
    // The trick above all: a card of it under the box is a card the person cannot follow.
    // Between tricks, where the last one lay: the next goes there, and the box should not move for it.
    let trick_now = point_rect(Point::Trick, &table, person, &cards, &plates, &badges);
    if trick_now.is_some() {
        *trick_seen = trick_now;
    }
    let trick: Vec<Rect> = trick_now
        .or(*trick_seen)
        .and_then(to_screen)
        .into_iter()
        .collect();
    let hand =
        point_rect(Point::Hand, &table, person, &cards, &plates, &badges).and_then(to_screen);
    keep_clear.extend(hand);
    // The controls the person must reach: the call panel, the Pass button.
    keep_clear.extend(controls.iter().map(|(node, at)| {
        Rect::from_center_size(at.translation / physical, node.size() / physical)
    }));
    let height = window.height();
    // Above the hand, leaving the prompt's line under the box; at the top, under the toolbar.
    // On a phone the person's plate lies over their hand, and the prompt over the plate.
    let plate =
        point_rect(Point::Scores, &table, person, &cards, &plates, &badges).and_then(to_screen);
    // The prompt's line (whose turn, why a card is refused) stays in sight under the box.
    let prompt = frame.map(|f| {
        let size = settings.size.clamp(100, 130) as f32 / 100.0;
        // The note over the prompt (a refusal, what the person's seat is) too.
        let y = f.prompt_y(size, Some(&table.game))
            + super::hud::NOTE_ABOVE
            + super::layout::TABLE_TEXT;
        Rect::from_center_half_size(Vec2::new(0.0, y), Vec2::splat(1.0))
    });
    let hand_top = hand
        .into_iter()
        .chain(plate)
        .chain(prompt.and_then(to_screen))
        .map(|r| r.min.y)
        .reduce(f32::min)
        .unwrap_or(height * 0.75);
    let low = (hand_top - 8.0 - tall).max(0.0);
    let high = 44.0_f32.min(height - tall).max(0.0);
    let (width, wide) = (window.width(), computed.size().x / physical);
    // The plates (and their names) matter less than what the line is about, but a box over them is harder to read.
    let soft: Vec<Rect> = plates
        .iter()
        .filter_map(|(_, at)| {
            to_screen(Rect::from_center_half_size(
                at.translation().truncate(),
                PLATE * at.scale().truncate() / 2.0,
            ))
        })
        .collect();
    let overlap = |rects: &[Rect], spot: Rect| {
        rects
            .iter()
            .map(|r| {
                let o = r.intersect(spot);
                if o.is_empty() {
                    0.0
                } else {
                    o.width() * o.height()
                }
            })
            .sum::<f32>()
    };
    let cost = |top: f32| {
        let spot = Rect::new((width - wide) / 2.0, top, (width + wide) / 2.0, top + tall);
        100.0 * overlap(&trick, spot) + 10.0 * overlap(&keep_clear, spot) + overlap(&soft, spot)
    };
    // It stays where it is unless the other place is clearly better, so a button does not move away under the
    // pointer from one line to the next.
    let (on_low, on_high) = (cost(low), cost(high));
    let margin = 0.1 * wide * tall;
    let go_low = match *low_now {
        Some(true) => on_low <= on_high + margin,
        Some(false) => on_low + margin < on_high,
        None => on_low <= on_high,
    };
    *low_now = Some(go_low);
    let top = if go_low { low } else { high };
    let Ok(mut row) = rows.single_mut() else {
        return;
    };
    let at = px(top / ui);
    if row.top != at {
        row.top = at;
    }
}

/// A wedding step: the call panel's card starts at the ace the coach asks for (the person may still change it).
fn choose_called_card(
    coaching: Res<Coaching>,
    table: Option<Res<Table>>,
    mut choice: ResMut<super::declaring::CallChoice>,
    mut chosen_at: Local<Option<(String, usize)>>,
) {
    let Some(table) = table else { return };
    let Some(Move::Call(crate::engine::Call::Wedding(Some(card)))) = coaching.shown_move() else {
        return;
    };
    let Some((_, calls)) = super::declaring::persons_call(&table) else {
        return;
    };
    let here = Some((coaching.lesson.id.clone(), coaching.step));
    if *chosen_at == here {
        return;
    }
    if let Some(i) = super::declaring::wedding_cards(&calls)
        .iter()
        .position(|&c| c == card)
    {
        choice.called = i;
        *chosen_at = here;
    }
}
