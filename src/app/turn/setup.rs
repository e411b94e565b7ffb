//! What starts a game: the tile definitions, the help the table agreed on,
//! a game's setup and the message that starts it.

use crate::rules::{RuleSet, TileCatalog};
use crate::table::Seat;
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
