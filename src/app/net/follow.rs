//! The window's replica of a network game following the host: the link's tick, the replica table and its seats, the game's start, turns sent on, the host's moves laid, the end.

use crate::app::net::session::Link;
use crate::app::net::session::NetProblem;
use crate::app::net::session::NetSession;
use crate::app::turn::active_game::FollowsNetwork;
use crate::app::turn::active_game::{ActiveGame, OnTheMap};
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::app::turn::setup::{Catalog, Notice, Refusal, StartGame, TurnInput};
use crate::art::PlayerColour;
use crate::net::{ClientEvent, LobbyState};
use crate::rules::record::GameRecord;
use crate::rules::{Move, RuleError, TileCatalog, TileTypeId};
use crate::table::SeatKind;
use crate::table::{Seat, Table};
use bevy::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// The host's or client's tick, once a frame.
pub(super) fn update_link(
    time: Res<Time>,
    session: Option<ResMut<NetSession>>,
    mut chat: ResMut<super::chat::Chat>,
) {
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
pub(super) fn replica_table(
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
pub(super) fn replica_seats(session: &NetSession) -> Vec<Seat> {
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
            colour: PlayerColour::from_name(&s.colour).unwrap_or(PlayerColour::ALL[0]),
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
pub(super) fn begin_game(
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
        Link::Client(c) => c.rules(),
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
pub(super) fn refuse_off_turn(
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
    let to_move = active.table().to_move();
    if session.plays_here(to_move) {
        return;
    }
    let seat = (0..active.seats().len())
        .find(|&s| session.plays_here(s))
        .unwrap_or(to_move);
    active.error = Some(Refusal::Rules(RuleError::NotYourTurn { seat, to_move }));
}

/// A turn confirmed here was laid on the replica: it goes to the host.
pub(super) fn send_local_move(
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
pub(super) fn follow_host(
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
        TurnPhase::Place => !session.plays_here(active.table().to_move()),
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
        let rules = active.table().rules();
        let hand = if upto == moves.len() { hand } else { None };
        match replica_table(&catalog.0, seats, rules, &moves[..upto], hand) {
            Ok(table) => {
                active.replace_table(table);
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
    // The host's draw step as it told it: the tiles it set aside, then the
    // tile drawn after them (the next placement's, or the one in hand), or
    // the end. Then at most one placement.
    let mut at = local.len();
    while let Some(Move::Discard { .. }) = moves.get(at) {
        at += 1;
    }
    let set_aside: Vec<TileTypeId> = moves[local.len()..at].iter().map(Move::tile).collect();
    let drawn = match moves.get(at) {
        Some(&Move::Place { tile, .. }) => Some(tile),
        _ => hand,
    };
    let mut ending = None;
    if !set_aside.is_empty() || (drawn.is_some() && active.drawn() != drawn) {
        if drawn.is_none() && !finished {
            // A spectator: the tile drawn comes with its placement.
            return;
        }
        let seat = active.table().to_move();
        match active.follow_draw(&set_aside, drawn) {
            Ok(draw) => {
                for tile in draw.set_aside {
                    active.set_aside.push(tile);
                    active.notices.push(Notice::SetAside { tile, seat });
                }
                ending = draw.finished;
            }
            Err(e) => {
                error!("the host's draw does not replay here: {e}");
                rebuild(&mut active, moves.len());
                return;
            }
        }
    }
    if let Some(&Move::Place {
        placement, action, ..
    }) = moves.get(at)
    {
        let seat = active.table().to_move();
        match active.confirm_turn(seat, crate::table::TurnInput::Place { placement, action }) {
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
    if hand.is_some() {
        if phase == TurnPhase::Draw {
            active.lay_tentatively(None);
            next_phase.set(TurnPhase::Place);
        }
    } else if finished && phase == TurnPhase::Draw {
        let ending = match ending {
            Some(report) => Some(report),
            None => match active.follow_draw(&[], None) {
                Ok(draw) => draw.finished,
                Err(e) => {
                    error!("the host's end does not replay here: {e}");
                    None
                }
            },
        };
        match ending.filter(|f| !f.events.is_empty()) {
            Some(report) => {
                active.last_report = Some(report);
                next_phase.set(TurnPhase::Score);
            }
            None => next_screen.set(Screen::Final),
        }
    }
}

/// The room left and its table forgotten.
pub(super) fn end_session(commands: &mut Commands, replicas: &Query<Entity, With<FollowsNetwork>>) {
    commands.remove_resource::<NetSession>();
    for replica in replicas {
        commands.entity(replica).despawn();
    }
}

/// Back on the new-game screen after a network game, or a new local game
/// started (a rematch): the room is left and its table forgotten. A lobby
/// not yet started stays open.
pub(super) fn leave_finished_game(
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
pub(super) fn new_local_game_leaves(
    commands: Commands,
    mut starts: MessageReader<StartGame>,
    session: Option<ResMut<NetSession>>,
    replicas: Query<Entity, With<FollowsNetwork>>,
) {
    if starts.read().next().is_some() {
        leave_finished_game(commands, session, replicas);
    }
}
