//! A room's computer seats: their pace, and the room's own turn (draw, or
//! one computer move or dragon step a tick) so each move is sent on its own.

use super::*;
use crate::ai::{Ai, Suggestion};

impl Room {
    /// The least time a computer seat waits after the last move before it
    /// plays (none by default).
    pub fn set_computer_pace(&mut self, pace: Duration) {
        self.computer_pace = pace;
    }

    /// The room's own turn, once a tick (`dt` since the last): draw if
    /// nobody holds a tile, and play one computer move if a computer is to
    /// move. One move a tick at most, so every move is sent (and seen) on
    /// its own.
    pub fn tick(&mut self, dt: Duration) {
        self.elapse(dt);
        self.take_turn();
    }

    /// Time passes for the computers' pace (a host whose tick ran out of
    /// time lets the room take its turn on a later tick).
    pub fn elapse(&mut self, dt: Duration) {
        self.since_move += dt;
        self.age += dt;
    }

    /// [`Room::tick`] without the time: draw, or one computer move.
    pub fn take_turn(&mut self) {
        if self.over || std::mem::take(&mut self.moved) {
            return;
        }
        self.draw();
        let Some(table) = &self.table else {
            return;
        };
        if self.over || table.hand().is_none() {
            return;
        }
        let seat = table.to_move();
        let SeatKind::Computer(level) = self.seats[seat].kind else {
            return;
        };
        if self.since_move < self.computer_pace {
            return;
        }
        let computers = Ai::computers_seed(self.seed);
        let mut ai = Ai::for_turn(level, computers, seat, table.moves().len());
        if let Some(flight) = table.flight() {
            let step = ai.choose_dragon_step(&table.view(Some(seat)), flight);
            let applied = step
                .map_err(Refusal::Rule)
                .and_then(|to| self.apply(seat, ConfirmedTurn::DragonStep(to)));
            if let Err(e) = applied {
                self.events.push(HostEvent::Problem(format!(
                    "the computer's dragon step was refused: {e}"
                )));
            }
            return;
        }
        let choice = ai.choose(&table.view(Some(seat)));
        let input = match choice.as_ref().map(Suggestion::turn) {
            Ok(Some(input)) => input,
            other => {
                self.events.push(HostEvent::Problem(format!(
                    "the computer found no move: {other:?}"
                )));
                return;
            }
        };
        if let Err(e) = self.apply(seat, input) {
            self.events.push(HostEvent::Problem(format!(
                "the computer's move was refused: {e}"
            )));
        }
    }
}
