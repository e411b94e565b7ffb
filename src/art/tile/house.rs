//! The house every building on a tile is made of: a gabled roof seen from
//! above, painted by the city's, the village's and the expansions' buildings.

use super::style::*;
use crate::art::canvas::{Canvas, Colour, Ends, Pt, polyline, pt, rect};
use tiny_skia::Mask;

/// A house seen from above: a gabled roof with a lit and a shaded side.
pub(super) fn paint_house(
    c: &mut Canvas,
    at: Pt,
    axis: Pt,
    half: Pt,
    roof: Colour,
    clip: Option<&Mask>,
) {
    let v = axis.perp();
    c.fill_in(&rect(at + pt(0.008, 0.01), axis, half, 0.004), SHADOW, clip);
    c.fill_in(&rect(at, axis, half, 0.003), roof.darker(0.35), clip);
    let inner = half - pt(0.004, 0.004);
    let lit_half = pt(inner.x, inner.y / 2.0);
    let (lit, shade) = if v.y < 0.0 || (v.y == 0.0 && v.x < 0.0) {
        (v, -v)
    } else {
        (-v, v)
    };
    c.fill_in(
        &rect(at + lit * (inner.y / 2.0), axis, lit_half, 0.0),
        roof.lighter(0.12),
        clip,
    );
    c.fill_in(
        &rect(at + shade * (inner.y / 2.0), axis, lit_half, 0.0),
        roof.darker(0.12),
        clip,
    );
    let ridge = polyline(&[at - axis * inner.x, at + axis * inner.x]);
    c.stroke_in(&ridge, 0.005, roof.darker(0.4), Ends::Flat, clip);
}
