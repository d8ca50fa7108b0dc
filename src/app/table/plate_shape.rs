//! The shape of the table's plates and boxes (the seats' plates, the trump badge, a game's score box, the glows
//! round them): a rounded rectangle with a thin light edge, drawn once as a small white image and nine-sliced to
//! each size, so every plate, badge and toolbar button is one family.

use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::sprite::{BorderRect, SliceScaleMode, SpriteImageMode, TextureSlicer};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, draw_rounded_plate);
}

/// The white rounded square every plate is cut from, and the rings drawn round plates: a thin edge and a wide
/// glow (all tinted by the sprite's colour).
#[derive(Resource, Clone, Debug)]
pub struct RoundedPlate {
    /// The filled square.
    pub fill: Handle<Image>,
    /// Its outline, [`EDGE_WIDTH`] wide.
    pub ring: Handle<Image>,
    /// A wide outline, for the turn's and the winners' glow.
    pub glow: Handle<Image>,
}

/// The image's side in pixels and its corners' radius: the corners keep this radius at any plate size.
const SIDE: u32 = 48;
const RADIUS: f32 = 11.0;

/// The thin light edge round a plate, and how far it stands out of the plate.
pub const EDGE: Color = Color::srgba(0.96, 0.93, 0.84, 0.30);
/// How far the edge stands out of a plate on each side.
pub const EDGE_WIDTH: f32 = 1.5;

/// Draws the rounded square once (headless tests without images go without: plates are then plain rectangles).
fn draw_rounded_plate(mut commands: Commands, images: Option<ResMut<Assets<Image>>>) {
    let Some(mut images) = images else { return };
    commands.insert_resource(RoundedPlate {
        fill: images.add(rounded_square(None)),
        ring: images.add(rounded_square(Some(EDGE_WIDTH))),
        glow: images.add(rounded_square(Some(GLOW_WIDTH))),
    });
}

/// How wide the turn's and the winners' glow is round a plate.
pub const GLOW_WIDTH: f32 = 4.0;

/// A white square with rounded corners, filled or (`ring`) only its outline that wide, its edges smoothed over
/// a pixel so they stay soft when scaled.
pub fn rounded_square(ring: Option<f32>) -> Image {
    let mut data = Vec::with_capacity((SIDE * SIDE * 4) as usize);
    let half = SIDE as f32 / 2.0;
    for y in 0..SIDE {
        for x in 0..SIDE {
            // Distance outside the rounded square (negative inside), from the pixel's centre.
            let p = Vec2::new(x as f32 + 0.5 - half, y as f32 + 0.5 - half).abs();
            let q = p - Vec2::splat(half - RADIUS);
            let outside = q.max(Vec2::ZERO).length() + q.x.max(q.y).min(0.0) - RADIUS;
            let mut alpha = (0.5 - outside).clamp(0.0, 1.0);
            if let Some(width) = ring {
                // Inside the outline: fades out over a pixel from the ring's inner edge.
                alpha *= (0.5 + outside + width).clamp(0.0, 1.0);
            }
            data.extend_from_slice(&[255, 255, 255, (alpha * 255.0).round() as u8]);
        }
    }
    Image::new(
        Extent3d {
            width: SIDE,
            height: SIDE,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

/// A plate's sprite: `colour` over `size`, with rounded corners when the shape is drawn.
pub fn plate_sprite(colour: Color, size: Vec2, shape: Option<&RoundedPlate>) -> Sprite {
    match shape {
        Some(shape) => sliced(shape.fill.clone(), colour, size),
        None => Sprite::from_color(colour, size),
    }
}

/// A glow round a plate of `size` (the turn's, the winners'): a wide rounded outline just outside it; a plain
/// rectangle behind the plate where the shape is not drawn.
pub fn glow_sprite(colour: Color, size: Vec2, shape: Option<&RoundedPlate>) -> Sprite {
    match shape {
        Some(shape) => sliced(shape.glow.clone(), colour, size + 2.0 * GLOW_WIDTH),
        None => Sprite::from_color(colour, size + 2.0 * GLOW_WIDTH),
    }
}

/// `image` nine-sliced to `size`, its corners kept round.
fn sliced(image: Handle<Image>, colour: Color, size: Vec2) -> Sprite {
    Sprite {
        image,
        color: colour,
        custom_size: Some(size),
        image_mode: SpriteImageMode::Sliced(TextureSlicer {
            border: BorderRect::all(RADIUS + 2.0),
            center_scale_mode: SliceScaleMode::Stretch,
            sides_scale_mode: SliceScaleMode::Stretch,
            max_corner_scale: 1.0,
        }),
        ..default()
    }
}

/// The light edge round a plate of `size`: a thin outline drawn over the plate's rim (nothing where the shape
/// is not drawn).
pub fn plate_edge(size: Vec2, shape: Option<&RoundedPlate>) -> impl Bundle {
    let sprite = match shape {
        Some(shape) => sliced(shape.ring.clone(), EDGE, size),
        None => Sprite::from_color(Color::NONE, Vec2::ZERO),
    };
    (sprite, Transform::from_xyz(0.0, 0.0, 0.05))
}
