//! The meeting point: how a joiner reaches a host that no invite address
//! leads to (a home router without a forwarded port, carrier-grade NAT).
//! A `carcassonne server` with a public address is the meeting point. The
//! host registers its room there (and so keeps a way open through its own
//! router); a joiner asks the server to introduce it; the server tells the
//! joiner the host's public address and tells the host the joiner's, and
//! both send to each other (UDP hole punching). Where the routers allow no
//! punching (symmetric NAT), the server relays the datagrams of that one
//! pair, up to a bandwidth cap per room.
//!
//! These datagrams share the game's UDP socket with netcode's packets and
//! start with [`MAGIC`], a byte netcode never starts a packet with. No
//! sockets here: each side takes datagrams and puts out datagrams, so the
//! rules against strangers are tested without a network.
//!
//! Who may use what: a room is named on the server by its *ticket*,
//! derived from the room's key (the invite's secret) for that use alone,
//! so only an invite's holder can be introduced, and the server never
//! learns the key. The server makes no state for a request until the
//! requester has sent back a cookie it was sent (so its address is its
//! own), and relays to an address only once that address has sent back
//! the session number the server sent it alone: a spoofed sender makes
//! nothing and receives nothing. Answers are never larger than the
//! request (no amplification), requests are counted per address (per /64
//! for IPv6), and registrations, joiners and relayed bytes have caps
//! overall. The host takes only answers to its own requests (the nonce it
//! chose), and probes and their answers prove the invite's key without
//! showing the ticket.

mod address;
mod datagram;
mod dialer;
mod host_side;
mod rendezvous;

pub use address::{DEFAULT_PORT, server_address};
pub use datagram::{
    FORGET_AFTER, MAGIC, MeetProblem, Outbox, REGISTER_EVERY, REQUESTS_PER_SECOND, Ticket,
    is_meeting, relayed_peer_addr,
};
pub use dialer::{Dialer, Path, RELAY_AFTER, host_packet_at, wrap_for_host};
pub use host_side::{HostInbound, HostMeeting, MAX_PUNCHING};
pub use rendezvous::{MeetLimits, MeetStats, Rendezvous};

#[cfg(test)]
mod tests {
    use super::address::server_address;
    use super::datagram::*;
    use std::net::SocketAddr;

    fn addr(s: &str) -> SocketAddr {
        s.parse().unwrap()
    }

    #[test]
    fn a_typed_server_address_gets_the_default_port() {
        assert_eq!(server_address("192.0.2.5"), Ok(addr("192.0.2.5:7878")));
        assert_eq!(
            server_address(" 192.0.2.5:9000 "),
            Ok(addr("192.0.2.5:9000"))
        );
        assert_eq!(server_address("localhost:9001"), Ok(addr("127.0.0.1:9001")));
        assert_eq!(server_address("::1"), Ok(addr("[::1]:7878")));
        assert!(server_address("").is_err());
        assert!(server_address("no such host.invalid").is_err());
    }

    #[test]
    fn ticket_is_stable_and_differs_by_key() {
        assert_eq!(Ticket::of(&[1; 32]), Ticket::of(&[1; 32]));
        assert_ne!(Ticket::of(&[1; 32]), Ticket::of(&[2; 32]));
    }

    #[test]
    fn relayed_peer_addresses_round_trip() {
        for peer in [1, 2, 65_535, 65_536, u32::MAX] {
            assert_eq!(relayed_peer_of(relayed_peer_addr(peer)), Some(peer));
        }
        assert_eq!(relayed_peer_of(addr("192.0.2.1:7878")), None);
    }
}
