//! A move, step by step: checking it whole before anything changes, then
//! the turn in the rules' order (the fairy's point, the tile, the figure
//! action, the dragon's flight, the scoring, the next player).

use super::errors::RuleError;
use super::expansions::Expansion;
use super::figures::FigureKind;
use super::game::{Game, RiverFlow, TurnReport};
use super::moves::{Move, Placement};
use super::tiles::TileTypeId;

/// A figure action checked against the rules: what applying it does.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Resolved {
    Nothing,
    /// A figure from supply on segment `local` of the tile placed now
    /// (`tile: None`) or of the `tile`-th placed tile (through a portal).
    Put {
        kind: FigureKind,
        tile: Option<usize>,
        local: u8,
    },
    /// The abbot (figure index) taken back.
    Recall {
        figure: usize,
    },
    /// The fairy to the follower on segment `local` of the `tile`-th tile.
    Fairy {
        tile: usize,
        local: u8,
    },
    /// The knight (figure index) sent home by the princess.
    Princess {
        figure: usize,
    },
}

/// A move the rules accept, with what applying it needs.
struct Checked {
    pile_index: usize,
    river: Option<RiverFlow>,
    resolved: Resolved,
}

impl Game {
    /// Checks a move without applying it.
    pub fn check(&self, mv: &Move) -> Result<(), RuleError> {
        self.validate(mv).map(|_| ())
    }

    /// Everything the rules check about a move, and what applying it needs.
    fn validate(&self, mv: &Move) -> Result<Checked, RuleError> {
        if self.finished {
            return Err(RuleError::GameOver);
        }
        match *mv {
            Move::Place {
                tile,
                placement,
                action,
                dragon,
            } => {
                let pile_index = self.draw_index(tile)?;
                let river = self.placement_flow(tile, placement)?;
                let resolved = self.resolve_action(tile, placement, action)?;
                self.check_flight(tile, placement, action, &dragon)?;
                Ok(Checked {
                    pile_index,
                    river,
                    resolved,
                })
            }
            Move::Discard { tile } => {
                let pile_index = self.draw_index(tile)?;
                if let Some(example) = self.any_placement(tile) {
                    return Err(RuleError::FitsSomewhere {
                        tile: self.catalog.get(tile).id.clone(),
                        example,
                    });
                }
                Ok(Checked {
                    pile_index,
                    river: None,
                    resolved: Resolved::Nothing,
                })
            }
        }
    }

    /// Applies one move: checks it, then places, claims and scores. On error
    /// the game is unchanged.
    pub fn apply(&mut self, mv: &Move) -> Result<TurnReport, RuleError> {
        let checked = self.validate(mv)?;
        let move_index = self.moves + 1;
        let first_event = self.events.len();
        let first_returned = self.returned.len();
        let mut goods = [0u8; 3];
        let mut extra_turn = false;
        // Checked: from here on nothing fails.
        if !self.turn_begun {
            self.turn_begun = true;
            self.fairy_point(move_index);
        }
        self.take_from_pile(checked.pile_index);
        if let Move::Place {
            tile,
            placement,
            dragon,
            ..
        } = *mv
        {
            if let Some((end, bend)) = checked.river {
                self.river.end = end;
                if bend.is_some() {
                    self.river.last_bend = bend;
                }
            }
            let ti = self.add_tile(tile, placement, Some(self.current));
            self.land_dragon(ti, move_index);
            // A builder already on the map gives a second turn, never a
            // third; it is earned now, whatever the dragon eats later.
            extra_turn = self.rules.has(Expansion::TRADERS_BUILDERS)
                && !self.second_turn
                && self.extends_own_builder(ti);
            self.act(checked.resolved, ti, move_index);
            self.fly(&dragon, move_index);
            goods = self.score_completed(ti, move_index);
            self.second_turn = extra_turn;
            if !extra_turn {
                self.current = (self.current + 1) % self.players.len() as u8;
                self.turn_begun = false;
            }
        }
        // A discarded tile is set aside and the same player draws again.
        self.moves = move_index;
        if self.no_tile_to_draw() {
            self.final_scoring();
        }
        Ok(TurnReport {
            move_index,
            events: first_event..self.events.len(),
            returned: first_returned..self.returned.len(),
            goods,
            extra_turn: extra_turn && !self.finished,
            finished: self.finished,
        })
    }

    /// The figure action, checked, carried out after the tile (index `ti`)
    /// is placed.
    pub(crate) fn act(&mut self, resolved: Resolved, ti: usize, move_index: u32) {
        match resolved {
            Resolved::Nothing => {}
            Resolved::Put { kind, tile, local } => self.put_figure(tile.unwrap_or(ti), local, kind),
            Resolved::Recall { figure } => self.recall_abbot(figure, move_index),
            Resolved::Fairy { tile, local } => self.move_fairy(tile, local),
            Resolved::Princess { figure } => self.send_knight_home(figure, move_index),
        }
    }

    /// Whether no tile is left that may be drawn: the pile is empty, or
    /// holds only dragon tiles while no volcano can come any more.
    pub(crate) fn no_tile_to_draw(&self) -> bool {
        self.next_tile().is_none()
    }

    /// A copy of the game with `tile` placed at `placement` and nothing scored
    /// or claimed yet: what a screen shows while the player decides.
    pub fn with_tile_placed(
        &self,
        tile: TileTypeId,
        placement: Placement,
    ) -> Result<Game, RuleError> {
        if self.finished {
            return Err(RuleError::GameOver);
        }
        let idx = self.draw_index(tile)?;
        self.check_placement(tile, placement)?;
        let mut g = self.clone();
        g.take_from_pile(idx);
        let ti = g.add_tile(tile, placement, Some(self.current));
        g.land_dragon(ti, g.moves + 1);
        Ok(g)
    }
}
