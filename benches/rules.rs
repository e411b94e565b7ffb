//! Rules-engine benchmark: complete random 2-player base games with farmers on
//! one core, plus the cost of cloning a late-game state (what a computer
//! opponent does millions of times). Prints figures; run with
//! `cargo bench --no-default-features --bench rules`.

use carcassonne::rules::sim::{RandomPlayer, random_game};
use carcassonne::rules::{Expansion, Game, RuleSet, TileCatalog};
use std::hint::black_box;
use std::sync::Arc;
use std::time::Instant;

fn main() {
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let catalog = Arc::new(TileCatalog::load(&assets).expect("tile data loads"));
    let mut player = RandomPlayer::new();

    for (label, players, rules) in [
        ("2 players, base game with farmers", 2, RuleSet::default()),
        (
            "5 players, farmers + abbot + river",
            5,
            RuleSet::default()
                .with(Expansion::ABBOT)
                .with(Expansion::RIVER),
        ),
        (
            "6 players, every rule on (farmers, abbot, river, both expansions)",
            6,
            RuleSet::default().with_every_expansion(),
        ),
    ] {
        let template = Game::new(catalog.clone(), players, rules).expect("setup");
        // Warm up, then take the best of three runs of 20,000 games.
        for seed in 0..2_000 {
            black_box(random_game(&template, seed, &mut player));
        }
        let games = 20_000u64;
        let mut best = f64::MAX;
        let mut points = 0u64;
        for run in 0..3 {
            let t = Instant::now();
            for seed in 0..games {
                let (g, _) = random_game(&template, run * games + seed, &mut player);
                points += g.players().iter().map(|p| p.score as u64).sum::<u64>();
            }
            best = best.min(t.elapsed().as_secs_f64());
        }
        println!(
            "{label}: {:.0} complete games per second on one core ({:.1} µs a game; mean {:.1} points a game)",
            games as f64 / best,
            best * 1e6 / games as f64,
            points as f64 / (3 * games) as f64
        );
    }

    let template = Game::new(catalog.clone(), 2, RuleSet::default()).expect("setup");
    let (finished, _) = random_game(&template, 42, &mut player);
    let n = 200_000;
    let t = Instant::now();
    for _ in 0..n {
        black_box(black_box(&finished).clone());
    }
    println!(
        "clone of a finished 72-tile game state: {:.0} ns",
        t.elapsed().as_secs_f64() * 1e9 / n as f64
    );
}
