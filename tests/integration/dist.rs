//! A shipped game: the built-in tile data plays exactly like the files it
//! was compiled from, and an `assets/` folder beside a copied binary
//! or in the player's data folder overrides it.

use carcassonne::rules::sim::{RandomPlayer, random_game};
use carcassonne::rules::{Game, RuleSet, TileCatalog};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

fn source_assets() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets")
}

#[test]
fn built_in_tile_sets_play_the_same_games_as_the_files() {
    let built_in = Arc::new(TileCatalog::built_in().expect("the built-in tile sets load"));
    let files = Arc::new(TileCatalog::load(&source_assets()).expect("the tile files load"));
    assert_eq!(built_in.types.len(), files.types.len());
    for (a, b) in built_in.types.iter().zip(&files.types) {
        assert_eq!(
            (&a.id, &a.edges, &a.segments, a.count, &a.art),
            (&b.id, &b.edges, &b.segments, b.count, &b.art)
        );
    }
    let every_set = RuleSet::default().with_every_expansion();
    for (rules, players, seed) in [(RuleSet::default(), 2, 7), (every_set, 5, 11)] {
        let game = |catalog: &Arc<TileCatalog>| {
            let template = Game::new(catalog.clone(), players, rules).expect("a new game");
            random_game(&template, seed, &mut RandomPlayer::new())
        };
        let (from_built_in, moves) = game(&built_in);
        let (from_files, file_moves) = game(&files);
        assert!(from_built_in.is_finished() && moves.len() > 70);
        assert_eq!(moves, file_moves, "the same moves, seed {seed}");
        assert_eq!(from_built_in.players(), from_files.players());
        assert_eq!(from_built_in.events(), from_files.events());
    }
}

/// A copy of the `carcassonne` binary in a fresh folder of its own (a hard
/// link where the file system allows it), with empty data and config
/// folders: a player's download, unpacked anywhere.
struct Unpacked {
    dir: PathBuf,
}

impl Unpacked {
    fn new(name: &str) -> Unpacked {
        let dir =
            std::env::temp_dir().join(format!("carcassonne-dist-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("home")).expect("a temp folder");
        let exe = dir.join(
            Path::new(env!("CARGO_BIN_EXE_carcassonne"))
                .file_name()
                .unwrap(),
        );
        if std::fs::hard_link(env!("CARGO_BIN_EXE_carcassonne"), &exe).is_err() {
            std::fs::copy(env!("CARGO_BIN_EXE_carcassonne"), &exe).expect("a copied binary");
        }
        Unpacked { dir }
    }

    fn write(&self, relative: &str, text: &str) -> PathBuf {
        let path = self.dir.join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        path
    }

    /// Runs the copy from its own folder, with no variable that could lead
    /// it to the source tree: (success, stdout, stderr).
    fn run(&self, args: &[&str]) -> (bool, String, String) {
        let home = self.dir.join("home");
        let exe = self.dir.join(
            Path::new(env!("CARGO_BIN_EXE_carcassonne"))
                .file_name()
                .unwrap(),
        );
        let out = Command::new(exe)
            .args(args)
            .current_dir(&self.dir)
            .env_remove("CARGO_MANIFEST_DIR")
            .env_remove("CARCASSONNE_ASSETS")
            .env("HOME", &home)
            .env("XDG_DATA_HOME", home.join("data"))
            .env("XDG_CONFIG_HOME", home.join("config"))
            .env("CARCASSONNE_DATA", home.join("data"))
            .env("CARCASSONNE_CONFIG", home.join("config"))
            .output()
            .expect("the copied binary runs");
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }
}

impl Drop for Unpacked {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Ann closes the start tile's city with an E: 2 tiles, 4 points with the
/// game's tiles.
const CLOSE_CITY: &str = r#"(version: 1, players: ["Ann", "Bo"], moves: [
    Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
])"#;

fn score_of_ann(out: &str) -> u64 {
    let v: serde_json::Value = serde_json::from_str(out).expect("one JSON object");
    v["players"][0]["score"].as_u64().expect("a score")
}

#[test]
fn a_copied_binary_runs_on_its_built_in_data_and_an_assets_folder_beside_it_wins() {
    // No assets folder anywhere: the built-in tiles, and nothing else read.
    let bare = Unpacked::new("bare");
    let (ok, out, err) = bare.run(&["paths"]);
    assert!(ok, "{err}");
    assert!(out.contains("built in (no assets folder found)"), "{out}");
    let record = bare.write("close.ron", CLOSE_CITY);
    let (ok, out, err) = bare.run(&["replay", record.to_str().unwrap(), "--json"]);
    assert!(ok, "{err}");
    assert_eq!(score_of_ann(&out), 4, "{out}");
    assert!(err.is_empty(), "no warnings on built-in data: {err}");
    let (ok, out, err) = bare.run(&["simulate", "--games", "2", "--players", "3", "--seed", "5"]);
    assert!(ok && out.contains("games per second"), "{out}{err}");

    // A modded base set beside the binary: E's city gets a coat of arms,
    // so closing it is worth 2 points more.
    let modded = Unpacked::new("modded");
    let base = std::fs::read_to_string(source_assets().join("tiles/base.ron")).unwrap();
    let e = "Tile(id: \"E\", count: 4, edges: \"CFFF\", segments: [\n            City(edges: [N]),";
    assert!(base.contains(e), "tile E as this test knows it");
    modded.write(
        "assets/tiles/base.ron",
        &base.replacen(
            e,
            &e.replace("City(edges: [N])", "City(edges: [N], arms: 1)"),
            1,
        ),
    );
    let record = modded.write("close.ron", CLOSE_CITY);
    let (ok, out, err) = modded.run(&["paths"]);
    assert!(ok, "{err}");
    assert!(out.contains("overridden by files in"), "{out}");
    let (ok, out, err) = modded.run(&["replay", record.to_str().unwrap(), "--json"]);
    assert!(ok, "{err}");
    assert_eq!(score_of_ann(&out), 6, "the modded E scores its arms: {out}");

    // The same mod in the player's data folder works as well.
    let in_data = Unpacked::new("data-folder");
    in_data.write(
        "home/data/assets/tiles/base.ron",
        &std::fs::read_to_string(modded.dir.join("assets/tiles/base.ron")).unwrap(),
    );
    let record = in_data.write("close.ron", CLOSE_CITY);
    let (ok, out, err) = in_data.run(&["replay", record.to_str().unwrap(), "--json"]);
    assert!(ok, "{err}");
    assert_eq!(score_of_ann(&out), 6, "the data folder's E: {out}");

    // simulate reads the folder too: a broken river set stops it, named.
    modded.write(
        "assets/tiles/river.ron",
        "TileSet(name: \"river\", tiles: [",
    );
    let (ok, _, err) = modded.run(&["simulate", "--games", "1", "--players", "2", "--seed", "1"]);
    assert!(!ok, "a broken modded file is an error");
    assert!(
        err.contains(&format!(
            "assets{}tiles{}river.ron",
            std::path::MAIN_SEPARATOR,
            std::path::MAIN_SEPARATOR
        )),
        "the error names the modded file: {err}"
    );
}
