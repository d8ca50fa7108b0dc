//! The table's frame: from the window's shape, whether the table is laid out as on a desk (the 4:3 table, wider
//! windows showing more felt at the sides) or tall, for a phone or tablet held upright (the opponents in rows
//! across the top, the trick in the middle, the person's plate over their hand in rows along the bottom), and
//! how much of the world the camera shows. The pieces that lie at fixed places (plates, the trump badge, a
//! game's boxes and lines) move when the frame changes, as when a phone turns.

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::desk::{CARD, PLATE, TABLE_SIZE};
use crate::app::state::TableSystems;
use crate::app::state::table::Table;
use crate::engine::{AnyMatch, GameKind, Seat};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableFrame>();
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
}

impl Default for TableFrame {
    fn default() -> Self {
        TableFrame {
            kind: FrameKind::Desk,
            size: TABLE_SIZE,
            margin: 0.0,
            pixels: 1.0,
        }
    }
}

/// The least scale a desk table may be shown at: 800x600 shows it at 0.75, its smallest text at 13 px. A window
/// that would show it smaller and is taller than wide is laid out tall.
const DESK_LEAST: f32 = 0.74;

/// Window pixels per world unit on a tall table at the least: the table's smallest text (17.5 units) at 14 px.
const TALL_PIXELS: f32 = 0.8;

impl TableFrame {
    /// The frame for a window `width` x `height` (logical pixels).
    pub fn for_window(width: f32, height: f32) -> TableFrame {
        let (w, h) = (width.max(1.0), height.max(1.0));
        let fit = (w / TABLE_SIZE.x).min(h / TABLE_SIZE.y);
        if fit >= DESK_LEAST || w >= h {
            // The camera fits the table's height on a wide window, so the width it shows is the height's share.
            let shown = TABLE_SIZE.y * w / h;
            return TableFrame {
                kind: FrameKind::Desk,
                size: TABLE_SIZE,
                margin: ((shown - TABLE_SIZE.x) / 2.0).max(0.0).round(),
                pixels: fit,
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
        }
    }

    /// The tall layout for `game`, when the table is laid out tall.
    pub fn tall(&self, game: &AnyMatch) -> Option<Tall> {
        let players = game.players();
        (self.kind == FrameKind::Tall).then_some(Tall {
            size: self.size,
            pixels: self.pixels,
            players: players.clamp(2, 5),
            score_box: game.kind() == GameKind::Whist,
            most: most_in_hand(game),
            // Whist's turn-up lies in a stock's column.
            stock: match game {
                AnyMatch::Wendellhead(_) | AnyMatch::Whist(_) => true,
                AnyMatch::Hearts(g) => g.rules().kitty,
                _ => false,
            },
        })
    }

    /// Whether the table is laid out tall.
    pub fn is_tall(&self) -> bool {
        self.kind == FrameKind::Tall
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
        if self.is_tall() {
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
    windows: Query<&Window, (With<bevy::window::PrimaryWindow>, Changed<Window>)>,
    mut frame: ResMut<TableFrame>,
) {
    let Ok(window) = windows.single() else { return };
    frame.set_if_neq(TableFrame::for_window(window.width(), window.height()));
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
    /// The count by a side's pile of tricks (Whist).
    PileLabel(u8),
}

/// Puts the pieces in their places when they appear or the frame changes (a window resized, a phone turned).
fn place_pieces(
    mut commands: Commands,
    frame: Res<TableFrame>,
    table: Option<Res<Table>>,
    mut pieces: Query<(Entity, Ref<TablePiece>, &mut Transform, Option<&mut Anchor>)>,
) {
    let Some(table) = table else { return };
    for (entity, piece, mut at, anchor) in &mut pieces {
        if !frame.is_changed() && !piece.is_added() {
            continue;
        }
        let to = piece_at(&frame, *piece, &table.game);
        if at.translation.truncate() != to {
            at.translation.x = to.x;
            at.translation.y = to.y;
        }
        // Upright, the stock's and the prize's lines start at the table's edge by their cards.
        let tall = frame.is_tall();
        let wanted = match piece.as_ref() {
            TablePiece::StockLabel | TablePiece::StockMark if tall => Anchor::CENTER_LEFT,
            TablePiece::PrizeLabel if tall => Anchor::CENTER_RIGHT,
            TablePiece::StockLabel | TablePiece::StockMark | TablePiece::PrizeLabel => {
                Anchor::CENTER
            }
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

/// Where a piece lies in the frame, for `game`.
pub fn piece_at(frame: &TableFrame, piece: TablePiece, game: &AnyMatch) -> Vec2 {
    use super::desk;
    let players = game.players();
    if let Some(tall) = frame.tall(game) {
        return tall.piece_at(piece);
    }
    // The corner pieces keep to the window's left edge on a desk wider than 4:3.
    let edge = |at: Vec2| Vec2::new(at.x - frame.margin, at.y);
    match piece {
        TablePiece::Plate(seat) if seat.0 == 0 => edge(super::desk::plate_at(seat, players)),
        TablePiece::Plate(seat) => super::desk::plate_at(seat, players),
        TablePiece::Badge => edge(BADGE_AT),
        TablePiece::ScoreBox => edge(SCORE_AT),
        TablePiece::StockLabel => desk::stock_label_at(players),
        TablePiece::StockMark => desk::stock_mark_at(players),
        TablePiece::PrizeLabel => desk::prize_label_at(players),
        TablePiece::PileLabel(side) => {
            desk::stack_anchor(Seat(side), players) - Vec2::new(0.0, CARD.y * 0.3 + 16.0)
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
pub const TALL_SCORE_BOX: f32 = 218.0;

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

/// The tall table's geometry: where everything lies when the table is laid out for a phone or tablet upright.
#[derive(Clone, Copy, Debug)]
pub struct Tall {
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

/// The band at the top the toolbar's buttons take, in world units: 8 + 54 UI units at a phone's UI scale.
const TOOLBAR_BAND: f32 = 76.0;
/// How far apart a trick's cards lie in a row, in card widths: their names under them stay apart.
const ROW_SPACING: f32 = 1.2;
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
        self.players >= 5 || self.score_box
    }

    /// The person's cards' scale: a seventh of the table's height, between 1.1 and 1.6 of a card.
    pub fn hand_scale(&self) -> f32 {
        tall_hand_scale(self.size)
    }

    /// The most cards a row of the person's hand holds, each showing a finger's width.
    fn per_row(&self) -> usize {
        let width = CARD.x * self.hand_scale();
        let strip = TAP_STRIP / self.pixels;
        (1.0 + ((self.size.x - 16.0 - width) / strip).floor()).max(1.0) as usize
    }

    /// The rows the hand's room is kept for: as many as the game's largest hand needs, at most two (a third
    /// row, Hearts for three, overlaps more).
    fn rows_kept(&self) -> usize {
        self.most.div_ceil(self.per_row()).clamp(1, 2)
    }

    /// How far apart the hand's rows lie: enough for the upper row's index and a finger.
    fn row_step(&self) -> f32 {
        CARD.y * self.hand_scale() * 0.42
    }

    /// How far a chosen card stands out of the hand.
    pub fn lift(&self) -> f32 {
        CARD.y * self.hand_scale() * 0.17
    }

    /// The height of the hand's room, lifted cards included.
    fn hand_room(&self) -> f32 {
        CARD.y * self.hand_scale() + (self.rows_kept() - 1) as f32 * self.row_step() + self.lift()
    }

    /// The middle of the person's plate's row, over their hand.
    pub fn console(&self) -> f32 {
        self.bottom() + 8.0 + self.hand_room() + 8.0 + PLATE.y / 2.0
    }

    /// Where the prompt's last line ends: over the person's plate and the dealer's tab on it (the prompt wraps
    /// upwards, two lines at most on a phone).
    pub fn prompt_y(&self) -> f32 {
        self.console() + PLATE.y / 2.0 + 26.0
    }

    /// Where the note's line ends: over two lines of the prompt.
    pub fn note_y(&self) -> f32 {
        self.prompt_y() + 56.0
    }

    /// Card `index` of a hand of `n`: where it lies and its height in the stacking (later rows over earlier).
    pub fn hand_card(&self, index: usize, n: usize, index_right: bool) -> (Vec2, f32) {
        let per_row = self.per_row();
        let rows = n.div_ceil(per_row).max(1);
        let in_row = n.div_ceil(rows);
        let row = index / in_row;
        let at = index % in_row;
        let count = if row + 1 == rows {
            n - row * in_row
        } else {
            in_row
        };
        let width = CARD.x * self.hand_scale();
        let room = self.size.x - 16.0;
        let step = ((room - width) / (count.max(2) - 1) as f32).min(width * 0.75);
        let x = (at as f32 - (count as f32 - 1.0) / 2.0) * step;
        // The rows share the room kept for them: a third row (Hearts for three) overlaps more.
        let kept = self.rows_kept().max(1);
        let step_y = if rows > kept {
            (kept - 1).max(1) as f32 * self.row_step() / (rows - 1) as f32
        } else {
            self.row_step()
        };
        let front = self.bottom() + 8.0 + CARD.y * self.hand_scale() / 2.0;
        let y = front + (rows - 1 - row) as f32 * step_y;
        let order = if index_right {
            row * in_row + (count - 1 - at)
        } else {
            index
        };
        (Vec2::new(x, y), 10.0 + order as f32)
    }

    /// Where a seat's plate lies.
    pub fn plate_at(&self, seat: Seat) -> Vec2 {
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

    /// Where a fixed piece lies.
    pub fn piece_at(&self, piece: TablePiece) -> Vec2 {
        match piece {
            TablePiece::Plate(seat) => self.plate_at(seat),
            TablePiece::Badge => self.badge_at(),
            // In the top-left corner, the badge going down by the person's plate.
            TablePiece::ScoreBox => Vec2::new(
                self.left() + 8.0 + TALL_SCORE_BOX / 2.0,
                self.row_a() + PLATE.y / 2.0 + PEEK - SCORE_BOX.y / 2.0,
            ),
            TablePiece::StockLabel => Vec2::new(
                self.left() + 8.0,
                self.stock_at().y - CARD.y * self.stock_scale() / 2.0 - 14.0,
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
        if self.badge_below() {
            Vec2::new(self.right() - 8.0 - TALL_BADGE.x / 2.0, self.console())
        } else {
            Vec2::new(self.left() + 8.0 + TALL_BADGE.x / 2.0, self.row_a())
        }
    }

    /// The top of the middle: under the lowest row of plates and the piles peeking under it.
    fn middle_top(&self) -> f32 {
        let lowest = if self.players >= 3 {
            self.row_b()
        } else {
            self.row_a()
        };
        lowest - PLATE.y / 2.0 - ROW_GAP / 2.0
    }

    /// The bottom of the middle: over the prompt line and the note above it.
    fn middle_bottom(&self) -> f32 {
        self.note_y() + 26.0
    }

    /// The trick's middle.
    pub fn trick_at(&self) -> Vec2 {
        Vec2::new(0.0, (self.middle_top() + self.middle_bottom()) / 2.0)
    }

    /// The room across the middle for the trick: all of it, less the stock's and the prize's columns at its
    /// edges where the game has a stock.
    fn trick_room(&self) -> f32 {
        let columns = if self.stock {
            2.0 * (CARD.x * self.prize_scale() + 16.0)
        } else {
            0.0
        };
        self.size.x - 16.0 - columns
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
        self.cross_scale() < 0.85 && self.row_scale() > self.cross_scale()
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
        // Its top at the middle's, clear of the plates above, with the prize's name over the prize beside it.
        Vec2::new(
            self.left() + 8.0 + CARD.x * self.stock_scale() / 2.0 + 6.0,
            self.middle_top() - 28.0 - CARD.y * self.prize_scale() / 2.0,
        )
    }

    /// The stock's scale: a card, or less where the middle is too low for it and its lines (a small phone's).
    pub fn stock_scale(&self) -> f32 {
        let height = self.middle_top() - self.middle_bottom();
        ((height - 28.0 - 52.0) / CARD.y).clamp(0.5, 1.0)
    }

    /// The prize (Wendellhead): at the middle's right edge.
    pub fn prize_at(&self) -> Vec2 {
        Vec2::new(
            self.right() - 8.0 - CARD.x * self.prize_scale() / 2.0 - 4.0,
            self.stock_at().y,
        )
    }

    /// The prize's scale.
    pub fn prize_scale(&self) -> f32 {
        1.1 * self.stock_scale()
    }

    /// An opponent's face-down hand: a tight fan behind their plate, peeking out above its left half.
    pub fn opponent_card(&self, seat: Seat, index: usize, n: usize) -> Vec2 {
        let plate = self.plate_at(seat);
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
        let plate = self.plate_at(seat);
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

/// The person's cards' scale on a tall table of `size`: a seventh of its height, between 1.1 and 1.6 of a card.
fn tall_hand_scale(size: Vec2) -> f32 {
    (size.y * 0.14 / CARD.y).clamp(1.1, 1.6)
}

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

    /// A phone upright is laid out tall with its text at 14 px or more; a desk window, however shaped, is not.
    #[test]
    fn phones_upright_are_tall_and_desks_are_not() {
        for (w, h) in UPRIGHT {
            let frame = TableFrame::for_window(w, h);
            assert_eq!(frame.kind, FrameKind::Tall, "{w}x{h}");
            assert!(frame.pixels * 17.5 >= 14.0 - 0.01, "{w}x{h}: {frame:?}");
            assert!((frame.size.x * frame.pixels - w).abs() < 1.0, "{w}x{h}");
        }
        for (w, h) in [
            (800.0, 600.0),
            (1280.0, 800.0),
            (1920.0, 1080.0),
            (1024.0, 768.0),
        ] {
            assert_eq!(
                TableFrame::for_window(w, h).kind,
                FrameKind::Desk,
                "{w}x{h}"
            );
        }
    }

    /// Every card of a phone's hand shows a finger's width (44 px) to tap, in one row or more, and stays on the
    /// table.
    #[test]
    fn every_card_of_a_tall_hand_shows_a_finger_width() {
        for (w, h) in UPRIGHT {
            let frame = TableFrame::for_window(w, h);
            let tall = Tall {
                size: frame.size,
                pixels: frame.pixels,
                players: 4,
                score_box: false,
                most: 17,
                stock: true,
            };
            for n in 1..=17 {
                let cards: Vec<Vec2> = (0..n).map(|i| tall.hand_card(i, n, false).0).collect();
                let half = CARD * tall.hand_scale() / 2.0;
                for (i, at) in cards.iter().enumerate() {
                    assert!(
                        at.x - half.x >= -frame.size.x / 2.0,
                        "{w}x{h}, {n} cards: card {i} off the left"
                    );
                    assert!(
                        at.x + half.x <= frame.size.x / 2.0,
                        "{w}x{h}, {n} cards: card {i} off the right"
                    );
                    assert!(
                        at.y - half.y >= -frame.size.y / 2.0,
                        "{w}x{h}, {n} cards: card {i} off the bottom"
                    );
                    if let Some(next) = cards.get(i + 1)
                        && (next.y - at.y).abs() < 1.0
                    {
                        let strip = (next.x - at.x) * frame.pixels;
                        assert!(
                            strip >= 44.0 - 0.01,
                            "{w}x{h}, {n} cards: a strip of {strip:.1} px"
                        );
                    }
                }
            }
        }
    }
}
