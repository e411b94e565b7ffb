//! Dead cells: empty cells next to the map whose edges no remaining tile can
//! ever match get a mark of their own, and a traced feature that needs one
//! says it can no longer be completed. Updated with every turn.

use crate::app::glance::helpers::helpers_on;
use crate::app::map::grid::{TILE, cell_center};
use crate::app::turn::active_game::Shown;
use crate::app::turn::phases::Screen;
use crate::rules::Pos;
use bevy::prelude::*;

/// The mark on a cell no remaining tile fits.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeadCellMark(pub Pos);

const Z_DEAD: f32 = 1.5;

pub(super) fn sync_dead_cells(
    mut commands: Commands,
    active: Shown,
    marks: Query<Entity, With<DeadCellMark>>,
) {
    if !active.is_changed() {
        return;
    }
    for e in &marks {
        commands.entity(e).despawn();
    }
    if !helpers_on(active.helpers) {
        return;
    }
    let cross = Color::srgba(0.78, 0.25, 0.2, 0.85);
    let bar = Vec2::new(TILE * 0.62, TILE * 0.07);
    for pos in active.game().dead_cells() {
        commands.spawn((
            DeadCellMark(pos),
            DespawnOnExit(Screen::Playing),
            Sprite::from_color(Color::srgba(0.05, 0.04, 0.04, 0.5), Vec2::splat(TILE * 0.9)),
            Transform::from_translation(cell_center(pos).extend(Z_DEAD)),
            children![
                (
                    Sprite::from_color(cross, bar),
                    Transform::from_xyz(0.0, 0.0, 0.01)
                        .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_4)),
                ),
                (
                    Sprite::from_color(cross, bar),
                    Transform::from_xyz(0.0, 0.0, 0.01)
                        .with_rotation(Quat::from_rotation_z(-std::f32::consts::FRAC_PI_4)),
                ),
            ],
        ));
    }
}
