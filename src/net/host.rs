//! The host: a UDP socket with renet and netcode, and the rooms it holds
//! (one for `carcassonne host` and a window hosting its game, many for
//! `carcassonne server`) behind the checks of [`Rooms`]. Driven by
//! [`Host::update`] once a tick, from a loop of its own or from the
//! window's frame.

use super::discovery::{AnnouncedRoom, Announcement, Responder};
use super::error::NetError;
use super::events::{ConnId, HostEvent};
use super::invite::Invite;
use super::keys::{self, Secret};
use super::link::{CHANNEL, GAME_VERSION, NETCODE_PROTOCOL_ID, connection_config, now_since_epoch};
use super::meet::{HostMeeting, MeetLimits, Rendezvous};
use super::protocol::{HostMessage, Refusal, RoomId, SeatPlayer, encode};
use super::room::Room;
use super::rooms::{JOIN_WITHIN, Mail, Maker, Rooms};
use super::wire::HostWire;
use crate::rules::TileCatalog;
use renet::{RenetServer, ServerEvent};
use renet_netcode::{ServerAuthentication, ServerConfig};
use std::collections::BTreeMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

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
    /// The host's secret ([`Host::secret`]), to keep invites and seat
    /// secrets across a restart of the host; `None`: a fresh random one.
    pub key: Option<Secret>,
    /// How long a connection may take to join a room (or make one)
    /// before it is let go.
    pub join_within: Duration,
}

impl HostConfig {
    /// Listening on this machine only (127.0.0.1), as tests do.
    pub fn local(port: u16) -> HostConfig {
        HostConfig {
            bind: SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port),
            public: None,
            max_clients: 16,
            key: None,
            join_within: JOIN_WITHIN,
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
            .filter(|&p| p != super::discovery::DISCOVERY_PORT)
            .find(|&p| !taken(p))
            .unwrap_or(0);
        self.bind.set_port(free);
        if let Some(public) = self.public.as_mut().filter(|a| a.port() == port) {
            public.set_port(free);
        }
        self
    }
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

/// A host of one room or many. See the module documentation.
pub struct Host {
    server: RenetServer,
    transport: HostWire,
    rooms: Rooms,
    bound: SocketAddr,
    traffic: Traffic,
    /// Answers "which games are on this network?" (see [`Host::answer_on`]).
    discovery: Option<Responder>,
}

impl Host {
    /// Opens the socket and its one room, under the id its secret gives.
    pub fn new(room: Room, config: HostConfig) -> Result<Host, NetError> {
        let (secret, invite, transport, bound, join_within) = Host::open(&config)?;
        let mut rooms = Rooms::one(room, secret, invite);
        rooms.set_join_within(join_within);
        Ok(Host::with(rooms, transport, bound))
    }

    /// Opens the socket of a server: rooms are made when a client with
    /// the server's invite asks ([`ClientMessage::CreateRoom`]), at most
    /// `max_rooms`, each saved in `dir` as `room-ID.ron` if given. The
    /// server's invite makes rooms and opens none.
    pub fn server(
        config: HostConfig,
        catalog: Arc<TileCatalog>,
        dir: Option<PathBuf>,
        max_rooms: usize,
    ) -> Result<Host, NetError> {
        let (secret, invite, transport, bound, join_within) = Host::open(&config)?;
        let maker = Maker {
            catalog,
            dir,
            max_rooms,
            wait: None,
        };
        let mut rooms = Rooms::server(secret, invite, maker);
        rooms.set_join_within(join_within);
        Ok(Host::with(rooms, transport, bound))
    }

    fn with(rooms: Rooms, transport: HostWire, bound: SocketAddr) -> Host {
        let mut host = Host {
            server: RenetServer::new(connection_config()),
            transport,
            rooms,
            bound,
            traffic: Traffic::default(),
            discovery: None,
        };
        host.sync_keys();
        host
    }

    /// The socket, the secret, and the invite template (address, no room).
    #[allow(clippy::type_complexity)]
    fn open(
        config: &HostConfig,
    ) -> Result<(Secret, Invite, HostWire, SocketAddr, Duration), NetError> {
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
        let secret = config.key.unwrap_or_else(keys::random_secret);
        let invite = Invite::new(public);
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
                protocol_id: NETCODE_PROTOCOL_ID,
                public_addresses: addresses,
                // netcode's own key never leaves the host: each room's key
                // opens the connect tokens made for it (see `wire`).
                authentication: ServerAuthentication::Secure {
                    private_key: keys::random_secret(),
                },
            },
            socket,
        )?;
        Ok((secret, invite, transport, bound, config.join_within))
    }

    /// Puts the keys of the rooms made or let go on or off the socket; the
    /// host's own room answers probes and meets joiners with its key.
    fn sync_keys(&mut self) {
        let changed = self.rooms.take_changed();
        if changed.is_empty() {
            return;
        }
        for id in changed {
            if self.rooms.opens(id) {
                let key = self.rooms.key(id);
                self.transport.open_room(id, &key);
            } else {
                self.transport.close_room(id);
            }
        }
        if self.rooms.door().is_none()
            && let Some(&id) = self.rooms.rooms().keys().next()
        {
            let key = self.rooms.key(id);
            self.transport.meet_for(&key);
        }
    }

    /// The host's secret: every room's key and every seat's secret come
    /// from it. Kept (privately: it opens every room) to host the same
    /// rooms after a restart ([`HostConfig::key`]).
    pub fn secret(&self) -> &Secret {
        self.rooms.secret()
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
            .rooms()
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

    /// The invite to give friends: to a host's one room; a server's own,
    /// which makes rooms and opens none.
    pub fn invite(&self) -> Invite {
        match (self.rooms.door(), self.rooms.rooms().keys().next()) {
            (Some(door), _) => self.invite_to(door),
            (None, Some(&room)) => self.invite_to(room),
            (None, None) => self.invite_to(0),
        }
    }

    /// The invite to a room of this host.
    pub fn invite_to(&self, room: RoomId) -> Invite {
        self.rooms.invite_to(room)
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
        self.rooms
            .rooms()
            .values()
            .next()
            .expect("a host with a room")
    }

    /// The first room, to act as its host (start, hand a seat to a
    /// computer, play a seat here); what it says goes out on the next
    /// update.
    pub fn room_mut(&mut self) -> &mut Room {
        let id = *self
            .rooms
            .rooms()
            .keys()
            .next()
            .expect("a host with a room");
        self.rooms.room_by_id(id).expect("listed")
    }

    /// Every room, by id.
    pub fn rooms(&self) -> &BTreeMap<RoomId, Room> {
        self.rooms.rooms()
    }

    /// A room by id, to act as its host.
    pub fn room_by_id(&mut self, id: RoomId) -> Option<&mut Room> {
        self.rooms.room_by_id(id)
    }

    /// Adds a room (a server's, made by its owner or resumed from its
    /// autosave) under `id`, or a new random id.
    pub fn add_room(&mut self, room: Room, id: Option<RoomId>) -> RoomId {
        let id = self.rooms.add_room(room, id);
        self.sync_keys();
        id
    }

    /// A server closes a room that has not started this long after it was
    /// made, telling whoever is in it why (`None`: never).
    pub fn close_unstarted_after(&mut self, wait: Option<Duration>) {
        self.rooms.set_wait(wait);
    }

    /// Registers this host's room with the meeting point at `server` (a
    /// `carcassonne server`), and names it in the invite: a friend whose
    /// datagrams cannot reach this computer directly is introduced there,
    /// or relayed.
    pub fn use_server(&mut self, server: SocketAddr) {
        self.transport.meeting_mut().use_server(server);
        self.rooms.invite.server = Some(server);
    }

    /// The host's side of the meeting point (registered, and as what).
    pub fn meeting(&self) -> &HostMeeting {
        self.transport.meeting()
    }

    /// The address the home router maps to this host (UPnP, NAT-PMP),
    /// named in the invite beside the host's own; `None` takes it out.
    pub fn set_router_address(&mut self, addr: Option<SocketAddr>) {
        self.rooms.invite.also = addr.into_iter().collect();
    }

    /// Makes this socket a meeting point too, as a server's is: it
    /// introduces hosts and joiners, and relays between them (bytes a
    /// second per room, both ways) unless `relay_cap` is `None`, within
    /// the default limits ([`MeetLimits::default`]).
    pub fn meet_here(&mut self, relay_cap: Option<u64>) {
        self.transport.meet_here(Rendezvous::new(relay_cap));
    }

    /// [`Host::meet_here`] within other limits.
    pub fn meet_here_within(&mut self, relay_cap: Option<u64>, limits: MeetLimits) {
        self.transport
            .meet_here(Rendezvous::new(relay_cap).with_limits(limits));
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
        let mut problems = Vec::new();
        self.server.update(dt);
        if let Err(e) = self.transport.update(dt, &mut self.server) {
            problems.push((0, HostEvent::Problem(format!("network: {e}"))));
        }
        while let Some(event) = self.server.get_event() {
            match event {
                ServerEvent::ClientConnected { client_id } => {
                    match self.transport.room_of(client_id) {
                        Some(room) => self.rooms.connect(client_id, room),
                        None => self.server.disconnect(client_id),
                    }
                }
                ServerEvent::ClientDisconnected { client_id, .. } => {
                    self.transport.forget(client_id);
                    self.rooms.disconnect(client_id);
                }
            }
        }
        for id in self.server.clients_id() {
            while let Some(bytes) = self.server.receive_message(id, CHANNEL) {
                self.rooms.receive(id, &bytes);
            }
        }
        self.rooms.tick(dt);
        self.sync_keys();
        let (mail, mut events) = self.rooms.drain();
        for m in mail {
            match m {
                Mail::To(id, message) => self.send_to(id, &message),
                Mail::All(ids, message) => {
                    // Encoded once for the whole room.
                    let bytes = encode(&message);
                    for id in ids {
                        self.send_bytes(id, &message, bytes.clone());
                    }
                }
                Mail::Cut(id) => self.server.disconnect(id),
            }
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
        problems.append(&mut events);
        problems
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
