//! The game's story in numbers, from its moves and scoring events only: every
//! player's score move by move (the score chart, end-of-game scoring as its
//! last step) and what each player did (points by what scored them, features
//! completed, biggest city, longest road, figures placed, tiles set aside,
//! best move).

use super::game::Game;
use super::moves::Move;
use super::events::ScoreKind;

/// Every player's running score over the moves of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreChart {
    /// Moves played (placements and tiles set aside).
    pub moves: u32,
    /// Per seat, one point per step: the score at the start (step 0), after
    /// each move (step = moves so far), then after the end-of-game scoring
    /// when the game is over (step `moves + 1`).
    pub totals: Vec<Vec<u32>>,
    /// The last step is the end-of-game scoring.
    pub end_scoring: bool,
}

impl ScoreChart {
    /// The chart of `game` so far, from its scoring events.
    pub fn of(game: &Game) -> ScoreChart {
        let moves = game.move_count();
        let end_scoring = game.is_finished();
        let steps = moves as usize + 1 + usize::from(end_scoring);
        let mut gained = vec![vec![0u32; steps]; game.players().len()];
        for e in game.events() {
            let step = e
                .move_index
                .map_or(steps - 1, |m| m as usize)
                .min(steps - 1);
            for seat in e.scorers() {
                if let Some(line) = gained.get_mut(seat) {
                    line[step] += e.points;
                }
            }
        }
        let totals = gained
            .into_iter()
            .map(|line| {
                line.into_iter()
                    .scan(0u32, |total, points| {
                        *total += points;
                        Some(*total)
                    })
                    .collect()
            })
            .collect();
        ScoreChart {
            moves,
            totals,
            end_scoring,
        }
    }

    /// Points per line.
    pub fn steps(&self) -> usize {
        self.moves as usize + 1 + usize::from(self.end_scoring)
    }

    /// The move the map shows for a step: the end-of-game step shows the
    /// game after its last move.
    pub fn move_of_step(&self, step: usize) -> usize {
        step.min(self.moves as usize)
    }

    /// Where a step lies along the chart's move axis: moves at their number,
    /// the end-of-game scoring a little apart after the last move.
    pub fn x(&self, step: usize) -> f64 {
        if step > self.moves as usize {
            self.moves as f64 + (self.moves as f64 / 12.0).max(1.0)
        } else {
            step as f64
        }
    }

    /// The step nearest to `x` on the move axis.
    pub fn step_at(&self, x: f64) -> usize {
        (0..self.steps())
            .min_by(|&a, &b| (self.x(a) - x).abs().total_cmp(&(self.x(b) - x).abs()))
            .unwrap_or(0)
    }

    /// The highest score on the chart.
    pub fn top(&self) -> u32 {
        self.totals
            .iter()
            .filter_map(|line| line.last())
            .copied()
            .max()
            .unwrap_or(0)
    }
}

/// The move that scored a player the most points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BestMove {
    /// 1-based index of the move.
    pub move_index: u32,
    pub points: u32,
}

/// What one player did over a game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerStats {
    /// Points scored during the game, by [`ScoreKind::index`].
    pub during_game: [u32; ScoreKind::COUNT],
    /// Points of the end-of-game scoring, by [`ScoreKind::index`].
    pub at_end: [u32; ScoreKind::COUNT],
    /// Roads, cities, monasteries and gardens completed that scored for them.
    pub features_completed: u32,
    /// Tiles of the biggest city that scored for them (completed or at the end).
    pub biggest_city: u32,
    /// Tiles of the longest road that scored for them.
    pub longest_road: u32,
    /// Figures they put on the map (followers, abbots, builders, pigs…).
    pub figures_placed: u32,
    /// Their turns on which a drawn tile fitted nowhere and was set aside.
    pub set_aside_turns: u32,
    /// The move that scored them most (the earliest on a tie); `None` if no
    /// move scored them anything.
    pub best_move: Option<BestMove>,
}

impl PlayerStats {
    /// Points of one kind, during the game and at the end.
    pub fn points(&self, kind: ScoreKind) -> u32 {
        self.during_game[kind.index()] + self.at_end[kind.index()]
    }
}

/// The seat that made each of `moves` (a `Place` by its tile on the map, a
/// tile set aside by whoever drew next, or the player to move at the end).
fn movers(game: &Game, moves: &[Move]) -> Vec<Option<usize>> {
    let mut by_move: Vec<Option<usize>> = vec![None; moves.len()];
    for t in game.tiles() {
        let m = t.move_index as usize;
        if let (Some(seat), Some(slot)) = (
            t.placed_by,
            m.checked_sub(1).and_then(|i| by_move.get_mut(i)),
        ) {
            *slot = Some(seat as usize);
        }
    }
    // A player who sets a tile aside draws again: the next placement is theirs.
    let mut next = (!game.players().is_empty()).then(|| game.current_player());
    for (i, mv) in moves.iter().enumerate().rev() {
        match mv {
            Move::Place { .. } => next = by_move[i].or(next),
            Move::Discard { .. } => by_move[i] = next,
        }
    }
    by_move
}

/// Each player's statistics for `game`, whose moves are `moves` (a move
/// list longer than the game's is cut to it).
pub fn player_stats(game: &Game, moves: &[Move]) -> Vec<PlayerStats> {
    let moves = &moves[..moves.len().min(game.move_count() as usize)];
    let seats = game.players().len();
    let mut stats = vec![PlayerStats::default(); seats];
    let mut by_move = vec![vec![0u32; moves.len() + 1]; seats];
    for e in game.events() {
        for seat in e.scorers().filter(|&s| s < seats) {
            let s = &mut stats[seat];
            let tiles = e.tiles.len();
            match e.move_index {
                Some(m) => {
                    s.during_game[e.kind.index()] += e.points;
                    if let Some(points) = by_move[seat].get_mut(m as usize) {
                        *points += e.points;
                    }
                }
                None => s.at_end[e.kind.index()] += e.points,
            }
            let feature = matches!(
                e.kind,
                ScoreKind::Road | ScoreKind::City | ScoreKind::Monastery | ScoreKind::Garden
            );
            if e.complete && feature {
                s.features_completed += 1;
            }
            match e.kind {
                ScoreKind::City => s.biggest_city = s.biggest_city.max(tiles),
                ScoreKind::Road => s.longest_road = s.longest_road.max(tiles),
                _ => {}
            }
        }
    }
    let movers = movers(game, moves);
    for (i, mv) in moves.iter().enumerate() {
        let Some(seat) = movers[i].filter(|&s| s < seats) else {
            continue;
        };
        match mv {
            Move::Place { action, .. } => {
                if action.and_then(|a| a.placed()).is_some() {
                    stats[seat].figures_placed += 1;
                }
            }
            // A run of tiles set aside is one turn of one player.
            Move::Discard { .. } => {
                if i == 0 || !matches!(moves[i - 1], Move::Discard { .. }) {
                    stats[seat].set_aside_turns += 1;
                }
            }
        }
    }
    for (s, points) in stats.iter_mut().zip(by_move) {
        s.best_move = points
            .iter()
            .enumerate()
            .filter(|&(_, &p)| p > 0)
            .max_by_key(|&(m, &p)| (p, std::cmp::Reverse(m)))
            .map(|(m, &p)| BestMove {
                move_index: m as u32,
                points: p,
            });
    }
    stats
}
