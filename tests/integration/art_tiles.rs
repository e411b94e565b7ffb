//! The tile art agrees with the tile data, read back from the painted
//! pixels: fields the data keeps apart look apart (and those it joins look
//! joined), cities cover their edges, inner fields are closed in, and inns,
//! farmhouses, cathedrals, goods and road bridges are drawn where the data
//! puts them and nowhere else; small pictures and the icon.

use crate::common::{catalog, tile};
use carcassonne::art::{Rgba, TILE_PX, render_icon, render_tile, render_tile_sized};
use carcassonne::rules::tiles::{Goods, RoadEnd};
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
    assert_eq!(with_inner, 5, "IC_H, TB_M, TB_N, TB_P, TB_X");
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
