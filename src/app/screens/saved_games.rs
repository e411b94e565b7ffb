//! The new-game screen's saved games: a section with each named save's
//! name, players, how far it went and when it was saved, a button to load
//! it, and the folder the list is read from.

use crate::app::language::Locale;
use crate::app::saves::{SaveRequest, Saves};
use crate::app::ui::theme::{display, notice_colour};
use crate::i18n::{Localizer, key};
use crate::saves::SavedGame;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui;
use std::time::{Duration, SystemTime};

/// The section's rows in view before the list scrolls.
const ROWS_SHOWN: f32 = 5.0;

/// The saved games as a section of the page: a heading and the folder they
/// are read from, then one row a save, newest first: load, its name, its
/// players and moves, and when. Without saves, the folder they go to.
pub(super) fn saved_games(
    ui: &mut egui::Ui,
    t: &Locale,
    saves: &Saves,
    requests: &mut MessageWriter<SaveRequest>,
) {
    let folder = crate::saves::saves_dir()
        .map(|d| d.display().to_string())
        .unwrap_or_default();
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(tr!(t, "saved-games")).font(display(22.0)));
        ui.add_space(12.0);
        let place = if saves.named.is_empty() {
            tr!(t, "saved-games-none", folder = folder.as_str())
        } else {
            tr!(t, "saved-games-folder", folder = folder.as_str())
        };
        ui.label(egui::RichText::new(place).weak());
    });
    if let Some(msg) = &saves.message {
        ui.colored_label(notice_colour(ui), msg.words(t));
    }
    if saves.named.is_empty() {
        return;
    }
    let row = ui.spacing().interact_size.y + 8.0;
    let now = SystemTime::now();
    egui::ScrollArea::vertical()
        .id_salt("saved-games")
        .max_height(row * ROWS_SHOWN)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            egui::Grid::new("saved-games-grid")
                .num_columns(4)
                .striped(true)
                .spacing([18.0, 8.0])
                .show(ui, |ui| {
                    for save in &saves.named {
                        if ui.button(tr!(t, "load")).clicked() {
                            requests.write(SaveRequest::Load(save.name.clone()));
                        }
                        ui.label(egui::RichText::new(&save.name).strong());
                        ui.label(save_summary_words(t, save));
                        let when = save
                            .saved
                            .map(|s| now.duration_since(s).unwrap_or_default());
                        ui.label(
                            egui::RichText::new(
                                when.map_or_else(String::new, |w| save_age_words(t, w)),
                            )
                            .weak(),
                        );
                        ui.end_row();
                    }
                });
        });
}

/// Who plays a save and how far it went: "Ann, Bo after 12 moves", "Ann, Bo:
/// game over", or that the file does not read as a game.
pub fn save_summary_words(t: &Localizer, save: &SavedGame) -> String {
    let Some(summary) = &save.summary else {
        return tr!(t, "saved-game-unreadable");
    };
    let players = summary.players.join(", ");
    if summary.finished {
        tr!(t, "saved-game-over", players = players)
    } else {
        tr!(
            t,
            "autosave-description",
            players = players,
            count = summary.moves
        )
    }
}

/// How long ago a save was written, in the largest whole unit: "just now",
/// "5 minutes ago", "3 hours ago", "2 days ago", "6 weeks ago".
pub fn save_age_words(t: &Localizer, age: Duration) -> String {
    let minutes = age.as_secs() / 60;
    let (unit, count) = match minutes {
        0 => return tr!(t, "save-age-now"),
        1..60 => (key("save-age-minutes"), minutes),
        60..1440 => (key("save-age-hours"), minutes / 60),
        1440..20160 => (key("save-age-days"), minutes / 1440),
        _ => (key("save-age-weeks"), minutes / 10080),
    };
    tr!(t, unit, count = count)
}
