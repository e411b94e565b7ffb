//! Finding places for the things that stand in fields beside roads: an inn
//! with its lake, a farmhouse where a road ends, and the low walls that keep
//! a village's fields apart where the data says they are.

use super::geometry::crosses;
use super::geometry::{inward, mid};
use super::room::Room;
use super::style::*;
use crate::art::canvas::{Pt, blob, circle, polyline, sample};
use tiny_skia::{Mask, Path};

/// An inn beside its road, and its lake.
pub(super) struct Inn {
    pub(super) at: Pt,
    /// Unit direction from the inn to its road: the inn faces it.
    pub(super) facing: Pt,
    /// The lake's outline, if the field has room for one.
    pub(super) lake: Option<Path>,
}

/// The first item with the highest score.
fn best<T: Copy>(items: impl Iterator<Item = T>, score: impl Fn(T) -> f32) -> Option<T> {
    let mut best: Option<(T, f32)> = None;
    for item in items {
        let s = score(item);
        if best.is_none_or(|(_, b)| s > b + 1e-6) {
            best = Some((item, s));
        }
    }
    best.map(|(item, _)| item)
}

/// Places an inn beside `road`: in the field the road borders with the most
/// room (the biggest circle that fits there within reach of the road), on
/// free ground near the road's middle, with a lake further into that field.
/// `barrier` marks what fields cannot cross (roads, walls, cities, water).
pub(super) fn place_inn(road: &Path, room: &mut Room, barrier: &Mask) -> Option<Inn> {
    let line: Vec<Pt> = sample(road, 0.01)
        .into_iter()
        .map(|(p, _)| p)
        .filter(|p| (0.0..=1.0).contains(&p.x) && (0.0..=1.0).contains(&p.y))
        .collect();
    let middle = *line.get(line.len() / 2)?;
    let nearest = |p: Pt| {
        line.iter()
            .copied()
            .min_by(|a, b| a.dist(p).total_cmp(&b.dist(p)))
            .unwrap_or(middle)
    };
    // The distance to the nearest point of the line (as `nearest(p).dist(p)`,
    // measuring each point once).
    let to_road = |p: Pt| line.iter().map(|q| q.dist(p)).fold(f32::INFINITY, f32::min);

    let spots = room.spots();
    let (field, _) = best(
        spots.iter().copied().filter(|&(p, _)| to_road(p) < 0.32),
        |(_, clear)| clear,
    )?;
    let (at, _) = best(
        spots
            .iter()
            .copied()
            .filter(|&(p, clear)| clear >= INN_ROOM && !crosses(barrier, field, p)),
        |(p, _)| -(to_road(p) + 0.25 * p.dist(middle)),
    )?;
    room.fill(&circle(at, INN_ROOM));
    let facing = (nearest(at) - at).norm();

    let lake = best(
        room.spots()
            .into_iter()
            .filter(|&(p, clear)| clear >= 0.075 && p.dist(at) < 0.32 && !crosses(barrier, at, p)),
        |(p, clear)| 2.0 * clear.min(LAKE_R) - p.dist(at) + 0.2 * to_road(p),
    )
    .map(|(p, clear)| {
        // The shore reaches a little beyond the water: keep it off the road.
        let r = (clear - 0.03).clamp(0.045, LAKE_R);
        room.fill(&circle(p, r + 0.01));
        let shore: Vec<Pt> = (0..9)
            .map(|k| {
                let angle = k as f32 / 9.0 * std::f32::consts::TAU;
                let wobble = 1.0 + 0.12 * (k as f32 * 2.3 + p.x * 17.0).sin();
                p + Pt::at_angle(angle) * (r * wobble * 0.92)
            })
            .collect();
        blob(&shore)
    });
    Some(Inn { at, facing, lake })
}

/// Where a road from side `a` ends at a farmhouse: well inside the tile, on
/// the first spot along the road with room round it.
pub(super) fn place_farmhouse(a: usize, in_the_way: &dyn Fn(Pt) -> bool) -> Pt {
    [0.74f32, 0.66, 0.58, 0.5]
        .iter()
        .map(|&t| mid(a) + inward(a) * t)
        .find(|&p| {
            !in_the_way(p) && (0..12).all(|k| !in_the_way(p + Pt::at_angle(k as f32 * 0.52) * 0.1))
        })
        .unwrap_or(mid(a) + inward(a) * 0.5)
}

/// A low wall from the village at `from` in direction `angle` to the first
/// city or water (or the tile edge) it meets.
pub(super) fn divider(from: Pt, angle: f32, in_the_way: &dyn Fn(Pt) -> bool) -> Path {
    let dir = Pt::at_angle(angle);
    let start = from + dir * (VILLAGE_RADIUS * 0.8);
    let mut end = start;
    while (0.0..=1.0).contains(&end.x) && (0.0..=1.0).contains(&end.y) && !in_the_way(end) {
        end = end + dir * 0.005;
    }
    polyline(&[start, end + dir * 0.02])
}
