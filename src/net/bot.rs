//! A computer level playing a client's seat (the `join` command's and the
//! tests' players): it reads only what the client was told.

use super::client::Client;
use crate::ai::{Ai, Level};
use crate::table::{ConfirmedTurn, SeatView};

/// A computer level playing a client's seat: on our turn it chooses on
/// our seat's view (the only thing a client has) and sends the move.
pub struct Bot {
    level: Level,
    /// The seed of this player's computer turns (see [`Ai::for_turn`]).
    seed: u64,
    /// The moves and flight steps seen when it last sent something (no
    /// steps: its placement).
    sent_at: Option<(usize, Option<usize>)>,
}

impl Bot {
    pub fn new(level: Level, seed: u64) -> Bot {
        Bot {
            level,
            seed,
            sent_at: None,
        }
    }

    /// Plays if it is our turn (or our step of a dragon's flight) and we
    /// have not played at this point yet. Returns what was sent.
    pub fn act(&mut self, client: &mut Client) -> Option<ConfirmedTurn> {
        // Asked every tick: the view (a copy of the game) only on our turn.
        let (table, seat) = (client.replica()?, client.seat()?);
        let at = (table.moves().len(), table.flight().map(|f| f.steps.len()));
        if table.hand().is_none() || table.to_move() != seat || self.sent_at == Some(at) {
            return None;
        }
        let view = table.view(Some(seat));
        let input = match table.flight() {
            Some(flight) => {
                let mut ai = Ai::for_turn(self.level, self.seed, seat, at.0);
                ConfirmedTurn::DragonStep(ai.choose_dragon_step(&view, flight).ok()?)
            }
            None => self.choose_for(&view)?,
        };
        self.sent_at = Some(at);
        client.play(input);
        Some(input)
    }

    /// The computer's input for the tile in hand in `view`.
    pub fn choose_for(&mut self, view: &SeatView) -> Option<ConfirmedTurn> {
        let seat = view.seat().unwrap_or(view.to_move());
        let mut ai = Ai::for_turn(self.level, self.seed, seat, view.moves().len());
        ai.choose(view).ok()?.turn()
    }
}
