//! The table's frame: from the window's shape, whether the table is laid out as on a desk (the 4:3 table, wider
//! windows showing more felt at the sides), tall, for a phone or tablet held upright (the opponents in rows
//! across the top, the trick in the middle, the person's plate over their hand in rows along the bottom), or low,
//! for a phone held sideways (the opponents at the sides and across the top, the trick between them, the person's
//! plate and the prompt in a band over their hand), and how much of the world the camera shows. The pieces that lie at fixed places (plates, the trump badge, a
//! game's boxes and lines) move when the frame changes, as when a phone turns.

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextBounds;

use super::desk::{CARD, PLATE, TABLE_SIZE};
use crate::app::state::TableSystems;
use crate::app::state::table::Table;
use crate::engine::{AnyMatch, GameKind, Seat};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableFrame>();
    app.init_resource::<PromptTop>();
    app.add_systems(
        Update,
        (measure_frame, fit_camera, place_pieces, fit_plates)
            .chain()
            .before(TableSystems::Show),
    );
}

/// How the table is laid out for the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FrameKind {
    /// The 4:3 table, fitted to the window's height: every window that shows it with text at 13 px or more.
    #[default]
    Desk,
    /// A phone or tablet held upright: a narrower, taller table, its text still 14 px.
    Tall,
    /// A phone held sideways: a wide, low table, its text still 14 px.
    Low,
}

/// The frame the table is laid out in, worked out from the window's size when it changes.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TableFrame {
    /// The layout.
    pub kind: FrameKind,
    /// The world size the camera shows: the 4:3 table on a desk (the least it shows), the whole view when tall.
    pub size: Vec2,
    /// On a desk wider than 4:3, how much felt shows beyond the table on each side, in table units: the corner
    /// pieces move out to the window's edges by this much, and the person's hand centres in the room they leave.
    pub margin: f32,
    /// Window pixels (CSS pixels in a browser) per world unit.
    pub pixels: f32,
    /// The menus' and toolbar's scale (`UiScale`): a low table keeps the top-right corner clear for the toolbar.
    pub ui: f32,
    /// Left-handed (Settings): the person's side of the table mirrored, their plate, pile and buttons at the right
    /// for the left thumb, the toolbar at the top-left and the trump badge at the top-right. The other seats keep
    /// theirs, so play still goes round the same way.
    pub mirror: bool,
}

impl Default for TableFrame {
    fn default() -> Self {
        TableFrame {
            kind: FrameKind::Desk,
            size: TABLE_SIZE,
            margin: 0.0,
            pixels: 1.0,
            ui: 1.0,
            mirror: false,
        }
    }
}

/// The least scale a desk table may be shown at: 800x600 shows it at 0.75, its smallest text at 13 px. A window
/// that would show it smaller and is taller than wide is laid out tall.
const DESK_LEAST: f32 = 0.74;

/// Window pixels per world unit on a tall table at the least: the table's smallest text (17.5 units) at 14 px.
const TALL_PIXELS: f32 = 0.8;

/// A low table's height in world units where the window allows it at 14 px text: a phone held sideways (390 px
/// high) shows 487 units; a lower one (360 px) shows fewer, its text still at 14 px.
const LOW_HEIGHT: f32 = 487.5;

/// How much wider than high a window must be for the low table: phones held sideways are 1.8 to 2.2 times; a
/// squarer small window keeps the desk's table, shrunk.
const LOW_SHAPE: f32 = 1.4;

impl TableFrame {
    /// The frame for a window `width` x `height` (logical pixels).
    pub fn for_window(width: f32, height: f32) -> TableFrame {
        let (w, h) = (width.max(1.0), height.max(1.0));
        let fit = (w / TABLE_SIZE.x).min(h / TABLE_SIZE.y);
        if fit < DESK_LEAST && w >= LOW_SHAPE * h {
            let pixels = (h / LOW_HEIGHT).max(TALL_PIXELS);
            return TableFrame {
                kind: FrameKind::Low,
                size: Vec2::new((w / pixels).round(), (h / pixels).round()),
                margin: 0.0,
                pixels,
                ui: 1.0,
                mirror: false,
            };
        }
        if fit >= DESK_LEAST || w >= h {
            // The camera fits the table's height on a wide window, so the width it shows is the height's share.
            let shown = TABLE_SIZE.y * w / h;
            return TableFrame {
                kind: FrameKind::Desk,
                size: TABLE_SIZE,
                margin: ((shown - TABLE_SIZE.x) / 2.0).max(0.0).round(),
                pixels: fit,
                ui: 1.0,
                mirror: false,
            };
        }
        // Upright: as wide as keeps text at 14 px, between a small phone's 450 units and a tablet's 640.
        let across = (w / TALL_PIXELS).clamp(450.0, 640.0);
        let pixels = w / across;
        TableFrame {
            kind: FrameKind::Tall,
            size: Vec2::new(across, (h / pixels).round()),
            margin: 0.0,
            pixels,
            ui: 1.0,
            mirror: false,
        }
    }

    /// The frame with the menus' scale `ui` (`UiScale`), which sizes the toolbar a low table leaves room for.
    pub fn with_ui(self, ui: f32) -> TableFrame {
        TableFrame { ui, ..self }
    }

    /// The frame mirrored for a left-handed player, or not.
    pub fn with_mirror(self, mirror: bool) -> TableFrame {
        TableFrame { mirror, ..self }
    }

    /// `x` on the person's side: mirrored for a left-handed player.
    pub fn side(&self, x: f32) -> f32 {
        if self.mirror { -x } else { x }
    }

    /// The phone layout for `game`, when the table is laid out tall or low.
    pub fn tall(&self, game: &AnyMatch) -> Option<Tall> {
        let players = game.players();
        self.is_tall().then_some(Tall {
            low: self.kind == FrameKind::Low,
            mirror: self.mirror,
            tools: TOOLBAR_ROW * self.ui / self.pixels,
            size: self.size,
            pixels: self.pixels,
            players: players.clamp(2, 5),
            score_box: game.kind() == GameKind::Whist,
            most: most_in_hand(game),
            // Whist's turn-up lies in a stock's column.
            prize: game.kind() == GameKind::Wendellhead,
            piles: matches!(game, AnyMatch::Schafkopf(g) if g.rules().players() == 2),
            stock: match game {
                AnyMatch::Wendellhead(_) | AnyMatch::Whist(_) => true,
                // Hearts' kitty, or the words naming the cards taken out of play, in the stock's place.
                AnyMatch::Hearts(g) => g.rules().kitty || !g.rules().removed().is_empty(),
                _ => false,
            },
        })
    }

    /// Whether the table is laid out for a phone, tall (upright) or low (sideways): compact plates, the toolbar
    /// as icons, every card of the hand a finger's width.
    pub fn is_tall(&self) -> bool {
        matches!(self.kind, FrameKind::Tall | FrameKind::Low)
    }

    /// Where the prompt line sits, at the player's card size.
    pub fn prompt_y(&self, size: f32, game: Option<&AnyMatch>) -> f32 {
        match game.and_then(|game| self.tall(game)) {
            Some(tall) => tall.prompt_y(),
            None => super::desk::prompt_y(size),
        }
    }

    /// The person's cards' scale at the player's card size (a tall table's are sized from its height alone).
    pub fn hand_scale(&self, size: f32) -> f32 {
        if self.kind == FrameKind::Low {
            low_hand_scale(self.size)
        } else if self.is_tall() {
            tall_hand_scale(self.size)
        } else {
            super::desk::hand_scale(size)
        }
    }

    /// The plates' scale: they grow with the player's card size on a desk (half as much as the cards).
    pub fn plate_scale(&self, size: f32) -> f32 {
        if self.is_tall() {
            1.0
        } else {
            super::desk::label_scale(size)
        }
    }

    /// What the camera must keep in view.
    pub fn view(&self) -> Vec2 {
        self.size
    }
}

/// Works out the frame when the window's shape changes.
fn measure_frame(
    windows: Query<Ref<Window>, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    settings: Res<crate::app::settings::Settings>,
    mut frame: ResMut<TableFrame>,
) {
    // Without a window (the headless tests) the frame keeps its size; the left hand still mirrors it.
    let Ok(window) = windows.single() else {
        if frame.mirror != settings.left_handed {
            frame.mirror = settings.left_handed;
        }
        return;
    };
    let scaled = scale.as_ref().is_some_and(|s| s.is_changed());
    if !window.is_changed() && !scaled && !frame.is_added() && !settings.is_changed() {
        return;
    }
    let ui = scale.map_or(1.0, |s| s.0);
    frame.set_if_neq(
        TableFrame::for_window(window.width(), window.height())
            .with_ui(ui)
            .with_mirror(settings.left_handed),
    );
}

/// Keeps the frame's view in the camera: the whole table on a desk, the tall table's width and height upright.
fn fit_camera(frame: Res<TableFrame>, mut cameras: Query<&mut Projection, With<Camera2d>>) {
    if !frame.is_changed() {
        return;
    }
    let view = frame.view();
    for mut projection in &mut cameras {
        if let Projection::Orthographic(ortho) = projection.as_mut() {
            ortho.scaling_mode = bevy::camera::ScalingMode::AutoMin {
                min_width: view.x,
                min_height: view.y,
            };
        }
    }
}

/// A piece that lies at a fixed place on the table, which depends on the frame.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TablePiece {
    /// A seat's plate.
    Plate(Seat),
    /// The trump badge (Hearts: whether hearts are broken; Schafkopf: the game played).
    Badge,
    /// Whist's score box.
    ScoreBox,
    /// The count under the stock (Wendellhead), or what lies aside under the kitty (Hearts).
    StockLabel,
    /// The warning that the stock will not go round again (Wendellhead).
    StockMark,
    /// The prize's name (Wendellhead).
    PrizeLabel,
    /// The count by a side's pile of tricks (Whist), or a seat's (Schafkopf for two).
    PileLabel(u8),
}

/// Puts the pieces in their places when they appear or the frame changes (a window resized, a phone turned).
#[allow(clippy::type_complexity)]
fn place_pieces(
    mut commands: Commands,
    frame: Res<TableFrame>,
    table: Option<Res<Table>>,
    mut pieces: Query<(
        Entity,
        Ref<TablePiece>,
        &mut Transform,
        Option<&mut Anchor>,
        Option<&mut TextBounds>,
    )>,
) {
    let Some(table) = table else { return };
    let upright = frame.tall(&table.game).filter(|t| !t.low);
    for (entity, piece, mut at, anchor, bounds) in &mut pieces {
        if !frame.is_changed() && !piece.is_added() {
            continue;
        }
        // Upright, the stock's words wrap in its column, clear of the trick beside it ("Stock" over "23").
        if let Some(mut bounds) = bounds
            && *piece == TablePiece::StockLabel
        {
            let wrap = upright.map_or(TextBounds::UNBOUNDED, |t| {
                TextBounds::new_horizontal(t.stock_words_width())
            });
            if bounds.width != wrap.width {
                *bounds = wrap;
            }
        }
        let to = piece_at(&frame, *piece, &table.game);
        if at.translation.truncate() != to {
            at.translation.x = to.x;
            at.translation.y = to.y;
        }
        // Upright, the stock's and the prize's lines start at the table's edge by their cards.
        let tall = frame.is_tall();
        let low = frame.kind == FrameKind::Low;
        let prize = table.game.kind() == GameKind::Wendellhead;
        let two = matches!(&table.game, AnyMatch::Schafkopf(g) if g.rules().players() == 2);
        let wanted = match piece.as_ref() {
            TablePiece::StockLabel if low && !prize && frame.mirror => Anchor::CENTER_LEFT,
            TablePiece::StockLabel if low && !prize => Anchor::CENTER_RIGHT,
            TablePiece::StockLabel if !tall && !low => match beside_the_stock(&table.game) {
                Some(side) if side > 0.0 => Anchor::CENTER_LEFT,
                Some(_) => Anchor::CENTER_RIGHT,
                None => Anchor::CENTER,
            },
            TablePiece::StockMark | TablePiece::StockLabel | TablePiece::PrizeLabel if low => {
                Anchor::CENTER
            }
            // Upright, the stock's words hang under it, wrapping in its column.
            TablePiece::StockLabel if tall => Anchor::TOP_LEFT,
            TablePiece::StockLabel | TablePiece::StockMark if tall => Anchor::CENTER_LEFT,
            TablePiece::PrizeLabel if tall => Anchor::CENTER_RIGHT,
            TablePiece::StockLabel | TablePiece::StockMark | TablePiece::PrizeLabel => {
                Anchor::CENTER
            }
            // On a desk, Whist's count of the person's side begins at the table's left edge (ends at its right
            // edge, mirrored).
            TablePiece::PileLabel(0) if !tall && !two && frame.mirror => Anchor::CENTER_RIGHT,
            TablePiece::PileLabel(0) if !tall && !two => Anchor::CENTER_LEFT,
            TablePiece::PileLabel(_) => Anchor::CENTER,
            _ => continue,
        };
        match anchor {
            Some(mut anchor) if *anchor != wanted => *anchor = wanted,
            Some(_) => {}
            None => {
                commands.entity(entity).insert(wanted);
            }
        }
    }
}

/// On which side of the stock its line lies on a desk (1 right, -1 left), if beside it rather than under it: at
/// five the stock lies between the two top seats, where the trick's names by Otto's and Lena's cards come up under
/// it ("Otto · led" lay over Hearts' "2♦ 2♣ out of play" at 1280x800, over Wendellhead's "Stock 16" at 800x600).
/// Wendellhead's prize lies right of its stock, so its count goes left.
fn beside_the_stock(game: &AnyMatch) -> Option<f32> {
    match game.kind() {
        _ if game.players() < 5 => None,
        GameKind::Wendellhead => Some(-1.0),
        _ => Some(1.0),
    }
}

/// Where a piece lies in the frame, for `game`.
pub fn piece_at(frame: &TableFrame, piece: TablePiece, game: &AnyMatch) -> Vec2 {
    use super::desk;
    let players = game.players();
    if let Some(tall) = frame.tall(game) {
        return tall.piece_at(piece);
    }
    // The corner pieces keep to the window's left edge on a desk wider than 4:3 (its right edge, mirrored).
    let edge = |at: Vec2| Vec2::new(frame.side(at.x - frame.margin), at.y);
    match piece {
        TablePiece::Plate(seat) if seat.0 == 0 => edge(super::desk::plate_at(seat, players)),
        // A lone top seat's plate lies towards the toolbar's side: the other side, mirrored.
        TablePiece::Plate(seat)
            if super::desk::seat_anchor(seat, players).x == 0.0
                && super::desk::seat_anchor(seat, players).y > 200.0 =>
        {
            let at = super::desk::plate_at(seat, players);
            Vec2::new(frame.side(at.x), at.y)
        }
        TablePiece::Plate(seat) => super::desk::plate_at(seat, players),
        TablePiece::Badge => edge(BADGE_AT),
        TablePiece::ScoreBox => edge(SCORE_AT),
        TablePiece::StockLabel => match beside_the_stock(game) {
            Some(side) => desk::stock_at(players) + Vec2::new(side * (CARD.x / 2.0 + 10.0), 0.0),
            None => desk::stock_label_at(players),
        },
        TablePiece::StockMark => desk::stock_mark_at(players),
        TablePiece::PrizeLabel => desk::prize_label_at(players),
        TablePiece::PileLabel(side) => {
            let pile = match game {
                AnyMatch::Schafkopf(_) if players == 2 => {
                    let at = desk::two_stack_at(Seat(side), frame.margin);
                    Vec2::new(frame.side(at.x), at.y)
                }
                // Whist's count of the person's side begins at the table's left edge: centred under their pile it
                // ran off the window.
                _ if side == 0 => return edge(desk::PERSON_PILE_LABEL),
                _ => desk::stack_anchor(Seat(side), players, frame.margin),
            };
            pile - Vec2::new(0.0, CARD.y * 0.3 + 16.0)
        }
    }
}

/// The trump badge's place on a desk: the top-left corner.
const BADGE_AT: Vec2 = Vec2::new(-TABLE_SIZE.x / 2.0 + 8.0 + 62.0, 334.0);
/// The trump badge's size.
pub const BADGE: Vec2 = Vec2::new(124.0, 116.0);
/// Whist's score box on a desk: right of the trump badge, left of the top seat's hand.
const SCORE_AT: Vec2 = Vec2::new(-268.0, 340.0);
/// Whist's score box's size.
pub const SCORE_BOX: Vec2 = Vec2::new(250.0, 104.0);

/// A plate or box that is narrower on a tall table: its size on a desk, and its width when tall.
#[derive(Component, Clone, Copy, Debug)]
pub struct Narrows {
    /// Its size on a desk.
    pub desk: Vec2,
    /// Its width on a tall table.
    pub tall: f32,
}

impl Narrows {
    /// A seat's plate: narrower when tall, so two fit across a phone with their text at 14 px.
    pub const PLATE: Narrows = Narrows {
        desk: PLATE,
        tall: TALL_PLATE,
    };
    /// Whist's score box: beside the seat across when tall.
    pub const SCORE_BOX: Narrows = Narrows {
        desk: SCORE_BOX,
        tall: TALL_SCORE_BOX,
    };
}

/// A plate's width on a tall table.
pub const TALL_PLATE: f32 = 200.0;
/// The trump badge on a tall table: as high as a plate, its heading over the suit and its name side by side.
pub const TALL_BADGE: Vec2 = Vec2::new(156.0, 74.0);
/// Whist's score box's width on a tall table: beside the seat across on the narrowest phone.
pub const TALL_SCORE_BOX: f32 = 212.0;

/// Where a part of a plate or box lies across on the desk's, and how wide it is when it spans it (the edge and
/// glow): a narrower plate keeps each part as far from its nearer edge.
#[derive(Component, Clone, Copy, Debug)]
struct DeskPart {
    x: f32,
    spans: Option<f32>,
}

/// Narrows or widens the plates and boxes to the frame: the plate, its edge and glow, and every part on it
/// keeps its distance from the plate's nearer edge (names and scores on the left, counts and the dealer's tab on
/// the right).
#[allow(clippy::type_complexity)]
fn fit_plates(
    mut commands: Commands,
    frame: Res<TableFrame>,
    new: Query<(), Added<Narrows>>,
    mut plates: Query<(&Narrows, &Children, &mut Sprite)>,
    mut parts: Query<
        (
            Entity,
            &mut Transform,
            Option<&DeskPart>,
            Option<&mut Sprite>,
        ),
        Without<Narrows>,
    >,
) {
    if !frame.is_changed() && new.is_empty() {
        return;
    }
    for (narrows, children, mut sprite) in &mut plates {
        let width = if frame.is_tall() {
            narrows.tall
        } else {
            narrows.desk.x
        };
        let narrower = narrows.desk.x - width;
        let size = Vec2::new(width, narrows.desk.y);
        if sprite.custom_size != Some(size) {
            sprite.custom_size = Some(size);
        }
        for child in children.iter() {
            let Ok((entity, mut at, desk, sprite)) = parts.get_mut(child) else {
                continue;
            };
            let desk = match desk {
                Some(desk) => *desk,
                None => {
                    let x = at.translation.x;
                    let spans = sprite
                        .as_ref()
                        .and_then(|s| s.custom_size)
                        .filter(|size| x.abs() < 1.0 && size.x >= narrows.desk.x)
                        .map(|size| size.x);
                    let desk = DeskPart { x, spans };
                    commands.entity(entity).insert(desk);
                    desk
                }
            };
            if let (Some(mut sprite), Some(spans)) = (sprite, desk.spans) {
                let wanted = sprite
                    .custom_size
                    .map(|size| Vec2::new(spans - narrower, size.y));
                if sprite.custom_size != wanted {
                    sprite.custom_size = wanted;
                }
            }
            let to = if desk.x < -1.0 {
                desk.x + narrower / 2.0
            } else if desk.x > 1.0 {
                desk.x - narrower / 2.0
            } else {
                desk.x
            };
            if at.translation.x != to {
                at.translation.x = to;
            }
        }
    }
}

/// The phone table's geometry: where everything lies when the table is laid out for a phone or tablet upright
/// (tall), or for a phone held sideways (`low`).
#[derive(Clone, Copy, Debug)]
pub struct Tall {
    /// Laid out low, for a phone held sideways: the opponents at the sides and across the top, the person's plate,
    /// the badge and the prompt in a band over the hand.
    pub low: bool,
    /// Left-handed ([`TableFrame::mirror`]): the person's plate, pile and band mirrored, and low, the corners.
    pub mirror: bool,
    /// How wide the toolbar's row in the top-right corner is, in world units (the low table keeps clear of it).
    pub tools: f32,
    /// The world size shown.
    pub size: Vec2,
    /// Window pixels per world unit.
    pub pixels: f32,
    /// Seats at the table.
    pub players: u8,
    /// Whether the game keeps a score box in the top-left corner (Whist): the badge goes down by the person's
    /// plate.
    pub score_box: bool,
    /// The most cards a hand is dealt in this game: the hand's room keeps as many rows as that needs.
    pub most: usize,
    /// Whether the game lays a stock on the table (Wendellhead; Hearts' kitty): the trick leaves it room.
    pub stock: bool,
    /// Whether the game turns a prize beside the stock (Wendellhead).
    pub prize: bool,
    /// Whether the cards lie on piles (Schafkopf for two): low, the person's in one row.
    pub piles: bool,
}

/// The most cards a hand is dealt in `game` (Schafkopf for two: the piles, two rows of four).
pub fn most_in_hand(game: &AnyMatch) -> usize {
    match game {
        AnyMatch::Wendellhead(g) => g.rules().hand_size as usize,
        AnyMatch::Whist(_) => 13,
        AnyMatch::Hearts(_) => 52 / game.players().max(1) as usize,
        AnyMatch::Schafkopf(g) if g.rules().players() == 2 => 16,
        AnyMatch::Schafkopf(g) => g.rules().hand_size(),
    }
}

/// How far over the middle of its room a low table's trick lies, in table units ([`Tall::trick_at`]).
const LOW_TRICK_LIFT: f32 = 10.0;

/// The band at the top the toolbar's buttons take, in world units: 8 + 54 UI units at a phone's UI scale.
const TOOLBAR_BAND: f32 = 76.0;
/// The toolbar's row in UI units: six buttons of 54 and their gaps, 8 from the window's edge.
const TOOLBAR_ROW: f32 = 8.0 + 6.0 * 54.0 + 5.0 * 6.0;
/// A low table's side column: a plate and its margins.
const LOW_SIDE: f32 = TALL_PLATE + 16.0;
/// How far apart a trick's cards lie in a row, in card widths: their names under them stay apart.
pub const ROW_SPACING: f32 = 1.2;
/// How far opponents' cards peek out above their plates.
const PEEK: f32 = 28.0;
/// The gap between the rows of plates, for the piles of tricks peeking out under the upper row.
const ROW_GAP: f32 = 44.0;
/// The least a card of the person's hand shows to tap, in window pixels (a finger's width).
const TAP_STRIP: f32 = 44.0;

impl Tall {
    fn top(&self) -> f32 {
        self.size.y / 2.0
    }

    fn bottom(&self) -> f32 {
        -self.size.y / 2.0
    }

    /// The same table for a right-handed player: a mirrored place is its place there, mirrored.
    fn unmirrored(&self) -> Tall {
        Tall {
            mirror: false,
            ..*self
        }
    }

    /// `at` mirrored across the table's middle.
    fn flip(at: Vec2) -> Vec2 {
        Vec2::new(-at.x, at.y)
    }

    fn left(&self) -> f32 {
        -self.size.x / 2.0
    }

    fn right(&self) -> f32 {
        self.size.x / 2.0
    }

    /// The upper row of plates' middle.
    fn row_a(&self) -> f32 {
        self.top() - TOOLBAR_BAND - PEEK - PLATE.y / 2.0
    }

    /// The lower row of plates' middle.
    fn row_b(&self) -> f32 {
        self.row_a() - PLATE.y - ROW_GAP
    }

    /// A plate's middle across at the left and right edges.
    fn plate_left(&self) -> f32 {
        self.left() + 8.0 + TALL_PLATE / 2.0
    }

    fn plate_right(&self) -> f32 {
        self.right() - 8.0 - TALL_PLATE / 2.0
    }

    /// Whether the badge (and Whist's score box) sits in the console by the person's plate rather than in the
    /// top-left corner: five seats fill the top rows.
    pub fn badge_below(&self) -> bool {
        if self.low {
            // Low: the corner is Whist's score box's, or the seats across need it (five seats on a small phone).
            let (from, to) = self.top_span(true);
            return self.score_box || to - from < self.across().len() as f32 * (TALL_PLATE + 8.0);
        }
        self.players >= 5 || self.score_box
    }

    /// Low: the middle of the seats' plates across the top, under the dealer's tab and their cards peeking out.
    fn across_y(&self) -> f32 {
        self.top() - 8.0 - ACROSS_ROOM - PLATE.y / 2.0
    }

    /// Low: the seats across the top, left to right.
    fn across(&self) -> &'static [u8] {
        match self.players {
            2 => &[1],
            3 => &[],
            4 => &[2],
            _ => &[2, 3],
        }
    }

    /// Low: the room across the top for the seats across, between the corner (the badge or Whist's score box, if
    /// `corner`) and the toolbar.
    fn top_span(&self, corner: bool) -> (f32, f32) {
        let used = match (corner, self.score_box) {
            (true, true) => TALL_SCORE_BOX + 8.0,
            (true, false) => TALL_BADGE.x + 8.0,
            (false, _) => 0.0,
        };
        // Left-handed, the toolbar is at the top-left and the corner's box at the top-right.
        if self.mirror {
            return (self.left() + self.tools, self.right() - 8.0 - used);
        }
        (self.left() + 8.0 + used, self.right() - self.tools)
    }

    /// Low: where a seat's plate lies: the person's at the bottom-left over their hand, the seats beside them in
    /// the side columns, the seats across in a row across the top between the corner and the toolbar, as near
    /// the middle as that leaves.
    fn low_plate_at(&self, seat: Seat) -> Vec2 {
        if seat.0 == 0 {
            return Vec2::new(self.left() + 8.0 + TALL_PLATE / 2.0, self.console());
        }
        let across = self.across();
        if let Some(i) = across.iter().position(|&s| s == seat.0) {
            let corner = !self.badge_below() || self.score_box;
            let (from, to) = self.top_span(corner);
            let group = across.len() as f32 * (TALL_PLATE + 8.0) - 8.0;
            let middle = 0.0f32.min(to - group / 2.0).max(from + group / 2.0);
            let x = middle - group / 2.0 + TALL_PLATE / 2.0 + i as f32 * (TALL_PLATE + 8.0);
            return Vec2::new(x, self.across_y());
        }
        // A side seat: the person's left (seat 1) in the left column, the last seat in the right, in the middle's
        // height under the fan of their cards and over the dealer's tab on the person's plate.
        let mut y = (self.middle_top() - LOW_PEEK + self.console() + PLATE.y / 2.0 + 22.0) / 2.0;
        if self.stock {
            // Over the lines of the band's cards under the right column, as far as their cards' fan allows.
            y = y
                .max(self.band_label_y() + 12.0 + PLATE.y / 2.0 + 2.0)
                .min(self.middle_top() - LOW_PEEK - PLATE.y / 2.0);
        }
        let x = if seat.0 == 1 {
            self.left() + 8.0 + TALL_PLATE / 2.0
        } else {
            self.right() - 8.0 - TALL_PLATE / 2.0
        };
        Vec2::new(x, y)
    }

    /// Low: where a fixed piece lies.
    fn low_piece_at(&self, piece: TablePiece) -> Vec2 {
        // Left-handed, the person's band and the corners are mirrored; the other seats keep their places.
        let mirrored = matches!(
            piece,
            TablePiece::Badge
                | TablePiece::ScoreBox
                | TablePiece::StockLabel
                | TablePiece::StockMark
                | TablePiece::PrizeLabel
                | TablePiece::Plate(Seat(0))
                | TablePiece::PileLabel(0)
        );
        if self.mirror && mirrored {
            return Self::flip(self.unmirrored().low_piece_at(piece));
        }
        match piece {
            TablePiece::Plate(seat) => self.low_plate_at(seat),
            TablePiece::Badge if self.badge_below() => self.badge_at(),
            TablePiece::Badge => Vec2::new(
                self.left() + 8.0 + TALL_BADGE.x / 2.0,
                self.top() - 8.0 - TALL_BADGE.y / 2.0,
            ),
            TablePiece::ScoreBox => Vec2::new(
                self.left() + 8.0 + TALL_SCORE_BOX / 2.0,
                self.top() - 8.0 - SCORE_BOX.y / 2.0,
            ),
            // The stock's count and the prize's name over their cards; the warning that the stock will not go
            // round again in the band by the prompt.
            // Hearts' kitty's line ("2♦ 2♣ out of play") ends at the table's edge.
            TablePiece::StockLabel if !self.prize => {
                Vec2::new(self.right() - 8.0, self.band_label_y())
            }
            TablePiece::StockLabel => Vec2::new(self.stock_at().x, self.band_label_y()),
            TablePiece::StockMark => Vec2::new(self.prompt_span().0, self.note_y() + 11.0),
            TablePiece::PrizeLabel => Vec2::new(self.prize_at().x, self.band_label_y()),
            TablePiece::PileLabel(side) => {
                self.stack_at(Seat(side)) - Vec2::new(0.0, CARD.y * 0.3 + 16.0)
            }
        }
    }

    /// Low: an opponent's face-down hand: a side seat's peeks out above the outer half of their plate, a seat
    /// across's above the left half.
    fn low_opponent_card(&self, seat: Seat, index: usize, n: usize) -> Vec2 {
        let plate = self.plate_at(seat);
        let step = (70.0 / (n.max(2) - 1) as f32).min(6.0);
        let i = index as f32 - (n as f32 - 1.0) / 2.0;
        // A seat across: over the left half, the dealer's tab being on the right.
        let outward = if plate.x > 0.0 && !self.across().contains(&seat.0) {
            1.0
        } else {
            -1.0
        };
        Vec2::new(
            plate.x + outward * TALL_PLATE / 4.0 + i * step,
            plate.y + PLATE.y / 2.0 + LOW_PEEK - CARD.y * OPPONENT_TALL / 2.0,
        )
    }

    /// Low: a seat's pile of tricks won, tucked behind their plate's inner end: a side seat's peeking out above
    /// it, a seat across's a little below it.
    fn low_stack_at(&self, seat: Seat) -> Vec2 {
        let plate = self.plate_at(seat);
        let inward = if plate.x > 0.0 { -1.0 } else { 1.0 };
        let x = plate.x + inward * (TALL_PLATE / 2.0 - CARD.x * 0.25 - 10.0);
        if self.across().contains(&seat.0) {
            Vec2::new(x, plate.y - PLATE.y / 2.0 + CARD.y * 0.25 - STACK_PEEK)
        } else {
            Vec2::new(x, plate.y + PLATE.y / 2.0 - CARD.y * 0.25 + STACK_PEEK)
        }
    }

    /// Low: Whist's turn-up, whoever dealt: where the prize lies, at the right end of the person's band.
    fn low_face_up_at(&self, _seat: Seat) -> Vec2 {
        self.prize_at()
    }

    /// Low: the line over the cards at the right end of the person's band (the stock's count, the prize's name,
    /// whose turn-up it is).
    pub fn band_label_y(&self) -> f32 {
        // Clear of a prompt of three lines (German's) in the band beside them.
        self.console() + PLATE.y / 2.0 + 18.0
    }

    /// Low, Schafkopf for two: the person's piles in a row of eight along the bottom, the other's in two rows of
    /// four in the right column (free at two seats).
    fn low_pile_at(&self, _seat: Seat, pile: u8, mine: bool) -> Vec2 {
        let p = (pile % 4) as f32;
        if mine {
            let scale = self.hand_scale();
            let width = CARD.x * scale;
            let step = ((self.size.x - 16.0 - width) / 7.0).min(width + 8.0);
            let front = self.bottom() + 8.0 + CARD.y * scale / 2.0 + 16.0 * scale;
            return Vec2::new((pile as f32 - 3.5) * step, front);
        }
        let width = CARD.x * OTHER_PILES_TALL;
        let step = (TALL_PLATE - width) / 3.0;
        let column = self.right() - 8.0 - TALL_PLATE / 2.0;
        let middle = (self.middle_top() + self.middle_bottom()) / 2.0;
        let row = if pile < 4 { 1.0 } else { -1.0 };
        Vec2::new(
            column + (p - 1.5) * step,
            middle + row * CARD.y * OTHER_PILES_TALL * 0.25,
        )
    }

    /// The person's cards' scale: a seventh of the table's height, between 1.1 and 1.6 of a card (a quarter of a
    /// low table's); a card at most where the hand is crowded.
    pub fn hand_scale(&self) -> f32 {
        if self.crowded() {
            self.scale_from_size().min(1.0)
        } else {
            self.scale_from_size()
        }
    }

    /// The person's cards' scale from the table's size alone.
    fn scale_from_size(&self) -> f32 {
        if self.low {
            low_hand_scale(self.size)
        } else {
            tall_hand_scale(self.size)
        }
    }

    /// How far the front row of a crowded hand sinks under the table's bottom edge: the foot of its cards
    /// (their index and a finger's hold show above it), so the middle keeps the room its trick needs.
    fn sunk(&self) -> f32 {
        if self.crowded() {
            CARD.y * self.hand_scale() * 0.4
        } else {
            0.0
        }
    }

    /// Whether the hand takes more rows than the table's height spares at full size: three upright (Hearts for
    /// three on a phone), two on a low table.
    fn crowded(&self) -> bool {
        self.rows_kept() >= if self.low { 2 } else { 3 }
    }

    /// The most cards a row of the person's hand holds, each showing a finger's width.
    fn per_row(&self) -> usize {
        let width = CARD.x * self.scale_from_size();
        let strip = TAP_STRIP / self.pixels;
        (1.0 + ((self.size.x - 16.0 - width) / strip).floor()).max(1.0) as usize
    }

    /// The rows the hand's room is kept for: as many as the game's largest hand needs, at most three (a third
    /// row, Hearts for three, costs the middle what a small phone can spare only there).
    fn rows_kept(&self) -> usize {
        if self.low && self.piles {
            return 1;
        }
        self.most.div_ceil(self.per_row()).clamp(1, MOST_ROWS)
    }

    /// How far apart the hand's rows lie: enough for the upper row's index, and a finger's height (44 px) to
    /// tap each card of it.
    fn row_step(&self) -> f32 {
        let index = CARD.y * self.hand_scale() * if self.low { 0.3 } else { 0.42 };
        index.max(TAP_STRIP / self.pixels)
    }

    /// How far a chosen card stands out of the hand (a little less on a low table, whose height is short).
    pub fn lift(&self) -> f32 {
        CARD.y * self.hand_scale() * if self.low { 0.15 } else { 0.17 }
    }

    /// The height of the hand's room, lifted cards included.
    fn hand_room(&self) -> f32 {
        CARD.y * self.hand_scale() - self.sunk()
            + (self.rows_kept() - 1) as f32 * self.row_step()
            + self.lift()
    }

    /// The middle of the person's plate's row, over their hand.
    pub fn console(&self) -> f32 {
        self.bottom() + 8.0 + self.hand_room() + 8.0 + PLATE.y / 2.0
    }

    /// Where the prompt's last line ends: over the person's plate and the dealer's tab on it (the prompt wraps
    /// upwards, two lines at most on a phone); low, in the plate's band beside it, its lower half.
    pub fn prompt_y(&self) -> f32 {
        if self.low {
            self.console() - PLATE.y / 2.0 + 3.0
        } else {
            self.console() + PLATE.y / 2.0 + 26.0
        }
    }

    /// Where the note's line ends: over two lines of the prompt (low: over the prompt's line in the band).
    pub fn note_y(&self) -> f32 {
        if self.low {
            self.console() + 4.0
        } else {
            self.prompt_y() + 56.0
        }
    }

    /// Where the prompt and the note lie across, and how wide they may run: the whole table upright; low, the
    /// band right of the person's plate, their pile and the badge.
    pub fn prompt_span(&self) -> (f32, f32) {
        if !self.low {
            return (0.0, self.size.x - 16.0);
        }
        if self.mirror {
            let (middle, width) = self.unmirrored().prompt_span();
            return (-middle, width);
        }
        let from = if self.badge_below() {
            self.badge_at().x + TALL_BADGE.x / 2.0 + 8.0
        } else {
            self.left() + 8.0 + TALL_PLATE + 8.0
        };
        let to = self.right() - 8.0 - self.band_cards();
        ((from + to) / 2.0, to - from)
    }

    /// How many of a hand's cards go in each row, top row first, for a hand whose groups (suits; Schafkopf's
    /// trumps) hold `groups` cards in the order shown ([`HandRoom::rows`]).
    pub fn hand_rows(&self, groups: &[usize]) -> Vec<usize> {
        self.hand_space().rows(groups)
    }

    /// The room kept for the person's hand: how many cards a row holds and how many rows.
    pub fn hand_space(&self) -> HandRoom {
        HandRoom {
            per_row: self.per_row(),
            rows: self.rows_kept(),
        }
    }

    /// Card `index` of a hand laid in `rows` ([`Tall::hand_rows`]): where it lies and its height in the
    /// stacking (later rows over earlier).
    pub fn hand_card(&self, index: usize, rows: &[usize], index_right: bool) -> (Vec2, f32) {
        let (mut row, mut at) = (0, index);
        while row + 1 < rows.len() && at >= rows[row] {
            at -= rows[row];
            row += 1;
        }
        let count = rows.get(row).copied().unwrap_or(1).max(1);
        let before: usize = rows[..row.min(rows.len())].iter().sum();
        let rows = rows.len().max(1);
        let width = CARD.x * self.hand_scale();
        let room = self.size.x - 16.0;
        // Spread no wider than a card's three quarters, yet never under a finger's width.
        let step = ((room - width) / (count.max(2) - 1) as f32)
            .min((width * 0.75).max(TAP_STRIP / self.pixels));
        let x = (at as f32 - (count as f32 - 1.0) / 2.0) * step;
        // The rows share the room kept for them: a row more (a hand longer than the room kept) overlaps more.
        let kept = self.rows_kept().max(1);
        let step_y = if rows > kept {
            (kept - 1).max(1) as f32 * self.row_step() / (rows - 1) as f32
        } else {
            self.row_step()
        };
        let front = self.bottom() + 8.0 + CARD.y * self.hand_scale() / 2.0 - self.sunk();
        let y = front + (rows - 1 - row) as f32 * step_y;
        let order = if index_right {
            before + (count - 1 - at)
        } else {
            index
        };
        (Vec2::new(x, y), 10.0 + order as f32)
    }

    /// How far a card the person may play stands out of the hand when only some may be played: half a chosen
    /// card's lift, so the cards to aim at show whole above the rest and the chosen one still stands higher.
    pub fn playable_lift(&self) -> f32 {
        self.lift() * 0.5
    }

    /// Where a seat's plate lies.
    pub fn plate_at(&self, seat: Seat) -> Vec2 {
        // Left-handed, the person's plate is at the right, for the left thumb.
        if self.mirror && seat.0 == 0 {
            return Self::flip(self.unmirrored().plate_at(seat));
        }
        if self.low {
            return self.low_plate_at(seat);
        }
        let (a, b) = (self.row_a(), self.row_b());
        let (l, r) = (self.plate_left(), self.plate_right());
        // The seat across: right of the badge in the corner, as near the middle as that leaves.
        let corner = if self.score_box {
            TALL_SCORE_BOX
        } else {
            TALL_BADGE.x
        };
        let across = (self.left() + 8.0 + corner + 8.0 + TALL_PLATE / 2.0)
            .max(0.0)
            .min(r);
        let at = match (self.players, seat.0) {
            (_, 0) => return Vec2::new(l, self.console()),
            (2, _) => (across, a),
            (3, 1) => (l, b),
            (3, _) => (r, a),
            (4, 1) => (l, b),
            (4, 2) => (across, a),
            (4, _) => (r, b),
            (_, 1) => (l, b),
            (_, 2) => (l, a),
            (_, 3) => (r, a),
            _ => (r, b),
        };
        Vec2::new(at.0, at.1)
    }

    /// How wide the words under the stock may run, in table units: its column, less a gap before the trick;
    /// without a prize (Hearts), the prize's column too, as the trick moves into it ([`Tall::trick_at`]).
    pub fn stock_words_width(&self) -> f32 {
        let column = CARD.x * self.prize_scale() + 16.0;
        if self.prize {
            column - 12.0
        } else {
            2.0 * column - 20.0
        }
    }

    /// Where a fixed piece lies.
    pub fn piece_at(&self, piece: TablePiece) -> Vec2 {
        if self.low {
            return self.low_piece_at(piece);
        }
        match piece {
            TablePiece::Plate(seat) => self.plate_at(seat),
            TablePiece::Badge => self.badge_at(),
            // In the top-left corner, the badge going down by the person's plate.
            TablePiece::ScoreBox => Vec2::new(
                self.left() + 8.0 + TALL_SCORE_BOX / 2.0,
                self.row_a() + PLATE.y / 2.0 + PEEK - SCORE_BOX.y / 2.0,
            ),
            // Hanging under the stock, wrapped in its column ([`Tall::stock_words_width`]): "Stock 23" on one
            // line ran under the trick's row.
            TablePiece::StockLabel => Vec2::new(
                self.left() + 8.0,
                self.stock_at().y - CARD.y * self.stock_scale() / 2.0 - 4.0,
            ),
            TablePiece::StockMark => Vec2::new(
                self.left() + 8.0,
                self.stock_at().y - CARD.y * self.stock_scale() / 2.0 - 38.0,
            ),
            TablePiece::PrizeLabel => Vec2::new(
                self.right() - 8.0,
                self.prize_at().y + CARD.y * self.prize_scale() / 2.0 + 14.0,
            ),
            TablePiece::PileLabel(side) => {
                self.stack_at(Seat(side)) - Vec2::new(0.0, CARD.y * 0.3 + 16.0)
            }
        }
    }

    /// The badge: the top-left corner, or by the person's plate at five seats.
    pub fn badge_at(&self) -> Vec2 {
        // Left-handed, by the person's mirrored plate; low, in the corner mirrored too.
        if self.mirror && (self.low || self.badge_below()) {
            return Self::flip(self.unmirrored().badge_at());
        }
        if self.low && self.badge_below() {
            // Right of the person's plate and pile.
            return Vec2::new(
                self.left() + 8.0 + TALL_PLATE + 8.0 + TALL_BADGE.x / 2.0,
                self.console(),
            );
        }
        if self.badge_below() {
            Vec2::new(self.right() - 8.0 - TALL_BADGE.x / 2.0, self.console())
        } else {
            Vec2::new(self.left() + 8.0 + TALL_BADGE.x / 2.0, self.row_a())
        }
    }

    /// The top of the middle: under the lowest row of plates and the piles peeking under it.
    fn middle_top(&self) -> f32 {
        if self.low && self.across().is_empty() {
            // Under the badge and the toolbar.
            return self.top() - 8.0 - TALL_BADGE.y - 8.0;
        }
        if self.low {
            return self.across_y() - PLATE.y / 2.0 - STACK_PEEK - 2.0;
        }
        let lowest = if self.players >= 3 {
            self.row_b()
        } else {
            self.row_a()
        };
        lowest - PLATE.y / 2.0 - ROW_GAP / 2.0
    }

    /// The bottom of the middle: over the prompt line and the note above it (low: over the person's plate and
    /// the dealer's tab on it).
    fn middle_bottom(&self) -> f32 {
        if self.low {
            self.console() + PLATE.y / 2.0 + 6.0
        } else {
            self.note_y() + 26.0
        }
    }

    /// The trick's middle. Low, a little over the middle of its room: the names under its cards ("Mara" over
    /// "led") hang down towards the prompt, whose second line grows up towards them (at 640x360 they met).
    pub fn trick_at(&self) -> Vec2 {
        let lift = if self.low { LOW_TRICK_LIFT } else { 0.0 };
        // Upright, a stock without a prize (Hearts' kitty) leaves the prize's column free: the trick moves into
        // it, and the words under the kitty have both columns' room ("kitty: 2 cards" ran under the trick).
        let right = if self.stock && !self.prize && !self.low {
            CARD.x * self.prize_scale() + 16.0
        } else {
            0.0
        };
        Vec2::new(
            right,
            (self.middle_top() + self.middle_bottom()) / 2.0 + lift,
        )
    }

    /// The room across the middle for the trick: all of it, less the stock's and the prize's columns at its
    /// edges where the game has a stock (low: and the side seats' columns).
    fn trick_room(&self) -> f32 {
        let columns = if self.stock && !self.low {
            2.0 * (CARD.x * self.prize_scale() + 16.0)
        } else {
            0.0
        };
        self.size.x - 16.0 - columns - 2.0 * self.side_columns()
    }

    /// Low: the room across between the side seats' columns, in table units (the call panel's width).
    pub fn between_side_columns(&self) -> f32 {
        self.size.x - 16.0 - 2.0 * self.side_columns()
    }

    /// Low: how wide each side seat's column is (none at two seats).
    fn side_columns(&self) -> f32 {
        if self.low && self.players >= 3 {
            LOW_SIDE
        } else {
            0.0
        }
    }

    /// The trick laid as a cross, each card on its seat's side, at the largest scale the middle allows.
    fn cross_scale(&self) -> f32 {
        let span = match self.players {
            2 => 2.1,
            3 => 1.85,
            4 => 2.04,
            _ => 2.15,
        } * CARD.y
            + 30.0;
        let height = self.middle_top() - self.middle_bottom();
        let widest = match self.players {
            2 => 0.0,
            3 => 0.95,
            _ => 1.2,
        };
        let across = self.trick_room() / ((2.0 * widest + 1.0) * CARD.x);
        (height / span).min(across)
    }

    /// The trick laid in a row in the order played, at the largest scale the middle allows.
    fn row_scale(&self) -> f32 {
        let height = self.middle_top() - self.middle_bottom();
        let cards = self.players as f32;
        let across = self.trick_room() / (((cards - 1.0) * ROW_SPACING + 1.0) * CARD.x);
        ((height - 30.0) / CARD.y).min(across)
    }

    /// Whether the trick lies in a row: where the middle is too low for a cross of readable cards (a small
    /// phone's), a row in the order played shows them larger, each with its player's name under it.
    pub fn trick_in_row(&self) -> bool {
        self.low || (self.cross_scale() < 0.85 && self.row_scale() > self.cross_scale())
    }

    /// The trick's cards' scale: as large as the middle allows, up to nearly the hand's.
    pub fn trick_scale(&self) -> f32 {
        let scale = if self.trick_in_row() {
            self.row_scale()
        } else {
            self.cross_scale()
        };
        scale.clamp(0.45, self.hand_scale() * 0.9)
    }

    /// Where a seat's card of the trick lies from the trick's middle, in card sizes: as on a desk (the five
    /// seats' closer together so the trick stays clear of the stock), or in a row by `order` played.
    pub fn trick_offset(&self, seat: Seat, order: usize) -> Vec2 {
        if self.low {
            // Low, each seat has its place in the row, on its side of the table: the left column's seat at the
            // left, the seats across and the person in the middle, the right column's seat at the right.
            let places: &[u8] = match self.players {
                2 => &[1, 0],
                3 => &[1, 0, 2],
                4 => &[1, 2, 0, 3],
                _ => &[1, 2, 3, 0, 4],
            };
            let place = places.iter().position(|&s| s == seat.0).unwrap_or(0);
            let middle = (self.players as f32 - 1.0) / 2.0;
            return Vec2::new((place as f32 - middle) * ROW_SPACING * CARD.x, 0.0);
        }
        if self.trick_in_row() {
            let middle = (self.players as f32 - 1.0) / 2.0;
            return Vec2::new((order as f32 - middle) * ROW_SPACING * CARD.x, 0.0);
        }
        if self.players == 5 {
            let at = [
                (0.0, -0.6),
                (-1.2, -0.05),
                (-0.62, 0.55),
                (0.62, 0.55),
                (1.2, -0.05),
            ];
            let (x, y) = at[seat.index() % 5];
            return Vec2::new(x * CARD.x, y * CARD.y);
        }
        super::desk::trick_offset(seat, self.players)
    }

    /// The stock (Wendellhead; Hearts' kitty): at the middle's left edge.
    pub fn stock_at(&self) -> Vec2 {
        // Low, the stock lies in the person's band: at its other end, mirrored.
        if self.low && self.mirror {
            return Self::flip(self.unmirrored().stock_at());
        }
        if self.low && !self.prize {
            // Hearts' kitty: under the right end of its line; room for Dreiwendsch's skat, two cards side by side.
            return Vec2::new(
                self.right() - 8.0 - CARD.x * LOW_BAND_CARD / 2.0 - 4.0 - 24.0,
                self.console() - 4.0,
            );
        }
        if self.low {
            // Low, left of the prize at the right end of the person's band, far enough apart for their lines
            // over them ("Stock 37", "PRIZE").
            return self.prize_at() - Vec2::new(CARD.x * LOW_BAND_CARD + 24.0, 0.0);
        }
        // Its top at the middle's, clear of the plates above, with the prize's name over the prize beside it.
        Vec2::new(
            self.left() + self.side_columns() + 8.0 + CARD.x * self.stock_scale() / 2.0 + 6.0,
            self.middle_top() - 28.0 - CARD.y * self.prize_scale() / 2.0,
        )
    }

    /// The stock's scale: a card, or less where the middle is too low for it and its lines (a small phone's).
    pub fn stock_scale(&self) -> f32 {
        let height = self.middle_top() - self.middle_bottom();
        if self.low {
            return LOW_BAND_CARD;
        }
        ((height - 28.0 - 52.0) / CARD.y).clamp(0.5, 1.0)
    }

    /// The prize (Wendellhead): at the middle's right edge.
    pub fn prize_at(&self) -> Vec2 {
        if self.low && self.mirror {
            return Self::flip(self.unmirrored().prize_at());
        }
        if self.low {
            // Low, at the right end of the person's band, as high as their plate: the middle is the trick's.
            return Vec2::new(
                self.right() - 8.0 - CARD.x * LOW_BAND_CARD / 2.0 - 4.0,
                self.console() - 4.0,
            );
        }
        Vec2::new(
            self.right() - self.side_columns() - 8.0 - CARD.x * self.prize_scale() / 2.0 - 4.0,
            self.stock_at().y,
        )
    }

    /// The prize's scale.
    pub fn prize_scale(&self) -> f32 {
        if self.low {
            LOW_BAND_CARD
        } else {
            1.1 * self.stock_scale()
        }
    }

    /// Low: how much of the right end of the person's band the stock and the prize (or a turn-up) take.
    fn band_cards(&self) -> f32 {
        if self.score_box {
            // Whist's turn-up alone, its name over it ending at the table's edge.
            CARD.x * LOW_BAND_CARD + 20.0
        } else if self.prize {
            2.0 * CARD.x * LOW_BAND_CARD + 24.0 + 20.0
        } else if self.stock || self.players == 3 {
            // Hearts' kitty, its line ("2♦ 2♣ out of play") over it ending at the table's edge; Dreiwendsch's skat.
            LOW_KITTY
        } else {
            0.0
        }
    }

    /// An opponent's face-down hand: a tight fan behind their plate, peeking out above its left half.
    pub fn opponent_card(&self, seat: Seat, index: usize, n: usize) -> Vec2 {
        let plate = self.plate_at(seat);
        if self.low {
            return self.low_opponent_card(seat, index, n);
        }
        let step = (70.0 / (n.max(2) - 1) as f32).min(6.0);
        let i = index as f32 - (n as f32 - 1.0) / 2.0;
        Vec2::new(
            plate.x - TALL_PLATE / 4.0 + i * step,
            plate.y + PLATE.y / 2.0 + PEEK - CARD.y * OPPONENT_TALL / 2.0,
        )
    }

    /// A seat's pile of tricks won: the person's right of their plate; others' tucked under their plate's
    /// inner end, peeking out below it.
    pub fn stack_at(&self, seat: Seat) -> Vec2 {
        if self.mirror && seat.0 == 0 {
            return Self::flip(self.unmirrored().stack_at(seat));
        }
        let plate = self.plate_at(seat);
        if self.low && seat.0 != 0 {
            return self.low_stack_at(seat);
        }
        if self.low {
            // Behind the person's plate's left end, peeking out above it (the dealer's tab is at the right).
            return Vec2::new(
                plate.x - TALL_PLATE / 2.0 + CARD.x * 0.25 + 10.0,
                plate.y + PLATE.y / 2.0 - CARD.y * 0.25 + STACK_PEEK,
            );
        }
        if seat.0 == 0 {
            return Vec2::new(
                plate.x + TALL_PLATE / 2.0 + 8.0 + CARD.x * 0.25 + 4.0,
                plate.y,
            );
        }
        let inward = if plate.x > 0.0 { -1.0 } else { 1.0 };
        Vec2::new(
            plate.x + inward * (TALL_PLATE / 2.0 - CARD.x * 0.25 - 10.0),
            plate.y - PLATE.y / 2.0 - CARD.y * 0.25 + 20.0,
        )
    }

    /// A card turned face up by a seat (Whist's turn-up): between its plate and the trick.
    pub fn face_up_at(&self, seat: Seat) -> Vec2 {
        if self.low {
            return self.low_face_up_at(seat);
        }
        // In the middle's column on the dealer's side, clear of the trick (which leaves the columns free): the
        // person's at the bottom, the others' at the top, its name over it.
        let edge = self.right() - 8.0 - CARD.x / 2.0 - 4.0;
        if seat.0 == 0 {
            return Vec2::new(-edge, self.middle_bottom() + CARD.y / 2.0 + 4.0);
        }
        let plate = self.plate_at(seat);
        Vec2::new(
            edge * plate.x.signum(),
            self.middle_top() - CARD.y / 2.0 - 30.0,
        )
    }

    /// Schafkopf for two: where pile `pile` (0-7) of a seat lies: the person's in two rows of four along the
    /// bottom, the other's in a row under their plate.
    pub fn pile_at(&self, seat: Seat, pile: u8, mine: bool) -> Vec2 {
        let p = pile as f32;
        if self.low {
            return self.low_pile_at(seat, pile, mine);
        }
        if mine {
            let scale = self.hand_scale();
            let width = CARD.x * scale;
            let step = ((self.size.x - 16.0 - width) / 3.0).min(width + 8.0);
            let row = (pile / 4) as f32;
            let front = self.bottom() + 8.0 + CARD.y * scale / 2.0 + 16.0 * scale;
            Vec2::new(
                ((p % 4.0) - 1.5) * step,
                front + (1.0 - row) * self.row_step(),
            )
        } else {
            let plate = self.plate_at(seat);
            let step = ((self.size.x - 16.0 - CARD.x * OTHER_PILES_TALL) / 7.0).min(60.0);
            Vec2::new(
                (p - 3.5) * step,
                plate.y - PLATE.y / 2.0 - 16.0 - CARD.y * 0.35,
            )
        }
    }
}

/// The most rows a phone's hand is laid in.
const MOST_ROWS: usize = 3;

/// The room a phone keeps for the person's hand, in rows of whole groups (suits; Schafkopf's trumps) where they
/// fit: how many cards a row holds (each showing a finger's width) and how many rows the table's height keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandRoom {
    /// The most cards a row holds.
    pub per_row: usize,
    /// The rows kept for the hand.
    pub rows: usize,
}

impl HandRoom {
    /// How many of a hand's cards go in each row, top row first, for groups of `groups` cards in the order
    /// shown: as few rows as hold whole groups within the room kept, the longest row as short as it can be; where
    /// no such rows exist (a suit longer than a row, suits no rows hold whole), the rows within the room kept that
    /// break the fewest groups, each into as few pieces as it can.
    pub fn rows(&self, groups: &[usize]) -> Vec<usize> {
        self.best_cut(groups).1
    }

    /// The best way to cut groups of `groups` cards, in the order shown, into rows, and what it costs.
    fn best_cut(&self, groups: &[usize]) -> (CutCost, Vec<usize>) {
        let n: usize = groups.iter().sum();
        let per_row = self.per_row.max(1);
        let fewest = n.div_ceil(per_row).max(1);
        // A hand longer than three rows' room (none is) would make too many cuts to try: even rows.
        if n == 0 || fewest > MOST_ROWS + 1 {
            let in_row = n.div_ceil(fewest);
            let rows = (0..fewest)
                .map(|row| in_row.min(n.saturating_sub(row * in_row)))
                .collect();
            return (
                (usize::MAX, fewest, in_row, std::cmp::Reverse(Vec::new())),
                rows,
            );
        }
        // The cards after which a group ends: a row ending there breaks none.
        let ends: Vec<usize> = groups
            .iter()
            .scan(0, |sum, g| {
                *sum += g;
                Some(*sum)
            })
            .collect();
        let mut best: Option<(CutCost, Vec<usize>)> = None;
        for rows in fewest..=self.rows.max(fewest) {
            each_cut(n, rows, per_row, &mut Vec::new(), &mut |split| {
                let breaks = split[..split.len() - 1]
                    .iter()
                    .scan(0, |sum, r| {
                        *sum += r;
                        Some(*sum)
                    })
                    .filter(|end| !ends.contains(end))
                    .count();
                let longest = split.iter().copied().max().unwrap_or(0);
                let front_fuller = std::cmp::Reverse(split.iter().rev().copied().collect());
                let cost = (breaks, rows, longest, front_fuller);
                if best.as_ref().is_none_or(|(b, _)| cost < *b) {
                    best = Some((cost, split.to_vec()));
                }
            });
        }
        best.unwrap_or_else(|| ((usize::MAX, 0, 0, std::cmp::Reverse(Vec::new())), vec![n]))
    }

    /// The order to show groups of `groups` cards in (`groups` in the hand's usual order; the answer a
    /// permutation of their indices): one whose rows break the fewest groups (none where whole groups can fill
    /// the rows kept), in as few rows as any order allows: `kept` (the order shown so far) while it is as good,
    /// else the usual order if it is, else the first as good of those keeping the end group at its end (trumps
    /// stay at the right, or at the left with `first` for a person who sorts them there), then of the rest.
    pub fn order(&self, groups: &[usize], kept: Option<&[usize]>, first: bool) -> Vec<usize> {
        let usual: Vec<usize> = (0..groups.len()).collect();
        // A hand has four suits (Schafkopf: three plain suits and its trumps); more would make too many orders.
        if groups.len() > MOST_GROUPS {
            return usual;
        }
        // How good an order is: the groups its rows break, then the rows it takes.
        let score = |order: &[usize]| {
            let counts: Vec<usize> = order.iter().map(|&i| groups[i]).collect();
            let ((breaks, rows, ..), _) = self.best_cut(&counts);
            (breaks, rows)
        };
        let mut orders = permutations(groups.len());
        // Those keeping the end group at its end first (a stable sort keeps the usual order first among them).
        let last = groups.len().saturating_sub(1);
        if first {
            orders.sort_by_key(|o| o.first() != Some(&0));
        } else {
            orders.sort_by_key(|o| o.last() != Some(&last));
        }
        let scores: Vec<(usize, usize)> = orders.iter().map(|o| score(o)).collect();
        let Some(&best) = scores.iter().min() else {
            return usual;
        };
        if let Some(kept) = kept
            && kept.len() == groups.len()
            && score(kept) == best
        {
            return kept.to_vec();
        }
        orders
            .into_iter()
            .zip(scores)
            .find(|(_, s)| *s == best)
            .map_or(usual, |(o, _)| o)
    }
}

/// How a cut of a hand into rows is judged, the least the best: the places it breaks a group, then the rows it
/// takes, then its longest row, then its front rows the fuller.
type CutCost = (usize, usize, usize, std::cmp::Reverse<Vec<usize>>);

/// Calls `each` with every way to lay `n` cards in `rows` rows of one to `per_row` cards, top row first (`split`
/// holds the rows laid so far).
fn each_cut(
    n: usize,
    rows: usize,
    per_row: usize,
    split: &mut Vec<usize>,
    each: &mut impl FnMut(&[usize]),
) {
    if rows <= 1 {
        if (1..=per_row).contains(&n) {
            split.push(n);
            each(split);
            split.pop();
        }
        return;
    }
    for first in 1..=per_row.min(n.saturating_sub(rows - 1)) {
        if n - first <= per_row * (rows - 1) {
            split.push(first);
            each_cut(n - first, rows - 1, per_row, split, each);
            split.pop();
        }
    }
}

/// The most groups whose every order [`HandRoom::order`] tries.
const MOST_GROUPS: usize = 5;

/// Every order of `n` things (their indices), the usual order first, then as a dictionary sorts them.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for first in 0..n {
        for rest in permutations(n - 1) {
            let mut order = vec![first];
            order.extend(rest.into_iter().map(|i| if i >= first { i + 1 } else { i }));
            out.push(order);
        }
    }
    out
}

/// The person's cards' scale on a tall table of `size`: a seventh of its height, between 1.1 and 1.6 of a card; a
/// tablet's (as wide as a table shows), whose rows have room across for the longest hand, a fifth of it.
fn tall_hand_scale(size: Vec2) -> f32 {
    let share = if size.x >= TABLET_ACROSS { 0.19 } else { 0.14 };
    (size.y * share / CARD.y).clamp(1.1, 1.6)
}

/// How wide a tall table is, in world units, from which it is a tablet's.
const TABLET_ACROSS: f32 = 600.0;

/// The person's cards' scale on a low table of `size`: under a quarter of its height, between 1.0 and 1.4 of a
/// card.
fn low_hand_scale(size: Vec2) -> f32 {
    (size.y * 0.23 / CARD.y).clamp(1.0, 1.4)
}

/// The room over a low table's plates across the top: the dealer's tab stands there, and their cards peek out.
const ACROSS_ROOM: f32 = 24.0;
/// How far a low table's side seats' cards peek out above their plates.
const LOW_PEEK: f32 = 20.0;
/// The scale of the cards in a low table's band over the hand (the stock, the prize, a turn-up): as high as a
/// plate.
pub const LOW_BAND_CARD: f32 = 0.72;
/// How much of the low table's band Hearts' kitty and its line take ("2♦ 2♣ out of play" over the card).
const LOW_KITTY: f32 = 150.0;
/// How far a low table's piles of tricks won peek out from behind their seats' plates.
const STACK_PEEK: f32 = 14.0;

/// Opponents' face-down cards on a tall table: small, behind their plates.
pub const OPPONENT_TALL: f32 = 0.5;

/// The other player's piles in Schafkopf for two on a tall table.
pub const OTHER_PILES_TALL: f32 = 0.7;

#[cfg(test)]
mod tests {
    use super::*;

    /// Phones and a tablet held upright, in CSS pixels.
    const UPRIGHT: [(f32, f32); 4] = [
        (360.0, 640.0),
        (390.0, 844.0),
        (412.0, 915.0),
        (768.0, 1024.0),
    ];

    /// A phone upright is laid out tall, a phone sideways low, with their text at 14 px or more; a desk window,
    /// however shaped, is neither.
    #[test]
    fn phones_upright_are_tall_and_desks_are_not() {
        for (w, h) in UPRIGHT {
            let frame = TableFrame::for_window(w, h);
            assert_eq!(frame.kind, FrameKind::Tall, "{w}x{h}");
            assert!(frame.pixels * 17.5 >= 14.0 - 0.01, "{w}x{h}: {frame:?}");
            assert!((frame.size.x * frame.pixels - w).abs() < 1.0, "{w}x{h}");
        }
        for (w, h) in [(640.0, 360.0), (844.0, 390.0), (915.0, 412.0)] {
            let frame = TableFrame::for_window(w, h);
            assert_eq!(frame.kind, FrameKind::Low, "{w}x{h}");
            assert!(frame.pixels * 17.5 >= 14.0 - 0.01, "{w}x{h}: {frame:?}");
            assert!((frame.size.y * frame.pixels - h).abs() < 1.0, "{w}x{h}");
        }
        for (w, h) in [
            (800.0, 600.0),
            (1280.0, 800.0),
            (1920.0, 1080.0),
            (1024.0, 768.0),
            (700.0, 560.0),
        ] {
            assert_eq!(
                TableFrame::for_window(w, h).kind,
                FrameKind::Desk,
                "{w}x{h}"
            );
        }
    }

    /// A phone table for four at `w`x`h` whose largest hand is `most` cards.
    fn phone(w: f32, h: f32, most: usize) -> Tall {
        let frame = TableFrame::for_window(w, h);
        Tall {
            low: frame.kind == FrameKind::Low,
            mirror: false,
            tools: 0.0,
            size: frame.size,
            pixels: frame.pixels,
            players: 4,
            score_box: false,
            most,
            stock: true,
            prize: true,
            piles: false,
        }
    }

    /// Left-handed, the person's plate, pile and (sideways) band and corners lie mirrored; every other seat keeps
    /// its place, so play still goes round the same way.
    #[test]
    fn left_handed_mirrors_the_persons_side_only() {
        for (w, h) in [(360.0, 640.0), (740.0, 360.0)] {
            let right = phone(w, h, 13);
            let left = Tall {
                mirror: true,
                ..right
            };
            let flip = |v: Vec2| Vec2::new(-v.x, v.y);
            assert_eq!(left.plate_at(Seat(0)), flip(right.plate_at(Seat(0))));
            assert!(left.plate_at(Seat(0)).x > 0.0, "{w}x{h}: at the right");
            assert_eq!(left.stack_at(Seat(0)), flip(right.stack_at(Seat(0))));
            for seat in 1..4 {
                assert_eq!(left.plate_at(Seat(seat)).x, right.plate_at(Seat(seat)).x);
            }
            if right.low {
                assert_eq!(left.prize_at(), flip(right.prize_at()));
                assert_eq!(left.stock_at(), flip(right.stock_at()));
                assert_eq!(left.prompt_span().0, -right.prompt_span().0);
                assert_eq!(
                    left.piece_at(TablePiece::Badge),
                    flip(right.piece_at(TablePiece::Badge))
                );
            }
        }
    }

    /// Every card of a phone's hand shows a finger (44x44 px) to tap: a strip as wide to the next card of its row,
    /// rows as far apart, and stays on the table; whatever its suits.
    #[test]
    fn every_card_of_a_phones_hand_shows_a_finger() {
        let sizes = UPRIGHT.iter().chain(&[(640.0, 360.0), (844.0, 390.0)]);
        for &(w, h) in sizes {
            let tall = phone(w, h, 17);
            let size = tall.size;
            for n in 1..=17usize {
                // One suit; four as even as can be; a long suit and short ones.
                let even: Vec<usize> = (0..4).map(|s| (n + 3 - s) / 4).collect();
                let long = vec![n - n / 3, n / 3];
                for groups in [vec![n], even, long] {
                    let rows = tall.hand_rows(&groups);
                    assert_eq!(rows.iter().sum::<usize>(), n, "{w}x{h}, {groups:?}");
                    let cards: Vec<Vec2> =
                        (0..n).map(|i| tall.hand_card(i, &rows, false).0).collect();
                    let half = CARD * tall.hand_scale() / 2.0;
                    let what = format!("{w}x{h}, {groups:?} in rows {rows:?}");
                    for (i, at) in cards.iter().enumerate() {
                        assert!(
                            at.x - half.x >= -size.x / 2.0,
                            "{what}: card {i} off the left"
                        );
                        assert!(
                            at.x + half.x <= size.x / 2.0,
                            "{what}: card {i} off the right"
                        );
                        assert!(
                            at.y - half.y + tall.sunk() >= -size.y / 2.0 - 0.01,
                            "{what}: card {i} off the bottom"
                        );
                        if let Some(next) = cards.get(i + 1) {
                            let (across, up) =
                                ((next.x - at.x) * tall.pixels, (at.y - next.y) * tall.pixels);
                            if up.abs() < 1.0 {
                                assert!(across >= 44.0 - 0.01, "{what}: a strip of {across:.1} px");
                            } else {
                                assert!(up >= 44.0 - 0.01, "{what}: rows {up:.1} px apart");
                            }
                        }
                    }
                }
            }
        }
    }

    /// A phone's hand keeps each suit in one row where rows of whole suits fit the room kept: at 360x640 (two
    /// rows of seven) 4-3-3-3 and 6-1-6 lie in two rows of whole suits (the front row the fuller), 2-2-3 in one;
    /// 5-4-2-2 in that order, which no two rows of whole suits hold, breaks one suit once (the front row the
    /// fuller), and a suit longer than a row is split evenly.
    #[test]
    fn a_phones_rows_hold_whole_suits() {
        let tall = phone(360.0, 640.0, 13);
        assert_eq!(tall.per_row(), 7);
        assert_eq!(tall.rows_kept(), 2);
        assert_eq!(tall.hand_rows(&[5, 4, 2, 2]), vec![6, 7]);
        assert_eq!(tall.hand_rows(&[4, 3, 3, 3]), vec![7, 6]);
        assert_eq!(tall.hand_rows(&[6, 1, 6]), vec![6, 7]);
        assert_eq!(tall.hand_rows(&[2, 2, 3]), vec![7]);
        assert_eq!(tall.hand_rows(&[10]), vec![5, 5]);
        // The tablet holds the longest hand in one row.
        assert_eq!(phone(768.0, 1024.0, 13).hand_rows(&[4, 3, 3, 3]), vec![13]);
    }

    /// Where no two rows of seven hold a 13-card hand's suits whole in the usual order, another order of the suits
    /// does if one can: 5-4-2-2 as 5+2 over 4+2 (trumps, the last suit, still last), 3-5-2-3 as 5+2 over 3+3; the
    /// order shown so far stays while it serves; the usual order where it serves or nothing does.
    #[test]
    fn a_phone_moves_suits_only_to_keep_each_whole_in_a_row() {
        let room = phone(360.0, 640.0, 13).hand_space();
        assert_eq!(
            room,
            HandRoom {
                per_row: 7,
                rows: 2
            }
        );
        assert_eq!(room.order(&[5, 4, 2, 2], None, false), vec![0, 2, 1, 3]);
        assert_eq!(room.rows(&[5, 2, 4, 2]), vec![7, 6]);
        assert_eq!(room.order(&[3, 5, 2, 3], None, false), vec![1, 2, 0, 3]);
        // Kept while it serves: 2+5 over 4+2.
        assert_eq!(
            room.order(&[5, 4, 2, 2], Some(&[2, 0, 1, 3]), false),
            vec![2, 0, 1, 3]
        );
        // Not when it no longer does (5+4 over 2+2 runs over seven).
        assert_eq!(
            room.order(&[5, 4, 2, 2], Some(&[0, 1, 2, 3]), false),
            vec![0, 2, 1, 3]
        );
        // The usual order serves: it stays.
        assert_eq!(room.order(&[4, 3, 3, 3], None, false), vec![0, 1, 2, 3]);
        // Trumps sorted to the left stay at the left: 2+4 over 2+5.
        assert_eq!(room.order(&[2, 2, 4, 5], None, true), vec![0, 2, 1, 3]);
        // 1-6-6 and 6-6-1 serve as they are.
        assert_eq!(room.order(&[1, 6, 6], None, false), vec![0, 1, 2]);
        assert_eq!(room.order(&[6, 6, 1], None, false), vec![0, 1, 2]);
        // No order keeps every suit whole (a suit longer than a row; 5-5-3): the usual order, one suit broken
        // once, the front row the fuller.
        assert_eq!(room.order(&[8, 5], None, false), vec![0, 1]);
        assert_eq!(room.rows(&[8, 5]), vec![6, 7]);
        assert_eq!(room.order(&[5, 5, 3], None, false), vec![0, 1, 2]);
        assert_eq!(room.rows(&[5, 5, 3]), vec![6, 7]);
        // Hearts for three (17 cards) in three rows of seven.
        let three = phone(360.0, 640.0, 17).hand_space();
        assert_eq!(three.rows, 3);
        assert_eq!(three.order(&[6, 5, 3, 3], None, false), vec![0, 1, 2, 3]);
        assert_eq!(three.order(&[4, 5, 3, 5], None, false), vec![0, 2, 1, 3]);
        assert_eq!(three.rows(&[4, 3, 5, 5]), vec![7, 5, 5]);
        // 4-5-4-4 (a hand after the pass) fits no three rows of whole suits: one suit is broken, once (the even
        // rows of before broke two, and a suit could lie in three pieces).
        let order = three.order(&[4, 5, 4, 4], None, false);
        let shown: Vec<usize> = order.iter().map(|&i| [4, 5, 4, 4][i]).collect();
        assert_eq!(breaks(&shown, &three.rows(&shown)), 1, "{shown:?}");
        assert_eq!(breaks(&[2, 6, 2, 4], &three.rows(&[2, 6, 2, 4])), 0);
    }

    /// Whether whole groups of `groups` cards fit in `rows` rows of `per_row`, in any order: each group put in a
    /// row, every way (a count apart from [`HandRoom::order`]'s search).
    fn packs(groups: &[usize], rows: usize, per_row: usize) -> bool {
        let ways = rows.pow(groups.len() as u32);
        (0..ways).any(|mut way| {
            let mut filled = vec![0; rows];
            for &g in groups {
                filled[way % rows] += g;
                way /= rows;
            }
            filled.iter().all(|&f| f <= per_row)
        })
    }

    /// Where `rows` (cards a row) cut into a group of `groups` cards, in that order.
    fn breaks(groups: &[usize], rows: &[usize]) -> usize {
        let ends: Vec<usize> = groups
            .iter()
            .scan(0, |sum, g| {
                *sum += g;
                Some(*sum)
            })
            .collect();
        rows.iter()
            .scan(0, |sum, r| {
                *sum += r;
                Some(*sum)
            })
            .filter(|end| !ends.contains(end))
            .count()
    }

    /// Whether `rows` (cards a row) cut groups of `groups` cards, in that order, only between groups.
    fn whole(groups: &[usize], rows: &[usize]) -> bool {
        breaks(groups, rows) == 0
    }

    /// Over 20,000 seeded deals of 13 cards (and of 17, Hearts for three) on the smallest phone, every suit of a
    /// hand lies whole in one row exactly when whole suits can be packed into the rows kept, in some order: each
    /// hand is laid in as few rows as such packing allows, the order found is a permutation of the suits, and the
    /// last suit (trumps) stays last.
    #[test]
    fn whole_suits_fill_the_rows_wherever_they_can() {
        use crate::engine::deck::shuffled;
        for (most, dealt) in [(13usize, 13usize), (17, 17)] {
            let room = phone(360.0, 640.0, most).hand_space();
            let (mut split_usual, mut split_now) = (0, 0);
            for seed in 0..20_000u64 {
                let deck = shuffled(crate::engine::CardSet::FULL, seed, 0);
                let mut groups = [0usize; 4];
                for card in deck.as_slice().iter().take(dealt) {
                    groups[card.suit().index()] += 1;
                }
                let groups: Vec<usize> = groups.into_iter().filter(|&g| g > 0).collect();
                let order = room.order(&groups, None, false);
                let mut sorted = order.clone();
                sorted.sort();
                assert_eq!(sorted, (0..groups.len()).collect::<Vec<_>>(), "{groups:?}");
                // The last suit (trumps) stays last: rows that hold whole suits can always end with it.
                assert_eq!(order.last(), Some(&(groups.len() - 1)), "{groups:?}");
                let shown: Vec<usize> = order.iter().map(|&i| groups[i]).collect();
                let rows = room.rows(&shown);
                assert_eq!(rows.iter().sum::<usize>(), dealt);
                assert!(rows.len() <= room.rows, "{shown:?} in {rows:?}");
                let can = packs(&groups, room.rows, room.per_row);
                assert_eq!(
                    whole(&shown, &rows),
                    can,
                    "{groups:?} shown {shown:?} in {rows:?}"
                );
                if can {
                    // As few rows as any packing.
                    let fewest = (1..=room.rows).find(|&r| packs(&groups, r, room.per_row));
                    assert_eq!(Some(rows.len()), fewest, "{shown:?} in {rows:?}");
                }
                split_usual += usize::from(!whole(&groups, &room.rows(&groups)));
                split_now += usize::from(!whole(&shown, &rows));
            }
            // Moving suits keeps more hands whole than the usual order alone.
            assert!(
                split_now < split_usual,
                "{most}: {split_now} vs {split_usual}"
            );
        }
    }
}

/// Where the prompt's first line begins, up the table (world units), as last laid out: the prompt wraps upwards
/// from [`Tall::prompt_y`], to three lines in German on a small phone, and what lies over it (the call panel)
/// keeps clear of it. `None` without a prompt shown.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct PromptTop(pub Option<f32>);
