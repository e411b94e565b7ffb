//! What the map tells a player at a glance, from the rules and the unseen
//! tiles only: cells no remaining tile can ever fill, and features that can
//! therefore never be completed.

use super::game::{FeatureId, Game};
use super::geometry::{Pos, Side};
use super::tiles::FeatureKind;

impl Game {
    /// Empty cells next to the map whose edges no unseen tile can match in
    /// any orientation. Their neighbours' edges only ever add constraints and
    /// the unseen tiles only ever run out, so such a cell stays empty for the
    /// rest of the game.
    pub fn dead_cells(&self) -> Vec<Pos> {
        let unseen = self.unseen_counts();
        let fitting: Vec<_> = self
            .catalog
            .types
            .iter()
            .enumerate()
            .filter(|(i, t)| unseen[*i] > 0 && !t.is_river())
            .map(|(_, t)| &t.rotated)
            .collect();
        self.board
            .frontier
            .iter()
            .map(|&ci| &self.board.cells[ci as usize])
            .filter(|cell| {
                !fitting.iter().any(|rotations| {
                    rotations
                        .iter()
                        .any(|r| r.edges_packed & cell.mask == cell.req)
                })
            })
            .map(|cell| cell.pos)
            .collect()
    }

    /// The empty cells a feature still needs filled to be completed: beyond
    /// each open side of a road or city, or round a monastery or garden.
    pub fn cells_to_complete(&self, f: FeatureId) -> Vec<Pos> {
        let mut out: Vec<Pos> = Vec::new();
        match self.feature_kind(f) {
            FeatureKind::Road | FeatureKind::City => {
                for (ti, local) in self.feature_segments(f) {
                    let placed = self.tiles[ti];
                    let seg = &self.tile_type(placed.tile).segments[local];
                    let edges = seg.edges_rotated(placed.rotation);
                    for side in Side::ALL
                        .into_iter()
                        .filter(|s| edges & (1 << s.index()) != 0)
                    {
                        let p = placed.pos.step(side);
                        if self.board.tile_at(p).is_none() && !out.contains(&p) {
                            out.push(p);
                        }
                    }
                }
            }
            FeatureKind::Monastery | FeatureKind::Garden => {
                let tile = self.segs[f.0 as usize].tile as usize;
                out.extend(
                    self.tiles[tile]
                        .pos
                        .surrounding()
                        .into_iter()
                        .filter(|&p| self.board.tile_at(p).is_none()),
                );
            }
            FeatureKind::Field => {}
        }
        out
    }

    /// Whether an unfinished road, city, monastery or garden can still be
    /// completed: no cell it needs is dead (fields are never completed).
    pub fn can_still_complete(&self, f: FeatureId) -> bool {
        if self.feature_kind(f) == FeatureKind::Field {
            return false;
        }
        if self.is_complete(f) {
            return true;
        }
        let needed = self.cells_to_complete(f);
        if needed.is_empty() {
            return true;
        }
        // A cell round a monastery that touches no tile yet cannot be judged:
        // only frontier cells can be dead.
        let dead = self.dead_cells();
        !needed.iter().any(|p| dead.contains(p))
    }
}
