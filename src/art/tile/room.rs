//! A coarse occupancy grid of the tile, to find free field for the
//! monastery, the garden and trees.

use super::geometry::{CENTRE, Rng};
use crate::art::canvas::{Pt, pt, rect};
use tiny_skia::{Mask, Path};

/// A coarse occupancy grid of the tile, for finding free field to put the
/// monastery, the garden and trees on.
pub(super) struct Room {
    taken: Mask,
}

const ROOM_PX: u32 = 64;

impl Room {
    pub(super) fn new() -> Room {
        Room {
            taken: Mask::new(ROOM_PX, ROOM_PX).expect("a room grid"),
        }
    }

    fn units() -> tiny_skia::Transform {
        tiny_skia::Transform::from_scale(ROOM_PX as f32, ROOM_PX as f32)
    }

    /// Keeps things a little off the tile edges.
    pub(super) fn block_outside_margin(&mut self) {
        let inner = rect(CENTRE, pt(1.0, 0.0), pt(0.5, 0.5), 0.0);
        if let Some(ring) = inner.stroke(
            &tiny_skia::Stroke {
                width: 0.04,
                ..Default::default()
            },
            ROOM_PX as f32,
        ) {
            self.fill(&ring);
        }
    }

    pub(super) fn fill(&mut self, path: &Path) {
        self.taken
            .fill_path(path, tiny_skia::FillRule::Winding, false, Self::units());
    }

    pub(super) fn stroke(&mut self, path: &Path, width: f32) {
        let s = tiny_skia::Stroke {
            width,
            line_cap: tiny_skia::LineCap::Round,
            ..Default::default()
        };
        if let Some(outline) = path.stroke(&s, ROOM_PX as f32) {
            self.fill(&outline);
        }
    }

    pub(super) fn add_mask(&mut self, mask: &Mask) {
        let (w, h) = (mask.width(), mask.height());
        for y in 0..ROOM_PX {
            for x in 0..ROOM_PX {
                let p = pt(
                    (x as f32 + 0.5) / ROOM_PX as f32,
                    (y as f32 + 0.5) / ROOM_PX as f32,
                );
                let (mx, my) = ((p.x * w as f32) as usize, (p.y * h as f32) as usize);
                if mask.data()[my * w as usize + mx] > 0 {
                    self.taken.data_mut()[(y * ROOM_PX + x) as usize] = 255;
                }
            }
        }
    }

    /// Distance (image units) from each grid cell to the nearest taken cell or
    /// the tile edge: a two-pass chamfer transform.
    fn clearance(&self) -> Vec<f32> {
        let n = ROOM_PX as usize;
        let cell = 1.0 / n as f32;
        let diag = cell * std::f32::consts::SQRT_2;
        let mut d: Vec<f32> = self
            .taken
            .data()
            .iter()
            .map(|&v| if v > 127 { 0.0 } else { f32::INFINITY })
            .collect();
        for y in 0..n {
            for x in 0..n {
                let mut v = d[y * n + x];
                if x > 0 {
                    v = v.min(d[y * n + x - 1] + cell);
                }
                if y > 0 {
                    v = v.min(d[(y - 1) * n + x] + cell);
                    if x > 0 {
                        v = v.min(d[(y - 1) * n + x - 1] + diag);
                    }
                    if x + 1 < n {
                        v = v.min(d[(y - 1) * n + x + 1] + diag);
                    }
                }
                d[y * n + x] = v;
            }
        }
        for y in (0..n).rev() {
            for x in (0..n).rev() {
                let mut v = d[y * n + x];
                if x + 1 < n {
                    v = v.min(d[y * n + x + 1] + cell);
                }
                if y + 1 < n {
                    v = v.min(d[(y + 1) * n + x] + cell);
                    if x + 1 < n {
                        v = v.min(d[(y + 1) * n + x + 1] + diag);
                    }
                    if x > 0 {
                        v = v.min(d[(y + 1) * n + x - 1] + diag);
                    }
                }
                d[y * n + x] = v;
            }
        }
        for (i, v) in d.iter_mut().enumerate() {
            let p = Self::cell_centre(i);
            let edge = p.x.min(p.y).min(1.0 - p.x).min(1.0 - p.y);
            *v = v.min(edge);
        }
        d
    }

    /// Every grid cell's centre with its clearance (see [`Room::best_spot`]).
    pub(super) fn spots(&self) -> Vec<(Pt, f32)> {
        self.clearance()
            .into_iter()
            .enumerate()
            .map(|(i, clear)| (Self::cell_centre(i), clear))
            .collect()
    }

    fn cell_centre(i: usize) -> Pt {
        let n = ROOM_PX as usize;
        pt(
            ((i % n) as f32 + 0.5) / n as f32,
            ((i / n) as f32 + 0.5) / n as f32,
        )
    }

    /// The `allowed` free spot that best fits something of radius `want`,
    /// preferring the centre by `pull` per unit of distance; returns the spot
    /// and its clearance.
    pub(super) fn best_spot(
        &self,
        want: f32,
        pull: f32,
        allowed: impl Fn(Pt) -> bool,
    ) -> Option<(Pt, f32)> {
        self.best_spot_near(want, pull, CENTRE, allowed)
    }

    /// As [`Room::best_spot`], preferring spots near `near`.
    pub(super) fn best_spot_near(
        &self,
        want: f32,
        pull: f32,
        near: Pt,
        allowed: impl Fn(Pt) -> bool,
    ) -> Option<(Pt, f32)> {
        let d = self.clearance();
        let mut best: Option<(Pt, f32, f32)> = None;
        for (i, &clear) in d.iter().enumerate() {
            let p = Self::cell_centre(i);
            let score = clear.min(want) - pull * p.dist(near);
            if best.is_none_or(|b| score > b.2 + 1e-6) && allowed(p) {
                best = Some((p, clear, score));
            }
        }
        best.map(|(p, clear, _)| (p, clear))
    }

    /// Up to `max` round things (trees) of radius `lo..hi` on free field.
    pub(super) fn scatter(&self, rng: &mut Rng, max: usize, lo: f32, hi: f32) -> Vec<(Pt, f32)> {
        let d = self.clearance();
        let mut cells: Vec<usize> = (0..d.len()).collect();
        for i in (1..cells.len()).rev() {
            let j = (rng.next() % (i as u64 + 1)) as usize;
            cells.swap(i, j);
        }
        let mut placed: Vec<(Pt, f32)> = Vec::new();
        for i in cells {
            if placed.len() >= max {
                break;
            }
            let r = rng.range(lo, hi);
            let p = Self::cell_centre(i) + pt(rng.range(-0.007, 0.007), rng.range(-0.007, 0.007));
            if d[i] < r + 0.012 {
                continue;
            }
            if placed.iter().all(|&(q, rq)| p.dist(q) > r + rq + 0.05) {
                placed.push((p, r));
            }
        }
        placed.sort_by(|a, b| a.0.y.total_cmp(&b.0.y));
        placed
    }
}
