//! Hosting on a server from the window, headless: the new-game screen's
//! table (Ann here, a computer) becomes a room on a `carcassonne server`
//! on 127.0.0.1, the lobby gives the room's own invite, and the game
//! starts with Ann playing at her window while the server's computer
//! answers. A table with a computer before a person gets its room with
//! the computer moved to the last seat, and the lobby says so. Then the
//! tables a server cannot hold are refused in words.
//! Every wait is bounded in time.

use crate::common::catalog;
use crate::net_apps::{phase, table};
use bevy::prelude::*;
use carcassonne::ai::Level;
use carcassonne::app::language::{Language, Locale};
use carcassonne::app::net::{NetFailure, NetProblem, NetRequest, NetSession, seat_order_words};
use carcassonne::app::words::seat_name;
use carcassonne::app::{GameSetup, Screen, Seat, TurnInput, TurnPhase};
use carcassonne::art::PlayerColour;
use carcassonne::net::{Host, HostConfig, Invite, SeatPlayer};
use carcassonne::rules::{Move, RuleSet};
use carcassonne::table::SeatKind;
use std::time::{Duration, Instant};

use crate::common::PATIENCE;

fn window() -> App {
    let mut app = crate::net_apps::network_app(None);
    app.update();
    app
}

fn session(app: &App) -> Option<&NetSession> {
    app.world().get_resource::<NetSession>()
}

/// Updates the server and the window until `done`, or fails saying what
/// did not happen.
fn pump(server: &mut Host, app: &mut App, what: &str, done: impl Fn(&Host, &App) -> bool) {
    let start = Instant::now();
    let mut last = Instant::now();
    while !done(server, app) {
        assert!(start.elapsed() < PATIENCE, "timed out waiting: {what}");
        let now = Instant::now();
        server.update((now - last).max(Duration::from_micros(1)));
        last = now;
        app.update();
        if phase(app) == Some(TurnPhase::Score) {
            app.world_mut().write_message(TurnInput::ContinueScoring);
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn setup(seats: Vec<Seat>) -> GameSetup {
    GameSetup {
        seats,
        rules: RuleSet {
            farmers: false,
            ..RuleSet::default()
        },
        seed: 7,
        ..Default::default()
    }
}

fn friend() -> Seat {
    Seat {
        name: "friend".into(),
        colour: PlayerColour::Red,
        kind: SeatKind::Remote,
    }
}

#[test]
fn a_window_makes_a_room_on_a_server_and_plays_against_its_computer() {
    let mut server = Host::server(HostConfig::local(0), catalog(), None, 1).unwrap();
    let server_invite = server.invite();
    let mut app = window();
    // A German window: the server names its computer in English.
    app.world_mut().resource_mut::<Language>().0 = "de".into();
    app.world_mut().write_message(NetRequest::HostOnServer {
        server_invite: server_invite.code(),
        setup: setup(vec![
            Seat::person("Ann", PlayerColour::Green),
            Seat::computer("Robot", PlayerColour::Blue, Level::Easy),
        ]),
    });
    pump(&mut server, &mut app, "Ann seated in her room", |_, a| {
        session(a).is_some_and(|s| s.plays_here(0) && s.invite().is_some())
    });
    // The server holds the room as the window set it up.
    let (&id, room) = server.rooms().iter().next().expect("a room made");
    assert_eq!(server.rooms().len(), 1);
    let lobby = room.lobby();
    assert_eq!(lobby.rules, vec!["--no-farmers".to_string()]);
    assert_eq!(lobby.seats.len(), 2);
    assert_eq!(lobby.seats[0].name, "Ann");
    assert_eq!(lobby.seats[0].colour, "green", "the colour set up here");
    assert_eq!(
        lobby.seats[1].player,
        SeatPlayer::Computer("easy".into()),
        "the server plays the computer"
    );
    // The window words the server's computer in its player's language.
    let de = Locale::load("de");
    let here = session(&app).unwrap();
    let shown = here.lobby().unwrap();
    assert_eq!(seat_name(&de, 1, &shown.seats[1]), "Computer 2 (Leicht)");
    assert_eq!(seat_name(&de, 0, &shown.seats[0]), "Ann");
    // Nothing moved, nothing said of it.
    assert!(!here.computers_moved);
    assert_eq!(seat_order_words(&Locale::load("en"), here, &lobby), None);
    // The lobby gives the room's invite, not the server's.
    let invite = Invite::parse(&session(&app).unwrap().invite().unwrap()).unwrap();
    assert_eq!(invite.room, id);
    assert_ne!(invite.code(), server_invite.code());
    // Ready: the room starts by itself, Ann's seat first.
    app.world_mut().write_message(NetRequest::Ready(true));
    pump(&mut server, &mut app, "Ann to place", |_, a| {
        phase(a) == Some(TurnPhase::Place)
            && *a.world().resource::<State<Screen>>().get() == Screen::Playing
    });
    assert_eq!(table(&app).seats()[0].kind, SeatKind::Here);
    assert_eq!(table(&app).seats()[1].kind, SeatKind::Remote);
    // At the table too (scoreboard, final screen): not "Computer 2 (easy)".
    assert_eq!(table(&app).seats()[1].name, "Computer 2 (Leicht)");
    assert_eq!(table(&app).seats()[0].name, "Ann");
    let tile = table(&app).drawn().expect("a tile in hand");
    let placement = table(&app).game().legal_placements(tile)[0];
    for input in [TurnInput::PlaceTile(placement), TurnInput::Confirm] {
        app.world_mut().write_message(input);
        app.update();
        app.update();
    }
    // The server takes Ann's turn, its computer answers, the window follows.
    pump(&mut server, &mut app, "the computer's answer", |s, a| {
        let placed = |moves: &[Move]| {
            moves
                .iter()
                .filter(|m| matches!(m, Move::Place { .. }))
                .count()
        };
        let on_server = s.rooms()[&id].table().map_or(0, |t| placed(t.moves()));
        on_server >= 2 && placed(table(a).moves()) >= 2 && phase(a) == Some(TurnPhase::Place)
    });
    let first = table(&app).moves().iter().find_map(|m| match m {
        Move::Place { placement, .. } => Some(*placement),
        Move::Discard { .. } => None,
    });
    assert_eq!(
        first,
        Some(placement),
        "Ann's placement, laid by the server"
    );

    // This server holds one room: another window's room is refused in words.
    let mut late = window();
    late.world_mut().write_message(NetRequest::HostOnServer {
        server_invite: server_invite.code(),
        setup: setup(vec![Seat::person("Bo", PlayerColour::Red), friend()]),
    });
    pump(&mut server, &mut late, "no new rooms", |_, a| {
        session(a).is_some_and(|s| s.problem == Some(NetProblem::NoNewRooms))
    });
}

#[test]
fn a_table_with_a_computer_before_a_person_gets_its_room_with_the_computer_last() {
    let mut server = Host::server(HostConfig::local(0), catalog(), None, 1).unwrap();
    let mut app = window();
    // The computer first, then a friend's seat, then Ann here.
    app.world_mut().write_message(NetRequest::HostOnServer {
        server_invite: server.invite().code(),
        setup: setup(vec![
            Seat::computer("Robot", PlayerColour::Blue, Level::Hard),
            friend(),
            Seat::person("Ann", PlayerColour::Green),
        ]),
    });
    // Until Ann sits, or the table is refused.
    pump(&mut server, &mut app, "Ann seated in her room", |_, a| {
        a.world().get_resource::<NetFailure>().is_some()
            || session(a).is_some_and(|s| {
                s.lobby()
                    .is_some_and(|l| l.seats.iter().any(|s| s.name == "Ann"))
            })
    });
    assert!(
        app.world().get_resource::<NetFailure>().is_none(),
        "refused: {:?}",
        app.world().get_resource::<NetFailure>().map(|f| &f.0)
    );
    // The room: the people in their order, the computer on the last seat.
    let room = server.rooms().values().next().expect("a room made");
    let order = |lobby: &carcassonne::net::LobbyState| -> Vec<(SeatPlayer, Option<Level>)> {
        lobby
            .seats
            .iter()
            .map(|s| (s.player.clone(), s.computer_level()))
            .collect()
    };
    let on_server = order(&room.lobby());
    assert_eq!(on_server[0].0, SeatPlayer::Open, "the friend's seat");
    assert_eq!(on_server[2].1, Some(Level::Hard), "the computer last");
    assert_eq!(room.lobby().seats[1].name, "Ann", "Ann after the friend");
    // Each keeps the colour the table gave it: Ann green (the colour of
    // the room's last seat), the computer blue; the friend's open seat
    // shows one of its own.
    let colours: Vec<String> = room.lobby().seats.into_iter().map(|s| s.colour).collect();
    assert_eq!(colours[1..], ["green", "blue"], "{colours:?}");
    assert!(!colours[1..].contains(&colours[0]), "{colours:?}");
    // The window's lobby shows that order, Ann's seat hers, and says why.
    let here = session(&app).unwrap();
    let lobby = here.lobby().unwrap();
    assert_eq!(
        order(&lobby).iter().map(|(_, l)| *l).collect::<Vec<_>>(),
        vec![None, None, Some(Level::Hard)]
    );
    assert!(here.plays_here(1));
    assert!(here.computers_moved);
    let words = seat_order_words(&Locale::load("de"), here, &lobby).expect("the move said");
    assert!(words.contains("letzten Plätzen"), "{words}");
}

#[test]
fn tables_a_server_cannot_hold_are_refused_before_asking() {
    let failure = |seats: Vec<Seat>, invite: &str| {
        let mut app = window();
        app.world_mut().write_message(NetRequest::HostOnServer {
            server_invite: invite.into(),
            setup: setup(seats),
        });
        app.update();
        app.update();
        assert!(session(&app).is_none(), "nothing joined");
        app.world().resource::<NetFailure>().0.clone()
    };
    let invite = Host::server(HostConfig::local(0), catalog(), None, 1)
        .unwrap()
        .invite()
        .code();
    let ann = || Seat::person("Ann", PlayerColour::Green);
    assert_eq!(
        failure(vec![ann(), Seat::person("Bo", PlayerColour::Red)], &invite),
        NetProblem::OneSeatHere
    );
    assert!(matches!(
        failure(vec![ann(), friend()], "not an invite"),
        NetProblem::BadInvite(_)
    ));
}
