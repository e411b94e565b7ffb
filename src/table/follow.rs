//! A replica table following the table that holds the pile (a network
//! host's): what the host told of its game, and the one step at a time by
//! which a replica catches up with it, the same steps [`Table::draw`] and
//! [`Table::apply`] take at the host.

use super::authoritative::{Draw, Table};
use super::seat::Seat;
use crate::rules::record::{GameRecord, RecordError};
use crate::rules::{
    Move, PendingFlight, Pos, RuleError, RuleSet, TileCatalog, TileTypeId, TurnReport,
};
use std::sync::Arc;

/// What the table that holds the pile has told of its game: every move so
/// far (placements and tiles set aside), the tile in hand, a dragon's
/// flight being chosen and whether the game is over. Borrowed: the word as
/// it is kept, never copied to be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Told<'a> {
    pub moves: &'a [Move],
    pub hand: Option<TileTypeId>,
    /// The Princess & the Dragon: the tile in hand laid as a dragon tile,
    /// its flight's steps so far (the move is told whole once it ends).
    pub flight: Option<PendingFlight>,
    pub over: bool,
}

/// One step a replica took toward what it was told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Followed {
    /// The draw step: tiles set aside, the tile in hand, or the end of the
    /// game with its final scoring.
    Drew(Draw),
    /// `seat` laid the tile it held, as the host told.
    Placed { seat: usize, report: TurnReport },
    /// A dragon's flight as told so far: `seat` chooses the next step
    /// among `options`.
    Flying { seat: usize, options: Vec<Pos> },
}

/// Why a replica cannot take the next step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FollowError {
    /// The replica's move at `at` is not the one told (a move made here
    /// that the host refused or overtook): it must be built again from
    /// what was told.
    Diverged { at: usize },
    /// The told step does not replay under the rules: the host plays
    /// another game than this replica.
    Rules(RuleError),
}

impl std::fmt::Display for FollowError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FollowError::Diverged { at } => write!(f, "move {} differs from the one told", at + 1),
            FollowError::Rules(e) => write!(f, "{e}"),
        }
    }
}

impl Table {
    /// A replica of a game known by its moves, not its pile: every move
    /// replayed through the rules, then `hand` in the hand of the player to
    /// move. The seats must be as many as the game's players.
    pub fn replica(
        catalog: Arc<TileCatalog>,
        seats: Vec<Seat>,
        rules: RuleSet,
        moves: &[Move],
        hand: Option<TileTypeId>,
    ) -> Result<Table, RecordError> {
        let names = seats.iter().map(|s| s.name.clone()).collect();
        let record = GameRecord::of_moves(names, rules, None, moves, &catalog);
        let mut table = Table::from_record(catalog, &record, seats)?;
        if let Some(tile) = hand {
            table.deal(tile).map_err(RecordError::Setup)?;
        }
        Ok(table)
    }

    /// Takes the next step toward `told`: the draw step as told (the
    /// tiles set aside, then the tile drawn, or the end), else the next
    /// placement. `Ok(None)`: nothing to take (caught up, a move made here
    /// still on its way, or a spectator's tile not yet shown). On an error
    /// nothing changes.
    pub fn follow(&mut self, told: Told<'_>) -> Result<Option<Followed>, FollowError> {
        let local = self.moves().len();
        let shared = local.min(told.moves.len());
        if let Some(at) = (0..shared).find(|&i| self.moves()[i] != told.moves[i]) {
            return Err(FollowError::Diverged { at });
        }
        if local > told.moves.len() {
            return Ok(None); // our move, not yet told back
        }
        let mut at = local;
        while let Some(Move::Discard { .. }) = told.moves.get(at) {
            at += 1;
        }
        let set_aside: Vec<TileTypeId> = told.moves[local..at].iter().map(Move::tile).collect();
        let drawn = match told.moves.get(at) {
            Some(&Move::Place { tile, .. }) => Some(tile),
            _ => told.hand,
        };
        // (The rules end the game themselves when the last tile leaves the
        // pile: a replica's pile holds the unseen tiles.)
        if !set_aside.is_empty() || (drawn.is_some() && self.hand() != drawn) {
            if drawn.is_none() && !told.over {
                // A spectator: the tile drawn comes with its placement.
                return Ok(None);
            }
            let draw = self
                .follow_draw(&set_aside, drawn)
                .map_err(FollowError::Rules)?;
            return Ok(Some(Followed::Drew(draw)));
        }
        if let Some(&mv @ Move::Place { .. }) = told.moves.get(at) {
            let seat = self.player_to_move();
            let report = self.apply_told(mv).map_err(FollowError::Rules)?;
            return Ok(Some(Followed::Placed { seat, report }));
        }
        match told.flight {
            Some(flight)
                if self.flight() != Some(&flight)
                    && self.hand() == Some(flight.tile)
                    && !self.flight().is_some_and(|ours| ahead_of(ours, &flight)) =>
            {
                let (options, seat) = self.follow_flight(flight).map_err(FollowError::Rules)?;
                Ok(Some(Followed::Flying { seat, options }))
            }
            _ => Ok(None),
        }
    }

    /// Follows `told` until caught up: every step taken, in order. On an
    /// error the steps before it stay taken.
    pub fn catch_up(&mut self, told: Told<'_>) -> Result<Vec<Followed>, FollowError> {
        let mut steps = Vec::new();
        while let Some(step) = self.follow(told)? {
            steps.push(step);
        }
        Ok(steps)
    }
}

/// Whether a replica's flight is the told one with more steps: steps taken
/// here, not yet told back.
fn ahead_of(ours: &PendingFlight, told: &PendingFlight) -> bool {
    let (mine, theirs) = (ours.steps.steps(), told.steps.steps());
    (ours.tile, ours.placement, ours.action) == (told.tile, told.placement, told.action)
        && mine.len() > theirs.len()
        && mine.starts_with(theirs)
}
