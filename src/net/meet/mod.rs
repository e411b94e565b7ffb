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

mod datagram;
mod rendezvous;

pub use datagram::{
    FORGET_AFTER, MAGIC, Outbox, REGISTER_EVERY, REQUESTS_PER_SECOND, Ticket, is_meeting,
    relayed_peer_addr,
};
pub use rendezvous::{MeetLimits, MeetStats, Rendezvous};

use super::keys::{self, Secret};
use datagram::*;
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

/// The port a meeting server listens on when its address names none.
pub const DEFAULT_PORT: u16 = 7878;

/// A meeting server's address from what a player typed: `IP`, `IP:PORT`,
/// `NAME` or `NAME:PORT` (7878 when no port), or the server's invite
/// (`carc2-...`, which names it); names are looked up.
pub fn server_address(typed: &str) -> Result<SocketAddr, String> {
    use std::net::ToSocketAddrs as _;
    let typed = typed.trim();
    if typed.is_empty() {
        return Err("no server named".into());
    }
    // An invite, this version's or an older one's (refused, saying so).
    if typed.starts_with("carc") && typed.contains('-') {
        return super::invite::Invite::parse(typed)
            .map(|invite| invite.addr)
            .map_err(|e| e.to_string());
    }
    let has_port = typed.parse::<SocketAddr>().is_ok()
        || (typed.parse::<IpAddr>().is_err()
            && typed
                .rsplit_once(':')
                .is_some_and(|(_, p)| p.parse::<u16>().is_ok()));
    let with_port = match has_port {
        true => typed.to_string(),
        false => match typed.parse::<IpAddr>() {
            Ok(ip) => SocketAddr::new(ip, DEFAULT_PORT).to_string(),
            Err(_) => format!("{typed}:{DEFAULT_PORT}"),
        },
    };
    let found: Vec<SocketAddr> = with_port
        .to_socket_addrs()
        .map_err(|e| format!("server {typed}: {e}"))?
        .collect();
    // IPv4 first: home routers map (and most servers answer) IPv4.
    found
        .iter()
        .find(|a| a.is_ipv4())
        .or(found.first())
        .copied()
        .ok_or(format!("server {typed}: no address"))
}

/// What reached the host through the meeting point.
pub enum HostInbound {
    /// A netcode packet relayed from a joiner, from this offset of the
    /// datagram on: give it to netcode as from this address.
    Relayed(SocketAddr, usize),
    Nothing,
}

/// How long a host punches towards a newly introduced joiner.
const PUNCH_FOR: Duration = Duration::from_secs(4);
const PUNCH_EVERY: Duration = Duration::from_millis(200);
/// The most joiners a host punches towards at once, and how many new
/// ones it takes a second: whatever the server says, the host sends a
/// few small datagrams, not a flood.
pub const MAX_PUNCHING: usize = 8;
const NEW_PUNCHES_PER_SECOND: u32 = 4;

/// What the meeting point said against a request, when it said no.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MeetProblem {
    /// The server knows no such room (its host has not registered).
    UnknownRoom,
    /// The server takes no more registrations or joiners now.
    Full,
}

/// The host's side: answers probes, keeps its room registered with a
/// server, punches towards introduced joiners, and unwraps relayed
/// packets. It takes from the server only answers to its own requests.
pub struct HostMeeting {
    ticket: Ticket,
    probe_key: Secret,
    server: Option<SocketAddr>,
    /// The nonce of this host's registration: every answer of the server
    /// (registered, a joiner to meet, a relayed packet) carries it.
    nonce: u64,
    /// The cookie the server sent, shown with each registration.
    cookie: [u8; 16],
    session: Option<u64>,
    /// The host's address as the server sees it (its router's).
    public: Option<SocketAddr>,
    problem: Option<MeetProblem>,
    since_register: Duration,
    clock: Duration,
    punching: Vec<(SocketAddr, Duration)>,
    since_punch: Duration,
    /// New joiners taken this second: (second, count).
    new_punches: (u64, u32),
}

impl HostMeeting {
    /// The host's side for the room of invite key `key`.
    pub fn new(key: &Secret) -> HostMeeting {
        HostMeeting {
            ticket: Ticket::of(key),
            probe_key: keys::probe_key(key),
            server: None,
            nonce: random_u64(),
            cookie: [0; 16],
            session: None,
            public: None,
            problem: None,
            since_register: Duration::MAX,
            clock: Duration::ZERO,
            punching: Vec::new(),
            since_punch: Duration::ZERO,
            new_punches: (0, 0),
        }
    }

    /// Speaks for the room of invite key `key` from now on (registering it
    /// anew if a server is used).
    pub fn set_key(&mut self, key: &Secret) {
        let ticket = Ticket::of(key);
        if ticket != self.ticket {
            self.ticket = ticket;
            self.probe_key = keys::probe_key(key);
            if let Some(server) = self.server {
                self.use_server(server);
            }
        }
    }

    /// Registers the room with the server at `addr` from now on.
    pub fn use_server(&mut self, addr: SocketAddr) {
        self.server = Some(addr);
        self.nonce = random_u64();
        self.cookie = [0; 16];
        self.session = None;
        self.public = None;
        self.problem = None;
        self.since_register = Duration::MAX;
    }

    pub fn server(&self) -> Option<SocketAddr> {
        self.server
    }

    /// The host's public address as the server saw it, once registered.
    pub fn registered_as(&self) -> Option<SocketAddr> {
        self.public.filter(|_| self.session.is_some())
    }

    /// What the server said against the registration, if it did.
    pub fn problem(&self) -> Option<MeetProblem> {
        self.problem
    }

    /// Joiners being punched towards now.
    pub fn punching(&self) -> usize {
        self.punching.len()
    }

    fn register(&self, server: SocketAddr, out: &mut Outbox) {
        let mut d = datagram(REGISTER);
        d.extend(self.ticket.0);
        d.extend(self.nonce.to_be_bytes());
        d.extend(self.cookie);
        out.push((server, padded(d)));
    }

    /// Registers (quickly until answered, then to keep the way open) and
    /// punches towards joiners being introduced.
    pub fn tick(&mut self, dt: Duration, out: &mut Outbox) {
        self.clock += dt;
        if let Some(server) = self.server {
            self.since_register = self.since_register.saturating_add(dt);
            let every = if self.session.is_some() {
                REGISTER_EVERY
            } else {
                Duration::from_millis(500)
            };
            if self.since_register >= every {
                self.since_register = Duration::ZERO;
                self.register(server, out);
            }
        }
        let now = self.clock;
        self.punching.retain(|&(_, until)| now < until);
        self.since_punch += dt;
        if self.since_punch >= PUNCH_EVERY && !self.punching.is_empty() {
            self.since_punch = Duration::ZERO;
            for &(addr, _) in &self.punching {
                out.push((addr, datagram(PUNCH)));
            }
        }
    }

    /// A joiner to punch towards, if the list and this second's count
    /// have room.
    fn punch_towards(&mut self, joiner: SocketAddr, out: &mut Outbox) {
        if !super::invite::sendable(joiner) {
            return;
        }
        if let Some(p) = self.punching.iter_mut().find(|(a, _)| *a == joiner) {
            p.1 = self.clock + PUNCH_FOR;
            return;
        }
        let second = self.clock.as_secs();
        if self.new_punches.0 != second {
            self.new_punches = (second, 0);
        }
        if self.punching.len() >= MAX_PUNCHING || self.new_punches.1 >= NEW_PUNCHES_PER_SECOND {
            return;
        }
        self.new_punches.1 += 1;
        self.punching.push((joiner, self.clock + PUNCH_FOR));
        out.push((joiner, datagram(PUNCH)));
    }

    /// Takes a meeting datagram that reached the host's socket.
    pub fn receive(&mut self, from: SocketAddr, bytes: &[u8], out: &mut Outbox) -> HostInbound {
        let Some((kind, mut body)) = split(bytes) else {
            return HostInbound::Nothing;
        };
        if kind == PROBE {
            // Only an invite's holder hears an answer, and only the key's
            // holder can give one.
            if let (Some(nonce), Some(tag)) = (body.u64(), body.b16())
                && keys::same(&tag, &keys::tag(&self.probe_key, PROBE_TAG, nonce))
            {
                let mut d = datagram(PROBE_ACK);
                d.extend(nonce.to_be_bytes());
                d.extend(keys::tag(&self.probe_key, ACK_TAG, nonce));
                out.push((from, d));
            }
            return HostInbound::Nothing;
        }
        // Everything else must come from the server and answer this
        // host's own registration.
        if Some(from) != self.server || body.u64() != Some(self.nonce) {
            return HostInbound::Nothing;
        }
        match kind {
            COOKIE => {
                if let Some(cookie) = body.b16() {
                    self.cookie = cookie;
                    // Registered at once with it.
                    self.since_register = Duration::MAX;
                }
            }
            REGISTERED => {
                if let (Some(session), Some(public)) = (body.u64(), body.addr()) {
                    self.session = Some(session);
                    self.public = Some(public);
                    self.problem = None;
                }
            }
            FULL => self.problem = Some(MeetProblem::Full),
            MEET if self.session.is_some() => {
                if let Some(joiner) = body.addr() {
                    self.punch_towards(joiner, out);
                }
            }
            RELAYED if self.session.is_some() => {
                if let Some(peer) = body.u32() {
                    let at = bytes.len() - body.rest().len();
                    return HostInbound::Relayed(relayed_peer_addr(peer), at);
                }
            }
            _ => {}
        }
        HostInbound::Nothing
    }

    /// Where a netcode packet for `to` goes: wrapped for the relay when
    /// `to` is a relayed joiner, else `None` (straight to `to`).
    pub fn wrap(&self, to: SocketAddr, packet: &[u8]) -> Option<(SocketAddr, Vec<u8>)> {
        let peer = relayed_peer_of(to)?;
        let (server, session) = (self.server?, self.session?);
        let mut d = datagram(RELAY_BACK);
        d.extend(session.to_be_bytes());
        d.extend(peer.to_be_bytes());
        d.extend(packet);
        Some((server, d))
    }
}

/// The way a joiner reaches the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Path {
    /// Straight to this address (the host's own, its router's mapping, or
    /// its router's address punched open).
    Direct(SocketAddr),
    /// Through the server's relay.
    Relay { server: SocketAddr, session: u64 },
}

impl Path {
    /// How the way is called in a log line.
    pub fn describe(&self) -> String {
        match self {
            Path::Direct(addr) => format!("directly to {addr}"),
            Path::Relay { server, .. } => format!("through the relay at {server}"),
        }
    }
}

/// After an introduction, how long probes may try to punch through before
/// the relay is taken.
pub const RELAY_AFTER: Duration = Duration::from_millis(2500);
const PROBE_EVERY: Duration = Duration::from_millis(200);
const INTRODUCE_EVERY: Duration = Duration::from_millis(500);

/// The joiner's side: probes every address the invite names, asks the
/// server named in the invite for an introduction, and picks the first
/// way that answers (the relay when nothing else does).
pub struct Dialer {
    ticket: Ticket,
    probe_key: Secret,
    candidates: Vec<SocketAddr>,
    server: Option<SocketAddr>,
    nonce: u64,
    /// The cookie the server sent, shown with the introduction.
    cookie: [u8; 16],
    clock: Duration,
    since_probe: Duration,
    since_introduce: Duration,
    introduced_at: Option<Duration>,
    relay_session: u64,
    problem: Option<MeetProblem>,
    /// Whether any address is probed (else the relay only is wanted).
    probing: bool,
}

/// The most addresses a joiner probes: the invite's, and the one the
/// server introduced.
const MAX_CANDIDATES: usize = super::invite::MAX_ADDRESSES + 1;

impl Dialer {
    /// `key`: the invite's; no `candidates`: the relay only. Of the
    /// candidates, each is probed once a round, the first few only, and
    /// none nobody may be sent to.
    pub fn new(key: &Secret, candidates: Vec<SocketAddr>, server: Option<SocketAddr>) -> Dialer {
        let mut kept: Vec<SocketAddr> = Vec::new();
        for addr in candidates {
            if kept.len() < super::invite::MAX_ADDRESSES
                && !kept.contains(&addr)
                && super::invite::sendable(addr)
            {
                kept.push(addr);
            }
        }
        let probing = !kept.is_empty();
        Dialer {
            ticket: Ticket::of(key),
            probe_key: keys::probe_key(key),
            candidates: kept,
            server: server.filter(|&s| super::invite::sendable(s)),
            nonce: random_u64(),
            cookie: [0; 16],
            clock: Duration::ZERO,
            since_probe: Duration::MAX,
            since_introduce: Duration::MAX,
            introduced_at: None,
            relay_session: 0,
            problem: None,
            probing,
        }
    }

    /// What the server said against the introduction, if it did.
    pub fn problem(&self) -> Option<MeetProblem> {
        self.problem
    }

    /// Sends probes and introductions; returns the relay once probing has
    /// had its time after an introduction.
    pub fn tick(&mut self, dt: Duration, out: &mut Outbox) -> Option<Path> {
        self.clock += dt;
        self.since_probe = self.since_probe.saturating_add(dt);
        if self.since_probe >= PROBE_EVERY {
            self.since_probe = Duration::ZERO;
            let mut d = datagram(PROBE);
            d.extend(self.nonce.to_be_bytes());
            d.extend(keys::tag(&self.probe_key, PROBE_TAG, self.nonce));
            for &addr in &self.candidates {
                out.push((addr, d.clone()));
            }
        }
        if let Some(server) = self.server
            && self.introduced_at.is_none()
        {
            self.since_introduce = self.since_introduce.saturating_add(dt);
            if self.since_introduce >= INTRODUCE_EVERY {
                self.since_introduce = Duration::ZERO;
                self.introduce(server, out);
            }
        }
        // With no address to probe, the relay is the only way: at once.
        let wait = if self.probing {
            RELAY_AFTER
        } else {
            Duration::ZERO
        };
        match (self.server, self.introduced_at) {
            (Some(server), Some(at)) if self.relay_session != 0 && self.clock >= at + wait => {
                Some(Path::Relay {
                    server,
                    session: self.relay_session,
                })
            }
            _ => None,
        }
    }

    fn introduce(&self, server: SocketAddr, out: &mut Outbox) {
        let mut d = datagram(INTRODUCE);
        d.extend(self.ticket.0);
        d.extend(self.nonce.to_be_bytes());
        d.extend(self.cookie);
        out.push((server, padded(d)));
    }

    /// Takes a meeting datagram; returns the way found, if this was the
    /// first answer to a probe. Sends the introduction again at once when
    /// the server asks for its cookie back.
    pub fn receive(&mut self, from: SocketAddr, bytes: &[u8], out: &mut Outbox) -> Option<Path> {
        let (kind, mut body) = split(bytes)?;
        if kind == PROBE_ACK {
            let (nonce, tag) = (body.u64()?, body.b16()?);
            let proven = nonce == self.nonce
                && keys::same(&tag, &keys::tag(&self.probe_key, ACK_TAG, nonce));
            return proven.then_some(Path::Direct(from));
        }
        if Some(from) != self.server || body.u64() != Some(self.nonce) {
            return None;
        }
        match kind {
            COOKIE if self.introduced_at.is_none() => {
                self.cookie = body.b16()?;
                self.introduce(from, out);
            }
            INTRODUCED if self.introduced_at.is_none() => {
                let (session, host) = (body.u64()?, body.addr()?);
                self.introduced_at = Some(self.clock);
                self.relay_session = session;
                if !self.probing {
                    return None;
                }
                if !self.candidates.contains(&host)
                    && self.candidates.len() < MAX_CANDIDATES
                    && super::invite::sendable(host)
                {
                    self.candidates.push(host);
                }
                // Probe the new address at once.
                self.since_probe = Duration::MAX;
            }
            UNKNOWN_ROOM => self.problem = Some(MeetProblem::UnknownRoom),
            FULL => self.problem = Some(MeetProblem::Full),
            _ => {}
        }
        None
    }
}

/// A netcode packet for the host, on the chosen way.
pub fn wrap_for_host(path: Path, packet: &[u8]) -> (SocketAddr, Vec<u8>) {
    match path {
        Path::Direct(addr) => (addr, packet.to_vec()),
        Path::Relay { server, session } => {
            let mut d = datagram(RELAY);
            d.extend(session.to_be_bytes());
            d.extend(packet);
            (server, d)
        }
    }
}

/// Where the netcode packet starts in a datagram from the host's way, if
/// the datagram is one.
pub fn host_packet_at(path: Path, from: SocketAddr, bytes: &[u8]) -> Option<usize> {
    match path {
        Path::Direct(addr) if from == addr && !is_meeting(bytes) => Some(0),
        Path::Relay { server, .. } if from == server => match bytes {
            [MAGIC, RELAYED_BACK, ..] => Some(2),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
