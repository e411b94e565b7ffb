//! The window's chat, quick phrases, watching and the join dialog's list
//! of games found, headless: apps host and join on 127.0.0.1 and talk
//! through the same requests the buttons send. Every wait is bounded.

use crate::net_apps::{ann_and_a_friend, phase, place_first_legal, pump, screen, session, table};
use bevy::prelude::*;
use carcassonne::app::language::{Language, Locale};
use carcassonne::app::net::chat::{Chat, ChatLine, Said, said_words};
use carcassonne::app::net::{JoinDialog, Link, NetRequest, NetSession};
use carcassonne::app::{Screen, TurnInput, TurnPhase};
use carcassonne::table::SeatKind;
use std::net::SocketAddr;

/// A headless game app with network play, hosting on 127.0.0.1 only, on
/// any free port, listing its game at `lan` if given.
fn window_listing(lan: Option<SocketAddr>) -> App {
    let mut app = crate::net_apps::network_app(lan);
    app.update();
    app
}

fn window() -> App {
    window_listing(None)
}

fn chat(app: &App) -> &[ChatLine] {
    &app.world().resource::<Chat>().lines
}

/// The last chat line as the app's window words it.
fn last_words(app: &App) -> String {
    let line = chat(app).last().expect("a chat line");
    said_words(app.world().resource::<Locale>(), &line.said)
}

fn host_table_moves(app: &App) -> usize {
    match &session(app).link {
        Link::Host(h) => h.room().table().map_or(0, |t| t.moves().len()),
        Link::Client(_) => panic!("not the host"),
    }
}

/// Ann hosts with one seat open (Bo's): the host app, listing at `lan`.
fn hosting(lan: Option<SocketAddr>) -> App {
    let mut host = window_listing(lan);
    let setup = ann_and_a_friend();
    host.world_mut().write_message(NetRequest::Host(setup));
    host.update();
    host
}

/// The host app and Bo's app, joined and in the lobby.
fn in_the_lobby() -> (App, App) {
    let mut host = hosting(None);
    let invite = session(&host).invite().expect("the host's invite");
    let mut guest = window();
    guest.world_mut().write_message(NetRequest::Join {
        invite,
        name: "Bo".into(),
        colour: Some("blue".into()),
    });
    pump(&mut [&mut host, &mut guest], "Bo's seat", |a| {
        a[1].world()
            .get_resource::<NetSession>()
            .is_some_and(|s| s.plays_here(1))
    });
    (host, guest)
}

#[test]
fn a_chat_line_goes_from_the_joiner_to_the_host_window_and_back() {
    let (mut host, mut guest) = in_the_lobby();
    // Bo's line, with an escape sequence a hostile client might send.
    guest
        .world_mut()
        .write_message(NetRequest::Chat("hello Ann\u{1b}[2J\n!".into()));
    pump(&mut [&mut host, &mut guest], "Bo's line at the host", |a| {
        !chat(a[0]).is_empty()
    });
    let line = &chat(&host)[0];
    assert_eq!((line.seat, line.name.as_str()), (Some(1), "Bo"));
    assert_eq!(last_words(&host), "hello Ann[2J!", "shown as plain text");
    // Bo sees his own line as the host relayed it.
    pump(&mut [&mut host, &mut guest], "Bo's line back at Bo", |a| {
        !chat(a[1]).is_empty()
    });
    // Ann answers from the host's window: Bo has it, Ann's own window too.
    host.world_mut()
        .write_message(NetRequest::Chat("  hi Bo  ".into()));
    pump(&mut [&mut host, &mut guest], "Ann's line at Bo", |a| {
        chat(a[1]).len() == 2
    });
    let line = &chat(&guest)[1];
    assert_eq!((line.seat, line.name.as_str()), (Some(0), "Ann"));
    assert_eq!(line.said, Said::Text("hi Bo".into()));
    assert_eq!(chat(&host).len(), 2, "Ann's window shows her line once");
    assert_eq!(last_words(&host), "hi Bo");
    // An empty line sends nothing: the line Bo says after it is the next
    // one Ann's window hears (Bo's messages reach the host in order).
    guest
        .world_mut()
        .write_message(NetRequest::Chat("   ".into()));
    guest.update();
    guest
        .world_mut()
        .write_message(NetRequest::Chat("after".into()));
    pump(
        &mut [&mut host, &mut guest],
        "Bo's next line at the host",
        |a| chat(a[0]).len() > 2,
    );
    assert_eq!(last_words(&host), "after", "nothing came before it");
    assert_eq!(chat(&host).len(), 3);
}

#[test]
fn a_quick_phrase_from_an_english_window_reads_in_german_in_a_german_window() {
    let (mut host, mut guest) = in_the_lobby();
    guest.world_mut().resource_mut::<Language>().0 = "de".into();
    // Ann (English) says "Well played!"; Bo's window is in German.
    host.world_mut().write_message(NetRequest::Phrase(1));
    pump(&mut [&mut host, &mut guest], "Ann's phrase at Bo", |a| {
        !chat(a[1]).is_empty()
    });
    assert_eq!(chat(&guest)[0].said, Said::Phrase(1), "sent as an id");
    assert_eq!(last_words(&guest), "Gut gespielt!");
    assert_eq!(last_words(&host), "Well played!");
    // Bo (German) thanks; Ann reads English.
    guest.world_mut().write_message(NetRequest::Phrase(4));
    pump(&mut [&mut host, &mut guest], "Bo's phrase at Ann", |a| {
        chat(a[0]).len() == 2
    });
    assert_eq!(last_words(&host), "Thanks!");
    assert_eq!(chat(&host)[1].name, "Bo");
    // No phrase of that id: nothing is sent. The phrase Bo says after it
    // is the next line Ann's window hears (in order from Bo to the host).
    guest.world_mut().write_message(NetRequest::Phrase(200));
    guest.update();
    guest.world_mut().write_message(NetRequest::Phrase(0));
    pump(
        &mut [&mut host, &mut guest],
        "Bo's next phrase at Ann",
        |a| chat(a[0]).len() > 2,
    );
    assert_eq!(
        chat(&host)[2].said,
        Said::Phrase(0),
        "nothing came before it"
    );
    assert_eq!(chat(&host).len(), 3);
}

#[test]
fn a_spectator_window_follows_the_game_with_no_hand_and_sends_no_move() {
    let (mut host, mut guest) = in_the_lobby();
    let invite = session(&host).invite().unwrap();
    let mut watcher = window();
    watcher.world_mut().write_message(NetRequest::Watch {
        invite,
        name: "Cy".into(),
    });
    pump(
        &mut [&mut host, &mut guest, &mut watcher],
        "the host counts one spectator",
        |a| session(a[0]).lobby().is_some_and(|l| l.spectators == 1),
    );
    assert!(session(&watcher).watching);
    guest.world_mut().write_message(NetRequest::Ready(true));
    pump(
        &mut [&mut host, &mut guest, &mut watcher],
        "the host may start",
        |a| session(a[0]).can_start(),
    );
    host.world_mut().write_message(NetRequest::Start);
    pump(
        &mut [&mut host, &mut guest, &mut watcher],
        "every window playing",
        |a| a.iter().all(|a| screen(a) == Screen::Playing) && phase(a[0]) == Some(TurnPhase::Place),
    );
    // Ann says a line: the host sends it to the spectator after her draw,
    // so once the spectator's window has it, it has had all the host sent
    // with the draw.
    host.world_mut()
        .write_message(NetRequest::Chat("my turn".into()));
    pump(
        &mut [&mut host, &mut guest, &mut watcher],
        "Ann's line at the spectator",
        |a| !chat(a[2]).is_empty(),
    );
    // Ann holds a tile; the spectator's window shows none, and no seat is
    // played there.
    let tile = table(&host).drawn().expect("Ann's tile");
    let w = table(&watcher);
    assert_eq!(w.drawn(), None, "no tile in hand at the spectator");
    assert!(w.seats().iter().all(|s| s.kind == SeatKind::Remote));
    // Clicks there lay nothing and send nothing. Then the spectator
    // chats: a line without a seat, which reaches the host after anything
    // the clicks had sent (in order from the spectator to the host).
    let placement = table(&host).game().legal_placements(tile)[0];
    for input in [TurnInput::PlaceTile(placement), TurnInput::Confirm] {
        watcher.world_mut().write_message(input);
        watcher.update();
    }
    watcher
        .world_mut()
        .write_message(NetRequest::Chat("nice".into()));
    pump(
        &mut [&mut host, &mut guest, &mut watcher],
        "Cy's line at the host",
        |a| chat(a[0]).len() == 2,
    );
    let line = &chat(&host)[1];
    assert_eq!((line.seat, line.name.as_str()), (None, "Cy"));
    assert_eq!(host_table_moves(&host), 0, "no move reached the host");
    assert_eq!(table(&watcher).tentative, None);
    assert!(table(&watcher).moves().is_empty());
    // Ann plays: the spectator's map has her tile, still no hand.
    for input in [TurnInput::PlaceTile(placement), TurnInput::Confirm] {
        host.world_mut().write_message(input);
        host.update();
        host.update();
    }
    pump(
        &mut [&mut host, &mut guest, &mut watcher],
        "Ann's tile on the spectator's map",
        |a| table(a[2]).moves().len() == 1 && phase(a[0]) == Some(TurnPhase::Place),
    );
    assert_eq!(table(&watcher).drawn(), None);
}

#[test]
fn the_join_dialog_lists_a_game_hosted_here_and_choosing_it_fills_the_invite() {
    let mut host = hosting(Some("127.0.0.1:0".parse().unwrap()));
    let listed = session(&host).listed.expect("listed on 127.0.0.1");
    let invite = session(&host).invite().unwrap();
    let mut guest = window();
    {
        let mut dialog = guest.world_mut().resource_mut::<JoinDialog>();
        dialog.open = true;
        // Tests may not broadcast: ask the host directly.
        dialog.ask = Some(listed);
        dialog.name = "Bo".into();
    }
    pump(&mut [&mut host, &mut guest], "the game in the list", |a| {
        !a[1].world().resource::<JoinDialog>().found.is_empty()
    });
    let mut dialog = guest.world_mut().resource_mut::<JoinDialog>();
    let game = dialog.found[0].clone();
    assert_eq!(game.room.lobby.seats[0].name, "Ann");
    assert!(dialog.invite.is_empty());
    dialog.choose_found(0);
    assert_eq!(dialog.invite, invite);
    // The invite chosen joins the game.
    let request = NetRequest::Join {
        invite: dialog.invite.clone(),
        name: dialog.name.clone(),
        colour: None,
    };
    guest.world_mut().write_message(request);
    pump(&mut [&mut host, &mut guest], "Bo's seat", |a| {
        a[1].world()
            .get_resource::<NetSession>()
            .is_some_and(|s| s.plays_here(1))
    });
}

#[test]
fn after_the_game_the_friends_still_chat_until_the_host_leaves() {
    let (mut host, mut guest) = in_the_lobby();
    guest.world_mut().write_message(NetRequest::Ready(true));
    pump(&mut [&mut host, &mut guest], "the host may start", |a| {
        session(a[0]).can_start()
    });
    host.world_mut().write_message(NetRequest::Start);
    // Each plays the first legal placement on their turn, to the end.
    for turn in 0.. {
        assert!(turn < 100, "the game did not end");
        pump(
            &mut [&mut host, &mut guest],
            "the next turn or the end",
            |a| {
                a.iter().all(|a| screen(a) == Screen::Final)
                    || (a.iter().all(|a| phase(a) == Some(TurnPhase::Place))
                        && table(a[0]).moves() == table(a[1]).moves()
                        && table(a[table(a[0]).table().to_move()]).drawn().is_some())
            },
        );
        if screen(&host) == Screen::Final {
            break;
        }
        match table(&host).table().to_move() {
            0 => place_first_legal(&mut host),
            _ => place_first_legal(&mut guest),
        };
    }
    assert!(table(&guest).game().is_finished());
    // At the final screen Bo says "Well played!"; Ann's window hears it.
    assert!(session(&host).can_chat() && session(&guest).can_chat());
    guest.world_mut().write_message(NetRequest::Phrase(1));
    pump(&mut [&mut host, &mut guest], "Bo's phrase at Ann", |a| {
        !chat(a[0]).is_empty()
    });
    assert_eq!(last_words(&host), "Well played!");
    assert_eq!(chat(&host)[0].name, "Bo");
    // Ann leaves for a new game: Bo keeps the lines but can no longer speak.
    host.world_mut().write_message(NetRequest::Leave);
    pump(&mut [&mut host, &mut guest], "Bo's connection ended", |a| {
        !session(a[1]).can_chat()
    });
    assert_eq!(screen(&guest), Screen::Final, "Bo still sees the scores");
    assert_eq!(last_words(&guest), "Well played!");
}
