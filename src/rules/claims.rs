//! Claims: the spots of a tile, the figure actions open after placing it, and
//! putting figures on the map and taking them back.

use super::game::{Figure, Game, Resolved};
use super::geometry::{Rotation, Side};
use super::moves::{FigureAction, FigureKind, Placement, RuleError, Spot};
use super::tiles::{FeatureKind, TileType, TileTypeId};

impl Game {
    /// The local segment a spot names on `t` turned by `rot`.
    pub fn spot_segment(t: &TileType, rot: Rotation, spot: Spot) -> Option<usize> {
        let local = match spot {
            Spot::Road(side) | Spot::City(side) => t.segment_on_edge(rot, side)?,
            Spot::Field(h) => t.segment_on_half(rot, h)?,
            Spot::Monastery => t.monastery? as usize,
            Spot::Garden => t.garden? as usize,
        };
        (t.segments[local].kind == spot.kind()).then_some(local)
    }

    /// The record name of a local segment of `t` turned by `rot`: its first
    /// side (N E S W) or half-edge (NL..WR) in that frame.
    pub fn spot_name(t: &TileType, rot: Rotation, local: usize) -> Spot {
        let seg = &t.segments[local];
        match seg.kind {
            FeatureKind::Road | FeatureKind::City => {
                let m = seg.edges_rotated(rot);
                let side = Side::from_index(m.trailing_zeros() as usize);
                if seg.kind == FeatureKind::Road {
                    Spot::Road(side)
                } else {
                    Spot::City(side)
                }
            }
            FeatureKind::Field => {
                let m = seg.halves_rotated(rot);
                Spot::Field(super::geometry::Half::from_index(
                    m.trailing_zeros() as usize
                ))
            }
            FeatureKind::Monastery => Spot::Monastery,
            FeatureKind::Garden => Spot::Garden,
        }
    }

    /// The figure actions open to the player to move after placing `tile` at
    /// `placement` (not including "no figure"), written into `out`.
    pub fn figure_options_into(
        &self,
        tile: TileTypeId,
        placement: Placement,
        out: &mut Vec<FigureAction>,
    ) {
        out.clear();
        let t = self.catalog.get(tile);
        let me = &self.players[self.current as usize];
        for (local, seg) in t.segments.iter().enumerate() {
            let spot = || Game::spot_name(t, placement.rotation, local);
            match seg.kind {
                FeatureKind::Road | FeatureKind::City | FeatureKind::Field => {
                    if me.followers == 0 || (seg.kind == FeatureKind::Field && !self.rules.farmers)
                    {
                        continue;
                    }
                    if !self.would_be_occupied(t, placement, local) {
                        out.push(FigureAction::Follower(spot()));
                    }
                }
                FeatureKind::Monastery => {
                    if me.followers > 0 {
                        out.push(FigureAction::Follower(spot()));
                    }
                    if self.rules.abbot && me.abbots > 0 {
                        out.push(FigureAction::Abbot(spot()));
                    }
                }
                FeatureKind::Garden => {
                    if self.rules.abbot && me.abbots > 0 {
                        out.push(FigureAction::Abbot(spot()));
                    }
                }
            }
        }
        if self.rules.abbot {
            for f in &self.figures {
                if f.player == self.current && f.kind == FigureKind::Abbot {
                    out.push(FigureAction::RecallAbbot(self.tiles[f.tile as usize].pos));
                }
            }
        }
    }

    pub fn figure_options(&self, tile: TileTypeId, placement: Placement) -> Vec<FigureAction> {
        let mut out = Vec::new();
        self.figure_options_into(tile, placement, &mut out);
        out
    }

    pub(crate) fn resolve_action(
        &self,
        t: &TileType,
        placement: Placement,
        action: Option<FigureAction>,
    ) -> Result<Resolved, RuleError> {
        let pos = placement.pos;
        let me = &self.players[self.current as usize];
        let Some(action) = action else {
            return Ok(Resolved::Nothing);
        };
        match action {
            FigureAction::Follower(spot) | FigureAction::Abbot(spot) => {
                let abbot = matches!(action, FigureAction::Abbot(_));
                let local = Game::spot_segment(t, placement.rotation, spot)
                    .ok_or(RuleError::NoSuchSpot { pos, spot })?;
                if abbot {
                    if !self.rules.abbot {
                        return Err(RuleError::AbbotOff);
                    }
                    if !matches!(spot, Spot::Monastery | Spot::Garden) {
                        return Err(RuleError::AbbotOnlyOnMonasteryOrGarden { pos, spot });
                    }
                    if me.abbots == 0 {
                        return Err(RuleError::AbbotNotInSupply);
                    }
                } else {
                    if spot == Spot::Garden {
                        return Err(RuleError::FollowerOnGarden(pos));
                    }
                    if spot.kind() == FeatureKind::Field && !self.rules.farmers {
                        return Err(RuleError::FarmersOff);
                    }
                    if me.followers == 0 {
                        return Err(RuleError::NoFollowerInSupply);
                    }
                }
                if self.would_be_occupied(t, placement, local) {
                    return Err(RuleError::SpotOccupied { pos, spot });
                }
                Ok(Resolved::Put {
                    kind: if abbot {
                        FigureKind::Abbot
                    } else {
                        FigureKind::Follower
                    },
                    local: local as u8,
                })
            }
            FigureAction::RecallAbbot(at) => {
                if !self.rules.abbot {
                    return Err(RuleError::AbbotOff);
                }
                self.figures
                    .iter()
                    .position(|f| {
                        f.player == self.current
                            && f.kind == FigureKind::Abbot
                            && self.tiles[f.tile as usize].pos == at
                    })
                    .map(|figure| Resolved::Recall { figure })
                    .ok_or(RuleError::NoAbbotAt(at))
            }
        }
    }

    pub(crate) fn put_figure(&mut self, tile_index: usize, local: u8, kind: FigureKind) {
        let seg = self.tiles[tile_index].seg_base + local as u16;
        let root = self.find(seg);
        self.segs[root as usize].figures += 1;
        let me = &mut self.players[self.current as usize];
        match kind {
            FigureKind::Follower => me.followers -= 1,
            FigureKind::Abbot => me.abbots -= 1,
        }
        self.figures.push(Figure {
            player: self.current,
            kind,
            tile: tile_index as u8,
            segment: local,
            seg,
        });
    }

    /// Takes figure `index` off the map back to its owner's supply.
    pub(crate) fn return_figure(&mut self, index: usize) {
        let f = self.figures.remove(index);
        let root = self.find(f.seg);
        self.segs[root as usize].figures -= 1;
        let p = &mut self.players[f.player as usize];
        match f.kind {
            FigureKind::Follower => p.followers += 1,
            FigureKind::Abbot => p.abbots += 1,
        }
    }
}
