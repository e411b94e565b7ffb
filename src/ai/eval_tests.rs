//! Scenario tests of the evaluation: shapes cached, majorities, goods,
//! first place.

use super::*;
use crate::rules::random::Rng;
use crate::rules::sim::RandomPlayer;
use crate::rules::{RuleSet, TileCatalog};
use std::sync::Arc;

#[test]
fn cached_shapes_give_the_same_values() {
    let catalog = Arc::new(TileCatalog::built_in().unwrap());
    for seed in 0..20 {
        let mut game = Game::new(catalog.clone(), 2, RuleSet::default()).unwrap();
        game.shuffle(seed);
        let mut rng = Rng::new(seed);
        let mut player = RandomPlayer::new();
        for _ in 0..30 {
            let mv = player.choose(&game, &mut rng).unwrap();
            game.apply(&mv).unwrap();
        }
        let mut cached = Evaluator::new(&game, Weights::FULL);
        cached.values(&game);
        // Sibling lines of play from the same position share the cache.
        for _ in 0..20 {
            let mut g = game.clone();
            for _ in 0..3 {
                let Some(mv) = player.choose(&g, &mut rng) else {
                    break;
                };
                g.apply(&mv).unwrap();
                let mut fresh = Evaluator::new(&game, Weights::FULL);
                fresh.base_tiles = 0;
                assert_eq!(cached.values(&g), fresh.values(&g), "seed {seed}");
            }
        }
    }
}

/// Hard's evaluator at the start of a three-player base game.
fn three_player_evaluator() -> Evaluator {
    let catalog = Arc::new(TileCatalog::built_in().unwrap());
    let game = Game::new(catalog, 3, RuleSet::default()).unwrap();
    Evaluator::new(&game, Weights::FULL)
}

/// The values of three seats.
fn three_values(v: [f32; 3]) -> Values {
    let mut all = [0f32; SEATS];
    all[..3].copy_from_slice(&v);
    all
}

/// Three players, 50, 48 and 10 points of value. Late in the game only
/// the close rival stands between the leader and first place: taking 5
/// from the rival is worth nearly 5, from the player far behind nearly
/// nothing. Early on the race may still turn, so both count.
#[test]
fn with_three_players_hard_plays_for_first_place() {
    let mut ev = three_player_evaluator();
    let gain = |ev: &Evaluator, hurt: usize| {
        let mut after = [50.0, 48.0, 10.0];
        after[hurt] -= 5.0;
        ev.relative(&three_values(after), 0, 3)
            - ev.relative(&three_values([50.0, 48.0, 10.0]), 0, 3)
    };
    ev.turns_left = 0.0;
    let (rival, behind) = (gain(&ev, 1), gain(&ev, 2));
    assert!(rival > 4.5, "late: hurting the close rival gains {rival}");
    assert!(
        behind < 0.1,
        "late: hurting the player far behind gains {behind}"
    );
    ev.turns_left = 23.0;
    let (rival, behind) = (gain(&ev, 1), gain(&ev, 2));
    assert!(
        rival > behind && behind > 0.5,
        "early: {rival} and {behind}"
    );
    // Two players: the margin, whatever the time.
    let two = |ev: &Evaluator| ev.relative(&three_values([50.0, 45.0, 0.0]), 0, 2);
    assert_eq!(two(&ev), 5.0);
    ev.turns_left = 0.0;
    assert_eq!(two(&ev), 5.0);
}

/// Three players early in the game: Blue leads with 60, Red has 50,
/// Yellow 10. Hard's search expects Yellow to play against the leader (as
/// players do, and as the Hard before the expansions did): taking 5 from
/// Blue is worth much more to Yellow than taking 5 from Red. With two
/// players a rival is expected to play its margin, as before.
#[test]
fn hard_expects_its_rivals_to_play_against_the_leader() {
    let mut ev = three_player_evaluator();
    ev.turns_left = 23.0;
    let yellow_gains = |hurt: usize| {
        let mut after = [50.0, 60.0, 10.0];
        after[hurt] -= 5.0;
        ev.rival_relative(&three_values(after), 2, 3)
            - ev.rival_relative(&three_values([50.0, 60.0, 10.0]), 2, 3)
    };
    let (leader, other) = (yellow_gains(1), yellow_gains(0));
    assert!(
        leader > 3.5 && other < 1.5,
        "Yellow taking 5 from the leader gains {leader}, from the other {other}"
    );
    let two = ev.rival_relative(&three_values([50.0, 45.0, 0.0]), 1, 2);
    assert_eq!(two, -5.0);
}

/// Red's large follower and Blue's follower on one open road (the rules'
/// scenario "a large follower wins 2 to 1"): the road is Red's alone.
/// Red is ahead by the road's value, less what Blue's large follower
/// still in supply is worth to Blue (kept for a majority later; Red's
/// large follower left Red's supply of followers whole).
#[test]
fn a_large_follower_holds_its_road_against_one_follower() {
    let catalog = Arc::new(TileCatalog::built_in().unwrap());
    let text = r#"(
        version: 1,
        players: ["Red", "Blue"],
        rules: (inns_cathedrals: true),
        moves: [
            Place(tile: "U", at: (1, 0), rotation: 0, figure: Large(Road(W))),
            Place(tile: "V", at: (1, 1), rotation: 180, figure: Meeple(Road(E))),
            Place(tile: "V", at: (2, 0), rotation: 90),
            Place(tile: "V", at: (2, 1), rotation: 0),
        ],
    )"#;
    let game = crate::rules::record::GameRecord::parse(text)
        .unwrap()
        .replay(catalog)
        .unwrap();
    let roads: Vec<FeatureId> = game
        .figures()
        .iter()
        .map(|f| game.feature_of(f.tile as usize, f.segment as usize))
        .collect();
    assert_eq!(roads.len(), 2);
    assert_eq!(roads[0], roads[1], "one road holds both figures");
    for w in [Weights::FULL, Weights::SIMPLE] {
        let mut e = Evaluator::new(&game, w);
        let road = e.outlook(&game, roads[0], false).value;
        assert!(road >= 5.0, "an open road of 5 tiles: {road}");
        let v = e.values(&game);
        let kept = w.large_supply;
        assert!(v[0] - v[1] >= road - kept - 1e-3, "{v:?}, road {road}");
    }
}

/// A goods lead of 3 to 2 with no goods of its kind left is the rules'
/// 10 points to the leader; with goods of the kind still unseen it is
/// only likely to hold: more than half for the leader, less for the
/// other, and surer the fewer are left.
#[test]
fn a_goods_lead_counts_by_how_likely_it_holds() {
    let catalog = Arc::new(TileCatalog::built_in().unwrap());
    let rules = RuleSet::default().with(crate::rules::Expansion::TRADERS_BUILDERS);
    let game = Game::new(catalog, 2, rules).unwrap();
    let mut e = Evaluator::new(&game, Weights::FULL);
    assert!(
        e.unseen_goods[0] > 5.0,
        "the box holds goods: {:?}",
        e.unseen_goods
    );
    let lead = [[3, 0, 0], [2, 0, 0]];
    e.unseen_goods = [0.0; 3];
    assert_eq!(e.goods_value(&lead, 0), 10.0);
    assert_eq!(e.goods_value(&lead, 1), 0.0);
    e.unseen_goods = [2.0, 0.0, 0.0];
    let (late, late_behind) = (e.goods_value(&lead, 0), e.goods_value(&lead, 1));
    e.unseen_goods = [20.0, 0.0, 0.0];
    let (early, early_behind) = (e.goods_value(&lead, 0), e.goods_value(&lead, 1));
    assert!(5.0 < early && early < late && late < 10.0, "{early} {late}");
    assert!(0.0 < late_behind && late_behind < early_behind && early_behind < 5.0);
    // The simple levels count the majorities as they stand.
    let mut simple = Evaluator::new(&game, Weights::SIMPLE);
    simple.unseen_goods = [20.0, 0.0, 0.0];
    assert_eq!(simple.goods_value(&lead, 0), 10.0);
}
