//! Where things are on the map: cells, segments and figure spots in world units, the drawing order, the hovered cell and the map's camera.

use crate::app::settings::{Settings, Theme};
use crate::art::FigureShape;
use crate::rules::{
    FeatureId, FeatureKind, FigureAction, FigureKind, Game, Pos, Rotation, TileType,
};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// World units per tile.
pub const TILE: f32 = 96.0;

pub(super) const Z_TILE: f32 = 0.0;
pub(super) const Z_LEGAL: f32 = 1.0;
pub(super) const Z_LAST: f32 = 2.0;
pub(super) const Z_HIGHLIGHT: f32 = 3.0;
pub(super) const Z_FIGURE: f32 = 4.0;
pub(super) const Z_GHOST: f32 = 5.0;
pub(super) const Z_SPOT: f32 = 6.0;

pub fn cell_center(pos: Pos) -> Vec2 {
    Vec2::new(pos.x as f32 * TILE, pos.y as f32 * TILE)
}

pub fn world_to_cell(world: Vec2) -> Pos {
    Pos::new(
        (world.x / TILE).round() as i32,
        (world.y / TILE).round() as i32,
    )
}

pub(super) fn rotation_quat(rot: Rotation) -> Quat {
    Quat::from_rotation_z(-(rot.quarter_turns() as f32) * std::f32::consts::FRAC_PI_2)
}

/// Where the pointer is on the map, and the feature it traces.
#[derive(Resource, Debug, Default, PartialEq)]
pub struct Hover {
    /// World position under the pointer (None when over egui or outside).
    pub world: Option<Vec2>,
    pub cell: Option<Pos>,
    /// The traced feature, in [`ActiveGame::traced`] (the map as it will be
    /// if the turn is confirmed, while a tile lies tentatively).
    pub feature: Option<FeatureId>,
    /// The segment under the pointer: (tile index, local segment) in the traced game.
    pub segment: Option<(usize, usize)>,
    /// A claim marker under the pointer.
    pub spot: Option<FigureAction>,
}

impl Hover {
    /// The feature under the pointer in `game`, read from its segment: none
    /// if that segment is not on this map (the map changed since the pointer
    /// was read: a tile taken back, a move refused, a game swapped).
    pub fn feature_in(&self, game: &Game) -> Option<FeatureId> {
        let (tile, local) = self.segment?;
        let placed = game.tiles().get(tile)?;
        (local < game.tile_type(placed.tile).segments.len()).then(|| game.feature_of(tile, local))
    }
}

#[derive(Component)]
pub struct MapCamera;

/// The map's camera and the window it shows in: where a point of the map
/// shows on screen.
#[derive(SystemParam)]
pub struct MapOnScreen<'w, 's> {
    pub camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<MapCamera>>,
    pub window: Query<'w, 's, &'static Window, With<bevy::window::PrimaryWindow>>,
}

pub(super) fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        MapCamera,
        Camera {
            clear_color: ClearColorConfig::Custom(Color::srgb(0.16, 0.18, 0.2)),
            ..default()
        },
    ));
}

/// A new game opens at full size with its start tile in the middle of the
/// map's part of the window (left of the side panel).
pub(super) fn fit_camera_on_start(
    mut cam: Query<(&mut Transform, &mut Projection), With<MapCamera>>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    area: Option<Res<crate::app::state::MapArea>>,
) {
    let at = window.single().map_or(Vec2::ZERO, |w| {
        let size = Vec2::new(w.width(), w.height());
        area.as_deref()
            .copied()
            .unwrap_or_default()
            .camera_for(Vec2::ZERO, 1.0, size)
    });
    for (mut t, mut p) in &mut cam {
        t.translation = at.extend(t.translation.z);
        if let Projection::Orthographic(o) = &mut *p {
            o.scale = 1.0;
        }
    }
}

/// How a figure looks, as the figures' table names it: each kind its own
/// shape; a follower lies in a field.
pub fn figure_shape(kind: FigureKind, on: FeatureKind) -> FigureShape {
    figure_look(kind.look_on(on))
}

/// The shape the figures' table names (a test holds every name to a
/// shape; an unknown one would be drawn as a follower).
pub fn figure_look(look: &str) -> FigureShape {
    FigureShape::named(look).unwrap_or(FigureShape::Follower)
}

/// A figure's size on the map, in tiles: the large follower clearly larger.
pub fn figure_size(kind: FigureKind, shape: FigureShape) -> Vec2 {
    let size = match shape {
        FigureShape::Farmer => Vec2::new(0.42, 0.3),
        _ => Vec2::splat(0.36),
    };
    // A figure that counts double is drawn larger.
    if kind.strength() > 1 {
        size * 1.25
    } else {
        size
    }
}

/// Where a figure or a claim marker stands on a tile, in tile units
/// (-0.5..0.5, y up), for segment `local` of `t` turned by `rot`: deep inside
/// the segment as the tile art paints it, apart from the tile's other spots
/// (see [`crate::art::segment_anchors`]), turned with the tile.
pub fn spot_anchor(t: &TileType, rot: Rotation, local: usize) -> Vec2 {
    let (x, y) = super::anchors::anchors_of(t)
        .get(local)
        .copied()
        .unwrap_or_default();
    // A quarter turn clockwise takes north to east: (x, y) to (y, -x).
    (0..rot.quarter_turns()).fold(Vec2::new(x, y), |v, _| Vec2::new(v.y, -v.x))
}

/// World position of segment `local` of the placed tile `index` in `game`.
pub fn segment_world(game: &Game, index: usize, local: usize) -> Vec2 {
    let p = game.tiles()[index];
    let t = game.tile_type(p.tile);
    cell_center(p.pos) + spot_anchor(t, p.rotation, local) * TILE
}

/// The segment of the tile at `cell` nearest to `world`.
pub fn segment_under(game: &Game, world: Vec2) -> Option<(usize, usize)> {
    let cell = world_to_cell(world);
    let placed = game.tile_at(cell)?;
    let index = game.tiles().iter().position(|t| t.pos == cell)?;
    let t = game.tile_type(placed.tile);
    let farmers = game.rules().farmers;
    (0..t.segments.len())
        .filter(|&l| farmers || t.segments[l].kind != FeatureKind::Field)
        .min_by(|&a, &b| {
            let da = segment_world(game, index, a).distance_squared(world);
            let db = segment_world(game, index, b).distance_squared(world);
            da.total_cmp(&db)
        })
        .map(|l| (index, l))
}

/// The table under the map: dark walnut with parchment, the slate it always
/// was with the plain look (the map's marks read on both).
pub(super) fn table_colour(
    settings: Option<Res<Settings>>,
    mut cameras: Query<&mut Camera, With<MapCamera>>,
) {
    let Some(settings) = settings else { return };
    let colour = match Theme::from_name(&settings.theme) {
        Theme::Parchment => Color::srgb(0.20, 0.16, 0.12),
        Theme::Plain => Color::srgb(0.16, 0.18, 0.2),
    };
    for mut camera in &mut cameras {
        if !matches!(camera.clear_color, ClearColorConfig::Custom(c) if c == colour) {
            camera.clear_color = ClearColorConfig::Custom(colour);
        }
    }
}
