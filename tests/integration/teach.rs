//! Teaching the game, headless and driven by messages: the demonstration
//! walked step by step (each step refuses a wrong move and accepts the right
//! one, leaving restores everything and saves nothing), a coached first
//! turn, what each helper level shows, and after a game without farmers how
//! its fields would have scored.

use crate::common::catalog;
use crate::common::data_dir;
use bevy::prelude::*;
use carcassonne::app::coach::{Coach, coaching, marker_notes, matching_edges, next_step};
use carcassonne::app::field_replay::{FieldReplay, FieldsAsked, fields_by_worth, replay_words};
use carcassonne::app::map::{Hover, PointedOut, legal_cell_marks};
use carcassonne::app::screens::trace_text;
use carcassonne::app::settings::Settings;
use carcassonne::app::tutorial::{HowToPlay, Lesson, Said, lesson_view, marked_cells};
use carcassonne::app::words::refusal_text;
use carcassonne::app::{
    ActiveGame, GameSetup, HelperLevel, Screen, Seat, StartGame, TurnInput, TurnPhase, saving,
};
use carcassonne::art::PlayerColour;
use carcassonne::rules::random::Rng;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{
    FeatureKind, FigureAction, FigureKind, Flight, Game, Half, Move, Placement, Pos, Rotation,
    RuleSet, ScoreKind, Side, Spot,
};

fn headless() -> App {
    let mut app = crate::headless::headless();
    app.update();
    app
}

fn setup(
    players: usize,
    rules: RuleSet,
    seed: u64,
    helpers: HelperLevel,
    coach: bool,
) -> GameSetup {
    GameSetup {
        seats: (0..players)
            .map(|i| Seat::person(format!("P{i}"), PlayerColour::ALL[i]))
            .collect(),
        rules,
        seed,
        helpers,
        coach,
        ..Default::default()
    }
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn phase(app: &App) -> Option<TurnPhase> {
    app.world()
        .get_resource::<State<TurnPhase>>()
        .map(|s| *s.get())
}

fn active(app: &App) -> &ActiveGame {
    carcassonne::app::shown_game(app.world()).expect("a game is on the map")
}

/// The players' game, wherever it is (on the map or waiting off it).
fn players_game(app: &mut App) -> ActiveGame {
    let mut games = app
        .world_mut()
        .query_filtered::<&ActiveGame, With<carcassonne::app::PlayersGame>>();
    let games: Vec<ActiveGame> = games.iter(app.world()).cloned().collect();
    assert_eq!(games.len(), 1, "one players' game");
    games.into_iter().next().unwrap()
}

fn lesson(app: &App) -> &Lesson {
    app.world().resource::<Lesson>()
}

fn pointed(app: &App) -> Option<(usize, usize)> {
    app.world().resource::<PointedOut>().0
}

fn send(app: &mut App, input: TurnInput) {
    app.world_mut().write_message(input);
    app.update();
    app.update();
}

fn ask(app: &mut App, what: HowToPlay) {
    app.world_mut().write_message(what);
    app.update();
    app.update();
}

fn at(x: i32, y: i32, turns: u8) -> Placement {
    Placement {
        pos: Pos::new(x, y),
        rotation: Rotation::from_quarter_turns(turns),
    }
}

fn tile(name: &str) -> u8 {
    catalog().type_id(name).unwrap()
}

/// Lays the tile in hand with a figure (or none) and confirms, as the mouse
/// and Enter would.
fn lay(app: &mut App, placement: Placement, figure: Option<FigureAction>) {
    send(app, TurnInput::PlaceTile(placement));
    assert_eq!(
        phase(app),
        Some(TurnPhase::Claim),
        "{:?}",
        active(app).error
    );
    send(app, TurnInput::ChooseFigure(figure));
    assert_eq!(
        active(app).chosen_figure(),
        figure,
        "{:?}",
        active(app).error
    );
    send(app, TurnInput::Confirm);
}

fn refused(app: &App) -> String {
    match &lesson(app).said {
        Some(Said::Refused(why)) => why.clone(),
        other => panic!("the move should be taken back, the demonstration said {other:?}"),
    }
}

fn view(app: &App) -> carcassonne::app::tutorial::LessonView {
    lesson_view(
        crate::i18n::english(),
        lesson(app),
        active(app),
        app.world().resource::<PointedOut>(),
    )
}

/// The learner's scorings in the last move: (kind, points, seats).
fn scorings(app: &App) -> Vec<(ScoreKind, u32, Vec<usize>)> {
    let a = active(app);
    let report = a.last_report.as_ref().expect("a move was applied");
    a.game().events()[report.events.clone()]
        .iter()
        .map(|e| (e.kind, e.points, e.scorers().collect()))
        .collect()
}

#[test]
fn the_demonstration_is_walked_step_by_step_with_the_mouse_s_messages() {
    let mut app = headless();
    assert_eq!(screen(&app), Screen::NewGame);
    ask(&mut app, HowToPlay::Open(0));
    assert_eq!(screen(&app), Screen::Tutorial);
    assert_eq!(phase(&app), Some(TurnPhase::Place));

    // 1. An edge match: the all-city tile is refused against a field, with
    // the reason, and accepted where city meets city.
    assert_eq!(lesson(&app).step, 0);
    assert_eq!(active(&app).drawn(), Some(tile("C")));
    assert_eq!(
        marked_cells(lesson(&app), active(&app)),
        (vec![Pos::new(0, 1)], Some(Pos::new(0, -1)))
    );
    send(&mut app, TurnInput::PlaceTile(at(0, -1, 0)));
    assert_eq!(phase(&app), Some(TurnPhase::Place), "refused");
    let why = view(&app).refused_by_rules.expect("the rules say why");
    assert_eq!(
        why,
        "Its top edge is city; the tile above has a field there"
    );
    assert_eq!(active(&app).game().tiles().len(), 1);
    lay(&mut app, at(0, 1, 0), None);
    assert!(lesson(&app).done);
    assert_eq!(active(&app).game().tiles().len(), 2);
    assert_eq!(
        active(&app).game().tile_at(Pos::new(0, 1)).unwrap().tile,
        tile("C")
    );

    // 2. A three-tile city with a coat of arms, claimed then closed: 8.
    ask(&mut app, HowToPlay::Next);
    assert_eq!(lesson(&app).step, 1);
    assert!(!lesson(&app).done);
    assert_eq!(active(&app).game().tiles().len(), 1, "a fresh position");
    assert_eq!(active(&app).drawn(), Some(tile("M")));
    // Laid without claiming the city: taken back.
    lay(&mut app, at(0, 1, 2), None);
    assert!(
        refused(&app).contains("Claim the city"),
        "{}",
        refused(&app)
    );
    assert_eq!(phase(&app), Some(TurnPhase::Place));
    assert_eq!(active(&app).game().tiles().len(), 1, "taken back");
    assert_eq!(
        active(&app).drawn(),
        Some(tile("M")),
        "the same tile in hand"
    );
    // Claimed: accepted, Bo replies, the closing tile comes to hand.
    send(&mut app, TurnInput::PlaceTile(at(0, 1, 2)));
    let knight = active(&app)
        .game()
        .figure_options(tile("M"), at(0, 1, 2))
        .into_iter()
        .find(|a| matches!(a, FigureAction::Put(FigureKind::Follower, Spot::City(_))))
        .expect("a knight may claim the city");
    send(&mut app, TurnInput::ChooseFigure(Some(knight)));
    send(&mut app, TurnInput::Confirm);
    assert!(
        matches!(&lesson(&app).said, Some(Said::Accepted(w)) if w.contains("knight")),
        "{:?}",
        lesson(&app).said
    );
    assert_eq!(
        active(&app).game().tiles().len(),
        3,
        "the learner's tile and Bo's"
    );
    assert_eq!(
        active(&app).game().players()[0].supply(FigureKind::Follower),
        6
    );
    assert_eq!(active(&app).drawn(), Some(tile("E")));
    assert_eq!(phase(&app), Some(TurnPhase::Place));
    assert_eq!(
        marked_cells(lesson(&app), active(&app)).0,
        vec![Pos::new(1, 1)]
    );
    lay(&mut app, at(1, 1, 3), None);
    assert!(lesson(&app).done);
    assert_eq!(phase(&app), Some(TurnPhase::Score));
    assert_eq!(scorings(&app), vec![(ScoreKind::City, 8, vec![0])]);
    assert_eq!(active(&app).game().players()[0].score, 8);
    let result = view(&app).result;
    assert_eq!(result.len(), 1);
    assert!(
        result[0].contains("3 tiles, 1 coat of arms: +8 to You"),
        "{result:?}"
    );

    // 3. A field touching two completed cities and one unfinished: 6.
    ask(&mut app, HowToPlay::Next);
    assert_eq!(lesson(&app).step, 2);
    assert_eq!(active(&app).drawn(), Some(tile("U")));
    // A farmer in the field south of the road, which touches no city.
    lay(
        &mut app,
        at(2, 0, 0),
        Some(FigureAction::Put(
            FigureKind::Follower,
            Spot::Field(Half::ER),
        )),
    );
    assert!(
        refused(&app).contains("no completed city"),
        "{}",
        refused(&app)
    );
    assert!(active(&app).game().figures().is_empty(), "taken back");
    lay(
        &mut app,
        at(2, 0, 0),
        Some(FigureAction::Put(
            FigureKind::Follower,
            Spot::Field(Half::NL),
        )),
    );
    assert!(lesson(&app).done);
    let v = view(&app);
    let traced = v.traced.expect("the farmer's field is traced");
    assert!(
        traced.starts_with("Field over 4 tiles, touching 2 completed cities"),
        "{traced}"
    );
    assert!(traced.ends_with("Worth 6 at the end"), "{traced}");
    let (t, l) = pointed(&app).expect("pointed out on the map");
    let g = active(&app).game();
    assert_eq!(g.feature_value(g.feature_of(t, l)).value_now, 6);
    assert!(matches!(&v.said, Some(Said::Accepted(w)) if w.contains("6 at the end")));

    // 4. Seven followers: the knight comes back when its city scores, the
    // farmer stays.
    ask(&mut app, HowToPlay::Next);
    assert_eq!(lesson(&app).step, 3);
    assert_eq!(
        active(&app).game().players()[0].supply(FigureKind::Follower),
        5,
        "a knight and a farmer out"
    );
    // Laid away from the knight's city: taken back.
    lay(&mut app, at(0, -2, 2), None);
    assert!(
        refused(&app).contains("Close the city"),
        "{}",
        refused(&app)
    );
    lay(&mut app, at(1, 1, 3), None);
    assert!(lesson(&app).done);
    let g = active(&app).game();
    assert_eq!(
        g.players()[0].supply(FigureKind::Follower),
        6,
        "the knight is back"
    );
    let farmer_stays = g.figures().iter().any(|f| {
        f.player == 0
            && g.tile_type(g.tiles()[f.tile as usize].tile).segments[f.segment as usize].kind
                == FeatureKind::Field
    });
    assert!(farmer_stays, "the farmer stays on the map");
    assert!(matches!(&lesson(&app).said, Some(Said::Accepted(w)) if w.contains("6 of 7")));

    // 5. Joining separately claimed roads is legal and both score in full;
    // claiming the joined road is not.
    ask(&mut app, HowToPlay::Next);
    assert_eq!(lesson(&app).step, 4);
    send(&mut app, TurnInput::PlaceTile(at(1, 0, 1)));
    assert_eq!(phase(&app), Some(TurnPhase::Claim));
    send(
        &mut app,
        TurnInput::ChooseFigure(Some(FigureAction::Put(
            FigureKind::Follower,
            Spot::Road(Side::W),
        ))),
    );
    assert_eq!(active(&app).chosen_figure(), None, "refused");
    let why = refusal_text(crate::i18n::english(), &active(&app).error.clone().unwrap());
    assert!(why.contains("already holds a figure"), "{why}");
    send(&mut app, TurnInput::Confirm);
    assert!(lesson(&app).done);
    assert_eq!(scorings(&app), vec![(ScoreKind::Road, 4, vec![0, 1])]);
    assert!(view(&app).result[0].contains("+4 to You and Bo"));
    assert!(view(&app).last_step);

    // Back, then Finish: the new-game screen as it was, no game anywhere.
    ask(&mut app, HowToPlay::Back);
    assert_eq!(lesson(&app).step, 3);
    assert!(!lesson(&app).done, "the step starts again");
    ask(&mut app, HowToPlay::Next);
    ask(&mut app, HowToPlay::Next);
    assert_eq!(screen(&app), Screen::NewGame);
    let tables = app
        .world_mut()
        .query::<&ActiveGame>()
        .iter(app.world())
        .count();
    assert_eq!(tables, 0, "no table is left anywhere");
    assert!(app.world().get_resource::<Lesson>().is_none());
    assert_eq!(pointed(&app), None);
}

#[test]
fn a_move_taken_back_leaves_no_trace_of_its_tile() {
    // Pointing at the tile being laid, then the step takes the move back:
    // the pointer's feature is not looked up on a map without that tile.
    let mut app = headless();
    ask(&mut app, HowToPlay::Open(1));
    send(&mut app, TurnInput::PlaceTile(at(0, 1, 2)));
    let preview = active(&app).preview.clone().unwrap();
    let on_new_tile = Hover {
        segment: Some((preview.tiles().len() - 1, 0)),
        ..default()
    };
    assert!(on_new_tile.feature_in(&preview).is_some());
    send(&mut app, TurnInput::Confirm);
    assert!(matches!(lesson(&app).said, Some(Said::Refused(_))));
    assert_eq!(on_new_tile.feature_in(active(&app).traced()), None);
}

#[test]
fn leaving_the_demonstration_restores_the_game_and_saves_nothing() {
    let autosave = data_dir().join("autosave.ron");
    let mut app = headless();
    saving(&mut app);
    let settings = Settings::default();
    app.insert_resource(settings.clone());
    app.update();
    app.world_mut().write_message(StartGame(setup(
        2,
        RuleSet::default(),
        17,
        HelperLevel::RulesOnly,
        false,
    )));
    app.update();
    app.update();
    app.update();
    assert_eq!(phase(&app), Some(TurnPhase::Place));
    let first = active(&app)
        .game()
        .legal_placements(active(&app).drawn().unwrap())[0];
    lay(&mut app, first, None);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(phase(&app), Some(TurnPhase::Place));
    let saved = std::fs::read(&autosave).expect("the game is autosaved");
    // Mid-turn, the tile lying tentatively.
    let second = active(&app)
        .game()
        .legal_placements(active(&app).drawn().unwrap())[0];
    send(&mut app, TurnInput::PlaceTile(second));
    let before = active(&app).clone();

    // F1 → How to play, in the middle of the turn.
    ask(&mut app, HowToPlay::Open(2));
    assert_eq!(screen(&app), Screen::Tutorial);
    assert_eq!(lesson(&app).step, 2);
    assert!(lesson(&app).game_waiting());
    // The demonstration plays on its own table: the game waits, as it was,
    // on its own entity, off the map.
    assert_ne!(
        active(&app).id,
        before.id,
        "the map shows the demonstration"
    );
    let waiting = players_game(&mut app);
    assert_eq!(waiting.id, before.id);
    assert!(waiting.game() == before.game());
    assert_eq!(waiting.moves(), before.moves());
    assert_eq!(waiting.tentative_placement(), before.tentative_placement());
    lay(
        &mut app,
        at(2, 0, 0),
        Some(FigureAction::Put(
            FigureKind::Follower,
            Spot::Field(Half::NL),
        )),
    );
    assert!(lesson(&app).done);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(players_game(&mut app).moves(), before.moves());
    assert_eq!(
        std::fs::read(&autosave).unwrap(),
        saved,
        "the demonstration is not saved"
    );

    ask(&mut app, HowToPlay::Leave);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(phase(&app), Some(TurnPhase::Claim), "back in the same turn");
    let after = active(&app);
    assert!(after.game() == before.game(), "the game untouched");
    assert_eq!(after.moves(), before.moves());
    assert_eq!(after.seats(), before.seats());
    assert_eq!(after.drawn(), before.drawn());
    assert_eq!(after.tentative_placement(), before.tentative_placement());
    assert_eq!(after.helpers, HelperLevel::RulesOnly);
    assert!(app.world().get_resource::<Lesson>().is_none());
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(std::fs::read(&autosave).unwrap(), saved);
    assert_eq!(
        *app.world().resource::<Settings>(),
        settings,
        "settings untouched"
    );
}

#[test]
fn a_coached_first_turn_shows_the_matching_edges_and_the_markers_worth() {
    let mut app = headless();
    app.world_mut().write_message(StartGame(setup(
        2,
        RuleSet::default(),
        5,
        HelperLevel::All,
        true,
    )));
    for _ in 0..3 {
        app.update();
    }
    assert!(app.world().resource::<Coach>().on);
    for seat in 0..2 {
        assert_eq!(phase(&app), Some(TurnPhase::Place));
        let a = active(&app);
        assert_eq!(a.game().current_player(), seat);
        assert!(
            coaching(app.world().resource::<Coach>(), a),
            "seat {seat}'s first turn"
        );
        let line = next_step(crate::i18n::english(), a, TurnPhase::Place).unwrap();
        assert!(line.starts_with(&format!("P{seat}'s first turn")), "{line}");
        assert!(line.contains("green cell"), "{line}");
        let tile = a.drawn().unwrap();
        // Beside as many tiles as possible, to see several edges lit.
        let p = a
            .game()
            .legal_placements(tile)
            .into_iter()
            .max_by_key(|p| {
                Side::ALL
                    .into_iter()
                    .filter(|s| a.game().tile_at(p.pos.step(*s)).is_some())
                    .count()
            })
            .unwrap();
        send(&mut app, TurnInput::PlaceTile(p));
        let a = active(&app);
        let edges = matching_edges(a);
        assert!(!edges.is_empty());
        for (side, kind) in &edges {
            let n = a.game().tile_at(p.pos.step(*side)).expect("a neighbour");
            assert_eq!(
                a.game().tile_type(n.tile).edge(n.rotation, side.opposite()),
                *kind,
                "the lit edge matches its neighbour"
            );
        }
        let notes = marker_notes(crate::i18n::english(), a);
        assert_eq!(
            notes.len(),
            carcassonne::app::map::options_by_spot(&a.game().figure_options(tile, p)).len()
        );
        for n in &notes {
            assert!(
                n.text.contains(" when completed")
                    || n.text.contains(" at the end")
                    || n.text.contains("worth "),
                "{}",
                n.text
            );
        }
        // Choosing a figure traces its feature before it is placed.
        let choice = notes[0].options[0];
        send(&mut app, TurnInput::ChooseFigure(Some(choice)));
        let a = active(&app);
        let (t, l) = pointed(&app).expect("the chosen feature is traced");
        let preview = a.preview.as_ref().unwrap();
        assert_eq!(t, preview.tiles().len() - 1, "on the tile being laid");
        let (_, spot) = choice.placed().unwrap();
        assert_eq!(preview.feature_kind(preview.feature_of(t, l)), spot.kind());
        assert!(
            next_step(crate::i18n::english(), a, TurnPhase::Claim)
                .unwrap()
                .contains("would hold the highlighted")
        );
        send(&mut app, TurnInput::Confirm);
        for _ in 0..4 {
            if phase(&app) == Some(TurnPhase::Score) {
                app.world_mut().write_message(TurnInput::ContinueScoring);
            }
            app.update();
        }
    }
    // Quiet afterwards: the first player's second turn.
    let a = active(&app);
    assert_eq!(a.game().current_player(), 0);
    assert!(!coaching(app.world().resource::<Coach>(), a));
    let p = a.game().legal_placements(a.drawn().unwrap())[0];
    send(&mut app, TurnInput::PlaceTile(p));
    if let Some(&choice) = active(&app)
        .game()
        .figure_options(active(&app).drawn().unwrap(), p)
        .first()
    {
        send(&mut app, TurnInput::ChooseFigure(Some(choice)));
        assert_eq!(pointed(&app), None, "nothing traced by the coach");
    }

    // A game started without the coach is never coached.
    let mut app = headless();
    app.world_mut().write_message(StartGame(setup(
        2,
        RuleSet::default(),
        5,
        HelperLevel::All,
        false,
    )));
    for _ in 0..3 {
        app.update();
    }
    assert!(!coaching(app.world().resource::<Coach>(), active(&app)));
}

/// A game at `level`, its first tile laid tentatively (where it touches the
/// most tiles), coached so the markers speak.
fn first_turn_at(level: HelperLevel) -> App {
    let mut app = headless();
    app.world_mut()
        .write_message(StartGame(setup(2, RuleSet::default(), 9, level, true)));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(phase(&app), Some(TurnPhase::Place));
    app
}

/// At a purist table the tile in hand does not look for a fit: it shows as
/// held and turns a quarter at a time (the rules judge it when laid). With
/// helpers it shows (and turns) to an orientation that fits.
#[test]
fn a_purist_tile_shows_as_held_and_turns_a_quarter() {
    for level in [HelperLevel::All, HelperLevel::Purist] {
        let mut app = first_turn_at(level);
        let tile = active(&app).drawn().unwrap();
        let fits = |a: &ActiveGame, cell: Pos, rotation: Rotation| {
            a.game()
                .check_placement(
                    tile,
                    Placement {
                        pos: cell,
                        rotation,
                    },
                )
                .is_ok()
        };
        // Turn the tile in hand until some cell beside the map takes it,
        // but not as held.
        let mut found = None;
        for _ in 0..4 {
            let a = active(&app);
            let held = a.hand_rotation;
            found = a
                .game()
                .frontier()
                .find(|&c| !fits(a, c, held) && Rotation::ALL.into_iter().any(|r| fits(a, c, r)));
            if found.is_some() {
                break;
            }
            send(&mut app, TurnInput::Rotate(None));
        }
        let cell = found.expect("a cell where the held orientation does not fit");
        let a = active(&app);
        let held = a.hand_rotation;
        let shown = a
            .hand_placement(cell)
            .expect("shown over a cell beside the map");
        match level {
            HelperLevel::Purist => assert_eq!(shown.rotation, held, "shown as held"),
            _ => assert!(fits(a, cell, shown.rotation), "shown where it fits"),
        }

        send(&mut app, TurnInput::Rotate(Some(cell)));
        let turned = active(&app).hand_rotation;
        match level {
            HelperLevel::Purist => assert_eq!(turned, held.next(), "a quarter turn"),
            _ => assert!(fits(active(&app), cell, turned), "turned to a fit"),
        }
    }
}

#[test]
fn each_helper_level_shows_what_the_table_agreed() {
    for level in HelperLevel::ALL {
        let mut app = first_turn_at(level);
        let a = active(&app);
        let tile = a.drawn().unwrap();
        let marks = legal_cell_marks(a);
        match level {
            HelperLevel::Purist => assert!(marks.is_empty(), "no legal-cell marks"),
            _ => {
                let mut legal: Vec<Pos> = a
                    .game()
                    .legal_placements(tile)
                    .iter()
                    .map(|p| p.pos)
                    .collect();
                legal.dedup();
                assert!(!marks.is_empty());
                assert!(
                    marks.iter().all(|c| legal.contains(c)),
                    "only cells where it fits"
                );
            }
        }
        // At every level, a placement that does not fit is refused with the rules' reason.
        let cell = a.game().legal_placements(tile)[0].pos;
        let wrong = Rotation::ALL
            .into_iter()
            .find(|r| {
                a.game()
                    .check_placement(
                        tile,
                        Placement {
                            pos: cell,
                            rotation: *r,
                        },
                    )
                    .is_err()
            })
            .expect("some orientation does not fit");
        send(
            &mut app,
            TurnInput::PlaceTile(Placement {
                pos: cell,
                rotation: wrong,
            }),
        );
        assert_eq!(phase(&app), Some(TurnPhase::Place), "{level:?}: refused");
        let why = refusal_text(
            crate::i18n::english(),
            &active(&app).error.clone().expect("the reason"),
        );
        assert!(why.contains(" edge is "), "{level:?}: {why}");

        let p = active(&app).game().legal_placements(tile)[0];
        send(&mut app, TurnInput::PlaceTile(p));
        let a = active(&app);
        let preview = a.preview.as_ref().unwrap();
        let last = preview.tiles().len() - 1;
        // Tracing the start tile's city, as the map will be.
        let city = preview.feature_of(0, 0);
        let trace = trace_text(crate::i18n::english(), a, city, None);
        assert!(trace.starts_with("City of"), "{trace}");
        assert!(trace.contains("Held by"), "{trace}");
        assert_eq!(
            trace.contains("Worth"),
            level == HelperLevel::All,
            "{level:?}: {trace}"
        );
        // The coach's notes on the markers: the feature always, its worth only with all helpers.
        let notes = marker_notes(crate::i18n::english(), a);
        assert!(!notes.is_empty());
        for n in &notes {
            assert_eq!(
                n.text.contains(" · "),
                level == HelperLevel::All,
                "{level:?}: {}",
                n.text
            );
            assert_eq!(n.segment.0, last);
        }
    }
}

#[test]
fn the_fields_of_a_game_without_farmers_are_shown_worth_most_first() {
    // A known map: the field north of the road touches two completed cities
    // and one unfinished one.
    let cat = catalog();
    let rules = RuleSet::default().without_farmers();
    let mut game = Game::new(cat.clone(), 2, rules).unwrap();
    for (name, x, y, turns) in [
        ("E", 0, 1, 2),
        ("D", 1, 0, 0),
        ("E", 1, 1, 2),
        ("D", -1, 0, 0),
    ] {
        game.apply(&Move::Place {
            tile: tile(name),
            placement: at(x, y, turns),
            action: None,
            dragon: Flight::NONE,
        })
        .unwrap();
    }
    let fields = fields_by_worth(&game);
    assert_eq!(fields[0].value.value_now, 6);
    assert_eq!(fields[0].value.cities, 2);
    let strip: Vec<Pos> = fields[0]
        .value
        .tiles
        .iter()
        .map(|i| game.tiles()[i].pos)
        .collect();
    assert_eq!(strip.len(), 3, "the strip north of the road: {strip:?}");
    // Then the field round the two closing tiles, touching both completed
    // cities too but smaller.
    assert_eq!(fields[1].value.value_now, 6);
    assert_eq!(fields[1].value.tiles.len(), 2);
    assert!(fields[2..].iter().all(|f| f.value.value_now < 6));
    // The map has fields touching no completed city; they are not shown.
    let worthless = (0..game.tiles().len())
        .flat_map(|i| {
            let t = game.tile_type(game.tiles()[i].tile);
            (0..t.segments.len())
                .filter(move |&l| t.segments[l].kind == FeatureKind::Field)
                .map(move |l| (i, l))
        })
        .map(|(i, l)| game.feature_of(i, l))
        .filter(|&f| game.feature_value(f).value_now == 0)
        .count();
    assert!(worthless > 0, "the scenario has a field worth nothing");
    assert!(
        fields.iter().all(|f| f.value.value_now > 0),
        "only fields worth points"
    );

    // A whole game without farmers by messages, then the final screen's replay.
    let mut app = headless();
    app.world_mut()
        .write_message(StartGame(setup(2, rules, 15, HelperLevel::All, false)));
    for _ in 0..3 {
        app.update();
    }
    let mut rng = Rng::new(15);
    let mut chooser = RandomPlayer::new();
    while screen(&app) == Screen::Playing {
        match phase(&app) {
            Some(TurnPhase::Place) => {
                let Some(Move::Place {
                    placement, action, ..
                }) = chooser.choose(active(&app).game(), &mut rng)
                else {
                    panic!("a move");
                };
                lay(&mut app, placement, action);
            }
            Some(TurnPhase::Score) => {
                app.world_mut().write_message(TurnInput::ContinueScoring);
                app.update();
            }
            _ => app.update(),
        }
    }
    assert_eq!(screen(&app), Screen::Final);
    assert!(app.world().resource::<FieldReplay>().showing.is_none());
    app.world_mut().write_message(FieldsAsked::Show);
    app.update();
    let replay = app.world().resource::<FieldReplay>();
    assert_eq!(replay.showing, Some(0));
    let top = replay.fields[0].clone();
    // Seed 15's best field: 22 tiles round 4 completed cities; the next
    // best is worth a quarter of it.
    assert_eq!(top.value.value_now, 12);
    assert_eq!(top.value.cities, 4);
    assert_eq!(top.value.tiles.len(), 22);
    let words = replay_words(crate::i18n::english(), replay).unwrap();
    assert!(
        words.starts_with(&format!("Field 1 of {}", replay.fields.len())),
        "{words}"
    );
    assert!(
        words.contains(": over 22 tiles, touching 4 completed cities, it would have scored 12"),
        "{words}"
    );
    assert_eq!(pointed(&app), Some(top.segment), "traced on the map");
    app.world_mut().write_message(FieldsAsked::Next);
    app.update();
    let replay = app.world().resource::<FieldReplay>();
    assert_eq!(replay.showing, Some(1));
    assert_eq!(replay.fields[1].value.value_now, 3);
    assert_eq!(pointed(&app), Some(replay.fields[1].segment));
    app.world_mut().write_message(FieldsAsked::Close);
    app.update();
    assert_eq!(pointed(&app), None);
}

#[test]
fn the_coach_and_the_offer_are_remembered_in_settings() {
    let mut s = Settings::default();
    assert!(s.coaches(), "the first game is coached");
    assert!(
        s.game_setup(1, &carcassonne::i18n::Localizer::english())
            .coach
    );
    s.game_started();
    assert!(!s.coaches(), "later games are not, unless chosen");
    let mut chosen = Settings {
        coach: Some(true),
        ..Settings::default()
    };
    chosen.game_started();
    assert!(chosen.coaches(), "a choice is kept");
    let read: Settings = ron::from_str(
        &ron::to_string(&Settings {
            how_to_play_offered: true,
            ..s.clone()
        })
        .unwrap(),
    )
    .unwrap();
    assert!(read.how_to_play_offered);
    assert_eq!(read.coach, Some(false));
}

/// A game saved without a typed name is named in the player's language.
#[test]
fn a_game_saved_without_a_name_is_named_in_the_players_words() {
    use carcassonne::app::SaveRequest;
    use carcassonne::app::Saves;
    use carcassonne::app::language::Language;
    let saves = data_dir().join("saves");
    let mut app = headless();
    saving(&mut app);
    // The headless app has started already: the scan of the saves folder
    // at startup is past.
    app.init_resource::<Saves>();
    app.insert_resource(Settings::default());
    app.world_mut().resource_mut::<Language>().0 = "de".into();
    app.update();
    app.world_mut().write_message(StartGame(setup(
        2,
        RuleSet::default(),
        23,
        HelperLevel::RulesOnly,
        false,
    )));
    app.update();
    app.update();
    app.world_mut()
        .write_message(SaveRequest::SaveAs("  ".into()));
    app.update();
    app.update();
    let note = &app.world().resource::<Saves>().message;
    let file = saves.join("P0 - P1 (Zug 0).ron");
    assert!(file.exists(), "{note:?}");
}
