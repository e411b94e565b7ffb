//! Network play in the window: host a game from the new-game screen (seats
//! here, computers, or open for friends), join one with an invite, wait in
//! the lobby, then play. The host's one real table lives in `net::Room`
//! (in a `net::Host`); each window, the host's and every joiner's, shows a
//! replica table entity ([`FollowsNetwork`]) that follows the host's moves
//! and draws, so the map, scoreboard, banners and final screen work as for
//! a local game. A turn confirmed here is laid on the replica at once and
//! sent to the host; the host's answer (the move back, or a refusal, which
//! rebuilds the replica) keeps them the same. See docs/architecture.md.

pub mod chat;
pub mod follow;
pub mod handle;
pub mod reach;
pub mod requests;
pub mod resume;
pub mod screens;
pub mod seats;
pub mod session;

pub use super::turn::FollowsNetwork;
use crate::app::turn::phases::{GameSet, Screen};
use bevy::prelude::*;
use follow::*;
pub use handle::server_room;
use handle::*;
pub use requests::*;
pub use screens::{JoinDialog, problem_words, seat_order_words};
pub use seats::no_network_table;
pub use session::{Link, NetProblem, NetSession};

/// The window's network play: the logic ([`logic`]) and its screens.
pub(super) fn plugin(app: &mut App) {
    resume::in_the_window(app);
    logic(app);
    screens::plugin(app);
}

/// The logic without egui, for headless apps and tests: requests, the
/// host's or client's update each frame, the replica table.
pub fn logic(app: &mut App) {
    app.add_message::<NetRequest>()
        .init_resource::<NetConfig>()
        .add_systems(
            Update,
            (handle_requests, update_link, begin_game)
                .chain()
                .before(GameSet::Input),
        )
        .add_systems(
            Update,
            (
                // Before the turn is played: a confirmed turn hands the
                // tile to the next seat, and its Confirm is no longer ours.
                refuse_off_turn.after(GameSet::Input).before(GameSet::Turn),
                (send_local_move, follow_host)
                    .chain()
                    .after(GameSet::Turn)
                    .before(GameSet::Sync),
            )
                .run_if(resource_exists::<NetSession>.and_then(in_state(Screen::Playing))),
        )
        .add_systems(OnEnter(Screen::NewGame), leave_finished_game)
        .init_resource::<chat::Chat>()
        .init_resource::<JoinDialog>()
        .add_systems(
            Update,
            (
                chat::fresh_chat.run_if(resource_added::<NetSession>),
                screens::look_for_games,
            ),
        )
        .add_systems(Update, new_local_game_leaves.in_set(GameSet::Input));
    resume::plugin(app);
    seats::plugin(app);
    reach::plugin(app);
}
