//! Which segment each spot of a tile's picture shows: the planned layout
//! painted again, coarsely, one segment number per pixel instead of colours.
//! Cities, roads, the monastery and the garden are their painted shapes;
//! the fields are the grass left over, split between the field segments by
//! filling outwards from each one's half-edges. A tunnel's road shows only
//! where it is in the open; the volcano, the dragon's emblem, the portal and
//! the princess belong to no segment, so no figure stands on them.

use super::geometry::{CORNERS, inward, mid};
use super::plan::{Landmark, Plan};
use super::style::*;
use super::water::Water;
use crate::art::canvas::{Canvas, Ends, Pt, circle, pt, rect};
use crate::art::sizes::TILE_PX;
use crate::rules::{FeatureKind, TileType};
use std::collections::VecDeque;
use tiny_skia::{Mask, Path};

/// What a tile's picture shows at each pixel: which segment, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SegmentRegions {
    px: u32,
    /// Segment per pixel, row by row from the north-west corner; [`NOTHING`]
    /// where no segment is painted (water, walls, houses, the village).
    owner: Vec<u8>,
}

/// No segment: water, walls and buildings that stand in no segment.
const NOTHING: u8 = u8::MAX;
/// Grass not yet given to a field segment.
const GRASS: u8 = u8::MAX - 1;

impl SegmentRegions {
    /// The side of the raster in pixels.
    pub fn px(&self) -> u32 {
        self.px
    }

    /// The segment painted at pixel (`x`, `y`), counted from the north-west corner.
    pub fn at_pixel(&self, x: u32, y: u32) -> Option<usize> {
        if x >= self.px || y >= self.px {
            return None;
        }
        match self.owner[(y * self.px + x) as usize] {
            NOTHING | GRASS => None,
            s => Some(s as usize),
        }
    }

    /// The segment painted at a point in tile units (-0.5..0.5 from the
    /// centre, y up), if any.
    pub fn at(&self, (x, y): (f32, f32)) -> Option<usize> {
        let n = self.px as f32;
        let (px, py) = ((x + 0.5) * n, (0.5 - y) * n);
        if !(0.0..n).contains(&px) || !(0.0..n).contains(&py) {
            return None;
        }
        self.at_pixel(px as u32, py as u32)
    }

    /// The centre of pixel (`x`, `y`) in tile units (y up).
    pub fn pixel_centre(&self, x: u32, y: u32) -> (f32, f32) {
        let n = self.px as f32;
        ((x as f32 + 0.5) / n - 0.5, 0.5 - (y as f32 + 0.5) / n)
    }

    /// How many pixels show segment `segment`.
    pub fn area(&self, segment: usize) -> usize {
        self.owner
            .iter()
            .filter(|&&o| o as usize == segment)
            .count()
    }
}

/// Paints the regions of `t`'s segments (canonical orientation) `px`
/// pixels square, from the same plan [`super::render_tile`] paints.
pub fn segment_regions(t: &TileType, px: u32) -> SegmentRegions {
    let px = px.max(8);
    // The layout as the picture is planned (its masks at the picture's size),
    // painted again at `px`.
    let plan = Plan::new(t, &Canvas::new(TILE_PX));
    let mut r = Raster {
        canvas: Canvas::new(px),
        owner: vec![GRASS; (px * px) as usize],
    };
    let water = plan.river.as_ref().map(|river| {
        let mut m = r.canvas.mask();
        for part in &river.parts {
            match part {
                Water::Flow(p) => r.canvas.mask_stroke(&mut m, p, BANK_W, Ends::Flat),
                Water::Pool(p) => {
                    r.canvas.mask_fill(&mut m, p);
                    r.canvas
                        .mask_stroke(&mut m, p, BANK_W - WATER_W, Ends::Round);
                }
            }
        }
        m
    });
    if let Some(m) = &water {
        r.set(m, NOTHING);
    }
    for inn in &plan.inns {
        if let Some(lake) = &inn.lake {
            let m = r.both(lake, 0.05);
            r.set(&m, NOTHING);
        }
    }
    // Roads, those on bridges over the others last; a bridge is wider than
    // its road where it crosses water or a road.
    let (over, under): (Vec<_>, Vec<_>) = plan.roads.iter().partition(|road| road.over);
    let mut below = r.canvas.mask();
    for road in &under {
        r.canvas
            .mask_stroke(&mut below, &road.path, 0.2, Ends::Flat);
    }
    for road in under.iter().chain(&over) {
        let mut m = r.stroke(&road.path, ROAD_EDGE_W, Ends::Round);
        let deck = if road.over {
            Some(&below)
        } else {
            water.as_ref()
        };
        if let Some(deck) = deck {
            let wide = r.stroke(&road.path, 0.14, Ends::Flat);
            for ((a, w), d) in m.data_mut().iter_mut().zip(wide.data()).zip(deck.data()) {
                if *d > 127 {
                    *a = (*a).max(*w);
                }
            }
        }
        r.set(&m, road.segment as u8);
    }
    for wall in &plan.dividers {
        let m = r.stroke(wall, 0.034, Ends::Round);
        r.set(&m, NOTHING);
    }
    for city in &plan.cities {
        let m = r.fill(&city.region);
        r.set(&m, city.segment as u8);
    }
    for city in &plan.cities {
        for wall in &city.walls {
            let m = r.stroke(wall, WALL + 0.014, Ends::Flat);
            r.set(&m, NOTHING);
        }
        if let Some((at, size)) = city.princess {
            let m = r.fill(&circle(at, size));
            r.set(&m, NOTHING);
        }
    }
    for &(at, dir) in plan
        .roads
        .iter()
        .filter_map(|road| road.tunnel.as_ref())
        .flat_map(|t| &t.mouths)
    {
        let m = r.fill(&rect(at + dir * 0.01, dir.perp(), pt(0.095, 0.035), 0.0));
        r.set(&m, NOTHING);
    }
    match plan.landmark {
        Some(Landmark::Volcano(at, size)) | Some(Landmark::Emblem(_, at, size)) => {
            let m = r.fill(&circle(at, size + 0.012));
            r.set(&m, NOTHING);
        }
        None => {}
    }
    if let Some((at, houses)) = &plan.village {
        let m = r.fill(&circle(*at, VILLAGE_RADIUS + 0.01));
        r.set(&m, NOTHING);
        for &house in houses {
            let m = r.fill(&circle(house, 0.055));
            r.set(&m, NOTHING);
        }
    }
    for &(at, dir) in &plan.farmhouses {
        let m = r.fill(&rect(at + dir * 0.05, dir, pt(0.11, 0.12), 0.02));
        r.set(&m, NOTHING);
    }
    if let (Some((at, size)), Some(segment)) = (plan.monastery, t.monastery) {
        let m = r.fill(&rect(at, pt(1.0, 0.0), pt(size, size), size * 0.25));
        r.set(&m, segment);
    }
    for inn in &plan.inns {
        let m = r.fill(&circle(inn.at, INN_ROOM * 0.9));
        r.set(&m, NOTHING);
    }
    if let (Some((at, size)), Some(segment)) = (plan.garden, t.garden) {
        let m = r.fill(&circle(at, size));
        r.set(&m, segment);
    }
    r.share_grass(t);
    SegmentRegions { px, owner: r.owner }
}

struct Raster {
    canvas: Canvas,
    owner: Vec<u8>,
}

impl Raster {
    fn fill(&self, path: &Path) -> Mask {
        let mut m = self.canvas.mask();
        self.canvas.mask_fill(&mut m, path);
        m
    }

    fn stroke(&self, path: &Path, width: f32, ends: Ends) -> Mask {
        let mut m = self.canvas.mask();
        self.canvas.mask_stroke(&mut m, path, width, ends);
        m
    }

    /// A filled shape and a band `width` wide round its outline.
    fn both(&self, path: &Path, width: f32) -> Mask {
        let mut m = self.fill(path);
        self.canvas.mask_stroke(&mut m, path, width, Ends::Round);
        m
    }

    /// Paints `value` wherever the mask covers more than half a pixel.
    fn set(&mut self, mask: &Mask, value: u8) {
        for (o, &m) in self.owner.iter_mut().zip(mask.data()) {
            if m > 127 {
                *o = value;
            }
        }
    }

    /// Gives the grass to the field segments: each spreads from its own
    /// half-edges, all at once, so grass that two fields reach is split
    /// between them. Grass no half-edge reaches belongs to the tile's inner
    /// field, if it has one (its biggest such patch).
    fn share_grass(&mut self, t: &TileType) {
        let n = self.canvas_px();
        let mut queue = VecDeque::new();
        for (i, s) in t.segments.iter().enumerate() {
            if s.kind != FeatureKind::Field {
                continue;
            }
            for h in (0..8).filter(|h| s.halves & (1 << h) != 0) {
                for p in half_edge_pixels(h, n) {
                    if self.owner[p] == GRASS {
                        self.owner[p] = i as u8;
                        queue.push_back(p);
                    }
                }
            }
        }
        self.spread(queue, n);
        if let Some(inner) = t.inner_field {
            let patch = self.biggest_grass_patch(n);
            for p in patch {
                self.owner[p] = inner;
            }
        }
        for o in &mut self.owner {
            if *o == GRASS {
                *o = NOTHING;
            }
        }
    }

    fn canvas_px(&self) -> usize {
        (self.owner.len() as f64).sqrt().round() as usize
    }

    /// Floods grass from the queued pixels, each taking its pixel's owner.
    fn spread(&mut self, mut queue: VecDeque<usize>, n: usize) {
        while let Some(p) = queue.pop_front() {
            let owner = self.owner[p];
            for q in neighbours(p, n) {
                if self.owner[q] == GRASS {
                    self.owner[q] = owner;
                    queue.push_back(q);
                }
            }
        }
    }

    fn biggest_grass_patch(&self, n: usize) -> Vec<usize> {
        let mut seen = vec![false; self.owner.len()];
        let mut best: Vec<usize> = Vec::new();
        for start in 0..self.owner.len() {
            if seen[start] || self.owner[start] != GRASS {
                continue;
            }
            seen[start] = true;
            let mut patch = vec![start];
            let mut k = 0;
            while k < patch.len() {
                for q in neighbours(patch[k], n) {
                    if !seen[q] && self.owner[q] == GRASS {
                        seen[q] = true;
                        patch.push(q);
                    }
                }
                k += 1;
            }
            if patch.len() > best.len() {
                best = patch;
            }
        }
        best
    }
}

fn neighbours(p: usize, n: usize) -> impl Iterator<Item = usize> {
    let (x, y) = (p % n, p / n);
    [
        (x > 0).then(|| p - 1),
        (x + 1 < n).then(|| p + 1),
        (y > 0).then(|| p - n),
        (y + 1 < n).then(|| p + n),
    ]
    .into_iter()
    .flatten()
}

/// The pixels along half-edge `h` (bit `h` of a field's halves: side `h / 2`,
/// its first half from corner `h / 2`, then its second), just inside the
/// tile, leaving out the ends at the corner and the side's middle.
fn half_edge_pixels(h: usize, n: usize) -> Vec<usize> {
    let side = h / 2;
    let (from, to) = if h.is_multiple_of(2) {
        (CORNERS[side], mid(side))
    } else {
        (mid(side), CORNERS[(side + 1) % 4])
    };
    let inside = inward(side) * (0.5 / n as f32);
    let steps = n;
    (0..=steps)
        .map(|k| k as f32 / steps as f32)
        .filter(|k| (0.1..=0.9).contains(k))
        .map(|k| pixel(from.lerp(to, k) + inside, n))
        .collect()
}

fn pixel(p: Pt, n: usize) -> usize {
    let x = ((p.x * n as f32) as usize).min(n - 1);
    let y = ((p.y * n as f32) as usize).min(n - 1);
    y * n + x
}
