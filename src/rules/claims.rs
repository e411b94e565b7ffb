//! Claims: the spots of a tile, the figure actions open after placing it, and
//! putting figures on the map and taking them back.

use super::expansions::Expansion;
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
    /// go on segment `local` of `t` placed at `placement`, as a small code
    /// (the hot path of every turn's figure options); `None` if it may.
    #[inline]
    fn refused(
        &self,
        t: &TileType,
        placement: Placement,
        local: usize,
        kind: FigureKind,
    ) -> Option<Refused> {
        let feature = t.segments[local].kind;
        let rules = self.rules;
        if !rules.has_figure(kind) {
            return Some(Refused::NotInPlay);
        }
        match (kind, feature) {
            (FigureKind::Follower | FigureKind::Large, FeatureKind::Garden) => {
                return Some(Refused::WrongSpot);
            }
            (FigureKind::Follower | FigureKind::Large, FeatureKind::Field) if !rules.farmers => {
                return Some(Refused::FarmersOff);
            }
            (FigureKind::Abbot, FeatureKind::Monastery | FeatureKind::Garden)
            | (FigureKind::Builder, FeatureKind::Road | FeatureKind::City)
            | (FigureKind::Pig, FeatureKind::Field) => {}
            (FigureKind::Abbot | FigureKind::Builder | FigureKind::Pig, _) => {
                return Some(Refused::WrongSpot);
            }
            _ => {}
        }
        if self.players[self.current as usize].supply(kind) == 0 {
            return Some(Refused::NotInSupply);
        }
        let ok = match kind {
            FigureKind::Builder | FigureKind::Pig => {
                self.would_hold_own_follower(t, placement, local, self.current)
            }
            _ => !self.would_be_occupied(t, placement, local),
        };
        (!ok).then_some(Refused::Occupancy)
    }

    /// Why a figure of `kind` from the supply of the player to move may not
    /// go on segment `local` of `t` placed at `placement` (named `spot` in
    /// messages), in the rules' words; `Ok` if it may.
    fn refusal(
        &self,
        t: &TileType,
        placement: Placement,
        local: usize,
        kind: FigureKind,
        spot: Spot,
    ) -> Result<(), RuleError> {
        let pos = placement.pos;
        let Some(why) = self.refused(t, placement, local, kind) else {
            return Ok(());
        };
        let feature = t.segments[local].kind;
        Err(match (why, kind) {
            (Refused::NotInPlay, FigureKind::Abbot) => RuleError::AbbotOff,
            (Refused::NotInPlay, FigureKind::Pig) if self.rules.brings_figure(FigureKind::Pig) => {
                RuleError::FarmersOff
            }
            (Refused::NotInPlay, _) => RuleError::FigureNotInPlay(kind),
            (Refused::FarmersOff, _) => RuleError::FarmersOff,
            (Refused::WrongSpot, FigureKind::Follower) if feature == FeatureKind::Garden => {
                RuleError::FollowerOnGarden(pos)
            }
            (Refused::WrongSpot, FigureKind::Abbot) => {
                RuleError::AbbotOnlyOnMonasteryOrGarden { pos, spot }
            }
            (Refused::WrongSpot, _) => RuleError::WrongSpot { kind, pos, spot },
            (Refused::NotInSupply, FigureKind::Follower) => RuleError::NoFollowerInSupply,
            (Refused::NotInSupply, FigureKind::Abbot) => RuleError::AbbotNotInSupply,
            (Refused::NotInSupply, _) => RuleError::NotInSupply(kind),
            (Refused::Occupancy, FigureKind::Builder) => {
                RuleError::BuilderNeedsFollower { pos, spot }
            }
            (Refused::Occupancy, FigureKind::Pig) => RuleError::PigNeedsFarmer { pos, spot },
            (Refused::Occupancy, _) => RuleError::SpotOccupied { pos, spot },
        })
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
        // The special figures this player still holds (none in a base game,
        // the hot path of random games and searches).
        let special = me.holds_special_figure();
        for (local, seg) in t.segments.iter().enumerate() {
            // A follower, checked inline: the same conditions as `refused`.
            let follower = me.supply(FigureKind::Follower) > 0
                && match seg.kind {
                    FeatureKind::Garden => false,
                    FeatureKind::Field if !self.rules.farmers => false,
                    FeatureKind::Monastery => true,
                    _ => !self.would_be_occupied(t, placement, local),
                };
            if follower {
                out.push(FigureAction::Put(
                    FigureKind::Follower,
                    Game::spot_name(t, placement.rotation, local),
                ));
            }
            if !special {
                continue;
            }
            let mut offer = |kind: FigureKind| {
                if me.supply(kind) > 0 && self.refused(t, placement, local, kind).is_none() {
                    out.push(FigureAction::Put(
                        kind,
                        Game::spot_name(t, placement.rotation, local),
                    ));
                }
            };
            let others: &[FigureKind] = match seg.kind {
                FeatureKind::Road | FeatureKind::City => &[FigureKind::Large, FigureKind::Builder],
                FeatureKind::Field => &[FigureKind::Large, FigureKind::Pig],
                FeatureKind::Monastery => &[FigureKind::Large, FigureKind::Abbot],
                FeatureKind::Garden => &[FigureKind::Abbot],
            };
            for &kind in others {
                offer(kind);
            }
        }
        if self.rules.has(Expansion::ABBOT) {
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
                if !self.rules.has(Expansion::ABBOT) {
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

/// Why a figure may not go on a segment, before it is put in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refused {
    NotInPlay,
    FarmersOff,
    WrongSpot,
    NotInSupply,
    /// Occupied (a follower's kind), or without the owner's follower or
    /// farmer (a builder or pig).
    Occupancy,
}
