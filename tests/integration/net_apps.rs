//! What the window's network-play tests share: a headless app that hosts
//! on 127.0.0.1, and reading its screen, phase, table and session.

use bevy::prelude::*;
use carcassonne::app::net::{NetConfig, NetSession};
use carcassonne::app::{
    ActiveGame, GameSetup, Screen, Seat, TurnInput, TurnPhase, network_play, shown_game,
};
use carcassonne::art::PlayerColour;
use carcassonne::net::HostConfig;
use carcassonne::rules::{Move, Placement, RuleSet};
use carcassonne::table::SeatKind;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use crate::common::PATIENCE;

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

/// Updates every app (a millisecond apart, as frames come) until `done`,
/// or fails saying what did not happen. A turn's scoring is shown at once.
pub fn pump(apps: &mut [&mut App], what: &str, done: impl Fn(&[&mut App]) -> bool) {
    let start = Instant::now();
    while !done(apps) {
        assert!(start.elapsed() < PATIENCE, "timed out waiting: {what}");
        for app in apps.iter_mut() {
            app.update();
            if phase(app) == Some(TurnPhase::Score) {
                app.world_mut().write_message(TurnInput::ContinueScoring);
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Ann at the host's computer and one seat open for a friend, seed 11.
pub fn ann_and_a_friend() -> GameSetup {
    GameSetup {
        seats: vec![
            Seat::person("Ann", PlayerColour::Yellow),
            Seat {
                name: "friend".into(),
                colour: PlayerColour::Red,
                kind: SeatKind::Remote,
            },
        ],
        rules: RuleSet::default(),
        seed: 11,
        ..Default::default()
    }
}
