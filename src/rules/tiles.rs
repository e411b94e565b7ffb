//! Tile types as the engine reads them: edge and feature kinds, segments,
//! the per-rotation tables of the hot path, and the catalog of loaded sets.
//! The file schema they are read from is in `tiles/schema.rs`.

use super::geometry::{Half, Rotation, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

mod schema;

/// What runs along one tile side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum EdgeKind {
    Field = 0,
    Road = 1,
    City = 2,
    River = 3,
}

impl EdgeKind {
    pub(crate) fn from_char(c: char) -> Option<EdgeKind> {
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

/// The symbol a tile of The Princess & the Dragon shows (each shows one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Symbol {
    /// The dragon lands on the tile when it is placed.
    Volcano,
    /// The dragon flies after the tile is placed.
    Dragon,
    /// The turn's follower may go on another tile of the map.
    Portal,
    /// The princess may send a knight of her city home.
    Princess,
}

/// A tile set file of the game: the set's name in the catalog, its file
/// under `assets/`, and its text as compiled in (so the game runs with no
/// `assets/` folder at all).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileSetFile {
    pub name: &'static str,
    pub file: &'static str,
    pub built_in: &'static str,
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
    /// The princess stands in this city (The Princess & the Dragon).
    pub princess: bool,
    /// A road in a tunnel under a city (art only).
    pub tunnel: bool,
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
    /// The symbol it shows (The Princess & the Dragon).
    pub symbol: Option<Symbol>,
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
            // Only where present, so the digests of tiles without them
            // stay what they were.
            if let Some(symbol) = t.symbol {
                h.bytes(&[0xD5, symbol as u8]);
            }
            if let Some(i) = t.segments.iter().position(|s| s.princess) {
                h.bytes(&[0xD6, i as u8]);
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

    /// The tile types in the order they were added (the fuzz tests compare
    /// what two texts mean).
    pub fn types(&self) -> &[TileType] {
        &self.types
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fingerprint_is_the_tiles_the_rules_read_and_not_their_art() {
        let built_in = TileCatalog::built_in().unwrap();
        let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
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
