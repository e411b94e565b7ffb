//! What both ends of a connection agree on: the game's version (checked
//! at hello), netcode's protocol id, the one reliable channel and its
//! bounds, and the clock connect tokens expire by.

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

/// Time since the Unix epoch: netcode's connect tokens carry it to expire.
pub fn now_since_epoch() -> Duration {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
}
