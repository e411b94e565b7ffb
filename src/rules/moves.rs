//! Moves a player makes, the spots figures go on, and the typed errors the
//! rules answer an illegal move with.

use super::expansions::{EXPANSIONS, Expansion, ExpansionRow, ExpansionSet};
use super::game::FOLLOWERS;
use super::geometry::{Half, Pos, Rotation, Side};
use super::record::{RecordFigure, RecordSpot};
use super::tiles::{EdgeKind, FeatureKind, TileTypeId};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which rules are in play, chosen before the first turn: farmers and the
/// chosen rows of the expansion table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleSet {
    /// Followers may go in fields and fields score at the end.
    pub farmers: bool,
    /// The expansions in play (rows of [`EXPANSIONS`]).
    pub expansions: ExpansionSet,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet {
            farmers: true,
            expansions: ExpansionSet::NONE,
        }
    }
}

impl RuleSet {
    /// Whether the expansion is in play.
    pub const fn has(self, e: Expansion) -> bool {
        self.expansions.has(e)
    }

    /// These rules with the expansion in play too.
    pub const fn with(self, e: Expansion) -> RuleSet {
        RuleSet {
            expansions: self.expansions.with(e),
            ..self
        }
    }

    /// These rules with every expansion of the table in play.
    pub fn with_every_expansion(self) -> RuleSet {
        RuleSet {
            expansions: Expansion::all().collect(),
            ..self
        }
    }

    /// These rules without the expansion.
    pub const fn without(self, e: Expansion) -> RuleSet {
        self.set(e, false)
    }

    /// These rules with the expansion in or out.
    pub const fn set(self, e: Expansion, on: bool) -> RuleSet {
        RuleSet {
            expansions: self.expansions.set(e, on),
            ..self
        }
    }

    /// These rules with farmers off (the introductory game).
    pub const fn without_farmers(self) -> RuleSet {
        RuleSet {
            farmers: false,
            ..self
        }
    }

    /// The chosen expansions' rows of the game's table, in table order.
    pub fn expansion_rows(self) -> impl Iterator<Item = &'static ExpansionRow> {
        self.expansions
            .iter()
            .filter_map(|e| EXPANSIONS.get(e.0 as usize))
    }

    /// The most players these rules allow (a sixth with Inns & Cathedrals).
    pub fn max_players(self) -> usize {
        self.expansion_rows()
            .filter_map(|row| row.max_players)
            .fold(5, usize::max)
    }

    /// How many figures of `kind` each player starts with.
    pub fn figure_count(self, kind: FigureKind) -> u8 {
        if kind == FigureKind::Follower {
            return FOLLOWERS;
        }
        if !self.has_figure(kind) {
            return 0;
        }
        self.expansion_rows()
            .flat_map(|row| row.figures)
            .filter(|&&(k, _)| k == kind)
            .map(|&(_, n)| n)
            .sum()
    }

    /// Whether a figure of this kind is part of these rules at all.
    pub const fn has_figure(self, kind: FigureKind) -> bool {
        match kind {
            FigureKind::Follower => true,
            // The pig scores only with farmers: without them it stays in the box.
            FigureKind::Pig => self.farmers && self.expansions.brings(kind),
            _ => self.expansions.brings(kind),
        }
    }

    /// Whether a chosen expansion brings figures of this kind (the pig
    /// counts even with farmers off): what `replay --json` lists.
    pub const fn brings_figure(self, kind: FigureKind) -> bool {
        self.expansions.brings(kind)
    }
}

/// A spot on one tile, named in the placed tile's frame (after rotation) by an
/// edge or half-edge its feature touches, as game records name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "RecordSpot", from = "RecordSpot")]
pub enum Spot {
    Road(Side),
    City(Side),
    Field(Half),
    /// The field of a tile that reaches none of its edges (`Field(Inner)`).
    InnerField,
    Monastery,
    Garden,
}

impl Spot {
    pub fn kind(self) -> FeatureKind {
        match self {
            Spot::Road(_) => FeatureKind::Road,
            Spot::City(_) => FeatureKind::City,
            Spot::Field(_) | Spot::InnerField => FeatureKind::Field,
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
            Spot::InnerField => f.write_str("Field(Inner)"),
            Spot::Monastery => f.write_str("Monastery"),
            Spot::Garden => f.write_str("Garden"),
        }
    }
}

/// The kind of a figure on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum FigureKind {
    Follower,
    Abbot,
    /// Inns & Cathedrals: counts as two followers for every majority.
    Large,
    /// Traders & Builders: gives its owner a second turn when they extend its
    /// road or city; occupies nothing.
    Builder,
    /// Traders & Builders: scores its owner's field when an arms city beside
    /// it is completed; occupies nothing.
    Pig,
}

impl FigureKind {
    pub const ALL: [FigureKind; 5] = [
        FigureKind::Follower,
        FigureKind::Abbot,
        FigureKind::Large,
        FigureKind::Builder,
        FigureKind::Pig,
    ];

    pub const COUNT: usize = FigureKind::ALL.len();

    /// Its place in [`FigureKind::ALL`] (and in a player's supply).
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn name(self) -> &'static str {
        match self {
            FigureKind::Follower => "follower",
            FigureKind::Abbot => "abbot",
            FigureKind::Large => "large follower",
            FigureKind::Builder => "builder",
            FigureKind::Pig => "pig",
        }
    }

    /// Whether the figure claims its feature, so no other figure may join it.
    pub const fn occupies(self) -> bool {
        matches!(
            self,
            FigureKind::Follower | FigureKind::Large | FigureKind::Abbot
        )
    }

    /// How many followers the figure counts as when deciding a majority.
    pub const fn strength(self) -> u8 {
        match self {
            FigureKind::Follower | FigureKind::Abbot => 1,
            FigureKind::Large => 2,
            FigureKind::Builder | FigureKind::Pig => 0,
        }
    }
}

impl fmt::Display for FigureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the player does with figures after placing the tile. Serialised as
/// records name it (`Meeple(City(S))`, `RecallAbbot(at: (0, -1))`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "RecordFigure", from = "RecordFigure")]
pub enum FigureAction {
    /// A figure of this kind from supply on a spot of the new tile.
    Put(FigureKind, Spot),
    /// Take the abbot back from the tile at this position and score it.
    RecallAbbot(Pos),
}

impl FigureAction {
    /// The figure put on the map and where; `None` for taking the abbot back.
    pub const fn placed(self) -> Option<(FigureKind, Spot)> {
        match self {
            FigureAction::Put(kind, spot) => Some((kind, spot)),
            FigureAction::RecallAbbot(_) => None,
        }
    }

    /// The kind of figure the action moves.
    pub const fn kind(self) -> FigureKind {
        match self {
            FigureAction::Put(kind, _) => kind,
            FigureAction::RecallAbbot(_) => FigureKind::Abbot,
        }
    }
}

/// Placing the drawn tile, with an optional figure action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    pub pos: Pos,
    pub rotation: Rotation,
}

/// One move of a game record (tiles by catalog index; a record names them
/// by id, see [`super::record::RecordMove`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    Place {
        tile: TileTypeId,
        placement: Placement,
        action: Option<FigureAction>,
    },
    /// The drawn tile fits nowhere: set aside, the same player draws again.
    Discard { tile: TileTypeId },
}

impl Move {
    /// The tile the move plays or sets aside.
    pub const fn tile(&self) -> TileTypeId {
        match *self {
            Move::Place { tile, .. } | Move::Discard { tile } => tile,
        }
    }
}

/// Why a move is illegal. Messages say what and where. Serde: a network
/// host sends it to the client whose move it refuses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    GameOver,
    /// A seat acted out of turn.
    NotYourTurn {
        seat: usize,
        to_move: usize,
    },
    /// There is no such seat at the table.
    NoSuchSeat(usize),
    /// The player to move has not drawn a tile yet.
    NoTileInHand,
    /// No confirmed turn is left to take back.
    NothingToUndo,
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
    /// A figure of an expansion that is not in play.
    FigureNotInPlay(FigureKind),
    /// The player's only figure of this kind is already on the map.
    NotInSupply(FigureKind),
    /// This kind of figure never goes on that kind of spot.
    WrongSpot {
        kind: FigureKind,
        pos: Pos,
        spot: Spot,
    },
    /// The builder goes only where its owner already has a follower.
    BuilderNeedsFollower {
        pos: Pos,
        spot: Spot,
    },
    /// The pig goes only where its owner already has a farmer.
    PigNeedsFarmer {
        pos: Pos,
        spot: Spot,
    },
    BadRotation(i64),
    /// The game cannot be set up as asked (see [`SetupError`]).
    BadSetup(SetupError),
}

/// Why a game cannot be set up: data, worded by the window in the
/// player's language and by [`fmt::Display`] in English for the command
/// line (whose text is part of what `replay` prints for a record).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    /// `players` players, while the rules take `min` to `max`; `more`: the
    /// expansion that allows the most players beyond `max`, and how many.
    Players {
        players: usize,
        min: usize,
        max: usize,
        more: Option<(usize, Expansion)>,
    },
    /// The tiles of the base game (`None`) or of an expansion are not in
    /// the catalog.
    SetNotLoaded(Option<Expansion>),
    /// The base tile set names no start tile.
    NoStartTile,
    /// The River's tile set names no spring.
    NoSpring,
    /// More tiles than one game holds.
    TooManyTiles { tiles: usize, max: usize },
    /// A table given other seats than its record's players.
    SeatsForRecord { seats: usize, players: usize },
    /// A demonstration's script sets a tile aside (it never does).
    ScriptSetsAside,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Players {
                players,
                min,
                max,
                more,
            } => {
                write!(f, "{players} players: the game is for {min} to {max}")?;
                if let Some((n, e)) = more {
                    let name = EXPANSIONS.get(e.0 as usize).map_or("?", |row| row.name);
                    write!(f, " ({} with {name})", super::game::number_word(*n))?;
                }
                Ok(())
            }
            SetupError::SetNotLoaded(None) => f.write_str("the base tile set is not loaded"),
            SetupError::SetNotLoaded(Some(Expansion::RIVER)) => {
                f.write_str("the River tile set is not loaded")
            }
            SetupError::SetNotLoaded(Some(e)) => write!(
                f,
                "the {} tile set is not loaded",
                EXPANSIONS.get(e.0 as usize).map_or("?", |row| row.name)
            ),
            SetupError::NoStartTile => f.write_str("the base tile set names no start tile"),
            SetupError::NoSpring => f.write_str("the River set names no spring"),
            SetupError::TooManyTiles { tiles, max } => {
                write!(f, "{tiles} tiles: at most {max} fit in one game")
            }
            SetupError::SeatsForRecord { seats, players } => {
                write!(f, "{seats} seats for a record of {players} players")
            }
            SetupError::ScriptSetsAside => f.write_str("a demonstration sets no tile aside"),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RuleError::*;
        match self {
            GameOver => write!(f, "the game is over: the draw pile is empty"),
            NotYourTurn { seat, to_move } => write!(
                f,
                "seat {} may not act now: it is seat {}'s turn",
                seat + 1,
                to_move + 1
            ),
            NoSuchSeat(seat) => write!(f, "there is no seat {} at this table", seat + 1),
            NoTileInHand => write!(f, "no tile has been drawn yet"),
            NothingToUndo => write!(f, "there is no confirmed turn to take back"),
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
            FigureNotInPlay(k) => write!(f, "the {k} is not in play in this game"),
            NotInSupply(k) => write!(f, "the player's {k} is already on the map"),
            WrongSpot { kind, pos, spot } => {
                let goes = match kind {
                    FigureKind::Follower | FigureKind::Large => {
                        "on a road, city, monastery or field"
                    }
                    FigureKind::Abbot => "only on a monastery or garden",
                    FigureKind::Builder => "only on a road or city",
                    FigureKind::Pig => "only on a field",
                };
                write!(f, "the {kind} goes {goes}, not on {spot} of {pos}")
            }
            BuilderNeedsFollower { pos, spot } => write!(
                f,
                "{spot} of {pos}: the builder goes only on a road or city that already holds one of the player's followers"
            ),
            PigNeedsFarmer { pos, spot } => write!(
                f,
                "{spot} of {pos}: the pig goes only on a field that already holds one of the player's farmers"
            ),
            BadRotation(d) => write!(f, "rotation {d} is not 0, 90, 180 or 270"),
            BadSetup(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RuleError {}
