//! The host's side of the meeting point: answering probes, keeping the
//! room registered with a server, punching towards introduced joiners and
//! unwrapping relayed packets.

use super::super::keys::{self, Secret};
use super::datagram::*;
use std::net::SocketAddr;
use std::time::Duration;

/// What reached the host through the meeting point.
pub enum HostInbound {
    /// A netcode packet relayed from a joiner, from this offset of the
    /// datagram on: give it to netcode as from this address.
    Relayed(SocketAddr, usize),
    Nothing,
}

/// How long a host punches towards a newly introduced joiner.
pub(super) const PUNCH_FOR: Duration = Duration::from_secs(4);
pub(super) const PUNCH_EVERY: Duration = Duration::from_millis(200);
/// The most joiners a host punches towards at once, and how many new
/// ones it takes a second: whatever the server says, the host sends a
/// few small datagrams, not a flood.
pub const MAX_PUNCHING: usize = 8;
pub(super) const NEW_PUNCHES_PER_SECOND: u32 = 4;

/// The host's side: answers probes, keeps its room registered with a
/// server, punches towards introduced joiners, and unwraps relayed
/// packets. It takes from the server only answers to its own requests.
pub struct HostMeeting {
    ticket: Ticket,
    probe_key: Secret,
    server: Option<SocketAddr>,
    /// The nonce of this host's registration: every answer of the server
    /// (registered, a joiner to meet, a relayed packet) carries it.
    pub(super) nonce: u64,
    /// The cookie the server sent, shown with each registration.
    cookie: [u8; 16],
    pub(super) session: Option<u64>,
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
        if !super::super::invite::sendable(joiner) {
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
