//! Where a tile may go: matching edges, the River's course, and every legal
//! placement of a tile.

use super::board::EMPTY;
use super::errors::RuleError;
use super::game::{Game, RiverFlow};
use super::geometry::{Pos, Rotation, Side};
use super::moves::Placement;
use super::tiles::TileTypeId;

impl Game {
    /// Checks that `tile` may go at `placement` on the current map.
    pub fn check_placement(&self, tile: TileTypeId, placement: Placement) -> Result<(), RuleError> {
        self.placement_flow(tile, placement).map(|_| ())
    }

    /// Checks a placement; for a river tile also says where the river goes on.
    pub(crate) fn placement_flow(
        &self,
        tile: TileTypeId,
        placement: Placement,
    ) -> Result<Option<RiverFlow>, RuleError> {
        let Placement { pos, rotation } = placement;
        let t = self.catalog.get(tile);
        let cell = match self.board.cell(pos) {
            Some(c) => c,
            None if pos.x.unsigned_abs() > 30_000 || pos.y.unsigned_abs() > 30_000 => {
                return Err(RuleError::OutOfRange(pos));
            }
            None => return Err(RuleError::NotAdjacent(pos)),
        };
        if cell.tile != EMPTY {
            return Err(RuleError::CellTaken(pos));
        }
        let packed = t.rotated[rotation.quarter_turns() as usize].edges_packed;
        if packed & cell.mask != cell.req {
            for side in Side::ALL {
                let bits = 3 << (2 * side.index());
                if cell.mask & bits != 0 && packed & bits != cell.req & bits {
                    let nb = pos.step(side);
                    let n = self
                        .tile_at(nb)
                        .expect("a constrained side has a neighbour");
                    return Err(RuleError::EdgeMismatch {
                        pos,
                        side,
                        kind: t.edge(rotation, side),
                        neighbour: nb,
                        neighbour_kind: self.catalog.get(n.tile).edge(n.rotation, side.opposite()),
                    });
                }
            }
        }
        if t.is_river() {
            return self.river_flow(t, placement).map(Some);
        }
        Ok(None)
    }

    /// Every legal placement of `tile`, written into `out` (cleared first).
    pub fn legal_placements_into(&self, tile: TileTypeId, out: &mut Vec<Placement>) {
        out.clear();
        let t = self.catalog.get(tile);
        if t.is_river() {
            if let Some((pos, _)) = self.river.end {
                for rotation in Rotation::ALL {
                    let p = Placement { pos, rotation };
                    if self.check_placement(tile, p).is_ok() {
                        out.push(p);
                    }
                }
            }
            return;
        }
        for &ci in &self.board.frontier {
            let cell = &self.board.cells[ci as usize];
            for (q, r) in t.rotated.iter().enumerate() {
                if r.edges_packed & cell.mask == cell.req {
                    out.push(Placement {
                        pos: cell.pos,
                        rotation: Rotation::from_quarter_turns(q as u8),
                    });
                }
            }
        }
    }

    pub fn legal_placements(&self, tile: TileTypeId) -> Vec<Placement> {
        let mut out = Vec::new();
        self.legal_placements_into(tile, &mut out);
        out
    }

    /// One legal placement of `tile`, if it fits anywhere.
    pub fn any_placement(&self, tile: TileTypeId) -> Option<Placement> {
        let t = self.catalog.get(tile);
        if t.is_river() {
            return self.legal_placements(tile).first().copied();
        }
        self.board.frontier.iter().find_map(|&ci| {
            let cell = &self.board.cells[ci as usize];
            t.rotated.iter().enumerate().find_map(|(q, r)| {
                (r.edges_packed & cell.mask == cell.req).then(|| Placement {
                    pos: cell.pos,
                    rotation: Rotation::from_quarter_turns(q as u8),
                })
            })
        })
    }
}

impl Game {
    /// The orientations in which `tile` fits at `pos`, clockwise from 0.
    pub fn legal_rotations(&self, tile: TileTypeId, pos: Pos) -> Vec<Rotation> {
        Rotation::ALL
            .into_iter()
            .filter(|&rotation| {
                self.check_placement(tile, Placement { pos, rotation })
                    .is_ok()
            })
            .collect()
    }

    /// The orientation `tile` shows at `pos` for a player holding it turned
    /// `preferred`: that one if it fits, else the next that fits clockwise;
    /// `None` if it fits there in none.
    pub fn fitting_rotation(
        &self,
        tile: TileTypeId,
        pos: Pos,
        preferred: Rotation,
    ) -> Option<Rotation> {
        (0..4)
            .map(|q| Rotation::from_quarter_turns(preferred.quarter_turns() + q))
            .find(|&rotation| {
                self.check_placement(tile, Placement { pos, rotation })
                    .is_ok()
            })
    }

    /// The next orientation clockwise after `from` in which `tile` fits at
    /// `pos` (`from` again if it is the only one); `None` if none fits.
    pub fn next_legal_rotation(
        &self,
        tile: TileTypeId,
        pos: Pos,
        from: Rotation,
    ) -> Option<Rotation> {
        self.fitting_rotation(tile, pos, from.next())
    }
}
