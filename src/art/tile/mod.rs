//! Drawing one tile type from its segments: fields, water, roads, bridges and
//! tunnels, walled cities with roofs and coats of arms, villages,
//! monasteries, gardens, and The Princess & the Dragon's volcano, dragon,
//! magic portal and princess.
//!
//! Everything is derived from the tile data, never from the tile id: the
//! layout is planned first ([`plan`]: city outlines, road lines, where the
//! monastery, the garden and the trees fit), then painted back to front
//! ([`paint`] for the land, [`buildings`] for what stands on it), in the
//! colours and sizes of [`style`].

mod buildings;
mod city;
mod geometry;
mod goods;
mod house;
mod landmarks;
mod paint;
mod plan;
mod regions;
mod room;
mod sites;
mod style;
mod symbols;
#[cfg(test)]
mod tests;
mod water;

use super::canvas::Canvas;
use super::image::Rgba;
use super::sizes::TILE_PX;
use crate::rules::TileType;
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
