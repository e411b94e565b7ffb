//! Planning a tile's layout from its segments: city outlines and walls, road
//! lines and gates, the village, and free room for the monastery, the garden
//! and trees. Nothing is painted here.

use super::room::Room;
use super::style::*;
use super::water::plan_river;
use super::{CENTRE, CORNERS, Rng, along, inward, layout_seed, mid, sides_of};
use crate::art::canvas::{Canvas, Pen, Pt, circle, mask_at, polyline, pt, rect};
use crate::rules::tiles::{RoadEnd, Segment};
use crate::rules::{FeatureKind, TileType};
use tiny_skia::{Mask, Path};

pub(super) struct City {
    pub(super) region: Path,
    /// The wall lines (the outline inside the tile; tile edges have none).
    pub(super) walls: Vec<Path>,
    pub(super) inside: Mask,
    pub(super) anchor: Pt,
    pub(super) arms: u8,
    pub(super) edges: u8,
}

pub(super) struct Road {
    pub(super) path: Path,
    /// A gate in a city wall: its centre and the road's direction into the city.
    pub(super) gate: Option<(Pt, Pt)>,
}

/// One piece of water, drawn in layers (banks, edge, water) with the others.
pub(super) enum Water {
    /// A river stroke between sides.
    Flow(Path),
    /// A filled shape: a lake, a spring's pool or its tapering stream.
    Pool(Path),
}

pub(super) struct River {
    pub(super) parts: Vec<Water>,
    /// Every covered spot, banks included: bridges are drawn inside it.
    pub(super) mask: Mask,
    /// Lines drawn lighter on the water to show the current.
    pub(super) ripples: Vec<Path>,
    /// Stones around a spring.
    pub(super) rocks: Vec<(Pt, f32)>,
}

pub(super) struct Plan {
    pub(super) cities: Vec<City>,
    pub(super) roads: Vec<Road>,
    pub(super) river: Option<River>,
    /// The village where roads end, and where its houses stand.
    pub(super) village: Option<(Pt, Vec<Pt>)>,
    pub(super) monastery: Option<(Pt, f32)>,
    pub(super) garden: Option<(Pt, f32)>,
    pub(super) trees: Vec<(Pt, f32)>,
    pub(super) seed: u64,
}

impl Plan {
    pub(super) fn new(t: &TileType, canvas: &Canvas) -> Plan {
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
pub(super) fn arc_between(a: usize, b: usize, overshoot: f32) -> Path {
    let k = 0.5 * 0.5523;
    Pen::at(mid(a) - inward(a) * overshoot)
        .line(mid(a))
        .cubic(mid(a) + inward(a) * k, mid(b) + inward(b) * k, mid(b))
        .line(mid(b) - inward(b) * overshoot)
        .done()
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

/// Does the straight line from `a` to `b` pass over the mask?
fn crosses(mask: &Mask, a: Pt, b: Pt) -> bool {
    let steps = (a.dist(b) / 0.005).ceil().max(1.0) as usize;
    (1..steps).any(|i| mask_at(mask, a.lerp(b, i as f32 / steps as f32)))
}
