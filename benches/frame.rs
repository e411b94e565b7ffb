//! Per-frame cost of the game's own systems on a finished map: 71 tiles
//! placed and the last one drawn, 5 players, followers out. Runs the turn and
//! map-sprite systems headless (no window, no GPU) when nothing changes, when
//! the traced feature changes every frame, and when the game state changes
//! every frame (a full resync of the sprites).
//!
//! Two figures for each: CPU time per frame (the process's user + system
//! time, all threads, default multi-threaded executor), and wall time with
//! every schedule on the single-threaded executor (without waiting for worker
//! threads to wake, which dominates wall time on an idle VM). The same is
//! measured for the engine's plugins alone; the difference is ours.
//!
//! Last, a whole 5-player game played by messages, a move every few frames
//! (10 ms a frame, each scoring shown for 50 ms), so tiles fall, figures hop
//! and go back all along: the wall time per frame with motion and with
//! "reduce motion", and how many sprites were in motion.
//! `cargo bench --bench frame` (`-- motion` for the last figures alone).

use bevy::ecs::schedule::{Schedules, SingleThreadedExecutor};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use carcassonne::app::art_assets::ArtAssets;
use carcassonne::app::map::Hover;
use carcassonne::app::motion::Motion;
use carcassonne::app::settings::Settings;
use carcassonne::app::{
    Catalog, GameSetup, ScoreDisplay, Screen, Seat, StartGame, TurnInput, TurnPhase, game_logic,
    map_motion, map_rendering, one_thread_for_game_systems, shown_game, shown_game_mut,
};
use carcassonne::art::PlayerColour;
use carcassonne::rules::random::Rng;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{FeatureId, Move, RuleSet, TileCatalog};
use std::sync::Arc;
use std::time::{Duration, Instant};

const FRAMES: usize = 4000;

/// CPU seconds used by this process so far (user + system, all threads).
fn cpu_seconds() -> f64 {
    // Linux: utime and stime of /proc/self/stat, in clock ticks (100 a second).
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

fn single_threaded(app: &mut App) {
    let mut schedules = app.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule
            .set_executor(SingleThreadedExecutor::default())
            .set_apply_final_deferred(true);
    }
}

/// The engine plugins the game app is built on, with none of ours.
fn engine_only() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.update();
    app
}

/// The game's turn and map systems on a nearly finished 5-player game.
fn game_app(catalog: &Arc<TileCatalog>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(Catalog(catalog.clone()))
        .insert_resource(ArtAssets::blank(catalog.types.len()));
    game_logic(&mut app);
    map_rendering(&mut app);
    one_thread_for_game_systems(&mut app);
    app.insert_resource(ScoreDisplay {
        seconds_per_event: 0.0,
        ..default()
    });
    let seats = (0..5)
        .map(|i| Seat::person(format!("P{i}"), PlayerColour::ALL[i]))
        .collect();
    app.update();
    app.world_mut().write_message(StartGame(GameSetup {
        seats,
        rules: RuleSet::default(),
        seed: 17,
        ..Default::default()
    }));
    for _ in 0..3 {
        app.update();
    }
    // Play down to the last tile, keeping the figures on the map.
    {
        let mut active = shown_game_mut(app.world_mut()).expect("a game is on the map");
        let active = &mut *active;
        let mut rng = Rng::new(3);
        let mut player = RandomPlayer::new();
        while active.game().pile_len() > 1 {
            active.draw();
            let Some(Move::Place {
                placement, action, ..
            }) = player.choose(active.game(), &mut rng)
            else {
                break;
            };
            let seat = active.table().to_move();
            let input = carcassonne::table::ConfirmedTurn::Place { placement, action };
            active.confirm_turn(seat, input).expect("legal");
        }
    }
    app.world_mut()
        .resource_mut::<NextState<TurnPhase>>()
        .set(TurnPhase::Draw);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    assert_eq!(
        *app.world().resource::<State<TurnPhase>>().get(),
        TurnPhase::Place
    );
    app
}

type Step = fn(&mut App, usize, &[FeatureId; 2]);

/// (CPU seconds per frame with the default executor, wall seconds per frame
/// single-threaded).
fn measure(make: &dyn Fn() -> App, step: Step, features: &[FeatureId; 2]) -> (f64, f64) {
    let mut app = make();
    for i in 0..100 {
        step(&mut app, i, features);
        app.update();
    }
    let cpu0 = cpu_seconds();
    for i in 0..FRAMES {
        step(&mut app, i, features);
        app.update();
    }
    let cpu = (cpu_seconds() - cpu0) / FRAMES as f64;
    let mut app = make();
    single_threaded(&mut app);
    for i in 0..100 {
        step(&mut app, i, features);
        app.update();
    }
    let t = Instant::now();
    for i in 0..FRAMES {
        step(&mut app, i, features);
        app.update();
    }
    (cpu, t.elapsed().as_secs_f64() / FRAMES as f64)
}

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let catalog = Arc::new(TileCatalog::load(&dir).expect("tile data loads"));
    // `cargo bench --bench frame -- motion`: the motion figures alone.
    if std::env::args().any(|a| a == "motion") {
        motion_cost(&catalog);
        return;
    }
    let probe = game_app(&catalog);
    let (tiles, figures, features) = {
        let a = shown_game(probe.world()).expect("a game is on the map");
        let g = a.game();
        let n = g.tiles().len();
        (
            n,
            g.figures().len(),
            [g.feature_of(0, 0), g.feature_of(n / 2, 0)],
        )
    };
    println!("map: {tiles} tiles, {figures} figures out, 5 players, a tile drawn");
    let (base_cpu, base_wall) = measure(&engine_only, |_, _, _| {}, &features);
    println!(
        "engine alone: {:.1} µs CPU per frame; {:.1} µs wall single-threaded",
        base_cpu * 1e6,
        base_wall * 1e6
    );
    let make = || game_app(&catalog);
    let cases: [(&str, Step); 3] = [
        ("nothing changes (a player thinking)", |_, _, _| {}),
        ("traced feature changes every frame", |app, i, f| {
            app.world_mut().resource_mut::<Hover>().feature = Some(f[i % 2]);
        }),
        (
            "game state changes every frame (full resync)",
            |app, _, _| {
                shown_game_mut(app.world_mut())
                    .expect("a game is on the map")
                    .set_changed();
            },
        ),
    ];
    for (label, step) in cases {
        let (cpu, wall) = measure(&make, step, &features);
        println!(
            "{label}: ours {:.1} µs CPU per frame ({:.1} µs in all); ours {:.1} µs wall single-threaded",
            (cpu - base_cpu).max(0.0) * 1e6,
            cpu * 1e6,
            (wall - base_wall).max(0.0) * 1e6
        );
    }
    let mut app = make();
    app.update();
    let sprites = app.world_mut().query::<&Sprite>().iter(app.world()).count();
    shown_game_mut(app.world_mut())
        .expect("a game is on the map")
        .set_changed();
    app.update();
    let after = app.world_mut().query::<&Sprite>().iter(app.world()).count();
    println!("sprites: {sprites} before a resync, {after} after (tiles kept, not respawned)");
    motion_cost(&catalog);
}

/// A whole 5-player game played by messages, the same moves each time: with
/// the map's motions (`Some(reduce_motion)`) or without their systems at all
/// (`None`): (wall seconds per frame, frames, sprites in motion per frame on
/// average, most at once).
fn played_through(
    catalog: &Arc<TileCatalog>,
    reduce_motion: Option<bool>,
) -> (f64, usize, f64, usize) {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(Catalog(catalog.clone()))
        .insert_resource(ArtAssets::blank(catalog.types.len()));
    game_logic(&mut app);
    map_rendering(&mut app);
    if reduce_motion.is_some() {
        map_motion(&mut app);
    }
    single_threaded(&mut app);
    app.insert_resource(Settings {
        reduce_motion: reduce_motion.unwrap_or(true),
        ..Settings::default()
    })
    .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(10),
    ))
    .insert_resource(ScoreDisplay {
        seconds_per_event: 0.05,
        ..default()
    });
    let seats = (0..5)
        .map(|i| Seat::person(format!("P{i}"), PlayerColour::ALL[i]))
        .collect();
    app.update();
    app.world_mut().write_message(StartGame(GameSetup {
        seats,
        rules: RuleSet::default(),
        seed: 17,
        ..Default::default()
    }));
    let mut rng = Rng::new(3);
    let mut player = RandomPlayer::new();
    let (mut spent, mut frames, mut moving, mut most) = (Duration::ZERO, 0, 0, 0);
    let mut in_motion = app.world_mut().query::<&Motion>();
    for frame in 0..20_000 {
        let screen = *app.world().resource::<State<Screen>>().get();
        if screen == Screen::Final {
            break;
        }
        let phase = app
            .world()
            .get_resource::<State<TurnPhase>>()
            .map(|p| *p.get());
        // A move every third frame of the turn.
        if phase == Some(TurnPhase::Place) && frame % 3 == 0 {
            let active = shown_game(app.world()).expect("a game is on the map");
            if let Some(Move::Place {
                placement, action, ..
            }) = player.choose(active.game(), &mut rng)
            {
                app.world_mut()
                    .write_message(TurnInput::PlaceTile(placement));
                app.world_mut()
                    .write_message(TurnInput::ChooseFigure(action));
                app.world_mut().write_message(TurnInput::Confirm);
            }
        }
        let t = Instant::now();
        app.update();
        spent += t.elapsed();
        frames += 1;
        let now = in_motion.iter(app.world()).count();
        moving += now;
        most = most.max(now);
    }
    (
        spent.as_secs_f64() / frames as f64,
        frames,
        moving as f64 / frames as f64,
        most,
    )
}

/// Motion's cost: the same game with motion and with "reduce motion".
fn motion_cost(catalog: &Arc<TileCatalog>) {
    // Alternated, best of fifteen each, against the machine's other load.
    let mut best = [(f64::MAX, 0, 0.0, 0); 3];
    for _ in 0..15 {
        for (i, reduce) in [Some(false), Some(true), None].into_iter().enumerate() {
            let r = played_through(catalog, reduce);
            if r.0 < best[i].0 {
                best[i] = r;
            }
        }
    }
    let [(on, frames, moving, most), (off, ..), (none, ..)] = best;
    println!(
        "a game played through ({frames} frames): {:.1} µs wall per frame with motion \
         ({moving:.1} sprites in motion on average, {most} at most), {:.1} µs with reduce \
         motion, {:.1} µs without the motion systems: motion costs {:.1} µs a frame \
         ({:.1} µs when off)",
        on * 1e6,
        off * 1e6,
        none * 1e6,
        (on - none) * 1e6,
        (off - none) * 1e6
    );
}
