//! Moves a player makes: the tile placed, the figure action, the dragon's
//! flight (the errors the rules answer an illegal move with are in
//! errors.rs).

use super::figures::FigureKind;
use super::geometry::{Pos, Rotation};
use super::spot::Spot;
use super::tiles::TileTypeId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What the player does with figures after placing the tile. Serialised as
/// records name it (`Meeple(City(S))`, `RecallAbbot(at: (0, -1))`); a
/// figure through a magic portal, which a record writes as the figure and a
/// `portal` beside it, as `Portal(at: (x, y), figure: Meeple(..))`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "FigureWire", try_from = "FigureWire")]
pub enum FigureAction {
    /// A figure of this kind from supply on a spot of the new tile.
    Put(FigureKind, Spot),
    /// Take the abbot back from the tile at this position and score it.
    RecallAbbot(Pos),
    /// The Princess & the Dragon: a follower, large follower or abbot
    /// through the placed tile's magic portal onto a spot of the tile at
    /// this position (named in that tile's frame).
    Portal(FigureKind, Pos, Spot),
    /// The Princess & the Dragon: the fairy to the mover's own follower on
    /// this spot of the tile at this position.
    Fairy(Pos, Spot),
    /// The Princess & the Dragon: the placed tile's princess sends home the
    /// knight on this city spot of the tile at this position.
    Princess(Pos, Spot),
}

impl FigureAction {
    /// The figure put on the tile just placed and where; `None` for every
    /// other action.
    pub const fn placed(self) -> Option<(FigureKind, Spot)> {
        match self {
            FigureAction::Put(kind, spot) => Some((kind, spot)),
            _ => None,
        }
    }

    /// The figure put on the map from supply, the tile it goes on (`None`:
    /// the tile just placed) and its spot.
    pub const fn put(self) -> Option<(FigureKind, Option<Pos>, Spot)> {
        match self {
            FigureAction::Put(kind, spot) => Some((kind, None, spot)),
            FigureAction::Portal(kind, at, spot) => Some((kind, Some(at), spot)),
            _ => None,
        }
    }

    /// The kind of figure the action moves, if it moves one of the player's
    /// (the fairy and the princess move none of theirs).
    pub const fn kind(self) -> Option<FigureKind> {
        match self {
            FigureAction::Put(kind, _) | FigureAction::Portal(kind, _, _) => Some(kind),
            FigureAction::RecallAbbot(_) => Some(FigureKind::Abbot),
            FigureAction::Fairy(..) | FigureAction::Princess(..) => None,
        }
    }
}

/// A figure action as a record's `figure` names it (a portal's tile is the
/// move's `portal` field, beside it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RecordFigure {
    Meeple(Spot),
    Large(Spot),
    Abbot(Spot),
    Builder(Spot),
    Pig(Spot),
    RecallAbbot { at: (i32, i32) },
    Fairy { at: (i32, i32), spot: Spot },
    Princess { at: (i32, i32), spot: Spot },
}

impl RecordFigure {
    /// The record form of an action, and the tile of its portal if it goes
    /// through one.
    pub fn of(a: FigureAction) -> (RecordFigure, Option<Pos>) {
        let put = |kind: FigureKind, s: Spot| match kind {
            FigureKind::Follower => RecordFigure::Meeple(s),
            FigureKind::Large => RecordFigure::Large(s),
            FigureKind::Abbot => RecordFigure::Abbot(s),
            FigureKind::Builder => RecordFigure::Builder(s),
            FigureKind::Pig => RecordFigure::Pig(s),
        };
        match a {
            FigureAction::Put(kind, s) => (put(kind, s), None),
            FigureAction::Portal(kind, at, s) => (put(kind, s), Some(at)),
            FigureAction::RecallAbbot(p) => (RecordFigure::RecallAbbot { at: (p.x, p.y) }, None),
            FigureAction::Fairy(p, spot) => (
                RecordFigure::Fairy {
                    at: (p.x, p.y),
                    spot,
                },
                None,
            ),
            FigureAction::Princess(p, spot) => (
                RecordFigure::Princess {
                    at: (p.x, p.y),
                    spot,
                },
                None,
            ),
        }
    }

    /// The action this record figure names, put through a portal onto the
    /// tile at `portal` if one is given (`None` if the figure cannot go
    /// through a portal: it is no placement of a figure from supply).
    pub fn action(self, portal: Option<Pos>) -> Option<FigureAction> {
        let put = |kind, s| match portal {
            Some(at) => FigureAction::Portal(kind, at, s),
            None => FigureAction::Put(kind, s),
        };
        let plain = |a: FigureAction| portal.is_none().then_some(a);
        match self {
            RecordFigure::Meeple(s) => Some(put(FigureKind::Follower, s)),
            RecordFigure::Large(s) => Some(put(FigureKind::Large, s)),
            RecordFigure::Abbot(s) => Some(put(FigureKind::Abbot, s)),
            RecordFigure::Builder(s) => Some(put(FigureKind::Builder, s)),
            RecordFigure::Pig(s) => Some(put(FigureKind::Pig, s)),
            RecordFigure::RecallAbbot { at } => plain(FigureAction::RecallAbbot(Pos::from(at))),
            RecordFigure::Fairy { at, spot } => plain(FigureAction::Fairy(Pos::from(at), spot)),
            RecordFigure::Princess { at, spot } => {
                plain(FigureAction::Princess(Pos::from(at), spot))
            }
        }
    }
}

/// [`FigureAction`] as the network and saves write it: a record figure, or
/// one through a portal with its tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum FigureWire {
    Meeple(Spot),
    Large(Spot),
    Abbot(Spot),
    Builder(Spot),
    Pig(Spot),
    RecallAbbot {
        at: (i32, i32),
    },
    Fairy {
        at: (i32, i32),
        spot: Spot,
    },
    Princess {
        at: (i32, i32),
        spot: Spot,
    },
    Portal {
        at: (i32, i32),
        figure: RecordFigure,
    },
}

impl From<FigureAction> for FigureWire {
    fn from(a: FigureAction) -> FigureWire {
        match RecordFigure::of(a) {
            (figure, Some(p)) => FigureWire::Portal {
                at: (p.x, p.y),
                figure,
            },
            (RecordFigure::Meeple(s), None) => FigureWire::Meeple(s),
            (RecordFigure::Large(s), None) => FigureWire::Large(s),
            (RecordFigure::Abbot(s), None) => FigureWire::Abbot(s),
            (RecordFigure::Builder(s), None) => FigureWire::Builder(s),
            (RecordFigure::Pig(s), None) => FigureWire::Pig(s),
            (RecordFigure::RecallAbbot { at }, None) => FigureWire::RecallAbbot { at },
            (RecordFigure::Fairy { at, spot }, None) => FigureWire::Fairy { at, spot },
            (RecordFigure::Princess { at, spot }, None) => FigureWire::Princess { at, spot },
        }
    }
}

impl TryFrom<FigureWire> for FigureAction {
    type Error = &'static str;

    fn try_from(w: FigureWire) -> Result<FigureAction, &'static str> {
        let (figure, portal) = match w {
            FigureWire::Meeple(s) => (RecordFigure::Meeple(s), None),
            FigureWire::Large(s) => (RecordFigure::Large(s), None),
            FigureWire::Abbot(s) => (RecordFigure::Abbot(s), None),
            FigureWire::Builder(s) => (RecordFigure::Builder(s), None),
            FigureWire::Pig(s) => (RecordFigure::Pig(s), None),
            FigureWire::RecallAbbot { at } => (RecordFigure::RecallAbbot { at }, None),
            FigureWire::Fairy { at, spot } => (RecordFigure::Fairy { at, spot }, None),
            FigureWire::Princess { at, spot } => (RecordFigure::Princess { at, spot }, None),
            FigureWire::Portal { at, figure } => (figure, Some(Pos::from(at))),
        };
        figure
            .action(portal)
            .ok_or("only a figure from supply goes through a magic portal")
    }
}

/// The tiles the dragon enters in one flight, in order: at most
/// [`Flight::STEPS`], fewer when it reaches a dead end. Written as a list
/// of positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Flight {
    len: u8,
    steps: [Pos; Flight::STEPS],
}

impl Flight {
    /// The steps of a whole flight.
    pub const STEPS: usize = 6;

    /// No flight (every tile but a dragon tile, or a dragon at a dead end
    /// from the start).
    pub const NONE: Flight = Flight {
        len: 0,
        steps: [Pos { x: 0, y: 0 }; Flight::STEPS],
    };

    /// A flight of these steps; `None` if there are more than six.
    pub fn of(steps: &[Pos]) -> Option<Flight> {
        let mut f = Flight::NONE;
        for &p in steps {
            if !f.push(p) {
                return None;
            }
        }
        Some(f)
    }

    /// The steps flown, in order.
    pub fn steps(&self) -> &[Pos] {
        &self.steps[..self.len as usize]
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Adds a step; `false` if the flight already has six.
    pub fn push(&mut self, p: Pos) -> bool {
        if self.len() == Flight::STEPS {
            return false;
        }
        self.steps[self.len()] = p;
        self.len += 1;
        true
    }
}

/// A dragon tile's move as its placer confirmed it, waiting for the
/// flight's steps, which each seat chooses in turn (a table asks them one
/// by one; [`crate::rules::Game::flight_options`] says what each may choose).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PendingFlight {
    pub tile: TileTypeId,
    pub placement: Placement,
    pub action: Option<FigureAction>,
    /// The steps chosen so far.
    pub steps: Flight,
}

impl PendingFlight {
    /// The whole move, with the steps chosen so far as its flight.
    pub fn to_move(&self) -> Move {
        Move::Place {
            tile: self.tile,
            placement: self.placement,
            action: self.action,
            dragon: self.steps,
        }
    }
}

impl Default for Flight {
    fn default() -> Flight {
        Flight::NONE
    }
}

impl Serialize for Flight {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.steps().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Flight {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Flight, D::Error> {
        struct Steps;
        impl<'de> serde::de::Visitor<'de> for Steps {
            type Value = Flight;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("at most six positions")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Flight, A::Error> {
                // Read one by one: a longer list is refused at its seventh
                // entry, never collected.
                let mut f = Flight::NONE;
                while let Some(p) = seq.next_element::<Pos>()? {
                    if !f.push(p) {
                        return Err(serde::de::Error::custom("a flight has at most six steps"));
                    }
                }
                Ok(f)
            }
        }
        d.deserialize_seq(Steps)
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
        /// The dragon's flight after a dragon tile (The Princess & the
        /// Dragon); none after any other tile.
        #[serde(default, skip_serializing_if = "Flight::is_empty")]
        dragon: Flight,
    },
    /// The drawn tile fits nowhere: set aside, the same player draws again.
    Discard { tile: TileTypeId },
}

impl Move {
    /// Placing `tile` at `placement` with `action`, the dragon not flying.
    pub const fn place(
        tile: TileTypeId,
        placement: Placement,
        action: Option<FigureAction>,
    ) -> Move {
        Move::Place {
            tile,
            placement,
            action,
            dragon: Flight::NONE,
        }
    }

    /// The tile the move plays or sets aside.
    pub const fn tile(&self) -> TileTypeId {
        match *self {
            Move::Place { tile, .. } | Move::Discard { tile } => tile,
        }
    }
}
