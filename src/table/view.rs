//! A seat's view of the table: everything a player at the table may know
//! (the map, scores, supplies, figures, the tile drawn and how many of each
//! tile are still unseen), never the order of the pile. What a window draws,
//! what the computer and the hint think about and what a remote player is
//! sent.

use crate::rules::record::GameRecord;
use crate::rules::{Game, Move, RuleError, RuleSet, TileCatalog, TileTypeId};
use serde::{Deserialize, Serialize};

/// What one seat (or a spectator) sees. Its game's pile holds the unseen
/// tiles in a fixed order of tile types, with the tile in hand on top, so
/// two tables equal but for the order of their piles give equal views.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatView {
    seat: Option<usize>,
    game: Game,
    hand: Option<TileTypeId>,
    /// The moves so far, where the view comes from a table (a view of a
    /// bare game has none, and no wire form).
    moves: Option<Vec<Move>>,
}

impl SeatView {
    /// The view of `game` for `seat` (`None`: a spectator), the player to
    /// move holding `hand` (a tile in the pile, or none yet drawn).
    pub(crate) fn new(
        game: &Game,
        hand: Option<TileTypeId>,
        seat: Option<usize>,
        moves: Option<&[Move]>,
    ) -> SeatView {
        let mut game = game.clone();
        game.conceal_pile(hand);
        SeatView {
            seat,
            game,
            hand,
            moves: moves.map(<[Move]>::to_vec),
        }
    }

    /// The view of the player to move in a game played without a table
    /// (the arena, `suggest`, tests), holding `hand` (which must still be in
    /// the pile to be held).
    pub fn of_game(game: &Game, hand: Option<TileTypeId>) -> SeatView {
        SeatView::new(game, hand, Some(game.current_player()), None)
    }

    /// Like [`SeatView::of_game`], the player to move holding the pile's top
    /// tile (the next draw of a shuffled game).
    pub fn drawing(game: &Game) -> SeatView {
        let hand = game.next_tile().filter(|_| !game.is_finished());
        SeatView::of_game(game, hand)
    }

    /// The seat this view is for (`None`: a spectator).
    pub fn seat(&self) -> Option<usize> {
        self.seat
    }

    /// The game as the seat sees it: map, features, figures, scores and
    /// supplies. Its pile lists the unseen tiles by type, the hand on top:
    /// counts, not the order they will come in.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The tile drawn by the player to move (shown to the whole table).
    pub fn hand(&self) -> Option<TileTypeId> {
        self.hand
    }

    /// Seat of the player to move.
    pub fn to_move(&self) -> usize {
        self.game.current_player()
    }

    /// Whether the seat this view is for holds the tile and may play it.
    pub fn my_turn(&self) -> bool {
        self.hand.is_some() && self.seat == Some(self.to_move())
    }

    /// The moves so far (placements and tiles set aside), as the table saw
    /// them; empty for a view of a bare game.
    pub fn moves(&self) -> &[Move] {
        self.moves.as_deref().unwrap_or_default()
    }

    /// How many tiles of each type are unseen, indexed by tile type (the
    /// tile in hand counts as unseen until it is laid).
    pub fn unseen_counts(&self) -> Vec<u8> {
        self.game.unseen_counts()
    }

    /// The view in a form to send or store: the moves so far, the hand and
    /// the seat, nothing of the pile. `None` for a view of a bare game,
    /// which knows no moves to send.
    pub fn to_wire(&self) -> Option<SeatViewWire> {
        let moves = self.moves.as_ref()?;
        let catalog = self.game.catalog();
        let players = vec![String::new(); self.game.players().len()];
        let record = GameRecord::of_moves(players, self.game.rules(), None, moves, catalog);
        Some(SeatViewWire {
            seat: self.seat,
            hand: self.hand.map(|h| catalog.get(h).id.clone()),
            record: record.to_ron(),
        })
    }
}

impl Serialize for SeatView {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error as _;
        self.to_wire()
            .ok_or_else(|| S::Error::custom("a view of a bare game has no moves to send"))?
            .serialize(s)
    }
}

/// A seat view as sent over the network or stored: the seat, the tile in
/// hand (by id) and the moves so far as a game record without a seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatViewWire {
    pub seat: Option<usize>,
    pub hand: Option<String>,
    pub record: String,
}

/// A wire view read but not replayed: what a replica is built from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WireGame {
    pub seat: Option<usize>,
    pub players: usize,
    pub rules: RuleSet,
    pub moves: Vec<Move>,
    pub hand: Option<TileTypeId>,
}

impl SeatViewWire {
    /// Reads the view's seat, rules, moves and hand, each tile checked to
    /// be one of `catalog`'s; the moves are not replayed here (the replica
    /// built from them does that, once).
    pub fn read(&self, catalog: &TileCatalog) -> Result<WireGame, String> {
        let record = GameRecord::parse(&self.record).map_err(|e| e.to_string())?;
        if record.seed.is_some() {
            return Err("a seat view carries no seed".into());
        }
        let hand = match &self.hand {
            Some(id) => Some(
                catalog
                    .type_id(id)
                    .ok_or_else(|| RuleError::UnknownTile(id.clone()).to_string())?,
            ),
            None => None,
        };
        let moves = record
            .moves
            .iter()
            .map(|m| m.to_move(catalog))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        let players = record.players.len();
        if let Some(seat) = self.seat
            && seat >= players
        {
            return Err(RuleError::NoSuchSeat(seat).to_string());
        }
        Ok(WireGame {
            seat: self.seat,
            players,
            rules: record.rules,
            moves,
            hand,
        })
    }
}
