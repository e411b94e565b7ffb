//! The traced feature under the pointer (every tile of it framed, every
//! segment dotted) and the feature being scored.

use crate::app::art_assets::ArtAssets;
use crate::app::map::grid::{Hover, TILE, Z_HIGHLIGHT, cell_center, segment_world};
use crate::app::turn::active_game::PhaseShown;
use crate::app::turn::active_game::Shown;
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::rules::{FeatureId, Placement, Pos};
use bevy::prelude::*;

#[derive(Component)]
pub(super) struct Highlight;

/// What the highlight shows: move count, traced feature, tentative tile, scoring step.
type HighlightKey = (u64, Option<FeatureId>, Option<Placement>, usize);

/// Marks the traced feature (hover) or the feature being scored.
pub(super) fn sync_highlight(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    hover: Res<Hover>,
    turn: PhaseShown,
    old: Query<Entity, With<Highlight>>,
    mut last_key: Local<Option<HighlightKey>>,
) {
    let scoring = turn.is(TurnPhase::Score);
    let display = &turn.display;
    let key = (
        active.shown().move_count() as u64,
        hover.feature,
        active.tentative_placement(),
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
                .game()
                .events()
                .get(report.events.start + display.showing)
            && report
                .events
                .contains(&(report.events.start + display.showing))
        {
            for i in event.tiles.iter() {
                mark_tile(
                    active.game().tiles()[i].pos,
                    Color::srgba(1.0, 0.9, 0.3, 1.0),
                );
            }
        }
        return;
    }
    let game = active.traced();
    let Some(feature) = hover.feature_in(game) else {
        return;
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
