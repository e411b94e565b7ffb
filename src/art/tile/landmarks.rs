//! Painting the buildings of the expansions: an inn with its sign and its
//! lake, a farmhouse in its yard where a road ends, a cathedral in a city,
//! and the low field walls that keep a village's fields apart.

use super::house::paint_house;
use super::sites::Inn;
use super::style::*;
use crate::art::canvas::{
    Canvas, Ends, Pen, Pt, circle, ellipse, hex, polygon, polyline, pt, rect,
};
use tiny_skia::Path;

/// A small lake with a sandy shore, reeds and a few ripples.
pub(super) fn paint_lake(c: &mut Canvas, lake: &Path) {
    c.stroke(lake, 0.05, BANK_EDGE, Ends::Round);
    c.stroke(lake, 0.034, SAND, Ends::Round);
    c.fill(lake, SAND);
    c.stroke(lake, 0.012, WATER_EDGE, Ends::Round);
    c.fill(lake, WATER);
    let b = lake.bounds();
    let (x0, y0, w, h) = (b.left(), b.top(), b.width(), b.height());
    for (fx, fy) in [(0.35f32, 0.38f32), (0.58, 0.62)] {
        let at = pt(x0 + w * fx, y0 + h * fy);
        let wave = Pen::at(at - pt(w * 0.14, 0.0))
            .quad(at - pt(0.0, 0.008), at + pt(w * 0.14, 0.0))
            .done();
        c.stroke(&wave, 0.008, WATER_LIGHT, Ends::Round);
    }
    // Reeds on the shore.
    let reeds = pt(x0 + w * 0.86, y0 + h * 0.82);
    for k in [-1.0f32, 0.0, 1.0] {
        let blade = polyline(&[reeds + pt(k * 0.008, 0.01), reeds + pt(k * 0.016, -0.03)]);
        c.stroke(&blade, 0.006, HEDGE, Ends::Round);
    }
}

/// An inn facing its road: a long house with a darker roof and a side
/// wing, and a round sign with a tankard on a post by the road.
pub(super) fn paint_inn(c: &mut Canvas, inn: &Inn) {
    let axis = inn.facing.perp();
    let back = -inn.facing;
    // The wing behind, then the main house across it.
    paint_house(
        c,
        inn.at + back * 0.06 + axis * 0.055,
        back,
        pt(0.065, 0.034),
        INN_ROOF.lighter(0.15),
        None,
    );
    paint_house(c, inn.at, axis, pt(0.092, 0.052), INN_ROOF, None);
    // A chimney.
    let chimney = inn.at + axis * -0.05 + back * 0.014;
    c.fill(&rect(chimney, axis, pt(0.011, 0.011), 0.002), STONE_DARK);
    c.fill(&rect(chimney, axis, pt(0.007, 0.007), 0.001), hex(0x2a2a2a));
    // The sign on its post, between the inn and the road.
    let sign = inn.at + inn.facing * 0.075 + axis * 0.06;
    c.stroke(
        &polyline(&[sign - axis * 0.03, sign]),
        0.01,
        STONE_DARK,
        Ends::Round,
    );
    c.fill(&circle(sign + pt(0.004, 0.005), 0.03), SHADOW);
    c.fill(&circle(sign, 0.03), STONE_DARK);
    c.fill(&circle(sign, 0.024), hex(0xf4e7c3));
    // A tankard: a golden mug with white foam and a handle.
    let mug = rect(
        sign + pt(-0.003, 0.003),
        pt(1.0, 0.0),
        pt(0.009, 0.011),
        0.002,
    );
    c.stroke(
        &circle(sign + pt(0.009, 0.003), 0.006),
        0.004,
        hex(0x8a5a1a),
        Ends::Round,
    );
    c.fill(&mug, hex(0xd99a2b));
    c.fill(
        &rect(
            sign + pt(-0.003, -0.009),
            pt(1.0, 0.0),
            pt(0.011, 0.004),
            0.003,
        ),
        hex(0xffffff),
    );
}

/// A farmhouse where a road from direction `dir` ends: a fenced yard with a
/// thatched house facing the road, a barn and a haystack.
pub(super) fn paint_farmhouse(c: &mut Canvas, at: Pt, dir: Pt) {
    let across = dir.perp();
    let yard_at = at + dir * 0.05;
    let yard = rect(yard_at, dir, pt(0.11, 0.12), 0.02);
    c.fill(
        &rect(yard_at + pt(0.008, 0.01), dir, pt(0.11, 0.12), 0.02),
        SHADOW,
    );
    c.fill(&yard, hex(0xd6c08a));
    c.dashed(&yard, 0.012, PLANKS.darker(0.25), 0.012, 0.008);
    paint_house(c, at + dir * 0.035, across, pt(0.07, 0.042), THATCH, None);
    paint_house(
        c,
        at + dir * 0.105 + across * 0.05,
        dir,
        pt(0.04, 0.03),
        ROOFS[3],
        None,
    );
    let hay = at + dir * 0.11 - across * 0.06;
    c.fill(&circle(hay + pt(0.005, 0.006), 0.028), SHADOW);
    c.fill(&circle(hay, 0.028), THATCH.darker(0.15));
    c.fill(&circle(hay - pt(0.006, 0.006), 0.018), THATCH.lighter(0.2));
}

/// A cathedral seen from above, `size` across: a cross-shaped church with
/// an apse to the north, twin towers at its south front, a crossing tower
/// with a golden cross, on a paved square.
pub(super) fn paint_cathedral(c: &mut Canvas, at: Pt, size: f32) {
    let east = pt(1.0, 0.0);
    let r = size / 2.0;
    let p = |x: f32, y: f32| at + pt(x * r, y * r);
    let half = |x: f32, y: f32| pt(x * r, y * r);
    c.fill(&circle(at + pt(0.01, 0.012), r * 1.02), SHADOW);
    c.fill(&circle(at, r * 1.02), STONE_DARK);
    c.fill(&circle(at, r * 0.98), GRAVEL);

    let nave = rect(p(0.0, 0.05), east, half(0.2, 0.58), 0.0);
    let transept = rect(p(0.0, -0.2), east, half(0.6, 0.17), 0.0);
    let apse = circle(p(0.0, -0.58), 0.2 * r);
    let towers = [p(-0.24, 0.62), p(0.24, 0.62)];
    let shadow = tiny_skia::Transform::from_translate(0.014, 0.018);
    for part in [&nave, &transept, &apse] {
        if let Some(moved) = part.clone().transform(shadow) {
            c.fill(&moved, SHADOW);
        }
    }
    for part in [&nave, &transept, &apse] {
        c.stroke(part, 0.016, STONE_DARK, Ends::Round);
    }
    c.fill(&apse, SLATE.darker(0.1));
    // Roofs: a lit west half and a shaded east half along each ridge.
    c.fill(&nave, SLATE.darker(0.15));
    c.fill(
        &rect(p(-0.1, 0.05), east, half(0.1, 0.58), 0.0),
        SLATE.lighter(0.15),
    );
    c.fill(&transept, SLATE.darker(0.15));
    c.fill(
        &rect(p(0.0, -0.285), east, half(0.6, 0.085), 0.0),
        SLATE.lighter(0.15),
    );
    // Flying buttresses along the nave.
    for y in [0.15f32, 0.35] {
        for x in [-1.0f32, 1.0] {
            let b = polyline(&[p(x * 0.2, y), p(x * 0.32, y)]);
            c.stroke(&b, 0.012, STONE_DARK, Ends::Flat);
            c.stroke(&b, 0.006, CHURCH_WALL, Ends::Flat);
        }
    }
    for t in towers {
        spire(c, t, 0.15 * r);
    }
    spire(c, p(0.0, -0.2), 0.2 * r);
    let top = p(0.0, -0.2);
    let arm = 0.17 * r;
    let post = polyline(&[top - pt(0.0, arm * 1.25), top + pt(0.0, arm)]);
    let bar = polyline(&[
        top + pt(-arm * 0.7, -arm * 0.4),
        top + pt(arm * 0.7, -arm * 0.4),
    ]);
    for line in [&post, &bar] {
        c.stroke(line, 0.024, STONE_DARK, Ends::Round);
    }
    for line in [&post, &bar] {
        c.stroke(line, 0.012, GOLD, Ends::Round);
    }
}

/// A square tower with a pyramid roof, seen from above.
fn spire(c: &mut Canvas, at: Pt, half: f32) {
    let east = pt(1.0, 0.0);
    c.fill(
        &rect(at + pt(0.01, 0.013), east, pt(half, half), 0.0),
        SHADOW,
    );
    c.fill(
        &rect(at, east, pt(half + 0.008, half + 0.008), 0.0),
        STONE_DARK,
    );
    let (nw, ne, se, sw) = (
        at + pt(-half, -half),
        at + pt(half, -half),
        at + pt(half, half),
        at + pt(-half, half),
    );
    c.fill(&polygon(&[nw, ne, at]), CHURCH_WALL);
    c.fill(&polygon(&[ne, se, at]), CHURCH_WALL.darker(0.22));
    c.fill(&polygon(&[se, sw, at]), CHURCH_WALL.darker(0.3));
    c.fill(&polygon(&[sw, nw, at]), CHURCH_WALL.darker(0.08));
    c.fill(&ellipse(at, east, half * 0.12, half * 0.12), GOLD);
}

/// A low dry-stone wall across a field.
pub(super) fn paint_divider(c: &mut Canvas, wall: &Path) {
    let shadow = tiny_skia::Transform::from_translate(0.006, 0.008);
    if let Some(moved) = wall.clone().transform(shadow) {
        c.stroke(&moved, 0.034, SHADOW, Ends::Round);
    }
    c.stroke(wall, 0.034, STONE_DARK, Ends::Round);
    c.stroke(wall, 0.022, STONE, Ends::Round);
    c.dashed(wall, 0.01, STONE_SHADE, 0.014, 0.012);
}
