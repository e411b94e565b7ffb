//! `carcassonne host` and `carcassonne join`: one room hosted from the
//! command line, and a seat played (or a game watched) from it, printing
//! as the game goes. The network itself is in `crate::net`.

use super::health::{health_line, serve_health};
use super::{RuleFlags, level_arg, load_catalog};
use crate::ai::Level;
use crate::net::{
    Bot, Client, ClientEvent, Finder, Host, HostConfig, HostEvent, Invite, JoinRequest, Room,
    RoomSeat, RoomSetup, SeatPlayer,
};
use crate::table::SeatKind;
use clap::Args;
use std::io::Write as _;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// How often the loops tick: often enough that a move reaches a client
/// within a few milliseconds on a local network.
const TICK: Duration = Duration::from_millis(2);

/// How long `host` keeps the room open after the game for the players'
/// last words, if some of them stay connected.
const AFTER_GAME: Duration = Duration::from_secs(300);

#[derive(Args)]
pub(super) struct HostArgs {
    /// The UDP port to listen on (0: any free port)
    #[arg(long, value_name = "PORT", default_value_t = 7878)]
    port: u16,
    /// Players at the table
    #[arg(long, value_name = "P", default_value_t = 2)]
    players: usize,
    /// A computer seat at this level (repeat for more); the other seats
    /// are open to friends
    #[arg(long = "computer", value_name = "LEVEL", value_parser = level_arg)]
    computers: Vec<Level>,
    /// The pile's seed (default: from the clock)
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// The address friends reach this machine at, as the invite names it
    /// (default: this machine's address on its network)
    #[arg(long, value_name = "IP")]
    address: Option<std::net::IpAddr>,
    /// Listen on 127.0.0.1 only (friends on this machine)
    #[arg(long)]
    local: bool,
    /// The UDP port where players on this network look for games (0: do
    /// not list them)
    #[arg(long, value_name = "PORT", default_value_t = crate::net::DISCOVERY_PORT)]
    lan_port: u16,
    /// The autosave (default: net-host.ron in the saves folder); its
    /// invite is kept beside it as FILE.invite
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Continue the game in the autosave, with the same invite
    #[arg(long)]
    resume: bool,
    /// When a player's connection is lost, let a computer of this level
    /// play their seat until they return
    #[arg(long, value_name = "LEVEL", value_parser = level_arg)]
    stand_in: Option<Level>,
    /// Seconds a lost player's seat waits before the stand-in plays it
    #[arg(long, value_name = "SECS", default_value_t = 30)]
    stand_in_after: u64,
    /// Also write the invite code to this file (for scripts; it appears
    /// whole, never half-written)
    #[arg(long, value_name = "FILE")]
    invite_file: Option<PathBuf>,
    /// A `carcassonne server` to meet at (IP:PORT or NAME:PORT): the game
    /// registers there and the invite names it, so friends this computer's
    /// router keeps out are introduced there, or relayed
    #[arg(long, value_name = "ADDRESS")]
    server: Option<String>,
    /// Do not ask the home router to open the port (UPnP, NAT-PMP)
    #[arg(long)]
    no_router: bool,
    #[command(flatten)]
    rules: RuleFlags,
}

#[derive(Args)]
pub(super) struct JoinArgs {
    /// The invite code the host printed
    #[arg(value_name = "INVITE")]
    invite: String,
    /// The computer level that plays the seat
    #[arg(long, value_name = "LEVEL", value_parser = level_arg, required_unless_present = "spectate")]
    computer: Option<Level>,
    /// The name at the table (the same name takes a seat back)
    #[arg(long, value_name = "N", default_value = "Computer")]
    name: String,
    /// The colour wished for (yellow, red, green, blue, black, pink)
    #[arg(long, value_name = "COLOUR")]
    colour: Option<String>,
    /// Watch the game and print its moves; never a hand
    #[arg(long, conflicts_with = "computer")]
    spectate: bool,
    /// The computer's own seed
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// On a server: make a room of P players first (the rule flags below
    /// apply to it), print its invite, and take a seat in it
    #[arg(long, value_name = "P")]
    new_room: Option<usize>,
    /// With --new-room: a seat the server's computer plays at this level
    /// (repeat for more)
    #[arg(long = "room-computer", value_name = "LEVEL", value_parser = level_arg)]
    room_computers: Vec<Level>,
    /// Only through the relay of the server the invite names, never
    /// directly (to measure the relay, or where a direct way works badly)
    #[arg(long)]
    relay_only: bool,
    #[command(flatten)]
    rules: RuleFlags,
}

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
    /// The folder of the rooms' autosaves and the server's key (default:
    /// server/ in the saves folder); unfinished rooms there continue
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
    /// A TCP port answering `GET /health` with the health line (0: none)
    #[arg(long, value_name = "PORT", default_value_t = 0)]
    health_port: u16,
}

/// Asks the home router to open the host's port, waiting for its answer
/// (a few seconds at most), and says what came of it.
fn open_router_port(host: &mut Host) -> crate::net::portmap::PortMapper {
    use crate::net::portmap::{MapState, PortMapper};
    let port = host.bound_addr().port();
    let mapper = PortMapper::start(port);
    let start = Instant::now();
    while mapper.state() == MapState::Trying && start.elapsed() < Duration::from_secs(8) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let state = mapper.state();
    if let MapState::Mapped { external, .. } = &state {
        host.set_router_address(Some(*external));
    }
    say(format!("router: {}", router_words(&state, port)));
    mapper
}

/// What came of asking the router, in the terminal's words.
fn router_words(state: &crate::net::portmap::MapState, port: u16) -> String {
    use crate::net::portmap::MapState;
    match state {
        MapState::Trying => "still asking".into(),
        MapState::Mapped { external, method } => {
            format!("UDP port {port} opened by {method} at {external}: reachable from the internet")
        }
        MapState::Refused { why, .. } => format!(
            "refused ({why}): reachable on this network only; forward UDP port {port} to this computer, or use a server (--server)"
        ),
        MapState::NoRouter => format!(
            "no answer to UPnP or NAT-PMP: reachable on this network only; forward UDP port {port} to this computer, or use a server (--server)"
        ),
        MapState::NotPublic { .. } => {
            "the router is itself behind another router (carrier-grade NAT): reachable on this network only; use a server (--server)".into()
        }
    }
}

/// Registers the host's room with the meeting point, waiting for its
/// answer (a few seconds at most), and says what came of it.
fn meet_at(host: &mut Host, name: &str) -> Result<(), String> {
    let server = crate::net::meet::server_address(name)?;
    host.use_server(server);
    let start = Instant::now();
    let mut last = Instant::now();
    while host.meeting().registered_as().is_none() && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(TICK);
        let now = Instant::now();
        host.update(now - last);
        last = now;
    }
    match host.meeting().registered_as() {
        Some(public) => say(format!(
            "meeting point: registered with the server at {server} (it sees this computer at {public}); friends the invite's addresses do not reach are introduced or relayed there"
        )),
        None => say(format!(
            "meeting point: no answer from the server at {server} yet; it keeps trying"
        )),
    }
    Ok(())
}

/// Lets players on this network find the host's games (`carcassonne find`,
/// the window's join screen); says where, or why not.
fn list_on_lan(host: &mut Host, local: bool, port: u16) {
    if port == 0 {
        return;
    }
    let ip: std::net::IpAddr = if local {
        std::net::Ipv4Addr::LOCALHOST.into()
    } else {
        std::net::Ipv4Addr::UNSPECIFIED.into()
    };
    match host.answer_on(SocketAddr::new(ip, port)) {
        Ok(at) => say(format!(
            "listed to players on this network (UDP port {})",
            at.port()
        )),
        // Another host on this computer has the port: it lists only its own.
        Err(e) => say(format!("not listed on this network (UDP port {port}: {e})")),
    }
}

#[derive(Args)]
pub(super) struct FindArgs {
    /// How long to listen for answers
    #[arg(long, value_name = "SECS", default_value_t = 2.0)]
    seconds: f64,
    /// Ask this address (repeatable) instead of the whole local network
    #[arg(long, value_name = "IP:PORT")]
    ask: Vec<SocketAddr>,
}

/// `carcassonne find`: the games hosts on this network answer with, one
/// line each with the invite to join.
pub(super) fn find(args: FindArgs) -> Result<String, String> {
    let mut finder = if args.ask.is_empty() {
        Finder::on_this_network()
    } else {
        Finder::asking(args.ask.clone())
    }
    .map_err(|e| format!("find: {e}"))?;
    let wait = Duration::from_secs_f64(args.seconds.clamp(0.1, 60.0));
    let start = Instant::now();
    let mut asked = None::<Instant>;
    while start.elapsed() < wait {
        if asked.is_none_or(|at| at.elapsed() >= Duration::from_millis(500)) {
            finder.ask();
            asked = Some(Instant::now());
        }
        finder.poll();
        std::thread::sleep(Duration::from_millis(20));
    }
    let found = finder.poll();
    if found.is_empty() {
        return Ok("no game found on this network".into());
    }
    let mut lines = Vec::new();
    for game in found {
        let lobby = &game.room.lobby;
        let seats: Vec<String> = lobby
            .seats
            .iter()
            .map(|s| match &s.player {
                SeatPlayer::Open => "open".to_string(),
                SeatPlayer::Computer(level) => format!("computer ({level})"),
                SeatPlayer::Host | SeatPlayer::Remote => s.name.clone(),
            })
            .collect();
        lines.push(format!(
            "{}  {}  seats: {}{}{}",
            game.room.invite,
            game.from.ip(),
            seats.join(", "),
            if lobby.rules.is_empty() {
                String::new()
            } else {
                format!("  rules: {}", lobby.rules.join(" "))
            },
            if lobby.started { "  (started)" } else { "" },
        ));
    }
    Ok(lines.join("\n"))
}

fn say(line: impl AsRef<str>) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", line.as_ref());
    let _ = out.flush();
}

fn scores_line(names: &[String], scores: &[u32]) -> String {
    let parts: Vec<String> = names
        .iter()
        .zip(scores)
        .map(|(n, s)| format!("{n} {s}"))
        .collect();
    format!("final scores: {}", parts.join(", "))
}

/// A chat line for the terminal: `Bo: hello`, with no control characters
/// from the other computer (an escape could rewrite the terminal).
fn said(name: &str, text: &str) -> String {
    use crate::net::protocol::plain;
    format!("{}: {}", plain(name), plain(text))
}

/// A quick phrase's English words.
fn phrase_words(phrase: u8) -> &'static str {
    crate::net::protocol::phrase_english(phrase).unwrap_or("?")
}

pub(super) fn host(args: HostArgs) -> Result<String, String> {
    let catalog = load_catalog()?;
    let save = match &args.save {
        Some(p) => p.clone(),
        None => crate::saves::data_dir()
            .ok_or("no saves folder on this system: name one with --save")?
            .join("net-host.ron"),
    };
    let invite_path = PathBuf::from(format!("{}.invite", save.display()));
    let mut config = if args.local {
        HostConfig::local(args.port)
    } else {
        HostConfig::public(args.port)
    };
    let mut room = if args.resume {
        let record = crate::saves::read_record(&save)?;
        let code = std::fs::read_to_string(&invite_path)
            .map_err(|e| format!("{}: {e}", invite_path.display()))?;
        let old = Invite::parse(&code).map_err(|e| e.to_string())?;
        config.key = Some(old.key);
        config.bind.set_port(old.addr.port());
        if args.address.is_none() && !args.local {
            config.public = Some(old.addr);
        }
        Room::resume(catalog, &record)?
    } else {
        if args.computers.len() > args.players {
            return Err(format!(
                "host: {} computers for {} seats",
                args.computers.len(),
                args.players
            ));
        }
        let open = args.players - args.computers.len();
        let seats = (0..args.players)
            .map(|i| match i.checked_sub(open) {
                None => RoomSeat::open(i),
                Some(c) => RoomSeat::computer(i, args.computers[c]),
            })
            .collect();
        let seed = args.seed.unwrap_or_else(|| {
            crate::net::now_since_epoch().as_nanos() as u64 ^ u64::from(std::process::id())
        });
        Room::new(catalog, args.rules.rules(), seed, seats).map_err(|e| e.to_string())?
    };
    room.autosave_to(save.clone());
    if let Some(ip) = args.address {
        config.public = Some(SocketAddr::new(ip, config.bind.port()));
    }
    let mut host = Host::new(room, config).map_err(|e| format!("host: {e}"))?;
    list_on_lan(&mut host, args.local, args.lan_port);
    // Kept while the game lasts: dropped, it closes the port again.
    let _router = (!args.local && !args.no_router).then(|| open_router_port(&mut host));
    if let Some(name) = &args.server {
        meet_at(&mut host, name)?;
    }
    let code = host.invite().code();
    crate::saves::write_atomically(&invite_path, code.as_bytes())
        .map_err(|e| format!("{}: {e}", invite_path.display()))?;
    if let Some(f) = &args.invite_file {
        // Scripts and tests poll for this file: it appears whole or not at all.
        crate::saves::write_atomically(f, code.as_bytes())
            .map_err(|e| format!("{}: {e}", f.display()))?;
    }
    say(format!("invite: {code}"));
    say(format!(
        "listening on UDP port {} (friends join with: carcassonne join {code} --computer LEVEL)",
        host.invite().addr.port()
    ));
    say(format!("autosave: {}", save.display()));
    let names =
        |h: &Host| -> Vec<String> { h.room().seats().iter().map(|s| s.name.clone()).collect() };
    // After a restart every friend is away until they rejoin: a stand-in
    // takes their turns after the same wait as after a drop.
    let mut away: Vec<Option<Instant>> = host
        .room()
        .seats()
        .iter()
        .map(|s| (host.room().is_started() && s.kind == SeatKind::Remote).then(Instant::now))
        .collect();
    let mut last = Instant::now();
    let mut over_at: Option<Instant> = None;
    loop {
        std::thread::sleep(TICK);
        let now = Instant::now();
        let events = host.update(now - last);
        last = now;
        for e in events {
            match e {
                HostEvent::Joined {
                    seat: Some(s),
                    name,
                } => {
                    away[s] = None;
                    say(format!("{name} took seat {}", s + 1))
                }
                HostEvent::Joined { seat: None, name } => say(format!("{name} is watching")),
                HostEvent::Left { seat, name } => {
                    away[seat] = Some(now);
                    say(format!(
                        "{name} (seat {}) has lost the connection",
                        seat + 1
                    ))
                }
                HostEvent::Started => say("the game starts"),
                HostEvent::Drawn { .. } => {}
                HostEvent::Chat { name, text, .. } => say(said(&name, &text)),
                HostEvent::Phrase { name, phrase, .. } => say(said(&name, phrase_words(phrase))),
                HostEvent::Moved { seat, line } => {
                    let n = host.room().table().map_or(0, |t| t.moves().len());
                    say(format!("move {n}: {} {line}", names(&host)[seat]));
                }
                HostEvent::Refused { conn, refusal } => say(format!(
                    "refused a message from connection {conn:x}: {refusal}"
                )),
                HostEvent::Kicked { conn, refusal } => {
                    say(format!("disconnected connection {conn:x}: {refusal}"))
                }
                HostEvent::GameOver { scores } => {
                    say(scores_line(&names(&host), &scores));
                    say(format!(
                        "the room stays open for the players' last words until everyone has left (at most {} minutes)",
                        AFTER_GAME.as_secs() / 60
                    ));
                    over_at = Some(now);
                }
                HostEvent::Problem(p) => say(format!("problem: {p}")),
            }
        }
        if let Some(level) = args.stand_in {
            for (seat, since) in away.iter_mut().enumerate() {
                if since.is_some_and(|t| now - t >= Duration::from_secs(args.stand_in_after))
                    && host.room().is_started()
                {
                    *since = None;
                    let _ = host
                        .room_mut()
                        .set_seat_kind(seat, SeatKind::Computer(level));
                    say(format!(
                        "a computer ({level}) plays seat {} until its player returns",
                        seat + 1
                    ));
                }
            }
        }
        if host.room().is_over() && over_at.is_none() {
            over_at = Some(now); // a finished game resumed
        }
        // Once the game is over, a moment for the last messages to arrive;
        // then the room closes when nobody is left to read what is said (as
        // a server lets go of a finished room).
        if over_at.is_some_and(|t| {
            now - t > Duration::from_secs(2) && (now - t > AFTER_GAME || host.room().is_empty())
        }) {
            host.close();
            let scores = host
                .room()
                .table()
                .map(|t| {
                    t.view(None)
                        .game()
                        .players()
                        .iter()
                        .map(|p| p.score)
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default();
            return Ok(scores_line(&names(&host), &scores));
        }
    }
}

pub(super) fn join(args: JoinArgs) -> Result<String, String> {
    let catalog = load_catalog()?;
    let invite = Invite::parse(&args.invite).map_err(|e| e.to_string())?;
    let mut request = if args.spectate {
        JoinRequest::spectate(&args.name)
    } else {
        JoinRequest::seat(&args.name)
    };
    request.colour = args.colour.clone();
    request.relay_only = args.relay_only;
    if args.relay_only && invite.server.is_none() {
        return Err("join: --relay-only needs an invite that names a server".into());
    }
    if let Some(players) = args.new_room {
        let flags = RoomSetup::rule_flags(&args.rules.rules());
        request.create = Some(RoomSetup {
            players,
            computers: args
                .room_computers
                .iter()
                .map(|l| l.name().to_string())
                .collect(),
            rules: flags,
            seed: None,
        });
    }
    let mut client = Client::join(&invite, request, catalog).map_err(|e| format!("join: {e}"))?;
    let mut bot = args.computer.map(|level| Bot::new(level, args.seed));
    let mut names: Vec<String> = Vec::new();
    let mut readied = false;
    let mut rules_said = false;
    let started = Instant::now();
    let mut last = Instant::now();
    loop {
        std::thread::sleep(TICK);
        let now = Instant::now();
        let events = client.update(now - last);
        last = now;
        if !client.is_connected()
            && client.closed().is_none()
            && started.elapsed() > Duration::from_secs(15)
        {
            return Err(format!(
                "join: no answer from {} (check the invite, the address and the host's firewall)",
                invite.addr
            ));
        }
        for e in events {
            match e {
                ClientEvent::Connected => say(format!(
                    "connected {} in {} ms",
                    client.path().map_or("?".into(), |p| p.describe()),
                    started.elapsed().as_millis()
                )),
                ClientEvent::Welcome { seat: Some(s) } => say(format!("seated at seat {}", s + 1)),
                ClientEvent::Welcome { seat: None } => say("watching"),
                ClientEvent::Lobby(lobby) => {
                    names = lobby.seats.iter().map(|s| s.name.clone()).collect();
                    if !rules_said {
                        rules_said = true;
                        say(format!(
                            "the room's rules: {}",
                            match lobby.rules.is_empty() {
                                true => "the base game".to_string(),
                                false => lobby.rules.join(" "),
                            }
                        ));
                    }
                    // Ready once seated (the lobby comes again at every change).
                    let mine = client.seat().and_then(|s| lobby.seats.get(s));
                    if !lobby.started && mine.is_some_and(|s| !s.ready) && !readied {
                        client.ready(true);
                        readied = true;
                    }
                }
                ClientEvent::View => say(format!(
                    "the game as it stands: {} moves",
                    client.moves_seen()
                )),
                ClientEvent::Drawn { .. } => {}
                ClientEvent::Moved { seat, mv } => {
                    let who = names
                        .get(seat)
                        .cloned()
                        .unwrap_or_else(|| format!("seat {}", seat + 1));
                    say(format!("move {}: {who} {mv}", client.moves_seen()));
                }
                ClientEvent::Refused(r) => say(format!("refused: {r}")),
                ClientEvent::RoomCreated { room, invite } => {
                    say(format!("room {room} made; its invite: {invite}"))
                }
                ClientEvent::Chat { name, text, .. } => say(said(&name, &text)),
                ClientEvent::Phrase { name, phrase, .. } => say(said(&name, phrase_words(phrase))),
                ClientEvent::Dropped { seat } => {
                    say(format!("seat {} has lost the connection", seat + 1))
                }
                ClientEvent::Returned { seat } => say(format!("seat {} is back", seat + 1)),
                ClientEvent::GameOver { scores } => {
                    client.disconnect();
                    return Ok(scores_line(&names, &scores));
                }
                ClientEvent::Disconnected { reason, .. } => {
                    return Err(format!("join: disconnected: {reason}"));
                }
            }
        }
        if let Some(bot) = &mut bot {
            bot.act(&mut client);
        }
    }
}

pub(super) fn server(args: ServerArgs) -> Result<String, String> {
    let catalog = load_catalog()?;
    let dir = match &args.dir {
        Some(d) => d.clone(),
        None => crate::saves::data_dir()
            .ok_or("no saves folder on this system: name one with --dir")?
            .join("server"),
    };
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut config = if args.local {
        HostConfig::local(args.port)
    } else {
        HostConfig::public(args.port)
    };
    config.max_clients = args.max_clients;
    if let Some(ip) = args.address {
        config.public = Some(SocketAddr::new(ip, args.port));
    }
    // The key is kept so that invites stay good across a restart.
    let key_path = dir.join("server.invite");
    if let Ok(code) = std::fs::read_to_string(&key_path) {
        config.key = Some(Invite::parse(&code).map_err(|e| e.to_string())?.key);
    }
    let mut host = Host::server(config, catalog.clone(), Some(dir.clone()), args.max_rooms)
        .map_err(|e| format!("server: {e}"))?;
    host.meet_here((args.relay == "on").then_some(args.relay_cap * 1024));
    list_on_lan(&mut host, args.local, args.lan_port);
    let health = std::sync::Arc::new(std::sync::Mutex::new(health_line(&host)));
    if args.health_port != 0 {
        let at = serve_health(args.health_port, health.clone())
            .map_err(|e| format!("server: health port {}: {e}", args.health_port))?;
        say(format!("health: http://{at}/health"));
    }
    // Unfinished rooms continue, under their ids.
    let mut resumed = 0;
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            let Some(id) = path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_prefix("room-")?.strip_suffix(".ron")?.parse().ok())
            else {
                continue;
            };
            let room =
                crate::saves::read_record(&path).and_then(|r| Room::resume(catalog.clone(), &r));
            match room {
                Ok(mut room) if !room.is_over() => {
                    room.autosave_to(path.clone());
                    host.add_room(room, Some(id));
                    resumed += 1;
                    say(format!(
                        "room {id} continues: {}",
                        host.invite_to(id).code()
                    ));
                }
                Ok(_) => {}
                Err(e) => say(format!("room {id} cannot continue: {e}")),
            }
        }
    }
    let code = host.invite_to(0).code();
    crate::saves::write_atomically(&key_path, code.as_bytes())
        .map_err(|e| format!("{}: {e}", key_path.display()))?;
    if let Some(f) = &args.invite_file {
        // Scripts and tests poll for this file: it appears whole or not at all.
        crate::saves::write_atomically(f, code.as_bytes())
            .map_err(|e| format!("{}: {e}", f.display()))?;
    }
    say(format!("server invite: {code}"));
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
    let mut last = Instant::now();
    let mut health_said = Instant::now();
    loop {
        // The health line: every second for the endpoint, every minute here.
        if let Ok(mut line) = health.lock() {
            *line = health_line(&host);
        }
        if health_said.elapsed() >= Duration::from_secs(60) {
            health_said = Instant::now();
            say(health_line(&host));
        }
        // A tick every SERVER_TICK, however long the last one's work took.
        std::thread::sleep(
            (last + crate::net::SERVER_TICK).saturating_duration_since(Instant::now()),
        );
        let now = Instant::now();
        for (room, e) in host.update_rooms(now - last) {
            match e {
                HostEvent::Moved { .. } | HostEvent::Drawn { .. } => {}
                HostEvent::Chat { name, text, .. } => {
                    say(format!("room {room}: {}", said(&name, &text)))
                }
                HostEvent::Phrase { name, phrase, .. } => say(format!(
                    "room {room}: {}",
                    said(&name, phrase_words(phrase))
                )),
                HostEvent::Joined { seat, name } => say(format!(
                    "room {room}: {name} {}",
                    seat.map_or("is watching".into(), |s| format!("took seat {}", s + 1))
                )),
                HostEvent::Left { seat, name } => say(format!(
                    "room {room}: {name} (seat {}) has lost the connection",
                    seat + 1
                )),
                HostEvent::Started => say(format!("room {room}: the game starts")),
                HostEvent::Refused { conn, refusal } => say(format!(
                    "room {room}: refused a message from {conn:x}: {refusal}"
                )),
                HostEvent::Kicked { conn, refusal } => {
                    say(format!("disconnected {conn:x}: {refusal}"))
                }
                HostEvent::GameOver { scores } => {
                    say(format!("room {room}: game over, scores {scores:?}"))
                }
                HostEvent::Problem(p) => say(format!("room {room}: problem: {p}")),
            }
        }
        last = now;
    }
}
