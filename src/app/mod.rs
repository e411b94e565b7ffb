//! The game window: Bevy app assembly, command-line options for the window,
//! and one plugin per module.

pub mod art_assets;
mod autoplay;
pub mod coach;
pub mod computer;
pub mod field_replay;
pub mod glance;
pub mod graphics;
mod input;
pub mod keyboard;
pub mod keymap;
pub mod language;
pub mod map;
pub mod motion;
pub mod net;
pub mod review;
mod saves;
pub mod screens;
pub mod settings;
mod sound;
pub mod state;
pub mod turn;
pub mod tutorial;
pub mod ui;
pub mod words;

use crate::rules::TileCatalog;
use bevy::prelude::*;
use bevy::window::WindowResized;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

pub use saves::{SaveRequest, Saves};
pub use sound::TableCue;
pub use state::{FitMap, LaunchTime, MapArea, TileDataProblem};
pub use turn::{
    ActiveGame, Catalog, GameSet, GameSetup, HelperLevel, OnTheMap, PlayersGame, ScoreDisplay,
    Screen, Seat, StartGame, TableNews, TurnInput, TurnPhase, shown_game, shown_game_mut,
};

/// The whole game on top of Bevy's default plugins and egui: settings, the
/// turn logic, the map, input, the screens, saves and the map helpers, one
/// plugin per module.
pub struct AppPlugin;

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            settings::plugin,
            game_logic,
            art_assets::plugin,
            map::plugin,
        ))
        .add_plugins((
            input::plugin,
            keyboard::plugin,
            keyboard::window_plugin,
            screens::plugin,
            tutorial::view_plugin,
            coach::view_plugin,
            field_replay::view_plugin,
            saves::plugin,
            autoplay::plugin,
            glance::plugin,
            sound::plugin,
            motion::plugin,
            net::plugin,
        ))
        .add_systems(Update, (remember_window_size, set_window_icon));
    }
}

/// The map's sprite systems (no window, input or egui needed), for headless
/// benchmarks of the per-frame cost.
pub fn map_rendering(app: &mut App) {
    map::plugin(app);
}

/// The map's motions (a tile dropping, a figure hopping, ...), for headless
/// apps: the sprite part, without egui.
pub fn map_motion(app: &mut App) {
    motion::plugin(app);
}

/// Runs `Update`, where the game's systems live, on one thread: they are
/// small, and waking worker threads for them costs far more CPU than they do.
pub fn one_thread_for_game_systems(app: &mut App) {
    app.edit_schedule(Update, |s| {
        s.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::default())
            .set_apply_final_deferred(true);
    });
}

/// The mouse on the map (pan, zoom, clicks, fitting the map), for a
/// headless app driven by the mouse's input resources.
pub fn mouse_play(app: &mut App) {
    input::plugin(app);
}

/// Keyboard play (arrows, Enter, Tab, Esc), for a headless app driven by
/// key presses.
pub fn keyboard_play(app: &mut App) {
    keyboard::plugin(app);
}

/// The map helpers' state and marks (tiles left, dead cells, open
/// features, looking at the last move), without egui: for headless apps.
pub fn map_helpers(app: &mut App) {
    glance::logic(app);
}

/// What the table sounds, heard as [`TableCue`]s and not played: for
/// headless apps.
pub fn table_sounds(app: &mut App) {
    sound::hearing(app);
}

/// The rules-facing part of the app (states, messages, the turn systems):
/// enough for a headless `App` with `StatesPlugin`.
pub fn game_logic(app: &mut App) {
    app.add_plugins((
        language::plugin,
        turn::plugin,
        computer::plugin,
        tutorial::plugin,
        coach::plugin,
        field_replay::plugin,
        review::plugin,
    ));
}

/// Network play's logic (host, join, the replica table), without its
/// screens: for headless apps.
pub fn network_play(app: &mut App) {
    net::logic(app);
}

/// The autosave after every confirmed turn, "Continue" and named saves (in
/// the folder `CARCASSONNE_DATA` names, or the platform's).
pub fn saving(app: &mut App) {
    saves::plugin(app);
}

/// Options of the window given on the command line.
#[derive(Debug, Default)]
struct WindowArgs {
    autoplay: Option<u32>,
    screenshot: Option<PathBuf>,
    exit: bool,
    seed: Option<u64>,
    claim: bool,
    zoom: Option<f32>,
    art_pack: Option<String>,
    /// Open at this step (1-based) of the demonstration.
    how_to_play: Option<usize>,
    /// The language of the window (`de`, ...), over the remembered one.
    lang: Option<String>,
}

fn parse_args(args: &[String]) -> Result<WindowArgs, String> {
    let mut w = WindowArgs::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{a} needs a value"))
        };
        match a.as_str() {
            "--autoplay" => {
                w.autoplay = Some(value()?.parse().map_err(|e| format!("--autoplay: {e}"))?)
            }
            "--screenshot" => w.screenshot = Some(PathBuf::from(value()?)),
            "--exit" => w.exit = true,
            "--claim" => w.claim = true,
            "--zoom" => w.zoom = Some(value()?.parse().map_err(|e| format!("--zoom: {e}"))?),
            "--seed" => w.seed = Some(value()?.parse().map_err(|e| format!("--seed: {e}"))?),
            "--art-pack" => w.art_pack = Some(value()?),
            "--lang" => w.lang = Some(value()?),
            "--how-to-play" => {
                let step: usize = value()?
                    .parse()
                    .map_err(|e| format!("--how-to-play: {e}"))?;
                w.how_to_play = Some(step.max(1));
            }
            other => return Err(format!("unknown option {other}\n{}", crate::cli::USAGE)),
        }
    }
    Ok(w)
}

/// The tiles the window plays: the modded files in `layers` over the
/// built-in sets; when a modded file is broken, the built-in sets alone and
/// what is wrong (the game does not stop for it). Errors only if the
/// built-in sets themselves do not load.
pub fn tiles_for_window(
    layers: &[PathBuf],
) -> Result<(Arc<TileCatalog>, Option<TileDataProblem>), crate::rules::TileDataError> {
    match TileCatalog::load_layered(layers) {
        Ok(c) => Ok((Arc::new(c), None)),
        Err(e) => {
            let built_in = TileCatalog::load_layered(&[])?;
            Ok((Arc::new(built_in), Some(TileDataProblem(e))))
        }
    }
}

/// What the window says when there is no desktop to open in.
pub const NO_DESKTOP: &str = "the game window needs a desktop session, and none was found \
(neither DISPLAY nor WAYLAND_DISPLAY is set, as over ssh);\n\
replay, simulate, arena and suggest work without one: see `carcassonne --help`";

/// Whether there is a desktop session to open the window in. On Linux and
/// the BSDs that is an X11 or Wayland display named in the environment;
/// Windows and macOS always have one.
fn desktop_session() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    ["DISPLAY", "WAYLAND_DISPLAY"]
        .into_iter()
        .any(|v| std::env::var_os(v).is_some_and(|s| !s.is_empty()))
}

/// Opens the game window; returns when it closes.
pub fn run(args: &[String]) -> ExitCode {
    let launched = LaunchTime(std::time::Instant::now());
    let args = match parse_args(args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    warn_of_unknown_language(args.lang.as_deref());
    let layers = crate::assets_dir::override_dirs();
    if !desktop_session() {
        eprintln!("{NO_DESKTOP}");
        return ExitCode::FAILURE;
    }
    let (catalog, tile_problem) = match tiles_for_window(&layers) {
        Ok(loaded) => loaded,
        Err(e) => {
            eprintln!("cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(problem) = &tile_problem {
        eprintln!("modded tiles not used: {}", problem.0);
    }
    let mut settings = settings::Settings::load();
    if let Some(pack) = args
        .art_pack
        .clone()
        .or_else(|| std::env::var("CARCASSONNE_ART_PACK").ok())
    {
        settings.art_pack = Some(pack);
    }
    // Reading and drawing the art takes longer than the engine's start on
    // few cores: it runs alongside from here.
    let preload =
        art_assets::ArtPreload::start(catalog.clone(), layers.clone(), settings.art_pack.clone());
    let graphics = match graphics::start_renderer(&graphics::backend_order(
        bevy::render::settings::Backends::from_env(),
    )) {
        Ok(started) => started,
        Err(message) => {
            eprintln!("{message}");
            graphics::show_without_console(&message);
            return ExitCode::FAILURE;
        }
    };
    for (backend, why) in &graphics.failed {
        eprintln!(
            "graphics: {backend} did not start ({why}); drawing with {}",
            graphics.backend
        );
    }
    let mut app = App::new();
    app.add_plugins(engine_plugins(graphics.render_creation, &settings, &layers))
        .add_plugins(bevy_egui::EguiPlugin::default())
        .insert_resource(Catalog(catalog))
        .insert_resource(launched)
        .insert_resource(preload)
        .insert_resource(art_assets::ArtPack(settings.art_pack.clone()))
        .insert_resource(language::starting_language(
            args.lang.as_deref(),
            Some(&settings),
        ))
        .insert_resource(settings)
        .add_plugins(AppPlugin);
    if let Some(problem) = tile_problem {
        app.insert_resource(problem);
    }
    one_thread_for_game_systems(&mut app);
    follow_the_command_line(&mut app, args);
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(_) => ExitCode::FAILURE,
    }
}

/// `--lang` names a language the game does not have: it says so, and
/// which it has (the window plays in English).
fn warn_of_unknown_language(lang: Option<&str>) {
    if let Some(lang) = lang
        && crate::i18n::choose_language(Some(lang), None, &[]) == crate::i18n::ENGLISH
        && !lang.starts_with(crate::i18n::ENGLISH)
    {
        let codes: Vec<&str> = crate::i18n::offered(true).iter().map(|l| l.code).collect();
        eprintln!(
            "--lang {lang}: not one of {}; playing in English",
            codes.join(", ")
        );
    }
}

/// Bevy's plugins for the window: drawing with the renderer started, the
/// window at its remembered size, the asset folder a real one.
fn engine_plugins(
    render_creation: bevy::render::settings::RenderCreation,
    settings: &settings::Settings,
    layers: &[PathBuf],
) -> bevy::app::PluginGroupBuilder {
    DefaultPlugins
        .set(bevy::render::RenderPlugin {
            render_creation,
            ..default()
        })
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: crate::TITLE.into(),
                name: Some(crate::APP_ID.into()),
                resolution: (settings.window_width as u32, settings.window_height as u32).into(),
                ..default()
            }),
            ..default()
        })
        .set(AssetPlugin {
            // Images are made from our own files (see `art_assets`), not
            // loaded by the engine; its asset folder only needs to be real.
            file_path: layers.first().map_or_else(
                || crate::assets_dir::ASSETS.to_string(),
                |d| d.to_string_lossy().into_owned(),
            ),
            ..default()
        })
}

/// What the command line asked the window to do by itself: open the
/// demonstration at a step; play turns, take a screenshot, quit.
fn follow_the_command_line(app: &mut App, args: WindowArgs) {
    if let Some(step) = args.how_to_play {
        app.add_systems(
            Startup,
            move |mut open: MessageWriter<tutorial::HowToPlay>| {
                open.write(tutorial::HowToPlay::Open(step - 1));
            },
        );
    }
    if args.autoplay.is_some() || args.screenshot.is_some() || args.exit {
        let mut auto = autoplay::AutoPlay::new(
            args.autoplay.unwrap_or(0),
            args.screenshot,
            args.exit,
            args.seed,
            args.claim,
        );
        auto.zoom = args.zoom;
        app.insert_resource(auto);
    }
}

/// Gives the window the game's icon (title bar, taskbar, window switcher)
/// once it exists. A macOS app shows its bundle's icon instead.
fn set_window_icon(_main_thread: bevy::ecs::system::NonSendMarker, mut done: Local<bool>) {
    if *done {
        return;
    }
    bevy::winit::WINIT_WINDOWS.with_borrow(|winit| {
        for window in winit.windows.values() {
            let icon = crate::art::render_icon(128);
            match winit::window::Icon::from_rgba(icon.data, icon.width, icon.height) {
                Ok(icon) => window.set_window_icon(Some(icon)),
                Err(e) => warn!("window icon: {e}"),
            }
            *done = true;
        }
    });
}

/// Keeps the window size in the settings, saved once resizing stops.
fn remember_window_size(
    mut resized: MessageReader<WindowResized>,
    mut settings: ResMut<settings::Settings>,
    time: Res<Time>,
    mut pending: Local<Option<f32>>,
) {
    if let Some(r) = resized.read().last() {
        settings.window_width = r.width;
        settings.window_height = r.height;
        *pending = Some(time.elapsed_secs() + 1.0);
    }
    if let Some(at) = *pending
        && time.elapsed_secs() >= at
    {
        *pending = None;
        settings.save();
    }
}
