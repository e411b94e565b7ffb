//! What a room puts out: events for its host to show or log, and
//! messages with where they go, by connection and room.

use super::protocol::{ChatLine, HostMessage, Refusal};

/// A connection's id (renet's client id).
pub type ConnId = u64;

/// What the room tells its host (the window or the command line shows it).
#[derive(Clone, Debug, PartialEq)]
pub enum HostEvent {
    /// A connection took a seat (`None`: watches).
    Joined {
        seat: Option<usize>,
        name: String,
    },
    /// A seated player's connection is gone; the seat waits.
    Left {
        seat: usize,
        name: String,
    },
    Started,
    /// `seat` drew `tile` (by id) after setting aside `set_aside`.
    Drawn {
        seat: usize,
        tile: String,
        set_aside: Vec<String>,
    },
    /// `seat` laid its tile: the move as a record line.
    Moved {
        seat: usize,
        line: String,
    },
    /// A dragon's flight goes on: the dragon tile's move with its steps so
    /// far as a record line; `seat` chooses the next step.
    Flying {
        seat: usize,
        line: String,
    },
    /// A message from `conn` was refused; nothing changed.
    Refused {
        conn: ConnId,
        refusal: Refusal,
    },
    /// `conn` is disconnected, and why (logged).
    Kicked {
        conn: ConnId,
        refusal: Refusal,
    },
    /// Words said at the table (typed, or a quick phrase by id).
    Chat(ChatLine),
    GameOver {
        scores: Vec<u32>,
    },
    /// Something went wrong on the host's side (the autosave could not be
    /// written, the computer found no move), for the log.
    Problem(String),
}

/// Where a message goes.
#[derive(Clone, Debug, PartialEq)]
pub enum Out {
    To(ConnId, HostMessage),
    /// Every connection that has joined (seated or watching).
    All(HostMessage),
    /// Say why, then disconnect.
    Kick(ConnId, Refusal),
}
