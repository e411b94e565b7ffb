//! Friends across the internet, in the namespace lab (nat_lab.rs): two
//! homes behind their own NAT routers, a `carcassonne server` on the
//! public side. A host behind the UPnP router is joined directly through
//! the port it opened; a host behind a plain NAT is joined through the
//! server's introduction (hole punching); with the host's router
//! symmetric, through the server's relay. Each plays moves that both
//! sides see, and prints how long the joiner took to connect.

use crate::common::catalog;
use crate::nat_lab::{Lab, LabConfig, PUBLIC_SERVER, Router, or_skip};
use crate::net::seated;
use crate::net_meet::{friend_and_computer, play, play_to_the_end};
use carcassonne::net::meet::Path;
use carcassonne::net::portmap::{MapState, PortMapper};
use carcassonne::net::{Client, Host, HostConfig, Invite};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

const PORT: u16 = 7878;

/// The server on the public side, a meeting point with its relay on.
fn server_in(lab: &Lab) -> Host {
    lab.enter("public", || {
        // Bound to its one address: bound to all, its answers would leave
        // from the address of whichever link leads back, which no router's
        // NAT takes for the server's.
        let config = HostConfig {
            bind: SocketAddr::from((PUBLIC_SERVER, PORT)),
            ..HostConfig::public(PORT)
        };
        let mut server = Host::server(config, catalog(), None, 10).expect("a server");
        server.meet_here(Some(64 * 1024));
        server
    })
}

/// A host in `home` of a friend's seat and a computer's, listening on
/// every address as the window does.
fn host_in(lab: &Lab, home: &str) -> Host {
    lab.enter(home, || {
        Host::new(friend_and_computer(), HostConfig::public(PORT)).expect("a host")
    })
}

/// Registers `host` with `server`, updating both until it is.
fn register(host: &mut Host, server: &mut Host) {
    host.use_server(SocketAddr::from((PUBLIC_SERVER, PORT)));
    let start = Instant::now();
    while host.meeting().registered_as().is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "never registered"
        );
        std::thread::sleep(Duration::from_millis(2));
        server.update(Duration::from_millis(2));
        host.update(Duration::from_millis(2));
    }
}

fn join_in(lab: &Lab, home: &str, invite: &Invite) -> Client {
    let invite = invite.clone();
    lab.enter(home, move || {
        Client::join(&invite, seated("Bo"), catalog()).expect("a client")
    })
}

#[test]
fn a_host_behind_the_upnp_router_is_joined_directly_from_the_other_home() {
    let Some(lab) = or_skip(Lab::new()) else {
        return;
    };
    let mut host = host_in(&lab, "home1");
    let mapper = lab.enter("home1", || PortMapper::start(PORT));
    let start = Instant::now();
    while mapper.state() == MapState::Trying {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the router never answered"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let mapped_in = start.elapsed();
    let MapState::Mapped { external, .. } = mapper.state() else {
        panic!(
            "not mapped: {:?} after {mapped_in:?}\n{}",
            mapper.state(),
            lab.miniupnpd_log("router1")
        )
    };
    assert_eq!(external, SocketAddr::from((lab.addr("router1"), PORT)));
    host.set_router_address(Some(external));
    let invite = Invite::parse(&host.invite().code()).unwrap();
    assert_eq!(
        invite.also,
        vec![external],
        "the invite carries the mapped address"
    );

    let mut bo = join_in(&lab, "home2", &invite);
    let took = play(None, &mut host, &mut bo, 4);
    assert_eq!(bo.path(), Some(Path::Direct(external)));
    println!(
        "UPnP, direct: mapped in {} ms, connected in {} ms",
        mapped_in.as_millis(),
        took.as_millis()
    );
    drop(bo);
    drop(host);
    mapper.close();
}

#[test]
fn a_host_behind_a_router_without_upnp_is_joined_through_the_servers_introduction() {
    let Some(lab) = or_skip(Lab::new()) else {
        return;
    };
    let mut server = server_in(&lab);
    let mut host = host_in(&lab, "home2");
    register(&mut host, &mut server);
    let public = host.meeting().registered_as().unwrap();
    assert_eq!(
        public.ip(),
        lab.addr("router2"),
        "the server saw the router"
    );
    let invite = Invite::parse(&host.invite().code()).unwrap();
    assert!(invite.also.is_empty(), "nothing mapped");

    let mut bo = join_in(&lab, "home1", &invite);
    // The whole game, punched through.
    let took = play_to_the_end(Some(&mut server), &mut host, &mut bo);
    assert_eq!(bo.path(), Some(Path::Direct(public)), "punched through");
    let stats = server.rendezvous().unwrap().stats().clone();
    assert_eq!(stats.relayed_bytes, 0, "nothing relayed");
    println!(
        "introduction, punched: connected in {} ms; the whole game played ({} moves)",
        took.as_millis(),
        host.room().table().unwrap().moves().len()
    );
}

#[test]
fn with_punching_blocked_by_a_symmetric_nat_the_game_goes_through_the_relay() {
    let config = LabConfig {
        router1: Router::PLAIN,
        router2: Router {
            symmetric: true,
            ..Router::PLAIN
        },
    };
    let Some(lab) = or_skip(Lab::with(config)) else {
        return;
    };
    let mut server = server_in(&lab);
    let mut host = host_in(&lab, "home2");
    register(&mut host, &mut server);
    let mut bo = join_in(&lab, "home1", &host.invite());
    let took = play(Some(&mut server), &mut host, &mut bo, 8);
    assert!(
        matches!(bo.path(), Some(Path::Relay { .. })),
        "{:?}",
        bo.path()
    );
    let before = server.rendezvous().unwrap().stats().clone();
    let moves_before = host.room().table().unwrap().moves().len();
    play(Some(&mut server), &mut host, &mut bo, moves_before + 10);
    let after = server.rendezvous().unwrap().stats().clone();
    let moves = host.room().table().unwrap().moves().len() - moves_before;
    println!(
        "relay: connected in {} ms; {} bytes a move through the relay ({} datagrams for {moves} moves, both ways, netcode's headers and keep-alives included)",
        took.as_millis(),
        (after.relayed_bytes - before.relayed_bytes) / moves as u64,
        after.relayed_packets - before.relayed_packets,
    );
    // And on to the end of the game, through the relay.
    play_to_the_end(Some(&mut server), &mut host, &mut bo);
    assert!(matches!(bo.path(), Some(Path::Relay { .. })));
}

/// The window hosting in `home1` (behind the UPnP router) with a meeting
/// server in its settings: the router's port opened, the server
/// registered with, both named in the invite, and the lobby saying so.
#[cfg(feature = "gui")]
#[test]
fn a_window_hosting_behind_the_upnp_router_opens_the_port_and_registers_with_its_server() {
    use bevy::ecs::schedule::{Schedules, SingleThreadedExecutor};
    use carcassonne::app::language::Locale;
    use carcassonne::app::net::reach::{HostReach, reach_words};
    use carcassonne::app::net::{NetConfig, NetRequest, NetSession};
    use carcassonne::settings::Settings;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    let Some(lab) = or_skip(Lab::new()) else {
        return;
    };
    let mut server = server_in(&lab);
    let stop = Arc::new(AtomicBool::new(false));
    let stop_server = stop.clone();
    let server_thread = std::thread::spawn(move || {
        while !stop_server.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(5));
            server.update(Duration::from_millis(5));
        }
    });
    // Bevy's task pools are the process's, made by the first app: made
    // here, their threads are in this machine's namespace, not in home1's
    // (where every other test's systems would then run).
    drop(crate::net_apps::network_app(None));
    let (invite, words) = lab.enter("home1", || {
        let mut app = crate::net_apps::network_app(None);
        // Every system on this thread, which is in home1's namespace:
        // the task pools' threads, made by other tests, are not (a socket
        // a system opens there would be in this machine's own network).
        for (_, schedule) in app.world_mut().resource_mut::<Schedules>().iter_mut() {
            schedule.set_executor(SingleThreadedExecutor::new());
        }
        app.insert_resource(NetConfig {
            host: HostConfig::public(PORT),
            lan: None,
        });
        app.insert_resource(Settings {
            meeting_server: PUBLIC_SERVER.to_string(),
            ..Settings::default()
        });
        app.update();
        app.world_mut()
            .write_message(NetRequest::Host(crate::net_apps::ann_and_a_friend()));
        let start = Instant::now();
        loop {
            app.update();
            std::thread::sleep(Duration::from_millis(2));
            let session = app.world().resource::<NetSession>();
            let invite = Invite::parse(&session.invite().unwrap()).unwrap();
            let reach = app.world().get_resource::<HostReach>();
            let registered = match &session.link {
                carcassonne::app::net::Link::Host(h) => h.meeting().registered_as().is_some(),
                _ => false,
            };
            if !invite.also.is_empty() && registered {
                let words = reach_words(&Locale::load("en"), session, reach.unwrap());
                break (invite, words);
            }
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "not reachable: invite {invite:?}, registered {registered}"
            );
        }
    });
    stop.store(true, Ordering::Relaxed);
    server_thread.join().unwrap();
    assert_eq!(
        invite.also,
        vec![SocketAddr::from((lab.addr("router1"), PORT))]
    );
    assert_eq!(invite.server, Some(SocketAddr::from((PUBLIC_SERVER, PORT))));
    let lines: Vec<&str> = words.iter().map(|(w, _)| w.as_str()).collect();
    assert!(
        lines[0].contains("Reachable from the internet"),
        "{lines:?}"
    );
    assert!(
        lines[1].contains("through the server 11.0.0.1:7878"),
        "{lines:?}"
    );
    assert!(words.iter().all(|(_, good)| *good));
}

/// `carcassonne host` in `home` as a player runs it there: listening on
/// every address, the router asked; its folder holds the autosave and the
/// invite file.
fn host_command_in(lab: &Lab, home: &str) -> (crate::nat_lab::LabChild, std::path::PathBuf) {
    let dir = lab.dir().join(format!("host-command-{home}"));
    std::fs::create_dir_all(&dir).unwrap();
    let invite_file = dir.join("invite");
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne"));
    command
        .args(["host", "--port", &PORT.to_string(), "--lan-port", "0"])
        .args(["--players", "2", "--computer", "random"])
        .args(["--save", dir.join("host.ron").to_str().unwrap()])
        .args(["--invite-file", invite_file.to_str().unwrap()])
        .env("CARCASSONNE_DATA", &dir);
    (lab.spawn(home, "host", &mut command), invite_file)
}

/// Where the first line of `out` that starts with `start` is, and its
/// text after the label (`LABEL: CODE` gives the code).
fn line_at(out: &str, start: &str) -> Option<(usize, String)> {
    out.lines().enumerate().find_map(|(i, line)| {
        line.starts_with(start)
            .then(|| (i, line.rsplit(": ").next().unwrap_or("").to_string()))
    })
}

/// `host` prints an invite at once, before the router answers; when the
/// router (miniupnpd in router1) opens the port, it prints the invite
/// again with the router's address, which a friend in the other home
/// joins by directly.
#[test]
fn the_host_command_prints_its_invite_before_the_router_answers_and_again_with_its_address() {
    let Some(lab) = or_skip(Lab::new()) else {
        return;
    };
    let (mut host, invite_file) = host_command_in(&lab, "home1");
    let from_the_internet = "invite (now from the internet too): ";
    assert!(
        host.wait_for_text(from_the_internet, crate::common::PATIENCE),
        "no invite from the internet: {}{}\nminiupnpd:\n{}",
        host.stdout_text(),
        host.stderr_text(),
        lab.miniupnpd_log("router1")
    );
    let out = host.stdout_text();
    println!("host printed:\n{out}");
    let (first_at, first) = line_at(&out, "invite: ").expect("an invite at once");
    let (answer_at, _) =
        line_at(&out, "router: UDP port 7878 opened").expect("the router's answer");
    assert!(
        first_at < answer_at,
        "the invite waited for the router:\n{out}"
    );
    let first = Invite::parse(&first).expect("the first invite reads");
    assert!(first.also.is_empty(), "nothing mapped yet: {first:?}");
    let (again_at, again) = line_at(&out, from_the_internet).unwrap();
    assert!(answer_at < again_at, "{out}");
    let again = Invite::parse(&again).expect("the new invite reads");
    let external = SocketAddr::from((lab.addr("router1"), PORT));
    assert_eq!(again.also, vec![external], "the router's address added");
    assert_eq!(
        (again.addr, again.room, again.key),
        (first.addr, first.room, first.key),
        "the same room"
    );
    assert_eq!(
        std::fs::read_to_string(&invite_file).unwrap(),
        again.code(),
        "the invite file holds the newest"
    );
    // A friend in the other home takes the seat through the router.
    let mut bo = join_in(&lab, "home2", &again);
    let start = Instant::now();
    while bo.seat().is_none() {
        assert!(
            start.elapsed() < crate::common::PATIENCE,
            "Bo never sat: {:?}\n{}",
            bo.closed(),
            host.stdout_text()
        );
        std::thread::sleep(Duration::from_millis(2));
        bo.update(Duration::from_millis(2));
    }
    assert_eq!(bo.path(), Some(Path::Direct(external)));
}

/// With no router answering, `host` prints its invite first, then (when
/// UPnP and NAT-PMP have had their time) that it is reachable on this
/// network only, and keeps the invite.
#[test]
fn with_no_router_answering_the_host_command_prints_its_invite_first_and_keeps_it() {
    let config = LabConfig {
        router1: Router::PLAIN,
        router2: Router::PLAIN,
    };
    let Some(lab) = or_skip(Lab::with(config)) else {
        return;
    };
    let (mut host, invite_file) = host_command_in(&lab, "home1");
    let no_answer = "router: no answer to UPnP or NAT-PMP";
    assert!(
        host.wait_for_text(no_answer, crate::common::PATIENCE),
        "the router's silence never said: {}{}",
        host.stdout_text(),
        host.stderr_text()
    );
    let out = host.stdout_text();
    let (invite_at, code) = line_at(&out, "invite: ")
        .unwrap_or_else(|| panic!("no invite before the router's silence:\n{out}"));
    let (silence_at, _) = line_at(&out, no_answer).unwrap();
    assert!(
        invite_at < silence_at,
        "the invite waited for the router:\n{out}"
    );
    assert!(Invite::parse(&code).unwrap().also.is_empty());
    assert_eq!(
        out.lines().filter(|l| l.starts_with("invite")).count(),
        1,
        "one invite: {out}"
    );
    assert_eq!(std::fs::read_to_string(&invite_file).unwrap(), code);
}

/// The window hosting in `home1` behind a router that answers neither
/// UPnP nor NAT-PMP: its lobby shows the invite from the first frame, while
/// it is still asking the router, and keeps it when no router answers.
/// (With a router that opens the port, the invite gains its address: the
/// test above.)
#[cfg(feature = "gui")]
#[test]
fn a_window_hosting_behind_a_silent_router_shows_its_invite_while_it_asks() {
    use bevy::ecs::schedule::{Schedules, SingleThreadedExecutor};
    use carcassonne::app::language::Locale;
    use carcassonne::app::net::reach::{HostReach, reach_words};
    use carcassonne::app::net::{NetConfig, NetRequest, NetSession};

    let config = LabConfig {
        router1: Router::PLAIN,
        router2: Router::PLAIN,
    };
    let Some(lab) = or_skip(Lab::with(config)) else {
        return;
    };
    // The task pools made here, outside the lab (see the test above).
    drop(crate::net_apps::network_app(None));
    let (first, last) = lab.enter("home1", || {
        let mut app = crate::net_apps::network_app(None);
        for (_, schedule) in app.world_mut().resource_mut::<Schedules>().iter_mut() {
            schedule.set_executor(SingleThreadedExecutor::new());
        }
        app.insert_resource(NetConfig {
            host: HostConfig::public(PORT),
            lan: None,
        });
        app.update();
        app.world_mut()
            .write_message(NetRequest::Host(crate::net_apps::ann_and_a_friend()));
        let en = Locale::load("en");
        // What the lobby shows: the invite, and the router's line.
        let shown = |app: &bevy::prelude::App| -> Option<(String, String)> {
            let session = app.world().get_resource::<NetSession>()?;
            let reach = app.world().get_resource::<HostReach>()?;
            let words = reach_words(&en, session, reach);
            Some((session.invite()?, words.first()?.0.clone()))
        };
        let start = Instant::now();
        let mut first = None;
        loop {
            app.update();
            if let Some(now) = shown(&app) {
                let first = first.get_or_insert_with(|| now.clone());
                if !now.1.starts_with("Asking") {
                    break (first.clone(), now);
                }
            }
            assert!(
                start.elapsed() < crate::common::PATIENCE,
                "the router's silence never said: {first:?}"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    });
    assert!(
        first
            .1
            .starts_with("Asking the router to open UDP port 7878"),
        "the first lobby already had the router's answer: {first:?}"
    );
    assert!(Invite::parse(&first.0).unwrap().also.is_empty());
    assert!(last.1.contains("this network only"), "{last:?}");
    assert_eq!(
        last.0, first.0,
        "the same invite, still good on this network"
    );
}
