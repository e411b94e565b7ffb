//! After a game without farmers, as the rulebook's introductory game asks:
//! how the finished map's fields would have scored. The field worth most is
//! traced on the map with its value (3 per completed city it touches), then
//! the next one.

pub mod fields;
pub mod view;

use crate::app::map::pointed::PointedOut;
use crate::app::turn::active_game::a_table_is_shown;
use crate::app::turn::phases::{GameSet, Screen};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FieldReplay>()
        .init_resource::<PointedOut>()
        .add_message::<FieldsAsked>()
        .add_systems(
            Update,
            step_through_fields
                .in_set(GameSet::Turn)
                .run_if(in_state(Screen::Final).and_then(a_table_is_shown)),
        )
        .add_systems(OnEnter(Screen::Final), forget)
        .add_systems(OnExit(Screen::Final), forget);
}

/// The replay's panel over the map (in the window).
pub(super) fn view_plugin(app: &mut App) {
    view::plugin(app);
}

pub use fields::*;
