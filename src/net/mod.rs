//! Network play without the window: a host holds the one authoritative
//! [`Table`](crate::table::Table) of a room and plays its computer seats;
//! clients at other computers take seats (or watch) and send their moves,
//! which the host checks and broadcasts. Built on renet's reliable channel
//! over netcode's encrypted connect tokens (renet_netcode), through plain
//! UDP sockets: no engine import, so `carcassonne host`/`join` and the
//! tests run headless, and a Bevy system can drive [`Host::update`] and
//! [`Client::update`] once a frame.
//!
//! ```text
//! let mut host = Host::new(room, HostConfig::local(0))?;   // prints host.invite()
//! let mut client = Client::join(&invite, JoinRequest::seat("Bo"), catalog)?;
//! loop { host.update(dt); for e in client.update(dt) { ... } client.play(input) }
//! ```
//!
//! The pile's order never leaves the host: a client learns each tile when
//! it is drawn, like a player at the table (see docs/network.md).

mod client;
pub mod discovery;
mod events;
mod host;
mod invite;
pub mod keys;
pub mod meet;
pub mod portmap;
pub mod protocol;
mod room;
mod rooms;
mod seat;
mod seat_book;
mod wire;

pub use client::{Bot, Client, ClientEvent, CloseReason, JoinRequest, Lost, Unfollowed};
pub use discovery::{DISCOVERY_PORT, Finder, FoundGame};
pub use events::{ConnId, HostEvent, Out};
pub use host::{Host, HostConfig, Traffic};
pub use invite::{Invite, InviteError, MAX_ADDRESSES};
pub use protocol::{
    ChatLine, JsonFault, LobbySeat, LobbyState, Malformed, Refusal, RoomId, RoomProblem, RoomSetup,
    Said, SeatPlayer, TileSetMark,
};
pub use room::Room;
pub use rooms::{JOIN_WITHIN, Mail, ROOMS_PER_CONNECTION, Rooms, room_file, room_of_file};
pub use seat::RoomSeat;
pub use seat_book::SeatBook;

use renet::{ChannelConfig, ConnectionConfig, SendType};
use std::time::Duration;

/// The game's version: a client of another version is refused at once,
/// both versions named.
pub const GAME_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The netcode protocol id. The same for every version of the game, so an
/// old client still reaches the host and hears which version it must be
/// (netcode itself would drop its packets without a word).
pub const NETCODE_PROTOCOL_ID: u64 = 0xCA5C_A550_0E00_0001;

/// The one channel every message goes on: reliable and ordered, as a game
/// that is a sequence of moves needs.
pub const CHANNEL: u8 = 0;

/// A server's tick, for many rooms. renet sends every connection a packet
/// each tick (its acknowledgements), so the server's work grows with
/// connections times ticks; 20 ms keeps a thousand rooms on one core and
/// adds 10 ms on average to a move's way.
pub const SERVER_TICK: Duration = Duration::from_millis(20);

/// The renet channels: one reliable ordered channel each way. What a
/// channel holds unacknowledged (and, on the receiving side, reassembles
/// of a message cut in slices) is bounded: a client's messages are small,
/// so the host keeps at most 16 KiB of a connection's, never a message
/// far past the 2 KiB limit; the host sends whole seat views on a join,
/// and keeps at most 256 KiB for a connection that does not acknowledge.
pub fn connection_config() -> ConnectionConfig {
    ConnectionConfig {
        available_bytes_per_tick: 60_000,
        server_channels_config: vec![ChannelConfig {
            channel_id: CHANNEL,
            max_memory_usage_bytes: 256 << 10,
            send_type: SendType::ReliableOrdered {
                resend_time: Duration::from_millis(200),
            },
        }],
        client_channels_config: vec![ChannelConfig {
            channel_id: CHANNEL,
            max_memory_usage_bytes: 16 << 10,
            send_type: SendType::ReliableOrdered {
                resend_time: Duration::from_millis(200),
            },
        }],
    }
}

/// Why a host or client could not start.
#[derive(Debug)]
pub enum NetError {
    Io(std::io::Error),
    Netcode(String),
    Invite(InviteError),
    Setup(String),
}

impl std::fmt::Display for NetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NetError::Io(e) => write!(f, "network: {e}"),
            NetError::Netcode(e) => write!(f, "netcode: {e}"),
            NetError::Invite(e) => write!(f, "invite: {e}"),
            NetError::Setup(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for NetError {}

impl From<std::io::Error> for NetError {
    fn from(e: std::io::Error) -> Self {
        NetError::Io(e)
    }
}

/// Time since the Unix epoch: netcode's connect tokens carry it to expire.
pub fn now_since_epoch() -> Duration {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
}
