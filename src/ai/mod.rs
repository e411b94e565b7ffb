//! Computer opponents: five levels that pick a move for the tile in hand from
//! what a person at the table knows, never from the order of the pile.
//!
//! ```text
//! let mut ai = Ai::new(Level::Hard, seed);
//! let s = ai.choose(&table.view(Some(seat)))?;   // or choose_until(.., &cancel)
//! table.apply(seat, ..s.mv..)?;                   // s.reason: "closes your city: +8"
//! // A dragon tile's flight, step by step, each by the seat whose step it is:
//! let step = ai_of(seat).choose_dragon_step(&view_of(seat), &pending)?;
//! ```
//!
//! Fair play: a level sees only a [`SeatView`], which holds how many of each
//! tile are unseen but not their order. To look ahead it re-deals the view's
//! unseen tiles from its own random source ([`Game::redeal_unseen`]), with
//! the tile in hand on top.

pub mod arena;
mod engine;
pub(crate) mod eval;
mod flight;
mod journal;
#[doc(hidden)]
pub use prospects::{Prospect, feature_prospects, values_if_ended_now};
pub(crate) mod moves;
mod prospects;
mod reason;
pub mod review;
pub use reason::{Claimer, Reason, ReasonPart};
mod search;
mod suggestion;
pub use crate::table::Level;
pub use suggestion::Suggestion;
pub mod sprt;
mod weights;

use crate::rules::random::Rng;
use crate::rules::{Flight, Game, Move, PendingFlight, Pos, RuleError, TileTypeId};
use crate::table::SeatView;
use std::sync::atomic::AtomicBool;

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

    /// The computer playing `seat` on the turn after `moves` moves, in a
    /// game whose computers draw on `computers_seed` (never the pile's
    /// seed: see [`Ai::computers_seed`]). The one way a window, a network
    /// room and a joined bot seed their computers: the same game gets the
    /// same computer turns, whoever plays them.
    pub fn for_turn(level: Level, computers_seed: u64, seat: usize, moves: usize) -> Ai {
        let seed =
            computers_seed.wrapping_add((seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        Ai::new(level, seed ^ moves as u64)
    }

    /// A seed for a game's computers made from the seed of its pile, for
    /// a program that has only that one (a network room): mixed, so the
    /// computers' choices tell nothing of the pile's order.
    pub fn computers_seed(pile_seed: u64) -> u64 {
        Rng::new(pile_seed ^ 0xC0_4D07E5).next_u64()
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
        let (game, hand) = self.dealt(view)?;
        Ok(search::choose(
            self.level,
            &game,
            hand,
            &mut self.rng,
            cancel,
            self.weights.unwrap_or(eval::Weights::FULL),
        ))
    }

    /// The dragon's next step in `flight`, for the seat whose step it is
    /// ([`Game::flight_seat`]): a position among [`Game::flight_options`].
    /// `view` is that seat's view of the game before the dragon tile's move
    /// (the placer to move, the dragon tile in hand). Random steps at
    /// random; Greedy and Easy towards rivals' figures and away from their
    /// own; Medium and Hard weigh the position after the whole move for each
    /// step they may take, the rest of the flight as each seat is expected
    /// to steer it. Errors when the move up to its flight is not legal in
    /// `view`, when the view is another seat's than the one whose step it is
    /// ([`RuleError::NotYourTurn`]), or when the flight is over (six steps
    /// or a dead end: [`RuleError::FlightTooLong`], no step is left).
    pub fn choose_dragon_step(
        &mut self,
        view: &SeatView,
        flight: &PendingFlight,
    ) -> Result<Pos, RuleError> {
        let (game, _) = self.dealt(view)?;
        game.check_before_flight(&flight.to_move())?;
        let (options, seat) = game.next_flight_step(flight)?;
        if let Some(mine) = view.seat()
            && mine != seat
        {
            return Err(RuleError::NotYourTurn {
                seat: mine,
                to_move: seat,
            });
        }
        if options.is_empty() {
            // No step is left to take: asking for one is asking for a
            // seventh (the rules have no word for a flight that is over).
            return Err(RuleError::FlightTooLong {
                steps: Flight::STEPS + 1,
            });
        }
        Ok(search::dragon_step(
            self.level,
            &game,
            flight,
            &options,
            &mut self.rng,
            self.weights.unwrap_or(eval::Weights::FULL),
        ))
    }

    /// For the post-game review: the level's best move in `view` and the
    /// value it gives it, with the value it gives `played` in the same think
    /// (see [`search::appraise`]). `Ok(None)` when cancelled, for the random
    /// level, or when `played` is not a legal move for the hand.
    pub(crate) fn appraise(
        &mut self,
        view: &SeatView,
        played: &Move,
        cancel: &AtomicBool,
    ) -> Result<Option<search::Appraisal>, RuleError> {
        let (game, hand) = self.dealt(view)?;
        Ok(search::appraise(
            self.level,
            &game,
            hand,
            played,
            &mut self.rng,
            cancel,
            self.weights.unwrap_or(eval::Weights::FULL),
        ))
    }

    /// The copy of the view's game the levels read, the unseen tiles dealt
    /// from our own seed, and the hand; errors when the game is over, nothing
    /// is in hand or the hand cannot be the tile drawn now.
    fn dealt(&mut self, view: &SeatView) -> Result<(Game, TileTypeId), RuleError> {
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
        Ok((game, hand))
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
