//! Position evaluation: each player's expected final score, from what everyone
//! at the table sees (map, figures, scores, supplies, how many tiles of each
//! type are unseen), never the order of the pile.
//!
//! The estimate is the score so far, plus for every feature holding figures
//! its expected value to the players holding the majority (how likely it is to
//! be completed, from how many unseen tiles fit each open cell and how many
//! turns are left), plus the worth of the figures still in supply. New figure
//! kinds and rule flags add terms here; unknown ones get a neutral default.
//!
//! Points come from the rules ([`Game::feature_worth`], [`Game::goods_points_now`]):
//! what a feature scores if the game ended now and once completed, with the
//! inns, cathedrals, pigs, goods and farmer rules in force. The evaluation only
//! adds the chances.

use crate::rules::events::{FAIRY_FEATURE_POINTS, FAIRY_TURN_POINTS};
use crate::rules::{
    FeatureId, FeatureKind, FigureKind, Flight, Game, Pos, Rotation, Side, TileTypeId, Worth,
};
use crate::rules::{
    GOODS_MAJORITY_POINTS, MAX_PLAYERS, cloister_points, field_points, goods_points, pig_points,
};

/// Seats an evaluation holds (the engine's maximum).
pub(crate) const SEATS: usize = MAX_PLAYERS;

/// Each player's value of a position.
pub(crate) type Values = [f32; SEATS];

pub(crate) use super::weights::Weights;

/// Feature codes of an empty cell: base 6 per side (0 = no neighbour).
const CODES: usize = 6 * 6 * 6 * 6;
const UNKNOWN: u16 = u16::MAX;

/// Evaluates positions of one game. Holds the unseen tile counts of the
/// position it was made for (public knowledge) and scratch buffers.
pub(crate) struct Evaluator {
    pub w: Weights,
    /// Unseen land tiles by type (river tiles only go at the river's end).
    unseen: Vec<(TileTypeId, u16)>,
    /// Goods of each kind on the unseen tiles: how far a majority may still turn.
    unseen_goods: [f32; 3],
    /// Fitting unseen tiles for each cell code, filled on demand.
    fits: Vec<u16>,
    /// 1 - e^(-fits / fit_scale) for each cell code, filled on demand.
    fit_chance: Vec<f32>,
    /// Figures by feature: the feature, the owner, the kind, and the
    /// chance the dragon eats it soon.
    groups: Vec<(FeatureId, u8, FigureKind, f32)>,
    /// Feature shapes (slot 0: scratch) and the cached ones by (root, segments).
    shapes: Vec<Shape>,
    shape_index: rustc_hash::FxHashMap<(FeatureId, u32), usize>,
    /// Tiles of the position this evaluator was made for.
    base_tiles: usize,
    cells: Vec<Pos>,
    cities: Vec<FeatureId>,
    /// Unfinished cities' chances of completion, and whether completing one
    /// sets off the pigs beside it.
    pub(super) city_cache: Vec<(FeatureId, f32, bool)>,
    /// For tests: every open feature's chance of completion forced to this,
    /// with no growth (0: as if the game ended now, 1: completed as it stands).
    pub(super) force: Option<f32>,
    /// Own turns left in the position it was made for (how far the race
    /// for first place may still turn).
    turns_left: f32,
    /// The Princess & the Dragon: dragon tiles among the unseen ones (those
    /// set aside included), in the position it was made for.
    dragons_unseen: f32,
    /// Positions evaluated so far (what Hard's think is budgeted in).
    pub evaluations: u64,
}

/// What a feature is made of. It stays the same while the feature does.
#[derive(Clone, Debug, Default)]
struct Shape {
    /// Roads and cities: what the rules say it is worth.
    worth: Worth,
    /// Empty cells it borders: where a road or city is open, where a field
    /// can grow.
    cells: Vec<Pos>,
    /// Fields: one segment (tile index, local) of each city it touches.
    cities: Vec<(u8, u8)>,
}

/// What a road or city is expected to give.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Outlook {
    /// Expected points to its majority.
    pub value: f32,
    /// Chance it is completed (figures come back).
    pub p_complete: f32,
    /// Fields: expected points to each pig on it (no majority needed).
    pub pig: f32,
    /// Cities: the goods symbols the player who completes it takes.
    pub goods: [u8; 3],
    /// Cities: completing it sets off the pigs beside it.
    pub sets_off_pigs: bool,
    /// Roads and cities: empty cells it is open to (where a tile extends it).
    pub open: u8,
}

impl Evaluator {
    pub fn new(game: &Game, w: Weights) -> Evaluator {
        let unseen = game
            .unseen_counts()
            .iter()
            .enumerate()
            .filter(|&(t, &n)| n > 0 && !game.tile_type(t as TileTypeId).is_river())
            .map(|(t, &n)| (t as TileTypeId, n as u16))
            .collect::<Vec<_>>();
        let mut unseen_goods = [0f32; 3];
        for &(t, n) in &unseen {
            for seg in &game.tile_type(t).segments {
                if let Some(kind) = seg.goods {
                    unseen_goods[kind.index()] += f32::from(n);
                }
            }
        }
        let dragons_unseen = game
            .unseen_counts()
            .iter()
            .enumerate()
            .filter(|&(t, _)| game.flies_dragon(t as TileTypeId))
            .map(|(_, &n)| f32::from(n))
            .sum();
        Evaluator {
            w,
            evaluations: 0,
            dragons_unseen,
            unseen,
            unseen_goods,
            fits: vec![UNKNOWN; CODES],
            fit_chance: vec![f32::NAN; CODES],
            groups: Vec::with_capacity(64),
            shapes: vec![Shape::default()],
            shape_index: rustc_hash::FxHashMap::default(),
            base_tiles: game.tiles().len(),
            cells: Vec::with_capacity(32),
            cities: Vec::with_capacity(16),
            city_cache: Vec::with_capacity(32),
            force: None,
            turns_left: Self::own_turns(game),
        }
    }

    /// Caches shapes for positions that follow from `g` from now on (the
    /// ones cached so far are dropped).
    pub fn rebase(&mut self, g: &Game) {
        self.shapes.truncate(1);
        self.shape_index.clear();
        self.base_tiles = g.tiles().len();
        self.turns_left = Self::own_turns(g);
    }

    /// The code of an empty cell: what each neighbour shows it.
    fn cell_code(g: &Game, pos: Pos) -> usize {
        let mut code = 0;
        for side in Side::ALL {
            let d = match g.tile_at(pos.step(side)) {
                None => 0,
                Some(n) => {
                    (g.tile_type(n.tile).edge(n.rotation, side.opposite()) as usize + 1).min(5)
                }
            };
            code = code * 6 + d;
        }
        code
    }

    /// How likely the empty cell at `pos` is to find a tile, from how many
    /// unseen land tiles fit it: 1 - e^(-fits / fit_scale).
    fn fit_chance(&mut self, g: &Game, pos: Pos) -> f32 {
        let code = Self::cell_code(g, pos);
        if self.fit_chance[code].is_nan() {
            let fits = self.fits_code(g, code);
            self.fit_chance[code] = if fits == 0 {
                0.0
            } else {
                1.0 - (-(fits as f32) / self.w.fit_scale).exp()
            };
        }
        self.fit_chance[code]
    }

    fn fits_code(&mut self, g: &Game, code: usize) -> u16 {
        if self.fits[code] == UNKNOWN {
            let mut need = [0usize; 4];
            let mut c = code;
            for i in (0..4).rev() {
                need[i] = c % 6;
                c /= 6;
            }
            let mut n = 0u16;
            for &(t, count) in &self.unseen {
                let tt = g.tile_type(t);
                let fits = Rotation::ALL.into_iter().any(|r| {
                    Side::ALL.into_iter().all(|s| {
                        let d = need[s.index()];
                        d == 0 || tt.edge(r, s) as usize + 1 == d
                    })
                });
                if fits {
                    n += count;
                }
            }
            self.fits[code] = n;
        }
        self.fits[code]
    }

    fn own_turns(g: &Game) -> f32 {
        g.pile_len() as f32 / g.players().len() as f32
    }

    /// Chance that there is time to fill `need` wanted cells with `turns`
    /// own turns left (each cell's own chance multiplies in).
    fn time_chance(&self, need: usize, turns: f32) -> f32 {
        if turns <= 0.0 {
            return 0.0;
        }
        1.0 - (-turns / (self.w.turns_per_cell * need.max(1) as f32)).exp()
    }

    /// The index in `shapes` of feature `f`'s shape: cached when every
    /// segment lies on a tile of the position this evaluator was made for
    /// (then nothing has joined it since, and its root and segment count
    /// name it), else worked out in slot 0.
    fn shape(&mut self, g: &Game, f: FeatureId) -> usize {
        let mut count = 0u32;
        let mut cacheable = true;
        for (ti, _) in g.feature_segments(f) {
            count += 1;
            cacheable &= ti < self.base_tiles;
        }
        if cacheable && let Some(&k) = self.shape_index.get(&(f, count)) {
            return k;
        }
        let kind = g.feature_kind(f);
        let mut shape = std::mem::take(&mut self.shapes[0]);
        // Roads and cities: counted here, valued by the rules.
        let mut measure = crate::rules::Measure::default();
        shape.cells.clear();
        shape.cities.clear();
        let mut roots: Vec<FeatureId> = Vec::new();
        for (ti, local) in g.feature_segments(f) {
            let pt = &g.tiles()[ti];
            let seg = &g.tile_type(pt.tile).segments[local];
            if kind != FeatureKind::Field {
                measure.add(ti, seg);
            }
            let add = |np: Pos, cells: &mut Vec<Pos>| {
                if g.tile_at(np).is_none() && !cells.contains(&np) {
                    cells.push(np);
                }
            };
            if kind == FeatureKind::Field {
                let mut m = seg.halves_rotated(pt.rotation);
                while m != 0 {
                    let h = crate::rules::Half::from_index(m.trailing_zeros() as usize);
                    m &= m - 1;
                    add(pt.pos.step(h.side()), &mut shape.cells);
                }
                let mut c = seg.cities;
                while c != 0 {
                    let l = c.trailing_zeros() as usize;
                    c &= c - 1;
                    let city = g.feature_of(ti, l);
                    if !roots.contains(&city) {
                        roots.push(city);
                        shape.cities.push((ti as u8, l as u8));
                    }
                }
            } else {
                let mut m = seg.edges_rotated(pt.rotation);
                while m != 0 {
                    let side = Side::from_index(m.trailing_zeros() as usize);
                    m &= m - 1;
                    add(pt.pos.step(side), &mut shape.cells);
                }
            }
        }
        shape.worth = if kind == FeatureKind::Field {
            Worth::default()
        } else {
            measure.worth(kind, g.is_complete(f), g.rules())
        };
        if cacheable {
            self.shapes.push(shape);
            let k = self.shapes.len() - 1;
            self.shape_index.insert((f, count), k);
            k
        } else {
            self.shapes[0] = shape;
            0
        }
    }

    /// A road or city: its size, coats of arms and open cells, and from them
    /// its expected value and chance of completion.
    pub fn road_or_city(&mut self, g: &Game, f: FeatureId) -> Outlook {
        let k = self.shape(g, f);
        let worth = self.shapes[k].worth;
        self.cells.clear();
        self.cells.extend_from_slice(&self.shapes[k].cells);
        let open = self.cells.len();
        let now = worth.now as f32;
        let complete = worth.complete.unwrap_or(worth.now) as f32;
        let outlook = |value: f32, p_complete: f32| Outlook {
            value,
            p_complete,
            pig: 0.0,
            goods: worth.goods,
            sets_off_pigs: worth.sets_off_pigs,
            open: open.min(255) as u8,
        };
        if open == 0 {
            // Completed: scored, and its goods already taken.
            return Outlook {
                goods: [0; 3],
                ..outlook(complete, 1.0)
            };
        }
        if let Some(p) = self.force {
            return outlook(p * complete + (1.0 - p) * now, p);
        }
        if self.w.simple {
            return outlook(now, 0.0);
        }
        let time = self.time_chance(open, Self::own_turns(g));
        let mut p = 1.0;
        for i in 0..open {
            let pos = self.cells[i];
            p *= time * self.fit_chance(g, pos);
        }
        let p = p * self.w.p_max;
        // Each open cell is expected to bring `growth_per_cell` more tiles,
        // at what a tile adds to the completed feature.
        let grown = complete + self.w.growth_per_cell * open as f32 * worth.tile_complete as f32;
        outlook(p * grown + (1.0 - p) * now, p)
    }

    /// An unfinished city's chance of completion, and whether completing it
    /// sets off pigs.
    fn city_chance(&mut self, g: &Game, city: FeatureId) -> (f32, bool) {
        if let Some(&(_, p, pigs)) = self.city_cache.iter().find(|(c, _, _)| *c == city) {
            return (p, pigs);
        }
        let o = self.road_or_city(g, city);
        self.city_cache.push((city, o.p_complete, o.sets_off_pigs));
        (o.p_complete, o.sets_off_pigs)
    }

    /// A monastery or garden `f` on tile `ti`.
    fn cloister(&mut self, g: &Game, ti: usize) -> Outlook {
        let outlook = |value: f32, p_complete: f32| Outlook {
            value,
            p_complete,
            ..Outlook::default()
        };
        let pos = g.tiles()[ti].pos;
        let around = pos.surrounding();
        let present = around.iter().filter(|&&p| g.tile_at(p).is_some()).count();
        // The rules' points (asked by count: this runs for every position).
        let now = cloister_points(present as u32) as f32;
        let complete = cloister_points(8) as f32;
        let per_tile = complete - cloister_points(7) as f32;
        if present == 8 {
            return outlook(complete, 1.0);
        }
        if let Some(p) = self.force {
            return outlook(p * complete + (1.0 - p) * now, p);
        }
        if self.w.simple {
            return outlook(now, 0.0);
        }
        let need = 8 - present;
        // Others fill cells around a monastery too.
        let time = self.time_chance(need, Self::own_turns(g) * self.w.cloister_time);
        let mut value = now;
        let mut p = 1.0;
        for q in around {
            if g.tile_at(q).is_none() {
                let c = time * self.fit_chance(g, q);
                value += c * per_tile;
                p *= c;
            }
        }
        let p = p * self.w.p_max;
        outlook(p * complete + (1.0 - p) * value, p)
    }

    /// A field: what the rules give it now (its completed cities), plus the
    /// chance of each unfinished city it touches; with `pig`, what a pig on
    /// it expects: the rules' pig points once a city that sets it off is
    /// completed, times the chance that one is.
    fn field(&mut self, g: &Game, f: FeatureId, pig: bool) -> Outlook {
        let grow = !self.w.simple && self.w.field_growth > 0.0 && self.force.is_none();
        let k = self.shape(g, f);
        self.cities.clear();
        for i in 0..self.shapes[k].cities.len() {
            let (ti, local) = self.shapes[k].cities[i];
            let city = g.feature_of(ti as usize, local as usize);
            if !self.cities.contains(&city) {
                self.cities.push(city);
            }
        }
        let open_cells = self.shapes[k].cells.len();
        // The rules' points, asked by count of completed cities (the cities
        // come from the cached shape: this runs for every position).
        let completed = self.cities.iter().filter(|&&c| g.is_complete(c)).count() as u8;
        let now = field_points(completed);
        let per_city = (field_points(completed + 1) - now) as f32;
        let mut value = now as f32;
        // Chance that no city setting off the pig is completed.
        let mut pig_sleeps = 1.0;
        if !self.w.simple || self.force.is_some() {
            for i in 0..self.cities.len() {
                let city = self.cities[i];
                if g.is_complete(city) {
                    continue;
                }
                let (p, sets_off) = self.city_chance(g, city);
                let p = self.force.unwrap_or(p);
                value += per_city * self.w.field_future * p;
                if sets_off {
                    pig_sleeps *= 1.0 - p;
                }
            }
        }
        if grow {
            let turns = Self::own_turns(g);
            let open = open_cells.min(10) as f32;
            value += per_city * self.w.field_growth * open * (turns / 15.0).min(1.0);
        }
        Outlook {
            value,
            p_complete: 0.0,
            // A pig left on the map at the end scores nothing.
            pig: if pig {
                (1.0 - pig_sleeps) * pig_points(completed + 1) as f32
            } else {
                0.0
            },
            ..Outlook::default()
        }
    }

    /// The outlook of any feature holding figures (`pig`: a pig among them).
    #[allow(unreachable_patterns)] // a feature kind added later: its value now
    pub(super) fn outlook(&mut self, g: &Game, f: FeatureId, pig: bool) -> Outlook {
        match g.feature_kind(f) {
            FeatureKind::Road | FeatureKind::City => self.road_or_city(g, f),
            FeatureKind::Monastery | FeatureKind::Garden => {
                let (ti, _) = g
                    .feature_segments(f)
                    .next()
                    .expect("a feature has a segment");
                self.cloister(g, ti)
            }
            FeatureKind::Field => self.field(g, f, pig),
            _ => Outlook {
                value: g.feature_worth(f).now as f32,
                ..Outlook::default()
            },
        }
    }

    /// What `seat` gains from the goods majorities by taking `goods` on top
    /// of `tokens` (`now`: what [`Evaluator::goods_value`] gives it without).
    pub(super) fn goods_gain(
        &self,
        tokens: &[[u8; 3]],
        now: f32,
        seat: usize,
        goods: [u8; 3],
    ) -> f32 {
        let mut more = [[0u8; 3]; SEATS];
        more[..tokens.len()].copy_from_slice(tokens);
        for (t, g) in more[seat].iter_mut().zip(goods) {
            *t += g;
        }
        let then = self.goods_value(&more[..tokens.len()], seat);
        self.w.goods * (then - now).max(0.0)
    }

    /// What the goods majorities are worth to `seat` with `tokens`. With
    /// goods of a kind still unseen, a lead is only likely to hold: the chance
    /// of ending with the majority (a tie shares it) grows with the lead
    /// against the strongest rival and shrinks with how many goods of that
    /// kind may still come (a normal spread, `goods_spread` a good). With
    /// none left, or for the simple levels, the rules' points as they stand.
    fn goods_value(&self, tokens: &[[u8; 3]], seat: usize) -> f32 {
        if self.w.simple || self.force.is_some() || self.w.goods_spread <= 0.0 {
            return goods_points(tokens)[seat] as f32;
        }
        let mut value = 0.0;
        for kind in 0..3 {
            let mine = tokens[seat][kind] as f32;
            let rival = (0..tokens.len())
                .filter(|&o| o != seat)
                .map(|o| tokens[o][kind])
                .max()
                .unwrap_or(0) as f32;
            let left = self.unseen_goods[kind];
            let points = GOODS_MAJORITY_POINTS as f32;
            if left <= 0.0 {
                if mine > 0.0 && mine >= rival {
                    value += points;
                }
                continue;
            }
            let spread = (self.w.goods_spread * left + 0.25).sqrt();
            // The logistic curve close to the normal one (1.7).
            let z = 1.7 * (mine - rival + 0.5) / spread;
            value += points / (1.0 + (-z).exp());
        }
        value
    }

    /// Worth of `followers` in supply with `turns` own turns left.
    fn supply_value(&self, followers: f32, turns: f32) -> f32 {
        let w = &self.w;
        if w.supply == 0.0 {
            return 0.0;
        }
        let time = (turns / w.supply_turns).min(1.0);
        let span = w.supply_span;
        w.supply * span * (1.0 - (-followers / span).exp()) * time
    }

    /// Each seat's expected final score.
    pub fn values(&mut self, g: &Game) -> Values {
        self.evaluations += 1;
        let mut v = [0f32; SEATS];
        let players = g.players();
        for (seat, p) in players.iter().enumerate() {
            v[seat] = p.score as f32;
        }
        if g.is_finished() {
            return v;
        }
        // The goods majorities, as likely as they are to hold.
        let mut tokens = [[0u8; 3]; SEATS];
        for (seat, p) in players.iter().enumerate() {
            tokens[seat] = p.goods;
        }
        let tokens = &tokens[..players.len()];
        let mut goods_now = [0f32; SEATS];
        if g.rules().has_goods() {
            for seat in 0..players.len() {
                goods_now[seat] = self.goods_value(tokens, seat);
                v[seat] += self.w.goods * goods_now[seat];
            }
        }
        self.city_cache.clear();
        // Figures grouped by feature, each with the chance the dragon eats
        // it before its feature pays.
        let dragon = self.dragon_threat(g);
        self.groups.clear();
        for fig in g.figures() {
            let f = g.feature_of(fig.tile as usize, fig.segment as usize);
            let risk = dragon.map_or(0.0, |d| d.risk(g.tiles()[fig.tile as usize].pos));
            self.groups.push((f, fig.player, fig.kind, risk));
        }
        self.groups.sort_unstable_by_key(|&(f, _, _, _)| f);
        // The fairy's follower: its feature and owner.
        let fairy = if self.w.simple {
            None
        } else {
            g.fairy_with().map(|fig| {
                (
                    g.feature_of(fig.tile as usize, fig.segment as usize),
                    fig.player,
                )
            })
        };
        let turns = Self::own_turns(g);
        // Followers in supply, counting those expected back (at a discount
        // for the turns they are away), and the abbot's chance to come back.
        let mut supply = [[0f32; SEATS]; FigureKind::COUNT];
        for (seat, p) in players.iter().enumerate() {
            for kind in FigureKind::ALL {
                supply[kind.index()][seat] = p.supply(kind) as f32;
            }
        }
        // A builder's second turns need own turns to extend its feature in.
        let builder_time = (turns / self.w.builder_turns).min(1.0);
        let mut i = 0;
        while i < self.groups.len() {
            let f = self.groups[i].0;
            let mut j = i;
            let mut held = [0u8; SEATS];
            let mut pig = false;
            while j < self.groups.len() && self.groups[j].0 == f {
                // The rules say how many followers a figure counts as.
                held[self.groups[j].1 as usize] += self.groups[j].2.strength();
                pig |= self.groups[j].2.spec().field_bonus;
                j += 1;
            }
            let best = *held.iter().max().unwrap_or(&0);
            let o = self.outlook(g, f, pig);
            if best > 0 {
                // The goods go to whoever completes the city; the evaluation
                // gives them to its majority, the likeliest to complete it.
                let goods = o.goods != [0; 3] && o.p_complete > 0.0 && !self.w.simple;
                for seat in 0..players.len() {
                    if held[seat] == best {
                        // Lost if the dragon eats every figure of the seat's there.
                        let eaten: f32 = self.groups[i..j]
                            .iter()
                            .filter(|g| g.1 as usize == seat && g.2.is_follower())
                            .map(|g| g.3)
                            .product();
                        v[seat] += o.value * (1.0 - eaten);
                        if goods {
                            v[seat] += o.p_complete
                                * self.goods_gain(tokens, goods_now[seat], seat, o.goods);
                        }
                    }
                }
            }
            if pig {
                // Every pig scores for its owner, no majority needed.
                for &(_, seat, kind, _) in &self.groups[i..j] {
                    if kind.spec().field_bonus {
                        v[seat as usize] += o.pig;
                    }
                }
            }
            if o.open > 0 && !self.w.simple {
                // A builder on an open road or city: each tile its owner adds
                // there is a second turn; the more open cells, the likelier.
                for &(_, seat, kind, _) in &self.groups[i..j] {
                    if kind.spec().second_turn {
                        v[seat as usize] +=
                            self.w.builder * f32::from(o.open.min(3)).sqrt() * builder_time;
                    }
                }
            }
            if o.p_complete > 0.0 && !self.w.simple {
                for &(_, seat, kind, _) in &self.groups[i..j] {
                    let back = o.p_complete * self.w.ret;
                    // A builder or pig coming back is not a follower.
                    if kind.is_follower() {
                        supply[kind.index()][seat as usize] += back;
                    }
                }
            }
            if let Some((_, owner)) = fairy.filter(|&(ff, _)| ff == f) {
                v[owner as usize] += self.fairy_value(o.p_complete, turns);
            }
            i = j;
        }
        let time = (turns / self.w.supply_turns).min(1.0);
        for seat in 0..players.len() {
            v[seat] += self.supply_value(supply[FigureKind::Follower.index()][seat], turns);
            // The other figures: one spare is worth what the computers'
            // weights say (the large follower takes or holds a majority
            // later: keep it for one worth it).
            for kind in FigureKind::ALL {
                if kind != FigureKind::Follower {
                    v[seat] += self.w.spare(kind) * supply[kind.index()][seat].min(1.0) * time;
                }
            }
        }
        v
    }

    /// What the fairy with a follower is worth to its owner: a point at
    /// the start of each of their turns while it stays (rivals take it
    /// for their own followers, and it stays behind when the follower
    /// leaves), and 3 when the follower's feature scores, soon if it is
    /// likely completed (`p_complete`), else at the end if it stays.
    fn fairy_value(&self, p_complete: f32, turns: f32) -> f32 {
        let w = &self.w;
        let held = turns.min(w.fairy_turns) * (1.0 - 0.5 * p_complete);
        let bonus = FAIRY_FEATURE_POINTS as f32 * (p_complete + (1.0 - p_complete) * w.fairy_keep);
        FAIRY_TURN_POINTS as f32 * held + bonus
    }

    /// The dragon's threat to the figures near it, while dragon tiles are
    /// still unseen; `None` when there is none (no dragon yet, none left
    /// to fly it, or the simple levels).
    fn dragon_threat(&self, g: &Game) -> Option<Threat> {
        if self.w.simple || self.dragons_unseen <= 0.0 || self.w.dragon <= 0.0 {
            return None;
        }
        let at = g.dragon()?;
        let pile = g.pile_len().max(1) as f32;
        // Flights expected over the next rounds, as a chance of at least one.
        let draws = g.players().len() as f32 * self.w.dragon_rounds;
        let flights = 1.0 - (-self.dragons_unseen / pile * draws).exp();
        Some(Threat {
            at,
            fairy: g.fairy(),
            near: self.w.dragon * flights,
            reach: self.w.dragon_reach,
        })
    }

    /// `seat`'s value relative to the others: its own minus a blend of the
    /// best and the mean of the others'.
    pub fn relative(&self, v: &Values, seat: usize, players: usize) -> f32 {
        if players >= 3 && self.w.rival_spread > 0.0 {
            let spread = self.w.rival_spread * (1.0 + self.turns_left).sqrt();
            return v[seat] - self.w.others_weight * leading_rival(v, seat, players, spread);
        }
        relative(v, seat, players, self.w.others_max, self.w.others_weight)
    }

    /// A rival's value as Hard's search expects that rival to weigh it
    /// when choosing a reply (see `rivals_gang_up`).
    pub fn rival_relative(&self, v: &Values, seat: usize, players: usize) -> f32 {
        let k = self.w.rivals_gang_up;
        if players < 3 || k <= 0.0 {
            return self.relative(v, seat, players);
        }
        let blend = relative(v, seat, players, self.w.others_max, self.w.others_weight);
        if k == 1.0 {
            // As the default has it: the blend alone, without the soft maximum's cost.
            return blend;
        }
        (1.0 - k) * self.relative(v, seat, players) + k * blend
    }
}

/// How likely the dragon is to eat a figure soon, by how far it stands.
#[derive(Clone, Copy)]
struct Threat {
    at: Pos,
    fairy: Option<Pos>,
    /// The chance for a figure next to the dragon.
    near: f32,
    /// How much of it is left a step further (a flight has six steps).
    reach: f32,
}

impl Threat {
    fn risk(&self, pos: Pos) -> f32 {
        let d = (pos.x - self.at.x).unsigned_abs() + (pos.y - self.at.y).unsigned_abs();
        // The fairy's tile is never entered; the dragon's own is left.
        if d == 0 || d as usize > Flight::STEPS || self.fairy == Some(pos) {
            return 0.0;
        }
        self.near * self.reach.powi(d as i32 - 1)
    }
}

/// The others' values as one rival, a soft maximum with `spread` points
/// (the log of the mean of exponentials): each rival counts by its chance
/// of finishing first among them, so it is near the mean early and near
/// the best rival late, and a player far behind hardly counts. Lowering
/// any rival never raises it.
fn leading_rival(v: &Values, seat: usize, players: usize, spread: f32) -> f32 {
    let best = (0..players)
        .filter(|&s| s != seat)
        .map(|s| v[s])
        .fold(f32::MIN, f32::max);
    let mean = (0..players)
        .filter(|&s| s != seat)
        .map(|s| ((v[s] - best) / spread).exp())
        .sum::<f32>()
        / (players - 1) as f32;
    best + spread * mean.ln()
}

pub(crate) fn relative(
    v: &Values,
    seat: usize,
    players: usize,
    others_max: f32,
    others_weight: f32,
) -> f32 {
    let mut best = f32::MIN;
    let mut sum = 0.0;
    for (s, &x) in v.iter().enumerate().take(players) {
        if s != seat {
            best = best.max(x);
            sum += x;
        }
    }
    let mean = sum / (players - 1).max(1) as f32;
    v[seat] - others_weight * (others_max * best + (1.0 - others_max) * mean)
}

#[cfg(test)]
#[path = "eval_tests.rs"]
mod tests;
