//! Where Hard's think stops: its work budget, counted in evaluations (so
//! equal views give equal moves on any machine), a wall-clock safety stop
//! and the caller's cancel flag.

use super::super::eval::{Evaluator, Values, Weights};
use crate::rules::Game;
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Hard's work budget for a move on `game`, in evaluations (`u64::MAX`:
/// none): `hard_evals` thousand on an empty map, shrinking as the map
/// grows, because an evaluation costs more on a bigger map (more features,
/// more figures, a bigger game to copy): at `hard_evals_tiles` tiles on
/// the map it is half. A count, not a clock, so that equal views give
/// equal moves on any machine; calibrated so that six players with every
/// rule think at most about 0.85 s a move on a slow two-core machine (see
/// docs/computer.md).
pub(super) fn hard_budget(game: &Game, w: Weights) -> u64 {
    if w.hard_evals <= 0.0 {
        return u64::MAX;
    }
    let tiles = game.tiles().len() as f32;
    let shrink = if w.hard_evals_tiles > 0.0 {
        1.0 + tiles / w.hard_evals_tiles
    } else {
        1.0
    };
    (w.hard_evals * 1000.0 / shrink) as u64
}

/// The share of Hard's budget its first ply may spend (one evaluation a
/// move): the rest is for the deep search of the best of them.
pub(super) const FIRST_PLY_SHARE: u64 = 4;

/// Why Hard's think stopped before it was done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stop {
    /// The caller's cancel flag was set.
    Cancelled,
    /// The work budget is spent.
    Spent,
    /// The safety stop's time is up.
    TimedOut,
}

/// Where Hard's think stops: its work budget (a count of evaluations, the
/// bound that matters), a wall-clock safety stop that only binds on a
/// machine far slower than the budget was calibrated on (it makes the move
/// depend on the machine, so the suggestion says when it did), and the
/// caller's cancel flag.
pub(super) struct Limits<'a> {
    pub(super) cancel: &'a AtomicBool,
    pub(super) budget: u64,
    deadline: Option<Instant>,
    /// Set once the deadline has passed.
    timed_out: Cell<bool>,
}

impl<'a> Limits<'a> {
    /// `seconds` from now for the safety stop (`None` or not above 0: none).
    pub fn new(cancel: &'a AtomicBool, budget: u64, seconds: Option<f32>) -> Limits<'a> {
        let deadline = seconds
            .filter(|&s| s > 0.0)
            .map(|s| Instant::now() + Duration::from_secs_f32(s));
        Limits {
            cancel,
            budget,
            deadline,
            timed_out: Cell::new(false),
        }
    }

    /// Only the cancel flag.
    pub fn none(cancel: &'a AtomicBool) -> Limits<'a> {
        Limits::new(cancel, u64::MAX, None)
    }

    /// Whether the think must stop before its next evaluation, with
    /// `spent` evaluated so far. The flag and the clock are read every 64
    /// evaluations (a fraction of a millisecond apart).
    pub(super) fn check(&self, spent: u64) -> Result<(), Stop> {
        if spent >= self.budget {
            return Err(Stop::Spent);
        }
        if self.timed_out.get() {
            return Err(Stop::TimedOut);
        }
        if spent.is_multiple_of(64) {
            if self.cancel.load(Ordering::Relaxed) {
                return Err(Stop::Cancelled);
            }
            if self.deadline.is_some_and(|d| Instant::now() >= d) {
                self.timed_out.set(true);
                return Err(Stop::TimedOut);
            }
        }
        Ok(())
    }
}

/// `g` evaluated, if the limits allow one more evaluation.
pub(super) fn evaluate(ev: &mut Evaluator, g: &Game, limits: &Limits) -> Result<Values, Stop> {
    limits.check(ev.evaluations)?;
    Ok(ev.values(g))
}
