//! The rules of Carcassonne as plain data and functions, with no engine import,
//! so they can be tested and benchmarked without a window.

pub mod geometry;
pub mod tiles;

pub use geometry::{Half, Pos, Rotation, Side};
pub use tiles::{EdgeKind, FeatureKind, TileCatalog, TileDataError, TileType, TileTypeId};
