//! The legal moves for the tile in hand, built only from the engine's own
//! `legal_placements_into`, `figure_options_into` and `flight_options` (no
//! second copy of the rules). After a dragon tile each move carries a whole
//! flight: the placer's first step each way it may go, the later steps as
//! each seat would steer the dragon (`flight.rs`). A figure through the
//! magic portal goes to one segment of each feature it may claim (the one
//! farthest from the dragon): another segment of the same feature claims
//! the same.

use super::flight::{self, Quarry};
use crate::rules::{
    FeatureId, FigureAction, FigureKind, Flight, Game, Move, Placement, Pos, TileTypeId,
};
use rustc_hash::FxHashMap;

/// Reusable buffers for move generation.
#[derive(Default)]
pub(crate) struct MoveGen {
    placements: Vec<Placement>,
    actions: Vec<FigureAction>,
    flights: Vec<Flight>,
    /// Each placed tile's index by position (for the portal's targets).
    tile_index: FxHashMap<Pos, usize>,
    portals: Vec<((FeatureId, FigureKind), FigureAction, u32)>,
}

/// Which of a placement's figure actions a list takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Actions {
    All,
    /// All but taking the abbot back, the fairy's and the portal's.
    Plain,
    /// Only those.
    Extras,
}

/// How a list flies the dragon.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flights {
    /// The placer's first step each way, the rest steered.
    EachFirstStep,
    /// Every step steered.
    Steered,
}

impl MoveGen {
    pub fn new() -> MoveGen {
        MoveGen {
            placements: Vec::with_capacity(256),
            actions: Vec::with_capacity(32),
            flights: Vec::with_capacity(4),
            tile_index: FxHashMap::default(),
            portals: Vec::with_capacity(64),
        }
    }

    /// The legal moves for `tile` on `game` into `out` (cleared first): each
    /// placement with no figure and with each figure action the engine offers
    /// (one segment of each feature through the portal; after a dragon tile,
    /// with each flight of [`flight::flights`]), or the one `Discard` when
    /// the tile fits nowhere.
    pub fn all(&mut self, game: &Game, tile: TileTypeId, out: &mut Vec<Move>) {
        self.list(game, tile, None, Actions::All, Flights::EachFirstStep, out);
    }

    /// The moves a reply is chosen among in the search: as [`MoveGen::all`]
    /// without the actions that are worth much the same wherever the tile
    /// goes (taking the abbot back, the fairy's and the portal's: see
    /// [`MoveGen::extras`]), and after a dragon tile one flight for each,
    /// every step steered.
    pub fn replies(&mut self, game: &Game, tile: TileTypeId, out: &mut Vec<Move>) {
        self.list(game, tile, None, Actions::Plain, Flights::Steered, out);
    }

    /// The actions [`MoveGen::replies`] leaves out (taking the abbot back,
    /// the fairy's, the portal's), for `tile` at `placement`, as moves with
    /// their flights as in [`MoveGen::replies`].
    pub fn extras(
        &mut self,
        game: &Game,
        tile: TileTypeId,
        placement: Placement,
        out: &mut Vec<Move>,
    ) {
        out.clear();
        if game.rules().offers_extra_actions() {
            self.list(
                game,
                tile,
                Some(placement),
                Actions::Extras,
                Flights::Steered,
                out,
            );
        }
    }

    fn list(
        &mut self,
        game: &Game,
        tile: TileTypeId,
        only: Option<Placement>,
        which: Actions,
        flights: Flights,
        out: &mut Vec<Move>,
    ) {
        out.clear();
        match only {
            Some(p) => {
                self.placements.clear();
                self.placements.push(p);
            }
            None => {
                game.legal_placements_into(tile, &mut self.placements);
                if self.placements.is_empty() {
                    out.push(Move::Discard { tile });
                    return;
                }
            }
        }
        let quarry = flight::flies(game, tile).then(|| Quarry::new(game));
        self.tile_index.clear();
        for i in 0..self.placements.len() {
            let placement = self.placements[i];
            game.figure_options_into(tile, placement, &mut self.actions);
            let extra = |a: &FigureAction| {
                matches!(
                    a,
                    FigureAction::RecallAbbot(..)
                        | FigureAction::Fairy(..)
                        | FigureAction::Portal(..)
                )
            };
            match which {
                Actions::All => {}
                Actions::Plain => self.actions.retain(|a| !extra(a)),
                Actions::Extras => self.actions.retain(extra),
            }
            self.one_segment_per_feature(game);
            let none = (which != Actions::Extras).then_some(None);
            let actions = none
                .into_iter()
                .chain(self.actions.iter().map(|&a| Some(a)));
            match &quarry {
                None => out.extend(actions.map(|a| Move::place(tile, placement, a))),
                Some(quarry) => {
                    for action in actions {
                        match flights {
                            Flights::EachFirstStep => flight::flights(
                                game,
                                tile,
                                placement,
                                action,
                                quarry,
                                &mut self.flights,
                            ),
                            Flights::Steered => {
                                let mut f = Flight::NONE;
                                flight::complete(game, tile, placement, action, &mut f, quarry);
                                self.flights.clear();
                                self.flights.push(f);
                            }
                        }
                        out.extend(self.flights.iter().map(|&dragon| Move::Place {
                            tile,
                            placement,
                            action,
                            dragon,
                        }));
                    }
                }
            }
        }
    }

    /// Keeps one portal action for each feature and figure kind: on the
    /// segment farthest from the dragon (the first of equals).
    fn one_segment_per_feature(&mut self, game: &Game) {
        if !self
            .actions
            .iter()
            .any(|a| matches!(a, FigureAction::Portal(..)))
        {
            return;
        }
        if self.tile_index.is_empty() {
            self.tile_index
                .extend(game.tiles().iter().enumerate().map(|(i, t)| (t.pos, i)));
        }
        let dragon = game.dragon();
        let far = |at: Pos| {
            dragon.map_or(0, |d| {
                (at.x - d.x).unsigned_abs() + (at.y - d.y).unsigned_abs()
            })
        };
        self.portals.clear();
        for &a in &self.actions {
            let FigureAction::Portal(kind, at, spot) = a else {
                continue;
            };
            let Some(&ti) = self.tile_index.get(&at) else {
                continue;
            };
            let placed = game.tiles()[ti];
            let Some(local) =
                Game::spot_segment(game.tile_type(placed.tile), placed.rotation, spot)
            else {
                continue;
            };
            let key = (game.feature_of(ti, local), kind);
            let d = far(at);
            match self.portals.iter_mut().find(|(k, _, _)| *k == key) {
                Some(kept) if kept.2 < d => *kept = (key, a, d),
                Some(_) => {}
                None => self.portals.push((key, a, d)),
            }
        }
        let portals = &self.portals;
        self.actions.retain(|a| match a {
            FigureAction::Portal(..) => portals.iter().any(|(_, kept, _)| kept == a),
            _ => true,
        });
    }

    /// Legal placements of `tile` (for the random level, which picks a
    /// placement first, then a figure action, like `RandomPlayer`).
    pub fn placements(&mut self, game: &Game, tile: TileTypeId) -> &[Placement] {
        game.legal_placements_into(tile, &mut self.placements);
        &self.placements
    }

    pub fn actions(&mut self, game: &Game, tile: TileTypeId, p: Placement) -> &[FigureAction] {
        game.figure_options_into(tile, p, &mut self.actions);
        &self.actions
    }
}
