//! The game state and its moves: the draw pile, placing a tile, putting or
//! taking back a figure, and the features (union-find over tile segments).

use super::board::{Board, EMPTY};
use super::geometry::{Pos, Rotation, Side};
use super::moves::{FigureAction, FigureKind, Move, Placement, RuleError, RuleSet, Spot};
use super::score::ScoreEvent;
use super::tiles::{FeatureKind, NO_SEGMENT, TileCatalog, TileType, TileTypeId};
use std::sync::Arc;

pub const MAX_PLAYERS: usize = 5;
pub const MIN_PLAYERS: usize = 2;
/// Followers in each player's supply at the start (the 8th marks the score).
pub const FOLLOWERS: u8 = 7;

/// One segment of a placed tile, a node of the feature union-find. The root of
/// a feature holds the feature's totals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Seg {
    pub parent: u16,
    /// Circular list of the feature's segments, spliced on union.
    pub next: u16,
    pub size: u16,
    /// Road or city sides not yet matched by a neighbour (root: feature total).
    pub open: u16,
    pub tile: u8,
    pub local: u8,
    pub kind: FeatureKind,
    /// Figures on the feature (root only).
    pub figures: u8,
}

/// A tile on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedTile {
    pub pos: Pos,
    pub tile: TileTypeId,
    pub rotation: Rotation,
    /// Seat of the player who placed it; `None` for the start tile.
    pub placed_by: Option<u8>,
    /// 1-based move index that placed it; 0 for the start tile.
    pub move_index: u32,
    pub(crate) seg_base: u16,
}

/// A figure standing on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figure {
    pub player: u8,
    pub kind: FigureKind,
    /// Index of the tile in [`Game::tiles`].
    pub tile: u8,
    /// Segment of that tile (index into its type's `segments`).
    pub segment: u8,
    pub(crate) seg: u16,
}

/// A player's supply and score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerState {
    pub followers: u8,
    pub abbots: u8,
    pub score: u32,
    /// Points by feature kind, indexed by [`FeatureKind::index`].
    pub by_kind: [u32; 5],
}

impl PlayerState {
    /// The feature kinds this player has scored with, and the points of each.
    pub fn breakdown(&self) -> impl Iterator<Item = (FeatureKind, u32)> + '_ {
        FeatureKind::ALL
            .into_iter()
            .map(|k| (k, self.by_kind[k.index()]))
            .filter(|&(_, points)| points > 0)
    }
}

/// The feature a segment belongs to (stable until the next union).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FeatureId(pub(crate) u16);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bend {
    Left,
    Right,
}

/// Where a river tile leaves the river open next (the empty cell and its side
/// facing back), and which way it bends, if it does.
type RiverFlow = (Option<(Pos, Side)>, Option<Bend>);

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct RiverState {
    /// The empty cell the river flows into, and that cell's side facing back.
    pub end: Option<(Pos, Side)>,
    pub last_bend: Option<Bend>,
}

/// A figure action checked against the rules.
#[derive(Clone, Copy, Debug)]
enum Resolved {
    Nothing,
    Put { kind: FigureKind, local: u8 },
    Recall { figure: usize },
}

/// A move the rules accept, with what applying it needs.
struct Checked {
    pile_index: usize,
    river: Option<RiverFlow>,
    resolved: Resolved,
}

/// What one move did: the scoring events it added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReport {
    pub move_index: u32,
    pub events: std::ops::Range<usize>,
    pub finished: bool,
}

/// The whole state of a game. Cheap to clone: a few flat vectors, no pointers
/// into them, the tile catalog shared.
#[derive(Clone, Debug)]
pub struct Game {
    catalog: Arc<TileCatalog>,
    rules: RuleSet,
    /// Tiles still to draw; the top is the last element.
    pile: Vec<TileTypeId>,
    /// Draw stage of each tile type: 0 for the River (drawn first), 1 for land.
    stage: Arc<[u8]>,
    stage_left: [u16; 2],
    last_of_stage: [Option<TileTypeId>; 2],
    pub(crate) tiles: Vec<PlacedTile>,
    pub(crate) board: Board,
    pub(crate) segs: Vec<Seg>,
    pub(crate) figures: Vec<Figure>,
    pub(crate) players: Vec<PlayerState>,
    current: u8,
    moves: u32,
    pub(crate) events: Vec<ScoreEvent>,
    pub(crate) river: RiverState,
    pub(crate) finished: bool,
}

/// Two games are equal when their whole state is (the shared tile catalog
/// is compared by its content of types only through the tiles placed).
impl PartialEq for Game {
    fn eq(&self, o: &Game) -> bool {
        self.rules == o.rules
            && self.pile == o.pile
            && self.stage == o.stage
            && self.stage_left == o.stage_left
            && self.last_of_stage == o.last_of_stage
            && self.tiles == o.tiles
            && self.board == o.board
            && self.segs == o.segs
            && self.figures == o.figures
            && self.players == o.players
            && self.current == o.current
            && self.moves == o.moves
            && self.events == o.events
            && self.river == o.river
            && self.finished == o.finished
    }
}

impl Game {
    /// A new game with the start tile placed and the pile in catalog order
    /// (call [`Game::shuffle`] to play; replays draw tiles by name).
    pub fn new(
        catalog: Arc<TileCatalog>,
        players: usize,
        rules: RuleSet,
    ) -> Result<Game, RuleError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(RuleError::BadSetup(format!(
                "{players} players: the game is for {MIN_PLAYERS} to {MAX_PLAYERS}"
            )));
        }
        let base = catalog
            .set("base")
            .ok_or_else(|| RuleError::BadSetup("the base tile set is not loaded".into()))?;
        let base_start = base
            .start
            .ok_or_else(|| RuleError::BadSetup("the base tile set names no start tile".into()))?;
        let mut stage = vec![1u8; catalog.types.len()];
        let mut pile = Vec::new();
        let mut last_of_stage = [None, None];
        let mut start = base_start;
        if rules.river {
            let river = catalog
                .set("river")
                .ok_or_else(|| RuleError::BadSetup("the River tile set is not loaded".into()))?;
            start = river
                .start
                .ok_or_else(|| RuleError::BadSetup("the River set names no spring".into()))?;
            last_of_stage[0] = river.last;
            for t in river.types.clone() {
                stage[t] = 0;
            }
        }
        // Land at the bottom, then the River's last tile, then the rest of the River on top.
        for t in base.types.clone() {
            let n = catalog.types[t].count - u32::from(t == base_start as usize);
            pile.extend(std::iter::repeat_n(t as TileTypeId, n as usize));
        }
        if rules.river {
            let river = catalog.set("river").expect("checked above");
            if let Some(last) = river.last {
                pile.push(last);
            }
            for t in river.types.clone() {
                let n = catalog.types[t].count
                    - u32::from(t == start as usize)
                    - u32::from(Some(t as TileTypeId) == river.last);
                pile.extend(std::iter::repeat_n(t as TileTypeId, n as usize));
            }
        }
        if pile.len() + 1 > 255 {
            return Err(RuleError::BadSetup(format!(
                "{} tiles: at most 255 fit in one game",
                pile.len() + 1
            )));
        }
        let mut stage_left = [0u16; 2];
        for &t in &pile {
            stage_left[stage[t as usize] as usize] += 1;
        }
        let total = pile.len() + 1;
        let segments: usize = 16 * total;
        let mut game = Game {
            rules,
            pile,
            stage: stage.into(),
            stage_left,
            last_of_stage,
            tiles: Vec::with_capacity(total),
            board: Board::with_capacity(total),
            segs: Vec::with_capacity(segments),
            figures: Vec::with_capacity(MAX_PLAYERS * (FOLLOWERS as usize + 1)),
            players: vec![
                PlayerState {
                    followers: FOLLOWERS,
                    abbots: u8::from(rules.abbot),
                    ..Default::default()
                };
                players
            ],
            current: 0,
            moves: 0,
            events: Vec::with_capacity(128),
            river: RiverState::default(),
            finished: false,
            catalog,
        };
        let start_type = game.catalog.get(start);
        if let Some(side) = Side::ALL
            .into_iter()
            .find(|&s| start_type.edge(Rotation::default(), s) == super::tiles::EdgeKind::River)
        {
            game.river.end = Some((Pos::ORIGIN.step(side), side.opposite()));
        }
        game.add_tile(
            start,
            Placement {
                pos: Pos::ORIGIN,
                rotation: Rotation::default(),
            },
            None,
        );
        Ok(game)
    }

    /// Makes room for the rest of the game so no move allocates. A clone has
    /// only the capacity it needs now (cheap to copy); call this on a clone
    /// that will be played on.
    pub fn reserve_rest_of_game(&mut self) {
        let rest = self.pile.len();
        self.tiles.reserve(rest);
        self.board.reserve(rest);
        self.segs.reserve(16 * rest);
        self.figures
            .reserve((MAX_PLAYERS * (FOLLOWERS as usize + 1)).saturating_sub(self.figures.len()));
        self.events.reserve(128);
    }

    /// Shuffles the draw pile: the land tiles, and the River's tiles (its last
    /// tile stays last). The same seed gives the same order everywhere.
    pub fn shuffle(&mut self, seed: u64) {
        let mut rng = super::random::Rng::new(seed);
        let stage = self.stage.clone();
        let last = self.last_of_stage[0];
        let mut land: Vec<_> = self
            .pile
            .iter()
            .copied()
            .filter(|&t| stage[t as usize] == 1)
            .collect();
        let mut river: Vec<_> = self
            .pile
            .iter()
            .copied()
            .filter(|&t| stage[t as usize] == 0 && Some(t) != last)
            .collect();
        let has_last = self
            .pile
            .iter()
            .any(|&t| Some(t) == last && stage[t as usize] == 0);
        rng.shuffle(&mut land);
        rng.shuffle(&mut river);
        self.pile.clear();
        self.pile.extend(land);
        if has_last {
            self.pile.push(last.expect("has_last"));
        }
        self.pile.extend(river);
    }

    // ------------------------------------------------------------ queries

    pub fn catalog(&self) -> &Arc<TileCatalog> {
        &self.catalog
    }

    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }

    /// Seat of the player to move.
    pub fn current_player(&self) -> usize {
        self.current as usize
    }

    /// Moves applied so far (placements and discards).
    pub fn move_count(&self) -> u32 {
        self.moves
    }

    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The tile on top of the pile (the next draw of a shuffled game).
    pub fn next_tile(&self) -> Option<TileTypeId> {
        self.pile.last().copied()
    }

    /// Tiles left in the draw pile.
    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }

    /// The draw pile, top last.
    pub fn pile(&self) -> &[TileTypeId] {
        &self.pile
    }

    /// Placed tiles in placement order (the start tile first).
    pub fn tiles(&self) -> &[PlacedTile] {
        &self.tiles
    }

    pub fn tile_at(&self, pos: Pos) -> Option<&PlacedTile> {
        self.board.tile_at(pos).map(|i| &self.tiles[i])
    }

    pub fn figures(&self) -> &[Figure] {
        &self.figures
    }

    /// Every scoring so far, in order.
    pub fn events(&self) -> &[ScoreEvent] {
        &self.events
    }

    pub fn tile_type(&self, id: TileTypeId) -> &TileType {
        self.catalog.get(id)
    }

    /// Empty cells next to the map.
    pub fn frontier(&self) -> impl Iterator<Item = Pos> + '_ {
        self.board
            .frontier
            .iter()
            .map(|&c| self.board.cells[c as usize].pos)
    }

    /// The cell the river flows into, while the River is being laid.
    pub fn river_end(&self) -> Option<Pos> {
        self.river.end.map(|(p, _)| p)
    }

    /// Tiles placed around `pos` (0..=8).
    pub fn surrounding_count(&self, pos: Pos) -> u32 {
        pos.surrounding()
            .into_iter()
            .filter(|&p| self.board.tile_at(p).is_some())
            .count() as u32
    }

    // ------------------------------------------------------------ the pile

    /// Index in the pile of the tile drawn next if it is `tile`, checking the
    /// River's order.
    fn draw_index(&self, tile: TileTypeId) -> Result<usize, RuleError> {
        let name = || self.catalog.get(tile).id.clone();
        let idx = self
            .pile
            .iter()
            .rposition(|&t| t == tile)
            .ok_or_else(|| RuleError::NotInPile { tile: name() })?;
        let stage = self.stage[tile as usize] as usize;
        if stage == 1 && self.stage_left[0] > 0 {
            return Err(RuleError::LandBeforeRiver {
                tile: name(),
                river_left: self.stage_left[0] as usize,
            });
        }
        if self.last_of_stage[stage] == Some(tile) && self.stage_left[stage] > 1 {
            return Err(RuleError::LastTileTooEarly {
                tile: name(),
                others_left: self.stage_left[stage] as usize - 1,
            });
        }
        Ok(idx)
    }

    fn take_from_pile(&mut self, idx: usize) {
        let t = self.pile.remove(idx);
        self.stage_left[self.stage[t as usize] as usize] -= 1;
    }

    // ------------------------------------------------------------ placing

    /// Checks that `tile` may go at `placement` on the current map.
    pub fn check_placement(&self, tile: TileTypeId, placement: Placement) -> Result<(), RuleError> {
        self.placement_flow(tile, placement).map(|_| ())
    }

    /// Checks a placement; for a river tile also says where the river goes on.
    fn placement_flow(
        &self,
        tile: TileTypeId,
        placement: Placement,
    ) -> Result<Option<RiverFlow>, RuleError> {
        let Placement { pos, rotation } = placement;
        let t = self.catalog.get(tile);
        let cell = match self.board.cell(pos) {
            Some(c) => c,
            None if pos.x.unsigned_abs() > 30_000 || pos.y.unsigned_abs() > 30_000 => {
                return Err(RuleError::OutOfRange(pos));
            }
            None => return Err(RuleError::NotAdjacent(pos)),
        };
        if cell.tile != EMPTY {
            return Err(RuleError::CellTaken(pos));
        }
        let packed = t.rotated[rotation.quarter_turns() as usize].edges_packed;
        if packed & cell.mask != cell.req {
            for side in Side::ALL {
                let bits = 3 << (2 * side.index());
                if cell.mask & bits != 0 && packed & bits != cell.req & bits {
                    let nb = pos.step(side);
                    let n = self
                        .tile_at(nb)
                        .expect("a constrained side has a neighbour");
                    return Err(RuleError::EdgeMismatch {
                        pos,
                        side,
                        kind: t.edge(rotation, side),
                        neighbour: nb,
                        neighbour_kind: self.catalog.get(n.tile).edge(n.rotation, side.opposite()),
                    });
                }
            }
        }
        if t.is_river() {
            return self.river_flow(t, placement).map(Some);
        }
        Ok(None)
    }

    /// For a river tile at `placement`: the river's new open end and bend.
    fn river_flow(&self, t: &TileType, placement: Placement) -> Result<RiverFlow, RuleError> {
        let Placement { pos, rotation } = placement;
        let not_continued = RuleError::RiverNotContinued {
            pos,
            river_end: self.river_end(),
        };
        let Some((end, entry)) = self.river.end else {
            return Err(not_continued);
        };
        if end != pos || t.edge(rotation, entry) != super::tiles::EdgeKind::River {
            return Err(not_continued);
        }
        let exit = Side::ALL
            .into_iter()
            .find(|&s| s != entry && t.edge(rotation, s) == super::tiles::EdgeKind::River);
        let Some(exit) = exit else {
            return Ok((None, None));
        };
        let heading = entry.opposite();
        let bend = if exit == heading {
            None
        } else if exit == heading.rotated(1) {
            Some(Bend::Right)
        } else {
            Some(Bend::Left)
        };
        if bend.is_some() && bend == self.river.last_bend {
            return Err(RuleError::RiverTurnsBack { pos });
        }
        Ok((Some((pos.step(exit), exit.opposite())), bend))
    }

    /// Every legal placement of `tile`, written into `out` (cleared first).
    pub fn legal_placements_into(&self, tile: TileTypeId, out: &mut Vec<Placement>) {
        out.clear();
        let t = self.catalog.get(tile);
        if t.is_river() {
            if let Some((pos, _)) = self.river.end {
                for rotation in Rotation::ALL {
                    let p = Placement { pos, rotation };
                    if self.check_placement(tile, p).is_ok() {
                        out.push(p);
                    }
                }
            }
            return;
        }
        for &ci in &self.board.frontier {
            let cell = &self.board.cells[ci as usize];
            for (q, r) in t.rotated.iter().enumerate() {
                if r.edges_packed & cell.mask == cell.req {
                    out.push(Placement {
                        pos: cell.pos,
                        rotation: Rotation::from_quarter_turns(q as u8),
                    });
                }
            }
        }
    }

    pub fn legal_placements(&self, tile: TileTypeId) -> Vec<Placement> {
        let mut out = Vec::new();
        self.legal_placements_into(tile, &mut out);
        out
    }

    /// One legal placement of `tile`, if it fits anywhere.
    pub fn any_placement(&self, tile: TileTypeId) -> Option<Placement> {
        let t = self.catalog.get(tile);
        if t.is_river() {
            return self.legal_placements(tile).first().copied();
        }
        self.board.frontier.iter().find_map(|&ci| {
            let cell = &self.board.cells[ci as usize];
            t.rotated.iter().enumerate().find_map(|(q, r)| {
                (r.edges_packed & cell.mask == cell.req).then(|| Placement {
                    pos: cell.pos,
                    rotation: Rotation::from_quarter_turns(q as u8),
                })
            })
        })
    }

    // ------------------------------------------------------------ features

    #[inline]
    pub(crate) fn find(&self, mut s: u16) -> u16 {
        while self.segs[s as usize].parent != s {
            s = self.segs[s as usize].parent;
        }
        s
    }

    fn union(&mut self, a: u16, b: u16) -> u16 {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return ra;
        }
        let (big, small) = if self.segs[ra as usize].size >= self.segs[rb as usize].size {
            (ra, rb)
        } else {
            (rb, ra)
        };
        let s = self.segs[small as usize];
        let b = &mut self.segs[big as usize];
        b.size += s.size;
        b.open += s.open;
        b.figures += s.figures;
        let big_next = b.next;
        b.next = s.next;
        self.segs[small as usize].next = big_next;
        self.segs[small as usize].parent = big;
        big
    }

    /// The feature of segment `local` of the `tile_index`-th placed tile.
    pub fn feature_of(&self, tile_index: usize, local: usize) -> FeatureId {
        FeatureId(self.find(self.tiles[tile_index].seg_base + local as u16))
    }

    /// The segments of a feature, as (tile index, local segment).
    pub fn feature_segments(&self, f: FeatureId) -> impl Iterator<Item = (usize, usize)> + '_ {
        let start = f.0;
        let mut cur = Some(start);
        std::iter::from_fn(move || {
            let s = cur?;
            let seg = self.segs[s as usize];
            cur = (seg.next != start).then_some(seg.next);
            Some((seg.tile as usize, seg.local as usize))
        })
    }

    pub fn feature_kind(&self, f: FeatureId) -> FeatureKind {
        self.segs[f.0 as usize].kind
    }

    /// A road or city is complete when no side is left open; a monastery or
    /// garden when its eight surrounding cells hold tiles. Fields never are.
    pub fn is_complete(&self, f: FeatureId) -> bool {
        let s = self.segs[f.0 as usize];
        match s.kind {
            FeatureKind::Road | FeatureKind::City => s.open == 0,
            FeatureKind::Monastery | FeatureKind::Garden => {
                self.surrounding_count(self.tiles[s.tile as usize].pos) == 8
            }
            FeatureKind::Field => false,
        }
    }

    /// Figures on a feature.
    pub fn feature_figures(&self, f: FeatureId) -> impl Iterator<Item = &Figure> + '_ {
        self.figures
            .iter()
            .filter(move |fig| self.find(fig.seg) == f.0)
    }

    // ------------------------------------------------------------ spots

    /// The local segment a spot names on `t` turned by `rot`.
    pub fn spot_segment(t: &TileType, rot: Rotation, spot: Spot) -> Option<usize> {
        let local = match spot {
            Spot::Road(side) | Spot::City(side) => t.segment_on_edge(rot, side)?,
            Spot::Field(h) => t.segment_on_half(rot, h)?,
            Spot::Monastery => t.monastery? as usize,
            Spot::Garden => t.garden? as usize,
        };
        (t.segments[local].kind == spot.kind()).then_some(local)
    }

    /// The record name of a local segment of `t` turned by `rot`: its first
    /// side (N E S W) or half-edge (NL..WR) in that frame.
    pub fn spot_name(t: &TileType, rot: Rotation, local: usize) -> Spot {
        let seg = &t.segments[local];
        match seg.kind {
            FeatureKind::Road | FeatureKind::City => {
                let m = seg.edges_rotated(rot);
                let side = Side::from_index(m.trailing_zeros() as usize);
                if seg.kind == FeatureKind::Road {
                    Spot::Road(side)
                } else {
                    Spot::City(side)
                }
            }
            FeatureKind::Field => {
                let m = seg.halves_rotated(rot);
                Spot::Field(super::geometry::Half::from_index(
                    m.trailing_zeros() as usize
                ))
            }
            FeatureKind::Monastery => Spot::Monastery,
            FeatureKind::Garden => Spot::Garden,
        }
    }

    /// The roots of the neighbours' features that segment `local` of `t` would
    /// touch at `placement` (at most one per half-edge), and how many.
    fn neighbour_roots(
        &self,
        t: &TileType,
        placement: Placement,
        local: usize,
    ) -> ([u16; 8], usize) {
        let Placement { pos, rotation } = placement;
        let seg = &t.segments[local];
        let mut roots = [0u16; 8];
        let mut len = 0;
        let mut touch = |nb: Pos, pick: &dyn Fn(&TileType, Rotation) -> u8| {
            if let Some(ni) = self.board.tile_at(nb) {
                let n = &self.tiles[ni];
                let nl = pick(self.catalog.get(n.tile), n.rotation);
                if nl != NO_SEGMENT {
                    roots[len] = self.find(n.seg_base + nl as u16);
                    len += 1;
                }
            }
        };
        match seg.kind {
            FeatureKind::Road | FeatureKind::City => {
                let m = seg.edges_rotated(rotation);
                for side in Side::ALL.into_iter().filter(|s| m & (1 << s.index()) != 0) {
                    touch(pos.step(side), &|nt, nr| {
                        nt.rotated[nr.quarter_turns() as usize].edge_segment
                            [side.opposite().index()]
                    });
                }
            }
            FeatureKind::Field => {
                let m = seg.halves_rotated(rotation);
                for h in super::geometry::Half::ALL
                    .into_iter()
                    .filter(|h| m & (1 << h.index()) != 0)
                {
                    touch(pos.step(h.side()), &|nt, nr| {
                        nt.rotated[nr.quarter_turns() as usize].half_segment[h.facing().index()]
                    });
                }
            }
            FeatureKind::Monastery | FeatureKind::Garden => {}
        }
        (roots, len)
    }

    /// Whether the feature that segment `local` of `t` would join at
    /// `placement` already holds a figure.
    ///
    /// The feature is the segment plus every neighbour feature it touches,
    /// *and* every other segment of the new tile that touches one of those
    /// (and so on): two segments kept apart on the tile become one feature
    /// once placed if they meet the same neighbour feature. For example a
    /// field wrapping round the end of the new tile's road touches both of
    /// its fields, so a farmer reached through the other field occupies this
    /// one too.
    fn would_be_occupied(&self, t: &TileType, placement: Placement, local: usize) -> bool {
        let kind = t.segments[local].kind;
        if matches!(kind, FeatureKind::Monastery | FeatureKind::Garden) {
            return false;
        }
        // Tiles have at most 24 segments (checked when the tile data loads);
        // fixed arrays keep this free of allocation on the hot path.
        let n = t.segments.len().min(24);
        let mut roots = [([0u16; 8], 0usize); 24];
        for (s, slot) in roots.iter_mut().enumerate().take(n) {
            if t.segments[s].kind == kind {
                *slot = self.neighbour_roots(t, placement, s);
            }
        }
        let touched = |s: usize| &roots[s].0[..roots[s].1];
        // Grow the group of the new tile's segments joined through neighbours.
        let mut group: u32 = 1 << local;
        loop {
            let before = group;
            for s in 0..n {
                if group & (1 << s) == 0
                    && (0..n).any(|m| {
                        group & (1 << m) != 0 && touched(m).iter().any(|r| touched(s).contains(r))
                    })
                {
                    group |= 1 << s;
                }
            }
            if group == before {
                break;
            }
        }
        (0..n).filter(|&s| group & (1 << s) != 0).any(|s| {
            touched(s)
                .iter()
                .any(|&root| self.segs[root as usize].figures > 0)
        })
    }

    /// The figure actions open to the player to move after placing `tile` at
    /// `placement` (not including "no figure"), written into `out`.
    pub fn figure_options_into(
        &self,
        tile: TileTypeId,
        placement: Placement,
        out: &mut Vec<FigureAction>,
    ) {
        out.clear();
        let t = self.catalog.get(tile);
        let me = &self.players[self.current as usize];
        for (local, seg) in t.segments.iter().enumerate() {
            let spot = || Game::spot_name(t, placement.rotation, local);
            match seg.kind {
                FeatureKind::Road | FeatureKind::City | FeatureKind::Field => {
                    if me.followers == 0 || (seg.kind == FeatureKind::Field && !self.rules.farmers)
                    {
                        continue;
                    }
                    if !self.would_be_occupied(t, placement, local) {
                        out.push(FigureAction::Follower(spot()));
                    }
                }
                FeatureKind::Monastery => {
                    if me.followers > 0 {
                        out.push(FigureAction::Follower(spot()));
                    }
                    if self.rules.abbot && me.abbots > 0 {
                        out.push(FigureAction::Abbot(spot()));
                    }
                }
                FeatureKind::Garden => {
                    if self.rules.abbot && me.abbots > 0 {
                        out.push(FigureAction::Abbot(spot()));
                    }
                }
            }
        }
        if self.rules.abbot {
            for f in &self.figures {
                if f.player == self.current && f.kind == FigureKind::Abbot {
                    out.push(FigureAction::RecallAbbot(self.tiles[f.tile as usize].pos));
                }
            }
        }
    }

    pub fn figure_options(&self, tile: TileTypeId, placement: Placement) -> Vec<FigureAction> {
        let mut out = Vec::new();
        self.figure_options_into(tile, placement, &mut out);
        out
    }

    fn resolve_action(
        &self,
        t: &TileType,
        placement: Placement,
        action: Option<FigureAction>,
    ) -> Result<Resolved, RuleError> {
        let pos = placement.pos;
        let me = &self.players[self.current as usize];
        let Some(action) = action else {
            return Ok(Resolved::Nothing);
        };
        match action {
            FigureAction::Follower(spot) | FigureAction::Abbot(spot) => {
                let abbot = matches!(action, FigureAction::Abbot(_));
                let local = Game::spot_segment(t, placement.rotation, spot)
                    .ok_or(RuleError::NoSuchSpot { pos, spot })?;
                if abbot {
                    if !self.rules.abbot {
                        return Err(RuleError::AbbotOff);
                    }
                    if !matches!(spot, Spot::Monastery | Spot::Garden) {
                        return Err(RuleError::AbbotOnlyOnMonasteryOrGarden { pos, spot });
                    }
                    if me.abbots == 0 {
                        return Err(RuleError::AbbotNotInSupply);
                    }
                } else {
                    if spot == Spot::Garden {
                        return Err(RuleError::FollowerOnGarden(pos));
                    }
                    if spot.kind() == FeatureKind::Field && !self.rules.farmers {
                        return Err(RuleError::FarmersOff);
                    }
                    if me.followers == 0 {
                        return Err(RuleError::NoFollowerInSupply);
                    }
                }
                if self.would_be_occupied(t, placement, local) {
                    return Err(RuleError::SpotOccupied { pos, spot });
                }
                Ok(Resolved::Put {
                    kind: if abbot {
                        FigureKind::Abbot
                    } else {
                        FigureKind::Follower
                    },
                    local: local as u8,
                })
            }
            FigureAction::RecallAbbot(at) => {
                if !self.rules.abbot {
                    return Err(RuleError::AbbotOff);
                }
                self.figures
                    .iter()
                    .position(|f| {
                        f.player == self.current
                            && f.kind == FigureKind::Abbot
                            && self.tiles[f.tile as usize].pos == at
                    })
                    .map(|figure| Resolved::Recall { figure })
                    .ok_or(RuleError::NoAbbotAt(at))
            }
        }
    }

    // ------------------------------------------------------------ moves

    /// Checks a move without applying it.
    pub fn check(&self, mv: &Move) -> Result<(), RuleError> {
        self.validate(mv).map(|_| ())
    }

    /// Everything the rules check about a move, and what applying it needs.
    fn validate(&self, mv: &Move) -> Result<Checked, RuleError> {
        if self.finished {
            return Err(RuleError::GameOver);
        }
        match *mv {
            Move::Place {
                tile,
                placement,
                action,
            } => {
                let pile_index = self.draw_index(tile)?;
                let river = self.placement_flow(tile, placement)?;
                let resolved = self.resolve_action(self.catalog.get(tile), placement, action)?;
                Ok(Checked {
                    pile_index,
                    river,
                    resolved,
                })
            }
            Move::Discard { tile } => {
                let pile_index = self.draw_index(tile)?;
                if let Some(example) = self.any_placement(tile) {
                    return Err(RuleError::FitsSomewhere {
                        tile: self.catalog.get(tile).id.clone(),
                        example,
                    });
                }
                Ok(Checked {
                    pile_index,
                    river: None,
                    resolved: Resolved::Nothing,
                })
            }
        }
    }

    /// Applies one move: checks it, then places, claims and scores. On error
    /// the game is unchanged.
    pub fn apply(&mut self, mv: &Move) -> Result<TurnReport, RuleError> {
        let checked = self.validate(mv)?;
        let move_index = self.moves + 1;
        let first_event = self.events.len();
        // Checked: from here on nothing fails.
        self.take_from_pile(checked.pile_index);
        if let Move::Place {
            tile, placement, ..
        } = *mv
        {
            if let Some((end, bend)) = checked.river {
                self.river.end = end;
                if bend.is_some() {
                    self.river.last_bend = bend;
                }
            }
            let ti = self.add_tile(tile, placement, Some(self.current));
            match checked.resolved {
                Resolved::Nothing => {}
                Resolved::Put { kind, local } => self.put_figure(ti, local, kind),
                Resolved::Recall { figure } => self.recall_abbot(figure, move_index),
            }
            self.score_completed(ti, move_index);
            self.current = (self.current + 1) % self.players.len() as u8;
        }
        // A discarded tile is set aside and the same player draws again.
        self.moves = move_index;
        if self.pile.is_empty() {
            self.final_scoring();
        }
        Ok(TurnReport {
            move_index,
            events: first_event..self.events.len(),
            finished: self.finished,
        })
    }

    /// A copy of the game with `tile` placed at `placement` and nothing scored
    /// or claimed yet: what a screen shows while the player decides.
    pub fn with_tile_placed(
        &self,
        tile: TileTypeId,
        placement: Placement,
    ) -> Result<Game, RuleError> {
        if self.finished {
            return Err(RuleError::GameOver);
        }
        let idx = self.draw_index(tile)?;
        self.check_placement(tile, placement)?;
        let mut g = self.clone();
        g.take_from_pile(idx);
        g.add_tile(tile, placement, Some(self.current));
        Ok(g)
    }

    fn add_tile(&mut self, tile: TileTypeId, placement: Placement, placed_by: Option<u8>) -> usize {
        let catalog = self.catalog.clone();
        let t = catalog.get(tile);
        let Placement { pos, rotation } = placement;
        let ti = self.tiles.len();
        let base = self.segs.len() as u16;
        for (i, s) in t.segments.iter().enumerate() {
            let id = base + i as u16;
            self.segs.push(Seg {
                parent: id,
                next: id,
                size: 1,
                open: s.edges.count_ones() as u16,
                tile: ti as u8,
                local: i as u8,
                kind: s.kind,
                figures: 0,
            });
        }
        self.tiles.push(PlacedTile {
            pos,
            tile,
            rotation,
            placed_by,
            move_index: if placed_by.is_some() {
                self.moves + 1
            } else {
                0
            },
            seg_base: base,
        });
        let r = &t.rotated[rotation.quarter_turns() as usize];
        for side in Side::ALL {
            let Some(ni) = self.board.tile_at(pos.step(side)) else {
                continue;
            };
            let n = self.tiles[ni];
            let nr = &catalog.get(n.tile).rotated[n.rotation.quarter_turns() as usize];
            let mine = r.edge_segment[side.index()];
            let theirs = nr.edge_segment[side.opposite().index()];
            if mine != NO_SEGMENT && theirs != NO_SEGMENT {
                let root = self.union(base + mine as u16, n.seg_base + theirs as u16);
                self.segs[root as usize].open -= 2;
            }
            for h in side.halves() {
                let mine = r.half_segment[h.index()];
                let theirs = nr.half_segment[h.facing().index()];
                if mine != NO_SEGMENT && theirs != NO_SEGMENT {
                    self.union(base + mine as u16, n.seg_base + theirs as u16);
                }
            }
        }
        self.board.put(pos, ti as u8, r.edges_packed);
        ti
    }

    fn put_figure(&mut self, tile_index: usize, local: u8, kind: FigureKind) {
        let seg = self.tiles[tile_index].seg_base + local as u16;
        let root = self.find(seg);
        self.segs[root as usize].figures += 1;
        let me = &mut self.players[self.current as usize];
        match kind {
            FigureKind::Follower => me.followers -= 1,
            FigureKind::Abbot => me.abbots -= 1,
        }
        self.figures.push(Figure {
            player: self.current,
            kind,
            tile: tile_index as u8,
            segment: local,
            seg,
        });
    }

    /// Takes figure `index` off the map back to its owner's supply.
    pub(crate) fn return_figure(&mut self, index: usize) {
        let f = self.figures.remove(index);
        let root = self.find(f.seg);
        self.segs[root as usize].figures -= 1;
        let p = &mut self.players[f.player as usize];
        match f.kind {
            FigureKind::Follower => p.followers += 1,
            FigureKind::Abbot => p.abbots += 1,
        }
    }
}
