//! The invite: the host's address and port, the room's key and id, as one
//! short base64url code to copy; then the other addresses that may lead
//! to the host, and its meeting point. A joiner makes its own encrypted
//! connect token from it; without the room's key netcode lets nobody in,
//! and the key opens that one room only. A code is checked whole before it
//! is used: a few addresses, each one a joiner may send to.

use super::error::{InviteError, NetError};
use super::keys::{self, Secret};
use super::link::{NETCODE_PROTOCOL_ID, now_since_epoch};
use super::protocol::RoomId;
use data_encoding::BASE64URL_NOPAD;
use renet_netcode::ConnectToken;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

/// What starts an invite code, so a pasted one is recognised.
const PREFIX: &str = "carc2-";

/// What started the invites of the versions before each room had a key
/// of its own: recognised, to say so, and never read.
const OLD_PREFIX: &str = "carc1-";

/// The most addresses an invite names for the host (its own, its
/// router's, a few more): a joiner probes each five times a second, so an
/// invite cannot turn it on a crowd.
pub const MAX_ADDRESSES: usize = 4;

/// What a joiner needs to reach a room, and nothing more.
#[derive(Clone, PartialEq, Eq)]
pub struct Invite {
    pub addr: SocketAddr,
    /// The room's key, the invite's secret: netcode's key and the meeting
    /// point's ticket are derived from it, each for its one use.
    pub key: Secret,
    /// The room on the host (random: not guessed). A server's own invite
    /// names the server, which lets a player make rooms and nothing else.
    pub room: RoomId,
    /// Other addresses that may lead to the host: its router's, mapped by
    /// UPnP or NAT-PMP. A joiner tries them all with `addr` and keeps the
    /// first that answers.
    pub also: Vec<SocketAddr>,
    /// The meeting point where the host registers its room: a joiner the
    /// addresses do not lead to is introduced there, or relayed.
    pub server: Option<SocketAddr>,
}

impl std::fmt::Debug for Invite {
    // The key is the room's password: never in a log.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Invite({} room {:016x}, key hidden)",
            self.addr, self.room
        )
    }
}

impl Invite {
    /// A new room's invite at `addr`, with a fresh random key and id.
    pub fn new(addr: SocketAddr) -> Invite {
        Invite {
            addr,
            key: keys::random_secret(),
            room: keys::random_u64(),
            also: Vec::new(),
            server: None,
        }
    }

    /// The code to copy: `carc2-` and base64url of the address and port,
    /// the key and the room (63 characters for an IPv4 address), then each
    /// other address and the meeting point, each a tag byte and an address
    /// (10 more characters each for IPv4).
    pub fn code(&self) -> String {
        let mut bytes = Vec::with_capacity(60);
        put_addr(&mut bytes, self.addr);
        bytes.extend(self.key);
        bytes.extend(self.room.to_be_bytes());
        for &addr in &self.also {
            bytes.push(TAG_ALSO);
            put_addr(&mut bytes, addr);
        }
        if let Some(server) = self.server {
            bytes.push(TAG_SERVER);
            put_addr(&mut bytes, server);
        }
        format!("{PREFIX}{}", BASE64URL_NOPAD.encode(&bytes))
    }

    /// Every address that may lead to the host, the invite's own first,
    /// each once, at most [`MAX_ADDRESSES`] (also of an invite made in
    /// code rather than read from one), none a joiner may not send to.
    pub fn addresses(&self) -> Vec<SocketAddr> {
        let mut all: Vec<SocketAddr> = Vec::with_capacity(MAX_ADDRESSES);
        for &addr in std::iter::once(&self.addr).chain(&self.also) {
            if all.len() < MAX_ADDRESSES && !all.contains(&addr) && sendable(addr) {
                all.push(addr);
            }
        }
        all
    }

    /// An invite from its code (spaces around it are ignored), checked
    /// whole: an older version's code, a cut one, too many addresses, one
    /// twice or one nobody may be sent to is refused, saying which.
    pub fn parse(code: &str) -> Result<Invite, NetError> {
        let bad = NetError::Invite;
        let code = code.trim();
        if code.starts_with(OLD_PREFIX) {
            return Err(bad(InviteError::Old));
        }
        let body = code
            .strip_prefix(PREFIX)
            .ok_or(bad(InviteError::NoPrefix))?;
        // A real code has a few dozen characters: one past any paste's
        // length is no invite, and is not decoded.
        if body.len() > MAX_CODE_CHARS {
            return Err(bad(InviteError::Mistyped));
        }
        let bytes = BASE64URL_NOPAD
            .decode(body.as_bytes())
            .map_err(|_| bad(InviteError::Mistyped))?;
        let (addr, rest) = take_addr(&bytes).ok_or(bad(InviteError::Mistyped))?;
        let (key, rest) = rest
            .split_first_chunk::<32>()
            .ok_or(bad(InviteError::Mistyped))?;
        let (room, mut rest) = rest
            .split_first_chunk::<8>()
            .ok_or(bad(InviteError::Mistyped))?;
        let mut invite = Invite {
            addr,
            key: *key,
            room: u64::from_be_bytes(*room),
            also: Vec::new(),
            server: None,
        };
        let mut count = 1;
        while let Some((&tag, tail)) = rest.split_first() {
            let (addr, tail) = take_addr(tail).ok_or(bad(InviteError::Mistyped))?;
            match tag {
                TAG_ALSO => {
                    count += 1;
                    if count > MAX_ADDRESSES {
                        return Err(bad(InviteError::TooManyAddresses));
                    }
                    if addr == invite.addr || invite.also.contains(&addr) {
                        return Err(bad(InviteError::AddressTwice));
                    }
                    invite.also.push(addr);
                }
                TAG_SERVER if invite.server.is_none() => invite.server = Some(addr),
                _ => return Err(bad(InviteError::Mistyped)),
            }
            rest = tail;
        }
        let every = std::iter::once(&invite.addr)
            .chain(&invite.also)
            .chain(&invite.server);
        if !every.into_iter().all(|&a| sendable(a)) {
            return Err(bad(InviteError::NoSuchAddress));
        }
        Ok(invite)
    }

    /// The same invite for another address (the host's public address,
    /// when it listens on all of its own).
    pub fn at(&self, addr: SocketAddr) -> Invite {
        Invite {
            addr,
            ..self.clone()
        }
    }

    /// A connect token for `client_id`, made by the joiner itself with the
    /// room's netcode key; `timeout_seconds`: how long the host waits on
    /// silence before it counts the connection as lost. (Its connection
    /// request goes out with the room's id after it: see `wire`.)
    pub fn connect_token(
        &self,
        client_id: u64,
        timeout_seconds: i32,
    ) -> Result<ConnectToken, NetError> {
        ConnectToken::generate(
            now_since_epoch(),
            NETCODE_PROTOCOL_ID,
            300,
            client_id,
            timeout_seconds,
            vec![self.addr],
            None,
            &keys::netcode_key(&self.key),
        )
        .map_err(|e| NetError::Netcode(e.to_string()))
    }

    /// A mark of `name`'s seat in this invite's room that tells nothing of
    /// its key (what a seat book files the seat's secret under).
    pub fn seat_mark(&self, name: &str) -> String {
        keys::seat_mark(&self.key, self.room, name)
    }
}

/// The longest code read (a real one is under 200 characters; a longer
/// one is read far enough to say what is wrong with it).
const MAX_CODE_CHARS: usize = 64 << 10;

/// Whether a joiner may send to `addr`: one host at a real port, not a
/// group (multicast, broadcast) and not "any address".
pub fn sendable(addr: SocketAddr) -> bool {
    let ip_ok = match addr.ip() {
        IpAddr::V4(ip) => !(ip.is_unspecified() || ip.is_multicast() || ip.is_broadcast()),
        IpAddr::V6(ip) => !(ip.is_unspecified() || ip.is_multicast()),
    };
    ip_ok && addr.port() != 0
}

/// The tags of what follows an invite's room.
const TAG_ALSO: u8 = 1;
const TAG_SERVER: u8 = 2;

/// An address as the invite and the meeting datagrams write it: family
/// (4 or 6), ip, port.
pub(super) fn put_addr(bytes: &mut Vec<u8>, addr: SocketAddr) {
    match addr.ip() {
        IpAddr::V4(ip) => {
            bytes.push(4);
            bytes.extend(ip.octets());
        }
        IpAddr::V6(ip) => {
            bytes.push(6);
            bytes.extend(ip.octets());
        }
    }
    bytes.extend(addr.port().to_be_bytes());
}

/// An address (family, ip, port) from the front of `bytes`, and the rest.
pub(super) fn take_addr(bytes: &[u8]) -> Option<(SocketAddr, &[u8])> {
    let (ip, rest): (IpAddr, &[u8]) = match bytes.split_first()? {
        (4, rest) if rest.len() >= 6 => {
            let o: [u8; 4] = rest[..4].try_into().ok()?;
            (Ipv4Addr::from(o).into(), &rest[4..])
        }
        (6, rest) if rest.len() >= 18 => {
            let o: [u8; 16] = rest[..16].try_into().ok()?;
            (Ipv6Addr::from(o).into(), &rest[16..])
        }
        _ => return None,
    };
    let port = u16::from_be_bytes([rest[0], rest[1]]);
    Some((SocketAddr::new(ip, port), &rest[2..]))
}
