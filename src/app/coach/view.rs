//! The coach on the map: the tentative tile's matching edges lit, and a note
//! beside each claim marker. Shown on a coached turn and in the
//! demonstration.

use crate::app::coach::advice::{Coach, coaching, marker_notes, matching_edges};
use crate::app::map::grid::{MapOnScreen, TILE, cell_center, segment_world};
use crate::app::turn::active_game::ActiveGame;
use crate::app::turn::active_game::{Shown, a_table_is_shown};
use crate::app::turn::phases::{GameSet, Screen, TurnPhase};
use crate::rules::{EdgeKind, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sync_edge_lights.in_set(GameSet::Sync).run_if(
            in_state(Screen::Playing)
                .or_else(in_state(Screen::Tutorial))
                .and_then(a_table_is_shown),
        ),
    )
    .add_systems(
        EguiPrimaryContextPass,
        marker_notes_on_map.run_if(
            in_state(Screen::Playing)
                .or_else(in_state(Screen::Tutorial))
                .and_then(a_table_is_shown),
        ),
    );
}

#[derive(Component)]
struct EdgeLight;

/// Whether the coach speaks now: a coached turn, or the demonstration.
fn speaks(screen: &State<Screen>, coach: &Coach, active: &ActiveGame) -> bool {
    *screen.get() == Screen::Tutorial || coaching(coach, active)
}

fn edge_colour(kind: EdgeKind) -> Color {
    match kind {
        EdgeKind::City => Color::srgba(1.0, 0.62, 0.35, 1.0),
        EdgeKind::Road => Color::srgba(1.0, 1.0, 0.85, 1.0),
        EdgeKind::Field => Color::srgba(0.55, 1.0, 0.45, 1.0),
        EdgeKind::River => Color::srgba(0.45, 0.75, 1.0, 1.0),
    }
}

fn sync_edge_lights(
    mut commands: Commands,
    screen: Res<State<Screen>>,
    coach: Res<Coach>,
    active: Shown,
    phase: Option<Res<State<TurnPhase>>>,
    old: Query<Entity, With<EdgeLight>>,
) {
    let phase_changed = phase.as_ref().is_some_and(|p| p.is_changed());
    if !active.is_changed() && !phase_changed && !screen.is_changed() {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    let claiming = phase.is_some_and(|p| *p.get() == TurnPhase::Claim);
    let Some(pl) = active.tentative_placement().filter(|_| claiming) else {
        return;
    };
    if !speaks(&screen, &coach, &active) {
        return;
    }
    for (side, kind) in matching_edges(&active) {
        let out = match side {
            Side::N => Vec2::Y,
            Side::E => Vec2::X,
            Side::S => Vec2::NEG_Y,
            Side::W => Vec2::NEG_X,
        };
        let size = if out.x == 0.0 {
            Vec2::new(TILE * 0.8, 5.0)
        } else {
            Vec2::new(5.0, TILE * 0.8)
        };
        let at = cell_center(pl.pos) + out * (TILE / 2.0);
        commands.spawn((
            EdgeLight,
            DespawnOnEnter(Screen::NewGame),
            Sprite::from_color(edge_colour(kind), size),
            Transform::from_translation(at.extend(5.5)),
        ));
    }
}

/// A short note beside each claim marker: what the feature is and, when the
/// table shows values, its worth.
fn marker_notes_on_map(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    coach: Res<Coach>,
    active: Shown,
    phase: Option<Res<State<TurnPhase>>>,
    map: MapOnScreen,
    locale: Res<crate::app::language::Locale>,
) -> Result {
    let claiming = phase.is_some_and(|p| *p.get() == TurnPhase::Claim);
    if !claiming || !speaks(&screen, &coach, &active) {
        return Ok(());
    }
    let (Ok((cam, cam_t)), Ok(window), Some(preview)) = (
        map.camera.single(),
        map.window.single(),
        active.preview.as_ref(),
    ) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let to_points = window.scale_factor() / ctx.pixels_per_point();
    let on_screen = |world: Vec2| {
        cam.world_to_viewport(cam_t, world.extend(0.0))
            .ok()
            .map(|v| egui::pos2(v.x * to_points, v.y * to_points))
    };
    let Some(pl) = active.tentative_placement() else {
        return Ok(());
    };
    let centre = cell_center(pl.pos);
    let (Some(left), Some(right)) = (
        on_screen(centre - Vec2::new(TILE * 0.5, 0.0)),
        on_screen(centre + Vec2::new(TILE * 0.5, 0.0)),
    ) else {
        return Ok(());
    };
    // The notes stand in a column beside the tile, each joined to its
    // marker by a line, so none covers a marker: on the left where there is
    // room, else on the right.
    let on_left = left.x > 330.0;
    let mut notes: Vec<(egui::Pos2, String)> = marker_notes(&locale, &active)
        .into_iter()
        .filter_map(|n| {
            Some((
                on_screen(segment_world(preview, n.segment.0, n.segment.1))?,
                n.text,
            ))
        })
        .collect();
    notes.sort_by(|a, b| a.0.y.total_cmp(&b.0.y));
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("marker-note-lines"),
    ));
    let mut free_from = f32::MIN;
    for (i, (marker, text)) in notes.into_iter().enumerate() {
        let y = marker.y.max(free_from);
        free_from = y + 26.0;
        let at = if on_left {
            egui::pos2(left.x - 14.0, y)
        } else {
            egui::pos2(right.x + 14.0, y)
        };
        painter.line_segment(
            [at, marker],
            egui::Stroke::new(
                2.0,
                egui::Color32::from_rgba_unmultiplied(255, 240, 200, 230),
            ),
        );
        egui::Area::new(egui::Id::new(("marker-note", i)))
            .fixed_pos(at)
            .pivot(if on_left {
                egui::Align2::RIGHT_CENTER
            } else {
                egui::Align2::LEFT_CENTER
            })
            .interactable(false)
            .show(ctx, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                egui::Frame::popup(ui.style())
                    .inner_margin(egui::Margin::symmetric(5, 2))
                    .show(ui, |ui| {
                        ui.label(egui::RichText::new(text).size(12.5));
                    });
            });
    }
    Ok(())
}
