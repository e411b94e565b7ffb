//! The tile art agrees with the tile data, read back from the painted
//! pixels: fields the data keeps apart look apart (and those it joins look
//! joined), each field lies against exactly the cities it touches, cities
//! cover their edges, inner fields are closed in, and inns, farmhouses,
//! cathedrals, goods, road bridges, The Princess & the Dragon's symbols, the
//! princess, tunnels and a monastery inside a city are drawn where the data
//! puts them and nowhere else; small pictures and the icon.

use crate::common::{catalog, tile};
use carcassonne::art::{
    Rgba, SegmentRegions, TILE_PX, render_icon, render_tile, render_tile_sized, segment_regions,
};
use carcassonne::rules::tiles::{Goods, RoadEnd, Symbol};
use carcassonne::rules::{EdgeKind, FeatureKind, TileType};

/// Grass, meadow, trees and hedges: green over red and blue.
fn is_field(p: [u8; 4]) -> bool {
    p[1] > p[0] && p[1] > p[2]
}

/// City ground, roofs, walls: warm, not green.
fn is_city(p: [u8; 4]) -> bool {
    !is_field(p) && p[0] > p[2] + 20
}

fn near(p: [u8; 4], rgb: [u8; 3], tolerance: u8) -> bool {
    (0..3).all(|c| p[c].abs_diff(rgb[c]) <= tolerance)
}

fn count(img: &Rgba, rgb: [u8; 3], tolerance: u8) -> usize {
    img.data
        .chunks_exact(4)
        .filter(|p| near([p[0], p[1], p[2], p[3]], rgb, tolerance))
        .count()
}

/// A colour mixed towards white by `t`, as the art lights a roof.
fn lighter(rgb: u32, t: f32) -> [u8; 3] {
    let c = [(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8];
    c.map(|v| (v as f32 + (255.0 - v as f32) * t).round() as u8)
}

/// The field-coloured regions of a picture (4-neighbours).
struct Regions {
    /// Region per pixel, `NONE` where the pixel is not field-coloured.
    id: Vec<u32>,
    size: Vec<usize>,
    /// Whether a region comes within 3 pixels of the picture's border.
    at_border: Vec<bool>,
    px: u32,
}

const NONE: u32 = u32::MAX;

impl Regions {
    fn of(img: &Rgba) -> Regions {
        let px = img.width;
        let n = (px * px) as usize;
        let mut id = vec![NONE; n];
        let (mut size, mut at_border) = (Vec::new(), Vec::new());
        for start in 0..n {
            let (x, y) = ((start as u32) % px, (start as u32) / px);
            if id[start] != NONE || !is_field(img.pixel(x, y)) {
                continue;
            }
            let r = size.len() as u32;
            let (mut cells, mut border) = (0, false);
            let mut todo = vec![start];
            id[start] = r;
            while let Some(i) = todo.pop() {
                cells += 1;
                let (x, y) = ((i as u32) % px, (i as u32) / px);
                border |= x < 3 || y < 3 || x >= px - 3 || y >= px - 3;
                let mut visit = |nx: u32, ny: u32| {
                    let j = (ny * px + nx) as usize;
                    if id[j] == NONE && is_field(img.pixel(nx, ny)) {
                        id[j] = r;
                        todo.push(j);
                    }
                };
                if x > 0 {
                    visit(x - 1, y);
                }
                if y > 0 {
                    visit(x, y - 1);
                }
                if x + 1 < px {
                    visit(x + 1, y);
                }
                if y + 1 < px {
                    visit(x, y + 1);
                }
            }
            size.push(cells);
            at_border.push(border);
        }
        Regions {
            id,
            size,
            at_border,
            px,
        }
    }

    fn at(&self, (x, y): (f32, f32)) -> u32 {
        let px = self.px as f32;
        let (x, y) = ((x * px) as u32, (y * px) as u32);
        self.id[(y * self.px + x) as usize]
    }
}

/// Points just inside half-edge `h` (`NL` = 0 .. `WR` = 7), from a quarter
/// of the way along its side from the nearer corner outwards: a monastery
/// or a village may stand on the first.
fn half_points(h: usize) -> impl Iterator<Item = (f32, f32)> {
    [0.25, 0.15, 0.35, 0.1, 0.4].into_iter().map(move |a| {
        let along = if h.is_multiple_of(2) { a } else { 1.0 - a };
        let d = 0.035;
        match h / 2 {
            0 => (along, d),
            1 => (1.0 - d, along),
            2 => (1.0 - along, 1.0 - d),
            _ => (d, 1.0 - along),
        }
    })
}

fn half_point(h: usize) -> (f32, f32) {
    half_points(h).next().unwrap_or((0.5, 0.5))
}

/// The field region on half-edge `h`: at the first of its points that is
/// field-coloured.
fn region_on_half(regions: &Regions, h: usize) -> u32 {
    half_points(h)
        .map(|p| regions.at(p))
        .find(|&r| r != NONE)
        .unwrap_or(NONE)
}

/// A point just inside side `s` (N E S W), at its middle.
fn side_point(s: usize, d: f32) -> (f32, f32) {
    match s {
        0 => (0.5, d),
        1 => (1.0 - d, 0.5),
        2 => (0.5, 1.0 - d),
        _ => (d, 0.5),
    }
}

fn fields(t: &TileType) -> impl Iterator<Item = (usize, u8)> + '_ {
    t.segments
        .iter()
        .enumerate()
        .filter(|(_, s)| s.kind == FeatureKind::Field && s.halves != 0)
        .map(|(i, s)| (i, s.halves))
}

#[test]
fn fields_the_data_keeps_apart_look_apart_and_joined_ones_joined() {
    let catalog = catalog();
    let mut problems = Vec::new();
    for t in &catalog.types {
        let regions = Regions::of(&render_tile(t));
        let mut seen: Vec<(usize, u32)> = Vec::new();
        for (f, halves) in fields(t) {
            let ids: Vec<u32> = (0..8)
                .filter(|h| halves & (1 << h) != 0)
                .map(|h| region_on_half(&regions, h))
                .collect();
            if ids.contains(&NONE) {
                problems.push(format!(
                    "{}: field {f} is not field-coloured at an edge",
                    t.id
                ));
            } else if ids.iter().any(|&i| i != ids[0]) {
                problems.push(format!("{}: field {f} is drawn in pieces", t.id));
            } else if let Some((g, _)) = seen.iter().find(|(_, r)| *r == ids[0]) {
                problems.push(format!("{}: fields {g} and {f} are drawn joined", t.id));
            }
            seen.push((f, ids[0]));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn an_inner_field_is_drawn_closed_in_and_only_where_the_data_has_one() {
    let catalog = catalog();
    let mut with_inner = 0;
    for t in &catalog.types {
        let regions = Regions::of(&render_tile(t));
        let share = |r: usize| regions.size[r] as f64 / (TILE_PX * TILE_PX) as f64;
        let closed_in: Vec<f64> = (0..regions.size.len())
            .filter(|&r| !regions.at_border[r])
            .map(share)
            .filter(|&s| s > 0.008)
            .collect();
        if t.inner_field.is_some() {
            with_inner += 1;
            assert!(
                closed_in.iter().any(|&s| s > 0.015),
                "{}: no field closed in by walls ({closed_in:?})",
                t.id
            );
        } else {
            assert!(
                closed_in.iter().all(|&s| s < 0.015),
                "{}: a field closed in, but the data has none ({closed_in:?})",
                t.id
            );
        }
    }
    assert_eq!(with_inner, 6, "IC_H, TB_M, TB_N, TB_P, TB_X, PD_F");
}

#[test]
fn every_city_covers_its_edges() {
    let catalog = catalog();
    for t in &catalog.types {
        let img = render_tile(t);
        for (i, s) in t.segments.iter().enumerate() {
            if s.kind != FeatureKind::City {
                continue;
            }
            for side in (0..4).filter(|side| s.edges & (1 << side) != 0) {
                let (x, y) = side_point(side, 0.02);
                let p = img.pixel((x * TILE_PX as f32) as u32, (y * TILE_PX as f32) as u32);
                assert!(
                    is_city(p),
                    "{}: city {i} is not drawn at side {side}: {p:?}",
                    t.id
                );
            }
        }
        // And no city where the edge is field or road.
        for side in (0..4).filter(|&side| t.edges[side] != EdgeKind::City) {
            for h in [2 * side, 2 * side + 1] {
                let (x, y) = half_point(h);
                let p = img.pixel((x * TILE_PX as f32) as u32, (y * TILE_PX as f32) as u32);
                assert!(!is_city(p) || t.is_river(), "{}: city on half {h}", t.id);
            }
        }
    }
}

/// Colours only the named features are painted in (the lit side of a roof,
/// a symbol's fill), to tell from the pixels whether one is drawn.
const INN_ROOF: u32 = 0x8a4b2c;
const THATCH: u32 = 0xd9b25a;
const CATHEDRAL_ROOF: u32 = 0x65708a;
const HEN: [u8; 3] = [0xc4, 0x69, 0x2c];
const GRAIN: [u8; 3] = [0xe8, 0xb8, 0x3a];
const CLOTH: [u8; 3] = [0x34, 0x66, 0xc2];
const TOKEN: [u8; 3] = [0xf7, 0xef, 0xd6];

#[test]
fn inns_farmhouses_cathedrals_and_goods_are_drawn_where_the_data_says_and_only_there() {
    let catalog = catalog();
    let mut drawn = [0; 6];
    for t in &catalog.types {
        let img = render_tile(t);
        let has = |pred: &dyn Fn(&carcassonne::rules::tiles::Segment) -> bool| {
            t.segments.iter().any(pred)
        };
        let goods = |g: Goods| has(&|s| s.goods == Some(g));
        let checks = [
            (
                "an inn",
                has(&|s| s.inn),
                count(&img, lighter(INN_ROOF, 0.12), 1),
            ),
            (
                "a farmhouse",
                has(&|s| s.road_end == Some(RoadEnd::Farmhouse)),
                count(&img, lighter(THATCH, 0.12), 1),
            ),
            (
                "a cathedral",
                has(&|s| s.cathedral),
                count(&img, lighter(CATHEDRAL_ROOF, 0.15), 1),
            ),
            ("a hen", goods(Goods::Chicken), count(&img, HEN, 1)),
            ("a sheaf", goods(Goods::Grain), count(&img, GRAIN, 1)),
            ("cloth", goods(Goods::Cloth), count(&img, CLOTH, 1)),
        ];
        for (k, (what, wanted, pixels)) in checks.into_iter().enumerate() {
            if wanted {
                drawn[k] += 1;
                assert!(pixels > 60, "{}: {what} is not drawn ({pixels} px)", t.id);
            } else {
                assert!(pixels < 10, "{}: {what} is drawn ({pixels} px)", t.id);
            }
        }
        // Goods tokens still show on a 64-pixel picture (the rules help).
        if let Some(g) = t.segments.iter().find_map(|s| s.goods) {
            let small = render_tile_sized(t, 64);
            let colour = match g {
                Goods::Chicken => HEN,
                Goods::Grain => GRAIN,
                Goods::Cloth => CLOTH,
            };
            assert!(count(&small, TOKEN, 24) >= 8, "{}: no token at 64 px", t.id);
            assert!(count(&small, colour, 40) >= 6, "{}: no {g} at 64 px", t.id);
        }
    }
    assert_eq!(
        drawn,
        [6, 1, 1, 9, 6, 5],
        "inns, farmhouses, cathedrals, goods"
    );
}

#[test]
fn each_inn_and_its_lake_stand_in_the_field_the_tile_facts_name() {
    // docs/tiles.md, "Where the inns stand": the field holding the inn and
    // its lake, named by one of its half-edges.
    let facts = [
        ("IC_A", 0), // {WR,NL,NR,EL,ER,SL}: outside the curve
        ("IC_B", 0), // {WR,NL,NR,EL}: north of the road
        ("IC_C", 0), // {WR,NL,NR,EL}: north of the east road
        ("IC_L", 3), // {ER,SL}: inside the curve
        ("IC_M", 2), // {WR,EL,ER,SL}: the big field
        ("IC_N", 2), // {SL,ER,EL}: the east field
    ];
    let catalog = catalog();
    for (id, half) in facts {
        let img = render_tile(tile(&catalog, id));
        let regions = Regions::of(&img);
        let water: Vec<(f32, f32)> = (0..TILE_PX * TILE_PX)
            .filter(|i| near(img.pixel(i % TILE_PX, i / TILE_PX), [0x5a, 0xa6, 0xd6], 0))
            .map(|i| ((i % TILE_PX) as f32, (i / TILE_PX) as f32))
            .collect();
        assert!(water.len() > 300, "{id}: no lake ({} px)", water.len());
        let n = water.len() as f32;
        let lake = (
            water.iter().map(|p| p.0).sum::<f32>() / n / TILE_PX as f32,
            water.iter().map(|p| p.1).sum::<f32>() / n / TILE_PX as f32,
        );
        // The field round the lake: the region most pixels on a ring belong to.
        let mut votes = std::collections::HashMap::new();
        for k in 0..72 {
            let a = k as f32 / 72.0 * std::f32::consts::TAU;
            for r in [0.1f32, 0.12, 0.14] {
                let (x, y) = (lake.0 + r * a.cos(), lake.1 + r * a.sin());
                if (0.01..0.99).contains(&x) && (0.01..0.99).contains(&y) {
                    let id = regions.at((x, y));
                    if id != NONE {
                        *votes.entry(id).or_insert(0) += 1;
                    }
                }
            }
        }
        let around = votes.iter().max_by_key(|(_, v)| **v).map(|(r, _)| *r);
        assert_eq!(
            around,
            Some(region_on_half(&regions, half)),
            "{id}: the lake at {lake:?} is not in the field on half {half}"
        );
        let roof = lighter(INN_ROOF, 0.12);
        let roofs: Vec<(f32, f32)> = (0..TILE_PX * TILE_PX)
            .filter(|i| near(img.pixel(i % TILE_PX, i / TILE_PX), roof, 1))
            .map(|i| ((i % TILE_PX) as f32, (i / TILE_PX) as f32))
            .collect();
        let m = roofs.len() as f32;
        let inn = (
            roofs.iter().map(|p| p.0).sum::<f32>() / m / TILE_PX as f32,
            roofs.iter().map(|p| p.1).sum::<f32>() / m / TILE_PX as f32,
        );
        let apart = ((inn.0 - lake.0).powi(2) + (inn.1 - lake.1).powi(2)).sqrt();
        assert!(apart < 0.3, "{id}: the inn is {apart} from its lake");
    }
}

#[test]
fn a_road_over_another_crosses_it_on_a_bridge() {
    let catalog = catalog();
    let road = [0xec, 0xd9, 0xa6];
    let mut bridges = 0;
    for t in &catalog.types {
        let over = t
            .segments
            .iter()
            .any(|s| s.kind == FeatureKind::Road && s.bridge);
        let roads = t
            .segments
            .iter()
            .filter(|s| s.kind == FeatureKind::Road)
            .count();
        if !over || t.is_river() || roads < 2 {
            continue;
        }
        bridges += 1;
        let img = render_tile(t);
        let middle = img.pixel(TILE_PX / 2, TILE_PX / 2);
        assert!(
            !near(middle, road, 12),
            "{}: the roads meet on the road surface, not on a bridge",
            t.id
        );
    }
    assert_eq!(bridges, 2, "TB_B and TB_C");
}

#[test]
fn small_pictures_of_any_tile_are_the_big_one_shrunk() {
    let catalog = catalog();
    for id in ["D", "river_K", "IC_K", "TB_P"] {
        let t = tile(&catalog, id);
        let full = render_tile(t);
        assert_eq!(render_tile_sized(t, 64), full.downscaled(4), "{id}");
        assert_eq!(render_tile_sized(t, TILE_PX), full, "{id}");
        let odd = render_tile_sized(t, 48);
        assert_eq!((odd.width, odd.height), (48, 48));
        assert!(
            odd.data.chunks_exact(4).all(|p| p[3] == 255),
            "{id} is opaque"
        );
        // The average colour survives the shrinking.
        let mean = |img: &Rgba| {
            let n = (img.width * img.height) as f64;
            (0..3)
                .map(|c| img.data.chunks_exact(4).map(|p| p[c] as f64).sum::<f64>() / n)
                .collect::<Vec<_>>()
        };
        let (a, b) = (mean(&full), mean(&odd));
        assert!(
            (0..3).all(|c| (a[c] - b[c]).abs() < 2.0),
            "{id}: {a:?} vs {b:?}"
        );
        let big = render_tile_sized(t, 320);
        assert_eq!((big.width, big.height), (320, 320));
    }
}

#[test]
fn the_icon_is_a_tile_with_a_red_follower_on_a_clear_background() {
    for px in [16, 32, 48, 64, 128, 256, 512] {
        let icon = render_icon(px);
        assert_eq!((icon.width, icon.height), (px, px));
        assert!(icon.pixel(0, 0)[3] < 24, "{px}: a clear corner");
        assert_eq!(icon.pixel(px / 2, px / 2)[3], 255, "{px}: an opaque middle");
    }
    let icon = render_icon(256);
    let red = count(&icon, [212, 48, 40], 40);
    assert!(red > 2000, "the follower is red and big: {red} px");
    let grass = icon
        .data
        .chunks_exact(4)
        .filter(|p| is_field([p[0], p[1], p[2], p[3]]) && p[3] == 255)
        .count();
    assert!(grass > 8000, "the tile is there: {grass} px of field");
}

/// For each segment, the pixels of its painted region (from the art's own
/// raster of the regions, at the picture's size).
fn region_pixels(regions: &SegmentRegions, count: usize) -> Vec<Vec<(u32, u32)>> {
    let n = regions.px();
    let mut out = vec![Vec::new(); count];
    for y in 0..n {
        for x in 0..n {
            if let Some(s) = regions.at_pixel(x, y).filter(|&s| s < count) {
                out[s].push((x, y));
            }
        }
    }
    out
}

/// The least distance between two sets of pixels, in tiles (their borders
/// only matter, so both are thinned to pixels with a neighbour outside).
fn gap(a: &[(u32, u32)], b: &[(u32, u32)], px: u32) -> f32 {
    let border = |set: &[(u32, u32)]| {
        let inside: std::collections::HashSet<(u32, u32)> = set.iter().copied().collect();
        set.iter()
            .copied()
            .filter(|&(x, y)| {
                [(1i32, 0i32), (-1, 0), (0, 1), (0, -1)]
                    .iter()
                    .any(|(dx, dy)| {
                        let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                        nx < 0 || ny < 0 || !inside.contains(&(nx as u32, ny as u32))
                    })
            })
            .collect::<Vec<_>>()
    };
    let (a, b) = (border(a), border(b));
    let mut best = f32::INFINITY;
    for &(ax, ay) in &a {
        for &(bx, by) in &b {
            let d = (ax as f32 - bx as f32).hypot(ay as f32 - by as f32);
            best = best.min(d);
        }
    }
    best / px as f32
}

/// How near a field's painted region comes to a city's for the picture to
/// show them touching: across a wall (touching ones are 0.056 apart at
/// most, the nearest that do not touch 0.12).
const TOUCHING: f32 = 0.09;

/// Near a tile corner a field side and a city side always meet, whatever
/// the picture: the gaps are measured away from the corners.
const CORNER: f32 = 0.12;

#[test]
fn every_field_is_drawn_beside_the_cities_it_touches_and_no_others() {
    // Farmers score the cities their field touches: the picture must show
    // each field against the walls of exactly the cities its data names
    // (`PD_F`'s west field against the princess's city only, its inner
    // field against both).
    let catalog = catalog();
    let px = 128;
    let mut problems = Vec::new();
    for t in &catalog.types {
        let regions = segment_regions(t, px);
        let off_corner = |(x, y): &(u32, u32)| {
            let (fx, fy) = (*x as f32 / px as f32, *y as f32 / px as f32);
            fx.min(1.0 - fx).hypot(fy.min(1.0 - fy)) > CORNER
        };
        let pixels: Vec<Vec<(u32, u32)>> = region_pixels(&regions, t.segments.len())
            .into_iter()
            .map(|p| p.into_iter().filter(off_corner).collect())
            .collect();
        for (f, field) in t.segments.iter().enumerate() {
            if field.kind != FeatureKind::Field {
                continue;
            }
            for (c, city) in t.segments.iter().enumerate() {
                if city.kind != FeatureKind::City {
                    continue;
                }
                let named = field.cities & (1 << c) != 0;
                let d = gap(&pixels[f], &pixels[c], px);
                if named != (d < TOUCHING) {
                    problems.push(format!(
                        "{}: field {f} {} city {c} but is drawn {d:.3} from it",
                        t.id,
                        if named { "touches" } else { "does not touch" }
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Colours only The Princess & the Dragon's symbols are painted in: the
/// volcano's lava, the dragon's red, the portal's light, the princess's gown.
const LAVA: [u8; 3] = [0xf2, 0x6a, 0x1b];
const DRAGON: [u8; 3] = [0xc4, 0x2d, 0x26];
const PORTAL: [u8; 3] = [0x8b, 0x4f, 0xf0];
const GOWN: [u8; 3] = [0x8f, 0xc3, 0xf2];
/// The dark inside a tunnel's mouth.
const TUNNEL_DARK: [u8; 3] = [0x22, 0x17, 0x0f];

/// The middle of the pixels within 1 of `rgb`, in image units (0..1, y down).
fn centroid(img: &Rgba, rgb: [u8; 3]) -> Option<(f32, f32)> {
    let n = img.width;
    let points: Vec<(f32, f32)> = (0..n * n)
        .filter(|i| near(img.pixel(i % n, i / n), rgb, 1))
        .map(|i| ((i % n) as f32 + 0.5, (i / n) as f32 + 0.5))
        .collect();
    let k = points.len() as f32;
    (k > 0.0).then(|| {
        (
            points.iter().map(|p| p.0).sum::<f32>() / k / n as f32,
            points.iter().map(|p| p.1).sum::<f32>() / k / n as f32,
        )
    })
}

/// An image point (0..1, y down) in the tile units of segment regions.
fn tile_units((x, y): (f32, f32)) -> (f32, f32) {
    (x - 0.5, 0.5 - y)
}

#[test]
fn each_tile_shows_its_symbol_and_no_other_also_at_map_size() {
    let catalog = catalog();
    let symbols = [
        (Symbol::Volcano, LAVA),
        (Symbol::Dragon, DRAGON),
        (Symbol::Portal, PORTAL),
        (Symbol::Princess, GOWN),
    ];
    let mut shown = [0; 4];
    for t in &catalog.types {
        let img = render_tile(t);
        let small = render_tile_sized(t, 64);
        for (k, (symbol, colour)) in symbols.into_iter().enumerate() {
            let pixels = count(&img, colour, 1);
            if t.symbol == Some(symbol) {
                shown[k] += 1;
                assert!(pixels > 150, "{}: no {symbol:?} ({pixels} px)", t.id);
                let at_64 = count(&small, colour, 40);
                assert!(at_64 >= 6, "{}: no {symbol:?} at 64 px ({at_64})", t.id);
            } else {
                assert!(pixels < 10, "{}: a {symbol:?} is drawn ({pixels} px)", t.id);
            }
        }
    }
    // Tile types: X Y Z 1 2 3; G to Q (G twice in the box); R to W; A to F.
    assert_eq!(
        shown,
        [6, 11, 6, 6],
        "volcanoes, dragons, portals, princesses"
    );
}

#[test]
fn the_princess_stands_in_her_own_city() {
    let catalog = catalog();
    let mut checked = 0;
    for t in &catalog.types {
        let Some(city) = t.segments.iter().position(|s| s.princess) else {
            continue;
        };
        checked += 1;
        let at = centroid(&render_tile(t), GOWN).unwrap_or_else(|| panic!("{}: no princess", t.id));
        // The segments the picture shows just round her paved spot (walls
        // and the spot itself belong to none).
        let regions = segment_regions(t, TILE_PX);
        let mut votes = std::collections::HashMap::new();
        for k in 0..72 * 4 {
            let a = (k % 72) as f32 / 72.0 * std::f32::consts::TAU;
            let r = 0.12 + 0.02 * (k / 72) as f32;
            let p = (at.0 + r * a.cos(), at.1 + r * a.sin());
            let on_tile = (0.0..1.0).contains(&p.0) && (0.0..1.0).contains(&p.1);
            if let Some(s) = regions.at(tile_units(p)).filter(|_| on_tile) {
                *votes.entry(s).or_insert(0) += 1;
            }
        }
        let all: i32 = votes.values().sum();
        assert!(all > 20, "{}: nothing round the princess", t.id);
        let hers = votes.get(&city).copied().unwrap_or(0);
        assert!(
            hers * 10 >= all * 8,
            "{}: round the princess at {at:?}: {votes:?}, her city is {city}",
            t.id
        );
    }
    assert_eq!(checked, 6, "PD_A to PD_F");
}

#[test]
fn the_volcano_stands_near_the_middle_and_a_road_with_no_end_runs_up_to_it() {
    let catalog = catalog();
    let (mut volcanoes, mut roads) = (0, 0);
    for t in catalog
        .types
        .iter()
        .filter(|t| t.symbol == Some(Symbol::Volcano))
    {
        volcanoes += 1;
        let img = render_tile(t);
        let at = centroid(&img, LAVA).unwrap_or_else(|| panic!("{}: no volcano", t.id));
        let off = (at.0 - 0.5).hypot(at.1 - 0.5);
        assert!(off < 0.25, "{}: the volcano is {off} from the middle", t.id);
        for s in t.segments.iter().filter(|s| {
            s.kind == FeatureKind::Road && s.edges.count_ones() == 1 && s.road_end.is_none()
        }) {
            roads += 1;
            let side = s.edges.trailing_zeros() as usize;
            let from = side_point(side, 0.01);
            // No grass between the tile's edge and the volcano: the road
            // runs all the way.
            for k in 0..=100 {
                let f = k as f32 / 100.0;
                let p = (from.0 + (at.0 - from.0) * f, from.1 + (at.1 - from.1) * f);
                let px = img.pixel((p.0 * TILE_PX as f32) as u32, (p.1 * TILE_PX as f32) as u32);
                assert!(
                    !is_field(px),
                    "{}: grass at {p:?} on the way to the volcano",
                    t.id
                );
            }
        }
    }
    assert_eq!(
        (volcanoes, roads),
        (6, 1),
        "PD_X's road ends at its volcano"
    );
}

#[test]
fn a_road_in_a_tunnel_shows_only_in_the_open_and_dives_under_the_city() {
    let catalog = catalog();
    let mut tunnels = 0;
    for t in &catalog.types {
        let img = render_tile(t);
        let mouths = count(&img, TUNNEL_DARK, 1);
        let Some(road) = t
            .segments
            .iter()
            .position(|s| s.kind == FeatureKind::Road && s.tunnel)
        else {
            assert!(
                mouths < 5,
                "{}: a tunnel's mouth is drawn ({mouths} px)",
                t.id
            );
            continue;
        };
        tunnels += 1;
        assert!(mouths > 60, "{}: no tunnel mouths ({mouths} px)", t.id);
        let regions = segment_regions(t, TILE_PX);
        // The road is there at every side it leaves by...
        for side in (0..4).filter(|side| t.segments[road].edges & (1 << side) != 0) {
            let p = side_point(side, 0.02);
            assert_eq!(
                regions.at(tile_units(p)),
                Some(road),
                "{}: side {side}",
                t.id
            );
        }
        // ...and nowhere near a city: between its mouths it runs unseen.
        let pixels = region_pixels(&regions, t.segments.len());
        for (c, s) in t.segments.iter().enumerate() {
            if s.kind == FeatureKind::City {
                let d = gap(&pixels[road], &pixels[c], TILE_PX);
                assert!(d > 0.08, "{}: the road is drawn {d} from city {c}", t.id);
            }
        }
        // Over the tunnel the city stands, not the road's surface.
        let road_colour = [0xec, 0xd9, 0xa6];
        let middle = img.pixel(TILE_PX / 2, TILE_PX / 2);
        assert!(is_city(middle), "{}: {middle:?} in the middle", t.id);
        let on_line = (TILE_PX * 3 / 10..TILE_PX * 7 / 10)
            .filter(|&y| near(img.pixel(TILE_PX / 2, y), road_colour, 12))
            .count();
        assert_eq!(on_line, 0, "{}: the road is drawn over the city", t.id);
    }
    assert_eq!(tunnels, 1, "PD_Q");
}

#[test]
fn a_monastery_no_road_leads_to_stands_inside_the_city_of_its_tile() {
    let catalog = catalog();
    let mut in_a_city = 0;
    for t in &catalog.types {
        let Some(monastery) = t.monastery.map(usize::from) else {
            continue;
        };
        let roads_to_it = t
            .segments
            .iter()
            .any(|s| s.road_end == Some(RoadEnd::Monastery));
        let has_city = t.segments.iter().any(|s| s.kind == FeatureKind::City);
        let inside = has_city && !roads_to_it;
        // What surrounds the monastery's yard, a few pixels out.
        let px = 128;
        let regions = segment_regions(t, px);
        let pixels = region_pixels(&regions, t.segments.len());
        let yard: std::collections::HashSet<(u32, u32)> =
            pixels[monastery].iter().copied().collect();
        let mut round = Vec::new();
        for &(x, y) in &yard {
            for (dx, dy) in [(4i32, 0i32), (-4, 0), (0, 4), (0, -4)] {
                let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                if nx >= 0 && ny >= 0 && (nx as u32) < px && (ny as u32) < px {
                    let q = (nx as u32, ny as u32);
                    if !yard.contains(&q) {
                        round.push(regions.at_pixel(q.0, q.1));
                    }
                }
            }
        }
        let city_share = round
            .iter()
            .filter(|o| o.is_some_and(|s| t.segments[s].kind == FeatureKind::City))
            .count() as f32
            / round.len().max(1) as f32;
        if inside {
            in_a_city += 1;
            assert!(
                city_share > 0.9,
                "{}: the monastery is not in the city ({city_share})",
                t.id
            );
        } else {
            assert!(
                city_share < 0.05,
                "{}: the monastery touches a city ({city_share})",
                t.id
            );
        }
    }
    assert_eq!(in_a_city, 1, "PD_O");
}

/// The princess's paving, round her feet.
const PAVING: [u8; 3] = [0xe6, 0xdc, 0xc4];
/// A road's surface.
const ROAD: [u8; 3] = [0xec, 0xd9, 0xa6];

/// The bounding box (left, top, right, bottom, in pixels) and count of the
/// pixels within 1 of `rgb`.
fn extent(img: &Rgba, rgb: [u8; 3]) -> Option<([u32; 4], usize)> {
    let n = img.width;
    let mut found: Option<([u32; 4], usize)> = None;
    for i in (0..n * n).filter(|i| near(img.pixel(i % n, i / n), rgb, 1)) {
        let (x, y) = (i % n, i / n);
        let (b, k) = found.get_or_insert(([x, y, x, y], 0));
        *b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y)];
        *k += 1;
    }
    found
}

#[test]
fn the_princess_is_drawn_whole_clear_of_roads_and_larger_where_her_city_has_room() {
    let catalog = catalog();
    let mut gowns = Vec::new();
    for t in catalog
        .types
        .iter()
        .filter(|t| t.segments.iter().any(|s| s.princess))
    {
        let img = render_tile(t);
        let (gown, pixels) = extent(&img, GOWN).unwrap_or_else(|| panic!("{}: no princess", t.id));
        let (paving, _) = extent(&img, PAVING).unwrap_or_else(|| panic!("{}: no paving", t.id));
        // Recognisable at full size, and her round paving not cut by the
        // tile's edges.
        assert!(pixels > 250, "{}: a small princess ({pixels} px)", t.id);
        let edge = TILE_PX - 1 - 4;
        assert!(
            paving[0] >= 4 && paving[1] >= 4 && paving[2] <= edge && paving[3] <= edge,
            "{}: the princess's paving {paving:?} runs off the tile",
            t.id
        );
        // No road over or beside her.
        let [l, top, r, bottom] = [paving[0], paving[1], paving[2], gown[3]];
        let road = (top..=bottom)
            .flat_map(|y| (l..=r).map(move |x| (x, y)))
            .filter(|&(x, y)| near(img.pixel(x, y), ROAD, 1))
            .count();
        assert!(road == 0, "{}: {road} px of road on the princess", t.id);
        gowns.push((t.id.clone(), pixels));
    }
    // A roomy city shows her larger than the narrowest one can.
    let least = gowns.iter().map(|g| g.1).min().unwrap_or(0);
    let most = gowns.iter().map(|g| g.1).max().unwrap_or(0);
    assert!(
        most * 2 >= least * 3,
        "the princess is the same size in every city: {gowns:?}"
    );
}
