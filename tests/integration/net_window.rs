//! The window's network play, headless: one app hosts a game on 127.0.0.1
//! with one seat open, a second app joins it with the invite, the host
//! starts, and each window plays its own seat through the same turn
//! messages the mouse sends. Every wait is bounded in time.

use crate::net_apps::{
    ann_and_a_friend, phase, place_first_legal, placements, screen, session, table,
};
use bevy::prelude::*;
use carcassonne::app::net::{NetConfig, NetRequest, NetSession};
use carcassonne::app::turn::Refusal;
use carcassonne::app::{Screen, TurnInput, TurnPhase};
use carcassonne::art::PlayerColour;
use carcassonne::net::HostConfig;
use carcassonne::rules::RuleError;
use carcassonne::table::SeatKind;

/// A headless game app with network play, hosting on 127.0.0.1 only, on
/// any free port.
fn window() -> App {
    let mut app = crate::net_apps::network_app(None);
    app.update();
    app
}

/// Updates both windows (a millisecond apart, as frames come) until
/// `done`, or fails saying what did not happen.
fn pump(host: &mut App, guest: &mut App, what: &str, done: impl Fn(&App, &App) -> bool) {
    crate::net_apps::pump(&mut [host, guest], what, |a| done(a[0], a[1]));
}

/// The host app with Ann here and one seat open, and the guest app that
/// joined it as Bo, both playing, Ann (seat 0) to place.
fn hosted_and_joined() -> (App, App) {
    let mut host = window();
    let setup = ann_and_a_friend();
    host.world_mut().write_message(NetRequest::Host(setup));
    host.update();
    let invite = session(&host).invite().expect("the host's invite");
    let mut guest = window();
    guest.world_mut().write_message(NetRequest::Join {
        invite,
        name: "Bo".into(),
        colour: Some("blue".into()),
    });
    pump(&mut host, &mut guest, "Bo's seat", |_, g| {
        g.world()
            .get_resource::<NetSession>()
            .is_some_and(|s| s.plays_here(1))
    });
    assert!(!session(&host).can_start(), "Bo is not ready yet");
    guest.world_mut().write_message(NetRequest::Ready(true));
    pump(&mut host, &mut guest, "the host may start", |h, _| {
        session(h).can_start()
    });
    host.world_mut().write_message(NetRequest::Start);
    pump(&mut host, &mut guest, "both windows playing", |h, g| {
        [h, g]
            .iter()
            .all(|a| screen(a) == Screen::Playing && phase(a) == Some(TurnPhase::Place))
    });
    let seats = table(&guest).seats();
    assert_eq!(seats[1].name, "Bo");
    assert_eq!(seats[1].colour, PlayerColour::Blue, "the colour asked for");
    assert_eq!(seats[1].kind, SeatKind::Here, "Bo plays here");
    assert_eq!(seats[0].kind, SeatKind::Remote, "Ann plays at the host");
    (host, guest)
}

fn host_table_moves(app: &App) -> usize {
    match &session(app).link {
        carcassonne::app::net::Link::Host(h) => h.room().table().map_or(0, |t| t.moves().len()),
        carcassonne::app::net::Link::Client(_) => panic!("not the host"),
    }
}

#[test]
fn a_joined_window_places_a_tile_and_the_host_window_has_the_move() {
    let (mut host, mut guest) = hosted_and_joined();
    // Ann, here at the host, plays the first turn; Bo's window shows it.
    let ann = place_first_legal(&mut host);
    pump(
        &mut host,
        &mut guest,
        "Bo's turn, Ann's move shown",
        |_, g| {
            phase(g) == Some(TurnPhase::Place)
                && table(g).table().to_move() == 1
                && table(g).drawn().is_some()
        },
    );
    assert_eq!(placements(&guest), vec![ann]);
    // Bo places from the joined window: the host's table takes the move.
    let bo = place_first_legal(&mut guest);
    pump(
        &mut host,
        &mut guest,
        "the host window has Bo's move",
        |h, _| placements(h).len() == 2 && phase(h) == Some(TurnPhase::Place),
    );
    assert_eq!(placements(&host), vec![ann, bo]);
    assert_eq!(table(&host).table().to_move(), 0, "Ann's turn again");
    assert_eq!(placements(&guest), vec![ann, bo], "the replica agrees");
    assert!(table(&guest).error.is_none());
}

#[test]
fn a_turn_input_off_turn_in_the_joined_window_is_refused_and_sent_nowhere() {
    let (mut host, mut guest) = hosted_and_joined();
    // Ann's turn: her window marks where her tile fits; Bo's marks
    // nothing, since the tile is not his to lay.
    use carcassonne::app::map::legal_cell_marks;
    assert!(!legal_cell_marks(table(&host)).is_empty());
    assert!(legal_cell_marks(table(&guest)).is_empty());
    // Bo tries to lay the tile Ann holds.
    let g = table(&guest);
    let tile = g.drawn().expect("Ann's tile is shown");
    let placement = g.game().legal_placements(tile)[0];
    for input in [TurnInput::PlaceTile(placement), TurnInput::Confirm] {
        guest.world_mut().write_message(input);
        guest.update();
    }
    let g = table(&guest);
    assert_eq!(
        g.error,
        Some(Refusal::Rules(RuleError::NotYourTurn {
            seat: 1,
            to_move: 0
        }))
    );
    assert_eq!(g.tentative, None, "nothing laid");
    assert!(g.moves().is_empty());
    // Nothing reached the host: Bo's next message, a chat line, reaches
    // it after anything the refused turn had sent (in order from Bo to the
    // host), and comes back to Bo after any answer to it; by then the
    // host's table still has no move.
    guest
        .world_mut()
        .write_message(NetRequest::Chat("sorry".into()));
    pump(&mut host, &mut guest, "Bo's line there and back", |h, g| {
        [h, g].iter().all(|a| {
            a.world()
                .resource::<carcassonne::app::net::chat::Chat>()
                .lines
                .iter()
                .any(|l| l.name == "Bo")
        })
    });
    assert_eq!(host_table_moves(&host), 0);
    assert!(placements(&host).is_empty());
    // Had the turn gone out, the host's refusal would have come back before
    // Bo's line, and the window would show it instead.
    assert_eq!(
        table(&guest).error,
        Some(Refusal::Rules(RuleError::NotYourTurn {
            seat: 1,
            to_move: 0
        })),
        "the host refused nothing of Bo's"
    );
    assert_eq!(phase(&guest), Some(TurnPhase::Place), "still Ann's turn");
}

#[test]
fn a_window_with_other_tiles_is_told_in_its_language_why_it_cannot_join() {
    use carcassonne::app::Catalog;
    use carcassonne::app::language::{Language, Locale};
    use carcassonne::app::net::{NetProblem, problem_words};
    let mut host = window();
    let setup = ann_and_a_friend();
    host.world_mut().write_message(NetRequest::Host(setup));
    host.update();
    let invite = session(&host).invite().expect("the host's invite");
    // Bo's tile file has one more of the first tile.
    let mut guest = window();
    let mut modded = (*guest.world().resource::<Catalog>().0).clone();
    modded.types[0].count += 1;
    let tiles: u32 = modded.types.iter().map(|t| t.count).sum();
    guest.insert_resource(Catalog(std::sync::Arc::new(modded)));
    guest.world_mut().resource_mut::<Language>().0 = "de".into();
    guest.world_mut().write_message(NetRequest::Join {
        invite,
        name: "Bo".into(),
        colour: None,
    });
    let problem = |g: &App| {
        g.world()
            .get_resource::<NetSession>()
            .and_then(|s| s.problem.clone())
            .or_else(|| {
                g.world()
                    .get_resource::<carcassonne::app::net::NetFailure>()
                    .map(|f| f.0.clone())
            })
    };
    pump(&mut host, &mut guest, "the refusal", |_, g| {
        problem(g).is_some()
    });
    let p = problem(&guest).unwrap();
    let NetProblem::TilesDiffer {
        host: theirs,
        yours,
    } = &p
    else {
        panic!("not the tiles: {p:?}");
    };
    assert_eq!((yours.tiles, theirs.tiles), (tiles, tiles - 1));
    guest.update();
    let words = problem_words(guest.world().resource::<Locale>(), &p);
    assert!(
        words.contains("anderen Plättchen")
            && words.contains(&tiles.to_string())
            && words.contains(&(tiles - 1).to_string()),
        "{words}"
    );
    assert!(
        session(&host).lobby().unwrap().seats[1].player == carcassonne::net::SeatPlayer::Open,
        "the seat stays open"
    );
}

#[test]
fn a_window_whose_port_another_program_holds_hosts_on_a_free_one_and_says_so() {
    // Another program (a second window, a server) has the port.
    let holder = std::net::UdpSocket::bind("127.0.0.1:0").expect("a socket");
    let taken = holder.local_addr().unwrap().port();
    let mut host = crate::net_apps::network_app(None);
    host.insert_resource(NetConfig {
        host: HostConfig::local(taken),
        lan: None,
    });
    host.update();
    host.world_mut()
        .write_message(NetRequest::Host(ann_and_a_friend()));
    host.update();
    let hosting = host.world().get_resource::<NetSession>();
    let hosting = hosting.unwrap_or_else(|| panic!("no game hosted: port {taken} was taken"));
    assert_eq!(
        hosting.port_taken,
        Some(taken),
        "the lobby says which was taken"
    );
    assert_ne!(hosting.port(), Some(taken));
    // The invite names the port in use: a friend joins with it as usual.
    let invite = hosting.invite().expect("the host's invite");
    let mut guest = window();
    guest.world_mut().write_message(NetRequest::Join {
        invite,
        name: "Bo".into(),
        colour: None,
    });
    pump(&mut host, &mut guest, "Bo's seat", |_, g| {
        g.world()
            .get_resource::<NetSession>()
            .is_some_and(|s| s.plays_here(1))
    });
}

#[test]
fn a_joined_window_holds_the_game_once_and_closes_on_a_host_it_cannot_follow() {
    use carcassonne::app::net::{Link, NetProblem};
    use carcassonne::net::protocol::HostMessage;
    use carcassonne::net::{CloseReason, Unfollowed};
    let (mut host, mut guest) = hosted_and_joined();
    // The window's table is the one copy: its client keeps only the
    // host's word, which the table on the map has followed.
    let Link::Client(client) = &session(&guest).link else {
        panic!("the guest joined");
    };
    assert!(client.replica().is_none() && client.view().is_none());
    let told = client.told().expect("the game started");
    assert_eq!(told.moves, table(&guest).moves());
    assert_eq!(told.hand, table(&guest).drawn());
    // The host says Ann set aside the tile she holds, which fits: the
    // window cannot follow that, and says so.
    let hand = table(&host).drawn().expect("Ann holds a tile");
    let catalog = table(&host).table().catalog().clone();
    let tile = catalog.get(hand).id.clone();
    let Link::Host(h) = &mut host.world_mut().resource_mut::<NetSession>().link else {
        panic!("the host");
    };
    h.room_mut().tell_everyone(HostMessage::Drawn {
        seat: 0,
        set_aside: vec![tile.clone()],
        tile: Some(tile),
    });
    pump(
        &mut host,
        &mut guest,
        "the guest sees it cannot follow",
        |_, g| session(g).problem.is_some(),
    );
    match &session(&guest).problem {
        Some(NetProblem::Closed(CloseReason::Unfollowable { what, detail })) => {
            assert_eq!(*what, Unfollowed::Draw);
            assert!(detail.contains("fits"), "{detail}");
        }
        other => panic!("closed as unfollowable, got {other:?}"),
    }
    assert_eq!(table(&guest).moves().len(), 0, "nothing of it taken");
}

/// Issue 38: a joiner learned Inns & Cathedrals was on only when the first
/// inn appeared. The host's rules and helpers reach the lobby of everyone
/// who joins or watches, worded there as the block the window shows, and
/// the joined windows' tables give the helpers the host's table chose.
#[test]
fn the_rooms_rules_and_helpers_reach_a_joiner_and_a_spectator() {
    use carcassonne::app::language::Locale;
    use carcassonne::app::turn::setup::HelperLevel;
    use carcassonne::app::words::room_rule_lines;
    use carcassonne::rules::{Expansion, RuleSet};
    let mut host = window();
    let setup = carcassonne::app::GameSetup {
        rules: RuleSet::default()
            .without_farmers()
            .with(Expansion::RIVER)
            .with(Expansion::INNS_CATHEDRALS),
        helpers: HelperLevel::Purist,
        ..ann_and_a_friend()
    };
    host.world_mut().write_message(NetRequest::Host(setup));
    host.update();
    let invite = session(&host).invite().expect("the host's invite");
    // Bo and Cy chose no helpers of their own: all of them, by default.
    let mut guest = window();
    guest.world_mut().write_message(NetRequest::Join {
        invite: invite.clone(),
        name: "Bo".into(),
        colour: None,
    });
    let mut watcher = window();
    watcher.world_mut().write_message(NetRequest::Watch {
        invite,
        name: "Cy".into(),
    });
    let apps = &mut [&mut host, &mut guest, &mut watcher];
    crate::net_apps::pump(apps, "Bo seated, Cy watching", |a| {
        a[1].world()
            .get_resource::<NetSession>()
            .is_some_and(|s| s.plays_here(1))
            && session(a[0]).lobby().is_some_and(|l| l.spectators == 1)
            && a[2]
                .world()
                .get_resource::<NetSession>()
                .is_some_and(|s| s.lobby().is_some())
    });
    let block = [
        "Farmers: off",
        "The Abbot: off",
        "The River: on",
        "Inns & Cathedrals: on",
        "Traders & Builders: off",
        "The Princess & the Dragon: off",
        "Helpers: Purist",
    ];
    for (who, app) in [("the host", &host), ("Bo", &guest), ("Cy", &watcher)] {
        let s = session(app);
        let lobby = s.lobby().expect("the lobby");
        assert_eq!(
            lobby.rules,
            ["--no-farmers", "--river", "--inns-cathedrals"],
            "{who}"
        );
        assert_eq!(lobby.helpers.as_deref(), Some("purist"), "{who}");
        assert_eq!(s.table_helpers(), HelperLevel::Purist, "{who}");
        let t = app.world().resource::<Locale>();
        let lines = room_rule_lines(t, &lobby.rules, s.table_helpers());
        let words: Vec<&str> = lines.iter().map(|(w, _)| w.as_str()).collect();
        assert_eq!(words, block, "{who}");
    }
    // The game: every window's table gives the host's helpers.
    guest.world_mut().write_message(NetRequest::Ready(true));
    let apps = &mut [&mut host, &mut guest, &mut watcher];
    crate::net_apps::pump(apps, "the host may start", |a| session(a[0]).can_start());
    host.world_mut().write_message(NetRequest::Start);
    let apps = &mut [&mut host, &mut guest, &mut watcher];
    crate::net_apps::pump(apps, "every window playing", |a| {
        a.iter().all(|a| screen(a) == Screen::Playing)
    });
    for (who, app) in [("the host", &host), ("Bo", &guest), ("Cy", &watcher)] {
        let t = table(app);
        assert_eq!(t.helpers, HelperLevel::Purist, "{who}");
        assert!(t.table().rules().has(Expansion::INNS_CATHEDRALS), "{who}");
    }
}
