//! How each level picks among the legal moves: at random, by one move's
//! evaluation, or (Hard) by an expectimax over the next player's draw plus
//! sampled deals of the rest of the round.

use super::eval::{Evaluator, Values, Weights};
use super::flight::{self, Quarry};
use super::moves::MoveGen;
use super::reason::describe;
use super::suggestion::Suggestion;
use crate::rules::random::Rng;
use crate::rules::{FigureAction, Game, Move, PendingFlight, Pos, RuleError, TileTypeId};
use crate::table::Level;
use std::sync::atomic::AtomicBool;

mod budget;
mod one_ply;
use budget::{FIRST_PLY_SHARE, Limits, Stop, evaluate, hard_budget};
use one_ply::{
    Goal::Relative, Scored, one_ply, one_ply_weights, pick_best, pick_loose, score_one, unit,
};

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
    let (mv, value, cancelled, timed_out) = match level {
        Level::Random => (
            random_move(game, hand, &mut movegen, rng),
            0.0,
            false,
            false,
        ),
        Level::Hard => {
            let limits = Limits::new(cancel, hard_budget(game, full), Some(full.hard_seconds));
            let think = hard_think(game, hand, &mut movegen, rng, &limits, full, None);
            (think.best.0, think.best.1, think.cancelled, think.timed_out)
        }
        Level::Greedy | Level::Easy | Level::Medium => {
            let (w, goal) = one_ply_weights(level, full);
            let best = one_ply(game, hand, &mut movegen, w, goal, rng);
            let (mv, v) = match level {
                Level::Easy => pick_loose(&best, rng, full.easy_temperature),
                Level::Medium if full.medium_temperature > 0.0 => {
                    pick_loose(&best, rng, full.medium_temperature)
                }
                _ => pick_best(&best),
            };
            (mv, v, false, false)
        }
    };
    let reason = describe(game, &mv);
    Suggestion {
        mv,
        reason,
        value,
        level,
        cancelled,
        timed_out,
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
    let action = k.checked_sub(1).map(|i| actions[i]);
    let dragon = flight::random(game, hand, placement, action, rng);
    Move::Place {
        tile: hand,
        placement,
        action,
        dragon,
    }
}

/// The step `level` takes for the seat whose step it is in `pending`, on
/// `game` (re-dealt, as for [`choose`]; the placer to move, the dragon tile
/// in hand), among `options` (not empty). Random takes any; Greedy and Easy
/// steer as [`flight::complete`] expects every seat to; Medium and Hard
/// weigh the position after the whole move for each step, the rest of the
/// flight steered so, and take the best for that seat.
pub(crate) fn dragon_step(
    level: Level,
    game: &Game,
    pending: &PendingFlight,
    options: &[Pos],
    rng: &mut Rng,
    full: Weights,
) -> Pos {
    let quarry = Quarry::new(game);
    let PendingFlight {
        tile,
        placement,
        action,
        steps,
    } = *pending;
    match level {
        Level::Random => options[rng.below(options.len())],
        Level::Greedy | Level::Easy => {
            let mut f = steps;
            flight::complete(game, tile, placement, action, &mut f, &quarry);
            f.steps().get(steps.len()).copied().unwrap_or(options[0])
        }
        Level::Medium | Level::Hard => {
            let seat = game.flight_seat(steps.len());
            let players = game.players().len();
            let (w, _) = one_ply_weights(level, full);
            let mut ev = Evaluator::new(game, w);
            let mut best = (options[0], f32::MIN);
            for &p in options {
                let mut f = steps;
                f.push(p);
                flight::complete(game, tile, placement, action, &mut f, &quarry);
                let mut after = game.clone();
                let mv = Move::Place {
                    tile,
                    placement,
                    action,
                    dragon: f,
                };
                if after.apply(&mv).is_err() {
                    continue;
                }
                let v = ev.values(&after);
                let value = ev.relative(&v, seat, players) + 1e-4 * unit(rng);
                if value > best.1 {
                    best = (p, value);
                }
            }
            best.0
        }
    }
}

/// What Hard's search found: its best move and value, and the value of the
/// move it was asked to weigh as well (`None` when not asked or cancelled);
/// how it ended, and the positions it evaluated.
struct HardThink {
    best: (Move, f32),
    played: Option<f32>,
    cancelled: bool,
    timed_out: bool,
    /// What the tests hold against the budget.
    #[cfg_attr(not(test), allow(dead_code))]
    evaluations: u64,
}

/// Hard: Medium's best few moves, each valued by the expectation over the
/// next player's draw (every unseen tile type they may draw, weighted by its
/// count) of the position after their best reply; with samples, plus what
/// the rest of the round and its own next move add, over sampled deals
/// shared by all candidates.
///
/// All within `limits`: the first ply spends at most a share of the
/// budget, looking at the likely best moves first ([`first_ply`]); then
/// its best moves by one move's value are searched deeply, best first, as
/// long as the next one is expected to fit in what is left of the budget;
/// one cut short by the limits is dropped and the best found so far
/// stands. With `played`,
/// that move is valued too, by the same deals and evaluator as the
/// candidates, even when it is not among the best few by one move's value
/// (outside the budget: a review asks for it); the rest of the search, and
/// so Hard's choice, is the same as without it.
fn hard_think(
    game: &Game,
    hand: TileTypeId,
    movegen: &mut MoveGen,
    rng: &mut Rng,
    limits: &Limits,
    full: Weights,
    played: Option<&Move>,
) -> HardThink {
    let me = game.current_player();
    let players = game.players().len();
    let mut ev = Evaluator::new(game, full);
    let share = (limits.budget / FIRST_PLY_SHARE).max(1);
    let (first, mut stop) = first_ply(game, hand, movegen, &mut ev, rng, share, limits);
    let mut best = (first[0].mv, first[0].value);
    let mut best_deep = f32::MIN;
    let mut played_value = None;
    let mut replies = Vec::with_capacity(512);
    // The next round's draws, dealt from the unseen tiles by our own seed.
    // A round is longer with more players: fewer deals keep the time level.
    let samples = (full.hard_samples * 2.0 / players as f32).ceil() as usize;
    let deals: Vec<Vec<TileTypeId>> = (0..samples)
        .map(|_| deal_ahead(game, hand, players, rng))
        .collect();
    let first_spent = ev.evaluations;
    let unbounded = Limits::none(limits.cancel);
    let mut search = DeepSearch {
        me,
        players,
        deals: &deals,
        ev: &mut ev,
        movegen,
        replies: &mut replies,
        limits,
    };
    let after = |mv: &Move| {
        let mut g = game.clone();
        g.apply(mv).expect("the engine offered this move as legal");
        g
    };
    if stop.is_none() {
        for (i, cand) in first.iter().take(full.hard_width as usize).enumerate() {
            // The next candidate is expected to take what the ones before
            // it took on average: not begun when that would not fit.
            let spent = search.ev.evaluations;
            if i > 0 && spent.saturating_add((spent - first_spent) / i as u64) > limits.budget {
                break;
            }
            match search.value(&after(&cand.mv), cand.value) {
                Ok(value) => {
                    if played.is_some_and(|p| same_move(game, p, &cand.mv)) {
                        played_value = Some(value);
                    }
                    if value > best_deep {
                        best_deep = value;
                        best = (cand.mv, value);
                    }
                }
                Err(why) => {
                    stop = Some(why);
                    break;
                }
            }
        }
    }
    let cancelled = stop == Some(Stop::Cancelled);
    if let Some(p) = played
        && played_value.is_none()
        && !cancelled
    {
        // Outside the best few: valued the same way, after the search.
        // (A move the first ply does not list, such as a portal's figure
        // on another segment of a feature it lists, is valued alone.)
        let alone;
        let cand = match first.iter().find(|c| same_move(game, p, &c.mv)) {
            Some(cand) => Some(cand),
            None => {
                alone = score_one(game, p, full, Relative);
                alone.as_ref()
            }
        };
        if let Some(cand) = cand {
            search.limits = &unbounded;
            match search.value(&after(&cand.mv), cand.value) {
                Ok(value) => played_value = Some(value),
                Err(_) => stop = Some(Stop::Cancelled),
            }
        }
    }
    let cancelled = stop == Some(Stop::Cancelled);
    HardThink {
        best,
        played: played_value.filter(|_| !cancelled),
        cancelled,
        timed_out: stop == Some(Stop::TimedOut),
        evaluations: search.ev.evaluations,
    }
}

/// Hard's first ply: the legal moves valued one move ahead as [`one_ply`]
/// values them (the same values, the same hair of noise from the same
/// draws), best first. It may spend `share` evaluations (one a move) and
/// stops at the limits, so it looks first where the best moves are likely
/// to be: every placement with no figure and with each plain figure
/// action; then the actions worth much the same wherever the tile goes
/// (the portal's, the fairy's, taking the abbot back: with a portal,
/// hundreds a placement), on the best placements first. At least one move
/// is valued. Also says how it stopped, if the limits stopped it.
fn first_ply(
    game: &Game,
    hand: TileTypeId,
    movegen: &mut MoveGen,
    ev: &mut Evaluator,
    rng: &mut Rng,
    share: u64,
    limits: &Limits,
) -> (Vec<Scored>, Option<Stop>) {
    let me = game.current_player();
    let players = game.players().len();
    let mut moves = Vec::with_capacity(512);
    movegen.all(game, hand, &mut moves);
    // Drawn in the list's order, as `one_ply` draws them.
    let noise: Vec<f32> = moves.iter().map(|_| 1e-4 * unit(rng)).collect();
    // The list holds each placement's moves together: a group each.
    let placement_of = |mv: &Move| match mv {
        Move::Place { placement, .. } => Some(*placement),
        Move::Discard { .. } => None,
    };
    let mut group = Vec::with_capacity(moves.len());
    for (i, mv) in moves.iter().enumerate() {
        let same = i > 0 && placement_of(mv) == placement_of(&moves[i - 1]);
        group.push(group.last().map_or(0, |&g| g + usize::from(!same)));
    }
    let groups = group.last().map_or(0, |&g| g + 1);
    let extra = |mv: &Move| {
        matches!(
            mv,
            Move::Place {
                action: Some(
                    FigureAction::RecallAbbot(..)
                        | FigureAction::Fairy(..)
                        | FigureAction::Portal(..)
                ),
                ..
            }
        )
    };
    let start = ev.evaluations;
    let mut values: Vec<Option<f32>> = vec![None; moves.len()];
    let mut stop = None;
    let weigh =
        |i: usize, ev: &mut Evaluator, values: &mut [Option<f32>], stop: &mut Option<Stop>| {
            if stop.is_some() {
                return;
            }
            if ev.evaluations - start >= share {
                *stop = Some(Stop::Spent);
                return;
            }
            if ev.evaluations > start
                && let Err(why) = limits.check(ev.evaluations)
            {
                *stop = Some(why);
                return;
            }
            let mut after = game.clone();
            after
                .apply(&moves[i])
                .expect("the engine offered this move as legal");
            let v = ev.values(&after);
            values[i] = Some(ev.relative(&v, me, players) + noise[i]);
        };
    // Every placement with no figure and with each plain figure action,
    // in the list's order.
    for i in (0..moves.len()).filter(|&i| !extra(&moves[i])) {
        weigh(i, ev, &mut values, &mut stop);
    }
    // The placements by the value of their best move so far.
    let mut placed = vec![f32::MIN; groups];
    for (i, v) in values.iter().enumerate() {
        if let Some(v) = *v {
            placed[group[i]] = placed[group[i]].max(v);
        }
    }
    let mut extras: Vec<usize> = (0..moves.len()).filter(|&i| extra(&moves[i])).collect();
    extras.sort_by(|&a, &b| {
        placed[group[b]]
            .total_cmp(&placed[group[a]])
            .then(a.cmp(&b))
    });
    for i in extras {
        weigh(i, ev, &mut values, &mut stop);
    }
    let mut scored: Vec<Scored> = values
        .iter()
        .zip(&moves)
        .filter_map(|(v, &mv)| v.map(|value| Scored { mv, value }))
        .collect();
    // Stable: equal values in the list's order, as `one_ply` leaves them.
    scored.sort_by(|a, b| b.value.total_cmp(&a.value));
    // Spending the share is no stop: the deep search goes on.
    (scored, stop.filter(|&s| s != Stop::Spent))
}

/// What Hard's search shares between the moves it values deeply.
struct DeepSearch<'a> {
    me: usize,
    players: usize,
    deals: &'a [Vec<TileTypeId>],
    ev: &'a mut Evaluator,
    movegen: &'a mut MoveGen,
    replies: &'a mut Vec<Move>,
    limits: &'a Limits<'a>,
}

impl DeepSearch<'_> {
    /// A candidate's deep value: the next player's expected reply, plus
    /// the mean of what the rest of the round adds over the deals
    /// (`one_ply`: its value one move ahead, the value of a last move).
    /// `Err` if the limits stopped it.
    fn value(&mut self, after: &Game, one_ply: f32) -> Result<f32, Stop> {
        let (me, players) = (self.me, self.players);
        self.ev.rebase(after);
        if after.is_finished() {
            return Ok(one_ply);
        }
        let mut value = expect_reply(
            after,
            me,
            players,
            self.ev,
            self.movegen,
            self.replies,
            self.limits,
        )?;
        if !self.deals.is_empty() {
            let mut gain = 0.0;
            for deal in self.deals {
                gain += round_gain(
                    after,
                    deal,
                    me,
                    players,
                    self.ev,
                    self.movegen,
                    self.replies,
                    self.limits,
                )?;
            }
            value += gain / self.deals.len() as f32;
        }
        Ok(value)
    }
}
/// Whether two moves on `game` are the same move: equal, or the same
/// placement with a figure of the same kind on the same feature of the tile
/// (a record may name a field or city by another of its edges than the
/// engine's list does).
fn same_move(game: &Game, a: &Move, b: &Move) -> bool {
    if a == b {
        return true;
    }
    let (
        Move::Place {
            tile,
            placement,
            action: Some(FigureAction::Put(kind_a, spot_a)),
            dragon: dragon_a,
        },
        Move::Place {
            tile: tile_b,
            placement: placement_b,
            action: Some(FigureAction::Put(kind_b, spot_b)),
            dragon: dragon_b,
        },
    ) = (*a, *b)
    else {
        return false;
    };
    let t = game.tile_type(tile);
    tile == tile_b
        && placement == placement_b
        && dragon_a == dragon_b
        && kind_a == kind_b
        && Game::spot_segment(t, placement.rotation, spot_a).is_some()
        && Game::spot_segment(t, placement.rotation, spot_a)
            == Game::spot_segment(t, placement.rotation, spot_b)
}

/// A level's verdict on one position, for a post-game review: its best
/// move and the value it gives it, and the value it gives the move played,
/// in the same think (one re-deal, the same deals and evaluator), so that
/// the two compare like with like.
pub(crate) struct Appraisal {
    pub best: Move,
    pub best_value: f32,
    pub played_value: f32,
}

/// Appraises `played` on `game` (already re-dealt, as for [`choose`]) with
/// `hand`: the level's best move by its own values (never a loose pick),
/// and `played`'s value. When the level values `played` above every move
/// it searched, `played` is the best. `None` when cancelled, for the random
/// level (it values nothing), or when `played` is not a legal move here.
pub(crate) fn appraise(
    level: Level,
    game: &Game,
    hand: TileTypeId,
    played: &Move,
    rng: &mut Rng,
    cancel: &AtomicBool,
    full: Weights,
) -> Option<Appraisal> {
    let mut movegen = MoveGen::new();
    let (best, best_value, played_value) = match level {
        Level::Random => return None,
        Level::Hard => {
            // No safety stop: a review is no turn at the table, and weighs
            // the same position the same way on any machine.
            let limits = Limits::new(cancel, hard_budget(game, full), None);
            let think = hard_think(game, hand, &mut movegen, rng, &limits, full, Some(played));
            if think.cancelled {
                return None;
            }
            (think.best.0, think.best.1, think.played?)
        }
        Level::Greedy | Level::Easy | Level::Medium => {
            let (w, goal) = one_ply_weights(level, full);
            let ranked = one_ply(game, hand, &mut movegen, w, goal, rng);
            let value = match ranked.iter().find(|s| same_move(game, played, &s.mv)) {
                Some(s) => s.value,
                None => score_one(game, played, w, goal)?.value,
            };
            (ranked[0].mv, ranked[0].value, value)
        }
    };
    Some(if played_value >= best_value {
        Appraisal {
            best: *played,
            best_value: played_value,
            played_value,
        }
    } else {
        Appraisal {
            best,
            best_value,
            played_value,
        }
    })
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
#[allow(clippy::too_many_arguments)]
fn best_reply(
    g: &Game,
    tile: TileTypeId,
    me: usize,
    players: usize,
    ev: &mut Evaluator,
    movegen: &mut MoveGen,
    replies: &mut Vec<Move>,
    limits: &Limits,
) -> Result<Option<(Game, Values)>, Stop> {
    if !matches!(
        g.check(&Move::Discard { tile }),
        Err(RuleError::FitsSomewhere { .. })
    ) {
        return Ok(None);
    }
    let mover = g.current_player();
    let reply = reply_by(g, tile, ev, movegen, replies, limits, |ev, v| {
        if mover == me {
            ev.relative(v, mover, players)
        } else {
            ev.rival_relative(v, mover, players)
        }
    })?;
    Ok(reply.map(|(mv, v)| {
        let mut g2 = g.clone();
        g2.apply(&mv)
            .expect("the engine offered this move as legal");
        (g2, v)
    }))
}

/// The reply of the player to move on `g` with `tile` (one that fits) that
/// is best by `score` of the seats' values, and those values: the best of
/// [`MoveGen::replies`], or of the actions it leaves out (taking the abbot
/// back, the fairy's, the portal's) on its placement ([`MoveGen::extras`])
/// when one of them is better. Those actions are worth much the same
/// wherever the tile goes, so trying them on the best placement alone finds
/// a reply nearly as good for a fraction of the moves.
fn reply_by(
    g: &Game,
    tile: TileTypeId,
    ev: &mut Evaluator,
    movegen: &mut MoveGen,
    replies: &mut Vec<Move>,
    limits: &Limits,
    score: impl Fn(&Evaluator, &Values) -> f32,
) -> Result<Option<(Move, Values)>, Stop> {
    let mut best: Option<(f32, Move, Values)> = None;
    let weigh = |moves: &[Move], ev: &mut Evaluator, best: &mut Option<(f32, Move, Values)>| {
        for mv in moves {
            let mut g2 = g.clone();
            g2.apply(mv).expect("the engine offered this move as legal");
            let v = evaluate(ev, &g2, limits)?;
            let r = score(ev, &v);
            if best.as_ref().is_none_or(|(b, _, _)| r > *b) {
                *best = Some((r, *mv, v));
            }
        }
        Ok(())
    };
    movegen.replies(g, tile, replies);
    weigh(replies, ev, &mut best)?;
    if let Some((_, Move::Place { placement, .. }, _)) = best {
        movegen.extras(g, tile, placement, replies);
        weigh(replies, ev, &mut best)?;
    }
    Ok(best.map(|(_, mv, v)| (mv, v)))
}

/// What the rest of the round adds, in one sampled deal: the others reply
/// in turn with their tiles, then we play ours. Our value then minus our
/// value after the first reply (which the exact expectation covers).
#[allow(clippy::too_many_arguments)]
fn round_gain(
    after: &Game,
    deal: &[TileTypeId],
    me: usize,
    players: usize,
    ev: &mut Evaluator,
    movegen: &mut MoveGen,
    replies: &mut Vec<Move>,
    limits: &Limits,
) -> Result<f32, Stop> {
    let mut g = after.clone();
    let mut base = None;
    let v0 = evaluate(ev, &g, limits)?;
    let mut last = ev.relative(&v0, me, players);
    for &tile in deal {
        if g.is_finished() {
            break;
        }
        let mover = g.current_player();
        if let Some((g2, v)) = best_reply(&g, tile, me, players, ev, movegen, replies, limits)? {
            g = g2;
            last = ev.relative(&v, me, players);
        }
        base.get_or_insert(last);
        if mover == me {
            break;
        }
    }
    Ok(last - base.unwrap_or(last))
}

/// The expected value to `me` of `after` once the next player has drawn and
/// made their best reply. `Err` if the limits stopped it.
fn expect_reply(
    after: &Game,
    me: usize,
    players: usize,
    ev: &mut Evaluator,
    movegen: &mut MoveGen,
    replies: &mut Vec<Move>,
    limits: &Limits,
) -> Result<f32, Stop> {
    let them = after.current_player();
    let counts = after.unseen_counts();
    let mut total = 0.0;
    let mut sum = 0.0;
    let here = evaluate(ev, after, limits)?;
    let stay = ev.relative(&here, me, players);
    for (t, &n) in counts.iter().enumerate() {
        if n == 0 {
            continue;
        }
        let t = t as TileTypeId;
        // Only the tiles that can be drawn now (the River goes first).
        let value = match after.check(&Move::Discard { tile: t }) {
            Ok(()) => stay,
            Err(RuleError::FitsSomewhere { .. }) => {
                match reply_by(after, t, ev, movegen, replies, limits, |ev, v| {
                    ev.rival_relative(v, them, players)
                })? {
                    Some((_, v)) => ev.relative(&v, me, players),
                    None => stay,
                }
            }
            Err(_) => continue,
        };
        total += n as f32;
        sum += n as f32 * value;
    }
    Ok(if total > 0.0 { sum / total } else { stay })
}

#[cfg(test)]
#[path = "search_tests.rs"]
mod tests;
