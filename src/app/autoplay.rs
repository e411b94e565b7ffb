//! `--autoplay N --screenshot FILE --exit`: plays N random legal turns by
//! sending the same messages the mouse sends, then saves a screenshot and
//! quits. For CI's window smoke test and for looking at the game.

use super::settings::Settings;
use super::state::FitMap;
use crate::app::map::grid::{MapCamera, cell_center};
use crate::app::turn::active_game::ActiveGame;
use crate::app::turn::active_game::ScoreDisplay;
use crate::app::turn::active_game::{Shown, a_table_is_shown};
use crate::app::turn::messages::{TurnConfirmed, TurnInput};
use crate::app::turn::phases::{GameSet, Screen, TurnPhase};
use crate::app::turn::setup::StartGame;
use crate::rules::random::Rng;
use crate::rules::sim::RandomPlayer;
use crate::rules::{Move, Placement};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            start.run_if(in_state(Screen::NewGame)),
            play.run_if(a_table_is_shown),
            finish,
        )
            .chain()
            .in_set(GameSet::Input)
            .run_if(resource_exists::<AutoPlay>),
    );
}

/// What the command line asked the window to do by itself.
#[derive(Resource)]
pub struct AutoPlay {
    pub turns: u32,
    pub screenshot: Option<PathBuf>,
    pub exit: bool,
    pub seed: Option<u64>,
    /// After the automatic turns, lay the next tile tentatively (claim markers show).
    pub claim: bool,
    /// After fitting the map, zoom to this camera scale (smaller is closer).
    pub zoom: Option<f32>,
    /// Turns of this run applied by the rules (not merely sent).
    applied: u32,
    /// A turn was sent and the table has not yet confirmed it: each turn
    /// is sent once.
    awaiting: bool,
    settle_frames: u32,
    captured: bool,
    rng: Rng,
    player: RandomPlayer,
}

impl AutoPlay {
    pub fn new(
        turns: u32,
        screenshot: Option<PathBuf>,
        exit: bool,
        seed: Option<u64>,
        claim: bool,
    ) -> AutoPlay {
        AutoPlay {
            turns,
            screenshot,
            exit,
            seed,
            claim,
            zoom: None,
            applied: 0,
            awaiting: false,
            settle_frames: 0,
            captured: false,
            rng: Rng::new(seed.unwrap_or(7) ^ 0xA070),
            player: RandomPlayer::new(),
        }
    }

    fn done(&self) -> bool {
        self.applied >= self.turns
    }
}

fn start(
    auto: Res<AutoPlay>,
    settings: Res<Settings>,
    locale: Res<crate::app::language::Locale>,
    mut starts: MessageWriter<StartGame>,
    mut sent: Local<bool>,
) {
    if !*sent {
        *sent = true;
        let seed = auto.seed.unwrap_or_else(|| settings.seed_or_random());
        starts.write(StartGame(settings.game_setup(seed, &locale)));
    }
}

fn play(
    mut auto: ResMut<AutoPlay>,
    active: Shown,
    phase: Option<Res<State<TurnPhase>>>,
    mut confirmed: MessageReader<TurnConfirmed>,
    mut display: ResMut<ScoreDisplay>,
    mut input: MessageWriter<TurnInput>,
    mut fit: MessageWriter<FitMap>,
) {
    let heard = confirmed.read().filter(|c| c.game == active.id).count() as u32;
    if heard > 0 && !auto.done() {
        auto.applied += heard;
        auto.awaiting = false;
        if auto.done() {
            info!("autoplay: {} turns applied", auto.applied);
            fit.write(FitMap);
        }
    }
    let Some(phase) = phase.map(|p| *p.get()) else {
        return;
    };
    if auto.done() {
        // Back to the table's pace for whoever plays on.
        display.seconds_per_event = ScoreDisplay::default().seconds_per_event;
        display.seconds_per_happening = ScoreDisplay::default().seconds_per_happening;
        return;
    }
    display.seconds_per_event = 0.05;
    display.seconds_per_happening = 0.05;
    match phase {
        TurnPhase::Place if active.drawn().is_some() && !auto.awaiting => {
            let auto = &mut *auto;
            let Some(Move::Place {
                placement, action, ..
            }) = auto.player.choose(active.game(), &mut auto.rng)
            else {
                return;
            };
            auto.awaiting = true;
            input.write(TurnInput::PlaceTile(placement));
            input.write(TurnInput::ChooseFigure(action));
            input.write(TurnInput::Confirm);
        }
        // A dragon's flight: a person's step here, to one of the lit tiles
        // (computers step by themselves).
        TurnPhase::Fly => {
            if let Some((seat, options)) = active.flight_step()
                && active.seats().get(seat).is_some_and(|s| s.is_here())
                && !options.is_empty()
            {
                let to = options[auto.rng.below(options.len())];
                input.write(TurnInput::DragonStep(to));
            }
        }
        TurnPhase::Score => {
            input.write(TurnInput::ContinueScoring);
        }
        _ => {}
    }
}

/// What the finish sends: a fit of the map, a turn input (the next tile
/// laid tentatively), the window's end.
#[derive(SystemParam)]
struct Sends<'w> {
    fit: MessageWriter<'w, FitMap>,
    input: MessageWriter<'w, TurnInput>,
    exit: MessageWriter<'w, AppExit>,
}

/// Once the turns are played (or the game is over), lets the window settle
/// a few frames (the map fitted, zoomed, the next tile laid if asked),
/// then takes the screenshot and quits, as asked.
fn finish(
    mut commands: Commands,
    mut auto: ResMut<AutoPlay>,
    screen: Res<State<Screen>>,
    active: Option<Shown>,
    mut camera: Query<(&Camera, &GlobalTransform, &mut Projection), With<MapCamera>>,
    mut sends: Sends,
) {
    let over = *screen.get() == Screen::Final;
    if !(auto.done() || over) || auto.captured {
        return;
    }
    auto.settle_frames += 1;
    if auto.settle_frames == 2 {
        sends.fit.write(FitMap);
    }
    if let Some(zoom) = auto.zoom
        && auto.settle_frames == 5
        && let Ok((_, _, mut projection)) = camera.single_mut()
        && let Projection::Orthographic(o) = &mut *projection
    {
        o.scale = zoom;
    }
    if auto.claim
        && auto.settle_frames == 4
        && let Some(active) = &active
        && let Some(p) = claim_placement(&mut auto, active)
    {
        sends.input.write(TurnInput::PlaceTile(p));
    }
    // Tell where the tentative tile is on screen (for scripted pointer moves).
    if auto.settle_frames == 20
        && let Some(p) = active.as_ref().and_then(|a| a.tentative_placement())
        && let Ok((cam, cam_t, _)) = camera.single()
        && let Ok(screen) = cam.world_to_viewport(cam_t, cell_center(p.pos).extend(0.0))
    {
        info!(
            "tentative tile on screen at {:.0} {:.0}",
            screen.x, screen.y
        );
    }
    // Let sprites, egui and the render pipeline settle (shaders compile on
    // the first frames under software rendering).
    if auto.settle_frames < 40 {
        return;
    }
    auto.captured = true;
    match auto.screenshot.clone() {
        Some(path) => capture(&mut commands, path, auto.exit),
        None if auto.exit => {
            sends.exit.write(AppExit::Success);
        }
        None => {}
    }
}

/// Where `--claim` lays the tile in hand: a placement that scores
/// something, to show the scoring, else any.
fn claim_placement(auto: &mut AutoPlay, active: &ActiveGame) -> Option<Placement> {
    let tile = active.drawn()?;
    let options = active.game().legal_placements(tile);
    let scoring = options.iter().copied().find(|&placement| {
        let mut g = active.game().clone();
        let before = g.events().len();
        g.apply(&Move::place(tile, placement, None))
            .is_ok_and(|_| g.events().len() > before)
    });
    scoring.or_else(|| (!options.is_empty()).then(|| options[auto.rng.below(options.len())]))
}

/// Takes the screenshot into `path`; then quits if asked.
fn capture(commands: &mut Commands, path: PathBuf, quit: bool) {
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path.clone()))
        .observe(
            move |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                info!("screenshot saved to {}", path.display());
                if quit {
                    exit.write(AppExit::Success);
                }
            },
        );
}
