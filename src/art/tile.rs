//! Drawing one tile type from its segments: fields, water, roads and bridges,
//! walled cities with roofs and coats of arms, villages, monasteries, gardens.
//!
//! Everything is derived from the tile data, never from the tile id: the
//! layout is planned first (city outlines, road lines, where the monastery,
//! the garden and the trees fit), then painted back to front.

use super::TILE_PX;
use super::canvas::{
    Canvas, Colour, Ends, Pen, Pt, blob, circle, hex, mask_at, polygon, polyline, pt, rect, sample,
};
use super::image::Rgba;
use crate::rules::tiles::{RoadEnd, Segment};
use crate::rules::{EdgeKind, FeatureKind, TileType};
use tiny_skia::{Mask, Path};

/// Draws a tile type in its canonical orientation (north up), [`TILE_PX`] square.
pub fn render_tile(t: &TileType) -> Rgba {
    let mut canvas = Canvas::new(TILE_PX);
    let plan = Plan::new(t, &canvas);
    plan.paint(&mut canvas);
    canvas.into_rgba()
}

// ---------------------------------------------------------------- palette

const GRASS: Colour = hex(0x9fc25a);
const GRASS_DARK: Colour = hex(0x7fa443);
const GRASS_LIGHT: Colour = hex(0xbad37a);
const MEADOW_WARM: Colour = hex(0xc8cf6a);
const BANK_EDGE: Colour = hex(0x6f7f3c);
const SAND: Colour = hex(0xe0cb8e);
const WATER_EDGE: Colour = hex(0x2f6f9f);
const WATER: Colour = hex(0x5aa6d6);
const WATER_LIGHT: Colour = hex(0xa9d9f2);
const ROAD_EDGE: Colour = hex(0x8a6c43);
const ROAD: Colour = hex(0xecd9a6);
const STONE: Colour = hex(0xc8b999);
const STONE_DARK: Colour = hex(0x5d4a37);
const STONE_SHADE: Colour = hex(0x9c8a6b);
const PLANKS: Colour = hex(0xb48a57);
const CITY_GROUND: Colour = hex(0xc9ab82);
const ROOFS: [Colour; 6] = [
    hex(0xc65a3a),
    hex(0xb44a30),
    hex(0xd77a4a),
    hex(0xa8432f),
    hex(0xc46c3e),
    hex(0x9c5a3c),
];
const SLATE: Colour = hex(0x65708a);
const GOLD: Colour = hex(0xf2c94c);
const CHURCH_WALL: Colour = hex(0xf1e4c6);
const GRAVEL: Colour = hex(0xd9cda6);
const SHIELD: Colour = hex(0x2d5fb3);
const SHIELD_RIM: Colour = hex(0xf4e7c3);
const HEDGE: Colour = hex(0x3d6d2c);
const SOIL: Colour = hex(0x8c5a3a);
const FLOWERS: [Colour; 5] = [
    hex(0xe6455a),
    hex(0xf6c945),
    hex(0xf28cc4),
    hex(0x9a6fd6),
    hex(0xfbf3e2),
];
const TREE: Colour = hex(0x4f7d35);
const TREE_LIGHT: Colour = hex(0x6f9d4a);
const ROCK: Colour = hex(0x9a968c);
const SHADOW: Colour = Colour {
    r: 30,
    g: 40,
    b: 10,
    a: 70,
};

// ---------------------------------------------------------------- sizes (image units)

/// Depth of a city on one side (its wall's deepest point).
const CITY_CAP: f32 = 0.3;
/// Depth of the field left on the open side of a three-sided city.
const FIELD_CAP: f32 = 0.30;
/// How far the wall of a corner city bows into the city.
const CORNER_BOW: f32 = 0.16;
const WALL: f32 = 0.04;
const ROAD_W: f32 = 0.075;
const ROAD_EDGE_W: f32 = 0.095;
const WATER_W: f32 = 0.125;
const BANK_W: f32 = 0.2;
const VILLAGE_RADIUS: f32 = 0.09;

const CENTRE: Pt = pt(0.5, 0.5);
/// Tile corners clockwise from north-west; side `s` runs from corner `s` to `s + 1`.
const CORNERS: [Pt; 4] = [pt(0.0, 0.0), pt(1.0, 0.0), pt(1.0, 1.0), pt(0.0, 1.0)];

fn mid(side: usize) -> Pt {
    CORNERS[side].lerp(CORNERS[(side + 1) % 4], 0.5)
}

/// Unit direction from a side into the tile.
fn inward(side: usize) -> Pt {
    (CENTRE - mid(side)).norm()
}

/// Unit direction along a side, clockwise.
fn along(side: usize) -> Pt {
    (CORNERS[(side + 1) % 4] - CORNERS[side]).norm()
}

fn sides_of(mask: u8) -> Vec<usize> {
    (0..4).filter(|s| mask & (1 << s) != 0).collect()
}

// ---------------------------------------------------------------- randomness

/// A small deterministic generator (splitmix64) for decoration.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..hi`.
    fn range(&mut self, lo: f32, hi: f32) -> f32 {
        let unit = (self.next() >> 40) as f32 / (1u64 << 24) as f32;
        lo + (hi - lo) * unit
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[(self.next() % items.len() as u64) as usize]
    }
}

/// A seed from the tile's layout (not its id), leaving out a garden, so a
/// garden copy looks like its plain tile plus the garden.
fn layout_seed(t: &TileType) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u8| {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    };
    for e in t.edges {
        eat(e as u8);
    }
    for s in t.segments.iter().filter(|s| s.kind != FeatureKind::Garden) {
        eat(s.kind as u8);
        eat(s.edges);
        eat(s.halves);
        eat(s.arms);
        eat(s.road_end.map_or(0, |e| e as u8 + 1));
        eat(s.bridge as u8);
    }
    h
}

// ---------------------------------------------------------------- plan

struct City {
    region: Path,
    /// The wall lines (the outline inside the tile; tile edges have none).
    walls: Vec<Path>,
    inside: Mask,
    anchor: Pt,
    arms: u8,
    edges: u8,
}

struct Road {
    path: Path,
    /// A gate in a city wall: its centre and the road's direction into the city.
    gate: Option<(Pt, Pt)>,
}

/// One piece of water, drawn in layers (banks, edge, water) with the others.
enum Water {
    /// A river stroke between sides.
    Flow(Path),
    /// A filled shape: a lake, a spring's pool or its tapering stream.
    Pool(Path),
}

struct River {
    parts: Vec<Water>,
    /// Every covered spot, banks included: bridges are drawn inside it.
    mask: Mask,
    /// Lines drawn lighter on the water to show the current.
    ripples: Vec<Path>,
    /// Stones around a spring.
    rocks: Vec<(Pt, f32)>,
}

struct Plan {
    cities: Vec<City>,
    roads: Vec<Road>,
    river: Option<River>,
    /// The village where roads end, and where its houses stand.
    village: Option<(Pt, Vec<Pt>)>,
    monastery: Option<(Pt, f32)>,
    garden: Option<(Pt, f32)>,
    trees: Vec<(Pt, f32)>,
    seed: u64,
}

impl Plan {
    fn new(t: &TileType, canvas: &Canvas) -> Plan {
        let seed = layout_seed(t);
        let mut rng = Rng(seed);
        let mut room = Room::new();
        room.block_outside_margin();

        let cities: Vec<City> = t
            .segments
            .iter()
            .filter(|s| s.kind == FeatureKind::City && s.edges != 0)
            .map(|s| plan_city(s, canvas))
            .collect();
        for c in &cities {
            room.fill(&c.region);
            for w in &c.walls {
                room.stroke(w, WALL + 0.03);
            }
        }

        let river = plan_river(t, canvas, &mut rng);
        if let Some(r) = &river {
            room.add_mask(&r.mask);
        }

        // Roads that run between sides, and the village where dead ends meet.
        let mut roads = Vec::new();
        let mut to_village = Vec::new();
        let mut to_monastery = Vec::new();
        let mut to_city = Vec::new();
        for s in t.segments.iter().filter(|s| s.kind == FeatureKind::Road) {
            let sides = sides_of(s.edges);
            match (sides.as_slice(), s.road_end) {
                ([], _) => {}
                ([a], Some(RoadEnd::Monastery)) if t.monastery.is_some() => {
                    to_monastery.push((*a, s.bridge))
                }
                ([a], Some(RoadEnd::City)) if !cities.is_empty() => to_city.push(*a),
                ([a], _) => to_village.push(*a),
                _ => roads.push(Road {
                    path: through_road(&sides),
                    gate: None,
                }),
            }
        }
        for &a in &to_city {
            roads.push(road_to_city(a, &cities));
        }
        // Dead ends meet at a village: in the centre, unless a city or water
        // is there; then on the nearest open field the roads reach.
        let in_the_way = |p: Pt| {
            cities.iter().any(|c| mask_at(&c.inside, p))
                || river.as_ref().is_some_and(|r| mask_at(&r.mask, p))
        };
        let village_at = if in_the_way(CENTRE) {
            let reachable = |p: Pt| {
                to_village.iter().all(|&a| {
                    let steps = 40;
                    (0..=steps).all(|i| !in_the_way(mid(a).lerp(p, i as f32 / steps as f32)))
                })
            };
            room.best_spot(0.12, 0.5, reachable)
                .map_or(CENTRE, |(p, _)| p)
        } else {
            CENTRE
        };
        let mut village_dirs = Vec::new();
        for &a in &to_village {
            village_dirs.push((mid(a) - village_at).norm());
            roads.push(Road {
                path: polyline(&[mid(a) - inward(a) * 0.05, village_at]),
                gate: None,
            });
        }
        for r in &roads {
            room.stroke(&r.path, ROAD_EDGE_W + 0.02);
        }
        let village = (!village_dirs.is_empty()).then(|| {
            let houses = village_houses(village_at, &village_dirs)
                .into_iter()
                .filter(|&p| {
                    let near = |m: &Mask| {
                        (0..8).any(|k| mask_at(m, p + Pt::at_angle(k as f32 * 0.785) * 0.065))
                    };
                    !cities.iter().any(|c| near(&c.inside))
                        && !river.as_ref().is_some_and(|r| near(&r.mask))
                })
                .collect();
            (village_at, houses)
        });
        if let Some((at, _)) = &village {
            room.fill(&circle(*at, 0.2));
        }

        // A road with a bridge reaches its monastery across the water; one
        // without stays on its own bank.
        let reachable = |p: Pt| {
            river.as_ref().is_none_or(|r| {
                to_monastery
                    .iter()
                    .all(|&(a, bridge)| crosses(&r.mask, mid(a), p) == bridge)
            })
        };
        let monastery = t.monastery.map(|_| {
            let (at, clear) = room
                .best_spot(0.23, 0.3, reachable)
                .or_else(|| room.best_spot(0.23, 0.3, |_| true))
                .unwrap_or((CENTRE, 0.0));
            let r = (clear - 0.005).clamp(0.12, 0.22);
            room.fill(&circle(at, r * 1.1));
            (at, r)
        });
        if let Some((at, _)) = monastery {
            for &(a, _) in &to_monastery {
                let path = polyline(&[mid(a) - inward(a) * 0.05, at]);
                room.stroke(&path, ROAD_EDGE_W + 0.02);
                roads.push(Road { path, gate: None });
            }
        }

        let garden = t.garden.map(|_| {
            let (at, clear) = room
                .best_spot(0.15, 0.12, |_| true)
                .unwrap_or((CENTRE, 0.0));
            let r = (clear - 0.01).clamp(0.075, 0.14);
            room.fill(&circle(at, r + 0.01));
            (at, r)
        });

        let trees = room.scatter(&mut rng, 7, 0.028, 0.05);
        Plan {
            cities,
            roads,
            river,
            village,
            monastery,
            garden,
            trees,
            seed,
        }
    }

    fn paint(&self, c: &mut Canvas) {
        let mut rng = Rng(self.seed ^ 0x5eed);
        paint_field(c, &mut rng);
        if let Some(river) = &self.river {
            paint_river(c, river);
        }
        self.paint_roads(c);
        if let Some(river) = &self.river {
            for road in &self.roads {
                paint_bridge(c, &road.path, &river.mask);
            }
        }
        for city in &self.cities {
            paint_city(c, city, &self.roads, &mut rng);
        }
        if let Some((at, houses)) = &self.village {
            paint_village(c, *at, houses, &mut rng);
        }
        if let Some((at, r)) = self.monastery {
            paint_monastery(c, at, r);
        }
        if let Some((at, r)) = self.garden {
            paint_garden(c, at, r, &mut rng);
        }
        for &(at, r) in &self.trees {
            paint_tree(c, at, r);
        }
        let frame = rect(CENTRE, pt(1.0, 0.0), pt(0.5, 0.5), 0.0);
        c.stroke(&frame, 0.01, hex(0x000000).alpha(45), Ends::Flat);
    }

    fn paint_roads(&self, c: &mut Canvas) {
        let plaza = self
            .village
            .as_ref()
            .map(|(at, _)| circle(*at, VILLAGE_RADIUS));
        for road in &self.roads {
            c.stroke(&road.path, ROAD_EDGE_W, ROAD_EDGE, Ends::Round);
        }
        if let Some(p) = &plaza {
            c.stroke(p, ROAD_EDGE_W - ROAD_W, ROAD_EDGE, Ends::Round);
        }
        for road in &self.roads {
            c.stroke(&road.path, ROAD_W, ROAD, Ends::Round);
        }
        if let Some(p) = &plaza {
            c.fill(p, ROAD);
        }
    }
}

// ---------------------------------------------------------------- cities

/// The outline of a city on the sides in `edges`: the tile edges it holds,
/// joined by walls that curve through the tile across each run of open sides.
fn plan_city(s: &Segment, canvas: &Canvas) -> City {
    let edges = s.edges & 0xF;
    let held = |side: usize| edges & (1 << (side % 4)) != 0;
    let mut walls = Vec::new();
    let region = if edges == 0xF {
        rect(CENTRE, pt(1.0, 0.0), pt(0.5, 0.5), 0.0)
    } else {
        // Start at a held side whose anticlockwise neighbour is open.
        let start = (0..4)
            .find(|&s| held(s) && !held(s + 3))
            .unwrap_or_default();
        let mut pen = Pen::at(CORNERS[start]);
        let mut side = start;
        while side < start + 4 {
            if held(side) {
                pen = pen.line(CORNERS[(side + 1) % 4]);
                side += 1;
            } else {
                let first = side % 4;
                let mut run = 0;
                while side < start + 4 && !held(side) {
                    run += 1;
                    side += 1;
                }
                let (c1, c2, to) = wall_curve(first, run);
                walls.push(Pen::at(CORNERS[first]).cubic(c1, c2, to).done());
                pen = pen.cubic(c1, c2, to);
            }
        }
        pen.close().done()
    };
    let mut inside = canvas.mask();
    canvas.mask_fill(&mut inside, &region);
    City {
        region,
        walls,
        inside,
        anchor: city_anchor(edges),
        arms: s.arms,
        edges,
    }
}

/// The wall across `run` open sides starting at side `first`, from corner
/// `first` to corner `first + run`: the cubic's two controls and its end.
fn wall_curve(first: usize, run: usize) -> (Pt, Pt, Pt) {
    let from = CORNERS[first];
    let to = CORNERS[(first + run) % 4];
    match run {
        // One open side: the field there is a cap, the city bulges round it.
        1 => {
            let h = FIELD_CAP / 0.75;
            let (u, n) = (along(first), inward(first));
            (from + u * 0.45 + n * h, to - u * 0.45 + n * h, to)
        }
        // Two open sides: a wall from corner to corner, bowed into the city.
        2 => {
            let open_corner = CORNERS[(first + 1) % 4];
            let m = from.lerp(to, 0.5);
            let ctrl = m + (m - open_corner) * (2.0 * CORNER_BOW);
            (
                from + (ctrl - from) * (2.0 / 3.0),
                to + (ctrl - to) * (2.0 / 3.0),
                to,
            )
        }
        // Three open sides: the city is a cap on its one side.
        _ => {
            let side = (first + 3) % 4;
            let h = CITY_CAP / 0.75;
            let (u, n) = (along(side), inward(side));
            (from - u * 0.45 + n * h, to + u * 0.45 + n * h, to)
        }
    }
}

/// A point well inside the city, for its coat of arms.
fn city_anchor(edges: u8) -> Pt {
    let sides = sides_of(edges);
    match sides.as_slice() {
        [s] => mid(*s) + inward(*s) * 0.13,
        [a, b] if (a + 2) % 4 == *b => CENTRE,
        [a, b] => {
            let corner = if (a + 1) % 4 == *b {
                CORNERS[*b]
            } else {
                CORNERS[*a]
            };
            corner.lerp(CENTRE, 0.42)
        }
        [_, _, _] => {
            let open = (0..4).find(|s| edges & (1 << s) == 0).unwrap_or(0);
            CENTRE + inward(open) * 0.12
        }
        _ => CENTRE,
    }
}

/// A road from side `a` to the gate of the city it leads to.
fn road_to_city(a: usize, cities: &[City]) -> Road {
    let from = mid(a) - inward(a) * 0.05;
    let mut best: Option<(f32, Pt, Pt, Pt)> = None;
    for city in cities {
        let dir = (city.anchor - mid(a)).norm();
        let len = mid(a).dist(city.anchor);
        let mut t = 0.0;
        while t <= len {
            let p = mid(a) + dir * t;
            if mask_at(&city.inside, p) {
                if best.is_none_or(|(d, ..)| t < d) {
                    best = Some((t, p, dir, city.anchor));
                }
                break;
            }
            t += 0.004;
        }
    }
    match best {
        Some((_, gate, dir, anchor)) => Road {
            path: polyline(&[from, gate.lerp(anchor, 0.3)]),
            gate: Some((gate + dir * (WALL * 0.3), dir)),
        },
        None => Road {
            path: polyline(&[from, CENTRE]),
            gate: None,
        },
    }
}

/// A road joining two or more sides: straight across, curved round a corner,
/// or meeting at a crossing in the centre.
fn through_road(sides: &[usize]) -> Path {
    let outside = |s: usize| mid(s) - inward(s) * 0.05;
    match sides {
        [a, b] if (a + 2) % 4 == *b => polyline(&[outside(*a), outside(*b)]),
        [a, b] => arc_between(*a, *b, 0.05),
        _ => {
            let mut pen = Pen::at(outside(sides[0])).line(CENTRE);
            for &s in &sides[1..] {
                pen = pen.line(outside(s)).line(CENTRE);
            }
            pen.done()
        }
    }
}

/// A quarter circle round the corner between adjacent sides `a` and `b`,
/// from mid-side to mid-side, reaching `overshoot` beyond the tile.
fn arc_between(a: usize, b: usize, overshoot: f32) -> Path {
    let k = 0.5 * 0.5523;
    Pen::at(mid(a) - inward(a) * overshoot)
        .line(mid(a))
        .cubic(mid(a) + inward(a) * k, mid(b) + inward(b) * k, mid(b))
        .line(mid(b) - inward(b) * overshoot)
        .done()
}

// ---------------------------------------------------------------- river

fn plan_river(t: &TileType, canvas: &Canvas, rng: &mut Rng) -> Option<River> {
    let sides: Vec<usize> = (0..4).filter(|&s| t.edges[s] == EdgeKind::River).collect();
    let mut parts = Vec::new();
    let mut ripples = Vec::new();
    let mut rocks = Vec::new();
    match sides.as_slice() {
        [] => return None,
        [a, b] if (a + 2) % 4 == *b => {
            // A gentle S-bend keeps a straight river from looking ruled.
            let (a, b) = (*a, *b);
            let sway = along(a) * 0.07;
            let path = Pen::at(mid(a) - inward(a) * 0.05)
                .line(mid(a))
                .cubic(
                    mid(a) + inward(a) * 0.35 + sway,
                    mid(b) + inward(b) * 0.35 - sway,
                    mid(b),
                )
                .line(mid(b) - inward(b) * 0.05)
                .done();
            ripples.push(path.clone());
            parts.push(Water::Flow(path));
        }
        [a, b] => {
            let path = arc_between(*a, *b, 0.05);
            ripples.push(path.clone());
            parts.push(Water::Flow(path));
        }
        [a, ..] => {
            let a = *a;
            let crowded = t
                .segments
                .iter()
                .any(|s| matches!(s.kind, FeatureKind::Road | FeatureKind::City));
            if crowded {
                plan_spring(a, &mut parts, &mut ripples, &mut rocks);
            } else {
                plan_lake(a, rng, &mut parts, &mut ripples);
            }
        }
    }
    let mut mask = canvas.mask();
    for part in &parts {
        match part {
            Water::Flow(p) => canvas.mask_stroke(&mut mask, p, BANK_W, Ends::Flat),
            Water::Pool(p) => {
                canvas.mask_fill(&mut mask, p);
                canvas.mask_stroke(&mut mask, p, BANK_W - WATER_W, Ends::Round);
            }
        }
    }
    Some(River {
        parts,
        mask,
        ripples,
        rocks,
    })
}

/// A spring: a small pool among stones, its stream widening towards side `a`.
fn plan_spring(
    a: usize,
    parts: &mut Vec<Water>,
    ripples: &mut Vec<Path>,
    rocks: &mut Vec<(Pt, f32)>,
) {
    let (m, d, u) = (mid(a), inward(a), along(a));
    let pool = m + d * 0.4;
    let wide = WATER_W / 2.0;
    let narrow = 0.028;
    let stream = Pen::at(m - d * 0.05 - u * wide)
        .line(m - d * 0.05 + u * wide)
        .line(m + u * wide)
        .cubic(
            m + u * wide + d * 0.15,
            pool + u * narrow - d * 0.14,
            pool + u * narrow,
        )
        .line(pool - u * narrow)
        .cubic(
            pool - u * narrow - d * 0.14,
            m - u * wide + d * 0.15,
            m - u * wide,
        )
        .close()
        .done();
    parts.push(Water::Pool(stream));
    parts.push(Water::Pool(circle(pool, 0.062)));
    ripples.push(circle(pool, 0.03));
    for (i, turn) in [-1.5f32, -0.75, 0.0, 0.75, 1.5].iter().enumerate() {
        let dir = Pt::at_angle(d.angle() + turn);
        let r = if i % 2 == 0 { 0.028 } else { 0.022 };
        rocks.push((pool + dir * (0.062 + 0.03), r));
    }
}

/// A lake at the end of the river that flows in from side `a`.
fn plan_lake(a: usize, rng: &mut Rng, parts: &mut Vec<Water>, ripples: &mut Vec<Path>) {
    let (m, d) = (mid(a), inward(a));
    let centre = m + d * 0.34;
    parts.push(Water::Flow(polyline(&[m - d * 0.05, centre])));
    let shore: Vec<Pt> = (0..11)
        .map(|i| {
            let angle = i as f32 / 11.0 * std::f32::consts::TAU;
            let r = 0.2 + rng.range(-0.025, 0.02);
            centre + Pt::at_angle(angle) * r
        })
        .collect();
    parts.push(Water::Pool(blob(&shore)));
    let u = along(a);
    for (k, off) in [(-0.06f32, 0.05f32), (0.05, -0.03), (0.0, 0.1)] {
        let p = centre + d * k + u * off;
        ripples.push(polyline(&[p - u * 0.05, p + u * 0.05]));
    }
}

// ---------------------------------------------------------------- room for things

/// A coarse occupancy grid of the tile, for finding free field to put the
/// monastery, the garden and trees on.
struct Room {
    taken: Mask,
}

const ROOM_PX: u32 = 64;

impl Room {
    fn new() -> Room {
        Room {
            taken: Mask::new(ROOM_PX, ROOM_PX).expect("a room grid"),
        }
    }

    fn units() -> tiny_skia::Transform {
        tiny_skia::Transform::from_scale(ROOM_PX as f32, ROOM_PX as f32)
    }

    /// Keeps things a little off the tile edges.
    fn block_outside_margin(&mut self) {
        let inner = rect(CENTRE, pt(1.0, 0.0), pt(0.5, 0.5), 0.0);
        if let Some(ring) = inner.stroke(
            &tiny_skia::Stroke {
                width: 0.04,
                ..Default::default()
            },
            ROOM_PX as f32,
        ) {
            self.fill(&ring);
        }
    }

    fn fill(&mut self, path: &Path) {
        self.taken
            .fill_path(path, tiny_skia::FillRule::Winding, false, Self::units());
    }

    fn stroke(&mut self, path: &Path, width: f32) {
        let s = tiny_skia::Stroke {
            width,
            line_cap: tiny_skia::LineCap::Round,
            ..Default::default()
        };
        if let Some(outline) = path.stroke(&s, ROOM_PX as f32) {
            self.fill(&outline);
        }
    }

    fn add_mask(&mut self, mask: &Mask) {
        let (w, h) = (mask.width(), mask.height());
        for y in 0..ROOM_PX {
            for x in 0..ROOM_PX {
                let p = pt(
                    (x as f32 + 0.5) / ROOM_PX as f32,
                    (y as f32 + 0.5) / ROOM_PX as f32,
                );
                let (mx, my) = ((p.x * w as f32) as usize, (p.y * h as f32) as usize);
                if mask.data()[my * w as usize + mx] > 0 {
                    self.taken.data_mut()[(y * ROOM_PX + x) as usize] = 255;
                }
            }
        }
    }

    /// Distance (image units) from each grid cell to the nearest taken cell or
    /// the tile edge: a two-pass chamfer transform.
    fn clearance(&self) -> Vec<f32> {
        let n = ROOM_PX as usize;
        let cell = 1.0 / n as f32;
        let diag = cell * std::f32::consts::SQRT_2;
        let mut d: Vec<f32> = self
            .taken
            .data()
            .iter()
            .map(|&v| if v > 127 { 0.0 } else { f32::INFINITY })
            .collect();
        for y in 0..n {
            for x in 0..n {
                let mut v = d[y * n + x];
                if x > 0 {
                    v = v.min(d[y * n + x - 1] + cell);
                }
                if y > 0 {
                    v = v.min(d[(y - 1) * n + x] + cell);
                    if x > 0 {
                        v = v.min(d[(y - 1) * n + x - 1] + diag);
                    }
                    if x + 1 < n {
                        v = v.min(d[(y - 1) * n + x + 1] + diag);
                    }
                }
                d[y * n + x] = v;
            }
        }
        for y in (0..n).rev() {
            for x in (0..n).rev() {
                let mut v = d[y * n + x];
                if x + 1 < n {
                    v = v.min(d[y * n + x + 1] + cell);
                }
                if y + 1 < n {
                    v = v.min(d[(y + 1) * n + x] + cell);
                    if x + 1 < n {
                        v = v.min(d[(y + 1) * n + x + 1] + diag);
                    }
                    if x > 0 {
                        v = v.min(d[(y + 1) * n + x - 1] + diag);
                    }
                }
                d[y * n + x] = v;
            }
        }
        for (i, v) in d.iter_mut().enumerate() {
            let p = Self::cell_centre(i);
            let edge = p.x.min(p.y).min(1.0 - p.x).min(1.0 - p.y);
            *v = v.min(edge);
        }
        d
    }

    fn cell_centre(i: usize) -> Pt {
        let n = ROOM_PX as usize;
        pt(
            ((i % n) as f32 + 0.5) / n as f32,
            ((i / n) as f32 + 0.5) / n as f32,
        )
    }

    /// The `allowed` free spot that best fits something of radius `want`,
    /// preferring the centre by `pull` per unit of distance; returns the spot
    /// and its clearance.
    fn best_spot(&self, want: f32, pull: f32, allowed: impl Fn(Pt) -> bool) -> Option<(Pt, f32)> {
        let d = self.clearance();
        let mut best: Option<(Pt, f32, f32)> = None;
        for (i, &clear) in d.iter().enumerate() {
            let p = Self::cell_centre(i);
            let score = clear.min(want) - pull * p.dist(CENTRE);
            if best.is_none_or(|b| score > b.2 + 1e-6) && allowed(p) {
                best = Some((p, clear, score));
            }
        }
        best.map(|(p, clear, _)| (p, clear))
    }

    /// Up to `max` round things (trees) of radius `lo..hi` on free field.
    fn scatter(&self, rng: &mut Rng, max: usize, lo: f32, hi: f32) -> Vec<(Pt, f32)> {
        let d = self.clearance();
        let mut cells: Vec<usize> = (0..d.len()).collect();
        for i in (1..cells.len()).rev() {
            let j = (rng.next() % (i as u64 + 1)) as usize;
            cells.swap(i, j);
        }
        let mut placed: Vec<(Pt, f32)> = Vec::new();
        for i in cells {
            if placed.len() >= max {
                break;
            }
            let r = rng.range(lo, hi);
            let p = Self::cell_centre(i) + pt(rng.range(-0.007, 0.007), rng.range(-0.007, 0.007));
            if d[i] < r + 0.012 {
                continue;
            }
            if placed.iter().all(|&(q, rq)| p.dist(q) > r + rq + 0.05) {
                placed.push((p, r));
            }
        }
        placed.sort_by(|a, b| a.0.y.total_cmp(&b.0.y));
        placed
    }
}

// ---------------------------------------------------------------- painting

fn paint_field(c: &mut Canvas, rng: &mut Rng) {
    c.fill(&rect(CENTRE, pt(1.0, 0.0), pt(0.5, 0.5), 0.0), GRASS);
    for _ in 0..5 {
        let at = pt(rng.range(0.0, 1.0), rng.range(0.0, 1.0));
        let r = rng.range(0.12, 0.24);
        let shore: Vec<Pt> = (0..8)
            .map(|i| at + Pt::at_angle(i as f32 * 0.785) * (r * rng.range(0.7, 1.1)))
            .collect();
        c.fill(&blob(&shore), MEADOW_WARM.alpha(50));
    }
    for _ in 0..70 {
        let at = pt(rng.range(0.02, 0.98), rng.range(0.02, 0.98));
        let h = rng.range(0.014, 0.022);
        let colour = if rng.next().is_multiple_of(3) {
            GRASS_LIGHT
        } else {
            GRASS_DARK
        };
        let tuft = Pen::at(at + pt(-0.008, -h))
            .line(at)
            .line(at + pt(0.0, -h * 1.2))
            .line(at)
            .line(at + pt(0.008, -h))
            .done();
        c.stroke(&tuft, 0.006, colour, Ends::Round);
    }
}

fn paint_river(c: &mut Canvas, river: &River) {
    let bank = BANK_W - WATER_W;
    let layers = [
        (BANK_EDGE, BANK_W + 0.016, bank + 0.016),
        (SAND, BANK_W, bank),
        (WATER_EDGE, WATER_W + 0.014, 0.014),
        (WATER, WATER_W, 0.0),
    ];
    for (colour, flow_w, rim_w) in layers {
        for part in &river.parts {
            match part {
                Water::Flow(p) => c.stroke(p, flow_w, colour, Ends::Flat),
                Water::Pool(p) => {
                    c.fill(p, colour);
                    if rim_w > 0.0 {
                        c.stroke(p, rim_w, colour, Ends::Round);
                    }
                }
            }
        }
    }
    // Little light waves, alternating from bank to bank along the current.
    for line in &river.ripples {
        for (i, (at, dir)) in sample(line, 0.075).into_iter().enumerate().skip(1) {
            let side = dir.perp() * if i % 2 == 0 { 0.024 } else { -0.024 };
            let bow = dir.perp() * 0.006;
            let wave = Pen::at(at + side - dir * 0.02)
                .quad(at + side + bow, at + side + dir * 0.02)
                .done();
            c.stroke(&wave, 0.009, WATER_LIGHT, Ends::Round);
        }
    }
    for &(at, r) in &river.rocks {
        c.fill(&circle(at + pt(0.006, 0.008), r), SHADOW);
        c.fill(&circle(at, r), ROCK);
        c.fill(
            &circle(at - pt(r * 0.3, r * 0.3), r * 0.45),
            ROCK.lighter(0.35),
        );
    }
}

/// Where a road crosses water: stone parapets and a plank deck.
fn paint_bridge(c: &mut Canvas, road: &Path, water: &Mask) {
    c.stroke_in(road, 0.17, SHADOW, Ends::Flat, Some(water));
    c.stroke_in(road, 0.14, STONE_DARK, Ends::Flat, Some(water));
    c.stroke_in(road, 0.122, STONE, Ends::Flat, Some(water));
    c.stroke_in(road, 0.082, STONE_DARK, Ends::Flat, Some(water));
    c.stroke_in(road, 0.074, PLANKS, Ends::Flat, Some(water));
    let mut planks = c.mask();
    if let Some(outline) = road.stroke(
        &tiny_skia::Stroke {
            width: 0.074,
            dash: tiny_skia::StrokeDash::new(vec![0.004, 0.014], 0.0),
            ..Default::default()
        },
        TILE_PX as f32,
    ) {
        c.mask_fill(&mut planks, &outline);
    }
    intersect(&mut planks, water);
    c.fill_in(
        &rect(CENTRE, pt(1.0, 0.0), pt(0.5, 0.5), 0.0),
        PLANKS.darker(0.3),
        Some(&planks),
    );
}

/// Does the straight line from `a` to `b` pass over the mask?
fn crosses(mask: &Mask, a: Pt, b: Pt) -> bool {
    let steps = (a.dist(b) / 0.005).ceil().max(1.0) as usize;
    (1..steps).any(|i| mask_at(mask, a.lerp(b, i as f32 / steps as f32)))
}

fn intersect(mask: &mut Mask, other: &Mask) {
    for (a, b) in mask.data_mut().iter_mut().zip(other.data()) {
        *a = ((*a as u16 * *b as u16) / 255) as u8;
    }
}

fn invert(mask: &Mask) -> Mask {
    let mut out = mask.clone();
    for v in out.data_mut() {
        *v = 255 - *v;
    }
    out
}

fn paint_city(c: &mut Canvas, city: &City, roads: &[Road], rng: &mut Rng) {
    let outside = invert(&city.inside);
    for w in &city.walls {
        c.stroke_in(w, WALL * 2.4, SHADOW, Ends::Round, Some(&outside));
    }
    c.fill(&city.region, CITY_GROUND);
    // Cobbled lanes: a faint darker texture of the ground.
    for _ in 0..14 {
        let at = pt(rng.range(0.0, 1.0), rng.range(0.0, 1.0));
        if mask_at(&city.inside, at) {
            let dir = Pt::at_angle(rng.range(0.0, std::f32::consts::TAU));
            let lane = polyline(&[at - dir * 0.06, at + dir * 0.06]);
            c.stroke_in(
                &lane,
                0.01,
                CITY_GROUND.darker(0.08),
                Ends::Round,
                Some(&city.inside),
            );
        }
    }
    let gates: Vec<(Pt, Pt)> = roads.iter().filter_map(|r| r.gate).collect();
    // No houses under the coats of arms or in front of a gate.
    let shields = city.arms.min(3) as f32;
    let under_arms = |p: Pt| {
        shields > 0.0
            && (p.y - city.anchor.y).abs() < 0.1
            && (p.x - city.anchor.x).abs() < 0.1 + 0.075 * (shields - 1.0)
    };
    let keep_clear = |p: Pt| under_arms(p) || gates.iter().any(|(g, _)| p.dist(*g) < 0.09);
    // Terraced rows of houses along the city, wherever they fit inside the walls.
    let along = row_direction(city.edges);
    let across = pt(along.y, along.x);
    let on_tile = |p: Pt| (0.015..0.985).contains(&p.x) && (0.015..0.985).contains(&p.y);
    let fits = |at: Pt, half: Pt| {
        [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
            .iter()
            .all(|&(a, b)| {
                let corner = at + along * (a * half.x) + across * (b * half.y);
                let probe = at + along * (a * (half.x + 0.012)) + across * (b * (half.y + 0.014));
                on_tile(corner) && (mask_at(&city.inside, probe) || !on_tile(probe))
            })
    };
    let mut v = rng.range(0.05, 0.075);
    while v < 0.97 {
        let mut u = rng.range(0.01, 0.06);
        while u < 0.97 {
            if rng.next().is_multiple_of(3) {
                u += rng.range(0.03, 0.05); // a lane between houses
                continue;
            }
            let w = rng.range(0.05, 0.085);
            let depth = rng.range(0.026, 0.034);
            let at = along * (u + w / 2.0) + across * (v + rng.range(-0.008, 0.008));
            let half = pt(w / 2.0 - 0.003, depth);
            if fits(at, half) && !keep_clear(at) {
                paint_house(c, at, along, half, rng.pick(&ROOFS), Some(&city.inside));
            }
            u += w;
        }
        v += 0.1;
    }
    if city.edges == 0xF && city.arms == 0 {
        paint_tower(c, city.anchor, 0.06);
    }
    for w in &city.walls {
        c.stroke(w, WALL + 0.014, STONE_DARK, Ends::Flat);
        c.stroke(w, WALL, STONE, Ends::Flat);
        c.stroke(w, WALL * 0.35, STONE_SHADE, Ends::Flat);
        c.dashed(w, WALL * 0.35, STONE.lighter(0.2), 0.018, 0.018);
    }
    // Round towers along each wall, away from its ends and from gates.
    for w in &city.walls {
        let points = sample(w, 0.01);
        if points.is_empty() {
            continue;
        }
        let count = (points.len() as f32 * 0.01 / 0.42).round().max(1.0) as usize;
        for k in 1..=count {
            let (at, _) = points[points.len() * k / (count + 1)];
            if gates.iter().all(|(g, _)| g.dist(at) > 0.12) {
                paint_tower(c, at, 0.032);
            }
        }
    }
    for &(at, dir) in &gates {
        if mask_at(&city.inside, at) {
            paint_gate(c, at, dir);
        }
    }
    // One shield per coat of arms, side by side (a tile rarely has more than one).
    for k in 0..city.arms.min(3) {
        let offset = (k as f32 - (shields - 1.0) / 2.0) * 0.15;
        paint_arms(c, city.anchor + pt(offset, 0.0), 0.085);
    }
}

/// The direction rows of houses run in a city: along its length.
fn row_direction(edges: u8) -> Pt {
    let out = sides_of(edges)
        .iter()
        .fold(pt(0.0, 0.0), |sum, &s| sum - inward(s));
    let vertical = if out.len() < 0.01 {
        edges == 0b0101 // joined north and south
    } else {
        out.x.abs() > out.y.abs()
    };
    if vertical { pt(0.0, 1.0) } else { pt(1.0, 0.0) }
}

/// A house seen from above: a gabled roof with a lit and a shaded side.
fn paint_house(c: &mut Canvas, at: Pt, axis: Pt, half: Pt, roof: Colour, clip: Option<&Mask>) {
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

/// A round keep in the middle of a big city.
fn paint_tower(c: &mut Canvas, at: Pt, r: f32) {
    c.fill(&circle(at + pt(0.008, 0.01), r), SHADOW);
    c.fill(&circle(at, r), STONE_DARK);
    c.fill(&circle(at, r - 0.006), STONE);
    c.fill(&circle(at, r * 0.62), ROOFS[3].darker(0.1));
    c.fill(&circle(at - pt(r * 0.15, r * 0.15), r * 0.35), ROOFS[0]);
}

/// A gatehouse across the road where it enters the city wall.
fn paint_gate(c: &mut Canvas, at: Pt, dir: Pt) {
    let across = dir.perp();
    c.fill(&rect(at, across, pt(0.068, 0.036), 0.006), STONE_DARK);
    c.fill(&rect(at, across, pt(0.06, 0.028), 0.004), STONE);
    c.fill(
        &rect(at + dir * 0.004, across, pt(0.03, 0.03), 0.01),
        hex(0x3b2a1d),
    );
    for side in [-1.0f32, 1.0] {
        let tower = at + across * (0.066 * side);
        c.fill(&circle(tower, 0.03), STONE_DARK);
        c.fill(&circle(tower, 0.023), STONE);
        c.fill(&circle(tower, 0.013), ROOFS[1]);
    }
}

/// A coat of arms: a blue shield with a light rim and chevron.
fn paint_arms(c: &mut Canvas, at: Pt, size: f32) {
    let (w, h) = (size * 0.8, size);
    let top = at - pt(0.0, h);
    let shield = Pen::at(top - pt(w, 0.0))
        .line(top + pt(w, 0.0))
        .line(top + pt(w, h * 0.9))
        .cubic(
            top + pt(w, h * 1.5),
            top + pt(w * 0.35, h * 1.8),
            at + pt(0.0, h),
        )
        .cubic(
            top + pt(-w * 0.35, h * 1.8),
            top + pt(-w, h * 1.5),
            top + pt(-w, h * 0.9),
        )
        .close()
        .done();
    let shadow_offset = pt(0.008, 0.01);
    let shadow = Pen::at(top - pt(w, 0.0) + shadow_offset)
        .line(top + pt(w, 0.0) + shadow_offset)
        .line(at + pt(0.0, h) + shadow_offset)
        .close()
        .done();
    c.fill(&shadow, SHADOW);
    c.stroke(&shield, size * 0.3, STONE_DARK, Ends::Round);
    c.stroke(&shield, size * 0.18, SHIELD_RIM, Ends::Round);
    c.fill(&shield, SHIELD);
    let chevron = polyline(&[
        at + pt(-w * 0.65, h * 0.35),
        at + pt(0.0, -h * 0.35),
        at + pt(w * 0.65, h * 0.35),
    ]);
    c.stroke(&chevron, size * 0.22, SHIELD_RIM, Ends::Flat);
}

/// Spots for houses in the gaps between the roads that meet at a village.
fn village_houses(at: Pt, dirs: &[Pt]) -> Vec<Pt> {
    let mut angles: Vec<f32> = dirs.iter().map(|d| d.angle()).collect();
    angles.sort_by(f32::total_cmp);
    let mut spots = Vec::new();
    for (i, &a) in angles.iter().enumerate() {
        let next = if i + 1 < angles.len() {
            angles[i + 1]
        } else {
            angles[0] + std::f32::consts::TAU
        };
        let gap = next - a;
        let count = if gap > 2.5 {
            3
        } else if gap > 1.2 {
            1
        } else {
            0
        };
        for k in 0..count {
            let angle = a + gap * (k as f32 + 1.0) / (count as f32 + 1.0);
            spots.push(at + Pt::at_angle(angle) * 0.165);
        }
    }
    spots
}

fn paint_village(c: &mut Canvas, at: Pt, spots: &[Pt], rng: &mut Rng) {
    for &p in spots {
        let axis = (p - at).perp().norm();
        paint_house(c, p, axis, pt(0.05, 0.033), rng.pick(&ROOFS), None);
    }
    // The roads end at the village's biggest house, in the middle.
    paint_house(c, at, pt(1.0, 0.0), pt(0.062, 0.045), ROOFS[2], None);
}

/// A monastery seen from above: a walled yard with a cross-shaped church
/// (slate roof, a cross on its crossing tower) and a cloister round a green.
fn paint_monastery(c: &mut Canvas, at: Pt, r: f32) {
    let east = pt(1.0, 0.0);
    let p = |x: f32, y: f32| at + pt(x * r, y * r);
    let size = |x: f32, y: f32| pt(x * r, y * r);
    let yard = rect(at, east, size(1.0, 1.0), r * 0.25);
    c.fill(
        &rect(at + pt(0.008, 0.01), east, size(1.0, 1.0), r * 0.25),
        SHADOW,
    );
    c.fill(&yard, GRAVEL);
    c.stroke(&yard, 0.018, STONE_DARK, Ends::Round);
    c.stroke(&yard, 0.01, STONE, Ends::Round);

    // The cloister: a ring of roofs round a little green with a well.
    let ring = rect(p(0.45, 0.42), east, size(0.4, 0.4), 0.0);
    let green = rect(p(0.45, 0.42), east, size(0.2, 0.2), 0.0);
    c.fill(
        &rect(p(0.45, 0.42) + pt(0.01, 0.012), east, size(0.4, 0.4), 0.0),
        SHADOW,
    );
    c.fill(&ring, SLATE.darker(0.3));
    c.fill(&rect(p(0.45, 0.42), east, size(0.37, 0.37), 0.0), SLATE);
    c.fill(
        &polygon(&[p(0.08, 0.05), p(0.82, 0.05), p(0.65, 0.22), p(0.25, 0.22)]),
        SLATE.lighter(0.18),
    );
    c.fill(
        &polygon(&[p(0.08, 0.05), p(0.25, 0.22), p(0.25, 0.62), p(0.08, 0.79)]),
        SLATE.lighter(0.08),
    );
    c.fill(&green, GRASS.darker(0.05));
    c.fill(&circle(p(0.45, 0.42), 0.07 * r), STONE_DARK);
    c.fill(&circle(p(0.45, 0.42), 0.045 * r), WATER);

    // The church, its east arm of the transept touching the cloister.
    let (cx, cy) = (-0.38, -0.3);
    let nave = rect(p(cx, 0.1), east, size(0.24, 0.78), 0.0);
    let transept = rect(p(cx + 0.06, cy), east, size(0.52, 0.19), 0.0);
    let apse = circle(p(cx, -0.68), 0.24 * r);
    let shadow = tiny_skia::Transform::from_translate(0.012, 0.016);
    for part in [&nave, &transept, &apse] {
        if let Some(moved) = part.clone().transform(shadow) {
            c.fill(&moved, SHADOW);
        }
    }
    for part in [&nave, &transept, &apse] {
        c.stroke(part, 0.014, STONE_DARK, Ends::Round);
    }
    c.fill(&apse, SLATE.darker(0.1));
    c.fill(&nave, SLATE.darker(0.12));
    c.fill(
        &rect(p(cx - 0.12, 0.1), east, size(0.12, 0.78), 0.0),
        SLATE.lighter(0.12),
    );
    c.fill(&transept, SLATE.darker(0.12));
    c.fill(
        &rect(p(cx + 0.06, cy - 0.095), east, size(0.52, 0.095), 0.0),
        SLATE.lighter(0.12),
    );
    // A light front wall at the south end, and the crossing tower with its cross.
    c.fill(&rect(p(cx, 0.86), east, size(0.26, 0.06), 0.0), CHURCH_WALL);
    let t = 0.22;
    c.fill(
        &rect(p(cx, cy), east, size(t + 0.05, t + 0.05), 0.0),
        STONE_DARK,
    );
    let (nw, ne, se, sw, top) = (
        p(cx - t, cy - t),
        p(cx + t, cy - t),
        p(cx + t, cy + t),
        p(cx - t, cy + t),
        p(cx, cy),
    );
    c.fill(&polygon(&[nw, ne, top]), CHURCH_WALL);
    c.fill(&polygon(&[ne, se, top]), CHURCH_WALL.darker(0.22));
    c.fill(&polygon(&[se, sw, top]), CHURCH_WALL.darker(0.3));
    c.fill(&polygon(&[sw, nw, top]), CHURCH_WALL.darker(0.08));
    let arm = 0.2 * r;
    let post = polyline(&[top - pt(0.0, arm * 1.25), top + pt(0.0, arm)]);
    let bar = polyline(&[
        top + pt(-arm * 0.7, -arm * 0.4),
        top + pt(arm * 0.7, -arm * 0.4),
    ]);
    for line in [&post, &bar] {
        c.stroke(line, 0.022, STONE_DARK, Ends::Round);
    }
    for line in [&post, &bar] {
        c.stroke(line, 0.011, GOLD, Ends::Round);
    }
}

/// A garden: a round hedge around a bed of flowers.
fn paint_garden(c: &mut Canvas, at: Pt, r: f32, rng: &mut Rng) {
    let bumps: Vec<Pt> = (0..18)
        .map(|i| {
            let k = if i % 2 == 0 { 1.0 } else { 0.93 };
            at + Pt::at_angle(i as f32 / 18.0 * std::f32::consts::TAU) * (r * k)
        })
        .collect();
    let hedge = blob(&bumps);
    c.fill(&circle(at + pt(0.01, 0.012), r), SHADOW);
    c.fill(&hedge, HEDGE);
    c.stroke(&hedge, 0.006, HEDGE.darker(0.3), Ends::Round);
    c.fill(
        &circle(at - pt(r * 0.06, r * 0.06), r * 0.86),
        HEDGE.lighter(0.12),
    );
    let bed = r * 0.66;
    c.fill(&circle(at, bed), SOIL);
    let step = (bed * 0.42).max(0.022);
    let n = (bed / step).ceil() as i32;
    for gy in -n..=n {
        for gx in -n..=n {
            let offset = if gy % 2 == 0 { 0.0 } else { step / 2.0 };
            let p = at + pt(gx as f32 * step + offset, gy as f32 * step * 0.87);
            if p.dist(at) > bed - step * 0.45 {
                continue;
            }
            let colour = rng.pick(&FLOWERS);
            let fr = step * 0.36;
            for k in 0..5 {
                let petal = p + Pt::at_angle(k as f32 * 1.2566 + 0.3) * (fr * 0.7);
                c.fill(&circle(petal, fr * 0.6), colour);
            }
            c.fill(&circle(p, fr * 0.4), hex(0xf7d44a).darker(0.1));
        }
    }
}

fn paint_tree(c: &mut Canvas, at: Pt, r: f32) {
    c.fill(&circle(at + pt(r * 0.35, r * 0.45), r), SHADOW);
    c.fill(&circle(at, r), TREE.darker(0.15));
    c.fill(&circle(at - pt(r * 0.08, r * 0.08), r * 0.88), TREE);
    c.fill(&circle(at - pt(r * 0.3, r * 0.3), r * 0.45), TREE_LIGHT);
}
