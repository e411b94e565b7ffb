//! The meeting point's server side datagram by datagram: cookies before
//! state, sessions before relaying, caps, and the host's side taking only
//! answers to its own registration.

use super::*;
use crate::net::meet::{HostInbound, HostMeeting, MAX_PUNCHING, Path, host_packet_at};

fn addr(s: &str) -> SocketAddr {
    s.parse().unwrap()
}

const CAP: u64 = 10_000;

/// A request of `kind` for `ticket` with `nonce` and `cookie`.
fn request(kind: u8, ticket: Ticket, nonce: u64, cookie: [u8; 16]) -> Vec<u8> {
    let mut d = datagram(kind);
    d.extend(ticket.0);
    d.extend(nonce.to_be_bytes());
    d.extend(cookie);
    padded(d)
}

/// Sends a request from `from` as a real requester does: first
/// without a cookie, then with the one the server sent back. Returns
/// what the server answered the second time.
fn ask(
    server: &mut Rendezvous,
    now: Duration,
    kind: u8,
    from: SocketAddr,
    ticket: Ticket,
    nonce: u64,
) -> Outbox {
    let mut out = Outbox::new();
    server.receive(now, from, &request(kind, ticket, nonce, [0; 16]), &mut out);
    let [(to, answer)] = out.as_slice() else {
        panic!("one answer: {out:?}")
    };
    assert_eq!(*to, from);
    let (k, mut body) = split(answer).unwrap();
    assert_eq!(
        k, COOKIE,
        "a stranger's first request gets a cookie, nothing else"
    );
    assert_eq!(body.u64(), Some(nonce));
    let cookie = body.b16().unwrap();
    out.clear();
    server.receive(now, from, &request(kind, ticket, nonce, cookie), &mut out);
    out
}

/// A server with one registered room; returns it, the host's session
/// and the ticket.
fn registered(host: SocketAddr) -> (Rendezvous, u64, Ticket) {
    let mut server = Rendezvous::new(Some(CAP));
    let ticket = Ticket::of(&[7; 32]);
    let mut out = ask(&mut server, Duration::ZERO, REGISTER, host, ticket, 41);
    let (to, answer) = out.pop().expect("registered");
    assert_eq!(to, host);
    let (kind, mut body) = split(&answer).unwrap();
    assert_eq!(kind, REGISTERED);
    assert_eq!(body.u64(), Some(41), "the host's nonce comes back");
    let session = body.u64().unwrap();
    assert_eq!(body.addr(), Some(host), "the host hears its public address");
    (server, session, ticket)
}

fn introduce(server: &mut Rendezvous, joiner: SocketAddr, ticket: Ticket) -> Outbox {
    ask(
        server,
        Duration::from_secs(1),
        INTRODUCE,
        joiner,
        ticket,
        77,
    )
}

/// A server with one registered room and `joiner` introduced to it;
/// returns it, the host's session and the joiner's.
fn introduced(host: SocketAddr, joiner: SocketAddr) -> (Rendezvous, u64, u64) {
    let (mut server, host_session, ticket) = registered(host);
    let out = introduce(&mut server, joiner, ticket);
    let mut body = split(&out[0].1).unwrap().1;
    assert_eq!(body.u64(), Some(77));
    let session = body.u64().unwrap();
    (server, host_session, session)
}

fn relay(session: u64, packet: &[u8]) -> Vec<u8> {
    let mut d = datagram(RELAY);
    d.extend(session.to_be_bytes());
    d.extend(packet);
    d
}

fn relay_back(session: u64, peer: u32, packet: &[u8]) -> Vec<u8> {
    let mut d = datagram(RELAY_BACK);
    d.extend(session.to_be_bytes());
    d.extend(peer.to_be_bytes());
    d.extend(packet);
    d
}

#[test]
fn an_introduced_joiner_is_relayed_to_its_host_and_back() {
    let (host, joiner) = (addr("198.51.100.1:7878"), addr("203.0.113.9:5000"));
    let (mut server, host_session, ticket) = registered(host);
    let mut out = introduce(&mut server, joiner, ticket);
    let [(to_joiner, introduced), (to_host, meet)] = out.as_slice() else {
        panic!("an answer and a meeting: {out:?}")
    };
    assert_eq!((*to_joiner, *to_host), (joiner, host));
    let mut meeting_body = split(meet).unwrap().1;
    assert_eq!(meeting_body.u64(), Some(41), "the host's own nonce");
    assert_eq!(
        meeting_body.addr(),
        Some(joiner),
        "the host learns where to punch"
    );
    let mut body = split(introduced).unwrap().1;
    body.u64();
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
    meeting.nonce = 41;
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
fn nothing_is_relayed_to_a_joiner_before_its_session_came_back_from_it() {
    let (host, joiner) = (addr("198.51.100.1:7878"), addr("203.0.113.9:5000"));
    let (mut server, host_session, session) = introduced(host, joiner);
    let mut out = Outbox::new();
    let now = Duration::from_secs(2);
    server.receive(now, host, &relay_back(host_session, 1, b"x"), &mut out);
    assert!(out.is_empty(), "relayed to an address that never answered");
    server.receive(now, joiner, &relay(session, b"hi"), &mut out);
    out.clear();
    server.receive(now, host, &relay_back(host_session, 1, b"x"), &mut out);
    assert_eq!(out.len(), 1, "once it has, the host's answers reach it");
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
    server.receive(
        now,
        addr("192.0.2.66:1234"),
        &relay_back(host_session, 1, b"x"),
        &mut out,
    );
    assert!(out.is_empty(), "nothing forwarded: {out:?}");
    let out = introduce(&mut server, addr("192.0.2.66:1234"), Ticket([0; 16]));
    assert_eq!(
        out.len(),
        1,
        "only the asker hears that the room is unknown"
    );
    assert_eq!(split(&out[0].1).unwrap().0, UNKNOWN_ROOM);
    assert_eq!(server.stats().relayed_packets, 0);
    assert_eq!(server.stats().dropped, 1003);
}

#[test]
fn a_request_without_its_cookie_makes_nothing_and_is_answered_small() {
    let mut server = Rendezvous::new(Some(CAP));
    let victim = addr("203.0.113.50:4000");
    let mut out = Outbox::new();
    let ticket = Ticket::of(&[9; 32]);
    // Forged requests "from" the victim, with made-up cookies.
    for i in 0..10u8 {
        let r = request(REGISTER, ticket, 1, [i; 16]);
        server.receive(Duration::from_millis(i as u64), victim, &r, &mut out);
        let r = request(INTRODUCE, ticket, 1, [i; 16]);
        server.receive(Duration::from_millis(i as u64), victim, &r, &mut out);
    }
    assert_eq!(server.registered(), 0);
    assert_eq!(server.joiners(), 0);
    assert!(
        out.iter()
            .all(|(_, d)| split(d).unwrap().0 == COOKIE && d.len() < REQUEST_BYTES)
    );
    // A cookie is the address's own: shown from another, it is none.
    let cookie = split(&out[0].1).unwrap().1.take(24).unwrap()[8..]
        .try_into()
        .unwrap();
    out.clear();
    server.receive(
        Duration::ZERO,
        addr("203.0.113.51:4000"),
        &request(REGISTER, ticket, 1, cookie),
        &mut out,
    );
    assert_eq!(server.registered(), 0);
    assert_eq!(split(&out[0].1).unwrap().0, COOKIE);
}

#[test]
fn a_flood_of_requests_is_cut_and_answers_are_never_larger() {
    let (host, flooder) = (addr("198.51.100.1:7878"), addr("192.0.2.66:1234"));
    let (mut server, _, ticket) = registered(host);
    let mut out = Outbox::new();
    let request = request(INTRODUCE, ticket, 5, [0; 16]);
    for _ in 0..1000 {
        server.receive(Duration::from_millis(100), flooder, &request, &mut out);
    }
    assert_eq!(
        out.len(),
        REQUESTS_PER_SECOND as usize,
        "a few answered, not a flood"
    );
    assert!(
        out.iter().all(|(to, _)| *to == flooder),
        "the host hears nothing"
    );
    assert!(
        out.iter().all(|(_, d)| d.len() <= request.len()),
        "no amplification"
    );
    // An IPv6 asker counts by its /64: another address of it shares
    // the budget.
    out.clear();
    for i in 0..1000u32 {
        let from = SocketAddr::new(
            format!("2001:db8:1:2::{:x}", i + 1)
                .parse::<IpAddr>()
                .unwrap(),
            5000,
        );
        server.receive(Duration::from_secs(3), from, &request, &mut out);
    }
    assert_eq!(out.len(), REQUESTS_PER_SECOND as usize);
    // A short request is no request.
    out.clear();
    server.receive(Duration::from_secs(5), flooder, &request[..20], &mut out);
    assert!(out.is_empty());
}

#[test]
fn registrations_and_joiners_stop_at_their_caps() {
    let limits = MeetLimits {
        registrations: 5,
        per_address: 2,
        joiners_per_room: 3,
        ..MeetLimits::default()
    };
    let mut server = Rendezvous::new(Some(CAP)).with_limits(limits);
    let mut full = 0;
    for a in 0..10u8 {
        for r in 0..3u8 {
            let host = addr(&format!("198.51.100.{a}:7878"));
            let ticket = Ticket::of(&[
                a, r, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                22, 23, 24, 25, 26, 27, 28, 29, 30,
            ]);
            let out = ask(&mut server, Duration::ZERO, REGISTER, host, ticket, 3);
            full += usize::from(split(&out[0].1).unwrap().0 == FULL);
        }
    }
    assert_eq!(server.registered(), 5, "the overall cap");
    assert_eq!(full, 25, "the rest told the server is full");
    let ticket = Ticket::of(&[
        0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
        24, 25, 26, 27, 28, 29, 30,
    ]);
    for j in 0..5u16 {
        let joiner = addr(&format!("203.0.113.{j}:5000"));
        let out = introduce(&mut server, joiner, ticket);
        let kind = split(&out[0].1).unwrap().0;
        assert_eq!(kind, if j < 3 { INTRODUCED } else { FULL });
    }
    assert_eq!(server.joiners(), 3);
}

#[test]
fn the_relay_keeps_to_its_caps_and_can_be_off() {
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
    // Every room's together: a total below one room's cap.
    let limits = MeetLimits {
        relay_total: 3000,
        ..MeetLimits::default()
    };
    let (mut small, _, _) = registered(host);
    small = small.with_limits(limits);
    let out = introduce(&mut small, joiner, ticket);
    let session = {
        let mut b = split(&out[0].1).unwrap().1;
        b.u64();
        b.u64().unwrap()
    };
    let mut out = Outbox::new();
    for _ in 0..10 {
        small.receive(
            Duration::from_secs(2),
            joiner,
            &relay(session, &packet),
            &mut out,
        );
    }
    assert_eq!(out.len(), 3, "the total cap");

    let mut off = Rendezvous::new(None);
    ask(&mut off, Duration::ZERO, REGISTER, host, ticket, 1);
    let out = introduce(&mut off, joiner, ticket);
    let mut body = split(&out[0].1).unwrap().1;
    body.u64();
    assert_eq!(body.u64(), Some(0), "no relay session offered");
}

#[test]
fn a_live_registration_is_not_taken_over_from_elsewhere() {
    let host = addr("198.51.100.1:7878");
    let (mut server, _, ticket) = registered(host);
    let out = ask(
        &mut server,
        Duration::from_secs(1),
        REGISTER,
        addr("192.0.2.66:1"),
        ticket,
        9,
    );
    assert!(out.is_empty());
    server.expire(FORGET_AFTER + Duration::from_secs(1));
    let later = FORGET_AFTER + Duration::from_secs(1);
    let out = ask(
        &mut server,
        later,
        REGISTER,
        addr("192.0.2.66:1"),
        ticket,
        9,
    );
    assert_eq!(
        out.len(),
        1,
        "once forgotten, the room may register from a new address"
    );
}

#[test]
fn the_host_takes_only_answers_to_its_own_registration() {
    let server = addr("192.0.2.7:7878");
    let mut meeting = HostMeeting::new(&[7; 32]);
    meeting.use_server(server);
    let mut out = Outbox::new();
    meeting.tick(Duration::from_millis(1), &mut out);
    let nonce = meeting.nonce;
    let mut registered = datagram(REGISTERED);
    registered.extend(nonce.to_be_bytes());
    registered.extend(5u64.to_be_bytes());
    put_addr(&mut registered, addr("198.51.100.1:7878"));
    // From elsewhere, or with another nonce: nothing.
    let mut forged = datagram(REGISTERED);
    forged.extend((nonce ^ 1).to_be_bytes());
    forged.extend(6u64.to_be_bytes());
    put_addr(&mut forged, addr("203.0.113.66:1"));
    meeting.receive(addr("192.0.2.8:7878"), &registered, &mut out);
    meeting.receive(server, &forged, &mut out);
    assert_eq!(meeting.registered_as(), None);
    meeting.receive(server, &registered, &mut out);
    assert_eq!(meeting.registered_as(), Some(addr("198.51.100.1:7878")));
    // Joiners to meet: a forged one moves nothing; a flood of real
    // ones fills the punch list and no more.
    out.clear();
    let mut meet = datagram(MEET);
    meet.extend((nonce ^ 1).to_be_bytes());
    put_addr(&mut meet, addr("203.0.113.66:1"));
    meeting.receive(server, &meet, &mut out);
    assert!(out.is_empty(), "punched on a forged MEET");
    for i in 0..100u16 {
        let mut meet = datagram(MEET);
        meet.extend(nonce.to_be_bytes());
        put_addr(
            &mut meet,
            addr(&format!("203.0.113.{}:{}", i % 250, 1000 + i)),
        );
        meeting.receive(server, &meet, &mut out);
    }
    assert_eq!(out.len(), 4, "a few new joiners a second");
    for s in 1..10 {
        meeting.tick(Duration::from_secs(1), &mut Outbox::new());
        for i in 0..20u16 {
            let mut meet = datagram(MEET);
            meet.extend(nonce.to_be_bytes());
            put_addr(&mut meet, addr(&format!("203.0.113.{}:{}", s, 2000 + i)));
            meeting.receive(server, &meet, &mut Outbox::new());
        }
        assert!(meeting.punching() <= MAX_PUNCHING);
    }
}
