//! Per-frame cost of the game's own systems on a finished map: 71 tiles
//! placed and the last one drawn, 5 players, followers out. Runs the turn and
//! map-sprite systems headless (no window, no GPU) and prints the time per
//! frame when nothing changes, when the traced feature changes every frame,
//! and when the game state changes every frame (full resync).
//! `cargo bench --bench frame`.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use carcassonne::app::art_assets::ArtAssets;
use carcassonne::app::map::Hover;
use carcassonne::app::{
    ActiveGame, Catalog, GameSetup, ScoreDisplay, Screen, Seat, StartGame, TurnPhase, game_logic,
    map_rendering,
};
use carcassonne::art::PlayerColour;
use carcassonne::rules::random::Rng;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{RuleSet, TileCatalog};
use std::sync::Arc;
use std::time::Instant;

/// Time per `update` of an app with the same engine plugins and none of ours.
fn baseline(frames: usize) -> f64 {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    for _ in 0..50 {
        app.update();
    }
    let t = Instant::now();
    for _ in 0..frames {
        app.update();
    }
    t.elapsed().as_secs_f64() / frames as f64
}

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let catalog = Arc::new(TileCatalog::load(&dir).expect("tile data loads"));
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(Catalog(catalog.clone()))
        .insert_resource(ArtAssets::blank(catalog.types.len()));
    game_logic(&mut app);
    map_rendering(&mut app);
    app.insert_resource(ScoreDisplay {
        seconds_per_event: 0.0,
        ..default()
    });
    let seats = (0..5)
        .map(|i| Seat {
            name: format!("P{i}"),
            colour: PlayerColour::ALL[i],
        })
        .collect();
    app.update();
    app.world_mut().write_message(StartGame(GameSetup {
        seats,
        rules: RuleSet::default(),
        seed: 17,
    }));
    for _ in 0..3 {
        app.update();
    }
    // Play the game down to its last tile, keeping the figures on the map.
    {
        let mut active = app.world_mut().resource_mut::<ActiveGame>();
        let mut rng = Rng::new(3);
        let mut player = RandomPlayer::new();
        while active.game.pile_len() > 1 {
            let mv = player.choose(&active.game, &mut rng).expect("a move");
            active.game.apply(&mv).expect("legal");
            active.moves.push(mv);
        }
        active.drawn = None;
    }
    app.world_mut()
        .resource_mut::<NextState<TurnPhase>>()
        .set(TurnPhase::Draw);
    for _ in 0..5 {
        app.update();
    }
    let (tiles, figures) = {
        let a = app.world().resource::<ActiveGame>();
        (a.game.tiles().len(), a.game.figures().len())
    };
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    println!(
        "map: {tiles} tiles, {figures} figures out, 5 players, phase {:?}",
        app.world().resource::<State<TurnPhase>>().get()
    );

    let frames = 3000;
    let base = baseline(frames);
    println!(
        "engine baseline (MinimalPlugins + StatesPlugin, no game): {:.1} µs per frame",
        base * 1e6
    );
    let time = |app: &mut App, label: &str, each: &mut dyn FnMut(&mut App, usize)| {
        for i in 0..50 {
            each(app, i);
            app.update();
        }
        let t = Instant::now();
        for i in 0..frames {
            each(app, i);
            app.update();
        }
        let per = t.elapsed().as_secs_f64() / frames as f64;
        println!(
            "{label}: {:.1} µs per frame, {:.1} µs of it our systems",
            per * 1e6,
            (per - base).max(0.0) * 1e6
        );
    };
    time(
        &mut app,
        "nothing changed (a player thinking)",
        &mut |_, _| {},
    );
    // The traced feature alternates between two features every frame.
    let features = {
        let a = app.world().resource::<ActiveGame>();
        let g = &a.game;
        [g.feature_of(0, 0), g.feature_of(tiles / 2, 0)]
    };
    time(
        &mut app,
        "traced feature changes every frame",
        &mut |app, i| {
            app.world_mut().resource_mut::<Hover>().feature = Some(features[i % 2]);
        },
    );
    time(
        &mut app,
        "game state changes every frame (full resync)",
        &mut |app, _| {
            app.world_mut().resource_mut::<ActiveGame>().set_changed();
        },
    );
    let sprites = app.world_mut().query::<&Sprite>().iter(app.world()).count();
    println!("sprites alive after the runs: {sprites} (kept, not respawned)");
}
