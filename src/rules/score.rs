//! Scoring: completed features at the end of a turn, the abbot taken back, and
//! the end-of-game scoring, each kept as a [`ScoreEvent`] for breakdowns.

use super::expansions::Expansion;
use super::game::{FIGURES_ON_MAP, FeatureId, Game, MAX_PLAYERS, ReturnedFigure};
use super::geometry::Pos;
use super::moves::FigureKind;
use super::moves::RuleSet;
use super::tiles::{FeatureKind, Goods, Segment};
use std::fmt;

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

/// What a scoring was for: a feature, a pig, or a goods majority at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScoreKind {
    Road = 0,
    City = 1,
    Monastery = 2,
    Garden = 3,
    Field = 4,
    /// A pig's field, when an arms city beside it is completed.
    Pig = 5,
    /// A goods majority at the end of the game.
    Goods = 6,
}

impl ScoreKind {
    pub const COUNT: usize = 7;
    pub const ALL: [ScoreKind; ScoreKind::COUNT] = [
        ScoreKind::Road,
        ScoreKind::City,
        ScoreKind::Monastery,
        ScoreKind::Garden,
        ScoreKind::Field,
        ScoreKind::Pig,
        ScoreKind::Goods,
    ];

    /// The lower-case name the game record contract uses (`feature` in JSON).
    pub const fn name(self) -> &'static str {
        match self {
            ScoreKind::Road => "road",
            ScoreKind::City => "city",
            ScoreKind::Monastery => "monastery",
            ScoreKind::Garden => "garden",
            ScoreKind::Field => "field",
            ScoreKind::Pig => "pig",
            ScoreKind::Goods => "goods",
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The feature scored, if it was a feature.
    pub const fn feature(self) -> Option<FeatureKind> {
        match self {
            ScoreKind::Road => Some(FeatureKind::Road),
            ScoreKind::City => Some(FeatureKind::City),
            ScoreKind::Monastery => Some(FeatureKind::Monastery),
            ScoreKind::Garden => Some(FeatureKind::Garden),
            ScoreKind::Field => Some(FeatureKind::Field),
            ScoreKind::Pig | ScoreKind::Goods => None,
        }
    }
}

impl From<FeatureKind> for ScoreKind {
    fn from(k: FeatureKind) -> ScoreKind {
        match k {
            FeatureKind::Road => ScoreKind::Road,
            FeatureKind::City => ScoreKind::City,
            FeatureKind::Monastery => ScoreKind::Monastery,
            FeatureKind::Garden => ScoreKind::Garden,
            FeatureKind::Field => ScoreKind::Field,
        }
    }
}

impl fmt::Display for ScoreKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One scoring: a feature (or a pig, or a goods majority), its value and who
/// scored it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreEvent {
    /// 1-based index of the move that scored it; `None` at the end of the game.
    pub move_index: Option<u32>,
    pub kind: ScoreKind,
    /// The tiles counted (for a monastery or garden: it and its neighbours;
    /// for a pig: its field's tiles).
    pub tiles: TileBits,
    /// Coats of arms counted (cities).
    pub arms: u8,
    /// Completed cities counted (fields and pigs).
    pub cities: u8,
    /// A road with an inn or a city with a cathedral (Inns & Cathedrals).
    pub inn_or_cathedral: bool,
    /// The goods of a goods majority.
    pub goods: Option<Goods>,
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
    /// A road with an inn (Inns & Cathedrals).
    pub inn: bool,
    /// A city with a cathedral (Inns & Cathedrals).
    pub cathedral: bool,
    /// Goods symbols in a city, by [`Goods::index`].
    pub goods: [u8; 3],
    pub complete: bool,
    /// Majority strength on it per seat (a large follower counts two).
    pub holders: [u8; 8],
    /// Points if scored now (end-of-game value, or full value when complete).
    pub value_now: u32,
    /// Points when completed (roads, cities, monasteries, gardens).
    pub value_complete: Option<u32>,
}

/// What a feature is worth to its majority under the rules in force, from the
/// same reckoning the scoring uses: if the game ended now, once completed,
/// and what one more tile or completed city would add. The computer's
/// evaluation asks this instead of keeping a points table of its own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Worth {
    /// Points if the game ended now (a complete feature: its full value).
    pub now: u32,
    /// Points once completed as it stands (roads, cities, monasteries,
    /// gardens); `None` for fields, which are never completed.
    pub complete: Option<u32>,
    /// Points one more tile joining it adds to `complete` (roads, cities).
    pub tile_complete: u32,
    /// Points one more tile adds to `now` (a tile round a monastery or
    /// garden; a tile of a road or city).
    pub tile_now: u32,
    /// Points one more completed city adds to a field's farmers.
    pub city: u32,
    /// Points a pig on this field scores if one more coat-of-arms city
    /// beside it were completed now (2025 pig: every completed city of the
    /// field, that one included). A pig left at the end scores nothing.
    pub pig: u32,
    /// A city whose completion sets off the pigs of the fields beside it.
    pub sets_off_pigs: bool,
    /// Goods symbols in a city (by [`Goods::index`]): the player who
    /// completes it takes them, whoever holds it.
    pub goods: [u8; 3],
}

/// Points a field's farmers score for each completed city it touches, and a
/// pig for each completed city of its field.
const POINTS_PER_FIELD_CITY: u32 = 3;

/// Points for the most tokens of one kind of goods at the end.
pub const GOODS_MAJORITY_POINTS: u32 = 10;

/// The seats (bit per seat) holding the most tokens of `kind` among
/// `tokens` (each seat's, by [`Goods::index`]); 0 if nobody holds one.
pub fn goods_majority(tokens: &[[u8; 3]], kind: Goods) -> u8 {
    let best = tokens.iter().map(|t| t[kind.index()]).max().unwrap_or(0);
    if best == 0 {
        return 0;
    }
    (0..tokens.len())
        .filter(|&i| tokens[i][kind.index()] == best)
        .fold(0u8, |m, i| m | (1 << i))
}

/// What the goods majorities would give each seat if the game ended with
/// `tokens` (each seat's, by [`Goods::index`]).
pub fn goods_points(tokens: &[[u8; 3]]) -> [u32; MAX_PLAYERS] {
    let mut points = [0u32; MAX_PLAYERS];
    for kind in Goods::ALL {
        let players = goods_majority(tokens, kind);
        for (seat, p) in points.iter_mut().enumerate() {
            if players & (1 << seat) != 0 {
                *p += GOODS_MAJORITY_POINTS;
            }
        }
    }
    points
}

/// A road or city as counted: its distinct tiles, arms, inn or cathedral and goods.
#[derive(Clone, Copy, Debug, Default)]
pub struct Measure {
    tiles: TileBits,
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

/// What a pig scores when set off, with `cities` completed cities in its field.
pub fn pig_points(cities: u8) -> u32 {
    POINTS_PER_FIELD_CITY * cities as u32
}

/// What a field's farmers score with `cities` completed cities touching it.
pub fn field_points(cities: u8) -> u32 {
    POINTS_PER_FIELD_CITY * cities as u32
}

/// What a monastery or garden scores with `around` tiles round it (8: complete).
pub fn cloister_points(around: u32) -> u32 {
    1 + around
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
    fn measure(&self, f: FeatureId) -> Measure {
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
    fn touched_cities(&self, f: FeatureId, mut each: impl FnMut(u16) -> bool) -> bool {
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
    fn completed_cities(&self, f: FeatureId) -> u8 {
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

    /// What the goods majorities would give each seat if the game ended now.
    pub fn goods_points_now(&self) -> [u32; MAX_PLAYERS] {
        if !self.rules.has(Expansion::TRADERS_BUILDERS) {
            return [0; MAX_PLAYERS];
        }
        // On the stack: the computer asks this in every evaluation.
        let mut tokens = [[0u8; 3]; MAX_PLAYERS];
        for (t, p) in tokens.iter_mut().zip(&self.players) {
            *t = p.goods;
        }
        goods_points(&tokens[..self.players.len()])
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
    fn award(&mut self, event: ScoreEvent) {
        for seat in event.scorers() {
            let p = &mut self.players[seat];
            p.score += event.points;
            p.by_kind[event.kind.index()] += event.points;
        }
        self.events.push(event);
    }

    /// Takes figure `index` back to supply and logs it as returned with the
    /// event that is about to be recorded, if any.
    fn send_back(&mut self, index: usize, move_index: Option<u32>, event: Option<usize>) {
        let pos = self.tiles[self.figures[index].tile as usize].pos;
        let figure = self.return_figure(index);
        self.returned.push(ReturnedFigure {
            figure,
            pos,
            move_index,
            event,
        });
    }

    /// Scores feature `f` to its majority, returns every figure on it
    /// (builders and pigs too) and records the event.
    fn score_feature(&mut self, f: FeatureId, move_index: Option<u32>, abbot_recalled: bool) {
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
        // Back to supply in their order on the map (each removal shifts the rest).
        for (k, &i) in on_it[..n].iter().enumerate() {
            self.send_back(i as usize - k, move_index, event);
        }
        if !scores {
            return;
        }
        let mut players = 0u8;
        for (seat, &s) in strength.iter().enumerate() {
            if s == best {
                players |= 1 << seat;
            }
        }
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

    /// Every pig whose field touches one of `cities` (arms cities this move
    /// completed) scores 3 per completed city of its field and comes back.
    fn score_pigs(&mut self, cities: &[u16], move_index: u32) {
        let mut i = 0;
        while i < self.figures.len() {
            let fig = self.figures[i];
            let field = FeatureId(self.find(fig.seg));
            if fig.kind != FigureKind::Pig || !self.touched_cities(field, |c| cities.contains(&c)) {
                i += 1;
                continue;
            }
            let tiles = self.measure(field).tiles;
            let completed = self.completed_cities(field);
            let event = self.events.len();
            self.send_back(i, Some(move_index), Some(event));
            self.award(ScoreEvent {
                move_index: Some(move_index),
                kind: ScoreKind::Pig,
                tiles,
                arms: 0,
                cities: completed,
                inn_or_cathedral: false,
                goods: None,
                points: pig_points(completed),
                players: 1 << fig.player,
                complete: false,
                abbot_recalled: false,
            });
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
            let tokens: Vec<[u8; 3]> = self.players.iter().map(|p| p.goods).collect();
            for g in Goods::ALL {
                let players = goods_majority(&tokens, g);
                if players == 0 {
                    continue;
                }
                self.award(ScoreEvent {
                    move_index: None,
                    kind: ScoreKind::Goods,
                    tiles: TileBits::default(),
                    arms: 0,
                    cities: 0,
                    inn_or_cathedral: false,
                    goods: Some(g),
                    points: GOODS_MAJORITY_POINTS,
                    players,
                    complete: false,
                    abbot_recalled: false,
                });
            }
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
