//! The game state and its moves: setting up, checking and applying a move.
//! The pile, placements, features, claims and scoring live beside it.

use super::board::{Board, with_room};
use super::errors::{RuleError, SetupError};
use super::events::{ScoreEvent, ScoreKind};
use super::expansions::{EXPANSIONS, Expansion, MAX_PLAYERS, MIN_PLAYERS, RuleSet};
use super::figures::{FOLLOWERS, FigureKind};
use super::geometry::{Pos, Rotation, Side};
use super::moves::Placement;
use super::tiles::{FeatureKind, NO_SEGMENT, TileCatalog, TileType, TileTypeId};
use std::sync::Arc;

/// The most figures that can stand on the map at once: every player's
/// followers, abbot, large follower, builder and pig.
pub(crate) const FIGURES_ON_MAP: usize = MAX_PLAYERS * (FOLLOWERS as usize + 4);

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
    /// Figures that occupy the feature: followers, large followers, abbots
    /// (root only). Builders and pigs occupy nothing.
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
    /// Figures in supply, indexed by [`FigureKind::index`] (see
    /// [`PlayerState::supply`]).
    pub supplies: [u8; FigureKind::COUNT],
    /// Goods tokens, indexed by [`super::tiles::Goods::index`].
    pub goods: [u8; 3],
    pub score: u32,
    /// Points by what scored them, indexed by [`ScoreKind::index`].
    pub by_kind: [u32; ScoreKind::COUNT],
}

impl PlayerState {
    /// What this player has scored with, and the points of each.
    pub fn breakdown(&self) -> impl Iterator<Item = (ScoreKind, u32)> + '_ {
        ScoreKind::ALL
            .into_iter()
            .map(|k| (k, self.by_kind[k.index()]))
            .filter(|&(_, points)| points > 0)
    }

    /// Figures of `kind` in supply.
    pub fn supply(&self, kind: FigureKind) -> u8 {
        self.supplies[kind.index()]
    }

    pub(crate) fn supply_mut(&mut self, kind: FigureKind) -> &mut u8 {
        &mut self.supplies[kind.index()]
    }

    /// Any figure other than followers in supply.
    pub fn holds_special_figure(&self) -> bool {
        self.supplies[1..].iter().any(|&n| n > 0)
    }
}

/// A figure a scoring sent back to its owner's supply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReturnedFigure {
    pub figure: Figure,
    /// Where it stood.
    pub pos: Pos,
    /// The move that sent it back; `None` at the end of the game.
    pub move_index: Option<u32>,
    /// The scoring it came back with (index into [`Game::events`]), if the
    /// feature scored points.
    pub event: Option<usize>,
    /// Why it came back.
    pub cause: Departure,
}

/// Why a figure left the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Departure {
    /// Its feature was scored (or its owner took the abbot back).
    Scored,
    /// The dragon ate it (The Princess & the Dragon).
    Eaten,
    /// A princess sent the knight home.
    SentHome,
    /// A builder or pig whose owner's last follower beside it left.
    Alone,
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
pub(crate) type RiverFlow = (Option<(Pos, Side)>, Option<Bend>);

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct RiverState {
    /// The empty cell the river flows into, and that cell's side facing back.
    pub end: Option<(Pos, Side)>,
    pub last_bend: Option<Bend>,
}

/// What one move did: the scoring events it added, the figures that came
/// back, the goods its player took and whether they play again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReport {
    pub move_index: u32,
    pub events: std::ops::Range<usize>,
    /// Index range into [`Game::returned_figures`].
    pub returned: std::ops::Range<usize>,
    /// Goods tokens the mover took, by [`super::tiles::Goods::index`].
    pub goods: [u8; 3],
    /// A builder gives the same player a second turn right away.
    pub extra_turn: bool,
    pub finished: bool,
}

/// The whole state of a game. Cheap to clone: a few flat vectors, no pointers
/// into them, the tile catalog shared (see the `Clone` impl below).
#[derive(Debug)]
pub struct Game {
    pub(crate) catalog: Arc<TileCatalog>,
    pub(crate) rules: RuleSet,
    /// Tiles still to draw; the top is the last element.
    pub(crate) pile: Vec<TileTypeId>,
    /// Draw stage of each tile type: 0 for the River (drawn first), 1 for land.
    pub(crate) stage: Arc<[u8]>,
    pub(crate) stage_left: [u16; 2],
    pub(crate) last_of_stage: [Option<TileTypeId>; 2],
    pub(crate) tiles: Vec<PlacedTile>,
    pub(crate) board: Board,
    pub(crate) segs: Vec<Seg>,
    pub(crate) figures: Vec<Figure>,
    pub(crate) players: Vec<PlayerState>,
    pub(crate) current: u8,
    pub(crate) moves: u32,
    pub(crate) events: Vec<ScoreEvent>,
    /// Every figure a scoring sent back, in order.
    pub(crate) returned: Vec<ReturnedFigure>,
    pub(crate) river: RiverState,
    /// The player to move is playing the second turn a builder gave them.
    pub(crate) second_turn: bool,
    pub(crate) finished: bool,
    /// The Princess & the Dragon: the dragon and the fairy, and the dragon
    /// tiles set aside before the first volcano.
    pub(crate) neutral: Neutral,
    /// The seed the pile was shuffled with (0 if it never was): set-aside
    /// dragon tiles go back into the pile in an order it fixes.
    pub(crate) seed: u64,
    /// The first entry of the player's turn has been applied (a builder's
    /// second turn continues the same turn).
    pub(crate) turn_begun: bool,
}

/// The figures that belong to nobody (The Princess & the Dragon).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Neutral {
    /// The tile (index into `Game::tiles`) the dragon stands on; `None`
    /// until the first volcano is placed.
    pub dragon: Option<u8>,
    /// Where the fairy stands, once first moved.
    pub fairy: Option<Fairy>,
    /// Dragon tiles drawn before any volcano, set aside until the first.
    pub aside: Vec<TileTypeId>,
}

/// The fairy: on a tile, with one follower there (its segment) or, once
/// that follower has left, with nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fairy {
    pub tile: u8,
    pub follower: Option<u8>,
}

/// A copy with room for one more turn: the computer clones a game to try
/// each move, and a vector cloned to its exact length would be copied once
/// more by the first tile, segment or event pushed onto it.
impl Clone for Game {
    fn clone(&self) -> Game {
        Game {
            catalog: Arc::clone(&self.catalog),
            rules: self.rules,
            pile: self.pile.clone(),
            stage: Arc::clone(&self.stage),
            stage_left: self.stage_left,
            last_of_stage: self.last_of_stage,
            tiles: with_room(&self.tiles, 1),
            board: self.board.clone(),
            segs: with_room(&self.segs, SEGMENTS_ROOM),
            figures: with_room(&self.figures, 2),
            players: self.players.clone(),
            current: self.current,
            moves: self.moves,
            events: with_room(&self.events, 4),
            returned: with_room(&self.returned, 4),
            river: self.river,
            second_turn: self.second_turn,
            finished: self.finished,
            neutral: self.neutral.clone(),
            seed: self.seed,
            turn_begun: self.turn_begun,
        }
    }
}

/// Segments room for a tile: more than almost any tile has (one that has
/// more only costs the copy this saves).
const SEGMENTS_ROOM: usize = 8;

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
            && self.returned == o.returned
            && self.river == o.river
            && self.second_turn == o.second_turn
            && self.finished == o.finished
            && self.neutral == o.neutral
            && self.seed == o.seed
            && self.turn_begun == o.turn_begun
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
        let max = rules.max_players();
        if !(MIN_PLAYERS..=max).contains(&players) {
            // Name the expansion that would allow more players, if any.
            let more = EXPANSIONS
                .iter()
                .enumerate()
                .filter_map(|(i, row)| Some((row.max_players?, row.name, i)))
                .filter(|&(n, _, _)| n > max)
                .max()
                .map(|(n, _, i)| (n, Expansion(i as u8)));
            return Err(RuleError::BadSetup(SetupError::Players {
                players,
                min: MIN_PLAYERS,
                max,
                more,
            }));
        }
        let base = catalog
            .set("base")
            .ok_or(RuleError::BadSetup(SetupError::SetNotLoaded(None)))?;
        let base_start = base
            .start
            .ok_or(RuleError::BadSetup(SetupError::NoStartTile))?;
        let mut stage = vec![1u8; catalog.types.len()];
        let mut pile = Vec::new();
        let mut last_of_stage = [None, None];
        let mut start = base_start;
        if rules.has(Expansion::RIVER) {
            let river =
                catalog
                    .set("river")
                    .ok_or(RuleError::BadSetup(SetupError::SetNotLoaded(Some(
                        Expansion::RIVER,
                    ))))?;
            start = river
                .start
                .ok_or(RuleError::BadSetup(SetupError::NoSpring))?;
            last_of_stage[0] = river.last;
            for t in river.types.clone() {
                stage[t] = 0;
            }
        }
        // Land at the bottom (the base set and the expansions chosen), then
        // the River's last tile, then the rest of the River on top.
        for t in base.types.clone() {
            let n = catalog.types[t].count - u32::from(t == base_start as usize);
            pile.extend(std::iter::repeat_n(t as TileTypeId, n as usize));
        }
        // The River's tiles are drawn first, so it is stacked apart below.
        for e in rules.without(Expansion::RIVER).expansions.iter() {
            let Some(row) = EXPANSIONS.get(e.0 as usize) else {
                continue;
            };
            for file in row.tile_sets {
                let set = catalog
                    .set(file.name)
                    .ok_or(RuleError::BadSetup(SetupError::SetNotLoaded(Some(e))))?;
                for t in set.types.clone() {
                    let n = catalog.types[t].count;
                    pile.extend(std::iter::repeat_n(t as TileTypeId, n as usize));
                }
            }
        }
        if rules.has(Expansion::RIVER) {
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
            return Err(RuleError::BadSetup(SetupError::TooManyTiles {
                tiles: pile.len() + 1,
                max: 255,
            }));
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
            figures: Vec::with_capacity(FIGURES_ON_MAP),
            players: vec![
                PlayerState {
                    supplies: FigureKind::ALL.map(|k| rules.figure_count(k)),
                    ..Default::default()
                };
                players
            ],
            current: 0,
            moves: 0,
            events: Vec::with_capacity(128),
            returned: Vec::with_capacity(128),
            river: RiverState::default(),
            second_turn: false,
            finished: false,
            neutral: Neutral::default(),
            seed: 0,
            turn_begun: false,
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
            .reserve(FIGURES_ON_MAP.saturating_sub(self.figures.len()));
        self.events.reserve(128);
        self.returned.reserve(128);
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

    /// The player to move is playing the second turn their builder gave them.
    pub fn is_second_turn(&self) -> bool {
        self.second_turn
    }

    /// Every figure a scoring sent back, in order (see [`TurnReport::returned`]).
    pub fn returned_figures(&self) -> &[ReturnedFigure] {
        &self.returned
    }

    /// Moves applied so far (placements and discards).
    pub fn move_count(&self) -> u32 {
        self.moves
    }

    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The next tile a shuffled game draws: the top of the pile (dragon
    /// tiles above it are set aside while no volcano has been placed).
    pub fn next_tile(&self) -> Option<TileTypeId> {
        if self.neutral.dragon.is_some() || !self.rules.has(Expansion::PRINCESS_DRAGON) {
            return self.pile.last().copied();
        }
        self.pile.iter().rev().copied().find(|&t| self.drawable(t))
    }

    /// Tiles still to come: the draw pile and the dragon tiles set aside.
    pub fn pile_len(&self) -> usize {
        self.pile.len() + self.neutral.aside.len()
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

    pub(crate) fn add_tile(
        &mut self,
        tile: TileTypeId,
        placement: Placement,
        placed_by: Option<u8>,
    ) -> usize {
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
}
