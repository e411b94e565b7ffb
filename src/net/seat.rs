//! A room's seat: who plays it (a person at the host, a computer, a
//! friend at another computer), their name and colour, connection and
//! readiness; as the lobby shows it and as the table's seats.

use super::events::ConnId;
use super::protocol::{LobbySeat, SeatPlayer};
use crate::ai::Level;
use crate::art::PlayerColour;
use crate::table::{Seat, SeatKind};

/// One seat of a room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomSeat {
    pub name: String,
    pub colour: PlayerColour,
    /// Who plays it; `Remote` for a seat open to (or taken by) a friend.
    pub kind: SeatKind,
    /// A remote seat nobody has taken yet.
    pub open: bool,
    /// The connection playing a remote seat now.
    pub conn: Option<ConnId>,
    pub ready: bool,
    /// A remote player's seat the host handed to a computer while they
    /// were away: theirs again when they return.
    pub handed_over: bool,
    /// The name was given by a person (a player, the host's window); else
    /// it is the room's own English placeholder.
    pub named: bool,
}

impl RoomSeat {
    /// A seat open to a friend.
    pub fn open(index: usize) -> RoomSeat {
        RoomSeat {
            name: format!("Seat {}", index + 1),
            colour: PlayerColour::ALL[index % PlayerColour::ALL.len()],
            kind: SeatKind::Remote,
            open: true,
            conn: None,
            ready: false,
            handed_over: false,
            named: false,
        }
    }

    /// A computer's seat.
    pub fn computer(index: usize, level: Level) -> RoomSeat {
        RoomSeat {
            name: format!("Computer {} ({level})", index + 1),
            kind: SeatKind::Computer(level),
            open: false,
            ready: true,
            ..RoomSeat::open(index)
        }
    }

    /// A person at the host's computer.
    pub fn here(index: usize, name: impl Into<String>) -> RoomSeat {
        RoomSeat {
            name: name.into(),
            kind: SeatKind::Here,
            open: false,
            ready: true,
            named: true,
            ..RoomSeat::open(index)
        }
    }

    pub(super) fn lobby(&self) -> LobbySeat {
        LobbySeat {
            name: self.name.clone(),
            colour: self.colour.name().to_string(),
            player: match self.kind {
                SeatKind::Remote if self.open => SeatPlayer::Open,
                SeatKind::Remote => SeatPlayer::Remote,
                SeatKind::Here => SeatPlayer::Host,
                SeatKind::Computer(level) => SeatPlayer::Computer(level.name().to_string()),
            },
            connected: self.conn.is_some(),
            ready: self.ready,
            named: self.named,
        }
    }
}

/// The table's seats for the room's seats.
pub(super) fn table_seats(seats: &[RoomSeat]) -> Vec<Seat> {
    seats
        .iter()
        .map(|s| Seat {
            name: s.name.clone(),
            colour: s.colour,
            kind: s.kind,
        })
        .collect()
}
