//! The rules of Carcassonne as plain data and functions, with no engine import,
//! so they can be tested and benchmarked without a window.

mod analysis;
mod board;
mod claims;
pub mod expansions;
mod features;
pub mod game;
pub mod geometry;
pub mod moves;
mod pile;
mod placement;
pub mod random;
pub mod record;
pub mod score;
pub mod sim;
pub mod stats;
pub mod tiles;

pub use expansions::{EXPANSIONS, Expansion, ExpansionRow, ExpansionSet, TileSetFile};
pub use game::{FeatureId, Figure, Game, PlacedTile, PlayerState, ReturnedFigure, TurnReport};
pub use geometry::{Half, Pos, Rotation, Side};
pub use moves::{FigureAction, FigureKind, Move, Placement, RuleError, RuleSet, SetupError, Spot};
pub use pile::Drawn;
pub use score::{FeatureValue, ScoreEvent, ScoreKind, TileBits, Worth};
pub use tiles::{EdgeKind, FeatureKind, Goods, TileCatalog, TileDataError, TileType, TileTypeId};
