//! Widgets every screen draws with: player colours and swatches, the
//! full-window layer a screen draws on, banners. No state of their own.

use crate::ai::review::Mark;
use crate::app::settings::Settings;
use crate::art::PlayerColour;
use bevy::prelude::{Rect, Vec2};
use bevy_egui::egui;

pub mod theme;

/// The colour of a mark: the worse, the warmer.
pub fn mark_colour(mark: Option<Mark>) -> egui::Color32 {
    match mark {
        Some(Mark::Blunder) => egui::Color32::from_rgb(200, 40, 30),
        Some(Mark::Mistake) => egui::Color32::from_rgb(210, 110, 20),
        Some(Mark::Inaccuracy) => egui::Color32::from_rgb(180, 150, 20),
        None => egui::Color32::GRAY,
    }
}

pub fn colour32(c: PlayerColour) -> egui::Color32 {
    let [r, g, b] = c.rgb();
    egui::Color32::from_rgb(r, g, b)
}

/// Whether two of these colours are hard to tell apart for a colour-blind
/// player (red–green above all): their difference all but vanishes under a
/// simulated deuteranopia or protanopia.
pub fn colours_confusable(colours: &[PlayerColour]) -> bool {
    // Machado et al. (2009) matrices at full severity, on linear-ish RGB.
    const DEUTAN: [[f32; 3]; 3] = [
        [0.367, 0.861, -0.228],
        [0.280, 0.673, 0.047],
        [-0.012, 0.043, 0.969],
    ];
    const PROTAN: [[f32; 3]; 3] = [
        [0.152, 1.053, -0.205],
        [0.115, 0.786, 0.099],
        [-0.004, -0.048, 1.052],
    ];
    let seen = |c: PlayerColour, m: &[[f32; 3]; 3]| {
        let v = c.rgb().map(|x| f32::from(x) / 255.0);
        m.map(|row| row[0] * v[0] + row[1] * v[1] + row[2] * v[2])
    };
    colours.iter().enumerate().any(|(i, &a)| {
        colours[i + 1..].iter().any(|&b| {
            [&DEUTAN, &PROTAN].iter().any(|m| {
                let (x, y) = (seen(a, m), seen(b, m));
                let d = (0..3).map(|k| (x[k] - y[k]).powi(2)).sum::<f32>().sqrt();
                d < 0.2
            })
        })
    })
}

/// Whether players are marked by their initial as well as their colour.
pub fn marks_on(settings: &Settings, colours: &[PlayerColour]) -> bool {
    settings
        .player_marks
        .unwrap_or_else(|| colours_confusable(colours))
}

/// A player's colour swatch, with a rim that stands out from the panel (light
/// on the dark look, so dark colours read; ink on parchment, so yellow
/// reads) and, when marks are on, their initial.
pub fn swatch(ui: &mut egui::Ui, c: PlayerColour, initial: Option<char>) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
    ui.painter().rect_filled(rect, 3.0, colour32(c));
    ui.painter().rect_stroke(
        rect,
        3.0,
        egui::Stroke::new(1.5, rim_colour(ui)),
        egui::StrokeKind::Inside,
    );
    if let Some(letter) = initial {
        let [r, g, b] = c.rgb().map(f32::from);
        let light = (0.299 * r + 0.587 * g + 0.114 * b) > 140.0;
        ui.painter().text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            letter.to_string(),
            egui::FontId::proportional(12.0),
            if light {
                egui::Color32::BLACK
            } else {
                egui::Color32::WHITE
            },
        );
    }
}

/// The rim around a player's colour on this panel: light on the dark look,
/// ink on parchment.
pub fn rim_colour(ui: &egui::Ui) -> egui::Color32 {
    if ui.visuals().dark_mode {
        egui::Color32::from_gray(225)
    } else {
        theme::palette::INK
    }
}

/// What `root` has left after a screen's panels: the map's part of the
/// window, as fractions of the window.
pub fn free_fraction(root: &egui::Ui) -> Rect {
    let window = root.ctx().viewport_rect();
    let free = root.available_rect_before_wrap();
    let at = |p: egui::Pos2| {
        Vec2::new(
            (p.x - window.min.x) / window.width().max(1.0),
            (p.y - window.min.y) / window.height().max(1.0),
        )
    };
    Rect::from_corners(at(free.min), at(free.max))
}

/// `font` shrunk so that `text` on one line takes at most `room` points
/// (never below 12, nor above its own size): for a title or button whose
/// words are long in some languages, rather than breaking it in two or
/// running it under its neighbour.
pub fn fitted(ui: &egui::Ui, text: &str, mut font: egui::FontId, room: f32) -> egui::FontId {
    let wide = ui.fonts_mut(|f| {
        f.layout_no_wrap(text.to_string(), font.clone(), egui::Color32::PLACEHOLDER)
            .size()
            .x
    });
    if wide > room {
        font.size = (font.size * room.max(0.0) / wide).max(font.size.min(12.0));
    }
    font
}

/// The full-window background layer a screen draws its panels on.
pub fn root_ui(ctx: &egui::Context, id: &'static str) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// A banner near the top of the map, one line of large text.
pub fn banner(
    ctx: &egui::Context,
    id: &'static str,
    offset_y: f32,
    rim: Option<egui::Color32>,
    text: String,
) {
    egui::Area::new(id.into())
        .anchor(egui::Align2::CENTER_TOP, [-170.0, offset_y])
        .interactable(false)
        .show(ctx, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            let mut frame = egui::Frame::popup(ui.style());
            if let Some(c) = rim {
                frame = frame.stroke(egui::Stroke::new(3.0, c));
            }
            frame.show(ui, |ui| {
                ui.label(
                    egui::RichText::new(text)
                        .font(theme::display(21.0))
                        .strong(),
                );
            });
        });
}
