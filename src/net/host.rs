//! The host: a UDP socket with renet and netcode, the rooms it holds (one
//! for `carcassonne host` and a window hosting its game, many for
//! `carcassonne server`), and the checks every client's bytes pass before
//! a room hears them: size, format, flood, hello (versions), which room.
//! Driven by [`Host::update`] once a tick, from a loop of its own or from
//! the window's frame.

use super::discovery::{AnnouncedRoom, Announcement, Responder};
use super::meet::{HostMeeting, Rendezvous};
use super::protocol::SeatPlayer;
use super::protocol::{
    ClientMessage, HostMessage, MAX_MESSAGES_PER_SECOND, Refusal, RoomSetup, check_hello,
    decode_client, encode,
};
use super::room::{ConnId, HostEvent, Out, Room};
use super::wire::HostWire;
use super::{CHANNEL, GAME_VERSION, Invite, NetError, connection_config, now_since_epoch};
use crate::rules::TileCatalog;
use renet::{RenetServer, ServerEvent};
use renet_netcode::{ServerAuthentication, ServerConfig};
use std::collections::{BTreeMap, HashMap};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A room's id on its host (the invite carries it).
pub type RoomId = u32;

/// Where the host listens and what its invite names.
#[derive(Clone, Debug)]
pub struct HostConfig {
    /// The address the socket binds (port 0: any free port).
    pub bind: SocketAddr,
    /// The address joiners use (the invite's); `None`: the bound address,
    /// or this machine's address on its network when bound to all.
    pub public: Option<SocketAddr>,
    /// Most connections at once (seats and spectators of every room).
    pub max_clients: usize,
    /// The key, to keep invites across a restart of the host; `None`: a
    /// fresh random key.
    pub key: Option<[u8; renet_netcode::NETCODE_KEY_BYTES]>,
}

impl HostConfig {
    /// Listening on this machine only (127.0.0.1), as tests do.
    pub fn local(port: u16) -> HostConfig {
        HostConfig {
            bind: SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port),
            public: None,
            max_clients: 16,
            key: None,
        }
    }

    /// Listening on every address of this machine, for friends elsewhere.
    pub fn public(port: u16) -> HostConfig {
        HostConfig {
            bind: SocketAddr::new(Ipv4Addr::UNSPECIFIED.into(), port),
            ..HostConfig::local(port)
        }
    }

    /// This config, or, when another program on this computer has its
    /// port (a second window hosting, a `carcassonne server`), the same on
    /// the first free port of the ten after it (not the listing's port),
    /// else on any free port. The invite carries the port, so friends join
    /// as usual. A window hosts this way; `host --port P` keeps its P.
    pub fn on_a_free_port(mut self) -> HostConfig {
        let port = self.bind.port();
        let taken = |p: u16| {
            matches!(UdpSocket::bind(SocketAddr::new(self.bind.ip(), p)),
                Err(e) if e.kind() == std::io::ErrorKind::AddrInUse)
        };
        if port == 0 || !taken(port) {
            return self;
        }
        let free = (1..=11)
            .filter_map(|i| port.checked_add(i))
            .filter(|&p| p != super::DISCOVERY_PORT)
            .find(|&p| !taken(p))
            .unwrap_or(0);
        self.bind.set_port(free);
        if let Some(public) = self.public.as_mut().filter(|a| a.port() == port) {
            public.set_port(free);
        }
        self
    }
}

/// How many messages a connection sent in the current second.
#[derive(Clone, Copy, Debug, Default)]
struct Meter {
    second: u64,
    count: u32,
}

/// What the host sent: the figures for the note.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Traffic {
    /// Message payload bytes sent (before renet's and netcode's headers).
    pub bytes: u64,
    pub messages: u64,
    /// Of these, the bytes of `Moved` and `Drawn` messages.
    pub move_bytes: u64,
}

/// Rooms made on request, as a server makes them.
struct Maker {
    catalog: Arc<TileCatalog>,
    /// Where each room's autosave goes (`room-ID.ron`).
    dir: Option<PathBuf>,
    max_rooms: usize,
}

/// A host of one room or many. See the module documentation.
pub struct Host {
    server: RenetServer,
    transport: HostWire,
    rooms: BTreeMap<RoomId, Room>,
    next_room: RoomId,
    maker: Option<Maker>,
    invite: Invite,
    bound: SocketAddr,
    clock: Duration,
    /// Connections in a room.
    conn_room: HashMap<ConnId, RoomId>,
    /// Connections not yet in a room: whether they said hello.
    pending: HashMap<ConnId, bool>,
    meters: HashMap<ConnId, Meter>,
    /// Connections told why they go, disconnected once the reason is out.
    leaving: HashMap<ConnId, Duration>,
    events: Vec<(RoomId, HostEvent)>,
    /// The room whose turn comes first in the next update.
    turn_from: RoomId,
    traffic: Traffic,
    /// Answers "which games are on this network?" (see [`Host::answer_on`]).
    discovery: Option<Responder>,
}

impl Host {
    /// Opens the socket and one room (id 0) with a fresh invite key.
    pub fn new(room: Room, config: HostConfig) -> Result<Host, NetError> {
        let mut host = Host::open(config)?;
        host.rooms.insert(0, room);
        host.next_room = 1;
        Ok(host)
    }

    /// Opens the socket of a server: rooms are made when a client asks
    /// ([`ClientMessage::CreateRoom`]), at most `max_rooms`, each saved in
    /// `dir` as `room-ID.ron` if given.
    pub fn server(
        config: HostConfig,
        catalog: Arc<TileCatalog>,
        dir: Option<PathBuf>,
        max_rooms: usize,
    ) -> Result<Host, NetError> {
        let mut host = Host::open(config)?;
        host.maker = Some(Maker {
            catalog,
            dir,
            max_rooms,
        });
        Ok(host)
    }

    fn open(config: HostConfig) -> Result<Host, NetError> {
        if config.max_clients > MAX_CONNECTIONS {
            return Err(NetError::Netcode(format!(
                "a host takes at most {MAX_CONNECTIONS} connections (netcode's limit), not {}",
                config.max_clients
            )));
        }
        let socket = UdpSocket::bind(config.bind)?;
        widen_receive_buffer(&socket);
        let bound = socket.local_addr()?;
        // Port 0 asked for any free port: the invite names the one bound.
        let public = config.public.map(|p| match p.port() {
            0 => SocketAddr::new(p.ip(), bound.port()),
            _ => p,
        });
        let public = public.unwrap_or_else(|| {
            if bound.ip().is_unspecified() {
                SocketAddr::new(local_address(), bound.port())
            } else {
                bound
            }
        });
        let mut invite = Invite::new(public);
        if let Some(key) = config.key {
            invite.key = key;
        }
        // A joiner on this machine may use 127.0.0.1 with the same key.
        let mut addresses = vec![public];
        let loopback = SocketAddr::new(Ipv4Addr::LOCALHOST.into(), bound.port());
        if loopback != public {
            addresses.push(loopback);
        }
        let transport = HostWire::new(
            ServerConfig {
                current_time: now_since_epoch(),
                max_clients: config.max_clients,
                protocol_id: invite.protocol_id,
                public_addresses: addresses,
                authentication: ServerAuthentication::Secure {
                    private_key: invite.key,
                },
            },
            socket,
        )?;
        Ok(Host {
            server: RenetServer::new(connection_config()),
            transport,
            rooms: BTreeMap::new(),
            next_room: 1,
            maker: None,
            invite,
            bound,
            clock: Duration::ZERO,
            conn_room: HashMap::new(),
            pending: HashMap::new(),
            meters: HashMap::new(),
            leaving: HashMap::new(),
            events: Vec::new(),
            turn_from: 0,
            traffic: Traffic::default(),
            discovery: None,
        })
    }

    /// Lists this host's games to players on the local network who look for
    /// them (the window's join screen, `carcassonne find`), listening on
    /// `addr` (`0.0.0.0:DISCOVERY_PORT`). Returns the address bound.
    pub fn answer_on(&mut self, addr: SocketAddr) -> std::io::Result<SocketAddr> {
        let responder = Responder::bind(addr)?;
        let bound = responder.local_addr();
        self.discovery = Some(responder);
        Ok(bound)
    }

    /// What a look for games on this network is told: the rooms not over,
    /// those with a seat open first.
    pub fn announcement(&self) -> Announcement {
        let mut rooms: Vec<(bool, AnnouncedRoom)> = self
            .rooms
            .iter()
            .filter(|(_, r)| !r.is_over())
            .map(|(&id, r)| {
                let lobby = r.lobby();
                let open =
                    !lobby.started && lobby.seats.iter().any(|s| s.player == SeatPlayer::Open);
                let room = AnnouncedRoom {
                    invite: self.invite_to(id).code(),
                    lobby,
                };
                (open, room)
            })
            .collect();
        rooms.sort_by_key(|(open, _)| !open);
        Announcement {
            game_version: GAME_VERSION.to_string(),
            rooms: rooms.into_iter().map(|(_, r)| r).collect(),
        }
    }

    /// The invite to give friends: to the first room (a host's only one).
    pub fn invite(&self) -> Invite {
        self.invite
            .for_room(self.rooms.keys().next().copied().unwrap_or(0))
    }

    /// The invite to a room of this host.
    pub fn invite_to(&self, room: RoomId) -> Invite {
        self.invite.for_room(room)
    }

    /// The address the socket is bound to (the invite may name another,
    /// a router's or a relay's, that leads here).
    pub fn bound_addr(&self) -> SocketAddr {
        self.bound
    }

    /// The first room (a host's only one).
    ///
    /// # Panics
    /// On a server without rooms.
    pub fn room(&self) -> &Room {
        self.rooms.values().next().expect("a host with a room")
    }

    /// The first room, to act as its host (start, hand a seat to a
    /// computer, play a seat here); what it says goes out on the next
    /// update.
    pub fn room_mut(&mut self) -> &mut Room {
        self.rooms.values_mut().next().expect("a host with a room")
    }

    /// Every room, by id.
    pub fn rooms(&self) -> &BTreeMap<RoomId, Room> {
        &self.rooms
    }

    /// A room by id, to act as its host.
    pub fn room_by_id(&mut self, id: RoomId) -> Option<&mut Room> {
        self.rooms.get_mut(&id)
    }

    /// Adds a room (a server's, made by its owner or resumed from its
    /// autosave) under `id`, or the next free id.
    pub fn add_room(&mut self, room: Room, id: Option<RoomId>) -> RoomId {
        let id = id.unwrap_or(self.next_room);
        self.next_room = self.next_room.max(id + 1);
        self.rooms.insert(id, room);
        id
    }

    /// Registers this host's rooms with the meeting point at `server` (a
    /// `carcassonne server`), and names it in the invite: a friend whose
    /// datagrams cannot reach this computer directly is introduced there,
    /// or relayed.
    pub fn use_server(&mut self, server: SocketAddr) {
        self.transport.meeting_mut().use_server(server);
        self.invite.server = Some(server);
    }

    /// The host's side of the meeting point (registered, and as what).
    pub fn meeting(&self) -> &HostMeeting {
        self.transport.meeting()
    }

    /// The address the home router maps to this host (UPnP, NAT-PMP),
    /// named in the invite beside the host's own; `None` takes it out.
    pub fn set_router_address(&mut self, addr: Option<SocketAddr>) {
        self.invite.also = addr.into_iter().collect();
    }

    /// Makes this socket a meeting point too, as a server's is: it
    /// introduces hosts and joiners, and relays between them (bytes a
    /// second per room, both ways) unless `relay_cap` is `None`.
    pub fn meet_here(&mut self, relay_cap: Option<u64>) {
        self.transport.meet_here(Rendezvous::new(relay_cap));
    }

    /// [`Host::meet_here`] with another limit of requests (registrations,
    /// introductions) one address may make a second.
    pub fn meet_here_limited(&mut self, relay_cap: Option<u64>, requests_per_second: u32) {
        self.transport
            .meet_here(Rendezvous::new(relay_cap).with_request_limit(requests_per_second));
    }

    /// The meeting point on this socket, if it is one.
    pub fn rendezvous(&self) -> Option<&Rendezvous> {
        self.transport.rendezvous()
    }

    /// What the host has sent so far.
    pub fn traffic(&self) -> &Traffic {
        &self.traffic
    }

    /// Connections now.
    pub fn connections(&self) -> usize {
        self.server.connected_clients()
    }

    /// One tick: receive, check, let the rooms act, send. Returns what
    /// happened, for the window or the log.
    pub fn update(&mut self, dt: Duration) -> Vec<HostEvent> {
        self.update_rooms(dt).into_iter().map(|(_, e)| e).collect()
    }

    /// [`Host::update`], each event with its room.
    pub fn update_rooms(&mut self, dt: Duration) -> Vec<(RoomId, HostEvent)> {
        self.clock += dt;
        self.server.update(dt);
        if let Err(e) = self.transport.update(dt, &mut self.server) {
            self.events
                .push((0, HostEvent::Problem(format!("network: {e}"))));
        }
        while let Some(event) = self.server.get_event() {
            match event {
                ServerEvent::ClientConnected { client_id } => {
                    self.pending.insert(client_id, false);
                }
                ServerEvent::ClientDisconnected { client_id, .. } => {
                    self.meters.remove(&client_id);
                    self.leaving.remove(&client_id);
                    self.pending.remove(&client_id);
                    if let Some(room) = self.conn_room.remove(&client_id)
                        && let Some(r) = self.rooms.get_mut(&room)
                    {
                        r.disconnect(client_id);
                    }
                }
            }
        }
        for id in self.server.clients_id() {
            while let Some(bytes) = self.server.receive_message(id, CHANNEL) {
                if self.leaving.contains_key(&id) {
                    continue;
                }
                let meter = self.meters.entry(id).or_default();
                let second = self.clock.as_secs();
                if meter.second != second {
                    *meter = Meter { second, count: 0 };
                }
                meter.count += 1;
                if meter.count > MAX_MESSAGES_PER_SECOND {
                    self.kick(
                        id,
                        Refusal::Flood {
                            limit: MAX_MESSAGES_PER_SECOND,
                        },
                    );
                    continue;
                }
                match decode_client(&bytes) {
                    Ok(message) => {
                        if self.route(id, message) {
                            // A move the table took: the game paces those.
                            if let Some(m) = self.meters.get_mut(&id) {
                                m.count -= 1;
                            }
                        }
                    }
                    Err(refusal) => self.kick(id, refusal),
                }
            }
        }
        for room in self.rooms.values_mut() {
            room.elapse(dt);
        }
        // The rooms' own turns (draws, computers' moves) within a budget,
        // starting each update where the last one stopped: a crowd of
        // computer moves due at once is spread over a few updates instead
        // of holding up every room's messages for the whole crowd.
        let started = Instant::now();
        let order: Vec<RoomId> = self
            .rooms
            .range(self.turn_from..)
            .chain(self.rooms.range(..self.turn_from))
            .map(|(&id, _)| id)
            .collect();
        self.turn_from = 0;
        for (i, id) in order.into_iter().enumerate() {
            if i > 0 && started.elapsed() > TURNS_BUDGET {
                self.turn_from = id;
                break;
            }
            if let Some(room) = self.rooms.get_mut(&id) {
                room.take_turn();
            }
        }
        self.send();
        // A server lets go of finished rooms nobody is in.
        if self.maker.is_some() {
            self.rooms.retain(|_, r| !(r.is_over() && r.is_empty()));
        }
        // Connections told why they go are cut once the reason is out.
        let now = self.clock;
        let due: Vec<ConnId> = self
            .leaving
            .iter()
            .filter(|&(_, &at)| now >= at)
            .map(|(&id, _)| id)
            .collect();
        for id in due {
            self.leaving.remove(&id);
            self.server.disconnect(id);
        }
        self.transport.send_packets(&mut self.server);
        if let Some(askers) = self.discovery.as_mut().map(Responder::askers)
            && !askers.is_empty()
        {
            let announcement = self.announcement();
            if let Some(d) = self.discovery.as_mut() {
                d.answer(&askers, &announcement);
            }
        }
        std::mem::take(&mut self.events)
    }

    /// Hands a client's message to its room, or deals with it here if the
    /// connection is in none yet. Returns whether a room's table took it
    /// as a move.
    fn route(&mut self, id: ConnId, message: ClientMessage) -> bool {
        if let Some(room) = self.conn_room.get(&id) {
            return self
                .rooms
                .get_mut(room)
                .is_some_and(|r| r.receive(id, message));
        }
        let hello = self.pending.get(&id).copied().unwrap_or(false);
        match message {
            ClientMessage::Hello {
                protocol,
                game_version,
            } if !hello => match check_hello(protocol, &game_version) {
                Ok(()) => {
                    self.pending.insert(id, true);
                }
                Err(refusal) => self.kick(id, refusal),
            },
            _ if !hello => self.kick(id, Refusal::HelloFirst),
            ClientMessage::Join { room, .. } => {
                let room = match room {
                    Some(r) => r,
                    None => match self.rooms.keys().next() {
                        Some(&r) if self.maker.is_none() => r,
                        _ => {
                            self.kick(id, Refusal::NoSuchRoom(0));
                            return false;
                        }
                    },
                };
                let Some(r) = self.rooms.get_mut(&room) else {
                    self.kick(id, Refusal::NoSuchRoom(room));
                    return false;
                };
                self.pending.remove(&id);
                self.conn_room.insert(id, room);
                r.connect(id);
                r.receive(id, message);
            }
            ClientMessage::CreateRoom(setup) => self.create_room(id, &setup),
            _ => self.kick(id, Refusal::JoinFirst),
        }
        false
    }

    fn create_room(&mut self, id: ConnId, setup: &RoomSetup) {
        let Some(maker) = &self.maker else {
            self.kick(id, Refusal::NoNewRooms);
            return;
        };
        if self.rooms.len() >= maker.max_rooms {
            self.send_to(id, &HostMessage::Refused(Refusal::NoNewRooms));
            return;
        }
        let seed = now_since_epoch().as_nanos() as u64 ^ id;
        let mut room = match Room::from_setup(maker.catalog.clone(), setup, seed) {
            Ok(room) => room,
            Err(refusal) => {
                self.send_to(id, &HostMessage::Refused(refusal));
                return;
            }
        };
        let room_id = self.next_room;
        if let Some(dir) = &maker.dir {
            room.autosave_to(dir.join(format!("room-{room_id}.ron")));
        }
        self.add_room(room, Some(room_id));
        let invite = self.invite_to(room_id).code();
        self.send_to(
            id,
            &HostMessage::RoomCreated {
                room: room_id,
                invite,
            },
        );
    }

    /// Disconnects `id` saying why, whether or not it is in a room.
    fn kick(&mut self, id: ConnId, refusal: Refusal) {
        match self.conn_room.remove(&id) {
            Some(room) if self.rooms.contains_key(&room) => {
                self.rooms.get_mut(&room).unwrap().kick(id, refusal)
            }
            _ => {
                self.pending.remove(&id);
                self.events.push((
                    0,
                    HostEvent::Kicked {
                        conn: id,
                        refusal: refusal.clone(),
                    },
                ));
                self.send_to(id, &HostMessage::Bye(refusal));
                self.leaving
                    .insert(id, self.clock + Duration::from_millis(300));
            }
        }
    }

    fn send(&mut self) {
        let ids: Vec<RoomId> = self.rooms.keys().copied().collect();
        for room_id in ids {
            let room = self.rooms.get_mut(&room_id).expect("listed");
            let (out, events) = room.drain();
            let joined: Vec<ConnId> = room.joined().collect();
            self.events.extend(events.into_iter().map(|e| (room_id, e)));
            for o in out {
                match o {
                    Out::To(id, message) => self.send_to(id, &message),
                    Out::All(message) => {
                        // Encoded once for the whole room.
                        let bytes = encode(&message);
                        for &id in &joined {
                            self.send_bytes(id, &message, bytes.clone());
                        }
                    }
                    Out::Kick(id, reason) => {
                        self.conn_room.remove(&id);
                        self.send_to(id, &HostMessage::Bye(reason));
                        self.leaving
                            .insert(id, self.clock + Duration::from_millis(300));
                    }
                }
            }
        }
    }

    fn send_to(&mut self, id: ConnId, message: &HostMessage) {
        self.send_bytes(id, message, encode(message));
    }

    fn send_bytes(&mut self, id: ConnId, message: &HostMessage, bytes: Vec<u8>) {
        if !self.server.is_connected(id) {
            return;
        }
        self.traffic.bytes += bytes.len() as u64;
        self.traffic.messages += 1;
        if matches!(
            message,
            HostMessage::Moved { .. } | HostMessage::Drawn { .. }
        ) {
            self.traffic.move_bytes += bytes.len() as u64;
        }
        self.server.send_message(id, CHANNEL, bytes);
    }

    /// Says goodbye to every connection and sends it out.
    pub fn close(&mut self) {
        let ids: Vec<ConnId> = self.server.clients_id();
        for id in ids {
            self.send_to(id, &HostMessage::Bye(Refusal::Closing));
        }
        self.transport.send_packets(&mut self.server);
        self.transport.disconnect_all(&mut self.server);
    }
}

/// The most connections one host takes: netcode's own limit for a server.
pub const MAX_CONNECTIONS: usize = 1024;

/// How long one update gives the rooms' own turns (a computer's move takes
/// about a millisecond at the quick levels): half a server tick.
const TURNS_BUDGET: Duration = Duration::from_millis(10);

/// Asks for a 4 MiB receive buffer on a host's socket. A server reads its
/// socket once a tick; with hundreds of players acknowledging, the usual
/// 208 KiB fills between two reads and the system drops what overflows
/// (renet sends it again 200 ms later). The system may grant less (Linux:
/// at most `net.core.rmem_max`); the host works either way.
fn widen_receive_buffer(socket: &UdpSocket) {
    #[cfg(unix)]
    {
        use std::os::fd::AsRawFd;
        let size: libc::c_int = 4 << 20;
        // SAFETY: the descriptor is the open socket's own, and the option
        // value is a c_int of the size given.
        let _ = unsafe {
            libc::setsockopt(
                socket.as_raw_fd(),
                libc::SOL_SOCKET,
                libc::SO_RCVBUF,
                (&raw const size).cast(),
                std::mem::size_of::<libc::c_int>() as libc::socklen_t,
            )
        };
    }
    #[cfg(not(unix))]
    let _ = socket;
}

/// This machine's address on its network: the one a UDP socket would send
/// from towards a documentation address (no packet is sent), else loopback.
fn local_address() -> IpAddr {
    UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|s| {
            s.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
            s.local_addr()
        })
        .map(|a| a.ip())
        .unwrap_or(Ipv4Addr::LOCALHOST.into())
}
