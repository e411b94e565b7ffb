//! The meeting point's datagrams: the byte that marks them, their kinds,
//! a room's ticket, the reader every side takes them apart with, and the
//! addresses netcode sees for relayed joiners. Shared by the server's
//! [`Rendezvous`](super::Rendezvous), the host's meeting and the joiner's
//! dialer.

use super::super::invite::take_addr;
use super::super::keys::{self, Secret};
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::time::Duration;

/// The first byte of every meeting datagram. netcode's first byte holds a
/// packet type below 7 in its low four bits; 0xCF's are 15.
pub const MAGIC: u8 = 0xCF;

/// A room's name on the meeting point, derived from its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ticket(pub [u8; 16]);

impl Ticket {
    /// The ticket of the room whose invite key is `key`: derived for this
    /// use alone, so it tells nothing of the key or of netcode's.
    pub fn of(key: &Secret) -> Ticket {
        Ticket(keys::ticket(key))
    }
}

// The datagrams' kinds (the byte after MAGIC) and what follows it.
/// host → server: ticket, the host's nonce, cookie (zeros at first).
pub(super) const REGISTER: u8 = 1;
/// server → host: the host's nonce, session, the host's public address.
pub(super) const REGISTERED: u8 = 2;
/// joiner → server: ticket, the joiner's nonce, cookie (zeros at first).
pub(super) const INTRODUCE: u8 = 3;
/// server → joiner: its nonce, session (0: no relay), the host's address,
/// the joiner's.
pub(super) const INTRODUCED: u8 = 4;
/// server → joiner: its nonce (no room of that ticket registered).
pub(super) const UNKNOWN_ROOM: u8 = 5;
/// server → host: the host's nonce, the joiner's address.
pub(super) const MEET: u8 = 6;
/// host → joiner: nothing (it opens the host's router to the joiner).
pub(super) const PUNCH: u8 = 7;
/// joiner → host: nonce, tag (the invite's key proven).
pub(super) const PROBE: u8 = 8;
/// host → joiner: nonce, tag (the invite's key proven back).
pub(super) const PROBE_ACK: u8 = 9;
/// joiner → server: session, netcode packet.
pub(super) const RELAY: u8 = 10;
/// server → host: the host's nonce, peer number, packet.
pub(super) const RELAYED: u8 = 11;
/// host → server: session, peer, packet.
pub(super) const RELAY_BACK: u8 = 12;
/// server → joiner: packet.
pub(super) const RELAYED_BACK: u8 = 13;
/// server → requester: its nonce, the cookie to send back.
pub(super) const COOKIE: u8 = 14;
/// server → requester: its nonce (the meeting point is full).
pub(super) const FULL: u8 = 15;

/// The tags a probe and its answer carry.
pub(super) const PROBE_TAG: &[u8; 4] = b"prq1";
pub(super) const ACK_TAG: &[u8; 4] = b"pra1";

/// Requests are padded to this size, at least as large as any answer, so
/// a spoofed request never makes the server send more than it received.
pub(super) const REQUEST_BYTES: usize = 64;

/// Requests (register, introduce) one address may make a second.
pub const REQUESTS_PER_SECOND: u32 = 20;
/// A registration or an introduced joiner not heard from this long is
/// forgotten.
pub const FORGET_AFTER: Duration = Duration::from_secs(30);
/// A host registers again this often (keeping its router's way open).
pub const REGISTER_EVERY: Duration = Duration::from_secs(5);

/// A cursor over a datagram's body; every read checks the length.
pub(super) struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    pub(super) fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.0.len() < n {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }
    pub(super) fn u32(&mut self) -> Option<u32> {
        Some(u32::from_be_bytes(self.take(4)?.try_into().ok()?))
    }
    pub(super) fn u64(&mut self) -> Option<u64> {
        Some(u64::from_be_bytes(self.take(8)?.try_into().ok()?))
    }
    pub(super) fn ticket(&mut self) -> Option<Ticket> {
        Some(Ticket(self.b16()?))
    }
    pub(super) fn b16(&mut self) -> Option<[u8; 16]> {
        self.take(16)?.try_into().ok()
    }
    pub(super) fn addr(&mut self) -> Option<SocketAddr> {
        let (addr, rest) = take_addr(self.0)?;
        self.0 = rest;
        Some(addr)
    }
    pub(super) fn rest(self) -> &'a [u8] {
        self.0
    }
}

pub(super) fn datagram(kind: u8) -> Vec<u8> {
    vec![MAGIC, kind]
}

pub(super) fn padded(mut d: Vec<u8>) -> Vec<u8> {
    d.resize(d.len().max(REQUEST_BYTES), 0);
    d
}

/// The kind of a meeting datagram and its body, or `None` for another.
pub(super) fn split(bytes: &[u8]) -> Option<(u8, Reader<'_>)> {
    match bytes {
        [MAGIC, kind, body @ ..] => Some((*kind, Reader(body))),
        _ => None,
    }
}

/// Whether a datagram is the meeting point's (else it is netcode's).
pub fn is_meeting(bytes: &[u8]) -> bool {
    bytes.first() == Some(&MAGIC)
}

/// Datagrams to send: to whom, what.
pub type Outbox = Vec<(SocketAddr, Vec<u8>)>;

/// A fresh random number for a session or a nonce.
pub(super) fn random_u64() -> u64 {
    keys::random_u64()
}

/// The address netcode sees for a joiner whose datagrams come through the
/// relay: in 100::/64, a range that is never routed.
pub fn relayed_peer_addr(peer: u32) -> SocketAddr {
    let [a, b, c, d] = peer.to_be_bytes();
    let ip = Ipv6Addr::new(
        0x100,
        0,
        0,
        0,
        0,
        0,
        u16::from_be_bytes([a, b]),
        u16::from_be_bytes([c, d]),
    );
    SocketAddr::new(ip.into(), 1)
}

pub(super) fn relayed_peer_of(addr: SocketAddr) -> Option<u32> {
    match addr.ip() {
        IpAddr::V6(ip) if ip.segments()[..6] == [0x100, 0, 0, 0, 0, 0] => {
            let s = ip.segments();
            Some(((s[6] as u32) << 16) | s[7] as u32)
        }
        _ => None,
    }
}

/// What the meeting point said against a request, when it said no.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MeetProblem {
    /// The server knows no such room (its host has not registered).
    UnknownRoom,
    /// The server takes no more registrations or joiners now.
    Full,
}
