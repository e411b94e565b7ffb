//! The map: tile and figure sprites synced from the rules state when it
//! changes, the drawn tile under the pointer, legal cells, claim spots, the
//! traced feature, and the camera (pan, zoom toward the pointer, fit).

use super::art_assets::ArtAssets;
use super::turn::{ActiveGame, ScoreDisplay, Screen, TurnInput, TurnPhase};
use crate::art::FigureShape;
use crate::rules::{
    FeatureId, FeatureKind, Figure, FigureAction, FigureKind, Game, Half, Move, PlacedTile,
    Placement, Pos, Rotation, Side, TileType,
};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hover>()
        .init_resource::<GhostRotation>()
        .add_systems(Startup, spawn_camera)
        .add_systems(OnEnter(Screen::Playing), fit_camera_on_start)
        .add_systems(
            Update,
            (
                sync_tiles,
                sync_figures,
                sync_legal_cells,
                sync_ghost,
                sync_spot_markers,
                sync_highlight,
            )
                .chain()
                .run_if(resource_exists::<ActiveGame>.and_then(resource_exists::<ArtAssets>)),
        );
}

/// World units per tile.
pub const TILE: f32 = 96.0;

const Z_TILE: f32 = 0.0;
const Z_LEGAL: f32 = 1.0;
const Z_LAST: f32 = 2.0;
const Z_HIGHLIGHT: f32 = 3.0;
const Z_FIGURE: f32 = 4.0;
const Z_GHOST: f32 = 5.0;
const Z_SPOT: f32 = 6.0;

pub fn cell_center(pos: Pos) -> Vec2 {
    Vec2::new(pos.x as f32 * TILE, pos.y as f32 * TILE)
}

pub fn world_to_cell(world: Vec2) -> Pos {
    Pos::new(
        (world.x / TILE).round() as i32,
        (world.y / TILE).round() as i32,
    )
}

fn rotation_quat(rot: Rotation) -> Quat {
    Quat::from_rotation_z(-(rot.quarter_turns() as f32) * std::f32::consts::FRAC_PI_2)
}

/// Where the pointer is on the map, and the feature it traces.
#[derive(Resource, Debug, Default, PartialEq)]
pub struct Hover {
    /// World position under the pointer (None when over egui or outside).
    pub world: Option<Vec2>,
    pub cell: Option<Pos>,
    /// The traced feature: in the preview game (with the tentative tile) when
    /// `in_preview`, else in the game itself.
    pub feature: Option<FeatureId>,
    pub in_preview: bool,
    /// A claim spot under the pointer.
    pub spot: Option<FigureAction>,
}

/// The orientation the drawn tile shows at the hovered cell (R cycles it).
#[derive(Resource, Debug, Default)]
pub struct GhostRotation {
    pub cell: Option<Pos>,
    pub rotation: Rotation,
}

#[derive(Component)]
pub struct MapCamera;

#[derive(Component)]
struct TileSprite(PlacedTile, usize);

#[derive(Component)]
struct LastTileMarker;

#[derive(Component)]
struct FigureSprite;

#[derive(Component)]
struct LegalCell;

#[derive(Component)]
struct Ghost;

/// A claim spot of the tentatively placed tile; clicking it chooses the action.
#[derive(Component, Debug, Clone, Copy)]
pub struct SpotMarker(pub FigureAction);

#[derive(Component)]
struct Highlight;

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        MapCamera,
        Camera {
            clear_color: ClearColorConfig::Custom(Color::srgb(0.16, 0.18, 0.2)),
            ..default()
        },
    ));
}

fn fit_camera_on_start(mut cam: Query<(&mut Transform, &mut Projection), With<MapCamera>>) {
    for (mut t, mut p) in &mut cam {
        t.translation = Vec3::new(0.0, 0.0, t.translation.z);
        if let Projection::Orthographic(o) = &mut *p {
            o.scale = 1.0;
        }
    }
}

/// Where a figure or a claim marker stands on a tile, in tile units
/// (-0.5..0.5, y up), for segment `local` of `t` turned by `rot`.
pub fn spot_anchor(t: &TileType, rot: Rotation, local: usize) -> Vec2 {
    let seg = &t.segments[local];
    let side_point = |s: Side| match s {
        Side::N => Vec2::new(0.0, 0.5),
        Side::E => Vec2::new(0.5, 0.0),
        Side::S => Vec2::new(0.0, -0.5),
        Side::W => Vec2::new(-0.5, 0.0),
    };
    let half_point = |h: Half| {
        let s = side_point(h.side());
        // Left half is counter-clockwise of the side's middle, seen from the centre.
        let along = Vec2::new(-s.y, s.x)
            * if h.index().is_multiple_of(2) {
                0.5
            } else {
                -0.5
            };
        s + along
    };
    let centre_taken = t.monastery.is_some() || t.garden.is_some() || {
        // Roads meeting at a village use the centre.
        t.segments
            .iter()
            .filter(|s| s.kind == FeatureKind::Road && s.edges.count_ones() == 1)
            .count()
            >= 3
    };
    match seg.kind {
        FeatureKind::Monastery => Vec2::new(0.0, 0.04),
        FeatureKind::Garden => {
            if t.monastery.is_some() {
                Vec2::new(0.27, -0.27)
            } else {
                Vec2::new(0.0, 0.0)
            }
        }
        FeatureKind::Road | FeatureKind::City => {
            let m = seg.edges_rotated(rot);
            let sides: Vec<Side> = Side::ALL
                .into_iter()
                .filter(|s| m & (1 << s.index()) != 0)
                .collect();
            let sum: Vec2 = sides.iter().map(|&s| side_point(s)).sum();
            let avg = sum / sides.len().max(1) as f32;
            match (seg.kind, sides.len()) {
                (FeatureKind::Road, 1) => avg * 0.6,
                (FeatureKind::Road, 2) if avg.length() < 0.01 && centre_taken => {
                    side_point(sides[0]) * 0.5
                }
                (FeatureKind::City, n) if n >= 3 => avg * 0.6,
                (FeatureKind::City, _) => avg * 0.75,
                _ => avg,
            }
        }
        FeatureKind::Field => {
            let m = seg.halves_rotated(rot);
            let halves: Vec<Half> = Half::ALL
                .into_iter()
                .filter(|h| m & (1 << h.index()) != 0)
                .collect();
            let avg: Vec2 =
                halves.iter().map(|&h| half_point(h)).sum::<Vec2>() / halves.len().max(1) as f32;
            if avg.length() < 0.2 {
                // A field all round the tile: stand in a corner, away from the centre.
                let first = half_point(halves[0]);
                let corner = Vec2::new(first.x.signum(), first.y.signum()) * 0.3;
                if avg.length() < 0.05 {
                    corner
                } else {
                    avg.normalize() * 0.32
                }
            } else {
                avg * 0.8
            }
        }
    }
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

fn sync_tiles(
    mut commands: Commands,
    active: Res<ActiveGame>,
    art: Res<ArtAssets>,
    sprites: Query<(Entity, &TileSprite)>,
    mut last: Query<(Entity, &mut Transform), With<LastTileMarker>>,
) {
    if !active.is_changed() {
        return;
    }
    let tiles = active.shown().tiles();
    let mut have = vec![false; tiles.len()];
    // Sprites are kept while their tile is; after an undo, stale ones go.
    for (e, TileSprite(placed, i)) in &sprites {
        match (tiles.get(*i), have.get_mut(*i)) {
            (Some(t), Some(h)) if t == placed => *h = true,
            _ => commands.entity(e).despawn(),
        }
    }
    for (i, placed) in tiles.iter().enumerate() {
        if have[i] {
            continue;
        }
        commands.spawn((
            TileSprite(*placed, i),
            DespawnOnEnter(Screen::NewGame),
            Sprite {
                image: art.tiles[placed.tile as usize].clone(),
                custom_size: Some(Vec2::splat(TILE)),
                ..default()
            },
            Transform::from_translation(cell_center(placed.pos).extend(Z_TILE))
                .with_rotation(rotation_quat(placed.rotation)),
        ));
    }
    let last_tile = tiles.iter().rev().find(|t| t.placed_by.is_some());
    match (last_tile, last.single_mut()) {
        (Some(t), Ok((_, mut tr))) => {
            tr.translation = cell_center(t.pos).extend(Z_LAST);
        }
        (Some(t), Err(_)) => {
            commands.spawn((
                LastTileMarker,
                DespawnOnEnter(Screen::NewGame),
                Sprite {
                    image: art.frame.clone(),
                    custom_size: Some(Vec2::splat(TILE)),
                    color: Color::srgba(1.0, 0.85, 0.2, 0.9),
                    ..default()
                },
                Transform::from_translation(cell_center(t.pos).extend(Z_LAST)),
            ));
        }
        (None, Ok((e, _))) => commands.entity(e).despawn(),
        (None, Err(_)) => {}
    }
}

fn sync_figures(
    mut commands: Commands,
    active: Res<ActiveGame>,
    art: Res<ArtAssets>,
    figures: Query<Entity, With<FigureSprite>>,
    phase: Option<Res<State<TurnPhase>>>,
    screen: Res<State<Screen>>,
) {
    let scoring = phase.as_ref().is_some_and(|p| *p.get() == TurnPhase::Score);
    if !active.is_changed()
        && !screen.is_changed()
        && !phase.as_ref().is_some_and(|p| p.is_changed())
    {
        return;
    }
    for e in &figures {
        commands.entity(e).despawn();
    }
    let game = active.shown();
    let mut spawn = |pos: Vec2, shape: FigureShape, seat: usize| {
        let colour = active.seats[seat].colour;
        let size = if shape == FigureShape::Farmer {
            Vec2::new(0.42, 0.3)
        } else {
            Vec2::splat(0.36)
        } * TILE;
        commands.spawn((
            FigureSprite,
            DespawnOnEnter(Screen::NewGame),
            Sprite {
                image: art.figure(shape, colour),
                custom_size: Some(size),
                ..default()
            },
            Transform::from_translation(pos.extend(Z_FIGURE)),
        ));
    };
    let mut on_map: Vec<_> = game
        .figures()
        .iter()
        .map(|f| {
            (
                f.tile as usize,
                f.segment as usize,
                f.player as usize,
                f.kind,
            )
        })
        .collect();
    // While the turn's scorings are shown, the followers they return still
    // stand on their features (farmers never left).
    if scoring {
        on_map.extend(returned_this_turn(&active));
    }
    for (tile, segment, seat, kind) in on_map {
        let t = game.tile_type(game.tiles()[tile].tile);
        let shape = figure_shape(kind, t.segments[segment].kind);
        spawn(segment_world(game, tile, segment), shape, seat);
    }
    // The figure chosen for the tentative tile, not yet confirmed.
    let claiming = phase.is_some_and(|p| *p.get() == TurnPhase::Claim);
    if let (true, Some(tile), Some(pl), Some(action)) =
        (claiming, active.drawn, active.tentative, active.figure)
    {
        let t = game.tile_type(tile);
        let seat = game.current_player();
        match action {
            FigureAction::Follower(spot) | FigureAction::Abbot(spot) => {
                if let Some(local) = Game::spot_segment(t, pl.rotation, spot) {
                    let kind = match action {
                        FigureAction::Abbot(_) => FigureKind::Abbot,
                        _ => FigureKind::Follower,
                    };
                    let shape = figure_shape(kind, spot.kind());
                    let at = cell_center(pl.pos) + spot_anchor(t, pl.rotation, local) * TILE;
                    spawn(at, shape, seat);
                }
            }
            // Shown once the expansions' figures have art.
            FigureAction::Large(_)
            | FigureAction::Builder(_)
            | FigureAction::Pig(_)
            | FigureAction::RecallAbbot(_) => {}
        }
    }
}

/// How a figure stands: an abbot is an abbot; a follower lies in a field.
fn figure_shape(kind: FigureKind, on: FeatureKind) -> FigureShape {
    match (kind, on) {
        (FigureKind::Abbot, _) => FigureShape::Abbot,
        (_, FeatureKind::Field) => FigureShape::Farmer,
        _ => FigureShape::Follower,
    }
}

/// Figures the last confirmed turn sent back to supply, as (tile index,
/// segment, seat, kind): those on the map before it and gone after, and one
/// placed by the turn that scored at once.
fn returned_this_turn(active: &ActiveGame) -> Vec<(usize, usize, usize, FigureKind)> {
    let key = |f: &Figure| {
        (
            f.tile as usize,
            f.segment as usize,
            f.player as usize,
            f.kind,
        )
    };
    let now: Vec<_> = active.game.figures().iter().map(key).collect();
    let mut gone: Vec<_> = active
        .history
        .last()
        .map(|(before, _)| {
            before
                .figures()
                .iter()
                .map(key)
                .filter(|f| !now.contains(f))
                .collect()
        })
        .unwrap_or_default();
    if let Some(Move::Place {
        tile,
        placement,
        action: Some(action @ (FigureAction::Follower(spot) | FigureAction::Abbot(spot))),
    }) = active.moves.last()
        && let Some(index) = active
            .game
            .tiles()
            .iter()
            .position(|t| t.pos == placement.pos)
        && let Some(local) =
            Game::spot_segment(active.game.tile_type(*tile), placement.rotation, *spot)
    {
        let seat = active.game.tiles()[index].placed_by.unwrap_or(0) as usize;
        let kind = if matches!(action, FigureAction::Abbot(_)) {
            FigureKind::Abbot
        } else {
            FigureKind::Follower
        };
        let f = (index, local, seat, kind);
        if !now.contains(&f) {
            gone.push(f);
        }
    }
    gone
}

fn sync_legal_cells(
    mut commands: Commands,
    active: Res<ActiveGame>,
    art: Res<ArtAssets>,
    cells: Query<Entity, With<LegalCell>>,
) {
    if !active.is_changed() {
        return;
    }
    for e in &cells {
        commands.entity(e).despawn();
    }
    let Some(tile) = active.drawn else {
        return;
    };
    let mut seen = Vec::new();
    for p in active.game.legal_placements(tile) {
        if seen.contains(&p.pos) {
            continue;
        }
        seen.push(p.pos);
        commands.spawn((
            LegalCell,
            DespawnOnExit(Screen::Playing),
            Sprite::from_color(
                Color::srgba(0.45, 0.9, 0.45, 0.12),
                Vec2::splat(TILE * 0.96),
            ),
            Transform::from_translation(cell_center(p.pos).extend(Z_LEGAL)),
            children![(
                Sprite {
                    image: art.thin_frame.clone(),
                    custom_size: Some(Vec2::splat(TILE * 0.96)),
                    color: Color::srgba(0.55, 0.95, 0.55, 0.8),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.01),
            )],
        ));
    }
}

/// The drawn tile: under the pointer (snapped) while placing, at its
/// tentative cell while claiming.
fn sync_ghost(
    mut commands: Commands,
    active: Res<ActiveGame>,
    art: Res<ArtAssets>,
    hover: Res<Hover>,
    mut ghost_rot: ResMut<GhostRotation>,
    phase: Option<Res<State<TurnPhase>>>,
    mut ghost: Query<(Entity, &mut Sprite, &mut Transform), With<Ghost>>,
) {
    let phase = phase.map(|p| *p.get());
    let shown: Option<(Placement, bool)> = match (phase, active.drawn) {
        (Some(TurnPhase::Claim), Some(_)) => active.tentative.map(|p| (p, true)),
        (Some(TurnPhase::Place), Some(_)) => hover
            .cell
            .filter(|&c| active.game.tile_at(c).is_none())
            .map(|cell| {
                let legal = active.legal_rotations(cell);
                if ghost_rot.cell != Some(cell) {
                    ghost_rot.cell = Some(cell);
                    ghost_rot.rotation = legal.first().copied().unwrap_or(ghost_rot.rotation);
                }
                (
                    Placement {
                        pos: cell,
                        rotation: ghost_rot.rotation,
                    },
                    legal.contains(&ghost_rot.rotation),
                )
            }),
        _ => None,
    };
    let Some((placement, legal)) = shown else {
        for (e, ..) in &ghost {
            commands.entity(e).despawn();
        }
        return;
    };
    let tile = active.drawn.expect("shown only with a drawn tile");
    let alpha = if legal { 1.0 } else { 0.45 };
    // Laid down tentatively it sits with the tiles, under figures and tracing.
    let z = if phase == Some(TurnPhase::Claim) {
        Z_TILE + 0.5
    } else {
        Z_GHOST
    };
    let transform = Transform::from_translation(cell_center(placement.pos).extend(z))
        .with_rotation(rotation_quat(placement.rotation));
    if let Ok((_, mut sprite, mut t)) = ghost.single_mut() {
        sprite.image = art.tiles[tile as usize].clone();
        sprite.color = Color::srgba(1.0, 1.0, 1.0, alpha);
        *t = transform;
    } else {
        commands.spawn((
            Ghost,
            DespawnOnExit(Screen::Playing),
            Sprite {
                image: art.tiles[tile as usize].clone(),
                custom_size: Some(Vec2::splat(TILE)),
                color: Color::srgba(1.0, 1.0, 1.0, alpha),
                ..default()
            },
            transform,
        ));
    }
}

fn sync_spot_markers(
    mut commands: Commands,
    active: Res<ActiveGame>,
    art: Res<ArtAssets>,
    markers: Query<Entity, With<SpotMarker>>,
    phase: Option<Res<State<TurnPhase>>>,
) {
    let claiming = phase.as_ref().is_some_and(|p| *p.get() == TurnPhase::Claim);
    if !active.is_changed() && !phase.is_some_and(|p| p.is_changed()) {
        return;
    }
    for e in &markers {
        commands.entity(e).despawn();
    }
    let (true, Some(tile), Some(pl)) = (claiming, active.drawn, active.tentative) else {
        return;
    };
    let game = &active.game;
    let t = game.tile_type(tile);
    let colour = active.seats[game.current_player()].colour;
    for action in game.figure_options(tile, pl) {
        let (at, shape) = match action {
            FigureAction::Follower(spot) | FigureAction::Abbot(spot) => {
                let Some(local) = Game::spot_segment(t, pl.rotation, spot) else {
                    continue;
                };
                let mut at = cell_center(pl.pos) + spot_anchor(t, pl.rotation, local) * TILE;
                let shape = if matches!(action, FigureAction::Abbot(_)) {
                    // Beside the follower's marker on a monastery.
                    at += Vec2::new(0.18, -0.12) * TILE;
                    FigureShape::Abbot
                } else if spot.kind() == FeatureKind::Field {
                    FigureShape::Farmer
                } else {
                    FigureShape::Follower
                };
                (at, shape)
            }
            FigureAction::RecallAbbot(pos) => {
                let index = game.tiles().iter().position(|p| p.pos == pos);
                let Some(fig) = game
                    .figures()
                    .iter()
                    .find(|f| Some(f.tile as usize) == index && f.kind == FigureKind::Abbot)
                else {
                    continue;
                };
                (
                    segment_world(game, fig.tile as usize, fig.segment as usize)
                        + Vec2::new(0.0, 0.22) * TILE,
                    FigureShape::Abbot,
                )
            }
            FigureAction::Large(_) | FigureAction::Builder(_) | FigureAction::Pig(_) => continue,
        };
        let chosen = active.figure == Some(action);
        commands
            .spawn((
                SpotMarker(action),
                DespawnOnExit(Screen::Playing),
                Sprite {
                    image: art.dot.clone(),
                    custom_size: Some(Vec2::splat(TILE * 0.26)),
                    color: if chosen {
                        Color::srgba(1.0, 1.0, 1.0, 0.95)
                    } else {
                        Color::srgba(1.0, 1.0, 1.0, 0.55)
                    },
                    ..default()
                },
                Transform::from_translation(at.extend(Z_SPOT)),
                Pickable::default(),
                children![(
                    Sprite {
                        image: art.figure(shape, colour),
                        custom_size: Some(Vec2::splat(TILE * 0.2)),
                        color: Color::srgba(1.0, 1.0, 1.0, if chosen { 1.0 } else { 0.6 }),
                        ..default()
                    },
                    Transform::from_xyz(0.0, 0.0, 0.1),
                    Pickable::IGNORE,
                )],
            ))
            .observe(
                |click: On<Pointer<Click>>,
                 markers: Query<&SpotMarker>,
                 active: Res<ActiveGame>,
                 mut input: MessageWriter<TurnInput>| {
                    if click.button != PointerButton::Primary {
                        return;
                    }
                    if let Ok(SpotMarker(action)) = markers.get(click.entity) {
                        // Clicking the chosen spot again takes the figure back.
                        let choice = (active.figure != Some(*action)).then_some(*action);
                        input.write(TurnInput::ChooseFigure(choice));
                    }
                },
            );
    }
}

/// What the highlight shows: move count, traced feature, in preview, scoring step.
type HighlightKey = (u64, Option<FeatureId>, bool, usize);

/// Marks the traced feature (hover) or the feature being scored.
#[allow(clippy::too_many_arguments)]
fn sync_highlight(
    mut commands: Commands,
    active: Res<ActiveGame>,
    art: Res<ArtAssets>,
    hover: Res<Hover>,
    display: Res<ScoreDisplay>,
    phase: Option<Res<State<TurnPhase>>>,
    old: Query<Entity, With<Highlight>>,
    mut last_key: Local<Option<HighlightKey>>,
) {
    let scoring = phase.is_some_and(|p| *p.get() == TurnPhase::Score);
    let key = (
        active.shown().move_count() as u64,
        hover.feature,
        hover.in_preview,
        if scoring { display.showing } else { usize::MAX },
    );
    if !active.is_changed() && *last_key == Some(key) {
        return;
    }
    *last_key = Some(key);
    for e in &old {
        commands.entity(e).despawn();
    }
    let mut mark_tile = |pos: Pos, colour: Color| {
        commands.spawn((
            Highlight,
            DespawnOnExit(Screen::Playing),
            Sprite {
                image: art.thin_frame.clone(),
                custom_size: Some(Vec2::splat(TILE)),
                color: colour,
                ..default()
            },
            Transform::from_translation(cell_center(pos).extend(Z_HIGHLIGHT)),
        ));
    };
    if scoring {
        if let Some(report) = &active.last_report
            && let Some(event) = active
                .game
                .events()
                .get(report.events.start + display.showing)
            && report
                .events
                .contains(&(report.events.start + display.showing))
        {
            for i in event.tiles.iter() {
                mark_tile(active.game.tiles()[i].pos, Color::srgba(1.0, 0.9, 0.3, 1.0));
            }
        }
        return;
    }
    let Some(feature) = hover.feature else {
        return;
    };
    let preview;
    let game = if hover.in_preview {
        match active.preview() {
            Some(g) => {
                preview = g;
                &preview
            }
            None => return,
        }
    } else {
        active.shown()
    };
    let value = game.feature_value(feature);
    for i in value.tiles.iter() {
        mark_tile(game.tiles()[i].pos, Color::srgba(0.4, 0.85, 1.0, 0.9));
    }
    let segments: Vec<(usize, usize)> = game.feature_segments(feature).collect();
    for (ti, local) in segments {
        commands.spawn((
            Highlight,
            DespawnOnExit(Screen::Playing),
            Sprite {
                image: art.dot.clone(),
                custom_size: Some(Vec2::splat(TILE * 0.09)),
                color: Color::srgba(0.4, 0.85, 1.0, 0.85),
                ..default()
            },
            Transform::from_translation(segment_world(game, ti, local).extend(Z_HIGHLIGHT + 0.1)),
        ));
    }
}
