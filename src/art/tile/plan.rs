//! Planning a tile's layout from its segments: city outlines (see `city`),
//! road lines, gates and bridges, the village, and free room for the
//! monastery, inns, farmhouses, the garden and trees. Nothing is painted here.

use super::city::{City, field_on_half, plan_city};
use super::geometry::{CENTRE, Rng, arc_between, crosses, inward, layout_seed, mid, sides_of};
use super::room::Room;
use super::sites::{Inn, divider, place_farmhouse, place_inn};
use super::style::*;
use super::water::{River, plan_river};
use crate::art::canvas::{Canvas, Ends, Pen, Pt, circle, mask_at, polyline};
use crate::rules::tiles::RoadEnd;
use crate::rules::{FeatureKind, TileType};
use tiny_skia::{Mask, Path};

pub(super) struct Road {
    /// The road's segment on its tile.
    pub(super) segment: usize,
    pub(super) path: Path,
    /// A gate in a city wall: its centre and the road's direction into the city.
    pub(super) gate: Option<(Pt, Pt)>,
    /// The road has an inn beside it.
    pub(super) inn: bool,
    /// The road runs over the other roads on a bridge (on a tile without water).
    pub(super) over: bool,
}

impl Road {
    fn new(segment: usize, path: Path) -> Road {
        Road {
            segment,
            path,
            gate: None,
            inn: false,
            over: false,
        }
    }
}

pub(super) struct Plan {
    pub(super) cities: Vec<City>,
    pub(super) roads: Vec<Road>,
    pub(super) river: Option<River>,
    /// The village where roads end, and where its houses stand.
    pub(super) village: Option<(Pt, Vec<Pt>)>,
    /// Low stone walls from the village to a city wall, where the data keeps
    /// the fields on either side apart.
    pub(super) dividers: Vec<Path>,
    pub(super) monastery: Option<(Pt, f32)>,
    pub(super) inns: Vec<Inn>,
    /// Farmhouses where roads end: the spot and the road's direction there.
    pub(super) farmhouses: Vec<(Pt, Pt)>,
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
            .enumerate()
            .filter(|(_, s)| s.kind == FeatureKind::City && s.edges != 0)
            .map(|(i, _)| plan_city(t, i, canvas))
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
        let mut to_farmhouse = Vec::new();
        for (i, s) in t.segments.iter().enumerate() {
            if s.kind != FeatureKind::Road {
                continue;
            }
            let sides = sides_of(s.edges);
            let over = s.bridge && river.is_none();
            match (sides.as_slice(), s.road_end) {
                ([], _) => {}
                ([a], Some(RoadEnd::Monastery)) if t.monastery.is_some() => {
                    to_monastery.push((*a, s.bridge, s.inn, i))
                }
                ([a], Some(RoadEnd::City)) if !cities.is_empty() => to_city.push((*a, s.inn, i)),
                ([a], Some(RoadEnd::Farmhouse)) => to_farmhouse.push((*a, s.inn, over, i)),
                ([a], _) => to_village.push((*a, s.inn, i)),
                _ => roads.push(Road {
                    inn: s.inn,
                    over,
                    ..Road::new(i, through_road(&sides))
                }),
            }
        }
        for &(a, inn, i) in &to_city {
            roads.push(Road {
                inn,
                ..road_to_city(t, a, i, &cities)
            });
        }
        // Dead ends meet at a village: in the centre, unless a city or water
        // is there; then on the nearest open field the roads reach.
        let in_the_way = |p: Pt| {
            cities.iter().any(|c| mask_at(&c.inside, p))
                || river.as_ref().is_some_and(|r| mask_at(&r.mask, p))
        };
        let village_at = if in_the_way(CENTRE) {
            let reachable = |p: Pt| {
                to_village.iter().all(|&(a, ..)| {
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
        for &(a, inn, i) in &to_village {
            village_dirs.push((mid(a) - village_at).norm());
            roads.push(Road {
                inn,
                ..Road::new(i, polyline(&[mid(a) - inward(a) * 0.05, village_at]))
            });
        }
        let mut farmhouses = Vec::new();
        for &(a, inn, over, i) in &to_farmhouse {
            let at = place_farmhouse(a, &in_the_way);
            farmhouses.push((at, inward(a)));
            roads.push(Road {
                inn,
                over,
                ..Road::new(i, polyline(&[mid(a) - inward(a) * 0.05, at]))
            });
        }
        for r in &roads {
            room.stroke(&r.path, ROAD_EDGE_W + 0.02);
        }
        for &(at, dir) in &farmhouses {
            room.fill(&circle(at + dir * 0.05, 0.19));
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
        // Where the fields on either side of a gap between the village's
        // roads are apart, a low wall runs from the village across the gap.
        let mut dividers = Vec::new();
        let mut ends: Vec<(f32, usize)> = to_village
            .iter()
            .map(|&(a, ..)| ((mid(a) - village_at).angle(), a))
            .collect();
        ends.sort_by(|x, y| x.0.total_cmp(&y.0));
        for (i, &(angle, a)) in ends.iter().enumerate() {
            let (next, b) = ends[(i + 1) % ends.len()];
            let next = if i + 1 < ends.len() {
                next
            } else {
                next + std::f32::consts::TAU
            };
            if ends.len() > 1 && field_on_half(t, 2 * a + 1) != field_on_half(t, 2 * b) {
                let wall = divider(village_at, (angle + next) / 2.0, &in_the_way);
                room.stroke(&wall, 0.06);
                dividers.push(wall);
            }
        }

        // A road with a bridge reaches its monastery across the water; one
        // without stays on its own bank.
        let reachable = |p: Pt| {
            river.as_ref().is_none_or(|r| {
                to_monastery
                    .iter()
                    .all(|&(a, bridge, ..)| crosses(&r.mask, mid(a), p) == bridge)
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
            for &(a, _, inn, i) in &to_monastery {
                let path = polyline(&[mid(a) - inward(a) * 0.05, at]);
                room.stroke(&path, ROAD_EDGE_W + 0.02);
                roads.push(Road {
                    inn,
                    ..Road::new(i, path)
                });
            }
        }

        // Inns stand beside their road, in the roomiest field it borders.
        let mut inns = Vec::new();
        if roads.iter().any(|r| r.inn) {
            let mut barrier = canvas.mask();
            for c in &cities {
                canvas.mask_fill(&mut barrier, &c.region);
                for w in &c.walls {
                    canvas.mask_stroke(&mut barrier, w, WALL, Ends::Round);
                }
            }
            for r in &roads {
                canvas.mask_stroke(&mut barrier, &r.path, ROAD_EDGE_W, Ends::Round);
            }
            for w in &dividers {
                canvas.mask_stroke(&mut barrier, w, 0.03, Ends::Round);
            }
            if let Some(r) = &river {
                for (a, b) in barrier.data_mut().iter_mut().zip(r.mask.data()) {
                    *a = (*a).max(*b);
                }
            }
            for road in roads.iter().filter(|r| r.inn) {
                if let Some(inn) = place_inn(&road.path, &mut room, &barrier) {
                    inns.push(inn);
                }
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
            dividers,
            monastery,
            inns,
            farmhouses,
            garden,
            trees,
            seed,
        }
    }
}

/// A road from side `a` to the gate of the city it leads to: the city that
/// the fields on both sides of the road touch, else the nearest.
fn road_to_city(t: &TileType, a: usize, segment: usize, cities: &[City]) -> Road {
    let touched = |h: usize| field_on_half(t, h).map_or(0, |f| t.segments[f].cities);
    let both = touched(2 * a) & touched(2 * a + 1);
    let preferred = |c: &&City| both & (1 << c.segment) != 0;
    let targets: Vec<&City> = if cities.iter().any(|c| preferred(&c)) {
        cities.iter().filter(preferred).collect()
    } else {
        cities.iter().collect()
    };
    let from = mid(a) - inward(a) * 0.05;
    let mut best: Option<(f32, Pt, Pt, Pt)> = None;
    for city in targets {
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
            gate: Some((gate + dir * (WALL * 0.3), dir)),
            ..Road::new(segment, polyline(&[from, gate.lerp(anchor, 0.3)]))
        },
        None => Road::new(segment, polyline(&[from, CENTRE])),
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
