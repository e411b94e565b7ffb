//! Games found on this network: a joiner asks with one UDP broadcast on the
//! discovery port, and every host that hears it answers with its rooms (the
//! lobby and the invite of each), but only to an address on a local network,
//! so a host reachable from the internet never lists its games to strangers.
//! Plain datagrams beside the game's renet socket: nothing here can join a
//! game, it only hands out the invites a player would paste.

use super::protocol::LobbyState;
use serde::{Deserialize, Serialize};
use std::io::ErrorKind;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};

/// The port hosts listen on for the question (the game's port plus one).
pub const DISCOVERY_PORT: u16 = 7879;

/// Every datagram starts with this, so stray traffic on the port is ignored.
const MAGIC: &[u8] = b"carcassonne/lan/1";
const QUESTION: u8 = b'?';
const ANSWER: u8 = b'!';
/// An answer stays within one unfragmented datagram on any network.
const MAX_ANSWER_BYTES: usize = 1200;

/// One game a host offers: its invite and its lobby.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnnouncedRoom {
    /// The invite code, as `carcassonne join` and the window take it.
    pub invite: String,
    pub lobby: LobbyState,
}

/// What a host answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Announcement {
    pub game_version: String,
    pub rooms: Vec<AnnouncedRoom>,
}

/// A game found: who answered and the room.
#[derive(Clone, Debug, PartialEq)]
pub struct FoundGame {
    pub from: SocketAddr,
    pub game_version: String,
    pub room: AnnouncedRoom,
}

/// Whether `ip` is on a local network: loopback, the private ranges,
/// link-local, and IPv6's unique-local and link-local ranges.
pub fn is_local_network(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_private() || v4.is_link_local(),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_local_network(IpAddr::V4(v4));
            }
            let first = v6.segments()[0];
            v6.is_loopback() || (first & 0xfe00) == 0xfc00 || (first & 0xffc0) == 0xfe80
        }
    }
}

/// The host's side: hears questions, answers local ones.
pub struct Responder {
    socket: UdpSocket,
}

impl Responder {
    /// Listens on `addr` (`0.0.0.0:DISCOVERY_PORT` on a real host; tests use
    /// 127.0.0.1 and port 0). Fails when another host on this computer has
    /// the port: that one answers for its own games only.
    pub fn bind(addr: SocketAddr) -> std::io::Result<Responder> {
        let socket = UdpSocket::bind(addr)?;
        socket.set_nonblocking(true)?;
        Ok(Responder { socket })
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.socket
            .local_addr()
            .expect("a bound socket has an address")
    }

    /// Who asked since the last call, local askers only, each once.
    pub fn askers(&mut self) -> Vec<SocketAddr> {
        let mut askers = Vec::new();
        let mut buf = [0u8; 64];
        loop {
            match self.socket.recv_from(&mut buf) {
                Ok((n, from)) => {
                    let question = n == MAGIC.len() + 1
                        && buf.starts_with(MAGIC)
                        && buf[MAGIC.len()] == QUESTION;
                    if question && is_local_network(from.ip()) && !askers.contains(&from) {
                        askers.push(from);
                    }
                }
                // Would block: nothing more; any other error (an ICMP echo
                // of an earlier answer) is skipped as well.
                Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                Err(_) => continue,
            }
        }
        askers
    }

    /// Answers each of `askers` with `announcement` (as many rooms as fit
    /// in one datagram, in the order given).
    pub fn answer(&mut self, askers: &[SocketAddr], announcement: &Announcement) {
        let bytes = encode_answer(announcement);
        for &to in askers {
            // A lost answer is asked again by the finder.
            let _ = self.socket.send_to(&bytes, to);
        }
    }
}

/// The answer's bytes: the rooms that fit within [`MAX_ANSWER_BYTES`].
fn encode_answer(announcement: &Announcement) -> Vec<u8> {
    let mut fitting = Announcement {
        game_version: announcement.game_version.clone(),
        rooms: Vec::new(),
    };
    let mut bytes = with_header(ANSWER, &fitting);
    for room in &announcement.rooms {
        fitting.rooms.push(room.clone());
        let more = with_header(ANSWER, &fitting);
        if more.len() > MAX_ANSWER_BYTES {
            fitting.rooms.pop();
            break;
        }
        bytes = more;
    }
    bytes
}

fn with_header(kind: u8, body: &Announcement) -> Vec<u8> {
    let mut bytes = MAGIC.to_vec();
    bytes.push(kind);
    bytes.extend(serde_json::to_vec(body).expect("announcements always serialize"));
    bytes
}

/// The joiner's side: asks, then gathers the answers.
pub struct Finder {
    socket: UdpSocket,
    targets: Vec<SocketAddr>,
    found: Vec<FoundGame>,
}

impl Finder {
    /// Asks the whole local network (a broadcast to the discovery port).
    pub fn on_this_network() -> std::io::Result<Finder> {
        Finder::asking(vec![SocketAddr::new(
            IpAddr::V4(Ipv4Addr::BROADCAST),
            DISCOVERY_PORT,
        )])
    }

    /// Asks the given addresses (tests: a responder on 127.0.0.1).
    pub fn asking(targets: Vec<SocketAddr>) -> std::io::Result<Finder> {
        let socket = UdpSocket::bind(SocketAddr::new(Ipv4Addr::UNSPECIFIED.into(), 0))?;
        socket.set_broadcast(true)?;
        socket.set_nonblocking(true)?;
        Ok(Finder {
            socket,
            targets,
            found: Vec::new(),
        })
    }

    /// Sends the question (again: datagrams get lost; ask every second or so).
    pub fn ask(&mut self) {
        let mut question = MAGIC.to_vec();
        question.push(QUESTION);
        for &to in &self.targets {
            // No network (or no broadcast route): nothing found, not an error.
            let _ = self.socket.send_to(&question, to);
        }
    }

    /// Reads the answers that came; returns every game found so far, the
    /// latest answer of each host replacing its earlier one.
    pub fn poll(&mut self) -> &[FoundGame] {
        let mut buf = [0u8; 2048];
        loop {
            match self.socket.recv_from(&mut buf) {
                Ok((n, from)) => {
                    let body = &buf[..n];
                    if n <= MAGIC.len() || !body.starts_with(MAGIC) || body[MAGIC.len()] != ANSWER {
                        continue;
                    }
                    let Ok(answer) =
                        serde_json::from_slice::<Announcement>(&body[MAGIC.len() + 1..])
                    else {
                        continue;
                    };
                    self.found.retain(|g| g.from != from);
                    self.found
                        .extend(answer.rooms.into_iter().map(|room| FoundGame {
                            from,
                            game_version: answer.game_version.clone(),
                            room,
                        }));
                }
                Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                Err(_) => continue,
            }
        }
        &self.found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_local_networks_are_answered() {
        for local in [
            "127.0.0.1",
            "10.1.2.3",
            "172.20.0.9",
            "192.168.1.40",
            "169.254.3.3",
            "::1",
            "fd00::5",
            "fe80::1",
            "::ffff:192.168.0.2",
        ] {
            assert!(is_local_network(local.parse().unwrap()), "{local}");
        }
        for public in [
            "8.8.8.8",
            "172.32.0.1",
            "193.168.1.1",
            "2001:db8::1",
            "::ffff:8.8.8.8",
        ] {
            assert!(!is_local_network(public.parse().unwrap()), "{public}");
        }
    }

    #[test]
    fn an_answer_keeps_to_one_datagram() {
        let room = AnnouncedRoom {
            invite: "carc1-".to_string() + &"A".repeat(70),
            lobby: LobbyState {
                seats: Vec::new(),
                rules: vec!["--abbot".into()],
                helpers: Some("rules-only".into()),
                started: false,
                spectators: 0,
            },
        };
        let many = Announcement {
            game_version: "1".into(),
            rooms: vec![room; 40],
        };
        let bytes = encode_answer(&many);
        assert!(bytes.len() <= MAX_ANSWER_BYTES, "{}", bytes.len());
        let back: Announcement = serde_json::from_slice(&bytes[MAGIC.len() + 1..]).unwrap();
        assert!(
            !back.rooms.is_empty() && back.rooms.len() < 40,
            "{}",
            back.rooms.len()
        );
    }
}
