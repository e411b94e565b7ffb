//! What flows through a turn: the players' inputs ([`TurnInput`]), the
//! turns a table accepted or took back ([`TurnConfirmed`], [`TurnsUndone`]),
//! and what the table is told ([`Notice`]) or refuses ([`Refusal`]), kept
//! as data and worded only on screen.

use crate::rules::{FigureAction, Move, Placement, Pos, RuleError, TileTypeId};
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
    /// The dragon's next step, to the tile there (by the seat whose step it
    /// is).
    DragonStep(Pos),
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

/// A turn a table accepted (`Table::apply`): one message for each, whether
/// played here (a person, a computer, the demonstration) or told by the
/// network host. The network, the sounds, saving and the coach hear of a
/// turn so, rather than by counting moves. Sent each frame after the turn
/// is played and the host followed (`GameSet::Sync`, see
/// [`announce_turns`](super::systems::announce_turns)).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnConfirmed {
    /// The table's game (`ActiveGame::id`).
    pub game: u64,
    /// The seat that played it.
    pub seat: usize,
    /// Its place among the game's moves (from 0).
    pub index: usize,
    /// The move as the record keeps it.
    pub mv: Move,
    /// Played at this window, or told by the network host.
    pub origin: TurnOrigin,
}

/// Where a confirmed turn was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnOrigin {
    /// At this window: by a person here, a computer seat, a script.
    Here,
    /// By the network host (another window's player, or its computers).
    Host,
}

/// Turns taken back ("Undo last turn"): the table's game has `moves` moves
/// again, and the seat to move plays its turn again.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnsUndone {
    /// The table's game (`ActiveGame::id`).
    pub game: u64,
    pub moves: usize,
}
