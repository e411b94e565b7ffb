//! Where a figure or a claim marker stands on each segment of a tile: deep
//! inside the segment's painted region (see [`segment_regions`]), and far
//! enough from the tile's other anchors that markers never overlap.

use super::tile::{SegmentRegions, segment_regions};
use crate::rules::TileType;

/// The side of the raster anchors are found on, in pixels.
const ANCHOR_PX: u32 = 96;

/// The least distance between two anchors of one tile, in tiles (claim
/// markers are 0.26 across).
const ANCHOR_SPACING: f32 = 0.29;

/// The least depth (distance inside its region's border) an anchor keeps,
/// in tiles; in a region too thin for it (a road, a strip of field), at
/// least this share of the region's depth.
const MARGIN: f32 = 0.07;
const THIN: f32 = 0.4;

/// Depth beyond this share of a region's deepest point counts no more:
/// among spots that deep, the one nearest the region's middle wins.
const DEEP_ENOUGH: f32 = 0.8;

/// How much depth one tile of distance from the region's middle is worth.
const PULL: f32 = 0.05;

/// One anchor per segment of `t` in its canonical orientation, in tile
/// units (-0.5..0.5 from the centre, y up): a point deep inside the
/// segment's painted region, at least [`ANCHOR_SPACING`] from the others
/// wherever the regions allow. The same tile always gets the same anchors.
pub fn segment_anchors(t: &TileType) -> Vec<(f32, f32)> {
    anchors_in(&segment_regions(t, ANCHOR_PX), t.segments.len())
}

/// A spot an anchor may take: where, and how good it is for its own region.
#[derive(Clone, Copy)]
struct Spot {
    at: (f32, f32),
    /// Depth up to "deep enough", less the pull towards the region's middle.
    worth: f32,
}

/// Lays out the anchors of a tile with `count` segments: each region first
/// takes its best spot apart from those already placed, the thinnest
/// regions first; then, while markers still overlap, each in turn moves to
/// the spot that overlaps least (and among those, its best), so a region
/// with room gives way to a crowded one.
fn anchors_in(regions: &SegmentRegions, count: usize) -> Vec<(f32, f32)> {
    let rooms = rooms_of(regions, count);
    let mut order: Vec<usize> = (0..count).collect();
    order.sort_by(|&a, &b| rooms[a].1.total_cmp(&rooms[b].1));
    let mut anchors: Vec<Option<(f32, f32)>> = vec![None; count];
    for &s in &order {
        anchors[s] = Some(best_spot(&rooms[s].0, s, &anchors));
    }
    for _ in 0..8 {
        let crowded = (0..count).any(|s| anchors[s].is_some_and(|a| overlap(a, s, &anchors) > 0.0));
        if !crowded {
            break;
        }
        let mut moved = false;
        for &s in &order {
            let at = Some(best_spot(&rooms[s].0, s, &anchors));
            moved |= at != anchors[s];
            anchors[s] = at;
        }
        if !moved {
            break;
        }
    }
    anchors
        .into_iter()
        .map(|a| a.unwrap_or((0.0, 0.0)))
        .collect()
}

/// The spot of `spots` (segment `s`'s) that overlaps the other anchors
/// least, and among those the worthiest; the first such, so the same tile
/// always gets the same anchors.
fn best_spot(spots: &[Spot], s: usize, anchors: &[Option<(f32, f32)>]) -> (f32, f32) {
    let mut best: Option<(Spot, f32)> = None;
    for &spot in spots {
        let over = overlap(spot.at, s, anchors);
        let better = best.is_none_or(|(b, b_over)| {
            over < b_over - 1e-6 || (over <= b_over + 1e-6 && spot.worth > b.worth)
        });
        if better {
            best = Some((spot, over));
        }
    }
    best.map_or((0.0, 0.0), |(spot, _)| spot.at)
}

/// How far short of [`ANCHOR_SPACING`] from the other anchors `at` falls,
/// summed over them.
fn overlap(at: (f32, f32), s: usize, anchors: &[Option<(f32, f32)>]) -> f32 {
    let mut short = 0.0;
    for (o, a) in anchors.iter().enumerate() {
        let Some(a) = a else { continue };
        if o == s {
            continue;
        }
        let (dx, dy) = (at.0 - a.0, at.1 - a.1);
        let d2 = dx * dx + dy * dy;
        if d2 < ANCHOR_SPACING * ANCHOR_SPACING {
            short += ANCHOR_SPACING - d2.sqrt();
        }
    }
    short
}

fn dist(a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (a.0 - b.0, a.1 - b.1);
    (dx * dx + dy * dy).sqrt()
}

/// Every segment's spots deep enough to stand on, and its region's depth:
/// the greatest distance of one of its pixels from the region's border or
/// the tile's edge.
fn rooms_of(regions: &SegmentRegions, count: usize) -> Vec<(Vec<Spot>, f32)> {
    let n = regions.px() as usize;
    let owner: Vec<Option<usize>> = (0..n * n)
        .map(|i| regions.at_pixel((i % n) as u32, (i / n) as u32))
        .collect();
    // A pixel's depth: its distance to the nearest pixel on a border (one
    // with a neighbour of another region, or on the tile's edge), and half
    // a pixel more to the border itself. From inside a region, its own
    // border is always nearer than any other.
    let mut grid: Vec<f32> = (0..n * n)
        .map(|i| {
            let (x, y) = (i % n, i / n);
            let on_border = x == 0
                || y == 0
                || x + 1 == n
                || y + 1 == n
                || [i - 1, i + 1, i - n, i + n]
                    .iter()
                    .any(|&j| owner[j] != owner[i]);
            if on_border { 0.0 } else { f32::INFINITY }
        })
        .collect();
    squared_distances(&mut grid, n, n);
    let mut pixels: Vec<Vec<((f32, f32), f32)>> = vec![Vec::new(); count];
    for (i, o) in owner.iter().enumerate() {
        if let Some(s) = o.filter(|&s| s < count) {
            let at = regions.pixel_centre((i % n) as u32, (i / n) as u32);
            pixels[s].push((at, (grid[i].sqrt() + 0.5) / n as f32));
        }
    }
    pixels.iter().map(|p| room_of(p)).collect()
}

/// A region's spots deep enough to stand on, from its pixels' centres and
/// depths, and the region's depth.
fn room_of(pixels: &[((f32, f32), f32)]) -> (Vec<Spot>, f32) {
    if pixels.is_empty() {
        return (Vec::new(), 0.0);
    }
    let deepest = pixels.iter().map(|p| p.1).fold(0.0, f32::max);
    let k = pixels.len() as f32;
    let middle = (
        pixels.iter().map(|p| p.0.0).sum::<f32>() / k,
        pixels.iter().map(|p| p.0.1).sum::<f32>() / k,
    );
    let enough = deepest * DEEP_ENOUGH;
    let margin = MARGIN.min(deepest * THIN);
    let spots = pixels
        .iter()
        .filter(|p| p.1 >= margin)
        .map(|&(at, depth)| Spot {
            at,
            worth: depth.min(enough) - PULL * dist(at, middle),
        })
        .collect();
    (spots, deepest)
}

/// Turns a grid of 0 (outside) and infinity (inside) into each cell's
/// squared distance to the nearest outside cell (Felzenszwalb and
/// Huttenlocher's exact transform, by rows then by columns).
fn squared_distances(grid: &mut [f32], w: usize, h: usize) {
    let m = w.max(h);
    let mut line = vec![0.0; m];
    let mut out = vec![0.0; m];
    let mut hull = vec![0usize; m];
    let mut bounds = vec![0.0f32; m + 1];
    for y in 0..h {
        let row = &mut grid[y * w..(y + 1) * w];
        line[..w].copy_from_slice(row);
        lower_envelope(&line[..w], &mut out[..w], &mut hull, &mut bounds);
        row.copy_from_slice(&out[..w]);
    }
    for x in 0..w {
        for y in 0..h {
            line[y] = grid[y * w + x];
        }
        lower_envelope(&line[..h], &mut out[..h], &mut hull, &mut bounds);
        for y in 0..h {
            grid[y * w + x] = out[y];
        }
    }
}

/// One dimension of the transform: `out[q] = min over p of f[p] + (q - p)²`.
fn lower_envelope(f: &[f32], out: &mut [f32], hull: &mut [usize], bounds: &mut [f32]) {
    let n = f.len();
    // Cells at infinity never lie on the envelope; a line of them stays infinite.
    let Some(first) = (0..n).find(|&q| f[q].is_finite()) else {
        out.fill(f32::INFINITY);
        return;
    };
    let mut k = 0;
    hull[0] = first;
    bounds[0] = f32::NEG_INFINITY;
    bounds[1] = f32::INFINITY;
    let meet = |q: usize, p: usize| {
        ((f[q] + (q * q) as f32) - (f[p] + (p * p) as f32)) / (2.0 * (q as f32 - p as f32))
    };
    for (q, value) in f.iter().enumerate().skip(first + 1) {
        if !value.is_finite() {
            continue;
        }
        let mut s = meet(q, hull[k]);
        while s <= bounds[k] {
            k -= 1;
            s = meet(q, hull[k]);
        }
        k += 1;
        hull[k] = q;
        bounds[k] = s;
        bounds[k + 1] = f32::INFINITY;
    }
    let mut k = 0;
    for (q, o) in out.iter_mut().enumerate() {
        while bounds[k + 1] < q as f32 {
            k += 1;
        }
        let p = hull[k];
        let d = q as f32 - p as f32;
        *o = d * d + f[p];
    }
}
