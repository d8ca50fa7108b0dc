//! Declaring the game before the first trick (Schafkopf), for any game whose engine asks for a call: the
//! computers call from their own views, one after another so each call can be read; the person gets a panel in
//! the middle of the table with the calls the engine offers them (pass, a solo in each suit, and to the holder
//! of both black queens a wedding calling a card or the first foreign trick, or a silent solo; in Dreiwendsch
//! taking the skat or passing, then the trump), by click or by key. Each call is said aloud on the caller's plate;
//! a silent solo or a wedding sounds like a pass.

use crate::app::state::table::take_next;
use bevy::prelude::*;

use crate::app::i18n::CardWords;

use super::animation::animations_idle;
use super::human::{AskHint, Selection, persons_turn};
use crate::app::settings::Settings;
use crate::app::state::events::CallAnnounced;
use crate::app::state::lesson::{Coaching, coach_takes_back};
use crate::app::state::table::{Made, ShownScores, Table, TableEvent};
use crate::app::state::{Phase, Screen, TableSystems};
use crate::app::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::{Call, Card, Decision, Move, Seat, Suit};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MakeCall>();
    app.init_resource::<CallChoice>();
    app.add_systems(OnEnter(Screen::Playing), |mut c: ResMut<CallChoice>| {
        *c = CallChoice::default()
    });
    app.add_systems(
        Update,
        (
            call_with_keys,
            make_persons_call,
            call_for_computer.run_if(super::flow::computers_may_play),
            show_call,
        )
            .chain()
            .in_set(TableSystems::Show)
            .after(super::flow::advance_phase)
            .run_if(in_state(Phase::Declaring))
            .run_if(animations_idle),
    );
    app.add_systems(
        Update,
        (show_call_panel, colour_suit_labels, place_call_panel)
            .chain()
            .in_set(TableSystems::Present),
    );
}

/// A call button's label whose suit symbols are drawn in the suits' colours.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct SuitLabel;

/// Splits a new call button's label at its suit symbols into spans of the suits' ink (red hearts and diamonds,
/// or the four-colour deck's), as on the cards; readers get the whole line from the text and its spans.
fn colour_suit_labels(
    mut commands: Commands,
    settings: Res<Settings>,
    mut labels: Query<(Entity, &mut Text), Added<SuitLabel>>,
) {
    for (entity, mut text) in &mut labels {
        let parts = ui::suit_parts(&text.0);
        if parts.len() < 2 {
            continue;
        }
        text.0.clone_from(&parts[0].0);
        commands.entity(entity).with_children(|label| {
            for (part, suit) in &parts[1..] {
                let mut span =
                    label.spawn((TextSpan::new(part.clone()), TextFont::from_font_size(17.0)));
                if let Some(suit) = suit {
                    span.insert(TextColor(ui::suit_ink(*suit, settings.four_colour)));
                }
            }
        });
    }
}

/// The solo suits in the order the panel and the number keys offer them (the seed's order: ♦ ♣ ♠ ♥).
pub const SOLO_SUITS: [Suit; 4] = [Suit::Diamonds, Suit::Clubs, Suit::Spades, Suit::Hearts];

/// The person makes a call.
#[derive(Message, Clone, Copy, Debug)]
pub struct MakeCall(pub Call);

/// The person's choices while declaring: which card a wedding would call, and the hint.
#[derive(Resource, Default, Debug)]
pub struct CallChoice {
    /// Index into the cards a wedding may call ([`wedding_cards`]).
    pub called: usize,
    /// The call the hint suggests, once asked.
    pub hint: Option<Call>,
}

/// The call the person is asked for now: their seat and the calls offered, with nothing left to show first.
pub fn persons_call(table: &Table) -> Option<(Seat, Vec<Call>)> {
    let seat = persons_turn(table)?;
    match table.game.decision() {
        Some(Decision::Declare { seat: s }) if s == seat => Some((seat, table.game.calls())),
        _ => None,
    }
}

/// The cards a wedding may call among `calls`, aces first (what a player usually calls), then tens, then the
/// rest by rank.
pub fn wedding_cards(calls: &[Call]) -> Vec<Card> {
    let mut cards: Vec<Card> = calls
        .iter()
        .filter_map(|c| match c {
            Call::Wedding(Some(card)) => Some(*card),
            _ => None,
        })
        .collect();
    cards.sort_by_key(|c| {
        let rank = crate::engine::schafkopf::card_points(*c);
        (std::cmp::Reverse(rank), c.suit().index())
    });
    cards
}

/// The wedding card chosen now, if a wedding is offered.
pub fn chosen_wedding_card(calls: &[Call], choice: &CallChoice) -> Option<Card> {
    let cards = wedding_cards(calls);
    cards.get(choice.called % cards.len().max(1)).copied()
}

/// How a call reads on a button or a plate.
pub fn call_words(call: &Call) -> String {
    match call {
        Call::Pass => t!("call-words-pass"),
        Call::Solo(suit) => t!(
            "call-words-solo",
            suit = crate::app::i18n::suit_symbol(*suit)
        ),
        Call::Wedding(Some(card)) => t!("call-words-wedding", card = card.shown()),
        Call::Wedding(None) => t!("call-words-wedding-first-foreign"),
        Call::SilentSolo => t!("call-words-silent-solo"),
        Call::TakeSkat => t!("call-words-take-skat"),
        Call::Kontra => t!("call-words-kontra"),
        Call::Re => t!("call-words-re"),
    }
}

// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
fn call_with_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    table: Option<Res<Table>>,
    overlays: Query<(), With<Dismissable>>,
    mut choice: ResMut<CallChoice>,
    mut selection: ResMut<Selection>,
    mut calls_out: MessageWriter<MakeCall>,
    mut hints: MessageReader<AskHint>,
    focus: Option<Res<bevy::input_focus::InputFocus>>,
    buttons: Query<(), With<Button>>,
) {
    let asked = hints.read().count() > 0;
    let (Some(keys), Some(table)) = (keys, table) else {
        return;
    };
    if !overlays.is_empty() {
        return;
    }
    let Some((seat, calls)) = persons_call(&table) else {
        return;
    };
    let weddings = wedding_cards(&calls).len().max(1);
    if keys.just_pressed(KeyCode::ArrowRight) {
        choice.called = (choice.called + 1) % weddings;
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        choice.called = (choice.called + weddings - 1) % weddings;
    }
    let pressed = |k: KeyCode| keys.just_pressed(k);
    let wanted = if pressed(KeyCode::KeyP) {
        Some(Call::Pass)
    } else if pressed(KeyCode::KeyT) {
        Some(Call::TakeSkat)
    } else if let Some(i) = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
    ]
    .iter()
    .position(|&k| pressed(k))
    {
        Some(Call::Solo(SOLO_SUITS[i]))
    } else if pressed(KeyCode::KeyW) {
        Some(Call::Wedding(chosen_wedding_card(&calls, &choice)))
    } else if pressed(KeyCode::KeyF) {
        Some(Call::Wedding(None))
    } else if pressed(KeyCode::KeyS) {
        Some(Call::SilentSolo)
    } else {
        None
    };
    // Enter accepts the hint, as it plays the hinted card, unless a button has the focus (Enter is its then).
    // (A focus left on a button of a screen gone since does not count.)
    let unfocused = focus
        .and_then(|f| f.get())
        .is_none_or(|entity| !buttons.contains(entity));
    let wanted = wanted.or_else(|| {
        (pressed(KeyCode::Enter) && unfocused)
            .then_some(choice.hint)
            .flatten()
    });
    if let Some(call) = wanted {
        calls_out.write(MakeCall(call));
    }
    if keys.just_pressed(KeyCode::KeyH) || asked {
        // The hint for a call: the Normal player's, from the person's own view.
        choice.hint = crate::ai::suggest_call(&table.game, seat);
        if let Some(Call::Wedding(Some(card))) = choice.hint
            && let Some(i) = wedding_cards(&calls).iter().position(|&c| c == card)
        {
            choice.called = i;
        }
        selection.refusal = None;
    }
}

/// Makes the person's call through the engine, or says why it cannot be made.
fn make_persons_call(
    mut asks: MessageReader<MakeCall>,
    table: Option<ResMut<Table>>,
    mut choice: ResMut<CallChoice>,
    mut selection: ResMut<Selection>,
    mut coaching: Option<ResMut<Coaching>>,
) {
    let Some(MakeCall(call)) = asks.read().last().copied() else {
        return;
    };
    let Some(mut table) = table else { return };
    let Some((seat, calls)) = persons_call(&table) else {
        return;
    };
    if !calls.contains(&call) {
        selection.refusal = Some(refusal(&table, seat, call));
        return;
    }
    if coach_takes_back(coaching.as_deref_mut(), Made::Call(call)) {
        selection.refusal = None;
        return;
    }
    match table.decide(seat, Made::Call(call)) {
        Ok(()) => {
            if let Some(coaching) = coaching.as_deref_mut() {
                coaching.made(Made::Call(call));
            }
            *choice = CallChoice::default();
            selection.refusal = None;
        }
        Err(e) => selection.refusal = Some(crate::app::i18n::refusal(&e)),
    }
}

/// Why the person may not make `call` now, in words.
fn refusal(table: &Table, seat: Seat, call: Call) -> String {
    let (forced, holder) = match &table.game {
        crate::engine::AnyMatch::Schafkopf(g) => (
            g.forced() == Some(seat),
            g.black_queens_holder() == Some(seat),
        ),
        _ => (false, false),
    };
    match call {
        Call::Pass if forced => t!("call-refused-owe-solo"),
        Call::Pass if holder => t!("call-refused-black-queens"),
        Call::Wedding(_) | Call::SilentSolo if table.game.players() == 4 => {
            t!("call-refused-not-holder")
        }
        Call::Wedding(_) | Call::SilentSolo => t!("call-refused-dreiwendsch"),
        Call::Solo(_) if table.game.players() == 3 => t!("call-refused-dreiwendsch-solo"),
        _ => t!("call-refused", call = call_words(&call)),
    }
}

/// The computer whose call it is makes it from its own view, a moment after the call before it was shown.
fn call_for_computer(
    table: Option<ResMut<Table>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut waited: Local<f32>,
) {
    let Some(mut table) = table else { return };
    if !super::flow::computers_turn_due(&table, &settings, &time, &mut waited) {
        return;
    }
    let Some(Decision::Declare { seat }) = table.game.decision() else {
        return;
    };
    let game = table.game;
    let Some(Some(player)) = table
        .bypass_change_detection()
        .players
        .get_mut(seat.index())
    else {
        return;
    };
    let Some(call) = player.decide_call(&game, seat) else {
        error!("{seat}'s computer player made no call");
        return;
    };
    *waited = 0.0;
    match table.apply(seat, Move::Call(call)) {
        Ok(()) => {}
        Err(e) => error!("{seat}'s computer player tried {call}: {e}"),
    }
}

/// A call said aloud goes on the caller's plate.
fn show_call(mut commands: Commands, table: Option<ResMut<Table>>) {
    let Some(mut table) = table else { return };
    let Some(TableEvent::Declared { seat, call }) =
        take_next(&mut table, |e| matches!(e, TableEvent::Declared { .. }))
    else {
        return;
    };
    if let ShownScores::Schafkopf { calls, .. } = &mut table.shown.scores {
        calls[seat.index()] = Some(call);
    }
    table.shown.steps += 1;
    commands.trigger(CallAnnounced { seat, call });
}

/// The panel of the person's calls in the middle of the table.
#[derive(Component)]
struct CallPanel;

/// The call panel's box (inside the [`CallPanel`] layer, which places it).
#[derive(Component)]
pub struct CallBox;

/// A call panel too low for its buttons between a sideways phone's side seats: it takes the window's width.
#[derive(Component)]
struct CallWide;

/// The call panel's heading ("Your call"): left out on a phone, whose prompt just under the panel says it.
#[derive(Component)]
struct CallHeading;

/// The room a tall table's toolbar takes at the top of the window, in UI units (its icons and their margins).
const TOOLBAR_ROOM: f32 = 72.0;

/// Places the call panel: on a desk in the middle of the window, as wide as the room between the side seats'
/// plates; on a phone (a tall or low table) over the table's middle with its foot just over the prompt, so the
/// person's hand, plate and prompt stay in sight, and never under the toolbar. It may cover the other seats,
/// which have nothing to do while the person calls (a wedding's panel is taller than a small phone's middle);
/// where even that room is too low (a wedding sideways on a small phone) it scrolls.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn place_call_panel(
    mut commands: Commands,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    frame: Res<super::frame::TableFrame>,
    prompt: Res<super::frame::PromptTop>,
    table: Option<Res<Table>>,
    mut layers: Query<&mut Node, (With<CallPanel>, Without<CallBox>, Without<CallHeading>)>,
    mut boxes: Query<
        (Entity, &mut Node, &ComputedNode, Has<CallWide>),
        (With<CallBox>, Without<CallPanel>, Without<CallHeading>),
    >,
    mut headings: Query<&mut Node, (With<CallHeading>, Without<CallPanel>, Without<CallBox>)>,
) {
    let (Ok(window), Some(table)) = (windows.single(), table) else {
        return;
    };
    let h = window.height();
    let ui = scale.map_or(1.0, |s| s.0).max(0.1);
    let tall = frame.tall(&table.game);
    let low = tall.as_ref().is_some_and(|t| t.low);
    let wide = boxes.iter().any(|(.., wide)| wide);
    let (top, bottom, align, width) = match tall {
        // Sideways, the foot over the person's band; across, the room between the side columns, or nearly the
        // window's width where the buttons take more rows there than the height has (a wedding's; a small phone).
        Some(t) if t.low => (
            px(TOOLBAR_ROOM),
            px((h / 2.0
                + (t.console() + super::layout::PLATE.y / 2.0 + 24.0)
                    .max(prompt.0.unwrap_or(0.0) + 4.0)
                    * frame.pixels)
                / ui),
            AlignItems::FlexEnd,
            // The whole room between the side seats: its buttons in as few rows as they go, so the panel
            // stays clear of the seat across (at 46 % of the window, two rows ran over Otto's "8 cards").
            if wide {
                Val::Percent(96.0)
            } else {
                px(t.between_side_columns() * frame.pixels / ui)
            },
        ),
        // Upright, the foot over the prompt's two lines (or its three, German's on a small phone); across, nearly
        // the window's width.
        Some(t) => (
            px(TOOLBAR_ROOM),
            px((h / 2.0 + (t.note_y().max(prompt.0.unwrap_or(0.0)) + 4.0) * frame.pixels) / ui),
            AlignItems::FlexEnd,
            Val::Percent(96.0),
        ),
        // The table's height sets its scale, so a share of it is the room between the side seats' plates. The
        // panel stands on the prompt's top, where the middle of the window put it at the smaller text sizes (a
        // wedding's, at the largest, covered the prompt's first line there).
        None => (
            px(0),
            prompt.0.map_or(px(0), |top| {
                px(((h / 2.0 + (top + 4.0) * frame.pixels) / ui).max(0.0))
            }),
            AlignItems::FlexEnd,
            Val::Vh(58.0),
        ),
    };
    for mut layer in &mut layers {
        if layer.top != top || layer.bottom != bottom || layer.align_items != align {
            layer.top = top;
            layer.bottom = bottom;
            layer.align_items = align;
        }
    }
    for (entity, mut panel, laid_out, was_wide) in &mut boxes {
        if panel.width != width {
            panel.width = width;
        }
        // Laid out at the narrower width and still scrolling: widened from the next frame on.
        if low && !was_wide && laid_out.content_size.y > laid_out.size.y + 1.0 {
            commands.entity(entity).insert(CallWide);
        }
    }
    let heading = if tall.is_some() {
        Display::None
    } else {
        Display::Flex
    };
    for mut node in &mut headings {
        if node.display != heading {
            node.display = heading;
        }
    }
}

/// The label of a wedding's called card in the panel.
#[derive(Component)]
struct WeddingLabel;

/// Shows the call panel while the person is to declare (rebuilt when what it offers changes), and takes it away
/// after.
// A Bevy system takes what it reads as parameters.
#[allow(clippy::too_many_arguments)]
fn show_call_panel(
    mut commands: Commands,
    table: Option<Res<Table>>,
    phase: Option<Res<State<Phase>>>,
    choice: Res<CallChoice>,
    panels: Query<Entity, With<CallPanel>>,
    mut labels: Query<(&mut Text, &ChildOf), With<WeddingLabel>>,
    mut tips: Query<&mut ui::Tooltip>,
    frame: Res<super::frame::TableFrame>,
) {
    // The panel follows the match, the phase and the person's choice: nothing to do in other frames.
    let changed = table.as_ref().is_none_or(|t| t.is_changed())
        || phase.as_ref().is_none_or(|p| p.is_changed())
        || choice.is_changed();
    if !changed {
        return;
    }
    let offered = table
        .as_deref()
        .and_then(persons_call)
        .filter(|_| phase.is_some_and(|p| *p.get() == Phase::Declaring));
    let Some((_, calls)) = offered else {
        for panel in &panels {
            commands.entity(panel).despawn();
        }
        return;
    };
    // A phone's panel speaks of taps, as its prompt does: no keys to name, and its buttons narrower.
    let taps = frame.is_tall() || crate::app::i18n::touch();
    if let Some(card) = chosen_wedding_card(&calls, &choice) {
        for (mut text, button) in &mut labels {
            let line =
                crate::app::i18n::in_taps(taps, || t!("call-wedding-button", card = card.shown()));
            if text.0 != line {
                text.0 = line;
            }
            // Its tooltip names the card called now too.
            if let Ok(mut tip) = tips.get_mut(button.parent()) {
                let word = call_words(&Call::Wedding(Some(card)));
                if tip.word != word {
                    tip.word = word;
                }
            }
        }
    }
    if !panels.is_empty() {
        return;
    }
    crate::app::i18n::in_taps(taps, || {
        spawn_call_panel(&mut commands, table.as_deref(), &calls, &choice)
    });
}

/// Spawns the call panel offering `calls` to the person.
fn spawn_call_panel(
    commands: &mut Commands,
    table: Option<&Table>,
    calls: &[Call],
    choice: &CallChoice,
) {
    let root = commands
        .spawn((
            Name::new("Call panel"),
            CallPanel,
            DespawnOnExit(Screen::Playing),
            // Over the whole window until `place_call_panel` fits it to the table.
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                top: px(0),
                bottom: px(0),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            // The empty space around the panel lets the pointer through to the table.
            Pickable::IGNORE,
            // On a phone its lines are 14 px and its buttons 44 px tall or more, as a menu's.
            ui::Menu,
        ))
        .id();
    let panel = commands
        .spawn((
            CallBox,
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(6),
                padding: UiRect::all(px(12)),
                // A set width (`place_call_panel`), so the buttons wrap rather than cover a plate: a wrapping row
                // inside a panel that shrinks to fit is not given the height of its second line.
                width: Val::Vh(58.0),
                // Never beyond its room: a wedding's panel on a small phone scrolls.
                max_height: percent(100),
                overflow: Overflow::scroll_y(),
                // Rounded with a thin light edge, as the plates are.
                border: UiRect::all(px(1.5)),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            // The plates' green (`hud::PLATE_COLOUR`), opaque: on a phone it may lie over other seats' plates,
            // which must not show through.
            BackgroundColor(Color::srgb(0.02, 0.10, 0.06)),
            BorderColor::all(crate::app::tool_buttons::TOOL_EDGE),
            ChildOf(root),
        ))
        .id();
    let heading = if calls.contains(&Call::TakeSkat) {
        t!("call-panel-skat")
    } else if calls.iter().all(|c| matches!(c, Call::Solo(_)))
        && table.is_some_and(|t| t.game.players() == 3)
    {
        t!("call-panel-name-trump")
    } else {
        t!("call-panel-your-call")
    };
    commands.spawn((ui::text(heading, 20.0, GOLD), CallHeading, ChildOf(panel)));
    let solos = commands.spawn((ui::row(), ChildOf(panel))).id();
    // Each call explains itself: under the pointer, or held by a finger (which makes no call).
    let skat = calls.contains(&Call::TakeSkat);
    if skat {
        commands.spawn((
            call_button(
                t!("call-button-take-skat"),
                Call::TakeSkat,
                call_tip(Call::TakeSkat, skat),
            ),
            ChildOf(solos),
        ));
    }
    if calls.contains(&Call::Pass) {
        commands.spawn((
            call_button(
                t!("call-button-pass"),
                Call::Pass,
                call_tip(Call::Pass, skat),
            ),
            ChildOf(solos),
        ));
    }
    for (i, suit) in SOLO_SUITS.into_iter().enumerate() {
        let call = Call::Solo(suit);
        if calls.contains(&call) {
            // A German or Swiss suit is named too: small acorns and bells are told apart by name.
            commands.spawn((
                call_button(
                    t!(
                        "call-button-solo",
                        suit = crate::app::i18n::suit_symbol(suit),
                        name = crate::app::i18n::suit_word(suit),
                        key = i + 1
                    ),
                    call,
                    call_tip(call, skat),
                ),
                ChildOf(solos),
            ));
        }
    }
    if let Some(card) = chosen_wedding_card(calls, choice) {
        commands.spawn((
            ui::text(t!("call-panel-black-queens"), 16.0, INK.with_alpha(0.8)),
            ChildOf(panel),
        ));
        let row = commands.spawn((ui::row(), ChildOf(panel))).id();
        commands.spawn((
            ui::small_button_marked(
                "◀",
                (),
                ui::Tooltip {
                    word: "◀".into(),
                    key: "←",
                    tip: t!("call-tip-wedding-previous"),
                },
                |_: On<Activated>, table: Option<Res<Table>>, mut choice: ResMut<CallChoice>| {
                    let n = table
                        .as_deref()
                        .and_then(persons_call)
                        .map_or(1, |(_, c)| wedding_cards(&c).len().max(1));
                    choice.called = (choice.called + n - 1) % n;
                },
            ),
            ChildOf(row),
        ));
        commands.spawn((
            ui::small_button_marked(
                t!("call-wedding-button", card = card.shown()),
                WeddingLabel,
                call_tip(Call::Wedding(Some(card)), skat),
                |_: On<Activated>,
                 table: Option<Res<Table>>,
                 choice: Res<CallChoice>,
                 mut out: MessageWriter<MakeCall>| {
                    let Some((_, calls)) = table.as_deref().and_then(persons_call) else {
                        return;
                    };
                    out.write(MakeCall(Call::Wedding(chosen_wedding_card(
                        &calls, &choice,
                    ))));
                },
            ),
            ChildOf(row),
        ));
        commands.spawn((
            ui::small_button_marked(
                "▶",
                (),
                ui::Tooltip {
                    word: "▶".into(),
                    key: "→",
                    tip: t!("call-tip-wedding-next"),
                },
                |_: On<Activated>, table: Option<Res<Table>>, mut choice: ResMut<CallChoice>| {
                    let n = table
                        .as_deref()
                        .and_then(persons_call)
                        .map_or(1, |(_, c)| wedding_cards(&c).len().max(1));
                    choice.called = (choice.called + 1) % n;
                },
            ),
            ChildOf(row),
        ));
        let others = commands.spawn((ui::row(), ChildOf(panel))).id();
        for (label, call) in [
            (t!("call-button-first-foreign"), Call::Wedding(None)),
            (t!("call-button-silent-solo"), Call::SilentSolo),
        ] {
            if calls.contains(&call) {
                commands.spawn((
                    call_button(label, call, call_tip(call, skat)),
                    ChildOf(others),
                ));
            }
        }
    }
}

/// A button making `call`, explained by `tip`; a suit in its label is drawn in the suit's colour.
fn call_button(label: String, call: Call, tip: ui::Tooltip) -> impl Bundle {
    ui::small_button_marked(
        label,
        SuitLabel,
        tip,
        move |_: On<Activated>, mut out: MessageWriter<MakeCall>| {
            out.write(MakeCall(call));
        },
    )
}

/// What `call` means, for its button's tooltip (no skat on offer).
pub fn call_tooltip(call: Call) -> ui::Tooltip {
    call_tip(call, false)
}

/// What `call` means, for its button's tooltip: its name, its key and what it does (`skat`: the skat is offered,
/// Dreiwendsch, where passing leaves it to the next player).
fn call_tip(call: Call, skat: bool) -> ui::Tooltip {
    use crate::app::i18n::suit_symbol;
    let (key, tip) = match call {
        Call::Pass if skat => ("P", t!("call-tip-pass-skat")),
        Call::Pass => ("P", t!("call-tip-pass")),
        Call::TakeSkat => ("T", t!("call-tip-take-skat")),
        Call::Solo(suit) => {
            const KEYS: [&str; 4] = ["1", "2", "3", "4"];
            let i = SOLO_SUITS.iter().position(|&s| s == suit).unwrap_or(0);
            (KEYS[i], t!("call-tip-solo", suit = suit_symbol(suit)))
        }
        Call::Wedding(Some(_)) => ("W", t!("call-tip-wedding")),
        Call::Wedding(None) => ("F", t!("call-tip-first-foreign")),
        Call::SilentSolo => ("S", t!("call-tip-silent-solo")),
        Call::Kontra => ("K", t!("call-tip-kontra")),
        Call::Re => ("K", t!("call-tip-re")),
    };
    ui::Tooltip {
        word: call_words(&call),
        key,
        tip,
    }
}
