//! Planning a city's outline from its segment: the tile edges it holds,
//! joined by walls through the tile. A wall runs to a tile corner wherever
//! the data keeps the fields on either side of that corner apart, or keeps
//! a field from a city it does not touch, and leaves room for an inner field
//! where it faces a separate city.

use super::geometry::{CENTRE, CORNERS, along, inward, mid, sides_of};
use super::room::Room;
use super::style::*;
use crate::art::canvas::{Canvas, Pen, Pt, circle, pt, rect};
use crate::rules::tiles::Goods;
use crate::rules::{EdgeKind, FeatureKind, TileType};
use tiny_skia::{Mask, Path};

pub(super) struct City {
    /// The city's segment on its tile.
    pub(super) segment: usize,
    pub(super) region: Path,
    /// The wall lines (the outline inside the tile; tile edges have none).
    pub(super) walls: Vec<Path>,
    pub(super) inside: Mask,
    /// A point well inside the city, for its coat of arms, goods or cathedral.
    pub(super) anchor: Pt,
    pub(super) arms: u8,
    pub(super) edges: u8,
    /// A cathedral's middle and size (across).
    pub(super) cathedral: Option<(Pt, f32)>,
    /// The goods symbol and where its token goes: the roomiest spot near
    /// the middle, beside any coat of arms or cathedral.
    pub(super) goods: Option<(Goods, Pt)>,
    /// Where the princess stands (The Princess & the Dragon), and the
    /// radius of her paved spot: the roomiest spot near the middle, beside
    /// the coat of arms.
    pub(super) princess: Option<(Pt, f32)>,
    /// Spots kept free of houses (centre and radius): a monastery in the
    /// city, the line of a tunnel under it.
    pub(super) clear: Vec<(Pt, f32)>,
    /// The free room inside the walls, after all of the above.
    pub(super) room: Room,
}

/// The field segment on half-edge `h` (bit `h` of a field's halves).
pub(super) fn field_on_half(t: &TileType, h: usize) -> Option<usize> {
    t.segments
        .iter()
        .position(|s| s.kind == FeatureKind::Field && s.halves & (1 << (h % 8)) != 0)
}

/// Does a wall reach corner `c` (between sides `c - 1` and `c`)? It must
/// where both sides have fields and the data keeps the field before the
/// corner apart from the one after it.
fn wall_reaches_corner(t: &TileType, c: usize) -> bool {
    let (before, after) = ((c + 3) % 4, c % 4);
    t.edges[before] != EdgeKind::City
        && t.edges[after] != EdgeKind::City
        && field_on_half(t, 2 * before + 1) != field_on_half(t, 2 * after)
}

/// How one city's wall crosses one run of open sides: from corner `first`
/// across `run` sides to corner `first + run`.
#[derive(Clone, Copy)]
struct Run {
    first: usize,
    run: usize,
    shape: Wall,
}

/// Does city `index`'s wall reach corner `c`, between another city's side
/// and a side with a field? It must where that field touches this city but
/// not the other: the wall keeps them apart (`PD_F`: the west field touches
/// only the north city, whose wall runs down to the south-west corner).
fn wall_parts_field_from_city(t: &TileType, index: usize, c: usize) -> bool {
    let (before, after) = ((c + 3) % 4, c % 4);
    let city_on = |side: usize| {
        t.segments
            .iter()
            .position(|s| s.kind == FeatureKind::City && s.edges & (1 << side) != 0)
    };
    // The half-edges of each side that end at the corner.
    for (city_side, open_side, half) in
        [(before, after, 2 * after), (after, before, 2 * before + 1)]
    {
        let Some(other) = city_on(city_side).filter(|&o| o != index) else {
            continue;
        };
        if t.edges[open_side] == EdgeKind::City {
            continue;
        }
        if let Some(f) = field_on_half(t, half) {
            let touches = |city: usize| t.segments[f].cities & (1 << city) != 0;
            if touches(index) && !touches(other) {
                return true;
            }
        }
    }
    false
}

/// The side the city walk starts at (a held side whose anticlockwise
/// neighbour is open) and the city's runs of open sides, in walking order.
fn open_runs(t: &TileType, index: usize, edges: u8) -> (usize, Vec<Run>) {
    let held = |side: usize| edges & (1 << (side % 4)) != 0;
    // A side that is another city's edge: leave room for a field between.
    let other_city = |side: usize| t.edges[side % 4] == EdgeKind::City && !held(side);
    let reaches =
        |c: usize| wall_reaches_corner(t, c % 4) || wall_parts_field_from_city(t, index, c % 4);
    let start = (0..4)
        .find(|&s| held(s) && !held(s + 3))
        .unwrap_or_default();
    let mut runs = Vec::new();
    let mut side = start;
    while side < start + 4 {
        if held(side) {
            side += 1;
            continue;
        }
        let first = side % 4;
        let split_before = reaches(first);
        let mut run = 0;
        while side < start + 4 && !held(side) {
            run += 1;
            side += 1;
            if reaches(side) {
                break;
            }
        }
        let split = split_before || reaches(side);
        let facing_cities = (first..first + run).all(other_city);
        let shape = match run {
            1 if other_city(first) => Wall::Cap(INNER_FIELD_CAP),
            1 if split => Wall::Cap(SPLIT_FIELD_CAP),
            1 => Wall::Cap(FIELD_CAP),
            // Facing another city across an inner field: bowed away from it.
            2 if facing_cities => Wall::Corner(CORNER_BOW),
            2 if split => Wall::Corner(-SPLIT_BOW),
            2 => Wall::Corner(CORNER_BOW),
            _ => Wall::Round,
        };
        runs.push(Run { first, run, shape });
    }
    (start, runs)
}

/// The outline of city segment `index`: the tile edges it holds, joined by
/// walls that curve through the tile across each run of open sides.
pub(super) fn plan_city(t: &TileType, index: usize, canvas: &Canvas) -> City {
    let s = &t.segments[index];
    let edges = s.edges & 0xF;
    let held = |side: usize| edges & (1 << (side % 4)) != 0;
    let mut walls = Vec::new();
    let mut anchor = city_anchor(edges);
    let region = if edges == 0xF {
        rect(CENTRE, pt(1.0, 0.0), pt(0.5, 0.5), 0.0)
    } else {
        let (start, runs) = open_runs(t, index, edges);
        let mut runs = runs.into_iter();
        let mut pen = Pen::at(CORNERS[start]);
        let mut side = start;
        while side < start + 4 {
            if held(side) {
                pen = pen.line(CORNERS[(side + 1) % 4]);
                side += 1;
                continue;
            }
            let Some(Run { first, run, shape }) = runs.next() else {
                break;
            };
            side += run;
            if let Wall::Cap(depth) = shape {
                // A deeper field on one side moves the middle of the city away.
                anchor = anchor + inward(first) * ((depth - FIELD_CAP) / 2.0);
            }
            let (c1, c2, to) = wall_curve(first, run, shape);
            walls.push(Pen::at(CORNERS[first]).cubic(c1, c2, to).done());
            pen = pen.cubic(c1, c2, to);
        }
        pen.close().done()
    };
    let mut inside = canvas.mask();
    canvas.mask_fill(&mut inside, &region);
    // Room inside the walls, away from the coats of arms, for a cathedral
    // and a goods token.
    let mut room = Room::new();
    room.add_mask(&invert(&inside));
    for w in &walls {
        room.stroke(w, WALL + 0.02);
    }
    if s.arms > 0 {
        let shields = s.arms.min(3) as f32;
        room.fill(&rect(
            anchor,
            pt(1.0, 0.0),
            pt(0.09 + 0.075 * (shields - 1.0), 0.11),
            0.0,
        ));
    }
    let cathedral = s.cathedral.then(|| {
        if edges == 0xF && s.arms == 0 {
            (anchor, 0.58)
        } else {
            let (at, clear) = room
                .best_spot_near(0.3, 0.2, anchor, |_| true)
                .unwrap_or((anchor, 0.2));
            (at, 2.0 * (clear - 0.02).clamp(0.12, 0.29))
        }
    });
    if let Some((at, size)) = cathedral {
        room.fill(&circle(at, size / 2.0 + 0.01));
    }
    let goods = s.goods.map(|g| {
        let want = BADGE_R + WALL / 2.0 + 0.012;
        let at = room
            .best_spot_near(want, 0.02, anchor, |_| true)
            .map_or(anchor, |(p, _)| p);
        (g, at)
    });
    if let Some((_, at)) = goods {
        room.fill(&circle(at, BADGE_R + 0.01));
    }
    let princess = s.princess.then(|| {
        let margin = WALL / 2.0 + 0.012;
        let (at, clear) = room
            .best_spot_near(PRINCESS_ROOM_MAX + margin, 0.02, anchor, |_| true)
            .unwrap_or((anchor, 0.0));
        let r = (clear - margin).clamp(PRINCESS_ROOM, PRINCESS_ROOM_MAX);
        room.fill(&circle(at, r + 0.01));
        (at, r)
    });
    City {
        segment: index,
        region,
        walls,
        inside,
        anchor,
        arms: s.arms,
        edges,
        cathedral,
        goods,
        princess,
        clear: Vec::new(),
        room,
    }
}

/// The mask's complement.
pub(super) fn invert(mask: &Mask) -> Mask {
    let mut out = mask.clone();
    for v in out.data_mut() {
        *v = 255 - *v;
    }
    out
}

/// How a wall crosses a run of open sides.
#[derive(Clone, Copy)]
enum Wall {
    /// Across one open side, leaving a field cap this deep.
    Cap(f32),
    /// From corner to corner across two open sides, bowed into the city by
    /// this much (out of it when negative).
    Corner(f32),
    /// Round three open sides: the city is a cap on its one side.
    Round,
}

/// The wall across `run` open sides starting at side `first`, from corner
/// `first` to corner `first + run`: the cubic's two controls and its end.
fn wall_curve(first: usize, run: usize, shape: Wall) -> (Pt, Pt, Pt) {
    let from = CORNERS[first];
    let to = CORNERS[(first + run) % 4];
    match shape {
        // One open side: the field there is a cap, the city bulges round it.
        Wall::Cap(depth) => {
            let h = depth / 0.75;
            let (u, n) = (along(first), inward(first));
            (from + u * 0.45 + n * h, to - u * 0.45 + n * h, to)
        }
        // Two open sides: a wall from corner to corner, bowed into the city.
        Wall::Corner(bow) => {
            let open_corner = CORNERS[(first + 1) % 4];
            let m = from.lerp(to, 0.5);
            let ctrl = m + (m - open_corner) * (2.0 * bow);
            (
                from + (ctrl - from) * (2.0 / 3.0),
                to + (ctrl - to) * (2.0 / 3.0),
                to,
            )
        }
        // Three open sides: the city is a cap on its one side.
        Wall::Round => {
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
