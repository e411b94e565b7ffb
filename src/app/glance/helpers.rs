//! Which map helpers are on (T, O, dead cells, last move), and where the map's camera looks.

use crate::app::keymap::{KeyAction, Keys};
use crate::app::map::grid::{MapCamera, TILE, cell_center};
use crate::app::state::LookAtLastMove;
use crate::app::state::{FitMap, MapArea};
use crate::app::turn::active_game::Shown;
use crate::app::turn::setup::HelperLevel;
use crate::rules::Pos;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// Which of the helpers the players have turned on.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Glance {
    /// The tiles-left panel is open (T, or its button on the scoreboard).
    pub tiles_left: bool,
    /// Open features are outlined with their holders and values (O).
    pub open_features: bool,
}

/// Whether the table sees the map helpers at all (not at a purist table).
pub const fn helpers_on(level: HelperLevel) -> bool {
    level.shows_map_helpers()
}

/// T opens and closes the tiles left, O the open features.
pub(super) fn toggle_keys(keys: Keys, active: Shown, mut glance: ResMut<Glance>) {
    if !helpers_on(active.helpers) {
        return;
    }
    if keys.pressed(KeyAction::TilesLeft) {
        glance.tiles_left = !glance.tiles_left;
    }
    if keys.pressed(KeyAction::OpenFeatures) {
        glance.open_features = !glance.open_features;
    }
}

/// The helpers' buttons on the scoreboard, when the table sees helpers.
pub fn helper_buttons(
    ui: &mut bevy_egui::egui::Ui,
    t: &crate::i18n::Localizer,
    glance: &mut Glance,
    level: HelperLevel,
) {
    if !helpers_on(level) {
        return;
    }
    ui.horizontal(|ui| {
        ui.toggle_value(&mut glance.tiles_left, crate::tr!(t, "helper-tiles-left"));
        ui.toggle_value(
            &mut glance.open_features,
            crate::tr!(t, "helper-open-features"),
        );
    });
}

/// Whether `cell` lies wholly in the part of the window the map shows (left
/// of the scoreboard), for a camera at `camera` zoomed to `scale` in a
/// window of `window` logical pixels.
pub fn in_view(cell: Pos, camera: Vec2, scale: f32, window: Vec2) -> bool {
    in_view_of(&MapArea::default(), cell, camera, scale, window)
}

/// Whether `cell` lies wholly in the free part `area` of the window.
pub fn in_view_of(area: &MapArea, cell: Pos, camera: Vec2, scale: f32, window: Vec2) -> bool {
    let centre = cell_center(cell);
    let half = Vec2::splat(TILE / 2.0);
    let shown = area.world_rect(camera, scale, window);
    shown.contains(centre - half) && shown.contains(centre + half)
}

/// Where the camera goes to show `cell` in the middle of the map's part of
/// the window at `scale` (left of the scoreboard).
pub fn camera_on(cell: Pos, scale: f32) -> Vec2 {
    // The window's size does not matter with the scoreboard on the right.
    let window = Vec2::new(1280.0, 800.0);
    MapArea::default().camera_for(cell_center(cell), scale, window)
}

pub(super) fn look_at_last_move(
    mut looks: MessageReader<LookAtLastMove>,
    active: Shown,
    window: Query<&Window, With<PrimaryWindow>>,
    mut camera: Query<(&mut Transform, &Projection), With<MapCamera>>,
    mut fit: MessageWriter<FitMap>,
    area: Option<Res<MapArea>>,
) {
    let area = area.map(|a| *a).unwrap_or_default();
    if looks.read().count() == 0 {
        return;
    }
    let last = active
        .shown()
        .tiles()
        .iter()
        .rev()
        .find(|t| t.placed_by.is_some());
    let (Some(last), Ok(window), Ok((mut t, projection))) =
        (last, window.single(), camera.single_mut())
    else {
        fit.write(FitMap);
        return;
    };
    let scale = match projection {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    let at = t.translation.truncate();
    let window = Vec2::new(window.width(), window.height());
    if in_view_of(&area, last.pos, at, scale, window) {
        fit.write(FitMap);
    } else {
        let to = area.camera_for(cell_center(last.pos), scale, window);
        t.translation.x = to.x;
        t.translation.y = to.y;
    }
}
