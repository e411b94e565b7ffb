//! The game's one UDP socket on each side, shared by netcode's packets
//! and the meeting point's datagrams ([`super::meet`]): what renet_netcode's
//! own transports do (feed netcode what the socket receives, send what it
//! puts out), plus sorting the meeting datagrams out, carrying a joiner's
//! packets through the relay, and, on a joiner, finding the way to the
//! host before netcode starts.

use super::meet::{self, Dialer, HostInbound, HostMeeting, Outbox, Path, Rendezvous};
use renet::{RenetClient, RenetServer};
use renet_netcode::{ConnectToken, NetcodeDisconnectReason, NetcodeError, NetcodeTransportError};
use renetcode::{ClientAuthentication, NetcodeClient, NetcodeServer, ServerConfig, ServerResult};
use std::io;
use std::net::{SocketAddr, UdpSocket};
use std::time::Duration;

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
    meeting: HostMeeting,
    rendezvous: Option<Rendezvous>,
    clock: Duration,
    out: Outbox,
    buffer: Box<[u8; BUFFER_BYTES]>,
}

impl HostWire {
    pub fn new(config: ServerConfig, socket: UdpSocket) -> io::Result<HostWire> {
        socket.set_nonblocking(true)?;
        let meeting = HostMeeting::new(&match config.authentication {
            renetcode::ServerAuthentication::Secure { private_key } => private_key,
            renetcode::ServerAuthentication::Unsecure => [0; 32],
        });
        Ok(HostWire {
            socket,
            netcode: NetcodeServer::new(config),
            meeting,
            rendezvous: None,
            clock: Duration::ZERO,
            out: Vec::new(),
            buffer: Box::new([0; BUFFER_BYTES]),
        })
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
            meeting,
            rendezvous,
            clock,
            out,
            buffer,
        } = self;
        let received = drain(socket, buffer, |from, bytes| {
            if !meet::is_meeting(bytes) {
                let result = netcode.process_packet(from, bytes);
                handle(result, socket, meeting, server);
                return;
            }
            if let Some(rendezvous) = rendezvous.as_mut() {
                rendezvous.receive(*clock, from, bytes, out);
            }
            if let HostInbound::Relayed(peer, at) = meeting.receive(from, bytes, out) {
                let result = netcode.process_packet(peer, &mut bytes[at..]);
                handle(result, socket, meeting, server);
            }
        });
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
    reach: Reach,
    /// How long dialing may take before the host counts as not answering.
    timeout: Duration,
    out: Outbox,
    buffer: Box<[u8; BUFFER_BYTES]>,
}

impl ClientWire {
    /// `candidates`: the invite's addresses (none: only the relay);
    /// `server`: the invite's meeting point.
    pub fn new(
        socket: UdpSocket,
        token: ConnectToken,
        key: &[u8; 32],
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
                    super::now_since_epoch(),
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
            let (to, bytes) = meet::wrap_for_host(*path, packet);
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
            let (to, bytes) = meet::wrap_for_host(path, packet);
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
        drain(&self.socket, &mut self.buffer, |from, bytes| {
            if found.is_none() {
                found = dialer.receive(from, bytes);
            }
        })?;
        send_all(&self.socket, &mut self.out);
        if let Some(path) = found {
            let netcode = NetcodeClient::new(
                super::now_since_epoch(),
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
            let (to, bytes) = meet::wrap_for_host(*path, payload);
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
            let (to, bytes) = meet::wrap_for_host(*path, packet);
            let _ = self.socket.send_to(&bytes, to);
        }
    }
}
