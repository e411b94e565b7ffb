//! The sizes of the art: the default images' and what art files may use.

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
