//! The review in the window: a finished game is reviewed on a thread while
//! the final screen is up, can be stopped and started again, and is kept
//! beside its save so that opening the game again shows it at once.

use crate::app::screen;
use crate::common::data_dir;
use crate::headless::headless;
use bevy::prelude::*;
use carcassonne::ai::Level;
use carcassonne::app::review::{
    GameReview, ReviewLevel, ReviewRequest, ReviewState, read_kept_review, review_path,
};
use carcassonne::app::{SaveRequest, Screen, saving};
use carcassonne::rules::record::GameRecord;
use std::path::PathBuf;
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

fn open(app: &mut App, name: &str) {
    app.world_mut()
        .write_message(SaveRequest::Load(name.to_string()));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        screen(app),
        Screen::Final,
        "a finished game opens at its end"
    );
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
    let mut app = app();
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
    let mut again = self::app();
    open(&mut again, "reviewed-behind");
    assert!(!running(&again), "no second review");
    assert_eq!(review(&again).ready_for(&record), Some(&made));
}

#[test]
fn a_review_can_be_stopped_and_started_again() {
    let (path, record) = saved_finished_game("stopped");
    let mut app = app();
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
    app.world_mut().write_message(ReviewRequest::Start);
    app.update();
    assert!(running(&app), "started again");
    until_reviewed(&mut app);
    assert!(review(&app).ready_for(&record).is_some());
}
