//! The demonstration's marks on the map: the cells where the learner's tile
//! should go (gold), and the cell to try it first, where the rules refuse it
//! (orange). Their places on screen go to the log, for scripted clicks.

use crate::app::art_assets::ArtAssets;
use crate::app::map::grid::{MapCamera, TILE, cell_center};
use crate::app::turn::active_game::{Shown, a_table_is_shown};
use crate::app::turn::phases::{GameSet, Screen, TurnPhase};
use crate::app::tutorial::lesson::{Lesson, marked_cells};
use crate::rules::Pos;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (sync_marks, tell_where).in_set(GameSet::Sync).run_if(
            in_state(Screen::Tutorial)
                .and_then(resource_exists::<Lesson>)
                .and_then(a_table_is_shown)
                .and_then(resource_exists::<ArtAssets>),
        ),
    );
}

#[derive(Component)]
struct CellMark;

const Z_MARK: f32 = 1.5;

fn sync_marks(
    mut commands: Commands,
    lesson: Res<Lesson>,
    active: Shown,
    art: Res<ArtAssets>,
    phase: Res<State<TurnPhase>>,
    old: Query<Entity, With<CellMark>>,
) {
    if !lesson.is_changed() && !active.is_changed() && !phase.is_changed() {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    if *phase.get() != TurnPhase::Place {
        return;
    }
    let (cells, try_first) = marked_cells(&lesson, &active);
    let marks = cells
        .into_iter()
        .map(|c| (c, Color::srgba(1.0, 0.84, 0.25, 1.0), 0.9))
        .chain(try_first.map(|c| (c, Color::srgba(1.0, 0.45, 0.15, 1.0), 0.8)));
    for (cell, colour, size) in marks {
        commands.spawn((
            CellMark,
            DespawnOnExit(Screen::Tutorial),
            Sprite {
                image: art.frame.clone(),
                custom_size: Some(Vec2::splat(TILE * size)),
                color: colour,
                ..default()
            },
            Transform::from_translation(cell_center(cell).extend(Z_MARK)),
        ));
    }
}

/// A tile of a step: step, tile, moves on the map.
type TaskKey = (usize, usize, usize);

/// Logs where the marked cells are on screen once the map has been fitted
/// for a tile (for scripted clicks and screenshots).
fn tell_where(
    lesson: Res<Lesson>,
    active: Shown,
    camera: Query<(&Camera, &GlobalTransform), With<MapCamera>>,
    mut since: Local<(Option<TaskKey>, u32)>,
) {
    let key = Some((lesson.step, lesson.task, active.moves().len()));
    if since.0 != key {
        *since = (key, 0);
    }
    since.1 += 1;
    if since.1 != 10 {
        return;
    }
    let Ok((cam, cam_t)) = camera.single() else {
        return;
    };
    let (cells, try_first) = marked_cells(&lesson, &active);
    let on_screen = |p: Pos| {
        cam.world_to_viewport(cam_t, cell_center(p).extend(0.0))
            .map(|v| format!("{p} at {:.0} {:.0}", v.x, v.y))
            .unwrap_or_default()
    };
    let cells: Vec<String> = cells.into_iter().map(on_screen).collect();
    info!(
        "how to play, step {} tile {}: lay at {}{}",
        lesson.step + 1,
        lesson.task + 1,
        cells.join(", "),
        try_first
            .map(|p| format!("; try first {}", on_screen(p)))
            .unwrap_or_default()
    );
}
