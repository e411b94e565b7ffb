//! A stranger against a server and a host on 127.0.0.1, over real
//! sockets: each attack of issue 48 as a test that fails if the attack
//! works. Every wait is on a message or a state, bounded by PATIENCE.

use crate::common::catalog;
use crate::net::{Clock, PATIENCE, dropped, join, pump, room, seated, two_seat_game};
use crate::net_hostile_meet::Victim;
use carcassonne::net::protocol::Refusal;
use carcassonne::net::{
    Client, ClientEvent, Host, HostConfig, Invite, JoinRequest, RoomSeat, RoomSetup,
};
use std::time::{Duration, Instant};

/// A server of rooms made on request, on 127.0.0.1.
pub(crate) fn server() -> Host {
    Host::server(HostConfig::local(0), catalog(), None, 10).expect("a server")
}

/// A room of `players` seats asked of a server, `computers` of them the
/// server's.
fn setup(players: usize, computers: &[&str]) -> RoomSetup {
    RoomSetup {
        players,
        computers: computers.iter().map(|s| s.to_string()).collect(),
        rules: Vec::new(),
        colours: Vec::new(),
        seed: Some(3),
    }
}

/// The process's peak memory so far, in MiB (Linux).
fn peak_mib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024)
}

/// Ann makes a room of two open seats on `server` and sits in it; returns
/// her client and the room's invite.
fn anns_room(server: &mut Host, clock: &mut Clock) -> (Client, Invite) {
    let mut ann = join(
        &server.invite(),
        JoinRequest {
            create: Some(setup(2, &[])),
            ..seated("Ann")
        },
    );
    let mut heard = vec![Vec::new()];
    pump(server, &mut [&mut ann], &mut heard, clock, |_, c, _| {
        c[0].seat().is_some()
    });
    let invite = heard[0]
        .iter()
        .find_map(|e| match e {
            ClientEvent::RoomCreated { invite, .. } => Some(Invite::parse(invite).unwrap()),
            _ => None,
        })
        .expect("the room's invite");
    (ann, invite)
}

/// Pumps `server` and `clients` until `stranger` is welcomed or closed;
/// returns whether it was welcomed (saw the lobby).
fn welcomed(
    server: &mut Host,
    stranger: &mut Client,
    others: &mut [&mut Client],
    clock: &mut Clock,
) -> bool {
    let start = Instant::now();
    loop {
        assert!(
            start.elapsed() < PATIENCE,
            "the stranger neither got in nor gave up"
        );
        let dt = clock.tick();
        server.update(dt);
        for c in others.iter_mut() {
            c.update(dt);
        }
        for e in stranger.update(dt) {
            if matches!(e, ClientEvent::Welcome { .. } | ClientEvent::Lobby(_)) {
                return true;
            }
        }
        if stranger.closed().is_some() {
            return false;
        }
    }
}

// ------------------------------------------------------------ the room

#[test]
fn a_room_of_u64_max_players_is_refused_in_words_and_the_server_plays_on() {
    let mut server = server();
    let mut clock = Clock::new();
    let mut stranger = join(
        &server.invite(),
        JoinRequest {
            create: Some(setup(u64::MAX as usize, &["easy"])),
            ..seated("Eve")
        },
    );
    let refusal = crate::net::refusal(&mut server, &mut stranger, &mut clock);
    assert!(
        matches!(refusal, Refusal::BadRoom(_)),
        "refused as {refusal:?}"
    );
    assert!(!refusal.to_string().is_empty());
    // Every other room is still there: Ann makes hers and sits.
    let (ann, _) = anns_room(&mut server, &mut clock);
    assert!(ann.seat().is_some());
}

#[test]
fn a_room_of_fifty_million_players_is_refused_without_eating_memory() {
    let mut server = server();
    let mut clock = Clock::new();
    let before = peak_mib();
    let mut stranger = join(
        &server.invite(),
        JoinRequest {
            create: Some(setup(50_000_000, &[])),
            ..seated("Eve")
        },
    );
    let refusal = crate::net::refusal(&mut server, &mut stranger, &mut clock);
    assert!(
        matches!(refusal, Refusal::BadRoom(_)),
        "refused as {refusal:?}"
    );
    if let (Some(before), Some(after)) = (before, peak_mib()) {
        assert!(
            after < before + 512,
            "the refusal took {} MiB of memory",
            after - before
        );
    }
}

#[test]
fn the_server_invite_with_another_room_number_opens_no_room() {
    let mut server = server();
    let mut clock = Clock::new();
    let (mut ann, anns) = anns_room(&mut server, &mut clock);
    // A stranger holds the server's invite (anyone may) and learns Ann's
    // room number: it rewrites the room in the server's invite.
    let rewritten = Invite {
        room: anns.room,
        ..server.invite()
    };
    let mut eve = join(
        &rewritten,
        JoinRequest {
            timeout_seconds: 2,
            ..JoinRequest::spectate("Eve")
        },
    );
    assert!(
        !welcomed(&mut server, &mut eve, &mut [&mut ann], &mut clock),
        "the server's invite opened Ann's room"
    );
    // Nor does Ann's room's invite open another room: Cy's, its number
    // known.
    let cys = {
        let mut cy = join(
            &server.invite(),
            JoinRequest {
                create: Some(setup(2, &[])),
                ..seated("Cy")
            },
        );
        let mut heard = vec![Vec::new()];
        pump(
            &mut server,
            &mut [&mut cy],
            &mut heard,
            &mut clock,
            |_, c, _| c[0].seat().is_some(),
        );
        *server
            .rooms()
            .keys()
            .find(|&&r| r != anns.room)
            .expect("Cy's room")
    };
    let mut eve = join(
        &Invite { room: cys, ..anns },
        JoinRequest {
            timeout_seconds: 2,
            ..JoinRequest::spectate("Eve")
        },
    );
    assert!(
        !welcomed(&mut server, &mut eve, &mut [&mut ann], &mut clock),
        "Ann's room's invite opened Cy's room"
    );
}

// ------------------------------------------------------------ seats

#[test]
fn a_seat_is_not_taken_by_typing_its_players_name() {
    let (mut host, mut ann, mut bo, mut clock) = two_seat_game(21);
    let invite = host.invite();
    let mut eve = join(&invite, seated("Ann"));
    let start = Instant::now();
    loop {
        assert!(
            start.elapsed() < PATIENCE,
            "Eve was neither seated nor refused"
        );
        let dt = clock.tick();
        host.update(dt);
        ann.update(dt);
        bo.update(dt);
        let heard = eve.update(dt);
        if eve.seat().is_some() || ann.closed().is_some() {
            panic!("Eve took Ann's seat by her name (Ann: {:?})", ann.closed());
        }
        if eve.closed().is_some() || heard.iter().any(|e| matches!(e, ClientEvent::Refused(_))) {
            break;
        }
    }
    assert_eq!(host.room().seats()[0].name, "Ann");
    assert!(ann.is_connected() && ann.seat() == Some(0));
    // Ann's connection is gone: her seat waits for her. Eve, by the name
    // alone, is refused; Ann, with the secret her welcome gave her, is
    // back in it.
    let secret = ann.seat_secret().expect("Ann's seat's secret").to_string();
    drop(ann);
    let start = Instant::now();
    while host.room().seats()[0].conn.is_some() {
        assert!(start.elapsed() < PATIENCE, "Ann's drop never noticed");
        let dt = clock.tick();
        host.update(dt);
        bo.update(dt);
    }
    let mut eve = join(&invite, seated("Ann"));
    let why = crate::net::refusal(&mut host, &mut eve, &mut clock);
    assert_eq!(why, Refusal::NameTaken);
    assert_eq!(eve.seat(), None);
    let mut ann = join(
        &invite,
        JoinRequest {
            secret: Some(secret),
            ..seated("Ann")
        },
    );
    let mut heard = vec![Vec::new()];
    pump(
        &mut host,
        &mut [&mut ann],
        &mut heard,
        &mut clock,
        |_, c, _| c[0].seat().is_some(),
    );
    assert_eq!(ann.seat(), Some(0));
}

// ------------------------------------------------------------ invites

#[test]
fn an_invite_of_a_thousand_addresses_is_refused_and_floods_nobody() {
    let victim = Victim::new();
    let host = Invite::new("127.0.0.1:9".parse().unwrap());
    let crafted = Invite {
        also: vec![victim.addr(); 1000],
        ..host
    };
    let code = crafted.code();
    let parsed = Invite::parse(&code);
    // Whatever the code says, a joiner given such an invite probes each
    // address at most once a round.
    let mut bo = Client::join(
        &crafted,
        JoinRequest {
            timeout_seconds: 1,
            ..seated("Bo")
        },
        catalog(),
    )
    .unwrap();
    let mut clock = Clock::new();
    let start = Instant::now();
    while bo.closed().is_none() {
        assert!(start.elapsed() < PATIENCE);
        bo.update(clock.tick());
    }
    let probes = victim.received().len();
    assert!(
        probes <= 10,
        "the victim got {probes} probes in the joiner's one second"
    );
    let why = parsed
        .map(|_| ())
        .expect_err("an invite of 1,000 addresses");
    assert!(why.to_string().contains("address"), "{why}");
}

// ------------------------------------------------------------ slots

#[test]
fn connections_that_never_join_are_dropped() {
    let config = HostConfig {
        join_within: Duration::from_secs(1),
        ..HostConfig::local(0)
    };
    let mut host =
        crate::net::host_with(room(vec![RoomSeat::open(0), RoomSeat::open(1)], 4), config);
    let invite = host.invite();
    // Five strangers connect with the invite and say nothing, one says
    // hello and nothing after.
    let mut silent: Vec<Client> = (0..5)
        .map(|_| {
            join(
                &invite,
                JoinRequest {
                    silent: true,
                    ..seated("Eve")
                },
            )
        })
        .collect();
    let mut hello = join(
        &invite,
        JoinRequest {
            silent: true,
            ..seated("Eve")
        },
    );
    let mut clock = Clock::new();
    let start = Instant::now();
    let mut connected = false;
    loop {
        assert!(
            start.elapsed() < PATIENCE,
            "{} silent connections still held",
            host.connections()
        );
        let dt = clock.tick();
        host.update(dt);
        for c in silent.iter_mut().chain([&mut hello]) {
            c.update(dt);
        }
        if !connected && host.connections() == 6 {
            connected = true;
            hello.send_raw(carcassonne::net::protocol::encode(
                &carcassonne::net::protocol::ClientMessage::Hello {
                    protocol: carcassonne::net::protocol::PROTOCOL_VERSION,
                    game_version: carcassonne::net::GAME_VERSION.into(),
                },
            ));
        }
        if connected && host.connections() == 0 {
            break;
        }
    }
    assert_eq!(
        hello.closed(),
        Some(&carcassonne::net::CloseReason::Host(Refusal::TooSlow {
            seconds: 1
        })),
        "told why"
    );
}

#[test]
fn a_client_whose_version_rewrites_a_refusal_is_refused_in_clean_words() {
    let mut host = crate::net::host(room(vec![RoomSeat::open(0), RoomSeat::open(1)], 6));
    let mut eve = join(
        &host.invite(),
        JoinRequest {
            game_version: "9.9\nserver invite: carc1-FORGED".into(),
            ..seated("Eve")
        },
    );
    let mut clock = Clock::new();
    let why = dropped(&mut host, &mut eve, &mut clock).expect("a refusal");
    let words = why.to_string();
    assert!(
        !words.chars().any(char::is_control),
        "the refusal carries control characters: {words:?}"
    );
}

#[test]
fn an_old_invite_is_refused_asking_for_a_new_one() {
    // An invite of the version before rooms had keys of their own
    // (docs/network.md printed this one).
    let old = "carc1-BH8AAAHXgspcpVAOAAABYG73IIQ8tk37fs2OSB_Hn8WPlVbpjymJwrVhK-tIudcAAAAA";
    let why = Invite::parse(old).expect_err("an old invite");
    assert!(
        why.to_string().contains("ask the host for a new invite"),
        "{why}"
    );
    // The command line says so too, and stops.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne"))
        .args(["join", old, "--computer", "easy"])
        .env("CARCASSONNE_DATA", std::env::temp_dir())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("ask the host for a new invite"), "{said}");
}
// ------------------------------------------------------------ the server's process

/// `carcassonne server` on 127.0.0.1 (any free UDP port), its health on
/// `health` (TCP); its invite and its output line by line.
fn server_process(
    dir: &std::path::Path,
    health: u16,
) -> (
    std::process::Child,
    Invite,
    std::sync::mpsc::Receiver<String>,
) {
    use std::io::BufRead as _;
    let invite_file = dir.join("invite");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne"))
        .args(["server", "--local", "--port", "0", "--lan-port", "0"])
        .args(["--health-port", &health.to_string()])
        .args(["--dir", dir.to_str().unwrap()])
        .args(["--invite-file", invite_file.to_str().unwrap()])
        .env("CARCASSONNE_DATA", dir)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let (tx, lines) = std::sync::mpsc::channel();
    let out = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let start = Instant::now();
    while !invite_file.exists() {
        assert!(start.elapsed() < PATIENCE, "the server wrote no invite");
        std::thread::sleep(Duration::from_millis(20));
    }
    let invite = Invite::parse(&std::fs::read_to_string(&invite_file).unwrap()).unwrap();
    (child, invite, lines)
}

/// A TCP port free now on 127.0.0.1.
fn free_tcp_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Kills the child when dropped (a failed test leaves no server behind).
struct Killed(std::process::Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn a_newline_in_a_clients_version_forges_no_line_of_the_servers_log() {
    let dir = std::env::temp_dir().join(format!("carc-hostile-log-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (child, invite, lines) = server_process(&dir, free_tcp_port());
    let _server = Killed(child);
    let mut eve = join(
        &invite,
        JoinRequest {
            game_version: "9.9\nserver invite: carc1-FORGED".into(),
            ..seated("Eve")
        },
    );
    let mut clock = Clock::new();
    let start = Instant::now();
    while eve.closed().is_none() {
        assert!(start.elapsed() < PATIENCE, "Eve was never refused");
        eve.update(clock.tick());
    }
    let mut log = Vec::new();
    let start = Instant::now();
    // The refusal's last words end the server's account of it.
    while !log
        .iter()
        .any(|l: &String| l.contains("both must be the same"))
    {
        let left = PATIENCE.saturating_sub(start.elapsed());
        match lines.recv_timeout(left) {
            Ok(line) => log.push(line),
            Err(_) => panic!("the server never said why Eve went: {log:#?}"),
        }
    }
    let invites = log
        .iter()
        .filter(|l| l.starts_with("server invite:"))
        .count();
    assert_eq!(invites, 1, "a forged line in the server's log: {log:#?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_slow_health_client_holds_up_no_other() {
    use std::io::{Read as _, Write as _};
    let dir = std::env::temp_dir().join(format!("carc-hostile-health-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let port = free_tcp_port();
    let (child, _, _lines) = server_process(&dir, port);
    let _server = Killed(child);
    // The endpoint is up once it answers.
    let start = Instant::now();
    let mut slow = loop {
        assert!(start.elapsed() < PATIENCE, "no health endpoint");
        if let Ok(s) = std::net::TcpStream::connect(("127.0.0.1", port)) {
            break s;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    // Eve trickles her request a byte at a time, never finishing it.
    slow.write_all(b"GET /hea").unwrap();
    let trickle = std::thread::spawn(move || {
        for _ in 0..40 {
            std::thread::sleep(Duration::from_millis(200));
            if slow.write_all(b"a").is_err() {
                break;
            }
        }
    });
    std::thread::sleep(Duration::from_millis(100));
    // A monitor asks meanwhile and must hear within two seconds.
    let asked = Instant::now();
    let mut monitor = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    monitor
        .set_read_timeout(Some(Duration::from_secs(2)))
        .unwrap();
    monitor.write_all(b"GET /health HTTP/1.0\r\n\r\n").unwrap();
    let mut answer = String::new();
    let _ = monitor.read_to_string(&mut answer);
    assert!(
        answer.starts_with("HTTP/1.0 200"),
        "no answer in {:?} while a slow client trickles: {answer:?}",
        asked.elapsed()
    );
    let _ = trickle.join();
    let _ = std::fs::remove_dir_all(&dir);
}

// ------------------------------------------------------------ bounds

#[test]
fn an_invite_naming_an_address_nobody_may_be_sent_to_is_refused_in_words() {
    let host = Invite::new("192.0.2.7:7878".parse().unwrap());
    let with = |also: &str| {
        Invite {
            also: vec![also.parse().unwrap()],
            ..host.clone()
        }
        .code()
    };
    for bad in [
        with("224.0.0.251:5353"),
        with("255.255.255.255:7878"),
        with("0.0.0.0:7878"),
        with("[ff02::1]:7878"),
        with("192.0.2.8:0"),
        with("192.0.2.7:7878"),
        Invite {
            server: Some("[::]:7878".parse().unwrap()),
            ..host.clone()
        }
        .code(),
    ] {
        let why = Invite::parse(&bad).expect_err(&bad);
        assert!(why.to_string().contains("new invite"), "{why}");
    }
    let five = Invite {
        also: (1..=4)
            .map(|i| format!("198.51.100.{i}:7878").parse().unwrap())
            .collect(),
        ..host.clone()
    };
    assert!(Invite::parse(&five.code()).is_err(), "five addresses");
    let four = Invite {
        also: five.also[..3].to_vec(),
        ..host
    };
    assert_eq!(Invite::parse(&four.code()).unwrap(), four);
}

#[test]
fn one_connection_makes_a_few_rooms_and_a_room_lets_a_few_watch() {
    use carcassonne::net::protocol::{ClientMessage, MAX_WATCHING, PROTOCOL_VERSION, encode};
    use carcassonne::net::{GAME_VERSION, ROOMS_PER_CONNECTION};
    let config = HostConfig {
        max_clients: 64,
        ..HostConfig::local(0)
    };
    let mut server = Host::server(config, catalog(), None, 10).unwrap();
    let mut clock = Clock::new();
    let mut eve = join(
        &server.invite(),
        JoinRequest {
            silent: true,
            ..seated("Eve")
        },
    );
    let mut heard = vec![Vec::new()];
    pump(
        &mut server,
        &mut [&mut eve],
        &mut heard,
        &mut clock,
        |_, c, _| c[0].is_connected(),
    );
    eve.send_raw(encode(&ClientMessage::Hello {
        protocol: PROTOCOL_VERSION,
        game_version: GAME_VERSION.into(),
    }));
    for _ in 0..ROOMS_PER_CONNECTION + 2 {
        eve.send_raw(encode(&ClientMessage::CreateRoom(setup(2, &[]))));
    }
    pump(
        &mut server,
        &mut [&mut eve],
        &mut heard,
        &mut clock,
        |_, _, h| {
            h[0].iter()
                .filter(|e| matches!(e, ClientEvent::RoomCreated { .. } | ClientEvent::Refused(_)))
                .count()
                == ROOMS_PER_CONNECTION + 2
        },
    );
    let refused = heard[0]
        .iter()
        .filter(|e| matches!(e, ClientEvent::Refused(Refusal::NoNewRooms)))
        .count();
    assert_eq!(refused, 2, "made past its share: {:?}", heard[0]);
    assert_eq!(server.rooms().len(), ROOMS_PER_CONNECTION);
    // Watchers: the room's limit, then a refusal in words.
    let (mut ann, anns) = anns_room(&mut server, &mut clock);
    let mut watchers: Vec<Client> = (0..=MAX_WATCHING)
        .map(|i| join(&anns, JoinRequest::spectate(format!("Watcher {i}"))))
        .collect();
    let mut heard = vec![Vec::new(); watchers.len()];
    let mut all: Vec<&mut Client> = watchers.iter_mut().collect();
    pump(&mut server, &mut all, &mut heard, &mut clock, |_, _, h| {
        h.iter().all(|h| {
            h.iter()
                .any(|e| matches!(e, ClientEvent::Welcome { .. } | ClientEvent::Refused(_)))
        })
    });
    let turned_away: Vec<&ClientEvent> = heard
        .iter()
        .flatten()
        .filter(|e| matches!(e, ClientEvent::Refused(_)))
        .collect();
    assert_eq!(
        turned_away,
        vec![&ClientEvent::Refused(Refusal::TooManyWatching {
            limit: MAX_WATCHING
        })]
    );
    ann.disconnect();
}

#[test]
fn a_room_that_never_starts_is_closed_after_the_operators_time() {
    let mut server = server();
    server.close_unstarted_after(Some(Duration::from_secs(1)));
    let mut clock = Clock::new();
    let (mut ann, _) = anns_room(&mut server, &mut clock);
    assert_eq!(server.rooms().len(), 1);
    let why = dropped(&mut server, &mut ann, &mut clock);
    assert_eq!(why, Some(Refusal::NeverStarted { minutes: 0 }));
    assert!(server.rooms().is_empty(), "the room is gone");
}

/// Pumps until `client` has the room's lobby.
fn until_lobby(server: &mut Host, client: &mut Client, clock: &mut Clock) {
    pump(
        server,
        &mut [client],
        &mut [Vec::new()],
        clock,
        |_, c, _| c[0].lobby().is_some(),
    );
}

#[test]
fn a_servers_computer_seats_carry_their_level_for_each_window_to_name() {
    use carcassonne::ai::Level;
    let mut server = server();
    let mut clock = Clock::new();
    let mut ann = join(
        &server.invite(),
        JoinRequest {
            create: Some(setup(3, &["hard"])),
            ..seated("Ann")
        },
    );
    until_lobby(&mut server, &mut ann, &mut clock);
    let lobby = ann.lobby().unwrap();
    let levels: Vec<Option<Level>> = lobby.seats.iter().map(|s| s.computer_level()).collect();
    assert_eq!(levels, vec![None, None, Some(Level::Hard)]);
    assert!(lobby.seats[0].named, "Ann named her seat");
}

#[test]
fn a_client_seats_no_server_computer_before_a_person() {
    use carcassonne::ai::Level;
    use carcassonne::net::RoomProblem;
    let mut server = server();
    let mut clock = Clock::new();
    // A window moves its computers to the last seats before asking; a
    // client that asks for more computers than seats is refused.
    let mut eve = join(
        &server.invite(),
        JoinRequest {
            create: Some(setup(2, &["easy", "easy", "hard"])),
            ..seated("Eve")
        },
    );
    assert_eq!(
        crate::net::refusal(&mut server, &mut eve, &mut clock),
        Refusal::BadRoom(RoomProblem::TooManyComputers {
            computers: 3,
            seats: 2
        })
    );
    // One that wishes for the computer's seat sits in the first open one:
    // the computer keeps the last seat, whoever comes.
    let mut eve = join(
        &server.invite(),
        JoinRequest {
            create: Some(setup(3, &["hard"])),
            seat: Some(2),
            ..seated("Eve")
        },
    );
    until_lobby(&mut server, &mut eve, &mut clock);
    assert_eq!(eve.seat(), Some(0));
    let levels: Vec<Option<Level>> = eve
        .lobby()
        .unwrap()
        .seats
        .iter()
        .map(|s| s.computer_level())
        .collect();
    assert_eq!(levels, vec![None, None, Some(Level::Hard)]);
}

#[test]
fn the_colours_a_client_gives_a_servers_computers_are_checked_then_kept() {
    use carcassonne::net::RoomProblem;
    let mut server = server();
    let mut clock = Clock::new();
    let with_colours = |colours: &[&str]| RoomSetup {
        colours: colours.iter().map(|c| c.to_string()).collect(),
        ..setup(3, &["hard", "easy"])
    };
    // Unknown, twice, or not one each: refused, naming what was sent.
    for colours in [
        &["green", "green"][..],
        &["mauve", "blue"],
        &["blue"],
        &["blue", "black", "red"],
        // Hundreds sent: the refusal says the first few back.
        &["x"; 300],
    ] {
        let mut eve = join(
            &server.invite(),
            JoinRequest {
                create: Some(with_colours(colours)),
                ..seated("Eve")
            },
        );
        assert_eq!(
            crate::net::refusal(&mut server, &mut eve, &mut clock),
            Refusal::BadRoom(RoomProblem::Colours(
                colours.iter().take(7).map(|c| c.to_string()).collect()
            )),
            "{colours:?}"
        );
    }
    // One each, each its own: the computers keep them, and the person
    // asking for the colour their seat number would have given a computer
    // gets it.
    let mut ann = join(
        &server.invite(),
        JoinRequest {
            create: Some(with_colours(&["blue", "black"])),
            colour: Some("red".into()),
            ..seated("Ann")
        },
    );
    until_lobby(&mut server, &mut ann, &mut clock);
    let colours: Vec<String> = ann
        .lobby()
        .unwrap()
        .seats
        .iter()
        .map(|s| s.colour.clone())
        .collect();
    assert_eq!(colours, ["red", "blue", "black"]);
}

#[test]
fn a_colour_an_open_seat_shows_goes_to_whoever_asks_for_it_and_no_two_seats_share_one() {
    use carcassonne::net::protocol::ClientMessage;
    use carcassonne::rules::RuleSet;
    let seats = (0..3).map(RoomSeat::open).collect();
    let mut room = carcassonne::net::Room::new(catalog(), RuleSet::default(), 3, seats).unwrap();
    let colours = |room: &carcassonne::net::Room| -> Vec<String> {
        room.lobby()
            .seats
            .iter()
            .map(|s| s.colour.clone())
            .collect()
    };
    assert_eq!(colours(&room), ["yellow", "red", "green"]);
    let ask = |room: &mut carcassonne::net::Room, conn, name: &str, colour: &str| {
        room.connect(conn);
        room.receive(
            conn,
            ClientMessage::Join {
                room: None,
                name: name.into(),
                colour: Some(colour.into()),
                seat: None,
                spectate: false,
                tiles: None,
                secret: None,
            },
        );
    };
    // Red is nobody's yet (the second seat only shows it): Ann gets it on
    // the first seat, and the second seat shows a colour nobody has.
    ask(&mut room, 1, "Ann", "red");
    let now = colours(&room);
    assert_eq!(now[0], "red");
    assert!(now[1] != "red" && now[1] != now[2], "{now:?}");
    // Ann has red: Bo, asking for it too, keeps the colour his seat shows.
    let shown = now[1].clone();
    ask(&mut room, 2, "Bo", "red");
    let now = colours(&room);
    assert_eq!(now[..2], ["red".to_string(), shown]);
    // Cleo asks for the colour Bo's seat showed before he sat: his now.
    ask(&mut room, 3, "Cleo", &now[1].clone());
    let last = colours(&room);
    assert_eq!(last[..2], now[..2]);
    assert!(!last[..2].contains(&last[2]), "{last:?}");
}
