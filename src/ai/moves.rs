//! Every legal move for the tile in hand, built only from the engine's own
//! `legal_placements_into` and `figure_options_into` (no second copy of the rules).

use crate::rules::{FigureAction, Game, Move, Placement, TileTypeId};

/// Reusable buffers for move generation.
#[derive(Default)]
pub(crate) struct MoveGen {
    placements: Vec<Placement>,
    actions: Vec<FigureAction>,
}

impl MoveGen {
    pub fn new() -> MoveGen {
        MoveGen {
            placements: Vec::with_capacity(256),
            actions: Vec::with_capacity(32),
        }
    }

    /// Every legal move for `tile` on `game` into `out` (cleared first): each
    /// placement with no figure and with each figure action the engine offers,
    /// or the one `Discard` when the tile fits nowhere.
    pub fn all(&mut self, game: &Game, tile: TileTypeId, out: &mut Vec<Move>) {
        out.clear();
        game.legal_placements_into(tile, &mut self.placements);
        if self.placements.is_empty() {
            out.push(Move::Discard { tile });
            return;
        }
        for &placement in &self.placements {
            out.push(Move::place(tile, placement, None));
            game.figure_options_into(tile, placement, &mut self.actions);
            out.extend(self.actions.iter().map(|&a| Move::place(tile, placement, Some(a))));
        }
    }

    /// Legal placements of `tile` (for the random level, which picks a
    /// placement first, then a figure action, like `RandomPlayer`).
    pub fn placements(&mut self, game: &Game, tile: TileTypeId) -> &[Placement] {
        game.legal_placements_into(tile, &mut self.placements);
        &self.placements
    }

    pub fn actions(&mut self, game: &Game, tile: TileTypeId, p: Placement) -> &[FigureAction] {
        game.figure_options_into(tile, p, &mut self.actions);
        &self.actions
    }
}
