//! The Princess & the Dragon as scenarios: records played through the
//! rules, each checking one rule or reading of docs/rules.md (the volcano,
//! dragon tiles before it, the flight seat by seat, eating, the fairy, the
//! magic portal, the princess, the two special tiles) with the other
//! expansions where they meet it.

use crate::common::{
    catalog, ev, events, figures_at, finished, followers, record_for, replay, replay_err,
    replay_steps,
};
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{
    Departure, Expansion, FigureKind, Game, Move, Pos, RuleSet, ScoreKind, Symbol, TileCatalog,
    TurnReport,
};
use std::sync::Arc;

const PD: &str = "princess_dragon: true";
const ANN_BO: &[&str] = &["Ann", "Bo"];

/// Ann's thief east of the start tile, Bo's road tile west of it, then
/// Ann's volcano south of it: the dragon stands at (0,-1).
const VOLCANO_SOUTH: &str = r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "PD_2", at: (0, -1), rotation: 0),"#;

fn pd(moves: &str) -> String {
    record_for(ANN_BO, PD, moves)
}

/// The text a record's replay stops with ("move 4: ...").
fn refusal(text: &str) -> String {
    replay_err(text).to_string()
}

/// Why each figure that came back did, with its kind and owner, in order.
fn departures(game: &Game) -> Vec<(u8, FigureKind, Departure)> {
    game.returned_figures()
        .iter()
        .map(|r| (r.figure.player, r.figure.kind, r.cause))
        .collect()
}

// ------------------------------------------------------------ the record

#[test]
fn the_contract_example_replays_as_the_record_format_says() {
    let text = pd(r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Meeple(City(N)), portal: (0, 0)),
        Place(tile: "PD_X", at: (-1, -1), rotation: 180, figure: Fairy(at: (1, 0), spot: Road(E))),
        Place(tile: "PD_I", at: (-2, 0), rotation: 0, dragon: [(-1, 0), (-2, 0)]),
        Place(tile: "PD_B", at: (0, 1), rotation: 180, figure: Princess(at: (0, 0), spot: City(N))),
        Place(tile: "W", at: (2, 0), rotation: 180),"#);
    let game = replay(&text);
    assert_eq!(
        events(&game),
        [
            ev(Some(5), ScoreKind::Fairy, 1, &[0]),
            ev(Some(6), ScoreKind::Road, 4, &[0]),
            ev(Some(6), ScoreKind::Fairy, 3, &[0]),
        ]
    );
    assert_eq!(game.dragon(), Some(Pos::new(-2, 0)));
    assert_eq!(game.fairy(), Some(Pos::new(1, 0)));
    assert!(game.fairy_with().is_none(), "the thief scored and left");
    // Bo's knight went home with the princess, Ann's thief with its road.
    assert_eq!(
        departures(&game),
        [
            (1, FigureKind::Follower, Departure::SentHome),
            (0, FigureKind::Follower, Departure::Scored),
        ]
    );
    // Written back, the record is the same record.
    let record = GameRecord::parse(&text).unwrap();
    assert_eq!(GameRecord::parse(&record.to_ron()).unwrap(), record);
    assert!(record.to_ron().contains(
        r#"Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Meeple(City(N)), portal: (0, 0)),"#
    ));
    assert!(
        record.to_ron().contains(
            r#"Place(tile: "PD_I", at: (-2, 0), rotation: 0, dragon: [(-1, 0), (-2, 0)]),"#
        )
    );
}

#[test]
fn a_portal_is_read_bare_or_as_an_option() {
    let game = replay(&pd(r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E)), portal: None),
        Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Meeple(City(N)), portal: Some((0, 0))),"#));
    assert_eq!(figures_at(&game, 0, 0).len(), 1);
    assert_eq!(figures_at(&game, 1, 0).len(), 1);
}

#[test]
fn the_box_is_written_only_when_chosen_and_read_with_every_other_rule() {
    let off = GameRecord::parse(&record_for(ANN_BO, "", "")).unwrap();
    assert!(
        !off.to_ron().contains("princess_dragon"),
        "{}",
        off.to_ron()
    );
    let on = GameRecord::parse(&record_for(
        ANN_BO,
        "abbot: true, princess_dragon: true",
        "",
    ))
    .unwrap();
    assert!(on.rules.has(Expansion::PRINCESS_DRAGON) && on.rules.has(Expansion::ABBOT));
    assert!(on.to_ron().contains(
        "rules: (farmers: true, abbot: true, river: false, inns_cathedrals: false, traders_builders: false, princess_dragon: true),"
    ));
}

// ------------------------------------------------------------ the volcano

#[test]
fn a_dragon_tile_waits_for_the_first_volcano() {
    for first in [
        r#"Place(tile: "PD_I", at: (1, 0), rotation: 0),"#,
        r#"Discard(tile: "PD_I"),"#,
    ] {
        assert_eq!(
            refusal(&pd(first)),
            "move 1: tile PD_I shows a dragon but no volcano has been placed yet"
        );
    }
    // After a volcano it is an ordinary draw.
    replay(&pd(&format!(
        "{VOLCANO_SOUTH}\n Place(tile: \"PD_I\", at: (2, 0), rotation: 0, dragon: [(0, 0), (1, 0), (2, 0)]),"
    )));
}

#[test]
fn the_volcano_calls_the_dragon_and_takes_no_figure() {
    let game = replay(&pd(VOLCANO_SOUTH));
    assert_eq!(game.dragon(), Some(Pos::new(0, -1)));
    assert_eq!(
        refusal(&pd(r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "PD_2", at: (0, -1), rotation: 0, figure: Meeple(Field(NL))),"#)),
        "move 3: the dragon is on (0,-1): no figure may be placed on that tile"
    );
    // The fairy may still move on a volcano's turn.
    let game = replay(&pd(r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "PD_2", at: (0, -1), rotation: 0, figure: Fairy(at: (1, 0), spot: Road(E))),"#));
    assert_eq!(game.fairy(), Some(Pos::new(1, 0)));
    // A second volcano calls the dragon away from the first.
    let game = replay(&pd(&format!(
        "{VOLCANO_SOUTH}\n Place(tile: \"PD_3\", at: (2, 0), rotation: 0),"
    )));
    assert_eq!(game.dragon(), Some(Pos::new(2, 0)));
}

// ------------------------------------------------------------ the flight

#[test]
fn the_flight_goes_seat_by_seat_and_stops_only_at_a_dead_end() {
    let flight = |players: &[&str], steps: &str| {
        record_for(
            players,
            PD,
            &format!(
                "{VOLCANO_SOUTH}\n Place(tile: \"PD_I\", at: (2, 0), rotation: 0, dragon: [{steps}]),"
            ),
        )
    };
    // Bo places the dragon tile: step 1 is his, step 2 Ann's.
    assert_eq!(
        refusal(&flight(ANN_BO, "(0, 0)")),
        "move 4: the dragon flew 1 of 6 steps but can still fly from (0,0) to (1,0) (step 2 is Ann's)"
    );
    // Three players: move 4 is Ann's again; step 3 is Cy's.
    assert_eq!(
        refusal(&flight(&["Ann", "Bo", "Cy"], "(0, 0), (1, 0), (1, 0)")),
        "move 4: dragon step 3 (Cy's): the dragon has already been on (1,0) during this flight"
    );
    assert_eq!(
        refusal(&flight(ANN_BO, "(0, 0), (1, 1)")),
        "move 4: dragon step 2 (Ann's): (1,1) is not next to (0,0), where the dragon is"
    );
    assert_eq!(
        refusal(&flight(ANN_BO, "(0, 0), (0, 1)")),
        "move 4: dragon step 2 (Ann's): there is no tile at (0,1)"
    );
    assert_eq!(
        refusal(&flight(ANN_BO, "(0, -1)")),
        "move 4: dragon step 1 (Bo's): the dragon has already been on (0,-1) during this flight"
    );
    // Into the tile just placed, then a dead end: three steps are the
    // whole flight, and Ann's thief is eaten on the way.
    let game = replay(&flight(ANN_BO, "(0, 0), (1, 0), (2, 0)"));
    assert_eq!(game.dragon(), Some(Pos::new(2, 0)));
    assert_eq!(followers(&game), [7, 7]);
    assert_eq!(
        departures(&game),
        [(0, FigureKind::Follower, Departure::Eaten)]
    );
    assert!(figures_at(&game, 1, 0).is_empty());
    // The other way round the thief is spared: west, then a dead end.
    let game = replay(&flight(ANN_BO, "(0, 0), (-1, 0)"));
    assert_eq!(figures_at(&game, 1, 0).len(), 1);
}

#[test]
fn six_players_each_move_the_dragon_once() {
    let six = ["A", "B", "C", "D", "E", "F"];
    let rules = "inns_cathedrals: true, princess_dragon: true";
    // A straight road east of the start: six road tiles, the volcano on the
    // seventh move, the dragon tile on the eighth (B's, seat 1).
    let mut moves = String::new();
    for x in 1..=6 {
        moves += &format!("Place(tile: \"U\", at: ({x}, 0), rotation: 0),\n");
    }
    moves += "Place(tile: \"PD_2\", at: (6, 1), rotation: 0),\n";
    let line = |steps: &str| {
        format!("{moves}Place(tile: \"PD_I\", at: (7, 0), rotation: 0, dragon: [{steps}]),")
    };
    let text = record_for(
        &six,
        rules,
        &line("(6, 0), (5, 0), (4, 0), (3, 0), (2, 0), (1, 0)"),
    );
    let game = replay(&text);
    assert_eq!(game.dragon(), Some(Pos::new(1, 0)));
    // Step 6 is A's: B placed it, then C, D, E, F, A.
    assert_eq!(
        refusal(&record_for(
            &six,
            rules,
            &line("(6, 0), (5, 0), (4, 0), (3, 0), (2, 0)")
        )),
        "move 8: the dragon flew 5 of 6 steps but can still fly from (2,0) to (1,0) (step 6 is A's)"
    );
    assert!(
        refusal(&record_for(
            &six,
            rules,
            &line("(6, 0), (5, 0), (4, 0), (3, 0), (2, 0), (1, 0), (0, 0)")
        ))
        .starts_with("move 8: the dragon flies at most 6 steps")
    );
}

#[test]
fn a_non_empty_flight_belongs_only_to_a_dragon_tile() {
    assert_eq!(
        refusal(&pd(&format!(
            "{VOLCANO_SOUTH}\n Place(tile: \"U\", at: (2, 0), rotation: 0, dragon: [(1, 0)]),"
        ))),
        "move 4: tile U shows no dragon: the dragon flies only after a dragon tile"
    );
    // `dragon: []` is accepted everywhere.
    replay(&pd(
        r#"Place(tile: "U", at: (1, 0), rotation: 0, dragon: []),"#,
    ));
}

#[test]
fn the_dragon_eats_every_kind_of_figure_and_its_lonely_companions_go_home() {
    let rules = "abbot: true, inns_cathedrals: true, traders_builders: true, princess_dragon: true";
    let text = record_for(
        ANN_BO,
        rules,
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0, figure: Meeple(Field(SL))),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: Builder(Road(E))),
        Place(tile: "U", at: (-2, 0), rotation: 0, figure: Pig(Field(SL))),
        Place(tile: "PD_2", at: (0, -1), rotation: 0),
        Place(tile: "B", at: (-1, -1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "PD_I", at: (3, 0), rotation: 0, dragon: [(-1, -1), (-1, 0), (0, 0), (1, 0), (2, 0), (3, 0)]),"#,
    );
    let states = replay_steps(&text);
    let game = states.last().unwrap();
    assert_eq!(
        departures(game),
        [
            (1, FigureKind::Abbot, Departure::Eaten),
            (1, FigureKind::Follower, Departure::Eaten),
            // Bo's pig has no farmer left in its field.
            (1, FigureKind::Pig, Departure::Alone),
            (0, FigureKind::Large, Departure::Eaten),
            // Ann's builder has no follower left on its road.
            (0, FigureKind::Builder, Departure::Alone),
        ]
    );
    assert!(game.figures().is_empty());
    for p in game.players() {
        for kind in FigureKind::ALL {
            assert_eq!(p.supply(kind), game.rules().figure_count(kind), "{kind}");
        }
    }
    // The dragon tile extended Ann's builder's road: her second turn
    // stands although the builder is gone.
    assert_eq!(game.current_player(), 0);
    assert!(game.is_second_turn());
    // Eaten figures score nothing.
    assert!(game.events().is_empty());
}

#[test]
fn a_builder_or_pig_the_dragon_enters_first_is_eaten() {
    let rules = "traders_builders: true, princess_dragon: true";
    let text = record_for(
        ANN_BO,
        rules,
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: Builder(Road(E))),
        Place(tile: "PD_2", at: (2, -1), rotation: 0),
        Place(tile: "PD_I", at: (3, 0), rotation: 0, dragon: [(2, 0), (1, 0), (0, 0), (-1, 0)]),"#,
    );
    let game = replay(&text);
    assert_eq!(
        departures(&game),
        [
            (0, FigureKind::Builder, Departure::Eaten),
            (0, FigureKind::Follower, Departure::Eaten),
        ]
    );
}

#[test]
fn the_flight_comes_before_the_scoring() {
    // Ann's thief on a road that Bo's dragon tile completes: eaten first,
    // it scores nothing; spared, it scores the road.
    let road = |steps: &str| {
        pd(&format!(
            r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "W", at: (-1, 0), rotation: 180),
        Place(tile: "PD_2", at: (0, -1), rotation: 0),
        Place(tile: "PD_H", at: (2, 0), rotation: 0, dragon: [{steps}]),"#
        ))
    };
    let eaten = replay(&road("(0, 0), (1, 0), (2, 0)"));
    assert!(events(&eaten).is_empty(), "{:?}", events(&eaten));
    assert_eq!(followers(&eaten), [7, 7]);
    let spared = replay(&road("(0, 0), (-1, 0)"));
    assert_eq!(events(&spared), [ev(Some(4), ScoreKind::Road, 4, &[0])]);
}

// ------------------------------------------------------------ the fairy

/// Ann's volcano turn moves the fairy to her thief at (1,0).
const FAIRY_AT_THIEF: &str = r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "PD_2", at: (0, -1), rotation: 0, figure: Fairy(at: (1, 0), spot: Road(E))),"#;

#[test]
fn the_fairy_gives_a_point_at_the_start_of_its_owners_turns_only() {
    let game = replay(&pd(&format!(
        r#"{FAIRY_AT_THIEF}
        Place(tile: "U", at: (-2, 0), rotation: 0),
        Place(tile: "U", at: (2, 0), rotation: 0),
        Place(tile: "B", at: (-1, -1), rotation: 0),
        Place(tile: "B", at: (1, -1), rotation: 0),"#
    )));
    // Moves 5 and 7 start Ann's turns; Bo's turns give nothing.
    assert_eq!(
        events(&game),
        [
            ev(Some(5), ScoreKind::Fairy, 1, &[0]),
            ev(Some(7), ScoreKind::Fairy, 1, &[0]),
        ]
    );
    // Nobody gets a start-of-turn point after the last turn.
    let done = finished(game);
    assert_eq!(
        events(&done)
            .iter()
            .filter(|e| e.kind == ScoreKind::Fairy)
            .count(),
        3,
        "the two turns' points and the thief's road at the end: {:?}",
        events(&done)
    );
}

#[test]
fn a_builders_second_turn_gives_the_fairy_no_second_point() {
    let rules = "traders_builders: true, princess_dragon: true";
    let game = replay(&record_for(
        ANN_BO,
        rules,
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: Builder(Road(E))),
        Place(tile: "B", at: (0, -1), rotation: 0),
        Place(tile: "PD_2", at: (1, -1), rotation: 0, figure: Fairy(at: (1, 0), spot: Road(E))),
        Place(tile: "B", at: (-1, -1), rotation: 0),
        Place(tile: "U", at: (3, 0), rotation: 0),
        Place(tile: "U", at: (4, 0), rotation: 0),"#,
    ));
    // Move 7 starts Ann's turn (+1) and extends her builder's road: move 8
    // is her second turn, with no point of its own.
    assert_eq!(events(&game), [ev(Some(7), ScoreKind::Fairy, 1, &[0])]);
    assert_eq!(game.current_player(), 1);
}

#[test]
fn the_fairy_pays_3_when_its_followers_feature_scores_even_a_field_worth_nothing() {
    // Ann's farmer in the field north of the road, which touches only the
    // start tile's open city: worth 0 at the end, yet the fairy pays 3.
    let game = replay(&pd(r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Field(NL))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "PD_2", at: (0, -1), rotation: 0, figure: Fairy(at: (1, 0), spot: Field(NL))),
        Place(tile: "U", at: (-2, 0), rotation: 0),"#));
    let done = finished(game);
    assert_eq!(events(&done), [ev(None, ScoreKind::Fairy, 3, &[0])]);
    assert_eq!(done.players()[0].score, 3);
}

#[test]
fn the_fairy_pays_its_followers_owner_3_not_doubled_and_not_only_to_the_winner() {
    // Ann's large thief holds the road with the fairy; the road closes.
    let rules = "inns_cathedrals: true, princess_dragon: true";
    let game = replay(&record_for(
        ANN_BO,
        rules,
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Road(E))),
        Place(tile: "W", at: (-1, 0), rotation: 180),
        Place(tile: "PD_2", at: (0, -1), rotation: 0, figure: Fairy(at: (1, 0), spot: Road(E))),
        Place(tile: "W", at: (2, 0), rotation: 0),"#,
    ));
    assert_eq!(
        events(&game),
        [
            ev(Some(4), ScoreKind::Road, 4, &[0]),
            ev(Some(4), ScoreKind::Fairy, 3, &[0]),
        ]
    );
    // Ann's thief (with the fairy) and Bo's large thief end on one road:
    // Bo wins it, and Ann still gets the fairy's 3.
    let game = replay(&record_for(
        ANN_BO,
        rules,
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "W", at: (-1, 0), rotation: 180),
        Place(tile: "PD_2", at: (0, -1), rotation: 0, figure: Fairy(at: (1, 0), spot: Road(E))),
        Place(tile: "B", at: (1, 1), rotation: 0),
        Place(tile: "U", at: (-2, 0), rotation: 0),
        Place(tile: "U", at: (2, 1), rotation: 90, figure: Large(Road(N))),
        Place(tile: "V", at: (2, 0), rotation: 90),
        Place(tile: "W", at: (2, 2), rotation: 0),"#,
    ));
    assert_eq!(
        events(&game),
        [
            ev(Some(5), ScoreKind::Fairy, 1, &[0]),
            ev(Some(7), ScoreKind::Fairy, 1, &[0]),
            ev(Some(8), ScoreKind::Road, 6, &[1]),
            ev(Some(8), ScoreKind::Fairy, 3, &[0]),
        ]
    );
}

#[test]
fn the_fairy_pays_3_when_its_abbot_is_taken_back() {
    let rules = "abbot: true, princess_dragon: true";
    let game = replay(&record_for(
        ANN_BO,
        rules,
        r#"
        Place(tile: "B", at: (0, -1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "PD_2", at: (1, -1), rotation: 0, figure: Fairy(at: (0, -1), spot: Monastery)),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: RecallAbbot(at: (0, -1))),"#,
    ));
    assert_eq!(
        events(&game),
        [
            ev(Some(5), ScoreKind::Fairy, 1, &[0]),
            ev(Some(5), ScoreKind::Monastery, 5, &[0]),
            ev(Some(5), ScoreKind::Fairy, 3, &[0]),
        ]
    );
    assert!(game.fairy_with().is_none());
    assert_eq!(game.fairy(), Some(Pos::new(0, -1)));
}

#[test]
fn the_fairy_goes_only_to_another_of_ones_own_followers() {
    let base = |last: &str| pd(&format!("{FAIRY_AT_THIEF}\n{last}"));
    assert_eq!(
        refusal(&base(
            r#"Place(tile: "U", at: (-2, 0), rotation: 0, figure: Fairy(at: (1, 0), spot: Road(E))),"#
        )),
        "move 4: Road(E) of (1,0): the fairy goes only with one of the player's own followers"
    );
    assert_eq!(
        refusal(&pd(&format!(
            r#"{FAIRY_AT_THIEF}
        Place(tile: "U", at: (-2, 0), rotation: 0),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: Fairy(at: (1, 0), spot: Road(E))),"#
        ))),
        "move 5: Road(E) of (1,0): the fairy is already with that follower"
    );
    // Not to a builder: it is no follower.
    let rules = "traders_builders: true, princess_dragon: true";
    assert_eq!(
        refusal(&record_for(
            ANN_BO,
            rules,
            r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: Builder(Road(E))),
        Place(tile: "PD_2", at: (0, -1), rotation: 0),
        Place(tile: "U", at: (-2, 0), rotation: 0, figure: Fairy(at: (2, 0), spot: Road(E))),"#
        )),
        "move 5: Road(E) of (2,0): the fairy goes only with one of the player's own followers"
    );
}

#[test]
fn the_fairy_shields_its_tile_also_after_its_follower_left_and_when_moved_that_turn() {
    // The contract example's map: the thief at (1,0) has scored; the fairy
    // stays there with nobody. The dragon (at (-2,0)) may not enter (1,0).
    let contract = r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Meeple(City(N)), portal: (0, 0)),
        Place(tile: "PD_X", at: (-1, -1), rotation: 180, figure: Fairy(at: (1, 0), spot: Road(E))),
        Place(tile: "PD_I", at: (-2, 0), rotation: 0, dragon: [(-1, 0), (-2, 0)]),
        Place(tile: "PD_B", at: (0, 1), rotation: 180, figure: Princess(at: (0, 0), spot: City(N))),
        Place(tile: "W", at: (2, 0), rotation: 180),"#;
    assert_eq!(
        refusal(&pd(&format!(
            "{contract}\n Place(tile: \"PD_G\", at: (-3, 0), rotation: 270, dragon: [(-1, 0), (0, 0), (1, 0)]),"
        ))),
        "move 7: dragon step 3 (Ann's): the fairy is on (1,0): the dragon may not enter it"
    );
    // Moved on the dragon tile's own turn, the fairy already shields.
    assert_eq!(
        refusal(&pd(&format!(
            "{VOLCANO_SOUTH}\n Place(tile: \"PD_I\", at: (-2, 0), rotation: 0, dragon: [(0, 0), (-1, 0), (-2, 0)]),\n Place(tile: \"PD_G\", at: (-1, 1), rotation: 90, figure: Fairy(at: (1, 0), spot: Road(E)), dragon: [(-1, 0), (0, 0), (1, 0)]),"
        ))),
        "move 5: dragon step 3 (Ann's): the fairy is on (1,0): the dragon may not enter it"
    );
}

// ------------------------------------------------------------ the portal

#[test]
fn a_magic_portal_sends_a_follower_to_any_unoccupied_unfinished_feature() {
    let rules = "abbot: true, traders_builders: true, princess_dragon: true";
    let two = |moves: &str| record_for(ANN_BO, rules, moves);
    // The road this portal tile completes may be claimed on the portal
    // tile only.
    assert_eq!(
        refusal(&two(r#"
        Place(tile: "W", at: (-1, 0), rotation: 180),
        Place(tile: "PD_W", at: (1, 0), rotation: 180, figure: Meeple(Road(E)), portal: (0, 0)),"#)),
        "move 2: the road at E of (0,0) is already completed: the magic portal reaches only unfinished features"
    );
    let on_the_portal_tile = replay(&two(r#"
        Place(tile: "W", at: (-1, 0), rotation: 180),
        Place(tile: "PD_W", at: (1, 0), rotation: 180, figure: Meeple(Road(W))),"#));
    assert_eq!(
        events(&on_the_portal_tile),
        [ev(Some(2), ScoreKind::Road, 3, &[1])]
    );
    // Occupied, a builder, no portal on the tile, the dragon's tile.
    assert_eq!(
        refusal(&two(r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Meeple(Road(W)), portal: (1, 0)),"#)),
        "move 2: Road(W) of (1,0): the connected road already holds a figure"
    );
    assert_eq!(
        refusal(&two(r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Builder(City(N)), portal: (0, 0)),"#)),
        "move 2: the builder never goes through a magic portal: it goes on the tile just placed"
    );
    assert_eq!(
        refusal(&two(r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(City(N)), portal: (0, 0)),"#)),
        "move 1: tile U has no magic portal"
    );
    assert_eq!(
        refusal(&two(r#"
        Place(tile: "PD_2", at: (0, -1), rotation: 0),
        Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Meeple(Field(NL)), portal: (0, -1)),"#)),
        "move 2: the dragon is on (0,-1): no figure may be placed on that tile"
    );
    // The abbot through the portal to a monastery of another tile.
    let abbot = replay(&two(r#"
        Place(tile: "B", at: (0, -1), rotation: 0),
        Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Abbot(Monastery), portal: (0, -1)),"#));
    assert_eq!(figures_at(&abbot, 0, -1).len(), 1);
    assert_eq!(abbot.figures()[0].kind, FigureKind::Abbot);
    // `portal` at the placed tile itself is as if there were none.
    let here = replay(&two(r#"
        Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Meeple(Road(S)), portal: (-1, 0)),"#));
    assert_eq!(figures_at(&here, -1, 0).len(), 1);
    // On a volcano the dragon has left, a figure may go (it is no longer
    // the dragon's tile).
    let old_volcano = replay(&two(r#"
        Place(tile: "PD_2", at: (0, -1), rotation: 0),
        Place(tile: "PD_3", at: (1, 0), rotation: 0),
        Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Meeple(Field(NL)), portal: (0, -1)),"#));
    assert_eq!(figures_at(&old_volcano, 0, -1).len(), 1);
}

#[test]
fn a_farmer_goes_through_the_portal_only_with_farmers() {
    let text = record_for(
        ANN_BO,
        "farmers: false, princess_dragon: true",
        r#"Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Meeple(Field(SL)), portal: (0, 0)),"#,
    );
    assert_eq!(refusal(&text), "move 1: farmers are off in this game");
}

// ------------------------------------------------------------ the princess

/// Ann's knight in a city (0,1)+(1,1) that is open to the south at (1,1),
/// with her builder beside it; Bo's road west of the start.
const KNIGHT_AND_BUILDER: &str = r#"
        Place(tile: "N", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "N", at: (1, 1), rotation: 270, figure: Builder(City(W))),"#;

#[test]
fn the_princess_sends_a_knight_home_before_her_tile_completes_the_city() {
    let rules = "traders_builders: true, princess_dragon: true";
    let text = |last: &str| record_for(ANN_BO, rules, &format!("{KNIGHT_AND_BUILDER}\n{last}"));
    // Bo's princess closes the city and sends Ann's knight home: the city
    // scores nothing, and Ann's builder, alone now, goes home too.
    let game = replay(&text(
        r#"Place(tile: "PD_A", at: (1, 0), rotation: 0, figure: Princess(at: (0, 1), spot: City(S))),"#,
    ));
    assert!(events(&game).is_empty(), "{:?}", events(&game));
    assert_eq!(
        departures(&game),
        [
            (0, FigureKind::Follower, Departure::SentHome),
            (0, FigureKind::Builder, Departure::Alone),
        ]
    );
    // Declining, Ann's knight scores the city.
    let declined = replay(&text(r#"Place(tile: "PD_A", at: (1, 0), rotation: 0),"#));
    assert_eq!(events(&declined), [ev(Some(4), ScoreKind::City, 8, &[0])]);
    // Only a knight of her own city; only a knight.
    assert_eq!(
        refusal(&text(
            r#"Place(tile: "PD_A", at: (1, 0), rotation: 0, figure: Princess(at: (1, 1), spot: City(W))),"#
        )),
        "move 4: City(W) of (1,1) holds no knight"
    );
    assert_eq!(
        refusal(&text(
            r#"Place(tile: "K", at: (1, 0), rotation: 0, figure: Princess(at: (0, 1), spot: City(S))),"#
        )),
        "move 4: tile K shows no princess"
    );
}

#[test]
fn a_knight_outside_the_princesss_city_stays() {
    // Ann's knight in the start tile's city; Bo's road; Ann's princess in
    // a city of her own east of it.
    let text = |princess: &str| {
        pd(&format!(
            r#"
        Place(tile: "N", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "PD_A", at: (2, 0), rotation: 0, figure: Princess({princess})),"#
        ))
    };
    assert_eq!(
        refusal(&text("at: (0, 1), spot: City(S)")),
        "move 3: the knight on the city at S of (0,1) is not in the princess's city"
    );
    assert_eq!(
        refusal(&text("at: (0, 0), spot: City(N)")),
        "move 3: City(N) of (0,0) holds no knight"
    );
}

#[test]
fn goods_go_to_the_placer_even_when_the_princess_empties_the_city() {
    // Ann's knight in a city with grain (TB_D turned round onto the start
    // tile's city); Bo's princess closes the city and sends her home: the
    // city scores nothing, and Bo, who completed it, takes the grain.
    let rules = "traders_builders: true, princess_dragon: true";
    let game = replay(&record_for(
        ANN_BO,
        rules,
        r#"
        Place(tile: "TB_D", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        Place(tile: "U", at: (1, 0), rotation: 0),
        Place(tile: "U", at: (2, 0), rotation: 0),
        Place(tile: "PD_A", at: (-1, 1), rotation: 90, figure: Princess(at: (0, 1), spot: City(S))),"#,
    ));
    assert_eq!(game.players()[1].goods, [0, 1, 0]);
    assert!(events(&game).is_empty(), "{:?}", events(&game));
    assert_eq!(followers(&game), [7, 7]);
}

// ------------------------------------------------------------ the special tiles

#[test]
fn the_monastery_in_a_city_and_the_tunnel_are_what_the_box_shows() {
    let catalog = catalog();
    let tile = |id: &str| catalog.get(catalog.type_id(id).unwrap()).clone();
    let o = tile("PD_O");
    assert!(o.monastery.is_some());
    assert_eq!(o.symbol, Some(Symbol::Dragon));
    let q = tile("PD_Q");
    let roads: Vec<_> = q
        .segments
        .iter()
        .filter(|s| s.kind == carcassonne::rules::FeatureKind::Road)
        .collect();
    assert_eq!(roads.len(), 1, "the tunnel's road is one road");
    assert_eq!(roads[0].edges, 0b0101, "from N to S");
    assert!(roads[0].tunnel);
    // A monk and a knight on PD_O at once, each its own feature.
    let game = replay(&pd(&format!(
        "{VOLCANO_SOUTH}\n Place(tile: \"PD_O\", at: (0, 1), rotation: 180, figure: Meeple(Monastery), dragon: [(0, 0), (-1, 0)]),\n Place(tile: \"E\", at: (1, 1), rotation: 270, figure: Meeple(City(W))),"
    )));
    assert_eq!(figures_at(&game, 0, 1).len(), 1);
    assert_eq!(figures_at(&game, 1, 1).len(), 1);
    let symbols = |s: Symbol| {
        catalog
            .types()
            .iter()
            .filter(|t| t.symbol == Some(s))
            .map(|t| t.count)
            .sum::<u32>()
    };
    assert_eq!(
        [
            Symbol::Volcano,
            Symbol::Dragon,
            Symbol::Portal,
            Symbol::Princess
        ]
        .map(symbols),
        [6, 12, 6, 6]
    );
}

// ------------------------------------------------------------ the end

/// The base game and a Princess & Dragon set of one dragon tile and no
/// volcano: the dragon tile can never be drawn.
fn catalog_without_volcanoes() -> Arc<TileCatalog> {
    let mut c = TileCatalog::default();
    for set in carcassonne::rules::expansions::tile_set_files() {
        let text = if set.name == "princess_dragon" {
            r#"TileSet(name: "princess_dragon", tiles: [
                Tile(id: "PD_G", count: 2, edges: "FFRR", symbol: Some(Dragon), segments: [
                    Road(edges: [S, W]),
                    Field(halves: [WR, NL, NR, EL, ER, SL]),
                    Field(halves: [SR, WL]),
                ]),
            ])"#
        } else {
            set.built_in
        };
        c.add_set(set.file, text).unwrap();
    }
    Arc::new(c)
}

#[test]
fn dragon_tiles_no_volcano_can_call_stay_out_and_the_game_ends_without_them() {
    let rules = RuleSet::default().with(Expansion::PRINCESS_DRAGON);
    let mut game = Game::new(catalog_without_volcanoes(), 2, rules).unwrap();
    game.shuffle(5);
    let mut rng = carcassonne::rules::random::Rng::new(5);
    RandomPlayer::new().play_out(&mut game, &mut rng, |_| {});
    assert!(game.is_finished());
    // The two dragon tiles were set aside or never drawn: both still to come.
    assert_eq!(game.pile_len(), 2);
    assert!(
        game.tiles()
            .iter()
            .all(|t| game.tile_type(t.tile).symbol.is_none())
    );
}

#[test]
fn a_replayed_record_is_the_game_as_it_was_played_set_aside_tiles_included() {
    // The live game sets dragon tiles aside as it draws them and shuffles
    // them back with its seed; replaying its record by name does the same,
    // so a saved game goes on with the very pile it had.
    let rules = RuleSet::default()
        .with(Expansion::PRINCESS_DRAGON)
        .with(Expansion::RIVER);
    let template = Game::new(catalog(), 3, rules).unwrap();
    let mut player = RandomPlayer::new();
    for seed in 0..20 {
        let (live, moves) = carcassonne::rules::sim::random_game(&template, seed, &mut player);
        let record = GameRecord::of_moves(
            vec!["A".into(), "B".into(), "C".into()],
            rules,
            Some(seed),
            &moves,
            live.catalog(),
        );
        let text = record.to_ron();
        let replayed = GameRecord::parse(&text).unwrap().replay(catalog()).unwrap();
        assert!(replayed == live, "seed {seed}");
        // Part way: the state after each prefix replays to the same pile.
        let half = GameRecord {
            moves: record.moves[..moves.len() / 2].to_vec(),
            ..record.clone()
        };
        let mut resumed = half.replay(catalog()).unwrap();
        let mut rng = carcassonne::rules::random::Rng::new(seed);
        let mut again = template.clone();
        again.shuffle(seed);
        for m in &moves[..moves.len() / 2] {
            again.apply(m).unwrap();
        }
        assert!(resumed == again, "seed {seed}: the half-way state");
        assert_eq!(resumed.next_tile(), again.next_tile());
        let _ = resumed.draw();
        let _ = rng.next_u64();
    }
}

// ------------------------------------------------------------ properties

/// What the random games of every setup with the box showed, so that the
/// run is known to have reached each rule.
#[derive(Debug, Default)]
struct Reached {
    games: u32,
    volcanoes: u32,
    flights: u32,
    dead_ends: u32,
    eaten: u32,
    alone: u32,
    sent_home: u32,
    fairy_moves: u32,
    fairy_turn_points: u32,
    fairy_feature_points: u32,
    portals: u32,
    set_aside: u32,
}

/// Every rule combination with the box, each player count, a few random
/// games each, checked after every move: figures conserved, scores only
/// grow and add up, the dragon never on the fairy's tile nor where a
/// figure stands, no lonely builder or pig, the fairy with a follower of
/// its own tile, each flight as long as the rules make it.
#[test]
fn random_games_with_the_box_keep_every_invariant() {
    let catalog = catalog();
    let mut reached = Reached::default();
    for (i, (rules, players)) in crate::common::setups()
        .into_iter()
        .filter(|(r, _)| r.has(Expansion::PRINCESS_DRAGON))
        .enumerate()
    {
        let template = Game::new(catalog.clone(), players, rules).unwrap();
        for g in 0..3u64 {
            play_checked(&template, 7_919 * i as u64 + g, &mut reached);
        }
    }
    assert!(reached.games > 300, "{reached:?}");
    for (what, n) in [
        ("volcanoes", reached.volcanoes),
        ("flights", reached.flights),
        ("dead ends", reached.dead_ends),
        ("figures eaten", reached.eaten),
        ("lonely builders or pigs", reached.alone),
        ("knights sent home", reached.sent_home),
        ("fairy moves", reached.fairy_moves),
        ("fairy turn points", reached.fairy_turn_points),
        ("fairy feature points", reached.fairy_feature_points),
        ("portals used", reached.portals),
        ("dragon tiles set aside", reached.set_aside),
    ] {
        assert!(n > 0, "no {what}: {reached:?}");
    }
}

/// One random game, each move checked.
fn play_checked(template: &Game, seed: u64, reached: &mut Reached) {
    let mut game = template.clone();
    game.shuffle(seed);
    let mut rng = carcassonne::rules::random::Rng::new(seed ^ 0xD2A6);
    let mut player = RandomPlayer::new();
    while let Some(mv) = player.choose(&game, &mut rng) {
        let before = game.clone();
        let report = game
            .apply(&mv)
            .unwrap_or_else(|e| panic!("seed {seed}: {mv:?}: {e}"));
        check_step(&before, &mv, &game, &report, reached);
        if game.is_finished() {
            break;
        }
    }
    assert!(game.is_finished(), "seed {seed}");
    assert!(
        game.next_tile().is_none(),
        "seed {seed}: a drawable tile left"
    );
    assert!(game.figures().is_empty(), "seed {seed}");
    reached.games += 1;
}

fn check_step(before: &Game, mv: &Move, after: &Game, report: &TurnReport, reached: &mut Reached) {
    let rules = after.rules();
    // Every figure in a supply or on the map.
    for (p, state) in after.players().iter().enumerate() {
        for kind in FigureKind::ALL {
            let out = after
                .figures()
                .iter()
                .filter(|f| f.player as usize == p && f.kind == kind)
                .count() as u8;
            assert_eq!(
                state.supply(kind) + out,
                rules.figure_count(kind),
                "{kind} of seat {p}"
            );
        }
        assert!(
            state.score >= before.players()[p].score,
            "a score went down"
        );
        let earned: u32 = after
            .events()
            .iter()
            .filter(|e| e.scorers().any(|s| s == p))
            .map(|e| e.points)
            .sum();
        assert_eq!(earned, state.score);
    }
    // The dragon never shares a tile with the fairy or with a figure.
    if let Some(dragon) = after.dragon() {
        assert_ne!(Some(dragon), after.fairy(), "{mv:?}");
        assert_eq!(after.figures_on(dragon).count(), 0, "{mv:?}");
    }
    if let Some(f) = after.fairy_with() {
        assert!(f.kind.is_follower());
        assert_eq!(Some(after.tiles()[f.tile as usize].pos), after.fairy());
    }
    // No builder or pig without a follower of its owner beside it.
    for f in after.figures() {
        if f.kind.spec().beside_own_follower {
            let feature = after.feature_of(f.tile as usize, f.segment as usize);
            assert!(
                after
                    .feature_figures(feature)
                    .any(|g| g.player == f.player && g.kind.is_follower()),
                "a lonely {} after {mv:?}",
                f.kind
            );
        }
    }
    for e in &after.events()[report.events.clone()] {
        if e.kind == ScoreKind::Fairy {
            assert_eq!(e.scorers().count(), 1);
            match e.points {
                1 => {
                    assert_eq!(e.scorers().next(), Some(before.current_player()));
                    assert!(!before.is_second_turn());
                    reached.fairy_turn_points += 1;
                }
                3 => reached.fairy_feature_points += 1,
                p => panic!("the fairy gave {p}"),
            }
        }
    }
    for r in &after.returned_figures()[report.returned.clone()] {
        match r.cause {
            Departure::Eaten => reached.eaten += 1,
            Departure::Alone => reached.alone += 1,
            Departure::SentHome => reached.sent_home += 1,
            Departure::Scored => {}
        }
    }
    if after.dragon_tiles_aside().len() > before.dragon_tiles_aside().len() {
        reached.set_aside += 1;
    }
    let Move::Place {
        tile,
        placement,
        action,
        dragon,
    } = *mv
    else {
        return;
    };
    match action {
        Some(carcassonne::rules::FigureAction::Fairy(..)) => reached.fairy_moves += 1,
        Some(carcassonne::rules::FigureAction::Portal(..)) => reached.portals += 1,
        _ => {}
    }
    if after.tile_type(tile).symbol == Some(Symbol::Volcano) {
        assert_eq!(after.dragon(), Some(placement.pos));
        reached.volcanoes += 1;
    }
    if before.flies_dragon(tile) {
        reached.flights += 1;
        assert_eq!(
            after.dragon(),
            dragon.steps().last().copied().or(before.dragon())
        );
        // The flight is over only where the rules end it.
        let more = before
            .flight_options(tile, placement, action, dragon.steps())
            .unwrap();
        assert!(more.is_empty(), "the dragon could still fly: {mv:?}");
        if dragon.len() < carcassonne::rules::Flight::STEPS {
            reached.dead_ends += 1;
        }
    } else {
        assert!(dragon.is_empty());
    }
}

/// The final table's columns: the fairy's only with the box (a game without
/// it showed a column of zeros headed "Fairy"), each expansion's column
/// with its own figures or goods.
#[test]
fn the_final_table_has_a_fairy_column_only_with_the_box() {
    let base = RuleSet::default();
    let columns = |rules: RuleSet| -> Vec<ScoreKind> {
        ScoreKind::ALL
            .into_iter()
            .filter(|k| k.column_with(rules))
            .collect()
    };
    assert!(
        !columns(base).contains(&ScoreKind::Fairy),
        "{:?}",
        columns(base)
    );
    assert!(!columns(base).contains(&ScoreKind::Pig));
    let with_box = base.with(Expansion::PRINCESS_DRAGON);
    assert!(columns(with_box).contains(&ScoreKind::Fairy));
    assert!(!columns(with_box).contains(&ScoreKind::Goods));
    let everything = with_box
        .with(Expansion::TRADERS_BUILDERS)
        .with(Expansion::ABBOT);
    for kind in [
        ScoreKind::Fairy,
        ScoreKind::Pig,
        ScoreKind::Goods,
        ScoreKind::Garden,
    ] {
        assert!(columns(everything).contains(&kind), "{kind:?}");
    }
}
