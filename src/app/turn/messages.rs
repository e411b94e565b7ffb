//! What flows through a turn: the players' inputs ([`TurnInput`]), and
//! what the table is told ([`Notice`]) or refuses ([`Refusal`]), kept as
//! data and worded only on screen.

use crate::rules::{FigureAction, Placement, Pos, RuleError, TileTypeId};
use bevy::prelude::*;

/// What a player does during a turn, whether by mouse, keyboard or a test.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnInput {
    /// Put the drawn tile here (tentatively), or move it here.
    PlaceTile(Placement),
    /// Turn the tile: the tentatively placed one, or else the one in hand,
    /// to its next orientation that fits at the given cell (a quarter turn
    /// when none is given or none fits there).
    Rotate(Option<Pos>),
    /// Choose the figure action (`None`: no figure).
    ChooseFigure(Option<FigureAction>),
    /// Confirm the turn with the chosen figure action.
    Confirm,
    /// Step back within the turn: take the figure back, then pick the tile up.
    StepBack,
    /// Skip the rest of the scoring display.
    ContinueScoring,
    /// Undo the last confirmed turn.
    UndoLastTurn,
}

/// Something the table is told, as data: turned into words only on screen
/// (see `words::notice_words`), so a language can be chosen there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A drawn tile fits nowhere: it is set aside and the seat draws again.
    SetAside { tile: TileTypeId, seat: usize },
    /// A builder gives the seat a second turn.
    PlaysAgain { seat: usize },
    /// The last turn was taken back: the seat plays it again, same tile.
    TurnUndone { seat: usize },
    /// The game was resumed from its save.
    Resumed,
}

/// Why something a player tried was refused, as data (worded on screen by
/// `words::refusal_text`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules refuse the tile or figure, and say why.
    Rules(RuleError),
    /// The table refused the confirmed move.
    Confirm(RuleError),
    /// That figure may not go there this turn (no rule names one reason).
    FigureNotHere,
    /// No confirmed turn is left to take back.
    NothingToUndo,
    /// A past position of the game cannot be shown.
    Review(RuleError),
}
