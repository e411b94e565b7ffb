//! Times the post-game review (`carcassonne review`), not part of the game:
//!
//!     cargo run --release --no-default-features --example review_bench -- [OPTIONS]
//!
//! Plays games of Hard and Medium computers (seat `s` is Hard when `s + g`
//! is even, in game `g`), keeps each as a record and reviews it with Hard.
//!
//! - `--players P` (default 2), `--expansions both|inns|traders|none`
//!   (default both), `--moves N`: keep only the first N moves (default 72;
//!   0 keeps the whole game), `--seed S`, `--games G` (default 1).
//! - `--threads 1,2` (the default): review each game on these thread counts,
//!   print each time and check the reviews are equal.
//! - Then, over the games: how the losses spread for the moves each level
//!   played (the figures the marks' thresholds come from) and in how many
//!   games Medium's summed loss exceeds Hard's (`--players 2` only: the
//!   agreement of the marks with the levels' known strengths).
//! - `--record FILE` writes the first game's record, to time the command
//!   itself: `time carcassonne review FILE --threads 1`.

use carcassonne::ai::review::{Review, ReviewOptions, review};
use carcassonne::ai::{Ai, Level};
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::{Expansion, Game, Move, RuleSet, TileCatalog};
use carcassonne::table::SeatView;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// What a game is played with.
struct Setup {
    players: usize,
    rules: RuleSet,
    /// Moves kept (0: all).
    moves: usize,
}

/// Seat `seat`'s level in game `g`: Hard and Medium alternate around the
/// table, and the first seat changes level from game to game.
fn level_of(seat: usize, g: u64) -> Level {
    if (seat as u64 + g).is_multiple_of(2) {
        Level::Hard
    } else {
        Level::Medium
    }
}

/// Game `g` of the run, as a record of its first `setup.moves` moves.
fn play(
    catalog: &Arc<TileCatalog>,
    setup: &Setup,
    seed: u64,
    g: u64,
) -> Result<GameRecord, String> {
    let mut game =
        Game::new(catalog.clone(), setup.players, setup.rules).map_err(|e| e.to_string())?;
    game.shuffle(seed);
    let mut made: Vec<Move> = Vec::new();
    while setup.moves == 0 || made.len() < setup.moves {
        let drawn = game.draw();
        made.extend(drawn.set_aside);
        let Some(hand) = drawn.tile else { break };
        let seat = game.current_player();
        let s = Ai::for_turn(level_of(seat, g), seed, seat, made.len())
            .choose(&SeatView::of_game(&game, Some(hand)))
            .map_err(|e| e.to_string())?;
        game.apply(&s.mv).map_err(|e| e.to_string())?;
        made.push(s.mv);
    }
    if setup.moves > 0 {
        made.truncate(setup.moves);
    }
    let names = (0..setup.players)
        .map(|seat| format!("{} {}", level_of(seat, g).name(), seat + 1))
        .collect();
    Ok(GameRecord::of_moves(
        names,
        setup.rules,
        Some(seed),
        &made,
        catalog,
    ))
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

fn option<'a>(args: &'a [String], name: &str) -> Result<Option<&'a str>, String> {
    match args.iter().position(|a| a == name) {
        Some(i) => Ok(Some(
            args.get(i + 1)
                .ok_or(format!("{name} needs a value"))?
                .as_str(),
        )),
        None => Ok(None),
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let number = |name: &str, default: u64| -> Result<u64, String> {
        option(args, name)?.map_or(Ok(default), |v| {
            v.parse().map_err(|e| format!("{name}: {e}"))
        })
    };
    let (seed, games) = (number("--seed", 1)?, number("--games", 1)?);
    let rules = match option(args, "--expansions")?.unwrap_or("both") {
        "both" => RuleSet::default()
            .with(Expansion::INNS_CATHEDRALS)
            .with(Expansion::TRADERS_BUILDERS),
        "inns" => RuleSet::default().with(Expansion::INNS_CATHEDRALS),
        "traders" => RuleSet::default().with(Expansion::TRADERS_BUILDERS),
        "none" => RuleSet::default(),
        other => return Err(format!("--expansions {other}: both, inns, traders or none")),
    };
    let setup = Setup {
        players: number("--players", 2)? as usize,
        rules,
        moves: number("--moves", 72)? as usize,
    };
    let threads = option(args, "--threads")?
        .unwrap_or("1,2")
        .split(',')
        .map(|t| t.parse::<usize>().map_err(|e| format!("--threads: {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    let layers = carcassonne::assets_dir::override_dirs();
    let catalog = Arc::new(TileCatalog::load_layered(&layers).map_err(|e| e.to_string())?);
    // Losses of the moves each level played: [Hard, Medium].
    let mut losses: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    // Two-player games in which Medium lost more than Hard, and all of them.
    let (mut medium_lost_more, mut compared) = (0, 0);
    let mut seconds: Vec<Vec<f64>> = vec![Vec::new(); threads.len()];
    for g in 0..games {
        let record = play(&catalog, &setup, seed + g, g)?;
        if g == 0
            && let Some(path) = option(args, "--record")?
        {
            std::fs::write(path, record.to_ron()).map_err(|e| format!("{path}: {e}"))?;
        }
        let mut first: Option<Review> = None;
        let mut line = format!("game {g} (seed {}): {} moves", seed + g, record.moves.len());
        for (t, &n) in threads.iter().enumerate() {
            let (r, secs) = timed(&record, &catalog, n);
            seconds[t].push(secs);
            line += &format!(", {secs:.2} s on {n} thread(s)");
            match &first {
                Some(f) if *f != r => {
                    return Err(format!(
                        "game {g}: the reviews on {} and {n} threads differ",
                        threads[0]
                    ));
                }
                Some(_) => {}
                None => first = Some(r),
            }
        }
        let Some(r) = first else {
            return Err("--threads names no thread count".into());
        };
        for m in &r.moves {
            losses[usize::from(level_of(m.seat, g) == Level::Medium)].push(m.loss);
        }
        if setup.players == 2 {
            let summed = |level: Level| -> f64 {
                r.players
                    .iter()
                    .filter(|p| level_of(p.seat, g) == level)
                    .map(|p| p.loss)
                    .sum()
            };
            let (hard, medium) = (summed(Level::Hard), summed(Level::Medium));
            compared += 1;
            medium_lost_more += usize::from(medium > hard);
            line += &format!("; summed loss Hard {hard:.1}, Medium {medium:.1}");
        }
        println!("{line}");
    }
    for (n, s) in threads.iter().zip(&seconds) {
        let mut sorted = s.clone();
        sorted.sort_by(f64::total_cmp);
        println!(
            "{n} thread(s): mean {:.2} s a game, slowest {:.2} s",
            s.iter().sum::<f64>() / s.len().max(1) as f64,
            sorted.last().copied().unwrap_or(0.0)
        );
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
    if compared > 0 {
        println!(
            "Medium's summed loss exceeds Hard's in {medium_lost_more} of {compared} games ({:.0} %)",
            100.0 * medium_lost_more as f64 / compared as f64
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
