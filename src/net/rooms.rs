//! A host's rooms and the connections on their way into one. Every
//! client's bytes pass here before a room hears them: their size, format
//! and rate, the hello (versions), and which room the connection may
//! enter (the one whose key it connected with, or one it made on a
//! server). Rooms are made on request within bounds, and what goes
//! nowhere is let go: a connection that has not joined within its time,
//! a room that never started within the operator's time, a finished room
//! nobody is in. No sockets: the [`Host`](super::Host) feeds it what
//! arrives and sends what it puts out, and the fuzz target drives it the
//! same way.

use super::events::{ConnId, HostEvent, Out};
use super::invite::Invite;
use super::keys::{self, Secret};
use super::protocol::{
    ClientMessage, HostMessage, MAX_MESSAGES_PER_SECOND, Refusal, RoomId, RoomSetup, check_hello,
    decode_client,
};
use super::room::Room;
use crate::rules::TileCatalog;
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long a connection may take from connecting to joining a room (or
/// making one) before it is let go: slots are for players.
pub const JOIN_WITHIN: Duration = Duration::from_secs(10);

/// The most rooms one connection may make on a server.
pub const ROOMS_PER_CONNECTION: usize = 3;

/// How long a connection told why it goes is given for the words to
/// leave before it is cut.
const LEAVE_AFTER: Duration = Duration::from_millis(300);

/// How long one tick gives the rooms' own turns (a computer's move takes
/// about a millisecond at the quick levels): half a server tick.
const TURNS_BUDGET: Duration = Duration::from_millis(10);

/// What the rooms send: to whom, what.
#[derive(Clone, Debug, PartialEq)]
pub enum Mail {
    To(ConnId, HostMessage),
    /// One message for several connections (encoded once).
    All(Vec<ConnId>, HostMessage),
    /// Cut the connection now (its reason went out before).
    Cut(ConnId),
}

/// How many messages a connection sent in the current second.
#[derive(Clone, Copy, Debug, Default)]
struct Meter {
    second: u64,
    count: u32,
}

/// A connection, from its connect on.
#[derive(Clone, Debug)]
struct Conn {
    /// The room whose key it connected with (a server's own id: then it
    /// may make rooms, and enter those it made).
    key_of: RoomId,
    since: Duration,
    hello: bool,
    /// The room it is in.
    room: Option<RoomId>,
    /// Rooms it made (on a server).
    made: Vec<RoomId>,
    meter: Meter,
    /// Told why it goes: cut at this time.
    leaving: Option<Duration>,
}

/// Rooms made on request, as a server makes them.
pub(super) struct Maker {
    pub catalog: Arc<TileCatalog>,
    /// Where each room's autosave goes (`room-ID.ron`).
    pub dir: Option<PathBuf>,
    pub max_rooms: usize,
    /// A room that has not started this long after it was made is closed
    /// (`None`: never).
    pub wait: Option<Duration>,
}

/// A host's rooms and its connections. See the module documentation.
pub struct Rooms {
    rooms: BTreeMap<RoomId, Room>,
    /// The host's secret: every room's key and seat secrets come from it.
    secret: Secret,
    /// A server's own id (its invite's): lets a player make rooms.
    door: Option<RoomId>,
    maker: Option<Maker>,
    /// What every invite of this host names besides its key and room.
    pub(super) invite: Invite,
    join_within: Duration,
    clock: Duration,
    conns: HashMap<ConnId, Conn>,
    mail: Vec<Mail>,
    events: Vec<(RoomId, HostEvent)>,
    /// The room whose turn comes first in the next tick.
    turn_from: RoomId,
    /// Rooms made or let go since the host last looked: their keys go on
    /// or off the socket.
    changed: Vec<RoomId>,
    /// What the next new room's id is derived from (random at the start,
    /// so ids are never those of an earlier run).
    next_id: u64,
}

impl Rooms {
    /// A host's one room, under the id its secret gives.
    pub(super) fn one(room: Room, secret: Secret, invite: Invite) -> Rooms {
        let mut rooms = Rooms::empty(secret, invite);
        rooms.add_room(room, Some(keys::own_room(&secret)));
        rooms
    }

    /// A server's rooms without a socket, made on request from `catalog`,
    /// at most `max_rooms` (the fuzz target drives them).
    pub fn server_of(catalog: Arc<TileCatalog>, max_rooms: usize, secret: Secret) -> Rooms {
        let maker = Maker {
            catalog,
            dir: None,
            max_rooms,
            wait: None,
        };
        let invite = Invite::new("127.0.0.1:7878".parse().expect("an address"));
        Rooms::server(secret, invite, maker)
    }

    /// A server's: no room yet; its invite makes them.
    pub(super) fn server(secret: Secret, invite: Invite, maker: Maker) -> Rooms {
        let mut rooms = Rooms::empty(secret, invite);
        let door = keys::door(&secret);
        rooms.door = Some(door);
        rooms.maker = Some(maker);
        rooms.changed.push(door);
        rooms
    }

    fn empty(secret: Secret, invite: Invite) -> Rooms {
        Rooms {
            rooms: BTreeMap::new(),
            secret,
            door: None,
            maker: None,
            invite,
            join_within: JOIN_WITHIN,
            clock: Duration::ZERO,
            conns: HashMap::new(),
            mail: Vec::new(),
            events: Vec::new(),
            turn_from: 0,
            changed: Vec::new(),
            next_id: keys::random_u64(),
        }
    }

    /// New rooms' ids from this count on: the same ids every run, for a
    /// fuzz target whose findings must run again alike.
    #[doc(hidden)]
    pub fn count_ids_from(&mut self, n: u64) {
        self.next_id = n;
    }

    /// How long a connection may take to join (the default:
    /// [`JOIN_WITHIN`]).
    pub fn set_join_within(&mut self, within: Duration) {
        self.join_within = within;
    }

    /// A server closes a room that has not started this long after it was
    /// made (`None`: never; a host of one room never does).
    pub fn set_wait(&mut self, wait: Option<Duration>) {
        if let Some(maker) = &mut self.maker {
            maker.wait = wait;
        }
    }

    /// The host's secret (kept to host the same rooms after a restart).
    pub fn secret(&self) -> &Secret {
        &self.secret
    }

    /// A server's own id (its invite's), if this is a server.
    pub fn door(&self) -> Option<RoomId> {
        self.door
    }

    /// The invite key of `room` (or of the server's door).
    pub fn key(&self, room: RoomId) -> Secret {
        keys::room_key(&self.secret, room)
    }

    /// Whether connections may be let in with `room`'s key.
    pub fn opens(&self, room: RoomId) -> bool {
        self.rooms.contains_key(&room) || self.door == Some(room)
    }

    /// The invite to `room` (or to the server's door).
    pub fn invite_to(&self, room: RoomId) -> Invite {
        Invite {
            key: self.key(room),
            room,
            ..self.invite.clone()
        }
    }

    pub fn rooms(&self) -> &BTreeMap<RoomId, Room> {
        &self.rooms
    }

    pub fn room_by_id(&mut self, id: RoomId) -> Option<&mut Room> {
        self.rooms.get_mut(&id)
    }

    /// Adds a room (a server's, made by its owner or resumed from its
    /// autosave) under `id`, or a new random id. Its seats' secrets come
    /// from the host's secret, so they outlive a restart.
    pub fn add_room(&mut self, mut room: Room, id: Option<RoomId>) -> RoomId {
        let id = id.unwrap_or_else(|| self.fresh_id());
        room.set_seat_key(keys::seat_key(&self.secret, id));
        self.rooms.insert(id, room);
        self.changed.push(id);
        id
    }

    /// An id no room here has: unguessable without the host's secret.
    fn fresh_id(&mut self) -> RoomId {
        loop {
            self.next_id = self.next_id.wrapping_add(1);
            let id = u64::from_le_bytes(
                keys::prf(&self.secret, b"rnid", &self.next_id.to_le_bytes())[..8]
                    .try_into()
                    .expect("32 bytes"),
            );
            if !self.rooms.contains_key(&id) && self.door != Some(id) {
                return id;
            }
        }
    }

    /// Rooms made or let go since the last call.
    pub(super) fn take_changed(&mut self) -> Vec<RoomId> {
        std::mem::take(&mut self.changed)
    }

    /// Connections now (in a room or on their way).
    pub fn connections(&self) -> usize {
        self.conns.len()
    }

    /// Connections that have not joined a room (on their way, or told to
    /// go).
    pub fn waiting(&self) -> usize {
        self.conns
            .iter()
            .filter(|(id, c)| {
                !c.room
                    .and_then(|r| self.rooms.get(&r))
                    .is_some_and(|r| r.has_joined(**id))
            })
            .count()
    }

    /// How long a connection may take to join.
    pub fn join_within(&self) -> Duration {
        self.join_within
    }

    // ------------------------------------------------------ connections

    /// A connection is up, made with the key of `key_of`.
    pub fn connect(&mut self, id: ConnId, key_of: RoomId) {
        self.conns.insert(
            id,
            Conn {
                key_of,
                since: self.clock,
                hello: false,
                room: None,
                made: Vec::new(),
                meter: Meter::default(),
                leaving: None,
            },
        );
    }

    /// A connection is gone.
    pub fn disconnect(&mut self, id: ConnId) {
        if let Some(c) = self.conns.remove(&id)
            && let Some(r) = c.room.and_then(|r| self.rooms.get_mut(&r))
        {
            r.disconnect(id);
        }
    }

    /// Bytes from a connection: checked, then dealt with here or by its
    /// room.
    pub fn receive(&mut self, id: ConnId, bytes: &[u8]) {
        let second = self.clock.as_secs();
        let Some(c) = self.conns.get_mut(&id) else {
            return;
        };
        if c.leaving.is_some() {
            return;
        }
        if c.meter.second != second {
            c.meter = Meter { second, count: 0 };
        }
        c.meter.count += 1;
        if c.meter.count > MAX_MESSAGES_PER_SECOND {
            self.kick(
                id,
                Refusal::Flood {
                    limit: MAX_MESSAGES_PER_SECOND,
                },
            );
            return;
        }
        match decode_client(bytes) {
            Ok(message) => {
                if self.route(id, message)
                    && let Some(c) = self.conns.get_mut(&id)
                {
                    // A move the table took: the game paces those.
                    c.meter.count -= 1;
                }
            }
            Err(refusal) => self.kick(id, refusal),
        }
    }

    /// Hands a client's message to its room, or deals with it here if the
    /// connection is in none yet. Returns whether a room's table took it
    /// as a move.
    fn route(&mut self, id: ConnId, message: ClientMessage) -> bool {
        let Some(c) = self.conns.get(&id) else {
            return false;
        };
        if let Some(room) = c.room {
            return self
                .rooms
                .get_mut(&room)
                .is_some_and(|r| r.receive(id, message));
        }
        match message {
            ClientMessage::Hello {
                protocol,
                game_version,
            } if !c.hello => match check_hello(protocol, &game_version) {
                Ok(()) => {
                    if let Some(c) = self.conns.get_mut(&id) {
                        c.hello = true;
                    }
                }
                Err(refusal) => self.kick(id, refusal),
            },
            _ if !c.hello => self.kick(id, Refusal::HelloFirst),
            ClientMessage::Join { room, .. } => {
                // The room its key opens, or one it made: nothing else, so
                // an invite (the server's too) opens no other room.
                let target = room.unwrap_or(c.key_of);
                let allowed = (target == c.key_of || c.made.contains(&target))
                    && self.rooms.contains_key(&target);
                if !allowed {
                    self.kick(id, Refusal::NoSuchRoom(target));
                    return false;
                }
                if let Some(c) = self.conns.get_mut(&id) {
                    c.room = Some(target);
                }
                let r = self.rooms.get_mut(&target).expect("checked");
                r.connect(id);
                r.receive(id, message);
            }
            ClientMessage::CreateRoom(setup) => self.create_room(id, &setup),
            _ => self.kick(id, Refusal::JoinFirst),
        }
        false
    }

    fn create_room(&mut self, id: ConnId, setup: &RoomSetup) {
        let (Some(maker), Some(c)) = (&self.maker, self.conns.get(&id)) else {
            self.kick(id, Refusal::NoNewRooms);
            return;
        };
        // A room's invite makes no rooms: only the server's does, a few
        // per connection, up to the server's most.
        if Some(c.key_of) != self.door
            || c.made.len() >= ROOMS_PER_CONNECTION
            || self.rooms.len() >= maker.max_rooms
        {
            self.mail
                .push(Mail::To(id, HostMessage::Refused(Refusal::NoNewRooms)));
            return;
        }
        let catalog = maker.catalog.clone();
        let dir = maker.dir.clone();
        let room_id = self.fresh_id();
        // The pile's seed, unless the client chose one: the host's secret's.
        let seed = u64::from_le_bytes(
            keys::prf(&self.secret, b"pile", &room_id.to_le_bytes())[..8]
                .try_into()
                .expect("32 bytes"),
        );
        let mut room = match Room::from_setup(catalog, setup, seed) {
            Ok(room) => room,
            Err(refusal) => {
                self.mail.push(Mail::To(id, HostMessage::Refused(refusal)));
                return;
            }
        };
        if let Some(dir) = &dir {
            room.autosave_to(dir.join(room_file(room_id)));
        }
        self.add_room(room, Some(room_id));
        if let Some(c) = self.conns.get_mut(&id) {
            c.made.push(room_id);
        }
        let invite = self.invite_to(room_id).code();
        self.mail.push(Mail::To(
            id,
            HostMessage::RoomCreated {
                room: room_id,
                invite,
            },
        ));
    }

    /// Tells `id` why it goes, and cuts it once the words are out.
    pub fn kick(&mut self, id: ConnId, refusal: Refusal) {
        let Some(c) = self.conns.get_mut(&id) else {
            return;
        };
        if c.leaving.is_some() {
            return;
        }
        c.leaving = Some(self.clock + LEAVE_AFTER);
        match c.room.and_then(|r| self.rooms.get_mut(&r)) {
            // The room says why (and tells the others of the seat).
            Some(room) => room.kick(id, refusal),
            None => {
                self.events.push((
                    c.room.unwrap_or(c.key_of),
                    HostEvent::Kicked {
                        conn: id,
                        refusal: refusal.clone(),
                    },
                ));
                self.mail.push(Mail::To(id, HostMessage::Bye(refusal)));
            }
        }
    }

    // ------------------------------------------------------ time

    /// One tick (`dt` since the last): the rooms' own turns within a
    /// budget, then whatever has waited too long is let go.
    pub fn tick(&mut self, dt: Duration) {
        self.clock += dt;
        for room in self.rooms.values_mut() {
            room.elapse(dt);
        }
        // The rooms' own turns (draws, computers' moves) within a budget,
        // starting each tick where the last one stopped: a crowd of
        // computer moves due at once is spread over a few ticks instead of
        // holding up every room's messages for the whole crowd.
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
        self.let_go();
    }

    /// Lets go of connections that have not joined in time, rooms that
    /// never started in the operator's time, and (on a server) finished
    /// rooms nobody is in.
    fn let_go(&mut self) {
        let now = self.clock;
        let slow: Vec<ConnId> = self
            .conns
            .iter()
            .filter(|(id, c)| {
                c.leaving.is_none()
                    && now.saturating_sub(c.since) >= self.join_within
                    && !c
                        .room
                        .and_then(|r| self.rooms.get(&r))
                        .is_some_and(|r| r.has_joined(**id))
            })
            .map(|(&id, _)| id)
            .collect();
        let seconds = self.join_within.as_secs();
        for id in slow {
            self.kick(id, Refusal::TooSlow { seconds });
        }
        let Some(maker) = &self.maker else {
            return;
        };
        let wait = maker.wait;
        let gone: Vec<(RoomId, bool)> = self
            .rooms
            .iter()
            .filter_map(|(&id, r)| {
                let unstarted = wait.is_some_and(|w| !r.is_started() && r.age() >= w);
                let finished = r.is_over() && r.is_empty();
                (unstarted || finished).then_some((id, unstarted))
            })
            .collect();
        for (id, unstarted) in gone {
            let Some(mut room) = self.rooms.remove(&id) else {
                continue;
            };
            self.changed.push(id);
            // Its own last words (a move, a lobby) go out first.
            let (out, events) = room.drain();
            self.post(id, room.joined().collect(), out, events);
            let minutes = wait.unwrap_or_default().as_secs() / 60;
            for conn in room.connections().collect::<Vec<_>>() {
                if let Some(c) = self.conns.get_mut(&conn) {
                    c.room = None;
                }
                if unstarted {
                    self.kick(conn, Refusal::NeverStarted { minutes });
                }
            }
        }
    }

    // ------------------------------------------------------ out

    /// What the rooms and this front put out since the last call: mail,
    /// then events by room. Connections whose reason has gone out are cut.
    pub fn drain(&mut self) -> (Vec<Mail>, Vec<(RoomId, HostEvent)>) {
        let ids: Vec<RoomId> = self.rooms.keys().copied().collect();
        for id in ids {
            let room = self.rooms.get_mut(&id).expect("listed");
            let (out, events) = room.drain();
            let joined = room.joined().collect();
            self.post(id, joined, out, events);
        }
        let now = self.clock;
        let due: Vec<ConnId> = self
            .conns
            .iter()
            .filter(|(_, c)| c.leaving.is_some_and(|at| now >= at))
            .map(|(&id, _)| id)
            .collect();
        for id in due {
            self.disconnect(id);
            self.mail.push(Mail::Cut(id));
        }
        (
            std::mem::take(&mut self.mail),
            std::mem::take(&mut self.events),
        )
    }

    /// A room's messages as mail, its events as the host's.
    fn post(&mut self, id: RoomId, joined: Vec<ConnId>, out: Vec<Out>, events: Vec<HostEvent>) {
        self.events.extend(events.into_iter().map(|e| (id, e)));
        for o in out {
            match o {
                Out::To(conn, message) => self.mail.push(Mail::To(conn, message)),
                Out::All(message) => self.mail.push(Mail::All(joined.clone(), message)),
                Out::Kick(conn, reason) => {
                    if let Some(c) = self.conns.get_mut(&conn) {
                        c.room = None;
                        c.leaving.get_or_insert(self.clock + LEAVE_AFTER);
                    }
                    self.mail.push(Mail::To(conn, HostMessage::Bye(reason)));
                }
            }
        }
    }
}

/// The file of a server's room's autosave in its folder.
pub fn room_file(id: RoomId) -> String {
    format!("room-{id:016x}.ron")
}

/// The room id of a server's autosave, from its file's name.
pub fn room_of_file(name: &str) -> Option<RoomId> {
    let hex = name.strip_prefix("room-")?.strip_suffix(".ron")?;
    (hex.len() == 16)
        .then(|| RoomId::from_str_radix(hex, 16).ok())
        .flatten()
}
