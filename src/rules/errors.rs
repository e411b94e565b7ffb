//! The typed errors the rules answer an illegal move or setup with, and
//! their words (a network host sends them as data).

use super::expansions::{EXPANSIONS, Expansion};
use super::figures::FigureKind;
use super::geometry::{Pos, Side};
use super::moves::{Flight, Placement};
use super::spot::Spot;
use super::text::number_word;
use super::tiles::EdgeKind;
use serde::{Deserialize, Serialize};
use std::fmt;

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
    /// An action of an expansion that is not in play.
    ExpansionOff(Expansion),
    /// A dragon tile drawn before any volcano has been placed.
    DragonBeforeVolcano {
        tile: String,
    },
    /// A flight given for a tile that shows no dragon.
    NoDragonOnTile {
        tile: String,
    },
    /// A step of the dragon's flight it may not take.
    DragonStep {
        /// 1-based.
        step: u8,
        /// The seat whose step it is, and its player's name where known.
        seat: u8,
        player: Option<String>,
        why: StepError,
    },
    /// The flight stops while the dragon can still fly on.
    FlightTooShort {
        flown: u8,
        from: Pos,
        to: Pos,
        seat: u8,
        player: Option<String>,
    },
    /// A figure put on the tile where the dragon stands.
    DragonThere(Pos),
    /// The magic portal with a tile that has none.
    NoPortal {
        tile: String,
    },
    /// A figure that never goes through a portal (builder, pig).
    NotThroughPortal(FigureKind),
    /// A record's `portal` beside no follower, large follower or abbot.
    PortalWithoutFigure,
    /// A record's flight of more than six steps.
    FlightTooLong {
        steps: usize,
    },
    /// The portal reaches only features that are not finished.
    PortalFinished {
        pos: Pos,
        spot: Spot,
    },
    /// No tile at the position an action names.
    NoTileAt(Pos),
    /// The fairy goes only with one of the mover's own followers.
    FairyNeedsOwnFollower {
        pos: Pos,
        spot: Spot,
    },
    /// The fairy is already with that follower.
    FairyAlreadyThere {
        pos: Pos,
        spot: Spot,
    },
    /// The princess with a tile that shows none.
    NoPrincess {
        tile: String,
    },
    /// No knight (follower or large follower) on that city spot.
    NoKnightAt {
        pos: Pos,
        spot: Spot,
    },
    /// The knight is not in the city of the placed tile's princess.
    NotInPrincessCity {
        pos: Pos,
        spot: Spot,
    },
    /// A tile placed while the dragon's flight is still being chosen.
    FlightUnderway,
    /// A dragon step while the dragon is not flying.
    NoFlightUnderway,
}

/// Why the dragon may not take a step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepError {
    /// The step is not to a tile next to the dragon.
    NotNext { from: Pos, to: Pos },
    /// No tile there.
    NoTile(Pos),
    /// The dragon has already been there during this flight.
    Visited(Pos),
    /// The fairy's tile.
    Fairy(Pos),
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StepError::NotNext { from, to } => {
                write!(f, "{to} is not next to {from}, where the dragon is")
            }
            StepError::NoTile(p) => write!(f, "there is no tile at {p}"),
            StepError::Visited(p) => {
                write!(f, "the dragon has already been on {p} during this flight")
            }
            StepError::Fairy(p) => {
                write!(f, "the fairy is on {p}: the dragon may not enter it")
            }
        }
    }
}

impl RuleError {
    /// The error with the players' names where it names a seat (a flight's
    /// step), as a record or a table that knows them words it.
    pub fn with_names(mut self, names: &[String]) -> RuleError {
        if let RuleError::DragonStep { seat, player, .. }
        | RuleError::FlightTooShort { seat, player, .. } = &mut self
        {
            *player = names.get(*seat as usize).cloned();
        }
        self
    }
}

/// "Ann's" or "seat 2's": whose step of a flight it is.
struct Whose<'a>(u8, &'a Option<String>);

impl fmt::Display for Whose<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.1 {
            Some(name) => write!(f, "{name}'s"),
            None => write!(f, "seat {}'s", self.0 + 1),
        }
    }
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
                    write!(f, " ({} with {name})", number_word(*n))?;
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
                write!(
                    f,
                    "the {kind} goes {}, not on {spot} of {pos}",
                    kind.spec().goes
                )
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
            ExpansionOff(e) => write!(
                f,
                "{} is not in play in this game",
                EXPANSIONS.get(e.0 as usize).map_or("?", |row| row.name)
            ),
            DragonBeforeVolcano { tile } => write!(
                f,
                "tile {tile} shows a dragon but no volcano has been placed yet"
            ),
            NoDragonOnTile { tile } => write!(
                f,
                "tile {tile} shows no dragon: the dragon flies only after a dragon tile"
            ),
            DragonStep {
                step,
                seat,
                player,
                why,
            } => write!(f, "dragon step {step} ({}): {why}", Whose(*seat, player)),
            FlightTooShort {
                flown,
                from,
                to,
                seat,
                player,
            } => write!(
                f,
                "the dragon flew {flown} of {} steps but can still fly from {from} to {to} (step {} is {})",
                Flight::STEPS,
                flown + 1,
                Whose(*seat, player)
            ),
            DragonThere(p) => write!(
                f,
                "the dragon is on {p}: no figure may be placed on that tile"
            ),
            NoPortal { tile } => write!(f, "tile {tile} has no magic portal"),
            NotThroughPortal(k) => write!(
                f,
                "the {k} never goes through a magic portal: it goes on the tile just placed"
            ),
            PortalFinished { pos, spot } => write!(
                f,
                "the {} is already completed: the magic portal reaches only unfinished features",
                spot.on(*pos)
            ),
            NoTileAt(p) => write!(f, "there is no tile at {p}"),
            PortalWithoutFigure => write!(
                f,
                "a magic portal carries only a follower, large follower or abbot placed from supply"
            ),
            FlightTooLong { steps } => write!(
                f,
                "the dragon flies at most {} steps, not {steps}",
                Flight::STEPS
            ),
            FairyNeedsOwnFollower { pos, spot } => write!(
                f,
                "{spot} of {pos}: the fairy goes only with one of the player's own followers"
            ),
            FairyAlreadyThere { pos, spot } => write!(
                f,
                "{spot} of {pos}: the fairy is already with that follower"
            ),
            NoPrincess { tile } => write!(f, "tile {tile} shows no princess"),
            NoKnightAt { pos, spot } => write!(f, "{spot} of {pos} holds no knight"),
            FlightUnderway => write!(
                f,
                "the dragon is flying: each seat in turn chooses its step first"
            ),
            NoFlightUnderway => write!(f, "the dragon is not flying"),
            NotInPrincessCity { pos, spot } => write!(
                f,
                "the knight on the {} is not in the princess's city",
                spot.on(*pos)
            ),
        }
    }
}

impl std::error::Error for RuleError {}
