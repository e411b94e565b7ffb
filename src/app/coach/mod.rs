//! Coaching a first game, as the rule guides ask of the first real turn: on
//! each player's first turn the laid tile's matching edges light up, the
//! claim markers say what each feature is (and, when the table shows values,
//! what it would be worth), the chosen feature is traced before the follower
//! is placed, and a line in the scoreboard says the next step. Quiet after.

pub mod advice;
pub mod costly;
pub mod view;

use crate::app::map::pointed::PointedOut;
use crate::app::turn::active_game::a_table_is_shown;
use crate::app::turn::phases::{GameSet, Screen};
use crate::app::turn::systems::{announce_turns, handle_turn_input};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Coach>()
        .init_resource::<PointedOut>()
        .init_resource::<CostlyMoves>()
        // Once the turns of the frame are announced.
        .add_systems(Update, costly::weigh_moves.after(announce_turns))
        .add_systems(
            Update,
            (
                remember_choice,
                point_out_choice
                    .after(handle_turn_input)
                    .run_if(in_state(Screen::Playing).and_then(a_table_is_shown)),
            )
                .in_set(GameSet::Turn),
        )
        .add_systems(OnEnter(Screen::NewGame), |mut coach: ResMut<Coach>| {
            coach.on = false
        })
        .add_systems(OnExit(Screen::Playing), |mut p: ResMut<PointedOut>| {
            p.0 = None
        });
}

/// The coach on the map (in the window).
pub(super) fn view_plugin(app: &mut App) {
    view::plugin(app);
}

pub use advice::*;
pub use costly::{CostlyMoves, CostlyNote, costly_words};
