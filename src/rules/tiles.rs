//! Tile definitions: the RON schema of `assets/tiles/*.ron`, its validation, and
//! the compiled per-rotation tables the engine reads on its hot path.

use super::expansions::tile_set_files;
use super::geometry::{Half, Rotation, Side};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::Path;

/// What runs along one tile side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum EdgeKind {
    Field = 0,
    Road = 1,
    City = 2,
    River = 3,
}

impl EdgeKind {
    fn from_char(c: char) -> Option<EdgeKind> {
        match c {
            'F' => Some(EdgeKind::Field),
            'R' => Some(EdgeKind::Road),
            'C' => Some(EdgeKind::City),
            'r' => Some(EdgeKind::River),
            _ => None,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            EdgeKind::Field => "field",
            EdgeKind::Road => "road",
            EdgeKind::City => "city",
            EdgeKind::River => "river",
        }
    }
}

/// The kind of a feature (and of each segment that makes it up).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FeatureKind {
    Road = 0,
    City = 1,
    Monastery = 2,
    Garden = 3,
    Field = 4,
}

impl FeatureKind {
    pub const ALL: [FeatureKind; 5] = [
        FeatureKind::Road,
        FeatureKind::City,
        FeatureKind::Monastery,
        FeatureKind::Garden,
        FeatureKind::Field,
    ];

    /// The lower-case name the game record contract uses.
    pub const fn name(self) -> &'static str {
        match self {
            FeatureKind::Road => "road",
            FeatureKind::City => "city",
            FeatureKind::Monastery => "monastery",
            FeatureKind::Garden => "garden",
            FeatureKind::Field => "field",
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for FeatureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a road ends at inside its tile (for art; completion needs only edges).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RoadEnd {
    Village,
    City,
    Monastery,
    /// A farmhouse inside the tile (Traders & Builders).
    Farmhouse,
}

/// A kind of goods a city shows (Traders & Builders). Chicken was called wine
/// before the 2025 edition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Goods {
    Chicken = 0,
    Grain = 1,
    Cloth = 2,
}

impl Goods {
    pub const ALL: [Goods; 3] = [Goods::Chicken, Goods::Grain, Goods::Cloth];

    /// The lower-case name records and the command line use.
    pub const fn name(self) -> &'static str {
        match self {
            Goods::Chicken => "chicken",
            Goods::Grain => "grain",
            Goods::Cloth => "cloth",
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Goods {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

// ---------------------------------------------------------------- file schema

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename = "TileSet")]
struct TileSetFile {
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

// ---------------------------------------------------------------- compiled form

/// One segment of a tile: a piece of road, city, field, a monastery or a garden.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    pub kind: FeatureKind,
    /// Sides (bit `Side as u8`) a road or city runs to, in the canonical orientation.
    pub edges: u8,
    /// Half-edges (bit `Half as u8`) a field touches, in the canonical
    /// orientation; none for an inner field.
    pub halves: u8,
    /// Coats of arms (cities only).
    pub arms: u8,
    /// The city segments (bit = local segment index) a field touches.
    pub cities: u32,
    pub road_end: Option<RoadEnd>,
    pub bridge: bool,
    /// A road with an inn (Inns & Cathedrals).
    pub inn: bool,
    /// A city with a cathedral (Inns & Cathedrals).
    pub cathedral: bool,
    /// A city's goods symbol (Traders & Builders).
    pub goods: Option<Goods>,
}

impl Segment {
    /// The segment's sides after turning the tile.
    pub fn edges_rotated(&self, rot: Rotation) -> u8 {
        rotate_mask4(self.edges, rot.quarter_turns())
    }

    pub fn halves_rotated(&self, rot: Rotation) -> u8 {
        rotate_mask8(self.halves, rot.quarter_turns())
    }
}

pub(crate) const NO_SEGMENT: u8 = u8::MAX;

/// Lookup tables of one tile type in one rotation.
#[derive(Clone, Debug)]
pub(crate) struct Rotated {
    /// Edge kinds packed two bits a side, N in the low bits.
    pub edges_packed: u8,
    /// Local index of the road or city segment on each side.
    pub edge_segment: [u8; 4],
    /// Local index of the field segment on each half-edge.
    pub half_segment: [u8; 8],
    /// River sides as a bit mask.
    pub river_edges: u8,
}

/// Index of a tile type in a [`TileCatalog`].
pub type TileTypeId = u8;

/// One tile type, e.g. `D` or `river_K`.
#[derive(Clone, Debug)]
pub struct TileType {
    pub id: String,
    /// The tile set it comes from (`base`, `river`).
    pub set: String,
    pub count: u32,
    pub edges: [EdgeKind; 4],
    pub segments: Vec<Segment>,
    /// Art path relative to `assets/`.
    pub art: String,
    pub monastery: Option<u8>,
    pub garden: Option<u8>,
    /// The field that reaches no edge, if the tile has one.
    pub inner_field: Option<u8>,
    pub(crate) rotated: [Rotated; 4],
}

impl TileType {
    /// Edge kind on `side` after turning the tile by `rot`.
    pub fn edge(&self, rot: Rotation, side: Side) -> EdgeKind {
        self.edges[rot.undo(side).index()]
    }

    pub fn is_river(&self) -> bool {
        self.edges.contains(&EdgeKind::River)
    }

    /// Local index of the road/city segment on `side` (tile turned by `rot`).
    pub fn segment_on_edge(&self, rot: Rotation, side: Side) -> Option<usize> {
        let s = self.rotated[rot.quarter_turns() as usize].edge_segment[side.index()];
        (s != NO_SEGMENT).then_some(s as usize)
    }

    /// Local index of the field segment on `half` (tile turned by `rot`).
    pub fn segment_on_half(&self, rot: Rotation, half: Half) -> Option<usize> {
        let s = self.rotated[rot.quarter_turns() as usize].half_segment[half.index()];
        (s != NO_SEGMENT).then_some(s as usize)
    }

    pub fn has_arms(&self) -> bool {
        self.segments.iter().any(|s| s.arms > 0)
    }
}

/// A tile set as loaded: its name, its start and last tile, its member types.
#[derive(Clone, Debug)]
pub struct TileSetInfo {
    pub name: String,
    pub file: String,
    pub start: Option<TileTypeId>,
    pub last: Option<TileTypeId>,
    pub types: std::ops::Range<usize>,
}

/// Every tile type of the loaded sets, ready for the engine.
#[derive(Clone, Debug, Default)]
pub struct TileCatalog {
    pub types: Vec<TileType>,
    pub sets: Vec<TileSetInfo>,
}

/// FNV-1a, 64 bits: a stable digest for [`TileCatalog::fingerprint`].
struct Fnv(u64);

impl Fnv {
    fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    /// A string with its length first, so "ab"+"c" differs from "a"+"bc".
    fn text(&mut self, s: &str) {
        self.bytes(&(s.len() as u32).to_le_bytes());
        self.bytes(s.as_bytes());
    }
}

/// Bad tile data: the file and every problem found in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileDataError {
    pub file: String,
    pub problems: Vec<String>,
}

impl fmt::Display for TileDataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.file)?;
        match self.problems.as_slice() {
            [one] => f.write_str(one),
            many => {
                write!(f, "{} problems", many.len())?;
                for p in many {
                    write!(f, "\n  - {p}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for TileDataError {}

impl TileCatalog {
    /// A digest of everything the rules read from the tiles (ids, sets,
    /// counts, edges, segments; not the art), the same on every computer
    /// for the same tiles: a host and its players must play the same
    /// tiles, and a modded tile file changes it. FNV-1a over a fixed byte
    /// layout, so it does not depend on the compiler or platform.
    pub fn fingerprint(&self) -> u64 {
        let mut h = Fnv(0xcbf2_9ce4_8422_2325);
        for t in &self.types {
            h.text(&t.id);
            h.text(&t.set);
            h.bytes(&t.count.to_le_bytes());
            h.bytes(&t.edges.map(|e| e as u8));
            h.bytes(&[t.segments.len() as u8]);
            for s in &t.segments {
                h.bytes(&[s.kind as u8, s.edges, s.halves, s.arms]);
                h.bytes(&s.cities.to_le_bytes());
                h.bytes(&[
                    s.road_end.map_or(0, |r| r as u8 + 1),
                    u8::from(s.bridge),
                    u8::from(s.inn),
                    u8::from(s.cathedral),
                    s.goods.map_or(0, |g| g as u8 + 1),
                ]);
            }
            for part in [t.monastery, t.garden, t.inner_field] {
                h.bytes(&[part.map_or(0, |i| i.wrapping_add(1))]);
            }
        }
        for s in &self.sets {
            h.text(&s.name);
            for end in [s.start, s.last] {
                h.bytes(&end.map_or(0u16, |i| u16::from(i) + 1).to_le_bytes());
            }
        }
        h.0
    }

    /// Loads the standard tile sets from an assets folder; every file must be there.
    pub fn load(assets: &Path) -> Result<TileCatalog, TileDataError> {
        let mut catalog = TileCatalog::default();
        for set in tile_set_files() {
            let path = assets.join(set.file);
            let text = std::fs::read_to_string(&path).map_err(|e| TileDataError {
                file: path.display().to_string(),
                problems: vec![format!("cannot read the file: {e}")],
            })?;
            catalog.add_set(&path.display().to_string(), &text)?;
        }
        Ok(catalog)
    }

    /// The standard tile sets compiled into the game: no files needed.
    pub fn built_in() -> Result<TileCatalog, TileDataError> {
        TileCatalog::load_layered(&[])
    }

    /// Loads each standard tile set from the first of the folders `layers`
    /// that holds its file (a modded set), else the built-in copy. A file
    /// that is there but cannot be read or is invalid is an error.
    pub fn load_layered(layers: &[std::path::PathBuf]) -> Result<TileCatalog, TileDataError> {
        let mut catalog = TileCatalog::default();
        for set in tile_set_files() {
            let (file, built_in) = (set.file, set.built_in);
            match layers.iter().map(|dir| dir.join(file)).find(|p| p.exists()) {
                Some(path) => {
                    let text = std::fs::read_to_string(&path).map_err(|e| TileDataError {
                        file: path.display().to_string(),
                        problems: vec![format!("cannot read the file: {e}")],
                    })?;
                    catalog.add_set(&path.display().to_string(), &text)?;
                }
                None => catalog.add_set(&format!("{file} (built in)"), built_in)?,
            }
        }
        Ok(catalog)
    }

    /// A tile set file's text written back in one layout, every field
    /// spelled out: the same tiles as `text` (the fuzz tests read both and
    /// compare), or why `text` is no tile set.
    pub fn canonical_set_text(text: &str) -> Result<String, String> {
        let parsed: TileSetFile = ron::Options::default()
            .from_str(text)
            .map_err(|e| e.to_string())?;
        ron::ser::to_string_pretty(&parsed, ron::ser::PrettyConfig::default())
            .map_err(|e| e.to_string())
    }

    /// The tile types in the order they were added (the fuzz tests compare
    /// what two texts mean).
    pub fn types(&self) -> &[TileType] {
        &self.types
    }

    /// Parses, validates and adds one tile set; `file` names it in messages.
    pub fn add_set(&mut self, file: &str, text: &str) -> Result<(), TileDataError> {
        let fail = |problems: Vec<String>| TileDataError {
            file: file.to_string(),
            problems,
        };
        let parsed: TileSetFile = ron::Options::default()
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

    pub fn set(&self, name: &str) -> Option<&TileSetInfo> {
        self.sets.iter().find(|s| s.name == name)
    }

    pub fn type_id(&self, id: &str) -> Option<TileTypeId> {
        self.types
            .iter()
            .position(|t| t.id == id)
            .map(|i| i as TileTypeId)
    }

    pub fn get(&self, id: TileTypeId) -> &TileType {
        &self.types[id as usize]
    }
}

fn rotate_mask4(m: u8, q: u8) -> u8 {
    let q = q & 3;
    ((m << q) | (m >> ((4 - q) & 3))) & 0xF
}

fn rotate_mask8(m: u8, q: u8) -> u8 {
    m.rotate_left(2 * (q as u32 & 3))
}

fn compile_tile(set: &str, tile: &TileFile) -> Result<TileType, Vec<String>> {
    let id = &tile.id;
    let mut problems = Vec::new();
    let mut err = |msg: String| problems.push(format!("tile {id}: {msg}"));

    let chars: Vec<char> = tile.edges.chars().collect();
    let mut edges = [EdgeKind::Field; 4];
    if chars.len() != 4 {
        err(format!(
            "edges \"{}\" must be four letters N E S W from C R F r",
            tile.edges
        ));
    } else {
        for (i, c) in chars.iter().enumerate() {
            match EdgeKind::from_char(*c) {
                Some(k) => edges[i] = k,
                None => err(format!(
                    "edge {} is `{c}`, not one of C (city), R (road), F (field), r (river)",
                    Side::from_index(i)
                )),
            }
        }
    }

    let mut segments = Vec::new();
    let mut edge_owner = [NO_SEGMENT; 4];
    let mut half_owner = [NO_SEGMENT; 8];
    let mut monastery = None;
    let mut garden = None;
    let mut inner_field = None;
    if tile.segments.len() > 24 {
        err("more than 24 segments".into());
    }
    for (i, seg) in tile.segments.iter().enumerate().take(24) {
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
        };
        let mut claim_edges = |list: &[Side], kind: EdgeKind, err: &mut dyn FnMut(String)| {
            let mut mask = 0u8;
            if list.is_empty() {
                err(format!("a {} segment lists no edges", kind.name()));
            }
            for &side in list {
                if edges[side.index()] != kind {
                    err(format!(
                        "a {} segment lists edge {side}, which is {}",
                        kind.name(),
                        edges[side.index()].name()
                    ));
                } else if edge_owner[side.index()] != NO_SEGMENT {
                    err(format!("edge {side} belongs to two segments"));
                }
                edge_owner[side.index()] = i as u8;
                mask |= 1 << side.index();
            }
            mask
        };
        match seg {
            SegmentFile::Road {
                edges: e,
                end,
                bridge,
                inn,
            } => {
                s.kind = FeatureKind::Road;
                s.edges = claim_edges(e, EdgeKind::Road, &mut err);
                s.road_end = *end;
                s.bridge = *bridge;
                s.inn = *inn;
            }
            SegmentFile::City {
                edges: e,
                arms,
                cathedral,
                goods,
            } => {
                s.kind = FeatureKind::City;
                s.edges = claim_edges(e, EdgeKind::City, &mut err);
                s.arms = *arms;
                s.cathedral = *cathedral;
                s.goods = *goods;
            }
            SegmentFile::Field { halves, inner, .. } => {
                s.kind = FeatureKind::Field;
                if *inner {
                    if !halves.is_empty() {
                        err("an inner field reaches no edge, so it lists no half-edges".into());
                    }
                    if inner_field.replace(i as u8).is_some() {
                        err("more than one inner field".into());
                    }
                } else if halves.is_empty() {
                    err(
                        "a field segment lists no half-edges (an inner field says `inner: true`)"
                            .into(),
                    );
                }
                for &h in halves {
                    if edges[h.side().index()] == EdgeKind::City {
                        err(format!(
                            "a field lists half-edge {h}, but edge {} is city",
                            h.side()
                        ));
                    } else if half_owner[h.index()] != NO_SEGMENT {
                        err(format!("half-edge {h} is in two fields"));
                    }
                    half_owner[h.index()] = i as u8;
                    s.halves |= 1 << h.index();
                }
            }
            SegmentFile::Monastery => {
                s.kind = FeatureKind::Monastery;
                if monastery.replace(i as u8).is_some() {
                    err("more than one monastery".into());
                }
            }
            SegmentFile::Garden => {
                s.kind = FeatureKind::Garden;
                if garden.replace(i as u8).is_some() {
                    err("more than one garden".into());
                }
            }
        }
        segments.push(s);
    }
    // Fields name the cities they touch by one of the city's edges.
    for (i, seg) in tile.segments.iter().enumerate().take(24) {
        if let SegmentFile::Field { cities, .. } = seg {
            for &side in cities {
                let owner = edge_owner[side.index()];
                if edges[side.index()] != EdgeKind::City || owner == NO_SEGMENT {
                    err(format!(
                        "a field names the city on edge {side}, but the tile has no city there"
                    ));
                } else {
                    segments[i].cities |= 1 << owner;
                }
            }
        }
    }
    for side in Side::ALL {
        let kind = edges[side.index()];
        let owned = edge_owner[side.index()] != NO_SEGMENT;
        match kind {
            EdgeKind::Road | EdgeKind::City if !owned => err(format!(
                "edge {side} is {} but no {} segment touches it",
                kind.name(),
                kind.name()
            )),
            _ => {}
        }
        if kind != EdgeKind::City {
            for h in side.halves() {
                if half_owner[h.index()] == NO_SEGMENT {
                    err(format!(
                        "half-edge {h} (edge {side} is {}) is in no field",
                        kind.name()
                    ));
                }
            }
        }
    }
    let river_count = edges.iter().filter(|&&k| k == EdgeKind::River).count();
    if river_count > 2 {
        err(format!(
            "{river_count} river edges; a river tile has one (spring, lake) or two"
        ));
    }
    if !problems.is_empty() {
        return Err(problems);
    }

    let rotated = std::array::from_fn(|q| {
        let rot = Rotation::from_quarter_turns(q as u8);
        let mut r = Rotated {
            edges_packed: 0,
            edge_segment: [NO_SEGMENT; 4],
            half_segment: [NO_SEGMENT; 8],
            river_edges: 0,
        };
        for side in Side::ALL {
            let canon = rot.undo(side);
            let kind = edges[canon.index()];
            r.edges_packed |= (kind as u8) << (2 * side.index());
            r.edge_segment[side.index()] = edge_owner[canon.index()];
            if kind == EdgeKind::River {
                r.river_edges |= 1 << side.index();
            }
        }
        for h in Half::ALL {
            r.half_segment[h.rotated(q as u8).index()] = half_owner[h.index()];
        }
        r
    });
    Ok(TileType {
        id: tile.id.clone(),
        set: set.to_string(),
        count: tile.count,
        edges,
        segments,
        art: tile
            .art
            .clone()
            .unwrap_or_else(|| format!("tiles/{set}/{}.png", tile.id)),
        monastery,
        garden,
        inner_field,
        rotated,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fingerprint_is_the_tiles_the_rules_read_and_not_their_art() {
        let built_in = TileCatalog::built_in().unwrap();
        let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        let loaded = TileCatalog::load(&assets).unwrap();
        // The shipped files and the copy compiled in are the same tiles.
        assert_eq!(built_in.fingerprint(), loaded.fingerprint());
        let mut repainted = built_in.clone();
        repainted.types[3].art = "tiles/mine.png".into();
        assert_eq!(repainted.fingerprint(), built_in.fingerprint());
        // A city side turned into a field: other tiles, however few.
        let mut modded = built_in.clone();
        let city = modded
            .types
            .iter()
            .position(|t| t.edges.contains(&EdgeKind::City))
            .unwrap();
        let side = modded.types[city]
            .edges
            .iter()
            .position(|&e| e == EdgeKind::City)
            .unwrap();
        modded.types[city].edges[side] = EdgeKind::Field;
        assert_ne!(modded.fingerprint(), built_in.fingerprint());
        let mut inn = built_in.clone();
        let road = inn
            .types
            .iter()
            .position(|t| {
                t.segments
                    .iter()
                    .any(|s| s.kind == FeatureKind::Road && !s.inn)
            })
            .unwrap();
        let seg = inn.types[road]
            .segments
            .iter()
            .position(|s| s.kind == FeatureKind::Road)
            .unwrap();
        inn.types[road].segments[seg].inn = !inn.types[road].segments[seg].inn;
        assert_ne!(inn.fingerprint(), built_in.fingerprint());
    }

    #[test]
    fn masks_rotate_clockwise() {
        assert_eq!(rotate_mask4(0b0001, 1), 0b0010);
        assert_eq!(rotate_mask4(0b1000, 1), 0b0001);
        assert_eq!(rotate_mask8(0b0000_0001, 1), 0b0000_0100);
        assert_eq!(rotate_mask8(0b1000_0000, 1), 0b0000_0010);
    }
}
