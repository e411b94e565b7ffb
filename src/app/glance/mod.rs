//! What the map tells the table at a glance: the tiles left (T), cells no
//! remaining tile can fill, the open features at stake (O), F to look at the
//! last tile laid, and the game's story on the final screen. Each helper
//! follows the table's helper level: a purist table sees none of them, and
//! "rules only" sees no values.

pub mod dead_cells;
pub mod helpers;
pub mod open_features;
pub mod story;
pub mod tiles_left;

use super::state::{FitMap, ScreenPanels};
use crate::app::turn::active_game::a_table_is_shown;
use crate::app::turn::phases::{GameSet, Screen};
pub use crate::app::words::completion_words;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::input::egui_wants_any_keyboard_input;
pub use dead_cells::DeadCellMark;
pub use open_features::{OpenFeature, OpenFeatureOutline, OpenFeatures};
pub use tiles_left::{FitsHereMark, HoveredTile, TileGroup, TilesLeft, UnseenTiles};

pub(super) fn plugin(app: &mut App) {
    logic(app);
    app.add_systems(
        Update,
        toggle_keys
            .run_if(a_table_is_shown.and_then(not(egui_wants_any_keyboard_input)))
            .in_set(GameSet::Input),
    )
    .add_systems(
        EguiPrimaryContextPass,
        (
            // Painted under the screens' panels, which cover them.
            open_features::values_on_map.before(ScreenPanels),
            tiles_left::tiles_left_window.after(ScreenPanels),
        )
            .run_if(in_state(Screen::Playing).or_else(in_state(Screen::Final)))
            .run_if(a_table_is_shown),
    );
}

/// The helpers' state and map marks, without egui or a window: enough for a
/// headless app.
pub fn logic(app: &mut App) {
    app.init_resource::<Glance>()
        .init_resource::<TilesLeft>()
        .init_resource::<HoveredTile>()
        .init_resource::<OpenFeatures>()
        .add_message::<LookAtLastMove>()
        .add_message::<FitMap>()
        .add_systems(
            Update,
            look_at_last_move
                .run_if(a_table_is_shown)
                .in_set(GameSet::Input),
        )
        .add_systems(
            Update,
            (
                (
                    tiles_left::sync_tiles_left,
                    tiles_left::sync_fits_here,
                    dead_cells::sync_dead_cells,
                )
                    .run_if(in_state(Screen::Playing)),
                open_features::sync_open_features,
            )
                .chain()
                .in_set(GameSet::Sync)
                .run_if(
                    in_state(Screen::Playing)
                        .or_else(in_state(Screen::Final))
                        .and_then(a_table_is_shown),
                ),
        );
}

pub use super::state::LookAtLastMove;
pub use super::state::SCOREBOARD_WIDTH;

pub use helpers::*;
