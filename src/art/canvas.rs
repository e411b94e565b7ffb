//! A drawing surface over tiny-skia in image units (0..1 across the image, y
//! down), with the few path shapes and colour helpers the art is made of.

use super::image::Rgba;
use std::ops::{Add, Mul, Neg, Sub};
use tiny_skia::{
    FillRule, LineCap, LineJoin, Mask, Paint, Path, PathBuilder, Pixmap, Stroke, StrokeDash,
    Transform,
};

/// A point or direction in image units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Pt {
    pub x: f32,
    pub y: f32,
}

pub(crate) const fn pt(x: f32, y: f32) -> Pt {
    Pt { x, y }
}

impl Pt {
    pub fn len(self) -> f32 {
        self.x.hypot(self.y)
    }

    pub fn dist(self, o: Pt) -> f32 {
        (self - o).len()
    }

    pub fn norm(self) -> Pt {
        let l = self.len();
        if l > 0.0 { self * (1.0 / l) } else { self }
    }

    /// This direction turned a quarter clockwise (on screen, y down).
    pub fn perp(self) -> Pt {
        pt(-self.y, self.x)
    }

    pub fn lerp(self, o: Pt, t: f32) -> Pt {
        self + (o - self) * t
    }

    /// The unit direction at `angle` radians (0 = east, clockwise on screen).
    pub fn at_angle(angle: f32) -> Pt {
        pt(angle.cos(), angle.sin())
    }

    pub fn angle(self) -> f32 {
        self.y.atan2(self.x)
    }
}

impl Add for Pt {
    type Output = Pt;
    fn add(self, o: Pt) -> Pt {
        pt(self.x + o.x, self.y + o.y)
    }
}

impl Sub for Pt {
    type Output = Pt;
    fn sub(self, o: Pt) -> Pt {
        pt(self.x - o.x, self.y - o.y)
    }
}

impl Mul<f32> for Pt {
    type Output = Pt;
    fn mul(self, k: f32) -> Pt {
        pt(self.x * k, self.y * k)
    }
}

impl Neg for Pt {
    type Output = Pt;
    fn neg(self) -> Pt {
        pt(-self.x, -self.y)
    }
}

/// A straight-alpha colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Colour {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

/// An opaque colour from `0xRRGGBB`.
pub(crate) const fn hex(rgb: u32) -> Colour {
    Colour {
        r: (rgb >> 16) as u8,
        g: (rgb >> 8) as u8,
        b: rgb as u8,
        a: 255,
    }
}

impl Colour {
    pub const fn rgb(rgb: [u8; 3]) -> Colour {
        Colour {
            r: rgb[0],
            g: rgb[1],
            b: rgb[2],
            a: 255,
        }
    }

    pub const fn alpha(self, a: u8) -> Colour {
        Colour { a, ..self }
    }

    /// Mixed towards `other` by `t` (0 = self, 1 = other).
    pub fn mix(self, other: Colour, t: f32) -> Colour {
        let m = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
        Colour {
            r: m(self.r, other.r),
            g: m(self.g, other.g),
            b: m(self.b, other.b),
            a: m(self.a, other.a),
        }
    }

    pub fn darker(self, t: f32) -> Colour {
        self.mix(hex(0x000000).alpha(self.a), t)
    }

    pub fn lighter(self, t: f32) -> Colour {
        self.mix(hex(0xffffff).alpha(self.a), t)
    }
}

/// How a stroke ends and turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ends {
    /// Flat ends, mitred corners: lines that run off the tile edge.
    Flat,
    /// Round ends and corners.
    Round,
}

/// A square RGBA drawing surface addressed in units of its side.
pub(crate) struct Canvas {
    pixmap: Pixmap,
    /// Pixels per unit.
    px: u32,
}

impl Canvas {
    pub fn new(px: u32) -> Canvas {
        Canvas {
            pixmap: Pixmap::new(px, px).expect("a non-empty canvas"),
            px,
        }
    }

    /// A surface of any size addressed in pixels (charts).
    pub fn with_pixels(width: u32, height: u32) -> Canvas {
        Canvas {
            pixmap: Pixmap::new(width, height).expect("a non-empty canvas"),
            px: 1,
        }
    }

    /// The transform from image units to pixels.
    pub fn units(&self) -> Transform {
        Transform::from_scale(self.px as f32, self.px as f32)
    }

    /// An empty mask the size of the canvas.
    pub fn mask(&self) -> Mask {
        Mask::new(self.pixmap.width(), self.pixmap.height()).expect("a non-empty mask")
    }

    /// Adds a filled path to a mask of this canvas.
    pub fn mask_fill(&self, mask: &mut Mask, path: &Path) {
        mask.fill_path(path, FillRule::Winding, true, self.units());
    }

    /// Adds a stroked path to a mask of this canvas.
    pub fn mask_stroke(&self, mask: &mut Mask, path: &Path, width: f32, ends: Ends) {
        if let Some(outline) = path.stroke(&stroke(width, ends), self.px as f32) {
            self.mask_fill(mask, &outline);
        }
    }

    pub fn fill(&mut self, path: &Path, colour: Colour) {
        self.fill_in(path, colour, None);
    }

    /// Fills a path, painting only where `clip` is set.
    pub fn fill_in(&mut self, path: &Path, colour: Colour, clip: Option<&Mask>) {
        let paint = paint(colour);
        let ts = self.units();
        self.pixmap
            .fill_path(path, &paint, FillRule::Winding, ts, clip);
    }

    pub fn stroke(&mut self, path: &Path, width: f32, colour: Colour, ends: Ends) {
        self.stroke_in(path, width, colour, ends, None);
    }

    /// Strokes a path, painting only where `clip` is set.
    pub fn stroke_in(
        &mut self,
        path: &Path,
        width: f32,
        colour: Colour,
        ends: Ends,
        clip: Option<&Mask>,
    ) {
        let paint = paint(colour);
        let ts = self.units();
        self.pixmap
            .stroke_path(path, &paint, &stroke(width, ends), ts, clip);
    }

    /// Strokes a path with dashes `on`, `off` long (image units).
    pub fn dashed(&mut self, path: &Path, width: f32, colour: Colour, on: f32, off: f32) {
        self.dashed_in(path, width, colour, on, off, None);
    }

    /// Strokes a dashed path, painting only where `clip` is set.
    pub fn dashed_in(
        &mut self,
        path: &Path,
        width: f32,
        colour: Colour,
        on: f32,
        off: f32,
        clip: Option<&Mask>,
    ) {
        let mut s = stroke(width, Ends::Flat);
        s.dash = StrokeDash::new(vec![on, off], 0.0);
        let paint = paint(colour);
        let ts = self.units();
        self.pixmap.stroke_path(path, &paint, &s, ts, clip);
    }

    /// Fills a path with an image laid at `origin` (image units) at its own
    /// pixel size: pictures with rounded corners, or a figure on a tile.
    pub fn fill_image(&mut self, path: &Path, img: &Rgba, origin: Pt) {
        let Some(size) = tiny_skia::IntSize::from_wh(img.width, img.height) else {
            return;
        };
        // tiny-skia works premultiplied.
        let data = img
            .data
            .chunks_exact(4)
            .flat_map(|p| {
                let a = p[3] as u32;
                let m = |v: u8| ((v as u32 * a + 127) / 255) as u8;
                [m(p[0]), m(p[1]), m(p[2]), p[3]]
            })
            .collect();
        let Some(pixmap) = Pixmap::from_vec(data, size) else {
            return;
        };
        let px = self.px as f32;
        let shader = tiny_skia::Pattern::new(
            pixmap.as_ref(),
            tiny_skia::SpreadMode::Pad,
            tiny_skia::FilterQuality::Nearest,
            1.0,
            // Pattern pixels to image units (the path's space), on whole pixels.
            Transform::from_row(
                1.0 / px,
                0.0,
                0.0,
                1.0 / px,
                (origin.x * px).round() / px,
                (origin.y * px).round() / px,
            ),
        );
        let paint = Paint {
            shader,
            anti_alias: true,
            ..Paint::default()
        };
        self.pixmap
            .fill_path(path, &paint, FillRule::Winding, self.units(), None);
    }

    /// The finished image with straight alpha.
    pub fn into_rgba(self) -> Rgba {
        Rgba {
            width: self.pixmap.width(),
            height: self.pixmap.height(),
            data: self.pixmap.take_demultiplied(),
        }
    }
}

fn paint(c: Colour) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(c.r, c.g, c.b, c.a);
    paint.anti_alias = true;
    paint
}

fn stroke(width: f32, ends: Ends) -> Stroke {
    let (line_cap, line_join) = match ends {
        Ends::Flat => (LineCap::Butt, LineJoin::Miter),
        Ends::Round => (LineCap::Round, LineJoin::Round),
    };
    Stroke {
        width,
        line_cap,
        line_join,
        ..Stroke::default()
    }
}

/// Is the mask set (more than half) at image point `p`?
pub(crate) fn mask_at(mask: &Mask, p: Pt) -> bool {
    let (w, h) = (mask.width(), mask.height());
    let x = (p.x * w as f32).floor();
    let y = (p.y * h as f32).floor();
    if x < 0.0 || y < 0.0 || x >= w as f32 || y >= h as f32 {
        return false;
    }
    mask.data()[y as usize * w as usize + x as usize] > 127
}

// ---------------------------------------------------------------- paths

/// A path being built in image units.
pub(crate) struct Pen(PathBuilder);

impl Pen {
    pub fn at(p: Pt) -> Pen {
        let mut b = PathBuilder::new();
        b.move_to(p.x, p.y);
        Pen(b)
    }

    pub fn line(mut self, p: Pt) -> Pen {
        self.0.line_to(p.x, p.y);
        self
    }

    pub fn quad(mut self, c: Pt, p: Pt) -> Pen {
        self.0.quad_to(c.x, c.y, p.x, p.y);
        self
    }

    pub fn cubic(mut self, c1: Pt, c2: Pt, p: Pt) -> Pen {
        self.0.cubic_to(c1.x, c1.y, c2.x, c2.y, p.x, p.y);
        self
    }

    pub fn close(mut self) -> Pen {
        self.0.close();
        self
    }

    /// Lifts the pen and starts a new piece of the same path at `p`.
    pub fn jump(mut self, p: Pt) -> Pen {
        self.0.move_to(p.x, p.y);
        self
    }

    /// The path; a degenerate one becomes a tiny dot so drawing never fails.
    pub fn done(self) -> Path {
        self.0.finish().unwrap_or_else(dot)
    }
}

fn dot() -> Path {
    circle(pt(0.0, 0.0), 0.0001)
}

pub(crate) fn circle(c: Pt, r: f32) -> Path {
    PathBuilder::from_circle(c.x, c.y, r.max(0.0001)).unwrap_or_else(|| {
        let mut b = PathBuilder::new();
        b.move_to(c.x, c.y);
        b.line_to(c.x + 0.0001, c.y);
        b.line_to(c.x, c.y + 0.0001);
        b.close();
        b.finish().expect("a tiny triangle")
    })
}

/// An ellipse centred on `c` with radii `rx` along `axis` and `ry` across it.
pub(crate) fn ellipse(c: Pt, axis: Pt, rx: f32, ry: f32) -> Path {
    let u = axis.norm();
    let v = u.perp();
    let p = |a: f32, b: f32| c + u * (a * rx) + v * (b * ry);
    let k = 0.5523;
    Pen::at(p(1.0, 0.0))
        .cubic(p(1.0, k), p(k, 1.0), p(0.0, 1.0))
        .cubic(p(-k, 1.0), p(-1.0, k), p(-1.0, 0.0))
        .cubic(p(-1.0, -k), p(-k, -1.0), p(0.0, -1.0))
        .cubic(p(k, -1.0), p(1.0, -k), p(1.0, 0.0))
        .close()
        .done()
}

/// A closed polygon through `points`.
pub(crate) fn polygon(points: &[Pt]) -> Path {
    let Some((first, rest)) = points.split_first() else {
        return dot();
    };
    rest.iter()
        .fold(Pen::at(*first), |pen, p| pen.line(*p))
        .close()
        .done()
}

/// An open polyline through `points`.
pub(crate) fn polyline(points: &[Pt]) -> Path {
    let Some((first, rest)) = points.split_first() else {
        return dot();
    };
    rest.iter()
        .fold(Pen::at(*first), |pen, p| pen.line(*p))
        .done()
}

/// A rectangle centred on `c`, `half.x` by `half.y` from the centre along
/// `axis` and its perpendicular, with corners rounded by `round`.
pub(crate) fn rect(c: Pt, axis: Pt, half: Pt, round: f32) -> Path {
    let u = axis.norm();
    let v = u.perp();
    let r = round.min(half.x).min(half.y).max(0.0);
    let p = |a: f32, b: f32| c + u * a + v * b;
    let (hx, hy) = (half.x, half.y);
    if r <= 0.0 {
        return polygon(&[p(-hx, -hy), p(hx, -hy), p(hx, hy), p(-hx, hy)]);
    }
    let k = r * 0.448; // control offset that makes a quarter circle
    Pen::at(p(-hx + r, -hy))
        .line(p(hx - r, -hy))
        .cubic(p(hx - k, -hy), p(hx, -hy + k), p(hx, -hy + r))
        .line(p(hx, hy - r))
        .cubic(p(hx, hy - k), p(hx - k, hy), p(hx - r, hy))
        .line(p(-hx + r, hy))
        .cubic(p(-hx + k, hy), p(-hx, hy - k), p(-hx, hy - r))
        .line(p(-hx, -hy + r))
        .cubic(p(-hx, -hy + k), p(-hx + k, -hy), p(-hx + r, -hy))
        .close()
        .done()
}

/// A smooth closed curve through `points` (Catmull-Rom turned into cubics).
pub(crate) fn blob(points: &[Pt]) -> Path {
    let n = points.len();
    if n < 3 {
        return polygon(points);
    }
    let mut pen = Pen::at(points[0]);
    for i in 0..n {
        let p0 = points[(i + n - 1) % n];
        let p1 = points[i];
        let p2 = points[(i + 1) % n];
        let p3 = points[(i + 2) % n];
        pen = pen.cubic(
            p1 + (p2 - p0) * (1.0 / 6.0),
            p2 - (p3 - p1) * (1.0 / 6.0),
            p2,
        );
    }
    pen.close().done()
}

/// Points every `step` along a path (each subpath from its start) with the
/// unit direction of travel there.
pub(crate) fn sample(path: &Path, step: f32) -> Vec<(Pt, Pt)> {
    use tiny_skia::PathSegment;
    let mut lines: Vec<Vec<Pt>> = Vec::new();
    let mut last = pt(0.0, 0.0);
    let p = |q: tiny_skia::Point| pt(q.x, q.y);
    for seg in path.segments() {
        match seg {
            PathSegment::MoveTo(a) => {
                last = p(a);
                lines.push(vec![last]);
            }
            PathSegment::LineTo(a) => {
                last = p(a);
                if let Some(l) = lines.last_mut() {
                    l.push(last);
                }
            }
            PathSegment::QuadTo(c, a) => {
                let (c, a) = (p(c), p(a));
                let from = last;
                if let Some(l) = lines.last_mut() {
                    for i in 1..=24 {
                        let t = i as f32 / 24.0;
                        l.push(from.lerp(c, t).lerp(c.lerp(a, t), t));
                    }
                }
                last = a;
            }
            PathSegment::CubicTo(c1, c2, a) => {
                let (c1, c2, a) = (p(c1), p(c2), p(a));
                let from = last;
                if let Some(l) = lines.last_mut() {
                    for i in 1..=32 {
                        let t = i as f32 / 32.0;
                        let (ab, bc, cd) = (from.lerp(c1, t), c1.lerp(c2, t), c2.lerp(a, t));
                        l.push(ab.lerp(bc, t).lerp(bc.lerp(cd, t), t));
                    }
                }
                last = a;
            }
            PathSegment::Close => {}
        }
    }
    let mut out = Vec::new();
    for line in lines {
        let mut due = 0.0;
        for w in line.windows(2) {
            let (a, b) = (w[0], w[1]);
            let len = a.dist(b);
            if len <= 0.0 {
                continue;
            }
            let dir = (b - a).norm();
            while due <= len {
                out.push((a + dir * due, dir));
                due += step;
            }
            due -= len;
        }
    }
    out
}
