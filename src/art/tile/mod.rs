//! Drawing one tile type from its segments: fields, water, roads and bridges,
//! walled cities with roofs and coats of arms, villages, monasteries, gardens.
//!
//! Everything is derived from the tile data, never from the tile id: the
//! layout is planned first ([`plan`]: city outlines, road lines, where the
//! monastery, the garden and the trees fit), then painted back to front
//! ([`paint`] for the land, [`buildings`] for what stands on it), in the
//! colours and sizes of [`style`].

mod buildings;
mod city;
mod goods;
mod landmarks;
mod paint;
mod plan;
mod regions;
mod room;
mod sites;
mod style;
#[cfg(test)]
mod tests;
mod water;

use super::TILE_PX;
use super::canvas::{Canvas, Pt, pt};
use super::image::Rgba;
use crate::rules::{FeatureKind, TileType};
use plan::Plan;
pub use regions::{SegmentRegions, segment_regions};

/// Draws a tile type in its canonical orientation (north up), [`TILE_PX`] square.
pub fn render_tile(t: &TileType) -> Rgba {
    let mut canvas = Canvas::new(TILE_PX);
    let plan = Plan::new(t, &canvas);
    plan.paint(&mut canvas);
    canvas.into_rgba()
}

/// Draws a tile type `px` pixels square, for small pictures such as the
/// rules help (64 pixels reads well): the [`render_tile`] picture shrunk
/// smoothly, so it matches what the map shows; sizes over [`TILE_PX`] are
/// drawn at that size directly.
pub fn render_tile_sized(t: &TileType, px: u32) -> Rgba {
    let px = px.max(1);
    if px > TILE_PX {
        let mut canvas = Canvas::new(px);
        let plan = Plan::new(t, &canvas);
        plan.paint(&mut canvas);
        return canvas.into_rgba();
    }
    let full = render_tile(t);
    if TILE_PX.is_multiple_of(px) {
        full.downscaled(TILE_PX / px)
    } else {
        full.resized(px, px)
    }
}

// ---------------------------------------------------------------- geometry

const CENTRE: Pt = pt(0.5, 0.5);
/// Tile corners clockwise from north-west; side `s` runs from corner `s` to `s + 1`.
const CORNERS: [Pt; 4] = [pt(0.0, 0.0), pt(1.0, 0.0), pt(1.0, 1.0), pt(0.0, 1.0)];

fn mid(side: usize) -> Pt {
    CORNERS[side].lerp(CORNERS[(side + 1) % 4], 0.5)
}

/// Unit direction from a side into the tile.
fn inward(side: usize) -> Pt {
    (CENTRE - mid(side)).norm()
}

/// Unit direction along a side, clockwise.
fn along(side: usize) -> Pt {
    (CORNERS[(side + 1) % 4] - CORNERS[side]).norm()
}

fn sides_of(mask: u8) -> Vec<usize> {
    (0..4).filter(|s| mask & (1 << s) != 0).collect()
}

// ---------------------------------------------------------------- randomness

/// A small deterministic generator (splitmix64) for decoration.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..hi`.
    fn range(&mut self, lo: f32, hi: f32) -> f32 {
        let unit = (self.next() >> 40) as f32 / (1u64 << 24) as f32;
        lo + (hi - lo) * unit
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[(self.next() % items.len() as u64) as usize]
    }
}

/// A seed from the tile's layout (not its id), leaving out a garden, so a
/// garden copy looks like its plain tile plus the garden.
fn layout_seed(t: &TileType) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u8| {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    };
    for e in t.edges {
        eat(e as u8);
    }
    for s in t.segments.iter().filter(|s| s.kind != FeatureKind::Garden) {
        eat(s.kind as u8);
        eat(s.edges);
        eat(s.halves);
        eat(s.arms);
        eat(s.road_end.map_or(0, |e| e as u8 + 1));
        eat(s.bridge as u8);
    }
    h
}
