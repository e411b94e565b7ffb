//! Traders & Builders' own rules: the builder's second turn, the pigs set
//! off by a completed city with a coat of arms, the goods majorities at the
//! end. (The builder and pig themselves are in the figures' table; goods
//! are taken where a completed city is scored.)

use crate::rules::events::{
    GOODS_MAJORITY_POINTS, ScoreEvent, ScoreKind, TileBits, goods_majority, goods_points,
    pig_points,
};
use crate::rules::expansions::{Expansion, MAX_PLAYERS, RuleSet};
use crate::rules::figures::FigureKind;
use crate::rules::game::{Departure, FeatureId, Game};
use crate::rules::tiles::{FeatureKind, Goods};

impl RuleSet {
    /// Whether goods are in play: taken from completed cities, kept by each
    /// player (records and `replay` list them), scored by majority at the end.
    pub const fn has_goods(self) -> bool {
        self.has(Expansion::TRADERS_BUILDERS)
    }
}

impl Game {
    /// Whether the tile just placed (index `ti`) extends a road or city that
    /// holds the builder of the player to move.
    pub(crate) fn extends_own_builder(&self, ti: usize) -> bool {
        let placed = self.tiles[ti];
        let t = self.catalog.get(placed.tile);
        self.figures
            .iter()
            .filter(|f| f.kind == FigureKind::Builder && f.player == self.current)
            .any(|f| {
                let root = self.find(f.seg);
                t.segments.iter().enumerate().any(|(local, s)| {
                    matches!(s.kind, FeatureKind::Road | FeatureKind::City)
                        && self.find(placed.seg_base + local as u16) == root
                })
            })
    }

    /// What the goods majorities would give each seat if the game ended now.
    pub fn goods_points_now(&self) -> [u32; MAX_PLAYERS] {
        if !self.rules.has_goods() {
            return [0; MAX_PLAYERS];
        }
        // On the stack: the computer asks this in every evaluation.
        let mut tokens = [[0u8; 3]; MAX_PLAYERS];
        for (t, p) in tokens.iter_mut().zip(&self.players) {
            *t = p.goods;
        }
        goods_points(&tokens[..self.players.len()])
    }

    /// Every pig whose field touches one of `cities` (arms cities this move
    /// completed) scores 3 per completed city of its field and comes back.
    pub(crate) fn score_pigs(&mut self, cities: &[u16], move_index: u32) {
        let mut i = 0;
        while i < self.figures.len() {
            let fig = self.figures[i];
            let field = FeatureId(self.find(fig.seg));
            if fig.kind != FigureKind::Pig || !self.touched_cities(field, |c| cities.contains(&c)) {
                i += 1;
                continue;
            }
            let tiles = self.measure(field).tiles;
            let completed = self.completed_cities(field);
            let event = self.events.len();
            self.send_back(i, Some(move_index), Some(event), Departure::Scored);
            self.award(ScoreEvent {
                move_index: Some(move_index),
                kind: ScoreKind::Pig,
                tiles,
                arms: 0,
                cities: completed,
                inn_or_cathedral: false,
                goods: None,
                points: pig_points(completed),
                players: 1 << fig.player,
                complete: false,
                abbot_recalled: false,
            });
        }
    }

    /// The end-of-game goods majorities: 10 points for the most tokens of
    /// each kind (every seat tied for it).
    pub(crate) fn score_goods_majorities(&mut self) {
        let tokens: Vec<[u8; 3]> = self.players.iter().map(|p| p.goods).collect();
        for g in Goods::ALL {
            let players = goods_majority(&tokens, g);
            if players == 0 {
                continue;
            }
            self.award(ScoreEvent {
                move_index: None,
                kind: ScoreKind::Goods,
                tiles: TileBits::default(),
                arms: 0,
                cities: 0,
                inn_or_cathedral: false,
                goods: Some(g),
                points: GOODS_MAJORITY_POINTS,
                players,
                complete: false,
                abbot_recalled: false,
            });
        }
    }
}
