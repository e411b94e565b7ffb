//! The demonstration's five steps: each a position built from a fresh game
//! by the rules (tiles drawn by name and laid by `apply`), the tiles the
//! learner lays in turn, and what each of their moves must show. The rules
//! refuse an illegal move; a step refuses a legal one that misses its point.

use crate::app::screens::words::{count, figure_name};
use crate::rules::{
    FeatureId, FeatureKind, Figure, FigureAction, FigureKind, Game, Half, Move, Placement, Pos,
    Rotation, RuleError, ScoreKind, Side, Spot, TileCatalog, TurnReport,
};

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
        Ok(Move::Place {
            tile,
            placement: Placement {
                pos: Pos::new(self.at.0, self.at.1),
                rotation: Rotation::from_quarter_turns(self.turns),
            },
            action: self.figure,
        })
    }
}

/// What the learner's move showed (accepted), or why it misses the step's
/// point (refused: the move is taken back).
pub type Verdict = Result<String, String>;

/// One tile the learner lays.
pub struct Task {
    /// The tile in hand, by name.
    pub tile: &'static str,
    /// What to do, in one line.
    pub todo: &'static str,
    /// The cells marked for it on the map.
    pub cells: fn(&Game) -> Vec<Pos>,
    /// A cell marked to be tried first, where the rules refuse the tile.
    pub try_first: Option<(i32, i32)>,
    /// Judges the move from the game before and after it.
    pub check: fn(&Game, &Game, &TurnReport) -> Verdict,
    /// Bo's move after an accepted one, and what the learner is told of it.
    pub reply: Option<(Scripted, &'static str)>,
}

/// One step of the demonstration.
pub struct Step {
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
        title: "Lay a tile",
        sentence: "Every edge a new tile touches must match: city to city, road to road, \
                   field to field.",
        setup: &[],
        tasks: &[Task {
            tile: "C",
            todo: "Your tile is all city. Try it below the start tile first (the orange \
                   cell): it is refused. Then lay it where city meets city, and confirm.",
            cells: |_| vec![Pos::new(0, 1)],
            try_first: Some((0, -1)),
            check: laid,
            reply: None,
        }],
    },
    Step {
        title: "A city worth 8",
        sentence: "A completed city scores 2 per tile and 2 per coat of arms: three tiles \
                   and one coat of arms make 8.",
        setup: &[],
        tasks: &[
            Task {
                tile: "M",
                todo: "Lay the tile so the start tile's city grows, and claim it: click the \
                       marker in the city for a knight, then confirm.",
                cells: |_| vec![Pos::new(0, 1)],
                try_first: None,
                check: city_claimed,
                reply: Some((Scripted::lay("U", (1, 0), 0), "Bo lays a road beside it.")),
            },
            Task {
                tile: "E",
                todo: "Close the city: lay your tile where its walls close all the way round.",
                cells: |g| g.cells_to_complete(start_city(g)),
                try_first: None,
                check: city_closed,
                reply: None,
            },
        ],
    },
    Step {
        title: "Fields and farmers",
        sentence: "A farmer scores at the end: 3 for each completed city its field touches; \
                   an unfinished city gives nothing.",
        setup: &[
            Scripted::lay("E", (0, 1), 2),
            Scripted::lay("D", (1, 0), 0),
            Scripted::lay("E", (1, 1), 2),
            Scripted::lay("D", (-1, 0), 0),
        ],
        tasks: &[Task {
            tile: "U",
            todo: "The field north of the road touches two completed cities and one \
                   unfinished. Lay the road at a marked cell and put a farmer in that field.",
            cells: |_| vec![Pos::new(2, 0), Pos::new(-2, 0)],
            try_first: None,
            check: farmer_in_the_field,
            reply: None,
        }],
    },
    Step {
        title: "Seven followers",
        sentence: "You have seven followers: a knight, thief or monk comes back when its \
                   feature scores; a farmer stays in its field until the end.",
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
            todo: "Your knight holds the city, your farmer lies in the field. Close the city.",
            cells: |g| g.cells_to_complete(start_city(g)),
            try_first: None,
            check: knight_back,
            reply: None,
        }],
    },
    Step {
        title: "Joining is legal",
        sentence: "Nobody owns a part of the map: a tile may join roads or cities claimed \
                   apart, and when they score every leading player scores in full.",
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
            todo: "Lay the curve where your road and Bo's meet. No thief can go on the joined \
                   road: it is already held.",
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

/// "1 coat of arms", "2 coats of arms".
fn arms_words(n: u8) -> String {
    if n == 1 {
        "1 coat of arms".into()
    } else {
        format!("{n} coats of arms")
    }
}

fn laid(_: &Game, _: &Game, _: &TurnReport) -> Verdict {
    Ok("Accepted: its edge meets the start tile's city, city to city.".into())
}

fn city_claimed(_: &Game, after: &Game, _: &TurnReport) -> Verdict {
    let Some(fig) = my_new_figure(after) else {
        return Err(
            "Claim the city as you lay the tile: click the marker in its city \
                    (a knight stands there), then confirm."
                .into(),
        );
    };
    let kind = segment_kind(after, fig);
    if kind != FeatureKind::City {
        return Err(format!(
            "That is a {}: put your knight in the city instead.",
            figure_name(fig.kind, kind)
        ));
    }
    if after.feature_of(fig.tile as usize, fig.segment as usize) != start_city(after) {
        return Err("Your knight must stand in the city that grows from the start tile.".into());
    }
    let v = after.feature_value(start_city(after));
    Ok(format!(
        "Your knight holds a city of {} with {}.",
        count(v.tiles.len(), "tile"),
        arms_words(v.arms)
    ))
}

fn city_closed(_: &Game, after: &Game, report: &TurnReport) -> Verdict {
    match completed(after, report, ScoreKind::City)
        .iter()
        .find(|e| e.scorers().any(|s| s == YOU))
    {
        Some(e) => Ok(format!(
            "Closed: {} and {} make 2 × {} + 2 × {} = {}.",
            count(e.tiles.len(), "tile"),
            arms_words(e.arms),
            e.tiles.len(),
            e.arms,
            e.points
        )),
        None => Err(
            "Close the city: its walls must close all the way round (the marked \
                     cell)."
                .into(),
        ),
    }
}

fn farmer_in_the_field(_: &Game, after: &Game, _: &TurnReport) -> Verdict {
    let Some(fig) = my_new_figure(after) else {
        return Err(
            "Put a farmer in the field north of the road: click the marker lying \
                    there, then confirm."
                .into(),
        );
    };
    let kind = segment_kind(after, fig);
    if kind != FeatureKind::Field {
        return Err(format!(
            "That is a {}: a farmer lies down in a field.",
            figure_name(fig.kind, kind)
        ));
    }
    let v = after.feature_value(after.feature_of(fig.tile as usize, fig.segment as usize));
    if v.cities != 2 {
        return Err(format!(
            "That field touches {}: put the farmer in the field north of the road, beside \
             the cities.",
            match v.cities {
                0 => "no completed city".to_string(),
                1 => "1 completed city".to_string(),
                n => format!("{n} completed cities"),
            }
        ));
    }
    Ok(format!(
        "Traced: the field touches two completed cities and one unfinished, so it is worth \
         {} at the end.",
        v.value_now
    ))
}

fn knight_back(_: &Game, after: &Game, report: &TurnReport) -> Verdict {
    let scored = completed(after, report, ScoreKind::City)
        .iter()
        .any(|e| e.scorers().any(|s| s == YOU));
    let knight_back = after.returned_figures()[report.returned.clone()]
        .iter()
        .any(|r| r.figure.player as usize == YOU);
    if !(scored && knight_back) {
        return Err("Close the city your knight holds (the marked cell).".into());
    }
    let farmers = after
        .figures()
        .iter()
        .filter(|f| f.player as usize == YOU && segment_kind(after, f) == FeatureKind::Field)
        .count();
    Ok(format!(
        "Your knight is back: {} of 7 followers in your supply. Your {} stays in its field \
         until the end.",
        after.players()[YOU].supply(FigureKind::Follower),
        if farmers == 1 { "farmer" } else { "farmers" }
    ))
}

fn roads_joined(_: &Game, after: &Game, report: &TurnReport) -> Verdict {
    match completed(after, report, ScoreKind::Road)
        .iter()
        .find(|e| e.scorers().any(|s| s == YOU) && e.scorers().any(|s| s == BO))
    {
        Some(e) => Ok(format!(
            "Joined and completed: a road of {}, one thief each, so both of you score {} \
             in full.",
            count(e.tiles.len(), "tile"),
            e.points
        )),
        None => Err("Lay the curve where your road and Bo's meet (the marked cell).".into()),
    }
}
