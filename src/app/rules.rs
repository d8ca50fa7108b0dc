//! The rules panel: Wendellhead's rules in a few lines and the keys, over the title screen or the pause menu.
//! The full text with examples is `docs/rules-wendellhead.md`.

use bevy::prelude::*;

use super::ui::{self, Dismissable, GOLD, INK};
use bevy::input_focus::AutoFocus;

/// The rules in short, as the panel shows them.
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

/// Where the whole rules are, with an example for each.
pub const FULL_RULES: &str =
    "The full rules, with an example for each: docs/rules-wendellhead.md in the game's folder";

/// The keys, as the panel shows them.
pub const KEYS: &str = "\
← → or 1-9 choose a card · Enter or Space play it (or click, or drag it to the table)
H hint · L last Pin · Esc menu · in menus: Tab or ↑ ↓ move, ← → change a setting, Enter choose";

/// The rules panel.
#[derive(Component)]
pub struct RulesPanel;

/// Opens the rules panel; `scope` is the screen or phase whose exit removes it.
pub fn open_rules(commands: &mut Commands, scope: impl Bundle) {
    let root = commands
        .spawn((ui::overlay("Rules", true), RulesPanel, Dismissable, scope))
        .insert(GlobalZIndex(30))
        .id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
    commands.spawn((ui::text("How to play", 36.0, GOLD), ChildOf(panel)));
    commands.spawn((
        Text::new(RULES),
        TextFont::from_font_size(17.0),
        TextColor(INK),
        ChildOf(panel),
    ));
    commands.spawn((ui::text(KEYS, 16.0, GOLD), ChildOf(panel)));
    commands.spawn((
        ui::text(FULL_RULES, 15.0, INK.with_alpha(0.7)),
        ChildOf(panel),
    ));
    commands.spawn((
        ui::sized_button(
            "Back (Esc)",
            (),
            px(ui::MENU_WIDTH),
            AutoFocus,
            ui::close::<RulesPanel>,
        ),
        ChildOf(panel),
    ));
}
