//! The game's one UDP socket on each side, shared by netcode's packets
//! and the meeting point's datagrams ([`super::meet`]): what renet_netcode's
//! own transports do (feed netcode what the socket receives, send what it
//! puts out), plus sorting the meeting datagrams out, carrying a joiner's
//! packets through the relay, and, on a joiner, finding the way to the
//! host before netcode starts.
//!
//! Each room has its own key. A joiner's connection request goes out with
//! its room's id after netcode's bytes; the host opens the connect token
//! in it with that room's key only and seals it again with netcode's own
//! key, which never leaves the host. So a room's invite lets netcode in
//! for that room and no other, and the host knows which room each
//! connection's key opened.

use super::keys::{self, Secret};
use super::meet::{self, Dialer, HostInbound, HostMeeting, Outbox, Path, Rendezvous};
use super::protocol::RoomId;
use chacha20poly1305::aead::{AeadInPlace, KeyInit};
use chacha20poly1305::{Key, Tag, XChaCha20Poly1305, XNonce};
use renet::{RenetClient, RenetServer};
use renet_netcode::{ConnectToken, NetcodeDisconnectReason, NetcodeError, NetcodeTransportError};
use renetcode::{ClientAuthentication, NetcodeClient, NetcodeServer, ServerConfig, ServerResult};
use std::collections::HashMap;
use std::io;
use std::net::{SocketAddr, UdpSocket};
use std::time::Duration;

/// netcode's connection request: its first byte (the packet type, 0), then
/// 1,077 bytes (version, protocol id, expiry, nonce, the sealed token).
const REQUEST_BYTES: usize = 1078;
/// Where the sealed connect token starts in a request, and its length.
const TOKEN_AT: usize = 54;
const TOKEN_BYTES: usize = 1024;

/// A connection request as it goes out: netcode's bytes, then the room's
/// id. Any other packet as it is.
fn with_room(packet: &[u8], room: RoomId) -> Vec<u8> {
    let mut bytes = packet.to_vec();
    if packet.len() == REQUEST_BYTES && packet[0] == 0 {
        bytes.extend(room.to_le_bytes());
    }
    bytes
}

/// Connect tokens opened but not yet connected, at most this many (an
/// invite's holder could open many).
const MAX_OPENED: usize = 4096;
/// How long an opened token waits for its connection.
const OPENED_FOR: Duration = Duration::from_secs(30);

/// Which rooms a host lets connections in to, and which room each
/// connect token opened.
struct Doors {
    /// netcode's key of each room, by id.
    keys: HashMap<RoomId, Secret>,
    /// netcode's own key: tokens are sealed again with it.
    own: Secret,
    /// The room whose key opened a client id's token, and when.
    opened: HashMap<u64, (RoomId, Duration)>,
}

impl Doors {
    /// A datagram as the host's netcode takes it: a connection request
    /// opened with its room's key and sealed again with netcode's own,
    /// anything else as it came. Returns how many of its bytes netcode
    /// takes, or `None` to drop it (a request for no room here, or whose
    /// token that room's key does not open).
    fn admit(&mut self, bytes: &mut [u8], now: Duration) -> Option<usize> {
        if bytes.first() != Some(&0) {
            return Some(bytes.len());
        }
        if bytes.len() != REQUEST_BYTES + 8 {
            return None;
        }
        let room = RoomId::from_le_bytes(bytes[REQUEST_BYTES..].try_into().ok()?);
        let key = self.keys.get(&room)?;
        let (head, token) = bytes[..REQUEST_BYTES].split_at_mut(TOKEN_AT);
        // What netcode seals the token with: version, protocol id, expiry.
        let aad = &head[1..30];
        let nonce = XNonce::clone_from_slice(&head[30..TOKEN_AT]);
        let (text, tag) = token[..TOKEN_BYTES].split_at_mut(TOKEN_BYTES - 16);
        XChaCha20Poly1305::new(Key::from_slice(key))
            .decrypt_in_place_detached(&nonce, aad, text, Tag::from_slice(tag))
            .ok()?;
        let client = u64::from_le_bytes(text[..8].try_into().ok()?);
        if self.opened.len() >= MAX_OPENED && !self.opened.contains_key(&client) {
            self.opened
                .retain(|_, &mut (_, at)| now.saturating_sub(at) < OPENED_FOR);
            if self.opened.len() >= MAX_OPENED {
                return None;
            }
        }
        self.opened.insert(client, (room, now));
        let sealed = XChaCha20Poly1305::new(Key::from_slice(&self.own))
            .encrypt_in_place_detached(&nonce, aad, text)
            .ok()?;
        tag.copy_from_slice(&sealed);
        Some(REQUEST_BYTES)
    }
}

/// Room for netcode's largest packet and the relay's header.
const BUFFER_BYTES: usize = 2048;

/// Every datagram the socket has waiting, each handed to `take`.
fn drain(
    socket: &UdpSocket,
    buffer: &mut [u8; BUFFER_BYTES],
    mut take: impl FnMut(SocketAddr, &mut [u8]),
) -> io::Result<()> {
    loop {
        match socket.recv_from(buffer) {
            Ok((len, from)) => take(from, &mut buffer[..len]),
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => return Ok(()),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => return Ok(()),
            // Windows reports an earlier send's ICMP "port unreachable"
            // on the next receive: not this socket's failure.
            Err(e) if e.kind() == io::ErrorKind::ConnectionReset => continue,
            Err(e) => return Err(e),
        }
    }
}

fn send_all(socket: &UdpSocket, out: &mut Outbox) {
    for (to, bytes) in out.drain(..) {
        let _ = socket.send_to(&bytes, to);
    }
}

/// A host's socket: netcode's server, the host's side of the meeting
/// point, and, on a server, the meeting point itself.
pub struct HostWire {
    socket: UdpSocket,
    netcode: NetcodeServer,
    doors: Doors,
    meeting: HostMeeting,
    rendezvous: Option<Rendezvous>,
    clock: Duration,
    out: Outbox,
    buffer: Box<[u8; BUFFER_BYTES]>,
}

impl HostWire {
    /// `config`'s key is netcode's own, which never leaves the host; rooms
    /// are let in with [`HostWire::open_room`].
    pub fn new(config: ServerConfig, socket: UdpSocket) -> io::Result<HostWire> {
        socket.set_nonblocking(true)?;
        let own = match config.authentication {
            renetcode::ServerAuthentication::Secure { private_key } => private_key,
            renetcode::ServerAuthentication::Unsecure => [0; 32],
        };
        Ok(HostWire {
            socket,
            netcode: NetcodeServer::new(config),
            doors: Doors {
                keys: HashMap::new(),
                own,
                opened: HashMap::new(),
            },
            meeting: HostMeeting::new(&keys::random_secret()),
            rendezvous: None,
            clock: Duration::ZERO,
            out: Vec::new(),
            buffer: Box::new([0; BUFFER_BYTES]),
        })
    }

    /// Lets connections in to `room`, made with its invite key.
    pub fn open_room(&mut self, room: RoomId, invite_key: &Secret) {
        self.doors.keys.insert(room, keys::netcode_key(invite_key));
    }

    /// Lets no more connections in to `room`.
    pub fn close_room(&mut self, room: RoomId) {
        self.doors.keys.remove(&room);
    }

    /// The room whose key opened `client`'s connect token.
    pub fn room_of(&self, client: u64) -> Option<RoomId> {
        self.doors.opened.get(&client).map(|&(room, _)| room)
    }

    /// `client` is gone: its token's room is forgotten.
    pub fn forget(&mut self, client: u64) {
        self.doors.opened.remove(&client);
    }

    /// The host's side of the meeting point speaks for the room of this
    /// invite key (a host's one room).
    pub fn meet_for(&mut self, invite_key: &Secret) {
        self.meeting.set_key(invite_key);
    }

    /// This socket is a meeting point too (a server's): it introduces and,
    /// with a cap, relays.
    pub fn meet_here(&mut self, rendezvous: Rendezvous) {
        self.rendezvous = Some(rendezvous);
    }

    pub fn rendezvous(&self) -> Option<&Rendezvous> {
        self.rendezvous.as_ref()
    }

    pub fn meeting(&self) -> &HostMeeting {
        &self.meeting
    }

    pub fn meeting_mut(&mut self) -> &mut HostMeeting {
        &mut self.meeting
    }

    pub fn update(&mut self, dt: Duration, server: &mut RenetServer) -> io::Result<()> {
        self.clock += dt;
        self.netcode.update(dt);
        let HostWire {
            socket,
            netcode,
            doors,
            meeting,
            rendezvous,
            clock,
            out,
            buffer,
        } = self;
        let now = *clock;
        let received = drain(socket, buffer, |from, bytes| {
            if !meet::is_meeting(bytes) {
                if let Some(n) = doors.admit(bytes, now) {
                    let result = netcode.process_packet(from, &mut bytes[..n]);
                    handle(result, socket, meeting, server);
                }
                return;
            }
            if let Some(rendezvous) = rendezvous.as_mut() {
                rendezvous.receive(*clock, from, bytes, out);
            }
            if let HostInbound::Relayed(peer, at) = meeting.receive(from, bytes, out) {
                let bytes = &mut bytes[at..];
                if let Some(n) = doors.admit(bytes, now) {
                    let result = netcode.process_packet(peer, &mut bytes[..n]);
                    handle(result, socket, meeting, server);
                }
            }
        });
        doors
            .opened
            .retain(|_, &mut (_, at)| now.saturating_sub(at) < OPENED_FOR);
        meeting.tick(dt, out);
        if let Some(rendezvous) = rendezvous.as_mut() {
            rendezvous.expire(*clock);
        }
        send_all(socket, out);
        for client_id in netcode.clients_id() {
            let result = netcode.update_client(client_id);
            handle(result, socket, meeting, server);
        }
        for client_id in server.disconnections_id() {
            let result = netcode.disconnect(client_id);
            handle(result, socket, meeting, server);
        }
        received
    }

    pub fn send_packets(&mut self, server: &mut RenetServer) {
        for client_id in server.clients_id() {
            let Ok(packets) = server.get_packets_to_send(client_id) else {
                continue;
            };
            for packet in packets {
                match self.netcode.generate_payload_packet(client_id, &packet) {
                    Ok((addr, payload)) => send(&self.socket, &self.meeting, payload, addr),
                    Err(_) => break,
                }
            }
        }
    }

    /// Tells every client the host is gone, at once.
    pub fn disconnect_all(&mut self, server: &mut RenetServer) {
        for client_id in self.netcode.clients_id() {
            let result = self.netcode.disconnect(client_id);
            handle(result, &self.socket, &self.meeting, server);
        }
    }
}

/// A netcode packet to `to`: straight, or through the relay.
fn send(socket: &UdpSocket, meeting: &HostMeeting, packet: &[u8], to: SocketAddr) {
    let _ = match meeting.wrap(to, packet) {
        Some((server, wrapped)) => socket.send_to(&wrapped, server),
        None => socket.send_to(packet, to),
    };
}

fn handle(
    result: ServerResult,
    socket: &UdpSocket,
    meeting: &HostMeeting,
    server: &mut RenetServer,
) {
    match result {
        ServerResult::None => {}
        ServerResult::PacketToSend { payload, addr } => send(socket, meeting, payload, addr),
        ServerResult::Payload { client_id, payload } => {
            let _ = server.process_packet_from(payload, client_id);
        }
        ServerResult::ClientConnected {
            client_id,
            addr,
            payload,
            ..
        } => {
            server.add_connection(client_id);
            send(socket, meeting, payload, addr);
        }
        ServerResult::ClientDisconnected {
            client_id,
            addr,
            payload,
        } => {
            server.remove_connection(client_id);
            if let Some(payload) = payload {
                send(socket, meeting, payload, addr);
            }
        }
    }
}

/// Where a joiner is in reaching the host.
enum Reach {
    /// Probing the invite's addresses and asking the meeting point; the
    /// token waits for the way.
    Dialing {
        dialer: Dialer,
        token: Box<ConnectToken>,
        waited: Duration,
    },
    Connecting {
        path: Path,
        netcode: Box<NetcodeClient>,
    },
}

/// A joiner's socket: finds the way to the host, then carries netcode's
/// packets on it. netcode itself only ever knows the invite's address
/// (which its token names and the host checks); the way may lead through
/// another address or the relay.
pub struct ClientWire {
    socket: UdpSocket,
    /// The room its connection request names.
    room: RoomId,
    reach: Reach,
    /// How long dialing may take before the host counts as not answering.
    timeout: Duration,
    out: Outbox,
    buffer: Box<[u8; BUFFER_BYTES]>,
}

impl ClientWire {
    /// `key` and `room`: the invite's; `candidates`: its addresses (none:
    /// only the relay); `server`: its meeting point.
    pub fn new(
        socket: UdpSocket,
        token: ConnectToken,
        (key, room): (&Secret, RoomId),
        candidates: Vec<SocketAddr>,
        server: Option<SocketAddr>,
        timeout: Duration,
    ) -> Result<ClientWire, NetcodeError> {
        socket.set_nonblocking(true)?;
        let reach = match (candidates.as_slice(), server) {
            // One address and no meeting point: nothing to choose.
            ([only], None) => Reach::Connecting {
                path: Path::Direct(*only),
                netcode: Box::new(NetcodeClient::new(
                    super::link::now_since_epoch(),
                    ClientAuthentication::Secure {
                        connect_token: token,
                    },
                )?),
            },
            _ => Reach::Dialing {
                dialer: Dialer::new(key, candidates, server),
                token: Box::new(token),
                waited: Duration::ZERO,
            },
        };
        Ok(ClientWire {
            socket,
            room,
            reach,
            timeout,
            out: Vec::new(),
            buffer: Box::new([0; BUFFER_BYTES]),
        })
    }

    /// The way to the host, once found.
    pub fn path(&self) -> Option<Path> {
        match &self.reach {
            Reach::Connecting { path, .. } => Some(*path),
            Reach::Dialing { .. } => None,
        }
    }

    pub fn update(
        &mut self,
        dt: Duration,
        client: &mut RenetClient,
    ) -> Result<(), NetcodeTransportError> {
        if let Reach::Dialing { .. } = self.reach {
            return self.dial(dt, client);
        }
        let Reach::Connecting { path, netcode } = &mut self.reach else {
            unreachable!("dialing returned above")
        };
        if let Some(reason) = netcode.disconnect_reason() {
            client.disconnect_due_to_transport();
            return Err(NetcodeError::Disconnected(reason).into());
        }
        if let Some(error) = client.disconnect_reason() {
            let (_, packet) = netcode.disconnect()?;
            let (to, bytes) = meet::wrap_for_host(*path, &with_room(packet, self.room));
            self.socket.send_to(&bytes, to)?;
            return Err(error.into());
        }
        if netcode.is_connected() {
            client.set_connected();
        } else if netcode.is_connecting() {
            client.set_connecting();
        }
        let path = *path;
        drain(&self.socket, &mut self.buffer, |from, bytes| {
            if let Some(at) = meet::host_packet_at(path, from, bytes)
                && let Some(payload) = netcode.process_packet(&mut bytes[at..])
            {
                client.process_packet(payload);
            }
        })?;
        if let Some((packet, _)) = netcode.update(dt) {
            let (to, bytes) = meet::wrap_for_host(path, &with_room(packet, self.room));
            self.socket.send_to(&bytes, to)?;
        }
        Ok(())
    }

    /// Probes, introductions and their answers, until a way is found.
    fn dial(
        &mut self,
        dt: Duration,
        client: &mut RenetClient,
    ) -> Result<(), NetcodeTransportError> {
        let Reach::Dialing {
            dialer,
            token,
            waited,
        } = &mut self.reach
        else {
            return Ok(());
        };
        client.set_connecting();
        *waited += dt;
        let mut found = dialer.tick(dt, &mut self.out);
        let out = &mut self.out;
        drain(&self.socket, &mut self.buffer, |from, bytes| {
            if found.is_none() {
                found = dialer.receive(from, bytes, out);
            }
        })?;
        send_all(&self.socket, &mut self.out);
        if let Some(path) = found {
            let netcode = NetcodeClient::new(
                super::link::now_since_epoch(),
                ClientAuthentication::Secure {
                    connect_token: (**token).clone(),
                },
            )?;
            self.reach = Reach::Connecting {
                path,
                netcode: Box::new(netcode),
            };
        } else if *waited >= self.timeout {
            client.disconnect_due_to_transport();
            return Err(NetcodeError::Disconnected(
                NetcodeDisconnectReason::ConnectionRequestTimedOut,
            )
            .into());
        }
        Ok(())
    }

    /// Sends the packets renet has for the host.
    pub fn send_packets(&mut self, client: &mut RenetClient) -> Result<(), NetcodeTransportError> {
        let Reach::Connecting { path, netcode } = &mut self.reach else {
            return Ok(());
        };
        if let Some(reason) = netcode.disconnect_reason() {
            return Err(NetcodeError::Disconnected(reason).into());
        }
        for packet in client.get_packets_to_send() {
            let (_, payload) = netcode.generate_payload_packet(&packet)?;
            let (to, bytes) = meet::wrap_for_host(*path, &with_room(payload, self.room));
            self.socket.send_to(&bytes, to)?;
        }
        Ok(())
    }

    /// Tells the host this client leaves, at once.
    pub fn disconnect(&mut self) {
        let Reach::Connecting { path, netcode } = &mut self.reach else {
            return;
        };
        if netcode.is_disconnected() {
            return;
        }
        if let Ok((_, packet)) = netcode.disconnect() {
            let (to, bytes) = meet::wrap_for_host(*path, &with_room(packet, self.room));
            let _ = self.socket.send_to(&bytes, to);
        }
    }
}
