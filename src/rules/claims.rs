//! Claims: the spots of a tile, the figure actions open after placing it, and
//! putting figures on the map and taking them back.

use super::errors::RuleError;
use super::expansions::Expansion;
use super::figures::FigureKind;
use super::game::{Departure, Figure, Game, ReturnedFigure};
use super::geometry::{Pos, Rotation, Side};
use super::moves::{FigureAction, Placement};
use super::spot::Spot;
use super::tiles::{FeatureKind, TileType, TileTypeId};
use super::turn::Resolved;

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
        if let Some(why) = self.refused_anywhere(t.segments[local].kind, kind) {
            return Some(why);
        }
        let ok = if kind.spec().beside_own_follower {
            self.would_hold_own_follower(t, placement, local, self.current)
        } else {
            !kind.occupies() || !self.would_be_occupied(t, placement, local)
        };
        (!ok).then_some(Refused::Occupancy)
    }

    /// Why a figure of `kind` from the supply of the player to move may not
    /// go on a feature of this kind wherever it is, before its occupancy is
    /// asked: not in play, the wrong kind of spot, farmers off, none in
    /// supply.
    pub(crate) fn refused_anywhere(
        &self,
        feature: FeatureKind,
        kind: FigureKind,
    ) -> Option<Refused> {
        if !self.rules.has_figure(kind) {
            return Some(Refused::NotInPlay);
        }
        if !kind.stands_on(feature) {
            return Some(Refused::WrongSpot);
        }
        if feature == FeatureKind::Field && !self.rules.farmers {
            return Some(Refused::FarmersOff);
        }
        if self.players[self.current as usize].supply(kind) == 0 {
            return Some(Refused::NotInSupply);
        }
        None
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
        let Some(why) = self.refused(t, placement, local, kind) else {
            return Ok(());
        };
        Err(self.refusal_error(why, kind, t.segments[local].kind, placement.pos, spot))
    }

    /// A refusal in the rules' words: a figure of `kind` on `spot` (a
    /// feature of kind `feature`) of the tile at `pos`.
    pub(crate) fn refusal_error(
        &self,
        why: Refused,
        kind: FigureKind,
        feature: FeatureKind,
        pos: Pos,
        spot: Spot,
    ) -> RuleError {
        match (why, kind) {
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
        }
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
        // Nothing goes on a volcano: the dragon lands there.
        let on_tile = if self.lands_dragon(t) {
            0
        } else {
            t.segments.len()
        };
        // The special figures this player still holds (none in a base game,
        // the hot path of random games and searches).
        let special = me.holds_special_figure();
        for (local, seg) in t.segments.iter().enumerate().take(on_tile) {
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
            // The other kinds, in the order options have always listed them.
            for kind in FigureKind::OFFER_ORDER[1..].iter().copied() {
                if kind.stands_on(seg.kind)
                    && me.supply(kind) > 0
                    && self.refused(t, placement, local, kind).is_none()
                {
                    out.push(FigureAction::Put(
                        kind,
                        Game::spot_name(t, placement.rotation, local),
                    ));
                }
            }
        }
        self.recall_options(out);
        if self.rules.has(Expansion::PRINCESS_DRAGON) {
            self.princess_dragon_options(tile, placement, out);
        }
    }

    pub fn figure_options(&self, tile: TileTypeId, placement: Placement) -> Vec<FigureAction> {
        let mut out = Vec::new();
        self.figure_options_into(tile, placement, &mut out);
        out
    }

    pub(crate) fn resolve_action(
        &self,
        tile: TileTypeId,
        placement: Placement,
        action: Option<FigureAction>,
    ) -> Result<Resolved, RuleError> {
        let t = self.catalog.get(tile);
        let pos = placement.pos;
        let Some(action) = action else {
            return Ok(Resolved::Nothing);
        };
        match action {
            FigureAction::Put(kind, spot) => {
                let local = Game::spot_segment(t, placement.rotation, spot)
                    .ok_or(RuleError::NoSuchSpot { pos, spot })?;
                self.refusal(t, placement, local, kind, spot)?;
                if self.lands_dragon(t) {
                    return Err(RuleError::DragonThere(pos));
                }
                Ok(Resolved::Put {
                    kind,
                    tile: None,
                    local: local as u8,
                })
            }
            FigureAction::RecallAbbot(at) => self.resolve_recall(at),
            FigureAction::Portal(kind, at, spot) if at == pos => {
                self.resolve_action(tile, placement, Some(FigureAction::Put(kind, spot)))
            }
            FigureAction::Portal(kind, at, spot) => {
                self.resolve_portal(tile, placement, kind, at, spot)
            }
            FigureAction::Fairy(at, spot) => self.resolve_fairy(at, spot),
            FigureAction::Princess(at, spot) => self.resolve_princess(tile, placement, at, spot),
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

    /// Takes figure `index` off the map back to its owner's supply. The
    /// fairy, if it was with it, stays on its tile with nobody.
    pub(crate) fn return_figure(&mut self, index: usize) -> Figure {
        let f = self.figures.remove(index);
        if f.kind.occupies() {
            let root = self.find(f.seg);
            self.segs[root as usize].figures -= 1;
        }
        *self.players[f.player as usize].supply_mut(f.kind) += 1;
        if let Some(fairy) = &mut self.neutral.fairy
            && f.kind.is_follower()
            && fairy.tile == f.tile
            && fairy.follower == Some(f.segment)
        {
            fairy.follower = None;
        }
        f
    }

    /// Takes figure `index` back to supply and logs why, with the scoring
    /// it came back with, if any.
    pub(crate) fn send_back(
        &mut self,
        index: usize,
        move_index: Option<u32>,
        event: Option<usize>,
        cause: Departure,
    ) {
        let pos = self.tiles[self.figures[index].tile as usize].pos;
        let figure = self.return_figure(index);
        self.returned.push(ReturnedFigure {
            figure,
            pos,
            move_index,
            event,
            cause,
        });
    }
}

/// Why a figure may not go on a segment, before it is put in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    NotInPlay,
    FarmersOff,
    WrongSpot,
    NotInSupply,
    /// Occupied (a follower's kind), or without the owner's follower or
    /// farmer (a builder or pig).
    Occupancy,
}
