//! A computer's suggestion for the person to move, shown faded on the map:
//! the tile where it would go and the figure it would put on it.

use crate::app::art_assets::ArtAssets;
use crate::app::computer::Hint;
use crate::app::map::grid::{
    TILE, Z_GHOST, cell_center, figure_shape, figure_size, rotation_quat, spot_anchor,
};
use crate::app::turn::active_game::Shown;
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::rules::{Game, Move};
use bevy::prelude::*;

#[derive(Component)]
pub(super) struct HintSprite;

pub(super) fn sync_hint(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    hint: Option<Res<Hint>>,
    phase: Option<Res<State<TurnPhase>>>,
    old: Query<Entity, With<HintSprite>>,
) {
    let placing = phase.as_ref().is_some_and(|p| *p.get() == TurnPhase::Place);
    let changed = hint.as_ref().is_some_and(|h| h.is_changed())
        || phase.as_ref().is_some_and(|p| p.is_changed());
    // Redrawn when the hint or phase changes, or cleared once the hint is gone.
    let stale = hint.is_none() && !old.is_empty();
    if !changed && !stale {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    let (true, Some(hint)) = (placing, hint) else {
        return;
    };
    let Move::Place {
        tile,
        placement,
        action,
    } = hint.suggestion.mv
    else {
        return;
    };
    let at = cell_center(placement.pos);
    commands.spawn((
        HintSprite,
        DespawnOnExit(Screen::Playing),
        Sprite {
            image: art.tiles[tile as usize].clone(),
            custom_size: Some(Vec2::splat(TILE)),
            color: Color::srgba(1.0, 1.0, 1.0, 0.5),
            ..default()
        },
        Transform::from_translation(at.extend(Z_GHOST - 0.2))
            .with_rotation(rotation_quat(placement.rotation)),
    ));
    let t = active.game().tile_type(tile);
    if let Some((kind, spot)) = action.and_then(|a| a.placed())
        && let Some(local) = Game::spot_segment(t, placement.rotation, spot)
    {
        let shape = figure_shape(kind, spot.kind());
        let colour = active.seats()[active.game().current_player()].colour;
        commands.spawn((
            HintSprite,
            DespawnOnExit(Screen::Playing),
            Sprite {
                image: art.figure(shape, colour),
                custom_size: Some(figure_size(kind, shape) * TILE),
                color: Color::srgba(1.0, 1.0, 1.0, 0.6),
                ..default()
            },
            Transform::from_translation(
                (at + spot_anchor(t, placement.rotation, local) * TILE).extend(Z_GHOST - 0.1),
            ),
        ));
    }
}
