//! Inns & Cathedrals and Traders & Builders (2025 rules, docs/rules.md "Inns &
//! Cathedrals" and "Traders & Builders"), each rule a small game record
//! replayed through the engine. Coordinates: x grows east, y north; the start
//! tile D lies at (0,0) turned 0 (city N, road W–E, field S). Rotations are
//! clockwise from the canonical orientation of docs/tiles.md; every placement
//! was worked out by hand from the edge lists there, and spots are named in the
//! placed tile's frame.

use crate::common::*;
use carcassonne::rules::record::{GameRecord, RecordError};
use carcassonne::rules::{
    FeatureKind, FigureKind, Game, Half, Pos, RuleError, ScoreKind, Side, Spot, TurnReport,
};

use FeatureKind::{City, Field, Monastery, Road};

const IC: &str = "inns_cathedrals: true";
const TB: &str = "traders_builders: true";
const BOTH: &str = "inns_cathedrals: true, traders_builders: true";

/// Large followers in each player's supply.
fn larges(g: &Game) -> Vec<u8> {
    g.players()
        .iter()
        .map(|p| p.supply(FigureKind::Large))
        .collect()
}

/// Builders in each player's supply.
fn builders(g: &Game) -> Vec<u8> {
    g.players()
        .iter()
        .map(|p| p.supply(FigureKind::Builder))
        .collect()
}

/// Pigs in each player's supply.
fn pigs(g: &Game) -> Vec<u8> {
    g.players()
        .iter()
        .map(|p| p.supply(FigureKind::Pig))
        .collect()
}

/// Goods tokens of each player: [chicken, grain, cloth].
fn goods(g: &Game) -> Vec<[u8; 3]> {
    g.players().iter().map(|p| p.goods).collect()
}

/// The game after each move and each move's report: `states[k]` is the
/// state after move `k` (`states[0]` the setup), `reports[k - 1]` its report.
fn replay_reports(text: &str) -> (Vec<Game>, Vec<TurnReport>) {
    let record = GameRecord::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut game = record.new_game(catalog()).expect("setup");
    let mut states = vec![game.clone()];
    let mut reports = Vec::new();
    for (i, m) in record.moves.iter().enumerate() {
        let mv = m
            .to_move(game.catalog())
            .unwrap_or_else(|e| panic!("move {}: {e}", i + 1));
        let report = game
            .apply(&mv)
            .unwrap_or_else(|e| panic!("move {}: {e}\n{text}", i + 1));
        states.push(game.clone());
        reports.push(report);
    }
    (states, reports)
}

/// Who placed each tile, in placement order (the start tile left out).
fn placers(g: &Game) -> Vec<usize> {
    g.tiles()[1..]
        .iter()
        .map(|t| t.placed_by.expect("a placed tile has a placer") as usize)
        .collect()
}

/// The figures a move sent back, as (seat, kind).
fn returned(g: &Game, report: &TurnReport) -> Vec<(usize, FigureKind)> {
    let mut v: Vec<(usize, FigureKind)> = g.returned_figures()[report.returned.clone()]
        .iter()
        .map(|r| (r.figure.player as usize, r.figure.kind))
        .collect();
    v.sort();
    v
}

fn sorted(mut v: Vec<Ev>) -> Vec<Ev> {
    v.sort_by_key(|e| (e.at, e.kind, e.scorers.clone(), e.points));
    v
}

// ============================================================ Inns & Cathedrals

/// L's west road, the start road and IC_C's east road (the inn) make a
/// 3-tile road closed by two villages: 2 per tile = 6, to Red who holds it,
/// although Blue closes it. IC_C's west road has no inn: a 2-tile road
/// through it scores 1 per tile.
#[test]
fn completed_road_with_an_inn_scores_2_per_tile() {
    let text = record(
        IC,
        r#"
        // Red: L's west road (ends at its village) continues the start road east.
        Place(tile: "L", at: (1, 0), rotation: 0, figure: Meeple(Road(W))),
        // Blue: IC_C's east road (the inn) closes the start road to the west.
        Place(tile: "IC_C", at: (-1, 0), rotation: 0),
        // Red: W's east road ends at its village: with IC_C's west road (no
        // inn) a closed 2-tile road, claimed and scored at once.
        Place(tile: "W", at: (-2, 0), rotation: 0, figure: Meeple(Road(E))),
        "#,
    );
    let steps = replay_steps(&text);
    let g = &steps[2];
    assert_eq!(events(g), vec![ev(Some(2), Road, 6, &[RED])]);
    let e = g.events()[0];
    assert_eq!(
        (e.tiles.len(), e.complete, e.inn_or_cathedral),
        (3, true, true)
    );
    assert_eq!(scores(g), vec![6, 0]);
    assert_eq!(followers(g), vec![7, 7]);
    let g = &steps[3];
    assert_eq!(events(g)[1], ev(Some(3), Road, 2, &[RED]));
    assert!(
        !g.events()[1].inn_or_cathedral,
        "the inn is on IC_C's east road only"
    );
    assert_eq!(scores(g), vec![8, 0]);
}

/// Two inns on one road: still 2 per tile. IC_C (inn), D, IC_B (inn), L:
/// 4 tiles = 8, not 16 or 12. Left open at the end the same road scores 1
/// per tile (2025 rule), not 0.
#[test]
fn a_second_inn_adds_nothing_and_an_unfinished_inn_road_scores_1_per_tile() {
    let open = r#"
        // Red: IC_B's road (an inn) continues the start road east; thief on it.
        Place(tile: "IC_B", at: (1, 0), rotation: 0, figure: Meeple(Road(W))),
        // Blue: IC_C's east road (another inn) closes it to the west.
        Place(tile: "IC_C", at: (-1, 0), rotation: 0),
    "#;
    let g = replay(&record(IC, open));
    assert!(g.events().is_empty());
    let road = feature_at(&g, 0, 0, Spot::Road(Side::E));
    let v = g.feature_value(road);
    assert_eq!((v.tiles.len(), v.inn, v.complete), (3, true, false));
    assert_eq!((v.value_now, v.value_complete), (3, Some(6)));
    let g = finished(g);
    assert_eq!(events(&g), vec![ev(None, Road, 3, &[RED])]);
    assert!(!g.events()[0].inn_or_cathedral);
    assert_eq!(scores(&g), vec![3, 0]);

    let closed = format!(
        "{open}{}",
        r#"
        // Red: L's west road ends at its village: 4 tiles, two inns.
        Place(tile: "L", at: (2, 0), rotation: 0),"#
    );
    let g = replay(&record(IC, &closed));
    assert_eq!(events(&g), vec![ev(Some(3), Road, 8, &[RED])]);
    assert_eq!(g.events()[0].tiles.len(), 4);
    assert!(g.events()[0].inn_or_cathedral);
    assert_eq!(followers(&g), vec![7, 7]);
}

/// A city round IC_K (the cathedral): D, IC_K, three E tiles and M (one coat
/// of arms): 6 tiles + 1 arms, 3 each = 21 when completed; left open with 5
/// tiles and the arms, 1 each = 6 at the end (2025 rule).
const CATHEDRAL_CITY: &str = r#"
        // Red: IC_K's city joins D's; knight on it.
        Place(tile: "IC_K", at: (0, 1), rotation: 0, figure: Meeple(City(N))),
        // Blue: E upside down closes IC_K's north side.
        Place(tile: "E", at: (0, 2), rotation: 180),
        // Red: E turned 90 closes the west side.
        Place(tile: "E", at: (-1, 1), rotation: 90),
        // Blue: M (coat of arms) on the east side opens the city north of it.
        Place(tile: "M", at: (1, 1), rotation: 0),
"#;

#[test]
fn completed_cathedral_city_scores_3_per_tile_and_per_coat_of_arms() {
    let text = record(
        IC,
        &format!(
            "{CATHEDRAL_CITY}{}",
            r#"
        // Red: E upside down closes M's north side: the city is complete.
        Place(tile: "E", at: (1, 2), rotation: 180),"#
        ),
    );
    let steps = replay_steps(&text);
    let before = &steps[4];
    let city = feature_at(before, 0, 0, Spot::City(Side::N));
    let v = before.feature_value(city);
    assert_eq!(
        (v.tiles.len(), v.arms, v.cathedral, v.complete),
        (5, 1, true, false)
    );
    // Open: 1 per tile and arms now; 3 each if it were closed as it stands.
    assert_eq!((v.value_now, v.value_complete), (6, Some(3 * (5 + 1))));
    let g = &steps[5];
    assert_eq!(events(g), vec![ev(Some(5), City, 21, &[RED])]);
    let e = g.events()[0];
    assert_eq!((e.tiles.len(), e.arms, e.inn_or_cathedral), (6, 1, true));
    assert_eq!(scores(g), vec![21, 0]);
    assert_eq!(followers(g), vec![7, 7]);
}

#[test]
fn unfinished_cathedral_city_scores_like_any_city_at_the_end() {
    let g = finished(replay(&record(IC, CATHEDRAL_CITY)));
    // D, IC_K, E, E, M: 5 tiles + 1 coat of arms.
    assert_eq!(events(&g), vec![ev(None, City, 6, &[RED])]);
    assert!(!g.events()[0].complete);
    assert!(!g.events()[0].inn_or_cathedral);
    assert_eq!(scores(&g), vec![6, 0]);
}

/// Red's large follower on the start road (via U), Blue's follower on V's
/// separate road north of it; V and V join them. An open 5-tile road: Red
/// 2 against Blue 1, so 5 to Red alone (not 10).
#[test]
fn large_follower_counts_two_and_wins_2_to_1() {
    let text = record(
        IC,
        r#"
        // Red: U continues the start road east; large follower on it.
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Road(W))),
        // Blue: V turned 180 north of U, a separate road N–E; thief on it.
        Place(tile: "V", at: (1, 1), rotation: 180, figure: Meeple(Road(E))),
        // Red: V turned 90 takes the start road north at (2,0).
        Place(tile: "V", at: (2, 0), rotation: 90),
        // Blue: V joins both roads at (2,1).
        Place(tile: "V", at: (2, 1), rotation: 0),
        "#,
    );
    let steps = replay_steps(&text);
    assert_eq!(larges(&steps[0]), vec![1, 1]);
    assert_eq!(larges(&steps[1]), vec![0, 1]);
    assert_eq!(
        followers(&steps[1]),
        vec![7, 7],
        "the large follower is extra"
    );
    let g = &steps[4];
    let road = feature_at(g, 0, 0, Spot::Road(Side::E));
    assert_eq!(road, feature_at(g, 1, 1, Spot::Road(Side::E)));
    let v = g.feature_value(road);
    assert_eq!(v.holders[..2], [2, 1]);
    assert_eq!((v.tiles.len(), v.complete), (5, false));
    let g = finished(g.clone());
    assert_eq!(events(&g), vec![ev(None, Road, 5, &[RED])]);
    assert_eq!(scores(&g), vec![5, 0]);
    assert_eq!(larges(&g), vec![1, 1]);
    assert_eq!(followers(&g), vec![7, 7]);
}

/// Red's large follower against two Blue thieves joined on one road: 2–2, a
/// tie, and both score the full 10 when it is completed; nobody scores
/// double. Every figure comes back.
#[test]
fn large_follower_ties_two_followers() {
    let text = record(
        IC,
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Road(W))),
        Place(tile: "V", at: (1, 1), rotation: 180, figure: Meeple(Road(E))),
        Place(tile: "V", at: (2, 0), rotation: 90),
        // Blue: J upside down closes D's city and starts a third road W–N.
        Place(tile: "J", at: (0, 1), rotation: 180, figure: Meeple(Road(W))),
        // Red: V turned 270 takes J's road east at (0,2).
        Place(tile: "V", at: (0, 2), rotation: 270),
        // Blue: V joins both of Blue's roads at (1,2).
        Place(tile: "V", at: (1, 2), rotation: 0),
        // Red: V joins Red's road to Blue's at (2,1): 2 against 2.
        Place(tile: "V", at: (2, 1), rotation: 0),
        // Blue: W's east road ends the start road at its village.
        Place(tile: "W", at: (-1, 0), rotation: 0),
        // Red: A turned 270: J's road ends at its monastery. Complete.
        Place(tile: "A", at: (-1, 1), rotation: 270),
        "#,
    );
    let steps = replay_steps(&text);
    let blue_road = feature_at(&steps[6], 1, 1, Spot::Road(Side::E));
    assert_eq!(steps[6].feature_value(blue_road).holders[..2], [0, 2]);
    let g = &steps[7];
    let road = feature_at(g, 0, 0, Spot::Road(Side::E));
    assert_eq!(g.feature_value(road).holders[..2], [2, 2]);
    assert!(steps[8].events().is_empty(), "still open at the west end");
    let g = &steps[9];
    assert_eq!(events(g), vec![ev(Some(9), Road, 10, &[RED, BLUE])]);
    assert_eq!(g.events()[0].tiles.len(), 10);
    assert_eq!(scores(g), vec![10, 10]);
    assert_eq!(followers(g), vec![7, 7]);
    assert_eq!(larges(g), vec![1, 1]);
    assert!(g.figures().is_empty());
}

/// The field of docs/rules.md's worked figures (touching two completed cities):
/// Red's large farmer on H against Blue's farmer on E. After B joins the
/// fields, 2 against 1: 6 to Red alone. With a second Blue farmer on V's
/// field (joined later) it is 2–2: 6 to each.
fn large_farmer_field(second_blue_farmer: bool) -> String {
    let middle = if second_blue_farmer {
        r#"
        // Red: U on the road west (its north field joins D's north strip).
        Place(tile: "U", at: (-1, 0), rotation: 0),
        // Blue: a second farmer on V's big field (D's north strip), separate for now.
        Place(tile: "V", at: (1, 0), rotation: 0, figure: Meeple(Field(NL))),"#
    } else {
        ""
    };
    record(
        IC,
        &format!(
            r#"
        // Red: H closes D's city with its S city; large farmer on H's field.
        Place(tile: "H", at: (0, 1), rotation: 0, figure: Large(Field(EL))),
        // Blue: E upside down closes H's N city; farmer on E's field.
        Place(tile: "E", at: (0, 2), rotation: 180, figure: Meeple(Field(EL))),{middle}
        // Red: E with its city east (left unfinished); its field joins H's.
        Place(tile: "E", at: (1, 1), rotation: 90),
        // Blue: a monastery tile joins the fields.
        Place(tile: "B", at: (1, 2), rotation: 0),
"#
        ),
    )
}

#[test]
fn large_farmer_counts_two_in_a_field() {
    let g = replay(&large_farmer_field(false));
    let field = feature_at(&g, 0, 1, Spot::Field(Half::EL));
    assert_eq!(field, feature_at(&g, 0, 2, Spot::Field(Half::EL)));
    let v = g.feature_value(field);
    assert_eq!((v.cities, v.value_now), (2, 6));
    assert_eq!(v.holders[..2], [2, 1]);
    let g = finished(g);
    assert_eq!(events(&g), vec![ev(None, Field, 6, &[RED])]);
    assert_eq!(scores(&g), vec![6, 0]);
    assert_eq!(larges(&g), vec![1, 1]);

    let g = replay(&large_farmer_field(true));
    let field = feature_at(&g, 0, 1, Spot::Field(Half::EL));
    assert_eq!(field, feature_at(&g, 1, 0, Spot::Field(Half::NL)));
    assert_eq!(g.feature_value(field).holders[..2], [2, 2]);
    let g = finished(g);
    assert_eq!(events(&g), vec![ev(None, Field, 6, &[RED, BLUE])]);
    assert_eq!(scores(&g), vec![6, 6]);
    assert_eq!(followers(&g), vec![7, 7]);
}

/// Two monasteries side by side: Red's large follower on one, Blue's monk
/// on the other; the eighth neighbour completes both: 9 each (the large
/// follower's points are not doubled).

#[test]
fn large_follower_on_a_monastery_scores_9() {
    let text = record(IC, &format!("{}{COMPLETES_BOTH}", two_monasteries("Large")));
    let steps = replay_steps(&text);
    assert_eq!(larges(&steps[10]), vec![0, 1]);
    let g = &steps[11];
    assert_eq!(
        sorted(events(g)),
        vec![
            ev(Some(11), Monastery, 9, &[RED]),
            ev(Some(11), Monastery, 9, &[BLUE])
        ]
    );
    assert_eq!(scores(g), vec![9, 9]);
    assert_eq!(larges(g), vec![1, 1]);
    assert_eq!(followers(g), vec![7, 7]);
    // Left unfinished: 1 + neighbours, like any monastery.
    let g = finished(replay(&record(IC, &two_monasteries("Large"))));
    // (0,-1): U, D, U, E, B, E, E_garden around it; (1,-1): D, U, U, B, E,
    // E_garden, E. Seven neighbours each, (1,-2) empty.
    assert_eq!(
        sorted(events(&g)),
        vec![
            ev(None, Monastery, 8, &[RED]),
            ev(None, Monastery, 8, &[BLUE])
        ]
    );
}

#[test]
fn a_seventh_player_is_refused_and_six_need_inns_and_cathedrals() {
    let seven = ["A", "B", "C", "D", "E", "F", "G"];
    match replay_err(&record_for(&seven, IC, "")) {
        RecordError::Setup(RuleError::BadSetup(e)) => {
            assert_eq!(e.to_string(), "7 players: the game is for 2 to 6")
        }
        other => panic!("expected a setup error, got {other}"),
    }
    match replay_err(&record_for(&seven[..6], "", "")) {
        RecordError::Setup(e @ RuleError::BadSetup(_)) => assert_eq!(
            e.to_string(),
            "6 players: the game is for 2 to 5 (six with Inns & Cathedrals)"
        ),
        other => panic!("expected a setup error, got {other}"),
    }
    let g = replay(&record_for(&seven[..6], IC, ""));
    assert_eq!(g.players().len(), 6);
    assert_eq!(larges(&g), vec![1; 6]);
    assert_eq!(followers(&g), vec![7; 6]);
}

/// Six players take turns in seat order; the sixth seat (pink) scores its
/// own city and the turn comes back to the first seat.
#[test]
fn six_player_game() {
    let seats = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"];
    let text = record_for(
        &seats,
        IC,
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "U", at: (2, 0), rotation: 0),
        Place(tile: "U", at: (-2, 0), rotation: 0, figure: Large(Road(W))),
        Place(tile: "U", at: (3, 0), rotation: 0),
        // Flo (seat 6): E upside down closes D's city; knight on it: 4.
        Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        // Ann again: L's west road closes the east end.
        Place(tile: "L", at: (4, 0), rotation: 0),
        "#,
    );
    let steps = replay_steps(&text);
    for (k, g) in steps.iter().enumerate().take(7) {
        assert_eq!(g.current_player(), k % 6, "after move {k}");
    }
    assert_eq!(placers(&steps[7]), vec![0, 1, 2, 3, 4, 5, 0]);
    let g = &steps[6];
    assert_eq!(events(g), vec![ev(Some(6), City, 4, &[5])]);
    assert_eq!(scores(g), vec![0, 0, 0, 0, 0, 4]);
    assert_eq!(followers(g), vec![7; 6]);
    assert_eq!(larges(g), vec![1, 1, 1, 0, 1, 1]);
    let g = finished(steps[7].clone());
    // Di's large follower: U, U, D, U, U, U, L: open at the west end.
    assert_eq!(events(&g)[1], ev(None, Road, 7, &[3]));
    assert_eq!(g.winners(), vec![3]);
}

#[test]
fn second_large_follower_while_the_first_is_on_the_map_is_refused() {
    let text = record(
        IC,
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Road(W))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "E", at: (0, 1), rotation: 180, figure: Large(City(S))),
        "#,
    );
    assert_eq!(
        move_err(&text),
        (3, RuleError::NotInSupply(FigureKind::Large))
    );
    // Once it is back, it may go out again.
    let text = record(
        IC,
        r#"
        Place(tile: "E", at: (0, 1), rotation: 180, figure: Large(City(S))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Road(W))),
        "#,
    );
    let steps = replay_steps(&text);
    assert_eq!(events(&steps[1]), vec![ev(Some(1), City, 4, &[RED])]);
    assert_eq!(larges(&steps[1]), vec![1, 1]);
    assert_eq!(larges(&steps[3]), vec![0, 1]);
}

#[test]
fn large_follower_refusals() {
    // Never on a garden (IC_B's garden, with the Abbot on).
    let garden = record(
        "abbot: true, inns_cathedrals: true",
        r#"        Place(tile: "IC_B", at: (1, 0), rotation: 0, figure: Large(Garden)),"#,
    );
    assert_eq!(
        move_err(&garden),
        (
            1,
            RuleError::WrongSpot {
                kind: FigureKind::Large,
                pos: Pos::new(1, 0),
                spot: Spot::Garden
            }
        )
    );
    // The abbot may go there.
    let abbot = garden.replace("Large(Garden)", "Abbot(Garden)");
    assert_eq!(abbots(&replay(&abbot)), vec![0, 1]);
    // Not without the expansion.
    let off = record(
        "",
        r#"        Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Road(W))),"#,
    );
    assert_eq!(
        move_err(&off),
        (1, RuleError::FigureNotInPlay(FigureKind::Large))
    );
    // Not in a field with farmers off.
    let farmers_off = record(
        "farmers: false, inns_cathedrals: true",
        r#"        Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Field(NL))),"#,
    );
    assert_eq!(move_err(&farmers_off), (1, RuleError::FarmersOff));
    // Not on a feature that already holds a figure.
    let occupied = record(
        IC,
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(W))),
        Place(tile: "U", at: (-1, 0), rotation: 0, figure: Large(Road(E))),
        "#,
    );
    assert_eq!(
        move_err(&occupied),
        (
            2,
            RuleError::SpotOccupied {
                pos: Pos::new(-1, 0),
                spot: Spot::Road(Side::E)
            }
        )
    );
    // And a follower may not join a road the large follower holds.
    let joined = record(
        IC,
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Road(W))),
        Place(tile: "U", at: (-1, 0), rotation: 0, figure: Meeple(Road(E))),
        "#,
    );
    assert!(matches!(
        move_err(&joined),
        (2, RuleError::SpotOccupied { .. })
    ));
}

/// IC_H's inner field touches its four separate cities. Red's farmer on it
/// (`Field(Inner)`) scores each completed one; Blue's farmer on E's field
/// beyond the north city is another field.
#[test]
fn farmer_on_an_inner_field_scores_the_cities_it_touches() {
    let two = r#"
        // Red: IC_H's south city closes D's; farmer on the inner field.
        Place(tile: "IC_H", at: (0, 1), rotation: 0, figure: Meeple(Field(Inner))),
        // Blue: E upside down closes IC_H's north city; farmer on E's field.
        Place(tile: "E", at: (0, 2), rotation: 180, figure: Meeple(Field(EL))),
    "#;
    let g = replay(&record(IC, two));
    let inner = feature_at(&g, 0, 1, Spot::InnerField);
    assert_ne!(inner, feature_at(&g, 0, 2, Spot::Field(Half::EL)));
    assert_eq!(g.feature_value(inner).cities, 2);
    let g = finished(g);
    assert_eq!(
        sorted(events(&g)),
        vec![ev(None, Field, 6, &[RED]), ev(None, Field, 3, &[BLUE])]
    );
    let four = format!(
        "{two}{}",
        r#"
        // Red: E turned 270 closes IC_H's east city.
        Place(tile: "E", at: (1, 1), rotation: 270),
        // Blue: E turned 90 closes IC_H's west city.
        Place(tile: "E", at: (-1, 1), rotation: 90),"#
    );
    let g = finished(replay(&record(IC, &four)));
    assert_eq!(
        sorted(events(&g)),
        vec![ev(None, Field, 12, &[RED]), ev(None, Field, 3, &[BLUE])]
    );
    // A tile without an inner field has no `Field(Inner)`.
    let none = record(
        IC,
        r#"        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Field(Inner))),"#,
    );
    assert_eq!(
        move_err(&none),
        (
            1,
            RuleError::NoSuchSpot {
                pos: Pos::new(1, 0),
                spot: Spot::InnerField
            }
        )
    );
}

/// TB_X's inner field touches its N+W city (chicken) and its E+S city. Red's
/// large farmer on it; both cities completed by Blue, who takes the chicken.
#[test]
fn large_farmer_on_tb_x_inner_field_and_the_goods_to_the_closer() {
    let text = record(
        BOTH,
        r#"
        // Red: TB_X's E+S city joins D's; large farmer on the inner field.
        Place(tile: "TB_X", at: (0, 1), rotation: 0, figure: Large(Field(Inner))),
        // Blue: E turned 270 closes the E+S city (D, TB_X, E).
        Place(tile: "E", at: (1, 1), rotation: 270),
        // Red: E upside down closes the north side of the N+W city.
        Place(tile: "E", at: (0, 2), rotation: 180),
        // Blue: E turned 90 closes its west side: Blue takes the chicken.
        Place(tile: "E", at: (-1, 1), rotation: 90),
        "#,
    );
    let (steps, reports) = replay_reports(&text);
    assert_eq!(reports[1].goods, [0, 0, 0], "the E+S city has no goods");
    assert_eq!(reports[3].goods, [1, 0, 0]);
    let g = &steps[4];
    assert_eq!(goods(g), vec![[0, 0, 0], [1, 0, 0]]);
    let inner = feature_at(g, 0, 1, Spot::InnerField);
    assert_eq!(g.feature_value(inner).holders[..2], [2, 0]);
    let g = finished(g.clone());
    assert_eq!(
        sorted(events(&g)),
        vec![
            ev(None, Field, 6, &[RED]),
            ev(None, ScoreKind::Goods, 10, &[BLUE])
        ]
    );
    assert_eq!(scores(&g), vec![6, 10]);
}

// ============================================================ Traders & Builders

/// Red's knight on TB_Q's city (chicken); Blue closes it with E: Red scores
/// the city (3 tiles, 6), Blue, who holds nothing there, takes the chicken.
/// At the end Blue's one chicken is the majority: 10.
#[test]
fn goods_go_to_the_player_who_completes_the_city() {
    let text = record(
        TB,
        r#"
        // Red: TB_Q turned 90 runs its city N–S from D's; knight on it.
        Place(tile: "TB_Q", at: (0, 1), rotation: 90, figure: Meeple(City(N))),
        // Blue: E upside down closes the city.
        Place(tile: "E", at: (0, 2), rotation: 180),
        "#,
    );
    let (steps, reports) = replay_reports(&text);
    assert_eq!(reports[0].goods, [0, 0, 0]);
    assert_eq!(reports[1].goods, [1, 0, 0]);
    let g = &steps[2];
    assert_eq!(events(g), vec![ev(Some(2), City, 6, &[RED])]);
    assert_eq!(goods(g), vec![[0, 0, 0], [1, 0, 0]]);
    let city = feature_at(g, 0, 0, Spot::City(Side::N));
    assert_eq!(g.feature_value(city).goods, [1, 0, 0]);
    let g = finished(g.clone());
    assert_eq!(events(&g)[1..], [ev(None, ScoreKind::Goods, 10, &[BLUE])]);
    assert_eq!(
        g.events()[1].goods,
        Some(carcassonne::rules::Goods::Chicken)
    );
    assert_eq!(scores(&g), vec![6, 10]);
    assert_eq!(g.players()[BLUE].by_kind[ScoreKind::Goods.index()], 10);
    // Nobody holds the city: the player who completes it still takes the goods.
    let unclaimed = text.replace(", figure: Meeple(City(N))", "");
    let g = replay(&unclaimed);
    assert!(g.events().is_empty());
    assert_eq!(goods(&g), vec![[0, 0, 0], [1, 0, 0]]);
}

/// A city with two chicken symbols (TB_Q and TB_S): the player who
/// completes it takes two tokens, one per symbol.
#[test]
fn one_goods_token_per_symbol() {
    let text = record(
        TB,
        r#"
        Place(tile: "TB_Q", at: (0, 1), rotation: 90),
        // Blue: TB_S turned 90 continues the city north (its road goes west).
        Place(tile: "TB_S", at: (0, 2), rotation: 90),
        // Red: E upside down closes D, TB_Q, TB_S, E.
        Place(tile: "E", at: (0, 3), rotation: 180),
        "#,
    );
    let (steps, reports) = replay_reports(&text);
    assert_eq!(reports[2].goods, [2, 0, 0]);
    assert_eq!(goods(&steps[3]), vec![[2, 0, 0], [0, 0, 0]]);
}

/// Three chicken cities: Blue completes two, Red one. At the end Blue's 2
/// beat Red's 1: 10 to Blue alone; grain and cloth nobody holds give nobody
/// anything.
#[test]
fn goods_majority_goes_to_the_most_tokens_only() {
    let text = record(
        TB,
        r#"
        // City X: D, TB_Q turned 90, E upside down; Blue closes it.
        Place(tile: "TB_Q", at: (0, 1), rotation: 90),
        Place(tile: "E", at: (0, 2), rotation: 180),
        // City Y: TB_T turned 90 (N+E), E upside down north, E turned 270 east; Red closes it.
        Place(tile: "TB_T", at: (1, 1), rotation: 90),
        Place(tile: "E", at: (1, 2), rotation: 180),
        Place(tile: "E", at: (2, 1), rotation: 270),
        // City Z: TB_W turned 270 (S+W), L's city south of it, E turned 90 west; Blue closes it.
        Place(tile: "TB_W", at: (-1, 1), rotation: 270),
        Place(tile: "L", at: (-1, 0), rotation: 0),
        Place(tile: "E", at: (-2, 1), rotation: 90),
        "#,
    );
    let (steps, reports) = replay_reports(&text);
    let taken: Vec<[u8; 3]> = reports.iter().map(|r| r.goods).collect();
    let one = [1, 0, 0];
    let none = [0, 0, 0];
    assert_eq!(taken, vec![none, one, none, none, one, none, none, one]);
    let g = &steps[8];
    assert!(g.events().is_empty(), "no figure on any city");
    assert_eq!(goods(g), vec![[1, 0, 0], [2, 0, 0]]);
    let g = finished(g.clone());
    assert_eq!(events(&g), vec![ev(None, ScoreKind::Goods, 10, &[BLUE])]);
    assert_eq!(scores(&g), vec![0, 10]);
}

/// Ann and Bo each take one chicken: both score 10; Cy, with no goods,
/// scores nothing.
#[test]
fn goods_majority_ties_all_score_and_nobody_with_none() {
    let text = record_for(
        &["Ann", "Bo", "Cy"],
        TB,
        r#"
        Place(tile: "TB_Q", at: (0, 1), rotation: 90),
        Place(tile: "TB_T", at: (1, 1), rotation: 90),
        Place(tile: "E", at: (1, 2), rotation: 180),
        // Ann closes TB_T's city.
        Place(tile: "E", at: (2, 1), rotation: 270),
        // Bo closes TB_Q's city.
        Place(tile: "E", at: (0, 2), rotation: 180),
        "#,
    );
    let g = replay(&text);
    assert_eq!(goods(&g), vec![[1, 0, 0], [1, 0, 0], [0, 0, 0]]);
    let g = finished(g);
    assert_eq!(events(&g), vec![ev(None, ScoreKind::Goods, 10, &[0, 1])]);
    assert_eq!(scores(&g), vec![10, 10, 0]);
    assert_eq!(g.winners(), vec![0, 1]);
}

/// The road of the builder scenarios: Red's thief on U east of the start
/// tile, Blue closes D's city (unclaimed), Red's builder on the next U.
const BUILDER_ROAD: &str = r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(W))),
        Place(tile: "E", at: (0, 1), rotation: 180),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: Builder(Road(W))),
"#;

/// The builder gives its owner a second turn when they extend its road, a
/// second turn never gives a third, another player's extension gives
/// nothing, and a completion that extends it still gives the second turn;
/// the builder comes back with its scored road.
#[test]
fn builder_gives_one_second_turn_and_never_a_third() {
    let text = record(
        TB,
        &format!(
            "{BUILDER_ROAD}{}",
            r#"
        // 4 Blue extends Red's road west: nothing for Red.
        Place(tile: "U", at: (-1, 0), rotation: 0),
        // 5 Red extends it east: a second turn.
        Place(tile: "U", at: (3, 0), rotation: 0),
        // 6 Red again (second turn) extends it again: no third turn.
        Place(tile: "U", at: (4, 0), rotation: 0, figure: Meeple(Field(NL))),
        // 7 Blue.
        Place(tile: "U", at: (-2, 0), rotation: 0, figure: Meeple(Field(SL))),
        // 8 Red: L ends the road at the east: a normal turn, so a second turn.
        Place(tile: "L", at: (5, 0), rotation: 0),
        // 9 Red (second turn): a monastery away from the road.
        Place(tile: "B", at: (0, -1), rotation: 0),
        // 10 Blue.
        Place(tile: "B", at: (1, -1), rotation: 0),
        // 11 Red: W closes the road at the west: 9 tiles, and a second turn.
        Place(tile: "W", at: (-3, 0), rotation: 0),
        // 12 Red (second turn).
        Place(tile: "B", at: (2, -1), rotation: 0),
        "#
        ),
    );
    let (steps, reports) = replay_reports(&text);
    let extra: Vec<bool> = reports.iter().map(|r| r.extra_turn).collect();
    assert_eq!(
        extra,
        vec![
            false, false, false, false, true, false, false, true, false, false, true, false
        ]
    );
    let second: Vec<bool> = steps.iter().map(Game::is_second_turn).collect();
    assert_eq!(
        second,
        vec![
            false, false, false, false, false, true, false, false, true, false, false, true, false
        ]
    );
    let g = &steps[12];
    assert_eq!(
        placers(g),
        vec![
            RED, BLUE, RED, BLUE, RED, RED, BLUE, RED, RED, BLUE, RED, RED
        ]
    );
    let turn: Vec<usize> = steps.iter().map(Game::current_player).collect();
    assert_eq!(
        turn,
        vec![
            RED, BLUE, RED, BLUE, RED, RED, BLUE, RED, RED, BLUE, RED, RED, BLUE
        ]
    );
    assert_eq!(builders(&steps[3]), vec![0, 1]);
    assert_eq!(
        builders(&steps[10]),
        vec![0, 1],
        "the builder stays till scored"
    );
    // Move 11: W, U, U, D, U, U, U, U, L.
    assert_eq!(events(&steps[11]), vec![ev(Some(11), Road, 9, &[RED])]);
    assert_eq!(
        returned(&steps[11], &reports[10]),
        vec![(RED, FigureKind::Follower), (RED, FigureKind::Builder)]
    );
    assert_eq!(builders(&steps[11]), vec![1, 1]);
    assert_eq!(followers(&steps[11]), vec![6, 6], "the farmers stay");
    assert_eq!(scores(g), vec![9, 0]);
}

/// A builder put on a road its own tile completes is scored with it and
/// comes back at once; the tile gives no second turn.
#[test]
fn builder_on_a_road_its_tile_completes_returns_at_once_without_a_second_turn() {
    let text = record(
        TB,
        r#"
        // Red: L's west road (ends at its village); thief on it.
        Place(tile: "L", at: (1, 0), rotation: 0, figure: Meeple(Road(W))),
        Place(tile: "E", at: (0, 1), rotation: 180),
        // Red: W closes the road and the builder goes on it.
        Place(tile: "W", at: (-1, 0), rotation: 0, figure: Builder(Road(E))),
        Place(tile: "U", at: (2, 0), rotation: 0),
        "#,
    );
    let (steps, reports) = replay_reports(&text);
    assert!(!reports[2].extra_turn);
    assert_eq!(steps[3].current_player(), BLUE);
    assert!(!steps[3].is_second_turn());
    assert_eq!(events(&steps[3]), vec![ev(Some(3), Road, 3, &[RED])]);
    assert_eq!(
        returned(&steps[3], &reports[2]),
        vec![(RED, FigureKind::Follower), (RED, FigureKind::Builder)]
    );
    assert_eq!(builders(&steps[3]), vec![1, 1]);
    assert_eq!(placers(&steps[4]), vec![RED, BLUE, RED, BLUE]);
}

/// A builder still on the map at the end comes back and scores nothing: the
/// road scores 1 per tile to its thief's owner, as without it.
#[test]
fn builder_at_the_end_scores_nothing() {
    let g = finished(replay(&record(TB, BUILDER_ROAD)));
    assert_eq!(events(&g), vec![ev(None, Road, 3, &[RED])]);
    assert_eq!(scores(&g), vec![3, 0]);
    assert_eq!(builders(&g), vec![1, 1]);
    assert_eq!(followers(&g), vec![7, 7]);
    assert!(g.figures().is_empty());
}

/// The builder beside its owner's thief or knight, the pig beside its
/// owner's farmer: each is refused alone, beside its owner's other kind of
/// follower, beside another player's, on the other kind of spot and
/// without its expansion; the large follower counts as a follower for both.
#[test]
fn a_builder_or_a_pig_goes_only_beside_a_follower_of_its_owners() {
    struct Companion {
        name: &'static str,
        kind: FigureKind,
        /// Where it goes on the straight road tile `U`, and the other kind.
        spot: Spot,
        other: Spot,
        need: fn(Pos, Spot) -> RuleError,
    }
    let road = Spot::Road(Side::W);
    let field = Spot::Field(Half::NL);
    for c in [
        Companion {
            name: "Builder",
            kind: FigureKind::Builder,
            spot: road,
            other: field,
            need: |pos, spot| RuleError::BuilderNeedsFollower { pos, spot },
        },
        Companion {
            name: "Pig",
            kind: FigureKind::Pig,
            spot: field,
            other: road,
            need: |pos, spot| RuleError::PigNeedsFarmer { pos, spot },
        },
    ] {
        let (name, spot, other) = (c.name, c.spot, c.other);
        let at = |x: i32| Pos::new(x, 0);
        // Alone.
        let alone = record(
            TB,
            &format!(
                r#"        Place(tile: "U", at: (1, 0), rotation: 0, figure: {name}({spot})),"#
            ),
        );
        assert_eq!(move_err(&alone), (1, (c.need)(at(1), spot)), "{name}");
        // Beside its owner's follower of the other kind.
        let beside = |red: &str, spot: Spot| {
            format!(
                r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: {red}),
        Place(tile: "E", at: (0, 1), rotation: 180),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: {name}({spot})),
        "#
            )
        };
        let wrong_kind = record(TB, &beside(&format!("Meeple({other})"), spot));
        assert_eq!(move_err(&wrong_kind), (3, (c.need)(at(2), spot)), "{name}");
        // Beside another player's.
        let theirs = record(
            TB,
            &format!(
                r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple({spot})),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: {name}({spot})),
        "#
            ),
        );
        assert_eq!(move_err(&theirs), (2, (c.need)(at(2), spot)), "{name}");
        // On the other kind of spot, its owner's follower beside it.
        let own = beside(&format!("Meeple({spot})"), spot);
        let wrong_spot = own.replace(&format!("{name}({spot})"), &format!("{name}({other})"));
        assert_eq!(
            move_err(&record(TB, &wrong_spot)),
            (
                3,
                RuleError::WrongSpot {
                    kind: c.kind,
                    pos: at(2),
                    spot: other
                }
            ),
            "{name}"
        );
        // Without the expansion.
        assert_eq!(
            move_err(&record("", &own)),
            (3, RuleError::FigureNotInPlay(c.kind)),
            "{name}"
        );
        // Beside its owner's follower it goes; the large follower counts.
        let g = replay(&record(TB, &own));
        assert_eq!(g.players()[RED].supply(c.kind), 0, "{name}");
        let large = own.replace(&format!("Meeple({spot})"), &format!("Large({spot})"));
        let g = replay(&record(BOTH, &large));
        assert_eq!(g.players()[RED].supply(c.kind), 0, "{name}");
        assert_eq!(larges(&g), vec![0, 1], "{name}");
    }
}

/// One builder each, and it goes on a city too.
#[test]
fn one_builder_each_on_a_road_or_a_city() {
    // One builder each.
    let twice = format!(
        "{BUILDER_ROAD}{}",
        r#"
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "U", at: (3, 0), rotation: 0, figure: Builder(Road(W))),"#
    );
    assert_eq!(
        move_err(&record(TB, &twice)),
        (5, RuleError::NotInSupply(FigureKind::Builder))
    );
    // And the builder goes on a city too.
    let city = record(
        TB,
        r#"
        Place(tile: "TB_Q", at: (0, 1), rotation: 90, figure: Meeple(City(N))),
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "TB_E", at: (0, 2), rotation: 90, figure: Builder(City(S))),
        "#,
    );
    assert_eq!(builders(&replay(&city)), vec![0, 1]);
}

/// The pig field: Red's farmer on G's east field, joined through B and B;
/// Red's pig on it. D+G+E completes (no coat of arms): the pig waits. M's
/// city (a coat of arms) touches the field; Blue completes it: Red's pig
/// scores 3 for each completed city of the field, 2 × 3 = 6, and comes back.
pub(crate) const PIG_FIELD: &str = r#"
        // 1 Red: G turned 90 runs its city N–S from D's; farmer on its east field.
        Place(tile: "G", at: (0, 1), rotation: 90, figure: Meeple(Field(EL))),
        // 2 Blue: B east of G: its field joins G's east field.
        Place(tile: "B", at: (1, 1), rotation: 0),
        // 3 Red: B north of it, the pig on its field (Red's farmer is there).
        Place(tile: "B", at: (1, 2), rotation: 0, figure: Pig(Field(SL))),
        // 4 Blue: E upside down completes D+G+E (no coat of arms).
        Place(tile: "E", at: (0, 2), rotation: 180),
        // 5 Red: M upside down (coat of arms, city E+S); its field joins B's.
        Place(tile: "M", at: (2, 1), rotation: 180),
        // 6 Blue: E turned 270 closes M's east side.
        Place(tile: "E", at: (3, 1), rotation: 270),
        // 7 Red: a monastery south of D, away from it all.
        Place(tile: "B", at: (0, -1), rotation: 0),
        // 8 Blue: E closes M's south side: the arms city is complete.
        Place(tile: "E", at: (2, 0), rotation: 0),
"#;

#[test]
fn pig_scores_its_field_when_an_arms_city_beside_it_completes() {
    let (steps, reports) = replay_reports(&record(TB, PIG_FIELD));
    assert_eq!(pigs(&steps[0]), vec![1, 1]);
    assert_eq!(pigs(&steps[3]), vec![0, 1]);
    assert_eq!(followers(&steps[3]), vec![6, 7], "the pig is no follower");
    // A city without a coat of arms sets nothing off.
    assert!(steps[4].events().is_empty());
    assert_eq!(pigs(&steps[4]), vec![0, 1]);
    let field = feature_at(&steps[4], 1, 2, Spot::Field(Half::SL));
    assert_eq!(field, feature_at(&steps[4], 0, 1, Spot::Field(Half::EL)));
    assert_eq!(steps[4].feature_value(field).cities, 1);
    assert_eq!(steps[4].feature_value(field).holders[..2], [1, 0]);
    assert!(steps[7].events().is_empty());
    // Blue's move sets Red's pig off.
    let g = &steps[8];
    assert_eq!(events(g), vec![ev(Some(8), ScoreKind::Pig, 6, &[RED])]);
    assert_eq!(g.events()[0].cities, 2);
    assert_eq!(
        returned(g, &reports[7]),
        vec![(RED, FigureKind::Pig)],
        "the pig comes back, the farmer stays"
    );
    assert_eq!(pigs(g), vec![1, 1]);
    assert_eq!(followers(g), vec![6, 7]);
    assert_eq!(g.players()[RED].by_kind[ScoreKind::Pig.index()], 6);
    // At the end the farmer scores the field as usual.
    let g = finished(g.clone());
    assert_eq!(events(&g)[1..], [ev(None, Field, 6, &[RED])]);
    assert_eq!(scores(&g), vec![12, 0]);
}

/// A pig still on the map at the end scores nothing more.
#[test]
fn pig_on_the_map_at_the_end_scores_nothing() {
    let first_seven: String = PIG_FIELD
        .lines()
        .take(1 + 2 * 7)
        .collect::<Vec<_>>()
        .join("\n");
    let g = replay(&record(TB, &first_seven));
    assert_eq!(g.move_count(), 7);
    assert_eq!(pigs(&g), vec![0, 1]);
    let g = finished(g);
    // Only the farmer: D+G+E is the one completed city of the field.
    assert_eq!(events(&g), vec![ev(None, Field, 3, &[RED])]);
    assert_eq!(pigs(&g), vec![1, 1]);
}

/// A pig put by the very move that completes an arms city beside its field
/// scores at once: F's city (a coat of arms) closed by E, whose field joins
/// Red's farmer's through B and B.
#[test]
fn pig_placed_by_the_completing_move_scores_at_once() {
    let text = record(
        TB,
        r#"
        // Red: F turned 90 (coat of arms) runs its city N–S; farmer east of it.
        Place(tile: "F", at: (0, 1), rotation: 90, figure: Meeple(Field(EL))),
        Place(tile: "B", at: (1, 1), rotation: 0),
        Place(tile: "B", at: (1, 2), rotation: 0),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        // Red: E upside down closes D+F+E; its field joins B's; the pig on it.
        Place(tile: "E", at: (0, 2), rotation: 180, figure: Pig(Field(EL))),
        "#,
    );
    let (steps, reports) = replay_reports(&text);
    let g = &steps[5];
    assert_eq!(events(g), vec![ev(Some(5), ScoreKind::Pig, 3, &[RED])]);
    assert_eq!(returned(g, &reports[4]), vec![(RED, FigureKind::Pig)]);
    assert_eq!(pigs(g), vec![1, 1]);
}

/// One tile completes two arms cities touching the pig's field: H turned 90
/// closes F's city to its west and F's city to its east. The pig scores once,
/// 3 for each of the field's two completed cities.
#[test]
fn two_arms_cities_completed_by_one_tile_give_one_pig_scoring() {
    let text = record(
        TB,
        r#"
        // Red: F south of D (coat of arms, city W–E); farmer on its north field.
        Place(tile: "F", at: (0, -1), rotation: 0, figure: Meeple(Field(NL))),
        // Blue: E turned 90 closes that city's west side.
        Place(tile: "E", at: (-1, -1), rotation: 90),
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "U", at: (2, 0), rotation: 0),
        // Red: the other F under the second U; the pig on its north field.
        Place(tile: "F", at: (2, -1), rotation: 0, figure: Pig(Field(NL))),
        // Blue: E turned 270 closes its east side.
        Place(tile: "E", at: (3, -1), rotation: 270),
        // Red: H turned 90 closes both cities at once.
        Place(tile: "H", at: (1, -1), rotation: 90),
        "#,
    );
    let (steps, reports) = replay_reports(&text);
    let g = &steps[7];
    assert_eq!(events(g), vec![ev(Some(7), ScoreKind::Pig, 6, &[RED])]);
    assert_eq!(g.events()[0].cities, 2);
    assert_eq!(returned(g, &reports[6]), vec![(RED, FigureKind::Pig)]);
    let g = finished(g.clone());
    assert_eq!(events(&g)[1..], [ev(None, Field, 6, &[RED])]);
}

/// The eighth tile round Blue's monastery also completes an arms city beside
/// Red's pig: the monastery scores before the pig (docs/rules.md: within one move
/// roads and cities, then monasteries and gardens, then pigs).
#[test]
fn a_pig_scores_after_a_monastery_completed_by_the_same_tile() {
    let text = record(
        TB,
        r#"
        // Red: farmer on the big field south of the start road.
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Field(SL))),
        // Blue: a monk south of D.
        Place(tile: "B", at: (0, -1), rotation: 0, figure: Meeple(Monastery)),
        // Red: the pig on the same field.
        Place(tile: "U", at: (2, 0), rotation: 0, figure: Pig(Field(SL))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        // Red: F (coat of arms, city W–E) under the second U; its north field is the pig's.
        Place(tile: "F", at: (2, -1), rotation: 0),
        // Blue: E turned 270 closes F's east side.
        Place(tile: "E", at: (3, -1), rotation: 270),
        Place(tile: "E", at: (-1, -1), rotation: 270),
        Place(tile: "E", at: (-1, -2), rotation: 180),
        Place(tile: "E_garden", at: (0, -2), rotation: 180),
        Place(tile: "B", at: (1, -2), rotation: 0),
        // Red: E turned 90 closes F's west side and is the monastery's eighth neighbour.
        Place(tile: "E", at: (1, -1), rotation: 90),
        "#,
    );
    let g = replay(&text);
    assert_eq!(
        events(&g),
        vec![
            ev(Some(11), Monastery, 9, &[BLUE]),
            ev(Some(11), ScoreKind::Pig, 3, &[RED])
        ]
    );
    assert_eq!((pigs(&g), followers(&g)), (vec![1, 1], vec![6, 7]));
}

/// With farmers off there is no pig: none in supply, none to place; the
/// builder and the goods are unchanged.
#[test]
fn farmers_off_means_no_pig() {
    let rules = "farmers: false, traders_builders: true";
    let g = replay(&record(rules, ""));
    assert_eq!(pigs(&g), vec![0, 0]);
    assert_eq!(builders(&g), vec![1, 1]);
    let pig = record(
        rules,
        r#"        Place(tile: "U", at: (1, 0), rotation: 0, figure: Pig(Field(NL))),"#,
    );
    assert_eq!(move_err(&pig), (1, RuleError::FarmersOff));
    let g = replay(&record(rules, BUILDER_ROAD));
    assert_eq!(builders(&g), vec![0, 1]);
}

// ============================================================ all together

/// Both expansions with the Abbot and the River: the river first, then a
/// large follower on an inn road, a builder's second turn closing it, goods
/// to the closer of a knight's city, an abbot taken back, a pig set off by
/// the other player's tile, and at the end a field and a goods majority.
#[test]
fn both_expansions_with_the_abbot_and_the_river() {
    let rules = "abbot: true, river: true, inns_cathedrals: true, traders_builders: true";
    let text = record(
        rules,
        &format!(
            "{}{}",
            crate::abbot_river::river_moves(&[]),
            r#"
        // 12 Blue: IC_B's inn road continues the spring's road east; large follower.
        Place(tile: "IC_B", at: (1, 0), rotation: 0, figure: Large(Road(W))),
        // 13 Red: E upside down closes river_C's north city; knight: 4 at once.
        Place(tile: "E", at: (1, -1), rotation: 180, figure: Meeple(City(S))),
        // 14 Blue: U extends the inn road; builder on it.
        Place(tile: "U", at: (2, 0), rotation: 0, figure: Builder(Road(W))),
        // 15 Red: IC_J's road ends the spring's road at its city; knight on the city.
        Place(tile: "IC_J", at: (0, 1), rotation: 0, figure: Meeple(City(N))),
        // 16 Blue: U extends the builder's road: a second turn.
        Place(tile: "U", at: (3, 0), rotation: 0),
        // 17 Blue again: L closes the inn road: 6 tiles, 12; large and builder back.
        Place(tile: "L", at: (4, 0), rotation: 0),
        // 18 Red: TB_Q (chicken) continues IC_J's city north.
        Place(tile: "TB_Q", at: (0, 2), rotation: 90),
        // 19 Blue: E closes it: Red's knight scores 6, Blue takes the chicken.
        Place(tile: "E", at: (0, 3), rotation: 180),
        // 20 Red: a monastery with the abbot.
        Place(tile: "B", at: (1, 1), rotation: 0, figure: Abbot(Monastery)),
        // 21 Blue: F (coat of arms) north of U; farmer on the big north field.
        Place(tile: "F", at: (3, 1), rotation: 0, figure: Meeple(Field(SL))),
        // 22 Red: E closes F's west side; the abbot comes back: 1 + 6.
        Place(tile: "E", at: (2, 1), rotation: 90, figure: RecallAbbot(at: (1, 1))),
        // 23 Blue: B north of the monastery; the pig on the farmer's field.
        Place(tile: "B", at: (1, 2), rotation: 0, figure: Pig(Field(SL))),
        // 24 Red: N closes F's city with L's: the arms city sets Blue's pig off.
        Place(tile: "N", at: (4, 1), rotation: 270),
        "#
        ),
    );
    let (steps, reports) = replay_reports(&text);
    assert_eq!(steps[11].river_end(), None, "the river is laid");
    let g = &steps[24];
    assert_eq!(
        placers(g)[11..],
        [
            BLUE, RED, BLUE, RED, BLUE, BLUE, RED, BLUE, RED, BLUE, RED, BLUE, RED
        ]
    );
    assert!(reports[15].extra_turn && !reports[16].extra_turn);
    assert_eq!(reports[18].goods, [1, 0, 0]);
    assert_eq!(
        events(g),
        vec![
            ev(Some(13), City, 4, &[RED]),
            ev(Some(17), Road, 12, &[BLUE]),
            ev(Some(19), City, 6, &[RED]),
            ev(Some(22), Monastery, 7, &[RED]),
            ev(Some(24), ScoreKind::Pig, 6, &[BLUE]),
        ]
    );
    assert!(g.events()[1].inn_or_cathedral);
    assert!(g.events()[3].abbot_recalled);
    assert_eq!(
        returned(&steps[17], &reports[16]),
        vec![(BLUE, FigureKind::Large), (BLUE, FigureKind::Builder)]
    );
    assert_eq!(
        (larges(g), builders(g), pigs(g), abbots(g)),
        (vec![1, 1], vec![1, 1], vec![1, 1], vec![1, 1])
    );
    assert_eq!(followers(g), vec![7, 6]);
    assert_eq!(goods(g), vec![[0, 0, 0], [1, 0, 0]]);
    let g = finished(g.clone());
    assert_eq!(
        events(&g)[5..],
        [
            ev(None, Field, 6, &[BLUE]),
            ev(None, ScoreKind::Goods, 10, &[BLUE])
        ]
    );
    assert_eq!(scores(&g), vec![4 + 6 + 7, 12 + 6 + 6 + 10]);
}

// ============================================================ the command line

fn replay_json(name: &str, text: &str, extra: &[&str]) -> serde_json::Value {
    let dir = std::env::temp_dir().join(format!("carcassonne-exp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne"))
        .arg("replay")
        .arg(&path)
        .arg("--json")
        .args(extra)
        .env(
            "CARCASSONNE_ASSETS",
            concat!(env!("CARGO_MANIFEST_DIR"), "/assets"),
        )
        .output()
        .expect("the binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"))
}

/// `replay --json` names a pig's scoring `pig`, a goods majority `goods` with
/// the goods beside it, and gives each player's goods tokens.
#[test]
fn replay_json_shows_pigs_goods_and_each_players_tokens() {
    use serde_json::json;
    let v = replay_json("pig.ron", &record(TB, PIG_FIELD), &[]);
    assert_eq!(v["finished"], false);
    let scoring = v["scoring"].as_array().unwrap();
    assert_eq!(scoring.len(), 1, "{v}");
    assert_eq!(scoring[0]["feature"], "pig");
    assert_eq!(scoring[0]["move"], 8);
    assert_eq!(scoring[0]["points"], 6);
    assert_eq!(scoring[0]["players"], json!(["Red"]));
    assert_eq!(v["players"][0]["score"], 6);
    let none = json!({"chicken": 0, "grain": 0, "cloth": 0});
    assert_eq!(v["players"][0]["goods"], none);

    let text = record(
        TB,
        r#"
        Place(tile: "TB_Q", at: (0, 1), rotation: 90, figure: Meeple(City(N))),
        Place(tile: "E", at: (0, 2), rotation: 180),
        "#,
    );
    let v = replay_json("goods.ron", &text, &["--final"]);
    assert_eq!(v["finished"], true);
    assert_eq!(v["players"][0]["goods"], none);
    assert_eq!(
        v["players"][1]["goods"],
        json!({"chicken": 1, "grain": 0, "cloth": 0})
    );
    let scoring = v["scoring"].as_array().unwrap();
    assert_eq!(scoring.len(), 2, "{v}");
    assert_eq!(scoring[0]["feature"], "city");
    assert_eq!(scoring[1]["feature"], "goods");
    assert_eq!(scoring[1]["goods"], "chicken");
    assert!(scoring[1]["move"].is_null());
    assert_eq!(scoring[1]["points"], 10);
    assert_eq!(scoring[1]["players"], json!(["Blue"]));
    assert_eq!(v["players"][0]["score"], 6);
    assert_eq!(v["players"][1]["score"], 10);
}

#[test]
fn every_setup_problem_prints_the_english_it_always_printed() {
    // The command line's words are part of the record format's contract
    // (docs/game-record.md): the setup problems became data, their
    // English stayed.
    let problems = setup_problems();
    assert_eq!(problems.len(), 12);
    for (problem, english) in &problems {
        assert_eq!(&problem.to_string(), english, "{problem:?}");
        assert_eq!(&RuleError::BadSetup(problem.clone()).to_string(), english);
    }
    // As `replay` prints it for a record of six players without the
    // expansion (docs/game-record.md, "Errors").
    let six = record_for(&["A", "B", "C", "D", "E", "F"], "", "");
    assert_eq!(
        replay_err(&six).to_string(),
        "setup: 6 players: the game is for 2 to 5 (six with Inns & Cathedrals)"
    );
}
