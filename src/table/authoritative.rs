//! The authoritative table: the game's rules state, its pile, seats and
//! moves, the one entry point for a seat's turn ([`Table::apply`]), the
//! draw step, and taking confirmed turns back.

use super::seat::{Seat, SeatKind};
use super::view::SeatView;
use crate::rules::record::{GameRecord, RecordError};
use crate::rules::{
    Drawn, FigureAction, Game, Move, Placement, RuleError, RuleSet, SetupError, TileCatalog,
    TileTypeId, TurnReport,
};
use std::sync::Arc;

/// What a seat does on its turn, once it has decided: the tile in hand laid
/// at a placement, with an optional figure action. (Turning, trying spots and
/// taking a step back before confirming are the front-end's own business.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConfirmedTurn {
    Place {
        placement: Placement,
        action: Option<FigureAction>,
    },
}

/// What a draw did: the tiles set aside because they fit nowhere (the same
/// player drew again each time), the tile now in hand, and the end-of-game
/// scoring if the pile ran out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draw {
    pub set_aside: Vec<TileTypeId>,
    pub hand: Option<TileTypeId>,
    /// The end-of-game scoring, when this draw ended the game.
    pub finished: Option<TurnReport>,
}

/// The game as it stood before a confirmed placement, to go back to.
#[derive(Clone, Debug)]
struct Snapshot {
    game: Game,
    moves: usize,
}

/// The authoritative table. See the module documentation.
#[derive(Clone, Debug)]
pub struct Table {
    game: Game,
    seed: Option<u64>,
    seats: Vec<Seat>,
    moves: Vec<Move>,
    hand: Option<TileTypeId>,
    snapshots: Vec<Snapshot>,
}

impl Table {
    /// A new game: the pile shuffled from `seed`, the first seat to move.
    pub fn new(
        catalog: Arc<TileCatalog>,
        seats: Vec<Seat>,
        rules: RuleSet,
        seed: u64,
    ) -> Result<Table, RuleError> {
        let mut game = Game::new(catalog, seats.len(), rules)?;
        game.shuffle(seed);
        Ok(Table {
            game,
            seed: Some(seed),
            seats,
            moves: Vec::new(),
            hand: None,
            snapshots: Vec::new(),
        })
    }

    /// A game resumed from its record: every move replayed through the
    /// rules, with a snapshot before each placement so confirmed turns can
    /// still be taken back. `seats` must match the record's players.
    pub fn from_record(
        catalog: Arc<TileCatalog>,
        record: &GameRecord,
        seats: Vec<Seat>,
    ) -> Result<Table, RecordError> {
        if seats.len() != record.players.len() {
            return Err(RecordError::Setup(RuleError::BadSetup(
                SetupError::SeatsForRecord {
                    seats: seats.len(),
                    players: record.players.len(),
                },
            )));
        }
        let mut game = record.new_game(catalog)?;
        let mut moves = Vec::with_capacity(record.moves.len());
        let mut snapshots = Vec::new();
        for (i, m) in record.moves.iter().enumerate() {
            let at_move = |error| RecordError::Move {
                index: i + 1,
                error,
            };
            let mv = m.to_move(game.catalog()).map_err(at_move)?;
            if matches!(mv, Move::Place { .. }) {
                snapshots.push(Snapshot {
                    game: game.clone(),
                    moves: moves.len(),
                });
            }
            game.apply(&mv).map_err(at_move)?;
            moves.push(mv);
        }
        Ok(Table {
            game,
            seed: record.seed,
            seats,
            moves,
            hand: None,
            snapshots,
        })
    }

    // ------------------------------------------------------------ queries

    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Changes who plays a seat (a dropped player's seat handed to a
    /// computer, or given back).
    pub fn set_seat_kind(&mut self, seat: usize, kind: SeatKind) -> Result<(), RuleError> {
        let s = self
            .seats
            .get_mut(seat)
            .ok_or(RuleError::NoSuchSeat(seat))?;
        s.kind = kind;
        Ok(())
    }

    /// The seed the pile was shuffled with (`None`: a record without one).
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// Every move so far: placements and tiles set aside.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn rules(&self) -> RuleSet {
        self.game.rules()
    }

    pub fn catalog(&self) -> &Arc<TileCatalog> {
        self.game.catalog()
    }

    /// Seat of the player to move.
    pub fn to_move(&self) -> usize {
        self.game.current_player()
    }

    /// The tile the player to move holds, once drawn.
    pub fn hand(&self) -> Option<TileTypeId> {
        self.hand
    }

    pub fn is_finished(&self) -> bool {
        self.game.is_finished()
    }

    /// Whether a confirmed placement can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.snapshots.is_empty()
    }

    /// How many confirmed placements can be taken back, one by one.
    pub fn undo_steps(&self) -> usize {
        self.snapshots.len()
    }

    /// What `seat` sees (`None`: a spectator): the map, scores, supplies,
    /// figures, the tile in hand and how many of each tile are unseen.
    pub fn view(&self, seat: Option<usize>) -> SeatView {
        SeatView::new(&self.game, self.hand, seat, Some(&self.moves))
    }

    /// The game as it stood after its first `step` moves, as everyone saw
    /// it then (the unseen tiles' order concealed as in any view).
    pub fn view_after(&self, step: usize) -> Result<SeatView, RuleError> {
        let step = step.min(self.moves.len());
        if step == self.moves.len() {
            return Ok(self.view(None));
        }
        let mut game = Game::new(self.catalog().clone(), self.seats.len(), self.rules())?;
        if let Some(seed) = self.seed {
            game.shuffle(seed);
        }
        for m in &self.moves[..step] {
            game.apply(m)?;
        }
        let hand = self.moves[step].tile();
        Ok(SeatView::new(
            &game,
            Some(hand),
            None,
            Some(&self.moves[..step]),
        ))
    }

    /// The game so far as a record: names, colours and computer levels as
    /// extras; `helpers` is the table's own setting, saved with it.
    pub fn record(&self, helpers: Option<String>) -> GameRecord {
        let names = self.seats.iter().map(|s| s.name.clone()).collect();
        let computers = self.seats.iter().any(|s| s.level().is_some());
        GameRecord {
            colours: Some(
                self.seats
                    .iter()
                    .map(|s| s.colour.name().to_string())
                    .collect(),
            ),
            helpers,
            computers: computers.then(|| {
                self.seats
                    .iter()
                    .map(|s| s.level().map_or(String::new(), |l| l.name().to_string()))
                    .collect()
            }),
            ..GameRecord::of_moves(names, self.rules(), self.seed, &self.moves, self.catalog())
        }
    }

    // ------------------------------------------------------------ turns

    /// Draws for the player to move: tiles that fit nowhere are set aside
    /// (recorded as such; the same player draws again) until one fits,
    /// which is then in hand. When the pile runs out the game ends with the
    /// end-of-game scoring. Drawing again while a tile is in hand keeps it.
    pub fn draw(&mut self) -> Draw {
        if self.hand.is_some() {
            return Draw {
                set_aside: Vec::new(),
                hand: self.hand,
                finished: None,
            };
        }
        let events_before = self.game.events().len();
        let returned_before = self.game.returned_figures().len();
        let drawn = self.game.draw();
        self.took_draw(drawn, events_before, returned_before)
    }

    /// The draw as the table that holds the pile told it (a replica of a
    /// network host's game): the tiles it set aside, each checked to fit
    /// nowhere, then the tile in hand, or none at the end of the game. The
    /// same step as [`Table::draw`]; on a refusal nothing changes.
    pub fn follow_draw(
        &mut self,
        set_aside: &[TileTypeId],
        hand: Option<TileTypeId>,
    ) -> Result<Draw, RuleError> {
        let events_before = self.game.events().len();
        let returned_before = self.game.returned_figures().len();
        if set_aside.is_empty() {
            // Nothing to set aside: the hand is checked before anything
            // changes, so the game needs no copy to stay as it was.
            if let Some(tile) = hand {
                unseen_here(&self.game, tile)?;
            }
            let drawn = self.game.take_draw(&[], hand)?;
            return Ok(self.took_draw(drawn, events_before, returned_before));
        }
        // Each set-aside changes the game: they go on a copy, kept only if
        // every one of them and the hand are right.
        let mut game = self.game.clone();
        let drawn = game.take_draw(set_aside, hand)?;
        if let Some(tile) = hand {
            unseen_here(&game, tile)?;
        }
        self.game = game;
        Ok(self.took_draw(drawn, events_before, returned_before))
    }

    /// The table after the draw step: the tiles set aside recorded, the
    /// tile in hand, or the end-of-game scoring's report.
    fn took_draw(&mut self, drawn: Drawn, events_before: usize, returned_before: usize) -> Draw {
        let set_aside = drawn.set_aside.iter().map(Move::tile).collect();
        self.moves.extend(drawn.set_aside);
        self.hand = drawn.tile;
        let finished = self.hand.is_none().then(|| TurnReport {
            move_index: self.game.move_count(),
            events: events_before..self.game.events().len(),
            returned: returned_before..self.game.returned_figures().len(),
            goods: [0; 3],
            extra_turn: false,
            finished: true,
        });
        Draw {
            set_aside,
            hand: self.hand,
            finished,
        }
    }

    /// Puts `tile` in the hand of the player to move instead of drawing,
    /// as a demonstration's script deals it (the rules draw tiles by name,
    /// as records do); a game's own draws come from its shuffled pile.
    pub fn deal(&mut self, tile: TileTypeId) -> Result<(), RuleError> {
        unseen_here(&self.game, tile)?;
        self.hand = Some(tile);
        Ok(())
    }

    /// Whether `seat` may act now: it exists, it is its turn, the game goes
    /// on and it holds a drawn tile.
    pub fn may_act(&self, seat: usize) -> Result<TileTypeId, RuleError> {
        if seat >= self.seats.len() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.game.is_finished() {
            return Err(RuleError::GameOver);
        }
        let to_move = self.to_move();
        if seat != to_move {
            return Err(RuleError::NotYourTurn { seat, to_move });
        }
        self.hand.ok_or(RuleError::NoTileInHand)
    }

    /// Checks what `seat` wants to do without doing it.
    pub fn check(&self, seat: usize, input: ConfirmedTurn) -> Result<(), RuleError> {
        let tile = self.may_act(seat)?;
        self.game.check(&input.to_move(tile))
    }

    /// The one way a move reaches the game: `seat` plays `input` with the
    /// tile in hand, checked against who may act now and the rules. On error
    /// nothing changes.
    pub fn apply(&mut self, seat: usize, input: ConfirmedTurn) -> Result<TurnReport, RuleError> {
        let tile = self.may_act(seat)?;
        let mv = input.to_move(tile);
        let before = Snapshot {
            game: self.game.clone(),
            moves: self.moves.len(),
        };
        let report = self.game.apply(&mv)?;
        self.snapshots.push(before);
        self.moves.push(mv);
        self.hand = None;
        Ok(report)
    }

    /// Takes back the last confirmed placement (and the tiles set aside
    /// after it). With a person at this computer, computers' turns since
    /// that person's last turn are taken back too, so a person plays again.
    /// Returns the seat that plays again, with the same tile.
    pub fn undo_last_turn(&mut self) -> Result<usize, RuleError> {
        let mut back = self.snapshots.pop().ok_or(RuleError::NothingToUndo)?;
        if self.seats.iter().any(Seat::is_here) {
            while !self.seats[back.game.current_player()].is_here()
                && let Some(earlier) = self.snapshots.pop()
            {
                back = earlier;
            }
        }
        self.game = back.game;
        self.moves.truncate(back.moves);
        self.hand = None;
        Ok(self.to_move())
    }
}

impl ConfirmedTurn {
    /// The rules' move for this input with `tile` in hand.
    fn to_move(self, tile: TileTypeId) -> Move {
        match self {
            ConfirmedTurn::Place { placement, action } => Move::place(tile, placement, action),
        }
    }
}

/// Whether `tile` may be put in the hand of the player to move in `game`:
/// one still unseen there, in the order the rules draw (fitting somewhere
/// or not).
fn unseen_here(game: &Game, tile: TileTypeId) -> Result<(), RuleError> {
    match game.check(&Move::Discard { tile }) {
        Ok(()) | Err(RuleError::FitsSomewhere { .. }) => Ok(()),
        Err(e) => Err(e),
    }
}
