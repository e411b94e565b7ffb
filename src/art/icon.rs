//! The game's icon: a tile (a walled city with a coat of arms above a road
//! through a meadow) with a red follower standing on it, on a transparent
//! background. Drawn from shapes at any size, so the window and the desktop
//! bundles can take whatever sizes they need.

use super::canvas::{Canvas, Colour, Ends, Pt, hex, pt, rect};
use super::figure::{FigureShape, PlayerColour, render_figure_sized};
use super::image::Rgba;
use super::tile::render_tile_sized;
use crate::rules::TileCatalog;

/// The icon's tile, in the tile set format: a city on its north side with a
/// coat of arms, a road from west to east.
const ICON_TILE: &str = r#"TileSet(name: "icon", tiles: [
    Tile(id: "icon", count: 1, edges: "CRFR", segments: [
        City(edges: [N], arms: 1),
        Road(edges: [E, W]),
        Field(halves: [EL, WR], cities: [N]),
        Field(halves: [ER, SL, SR, WL]),
    ]),
])"#;

/// The sizes worth shipping as files (`assets/icon.png` is the 256 one).
pub const ICON_SIZES: [u32; 6] = [16, 32, 48, 64, 128, 256];

/// Draws the game's icon `px` pixels square, transparent round the tile.
/// Small sizes are drawn large and shrunk, so they stay clean.
pub fn render_icon(px: u32) -> Rgba {
    let px = px.max(1);
    let work = px.max(256);
    let mut c = Canvas::new(work);
    let mut catalog = TileCatalog::default();
    if catalog.add_set("icon.ron", ICON_TILE).is_ok() {
        let tile_side = 0.84;
        let tile_px = (tile_side * work as f32).round() as u32;
        let at = pt(0.04, 0.04);
        let half = pt(tile_side / 2.0, tile_side / 2.0);
        let middle = at + half;
        let round = 0.07;
        let east = pt(1.0, 0.0);
        c.fill(
            &rect(middle + pt(0.025, 0.035), east, half, round),
            Colour {
                r: 20,
                g: 25,
                b: 10,
                a: 110,
            },
        );
        let outline = rect(middle, east, half, round);
        c.fill_image(&outline, &render_tile_sized(&catalog.types[0], tile_px), at);
        c.stroke(&outline, 0.022, hex(0x3b2a1d), Ends::Round);
    }
    // The follower stands on the tile, right of the middle, over the road.
    let side = 0.54;
    let figure = render_figure_sized(
        FigureShape::Follower,
        PlayerColour::Red,
        (side * work as f32).round() as u32,
    );
    let origin: Pt = pt(0.36, 0.31);
    c.fill_image(
        &rect(
            origin + pt(side / 2.0, side / 2.0),
            pt(1.0, 0.0),
            pt(side / 2.0, side / 2.0),
            0.0,
        ),
        &figure,
        origin,
    );
    let img = c.into_rgba();
    if work == px { img } else { img.resized(px, px) }
}
