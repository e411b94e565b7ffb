//! The field replay's panel, over the finished map beside the final scores:
//! a button to start it, then the field shown in words with the way to the
//! next one.

use crate::app::field_replay::fields::{FieldReplay, FieldsAsked, offered, replay_words};
use crate::app::language::Locale;
use crate::app::turn::active_game::{Shown, a_table_is_shown};
use crate::app::turn::phases::Screen;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        fields_panel.run_if(in_state(Screen::Final).and_then(a_table_is_shown)),
    );
}

fn fields_panel(
    mut contexts: EguiContexts,
    active: Shown,
    replay: Res<FieldReplay>,
    mut asked: MessageWriter<FieldsAsked>,
    locale: Res<Locale>,
) -> Result {
    let t = &*locale;
    if !offered(active.game()) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("field-replay".into())
        .anchor(egui::Align2::LEFT_BOTTOM, [12.0, -12.0])
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(420.0);
                match replay_words(t, &replay) {
                    None => {
                        ui.label(tr!(t, "fields-intro"));
                        if ui
                            .button(egui::RichText::new(tr!(t, "fields-title")).strong())
                            .clicked()
                        {
                            asked.write(FieldsAsked::Show);
                        }
                    }
                    Some(words) => {
                        ui.label(egui::RichText::new(words).size(16.0));
                        ui.label(egui::RichText::new(tr!(t, "fields-rule")).weak());
                        ui.horizontal(|ui| {
                            let i = replay.showing.unwrap_or(0);
                            if ui
                                .add_enabled(i > 0, egui::Button::new(tr!(t, "fields-previous")))
                                .clicked()
                            {
                                asked.write(FieldsAsked::Back);
                            }
                            if ui
                                .add_enabled(
                                    i + 1 < replay.fields.len(),
                                    egui::Button::new(tr!(t, "fields-next")),
                                )
                                .clicked()
                            {
                                asked.write(FieldsAsked::Next);
                            }
                            if ui.button(tr!(t, "close")).clicked() {
                                asked.write(FieldsAsked::Close);
                            }
                        });
                    }
                }
            });
        });
    Ok(())
}
