//! Planning a tile's layout from its segments: city outlines (see `city`),
//! road lines, gates, bridges and tunnels, the village, and free room for the
//! monastery, inns, farmhouses, the garden, The Princess & the Dragon's
//! symbols and trees. Nothing is painted here.

use super::city::{City, field_on_half, plan_city};
use super::geometry::{CENTRE, Rng, arc_between, crosses, inward, layout_seed, mid, sides_of};
use super::room::Room;
use super::sites::{Inn, divider, place_farmhouse, place_inn};
use super::style::*;
use super::water::{River, plan_river};
use crate::art::canvas::{Canvas, Ends, Pen, Pt, circle, mask_at, polyline, pt, rect, sample};
use crate::rules::tiles::{RoadEnd, Symbol};
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
    /// The road runs in a tunnel under a city: `path` is only the pieces
    /// in the open, up to the tunnel's mouths.
    pub(super) tunnel: Option<Tunnel>,
}

impl Road {
    fn new(segment: usize, path: Path) -> Road {
        Road {
            segment,
            path,
            gate: None,
            inn: false,
            over: false,
            tunnel: None,
        }
    }
}

/// A road's tunnel under a city.
pub(super) struct Tunnel {
    /// Each mouth and the direction into the tunnel there.
    pub(super) mouths: Vec<(Pt, Pt)>,
    /// The hidden line from mouth to mouth.
    pub(super) hidden: Path,
}

/// How far from the tile edge a tunnel's mouth opens, as a share of the
/// way to the city wall: the field between the mouth and the wall lies over
/// the tunnel, so the fields on both sides of the road stay one field.
const TUNNEL_MOUTH: f32 = 0.42;

/// What stands in a field for the tile's symbol (The Princess & the Dragon;
/// the princess stands in her city, see `City::princess`).
#[derive(Clone, Copy)]
pub(super) enum Landmark {
    /// A small smoking volcano: its middle and the radius of its foot.
    Volcano(Pt, f32),
    /// The dragon's emblem or the magic portal: the symbol, middle, radius.
    Emblem(Symbol, Pt, f32),
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
    /// The tile's volcano, dragon emblem or magic portal.
    pub(super) landmark: Option<Landmark>,
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

        let mut cities: Vec<City> = t
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
        let mut to_volcano = Vec::new();
        let volcano_tile = t.symbol == Some(Symbol::Volcano);
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
                // On a volcano's tile a road that names no end ends at it.
                ([a], None) if volcano_tile => to_volcano.push((*a, s.inn, i)),
                ([a], _) => to_village.push((*a, s.inn, i)),
                _ if s.tunnel => roads.push(Road {
                    inn: s.inn,
                    ..tunnel_road(i, &sides, &cities)
                }),
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
            if let Some(tunnel) = &r.tunnel {
                room.stroke(&tunnel.hidden, TUNNEL_W + 0.02);
                for &(at, _) in &tunnel.mouths {
                    room.fill(&circle(at, 0.09));
                }
            }
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
        // No houses over a tunnel, so its line shows through the city.
        for tunnel in roads.iter().filter_map(|r| r.tunnel.as_ref()) {
            for (at, _) in sample(&tunnel.hidden, 0.02) {
                for c in cities.iter_mut().filter(|c| mask_at(&c.inside, at)) {
                    c.clear.push((at, TUNNEL_W * 0.75));
                    c.room.fill(&circle(at, TUNNEL_W * 0.75));
                }
            }
        }
        // A monastery that no road leads to, on a tile with a city, stands
        // inside the biggest city (The Princess & the Dragon's `PD_O`).
        let in_city = to_monastery
            .is_empty()
            .then(|| biggest_city(&cities))
            .flatten();
        let monastery = t.monastery.map(|_| match in_city {
            Some(k) => {
                let city = &mut cities[k];
                let (at, clear) = city
                    .room
                    .best_spot_near(0.26, 0.3, city.anchor, |_| true)
                    .unwrap_or((city.anchor, 0.0));
                // Its yard is square: keep the corners off the walls.
                let r = (clear / 1.3).clamp(0.12, 0.2);
                let yard = rect(at, pt(1.0, 0.0), pt(r + 0.02, r + 0.02), r * 0.25);
                city.room.fill(&yard);
                city.clear.push((at, r * 1.45));
                (at, r)
            }
            None => {
                let (at, clear) = room
                    .best_spot(0.23, 0.3, reachable)
                    .or_else(|| room.best_spot(0.23, 0.3, |_| true))
                    .unwrap_or((CENTRE, 0.0));
                let r = (clear - 0.005).clamp(0.12, 0.22);
                room.fill(&circle(at, r * 1.1));
                (at, r)
            }
        });
        // The volcano stands in the open, as near the middle as it fits;
        // a road that ends at it runs to its foot.
        let mut landmark = None;
        if volcano_tile {
            let (at, clear) = room
                .best_spot(VOLCANO_R + 0.02, 0.3, |_| true)
                .unwrap_or((CENTRE, 0.0));
            let r = (clear - 0.02).clamp(0.12, VOLCANO_R);
            room.fill(&circle(at, r + 0.015));
            for &(a, inn, i) in &to_volcano {
                let foot = at + (mid(a) - at).norm() * (r * 0.7);
                let path = polyline(&[mid(a) - inward(a) * 0.05, foot]);
                room.stroke(&path, ROAD_EDGE_W + 0.02);
                roads.push(Road {
                    inn,
                    ..Road::new(i, path)
                });
            }
            landmark = Some(Landmark::Volcano(at, r));
        }
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

        // The dragon's emblem or the magic portal: on open field near the
        // middle, or inside the biggest city where the fields are narrow.
        if let Some(symbol @ (Symbol::Dragon | Symbol::Portal)) = t.symbol {
            // Clear of the walls' towers and the monastery yard's corners.
            let margin = 0.045;
            if let Some((at, r)) = monastery {
                room.fill(&rect(at, pt(1.0, 0.0), pt(r + 0.02, r + 0.02), r * 0.25));
            }
            let want = SYMBOL_R + margin;
            let in_field = room.best_spot(want, 0.3, |_| true);
            let in_city = biggest_city(&cities).and_then(|k| {
                let city = &cities[k];
                city.room
                    .best_spot_near(want, 0.1, city.anchor, |_| true)
                    .map(|spot| (k, spot))
            });
            let field_clear = in_field.map_or(0.0, |(_, clear)| clear);
            let size = |clear: f32| (clear - margin).clamp(SYMBOL_R * 0.75, SYMBOL_R);
            let spot = match in_city {
                Some((k, (at, clear))) if field_clear < want && clear > field_clear => {
                    let r = size(clear);
                    let city = &mut cities[k];
                    city.room.fill(&circle(at, r + margin));
                    city.clear.push((at, r + 0.02));
                    Some((at, r))
                }
                _ => in_field.map(|(at, clear)| {
                    let r = size(clear);
                    room.fill(&circle(at, r + margin));
                    (at, r)
                }),
            };
            landmark = spot.map(|(at, r)| Landmark::Emblem(symbol, at, r));
        }

        let trees = room.scatter(&mut rng, 7, 0.028, 0.05);
        Plan {
            cities,
            roads,
            river,
            village,
            dividers,
            monastery,
            landmark,
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

/// The biggest city of the tile, if it has one.
fn biggest_city(cities: &[City]) -> Option<usize> {
    let area = |c: &City| c.inside.data().iter().filter(|&&v| v > 127).count();
    (0..cities.len()).max_by_key(|&k| area(&cities[k]))
}

/// A road between `sides` in a tunnel under the cities it crosses: in the
/// open from each side to a mouth partway to the first city wall, hidden
/// from mouth to mouth. A tunnel that meets no city is an ordinary road.
fn tunnel_road(segment: usize, sides: &[usize], cities: &[City]) -> Road {
    let line = through_road(sides);
    let points: Vec<Pt> = sample(&line, 0.004).into_iter().map(|(p, _)| p).collect();
    let in_city = |p: Pt| cities.iter().any(|c| mask_at(&c.inside, p));
    let on_tile = |p: Pt| (0.0..=1.0).contains(&p.x) && (0.0..=1.0).contains(&p.y);
    // The index of the mouth from one end: partway from the tile's edge to
    // the first point in a city.
    let mouth = |order: &mut dyn Iterator<Item = usize>| {
        let steps: Vec<usize> = order.filter(|&i| on_tile(points[i])).collect();
        let wall = steps.iter().position(|&i| in_city(points[i]))?;
        Some(steps[((wall as f32 * TUNNEL_MOUTH) as usize).max(1).min(wall)])
    };
    let (Some(a), Some(b)) = (
        mouth(&mut (0..points.len())),
        mouth(&mut (0..points.len()).rev()),
    ) else {
        return Road::new(segment, line);
    };
    if a >= b {
        return Road::new(segment, line);
    }
    let dir = |i: usize, j: usize| (points[j] - points[i]).norm();
    let path = Pen::at(points[0])
        .line(points[a])
        .jump(points[points.len() - 1])
        .line(points[b])
        .done();
    Road {
        tunnel: Some(Tunnel {
            mouths: vec![
                (points[a], dir(a - 1, a + 1)),
                (points[b], dir(b + 1, b - 1)),
            ],
            hidden: polyline(&points[a..=b]),
        }),
        ..Road::new(segment, path)
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
