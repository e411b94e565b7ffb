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
        &AtomicBool::new(false),
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
