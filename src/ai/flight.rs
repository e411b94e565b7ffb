//! The dragon's flight as the computer expects it to go: each step chosen
//! by the seat whose step it is, towards the figures of its rivals (the
//! leader's most) and away from its own, a figure on a feature worth more
//! mattering more. The search completes its flights with it (the placer's
//! first step each way it may go, the later steps as each seat would take
//! them), and the levels that weigh no position take their steps by it.
//! Which steps are legal is always the rules' answer
//! ([`Game::flight_options`]); this only chooses among them.

use super::eval::SEATS;
use crate::rules::random::Rng;
use crate::rules::{FeatureKind, FigureAction, Flight, Game, Move, Placement, Pos, TileTypeId};

/// How much less a figure one step further on counts when a seat steers
/// the dragon (it may be reached later in the flight, or not at all).
const FAR: f32 = 0.3;
/// What a figure put down this turn is taken to be worth (its feature is
/// not weighed before the tile is laid).
const NEW_FIGURE: f32 = 3.0;
/// What a builder or pig is taken to be worth (its second turns, its
/// field's pig points).
const HELPER: f32 = 2.0;
/// How much more a seat minds its own figures than it wants a rival's.
const OWN: f32 = 1.2;
/// How much more it wants the leading rival's figures than another's.
const LEADER: f32 = 1.5;

/// A figure the dragon may eat: where it stands, whose it is, and what its
/// owner loses with it.
#[derive(Clone, Copy, Debug)]
struct Prey {
    at: Pos,
    owner: u8,
    worth: f32,
}

/// The figures on the map before a move, each valued for its owner, and
/// the scores that say who leads: what every seat steers the dragon by.
pub(crate) struct Quarry {
    prey: Vec<Prey>,
    scores: [u32; SEATS],
    players: usize,
}

impl Quarry {
    pub fn new(game: &Game) -> Quarry {
        let prey = game
            .figures()
            .iter()
            .map(|fig| Prey {
                at: game.tiles()[fig.tile as usize].pos,
                owner: fig.player,
                worth: match fig.kind {
                    kind if !kind.is_follower() => HELPER,
                    _ => {
                        // What its feature is worth now and once completed:
                        // the claim the owner loses.
                        let f = game.feature_of(fig.tile as usize, fig.segment as usize);
                        let w = game.feature_worth(f);
                        let later = w.complete.unwrap_or(w.now);
                        1.0 + 0.5 * (w.now + later) as f32 * f32::from(fig.kind.strength())
                    }
                },
            })
            .collect();
        let mut scores = [0; SEATS];
        for (s, p) in game.players().iter().enumerate() {
            scores[s] = p.score;
        }
        Quarry {
            prey,
            scores,
            players: game.players().len(),
        }
    }

    /// The figures as this turn's action leaves them, before the flight.
    fn after(
        &self,
        game: &Game,
        placement: Placement,
        action: Option<FigureAction>,
    ) -> (Option<Prey>, Option<usize>) {
        let mover = game.current_player() as u8;
        let new = |at| Prey {
            at,
            owner: mover,
            worth: NEW_FIGURE,
        };
        // The figure an action takes off the map, by where it stands.
        let gone = |at: Pos, abbot: bool| {
            game.figures().iter().position(|f| {
                game.tiles()[f.tile as usize].pos == at
                    && if abbot {
                        f.kind.spec().recallable && f.player == mover
                    } else {
                        // A knight the princess sends home: a follower in a city.
                        f.kind.is_follower() && f.kind.stands_on(FeatureKind::City)
                    }
            })
        };
        match action {
            Some(FigureAction::Put(..)) => (Some(new(placement.pos)), None),
            Some(FigureAction::Portal(_, at, _)) => (Some(new(at)), None),
            Some(FigureAction::RecallAbbot(at)) => (None, gone(at, true)),
            Some(FigureAction::Princess(at, _)) => (None, gone(at, false)),
            Some(FigureAction::Fairy(..)) | None => (None, None),
        }
    }

    /// How much `seat` wants the dragon on `at` with `left` steps of the
    /// flight after it: the figures there and, for less, those within
    /// reach later; none on a tile the flight has left behind or the fairy
    /// guards.
    fn appeal(&self, seat: usize, at: Pos, left: usize, turn: &Turn) -> f32 {
        let lead = (0..self.players)
            .filter(|&s| s != seat)
            .map(|s| self.scores[s])
            .max()
            .unwrap_or(0);
        let extra = turn.extra.iter();
        let prey = self
            .prey
            .iter()
            .enumerate()
            .filter(|&(i, _)| Some(i) != turn.gone)
            .map(|(_, p)| p)
            .chain(extra);
        let mut sum = 0.0;
        for p in prey {
            let d = (p.at.x - at.x).unsigned_abs() + (p.at.y - at.y).unsigned_abs();
            if d as usize > left || turn.behind.contains(&p.at) || turn.fairy == Some(p.at) {
                continue;
            }
            let owner = p.owner as usize;
            let weight = if owner == seat {
                -OWN
            } else if self.scores[owner] == lead {
                LEADER
            } else {
                1.0
            };
            sum += weight * p.worth * FAR.powi(d as i32);
        }
        sum
    }
}

/// One flight being chosen: the action's effect on the figures, where the
/// dragon has been, and the fairy's tile.
struct Turn {
    extra: Option<Prey>,
    gone: Option<usize>,
    behind: Vec<Pos>,
    fairy: Option<Pos>,
}

/// Whether the dragon flies after `tile`.
pub(crate) fn flies(game: &Game, tile: TileTypeId) -> bool {
    game.flies_dragon(tile) && game.dragon().is_some()
}

/// `flight` completed step by step as each seat would steer it (see the
/// module documentation): to six steps or a dead end.
pub(crate) fn complete(
    game: &Game,
    tile: TileTypeId,
    placement: Placement,
    action: Option<FigureAction>,
    flight: &mut Flight,
    quarry: &Quarry,
) {
    let (extra, gone) = quarry.after(game, placement, action);
    let fairy = match action {
        Some(FigureAction::Fairy(at, _)) => Some(at),
        _ => game.fairy(),
    };
    let mut turn = Turn {
        extra,
        gone,
        behind: Vec::with_capacity(Flight::STEPS + 1),
        fairy,
    };
    while let Ok(options) = game.flight_options(tile, placement, action, flight.steps()) {
        if options.is_empty() {
            break;
        }
        turn.behind.clear();
        turn.behind.extend(game.dragon());
        turn.behind.extend_from_slice(flight.steps());
        let seat = game.flight_seat(flight.len());
        let left = Flight::STEPS - flight.len() - 1;
        // The first of equals (north, east, south, west): the same flight
        // for the same position.
        let mut best = (options[0], f32::MIN);
        for &p in &options {
            let a = quarry.appeal(seat, p, left, &turn);
            if a > best.1 {
                best = (p, a);
            }
        }
        flight.push(best.0);
    }
}

/// The flights the placer of `tile` may start: one for each first step it
/// may take, the rest as each seat would steer it; one empty flight when
/// the dragon does not fly (or cannot move at all).
pub(crate) fn flights(
    game: &Game,
    tile: TileTypeId,
    placement: Placement,
    action: Option<FigureAction>,
    quarry: &Quarry,
    out: &mut Vec<Flight>,
) {
    out.clear();
    let first = match game.flight_options(tile, placement, action, &[]) {
        Ok(first) if !first.is_empty() => first,
        _ => {
            out.push(Flight::NONE);
            return;
        }
    };
    for p in first {
        let mut f = Flight::NONE;
        f.push(p);
        complete(game, tile, placement, action, &mut f, quarry);
        out.push(f);
    }
}

/// A flight whose every step is taken at random among those the rules
/// allow (as `RandomPlayer` flies).
pub(crate) fn random(
    game: &Game,
    tile: TileTypeId,
    placement: Placement,
    action: Option<FigureAction>,
    rng: &mut Rng,
) -> Flight {
    let mut f = Flight::NONE;
    while let Ok(options) = game.flight_options(tile, placement, action, f.steps()) {
        if options.is_empty() {
            break;
        }
        f.push(options[rng.below(options.len())]);
    }
    f
}

/// `mv` as its placer chose it: its placement, its figure action and the
/// first step of its flight, the later steps as the seats would steer them
/// (they were other seats' choices, or the placer's after theirs). What a
/// review weighs a dragon tile's move by, like with like with the moves the
/// search makes. Any other move is itself.
pub(crate) fn as_placed(game: &Game, mv: &Move) -> Move {
    let Move::Place {
        tile,
        placement,
        action,
        dragon,
    } = *mv
    else {
        return *mv;
    };
    if dragon.len() <= 1 {
        return *mv;
    }
    let mut f = Flight::NONE;
    f.push(dragon.steps()[0]);
    complete(game, tile, placement, action, &mut f, &Quarry::new(game));
    Move::Place {
        tile,
        placement,
        action,
        dragon: f,
    }
}
