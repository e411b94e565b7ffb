//! Moves a player makes, the spots figures go on, and the typed errors the
//! rules answer an illegal move with.

use super::geometry::{Half, Pos, Rotation, Side};
use super::tiles::{EdgeKind, FeatureKind, TileTypeId};
use std::fmt;

/// Which rules are in play, chosen before the first turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleSet {
    /// Followers may go in fields and fields score at the end.
    pub farmers: bool,
    /// Each player has an abbot; gardens are spots.
    pub abbot: bool,
    /// The River's tiles replace the start tile and are drawn first.
    pub river: bool,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet {
            farmers: true,
            abbot: false,
            river: false,
        }
    }
}

/// A spot on one tile, named in the placed tile's frame (after rotation) by an
/// edge or half-edge its feature touches, as game records name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    Road(Side),
    City(Side),
    Field(Half),
    Monastery,
    Garden,
}

impl Spot {
    pub fn kind(self) -> FeatureKind {
        match self {
            Spot::Road(_) => FeatureKind::Road,
            Spot::City(_) => FeatureKind::City,
            Spot::Field(_) => FeatureKind::Field,
            Spot::Monastery => FeatureKind::Monastery,
            Spot::Garden => FeatureKind::Garden,
        }
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Spot::Road(s) => write!(f, "Road({s})"),
            Spot::City(s) => write!(f, "City({s})"),
            Spot::Field(h) => write!(f, "Field({h})"),
            Spot::Monastery => f.write_str("Monastery"),
            Spot::Garden => f.write_str("Garden"),
        }
    }
}

/// The kind of a figure on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FigureKind {
    Follower,
    Abbot,
}

/// What the player does with figures after placing the tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FigureAction {
    /// A follower from supply on a spot of the new tile.
    Follower(Spot),
    /// The abbot on the new tile's monastery or garden.
    Abbot(Spot),
    /// Take the abbot back from the tile at this position and score it.
    RecallAbbot(Pos),
}

/// Placing the drawn tile, with an optional figure action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    pub pos: Pos,
    pub rotation: Rotation,
}

/// One move of a game record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Place {
        tile: TileTypeId,
        placement: Placement,
        action: Option<FigureAction>,
    },
    /// The drawn tile fits nowhere: set aside, the same player draws again.
    Discard { tile: TileTypeId },
}

/// Why a move is illegal. Messages say what and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    UnknownTile(String),
    NotInPile {
        tile: String,
    },
    LandBeforeRiver {
        tile: String,
        river_left: usize,
    },
    LastTileTooEarly {
        tile: String,
        others_left: usize,
    },
    OutOfRange(Pos),
    CellTaken(Pos),
    NotAdjacent(Pos),
    EdgeMismatch {
        pos: Pos,
        side: Side,
        kind: EdgeKind,
        neighbour: Pos,
        neighbour_kind: EdgeKind,
    },
    RiverNotContinued {
        pos: Pos,
        river_end: Option<Pos>,
    },
    RiverTurnsBack {
        pos: Pos,
    },
    FitsSomewhere {
        tile: String,
        example: Placement,
    },
    NoSuchSpot {
        pos: Pos,
        spot: Spot,
    },
    SpotOccupied {
        pos: Pos,
        spot: Spot,
    },
    FarmersOff,
    AbbotOff,
    NoFollowerInSupply,
    AbbotNotInSupply,
    FollowerOnGarden(Pos),
    AbbotOnlyOnMonasteryOrGarden {
        pos: Pos,
        spot: Spot,
    },
    NoAbbotAt(Pos),
    BadRotation(i64),
    BadSetup(String),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RuleError::*;
        match self {
            GameOver => write!(f, "the game is over: the draw pile is empty"),
            UnknownTile(id) => write!(f, "there is no tile `{id}` in the chosen tile sets"),
            NotInPile { tile } => write!(f, "tile {tile} is no longer in the draw pile"),
            LandBeforeRiver { tile, river_left } => write!(
                f,
                "tile {tile} cannot be drawn yet: {river_left} river tile(s) are still in the river pile, which is drawn first"
            ),
            LastTileTooEarly { tile, others_left } => write!(
                f,
                "tile {tile} is drawn last, but {others_left} other tile(s) of its pile are left"
            ),
            OutOfRange(p) => write!(f, "{p} is too far from the map"),
            CellTaken(p) => write!(f, "{p} already holds a tile"),
            NotAdjacent(p) => write!(f, "{p} shares no edge with a placed tile"),
            EdgeMismatch {
                pos,
                side,
                kind,
                neighbour,
                neighbour_kind,
            } => write!(
                f,
                "edge {side} of {pos} is {} but {neighbour} has {}",
                kind.name(),
                neighbour_kind.name()
            ),
            RiverNotContinued {
                pos,
                river_end: Some(end),
            } => write!(
                f,
                "a river tile at {pos} must continue the river, whose open end is {end}"
            ),
            RiverNotContinued {
                pos,
                river_end: None,
            } => write!(f, "a river tile at {pos}: the river has no open end"),
            RiverTurnsBack { pos } => write!(
                f,
                "the river at {pos} would turn the same way twice in a row and double back"
            ),
            FitsSomewhere { tile, example } => write!(
                f,
                "tile {tile} fits on the map (for example at {} turned {}), so it cannot be set aside",
                example.pos,
                example.rotation.degrees()
            ),
            NoSuchSpot { pos, spot } => write!(f, "the tile at {pos} has no spot {spot}"),
            SpotOccupied { pos, spot } => write!(
                f,
                "{spot} of {pos}: the connected {} already holds a figure",
                spot.kind()
            ),
            FarmersOff => write!(f, "farmers are off in this game"),
            AbbotOff => write!(f, "the Abbot is not in play in this game"),
            NoFollowerInSupply => write!(f, "the player has no follower in supply"),
            AbbotNotInSupply => write!(f, "the player's abbot is already on the map"),
            FollowerOnGarden(p) => write!(f, "a follower cannot go on the garden of {p}"),
            AbbotOnlyOnMonasteryOrGarden { pos, spot } => write!(
                f,
                "the abbot goes only on a monastery or garden, not on {spot} of {pos}"
            ),
            NoAbbotAt(p) => write!(f, "the player has no abbot at {p} to take back"),
            BadRotation(d) => write!(f, "rotation {d} is not 0, 90, 180 or 270"),
            BadSetup(msg) => f.write_str(msg),
        }
    }
}

impl std::error::Error for RuleError {}
