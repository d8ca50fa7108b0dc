//! The rules panel: a game's rules in a few lines and the keys, over the title screen or the pause menu, with a
//! button for each other game's. The full texts with examples are `docs/rules-wendellhead.md`,
//! `docs/rules-whist.md` and `docs/rules-hearts.md`. It opens on [`OpenPanel`] with [`Panel::Rules`].

use bevy::prelude::*;

use super::state::{OpenPanel, Panel, PanelScope};
use super::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::GameKind;
use bevy::input_focus::AutoFocus;

pub(super) fn plugin(app: &mut App) {
    app.add_observer(open_on_request);
}

fn open_on_request(open: On<OpenPanel>, mut commands: Commands) {
    if let Panel::Rules(game) = open.panel {
        open_rules(&mut commands, game, open.scope);
    }
}

/// Wendellhead's rules in short, as the panel shows them.
pub const RULES: &str = "\
• A Pin is a trick: each player plays one card, and the best card wins them all. Cards rank Ace high, then \
K Q J 10 9 8 7 6 5 4 3 2.
• 2 to 5 players, 7 cards each. The rest of the pack is the stock; its top card is turned face up beside it: \
the prize of the next Pin.
• The suit of the first prize of a deal is trump for the whole deal (option: each prize sets trump for its Pin).
• The player left of the dealer leads; then the winner of each Pin leads. Follow suit if you can; if you cannot, \
play any card, a trump or a discard.
• The highest trump wins the Pin; with no trump in it, the highest card of the suit led.
• The winner takes the prize into their hand, everyone else draws one card, and a new prize is turned, as long \
as the stock can still go round. Then the few cards left are set aside unseen and the hands are played out.
• Every Pin counts one. The Pins that win a Flint: 40 at two players, 35 at three, 30 at four, 25 at five \
(a short match: half, and one Flint). The Flint is won the moment a player gets there, even in the middle of a \
deal: everyone's Pins start again from 0 and the Flint's winner deals afresh. A deal played out without a Flint \
is dealt again with the Pins kept.
• The first to win 3 Flints wins the match.";

/// Classic Whist's rules in short, as the panel shows them.
pub const WHIST_RULES: &str = "\
• Four players in two partnerships: you and the player opposite (Otto) against the other two. 52 cards, Ace high \
down to 2; the dealer deals them all, 13 each.
• The dealer's last card is turned face up: its suit is trump for the hand. It stays on show until the dealer \
plays to the first trick, then it is an ordinary card of the dealer's hand.
• The player left of the dealer leads; the winner of each trick leads the next. Follow suit if you can; if you \
cannot, play any card, a trump or a discard.
• The highest trump wins the trick; with no trump in it, the highest card of the suit led.
• After 13 tricks, the side with more than six scores one point for each trick above six (8 tricks: 2 points).
• Option, honours: a side dealt all four of A K Q J of trump scores 4, three of them 2 (not from one point short \
of the target, and not in a hand whose tricks reach the target).
• The first side to the target (5 points; 7, 9 or 10 as chosen) wins the game; a rubber is won with two games. \
The deal passes to the left after every hand.";

/// Hearts' rules in short, as the panel shows them.
pub const HEARTS_RULES: &str = "\
• 3, 4 or 5 players, each for themselves; 52 cards (at three the 2♦ is out, at five the 2♦ and 2♣; option: a \
kitty instead), all dealt. Ace high, no trump.
• Before each hand pass three cards: left, right, across, then none (three or five players: left, right, none).
• The 2♣ (the 3♣ at five) opens. Follow suit if you can; the highest card of the suit led wins the trick.
• No hearts and no Q♠ on the first trick unless you have nothing else; hearts may not be led until one has been \
played (the Q♠ breaks them too), unless you hold only hearts.
• Each heart taken is 1 point, the Q♠ 13 (option: the J♦ −10). Take them all and you shoot the moon: 0 for you and \
26 for everyone else.
• The game ends when someone reaches 100 (or 50): the lowest total wins.";

/// Wendish Schafkopf's rules in short, as the panel shows them.
pub const SCHAFKOPF_RULES: &str = "\
• Four players, 32 cards (7 to Ace), 8 each. Trumps always: Q♣ Q♠ Q♥ Q♦ J♣ J♠ J♥ J♦, then A 10 K 9 8 7 of \
diamonds (or of a lust solo's suit). Other suits rank A 10 K 9 8 7.
• Follow the suit led (a trump lead asks for trump) if you can, otherwise anything. Highest trump wins.
• In turn each may declare a lust solo (naming the trump suit) and play alone. Otherwise the holders of Q♣ and Q♠ \
play together, unannounced; one player with both black queens holds a wedding (calling a partner) or plays a \
silent solo.
• Card points: A 11, 10 10, K 4, Q 3, J 2; the declarers need 61 of 120. Under 30 is schneider, no trick schwarz.
• A game is worth 1, +1 schneider, +1 schwarz: partners each gain or pay it; a soloist three times, each defender once. The cashier keeps every balance over the match (16 deals).";

/// The short rules of `game`.
pub fn rules_text(game: GameKind) -> &'static str {
    match game {
        GameKind::Wendellhead => RULES,
        GameKind::Whist => WHIST_RULES,
        GameKind::Hearts => HEARTS_RULES,
        GameKind::Schafkopf => SCHAFKOPF_RULES,
    }
}

/// Where the whole rules of `game` are, with an example for each.
pub fn full_rules(game: GameKind) -> String {
    format!(
        "The full rules, with an example for each: docs/rules-{}.md in the game's folder",
        game.name()
    )
}

/// The keys, as the panel shows them.
pub fn keys(game: GameKind) -> String {
    let passing = match game {
        GameKind::Hearts => {
            "\nPassing: Enter, Space or a click picks a card (again: puts it back) · P passes the three"
        }
        GameKind::Schafkopf => {
            "\nDeclaring: P pass · 1-4 a solo in ♦ ♣ ♠ ♥ · W a wedding (← → the card it calls) · F the first \
             foreign trick · S a silent solo"
        }
        GameKind::Wendellhead | GameKind::Whist => "",
    };
    format!(
        "← → or 1-9 choose a card · Enter or Space play it (or click, or drag it to the table){passing}\n\
         H hint · L last {} · U undo (casual play) · C claim the rest (when offered) · A read your hand aloud · \
         Esc menu\n\
         In menus: Tab or ↑ ↓ move, ← → change a setting, Enter choose · R on the title: replay a deal from its code",
        crate::app::state::table::trick_word(game)
    )
}

/// The width of the panel's Back button.
const BUTTON: f32 = 200.0;

/// The rules panel.
#[derive(Component)]
pub struct RulesPanel;

/// Opens the rules panel of `game`; `scope` says what closes it.
pub fn open_rules(commands: &mut Commands, game: GameKind, scope: PanelScope) {
    let mut root = commands.spawn((ui::overlay("Rules", true), RulesPanel, Dismissable));
    root.insert(GlobalZIndex(30));
    scope.scope(&mut root);
    let root = root.id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    commands.spawn((
        ui::text(format!("How to play {}", game.title()), 36.0, GOLD),
        ChildOf(panel),
    ));
    commands.spawn((
        Text::new(rules_text(game)),
        TextFont::from_font_size(17.0),
        TextColor(INK),
        ChildOf(panel),
    ));
    commands.spawn((ui::text(keys(game), 16.0, GOLD), ChildOf(panel)));
    commands.spawn((
        ui::text(full_rules(game), 15.0, INK.with_alpha(0.7)),
        ChildOf(panel),
    ));
    let row = commands.spawn((ui::row(), ChildOf(panel))).id();
    commands.spawn((
        ui::sized_button(
            "Back (Esc)",
            (),
            px(BUTTON),
            AutoFocus,
            ui::close::<RulesPanel>,
        ),
        ChildOf(row),
    ));
    // Back, and the other games' rules in place of these, in one row: small buttons by their short names, so the
    // row stays one line with four games.
    for other in GameKind::ALL.into_iter().filter(|&g| g != game) {
        commands.spawn((
            ui::small_button(
                other.short_title(),
                move |_: On<Activated>,
                      mut commands: Commands,
                      panels: Query<Entity, With<RulesPanel>>| {
                    for panel in &panels {
                        commands.entity(panel).despawn();
                    }
                    open_rules(&mut commands, other, scope);
                },
            ),
            ChildOf(row),
        ));
    }
}
