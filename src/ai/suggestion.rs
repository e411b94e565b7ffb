//! The computer's choice for one turn: the move, why, and how good it looks.

use super::reason::Reason;
use crate::rules::Move;
use crate::table::{ConfirmedTurn, Level};

/// The computer's choice for one turn.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion {
    /// A legal move for the tile in hand (`Discard` if it fits nowhere).
    pub mv: Move,
    /// What the move does, as data: "closes your city: +8", "claims a city
    /// worth 6 so far", "takes the abbot back: +5" in English (`Display`).
    pub reason: Reason,
    /// How good the move looks to the level that chose it: the expected
    /// final margin over the other players, in points (0 for `Random`).
    pub value: f32,
    pub level: Level,
    /// The think was cut short by the cancel flag (the move is the best
    /// found so far, still legal).
    pub cancelled: bool,
    /// Hard's think reached its safety stop (a time limit) before its
    /// work budget was spent: on a machine far slower than the budget was
    /// made for. The move is the best found so far, and on a faster
    /// machine the same view could give another.
    pub timed_out: bool,
}

impl Suggestion {
    /// The suggested move as a seat's confirmed turn (`None` for a tile
    /// that fits nowhere, which the table's draw sets aside by itself).
    pub fn turn(&self) -> Option<ConfirmedTurn> {
        match self.mv {
            Move::Place {
                placement, action, ..
            } => Some(ConfirmedTurn::Place { placement, action }),
            Move::Discard { .. } => None,
        }
    }
}
