//! What goes wrong on a network and how the game holds up: garbage or a
//! flood from a client, a client killed mid-game, a host restarted from its
//! autosave, another version or other tiles, a port taken, a wrong key, and
//! loss and delay between the computers. Real UDP sockets on 127.0.0.1,
//! every wait bounded.

use crate::common::catalog;
use crate::net::{
    Clock, PATIENCE, dropped, host, host_with, join, pump, room, scores_of, seated, take_seat,
    two_seat_game,
};
use carcassonne::ai::Level;
use carcassonne::net::protocol::Refusal;
use carcassonne::net::{
    Bot, Client, ClientEvent, GAME_VERSION, Host, HostConfig, HostEvent, Invite, JoinRequest, Room,
    RoomSeat, TileSetMark,
};
use carcassonne::rules::record::GameRecord;
use std::time::{Duration, Instant};

/// Plays the game to its end with the given clients' bots (other seats
/// are the host's computers).
fn finish(host: &mut Host, players: &mut [(&mut Client, Bot)], clock: &mut Clock) {
    let start = Instant::now();
    let mut events = Vec::new();
    while !host.room().is_over() {
        if start.elapsed() > Duration::from_secs(120) {
            let t = host.room().table().unwrap();
            let seen: Vec<_> = players
                .iter()
                .map(|(c, _)| {
                    (
                        c.seat(),
                        c.moves_seen(),
                        c.closed().map(ToString::to_string),
                    )
                })
                .collect();
            panic!(
                "the game did not finish: {} moves, {} to move, hand {:?}, seats {:?}, clients {seen:?}, longest stall between ticks {:?}, last events {:?}",
                t.moves().len(),
                t.to_move(),
                t.hand(),
                host.room().seats(),
                clock.longest_stall(),
                &events[events.len().saturating_sub(8)..]
            );
        }
        let dt = clock.tick();
        events.extend(host.update(dt));
        for (c, bot) in players.iter_mut() {
            c.update(dt);
            bot.act(c);
        }
    }
    let mut clients: Vec<&mut Client> = players.iter_mut().map(|(c, _)| &mut **c).collect();
    let mut heard = vec![Vec::new(); clients.len()];
    pump(host, &mut clients, &mut heard, clock, |_, c, _| {
        c.iter().all(|c| c.scores().is_some())
    });
    let scores = scores_of(host);
    for c in clients {
        assert_eq!(c.scores(), Some(&scores[..]));
        assert_eq!(
            c.view().unwrap(),
            host.room().table().unwrap().view(c.seat())
        );
    }
}

#[test]
fn garbage_or_an_oversized_message_drops_that_client_and_the_others_play_on() {
    for (bad, expect) in [
        (b"\x00\xffnot json{".to_vec(), "malformed"),
        (vec![b' '; 10_000], "too large"),
        (Vec::new(), "flood"),
    ] {
        let (mut host, mut ann, mut bo, mut clock) = two_seat_game(8);
        if expect == "flood" {
            for _ in 0..100 {
                bo.chat("hi");
            }
        } else {
            bo.send_raw(bad);
        }
        let why = dropped(&mut host, &mut bo, &mut clock).expect("a reason");
        match (&why, expect) {
            (Refusal::Malformed(_), "malformed") => {}
            (Refusal::TooLarge { bytes: 10_000, .. }, "too large") => {}
            (Refusal::Flood { .. }, "flood") => {}
            _ => panic!("{expect}: dropped for {why:?}"),
        }
        // Bo's seat waits; the host lets a computer play it; Ann plays on.
        let mut heard = vec![Vec::new()];
        pump(
            &mut host,
            &mut [&mut ann],
            &mut heard,
            &mut clock,
            |_, _, h| h[0].contains(&ClientEvent::Dropped { seat: 1 }),
        );
        assert!(host.room().seats()[1].conn.is_none());
        host.room_mut()
            .set_seat_kind(1, carcassonne::table::SeatKind::Computer(Level::Random))
            .unwrap();
        finish(
            &mut host,
            &mut [(&mut ann, Bot::new(Level::Random, 4))],
            &mut clock,
        );
    }
}

#[test]
fn a_client_killed_mid_game_rejoins_and_finishes() {
    let (mut host, mut ann, bo, mut clock) = two_seat_game(13);
    let invite = host.invite();
    let mut bo = Some(bo);
    let mut bots = [Bot::new(Level::Random, 5), Bot::new(Level::Random, 6)];
    // Ten moves, then Bo's process dies without a word.
    let start = Instant::now();
    while host.room().table().unwrap().moves().len() < 10 {
        assert!(start.elapsed() < PATIENCE);
        let dt = clock.tick();
        host.update(dt);
        ann.update(dt);
        bots[0].act(&mut ann);
        let b = bo.as_mut().unwrap();
        b.update(dt);
        bots[1].act(b);
    }
    let secret = bo.as_ref().unwrap().seat_secret().map(str::to_string);
    drop(bo.take());
    // The host notices once the connection times out; the seat waits.
    let mut heard = vec![Vec::new()];
    let events = pump(
        &mut host,
        &mut [&mut ann],
        &mut heard,
        &mut clock,
        |h, c, _| {
            h.room().seats()[1].conn.is_none()
                && c[0].moves_seen() == h.room().table().unwrap().moves().len()
        },
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, HostEvent::Left { seat: 1, .. }))
    );
    // Ann plays on (one move at most) until it is Bo's turn, his tile
    // drawn: there the game waits for him.
    let waiting = host.room().table().unwrap().moves().len();
    let bos_turn = |h: &Host| {
        let t = h.room().table().unwrap();
        t.to_move() == 1 && t.hand().is_some()
    };
    let start = Instant::now();
    while !bos_turn(&host) {
        assert!(start.elapsed() < PATIENCE, "Bo's turn never came");
        let dt = clock.tick();
        host.update(dt);
        ann.update(dt);
        bots[0].act(&mut ann);
        let moves = host.room().table().unwrap().moves().len();
        assert!(moves <= waiting + 1, "the game went on without Bo");
    }
    // Ann's line goes to the host and back while the game waits: by then
    // the host has ticked on, and still nobody moved for Bo.
    let stalled = host.room().table().unwrap().moves().len();
    ann.chat("are you there, Bo?");
    let mut heard = vec![Vec::new()];
    pump(
        &mut host,
        &mut [&mut ann],
        &mut heard,
        &mut clock,
        |_, _, h| h[0].iter().any(|e| matches!(e, ClientEvent::Chat { .. })),
    );
    assert_eq!(host.room().table().unwrap().moves().len(), stalled);
    assert!(bos_turn(&host), "the game went on without Bo");
    // Bo comes back with the same invite and his seat's secret: his seat,
    // the game as it is.
    let mut bo = join(
        &invite,
        JoinRequest {
            secret,
            ..seated("Bo")
        },
    );
    let mut heard = vec![Vec::new()];
    pump(
        &mut host,
        &mut [&mut bo],
        &mut heard,
        &mut clock,
        |h, c, _| {
            c[0].moves_seen() == h.room().table().unwrap().moves().len() && c[0].view().is_some()
        },
    );
    assert_eq!(bo.seat(), Some(1));
    assert_eq!(
        bo.view().unwrap(),
        host.room().table().unwrap().view(Some(1))
    );
    finish(
        &mut host,
        &mut [
            (&mut ann, Bot::new(Level::Random, 5)),
            (&mut bo, Bot::new(Level::Random, 7)),
        ],
        &mut clock,
    );
}

#[test]
fn a_host_restarted_from_its_autosave_continues_and_the_clients_rejoin() {
    let dir = std::env::temp_dir().join(format!("carc-net-restart-{}", std::process::id()));
    let save = dir.join("room.ron");
    let mut r = room(vec![RoomSeat::open(0), RoomSeat::open(1)], 17);
    r.autosave_to(save.clone());
    let mut first = host(r);
    let invite = first.invite().clone();
    let secret = *first.secret();
    let mut ann = join(&invite, seated("Ann"));
    let mut bo = join(&invite, seated("Bo"));
    let mut clock = Clock::new();
    let mut bots = [Bot::new(Level::Random, 8), Bot::new(Level::Random, 9)];
    let start = Instant::now();
    let mut readied = false;
    while first.room().table().is_none_or(|t| t.moves().len() < 12) {
        assert!(start.elapsed() < PATIENCE);
        let dt = clock.tick();
        first.update(dt);
        for c in [&mut ann, &mut bo] {
            c.update(dt);
        }
        if !readied && ann.seat().is_some() && bo.seat().is_some() {
            ann.ready(true);
            bo.ready(true);
            readied = true;
        }
        bots[0].act(&mut ann);
        bots[1].act(&mut bo);
    }
    let played = first.room().table().unwrap().record(None).to_ron();
    // Each keeps the secret of their seat with the invite.
    let secrets = [ann.seat_secret(), bo.seat_secret()].map(|s| s.map(str::to_string));
    drop(first); // the host's program stops
    drop((ann, bo));
    // The autosave holds the game so far; a new host on the same port and
    // secret continues it, and the players rejoin with the same invite
    // and their seats' secrets.
    let record = carcassonne::saves::read_record(&save).unwrap();
    assert_eq!(record.to_ron(), played);
    let mut r = Room::resume(catalog(), &record).unwrap();
    r.autosave_to(save.clone());
    let config = HostConfig {
        key: Some(secret),
        ..HostConfig::local(invite.addr.port())
    };
    let mut host = Host::new(r, config).unwrap();
    assert_eq!(host.invite().code(), invite.code());
    let back = |name: &str, secret: &Option<String>| JoinRequest {
        secret: secret.clone(),
        ..seated(name)
    };
    let mut ann = join(&invite, back("Ann", &secrets[0]));
    let mut bo = join(&invite, back("Bo", &secrets[1]));
    let mut heard = vec![Vec::new(), Vec::new()];
    pump(
        &mut host,
        &mut [&mut ann, &mut bo],
        &mut heard,
        &mut clock,
        |h, c, _| {
            let n = h.room().table().unwrap().moves().len();
            c.iter().all(|c| c.view().is_some() && c.moves_seen() == n)
        },
    );
    // Each is back in the seat the autosave names them in.
    let seat_of = |name: &str| record.players.iter().position(|p| p == name);
    assert_eq!((ann.seat(), bo.seat()), (seat_of("Ann"), seat_of("Bo")));
    assert!(ann.seat().is_some() && ann.seat() != bo.seat());
    finish(
        &mut host,
        &mut [
            (&mut ann, Bot::new(Level::Random, 8)),
            (&mut bo, Bot::new(Level::Random, 9)),
        ],
        &mut clock,
    );
    // The finished game's record begins with the moves played before.
    let done = GameRecord::parse(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert_eq!(done.moves[..record.moves.len()], record.moves[..]);
    assert!(done.replay(catalog()).unwrap().is_finished());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_client_of_another_version_is_refused_with_both_versions_named() {
    let mut host = host(room(vec![RoomSeat::open(0), RoomSeat::open(1)], 1));
    let invite = host.invite();
    let mut old = join(
        &invite,
        JoinRequest {
            game_version: "0.0.1-old".into(),
            ..seated("Old")
        },
    );
    let mut clock = Clock::new();
    let why = dropped(&mut host, &mut old, &mut clock);
    assert_eq!(
        why,
        Some(Refusal::Version {
            host: GAME_VERSION.into(),
            client: "0.0.1-old".into()
        })
    );
    let text = old.closed().unwrap().to_string();
    assert!(
        text.contains(GAME_VERSION) && text.contains("0.0.1-old"),
        "{text}"
    );
    assert!(host.room().seats().iter().all(|s| s.open));
}

#[test]
fn a_client_with_other_tiles_is_refused_naming_both_and_other_art_is_welcome() {
    let mut host = host(room(vec![RoomSeat::open(0), RoomSeat::open(1)], 1));
    let invite = host.invite();
    let mut clock = Clock::new();
    // A modded tile file on the joiner's side: one more of the first tile.
    let mut modded = (*catalog()).clone();
    modded.types[0].count += 1;
    let mut bo = Client::join(&invite, seated("Bo"), std::sync::Arc::new(modded.clone()))
        .expect("a client socket");
    let why = dropped(&mut host, &mut bo, &mut clock);
    let (ours, theirs) = (TileSetMark::of(&catalog()), TileSetMark::of(&modded));
    assert_ne!(ours, theirs);
    assert_eq!(
        why,
        Some(Refusal::TileSet {
            host: ours,
            client: theirs
        })
    );
    let text = bo.closed().unwrap().to_string();
    assert!(
        text.contains(&format!("{:016x}", ours.digest))
            && text.contains(&format!("{:016x}", theirs.digest))
            && text.contains(&format!("{} tiles", theirs.tiles)),
        "{text}"
    );
    assert!(host.room().seats().iter().all(|s| s.open));
    // Other art is only a look: that joiner plays.
    let mut repainted = (*catalog()).clone();
    repainted.types[0].art = "tiles/somebody-elses.png".into();
    let mut cy = Client::join(&invite, seated("Cy"), std::sync::Arc::new(repainted))
        .expect("a client socket");
    take_seat(&mut host, &mut cy, &mut [Vec::new()], &mut clock);
    assert_eq!(cy.seat(), Some(0));
}

#[test]
fn a_server_asked_for_more_connections_than_netcode_takes_says_so() {
    let config = HostConfig {
        max_clients: 2000,
        ..HostConfig::local(0)
    };
    let Err(e) = Host::server(config, catalog(), None, 10) else {
        panic!("a server of 2000 connections");
    };
    assert!(e.to_string().contains("1024"), "{e}");
}

#[test]
fn a_port_another_program_holds_moves_the_host_to_a_free_one() {
    let holder = std::net::UdpSocket::bind("127.0.0.1:0").expect("a socket");
    let taken = holder.local_addr().unwrap().port();
    let moved = HostConfig::local(taken).on_a_free_port();
    assert_ne!(moved.bind.port(), taken);
    let h = host_with(room(vec![RoomSeat::open(0), RoomSeat::open(1)], 3), moved);
    assert_eq!(
        h.bound_addr().port(),
        h.invite().addr.port(),
        "the invite names it"
    );
    // A free port is kept.
    drop(holder);
    assert_eq!(HostConfig::local(taken).on_a_free_port().bind.port(), taken);
}

#[test]
fn an_invite_code_round_trips_and_a_wrong_key_lets_nobody_in() {
    let mut host = host(room(vec![RoomSeat::open(0), RoomSeat::open(1)], 1));
    let code = host.invite().code();
    assert!(code.len() < 80, "{code}");
    let invite = Invite::parse(&code).unwrap();
    assert_eq!(invite, host.invite());
    assert!(Invite::parse(&code[..code.len() - 3]).is_err());
    let mut stranger_invite = invite.clone();
    stranger_invite.key[0] ^= 1;
    // Mallory, with the wrong key, gives up after a second without an
    // answer (her client's own timeout: after that she never connects);
    // Bo, with the right one, joins meanwhile, so the host was answering.
    let mut stranger = join(
        &stranger_invite,
        JoinRequest {
            timeout_seconds: 1,
            ..seated("Mallory")
        },
    );
    let mut bo = join(&invite, seated("Bo"));
    let mut clock = Clock::new();
    let start = Instant::now();
    let mut heard = Vec::new();
    while stranger.closed().is_none() || bo.seat().is_none() {
        assert!(
            start.elapsed() < PATIENCE,
            "Mallory never gave up, or Bo never joined"
        );
        let dt = clock.tick();
        host.update(dt);
        heard.extend(stranger.update(dt));
        bo.update(dt);
        assert!(!stranger.is_connected(), "the wrong key connected");
    }
    assert!(!heard.contains(&ClientEvent::Connected), "{heard:?}");
    assert_eq!(host.connections(), 1, "Bo's connection only");
    let seats = host.room().seats();
    assert_eq!(seats[0].name, "Bo");
    assert!(seats[1].open, "no seat for Mallory");
}

/// A relay between the clients and the host that loses `loss_percent` of
/// the datagrams each way and delays the others by `delay` (the network
/// namespace's netem is not available everywhere, so the test brings its
/// own bad network). It runs until the returned flag is set.
fn lossy_relay(
    front: std::net::UdpSocket,
    host: std::net::SocketAddr,
    loss_percent: usize,
    delay: Duration,
) -> (
    std::sync::Arc<std::sync::atomic::AtomicBool>,
    std::thread::JoinHandle<usize>,
) {
    use std::collections::HashMap;
    use std::net::{SocketAddr, UdpSocket};
    use std::sync::atomic::Ordering;
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let flag = stop.clone();
    let thread = std::thread::spawn(move || {
        front.set_nonblocking(true).unwrap();
        let mut rng = carcassonne::rules::random::Rng::new(99);
        // One socket towards the host per client, so the host tells them apart.
        let mut upstream: HashMap<SocketAddr, UdpSocket> = HashMap::new();
        let mut queue: Vec<(Instant, Option<SocketAddr>, SocketAddr, Vec<u8>)> = Vec::new();
        let mut buf = [0u8; 2048];
        let mut lost = 0;
        while !flag.load(Ordering::Relaxed) {
            while let Ok((n, from)) = front.recv_from(&mut buf) {
                upstream.entry(from).or_insert_with(|| {
                    let s = UdpSocket::bind("127.0.0.1:0").unwrap();
                    s.set_nonblocking(true).unwrap();
                    s
                });
                if rng.below(100) < loss_percent {
                    lost += 1;
                } else {
                    queue.push((Instant::now() + delay, Some(from), host, buf[..n].to_vec()));
                }
            }
            for (&client, s) in &upstream {
                while let Ok((n, _)) = s.recv_from(&mut buf) {
                    if rng.below(100) < loss_percent {
                        lost += 1;
                    } else {
                        queue.push((Instant::now() + delay, None, client, buf[..n].to_vec()));
                    }
                }
            }
            let now = Instant::now();
            queue.retain(|(due, via, to, bytes)| {
                if *due > now {
                    return true;
                }
                match via {
                    Some(client) => {
                        let _ = upstream[client].send_to(bytes, to);
                    }
                    None => {
                        let _ = front.send_to(bytes, to);
                    }
                }
                false
            });
            std::thread::sleep(Duration::from_micros(200));
        }
        lost
    });
    (stop, thread)
}

/// A seeded game of Ann and Bo (clients, random bots) and a computer on
/// the host, reached through `relay` if given (loss in percent, delay);
/// returns the host's record.
fn seeded_game(relay: Option<(usize, Duration)>) -> (String, usize) {
    let seats = vec![
        RoomSeat::open(0),
        RoomSeat::open(1),
        RoomSeat::computer(2, Level::Random),
    ];
    let front = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
    let config = HostConfig {
        public: relay.map(|_| front.local_addr().unwrap()),
        ..HostConfig::local(0)
    };
    let mut host = Host::new(room(seats, 77), config).unwrap();
    let relay = relay.map(|(loss, delay)| lossy_relay(front, host.bound_addr(), loss, delay));
    let invite = host.invite();
    let mut clock = Clock::new();
    let mut ann = join(&invite, JoinRequest::seat("Ann"));
    let mut heard = [Vec::new(), Vec::new()];
    take_seat(&mut host, &mut ann, &mut heard[..1], &mut clock);
    let mut bo = join(&invite, JoinRequest::seat("Bo"));
    take_seat(&mut host, &mut bo, &mut heard[1..], &mut clock);
    ann.ready(true);
    bo.ready(true);
    finish(
        &mut host,
        &mut [
            (&mut ann, Bot::new(Level::Random, 1)),
            (&mut bo, Bot::new(Level::Random, 2)),
        ],
        &mut clock,
    );
    let lost = relay.map_or(0, |(stop, thread)| {
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        thread.join().unwrap()
    });
    (host.room().table().unwrap().record(None).to_ron(), lost)
}

#[test]
fn under_loss_and_delay_the_same_game_ends_with_the_same_record() {
    let (clean, _) = seeded_game(None);
    let (lossy, lost) = seeded_game(Some((10, Duration::from_millis(80))));
    assert!(lost > 20, "only {lost} datagrams were lost");
    assert_eq!(lossy, clean);
}
