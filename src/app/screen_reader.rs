//! Screen readers: what a player who cannot see the table hears. The screen and every panel as they open, the
//! focused button, whose turn it is, each card played, each trick's winner, the card chosen in the hand (and
//! why it may not be played), and on request (A) the whole hand. It all goes to one polite live region in
//! Bevy's accessibility tree (AccessKit: AT-SPI on Linux, UI Automation on Windows, NSAccessibility on macOS);
//! the web build mirrors it onto the page's ARIA live regions (`src/app/web.rs`).

use bevy::a11y::AccessibilityNode;
use bevy::input_focus::InputFocus;
use bevy::input_focus::tab_navigation::TabGroup;
use bevy::prelude::*;
use bevy::ui::ComputedNode;

use super::games::schafkopf::said;
use super::state::events::{
    CallAnnounced, CardPlayed, CardPlayedForYou, CardTurned, CardsLaidAway, CardsPassed, CoachSaid,
    DecisionTakenBack, DoubleSaid, HeartsBroken, MoonShot, PrizeTaken, SidesRevealed, TrickWon,
    TurnStarted,
};
use super::state::table::{Table, human_seat, seat_name, sorted_hand};
use super::state::{OpenPanel, Panel, Phase, Screen};
use super::table::human::{Selection, persons_turn};
use super::table::passing::{PassChoice, persons_pass};
use crate::engine::hearts::PassDirection;
use crate::engine::{Card, Decision, GameKind, Suit};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Announce>();
    app.add_message::<ReadHand>();
    app.init_resource::<Announcements>();
    app.add_systems(Startup, spawn_live_region);
    app.add_observer(on_turn_started)
        .add_observer(on_card_played)
        .add_observer(on_trick_won)
        .add_observer(on_prize_taken)
        .add_observer(on_card_turned)
        .add_observer(on_call_announced)
        .add_observer(on_cards_passed)
        .add_observer(on_cards_laid_away)
        .add_observer(on_hearts_broken)
        .add_observer(on_moon_shot)
        .add_observer(on_sides_revealed)
        .add_observer(
            |played: On<CardPlayedForYou>, mut say: MessageWriter<Announce>| {
                say.write(Announce(played.line.clone()));
            },
        )
        .add_observer(
            |back: On<DecisionTakenBack>, mut say: MessageWriter<Announce>| {
                say.write(Announce(back.line.clone()));
            },
        )
        .add_observer(|said: On<DoubleSaid>, mut say: MessageWriter<Announce>| {
            say.write(Announce(said.line.clone()));
        })
        .add_observer(|said: On<CoachSaid>, mut say: MessageWriter<Announce>| {
            say.write(Announce(said.line.clone()));
        })
        .add_observer(on_panel_opened);
    app.add_systems(
        Update,
        (
            announce_screen,
            ask_for_hand.run_if(in_state(Screen::Playing)),
            (announce_selection, announce_pass, read_hand).run_if(in_state(Screen::Playing)),
        )
            .chain(),
    );
    // After the frame's UI is spawned and its focus moved, so a new panel is read with its texts in.
    app.add_systems(
        PostUpdate,
        (read_new_panels, announce_focus, speak_announcements).chain(),
    );
    // After visibility and layout are worked out and Bevy's UI has given new buttons their accessibility nodes,
    // before the tree goes to the platform.
    app.add_systems(
        PostUpdate,
        hide_what_is_not_shown
            .after(bevy::camera::visibility::VisibilitySystems::VisibilityPropagate)
            .after(bevy::ui::UiSystems::PostLayout)
            .before(bevy::a11y::AccessibilitySystems::Update),
    );
}

/// Says a line to the screen reader (it is queued politely after what is being read).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Announce(pub String);

/// Reads the person's hand aloud: every card by suit, and which may be played now (the A key).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ReadHand;

/// What the screen reader has been given: the lines said so far and the focused control's name.
#[derive(Resource, Default, Debug)]
pub struct Announcements {
    /// Every line said, oldest first (the last [`KEPT`] of them).
    pub said: Vec<String>,
    /// The live region's text now: the lines of the last frame that said anything.
    pub live: String,
    /// The focused button as a screen reader names it ("Deal, button"), if a button has the focus.
    pub focus: Option<String>,
    /// How many lines have been said in all (the kept ones are the last of them).
    pub count: u64,
}

/// How many of the lines said are kept for a look back (tests, the web page's mirror).
pub const KEPT: usize = 200;

/// The live region: an invisible UI node whose accessibility node carries the latest announcement.
#[derive(Component)]
pub struct LiveRegion;

/// The region lives for the whole run: announcements cross screens (the match over, the title).
fn spawn_live_region(mut commands: Commands) {
    let mut node = accesskit::Node::new(accesskit::Role::Status);
    node.set_live(accesskit::Live::Polite);
    commands.spawn((
        Name::new("Screen reader's live region"),
        LiveRegion,
        Node {
            position_type: PositionType::Absolute,
            width: px(1),
            height: px(1),
            overflow: Overflow::clip(),
            ..default()
        },
        AccessibilityNode(node),
    ));
}

/// Hands the frame's lines to the live region (joined, so a screen reader reads them as one) and keeps them.
fn speak_announcements(
    mut lines: MessageReader<Announce>,
    mut announcements: ResMut<Announcements>,
    mut region: Query<&mut AccessibilityNode, With<LiveRegion>>,
) {
    let frame: Vec<String> = lines
        .read()
        .map(|a| a.0.clone())
        .filter(|l| !l.is_empty())
        .collect();
    if frame.is_empty() {
        return;
    }
    let live = frame.join(" ");
    for mut node in &mut region {
        node.set_label(live.clone());
    }
    announcements.live = live;
    announcements.count += frame.len() as u64;
    announcements.said.extend(frame);
    let over = announcements.said.len().saturating_sub(KEPT);
    announcements.said.drain(..over);
}

/// A card in words, as a screen reader should say it: "queen of hearts", "10 of clubs".
pub fn spoken(card: Card) -> String {
    crate::app::i18n::CardWords::spoken(card)
}

/// Names the screen once it opens, with what it is for.
fn announce_screen(
    screen: Res<State<Screen>>,
    table: Option<Res<Table>>,
    mut say: MessageWriter<Announce>,
) {
    if !screen.is_changed() {
        return;
    }
    let line = match screen.get() {
        Screen::Loading => t!("say-loading"),
        Screen::Title => t!("say-title"),
        Screen::Setup => {
            t!("say-setup")
        }
        Screen::Playing => match table {
            Some(table) => t!(
                "say-table",
                game = crate::app::i18n::game_title(table.kind()),
                players = table.game.players(),
                trick = table.trick_word()
            ),
            None => t!("say-at-the-table"),
        },
        Screen::MatchOver => t!("match-over"),
    };
    say.write(Announce(line));
}

/// A panel asked for is named (its texts follow once it is on screen).
fn on_panel_opened(open: On<OpenPanel>, mut say: MessageWriter<Announce>) {
    let line = match open.panel {
        Panel::Rules(game) => t!("say-rules", game = crate::app::i18n::game_title(game)),
        Panel::Settings => t!("say-settings"),
        Panel::Statistics => t!("say-statistics"),
        Panel::About => t!("say-about"),
    };
    say.write(Announce(line));
}

/// Every panel that opens over the screen (each is a modal tab group) is read out: its texts in order, not its
/// buttons (the focus names those).
fn read_new_panels(
    panels: Query<(Entity, &TabGroup), Added<TabGroup>>,
    children: Query<&Children>,
    texts: Query<&Text>,
    buttons: Query<(), With<Button>>,
    mut say: MessageWriter<Announce>,
) {
    for (panel, group) in &panels {
        if !group.modal {
            continue;
        }
        let mut lines = Vec::new();
        collect_texts(panel, &children, &texts, &buttons, &mut lines);
        if !lines.is_empty() {
            say.write(Announce(sentences(&lines)));
        }
    }
}

/// Lines as sentences: each ends with its own stop, or gets one.
fn sentences(lines: &[String]) -> String {
    let mut out = String::new();
    for line in lines {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(line);
        if !line.ends_with(['.', '!', '?', ':', '…']) {
            out.push('.');
        }
    }
    out
}

/// The texts below `entity` in the order they are laid out, skipping buttons' labels.
fn collect_texts(
    entity: Entity,
    children: &Query<&Children>,
    texts: &Query<&Text>,
    buttons: &Query<(), With<Button>>,
    lines: &mut Vec<String>,
) {
    if buttons.contains(entity) {
        return;
    }
    if let Ok(text) = texts.get(entity) {
        let line = text.0.trim().replace('\n', " ");
        if !line.is_empty() {
            lines.push(line);
        }
    }
    if let Ok(kids) = children.get(entity) {
        for &kid in kids {
            collect_texts(kid, children, texts, buttons, lines);
        }
    }
}

/// A text that changed or a button that appeared: the focused button's name may be new.
type RenamedOrNew = Or<(Changed<Text>, Added<Button>)>;

/// The focused button, as a screen reader names it. Desktop screen readers get the focus from the accessibility
/// tree itself; the web page mirrors this one (`src/app/web.rs`).
fn announce_focus(
    focus: Res<InputFocus>,
    buttons: Query<&Children, With<Button>>,
    texts: Query<&Text>,
    spans: Query<&TextSpan>,
    children: Query<&Children>,
    mut announcements: ResMut<Announcements>,
    changed: Query<(), RenamedOrNew>,
) {
    if !focus.is_changed() && changed.is_empty() {
        return;
    }
    let name = focus.get().and_then(|f| buttons.get(f).ok()).map(|kids| {
        let label: Vec<String> = kids
            .iter()
            .filter_map(|k| crate::app::ui::whole_text(k, &texts, &spans, &children))
            .collect();
        t!("say-button", label = label.join(" "))
    });
    if announcements.focus != name {
        announcements.focus = name;
    }
}

/// The person's turn, with what it asks for and the trick so far ("Your turn. Mara leads the 7 of hearts.").
fn on_turn_started(
    turn: On<TurnStarted>,
    table: Option<Res<Table>>,
    mut say: MessageWriter<Announce>,
) {
    // A computer's turn is told by its card a moment later: a line for its turn too would double every card.
    let Some(table) = table.filter(|_| turn.human) else {
        return;
    };
    let line = match table.game.decision() {
        Some(Decision::PassCards { count, .. }) => {
            t!("say-turn-pass", count = count)
        }
        Some(Decision::Discard { count, .. }) => {
            t!("say-turn-lay-away", count = count)
        }
        Some(Decision::Declare { .. }) => t!("say-turn-declare"),
        _ => match table.shown.trick.first() {
            None => t!("say-turn-lead"),
            Some(&(seat, card)) => t!(
                "say-turn-after-lead",
                name = seat_name(&table, seat),
                card = spoken(card)
            ),
        },
    };
    say.write(Announce(line));
}

fn on_card_played(
    played: On<CardPlayed>,
    table: Option<Res<Table>>,
    mut say: MessageWriter<Announce>,
) {
    let Some(table) = table else { return };
    say.write(Announce(t!(
        "say-played",
        name = seat_name(&table, played.seat),
        card = spoken(played.card),
        trumped = if played.trumped { "yes" } else { "no" }
    )));
}

fn on_trick_won(won: On<TrickWon>, table: Option<Res<Table>>, mut say: MessageWriter<Announce>) {
    let Some(table) = table else { return };
    say.write(Announce(t!(
        "say-won",
        name = seat_name(&table, won.winner),
        trick = table.trick_word()
    )));
}

fn on_prize_taken(
    taken: On<PrizeTaken>,
    table: Option<Res<Table>>,
    mut say: MessageWriter<Announce>,
) {
    let Some(table) = table else { return };
    say.write(Announce(t!(
        "say-prize-taken",
        name = seat_name(&table, taken.seat),
        card = spoken(taken.card)
    )));
}

fn on_card_turned(
    turned: On<CardTurned>,
    table: Option<Res<Table>>,
    mut say: MessageWriter<Announce>,
) {
    let card = spoken(turned.card);
    let trump = crate::app::i18n::suit_word(turned.trump);
    say.write(Announce(match table.map(|t| t.kind()) {
        Some(GameKind::Wendellhead) => t!("say-prize", card = card, trump = trump),
        _ => t!("say-turned-up", card = card, trump = trump),
    }));
}

fn on_call_announced(
    call: On<CallAnnounced>,
    table: Option<Res<Table>>,
    mut say: MessageWriter<Announce>,
) {
    let Some(table) = table else { return };
    // The plate's words ("passes", "takes the skat", a solo's name), after the caller's name.
    say.write(Announce(t!(
        "say-call",
        name = seat_name(&table, call.seat),
        call = said(&call.call)
    )));
}

fn on_cards_passed(passed: On<CardsPassed>, mut say: MessageWriter<Announce>) {
    say.write(Announce(match passed.direction {
        PassDirection::Left => t!("say-passed-left"),
        PassDirection::Right => t!("say-passed-right"),
        PassDirection::Across => t!("say-passed-across"),
    }));
}

fn on_cards_laid_away(
    laid: On<CardsLaidAway>,
    table: Option<Res<Table>>,
    mut say: MessageWriter<Announce>,
) {
    let Some(table) = table else { return };
    say.write(Announce(t!(
        "say-laid-away",
        name = seat_name(&table, laid.seat)
    )));
}

fn on_hearts_broken(_: On<HeartsBroken>, mut say: MessageWriter<Announce>) {
    say.write(Announce(t!("say-hearts-broken")));
}

fn on_moon_shot(shot: On<MoonShot>, table: Option<Res<Table>>, mut say: MessageWriter<Announce>) {
    let Some(table) = table else { return };
    say.write(Announce(t!(
        "say-moon",
        name = seat_name(&table, shot.seat)
    )));
}

fn on_sides_revealed(revealed: On<SidesRevealed>, mut say: MessageWriter<Announce>) {
    say.write(Announce(
        revealed
            .line
            .clone()
            .unwrap_or_else(|| t!("say-sides-revealed")),
    ));
}

/// The A key asks for the hand (a panel's own keys come first: nothing is read behind it).
fn ask_for_hand(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    overlays: Query<(), With<crate::app::ui::Dismissable>>,
    mut read: MessageWriter<ReadHand>,
) {
    if keys.is_some_and(|k| k.just_pressed(KeyCode::KeyA)) && overlays.is_empty() {
        read.write(ReadHand);
    }
}

/// The person's hand by suit, what they may play now, and trump.
fn read_hand(
    mut asks: MessageReader<ReadHand>,
    table: Option<Res<Table>>,
    mut say: MessageWriter<Announce>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(table) = table else { return };
    let Some(seat) = human_seat(&table) else {
        say.write(Announce(t!("say-no-seat")));
        return;
    };
    say.write(Announce(hand_in_words(&table, seat)));
}

/// "Your hand, 3 cards: clubs: 10, ace; hearts: queen. On the table: Mara the 7 of clubs. You may play: 10 of
/// clubs, ace of clubs. Trump is hearts."
pub fn hand_in_words(table: &Table, seat: crate::engine::Seat) -> String {
    let hand = sorted_hand(table, seat);
    if hand.is_empty() {
        return t!("say-hand-empty");
    }
    let mut groups: Vec<(Suit, Vec<String>)> = Vec::new();
    for card in &hand {
        match groups.last_mut() {
            Some((suit, ranks)) if *suit == card.suit() => {
                ranks.push(crate::app::i18n::rank_word(card.rank()))
            }
            _ => groups.push((card.suit(), vec![crate::app::i18n::rank_word(card.rank())])),
        }
    }
    let by_suit: Vec<String> = groups
        .iter()
        .map(|(suit, ranks)| {
            t!(
                "say-hand-suit",
                suit = crate::app::i18n::suit_word(*suit),
                ranks = ranks.join(", ")
            )
        })
        .collect();
    let mut line = t!("say-hand", count = hand.len(), cards = by_suit.join("; "));
    // The trick so far, which the turn's own line gives only the lead of.
    if !table.shown.trick.is_empty() {
        let plays: Vec<String> = table
            .shown
            .trick
            .iter()
            .map(|&(s, c)| {
                t!(
                    "say-trick-play",
                    name = seat_name(table, s),
                    card = spoken(c)
                )
            })
            .collect();
        line.push(' ');
        line.push_str(&t!("say-on-the-table", plays = plays.join(", ")));
    }
    if persons_turn(table).is_some()
        && matches!(table.game.decision(), Some(Decision::PlayCard { .. }))
    {
        let legal = table.game.legal_moves();
        let playable: Vec<String> = hand
            .iter()
            .filter(|&&c| legal.contains(c))
            .map(|&c| spoken(c))
            .collect();
        line.push(' ');
        line.push_str(&t!("say-you-may-play", cards = playable.join(", ")));
    }
    if let Some(trump) = table.shown.trump {
        line.push(' ');
        line.push_str(&t!(
            "say-trump-is",
            trump = crate::app::i18n::suit_word(trump)
        ));
    }
    line
}

/// The card chosen with the keys (or the pointer) in the person's hand, whether it may be played and why not;
/// a refusal and a hint as they come.
fn announce_selection(
    selection: Res<Selection>,
    table: Option<Res<Table>>,
    phase: Option<Res<State<Phase>>>,
    choice: Option<Res<PassChoice>>,
    mut last: Local<Option<(usize, Card)>>,
    mut say: MessageWriter<Announce>,
) {
    let Some(table) = table else { return };
    let Some(seat) = persons_turn(&table) else {
        *last = None;
        return;
    };
    if !selection.is_changed() {
        return;
    }
    if let Some(refusal) = &selection.refusal {
        say.write(Announce(t!("say-not-allowed", why = refusal)));
    }
    if let Some(hint) = selection.hint {
        say.write(Announce(t!(
            "say-hint",
            card = spoken(hint.card),
            verdict = hint.verdict()
        )));
    }
    let hand = sorted_hand(&table, seat);
    let Some(&card) = hand.get(selection.index) else {
        return;
    };
    let now = Some((selection.index, card));
    if *last == now {
        return;
    }
    *last = now;
    // Only a card to play has a verdict: a pass or a discard may take any card.
    let playing = phase.is_some_and(|p| *p.get() == Phase::Turn)
        && matches!(table.game.decision(), Some(Decision::PlayCard { .. }));
    let chosen = choice.is_some_and(|c| c.chosen.contains(&card));
    let verdict = if !playing {
        if chosen {
            t!("say-card-chosen")
        } else {
            String::new()
        }
    } else {
        match table.game.check(seat, card) {
            Ok(()) => t!("say-card-playable"),
            Err(e) => t!("say-card-not-playable", why = crate::app::i18n::refusal(&e)),
        }
    };
    say.write(Announce(t!(
        "say-card",
        card = spoken(card),
        index = selection.index + 1,
        count = hand.len(),
        verdict = verdict
    )));
}

/// A pass or a discard being chosen: the cards chosen so far as they change; the cards that came in a pass.
fn announce_pass(
    choice: Option<Res<PassChoice>>,
    table: Option<Res<Table>>,
    mut last: Local<(Vec<Card>, Vec<Card>)>,
    mut say: MessageWriter<Announce>,
) {
    let (Some(choice), Some(table)) = (choice, table) else {
        return;
    };
    // Only what really changed: the resource is written more often than its cards change.
    if !choice.is_changed() || (last.0 == choice.chosen && last.1 == choice.arrived) {
        return;
    }
    let arrived = last.1 != choice.arrived;
    *last = (choice.chosen.clone(), choice.arrived.clone());
    if let Some((_, count)) = persons_pass(&table) {
        let cards: Vec<String> = choice.chosen.iter().map(|&c| spoken(c)).collect();
        let line = if cards.is_empty() {
            t!("say-none-chosen", count = count)
        } else {
            t!(
                "say-chosen",
                chosen = cards.len(),
                count = count,
                cards = cards.join(", ")
            )
        };
        say.write(Announce(line));
    } else if arrived
        && !choice.arrived.is_empty()
        && let Some(from) = choice.from
    {
        let cards: Vec<String> = choice.arrived.iter().map(|&c| spoken(c)).collect();
        say.write(Announce(t!(
            "say-passed-you",
            name = seat_name(&table, from),
            cards = cards.join(&t!("say-passed-you-separator"))
        )));
    }
}

/// A node whose visibility or laid-out size changed, or that just got its accessibility node.
type ShownOrNew = Or<(
    Changed<InheritedVisibility>,
    Changed<ComputedNode>,
    Added<AccessibilityNode>,
)>;

/// What is not on screen is not in the accessibility tree either: a button hidden or taken out of the layout
/// (*Claim the rest* before a claim is proven, which lays out at no size) is not offered to a screen reader.
fn hide_what_is_not_shown(
    mut nodes: Query<
        (&InheritedVisibility, &ComputedNode, &mut AccessibilityNode),
        (ShownOrNew, Without<LiveRegion>),
    >,
) {
    for (visible, laid_out, mut node) in &mut nodes {
        let shown = visible.get() && laid_out.size() != Vec2::ZERO;
        if shown == node.is_hidden() {
            if shown {
                node.clear_hidden();
            } else {
                node.set_hidden();
            }
        }
    }
}
