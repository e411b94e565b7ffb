//! The mouse: pointer position to map cell and traced feature, clicks to
//! `TurnInput` messages, and camera pan / zoom / fit. Input over the
//! screens' panels and windows never reaches the map. The keys are
//! `keyboard`'s.

use super::state::{MAX_ZOOM_IN, MAX_ZOOM_OUT, MapArea};
use crate::app::map::grid::{Hover, MapCamera, TILE, cell_center, segment_under, world_to_cell};
use crate::app::map::markers::SpotMarker;
use crate::app::turn::active_game::{Shown, a_table_is_shown};
use crate::app::turn::messages::TurnInput;
use crate::app::turn::phases::{GameSet, Screen, TurnPhase};
use crate::rules::Placement;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContext, PrimaryEguiContext};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DragState>()
        .init_resource::<PointerOverUi>()
        .add_message::<FitMap>()
        .add_systems(
            PreUpdate,
            (pointer_over_ui, track_pointer.run_if(a_table_is_shown))
                .chain()
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
                        super::computer::person_to_move
                            .and_then(not(in_state(Screen::Final)))
                            .and_then(|over: Res<PointerOverUi>| !over.0),
                    ),
                )
                    .chain()
                    .run_if(
                        in_state(Screen::Playing)
                            .or_else(in_state(Screen::Tutorial))
                            .or_else(in_state(Screen::Final)),
                    ),
                fit_map,
                keep_legal_cells_in_view.run_if(in_state(Screen::Playing)),
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

/// The pointer is on the screen's UI, not the map: over a panel (outside
/// the map's part of the window), over a window or popup as egui last laid
/// them out, or held by a widget (a slider being dragged). Read where the
/// pointer is this frame: egui's own verdict is a frame old, so a wheel
/// turned as the pointer arrives over the rules help zoomed the map.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PointerOverUi(pub bool);

fn pointer_over_ui(
    window: Query<&Window, With<PrimaryWindow>>,
    area: Option<Res<MapArea>>,
    mut egui: Query<&mut EguiContext, With<PrimaryEguiContext>>,
    wants: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut over: ResMut<PointerOverUi>,
) {
    let held = wants.is_some_and(|w| w.is_using_pointer() || w.is_popup_open());
    let Some((window, cursor)) = window
        .single()
        .ok()
        .and_then(|w| Some((w, w.cursor_position()?)))
    else {
        over.set_if_neq(PointerOverUi(held));
        return;
    };
    let size = Vec2::new(window.width(), window.height());
    let off_the_map = !area
        .map(|a| *a)
        .unwrap_or_default()
        .free_in(size)
        .contains(cursor);
    // egui's background layer spans the window: its panels are told by the
    // map's free part above; a window, popup or area is on a layer of its own.
    let on_a_window = egui.single_mut().is_ok_and(|mut ctx| {
        let ctx = ctx.get_mut();
        let to_points = window.scale_factor() / ctx.pixels_per_point();
        ctx.layer_id_at(egui_pos(cursor * to_points))
            .is_some_and(|layer| layer.order != bevy_egui::egui::Order::Background)
    });
    over.set_if_neq(PointerOverUi(held || off_the_map || on_a_window));
}

fn egui_pos(v: Vec2) -> bevy_egui::egui::Pos2 {
    bevy_egui::egui::pos2(v.x, v.y)
}

pub(super) fn track_pointer(
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform), With<MapCamera>>,
    active: Shown,
    spots: Query<(&SpotMarker, &GlobalTransform)>,
    over_ui: Res<PointerOverUi>,
    mut hover: ResMut<Hover>,
) {
    let world = (!over_ui.0)
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

/// The mouse's state this frame, as the map reads it.
#[derive(bevy::ecs::system::SystemParam)]
struct Mouse<'w> {
    buttons: Res<'w, ButtonInput<MouseButton>>,
    motion: Res<'w, AccumulatedMouseMotion>,
    scroll: Res<'w, AccumulatedMouseScroll>,
    over_ui: Res<'w, PointerOverUi>,
}

fn pan_and_zoom(
    mouse: Mouse,
    window: Query<&Window, With<PrimaryWindow>>,
    mut camera: Query<
        (&Camera, &GlobalTransform, &mut Transform, &mut Projection),
        With<MapCamera>,
    >,
    mut drag: ResMut<DragState>,
) {
    let Mouse {
        buttons,
        motion,
        scroll,
        over_ui,
    } = mouse;
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
        // A press on the UI drags no map; one on the map keeps dragging it
        // over the panels.
        drag.pressed_at = cursor.filter(|_| !over_ui.0);
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
    // The wheel over the UI scrolls the UI only.
    if lines != 0.0 && !over_ui.0 {
        let old = ortho.scale;
        let new = (old * 0.85f32.powf(lines)).clamp(MAX_ZOOM_IN, MAX_ZOOM_OUT);
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
    let scale = (size.x / view.x)
        .max(size.y / view.y)
        .clamp(MAX_ZOOM_IN, MAX_ZOOM_OUT);
    let at = area.camera_for(centre, scale, window);
    t.translation.x = at.x;
    t.translation.y = at.y;
    if let Projection::Orthographic(o) = &mut *p {
        o.scale = scale;
    }
}

/// At the start of each turn that marks the cells where the drawn tile
/// fits, every one of them lies wholly in the map's part of the window,
/// clear of the side panel: the camera pans as little as that takes, and
/// zooms out only when they do not fit at the zoom the player chose.
fn keep_legal_cells_in_view(
    active: Option<Shown>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut camera: Query<(&mut Transform, &mut Projection), With<MapCamera>>,
    area: Option<Res<MapArea>>,
    mut seen: Local<Option<(u64, usize, Option<crate::rules::TileTypeId>)>>,
) {
    let Some(active) = active else {
        return;
    };
    let turn = (active.id, active.game().tiles().len(), active.drawn());
    if *seen == Some(turn) {
        return;
    }
    let cells = crate::app::map::legal_cell_marks(&active);
    let (Some(first), Ok(window), Ok((mut t, mut p))) =
        (cells.first(), window.single(), camera.single_mut())
    else {
        return;
    };
    *seen = Some(turn);
    let Projection::Orthographic(ortho) = &mut *p else {
        return;
    };
    // Each cell whole, with a little of the table round them.
    let half = Vec2::splat(TILE * 0.6);
    let keep = cells.iter().fold(
        Rect::from_center_half_size(cell_center(*first), half),
        |r, &c| r.union(Rect::from_center_half_size(cell_center(c), half)),
    );
    let size = Vec2::new(window.width(), window.height());
    let area = area.map(|a| *a).unwrap_or_default();
    if let Some((at, scale)) =
        area.camera_keeping(keep, t.translation.truncate(), ortho.scale, size)
    {
        t.translation.x = at.x;
        t.translation.y = at.y;
        ortho.scale = scale;
    }
}
