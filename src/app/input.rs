//! The mouse: pointer position to map cell and traced feature, clicks to
//! `TurnInput` messages, and camera pan / zoom / fit. Input over egui
//! panels never reaches the map. The keys are `keyboard`'s.

use super::state::MapArea;
use crate::app::map::grid::{Hover, MapCamera, TILE, cell_center, segment_under, world_to_cell};
use crate::app::map::markers::SpotMarker;
use crate::app::turn::active_game::{Shown, a_table_is_shown};
use crate::app::turn::messages::TurnInput;
use crate::app::turn::phases::{GameSet, Screen, TurnPhase};
use crate::rules::Placement;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::egui_wants_any_pointer_input;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DragState>()
        .add_message::<FitMap>()
        .add_systems(
            PreUpdate,
            track_pointer
                .run_if(a_table_is_shown)
                .in_set(InputSet::Pointer),
        )
        .add_systems(OnEnter(Screen::Playing), fit_resumed_game)
        // The final screen opens with the whole map in its free area.
        .add_systems(OnEnter(Screen::Final), |mut fit: MessageWriter<FitMap>| {
            fit.write(FitMap);
        })
        .add_systems(
            Update,
            (
                (
                    pan_and_zoom,
                    click_map.run_if(
                        super::computer::person_to_move.and_then(not(in_state(Screen::Final))),
                    ),
                )
                    .chain()
                    .run_if(
                        in_state(Screen::Playing)
                            .or_else(in_state(Screen::Tutorial))
                            .or_else(in_state(Screen::Final))
                            .and_then(not(egui_wants_any_pointer_input)),
                    ),
                fit_map,
            )
                .in_set(GameSet::Input),
        );
}

pub use super::state::FitMap;
use super::state::InputSet;

#[derive(Resource, Default)]
struct DragState {
    pressed_at: Option<Vec2>,
    dragging: bool,
}

pub(super) fn track_pointer(
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform), With<MapCamera>>,
    active: Shown,
    spots: Query<(&SpotMarker, &GlobalTransform)>,
    wants: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut hover: ResMut<Hover>,
) {
    let over_ui = wants.is_some_and(|w| w.wants_any_pointer_input());
    let world = (!over_ui)
        .then(|| {
            let window = window.single().ok()?;
            let (cam, cam_t) = camera.single().ok()?;
            let cursor = window.cursor_position()?;
            cam.viewport_to_world_2d(cam_t, cursor).ok()
        })
        .flatten();
    let mut next = Hover {
        world,
        cell: world.map(world_to_cell),
        ..default()
    };
    if let Some(world) = world {
        next.spot = spots
            .iter()
            .find(|(_, t)| t.translation().truncate().distance(world) < TILE * 0.15)
            .and_then(|(m, _)| m.0.first().copied());
        // While a tile lies tentatively, the map is traced as it will be.
        let traced = active.traced();
        next.segment = segment_under(traced, world);
        next.feature = next.segment.map(|(t, l)| traced.feature_of(t, l));
    }
    if *hover != next {
        *hover = next;
    }
}

fn pan_and_zoom(
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut camera: Query<
        (&Camera, &GlobalTransform, &mut Transform, &mut Projection),
        With<MapCamera>,
    >,
    mut drag: ResMut<DragState>,
) {
    let Ok(window) = window.single() else {
        return;
    };
    let Ok((cam, cam_gt, mut cam_t, mut projection)) = camera.single_mut() else {
        return;
    };
    let Projection::Orthographic(ortho) = &mut *projection else {
        return;
    };
    let cursor = window.cursor_position();
    if buttons.just_pressed(MouseButton::Left) || buttons.just_pressed(MouseButton::Middle) {
        drag.pressed_at = cursor;
        drag.dragging = false;
    }
    let held = buttons.pressed(MouseButton::Left) || buttons.pressed(MouseButton::Middle);
    if held && let (Some(start), Some(now)) = (drag.pressed_at, cursor) {
        if start.distance(now) > 6.0 {
            drag.dragging = true;
        }
        if drag.dragging {
            // Screen y grows down, world y up.
            let d = motion.delta * ortho.scale;
            cam_t.translation.x -= d.x;
            cam_t.translation.y += d.y;
        }
    }
    let lines = match scroll.unit {
        MouseScrollUnit::Line => scroll.delta.y,
        MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
    };
    if lines != 0.0 {
        let old = ortho.scale;
        let new = (old * 0.85f32.powf(lines)).clamp(0.15, 8.0);
        // Keep the world point under the pointer where it is.
        if let Some(c) = cursor
            && let Ok(p) = cam.viewport_to_world_2d(cam_gt, c)
        {
            let cam_pos = cam_t.translation.truncate();
            let moved = p - (p - cam_pos) * (new / old);
            cam_t.translation.x = moved.x;
            cam_t.translation.y = moved.y;
        }
        ortho.scale = new;
    }
}

fn click_map(
    buttons: Res<ButtonInput<MouseButton>>,
    drag: Res<DragState>,
    hover: Res<Hover>,
    active: Shown,
    phase: Res<State<TurnPhase>>,
    mut input: MessageWriter<TurnInput>,
) {
    let phase = *phase.get();
    if buttons.just_pressed(MouseButton::Right) {
        input.write(TurnInput::Rotate(hover.cell));
    }
    if !buttons.just_released(MouseButton::Left) || drag.dragging || hover.spot.is_some() {
        return;
    }
    if phase == TurnPhase::Score {
        input.write(TurnInput::ContinueScoring);
        return;
    }
    let Some(cell) = hover.cell else {
        return;
    };
    if !matches!(phase, TurnPhase::Place | TurnPhase::Claim)
        || active.tentative_placement().map(|p| p.pos) == Some(cell)
    {
        return;
    }
    if !active.beside_map(cell) {
        return;
    }
    // Where the tile fits in no orientation (or, at a purist table, where it
    // is tried as held) the rules refuse it and say why.
    let placement = active.hand_placement(cell).unwrap_or(Placement {
        pos: cell,
        rotation: active.hand_rotation,
    });
    input.write(TurnInput::PlaceTile(placement));
}

/// A resumed game opens with its whole map in view.
fn fit_resumed_game(active: Option<Shown>, mut fit: MessageWriter<FitMap>) {
    if active.is_some_and(|a| a.game().tiles().len() > 1) {
        fit.write(FitMap);
    }
}

/// Centres the camera on the map and zooms so every tile is in the part of
/// the window the panels leave free.
fn fit_map(
    mut fits: MessageReader<FitMap>,
    active: Option<Shown>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut camera: Query<(&mut Transform, &mut Projection), With<MapCamera>>,
    area: Option<Res<MapArea>>,
    mut asked_at: Local<Option<u64>>,
) {
    if fits.read().count() > 0 {
        *asked_at = Some(area.as_ref().map_or(0, |a| a.measured));
    }
    let Some(asked) = *asked_at else {
        return;
    };
    // In the window, wait until the screen has measured its panels since the
    // fit was asked for (entering a screen asks before it first draws).
    if let Some(area) = &area
        && area.measured <= asked
    {
        return;
    }
    *asked_at = None;
    let area = area.map(|a| *a).unwrap_or_default();
    let (Some(active), Ok(window), Ok((mut t, mut p))) =
        (active, window.single(), camera.single_mut())
    else {
        return;
    };
    let mut min = Vec2::splat(f32::MAX);
    let mut max = Vec2::splat(f32::MIN);
    for tile in active.shown().tiles() {
        let c = cell_center(tile.pos);
        min = min.min(c);
        max = max.max(c);
    }
    // Room all round for the frontier cells and a tile laid there.
    let size = max - min + Vec2::splat(4.0 * TILE);
    let centre = (min + max) / 2.0;
    let window = Vec2::new(window.width(), window.height());
    let view = area.free_in(window).size().max(Vec2::splat(200.0));
    let scale = (size.x / view.x).max(size.y / view.y).clamp(0.15, 8.0);
    let at = area.camera_for(centre, scale, window);
    t.translation.x = at.x;
    t.translation.y = at.y;
    if let Projection::Orthographic(o) = &mut *p {
        o.scale = scale;
    }
}
