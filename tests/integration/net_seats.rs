//! Drops and returns in the window's network play, headless over
//! 127.0.0.1: the host lets the computer play a dropped friend's seat and
//! the friend gets it back by rejoining; a host window that stops is
//! continued by a new one from its autosave with the same invite; and what
//! a network table does not offer (undo of a confirmed turn, the
//! demonstration, a local rematch). Every wait is bounded in time.

use crate::net_apps::{
    ann_and_a_friend, phase, place_first_legal, placements, pump, screen, session, table,
};
use bevy::prelude::*;
use carcassonne::ai::Level;
use carcassonne::app::net::resume::{NetAutosave, NetResume};
use carcassonne::app::net::{Link, NetRequest, NetSeats, NetSession};
use carcassonne::app::state::{HelpOpen, HowToPlay};
use carcassonne::app::{GameSetup, Screen, Seat, TurnPhase, shown_game};
use carcassonne::art::PlayerColour;
use carcassonne::net::{Invite, SeatBook};
use carcassonne::table::SeatKind;
use std::path::PathBuf;

/// A headless game app with network play on 127.0.0.1, any free port;
/// its host autosaves to `save` if given.
fn window_saving(save: Option<PathBuf>) -> App {
    let mut app = crate::net_apps::network_app(None);
    app.insert_resource(NetAutosave(save));
    app.init_resource::<HelpOpen>();
    app.update();
    app
}

fn window() -> App {
    window_saving(None)
}

/// A fresh folder for one test's autosave.
fn save_in(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("carcassonne-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("net-window.ron")
}

/// `app` joins `invite` as Bo and is playing, caught up with `host`. Bo's
/// windows keep their seat secrets in one file for the room, as a
/// player's windows do in the data folder: a new window of his comes back
/// to his seat with it.
fn join_as_bo(host: &mut App, invite: &str) -> App {
    let mut guest = window();
    let mark = Invite::parse(invite).expect("an invite").seat_mark("Bo");
    let book = std::env::temp_dir()
        .join(format!("carcassonne-seats-{}", std::process::id()))
        .join(format!("bo-{mark}.txt"));
    guest.insert_resource(NetSeats(SeatBook::at(&book)));
    guest.world_mut().write_message(NetRequest::Join {
        invite: invite.to_string(),
        name: "Bo".into(),
        colour: Some("blue".into()),
    });
    pump(&mut [host, &mut guest], "Bo's seat", |a| {
        a[1].world()
            .get_resource::<NetSession>()
            .is_some_and(|s| s.plays_here(1))
    });
    guest
}

/// `host` hosts Ann here and one seat open; a guest joins as Bo; both
/// playing, Ann (seat 0) to place.
fn host_and_join(mut host: App) -> (App, App) {
    let setup = ann_and_a_friend();
    host.world_mut().write_message(NetRequest::Host(setup));
    host.update();
    let invite = session(&host).invite().expect("the host's invite");
    let mut guest = join_as_bo(&mut host, &invite);
    guest.world_mut().write_message(NetRequest::Ready(true));
    pump(&mut [&mut host, &mut guest], "the host may start", |a| {
        session(a[0]).can_start()
    });
    host.world_mut().write_message(NetRequest::Start);
    both_playing(&mut host, &mut guest, 0);
    (host, guest)
}

/// Waits until both windows show the same moves and `seat` to place.
fn both_playing(host: &mut App, guest: &mut App, seat: usize) {
    pump(&mut [host, guest], "both windows at the same turn", |a| {
        a.iter().all(|a| {
            screen(a) == Screen::Playing
                && phase(a) == Some(TurnPhase::Place)
                && table(a).table().to_move() == seat
                && table(a).drawn().is_some()
        }) && placements(a[0]) == placements(a[1])
    });
}

/// The host's room's seats: (kind, handed over).
fn room_seats(app: &App) -> Vec<(SeatKind, bool)> {
    match &session(app).link {
        Link::Host(h) => h
            .room()
            .seats()
            .iter()
            .map(|s| (s.kind, s.handed_over))
            .collect(),
        Link::Client(_) => panic!("not the host"),
    }
}

#[test]
fn the_host_lets_the_computer_play_for_a_dropped_friend_who_then_gets_the_seat_back() {
    let (mut host, mut guest) = host_and_join(window());
    let invite = session(&host).invite().unwrap();
    place_first_legal(&mut host);
    both_playing(&mut host, &mut guest, 1);
    // Bo's connection is gone on Bo's turn: the host's window offers the
    // seat to the computer.
    guest.world_mut().write_message(NetRequest::Leave);
    pump(&mut [&mut host, &mut guest], "Bo's seat waiting", |a| {
        session(a[0]).lost_seats() == vec![(1, "Bo".to_string())]
    });
    assert_eq!(session(&host).lost(), vec!["Bo".to_string()]);
    host.world_mut().write_message(NetRequest::Computer {
        seat: 1,
        level: Level::Easy,
        name: None,
    });
    host.update();
    assert_eq!(
        session(&host).stood_in(),
        vec![(1, "Bo".to_string(), Level::Easy)],
        "the table says the computer plays for Bo"
    );
    assert!(session(&host).lost_seats().is_empty(), "no offer twice");
    // The computer makes Bo's move; the host's window shows it.
    pump(&mut [&mut host], "the computer's move for Bo", |a| {
        placements(a[0]).len() == 2
            && phase(a[0]) == Some(TurnPhase::Place)
            && table(a[0]).table().to_move() == 0
    });
    // Bo comes back with the same invite and name: the seat is Bo's.
    drop(guest);
    let mut guest = join_as_bo(&mut host, &invite);
    pump(&mut [&mut host, &mut guest], "Bo back at the table", |a| {
        screen(a[1]) == Screen::Playing && placements(a[1]).len() == 2
    });
    assert_eq!(room_seats(&host)[1], (SeatKind::Remote, false));
    assert!(session(&host).stood_in().is_empty());
    assert!(session(&host).lost().is_empty());
    // Ann plays; then Bo's own move, from Bo's window, reaches the host.
    place_first_legal(&mut host);
    both_playing(&mut host, &mut guest, 1);
    let bo = place_first_legal(&mut guest);
    both_playing(&mut host, &mut guest, 0);
    assert_eq!(placements(&host).len(), 4);
    assert_eq!(placements(&host)[3], bo, "Bo's move, not a computer's");
}

#[test]
fn a_new_host_window_continues_the_autosaved_game_with_the_same_invite() {
    let save = save_in("net-resume");
    let (mut host, mut guest) = host_and_join(window_saving(Some(save.clone())));
    let invite = session(&host).invite().unwrap();
    let ann = place_first_legal(&mut host);
    both_playing(&mut host, &mut guest, 1);
    let bo = place_first_legal(&mut guest);
    both_playing(&mut host, &mut guest, 0);
    let hand = table(&host).drawn();
    // The host's program stops; Bo's window gives up on it.
    drop(host);
    guest.world_mut().write_message(NetRequest::Leave);
    guest.update();
    drop(guest);
    // A new window offers to continue, and hosts with the same invite.
    let mut host = window_saving(Some(save.clone()));
    assert_eq!(
        host.world().resource::<NetResume>().0,
        Some(("Ann, Bo".to_string(), 2))
    );
    host.world_mut().write_message(NetRequest::Resume);
    pump(&mut [&mut host], "the game continued", |a| {
        screen(a[0]) == Screen::Playing && phase(a[0]) == Some(TurnPhase::Place)
    });
    assert_eq!(session(&host).invite(), Some(invite.clone()));
    assert_eq!(placements(&host), vec![ann, bo]);
    assert_eq!(table(&host).drawn(), hand, "the same tile in Ann's hand");
    assert_eq!(room_seats(&host)[0].0, SeatKind::Here, "Ann plays here");
    assert_eq!(session(&host).lost(), vec!["Bo".to_string()]);
    // Bo rejoins with the old invite into the seat, and the game goes on.
    let mut guest = join_as_bo(&mut host, &invite);
    both_playing(&mut host, &mut guest, 0);
    assert_eq!(placements(&guest), vec![ann, bo]);
    place_first_legal(&mut host);
    both_playing(&mut host, &mut guest, 1);
    let bo2 = place_first_legal(&mut guest);
    both_playing(&mut host, &mut guest, 0);
    assert_eq!(placements(&host)[3], bo2);
    let _ = std::fs::remove_dir_all(save.parent().unwrap());
}

#[test]
fn a_computer_standing_in_keeps_the_seat_for_its_friend_across_a_continue() {
    let save = save_in("net-resume-stand-in");
    let (mut host, mut guest) = host_and_join(window_saving(Some(save.clone())));
    let invite = session(&host).invite().unwrap();
    guest.world_mut().write_message(NetRequest::Leave);
    pump(&mut [&mut host, &mut guest], "Bo's seat waiting", |a| {
        !session(a[0]).lost_seats().is_empty()
    });
    host.world_mut().write_message(NetRequest::Computer {
        seat: 1,
        level: Level::Easy,
        name: None,
    });
    // Ann plays, the computer answers for Bo; then the host stops.
    pump(&mut [&mut host], "Ann to place", |a| {
        phase(a[0]) == Some(TurnPhase::Place)
    });
    place_first_legal(&mut host);
    pump(&mut [&mut host], "the computer's move for Bo", |a| {
        placements(a[0]).len() == 2 && phase(a[0]) == Some(TurnPhase::Place)
    });
    drop(host);
    drop(guest);
    let mut host = window_saving(Some(save.clone()));
    host.world_mut().write_message(NetRequest::Resume);
    pump(&mut [&mut host], "the game continued", |a| {
        screen(a[0]) == Screen::Playing
    });
    assert_eq!(
        session(&host).stood_in(),
        vec![(1, "Bo".to_string(), Level::Easy)]
    );
    let guest = join_as_bo(&mut host, &invite);
    assert!(session(&guest).plays_here(1));
    assert_eq!(room_seats(&host)[1], (SeatKind::Remote, false));
    let _ = std::fs::remove_dir_all(save.parent().unwrap());
}

#[test]
fn undo_and_the_placing_prompt_are_for_this_windows_own_turns_only() {
    let (mut host, mut guest) = host_and_join(window());
    assert!(table(&host).to_move_here(), "Ann's turn at Ann's window");
    assert!(!table(&guest).to_move_here(), "not at Bo's");
    place_first_legal(&mut host);
    both_playing(&mut host, &mut guest, 1);
    assert!(table(&guest).to_move_here());
    assert!(!table(&host).to_move_here());
    // A confirmed turn is the host's: never taken back at either window.
    assert!(
        table(&host).table().can_undo(),
        "a local table would undo it"
    );
    assert!(!table(&host).undo_allowed());
    assert!(!table(&guest).undo_allowed());
    // A local game still takes its turns back.
    let mut local = crate::headless::headless();
    local.update();
    let setup = GameSetup {
        seats: vec![
            Seat::person("Ann", PlayerColour::Yellow),
            Seat::person("Bo", PlayerColour::Red),
        ],
        seed: 11,
        ..Default::default()
    };
    local
        .world_mut()
        .write_message(carcassonne::app::StartGame(setup));
    pump(&mut [&mut local], "the local game", |a| {
        phase(a[0]) == Some(TurnPhase::Place)
    });
    place_first_legal(&mut local);
    pump(&mut [&mut local], "Bo's turn", |a| {
        phase(a[0]) == Some(TurnPhase::Place)
    });
    assert!(table(&local).to_move_here());
    assert!(table(&local).undo_allowed());
}

#[test]
fn how_to_play_during_a_network_game_shows_the_rules_help_and_keeps_the_table() {
    let (mut host, mut guest) = host_and_join(window());
    host.world_mut().write_message(HowToPlay::Open(0));
    for _ in 0..4 {
        host.update();
    }
    assert_eq!(screen(&host), Screen::Playing, "no demonstration");
    assert!(host.world().resource::<HelpOpen>().0, "the rules' help");
    // The table still follows and plays.
    place_first_legal(&mut host);
    both_playing(&mut host, &mut guest, 1);
}

#[test]
fn the_hosts_rematch_opens_a_lobby_with_the_same_seats_and_invite() {
    let (mut host, mut guest) = host_and_join(window());
    let invite = session(&host).invite().unwrap();
    host.world_mut().write_message(NetRequest::Rematch);
    pump(&mut [&mut host, &mut guest], "a new lobby", |a| {
        screen(a[0]) == Screen::NewGame
            && a[0]
                .world()
                .get_resource::<NetSession>()
                .and_then(NetSession::lobby)
                .is_some_and(|l| !l.started)
    });
    assert_eq!(session(&host).invite(), Some(invite.clone()));
    assert!(shown_game(host.world()).is_none(), "the old table is gone");
    let lobby = session(&host).lobby().unwrap();
    assert_eq!(lobby.seats[0].name, "Ann");
    assert_eq!(lobby.seats[1].player, carcassonne::net::SeatPlayer::Open);
    drop(guest);
    let guest = join_as_bo(&mut host, &invite);
    assert!(session(&guest).plays_here(1));
}
