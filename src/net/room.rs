//! One room: its seats and lobby, the one [`Table`] (the only holder of the
//! pile's order), the computer seats, and what each connection said and is
//! told. No sockets here: a [`Host`](super::Host) feeds it messages by
//! connection id and sends what it puts out, so one process can hold one
//! room or many.

use super::events::{ConnId, HostEvent, Out};
use super::keys::{self, Secret};
use super::link::GAME_VERSION;
use super::protocol::{
    ChatLine, ClientMessage, HostMessage, LobbyState, MAX_CHAT_CHARS, MAX_NAME_CHARS,
    MAX_SECRET_CHARS, MAX_WATCHING, Malformed, Refusal, RoomProblem, RoomSetup, Said, TileSetMark,
    echo,
};
use crate::ai::Level;
use crate::rules::record::{GameRecord, RecordMove};
use crate::rules::{EXPANSIONS, Expansion, RuleError, RuleSet, TileCatalog};
use crate::table::{ConfirmedTurn, Played, Seat, SeatKind, Table};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use super::seat::{RoomSeat, table_seats};
use crate::art::PlayerColour;

/// The computer seats' turns and their pace (`room/computers.rs`).
mod computers;
/// Who joins, as what (`room/join.rs`).
mod join;

#[derive(Clone, Debug, Default)]
struct Conn {
    joined: bool,
    seat: Option<usize>,
    name: String,
}

/// One room. See the module documentation.
pub struct Room {
    catalog: Arc<TileCatalog>,
    rules: RuleSet,
    seed: u64,
    seats: Vec<RoomSeat>,
    table: Option<Table>,
    conns: BTreeMap<ConnId, Conn>,
    autosave: Option<PathBuf>,
    /// Start by itself once every seat is taken and ready.
    pub auto_start: bool,
    /// The help the host's table agreed on, by its name (`all`, ...), for
    /// the lobby to tell everyone: the room plays without it, each window
    /// gives it. `None`: the host does not say.
    pub helpers: Option<String>,
    over: bool,
    /// A move was made since the last tick (a tick then makes none).
    moved: bool,
    /// Time since the last move, and the least a computer waits after a
    /// move before it plays (so people can follow the game).
    since_move: Duration,
    computer_pace: Duration,
    out: Vec<Out>,
    events: Vec<HostEvent>,
    /// What each seat's secret is derived from (the host's, for seats that
    /// outlive a restart; else random).
    seat_key: Secret,
    /// Time since the room was made (a server closes rooms that never
    /// start).
    age: Duration,
}

/// What a join asks for, as the room hears it.
struct JoinAsk {
    name: String,
    colour: Option<String>,
    wish: Option<usize>,
    spectate: bool,
    secret: Option<String>,
}

impl Room {
    /// A new room whose game is shuffled from `seed` when it starts.
    pub fn new(
        catalog: Arc<TileCatalog>,
        rules: RuleSet,
        seed: u64,
        seats: Vec<RoomSeat>,
    ) -> Result<Room, RuleError> {
        // The rules check the number of players now, not at the start.
        crate::rules::Game::new(catalog.clone(), seats.len(), rules)?;
        Ok(Room {
            catalog,
            rules,
            seed,
            seats,
            table: None,
            conns: BTreeMap::new(),
            autosave: None,
            auto_start: true,
            helpers: None,
            over: false,
            moved: false,
            since_move: Duration::ZERO,
            computer_pace: Duration::ZERO,
            out: Vec::new(),
            events: Vec::new(),
            seat_key: keys::random_secret(),
            age: Duration::ZERO,
        })
    }

    /// A room as a client asked a server to make it.
    pub fn from_setup(
        catalog: Arc<TileCatalog>,
        setup: &RoomSetup,
        seed: u64,
    ) -> Result<Room, Refusal> {
        let bad = Refusal::BadRoom;
        if setup.computers.len() > setup.players {
            return Err(bad(RoomProblem::TooManyComputers {
                computers: setup.computers.len(),
                seats: setup.players,
            }));
        }
        let mut rules = RuleSet::default();
        for flag in &setup.rules {
            rules = crate::rules::expansions::apply_rule_flag(rules, EXPANSIONS, flag)
                .ok_or_else(|| bad(RoomProblem::NoRuleFlag(echo(flag))))?;
        }
        // The number of players is the client's: the rules check it before
        // a seat is made for any of them.
        crate::rules::Game::new(catalog.clone(), setup.players, rules).map_err(|e| match e {
            RuleError::BadSetup(e) => bad(RoomProblem::Setup(e)),
            other => Refusal::Rule(other),
        })?;
        let open = setup.players - setup.computers.len();
        let mut seats = Vec::with_capacity(setup.players);
        for i in 0..setup.players {
            seats.push(match i.checked_sub(open) {
                None => RoomSeat::open(i),
                Some(c) => {
                    let name = &setup.computers[c];
                    let level =
                        Level::parse(name).ok_or_else(|| bad(RoomProblem::NoLevel(echo(name))))?;
                    RoomSeat::computer(i, level)
                }
            });
        }
        computer_colours(&mut seats[open..], &setup.colours)?;
        let mut room =
            Room::new(catalog, rules, setup.seed.unwrap_or(seed), seats).map_err(|e| match e {
                RuleError::BadSetup(e) => bad(RoomProblem::Setup(e)),
                other => Refusal::Rule(other),
            })?;
        room.recolour_open_seats();
        Ok(room)
    }

    /// A room continuing a game from its record (an autosave): the
    /// computers keep their seats, every other seat waits for its player
    /// to rejoin by name.
    pub fn resume(catalog: Arc<TileCatalog>, record: &GameRecord) -> Result<Room, String> {
        let seats: Vec<RoomSeat> = Seat::of_record(record)
            .into_iter()
            .enumerate()
            .map(|(i, from_record)| {
                let mut seat = match from_record.level() {
                    Some(level) => RoomSeat::computer(i, level),
                    None => RoomSeat {
                        open: false,
                        named: true,
                        ..RoomSeat::open(i)
                    },
                };
                seat.named |= seat.name != from_record.name;
                seat.name = from_record.name;
                seat.colour = from_record.colour;
                seat
            })
            .collect();
        let table = Table::from_record(catalog.clone(), record, table_seats(&seats))
            .map_err(|e| e.to_string())?;
        let over = table.is_finished();
        let mut room = Room::new(catalog, record.rules, record.seed.unwrap_or(0), seats)
            .map_err(|e| e.to_string())?;
        room.table = Some(table);
        room.over = over;
        Ok(room)
    }

    /// The key the seats' secrets are derived from: a host gives the
    /// room one of its own secret's, so the secrets outlive a restart.
    pub fn set_seat_key(&mut self, key: Secret) {
        self.seat_key = key;
    }

    /// The secret that takes `seat` back after a lost connection (its
    /// player hears it in their welcome).
    pub fn seat_secret(&self, seat: usize) -> String {
        keys::seat_secret(&self.seat_key, seat)
    }

    /// Time since the room was made.
    pub fn age(&self) -> Duration {
        self.age
    }

    /// Writes the game's record to `path` after every move (and at the
    /// start), as a local game's autosave.
    pub fn autosave_to(&mut self, path: PathBuf) {
        self.autosave = Some(path);
    }

    pub fn seats(&self) -> &[RoomSeat] {
        &self.seats
    }

    /// The table, once the game has started.
    pub fn table(&self) -> Option<&Table> {
        self.table.as_ref()
    }

    pub fn catalog(&self) -> &Arc<TileCatalog> {
        &self.catalog
    }

    pub fn is_started(&self) -> bool {
        self.table.is_some()
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Whether no connection is in the room (nobody playing or watching).
    pub fn is_empty(&self) -> bool {
        self.conns.is_empty()
    }

    /// The room as the lobby shows it.
    pub fn lobby(&self) -> LobbyState {
        let mut rules = Vec::new();
        if !self.rules.farmers {
            rules.push(crate::rules::expansions::NO_FARMERS_FLAG.to_string());
        }
        for e in Expansion::all_of(EXPANSIONS) {
            if self.rules.has(e) {
                rules.push(EXPANSIONS[e.0 as usize].flag.to_string());
            }
        }
        LobbyState {
            seats: self.seats.iter().map(RoomSeat::lobby).collect(),
            rules,
            helpers: self.helpers.clone(),
            started: self.is_started(),
            spectators: self
                .conns
                .values()
                .filter(|c| c.joined && c.seat.is_none())
                .count(),
        }
    }

    /// What the room put out since the last call: messages, then events.
    pub fn drain(&mut self) -> (Vec<Out>, Vec<HostEvent>) {
        (
            std::mem::take(&mut self.out),
            std::mem::take(&mut self.events),
        )
    }

    /// Whether `conn` has joined (taken a seat or watches).
    pub fn has_joined(&self, conn: ConnId) -> bool {
        self.conns.get(&conn).is_some_and(|c| c.joined)
    }

    /// Every connection in the room, joined or on its way.
    pub fn connections(&self) -> impl Iterator<Item = ConnId> + '_ {
        self.conns.keys().copied()
    }

    /// The connections that have joined (seated or watching).
    pub fn joined(&self) -> impl Iterator<Item = ConnId> + '_ {
        self.conns
            .iter()
            .filter(|(_, c)| c.joined)
            .map(|(&id, _)| id)
    }

    // ------------------------------------------------------ connections

    /// A connection whose hello the host has checked, about to join.
    pub fn connect(&mut self, conn: ConnId) {
        self.conns.insert(conn, Conn::default());
    }

    /// A connection is gone: its seat keeps its player's name and waits.
    pub fn disconnect(&mut self, conn: ConnId) {
        let Some(c) = self.conns.remove(&conn) else {
            return;
        };
        let Some(seat) = c.seat else {
            if c.joined {
                self.broadcast_lobby();
            }
            return;
        };
        if self.seats[seat].conn != Some(conn) {
            return; // replaced by a newer connection of the same player
        }
        self.seats[seat].conn = None;
        self.seats[seat].ready = false;
        self.events.push(HostEvent::Left {
            seat,
            name: self.seats[seat].name.clone(),
        });
        if self.is_started() {
            self.out.push(Out::All(HostMessage::Dropped { seat }));
        } else if self.seats[seat].kind == SeatKind::Remote {
            // Before the start a seat left is open again, for anyone.
            let colour = self.seats[seat].colour;
            self.seats[seat] = RoomSeat {
                colour,
                ..RoomSeat::open(seat)
            };
        }
        self.broadcast_lobby();
    }

    /// Disconnects `conn` saying why (a malformed message, a flood, ...).
    pub fn kick(&mut self, conn: ConnId, refusal: Refusal) {
        self.events.push(HostEvent::Kicked {
            conn,
            refusal: refusal.clone(),
        });
        self.out.push(Out::Kick(conn, refusal));
        self.disconnect(conn);
    }

    fn refuse(&mut self, conn: ConnId, refusal: Refusal) {
        self.events.push(HostEvent::Refused {
            conn,
            refusal: refusal.clone(),
        });
        self.out.push(Out::To(conn, HostMessage::Refused(refusal)));
    }

    /// A message from `conn`. Returns whether it was a move the table
    /// took (the game itself paces those: they are no flood).
    pub fn receive(&mut self, conn: ConnId, message: ClientMessage) -> bool {
        let Some(c) = self.conns.get(&conn) else {
            return false;
        };
        match message {
            // The host checked the hello before the room heard of this
            // connection; rooms are made through the host.
            ClientMessage::Hello { .. } => self.kick(conn, Refusal::HelloFirst),
            ClientMessage::CreateRoom(_) => self.refuse(conn, Refusal::NoNewRooms),
            ClientMessage::Join {
                name,
                colour,
                seat,
                spectate,
                tiles,
                secret,
                ..
            } => {
                // Other tiles would make the joiner's copy of the game
                // differ from the host's at the first draw: refuse at once.
                let ours = TileSetMark::of(&self.catalog);
                match tiles {
                    Some(theirs) if theirs != ours => self.kick(
                        conn,
                        Refusal::TileSet {
                            host: ours,
                            client: theirs,
                        },
                    ),
                    _ => self.join(
                        conn,
                        JoinAsk {
                            name,
                            colour,
                            wish: seat,
                            spectate,
                            secret,
                        },
                    ),
                }
            }
            _ if !c.joined => self.refuse(conn, Refusal::JoinFirst),
            ClientMessage::Ready(ready) => {
                // Only a change is news (and no echo of the lobby feeds a loop).
                if let Some(seat) = c.seat
                    && self.seats[seat].ready != ready
                {
                    self.seats[seat].ready = ready;
                    self.broadcast_lobby();
                    self.maybe_start();
                }
            }
            ClientMessage::Say(Said::Text(text)) => {
                let chars = text.chars().count();
                if chars > MAX_CHAT_CHARS {
                    self.refuse(
                        conn,
                        Refusal::ChatTooLong {
                            chars,
                            limit: MAX_CHAT_CHARS,
                        },
                    );
                    return false;
                }
                // Nobody is sent an escape or a direction override: not a
                // window, not a terminal printing the line.
                let text = super::protocol::plain(text.trim());
                if text.is_empty() {
                    return false;
                }
                let line = ChatLine {
                    seat: c.seat,
                    name: c.name.clone(),
                    said: Said::Text(text),
                };
                self.tell(line);
            }
            ClientMessage::Say(Said::Phrase(phrase)) => {
                if super::protocol::phrase_english(phrase).is_none() {
                    self.refuse(conn, Refusal::Malformed(Malformed::NoSuchPhrase(phrase)));
                    return false;
                }
                let line = ChatLine {
                    seat: c.seat,
                    name: c.name.clone(),
                    said: Said::Phrase(phrase),
                };
                self.tell(line);
            }
            ClientMessage::Play {
                seat,
                at,
                placement,
                action,
            } => {
                let input = ConfirmedTurn::Place { placement, action };
                return self.play_remote(conn, c.seat, seat, (at, None), input);
            }
            ClientMessage::DragonStep { seat, at, step, to } => {
                let input = ConfirmedTurn::DragonStep(to);
                return self.play_remote(conn, c.seat, seat, (at, Some(step)), input);
            }
        }
        false
    }

    /// A remote player's input for `seat` (theirs is `yours`), sent having
    /// seen `seen`: the moves, and for a dragon step the flight's steps.
    /// Refused unless the seat is theirs, the game has started and nothing
    /// happened since they saw it; then applied. Whether it was.
    fn play_remote(
        &mut self,
        conn: ConnId,
        yours: Option<usize>,
        seat: usize,
        seen: (usize, Option<usize>),
        input: ConfirmedTurn,
    ) -> bool {
        if yours != Some(seat) {
            self.refuse(conn, Refusal::NotYourSeat { seat, yours });
            return false;
        }
        let Some(table) = &self.table else {
            self.refuse(conn, Refusal::NotStarted);
            return false;
        };
        // A step sent for a flight further on (or already past) than the
        // host's is stale, as a move is.
        let (at, now) = (seen.0, table.moves().len());
        let steps = seen.1.map(|_| table.flight().map_or(0, |f| f.steps.len()));
        if at != now || seen.1 != steps {
            self.refuse(conn, Refusal::Stale { at, now });
            return false;
        }
        match self.apply(seat, input) {
            Ok(()) => true,
            Err(e) => {
                self.refuse(conn, e);
                false
            }
        }
    }

    fn broadcast_lobby(&mut self) {
        self.out.push(Out::All(HostMessage::Lobby(self.lobby())));
    }

    // ------------------------------------------------------ the host's acts

    /// Names a computer's seat before the start (a window names the
    /// computers it seats in its player's words; the room's own name for
    /// one is English, for the command line).
    pub fn name_seat(&mut self, seat: usize, name: String) -> Result<(), Refusal> {
        if self.is_started() {
            return Err(Refusal::Started);
        }
        let s = self
            .seats
            .get_mut(seat)
            .ok_or(Refusal::Rule(crate::rules::RuleError::NoSuchSeat(seat)))?;
        if !matches!(s.kind, SeatKind::Computer(_)) {
            return Err(Refusal::Rule(crate::rules::RuleError::NoSuchSeat(seat)));
        }
        s.name = name;
        s.named = true;
        self.broadcast_lobby();
        Ok(())
    }

    /// Who plays `seat` from now on: an open seat given to a computer
    /// before the start, or a dropped player's seat handed to a computer
    /// until they return (`Computer`), or back to them (`Remote`).
    pub fn set_seat_kind(&mut self, seat: usize, kind: SeatKind) -> Result<(), Refusal> {
        let s = self
            .seats
            .get_mut(seat)
            .ok_or(Refusal::Rule(crate::rules::RuleError::NoSuchSeat(seat)))?;
        if let SeatKind::Computer(_) = kind
            && s.kind == SeatKind::Remote
            && !s.open
        {
            s.handed_over = true;
        }
        if kind == SeatKind::Remote {
            s.handed_over = false;
        }
        if s.open && kind != SeatKind::Remote {
            s.open = false;
            if let SeatKind::Computer(level) = kind {
                s.name = format!("Computer {} ({level})", seat + 1);
            }
        }
        s.kind = kind;
        s.ready = s.ready || kind != SeatKind::Remote;
        if let Some(t) = &mut self.table {
            t.set_seat_kind(seat, kind).map_err(Refusal::Rule)?;
        }
        self.broadcast_lobby();
        self.maybe_start();
        Ok(())
    }

    fn maybe_start(&mut self) {
        if self.auto_start
            && !self.is_started()
            && self
                .seats
                .iter()
                .all(|s| !s.open && (s.kind != SeatKind::Remote || s.conn.is_some() && s.ready))
        {
            let _ = self.start();
        }
    }

    /// Starts the game: every seat must be taken (or a computer's).
    pub fn start(&mut self) -> Result<(), Refusal> {
        if self.is_started() {
            return Err(Refusal::Started);
        }
        let open = self.seats.iter().filter(|s| s.open).count();
        if open > 0 {
            return Err(Refusal::SeatsOpen { open });
        }
        let table = Table::new(
            self.catalog.clone(),
            table_seats(&self.seats),
            self.rules,
            self.seed,
        )
        .map_err(Refusal::Rule)?;
        let views: Vec<(ConnId, Option<usize>)> = self
            .conns
            .iter()
            .filter(|(_, c)| c.joined)
            .map(|(&id, c)| (id, c.seat))
            .collect();
        for (conn, seat) in views {
            let view = table
                .view(seat)
                .to_wire()
                .expect("a table's view has moves");
            self.out.push(Out::To(conn, HostMessage::View(view)));
        }
        self.table = Some(table);
        self.events.push(HostEvent::Started);
        self.broadcast_lobby();
        self.save();
        Ok(())
    }

    /// Sends `message` to everyone in the room as it is, outside the rules,
    /// as a broken or hostile host would (for tests of what a client does
    /// with a game it cannot follow).
    pub fn tell_everyone(&mut self, message: HostMessage) {
        self.out.push(Out::All(message));
    }

    /// A person at the host's computer plays their seat.
    pub fn play(&mut self, seat: usize, input: ConfirmedTurn) -> Result<(), Refusal> {
        if !self
            .seats
            .get(seat)
            .is_some_and(|s| s.kind == SeatKind::Here)
        {
            return Err(Refusal::NotYourSeat { seat, yours: None });
        }
        self.apply(seat, input)
    }

    /// Words said by the host's own player, to everyone (a phrase of an
    /// id past the list is not sent).
    pub fn say(&mut self, name: &str, said: Said) {
        if let Said::Phrase(id) = said
            && super::protocol::phrase_english(id).is_none()
        {
            return;
        }
        self.out.push(Out::All(HostMessage::Chat(ChatLine {
            seat: self.seats.iter().position(|s| s.kind == SeatKind::Here),
            name: name.to_string(),
            said,
        })));
    }

    /// A line said by a player here or at another computer: logged and
    /// sent to everyone.
    fn tell(&mut self, line: ChatLine) {
        self.events.push(HostEvent::Chat(line.clone()));
        self.out.push(Out::All(HostMessage::Chat(line)));
    }

    /// The one way a move reaches the table here: checked by the table,
    /// then broadcast, saved, and the next tile drawn.
    fn apply(&mut self, seat: usize, input: ConfirmedTurn) -> Result<(), Refusal> {
        let table = self.table.as_mut().ok_or(Refusal::NotStarted)?;
        if let Played::Flying { seat: next, .. } =
            table.apply(seat, input).map_err(Refusal::Rule)?
        {
            // A dragon's flight goes on: everyone sees it so far, the seat
            // whose step it is chooses; nothing is saved until it ends.
            let flying = flying(table).expect("a flight is underway");
            if let HostMessage::Flying { mv, .. } = &flying {
                self.events.push(HostEvent::Flying {
                    seat: next,
                    line: mv.to_string(),
                });
            }
            self.out.push(Out::All(flying));
            self.moved = true;
            self.since_move = Duration::ZERO;
            return Ok(());
        }
        let mv = table.moves().last().expect("a move was made");
        let mv = RecordMove::from_move(mv, table.catalog());
        self.events.push(HostEvent::Moved {
            seat,
            line: mv.to_string(),
        });
        self.out.push(Out::All(HostMessage::Moved { seat, mv }));
        self.moved = true;
        self.since_move = Duration::ZERO;
        self.draw();
        self.save();
        Ok(())
    }

    /// Draws for the player to move if nobody holds a tile; at the end of
    /// the pile, the end-of-game scoring.
    fn draw(&mut self) {
        let Some(table) = &mut self.table else {
            return;
        };
        if self.over || table.hand().is_some() {
            return;
        }
        let seat = table.to_move();
        let draw = table.draw();
        let catalog = table.catalog().clone();
        let id = |t| catalog.get(t).id.clone();
        let set_aside: Vec<String> = draw.set_aside.iter().map(|&t| id(t)).collect();
        let tile = draw.hand.map(id);
        if let Some(tile) = &tile {
            self.events.push(HostEvent::Drawn {
                seat,
                tile: tile.clone(),
                set_aside: set_aside.clone(),
            });
        }
        self.out.push(Out::All(HostMessage::Drawn {
            seat,
            set_aside,
            tile,
        }));
        if draw.finished.is_some() {
            self.over = true;
            let scores = self.scores();
            self.events.push(HostEvent::GameOver {
                scores: scores.clone(),
            });
            self.out.push(Out::All(HostMessage::GameOver { scores }));
        }
    }

    fn scores(&self) -> Vec<u32> {
        self.table.as_ref().map_or_else(Vec::new, |t| {
            t.view(None)
                .game()
                .players()
                .iter()
                .map(|p| p.score)
                .collect()
        })
    }

    fn save(&mut self) {
        let (Some(path), Some(table)) = (&self.autosave, &self.table) else {
            return;
        };
        let mut record = table.record(None);
        // A computer standing in for a lost player keeps the seat for them:
        // saved as theirs, so they take it back after a restart.
        if let Some(levels) = record.computers.as_mut() {
            for (level, seat) in levels.iter_mut().zip(&self.seats) {
                if seat.handed_over {
                    level.clear();
                }
            }
            if levels.iter().all(String::is_empty) {
                record.computers = None;
            }
        }
        let text = record.to_ron();
        if let Err(e) = crate::saves::write_atomically(path, text.as_bytes()) {
            self.events
                .push(HostEvent::Problem(format!("{}: {e}", path.display())));
        }
    }
}

/// Gives `computers` the colours a client asked for them (`colours`, by
/// name: none, or one each, each its own).
fn computer_colours(computers: &mut [RoomSeat], colours: &[String]) -> Result<(), Refusal> {
    if colours.is_empty() {
        return Ok(());
    }
    // Said back as sent, the first few (a room has six seats at most).
    let unfit = || {
        let sent = colours.iter().take(PlayerColour::ALL.len() + 1);
        Refusal::BadRoom(RoomProblem::Colours(sent.map(|c| echo(c)).collect()))
    };
    if colours.len() != computers.len() {
        return Err(unfit());
    }
    let mut given: Vec<PlayerColour> = Vec::with_capacity(computers.len());
    for (seat, name) in computers.iter_mut().zip(colours) {
        let colour = PlayerColour::from_name(name)
            .filter(|c| !given.contains(c))
            .ok_or_else(unfit)?;
        given.push(colour);
        seat.colour = colour;
    }
    Ok(())
}

/// The message telling a dragon's flight so far, if one is underway: the
/// dragon tile's move with its steps so far and whose step is next.
fn flying(table: &Table) -> Option<HostMessage> {
    let flight = table.flight()?;
    Some(HostMessage::Flying {
        seat: table.to_move(),
        mv: RecordMove::from_move(&flight.to_move(), table.catalog()),
    })
}
