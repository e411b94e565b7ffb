//! What the window's network-play tests share: a headless app that hosts
//! on 127.0.0.1, and reading its screen, phase, table and session.

use bevy::prelude::*;
use carcassonne::app::net::{NetConfig, NetSession};
use carcassonne::app::{ActiveGame, Screen, TurnInput, TurnPhase, network_play, shown_game};
use carcassonne::net::HostConfig;
use carcassonne::rules::{Move, Placement};
use std::net::SocketAddr;

/// A headless game app with network play, hosting on 127.0.0.1 only, on
/// any free port, listing its game at `lan` if given; not yet updated, so
/// a test may add resources first.
pub fn network_app(lan: Option<SocketAddr>) -> App {
    let mut app = crate::headless::headless();
    network_play(&mut app);
    app.insert_resource(NetConfig {
        host: HostConfig::local(0),
        lan,
    });
    app
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

pub fn phase(app: &App) -> Option<TurnPhase> {
    app.world()
        .get_resource::<State<TurnPhase>>()
        .map(|s| *s.get())
}

pub fn table(app: &App) -> &ActiveGame {
    shown_game(app.world()).expect("a table on the map")
}

pub fn session(app: &App) -> &NetSession {
    app.world().resource::<NetSession>()
}

/// The first legal placement of the tile in hand, laid and confirmed
/// through turn messages.
pub fn place_first_legal(app: &mut App) -> Placement {
    let t = table(app);
    let tile = t.drawn().expect("a tile in hand");
    let placement = t.game().legal_placements(tile)[0];
    for input in [TurnInput::PlaceTile(placement), TurnInput::Confirm] {
        app.world_mut().write_message(input);
        app.update();
        app.update();
    }
    placement
}

/// The placements on the table so far.
pub fn placements(app: &App) -> Vec<Placement> {
    table(app)
        .moves()
        .iter()
        .filter_map(|m| match m {
            Move::Place { placement, .. } => Some(*placement),
            Move::Discard { .. } => None,
        })
        .collect()
}
