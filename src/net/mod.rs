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

mod bot;
mod client;
pub mod discovery;
mod error;
mod events;
mod host;
mod invite;
pub mod keys;
mod link;
pub mod meet;
pub mod portmap;
pub mod protocol;
mod room;
mod rooms;
mod seat;
mod seat_book;
mod wire;

pub use bot::Bot;
pub use client::{Client, ClientEvent, CloseReason, JoinRequest, Lost, Unfollowed};
pub use discovery::{DISCOVERY_PORT, Finder, FoundGame};
pub use error::{InviteError, NetError};
pub use events::{ConnId, HostEvent, Out};
pub use host::{Host, HostConfig, Traffic};
pub use invite::{Invite, MAX_ADDRESSES};
pub use link::{
    CHANNEL, GAME_VERSION, NETCODE_PROTOCOL_ID, SERVER_TICK, connection_config, now_since_epoch,
};
pub use protocol::{
    ChatLine, JsonFault, LobbySeat, LobbyState, Malformed, Refusal, RoomId, RoomProblem, RoomSetup,
    Said, SeatPlayer, TileSetMark,
};
pub use room::Room;
pub use rooms::{JOIN_WITHIN, Mail, ROOMS_PER_CONNECTION, Rooms, room_file, room_of_file};
pub use seat::RoomSeat;
pub use seat_book::SeatBook;
