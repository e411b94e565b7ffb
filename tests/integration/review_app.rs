//! The review in the window: a finished game is reviewed on a thread while
//! the final screen is up, can be stopped and started again, and is kept
//! beside its save so that opening the game again shows it at once; in a
//! coached game, the coach says so after a costly move.

use crate::app::{active, phase, screen, send, setup, until_place};
use crate::common::data_dir;
use crate::headless::headless;
use bevy::prelude::*;
use carcassonne::ai::Level;
use carcassonne::ai::review::{MoveReview, review_move};
use carcassonne::app::coach::{CostlyMoves, costly_words};
use carcassonne::app::review::{
    GameReview, ReviewLevel, ReviewRequest, ReviewState, read_kept_review, review_path,
};
use carcassonne::app::{
    GameSetup, HelperLevel, SaveRequest, Screen, StartGame, TurnInput, TurnPhase, saving,
};
use carcassonne::rules::record::{GameRecord, RecordMove};
use carcassonne::rules::{Move, RuleSet};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// A finished game (the committed three-player base game) saved as `name`.
fn saved_finished_game(name: &str) -> (PathBuf, GameRecord) {
    let text = include_str!("../fixtures/records/base.ron");
    let saves = data_dir().join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    let path = saves.join(format!("{name}.ron"));
    std::fs::write(&path, text).unwrap();
    let _ = std::fs::remove_file(review_path(&path));
    (path, GameRecord::parse(text).unwrap())
}

/// The window's logic and saving, reviewing with the quick Easy level.
fn app() -> App {
    let mut app = headless();
    saving(&mut app);
    app.insert_resource(ReviewLevel(Level::Easy));
    app.update();
    app
}

/// The same, reviewing with Hard: about five seconds of one core for the
/// committed game, which no frame outlasts, so the review is surely still
/// under way when the final screen shows (Medium's 20 ms were not: a busy
/// machine paused the frame's thread longer, and CI's "started again"
/// failed).
fn reviewing_app() -> App {
    let mut app = app();
    app.insert_resource(ReviewLevel(Level::Hard));
    app
}

/// Opens the saved game `name`, stepping the app only until its final
/// screen shows: the review started in that frame has had no more time than
/// the frame (how many frames a review on its own thread outlasts depends
/// on how busy the machine is).
fn open(app: &mut App, name: &str) {
    app.world_mut()
        .write_message(SaveRequest::Load(name.to_string()));
    for _ in 0..5 {
        app.update();
        if screen(app) == Screen::Final {
            return;
        }
    }
    panic!("a finished game opens at its end, not at {:?}", screen(app));
}

fn review(app: &App) -> &GameReview {
    app.world().resource::<GameReview>()
}

fn running(app: &App) -> bool {
    matches!(review(app).state, ReviewState::Running(_))
}

/// Steps the app until its review is no longer under way (two minutes at
/// most).
fn until_reviewed(app: &mut App) {
    let start = Instant::now();
    while running(app) {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the review ends"
        );
        std::thread::sleep(Duration::from_millis(20));
        app.update();
    }
}

#[test]
fn a_finished_game_is_reviewed_behind_the_final_screen_and_kept_beside_its_save() {
    let (path, record) = saved_finished_game("reviewed-behind");
    let mut app = reviewing_app();
    open(&mut app, "reviewed-behind");
    // The screen goes on while the moves are weighed on another thread.
    assert!(running(&app), "the review starts with the final screen");
    until_reviewed(&mut app);
    let made = review(&app)
        .ready_for(&record)
        .expect("the review of this game is ready")
        .clone();
    let discards = record
        .moves
        .iter()
        .filter(|m| matches!(m, carcassonne::rules::record::RecordMove::Discard { .. }))
        .count();
    assert_eq!(made.moves.len(), record.moves.len() - discards);
    assert_eq!(made.players.len(), record.players.len());
    // The game was opened from a save: the review went beside it.
    assert_eq!(read_kept_review(&path), Some(made.clone()), "kept beside");

    // Opened again, the kept review is shown at once: no thread at all.
    let mut again = reviewing_app();
    open(&mut again, "reviewed-behind");
    assert!(!running(&again), "no second review");
    assert_eq!(review(&again).ready_for(&record), Some(&made));
}

#[test]
fn a_review_can_be_stopped_and_started_again() {
    let (path, record) = saved_finished_game("stopped");
    let mut app = reviewing_app();
    open(&mut app, "stopped");
    assert!(running(&app));
    app.world_mut().write_message(ReviewRequest::Cancel);
    app.update();
    assert!(matches!(review(&app).state, ReviewState::Cancelled));
    // Nothing is kept for a stopped review.
    for _ in 0..5 {
        app.update();
    }
    assert!(matches!(review(&app).state, ReviewState::Cancelled));
    assert!(read_kept_review(&path).is_none());
    // Started again, reviewed at the quick level: under way or already done,
    // never left stopped.
    app.insert_resource(ReviewLevel(Level::Easy));
    app.world_mut().write_message(ReviewRequest::Start);
    app.update();
    assert!(
        !matches!(review(&app).state, ReviewState::Cancelled),
        "started again"
    );
    until_reviewed(&mut app);
    assert!(review(&app).ready_for(&record).is_some());
}

#[test]
fn a_review_left_beside_a_save_by_another_game_is_not_shown() {
    let (path, record) = saved_finished_game("written-over");
    // The save was written over by this game; beside it lies the review of
    // a game of other players and moves.
    let other = carcassonne::ai::review::Review {
        level: "easy".into(),
        moves: Vec::new(),
        players: Vec::new(),
    };
    std::fs::write(review_path(&path), ron::to_string(&other).unwrap()).unwrap();
    assert_eq!(read_kept_review(&path), Some(other.clone()));
    let mut app = app();
    open(&mut app, "written-over");
    // This game is reviewed anew: never shown the other game's.
    until_reviewed(&mut app);
    let made = review(&app)
        .ready_for(&record)
        .expect("its own review")
        .clone();
    assert_ne!(made, other, "this game is reviewed anew");
    assert_eq!(made.players.len(), record.players.len());
    assert_eq!(
        read_kept_review(&path),
        Some(made),
        "and kept in the other's place"
    );
}

/// A two-player game of people at this table, started at `helpers`, with
/// or without the coach.
fn coached_game(seed: u64, helpers: HelperLevel, coach: bool) -> App {
    let mut app = app();
    app.world_mut().write_message(StartGame(GameSetup {
        helpers,
        coach,
        ..setup(2, RuleSet::default(), seed)
    }));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(phase(&app), Some(TurnPhase::Place));
    app
}

fn costly(app: &App) -> &CostlyMoves {
    app.world().resource::<CostlyMoves>()
}

/// How the review at Easy rates laying the tile in hand as `mv` now (the
/// rules' own review of one move, not the coach's).
fn rated(app: &App, mv: Move) -> MoveReview {
    let active = active(app);
    let catalog = crate::common::catalog();
    let mut record = active.record();
    record.moves.push(RecordMove::from_move(&mv, &catalog));
    let index = record.moves.len() - 1;
    review_move(
        &record,
        catalog,
        index,
        Level::Easy,
        &AtomicBool::new(false),
    )
    .unwrap()
    .expect("a placement is reviewed")
}

/// The tile in hand laid as `mv` and confirmed, as the mouse and Enter
/// would, and the scoring (if any) clicked on.
fn play(app: &mut App, mv: Move) {
    let Move::Place {
        placement, action, ..
    } = mv
    else {
        panic!("a placement")
    };
    send(app, TurnInput::PlaceTile(placement));
    send(app, TurnInput::ChooseFigure(action));
    send(app, TurnInput::Confirm);
    until_place(app);
    assert_eq!(
        phase(app),
        Some(TurnPhase::Place),
        "{:?}",
        active(app).error
    );
}

/// Steps the app until the coach has weighed every move (a minute at most).
fn until_weighed(app: &mut App) {
    let start = Instant::now();
    app.update();
    while costly(app).weighing() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the move is weighed"
        );
        std::thread::sleep(Duration::from_millis(20));
        app.update();
    }
    app.update();
}

/// The first game (by seed) whose first tile can be laid, without a
/// figure, where the review marks it: the move and how it is rated.
fn a_costly_first_move(helpers: HelperLevel, coach: bool) -> (App, Move, MoveReview) {
    for seed in 1..40 {
        let app = coached_game(seed, helpers, coach);
        let active = active(&app);
        let tile = active.drawn().unwrap();
        for placement in active.game().legal_placements(tile) {
            let mv = Move::place(tile, placement, None);
            let review = rated(&app, mv);
            if review.mark.is_some() {
                return (app, mv, review);
            }
        }
    }
    panic!("no first move of 39 games is marked")
}

/// The best move the review finds for the tile in hand.
fn best_move(app: &App) -> Move {
    let active = active(app);
    let tile = active.drawn().unwrap();
    let any = Move::place(tile, active.game().legal_placements(tile)[0], None);
    rated(app, any)
        .best
        .to_move(active.game().catalog())
        .unwrap()
}

#[test]
fn the_coach_says_so_after_a_costly_move_until_that_players_next_move() {
    let (mut app, costly_move, rating) = a_costly_first_move(HelperLevel::All, true);
    play(&mut app, costly_move);
    until_weighed(&mut app);
    let notes = costly(&app).notes.clone();
    assert_eq!(notes.len(), 1, "one note, for the costly move: {notes:?}");
    assert_eq!(notes[0].index, 0);
    assert_eq!(notes[0].review.seat, 0);
    assert_eq!(notes[0].review.loss, rating.loss, "as the review weighs it");
    let words = costly_words(crate::i18n::english(), &notes[0], "P0");
    assert!(
        words.starts_with("P0, that move gave away about "),
        "{words}"
    );
    assert!(words.contains("Better: "), "{words}");

    // The other player plays the best move: nothing said of it, and the
    // first player's note stays until that player moves again.
    let best = best_move(&app);
    play(&mut app, best);
    until_weighed(&mut app);
    assert_eq!(costly(&app).notes, notes, "a best move is not marked");
    let best = best_move(&app);
    play(&mut app, best);
    assert!(
        costly(&app).notes.is_empty(),
        "the next move replaces the note"
    );
    until_weighed(&mut app);
    assert!(costly(&app).notes.is_empty(), "and the best move has none");

    // Quieted, the coach weighs nothing more in this game.
    app.world_mut().resource_mut::<CostlyMoves>().quiet = true;
    let (tile, placements) = {
        let active = active(&app);
        let tile = active.drawn().unwrap();
        (tile, active.game().legal_placements(tile))
    };
    let worst = placements
        .into_iter()
        .map(|placement| Move::place(tile, placement, None))
        .map(|mv| (rated(&app, mv).loss, mv))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .unwrap()
        .1;
    play(&mut app, worst);
    assert!(!costly(&app).weighing(), "quiet: nothing weighed");
    until_weighed(&mut app);
    assert!(costly(&app).notes.is_empty());
}

#[test]
fn the_coach_weighs_moves_only_at_a_coached_table_that_shows_values() {
    for (helpers, coach) in [
        (HelperLevel::All, false),
        (HelperLevel::RulesOnly, true),
        (HelperLevel::Purist, true),
    ] {
        let (mut app, costly_move, _) = a_costly_first_move(helpers, coach);
        play(&mut app, costly_move);
        assert!(!costly(&app).weighing(), "{helpers:?}, coach {coach}");
        until_weighed(&mut app);
        assert!(costly(&app).notes.is_empty(), "{helpers:?}, coach {coach}");
    }
}
