//! What the table is told The Princess & the Dragon did
//! (`carcassonne::table::HappeningWatch`), without a window: a record's
//! volcano, magic portal, princess and flight told once each, in order; a
//! flight chosen seat by seat told as each step eats, its end once the move
//! applies; nothing told for a table newly followed or a turn taken back.

use crate::common::{catalog, record_for};
use carcassonne::art::PlayerColour;
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::{
    FeatureKind, FigureKind, GoneFigure, Happening, Placement, Pos, Rotation,
};
use carcassonne::table::{ConfirmedTurn, HappeningWatch, Played, Seat, Table};

const ANN_BO: &[&str] = &["Ann", "Bo"];

fn gone(seat: usize, kind: FigureKind, on: FeatureKind) -> GoneFigure {
    GoneFigure { seat, kind, on }
}

/// The moves of record `text` played one by one, and what a watch
/// following the game tells after each.
fn told_after_each(text: &str) -> Vec<Vec<Happening>> {
    let record = GameRecord::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut game = record.new_game(catalog()).unwrap();
    let mut watch = HappeningWatch::default();
    let mut moves = Vec::new();
    assert_eq!(watch.look(7, &moves, None, &game), [], "a new table");
    record
        .moves
        .iter()
        .map(|m| {
            let mv = m.to_move(game.catalog()).unwrap();
            game.apply(&mv).unwrap();
            moves.push(mv);
            watch.look(7, &moves, None, &game)
        })
        .collect()
}

#[test]
fn a_volcano_and_a_flight_are_told_once_each_step_that_ate_with_whose_figures() {
    // Ann's large thief, Bo's farmer, Ann's builder, Bo's pig; Ann's
    // volcano; Bo's abbot; Ann's six-step flight over the abbot, the
    // farmer (the pig goes home alone, uneaten), the empty start tile, the
    // large thief (the builder goes home alone), then two empty tiles.
    let told = told_after_each(&record_for(
        ANN_BO,
        "abbot: true, inns_cathedrals: true, traders_builders: true, princess_dragon: true",
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0, figure: Meeple(Field(SL))),
        Place(tile: "U", at: (2, 0), rotation: 0, figure: Builder(Road(E))),
        Place(tile: "U", at: (-2, 0), rotation: 0, figure: Pig(Field(SL))),
        Place(tile: "PD_2", at: (0, -1), rotation: 0),
        Place(tile: "B", at: (-1, -1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "PD_I", at: (3, 0), rotation: 0, dragon: [(-1, -1), (-1, 0), (0, 0), (1, 0), (2, 0), (3, 0)]),"#,
    ));
    assert!(told[..4].iter().all(Vec::is_empty), "{told:?}");
    assert_eq!(
        told[4],
        [Happening::Volcano {
            seat: 0,
            at: Pos::new(0, -1)
        }]
    );
    assert_eq!(told[5], []);
    assert_eq!(
        told[6],
        [
            Happening::Eaten {
                step: 1,
                at: Pos::new(-1, -1),
                figures: vec![gone(1, FigureKind::Abbot, FeatureKind::Monastery)],
            },
            Happening::Eaten {
                step: 2,
                at: Pos::new(-1, 0),
                figures: vec![gone(1, FigureKind::Follower, FeatureKind::Field)],
            },
            Happening::Eaten {
                step: 4,
                at: Pos::new(1, 0),
                figures: vec![gone(0, FigureKind::Large, FeatureKind::Road)],
            },
            Happening::FlightEnded { steps: 6, eaten: 3 },
        ]
    );
    assert!(!told[6][3].dead_end());
}

#[test]
fn a_knight_sent_home_and_a_figure_through_the_portal_are_told() {
    // Bo's princess closes Ann's city and sends her knight home (her
    // builder goes home alone: not told as sent by the princess).
    let told = told_after_each(&record_for(
        ANN_BO,
        "traders_builders: true, princess_dragon: true",
        r#"
        Place(tile: "N", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "N", at: (1, 1), rotation: 270, figure: Builder(City(W))),
        Place(tile: "PD_A", at: (1, 0), rotation: 0, figure: Princess(at: (0, 1), spot: City(S))),"#,
    ));
    assert_eq!(
        told[3],
        [Happening::SentHome {
            seat: 1,
            knight: gone(0, FigureKind::Follower, FeatureKind::City),
        }]
    );
    // Bo's abbot through the portal onto Ann's monastery tile.
    let told = told_after_each(&record_for(
        ANN_BO,
        "abbot: true, princess_dragon: true",
        r#"
        Place(tile: "B", at: (0, -1), rotation: 0),
        Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Abbot(Monastery), portal: (0, -1)),"#,
    ));
    assert_eq!(
        told,
        [
            vec![],
            vec![Happening::Portal {
                seat: 1,
                kind: FigureKind::Abbot,
                on: FeatureKind::Monastery,
                at: Pos::new(0, -1),
            }],
        ]
    );
    // A figure on the portal tile itself (a record may name that tile as
    // the portal's) went through no portal.
    let told = told_after_each(&record_for(
        ANN_BO,
        "princess_dragon: true",
        r#"
        Place(tile: "PD_W", at: (-1, 0), rotation: 0, figure: Meeple(Road(S)), portal: (-1, 0)),"#,
    ));
    assert_eq!(told, [vec![]]);
}

#[test]
fn a_flight_chosen_seat_by_seat_is_told_as_each_step_eats_and_ends_once() {
    // Ann's thief east of the start tile, Bo's road west, Ann's volcano
    // south; Bo lays a dragon tile east of the thief.
    let record = GameRecord::parse(&record_for(
        ANN_BO,
        "princess_dragon: true",
        r#"
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "U", at: (-1, 0), rotation: 0),
        Place(tile: "PD_2", at: (0, -1), rotation: 0),"#,
    ))
    .unwrap();
    let seats = vec![
        Seat::person("Ann", PlayerColour::ALL[0]),
        Seat::person("Bo", PlayerColour::ALL[1]),
    ];
    let mut table = Table::from_record(catalog(), &record, seats).unwrap();
    let mut watch = HappeningWatch::default();
    let look = |watch: &mut HappeningWatch, table: &Table| {
        let shown = table
            .flight_so_far()
            .unwrap_or_else(|| table.view(None).game().clone());
        watch.look(3, table.moves(), table.flight(), &shown)
    };
    assert_eq!(look(&mut watch, &table), [], "resumed: nothing new");
    let dragon_tile = table.catalog().type_id("PD_I").unwrap();
    table.deal(dragon_tile).unwrap();
    let placement = Placement {
        pos: Pos::new(2, 0),
        rotation: Rotation::default(),
    };
    let played = table
        .apply(
            1,
            ConfirmedTurn::Place {
                placement,
                action: None,
            },
        )
        .unwrap();
    assert!(matches!(played, Played::Flying { seat: 1, .. }));
    assert_eq!(look(&mut watch, &table), [], "laid: nothing eaten yet");
    // Step 1 (Bo's) onto the empty start tile; step 2 (Ann's) onto her
    // own thief; step 3 (Bo's) into the tile just laid, a dead end.
    table
        .apply(1, ConfirmedTurn::DragonStep(Pos::new(0, 0)))
        .unwrap();
    assert_eq!(look(&mut watch, &table), []);
    table
        .apply(0, ConfirmedTurn::DragonStep(Pos::new(1, 0)))
        .unwrap();
    assert_eq!(
        look(&mut watch, &table),
        [Happening::Eaten {
            step: 2,
            at: Pos::new(1, 0),
            figures: vec![gone(0, FigureKind::Follower, FeatureKind::Road)],
        }]
    );
    assert_eq!(look(&mut watch, &table), [], "told once");
    let played = table
        .apply(1, ConfirmedTurn::DragonStep(Pos::new(2, 0)))
        .unwrap();
    assert!(matches!(played, Played::Turn(_)));
    let end = look(&mut watch, &table);
    assert_eq!(end, [Happening::FlightEnded { steps: 3, eaten: 1 }]);
    assert!(end[0].dead_end());
    // Taken back: nothing is told again, nor undone in words.
    table.undo_last_turn().unwrap();
    assert_eq!(look(&mut watch, &table), []);
    // Another table followed from its middle tells nothing of its past.
    let shown = table.view(None).game().clone();
    assert_eq!(watch.look(4, table.moves(), None, &shown), []);
}
