//! The window's replica of a network game, the one copy of the game in a
//! joined window: the link's tick, the replica table and its seats, the
//! game's start, turns sent on, the host's steps followed, the end.

use crate::app::language::Locale;
use crate::app::net::requests::NetSeats;
use crate::app::net::session::Link;
use crate::app::net::session::NetProblem;
use crate::app::net::session::NetSession;
use crate::app::turn::active_game::FollowsNetwork;
use crate::app::turn::active_game::{ActiveGame, OnTheMap};
use crate::app::turn::messages::{Refusal, TurnInput};
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::app::turn::setup::{Catalog, StartGame};
use crate::app::turn::systems::show_draw;
use crate::app::words::seat_name;
use crate::net::{ClientEvent, Unfollowed};
use crate::rules::{Move, RuleError};
use crate::table::{FollowError, Followed, Seat, Table, Told};
use bevy::prelude::*;
use std::time::Duration;

/// The host's or client's tick, once a frame.
pub(super) fn update_link(
    time: Res<Time>,
    session: Option<ResMut<NetSession>>,
    mut chat: ResMut<super::chat::Chat>,
    mut seats: ResMut<NetSeats>,
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
                        info!("room {room:016x} made on the server; its invite: {invite}");
                        s.joined = crate::net::Invite::parse(&invite).ok();
                        s.room_invite = Some(invite);
                    }
                    // The seat's secret, kept with the room's invite: it
                    // takes the seat back after a lost connection.
                    ClientEvent::Welcome { seat: Some(_) } => {
                        if let (Some(secret), Some(invite)) = (c.seat_secret(), &s.joined)
                            && let Err(e) = seats.0.keep(invite, c.name(), secret)
                        {
                            warn!("the seat's secret is not kept: {e}");
                        }
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

/// The replica's seats, from the lobby: every seat played at this window
/// is `Here`, every other `Remote` (the host plays its computers; friends
/// play from their own windows).
fn replica_seats(session: &NetSession, t: &Locale) -> Vec<Seat> {
    session.lobby().map_or_else(Vec::new, |l| {
        let mut seats = l.table_seats(|i| session.plays_here(i));
        // Named as the lobby named them: a server's computers in this
        // player's language, not the room's English stand-in.
        for (i, (seat, shown)) in seats.iter_mut().zip(&l.seats).enumerate() {
            seat.name = seat_name(t, i, shown);
        }
        seats
    })
}

/// The game told by the host does not replay here: a joined window's
/// connection closes, saying so (a host's own table cannot differ from
/// its room's).
fn cannot_follow(session: &mut NetSession, what: Unfollowed, detail: String) {
    error!("the host's game does not replay here: {detail}");
    if let Link::Client(c) = &mut session.link
        && let Some(reason) = c.cannot_follow(what, detail)
    {
        session.problem = Some(NetProblem::closed(reason));
    }
}

/// Once the game has started (the host pressed start; a joiner has the
/// host's view), the replica table goes on the map: built from the moves
/// told; the hand comes as the draw is followed, like every later one.
pub(super) fn begin_game(
    mut commands: Commands,
    session: Option<ResMut<NetSession>>,
    catalog: Res<Catalog>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    locale: Res<Locale>,
) {
    let Some(mut session) = session else {
        return;
    };
    if session.started || *screen.get() != Screen::NewGame {
        return;
    }
    let rules = match &session.link {
        Link::Host(h) => h.room().table().map(|t| t.rules()),
        Link::Client(c) => c.rules(),
    };
    let (Some(rules), Some(told)) = (rules, session.authority()) else {
        return;
    };
    let seats = replica_seats(&session, &locale);
    match Table::replica(catalog.0.clone(), seats, rules, told.moves, None) {
        Ok(table) => {
            let game = ActiveGame::at(
                table,
                session.table_helpers(),
                crate::app::settings::fresh_seed(),
            );
            commands.spawn((game, OnTheMap, FollowsNetwork));
            session.started = true;
            // A refusal said in the lobby is past.
            if matches!(session.problem, Some(NetProblem::Refused(_))) {
                session.problem = None;
            }
            next_screen.set(Screen::Playing);
        }
        Err(e) => cannot_follow(&mut session, Unfollowed::View, e.to_string()),
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
    if !matches!(
        phase.get(),
        TurnPhase::Place | TurnPhase::Claim | TurnPhase::Fly
    ) {
        inputs.clear();
        return;
    }
    let acts = inputs.read().any(|i| {
        matches!(
            i,
            TurnInput::PlaceTile(_)
                | TurnInput::ChooseFigure(_)
                | TurnInput::Confirm
                | TurnInput::DragonStep(_)
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

/// What the seats here confirmed on the replica (a placement, a dragon
/// step) goes to the host.
pub(super) fn send_local_move(
    mut session: ResMut<NetSession>,
    mut active: Single<&mut ActiveGame, (With<OnTheMap>, With<FollowsNetwork>)>,
) {
    if !active.has_confirmed_here() {
        return;
    }
    for (seat, input) in active.take_confirmed_here() {
        match &mut session.link {
            Link::Host(h) => {
                if let Err(r) = h.room_mut().play(seat, input) {
                    session.refused = Some(r);
                }
            }
            Link::Client(c) => c.play(input),
        }
    }
}

/// The replica follows the host one step a frame (see [`Table::follow`]):
/// the draw step as told (tiles set aside, the tile in hand, or the end),
/// or one placement, shown with its scoring as a local turn is. Runs while
/// the replica waits for a draw or another seat holds the tile, and when
/// the host refused a move made here (the replica is built again from the
/// host's game).
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
        TurnPhase::Fly => !session.plays_here(active.table().to_move()),
        TurnPhase::Claim | TurnPhase::Score => false,
    };
    let refused = session.refused.take();
    if !waiting && refused.is_none() {
        return;
    }
    if refused.is_some() {
        session.sent = None;
    }
    let Some(told) = session.authority() else {
        return;
    };
    if let Some(r) = refused {
        // The host did not take our move: back to the game as it has it.
        if let crate::net::Refusal::Rule(e) = r {
            active.error = Some(Refusal::Confirm(e));
        }
        match rebuild(&mut active, &catalog, told) {
            Ok(()) => next_phase.set(TurnPhase::Draw),
            Err(detail) => cannot_follow(&mut session, Unfollowed::View, detail),
        }
        return;
    }
    let seat = active.table().to_move();
    let fault = match active.follow(told) {
        Ok(Some(Followed::Drew(draw))) => {
            show_draw(&mut active, draw, seat, &mut next_phase, &mut next_screen);
            return;
        }
        Ok(Some(Followed::Placed { report, .. })) => {
            active.took_turn(report);
            next_phase.set(TurnPhase::Score);
            return;
        }
        Ok(Some(Followed::Flying { .. })) => {
            // The tile is laid (the dragon on it): nothing lies tentatively.
            active.lay_tentatively(None);
            next_phase.set(TurnPhase::Fly);
            return;
        }
        Ok(None) => {
            // Caught up, the tile drawn (after a rebuild, or the scoring
            // of the turn before shown): it is laid.
            if phase == TurnPhase::Draw && active.drawn().is_some() {
                active.lay_tentatively(None);
                next_phase.set(TurnPhase::Place);
            } else if phase == TurnPhase::Draw && active.game().is_finished() {
                next_screen.set(Screen::Final);
            }
            return;
        }
        Err(FollowError::Diverged { .. }) => match rebuild(&mut active, &catalog, told) {
            Ok(()) => {
                next_phase.set(TurnPhase::Draw);
                return;
            }
            Err(detail) => (Unfollowed::View, detail),
        },
        Err(FollowError::Rules(e)) => {
            let what = match told.moves.get(active.moves().len()) {
                Some(Move::Place { .. }) => Unfollowed::Move,
                _ => Unfollowed::Draw,
            };
            (what, e.to_string())
        }
    };
    cannot_follow(&mut session, fault.0, fault.1);
}

/// The replica built again from what the host told (a move made here that
/// the host refused or overtook); `Err`: the host's game does not replay
/// here.
fn rebuild(active: &mut ActiveGame, catalog: &Catalog, told: Told<'_>) -> Result<(), String> {
    let seats = active.seats().to_vec();
    let rules = active.table().rules();
    let table = Table::replica(catalog.0.clone(), seats, rules, told.moves, told.hand)
        .map_err(|e| e.to_string())?;
    active.replace_table(table);
    active.lay_tentatively(None);
    Ok(())
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
