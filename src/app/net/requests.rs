//! What the player asks of network play (host, join, watch, start, leave, chat, rematch) and how each request is carried out.

use crate::ai::Level;
use crate::app::net::session::NetProblem;
use crate::app::turn::setup::GameSetup;
use crate::net::{HostConfig, SeatBook};
use bevy::prelude::*;

/// Where a window hosts: every address of this computer on port 7878 by
/// default; tests host on 127.0.0.1, any free port.
#[derive(Resource, Clone, Debug)]
pub struct NetConfig {
    pub host: HostConfig,
    /// Where the host lists its game to players on this network
    /// (`0.0.0.0:7879`); `None`: not listed (tests).
    pub lan: Option<std::net::SocketAddr>,
}

impl Default for NetConfig {
    fn default() -> Self {
        NetConfig {
            host: HostConfig::public(7878),
            lan: Some(std::net::SocketAddr::new(
                std::net::Ipv4Addr::UNSPECIFIED.into(),
                crate::net::DISCOVERY_PORT,
            )),
        }
    }
}

/// The seat secrets this window keeps, one per room it sat in: what takes
/// a seat back after a lost connection. The window's are in the data
/// folder; a headless app keeps them for its run.
#[derive(Resource, Default)]
pub struct NetSeats(pub SeatBook);

/// What the player asks of network play (the screens' buttons, tests).
#[derive(Message, Clone, Debug)]
pub enum NetRequest {
    /// Host this game: its seats here, computers, or open for friends
    /// (`SeatKind::Remote`).
    Host(GameSetup),
    /// Make a room for this game on the server of `server_invite` (the
    /// code `carcassonne server` prints) and take this window's seat
    /// there; the server plays the computers, on the last seats (see
    /// [`server_room`]).
    HostOnServer {
        server_invite: String,
        setup: GameSetup,
    },
    /// Join the game of this invite code as `name`, asking for `colour`
    /// (by name) if it is free.
    Join {
        invite: String,
        name: String,
        colour: Option<String>,
    },
    /// This joiner is ready (or not) to start.
    Ready(bool),
    /// The host gives an open seat to the computer.
    Computer {
        seat: usize,
        level: Level,
        /// The computer's name, in this player's words (an open seat's);
        /// `None` keeps the seat's name (a player's stand-in).
        name: Option<String>,
    },
    /// The host starts the game.
    Start,
    /// Leave the room (the host closes it).
    Leave,
    /// Host again the network game autosaved by this window's last host,
    /// with the same invite (see `resume`).
    Resume,
    /// After a hosted game: a new lobby with the same seats and invite.
    Rematch,
    /// Watch the game of this invite code as `name`: no seat, no hand.
    Watch { invite: String, name: String },
    /// Say a line in the chat.
    Chat(String),
    /// Say a quick phrase, by its id (`net::protocol::QUICK_PHRASES`).
    Phrase(u8),
}

/// Why the last try to host or join failed (shown by the screens until
/// the next try).
#[derive(Resource, Clone, Debug)]
pub struct NetFailure(pub NetProblem);
