//! What starts a game and what flows through a turn: the tile definitions, the helpers, a game's setup, the players' turn inputs, and the notices and refusals shown as words on screen.

use crate::rules::{FigureAction, Placement, Pos, RuleError, RuleSet, TileCatalog, TileTypeId};
pub use crate::table::{Seat, SeatKind};
use bevy::prelude::*;
use std::sync::Arc;

/// The tile definitions the game uses.
#[derive(Resource, Clone)]
pub struct Catalog(pub Arc<TileCatalog>);

/// How much help the table agreed the game gives, saved with the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum HelperLevel {
    /// Legal cells, tracing with values, previews and every map helper.
    #[default]
    All,
    /// Legal cells and tracing, but no values, previews or suggestions.
    RulesOnly,
    /// No legal-cell markers, values or map helpers; illegal moves are still
    /// refused with the reason.
    Purist,
}

impl HelperLevel {
    pub const ALL: [HelperLevel; 3] = [
        HelperLevel::All,
        HelperLevel::RulesOnly,
        HelperLevel::Purist,
    ];

    /// The name saved in game records and settings.
    pub const fn name(self) -> &'static str {
        match self {
            HelperLevel::All => "all",
            HelperLevel::RulesOnly => "rules-only",
            HelperLevel::Purist => "purist",
        }
    }

    pub fn from_name(name: &str) -> Option<HelperLevel> {
        HelperLevel::ALL.into_iter().find(|h| h.name() == name)
    }

    /// Cells where the tile fits are marked.
    pub const fn shows_legal_cells(self) -> bool {
        !matches!(self, HelperLevel::Purist)
    }

    /// The map helpers (tiles left, open features, dead cells) are offered
    /// at all: not at a purist table.
    pub const fn shows_map_helpers(self) -> bool {
        !matches!(self, HelperLevel::Purist)
    }

    /// Values, previews, suggestions and the map helpers are shown.
    pub const fn shows_values(self) -> bool {
        matches!(self, HelperLevel::All)
    }
}

/// Everything needed to start a game.
#[derive(Clone, Debug, Default)]
pub struct GameSetup {
    /// In turn order; the first seat starts.
    pub seats: Vec<Seat>,
    pub rules: RuleSet,
    pub seed: u64,
    pub helpers: HelperLevel,
    /// The computers' own random source, never the pile's.
    pub computer_seed: u64,
    /// Coach each player's first turn (see `coach`).
    pub coach: bool,
}

/// Start a new game (from the new-game screen, a rematch or a test).
#[derive(Message, Clone, Debug)]
pub struct StartGame(pub GameSetup);

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
