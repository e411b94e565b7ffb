//! `carcassonne server`: many rooms on one UDP port, made by whoever holds
//! its invite, and a meeting point for games hosted elsewhere; its flags,
//! its secret and resumed rooms, its loop and its health. The network
//! itself is in `crate::net`.

use super::health::{Health, health_line, serve_health};
use super::net::{event_words, keep_secret, list_on_lan, publish_invite, read_secret};
use super::say::say;
use super::setup::load_catalog;
use crate::net::meet::MeetLimits;
use crate::net::{Host, HostConfig, Room, RoomId};
use clap::Args;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(Args)]
pub(super) struct ServerArgs {
    /// The UDP port to listen on (0: any free port)
    #[arg(long, value_name = "PORT", default_value_t = 7878)]
    port: u16,
    /// The address players reach this machine at, as invites name it
    #[arg(long, value_name = "IP")]
    address: Option<std::net::IpAddr>,
    /// Listen on 127.0.0.1 only
    #[arg(long)]
    local: bool,
    /// The UDP port where players on this network look for games (0: do
    /// not list them)
    #[arg(long, value_name = "PORT", default_value_t = crate::net::DISCOVERY_PORT)]
    lan_port: u16,
    /// The folder of the rooms' autosaves and the server's secret
    /// (default: server/ in the saves folder); unfinished rooms there
    /// continue
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
    /// Most rooms at once
    #[arg(long, value_name = "N", default_value_t = 1000)]
    max_rooms: usize,
    /// Most connections at once
    #[arg(long, value_name = "N", default_value_t = 1024)]
    max_clients: usize,
    /// Also write the server's invite code to this file (for scripts; it
    /// appears whole, never half-written)
    #[arg(long, value_name = "FILE")]
    invite_file: Option<PathBuf>,
    /// Relay the datagrams of hosts and friends whose routers allow no
    /// direct way (introductions are always made)
    #[arg(long, value_name = "on|off", default_value = "on", value_parser = ["on", "off"])]
    relay: String,
    /// The relay's cap for each room, in KiB a second (both ways); a game
    /// needs 2 to 12, by how often its host updates (each update is
    /// acknowledged)
    #[arg(long, value_name = "KIB", default_value_t = 64)]
    relay_cap: u64,
    /// A room that has not started this many minutes after it was made
    /// is closed (0: never)
    #[arg(long, value_name = "MINUTES", default_value_t = 30)]
    room_wait: u64,
    /// Most games hosted elsewhere registered with the meeting point at
    /// once
    #[arg(long, value_name = "N", default_value_t = MeetLimits::default().registrations)]
    meet_max: usize,
    /// The relay's cap for all rooms together, in KiB a second
    #[arg(long, value_name = "KIB", default_value_t = MeetLimits::default().relay_total / 1024)]
    relay_total: u64,
    /// A TCP port answering `GET /health` with the health line (0: none)
    #[arg(long, value_name = "PORT", default_value_t = 0)]
    health_port: u16,
    /// The address the health port listens on (a monitor on this machine
    /// by default; 0.0.0.0 for every address, then keep it firewalled)
    #[arg(long, value_name = "IP", default_value = "127.0.0.1")]
    health_address: std::net::IpAddr,
}

/// The server's socket, with its meeting point and limits, from its
/// flags; its secret from its folder (or a new one).
fn open_server(args: &ServerArgs, dir: &Path) -> Result<Host, String> {
    let mut config = if args.local {
        HostConfig::local(args.port)
    } else {
        HostConfig::public(args.port)
    };
    config.max_clients = args.max_clients;
    if let Some(ip) = args.address {
        config.public = Some(SocketAddr::new(ip, args.port));
    }
    // The secret is kept so that invites and seats stay good across a
    // restart.
    let secret_path = dir.join("server.secret");
    config.key = read_secret(&secret_path)?;
    let mut host = Host::server(
        config,
        load_catalog()?,
        Some(dir.to_path_buf()),
        args.max_rooms,
    )
    .map_err(|e| format!("server: {e}"))?;
    keep_secret(&secret_path, host.secret())?;
    host.close_unstarted_after(
        (args.room_wait > 0).then(|| Duration::from_secs(args.room_wait * 60)),
    );
    let limits = MeetLimits {
        registrations: args.meet_max,
        relay_total: args.relay_total * 1024,
        ..MeetLimits::default()
    };
    host.meet_here_within(
        (args.relay == "on").then_some(args.relay_cap * 1024),
        limits,
    );
    Ok(host)
}

/// The server's unfinished rooms continue, under their ids; returns how
/// many. A room saved by a version whose room numbers were counted
/// (`room-12.ron`) continues under a new random id, its file renamed.
fn resume_rooms(host: &mut Host, dir: &Path) -> Result<usize, String> {
    let catalog = load_catalog()?;
    let mut resumed = 0;
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        let id = match crate::net::room_of_file(name) {
            Some(id) => Some(id),
            None if is_counted_room(name) => None,
            None => continue,
        };
        let room = crate::saves::read_record(&path).and_then(|r| Room::resume(catalog.clone(), &r));
        match room {
            Ok(room) if !room.is_over() => {
                let id = host.add_room(room, id);
                let kept = dir.join(crate::net::room_file(id));
                if kept != path
                    && let Err(e) = std::fs::rename(&path, &kept)
                {
                    say(format!("{}: {e}", path.display()));
                }
                if let Some(room) = host.room_by_id(id) {
                    room.autosave_to(kept);
                }
                resumed += 1;
                say(format!(
                    "room {id:016x} continues: {}",
                    host.invite_to(id).code()
                ));
            }
            Ok(_) => {}
            Err(e) => say(format!("{name} cannot continue: {e}")),
        }
    }
    Ok(resumed)
}

/// An older version's room file: `room-N.ron`, N counted from 1.
fn is_counted_room(name: &str) -> bool {
    name.strip_prefix("room-")
        .and_then(|n| n.strip_suffix(".ron"))
        .is_some_and(|n| !n.is_empty() && n.len() <= 10 && n.bytes().all(|b| b.is_ascii_digit()))
}

pub(super) fn server(args: ServerArgs) -> Result<String, String> {
    let dir = match &args.dir {
        Some(d) => d.clone(),
        None => crate::saves::data_dir()
            .ok_or("no saves folder on this system: name one with --dir")?
            .join("server"),
    };
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut host = open_server(&args, &dir)?;
    list_on_lan(&mut host, args.local, args.lan_port);
    let health = Health::new(health_line(&host));
    if args.health_port != 0 {
        let at = serve_health(
            SocketAddr::new(args.health_address, args.health_port),
            health.clone(),
        )
        .map_err(|e| format!("server: health port {}: {e}", args.health_port))?;
        say(format!("health: http://{at}/health"));
    }
    let resumed = resume_rooms(&mut host, &dir)?;
    let code = host.invite().code();
    publish_invite(
        "server invite",
        &code,
        &dir.join("server.invite"),
        args.invite_file.as_ref(),
    )?;
    say(format!(
        "listening on UDP port {}; {resumed} room(s) resumed; a room is made with: carcassonne join {code} --new-room P [--room-computer LEVEL ...] --computer LEVEL",
        host.bound_addr().port()
    ));
    say(match args.relay.as_str() {
        "on" => format!(
            "meeting point: introduces hosts and their friends, and relays up to {} KiB/s a room",
            args.relay_cap
        ),
        _ => "meeting point: introduces hosts and their friends; no relay".into(),
    });
    say(health_line(&host));
    server_loop(&mut host, &health)
}

/// The server's loop: a tick every [`crate::net::SERVER_TICK`], what
/// happens in each room said, the health line kept current.
fn server_loop(host: &mut Host, health: &Health) -> Result<String, String> {
    let mut last = Instant::now();
    let mut health_said = Instant::now();
    loop {
        // The health line: every tick for the endpoint, every minute here.
        health.set(health_line(host));
        if health_said.elapsed() >= Duration::from_secs(60) {
            health_said = Instant::now();
            say(health_line(host));
        }
        // A tick every SERVER_TICK, however long the last one's work took.
        std::thread::sleep(
            (last + crate::net::SERVER_TICK).saturating_duration_since(Instant::now()),
        );
        let now = Instant::now();
        for (room, e) in host.update_rooms(now - last) {
            if let Some(words) = event_words(&e) {
                say(room_words(room, &words));
            }
        }
        last = now;
    }
}

/// An event's words with its room.
fn room_words(room: RoomId, words: &str) -> String {
    format!("room {room:016x}: {words}")
}
