//! The authoritative table: the one holder of a game's rules state, its draw
//! pile (and the pile's order), its seats and its moves. A window, a network
//! peer and the computer all ask it through one entry point,
//! [`Table::apply`], which checks that the seat may act now, and all see the
//! game through a [`SeatView`], which holds how many of each tile are unseen
//! but never their order. Plain Rust: no engine import.
//!
//! ```text
//! let mut table = Table::new(catalog, seats, rules, seed)?;
//! let drawn = table.draw();                      // tiles set aside, the hand
//! let view = table.view(Some(seat));             // what that seat may see
//! let played = table.apply(seat, ConfirmedTurn::Place { placement, action })?;
//! // A dragon tile: each seat in turn sends its step until the move applies.
//! let played = table.apply(table.to_move(), ConfirmedTurn::DragonStep(to))?;
//! // A replica (a joined player's) takes the same steps as it is told them:
//! let step = replica.follow(Told { moves, hand, over })?;
//! ```

mod authoritative;
mod follow;
mod happening;
mod level;
mod seat;
mod view;

pub use authoritative::{ConfirmedTurn, Draw, Played, Table};
pub use follow::{FollowError, Followed, Told};
pub use happening::HappeningWatch;
pub use level::Level;
pub use seat::{Seat, SeatKind, score_chart_png};
pub use view::{SeatView, SeatViewWire, WireGame};
