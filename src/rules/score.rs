//! Scoring: completed features at the end of a turn, the abbot taken back, and
//! the end-of-game scoring, each kept as a [`ScoreEvent`] for breakdowns.

use super::events::{
    FAIRY_FEATURE_POINTS, FeatureValue, ScoreEvent, TileBits, Worth, cloister_points,
    field_points, pig_points,
};
use super::expansions::{Expansion, RuleSet};
use super::game::{Departure, FIGURES_ON_MAP, FeatureId, Game};
use super::geometry::Pos;
use super::tiles::{FeatureKind, Segment};

/// A road or city as counted: its distinct tiles, arms, inn or cathedral and goods.
#[derive(Clone, Copy, Debug, Default)]
pub struct Measure {
    pub(crate) tiles: TileBits,
    arms: u8,
    inn: bool,
    cathedral: bool,
    goods: [u8; 3],
}

impl Measure {
    /// Counts segment `seg` of the `tile`-th placed tile in.
    pub fn add(&mut self, tile: usize, seg: &Segment) {
        self.tiles.insert(tile as u8);
        self.arms += seg.arms;
        self.inn |= seg.inn;
        self.cathedral |= seg.cathedral;
        if let Some(g) = seg.goods {
            self.goods[g.index()] += 1;
        }
    }

    /// What a road or city so counted is worth (see [`Worth`]).
    pub fn worth(&self, kind: FeatureKind, complete: bool, rules: RuleSet) -> Worth {
        let mut w = Worth {
            now: self.points(kind, complete),
            complete: Some(self.points(kind, true)),
            tile_complete: self.points_with(kind, true, 1) - self.points(kind, true),
            tile_now: self.points_with(kind, false, 1) - self.points(kind, false),
            ..Worth::default()
        };
        if kind == FeatureKind::City && rules.has(Expansion::TRADERS_BUILDERS) {
            w.goods = self.goods;
            w.sets_off_pigs = self.sets_off_pigs();
        }
        w
    }

    /// Points for a road or city: complete or as it stands at the end.
    fn points(&self, kind: FeatureKind, complete: bool) -> u32 {
        self.points_with(kind, complete, 0)
    }

    /// Points for a road or city with `more` tiles (no arms) besides its own.
    fn points_with(&self, kind: FeatureKind, complete: bool, more: u32) -> u32 {
        let tiles = self.tiles.len() + more;
        let arms = self.arms as u32;
        match (kind, complete) {
            (FeatureKind::Road, true) if self.inn => 2 * tiles,
            (FeatureKind::City, true) if self.cathedral => 3 * (tiles + arms),
            (FeatureKind::City, true) => 2 * (tiles + arms),
            (FeatureKind::City, false) => tiles + arms,
            _ => tiles,
        }
    }
}

impl Measure {
    /// A completed city with a coat of arms sets off the pigs beside it.
    fn sets_off_pigs(&self) -> bool {
        self.arms > 0
    }
}

/// A feature's count and points as it stands.
struct Valued {
    measure: Measure,
    cities: u8,
    /// Points scored if it were scored now.
    now: u32,
    /// Points when completed (not for fields).
    complete: Option<u32>,
}

impl Game {
    /// Counts a road, city or field: distinct tiles, arms, inn, cathedral, goods.
    pub(crate) fn measure(&self, f: FeatureId) -> Measure {
        let mut m = Measure::default();
        for (ti, local) in self.feature_segments(f) {
            m.add(ti, &self.tile_type(self.tiles[ti].tile).segments[local]);
        }
        m
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

    /// The roots of the distinct cities a field touches, complete or not,
    /// passed to `each` until it returns `true`; whether it did.
    pub(crate) fn touched_cities(&self, f: FeatureId, mut each: impl FnMut(u16) -> bool) -> bool {
        let mut seen = [0u16; 64];
        let mut n = 0;
        for (ti, local) in self.feature_segments(f) {
            let placed = self.tiles[ti];
            let mut cities = self.tile_type(placed.tile).segments[local].cities;
            while cities != 0 {
                let c = cities.trailing_zeros() as u16;
                cities &= cities - 1;
                let root = self.find(placed.seg_base + c);
                if !seen[..n].contains(&root) {
                    if n < seen.len() {
                        seen[n] = root;
                        n += 1;
                    }
                    if each(root) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Distinct completed cities a field touches.
    pub(crate) fn completed_cities(&self, f: FeatureId) -> u8 {
        let mut n = 0u8;
        self.touched_cities(f, |root| {
            n += u8::from(self.segs[root as usize].open == 0);
            false
        });
        n
    }

    /// The one place a feature's worth is computed, for tracing and scoring.
    fn value(&self, f: FeatureId, kind: FeatureKind, complete: bool) -> Valued {
        match kind {
            FeatureKind::Road | FeatureKind::City => {
                let measure = self.measure(f);
                Valued {
                    measure,
                    cities: 0,
                    now: measure.points(kind, complete),
                    complete: Some(measure.points(kind, true)),
                }
            }
            FeatureKind::Monastery | FeatureKind::Garden => {
                let tiles = self.cloister_tiles(self.segs[f.0 as usize].tile as usize);
                Valued {
                    measure: Measure {
                        tiles,
                        ..Measure::default()
                    },
                    cities: 0,
                    now: cloister_points(tiles.len() - 1),
                    complete: Some(cloister_points(8)),
                }
            }
            FeatureKind::Field => {
                let measure = self.measure(f);
                let cities = self.completed_cities(f);
                Valued {
                    measure,
                    cities,
                    now: field_points(cities),
                    complete: None,
                }
            }
        }
    }

    /// What feature `f` is worth, now and once completed (see [`Worth`]).
    pub fn feature_worth(&self, f: FeatureId) -> Worth {
        let kind = self.feature_kind(f);
        let v = self.value(f, kind, self.is_complete(f));
        let m = &v.measure;
        let mut w = Worth {
            now: v.now,
            complete: v.complete,
            ..Worth::default()
        };
        match kind {
            FeatureKind::Road | FeatureKind::City => {
                w = m.worth(kind, self.is_complete(f), self.rules);
            }
            // One tile round it adds one; completed it is worth a fixed 9.
            FeatureKind::Monastery | FeatureKind::Garden => {
                let around = v.measure.tiles.len() - 1;
                w.tile_now = cloister_points(around + 1) - cloister_points(around);
            }
            FeatureKind::Field => {
                w.city = field_points(v.cities + 1) - field_points(v.cities);
                w.pig = pig_points(v.cities + 1);
            }
        }
        w
    }

    /// The value of a feature as it stands.
    pub fn feature_value(&self, f: FeatureId) -> FeatureValue {
        let kind = self.feature_kind(f);
        let complete = self.is_complete(f);
        let mut holders = [0u8; 8];
        for fig in self.feature_figures(f) {
            holders[fig.player as usize] += fig.kind.strength();
        }
        let v = self.value(f, kind, complete);
        FeatureValue {
            kind,
            tiles: v.measure.tiles,
            arms: v.measure.arms,
            cities: v.cities,
            inn: v.measure.inn,
            cathedral: v.measure.cathedral,
            goods: v.measure.goods,
            complete,
            holders,
            value_now: v.now,
            value_complete: v.complete,
        }
    }

    /// What taking back the abbot at `pos` would score now: 1 + the tiles
    /// around it (an abbot whose cloister is complete scores 9 by itself).
    pub fn recall_value(&self, pos: Pos) -> u32 {
        1 + self.surrounding_count(pos)
    }

    /// Adds `points` to each seat in `players` and records the event.
    pub(crate) fn award(&mut self, event: ScoreEvent) {
        for seat in event.scorers() {
            let p = &mut self.players[seat];
            p.score += event.points;
            p.by_kind[event.kind.index()] += event.points;
        }
        self.events.push(event);
    }

    /// Scores feature `f` to its majority, returns every figure on it
    /// (builders and pigs too) and records the event.
    pub(crate) fn score_feature(&mut self, f: FeatureId, move_index: Option<u32>, abbot_recalled: bool) {
        let kind = self.feature_kind(f);
        let complete = self.is_complete(f);
        let v = self.value(f, kind, complete);
        // Majority: a follower counts one, a large follower two, an abbot one
        // for its own cloister; builders and pigs nothing. One pass finds the
        // figures (at most every figure on the map).
        let mut strength = [0u8; 8];
        let mut on_it = [0u8; FIGURES_ON_MAP];
        let mut n = 0;
        for (i, fig) in self.figures.iter().enumerate() {
            if self.find(fig.seg) == f.0 {
                strength[fig.player as usize] += fig.kind.strength();
                on_it[n] = i as u8;
                n += 1;
            }
        }
        let best = *strength.iter().max().unwrap_or(&0);
        let scores = best > 0 && v.now > 0;
        let event = scores.then_some(self.events.len());
        // The fairy's follower on it pays its owner, scored or not.
        let fairy_owner = self
            .fairy_follower()
            .map(|i| self.figures[i])
            .filter(|fig| self.find(fig.seg) == f.0)
            .map(|fig| fig.player);
        // Back to supply in their order on the map (each removal shifts the rest).
        for (k, &i) in on_it[..n].iter().enumerate() {
            self.send_back(i as usize - k, move_index, event, Departure::Scored);
        }
        if scores {
            let players = (0..strength.len())
                .filter(|&seat| strength[seat] == best)
                .fold(0u8, |m, seat| m | 1 << seat);
            self.award(ScoreEvent {
                move_index,
                kind: kind.into(),
                tiles: v.measure.tiles,
                arms: v.measure.arms,
                cities: v.cities,
                inn_or_cathedral: complete
                    && match kind {
                        FeatureKind::Road => v.measure.inn,
                        FeatureKind::City => v.measure.cathedral,
                        _ => false,
                    },
                goods: None,
                points: v.now,
                players,
                complete,
                abbot_recalled,
            });
        }
        if let Some(owner) = fairy_owner {
            self.award_fairy(owner, FAIRY_FEATURE_POINTS, move_index);
        }
    }

    /// Scores what the tile just placed (index `ti`) completed, in the rules'
    /// order: roads and cities (goods to the mover, builders back), then
    /// monasteries and gardens, then pigs. Returns the goods the mover took.
    pub(crate) fn score_completed(&mut self, ti: usize, move_index: u32) -> [u8; 3] {
        let placed = self.tiles[ti];
        let n = self.tile_type(placed.tile).segments.len();
        let mut goods = [0u8; 3];
        // Completed arms cities, for the pigs (at most one per segment).
        let mut arms_cities = [0u16; 24];
        let mut arms_n = 0;
        let mut done = [0u16; 24];
        let mut done_n = 0;
        for local in 0..n {
            let seg = self.segs[placed.seg_base as usize + local];
            if !matches!(seg.kind, FeatureKind::Road | FeatureKind::City) {
                continue;
            }
            let root = self.find(placed.seg_base + local as u16);
            let r = self.segs[root as usize];
            if r.open != 0 || done[..done_n].contains(&root) {
                continue;
            }
            done[done_n] = root;
            done_n += 1;
            if r.kind == FeatureKind::City && self.rules.has(Expansion::TRADERS_BUILDERS) {
                let m = self.measure(FeatureId(root));
                for (taken, have) in goods.iter_mut().zip(m.goods) {
                    *taken += have;
                }
                if m.sets_off_pigs() {
                    arms_cities[arms_n] = root;
                    arms_n += 1;
                }
            }
            // Builders occupy nothing, but one always stands with its owner's follower.
            if r.figures > 0 {
                self.score_feature(FeatureId(root), Some(move_index), false);
            }
        }
        let me = &mut self.players[self.current as usize];
        for (have, taken) in me.goods.iter_mut().zip(goods) {
            *have += taken;
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
        if arms_n > 0 {
            self.score_pigs(&arms_cities[..arms_n], move_index);
        }
        goods
    }

    /// End-of-game scoring, in the rules' order: unfinished roads, cities,
    /// monasteries and gardens holding figures, then fields, then the goods
    /// majorities. Idempotent.
    pub fn final_scoring(&mut self) {
        if self.finished {
            return;
        }
        for kinds in [
            &[FeatureKind::Road][..],
            &[FeatureKind::City],
            &[FeatureKind::Monastery, FeatureKind::Garden],
            &[FeatureKind::Field],
        ] {
            while let Some(fig) = self
                .figures
                .iter()
                .find(|f| kinds.contains(&self.segs[f.seg as usize].kind))
                .copied()
            {
                let f = FeatureId(self.find(fig.seg));
                self.score_feature(f, None, false);
            }
        }
        if self.rules.has(Expansion::TRADERS_BUILDERS) {
            self.score_goods_majorities();
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
