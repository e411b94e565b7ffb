//! Tile and figure images for the map, loaded once from the assets folder
//! (an art pack first, then the default PNGs, then art drawn from the tile
//! definitions), with a warning for every file that could not be used.

use super::turn::Catalog;
use crate::art::{self, FigureShape, PlayerColour, Rgba};
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, load_art);
}

/// Handles of every image the map draws.
#[derive(Resource, Debug)]
pub struct ArtAssets {
    /// Per tile type, indexed by `TileTypeId`.
    pub tiles: Vec<Handle<Image>>,
    /// Per shape (`Follower`, `Farmer`, `Abbot`) and colour.
    pub figures: Vec<[Handle<Image>; 5]>,
    /// A ring for marking cells (last tile, legal spots, highlights).
    pub frame: Handle<Image>,
    /// A thinner ring, for the cells where the drawn tile fits.
    pub thin_frame: Handle<Image>,
    /// A soft round dot.
    pub dot: Handle<Image>,
    /// Problems met while loading art, shown to the players.
    pub warnings: Vec<String>,
}

impl ArtAssets {
    pub fn figure(&self, shape: FigureShape, colour: PlayerColour) -> Handle<Image> {
        let s = match shape {
            FigureShape::Follower => 0,
            FigureShape::Farmer => 1,
            FigureShape::Abbot => 2,
        };
        self.figures[s][colour as usize].clone()
    }
}

/// The art pack chosen by the players (`CARCASSONNE_ART_PACK` or settings).
#[derive(Resource, Clone, Debug, Default)]
pub struct ArtPack(pub Option<String>);

pub fn to_image(img: &Rgba) -> Image {
    Image::new(
        Extent3d {
            width: img.width,
            height: img.height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        img.data.clone(),
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    )
}

fn load_art(
    mut commands: Commands,
    catalog: Res<Catalog>,
    pack: Option<Res<ArtPack>>,
    mut images: ResMut<Assets<Image>>,
) {
    let assets = crate::assets_dir::assets_dir();
    let pack = pack.and_then(|p| p.0.clone());
    let mut warnings = Vec::new();
    let tiles = catalog
        .0
        .types
        .iter()
        .map(|t| {
            let (img, mut w) = art::load_tile_art(&assets, pack.as_deref(), t);
            warnings.append(&mut w);
            images.add(to_image(&img))
        })
        .collect();
    let figures = [
        FigureShape::Follower,
        FigureShape::Farmer,
        FigureShape::Abbot,
    ]
    .into_iter()
    .map(|shape| {
        PlayerColour::ALL.map(|colour| {
            let (img, mut w) = art::load_figure_art(&assets, pack.as_deref(), shape, colour);
            warnings.append(&mut w);
            images.add(to_image(&img))
        })
    })
    .collect();
    for w in &warnings {
        warn!("art: {w}");
    }
    commands.insert_resource(ArtAssets {
        tiles,
        figures,
        frame: images.add(to_image(&ring(128, 10.0))),
        thin_frame: images.add(to_image(&ring(128, 4.0))),
        dot: images.add(to_image(&disc(64))),
        warnings,
    });
}

/// A white square outline, `width` pixels wide, on transparent.
fn ring(px: u32, width: f32) -> Rgba {
    let mut data = vec![0u8; (px * px * 4) as usize];
    for y in 0..px {
        for x in 0..px {
            let d = (x.min(y).min(px - 1 - x).min(px - 1 - y)) as f32;
            if d < width {
                let i = ((y * px + x) * 4) as usize;
                data[i..i + 4].copy_from_slice(&[255, 255, 255, 255]);
            }
        }
    }
    Rgba {
        width: px,
        height: px,
        data,
    }
}

/// A white disc with a soft edge.
fn disc(px: u32) -> Rgba {
    let mut data = vec![0u8; (px * px * 4) as usize];
    let r = px as f32 / 2.0;
    for y in 0..px {
        for x in 0..px {
            let (dx, dy) = (x as f32 + 0.5 - r, y as f32 + 0.5 - r);
            let a = ((r - (dx * dx + dy * dy).sqrt()) / 2.0).clamp(0.0, 1.0);
            let i = ((y * px + x) * 4) as usize;
            data[i..i + 4].copy_from_slice(&[255, 255, 255, (a * 255.0) as u8]);
        }
    }
    Rgba {
        width: px,
        height: px,
        data,
    }
}
