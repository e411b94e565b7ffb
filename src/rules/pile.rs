//! The draw pile: shuffling (River first, its last tile last) and drawing a
//! named tile in the order the rules allow.

use super::errors::RuleError;
use super::game::Game;
use super::moves::{Move, Placement};
use super::random::Rng;
use super::tiles::TileTypeId;

impl Game {
    /// Shuffles the draw pile: the land tiles, and the River's tiles (its last
    /// tile stays last). The same seed gives the same order everywhere.
    pub fn shuffle(&mut self, seed: u64) {
        self.seed = seed;
        self.shuffle_with(&mut Rng::new(seed));
    }

    fn shuffle_with(&mut self, rng: &mut Rng) {
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

    /// Index in the pile of the tile drawn next if it is `tile`, checking the
    /// River's order.
    pub(crate) fn draw_index(&self, tile: TileTypeId) -> Result<usize, RuleError> {
        let name = || self.catalog.get(tile).id.clone();
        let idx = self
            .pile
            .iter()
            .rposition(|&t| t == tile)
            .ok_or_else(|| RuleError::NotInPile { tile: name() })?;
        self.refuse_undrawable(tile)?;
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

    pub(crate) fn take_from_pile(&mut self, idx: usize) {
        self.set_aside_dragons_above(idx);
        let t = self.pile.remove(idx);
        self.stage_left[self.stage[t as usize] as usize] -= 1;
    }

    /// How many tiles of each type are still unseen (in the draw pile),
    /// indexed by tile type: what every player at the table may know.
    pub fn unseen_counts(&self) -> Vec<u8> {
        let mut counts = vec![0u8; self.catalog.types.len()];
        for &t in self.pile.iter().chain(&self.neutral.aside) {
            counts[t as usize] += 1;
        }
        counts
    }

    /// Forgets the order of the draw pile and deals the unseen tiles again from
    /// `rng`, keeping the order the rules fix (the River first, its last tile
    /// last), with `hand` (a tile drawn but not yet played) on top. What a
    /// player who cannot see the pile may assume: the result depends only on
    /// which tiles are unseen, never on their order.
    pub fn redeal_unseen(&mut self, hand: Option<TileTypeId>, rng: &mut Rng) {
        self.pile.sort_unstable();
        let hand = hand.and_then(|h| {
            let i = self.pile.iter().position(|&t| t == h)?;
            Some(self.pile.remove(i))
        });
        self.shuffle_with(rng);
        if let Some(h) = hand {
            self.pile.push(h);
        }
    }

    /// Forgets the order of the draw pile: the unseen tiles in order of
    /// their type, with `hand` (a tile drawn but not yet played) on top.
    /// What a seat's view holds, so that it depends only on which tiles are
    /// unseen. Legality does not depend on the order (tiles are drawn by
    /// name), only `next_tile` does, and that is then the hand.
    pub fn conceal_pile(&mut self, hand: Option<TileTypeId>) {
        // Which dragon tiles were set aside depends on the pile's order,
        // and the seed gives the order away.
        self.pile.append(&mut self.neutral.aside);
        self.seed = 0;
        self.pile.sort_unstable();
        if let Some(h) = hand
            && let Some(i) = self.pile.iter().rposition(|&t| t == h)
        {
            let h = self.pile.remove(i);
            self.pile.push(h);
        }
    }

    /// The draw of the player to move, the one step every player of a game
    /// takes (a table, the arena, random play): each tile on top of the
    /// pile that fits nowhere is set aside (a `Discard` move, and the same
    /// player draws again), then the next tile is the one to play; when the
    /// pile runs out the game ends with its final scoring.
    pub fn draw(&mut self) -> Drawn {
        self.draw_into(&mut Vec::new())
    }

    /// [`Game::draw`], leaving the legal placements of the tile to play in
    /// `placements` (random play chooses among them without finding them
    /// again).
    pub fn draw_into(&mut self, placements: &mut Vec<Placement>) -> Drawn {
        let mut set_aside = Vec::new();
        placements.clear();
        let tile = loop {
            let Some(tile) = self.next_tile().filter(|_| !self.finished) else {
                break None;
            };
            self.legal_placements_into(tile, placements);
            if !placements.is_empty() {
                break Some(tile);
            }
            let mv = Move::Discard { tile };
            self.apply(&mv)
                .expect("a tile that fits nowhere may be set aside");
            set_aside.push(mv);
        };
        if tile.is_none() {
            self.final_scoring();
        }
        Drawn { set_aside, tile }
    }

    /// The same step as told by the table that holds the pile (a replica
    /// following its host, whose pile order it does not know): `set_aside`
    /// are set aside, each checked to fit nowhere, and `tile` is the one to
    /// play; none ends the game with its final scoring. On a refusal the
    /// tiles set aside before it stay set aside.
    pub fn take_draw(
        &mut self,
        set_aside: &[TileTypeId],
        tile: Option<TileTypeId>,
    ) -> Result<Drawn, RuleError> {
        let mut moves = Vec::with_capacity(set_aside.len());
        for &t in set_aside {
            let mv = Move::Discard { tile: t };
            self.apply(&mv)?;
            moves.push(mv);
        }
        if tile.is_none() {
            self.final_scoring();
        }
        Ok(Drawn {
            set_aside: moves,
            tile,
        })
    }
}

/// What a draw did: the tiles set aside (each a `Discard` move, applied),
/// and the tile to play (`None`: the game is over, its final scoring done).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub set_aside: Vec<Move>,
    pub tile: Option<TileTypeId>,
}
