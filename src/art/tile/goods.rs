//! The goods symbols of Traders & Builders cities: a hen, a sheaf of grain
//! and a bolt of cloth, each on a round token with a dark rim. Shapes and
//! colours both differ, so the three read apart even on a 64-pixel tile.

use super::style::*;
use crate::art::canvas::{Canvas, Ends, Pen, Pt, circle, ellipse, hex, polygon, polyline, pt};
use crate::rules::tiles::Goods;

const TOKEN: crate::art::canvas::Colour = hex(0xf7efd6);
const INK: crate::art::canvas::Colour = hex(0x3b2a1d);

/// A goods token of radius `r` at `at`.
pub(super) fn paint_goods(c: &mut Canvas, goods: Goods, at: Pt, r: f32) {
    c.fill(&circle(at + pt(0.008, 0.01), r), SHADOW);
    c.fill(&circle(at, r), STONE_DARK);
    c.fill(&circle(at, r * 0.86), TOKEN);
    // Symbol coordinates: -1..1 across the token's inside.
    let s = r * 0.8;
    let p = |x: f32, y: f32| at + pt(x * s, y * s);
    match goods {
        Goods::Chicken => hen(c, &p, s),
        Goods::Grain => sheaf(c, &p, s),
        Goods::Cloth => bolt(c, &p, s),
    }
}

/// A hen facing left: a round brown body, tail up, a red comb and wattle.
fn hen(c: &mut Canvas, p: &dyn Fn(f32, f32) -> Pt, s: f32) {
    let body = Pen::at(p(-0.42, -0.1))
        .cubic(p(-0.45, 0.45), p(0.2, 0.62), p(0.55, 0.22))
        .line(p(0.74, -0.5))
        .cubic(p(0.5, -0.42), p(0.35, -0.12), p(0.1, -0.12))
        .cubic(p(-0.05, -0.12), p(-0.15, -0.3), p(-0.28, -0.42))
        .close()
        .done();
    let head = circle(p(-0.38, -0.42), 0.22 * s);
    let comb = Pen::at(p(-0.56, -0.56))
        .quad(p(-0.58, -0.82), p(-0.42, -0.72))
        .quad(p(-0.36, -0.92), p(-0.24, -0.7))
        .quad(p(-0.1, -0.72), p(-0.2, -0.52))
        .close()
        .done();
    let beak = polygon(&[p(-0.56, -0.48), p(-0.8, -0.38), p(-0.56, -0.32)]);
    let wattle = ellipse(p(-0.52, -0.2), pt(0.0, 1.0), 0.1 * s, 0.06 * s);
    for part in [&body, &head, &comb, &beak] {
        c.stroke(part, 0.16 * s, INK, Ends::Round);
    }
    for leg in [
        [p(-0.05, 0.42), p(-0.08, 0.72)],
        [p(0.18, 0.42), p(0.2, 0.72)],
    ] {
        c.stroke(&polyline(&leg), 0.2 * s, INK, Ends::Round);
        c.stroke(&polyline(&leg), 0.09 * s, hex(0xe8a33a), Ends::Round);
    }
    c.fill(&body, hex(0xc4692c));
    c.fill(&head, hex(0xc4692c));
    let wing = Pen::at(p(-0.1, 0.05))
        .cubic(p(0.05, 0.35), p(0.35, 0.32), p(0.45, 0.08))
        .cubic(p(0.3, 0.12), p(0.1, 0.05), p(-0.1, 0.05))
        .close()
        .done();
    c.fill(&wing, hex(0x8e4520));
    c.stroke(&wing, 0.05 * s, hex(0x8e4520), Ends::Round);
    c.fill(&comb, hex(0xd8282a));
    c.fill(&wattle, hex(0xd8282a));
    c.fill(&beak, hex(0xf0b429));
    c.fill(&circle(p(-0.4, -0.46), 0.055 * s), INK);
}

/// A sheaf of grain: golden stalks bound at the waist, ears fanned on top.
fn sheaf(c: &mut Canvas, p: &dyn Fn(f32, f32) -> Pt, s: f32) {
    let gold = hex(0xe8b83a);
    let stalks: Vec<(Pt, Pt, Pt)> = (0..7)
        .map(|i| {
            let k = i as f32 / 6.0 * 2.0 - 1.0; // -1..1
            (p(k * 0.3, 0.78), p(k * 0.05, 0.15), p(k * 0.55, -0.35))
        })
        .collect();
    let stalk = |(bottom, waist, top): (Pt, Pt, Pt)| {
        Pen::at(bottom)
            .line(waist)
            .quad(waist.lerp(top, 0.5), top)
            .done()
    };
    for &st in &stalks {
        c.stroke(&stalk(st), 0.17 * s, INK, Ends::Round);
    }
    let ears: Vec<_> = stalks
        .iter()
        .map(|&(_, waist, top)| {
            let dir = (top - waist).norm();
            ellipse(top + dir * (0.16 * s), dir, 0.22 * s, 0.1 * s)
        })
        .collect();
    for ear in &ears {
        c.stroke(ear, 0.12 * s, INK, Ends::Round);
    }
    for &st in &stalks {
        c.stroke(&stalk(st), 0.07 * s, gold.darker(0.1), Ends::Round);
    }
    for ear in &ears {
        c.fill(ear, gold);
    }
    // The band round the waist.
    let band = polyline(&[p(-0.22, 0.18), p(0.22, 0.18)]);
    c.stroke(&band, 0.26 * s, INK, Ends::Round);
    c.stroke(&band, 0.13 * s, hex(0xb0452a), Ends::Round);
}

/// A bolt of cloth: a blue roll lying on its side, its loose end unrolled.
fn bolt(c: &mut Canvas, p: &dyn Fn(f32, f32) -> Pt, s: f32) {
    let cloth = hex(0x3466c2);
    let flap = polygon(&[p(0.1, 0.1), p(0.62, 0.1), p(0.78, 0.72), p(0.22, 0.72)]);
    let roll = polygon(&[p(-0.55, -0.5), p(0.45, -0.5), p(0.45, 0.22), p(-0.55, 0.22)]);
    let end = ellipse(p(-0.55, -0.14), pt(1.0, 0.0), 0.2 * s, 0.36 * s);
    let far_end = ellipse(p(0.45, -0.14), pt(1.0, 0.0), 0.2 * s, 0.36 * s);
    for part in [&flap, &roll, &end, &far_end] {
        c.stroke(part, 0.14 * s, INK, Ends::Round);
    }
    c.fill(&flap, cloth.darker(0.15));
    c.fill(&far_end, cloth);
    c.fill(&roll, cloth);
    // Stripes woven into the cloth, on the roll and the loose end.
    for y in [-0.32f32, 0.04] {
        c.stroke(
            &polyline(&[p(-0.5, y), p(0.5, y)]),
            0.08 * s,
            hex(0xf2d36b),
            Ends::Flat,
        );
    }
    c.stroke(
        &polyline(&[p(0.3, 0.5), p(0.72, 0.5)]),
        0.08 * s,
        hex(0xf2d36b),
        Ends::Flat,
    );
    c.stroke(&end, 0.06 * s, INK, Ends::Round);
    c.fill(&end, cloth.lighter(0.3));
    c.stroke(
        &ellipse(p(-0.55, -0.14), pt(1.0, 0.0), 0.1 * s, 0.2 * s),
        0.05 * s,
        cloth.darker(0.2),
        Ends::Round,
    );
    c.fill(&circle(p(-0.55, -0.14), 0.05 * s), INK);
}
