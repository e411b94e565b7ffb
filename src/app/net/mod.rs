//! Network play in the window: host a game from the new-game screen (seats
//! here, computers, or open for friends), join one with an invite, wait in
//! the lobby, then play. The host's one real table lives in `net::Room`
//! (in a `net::Host`); each window, the host's and every joiner's, shows a
//! replica table entity ([`FollowsNetwork`]) that follows the host's moves
//! and draws, so the map, scoreboard, banners and final screen work as for
//! a local game. A turn confirmed here is laid on the replica at once and
//! sent to the host; the host's answer (the move back, or a refusal, which
//! rebuilds the replica) keeps them the same. See docs/architecture.md.

pub mod chat;
pub mod resume;
mod screens;
mod seats;
mod session;

pub use session::{Link, NetProblem, NetSession};

use super::settings::Settings;
use super::turn::{
    ActiveGame, Catalog, GameSet, GameSetup, HelperLevel, Notice, OnTheMap, Refusal, Screen,
    SeatKind, StartGame, TurnInput, TurnPhase,
};
use crate::ai::Level;
use crate::art::PlayerColour;
use crate::net::{
    Client, ClientEvent, Host, HostConfig, Invite, JoinRequest, LobbyState, Room, RoomSeat,
    RoomSetup,
};
use crate::rules::record::GameRecord;
use crate::rules::{Move, RuleError, TileCatalog, TileTypeId};
use crate::table::{Seat, Table};
use bevy::prelude::*;
use std::sync::Arc;
use std::time::Duration;

pub use super::turn::FollowsNetwork;
pub use screens::{JoinDialog, problem_words};
pub use seats::no_network_table;

/// A new-game seat open for a friend over the network (the settings'
/// word for it, beside the computers' levels).
pub const OPEN_SEAT: &str = "open";

/// The window's network play: the logic ([`logic`]) and its screens.
pub(super) fn plugin(app: &mut App) {
    resume::in_the_window(app);
    logic(app);
    screens::plugin(app);
}

/// The logic without egui, for headless apps and tests: requests, the
/// host's or client's update each frame, the replica table.
pub fn logic(app: &mut App) {
    app.add_message::<NetRequest>()
        .init_resource::<NetConfig>()
        .add_systems(
            Update,
            (handle_requests, update_link, begin_game)
                .chain()
                .before(GameSet::Input),
        )
        .add_systems(
            Update,
            (
                // Before the turn is played: a confirmed turn hands the
                // tile to the next seat, and its Confirm is no longer ours.
                refuse_off_turn.after(GameSet::Input).before(GameSet::Turn),
                (send_local_move, follow_host)
                    .chain()
                    .after(GameSet::Turn)
                    .before(GameSet::Sync),
            )
                .run_if(resource_exists::<NetSession>.and_then(in_state(Screen::Playing))),
        )
        .add_systems(OnEnter(Screen::NewGame), leave_finished_game)
        .init_resource::<chat::Chat>()
        .init_resource::<JoinDialog>()
        .add_systems(
            Update,
            (
                chat::fresh_chat.run_if(resource_added::<NetSession>),
                screens::look_for_games,
            ),
        )
        .add_systems(Update, new_local_game_leaves.in_set(GameSet::Input));
    resume::plugin(app);
    seats::plugin(app);
}

/// Where a window hosts: every address of this computer on port 7878 by
/// default; tests host on 127.0.0.1, any free port.
#[derive(Resource, Clone, Debug)]
pub struct NetConfig {
    pub host: HostConfig,
    /// Where the host lists its game to players on this network
    /// (`0.0.0.0:7879`); `None`: not listed (tests).
    pub lan: Option<std::net::SocketAddr>,
}

impl Default for NetConfig {
    fn default() -> Self {
        NetConfig {
            host: HostConfig::public(7878),
            lan: Some(std::net::SocketAddr::new(
                std::net::Ipv4Addr::UNSPECIFIED.into(),
                crate::net::DISCOVERY_PORT,
            )),
        }
    }
}

/// What the player asks of network play (the screens' buttons, tests).
#[derive(Message, Clone, Debug)]
pub enum NetRequest {
    /// Host this game: its seats here, computers, or open for friends
    /// (`SeatKind::Remote`).
    Host(GameSetup),
    /// Make a room for this game on the server of `server_invite` (the
    /// code `carcassonne server` prints) and take its first seat there;
    /// the server plays the computers (see [`server_room`]).
    HostOnServer {
        server_invite: String,
        setup: GameSetup,
    },
    /// Join the game of this invite code as `name`, asking for `colour`
    /// (by name) if it is free.
    Join {
        invite: String,
        name: String,
        colour: Option<String>,
    },
    /// This joiner is ready (or not) to start.
    Ready(bool),
    /// The host gives an open seat to the computer.
    Computer { seat: usize, level: Level },
    /// The host starts the game.
    Start,
    /// Leave the room (the host closes it).
    Leave,
    /// Host again the network game autosaved by this window's last host,
    /// with the same invite (see `resume`).
    Resume,
    /// After a hosted game: a new lobby with the same seats and invite.
    Rematch,
    /// Watch the game of this invite code as `name`: no seat, no hand.
    Watch { invite: String, name: String },
    /// Say a line in the chat.
    Chat(String),
    /// Say a quick phrase, by its id (`net::protocol::QUICK_PHRASES`).
    Phrase(u8),
}

/// Connects to the game of `invite` (a host's, a server's or a room's)
/// as `request` asks.
fn join_game(invite: &str, request: JoinRequest, catalog: &Catalog) -> Result<Client, NetProblem> {
    let invite = Invite::parse(invite.trim()).map_err(|e| match e {
        crate::net::NetError::Invite(why) => NetProblem::BadInvite(why),
        other => NetProblem::CannotHost(other.to_string()),
    })?;
    // A client's socket and connect token are this computer's own: a
    // failure is the network's here.
    Client::join(&invite, request, catalog.0.clone()).map_err(|e| {
        NetProblem::Closed(crate::net::CloseReason::Lost(crate::net::Lost::Fault {
            detail: e.to_string(),
        }))
    })
}

/// This window's session with the game it joined (or watches).
fn begin_session(commands: &mut Commands, client: Client, helpers: HelperLevel, watching: bool) {
    commands.remove_resource::<NetFailure>();
    let mut session = NetSession::new(Link::Client(Box::new(client)), helpers);
    session.watching = watching;
    commands.insert_resource(session);
}

/// The help this window's player chose in the settings.
fn helpers(settings: &Option<Res<Settings>>) -> HelperLevel {
    settings
        .as_ref()
        .and_then(|s| HelperLevel::from_name(&s.helpers))
        .unwrap_or_default()
}

/// The room's seats for the new-game screen's seats: a person here, a
/// computer, or open for a friend (`Remote`).
fn room_seats(setup: &GameSetup) -> Vec<RoomSeat> {
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
                    s
                }
                SeatKind::Remote => RoomSeat::open(i),
            };
            s.colour = seat.colour;
            s
        })
        .collect()
}

/// The room to ask a server for, from the new-game screen's seats: the
/// seats in their order, the computers' levels (which must be the last
/// seats, as a server places them: moving them would change who plays
/// when, so such a table is refused rather than reordered), the rules as
/// flags, the pile's seed. Also the one seat here: its name and colour,
/// which this window asks for (friends join from their own computers).
pub fn server_room(setup: &GameSetup) -> Result<(RoomSetup, Seat), NetProblem> {
    let here: Vec<&Seat> = setup
        .seats
        .iter()
        .filter(|s| s.kind == SeatKind::Here)
        .collect();
    let [me] = here[..] else {
        return Err(NetProblem::OneSeatHere);
    };
    let people = setup
        .seats
        .iter()
        .take_while(|s| !matches!(s.kind, SeatKind::Computer(_)))
        .count();
    let computers: Vec<String> = setup.seats[people..]
        .iter()
        .map(|s| match s.kind {
            SeatKind::Computer(level) => Ok(level.name().to_string()),
            _ => Err(NetProblem::ComputersNotLast),
        })
        .collect::<Result<_, _>>()?;
    let room = RoomSetup {
        players: setup.seats.len(),
        computers,
        rules: RoomSetup::rule_flags(&setup.rules),
        seed: Some(setup.seed),
    };
    Ok((room, me.clone()))
}

fn colour_named(name: &str) -> PlayerColour {
    PlayerColour::ALL
        .into_iter()
        .find(|c| c.name() == name)
        .unwrap_or(PlayerColour::ALL[0])
}

#[allow(clippy::too_many_arguments)]
fn handle_requests(
    mut commands: Commands,
    mut requests: MessageReader<NetRequest>,
    session: Option<ResMut<NetSession>>,
    config: Res<NetConfig>,
    catalog: Res<Catalog>,
    settings: Option<Res<Settings>>,
    replicas: Query<Entity, With<FollowsNetwork>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut failed: Local<Option<NetProblem>>,
    mut chat: ResMut<chat::Chat>,
) {
    let mut session = session;
    for request in requests.read() {
        match request {
            NetRequest::Host(setup) => {
                let made = Room::new(
                    catalog.0.clone(),
                    setup.rules,
                    setup.seed,
                    room_seats(setup),
                )
                .map_err(NetProblem::Rules)
                .and_then(|mut room| {
                    // The host presses "start"; computers play at the
                    // window's pace, so people can follow.
                    room.auto_start = false;
                    let pace = settings.as_ref().map_or(0.55, |s| s.computer_pace());
                    room.set_computer_pace(Duration::from_secs_f32(pace));
                    Host::new(room, config.host.clone().on_a_free_port())
                        .map_err(|e| NetProblem::CannotHost(e.to_string()))
                });
                match made {
                    Ok(mut host) => {
                        let mut listed = None;
                        if let Some(lan) = config.lan {
                            // Another host on this computer may have the
                            // port: then this game is joined by invite only.
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
                        let mut session =
                            NetSession::new(Link::Host(Box::new(host)), setup.helpers);
                        session.listed = listed;
                        let asked = config.host.bind.port();
                        session.port_taken =
                            (asked != 0 && session.port() != Some(asked)).then_some(asked);
                        commands.insert_resource(session)
                    }
                    Err(p) => *failed = Some(p),
                }
            }
            NetRequest::Join {
                invite,
                name,
                colour,
            } => {
                let request = JoinRequest {
                    colour: colour.clone(),
                    ..JoinRequest::seat(name.trim())
                };
                match join_game(invite, request, &catalog) {
                    Ok(client) => begin_session(&mut commands, client, helpers(&settings), false),
                    Err(p) => *failed = Some(p),
                }
            }
            NetRequest::HostOnServer {
                server_invite,
                setup,
            } => {
                let joined = server_room(setup).and_then(|(room, me)| {
                    let request = JoinRequest {
                        colour: Some(me.colour.name().to_string()),
                        create: Some(room),
                        ..JoinRequest::seat(me.name.trim())
                    };
                    join_game(server_invite, request, &catalog)
                });
                match joined {
                    Ok(client) => begin_session(&mut commands, client, setup.helpers, false),
                    Err(p) => *failed = Some(p),
                }
            }
            NetRequest::Ready(ready) => {
                if let Some(s) = session.as_mut()
                    && let Link::Client(c) = &mut s.link
                {
                    c.ready(*ready);
                }
            }
            NetRequest::Computer { seat, level } => {
                if let Some(s) = session.as_mut()
                    && let Link::Host(h) = &mut s.link
                    && let Err(e) = h
                        .room_mut()
                        .set_seat_kind(*seat, SeatKind::Computer(*level))
                {
                    warn!("seat {seat}: {e}");
                }
            }
            NetRequest::Start => {
                if let Some(s) = session.as_mut()
                    && s.can_start()
                    && let Link::Host(h) = &mut s.link
                    && let Err(e) = h.room_mut().start()
                {
                    warn!("cannot start: {e}");
                }
            }
            NetRequest::Watch { invite, name } => {
                match join_game(invite, JoinRequest::spectate(name.trim()), &catalog) {
                    Ok(client) => begin_session(&mut commands, client, helpers(&settings), true),
                    Err(p) => *failed = Some(p),
                }
            }
            NetRequest::Chat(text) => {
                if let Some(s) = session.as_mut() {
                    chat::say(s, &mut chat, chat::Said::Text(text.clone()));
                }
            }
            NetRequest::Phrase(id) => {
                if let Some(s) = session.as_mut() {
                    chat::say(s, &mut chat, chat::Said::Phrase(*id));
                }
            }
            NetRequest::Leave => {
                if let Some(s) = session.as_mut() {
                    s.close();
                }
                session = None;
                end_session(&mut commands, &replicas);
                NextState::set_if_neq(&mut *next_screen, Screen::NewGame);
            }
            // Hosting again, with the same invite: `resume`.
            NetRequest::Resume | NetRequest::Rematch => {}
        }
    }
    // A failure to host or join is shown by the screens.
    if let Some(p) = failed.take() {
        warn!("network: {p:?}");
        commands.insert_resource(NetFailure(p));
    }
}

/// Why the last try to host or join failed (shown by the screens until
/// the next try).
#[derive(Resource, Clone, Debug)]
pub struct NetFailure(pub NetProblem);

/// The host's or client's tick, once a frame.
fn update_link(time: Res<Time>, session: Option<ResMut<NetSession>>, mut chat: ResMut<chat::Chat>) {
    let Some(mut session) = session else {
        return;
    };
    let dt = time.delta().max(Duration::from_micros(1));
    let s = &mut *session;
    match &mut s.link {
        Link::Host(h) => {
            for event in h.update(dt) {
                chat.hear_host(&event);
                debug!("host: {event:?}");
            }
        }
        Link::Client(c) => {
            for event in c.update(dt) {
                chat.hear_client(&event);
                match event {
                    // Only the making of a room is refused so (then
                    // nothing else happens: the lobby says why).
                    ClientEvent::Refused(crate::net::Refusal::NoNewRooms) => {
                        s.problem = Some(NetProblem::NoNewRooms);
                    }
                    ClientEvent::Refused(crate::net::Refusal::BadRoom(e)) => {
                        s.problem = Some(NetProblem::BadRoom(e));
                    }
                    ClientEvent::Refused(r) => {
                        warn!("the host refused: {r}");
                        // In the lobby nothing else would say so (a name
                        // refused, no open seat): the lobby shows it.
                        if !s.started {
                            s.problem = Some(NetProblem::Refused(r.clone()));
                        }
                        s.refused = Some(r);
                    }
                    ClientEvent::RoomCreated { room, invite } => {
                        info!("room {room} made on the server; its invite: {invite}");
                        s.room_invite = Some(invite);
                    }
                    ClientEvent::Disconnected { reason } => {
                        s.problem = Some(NetProblem::closed(reason));
                    }
                    _ => {}
                }
            }
        }
    }
}

/// The replica table for the game as the host has it now: every seat
/// played at this window is `Here`, every other `Remote` (the host plays
/// its computers; friends play from their own windows).
fn replica_table(
    catalog: &Arc<TileCatalog>,
    seats: Vec<Seat>,
    rules: crate::rules::RuleSet,
    moves: &[Move],
    hand: Option<TileTypeId>,
) -> Result<Table, String> {
    let names = seats.iter().map(|s| s.name.clone()).collect();
    let record = GameRecord::of_moves(names, rules, None, moves, catalog);
    let mut table =
        Table::from_record(catalog.clone(), &record, seats).map_err(|e| e.to_string())?;
    if let Some(tile) = hand {
        table.deal(tile).map_err(|e| e.to_string())?;
    }
    Ok(table)
}

/// The replica's seats, from the lobby.
fn replica_seats(session: &NetSession) -> Vec<Seat> {
    let lobby = session.lobby().unwrap_or_else(|| LobbyState {
        seats: Vec::new(),
        rules: Vec::new(),
        started: true,
        spectators: 0,
    });
    lobby
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| Seat {
            name: s.name.clone(),
            colour: colour_named(&s.colour),
            kind: if session.plays_here(i) {
                SeatKind::Here
            } else {
                SeatKind::Remote
            },
        })
        .collect()
}

/// Once the game has started (the host pressed start; a joiner has the
/// host's view), the replica table goes on the map.
fn begin_game(
    mut commands: Commands,
    session: Option<ResMut<NetSession>>,
    catalog: Res<Catalog>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(mut session) = session else {
        return;
    };
    if session.started || *screen.get() != Screen::NewGame {
        return;
    }
    let Some((moves, _, _)) = session.authority() else {
        return;
    };
    let rules = match &session.link {
        Link::Host(h) => h.room().table().map(|t| t.rules()),
        Link::Client(c) => c.view().map(|v| v.game().rules()),
    };
    let Some(rules) = rules else { return };
    // The hand comes as the draw is followed, like every later one.
    match replica_table(&catalog.0, replica_seats(&session), rules, &moves, None) {
        Ok(table) => {
            let game = ActiveGame::at(table, session.helpers, crate::app::settings::fresh_seed());
            commands.spawn((game, OnTheMap, FollowsNetwork));
            session.started = true;
            // A refusal said in the lobby is past.
            if matches!(session.problem, Some(NetProblem::Refused(_))) {
                session.problem = None;
            }
            next_screen.set(Screen::Playing);
        }
        Err(detail) => {
            error!("the host's game does not replay here: {detail}");
            session.problem = Some(NetProblem::Closed(crate::net::CloseReason::Unfollowable {
                what: crate::net::Unfollowed::View,
                detail,
            }));
        }
    }
}

/// A turn input for a seat not played here is refused, saying whose turn
/// it is (the host would refuse it too; nothing is sent).
fn refuse_off_turn(
    mut inputs: MessageReader<TurnInput>,
    session: Res<NetSession>,
    mut active: Single<&mut ActiveGame, (With<OnTheMap>, With<FollowsNetwork>)>,
    phase: Res<State<TurnPhase>>,
) {
    // Outside laying a tile the turn's inputs mean nothing, here or in a
    // local game (a key still held as the scoring shows).
    if !matches!(phase.get(), TurnPhase::Place | TurnPhase::Claim) {
        inputs.clear();
        return;
    }
    let acts = inputs.read().any(|i| {
        matches!(
            i,
            TurnInput::PlaceTile(_) | TurnInput::ChooseFigure(_) | TurnInput::Confirm
        )
    });
    if !acts || active.game().is_finished() {
        return;
    }
    let to_move = active.table.to_move();
    if session.plays_here(to_move) {
        return;
    }
    let seat = (0..active.seats().len())
        .find(|&s| session.plays_here(s))
        .unwrap_or(to_move);
    active.error = Some(Refusal::Rules(RuleError::NotYourTurn { seat, to_move }));
}

/// A turn confirmed here was laid on the replica: it goes to the host.
fn send_local_move(
    mut session: ResMut<NetSession>,
    active: Single<&ActiveGame, (With<OnTheMap>, With<FollowsNetwork>)>,
) {
    let Some((moves, _, _)) = session.authority() else {
        return;
    };
    let local = active.moves();
    if local.len() != moves.len() + 1 || session.sent == Some(local.len()) {
        return;
    }
    let Some(&Move::Place {
        placement, action, ..
    }) = local.last()
    else {
        return;
    };
    session.sent = Some(local.len());
    let input = crate::table::TurnInput::Place { placement, action };
    match &mut session.link {
        Link::Host(h) => {
            let seat = h.room().table().map_or(0, |t| t.to_move());
            if let Err(r) = h.room_mut().play(seat, input) {
                session.refused = Some(r);
            }
        }
        Link::Client(c) => c.play(input),
    }
}

/// The replica follows the host: the moves it has not laid yet (one
/// placement at a time, each shown with its scoring as a local turn is),
/// the tiles set aside, the tile drawn, the end. Runs while the replica
/// waits for a draw or another seat holds the tile.
fn follow_host(
    mut session: ResMut<NetSession>,
    active: Single<&mut ActiveGame, (With<OnTheMap>, With<FollowsNetwork>)>,
    catalog: Res<Catalog>,
    phase: Res<State<TurnPhase>>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let mut active = active.into_inner();
    let phase = *phase.get();
    let waiting = match phase {
        TurnPhase::Draw => true,
        TurnPhase::Place => !session.plays_here(active.table.to_move()),
        TurnPhase::Claim | TurnPhase::Score => false,
    };
    let refused = session.refused.take();
    if !waiting && refused.is_none() {
        return;
    }
    let Some((moves, hand, finished)) = session.authority() else {
        return;
    };
    let local = active.moves().to_vec();
    let rebuild = |active: &mut ActiveGame, upto: usize| {
        let seats = active.seats().to_vec();
        let rules = active.table.rules();
        let hand = if upto == moves.len() { hand } else { None };
        match replica_table(&catalog.0, seats, rules, &moves[..upto], hand) {
            Ok(table) => {
                active.table = table;
                active.refresh();
                active.lay_tentatively(None);
            }
            Err(e) => error!("the host's game does not replay here: {e}"),
        }
    };
    if let Some(r) = refused {
        // The host did not take our move: back to the game as it has it.
        if let crate::net::Refusal::Rule(e) = r {
            active.error = Some(Refusal::Confirm(e));
        }
        session.sent = None;
        rebuild(&mut active, moves.len());
        next_phase.set(TurnPhase::Draw);
        return;
    }
    if local.len() > moves.len() {
        if local[..moves.len()] == moves[..] {
            return; // our move is on its way to the host
        }
        rebuild(&mut active, moves.len());
        return;
    }
    if local[..] != moves[..local.len()] {
        rebuild(&mut active, moves.len());
        return;
    }
    // Tiles set aside, then at most one placement.
    let mut at = local.len();
    while let Some(&Move::Discard { tile }) = moves.get(at) {
        let seat = active.table.to_move();
        active.set_aside.push(tile);
        active.notices.push(Notice::SetAside { tile, seat });
        at += 1;
    }
    if at > local.len() {
        rebuild(&mut active, at);
    }
    if let Some(&Move::Place {
        tile,
        placement,
        action,
    }) = moves.get(at)
    {
        let seat = active.table.to_move();
        let laid = active.table.deal(tile).and_then(|()| {
            active
                .table
                .apply(seat, crate::table::TurnInput::Place { placement, action })
        });
        match laid {
            Ok(report) => {
                active.took_turn(report);
                next_phase.set(TurnPhase::Score);
            }
            Err(e) => {
                error!("the host's move does not replay here: {e}");
                rebuild(&mut active, moves.len());
            }
        }
        return;
    }
    // Caught up: the tile drawn, or the end.
    if let Some(tile) = hand {
        if active.drawn() != Some(tile) {
            if let Err(e) = active.table.deal(tile) {
                error!("the host's draw does not replay here: {e}");
            }
            active.refresh();
        }
        if phase == TurnPhase::Draw {
            active.lay_tentatively(None);
            next_phase.set(TurnPhase::Place);
        }
    } else if finished && phase == TurnPhase::Draw {
        let draw = active.table.draw();
        active.refresh();
        match draw.finished.filter(|f| !f.events.is_empty()) {
            Some(report) => {
                active.last_report = Some(report);
                next_phase.set(TurnPhase::Score);
            }
            None => next_screen.set(Screen::Final),
        }
    }
}

/// The room left and its table forgotten.
fn end_session(commands: &mut Commands, replicas: &Query<Entity, With<FollowsNetwork>>) {
    commands.remove_resource::<NetSession>();
    for replica in replicas {
        commands.entity(replica).despawn();
    }
}

/// Back on the new-game screen after a network game, or a new local game
/// started (a rematch): the room is left and its table forgotten. A lobby
/// not yet started stays open.
fn leave_finished_game(
    mut commands: Commands,
    session: Option<ResMut<NetSession>>,
    replicas: Query<Entity, With<FollowsNetwork>>,
) {
    if let Some(mut s) = session
        && s.started
    {
        s.close();
        end_session(&mut commands, &replicas);
    }
}

/// A new local game (a rematch) ends network play.
fn new_local_game_leaves(
    commands: Commands,
    mut starts: MessageReader<StartGame>,
    session: Option<ResMut<NetSession>>,
    replicas: Query<Entity, With<FollowsNetwork>>,
) {
    if starts.read().next().is_some() {
        leave_finished_game(commands, session, replicas);
    }
}
