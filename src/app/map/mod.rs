//! The map: tile and figure sprites synced from the rules state when it
//! changes, the drawn tile under the pointer, legal cells, claim markers, the
//! traced feature, and the camera. Coordinates and where figures stand.

pub mod anchors;
pub mod dragon;
pub mod figures;
pub mod grid;
pub mod highlight;
pub mod hint;
pub mod markers;
pub mod pointed;
pub mod tiles;

use super::art_assets::ArtAssets;
use crate::app::turn::active_game::a_table_is_shown;
use crate::app::turn::phases::{GameSet, Screen};
use bevy::prelude::*;
pub use markers::{SpotMarker, options_by_spot};
pub use pointed::PointedOut;
pub use tiles::{LastMoveFrame, is_dark, last_tiles, legal_cell_marks, player_color};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hover>()
        .init_resource::<PointedOut>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, table_colour)
        .add_systems(OnEnter(Screen::Playing), fit_camera_on_start)
        .add_systems(OnExit(Screen::Tutorial), clear_turn_marks)
        .add_systems(
            Update,
            (
                tiles::sync_tiles,
                tiles::sync_last_moves,
                figures::sync_figures,
                tiles::sync_legal_cells,
                tiles::sync_ghost,
                markers::sync_spot_markers,
                dragon::sync_neutral_figures,
                dragon::sync_dragon_steps,
                highlight::sync_highlight,
                hint::sync_hint,
                hint::sync_review_ghost,
                pointed::sync_pointed_out,
            )
                .chain()
                .in_set(GameSet::Sync)
                .run_if(
                    in_state(Screen::Playing)
                        .or_else(in_state(Screen::Final))
                        .or_else(in_state(Screen::Tutorial))
                        .and_then(a_table_is_shown)
                        .and_then(resource_exists::<ArtAssets>),
                ),
        );
}

pub use grid::*;

/// Leaving the demonstration takes its turn's marks off the map (a game's
/// own go when it is left).
#[allow(clippy::type_complexity)]
fn clear_turn_marks(
    mut commands: Commands,
    marks: Query<
        Entity,
        Or<(
            With<tiles::LegalCell>,
            With<tiles::Ghost>,
            With<SpotMarker>,
            With<dragon::DragonStepMarker>,
            With<highlight::Highlight>,
        )>,
    >,
) {
    for e in &marks {
        commands.entity(e).despawn();
    }
}
