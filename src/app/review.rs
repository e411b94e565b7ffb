//! The post-game review in the window: once a game is over, the Hard
//! computer weighs every move of it (`ai::review`) on a thread of its own,
//! while the final screen is already in use; the screen shows the progress,
//! then where each player lost points. A saved game keeps its review
//! beside its record (`NAME.review.ron`), so opening it again shows it at
//! once.

use crate::ai::review::{Review, ReviewError, ReviewOptions, review};
use crate::app::turn::active_game::{ActiveGame, PlayersGame};
use crate::app::turn::phases::Screen;
use crate::app::turn::setup::Catalog;
use crate::rules::record::GameRecord;
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameReview>()
        .init_resource::<ReviewLevel>()
        .add_message::<ReviewRequest>()
        .add_systems(
            Update,
            (start_review, handle_requests, collect_review)
                .chain()
                .run_if(in_state(Screen::Final)),
        )
        .add_systems(OnExit(Screen::Final), stop_review);
}

/// What the final screen asks of the review.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewRequest {
    /// Stop the review under way.
    Cancel,
    /// Review the game again (after a stop or a failure).
    Start,
}

/// The level that reviews: Hard (tests choose a quicker one).
#[derive(Resource, Clone, Copy, Debug)]
pub struct ReviewLevel(pub crate::ai::Level);

impl Default for ReviewLevel {
    fn default() -> ReviewLevel {
        ReviewLevel(crate::ai::Level::Hard)
    }
}

/// The review of the players' finished game, and where it stands.
#[derive(Resource, Default)]
pub struct GameReview {
    /// The moves of the game reviewed (a review belongs to one game).
    of: Option<GameRecord>,
    pub state: ReviewState,
    /// The save the review goes beside once it is ready, and its game.
    saved_as: Option<(PathBuf, GameRecord)>,
}

/// Where a review stands.
#[derive(Default)]
pub enum ReviewState {
    /// None asked for.
    #[default]
    Idle,
    Running(Running),
    Ready(Review),
    /// The players stopped it.
    Cancelled,
    /// It could not be made (the record does not replay here).
    Failed(String),
}

/// A review on its thread.
pub struct Running {
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    cancel: Arc<AtomicBool>,
    result: Arc<Mutex<Option<Result<Review, ReviewError>>>>,
}

impl Running {
    /// Moves weighed, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }
}

impl GameReview {
    /// The ready review of `record`'s game, if that is the one reviewed.
    pub fn ready_for(&self, record: &GameRecord) -> Option<&Review> {
        match (&self.state, &self.of) {
            (ReviewState::Ready(r), Some(of)) if same_game(of, record) => Some(r),
            _ => None,
        }
    }

    /// A finished game opened from `record_path`: its review kept beside
    /// it, if there is one that reads; else one is made and kept there.
    pub fn opened(record: GameRecord, record_path: &Path) -> GameReview {
        match read_kept_review(record_path).filter(|kept| kept.is_of(&record)) {
            Some(kept) => GameReview {
                of: Some(record.clone()),
                state: ReviewState::Ready(kept),
                saved_as: Some((record_path.to_path_buf(), record)),
            },
            None => GameReview {
                saved_as: Some((record_path.to_path_buf(), record)),
                ..GameReview::default()
            },
        }
    }

    /// The game of `record` was saved as `record_path`: its review goes
    /// beside it now, or once it is ready.
    pub fn saved_as(&mut self, record: GameRecord, record_path: &Path) -> std::io::Result<()> {
        self.saved_as = Some((record_path.to_path_buf(), record));
        self.write_beside()
    }

    fn write_beside(&self) -> std::io::Result<()> {
        let (Some((path, saved)), Some(of), ReviewState::Ready(review)) =
            (&self.saved_as, &self.of, &self.state)
        else {
            return Ok(());
        };
        if !same_game(saved, of) {
            return Ok(());
        }
        let text = ron::ser::to_string_pretty(review, ron::ser::PrettyConfig::default())
            .map_err(std::io::Error::other)?;
        crate::saves::write_atomically(&review_path(path), text.as_bytes())
    }
}

/// Two records of one game: the same players and moves (the extras,
/// such as colours, may differ between a save and the table).
fn same_game(a: &GameRecord, b: &GameRecord) -> bool {
    a.players == b.players && a.rules == b.rules && a.moves == b.moves
}

/// Where the review of the record at `record_path` is kept.
pub fn review_path(record_path: &Path) -> PathBuf {
    record_path.with_extension("review.ron")
}

/// The review kept beside a saved record, if there is one that reads.
pub fn read_kept_review(record_path: &Path) -> Option<Review> {
    let text = std::fs::read_to_string(review_path(record_path)).ok()?;
    // Moves are written as records write them (a figure without `Some`).
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(&text)
        .inspect_err(|e| warn!("{}: not a review: {e}", review_path(record_path).display()))
        .ok()
}

/// Starts reviewing the players' game once it is over, unless this game's
/// review is under way, ready or was stopped.
fn start_review(
    mut review: ResMut<GameReview>,
    active: Option<Single<&ActiveGame, With<PlayersGame>>>,
    catalog: Res<Catalog>,
    level: Res<ReviewLevel>,
) {
    let Some(active) = active else { return };
    if !active.game().is_finished() {
        return;
    }
    let record = active.record();
    if review.of.as_ref().is_some_and(|of| same_game(of, &record)) {
        return;
    }
    review.state = ReviewState::Running(spawn(record.clone(), catalog.0.clone(), level.0));
    review.of = Some(record);
}

/// The review on a thread of its own, its moves spread over the cores the
/// window does not need (at least one).
fn spawn(
    record: GameRecord,
    catalog: Arc<crate::rules::TileCatalog>,
    level: crate::ai::Level,
) -> Running {
    let running = Running {
        done: Arc::new(AtomicUsize::new(0)),
        total: Arc::new(AtomicUsize::new(record.moves.len())),
        cancel: Arc::new(AtomicBool::new(false)),
        result: Arc::new(Mutex::new(None)),
    };
    let (done, total, cancel, result) = (
        running.done.clone(),
        running.total.clone(),
        running.cancel.clone(),
        running.result.clone(),
    );
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get().saturating_sub(1))
        .max(1);
    let options = ReviewOptions { level, threads };
    std::thread::spawn(move || {
        let progress = |d: usize, t: usize| {
            done.store(d, Ordering::Relaxed);
            total.store(t, Ordering::Relaxed);
        };
        let made = review(&record, catalog, &options, &progress, &cancel);
        *result.lock().unwrap_or_else(|e| e.into_inner()) = Some(made);
    });
    running
}

fn handle_requests(
    mut requests: MessageReader<ReviewRequest>,
    mut review: ResMut<GameReview>,
    catalog: Res<Catalog>,
    level: Res<ReviewLevel>,
) {
    for request in requests.read() {
        match request {
            ReviewRequest::Cancel => {
                if let ReviewState::Running(r) = &review.state {
                    r.cancel.store(true, Ordering::Relaxed);
                    review.state = ReviewState::Cancelled;
                }
            }
            ReviewRequest::Start => {
                if matches!(review.state, ReviewState::Running(_)) {
                    continue;
                }
                if let Some(record) = review.of.clone() {
                    review.state = ReviewState::Running(spawn(record, catalog.0.clone(), level.0));
                }
            }
        }
    }
}

/// Takes the finished review from its thread, and keeps it beside the
/// saved record if the game was saved.
fn collect_review(mut review: ResMut<GameReview>) {
    let ReviewState::Running(running) = &review.state else {
        return;
    };
    let Some(made) = running
        .result
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take()
    else {
        return;
    };
    review.state = match made {
        Ok(r) => ReviewState::Ready(r),
        Err(ReviewError::Cancelled) => ReviewState::Cancelled,
        Err(e) => ReviewState::Failed(e.to_string()),
    };
    if let Err(e) = review.write_beside() {
        warn!("cannot keep the review beside the saved game: {e}");
    }
}

/// Leaving the final screen stops a review under way: nobody will see it.
fn stop_review(mut review: ResMut<GameReview>) {
    if let ReviewState::Running(r) = &review.state {
        r.cancel.store(true, Ordering::Relaxed);
        review.state = ReviewState::Idle;
        review.of = None;
    }
}
