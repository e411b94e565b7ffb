//! Planning the river on a tile: a flowing stroke between two sides, or a
//! spring or a lake where it ends.

use super::geometry::{Rng, along, arc_between, inward, mid};
use super::style::*;
use crate::art::canvas::{Canvas, Ends, Pen, Pt, blob, circle, polyline};
use crate::rules::{EdgeKind, FeatureKind, TileType};
use tiny_skia::{Mask, Path};

/// One piece of water, drawn in layers (banks, edge, water) with the others.
pub(super) enum Water {
    /// A river stroke between sides.
    Flow(Path),
    /// A filled shape: a lake, a spring's pool or its tapering stream.
    Pool(Path),
}

pub(super) struct River {
    pub(super) parts: Vec<Water>,
    /// Every covered spot, banks included: bridges are drawn inside it.
    pub(super) mask: Mask,
    /// Lines drawn lighter on the water to show the current.
    pub(super) ripples: Vec<Path>,
    /// Stones around a spring.
    pub(super) rocks: Vec<(Pt, f32)>,
}

pub(super) fn plan_river(t: &TileType, canvas: &Canvas, rng: &mut Rng) -> Option<River> {
    let sides: Vec<usize> = (0..4).filter(|&s| t.edges[s] == EdgeKind::River).collect();
    let mut parts = Vec::new();
    let mut ripples = Vec::new();
    let mut rocks = Vec::new();
    match sides.as_slice() {
        [] => return None,
        [a, b] if (a + 2) % 4 == *b => {
            // A gentle S-bend keeps a straight river from looking ruled.
            let (a, b) = (*a, *b);
            let sway = along(a) * 0.07;
            let path = Pen::at(mid(a) - inward(a) * 0.05)
                .line(mid(a))
                .cubic(
                    mid(a) + inward(a) * 0.35 + sway,
                    mid(b) + inward(b) * 0.35 - sway,
                    mid(b),
                )
                .line(mid(b) - inward(b) * 0.05)
                .done();
            ripples.push(path.clone());
            parts.push(Water::Flow(path));
        }
        [a, b] => {
            let path = arc_between(*a, *b, 0.05);
            ripples.push(path.clone());
            parts.push(Water::Flow(path));
        }
        [a, ..] => {
            let a = *a;
            let crowded = t
                .segments
                .iter()
                .any(|s| matches!(s.kind, FeatureKind::Road | FeatureKind::City));
            if crowded {
                plan_spring(a, &mut parts, &mut ripples, &mut rocks);
            } else {
                plan_lake(a, rng, &mut parts, &mut ripples);
            }
        }
    }
    let mut mask = canvas.mask();
    for part in &parts {
        match part {
            Water::Flow(p) => canvas.mask_stroke(&mut mask, p, BANK_W, Ends::Flat),
            Water::Pool(p) => {
                canvas.mask_fill(&mut mask, p);
                canvas.mask_stroke(&mut mask, p, BANK_W - WATER_W, Ends::Round);
            }
        }
    }
    Some(River {
        parts,
        mask,
        ripples,
        rocks,
    })
}

/// A spring: a small pool among stones, its stream widening towards side `a`.
fn plan_spring(
    a: usize,
    parts: &mut Vec<Water>,
    ripples: &mut Vec<Path>,
    rocks: &mut Vec<(Pt, f32)>,
) {
    let (m, d, u) = (mid(a), inward(a), along(a));
    let pool = m + d * 0.4;
    let wide = WATER_W / 2.0;
    let narrow = 0.028;
    let stream = Pen::at(m - d * 0.05 - u * wide)
        .line(m - d * 0.05 + u * wide)
        .line(m + u * wide)
        .cubic(
            m + u * wide + d * 0.15,
            pool + u * narrow - d * 0.14,
            pool + u * narrow,
        )
        .line(pool - u * narrow)
        .cubic(
            pool - u * narrow - d * 0.14,
            m - u * wide + d * 0.15,
            m - u * wide,
        )
        .close()
        .done();
    parts.push(Water::Pool(stream));
    parts.push(Water::Pool(circle(pool, 0.062)));
    ripples.push(circle(pool, 0.03));
    for (i, turn) in [-1.5f32, -0.75, 0.0, 0.75, 1.5].iter().enumerate() {
        let dir = Pt::at_angle(d.angle() + turn);
        let r = if i % 2 == 0 { 0.028 } else { 0.022 };
        rocks.push((pool + dir * (0.062 + 0.03), r));
    }
}

/// A lake at the end of the river that flows in from side `a`.
fn plan_lake(a: usize, rng: &mut Rng, parts: &mut Vec<Water>, ripples: &mut Vec<Path>) {
    let (m, d) = (mid(a), inward(a));
    let centre = m + d * 0.34;
    parts.push(Water::Flow(polyline(&[m - d * 0.05, centre])));
    let shore: Vec<Pt> = (0..11)
        .map(|i| {
            let angle = i as f32 / 11.0 * std::f32::consts::TAU;
            let r = 0.2 + rng.range(-0.025, 0.02);
            centre + Pt::at_angle(angle) * r
        })
        .collect();
    parts.push(Water::Pool(blob(&shore)));
    let u = along(a);
    for (k, off) in [(-0.06f32, 0.05f32), (0.05, -0.03), (0.0, 0.1)] {
        let p = centre + d * k + u * off;
        ripples.push(polyline(&[p - u * 0.05, p + u * 0.05]));
    }
}
