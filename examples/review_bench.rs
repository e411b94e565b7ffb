//! Times the post-game review (`carcassonne review`), not part of the game:
//!
//!     cargo run --release --no-default-features --example review_bench [-- --seed S --moves N --games G]
//!
//! Plays a two-player game with Inns & Cathedrals and Traders & Builders,
//! Hard against Medium (Hard in seat 1 in odd games), keeps its first `N`
//! moves (default 72) as a record, and reviews it with Hard on one thread
//! and on two, printing each time and checking the two reviews are equal.
//! Then, over the `G` games (default 1): how the losses spread for the
//! moves each level played, the figures the marks' thresholds come from.
//! `--record FILE` writes the first game's record, to time the command
//! itself: `time carcassonne review FILE --threads 1`.

use carcassonne::ai::review::{Review, ReviewOptions, review};
use carcassonne::ai::{Ai, Level};
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::{Expansion, Game, Move, RuleSet, TileCatalog};
use carcassonne::table::SeatView;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// The first `moves` moves of a game, Hard in seat `hard_seat` against Medium.
fn play(catalog: &Arc<TileCatalog>, seed: u64, hard_seat: usize, moves: usize) -> GameRecord {
    let rules = RuleSet::default()
        .with(Expansion::INNS_CATHEDRALS)
        .with(Expansion::TRADERS_BUILDERS);
    let mut game = Game::new(catalog.clone(), 2, rules).expect("a two-player game");
    game.shuffle(seed);
    let mut made: Vec<Move> = Vec::new();
    while made.len() < moves {
        let drawn = game.draw();
        made.extend(drawn.set_aside);
        let Some(hand) = drawn.tile else { break };
        let seat = game.current_player();
        let level = if seat == hard_seat {
            Level::Hard
        } else {
            Level::Medium
        };
        let s = Ai::for_turn(level, seed, seat, made.len())
            .choose(&SeatView::of_game(&game, Some(hand)))
            .expect("a move for the tile in hand");
        game.apply(&s.mv).expect("the computer's move is legal");
        made.push(s.mv);
    }
    made.truncate(moves);
    let names = vec!["Hard".into(), "Medium".into()];
    let names = if hard_seat == 0 {
        names
    } else {
        names.into_iter().rev().collect()
    };
    GameRecord::of_moves(names, rules, Some(seed), &made, catalog)
}

fn timed(record: &GameRecord, catalog: &Arc<TileCatalog>, threads: usize) -> (Review, f64) {
    let options = ReviewOptions {
        level: Level::Hard,
        threads,
    };
    let started = Instant::now();
    let r = review(
        record,
        catalog.clone(),
        &options,
        &|_, _| {},
        &AtomicBool::new(false),
    )
    .expect("the record reviews");
    (r, started.elapsed().as_secs_f64())
}

fn run(args: &[String]) -> Result<(), String> {
    let value = |name: &str, default: u64| -> Result<u64, String> {
        match args.iter().position(|a| a == name) {
            Some(i) => args
                .get(i + 1)
                .ok_or(format!("{name} needs a value"))?
                .parse()
                .map_err(|e| format!("{name}: {e}")),
            None => Ok(default),
        }
    };
    let (seed, moves, games) = (
        value("--seed", 1)?,
        value("--moves", 72)?,
        value("--games", 1)?,
    );
    let layers = carcassonne::assets_dir::override_dirs();
    let catalog = Arc::new(TileCatalog::load_layered(&layers).map_err(|e| e.to_string())?);
    // Losses of the moves each level played: [Hard, Medium].
    let mut losses: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    for g in 0..games {
        let hard_seat = (g % 2) as usize;
        let record = play(&catalog, seed + g, hard_seat, moves as usize);
        if g == 0
            && let Some(i) = args.iter().position(|a| a == "--record")
        {
            let path = args.get(i + 1).ok_or("--record needs a file")?;
            std::fs::write(path, record.to_ron()).map_err(|e| format!("{path}: {e}"))?;
        }
        let (one, secs_one) = timed(&record, &catalog, 1);
        let (two, secs_two) = timed(&record, &catalog, 2);
        if one != two {
            return Err(format!("game {g}: the reviews on 1 and 2 threads differ"));
        }
        println!(
            "game {g} (seed {}): {} moves, {} reviewed: {secs_one:.2} s on 1 thread, \
             {secs_two:.2} s on 2 ({:.0} ms a move on 1)",
            seed + g,
            record.moves.len(),
            one.moves.len(),
            secs_one * 1000.0 / one.moves.len().max(1) as f64
        );
        for m in &one.moves {
            losses[usize::from(m.seat != hard_seat)].push(m.loss);
        }
    }
    for (name, l) in ["Hard", "Medium"].iter().zip(&losses) {
        let n = l.len().max(1) as f64;
        let share = |x: f64| 100.0 * l.iter().filter(|&&v| v >= x).count() as f64 / n;
        let mut sorted = l.clone();
        sorted.sort_by(f64::total_cmp);
        let at = |q: f64| {
            sorted
                .get(((sorted.len() as f64 - 1.0) * q) as usize)
                .copied()
        };
        println!(
            "{name}'s moves ({}): mean loss {:.2}, median {:.2}, 90th percentile {:.2}; \
             loss >= 1: {:.0} %, >= 3: {:.0} %, >= 6: {:.0} %, >= 10: {:.0} %",
            l.len(),
            l.iter().sum::<f64>() / n,
            at(0.5).unwrap_or(0.0),
            at(0.9).unwrap_or(0.0),
            share(1.0),
            share(3.0),
            share(6.0),
            share(10.0)
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("review_bench: {e}");
            ExitCode::FAILURE
        }
    }
}
