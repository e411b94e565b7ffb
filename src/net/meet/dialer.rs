//! The joiner's side of the meeting point: probing the invite's
//! addresses, asking the server for an introduction, and the way to the
//! host that answered first (the relay when nothing else does).

use super::super::keys::{self, Secret};
use super::datagram::*;
use std::net::SocketAddr;
use std::time::Duration;

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
pub(super) const PROBE_EVERY: Duration = Duration::from_millis(200);
pub(super) const INTRODUCE_EVERY: Duration = Duration::from_millis(500);

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
pub(super) const MAX_CANDIDATES: usize = super::super::invite::MAX_ADDRESSES + 1;

impl Dialer {
    /// `key`: the invite's; no `candidates`: the relay only. Of the
    /// candidates, each is probed once a round, the first few only, and
    /// none nobody may be sent to.
    pub fn new(key: &Secret, candidates: Vec<SocketAddr>, server: Option<SocketAddr>) -> Dialer {
        let mut kept: Vec<SocketAddr> = Vec::new();
        for addr in candidates {
            if kept.len() < super::super::invite::MAX_ADDRESSES
                && !kept.contains(&addr)
                && super::super::invite::sendable(addr)
            {
                kept.push(addr);
            }
        }
        let probing = !kept.is_empty();
        Dialer {
            ticket: Ticket::of(key),
            probe_key: keys::probe_key(key),
            candidates: kept,
            server: server.filter(|&s| super::super::invite::sendable(s)),
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
                    && super::super::invite::sendable(host)
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
