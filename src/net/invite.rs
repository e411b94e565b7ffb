//! The invite: the host's address and port, netcode's protocol id and the
//! room's private key, as one short base64url code to copy. A joiner makes
//! its own encrypted connect token from it; without the key netcode lets
//! nobody in.

use super::{NETCODE_PROTOCOL_ID, NetError, now_since_epoch};
use data_encoding::BASE64URL_NOPAD;
use renet_netcode::{ConnectToken, NETCODE_KEY_BYTES};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

/// What starts an invite code, so a pasted one is recognised.
const PREFIX: &str = "carc1-";

/// What a joiner needs to reach a room, and nothing more.
#[derive(Clone, PartialEq, Eq)]
pub struct Invite {
    pub addr: SocketAddr,
    pub protocol_id: u64,
    pub key: [u8; NETCODE_KEY_BYTES],
    /// The room on the host (0: a host's only room).
    pub room: u32,
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
        write!(f, "Invite({} room {}, key hidden)", self.addr, self.room)
    }
}

impl Invite {
    /// A new room's invite at `addr`, with a fresh random key.
    pub fn new(addr: SocketAddr) -> Invite {
        Invite {
            addr,
            protocol_id: NETCODE_PROTOCOL_ID,
            key: renet_netcode::generate_random_bytes(),
            room: 0,
            also: Vec::new(),
            server: None,
        }
    }

    /// The code to copy: `carc1-` and base64url of the address, port,
    /// protocol id, key and room (67 characters for an IPv4 address), then
    /// each other address and the meeting point, each a tag byte and an
    /// address (10 more characters each for IPv4). An invite without them
    /// is the same code as before they existed.
    pub fn code(&self) -> String {
        let mut bytes = Vec::with_capacity(60);
        put_addr(&mut bytes, self.addr);
        bytes.extend(self.protocol_id.to_be_bytes());
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

    /// Every address that may lead to the host, the invite's own first.
    pub fn addresses(&self) -> Vec<SocketAddr> {
        let mut all = vec![self.addr];
        all.extend(self.also.iter().filter(|a| **a != self.addr));
        all
    }

    /// An invite from its code (spaces around it are ignored).
    pub fn parse(code: &str) -> Result<Invite, NetError> {
        let bad = NetError::Invite;
        let body = code
            .trim()
            .strip_prefix(PREFIX)
            .ok_or(bad(InviteError::NoPrefix))?;
        let bytes = BASE64URL_NOPAD
            .decode(body.as_bytes())
            .map_err(|_| bad(InviteError::Mistyped))?;
        let (addr, rest) = take_addr(&bytes).ok_or(bad(InviteError::Mistyped))?;
        if rest.len() < 8 + NETCODE_KEY_BYTES + 4 {
            return Err(bad(InviteError::Mistyped));
        }
        let protocol_id = u64::from_be_bytes(rest[..8].try_into().expect("length checked"));
        let key = rest[8..8 + NETCODE_KEY_BYTES]
            .try_into()
            .expect("length checked");
        let room_at = 8 + NETCODE_KEY_BYTES;
        let room = u32::from_be_bytes(
            rest[room_at..room_at + 4]
                .try_into()
                .expect("length checked"),
        );
        let mut invite = Invite {
            addr,
            protocol_id,
            key,
            room,
            also: Vec::new(),
            server: None,
        };
        let mut rest = &rest[room_at + 4..];
        while let Some((&tag, tail)) = rest.split_first() {
            let (addr, tail) = take_addr(tail).ok_or(bad(InviteError::Mistyped))?;
            match tag {
                TAG_ALSO => invite.also.push(addr),
                TAG_SERVER => invite.server = Some(addr),
                _ => return Err(bad(InviteError::Mistyped)),
            }
            rest = tail;
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

    /// The same invite for another room of the same host.
    pub fn for_room(&self, room: u32) -> Invite {
        Invite {
            room,
            ..self.clone()
        }
    }

    /// A connect token for `client_id`, made by the joiner itself;
    /// `timeout_seconds`: how long the host waits on silence before it
    /// counts the connection as lost.
    pub fn connect_token(
        &self,
        client_id: u64,
        timeout_seconds: i32,
    ) -> Result<ConnectToken, NetError> {
        ConnectToken::generate(
            now_since_epoch(),
            self.protocol_id,
            300,
            client_id,
            timeout_seconds,
            vec![self.addr],
            None,
            &self.key,
        )
        .map_err(|e| NetError::Netcode(e.to_string()))
    }
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

/// Why a code is not an invite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InviteError {
    /// It does not start with `carc1-`.
    NoPrefix,
    /// It is cut or mistyped.
    Mistyped,
}

impl std::fmt::Display for InviteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = match self {
            InviteError::NoPrefix => "it does not start with carc1-",
            InviteError::Mistyped => "it is cut or mistyped",
        };
        write!(f, "not an invite code: {why}")
    }
}
