//! The rules panel: a game's rules in a few lines and the keys, over the title screen or the pause menu, with a
//! button for each other game's. The texts are the language files' `rules-*` messages; the full
//! texts with examples are `docs/rules-*.md`. It opens on [`OpenPanel`] with [`Panel::Rules`].

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

/// The short rules of `game`, as the panel shows them (`rules-<game>` in the language files).
pub fn rules_text(game: GameKind) -> String {
    match game {
        GameKind::Wendellhead => t!("rules-wendellhead"),
        GameKind::Whist => t!("rules-whist"),
        GameKind::Hearts => t!("rules-hearts"),
        GameKind::Schafkopf => t!("rules-schafkopf"),
    }
}

/// Where the whole rules of `game` are, with an example for each.
pub fn full_rules(game: GameKind) -> String {
    t!(
        "rules-full",
        file = format!("docs/rules-{}.md", game.name())
    )
}

/// The keys, as the panel shows them.
pub fn keys(game: GameKind) -> String {
    let extra = match game {
        GameKind::Hearts => t!("rules-keys-passing"),
        GameKind::Schafkopf => t!("rules-keys-declaring"),
        GameKind::Wendellhead | GameKind::Whist => String::new(),
    };
    let extra = if extra.is_empty() {
        extra
    } else {
        format!("\n{extra}")
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

/// Opens the rules panel of `game`; `scope` says what closes it.
pub fn open_rules(commands: &mut Commands, game: GameKind, scope: PanelScope) {
    let mut root = commands.spawn((ui::overlay("Rules", true), RulesPanel, Dismissable));
    root.insert(GlobalZIndex(30));
    scope.scope(&mut root);
    let root = root.id();
    let panel = commands.spawn((ui::panel(), ChildOf(root))).id();
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
