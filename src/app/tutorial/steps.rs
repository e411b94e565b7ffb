//! The demonstration's five steps: each a position built from a fresh game
//! by the rules (tiles drawn by name and laid by `apply`), the tiles the
//! learner lays in turn, and what each of their moves must show. The rules
//! refuse an illegal move; a step refuses a legal one that misses its point.

use crate::app::words::figure_name;
use crate::i18n::{Localizer, key};
use crate::rules::{
    FeatureId, FeatureKind, Figure, FigureAction, FigureKind, Game, Half, Move, Placement, Pos,
    Rotation, RuleError, ScoreKind, Side, Spot, TileCatalog, TurnReport,
};
use crate::tr;

/// The learner's seat; Bo sits in the other.
pub const YOU: usize = 0;
pub const BO: usize = 1;

/// A move the demonstration makes itself: which tile, where, turned how
/// many quarter turns clockwise, and the figure put on it.
#[derive(Clone, Copy, Debug)]
pub struct Scripted {
    pub tile: &'static str,
    pub at: (i32, i32),
    pub turns: u8,
    pub figure: Option<FigureAction>,
}

impl Scripted {
    const fn lay(tile: &'static str, at: (i32, i32), turns: u8) -> Scripted {
        Scripted {
            tile,
            at,
            turns,
            figure: None,
        }
    }

    const fn with(self, figure: FigureAction) -> Scripted {
        Scripted {
            figure: Some(figure),
            ..self
        }
    }

    pub fn to_move(&self, catalog: &TileCatalog) -> Result<Move, RuleError> {
        let tile = catalog
            .type_id(self.tile)
            .ok_or_else(|| RuleError::UnknownTile(self.tile.into()))?;
        Ok(Move::place(
            tile,
            Placement {
                pos: Pos::new(self.at.0, self.at.1),
                rotation: Rotation::from_quarter_turns(self.turns),
            },
            self.figure,
        ))
    }
}

/// What the learner's move showed (accepted), or why it misses the step's
/// point (refused: the move is taken back).
pub type Verdict = Result<String, String>;

/// One tile the learner lays.
pub struct Task {
    /// The tile in hand, by name.
    pub tile: &'static str,
    /// What to do, in one line (a message key).
    pub todo: &'static str,
    /// The cells marked for it on the map.
    pub cells: fn(&Game) -> Vec<Pos>,
    /// A cell marked to be tried first, where the rules refuse the tile.
    pub try_first: Option<(i32, i32)>,
    /// Judges the move from the game before and after it.
    pub check: fn(&Localizer, &Game, &Game, &TurnReport) -> Verdict,
    /// Bo's move after an accepted one, and what the learner is told of it
    /// (a message key).
    pub reply: Option<(Scripted, &'static str)>,
}

/// One step of the demonstration.
pub struct Step {
    /// The step's title (a message key, as the next ones).
    pub title: &'static str,
    /// The one sentence the step teaches.
    pub sentence: &'static str,
    /// The position, played alternately by the learner and Bo from the start
    /// tile (an even number of moves: the learner is to move).
    pub setup: &'static [Scripted],
    pub tasks: &'static [Task],
}

pub const STEPS: [Step; 5] = [
    Step {
        title: key("step-1-title"),
        sentence: key("step-1-sentence"),
        setup: &[],
        tasks: &[Task {
            tile: "C",
            todo: key("step-1-todo"),
            cells: |_| vec![Pos::new(0, 1)],
            try_first: Some((0, -1)),
            check: laid,
            reply: None,
        }],
    },
    Step {
        title: key("step-2-title"),
        sentence: key("step-2-sentence"),
        setup: &[],
        tasks: &[
            Task {
                tile: "M",
                todo: key("step-2-todo-claim"),
                cells: |_| vec![Pos::new(0, 1)],
                try_first: None,
                check: city_claimed,
                reply: Some((Scripted::lay("U", (1, 0), 0), key("step-2-reply"))),
            },
            Task {
                tile: "E",
                todo: key("step-2-todo-close"),
                cells: |g| g.cells_to_complete(start_city(g)),
                try_first: None,
                check: city_closed,
                reply: None,
            },
        ],
    },
    Step {
        title: key("step-3-title"),
        sentence: key("step-3-sentence"),
        setup: &[
            Scripted::lay("E", (0, 1), 2),
            Scripted::lay("D", (1, 0), 0),
            Scripted::lay("E", (1, 1), 2),
            Scripted::lay("D", (-1, 0), 0),
        ],
        tasks: &[Task {
            tile: "U",
            todo: key("step-3-todo"),
            cells: |_| vec![Pos::new(2, 0), Pos::new(-2, 0)],
            try_first: None,
            check: farmer_in_the_field,
            reply: None,
        }],
    },
    Step {
        title: key("step-4-title"),
        sentence: key("step-4-sentence"),
        setup: &[
            Scripted::lay("N", (0, 1), 2)
                .with(FigureAction::Put(FigureKind::Follower, Spot::City(Side::E))),
            Scripted::lay("U", (-1, 0), 0)
                .with(FigureAction::Put(FigureKind::Follower, Spot::Road(Side::E))),
            Scripted::lay("U", (1, 0), 0).with(FigureAction::Put(
                FigureKind::Follower,
                Spot::Field(Half::NL),
            )),
            Scripted::lay("B", (0, -1), 0)
                .with(FigureAction::Put(FigureKind::Follower, Spot::Monastery)),
        ],
        tasks: &[Task {
            tile: "E",
            todo: key("step-4-todo"),
            cells: |g| g.cells_to_complete(start_city(g)),
            try_first: None,
            check: knight_back,
            reply: None,
        }],
    },
    Step {
        title: key("step-5-title"),
        sentence: key("step-5-sentence"),
        setup: &[
            Scripted::lay("E", (0, 1), 2),
            Scripted::lay("A", (-1, 0), 3)
                .with(FigureAction::Put(FigureKind::Follower, Spot::Road(Side::E))),
            Scripted::lay("A", (1, 1), 0)
                .with(FigureAction::Put(FigureKind::Follower, Spot::Road(Side::S))),
            Scripted::lay("B", (0, -1), 0),
        ],
        tasks: &[Task {
            tile: "V",
            todo: key("step-5-todo"),
            cells: |_| vec![Pos::new(1, 0)],
            try_first: None,
            check: roads_joined,
            reply: None,
        }],
    },
];

/// The start tile's city (the start tile D lists its city first).
fn start_city(g: &Game) -> FeatureId {
    g.feature_of(0, 0)
}

/// The learner's figure on the tile just laid.
fn my_new_figure(after: &Game) -> Option<&Figure> {
    let last = after.tiles().len().checked_sub(1)?;
    after
        .figures()
        .iter()
        .find(|f| f.player as usize == YOU && f.tile as usize == last)
}

fn segment_kind(g: &Game, f: &Figure) -> FeatureKind {
    let t = g.tile_type(g.tiles()[f.tile as usize].tile);
    t.segments[f.segment as usize].kind
}

/// The scorings of the move, of `kind`, completed.
fn completed(after: &Game, report: &TurnReport, kind: ScoreKind) -> Vec<crate::rules::ScoreEvent> {
    after.events()[report.events.clone()]
        .iter()
        .filter(|e| e.kind == kind && e.complete)
        .copied()
        .collect()
}

fn laid(t: &Localizer, _: &Game, _: &Game, _: &TurnReport) -> Verdict {
    Ok(tr!(t, "step-1-accepted"))
}

fn city_claimed(t: &Localizer, _: &Game, after: &Game, _: &TurnReport) -> Verdict {
    let Some(fig) = my_new_figure(after) else {
        return Err(tr!(t, "step-2-no-figure"));
    };
    let kind = segment_kind(after, fig);
    if kind != FeatureKind::City {
        return Err(tr!(
            t,
            "step-2-not-city",
            figure = tr!(t, figure_name(fig.kind, kind))
        ));
    }
    if after.feature_of(fig.tile as usize, fig.segment as usize) != start_city(after) {
        return Err(tr!(t, "step-2-wrong-city"));
    }
    let v = after.feature_value(start_city(after));
    Ok(tr!(
        t,
        "step-2-claimed",
        tiles = v.tiles.len(),
        arms = v.arms
    ))
}

fn city_closed(t: &Localizer, _: &Game, after: &Game, report: &TurnReport) -> Verdict {
    match completed(after, report, ScoreKind::City)
        .iter()
        .find(|e| e.scorers().any(|s| s == YOU))
    {
        Some(e) => Ok(tr!(
            t,
            "step-2-closed",
            tiles = e.tiles.len(),
            arms = e.arms,
            points = e.points
        )),
        None => Err(tr!(t, "step-2-not-closed")),
    }
}

fn farmer_in_the_field(t: &Localizer, _: &Game, after: &Game, _: &TurnReport) -> Verdict {
    let Some(fig) = my_new_figure(after) else {
        return Err(tr!(t, "step-3-no-figure"));
    };
    let kind = segment_kind(after, fig);
    if kind != FeatureKind::Field {
        return Err(tr!(
            t,
            "step-3-not-field",
            figure = tr!(t, figure_name(fig.kind, kind))
        ));
    }
    let v = after.feature_value(after.feature_of(fig.tile as usize, fig.segment as usize));
    if v.cities != 2 {
        return Err(tr!(t, "step-3-wrong-field", cities = v.cities));
    }
    Ok(tr!(t, "step-3-accepted", points = v.value_now))
}

fn knight_back(t: &Localizer, _: &Game, after: &Game, report: &TurnReport) -> Verdict {
    let scored = completed(after, report, ScoreKind::City)
        .iter()
        .any(|e| e.scorers().any(|s| s == YOU));
    let knight_back = after.returned_figures()[report.returned.clone()]
        .iter()
        .any(|r| r.figure.player as usize == YOU);
    if !(scored && knight_back) {
        return Err(tr!(t, "step-4-not-closed"));
    }
    let farmers = after
        .figures()
        .iter()
        .filter(|f| f.player as usize == YOU && segment_kind(after, f) == FeatureKind::Field)
        .count();
    Ok(tr!(
        t,
        "step-4-accepted",
        count = after.players()[YOU].supply(FigureKind::Follower),
        farmers = farmers
    ))
}

fn roads_joined(t: &Localizer, _: &Game, after: &Game, report: &TurnReport) -> Verdict {
    match completed(after, report, ScoreKind::Road)
        .iter()
        .find(|e| e.scorers().any(|s| s == YOU) && e.scorers().any(|s| s == BO))
    {
        Some(e) => Ok(tr!(
            t,
            "step-5-accepted",
            tiles = e.tiles.len(),
            points = e.points
        )),
        None => Err(tr!(t, "step-5-not-joined")),
    }
}
