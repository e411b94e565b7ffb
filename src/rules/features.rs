//! Features: the union-find over tile segments, what a feature holds, when it
//! is complete, and which features a segment would join once placed.

use super::game::{FeatureId, Figure, Game};
use super::geometry::{Pos, Rotation, Side};
use super::figures::FigureKind;
use super::moves::Placement;
use super::tiles::{FeatureKind, NO_SEGMENT, TileType};

impl Game {
    #[inline]
    pub(crate) fn find(&self, mut s: u16) -> u16 {
        while self.segs[s as usize].parent != s {
            s = self.segs[s as usize].parent;
        }
        s
    }

    pub(crate) fn union(&mut self, a: u16, b: u16) -> u16 {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return ra;
        }
        let (big, small) = if self.segs[ra as usize].size >= self.segs[rb as usize].size {
            (ra, rb)
        } else {
            (rb, ra)
        };
        let s = self.segs[small as usize];
        let b = &mut self.segs[big as usize];
        b.size += s.size;
        b.open += s.open;
        b.figures += s.figures;
        let big_next = b.next;
        b.next = s.next;
        self.segs[small as usize].next = big_next;
        self.segs[small as usize].parent = big;
        big
    }

    /// The feature of segment `local` of the `tile_index`-th placed tile.
    pub fn feature_of(&self, tile_index: usize, local: usize) -> FeatureId {
        FeatureId(self.find(self.tiles[tile_index].seg_base + local as u16))
    }

    /// The segments of a feature, as (tile index, local segment).
    pub fn feature_segments(&self, f: FeatureId) -> impl Iterator<Item = (usize, usize)> + '_ {
        let start = f.0;
        let mut cur = Some(start);
        std::iter::from_fn(move || {
            let s = cur?;
            let seg = self.segs[s as usize];
            cur = (seg.next != start).then_some(seg.next);
            Some((seg.tile as usize, seg.local as usize))
        })
    }

    pub fn feature_kind(&self, f: FeatureId) -> FeatureKind {
        self.segs[f.0 as usize].kind
    }

    /// A road or city is complete when no side is left open; a monastery or
    /// garden when its eight surrounding cells hold tiles. Fields never are.
    pub fn is_complete(&self, f: FeatureId) -> bool {
        let s = self.segs[f.0 as usize];
        match s.kind {
            FeatureKind::Road | FeatureKind::City => s.open == 0,
            FeatureKind::Monastery | FeatureKind::Garden => {
                self.surrounding_count(self.tiles[s.tile as usize].pos) == 8
            }
            FeatureKind::Field => false,
        }
    }

    /// Figures on a feature.
    pub fn feature_figures(&self, f: FeatureId) -> impl Iterator<Item = &Figure> + '_ {
        self.figures
            .iter()
            .filter(move |fig| self.find(fig.seg) == f.0)
    }

    /// The roots of the neighbours' features that segment `local` of `t` would
    /// touch at `placement` (at most one per half-edge), and how many.
    pub(crate) fn neighbour_roots(
        &self,
        t: &TileType,
        placement: Placement,
        local: usize,
    ) -> ([u16; 8], usize) {
        let Placement { pos, rotation } = placement;
        let seg = &t.segments[local];
        let mut roots = [0u16; 8];
        let mut len = 0;
        let mut touch = |nb: Pos, pick: &dyn Fn(&TileType, Rotation) -> u8| {
            if let Some(ni) = self.board.tile_at(nb) {
                let n = &self.tiles[ni];
                let nl = pick(self.catalog.get(n.tile), n.rotation);
                if nl != NO_SEGMENT {
                    roots[len] = self.find(n.seg_base + nl as u16);
                    len += 1;
                }
            }
        };
        match seg.kind {
            FeatureKind::Road | FeatureKind::City => {
                let m = seg.edges_rotated(rotation);
                for side in Side::ALL.into_iter().filter(|s| m & (1 << s.index()) != 0) {
                    touch(pos.step(side), &|nt, nr| {
                        nt.rotated[nr.quarter_turns() as usize].edge_segment
                            [side.opposite().index()]
                    });
                }
            }
            FeatureKind::Field => {
                let m = seg.halves_rotated(rotation);
                for h in super::geometry::Half::ALL
                    .into_iter()
                    .filter(|h| m & (1 << h.index()) != 0)
                {
                    touch(pos.step(h.side()), &|nt, nr| {
                        nt.rotated[nr.quarter_turns() as usize].half_segment[h.facing().index()]
                    });
                }
            }
            FeatureKind::Monastery | FeatureKind::Garden => {}
        }
        (roots, len)
    }

    /// The features already on the map that segment `local` of `t` would
    /// join at `placement`: their roots (distinct) and how many.
    ///
    /// The feature is the segment plus every neighbour feature it touches,
    /// *and* every other segment of the new tile that touches one of those
    /// (and so on): two segments kept apart on the tile become one feature
    /// once placed if they meet the same neighbour feature. For example a
    /// field wrapping round the end of the new tile's road touches both of
    /// its fields, so a farmer reached through the other field occupies this
    /// one too.
    pub(crate) fn joined_roots(
        &self,
        t: &TileType,
        placement: Placement,
        local: usize,
    ) -> ([u16; 8], usize) {
        let kind = t.segments[local].kind;
        let mut out = ([0u16; 8], 0usize);
        if matches!(kind, FeatureKind::Monastery | FeatureKind::Garden) {
            return out;
        }
        // Tiles have at most 24 segments (checked when the tile data loads);
        // fixed arrays keep this free of allocation on the hot path.
        let n = t.segments.len().min(24);
        let mut roots = [([0u16; 8], 0usize); 24];
        for (s, slot) in roots.iter_mut().enumerate().take(n) {
            if t.segments[s].kind == kind {
                *slot = self.neighbour_roots(t, placement, s);
            }
        }
        let touched = |s: usize| &roots[s].0[..roots[s].1];
        // Grow the group of the new tile's segments joined through neighbours.
        let mut group: u32 = 1 << local;
        loop {
            let before = group;
            for s in 0..n {
                if group & (1 << s) == 0
                    && (0..n).any(|m| {
                        group & (1 << m) != 0 && touched(m).iter().any(|r| touched(s).contains(r))
                    })
                {
                    group |= 1 << s;
                }
            }
            if group == before {
                break;
            }
        }
        // A tile has at most 8 half-edges, so the group touches at most 8 features.
        for s in (0..n).filter(|&s| group & (1 << s) != 0) {
            for &root in touched(s) {
                if !out.0[..out.1].contains(&root) && out.1 < 8 {
                    out.0[out.1] = root;
                    out.1 += 1;
                }
            }
        }
        out
    }

    /// Whether the feature that segment `local` of `t` would join at
    /// `placement` already holds a figure that occupies it.
    pub(crate) fn would_be_occupied(
        &self,
        t: &TileType,
        placement: Placement,
        local: usize,
    ) -> bool {
        let (roots, n) = self.joined_roots(t, placement, local);
        roots[..n]
            .iter()
            .any(|&root| self.segs[root as usize].figures > 0)
    }

    /// Whether the feature that segment `local` of `t` would join at
    /// `placement` holds a follower (large included; a farmer on a field) of
    /// `player`: what the builder and the pig need.
    pub(crate) fn would_hold_own_follower(
        &self,
        t: &TileType,
        placement: Placement,
        local: usize,
        player: u8,
    ) -> bool {
        let (roots, n) = self.joined_roots(t, placement, local);
        let roots = &roots[..n];
        self.figures.iter().any(|f| {
            f.player == player
                && matches!(f.kind, FigureKind::Follower | FigureKind::Large)
                && roots.contains(&self.find(f.seg))
        })
    }


}
