//! A feature the game points out by itself (the coach, the demonstration,
//! the field replay after a game without farmers), traced on the map like
//! the feature under the pointer: every tile framed, every segment dotted.

use crate::app::art_assets::ArtAssets;
use crate::app::map::grid::{TILE, Z_HIGHLIGHT, cell_center, segment_world};
use crate::app::turn::active_game::Shown;
use crate::app::turn::phases::Screen;
use bevy::prelude::*;

/// The feature pointed out, by one of its segments (tile index, local
/// segment) in [`ActiveGame::traced`]; `None` when nothing is.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PointedOut(pub Option<(usize, usize)>);

#[derive(Component)]
pub(super) struct PointedMark;

const COLOUR: Color = Color::srgba(1.0, 0.78, 0.3, 0.95);

pub(super) fn sync_pointed_out(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    pointed: Res<PointedOut>,
    old: Query<Entity, With<PointedMark>>,
) {
    if !active.is_changed() && !pointed.is_changed() {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    let game = active.traced();
    let on_map = |&(t, l): &(usize, usize)| {
        game.tiles()
            .get(t)
            .is_some_and(|p| l < game.tile_type(p.tile).segments.len())
    };
    let Some((tile, local)) = pointed.0.filter(on_map) else {
        return;
    };
    let feature = game.feature_of(tile, local);
    for i in game.feature_value(feature).tiles.iter() {
        commands.spawn((
            PointedMark,
            DespawnOnEnter(Screen::NewGame),
            Sprite {
                image: art.frame.clone(),
                custom_size: Some(Vec2::splat(TILE * 0.94)),
                color: COLOUR,
                ..default()
            },
            Transform::from_translation(cell_center(game.tiles()[i].pos).extend(Z_HIGHLIGHT)),
        ));
    }
    for (ti, l) in game.feature_segments(feature) {
        commands.spawn((
            PointedMark,
            DespawnOnEnter(Screen::NewGame),
            Sprite {
                image: art.dot.clone(),
                custom_size: Some(Vec2::splat(TILE * 0.12)),
                color: COLOUR,
                ..default()
            },
            Transform::from_translation(segment_world(game, ti, l).extend(Z_HIGHLIGHT + 0.1)),
        ));
    }
}
