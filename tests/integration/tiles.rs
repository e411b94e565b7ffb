//! The tile data in `assets/tiles/*.ron` against the tables of docs/tiles.md, and the
//! loader's messages for bad tile data.

use crate::common::{catalog, tile};
use carcassonne::rules::tiles::{RoadEnd, Segment};
use carcassonne::rules::{EdgeKind, FeatureKind, Half, Rotation, Side, TileCatalog, TileType};
use std::path::Path;

/// The tile types of one set, in file order.
fn set_types<'a>(catalog: &'a TileCatalog, set: &str) -> &'a [TileType] {
    let info = catalog
        .set(set)
        .unwrap_or_else(|| panic!("set {set} is not loaded"));
    &catalog.types[info.types.clone()]
}

/// Number of tiles (copies, not types) of a set for which `pred` holds.
fn tiles_where(catalog: &TileCatalog, set: &str, pred: impl Fn(&TileType) -> bool) -> u32 {
    set_types(catalog, set)
        .iter()
        .filter(|t| pred(t))
        .map(|t| t.count)
        .sum()
}

/// Ids of a set's tile types for which `pred` holds, in file order.
fn ids_where(catalog: &TileCatalog, set: &str, pred: impl Fn(&TileType) -> bool) -> Vec<String> {
    set_types(catalog, set)
        .iter()
        .filter(|t| pred(t))
        .map(|t| t.id.clone())
        .collect()
}

fn segments_of(t: &TileType, kind: FeatureKind) -> Vec<&Segment> {
    t.segments.iter().filter(|s| s.kind == kind).collect()
}

fn has_city(t: &TileType) -> bool {
    t.segments.iter().any(|s| s.kind == FeatureKind::City)
}

fn has_road(t: &TileType) -> bool {
    t.segments.iter().any(|s| s.kind == FeatureKind::Road)
}

const R0: Rotation = Rotation::from_quarter_turns(0);

// ------------------------------------------------- docs/tiles.md's base table

/// The base table of docs/tiles.md restated row by row:
/// `id | count | edges | cities | roads | monastery/garden | fields`.
/// Cities: one token per city segment, its sides joined by `+`, `!` for a coat
/// of arms. Roads: one token per road segment, its sides joined by `-`, then
/// `>village`/`>city`/`>monastery` for a road that ends on the tile. Fields:
/// `{halves}` and `*` for a field touching a city of the tile.
const BASE: &[&str] = &[
    "A | 2 | FFRF | - | S>monastery | monastery | {NL,NR,EL,ER,SL,SR,WL,WR}",
    "B | 4 | FFFF | - | - | monastery | {NL,NR,EL,ER,SL,SR,WL,WR}",
    "C | 1 | CCCC | N+E+S+W! | - | - | -",
    "D | 4 | CRFR | N | W-E | - | {WR,EL}* {ER,SL,SR,WL}",
    "E | 4 | CFFF | N | - | - | {EL,ER,SL,SR,WL,WR}*",
    "E_garden | 1 | CFFF | N | - | garden | {EL,ER,SL,SR,WL,WR}*",
    "F | 2 | FCFC | W+E! | - | - | {NL,NR}* {SL,SR}*",
    "G | 1 | FCFC | W+E | - | - | {NL,NR}* {SL,SR}*",
    "H | 2 | CFCF | N S | - | - | {EL,ER,WL,WR}*",
    "H_garden | 1 | CFCF | N S | - | garden | {EL,ER,WL,WR}*",
    "I | 1 | CFFC | N W | - | - | {EL,ER,SL,SR}*",
    "I_garden | 1 | CFFC | N W | - | garden | {EL,ER,SL,SR}*",
    "J | 3 | CRRF | N | E-S | - | {EL,SR,WL,WR}* {ER,SL}",
    "K | 3 | CFRR | N | S-W | - | {WR,EL,ER,SL}* {SR,WL}",
    "L | 3 | CRRR | N | E>village S>village W>village | - | {WR,EL}* {ER,SL} {SR,WL}",
    "M | 1 | CFFC | N+W! | - | - | {EL,ER,SL,SR}*",
    "M_garden | 1 | CFFC | N+W! | - | garden | {EL,ER,SL,SR}*",
    "N | 2 | CFFC | N+W | - | - | {EL,ER,SL,SR}*",
    "N_garden | 1 | CFFC | N+W | - | garden | {EL,ER,SL,SR}*",
    "O | 2 | CRRC | N+W! | E-S | - | {EL,SR}* {ER,SL}",
    "P | 3 | CRRC | N+W | E-S | - | {EL,SR}* {ER,SL}",
    "Q | 1 | CCFC | N+E+W! | - | - | {SL,SR}*",
    "R | 2 | CCFC | N+E+W | - | - | {SL,SR}*",
    "R_garden | 1 | CCFC | N+E+W | - | garden | {SL,SR}*",
    "S | 2 | CCRC | N+E+W! | S>city | - | {SL}* {SR}*",
    "T | 1 | CCRC | N+E+W | S>city | - | {SL}* {SR}*",
    "U | 7 | FRFR | - | W-E | - | {WR,NL,NR,EL} {ER,SL,SR,WL}",
    "U_garden | 1 | FRFR | - | W-E | garden | {WR,NL,NR,EL} {ER,SL,SR,WL}",
    "V | 8 | FFRR | - | S-W | - | {WR,NL,NR,EL,ER,SL} {SR,WL}",
    "V_garden | 1 | FFRR | - | S-W | garden | {WR,NL,NR,EL,ER,SL} {SR,WL}",
    "W | 4 | FRRR | - | E>village S>village W>village | - | {WR,NL,NR,EL} {ER,SL} {SR,WL}",
    "X | 1 | RRRR | - | N>village E>village S>village W>village | - | {WR,NL} {NR,EL} {ER,SL} {SR,WL}",
];

const RIVER: &[&str] = &[
    "river_A | 1 | RRrF | - | N-E | - | {NR,EL} {NL,WR,WL,SR,SL,ER}",
    "river_B | 1 | CrRr | N | S>city | - | {WR}* {EL}* {SR,WL} {ER,SL}",
    "river_C | 1 | CrCr | N S | - | - | {WR,EL}* {WL,ER}*",
    "river_D | 1 | rFrF | - | - | - | {WL,WR,NL,SR} {NR,EL,ER,SL}",
    "river_E | 1 | CCrr | N+E | - | - | {WR,SL}* {SR,WL}",
    "river_F | 1 | rFrF | - | - | - | {WL,WR,NL,SR} {NR,EL,ER,SL}",
    "river_G | 1 | rFFr | - | - | - | {WR,NL} {NR,EL,ER,SL,SR,WL}",
    "river_H | 1 | FrRr | - | S>monastery | monastery | {WR,NL,NR,EL} {SR,WL} {ER,SL}",
    "river_I | 1 | RrrR | - | N-W | - | {WR,NL} {NR,EL,SR,WL} {ER,SL}",
    "river_J | 1 | FrrF | - | - | garden | {ER,SL} {NL,NR,EL,SR,WL,WR}",
    "river_K | 1 | rRrR | - | W-E | - | {NL,WR} {NR,EL} {ER,SL} {SR,WL}",
    "river_L | 1 | rFFF | - | - | monastery | {NL,NR,EL,ER,SL,SR,WL,WR}",
];

fn side_named(name: &str) -> Side {
    *Side::ALL
        .iter()
        .find(|s| s.name() == name)
        .unwrap_or_else(|| panic!("bad side {name} in the test table"))
}

fn half_named(name: &str) -> Half {
    *Half::ALL
        .iter()
        .find(|h| h.name() == name)
        .unwrap_or_else(|| panic!("bad half-edge {name} in the test table"))
}

fn sides_text(mask: u8, sep: &str) -> String {
    Side::ALL
        .iter()
        .filter(|s| mask & (1 << s.index()) != 0)
        .map(|s| s.name())
        .collect::<Vec<_>>()
        .join(sep)
}

fn halves_text(mask: u8) -> String {
    Half::ALL
        .iter()
        .filter(|h| mask & (1 << h.index()) != 0)
        .map(|h| h.name())
        .collect::<Vec<_>>()
        .join(",")
}

fn end_text(end: Option<RoadEnd>) -> &'static str {
    match end {
        None => "",
        Some(RoadEnd::Village) => ">village",
        Some(RoadEnd::City) => ">city",
        Some(RoadEnd::Monastery) => ">monastery",
        Some(RoadEnd::Farmhouse) => ">farmhouse",
    }
}

fn tokens(column: &str) -> Vec<&str> {
    match column.trim() {
        "-" => Vec::new(),
        c => c.split_whitespace().collect(),
    }
}

/// A tile's structure in the normalised notation of the tables above.
#[derive(Debug, PartialEq, Eq)]
struct Shape {
    id: String,
    count: u32,
    edges: String,
    cities: Vec<String>,
    roads: Vec<String>,
    extra: Vec<String>,
    fields: Vec<String>,
}

fn expected_shape(row: &str) -> Shape {
    let cols: Vec<&str> = row.split('|').map(str::trim).collect();
    assert_eq!(cols.len(), 7, "bad test row {row}");
    let mut cities: Vec<String> = tokens(cols[3])
        .into_iter()
        .map(|tok| {
            let (sides, arms) = match tok.strip_suffix('!') {
                Some(s) => (s, "!"),
                None => (tok, ""),
            };
            let mask = sides
                .split('+')
                .fold(0u8, |m, s| m | 1 << side_named(s).index());
            format!("{}{arms}", sides_text(mask, "+"))
        })
        .collect();
    let mut roads: Vec<String> = tokens(cols[4])
        .into_iter()
        .map(|tok| {
            let (sides, end) = match tok.find('>') {
                Some(i) => (&tok[..i], &tok[i..]),
                None => (tok, ""),
            };
            let mask = sides
                .split('-')
                .fold(0u8, |m, s| m | 1 << side_named(s).index());
            format!("{}{end}", sides_text(mask, "-"))
        })
        .collect();
    let mut fields: Vec<String> = tokens(cols[6])
        .into_iter()
        .map(|tok| {
            let (body, star) = match tok.strip_suffix('*') {
                Some(b) => (b, "*"),
                None => (tok, ""),
            };
            let body = body
                .strip_prefix('{')
                .and_then(|b| b.strip_suffix('}'))
                .unwrap_or_else(|| panic!("bad field {tok} in the test table"));
            let mask = body
                .split(',')
                .fold(0u8, |m, h| m | 1 << half_named(h).index());
            format!("{{{}}}{star}", halves_text(mask))
        })
        .collect();
    cities.sort();
    roads.sort();
    fields.sort();
    Shape {
        id: cols[0].to_string(),
        count: cols[1].parse().expect("count"),
        edges: cols[2].to_string(),
        cities,
        roads,
        extra: tokens(cols[5]).into_iter().map(String::from).collect(),
        fields,
    }
}

fn edge_letter(k: EdgeKind) -> char {
    match k {
        EdgeKind::City => 'C',
        EdgeKind::Road => 'R',
        EdgeKind::Field => 'F',
        EdgeKind::River => 'r',
    }
}

fn actual_shape(t: &TileType) -> Shape {
    let mut cities = Vec::new();
    let mut roads = Vec::new();
    let mut extra = Vec::new();
    let mut fields = Vec::new();
    for s in &t.segments {
        match s.kind {
            FeatureKind::City => cities.push(format!(
                "{}{}",
                sides_text(s.edges, "+"),
                if s.arms > 0 { "!" } else { "" }
            )),
            FeatureKind::Road => roads.push(format!(
                "{}{}",
                sides_text(s.edges, "-"),
                end_text(s.road_end)
            )),
            FeatureKind::Monastery => extra.push("monastery".to_string()),
            FeatureKind::Garden => extra.push("garden".to_string()),
            FeatureKind::Field => fields.push(format!(
                "{{{}}}{}",
                halves_text(s.halves),
                if s.cities != 0 { "*" } else { "" }
            )),
        }
    }
    cities.sort();
    roads.sort();
    fields.sort();
    Shape {
        id: t.id.clone(),
        count: t.count,
        edges: t.edges.iter().map(|&k| edge_letter(k)).collect(),
        cities,
        roads,
        extra,
        fields,
    }
}

fn check_set_against_table(set: &str, table: &[&str]) {
    let catalog = catalog();
    let types = set_types(&catalog, set);
    let ids: Vec<&str> = types.iter().map(|t| t.id.as_str()).collect();
    let expected_ids: Vec<&str> = table
        .iter()
        .map(|r| r.split('|').next().unwrap().trim())
        .collect();
    assert_eq!(ids, expected_ids, "the {set} tiles, in docs/tiles.md order");
    for (t, row) in types.iter().zip(table) {
        assert_eq!(actual_shape(t), expected_shape(row), "tile {}", t.id);
        assert_eq!(t.set, set, "tile {}", t.id);
    }
}

#[test]
fn base_tiles_match_tiles_md_row_by_row() {
    check_set_against_table("base", BASE);
}

#[test]
fn river_tiles_match_tiles_md_row_by_row() {
    check_set_against_table("river", RIVER);
}

// ------------------------------------------------------------ inventory checks

#[test]
fn base_set_has_72_tiles_and_starts_with_d() {
    let catalog = catalog();
    let base = catalog.set("base").expect("base set");
    assert!(base.file.ends_with("base.ron"), "{}", base.file);
    assert_eq!(tiles_where(&catalog, "base", |_| true), 72);
    assert_eq!(base.types.len(), 32, "24 letters and 8 garden copies");
    assert_eq!(base.start, catalog.type_id("D"));
    assert!(base.start.is_some());
    assert_eq!(base.last, None);
    // The start tile is one of D's four.
    assert_eq!(tile(&catalog, "D").count, 4);
    assert_eq!(tile(&catalog, "D").art, "tiles/base/D.png");
}

#[test]
fn base_counts_per_id() {
    let catalog = catalog();
    let expected = [
        ("A", 2),
        ("B", 4),
        ("C", 1),
        ("D", 4),
        ("E", 4),
        ("F", 2),
        ("G", 1),
        ("H", 2),
        ("I", 1),
        ("J", 3),
        ("K", 3),
        ("L", 3),
        ("M", 1),
        ("N", 2),
        ("O", 2),
        ("P", 3),
        ("Q", 1),
        ("R", 2),
        ("S", 2),
        ("T", 1),
        ("U", 7),
        ("V", 8),
        ("W", 4),
        ("X", 1),
    ];
    for (id, count) in expected {
        assert_eq!(tile(&catalog, id).count, count, "count of {id}");
    }
    let letters: u32 = expected.iter().map(|(_, c)| c).sum();
    assert_eq!(letters, 64);
    for letter in ["E", "H", "I", "M", "N", "R", "U", "V"] {
        let id = format!("{letter}_garden");
        assert_eq!(tile(&catalog, &id).count, 1, "count of {id}");
    }
}

#[test]
fn base_has_10_tiles_with_a_coat_of_arms() {
    let catalog = catalog();
    assert_eq!(tiles_where(&catalog, "base", TileType::has_arms), 10);
    assert_eq!(
        ids_where(&catalog, "base", TileType::has_arms),
        ["C", "F", "M", "M_garden", "O", "Q", "S"]
    );
    for t in set_types(&catalog, "base") {
        for s in &t.segments {
            assert!(s.arms <= 1, "tile {}: at most one coat of arms", t.id);
            if s.kind != FeatureKind::City {
                assert_eq!(s.arms, 0, "tile {}: arms only on cities", t.id);
            }
        }
    }
}

#[test]
fn base_has_6_monasteries_and_8_gardens() {
    let catalog = catalog();
    assert_eq!(tiles_where(&catalog, "base", |t| t.monastery.is_some()), 6);
    assert_eq!(
        ids_where(&catalog, "base", |t| t.monastery.is_some()),
        ["A", "B"]
    );
    assert_eq!(tiles_where(&catalog, "base", |t| t.garden.is_some()), 8);
    assert_eq!(
        ids_where(&catalog, "base", |t| t.garden.is_some()),
        [
            "E_garden", "H_garden", "I_garden", "M_garden", "N_garden", "R_garden", "U_garden",
            "V_garden"
        ]
    );
    // The monastery/garden index points at a segment of that kind.
    for t in &catalog.types {
        if let Some(i) = t.monastery {
            assert_eq!(
                t.segments[i as usize].kind,
                FeatureKind::Monastery,
                "{}",
                t.id
            );
        }
        if let Some(i) = t.garden {
            assert_eq!(t.segments[i as usize].kind, FeatureKind::Garden, "{}", t.id);
        }
    }
}

#[test]
fn garden_copies_are_their_tile_plus_a_garden() {
    let catalog = catalog();
    for letter in ["E", "H", "I", "M", "N", "R", "U", "V"] {
        let plain = tile(&catalog, letter);
        let copy = tile(&catalog, &format!("{letter}_garden"));
        assert_eq!(copy.edges, plain.edges, "{}", copy.id);
        assert_eq!(plain.garden, None, "{letter}");
        let without_garden: Vec<Segment> = copy
            .segments
            .iter()
            .filter(|s| s.kind != FeatureKind::Garden)
            .cloned()
            .collect();
        assert_eq!(without_garden, plain.segments, "{}", copy.id);
        assert_eq!(copy.segments.len(), plain.segments.len() + 1, "{}", copy.id);
        assert_eq!(copy.has_arms(), plain.has_arms(), "{}", copy.id);
    }
}

#[test]
fn base_has_44_tiles_with_a_city() {
    let catalog = catalog();
    assert_eq!(tiles_where(&catalog, "base", has_city), 44);
    // Every tile with a city edge has a city segment, and no other tile does.
    for t in &catalog.types {
        assert_eq!(has_city(t), t.edges.contains(&EdgeKind::City), "{}", t.id);
    }
}

#[test]
fn river_inventory() {
    let catalog = catalog();
    let river = catalog.set("river").expect("river set");
    assert_eq!(river.types.len(), 12);
    assert_eq!(tiles_where(&catalog, "river", |_| true), 12);
    for t in set_types(&catalog, "river") {
        assert_eq!(t.count, 1, "{}: one of each", t.id);
        assert!(t.is_river(), "{} has a river edge", t.id);
        assert!(t.id.starts_with("river_"), "{}", t.id);
    }
    assert_eq!(river.start, catalog.type_id("river_A"));
    assert_eq!(river.last, catalog.type_id("river_L"));
    assert!(river.start.is_some() && river.last.is_some());

    let ids = |pred: fn(&TileType) -> bool| ids_where(&catalog, "river", pred);
    assert_eq!(
        ids(has_road),
        ["river_A", "river_B", "river_H", "river_I", "river_K"]
    );
    assert_eq!(ids(has_city), ["river_B", "river_C", "river_E"]);
    let city_segments: usize = set_types(&catalog, "river")
        .iter()
        .map(|t| segments_of(t, FeatureKind::City).len())
        .sum();
    assert_eq!(city_segments, 4);
    assert_eq!(ids(|t| t.monastery.is_some()), ["river_H", "river_L"]);
    assert_eq!(ids(|t| t.garden.is_some()), ["river_J"]);
    assert_eq!(tiles_where(&catalog, "river", TileType::has_arms), 0);
    assert_eq!(
        ids(|t| t.segments.iter().any(|s| s.bridge)),
        ["river_B", "river_H", "river_K"]
    );

    // Spring and lake have one river edge, every other river tile two.
    for t in set_types(&catalog, "river") {
        let n = t.edges.iter().filter(|&&k| k == EdgeKind::River).count();
        let expected = if t.id == "river_A" || t.id == "river_L" {
            1
        } else {
            2
        };
        assert_eq!(n, expected, "river edges of {}", t.id);
    }
    // No base tile has a river edge.
    assert!(set_types(&catalog, "base").iter().all(|t| !t.is_river()));
}

#[test]
fn every_edge_and_half_edge_is_covered_once() {
    let catalog = catalog();
    for t in &catalog.types {
        for side in Side::ALL {
            let kind = t.edges[side.index()];
            let owners: Vec<&Segment> = t
                .segments
                .iter()
                .filter(|s| s.edges & (1 << side.index()) != 0)
                .collect();
            match kind {
                EdgeKind::City | EdgeKind::Road => {
                    assert_eq!(owners.len(), 1, "{} edge {side}", t.id);
                    let want = if kind == EdgeKind::City {
                        FeatureKind::City
                    } else {
                        FeatureKind::Road
                    };
                    assert_eq!(owners[0].kind, want, "{} edge {side}", t.id);
                }
                _ => assert!(owners.is_empty(), "{} edge {side}", t.id),
            }
            for h in side.halves() {
                let fields = t
                    .segments
                    .iter()
                    .filter(|s| s.kind == FeatureKind::Field && s.halves & (1 << h.index()) != 0)
                    .count();
                let want = if kind == EdgeKind::City { 0 } else { 1 };
                assert_eq!(fields, want, "{} half-edge {h}", t.id);
            }
        }
    }
}

#[test]
fn catalog_holds_every_set_with_unique_ids() {
    let catalog = catalog();
    let sets: Vec<&str> = catalog.sets.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        sets,
        [
            "base",
            "river",
            "inns_cathedrals",
            "traders_builders",
            "princess_dragon"
        ]
    );
    // 32 base, 12 River, 17 Inns & Cathedrals, 24 Traders & Builders and
    // 29 Princess & Dragon designs.
    assert_eq!(catalog.types.len(), 114);
    let mut ids: Vec<&str> = catalog.types.iter().map(|t| t.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 114, "tile ids are unique");
    assert_eq!(tile(&catalog, "river_K").set, "river");
    assert_eq!(tile(&catalog, "river_K").art, "tiles/river/river_K.png");
}

// ------------------------------------------------------------ per-tile structure

#[test]
fn d_field_above_the_road_touches_the_city_and_the_other_does_not() {
    let catalog = catalog();
    let d = tile(&catalog, "D");
    let city = d.segment_on_edge(R0, Side::N).expect("D has a city N");
    assert_eq!(d.segments[city].kind, FeatureKind::City);
    let north = d.segment_on_half(R0, Half::WR).expect("field on WR");
    assert_eq!(d.segment_on_half(R0, Half::EL), Some(north));
    assert_eq!(d.segments[north].cities, 1 << city);
    let south = d.segment_on_half(R0, Half::SL).expect("field on SL");
    assert_ne!(north, south);
    for h in [Half::ER, Half::SR, Half::WL] {
        assert_eq!(d.segment_on_half(R0, h), Some(south), "D {h}");
    }
    assert_eq!(d.segments[south].cities, 0);
    assert_eq!(d.segment_on_half(R0, Half::NL), None, "N is city");
    let road = d.segment_on_edge(R0, Side::W).expect("road W");
    assert_eq!(d.segment_on_edge(R0, Side::E), Some(road));
    assert_eq!(d.segments[road].kind, FeatureKind::Road);
    assert_eq!(d.segment_on_edge(R0, Side::S), None, "S is field");
}

#[test]
fn h_has_two_separate_cities_and_one_field_touching_both() {
    let catalog = catalog();
    for id in ["H", "H_garden"] {
        let h = tile(&catalog, id);
        let n = h.segment_on_edge(R0, Side::N).expect("city N");
        let s = h.segment_on_edge(R0, Side::S).expect("city S");
        assert_ne!(n, s, "{id}: the cities are separate");
        assert_eq!(segments_of(h, FeatureKind::City).len(), 2, "{id}");
        let fields = segments_of(h, FeatureKind::Field);
        assert_eq!(fields.len(), 1, "{id}");
        assert_eq!(fields[0].cities, (1 << n) | (1 << s), "{id}");
    }
}

#[test]
fn i_and_m_share_edges_but_not_structure() {
    let catalog = catalog();
    let i = tile(&catalog, "I");
    let m = tile(&catalog, "M");
    let n = tile(&catalog, "N");
    assert_eq!(i.edges, m.edges);
    assert_eq!(i.edges, n.edges);
    // I: two cities; the field touches both.
    assert_ne!(
        i.segment_on_edge(R0, Side::N),
        i.segment_on_edge(R0, Side::W)
    );
    assert_eq!(segments_of(i, FeatureKind::City).len(), 2);
    assert_eq!(segments_of(i, FeatureKind::Field)[0].cities.count_ones(), 2);
    assert!(!i.has_arms());
    // M and N: one city over N and W; M has a coat of arms, N does not.
    for t in [m, n] {
        assert_eq!(
            t.segment_on_edge(R0, Side::N),
            t.segment_on_edge(R0, Side::W),
            "{}",
            t.id
        );
        assert_eq!(segments_of(t, FeatureKind::City).len(), 1, "{}", t.id);
        assert_eq!(segments_of(t, FeatureKind::Field)[0].cities.count_ones(), 1);
    }
    assert!(m.has_arms());
    assert!(!n.has_arms());
}

#[test]
fn x_has_four_roads_and_four_fields() {
    let catalog = catalog();
    let x = tile(&catalog, "X");
    let roads = segments_of(x, FeatureKind::Road);
    assert_eq!(roads.len(), 4);
    for r in &roads {
        assert_eq!(r.edges.count_ones(), 1, "each road runs to one edge");
        assert_eq!(r.road_end, Some(RoadEnd::Village));
    }
    let on_edges: Vec<Option<usize>> = Side::ALL
        .iter()
        .map(|&s| x.segment_on_edge(R0, s))
        .collect();
    for (a, ea) in on_edges.iter().enumerate() {
        for eb in &on_edges[a + 1..] {
            assert_ne!(ea, eb, "X's roads are all different segments");
        }
    }
    let fields = segments_of(x, FeatureKind::Field);
    assert_eq!(fields.len(), 4);
    for f in fields {
        assert_eq!(f.halves.count_ones(), 2);
        assert_eq!(f.cities, 0);
    }
    // The corner field NW joins WR and NL; NL and NR are apart.
    assert_eq!(
        x.segment_on_half(R0, Half::WR),
        x.segment_on_half(R0, Half::NL)
    );
    assert_ne!(
        x.segment_on_half(R0, Half::NL),
        x.segment_on_half(R0, Half::NR)
    );
}

#[test]
fn road_ends_and_bridges() {
    let catalog = catalog();
    let end = |id: &str, side: Side| {
        let t = tile(&catalog, id);
        let i = t
            .segment_on_edge(R0, side)
            .unwrap_or_else(|| panic!("{id} road {side}"));
        assert_eq!(t.segments[i].kind, FeatureKind::Road, "{id} {side}");
        (t.segments[i].road_end, t.segments[i].bridge)
    };
    assert_eq!(end("A", Side::S), (Some(RoadEnd::Monastery), false));
    assert_eq!(end("S", Side::S), (Some(RoadEnd::City), false));
    assert_eq!(end("T", Side::S), (Some(RoadEnd::City), false));
    for id in ["L", "W"] {
        for side in [Side::E, Side::S, Side::W] {
            assert_eq!(end(id, side), (Some(RoadEnd::Village), false), "{id}");
        }
    }
    assert_eq!(end("D", Side::E), (None, false));
    assert_eq!(end("river_A", Side::N), (None, false));
    assert_eq!(end("river_B", Side::S), (Some(RoadEnd::City), true));
    assert_eq!(end("river_H", Side::S), (Some(RoadEnd::Monastery), true));
    assert_eq!(end("river_K", Side::W), (None, true));
    let k = tile(&catalog, "river_K");
    assert_eq!(
        k.segment_on_edge(R0, Side::W),
        k.segment_on_edge(R0, Side::E),
        "river_K's road runs through"
    );
    // No base road crosses a bridge.
    for t in set_types(&catalog, "base") {
        assert!(t.segments.iter().all(|s| !s.bridge), "{}", t.id);
    }
}

#[test]
fn river_fields_split_by_the_river() {
    let catalog = catalog();
    // river_C: north bank touches only the N city, south bank only the S city.
    let c = tile(&catalog, "river_C");
    let n = c.segment_on_edge(R0, Side::N).unwrap();
    let s = c.segment_on_edge(R0, Side::S).unwrap();
    assert_ne!(n, s);
    let north = c.segment_on_half(R0, Half::WR).unwrap();
    let south = c.segment_on_half(R0, Half::WL).unwrap();
    assert_ne!(north, south, "the river splits W");
    assert_eq!(c.segments[north].cities, 1 << n);
    assert_eq!(c.segments[south].cities, 1 << s);
    // river_D: the two banks are different fields.
    let d = tile(&catalog, "river_D");
    assert_ne!(
        d.segment_on_half(R0, Half::NL),
        d.segment_on_half(R0, Half::NR)
    );
    assert_eq!(
        d.segment_on_half(R0, Half::NL),
        d.segment_on_half(R0, Half::SR)
    );
    // river_B: the road splits the north bank; both parts touch the city.
    let b = tile(&catalog, "river_B");
    let city = b.segment_on_edge(R0, Side::N).unwrap();
    let wr = b.segment_on_half(R0, Half::WR).unwrap();
    let el = b.segment_on_half(R0, Half::EL).unwrap();
    assert_ne!(wr, el);
    assert_eq!(b.segments[wr].cities, 1 << city);
    assert_eq!(b.segments[el].cities, 1 << city);
    assert_eq!(
        b.segments[b.segment_on_half(R0, Half::WL).unwrap()].cities,
        0
    );
}

#[test]
fn rotating_d_by_90_degrees_puts_its_city_east() {
    let catalog = catalog();
    let d = tile(&catalog, "D");
    let r90 = Rotation::from_degrees(90).unwrap();
    let city = d.segment_on_edge(r90, Side::E).expect("city E after 90°");
    assert_eq!(d.segments[city].kind, FeatureKind::City);
    assert_eq!(d.edge(r90, Side::E), EdgeKind::City);
    assert_eq!(d.edge(r90, Side::S), EdgeKind::Road);
    assert_eq!(d.edge(r90, Side::W), EdgeKind::Field);
    assert_eq!(d.edge(r90, Side::N), EdgeKind::Road);
    let road = d.segment_on_edge(r90, Side::N).expect("road N after 90°");
    assert_eq!(d.segment_on_edge(r90, Side::S), Some(road));
    assert_eq!(d.segment_on_edge(r90, Side::W), None);
    // WR and EL turn to NR and SL; that field still touches the city.
    let field = d.segment_on_half(r90, Half::NR).unwrap();
    assert_eq!(d.segment_on_half(r90, Half::SL), Some(field));
    assert_eq!(d.segments[field].cities, 1 << city);
    assert_eq!(d.segments[city].edges_rotated(r90), 1 << Side::E.index());
    // A full turn is the canonical orientation.
    let r270 = Rotation::from_degrees(270).unwrap();
    assert_eq!(d.segment_on_edge(r270, Side::W), Some(city));
}

// ------------------------------------------------------------ loader errors

fn load_bad(text: &str) -> (TileCatalog, String) {
    let mut catalog = TileCatalog::default();
    let err = catalog
        .add_set("bad.ron", text)
        .expect_err("bad tile data must be refused");
    assert_eq!(err.file, "bad.ron");
    (catalog, err.to_string())
}

fn assert_names(msg: &str, parts: &[&str]) {
    for p in parts {
        assert!(msg.contains(p), "message {msg:?} should name {p:?}");
    }
}

#[test]
fn refuses_a_half_edge_in_two_fields() {
    let (catalog, msg) = load_bad(
        r#"TileSet(name: "bad", tiles: [
            Tile(id: "Z", count: 1, edges: "FFFF", segments: [
                Field(halves: [NL, NR, EL, ER]),
                Field(halves: [NL, SL, SR, WL, WR]),
            ]),
        ])"#,
    );
    assert_names(
        &msg,
        &["bad.ron", "tile Z", "half-edge NL is in two fields"],
    );
    assert!(catalog.types.is_empty() && catalog.sets.is_empty());
}

#[test]
fn refuses_a_road_edge_without_a_road() {
    let (catalog, msg) = load_bad(
        r#"TileSet(name: "bad", tiles: [
            Tile(id: "Zr", count: 1, edges: "FRFR", segments: [
                Road(edges: [W]),
                Field(halves: [WR, NL, NR, EL]),
                Field(halves: [ER, SL, SR, WL]),
            ]),
        ])"#,
    );
    assert_names(
        &msg,
        &["bad.ron", "tile Zr", "edge E is road but no road segment"],
    );
    assert!(catalog.types.is_empty());
}

#[test]
fn refuses_a_field_naming_a_missing_city() {
    let (_, msg) = load_bad(
        r#"TileSet(name: "bad", tiles: [
            Tile(id: "Zc", count: 1, edges: "CFFF", segments: [
                City(edges: [N]),
                Field(halves: [EL, ER, SL, SR, WL, WR], cities: [S]),
            ]),
        ])"#,
    );
    assert_names(
        &msg,
        &[
            "bad.ron",
            "tile Zc",
            "names the city on edge S",
            "no city there",
        ],
    );
}

#[test]
fn refuses_counts_that_do_not_add_up_to_total() {
    let (catalog, msg) = load_bad(
        r#"TileSet(name: "bad", total: Some(5), tiles: [
            Tile(id: "Zb", count: 2, edges: "FFFF", segments: [
                Monastery,
                Field(halves: [NL, NR, EL, ER, SL, SR, WL, WR]),
            ]),
        ])"#,
    );
    assert_names(&msg, &["bad.ron", "add up to 2", "`total` says 5"]);
    assert!(catalog.sets.is_empty());
}

#[test]
fn refuses_unparsable_ron() {
    let (_, msg) = load_bad(r#"TileSet(name: "bad", tiles: [ Tile(id: "Z", count: "#);
    assert_names(&msg, &["bad.ron", "not a valid tile set"]);
    let (_, msg) = load_bad(
        r#"TileSet(name: "bad", tiles: [
            Tile(id: "Zs", count: 1, edges: "FFFF", segments: [Lake]),
        ])"#,
    );
    assert_names(&msg, &["bad.ron", "not a valid tile set", "Lake"]);
}

#[test]
fn reports_every_problem_of_a_file() {
    let (_, msg) = load_bad(
        r#"TileSet(name: "bad", total: Some(9), tiles: [
            Tile(id: "P1", count: 1, edges: "FRFR", segments: [
                Field(halves: [WR, NL, NR, EL]),
                Field(halves: [ER, SL, SR, WL]),
            ]),
            Tile(id: "P2", count: 1, edges: "FFFF", segments: [
                Field(halves: [NL, NR, EL, ER, SL, SR, WL]),
            ]),
        ])"#,
    );
    assert_names(
        &msg,
        &[
            "bad.ron",
            "tile P1: edge E is road",
            "tile P1: edge W is road",
            "tile P2: half-edge WR",
            "in no field",
            "add up to 2",
        ],
    );
}

#[test]
fn refuses_loading_a_real_set_twice() {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/tiles/river.ron"),
    )
    .unwrap();
    let mut catalog = TileCatalog::default();
    catalog.add_set("river.ron", &text).expect("river loads");
    let err = catalog.add_set("again.ron", &text).unwrap_err();
    assert_eq!(err.file, "again.ron");
    assert_names(
        &err.to_string(),
        &[
            "tile set `river` is loaded twice",
            "the id is defined twice",
        ],
    );
    assert_eq!(catalog.types.len(), 12, "the failed load adds nothing");
}

// ------------------------------------------- docs/tiles.md's expansion tables

/// docs/tiles.md's Inns & Cathedrals table restated row by row, in a fuller
/// notation than the base table: `id | count | edges | cities | roads | monastery/garden | fields`.
/// Cities: one token per city segment, its sides joined by `+`, then `!` per
/// coat of arms, `#` for a cathedral, `:chicken`/`:grain`/`:cloth` for a goods
/// symbol. Roads: sides joined by `-`, `>village` (a village or junction),
/// `>city`, `>monastery`, `>farmhouse` for a road that ends on the tile, then
/// `~inn` and/or `~bridge`. Fields: `{halves}`, or `inner` for the field that
/// reaches no edge, then `*(..)` naming every city of the tile it touches by
/// that city's sides (comma-separated). Written from the tables of
/// docs/tiles.md, not from the RON files.
const INNS_CATHEDRALS: &[&str] = &[
    "IC_A | 1 | FFRR | - | W-S~inn | - | {WR,NL,NR,EL,ER,SL} {SR,WL}",
    "IC_B | 1 | FRFR | - | W-E~inn | garden | {WR,NL,NR,EL} {ER,SL,SR,WL}",
    "IC_C | 1 | FRRR | - | E>village~inn S>village W>village | - | {WR,NL,NR,EL} {ER,SL} {SR,WL}",
    "IC_D | 1 | FRFR | - | W>monastery E>monastery | monastery | {WR,NL,NR,EL} {ER,SL,SR,WL}",
    "IC_E | 1 | RRRR | - | N-W E-S | - | {NL,WR} {NR,EL,SR,WL} {ER,SL}",
    "IC_F | 1 | CRFC | N+W | E>city | - | {EL}*(N+W) {ER,SL,SR}*(N+W)",
    "IC_G | 1 | FFFC | W | - | - | {NL,NR}*(W) {EL,ER,SL,SR}*(W)",
    "IC_H | 1 | CCCC | N E S W | - | garden | inner*(N,E,S,W)",
    "IC_I | 1 | CRCR | N S | W>village E>village | - | {WR}*(N) {EL}*(N) {ER}*(S) {WL}*(S)",
    "IC_J | 1 | CFRF | N | S>city | - | {SR,WL,WR}*(N) {SL,ER,EL}*(N)",
    "IC_K | 2 | CCCC | N+E+S+W# | - | - | -",
    "IC_L | 1 | CRRC | N+W! | E-S~inn | - | {EL,SR}*(N+W) {ER,SL}",
    "IC_M | 1 | CFRR | N | W-S~inn | - | {WR,EL,ER,SL}*(N) {SR,WL}",
    "IC_N | 1 | CFRC | N+W | S>city~inn | - | {SR}*(N+W) {SL,ER,EL}*(N+W)",
    "IC_O | 1 | CCFC | N E W | - | - | {SL,SR}*(N,E,W)",
    "IC_P | 1 | CFCC | N+W! S | - | - | {EL,ER}*(N+W,S)",
    "IC_Q | 1 | RCRC | W+E! | N>city S>city | - | {NL}*(W+E) {NR}*(W+E) {SL}*(W+E) {SR}*(W+E)",
];

/// docs/tiles.md's Traders & Builders table (TB_B's W–E road is the one on
/// the bridge).
const TRADERS_BUILDERS: &[&str] = &[
    "TB_A | 1 | CRFF | N | E>city | - | {EL}*(N) {ER,SL,SR,WL,WR}*(N)",
    "TB_B | 1 | RRRR | - | N-S W-E~bridge | - | {WR,NL} {NR,EL} {ER,SL} {SR,WL}",
    "TB_C | 1 | CFRR | N | S>city W>farmhouse~bridge | - | {WR}*(N) {WL,SR} {EL,ER,SL}*(N)",
    "TB_D | 1 | CCRC | N+E:grain W | S>city | - | {SL}*(N+E) {SR}*(N+E,W)",
    "TB_E | 1 | FCRC | W+E:grain | S>city | - | {NL,NR}*(W+E) {SR}*(W+E) {SL}*(W+E)",
    "TB_F | 1 | CFRC | N+W:grain | S>city | - | {SR}*(N+W) {SL,ER,EL}*(N+W)",
    "TB_G | 1 | CFFC | N+W:grain | - | - | {EL,ER,SL,SR}*(N+W)",
    "TB_H | 1 | CCFC | N+E+W:grain | - | - | {SL,SR}*(N+E+W)",
    "TB_I | 1 | CFRC | N+W:grain | S>city | - | {SR}*(N+W) {SL}*(N+W) {EL,ER}*(N+W)",
    "TB_J | 1 | FRRR | - | W>monastery E>monastery S>monastery | monastery | {WR,NL,NR,EL} {ER,SL} {SR,WL}",
    "TB_K | 1 | CCRF | N+E:cloth | S>city | garden | {SL}*(N+E) {SR,WL,WR}*(N+E)",
    "TB_L | 1 | CCRC | N+E:cloth W | S>city | - | {SL}*(N+E) {SR}*(N+E,W)",
    "TB_M | 1 | CCCC | N+W:cloth E S | - | - | inner*(N+W,E,S)",
    "TB_N | 1 | CCFC | W+E:cloth N | - | - | inner*(N,W+E) {SL,SR}*(W+E)",
    "TB_O | 1 | CRRC | N+W:cloth | E>city S>city | - | {EL}*(N+W) {ER}*(N+W) {SL}*(N+W) {SR}*(N+W)",
    "TB_P | 1 | FCCC | W+E:chicken S | - | - | {NL,NR}*(W+E) inner*(W+E,S)",
    "TB_Q | 1 | FCFC | W+E:chicken | - | - | {NL,NR}*(W+E) {SL,SR}*(W+E)",
    "TB_R | 1 | RCRC | W+E:chicken | N>city S>city | - | {NL}*(W+E) {NR}*(W+E) {SL}*(W+E) {SR}*(W+E)",
    "TB_S | 1 | FCRC | W+E:chicken | S>city | - | {NL,NR}*(W+E) {SR}*(W+E) {SL}*(W+E)",
    "TB_T | 1 | CFFC | N+W:chicken | - | - | {EL,ER,SL,SR}*(N+W)",
    "TB_U | 1 | CRRC | N+W:chicken | E>city S>city | garden | {EL}*(N+W) {ER,SL}*(N+W) {SR}*(N+W)",
    "TB_V | 1 | CCRC | N+E+W:chicken | S>city | - | {SR}*(N+E+W) {SL}*(N+E+W)",
    "TB_W | 1 | CRFC | N+W:chicken | E>city | - | {EL}*(N+W) {ER}*(N+W) {SL,SR}*(N+W)",
    "TB_X | 1 | CCCC | N+W:chicken E+S | - | - | inner*(N+W,E+S)",
];

/// A set of sides written with `sep` between them, in N E S W order.
fn sides_mask(text: &str, sep: char) -> u8 {
    text.split(sep)
        .fold(0u8, |m, s| m | 1 << side_named(s).index())
}

/// Splits `token` at the first of `marks`: (head, rest from that mark on).
fn split_at_mark<'a>(token: &'a str, marks: &[char]) -> (&'a str, &'a str) {
    match token.find(|c| marks.contains(&c)) {
        Some(i) => token.split_at(i),
        None => (token, ""),
    }
}

fn goods_text(goods: Option<carcassonne::rules::Goods>) -> String {
    goods.map_or(String::new(), |g| format!(":{}", g.name()))
}

fn expected_city(token: &str) -> String {
    let (sides, marks) = split_at_mark(token, &['!', '#', ':']);
    let arms = marks.matches('!').count();
    let cathedral = if marks.contains('#') { "#" } else { "" };
    let goods = marks.find(':').map_or(String::new(), |i| {
        let name = &marks[i + 1..];
        assert!(
            ["chicken", "grain", "cloth"].contains(&name),
            "bad goods {name} in the test table"
        );
        format!(":{name}")
    });
    format!(
        "{}{}{cathedral}{goods}",
        sides_text(sides_mask(sides, '+'), "+"),
        "!".repeat(arms)
    )
}

fn expected_road(token: &str) -> String {
    let (sides, marks) = split_at_mark(token, &['>', '~']);
    let (end, flags) = split_at_mark(marks, &['~']);
    assert!(
        ["", ">village", ">city", ">monastery", ">farmhouse"].contains(&end),
        "bad road end {end} in the test table"
    );
    let inn = if flags.contains("~inn") { "~inn" } else { "" };
    let bridge = if flags.contains("~bridge") {
        "~bridge"
    } else {
        ""
    };
    format!(
        "{}{end}{inn}{bridge}",
        sides_text(sides_mask(sides, '-'), "-")
    )
}

fn expected_field(token: &str) -> String {
    let (body, cities) = split_at_mark(token, &['*']);
    let halves = if body == "inner" {
        "inner".to_string()
    } else {
        let inside = body
            .strip_prefix('{')
            .and_then(|b| b.strip_suffix('}'))
            .unwrap_or_else(|| panic!("bad field {token} in the test table"));
        let mask = inside
            .split(',')
            .fold(0u8, |m, h| m | 1 << half_named(h).index());
        format!("{{{}}}", halves_text(mask))
    };
    if cities.is_empty() {
        return halves;
    }
    let list = cities
        .strip_prefix("*(")
        .and_then(|c| c.strip_suffix(')'))
        .unwrap_or_else(|| panic!("bad field cities {token} in the test table"));
    let mut names: Vec<String> = list
        .split(',')
        .map(|c| sides_text(sides_mask(c, '+'), "+"))
        .collect();
    names.sort();
    format!("{halves}*({})", names.join(","))
}

fn expected_expansion_shape(row: &str) -> Shape {
    let cols: Vec<&str> = row.split('|').map(str::trim).collect();
    assert_eq!(cols.len(), 7, "bad test row {row}");
    let sorted = |column: &str, f: fn(&str) -> String| {
        let mut v: Vec<String> = tokens(column).into_iter().map(f).collect();
        v.sort();
        v
    };
    Shape {
        id: cols[0].to_string(),
        count: cols[1].parse().expect("count"),
        edges: cols[2].to_string(),
        cities: sorted(cols[3], expected_city),
        roads: sorted(cols[4], expected_road),
        extra: tokens(cols[5]).into_iter().map(String::from).collect(),
        fields: sorted(cols[6], expected_field),
    }
}

fn actual_expansion_shape(t: &TileType) -> Shape {
    let mut cities = Vec::new();
    let mut roads = Vec::new();
    let mut extra = Vec::new();
    let mut fields = Vec::new();
    for s in &t.segments {
        match s.kind {
            FeatureKind::City => cities.push(format!(
                "{}{}{}{}",
                sides_text(s.edges, "+"),
                "!".repeat(s.arms as usize),
                if s.cathedral { "#" } else { "" },
                goods_text(s.goods)
            )),
            FeatureKind::Road => roads.push(format!(
                "{}{}{}{}",
                sides_text(s.edges, "-"),
                end_text(s.road_end),
                if s.inn { "~inn" } else { "" },
                if s.bridge { "~bridge" } else { "" }
            )),
            FeatureKind::Monastery => extra.push("monastery".to_string()),
            FeatureKind::Garden => extra.push("garden".to_string()),
            FeatureKind::Field => {
                let halves = if s.halves == 0 {
                    "inner".to_string()
                } else {
                    format!("{{{}}}", halves_text(s.halves))
                };
                let mut touched: Vec<String> = (0..t.segments.len())
                    .filter(|&c| s.cities & (1 << c) != 0)
                    .map(|c| {
                        assert_eq!(t.segments[c].kind, FeatureKind::City, "{}", t.id);
                        sides_text(t.segments[c].edges, "+")
                    })
                    .collect();
                touched.sort();
                fields.push(if touched.is_empty() {
                    halves
                } else {
                    format!("{halves}*({})", touched.join(","))
                });
            }
        }
    }
    cities.sort();
    roads.sort();
    fields.sort();
    Shape {
        id: t.id.clone(),
        count: t.count,
        edges: t.edges.iter().map(|&k| edge_letter(k)).collect(),
        cities,
        roads,
        extra,
        fields,
    }
}

fn check_expansion_against_table(set: &str, table: &[&str]) {
    let catalog = catalog();
    let types = set_types(&catalog, set);
    let ids: Vec<&str> = types.iter().map(|t| t.id.as_str()).collect();
    let expected_ids: Vec<&str> = table
        .iter()
        .map(|r| r.split('|').next().unwrap().trim())
        .collect();
    assert_eq!(ids, expected_ids, "the {set} tiles, in docs/tiles.md order");
    for (t, row) in types.iter().zip(table) {
        assert_eq!(
            actual_expansion_shape(t),
            expected_expansion_shape(row),
            "tile {}",
            t.id
        );
        assert_eq!(t.set, set, "tile {}", t.id);
        // The inner field, when there is one, is the spot `Field(Inner)` names.
        let inner: Vec<usize> = (0..t.segments.len())
            .filter(|&i| t.segments[i].kind == FeatureKind::Field && t.segments[i].halves == 0)
            .collect();
        assert_eq!(
            t.inner_field.map(usize::from),
            inner.first().copied(),
            "inner field of {}",
            t.id
        );
        assert!(inner.len() <= 1, "{}: at most one inner field", t.id);
    }
}

#[test]
fn inns_cathedrals_tiles_match_the_table_row_by_row() {
    check_expansion_against_table("inns_cathedrals", INNS_CATHEDRALS);
}

#[test]
fn traders_builders_tiles_match_the_table_row_by_row() {
    check_expansion_against_table("traders_builders", TRADERS_BUILDERS);
}

/// The Checks line of Inns & Cathedrals in docs/tiles.md.
#[test]
fn inns_cathedrals_checks_line() {
    let catalog = catalog();
    let set = "inns_cathedrals";
    let info = catalog.set(set).expect("Inns & Cathedrals is loaded");
    assert_eq!((info.start, info.last), (None, None));
    assert_eq!(info.types.len(), 17, "17 designs");
    assert_eq!(tiles_where(&catalog, set, |_| true), 18);
    let ids = |pred: fn(&TileType) -> bool| ids_where(&catalog, set, pred);
    let count = |pred: fn(&TileType) -> bool| tiles_where(&catalog, set, pred);
    let inn = |t: &TileType| t.segments.iter().any(|s| s.inn);
    assert_eq!(ids(inn), ["IC_A", "IC_B", "IC_C", "IC_L", "IC_M", "IC_N"]);
    let cathedral = |t: &TileType| t.segments.iter().any(|s| s.cathedral);
    assert_eq!(count(cathedral), 2);
    assert_eq!(ids(cathedral), ["IC_K"]);
    assert_eq!(ids(|t| t.monastery.is_some()), ["IC_D"]);
    assert_eq!(count(TileType::has_arms), 3);
    assert_eq!(ids(TileType::has_arms), ["IC_L", "IC_P", "IC_Q"]);
    assert_eq!(ids(|t| t.garden.is_some()), ["IC_B", "IC_H"]);
    assert_eq!(count(has_city), 13);
    let copies_of = |kind: FeatureKind, pred: fn(&Segment) -> bool| -> u32 {
        set_types(&catalog, set)
            .iter()
            .map(|t| {
                t.count
                    * t.segments
                        .iter()
                        .filter(|s| s.kind == kind && pred(s))
                        .count() as u32
            })
            .sum()
    };
    assert_eq!(copies_of(FeatureKind::City, |_| true), 20, "city segments");
    assert_eq!(count(has_road), 12);
    assert_eq!(copies_of(FeatureKind::Road, |s| s.inn), 6, "inn roads");
    assert_eq!(copies_of(FeatureKind::City, |s| s.arms > 0), 3);
    // No goods, no bridge in this set; inns only on roads, cathedrals only on cities.
    for t in set_types(&catalog, set) {
        for s in &t.segments {
            assert_eq!(s.goods, None, "{}", t.id);
            assert!(!s.bridge, "{}", t.id);
            assert!(!s.inn || s.kind == FeatureKind::Road, "{}", t.id);
            assert!(!s.cathedral || s.kind == FeatureKind::City, "{}", t.id);
        }
    }
}

/// The Checks line of Traders & Builders in docs/tiles.md.
#[test]
fn traders_builders_checks_line() {
    use carcassonne::rules::Goods;
    let catalog = catalog();
    let set = "traders_builders";
    let info = catalog.set(set).expect("Traders & Builders is loaded");
    assert_eq!((info.start, info.last), (None, None));
    assert_eq!(info.types.len(), 24, "24 designs");
    assert_eq!(tiles_where(&catalog, set, |_| true), 24);
    for t in set_types(&catalog, set) {
        assert_eq!(t.count, 1, "{}: one of each", t.id);
    }
    let goods_of =
        |t: &TileType| -> Vec<Goods> { t.segments.iter().filter_map(|s| s.goods).collect() };
    let with = |g: Goods| -> Vec<String> {
        set_types(&catalog, set)
            .iter()
            .filter(|t| goods_of(t).contains(&g))
            .map(|t| t.id.clone())
            .collect()
    };
    let letters = |range: std::ops::RangeInclusive<char>| -> Vec<String> {
        range.map(|c| format!("TB_{c}")).collect()
    };
    assert_eq!(with(Goods::Chicken), letters('P'..='X'), "9 chicken (wine)");
    assert_eq!(with(Goods::Grain), letters('D'..='I'), "6 grain");
    assert_eq!(with(Goods::Cloth), letters('K'..='O'), "5 cloth");
    for t in set_types(&catalog, set) {
        assert!(goods_of(t).len() <= 1, "{}: one goods symbol at most", t.id);
        for s in &t.segments {
            assert!(s.goods.is_none() || s.kind == FeatureKind::City, "{}", t.id);
        }
    }
    let symbols: usize = set_types(&catalog, set)
        .iter()
        .map(|t| goods_of(t).len())
        .sum();
    assert_eq!(symbols, 20);
    let ids = |pred: fn(&TileType) -> bool| ids_where(&catalog, set, pred);
    let no_goods = |t: &TileType| t.segments.iter().all(|s| s.goods.is_none());
    assert_eq!(ids(no_goods), ["TB_A", "TB_B", "TB_C", "TB_J"]);
    assert_eq!(tiles_where(&catalog, set, has_city), 22);
    let city_segments: usize = set_types(&catalog, set)
        .iter()
        .map(|t| segments_of(t, FeatureKind::City).len())
        .sum();
    assert_eq!(city_segments, 29);
    assert_eq!(ids(|t| t.monastery.is_some()), ["TB_J"]);
    assert_eq!(ids(|t| t.garden.is_some()), ["TB_K", "TB_U"]);
    assert_eq!(
        ids(|t| t.segments.iter().any(|s| s.bridge)),
        ["TB_B", "TB_C"]
    );
    assert_eq!(tiles_where(&catalog, set, TileType::has_arms), 0);
    assert!(ids(|t| t.segments.iter().any(|s| s.inn || s.cathedral)).is_empty());
    // Tiles with two or three cities: only one of them carries goods.
    let several = |t: &TileType| segments_of(t, FeatureKind::City).len() > 1;
    assert_eq!(
        ids(several),
        ["TB_D", "TB_L", "TB_M", "TB_N", "TB_P", "TB_X"]
    );
    for t in set_types(&catalog, set).iter().filter(|t| several(t)) {
        assert_eq!(goods_of(t).len(), 1, "{}", t.id);
    }
}

/// Every inner field of the expansions is named `Field(Inner)` and nothing
/// else names it: no half-edge reaches it in any rotation.
#[test]
fn inner_fields_are_reached_by_no_half_edge() {
    let catalog = catalog();
    let with_inner: Vec<&str> = catalog
        .types
        .iter()
        .filter(|t| t.inner_field.is_some())
        .map(|t| t.id.as_str())
        .collect();
    assert_eq!(with_inner, ["IC_H", "TB_M", "TB_N", "TB_P", "TB_X", "PD_F"]);
    for t in catalog.types.iter().filter(|t| t.inner_field.is_some()) {
        let inner = t.inner_field.unwrap() as usize;
        for rot in Rotation::ALL {
            for h in Half::ALL {
                assert_ne!(t.segment_on_half(rot, h), Some(inner), "{} {h}", t.id);
            }
            let spot = carcassonne::rules::Spot::InnerField;
            assert_eq!(
                carcassonne::rules::Game::spot_segment(t, rot, spot),
                Some(inner),
                "{}",
                t.id
            );
        }
    }
}
