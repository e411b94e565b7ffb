//! Test helper, not part of the game: plays random games and writes each
//! one's record after every move, as the game's autosave does, until killed
//! (or for `--saves N`), printing `saved N` after each. The save tests kill
//! it after a random number of saves, in the middle of writing the next, to
//! prove a save is never left broken. Usage: `save_loop FILE [--saves N]`.

use carcassonne::rules::record::{GameRecord, RecordMove};
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{Game, RuleSet, TileCatalog};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

fn run(args: &[String]) -> Result<String, String> {
    let path = PathBuf::from(args.first().ok_or("save_loop: which file?")?);
    let limit: u64 = match args.get(1).map(String::as_str) {
        Some("--saves") => args
            .get(2)
            .ok_or("--saves needs a value")?
            .parse()
            .map_err(|e| format!("--saves: {e}"))?,
        _ => u64::MAX,
    };
    let layers = carcassonne::assets_dir::override_dirs();
    let catalog = Arc::new(TileCatalog::load_layered(&layers).map_err(|e| e.to_string())?);
    let template = Game::new(catalog.clone(), 3, RuleSet::default()).map_err(|e| e.to_string())?;
    let mut player = RandomPlayer::new();
    let mut saves = 0u64;
    for seed in 0.. {
        let mut game = template.clone();
        game.shuffle(seed);
        let mut rng = carcassonne::rules::random::Rng::new(seed);
        let mut record = GameRecord {
            players: vec!["A".into(), "B".into(), "C".into()],
            rules: RuleSet::default(),
            seed: Some(seed),
            moves: Vec::new(),
            colours: None,
            helpers: None,
            computers: None,
        };
        while let Some(mv) = player.choose(&game, &mut rng) {
            game.apply(&mv).map_err(|e| e.to_string())?;
            record.moves.push(RecordMove::from_move(&mv, &catalog));
            carcassonne::saves::write_atomically(&path, record.to_ron().as_bytes())
                .map_err(|e| format!("{}: {e}", path.display()))?;
            saves += 1;
            // One line a save, so a test can wait for saves instead of
            // guessing how long they take.
            println!("saved {saves}");
            if saves >= limit {
                return Ok(format!("{saves} saves written"));
            }
        }
    }
    unreachable!("the loop over seeds does not end")
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(msg) => {
            println!("{msg}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
