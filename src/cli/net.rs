//! `carcassonne host` and `carcassonne join`: one room hosted from the
//! command line, and a seat played (or a game watched) from it, printing
//! as the game goes. The network itself is in `crate::net`.

use super::reach::HostReach;
use super::say::{line, say};
use super::setup::{RuleFlags, level_arg, load_catalog};
use crate::ai::Level;
use crate::net::keys::Secret;
use crate::net::protocol::{ChatLine, Said, printable};
use crate::net::{
    Bot, Client, ClientEvent, Finder, Host, HostConfig, HostEvent, Invite, JoinRequest, Room,
    RoomSeat, RoomSetup, SeatBook, SeatPlayer,
};
use crate::table::SeatKind;
use clap::Args;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
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
    /// Where the seat's secret is kept, which takes the seat back after a
    /// lost connection (default: net-seats.txt in the saves folder)
    #[arg(long, value_name = "FILE")]
    seat_file: Option<PathBuf>,
    #[command(flatten)]
    rules: RuleFlags,
}

/// Lets players on this network find the host's games (`carcassonne find`,
/// the window's join screen); says where, or why not.
pub(super) fn list_on_lan(host: &mut Host, local: bool, port: u16) {
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
            .map(|words| -> String {
                // Another host's words: one line each, nothing that
                // rewrites the terminal.
                printable(&words).collect()
            })
            .collect();
        lines.push(line(&format!(
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
        )));
    }
    Ok(lines.join("\n"))
}

fn scores_line(names: &[String], scores: &[u32]) -> String {
    let parts: Vec<String> = names
        .iter()
        .zip(scores)
        .map(|(n, s)| format!("{n} {s}"))
        .collect();
    format!("final scores: {}", parts.join(", "))
}

/// A chat line for the terminal: `Bo: hello`, a quick phrase in English,
/// with no control characters from the other computer (an escape could
/// rewrite the terminal).
fn said(chat: &ChatLine) -> String {
    use crate::net::protocol::plain;
    let words = match &chat.said {
        Said::Text(text) => plain(text),
        Said::Phrase(id) => crate::net::protocol::phrase_english(*id)
            .unwrap_or("?")
            .to_string(),
    };
    format!("{}: {words}", plain(&chat.name))
}

/// Writes an invite where it is kept (`kept`: beside the save, or in the
/// server's folder) and, if asked, to the scripts' file, each whole; says
/// it, as `label: CODE`.
pub(super) fn publish_invite(
    label: &str,
    code: &str,
    kept: &Path,
    file: Option<&PathBuf>,
) -> Result<(), String> {
    // Scripts and tests poll for these files: each appears whole or not at all.
    for path in std::iter::once(kept).chain(file.map(PathBuf::as_path)) {
        crate::saves::write_atomically(path, code.as_bytes())
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    say(format!("{label}: {code}"));
    Ok(())
}

/// The host's secret kept in `path`, if there is one.
pub(super) fn read_secret(path: &Path) -> Result<Option<Secret>, String> {
    crate::saves::read_secret(path)
}

/// Keeps the host's secret in `path`, readable by its owner only.
pub(super) fn keep_secret(path: &Path, secret: &Secret) -> Result<(), String> {
    crate::saves::write_secret(path, secret).map_err(|e| format!("{}: {e}", path.display()))
}

/// What the host and the server print of an event; `None`: nothing.
pub(super) fn event_words(e: &HostEvent) -> Option<String> {
    Some(match e {
        HostEvent::Moved { .. } | HostEvent::Drawn { .. } | HostEvent::Flying { .. } => {
            return None;
        }
        HostEvent::Chat(chat) => said(chat),
        HostEvent::Joined { seat, name } => format!(
            "{name} {}",
            seat.map_or("is watching".into(), |s| format!("took seat {}", s + 1))
        ),
        HostEvent::Left { seat, name } => {
            format!("{name} (seat {}) has lost the connection", seat + 1)
        }
        HostEvent::Started => "the game starts".into(),
        HostEvent::Refused { conn, refusal } => {
            format!("refused a message from connection {conn:x}: {refusal}")
        }
        HostEvent::Kicked { conn, refusal } => {
            format!("disconnected connection {conn:x}: {refusal}")
        }
        HostEvent::GameOver { scores } => format!("game over, scores {scores:?}"),
        HostEvent::Problem(p) => format!("problem: {p}"),
    })
}

/// The room `host` holds: the autosave's game continued (with the secret
/// kept beside it, so friends rejoin with the same invite and seat
/// secrets), or a new one.
fn host_room(args: &HostArgs, save: &Path, config: &mut HostConfig) -> Result<Room, String> {
    let catalog = load_catalog()?;
    if args.resume {
        let record = crate::saves::read_record(save)?;
        let invite_path = beside(save, "invite");
        let code = std::fs::read_to_string(&invite_path)
            .map_err(|e| format!("{}: {e}", invite_path.display()))?;
        let old = Invite::parse(&code).map_err(|e| e.to_string())?;
        config.key = read_secret(&beside(save, "secret"))?;
        if config.key.is_none() {
            say("the autosave keeps no secret: the game continues under a new invite");
        }
        config.bind.set_port(old.addr.port());
        if args.address.is_none() && !args.local {
            config.public = Some(old.addr);
        }
        return Room::resume(catalog, &record);
    }
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
    Room::new(catalog, args.rules.rules(), seed, seats).map_err(|e| e.to_string())
}

/// `FILE.what`, kept beside `FILE`.
fn beside(file: &Path, what: &str) -> PathBuf {
    PathBuf::from(format!("{}.{what}", file.display()))
}

pub(super) fn host(args: HostArgs) -> Result<String, String> {
    let save = match &args.save {
        Some(p) => p.clone(),
        None => crate::saves::data_dir()
            .ok_or("no saves folder on this system: name one with --save")?
            .join("net-host.ron"),
    };
    let mut config = if args.local {
        HostConfig::local(args.port)
    } else {
        HostConfig::public(args.port)
    };
    let mut room = host_room(&args, &save, &mut config)?;
    room.autosave_to(save.clone());
    if let Some(ip) = args.address {
        config.public = Some(SocketAddr::new(ip, config.bind.port()));
    }
    let mut host = Host::new(room, config).map_err(|e| format!("host: {e}"))?;
    keep_secret(&beside(&save, "secret"), host.secret())?;
    list_on_lan(&mut host, args.local, args.lan_port);
    // The router and the meeting point answer in the background: the
    // invite is good on this network (and through the meeting point) now,
    // and is printed again when the router's address joins it.
    let ask_router = !args.local && !args.no_router;
    let mut reach = HostReach::start(&mut host, ask_router, args.server.as_deref())?;
    let code = host.invite().code();
    let kept = beside(&save, "invite");
    publish_invite("invite", &code, &kept, args.invite_file.as_ref())?;
    say(format!(
        "listening on UDP port {} (friends join with: carcassonne join {code} --computer LEVEL)",
        host.invite().addr.port()
    ));
    say(format!("autosave: {}", save.display()));
    host_loop(&mut host, &args, |host| {
        if let Some(new) = reach.update(host) {
            let code = host.invite().code();
            if let Err(e) = publish_invite(new.label(), &code, &kept, args.invite_file.as_ref()) {
                say(format!("{}: {code}", new.label()));
                say(format!("the new invite is not kept: {e}"));
            }
        }
    })
}

/// The names at the host's table.
fn names(host: &Host) -> Vec<String> {
    host.room().seats().iter().map(|s| s.name.clone()).collect()
}

/// The scores at the host's table.
fn scores(host: &Host) -> Vec<u32> {
    host.room().table().map_or_else(Vec::new, |t| {
        t.view(None)
            .game()
            .players()
            .iter()
            .map(|p| p.score)
            .collect()
    })
}

/// `host`'s loop: ticks, says what happens, follows the router and the
/// meeting point (`reach`), lets a stand-in play for an absent friend, and
/// closes the room once the game is over and its players have left.
/// Returns the final scores' line.
fn host_loop(
    host: &mut Host,
    args: &HostArgs,
    mut reach: impl FnMut(&mut Host),
) -> Result<String, String> {
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
        reach(host);
        for e in events {
            match &e {
                HostEvent::Joined { seat: Some(s), .. } => away[*s] = None,
                HostEvent::Left { seat, .. } => away[*seat] = Some(now),
                HostEvent::Moved { seat, line } => {
                    let n = host.room().table().map_or(0, |t| t.moves().len());
                    say(format!("move {n}: {} {line}", names(host)[*seat]));
                }
                HostEvent::Flying { seat, line } => {
                    say(format!(
                        "the dragon flies: {line}; {} steps next",
                        names(host)[*seat]
                    ));
                }
                HostEvent::GameOver { scores } => {
                    say(scores_line(&names(host), scores));
                    say(format!(
                        "the room stays open for the players' last words until everyone has left (at most {} minutes)",
                        AFTER_GAME.as_secs() / 60
                    ));
                    over_at = Some(now);
                    continue;
                }
                _ => {}
            }
            if let Some(words) = event_words(&e) {
                say(words);
            }
        }
        if let Some(level) = args.stand_in {
            stand_in(
                host,
                &mut away,
                level,
                Duration::from_secs(args.stand_in_after),
            );
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
            return Ok(scores_line(&names(host), &scores(host)));
        }
    }
}

/// A computer of `level` plays the seats whose players have been away
/// `after`, until they return.
fn stand_in(host: &mut Host, away: &mut [Option<Instant>], level: Level, after: Duration) {
    for (seat, since) in away.iter_mut().enumerate() {
        if since.is_some_and(|t| t.elapsed() >= after) && host.room().is_started() {
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

/// The join `join` asks for: seated (with the seat's secret if the book
/// keeps one for the room) or watching, making a room first if asked.
fn join_request(args: &JoinArgs, invite: &Invite, book: &SeatBook) -> JoinRequest {
    let mut request = if args.spectate {
        JoinRequest::spectate(&args.name)
    } else {
        JoinRequest::seat(&args.name)
    };
    request.colour = args.colour.clone();
    request.relay_only = args.relay_only;
    request.secret = book.secret(invite, &args.name);
    if let Some(players) = args.new_room {
        request.create = Some(RoomSetup {
            players,
            computers: args
                .room_computers
                .iter()
                .map(|l| l.name().to_string())
                .collect(),
            rules: RoomSetup::rule_flags(&args.rules.rules()),
            colours: Vec::new(),
            seed: None,
        });
    }
    request
}

pub(super) fn join(args: JoinArgs) -> Result<String, String> {
    let catalog = load_catalog()?;
    let mut invite = Invite::parse(&args.invite).map_err(|e| e.to_string())?;
    if args.relay_only && invite.server.is_none() {
        return Err("join: --relay-only needs an invite that names a server".into());
    }
    let mut book = match args.seat_file.clone().or_else(SeatBook::usual_place) {
        Some(path) => SeatBook::at(&path),
        None => SeatBook::in_memory(),
    };
    let request = join_request(&args, &invite, &book);
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
                ClientEvent::Welcome { seat: Some(s) } => {
                    say(format!("seated at seat {}", s + 1));
                    // The secret that takes the seat back, with the room.
                    if let Some(secret) = client.seat_secret()
                        && let Err(e) = book.keep(&invite, &args.name, secret)
                    {
                        say(format!("the seat's secret is not kept: {e}"));
                    }
                }
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
                ClientEvent::Flying { seat } => {
                    let who = names
                        .get(seat)
                        .cloned()
                        .unwrap_or_else(|| format!("seat {}", seat + 1));
                    say(format!("the dragon flies; {who} steps next"));
                }
                ClientEvent::Refused(r) => say(format!("refused: {r}")),
                ClientEvent::RoomCreated { room, invite: code } => {
                    say(format!("room {room:016x} made; its invite: {code}"));
                    if let Ok(made) = Invite::parse(&code) {
                        invite = made;
                    }
                }
                ClientEvent::Chat(chat) => say(said(&chat)),
                ClientEvent::Dropped { seat } => {
                    say(format!("seat {} has lost the connection", seat + 1))
                }
                ClientEvent::Returned { seat } => say(format!("seat {} is back", seat + 1)),
                ClientEvent::GameOver { scores } => {
                    client.disconnect();
                    return Ok(scores_line(&names, &scores));
                }
                ClientEvent::Disconnected { reason, .. } => {
                    return Err(line(&format!("join: disconnected: {reason}")));
                }
            }
        }
        if let Some(bot) = &mut bot {
            bot.act(&mut client);
        }
    }
}
