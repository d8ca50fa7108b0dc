//! The person's turn: choosing a card with the keyboard (←/→ or number keys, Enter), the mouse (click or drag
//! to the table), a hint (H), auto-play of a forced card, playing it through the engine, and saying why a card
//! cannot be played.

use bevy::picking::events::{Click, Drag, DragEnd, Out, Over, Pointer, Press};
use bevy::prelude::*;

use crate::app::i18n::CardWords;

use super::animation::{Motion, Target, animations_idle};
use super::places::{CardEntity, CardPlace};
use crate::app::settings::Settings;
use crate::app::state::events::TurnStarted;
use crate::app::state::lesson::{Coaching, coach_takes_back};
use crate::app::state::table::{Made, Table, fanned_hand, hand_shown, human_seat, sorted_hand};
use crate::app::state::{Phase, Screen, TableSystems};
use crate::app::ui::Dismissable;
use crate::engine::{AnyMatch, Card, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlayCard>();
    app.add_message::<MoveInHand>();
    app.add_message::<AskHint>();
    app.init_resource::<Selection>();
    app.init_resource::<PromptNote>();
    app.add_systems(OnEnter(Screen::Playing), start_afresh);
    app.add_systems(Update, show_key_ring.run_if(in_state(Screen::Playing)));
    // Touches come through picking, which the headless tests leave out.
    app.add_systems(
        Update,
        lower_on_tap_elsewhere
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<Messages<Pointer<Press>>>),
    );
    app.add_systems(
        Update,
        let_the_note_go
            .run_if(in_state(Screen::Playing))
            .run_if(|note: Res<PromptNote>| note.line.is_some()),
    );
    app.add_systems(
        Update,
        say_pack_stands_in
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists_and_changed::<crate::app::cards::CardArt>),
    );
    app.add_observer(select_a_playable_card);
    app.add_systems(
        Update,
        (
            choose_with_keys,
            give_hint,
            auto_play_forced_card,
            play_chosen_card,
        )
            .chain()
            .in_set(TableSystems::Show)
            // The turn is announced (the person's cue) before the person can play it.
            .after(super::flow::announce_turn)
            .before(super::flow::play_computer_turn)
            .run_if(in_state(Phase::Turn))
            .run_if(animations_idle),
    );
}

/// The person asks for a hint.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct AskHint;

/// A card of the person's hand being dragged by the pointer.
#[derive(Component)]
pub struct Dragged;

/// A card dropped on the table to be played: it stays where it was let go until the engine's answer is shown
/// (then it goes to the Pin, or back to the hand if it may not be played), instead of jumping back first.
#[derive(Component)]
pub struct Dropped;

/// The person asks to play this card.
#[derive(Message, Clone, Copy, Debug)]
pub struct PlayCard(pub Card);

/// The card the person has selected in their hand (an index into the sorted hand) and the last refusal.
#[derive(Resource, Default, Debug)]
pub struct Selection {
    /// Index into the person's sorted hand.
    pub index: usize,
    /// Why the last card tried could not be played.
    pub refusal: Option<String>,
    /// The hint asked for this turn.
    pub hint: Option<Hint>,
    /// The selection was last moved by the keyboard (not the pointer): the card then wears the keyboard's ring,
    /// so it does not look like a card the pointer rests on.
    pub by_keys: bool,
    /// The selection was last made by touch: a card then stands up only once tapped ([`Selection::tapped`]).
    pub by_touch: bool,
    /// The card a tap raised: a second tap plays it. `None` after a tap elsewhere, which lowers it.
    pub tapped: Option<Card>,
    /// The card a touch is pressing now, whether it stood up before that touch (then the tap plays it), and the
    /// frame the touch began.
    pub touch_press: Option<(Card, bool, u32)>,
    /// The person's card the mouse rests on: while cards are chosen to pass or lay away, where the selection
    /// alone raises no card (one nobody chose must not look chosen), the card under the mouse still rises.
    pub pointed: Option<Card>,
}

impl Selection {
    /// Whether `card`, the selected one, stands up: always for the mouse and keys; for touch once tapped.
    pub fn raises(&self, card: Card) -> bool {
        !self.by_touch || self.tapped == Some(card)
    }
}

/// The keyboard's ring: a bright frame around the card the keyboard has chosen in the person's hand.
#[derive(Component)]
pub struct KeyRing;

/// The keyboard ring's size: a card (72 x 100 at scale 1, as the layout draws it) and 5 px round it.
const RING_SIZE: Vec2 = Vec2::new(82.0, 110.0);

/// The keyboard ring's colour: white-blue, apart from the gold of glows and the turn.
pub const KEY_RING: Color = Color::srgb(0.55, 0.85, 1.0);

/// The Hard search's advice for the person's turn, from their own view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hint {
    /// The card it would play.
    pub card: Card,
    /// How much better it is than the next best card, as an estimated share of the deal's remaining tricks
    /// (`None` when it is the only card allowed).
    pub margin: Option<f32>,
}

impl Hint {
    /// How the hint's card compares with the others, in words a player can use.
    pub fn verdict(&self) -> String {
        match self.margin {
            None => t!("hint-only-card"),
            Some(m) if m < 0.01 => t!("hint-about-as-good"),
            Some(m) if m < 0.05 => t!("hint-best-by-a-little"),
            Some(_) => t!("hint-clearly-best"),
        }
    }
}

/// Whether it is the person's turn (to play or to pass), with nothing left to show first.
pub fn persons_turn(table: &Table) -> Option<Seat> {
    let seat = human_seat(table)?;
    (table.turn_shown() == Some(seat)).then_some(seat)
}

fn choose_with_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    table: Option<Res<Table>>,
    overlays: Query<(), With<Dismissable>>,
    mut selection: ResMut<Selection>,
    mut play: MessageWriter<PlayCard>,
    mut hint: MessageWriter<AskHint>,
    mut arrange: MessageWriter<MoveInHand>,
) {
    let (Some(keys), Some(table)) = (keys, table) else {
        return;
    };
    // Keys belong to an open panel (the last Pin, rules), not to the hand behind it.
    if !overlays.is_empty() {
        return;
    }
    let Some(seat) = persons_turn(&table) else {
        return;
    };
    let hand = sorted_hand(&table, seat);
    if hand.is_empty() {
        return;
    }
    // Shift with ←/→ moves the chosen card within the hand ("as I arrange it"); the selection goes with it.
    if table.arrange && keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]) {
        let by = i32::from(keys.just_pressed(KeyCode::ArrowRight))
            - i32::from(keys.just_pressed(KeyCode::ArrowLeft));
        // Whist's turn-up lies on the table, not in the hand: it has no place to move to.
        let fanned = persons_hand(&table);
        if let Some(step) = step_move(&fanned, selection.index, by) {
            arrange.write(step);
            selection.by_keys = true;
            selection.by_touch = false;
        }
        if by != 0 {
            return;
        }
    }
    let last = hand.len() - 1;
    let index = keyed_index(&keys, selection.index, last);
    // Written only when it moves, so the table is redrawn only when something changed. A new choice makes the
    // message about the last card tried go.
    if index != selection.index {
        selection.index = index;
        selection.refusal = None;
    }
    let moved = [KeyCode::ArrowLeft, KeyCode::ArrowRight]
        .into_iter()
        .chain(DIGITS)
        .any(|k| keys.just_pressed(k));
    if moved && (!selection.by_keys || selection.by_touch) {
        selection.by_keys = true;
        selection.by_touch = false;
    }
    if keys.just_pressed(KeyCode::KeyH) {
        hint.write(AskHint);
    }
    if keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::Space) {
        play.write(PlayCard(hand[selection.index.min(last)]));
    }
}

/// The number keys that choose the first nine cards of the hand.
const DIGITS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// Where ←/→ and the number keys move the person's selection from `index` in a hand of `last + 1` cards.
pub fn keyed_index(keys: &ButtonInput<KeyCode>, index: usize, last: usize) -> usize {
    let mut index = index;
    if keys.just_pressed(KeyCode::ArrowLeft) {
        index = index.saturating_sub(1);
    }
    if keys.just_pressed(KeyCode::ArrowRight) {
        index = (index + 1).min(last);
    }
    for (i, key) in DIGITS.iter().enumerate() {
        if keys.just_pressed(*key) && i <= last {
            index = i;
        }
    }
    index.min(last)
}

/// At the start of the person's turn the selection moves to a card that may be played, and old hints go.
fn select_a_playable_card(
    turn: On<TurnStarted>,
    table: Option<Res<Table>>,
    mut selection: ResMut<Selection>,
) {
    let Some(table) = table.filter(|_| turn.human) else {
        return;
    };
    let hand = sorted_hand(&table, turn.seat);
    let legal = table.game.legal_moves();
    let selected = hand.get(selection.index).copied();
    if !selected.is_some_and(|c| legal.contains(c))
        && let Some(first) = hand.iter().position(|&c| legal.contains(c))
    {
        selection.index = first;
    }
    selection.refusal = None;
    selection.hint = None;
}

/// Answers a hint request: the card the Hard search would play, selected, with its estimated value.
fn give_hint(
    mut asks: MessageReader<AskHint>,
    table: Option<Res<Table>>,
    mut selection: ResMut<Selection>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(table) = table else { return };
    let Some(seat) = persons_turn(&table) else {
        return;
    };
    // The hint is the Hard search's ranking of the person's own view: it never sees hidden cards.
    let ranked = crate::ai::suggest_any(&table.game, seat);
    if let Some(best) = ranked.first() {
        let hand = sorted_hand(&table, seat);
        selection.hint = Some(Hint {
            card: best.card,
            margin: ranked.get(1).map(|next| best.value - next.value),
        });
        // The hint answers the refusal before it: the message makes way for it.
        selection.refusal = None;
        selection.index = hand
            .iter()
            .position(|&c| c == best.card)
            .unwrap_or(selection.index);
        // On a touch screen the hinted card stands up, as if tapped: one more tap plays it.
        selection.tapped = Some(best.card);
    }
}

/// A note the prompt says over its own line for a moment, shown at least [`PromptNote::HOLD`] seconds and until
/// the person's next decision is due: a card the table played for the person ("Played for you: 8♦, your only
/// diamond"), a partner shown by a card ("Lena plays the Q♠: you play together"), a move taken back.
#[derive(Resource, Clone, Debug, Default)]
pub struct PromptNote {
    /// The line, while it shows.
    pub line: Option<String>,
    /// When it was said (the table's clock, seconds).
    pub since: f32,
    /// Whether this session was already told where auto-play is switched off (once is enough).
    pub told_where: bool,
}

/// A table laid out (a new match, a continued one, or again after an undo) starts with nothing chosen and no
/// note on the prompt.
pub(super) fn start_afresh(mut selection: ResMut<Selection>, mut note: ResMut<PromptNote>) {
    // A touch screen stays one: its prompts keep speaking of taps.
    *selection = Selection {
        by_touch: selection.by_touch,
        ..default()
    };
    note.line = None;
}

impl PromptNote {
    /// Seconds the line shows at least.
    pub const HOLD: f32 = 2.0;

    /// Says `line` on the prompt from `now` (the table's clock, seconds).
    pub fn say(&mut self, line: String, now: f32) {
        self.line = Some(line);
        self.since = now;
    }
}

/// Why the only card allowed was the only one, in words: the person's last card, their only card of the suit
/// led (the Whist family and Hearts follow the suit printed on the card), or simply the only card allowed; the
/// card named as `named` says it ("8♦" on screen, "8 of diamonds" to a screen reader).
pub fn played_for_you_line(game: &AnyMatch, seat: Seat, card: Card, named: &str) -> String {
    let follows = game.kind() != crate::engine::GameKind::Schafkopf
        && game
            .trick()
            .cards()
            .first()
            .is_some_and(|lead| lead.suit() == card.suit());
    if game.hand(seat).len() == 1 {
        t!("forced-last-card", card = named)
    } else if follows {
        let suit = match card.suit() {
            crate::engine::Suit::Clubs => "clubs",
            crate::engine::Suit::Diamonds => "diamonds",
            crate::engine::Suit::Hearts => "hearts",
            crate::engine::Suit::Spades => "spades",
        };
        t!("forced-only-suit", card = named, suit = suit)
    } else {
        t!("forced-only-card", card = named)
    }
}

/// Plays the person's only legal card by itself (when the setting is on): first it rises in the hand for a
/// moment (at every speed but instant), then it goes, and the prompt and the screen reader say it was played for
/// them and why; the first time in a session they are also told where auto-play is switched off (on a desk).
// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
fn auto_play_forced_card(
    table: Option<Res<Table>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut waited: Local<Option<f32>>,
    mut play: MessageWriter<PlayCard>,
    mut selection: ResMut<Selection>,
    mut note: ResMut<PromptNote>,
    mut commands: Commands,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    frame: Option<Res<super::frame::TableFrame>>,
    coaching: Option<Res<Coaching>>,
) {
    let Some(table) = table else { return };
    // In a lesson the coach asks for the card, forced or not, and the person plays it (a free hand aside).
    let coached = coaching.as_ref().is_some_and(|c| {
        c.current()
            .is_some_and(|s| s.act != crate::learn::Act::Free)
    });
    let forced = persons_turn(&table)
        .filter(|_| settings.auto_play && !coached)
        .map(|seat| (seat, table.game.legal_moves()))
        .filter(|(_, legal)| legal.len() == 1);
    let Some((seat, card)) = forced.and_then(|(seat, legal)| Some((seat, legal.lowest()?))) else {
        *waited = None;
        return;
    };
    let so_far = waited.get_or_insert_with(|| {
        // The card rises first: it is the selected one, lifted as a chosen card is.
        if let Some(i) = sorted_hand(&table, seat).iter().position(|&c| c == card)
            && selection.index != i
        {
            selection.index = i;
        }
        0.0
    });
    *so_far += time.delta_secs();
    // The moment it stands raised is counted in frames asked for (`rest.rs`).
    redraw.write(bevy::window::RequestRedraw);
    if *so_far >= 0.5 * settings.pace() {
        *waited = None;
        let mut line = played_for_you_line(&table.game, seat, card, &card.shown());
        // The screen reader says it with the card in words.
        let spoken = crate::app::i18n::CardWords::spoken(card);
        commands.trigger(crate::app::state::events::CardPlayedForYou {
            line: played_for_you_line(&table.game, seat, card, &spoken),
        });
        // Not on a phone, whose prompt has two lines under the trick: a third ran into the trick's names
        // (360x640); its settings' help says it.
        let phone = frame.as_deref().is_some_and(|f| f.is_tall());
        if !note.told_where && !phone {
            line = format!("{line} {}", t!("forced-where-off"));
            note.told_where = true;
        }
        note.line = Some(line);
        note.since = time.elapsed_secs();
        play.write(PlayCard(card));
    }
}

/// A chosen pack that cannot draw this game's deck (a 32-card Schafkopf deck at Hearts) is said on the table's
/// prompt, once for each pack and deck, not only in the settings: the cards on the table are not the ones chosen.
fn say_pack_stands_in(
    art: Res<crate::app::cards::CardArt>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut note: ResMut<PromptNote>,
    mut told: Local<Vec<(String, crate::app::cards::Deck)>>,
) {
    let (Some(pack), Some(deck)) = (art.stood_in_for(&settings), art.in_play) else {
        return;
    };
    if told.contains(&(pack.clone(), deck)) {
        return;
    }
    let line = t!(
        "pack-stands-in",
        pack = pack.as_str(),
        deck = deck.words(),
        fallback = art.fallback_name()
    );
    told.push((pack, deck));
    note.say(line, time.elapsed_secs());
}

/// Lets the prompt's note go once it has shown long enough and the person has a decision to make.
fn let_the_note_go(
    table: Option<Res<Table>>,
    time: Res<Time>,
    mut note: ResMut<PromptNote>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(table) = table else { return };
    if time.elapsed_secs() - note.since < PromptNote::HOLD {
        // Its least time is counted on the game's clock, which stands still at rest (`rest.rs`).
        if note.line.is_some() {
            redraw.write(bevy::window::RequestRedraw);
        }
        return;
    }
    let due = human_seat(&table).is_some_and(|seat| {
        table.caught_up()
            && matches!(
                table.game.decision(),
                Some(
                    crate::engine::Decision::PlayCard { seat: s }
                        | crate::engine::Decision::PassCards { seat: s, .. }
                        | crate::engine::Decision::Discard { seat: s, .. }
                        | crate::engine::Decision::Declare { seat: s }
                ) if s == seat
            )
    });
    // A round's panel over the table ends it too: the prompt waits under the panel.
    if due || table.game.is_over() || table.shown.scoring.is_some() {
        note.line = None;
    }
}

/// Sends a click on one of the person's cards as a [`PlayCard`] (added to every card entity). A tap on a touch
/// screen, while playing a card, first raises the card (its reason shows if it may not be played); a second tap
/// on the raised card plays it. Choosing cards to pass or lay away takes one tap each.
pub fn click_to_play(
    click: On<Pointer<Click>>,
    cards: Query<(&CardEntity, &CardPlace, Has<Dragged>)>,
    table: Option<Res<Table>>,
    frame: Res<bevy::diagnostic::FrameCount>,
    mut selection: ResMut<Selection>,
    mut play: MessageWriter<PlayCard>,
) {
    // A drag ends with a release over the card too: the drop decides, not the click.
    let Ok((card, place, false)) = cards.get(click.entity) else {
        return;
    };
    // Only the person's own cards answer: a refusal of a face-down card (another hand, a pile, the stock) would
    // name it.
    if !table.as_deref().is_some_and(|t| persons_own(t, *place)) {
        return;
    }
    if click.pointer_id.is_touch() && table.as_deref().is_some_and(|t| !choosing_cards(t)) {
        let Some((pressed, raised_before, since)) = selection.touch_press.take() else {
            return;
        };
        // A long press showed the card as the pointer's hover would; it plays only from a tap.
        let long = crate::app::touch::long_press(&click, since, frame.0);
        if pressed != card.0 || !raised_before || long {
            return;
        }
    }
    play.write(PlayCard(card.0));
}

/// Whether a card lying at `place` is the person's own to play or choose: in their hand, or their turn-up still
/// lying on the table (Whist's dealer). No other card answers the pointer, so nothing they cannot see is named.
pub fn persons_own(table: &Table, place: CardPlace) -> bool {
    matches!(place, CardPlace::Hand(seat) | CardPlace::FaceUp(seat) if Some(seat) == human_seat(table))
}

/// Whether the person is choosing cards (to pass or lay away) rather than playing one.
fn choosing_cards(table: &Table) -> bool {
    persons_turn(table).is_some()
        && matches!(
            table.game.decision(),
            Some(
                crate::engine::Decision::PassCards { .. } | crate::engine::Decision::Discard { .. }
            )
        )
}

/// A touch on one of the person's cards raises it at once (a long press thus shows its hint or reason, as hover
/// does on a desktop) and remembers whether it stood up already, for [`click_to_play`].
pub fn press_card(
    press: On<Pointer<Press>>,
    cards: Query<&CardEntity>,
    table: Option<Res<Table>>,
    frame: Res<bevy::diagnostic::FrameCount>,
    mut selection: ResMut<Selection>,
) {
    if !press.pointer_id.is_touch() {
        return;
    }
    let (Some(table), Ok(card)) = (table, cards.get(press.entity)) else {
        return;
    };
    // Cards to pass or lay away are chosen by a tap each, not raised first. A card may be raised while the last
    // trick is still being gathered (the person leads next): a tap then is not lost, the card stands up as soon
    // as the table shows the turn.
    let next = human_seat(&table).filter(|&s| table.caught_up() && table.game.to_act() == Some(s));
    let Some(seat) = next.filter(|_| !choosing_cards(&table)) else {
        return;
    };
    let Some(index) = sorted_hand(&table, seat).iter().position(|&c| c == card.0) else {
        return;
    };
    selection.touch_press = Some((card.0, selection.tapped == Some(card.0), frame.0));
    selection.tapped = Some(card.0);
    selection.by_touch = true;
    selection.by_keys = false;
    if selection.index != index {
        selection.index = index;
        selection.refusal = None;
    }
}

/// A touch anywhere but on a card or a button lowers the card a tap raised.
fn lower_on_tap_elsewhere(
    mut presses: MessageReader<Pointer<Press>>,
    cards: Query<(), With<CardEntity>>,
    buttons: Query<(), With<Button>>,
    parents: Query<&ChildOf>,
    mut selection: ResMut<Selection>,
) {
    for press in presses.read() {
        if !press.pointer_id.is_touch() || selection.tapped.is_none() {
            continue;
        }
        let mut ancestry = std::iter::successors(Some(press.entity), |&e| {
            parents.get(e).ok().map(|p| p.parent())
        });
        if !ancestry.any(|e| cards.contains(e) || buttons.contains(e)) {
            selection.tapped = None;
            selection.touch_press = None;
            // The reason given for the lowered card goes with it.
            selection.refusal = None;
        }
    }
}

/// The pointer over one of the person's cards selects it, so it lifts as the selection does with the keys. (A
/// touch selects by its press instead: [`press_card`].)
pub fn hover_card(
    over: On<Pointer<Over>>,
    cards: Query<&CardEntity>,
    dragging: Query<(), With<Dragged>>,
    table: Option<Res<Table>>,
    mut selection: ResMut<Selection>,
) {
    // A card carried along the hand passes over the others: they are not being chosen (nor their reasons said).
    if over.pointer_id.is_touch() || !dragging.is_empty() {
        return;
    }
    let (Some(table), Ok(card)) = (table, cards.get(over.entity)) else {
        return;
    };
    let Some(seat) = persons_turn(&table) else {
        return;
    };
    let Some(index) = sorted_hand(&table, seat).iter().position(|&c| c == card.0) else {
        return;
    };
    if selection.pointed != Some(card.0) {
        selection.pointed = Some(card.0);
    }
    if index != selection.index || selection.by_keys || selection.by_touch {
        selection.index = index;
        selection.refusal = None;
        selection.by_keys = false;
        selection.by_touch = false;
    }
}

/// The mouse leaves one of the person's cards: it no longer rests on it ([`Selection::pointed`]).
pub fn unhover_card(
    out: On<Pointer<Out>>,
    cards: Query<&CardEntity>,
    mut selection: ResMut<Selection>,
) {
    if let Ok(card) = cards.get(out.entity)
        && selection.pointed == Some(card.0)
    {
        selection.pointed = None;
    }
}

/// Puts the keyboard's ring around the card the keyboard chose, while it is the person's turn; hides it when the
/// pointer chose, or when nothing is to be played.
pub fn show_key_ring(
    mut commands: Commands,
    table: Option<Res<Table>>,
    selection: Res<Selection>,
    cards: Query<(&CardEntity, &Transform), Without<KeyRing>>,
    mut rings: Query<(&mut Transform, &mut Visibility), With<KeyRing>>,
) {
    let Some(table) = table else { return };
    let Ok((mut at, mut visibility)) = rings.single_mut() else {
        commands.spawn((
            Name::new("Keyboard ring"),
            KeyRing,
            Sprite::from_color(KEY_RING, RING_SIZE),
            Transform::default(),
            Visibility::Hidden,
            DespawnOnExit(crate::app::state::AtTable),
        ));
        return;
    };
    let chosen = persons_turn(&table)
        .or_else(|| {
            // Passing or laying away: the person chooses cards with the keys too.
            let seat = human_seat(&table)?;
            matches!(
                table.game.decision(),
                Some(
                    crate::engine::Decision::PassCards { seat: s, .. }
                        | crate::engine::Decision::Discard { seat: s, .. }
                ) if s == seat
            )
            .then_some(seat)
        })
        .filter(|_| selection.by_keys)
        .and_then(|seat| {
            let hand = sorted_hand(&table, seat);
            hand.get(selection.index.min(hand.len().saturating_sub(1)))
                .copied()
        })
        .and_then(|card| cards.iter().find(|(c, _)| c.0 == card).map(|(_, t)| *t));
    match chosen {
        Some(card) => {
            // Just under the card, so it shows as a frame round it; it follows the card as it rises.
            let wanted = Transform {
                translation: card.translation - Vec3::Z * 0.05,
                scale: card.scale,
                ..default()
            };
            if *at != wanted {
                *at = wanted;
            }
            visibility.set_if_neq(Visibility::Inherited);
        }
        None => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}

/// A card of the person's hand follows the pointer while dragged.
pub fn drag_card(
    drag: On<Pointer<Drag>>,
    mut commands: Commands,
    mut cards: Query<(&CardPlace, &mut Transform, Option<&Target>), With<CardEntity>>,
    table: Option<Res<Table>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
) {
    let (Some(table), Ok((place, mut transform, target))) = (table, cards.get_mut(drag.entity))
    else {
        return;
    };
    if !persons_own(&table, *place) {
        return;
    }
    let Ok((camera, camera_at)) = cameras.single() else {
        return;
    };
    let Ok(at) = camera.viewport_to_world_2d(camera_at, drag.pointer_location.position) else {
        return;
    };
    let z = target.map_or(10.0, |t| t.pos.z) + 150.0;
    transform.translation = at.extend(z);
    commands
        .entity(drag.entity)
        .insert(Dragged)
        .remove::<Motion>();
}

/// A card dropped well above the hand is played; with "as I arrange it", one dropped along the hand takes the
/// place it was dropped at; otherwise it goes back to its place.
// A Bevy observer takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
pub fn drop_card(
    drop: On<Pointer<DragEnd>>,
    mut commands: Commands,
    cards: Query<(&CardEntity, &Transform, Option<&Target>), With<Dragged>>,
    hand: Query<(&CardEntity, &Target), Without<Dragged>>,
    table: Option<Res<Table>>,
    moving: Query<(), With<Motion>>,
    mut play: MessageWriter<PlayCard>,
    mut arrange: MessageWriter<MoveInHand>,
) {
    let Ok((card, transform, Some(target))) = cards.get(drop.entity) else {
        return;
    };
    commands.entity(drop.entity).remove::<Dragged>();
    let table = table.as_deref();
    let may_play = table.is_some_and(|t| persons_turn(t).is_some()) && moving.is_empty();
    let at = transform.translation.truncate();
    // Where in the hand it was dropped, if along it: the card it goes before.
    let place = table
        .filter(|t| t.arrange && matches!(target.place, CardPlace::Hand(_)))
        .and_then(|t| {
            let others: Vec<(Card, Vec2, f32)> = hand
                .iter()
                .filter(|(c, t)| t.place == target.place && c.0 != card.0)
                .map(|(c, t)| (c.0, t.pos.truncate(), t.scale))
                .collect();
            drop_place(&persons_hand(t), card.0, at, &others)
        });
    // With the hand arranged by dragging, a card is played only from above the whole hand (a phone's back row
    // included), so a move to the back row is not taken for a play.
    let top = place.map_or(f32::MIN, |_| {
        hand.iter()
            .filter(|(_, t)| t.place == target.place)
            .map(|(_, t)| t.pos.y)
            .fold(f32::MIN, f32::max)
            + 60.0
    });
    if let Some(before) = place.filter(|_| at.y <= top.max(target.pos.y + 90.0)) {
        arrange.write(MoveInHand {
            card: card.0,
            before,
        });
    }
    if may_play && at.y > top.max(target.pos.y + 90.0) {
        play.write(PlayCard(card.0));
        // The layout takes the card from where it was dropped: to the Pin, or back to the hand if refused.
        commands.entity(drop.entity).insert((
            Dropped,
            Target {
                pos: transform.translation,
                ..*target
            },
        ));
    } else {
        commands.entity(drop.entity).insert(Motion {
            from: transform.translation,
            to: target.pos,
            from_scale: transform.scale.y,
            to_scale: target.scale,
            delay: 0.0,
            duration: 0.15,
            elapsed: 0.0,
            turn_to: None,
        });
    }
}

/// Where a card dropped at `at` goes in `hand` (the person's, left to right), given where the hand's other cards
/// lie (`others`: each card, its place and scale): before the nearest card when dropped left of its middle, else
/// before the card after it. `None` when the drop was not along the hand (farther than a card's height from every
/// card) or leaves the card where it was.
pub fn drop_place(
    hand: &[Card],
    card: Card,
    at: Vec2,
    others: &[(Card, Vec2, f32)],
) -> Option<Option<Card>> {
    let &(near, pos, scale) = others.iter().min_by(|a, b| {
        a.1.distance_squared(at)
            .total_cmp(&b.1.distance_squared(at))
    })?;
    // Along the hand: within a card's height of it, and within a card's width of a card's middle, or two past
    // either end (a card dropped just beyond the last goes last).
    let ends = others
        .iter()
        .map(|o| o.1.x)
        .fold((f32::MAX, f32::MIN), |(lo, hi), x| (lo.min(x), hi.max(x)));
    let reach = if pos.x <= ends.0 || pos.x >= ends.1 {
        144.0
    } else {
        72.0
    };
    if (at.y - pos.y).abs() > 100.0 * scale || (at.x - pos.x).abs() > reach * scale {
        return None;
    }
    let rest: Vec<Card> = hand.iter().copied().filter(|&c| c != card).collect();
    let i = rest.iter().position(|&c| c == near)?;
    let before = if at.x < pos.x {
        Some(near)
    } else {
        rest.get(i + 1).copied()
    };
    moved(hand, card, before).map(|_| before)
}

/// Move one of the person's cards within their hand: just before `before`, or to the right end when it is `None`.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveInHand {
    /// The card moved.
    pub card: Card,
    /// The card it goes just left of (`None`: the right end).
    pub before: Option<Card>,
}

/// The person's hand as it lies now, left to right (their fanned hand: Whist's turn-up on the table apart).
pub fn persons_hand(table: &Table) -> Vec<Card> {
    human_seat(table).map_or_else(Vec::new, |seat| {
        hand_shown(table, seat, fanned_hand(table, seat).0)
    })
}

/// `hand` with `card` moved just before `before` (the end for `None`); `None` when that changes nothing or
/// `card` is not in the hand.
pub fn moved(hand: &[Card], card: Card, before: Option<Card>) -> Option<Vec<Card>> {
    if !hand.contains(&card) || before == Some(card) {
        return None;
    }
    let mut cards: Vec<Card> = hand.iter().copied().filter(|&c| c != card).collect();
    let at = match before {
        Some(b) => cards.iter().position(|&c| c == b)?,
        None => cards.len(),
    };
    cards.insert(at, card);
    (cards != hand).then_some(cards)
}

/// The move that takes the card at `index` of `hand` one place left (`by` < 0) or right (`by` > 0).
pub fn step_move(hand: &[Card], index: usize, by: i32) -> Option<MoveInHand> {
    let card = *hand.get(index)?;
    let to = index as i64 + by.signum() as i64;
    if to < 0 || to as usize >= hand.len() || by == 0 {
        return None;
    }
    // One place right: before the card two places on (the end past the last).
    let before = if by > 0 {
        hand.get(index + 2).copied()
    } else {
        Some(hand[to as usize])
    };
    Some(MoveInHand { card, before })
}

/// Plays the person's chosen card through the engine, or records why it cannot be played.
fn play_chosen_card(
    mut requests: MessageReader<PlayCard>,
    table: Option<ResMut<Table>>,
    mut selection: ResMut<Selection>,
    mut coaching: Option<ResMut<Coaching>>,
) {
    let Some(mut table) = table else { return };
    for PlayCard(card) in requests.read().copied() {
        let Some(seat) = persons_turn(&table) else {
            continue;
        };
        // A card the person does not hold gets no answer: its refusal ("not in that hand") would name a card
        // their seat cannot see.
        if !table.game.hand(seat).contains(card) {
            continue;
        }
        // In a lesson, a card the rules allow but that misses the lesson's point is taken back with the coach's
        // reason; one the rules refuse gets the rules' reason, as always.
        if table.game.check(seat, card).is_ok()
            && coach_takes_back(coaching.as_deref_mut(), Made::Card(card))
        {
            selection.refusal = None;
            continue;
        }
        match table.decide(seat, Made::Card(card)) {
            Ok(()) => {
                if let Some(coaching) = coaching.as_deref_mut() {
                    coaching.made(Made::Card(card));
                }
                selection.refusal = None;
                selection.hint = None;
                selection.tapped = None;
            }
            Err(e) => {
                selection.refusal = Some(t!(
                    "hud-not-playable",
                    card = card.shown(),
                    why = crate::app::i18n::refusal(&e)
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_dropped_along_the_hand_goes_where_it_was_dropped() {
        let cards: Vec<Card> = ["2C", "5C", "9D", "KH"]
            .iter()
            .map(|c| c.parse().unwrap())
            .collect();
        // The other cards 50 apart at y 0, at scale 1; the 2♣ is the one dragged.
        let others: Vec<(Card, Vec2, f32)> = cards[1..]
            .iter()
            .enumerate()
            .map(|(i, &c)| (c, Vec2::new(50.0 * (i + 1) as f32, 0.0), 1.0))
            .collect();
        let place = |x: f32, y: f32| drop_place(&cards, cards[0], Vec2::new(x, y), &others);
        // Right of the 9♦'s middle: before the K♥.
        assert_eq!(place(105.0, 10.0), Some(Some(cards[3])));
        // Left of the K♥'s middle: before it too.
        assert_eq!(place(140.0, -10.0), Some(Some(cards[3])));
        // Right of the last card: the end.
        assert_eq!(place(160.0, 0.0), Some(None));
        // Left of the 5♣, its own place: nothing moves.
        assert_eq!(place(40.0, 0.0), None);
        // Just past the last card: the end.
        assert_eq!(place(230.0, 0.0), Some(None));
        // Far above the hand, or far beside it: not a drop along the hand.
        assert_eq!(place(100.0, 150.0), None);
        assert_eq!(place(400.0, 0.0), None);
    }

    #[test]
    fn a_hint_says_how_its_card_compares_in_words() {
        let card = Card::from_index(0).unwrap();
        let hint = |margin| Hint { card, margin }.verdict();
        assert_eq!(hint(None), "the only card allowed");
        assert_eq!(hint(Some(0.004)), "about as good as your other choices");
        assert_eq!(hint(Some(0.03)), "best, by a little");
        assert_eq!(hint(Some(0.2)), "clearly the best");
    }
}
