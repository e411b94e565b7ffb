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
//! Who may use what: a room is named on the server by its *ticket*, a MAC
//! of the room's key (the invite's secret), so only an invite's holder can
//! be introduced, and the server never learns the key. Each registration
//! and each introduction gets a random session number, sent only to the
//! address that asked: a relayed datagram must carry it and come from that
//! address, so an unknown or spoofed sender relays nothing. Answers are
//! never larger than the request (no amplification), and requests are
//! counted per address.

use super::invite::{put_addr, take_addr};
use chacha20poly1305::aead::{AeadInPlace, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::time::Duration;

/// The first byte of every meeting datagram. netcode's first byte holds a
/// packet type below 7 in its low four bits; 0xCF's are 15.
pub const MAGIC: u8 = 0xCF;

/// A room's name on the meeting point, derived from its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ticket(pub [u8; 16]);

impl Ticket {
    /// The ticket of the room whose invite key is `key`: Poly1305's tag
    /// over a fixed text under the key, so it tells nothing of the key.
    pub fn of(key: &[u8; 32]) -> Ticket {
        let cipher = ChaCha20Poly1305::new(Key::from_slice(key));
        let mut nothing: [u8; 0] = [];
        let tag = cipher
            .encrypt_in_place_detached(
                Nonce::from_slice(&[0; 12]),
                b"carcassonne meeting ticket",
                &mut nothing,
            )
            .expect("an empty text always encrypts");
        Ticket(tag.into())
    }
}

// The datagrams' kinds (the byte after MAGIC).
const REGISTER: u8 = 1;
const REGISTERED: u8 = 2;
const INTRODUCE: u8 = 3;
const INTRODUCED: u8 = 4;
const UNKNOWN_ROOM: u8 = 5;
const MEET: u8 = 6;
const PUNCH: u8 = 7;
const PROBE: u8 = 8;
const PROBE_ACK: u8 = 9;
/// joiner → server: session, netcode packet.
const RELAY: u8 = 10;
/// server → host: peer number, packet; host → server: session, peer, packet.
const RELAYED: u8 = 11;
const RELAY_BACK: u8 = 12;
/// server → joiner: packet.
const RELAYED_BACK: u8 = 13;

/// Requests are padded to this size, at least as large as any answer, so
/// a spoofed request never makes the server send more than it received.
const REQUEST_BYTES: usize = 64;

/// Requests (register, introduce) one address may make a second.
pub const REQUESTS_PER_SECOND: u32 = 20;
/// A registration or an introduced joiner not heard from this long is
/// forgotten.
pub const FORGET_AFTER: Duration = Duration::from_secs(30);
/// A host registers again this often (keeping its router's way open).
pub const REGISTER_EVERY: Duration = Duration::from_secs(5);

/// A cursor over a datagram's body; every read checks the length.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.0.len() < n {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }
    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_be_bytes(self.take(4)?.try_into().ok()?))
    }
    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_be_bytes(self.take(8)?.try_into().ok()?))
    }
    fn ticket(&mut self) -> Option<Ticket> {
        Some(Ticket(self.take(16)?.try_into().ok()?))
    }
    fn addr(&mut self) -> Option<SocketAddr> {
        let (addr, rest) = take_addr(self.0)?;
        self.0 = rest;
        Some(addr)
    }
    fn rest(self) -> &'a [u8] {
        self.0
    }
}

fn datagram(kind: u8) -> Vec<u8> {
    vec![MAGIC, kind]
}

fn padded(mut d: Vec<u8>) -> Vec<u8> {
    d.resize(d.len().max(REQUEST_BYTES), 0);
    d
}

/// The kind of a meeting datagram and its body, or `None` for another.
fn split(bytes: &[u8]) -> Option<(u8, Reader<'_>)> {
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

/// The port a meeting server listens on when its address names none.
pub const DEFAULT_PORT: u16 = 7878;

/// A meeting server's address from what a player typed: `IP`, `IP:PORT`,
/// `NAME` or `NAME:PORT` (7878 when no port), or the server's invite
/// (`carc1-...`, which names it); names are looked up.
pub fn server_address(typed: &str) -> Result<SocketAddr, String> {
    use std::net::ToSocketAddrs as _;
    let typed = typed.trim();
    if typed.is_empty() {
        return Err("no server named".into());
    }
    if typed.starts_with("carc1-") {
        return super::Invite::parse(typed)
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

/// A fresh random number for a session.
fn random_u64() -> u64 {
    u64::from_le_bytes(renet_netcode::generate_random_bytes())
}

/// What the server's meeting point has done: the health line's figures.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MeetStats {
    pub introductions: u64,
    pub relayed_packets: u64,
    pub relayed_bytes: u64,
    /// Datagrams dropped: from a sender with no session, a spoofed
    /// address, over the room's cap, over the request rate, or malformed.
    pub dropped: u64,
}

/// A byte budget refilled at a steady rate (the relay's cap of a room).
#[derive(Clone, Debug)]
struct Bucket {
    bytes: f64,
    at: Duration,
}

impl Bucket {
    fn take(&mut self, now: Duration, n: usize, per_second: u64) -> bool {
        let refill = now.saturating_sub(self.at).as_secs_f64() * per_second as f64;
        self.bytes = (self.bytes + refill).min(per_second as f64);
        self.at = now;
        if self.bytes >= n as f64 {
            self.bytes -= n as f64;
            true
        } else {
            false
        }
    }
}

struct Joiner {
    addr: SocketAddr,
    session: u64,
    seen: Duration,
}

struct Registration {
    host: SocketAddr,
    session: u64,
    seen: Duration,
    joiners: HashMap<u32, Joiner>,
    next_peer: u32,
    bucket: Bucket,
}

/// The server's side: registrations, introductions and the relay.
pub struct Rendezvous {
    /// The relay's cap per room in bytes a second (both ways); `None`:
    /// introductions only, no relay.
    relay_cap: Option<u64>,
    rooms: HashMap<Ticket, Registration>,
    host_sessions: HashMap<u64, Ticket>,
    joiner_sessions: HashMap<u64, (Ticket, u32)>,
    requests: HashMap<IpAddr, (u64, u32)>,
    requests_per_second: u32,
    stats: MeetStats,
}

impl Rendezvous {
    pub fn new(relay_cap: Option<u64>) -> Rendezvous {
        Rendezvous {
            relay_cap,
            rooms: HashMap::new(),
            host_sessions: HashMap::new(),
            joiner_sessions: HashMap::new(),
            requests: HashMap::new(),
            requests_per_second: REQUESTS_PER_SECOND,
            stats: MeetStats::default(),
        }
    }

    /// The same with another limit of requests an address may make a
    /// second (a measurement whose thousand hosts all share 127.0.0.1).
    pub fn with_request_limit(mut self, per_second: u32) -> Rendezvous {
        self.requests_per_second = per_second;
        self
    }

    pub fn stats(&self) -> &MeetStats {
        &self.stats
    }

    /// Rooms registered now.
    pub fn registered(&self) -> usize {
        self.rooms.len()
    }

    /// Pairs the relay has carried a datagram for and still knows.
    pub fn relayed_pairs(&self) -> usize {
        self.joiner_sessions.len()
    }

    /// Whether `from` may make one more request this second.
    fn allow_request(&mut self, now: Duration, from: SocketAddr) -> bool {
        let second = now.as_secs();
        let entry = self.requests.entry(from.ip()).or_insert((second, 0));
        if entry.0 != second {
            *entry = (second, 0);
        }
        entry.1 += 1;
        entry.1 <= self.requests_per_second
    }

    /// Takes one meeting datagram from `from`; answers go to `out`.
    pub fn receive(&mut self, now: Duration, from: SocketAddr, bytes: &[u8], out: &mut Outbox) {
        if !self.handle(now, from, bytes, out) {
            self.stats.dropped += 1;
        }
    }

    fn handle(&mut self, now: Duration, from: SocketAddr, bytes: &[u8], out: &mut Outbox) -> bool {
        let Some((kind, mut body)) = split(bytes) else {
            return false;
        };
        match kind {
            REGISTER | INTRODUCE if bytes.len() < REQUEST_BYTES => false,
            REGISTER | INTRODUCE if !self.allow_request(now, from) => false,
            REGISTER => {
                let Some(ticket) = body.ticket() else {
                    return false;
                };
                self.register(now, from, ticket, out)
            }
            INTRODUCE => {
                let Some(ticket) = body.ticket() else {
                    return false;
                };
                self.introduce(now, from, ticket, out)
            }
            RELAY => {
                let Some(session) = body.u64() else {
                    return false;
                };
                self.relay_to_host(now, from, session, body.rest(), out)
            }
            RELAY_BACK => {
                let (Some(session), Some(peer)) = (body.u64(), body.u32()) else {
                    return false;
                };
                self.relay_to_joiner(now, from, session, peer, body.rest(), out)
            }
            _ => false,
        }
    }

    fn register(
        &mut self,
        now: Duration,
        from: SocketAddr,
        ticket: Ticket,
        out: &mut Outbox,
    ) -> bool {
        let room = match self.rooms.get_mut(&ticket) {
            // A live registration from elsewhere is not taken over: only
            // once forgotten (the host's address changed, or it left).
            Some(r) if r.host != from && now.saturating_sub(r.seen) < FORGET_AFTER => return false,
            Some(r) if r.host == from => r,
            _ => {
                if let Some(old) = self.rooms.remove(&ticket) {
                    self.forget(&old);
                }
                let session = random_u64();
                self.host_sessions.insert(session, ticket);
                self.rooms.entry(ticket).or_insert(Registration {
                    host: from,
                    session,
                    seen: now,
                    joiners: HashMap::new(),
                    next_peer: 1,
                    bucket: Bucket {
                        bytes: self.relay_cap.unwrap_or(0) as f64,
                        at: now,
                    },
                })
            }
        };
        room.seen = now;
        let mut answer = datagram(REGISTERED);
        answer.extend(room.session.to_be_bytes());
        put_addr(&mut answer, from);
        out.push((from, answer));
        true
    }

    fn forget(&mut self, room: &Registration) {
        self.host_sessions.remove(&room.session);
        for joiner in room.joiners.values() {
            self.joiner_sessions.remove(&joiner.session);
        }
    }

    fn introduce(
        &mut self,
        now: Duration,
        from: SocketAddr,
        ticket: Ticket,
        out: &mut Outbox,
    ) -> bool {
        let relay = self.relay_cap.is_some();
        let Some(room) = self.rooms.get_mut(&ticket) else {
            out.push((from, datagram(UNKNOWN_ROOM)));
            return true;
        };
        self.stats.introductions += 1;
        // The same joiner asking again keeps its session.
        let peer = match room.joiners.iter().find(|(_, j)| j.addr == from) {
            Some((&peer, _)) => peer,
            None => {
                let peer = room.next_peer;
                room.next_peer += 1;
                let session = random_u64();
                room.joiners.insert(
                    peer,
                    Joiner {
                        addr: from,
                        session,
                        seen: now,
                    },
                );
                self.joiner_sessions.insert(session, (ticket, peer));
                peer
            }
        };
        let joiner = room.joiners.get_mut(&peer).expect("just found or made");
        joiner.seen = now;
        let mut answer = datagram(INTRODUCED);
        answer.extend(if relay { joiner.session } else { 0 }.to_be_bytes());
        put_addr(&mut answer, room.host);
        put_addr(&mut answer, from);
        out.push((from, answer));
        let mut meet = datagram(MEET);
        put_addr(&mut meet, from);
        out.push((room.host, meet));
        true
    }

    fn relay_to_host(
        &mut self,
        now: Duration,
        from: SocketAddr,
        session: u64,
        packet: &[u8],
        out: &mut Outbox,
    ) -> bool {
        let Some(cap) = self.relay_cap else {
            return false;
        };
        let Some(&(ticket, peer)) = self.joiner_sessions.get(&session) else {
            return false;
        };
        let Some(room) = self.rooms.get_mut(&ticket) else {
            return false;
        };
        let Some(joiner) = room.joiners.get_mut(&peer).filter(|j| j.addr == from) else {
            return false;
        };
        if !room.bucket.take(now, packet.len(), cap) {
            return false;
        }
        joiner.seen = now;
        let mut d = datagram(RELAYED);
        d.extend(peer.to_be_bytes());
        d.extend(packet);
        out.push((room.host, d));
        self.stats.relayed_packets += 1;
        self.stats.relayed_bytes += packet.len() as u64;
        true
    }

    fn relay_to_joiner(
        &mut self,
        now: Duration,
        from: SocketAddr,
        session: u64,
        peer: u32,
        packet: &[u8],
        out: &mut Outbox,
    ) -> bool {
        let Some(cap) = self.relay_cap else {
            return false;
        };
        let Some(ticket) = self.host_sessions.get(&session) else {
            return false;
        };
        let Some(room) = self.rooms.get_mut(ticket).filter(|r| r.host == from) else {
            return false;
        };
        let Some(joiner) = room.joiners.get(&peer) else {
            return false;
        };
        if !room.bucket.take(now, packet.len(), cap) {
            return false;
        }
        let mut d = datagram(RELAYED_BACK);
        d.extend(packet);
        out.push((joiner.addr, d));
        self.stats.relayed_packets += 1;
        self.stats.relayed_bytes += packet.len() as u64;
        true
    }

    /// Forgets registrations and joiners not heard from for a while, and
    /// the request counts of past seconds.
    pub fn expire(&mut self, now: Duration) {
        let stale: Vec<Ticket> = self
            .rooms
            .iter()
            .filter(|(_, r)| now.saturating_sub(r.seen) >= FORGET_AFTER)
            .map(|(&t, _)| t)
            .collect();
        for ticket in stale {
            if let Some(room) = self.rooms.remove(&ticket) {
                self.forget(&room);
            }
        }
        for room in self.rooms.values_mut() {
            room.joiners.retain(|_, j| {
                let keep = now.saturating_sub(j.seen) < FORGET_AFTER;
                if !keep {
                    self.joiner_sessions.remove(&j.session);
                }
                keep
            });
        }
        let second = now.as_secs();
        self.requests.retain(|_, (s, _)| *s == second);
    }
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

fn relayed_peer_of(addr: SocketAddr) -> Option<u32> {
    match addr.ip() {
        IpAddr::V6(ip) if ip.segments()[..6] == [0x100, 0, 0, 0, 0, 0] => {
            let s = ip.segments();
            Some(((s[6] as u32) << 16) | s[7] as u32)
        }
        _ => None,
    }
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

/// The host's side: answers probes, keeps its room registered with a
/// server, punches towards introduced joiners, and unwraps relayed
/// packets.
pub struct HostMeeting {
    ticket: Ticket,
    server: Option<SocketAddr>,
    session: Option<u64>,
    /// The host's address as the server sees it (its router's).
    public: Option<SocketAddr>,
    since_register: Duration,
    clock: Duration,
    punching: Vec<(SocketAddr, Duration)>,
    since_punch: Duration,
}

impl HostMeeting {
    pub fn new(key: &[u8; 32]) -> HostMeeting {
        HostMeeting {
            ticket: Ticket::of(key),
            server: None,
            session: None,
            public: None,
            since_register: Duration::MAX,
            clock: Duration::ZERO,
            punching: Vec::new(),
            since_punch: Duration::ZERO,
        }
    }

    /// Registers the room with the server at `addr` from now on.
    pub fn use_server(&mut self, addr: SocketAddr) {
        self.server = Some(addr);
        self.session = None;
        self.public = None;
        self.since_register = Duration::MAX;
    }

    pub fn server(&self) -> Option<SocketAddr> {
        self.server
    }

    /// The host's public address as the server saw it, once registered.
    pub fn registered_as(&self) -> Option<SocketAddr> {
        self.public.filter(|_| self.session.is_some())
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
                let mut d = datagram(REGISTER);
                d.extend(self.ticket.0);
                out.push((server, padded(d)));
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

    /// Takes a meeting datagram that reached the host's socket.
    pub fn receive(&mut self, from: SocketAddr, bytes: &[u8], out: &mut Outbox) -> HostInbound {
        let Some((kind, mut body)) = split(bytes) else {
            return HostInbound::Nothing;
        };
        let from_server = Some(from) == self.server;
        match kind {
            PROBE => {
                // Only an invite's holder hears an answer.
                if body.ticket() == Some(self.ticket)
                    && let Some(nonce) = body.u64()
                {
                    let mut d = datagram(PROBE_ACK);
                    d.extend(nonce.to_be_bytes());
                    out.push((from, d));
                }
            }
            REGISTERED if from_server => {
                if let (Some(session), Some(public)) = (body.u64(), body.addr()) {
                    self.session = Some(session);
                    self.public = Some(public);
                }
            }
            MEET if from_server => {
                if let Some(joiner) = body.addr() {
                    self.punching.retain(|&(a, _)| a != joiner);
                    self.punching.push((joiner, self.clock + PUNCH_FOR));
                    out.push((joiner, datagram(PUNCH)));
                }
            }
            RELAYED if from_server => {
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

/// What the meeting point said to a joiner, when it said no.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialProblem {
    /// The server knows no such room (its host has not registered).
    UnknownRoom,
}

/// The joiner's side: probes every address the invite names, asks the
/// server named in the invite for an introduction, and picks the first
/// way that answers (the relay when nothing else does).
pub struct Dialer {
    ticket: Ticket,
    candidates: Vec<SocketAddr>,
    server: Option<SocketAddr>,
    nonce: u64,
    clock: Duration,
    since_probe: Duration,
    since_introduce: Duration,
    introduced_at: Option<Duration>,
    relay_session: u64,
    problem: Option<DialProblem>,
    /// Whether any address is probed (else the relay only is wanted).
    probing: bool,
}

impl Dialer {
    /// No `candidates`: the relay only.
    pub fn new(key: &[u8; 32], candidates: Vec<SocketAddr>, server: Option<SocketAddr>) -> Dialer {
        let candidates_empty = candidates.is_empty();
        Dialer {
            ticket: Ticket::of(key),
            candidates,
            server,
            nonce: random_u64(),
            clock: Duration::ZERO,
            since_probe: Duration::MAX,
            since_introduce: Duration::MAX,
            introduced_at: None,
            relay_session: 0,
            problem: None,
            probing: !candidates_empty,
        }
    }

    /// What the server said against the introduction, if it did.
    pub fn problem(&self) -> Option<DialProblem> {
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
            d.extend(self.ticket.0);
            d.extend(self.nonce.to_be_bytes());
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
                let mut d = datagram(INTRODUCE);
                d.extend(self.ticket.0);
                out.push((server, padded(d)));
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

    /// Takes a meeting datagram; returns the way found, if this was the
    /// first answer to a probe.
    pub fn receive(&mut self, from: SocketAddr, bytes: &[u8]) -> Option<Path> {
        let (kind, mut body) = split(bytes)?;
        match kind {
            PROBE_ACK if body.u64() == Some(self.nonce) => return Some(Path::Direct(from)),
            INTRODUCED if Some(from) == self.server && self.introduced_at.is_none() => {
                let (session, host) = (body.u64()?, body.addr()?);
                self.introduced_at = Some(self.clock);
                self.relay_session = session;
                if !self.probing {
                    return None;
                }
                if !self.candidates.contains(&host) {
                    self.candidates.push(host);
                }
                // Probe the new address at once.
                self.since_probe = Duration::MAX;
            }
            UNKNOWN_ROOM if Some(from) == self.server => {
                self.problem = Some(DialProblem::UnknownRoom)
            }
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

    const CAP: u64 = 10_000;

    /// A server with one registered room; returns it, the host's session
    /// and the ticket.
    fn registered(host: SocketAddr) -> (Rendezvous, u64, Ticket) {
        let mut server = Rendezvous::new(Some(CAP));
        let ticket = Ticket::of(&[7; 32]);
        let mut out = Outbox::new();
        let mut d = datagram(REGISTER);
        d.extend(ticket.0);
        server.receive(Duration::ZERO, host, &padded(d), &mut out);
        let (to, answer) = out.pop().expect("registered");
        assert_eq!(to, host);
        let (kind, mut body) = split(&answer).unwrap();
        assert_eq!(kind, REGISTERED);
        let session = body.u64().unwrap();
        assert_eq!(body.addr(), Some(host), "the host hears its public address");
        (server, session, ticket)
    }

    fn introduce(server: &mut Rendezvous, joiner: SocketAddr, ticket: Ticket, out: &mut Outbox) {
        let mut d = datagram(INTRODUCE);
        d.extend(ticket.0);
        server.receive(Duration::from_secs(1), joiner, &padded(d), out);
    }

    /// A server with one registered room and `joiner` introduced to it;
    /// returns it, the host's session and the joiner's.
    fn introduced(host: SocketAddr, joiner: SocketAddr) -> (Rendezvous, u64, u64) {
        let (mut server, host_session, ticket) = registered(host);
        let mut out = Outbox::new();
        introduce(&mut server, joiner, ticket, &mut out);
        let session = split(&out[0].1).unwrap().1.u64().unwrap();
        (server, host_session, session)
    }

    fn relay(session: u64, packet: &[u8]) -> Vec<u8> {
        let mut d = datagram(RELAY);
        d.extend(session.to_be_bytes());
        d.extend(packet);
        d
    }

    #[test]
    fn an_introduced_joiner_is_relayed_to_its_host_and_back() {
        let (host, joiner) = (addr("198.51.100.1:7878"), addr("203.0.113.9:5000"));
        let (mut server, host_session, ticket) = registered(host);
        let mut out = Outbox::new();
        introduce(&mut server, joiner, ticket, &mut out);
        let [(to_joiner, introduced), (to_host, meet)] = out.as_slice() else {
            panic!("an answer and a meeting: {out:?}")
        };
        assert_eq!((*to_joiner, *to_host), (joiner, host));
        assert_eq!(
            split(meet).unwrap().1.addr(),
            Some(joiner),
            "the host learns where to punch"
        );
        let mut body = split(introduced).unwrap().1;
        let session = body.u64().unwrap();
        assert_ne!(session, 0, "the relay is on");
        assert_eq!(body.addr(), Some(host));
        out.clear();
        server.receive(
            Duration::from_secs(2),
            joiner,
            &relay(session, b"netcode"),
            &mut out,
        );
        let (to, d) = out.pop().expect("relayed to the host");
        assert_eq!(to, host);
        let mut meeting = HostMeeting::new(&[7; 32]);
        meeting.use_server(addr("192.0.2.7:7878"));
        meeting.session = Some(host_session);
        let HostInbound::Relayed(peer, at) = meeting.receive(addr("192.0.2.7:7878"), &d, &mut out)
        else {
            panic!("the host takes the relayed packet")
        };
        assert_eq!(&d[at..], b"netcode");
        let (to, back) = meeting
            .wrap(peer, b"answer")
            .expect("wrapped for the relay");
        assert_eq!(to, addr("192.0.2.7:7878"));
        server.receive(Duration::from_secs(2), host, &back, &mut out);
        let (to, d) = out.pop().expect("relayed to the joiner");
        assert_eq!(to, joiner);
        let path = Path::Relay {
            server: addr("192.0.2.7:7878"),
            session,
        };
        let at = host_packet_at(path, addr("192.0.2.7:7878"), &d).expect("the joiner's packet");
        assert_eq!(&d[at..], b"answer");
        assert_eq!(server.stats().relayed_packets, 2);
    }

    #[test]
    fn strangers_and_spoofed_senders_relay_nothing() {
        let (host, joiner) = (addr("198.51.100.1:7878"), addr("203.0.113.9:5000"));
        let (mut server, host_session, session) = introduced(host, joiner);
        let mut out = Outbox::new();
        let now = Duration::from_secs(2);
        // A stranger guessing sessions; the joiner's session from another
        // address (spoofed or stolen); the host's session from elsewhere;
        // an unknown room's introduction asks nothing of the host.
        for guess in 0..1000u64 {
            server.receive(now, addr("192.0.2.66:1234"), &relay(guess, b"x"), &mut out);
        }
        server.receive(
            now,
            addr("192.0.2.66:1234"),
            &relay(session, b"x"),
            &mut out,
        );
        server.receive(
            now,
            addr("203.0.113.9:5001"),
            &relay(session, b"x"),
            &mut out,
        );
        let mut back = datagram(RELAY_BACK);
        back.extend(host_session.to_be_bytes());
        back.extend(1u32.to_be_bytes());
        back.extend(b"x");
        server.receive(now, addr("192.0.2.66:1234"), &back, &mut out);
        assert!(out.is_empty(), "nothing forwarded: {out:?}");
        introduce(
            &mut server,
            addr("192.0.2.66:1234"),
            Ticket([0; 16]),
            &mut out,
        );
        assert_eq!(
            out.len(),
            1,
            "only the asker hears that the room is unknown"
        );
        assert_eq!(server.stats().relayed_packets, 0);
        assert_eq!(server.stats().dropped, 1003);
    }

    #[test]
    fn a_flood_of_requests_is_cut_and_answers_are_never_larger() {
        let (host, flooder) = (addr("198.51.100.1:7878"), addr("192.0.2.66:1234"));
        let (mut server, _, ticket) = registered(host);
        let mut out = Outbox::new();
        let mut request = datagram(INTRODUCE);
        request.extend(ticket.0);
        let request = padded(request);
        for _ in 0..1000 {
            server.receive(Duration::from_millis(100), flooder, &request, &mut out);
        }
        let to_host = out.iter().filter(|(to, _)| *to == host).count();
        assert_eq!(
            to_host, REQUESTS_PER_SECOND as usize,
            "the host hears a few, not a flood"
        );
        assert!(
            out.iter().all(|(_, d)| d.len() <= request.len()),
            "no amplification"
        );
        // A short request is no request.
        out.clear();
        server.receive(Duration::from_secs(5), flooder, &request[..20], &mut out);
        assert!(out.is_empty());
    }

    #[test]
    fn the_relay_keeps_to_its_cap_and_can_be_off() {
        let (host, joiner) = (addr("198.51.100.1:7878"), addr("203.0.113.9:5000"));
        let (mut server, _, session) = introduced(host, joiner);
        let ticket = Ticket::of(&[7; 32]);
        let mut out = Outbox::new();
        let packet = [0u8; 1000];
        for _ in 0..100 {
            server.receive(
                Duration::from_secs(2),
                joiner,
                &relay(session, &packet),
                &mut out,
            );
        }
        assert_eq!(out.len() as u64, CAP / 1000, "a second's cap, then dropped");
        out.clear();
        server.receive(
            Duration::from_secs(3),
            joiner,
            &relay(session, &packet),
            &mut out,
        );
        assert_eq!(out.len(), 1, "refilled a second later");

        let mut off = Rendezvous::new(None);
        let mut d = datagram(REGISTER);
        d.extend(ticket.0);
        off.receive(Duration::ZERO, host, &padded(d), &mut out);
        out.clear();
        introduce(&mut off, joiner, ticket, &mut out);
        assert_eq!(
            split(&out[0].1).unwrap().1.u64(),
            Some(0),
            "no relay session offered"
        );
    }

    #[test]
    fn a_live_registration_is_not_taken_over_from_elsewhere() {
        let host = addr("198.51.100.1:7878");
        let (mut server, _, ticket) = registered(host);
        let mut out = Outbox::new();
        let mut d = datagram(REGISTER);
        d.extend(ticket.0);
        server.receive(
            Duration::from_secs(1),
            addr("192.0.2.66:1"),
            &padded(d.clone()),
            &mut out,
        );
        assert!(out.is_empty());
        server.expire(FORGET_AFTER + Duration::from_secs(1));
        server.receive(
            FORGET_AFTER + Duration::from_secs(1),
            addr("192.0.2.66:1"),
            &padded(d),
            &mut out,
        );
        assert_eq!(
            out.len(),
            1,
            "once forgotten, the room may register from a new address"
        );
    }

    #[test]
    fn relayed_peer_addresses_round_trip() {
        for peer in [1, 2, 65_535, 65_536, u32::MAX] {
            assert_eq!(relayed_peer_of(relayed_peer_addr(peer)), Some(peer));
        }
        assert_eq!(relayed_peer_of(addr("192.0.2.1:7878")), None);
    }
}
