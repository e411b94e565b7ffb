//! The Princess & the Dragon's own rules: the volcano that calls the
//! dragon, dragon tiles set aside until the first volcano, the dragon's
//! six-step flight chosen seat by seat and what it eats, the fairy (its
//! move, its protection, its points), the magic portal and the princess.
//! Each is a step of the turn (`turn.rs`) or an action the claims resolve.

use crate::rules::errors::{RuleError, StepError};
use crate::rules::events::{FAIRY_TURN_POINTS, ScoreEvent, ScoreKind, TileBits};
use crate::rules::expansions::{Expansion, RuleSet};
use crate::rules::figures::FigureKind;
use crate::rules::game::{Departure, Fairy, Figure, Game};
use crate::rules::geometry::{Pos, Side};
use crate::rules::moves::{FigureAction, Flight, Move, PendingFlight, Placement};
use crate::rules::random::Rng;
use crate::rules::spot::Spot;
use crate::rules::tiles::{FeatureKind, Symbol, TileType, TileTypeId};
use crate::rules::turn::Resolved;

/// The dragon partway through a flight: where it is, where it has been
/// (its starting tile included), the fairy's tile it may not enter, and the
/// tile being placed this turn (already on the map for the flight).
struct FlightWalk {
    at: Pos,
    visited: [Pos; Flight::STEPS + 1],
    seen: usize,
    fairy: Option<Pos>,
    placed: Pos,
}

impl FlightWalk {
    fn has_visited(&self, p: Pos) -> bool {
        self.visited[..self.seen].contains(&p)
    }

    fn enter(&mut self, p: Pos) {
        self.visited[self.seen] = p;
        self.seen += 1;
        self.at = p;
    }
}

impl RuleSet {
    /// Whether the dragon and the fairy are in play: their flights and
    /// moves are steps of the turn, and `replay --json` says where they are.
    pub const fn has_dragon(self) -> bool {
        self.has(Expansion::PRINCESS_DRAGON)
    }
}

impl Game {
    // ------------------------------------------------------------ queries

    /// Where the dragon stands; `None` before the first volcano.
    pub fn dragon(&self) -> Option<Pos> {
        self.neutral.dragon.map(|t| self.tiles[t as usize].pos)
    }

    /// Where the fairy stands; `None` before its first move.
    pub fn fairy(&self) -> Option<Pos> {
        self.neutral.fairy.map(|f| self.tiles[f.tile as usize].pos)
    }

    /// The follower the fairy is with, if any (it stays behind, with
    /// nobody, when its follower leaves).
    pub fn fairy_with(&self) -> Option<&Figure> {
        self.fairy_follower().map(|i| &self.figures[i])
    }

    /// The index in [`Game::figures`] of the follower the fairy is with.
    pub(crate) fn fairy_follower(&self) -> Option<usize> {
        let fairy = self.neutral.fairy?;
        let local = fairy.follower?;
        self.figures
            .iter()
            .position(|f| f.tile == fairy.tile && f.segment == local && f.kind.is_follower())
    }

    /// Dragon tiles drawn before any volcano and set aside until the first.
    pub fn dragon_tiles_aside(&self) -> &[TileTypeId] {
        &self.neutral.aside
    }

    /// The seat that chooses step `step` (0-based) of a flight started by
    /// the player to move: the placer first, then round the table.
    pub fn flight_seat(&self, step: usize) -> usize {
        (self.current as usize + step) % self.players.len()
    }

    /// Whether placing a tile of type `t` lands the dragon on it.
    pub(crate) fn lands_dragon(&self, t: &TileType) -> bool {
        t.symbol == Some(Symbol::Volcano) && self.rules.has(Expansion::PRINCESS_DRAGON)
    }

    /// Whether placing `tile` makes the dragon fly.
    pub fn flies_dragon(&self, tile: TileTypeId) -> bool {
        self.is_dragon_tile(tile)
    }

    /// Whether placing `tile` calls the dragon onto it: a volcano, with the
    /// box in play.
    pub fn calls_dragon(&self, tile: TileTypeId) -> bool {
        self.lands_dragon(self.catalog.get(tile))
    }

    /// Whether a tile shows the dragon (and so flies it).
    fn is_dragon_tile(&self, tile: TileTypeId) -> bool {
        self.catalog.get(tile).symbol == Some(Symbol::Dragon)
            && self.rules.has(Expansion::PRINCESS_DRAGON)
    }

    /// Whether a tile may be drawn now: a dragon tile only once a volcano
    /// has been placed (one drawn before is set aside until then).
    pub fn drawable(&self, tile: TileTypeId) -> bool {
        self.neutral.dragon.is_some() || !self.is_dragon_tile(tile)
    }

    /// A drawn dragon tile before any volcano, as an error naming it.
    pub(crate) fn refuse_undrawable(&self, tile: TileTypeId) -> Result<(), RuleError> {
        if self.drawable(tile) {
            return Ok(());
        }
        Err(RuleError::DragonBeforeVolcano {
            tile: self.catalog.get(tile).id.clone(),
        })
    }

    // ------------------------------------------------------------ the pile

    /// Before any volcano, the dragon tiles above pile index `idx` were
    /// drawn before that tile: they are set aside (a shuffled game draws
    /// them so; a record names only the tile played).
    pub(crate) fn set_aside_dragons_above(&mut self, idx: usize) {
        if self.neutral.dragon.is_some() || !self.rules.has(Expansion::PRINCESS_DRAGON) {
            return;
        }
        let mut i = self.pile.len();
        while i > idx + 1 {
            i -= 1;
            if self.is_dragon_tile(self.pile[i]) {
                let t = self.pile.remove(i);
                self.neutral.aside.push(t);
            }
        }
    }

    /// The dragon tiles set aside go back into the pile, each at a place
    /// the game's seed and the move fix (the same in a replay as in play).
    fn shuffle_dragons_back(&mut self, move_index: u32) {
        let mut rng =
            Rng::new(self.seed ^ u64::from(move_index).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        for t in std::mem::take(&mut self.neutral.aside) {
            let at = rng.below(self.pile.len() + 1);
            self.pile.insert(at, t);
        }
    }

    // ------------------------------------------------------------ the turn

    /// The start of a turn: the fairy with one of the mover's followers
    /// gives them a point.
    pub(crate) fn fairy_point(&mut self, move_index: u32) {
        if let Some(i) = self.fairy_follower()
            && self.figures[i].player == self.current
        {
            self.award_fairy(self.current, FAIRY_TURN_POINTS, Some(move_index));
        }
    }

    /// Records the fairy's points to the owner of its follower.
    pub(crate) fn award_fairy(&mut self, owner: u8, points: u32, move_index: Option<u32>) {
        self.award(ScoreEvent {
            move_index,
            kind: ScoreKind::Fairy,
            tiles: TileBits::default(),
            arms: 0,
            cities: 0,
            inn_or_cathedral: false,
            goods: None,
            points,
            players: 1 << owner,
            complete: false,
            abbot_recalled: false,
        });
    }

    /// A volcano just placed (tile index `ti`) calls the dragon onto it;
    /// the first one brings the set-aside dragon tiles back into the pile.
    pub(crate) fn land_dragon(&mut self, ti: usize, move_index: u32) {
        if !self.lands_dragon(self.catalog.get(self.tiles[ti].tile)) {
            return;
        }
        let first = self.neutral.dragon.is_none();
        self.neutral.dragon = Some(ti as u8);
        if first {
            self.shuffle_dragons_back(move_index);
        }
    }

    /// The fairy goes to the follower on segment `local` of tile `tile`.
    pub(crate) fn move_fairy(&mut self, tile: usize, local: u8) {
        self.neutral.fairy = Some(Fairy {
            tile: tile as u8,
            follower: Some(local),
        });
    }

    /// The princess sends the knight (figure index) home.
    pub(crate) fn send_knight_home(&mut self, figure: usize, move_index: u32) {
        self.send_back(figure, Some(move_index), None, Departure::SentHome);
        self.send_lonely_home(move_index);
    }

    /// The dragon flies its steps, eating every figure on each tile it
    /// enters.
    pub(crate) fn fly(&mut self, flight: &Flight, move_index: u32) {
        for &p in flight.steps() {
            let Some(ti) = self.board.tile_at(p) else {
                continue;
            };
            self.neutral.dragon = Some(ti as u8);
            while let Some(i) = self.figures.iter().position(|f| f.tile as usize == ti) {
                self.send_back(i, Some(move_index), None, Departure::Eaten);
            }
            self.send_lonely_home(move_index);
        }
    }

    /// Every builder or pig whose owner no longer has a follower in its
    /// feature goes home.
    pub(crate) fn send_lonely_home(&mut self, move_index: u32) {
        while let Some(i) = (0..self.figures.len()).find(|&i| self.is_lonely(i)) {
            self.send_back(i, Some(move_index), None, Departure::Alone);
        }
    }

    fn is_lonely(&self, i: usize) -> bool {
        let fig = self.figures[i];
        if !fig.kind.spec().beside_own_follower {
            return false;
        }
        let root = self.find(fig.seg);
        !self
            .figures
            .iter()
            .any(|f| f.player == fig.player && f.kind.is_follower() && self.find(f.seg) == root)
    }

    // ------------------------------------------------------------ the flight

    /// Checks a whole flight after placing `tile` at `placement` with
    /// `action` (which may move the fairy first): each step, and that it
    /// stops only at a dead end.
    pub(crate) fn check_flight(
        &self,
        tile: TileTypeId,
        placement: Placement,
        action: Option<FigureAction>,
        flight: &Flight,
    ) -> Result<(), RuleError> {
        if !self.is_dragon_tile(tile) {
            if flight.is_empty() {
                return Ok(());
            }
            return Err(RuleError::NoDragonOnTile {
                tile: self.catalog.get(tile).id.clone(),
            });
        }
        let mut walk = self.begin_flight(tile, placement, action)?;
        for (i, &to) in flight.steps().iter().enumerate() {
            if let Some(why) = self.step_error(&walk, to) {
                return Err(RuleError::DragonStep {
                    step: i as u8 + 1,
                    seat: self.flight_seat(i) as u8,
                    player: None,
                    why,
                });
            }
            walk.enter(to);
        }
        if flight.len() < Flight::STEPS
            && let Some(to) = self.next_steps(&walk).next()
        {
            return Err(RuleError::FlightTooShort {
                flown: flight.len() as u8,
                from: walk.at,
                to,
                seat: self.flight_seat(flight.len()) as u8,
                player: None,
            });
        }
        Ok(())
    }

    /// Where the dragon may go next after `tile` was placed at `placement`
    /// with `action` and the dragon has flown `so_far`: the tiles the seat
    /// whose step it is may choose (none: the flight is over). An error if
    /// `so_far` is no flight the rules allow, or the tile shows no dragon.
    pub fn flight_options(
        &self,
        tile: TileTypeId,
        placement: Placement,
        action: Option<FigureAction>,
        so_far: &[Pos],
    ) -> Result<Vec<Pos>, RuleError> {
        if !self.is_dragon_tile(tile) {
            return Err(RuleError::NoDragonOnTile {
                tile: self.catalog.get(tile).id.clone(),
            });
        }
        let mut walk = self.begin_flight(tile, placement, action)?;
        for (i, &to) in so_far.iter().enumerate() {
            if i == Flight::STEPS {
                return Err(RuleError::FlightTooLong {
                    steps: so_far.len(),
                });
            }
            if let Some(why) = self.step_error(&walk, to) {
                return Err(RuleError::DragonStep {
                    step: i as u8 + 1,
                    seat: self.flight_seat(i) as u8,
                    player: None,
                    why,
                });
            }
            walk.enter(to);
        }
        if so_far.len() == Flight::STEPS {
            return Ok(Vec::new());
        }
        Ok(self.next_steps(&walk).collect())
    }

    /// The steps the seat whose step it is may choose next in `flight`
    /// (none: the flight is over), and that seat.
    pub fn next_flight_step(&self, flight: &PendingFlight) -> Result<(Vec<Pos>, usize), RuleError> {
        let options = self.flight_options(
            flight.tile,
            flight.placement,
            flight.action,
            flight.steps.steps(),
        )?;
        Ok((options, self.flight_seat(flight.steps.len())))
    }

    /// Checks a move up to its flight: the draw, the placement and the
    /// figure action (a table checks this when the placer confirms a dragon
    /// tile, before any seat chooses a step).
    pub fn check_before_flight(&self, mv: &Move) -> Result<(), RuleError> {
        match *mv {
            Move::Place {
                tile,
                placement,
                action,
                ..
            } => {
                if self.finished {
                    return Err(RuleError::GameOver);
                }
                self.draw_index(tile)?;
                self.placement_flow(tile, placement)?;
                self.resolve_action(tile, placement, action).map(|_| ())
            }
            Move::Discard { .. } => self.check(mv),
        }
    }

    /// The map partway through a dragon tile's flight: the tile laid, its
    /// figure action done, the dragon where the steps so far took it and
    /// what it ate gone; nothing scored (what a table shows while the seats
    /// choose their steps).
    pub fn with_flight_so_far(&self, flight: &PendingFlight) -> Result<Game, RuleError> {
        let PendingFlight {
            tile,
            placement,
            action,
            steps,
        } = *flight;
        let pile_index = self.draw_index(tile)?;
        self.placement_flow(tile, placement)?;
        let resolved = self.resolve_action(tile, placement, action)?;
        self.flight_options(tile, placement, action, steps.steps())?;
        let mut g = self.clone();
        let move_index = g.moves + 1;
        g.take_from_pile(pile_index);
        let ti = g.add_tile(tile, placement, Some(self.current));
        g.land_dragon(ti, move_index);
        g.act(resolved, ti, move_index);
        g.fly(&steps, move_index);
        Ok(g)
    }

    /// The figures a tile holds: what the dragon eats there.
    pub fn figures_on(&self, pos: Pos) -> impl Iterator<Item = &Figure> + '_ {
        let tile = self.board.tile_at(pos);
        self.figures
            .iter()
            .filter(move |f| Some(f.tile as usize) == tile)
    }

    /// The dragon at its start, the fairy where this turn's action leaves it.
    fn begin_flight(
        &self,
        tile: TileTypeId,
        placement: Placement,
        action: Option<FigureAction>,
    ) -> Result<FlightWalk, RuleError> {
        let start = self
            .dragon()
            .ok_or_else(|| RuleError::DragonBeforeVolcano {
                tile: self.catalog.get(tile).id.clone(),
            })?;
        let fairy = match action {
            Some(FigureAction::Fairy(at, _)) => Some(at),
            _ => self.fairy(),
        };
        let mut walk = FlightWalk {
            at: start,
            visited: [start; Flight::STEPS + 1],
            seen: 0,
            fairy,
            placed: placement.pos,
        };
        walk.enter(start);
        Ok(walk)
    }

    /// Why the dragon may not go from where it is to `to`, if it may not.
    fn step_error(&self, walk: &FlightWalk, to: Pos) -> Option<StepError> {
        if walk.has_visited(to) {
            return Some(StepError::Visited(to));
        }
        let next = Side::ALL.into_iter().any(|s| walk.at.step(s) == to);
        if !next {
            return Some(StepError::NotNext { from: walk.at, to });
        }
        if to != walk.placed && self.board.tile_at(to).is_none() {
            return Some(StepError::NoTile(to));
        }
        if walk.fairy == Some(to) {
            return Some(StepError::Fairy(to));
        }
        None
    }

    /// The tiles the dragon may enter next, north, east, south, west.
    fn next_steps<'a>(&'a self, walk: &'a FlightWalk) -> impl Iterator<Item = Pos> + 'a {
        Side::ALL
            .into_iter()
            .map(|s| walk.at.step(s))
            .filter(move |&p| self.step_error(walk, p).is_none())
    }

    // ------------------------------------------------------------ actions

    /// A follower, large follower or abbot through the portal of `tile`
    /// (placed at `placement`) onto `spot` of the tile at `at`.
    pub(crate) fn resolve_portal(
        &self,
        tile: TileTypeId,
        placement: Placement,
        kind: FigureKind,
        at: Pos,
        spot: Spot,
    ) -> Result<Resolved, RuleError> {
        let t = self.catalog.get(tile);
        if !self.rules.has(Expansion::PRINCESS_DRAGON) {
            return Err(RuleError::ExpansionOff(Expansion::PRINCESS_DRAGON));
        }
        if t.symbol != Some(Symbol::Portal) {
            return Err(RuleError::NoPortal { tile: t.id.clone() });
        }
        if !kind.is_follower() {
            return Err(RuleError::NotThroughPortal(kind));
        }
        let ti = self.board.tile_at(at).ok_or(RuleError::NoTileAt(at))?;
        if self.neutral.dragon == Some(ti as u8) {
            return Err(RuleError::DragonThere(at));
        }
        let there = self.tiles[ti];
        let tt = self.catalog.get(there.tile);
        let local = Game::spot_segment(tt, there.rotation, spot)
            .ok_or(RuleError::NoSuchSpot { pos: at, spot })?;
        let feature = tt.segments[local].kind;
        if let Some(why) = self.refused_anywhere(feature, kind) {
            return Err(self.refusal_error(why, kind, feature, at, spot));
        }
        // Occupied and finished as the map stands with the portal tile on it.
        let after = self.after_placing(tile, placement);
        let f = after.feature_of(ti, local);
        if after.segs[f.0 as usize].figures > 0 {
            return Err(RuleError::SpotOccupied { pos: at, spot });
        }
        if after.is_complete(f) {
            return Err(RuleError::PortalFinished { pos: at, spot });
        }
        Ok(Resolved::Put {
            kind,
            tile: Some(ti),
            local: local as u8,
        })
    }

    /// The fairy to the mover's own follower on `spot` of the tile at `at`.
    pub(crate) fn resolve_fairy(&self, at: Pos, spot: Spot) -> Result<Resolved, RuleError> {
        if !self.rules.has(Expansion::PRINCESS_DRAGON) {
            return Err(RuleError::ExpansionOff(Expansion::PRINCESS_DRAGON));
        }
        let not_own = RuleError::FairyNeedsOwnFollower { pos: at, spot };
        let ti = self.board.tile_at(at).ok_or(RuleError::NoTileAt(at))?;
        let there = self.tiles[ti];
        let tt = self.catalog.get(there.tile);
        let local = Game::spot_segment(tt, there.rotation, spot)
            .ok_or(RuleError::NoSuchSpot { pos: at, spot })?;
        let i = self
            .figures
            .iter()
            .position(|f| {
                f.tile as usize == ti && f.segment as usize == local && f.kind.is_follower()
            })
            .ok_or(not_own.clone())?;
        if self.figures[i].player != self.current {
            return Err(not_own);
        }
        if self.fairy_follower() == Some(i) {
            return Err(RuleError::FairyAlreadyThere { pos: at, spot });
        }
        Ok(Resolved::Fairy {
            tile: ti,
            local: local as u8,
        })
    }

    /// The princess of `tile` (placed at `placement`) sends home the knight
    /// on `spot` of the tile at `at`.
    pub(crate) fn resolve_princess(
        &self,
        tile: TileTypeId,
        placement: Placement,
        at: Pos,
        spot: Spot,
    ) -> Result<Resolved, RuleError> {
        let t = self.catalog.get(tile);
        if !self.rules.has(Expansion::PRINCESS_DRAGON) {
            return Err(RuleError::ExpansionOff(Expansion::PRINCESS_DRAGON));
        }
        let Some(princess) = t.segments.iter().position(|s| s.princess) else {
            return Err(RuleError::NoPrincess { tile: t.id.clone() });
        };
        let no_knight = RuleError::NoKnightAt { pos: at, spot };
        let ti = self.board.tile_at(at).ok_or(RuleError::NoTileAt(at))?;
        let there = self.tiles[ti];
        let tt = self.catalog.get(there.tile);
        let local = Game::spot_segment(tt, there.rotation, spot)
            .ok_or(RuleError::NoSuchSpot { pos: at, spot })?;
        if tt.segments[local].kind != FeatureKind::City {
            return Err(no_knight);
        }
        let figure = self
            .figures
            .iter()
            .position(|f| f.tile as usize == ti && f.segment as usize == local && self.is_knight(f))
            .ok_or(no_knight)?;
        let (roots, n) = self.joined_roots(t, placement, princess);
        if !roots[..n].contains(&self.find(self.figures[figure].seg)) {
            return Err(RuleError::NotInPrincessCity { pos: at, spot });
        }
        Ok(Resolved::Princess { figure })
    }

    /// The actions this box adds after placing `tile` at `placement`: a
    /// figure through its portal, the fairy to another of one's followers,
    /// a knight sent home by its princess.
    pub(crate) fn princess_dragon_options(
        &self,
        tile: TileTypeId,
        placement: Placement,
        out: &mut Vec<FigureAction>,
    ) {
        let t = self.catalog.get(tile);
        if t.symbol == Some(Symbol::Portal) {
            self.portal_options(tile, placement, out);
        }
        let with = self.fairy_follower();
        for (i, f) in self.figures.iter().enumerate() {
            if f.player == self.current && f.kind.is_follower() && Some(i) != with {
                out.push(FigureAction::Fairy(
                    self.tiles[f.tile as usize].pos,
                    self.figure_spot(f),
                ));
            }
        }
        if let Some(princess) = t.segments.iter().position(|s| s.princess) {
            let (roots, n) = self.joined_roots(t, placement, princess);
            for f in &self.figures {
                if self.is_knight(f) && roots[..n].contains(&self.find(f.seg)) {
                    out.push(FigureAction::Princess(
                        self.tiles[f.tile as usize].pos,
                        self.figure_spot(f),
                    ));
                }
            }
        }
    }

    /// Every unoccupied, unfinished segment of another tile a follower,
    /// large follower or abbot of the mover may reach through the portal.
    fn portal_options(&self, tile: TileTypeId, placement: Placement, out: &mut Vec<FigureAction>) {
        let after = self.after_placing(tile, placement);
        let kinds = FigureKind::OFFER_ORDER
            .into_iter()
            .filter(|k| k.is_follower());
        let new = self.tiles.len();
        for (ti, there) in after.tiles.iter().enumerate().take(new) {
            if self.neutral.dragon == Some(ti as u8) {
                continue;
            }
            let tt = self.catalog.get(there.tile);
            for (local, seg) in tt.segments.iter().enumerate() {
                let f = after.feature_of(ti, local);
                if after.segs[f.0 as usize].figures > 0 || after.is_complete(f) {
                    continue;
                }
                for kind in kinds.clone() {
                    if self.refused_anywhere(seg.kind, kind).is_none() {
                        out.push(FigureAction::Portal(
                            kind,
                            there.pos,
                            Game::spot_name(tt, there.rotation, local),
                        ));
                    }
                }
            }
        }
    }

    /// A knight: a follower or large follower in a city.
    fn is_knight(&self, f: &Figure) -> bool {
        matches!(f.kind, FigureKind::Follower | FigureKind::Large)
            && self.segs[f.seg as usize].kind == FeatureKind::City
    }

    /// A copy of the game with `tile` on the map at `placement`, nothing
    /// claimed or scored: features as the portal sees them.
    fn after_placing(&self, tile: TileTypeId, placement: Placement) -> Game {
        let mut g = self.clone();
        g.add_tile(tile, placement, Some(self.current));
        g
    }

    /// The spot a figure stands on, named in its tile's frame.
    fn figure_spot(&self, f: &Figure) -> Spot {
        let placed = self.tiles[f.tile as usize];
        Game::spot_name(
            self.catalog.get(placed.tile),
            placed.rotation,
            f.segment as usize,
        )
    }
}
