//! A stranger against the meeting point on 127.0.0.1, over real sockets:
//! registrations and introductions in a victim's name, answers forged
//! "from the server", a flood of registrations. Each test fails if the
//! attack works (net_hostile.rs has the rest). Every wait is on a message
//! or a state, bounded by PATIENCE.

use crate::common::catalog;
use crate::net::{Clock, PATIENCE, join, room, seated};
use crate::net_hostile::server;
use carcassonne::net::meet::{Dialer, HostMeeting, MeetLimits, Outbox};
use carcassonne::net::{Client, Host, HostConfig, Invite, JoinRequest, RoomSeat};
use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

/// A server with a meeting point and its relay.
fn meeting_server() -> Host {
    let mut server = server();
    server.meet_here(Some(64 * 1024));
    server
}

/// A socket that never answers anything: the victim of a spoofed sender.
pub(crate) struct Victim(pub(crate) UdpSocket);

impl Victim {
    pub(crate) fn new() -> Victim {
        let s = UdpSocket::bind("127.0.0.1:0").unwrap();
        s.set_nonblocking(true).unwrap();
        Victim(s)
    }
    pub(crate) fn addr(&self) -> SocketAddr {
        self.0.local_addr().unwrap()
    }
    /// Every datagram it has received so far: their sizes.
    pub(crate) fn received(&self) -> Vec<usize> {
        let mut buf = [0u8; 4096];
        let mut sizes = Vec::new();
        while let Ok((n, _)) = self.0.recv_from(&mut buf) {
            sizes.push(n);
        }
        sizes
    }
}

/// Sends `out`'s datagrams from `socket` (whatever their intended sender).
fn send_from(socket: &UdpSocket, out: &mut Outbox) {
    for (to, d) in out.drain(..) {
        let _ = socket.send_to(&d, to);
    }
}

#[test]
fn a_spoofed_register_relays_nothing_to_the_address_that_never_answered() {
    let mut server = meeting_server();
    let victim = Victim::new();
    // Eve's room key; the REGISTER goes out with the victim's address as
    // its sender (here: from the victim's socket, which answers nothing).
    let key = [0xE5; 32];
    let mut spoofed = HostMeeting::new(&key);
    spoofed.use_server(server.bound_addr());
    // Eve introduces herself to that "room" and relays through it.
    let invite = Invite {
        server: Some(server.bound_addr()),
        key,
        ..Invite::new("192.0.2.1:7878".parse().unwrap())
    };
    let mut eve = Client::join(
        &invite,
        JoinRequest {
            relay_only: true,
            timeout_seconds: 2,
            ..seated("Eve")
        },
        catalog(),
    )
    .unwrap();
    let mut clock = Clock::new();
    let mut out = Outbox::new();
    let start = Instant::now();
    while eve.closed().is_none() {
        assert!(start.elapsed() < PATIENCE, "Eve never gave up");
        let dt = clock.tick();
        spoofed.tick(dt, &mut out);
        send_from(&victim.0, &mut out);
        server.update(dt);
        eve.update(dt);
    }
    server.update(Duration::from_millis(1));
    let got = victim.received();
    let relayed: usize = got.iter().filter(|&&n| n > 64).sum();
    assert_eq!(
        relayed,
        0,
        "the server relayed {relayed} bytes to an address that never answered ({} datagrams)",
        got.len()
    );
}

#[test]
fn a_spoofed_introduce_relays_nothing_to_the_address_that_never_answered() {
    let mut server = meeting_server();
    let victim = Victim::new();
    // Eve's own host side, registered properly from her own socket.
    let key = [0xE6; 32];
    let eves = UdpSocket::bind("127.0.0.1:0").unwrap();
    eves.set_nonblocking(true).unwrap();
    let mut meeting = HostMeeting::new(&key);
    meeting.use_server(server.bound_addr());
    // The introduction goes out as from the victim.
    let mut spoofed = Dialer::new(&key, Vec::new(), Some(server.bound_addr()));
    let mut clock = Clock::new();
    let mut out = Outbox::new();
    let mut buf = [0u8; 4096];
    let start = Instant::now();
    let mut sent = 0;
    while start.elapsed() < Duration::from_secs(3) {
        let dt = clock.tick();
        meeting.tick(dt, &mut out);
        send_from(&eves, &mut out);
        spoofed.tick(dt, &mut out);
        send_from(&victim.0, &mut out);
        server.update(dt);
        while let Ok((n, from)) = eves.recv_from(&mut buf) {
            meeting.receive(from, &buf[..n], &mut out);
        }
        // Eve's host side sends "answers" for the joiner the server thinks
        // is at the victim's address.
        if meeting.registered_as().is_some() {
            for peer in 1..=4 {
                let to = carcassonne::net::meet::relayed_peer_addr(peer);
                if let Some((server_addr, d)) = meeting.wrap(to, &[0u8; 1000]) {
                    let _ = eves.send_to(&d, server_addr);
                    sent += 1;
                }
            }
        }
    }
    assert!(sent > 0, "Eve's host side never registered");
    server.update(Duration::from_millis(1));
    let got = victim.received();
    let relayed: usize = got.iter().filter(|&&n| n > 64).sum();
    assert_eq!(
        relayed,
        0,
        "the server relayed {relayed} bytes to an address that never answered ({} datagrams)",
        got.len()
    );
}

/// Forwards datagrams between a host (behind `proxy`) and the server,
/// as if it were the server; returns the host's address once known.
fn forward(proxy: &UdpSocket, server: SocketAddr, host: &mut Option<SocketAddr>) {
    let mut buf = [0u8; 4096];
    while let Ok((n, from)) = proxy.recv_from(&mut buf) {
        if from == server {
            if let Some(h) = *host {
                let _ = proxy.send_to(&buf[..n], h);
            }
        } else {
            *host = Some(from);
            let _ = proxy.send_to(&buf[..n], server);
        }
    }
}

#[test]
fn a_spoofed_meet_or_registered_moves_the_host_nowhere() {
    let mut server = meeting_server();
    // The host reaches its server through `proxy`: what comes from there
    // is, to the host, "from the server", as a spoofed datagram would be.
    let proxy = UdpSocket::bind("127.0.0.1:0").unwrap();
    proxy.set_nonblocking(true).unwrap();
    let mut host = Host::new(
        room(vec![RoomSeat::open(0), RoomSeat::open(1)], 2),
        HostConfig::local(0),
    )
    .unwrap();
    host.use_server(proxy.local_addr().unwrap());
    let mut host_addr = None;
    let mut clock = Clock::new();
    let start = Instant::now();
    while host.meeting().registered_as().is_none() {
        assert!(start.elapsed() < PATIENCE, "never registered");
        let dt = clock.tick();
        host.update(dt);
        forward(&proxy, server.bound_addr(), &mut host_addr);
        server.update(dt);
        forward(&proxy, server.bound_addr(), &mut host_addr);
    }
    let registered = host.meeting().registered_as();
    let host_addr = host_addr.unwrap();
    let victim = Victim::new();
    let mut addr = vec![4u8];
    match victim.addr() {
        SocketAddr::V4(a) => addr.extend(a.ip().octets()),
        SocketAddr::V6(_) => unreachable!(),
    }
    addr.extend(victim.addr().port().to_be_bytes());
    // MEET (kind 6) as the server once sent it, and with a made-up
    // number before the address; REGISTERED (2) with a made-up session
    // and the victim's address as the host's public one.
    let mut meet = vec![0xCF, 6];
    meet.extend(&addr);
    let mut meet_numbered = vec![0xCF, 6];
    meet_numbered.extend(0x1234_5678_9abc_def0u64.to_be_bytes());
    meet_numbered.extend(&addr);
    let mut registered_spoof = vec![0xCF, 2];
    registered_spoof.extend(0x0bad_5e55_1011u64.to_be_bytes());
    registered_spoof.extend(&addr);
    for d in [&meet, &meet_numbered, &registered_spoof] {
        proxy.send_to(d, host_addr).unwrap();
    }
    // A real joiner then comes through the server: by the time it has
    // its seat, the host has long acted on what reached it.
    let mut bo = join(&host.invite(), seated("Bo"));
    let start = Instant::now();
    while bo.seat().is_none() {
        assert!(start.elapsed() < PATIENCE, "Bo never got his seat");
        let dt = clock.tick();
        host.update(dt);
        forward(&proxy, server.bound_addr(), &mut Some(host_addr));
        server.update(dt);
        forward(&proxy, server.bound_addr(), &mut Some(host_addr));
        bo.update(dt);
    }
    assert_eq!(
        host.meeting().registered_as(),
        registered,
        "a spoofed REGISTERED changed the host's registration"
    );
    assert_eq!(
        victim.received(),
        Vec::<usize>::new(),
        "the host punched the victim"
    );
}

#[test]
fn a_flood_of_registrations_stops_at_the_servers_cap() {
    let mut server = server();
    let limits = MeetLimits {
        registrations: 100,
        ..MeetLimits::default()
    };
    server.meet_here_within(Some(64 * 1024), limits);
    // Forty addresses (127.0.0.2 to .41), ten rooms each, every one a
    // real host side that answers whatever the server asks.
    let mut hosts: Vec<(UdpSocket, HostMeeting)> = Vec::new();
    for a in 0..40u8 {
        for r in 0..10u8 {
            let socket = UdpSocket::bind((std::net::Ipv4Addr::new(127, 0, 0, 2 + a), 0)).unwrap();
            socket.set_nonblocking(true).unwrap();
            let mut meeting = HostMeeting::new(&[
                a, r, 0x77, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
                21, 22, 23, 24, 25, 26, 27, 28, 29,
            ]);
            meeting.use_server(server.bound_addr());
            hosts.push((socket, meeting));
        }
    }
    let mut clock = Clock::new();
    let mut out = Outbox::new();
    let mut buf = [0u8; 4096];
    let start = Instant::now();
    let mut most = 0;
    while start.elapsed() < Duration::from_secs(3) {
        let dt = clock.tick();
        for (socket, meeting) in hosts.iter_mut() {
            meeting.tick(dt, &mut out);
            send_from(socket, &mut out);
        }
        server.update(dt);
        for (socket, meeting) in hosts.iter_mut() {
            while let Ok((n, from)) = socket.recv_from(&mut buf) {
                meeting.receive(from, &buf[..n], &mut out);
            }
            send_from(socket, &mut out);
        }
        most = most.max(server.rendezvous().unwrap().registered());
    }
    assert!(
        most <= 100,
        "{most} rooms registered at once from 40 addresses"
    );
    let r = server.rendezvous().unwrap();
    assert!(r.stats().full > 0, "the rest were told the server is full");
}
