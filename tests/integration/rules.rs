//! Rule scenarios from docs/rules.md, each a small game record replayed through the
//! rules. Coordinates: x grows east, y north; the start tile D lies at (0,0)
//! turned 0 (city N, road W–E, field S). Rotations are clockwise from the
//! canonical orientation of docs/tiles.md; every placement was worked out by hand
//! from the edge lists there, and spots are named in the placed tile's frame.

use crate::common::*;
use carcassonne::cli::Outcome;
use carcassonne::rules::record::{GameRecord, RecordMove};
use carcassonne::rules::sim::{RandomPlayer, random_game};
use carcassonne::rules::{
    Expansion, FeatureKind, FigureAction, FigureKind, Game, Half, Move, Placement, Pos, Rotation,
    RuleError, RuleSet, Side, Spot,
};

use FeatureKind::{City, Field, Monastery, Road};

fn place(tile: &str, x: i32, y: i32, rotation: u16) -> String {
    format!("        Place(tile: {tile:?}, at: ({x}, {y}), rotation: {rotation}),")
}

// ------------------------------------------------------------ worked figures

/// A road of four tiles, closed by villages at both ends: 4 points.
#[test]
fn four_tile_road_scores_4() {
    let text = record(
        "",
        r#"
        // Red: L's west road (ends at its village) continues the start road east.
        Place(tile: "L", at: (1, 0), rotation: 0, figure: Meeple(Road(W))),
        // Blue: a straight road west of the start tile.
        Place(tile: "U", at: (-1, 0), rotation: 0),
        // Red: W's east road ends at its village: the road is closed.
        Place(tile: "W", at: (-2, 0), rotation: 0),
        "#,
    );
    let steps = replay_steps(&text);
    assert!(steps[2].events().is_empty(), "open road scores nothing");
    assert_eq!(followers(&steps[2]), vec![6, 7]);
    let g = &steps[3];
    assert_eq!(events(g), vec![ev(Some(3), Road, 4, &[RED])]);
    let e = g.events()[0];
    assert_eq!(e.tiles.len(), 4);
    assert!(e.complete);
    assert_eq!(scores(g), vec![4, 0]);
    assert_eq!(followers(g), vec![7, 7], "the thief comes back");
    assert!(g.figures().is_empty());
    assert_eq!(g.players()[RED].by_kind[Road.index()], 4);
}

/// Three city tiles with one coat of arms: 2 × (3 + 1) = 8; the player who
/// closes somebody else's city earns nothing.
#[test]
fn three_tile_city_with_one_coat_of_arms_scores_8() {
    let text = record(
        "",
        r#"
        // Red: F turned 90 runs the city N–S (coat of arms), knight on it.
        Place(tile: "F", at: (0, 1), rotation: 90, figure: Meeple(City(N))),
        // Blue: E upside down closes the city.
        Place(tile: "E", at: (0, 2), rotation: 180),
        "#,
    );
    let g = replay(&text);
    assert_eq!(events(&g), vec![ev(Some(2), City, 8, &[RED])]);
    let e = g.events()[0];
    assert_eq!((e.tiles.len(), e.arms, e.complete), (3, 1, true));
    assert_eq!(scores(&g), vec![8, 0]);
    assert_eq!(followers(&g), vec![7, 7]);
}

const FIVE_TILE_CITY: &str = r#"
        // Red: knight on a city of D, F, F, G (two coats of arms) running north.
        Place(tile: "F", at: (0, 1), rotation: 90, figure: Meeple(City(S))),
        Place(tile: "F", at: (0, 2), rotation: 90),
        Place(tile: "G", at: (0, 3), rotation: 90),
"#;

/// Five tiles and two coats of arms: complete 2 × (5 + 2) = 14.
#[test]
fn complete_five_tile_city_with_two_coats_of_arms_scores_14() {
    let text = record(
        "",
        &format!(
            "{FIVE_TILE_CITY}{}\n",
            r#"        Place(tile: "E", at: (0, 4), rotation: 180),"#
        ),
    );
    let g = replay(&text);
    assert_eq!(events(&g), vec![ev(Some(4), City, 14, &[RED])]);
    let e = g.events()[0];
    assert_eq!((e.tiles.len(), e.arms), (5, 2));
    assert_eq!(scores(&g), vec![14, 0]);
}

/// The same five tiles and two coats of arms left open: 5 + 2 = 7 at the end.
#[test]
fn unfinished_five_tile_city_with_two_coats_of_arms_scores_7_at_the_end() {
    let text = record(
        "",
        &format!(
            "{FIVE_TILE_CITY}{}\n",
            // N turned 180 continues the city from S and leaves it open to the E.
            r#"        Place(tile: "N", at: (0, 4), rotation: 180),"#
        ),
    );
    let g = replay(&text);
    assert!(g.events().is_empty());
    assert!(!g.is_finished());
    let city = feature_at(&g, 0, 0, Spot::City(Side::N));
    let v = g.feature_value(city);
    assert_eq!((v.tiles.len(), v.arms, v.complete), (5, 2, false));
    assert_eq!((v.value_now, v.value_complete), (7, Some(14)));
    let g = finished(g);
    assert_eq!(events(&g), vec![ev(None, City, 7, &[RED])]);
    assert!(!g.events()[0].complete);
    assert_eq!(scores(&g), vec![7, 0]);
    assert_eq!(followers(&g), vec![7, 7]);
}

/// H north of the start tile: its S city closes D's city at once, its N city
/// is separate and E closes it; H's field touches both. Farmers on that field
/// and on E's field join through E and B at (1,1) and (1,2). E at (1,1) adds a
/// third, unfinished city.
fn two_cities_field(second_red_farmer: bool) -> String {
    let middle = if second_red_farmer {
        r#"
        // Red: a second farmer on V's big field, separate for now (it holds D's
        // north strip, which touches the D+H city a second time).
        Place(tile: "V", at: (1, 0), rotation: 0, figure: Meeple(Field(NL))),
        // Blue: U on the road west; its north field joins D's north strip.
        Place(tile: "U", at: (-1, 0), rotation: 0),"#
    } else {
        ""
    };
    record(
        "",
        &format!(
            r#"
        // Red: H closes D's city with its S city; farmer on H's field.
        Place(tile: "H", at: (0, 1), rotation: 0, figure: Meeple(Field(EL))),
        // Blue: E upside down closes H's N city; farmer on E's field.
        Place(tile: "E", at: (0, 2), rotation: 180, figure: Meeple(Field(EL))),{middle}
        // Red: E with its city east (left unfinished); its field joins H's field.
        Place(tile: "E", at: (1, 1), rotation: 90),
        // Blue: a monastery tile joins both fields.
        Place(tile: "B", at: (1, 2), rotation: 0),
"#
        ),
    )
}

/// A field touching two completed cities and one unfinished: 6, to both
/// players with one farmer each.
#[test]
fn field_with_two_completed_cities_scores_6_to_each_tied_farmer() {
    let g = replay(&two_cities_field(false));
    assert!(
        g.events().is_empty(),
        "no figure on a city, nothing scored yet"
    );
    let h_field = feature_at(&g, 0, 1, Spot::Field(Half::EL));
    assert_eq!(h_field, feature_at(&g, 0, 2, Spot::Field(Half::EL)));
    let v = g.feature_value(h_field);
    assert_eq!((v.cities, v.value_now), (2, 6));
    assert_eq!(v.holders[..2], [1, 1]);
    let g = finished(g);
    assert_eq!(events(&g), vec![ev(None, Field, 6, &[RED, BLUE])]);
    assert_eq!(g.events()[0].cities, 2);
    assert_eq!(scores(&g), vec![6, 6]);
    assert_eq!(g.winners(), vec![RED, BLUE]);
    assert_eq!(g.players()[BLUE].by_kind[Field.index()], 6);
}

/// The same field with two Red farmers against one Blue: 6 to Red alone.
#[test]
fn field_with_two_farmers_against_one_scores_only_for_the_majority() {
    let steps = replay_steps(&two_cities_field(true));
    // Until B at (1,2) joins them, Red's and Blue's farmers are on separate fields.
    let before = &steps[5];
    assert_ne!(
        feature_at(before, 0, 1, Spot::Field(Half::EL)),
        feature_at(before, 0, 2, Spot::Field(Half::EL))
    );
    let g = steps.last().unwrap().clone();
    let field = feature_at(&g, 0, 1, Spot::Field(Half::EL));
    assert_eq!(field, feature_at(&g, 1, 0, Spot::Field(Half::NL)));
    assert_eq!(field, feature_at(&g, 0, 2, Spot::Field(Half::EL)));
    assert_eq!(g.feature_value(field).cities, 2, "D+H counted once");
    let g = finished(g);
    assert_eq!(events(&g), vec![ev(None, Field, 6, &[RED])]);
    assert_eq!(scores(&g), vec![6, 0]);
    assert_eq!(
        followers(&g),
        vec![7, 7],
        "farmers come back at the very end"
    );
}

/// docs/rules.md's end-of-game example: a road, a city and a monastery
/// left unfinished, and a farmer's field.
pub(crate) const END_GAME_EXAMPLE: &str = r#"
        // 1 Red: H closes D's city (D+H) with its S city; farmer on H's field.
        Place(tile: "H", at: (0, 1), rotation: 0, figure: Meeple(Field(EL))),
        // 2 Blue: E closes H's N city (H+E).
        Place(tile: "E", at: (0, 2), rotation: 180),
        // 3 Red: A turned 270, its road E ends at the monastery; monk on it.
        Place(tile: "A", at: (-1, 0), rotation: 270, figure: Meeple(Monastery)),
        // 4 Blue: E with its city W; its field joins H's.
        Place(tile: "E", at: (-1, 1), rotation: 270),
        // 5 Red: thief on the road A-D-U, open to the east.
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        // 6 Blue: E with its city E closes the third city (E+E).
        Place(tile: "E", at: (-2, 1), rotation: 90),
        // 7 Red: knight on a new city running north from (1,1).
        Place(tile: "E", at: (1, 1), rotation: 0, figure: Meeple(City(N))),
        // 8 Blue: V, the monastery's fifth neighbour.
        Place(tile: "V", at: (-2, 0), rotation: 0),
        // 9-12: the city grows to 5 tiles and 2 coats of arms, open to the east.
        Place(tile: "F", at: (1, 2), rotation: 90),
        Place(tile: "F", at: (1, 3), rotation: 90),
        Place(tile: "G", at: (1, 4), rotation: 90),
        Place(tile: "N", at: (1, 5), rotation: 180),
        "#;

/// docs/rules.md's end-of-game example, built on one map for Red:
/// unfinished city 7 + unfinished 3-tile road 3 + monastery with 5 neighbours 6
/// + field with 3 completed cities 9 = 25.
#[test]
fn end_game_example_scores_25() {
    let text = record("", END_GAME_EXAMPLE);
    let g = replay(&text);
    assert!(g.events().is_empty());
    assert_eq!(followers(&g), vec![3, 7]);
    assert_eq!(g.surrounding_count(Pos::new(-1, 0)), 5);
    let g = finished(g);
    let mut got = events(&g);
    assert_eq!(got.last(), Some(&ev(None, Field, 9, &[RED])), "fields last");
    got.sort_by_key(|e| e.kind);
    assert_eq!(
        got,
        vec![
            ev(None, Road, 3, &[RED]),
            ev(None, City, 7, &[RED]),
            ev(None, Monastery, 6, &[RED]),
            ev(None, Field, 9, &[RED]),
        ]
    );
    let field = g.events().iter().find(|e| e.kind == Field.into()).unwrap();
    assert_eq!(field.cities, 3);
    assert_eq!(scores(&g), vec![25, 0]);
    assert_eq!(followers(&g), vec![7, 7]);
    let by_kind = g.players()[RED].by_kind;
    assert_eq!(
        [Road, City, Monastery, Field].map(|k| by_kind[k.index()]),
        [3, 7, 6, 9]
    );
}

// ------------------------------------------------------------ shapes

/// Four curves make a closed loop: complete, each tile counted once.
#[test]
fn road_loop_completes_and_counts_each_tile_once() {
    let text = record(
        "",
        r#"
        Place(tile: "V", at: (0, -1), rotation: 270, figure: Meeple(Road(E))),
        Place(tile: "V", at: (1, -1), rotation: 0),
        Place(tile: "V", at: (1, -2), rotation: 90),
        Place(tile: "V", at: (0, -2), rotation: 180),
        "#,
    );
    let steps = replay_steps(&text);
    let open = steps[3].feature_value(feature_at(&steps[3], 0, -1, Spot::Road(Side::E)));
    assert_eq!((open.tiles.len(), open.complete), (3, false));
    let g = &steps[4];
    assert_eq!(events(g), vec![ev(Some(4), Road, 4, &[RED])]);
    assert_eq!(g.events()[0].tiles.len(), 4);
    assert_eq!(scores(g), vec![4, 0]);
    assert_eq!(followers(g), vec![7, 7]);
}

/// Four corner tiles make a ring-shaped city: complete when closed,
/// 2 × (4 tiles + 1 coat of arms) = 10.
#[test]
fn ring_city_of_four_corners_completes() {
    let text = record(
        "",
        r#"
        Place(tile: "M", at: (0, -1), rotation: 180, figure: Meeple(City(E))),
        Place(tile: "N", at: (1, -1), rotation: 270),
        Place(tile: "N", at: (1, -2), rotation: 0),
        Place(tile: "N_garden", at: (0, -2), rotation: 90),
        "#,
    );
    let steps = replay_steps(&text);
    assert!(steps[3].events().is_empty());
    let g = &steps[4];
    assert_eq!(events(g), vec![ev(Some(4), City, 10, &[RED])]);
    let e = g.events()[0];
    assert_eq!((e.tiles.len(), e.arms), (4, 1));
}

/// H's two cities are separate features: a knight on H's S city (which D's
/// city completes at once) scores 4 and returns; H's N city stays open for
/// anyone, and Blue then closes and scores it.
#[test]
fn h_has_two_separate_cities() {
    let text = record(
        "",
        r#"
        Place(tile: "H", at: (0, 1), rotation: 0, figure: Meeple(City(S))),
        Place(tile: "E", at: (0, 2), rotation: 180, figure: Meeple(City(S))),
        "#,
    );
    let steps = replay_steps(&text);
    let g = &steps[1];
    assert_ne!(
        feature_at(g, 0, 1, Spot::City(Side::N)),
        feature_at(g, 0, 1, Spot::City(Side::S))
    );
    assert_eq!(events(g), vec![ev(Some(1), City, 4, &[RED])]);
    assert!(
        g.figure_options(
            g.catalog().type_id("E").unwrap(),
            Placement {
                pos: Pos::new(0, 2),
                rotation: Rotation::from_degrees(180).unwrap()
            }
        )
        .contains(&FigureAction::Put(
            FigureKind::Follower,
            Spot::City(Side::S)
        )),
        "H's north city is free"
    );
    let g = &steps[2];
    assert_eq!(
        events(g),
        vec![ev(Some(1), City, 4, &[RED]), ev(Some(2), City, 4, &[BLUE])]
    );
    assert_eq!(followers(g), vec![7, 7]);

    // With the knight on H's N city instead, D+H completes unclaimed (no event)
    // and Blue's tile then completes Red's city.
    let text = record(
        "",
        r#"
        Place(tile: "H", at: (0, 1), rotation: 0, figure: Meeple(City(N))),
        Place(tile: "E", at: (0, 2), rotation: 180),
        "#,
    );
    let steps = replay_steps(&text);
    assert!(steps[1].events().is_empty());
    assert!(
        steps[1].is_complete(feature_at(&steps[1], 0, 0, Spot::City(Side::N))),
        "D+H is complete"
    );
    assert_eq!(events(&steps[2]), vec![ev(Some(2), City, 4, &[RED])]);
}

/// I's two separate cities joined round the corner by three tiles make one
/// city of 4 tiles (I counted once): 8, not 10.
#[test]
fn tile_counted_once_when_two_of_its_segments_join_one_feature() {
    let text = record(
        "",
        r#"
        Place(tile: "N", at: (0, -1), rotation: 270, figure: Meeple(City(W))),
        Place(tile: "N", at: (-1, -1), rotation: 180),
        Place(tile: "N_garden", at: (-1, -2), rotation: 90),
        // I's N city meets (0,-1), its W city meets (-1,-2): one city.
        Place(tile: "I", at: (0, -2), rotation: 0),
        "#,
    );
    let g = replay(&text);
    assert_eq!(
        feature_at(&g, 0, -2, Spot::City(Side::N)),
        feature_at(&g, 0, -2, Spot::City(Side::W))
    );
    assert_eq!(events(&g), vec![ev(Some(4), City, 8, &[RED])]);
    assert_eq!(g.events()[0].tiles.len(), 4);
}

/// A field that reaches the same completed city through two tiles (D's north
/// strip and E's field) counts it once: 3.
#[test]
fn city_touching_one_field_twice_counts_once() {
    let text = record(
        "",
        r#"
        // Red: E closes D's city; farmer on E's field.
        Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(Field(NL))),
        // Blue: U's north field joins D's north strip, which touches D's city.
        Place(tile: "U", at: (1, 0), rotation: 0),
        // Red: B joins U's north field to E's field.
        Place(tile: "B", at: (1, 1), rotation: 0),
        "#,
    );
    let g = replay(&text);
    let field = feature_at(&g, 0, 1, Spot::Field(Half::NL));
    assert_eq!(field, feature_at(&g, 0, 0, Spot::Field(Half::EL)));
    assert_eq!(g.feature_value(field).cities, 1);
    let g = finished(g);
    assert_eq!(events(&g), vec![ev(None, Field, 3, &[RED])]);
}

/// Different fields may each score the same completed city: F's west field
/// and E's field both touch the city D+F+E.
#[test]
fn separate_fields_each_score_the_same_city() {
    let text = record(
        "",
        r#"
        Place(tile: "F", at: (0, 1), rotation: 90, figure: Meeple(Field(WL))),
        Place(tile: "E", at: (0, 2), rotation: 180, figure: Meeple(Field(NL))),
        "#,
    );
    let g = replay(&text);
    assert!(g.is_complete(feature_at(&g, 0, 0, Spot::City(Side::N))));
    assert_ne!(
        feature_at(&g, 0, 1, Spot::Field(Half::WL)),
        feature_at(&g, 0, 2, Spot::Field(Half::NL))
    );
    let g = finished(g);
    assert_eq!(
        events(&g),
        vec![ev(None, Field, 3, &[RED]), ev(None, Field, 3, &[BLUE])]
    );
    assert!(g.events().iter().all(|e| e.cities == 1));
}

// ------------------------------------------------------------ majority, supply

/// Red's and Blue's thieves end up on one road of 9 tiles: both score 9.
#[test]
fn tied_majority_gives_both_full_points() {
    let text = record(
        "",
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(W))),
        // Blue: A's road runs south from its monastery; thief on it.
        Place(tile: "A", at: (0, -1), rotation: 0, figure: Meeple(Road(S))),
        Place(tile: "V", at: (2, 0), rotation: 0),
        Place(tile: "V", at: (0, -2), rotation: 180),
        // Red: W's east road ends the road at its village.
        Place(tile: "W", at: (-1, 0), rotation: 0),
        Place(tile: "V", at: (2, -1), rotation: 90),
        Place(tile: "V", at: (1, -1), rotation: 270),
        // Blue: the last curve joins the two roads and closes them.
        Place(tile: "V", at: (1, -2), rotation: 90),
        "#,
    );
    let steps = replay_steps(&text);
    assert!(steps[7].events().is_empty());
    assert_ne!(
        feature_at(&steps[7], 1, 0, Spot::Road(Side::W)),
        feature_at(&steps[7], 0, -1, Spot::Road(Side::S))
    );
    let g = &steps[8];
    assert_eq!(events(g), vec![ev(Some(8), Road, 9, &[RED, BLUE])]);
    assert_eq!(scores(g), vec![9, 9]);
    assert_eq!(followers(g), vec![7, 7]);
}

/// Two thieves of Red against one of Blue on one road: Red alone scores the
/// 9 tiles, and Blue's thief still comes back.
#[test]
fn majority_beats_minority_and_the_minority_follower_returns() {
    let text = record(
        "",
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(W))),
        Place(tile: "A", at: (0, -1), rotation: 0, figure: Meeple(Road(S))),
        Place(tile: "V", at: (2, 0), rotation: 0),
        Place(tile: "V", at: (0, -2), rotation: 180),
        // Red: a separate road piece E–S, with a second thief.
        Place(tile: "V", at: (1, -1), rotation: 270, figure: Meeple(Road(E))),
        Place(tile: "W", at: (-1, 0), rotation: 0),
        // Red: joins both of Red's road pieces.
        Place(tile: "V", at: (2, -1), rotation: 90),
        // Blue: joins Blue's road and closes it all.
        Place(tile: "V", at: (1, -2), rotation: 90),
        "#,
    );
    let steps = replay_steps(&text);
    let g = &steps[7];
    let red_road = feature_at(g, 1, 0, Spot::Road(Side::W));
    assert_eq!(red_road, feature_at(g, 1, -1, Spot::Road(Side::E)));
    assert_eq!(g.feature_value(red_road).holders[..2], [2, 0]);
    let g = &steps[8];
    assert_eq!(events(g), vec![ev(Some(8), Road, 9, &[RED])]);
    assert_eq!(scores(g), vec![9, 0]);
    assert_eq!(followers(g), vec![7, 7]);
}

/// Red puts out all seven followers, cannot claim an eighth time, gets one
/// back when Blue closes Red's city, and puts it out again.
#[test]
fn follower_returned_to_supply_is_reused_on_a_later_turn() {
    let moves = r#"
        Place(tile: "G", at: (0, 1), rotation: 90, figure: Meeple(City(N))),
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "B", at: (0, -1), rotation: 0, figure: Meeple(Monastery)),
        Place(tile: "U", at: (2, 0), rotation: 0),
        Place(tile: "B", at: (-1, -1), rotation: 0, figure: Meeple(Monastery)),
        Place(tile: "U", at: (3, 0), rotation: 0),
        Place(tile: "B", at: (1, -1), rotation: 0, figure: Meeple(Monastery)),
        Place(tile: "U", at: (4, 0), rotation: 0),
        Place(tile: "B", at: (-2, -1), rotation: 0, figure: Meeple(Monastery)),
        Place(tile: "U", at: (5, 0), rotation: 0),
        Place(tile: "A", at: (2, -1), rotation: 0, figure: Meeple(Monastery)),
        Place(tile: "U", at: (6, 0), rotation: 0),
        Place(tile: "A", at: (-3, -1), rotation: 0, figure: Meeple(Monastery)),
        Place(tile: "U", at: (7, 0), rotation: 0),
"#;
    // Move 15: an eighth claim is refused.
    let refused = record(
        "",
        &format!(
            "{moves}{}",
            r#"        Place(tile: "V", at: (8, 0), rotation: 0, figure: Meeple(Road(W))),"#
        ),
    );
    assert_eq!(move_err(&refused), (15, RuleError::NoFollowerInSupply));

    let text = record(
        "",
        &format!(
            "{moves}{}",
            r#"
        Place(tile: "V", at: (8, 0), rotation: 0),
        // Blue closes Red's city D+G+E: 6 to Red, the knight comes back.
        Place(tile: "E", at: (0, 2), rotation: 180),
        // Red puts the returned follower on the (unclaimed) long road.
        Place(tile: "V", at: (8, -1), rotation: 90, figure: Meeple(Road(N))),
"#
        ),
    );
    let steps = replay_steps(&text);
    assert_eq!(followers(&steps[14]), vec![0, 7]);
    let opts = steps[14].figure_options(
        steps[14].catalog().type_id("V").unwrap(),
        Placement {
            pos: Pos::new(8, 0),
            rotation: Rotation::default(),
        },
    );
    assert!(opts.is_empty(), "no follower, no options: {opts:?}");
    assert_eq!(followers(&steps[15]), vec![0, 7]);
    assert_eq!(events(&steps[16]), vec![ev(Some(16), City, 6, &[RED])]);
    assert_eq!(followers(&steps[16]), vec![1, 7]);
    let g = &steps[17];
    assert_eq!(followers(g), vec![0, 7]);
    assert_eq!(g.figures().len(), 7);
    assert_eq!(figures_at(g, 8, -1).len(), 1);
    assert!(figures_at(g, 0, 1).is_empty(), "the knight left G");
}

/// A claim on a feature the same tile completes scores at once and the
/// follower comes straight back (the contract's first move).
#[test]
fn claim_completed_by_the_same_tile_scores_at_once_and_returns() {
    let text = record(
        "",
        r#"        Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(City(S))),"#,
    );
    let g = replay(&text);
    assert_eq!(events(&g), vec![ev(Some(1), City, 4, &[RED])]);
    assert!(g.events()[0].complete);
    assert_eq!(followers(&g), vec![7, 7]);
    assert!(g.figures().is_empty());
    assert_eq!(g.current_player(), BLUE);
}

// ------------------------------------------------------------ refused moves

const RED_THIEF_EAST: &str = r#"
        // Red: thief on the road east of the start tile.
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "U", at: (2, 0), rotation: 0),
        Place(tile: "U", at: (3, 0), rotation: 0),
"#;

/// A road claimed three tiles away is occupied, for the other player and for
/// the claimant too; the fields beside it are separate features and free.
#[test]
fn occupied_features_refuse_claims_even_far_away() {
    let blue = record(
        "",
        &format!(
            "{RED_THIEF_EAST}{}",
            r#"        Place(tile: "U", at: (4, 0), rotation: 0, figure: Meeple(Road(W))),"#
        ),
    );
    let (index, error) = move_err(&blue);
    assert_eq!(index, 4);
    assert_eq!(
        error,
        RuleError::SpotOccupied {
            pos: Pos::new(4, 0),
            spot: Spot::Road(Side::W)
        }
    );
    assert_eq!(
        replay_err(&blue).to_string(),
        "move 4: Road(W) of (4,0): the connected road already holds a figure"
    );
    // West of D: the same road, and Red's own thief blocks Red too.
    let red_own = record(
        "",
        &format!(
            "{RED_THIEF_EAST}{}{}",
            r#"        Place(tile: "U", at: (4, 0), rotation: 0),"#,
            r#"
        Place(tile: "V", at: (-1, 0), rotation: 180, figure: Meeple(Road(E))),"#
        ),
    );
    assert_eq!(
        move_err(&red_own),
        (
            5,
            RuleError::SpotOccupied {
                pos: Pos::new(-1, 0),
                spot: Spot::Road(Side::E)
            }
        )
    );
    // The fields north and south of that road are free.
    let fields_prefix = format!(
        "{RED_THIEF_EAST}{}",
        r#"
        Place(tile: "U", at: (4, 0), rotation: 0, figure: Meeple(Field(NL))),
        Place(tile: "U", at: (5, 0), rotation: 0, figure: Meeple(Field(SL))),"#
    );
    let g = replay(&record("", &fields_prefix));
    assert_eq!(followers(&g), vec![5, 6]);
    // Blue's farmer north of the road holds the field E's field would join.
    let fields = record(
        "",
        &format!(
            "{fields_prefix}{}",
            r#"
        Place(tile: "E", at: (1, 1), rotation: 0, figure: Meeple(Field(SL))),"#
        ),
    );
    assert_eq!(
        move_err(&fields),
        (
            6,
            RuleError::SpotOccupied {
                pos: Pos::new(1, 1),
                spot: Spot::Field(Half::SL)
            }
        )
    );
    // figure_options leaves out the occupied field but offers the free city.
    let e = g.catalog().type_id("E").unwrap();
    let opts = g.figure_options(
        e,
        Placement {
            pos: Pos::new(1, 1),
            rotation: Rotation::default(),
        },
    );
    assert_eq!(
        opts,
        vec![FigureAction::Put(FigureKind::Follower, Spot::City(Side::N))]
    );
}

/// The new tile can join an occupied field to the one being claimed through
/// its *other* field: U at (1,-1) has a north and a south field; A's single
/// field wraps round the end of U's road and touches both, and the south one
/// also meets Blue's farmer. After placing U it is all one field, so Red's
/// claim on U's north field is refused (and not offered).
#[test]
fn claim_refused_when_the_tiles_other_segment_joins_an_occupied_field() {
    let prefix = r#"
        // A turned 270: its road E ends at the monastery; one field all round.
        Place(tile: "A", at: (0, -1), rotation: 270),
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "V", at: (2, 0), rotation: 0),
        // Blue: farmer on the big field of V turned 90 (road W–N).
        Place(tile: "V", at: (2, -1), rotation: 90, figure: Meeple(Field(NR))),
"#;
    let g = replay(&record("", prefix));
    let a_field = feature_at(&g, 0, -1, Spot::Field(Half::EL));
    let blue_field = feature_at(&g, 2, -1, Spot::Field(Half::NR));
    assert_ne!(a_field, blue_field);
    assert_eq!(g.feature_value(a_field).holders[..2], [0, 0]);
    let u = g.catalog().type_id("U").unwrap();
    let placement = Placement {
        pos: Pos::new(1, -1),
        rotation: Rotation::default(),
    };
    let opts = g.figure_options(u, placement);
    assert_eq!(
        opts,
        vec![FigureAction::Put(FigureKind::Follower, Spot::Road(Side::E))],
        "both of U's fields join Blue's farmer; its road is free"
    );
    let claim = record(
        "",
        &format!(
            "{prefix}{}",
            r#"        Place(tile: "U", at: (1, -1), rotation: 0, figure: Meeple(Field(NL))),"#
        ),
    );
    assert_eq!(
        move_err(&claim),
        (
            5,
            RuleError::SpotOccupied {
                pos: Pos::new(1, -1),
                spot: Spot::Field(Half::NL)
            }
        )
    );
    // Placed without a figure, it is indeed one field holding Blue's farmer.
    let g = replay(&claim.replace(", figure: Meeple(Field(NL))", ""));
    let field = feature_at(&g, 1, -1, Spot::Field(Half::NL));
    assert_eq!(field, feature_at(&g, 1, -1, Spot::Field(Half::SL)));
    assert_eq!(field, feature_at(&g, 2, -1, Spot::Field(Half::NR)));
    assert_eq!(g.feature_value(field).holders[..2], [0, 1]);
}

/// An edge that does not match is refused, with the contract's message.
#[test]
fn edge_mismatch_is_refused_with_move_index_and_place() {
    let text = record(
        "",
        r#"
        Place(tile: "B", at: (0, -1), rotation: 0),
        Place(tile: "B", at: (1, -1), rotation: 0),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        // V turned 0 has its road S, but B at (1,-1) shows field there.
        Place(tile: "V", at: (1, 0), rotation: 0),
        "#,
    );
    let err = replay_err(&text);
    assert_eq!(
        err.to_string(),
        "move 4: edge S of (1,0) is road but (1,-1) has field"
    );
    assert_eq!(
        move_err(&text),
        (
            4,
            RuleError::EdgeMismatch {
                pos: Pos::new(1, 0),
                side: Side::S,
                kind: carcassonne::rules::EdgeKind::Road,
                neighbour: Pos::new(1, -1),
                neighbour_kind: carcassonne::rules::EdgeKind::Field,
            }
        )
    );
    // Turned 90 its road runs W–N and its S is field: accepted.
    replay(&text.replace(r#"at: (1, 0), rotation: 0"#, r#"at: (1, 0), rotation: 90"#));
}

/// A tile touching the map only at a corner, or put on a tile, is refused;
/// so is a rotation that is not a quarter turn.
#[test]
fn corners_taken_cells_and_bad_rotations_are_refused() {
    let corner = record("", &place("B", 1, 1, 0));
    assert_eq!(
        move_err(&corner),
        (1, RuleError::NotAdjacent(Pos::new(1, 1)))
    );
    let taken = record("", &place("B", 0, 0, 0));
    assert_eq!(move_err(&taken), (1, RuleError::CellTaken(Pos::ORIGIN)));
    let turned = record("", &place("B", 0, -1, 45));
    assert_eq!(move_err(&turned), (1, RuleError::BadRotation(45)));
    let unknown = record("", &place("Z", 0, -1, 0));
    assert_eq!(move_err(&unknown), (1, RuleError::UnknownTile("Z".into())));
}

/// With D's city closed, every open edge of the map is road or field, so C
/// (city all round) fits nowhere: it is set aside and the same player draws
/// again. Discarding a tile that fits is an error.
#[test]
fn unplaceable_tile_is_set_aside_and_the_same_player_draws_again() {
    let text = record(
        "",
        r#"
        Place(tile: "E", at: (0, 1), rotation: 180),
        Discard(tile: "C"),
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        "#,
    );
    let steps = replay_steps(&text);
    let c = steps[1].catalog().type_id("C").unwrap();
    assert!(steps[1].legal_placements(c).is_empty());
    assert_eq!(steps[2].current_player(), BLUE, "Blue draws again");
    assert_eq!(steps[2].pile_len(), steps[1].pile_len() - 1);
    assert_eq!(steps[2].move_count(), 2);
    assert_eq!(followers(&steps[3]), vec![7, 6], "Blue placed the thief");
    assert_eq!(steps[3].current_player(), RED);

    // The set-aside C is gone: it cannot be drawn again.
    let again = record(
        "",
        r#"
        Place(tile: "E", at: (0, 1), rotation: 180),
        Discard(tile: "C"),
        Discard(tile: "C"),
        "#,
    );
    assert_eq!(
        move_err(&again),
        (3, RuleError::NotInPile { tile: "C".into() })
    );

    // U fits next to the start tile: it cannot be set aside.
    let fits = record("", r#"        Discard(tile: "U"),"#);
    let (index, error) = move_err(&fits);
    assert_eq!(index, 1);
    match &error {
        RuleError::FitsSomewhere { tile, example } => {
            assert_eq!(tile, "U");
            let g = Game::new(catalog(), 2, RuleSet::default()).unwrap();
            let u = g.catalog().type_id("U").unwrap();
            assert!(g.check_placement(u, *example).is_ok());
        }
        other => panic!("expected FitsSomewhere, got {other:?}"),
    }
    assert!(error.to_string().contains("fits on the map"), "{error}");
}

/// There is one C in the box: a second one is not in the pile.
#[test]
fn second_c_is_not_in_the_pile() {
    let text = record(
        "",
        r#"
        Place(tile: "C", at: (0, 1), rotation: 0),
        Place(tile: "C", at: (0, 2), rotation: 0),
        "#,
    );
    let err = replay_err(&text);
    assert_eq!(
        err,
        carcassonne::rules::record::RecordError::Move {
            index: 2,
            error: RuleError::NotInPile { tile: "C".into() }
        }
    );
    assert_eq!(
        err.to_string(),
        "move 2: tile C is no longer in the draw pile"
    );
    // The start tile is one of the four D: three more are in the pile, no fifth.
    let d = (1..=4)
        .map(|i| place("D", 0, -i, if i % 2 == 1 { 180 } else { 0 }))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(
        move_err(&record("", &d)),
        (4, RuleError::NotInPile { tile: "D".into() })
    );
}

/// Tiles of a set that is not in play, or already on the map, are not in the
/// pile; a game is for 2 to 5 players.
#[test]
fn tiles_outside_the_pile_and_bad_player_counts_are_refused() {
    let river_in_base = record("", &place("river_D", 0, -1, 0));
    assert_eq!(
        move_err(&river_in_base),
        (
            1,
            RuleError::NotInPile {
                tile: "river_D".into()
            }
        )
    );
    let spring_again = record("river: true", &place("river_A", 0, -1, 90));
    assert_eq!(
        move_err(&spring_again),
        (
            1,
            RuleError::NotInPile {
                tile: "river_A".into()
            }
        )
    );
    for n in [1, 6] {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let err = replay_err(&record_for(&names, "", ""));
        assert!(
            matches!(
                err,
                carcassonne::rules::record::RecordError::Setup(RuleError::BadSetup(_))
            ),
            "{n} players: {err}"
        );
    }
    for n in 2..=5 {
        let g = Game::new(catalog(), n, RuleSet::default()).unwrap();
        assert_eq!(followers(&g), vec![7; n]);
        assert_eq!(g.pile_len(), 71);
        assert_eq!(g.tile_type(g.tile_at(Pos::ORIGIN).unwrap().tile).id, "D");
    }
}

// ------------------------------------------------------------ monasteries

/// Two monasteries side by side, Red's monk on one and Blue's on the other;
/// the tile at (1,-2) is the eighth neighbour of both: 9 each on that move.

#[test]
fn monastery_completed_by_its_eighth_neighbour_scores_9_and_one_tile_can_complete_several() {
    let steps = replay_steps(&record(
        "",
        &format!("{}{COMPLETES_BOTH}", two_monasteries("Meeple")),
    ));
    let before = &steps[10];
    assert!(before.events().is_empty());
    assert_eq!(before.surrounding_count(Pos::new(0, -1)), 7);
    assert_eq!(before.surrounding_count(Pos::new(1, -1)), 7);
    let m = feature_at(before, 0, -1, Spot::Monastery);
    let v = before.feature_value(m);
    assert_eq!(
        (v.value_now, v.value_complete, v.complete),
        (8, Some(9), false)
    );
    let g = &steps[11];
    assert_eq!(
        events(g),
        vec![
            ev(Some(11), Monastery, 9, &[RED]),
            ev(Some(11), Monastery, 9, &[BLUE])
        ]
    );
    assert!(g.events().iter().all(|e| e.complete && e.tiles.len() == 9));
    assert_eq!(scores(g), vec![9, 9]);
    assert_eq!(followers(g), vec![7, 7]);
}

/// An unfinished monastery scores 1 + its neighbours at the end.
#[test]
fn unfinished_monastery_scores_one_plus_neighbours_at_the_end() {
    let text = record(
        "",
        r#"
        Place(tile: "B", at: (0, -1), rotation: 0, figure: Meeple(Monastery)),
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "B", at: (1, -1), rotation: 0),
        "#,
    );
    let g = finished(replay(&text));
    // Neighbours of (0,-1): D, U at (1,0), B at (1,-1).
    assert_eq!(events(&g), vec![ev(None, Monastery, 4, &[RED])]);
    assert!(!g.events()[0].complete);
}

// ------------------------------------------------------------ variants, end

/// Without farmers no follower goes into a field, and none is offered.
#[test]
fn farmers_off_refuses_field_claims() {
    let text = record(
        "farmers: false",
        r#"        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Field(NL))),"#,
    );
    assert_eq!(move_err(&text), (1, RuleError::FarmersOff));
    let g = Game::new(catalog(), 2, RuleSet::default().without_farmers()).unwrap();
    let u = g.catalog().type_id("U").unwrap();
    let opts = g.figure_options(
        u,
        Placement {
            pos: Pos::new(1, 0),
            rotation: Rotation::default(),
        },
    );
    // A road spot is named by its first side clockwise from N: E before W.
    assert_eq!(
        opts,
        vec![FigureAction::Put(FigureKind::Follower, Spot::Road(Side::E))]
    );
    // With farmers on, the two fields are offered too.
    let g = Game::new(catalog(), 2, RuleSet::default()).unwrap();
    assert_eq!(
        g.figure_options(
            u,
            Placement {
                pos: Pos::new(1, 0),
                rotation: Rotation::default(),
            }
        )
        .len(),
        3
    );
    // The rest of the rules are unchanged: a road still scores.
    let road = record(
        "farmers: false",
        r#"
        Place(tile: "L", at: (1, 0), rotation: 0, figure: Meeple(Road(W))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "W", at: (-2, 0), rotation: 0),
        "#,
    );
    assert_eq!(events(&replay(&road)), vec![ev(Some(3), Road, 4, &[RED])]);
}

/// A record whose moves use up the whole pile is final by itself: end-of-game
/// scoring is done, every figure is back, and no further move is accepted.
#[test]
fn game_using_the_whole_pile_finishes_by_itself() {
    let catalog = catalog();
    for (seed, rules) in [
        (11, RuleSet::default()),
        (
            12,
            RuleSet::default()
                .with(Expansion::ABBOT)
                .with(Expansion::RIVER),
        ),
    ] {
        let template = Game::new(catalog.clone(), 3, rules).unwrap();
        let (played, moves) = random_game(&template, seed, &mut RandomPlayer::new());
        let record = GameRecord {
            players: vec!["Red".into(), "Blue".into(), "Green".into()],
            rules,
            seed: None,
            moves: moves
                .iter()
                .map(|m| RecordMove::from_move(m, &catalog))
                .collect(),
            colours: None,
            helpers: None,
            computers: None,
        };
        let text = record.to_ron();
        let g = replay(&text);
        assert!(g.is_finished());
        assert_eq!(g.pile_len(), 0);
        assert!(g.figures().is_empty(), "every figure came back");
        assert!(
            g.players()
                .iter()
                .all(|p| p.supply(FigureKind::Follower) == 7)
        );
        assert!(g.events().iter().any(|e| e.move_index.is_none()));
        assert_eq!(scores(&g), scores(&played));
        // Nothing more can be played.
        let mut more = g.clone();
        let b = more.catalog().type_id("B").unwrap();
        assert_eq!(
            more.apply(&Move::Discard { tile: b }),
            Err(RuleError::GameOver)
        );
        let extra = text.replace(
            "    ],\n)",
            "        Place(tile: \"B\", at: (0, -1), rotation: 0),\n    ],\n)",
        );
        let n = moves.len() + 1;
        assert_eq!(move_err(&extra), (n, RuleError::GameOver));
        assert!(
            replay_err(&extra)
                .to_string()
                .starts_with(&format!("move {n}: the game is over"))
        );
        // final_scoring is idempotent.
        let mut again = g.clone();
        again.final_scoring();
        assert_eq!(again.events().len(), g.events().len());
    }
}

/// The command line names the move, the rule and the place.
#[test]
fn replay_command_names_the_failing_move() {
    let text = record(
        "",
        r#"
        Place(tile: "B", at: (0, -1), rotation: 0),
        Place(tile: "B", at: (1, -1), rotation: 0),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "V", at: (1, 0), rotation: 0),
        "#,
    );
    let dir = std::env::temp_dir().join(format!("carcassonne-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, &text).unwrap();
    let args = |extra: &[&str]| {
        let mut v = vec!["replay".to_string(), bad.display().to_string()];
        v.extend(extra.iter().map(|s| s.to_string()));
        v
    };
    let Outcome::Fail { message: err, code } = carcassonne::cli::run(&args(&[])) else {
        panic!("an illegal record fails");
    };
    assert_eq!(
        code, 1,
        "a record that fails to replay is not a usage error"
    );
    assert!(
        err.contains("move 4: edge S of (1,0) is road but (1,-1) has field"),
        "{err}"
    );
    // The legal part of it, as JSON with --final.
    let good = dir.join("good.ron");
    std::fs::write(
        &good,
        record(
            "",
            r#"        Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(City(S))),"#,
        ),
    )
    .unwrap();
    let Outcome::Print(out) = carcassonne::cli::run(&[
        "replay".into(),
        good.display().to_string(),
        "--json".into(),
        "--final".into(),
    ]) else {
        panic!("a legal record replays");
    };
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["finished"], true);
    assert_eq!(json["players"][0]["name"], "Red");
    assert_eq!(json["players"][0]["score"], 4);
    assert_eq!(json["scoring"][0]["move"], 1);
    assert_eq!(json["scoring"][0]["feature"], "city");
    assert_eq!(json["scoring"][0]["points"], 4);
    assert_eq!(json["scoring"][0]["players"][0], "Red");
    let _ = std::fs::remove_dir_all(&dir);
}
