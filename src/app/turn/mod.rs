//! The game in the ECS: the `ActiveGame` component wrapping the rules state, the
//! screens and turn phases, and the one system per phase that validates the
//! players' messages through the rules. No rendering here, so it runs headless.

pub mod active_game;
pub mod local;
pub mod messages;
pub mod news;
pub mod phases;
pub mod setup;
pub mod systems;

use bevy::prelude::*;
use systems::*;

pub use crate::table::{Seat, SeatKind};
pub use active_game::*;
pub use local::{Hand, LocalTurn, Step, Tentative};
pub use messages::*;
pub use news::{News, TableNews};
pub use phases::*;
pub use setup::*;
pub use systems::{announce_turns, handle_turn_input, score_steps};

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_sub_state::<TurnPhase>()
        .add_message::<StartGame>()
        .add_message::<TurnInput>()
        .add_message::<TurnConfirmed>()
        .add_message::<TurnsUndone>()
        .init_resource::<ScoreDisplay>()
        .init_resource::<TableNews>()
        .configure_sets(
            Update,
            (GameSet::Input, GameSet::Turn, GameSet::Sync).chain(),
        )
        .add_systems(Update, start_game.in_set(GameSet::Turn))
        .add_systems(
            Update,
            (
                announce_turns,
                news::follow_the_news.run_if(a_table_is_shown),
            )
                .chain()
                .in_set(GameSet::Sync),
        )
        .add_systems(OnEnter(TurnPhase::Score), begin_scoring)
        .add_systems(OnEnter(Screen::NewGame), leave_game)
        .add_systems(
            Update,
            (
                // The demonstration lays out its own tiles and shows its own
                // result: drawing and moving on are the game's alone.
                draw_tile.run_if(
                    in_state(TurnPhase::Draw)
                        .and_then(in_state(Screen::Playing))
                        .and_then(the_table_draws_here),
                ),
                handle_turn_input.run_if(
                    in_state(TurnPhase::Place)
                        .or_else(in_state(TurnPhase::Claim))
                        .or_else(in_state(TurnPhase::Fly)),
                ),
                show_scoring.run_if(in_state(TurnPhase::Score).and_then(in_state(Screen::Playing))),
                undo_last_turn.run_if(in_state(Screen::Playing).and_then(the_table_draws_here)),
            )
                .chain()
                .in_set(GameSet::Turn)
                // A game loaded or started this frame is inserted by a command.
                .run_if(a_table_is_shown),
        );
}
