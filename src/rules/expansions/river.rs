//! The River's own rules: each river tile continues the river from its open
//! end and never turns the same way twice in a row. (Its tiles are drawn
//! first, its last tile last: see the pile.)

use crate::rules::errors::RuleError;
use crate::rules::game::{Bend, Game, RiverFlow};
use crate::rules::geometry::Side;
use crate::rules::moves::Placement;
use crate::rules::tiles::{EdgeKind, TileType};

impl Game {
    /// For a river tile at `placement`: the river's new open end and bend.
    pub(crate) fn river_flow(
        &self,
        t: &TileType,
        placement: Placement,
    ) -> Result<RiverFlow, RuleError> {
        let Placement { pos, rotation } = placement;
        let not_continued = RuleError::RiverNotContinued {
            pos,
            river_end: self.river_end(),
        };
        let Some((end, entry)) = self.river.end else {
            return Err(not_continued);
        };
        if end != pos || t.edge(rotation, entry) != EdgeKind::River {
            return Err(not_continued);
        }
        let exit = Side::ALL
            .into_iter()
            .find(|&s| s != entry && t.edge(rotation, s) == EdgeKind::River);
        let Some(exit) = exit else {
            return Ok((None, None));
        };
        let heading = entry.opposite();
        let bend = if exit == heading {
            None
        } else if exit == heading.rotated(1) {
            Some(Bend::Right)
        } else {
            Some(Bend::Left)
        };
        if bend.is_some() && bend == self.river.last_bend {
            return Err(RuleError::RiverTurnsBack { pos });
        }
        Ok((Some((pos.step(exit), exit.opposite())), bend))
    }
}
