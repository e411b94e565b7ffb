//! The default art as built into the game: the committed PNGs of the tile
//! sets and figures, compiled in (see `build.rs`), else drawn from the tile
//! data. Decoding a compiled-in PNG costs about a quarter of drawing the
//! tile (0.8 against 3.3 ms on the 2-core development machine), so the game
//! starts sooner with them; a tile set changed by a mod gets its changed
//! tiles drawn, so art and data never disagree.

use super::figure::{FigureShape, PlayerColour, render_figure};
use super::image::{Rgba, decode_png};
use super::neutral::{NeutralFigure, render_neutral_figure};
use super::paths::{figure_art_path, neutral_figure_art_path};
use super::tile::render_tile;
use crate::rules::{TileCatalog, TileType};
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/built_in_art.rs"));

/// The compiled-in PNG at `path` (relative to `assets/`), if there is one.
/// Builds without the `gui` feature have none.
pub fn built_in_png(path: &str) -> Option<&'static [u8]> {
    BUILT_IN_ART
        .iter()
        .find(|(p, _)| *p == path)
        .map(|(_, bytes)| *bytes)
}

/// The tile's built-in image: the compiled-in PNG when the tile is laid out
/// as in the game's own tile sets, else drawn by [`render_tile`].
pub fn built_in_tile_art(t: &TileType) -> Rgba {
    static GAME_TILES: OnceLock<Option<TileCatalog>> = OnceLock::new();
    let same_as_shipped = GAME_TILES
        .get_or_init(|| TileCatalog::built_in().ok())
        .as_ref()
        .and_then(|c| c.types.iter().find(|s| s.id == t.id && s.set == t.set))
        .is_some_and(|s| {
            s.edges == t.edges && s.segments == t.segments && s.symbol == t.symbol && s.art == t.art
        });
    same_as_shipped
        .then(|| built_in_png(&t.art))
        .flatten()
        .and_then(|bytes| decode_png(bytes).ok())
        .unwrap_or_else(|| render_tile(t))
}

/// The figure's built-in image: the compiled-in PNG, else drawn.
pub fn built_in_figure_art(shape: FigureShape, colour: PlayerColour) -> Rgba {
    built_in_png(&figure_art_path(None, shape, colour))
        .and_then(|bytes| decode_png(bytes).ok())
        .unwrap_or_else(|| render_figure(shape, colour))
}

/// A neutral figure's built-in image: the compiled-in PNG, else drawn.
pub fn built_in_neutral_figure_art(figure: NeutralFigure) -> Rgba {
    built_in_png(&neutral_figure_art_path(None, figure))
        .and_then(|bytes| decode_png(bytes).ok())
        .unwrap_or_else(|| render_neutral_figure(figure))
}
