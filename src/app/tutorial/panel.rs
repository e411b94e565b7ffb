//! The demonstration's panel beside the map: the step and its sentence, the
//! two players' followers and points, the tile in hand, what to do, what the
//! rules and the step said of the last move, and Back / Next / Leave; its
//! result as a banner over the map.

use crate::app::art_assets::ArtAssets;
use crate::app::language::Locale;
use crate::app::map::pointed::PointedOut;
use crate::app::screens::scoreboard::{claim_controls, follower_dots};
use crate::app::state::HowToPlay;
use crate::app::turn::active_game::{Shown, a_table_is_shown};
use crate::app::turn::messages::TurnInput;
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::app::tutorial::lesson::{Lesson, Said, lesson_view};
use crate::app::ui::{banner, colour32, root_ui, swatch};
use crate::app::words::game::tile_words;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        lesson_panel.run_if(
            in_state(Screen::Tutorial)
                .and_then(resource_exists::<Lesson>)
                .and_then(a_table_is_shown),
        ),
    );
}

const GOLD: egui::Color32 = egui::Color32::from_rgb(245, 205, 100);
const REFUSED: egui::Color32 = egui::Color32::from_rgb(240, 120, 95);
const ACCEPTED: egui::Color32 = egui::Color32::from_rgb(140, 215, 120);

#[allow(clippy::too_many_arguments)]
fn lesson_panel(
    mut contexts: EguiContexts,
    lesson: Res<Lesson>,
    active: Shown,
    pointed: Res<PointedOut>,
    phase: Res<State<TurnPhase>>,
    art: Option<Res<ArtAssets>>,
    mut input: MessageWriter<TurnInput>,
    mut asked: MessageWriter<HowToPlay>,
    mut map_area: ResMut<crate::app::state::MapArea>,
    locale: Res<Locale>,
) -> Result {
    let t = &*locale;
    let drawn_tex = match (&art, active.drawn()) {
        (Some(art), Some(t)) => {
            Some(contexts.add_image(EguiTextureHandle::Weak(art.tiles[t as usize].id())))
        }
        _ => None,
    };
    let ctx = contexts.ctx_mut()?;
    let view = lesson_view(t, &lesson, &active, &pointed);
    let phase = *phase.get();
    let game = active.game();
    let mut root = root_ui(ctx, "how-to-play");
    egui::Panel::right("how-to-play-panel")
        .exact_size(360.0)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.add_space(6.0);
                ui.heading(tr!(t, "tutorial-heading"));
                ui.label(egui::RichText::new(tr!(t, "tutorial-subtitle")).weak());
                ui.add_space(4.0);
                ui.label(egui::RichText::new(&view.title).size(18.0).strong());
                ui.label(egui::RichText::new(&view.sentence).size(16.0));
                ui.separator();
                for (seat, p) in active.seats().iter().zip(game.players()) {
                    ui.horizontal(|ui| {
                        swatch(ui, seat.colour, None);
                        ui.label(egui::RichText::new(&seat.name).size(16.0));
                        follower_dots(ui, t, p, colour32(seat.colour));
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            ui.label(egui::RichText::new(p.score.to_string()).size(18.0).strong());
                        });
                    });
                }
                ui.separator();
                if let (Some(tile), Some(tex), Some(todo)) = (active.drawn(), drawn_tex, &view.todo)
                {
                    let rot = active
                        .tentative_placement()
                        .map_or(active.hand_rotation, |p| p.rotation);
                    ui.horizontal(|ui| {
                        ui.add(
                            egui::Image::new(egui::load::SizedTexture::new(tex, [80.0, 80.0]))
                                .rotate(
                                    rot.quarter_turns() as f32 * std::f32::consts::FRAC_PI_2,
                                    egui::Vec2::splat(0.5),
                                ),
                        );
                        ui.vertical(|ui| {
                            ui.label(tr!(
                                t,
                                "tutorial-your-tile",
                                tile = tile_words(t, game.tile_type(tile))
                            ));
                            if ui.button(tr!(t, "turn-tile")).clicked() {
                                input.write(TurnInput::Rotate(None));
                            }
                        });
                    });
                    ui.label(egui::RichText::new(todo).color(GOLD).size(15.5));
                }
                if phase == TurnPhase::Claim {
                    claim_controls(ui, t, &active, &mut input);
                }
                if let Some(e) = &view.refused_by_rules {
                    ui.colored_label(
                        REFUSED,
                        tr!(t, "tutorial-refused-by-rules", why = e.as_str()),
                    );
                }
                match &view.said {
                    Some(Said::Refused(why)) => {
                        ui.colored_label(
                            REFUSED,
                            tr!(t, "tutorial-taken-back", why = why.as_str()),
                        );
                    }
                    Some(Said::Accepted(what)) => {
                        ui.colored_label(ACCEPTED, what);
                    }
                    None => {}
                }
                for line in &view.result {
                    ui.label(egui::RichText::new(line).strong().size(15.5));
                }
                if let Some(traced) = &view.traced {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.label(egui::RichText::new(traced).size(15.0));
                    });
                }
                ui.separator();
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(lesson.step > 0, egui::Button::new(tr!(t, "tutorial-back")))
                        .clicked()
                    {
                        asked.write(HowToPlay::Back);
                    }
                    if ui.button(tr!(t, "tutorial-try-again")).clicked() {
                        asked.write(HowToPlay::Retry);
                    }
                    let next = if view.last_step {
                        tr!(t, "tutorial-finish")
                    } else {
                        tr!(t, "tutorial-next")
                    };
                    let mut text = egui::RichText::new(next).size(17.0);
                    if lesson.done {
                        text = text.strong().color(GOLD);
                    }
                    if ui.add(egui::Button::new(text)).clicked() {
                        asked.write(HowToPlay::Next);
                    }
                });
                let back_to = if lesson.game_waiting() {
                    tr!(t, "tutorial-leave-to-game")
                } else {
                    tr!(t, "tutorial-leave-to-new-game")
                };
                if ui.button(back_to).clicked() {
                    asked.write(HowToPlay::Leave);
                }
                ui.add_space(6.0);
                ui.label(egui::RichText::new(tr!(t, "tutorial-controls")).weak());
            });
        });
    map_area.measure(crate::app::ui::free_fraction(&root));
    if lesson.done
        && let Some(line) = view.result.first()
    {
        banner(ctx, "how-to-play-result", 16.0, Some(GOLD), line.clone());
    }
    Ok(())
}
