//! Network play figures over loopback UDP: bytes per move and per game
//! (message payloads and whole datagrams), the time from a move made on
//! the host to the move seen by a client (median, max), and how many rooms
//! of two computer seats one server thread holds while moves still reach
//! their spectators in under 100 ms; and how many rooms one meeting
//! point's relay carries on one thread under the same bar. Prints figures;
//! run with `cargo bench --no-default-features --bench net [-- ROOMS...]`
//! (`-- relay ROOMS...` for the relay alone).

use carcassonne::ai::arena::thread_cpu;
use carcassonne::ai::{Ai, Level};
use carcassonne::net::meet::MeetLimits;
use carcassonne::net::{
    Bot, Client, ClientEvent, Host, HostConfig, HostEvent, JoinRequest, Room, RoomSeat,
};
use carcassonne::rules::{Move, RuleSet, TileCatalog};
use carcassonne::table::ConfirmedTurn;
use std::collections::HashMap;
use std::net::{SocketAddr, UdpSocket};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The loops' tick, as `carcassonne host` and `join` run.
const TICK: Duration = Duration::from_millis(2);

/// A window's frame: how often a player's window updates its connection.
const FRAME: Duration = Duration::from_millis(16);

fn main() {
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let catalog = Arc::new(TileCatalog::load(&assets).expect("tile data loads"));
    let relay_only = std::env::args().any(|a| a == "relay");
    let rooms: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let rooms = if rooms.is_empty() {
        vec![50, 200, 500, 1000]
    } else {
        rooms
    };
    if !relay_only {
        bytes_per_move(&catalog);
        host_to_client(&catalog);
        for &n in &rooms {
            if !rooms_on_one_server(&catalog, n) {
                break;
            }
        }
    }
    for &n in &rooms {
        if !relayed_rooms(&catalog, n) {
            break;
        }
    }
}

/// The `p`th fraction of sorted `delays`, in milliseconds.
fn percentile_ms(delays: &[Duration], p: f64) -> f64 {
    delays
        .get(((delays.len() as f64 * p) as usize).min(delays.len().saturating_sub(1)))
        .map_or(f64::NAN, |d| d.as_secs_f64() * 1000.0)
}

/// `n` hosts at home, each of a room of two computer seats (Easy, a move
/// a second) and each watched by one spectator who reaches it only
/// through the meeting point's relay. The meeting point runs on a thread
/// of its own (the figure: its CPU), the hosts on a second, the spectators
/// on a third. Returns whether moves still reached the spectators in
/// under 100 ms (99th percentile), the relay's way included.
fn relayed_rooms(catalog: &Arc<TileCatalog>, n: usize) -> bool {
    let mut meeting = Host::server(HostConfig::local(0), catalog.clone(), None, 1).unwrap();
    // Every host and spectator here shares 127.0.0.1, which the per-address
    // limits are not meant for; nor is the overall relay cap a measure of
    // what one core relays.
    let limits = MeetLimits {
        requests_per_second: u32::MAX,
        per_address: usize::MAX,
        registrations: n.max(MeetLimits::default().registrations),
        relay_total: u64::MAX / 2,
        ..MeetLimits::default()
    };
    meeting.meet_here_within(Some(64 * 1024), limits);
    let meeting_addr = meeting.bound_addr();
    let stop = Arc::new(AtomicBool::new(false));
    let stop_meeting = stop.clone();
    let meeting_thread = std::thread::spawn(move || {
        let mut cpu_from: Option<(Instant, Option<f64>)> = None;
        let mut last = Instant::now();
        let started = Instant::now();
        while !stop_meeting.load(Ordering::Relaxed) {
            std::thread::sleep(
                (last + carcassonne::net::SERVER_TICK).saturating_duration_since(Instant::now()),
            );
            let dt = last.elapsed();
            last = Instant::now();
            meeting.update(dt);
            // The CPU from when every room is under way (the joins over).
            if cpu_from.is_none() && started.elapsed() > Duration::from_secs(8) {
                cpu_from = Some((Instant::now(), thread_cpu()));
            }
        }
        let cpu = cpu_from.and_then(|(at, cpu)| {
            thread_cpu()
                .zip(cpu)
                .map(|(b, a)| (b - a) / at.elapsed().as_secs_f64())
        });
        (cpu, meeting.rendezvous().unwrap().stats().clone())
    });
    let mut hosts: Vec<Host> = (0..n)
        .map(|i| {
            let seats = vec![
                RoomSeat::computer(0, Level::Easy),
                RoomSeat::computer(1, Level::Easy),
            ];
            let mut room = Room::new(catalog.clone(), RuleSet::default(), i as u64, seats).unwrap();
            room.auto_start = false;
            room.set_computer_pace(Duration::from_secs(1));
            let mut host = Host::new(room, HostConfig::local(0)).unwrap();
            host.use_server(meeting_addr);
            host
        })
        .collect();
    let invites: Vec<_> = hosts.iter().map(Host::invite).collect();
    let stamps: Arc<Mutex<HashMap<(usize, usize), Instant>>> = Arc::default();
    let (stamps2, stop2, catalog2) = (stamps.clone(), stop.clone(), catalog.clone());
    let watchers = std::thread::spawn(move || {
        let mut clients: Vec<Client> = invites
            .iter()
            .map(|inv| {
                let request = JoinRequest {
                    relay_only: true,
                    timeout_seconds: 30,
                    ..JoinRequest::spectate("Watcher")
                };
                Client::join(inv, request, catalog2.clone()).unwrap()
            })
            .collect();
        let mut delays = Vec::new();
        let mut placed = vec![0usize; clients.len()];
        let mut last = Instant::now();
        while !stop2.load(Ordering::Relaxed) {
            std::thread::sleep(FRAME);
            let dt = last.elapsed();
            last = Instant::now();
            for (i, (c, placed)) in clients.iter_mut().zip(&mut placed).enumerate() {
                for e in c.update(dt) {
                    if let ClientEvent::Moved { .. } = e {
                        *placed += 1;
                        let at = stamps2.lock().unwrap().get(&(i, *placed)).copied();
                        if let Some(at) = at {
                            delays.push(at.elapsed());
                        }
                    }
                }
            }
        }
        let watching = clients.iter().filter(|c| c.is_connected()).count();
        (delays, watching)
    });
    let started = Instant::now();
    let mut last = Instant::now();
    let mut placed = vec![0usize; n];
    let mut begun: Option<Instant> = None;
    let mut begun_rooms = 0usize;
    let measure = Duration::from_secs(25);
    while started.elapsed() < measure {
        std::thread::sleep(
            (last + carcassonne::net::SERVER_TICK).saturating_duration_since(Instant::now()),
        );
        let dt = last.elapsed();
        last = Instant::now();
        let connected = hosts.iter().filter(|h| h.connections() > 0).count();
        for (i, host) in hosts.iter_mut().enumerate() {
            let t0 = Instant::now();
            for e in host.update(dt) {
                if let HostEvent::Moved { .. } = e {
                    placed[i] += 1;
                    stamps.lock().unwrap().insert((i, placed[i]), t0);
                }
            }
        }
        // The rooms start once their spectators are in, spread over a second.
        if begun.is_none() && (connected >= n || started.elapsed() > Duration::from_secs(8)) {
            begun = Some(Instant::now());
        }
        if let Some(at) = begun {
            let due = ((at.elapsed().as_secs_f64() * n as f64) as usize + 1).min(n);
            while begun_rooms < due {
                let _ = hosts[begun_rooms].room_mut().start();
                begun_rooms += 1;
            }
        }
    }
    stop.store(true, Ordering::Relaxed);
    let (mut delays, watching) = watchers.join().unwrap();
    let (meeting_cpu, stats) = meeting_thread.join().unwrap();
    delays.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let pct = |p: f64| percentile_ms(&delays, p);
    let p99 = pct(0.99);
    let moves: usize = placed.iter().sum();
    println!(
        "{n} relayed rooms (a host and a spectator each, a move a second a room) through one meeting point thread: {} moves seen by {watching} spectators; delivery median {:.1} ms, 99th percentile {:.1} ms, max {:.1} ms; meeting point thread CPU {} of one core; {} KiB relayed in {} datagrams ({} bytes a move, both ways, connecting included), {} dropped",
        delays.len(),
        pct(0.5),
        p99,
        delays.last().map_or(f64::NAN, |&d| ms(d)),
        meeting_cpu.map_or("unknown".into(), |c| format!("{:.0} %", 100.0 * c)),
        stats.relayed_bytes / 1024,
        stats.relayed_packets,
        stats.relayed_bytes / moves.max(1) as u64,
        stats.dropped,
    );
    p99 < 100.0 && watching == n
}

/// A relay that counts the datagrams and bytes passing each way (UDP
/// payloads: netcode's and renet's headers included, IP and UDP not).
fn counting_relay(
    front: UdpSocket,
    host: SocketAddr,
) -> (
    Arc<AtomicBool>,
    Arc<[AtomicU64; 4]>,
    std::thread::JoinHandle<()>,
) {
    let stop = Arc::new(AtomicBool::new(false));
    let counts: Arc<[AtomicU64; 4]> = Arc::new(Default::default());
    let (flag, c) = (stop.clone(), counts.clone());
    let thread = std::thread::spawn(move || {
        front.set_nonblocking(true).unwrap();
        let mut upstream: HashMap<SocketAddr, UdpSocket> = HashMap::new();
        let mut buf = [0u8; 2048];
        while !flag.load(Ordering::Relaxed) {
            while let Ok((n, from)) = front.recv_from(&mut buf) {
                let s = upstream.entry(from).or_insert_with(|| {
                    let s = UdpSocket::bind("127.0.0.1:0").unwrap();
                    s.set_nonblocking(true).unwrap();
                    s
                });
                c[0].fetch_add(1, Ordering::Relaxed);
                c[1].fetch_add(n as u64, Ordering::Relaxed);
                let _ = s.send_to(&buf[..n], host);
            }
            for (&client, s) in &upstream {
                while let Ok((n, _)) = s.recv_from(&mut buf) {
                    c[2].fetch_add(1, Ordering::Relaxed);
                    c[3].fetch_add(n as u64, Ordering::Relaxed);
                    let _ = front.send_to(&buf[..n], client);
                }
            }
            std::thread::sleep(Duration::from_micros(100));
        }
    });
    (stop, counts, thread)
}

/// One seeded 3-seat game (a computer on the host, two clients with
/// computer levels) through a counting relay.
fn bytes_per_move(catalog: &Arc<TileCatalog>) {
    let front = UdpSocket::bind("127.0.0.1:0").unwrap();
    let config = HostConfig {
        public: Some(front.local_addr().unwrap()),
        ..HostConfig::local(0)
    };
    let seats = vec![
        RoomSeat::open(0),
        RoomSeat::open(1),
        RoomSeat::computer(2, Level::Easy),
    ];
    let room = Room::new(catalog.clone(), RuleSet::default(), 3, seats).unwrap();
    let mut host = Host::new(room, config).unwrap();
    let (stop, counts, relay) = counting_relay(front, host.bound_addr());
    let invite = host.invite();
    let mut clients = [
        Client::join(&invite, JoinRequest::seat("Ann"), catalog.clone()).unwrap(),
        Client::join(&invite, JoinRequest::seat("Bo"), catalog.clone()).unwrap(),
    ];
    let mut bots = [Bot::new(Level::Easy, 1), Bot::new(Level::Easy, 2)];
    let started = Instant::now();
    let mut last = Instant::now();
    let mut ready = false;
    while !clients.iter().all(|c| c.scores().is_some()) {
        assert!(started.elapsed() < Duration::from_secs(300));
        std::thread::sleep(TICK);
        let dt = last.elapsed();
        last = Instant::now();
        host.update(dt);
        for (c, b) in clients.iter_mut().zip(&mut bots) {
            c.update(dt);
            b.act(c);
        }
        if !ready && clients.iter().all(|c| c.seat().is_some()) {
            clients.iter_mut().for_each(|c| c.ready(true));
            ready = true;
        }
    }
    let secs = started.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    relay.join().unwrap();
    let table = host.room().table().unwrap();
    let moves = table.moves().len() as f64;
    let t = host.traffic();
    let [up_n, up_b, down_n, down_b] = counts.each_ref().map(|a| a.load(Ordering::Relaxed));
    println!(
        "bytes: one seeded 3-seat game (two clients, one computer on the host), {moves} moves in {secs:.1} s"
    );
    println!(
        "  payload: a move and the next draw (Moved + Drawn) = {:.0} bytes a client a move; {} bytes a client for the whole game ({} messages)",
        t.move_bytes as f64 / 2.0 / moves,
        t.bytes / 2,
        t.messages / 2
    );
    println!(
        "  datagrams (netcode + renet headers, acks, keep-alives; not IP/UDP): host to clients {down_n} datagrams, {down_b} bytes ({:.0} bytes a client a move); clients to host {up_n} datagrams, {up_b} bytes",
        down_b as f64 / 2.0 / moves
    );
}

/// The time from a move made on the host (a person's seat there, played
/// by the computer) to the client seeing it, host and client each in their
/// own thread ticking every 2 ms, as the commands do.
fn host_to_client(catalog: &Arc<TileCatalog>) {
    let seats = vec![RoomSeat::here(0, "Host"), RoomSeat::open(1)];
    let room = Room::new(catalog.clone(), RuleSet::default(), 9, seats).unwrap();
    let mut host = Host::new(room, HostConfig::local(0)).unwrap();
    let invite = host.invite();
    // Each host move by its record line (no two placements are alike).
    let sent: Arc<Mutex<HashMap<String, Instant>>> = Arc::default();
    let done = Arc::new(AtomicBool::new(false));
    let (sent2, done2, catalog2) = (sent.clone(), done.clone(), catalog.clone());
    let client = std::thread::spawn(move || {
        let mut c = Client::join(&invite, JoinRequest::seat("Bo"), catalog2).unwrap();
        let mut bot = Bot::new(Level::Easy, 3);
        let mut seen = Vec::new();
        let mut last = Instant::now();
        let started = Instant::now();
        while c.scores().is_none() && started.elapsed() < Duration::from_secs(300) {
            std::thread::sleep(TICK);
            let dt = last.elapsed();
            last = Instant::now();
            for e in c.update(dt) {
                match e {
                    ClientEvent::Moved { seat: 0, mv } => {
                        let at = sent2.lock().unwrap().get(&mv.to_string()).copied();
                        if let Some(at) = at {
                            seen.push(at.elapsed());
                        }
                    }
                    ClientEvent::Lobby(l) if !l.started => c.ready(true),
                    _ => {}
                }
            }
            bot.act(&mut c);
        }
        done2.store(true, Ordering::Relaxed);
        seen
    });
    let mut ai = Ai::new(Level::Easy, 4);
    let mut last = Instant::now();
    while !done.load(Ordering::Relaxed) {
        std::thread::sleep(TICK);
        let dt = last.elapsed();
        last = Instant::now();
        host.update(dt);
        let Some(table) = host.room().table() else {
            continue;
        };
        if table.to_move() == 0 && table.hand().is_some() && !table.is_finished() {
            let view = table.view(Some(0));
            let input = match ai.choose(&view).map(|s| s.mv) {
                Ok(Move::Place {
                    placement, action, ..
                }) => ConfirmedTurn::Place { placement, action },
                _ => continue,
            };
            // The "click": the move made here, then sent on this tick.
            let at = Instant::now();
            host.room_mut().play(0, input).unwrap();
            let table = host.room().table().unwrap();
            let line = carcassonne::rules::record::RecordMove::from_move(
                table
                    .moves()
                    .iter()
                    .rev()
                    .find(|m| matches!(m, Move::Place { .. }))
                    .unwrap(),
                table.catalog(),
            )
            .to_string();
            sent.lock().unwrap().insert(line, at);
            host.update(Duration::ZERO);
        }
    }
    let mut seen = client.join().unwrap();
    seen.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "host to client over loopback, 2 ms ticks: {} moves, median {:.2} ms, max {:.2} ms",
        seen.len(),
        ms(seen[seen.len() / 2]),
        ms(*seen.last().unwrap())
    );
}

/// `n` rooms of two computer seats (Easy, a move a second each after
/// the last move) on one server thread, each watched by one spectator
/// (all spectators on a second thread). Returns whether moves still
/// reached the spectators in under 100 ms (99th percentile).
fn rooms_on_one_server(catalog: &Arc<TileCatalog>, n: usize) -> bool {
    let config = HostConfig {
        max_clients: n + 8,
        ..HostConfig::local(0)
    };
    let mut server = Host::server(config, catalog.clone(), None, n).unwrap();
    for i in 0..n {
        let seats = vec![
            RoomSeat::computer(0, Level::Easy),
            RoomSeat::computer(1, Level::Easy),
        ];
        let mut room = Room::new(catalog.clone(), RuleSet::default(), i as u64, seats).unwrap();
        room.auto_start = false;
        room.set_computer_pace(Duration::from_secs(1));
        server.add_room(room, Some(i as u64 + 1));
    }
    let invites: Vec<_> = (0..n).map(|i| server.invite_to(i as u64 + 1)).collect();
    let stamps: Arc<Mutex<HashMap<(u64, usize), Instant>>> = Arc::default();
    let stop = Arc::new(AtomicBool::new(false));
    let (stamps2, stop2, catalog2) = (stamps.clone(), stop.clone(), catalog.clone());
    let watchers = std::thread::spawn(move || {
        let mut clients: Vec<(u64, Client)> = invites
            .iter()
            .map(|inv| {
                (
                    inv.room,
                    Client::join(inv, JoinRequest::spectate("Watcher"), catalog2.clone()).unwrap(),
                )
            })
            .collect();
        let (started, cpu0) = (Instant::now(), thread_cpu());
        let mut delays = Vec::new();
        let mut placed = vec![0usize; clients.len()];
        let mut last = Instant::now();
        while !stop2.load(Ordering::Relaxed) {
            std::thread::sleep(FRAME);
            let dt = last.elapsed();
            last = Instant::now();
            for ((room, c), placed) in clients.iter_mut().zip(&mut placed) {
                for e in c.update(dt) {
                    if let ClientEvent::Moved { .. } = e {
                        *placed += 1;
                        let at = stamps2.lock().unwrap().get(&(*room, *placed)).copied();
                        if let Some(at) = at {
                            delays.push(at.elapsed());
                        }
                    }
                }
            }
        }
        let watching = clients.iter().filter(|(_, c)| c.is_connected()).count();
        let cpu = thread_cpu()
            .zip(cpu0)
            .map(|(b, a)| (b - a) / started.elapsed().as_secs_f64());
        (delays, watching, cpu)
    });
    let started = Instant::now();
    let mut last = Instant::now();
    let mut busy = Duration::ZERO;
    let mut ticks = 0u32;
    // When the rooms began (and the server thread's CPU then), how many.
    let mut begun: Option<(Instant, Option<f64>)> = None;
    let mut begun_rooms = 0usize;
    let mut placed: HashMap<u64, usize> = HashMap::new();
    let measure = Duration::from_secs(25);
    while started.elapsed() < measure {
        std::thread::sleep(
            (last + carcassonne::net::SERVER_TICK).saturating_duration_since(Instant::now()),
        );
        let dt = last.elapsed();
        last = Instant::now();
        let t0 = Instant::now();
        let events = server.update_rooms(dt);
        for (room, e) in events {
            if let HostEvent::Moved { .. } = e {
                let n = placed.entry(room).or_default();
                *n += 1;
                stamps.lock().unwrap().insert((room, *n), t0);
            }
        }
        busy += t0.elapsed();
        ticks += 1;
        // Start the rooms once their spectators are in, spread over one
        // second: rooms made at one instant would otherwise all want their
        // computers' moves in the same tick, every second, which rooms
        // made by players at their own times never do.
        if begun.is_none()
            && (server.connections() >= n || started.elapsed() > Duration::from_secs(5))
        {
            begun = Some((Instant::now(), thread_cpu()));
        }
        if let Some((at, _)) = begun {
            let due = ((at.elapsed().as_secs_f64() * n as f64) as usize + 1).min(n);
            while begun_rooms < due {
                begun_rooms += 1;
                let _ = server.room_by_id(begun_rooms as u64).unwrap().start();
            }
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    // The server's own CPU while the games run, whatever else the machine
    // runs: the share of one core it needs for `n` rooms.
    let server_cpu = begun.and_then(|(at, cpu)| {
        thread_cpu()
            .zip(cpu)
            .map(|(b, a)| (b - a) / at.elapsed().as_secs_f64())
    });
    stop.store(true, Ordering::Relaxed);
    let (mut delays, watching, watchers_cpu) = watchers.join().unwrap();
    delays.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let pct = |p: f64| percentile_ms(&delays, p);
    let p99 = pct(0.99);
    let share = |c: Option<f64>| c.map_or("unknown".into(), |c| format!("{:.0} %", 100.0 * c));
    println!(
        "{n} rooms (2 computer seats each, a move a second a room) on one server thread: {} moves seen by {watching} spectators in {:.0} s; delivery median {:.1} ms, 99th percentile {:.1} ms, max {:.1} ms; server thread CPU {} of one core, busy {:.0} % of the wall time ({:.2} ms a tick); the spectators' thread CPU {}",
        delays.len(),
        measure.as_secs_f64(),
        pct(0.5),
        p99,
        delays.last().map_or(f64::NAN, |&d| ms(d)),
        share(server_cpu),
        100.0 * busy.as_secs_f64() / elapsed,
        ms(busy) / ticks as f64,
        share(watchers_cpu),
    );
    p99 < 100.0
}
