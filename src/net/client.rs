//! A client: joins a room by its invite, keeps what the host told of the
//! game (its view at the join, then each draw and move) and follows it on
//! its one replica table, sends its player's moves and chat. A plain
//! struct driven by [`Client::update`]: events out, commands in, so a Bevy
//! system, the command line's `join` and the tests drive it alike. A
//! window keeps its own replica (the one it shows, step by step) and asks
//! the client for none ([`Client::without_replica`]). [`Bot`] lets a
//! computer level play its seat.

use super::error::NetError;
use super::invite::Invite;
use super::link::{CHANNEL, GAME_VERSION, connection_config};
use super::protocol::{
    ChatLine, ClientMessage, HostMessage, LobbyState, PROTOCOL_VERSION, Refusal, RoomId, RoomSetup,
    Said, TileSetMark, decode_host, encode,
};
use super::wire::ClientWire;
use crate::rules::record::RecordMove;
use crate::rules::{Move, PendingFlight, RuleSet, TileCatalog, TileTypeId};
use crate::table::SeatViewWire;
use crate::table::{ConfirmedTurn, SeatView, Table, Told};
use renet::RenetClient;
use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr, UdpSocket};
use std::sync::Arc;
use std::time::Duration;

/// Who joins, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinRequest {
    pub name: String,
    /// A colour by name, taken if free.
    pub colour: Option<String>,
    /// A seat wished for; else the first open one.
    pub seat: Option<usize>,
    /// The secret of the seat to take back (the host gave it in the first
    /// welcome: [`Client::seat_secret`]).
    pub secret: Option<String>,
    /// Watch the game instead of playing.
    pub spectate: bool,
    /// The version this client says it is (the game's own).
    pub game_version: String,
    /// How long the host waits on silence before the connection counts
    /// as lost, in seconds.
    pub timeout_seconds: i32,
    /// On a server: make this room first, then join it.
    pub create: Option<RoomSetup>,
    /// Only through the relay of the invite's meeting point, never
    /// directly: to measure the relay, or where a direct way works badly.
    pub relay_only: bool,
    /// Connect and say nothing (no hello, no join), as a stranger holding
    /// a slot would: for tests of the host's defences.
    pub silent: bool,
}

impl JoinRequest {
    /// Take a seat as `name`.
    pub fn seat(name: impl Into<String>) -> JoinRequest {
        JoinRequest {
            name: name.into(),
            colour: None,
            seat: None,
            secret: None,
            spectate: false,
            game_version: GAME_VERSION.to_string(),
            timeout_seconds: 10,
            create: None,
            relay_only: false,
            silent: false,
        }
    }

    /// Watch as `name`.
    pub fn spectate(name: impl Into<String>) -> JoinRequest {
        JoinRequest {
            spectate: true,
            ..JoinRequest::seat(name)
        }
    }
}

/// What the client heard, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum ClientEvent {
    /// The connection is up; hello and join are sent.
    Connected,
    /// The host took us in: our seat (`None`: watching).
    Welcome {
        seat: Option<usize>,
    },
    Lobby(LobbyState),
    /// The game as it stands arrived (at the start, or on a rejoin).
    View,
    Drawn {
        seat: usize,
        tile: Option<String>,
        set_aside: Vec<String>,
    },
    Moved {
        seat: usize,
        mv: RecordMove,
    },
    /// A dragon's flight goes on: `seat` chooses the next step.
    Flying {
        seat: usize,
    },
    /// Our last message was refused; nothing changed.
    Refused(Refusal),
    /// The server made the room we asked for: its invite code to share.
    RoomCreated {
        room: RoomId,
        invite: String,
    },
    /// Words said at the table (typed, or a quick phrase by id).
    Chat(ChatLine),
    Dropped {
        seat: usize,
    },
    Returned {
        seat: usize,
    },
    GameOver {
        scores: Vec<u32>,
    },
    /// The connection is over, and why.
    Disconnected {
        reason: CloseReason,
    },
}

/// Why a client's connection ended: data, which the window words in its
/// player's language; [`std::fmt::Display`] gives English for the command
/// line and logs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CloseReason {
    /// The host said why ([`HostMessage::Bye`]).
    Host(Refusal),
    /// This client left.
    Left,
    /// The connection ended underneath the game.
    Lost(Lost),
    /// The host sent what this client cannot follow. `detail`: the fault
    /// in English, for the log only (two builds that disagree, never a
    /// player's doing); the window words `what`.
    Unfollowable { what: Unfollowed, detail: String },
}

/// How a connection ended underneath the game (netcode's and renet's
/// reasons).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lost {
    /// No host answered the connection request (a wrong address, a
    /// firewall, the host not running).
    NoAnswer,
    /// The host stopped answering.
    TimedOut,
    /// The invite's connect token expired before the host answered.
    TokenExpired,
    /// The host denied the connection (it has no room for more).
    Denied,
    /// The host closed the connection without a word.
    ClosedByHost,
    /// Another fault of the network or its libraries. `detail`: their
    /// English, for the log only.
    Fault { detail: String },
}

/// What of the host's the client could not follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfollowed {
    /// Bytes that are no message.
    Message,
    /// The game as it stood (at the start, or on a return).
    View,
    /// A draw.
    Draw,
    /// A move.
    Move,
}

impl Lost {
    fn of(e: &renet_netcode::NetcodeTransportError) -> Lost {
        use renet_netcode::{NetcodeDisconnectReason as N, NetcodeError, NetcodeTransportError};
        match e {
            NetcodeTransportError::Netcode(NetcodeError::Disconnected(reason)) => match reason {
                N::ConnectTokenExpired => Lost::TokenExpired,
                N::ConnectionTimedOut => Lost::TimedOut,
                N::ConnectionResponseTimedOut | N::ConnectionRequestTimedOut => Lost::NoAnswer,
                N::ConnectionDenied => Lost::Denied,
                N::DisconnectedByServer => Lost::ClosedByHost,
                N::DisconnectedByClient => Lost::Fault {
                    detail: e.to_string(),
                },
            },
            NetcodeTransportError::Netcode(NetcodeError::Expired) => Lost::TokenExpired,
            NetcodeTransportError::Renet(renet::DisconnectReason::DisconnectedByServer) => {
                Lost::ClosedByHost
            }
            _ => Lost::Fault {
                detail: e.to_string(),
            },
        }
    }
}

impl std::fmt::Display for CloseReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CloseReason::Host(r) => write!(f, "{r}"),
            CloseReason::Left => write!(f, "left the room"),
            CloseReason::Lost(lost) => match lost {
                Lost::NoAnswer => write!(f, "no host answered"),
                Lost::TimedOut => write!(f, "the host stopped answering"),
                Lost::TokenExpired => write!(f, "the connect token expired"),
                Lost::Denied => write!(f, "the host denied the connection"),
                Lost::ClosedByHost => write!(f, "the host closed the connection"),
                Lost::Fault { detail } => write!(f, "{detail}"),
            },
            CloseReason::Unfollowable { what, detail } => {
                let what = match what {
                    Unfollowed::Message => "sent a malformed message",
                    Unfollowed::View => "'s view does not replay",
                    Unfollowed::Draw => "'s draw does not replay",
                    Unfollowed::Move => "'s move does not replay",
                };
                let space = if what.starts_with('\'') { "" } else { " " };
                write!(f, "the host{space}{what}: {detail}")
            }
        }
    }
}

/// What the host told of its game, kept as told: the rules, every move
/// so far, the tile in hand, whether the game is over.
#[derive(Clone, Debug)]
struct HostWord {
    rules: RuleSet,
    moves: Vec<Move>,
    hand: Option<TileTypeId>,
    /// A dragon tile's flight as told so far.
    flight: Option<PendingFlight>,
    over: bool,
}

impl HostWord {
    fn told(&self) -> Told<'_> {
        Told {
            moves: &self.moves,
            hand: self.hand,
            flight: self.flight,
            over: self.over,
        }
    }
}

/// A client. See the module documentation.
pub struct Client {
    renet: RenetClient,
    transport: ClientWire,
    catalog: Arc<TileCatalog>,
    request: JoinRequest,
    /// The room to join (the invite's, or the one the server made).
    room: RoomId,
    greeted: bool,
    seat: Option<usize>,
    /// Our seat's secret, once welcomed to a seat.
    secret: Option<String>,
    lobby: Option<LobbyState>,
    word: Option<HostWord>,
    /// The one copy of the game here, following the host's word (`None`
    /// before the game, or where the window keeps the replica).
    replica: Option<Table>,
    keeps_replica: bool,
    scores: Option<Vec<u32>>,
    closed: Option<CloseReason>,
    received_bytes: u64,
    /// A message of ours waits to go out.
    queued: bool,
    /// Time since our last packets went out.
    since_sent: Duration,
}

/// How long a client with nothing to say lets its acknowledgements wait.
/// renet answers every packet with one, both ways, every update; a window
/// updates every frame, so without this a server pays for 60 packets a
/// second from each player. Acknowledgements 50 ms late cost nothing (a
/// message is sent again only after 200 ms), and our own messages go at
/// once.
const ACK_EVERY: Duration = Duration::from_millis(50);

impl Client {
    /// Starts joining the room of `invite`; the connection comes up over
    /// the next updates. `catalog`: the tiles (the host's must be the same).
    pub fn join(
        invite: &Invite,
        request: JoinRequest,
        catalog: Arc<TileCatalog>,
    ) -> Result<Client, NetError> {
        let addresses = match request.relay_only {
            true => Vec::new(),
            false => invite.addresses(),
        };
        let bind: SocketAddr = match invite.addr {
            SocketAddr::V4(a) if a.ip().is_loopback() && invite.server.is_none() => {
                (Ipv4Addr::LOCALHOST, 0).into()
            }
            SocketAddr::V4(_) => (Ipv4Addr::UNSPECIFIED, 0).into(),
            SocketAddr::V6(_) => (Ipv6Addr::UNSPECIFIED, 0).into(),
        };
        let socket = UdpSocket::bind(bind)?;
        let client_id = u64::from_le_bytes(renet_netcode::generate_random_bytes());
        let token = invite.connect_token(client_id, request.timeout_seconds)?;
        let transport = ClientWire::new(
            socket,
            token,
            (&invite.key, invite.room),
            addresses,
            invite.server,
            Duration::from_secs(request.timeout_seconds.max(1) as u64),
        )
        .map_err(|e| NetError::Netcode(e.to_string()))?;
        Ok(Client {
            renet: RenetClient::new(connection_config()),
            transport,
            catalog,
            room: invite.room,
            secret: request.secret.clone(),
            request,
            greeted: false,
            seat: None,
            lobby: None,
            word: None,
            replica: None,
            keeps_replica: true,
            scores: None,
            closed: None,
            received_bytes: 0,
            queued: false,
            // Each client its own phase, so many started together (a test,
            // a row of bots) do not acknowledge in one burst.
            since_sent: Duration::from_millis(client_id % ACK_EVERY.as_millis() as u64),
        })
    }

    /// The way to the host, once found (direct, or through the relay).
    pub fn path(&self) -> Option<super::meet::Path> {
        self.transport.path()
    }

    /// This client keeps the host's word but no replica of its own: the
    /// program that drives it (a window) follows the word on its replica
    /// ([`Client::told`]) and reports what does not replay
    /// ([`Client::cannot_follow`]).
    pub fn without_replica(mut self) -> Client {
        self.keeps_replica = false;
        self.replica = None;
        self
    }

    /// One tick: receive, follow the game, send. Returns what was heard.
    pub fn update(&mut self, dt: Duration) -> Vec<ClientEvent> {
        let mut events = Vec::new();
        if self.closed.is_some() {
            return events;
        }
        self.renet.update(dt);
        if let Err(e) = self.transport.update(dt, &mut self.renet) {
            self.close(CloseReason::Lost(Lost::of(&e)), &mut events);
            return events;
        }
        if self.renet.is_connected() && !self.greeted && !self.request.silent {
            self.greeted = true;
            self.send(&ClientMessage::Hello {
                protocol: PROTOCOL_VERSION,
                game_version: self.request.game_version.clone(),
            });
            match self.request.create.clone() {
                Some(setup) => self.send(&ClientMessage::CreateRoom(setup)),
                None => self.send_join(),
            }
            events.push(ClientEvent::Connected);
        }
        while self.closed.is_none()
            && let Some(bytes) = self.renet.receive_message(CHANNEL)
        {
            self.received_bytes += bytes.len() as u64;
            match decode_host(&bytes) {
                Ok(message) => self.hear(message, &mut events),
                Err(detail) => self.close(
                    CloseReason::Unfollowable {
                        what: Unfollowed::Message,
                        detail,
                    },
                    &mut events,
                ),
            }
        }
        self.since_sent += dt;
        if self.closed.is_none() && (self.queued || self.since_sent >= ACK_EVERY) {
            let _ = self.transport.send_packets(&mut self.renet);
            self.queued = false;
            self.since_sent = Duration::ZERO;
        }
        events
    }

    fn send_join(&mut self) {
        let r = &self.request;
        let join = ClientMessage::Join {
            room: Some(self.room),
            name: r.name.clone(),
            colour: r.colour.clone(),
            seat: r.seat,
            spectate: r.spectate,
            tiles: Some(TileSetMark::of(&self.catalog)),
            secret: self.secret.clone().filter(|_| !r.spectate),
        };
        self.send(&join);
    }

    fn close(&mut self, reason: CloseReason, events: &mut Vec<ClientEvent>) {
        if self.closed.is_none() {
            self.renet.disconnect();
            self.transport.disconnect();
            self.closed = Some(reason.clone());
            events.push(ClientEvent::Disconnected { reason });
        }
    }

    /// Closes the connection: the host's game cannot be followed here.
    fn unfollowable(&mut self, what: Unfollowed, detail: String, events: &mut Vec<ClientEvent>) {
        self.close(CloseReason::Unfollowable { what, detail }, events);
    }

    fn hear(&mut self, message: HostMessage, events: &mut Vec<ClientEvent>) {
        match message {
            HostMessage::Welcome {
                seat,
                lobby,
                secret,
                ..
            } => {
                self.seat = seat;
                if secret.is_some() {
                    self.secret = secret;
                }
                self.lobby = Some(lobby);
                events.push(ClientEvent::Welcome { seat });
            }
            HostMessage::Lobby(lobby) => {
                self.lobby = Some(lobby.clone());
                events.push(ClientEvent::Lobby(lobby));
            }
            HostMessage::View(wire) => match self.take_view(&wire) {
                Ok(()) => events.push(ClientEvent::View),
                Err(e) => self.unfollowable(Unfollowed::View, e, events),
            },
            HostMessage::Drawn {
                seat,
                set_aside,
                tile,
            } => {
                if let Err(e) = self.hear_draw(&set_aside, tile.as_deref()) {
                    self.unfollowable(Unfollowed::Draw, e, events);
                    return;
                }
                events.push(ClientEvent::Drawn {
                    seat,
                    tile,
                    set_aside,
                });
            }
            HostMessage::Moved { seat, mv } => {
                if let Err(e) = self.hear_move(&mv) {
                    self.unfollowable(Unfollowed::Move, e, events);
                    return;
                }
                events.push(ClientEvent::Moved { seat, mv });
            }
            HostMessage::Flying { seat, mv } => {
                if let Err(e) = self.hear_flight(&mv) {
                    self.unfollowable(Unfollowed::Move, e, events);
                    return;
                }
                events.push(ClientEvent::Flying { seat });
            }
            HostMessage::Refused(r) => events.push(ClientEvent::Refused(r)),
            HostMessage::Chat(line) => events.push(ClientEvent::Chat(line)),
            HostMessage::Dropped { seat } => events.push(ClientEvent::Dropped { seat }),
            HostMessage::Returned { seat } => events.push(ClientEvent::Returned { seat }),
            HostMessage::GameOver { scores } => {
                if let Some(word) = &mut self.word {
                    word.over = true;
                }
                if let Err(e) = self.follow() {
                    self.unfollowable(Unfollowed::Draw, e, events);
                    return;
                }
                self.scores = Some(scores.clone());
                events.push(ClientEvent::GameOver { scores });
            }
            HostMessage::Bye(refusal) => self.close(CloseReason::Host(refusal), events),
            HostMessage::RoomCreated { room, invite } => {
                self.room = room;
                self.send_join();
                events.push(ClientEvent::RoomCreated { room, invite });
            }
        }
    }

    /// The game as it stands, from the host's view of it for our seat:
    /// kept as told, and a replica built from it.
    fn take_view(&mut self, wire: &SeatViewWire) -> Result<(), String> {
        let told = wire.read(&self.catalog)?;
        self.seat = told.seat;
        self.replica = None;
        if self.keeps_replica {
            let seats = self
                .lobby
                .as_ref()
                .map_or_else(Vec::new, |l| l.table_seats(|i| Some(i) == told.seat));
            let table = Table::replica(
                self.catalog.clone(),
                seats,
                told.rules,
                &told.moves,
                told.hand,
            )
            .map_err(|e| e.to_string())?;
            self.replica = Some(table);
        }
        self.word = Some(HostWord {
            rules: told.rules,
            moves: told.moves,
            hand: told.hand,
            flight: None,
            over: false,
        });
        Ok(())
    }

    fn tile_id(&self, tile: &str) -> Result<TileTypeId, String> {
        self.catalog
            .type_id(tile)
            .ok_or_else(|| format!("no tile `{tile}`"))
    }

    /// The host's draw step: the tiles it set aside, the tile in hand.
    fn hear_draw(&mut self, set_aside: &[String], tile: Option<&str>) -> Result<(), String> {
        let set_aside = set_aside
            .iter()
            .map(|t| self.tile_id(t).map(|tile| Move::Discard { tile }))
            .collect::<Result<Vec<_>, _>>()?;
        let hand = tile.map(|t| self.tile_id(t)).transpose()?;
        let word = self.word.as_mut().ok_or("a draw before the game's view")?;
        word.moves.extend(set_aside);
        word.hand = hand;
        word.flight = None;
        self.follow()
    }

    /// A placement the host took.
    fn hear_move(&mut self, mv: &RecordMove) -> Result<(), String> {
        let mv = mv.to_move(&self.catalog).map_err(|e| e.to_string())?;
        let word = self.word.as_mut().ok_or("a move before the game's view")?;
        word.moves.push(mv);
        word.hand = None;
        word.flight = None;
        self.follow()
    }

    /// A dragon's flight so far: the tile in hand laid, the steps taken.
    fn hear_flight(&mut self, mv: &RecordMove) -> Result<(), String> {
        let Move::Place {
            tile,
            placement,
            action,
            dragon,
        } = mv.to_move(&self.catalog).map_err(|e| e.to_string())?
        else {
            return Err("a flight told of a tile set aside".to_string());
        };
        let word = self
            .word
            .as_mut()
            .ok_or("a flight before the game's view")?;
        if word.hand.is_some_and(|hand| hand != tile) {
            return Err("a flight told of another tile than the one in hand".to_string());
        }
        word.hand = Some(tile);
        word.flight = Some(PendingFlight {
            tile,
            placement,
            action,
            steps: dragon,
        });
        self.follow()
    }

    /// The replica catches up with the host's word.
    fn follow(&mut self) -> Result<(), String> {
        if let (Some(table), Some(word)) = (&mut self.replica, &self.word) {
            table.catch_up(word.told()).map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    fn send(&mut self, message: &ClientMessage) {
        self.renet.send_message(CHANNEL, encode(message));
        self.queued = true;
    }

    // ------------------------------------------------------------ queries

    /// Our seat (`None`: watching, or not yet welcomed).
    pub fn seat(&self) -> Option<usize> {
        self.seat
    }

    /// The name we asked to sit under (what a seat book files our seat's
    /// secret by, with the room).
    pub fn name(&self) -> &str {
        &self.request.name
    }

    /// Our seat's secret, which takes the seat back after a lost
    /// connection ([`JoinRequest::secret`]): keep it with the invite.
    pub fn seat_secret(&self) -> Option<&str> {
        self.secret.as_deref()
    }

    pub fn lobby(&self) -> Option<&LobbyState> {
        self.lobby.as_ref()
    }

    /// The game as our seat sees it, once it has started (from this
    /// client's replica: `None` where the window keeps it).
    pub fn view(&self) -> Option<SeatView> {
        Some(self.replica.as_ref()?.view(self.seat))
    }

    /// This client's replica of the game, once it has started.
    pub fn replica(&self) -> Option<&Table> {
        self.replica.as_ref()
    }

    /// What the host told of its game (its moves, the tile in hand,
    /// whether it is over), once it has started.
    pub fn told(&self) -> Option<Told<'_>> {
        self.word.as_ref().map(HostWord::told)
    }

    /// The game's rules, once it has started.
    pub fn rules(&self) -> Option<RuleSet> {
        self.word.as_ref().map(|w| w.rules)
    }

    /// How many steps of a dragon's flight the host has told (0 when none
    /// is being chosen).
    pub fn flight_steps(&self) -> usize {
        self.word
            .as_ref()
            .and_then(|w| w.flight)
            .map_or(0, |f| f.steps.len())
    }

    /// How many moves (placements and tiles set aside) the host has told.
    pub fn moves_seen(&self) -> usize {
        self.word.as_ref().map_or(0, |w| w.moves.len())
    }

    /// Whether the host said the game is over.
    pub fn game_over(&self) -> bool {
        self.word.as_ref().is_some_and(|w| w.over)
    }

    /// The program following the host's word on its own replica found a
    /// step that does not replay: the connection closes, saying so.
    pub fn cannot_follow(&mut self, what: Unfollowed, detail: String) -> Option<CloseReason> {
        let mut events = Vec::new();
        self.unfollowable(what, detail, &mut events);
        self.closed.clone()
    }

    /// The final scores, once the game is over.
    pub fn scores(&self) -> Option<&[u32]> {
        self.scores.as_deref()
    }

    pub fn is_connected(&self) -> bool {
        self.closed.is_none() && self.renet.is_connected()
    }

    /// Why the connection ended, if it has.
    pub fn closed(&self) -> Option<&CloseReason> {
        self.closed.as_ref()
    }

    /// Payload bytes received so far.
    pub fn received_bytes(&self) -> u64 {
        self.received_bytes
    }

    /// Round-trip time to the host as renet measures it, in seconds.
    pub fn rtt(&self) -> f64 {
        self.renet.rtt()
    }

    // ------------------------------------------------------------ commands

    /// Plays our seat's turn with the tile in hand (the host checks it).
    pub fn play(&mut self, input: ConfirmedTurn) {
        let (seat, at) = (self.seat.unwrap_or(usize::MAX), self.moves_seen());
        self.play_as(seat, at, input);
    }

    /// Sends a move for `seat` having seen `at` moves, as given: the host
    /// refuses what is not ours to play (for tests of those checks).
    pub fn play_as(&mut self, seat: usize, at: usize, input: ConfirmedTurn) {
        let message = match input {
            ConfirmedTurn::Place { placement, action } => ClientMessage::Play {
                seat,
                at,
                placement,
                action,
            },
            ConfirmedTurn::DragonStep(to) => ClientMessage::DragonStep {
                seat,
                at,
                step: self.flight_steps(),
                to,
            },
        };
        self.send(&message);
    }

    pub fn ready(&mut self, ready: bool) {
        self.send(&ClientMessage::Ready(ready));
    }

    pub fn chat(&mut self, text: impl Into<String>) {
        self.say(Said::Text(text.into()));
    }

    /// A quick phrase, by its id in [`super::protocol::QUICK_PHRASES`].
    pub fn phrase(&mut self, phrase: u8) {
        self.say(Said::Phrase(phrase));
    }

    /// Words for the table.
    pub fn say(&mut self, said: Said) {
        self.send(&ClientMessage::Say(said));
    }

    /// Sends bytes as they are, as a broken or hostile client would (for
    /// tests of the host's defences).
    pub fn send_raw(&mut self, bytes: Vec<u8>) {
        self.renet.send_message(CHANNEL, bytes);
        self.queued = true;
    }

    /// Leaves the room, telling the host at once.
    pub fn disconnect(&mut self) {
        let _ = self.transport.send_packets(&mut self.renet);
        self.transport.disconnect();
        self.renet.disconnect();
        self.closed.get_or_insert(CloseReason::Left);
    }
}
