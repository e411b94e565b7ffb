//! Computer opponents: five levels that pick a move for the tile in hand from
//! what a person at the table knows, never from the order of the pile.
//!
//! ```text
//! let mut ai = Ai::new(Level::Hard, seed);
//! let s = ai.choose(&table.view(Some(seat)))?;   // or choose_until(.., &cancel)
//! table.apply(seat, ..s.mv..)?;                   // s.reason: "closes your city: +8"
//! ```
//!
//! Fair play: a level sees only a [`SeatView`], which holds how many of each
//! tile are unseen but not their order. To look ahead it re-deals the view's
//! unseen tiles from its own random source ([`Game::redeal_unseen`]), with
//! the tile in hand on top.

pub mod arena;
pub(crate) mod eval;
mod journal;
#[doc(hidden)]
pub use prospects::{Prospect, feature_prospects, values_if_ended_now};
pub(crate) mod moves;
mod prospects;
mod reason;
pub use reason::{Claimer, Reason, ReasonPart};
mod search;
pub mod sprt;
mod weights;

use crate::rules::random::Rng;
use crate::rules::{Move, RuleError};
use crate::table::SeatView;
use std::fmt;
use std::sync::atomic::AtomicBool;

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A uniformly random legal move (like the engine's `RandomPlayer`).
    Random,
    /// One move ahead: the points on the table for itself now (scored, plus
    /// the current value of the features it holds and one point a follower
    /// in supply); blind to what it gives away.
    Greedy,
    /// A beginner's game: points on the table for itself against the others,
    /// with a loose hand (often not the best of its moves).
    Easy,
    /// One move ahead with the full evaluation: expected value of open
    /// features (completion chances from the unseen tiles), farms,
    /// monasteries, followers in supply, turns left. It weighs the others'
    /// prospects at half and picks loosely among near-equal moves (a club
    /// player, not a machine).
    Medium,
    /// The full evaluation, searched: its best moves by one move's value,
    /// each followed by the next player's best reply to every tile they may
    /// draw (weighted by how many of each are unseen), plus sampled deals of
    /// the rest of the round and its own next move. With three players or
    /// more it plays for first place: the others count by their chance of
    /// finishing first among them, so late in the game the closest rival
    /// matters and a player far behind hardly does.
    Hard,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Greedy,
        Level::Easy,
        Level::Medium,
        Level::Hard,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// A line for a menu: how the level plays.
    pub const fn description(self) -> &'static str {
        match self {
            Level::Random => "plays any legal move at random",
            Level::Greedy => "grabs the most points it can see this turn",
            Level::Easy => "a beginner: counts the points on the table, often misses the best move",
            Level::Medium => "weighs open features, farms and followers; half-minds its opponents",
            Level::Hard => "looks ahead at what the next players may draw and reply",
        }
    }

    /// A level by its name (`random`, `greedy`, `easy`, `medium`, `hard`).
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The computer's choice for one turn.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion {
    /// A legal move for the tile in hand (`Discard` if it fits nowhere).
    pub mv: Move,
    /// What the move does, as data: "closes your city: +8", "claims a city
    /// worth 6 so far", "takes the abbot back: +5" in English (`Display`).
    pub reason: Reason,
    /// How good the move looks to the level that chose it: the expected
    /// final margin over the other players, in points (0 for `Random`).
    pub value: f32,
    pub level: Level,
    /// The think was cut short by the cancel flag (the move is the best
    /// found so far, still legal).
    pub cancelled: bool,
}

/// A computer player: a level and its own random source.
#[derive(Clone, Debug)]
pub struct Ai {
    level: Level,
    rng: Rng,
    /// Evaluation weights other than the level's own (arena tuning only).
    weights: Option<eval::Weights>,
}

impl Ai {
    /// A computer player whose choices depend only on `seed` and what it sees.
    pub fn new(level: Level, seed: u64) -> Ai {
        Ai {
            level,
            rng: Rng::new(seed ^ 0xA1_5EED_0000_0000),
            weights: None,
        }
    }

    /// Changes the full evaluation's weights (`name=value,...`), for tuning
    /// the medium and hard levels in the arena.
    #[doc(hidden)]
    pub fn tune(&mut self, changes: &str) -> Result<(), String> {
        self.weights = Some(eval::Weights::FULL.tuned(changes)?);
        Ok(())
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// The move for the player to move in `view`, with the tile in the
    /// view's hand. Errors when the game is over, nothing is in hand or the
    /// hand cannot be the tile drawn now.
    pub fn choose(&mut self, view: &SeatView) -> Result<Suggestion, RuleError> {
        self.choose_until(view, &AtomicBool::new(false))
    }

    /// Like [`Ai::choose`], but stops thinking soon after `cancel` is set
    /// (checked between search steps) and answers the best move found so far.
    pub fn choose_until(
        &mut self,
        view: &SeatView,
        cancel: &AtomicBool,
    ) -> Result<Suggestion, RuleError> {
        let game = view.game();
        if game.is_finished() {
            return Err(RuleError::GameOver);
        }
        let hand = view.hand().ok_or(RuleError::NoTileInHand)?;
        // NotInPile, LandBeforeRiver, LastTileTooEarly: not a hand.
        match game.check(&Move::Discard { tile: hand }) {
            Ok(()) | Err(RuleError::FitsSomewhere { .. }) => {}
            Err(e) => return Err(e),
        }
        // The copy the levels read: the unseen tiles dealt from our own seed.
        let mut game = game.clone();
        game.redeal_unseen(Some(hand), &mut self.rng);
        Ok(search::choose(
            self.level,
            &game,
            hand,
            &mut self.rng,
            cancel,
            self.weights.unwrap_or(eval::Weights::FULL),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The game window thinks on a background task: the AI moves there.
    #[test]
    fn an_ai_can_think_on_another_thread() {
        fn send<T: Send + 'static>() {}
        send::<Ai>();
        send::<Suggestion>();
        for l in Level::ALL {
            assert_eq!(Level::parse(l.name()), Some(l));
        }
        assert_eq!(Level::parse("HARD"), Some(Level::Hard));
        assert_eq!(Level::parse("expert"), None);
    }
}
