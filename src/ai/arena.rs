//! The arena: seeded games between two levels (or other programs that
//! answer like `suggest`), each deal played once with A in every seat, and a
//! report of wins, the Elo difference, score margins and think times; with an
//! SPRT it stops once the results decide.

pub use super::engine::EngineCommand;
use super::sprt::{Pentanomial, Sprt, Verdict};
use super::{Ai, Level};
use crate::rules::record::GameRecord;
use crate::rules::{Flight, Game, Move, PendingFlight, RuleSet, TileCatalog};
use crate::table::SeatView;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// What to play.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    pub a: Level,
    pub b: Level,
    /// Games in all; each deal is played `players` times, A in each seat.
    pub games: usize,
    pub seed: u64,
    pub players: usize,
    pub rules: RuleSet,
    /// Games played at once (one thread each).
    pub threads: usize,
    /// Evaluation weight changes for A and B (`name=value,...`), for tuning.
    pub tune: [Option<String>; 2],
    /// Another program playing A's or B's seats instead of the level (see
    /// [`EngineCommand`]).
    pub cmd: [Option<EngineCommand>; 2],
    /// Longest a program may think over one move, in seconds.
    pub move_timeout: f64,
    /// Stop once this test decides (two players only); `games` is then the
    /// most to play.
    pub sprt: Option<Sprt>,
    /// The arena's journal (`--log`): games already in it are not played
    /// again, and each game played is added to it.
    pub log: Option<std::path::PathBuf>,
}

impl ArenaConfig {
    /// A side's level (with its tuning), or its program.
    fn side_name(&self, side: usize) -> String {
        match &self.cmd[side] {
            Some(cmd) => format!("`{}`", cmd.line()),
            None => [self.a, self.b][side].to_string(),
        }
    }

    /// The rules, as the report names them ("farmers, inns & cathedrals").
    fn rules_text(&self) -> String {
        let mut rules = vec![if self.rules.farmers {
            "farmers".to_string()
        } else {
            "no farmers".to_string()
        }];
        // A row id prints with its words joined by "&" ("inns & cathedrals").
        rules.extend(
            self.rules
                .expansion_rows()
                .map(|row| row.id.replace('_', " & ")),
        );
        rules.join(", ")
    }

    /// What makes two runs the same arena, game for game: the sides (and
    /// their tuning), the table and the first deal; not how many games,
    /// the threads or the test. A journal is only continued by its arena.
    /// A program is named by its file name, not its folder, so that a
    /// journal can go on where the same build sits elsewhere.
    pub fn identity(&self) -> String {
        let name = |i: usize| match &self.cmd[i] {
            Some(cmd) => {
                let program = std::path::Path::new(&cmd.argv[0])
                    .file_name()
                    .map_or(cmd.argv[0].clone(), |f| f.to_string_lossy().into_owned());
                format!("`{}`", [&[program], &cmd.argv[1..]].concat().join(" "))
            }
            None => self.side_name(i),
        };
        let side = |i: usize| match &self.tune[i] {
            Some(t) => format!("{} (tuned {t})", name(i)),
            None => name(i),
        };
        format!(
            "A = {} vs B = {}, {} players ({}), seeds {}..",
            side(0),
            side(1),
            self.players,
            self.rules_text(),
            self.seed
        )
    }
}

/// Who plays one seat of an arena game.
enum Seat {
    Level(Ai),
    Program { seed: u64 },
}

/// One finished arena game.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GameResult {
    pub deal: u64,
    /// A's seat.
    pub seat: usize,
    pub scores: Vec<u32>,
    /// Points by what scored them, for each seat (indexed by `ScoreKind::index`).
    pub by_kind: Vec<[u32; crate::rules::ScoreKind::COUNT]>,
    /// A's score minus the mean of the other seats'.
    pub margin: f64,
    /// 1 win, 0.5 shared win, 0 loss.
    pub outcome: f64,
    /// A program's answer that lost the game for its side (it ended there):
    /// which side, and why.
    pub forfeit: Option<(usize, String)>,
}

/// Think times of one side, in seconds per move.
#[derive(Clone, Debug, Default)]
pub struct ThinkTimes {
    /// CPU time of the thinking thread (Linux), else wall time.
    pub cpu: Vec<f64>,
    pub wall: Vec<f64>,
    /// The Princess & the Dragon: thread CPU time of each dragon step the
    /// side chose for its seat (not moves: not in the figures above).
    pub steps: Vec<f64>,
    /// Moves whose think reached Hard's safety stop before its work
    /// budget: chosen by how fast the machine was, so not repeatable.
    pub timed_out: usize,
}

impl ThinkTimes {
    pub fn moves(&self) -> usize {
        self.wall.len()
    }
    pub fn median_cpu(&self) -> f64 {
        median(&self.cpu)
    }
    pub fn max_cpu(&self) -> f64 {
        self.cpu.iter().copied().fold(0.0, f64::max)
    }
    pub fn median_wall(&self) -> f64 {
        median(&self.wall)
    }
    pub fn max_wall(&self) -> f64 {
        self.wall.iter().copied().fold(0.0, f64::max)
    }
}

fn median(v: &[f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

/// The arena's findings.
#[derive(Clone, Debug)]
pub struct ArenaReport {
    pub config: ArenaConfig,
    pub results: Vec<GameResult>,
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    /// (wins + draws / 2) / games.
    pub win_rate: f64,
    /// 95 % Wilson score interval of the win rate.
    pub wilson: (f64, f64),
    /// Two players: whole deals (pairs of games, seats swapped) by A's
    /// points in the pair, for the Elo difference.
    pub pairs: Pentanomial,
    pub sprt: Option<SprtOutcome>,
    pub margin_mean: f64,
    pub margin_se: f64,
    /// Think times of A's and B's moves (of the games played in this run).
    pub think: [ThinkTimes; 2],
    /// Games of the report read from the journal rather than played now.
    pub from_journal: usize,
    pub seconds: f64,
}

/// 95 % Wilson score interval for `p` observed over `n` trials.
pub fn wilson(p: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964f64;
    let n = n as f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// CPU time of the calling thread in seconds, where the system says
/// (Linux); it does not count time the thread waited for a busy core.
pub fn thread_cpu() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = s.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 * 1e-9)
}

/// Plays game `index` of the arena: deal `index / players`, A in seat
/// `index % players`, every other seat B.
pub fn play_one(
    template: &Game,
    config: &ArenaConfig,
    index: usize,
    think: &mut [ThinkTimes; 2],
) -> Result<GameResult, String> {
    let players = config.players;
    let deal = config.seed.wrapping_add((index / players) as u64);
    let seat = index % players;
    let mut game = template.clone();
    game.reserve_rest_of_game();
    game.shuffle(deal);
    // Each seat its own AI and seed: fixed by the deal and the seat.
    let seats: Vec<Seat> = (0..players)
        .map(|s| {
            let side = usize::from(s != seat);
            let level = if s == seat { config.a } else { config.b };
            let seed = deal
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .wrapping_add(s as u64 * 7919 + u64::from(s == seat));
            if config.cmd[side].is_some() {
                return Ok(Seat::Program { seed });
            }
            let mut ai = Ai::new(level, seed);
            if let Some(t) = &config.tune[side] {
                ai.tune(t)?;
            }
            Ok(Seat::Level(ai))
        })
        .collect::<Result<_, String>>()?;
    let mut seats = seats;
    // The record a program reads: one file per game, rewritten each move.
    let record_path = std::env::temp_dir().join(format!(
        "carcassonne-arena-{}-{index}.ron",
        std::process::id()
    ));
    let names: Vec<String> = (1..=players).map(|i| format!("Player {i}")).collect();
    let mut moves: Vec<Move> = Vec::new();
    let mut forfeit = None;
    // The arena is the table: the draw step every table takes sets aside
    // the tiles that fit nowhere and puts the next one in the mover's hand.
    loop {
        let drawn = game.draw();
        moves.extend(drawn.set_aside);
        let Some(hand) = drawn.tile else { break };
        let mover = game.current_player();
        let side = usize::from(mover != seat);
        let (c0, w0) = (thread_cpu(), Instant::now());
        let (mv, program) = match &mut seats[mover] {
            Seat::Level(ai) => {
                let s = ai
                    .choose(&SeatView::of_game(&game, Some(hand)))
                    .map_err(|e| format!("deal {deal}: {e}"))?;
                think[side].timed_out += usize::from(s.timed_out);
                (Ok(s.mv), false)
            }
            Seat::Program { seed } => {
                let cmd = config.cmd[side]
                    .as_ref()
                    .expect("a program plays this side");
                let catalog = game.catalog();
                let record =
                    GameRecord::of_moves(names.clone(), game.rules(), None, &moves, catalog);
                std::fs::write(&record_path, record.to_ron())
                    .map_err(|e| format!("{}: {e}", record_path.display()))?;
                let timeout = Duration::from_secs_f64(config.move_timeout.max(0.001));
                let tile = &catalog.get(hand).id;
                let answer = cmd
                    .ask(
                        &record_path,
                        tile,
                        seed.wrapping_add(moves.len() as u64),
                        timeout,
                    )
                    .and_then(|m| m.to_move(catalog).map_err(|e| e.to_string()))
                    .and_then(|m| {
                        if m.tile() != hand {
                            return Err(format!(
                                "it played tile {} instead of {tile}",
                                catalog.get(m.tile()).id
                            ));
                        }
                        game.check(&m)
                            .map(|()| m)
                            .map_err(|e| format!("an illegal move: {e}"))
                    });
                (answer, true)
            }
        };
        let wall = w0.elapsed().as_secs_f64();
        // A program's time is its wall time (its process, not this thread).
        let cpu = match (c0, thread_cpu()) {
            (Some(a), Some(b)) if !program => b - a,
            _ => wall,
        };
        think[side].cpu.push(cpu);
        think[side].wall.push(wall);
        let mut mv = match mv {
            Ok(mv) => mv,
            Err(why) => {
                forfeit = Some((
                    side,
                    format!("deal {deal}, move {}: {why}", moves.len() + 1),
                ));
                break;
            }
        };
        // The dragon's flight, each step chosen by the seat whose step it
        // is, as at a table. (A program answers whole moves, as `suggest`
        // does: where one plays, the mover's flight stands.)
        if let Move::Place {
            tile,
            placement,
            action,
            dragon,
        } = mv
            && !dragon.is_empty()
            && seats.iter().all(|s| matches!(s, Seat::Level(_)))
        {
            let mut pending = PendingFlight {
                tile,
                placement,
                action,
                steps: Flight::NONE,
            };
            loop {
                let (options, who) = game
                    .next_flight_step(&pending)
                    .map_err(|e| format!("deal {deal}: {e}"))?;
                if options.is_empty() {
                    break;
                }
                let Seat::Level(ai) = &mut seats[who] else {
                    unreachable!("every seat is a level");
                };
                let c0 = thread_cpu();
                let view = SeatView::new(&game, Some(hand), Some(who), None);
                let step = ai
                    .choose_dragon_step(&view, &pending)
                    .map_err(|e| format!("deal {deal}: dragon step: {e}"))?;
                if let (Some(a), Some(b)) = (c0, thread_cpu()) {
                    think[usize::from(who != seat)].steps.push(b - a);
                }
                pending.steps.push(step);
            }
            mv = pending.to_move();
        }
        game.apply(&mv)
            .map_err(|e| format!("deal {deal}: side {side} chose an illegal move {mv:?}: {e}"))?;
        moves.push(mv);
    }
    let _ = std::fs::remove_file(&record_path);
    let scores: Vec<u32> = game.players().iter().map(|p| p.score).collect();
    let a = scores[seat] as f64;
    let others: f64 = scores
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != seat)
        .map(|(_, &s)| s as f64)
        .sum::<f64>()
        / (players - 1) as f64;
    let winners = game.winners();
    let outcome = match &forfeit {
        // A side that fails loses the game.
        Some((side, _)) => f64::from(*side == 1),
        None if !winners.contains(&seat) => 0.0,
        None if winners.len() == 1 => 1.0,
        None => 0.5,
    };
    Ok(GameResult {
        deal,
        seat,
        by_kind: game.players().iter().map(|p| p.by_kind).collect(),
        scores,
        margin: a - others,
        outcome,
        forfeit,
    })
}

/// Results as they come in, and the test's progress over whole deals.
struct Tally {
    results: Vec<GameResult>,
    /// Games finished and A's points, by deal (in the arena's order).
    per_deal: Vec<(usize, f64)>,
    /// Deals 0..prefix are all finished and counted in `pairs`.
    prefix: usize,
    pairs: Pentanomial,
    /// The test decided after this many deals.
    decided: Option<(usize, Verdict, f64)>,
}

impl Tally {
    /// Counts game `index`; once its deal and all before it are whole,
    /// they go to the pairs and the test (in order, so where the test stops
    /// does not depend on the threads' timing). True once the test decides.
    fn add(&mut self, config: &ArenaConfig, index: usize, r: GameResult) -> bool {
        let d = index / config.players;
        self.per_deal[d].0 += 1;
        self.per_deal[d].1 += r.outcome;
        self.results.push(r);
        while self.decided.is_none()
            && self.prefix < self.per_deal.len()
            && self.per_deal[self.prefix].0 == config.players
        {
            let points = self.per_deal[self.prefix].1;
            self.pairs.add(points);
            self.prefix += 1;
            if let Some(test) = &config.sprt {
                let v = test.verdict(&self.pairs);
                if v != Verdict::Continue {
                    self.decided = Some((self.prefix, v, test.llr(&self.pairs)));
                }
            }
        }
        self.decided.is_some()
    }
}

/// Plays the whole arena on `config.threads` threads.
pub fn run(catalog: Arc<TileCatalog>, config: &ArenaConfig) -> Result<ArenaReport, String> {
    if config.sprt.is_some() && config.players != 2 {
        return Err("the SPRT needs two players (pairs of games, seats swapped)".into());
    }
    let template = Game::new(catalog, config.players, config.rules).map_err(|e| e.to_string())?;
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let deals = config.games.div_ceil(config.players);
    let mut tally = Tally {
        results: Vec::with_capacity(config.games),
        per_deal: vec![(0, 0.0); deals],
        prefix: 0,
        pairs: Pentanomial::default(),
        decided: None,
    };
    // Games the journal already holds count as played.
    let (journal, logged) = match &config.log {
        Some(path) => {
            let (j, games) = super::journal::Journal::open::<GameResult>(path, &config.identity())?;
            (Some(j), games)
        }
        None => (None, Default::default()),
    };
    for (&i, r) in logged.range(..config.games) {
        if tally.add(config, i, r.clone()) {
            stop.store(true, Ordering::Relaxed);
        }
    }
    if let Some(path) = &config.log
        && !stop.load(Ordering::Relaxed)
        && (0..config.games).any(|i| !logged.contains_key(&i))
    {
        same_players(&template, config, path, &logged)?;
    }
    let tally = Mutex::new(tally);
    let think: Mutex<[ThinkTimes; 2]> = Mutex::new(Default::default());
    let error: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                let mut mine: [ThinkTimes; 2] = Default::default();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= config.games
                        || stop.load(Ordering::Relaxed)
                        || error.lock().expect("no panic").is_some()
                    {
                        break;
                    }
                    if logged.contains_key(&i) {
                        continue;
                    }
                    let played = play_one(&template, config, i, &mut mine).and_then(|r| {
                        if let Some(j) = &journal {
                            j.add(i, &r)?;
                        }
                        Ok(r)
                    });
                    match played {
                        Ok(r) => {
                            if tally.lock().expect("no panic").add(config, i, r) {
                                stop.store(true, Ordering::Relaxed);
                            }
                        }
                        Err(e) => {
                            *error.lock().expect("no panic") = Some(e);
                            break;
                        }
                    }
                }
                let mut all = think.lock().expect("no panic");
                for side in 0..2 {
                    all[side].cpu.extend(&mine[side].cpu);
                    all[side].wall.extend(&mine[side].wall);
                    all[side].steps.extend(&mine[side].steps);
                    all[side].timed_out += mine[side].timed_out;
                }
            });
        }
    });
    if let Some(e) = error.into_inner().expect("no panic") {
        return Err(e);
    }
    let tally = tally.into_inner().expect("no panic");
    let mut results = tally.results;
    // Once the test decides, the report is of the deals it read.
    let first_deal = |r: &GameResult| r.deal.wrapping_sub(config.seed) as usize;
    if let Some((k, _, _)) = tally.decided {
        results.retain(|r| first_deal(r) < k);
    }
    results.sort_by_key(|r| (r.deal, r.seat));
    let sprt = config.sprt.map(|test| SprtOutcome {
        test,
        llr: tally
            .decided
            .map_or_else(|| test.llr(&tally.pairs), |d| d.2),
        verdict: tally.decided.map_or(Verdict::Continue, |d| d.1),
    });
    let n = results.len();
    let wins = results.iter().filter(|r| r.outcome == 1.0).count();
    let draws = results.iter().filter(|r| r.outcome == 0.5).count();
    let losses = n - wins - draws;
    let win_rate = if n == 0 {
        0.0
    } else {
        (wins as f64 + draws as f64 / 2.0) / n as f64
    };
    let margin_mean = results.iter().map(|r| r.margin).sum::<f64>() / n.max(1) as f64;
    let var = results
        .iter()
        .map(|r| (r.margin - margin_mean).powi(2))
        .sum::<f64>()
        / (n.max(2) - 1) as f64;
    Ok(ArenaReport {
        config: config.clone(),
        wins,
        draws,
        losses,
        win_rate,
        wilson: wilson(win_rate, n),
        pairs: tally.pairs,
        sprt,
        margin_mean,
        margin_se: (var / n.max(1) as f64).sqrt(),
        think: think.into_inner().expect("no panic"),
        from_journal: results
            .iter()
            .filter(|r| logged.contains_key(&(first_deal(r) * config.players + r.seat)))
            .count(),
        results,
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// Where the SPRT stood when the arena ended.
#[derive(Clone, Copy, Debug)]
pub struct SprtOutcome {
    pub test: Sprt,
    pub llr: f64,
    /// `Continue`: the games ran out before it decided.
    pub verdict: Verdict,
}

impl ArenaReport {
    /// The report as the `arena` command prints it.
    pub fn text(&self) -> String {
        use std::fmt::Write as _;
        let c = &self.config;
        let mut s = String::new();
        let deals = self.results.len().div_ceil(c.players);
        let _ = writeln!(
            s,
            "arena: A = {} vs B = {}, {} players ({}), {} games = {} deals x {} seats (A in each seat once), seeds {}..",
            c.side_name(0),
            c.side_name(1),
            c.players,
            c.rules_text(),
            self.results.len(),
            deals,
            c.players,
            c.seed
        );
        let _ = writeln!(
            s,
            "A wins {}, draws {}, losses {}: win rate {:.1} % (draws count half), 95 % Wilson interval {:.1}-{:.1} %",
            self.wins,
            self.draws,
            self.losses,
            100.0 * self.win_rate,
            100.0 * self.wilson.0,
            100.0 * self.wilson.1
        );
        if c.players == 2 && self.pairs.pairs() > 0 {
            let e = self.pairs.elo();
            let p = self.pairs.0;
            let _ = writeln!(
                s,
                "Elo A - B: {:+.1}, 95 % interval {:+.1} to {:+.1} (logistic, from {} pairs of games with seats swapped; pairs scoring 0/0.5/1/1.5/2 for A: {}/{}/{}/{}/{})",
                e.elo,
                e.low,
                e.high,
                self.pairs.pairs(),
                p[0],
                p[1],
                p[2],
                p[3],
                p[4]
            );
        }
        if let Some(t) = &self.sprt {
            let (lower, upper) = t.test.bounds();
            let verdict = match t.verdict {
                Verdict::Continue => "undecided (the games ran out)".to_string(),
                Verdict::Elo0 => format!("H0 accepted: A is not {} Elo better", t.test.elo1),
                Verdict::Elo1 => {
                    format!("H1 accepted: A is better by more than {} Elo", t.test.elo0)
                }
            };
            let _ = writeln!(
                s,
                "SPRT elo0 {} elo1 {} (alpha {}, beta {}; pentanomial GSPRT): LLR {:.2} in [{:.2}, {:.2}]: {verdict}",
                t.test.elo0, t.test.elo1, t.test.alpha, t.test.beta, t.llr, lower, upper
            );
        }
        for side in 0..2 {
            let lost: Vec<&String> = self
                .results
                .iter()
                .filter_map(|r| r.forfeit.as_ref())
                .filter(|(s, _)| *s == side)
                .map(|(_, why)| why)
                .collect();
            if let Some(first) = lost.first() {
                let _ = writeln!(
                    s,
                    "{} lost {} game(s) by a hung, failed or illegal answer; first: {first}",
                    ["A", "B"][side],
                    lost.len()
                );
            }
        }
        let _ = writeln!(
            s,
            "mean score margin A - B{}: {:+.1} +/- {:.1} (standard error)",
            if c.players > 2 {
                " (mean of B seats)"
            } else {
                ""
            },
            self.margin_mean,
            self.margin_se
        );
        let mean = |seat_a: bool| {
            let v: Vec<f64> = self
                .results
                .iter()
                .flat_map(|r| {
                    r.scores
                        .iter()
                        .enumerate()
                        .filter(move |&(i, _)| (i == r.seat) == seat_a)
                        .map(|(_, &x)| x as f64)
                })
                .collect();
            v.iter().sum::<f64>() / v.len().max(1) as f64
        };
        let _ = writeln!(s, "mean score: A {:.1}, B {:.1}", mean(true), mean(false));
        for (name, is_a) in [("A", true), ("B", false)] {
            let mut sum = [0f64; crate::rules::ScoreKind::COUNT];
            let mut n = 0usize;
            for r in &self.results {
                for (i, k) in r.by_kind.iter().enumerate() {
                    if (i == r.seat) == is_a {
                        n += 1;
                        for (x, &y) in sum.iter_mut().zip(k) {
                            *x += y as f64;
                        }
                    }
                }
            }
            let parts: Vec<String> = crate::rules::ScoreKind::ALL
                .iter()
                .map(|k| format!("{} {:.1}", k.name(), sum[k.index()] / n.max(1) as f64))
                .collect();
            let _ = writeln!(s, "mean points of {name} by feature: {}", parts.join(", "));
        }
        for (name, level, t) in [
            ("A", c.side_name(0), &self.think[0]),
            ("B", c.side_name(1), &self.think[1]),
        ] {
            let _ = writeln!(
                s,
                "think time {name} ({level}), {} moves: median {:.1} ms, max {:.1} ms (thread CPU); wall median {:.1} ms, max {:.1} ms",
                t.moves(),
                1e3 * t.median_cpu(),
                1e3 * t.max_cpu(),
                1e3 * t.median_wall(),
                1e3 * t.max_wall()
            );
        }
        for (name, t) in [("A", &self.think[0]), ("B", &self.think[1])] {
            if t.timed_out > 0 {
                let _ = writeln!(
                    s,
                    "{name}: {} of {} moves stopped by the safety stop (the clock) before their \
                     work budget was spent: this machine was too slow or too busy for these \
                     games to be repeatable",
                    t.timed_out,
                    t.moves()
                );
            }
            if !t.steps.is_empty() {
                let _ = writeln!(
                    s,
                    "dragon steps of {name}, {}: median {:.1} ms, max {:.1} ms (thread CPU)",
                    t.steps.len(),
                    1e3 * median(&t.steps),
                    1e3 * t.steps.iter().copied().fold(0.0, f64::max)
                );
            }
        }
        if let Some(log) = &c.log {
            let _ = writeln!(
                s,
                "journal {}: {} game(s) read from it, {} played now (the think times are theirs)",
                log.display(),
                self.from_journal,
                self.results.len() - self.from_journal
            );
        }
        let _ = writeln!(s, "{:.1} s on {} thread(s)", self.seconds, c.threads);
        s
    }
}

/// Before a journal takes more games: its first game (one no program
/// forfeited) played again must end as it did. Games are fixed by their
/// seeds, so a different end means these sides play otherwise than the ones
/// that played the journal (a level is named the same in every build), and
/// their games would mix two computers in one report.
fn same_players(
    template: &Game,
    config: &ArenaConfig,
    path: &Path,
    logged: &BTreeMap<usize, GameResult>,
) -> Result<(), String> {
    let Some((&i, then)) = logged.iter().find(|(_, r)| r.forfeit.is_none()) else {
        return Ok(());
    };
    let now = play_one(template, config, i, &mut Default::default())?;
    if now == *then {
        return Ok(());
    }
    let scores = |r: &GameResult| {
        let s: Vec<String> = r.scores.iter().map(u32::to_string).collect();
        s.join("-")
    };
    let ended = if now.scores == then.scores {
        format!("ended {} both times, but by other points", scores(then))
    } else {
        format!("ended {} then and {} now", scores(then), scores(&now))
    };
    // A program that fails now (on a busier machine, say) is named: its
    // game differs for that reason, not for its play.
    let lost = match &now.forfeit {
        Some((side, why)) => format!(
            " ({} lost it now by a hung, failed or illegal answer: {why})",
            ["A", "B"][*side]
        ),
        None => String::new(),
    };
    Err(format!(
        "{}: its games were played by sides that play otherwise: game {i} (deal {}, A in seat {}) \
         {ended}{lost}; measure these sides in a new journal",
        path.display(),
        then.deal,
        then.seat + 1,
    ))
}
