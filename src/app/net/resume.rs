//! A hosted game that outlives the host's program, and the host's rematch.
//! The window's host autosaves its room as the command line's `host` does:
//! the game's record (`net-window.ron` in the data folder) with its invite
//! and the host's secret beside it (`.invite`, `.secret`), plus which
//! seats were played at this window and which a computer played for an
//! absent friend (`.seats`). The new-game screen offers to continue an
//! unfinished one; continuing hosts it again with the same secret and
//! port, so friends rejoin with the same invite and their seats' secrets.
//! A rematch opens a new lobby with the same seats and the same invite.

use crate::ai::Level;
use crate::app::language::Locale;
use crate::app::net::requests::{NetConfig, NetFailure, NetRequest, NetSeats};
use crate::app::net::session::{Link, NetProblem, NetSession};
use crate::app::settings::Settings;
use crate::app::turn::active_game::FollowsNetwork;
use crate::app::turn::phases::{GameSet, Screen};
use crate::app::turn::setup::{Catalog, HelperLevel};
use crate::net::keys::Secret;
use crate::net::{Host, Invite, Room, RoomSeat, SeatBook};
use crate::table::SeatKind;
use crate::tr;
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NetAutosave>()
        .init_resource::<NetResume>()
        .init_resource::<NetSeats>()
        .add_systems(OnEnter(Screen::NewGame), look_for_autosave)
        .add_systems(
            Update,
            (host_again, autosave_room).chain().before(GameSet::Input),
        );
}

/// The window keeps its host's autosave in the data folder (headless apps
/// keep none unless they name a file).
pub(super) fn in_the_window(app: &mut App) {
    app.insert_resource(NetAutosave(
        crate::saves::data_dir().map(|d| d.join("net-window.ron")),
    ));
    if let Some(path) = SeatBook::usual_place() {
        app.insert_resource(NetSeats(SeatBook::at(&path)));
    }
}

/// Where this window's host autosaves its room (`None`: nowhere).
#[derive(Resource, Clone, Debug, Default)]
pub struct NetAutosave(pub Option<PathBuf>);

/// An unfinished hosted game to continue: its players and how many moves
/// were played (found on entering the new-game screen).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct NetResume(pub Option<(String, usize)>);

/// The invite kept beside the autosave.
fn invite_path(save: &Path) -> PathBuf {
    PathBuf::from(format!("{}.invite", save.display()))
}

/// The host's secret kept beside the autosave (it opens the room: the
/// file is its owner's only).
fn secret_path(save: &Path) -> PathBuf {
    PathBuf::from(format!("{}.secret", save.display()))
}

/// Who played each seat, kept beside the autosave (the record names the
/// computers, not who sat at the host).
fn seats_path(save: &Path) -> PathBuf {
    PathBuf::from(format!("{}.seats", save.display()))
}

/// One line a seat: `here`, `friend`, `computer`, or `stand-in LEVEL` (a
/// computer playing for a friend until they return; the record saves the
/// seat as the friend's).
fn seat_words(room: &Room) -> String {
    room.seats()
        .iter()
        .map(|s| match s.kind {
            SeatKind::Here => "here".to_string(),
            SeatKind::Remote => "friend".to_string(),
            SeatKind::Computer(level) if s.handed_over => format!("stand-in {}", level.name()),
            SeatKind::Computer(_) => "computer".to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn look_for_autosave(
    autosave: Res<NetAutosave>,
    catalog: Option<Res<Catalog>>,
    mut found: ResMut<NetResume>,
) {
    found.0 = None;
    let (Some(path), Some(catalog)) = (&autosave.0, catalog) else {
        return;
    };
    if !path.exists() || !invite_path(path).exists() {
        return;
    }
    match crate::saves::load_game(path, catalog.0.clone()) {
        Ok((record, game)) if !game.is_finished() => {
            found.0 = Some((record.players.join(", "), record.moves.len()));
        }
        Ok(_) => {}
        Err(e) => warn!("the network game's autosave does not load: {e}"),
    }
}

/// The host's room autosaves from the lobby on (the record is written
/// once the game starts, then after every move); once started, its invite
/// and seats are written beside it whenever who plays a seat changes.
fn autosave_room(
    session: Option<ResMut<NetSession>>,
    autosave: Res<NetAutosave>,
    mut written: Local<Option<(Invite, String)>>,
) {
    let Some(path) = &autosave.0 else {
        return;
    };
    let Some(mut session) = session else {
        *written = None;
        return;
    };
    let Link::Host(h) = &session.link else {
        return;
    };
    // A new host (a new invite): point its room at the autosave, once.
    let invite = h.invite();
    if written.as_ref().is_none_or(|(i, _)| *i != invite) {
        *written = Some((invite.clone(), String::new()));
        if let Link::Host(h) = &mut session.link {
            h.room_mut().autosave_to(path.clone());
        }
        return;
    }
    if !h.room().is_started() {
        return;
    }
    let words = seat_words(h.room());
    if written.as_ref().is_some_and(|(_, w)| *w == words) {
        return;
    }
    let wrote = crate::saves::write_atomically(&invite_path(path), invite.code().as_bytes())
        .and_then(|()| crate::saves::write_secret(&secret_path(path), h.secret()))
        .and_then(|()| crate::saves::write_atomically(&seats_path(path), words.as_bytes()));
    match wrote {
        Ok(()) => *written = Some((invite, words)),
        Err(e) => warn!("{}: {e}", path.display()),
    }
}

/// Continue and Rematch: hosting again takes the old host's port, so it
/// is done on the world, once the old host is gone.
fn host_again(mut commands: Commands, mut requests: MessageReader<NetRequest>) {
    for request in requests.read() {
        match request {
            NetRequest::Resume => commands.queue(|world: &mut World| {
                if let Err(p) = resume(world) {
                    warn!("network: {p:?}");
                    world.insert_resource(NetFailure(p));
                }
            }),
            NetRequest::Rematch => commands.queue(|world: &mut World| {
                if let Err(p) = rematch(world) {
                    warn!("network: {p:?}");
                    world.insert_resource(NetFailure(p));
                }
            }),
            _ => {}
        }
    }
}

fn cannot(e: impl ToString) -> NetProblem {
    NetProblem::CannotHost(e.to_string())
}

/// The autosaved game hosted again, with its invite's key and port.
fn resume(world: &mut World) -> Result<(), NetProblem> {
    if world.contains_resource::<NetSession>() {
        return Ok(()); // already hosting or joined
    }
    let path = world
        .resource::<NetAutosave>()
        .0
        .clone()
        .ok_or_else(|| cannot(std::io::ErrorKind::NotFound))?;
    let catalog = world.resource::<Catalog>().0.clone();
    let record = crate::saves::read_record(&path).map_err(cannot)?;
    let code = std::fs::read_to_string(invite_path(&path))
        .map_err(|e| cannot(format!("{}: {e}", invite_path(&path).display())))?;
    let invite = Invite::parse(&code).map_err(cannot)?;
    // Without it (an older save) the game continues under a new invite.
    let secret = crate::saves::read_secret(&secret_path(&path)).map_err(cannot)?;
    let words = std::fs::read_to_string(seats_path(&path)).unwrap_or_default();
    let mut room = Room::resume(catalog, &record).map_err(cannot)?;
    for (seat, line) in words.lines().enumerate() {
        let mut word = line.split_whitespace();
        match (word.next(), word.next().and_then(Level::parse)) {
            (Some("here"), _) => {
                let _ = room.set_seat_kind(seat, SeatKind::Here);
            }
            // The friend's seat, the computer's until they rejoin.
            (Some("stand-in"), Some(level)) => {
                let _ = room.set_seat_kind(seat, SeatKind::Computer(level));
            }
            _ => {}
        }
    }
    host(world, room, (&invite, secret), path)
}

/// After a hosted game: the same seats in a new lobby (friends' seats open
/// for them to join again), the same rules and invite, a new pile.
fn rematch(world: &mut World) -> Result<(), NetProblem> {
    if !world
        .get_resource::<NetSession>()
        .is_some_and(NetSession::is_host)
    {
        return Ok(());
    }
    let session = world.remove_resource::<NetSession>().expect("checked");
    let Link::Host(mut old) = session.link else {
        unreachable!("checked")
    };
    let catalog = world.resource::<Catalog>().0.clone();
    let room = old.room();
    let rules = room.table().map(|t| t.rules()).unwrap_or_default();
    let seats: Vec<RoomSeat> = room
        .seats()
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let mut seat = match s.kind {
                SeatKind::Here => RoomSeat::here(i, s.name.clone()),
                SeatKind::Computer(level) if !s.handed_over => RoomSeat {
                    name: s.name.clone(),
                    named: s.named,
                    ..RoomSeat::computer(i, level)
                },
                _ => RoomSeat::open(i),
            };
            seat.colour = s.colour;
            seat
        })
        .collect();
    let (invite, secret) = (old.invite(), *old.secret());
    // Friends are told the game is closed; they join again with the invite.
    old.close();
    drop(old);
    let replicas: Vec<Entity> = world
        .query_filtered::<Entity, With<FollowsNetwork>>()
        .iter(world)
        .collect();
    for replica in replicas {
        world.despawn(replica);
    }
    let seed = crate::app::settings::fresh_seed();
    let mut room = Room::new(catalog, rules, seed, seats).map_err(cannot)?;
    room.auto_start = false;
    let path = world.resource::<NetAutosave>().0.clone();
    host(
        world,
        room,
        (&invite, Some(secret)),
        path.unwrap_or_default(),
    )?;
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::NewGame);
    Ok(())
}

/// Hosts `room` with the host's `secret` (the same invite and seat
/// secrets) on `invite`'s port (its address too, unless the window hosts
/// on this machine only), autosaving to `save`.
fn host(
    world: &mut World,
    mut room: Room,
    (invite, secret): (&Invite, Option<Secret>),
    save: PathBuf,
) -> Result<(), NetProblem> {
    let mut config = world.resource::<NetConfig>().clone();
    config.host.key = secret;
    config.host.bind.set_port(invite.addr.port());
    if config.host.public.is_none() && !config.host.bind.ip().is_loopback() {
        config.host.public = Some(invite.addr);
    }
    let settings = world.get_resource::<Settings>();
    let pace = settings.map_or(0.55, Settings::computer_pace);
    let helpers = settings
        .and_then(|s| HelperLevel::from_name(&s.helpers))
        .unwrap_or_default();
    room.set_computer_pace(Duration::from_secs_f32(pace));
    // The table's helpers, for every window at it (the record does not
    // keep them: the host's choice now).
    room.helpers = Some(helpers.name().to_string());
    if save != PathBuf::new() {
        room.autosave_to(save);
    }
    let mut host = Host::new(room, config.host).map_err(cannot)?;
    if let Some(lan) = config.lan
        && let Err(e) = host.answer_on(lan)
    {
        info!("not listed on this network: {e}");
    }
    info!(
        "hosting again on {}; invite: {}",
        host.bound_addr(),
        host.invite().code()
    );
    world.remove_resource::<NetFailure>();
    world.insert_resource(NetSession::new(Link::Host(Box::new(host)), helpers));
    Ok(())
}

/// "Continue the network game", under the local game's "Continue", when
/// an unfinished hosted game is autosaved.
pub fn continue_button(
    ui: &mut bevy_egui::egui::Ui,
    t: &Locale,
    found: Option<&NetResume>,
    net: &mut MessageWriter<NetRequest>,
) {
    use bevy_egui::egui;
    let Some((players, count)) = found.and_then(|f| f.0.as_ref()) else {
        return;
    };
    let save = tr!(
        t,
        "autosave-description",
        players = players.as_str(),
        count = *count
    );
    let button = egui::Button::new(
        egui::RichText::new(tr!(t, "net-continue-game", save = save))
            .size(17.0)
            .strong(),
    )
    .wrap();
    if ui
        .add_sized([520.0, 34.0], button)
        .on_hover_text(tr!(t, "net-continue-game-tip"))
        .clicked()
    {
        net.write(NetRequest::Resume);
    }
    ui.add_space(6.0);
}
