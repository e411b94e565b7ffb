//! "Save as" on the scoreboard and the final screen: a name to type, the
//! button that saves under it, and what saving last said.

use crate::app::saves::{SaveRequest, Saves};
use crate::i18n::Localizer;
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

/// What "Save as" needs: the name typed (kept from frame to frame), the
/// saves and their last word, and where the request goes.
#[derive(SystemParam)]
pub(super) struct SaveAs<'w, 's> {
    requests: MessageWriter<'w, SaveRequest>,
    saves: Option<Res<'w, Saves>>,
    name: Local<'s, String>,
}

impl SaveAs<'_, '_> {
    /// The name field, `width` points wide, and the button, in the row the
    /// caller lays out.
    pub(super) fn field_and_button(&mut self, ui: &mut egui::Ui, t: &Localizer, width: f32) {
        ui.add(
            egui::TextEdit::singleline(&mut *self.name)
                .desired_width(width)
                .hint_text(tr!(t, "save-name-hint")),
        );
        if ui.button(tr!(t, "save-as")).clicked() {
            self.requests.write(SaveRequest::SaveAs(self.name.clone()));
        }
    }

    /// What saving or loading last said, if anything.
    pub(super) fn note(&self, ui: &mut egui::Ui, t: &Localizer) {
        if let Some(msg) = self.saves.as_ref().and_then(|s| s.message.as_ref()) {
            ui.label(msg.words(t));
        }
    }
}
