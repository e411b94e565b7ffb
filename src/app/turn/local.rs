//! The local turn: what the player at this window does with the tile in
//! hand before the table hears of it (how the tile is held, where it is
//! tried, the figure chosen for it), as plain data, and the one function
//! that takes a turn input to the turn's next step or a refusal. No engine
//! here: the decisions are tested without an app.

use crate::app::turn::messages::{Refusal, TurnInput};
use crate::app::turn::phases::TurnPhase;
use crate::app::turn::setup::HelperLevel;
use crate::rules::{FigureAction, Game, Placement, Rotation, TileTypeId};
use crate::table::ConfirmedTurn;

/// The tile in hand laid on the map tentatively, and the figure chosen for
/// it (a figure is chosen only for a tile that lies).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tentative {
    pub placement: Placement,
    pub figure: Option<FigureAction>,
}

/// The local turn: how the player holds the tile in hand, and where it lies
/// once tried on the map. A tile that lies is the turn's Claim phase: the
/// schedule's [`TurnPhase`] follows it ([`LocalTurn::phase`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LocalTurn {
    /// How the tile is held (R turns it); it shows turned so wherever it
    /// fits that way. A tile that lies is held as it lies.
    pub rotation: Rotation,
    /// Where the tile lies, with its figure; `None` while it is in hand.
    pub tentative: Option<Tentative>,
}

/// What the table shows the local turn: the game, the tile in hand and the
/// help the table agreed on.
#[derive(Clone, Copy, Debug)]
pub struct Hand<'a> {
    pub game: &'a Game,
    pub tile: TileTypeId,
    pub helpers: HelperLevel,
}

/// Where an input takes the local turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The turn goes on, as it now stands (an input that means nothing in
    /// this phase leaves it as it was).
    Turn(LocalTurn),
    /// The player confirmed: this is the turn for the table.
    Confirm(ConfirmedTurn),
}

impl LocalTurn {
    /// The turn's phase: Claim while the tile lies, else Place.
    pub fn phase(&self) -> TurnPhase {
        match self.tentative {
            Some(_) => TurnPhase::Claim,
            None => TurnPhase::Place,
        }
    }

    /// The tile laid at `placement`, held so, no figure chosen yet.
    fn laid(placement: Placement) -> LocalTurn {
        LocalTurn {
            rotation: placement.rotation,
            tentative: Some(Tentative {
                placement,
                figure: None,
            }),
        }
    }

    /// What `input` makes of this turn with `hand`: the turn's next step,
    /// or why the rules refuse it (nothing changes then).
    pub fn take(self, input: TurnInput, hand: &Hand) -> Result<Step, Refusal> {
        let turn = match (input, self.tentative) {
            (TurnInput::PlaceTile(p), _) => {
                hand.game
                    .check_placement(hand.tile, p)
                    .map_err(Refusal::Rules)?;
                LocalTurn::laid(p)
            }
            (TurnInput::Rotate(_), Some(laid)) => self.turn_laid(laid.placement, hand),
            (TurnInput::Rotate(at), None) => self.turn_in_hand(at, hand),
            (TurnInput::ChooseFigure(figure), Some(laid)) => {
                choose_figure(figure, laid.placement, hand)?;
                LocalTurn {
                    tentative: Some(Tentative { figure, ..laid }),
                    ..self
                }
            }
            (TurnInput::Confirm, Some(laid)) => {
                return Ok(Step::Confirm(ConfirmedTurn::Place {
                    placement: laid.placement,
                    action: laid.figure,
                }));
            }
            // The figure goes back first; then the tile is picked up.
            (TurnInput::StepBack, Some(laid)) => LocalTurn {
                tentative: laid.figure.map(|_| Tentative {
                    figure: None,
                    ..laid
                }),
                ..self
            },
            _ => self,
        };
        Ok(Step::Turn(turn))
    }

    /// The laid tile turned to its next orientation that fits where it
    /// lies (the figure goes back); as it was if none other fits.
    fn turn_laid(self, current: Placement, hand: &Hand) -> LocalTurn {
        match hand
            .game
            .next_legal_rotation(hand.tile, current.pos, current.rotation)
        {
            Some(rotation) if rotation != current.rotation => LocalTurn::laid(Placement {
                rotation,
                ..current
            }),
            _ => self,
        }
    }

    /// The tile in hand turned: to its next orientation that fits at `at`
    /// (the cell the pointer or the key cursor is on), else a quarter turn.
    /// A purist's tile turns a quarter at a time, fit or not.
    fn turn_in_hand(self, at: Option<crate::rules::Pos>, hand: &Hand) -> LocalTurn {
        let from = self.rotation;
        let at = at.filter(|_| hand.helpers.shows_legal_cells());
        let rotation = at
            .and_then(|cell| {
                let shown = hand.game.fitting_rotation(hand.tile, cell, from)?;
                hand.game.next_legal_rotation(hand.tile, cell, shown)
            })
            .unwrap_or(from.next());
        LocalTurn { rotation, ..self }
    }
}

/// Whether `figure` may go on the tile laid at `placement`: the rules'
/// reason where they give one ("the connected road already holds a
/// figure").
fn choose_figure(
    figure: Option<FigureAction>,
    placement: Placement,
    hand: &Hand,
) -> Result<(), Refusal> {
    let Some(action) = figure else {
        return Ok(());
    };
    if hand
        .game
        .figure_options(hand.tile, placement)
        .contains(&action)
    {
        return Ok(());
    }
    let why = action.placed().and_then(|(kind, spot)| {
        hand.game
            .check_figure(hand.tile, placement, kind, spot)
            .err()
    });
    Err(why.map_or(Refusal::FigureNotHere, Refusal::Rules))
}
