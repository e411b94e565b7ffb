//! The tile's geometry shared by its planners and painters: its centre,
//! corners and sides, and the small random source that places decoration
//! the same way every time.

use crate::art::canvas::{Pen, Pt, mask_at, pt};
use crate::rules::{FeatureKind, TileType};
use tiny_skia::{Mask, Path};

// ---------------------------------------------------------------- geometry

pub(super) const CENTRE: Pt = pt(0.5, 0.5);
/// Tile corners clockwise from north-west; side `s` runs from corner `s` to `s + 1`.
pub(super) const CORNERS: [Pt; 4] = [pt(0.0, 0.0), pt(1.0, 0.0), pt(1.0, 1.0), pt(0.0, 1.0)];

pub(super) fn mid(side: usize) -> Pt {
    CORNERS[side].lerp(CORNERS[(side + 1) % 4], 0.5)
}

/// Unit direction from a side into the tile.
pub(super) fn inward(side: usize) -> Pt {
    (CENTRE - mid(side)).norm()
}

/// Unit direction along a side, clockwise.
pub(super) fn along(side: usize) -> Pt {
    (CORNERS[(side + 1) % 4] - CORNERS[side]).norm()
}

pub(super) fn sides_of(mask: u8) -> Vec<usize> {
    (0..4).filter(|s| mask & (1 << s) != 0).collect()
}

/// A quarter circle round the corner between adjacent sides `a` and `b`,
/// from mid-side to mid-side, reaching `overshoot` beyond the tile.
pub(super) fn arc_between(a: usize, b: usize, overshoot: f32) -> Path {
    let k = 0.5 * 0.5523;
    Pen::at(mid(a) - inward(a) * overshoot)
        .line(mid(a))
        .cubic(mid(a) + inward(a) * k, mid(b) + inward(b) * k, mid(b))
        .line(mid(b) - inward(b) * overshoot)
        .done()
}

/// Does the straight line from `a` to `b` pass over the mask?
pub(super) fn crosses(mask: &Mask, a: Pt, b: Pt) -> bool {
    let steps = (a.dist(b) / 0.005).ceil().max(1.0) as usize;
    (1..steps).any(|i| mask_at(mask, a.lerp(b, i as f32 / steps as f32)))
}

// ---------------------------------------------------------------- randomness

/// A small deterministic generator (splitmix64) for decoration.
pub(super) struct Rng(pub(super) u64);

impl Rng {
    pub(super) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..hi`.
    pub(super) fn range(&mut self, lo: f32, hi: f32) -> f32 {
        let unit = (self.next() >> 40) as f32 / (1u64 << 24) as f32;
        lo + (hi - lo) * unit
    }

    pub(super) fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[(self.next() % items.len() as u64) as usize]
    }
}

/// A seed from the tile's layout (not its id), leaving out a garden, so a
/// garden copy looks like its plain tile plus the garden.
pub(super) fn layout_seed(t: &TileType) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u8| {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    };
    for e in t.edges {
        eat(e as u8);
    }
    for s in t.segments.iter().filter(|s| s.kind != FeatureKind::Garden) {
        eat(s.kind as u8);
        eat(s.edges);
        eat(s.halves);
        eat(s.arms);
        eat(s.road_end.map_or(0, |e| e as u8 + 1));
        eat(s.bridge as u8);
    }
    h
}
