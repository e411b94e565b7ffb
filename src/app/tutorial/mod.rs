//! How to play: an unscored demonstration on the real map, engine and art,
//! apart from any game, as the rule guides ask before a first game. Five
//! steps, each a position the rules build from a fresh game and a tile or two
//! the learner lays with the mouse: the rules refuse an illegal move with
//! their reason, and each step checks that the move makes its point. The
//! demonstration plays on its own table (an entity of its own, gone on
//! leaving): a game in progress waits untouched, off the map, and comes back
//! on leaving; nothing here is ever saved.

pub mod lesson;
pub(super) mod marks;
pub(super) mod panel;
pub mod steps;

use super::state::FitMap;
use crate::app::map::pointed::PointedOut;
use crate::app::turn::active_game::a_table_is_shown;
use crate::app::turn::phases::{GameSet, Screen};
use crate::app::turn::systems::handle_turn_input;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HowToPlay>()
        .add_message::<FitMap>()
        .init_resource::<PointedOut>()
        .add_systems(
            Update,
            (
                // A network game's table is never taken off the map.
                steer
                    .before(handle_turn_input)
                    .run_if(crate::app::net::seats::no_network_table),
                (follow_the_learner, show_result, point_out)
                    .chain()
                    .after(handle_turn_input)
                    .run_if(
                        in_state(Screen::Tutorial)
                            .and_then(resource_exists::<Lesson>)
                            .and_then(a_table_is_shown),
                    ),
            )
                .in_set(GameSet::Turn),
        )
        .add_systems(OnEnter(Screen::Tutorial), take_the_map)
        .add_systems(OnExit(Screen::Tutorial), give_back_the_map)
        .add_systems(OnExit(Screen::Tutorial), |mut p: ResMut<PointedOut>| {
            p.0 = None
        });
}

/// The demonstration's marks on the map and its panel (in the window).
pub(super) fn view_plugin(app: &mut App) {
    app.add_plugins((marks::plugin, panel::plugin));
}

pub use super::state::HowToPlay;

pub use lesson::*;
