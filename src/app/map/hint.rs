//! A computer's suggestion for the person to move, shown faded on the map:
//! the tile where it would go and the figure it would put on it; on the
//! final screen, the review's better move at a costly move, the same way.

use crate::app::art_assets::ArtAssets;
use crate::app::computer::Hint;
use crate::app::map::grid::{
    TILE, Z_GHOST, cell_center, figure_shape, figure_size, rotation_quat, spot_anchor,
};
use crate::app::review::{GameReview, ReviewState};
use crate::app::turn::active_game::Shown;
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::art::PlayerColour;
use crate::rules::{Game, Move};
use bevy::prelude::*;

#[derive(Component, Clone)]
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
    let colour = active.seats()[active.game().current_player()].colour;
    spawn_ghost(
        &mut commands,
        &art,
        active.game(),
        colour,
        &hint.suggestion.mv,
        (HintSprite, DespawnOnExit(Screen::Playing)),
    );
}

/// A placement faded on the map: its tile where it would go and the
/// figure it would put on it, in `colour`, each with `marker`.
fn spawn_ghost(
    commands: &mut Commands,
    art: &ArtAssets,
    game: &Game,
    colour: PlayerColour,
    mv: &Move,
    marker: impl Bundle + Clone,
) {
    let Move::Place {
        tile,
        placement,
        action,
        ..
    } = *mv
    else {
        return;
    };
    let at = cell_center(placement.pos);
    commands.spawn((
        marker.clone(),
        Sprite {
            image: art.tiles[tile as usize].clone(),
            custom_size: Some(Vec2::splat(TILE)),
            color: Color::srgba(1.0, 1.0, 1.0, 0.5),
            ..default()
        },
        Transform::from_translation(at.extend(Z_GHOST - 0.2))
            .with_rotation(rotation_quat(placement.rotation)),
    ));
    let t = game.tile_type(tile);
    if let Some((kind, spot)) = action.and_then(|a| a.placed())
        && let Some(local) = Game::spot_segment(t, placement.rotation, spot)
    {
        let shape = figure_shape(kind, spot.kind());
        commands.spawn((
            marker,
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

#[derive(Component, Clone)]
pub(super) struct ReviewGhost;

/// On the final screen, at a reviewed move that lost points, the better
/// move the review found, faded on the map as it was then.
pub(super) fn sync_review_ghost(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    review: Option<Res<GameReview>>,
    screen: Res<State<Screen>>,
    old: Query<Entity, With<ReviewGhost>>,
    mut shown_for: Local<Option<(usize, usize)>>,
) {
    let step = active.review.as_ref().map(|(s, _)| *s);
    let ready = review.as_ref().and_then(|r| match &r.state {
        ReviewState::Ready(ready) => Some(ready),
        _ => None,
    });
    let key = match (step, ready, *screen.get() == Screen::Final) {
        (Some(step), Some(ready), true) => Some((step, ready.moves.len())),
        _ => None,
    };
    let changed = review.as_ref().is_some_and(|r| r.is_changed());
    if key == *shown_for && !changed {
        return;
    }
    *shown_for = key;
    for e in &old {
        commands.entity(e).despawn();
    }
    let (Some((step, _)), Some(review)) = (key, review.as_ref()) else {
        return;
    };
    let Some(ready) = review.ready_for(&active.record()) else {
        return;
    };
    let Some(m) = ready.moves.iter().find(|m| m.number == step + 1) else {
        return;
    };
    let game = active.shown();
    if m.loss < 0.5 {
        return;
    }
    let Ok(best) = m.best.to_move(game.catalog()) else {
        return;
    };
    let colour = active.seats()[m.seat].colour;
    spawn_ghost(
        &mut commands,
        &art,
        game,
        colour,
        &best,
        (ReviewGhost, DespawnOnExit(Screen::Final)),
    );
}
