//! Network play over real UDP sockets on 127.0.0.1: a host and its clients
//! in one thread, each driven by its update, every wait bounded in time so
//! a hang fails instead of blocking.

use crate::common::catalog;
use carcassonne::ai::Level;
use carcassonne::net::protocol::{Refusal, SeatPlayer};
use carcassonne::net::{
    Bot, Client, ClientEvent, CloseReason, Finder, GAME_VERSION, Host, HostConfig, HostEvent,
    Invite, JoinRequest, Room, RoomSeat,
};
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::{Placement, Pos, Rotation, RuleError, RuleSet};
use carcassonne::table::ConfirmedTurn;
use std::time::{Duration, Instant};

pub(crate) use crate::common::PATIENCE;

/// Time since the last tick as the window's game loop counts it: real
/// time, but at most [`MAX_TICK`] a tick (Bevy's `Time<Virtual>`, which
/// drives the window's host and client, clamps its delta the same way).
/// Host and clients share this thread: real time alone would count a stall
/// of the thread (a busy machine, a slow disk) as the clients' silence and
/// cut them all, which separate programs, each reading what waited in its
/// socket before it counts silence, never do.
pub(crate) struct Clock {
    last: Instant,
    /// The longest real time between two ticks, for a failure's message.
    longest: Duration,
}

/// Bevy's `Time::<Virtual>::DEFAULT_MAX_DELTA`.
const MAX_TICK: Duration = Duration::from_millis(250);

impl Clock {
    pub(crate) fn new() -> Clock {
        Clock {
            last: Instant::now(),
            longest: Duration::ZERO,
        }
    }
    pub(crate) fn tick(&mut self) -> Duration {
        std::thread::sleep(Duration::from_micros(300));
        let now = Instant::now();
        let real = now - self.last;
        self.last = now;
        self.longest = self.longest.max(real);
        real.min(MAX_TICK)
    }
    /// The longest real time between two ticks so far.
    pub(crate) fn longest_stall(&self) -> Duration {
        self.longest
    }
}

pub(crate) fn room(seats: Vec<RoomSeat>, seed: u64) -> Room {
    Room::new(catalog(), RuleSet::default(), seed, seats).expect("a valid room")
}

pub(crate) fn host(room: Room) -> Host {
    host_with(room, HostConfig::local(0))
}

pub(crate) fn host_with(room: Room, config: HostConfig) -> Host {
    Host::new(room, config).expect("a host on 127.0.0.1")
}

pub(crate) fn join(invite: &Invite, request: JoinRequest) -> Client {
    Client::join(invite, request, catalog()).expect("a client socket")
}

/// Pumps until `client` has its seat: clients seated one at a time take
/// the open seats in the order they join.
pub(crate) fn take_seat(
    host: &mut Host,
    client: &mut Client,
    heard: &mut [Vec<ClientEvent>],
    clock: &mut Clock,
) {
    pump(host, &mut [client], heard, clock, |_, c, _| {
        c[0].seat().is_some()
    });
}

/// Updates the host and the clients until `done` holds, collecting every
/// client's events; fails after [`PATIENCE`].
pub(crate) fn pump(
    host: &mut Host,
    clients: &mut [&mut Client],
    heard: &mut [Vec<ClientEvent>],
    clock: &mut Clock,
    mut done: impl FnMut(&Host, &[&mut Client], &[Vec<ClientEvent>]) -> bool,
) -> Vec<HostEvent> {
    let start = Instant::now();
    let mut events = Vec::new();
    while !done(host, clients, heard) {
        assert!(
            start.elapsed() < PATIENCE,
            "timed out (longest stall between ticks {:?}); host events {events:?}",
            clock.longest_stall()
        );
        let dt = clock.tick();
        events.extend(host.update(dt));
        for (c, h) in clients.iter_mut().zip(heard.iter_mut()) {
            h.extend(c.update(dt));
        }
    }
    events
}

/// Updates only the clients until each has seen the host's moves and the
/// tile in hand (the host stands still meanwhile).
pub(crate) fn catch_up(host: &Host, clients: &mut [&mut Client], clock: &mut Clock) {
    let table = host.room().table().expect("started");
    let (n, hand) = (table.moves().len(), table.hand());
    let start = Instant::now();
    while !clients
        .iter()
        .all(|c| c.moves_seen() == n && c.view().is_some_and(|v| v.hand() == hand))
    {
        assert!(
            start.elapsed() < PATIENCE,
            "clients did not catch up to move {n}"
        );
        let dt = clock.tick();
        for c in clients.iter_mut() {
            c.update(dt);
        }
    }
}

/// A seat for `name`, whose silence the host counts as a lost
/// connection after four seconds (so a killed client is noticed soon, but
/// a test thread starved on a busy machine is not taken for dead).
pub(crate) fn seated(name: &str) -> JoinRequest {
    JoinRequest {
        timeout_seconds: 4,
        ..JoinRequest::seat(name)
    }
}

pub(crate) fn scores_of(host: &Host) -> Vec<u32> {
    let table = host.room().table().unwrap();
    table
        .view(None)
        .game()
        .players()
        .iter()
        .map(|p| p.score)
        .collect()
}

#[test]
fn a_host_and_two_clients_play_a_whole_game_seeing_what_the_host_sees() {
    let dir = std::env::temp_dir().join(format!("carc-net-{}", std::process::id()));
    let save = dir.join("game-a.ron");
    let mut r = room(
        vec![
            RoomSeat::open(0),
            RoomSeat::computer(1, Level::Random),
            RoomSeat::open(2),
        ],
        42,
    );
    r.autosave_to(save.clone());
    let mut host = host(r);
    let invite = Invite::parse(&host.invite().code()).unwrap();
    let mut ann = join(&invite, seated("Ann"));
    let mut cy = join(&invite, seated("Cy"));
    let mut eve = join(&invite, JoinRequest::spectate("Eve"));
    let mut clock = Clock::new();
    let mut heard = vec![Vec::new(), Vec::new(), Vec::new()];
    // The spectator first, then the two players; ready starts the game.
    pump(
        &mut host,
        &mut [&mut eve],
        &mut heard[2..],
        &mut clock,
        |h, _, _| h.room().lobby().spectators == 1,
    );
    // Ann first (the first open seat), then Cy: one at a time, so the seats
    // they take do not depend on which datagram the host reads first.
    take_seat(&mut host, &mut ann, &mut heard[..1], &mut clock);
    pump(
        &mut host,
        &mut [&mut ann, &mut cy],
        &mut heard[..2],
        &mut clock,
        |h, c, _| h.room().seats().iter().all(|s| !s.open) && c.iter().all(|c| c.seat().is_some()),
    );
    assert_eq!((ann.seat(), cy.seat()), (Some(0), Some(2)));
    ann.ready(true);
    cy.ready(true);
    let mut bots = [Bot::new(Level::Random, 1), Bot::new(Level::Random, 2)];
    let mut checked = 0;
    let start = Instant::now();
    let mut last = usize::MAX;
    while !host.room().is_over() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the game did not finish"
        );
        let dt = clock.tick();
        host.update(dt);
        let Some(table) = host.room().table() else {
            for c in [&mut ann, &mut cy, &mut eve] {
                c.update(dt);
            }
            continue;
        };
        let state = (table.moves().len(), table.hand());
        if state.0 != last || table.hand().is_some() {
            // After every move (and draw): each client sees what the host
            // shows its seat, the spectator what it shows a spectator.
            catch_up(&host, &mut [&mut ann, &mut cy, &mut eve], &mut clock);
            let table = host.room().table().unwrap();
            if state.0 != last {
                for c in [&ann, &cy, &eve] {
                    assert_eq!(
                        c.view().unwrap(),
                        table.view(c.seat()),
                        "after move {}",
                        state.0
                    );
                    assert_eq!(c.view().unwrap().to_wire(), table.view(c.seat()).to_wire());
                }
                checked += 1;
                last = state.0;
            }
        }
        bots[0].act(&mut ann);
        bots[1].act(&mut cy);
        for c in [&mut ann, &mut cy, &mut eve] {
            c.update(dt);
        }
    }
    let mut clients = [&mut ann, &mut cy, &mut eve];
    pump(
        &mut host,
        &mut clients,
        &mut heard,
        &mut clock,
        |_, c, _| c.iter().all(|c| c.scores().is_some()),
    );
    let table = host.room().table().unwrap();
    assert!(table.is_finished());
    let scores = scores_of(&host);
    for c in [&ann, &cy, &eve] {
        assert_eq!(c.scores(), Some(&scores[..]));
        assert_eq!(
            c.view().unwrap(),
            host.room().table().unwrap().view(c.seat())
        );
    }
    assert!(checked > 70, "views compared after only {checked} moves");
    // The host's record is the rules' replay of the game played, and is
    // what it saved.
    let text = table.record(None).to_ron();
    assert_eq!(std::fs::read_to_string(&save).unwrap(), text);
    let record = GameRecord::parse(&text).unwrap();
    let replayed = record.replay(catalog()).unwrap();
    assert!(replayed.is_finished());
    assert_eq!(
        replayed
            .players()
            .iter()
            .map(|p| p.score)
            .collect::<Vec<_>>(),
        scores
    );
    assert_eq!(record.players, ["Ann", "Computer 2 (random)", "Cy"]);
    // Nobody but the host was told the pile's order: no message carried
    // the seed, and the spectator never had a hand of its own.
    assert!(eve.seat().is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A started two-seat game with Ann to move: host, Ann, Bo, clock.
pub(crate) fn two_seat_game(seed: u64) -> (Host, Client, Client, Clock) {
    let mut host = host(room(vec![RoomSeat::open(0), RoomSeat::open(1)], seed));
    let invite = host.invite();
    let mut ann = join(&invite, seated("Ann"));
    let mut bo = join(&invite, seated("Bo"));
    let mut clock = Clock::new();
    let mut heard = vec![Vec::new(), Vec::new()];
    take_seat(&mut host, &mut ann, &mut heard[..1], &mut clock);
    take_seat(&mut host, &mut bo, &mut heard[1..], &mut clock);
    ann.ready(true);
    bo.ready(true);
    pump(
        &mut host,
        &mut [&mut ann, &mut bo],
        &mut heard,
        &mut clock,
        |h, c, _| {
            h.room().table().is_some_and(|t| t.hand().is_some())
                && c.iter()
                    .all(|c| c.view().is_some_and(|v| v.hand().is_some()))
        },
    );
    (host, ann, bo, clock)
}

/// Pumps until `client` hears a refusal; returns it.
pub(crate) fn refusal(host: &mut Host, client: &mut Client, clock: &mut Clock) -> Refusal {
    let mut heard = vec![Vec::new()];
    pump(host, &mut [client], &mut heard, clock, |_, _, h| {
        h[0].iter().any(|e| matches!(e, ClientEvent::Refused(_)))
    });
    heard[0]
        .iter()
        .find_map(|e| match e {
            ClientEvent::Refused(r) => Some(r.clone()),
            _ => None,
        })
        .unwrap()
}

/// Pumps until `client` is disconnected; returns the host's reason.
pub(crate) fn dropped(host: &mut Host, client: &mut Client, clock: &mut Clock) -> Option<Refusal> {
    let mut heard = vec![Vec::new()];
    pump(host, &mut [client], &mut heard, clock, |_, c, _| {
        c[0].closed().is_some()
    });
    heard[0].iter().find_map(|e| match e {
        ClientEvent::Disconnected {
            reason: CloseReason::Host(refusal),
        } => Some(refusal.clone()),
        _ => None,
    })
}

#[test]
fn moves_out_of_turn_for_another_seat_or_illegal_are_refused_and_change_nothing() {
    let (mut host, mut ann, mut bo, mut clock) = two_seat_game(5);
    let table = host.room().table().unwrap();
    let before = (table.view(None), table.moves().len());
    let legal = {
        let view = ann.view().unwrap();
        match Bot::new(Level::Random, 3).choose_for(&view) {
            Some(input) => input,
            None => panic!("a legal move for the first tile"),
        }
    };
    // Bo, on Ann's turn, for his own seat.
    bo.play(legal);
    assert_eq!(
        refusal(&mut host, &mut bo, &mut clock),
        Refusal::Rule(RuleError::NotYourTurn {
            seat: 1,
            to_move: 0
        })
    );
    // Bo, for Ann's seat.
    bo.play_as(0, 0, legal);
    assert_eq!(
        refusal(&mut host, &mut bo, &mut clock),
        Refusal::NotYourSeat {
            seat: 0,
            yours: Some(1)
        }
    );
    // Ann, a tile far from the map.
    let far = ConfirmedTurn::Place {
        placement: Placement {
            pos: Pos::new(9, 9),
            rotation: Rotation::default(),
        },
        action: None,
    };
    ann.play(far);
    assert!(matches!(
        refusal(&mut host, &mut ann, &mut clock),
        Refusal::Rule(RuleError::NotAdjacent(_) | RuleError::OutOfRange(_))
    ));
    // Ann, on a state of the game she has not seen.
    ann.play_as(0, 3, legal);
    assert_eq!(
        refusal(&mut host, &mut ann, &mut clock),
        Refusal::Stale { at: 3, now: 0 }
    );
    let table = host.room().table().unwrap();
    assert_eq!((table.view(None), table.moves().len()), before);
    // The legal move from the right seat goes through.
    ann.play(legal);
    let mut heard = vec![Vec::new(), Vec::new()];
    pump(
        &mut host,
        &mut [&mut ann, &mut bo],
        &mut heard,
        &mut clock,
        |h, c, _| {
            let n = h.room().table().unwrap().moves().len();
            n > 0 && c.iter().all(|c| c.moves_seen() == n)
        },
    );
    assert_eq!(
        bo.view().unwrap(),
        host.room().table().unwrap().view(Some(1))
    );
}

#[test]
fn a_server_holds_rooms_made_by_clients_and_keeps_them_apart() {
    use carcassonne::net::RoomSetup;
    let mut server = Host::server(HostConfig::local(0), catalog(), None, 2).unwrap();
    let server_invite = server.invite();
    let setup = |computers: &[&str]| RoomSetup {
        players: 2 + computers.len(),
        computers: computers.iter().map(|s| s.to_string()).collect(),
        rules: vec!["--no-farmers".into()],
        colours: Vec::new(),
        seed: Some(5),
    };
    let mut clock = Clock::new();
    // Two players each make a room: one with a computer, one without.
    let mut ann = join(
        &server_invite,
        JoinRequest {
            create: Some(setup(&["random"])),
            ..seated("Ann")
        },
    );
    let mut di = join(
        &server_invite,
        JoinRequest {
            create: Some(setup(&[])),
            ..seated("Di")
        },
    );
    let mut heard = vec![Vec::new(), Vec::new()];
    pump(
        &mut server,
        &mut [&mut ann, &mut di],
        &mut heard,
        &mut clock,
        |_, c, _| c.iter().all(|c| c.seat().is_some()),
    );
    let invite_of = |h: &Vec<ClientEvent>| {
        h.iter()
            .find_map(|e| match e {
                ClientEvent::RoomCreated { invite, .. } => Some(Invite::parse(invite).unwrap()),
                _ => None,
            })
            .unwrap()
    };
    let (room_a, room_b) = (invite_of(&heard[0]), invite_of(&heard[1]));
    assert_ne!(room_a.room, room_b.room);
    assert_eq!(server.rooms().len(), 2);
    // A third room is one too many for this server.
    let mut greedy = join(
        &server_invite,
        JoinRequest {
            create: Some(setup(&[])),
            ..seated("Gus")
        },
    );
    assert_eq!(
        refusal(&mut server, &mut greedy, &mut clock),
        Refusal::NoNewRooms
    );
    // The server's invite opens no room: a join with it is refused.
    let mut lost = join(&server_invite, seated("Lou"));
    assert_eq!(
        dropped(&mut server, &mut lost, &mut clock),
        Some(Refusal::NoSuchRoom(server_invite.room))
    );
    // Bo joins Ann's room by its invite; Ed joins Di's.
    let mut bo = join(&room_a, seated("Bo"));
    let mut ed = join(&room_b, seated("Ed"));
    let mut heard = vec![Vec::new(), Vec::new()];
    pump(
        &mut server,
        &mut [&mut bo, &mut ed],
        &mut heard,
        &mut clock,
        |_, c, _| c.iter().all(|c| c.seat().is_some()),
    );
    for c in [&mut ann, &mut bo, &mut di, &mut ed] {
        c.ready(true);
    }
    let mut players = [
        (&mut ann, Bot::new(Level::Random, 1)),
        (&mut bo, Bot::new(Level::Random, 2)),
        (&mut di, Bot::new(Level::Random, 3)),
        (&mut ed, Bot::new(Level::Random, 4)),
    ];
    let start = Instant::now();
    while !server.rooms().values().all(Room::is_over) {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the games did not finish"
        );
        let dt = clock.tick();
        server.update(dt);
        for (c, bot) in players.iter_mut() {
            c.update(dt);
            bot.act(c);
        }
    }
    let mut clients: Vec<&mut Client> = players.iter_mut().map(|(c, _)| &mut **c).collect();
    let mut heard = vec![Vec::new(); 4];
    pump(
        &mut server,
        &mut clients,
        &mut heard,
        &mut clock,
        |_, c, _| c.iter().all(|c| c.scores().is_some()),
    );
    // Each client followed its own room's game, and only that.
    for (c, room) in clients
        .iter()
        .zip([room_a.room, room_a.room, room_b.room, room_b.room])
    {
        let table = server.rooms()[&room].table().unwrap();
        assert_eq!(c.view().unwrap(), table.view(c.seat()));
    }
    assert_eq!(server.rooms()[&room_a.room].seats().len(), 3);
    assert_eq!(server.rooms()[&room_b.room].seats().len(), 2);
}

/// The messages a room put out for `conn` (its own and the room's).
fn told(out: &[carcassonne::net::Out], conn: u64) -> Vec<carcassonne::net::protocol::HostMessage> {
    use carcassonne::net::Out;
    out.iter()
        .filter_map(|o| match o {
            Out::To(c, m) if *c == conn => Some(m.clone()),
            Out::All(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_seat_a_computer_stands_in_for_is_saved_as_its_players_and_taken_back_after_a_restart() {
    use carcassonne::net::protocol::{ClientMessage, HostMessage};
    use carcassonne::table::SeatKind;
    let dir = std::env::temp_dir().join(format!("carc-stand-in-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("net-host.ron");
    let mut room = room(
        vec![RoomSeat::computer(0, Level::Easy), RoomSeat::open(1)],
        5,
    );
    room.autosave_to(save.clone());
    let join = |name: &str| ClientMessage::Join {
        room: None,
        name: name.into(),
        colour: None,
        seat: None,
        spectate: false,
        tiles: None,
        secret: None,
    };
    // Seats' secrets outlive a restart when they come from a kept key.
    room.set_seat_key([3; 32]);
    room.connect(1);
    room.receive(1, join("Bo"));
    room.receive(1, ClientMessage::Ready(true));
    assert!(room.is_started(), "every seat taken and ready");
    let secret = room.seat_secret(1);
    // Bo's connection drops; the computer plays for him.
    room.disconnect(1);
    room.set_seat_kind(1, SeatKind::Computer(Level::Easy))
        .unwrap();
    for _ in 0..8 {
        room.tick(Duration::ZERO);
    }
    let moves = room.table().unwrap().moves().len();
    assert!(moves >= 4, "the computers played on: {moves} moves");
    // The host restarts from its autosave: the seat waits for Bo, and he
    // takes it back.
    let record = carcassonne::saves::read_record(&save).unwrap();
    let mut again = Room::resume(catalog(), &record).unwrap();
    assert_eq!(again.table().unwrap().moves().len(), moves);
    assert_eq!(again.seats()[1].kind, SeatKind::Remote, "Bo's seat");
    assert_eq!(again.seats()[0].kind, SeatKind::Computer(Level::Easy));
    again.set_seat_key([3; 32]);
    // By his name alone he is refused; with the seat's secret it is his.
    again.connect(6);
    again.receive(6, join("Bo"));
    assert_eq!(again.seats()[1].conn, None);
    assert!(told(&again.drain().0, 6).contains(&HostMessage::Refused(Refusal::NameTaken)));
    again.connect(7);
    let ClientMessage::Join {
        room,
        name,
        colour,
        seat,
        spectate,
        tiles,
        ..
    } = join("Bo")
    else {
        unreachable!("a join")
    };
    let back = ClientMessage::Join {
        room,
        name,
        colour,
        seat,
        spectate,
        tiles,
        secret: Some(secret),
    };
    again.receive(7, back);
    assert_eq!(again.seats()[1].conn, Some(7));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_lobby_fills_starts_and_takes_the_first_move_by_messages() {
    use carcassonne::net::SeatPlayer;
    use carcassonne::net::protocol::{ClientMessage, HostMessage};
    use carcassonne::table::SeatKind;
    let mut room = room(
        vec![
            RoomSeat::open(0),
            RoomSeat::open(1),
            RoomSeat::computer(2, Level::Random),
        ],
        3,
    );
    let join = |name: &str, colour: Option<&str>| ClientMessage::Join {
        room: None,
        name: name.into(),
        colour: colour.map(str::to_string),
        seat: None,
        spectate: false,
        tiles: None,
        secret: None,
    };
    // Ann takes the first open seat in the colour she asks for.
    room.connect(1);
    room.receive(1, join("Ann", Some("blue")));
    let (out, _) = room.drain();
    let welcome = told(&out, 1)
        .into_iter()
        .find_map(|m| match m {
            HostMessage::Welcome { seat, lobby, .. } => Some((seat, lobby)),
            _ => None,
        })
        .expect("a welcome");
    assert_eq!(welcome.0, Some(0));
    assert_eq!(welcome.1.seats[0].colour, "blue");
    assert_eq!(welcome.1.seats[1].player, SeatPlayer::Open);
    // The game cannot start while a seat is open, ready or not.
    room.receive(1, ClientMessage::Ready(true));
    assert_eq!(room.start(), Err(Refusal::SeatsOpen { open: 1 }));
    // Ready again is no news: no lobby echoed back (a client answering
    // each lobby with ready would otherwise loop).
    room.drain();
    room.receive(1, ClientMessage::Ready(true));
    assert!(room.drain().0.is_empty());
    assert!(!room.is_started());
    // Someone who leaves before the start frees the seat they took.
    room.connect(2);
    room.receive(2, join("Bo", None));
    assert_eq!(room.seats()[1].name, "Bo");
    room.disconnect(2);
    assert!(room.seats()[1].open);
    // The host gives the open seat to a computer: every seat is taken
    // and Ann is ready, so the game starts and Ann sees it.
    room.drain();
    room.set_seat_kind(1, SeatKind::Computer(Level::Easy))
        .unwrap();
    assert!(room.is_started());
    let (out, events) = room.drain();
    assert!(events.contains(&HostEvent::Started));
    assert!(
        told(&out, 1)
            .iter()
            .any(|m| matches!(m, HostMessage::View(v) if v.seat == Some(0)))
    );
    // The first tick draws Ann's tile for everyone to see; her move is
    // taken and broadcast.
    room.tick(Duration::ZERO);
    let (out, _) = room.drain();
    let drawn = told(&out, 1)
        .into_iter()
        .find_map(|m| match m {
            HostMessage::Drawn { seat: 0, tile, .. } => tile,
            _ => None,
        })
        .expect("Ann's tile drawn");
    let table = room.table().unwrap();
    assert_eq!(table.catalog().get(table.hand().unwrap()).id, drawn);
    let input = Bot::new(Level::Random, 1)
        .choose_for(&table.view(Some(0)))
        .unwrap();
    let ConfirmedTurn::Place { placement, action } = input else {
        panic!("a dragon step for the first tile");
    };
    room.receive(
        1,
        ClientMessage::Play {
            seat: 0,
            at: 0,
            placement,
            action,
        },
    );
    let (out, _) = room.drain();
    assert!(
        told(&out, 1)
            .iter()
            .any(|m| matches!(m, HostMessage::Moved { seat: 0, .. }))
    );
    assert_eq!(room.table().unwrap().to_move(), 1);
    // A newcomer finds no seat once the game runs; a spectator is let in
    // and sent the game as a spectator sees it.
    room.connect(3);
    room.receive(3, join("Cy", None));
    let (out, _) = room.drain();
    assert!(told(&out, 3).contains(&HostMessage::Refused(Refusal::Started)));
    room.connect(4);
    room.receive(
        4,
        ClientMessage::Join {
            room: None,
            name: "Eve".into(),
            colour: None,
            seat: None,
            spectate: true,
            tiles: None,
            secret: None,
        },
    );
    let (out, _) = room.drain();
    assert!(
        told(&out, 4)
            .iter()
            .any(|m| matches!(m, HostMessage::View(v) if v.seat.is_none()))
    );
}

/// A host listed on the local network: a look for games finds its room with
/// the invite to join it and the seat still open; started or not is said.
#[test]
fn a_look_for_games_on_this_network_finds_the_hosted_room_and_its_invite() {
    let mut host = host(room(vec![RoomSeat::here(0, "Ann"), RoomSeat::open(1)], 21));
    let at = host
        .answer_on("127.0.0.1:0".parse().unwrap())
        .expect("a discovery socket on 127.0.0.1");
    let mut finder = Finder::asking(vec![at]).expect("a finder socket");
    let mut clock = Clock::new();
    let start = Instant::now();
    let found = loop {
        assert!(start.elapsed() < PATIENCE, "no answer");
        finder.ask();
        host.update(clock.tick());
        std::thread::sleep(Duration::from_millis(5));
        let found = finder.poll();
        if !found.is_empty() {
            break found.to_vec();
        }
    };
    assert_eq!(found.len(), 1, "{found:?}");
    let game = &found[0];
    assert_eq!(game.room.invite, host.invite().code());
    assert_eq!(game.game_version, GAME_VERSION);
    assert!(!game.room.lobby.started);
    let players: Vec<&SeatPlayer> = game.room.lobby.seats.iter().map(|s| &s.player).collect();
    assert_eq!(players, [&SeatPlayer::Host, &SeatPlayer::Open]);
    // The invite found joins the game like one pasted.
    let invite = Invite::parse(&game.room.invite).expect("the invite parses");
    let mut bo = join(&invite, seated("Bo"));
    let mut heard = vec![Vec::new()];
    take_seat(&mut host, &mut bo, &mut heard, &mut clock);
    assert_eq!(bo.seat(), Some(1));
}

/// `carcassonne find --ask ADDR` prints the invite of a host answering there.
#[test]
fn find_on_the_command_line_prints_each_game_with_its_invite() {
    let mut host = host(room(vec![RoomSeat::open(0), RoomSeat::open(1)], 22));
    let at = host.answer_on("127.0.0.1:0".parse().unwrap()).unwrap();
    let code = host.invite().code();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let running = stop.clone();
    let pump = std::thread::spawn(move || {
        let mut clock = Clock::new();
        while !running.load(std::sync::atomic::Ordering::Relaxed) {
            host.update(clock.tick());
            std::thread::sleep(Duration::from_millis(2));
        }
    });
    let args: Vec<String> = ["find", "--seconds", "1", "--ask", &at.to_string()]
        .map(String::from)
        .to_vec();
    let out = carcassonne::cli::run(&args);
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    pump.join().unwrap();
    let text = match out {
        carcassonne::cli::Outcome::Print(text) => text,
        carcassonne::cli::Outcome::Fail { message, .. } => panic!("find failed: {message}"),
        carcassonne::cli::Outcome::Play => panic!("find opened the window"),
    };
    assert!(text.contains(&code), "{text}");
    assert!(text.contains("seats: open, open"), "{text}");
}

/// One refusal of every kind the host sends, with numbers a player could
/// meet (the window words each: tests/integration/words.rs).
pub(crate) fn every_refusal() -> Vec<Refusal> {
    use carcassonne::net::{JsonFault, Malformed, RoomProblem, TileSetMark};
    use carcassonne::rules::SetupError;
    let mark = |kinds, tiles| TileSetMark {
        kinds,
        tiles,
        // Letters only: the window leaves the digest out.
        digest: 0xfeed_face_cafe_beef,
    };
    let all = vec![
        Refusal::Version {
            host: "0.3.0".into(),
            client: "0.2.9".into(),
        },
        Refusal::Protocol {
            host: 2,
            client: 17,
        },
        Refusal::TileSet {
            host: mark(24, 72),
            client: mark(25, 73),
        },
        Refusal::HelloFirst,
        Refusal::JoinFirst,
        Refusal::Rule(RuleError::NotYourTurn {
            seat: 2,
            to_move: 3,
        }),
        Refusal::NotYourSeat {
            seat: 3,
            yours: Some(4),
        },
        Refusal::NotYourSeat {
            seat: 3,
            yours: None,
        },
        Refusal::Stale { at: 12, now: 14 },
        Refusal::NotStarted,
        Refusal::Started,
        Refusal::NoOpenSeat,
        Refusal::SeatsOpen { open: 3 },
        Refusal::BadName,
        Refusal::ChatTooLong {
            chars: 302,
            limit: 300,
        },
        Refusal::Malformed(Malformed::Bytes {
            fault: JsonFault::Syntax,
            line: 3,
            column: 14,
        }),
        Refusal::Malformed(Malformed::NoSuchPhrase(42)),
        Refusal::TooLarge {
            bytes: 10_000,
            limit: 2048,
        },
        Refusal::Flood { limit: 30 },
        Refusal::Replaced,
        Refusal::Closing,
        Refusal::NoSuchRoom(0x1b),
        Refusal::NoNewRooms,
        Refusal::NameTaken,
        Refusal::TooManyWatching { limit: 16 },
        Refusal::TooSlow { seconds: 10 },
        Refusal::NeverStarted { minutes: 30 },
        Refusal::BadRoom(RoomProblem::TooManyComputers {
            computers: 4,
            seats: 3,
        }),
        Refusal::BadRoom(RoomProblem::NoRuleFlag("--dragons".into())),
        Refusal::BadRoom(RoomProblem::NoLevel("grandmaster".into())),
        Refusal::BadRoom(RoomProblem::Colours(vec!["mauve".into(), "blue".into()])),
        Refusal::BadRoom(RoomProblem::Setup(SetupError::Players {
            players: 7,
            min: 2,
            max: 5,
            more: Some((6, carcassonne::rules::Expansion::INNS_CATHEDRALS)),
        })),
    ];
    // Every kind is here (a new kind fails to compile until it is).
    for r in &all {
        match r {
            Refusal::Version { .. }
            | Refusal::Protocol { .. }
            | Refusal::TileSet { .. }
            | Refusal::HelloFirst
            | Refusal::JoinFirst
            | Refusal::Rule(_)
            | Refusal::NotYourSeat { .. }
            | Refusal::Stale { .. }
            | Refusal::NotStarted
            | Refusal::Started
            | Refusal::NoOpenSeat
            | Refusal::SeatsOpen { .. }
            | Refusal::BadName
            | Refusal::ChatTooLong { .. }
            | Refusal::Malformed(_)
            | Refusal::TooLarge { .. }
            | Refusal::Flood { .. }
            | Refusal::Replaced
            | Refusal::Closing
            | Refusal::NoSuchRoom(_)
            | Refusal::NoNewRooms
            | Refusal::NameTaken
            | Refusal::TooManyWatching { .. }
            | Refusal::TooSlow { .. }
            | Refusal::NeverStarted { .. }
            | Refusal::BadRoom(_) => {}
        }
    }
    all
}

/// One reason of every kind a connection ends for, besides the host's
/// refusals (for the window's words, `words.rs`).
#[cfg(feature = "gui")]
pub(crate) fn every_close_reason() -> Vec<CloseReason> {
    use carcassonne::net::{Lost, Unfollowed};
    let mut all: Vec<CloseReason> = every_refusal().into_iter().map(CloseReason::Host).collect();
    all.push(CloseReason::Left);
    for lost in [
        Lost::NoAnswer,
        Lost::TimedOut,
        Lost::TokenExpired,
        Lost::Denied,
        Lost::ClosedByHost,
        Lost::Fault {
            detail: "Network is unreachable (os error 101)".into(),
        },
    ] {
        all.push(CloseReason::Lost(lost));
    }
    for what in [
        Unfollowed::Message,
        Unfollowed::View,
        Unfollowed::Draw,
        Unfollowed::Move,
    ] {
        all.push(CloseReason::Unfollowable {
            what,
            detail: "no tile `Q9` in the chosen tile sets".into(),
        });
    }
    all
}

/// A client follows the host on its one replica, and closes, saying why,
/// on a step the rules refuse (here a tile set aside that fits).
#[test]
fn a_client_closes_on_a_draw_its_replica_cannot_follow() {
    use carcassonne::net::protocol::HostMessage;
    use carcassonne::net::{CloseReason, Unfollowed};
    let mut host = host(room(vec![RoomSeat::here(0, "Ann"), RoomSeat::open(1)], 23));
    let mut bo = join(&host.invite(), seated("Bo"));
    let mut heard = vec![Vec::new()];
    let mut clock = Clock::new();
    take_seat(&mut host, &mut bo, &mut heard, &mut clock);
    host.room_mut().start().expect("every seat taken");
    pump(
        &mut host,
        &mut [&mut bo],
        &mut heard,
        &mut clock,
        |h, c, _| {
            let table = h.room().table().expect("started");
            table.hand().is_some() && c[0].view().is_some_and(|v| v.hand() == table.hand())
        },
    );
    let table = host.room().table().unwrap();
    let replica = bo.replica().expect("a client keeps its replica");
    assert_eq!(replica.view(Some(1)), table.view(Some(1)));
    let tile = table.catalog().get(table.hand().unwrap()).id.clone();
    host.room_mut().tell_everyone(HostMessage::Drawn {
        seat: 0,
        set_aside: vec![tile.clone()],
        tile: Some(tile),
    });
    pump(
        &mut host,
        &mut [&mut bo],
        &mut heard,
        &mut clock,
        |_, c, _| c[0].closed().is_some(),
    );
    match bo.closed() {
        Some(CloseReason::Unfollowable { what, detail }) => {
            assert_eq!(*what, Unfollowed::Draw);
            assert!(detail.contains("fits"), "{detail}");
        }
        other => panic!("closed as unfollowable, got {other:?}"),
    }
}
