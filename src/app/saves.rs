//! Saving in the game: an autosave after every confirmed turn, "Continue" on
//! the next launch, and named saves to load. Files are game records.

use crate::app::review::GameReview;
use crate::app::turn::active_game::{ActiveGame, PlayersGame, play_game};
use crate::app::turn::messages::{TurnConfirmed, TurnsUndone};
use crate::app::turn::phases::Screen;
use crate::app::turn::setup::{Catalog, HelperLevel};
use crate::saves::{
    SaveSummary, SavedGame, autosave_path, list_saves, load_game, read_record, saves_dir,
    write_atomically,
};
use crate::table::Seat;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveRequest>()
        // Read again each time the screen that lists them opens: a game
        // saved since, or a file put in the folder, shows.
        .add_systems(OnEnter(Screen::NewGame), scan_saves)
        .add_systems(
            Update,
            (
                // Only the players' game is saved: the demonstration's own
                // table is another entity. It hears a turn announced this
                // frame, or the next if it runs first.
                autosave,
                handle_requests,
            ),
        );
}

/// What the player asked of saves.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum SaveRequest {
    Continue,
    Load(String),
    /// Save under this name (empty: a name from the players and the move).
    SaveAs(String),
}

/// The saves on disk, for the new-game screen.
#[derive(Resource, Default, Debug)]
pub struct Saves {
    /// The unfinished autosaved game, if any: its players' names and how
    /// many moves were played.
    pub autosave: Option<(String, usize)>,
    /// Named saves, newest first.
    pub named: Vec<SavedGame>,
    /// The last message about saving or loading.
    pub message: Option<SaveNote>,
}

/// What saving or loading last said, as data (worded on screen by
/// [`SaveNote::words`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveNote {
    Saved {
        name: String,
    },
    SavedWithChart {
        name: String,
    },
    ChartFailed {
        name: String,
        file: String,
        error: String,
    },
    CannotSave {
        file: String,
        error: String,
    },
    CannotAutosave {
        file: String,
        error: String,
    },
    /// A saved game that does not load: the file and what is wrong with it
    /// (the checker's words, in English).
    CannotLoad {
        file: String,
        error: String,
    },
}

impl SaveNote {
    /// A save at `path` that does not load, from the loader's message
    /// ("<path>: <what is wrong>"): the file and the detail apart, so the
    /// sentence around them is translated.
    fn cannot_load(path: &std::path::Path, message: String) -> SaveNote {
        let file = path.display().to_string();
        let error = message
            .strip_prefix(&format!("{file}: "))
            .map_or_else(|| message.clone(), str::to_string);
        SaveNote::CannotLoad { file, error }
    }

    /// The note in the chosen language.
    pub fn words(&self, t: &crate::i18n::Localizer) -> String {
        use crate::tr;
        match self {
            SaveNote::Saved { name } => tr!(t, "saved-as", name = name.as_str()),
            SaveNote::SavedWithChart { name } => {
                tr!(t, "saved-with-chart", name = name.as_str())
            }
            SaveNote::ChartFailed { name, file, error } => tr!(
                t,
                "saved-chart-failed",
                name = name.as_str(),
                file = file.as_str(),
                error = error.as_str()
            ),
            SaveNote::CannotSave { file, error } => tr!(
                t,
                "cannot-save",
                file = file.as_str(),
                error = error.as_str()
            ),
            SaveNote::CannotAutosave { file, error } => tr!(
                t,
                "cannot-autosave",
                file = file.as_str(),
                error = error.as_str()
            ),
            SaveNote::CannotLoad { file, error } => tr!(
                t,
                "cannot-load",
                file = file.as_str(),
                error = error.as_str()
            ),
        }
    }
}

fn scan_saves(mut commands: Commands, catalog: Res<Catalog>, old: Option<Res<Saves>>) {
    // What saving or loading last said stays until it is replaced.
    let mut saves = Saves {
        message: old.and_then(|o| o.message.clone()),
        ..default()
    };
    if let Some(path) = autosave_path()
        && path.exists()
    {
        match load_game(&path, catalog.0.clone()) {
            Ok((record, game)) if !game.is_finished() => {
                saves.autosave = Some((record.players.join(", "), record.moves.len()));
            }
            Ok(_) => {}
            Err(e) => saves.message = Some(SaveNote::cannot_load(&path, e)),
        }
    }
    if let Some(dir) = saves_dir() {
        saves.named = list_saves(&dir, &catalog.0);
    }
    commands.insert_resource(saves);
}

/// Writes the autosave of the players' game when it begins (started or
/// loaded), after each turn it confirms or takes back, and when it is over.
fn autosave(
    active: Single<Ref<ActiveGame>, With<PlayersGame>>,
    mut confirmed: MessageReader<TurnConfirmed>,
    mut undone: MessageReader<TurnsUndone>,
    screen: Option<Res<State<Screen>>>,
    mut saves: Option<ResMut<Saves>>,
) {
    let id = active.id;
    let turned = confirmed.read().filter(|c| c.game == id).count() > 0;
    let taken_back = undone.read().filter(|u| u.game == id).count() > 0;
    let over = screen.is_some_and(|s| s.is_changed() && *s.get() == Screen::Final);
    if !(active.is_added() || turned || taken_back || over) {
        return;
    }
    let Some(path) = autosave_path() else {
        return;
    };
    if let Err(e) = write_atomically(&path, active.record().to_ron().as_bytes())
        && let Some(saves) = saves.as_mut()
    {
        saves.message = Some(SaveNote::CannotAutosave {
            file: path.display().to_string(),
            error: e.to_string(),
        });
    }
}

impl ActiveGame {
    /// Resumes a game from its record by replaying it, with the undo history
    /// rebuilt move by move.
    pub fn from_record(
        record: &crate::rules::record::GameRecord,
        catalog: std::sync::Arc<crate::rules::TileCatalog>,
    ) -> Result<ActiveGame, String> {
        let seats = Seat::of_record(record);
        let table =
            crate::table::Table::from_record(catalog, record, seats).map_err(|e| e.to_string())?;
        let helpers = record
            .helpers
            .as_deref()
            .and_then(HelperLevel::from_name)
            .unwrap_or_default();
        let mut active = ActiveGame::at(table, helpers, super::settings::fresh_seed());
        active
            .notices
            .push(crate::app::turn::messages::Notice::Resumed);
        Ok(active)
    }
}

/// What saving and loading need: the tile definitions, the players'
/// language (a save's default name is in their words), the players' game
/// and its review, and the screen a loaded game opens on.
#[derive(SystemParam)]
struct SaveDesk<'w, 's> {
    commands: Commands<'w, 's>,
    catalog: Res<'w, Catalog>,
    locale: Res<'w, crate::app::language::Locale>,
    active: Option<Single<'w, 's, &'static ActiveGame, With<PlayersGame>>>,
    next_screen: ResMut<'w, NextState<Screen>>,
    review: ResMut<'w, GameReview>,
}

fn handle_requests(
    mut requests: MessageReader<SaveRequest>,
    saves: Option<ResMut<Saves>>,
    mut desk: SaveDesk,
) {
    let Some(mut saves) = saves else {
        return;
    };
    for request in requests.read() {
        let path = match request {
            SaveRequest::SaveAs(typed) => {
                if let Some(active) = &desk.active
                    && let Some(dir) = saves_dir()
                {
                    let name = save_name(typed, active, &desk.locale);
                    saves.message = Some(save_as(active, &dir, name, &mut saves, &mut desk.review));
                }
                continue;
            }
            SaveRequest::Continue => autosave_path(),
            SaveRequest::Load(name) => saves_dir().map(|d| d.join(format!("{name}.ron"))),
        };
        if let Some(path) = path {
            load(&path, &mut saves, &mut desk);
        }
    }
}

/// The name a game is saved under: as typed, else the players' names and
/// the move ("Ann - Bo (Zug 12)" in the players' words), made a file name
/// on every platform.
fn save_name(typed: &str, active: &ActiveGame, locale: &crate::app::language::Locale) -> String {
    let names: Vec<&str> = active.seats().iter().map(|s| s.name.as_str()).collect();
    let name = if typed.trim().is_empty() {
        crate::tr!(
            locale,
            "save-default-name",
            names = names.join(" - "),
            number = active.moves().len()
        )
    } else {
        typed.trim().to_string()
    };
    name.chars()
        .map(|c| {
            if c.is_alphanumeric() || " -_.'()".contains(c) {
                c
            } else {
                '-'
            }
        })
        .collect()
}

/// Saves the game as `name` in `dir`; a finished game's score chart and
/// review go beside it. What saving says.
fn save_as(
    active: &ActiveGame,
    dir: &std::path::Path,
    name: String,
    saves: &mut Saves,
    review: &mut GameReview,
) -> SaveNote {
    let path = dir.join(format!("{name}.ron"));
    if let Err(e) = write_atomically(&path, active.record().to_ron().as_bytes()) {
        return SaveNote::CannotSave {
            file: path.display().to_string(),
            error: e.to_string(),
        };
    }
    saves.named.retain(|n| n.name != name);
    saves.named.insert(
        0,
        SavedGame {
            name: name.clone(),
            saved: Some(std::time::SystemTime::now()),
            summary: Some(SaveSummary {
                players: active.seats().iter().map(|s| s.name.clone()).collect(),
                moves: active.moves().len(),
                finished: active.game().is_finished(),
            }),
        },
    );
    if !active.game().is_finished() {
        return SaveNote::Saved { name };
    }
    // Its review too, now or once it is ready.
    if let Err(e) = review.saved_as(active.record(), &path) {
        warn!("{}: cannot keep the review beside it: {e}", path.display());
    }
    // A finished game's score chart goes beside its record.
    let chart = path.with_extension("png");
    match write_atomically(&chart, &super::glance::story::chart_png(active)) {
        Ok(()) => SaveNote::SavedWithChart { name },
        Err(e) => SaveNote::ChartFailed {
            name,
            file: chart.display().to_string(),
            error: e.to_string(),
        },
    }
}

/// Loads the game saved at `path` and plays it (a finished one opens on
/// the final screen, with the review kept beside it), or says why not.
fn load(path: &std::path::Path, saves: &mut Saves, desk: &mut SaveDesk) {
    let resumed = read_record(path).and_then(|record| {
        ActiveGame::from_record(&record, desk.catalog.0.clone())
            .map(|active| (active, record))
            .map_err(|e| format!("{}: {e}", path.display()))
    });
    match resumed {
        Ok((active, record)) => {
            // A finished game shows the review kept beside it at once.
            if active.game().is_finished() {
                *desk.review = GameReview::opened(record, path);
            }
            desk.next_screen.set(if active.game().is_finished() {
                Screen::Final
            } else {
                Screen::Playing
            });
            play_game(&mut desk.commands, active);
            saves.message = None;
        }
        Err(e) => saves.message = Some(SaveNote::cannot_load(path, e)),
    }
}
