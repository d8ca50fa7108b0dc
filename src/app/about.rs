//! The About panel, opened from the title: the game's version, where its files live, and the credits and licences
//! of its code, card art, fonts and sounds (the same as `CREDITS.md` and the licence files beside a downloaded
//! game). It opens on [`OpenPanel`] with [`Panel::About`].

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;

use super::state::{OpenPanel, Panel, PanelScope};
use super::storage::Store;
use super::ui::{self, Dismissable, GOLD, INK};

pub(super) fn plugin(app: &mut App) {
    app.add_observer(open_on_request);
}

/// The About panel.
#[derive(Component)]
pub struct AboutPanel;

fn open_on_request(open: On<OpenPanel>, mut commands: Commands, store: Res<Store>) {
    if open.panel == Panel::About {
        open_about(&mut commands, open.scope, &files_here(&store));
    }
}

/// Where this game keeps the player's files: the store's place, and the packs folder on desktop.
pub fn files_here(store: &Store) -> Files {
    Files {
        saves: store.place(),
        packs: super::cards::player_packs_folder().map(|p| p.display().to_string()),
    }
}

/// Where the player's files are, as the panel says it.
#[derive(Clone, Debug)]
pub struct Files {
    /// Settings, the saved match and statistics: a folder, or what stands in for one.
    pub saves: String,
    /// The card packs folder (none on the web).
    pub packs: Option<String>,
}

/// How a line of the panel is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// The version: gold, larger.
    Version,
    /// A line of text.
    Plain,
    /// A heading over the lines that follow (the credits).
    Heading,
    /// The licence, last: quieter.
    Quiet,
}

/// The lines of the panel under its heading, in order: the version, the game, where the files are, the credits
/// (one line for each kind of thing) and the licence.
pub fn about_lines(files: &Files) -> Vec<(Look, String)> {
    let mut lines = vec![
        (Look::Version, t!("about-version", version = crate::VERSION)),
        (Look::Plain, t!("about-blurb")),
        (Look::Plain, t!("about-files", place = files.saves.as_str())),
    ];
    if let Some(packs) = &files.packs {
        lines.push((Look::Plain, t!("about-packs", place = packs.as_str())));
    }
    lines.extend([
        (Look::Heading, t!("about-credits")),
        (Look::Plain, t!("about-credit-cards")),
        (Look::Plain, t!("about-credit-made")),
        (Look::Plain, t!("about-credit-fonts")),
        (Look::Plain, t!("about-credit-code")),
        (Look::Quiet, t!("about-licence")),
    ]);
    lines
}

/// Opens the About panel; `scope` says what closes it.
pub fn open_about(commands: &mut Commands, scope: PanelScope, files: &Files) {
    let mut root = commands.spawn((ui::overlay("About", true), AboutPanel, Dismissable));
    root.insert(GlobalZIndex(30));
    scope.scope(&mut root);
    let root = root.id();
    // Back stays at the panel's foot; the lines above it scroll on a small window.
    let (panel, row) = ui::footed(commands, root);
    commands.spawn((ui::text(t!("about-title"), 36.0, GOLD), ChildOf(panel)));
    for (look, line) in about_lines(files) {
        let (size, colour) = match look {
            Look::Version => (20.0, GOLD),
            Look::Heading => (18.0, GOLD),
            Look::Plain => (16.0, INK),
            Look::Quiet => (15.0, INK.with_alpha(0.75)),
        };
        commands.spawn((
            bevy::ui::widget::Label,
            Text::new(line),
            TextFont::from_font_size(size),
            TextColor(colour),
            // A folder's path has no spaces to break at: a long one breaks anywhere rather than run off a phone.
            TextLayout::new(Justify::Center, LineBreak::WordOrCharacter),
            ChildOf(panel),
        ));
    }
    commands.spawn((
        ui::sized_button(
            t!("button-back-esc"),
            (),
            px(200),
            AutoFocus,
            ui::close::<AboutPanel>,
        ),
        ChildOf(row),
    ));
}
