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
            Spot::InnerField => t.inner_field? as usize,
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
            FeatureKind::Field if seg.halves == 0 => Spot::InnerField,
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

    /// Why a figure of `kind` from the supply of the player to move may not
    /// go on segment `local` of `t` placed at `placement` (named `spot` in
    /// messages); `Ok` if it may.
    fn refusal(
        &self,
        t: &TileType,
        placement: Placement,
        local: usize,
        kind: FigureKind,
        spot: Spot,
    ) -> Result<(), RuleError> {
        let pos = placement.pos;
        let spot = || spot;
        let feature = t.segments[local].kind;
        let me = &self.players[self.current as usize];
        let rules = self.rules;
        if !rules.has_figure(kind) {
            return Err(match kind {
                FigureKind::Abbot => RuleError::AbbotOff,
                FigureKind::Pig if rules.traders_builders => RuleError::FarmersOff,
                _ => RuleError::FigureNotInPlay(kind),
            });
        }
        let wrong = || RuleError::WrongSpot {
            kind,
            pos,
            spot: spot(),
        };
        match (kind, feature) {
            (FigureKind::Follower, FeatureKind::Garden) => {
                return Err(RuleError::FollowerOnGarden(pos));
            }
            (FigureKind::Large, FeatureKind::Garden) => return Err(wrong()),
            (FigureKind::Follower | FigureKind::Large, FeatureKind::Field) if !rules.farmers => {
                return Err(RuleError::FarmersOff);
            }
            (FigureKind::Abbot, FeatureKind::Monastery | FeatureKind::Garden) => {}
            (FigureKind::Abbot, _) => {
                return Err(RuleError::AbbotOnlyOnMonasteryOrGarden { pos, spot: spot() });
            }
            (FigureKind::Builder, FeatureKind::Road | FeatureKind::City) => {}
            (FigureKind::Pig, FeatureKind::Field) => {}
            (FigureKind::Builder | FigureKind::Pig, _) => return Err(wrong()),
            _ => {}
        }
        if me.supply(kind) == 0 {
            return Err(match kind {
                FigureKind::Follower => RuleError::NoFollowerInSupply,
                FigureKind::Abbot => RuleError::AbbotNotInSupply,
                _ => RuleError::NotInSupply(kind),
            });
        }
        match kind {
            FigureKind::Builder | FigureKind::Pig => {
                if !self.would_hold_own_follower(t, placement, local, self.current) {
                    return Err(if kind == FigureKind::Builder {
                        RuleError::BuilderNeedsFollower { pos, spot: spot() }
                    } else {
                        RuleError::PigNeedsFarmer { pos, spot: spot() }
                    });
                }
            }
            _ => {
                if self.would_be_occupied(t, placement, local) {
                    return Err(RuleError::SpotOccupied { pos, spot: spot() });
                }
            }
        }
        Ok(())
    }

    /// Checks that the player to move may put a figure of `kind` on `spot`
    /// after placing `tile` at `placement` (the placement itself is not
    /// checked): why not, in the rules' words, if they may not.
    pub fn check_figure(
        &self,
        tile: TileTypeId,
        placement: Placement,
        kind: FigureKind,
        spot: Spot,
    ) -> Result<(), RuleError> {
        let t = self.catalog.get(tile);
        let local =
            Game::spot_segment(t, placement.rotation, spot).ok_or(RuleError::NoSuchSpot {
                pos: placement.pos,
                spot,
            })?;
        self.refusal(t, placement, local, kind, spot)
    }

    /// The figure actions open to the player to move after placing `tile` at
    /// `placement` (not including "no figure"), written into `out`: for each
    /// segment, a follower, the large follower, the builder or pig, the
    /// abbot; then taking back the abbot.
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
            let kinds: &[FigureKind] = match seg.kind {
                FeatureKind::Road | FeatureKind::City => {
                    &[FigureKind::Follower, FigureKind::Large, FigureKind::Builder]
                }
                FeatureKind::Field => &[FigureKind::Follower, FigureKind::Large, FigureKind::Pig],
                FeatureKind::Monastery => {
                    &[FigureKind::Follower, FigureKind::Large, FigureKind::Abbot]
                }
                FeatureKind::Garden => &[FigureKind::Abbot],
            };
            for &kind in kinds {
                if me.supply(kind) == 0 {
                    continue;
                }
                let spot = Game::spot_name(t, placement.rotation, local);
                if self.refusal(t, placement, local, kind, spot).is_ok() {
                    out.push(FigureAction::put(kind, spot));
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
        let Some(action) = action else {
            return Ok(Resolved::Nothing);
        };
        match action.placed() {
            Some((kind, spot)) => {
                let local = Game::spot_segment(t, placement.rotation, spot)
                    .ok_or(RuleError::NoSuchSpot { pos, spot })?;
                self.refusal(t, placement, local, kind, spot)?;
                Ok(Resolved::Put {
                    kind,
                    local: local as u8,
                })
            }
            None => {
                let FigureAction::RecallAbbot(at) = action else {
                    unreachable!("only taking back the abbot puts no figure")
                };
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
        if kind.occupies() {
            let root = self.find(seg);
            self.segs[root as usize].figures += 1;
        }
        *self.players[self.current as usize].supply_mut(kind) -= 1;
        self.figures.push(Figure {
            player: self.current,
            kind,
            tile: tile_index as u8,
            segment: local,
            seg,
        });
    }

    /// Takes figure `index` off the map back to its owner's supply.
    pub(crate) fn return_figure(&mut self, index: usize) -> Figure {
        let f = self.figures.remove(index);
        if f.kind.occupies() {
            let root = self.find(f.seg);
            self.segs[root as usize].figures -= 1;
        }
        *self.players[f.player as usize].supply_mut(f.kind) += 1;
        f
    }
}
