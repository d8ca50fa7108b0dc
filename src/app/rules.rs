//! The rules panel: a game's rules in a few lines and the keys, over the title screen or the pause menu, with a
//! button for each other game's. The texts are the language files' `rules-*` messages, whole: a player has no
//! `docs/rules-*.md` (the rules with examples, for those who build the game). It opens on [`OpenPanel`] with
//! [`Panel::Rules`].

use bevy::prelude::*;

use super::state::table::Table;
use super::state::{OpenPanel, Panel, PanelScope};
use super::ui::{self, Activated, Dismissable, GOLD, INK};
use crate::engine::GameKind;
use bevy::input_focus::AutoFocus;

pub(super) fn plugin(app: &mut App) {
    app.add_observer(open_on_request);
}

fn open_on_request(open: On<OpenPanel>, mut commands: Commands, table: Option<Res<Table>>) {
    if let Panel::Rules(game) = open.panel {
        open_rules(
            &mut commands,
            game,
            open.scope,
            table_size(game, table.as_deref()),
        );
    }
}

/// The size of the table being played, if it is a table of `game`: the rules then say what applies to it.
fn table_size(game: GameKind, table: Option<&Table>) -> Option<u8> {
    table.filter(|t| t.kind() == game).map(|t| t.game.players())
}

/// The short rules of `game`, as the panel shows them (`rules-<game>` in the language files); at a table of
/// `players`, what depends on the table's size is said for that size alone (Hearts' passes).
pub fn rules_text(game: GameKind, players: Option<u8>) -> String {
    match game {
        GameKind::Wendellhead => t!("rules-wendellhead"),
        GameKind::Whist => t!("rules-whist"),
        GameKind::Hearts => t!(
            "rules-hearts",
            passes = match players {
                Some(3) => "three",
                Some(4) => "four",
                Some(5) => "five",
                _ => "any",
            }
        ),
        GameKind::Schafkopf => t!("rules-schafkopf"),
    }
}

/// What the panel says after the rules: they are whole, and the table explains each card (a player has no
/// `docs/` folder; the rules there with examples are for those who build the game).
pub fn full_rules() -> String {
    t!("rules-full")
}

/// The keys, as the panel shows them.
pub fn keys(game: GameKind) -> String {
    // The game's own keys on a line of their own: one message, so a change of language says it again whole.
    let extra = match game {
        GameKind::Hearts => t!("rules-keys-line", line = t!("rules-keys-passing")),
        GameKind::Schafkopf => t!("rules-keys-line", line = t!("rules-keys-declaring")),
        GameKind::Wendellhead | GameKind::Whist => String::new(),
    };
    t!(
        "rules-keys",
        extra = extra,
        trick = crate::app::state::table::trick_word(game)
    )
}

/// The width of the panel's Back button.
const BUTTON: f32 = 200.0;

/// The rules panel.
#[derive(Component)]
pub struct RulesPanel;

/// Opens the rules panel of `game`; `scope` says what closes it; `players` is the table's size when it is opened
/// at a table of that game.
pub fn open_rules(commands: &mut Commands, game: GameKind, scope: PanelScope, players: Option<u8>) {
    let mut root = commands.spawn((ui::overlay("Rules", true), RulesPanel, Dismissable));
    root.insert(GlobalZIndex(30));
    scope.scope(&mut root);
    let root = root.id();
    // Back and the other games' rules stay at the panel's foot; the rules above them scroll.
    let (panel, row) = ui::footed(commands, root);
    commands.spawn((
        ui::text(
            t!(
                "rules-how-to-play",
                game = crate::app::i18n::game_title(game)
            ),
            36.0,
            GOLD,
        ),
        ChildOf(panel),
    ));
    commands.spawn((
        Text::new(rules_text(game, players)),
        TextFont::from_font_size(17.0),
        TextColor(INK),
        ChildOf(panel),
    ));
    commands.spawn((ui::text(keys(game), 16.0, GOLD), ChildOf(panel)));
    commands.spawn((
        ui::text(full_rules(), 15.0, INK.with_alpha(0.7)),
        ChildOf(panel),
    ));
    commands.spawn((
        ui::sized_button(
            t!("button-back-esc"),
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
                crate::app::i18n::game_short_title(other),
                move |_: On<Activated>,
                      mut commands: Commands,
                      table: Option<Res<Table>>,
                      panels: Query<Entity, With<RulesPanel>>| {
                    for panel in &panels {
                        commands.entity(panel).despawn();
                    }
                    open_rules(
                        &mut commands,
                        other,
                        scope,
                        table_size(other, table.as_deref()),
                    );
                },
            ),
            ChildOf(row),
        ));
    }
}
