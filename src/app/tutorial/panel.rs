//! The demonstration's panel beside the map: the step and its sentence, the
//! two players' followers and points, the tile in hand, what to do, what the
//! rules and the step said of the last move, and Back / Next / Leave; its
//! result as a banner over the map.

use crate::app::art_assets::ArtAssets;
use crate::app::language::Locale;
use crate::app::map::pointed::PointedOut;
use crate::app::screens::scoreboard::{claim_controls, follower_dots};
use crate::app::state::HowToPlay;
use crate::app::state::MapArea;
use crate::app::turn::active_game::ActiveGame;
use crate::app::turn::active_game::{Shown, a_table_is_shown};
use crate::app::turn::messages::TurnInput;
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::app::tutorial::lesson::{Lesson, LessonView, Said, lesson_view};
use crate::app::ui::{banner, colour32, root_ui, swatch};
use crate::app::words::game::tile_words;
use crate::i18n::Localizer;
use crate::tr;
use bevy::ecs::system::SystemParam;
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

/// What the demonstration's panel reads and where its buttons go.
#[derive(SystemParam)]
struct LessonPanel<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    lesson: Res<'w, Lesson>,
    active: Shown<'w, 's>,
    pointed: Res<'w, PointedOut>,
    phase: Res<'w, State<TurnPhase>>,
    art: Option<Res<'w, ArtAssets>>,
    input: MessageWriter<'w, TurnInput>,
    asked: MessageWriter<'w, HowToPlay>,
    map_area: ResMut<'w, MapArea>,
    locale: Res<'w, Locale>,
}

fn lesson_panel(panel: LessonPanel) -> Result {
    let LessonPanel {
        mut contexts,
        lesson,
        active,
        pointed,
        phase,
        art,
        mut input,
        mut asked,
        mut map_area,
        locale,
    } = panel;
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
                players(ui, t, &active);
                ui.separator();
                if let (Some(tex), Some(todo)) = (drawn_tex, &view.todo) {
                    tile_in_hand(ui, t, &active, tex, &mut input);
                    ui.label(egui::RichText::new(todo).color(GOLD).size(15.5));
                }
                if phase == TurnPhase::Claim {
                    claim_controls(ui, t, &active, &mut input);
                }
                what_was_said(ui, t, &view);
                ui.separator();
                steps(ui, t, &lesson, &view, &mut asked);
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

/// The two players: colour, name, followers and points.
fn players(ui: &mut egui::Ui, t: &Localizer, active: &ActiveGame) {
    for (seat, p) in active.seats().iter().zip(active.game().players()) {
        ui.horizontal(|ui| {
            swatch(ui, seat.colour, None);
            ui.label(egui::RichText::new(&seat.name).size(16.0));
            follower_dots(ui, t, p, colour32(seat.colour));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.label(egui::RichText::new(p.score.to_string()).size(18.0).strong());
            });
        });
    }
}

/// The learner's tile, turned as held, in words, and the button that turns it.
fn tile_in_hand(
    ui: &mut egui::Ui,
    t: &Localizer,
    active: &ActiveGame,
    tex: egui::TextureId,
    input: &mut MessageWriter<TurnInput>,
) {
    let Some(tile) = active.drawn() else {
        return;
    };
    let rot = active
        .tentative_placement()
        .map_or(active.hand_rotation, |p| p.rotation);
    ui.horizontal(|ui| {
        ui.add(
            egui::Image::new(egui::load::SizedTexture::new(tex, [80.0, 80.0])).rotate(
                rot.quarter_turns() as f32 * std::f32::consts::FRAC_PI_2,
                egui::Vec2::splat(0.5),
            ),
        );
        ui.vertical(|ui| {
            ui.label(tr!(
                t,
                "tutorial-your-tile",
                tile = tile_words(t, active.game().tile_type(tile))
            ));
            if ui.button(tr!(t, "turn-tile")).clicked() {
                input.write(TurnInput::Rotate(None));
            }
        });
    });
}

/// What the rules and the step said of the last move, its result, and the
/// feature pointed out.
fn what_was_said(ui: &mut egui::Ui, t: &Localizer, view: &LessonView) {
    if let Some(e) = &view.refused_by_rules {
        ui.colored_label(
            REFUSED,
            tr!(t, "tutorial-refused-by-rules", why = e.as_str()),
        );
    }
    match &view.said {
        Some(Said::Refused(why)) => {
            ui.colored_label(REFUSED, tr!(t, "tutorial-taken-back", why = why.as_str()));
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
}

/// Back, try again, next (or finish), and leave.
fn steps(
    ui: &mut egui::Ui,
    t: &Localizer,
    lesson: &Lesson,
    view: &LessonView,
    asked: &mut MessageWriter<HowToPlay>,
) {
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
}
