//! The map's cells: an open-addressing table from position to cell, the placed
//! tiles, and the frontier of empty cells where a tile may go.

use super::geometry::{Pos, Side};

/// No tile in a cell (it is a frontier cell).
pub(crate) const EMPTY: u8 = u8::MAX;

/// A cell that holds a tile or touches one (the frontier).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cell {
    pub pos: Pos,
    /// Index into `Game::tiles`, or [`EMPTY`].
    pub tile: u8,
    /// Index into `Board::frontier` while empty.
    pub frontier_slot: u16,
    /// Two bits per side: `0b11` where a neighbour constrains the edge.
    pub mask: u8,
    /// The edge kinds the neighbours require, packed like `Rotated::edges_packed`.
    pub req: u8,
}

/// Position-to-cell table plus the frontier list. Allocated once per game.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Board {
    keys: Vec<u32>,
    vals: Vec<u16>,
    pub cells: Vec<Cell>,
    /// Cell indices of the empty cells next to a tile.
    pub frontier: Vec<u16>,
}

/// A copy with room for the cells one more tile opens (see `Game`'s clone).
impl Clone for Board {
    fn clone(&self) -> Board {
        Board {
            keys: self.keys.clone(),
            vals: self.vals.clone(),
            cells: with_room(&self.cells, 4),
            frontier: with_room(&self.frontier, 4),
        }
    }
}

/// `v` copied with capacity for `room` more elements.
pub(crate) fn with_room<T: Clone>(v: &[T], room: usize) -> Vec<T> {
    let mut copy = Vec::with_capacity(v.len() + room);
    copy.extend_from_slice(v);
    copy
}

const VACANT: u16 = u16::MAX;

fn key(pos: Pos) -> Option<u32> {
    let x = i16::try_from(pos.x).ok()?;
    let y = i16::try_from(pos.y).ok()?;
    Some(((x as u16 as u32) << 16) | y as u16 as u32)
}

impl Board {
    pub fn with_capacity(tiles: usize) -> Board {
        // Tiles plus at most two new frontier cells per tile, at most half full.
        let cells = 3 * tiles + 8;
        let slots = (cells * 2).next_power_of_two().max(64);
        Board {
            keys: vec![0; slots],
            vals: vec![VACANT; slots],
            cells: Vec::with_capacity(cells),
            frontier: Vec::with_capacity(2 * tiles + 8),
        }
    }

    /// Makes room for `more` tiles, so placing them allocates nothing.
    pub fn reserve(&mut self, more: usize) {
        self.cells.reserve(3 * more);
        self.frontier.reserve(2 * more);
    }

    fn slot(&self, k: u32) -> usize {
        let mask = self.keys.len() - 1;
        let mut i = (k.wrapping_mul(0x9E37_79B9) >> 16) as usize & mask;
        loop {
            if self.vals[i] == VACANT || self.keys[i] == k {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// The cell at `pos`, if it holds a tile or is on the frontier.
    #[inline]
    pub fn cell(&self, pos: Pos) -> Option<&Cell> {
        let k = key(pos)?;
        let v = self.vals[self.slot(k)];
        (v != VACANT).then(|| &self.cells[v as usize])
    }

    /// Index into `Game::tiles` of the tile at `pos`.
    #[inline]
    pub fn tile_at(&self, pos: Pos) -> Option<usize> {
        self.cell(pos)
            .and_then(|c| (c.tile != EMPTY).then_some(c.tile as usize))
    }

    /// Puts tile `tile` at `pos` (a frontier cell or, for the start tile, a new
    /// cell) and adds `required` constraints to the empty neighbours.
    /// `edges_packed` is the placed tile's packed edge kinds.
    pub fn put(&mut self, pos: Pos, tile: u8, edges_packed: u8) {
        let ci = self.cell_index_or_insert(pos);
        let cell = self.cells[ci];
        if cell.tile == EMPTY && cell.frontier_slot != VACANT {
            let slot = cell.frontier_slot as usize;
            self.frontier.swap_remove(slot);
            if let Some(&moved) = self.frontier.get(slot) {
                self.cells[moved as usize].frontier_slot = slot as u16;
            }
        }
        self.cells[ci].tile = tile;
        self.cells[ci].frontier_slot = VACANT;
        for side in Side::ALL {
            let kind = (edges_packed >> (2 * side.index())) & 3;
            let facing = side.opposite().index();
            let ni = self.cell_index_or_insert(pos.step(side));
            let n = &mut self.cells[ni];
            if n.tile != EMPTY {
                continue;
            }
            n.mask |= 3 << (2 * facing);
            n.req |= kind << (2 * facing);
            if n.frontier_slot == VACANT {
                n.frontier_slot = self.frontier.len() as u16;
                self.frontier.push(ni as u16);
            }
        }
    }

    fn cell_index_or_insert(&mut self, pos: Pos) -> usize {
        let k = key(pos).expect("placements are validated to lie in range");
        let s = self.slot(k);
        if self.vals[s] == VACANT {
            self.keys[s] = k;
            self.vals[s] = self.cells.len() as u16;
            self.cells.push(Cell {
                pos,
                tile: EMPTY,
                frontier_slot: VACANT,
                mask: 0,
                req: 0,
            });
        }
        self.vals[s] as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frontier_tracks_empty_neighbours() {
        let mut b = Board::with_capacity(10);
        b.put(Pos::ORIGIN, 0, 0);
        assert_eq!(b.frontier.len(), 4);
        b.put(Pos::new(1, 0), 1, 0);
        assert_eq!(b.frontier.len(), 6);
        assert_eq!(b.tile_at(Pos::new(1, 0)), Some(1));
        assert_eq!(b.tile_at(Pos::new(2, 0)), None);
        assert!(b.cell(Pos::new(2, 0)).is_some());
        assert!(b.cell(Pos::new(5, 5)).is_none());
        assert!(b.cell(Pos::new(1 << 20, 0)).is_none());
        for &f in &b.frontier {
            assert_eq!(b.cells[f as usize].tile, EMPTY);
        }
    }
}
