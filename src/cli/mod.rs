//! The command line: `replay RECORD [--final] [--json] [--stats] [--chart
//! OUT.png]`, `simulate --games N --players P --seed S [--record DIR]`, the
//! computer players' `arena`, `suggest` and `review`, and `paths`, all
//! headless.
//! Parsed by clap (each command has `--help`); with no command the
//! arguments are the window's, which `app` reads itself.

mod health;
mod net;
mod reach;
mod report;
mod review;
mod say;
mod server;
mod setup;

use crate::ai::arena::{ArenaConfig, EngineCommand};
use crate::ai::{Ai, Level, Suggestion};
use crate::rules::record::{GameRecord, RecordMove};
use crate::rules::sim::RandomPlayer;
use crate::rules::{Game, RuleSet, ScoreKind, TileCatalog, TileTypeId};
use crate::table::SeatView;
use clap::{Args, Parser, Subcommand};
pub use report::stats_text;
use report::{replay_json, replay_text, write_chart};
use setup::{RuleFlags, level_arg, load_catalog};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A summary of every command, for the window's own usage errors and for a
/// build without the window.
pub const USAGE: &str = "\
usage:
  carcassonne                      play (opens the game window)
  carcassonne replay RECORD [--final] [--json] [--stats] [--chart OUT.png]
                                   check a game record and print the state after its last move;
                                   --stats adds each player's statistics, --chart writes the
                                   score chart as a picture
  carcassonne simulate --games N --players P --seed S [--record DIR]
                       [--no-farmers] [--abbot] [--river]
                       [--inns-cathedrals] [--traders-builders]
                                   play random legal games headless and print games per second
  carcassonne arena --a LEVEL --b LEVEL [--games N] [--seed S] [--players P]
                    [--threads T] [--no-farmers] [--abbot] [--river]
                    [--inns-cathedrals] [--traders-builders]
                    [--a-cmd COMMAND] [--b-cmd COMMAND] [--move-timeout SECONDS]
                    [--sprt ELO0 ELO1 [--alpha P] [--beta P]] [--log FILE]
                                   play computer against computer (or another program that
                                   answers like suggest): each deal once with A in every seat;
                                   print wins, Elo, margin and think times; --log keeps the
                                   games in FILE, and a run again with it goes on from there
  carcassonne suggest RECORD [--level LEVEL] [--tile ID] [--seed S] [--json]
                                   the computer's move for the player to move after RECORD,
                                   with the tile ID in hand (default: the record seed's next tile)
  carcassonne review RECORD [--level hard|medium|easy] [--json] [--threads N]
                                   every move of a game weighed by the computer from the
                                   mover's seat: the better move, the points lost, a mark
                                   for the costly ones, and each player's losses by kind
  carcassonne host [--port 7878] [--players P] [--computer LEVEL ...] [--seed S] [--address IP]
                   [--local] [--save FILE] [--resume] [--stand-in LEVEL] [rule flags]
                                   host one game for friends on other computers: prints its invite
  carcassonne join INVITE (--computer LEVEL | --spectate) [--name N] [--colour C]
                                   take a seat in a hosted game and let the computer play it,
                                   or watch; prints each move and the final scores;
                                   --new-room P [--room-computer LEVEL ...] makes a room on a server
  carcassonne server [--port 7878] [--local] [--address IP] [--dir DIR] [--max-rooms N]
                                   a headless server of many rooms, each made by a player
  carcassonne paths                show where the autosave, the saved games, art packs and
                                   modded tiles or art are read from
  carcassonne COMMAND --help       a command's options in full
  levels: random, greedy, easy, medium, hard";

/// What the command line asks for, and how the process should end.
#[derive(Debug)]
pub enum Outcome {
    /// A command ran, or help was asked for: print this, exit 0.
    Print(String),
    /// A command failed: print this on standard error and exit with `code`
    /// (2 for arguments it does not understand, 1 for everything else,
    /// e.g. a record that fails to replay).
    Fail { message: String, code: u8 },
    /// No command: open the game window, which reads its own options.
    Play,
}

/// The headless commands. The window's options (`--autoplay N` and the
/// rest) are not here: with no command the arguments go to the window.
#[derive(Parser)]
#[command(
    name = "carcassonne",
    version,
    about = "Carcassonne: with no command, opens the game window",
    after_help = "With no command the game window opens; its own options are\n  \
--autoplay N, --screenshot FILE, --exit, --seed S, --claim, --zoom SCALE,\n  \
--art-pack NAME, --how-to-play N and --lang CODE (see the README).\n\
`carcassonne COMMAND --help` explains a command."
)]
struct Cli {
    /// None only when nothing but options was given (the window's case).
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Check a game record and print the state after its last move
    Replay(ReplayArgs),
    /// Play random legal games headless and print games per second
    Simulate(SimulateArgs),
    /// Play computer against computer: each deal once with A in every seat;
    /// print wins, margin and think times
    Arena(ArenaArgs),
    /// The computer's move for the player to move after a record, as a
    /// record line
    Suggest(SuggestArgs),
    /// Weigh every move of a game record from the mover's seat: the better
    /// move, the points lost and why, each player's losses by kind
    Review(review::ReviewArgs),
    /// Show where the autosave, the saved games, art packs and modded tiles or art are read from
    Paths,
    /// Host one game for friends on other computers: prints its invite,
    /// plays the computer seats, saves the game as it goes
    Host(net::HostArgs),
    /// Take a seat in a hosted game and let a computer level play it (or
    /// watch with --spectate), printing each move and the final scores
    Join(net::JoinArgs),
    /// Run a server of many rooms, headless: players make rooms on it
    Server(server::ServerArgs),
    /// List the games hosted on this network, each with its invite
    Find(net::FindArgs),
}

#[derive(Args)]
struct ReplayArgs {
    /// The game record (format: docs/game-record.md)
    #[arg(value_name = "RECORD")]
    record: PathBuf,
    /// End the game after the last move and apply the end-of-game scoring
    #[arg(long = "final")]
    final_scoring: bool,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    /// Add each player's statistics
    #[arg(long)]
    stats: bool,
    /// Write the score chart, move by move, as a PNG picture
    #[arg(long, value_name = "OUT.png")]
    chart: Option<PathBuf>,
}

#[derive(Args)]
struct SimulateArgs {
    /// Games to play
    #[arg(long, value_name = "N", default_value_t = 1000)]
    games: u64,
    /// Players at the table
    #[arg(long, value_name = "P", default_value_t = 2)]
    players: usize,
    /// The first game's seed; game i uses S + i
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Write every game as a record, DIR/game-00000.ron, ...
    #[arg(long = "record", value_name = "DIR")]
    record_dir: Option<PathBuf>,
    #[command(flatten)]
    rules: RuleFlags,
}

#[derive(Args)]
struct ArenaArgs {
    /// Player A's level (random, greedy, easy, medium or hard)
    #[arg(long = "a", value_name = "LEVEL", default_value = "hard", value_parser = level_arg)]
    a: Level,
    /// Player B's level
    #[arg(long = "b", value_name = "LEVEL", default_value = "greedy", value_parser = level_arg)]
    b: Level,
    /// Games in all; each deal is played once with A in every seat
    #[arg(long, value_name = "N", default_value_t = 400)]
    games: usize,
    /// The first deal's seed
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Players at the table (one A, the others B)
    #[arg(long, value_name = "P", default_value_t = 2)]
    players: usize,
    /// Games played at once, one thread each
    #[arg(long, value_name = "T", default_value_t = 2)]
    threads: usize,
    /// Tuning: change A's evaluation weights (name=value,...)
    #[arg(long, value_name = "WEIGHTS")]
    tune_a: Option<String>,
    /// Tuning: change B's evaluation weights (name=value,...)
    #[arg(long, value_name = "WEIGHTS")]
    tune_b: Option<String>,
    /// A program plays A's seat instead of the level: "PROGRAM ARGS", run
    /// each move with {record} (the moves so far, no seed), {tile} (the tile
    /// in hand) and {seed} (its own seed) filled in, printing one record move
    /// line; with no placeholder, `{record} --tile {tile} --seed {seed}` is
    /// added (as `suggest` takes them)
    #[arg(long, value_name = "COMMAND", value_parser = engine_arg)]
    a_cmd: Option<EngineCommand>,
    /// A program plays B's seats instead of the level (as --a-cmd)
    #[arg(long, value_name = "COMMAND", value_parser = engine_arg)]
    b_cmd: Option<EngineCommand>,
    /// Seconds a program may take over one move; a hung, failed or illegal
    /// answer loses that game for its side
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0)]
    move_timeout: f64,
    /// Stop when the sequential probability ratio test decides between A
    /// being ELO0 and ELO1 Elo better than B (two players; --games is then
    /// the most to play)
    #[arg(long, num_args = 2, value_names = ["ELO0", "ELO1"], allow_negative_numbers = true)]
    sprt: Option<Vec<f64>>,
    /// The SPRT's chance of a false pass (accepting ELO1 when ELO0 holds)
    #[arg(long, value_name = "P", default_value_t = 0.05)]
    alpha: f64,
    /// The SPRT's chance of a false fail (accepting ELO0 when ELO1 holds)
    #[arg(long, value_name = "P", default_value_t = 0.05)]
    beta: f64,
    /// Keep every finished game in FILE (one JSON line each); run again
    /// with the same FILE, the games already in it are counted, not played
    /// (once its first game, played again, ends as it did)
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
    #[command(flatten)]
    rules: RuleFlags,
}

/// An engine command line, for clap.
fn engine_arg(value: &str) -> Result<EngineCommand, String> {
    EngineCommand::parse(value)
}

#[derive(Args)]
struct SuggestArgs {
    /// The game so far (format: docs/game-record.md)
    #[arg(value_name = "RECORD")]
    record: PathBuf,
    /// The computer's level (random, greedy, easy, medium or hard)
    #[arg(long, value_name = "LEVEL", default_value = "hard", value_parser = level_arg)]
    level: Level,
    /// The tile in hand (default: the record seed's next tile)
    #[arg(long, value_name = "ID")]
    tile: Option<String>,
    /// The computer's own seed (it re-deals the unseen tiles)
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Print one JSON object with the move, its reason and its value
    #[arg(long)]
    json: bool,
}

/// The first arguments that make a command line ours rather than the window's.
const OURS: [&str; 15] = [
    "replay",
    "review",
    "host",
    "join",
    "server",
    "find",
    "simulate",
    "arena",
    "suggest",
    "paths",
    "help",
    "--help",
    "-h",
    "--version",
    "-V",
];

/// Runs a headless command, or says to open the window when `args` (the
/// process's arguments, without the program's name) name none.
pub fn run(args: &[String]) -> Outcome {
    if !args.first().is_some_and(|a| OURS.contains(&a.as_str())) {
        return Outcome::Play;
    }
    let cli = match Cli::try_parse_from(
        std::iter::once("carcassonne").chain(args.iter().map(String::as_str)),
    ) {
        Ok(cli) => cli,
        // Help and the version are asked for, not errors: printed, exit 0.
        Err(e) if !e.use_stderr() => return Outcome::Print(e.to_string()),
        Err(e) => {
            return Outcome::Fail {
                message: e.to_string().trim_end().to_string(),
                code: u8::try_from(e.exit_code()).unwrap_or(2),
            };
        }
    };
    let Some(command) = cli.command else {
        return Outcome::Play;
    };
    let done = match command {
        Command::Replay(a) => replay(&a),
        Command::Simulate(a) => simulate(&a),
        Command::Arena(a) => arena(a),
        Command::Suggest(a) => suggest(&a),
        Command::Review(a) => review::run(&a),
        Command::Paths => Ok(paths()),
        Command::Host(a) => net::host(a),
        Command::Join(a) => net::join(a),
        Command::Server(a) => server::server(a),
        Command::Find(a) => net::find(a),
    };
    match done {
        Ok(text) => Outcome::Print(text),
        Err(message) => Outcome::Fail { message, code: 1 },
    }
}

/// Where this run reads and writes its files, for players who mod the game.
fn paths() -> String {
    use std::fmt::Write as _;
    let shown =
        |p: Option<PathBuf>| p.map_or("(none on this system)".into(), |p| p.display().to_string());
    let layers = crate::assets_dir::override_dirs();
    let mut s = String::new();
    if layers.is_empty() {
        s.push_str("tiles and art: built in (no assets folder found)\n");
    } else {
        s.push_str("tiles and art: built in, overridden by files in (first wins)\n");
        for dir in &layers {
            let _ = writeln!(s, "  {}", dir.display());
        }
    }
    let beside = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(|d| d.join(crate::assets_dir::ASSETS)));
    let data = crate::saves::data_dir();
    let _ = writeln!(
        s,
        "modded tiles and art go in: {} or {}",
        shown(beside),
        shown(data.as_ref().map(|d| d.join(crate::assets_dir::ASSETS)))
    );
    let _ = writeln!(
        s,
        "your own art packs: {}",
        shown(crate::art::user_packs_dir())
    );
    // The folders the window reads: its "Continue" and its list of saved
    // games (a save put in the data folder itself is never listed).
    let _ = writeln!(
        s,
        "autosave (\"Continue\"): {}",
        shown(crate::saves::autosave_path())
    );
    let _ = writeln!(s, "saved games: {}", shown(crate::saves::saves_dir()));
    s
}

fn replay(args: &ReplayArgs) -> Result<String, String> {
    let path = &args.record;
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    let record = GameRecord::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let catalog = load_catalog()?;
    let mut game = record
        .replay(catalog)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if args.final_scoring {
        game.final_scoring();
    }
    if let Some(out) = &args.chart {
        write_chart(out, &game, &record)?;
    }
    let mut text = if args.json {
        replay_json(&game, &record.players)
    } else {
        replay_text(&game, &record.players)
    };
    if args.stats {
        let moves = record
            .moves
            .iter()
            .map(|m| m.to_move(game.catalog()))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        if !text.ends_with('\n') {
            text.push('\n');
        }
        text += &stats_text(&game, &moves, &record.players);
    }
    Ok(text)
}

fn arena(args: ArenaArgs) -> Result<String, String> {
    let config = ArenaConfig {
        a: args.a,
        b: args.b,
        games: args.games,
        seed: args.seed,
        players: args.players,
        rules: args.rules.rules(),
        threads: args.threads.max(1),
        tune: [args.tune_a, args.tune_b],
        cmd: [args.a_cmd, args.b_cmd],
        move_timeout: args.move_timeout,
        sprt: args.sprt.map(|e| crate::ai::sprt::Sprt {
            alpha: args.alpha,
            beta: args.beta,
            ..crate::ai::sprt::Sprt::new(e[0], e[1])
        }),
        log: args.log,
    };
    let catalog = load_catalog()?;
    let report = crate::ai::arena::run(catalog, &config).map_err(|e| format!("arena: {e}"))?;
    Ok(report.text())
}

fn suggest(args: &SuggestArgs) -> Result<String, String> {
    let path = &args.record;
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    let record = GameRecord::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let catalog = load_catalog()?;
    let game = record
        .replay(catalog.clone())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if game.is_finished() {
        return Err(format!(
            "{}: the game is over: no tile is left to play",
            path.display()
        ));
    }
    let hand = match &args.tile {
        Some(id) => catalog
            .type_id(id)
            .ok_or_else(|| format!("suggest: there is no tile `{id}` in the chosen tile sets"))?,
        // The table deals the record's next tile: only the tile in hand is
        // revealed to the computer, which re-deals the rest itself.
        None if record.seed.is_some() => game.next_tile().expect("the game is not over"),
        None => {
            return Err(format!(
                "{}: the record has no seed, so its next tile is unknown: name the tile in hand with --tile",
                path.display()
            ));
        }
    };
    let s = computer_move(args.level, args.seed, &game, hand)?;
    let line = RecordMove::from_move(&s.mv, &catalog).to_string();
    Ok(if args.json {
        serde_json::json!({
            "move": line,
            "reason": s.reason.to_string(),
            "value": (s.value as f64 * 10.0).round() / 10.0,
            "level": s.level.name(),
            "player": record.players.get(game.current_player()),
            "tile": catalog.get(hand).id,
        })
        .to_string()
    } else {
        line
    })
}

/// The computer's choice for the player to move in `game` with `hand`: the
/// one place the command line asks the AI.
fn computer_move(
    level: Level,
    seed: u64,
    game: &Game,
    hand: TileTypeId,
) -> Result<Suggestion, String> {
    // The computer sees what the player to move sees: the tile in hand and
    // how many of each tile are unseen, not their order.
    Ai::new(level, seed)
        .choose(&SeatView::of_game(game, Some(hand)))
        .map_err(|e| format!("suggest: {e}"))
}

fn simulate(args: &SimulateArgs) -> Result<String, String> {
    let (games, players, seed) = (args.games, args.players, args.seed);
    let record_dir = args.record_dir.as_deref();
    let rules = args.rules.rules();
    let catalog = load_catalog()?;
    let template = Game::new(catalog.clone(), players, rules).map_err(|e| e.to_string())?;
    if let Some(dir) = record_dir {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let mut player = RandomPlayer::new();
    let mut stats = Stats::new(players);
    let started = Instant::now();
    for g in 0..games {
        let game_seed = seed.wrapping_add(g);
        let (game, moves) = crate::rules::sim::random_game(&template, game_seed, &mut player);
        stats.add(&game);
        if let Some(dir) = record_dir {
            write_record(dir, g, game_seed, players, rules, &moves, &catalog)?;
        }
    }
    let secs = started.elapsed().as_secs_f64();
    Ok(stats.report(games, secs, record_dir))
}

fn write_record(
    dir: &Path,
    index: u64,
    seed: u64,
    players: usize,
    rules: RuleSet,
    moves: &[crate::rules::Move],
    catalog: &TileCatalog,
) -> Result<(), String> {
    let names = (1..=players).map(|i| format!("Player {i}")).collect();
    let record = GameRecord::of_moves(names, rules, Some(seed), moves, catalog);
    let path = dir.join(format!("game-{index:05}.ron"));
    std::fs::write(&path, record.to_ron()).map_err(|e| format!("{}: {e}", path.display()))
}

struct Stats {
    seat_total: Vec<u64>,
    by_kind: [u64; ScoreKind::COUNT],
    winning_total: u64,
    best: u32,
    worst: u32,
    ties: u64,
    moves: u64,
}

impl Stats {
    fn new(players: usize) -> Stats {
        Stats {
            seat_total: vec![0; players],
            by_kind: [0; ScoreKind::COUNT],
            winning_total: 0,
            best: 0,
            worst: u32::MAX,
            ties: 0,
            moves: 0,
        }
    }

    fn add(&mut self, game: &Game) {
        for (i, p) in game.players().iter().enumerate() {
            self.seat_total[i] += p.score as u64;
            self.best = self.best.max(p.score);
            self.worst = self.worst.min(p.score);
            for (total, points) in self.by_kind.iter_mut().zip(p.by_kind) {
                *total += points as u64;
            }
        }
        let winners = game.winners();
        self.winning_total += game.players()[winners[0]].score as u64;
        self.ties += u64::from(winners.len() > 1);
        self.moves += game.move_count() as u64;
    }

    fn report(&self, games: u64, secs: f64, dir: Option<&Path>) -> String {
        use std::fmt::Write as _;
        let n = games.max(1) as f64;
        let mut s = String::new();
        let _ = writeln!(
            s,
            "{games} games in {secs:.3} s: {:.0} games per second (one core)",
            games as f64 / secs.max(1e-9)
        );
        let seats: Vec<String> = self
            .seat_total
            .iter()
            .enumerate()
            .map(|(i, t)| format!("seat {} {:.1}", i + 1, *t as f64 / n))
            .collect();
        let _ = writeln!(s, "mean score: {}", seats.join(", "));
        let kinds: Vec<String> = ScoreKind::ALL
            .iter()
            .filter(|k| self.by_kind[k.index()] > 0 || k.feature().is_some())
            .map(|k| format!("{} {:.1}", k.name(), self.by_kind[k.index()] as f64 / n))
            .collect();
        let _ = writeln!(s, "mean points per game by feature: {}", kinds.join(", "));
        let _ = writeln!(
            s,
            "mean winning score {:.1}; highest {}, lowest {}; tied games {}; mean moves {:.1}",
            self.winning_total as f64 / n,
            self.best,
            if games == 0 { 0 } else { self.worst },
            self.ties,
            self.moves as f64 / n
        );
        if let Some(d) = dir {
            let _ = writeln!(s, "records written to {}", d.display());
        }
        s
    }
}
