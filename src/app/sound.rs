//! The table's sounds in the window: which moment of the game plays which
//! cue (a tile laid, a figure placed, each scoring as the table shows it, a
//! person here to move, the final scores), the volume and mute settings and
//! the M key. The sounds themselves are `crate::sound`'s, played on a
//! thread of their own.

use super::settings::Settings;
use super::turn::{ActiveGame, ScoreDisplay, Screen, SeatKind, Shown, TurnPhase};
use crate::rules::{FigureAction, Move, Placement};
use crate::sound::{Cue, SoundPlayer, default_output};
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::input::egui_wants_any_keyboard_input;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, start_sound)
        .add_systems(
            Update,
            (
                mute_key.run_if(not(egui_wants_any_keyboard_input)),
                follow_settings,
                log_notes,
                sound_the_table.run_if(super::turn::a_table_is_shown),
            )
                .chain()
                .after(super::turn::GameSet::Turn),
        )
        .add_systems(OnEnter(Screen::Final), game_over);
}

/// The sound thread's handle.
#[derive(Resource)]
pub struct Sounds(pub SoundPlayer);

fn start_sound(mut commands: Commands, settings: Res<Settings>) {
    let layers = crate::assets_dir::override_dirs();
    commands.insert_resource(Sounds(SoundPlayer::start(
        layers,
        settings.volume,
        settings.muted,
        default_output,
    )));
}

/// What the sound thread says (no device, a mod's file not used), once.
fn log_notes(sounds: Option<Res<Sounds>>) {
    for note in sounds.iter().flat_map(|s| s.0.notes()) {
        warn!("{note}");
    }
}

/// M mutes and unmutes (not while typing in a text field).
fn mute_key(keys: Res<ButtonInput<KeyCode>>, mut settings: ResMut<Settings>) {
    if keys.just_pressed(KeyCode::KeyM) {
        settings.muted = !settings.muted;
        settings.save();
    }
}

/// Passes the volume and mute to the sound thread when they change.
fn follow_settings(
    settings: Res<Settings>,
    sounds: Option<Res<Sounds>>,
    mut sent: Local<Option<(f32, bool)>>,
) {
    let Some(sounds) = sounds else {
        return;
    };
    let now = (settings.volume, settings.muted);
    if *sent != Some(now) {
        sounds.0.set_volume(now.0);
        sounds.0.set_muted(now.1);
        *sent = Some(now);
    }
}

/// What the table showed when last looked at, to sound only what changed.
#[derive(Default)]
struct Heard {
    game: Option<u64>,
    tiles: usize,
    tentative: Option<Placement>,
    figure: Option<FigureAction>,
    /// Tiles on the map and the player to move, at the last turn begun.
    turn: Option<(usize, usize)>,
    /// Moves made and the scoring step shown, at the last scoring sounded.
    scoring: Option<(usize, usize)>,
}

/// Sounds the changes of the table on the map: a tile put down (tried or
/// played), a figure put on it, each scoring as the `Score` phase shows it,
/// and "your turn" when a person at this computer is to move after another
/// seat.
fn sound_the_table(
    active: Shown,
    screen: Res<State<Screen>>,
    phase: Option<Res<State<TurnPhase>>>,
    display: Res<ScoreDisplay>,
    sounds: Option<Res<Sounds>>,
    mut heard: Local<Heard>,
) {
    let Some(sounds) = sounds else {
        return;
    };
    let phase = phase.map(|p| *p.get());
    let tiles = active.game().tiles().len();
    if heard.game != Some(active.id) {
        // Another table (a new game, a load, the demonstration): nothing
        // of it was laid just now.
        *heard = Heard {
            game: Some(active.id),
            tiles,
            tentative: active.tentative,
            figure: active.figure,
            ..Heard::default()
        };
    }
    for cue in cues(&active, &heard, tiles) {
        sounds.0.play(cue);
    }
    heard.tiles = tiles;
    heard.tentative = active.tentative;
    heard.figure = active.figure;

    if *screen.get() == Screen::Playing && phase == Some(TurnPhase::Place) {
        let to_move = active.game().current_player();
        let turn = (tiles, to_move);
        if heard.turn != Some(turn) {
            let before = heard.turn.map(|(_, seat)| seat);
            heard.turn = Some(turn);
            let here = active.seats()[to_move].kind == SeatKind::Here;
            if here && before != Some(to_move) {
                sounds.0.play(Cue::YourTurn);
            }
        }
    }

    if phase == Some(TurnPhase::Score)
        && let Some(report) = &active.last_report
    {
        let step = (active.moves().len(), display.showing);
        if heard.scoring != Some(step) {
            heard.scoring = Some(step);
            if let Some(event) = report
                .events
                .clone()
                .nth(display.showing)
                .and_then(|i| active.game().events().get(i))
            {
                sounds.0.play(Cue::for_score(event));
            }
        }
    }
}

/// The tile and figure sounds since `heard`: a tile tried on the map or
/// moved, a figure chosen, and a tile played without being tried here (a
/// computer at once, the demonstration) with its figure.
fn cues(active: &ActiveGame, heard: &Heard, tiles: usize) -> Vec<Cue> {
    let mut cues = Vec::new();
    if active.tentative.is_some() && active.tentative != heard.tentative {
        cues.push(Cue::TileLaid);
    }
    if active.figure.and_then(FigureAction::placed).is_some() && active.figure != heard.figure {
        cues.push(Cue::FigurePlaced);
    }
    if tiles > heard.tiles && heard.tentative.is_none() {
        cues.push(Cue::TileLaid);
        if let Some(Move::Place {
            action: Some(action),
            ..
        }) = active.moves().last()
            && action.placed().is_some()
        {
            cues.push(Cue::FigurePlaced);
        }
    }
    cues
}

fn game_over(sounds: Option<Res<Sounds>>) {
    if let Some(sounds) = sounds {
        sounds.0.play(Cue::GameOver);
    }
}

/// The sound settings where the other settings are: a volume slider and a
/// mute box. Saved when let go (the M key saves too).
pub(crate) fn sound_settings(ui: &mut egui::Ui, s: &mut Settings) {
    ui.horizontal(|ui| {
        ui.label("Sound:");
        let volume = ui.add_enabled(
            !s.muted,
            egui::Slider::new(&mut s.volume, 0.0..=1.0).show_value(false),
        );
        let mute = ui
            .checkbox(&mut s.muted, "Mute (M)")
            .on_hover_text("M mutes and unmutes the sounds at any time.");
        if volume.drag_stopped() || mute.changed() {
            s.save();
        }
    });
}
