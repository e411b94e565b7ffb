//! The command line: `replay RECORD [--final] [--json] [--stats] [--chart
//! OUT.png]`, `simulate --games N --players P --seed S [--record DIR]`, the
//! computer players' `arena` and `suggest`, and `paths`, all headless.

use crate::ai::arena::ArenaConfig;
use crate::ai::{Ai, Level};
use crate::art::PlayerColour;
use crate::rules::record::{GameRecord, RecordMove};
use crate::rules::sim::RandomPlayer;
use crate::rules::stats::{ScoreChart, player_stats};
use crate::rules::{
    EXPANSIONS, Expansion, FigureKind, Game, Goods, RuleSet, ScoreKind, TileCatalog,
};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

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
                                   play computer against computer: each deal once with A in
                                   every seat; print wins, margin and think times
  carcassonne suggest RECORD [--level LEVEL] [--tile ID] [--seed S] [--json]
                                   the computer's move for the player to move after RECORD,
                                   with the tile ID in hand (default: the record seed's next tile)
  carcassonne paths                show where saves, art packs and modded tiles or art are read from
  levels: random, greedy, easy, medium, hard";

/// Runs a headless command; `Ok(None)` if `args` name none (play instead).
/// Returns the text to print, or an error message (exit status 1).
pub fn run(args: &[String]) -> Option<Result<String, String>> {
    match args.first().map(String::as_str) {
        Some("replay") => Some(replay(&args[1..])),
        Some("simulate") => Some(simulate(&args[1..])),
        Some("arena") => Some(arena(&args[1..])),
        Some("suggest") => Some(suggest(&args[1..])),
        Some("paths") => Some(Ok(paths())),
        Some("--help" | "-h" | "help") => Some(Ok(USAGE.to_string())),
        _ => None,
    }
}

fn load_catalog() -> Result<Arc<TileCatalog>, String> {
    TileCatalog::load_layered(&crate::assets_dir::override_dirs())
        .map(Arc::new)
        .map_err(|e| e.to_string())
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
    let _ = writeln!(s, "saves: {}", shown(data));
    s
}

fn replay(args: &[String]) -> Result<String, String> {
    let mut path = None;
    let (mut final_scoring, mut json, mut stats) = (false, false, false);
    let mut chart: Option<PathBuf> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--final" => final_scoring = true,
            "--json" => json = true,
            "--stats" => stats = true,
            "--chart" => {
                let out = it.next().ok_or("replay: --chart needs a file name")?;
                chart = Some(PathBuf::from(out));
            }
            s if s.starts_with("--") => return Err(format!("replay: unknown option {s}\n{USAGE}")),
            s if path.is_none() => path = Some(PathBuf::from(s)),
            s => return Err(format!("replay: unexpected argument {s}\n{USAGE}")),
        }
    }
    let path = path.ok_or_else(|| format!("replay: which record?\n{USAGE}"))?;
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    let record = GameRecord::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let catalog = load_catalog()?;
    let mut game = record
        .replay(catalog)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if final_scoring {
        game.final_scoring();
    }
    if let Some(out) = &chart {
        write_chart(out, &game, &record)?;
    }
    let mut text = if json {
        replay_json(&game, &record.players)
    } else {
        replay_text(&game, &record.players)
    };
    if stats {
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

/// The players' colours named in a record, else the usual order.
fn record_colours(record: &GameRecord) -> Vec<PlayerColour> {
    (0..record.players.len())
        .map(|i| {
            record
                .colours
                .as_ref()
                .and_then(|c| c.get(i))
                .and_then(|c| PlayerColour::ALL.into_iter().find(|p| p.name() == c))
                .unwrap_or(PlayerColour::ALL[i % PlayerColour::ALL.len()])
        })
        .collect()
}

/// Writes the score chart of `game` as a PNG.
fn write_chart(out: &Path, game: &Game, record: &GameRecord) -> Result<(), String> {
    let colours = record_colours(record);
    let players: Vec<(&str, [u8; 3])> = record
        .players
        .iter()
        .zip(&colours)
        .map(|(n, c)| (n.as_str(), c.rgb()))
        .collect();
    let img = crate::art::render_score_chart(&ScoreChart::of(game), &players);
    std::fs::write(out, crate::art::encode_png(&img))
        .map_err(|e| format!("{}: cannot write the chart: {e}", out.display()))
}

/// Each player's statistics, a few lines each.
pub fn stats_text(game: &Game, moves: &[crate::rules::Move], names: &[String]) -> String {
    use std::fmt::Write as _;
    let mut s = String::from("statistics:\n");
    for (p, name) in player_stats(game, moves).iter().zip(names) {
        let _ = writeln!(s, "  {name}");
        let kinds: Vec<String> = ScoreKind::ALL
            .iter()
            .filter(|k| p.points(**k) > 0)
            .map(|k| {
                format!(
                    "{} {} ({} in play, {} at the end)",
                    k.name(),
                    p.points(*k),
                    p.during_game[k.index()],
                    p.at_end[k.index()]
                )
            })
            .collect();
        if !kinds.is_empty() {
            let _ = writeln!(s, "    points: {}", kinds.join(", "));
        }
        let _ = writeln!(
            s,
            "    features completed {}, biggest city {} tiles, longest road {} tiles",
            p.features_completed, p.biggest_city, p.longest_road
        );
        let _ = writeln!(
            s,
            "    figures placed {}, turns with a tile set aside {}",
            p.figures_placed, p.set_aside_turns
        );
        if let Some(b) = p.best_move {
            let _ = writeln!(
                s,
                "    best move: move {}, {} points",
                b.move_index, b.points
            );
        }
    }
    s
}

fn scorer_names(players: &[String], mask: u8) -> Vec<String> {
    (0..players.len())
        .filter(|i| mask & (1 << i) != 0)
        .map(|i| players[i].clone())
        .collect()
}

fn replay_json(game: &Game, names: &[String]) -> String {
    use serde_json::{Value, json};
    let players: Vec<Value> = game
        .players()
        .iter()
        .zip(names)
        .map(|(p, name)| {
            let mut by_kind = serde_json::Map::new();
            for k in ScoreKind::ALL {
                by_kind.insert(k.name().into(), json!(p.by_kind[k.index()]));
            }
            let mut player = json!({
                "name": name,
                "score": p.score,
                "points": by_kind,
            });
            let rules = game.rules();
            // Followers and abbots always; other figures with the expansion
            // that brings them (the pig even with farmers off).
            for kind in FigureKind::ALL {
                if matches!(kind, FigureKind::Follower | FigureKind::Abbot)
                    || rules.brings_figure(kind)
                {
                    player[figure_json_key(kind)] = json!(p.supply(kind));
                }
            }
            if rules.has(Expansion::TRADERS_BUILDERS) {
                let goods: serde_json::Map<String, Value> = Goods::ALL
                    .iter()
                    .map(|g| (g.name().to_string(), json!(p.goods[g.index()])))
                    .collect();
                player["goods"] = Value::Object(goods);
            }
            player
        })
        .collect();
    let scoring: Vec<Value> = game
        .events()
        .iter()
        .map(|e| {
            let mut event = json!({
                "move": e.move_index,
                "feature": e.kind.name(),
                "points": e.points,
                "players": scorer_names(names, e.players),
                "tiles": e.tiles.len(),
                "arms": e.arms,
                "cities": e.cities,
                "complete": e.complete,
                "abbot_recalled": e.abbot_recalled,
            });
            if let Some(g) = e.goods {
                event["goods"] = json!(g.name());
            }
            if e.inn_or_cathedral {
                event["inn_or_cathedral"] = json!(true);
            }
            event
        })
        .collect();
    let winners: Vec<&String> = game.winners().into_iter().map(|i| &names[i]).collect();
    json!({
        "players": players,
        "finished": game.is_finished(),
        "moves": game.move_count(),
        "tiles_left": game.pile_len(),
        "winners": winners,
        "scoring": scoring,
    })
    .to_string()
}

/// A figure kind's key in `replay --json` (docs/game-record.md).
fn figure_json_key(kind: FigureKind) -> &'static str {
    match kind {
        FigureKind::Follower => "followers",
        FigureKind::Abbot => "abbots",
        FigureKind::Large => "large",
        FigureKind::Builder => "builders",
        FigureKind::Pig => "pigs",
    }
}

fn replay_text(game: &Game, names: &[String]) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    let state = if game.is_finished() {
        "game over".to_string()
    } else {
        format!("in progress, {} tiles left", game.pile_len())
    };
    let _ = writeln!(s, "after move {} ({state})", game.move_count());
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for (p, name) in game.players().iter().zip(names) {
        let _ = write!(
            s,
            "  {name:width$}  {:>3} points  {} followers in supply",
            p.score,
            p.supply(FigureKind::Follower)
        );
        let rules = game.rules();
        for kind in FigureKind::ALL {
            if kind != FigureKind::Follower && rules.has_figure(kind) {
                let at = if p.supply(kind) > 0 {
                    "in supply"
                } else {
                    "on the map"
                };
                let _ = write!(s, ", {kind} {at}");
            }
        }
        if rules.has(Expansion::TRADERS_BUILDERS) {
            let goods: Vec<String> = Goods::ALL
                .iter()
                .map(|g| format!("{} {g}", p.goods[g.index()]))
                .collect();
            let _ = write!(s, ", goods: {}", goods.join(" "));
        }
        let parts: Vec<String> = p
            .breakdown()
            .map(|(k, points)| format!("{} {points}", k.name()))
            .collect();
        if !parts.is_empty() {
            let _ = write!(s, "  ({})", parts.join(", "));
        }
        s.push('\n');
    }
    if game.is_finished() {
        let w: Vec<&str> = game
            .winners()
            .into_iter()
            .map(|i| names[i].as_str())
            .collect();
        let _ = writeln!(
            s,
            "winner{}: {}",
            if w.len() > 1 { "s" } else { "" },
            w.join(", ")
        );
    }
    if !game.events().is_empty() {
        let _ = writeln!(s, "scoring:");
        for e in game.events() {
            let when = e
                .move_index
                .map_or("end".to_string(), |m| format!("move {m}"));
            let what = match e.goods {
                Some(g) => format!("{g} majority"),
                None => format!("{} of {} tiles", e.kind.name(), e.tiles.len()),
            };
            let _ = writeln!(
                s,
                "  {when:>8}: {what}{}, {} points to {}",
                if e.abbot_recalled {
                    " (abbot taken back)"
                } else {
                    ""
                },
                e.points,
                scorer_names(names, e.players).join(", ")
            );
        }
    }
    s
}

fn level_arg(name: &str, value: &str) -> Result<Level, String> {
    Level::parse(value)
        .ok_or_else(|| format!("{name}: no level `{value}` (random, greedy, easy, medium or hard)"))
}

/// The rules with one rule flag of the expansion table applied
/// (`--no-farmers`, `--abbot`, ...); `None` for any other argument.
fn rule_flag(rules: RuleSet, flag: &str) -> Option<RuleSet> {
    crate::rules::expansions::apply_rule_flag(rules, EXPANSIONS, flag)
}

fn arena(args: &[String]) -> Result<String, String> {
    let mut config = ArenaConfig {
        a: Level::Hard,
        b: Level::Greedy,
        games: 400,
        seed: 1,
        players: 2,
        rules: RuleSet::default(),
        threads: 2,
        tune: [None, None],
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .ok_or_else(|| format!("arena: {name} needs a value"))
                .cloned()
        };
        let number = |name: &str, v: String| {
            v.parse::<u64>()
                .map_err(|e| format!("arena: {name} {v}: {e}"))
        };
        match a.as_str() {
            "--a" => config.a = level_arg("--a", &value("--a")?)?,
            "--b" => config.b = level_arg("--b", &value("--b")?)?,
            "--games" => config.games = number("--games", value("--games")?)? as usize,
            "--seed" => config.seed = number("--seed", value("--seed")?)?,
            "--players" => config.players = number("--players", value("--players")?)? as usize,
            "--threads" => {
                config.threads = number("--threads", value("--threads")?)?.max(1) as usize
            }
            s if rule_flag(config.rules, s).is_some() => {
                config.rules = rule_flag(config.rules, s).expect("checked")
            }
            // Tuning: change the evaluation weights of A or B.
            "--tune-a" => config.tune[0] = Some(value("--tune-a")?),
            "--tune-b" => config.tune[1] = Some(value("--tune-b")?),
            s => return Err(format!("arena: unknown argument {s}\n{USAGE}")),
        }
    }
    let catalog = load_catalog()?;
    let report = crate::ai::arena::run(catalog, &config).map_err(|e| format!("arena: {e}"))?;
    Ok(report.text())
}

fn suggest(args: &[String]) -> Result<String, String> {
    let mut path = None;
    let mut level = Level::Hard;
    let mut tile: Option<String> = None;
    let mut seed = 1u64;
    let mut json = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .ok_or_else(|| format!("suggest: {name} needs a value"))
                .cloned()
        };
        match a.as_str() {
            "--level" => level = level_arg("--level", &value("--level")?)?,
            "--tile" => tile = Some(value("--tile")?),
            "--seed" => {
                let v = value("--seed")?;
                seed = v.parse().map_err(|e| format!("suggest: --seed {v}: {e}"))?
            }
            "--json" => json = true,
            s if s.starts_with("--") => {
                return Err(format!("suggest: unknown option {s}\n{USAGE}"));
            }
            s if path.is_none() => path = Some(PathBuf::from(s)),
            s => return Err(format!("suggest: unexpected argument {s}\n{USAGE}")),
        }
    }
    let path = path.ok_or_else(|| format!("suggest: which record?\n{USAGE}"))?;
    let text = std::fs::read_to_string(&path)
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
    let hand = match &tile {
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
    let mut ai = Ai::new(level, seed);
    let s = ai
        .choose(&game, hand)
        .map_err(|e| format!("suggest: {e}"))?;
    let line = RecordMove::from_move(&s.mv, &catalog).to_string();
    Ok(if json {
        serde_json::json!({
            "move": line,
            "reason": s.reason,
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

fn simulate(args: &[String]) -> Result<String, String> {
    let mut games = 1000u64;
    let mut players = 2usize;
    let mut seed = 1u64;
    let mut record_dir: Option<PathBuf> = None;
    let mut rules = RuleSet::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .ok_or_else(|| format!("simulate: {name} needs a value"))
                .cloned()
        };
        match a.as_str() {
            "--games" => {
                games = value("--games")?
                    .parse()
                    .map_err(|e| format!("--games: {e}"))?
            }
            "--players" => {
                players = value("--players")?
                    .parse()
                    .map_err(|e| format!("--players: {e}"))?
            }
            "--seed" => {
                seed = value("--seed")?
                    .parse()
                    .map_err(|e| format!("--seed: {e}"))?
            }
            "--record" => record_dir = Some(PathBuf::from(value("--record")?)),
            s if rule_flag(rules, s).is_some() => rules = rule_flag(rules, s).expect("checked"),
            s => return Err(format!("simulate: unknown argument {s}\n{USAGE}")),
        }
    }
    let catalog = load_catalog()?;
    let template = Game::new(catalog.clone(), players, rules).map_err(|e| e.to_string())?;
    if let Some(dir) = &record_dir {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let mut player = RandomPlayer::new();
    let mut stats = Stats::new(players);
    let started = Instant::now();
    for g in 0..games {
        let game_seed = seed.wrapping_add(g);
        let (game, moves) = crate::rules::sim::random_game(&template, game_seed, &mut player);
        stats.add(&game);
        if let Some(dir) = &record_dir {
            write_record(dir, g, game_seed, players, rules, &moves, &catalog)?;
        }
    }
    let secs = started.elapsed().as_secs_f64();
    Ok(stats.report(games, secs, record_dir.as_deref()))
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
    let record = GameRecord {
        players: (1..=players).map(|i| format!("Player {i}")).collect(),
        rules,
        seed: Some(seed),
        moves: moves
            .iter()
            .map(|m| RecordMove::from_move(m, catalog))
            .collect(),
        colours: None,
        helpers: None,
        computers: None,
    };
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
