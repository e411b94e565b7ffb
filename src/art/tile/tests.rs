//! The planned layout agrees with the data where pixels cannot tell: cities
//! that are separate do not overlap, and a road that ends at a city goes
//! through the gate of the city its fields both touch.

use super::city::field_on_half;
use super::plan::Plan;
use crate::art::canvas::{Canvas, mask_at};
use crate::art::sizes::TILE_PX;
use crate::rules::tiles::RoadEnd;
use crate::rules::{FeatureKind, TileCatalog};

fn catalog() -> TileCatalog {
    TileCatalog::built_in().unwrap_or_else(|e| panic!("tile data must load: {e}"))
}

#[test]
fn separate_cities_do_not_overlap() {
    let catalog = catalog();
    let canvas = Canvas::new(TILE_PX);
    let mut pairs = 0;
    for t in &catalog.types {
        let plan = Plan::new(t, &canvas);
        for (i, a) in plan.cities.iter().enumerate() {
            for b in &plan.cities[i + 1..] {
                pairs += 1;
                let both = a
                    .inside
                    .data()
                    .iter()
                    .zip(b.inside.data())
                    .filter(|(x, y)| **x > 127 && **y > 127)
                    .count();
                let share = both as f64 / (TILE_PX * TILE_PX) as f64;
                assert!(share < 0.002, "{}: cities overlap on {share}", t.id);
            }
        }
    }
    assert!(pairs >= 20, "tiles with two or more cities: {pairs} pairs");
}

#[test]
fn a_road_ends_at_the_gate_of_the_city_both_its_fields_touch() {
    let catalog = catalog();
    let canvas = Canvas::new(TILE_PX);
    let mut checked = 0;
    for t in &catalog.types {
        let plan = Plan::new(t, &canvas);
        for s in t.segments.iter().filter(|s| {
            s.kind == FeatureKind::Road
                && s.road_end == Some(RoadEnd::City)
                && s.edges.count_ones() == 1
        }) {
            let a = s.edges.trailing_zeros() as usize;
            let touched = |h: usize| field_on_half(t, h).map_or(0, |f| t.segments[f].cities);
            let both = touched(2 * a) & touched(2 * a + 1);
            if plan.cities.len() < 2 || both.count_ones() != 1 {
                continue;
            }
            checked += 1;
            let city = plan
                .cities
                .iter()
                .find(|c| both & (1 << c.segment) != 0)
                .expect("the city the fields touch");
            let gates: Vec<_> = plan.roads.iter().filter_map(|r| r.gate).collect();
            assert!(
                gates.iter().any(|(g, _)| mask_at(&city.inside, *g)),
                "{}: the road from side {a} has no gate in city {}",
                t.id,
                city.segment
            );
        }
    }
    assert_eq!(checked, 2, "TB_D and TB_L: a road to one of two cities");
}
