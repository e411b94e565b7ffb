//! The RON schema of `assets/tiles/*.ron` and how a file becomes tile
//! types: every problem of a tile named, with its file, never a panic.

use super::{
    EdgeKind, FeatureKind, Goods, NO_SEGMENT, RoadEnd, Rotated, Segment, Symbol, TileCatalog,
    TileDataError, TileSetInfo, TileType, TileTypeId,
};
use crate::rules::geometry::{Half, Rotation, Side};
use serde::{Deserialize, Serialize};

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename = "TileSet")]
struct SetFile {
    name: String,
    /// The tile placed face up at the origin before the first turn.
    #[serde(default)]
    start: Option<String>,
    /// The tile drawn last from this set's pile (the River's lake).
    #[serde(default)]
    last: Option<String>,
    /// The declared number of tiles, start tile included; checked against the counts.
    #[serde(default)]
    total: Option<u32>,
    tiles: Vec<TileFile>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename = "Tile")]
struct TileFile {
    id: String,
    count: u32,
    /// Four letters, N E S W: `C` city, `R` road, `F` field, `r` river.
    edges: String,
    #[serde(default)]
    segments: Vec<SegmentFile>,
    /// Art image, relative to `assets/`; defaults to `tiles/<set>/<id>.png`.
    #[serde(default)]
    art: Option<String>,
    /// The symbol the tile shows (The Princess & the Dragon), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    symbol: Option<Symbol>,
}

#[derive(Debug, Serialize, Deserialize)]
enum SegmentFile {
    Road {
        edges: Vec<Side>,
        #[serde(default)]
        end: Option<RoadEnd>,
        #[serde(default)]
        bridge: bool,
        /// An inn beside the road (Inns & Cathedrals).
        #[serde(default)]
        inn: bool,
        /// The road runs under a city in a tunnel (The Princess & the
        /// Dragon); for the art only: the road is one segment.
        #[serde(default, skip_serializing_if = "is_false")]
        tunnel: bool,
    },
    City {
        edges: Vec<Side>,
        #[serde(default)]
        arms: u8,
        /// A cathedral in the city (Inns & Cathedrals).
        #[serde(default)]
        cathedral: bool,
        /// A goods symbol in the city (Traders & Builders).
        #[serde(default)]
        goods: Option<Goods>,
        /// The princess stands in this city (The Princess & the Dragon).
        #[serde(default, skip_serializing_if = "is_false")]
        princess: bool,
    },
    Field {
        #[serde(default)]
        halves: Vec<Half>,
        /// The field reaches no edge of its tile (closed in by city walls):
        /// it joins nothing but may hold a farmer. Lists no half-edges.
        #[serde(default)]
        inner: bool,
        /// The cities of this tile the field touches, each named by one of its edges.
        #[serde(default)]
        cities: Vec<Side>,
    },
    Monastery,
    Garden,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl TileCatalog {
    /// A tile set file's text written back in one layout, every field
    /// spelled out: the same tiles as `text` (the fuzz tests read both and
    /// compare), or why `text` is no tile set.
    pub fn canonical_set_text(text: &str) -> Result<String, String> {
        let parsed: SetFile = ron::Options::default()
            .from_str(text)
            .map_err(|e| e.to_string())?;
        ron::ser::to_string_pretty(&parsed, ron::ser::PrettyConfig::default())
            .map_err(|e| e.to_string())
    }


    /// Parses, validates and adds one tile set; `file` names it in messages.
    pub fn add_set(&mut self, file: &str, text: &str) -> Result<(), TileDataError> {
        let fail = |problems: Vec<String>| TileDataError {
            file: file.to_string(),
            problems,
        };
        let parsed: SetFile = ron::Options::default()
            .from_str(text)
            .map_err(|e| fail(vec![format!("not a valid tile set: {e}")]))?;
        let mut problems = Vec::new();
        if self.sets.iter().any(|s| s.name == parsed.name) {
            problems.push(format!("tile set `{}` is loaded twice", parsed.name));
        }
        let first = self.types.len();
        let mut compiled = Vec::new();
        for tile in &parsed.tiles {
            if self
                .types
                .iter()
                .chain(&compiled)
                .any(|t: &TileType| t.id == tile.id)
            {
                problems.push(format!("tile {}: the id is defined twice", tile.id));
                continue;
            }
            match compile_tile(&parsed.name, tile) {
                Ok(t) => compiled.push(t),
                Err(mut errs) => problems.append(&mut errs),
            }
        }
        let sum: u32 = parsed.tiles.iter().map(|t| t.count).sum();
        if let Some(total) = parsed.total
            && total != sum
        {
            problems.push(format!(
                "the counts add up to {sum} tiles but `total` says {total}"
            ));
        }
        if first + compiled.len() > 200 || sum > 250 {
            problems.push("too many tiles: at most 200 types and 250 tiles are supported".into());
        }
        let find = |id: &Option<String>, what: &str, problems: &mut Vec<String>| {
            let id = id.as_ref()?;
            match compiled.iter().position(|t| &t.id == id) {
                Some(i) if compiled[i].count == 0 => {
                    problems.push(format!("{what} tile {id} has count 0"));
                    None
                }
                Some(i) => Some((first + i) as TileTypeId),
                None if parsed.tiles.iter().any(|t| &t.id == id) => None,
                None => {
                    problems.push(format!("{what} tile {id} is not defined in this set"));
                    None
                }
            }
        };
        let start = find(&parsed.start, "start", &mut problems);
        let last = find(&parsed.last, "last", &mut problems);
        if !problems.is_empty() {
            return Err(fail(problems));
        }
        self.sets.push(TileSetInfo {
            name: parsed.name,
            file: file.to_string(),
            start,
            last,
            types: first..first + compiled.len(),
        });
        self.types.extend(compiled);
        Ok(())
    }
}

/// The most segments a tile may have (the claims keep per-tile tables on
/// the stack).
const MAX_SEGMENTS: usize = 24;

/// A tile's layout as its segments are read: which segment holds each side
/// and half-edge, and its special segments.
struct Layout {
    edges: [EdgeKind; 4],
    segments: Vec<Segment>,
    edge_owner: [u8; 4],
    half_owner: [u8; 8],
    monastery: Option<u8>,
    garden: Option<u8>,
    inner_field: Option<u8>,
}

/// The tile type a file's tile describes, or every problem with it.
fn compile_tile(set: &str, tile: &TileFile) -> Result<TileType, Vec<String>> {
    let id = &tile.id;
    let mut problems = Vec::new();
    let mut err = |msg: String| problems.push(format!("tile {id}: {msg}"));
    let mut layout = Layout {
        edges: read_edges(&tile.edges, &mut err),
        segments: Vec::new(),
        edge_owner: [NO_SEGMENT; 4],
        half_owner: [NO_SEGMENT; 8],
        monastery: None,
        garden: None,
        inner_field: None,
    };
    if tile.segments.len() > MAX_SEGMENTS {
        err(format!("more than {MAX_SEGMENTS} segments"));
    }
    for (i, seg) in tile.segments.iter().enumerate().take(MAX_SEGMENTS) {
        let s = layout.read_segment(i as u8, seg, &mut err);
        layout.segments.push(s);
    }
    layout.link_field_cities(&tile.segments, &mut err);
    layout.check_every_side_held(&mut err);
    layout.check_symbol(tile.symbol, &mut err);
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(TileType {
        id: tile.id.clone(),
        set: set.to_string(),
        count: tile.count,
        edges: layout.edges,
        art: tile
            .art
            .clone()
            .unwrap_or_else(|| format!("tiles/{set}/{}.png", tile.id)),
        monastery: layout.monastery,
        garden: layout.garden,
        inner_field: layout.inner_field,
        symbol: tile.symbol,
        rotated: layout.rotated(),
        segments: layout.segments,
    })
}

/// The four edge kinds of `text` (`N E S W` letters).
fn read_edges(text: &str, err: &mut dyn FnMut(String)) -> [EdgeKind; 4] {
    let chars: Vec<char> = text.chars().collect();
    let mut edges = [EdgeKind::Field; 4];
    if chars.len() != 4 {
        err(format!(
            "edges \"{text}\" must be four letters N E S W from C R F r"
        ));
        return edges;
    }
    for (i, c) in chars.iter().enumerate() {
        match EdgeKind::from_char(*c) {
            Some(k) => edges[i] = k,
            None => err(format!(
                "edge {} is `{c}`, not one of C (city), R (road), F (field), r (river)",
                Side::from_index(i)
            )),
        }
    }
    edges
}

impl Layout {
    /// Segment `i` as the file gives it, its sides and half-edges claimed.
    fn read_segment(&mut self, i: u8, seg: &SegmentFile, err: &mut dyn FnMut(String)) -> Segment {
        let mut s = Segment {
            kind: FeatureKind::Road,
            edges: 0,
            halves: 0,
            arms: 0,
            cities: 0,
            road_end: None,
            bridge: false,
            inn: false,
            cathedral: false,
            goods: None,
            princess: false,
            tunnel: false,
        };
        match seg {
            SegmentFile::Road {
                edges,
                end,
                bridge,
                inn,
                tunnel,
            } => {
                s.kind = FeatureKind::Road;
                s.edges = self.claim_edges(i, edges, EdgeKind::Road, err);
                s.road_end = *end;
                s.bridge = *bridge;
                s.inn = *inn;
                s.tunnel = *tunnel;
            }
            SegmentFile::City {
                edges,
                arms,
                cathedral,
                goods,
                princess,
            } => {
                s.kind = FeatureKind::City;
                s.edges = self.claim_edges(i, edges, EdgeKind::City, err);
                s.arms = *arms;
                s.cathedral = *cathedral;
                s.goods = *goods;
                s.princess = *princess;
            }
            SegmentFile::Field { halves, inner, .. } => {
                s.kind = FeatureKind::Field;
                s.halves = self.claim_halves(i, halves, *inner, err);
            }
            SegmentFile::Monastery => {
                s.kind = FeatureKind::Monastery;
                if self.monastery.replace(i).is_some() {
                    err("more than one monastery".into());
                }
            }
            SegmentFile::Garden => {
                s.kind = FeatureKind::Garden;
                if self.garden.replace(i).is_some() {
                    err("more than one garden".into());
                }
            }
        }
        s
    }

    /// The sides a road or city segment lists, as a mask, each checked to
    /// be of that kind and held by no other segment.
    fn claim_edges(
        &mut self,
        i: u8,
        list: &[Side],
        kind: EdgeKind,
        err: &mut dyn FnMut(String),
    ) -> u8 {
        let mut mask = 0u8;
        if list.is_empty() {
            err(format!("a {} segment lists no edges", kind.name()));
        }
        for &side in list {
            if self.edges[side.index()] != kind {
                err(format!(
                    "a {} segment lists edge {side}, which is {}",
                    kind.name(),
                    self.edges[side.index()].name()
                ));
            } else if self.edge_owner[side.index()] != NO_SEGMENT {
                err(format!("edge {side} belongs to two segments"));
            }
            self.edge_owner[side.index()] = i;
            mask |= 1 << side.index();
        }
        mask
    }

    /// The half-edges a field lists, as a mask; an inner field lists none.
    fn claim_halves(
        &mut self,
        i: u8,
        halves: &[Half],
        inner: bool,
        err: &mut dyn FnMut(String),
    ) -> u8 {
        if inner {
            if !halves.is_empty() {
                err("an inner field reaches no edge, so it lists no half-edges".into());
            }
            if self.inner_field.replace(i).is_some() {
                err("more than one inner field".into());
            }
        } else if halves.is_empty() {
            err("a field segment lists no half-edges (an inner field says `inner: true`)".into());
        }
        let mut mask = 0u8;
        for &h in halves {
            if self.edges[h.side().index()] == EdgeKind::City {
                err(format!(
                    "a field lists half-edge {h}, but edge {} is city",
                    h.side()
                ));
            } else if self.half_owner[h.index()] != NO_SEGMENT {
                err(format!("half-edge {h} is in two fields"));
            }
            self.half_owner[h.index()] = i;
            mask |= 1 << h.index();
        }
        mask
    }

    /// Fields name the cities they touch by one of the city's edges.
    fn link_field_cities(&mut self, files: &[SegmentFile], err: &mut dyn FnMut(String)) {
        for (i, seg) in files.iter().enumerate().take(MAX_SEGMENTS) {
            let SegmentFile::Field { cities, .. } = seg else {
                continue;
            };
            for &side in cities {
                let owner = self.edge_owner[side.index()];
                if self.edges[side.index()] != EdgeKind::City || owner == NO_SEGMENT {
                    err(format!(
                        "a field names the city on edge {side}, but the tile has no city there"
                    ));
                } else {
                    self.segments[i].cities |= 1 << owner;
                }
            }
        }
    }

    /// Every road and city side in a segment, every other half-edge in a
    /// field, and at most two river sides.
    fn check_every_side_held(&self, err: &mut dyn FnMut(String)) {
        for side in Side::ALL {
            let kind = self.edges[side.index()];
            let owned = self.edge_owner[side.index()] != NO_SEGMENT;
            if matches!(kind, EdgeKind::Road | EdgeKind::City) && !owned {
                err(format!(
                    "edge {side} is {} but no {} segment touches it",
                    kind.name(),
                    kind.name()
                ));
            }
            if kind != EdgeKind::City {
                for h in side.halves() {
                    if self.half_owner[h.index()] == NO_SEGMENT {
                        err(format!(
                            "half-edge {h} (edge {side} is {}) is in no field",
                            kind.name()
                        ));
                    }
                }
            }
        }
        let river_count = self.edges.iter().filter(|&&k| k == EdgeKind::River).count();
        if river_count > 2 {
            err(format!(
                "{river_count} river edges; a river tile has one (spring, lake) or two"
            ));
        }
    }

    /// A princess stands in one city of a tile that shows the princess, and
    /// only there.
    fn check_symbol(&self, symbol: Option<Symbol>, err: &mut dyn FnMut(String)) {
        let princesses = self.segments.iter().filter(|s| s.princess).count();
        let shows = symbol == Some(Symbol::Princess);
        if shows && princesses == 0 {
            err("the tile shows the princess but no city says `princess: true`".into());
        } else if princesses > 1 {
            err("the princess stands in one city only".into());
        } else if !shows && princesses > 0 {
            err("a city says `princess: true` but the tile's symbol is not the princess".into());
        }
    }

    /// The lookup tables of the four rotations.
    fn rotated(&self) -> [Rotated; 4] {
        std::array::from_fn(|q| {
            let rot = Rotation::from_quarter_turns(q as u8);
            let mut r = Rotated {
                edges_packed: 0,
                edge_segment: [NO_SEGMENT; 4],
                half_segment: [NO_SEGMENT; 8],
                river_edges: 0,
            };
            for side in Side::ALL {
                let canon = rot.undo(side);
                let kind = self.edges[canon.index()];
                r.edges_packed |= (kind as u8) << (2 * side.index());
                r.edge_segment[side.index()] = self.edge_owner[canon.index()];
                if kind == EdgeKind::River {
                    r.river_edges |= 1 << side.index();
                }
            }
            for h in Half::ALL {
                r.half_segment[h.rotated(q as u8).index()] = self.half_owner[h.index()];
            }
            r
        })
    }
}
