//! What the map tells a player from the rules and the unseen tiles: the
//! unseen-tile counts, cells no remaining tile can fill, features that can
//! never be completed, and the fair re-deal of the unseen pile.

use crate::common::{catalog, record, replay};
use carcassonne::rules::random::Rng;
use carcassonne::rules::{
    Expansion, Game, Move, Placement, Pos, Rotation, RuleSet, TileCatalog, TileTypeId,
};
use std::sync::Arc;

/// A tiny tile set for hand-built maps: `with_t` adds one `T` (city on
/// three sides, road on the fourth), the only tile that fits the hole the
/// map below leaves.
fn tiny(with_t: bool) -> Arc<TileCatalog> {
    let t = if with_t {
        r#"Tile(id: "T", count: 1, edges: "CCRC", segments: [
            City(edges: [N, E, W]), Road(edges: [S], end: Some(City)),
            Field(halves: [SL], cities: [N]), Field(halves: [SR], cities: [N]),
        ]),"#
    } else {
        ""
    };
    let set = format!(
        r#"TileSet(name: "base", start: Some("D"), tiles: [
        Tile(id: "D", count: 1, edges: "CRFR", segments: [
            City(edges: [N]), Road(edges: [W, E]),
            Field(halves: [WR, EL], cities: [N]), Field(halves: [ER, SL, SR, WL]),
        ]),
        Tile(id: "V", count: 1, edges: "FFRR", segments: [
            Road(edges: [S, W]), Field(halves: [WR, NL, NR, EL, ER, SL]), Field(halves: [SR, WL]),
        ]),
        Tile(id: "N", count: 1, edges: "CFFC", segments: [
            City(edges: [N, W]), Field(halves: [EL, ER, SL, SR], cities: [N]),
        ]),
        Tile(id: "B", count: 2, edges: "FFFF", segments: [
            Monastery, Field(halves: [NL, NR, EL, ER, SL, SR, WL, WR]),
        ]),
        Tile(id: "E", count: 2, edges: "CFFF", segments: [
            City(edges: [N]), Field(halves: [EL, ER, SL, SR, WL, WR], cities: [N]),
        ]),
        Tile(id: "U", count: 2, edges: "FRFR", segments: [
            Road(edges: [W, E]), Field(halves: [WR, NL, NR, EL]), Field(halves: [ER, SL, SR, WL]),
        ]),
        {t}
    ])"#
    );
    let mut c = TileCatalog::default();
    c.add_set("tiny.ron", &set).unwrap();
    Arc::new(c)
}

fn place(g: &mut Game, id: &str, x: i32, y: i32, degrees: i64) {
    let tile = g.catalog().type_id(id).unwrap();
    let mv = Move::place(
        tile,
        Placement {
            pos: Pos::new(x, y),
            rotation: Rotation::from_degrees(degrees).unwrap(),
        },
        None,
    );
    g.apply(&mv)
        .unwrap_or_else(|e| panic!("{id} at ({x},{y}): {e}"));
}

/// The start tile D at the origin, and round the cell (1, 1) cities facing
/// it from the north, east and west and a road from the south.
pub(crate) fn hole_map(with_t: bool) -> Game {
    let mut g = Game::new(tiny(with_t), 2, RuleSet::default()).unwrap();
    place(&mut g, "V", 1, 0, 90); // road north into the hole
    place(&mut g, "N", 0, 1, 180); // city on its south and east sides
    place(&mut g, "B", 2, 0, 0);
    place(&mut g, "E", 2, 1, 270); // city on its west side
    place(&mut g, "B", 0, 2, 0);
    place(&mut g, "E", 1, 2, 180); // city on its south side
    g
}

#[test]
fn a_cell_no_unseen_tile_fits_is_dead_and_a_cell_some_tile_fits_is_not() {
    let hole = Pos::new(1, 1);
    let without = hole_map(false);
    let dead = without.dead_cells();
    assert!(dead.contains(&hole), "{dead:?}");
    // East of the start tile's road: the unseen U fits there.
    assert!(!dead.contains(&Pos::new(-1, 0)));
    assert!(without.frontier().any(|p| p == Pos::new(-1, 0)));
    // With the one tile that fits still unseen, the hole is alive.
    let with = hole_map(true);
    assert!(!with.dead_cells().contains(&hole));
    let t = with.catalog().type_id("T").unwrap();
    let spots = with.legal_placements(t);
    assert!(spots.iter().any(|p| p.pos == hole));
    // Once the only T is laid elsewhere, nothing unseen fits the hole.
    let elsewhere = *spots.iter().find(|p| p.pos != hole).unwrap();
    let mut used = with.clone();
    used.apply(&Move::place(t, elsewhere, None))
    .unwrap();
    assert!(used.dead_cells().contains(&hole));
}

#[test]
fn features_that_need_a_dead_cell_can_never_be_completed() {
    let g = hole_map(false);
    let index = |pos: Pos| g.tiles().iter().position(|t| t.pos == pos).unwrap();
    // The city of N (0,1) opens east into the hole; the road of V (1,0) runs
    // north into it; the start tile's road runs west to a cell U can fill.
    let city = g.feature_of(index(Pos::new(0, 1)), 0);
    let road_into_hole = g.feature_of(index(Pos::new(1, 0)), 0);
    assert!(g.cells_to_complete(city).contains(&Pos::new(1, 1)));
    assert!(!g.can_still_complete(city));
    assert!(!g.can_still_complete(road_into_hole));
    // The same map with T unseen: both can still be completed.
    let alive = hole_map(true);
    assert!(alive.can_still_complete(alive.feature_of(index(Pos::new(0, 1)), 0)));
    assert!(alive.can_still_complete(alive.feature_of(index(Pos::new(1, 0)), 0)));
    // A monastery whose ring includes the hole can never be completed either.
    let monastery = g.feature_of(index(Pos::new(2, 0)), 0);
    assert!(g.cells_to_complete(monastery).contains(&Pos::new(1, 1)));
    assert!(!g.can_still_complete(monastery));
}

#[test]
fn unseen_counts_are_the_inventory_less_what_was_placed_and_set_aside() {
    let g = replay(&record(
        "",
        r#"        Place(tile: "E", at: (0, 1), rotation: 180),
        Place(tile: "V", at: (1, 0), rotation: 90),
        Place(tile: "U", at: (2, 0), rotation: 90),
        Place(tile: "V", at: (-1, 0), rotation: 270),"#,
    ));
    let cat = catalog();
    let counts = g.unseen_counts();
    let of = |id: &str| counts[cat.type_id(id).unwrap() as usize];
    // The base box: E 4, V 8, U 7, D 4 (the start tile is one of them).
    assert_eq!(of("E"), 3);
    assert_eq!(of("V"), 6);
    assert_eq!(of("U"), 6);
    assert_eq!(of("D"), 3);
    assert_eq!(of("C"), 1);
    // Tiles of sets not in play are never unseen.
    assert_eq!(of("river_A"), 0);
    assert_eq!(of("IC_A"), 0);
    assert_eq!(
        counts.iter().map(|&c| c as usize).sum::<usize>(),
        g.pile_len()
    );
    assert_eq!(g.pile_len(), 71 - 4);
}

/// Two games equal in all but the order of their pile re-deal to the same
/// pile from the same random numbers: the deal depends only on which tiles
/// are unseen, and the tile in hand stays on top.
#[test]
fn re_dealing_the_unseen_pile_forgets_its_order() {
    for rules in [
        RuleSet::default(),
        RuleSet::default()
            .with(Expansion::RIVER)
            .with(Expansion::INNS_CATHEDRALS),
    ] {
        let mut a = Game::new(catalog(), 3, rules).unwrap();
        a.shuffle(1);
        let mut b = Game::new(catalog(), 3, rules).unwrap();
        b.shuffle(2);
        assert_ne!(a.pile(), b.pile());
        let hand: TileTypeId = a.next_tile().unwrap();
        // Make b's top the same tile, as if both players drew it.
        let i = b.pile().iter().rposition(|&t| t == hand).unwrap();
        let mut pile = b.pile().to_vec();
        let t = pile.remove(i);
        pile.push(t);
        let mut b2 = b.clone();
        b2.redeal_unseen(None, &mut Rng::new(0));
        a.redeal_unseen(Some(hand), &mut Rng::new(9));
        b.redeal_unseen(Some(hand), &mut Rng::new(9));
        assert_eq!(a.pile(), b.pile());
        assert_eq!(a.next_tile(), Some(hand));
        assert_eq!(a.unseen_counts(), b2.unseen_counts());
        if rules.has(Expansion::RIVER) {
            // The River still comes first, the lake last of it.
            let river: Vec<_> = a.pile().iter().rev().take(11).collect();
            assert!(river.iter().all(|&&t| a.tile_type(t).is_river()));
        }
    }
}
