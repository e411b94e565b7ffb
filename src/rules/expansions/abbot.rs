//! The Abbot's own rules: taking the abbot back instead of placing a figure.
//! (The abbot itself, and the garden it may stand on, are in the figures'
//! table and the tiles.)

use crate::rules::errors::RuleError;
use crate::rules::expansions::Expansion;
use crate::rules::figures::FigureKind;
use crate::rules::game::{FeatureId, Game};
use crate::rules::geometry::Pos;
use crate::rules::moves::FigureAction;
use crate::rules::turn::Resolved;

impl Game {
    /// Takes back figure `index` (an abbot) and scores its cloister as it
    /// stands; a cloister this turn completes is left to score 9 normally.
    pub(crate) fn recall_abbot(&mut self, index: usize, move_index: u32) {
        let fig = self.figures[index];
        debug_assert_eq!(fig.kind, FigureKind::Abbot);
        let f = FeatureId(self.find(fig.seg));
        if self.is_complete(f) {
            return;
        }
        self.score_feature(f, Some(move_index), true);
    }

    /// Taking back the abbot: one option per abbot of the player to move on
    /// the map.
    pub(crate) fn recall_options(&self, out: &mut Vec<FigureAction>) {
        if !self.rules.has(Expansion::ABBOT) {
            return;
        }
        for f in &self.figures {
            if f.player == self.current && f.kind == FigureKind::Abbot {
                out.push(FigureAction::RecallAbbot(self.tiles[f.tile as usize].pos));
            }
        }
    }

    /// The player to move's abbot on the tile at `at`, to take back.
    pub(crate) fn resolve_recall(&self, at: Pos) -> Result<Resolved, RuleError> {
        if !self.rules.has(Expansion::ABBOT) {
            return Err(RuleError::AbbotOff);
        }
        self.figures
            .iter()
            .position(|f| {
                f.player == self.current
                    && f.kind == FigureKind::Abbot
                    && self.tiles[f.tile as usize].pos == at
            })
            .map(|figure| Resolved::Recall { figure })
            .ok_or(RuleError::NoAbbotAt(at))
    }
}
