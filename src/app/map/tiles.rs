//! Tiles on the map: the placed tiles, each player's last tile framed in
//! their colour, the cells where the drawn tile fits, and the drawn tile
//! itself (under the pointer while placing, laid down while claiming).

use crate::app::art_assets::ArtAssets;
use crate::app::map::grid::{
    Hover, TILE, Z_GHOST, Z_LAST, Z_LEGAL, Z_TILE, cell_center, rotation_quat,
};
use crate::app::turn::active_game::ActiveGame;
use crate::app::turn::active_game::Shown;
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::art::PlayerColour;
use crate::rules::{PlacedTile, Placement, Pos};
use bevy::prelude::*;

/// A placed tile's sprite: the tile and its index in the game's tiles.
#[derive(Component)]
pub struct TileSprite(pub PlacedTile, pub usize);

/// The frame round a player's last placed tile.
#[derive(Component)]
pub struct LastMoveFrame;

#[derive(Component)]
pub(super) struct LegalCell;

/// The drawn tile on the map (under the pointer, or laid tentatively).
#[derive(Component)]
pub struct Ghost;

/// A player colour as a Bevy colour.
pub fn player_color(c: PlayerColour, alpha: f32) -> Color {
    let [r, g, b] = c.rgb();
    Color::srgba_u8(r, g, b, (alpha * 255.0) as u8)
}

/// Dark colours (black) get a light outline so they read on dark tiles.
pub fn is_dark(c: PlayerColour) -> bool {
    let [r, g, b] = c.rgb().map(f32::from);
    (0.299 * r + 0.587 * g + 0.114 * b) / 255.0 < 0.35
}

pub(super) fn sync_tiles(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    sprites: Query<(Entity, &TileSprite)>,
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
}

/// The last tile each player placed, framed in their colour; the most recent
/// one (the previous player's, after a hot-seat hand-over) framed boldly.
pub(super) fn sync_last_moves(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    frames: Query<Entity, With<LastMoveFrame>>,
) {
    if !active.is_changed() {
        return;
    }
    for e in &frames {
        commands.entity(e).despawn();
    }
    for (tile, latest) in last_tiles(active.shown().tiles(), active.seats().len()) {
        let seat = tile.placed_by.expect("placed by a player") as usize;
        let colour = active.seats()[seat].colour;
        let (image, alpha) = if latest {
            (art.frame.clone(), 0.95)
        } else {
            (art.thin_frame.clone(), 0.85)
        };
        let mut frame = commands.spawn((
            LastMoveFrame,
            DespawnOnEnter(Screen::NewGame),
            Sprite {
                image: image.clone(),
                custom_size: Some(Vec2::splat(TILE * 0.98)),
                color: player_color(colour, alpha),
                ..default()
            },
            Transform::from_translation(cell_center(tile.pos).extend(Z_LAST)),
        ));
        if is_dark(colour) {
            frame.with_child((
                Sprite {
                    image,
                    custom_size: Some(Vec2::splat(TILE)),
                    color: Color::srgba(0.95, 0.93, 0.86, 0.8),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, -0.01),
            ));
        }
    }
}

/// Each seat's last placed tile, and whether it is the latest of all.
pub fn last_tiles(tiles: &[PlacedTile], seats: usize) -> Vec<(PlacedTile, bool)> {
    let mut out: Vec<(PlacedTile, bool)> = Vec::new();
    for t in tiles.iter().rev() {
        let Some(seat) = t.placed_by else { continue };
        if (seat as usize) < seats && !out.iter().any(|(o, _)| o.placed_by == Some(seat)) {
            out.push((*t, out.is_empty()));
        }
    }
    out
}

/// The cells marked as fitting the tile in hand: every cell where it fits in
/// some orientation, unless the table plays without legal-cell marks. None
/// while a dragon's flight is chosen: its tile is laid already.
pub fn legal_cell_marks(active: &ActiveGame) -> Vec<Pos> {
    // At a network table, only on this window's own turns.
    let Some(tile) = active.drawn().filter(|_| {
        active.helpers.shows_legal_cells()
            && active.to_move_here()
            && active.table().flight().is_none()
    }) else {
        return Vec::new();
    };
    let mut cells: Vec<Pos> = Vec::new();
    for p in active.game().legal_placements(tile) {
        if !cells.contains(&p.pos) {
            cells.push(p.pos);
        }
    }
    cells
}

pub(super) fn sync_legal_cells(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    cells: Query<Entity, With<LegalCell>>,
) {
    if !active.is_changed() {
        return;
    }
    for e in &cells {
        commands.entity(e).despawn();
    }
    for pos in legal_cell_marks(&active) {
        commands.spawn((
            LegalCell,
            DespawnOnExit(Screen::Playing),
            Sprite::from_color(
                Color::srgba(0.45, 0.9, 0.45, 0.12),
                Vec2::splat(TILE * 0.96),
            ),
            Transform::from_translation(cell_center(pos).extend(Z_LEGAL)),
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

/// The drawn tile: under the pointer (snapped, turned as held or as it fits)
/// while placing, at its tentative cell while claiming.
pub(super) fn sync_ghost(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    hover: Res<Hover>,
    phase: Option<Res<State<TurnPhase>>>,
    mut ghost: Query<(Entity, &mut Sprite, &mut Transform), With<Ghost>>,
) {
    let phase = phase.map(|p| *p.get());
    let shown: Option<(Placement, bool)> = match (phase, active.drawn()) {
        (Some(TurnPhase::Claim), Some(_)) => active.tentative_placement().map(|p| (p, true)),
        // Another window's player holds the tile: it does not follow our pointer.
        (Some(TurnPhase::Place), Some(_)) if !active.to_move_here() => None,
        (Some(TurnPhase::Place), Some(_)) => hover
            .cell
            .filter(|&c| active.game().tile_at(c).is_none())
            .map(|cell| match active.hand_placement(cell) {
                Some(p) => (p, active.beside_map(cell)),
                None => (
                    Placement {
                        pos: cell,
                        rotation: active.hand_rotation,
                    },
                    false,
                ),
            }),
        _ => None,
    };
    let Some((placement, legal)) = shown else {
        for (e, ..) in &ghost {
            commands.entity(e).despawn();
        }
        return;
    };
    let tile = active.drawn().expect("shown only with a drawn tile");
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
