//! The meeting point over real sockets on 127.0.0.1: a host registered
//! with a server is joined through the server's relay, or by the address
//! the server introduces when the invite's own leads nowhere; strangers'
//! datagrams at the server reach nobody. (Through real routers: nat.rs.)

use crate::common::catalog;
use crate::net::{Clock, PATIENCE, room, seated};
use carcassonne::ai::Level;
use carcassonne::net::meet::Path;
use carcassonne::net::{Bot, Client, Host, HostConfig, Invite, JoinRequest, RoomSeat};
use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

/// A server with a meeting point (relay capped at `cap` bytes a second).
fn server(cap: Option<u64>) -> Host {
    let mut server = Host::server(HostConfig::local(0), catalog(), None, 10).expect("a server");
    server.meet_here(cap);
    server
}

/// A host of one friend's seat and one computer's, registered with
/// `server`; `config` says what address its invite names.
/// A room of a friend's seat and a computer's.
pub(crate) fn friend_and_computer() -> carcassonne::net::Room {
    room(
        vec![RoomSeat::open(0), RoomSeat::computer(1, Level::Random)],
        5,
    )
}

fn registered_host(server: &mut Host, config: HostConfig) -> Host {
    let mut host = Host::new(friend_and_computer(), config).expect("a host");
    host.use_server(server.bound_addr());
    let start = Instant::now();
    let mut clock = Clock::new();
    while host.meeting().registered_as().is_none() {
        assert!(start.elapsed() < PATIENCE, "the host never registered");
        let dt = clock.tick();
        server.update(dt);
        host.update(dt);
    }
    host
}

/// Plays until the host's table has `moves` moves and the client has seen
/// them all, the client's seat played by a computer; returns how long the
/// client took to connect (to have its seat).
pub(crate) fn play(
    server: Option<&mut Host>,
    host: &mut Host,
    client: &mut Client,
    moves: usize,
) -> Duration {
    play_until(server, host, client, |h, c| {
        let host_moves = h.room().table().map_or(0, |t| t.moves().len());
        host_moves >= moves && c.moves_seen() == host_moves
    })
}

/// Plays the whole game: until it is over and the client has the final
/// scores.
pub(crate) fn play_to_the_end(
    server: Option<&mut Host>,
    host: &mut Host,
    client: &mut Client,
) -> Duration {
    play_until(server, host, client, |h, c| {
        h.room().is_over() && c.scores().is_some()
    })
}

/// Plays, the client's seat by a computer, until `done`; returns how long
/// the client took to connect (to have its seat).
pub(crate) fn play_until(
    mut server: Option<&mut Host>,
    host: &mut Host,
    client: &mut Client,
    done: impl Fn(&Host, &Client) -> bool,
) -> Duration {
    let mut bot = Bot::new(Level::Random, 1);
    let mut clock = Clock::new();
    let start = Instant::now();
    let mut connected = None;
    // Stuck: no new move for a while (a whole game takes longer).
    let mut progress = (0, Instant::now());
    loop {
        let moves = host.room().table().map_or(0, |t| t.moves().len()) + client.moves_seen();
        if moves != progress.0 {
            progress = (moves, Instant::now());
        }
        assert!(
            progress.1.elapsed() < PATIENCE,
            "stuck: host {} moves (over: {}), client saw {} (scores {:?}, closed {:?}), path {:?}",
            host.room().table().map_or(0, |t| t.moves().len()),
            host.room().is_over(),
            client.moves_seen(),
            client.scores(),
            client.closed(),
            client.path()
        );
        let dt = clock.tick();
        if let Some(server) = server.as_deref_mut() {
            server.update(dt);
        }
        host.update(dt);
        client.update(dt);
        if connected.is_none() && client.seat().is_some() {
            connected = Some(start.elapsed());
            client.ready(true);
        }
        // The bot sends its move itself (sent twice, the second is refused
        // and counts towards the flood limit).
        bot.act(client);
        if done(host, client) {
            return connected.expect("connected before it saw moves");
        }
    }
}

#[test]
fn a_joiner_plays_through_the_relay_and_strangers_relay_nothing() {
    let mut server = server(Some(64 * 1024));
    let mut host = registered_host(&mut server, HostConfig::local(0));
    let invite = host.invite();
    assert_eq!(
        Invite::parse(&invite.code()).unwrap().server,
        Some(server.bound_addr()),
        "the invite names the server"
    );
    let request = JoinRequest {
        relay_only: true,
        ..seated("Bo")
    };
    let mut bo = Client::join(&invite, request, catalog()).expect("a client");

    // A stranger floods the server with relay datagrams and introductions
    // under a ticket it made up; and datagrams claiming to be the host's
    // replies. None may reach the host or Bo.
    let stranger = UdpSocket::bind("127.0.0.1:0").unwrap();
    let mut junk = vec![0xCF, 10];
    junk.extend([0u8; 40]);
    let mut fake_intro = vec![0xCF, 3];
    fake_intro.extend([9u8; 62]);
    for i in 0..500u64 {
        junk[2..10].copy_from_slice(&i.to_be_bytes());
        stranger.send_to(&junk, server.bound_addr()).unwrap();
        stranger.send_to(&fake_intro, server.bound_addr()).unwrap();
    }

    let took = play(Some(&mut server), &mut host, &mut bo, 6);
    assert!(
        matches!(bo.path(), Some(Path::Relay { .. })),
        "{:?}",
        bo.path()
    );
    let stats = server
        .rendezvous()
        .expect("a meeting point")
        .stats()
        .clone();
    assert!(stats.relayed_bytes > 0, "the game went through the relay");
    assert!(
        stats.dropped >= 500,
        "the stranger's relay datagrams were dropped: {stats:?}"
    );
    println!(
        "relay: connected in {} ms; {} datagrams, {} bytes relayed for {} moves",
        took.as_millis(),
        stats.relayed_packets,
        stats.relayed_bytes,
        host.room().table().unwrap().moves().len()
    );
    // The stranger heard nothing but the cookies its introductions must
    // send back before anything is made for them, each no larger than
    // what it sent.
    stranger.set_nonblocking(true).unwrap();
    let mut buf = [0u8; 2048];
    while let Ok((n, _)) = stranger.recv_from(&mut buf) {
        assert!(n <= fake_intro.len(), "an answer of {n} bytes");
        assert_eq!(&buf[..2], &[0xCF, 14], "only cookies");
    }
}

#[test]
fn a_joiner_the_invite_does_not_lead_to_is_introduced_and_goes_direct() {
    let mut server = server(Some(64 * 1024));
    // The invite names an address that leads nowhere (TEST-NET-1, never
    // routed), as a host's own address behind a router does for a friend
    // elsewhere; the server saw the host at 127.0.0.1.
    let nowhere: SocketAddr = "192.0.2.1:0".parse().unwrap();
    let config = HostConfig {
        public: Some(nowhere),
        ..HostConfig::local(0)
    };
    let mut host = registered_host(&mut server, config);
    let invite = host.invite();
    assert_eq!(invite.addr.ip(), nowhere.ip());
    let mut bo = Client::join(&invite, seated("Bo"), catalog()).expect("a client");
    let took = play(Some(&mut server), &mut host, &mut bo, 4);
    assert_eq!(
        bo.path(),
        Some(Path::Direct(SocketAddr::new(
            "127.0.0.1".parse().unwrap(),
            host.bound_addr().port()
        ))),
        "the address the server introduced"
    );
    let stats = server.rendezvous().unwrap().stats().clone();
    assert_eq!(stats.relayed_bytes, 0, "nothing relayed");
    assert!(stats.introductions >= 1);
    println!("introduction: connected in {} ms", took.as_millis());
}

#[test]
fn with_the_relay_off_a_joiner_that_needs_it_gets_no_answer() {
    let mut server = server(None);
    let mut host = registered_host(&mut server, HostConfig::local(0));
    let request = JoinRequest {
        relay_only: true,
        timeout_seconds: 2,
        ..seated("Bo")
    };
    let mut bo = Client::join(&host.invite(), request, catalog()).expect("a client");
    let mut clock = Clock::new();
    let start = Instant::now();
    while bo.closed().is_none() {
        assert!(start.elapsed() < PATIENCE, "the joiner never gave up");
        let dt = clock.tick();
        server.update(dt);
        host.update(dt);
        bo.update(dt);
    }
    assert!(!bo.is_connected());
    assert_eq!(host.connections(), 0);
}
