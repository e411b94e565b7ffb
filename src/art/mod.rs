//! Tile and figure art: drawn from the tile definitions, saved as PNGs, and
//! replaceable through art packs. Plain Rust (tiny-skia and png), no engine
//! import, so the generator and the game share it; the game also uses
//! [`render_tile`] as fallback art when an image is missing or broken.

mod canvas;
mod chart;
mod figure;
mod font;
mod image;
mod pack;
mod sheet;
mod tile;

pub use chart::{CHART_HEIGHT, CHART_LEGEND_WIDTH, CHART_WIDTH, render_score_chart};
pub use figure::{FigureShape, PlayerColour, render_figure};
pub use image::{Rgba, decode_png, encode_png};
pub use pack::{
    ART_PACKS_DIR, figure_art_path, list_art_packs, list_art_packs_in, load_figure_art,
    load_tile_art, pack_folder, tile_art_path, user_packs_dir,
};
pub use sheet::{ContactSheetEntry, render_contact_sheet};
pub use tile::render_tile;

/// Side of a tile image in pixels. Art packs may use any square size from
/// [`MIN_TILE_PX`] to [`MAX_ART_PX`]; the game scales it to the board.
pub const TILE_PX: u32 = 256;

/// Side of a figure image in pixels (square, transparent around the figure).
pub const FIGURE_PX: u32 = 96;

/// The smallest square tile image an art pack may use.
pub const MIN_TILE_PX: u32 = 64;

/// The smallest square figure image an art pack may use.
pub const MIN_FIGURE_PX: u32 = 32;

/// The largest image side accepted from art files (larger ones are refused).
pub const MAX_ART_PX: u32 = 4096;
