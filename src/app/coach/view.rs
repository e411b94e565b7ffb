//! The coach on the map: the tentative tile's matching edges lit, and a note
//! beside each claim marker. Shown on a coached turn and in the
//! demonstration.

use super::{Coach, coaching, marker_notes, matching_edges};
use crate::app::map::{MapCamera, TILE, cell_center, segment_world};
use crate::app::turn::{ActiveGame, GameSet, Screen, TurnPhase};
use crate::rules::{EdgeKind, Side};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sync_edge_lights.in_set(GameSet::Sync).run_if(
            in_state(Screen::Playing)
                .or_else(in_state(Screen::Tutorial))
                .and_then(resource_exists::<ActiveGame>),
        ),
    )
    .add_systems(
        EguiPrimaryContextPass,
        marker_notes_on_map.run_if(
            in_state(Screen::Playing)
                .or_else(in_state(Screen::Tutorial))
                .and_then(resource_exists::<ActiveGame>),
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
    active: Res<ActiveGame>,
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
    let Some(pl) = active.tentative.filter(|_| claiming) else {
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
            Vec2::new(TILE * 0.84, 7.0)
        } else {
            Vec2::new(7.0, TILE * 0.84)
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

/// A short note under each claim marker: what the feature is and, when the
/// table shows values, its worth.
fn marker_notes_on_map(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    coach: Res<Coach>,
    active: Res<ActiveGame>,
    phase: Option<Res<State<TurnPhase>>>,
    camera: Query<(&Camera, &GlobalTransform), With<MapCamera>>,
    window: Query<&Window, With<PrimaryWindow>>,
) -> Result {
    let claiming = phase.is_some_and(|p| *p.get() == TurnPhase::Claim);
    if !claiming || !speaks(&screen, &coach, &active) {
        return Ok(());
    }
    let (Ok((cam, cam_t)), Ok(window), Some(preview)) =
        (camera.single(), window.single(), active.preview.as_ref())
    else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let to_points = window.scale_factor() / ctx.pixels_per_point();
    for (i, note) in marker_notes(&active).into_iter().enumerate() {
        let (tile, local) = note.segment;
        let below = segment_world(preview, tile, local) - Vec2::new(0.0, TILE * 0.17);
        let Ok(at) = cam.world_to_viewport(cam_t, below.extend(0.0)) else {
            continue;
        };
        egui::Area::new(egui::Id::new(("marker-note", i)))
            .fixed_pos(egui::pos2(at.x * to_points, at.y * to_points))
            .pivot(egui::Align2::CENTER_TOP)
            .interactable(false)
            .show(ctx, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                egui::Frame::popup(ui.style())
                    .inner_margin(egui::Margin::symmetric(5, 2))
                    .show(ui, |ui| {
                        ui.label(egui::RichText::new(note.text).size(12.5));
                    });
            });
    }
    Ok(())
}
