//! The table's sounds in the window: which moment of the game plays which
//! cue (a tile laid, a figure placed, each scoring as the table shows it,
//! what The Princess & the Dragon did as its banner shows it, a person here
//! to move, the final scores), the volume and mute settings and the M key.
//! What the table sounds is heard first ([`TableCue`], also in headless
//! apps); the sounds themselves are `crate::sound`'s, played on a thread of
//! their own.

use super::settings::Settings;
use crate::app::keymap::{KeyAction, Keys};
use crate::app::language::Locale;
use crate::app::turn::active_game::{ScoreDisplay, Shown};
use crate::app::turn::messages::TurnConfirmed;
use crate::app::turn::news::TableNews;
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::app::turn::systems::announce_turns;
use crate::rules::Move;
use crate::sound::{Cue, Listener, SoundNote, SoundPlayer, TableMoment, default_output};
use crate::table::SeatKind;
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::input::egui_wants_any_keyboard_input;

pub(super) fn plugin(app: &mut App) {
    hearing(app);
    app.add_systems(Startup, start_sound).add_systems(
        Update,
        (
            mute_key.run_if(not(egui_wants_any_keyboard_input)),
            follow_settings,
            log_notes,
            play_cues,
        )
            .chain()
            .after(hear_the_table),
    );
}

/// What the table sounds, heard as [`TableCue`]s without playing them: for
/// headless apps (the window's plugin plays them too).
pub fn hearing(app: &mut App) {
    app.add_message::<TableCue>()
        .add_systems(
            Update,
            hear_the_table
                .run_if(crate::app::turn::active_game::a_table_is_shown)
                .after(announce_turns)
                .after(crate::app::turn::news::follow_the_news),
        )
        .add_systems(OnEnter(Screen::Final), game_over);
}

/// A cue the table sounds now, in the order heard.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableCue(pub Cue);

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

/// What the sound thread says, once: no sound device is normal (a server,
/// CI), a mod's file not used or a device failing is worth a warning.
fn log_notes(sounds: Option<Res<Sounds>>) {
    for note in sounds.iter().flat_map(|s| s.0.notes()) {
        match note {
            SoundNote::Silent(_) => info!("{note}"),
            _ => warn!("{note}"),
        }
    }
}

/// M mutes and unmutes (not while typing in a text field).
fn mute_key(keys: Keys, mut settings: ResMut<Settings>) {
    if keys.pressed(KeyAction::Mute) {
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

/// Hears what changed on the table on the map since the last frame (see
/// `crate::sound::Listener`): a tile put down, a figure put on it, each
/// scoring as the `Score` phase shows it, each happening as its banner
/// shows it, and "your turn" when a person at this computer is to move
/// after another seat.
fn hear_the_table(
    active: Shown,
    table: TableNow,
    mut confirmed: MessageReader<TurnConfirmed>,
    mut listener: Local<Listener>,
    mut heard: MessageWriter<TableCue>,
) {
    let laid: Vec<Move> = confirmed
        .read()
        .filter(|c| c.game == active.id)
        .map(|c| c.mv)
        .collect();
    let phase = table.phase.map(|p| *p.get());
    let game = active.game();
    let to_move = game.current_player();
    let begins = *table.screen.get() == Screen::Playing && phase == Some(TurnPhase::Place);
    let display = &table.display;
    let scoring = active
        .last_report
        .as_ref()
        .filter(|_| phase == Some(TurnPhase::Score))
        .map(|report| {
            let event = report.events.clone().nth(display.showing);
            (
                display.round,
                display.showing,
                event.and_then(|i| game.events().get(i)),
            )
        });
    let moment = TableMoment {
        game: active.id,
        confirmed: &laid,
        tentative: active.tentative_placement(),
        figure: active.chosen_figure(),
        turn: begins.then(|| (to_move, active.seats()[to_move].kind == SeatKind::Here)),
        scoring,
        told: table.news.showing().map(|n| (n.number, &n.happening)),
    };
    heard.write_batch(listener.hear(&moment).into_iter().map(TableCue));
}

/// Plays each cue heard on the sound thread.
fn play_cues(sounds: Option<Res<Sounds>>, mut heard: MessageReader<TableCue>) {
    for TableCue(cue) in heard.read() {
        if let Some(sounds) = &sounds {
            sounds.0.play(*cue);
        }
    }
}

/// Where the table's turn stands: the screen, the phase and the scoring shown.
#[derive(SystemParam)]
struct TableNow<'w> {
    screen: Res<'w, State<Screen>>,
    phase: Option<Res<'w, State<TurnPhase>>>,
    display: Res<'w, ScoreDisplay>,
    news: Res<'w, TableNews>,
}

fn game_over(mut heard: MessageWriter<TableCue>) {
    heard.write(TableCue(Cue::GameOver));
}

/// The sound settings where the other settings are: a volume slider and a
/// mute box. Saved when let go (the M key saves too).
pub(crate) fn sound_settings(ui: &mut egui::Ui, t: &Locale, s: &mut Settings) {
    ui.horizontal(|ui| {
        ui.label(tr!(t, "sound-label"));
        let volume = ui.add_enabled(
            !s.muted,
            egui::Slider::new(&mut s.volume, 0.0..=1.0).show_value(false),
        );
        let mute = ui
            .checkbox(&mut s.muted, tr!(t, "sound-mute"))
            .on_hover_text(tr!(t, "sound-mute-hint"));
        if volume.drag_stopped() || mute.changed() {
            s.save();
        }
    });
}
