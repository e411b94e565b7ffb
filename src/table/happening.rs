//! Following a table to tell what The Princess & the Dragon did
//! ([`HappeningWatch`]): each happening once, as it happens, a flight's
//! meals step by step while the seats choose them. What a move did is the
//! rules' to say (`crate::rules::Happening`); the window words and sounds
//! it.

use crate::rules::{Game, Happening, Move, PendingFlight};

/// More new moves than this in one look are a table caught up (a network
/// game rejoined), not turns played: they are not told.
const MOST_MOVES_TOLD_AT_ONCE: usize = 3;

/// Follows one table and tells what happened since the last look.
#[derive(Clone, Debug, Default)]
pub struct HappeningWatch {
    /// The table followed (`None`: none yet).
    table: Option<u64>,
    /// Its moves at the last look.
    moves: usize,
    /// The steps of the flight being chosen already told (its tile's
    /// action told too); `None` while no flight is told.
    flight: Option<usize>,
}

impl HappeningWatch {
    /// What happened at table `id` since the last look, in order. The
    /// table has played `moves`; `flight` is the flight being chosen, if
    /// one is; `game` is what the table shows now (during a flight, the
    /// map so far, what the steps ate gone). A table newly followed, a
    /// turn taken back or a table caught up tells nothing: what it holds
    /// was there before.
    pub fn look(
        &mut self,
        id: u64,
        moves: &[Move],
        flight: Option<&PendingFlight>,
        game: &Game,
    ) -> Vec<Happening> {
        if self.table != Some(id)
            || moves.len() < self.moves
            || moves.len() > self.moves + MOST_MOVES_TOLD_AT_ONCE
        {
            *self = HappeningWatch {
                table: Some(id),
                moves: moves.len(),
                flight: flight.map(|f| f.steps.len()),
            };
            return Vec::new();
        }
        let mut out = Vec::new();
        for (m, mv) in moves.iter().enumerate().skip(self.moves) {
            // What was told of this move while its flight was chosen.
            let told = if m == self.moves {
                self.flight.take()
            } else {
                None
            };
            let Move::Place {
                tile,
                placement,
                action,
                dragon,
            } = *mv
            else {
                continue;
            };
            let index = m as u32 + 1;
            let seat = game
                .tile_at(placement.pos)
                .and_then(|t| t.placed_by)
                .map_or(0, usize::from);
            if told.is_none() {
                out.extend(game.action_happenings(index, seat, (tile, placement, action)));
            }
            for (i, &at) in dragon.steps().iter().enumerate().skip(told.unwrap_or(0)) {
                out.extend(game.eaten_at(index, i + 1, at));
            }
            if game.flies_dragon(tile) {
                out.push(game.flight_ended(index, dragon.len()));
            }
        }
        self.moves = moves.len();
        self.flight = match flight {
            Some(f) => {
                let index = moves.len() as u32 + 1;
                let told = match self.flight {
                    Some(steps) => steps,
                    None => {
                        let seat = game.current_player();
                        let laid = (f.tile, f.placement, f.action);
                        out.extend(game.action_happenings(index, seat, laid));
                        0
                    }
                };
                for (i, &at) in f.steps.steps().iter().enumerate().skip(told) {
                    out.extend(game.eaten_at(index, i + 1, at));
                }
                Some(f.steps.len())
            }
            // No flight (or one taken back before it ended).
            None => None,
        };
        out
    }
}
