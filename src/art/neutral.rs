//! The neutral figures of The Princess & the Dragon: the dragon and the
//! fairy. They belong to no player, so they come in one colouring each,
//! far from every player's colour, with the same light halo and dark rim as
//! the players' figures so they read on any tile.

use super::canvas::{Canvas, Colour, Ends, Pen, Pt, circle, ellipse, hex, polygon, pt};
use super::image::Rgba;
use super::sizes::FIGURE_PX;
use tiny_skia::{Path, Transform};

/// A figure that belongs to nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NeutralFigure {
    /// The dragon: a winged beast standing on four legs, facing west.
    Dragon,
    /// The fairy: a small winged figure in a long dress with a wand.
    Fairy,
}

impl NeutralFigure {
    pub const ALL: [NeutralFigure; 2] = [NeutralFigure::Dragon, NeutralFigure::Fairy];

    /// The lower-case name used in file names: `figures/<name>.png`.
    pub const fn name(self) -> &'static str {
        match self {
            NeutralFigure::Dragon => "dragon",
            NeutralFigure::Fairy => "fairy",
        }
    }

    /// The colour most of the figure is painted in.
    pub const fn rgb(self) -> [u8; 3] {
        match self {
            NeutralFigure::Dragon => [0x7a, 0x2a, 0x6e],
            NeutralFigure::Fairy => [0x3f, 0xb8, 0xa8],
        }
    }
}

const HALO: Colour = hex(0xf7f0dc);
const INK: Colour = hex(0x2e1f17);

/// One piece of a figure: a filled shape or a thick line, in its colour.
enum Part {
    Fill(Path, Colour),
    Line(Path, f32, Colour),
}

/// Draws a neutral figure, [`FIGURE_PX`] square on a transparent background.
pub fn render_neutral_figure(figure: NeutralFigure) -> Rgba {
    render_neutral_figure_sized(figure, FIGURE_PX)
}

/// Draws a neutral figure `px` pixels square (drawn from shapes, so sharp
/// at any size).
pub fn render_neutral_figure_sized(figure: NeutralFigure, px: u32) -> Rgba {
    let mut c = Canvas::new(px.max(1));
    let body = Colour::rgb(figure.rgb());
    let (parts, details) = match figure {
        NeutralFigure::Dragon => dragon(body),
        NeutralFigure::Fairy => fairy(body),
    };
    // Kept 0.06 inside the square, so the light outline is never cut off.
    let fit = Transform::from_scale(0.88, 0.88).post_translate(0.06, 0.06);
    let (parts, details) = (fitted(parts, fit), fitted(details, fit));
    // A rim in the figure's own darker shade, not near-black: a neutral
    // figure must not look like the black player's.
    let rim = body.darker(0.3);
    // Halo, then a dark rim, then the parts in their colours, as the
    // players' figures are drawn.
    for part in &parts {
        match part {
            Part::Fill(p, _) => c.stroke(p, 0.11, HALO, Ends::Round),
            Part::Line(p, w, _) => c.stroke(p, w + 0.11, HALO, Ends::Round),
        }
    }
    for part in &parts {
        match part {
            Part::Fill(p, _) => c.stroke(p, 0.05, rim, Ends::Round),
            Part::Line(p, w, _) => c.stroke(p, w + 0.05, rim, Ends::Round),
        }
    }
    for part in &parts {
        match part {
            Part::Fill(p, colour) => {
                c.fill(p, *colour);
                c.stroke(p, 0.012, *colour, Ends::Round);
            }
            Part::Line(p, w, colour) => c.stroke(p, *w, *colour, Ends::Round),
        }
    }
    let mut inside = c.mask();
    for part in &parts {
        if let Part::Fill(p, _) = part {
            c.mask_fill(&mut inside, p);
        }
    }
    for part in &details {
        match part {
            Part::Fill(p, colour) => c.fill_in(p, *colour, Some(&inside)),
            Part::Line(p, w, colour) => c.stroke_in(p, *w, *colour, Ends::Round, Some(&inside)),
        }
    }
    // Light from the upper left, as on the players' figures.
    let glow = circle(pt(0.32, 0.3), 0.42);
    c.fill_in(&glow, hex(0xffffff).alpha(40), Some(&inside));
    c.into_rgba()
}

/// The parts moved by `fit`.
fn fitted(parts: Vec<Part>, fit: Transform) -> Vec<Part> {
    parts
        .into_iter()
        .filter_map(|part| match part {
            Part::Fill(p, colour) => p.transform(fit).map(|p| Part::Fill(p, colour)),
            Part::Line(p, w, colour) => p.transform(fit).map(|p| Part::Line(p, w * 0.88, colour)),
        })
        .collect()
}

/// The dragon, facing west: wings raised over its back, a horned head on a
/// long neck, four legs, a tail ending in a spade; and its eye, nostril,
/// belly and the bones of its wings.
fn dragon(body: Colour) -> (Vec<Part>, Vec<Part>) {
    let wing_skin = body.lighter(0.28);
    let belly = hex(0xe8a84a);
    let wing = |near: bool| {
        let k = if near { 0.0 } else { 0.08 };
        Pen::at(pt(0.5 + k, 0.5))
            .line(pt(0.44 + k, 0.1 - k * 0.5))
            .quad(pt(0.6 + k, 0.12), pt(0.72 + k, 0.04 + k * 0.3))
            .quad(pt(0.84 + k, 0.14), pt(0.95, 0.2 + k))
            .quad(pt(0.86, 0.3 + k), pt(0.84, 0.4 + k))
            .quad(pt(0.78, 0.36 + k), pt(0.72, 0.44))
            .quad(pt(0.66, 0.4), pt(0.62, 0.5))
            .close()
            .done()
    };
    let torso = ellipse(pt(0.56, 0.6), pt(1.0, -0.08), 0.22, 0.14);
    let neck = Pen::at(pt(0.38, 0.58))
        .quad(pt(0.28, 0.45), pt(0.24, 0.3))
        .line(pt(0.36, 0.28))
        .quad(pt(0.4, 0.42), pt(0.5, 0.5))
        .close()
        .done();
    let head = Pen::at(pt(0.36, 0.2))
        .quad(pt(0.32, 0.14), pt(0.22, 0.16))
        .line(pt(0.08, 0.22))
        .quad(pt(0.03, 0.26), pt(0.07, 0.3))
        .line(pt(0.22, 0.33))
        .quad(pt(0.36, 0.34), pt(0.38, 0.27))
        .close()
        .done();
    let horn = |root: Pt, tip: Pt| polygon(&[root - pt(0.025, 0.0), tip, root + pt(0.025, 0.01)]);
    let leg = |x: f32, back: bool| {
        let dx = if back { 0.02 } else { -0.02 };
        Pen::at(pt(x - 0.04, 0.64))
            .line(pt(x + 0.04, 0.64))
            .line(pt(x + 0.035 + dx, 0.86))
            .line(pt(x + 0.06 + dx, 0.9))
            .line(pt(x - 0.06 + dx, 0.9))
            .line(pt(x - 0.035 + dx, 0.86))
            .close()
            .done()
    };
    let tail = Pen::at(pt(0.74, 0.62))
        .cubic(pt(0.9, 0.66), pt(0.92, 0.8), pt(0.84, 0.86))
        .done();
    let spade = polygon(&[pt(0.86, 0.82), pt(0.92, 0.93), pt(0.78, 0.92)]);
    let parts = vec![
        Part::Fill(wing(false), wing_skin.darker(0.15)),
        Part::Line(tail, 0.07, body),
        Part::Fill(spade, body),
        Part::Fill(leg(0.44, false), body.darker(0.12)),
        Part::Fill(leg(0.7, true), body.darker(0.12)),
        Part::Fill(torso, body),
        Part::Fill(leg(0.36, false), body),
        Part::Fill(leg(0.62, true), body),
        Part::Fill(neck, body),
        Part::Fill(horn(pt(0.3, 0.18), pt(0.4, 0.05)), hex(0xf4ead0)),
        Part::Fill(horn(pt(0.24, 0.17), pt(0.3, 0.06)), hex(0xf4ead0)),
        Part::Fill(head, body),
        Part::Fill(wing(true), wing_skin),
    ];
    let bones = |from: Pt, to: Pt| Part::Line(polygon_line(from, to), 0.018, body);
    let details = vec![
        Part::Fill(
            Pen::at(pt(0.36, 0.62))
                .quad(pt(0.5, 0.76), pt(0.72, 0.68))
                .quad(pt(0.55, 0.7), pt(0.42, 0.58))
                .close()
                .done(),
            belly,
        ),
        bones(pt(0.5, 0.5), pt(0.72, 0.05)),
        bones(pt(0.5, 0.5), pt(0.95, 0.2)),
        bones(pt(0.5, 0.5), pt(0.84, 0.4)),
        Part::Fill(circle(pt(0.27, 0.23), 0.03), hex(0xf7d63c)),
        Part::Fill(ellipse(pt(0.272, 0.23), pt(0.0, 1.0), 0.022, 0.008), INK),
        Part::Fill(circle(pt(0.1, 0.24), 0.012), INK),
        Part::Line(polygon_line(pt(0.07, 0.28), pt(0.24, 0.29)), 0.01, INK),
    ];
    (parts, details)
}

/// A straight line as a path.
fn polygon_line(from: Pt, to: Pt) -> Path {
    Pen::at(from).line(to).done()
}

/// The fairy, facing us: two pairs of wings, golden hair, a long dress,
/// and a wand with a star raised in one hand.
fn fairy(body: Colour) -> (Vec<Part>, Vec<Part>) {
    let wing_skin = hex(0xdff4f7);
    let gold = hex(0xf2c94c);
    let wing = |tip: Pt, size: Pt| {
        let root = pt(0.5, 0.42);
        let dir = (tip - root).norm();
        ellipse(root.lerp(tip, 0.55), dir, size.x, size.y)
    };
    let wings = [
        wing(pt(0.12, 0.14), pt(0.25, 0.12)),
        wing(pt(0.88, 0.14), pt(0.25, 0.12)),
        wing(pt(0.2, 0.66), pt(0.18, 0.09)),
        wing(pt(0.8, 0.66), pt(0.18, 0.09)),
    ];
    let dress = Pen::at(pt(0.44, 0.38))
        .line(pt(0.56, 0.38))
        .quad(pt(0.6, 0.6), pt(0.7, 0.92))
        .quad(pt(0.5, 0.97), pt(0.3, 0.92))
        .quad(pt(0.4, 0.6), pt(0.44, 0.38))
        .close()
        .done();
    let hair = Pen::at(pt(0.4, 0.26))
        .quad(pt(0.4, 0.1), pt(0.5, 0.1))
        .quad(pt(0.6, 0.1), pt(0.6, 0.26))
        .line(pt(0.62, 0.4))
        .line(pt(0.38, 0.4))
        .close()
        .done();
    let head = circle(pt(0.5, 0.25), 0.075);
    let arm = Pen::at(pt(0.56, 0.42)).line(pt(0.7, 0.34)).done();
    let wand = Pen::at(pt(0.7, 0.36)).line(pt(0.8, 0.2)).done();
    let star = {
        let at = pt(0.82, 0.16);
        let points: Vec<Pt> = (0..10)
            .map(|k| {
                let r = if k % 2 == 0 { 0.07 } else { 0.03 };
                let a = -std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::PI / 5.0;
                at + Pt::at_angle(a) * r
            })
            .collect();
        polygon(&points)
    };
    let mut parts: Vec<Part> = wings
        .into_iter()
        .map(|w| Part::Fill(w, wing_skin))
        .collect();
    parts.extend([
        Part::Fill(dress, body),
        Part::Fill(hair, gold),
        Part::Fill(head, hex(0xf3cfb0)),
        Part::Line(wand, 0.02, hex(0x8a5a1a)),
        Part::Line(arm, 0.04, body),
        Part::Fill(star, gold),
    ]);
    let details = vec![
        // Veins in the wings and a sash at the waist.
        Part::Line(
            polygon_line(pt(0.5, 0.42), pt(0.2, 0.2)),
            0.012,
            body.lighter(0.3),
        ),
        Part::Line(
            polygon_line(pt(0.5, 0.42), pt(0.8, 0.2)),
            0.012,
            body.lighter(0.3),
        ),
        Part::Line(
            polygon_line(pt(0.43, 0.5), pt(0.57, 0.5)),
            0.025,
            body.darker(0.3),
        ),
    ];
    (parts, details)
}
