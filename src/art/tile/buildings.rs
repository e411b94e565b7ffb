//! Painting what stands on a tile: walled cities with their houses, towers,
//! gates, coats of arms and the princess, villages and monasteries.

use super::city::City;
use super::city::invert;
use super::geometry::{Rng, inward, sides_of};
use super::goods::paint_goods;
use super::house::paint_house;
use super::landmarks::paint_cathedral;
use super::plan::Road;
use super::style::*;
use super::symbols::{paint_princess, paint_tunnel_lane};
use crate::art::canvas::{
    Canvas, Ends, Pen, Pt, circle, hex, mask_at, polygon, polyline, pt, rect, sample,
};

pub(super) fn paint_city(c: &mut Canvas, city: &City, roads: &[Road], rng: &mut Rng) {
    let outside = invert(&city.inside);
    for w in &city.walls {
        c.stroke_in(w, WALL * 2.4, SHADOW, Ends::Round, Some(&outside));
    }
    c.fill(&city.region, CITY_GROUND);
    // Cobbled lanes: a faint darker texture of the ground.
    for _ in 0..14 {
        let at = pt(rng.range(0.0, 1.0), rng.range(0.0, 1.0));
        if mask_at(&city.inside, at) {
            let dir = Pt::at_angle(rng.range(0.0, std::f32::consts::TAU));
            let lane = polyline(&[at - dir * 0.06, at + dir * 0.06]);
            c.stroke_in(
                &lane,
                0.01,
                CITY_GROUND.darker(0.08),
                Ends::Round,
                Some(&city.inside),
            );
        }
    }
    for tunnel in roads.iter().filter_map(|r| r.tunnel.as_ref()) {
        paint_tunnel_lane(c, &tunnel.hidden, &city.inside);
    }
    let gates: Vec<(Pt, Pt)> = roads.iter().filter_map(|r| r.gate).collect();
    // No houses under the coats of arms or in front of a gate.
    let shields = city.arms.min(3) as f32;
    let under_arms = |p: Pt| {
        shields > 0.0
            && (p.y - city.anchor.y).abs() < 0.1
            && (p.x - city.anchor.x).abs() < 0.1 + 0.075 * (shields - 1.0)
    };
    let keep_clear = |p: Pt| {
        under_arms(p)
            || gates.iter().any(|(g, _)| p.dist(*g) < 0.09)
            || city.goods.is_some_and(|(_, b)| p.dist(b) < BADGE_R + 0.05)
            || city
                .cathedral
                .is_some_and(|(at, size)| p.dist(at) < size / 2.0 + 0.05)
            || city.princess.is_some_and(|(at, r)| p.dist(at) < r + 0.04)
            || city.clear.iter().any(|&(at, r)| p.dist(at) < r + 0.03)
    };
    // Terraced rows of houses along the city, wherever they fit inside the walls.
    let along = row_direction(city.edges);
    let across = pt(along.y, along.x);
    let on_tile = |p: Pt| (0.015..0.985).contains(&p.x) && (0.015..0.985).contains(&p.y);
    let fits = |at: Pt, half: Pt| {
        [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
            .iter()
            .all(|&(a, b)| {
                let corner = at + along * (a * half.x) + across * (b * half.y);
                let probe = at + along * (a * (half.x + 0.012)) + across * (b * (half.y + 0.014));
                on_tile(corner) && (mask_at(&city.inside, probe) || !on_tile(probe))
            })
    };
    let mut v = rng.range(0.05, 0.075);
    while v < 0.97 {
        let mut u = rng.range(0.01, 0.06);
        while u < 0.97 {
            if rng.next().is_multiple_of(3) {
                u += rng.range(0.03, 0.05); // a lane between houses
                continue;
            }
            let w = rng.range(0.05, 0.085);
            let depth = rng.range(0.026, 0.034);
            let at = along * (u + w / 2.0) + across * (v + rng.range(-0.008, 0.008));
            let half = pt(w / 2.0 - 0.003, depth);
            if fits(at, half) && !keep_clear(at) {
                paint_house(c, at, along, half, rng.pick(&ROOFS), Some(&city.inside));
            }
            u += w;
        }
        v += 0.1;
    }
    if let Some((at, size)) = city.cathedral {
        paint_cathedral(c, at, size);
    } else if city.edges == 0xF && city.arms == 0 {
        paint_tower(c, city.anchor, 0.06);
    }
    for w in &city.walls {
        c.stroke(w, WALL + 0.014, STONE_DARK, Ends::Flat);
        c.stroke(w, WALL, STONE, Ends::Flat);
        c.stroke(w, WALL * 0.35, STONE_SHADE, Ends::Flat);
        c.dashed(w, WALL * 0.35, STONE.lighter(0.2), 0.018, 0.018);
    }
    // Round towers along each wall, away from its ends and from gates.
    for w in &city.walls {
        let points = sample(w, 0.01);
        if points.is_empty() {
            continue;
        }
        let count = (points.len() as f32 * 0.01 / 0.42).round().max(1.0) as usize;
        for k in 1..=count {
            let (at, _) = points[points.len() * k / (count + 1)];
            if gates.iter().all(|(g, _)| g.dist(at) > 0.12) {
                paint_tower(c, at, 0.032);
            }
        }
    }
    for &(at, dir) in &gates {
        if mask_at(&city.inside, at) {
            paint_gate(c, at, dir);
        }
    }
    // One shield per coat of arms, side by side (a tile rarely has more than one).
    for k in 0..city.arms.min(3) {
        let offset = (k as f32 - (shields - 1.0) / 2.0) * 0.15;
        paint_arms(c, city.anchor + pt(offset, 0.0), 0.085);
    }
    if let Some((goods, at)) = city.goods {
        paint_goods(c, goods, at, BADGE_R);
    }
    if let Some((at, r)) = city.princess {
        paint_princess(c, at, r, Some(&city.inside));
    }
}

/// The direction rows of houses run in a city: along its length.
fn row_direction(edges: u8) -> Pt {
    let out = sides_of(edges)
        .iter()
        .fold(pt(0.0, 0.0), |sum, &s| sum - inward(s));
    let vertical = if out.len() < 0.01 {
        edges == 0b0101 // joined north and south
    } else {
        out.x.abs() > out.y.abs()
    };
    if vertical { pt(0.0, 1.0) } else { pt(1.0, 0.0) }
}

/// A round keep in the middle of a big city.
fn paint_tower(c: &mut Canvas, at: Pt, r: f32) {
    c.fill(&circle(at + pt(0.008, 0.01), r), SHADOW);
    c.fill(&circle(at, r), STONE_DARK);
    c.fill(&circle(at, r - 0.006), STONE);
    c.fill(&circle(at, r * 0.62), ROOFS[3].darker(0.1));
    c.fill(&circle(at - pt(r * 0.15, r * 0.15), r * 0.35), ROOFS[0]);
}

/// A gatehouse across the road where it enters the city wall.
fn paint_gate(c: &mut Canvas, at: Pt, dir: Pt) {
    let across = dir.perp();
    c.fill(&rect(at, across, pt(0.068, 0.036), 0.006), STONE_DARK);
    c.fill(&rect(at, across, pt(0.06, 0.028), 0.004), STONE);
    c.fill(
        &rect(at + dir * 0.004, across, pt(0.03, 0.03), 0.01),
        hex(0x3b2a1d),
    );
    for side in [-1.0f32, 1.0] {
        let tower = at + across * (0.066 * side);
        c.fill(&circle(tower, 0.03), STONE_DARK);
        c.fill(&circle(tower, 0.023), STONE);
        c.fill(&circle(tower, 0.013), ROOFS[1]);
    }
}

/// A coat of arms: a blue shield with a light rim and chevron.
fn paint_arms(c: &mut Canvas, at: Pt, size: f32) {
    let (w, h) = (size * 0.8, size);
    let top = at - pt(0.0, h);
    let shield = Pen::at(top - pt(w, 0.0))
        .line(top + pt(w, 0.0))
        .line(top + pt(w, h * 0.9))
        .cubic(
            top + pt(w, h * 1.5),
            top + pt(w * 0.35, h * 1.8),
            at + pt(0.0, h),
        )
        .cubic(
            top + pt(-w * 0.35, h * 1.8),
            top + pt(-w, h * 1.5),
            top + pt(-w, h * 0.9),
        )
        .close()
        .done();
    let shadow_offset = pt(0.008, 0.01);
    let shadow = Pen::at(top - pt(w, 0.0) + shadow_offset)
        .line(top + pt(w, 0.0) + shadow_offset)
        .line(at + pt(0.0, h) + shadow_offset)
        .close()
        .done();
    c.fill(&shadow, SHADOW);
    c.stroke(&shield, size * 0.3, STONE_DARK, Ends::Round);
    c.stroke(&shield, size * 0.18, SHIELD_RIM, Ends::Round);
    c.fill(&shield, SHIELD);
    let chevron = polyline(&[
        at + pt(-w * 0.65, h * 0.35),
        at + pt(0.0, -h * 0.35),
        at + pt(w * 0.65, h * 0.35),
    ]);
    c.stroke(&chevron, size * 0.22, SHIELD_RIM, Ends::Flat);
}

pub(super) fn paint_village(c: &mut Canvas, at: Pt, spots: &[Pt], rng: &mut Rng) {
    for &p in spots {
        let axis = (p - at).perp().norm();
        paint_house(c, p, axis, pt(0.05, 0.033), rng.pick(&ROOFS), None);
    }
    // The roads end at the village's biggest house, in the middle.
    paint_house(c, at, pt(1.0, 0.0), pt(0.062, 0.045), ROOFS[2], None);
}

/// A monastery seen from above: a walled yard with a cross-shaped church
/// (slate roof, a cross on its crossing tower) and a cloister round a green.
pub(super) fn paint_monastery(c: &mut Canvas, at: Pt, r: f32) {
    let east = pt(1.0, 0.0);
    let p = |x: f32, y: f32| at + pt(x * r, y * r);
    let size = |x: f32, y: f32| pt(x * r, y * r);
    let yard = rect(at, east, size(1.0, 1.0), r * 0.25);
    c.fill(
        &rect(at + pt(0.008, 0.01), east, size(1.0, 1.0), r * 0.25),
        SHADOW,
    );
    c.fill(&yard, GRAVEL);
    c.stroke(&yard, 0.018, STONE_DARK, Ends::Round);
    c.stroke(&yard, 0.01, STONE, Ends::Round);

    // The cloister: a ring of roofs round a little green with a well.
    let ring = rect(p(0.45, 0.42), east, size(0.4, 0.4), 0.0);
    let green = rect(p(0.45, 0.42), east, size(0.2, 0.2), 0.0);
    c.fill(
        &rect(p(0.45, 0.42) + pt(0.01, 0.012), east, size(0.4, 0.4), 0.0),
        SHADOW,
    );
    c.fill(&ring, SLATE.darker(0.3));
    c.fill(&rect(p(0.45, 0.42), east, size(0.37, 0.37), 0.0), SLATE);
    c.fill(
        &polygon(&[p(0.08, 0.05), p(0.82, 0.05), p(0.65, 0.22), p(0.25, 0.22)]),
        SLATE.lighter(0.18),
    );
    c.fill(
        &polygon(&[p(0.08, 0.05), p(0.25, 0.22), p(0.25, 0.62), p(0.08, 0.79)]),
        SLATE.lighter(0.08),
    );
    c.fill(&green, GRASS.darker(0.05));
    c.fill(&circle(p(0.45, 0.42), 0.07 * r), STONE_DARK);
    c.fill(&circle(p(0.45, 0.42), 0.045 * r), WATER);

    // The church, its east arm of the transept touching the cloister.
    let (cx, cy) = (-0.38, -0.3);
    let nave = rect(p(cx, 0.1), east, size(0.24, 0.78), 0.0);
    let transept = rect(p(cx + 0.06, cy), east, size(0.52, 0.19), 0.0);
    let apse = circle(p(cx, -0.68), 0.24 * r);
    let shadow = tiny_skia::Transform::from_translate(0.012, 0.016);
    for part in [&nave, &transept, &apse] {
        if let Some(moved) = part.clone().transform(shadow) {
            c.fill(&moved, SHADOW);
        }
    }
    for part in [&nave, &transept, &apse] {
        c.stroke(part, 0.014, STONE_DARK, Ends::Round);
    }
    c.fill(&apse, SLATE.darker(0.1));
    c.fill(&nave, SLATE.darker(0.12));
    c.fill(
        &rect(p(cx - 0.12, 0.1), east, size(0.12, 0.78), 0.0),
        SLATE.lighter(0.12),
    );
    c.fill(&transept, SLATE.darker(0.12));
    c.fill(
        &rect(p(cx + 0.06, cy - 0.095), east, size(0.52, 0.095), 0.0),
        SLATE.lighter(0.12),
    );
    // A light front wall at the south end, and the crossing tower with its cross.
    c.fill(&rect(p(cx, 0.86), east, size(0.26, 0.06), 0.0), CHURCH_WALL);
    let t = 0.22;
    c.fill(
        &rect(p(cx, cy), east, size(t + 0.05, t + 0.05), 0.0),
        STONE_DARK,
    );
    let (nw, ne, se, sw, top) = (
        p(cx - t, cy - t),
        p(cx + t, cy - t),
        p(cx + t, cy + t),
        p(cx - t, cy + t),
        p(cx, cy),
    );
    c.fill(&polygon(&[nw, ne, top]), CHURCH_WALL);
    c.fill(&polygon(&[ne, se, top]), CHURCH_WALL.darker(0.22));
    c.fill(&polygon(&[se, sw, top]), CHURCH_WALL.darker(0.3));
    c.fill(&polygon(&[sw, nw, top]), CHURCH_WALL.darker(0.08));
    let arm = 0.2 * r;
    let post = polyline(&[top - pt(0.0, arm * 1.25), top + pt(0.0, arm)]);
    let bar = polyline(&[
        top + pt(-arm * 0.7, -arm * 0.4),
        top + pt(arm * 0.7, -arm * 0.4),
    ]);
    for line in [&post, &bar] {
        c.stroke(line, 0.022, STONE_DARK, Ends::Round);
    }
    for line in [&post, &bar] {
        c.stroke(line, 0.011, GOLD, Ends::Round);
    }
}
