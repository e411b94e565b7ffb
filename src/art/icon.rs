//! The game's icon: a tile (a city, a road, fields) with a follower standing
//! on it, drawn at any size for the window and the desktop bundles.
//!
//! A minimal stand-in: the art branch brings the full icon behind the same
//! `render_icon(px)`.

use super::canvas::{Canvas, Ends, Pen, hex, pt, rect};
use super::figure::{FigureShape, PlayerColour, render_figure};
use super::image::Rgba;

/// The icon, `px` pixels square, on a transparent background.
pub fn render_icon(px: u32) -> Rgba {
    let px = px.max(8);
    let mut c = Canvas::new(px);
    // The tile: a rounded square with a little margin, as icons have.
    let tile = rect(pt(0.5, 0.5), pt(1.0, 0.0), pt(0.44, 0.44), 0.07);
    c.fill(&tile, hex(0x9fc25a));
    // A road from the south edge to the middle.
    let road = Pen::at(pt(0.5, 0.94)).line(pt(0.5, 0.5)).done();
    c.stroke(&road, 0.13, hex(0x8a6c43), Ends::Flat);
    c.stroke(&road, 0.09, hex(0xecd9a6), Ends::Flat);
    // A walled city along the north edge, with red roofs.
    let city = Pen::at(pt(0.06, 0.13))
        .quad(pt(0.06, 0.06), pt(0.13, 0.06))
        .line(pt(0.87, 0.06))
        .quad(pt(0.94, 0.06), pt(0.94, 0.13))
        .line(pt(0.94, 0.2))
        .quad(pt(0.5, 0.52), pt(0.06, 0.2))
        .close()
        .done();
    c.fill(&city, hex(0xc9ab82));
    let wall = Pen::at(pt(0.06, 0.2))
        .quad(pt(0.5, 0.52), pt(0.94, 0.2))
        .done();
    c.stroke(&wall, 0.05, hex(0x5d4a37), Ends::Flat);
    for (x, y) in [(0.3, 0.15), (0.5, 0.18), (0.7, 0.15)] {
        let roof = Pen::at(pt(x - 0.08, y + 0.06))
            .line(pt(x, y - 0.05))
            .line(pt(x + 0.08, y + 0.06))
            .close()
            .done();
        c.fill(&roof, hex(0xc65a3a));
    }
    c.stroke(&tile, 0.025, hex(0x5d4a37), Ends::Round);
    let mut icon = c.into_rgba();
    // A red follower on the road, over half the icon high.
    let figure = resized(
        &render_figure(FigureShape::Follower, PlayerColour::Red),
        px * 3 / 5,
    );
    let (x0, y0) = (px / 2 - figure.width / 2, px - figure.height - px / 20);
    over(&mut icon, &figure, x0, y0);
    icon
}

/// `img` scaled to `side` pixels square: each pixel averages several
/// bilinear samples, so shrinking stays smooth (premultiplied alpha).
fn resized(img: &Rgba, side: u32) -> Rgba {
    let side = side.max(1);
    let mut out = Rgba::new(side, side);
    let scale = img.width as f32 / side as f32;
    let n = scale.ceil().max(1.0) as u32;
    let sample = |x: f32, y: f32| -> [f32; 4] {
        let x = x.clamp(0.0, img.width as f32 - 1.0);
        let y = y.clamp(0.0, img.height as f32 - 1.0);
        let (x0, y0) = (x.floor() as u32, y.floor() as u32);
        let (x1, y1) = ((x0 + 1).min(img.width - 1), (y0 + 1).min(img.height - 1));
        let (fx, fy) = (x - x0 as f32, y - y0 as f32);
        let mut acc = [0.0f32; 4];
        for (px, py, w) in [
            (x0, y0, (1.0 - fx) * (1.0 - fy)),
            (x1, y0, fx * (1.0 - fy)),
            (x0, y1, (1.0 - fx) * fy),
            (x1, y1, fx * fy),
        ] {
            let p = img.pixel(px, py);
            let a = p[3] as f32 / 255.0;
            for c in 0..3 {
                acc[c] += p[c] as f32 * a * w;
            }
            acc[3] += a * w;
        }
        acc
    };
    for y in 0..side {
        for x in 0..side {
            let mut acc = [0.0f32; 4];
            for sy in 0..n {
                for sx in 0..n {
                    let fx = (x as f32 + (sx as f32 + 0.5) / n as f32) * scale - 0.5;
                    let fy = (y as f32 + (sy as f32 + 0.5) / n as f32) * scale - 0.5;
                    let s = sample(fx, fy);
                    for c in 0..4 {
                        acc[c] += s[c];
                    }
                }
            }
            let count = (n * n) as f32;
            let a = acc[3] / count;
            let i = ((y * side + x) * 4) as usize;
            for (channel, sum) in out.data[i..i + 3].iter_mut().zip(acc) {
                *channel = if a > 0.0 {
                    (sum / count / a).round().clamp(0.0, 255.0) as u8
                } else {
                    0
                };
            }
            out.data[i + 3] = (a * 255.0).round().clamp(0.0, 255.0) as u8;
        }
    }
    out
}

/// Draws `top` over `base` with its top-left corner at `(x0, y0)`.
fn over(base: &mut Rgba, top: &Rgba, x0: u32, y0: u32) {
    for y in 0..top.height.min(base.height.saturating_sub(y0)) {
        for x in 0..top.width.min(base.width.saturating_sub(x0)) {
            let t = top.pixel(x, y);
            let i = (((y0 + y) * base.width + x0 + x) * 4) as usize;
            let ta = t[3] as f32 / 255.0;
            let ba = base.data[i + 3] as f32 / 255.0;
            let a = ta + ba * (1.0 - ta);
            for (channel, top) in base.data[i..i + 3].iter_mut().zip(t) {
                let v = (top as f32 * ta + *channel as f32 * ba * (1.0 - ta)) / a.max(1e-6);
                *channel = v.round().clamp(0.0, 255.0) as u8;
            }
            base.data[i + 3] = (a * 255.0).round() as u8;
        }
    }
}
