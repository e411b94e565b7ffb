//! The meeting point's server side: registrations, introductions and the
//! relay, with the rules against strangers (sessions bound to addresses,
//! requests counted per address, a byte cap per room).

use super::*;
use std::collections::HashMap;

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

impl MeetStats {
    fn relayed(&mut self, bytes: usize) {
        self.relayed_packets += 1;
        self.relayed_bytes += bytes as u64;
    }
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
        self.stats.relayed(packet.len());
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

#[cfg(test)]
mod tests {
    use super::*;

    fn addr(s: &str) -> SocketAddr {
        s.parse().unwrap()
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
}
