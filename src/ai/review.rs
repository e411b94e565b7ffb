//! The post-game review: every move of a game record weighed by the computer
//! (Hard unless told otherwise) from the mover's seat, seeing what the mover
//! saw then and nothing of the pile's order, with the move it would have
//! played, the points the move played gave away and why.
//!
//! ```text
//! let review = review(&record, catalog, &ReviewOptions::default(), &|_, _| {}, &cancel)?;
//! for m in &review.moves { /* m.loss, m.mark, m.best, m.reason */ }
//! for p in &review.players { /* p.by_kind, p.costliest */ }
//! ```
//!
//! Each move is reviewed on its own ([`review_move`]): a caller may spread
//! the moves over threads as it likes, and [`review`] does so itself. The
//! same record gives the same review whatever the number of threads: the
//! computer reviewing a move draws on a seed made from the moves before it
//! and the tile in hand (see `position_seed`). Hard reviews with the search
//! it plays with, over its 8 best candidates rather than 14 (`REVIEW_WIDTH`:
//! half the time, for the same marks).
//!
//! A builder's second tile is a choice of its own: it is reviewed like any
//! move (`second_turn` says which it was). A tile set aside (`Discard`) was
//! no choice, as it fit nowhere: it has no review line.

use super::eval::Weights;
use super::flight::as_placed;
use super::reason::describe;
use super::{Ai, Level, Reason, ReasonPart};
use crate::rules::record::{GameRecord, RecordError, RecordMove};
use crate::rules::{FeatureKind, FigureAction, Game, Move, Placement, ScoreKind, TileCatalog};
use crate::table::SeatView;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// How many points a move must lose to be marked, by mark. The values are
/// Hard's: a player's expected final margin over the others, in points.
/// Hard's own moves, reviewed by Hard on another seed (other samples of the
/// next round), lose 0.1 point on average, and under a point 98 % of the
/// time: that is the noise, well under three. Three points is a small city
/// or road claimed or not (the two-tile city closed on the start tile is
/// 4); six a typical city, a monastery's worth or a two-city field; ten a
/// game-turning error. Over four two-player games with both expansions
/// (`examples/review_bench.rs`), none of Hard's 240 moves was marked, and
/// of Medium's 211, 16 % reached three points, 4 % six and 1 % ten.
pub const INACCURACY: f64 = 3.0;
/// See [`INACCURACY`].
pub const MISTAKE: f64 = 6.0;
/// See [`INACCURACY`].
pub const BLUNDER: f64 = 10.0;

/// How many of its best moves by one move's value Hard searches deeply when
/// it reviews (it plays with 14): the lever that keeps a 72-move game's
/// review at 21 to 26 s on one thread rather than 41 to 44 (this 2-core
/// machine, release build). The move played is always searched too, so
/// only a best move ranked 9th to 14th is missed. Against the review at
/// full width, on the same seeds: the same better move on 69 of 72 moves of
/// a Hard–Medium game with both expansions and 89 of 95 of a random
/// three-player game, every mark the same, losses 0.01 to 0.04 points apart
/// on average. Hard at full width on another seed agrees with itself less:
/// the same better move on 53 of the 72, two marks changed, losses 0.34
/// apart.
const REVIEW_WIDTH: f32 = 8.0;

/// How bad a move was, by the points it lost (see [`INACCURACY`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// At least [`INACCURACY`] points lost.
    Inaccuracy,
    /// At least [`MISTAKE`] points lost.
    Mistake,
    /// At least [`BLUNDER`] points lost.
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark of a move that lost `loss` points, if any.
    pub fn of_loss(loss: f64) -> Option<Mark> {
        if loss >= BLUNDER {
            Some(Mark::Blunder)
        } else if loss >= MISTAKE {
            Some(Mark::Mistake)
        } else if loss >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// The command line's English for more than one.
    pub const fn plural(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracies",
            Mark::Mistake => "mistakes",
            Mark::Blunder => "blunders",
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the points a move lost are put down to: the first thing the better
/// move does that the move played does not (see [`loss_kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LossKind {
    Roads,
    Cities,
    /// Monasteries and gardens, the abbot's too.
    Monasteries,
    Fields,
    /// A figure tied up for nothing (the better move lays the tile the same
    /// way and keeps the figure), or one left in supply where the better
    /// move puts it down for no feature the reason names.
    IdleFigures,
    /// Traders & Builders: the goods of a completed city.
    Goods,
    /// Traders & Builders: the builder, and the second turns it gives.
    Builder,
    /// Traders & Builders: the pig.
    Pig,
    /// Inns & Cathedrals: a road with an inn or a city with a cathedral.
    InnsCathedrals,
    /// Where the tile went, with nothing to claim or score: the harm it
    /// does or spares.
    Placement,
    /// The Princess & the Dragon: where the dragon flew, what it ate and
    /// spared.
    Dragon,
    /// The Princess & the Dragon: the fairy, its move and its points.
    Fairy,
    /// The Princess & the Dragon: a follower through the magic portal.
    Portal,
    /// The Princess & the Dragon: a knight the princess sent home.
    Princess,
}

impl LossKind {
    pub const ALL: [LossKind; 14] = [
        LossKind::Roads,
        LossKind::Cities,
        LossKind::Monasteries,
        LossKind::Fields,
        LossKind::IdleFigures,
        LossKind::Goods,
        LossKind::Builder,
        LossKind::Pig,
        LossKind::InnsCathedrals,
        LossKind::Placement,
        LossKind::Dragon,
        LossKind::Fairy,
        LossKind::Portal,
        LossKind::Princess,
    ];

    /// The command line's English.
    pub const fn name(self) -> &'static str {
        match self {
            LossKind::Roads => "roads",
            LossKind::Cities => "cities",
            LossKind::Monasteries => "monasteries",
            LossKind::Fields => "fields",
            LossKind::IdleFigures => "idle figures",
            LossKind::Goods => "goods",
            LossKind::Builder => "builder",
            LossKind::Pig => "pig",
            LossKind::InnsCathedrals => "inns and cathedrals",
            LossKind::Placement => "tile placement",
            LossKind::Dragon => "the dragon",
            LossKind::Fairy => "the fairy",
            LossKind::Portal => "the magic portal",
            LossKind::Princess => "the princess",
        }
    }
}

impl fmt::Display for LossKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A whole game's review. As JSON (`carcassonne review --json`), the
/// fields below by these names; values are in points, to the hundredth.
/// As RON, read it back with the `implicit_some` extension, as records are
/// read: its moves are written as records write them (a figure without
/// `Some`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The level that reviewed (`"hard"`).
    pub level: String,
    /// One line per move reviewed, in the record's order (tiles set aside
    /// have none: see [`review_move`]).
    pub moves: Vec<MoveReview>,
    /// One summary per seat, in seat order.
    pub players: Vec<PlayerSummary>,
}

impl Review {
    /// Whether this is the review of `record`'s game: its players, and a
    /// line for each move but the tiles set aside, in order. (A save written
    /// over by another game under the same name keeps the old game's review
    /// beside it until the new one is ready.)
    pub fn is_of(&self, record: &GameRecord) -> bool {
        let placed = record
            .moves
            .iter()
            .filter(|m| !matches!(m, RecordMove::Discard { .. }));
        self.players.iter().map(|p| &p.name).eq(&record.players)
            && self.moves.iter().map(|m| &m.played).eq(placed)
    }
}

/// One move weighed. `played_value` and `best_value` come from one think
/// of the reviewing level (the same deals of the unseen tiles, the same
/// evaluation), so they compare like with like.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveReview {
    /// The move's number in the record, from 1 (as `replay` names moves).
    pub number: usize,
    /// The mover's seat, from 0.
    pub seat: usize,
    /// The tile in hand, by id.
    pub tile: String,
    /// The move is the second turn a builder gave.
    pub second_turn: bool,
    pub played: RecordMove,
    /// The reviewing level's value of the move played: the mover's expected
    /// final margin over the others.
    pub played_value: f64,
    /// The reviewing level's best move (the move played when that is it).
    pub best: RecordMove,
    pub best_placement: Placement,
    pub best_value: f64,
    /// `best_value - played_value`, never below 0.
    pub loss: f64,
    pub mark: Option<Mark>,
    /// What the best move does, as the hint says it.
    pub reason: Reason,
    /// What the loss is put down to (`None`: nothing was lost).
    pub kind: Option<LossKind>,
}

/// A seat's moves summed up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerSummary {
    pub seat: usize,
    pub name: String,
    /// Moves of this seat reviewed.
    pub moves: usize,
    /// Points lost over all of them.
    pub loss: f64,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// Points lost by kind, most first; kinds with none left out.
    pub by_kind: Vec<KindLoss>,
    /// The numbers of the (at most) three moves that lost most, most first;
    /// moves that lost nothing left out.
    pub costliest: Vec<usize>,
}

/// Points lost to one kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KindLoss {
    pub kind: LossKind,
    pub points: f64,
}

/// Why a review could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// The record does not replay (or a move is not in it).
    Record(RecordError),
    /// The random level values no move.
    UnratedLevel(Level),
    /// The record has no move with this number.
    NoSuchMove(usize),
    /// The level gave this move no value (it weighs every legal move: a
    /// level that does not is a bug).
    Unvalued(usize),
    /// The cancel flag was set.
    Cancelled,
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviewError::Record(e) => write!(f, "{e}"),
            ReviewError::UnratedLevel(level) => {
                write!(f, "the {level} level values no move: it cannot review")
            }
            ReviewError::NoSuchMove(n) => write!(f, "the record has no move {n}"),
            ReviewError::Unvalued(n) => write!(f, "move {n}: the level gave it no value"),
            ReviewError::Cancelled => f.write_str("the review was cancelled"),
        }
    }
}

impl std::error::Error for ReviewError {}

impl From<RecordError> for ReviewError {
    fn from(e: RecordError) -> ReviewError {
        ReviewError::Record(e)
    }
}

/// How to review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// The level that weighs the moves.
    pub level: Level,
    /// Moves reviewed at once, one thread each (at least 1).
    pub threads: usize,
}

impl Default for ReviewOptions {
    fn default() -> ReviewOptions {
        ReviewOptions {
            level: Level::Hard,
            threads: 1,
        }
    }
}

/// One move to review: the game just before it and the move.
struct Position {
    index: usize,
    before: Game,
    played: Move,
    seed: u64,
}

/// Reviews every move of `record` (see the module documentation), on
/// `options.threads` threads. `progress(done, total)` is called from the
/// working threads as moves are done (and once with 0 first). Stops soon
/// after `cancel` is set, with [`ReviewError::Cancelled`].
pub fn review(
    record: &GameRecord,
    catalog: Arc<TileCatalog>,
    options: &ReviewOptions,
    progress: &(dyn Fn(usize, usize) + Sync),
    cancel: &AtomicBool,
) -> Result<Review, ReviewError> {
    let level = options.level;
    if level == Level::Random {
        return Err(ReviewError::UnratedLevel(level));
    }
    let positions = positions(record, catalog)?;
    let total = positions.len();
    progress(0, total);
    let slots: Mutex<Vec<Option<Result<MoveReview, ReviewError>>>> = Mutex::new(vec![None; total]);
    let (next, done) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let worker = || {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= total || cancel.load(Ordering::Relaxed) {
                break;
            }
            let r = review_position(&positions[i], level, cancel);
            slots.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
        }
    };
    std::thread::scope(|s| {
        for _ in 1..options.threads.clamp(1, total.max(1)) {
            s.spawn(worker);
        }
        worker();
    });
    if cancel.load(Ordering::Relaxed) {
        return Err(ReviewError::Cancelled);
    }
    let moves = slots
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|slot| slot.unwrap_or(Err(ReviewError::Cancelled)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Review {
        level: level.name().to_string(),
        players: summarise(record, &moves),
        moves,
    })
}

/// Reviews move `index` (from 0) of `record` alone: `None` for a tile set
/// aside, which was no choice (it fit nowhere), so it has no review line.
/// The moves before it are replayed; the moves after it and the pile's
/// order are never looked at.
pub fn review_move(
    record: &GameRecord,
    catalog: Arc<TileCatalog>,
    index: usize,
    level: Level,
    cancel: &AtomicBool,
) -> Result<Option<MoveReview>, ReviewError> {
    if level == Level::Random {
        return Err(ReviewError::UnratedLevel(level));
    }
    if index >= record.moves.len() {
        return Err(ReviewError::NoSuchMove(index + 1));
    }
    let mut game = record.new_game(catalog)?;
    for i in 0..=index {
        let at_move = |error| RecordError::Move {
            index: i + 1,
            error,
        };
        let mv = record.moves[i].to_move(game.catalog()).map_err(at_move)?;
        if i == index {
            game.check(&mv).map_err(at_move)?;
            let Move::Place { .. } = mv else {
                return Ok(None);
            };
            let position = Position {
                index,
                before: game,
                played: mv,
                seed: position_seed(&record.moves, index),
            };
            return review_position(&position, level, cancel).map(Some);
        }
        game.apply(&mv).map_err(at_move)?;
    }
    unreachable!("the loop returns at `index`")
}

/// Every move to review (tiles set aside left out), replayed once.
fn positions(record: &GameRecord, catalog: Arc<TileCatalog>) -> Result<Vec<Position>, ReviewError> {
    let mut game = record.new_game(catalog)?;
    let mut out = Vec::with_capacity(record.moves.len());
    for (index, m) in record.moves.iter().enumerate() {
        let at_move = |error| RecordError::Move {
            index: index + 1,
            error,
        };
        let mv = m.to_move(game.catalog()).map_err(at_move)?;
        if matches!(mv, Move::Place { .. }) {
            game.check(&mv).map_err(at_move)?;
            out.push(Position {
                index,
                before: game.clone(),
                played: mv,
                seed: position_seed(&record.moves, index),
            });
        }
        game.apply(&mv).map_err(at_move)?;
    }
    Ok(out)
}

/// The seed of the computer that reviews move `index`: from what the table
/// had seen then (the moves before it, the tile in hand, how many moves)
/// and nothing else. Not the record's seed: that orders the pile, and a
/// review must not change when only the pile's order after the move does
/// (nor with the move played, so that two records differing in one move
/// compare it against the same think). FNV-1a over the record lines, which
/// stay the same from version to version.
fn position_seed(moves: &[RecordMove], index: usize) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01B3;
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(PRIME);
        }
    };
    for m in &moves[..index] {
        eat(m.to_string().as_bytes());
        eat(b"\n");
    }
    eat(record_tile(&moves[index]).as_bytes());
    eat(&(index as u64).to_le_bytes());
    h
}

fn record_tile(m: &RecordMove) -> &str {
    match m {
        RecordMove::Place { tile, .. } | RecordMove::Discard { tile } => tile,
    }
}

/// Points to the hundredth, as a review keeps them.
fn points(x: f32) -> f64 {
    (f64::from(x) * 100.0).round() / 100.0
}

/// The review line of one placement: the level looks at the position from
/// the mover's seat, with the view the mover had (the unseen tiles counted,
/// never ordered), and weighs its best move and the move played in one think.
fn review_position(
    position: &Position,
    level: Level,
    cancel: &AtomicBool,
) -> Result<MoveReview, ReviewError> {
    let Position {
        index,
        ref before,
        played,
        seed,
    } = *position;
    let view = SeatView::of_game(before, Some(played.tile()));
    let seen = view.game();
    // A dragon tile's move is weighed by what its placer chose: after the
    // first step the seats took turns (see `flight::as_placed`).
    let judged = as_placed(seen, &played);
    let mut ai = Ai::new(level, seed);
    if level == Level::Hard {
        ai.weights = Some(Weights {
            hard_width: REVIEW_WIDTH,
            ..Weights::FULL
        });
    }
    let appraisal = ai
        .appraise(&view, &judged, cancel)
        .map_err(|error| RecordError::Move {
            index: index + 1,
            error,
        })?;
    let Some(a) = appraisal else {
        return Err(if cancel.load(Ordering::Relaxed) {
            ReviewError::Cancelled
        } else {
            ReviewError::Unvalued(index + 1)
        });
    };
    let catalog = seen.catalog();
    // The move played is its own best: said as it was played.
    let best = if a.best == judged { played } else { a.best };
    let reason = describe(seen, &best);
    let (played_value, best_value) = (points(a.played_value), points(a.best_value));
    // Never below 0: the best is at least the move played, up to rounding.
    let loss = ((best_value - played_value).max(0.0) * 100.0).round() / 100.0;
    let kind = (loss > 0.0).then(|| loss_kind(seen, &judged, &best, &reason));
    let Move::Place { placement, .. } = best else {
        unreachable!("a tile that fits somewhere is placed");
    };
    Ok(MoveReview {
        number: index + 1,
        seat: seen.current_player(),
        tile: catalog.get(played.tile()).id.clone(),
        second_turn: seen.is_second_turn(),
        played: RecordMove::from_move(&played, catalog),
        played_value,
        best: RecordMove::from_move(&best, catalog),
        best_placement: placement,
        best_value,
        loss,
        mark: Mark::of_loss(loss),
        reason,
        kind,
    })
}

/// What a move's loss is put down to. The better move's reason (as the hint
/// gives it) and the played move's are compared: the first part of the
/// better move's that the played move's lacks names the kind, its feature
/// deciding (a road with an inn or a city with a cathedral on the tile
/// counts as [`LossKind::InnsCathedrals`]). Closing an opponent's feature
/// is only looked at when nothing else differs: it is what the better move
/// gives away, not what it gains. Figures first: when the better move
/// lays the tile the same way and only keeps the figure the player put
/// down, or puts one down for nothing a reason names while the player kept
/// theirs, the kind is [`LossKind::IdleFigures`]. Nothing named at all (the
/// better move does least harm): [`LossKind::Placement`].
fn loss_kind(before: &Game, played: &Move, best: &Move, best_reason: &Reason) -> LossKind {
    let (
        Move::Place {
            placement: played_at,
            action: played_action,
            ..
        },
        Move::Place {
            placement: best_at,
            action: best_action,
            ..
        },
    ) = (*played, *best)
    else {
        return LossKind::Placement;
    };
    let puts = |a: Option<FigureAction>| a.is_some_and(|a| a.put().is_some());
    if played_at == best_at && puts(played_action) && best_action.is_none() {
        return LossKind::IdleFigures;
    }
    let played_reason = describe(before, played);
    let new: Vec<&ReasonPart> = best_reason
        .0
        .iter()
        .filter(|p| !played_reason.0.contains(p))
        .collect();
    let gives_away = |p: &&&ReasonPart| {
        matches!(
            p,
            ReasonPart::ClosesTheirs { .. } | ReasonPart::DragonEatsOwn { .. }
        )
    };
    let decided = new
        .iter()
        .filter(|p| !gives_away(p))
        .chain(new.iter().filter(gives_away))
        .find_map(|p| part_kind(p));
    match decided {
        Some((kind, feature)) => {
            if feature.is_some_and(|f| holds_inn_or_cathedral(before, best, f)) {
                LossKind::InnsCathedrals
            } else {
                kind
            }
        }
        None if puts(best_action) && !puts(played_action) => LossKind::IdleFigures,
        // The move played fed the dragon figures of its own that the
        // better move keeps.
        None if played_reason.0.iter().any(|p| {
            matches!(p, ReasonPart::DragonEatsOwn { .. }) && !best_reason.0.contains(p)
        }) =>
        {
            LossKind::Dragon
        }
        None => LossKind::Placement,
    }
}

/// The kind a reason part names, and the road or city it is about.
fn part_kind(part: &ReasonPart) -> Option<(LossKind, Option<FeatureKind>)> {
    use ReasonPart::*;
    let of_feature = |f: FeatureKind| match f {
        FeatureKind::Road => (LossKind::Roads, Some(f)),
        FeatureKind::City => (LossKind::Cities, Some(f)),
        FeatureKind::Monastery | FeatureKind::Garden => (LossKind::Monasteries, None),
        FeatureKind::Field => (LossKind::Fields, None),
    };
    Some(match *part {
        AbbotBack { .. } => (LossKind::Monasteries, None),
        ClosesShared { feature, .. }
        | ClosesMine { feature, .. }
        | ClosesTheirs { feature, .. } => match feature {
            ScoreKind::Pig => (LossKind::Pig, None),
            ScoreKind::Goods => (LossKind::Goods, None),
            other => of_feature(other.feature()?),
        },
        ClaimsField { .. } => (LossKind::Fields, None),
        ClaimsCloister { .. } => (LossKind::Monasteries, None),
        ClaimsWorth { feature, .. }
        | LargeMajority { feature, .. }
        | LargeClaims { feature, .. }
        | JoinsTheirs { feature }
        | ExtendsMine { feature, .. }
        | HemsIn { feature }
        | ExtendsTheirs { feature } => of_feature(feature),
        BuilderOn { .. } | SecondTurn => (LossKind::Builder, None),
        Pig { .. } => (LossKind::Pig, None),
        TakesGoods { .. } => (LossKind::Goods, None),
        DragonEats { .. } | DragonEatsOwn { .. } => (LossKind::Dragon, None),
        Fairy { .. } | FairyPoints { .. } => (LossKind::Fairy, None),
        ThroughPortal => (LossKind::Portal, None),
        PrincessSendsHome { .. } => (LossKind::Princess, None),
        SetAside | Illegal | PlacesFigure | LeastHarm | LastTile { .. } => return None,
    })
}

/// Whether `best`'s tile, once laid, is part of a road with an inn
/// (`feature` a road) or a city with a cathedral (a city).
fn holds_inn_or_cathedral(before: &Game, best: &Move, feature: FeatureKind) -> bool {
    let mut after = before.clone();
    if after.apply(best).is_err() {
        return false;
    }
    let new_tile = before.tiles().len();
    let Some(placed) = after.tiles().get(new_tile) else {
        return false;
    };
    let segments = after.tile_type(placed.tile).segments.len();
    (0..segments).any(|local| {
        let v = after.feature_value(after.feature_of(new_tile, local));
        v.kind == feature && (v.inn || v.cathedral)
    })
}

/// Each seat's moves summed up: points lost by kind, marks, the three
/// costliest moves.
pub fn summarise(record: &GameRecord, moves: &[MoveReview]) -> Vec<PlayerSummary> {
    let hundredth = |x: f64| (x * 100.0).round() / 100.0;
    record
        .players
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let mine: Vec<&MoveReview> = moves.iter().filter(|m| m.seat == seat).collect();
            let count = |mark| mine.iter().filter(|m| m.mark == Some(mark)).count();
            let mut by_kind: Vec<KindLoss> = LossKind::ALL
                .into_iter()
                .map(|kind| KindLoss {
                    kind,
                    points: hundredth(
                        mine.iter()
                            .filter(|m| m.kind == Some(kind))
                            .map(|m| m.loss)
                            .sum(),
                    ),
                })
                .filter(|k| k.points > 0.0)
                .collect();
            by_kind.sort_by(|a, b| b.points.total_cmp(&a.points));
            let mut costly: Vec<&&MoveReview> = mine.iter().filter(|m| m.loss > 0.0).collect();
            // Most first; of equal losses, the earlier move.
            costly.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.number.cmp(&b.number)));
            PlayerSummary {
                seat,
                name: name.clone(),
                moves: mine.len(),
                loss: hundredth(mine.iter().map(|m| m.loss).sum()),
                inaccuracies: count(Mark::Inaccuracy),
                mistakes: count(Mark::Mistake),
                blunders: count(Mark::Blunder),
                by_kind,
                costliest: costly.iter().take(3).map(|m| m.number).collect(),
            }
        })
        .collect()
}
