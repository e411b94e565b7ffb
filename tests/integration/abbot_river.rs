//! The two variants from the box: The Abbot (abbots, gardens) and The River
//! (the river tiles laid first from the spring to the lake).

use crate::common::*;
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::{
    Expansion, FeatureKind, FigureAction, FigureKind, Game, Half, Placement, Pos, Rotation,
    RuleError, RuleSet, Side, Spot,
};

use FeatureKind::{City, Field, Garden, Monastery, Road};

const ABBOT: &str = "abbot: true";
const RIVER: &str = "river: true";

fn at(x: i32, y: i32, degrees: i64) -> Placement {
    Placement {
        pos: Pos::new(x, y),
        rotation: Rotation::from_degrees(degrees).unwrap(),
    }
}

// ------------------------------------------------------------ The Abbot

/// The contract's example: Ann's knight scores 4 at once; her abbot on B is
/// taken back on move 5 for 1 + 2 neighbours = 3.
#[test]
fn contract_example_recalls_the_abbot_for_one_plus_its_neighbours() {
    let text = record_for(
        &["Ann", "Bo"],
        "farmers: true, abbot: true, river: false",
        r#"
        Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        Place(tile: "V", at: (1, 0), rotation: 90),
        Place(tile: "B", at: (-1, 1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "U", at: (2, 0), rotation: 90),
        Place(tile: "U", at: (1, 1), rotation: 90, figure: RecallAbbot(at: (-1, 1))),
        "#,
    );
    let steps = replay_steps(&text);
    assert_eq!(abbots(&steps[0]), vec![1, 1]);
    assert_eq!(abbots(&steps[3]), vec![0, 1]);
    assert_eq!(
        followers(&steps[3]),
        vec![7, 7],
        "the abbot is not a follower"
    );
    // The recall is offered to Ann on move 5, for her abbot only.
    let u = steps[4].catalog().type_id("U").unwrap();
    let opts = steps[4].figure_options(u, at(1, 1, 90));
    assert!(opts.contains(&FigureAction::RecallAbbot(Pos::new(-1, 1))));
    let g = &steps[5];
    assert_eq!(
        events(g),
        vec![ev(Some(1), City, 4, &[0]), ev(Some(5), Monastery, 3, &[0])]
    );
    let recall = g.events()[1];
    assert!(recall.abbot_recalled);
    assert!(!recall.complete);
    assert_eq!(recall.tiles.len(), 3);
    assert_eq!(scores(g), vec![7, 0]);
    assert_eq!(abbots(g), vec![1, 1], "the abbot is back in supply");
    assert!(g.figures().is_empty());
}

/// A recall scores first, then the features the tile completes score as
/// usual on the same move.
#[test]
fn recall_and_a_completed_city_score_on_the_same_move() {
    let text = record(
        ABBOT,
        r#"
        Place(tile: "G", at: (0, 1), rotation: 90, figure: Meeple(City(N))),
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "B", at: (-1, 1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "U", at: (2, 0), rotation: 0),
        // E closes D+G+E and is the monastery's third neighbour.
        Place(tile: "E", at: (0, 2), rotation: 180, figure: RecallAbbot(at: (-1, 1))),
        "#,
    );
    let g = replay(&text);
    assert_eq!(
        events(&g),
        vec![
            ev(Some(5), Monastery, 4, &[RED]),
            ev(Some(5), City, 6, &[RED])
        ]
    );
    assert!(g.events()[0].abbot_recalled);
    assert!(!g.events()[1].abbot_recalled);
    assert_eq!(scores(&g), vec![10, 0]);
    assert_eq!((followers(&g), abbots(&g)), (vec![7, 7], vec![1, 1]));
}

/// The abbot goes on the garden of the tile just placed; left there it
/// scores at the end like an unfinished monastery: 1 + neighbours.
#[test]
fn abbot_on_a_garden_scores_like_a_monastery_at_the_end() {
    let text = record(
        ABBOT,
        r#"
        Place(tile: "E_garden", at: (0, 1), rotation: 180, figure: Abbot(Garden)),
        Place(tile: "U", at: (1, 0), rotation: 0),
        "#,
    );
    let g = replay(&text);
    assert!(g.events().is_empty(), "D+E completes unclaimed");
    assert_eq!(abbots(&g), vec![0, 1]);
    let garden = feature_at(&g, 0, 1, Spot::Garden);
    assert_eq!(g.feature_kind(garden), Garden);
    let v = g.feature_value(garden);
    assert_eq!((v.value_now, v.value_complete), (3, Some(9)));
    let g = finished(g);
    // Neighbours of (0,1): D at (0,0) and U at (1,0).
    assert_eq!(events(&g), vec![ev(None, Garden, 3, &[RED])]);
    assert!(!g.events()[0].abbot_recalled);
    assert_eq!(abbots(&g), vec![1, 1]);
    assert_eq!(g.players()[RED].by_kind[Garden.index()], 3);
}

/// Two monasteries side by side: Red's abbot on one, Blue's monk on the
/// other. The eighth neighbour completes both: 9 each, abbot and monk back.

#[test]
fn abbot_on_a_monastery_completed_by_a_neighbour_scores_9_and_returns() {
    let text = record(
        ABBOT,
        &format!("{}{COMPLETES_BOTH}", two_monasteries("Abbot")),
    );
    let steps = replay_steps(&text);
    assert_eq!(abbots(&steps[10]), vec![0, 1]);
    let g = &steps[11];
    assert_eq!(
        events(g),
        vec![
            ev(Some(11), Monastery, 9, &[RED]),
            ev(Some(11), Monastery, 9, &[BLUE])
        ]
    );
    assert!(g.events().iter().all(|e| e.complete && !e.abbot_recalled));
    assert_eq!(abbots(g), vec![1, 1]);
    assert_eq!(followers(g), vec![7, 7]);
}

/// Taking the abbot back with the very tile that completes its monastery:
/// it scores 9 as a completed monastery, not as a recall.
#[test]
fn recall_with_the_completing_tile_scores_9_normally() {
    let text = record(
        ABBOT,
        &format!(
            "{}{}",
            two_monasteries("Abbot"),
            r#"        Place(tile: "A", at: (1, -2), rotation: 0, figure: RecallAbbot(at: (0, -1))),"#
        ),
    );
    let g = replay(&text);
    assert_eq!(
        events(&g),
        vec![
            ev(Some(11), Monastery, 9, &[RED]),
            ev(Some(11), Monastery, 9, &[BLUE])
        ]
    );
    assert!(g.events().iter().all(|e| !e.abbot_recalled && e.complete));
    assert_eq!(abbots(&g), vec![1, 1]);
    assert_eq!(scores(&g), vec![9, 9]);
}

/// An abbot left on a monastery scores 1 + neighbours at the end.
#[test]
fn abbot_on_an_unfinished_monastery_scores_at_the_end() {
    let text = record(
        ABBOT,
        r#"
        Place(tile: "B", at: (0, -1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "B", at: (1, -1), rotation: 0, figure: Meeple(Monastery)),
        "#,
    );
    let g = finished(replay(&text));
    // (0,-1): D and B at (1,-1); (1,-1): D and B at (0,-1).
    assert_eq!(
        events(&g),
        vec![
            ev(None, Monastery, 3, &[RED]),
            ev(None, Monastery, 3, &[BLUE])
        ]
    );
    assert_eq!(abbots(&g), vec![1, 1]);
}

#[test]
fn follower_on_a_garden_is_refused() {
    let text = record(
        ABBOT,
        r#"        Place(tile: "E_garden", at: (0, 1), rotation: 180, figure: Meeple(Garden)),"#,
    );
    assert_eq!(
        move_err(&text),
        (1, RuleError::FollowerOnGarden(Pos::new(0, 1)))
    );
    assert_eq!(
        replay_err(&text).to_string(),
        "move 1: a follower cannot go on the garden of (0,1)"
    );
    // Nor is it offered; the abbot is.
    let g = Game::new(catalog(), 2, rule_set(true, false)).unwrap();
    let e = g.catalog().type_id("E_garden").unwrap();
    let opts = g.figure_options(e, at(0, 1, 180));
    assert!(!opts.contains(&FigureAction::Put(FigureKind::Follower, Spot::Garden)));
    assert!(opts.contains(&FigureAction::Put(FigureKind::Abbot, Spot::Garden)));
    assert!(opts.contains(&FigureAction::Put(
        FigureKind::Follower,
        Spot::City(Side::S)
    )));
}

#[test]
fn abbot_on_a_road_city_or_field_is_refused() {
    for (tile, (x, y), rotation, spot) in [
        ("U", (1, 0), 0, "Road(W)"),
        ("E", (0, 1), 180, "City(S)"),
        ("B", (0, -1), 0, "Field(NL)"),
    ] {
        let text = record(
            ABBOT,
            &format!(
                "        Place(tile: {tile:?}, at: ({x}, {y}), rotation: {rotation}, figure: Abbot({spot})),"
            ),
        );
        let (index, error) = move_err(&text);
        assert_eq!(index, 1);
        assert!(
            matches!(error, RuleError::AbbotOnlyOnMonasteryOrGarden { pos, .. } if pos == Pos::new(x, y)),
            "{tile}: {error:?}"
        );
        // The same spot takes a follower.
        replay(&text.replace("Abbot(", "Meeple("));
    }
}

#[test]
fn second_abbot_and_recall_without_an_abbot_are_refused() {
    let twice = record(
        ABBOT,
        r#"
        Place(tile: "B", at: (0, -1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "B", at: (1, -1), rotation: 0, figure: Abbot(Monastery)),
        "#,
    );
    assert_eq!(move_err(&twice), (3, RuleError::AbbotNotInSupply));
    // A follower on the second monastery is fine.
    let g = replay(&twice.replace(
        r#"at: (1, -1), rotation: 0, figure: Abbot(Monastery)"#,
        r#"at: (1, -1), rotation: 0, figure: Meeple(Monastery)"#,
    ));
    assert_eq!((followers(&g), abbots(&g)), (vec![6, 7], vec![0, 1]));

    // No abbot on the map (the turn it would be placed it is not there yet;
    // one move holds one figure action): nothing to take back.
    let nothing = record(
        ABBOT,
        r#"        Place(tile: "B", at: (0, -1), rotation: 0, figure: RecallAbbot(at: (0, -1))),"#,
    );
    assert_eq!(
        move_err(&nothing),
        (1, RuleError::NoAbbotAt(Pos::new(0, -1)))
    );
    // Blue cannot take back Red's abbot.
    let others = record(
        ABBOT,
        r#"
        Place(tile: "B", at: (0, -1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "U", at: (1, 0), rotation: 0, figure: RecallAbbot(at: (0, -1))),
        "#,
    );
    assert_eq!(
        move_err(&others),
        (2, RuleError::NoAbbotAt(Pos::new(0, -1)))
    );
    // Once taken back, the abbot can be placed again later.
    let again = record(
        ABBOT,
        r#"
        Place(tile: "B", at: (0, -1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: RecallAbbot(at: (0, -1))),
        Place(tile: "U", at: (3, 0), rotation: 0),
        Place(tile: "B", at: (1, -1), rotation: 0, figure: Abbot(Monastery)),
        "#,
    );
    let steps = replay_steps(&again);
    // (0,-1) then had D and U at (1,0) around it: 1 + 2 = 3.
    assert_eq!(events(&steps[3]), vec![ev(Some(3), Monastery, 3, &[RED])]);
    assert_eq!(abbots(&steps[3]), vec![1, 1]);
    assert_eq!(abbots(&steps[5]), vec![0, 1]);
}

/// Without the Abbot rule: no abbot, gardens are no spot and score nothing.
#[test]
fn without_the_abbot_rule_there_is_no_abbot_and_gardens_score_nothing() {
    let text = record(
        "",
        r#"        Place(tile: "B", at: (0, -1), rotation: 0, figure: Abbot(Monastery)),"#,
    );
    assert_eq!(move_err(&text), (1, RuleError::AbbotOff));
    let recall = record(
        "",
        r#"        Place(tile: "B", at: (0, -1), rotation: 0, figure: RecallAbbot(at: (0, -1))),"#,
    );
    assert_eq!(move_err(&recall), (1, RuleError::AbbotOff));
    let garden = record(
        "",
        r#"        Place(tile: "E_garden", at: (0, 1), rotation: 180, figure: Meeple(Garden)),"#,
    );
    assert_eq!(
        move_err(&garden),
        (1, RuleError::FollowerOnGarden(Pos::new(0, 1)))
    );
    let g = Game::new(catalog(), 2, RuleSet::default()).unwrap();
    assert_eq!(abbots(&g), vec![0, 0]);
    let e = g.catalog().type_id("E_garden").unwrap();
    let opts = g.figure_options(e, at(0, 1, 180));
    assert!(
        opts.iter()
            .all(|a| matches!(a, FigureAction::Put(FigureKind::Follower, s) if *s != Spot::Garden)),
        "{opts:?}"
    );
    // A garden tile with a farmer next to it: the garden itself never scores.
    let text = record(
        "",
        r#"
        Place(tile: "E_garden", at: (0, 1), rotation: 180, figure: Meeple(Field(NL))),
        Place(tile: "V_garden", at: (1, 0), rotation: 0),
        "#,
    );
    let g = finished(replay(&text));
    assert!(g.events().iter().all(|e| e.kind != Garden.into()));
    assert_eq!(events(&g), vec![ev(None, Field, 3, &[RED])]);
}

fn rule_set(abbot: bool, river: bool) -> RuleSet {
    RuleSet::default()
        .set(Expansion::ABBOT, abbot)
        .set(Expansion::RIVER, river)
}

// ------------------------------------------------------------ The River

/// The whole river, bends alternating left and right, ending in the lake:
/// spring (0,0) flows S; D straight; I bends left (east); C straight; E bends
/// right (south); F straight; J bends left (east); B, H straight; G bends
/// right (south); K straight; the lake L.
const FULL_RIVER: [&str; 11] = [
    r#"Place(tile: "river_D", at: (0, -1), rotation: 0"#,
    r#"Place(tile: "river_I", at: (0, -2), rotation: 270"#,
    r#"Place(tile: "river_C", at: (1, -2), rotation: 0"#,
    r#"Place(tile: "river_E", at: (2, -2), rotation: 0"#,
    r#"Place(tile: "river_F", at: (2, -3), rotation: 0"#,
    r#"Place(tile: "river_J", at: (2, -4), rotation: 270"#,
    r#"Place(tile: "river_B", at: (3, -4), rotation: 0"#,
    r#"Place(tile: "river_H", at: (4, -4), rotation: 0"#,
    r#"Place(tile: "river_G", at: (5, -4), rotation: 270"#,
    r#"Place(tile: "river_K", at: (5, -5), rotation: 0"#,
    r#"Place(tile: "river_L", at: (5, -6), rotation: 0"#,
];

/// The river moves, with a figure on those listed (1-based move, figure).
pub(crate) fn river_moves(figures: &[(usize, &str)]) -> String {
    FULL_RIVER
        .iter()
        .enumerate()
        .map(|(i, m)| match figures.iter().find(|(n, _)| *n == i + 1) {
            Some((_, f)) => format!("        {m}, figure: {f}),"),
            None => format!("        {m}),"),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn river_setup_puts_the_spring_at_the_origin_and_the_river_on_top() {
    let g = Game::new(catalog(), 2, rule_set(false, true)).unwrap();
    let origin = g.tile_at(Pos::ORIGIN).unwrap();
    assert_eq!(g.tile_type(origin.tile).id, "river_A");
    assert_eq!(g.river_end(), Some(Pos::new(0, -1)));
    assert_eq!(g.tiles().len(), 1);
    assert_eq!(
        g.pile_len(),
        11 + 71,
        "the base start tile goes back in the box"
    );
    let count = |id: &str| {
        let t = g.catalog().type_id(id).unwrap();
        g.pile().iter().filter(|&&p| p == t).count()
    };
    assert_eq!(count("D"), 3);
    assert_eq!(count("river_A"), 0);
    assert_eq!(count("river_L"), 1);
    // Shuffled: the eleven river tiles come first, the lake last of them.
    let mut g = g;
    g.shuffle(5);
    let draws: Vec<&str> = g
        .pile()
        .iter()
        .rev()
        .map(|&t| g.tile_type(t).set.as_str())
        .collect();
    assert!(draws[..11].iter().all(|&s| s == "river"));
    assert!(draws[11..].iter().all(|&s| s == "base"));
    let eleventh_from_top = g.pile()[g.pile_len() - 11];
    assert_eq!(g.tile_type(eleventh_from_top).id, "river_L");
}

#[test]
fn lake_before_the_rest_of_the_river_is_refused() {
    let text = record(
        RIVER,
        r#"        Place(tile: "river_L", at: (0, -1), rotation: 0),"#,
    );
    assert_eq!(
        move_err(&text),
        (
            1,
            RuleError::LastTileTooEarly {
                tile: "river_L".into(),
                others_left: 10
            }
        )
    );
}

#[test]
fn land_tiles_wait_for_the_whole_river() {
    let text = record(
        RIVER,
        r#"        Place(tile: "U", at: (1, 0), rotation: 0),"#,
    );
    assert_eq!(
        move_err(&text),
        (
            1,
            RuleError::LandBeforeRiver {
                tile: "U".into(),
                river_left: 11
            }
        )
    );
    // Still refused with only the lake left.
    let moves: Vec<String> = FULL_RIVER[..10]
        .iter()
        .map(|m| format!("        {m}),"))
        .collect();
    let text = record(
        RIVER,
        &format!(
            "{}\n{}",
            moves.join("\n"),
            r#"        Place(tile: "U", at: (1, 0), rotation: 0),"#
        ),
    );
    assert_eq!(
        move_err(&text),
        (
            11,
            RuleError::LandBeforeRiver {
                tile: "U".into(),
                river_left: 1
            }
        )
    );
    // A discard of a land tile is refused the same way.
    let text = record(RIVER, r#"        Discard(tile: "C"),"#);
    assert!(matches!(
        move_err(&text),
        (1, RuleError::LandBeforeRiver { .. })
    ));
}

#[test]
fn river_edges_meet_only_river_edges() {
    // river_D turned 90 runs W–E: its N edge (field) meets the spring's river.
    let text = record(
        RIVER,
        r#"        Place(tile: "river_D", at: (0, -1), rotation: 90),"#,
    );
    assert_eq!(
        replay_err(&text).to_string(),
        "move 1: edge N of (0,-1) is field but (0,0) has river"
    );
}

#[test]
fn river_tile_away_from_the_open_end_is_refused() {
    // West of the spring every edge matches, but the river flows into (0,-1).
    let text = record(
        RIVER,
        r#"        Place(tile: "river_D", at: (-1, 0), rotation: 0),"#,
    );
    assert_eq!(
        move_err(&text),
        (
            1,
            RuleError::RiverNotContinued {
                pos: Pos::new(-1, 0),
                river_end: Some(Pos::new(0, -1))
            }
        )
    );
    let g = Game::new(catalog(), 2, rule_set(false, true)).unwrap();
    let d = g.catalog().type_id("river_D").unwrap();
    let legal = g.legal_placements(d);
    assert!(!legal.is_empty());
    assert!(legal.iter().all(|p| p.pos == Pos::new(0, -1)), "{legal:?}");
}

#[test]
fn river_never_turns_the_same_way_twice_in_a_row() {
    // Left (I: S to E) then left again (G: E to N) doubles back to the spring.
    let u_turn = record(
        RIVER,
        r#"
        Place(tile: "river_I", at: (0, -1), rotation: 270),
        Place(tile: "river_G", at: (1, -1), rotation: 0),
        "#,
    );
    assert_eq!(
        move_err(&u_turn),
        (
            2,
            RuleError::RiverTurnsBack {
                pos: Pos::new(1, -1)
            }
        )
    );
    // A straight piece in between does not reset the rule.
    let with_straight = record(
        RIVER,
        r#"
        Place(tile: "river_I", at: (0, -1), rotation: 270),
        Place(tile: "river_D", at: (1, -1), rotation: 90),
        Place(tile: "river_G", at: (2, -1), rotation: 0),
        "#,
    );
    assert_eq!(
        move_err(&with_straight),
        (
            3,
            RuleError::RiverTurnsBack {
                pos: Pos::new(2, -1)
            }
        )
    );
    // Turning right instead (E: W to S) is fine, and legal_placements agrees.
    let steps = replay_steps(&record(
        RIVER,
        r#"
        Place(tile: "river_I", at: (0, -1), rotation: 270),
        Place(tile: "river_D", at: (1, -1), rotation: 90),
        Place(tile: "river_E", at: (2, -1), rotation: 0),
        "#,
    ));
    let g = &steps[2];
    let gt = g.catalog().type_id("river_G").unwrap();
    assert!(
        !g.legal_placements(gt).contains(&at(2, -1, 0)),
        "the U-turn is not offered"
    );
    assert_eq!(steps[3].river_end(), Some(Pos::new(2, -2)));
}

#[test]
fn whole_river_then_land_tiles() {
    let text = record(RIVER, &river_moves(&[]));
    let steps = replay_steps(&text);
    for (i, g) in steps.iter().enumerate().take(11) {
        assert!(g.river_end().is_some(), "river open after move {i}");
    }
    let g = &steps[11];
    assert_eq!(g.river_end(), None, "the lake ends the river");
    assert_eq!(g.pile_len(), 71);
    assert!(g.events().is_empty());
    // Every river edge on the map meets another river edge: none is left
    // open for a land tile.
    for placed in g.tiles() {
        let t = g.tile_type(placed.tile);
        for side in Side::ALL {
            if t.edge(placed.rotation, side) == carcassonne::rules::EdgeKind::River {
                let n = g
                    .tile_at(placed.pos.step(side))
                    .unwrap_or_else(|| panic!("river open at {} {side}", placed.pos));
                assert_eq!(
                    g.tile_type(n.tile).edge(n.rotation, side.opposite()),
                    carcassonne::rules::EdgeKind::River
                );
            }
        }
    }
    // Land tiles may now follow: U continues the spring's road east.
    let land = format!(
        "{}\n{}",
        river_moves(&[]),
        r#"        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),"#
    );
    let g = replay(&record(RIVER, &land));
    assert_eq!(g.tiles().len(), 13);
    assert_eq!(g.current_player(), RED);
    assert_eq!(followers(&g), vec![7, 6]);
}

/// Followers go on the roads, cities, monasteries and fields of river tiles,
/// never on the river itself; the river never scores.
#[test]
fn followers_on_river_tiles_but_not_on_the_river() {
    let text = record(
        RIVER,
        &river_moves(&[
            (1, "Meeple(Field(WL))"),
            (3, "Meeple(City(N))"),
            (7, "Meeple(Road(S))"),
            (8, "Meeple(Monastery)"),
            (10, "Meeple(Road(W))"),
        ]),
    );
    let g = replay(&text);
    assert_eq!(followers(&g), vec![4, 5]);
    let g = finished(g);
    let mut got = events(&g);
    got.sort_by_key(|e| (e.kind, e.scorers.clone()));
    assert_eq!(
        got,
        vec![
            // river_B's bridge road, open to the south: 1 tile.
            ev(None, Road, 1, &[RED]),
            // river_K's bridge road, open both ways: 1 tile.
            ev(None, Road, 1, &[BLUE]),
            // river_C's north city, open: 1 tile.
            ev(None, City, 1, &[RED]),
            // river_H's monastery: B, G and K around it.
            ev(None, Monastery, 4, &[BLUE]),
        ]
    );
    // The river itself is no spot: river_I's north edge is river.
    let on_river = record(
        RIVER,
        r#"
        Place(tile: "river_D", at: (0, -1), rotation: 0),
        Place(tile: "river_I", at: (0, -2), rotation: 270, figure: Meeple(Road(N))),
        "#,
    );
    assert_eq!(
        move_err(&on_river),
        (
            2,
            RuleError::NoSuchSpot {
                pos: Pos::new(0, -2),
                spot: Spot::Road(Side::N)
            }
        )
    );
}

/// The river splits the fields beside it: on river_K the north-west and the
/// north-east fields are separate, so farmers may stand on both banks; a
/// claim on a field joined to an occupied bank is refused.
#[test]
fn the_river_splits_fields() {
    let base = river_moves(&[(10, "Meeple(Field(NL))")]);
    let text = record(
        RIVER,
        &format!(
            "{base}\n{}",
            r#"
        // Blue: U continues K's road east; farmer on the east bank's field.
        Place(tile: "U", at: (6, -5), rotation: 0, figure: Meeple(Field(NL))),"#
        ),
    );
    let g = replay(&text);
    let west = feature_at(&g, 5, -5, Spot::Field(Half::NL));
    let east = feature_at(&g, 5, -5, Spot::Field(Half::NR));
    assert_ne!(west, east);
    assert_eq!(east, feature_at(&g, 6, -5, Spot::Field(Half::NL)));
    assert_eq!(figures_at(&g, 5, -5).len(), 1);
    assert_eq!(figures_at(&g, 6, -5).len(), 1);
    // Red: V turned 180 at (4,-5); the field inside its curve joins K's west
    // bank (Blue's farmer): refused. Its outer field is free.
    let refused = text.replace(
        "    ],\n)",
        "        Place(tile: \"V\", at: (4, -5), rotation: 180, figure: Meeple(Field(NR))),\n    ],\n)",
    );
    assert_eq!(
        move_err(&refused),
        (
            13,
            RuleError::SpotOccupied {
                pos: Pos::new(4, -5),
                spot: Spot::Field(Half::NR)
            }
        )
    );
    let fine = refused.replace("Meeple(Field(NR))", "Meeple(Field(SL))");
    let g = replay(&fine);
    assert_eq!(followers(&g), vec![6, 5]);
}

/// Both variants together: the river's garden takes the abbot.
#[test]
fn abbot_on_the_river_garden() {
    let text = record(
        "abbot: true, river: true",
        &river_moves(&[(6, "Abbot(Garden)")]),
    );
    let g = replay(&text);
    assert_eq!(abbots(&g), vec![1, 0]);
    let g = finished(g);
    // river_J at (2,-4): F above, B to the east.
    assert_eq!(events(&g), vec![ev(None, Garden, 3, &[BLUE])]);
}

/// Records without `rules` fields get farmers on, abbot and river off.
#[test]
fn record_rules_default_to_the_base_game_with_farmers() {
    let r = GameRecord::parse(&record("", "")).unwrap();
    assert_eq!(r.rules, RuleSet::default());
    assert!(r.rules.farmers && !r.rules.has(Expansion::ABBOT) && !r.rules.has(Expansion::RIVER));
    let r = GameRecord::parse(&record(RIVER, "")).unwrap();
    assert_eq!(r.rules, rule_set(false, true));
}
