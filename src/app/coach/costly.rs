//! The coach after a costly move: in a coached game at a table that shows
//! values, each move a person here confirms is weighed on a thread as the
//! post-game review weighs it (`ai::review::review_move`). When it lost
//! enough to be marked there, the scoreboard says so in one sentence, with
//! the better move's reason, until that player's next move. The players can
//! quiet it for the rest of the game.

use crate::ai::review::{MoveReview, ReviewError, review_move};
use crate::app::coach::advice::Coach;
use crate::app::review::ReviewLevel;
use crate::app::turn::active_game::{ActiveGame, PlayersGame};
use crate::app::turn::messages::{TurnConfirmed, TurnsUndone};
use crate::app::turn::setup::Catalog;
use crate::app::words::reason_words;
use crate::i18n::Localizer;
use crate::rules::Move;
use crate::table::SeatKind;
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// Moves being weighed and what the coach says of the weighed ones.
#[derive(Resource, Default)]
pub struct CostlyMoves {
    /// The game weighed (its `ActiveGame::id`).
    seen: Option<u64>,
    weighing: Vec<Weighing>,
    /// At most one per seat: the seat's last move, when it was costly.
    pub notes: Vec<CostlyNote>,
    /// The players quieted these notes for this game.
    pub quiet: bool,
}

/// A costly move the coach speaks of.
#[derive(Clone, Debug, PartialEq)]
pub struct CostlyNote {
    /// The move's index in the game (from 0).
    pub index: usize,
    pub review: MoveReview,
}

/// One move on its thread.
struct Weighing {
    index: usize,
    played: Move,
    seat: usize,
    cancel: Arc<AtomicBool>,
    result: Arc<Mutex<Option<Weighed>>>,
}

/// What a thread made of its move (`None` in the review: a tile set aside).
type Weighed = Result<Option<MoveReview>, ReviewError>;

impl CostlyMoves {
    /// Whether moves are being weighed (tests wait for it).
    pub fn weighing(&self) -> bool {
        !self.weighing.is_empty()
    }

    /// Drops the notes and weighings of the moves `gone(seat, index)`
    /// names, stopping their threads.
    fn forget(&mut self, gone: impl Fn(usize, usize) -> bool) {
        self.notes.retain(|n| !gone(n.review.seat, n.index));
        self.weighing.retain(|w| {
            let drop = gone(w.seat, w.index);
            if drop {
                w.cancel.store(true, Ordering::Relaxed);
            }
            !drop
        });
    }

    fn clear(&mut self) {
        self.forget(|_, _| true);
        self.quiet = false;
    }
}

/// Whether the coach weighs the moves of this game: coached, at a table
/// that shows values, and not quieted.
fn weighs_moves(coach: &Coach, costly: &CostlyMoves, active: &ActiveGame) -> bool {
    coach.on && !costly.quiet && active.helpers.shows_values()
}

/// The coach's sentence on a costly move, by the player `name`.
pub fn costly_words(t: &Localizer, note: &CostlyNote, name: &str) -> String {
    tr!(
        t,
        "coach-costly",
        name = name,
        points = note.review.loss.round() as i64,
        better = reason_words(t, &note.review.reason)
    )
}

/// Starts weighing each move a person here confirms, forgets what a turn
/// taken back or a new game leaves behind, and takes the weighed moves.
pub(super) fn weigh_moves(
    active: Option<Single<&ActiveGame, With<PlayersGame>>>,
    mut heard: TurnsHeard,
    coach: Res<Coach>,
    mut costly: ResMut<CostlyMoves>,
    catalog: Res<Catalog>,
    level: Res<ReviewLevel>,
) {
    let (confirmed, undone) = heard.read();
    let Some(active) = active else {
        if costly.seen.is_some() {
            costly.clear();
            costly.seen = None;
        }
        return;
    };
    if costly.seen != Some(active.id) {
        // Another game: the moves it starts with were not made here.
        costly.clear();
        costly.seen = Some(active.id);
    }
    for moves in undone
        .iter()
        .filter(|u| u.game == active.id)
        .map(|u| u.moves)
    {
        costly.forget(|_, index| index >= moves);
    }
    let weigh = weighs_moves(&coach, &costly, &active);
    let mut record = None;
    for turn in confirmed.iter().filter(|c| c.game == active.id) {
        // A new move by a seat replaces its note.
        costly.forget(|s, _| s == turn.seat);
        let here = active
            .seats()
            .get(turn.seat)
            .is_some_and(|s| s.kind == SeatKind::Here);
        if weigh && here {
            let record = record.get_or_insert_with(|| active.record()).clone();
            start_weighing(turn, record, &mut costly, &catalog, level.0);
        }
    }
    take_weighed(&active, &mut costly);
}

/// The turns the tables confirmed and took back since the last frame.
#[derive(SystemParam)]
pub(super) struct TurnsHeard<'w, 's> {
    confirmed: MessageReader<'w, 's, TurnConfirmed>,
    undone: MessageReader<'w, 's, TurnsUndone>,
}

impl TurnsHeard<'_, '_> {
    fn read(&mut self) -> (Vec<TurnConfirmed>, Vec<TurnsUndone>) {
        (
            self.confirmed.read().copied().collect(),
            self.undone.read().copied().collect(),
        )
    }
}

/// Starts a thread that weighs `turn`'s move in the game of `record`.
fn start_weighing(
    turn: &TurnConfirmed,
    record: crate::rules::record::GameRecord,
    costly: &mut CostlyMoves,
    catalog: &Catalog,
    level: crate::ai::Level,
) {
    let weighing = Weighing {
        index: turn.index,
        played: turn.mv,
        seat: turn.seat,
        cancel: Arc::new(AtomicBool::new(false)),
        result: Arc::new(Mutex::new(None)),
    };
    let (index, cancel, result, catalog) = (
        turn.index,
        weighing.cancel.clone(),
        weighing.result.clone(),
        catalog.0.clone(),
    );
    std::thread::spawn(move || {
        let weighed = review_move(&record, catalog, index, level, &cancel);
        *result.lock().unwrap_or_else(|e| e.into_inner()) = Some(weighed);
    });
    costly.weighing.push(weighing);
}

/// Takes the moves weighed since the last frame: a marked one becomes its
/// seat's note, if the move is still the game's.
fn take_weighed(active: &ActiveGame, costly: &mut CostlyMoves) {
    let mut done = Vec::new();
    costly.weighing.retain(|w| {
        let taken = w.result.lock().unwrap_or_else(|e| e.into_inner()).take();
        match taken {
            Some(r) => {
                done.push((w.index, w.played, r));
                false
            }
            None => true,
        }
    });
    for (index, played, weighed) in done {
        match weighed {
            Ok(Some(review)) if review.mark.is_some() => {
                if active.moves().get(index) == Some(&played) && !costly.quiet {
                    costly.notes.retain(|n| n.review.seat != review.seat);
                    costly.notes.push(CostlyNote { index, review });
                }
            }
            Ok(_) | Err(ReviewError::Cancelled) => {}
            Err(e) => warn!("the coach could not weigh move {}: {e}", index + 1),
        }
    }
}
