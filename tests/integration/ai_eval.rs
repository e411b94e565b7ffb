//! The computer's evaluation takes its points from the rules: for an inn
//! road, a cathedral city, a pig's field and a goods city, what it counts if
//! the game ended now and once the feature is completed are the numbers of
//! docs/rules.md ("When features are complete and what they are worth",
//! "Inns & Cathedrals", "Traders & Builders"). Positions are replayed from
//! records; coordinates and tiles as in expansions.rs (docs/tiles.md).

use crate::common::*;
use carcassonne::ai::{Prospect, feature_prospects, values_if_ended_now};
use carcassonne::rules::{FeatureId, FeatureKind, Game, Half, Side, Spot};

const IC: &str = "inns_cathedrals: true";
const TB: &str = "traders_builders: true";

/// The evaluation's prospect of feature `f`.
fn prospect(g: &Game, f: FeatureId) -> Prospect {
    feature_prospects(g)
        .into_iter()
        .find(|p| p.feature == f)
        .expect("the feature holds figures")
}

/// The simple evaluation of a position is what the end-of-game scoring would
/// give if the game ended there.
fn ends_as_scored(g: &Game) -> Vec<f32> {
    let v = values_if_ended_now(g);
    let end: Vec<f32> = scores(&finished(g.clone()))
        .into_iter()
        .map(|s| s as f32)
        .collect();
    assert_eq!(v, end, "the evaluation of a game ending now");
    v
}

/// Red's thief on a 3-tile road with two inns (IC_B, D, IC_C), open east:
/// an inn road scores 2 a tile completed, 1 a tile unfinished at the end
/// (docs/rules.md, our 2025 reading): 6 once completed, 3 now.
#[test]
fn an_unfinished_inn_road_counts_3_now_and_6_completed() {
    let g = replay(&record(
        IC,
        r#"
        Place(tile: "IC_B", at: (1, 0), rotation: 0, figure: Meeple(Road(W))),
        Place(tile: "IC_C", at: (-1, 0), rotation: 0),
        "#,
    ));
    let road = feature_at(&g, 0, 0, Spot::Road(Side::E));
    let p = prospect(&g, road);
    assert_eq!(p.kind, FeatureKind::Road);
    assert_eq!((p.now, p.when_complete), (3.0, Some(6.0)));
    assert_eq!(ends_as_scored(&g), vec![3.0, 0.0]);
}

/// Red's knight in a city of 5 tiles and 1 coat of arms round IC_K's
/// cathedral, open to the north of M: 3 a tile and 3 a coat of arms
/// completed, 3 × (5 + 1) = 18; unfinished 1 each, 6.
#[test]
fn an_unfinished_cathedral_city_counts_6_now_and_18_completed() {
    let g = replay(&record(
        IC,
        r#"
        Place(tile: "IC_K", at: (0, 1), rotation: 0, figure: Meeple(City(N))),
        Place(tile: "E", at: (0, 2), rotation: 180),
        Place(tile: "E", at: (-1, 1), rotation: 90),
        Place(tile: "M", at: (1, 1), rotation: 0),
        "#,
    ));
    let city = feature_at(&g, 0, 0, Spot::City(Side::N));
    let p = prospect(&g, city);
    assert_eq!(p.kind, FeatureKind::City);
    assert_eq!((p.now, p.when_complete), (6.0, Some(18.0)));
    assert_eq!(ends_as_scored(&g), vec![6.0, 0.0]);
}

/// Red's farmer and pig in a field touching one completed city (D+G+E) and
/// M's unfinished city with a coat of arms. Now the field is worth 3 to the
/// farmer and the pig nothing (a pig left at the end scores nothing); once
/// M's city is completed the pig scores 3 for each completed city of its
/// field: 2 × 3 = 6.
#[test]
fn a_pigs_field_counts_3_now_and_the_pig_6_when_an_arms_city_completes() {
    let g = replay(&record(
        TB,
        r#"
        Place(tile: "G", at: (0, 1), rotation: 90, figure: Meeple(Field(EL))),
        Place(tile: "B", at: (1, 1), rotation: 0),
        Place(tile: "B", at: (1, 2), rotation: 0, figure: Pig(Field(SL))),
        Place(tile: "E", at: (0, 2), rotation: 180),
        Place(tile: "M", at: (2, 1), rotation: 180),
        Place(tile: "E", at: (3, 1), rotation: 270),
        Place(tile: "B", at: (0, -1), rotation: 0),
        "#,
    ));
    let field = feature_at(&g, 1, 2, Spot::Field(Half::SL));
    let p = prospect(&g, field);
    assert_eq!(p.kind, FeatureKind::Field);
    assert_eq!((p.now, p.when_complete), (3.0, None));
    assert_eq!(p.pig, Some((0.0, 6.0)));
    assert_eq!(ends_as_scored(&g), vec![3.0, 0.0]);
}

/// Blue has taken the chicken of city X. Red's knight is in city Y (TB_T,
/// another chicken), open. Whoever completes Y takes its chicken: Red would
/// tie Blue's one (10 to each, so Red gains 10), Blue would hold two
/// (still the 10 Blue has now: no gain). Unfinished, nobody has it yet. The
/// city itself: 1 tile, 1 now, 2 completed.
#[test]
fn a_goods_city_gives_its_goods_to_whoever_completes_it() {
    let g = replay(&record(
        TB,
        r#"
        Place(tile: "TB_Q", at: (0, 1), rotation: 90),
        Place(tile: "E", at: (0, 2), rotation: 180),
        Place(tile: "TB_T", at: (1, 1), rotation: 90, figure: Meeple(City(N))),
        "#,
    ));
    let city = feature_at(&g, 1, 1, Spot::City(Side::N));
    let p = prospect(&g, city);
    assert_eq!(p.kind, FeatureKind::City);
    assert_eq!((p.now, p.when_complete), (1.0, Some(2.0)));
    assert_eq!(p.goods_now, vec![0.0, 0.0]);
    assert_eq!(p.goods_when_complete, vec![10.0, 0.0]);
    // Blue's chicken alone is the majority if the game ended now.
    assert_eq!(ends_as_scored(&g), vec![1.0, 10.0]);
}

/// With nobody holding goods, the first chicken is worth the whole
/// majority, 10, to whoever completes the city.
#[test]
fn the_first_token_of_a_kind_is_worth_the_majority() {
    let g = replay(&record(
        TB,
        r#"
        Place(tile: "TB_Q", at: (0, 1), rotation: 90, figure: Meeple(City(N))),
        "#,
    ));
    let city = feature_at(&g, 0, 0, Spot::City(Side::N));
    let p = prospect(&g, city);
    assert_eq!((p.now, p.when_complete), (2.0, Some(4.0)));
    assert_eq!(p.goods_when_complete, vec![10.0, 10.0]);
    assert_eq!(ends_as_scored(&g), vec![2.0, 0.0]);
}
