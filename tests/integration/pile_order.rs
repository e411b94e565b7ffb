//! The draw order a seed gives, pinned as literal tile ids: docs/game-record.md
//! promises that a saved game's seed brings up the same tiles in every
//! version, so any change to the random source, the shuffle or the way the
//! pile is built must fail here (and then needs a new record version).

use crate::common::catalog;
use carcassonne::rules::record::GameRecord;

/// The first `n` tiles a record with this seed and these rules draws, in order.
fn first_draws(rules: &str, seed: u64, n: usize) -> Vec<String> {
    let text = format!(
        "(\n    version: 1,\n    players: [\"Red\", \"Blue\"],\n    rules: ({rules}),\n    seed: {seed},\n    moves: [],\n)\n"
    );
    let record = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let game = record.new_game(catalog()).expect("setup");
    let catalog = game.catalog().clone();
    game.pile()
        .iter()
        .rev()
        .take(n)
        .map(|&t| catalog.get(t).id.clone())
        .collect()
}

/// The base game, seed 1 (the `simulate` default).
#[test]
fn seed_1_base_game_draws_in_a_fixed_order() {
    assert_eq!(
        first_draws("", 1, 12),
        [
            "V", "D", "M", "U", "J", "N_garden", "J", "S", "W", "V", "B", "B"
        ]
    );
}

/// The River and the Abbot, seed 7: the River's tiles first, the lake last
/// of them, then the land tiles.
#[test]
fn seed_7_river_and_abbot_draw_in_a_fixed_order() {
    assert_eq!(
        first_draws("abbot: true, river: true", 7, 12),
        [
            "river_F", "river_I", "river_H", "river_E", "river_K", "river_C", "river_D", "river_G",
            "river_B", "river_J", "river_L", "T",
        ]
    );
}

/// Both expansions, seed 2026: their tiles shuffled in with the base tiles.
#[test]
fn seed_2026_both_expansions_draw_in_a_fixed_order() {
    assert_eq!(
        first_draws("inns_cathedrals: true, traders_builders: true", 2026, 12),
        [
            "P", "IC_H", "V", "E_garden", "TB_P", "TB_Q", "I_garden", "E", "S", "TB_V", "V", "U"
        ]
    );
}
