//! Scoring: completed features at the end of a turn, the abbot taken back, and
//! the end-of-game scoring, each kept as a [`ScoreEvent`] for breakdowns.

use super::game::{FeatureId, Game};
use super::moves::FigureKind;
use super::tiles::FeatureKind;

/// A set of placed tiles (by index into [`Game::tiles`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TileBits([u64; 4]);

impl TileBits {
    pub fn insert(&mut self, tile: u8) {
        self.0[tile as usize >> 6] |= 1 << (tile & 63);
    }

    pub fn contains(&self, tile: u8) -> bool {
        self.0[tile as usize >> 6] & (1 << (tile & 63)) != 0
    }

    pub fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Tile indices in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        (0..256).filter(|&i| self.contains(i as u8))
    }
}

/// One scoring: a feature, its value and who scored it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreEvent {
    /// 1-based index of the move that scored it; `None` at the end of the game.
    pub move_index: Option<u32>,
    pub kind: FeatureKind,
    /// The tiles counted (for a monastery or garden: it and its neighbours).
    pub tiles: TileBits,
    /// Coats of arms counted (cities).
    pub arms: u8,
    /// Completed cities counted (fields).
    pub cities: u8,
    pub points: u32,
    /// Seats that scored the points (bit per seat): the majority, ties included.
    pub players: u8,
    /// The feature was complete when scored.
    pub complete: bool,
    /// An abbot taken back by its owner.
    pub abbot_recalled: bool,
}

impl ScoreEvent {
    pub fn scorers(&self) -> impl Iterator<Item = usize> + '_ {
        (0..8).filter(|i| self.players & (1 << i) != 0)
    }
}

/// What a feature is and is worth, for tracing it on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeatureValue {
    pub kind: FeatureKind,
    pub tiles: TileBits,
    pub arms: u8,
    /// Completed cities a field touches.
    pub cities: u8,
    pub complete: bool,
    /// Figures on it per seat.
    pub holders: [u8; 8],
    /// Points if scored now (end-of-game value, or full value when complete).
    pub value_now: u32,
    /// Points when completed (roads, cities, monasteries, gardens).
    pub value_complete: Option<u32>,
}

impl Game {
    /// Counts a road or city: distinct tiles and coats of arms.
    fn measure(&self, f: FeatureId) -> (TileBits, u8) {
        let mut tiles = TileBits::default();
        let mut arms = 0u8;
        for (ti, local) in self.feature_segments(f) {
            tiles.insert(ti as u8);
            let t = self.tile_type(self.tiles[ti].tile);
            arms += t.segments[local].arms;
        }
        (tiles, arms)
    }

    /// Tiles around (and including) a monastery or garden tile.
    fn cloister_tiles(&self, tile: usize) -> TileBits {
        let mut bits = TileBits::default();
        bits.insert(tile as u8);
        for p in self.tiles[tile].pos.surrounding() {
            if let Some(i) = self.board.tile_at(p) {
                bits.insert(i as u8);
            }
        }
        bits
    }

    /// Distinct completed cities a field touches.
    fn completed_cities(&self, f: FeatureId) -> u8 {
        let mut seen: Vec<u16> = Vec::new();
        for (ti, local) in self.feature_segments(f) {
            let placed = self.tiles[ti];
            let mut cities = self.tile_type(placed.tile).segments[local].cities;
            while cities != 0 {
                let c = cities.trailing_zeros() as u16;
                cities &= cities - 1;
                let root = self.find(placed.seg_base + c);
                if self.segs[root as usize].open == 0 && !seen.contains(&root) {
                    seen.push(root);
                }
            }
        }
        seen.len() as u8
    }

    /// The value of a feature as it stands.
    pub fn feature_value(&self, f: FeatureId) -> FeatureValue {
        let kind = self.feature_kind(f);
        let complete = self.is_complete(f);
        let mut holders = [0u8; 8];
        for fig in self.feature_figures(f) {
            holders[fig.player as usize] += 1;
        }
        let (tiles, arms, cities, value_now, value_complete) = match kind {
            FeatureKind::Road | FeatureKind::City => {
                let (tiles, arms) = self.measure(f);
                let n = tiles.len() + arms as u32;
                let full = if kind == FeatureKind::City { 2 * n } else { n };
                (tiles, arms, 0, if complete { full } else { n }, Some(full))
            }
            FeatureKind::Monastery | FeatureKind::Garden => {
                let tile = self.segs[f.0 as usize].tile as usize;
                let tiles = self.cloister_tiles(tile);
                (tiles, 0, 0, tiles.len(), Some(9))
            }
            FeatureKind::Field => {
                let (tiles, _) = self.measure(f);
                let cities = self.completed_cities(f);
                (tiles, 0, cities, 3 * cities as u32, None)
            }
        };
        FeatureValue {
            kind,
            tiles,
            arms,
            cities,
            complete,
            holders,
            value_now,
            value_complete,
        }
    }

    /// Scores feature `f` (which holds figures) to its majority, returns its
    /// figures and records the event.
    fn score_feature(&mut self, f: FeatureId, move_index: Option<u32>, abbot_recalled: bool) {
        let kind = self.feature_kind(f);
        let complete = self.is_complete(f);
        let (tiles, arms, cities, points) = match kind {
            FeatureKind::Road | FeatureKind::City => {
                let (tiles, arms) = self.measure(f);
                let n = tiles.len() + arms as u32;
                let mul = if complete && kind == FeatureKind::City {
                    2
                } else {
                    1
                };
                (tiles, arms, 0, mul * n)
            }
            FeatureKind::Monastery | FeatureKind::Garden => {
                let tiles = self.cloister_tiles(self.segs[f.0 as usize].tile as usize);
                (tiles, 0, 0, tiles.len())
            }
            FeatureKind::Field => {
                let (tiles, _) = self.measure(f);
                let cities = self.completed_cities(f);
                (tiles, 0, cities, 3 * cities as u32)
            }
        };
        // Majority: followers count one each; an abbot counts for its own cloister.
        let mut strength = [0u8; 8];
        let mut i = 0;
        while i < self.figures.len() {
            let fig = self.figures[i];
            if self.find(fig.seg) == f.0 {
                strength[fig.player as usize] += 1;
                self.return_figure(i);
            } else {
                i += 1;
            }
        }
        let best = *strength.iter().max().unwrap_or(&0);
        if best == 0 {
            return;
        }
        let mut players = 0u8;
        for (seat, &s) in strength.iter().enumerate() {
            if s == best {
                players |= 1 << seat;
                let p = &mut self.players[seat];
                p.score += points;
                p.by_kind[kind.index()] += points;
            }
        }
        if points == 0 {
            return;
        }
        self.events.push(ScoreEvent {
            move_index,
            kind,
            tiles,
            arms,
            cities,
            points,
            players,
            complete,
            abbot_recalled,
        });
    }

    /// Scores what the tile just placed (index `ti`) completed.
    pub(crate) fn score_completed(&mut self, ti: usize, move_index: u32) {
        let placed = self.tiles[ti];
        let n = self.tile_type(placed.tile).segments.len();
        for local in 0..n {
            let seg = self.segs[placed.seg_base as usize + local];
            if !matches!(seg.kind, FeatureKind::Road | FeatureKind::City) {
                continue;
            }
            let root = self.find(placed.seg_base + local as u16);
            let r = self.segs[root as usize];
            if r.open == 0 && r.figures > 0 {
                self.score_feature(FeatureId(root), Some(move_index), false);
            }
        }
        let pos = placed.pos;
        let around = pos.surrounding();
        for p in std::iter::once(pos).chain(around) {
            let Some(tj) = self.board.tile_at(p) else {
                continue;
            };
            let other = self.tiles[tj];
            let t = self.tile_type(other.tile);
            for local in [t.monastery, t.garden].into_iter().flatten() {
                let seg = other.seg_base + local as u16;
                if self.segs[seg as usize].figures > 0 && self.surrounding_count(p) == 8 {
                    self.score_feature(FeatureId(seg), Some(move_index), false);
                }
            }
        }
    }

    /// Takes back figure `index` (an abbot) and scores its cloister as it
    /// stands; a cloister this turn completes is left to score 9 normally.
    pub(crate) fn recall_abbot(&mut self, index: usize, move_index: u32) {
        let fig = self.figures[index];
        debug_assert_eq!(fig.kind, FigureKind::Abbot);
        let f = FeatureId(self.find(fig.seg));
        if self.is_complete(f) {
            return;
        }
        self.score_feature(f, Some(move_index), true);
    }

    /// End-of-game scoring: unfinished roads, cities, monasteries and gardens
    /// holding figures, then fields with farmers. Idempotent.
    pub fn final_scoring(&mut self) {
        if self.finished {
            return;
        }
        while let Some(fig) = self
            .figures
            .iter()
            .find(|f| self.segs[f.seg as usize].kind != FeatureKind::Field)
            .copied()
        {
            let f = FeatureId(self.find(fig.seg));
            self.score_feature(f, None, false);
        }
        while let Some(fig) = self.figures.first().copied() {
            let f = FeatureId(self.find(fig.seg));
            self.score_feature(f, None, false);
        }
        self.finished = true;
    }

    /// Seats with the highest score (several on a tie).
    pub fn winners(&self) -> Vec<usize> {
        let best = self.players.iter().map(|p| p.score).max().unwrap_or(0);
        (0..self.players.len())
            .filter(|&i| self.players[i].score == best)
            .collect()
    }
}
