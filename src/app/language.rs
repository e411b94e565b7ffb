//! The language the window speaks: the chosen code, its loaded messages
//! (see `crate::i18n`), switching at once when a player picks another, and
//! the translation problems sent to the log.

use crate::app::settings::Settings;
use crate::i18n::{Localizer, choose_language, offered, own_name, system_languages};
use bevy::prelude::*;
use bevy_egui::egui;
use std::sync::Arc;

/// The language chosen (a code of [`crate::i18n::offered`]). Changing it
/// reloads [`Locale`] before the next frame's screens are drawn.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Language(pub String);

/// The chosen language's messages, looked up with `tr!(locale, "key", ...)`.
#[derive(Resource, Clone, Debug)]
pub struct Locale {
    /// The code asked for (an unknown one plays English).
    asked: String,
    words: Arc<Localizer>,
}

impl Locale {
    /// The messages of `code`, with the override folders' files.
    pub fn load(code: &str) -> Locale {
        Locale {
            asked: code.to_string(),
            words: Arc::new(Localizer::load(code, &crate::assets_dir::override_dirs())),
        }
    }
}

impl std::ops::Deref for Locale {
    type Target = Localizer;
    fn deref(&self) -> &Localizer {
        &self.words
    }
}

/// The language of this run when none is given: the one remembered, else
/// the system's, else English.
pub fn starting_language(cli: Option<&str>, settings: Option<&Settings>) -> Language {
    let remembered = settings.and_then(|s| s.language.as_deref());
    Language(choose_language(cli, remembered, &system_languages()))
}

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<Language>() {
        let language = starting_language(None, app.world().get_resource::<Settings>());
        app.insert_resource(language);
    }
    let code = app.world().resource::<Language>().0.clone();
    app.insert_resource(Locale::load(&code))
        .add_systems(First, (follow_language, log_problems).chain());
}

/// Reloads the messages when the language changes.
fn follow_language(language: Res<Language>, mut locale: ResMut<Locale>) {
    if language.0 != locale.asked {
        *locale = Locale::load(&language.0);
    }
}

/// Missing or broken translations, each once.
fn log_problems(locale: Res<Locale>) {
    for problem in locale.take_problems() {
        warn!("{problem}");
    }
}

/// Whether the pseudo-language is offered (dev builds).
pub fn dev_languages() -> bool {
    cfg!(debug_assertions) || cfg!(feature = "dev")
}

/// The languages offered, each by its own name, the chosen one shown: a
/// choice applies on the next frame and is remembered in the settings.
pub fn language_choice(
    ui: &mut egui::Ui,
    language: &mut Language,
    settings: &mut Settings,
) -> egui::Response {
    let shown = own_name(&language.0).unwrap_or(crate::i18n::ENGLISH);
    egui::ComboBox::from_id_salt("language")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            for l in offered(dev_languages()) {
                if ui
                    .selectable_label(language.0 == l.code, l.own_name)
                    .clicked()
                    && language.0 != l.code
                {
                    language.0 = l.code.to_string();
                    settings.language = Some(l.code.to_string());
                    settings.save();
                }
            }
        })
        .response
}
