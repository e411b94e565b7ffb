//! Saves: a game saved mid-way loads to the very same state; broken files
//! give a message naming the file and the problem and are left untouched; a
//! process killed while saving never leaves a broken save.

use crate::common::catalog;
use carcassonne::rules::random::Rng;
use carcassonne::rules::record::{GameRecord, RecordMove};
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{Expansion, Game, RuleSet};
use carcassonne::saves::{load_game, write_atomically};
use std::path::PathBuf;

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("carcassonne-saves-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A seeded game after `moves` random moves, and its record.
fn game_after(moves: usize, rules: RuleSet, seed: u64) -> (Game, GameRecord) {
    let cat = catalog();
    let mut game = Game::new(cat.clone(), 3, rules).unwrap();
    game.shuffle(seed);
    let mut rng = Rng::new(seed);
    let mut player = RandomPlayer::new();
    let mut record = GameRecord {
        players: vec!["Ann".into(), "Bo".into(), "Cy".into()],
        rules,
        seed: Some(seed),
        moves: Vec::new(),
        colours: Some(vec!["red".into(), "green".into(), "blue".into()]),
        helpers: None,
        computers: None,
    };
    for _ in 0..moves {
        let Some(mv) = player.choose(&game, &mut rng) else {
            break;
        };
        game.apply(&mv).unwrap();
        record.moves.push(RecordMove::from_move(&mv, &cat));
    }
    (game, record)
}

#[test]
fn a_game_saved_mid_way_loads_to_the_same_whole_state() {
    let dir = temp_dir("midway");
    for (i, rules) in [
        RuleSet::default(),
        RuleSet::default()
            .with(Expansion::ABBOT)
            .with(Expansion::RIVER),
    ]
    .into_iter()
    .enumerate()
    {
        let (game, record) = game_after(30, rules, 40 + i as u64);
        let path = dir.join(format!("mid-{i}.ron"));
        write_atomically(&path, record.to_ron().as_bytes()).unwrap();
        let (loaded_record, loaded) = load_game(&path, catalog()).unwrap();
        assert_eq!(loaded_record, record);
        // Map, features, figures, scores, supplies, events, pile order, player to move.
        assert!(loaded == game, "the loaded game differs from the saved one");
        assert_eq!(loaded.next_tile(), game.next_tile());
        assert_eq!(loaded.current_player(), game.current_player());
        assert!(!loaded.is_finished());
    }
}

#[test]
fn broken_files_are_named_with_their_problem_and_left_untouched() {
    let dir = temp_dir("broken");
    let (_, record) = game_after(12, RuleSet::default(), 5);
    let good = record.to_ron();
    let mut illegal = record.clone();
    if let RecordMove::Place { at, .. } = &mut illegal.moves[6] {
        *at = (40, 40);
    }
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "truncated.ron",
            good[..good.len() / 2].to_string(),
            "not a valid game record",
        ),
        (
            "newer.ron",
            good.replacen("version: 1", "version: 7", 1),
            "version 7, made by a newer version",
        ),
        (
            "illegal.ron",
            illegal.to_ron(),
            "move 7: (40,40) shares no edge",
        ),
        (
            "not-ron.ron",
            "this is not a save\n\u{1}\u{2}".to_string(),
            "not a valid game record",
        ),
        ("empty.ron", String::new(), "not a valid game record"),
    ];
    for (name, text, want) in cases {
        let path = dir.join(name);
        std::fs::write(&path, &text).unwrap();
        let err = load_game(&path, catalog()).expect_err(name);
        assert!(
            err.contains(name),
            "{name}: the message names the file: {err}"
        );
        assert!(err.contains(want), "{name}: {err}");
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            text,
            "{name} left untouched"
        );
    }
    let missing = dir.join("missing.ron");
    let err = load_game(&missing, catalog()).unwrap_err();
    assert!(
        err.contains("missing.ron") && err.contains("cannot read"),
        "{err}"
    );
}

/// The `save_loop` example (a test helper kept out of the shipped binary),
/// which `cargo test` builds beside this test binary.
fn save_loop_example() -> std::path::PathBuf {
    let exe = std::env::current_exe().unwrap();
    let profile_dir = exe.parent().and_then(|deps| deps.parent()).unwrap();
    let example = profile_dir
        .join("examples")
        .join(format!("save_loop{}", std::env::consts::EXE_SUFFIX));
    assert!(
        example.exists(),
        "{} is built by cargo test",
        example.display()
    );
    example
}

#[test]
fn killing_the_game_while_it_saves_never_breaks_the_save() {
    let dir = temp_dir("kill");
    let path = dir.join("autosave.ron");
    let mut rng = Rng::new(99);
    for round in 0..12 {
        let mut child = std::process::Command::new(save_loop_example())
            .arg(path.to_str().unwrap())
            .env(
                "CARCASSONNE_ASSETS",
                concat!(env!("CARGO_MANIFEST_DIR"), "/assets"),
            )
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // Wait until it has written a random number of saves, then kill it
        // (SIGKILL: no clean-up) while it goes on writing the next.
        let saves = 1 + rng.below(60);
        let out = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut said = std::io::BufRead::lines(out);
        for _ in 0..saves {
            let line = said.next().expect("the loop goes on saving").unwrap();
            assert!(line.starts_with("saved "), "{line}");
        }
        child.kill().unwrap();
        child.wait().unwrap();
        let (record, game) = load_game(&path, catalog())
            .unwrap_or_else(|e| panic!("round {round}: the save does not load: {e}"));
        assert_eq!(game.move_count() as usize, record.moves.len());
        assert!(!record.moves.is_empty(), "round {round}: an empty save");
    }
    // No temporary file is mistaken for a save: the folder holds the save and
    // at most leftovers named as temporary.
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(name == "autosave.ron" || name.ends_with(".tmp"), "{name}");
    }
}
