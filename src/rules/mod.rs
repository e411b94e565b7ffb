//! The rules of Carcassonne as plain data and functions, with no engine import,
//! so they can be tested and benchmarked without a window.
//!
//! The ground floor is the types: `geometry`, `tiles`, `figures`, the
//! expansion table and rule set (`expansions`), `spot`, `moves`, `events`.
//! Above them the game (`game`, `board`, `features`, `placement`, `claims`,
//! `pile`, `score`), each expansion's own rules (`expansions/*.rs`) and what
//! a move of The Princess & the Dragon did as the table is told it
//! (`happening`), then records, statistics and random play. No file imports
//! one above it.

mod analysis;
mod board;
pub mod catalog;
mod claims;
pub mod errors;
pub mod events;
pub mod expansions;
mod features;
pub mod figures;
pub mod game;
pub mod geometry;
mod happening;
pub mod moves;
mod pile;
mod placement;
pub mod random;
pub mod record;
pub mod score;
pub mod sim;
pub mod spot;
pub mod stats;
mod text;
pub mod tiles;
mod turn;

pub use errors::{RuleError, SetupError};
pub use events::{
    FeatureValue, GOODS_MAJORITY_POINTS, ScoreEvent, ScoreKind, TileBits, Worth, cloister_points,
    field_points, goods_points, pig_points,
};
pub use expansions::{
    EXPANSIONS, Expansion, ExpansionRow, ExpansionSet, MAX_PLAYERS, MIN_PLAYERS, RuleSet,
};
pub use figures::{FOLLOWERS, FigureKind, FigureSpec};
pub use game::{
    Departure, FeatureId, Figure, Game, PlacedTile, PlayerState, ReturnedFigure, TurnReport,
};
pub use geometry::{Half, Pos, Rotation, Side};
pub use happening::{GoneFigure, Happening};
pub use moves::{FigureAction, Flight, Move, PendingFlight, Placement};
pub use pile::Drawn;
pub use score::Measure;
pub use spot::Spot;
pub use tiles::{
    EdgeKind, FeatureKind, Goods, Symbol, TileCatalog, TileDataError, TileSetFile, TileType,
    TileTypeId,
};
