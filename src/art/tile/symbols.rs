//! Painting The Princess & the Dragon's symbols and buildings: the volcano
//! (a small smoking mountain glowing in its crater), the dragon's emblem (a
//! red dragon's head on a round token), the magic portal (a stone ring
//! round a pool of violet light), the princess (a small crowned figure on a paved spot
//! in her city) and a tunnel's mouths and the low ridge over it. Each has
//! colours of its own, so the four symbols read apart on a 64-pixel tile.

use super::style::*;
use crate::art::canvas::{
    Canvas, Colour, Ends, Pen, Pt, circle, ellipse, hex, polygon, polyline, pt, rect,
};
use tiny_skia::{Mask, Path};

/// Outlines of the symbols: dark enough to read on grass and city ground.
const INK: Colour = hex(0x2e1f17);

const VOLCANO_ROCK: Colour = hex(0x75604f);
/// The lava in the crater and its streams (only the volcano uses it).
pub(super) const LAVA: Colour = hex(0xf26a1b);
const LAVA_HOT: Colour = hex(0xffd447);
const SMOKE: Colour = hex(0xa9a59f);

/// The dragon's red (only the dragon's emblem uses it).
pub(super) const DRAGON_RED: Colour = hex(0xc42d26);
const DRAGON_TOKEN: Colour = hex(0xf2e2b6);
const DRAGON_RIM: Colour = hex(0x5a1712);
const HORN: Colour = hex(0xf4ead0);
const EYE: Colour = hex(0xf7d63c);

/// The portal's light (only the magic portal uses it).
pub(super) const PORTAL_LIGHT: Colour = hex(0x8b4ff0);
const PORTAL_GLOW: Colour = hex(0xb58cff);
const PORTAL_CORE: Colour = hex(0xf1e8ff);

/// The princess's gown (only the princess wears it).
pub(super) const GOWN: Colour = hex(0x8fc3f2);
const HAIR: Colour = hex(0xe8b23a);
const SKIN: Colour = hex(0xf3cfb0);
const PAVING: Colour = hex(0xe6dcc4);

/// The dark of a tunnel's mouth.
const TUNNEL_DARK: Colour = hex(0x22170f);

/// A volcano whose foot is `r` round `at`, seen from above like the rest
/// of the tile (so it reads in every rotation): a dark cone ridged from its
/// crater down, lava glowing in the crater and running down two flanks,
/// smoke drifting off.
pub(super) fn paint_volcano(c: &mut Canvas, at: Pt, r: f32) {
    let p = |x: f32, y: f32| at + pt(x * r, y * r);
    // The foot: a slightly uneven round, its shadow to the south-east.
    let foot: Vec<Pt> = (0..11)
        .map(|k| {
            let a = k as f32 / 11.0 * std::f32::consts::TAU;
            let wobble = 1.0 + 0.06 * (k as f32 * 2.7).sin();
            at + Pt::at_angle(a) * (r * wobble)
        })
        .collect();
    let foot = crate::art::canvas::blob(&foot);
    if let Some(moved) = foot
        .clone()
        .transform(tiny_skia::Transform::from_translate(0.014, 0.018))
    {
        c.fill(&moved, SHADOW);
    }
    c.stroke(&foot, 0.014, INK, Ends::Round);
    c.fill(&foot, VOLCANO_ROCK.darker(0.35));
    // The slopes rise to the crater: lit on the north-west flank, in shade
    // on the south-east one.
    let mut cone = c.mask();
    c.mask_fill(&mut cone, &foot);
    let lit_side = |k: f32| {
        // The half of the tile north-west of a line through the crater.
        let d = pt(-1.0, -1.0).norm();
        let along = d.perp();
        polygon(&[
            at + d * (k * r) + along * 2.0,
            at + d * (k * r) - along * 2.0,
            at + d * 2.0 - along * 2.0,
            at + d * 2.0 + along * 2.0,
        ])
    };
    c.fill_in(&circle(at, 0.8 * r), VOLCANO_ROCK.darker(0.15), Some(&cone));
    c.fill_in(&lit_side(-0.25), VOLCANO_ROCK, Some(&cone));
    c.fill_in(&lit_side(0.2), VOLCANO_ROCK.lighter(0.18), Some(&cone));
    c.fill_in(&lit_side(0.55), VOLCANO_ROCK.lighter(0.32), Some(&cone));
    // Ridges running down from the rim.
    for k in 0..14 {
        let a = k as f32 / 14.0 * std::f32::consts::TAU + 0.2;
        let dir = Pt::at_angle(a);
        let ridge = polyline(&[at + dir * (0.38 * r), at + dir * (0.92 * r)]);
        c.stroke_in(&ridge, 0.009, INK.alpha(110), Ends::Round, Some(&cone));
    }
    // The glow round the crater.
    for (k, a) in [(0.75f32, 50u8), (0.6, 80)] {
        c.fill(&circle(at, k * r), LAVA.alpha(a));
    }
    // Lava running down two flanks.
    for stream in [
        vec![p(0.2, 0.22), p(0.38, 0.42), p(0.36, 0.62), p(0.55, 0.8)],
        vec![p(-0.26, 0.18), p(-0.45, 0.3), p(-0.6, 0.52)],
    ] {
        let line = polyline(&stream);
        c.stroke(&line, 0.14 * r, INK.alpha(140), Ends::Round);
        c.stroke(&line, 0.095 * r, LAVA, Ends::Round);
        c.stroke(&line, 0.035 * r, LAVA_HOT, Ends::Round);
    }
    // The crater: a dark rim, lava inside, a hot middle.
    c.fill(&circle(at, 0.36 * r), INK);
    c.fill(&circle(at, 0.29 * r), LAVA);
    c.fill(&circle(p(0.04, 0.04), 0.15 * r), LAVA_HOT);
    // Smoke rising from the crater and drifting off to the north-east.
    for (x, y, s, a) in [
        (0.08f32, -0.14f32, 0.2f32, 150u8),
        (0.3, -0.4, 0.25, 200),
        (0.56, -0.62, 0.22, 215),
        (0.78, -0.84, 0.17, 215),
    ] {
        c.fill(&circle(p(x, y), s * r), SMOKE.darker(0.35).alpha(a));
        c.fill(&circle(p(x - 0.04, y - 0.04), s * r * 0.8), SMOKE.alpha(a));
        c.fill(
            &circle(p(x - 0.08, y - 0.08), s * r * 0.4),
            SMOKE.lighter(0.4).alpha(a),
        );
    }
}

/// A round token of radius `r` at `at`, with a red dragon's head on it:
/// horned, crested, a yellow eye, facing west.
pub(super) fn paint_dragon_emblem(c: &mut Canvas, at: Pt, r: f32) {
    c.fill(&circle(at + pt(0.008, 0.01), r), SHADOW);
    c.fill(&circle(at, r), DRAGON_RIM);
    c.fill(&circle(at, r * 0.86), DRAGON_TOKEN);
    let s = r * 0.82;
    let p = |x: f32, y: f32| at + pt(x * s, y * s);
    let horn = |root: Pt, bend: Pt, tip: Pt| {
        Pen::at(root - pt(0.0, 0.1 * s))
            .quad(bend, tip)
            .quad(bend + pt(0.02 * s, 0.16 * s), root + pt(0.14 * s, 0.05 * s))
            .close()
            .done()
    };
    let horns = [
        horn(p(0.12, -0.42), p(0.4, -0.78), p(0.78, -0.8)),
        horn(p(0.3, -0.3), p(0.62, -0.55), p(0.9, -0.5)),
    ];
    // The crest down the back of the neck.
    let crest = polygon(&[
        p(0.42, -0.3),
        p(0.78, -0.2),
        p(0.56, -0.05),
        p(0.86, 0.12),
        p(0.6, 0.25),
        p(0.84, 0.45),
        p(0.55, 0.5),
    ]);
    let head = Pen::at(p(0.62, 0.9))
        .cubic(p(0.62, 0.45), p(0.6, 0.0), p(0.42, -0.32))
        .cubic(p(0.3, -0.5), p(0.0, -0.52), p(-0.18, -0.38))
        .cubic(p(-0.35, -0.3), p(-0.6, -0.28), p(-0.8, -0.16))
        .quad(p(-0.92, -0.06), p(-0.82, 0.04))
        .line(p(-0.2, 0.1))
        .line(p(-0.72, 0.2))
        .quad(p(-0.76, 0.3), p(-0.62, 0.32))
        .cubic(p(-0.35, 0.38), p(-0.1, 0.42), p(0.05, 0.5))
        .cubic(p(0.15, 0.6), p(0.18, 0.75), p(0.16, 0.9))
        .close()
        .done();
    for part in horns.iter().chain([&crest, &head]) {
        c.stroke(part, 0.14 * s, INK, Ends::Round);
    }
    for h in &horns {
        c.fill(h, HORN);
    }
    c.fill(&crest, DRAGON_RED.darker(0.35));
    c.fill(&head, DRAGON_RED);
    // The lit top of the snout, the pale throat, the mouth, eye and nostril.
    let snout = Pen::at(p(-0.15, -0.33))
        .cubic(p(-0.35, -0.26), p(-0.6, -0.24), p(-0.76, -0.14))
        .line(p(-0.62, -0.1))
        .cubic(p(-0.45, -0.17), p(-0.3, -0.2), p(-0.1, -0.24))
        .close()
        .done();
    c.fill(&snout, DRAGON_RED.lighter(0.3));
    let throat = Pen::at(p(-0.55, 0.3))
        .cubic(p(-0.3, 0.36), p(-0.05, 0.42), p(0.08, 0.52))
        .cubic(p(0.16, 0.62), p(0.19, 0.76), p(0.18, 0.86))
        .line(p(0.3, 0.86))
        .cubic(p(0.3, 0.6), p(0.2, 0.35), p(-0.1, 0.28))
        .close()
        .done();
    c.fill(&throat, hex(0xf0a24a));
    c.stroke(
        &polyline(&[p(-0.78, 0.06), p(-0.2, 0.12)]),
        0.07 * s,
        INK,
        Ends::Round,
    );
    c.fill(
        &ellipse(p(-0.1, -0.22), pt(1.0, -0.25), 0.17 * s, 0.11 * s),
        INK,
    );
    c.fill(
        &ellipse(p(-0.1, -0.22), pt(1.0, -0.25), 0.13 * s, 0.075 * s),
        EYE,
    );
    c.fill(
        &ellipse(p(-0.09, -0.22), pt(0.0, 1.0), 0.07 * s, 0.025 * s),
        INK,
    );
    c.fill(&circle(p(-0.7, -0.12), 0.045 * s), INK);
}

/// The magic portal, `r` round `at`, seen from above: a ring of carved
/// stone round a pool of violet light with a swirl in it, glowing on the
/// grass round it and sparkling.
pub(super) fn paint_portal(c: &mut Canvas, at: Pt, r: f32) {
    let p = |x: f32, y: f32| at + pt(x * r, y * r);
    // The glow it casts on the ground round it.
    for (k, a) in [(1.0f32, 50u8), (0.9, 70)] {
        c.fill(&circle(at, k * r), PORTAL_GLOW.alpha(a));
    }
    c.fill(&circle(p(0.1, 0.12), 0.82 * r), SHADOW);
    // The stone ring, its joints, and the light inside it.
    c.fill(&circle(at, 0.84 * r), INK);
    c.fill(&circle(at, 0.78 * r), STONE);
    c.fill(&circle(p(0.05, 0.05), 0.62 * r), STONE_SHADE);
    for k in 0..8 {
        let dir = Pt::at_angle(k as f32 / 8.0 * std::f32::consts::TAU + 0.39);
        let joint = polyline(&[at + dir * (0.56 * r), at + dir * (0.78 * r)]);
        c.stroke(&joint, 0.007, STONE_DARK, Ends::Flat);
    }
    c.fill(&circle(at, 0.56 * r), INK);
    c.fill(&circle(at, 0.5 * r), PORTAL_LIGHT);
    c.fill(&circle(p(-0.04, -0.04), 0.36 * r), PORTAL_GLOW);
    // A swirl of light turning into the middle.
    let swirl = Pen::at(p(0.4, 0.0))
        .cubic(p(0.38, 0.34), p(-0.11, 0.42), p(-0.29, 0.16))
        .cubic(p(-0.42, -0.07), p(-0.16, -0.31), p(0.04, -0.18))
        .quad(p(0.18, -0.07), p(0.04, 0.04))
        .done();
    c.stroke(&swirl, 0.08 * r, PORTAL_CORE.alpha(220), Ends::Round);
    c.fill(&circle(at, 0.1 * r), PORTAL_CORE);
    for (x, y, k) in [
        (-0.8f32, -0.52f32, 1.0f32),
        (0.8, -0.56, 0.75),
        (0.66, 0.74, 0.85),
    ] {
        sparkle(c, p(x, y), 0.2 * r * k);
    }
}

/// A four-pointed white star with a violet edge.
fn sparkle(c: &mut Canvas, at: Pt, size: f32) {
    let w = size * 0.28;
    let star = polygon(&[
        at + pt(0.0, -size),
        at + pt(w, -w),
        at + pt(size, 0.0),
        at + pt(w, w),
        at + pt(0.0, size),
        at + pt(-w, w),
        at + pt(-size, 0.0),
        at + pt(-w, -w),
    ]);
    c.stroke(&star, 0.008, PORTAL_LIGHT, Ends::Round);
    c.fill(&star, PORTAL_CORE);
}

/// The princess on a small paved spot of radius `r` in her city at `at`:
/// a light blue gown, golden hair and a golden crown, as a figure standing.
pub(super) fn paint_princess(c: &mut Canvas, at: Pt, r: f32, clip: Option<&Mask>) {
    // The figure (crown to hem) is centred on the paving, within its round.
    let s = r;
    let p = |x: f32, y: f32| at + pt(x * s, (y + 0.16) * s);
    c.fill_in(&circle(at, r), STONE_DARK, clip);
    c.fill_in(&circle(at, r - 0.008), PAVING, clip);
    c.fill(
        &ellipse(p(0.12, 0.72), pt(1.0, 0.0), 0.55 * s, 0.16 * s),
        SHADOW,
    );
    let gown = Pen::at(p(-0.17, -0.3))
        .line(p(0.17, -0.3))
        .cubic(p(0.25, 0.05), p(0.45, 0.4), p(0.6, 0.72))
        .quad(p(0.0, 0.86), p(-0.6, 0.72))
        .cubic(p(-0.45, 0.4), p(-0.25, 0.05), p(-0.17, -0.3))
        .close()
        .done();
    let bodice = Pen::at(p(-0.26, -0.46))
        .line(p(0.26, -0.46))
        .line(p(0.17, -0.22))
        .line(p(-0.17, -0.22))
        .close()
        .done();
    let hair = Pen::at(p(-0.24, -0.62))
        .cubic(p(-0.26, -0.9), p(0.26, -0.9), p(0.24, -0.62))
        .line(p(0.3, -0.32))
        .line(p(-0.3, -0.32))
        .close()
        .done();
    let head = circle(p(0.0, -0.66), 0.17 * s);
    let crown = polygon(&[
        p(-0.2, -0.8),
        p(-0.24, -1.08),
        p(-0.1, -0.93),
        p(0.0, -1.14),
        p(0.1, -0.93),
        p(0.24, -1.08),
        p(0.2, -0.8),
    ]);
    for part in [&gown, &bodice, &hair, &head, &crown] {
        c.stroke(part, 0.016, INK, Ends::Round);
    }
    c.fill(&gown, GOWN);
    // The gown's shaded east side and a white hem.
    let fold = Pen::at(p(0.05, -0.28))
        .line(p(0.17, -0.3))
        .cubic(p(0.25, 0.05), p(0.45, 0.4), p(0.6, 0.72))
        .quad(p(0.4, 0.78), p(0.22, 0.8))
        .cubic(p(0.2, 0.4), p(0.12, 0.0), p(0.05, -0.28))
        .close()
        .done();
    c.fill(&fold, GOWN.darker(0.22));
    c.stroke(
        &Pen::at(p(-0.56, 0.66))
            .quad(p(0.0, 0.8), p(0.56, 0.66))
            .done(),
        0.012,
        hex(0xfbf6ea),
        Ends::Round,
    );
    c.fill(&hair, HAIR);
    c.fill(&bodice, GOWN.darker(0.1));
    c.fill(&head, SKIN);
    c.fill(&crown, GOLD);
    c.fill(&circle(p(0.0, -0.97), 0.05 * s), DRAGON_RED.lighter(0.1));
}

/// A tunnel's mouth at `at`, the road running into it in direction `dir`:
/// the road goes dark under a stone arch set in a grassy bank.
pub(super) fn paint_tunnel_mouth(c: &mut Canvas, at: Pt, dir: Pt) {
    let across = dir.perp();
    // The bank over the tunnel, behind the arch.
    c.fill(
        &ellipse(at + dir * 0.035, across, 0.11, 0.05),
        GRASS_DARK.darker(0.1),
    );
    // The dark inside, where the road goes under.
    c.fill(
        &rect(
            at + dir * 0.008,
            across,
            pt(ROAD_EDGE_W * 0.5, 0.022),
            0.004,
        ),
        TUNNEL_DARK,
    );
    // The arch: a curved headwall of stone across the road, and its wings.
    let arch = Pen::at(at + across * 0.075 + dir * 0.03)
        .cubic(
            at + across * 0.07 - dir * 0.02,
            at - across * 0.07 - dir * 0.02,
            at - across * 0.075 + dir * 0.03,
        )
        .done();
    c.stroke(&arch, 0.036, STONE_DARK, Ends::Round);
    c.stroke(&arch, 0.022, STONE, Ends::Round);
    c.dashed(&arch, 0.01, STONE_SHADE, 0.01, 0.012);
}

/// The low ridge of earth over a tunnel where it runs under a field.
pub(super) fn paint_tunnel_ridge(c: &mut Canvas, hidden: &Path) {
    c.stroke(hidden, TUNNEL_W, GRASS_DARK.alpha(150), Ends::Round);
    c.stroke(hidden, TUNNEL_W * 0.62, GRASS_LIGHT, Ends::Round);
    for side in [-1.0f32, 1.0] {
        let edge = shifted(hidden, side * ROAD_EDGE_W / 2.0);
        c.dashed(&edge, 0.008, GRASS_DARK.darker(0.25), 0.02, 0.012);
    }
}

/// The tunnel's line where it runs under a city: a lane without houses,
/// the road's edges faintly dashed along it.
pub(super) fn paint_tunnel_lane(c: &mut Canvas, hidden: &Path, inside: &Mask) {
    c.stroke_in(
        hidden,
        ROAD_EDGE_W,
        CITY_GROUND.darker(0.14),
        Ends::Flat,
        Some(inside),
    );
    for side in [-1.0f32, 1.0] {
        let edge = shifted(hidden, side * ROAD_EDGE_W / 2.0);
        c.dashed_in(
            &edge,
            0.01,
            ROAD_EDGE.darker(0.2),
            0.02,
            0.012,
            Some(inside),
        );
    }
}

/// The path moved sideways by `d` (to the right of its direction of travel
/// when positive), point by point.
fn shifted(path: &Path, d: f32) -> Path {
    let points: Vec<Pt> = crate::art::canvas::sample(path, 0.01)
        .into_iter()
        .map(|(p, dir)| p + dir.perp() * d)
        .collect();
    polyline(&points)
}
