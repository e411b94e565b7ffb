//! Where figures and claim markers stand: every segment's anchor lies well
//! inside that segment's painted region (read from the art's own raster of
//! the regions, and from the picture itself), and a tile's anchors are far
//! enough apart that markers never overlap, on every tile type and rotation.

use crate::common::{catalog, tile};
use carcassonne::art::{
    Rgba, SegmentRegions, TILE_PX, render_tile, segment_anchors, segment_regions,
};
use carcassonne::rules::FeatureKind;

/// Claim markers are 0.26 tiles across; a little air between them.
const APART: f32 = 0.27;
/// How far inside its region an anchor lies, or in a region too thin for
/// that (a road, a strip of field), this share of the region's depth.
const INSIDE: f32 = 0.05;
const INSIDE_THIN: f32 = 0.35;

/// A point turned clockwise by `quarter_turns` about the tile centre (y up).
fn turned((x, y): (f32, f32), quarter_turns: u8) -> (f32, f32) {
    (0..quarter_turns % 4).fold((x, y), |(x, y), _| (y, -x))
}

fn dist(a: (f32, f32), b: (f32, f32)) -> f32 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// The greatest distance from a pixel of segment `s` to the nearest pixel
/// outside its region or the tile's edge, in tiles (a chamfer transform:
/// near enough, and not how the anchors are found).
fn depth_of(regions: &SegmentRegions, s: usize) -> f32 {
    let n = regions.px() as usize;
    let (straight, diagonal) = (1.0, std::f32::consts::SQRT_2);
    let mut d: Vec<f32> = (0..n * n)
        .map(|i| {
            let (x, y) = (i % n, i / n);
            if regions.at_pixel(x as u32, y as u32) == Some(s) {
                // The tile's edge is outside too.
                (x.min(y).min(n - 1 - x).min(n - 1 - y) + 1) as f32
            } else {
                0.0
            }
        })
        .collect();
    let steps = [
        (-1, 0, straight),
        (0, -1, straight),
        (-1, -1, diagonal),
        (1, -1, diagonal),
    ];
    for pass in 0..2 {
        let cells: Vec<usize> = if pass == 0 {
            (0..n * n).collect()
        } else {
            (0..n * n).rev().collect()
        };
        let sign = if pass == 0 { 1 } else { -1 };
        for i in cells {
            let (x, y) = ((i % n) as i32, (i / n) as i32);
            for &(dx, dy, w) in &steps {
                let (qx, qy) = (x + sign * dx, y + sign * dy);
                if qx >= 0 && qy >= 0 && qx < n as i32 && qy < n as i32 {
                    let q = qy as usize * n + qx as usize;
                    d[i] = d[i].min(d[q] + w);
                }
            }
        }
    }
    d.into_iter().fold(0.0, f32::max) / n as f32
}

/// Points on a disc of `radius` round `at`: its centre and rings.
fn disc(at: (f32, f32), radius: f32) -> Vec<(f32, f32)> {
    let mut points = vec![at];
    for ring in 1..=3 {
        let r = radius * ring as f32 / 3.0;
        for k in 0..24 {
            let a = k as f32 / 24.0 * std::f32::consts::TAU;
            points.push((at.0 + r * a.cos(), at.1 + r * a.sin()));
        }
    }
    points
}

#[test]
fn every_set_is_covered() {
    let catalog = catalog();
    // The base set and every expansion's own tile sets: the anchor tests
    // below walk the whole catalogue, so each set must be in it.
    for set in carcassonne::rules::expansions::tile_set_files().map(|f| f.name) {
        assert!(
            catalog.types.iter().any(|t| t.set == set),
            "no tiles of {set}"
        );
    }
}

/// In every rotation each anchor, turned with its tile, lies inside its own
/// segment's region turned the same way, with room round it; the art's
/// regions are read at the picture's size, not the size anchors are found at.
#[test]
fn every_anchor_lies_well_inside_its_own_segment() {
    let catalog = catalog();
    let mut failures = Vec::new();
    for t in &catalog.types {
        let regions = segment_regions(t, TILE_PX);
        let anchors = segment_anchors(t);
        assert_eq!(
            anchors.len(),
            t.segments.len(),
            "{}: one anchor a segment",
            t.id
        );
        let margins: Vec<f32> = (0..anchors.len())
            .map(|s| INSIDE.min(INSIDE_THIN * depth_of(&regions, s)))
            .collect();
        for turns in 0..4u8 {
            for (s, &a) in anchors.iter().enumerate() {
                let at = turned(a, turns);
                let margin = margins[s];
                // Turn each point back to read the canonical regions.
                let outside = disc(at, margin)
                    .into_iter()
                    .filter(|&p| regions.at(turned(p, 4 - turns)) != Some(s))
                    .count();
                if outside > 0 {
                    failures.push(format!(
                        "{} turned {}°: the {} anchor {s} at {at:?} is not {margin} inside its region ({outside} points out)",
                        t.id,
                        turns as u32 * 90,
                        t.segments[s].kind
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn anchors_of_a_tile_are_far_enough_apart_for_markers() {
    let catalog = catalog();
    let mut failures = Vec::new();
    for t in &catalog.types {
        let anchors = segment_anchors(t);
        for turns in 0..4u8 {
            let at: Vec<_> = anchors.iter().map(|&a| turned(a, turns)).collect();
            for i in 0..at.len() {
                for j in i + 1..at.len() {
                    let d = dist(at[i], at[j]);
                    if d < APART {
                        failures.push(format!(
                            "{} turned {}°: {} {i} and {} {j} are {d:.3} apart",
                            t.id,
                            turns as u32 * 90,
                            t.segments[i].kind,
                            t.segments[j].kind
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The picture itself: grass under a field's anchor, a road or a city under
/// theirs.
#[test]
fn the_picture_under_each_anchor_shows_its_segment() {
    let catalog = catalog();
    let mut failures = Vec::new();
    for t in &catalog.types {
        let img = render_tile(t);
        for (s, &a) in segment_anchors(t).iter().enumerate() {
            let kind = t.segments[s].kind;
            let green = share_green(&img, a, 0.02);
            let ok = match kind {
                FeatureKind::Field => green > 0.6,
                FeatureKind::Road | FeatureKind::City => green < 0.4,
                FeatureKind::Monastery | FeatureKind::Garden => true,
            };
            if !ok {
                failures.push(format!(
                    "{}: the {kind} anchor {s} at {a:?} is {:.0}% green",
                    t.id,
                    green * 100.0
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The share of grass-green pixels within `radius` of a point (tile units).
fn share_green(img: &Rgba, (x, y): (f32, f32), radius: f32) -> f32 {
    let n = img.width as f32;
    let (cx, cy) = ((x + 0.5) * n, (0.5 - y) * n);
    let r = radius * n;
    let (mut all, mut green) = (0, 0);
    for py in (cy - r).floor() as i32..=(cy + r).ceil() as i32 {
        for px in (cx - r).floor() as i32..=(cx + r).ceil() as i32 {
            let (dx, dy) = (px as f32 + 0.5 - cx, py as f32 + 0.5 - cy);
            if dx.hypot(dy) > r || px < 0 || py < 0 || px >= n as i32 || py >= n as i32 {
                continue;
            }
            let i = (py as usize * img.width as usize + px as usize) * 4;
            let p = &img.data[i..i + 4];
            all += 1;
            if p[1] > p[0] && p[1] > p[2] {
                green += 1;
            }
        }
    }
    green as f32 / all.max(1) as f32
}

/// Issue 13: on P turned 180° (city south and east, the road curving from
/// west to north round the north-west corner) the road's marker and both
/// fields' markers were drawn on one another in the north-west corner.
#[test]
fn p_turned_half_round_has_its_road_and_fields_apart() {
    let catalog = catalog();
    let p = tile(&catalog, "P");
    let regions = segment_regions(p, TILE_PX);
    let at: Vec<(f32, f32)> = segment_anchors(p).iter().map(|&a| turned(a, 2)).collect();
    let road = p
        .segments
        .iter()
        .position(|s| s.kind == FeatureKind::Road)
        .expect("P has a road");
    let fields: Vec<usize> = (0..p.segments.len())
        .filter(|&s| p.segments[s].kind == FeatureKind::Field)
        .collect();
    assert_eq!(fields.len(), 2);
    for &s in fields.iter().chain([&road]) {
        assert_eq!(
            regions.at(turned(at[s], 2)),
            Some(s),
            "segment {s} at {:?}",
            at[s]
        );
    }
    for (i, &a) in fields.iter().chain([&road]).enumerate() {
        for &b in fields.iter().chain([&road]).skip(i + 1) {
            assert!(
                dist(at[a], at[b]) >= APART,
                "segments {a} and {b} at {:?} and {:?}",
                at[a],
                at[b]
            );
        }
    }
    // The small field inside the road's curve lies in the north-west corner,
    // the road beyond it, the big field beyond the road.
    let small = *fields
        .iter()
        .min_by_key(|&&s| regions.area(s))
        .expect("two fields");
    let big = fields.iter().copied().find(|&s| s != small).unwrap();
    let from_corner = |p: (f32, f32)| dist(p, (-0.5, 0.5));
    assert!(from_corner(at[small]) < from_corner(at[road]));
    assert!(from_corner(at[road]) < from_corner(at[big]));
}

/// Every segment of every tile is painted somewhere.
#[test]
fn every_segment_has_a_painted_region() {
    let catalog = catalog();
    for t in &catalog.types {
        let regions = segment_regions(t, 96);
        for s in 0..t.segments.len() {
            assert!(
                regions.area(s) > 20,
                "{}: segment {s} ({}) has {} pixels",
                t.id,
                t.segments[s].kind,
                regions.area(s)
            );
        }
    }
}

#[test]
fn anchors_are_the_same_every_time() {
    let catalog = catalog();
    for id in ["P", "W", "IC_I", "TB_R"] {
        let t = tile(&catalog, id);
        assert_eq!(segment_anchors(t), segment_anchors(t), "{id}");
    }
}
