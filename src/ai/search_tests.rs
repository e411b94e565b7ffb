//! Scenario tests of Hard's search.

use super::*;
use crate::rules::sim::RandomPlayer;
use crate::rules::{RuleSet, TileCatalog};
use std::sync::Arc;

/// Hard's expected value after the next player's reply, with its rivals
/// expected to play against the leader as far as `gang_up` says.
fn expected_after_reply(game: &Game, me: usize, gang_up: f32) -> f32 {
    let w = Weights {
        rivals_gang_up: gang_up,
        ..Weights::FULL
    };
    let mut ev = Evaluator::new(game, w);
    let (mut movegen, mut replies) = (MoveGen::new(), Vec::new());
    expect_reply(
        game,
        me,
        game.players().len(),
        &mut ev,
        &mut movegen,
        &mut replies,
        &Limits::none(&AtomicBool::new(false)),
    )
    .expect("not cancelled")
}

/// Three players, a few rounds in, Hard has just moved and leads by 3
/// points of value or more. Its search expects the next player to play
/// against the leader (see `rivals_gang_up`), so it expects no better,
/// and over these positions clearly worse, than from a rival playing for
/// first place as Hard does.
#[test]
fn a_leading_hard_expects_its_rivals_reply_against_it() {
    let catalog = Arc::new(TileCatalog::built_in().unwrap());
    let (mut positions, mut lowered) = (0, 0.0);
    for seed in 0..120 {
        let mut game = Game::new(catalog.clone(), 3, RuleSet::default()).unwrap();
        game.shuffle(seed);
        let mut rng = Rng::new(seed);
        let mut player = RandomPlayer::new();
        for _ in 0..(7 + seed % 5) {
            let mv = player.choose(&game, &mut rng).unwrap();
            game.apply(&mv).unwrap();
        }
        let me = (game.current_player() + 2) % 3;
        let v = Evaluator::new(&game, Weights::FULL).values(&game);
        let best_rival = (0..3)
            .filter(|&s| s != me)
            .map(|s| v[s])
            .fold(f32::MIN, f32::max);
        if v[me] - best_rival < 3.0 {
            continue;
        }
        let (own_way, gang_up) = (
            expected_after_reply(&game, me, 0.0),
            expected_after_reply(&game, me, 1.0),
        );
        assert!(
            gang_up <= own_way + 1e-3,
            "seed {seed}: {gang_up} with the gang-up, {own_way} without"
        );
        positions += 1;
        lowered += own_way - gang_up;
    }
    assert!(positions >= 20, "{positions} positions where Hard leads");
    assert!(lowered > 1.5, "over {positions} positions: {lowered}");
}

/// A six-player game with every rule, `moves` moves in (random ones: the
/// map is crowded with figures), and the tile in hand.
fn crowded(seed: u64, moves: usize) -> (Game, TileTypeId) {
    let catalog = Arc::new(TileCatalog::built_in().unwrap());
    let rules = RuleSet::default().with_every_expansion();
    let mut game = Game::new(catalog, 6, rules).unwrap();
    game.shuffle(seed);
    let mut rng = Rng::new(seed);
    let mut player = RandomPlayer::new();
    for _ in 0..moves {
        let mv = player.choose(&game, &mut rng).unwrap();
        game.apply(&mv).unwrap();
    }
    let hand = game.next_tile().unwrap();
    (game, hand)
}

/// Six players, every rule, late in the game, where a search unbounded
/// by its budget evaluates far more positions than the budget allows:
/// Hard's think, first ply included, evaluates no more than its budget
/// (its own, and smaller ones that stop it within its first candidate or
/// its first ply), and still answers a legal move.
#[test]
fn hards_think_keeps_to_its_work_budget_on_a_crowded_map() {
    let (game, hand) = crowded(5, 110);
    let budget = hard_budget(&game, Weights::FULL);
    let cancel = AtomicBool::new(false);
    let think = |limits: &Limits, w: Weights| {
        hard_think(
            &game,
            hand,
            &mut MoveGen::new(),
            &mut Rng::new(1),
            limits,
            w,
            None,
        )
    };
    let unbounded = think(
        &Limits::none(&cancel),
        Weights {
            hard_evals: 0.0,
            ..Weights::FULL
        },
    );
    assert!(
        unbounded.evaluations > budget * 3 / 2,
        "{} evaluations unbounded, budget {budget}: not a crowded position",
        unbounded.evaluations
    );
    for budget in [budget, budget / 8, 200] {
        let bounded = think(&Limits::new(&cancel, budget, None), Weights::FULL);
        assert!(
            bounded.evaluations <= budget,
            "{} evaluations for a budget of {budget}",
            bounded.evaluations
        );
        assert!(!bounded.cancelled && !bounded.timed_out);
        game.clone().apply(&bounded.best.0).unwrap();
    }
}

/// Whether a move is one of those worth much the same wherever the tile
/// goes (the portal's, the fairy's, taking the abbot back).
fn extra(mv: &Move) -> bool {
    matches!(
        mv,
        Move::Place {
            action: Some(
                FigureAction::RecallAbbot(..) | FigureAction::Fairy(..) | FigureAction::Portal(..)
            ),
            ..
        }
    )
}

/// Six players, every rule, positions where most moves are the portal's,
/// the fairy's or the abbot's: a first ply cut short after a quarter of
/// those still finds the best move of the whole first ply nearly every
/// time, since it weighs them on the best placements first (in the list's
/// order, a quarter finds it about two times in three).
#[test]
fn a_first_ply_cut_short_looks_where_the_best_moves_are() {
    let cancel = AtomicBool::new(false);
    let (mut positions, mut found) = (0, 0);
    for seed in 0..200u64 {
        let (game, hand) = crowded(100 + seed, 30 + (seed as usize * 7) % 100);
        let mut moves = Vec::new();
        MoveGen::new().all(&game, hand, &mut moves);
        let extras = moves.iter().filter(|m| extra(m)).count();
        if extras * 2 < moves.len() {
            continue;
        }
        let whole = one_ply(
            &game,
            hand,
            &mut MoveGen::new(),
            Weights::FULL,
            Relative,
            &mut Rng::new(seed),
        );
        let share = (moves.len() - extras / 4 * 3) as u64;
        let mut ev = Evaluator::new(&game, Weights::FULL);
        let (cut, _) = first_ply(
            &game,
            hand,
            &mut MoveGen::new(),
            &mut ev,
            &mut Rng::new(seed),
            share,
            &Limits::none(&cancel),
        );
        assert!(ev.evaluations <= share);
        positions += 1;
        found += usize::from(cut[0].mv == whole[0].mv);
    }
    assert!(positions >= 60, "{positions} positions");
    assert!(
        found * 100 >= positions * 80,
        "the best move found in {found} of {positions} positions"
    );
}

/// On a machine far too slow for the budget, the safety stop (the clock)
/// ends the think: it answers the best legal move found so far and says
/// it was stopped by the clock. With no safety stop, the same think is
/// not.
#[test]
fn the_safety_stop_ends_a_think_the_budget_would_not() {
    let (game, hand) = crowded(7, 60);
    let cancel = AtomicBool::new(false);
    let within = |seconds| Weights {
        hard_seconds: seconds,
        ..Weights::FULL
    };
    let late = choose(
        Level::Hard,
        &game,
        hand,
        &mut Rng::new(3),
        &cancel,
        within(1e-9),
    );
    assert!(late.timed_out && !late.cancelled);
    game.clone().apply(&late.mv).unwrap();
    let on_time = choose(
        Level::Hard,
        &game,
        hand,
        &mut Rng::new(3),
        &cancel,
        within(0.0),
    );
    assert!(!on_time.timed_out && !on_time.cancelled);
}
