//! How each level picks among the legal moves: at random, by one move's
//! evaluation, or (Hard) by an expectimax over the next player's draw plus
//! sampled deals of the rest of the round.

use super::eval::{Evaluator, Weights};
use super::moves::MoveGen;
use super::reason::describe;
use super::suggestion::Suggestion;
use crate::rules::random::Rng;
use crate::rules::{Game, Move, RuleError, TileTypeId};
use crate::table::Level;
use std::sync::atomic::{AtomicBool, Ordering};

/// Uniform in [0, 1).
fn unit(rng: &mut Rng) -> f32 {
    (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32
}

/// A move and its value after applying it.
struct Scored {
    mv: Move,
    value: f32,
    after: Game,
}

/// Picks a move on `game` (already re-dealt: its pile order is the AI's own).
pub(crate) fn choose(
    level: Level,
    game: &Game,
    hand: TileTypeId,
    rng: &mut Rng,
    cancel: &AtomicBool,
    full: Weights,
) -> Suggestion {
    let mut movegen = MoveGen::new();
    let (mv, value, cancelled) = match level {
        Level::Random => (random_move(game, hand, &mut movegen, rng), 0.0, false),
        Level::Greedy => {
            let w = Weights {
                supply: 1.0,
                supply_span: 1000.0,
                ..Weights::SIMPLE
            };
            let best = one_ply(game, hand, &mut movegen, w, Own, rng);
            let (mv, v) = pick_best(&best);
            (mv, v, false)
        }
        Level::Easy => {
            let w = Weights {
                supply: 1.5,
                ..Weights::SIMPLE
            };
            let best = one_ply(game, hand, &mut movegen, w, Relative, rng);
            let (mv, v) = pick_loose(&best, rng, full.easy_temperature);
            (mv, v, false)
        }
        Level::Medium => {
            let w = Weights {
                others_weight: full.medium_others_weight,
                // Medium plays its margin over the others, as before.
                rival_spread: 0.0,
                ..full
            };
            let best = one_ply(game, hand, &mut movegen, w, Relative, rng);
            let (mv, v) = if full.medium_temperature > 0.0 {
                pick_loose(&best, rng, full.medium_temperature)
            } else {
                pick_best(&best)
            };
            (mv, v, false)
        }
        Level::Hard => hard(game, hand, &mut movegen, rng, cancel, full),
    };
    let reason = describe(game, &mv);
    Suggestion {
        mv,
        reason,
        value,
        level,
        cancelled,
    }
}

fn random_move(game: &Game, hand: TileTypeId, movegen: &mut MoveGen, rng: &mut Rng) -> Move {
    let placements = movegen.placements(game, hand);
    if placements.is_empty() {
        return Move::Discard { tile: hand };
    }
    let placement = placements[rng.below(placements.len())];
    let actions = movegen.actions(game, hand, placement);
    let k = rng.below(actions.len() + 1);
    Move::Place {
        tile: hand,
        placement,
        action: k.checked_sub(1).map(|i| actions[i]),
    }
}

/// Whose value a level maximises.
#[derive(Clone, Copy)]
enum Goal {
    /// Its own value only.
    Own,
    /// Its value against the others'.
    Relative,
}
use Goal::{Own, Relative};

/// Every legal move with its value one move ahead, best first.
fn one_ply(
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
                after,
            }
        })
        .collect();
    scored.sort_by(|a, b| b.value.total_cmp(&a.value));
    scored
}

fn pick_best(best: &[Scored]) -> (Move, f32) {
    let s = &best[0];
    (s.mv, s.value)
}

/// A move drawn with weight e^((value - best) / temperature).
fn pick_loose(best: &[Scored], rng: &mut Rng, temperature: f32) -> (Move, f32) {
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

/// Hard: Medium's best few moves, each valued by the expectation over the
/// next player's draw (every unseen tile type they may draw, weighted by its
/// count) of the position after their best reply; with samples, plus what
/// the rest of the round and its own next move add, over sampled deals
/// shared by all candidates.
fn hard(
    game: &Game,
    hand: TileTypeId,
    movegen: &mut MoveGen,
    rng: &mut Rng,
    cancel: &AtomicBool,
    full: Weights,
) -> (Move, f32, bool) {
    let me = game.current_player();
    let players = game.players().len();
    let mut ev = Evaluator::new(game, full);
    let first = one_ply(game, hand, movegen, full, Relative, rng);
    let mut best = (first[0].mv, first[0].value);
    let mut best_deep = f32::MIN;
    let mut replies = Vec::with_capacity(512);
    // The next round's draws, dealt from the unseen tiles by our own seed.
    // A round is longer with more players: fewer deals keep the time level.
    let samples = (full.hard_samples * 2.0 / players as f32).ceil() as usize;
    let deals: Vec<Vec<TileTypeId>> = (0..samples)
        .map(|_| deal_ahead(game, hand, players, rng))
        .collect();
    for cand in first.iter().take(full.hard_width as usize) {
        if cancel.load(Ordering::Relaxed) {
            return (best.0, best.1, true);
        }
        ev.rebase(&cand.after);
        let mut value = if cand.after.is_finished() {
            cand.value
        } else {
            match expect_reply(
                &cand.after,
                me,
                players,
                &mut ev,
                movegen,
                &mut replies,
                cancel,
            ) {
                Some(v) => v,
                None => return (best.0, best.1, true),
            }
        };
        if !deals.is_empty() && !cand.after.is_finished() {
            let mut gain = 0.0;
            for deal in &deals {
                gain += round_gain(
                    &cand.after,
                    deal,
                    me,
                    players,
                    &mut ev,
                    movegen,
                    &mut replies,
                );
            }
            value += gain / deals.len() as f32;
        }
        if value > best_deep {
            best_deep = value;
            best = (cand.mv, value);
        }
    }
    (best.0, best.1, false)
}

/// The tiles drawn after `hand` in one deal of the unseen tiles (the next
/// `players` draws: the others' turns and our next one).
fn deal_ahead(game: &Game, hand: TileTypeId, players: usize, rng: &mut Rng) -> Vec<TileTypeId> {
    let mut g = game.clone();
    g.redeal_unseen(Some(hand), rng);
    g.pile()
        .iter()
        .rev()
        .skip(1)
        .take(players)
        .copied()
        .collect()
}

/// The best move for the player to move on `g` with `tile`, by their own
/// relative value (a rival's as `me` expects it); `None` if the tile cannot
/// be played now.
fn best_reply(
    g: &Game,
    tile: TileTypeId,
    me: usize,
    players: usize,
    ev: &mut Evaluator,
    movegen: &mut MoveGen,
    replies: &mut Vec<Move>,
) -> Option<(Game, crate::ai::eval::Values)> {
    if !matches!(
        g.check(&Move::Discard { tile }),
        Err(RuleError::FitsSomewhere { .. })
    ) {
        return None;
    }
    let mover = g.current_player();
    movegen.all(g, tile, replies);
    let mut best: Option<(f32, Game, crate::ai::eval::Values)> = None;
    for mv in replies.iter() {
        let mut g2 = g.clone();
        g2.apply(mv).expect("the engine offered this move as legal");
        let v = ev.values(&g2);
        let r = if mover == me {
            ev.relative(&v, mover, players)
        } else {
            ev.rival_relative(&v, mover, players)
        };
        if best.as_ref().is_none_or(|(b, _, _)| r > *b) {
            best = Some((r, g2, v));
        }
    }
    best.map(|(_, g2, v)| (g2, v))
}

/// What the rest of the round adds, in one sampled deal: the others reply
/// in turn with their tiles, then we play ours. Our value then minus our
/// value after the first reply (which the exact expectation covers).
fn round_gain(
    after: &Game,
    deal: &[TileTypeId],
    me: usize,
    players: usize,
    ev: &mut Evaluator,
    movegen: &mut MoveGen,
    replies: &mut Vec<Move>,
) -> f32 {
    let mut g = after.clone();
    let mut base = None;
    let v0 = ev.values(&g);
    let mut last = ev.relative(&v0, me, players);
    for &tile in deal {
        if g.is_finished() {
            break;
        }
        let mover = g.current_player();
        if let Some((g2, v)) = best_reply(&g, tile, me, players, ev, movegen, replies) {
            g = g2;
            last = ev.relative(&v, me, players);
        }
        base.get_or_insert(last);
        if mover == me {
            break;
        }
    }
    last - base.unwrap_or(last)
}

/// The expected value to `me` of `after` once the next player has drawn and
/// made their best reply. `None` if cancelled.
fn expect_reply(
    after: &Game,
    me: usize,
    players: usize,
    ev: &mut Evaluator,
    movegen: &mut MoveGen,
    replies: &mut Vec<Move>,
    cancel: &AtomicBool,
) -> Option<f32> {
    let them = after.current_player();
    let counts = after.unseen_counts();
    let mut total = 0.0;
    let mut sum = 0.0;
    let here = ev.values(after);
    let stay = ev.relative(&here, me, players);
    for (t, &n) in counts.iter().enumerate() {
        if n == 0 {
            continue;
        }
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let t = t as TileTypeId;
        // Only the tiles that can be drawn now (the River goes first).
        let value = match after.check(&Move::Discard { tile: t }) {
            Ok(()) => stay,
            Err(RuleError::FitsSomewhere { .. }) => {
                movegen.all(after, t, replies);
                let mut their_best = f32::MIN;
                let mut mine = stay;
                for mv in replies.iter() {
                    let mut g2 = after.clone();
                    g2.apply(mv).expect("the engine offered this move as legal");
                    let v = ev.values(&g2);
                    let theirs = ev.rival_relative(&v, them, players);
                    if theirs > their_best {
                        their_best = theirs;
                        mine = ev.relative(&v, me, players);
                    }
                }
                mine
            }
            Err(_) => continue,
        };
        total += n as f32;
        sum += n as f32 * value;
    }
    Some(if total > 0.0 { sum / total } else { stay })
}

#[cfg(test)]
#[path = "search_tests.rs"]
mod tests;
