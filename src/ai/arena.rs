//! The arena: seeded games between two levels, each deal played once with A
//! in every seat, and a report of wins, score margins and think times.

use super::{Ai, Level};
use crate::rules::{Game, RuleSet, TileCatalog};
use crate::table::SeatView;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

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
}

/// One finished arena game.
#[derive(Clone, Debug)]
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
}

/// Think times of one side, in seconds per move.
#[derive(Clone, Debug, Default)]
pub struct ThinkTimes {
    /// CPU time of the thinking thread (Linux), else wall time.
    pub cpu: Vec<f64>,
    pub wall: Vec<f64>,
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
    pub margin_mean: f64,
    pub margin_se: f64,
    /// Think times of A's and B's moves.
    pub think: [ThinkTimes; 2],
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

/// CPU time of the calling thread in seconds, where the system says.
fn thread_cpu() -> Option<f64> {
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
    let mut ais: Vec<Ai> = (0..players)
        .map(|s| {
            let level = if s == seat { config.a } else { config.b };
            let seed = deal
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .wrapping_add(s as u64 * 7919 + u64::from(s == seat));
            let mut ai = Ai::new(level, seed);
            if let Some(t) = &config.tune[usize::from(s != seat)] {
                ai.tune(t)?;
            }
            Ok(ai)
        })
        .collect::<Result<_, String>>()?;
    // The arena is the table: it deals the top tile into the mover's hand.
    while let Some(hand) = game.next_tile() {
        let mover = game.current_player();
        let side = usize::from(mover != seat);
        let (c0, w0) = (thread_cpu(), Instant::now());
        let s = ais[mover]
            .choose(&SeatView::of_game(&game, Some(hand)))
            .map_err(|e| format!("deal {deal}: {e}"))?;
        let wall = w0.elapsed().as_secs_f64();
        let cpu = match (c0, thread_cpu()) {
            (Some(a), Some(b)) => b - a,
            _ => wall,
        };
        think[side].cpu.push(cpu);
        think[side].wall.push(wall);
        game.apply(&s.mv).map_err(|e| {
            format!(
                "deal {deal}: the {} level chose an illegal move {:?}: {e}",
                s.level, s.mv
            )
        })?;
    }
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
    let outcome = if !winners.contains(&seat) {
        0.0
    } else if winners.len() == 1 {
        1.0
    } else {
        0.5
    };
    Ok(GameResult {
        deal,
        seat,
        by_kind: game.players().iter().map(|p| p.by_kind).collect(),
        scores,
        margin: a - others,
        outcome,
    })
}

/// Plays the whole arena on `config.threads` threads.
pub fn run(catalog: Arc<TileCatalog>, config: &ArenaConfig) -> Result<ArenaReport, String> {
    let template = Game::new(catalog, config.players, config.rules).map_err(|e| e.to_string())?;
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<GameResult>> = Mutex::new(Vec::with_capacity(config.games));
    let think: Mutex<[ThinkTimes; 2]> = Mutex::new(Default::default());
    let error: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                let mut mine: [ThinkTimes; 2] = Default::default();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= config.games || error.lock().expect("no panic").is_some() {
                        break;
                    }
                    match play_one(&template, config, i, &mut mine) {
                        Ok(r) => results.lock().expect("no panic").push(r),
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
                }
            });
        }
    });
    if let Some(e) = error.into_inner().expect("no panic") {
        return Err(e);
    }
    let mut results = results.into_inner().expect("no panic");
    results.sort_by_key(|r| (r.deal, r.seat));
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
        margin_mean,
        margin_se: (var / n.max(1) as f64).sqrt(),
        think: think.into_inner().expect("no panic"),
        results,
        seconds: started.elapsed().as_secs_f64(),
    })
}

impl ArenaReport {
    /// The report as the `arena` command prints it.
    pub fn text(&self) -> String {
        use std::fmt::Write as _;
        let c = &self.config;
        let mut s = String::new();
        let mut rules = vec![if c.rules.farmers {
            "farmers"
        } else {
            "no farmers"
        }];
        // A row id prints with its words joined by "&" ("inns & cathedrals").
        let expansions: Vec<String> = c
            .rules
            .expansion_rows()
            .map(|row| row.id.replace('_', " & "))
            .collect();
        rules.extend(expansions.iter().map(String::as_str));
        let deals = self.results.len().div_ceil(c.players);
        let _ = writeln!(
            s,
            "arena: A = {} vs B = {}, {} players ({}), {} games = {} deals x {} seats (A in each seat once), seeds {}..",
            c.a,
            c.b,
            c.players,
            rules.join(", "),
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
        for (name, level, t) in [("A", c.a, &self.think[0]), ("B", c.b, &self.think[1])] {
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
        let _ = writeln!(s, "{:.1} s on {} thread(s)", self.seconds, c.threads);
        s
    }
}
