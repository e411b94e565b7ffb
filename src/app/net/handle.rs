//! Carries out what the player asks of network play: hosting (here or on a server), joining, watching, the lobby's asks, chat lines, leaving.

use crate::app::net::follow::end_session;
use crate::app::net::requests::NetConfig;
use crate::app::net::requests::NetFailure;
use crate::app::net::requests::NetRequest;
use crate::app::net::requests::NetSeats;
use crate::app::net::session::Link;
use crate::app::net::session::NetProblem;
use crate::app::net::session::NetSession;
use crate::app::settings::Settings;
use crate::app::turn::active_game::FollowsNetwork;
use crate::app::turn::phases::Screen;
use crate::app::turn::setup::{Catalog, GameSetup, HelperLevel};
use crate::net::{Client, Host, Invite, JoinRequest, Room, RoomSeat, RoomSetup};
use crate::table::Seat;
use crate::table::SeatKind;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use std::time::Duration;

/// Connects to the game of `invite` (a host's, a server's or a room's)
/// as `request` asks, showing the seat's secret the window keeps for
/// that room, if any (a seat is taken back by it).
pub(super) fn join_game(
    invite: &str,
    mut request: JoinRequest,
    catalog: &Catalog,
    seats: &NetSeats,
) -> Result<(Client, Invite), NetProblem> {
    let invite = Invite::parse(invite.trim()).map_err(|e| match e {
        crate::net::NetError::Invite(why) => NetProblem::BadInvite(why),
        other => NetProblem::CannotHost(other.to_string()),
    })?;
    if !request.spectate {
        request.secret = seats.0.secret(&invite, &request.name);
    }
    // A client's socket and connect token are this computer's own: a
    // failure is the network's here. The window's table on the map is the
    // one replica: the client keeps only what the host told.
    Client::join(&invite, request, catalog.0.clone())
        .map(|c| (c.without_replica(), invite))
        .map_err(|e| {
            NetProblem::Closed(crate::net::CloseReason::Lost(crate::net::Lost::Fault {
                detail: e.to_string(),
            }))
        })
}

/// This window's session with the game it joined (or watches).
pub(super) fn begin_session(
    commands: &mut Commands,
    joined: (Client, Invite),
    helpers: HelperLevel,
    watching: bool,
) {
    commands.remove_resource::<NetFailure>();
    commands.insert_resource(joined_session(joined, helpers, watching));
}

/// The session of a game joined (or watched), not yet begun.
fn joined_session(
    (client, invite): (Client, Invite),
    helpers: HelperLevel,
    watching: bool,
) -> NetSession {
    let mut session = NetSession::new(Link::Client(Box::new(client)), helpers);
    session.watching = watching;
    session.joined = Some(invite);
    session
}

/// The help this window's player chose in the settings.
pub(super) fn helpers(settings: &Option<Res<Settings>>) -> HelperLevel {
    settings
        .as_ref()
        .and_then(|s| HelperLevel::from_name(&s.helpers))
        .unwrap_or_default()
}

/// The room's seats for the new-game screen's seats: a person here, a
/// computer, or open for a friend (`Remote`).
pub(super) fn room_seats(setup: &GameSetup) -> Vec<RoomSeat> {
    setup
        .seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let mut s = match seat.kind {
                SeatKind::Here => RoomSeat::here(i, seat.name.clone()),
                SeatKind::Computer(level) => {
                    let mut s = RoomSeat::computer(i, level);
                    s.name = seat.name.clone();
                    s.named = true;
                    s
                }
                SeatKind::Remote => RoomSeat::open(i),
            };
            s.colour = seat.colour;
            s
        })
        .collect()
}

/// The room a window asks a server for, from its new-game screen's table.
pub struct ServerTable {
    /// The seats, rules and pile's seed, as the server takes them.
    pub room: RoomSetup,
    /// The one seat here: its name and colour, which this window asks for
    /// (friends join from their own computers).
    pub me: Seat,
    /// Where that seat is in the room: after the people set before it.
    pub my_seat: usize,
    /// A computer sat before a person: moved to the last seats, where a
    /// server's computers sit (the lobby says so).
    pub computers_moved: bool,
}

/// The room to ask a server for, from the new-game screen's seats: the
/// seats in their order, the computers' levels, the rules as flags, the
/// pile's seed, and the one seat here. A server seats its computers last
/// (that is how it keeps them apart from the seats people take), so a
/// computer set before a person moves there, the people keeping their
/// order (this window asks for its seat among them); the lobby shows the
/// order the room has, and says it moved.
pub fn server_room(setup: &GameSetup) -> Result<ServerTable, NetProblem> {
    let here: Vec<&Seat> = setup
        .seats
        .iter()
        .filter(|s| s.kind == SeatKind::Here)
        .collect();
    let [me] = here[..] else {
        return Err(NetProblem::OneSeatHere);
    };
    let level = |s: &Seat| match s.kind {
        SeatKind::Computer(level) => Some(level),
        SeatKind::Here | SeatKind::Remote => None,
    };
    let my_seat = setup
        .seats
        .iter()
        .take_while(|s| s.kind != SeatKind::Here)
        .filter(|s| level(s).is_none())
        .count();
    let computers: Vec<String> = setup
        .seats
        .iter()
        .filter_map(level)
        .map(|level| level.name().to_string())
        .collect();
    // Each computer keeps the colour the table gave it, so a person whose
    // seat moves up keeps theirs too.
    let colours: Vec<String> = setup
        .seats
        .iter()
        .filter(|s| level(s).is_some())
        .map(|s| s.colour.name().to_string())
        .collect();
    let people = setup.seats.len() - computers.len();
    // Moved when a person sits after the first computer.
    let computers_moved = setup.seats[people..].iter().any(|s| level(s).is_none());
    let room = RoomSetup {
        players: setup.seats.len(),
        computers,
        rules: RoomSetup::rule_flags(&setup.rules),
        seed: Some(setup.seed),
        colours,
    };
    Ok(ServerTable {
        room,
        me: me.clone(),
        my_seat,
        computers_moved,
    })
}

/// What hosting, joining and watching read: the network's settings, the
/// tiles, the player's settings (pace, helpers) and the seats' secrets.
#[derive(SystemParam)]
pub(super) struct Joining<'w> {
    config: Res<'w, NetConfig>,
    catalog: Res<'w, Catalog>,
    settings: Option<Res<'w, Settings>>,
    seats: Res<'w, NetSeats>,
}

/// What leaving a session touches: the tables that followed it, and the
/// screen to go back to.
#[derive(SystemParam)]
pub(super) struct Leaving<'w, 's> {
    replicas: Query<'w, 's, Entity, With<FollowsNetwork>>,
    next_screen: ResMut<'w, NextState<Screen>>,
}

pub(super) fn handle_requests(
    mut commands: Commands,
    mut requests: MessageReader<NetRequest>,
    session: Option<ResMut<NetSession>>,
    joining: Joining,
    mut leaving: Leaving,
    mut failed: Local<Option<NetProblem>>,
    mut chat: ResMut<super::chat::Chat>,
) {
    let mut session = session;
    for request in requests.read() {
        let done = match request {
            NetRequest::Host(setup) => host_here(&mut commands, setup, &joining),
            NetRequest::Join {
                invite,
                name,
                colour,
            } => {
                let request = JoinRequest {
                    colour: colour.clone(),
                    ..JoinRequest::seat(name.trim())
                };
                join_game(invite, request, &joining.catalog, &joining.seats).map(|client| {
                    begin_session(&mut commands, client, helpers(&joining.settings), false)
                })
            }
            NetRequest::HostOnServer {
                server_invite,
                setup,
            } => server_room(setup).and_then(|table| {
                let request = JoinRequest {
                    colour: Some(table.me.colour.name().to_string()),
                    seat: Some(table.my_seat),
                    create: Some(table.room),
                    ..JoinRequest::seat(table.me.name.trim())
                };
                let joined = join_game(server_invite, request, &joining.catalog, &joining.seats)?;
                let mut session = joined_session(joined, setup.helpers, false);
                session.computers_moved = table.computers_moved;
                commands.remove_resource::<NetFailure>();
                commands.insert_resource(session);
                Ok(())
            }),
            NetRequest::Watch { invite, name } => {
                let request = JoinRequest::spectate(name.trim());
                join_game(invite, request, &joining.catalog, &joining.seats).map(|client| {
                    begin_session(&mut commands, client, helpers(&joining.settings), true)
                })
            }
            NetRequest::Leave => {
                if let Some(s) = session.as_mut() {
                    s.close();
                }
                session = None;
                end_session(&mut commands, &leaving.replicas);
                NextState::set_if_neq(&mut *leaving.next_screen, Screen::NewGame);
                Ok(())
            }
            // Hosting again, with the same invite: `resume`.
            NetRequest::Resume | NetRequest::Rematch => Ok(()),
            asked_in_session => {
                if let Some(s) = session.as_mut() {
                    ask_in_session(s, asked_in_session, &mut chat);
                }
                Ok(())
            }
        };
        if let Err(p) = done {
            *failed = Some(p);
        }
    }
    // A failure to host or join is shown by the screens.
    if let Some(p) = failed.take() {
        warn!("network: {p:?}");
        commands.insert_resource(NetFailure(p));
    }
}

/// Hosts the game of `setup` at this computer: its room, listed on this
/// network when the settings ask, the session begun.
fn host_here(
    commands: &mut Commands,
    setup: &GameSetup,
    joining: &Joining,
) -> Result<(), NetProblem> {
    let config = &joining.config;
    let mut room = Room::new(
        joining.catalog.0.clone(),
        setup.rules,
        setup.seed,
        room_seats(setup),
    )
    .map_err(NetProblem::Rules)?;
    // The host presses "start"; computers play at the window's pace, so
    // people can follow.
    room.auto_start = false;
    // The table's helpers, for every window at it.
    room.helpers = Some(setup.helpers.name().to_string());
    let pace = joining
        .settings
        .as_ref()
        .map_or(0.55, |s| s.computer_pace());
    room.set_computer_pace(Duration::from_secs_f32(pace));
    let mut host = Host::new(room, config.host.clone().on_a_free_port())
        .map_err(|e| NetProblem::CannotHost(e.to_string()))?;
    let mut listed = None;
    if let Some(lan) = config.lan {
        // Another host on this computer may have the port: then this game
        // is joined by invite only.
        match host.answer_on(lan) {
            Ok(at) => {
                info!("listed on this network (UDP port {})", at.port());
                listed = Some(at);
            }
            Err(e) => info!("not listed on this network: {e}"),
        }
    }
    // As `carcassonne host` prints it, for the terminal.
    info!(
        "hosting on {}; invite: {}",
        host.bound_addr(),
        host.invite().code()
    );
    commands.remove_resource::<NetFailure>();
    let mut session = NetSession::new(Link::Host(Box::new(host)), setup.helpers);
    session.listed = listed;
    let asked = config.host.bind.port();
    session.port_taken = (asked != 0 && session.port() != Some(asked)).then_some(asked);
    commands.insert_resource(session);
    Ok(())
}

/// What the player asks of the session under way: ready, a computer in a
/// seat, the start, a chat line or phrase.
fn ask_in_session(s: &mut ResMut<NetSession>, request: &NetRequest, chat: &mut super::chat::Chat) {
    match request {
        NetRequest::Ready(ready) => {
            if let Link::Client(c) = &mut s.link {
                c.ready(*ready);
            }
        }
        NetRequest::Computer { seat, level, name } => {
            if let Link::Host(h) = &mut s.link {
                let room = h.room_mut();
                let seated = room.set_seat_kind(*seat, SeatKind::Computer(*level));
                let named = match name {
                    Some(name) if seated.is_ok() => room.name_seat(*seat, name.clone()),
                    _ => seated,
                };
                if let Err(e) = named {
                    warn!("seat {seat}: {e}");
                }
            }
        }
        NetRequest::Start => {
            if s.can_start()
                && let Link::Host(h) = &mut s.link
                && let Err(e) = h.room_mut().start()
            {
                warn!("cannot start: {e}");
            }
        }
        NetRequest::Chat(text) => {
            super::chat::say(s, chat, super::chat::Said::Text(text.clone()));
        }
        NetRequest::Phrase(id) => {
            super::chat::say(s, chat, super::chat::Said::Phrase(*id));
        }
        _ => {}
    }
}
