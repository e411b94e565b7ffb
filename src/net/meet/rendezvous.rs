//! The meeting point's server side: registrations, introductions and the
//! relay, with the rules against strangers: no state for a requester
//! until it has sent back the cookie sent to its address, nothing relayed
//! to an address until it has sent back the session number sent to it,
//! requests counted per address (per /64 for IPv6), and caps overall on
//! registrations, joiners and relayed bytes, which bound its memory.

use super::super::invite::put_addr;
use super::super::keys::{self, Secret};
use super::datagram::*;
use std::collections::HashMap;
use std::hash::{BuildHasher, RandomState};
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

/// What the server's meeting point has done: the health line's figures.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MeetStats {
    pub introductions: u64,
    pub relayed_packets: u64,
    pub relayed_bytes: u64,
    /// Datagrams dropped: from a sender with no session, a spoofed
    /// address, over a cap, over the request rate, or malformed.
    pub dropped: u64,
    /// Cookies sent: requests from an address not yet proven.
    pub cookies: u64,
    /// Requests answered "full": a cap of registrations or joiners
    /// reached.
    pub full: u64,
}

impl MeetStats {
    fn relayed(&mut self, bytes: usize) {
        self.relayed_packets += 1;
        self.relayed_bytes += bytes as u64;
    }
}

/// How much the meeting point takes on at once. Its memory is bounded by
/// these: a registration with its joiners is well under 2 KiB, so the
/// defaults hold under 4 MiB however many strangers ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MeetLimits {
    /// Rooms registered at once.
    pub registrations: usize,
    /// Rooms registered from one address (one /64 for IPv6).
    pub per_address: usize,
    /// Joiners introduced to one room at once.
    pub joiners_per_room: usize,
    /// Joiners introduced at once, every room's.
    pub joiners: usize,
    /// Bytes the relay carries a second, every room's together (each room
    /// has its own cap besides).
    pub relay_total: u64,
    /// Requests (register, introduce) one address (one /64) may make a
    /// second.
    pub requests_per_second: u32,
}

impl Default for MeetLimits {
    fn default() -> MeetLimits {
        MeetLimits {
            registrations: 2000,
            per_address: 8,
            joiners_per_room: 16,
            joiners: 8000,
            relay_total: 8 << 20,
            requests_per_second: REQUESTS_PER_SECOND,
        }
    }
}

/// A byte budget refilled at a steady rate (the relay's cap of a room,
/// and of all rooms together).
#[derive(Clone, Debug)]
struct Bucket {
    bytes: f64,
    at: Duration,
}

impl Bucket {
    fn full(per_second: u64, now: Duration) -> Bucket {
        Bucket {
            bytes: per_second as f64,
            at: now,
        }
    }

    fn refill(&mut self, now: Duration, per_second: u64) {
        let refill = now.saturating_sub(self.at).as_secs_f64() * per_second as f64;
        self.bytes = (self.bytes + refill).min(per_second as f64);
        self.at = now;
    }
}

struct Joiner {
    addr: SocketAddr,
    session: u64,
    seen: Duration,
    /// The joiner has sent back its session from its address: only then
    /// is anything relayed to it.
    proven: bool,
}

struct Registration {
    host: SocketAddr,
    /// The nonce of the host's registration: every datagram to the host
    /// carries it, so the host takes nothing else for the server's.
    host_nonce: u64,
    session: u64,
    seen: Duration,
    joiners: HashMap<u32, Joiner>,
    next_peer: u32,
    bucket: Bucket,
}

/// Whom requests are counted by: an IPv4 address, an IPv6 /64 (one home
/// or one machine has a whole /64).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Asker {
    V4([u8; 4]),
    V6([u8; 8]),
}

impl Asker {
    fn of(addr: SocketAddr) -> Asker {
        match addr.ip() {
            IpAddr::V4(ip) => Asker::V4(ip.octets()),
            IpAddr::V6(ip) => match ip.to_ipv4_mapped() {
                Some(v4) => Asker::V4(v4.octets()),
                None => Asker::V6(ip.octets()[..8].try_into().expect("16 bytes")),
            },
        }
    }
}

/// Slots of the request counts: a fixed table, so no sender (nor a crowd
/// of forged ones) grows it. Two askers may share a slot, and then a
/// budget; which share is keyed by a secret of this process.
const REQUEST_SLOTS: usize = 4096;

/// A cookie is good for this long, and the one before it as long again.
const COOKIE_EPOCH: u64 = 30;

/// The server's side: registrations, introductions and the relay.
pub struct Rendezvous {
    /// The relay's cap per room in bytes a second (both ways); `None`:
    /// introductions only, no relay.
    relay_cap: Option<u64>,
    limits: MeetLimits,
    rooms: HashMap<Ticket, Registration>,
    host_sessions: HashMap<u64, Ticket>,
    joiner_sessions: HashMap<u64, (Ticket, u32)>,
    /// Registrations from each asker now.
    by_asker: HashMap<Asker, usize>,
    /// Requests this second, by slot: (second, count).
    requests: Box<[(u64, u32); REQUEST_SLOTS]>,
    slot_of: RandomState,
    /// The key of this run's cookies.
    cookie_key: Secret,
    total: Bucket,
    stats: MeetStats,
}

impl Rendezvous {
    pub fn new(relay_cap: Option<u64>) -> Rendezvous {
        let limits = MeetLimits::default();
        Rendezvous {
            relay_cap,
            limits,
            rooms: HashMap::new(),
            host_sessions: HashMap::new(),
            joiner_sessions: HashMap::new(),
            by_asker: HashMap::new(),
            requests: Box::new([(u64::MAX, 0); REQUEST_SLOTS]),
            slot_of: RandomState::new(),
            cookie_key: keys::random_secret(),
            total: Bucket::full(limits.relay_total, Duration::ZERO),
            stats: MeetStats::default(),
        }
    }

    /// The same within other limits.
    pub fn with_limits(mut self, limits: MeetLimits) -> Rendezvous {
        self.limits = limits;
        self.total = Bucket::full(limits.relay_total, Duration::ZERO);
        self
    }

    /// The same with another limit of requests an address may make a
    /// second (a measurement whose thousand hosts all share 127.0.0.1).
    pub fn with_request_limit(mut self, per_second: u32) -> Rendezvous {
        self.limits.requests_per_second = per_second;
        self
    }

    pub fn limits(&self) -> &MeetLimits {
        &self.limits
    }

    pub fn stats(&self) -> &MeetStats {
        &self.stats
    }

    /// Rooms registered now.
    pub fn registered(&self) -> usize {
        self.rooms.len()
    }

    /// Joiners introduced and still known, every room's.
    pub fn joiners(&self) -> usize {
        self.joiner_sessions.len()
    }

    /// Pairs the relay has carried a datagram for and still knows.
    pub fn relayed_pairs(&self) -> usize {
        self.rooms
            .values()
            .flat_map(|r| r.joiners.values())
            .filter(|j| j.proven)
            .count()
    }

    /// Whether `from` may make one more request this second.
    fn allow_request(&mut self, now: Duration, from: SocketAddr) -> bool {
        let second = now.as_secs();
        let slot = self.slot_of.hash_one(Asker::of(from)) as usize % REQUEST_SLOTS;
        let entry = &mut self.requests[slot];
        if entry.0 != second {
            *entry = (second, 0);
        }
        entry.1 = entry.1.saturating_add(1);
        entry.1 <= self.limits.requests_per_second
    }

    /// The cookie of a request of `kind` for `ticket` from `from`, in the
    /// epoch `epoch`.
    fn cookie(&self, epoch: u64, kind: u8, from: SocketAddr, ticket: Ticket) -> [u8; 16] {
        let mut input = vec![kind];
        put_addr(&mut input, from);
        input.extend(ticket.0);
        input.extend(epoch.to_le_bytes());
        let bytes = keys::prf(&self.cookie_key, b"cook", &input);
        bytes[..16].try_into().expect("32 bytes")
    }

    /// Whether `cookie` is the one this server sent `from` for such a
    /// request, now or in the epoch before.
    fn cookie_ok(
        &self,
        now: Duration,
        kind: u8,
        from: SocketAddr,
        ticket: Ticket,
        cookie: [u8; 16],
    ) -> bool {
        let epoch = now.as_secs() / COOKIE_EPOCH;
        [epoch, epoch.wrapping_sub(1)]
            .iter()
            .any(|&e| keys::same(&cookie, &self.cookie(e, kind, from, ticket)))
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
            REGISTER | INTRODUCE => {
                let (Some(ticket), Some(nonce), Some(cookie)) =
                    (body.ticket(), body.u64(), body.b16())
                else {
                    return false;
                };
                if !self.cookie_ok(now, kind, from, ticket, cookie) {
                    // Nothing is made for an address until it shows it
                    // receives there: the cookie goes to it, no larger than
                    // what came.
                    let cookie = self.cookie(now.as_secs() / COOKIE_EPOCH, kind, from, ticket);
                    let mut d = datagram(COOKIE);
                    d.extend(nonce.to_be_bytes());
                    d.extend(cookie);
                    out.push((from, d));
                    self.stats.cookies += 1;
                    return true;
                }
                match kind {
                    REGISTER => self.register(now, from, ticket, nonce, out),
                    _ => self.introduce(now, from, ticket, nonce, out),
                }
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

    /// Says the meeting point is full to the requester of `nonce`.
    fn full(&mut self, to: SocketAddr, nonce: u64, out: &mut Outbox) -> bool {
        let mut d = datagram(FULL);
        d.extend(nonce.to_be_bytes());
        out.push((to, d));
        self.stats.full += 1;
        true
    }

    fn register(
        &mut self,
        now: Duration,
        from: SocketAddr,
        ticket: Ticket,
        nonce: u64,
        out: &mut Outbox,
    ) -> bool {
        match self.rooms.get(&ticket) {
            Some(r) if r.host == from => {}
            // A live registration from elsewhere is not taken over: only
            // once forgotten (the host's address changed, or it left).
            Some(r) if now.saturating_sub(r.seen) < FORGET_AFTER => return false,
            _ => {
                if let Some(old) = self.rooms.remove(&ticket) {
                    self.forget(&old);
                }
                let asker = Asker::of(from);
                let mine = self.by_asker.get(&asker).copied().unwrap_or(0);
                if self.rooms.len() >= self.limits.registrations || mine >= self.limits.per_address
                {
                    return self.full(from, nonce, out);
                }
                *self.by_asker.entry(asker).or_default() += 1;
                let session = random_u64();
                self.host_sessions.insert(session, ticket);
                self.rooms.insert(
                    ticket,
                    Registration {
                        host: from,
                        host_nonce: nonce,
                        session,
                        seen: now,
                        joiners: HashMap::new(),
                        next_peer: 1,
                        bucket: Bucket::full(self.relay_cap.unwrap_or(0), now),
                    },
                );
            }
        }
        let room = self.rooms.get_mut(&ticket).expect("found or made");
        room.seen = now;
        room.host_nonce = nonce;
        let mut answer = datagram(REGISTERED);
        answer.extend(nonce.to_be_bytes());
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
        let asker = Asker::of(room.host);
        if let Some(n) = self.by_asker.get_mut(&asker) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                self.by_asker.remove(&asker);
            }
        }
    }

    fn introduce(
        &mut self,
        now: Duration,
        from: SocketAddr,
        ticket: Ticket,
        nonce: u64,
        out: &mut Outbox,
    ) -> bool {
        let relay = self.relay_cap.is_some();
        let joiners = self.joiner_sessions.len();
        let Some(room) = self.rooms.get_mut(&ticket) else {
            let mut d = datagram(UNKNOWN_ROOM);
            d.extend(nonce.to_be_bytes());
            out.push((from, d));
            return true;
        };
        // The same joiner asking again keeps its session.
        let peer = match room.joiners.iter().find(|(_, j)| j.addr == from) {
            Some((&peer, _)) => peer,
            None => {
                if room.joiners.len() >= self.limits.joiners_per_room
                    || joiners >= self.limits.joiners
                {
                    return self.full(from, nonce, out);
                }
                let peer = room.next_peer;
                room.next_peer = room.next_peer.wrapping_add(1).max(1);
                let session = random_u64();
                room.joiners.insert(
                    peer,
                    Joiner {
                        addr: from,
                        session,
                        seen: now,
                        proven: false,
                    },
                );
                self.joiner_sessions.insert(session, (ticket, peer));
                peer
            }
        };
        self.stats.introductions += 1;
        let joiner = room.joiners.get_mut(&peer).expect("just found or made");
        joiner.seen = now;
        let mut answer = datagram(INTRODUCED);
        answer.extend(nonce.to_be_bytes());
        answer.extend(if relay { joiner.session } else { 0 }.to_be_bytes());
        put_addr(&mut answer, room.host);
        put_addr(&mut answer, from);
        out.push((from, answer));
        let mut meet = datagram(MEET);
        meet.extend(room.host_nonce.to_be_bytes());
        put_addr(&mut meet, from);
        out.push((room.host, meet));
        true
    }

    /// Takes `n` bytes from the room's budget and from every room's
    /// together, if both have them.
    fn spend(&mut self, ticket: Ticket, now: Duration, n: usize, cap: u64) -> bool {
        let total_cap = self.limits.relay_total;
        let Some(room) = self.rooms.get_mut(&ticket) else {
            return false;
        };
        room.bucket.refill(now, cap);
        self.total.refill(now, total_cap);
        let n = n as f64;
        if room.bucket.bytes < n || self.total.bytes < n {
            return false;
        }
        room.bucket.bytes -= n;
        self.total.bytes -= n;
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
        // Its session came back from its address: it receives there.
        joiner.proven = true;
        joiner.seen = now;
        if !self.spend(ticket, now, packet.len(), cap) {
            return false;
        }
        let room = &self.rooms[&ticket];
        let mut d = datagram(RELAYED);
        d.extend(room.host_nonce.to_be_bytes());
        d.extend(peer.to_be_bytes());
        d.extend(packet);
        out.push((room.host, d));
        self.stats.relayed(packet.len());
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
        let Some(&ticket) = self.host_sessions.get(&session) else {
            return false;
        };
        let Some(room) = self.rooms.get(&ticket).filter(|r| r.host == from) else {
            return false;
        };
        // Nothing to an address that has not sent its session back.
        let Some(to) = room.joiners.get(&peer).filter(|j| j.proven).map(|j| j.addr) else {
            return false;
        };
        if !self.spend(ticket, now, packet.len(), cap) {
            return false;
        }
        let mut d = datagram(RELAYED_BACK);
        d.extend(packet);
        out.push((to, d));
        self.stats.relayed(packet.len());
        true
    }

    /// Forgets registrations and joiners not heard from for a while.
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
    }
}

#[cfg(test)]
mod tests;
