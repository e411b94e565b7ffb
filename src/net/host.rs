//! The host: a UDP socket with renet and netcode, the room it holds, and
//! the checks every client's bytes pass before the room hears them (size,
//! format, flood). Driven by [`Host::update`] once a tick, from a loop of
//! its own (`carcassonne host`) or from the window's frame.

use super::protocol::{HostMessage, MAX_MESSAGES_PER_SECOND, Refusal, decode_client, encode};
use super::room::{ConnId, HostEvent, Out, Room};
use super::{CHANNEL, Invite, NetError, connection_config, now_since_epoch};
use renet::{RenetServer, ServerEvent};
use renet_netcode::{NetcodeServerTransport, ServerAuthentication, ServerConfig};
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::time::Duration;

/// Where the host listens and what its invite names.
#[derive(Clone, Debug)]
pub struct HostConfig {
    /// The address the socket binds (port 0: any free port).
    pub bind: SocketAddr,
    /// The address joiners use (the invite's); `None`: the bound address,
    /// or this machine's address on its network when bound to all.
    pub public: Option<SocketAddr>,
    /// Most connections at once (seats and spectators).
    pub max_clients: usize,
    /// The room's key, to keep an invite across a restart of the host;
    /// `None`: a fresh random key.
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
}

/// How many messages a connection sent in the current second.
#[derive(Clone, Copy, Debug, Default)]
struct Meter {
    second: u64,
    count: u32,
}

/// Bytes the host sent, by message kind: the figures for the note.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Traffic {
    /// Message payload bytes sent (before renet's and netcode's headers).
    pub bytes: u64,
    pub messages: u64,
    /// Of these, the bytes of `Moved` and `Drawn` messages.
    pub move_bytes: u64,
}

/// A host of one room. See the module documentation.
pub struct Host {
    server: RenetServer,
    transport: NetcodeServerTransport,
    room: Room,
    invite: Invite,
    bound: SocketAddr,
    clock: Duration,
    meters: HashMap<ConnId, Meter>,
    /// Connections told why they go, disconnected once the reason is out.
    leaving: HashMap<ConnId, Duration>,
    events: Vec<HostEvent>,
    traffic: Traffic,
}

impl Host {
    /// Opens the socket and a room with a fresh invite key.
    pub fn new(room: Room, config: HostConfig) -> Result<Host, NetError> {
        let socket = UdpSocket::bind(config.bind)?;
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
        let transport = NetcodeServerTransport::new(
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
            room,
            invite,
            bound,
            clock: Duration::ZERO,
            meters: HashMap::new(),
            leaving: HashMap::new(),
            events: Vec::new(),
            traffic: Traffic::default(),
        })
    }

    /// The invite to give friends.
    pub fn invite(&self) -> &Invite {
        &self.invite
    }

    /// The address the socket is bound to (the invite may name another,
    /// a router's or a relay's, that leads here).
    pub fn bound_addr(&self) -> SocketAddr {
        self.bound
    }

    pub fn room(&self) -> &Room {
        &self.room
    }

    /// The room, to act as its host (start, hand a seat to a computer,
    /// play a seat here); what it says goes out on the next update.
    pub fn room_mut(&mut self) -> &mut Room {
        &mut self.room
    }

    /// What the host has sent so far.
    pub fn traffic(&self) -> &Traffic {
        &self.traffic
    }

    /// Connections now.
    pub fn connections(&self) -> usize {
        self.server.connected_clients()
    }

    /// One tick: receive, check, let the room act, send. Returns what
    /// happened, for the window or the log.
    pub fn update(&mut self, dt: Duration) -> Vec<HostEvent> {
        self.clock += dt;
        self.server.update(dt);
        if let Err(e) = self.transport.update(dt, &mut self.server) {
            self.events
                .push(HostEvent::Problem(format!("network: {e}")));
        }
        while let Some(event) = self.server.get_event() {
            match event {
                ServerEvent::ClientConnected { client_id } => self.room.connect(client_id),
                ServerEvent::ClientDisconnected { client_id, .. } => {
                    self.meters.remove(&client_id);
                    self.leaving.remove(&client_id);
                    self.room.disconnect(client_id);
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
                    self.room.kick(
                        id,
                        Refusal::Flood {
                            limit: MAX_MESSAGES_PER_SECOND,
                        },
                    );
                    continue;
                }
                match decode_client(&bytes) {
                    Ok(message) => {
                        if self.room.receive(id, message) {
                            // A move the table took: the game paces those.
                            meter.count -= 1;
                        }
                    }
                    Err(refusal) => self.room.kick(id, refusal),
                }
            }
        }
        self.room.tick();
        self.send();
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
        std::mem::take(&mut self.events)
    }

    fn send(&mut self) {
        let (out, events) = self.room.drain();
        self.events.extend(events);
        for o in out {
            match o {
                Out::To(id, message) => self.send_to(id, &message),
                Out::All(message) => {
                    let ids: Vec<ConnId> = self.room.joined().collect();
                    for id in ids {
                        self.send_to(id, &message);
                    }
                }
                Out::Kick(id, reason) => {
                    self.send_to(id, &HostMessage::Bye(reason));
                    self.leaving
                        .insert(id, self.clock + Duration::from_millis(300));
                }
            }
        }
    }

    fn send_to(&mut self, id: ConnId, message: &HostMessage) {
        if !self.server.is_connected(id) {
            return;
        }
        let bytes = encode(message);
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
