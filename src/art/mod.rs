//! Tile and figure art: drawn from the tile definitions, saved as PNGs, and
//! replaceable through art packs. Plain Rust (tiny-skia and png), no engine
//! import, so the generator and the game share it. The game has the default
//! art built in ([`built_in_tile_art`]: the committed PNGs compiled in, or
//! [`render_tile`] for tiles without one), used when no override folder or
//! art pack has a usable image.
//!
//! For other code: [`render_tile_sized`] draws any tile type small (the
//! rules help), [`render_icon`] the game's icon at any size,
//! [`render_figure_sized`] a figure of any [`FigureShape`] in any
//! [`PlayerColour`], [`render_neutral_figure_sized`] the dragon or the
//! fairy; [`segment_regions`] tells which segment a tile's
//! picture shows where, and [`segment_anchors`] where on each segment a
//! figure stands.

mod anchors;
mod built_in;
mod canvas;
mod chart;
mod figure;
pub mod font;
mod font_file;
mod icon;
mod image;
mod neutral;
mod pack;
mod paths;
mod sheet;
mod sizes;
mod tile;

pub use anchors::segment_anchors;
pub use built_in::{
    built_in_figure_art, built_in_neutral_figure_art, built_in_png, built_in_tile_art,
};
pub use chart::{
    CHART_HEIGHT, CHART_LEGEND_WIDTH, CHART_WIDTH, render_score_chart, score_chart_png,
};
pub use figure::{FigureShape, PlayerColour, render_figure, render_figure_sized};
pub use font_file::{Nowhere, readable_font};
pub use icon::{ICON_SIZES, render_icon};
pub use image::{Rgba, decode_png, encode_png};
pub use neutral::{NeutralFigure, render_neutral_figure, render_neutral_figure_sized};

pub use pack::{
    ArtSubject, ArtWarning, list_art_packs, list_art_packs_in, load_figure_art,
    load_neutral_figure_art, load_tile_art, pack_folder, user_packs_dir,
};
pub use paths::{ART_PACKS_DIR, figure_art_path, neutral_figure_art_path, tile_art_path};
pub use sheet::{ContactSheetEntry, render_contact_sheet};
pub use sizes::{FIGURE_PX, MAX_ART_PX, MIN_FIGURE_PX, MIN_TILE_PX, TILE_PX};
pub use tile::{SegmentRegions, render_tile, render_tile_sized, segment_regions};
