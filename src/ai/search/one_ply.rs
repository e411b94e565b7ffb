//! The levels that value each move one move ahead (Greedy, Easy, Medium,
//! and Hard's first ply): their weights and goal, the moves valued, and
//! the pick among the best.

use super::super::eval::{Evaluator, Weights};
use super::super::moves::MoveGen;
use crate::rules::random::Rng;
use crate::rules::{Game, Move, TileTypeId};
use crate::table::Level;

/// Uniform in [0, 1).
pub(super) fn unit(rng: &mut Rng) -> f32 {
    (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32
}

/// A move and its value after applying it.
pub(super) struct Scored {
    pub(super) mv: Move,
    pub(super) value: f32,
}

/// Whose value a level maximises.
#[derive(Clone, Copy)]
pub(super) enum Goal {
    /// Its own value only.
    Own,
    /// Its value against the others'.
    Relative,
}
use Goal::{Own, Relative};

/// The weights and goal of a level that values moves one move ahead (and
/// of Hard's first ply, for Random and Hard).
pub(super) fn one_ply_weights(level: Level, full: Weights) -> (Weights, Goal) {
    match level {
        Level::Greedy => (
            Weights {
                supply: 1.0,
                supply_span: 1000.0,
                ..Weights::SIMPLE
            },
            Own,
        ),
        Level::Easy => (
            Weights {
                supply: 1.5,
                ..Weights::SIMPLE
            },
            Relative,
        ),
        Level::Medium => (
            Weights {
                others_weight: full.medium_others_weight,
                // Medium plays its margin over the others, as before.
                rival_spread: 0.0,
                ..full
            },
            Relative,
        ),
        Level::Random | Level::Hard => (full, Relative),
    }
}

/// Every legal move with its value one move ahead, best first.
pub(super) fn one_ply(
    game: &Game,
    hand: TileTypeId,
    movegen: &mut MoveGen,
    w: Weights,
    goal: Goal,
    rng: &mut Rng,
) -> Vec<Scored> {
    let me = game.current_player();
    let players = game.players().len();
    let mut ev = Evaluator::new(game, w);
    let mut moves = Vec::with_capacity(512);
    movegen.all(game, hand, &mut moves);
    let mut scored: Vec<Scored> = moves
        .into_iter()
        .map(|mv| {
            let mut after = game.clone();
            after
                .apply(&mv)
                .expect("the engine offered this move as legal");
            let v = ev.values(&after);
            let value = match goal {
                Own => v[me],
                Relative => ev.relative(&v, me, players),
            };
            // A hair of noise breaks ties at random (from the AI's own seed).
            Scored {
                mv,
                value: value + 1e-4 * unit(rng),
            }
        })
        .collect();
    scored.sort_by(|a, b| b.value.total_cmp(&a.value));
    scored
}

/// `mv` valued one move ahead as [`one_ply`] values each move (without
/// its hair of noise); `None` if it is not legal on `game`.
pub(super) fn score_one(game: &Game, mv: &Move, w: Weights, goal: Goal) -> Option<Scored> {
    let me = game.current_player();
    let mut after = game.clone();
    after.apply(mv).ok()?;
    let mut ev = Evaluator::new(game, w);
    let v = ev.values(&after);
    let value = match goal {
        Own => v[me],
        Relative => ev.relative(&v, me, game.players().len()),
    };
    Some(Scored { mv: *mv, value })
}

pub(super) fn pick_best(best: &[Scored]) -> (Move, f32) {
    let s = &best[0];
    (s.mv, s.value)
}

/// A move drawn with weight e^((value - best) / temperature).
pub(super) fn pick_loose(best: &[Scored], rng: &mut Rng, temperature: f32) -> (Move, f32) {
    let top = best[0].value;
    let weights: Vec<f32> = best
        .iter()
        .map(|s| ((s.value - top) / temperature).exp())
        .collect();
    let total: f32 = weights.iter().sum();
    let mut x = unit(rng) * total;
    for (s, w) in best.iter().zip(&weights) {
        if x < *w {
            return (s.mv, s.value);
        }
        x -= w;
    }
    (best[0].mv, best[0].value)
}
