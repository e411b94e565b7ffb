//! Helpers shared by the rule tests: the tile catalog, game records written as
//! RON text (the contract format), replaying them, and short views of scores,
//! supplies and scoring events.

use carcassonne::rules::record::{GameRecord, RecordError};
use carcassonne::rules::{
    EXPANSIONS, ExpansionSet, FeatureId, FigureKind, Game, Pos, RuleError, RuleSet, ScoreKind,
    Spot, TileCatalog, TileType,
};
use std::path::Path;
use std::process::Command;
use std::sync::{Arc, OnceLock};

/// Seat 0 in two-player records.
pub const RED: usize = 0;
/// Seat 1 in two-player records.
pub const BLUE: usize = 1;

/// The standard tile sets, loaded once per test binary.
pub fn catalog() -> Arc<TileCatalog> {
    static CATALOG: OnceLock<Arc<TileCatalog>> = OnceLock::new();
    CATALOG
        .get_or_init(|| {
            let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
            let catalog =
                TileCatalog::load(&assets).unwrap_or_else(|e| panic!("tile data must load: {e}"));
            Arc::new(catalog)
        })
        .clone()
}

/// Whether the run asks for what a test needs of the machine to be there
/// (`var` set, and not to "0", as CI sets it): then the test fails where
/// it would skip.
pub fn required(var: &str) -> bool {
    std::env::var_os(var).is_some_and(|v| v != "0")
}

/// The tile type `id` of `catalog` (panics naming it if there is none).
pub fn tile<'a>(catalog: &'a TileCatalog, id: &str) -> &'a TileType {
    let i = catalog
        .type_id(id)
        .unwrap_or_else(|| panic!("tile {id} is not in the catalog"));
    catalog.get(i)
}

/// A record for Red (seat 0) and Blue (seat 1). `rules` is the inside of the
/// `rules: (...)` tuple (may be empty for the defaults); `moves` is the inside
/// of the `moves: [...]` list, one move per line.
pub fn record(rules: &str, moves: &str) -> String {
    record_for(&["Red", "Blue"], rules, moves)
}

/// A record for the named seats.
pub fn record_for(players: &[&str], rules: &str, moves: &str) -> String {
    let names: Vec<String> = players.iter().map(|p| format!("{p:?}")).collect();
    format!(
        "(\n    version: 1,\n    players: [{}],\n    rules: ({rules}),\n    moves: [\n{moves}\n    ],\n)\n",
        names.join(", ")
    )
}

/// Parses and replays a record, panicking with the record error if it fails.
pub fn replay(text: &str) -> Game {
    let record = GameRecord::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    record
        .replay(catalog())
        .unwrap_or_else(|e| panic!("replay failed: {e}\n{text}"))
}

/// The game after each move of a record: `[0]` is the setup, `[k]` the state
/// after move `k`.
pub fn replay_steps(text: &str) -> Vec<Game> {
    let record = GameRecord::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut game = record.new_game(catalog()).expect("setup");
    let mut states = vec![game.clone()];
    for (i, m) in record.moves.iter().enumerate() {
        let mv = m
            .to_move(game.catalog())
            .unwrap_or_else(|e| panic!("move {}: {e}", i + 1));
        game.apply(&mv)
            .unwrap_or_else(|e| panic!("move {}: {e}\n{text}", i + 1));
        states.push(game.clone());
    }
    states
}

/// The error a record's replay stops with.
pub fn replay_err(text: &str) -> RecordError {
    let record = GameRecord::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    match record.replay(catalog()) {
        Ok(_) => panic!("the record should not replay:\n{text}"),
        Err(e) => e,
    }
}

/// The 1-based index of the move a record fails at, and the rule it breaks.
pub fn move_err(text: &str) -> (usize, RuleError) {
    match replay_err(text) {
        RecordError::Move { index, error } => (index, error),
        other => panic!("expected a move error, got {other}"),
    }
}

/// A scoring event reduced to what the scenarios check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ev {
    /// 1-based move index; `None` for end-of-game scoring.
    pub at: Option<u32>,
    pub kind: ScoreKind,
    pub points: u32,
    /// Seats that scored, in increasing order.
    pub scorers: Vec<usize>,
}

pub fn ev(at: Option<u32>, kind: impl Into<ScoreKind>, points: u32, scorers: &[usize]) -> Ev {
    Ev {
        at,
        kind: kind.into(),
        points,
        scorers: scorers.to_vec(),
    }
}

/// Every scoring event of the game so far.
pub fn events(game: &Game) -> Vec<Ev> {
    game.events()
        .iter()
        .map(|e| Ev {
            at: e.move_index,
            kind: e.kind,
            points: e.points,
            scorers: e.scorers().collect(),
        })
        .collect()
}

pub fn scores(game: &Game) -> Vec<u32> {
    game.players().iter().map(|p| p.score).collect()
}

/// Followers in each player's supply.
pub fn followers(game: &Game) -> Vec<u8> {
    game.players()
        .iter()
        .map(|p| p.supply(FigureKind::Follower))
        .collect()
}

/// Abbots in each player's supply.
pub fn abbots(game: &Game) -> Vec<u8> {
    game.players()
        .iter()
        .map(|p| p.supply(FigureKind::Abbot))
        .collect()
}

/// The figures on the tile at `(x, y)`, as (seat, local segment).
pub fn figures_at(game: &Game, x: i32, y: i32) -> Vec<(u8, u8)> {
    game.figures()
        .iter()
        .filter(|f| game.tiles()[f.tile as usize].pos == Pos::new(x, y))
        .map(|f| (f.player, f.segment))
        .collect()
}

/// The game after end-of-game scoring.
pub fn finished(mut game: Game) -> Game {
    game.final_scoring();
    assert!(game.is_finished());
    game
}

/// The feature a spot (named in the placed tile's frame) of the tile at
/// `(x, y)` belongs to.
pub fn feature_at(game: &Game, x: i32, y: i32, spot: Spot) -> FeatureId {
    let pos = Pos::new(x, y);
    let index = game
        .tiles()
        .iter()
        .position(|t| t.pos == pos)
        .unwrap_or_else(|| panic!("no tile at {pos}"));
    let placed = game.tiles()[index];
    let local = Game::spot_segment(game.tile_type(placed.tile), placed.rotation, spot)
        .unwrap_or_else(|| panic!("the tile at {pos} has no spot {spot}"));
    game.feature_of(index, local)
}

/// Every rule combination (farmers × every subset of the expansion table)
/// with every player count it allows.
pub fn setups() -> Vec<(RuleSet, usize)> {
    let mut out = Vec::new();
    for expansions in ExpansionSet::every_subset(EXPANSIONS.len()) {
        for farmers in [true, false] {
            let rules = RuleSet {
                farmers,
                expansions,
            };
            for players in 2..=rules.max_players() {
                out.push((rules, players));
            }
        }
    }
    out
}

/// Runs the `carcassonne` binary on the package's assets: (success, stdout, stderr).
pub fn carcassonne(args: &[&str]) -> (bool, String, String) {
    let (code, out, err) = carcassonne_exit(args);
    (code == Some(0), out, err)
}

/// Runs the `carcassonne` binary on the package's assets: (exit code,
/// stdout, stderr); the code is `None` if a signal ended it.
pub fn carcassonne_exit(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne"))
        .args(args)
        .env(
            "CARCASSONNE_ASSETS",
            concat!(env!("CARGO_MANIFEST_DIR"), "/assets"),
        )
        .output()
        .expect("the binary runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Every way a game cannot be set up, each made where the game makes it
/// (the rules, a table from its record, the demonstration's script), with
/// the English the command line has always printed for it (a record's
/// `replay` prints it: docs/game-record.md).
pub fn setup_problems() -> Vec<(carcassonne::rules::SetupError, String)> {
    use carcassonne::art::PlayerColour;
    use carcassonne::rules::{Expansion, SetupError};
    use carcassonne::table::{Seat, Table};
    let setup = |catalog: TileCatalog, players: usize, rules: RuleSet| match Game::new(
        Arc::new(catalog),
        players,
        rules,
    ) {
        Err(RuleError::BadSetup(e)) => e,
        other => panic!("not a setup problem: {:?}", other.map(|_| "a game")),
    };
    let with = |e| RuleSet::default().with(e);
    let full = (*catalog()).clone();
    let without = |set: &str| {
        let mut c = full.clone();
        c.sets.retain(|s| s.name != set);
        c
    };
    let no_start = |set: &str| {
        let mut c = full.clone();
        c.sets
            .iter_mut()
            .filter(|s| s.name == set)
            .for_each(|s| s.start = None);
        c
    };
    let mut crowded = full.clone();
    crowded.types.iter_mut().for_each(|t| t.count *= 4);
    let crowded_tiles: u32 = crowded.types[crowded.set("base").unwrap().types.clone()]
        .iter()
        .map(|t| t.count)
        .sum();
    let record = GameRecord::parse(&record("", "")).expect("a record");
    let seats = (0..3)
        .map(|i| Seat::person(format!("P{i}"), PlayerColour::ALL[i]))
        .collect();
    let seats_for_record = match Table::from_record(catalog(), &record, seats) {
        Err(RecordError::Setup(RuleError::BadSetup(e))) => e,
        other => panic!("not a setup problem: {:?}", other.map(|_| "a table")),
    };
    vec![
        (
            setup(full.clone(), 7, with(Expansion::INNS_CATHEDRALS)),
            "7 players: the game is for 2 to 6".into(),
        ),
        (
            setup(full.clone(), 6, RuleSet::default()),
            "6 players: the game is for 2 to 5 (six with Inns & Cathedrals)".into(),
        ),
        (
            setup(full.clone(), 1, RuleSet::default()),
            "1 players: the game is for 2 to 5 (six with Inns & Cathedrals)".into(),
        ),
        (
            setup(without("base"), 2, RuleSet::default()),
            "the base tile set is not loaded".into(),
        ),
        (
            setup(no_start("base"), 2, RuleSet::default()),
            "the base tile set names no start tile".into(),
        ),
        (
            setup(without("river"), 2, with(Expansion::RIVER)),
            "the River tile set is not loaded".into(),
        ),
        (
            setup(no_start("river"), 2, with(Expansion::RIVER)),
            "the River set names no spring".into(),
        ),
        (
            setup(
                without("inns_cathedrals"),
                2,
                with(Expansion::INNS_CATHEDRALS),
            ),
            "the Inns & Cathedrals tile set is not loaded".into(),
        ),
        (
            setup(
                without("traders_builders"),
                2,
                with(Expansion::TRADERS_BUILDERS),
            ),
            "the Traders & Builders tile set is not loaded".into(),
        ),
        (
            setup(crowded, 2, RuleSet::default()),
            format!("{crowded_tiles} tiles: at most 255 fit in one game"),
        ),
        (seats_for_record, "3 seats for a record of 2 players".into()),
        // The demonstration's script never sets a tile aside; if it did.
        (
            SetupError::ScriptSetsAside,
            "a demonstration sets no tile aside".into(),
        ),
    ]
}

/// The data folder the app tests that save write to (set once for this
/// process, before any app reads it).
#[cfg(feature = "gui")]
pub fn data_dir() -> std::path::PathBuf {
    static DIR: OnceLock<std::path::PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = std::env::temp_dir().join(format!("carcassonne-saving-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        // SAFETY: set once, before any app of the saving tests reads it; no
        // other test reads the data folder from the environment.
        unsafe { std::env::set_var("CARCASSONNE_DATA", &d) };
        d
    })
    .clone()
}
