//! What a move of The Princess & the Dragon did, as the table is told it
//! ([`Happening`]): a volcano calling the dragon, a figure through the
//! magic portal, a knight the princess sent home, what the dragon ate at
//! each step of its flight, and the flight's end. Read from the move and
//! from what the rules recorded (the figures each move sent back, where
//! from and why), never worked out anew. The table's `HappeningWatch`
//! tells them as a table plays.

use super::figures::FigureKind;
use super::game::{Departure, Figure, Game, ReturnedFigure};
use super::geometry::Pos;
use super::moves::{FigureAction, Flight, Placement};
use super::tiles::{FeatureKind, TileTypeId};

/// Something The Princess & the Dragon did at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happening {
    /// `seat` laid a volcano at `at`: the dragon moved onto it.
    Volcano { seat: usize, at: Pos },
    /// `seat` put a figure through the magic portal onto a feature of the
    /// tile at `at`.
    Portal {
        seat: usize,
        kind: FigureKind,
        on: FeatureKind,
        at: Pos,
    },
    /// `seat`'s princess sent a knight home (to its owner's supply).
    SentHome { seat: usize, knight: GoneFigure },
    /// Step `step` (from 1) of the dragon's flight, onto the tile at `at`,
    /// ate these figures (never none).
    Eaten {
        step: usize,
        at: Pos,
        figures: Vec<GoneFigure>,
    },
    /// The dragon's flight is over after `steps` steps (fewer than six: a
    /// dead end), having eaten `eaten` figures in all.
    FlightEnded { steps: usize, eaten: usize },
}

impl Happening {
    /// Whether the flight stopped short of its six steps (no tile was free
    /// next to the dragon).
    pub fn dead_end(&self) -> bool {
        matches!(self, Happening::FlightEnded { steps, .. } if *steps < Flight::STEPS)
    }
}

/// A figure that left the map: whose it was, what it was, and the feature
/// it stood on (a follower is a knight in a city, a farmer in a field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GoneFigure {
    pub seat: usize,
    pub kind: FigureKind,
    pub on: FeatureKind,
}

impl GoneFigure {
    /// The figure as it stood in `game` (its tile is still on the map).
    fn of(game: &Game, f: &Figure) -> GoneFigure {
        let placed = game.tiles()[f.tile as usize];
        GoneFigure {
            seat: usize::from(f.player),
            kind: f.kind,
            on: game.tile_type(placed.tile).segments[f.segment as usize].kind,
        }
    }
}

impl Game {
    /// The figures move `index` (from 1) sent back for `cause`, as
    /// recorded (in that move's game or any later one).
    fn sent_back(
        &self,
        index: u32,
        cause: Departure,
    ) -> impl Iterator<Item = &ReturnedFigure> + '_ {
        self.returned
            .iter()
            .filter(move |r| r.move_index == Some(index) && r.cause == cause)
    }

    /// What the tile and figure action of move `index` (from 1) did:
    /// `seat` laid `tile` at `placement` with `action`. Asked of any game
    /// after the action (during the flight that follows, or later).
    pub fn action_happenings(
        &self,
        index: u32,
        seat: usize,
        (tile, placement, action): (TileTypeId, Placement, Option<FigureAction>),
    ) -> Vec<Happening> {
        let mut out = Vec::new();
        if self.calls_dragon(tile) {
            out.push(Happening::Volcano {
                seat,
                at: placement.pos,
            });
        }
        // (A portal naming the tile just laid is no way through: the
        // figure stands on that tile.)
        if let Some(FigureAction::Portal(kind, at, spot)) = action
            && at != placement.pos
        {
            out.push(Happening::Portal {
                seat,
                kind,
                on: spot.kind(),
                at,
            });
        }
        for r in self.sent_back(index, Departure::SentHome) {
            out.push(Happening::SentHome {
                seat,
                knight: GoneFigure::of(self, &r.figure),
            });
        }
        out
    }

    /// What step `step` (from 1) of move `index`'s flight ate on the tile
    /// at `at`, if anything (the dragon never enters a tile twice in a
    /// flight).
    pub fn eaten_at(&self, index: u32, step: usize, at: Pos) -> Option<Happening> {
        let figures: Vec<GoneFigure> = self
            .sent_back(index, Departure::Eaten)
            .filter(|r| r.pos == at)
            .map(|r| GoneFigure::of(self, &r.figure))
            .collect();
        (!figures.is_empty()).then_some(Happening::Eaten { step, at, figures })
    }

    /// The end of move `index`'s flight of `steps` steps, with what it ate
    /// in all.
    pub fn flight_ended(&self, index: u32, steps: usize) -> Happening {
        Happening::FlightEnded {
            steps,
            eaten: self.sent_back(index, Departure::Eaten).count(),
        }
    }
}
