//! Game records (the contract in `docs/game-record.md`): reading and writing
//! the RON format, and replaying a record through the rules.

use super::game::Game;
use super::geometry::{Half, Pos, Rotation, Side};
use super::moves::{FigureAction, Move, Placement, RuleError, RuleSet, Spot};
use super::tiles::TileCatalog;
use serde::Deserialize;
use std::fmt::{self, Write as _};
use std::sync::Arc;

/// The newest record version this game reads and writes.
pub const RECORD_VERSION: u32 = 1;

/// A figure as a record names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum RecordFigure {
    Meeple(RecordSpot),
    Large(RecordSpot),
    Abbot(RecordSpot),
    Builder(RecordSpot),
    Pig(RecordSpot),
    RecallAbbot { at: (i32, i32) },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum RecordSpot {
    City(Side),
    Road(Side),
    Field(RecordHalf),
    Monastery,
    Garden,
}

/// A field spot as a record names it: a half-edge, or `Inner` for the field
/// that reaches no edge of its tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum RecordHalf {
    NL,
    NR,
    EL,
    ER,
    SL,
    SR,
    WL,
    WR,
    Inner,
}

impl RecordHalf {
    fn half(self) -> Option<Half> {
        use RecordHalf::*;
        Some(match self {
            NL => Half::NL,
            NR => Half::NR,
            EL => Half::EL,
            ER => Half::ER,
            SL => Half::SL,
            SR => Half::SR,
            WL => Half::WL,
            WR => Half::WR,
            Inner => return None,
        })
    }

    fn from_half(h: Half) -> RecordHalf {
        use RecordHalf::*;
        [NL, NR, EL, ER, SL, SR, WL, WR][h.index()]
    }
}

/// One move as a record lists it (tiles by id).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum RecordMove {
    Place {
        tile: String,
        at: (i32, i32),
        rotation: i64,
        #[serde(default)]
        figure: Option<RecordFigure>,
    },
    Discard {
        tile: String,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
struct RecordRules {
    #[serde(default = "yes")]
    farmers: bool,
    #[serde(default)]
    abbot: bool,
    #[serde(default)]
    river: bool,
    #[serde(default)]
    inns_cathedrals: bool,
    #[serde(default)]
    traders_builders: bool,
}

fn yes() -> bool {
    true
}

impl Default for RecordRules {
    fn default() -> Self {
        RecordRules::from(RuleSet::default())
    }
}

impl From<RuleSet> for RecordRules {
    fn from(r: RuleSet) -> Self {
        RecordRules {
            farmers: r.farmers,
            abbot: r.abbot,
            river: r.river,
            inns_cathedrals: r.inns_cathedrals,
            traders_builders: r.traders_builders,
        }
    }
}

impl From<RecordRules> for RuleSet {
    fn from(r: RecordRules) -> Self {
        RuleSet {
            farmers: r.farmers,
            abbot: r.abbot,
            river: r.river,
            inns_cathedrals: r.inns_cathedrals,
            traders_builders: r.traders_builders,
        }
    }
}

#[derive(Debug, Deserialize)]
struct RecordFile {
    version: u32,
    players: Vec<String>,
    #[serde(default)]
    rules: RecordRules,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    moves: Vec<RecordMove>,
    #[serde(default)]
    colours: Option<Vec<String>>,
    #[serde(default)]
    helpers: Option<String>,
    #[serde(default)]
    computers: Option<Vec<String>>,
}

/// A whole game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub players: Vec<String>,
    pub rules: RuleSet,
    pub seed: Option<u64>,
    pub moves: Vec<RecordMove>,
    /// Optional extra: each seat's colour name.
    pub colours: Option<Vec<String>>,
    /// Optional extra: the help the table agreed on (`all`, `rules-only`, `purist`).
    pub helpers: Option<String>,
    /// Optional extra: each seat's computer level (`easy`, `medium`,
    /// `hard`), empty for a person.
    pub computers: Option<Vec<String>>,
}

/// Why a record could not be read or replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not valid RON, or not shaped like a record.
    Syntax(String),
    /// Written by a newer version of the game.
    NewerVersion(u32),
    /// The setup (players, rules) is impossible.
    Setup(RuleError),
    /// Move `index` (1-based) breaks a rule.
    Move { index: usize, error: RuleError },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Syntax(msg) => write!(f, "not a valid game record: {msg}"),
            RecordError::NewerVersion(v) => write!(
                f,
                "the record is version {v}, made by a newer version of the game (this one reads up to version {RECORD_VERSION})"
            ),
            RecordError::Setup(e) => write!(f, "setup: {e}"),
            RecordError::Move { index, error } => write!(f, "move {index}: {error}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl RecordMove {
    /// The engine's move for this record move.
    pub fn to_move(&self, catalog: &TileCatalog) -> Result<Move, RuleError> {
        let tile_id = |id: &str| {
            catalog
                .type_id(id)
                .ok_or_else(|| RuleError::UnknownTile(id.to_string()))
        };
        Ok(match self {
            RecordMove::Discard { tile } => Move::Discard {
                tile: tile_id(tile)?,
            },
            RecordMove::Place {
                tile,
                at,
                rotation,
                figure,
            } => Move::Place {
                tile: tile_id(tile)?,
                placement: Placement {
                    pos: Pos::from(*at),
                    rotation: Rotation::from_degrees(*rotation)
                        .ok_or(RuleError::BadRotation(*rotation))?,
                },
                action: figure.map(|f| match f {
                    RecordFigure::Meeple(s) => FigureAction::Follower(s.into()),
                    RecordFigure::Large(s) => FigureAction::Large(s.into()),
                    RecordFigure::Abbot(s) => FigureAction::Abbot(s.into()),
                    RecordFigure::Builder(s) => FigureAction::Builder(s.into()),
                    RecordFigure::Pig(s) => FigureAction::Pig(s.into()),
                    RecordFigure::RecallAbbot { at } => FigureAction::RecallAbbot(Pos::from(at)),
                }),
            },
        })
    }

    /// The record form of an engine move.
    pub fn from_move(mv: &Move, catalog: &TileCatalog) -> RecordMove {
        match *mv {
            Move::Discard { tile } => RecordMove::Discard {
                tile: catalog.get(tile).id.clone(),
            },
            Move::Place {
                tile,
                placement,
                action,
            } => RecordMove::Place {
                tile: catalog.get(tile).id.clone(),
                at: (placement.pos.x, placement.pos.y),
                rotation: placement.rotation.degrees() as i64,
                figure: action.map(|a| match a {
                    FigureAction::Follower(s) => RecordFigure::Meeple(s.into()),
                    FigureAction::Large(s) => RecordFigure::Large(s.into()),
                    FigureAction::Abbot(s) => RecordFigure::Abbot(s.into()),
                    FigureAction::Builder(s) => RecordFigure::Builder(s.into()),
                    FigureAction::Pig(s) => RecordFigure::Pig(s.into()),
                    FigureAction::RecallAbbot(p) => RecordFigure::RecallAbbot { at: (p.x, p.y) },
                }),
            },
        }
    }
}

impl From<RecordSpot> for Spot {
    fn from(s: RecordSpot) -> Spot {
        match s {
            RecordSpot::City(side) => Spot::City(side),
            RecordSpot::Road(side) => Spot::Road(side),
            RecordSpot::Field(h) => h.half().map_or(Spot::InnerField, Spot::Field),
            RecordSpot::Monastery => Spot::Monastery,
            RecordSpot::Garden => Spot::Garden,
        }
    }
}

impl From<Spot> for RecordSpot {
    fn from(s: Spot) -> RecordSpot {
        match s {
            Spot::City(side) => RecordSpot::City(side),
            Spot::Road(side) => RecordSpot::Road(side),
            Spot::Field(h) => RecordSpot::Field(RecordHalf::from_half(h)),
            Spot::InnerField => RecordSpot::Field(RecordHalf::Inner),
            Spot::Monastery => RecordSpot::Monastery,
            Spot::Garden => RecordSpot::Garden,
        }
    }
}

impl fmt::Display for RecordMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordMove::Discard { tile } => write!(f, "Discard(tile: {tile:?})"),
            RecordMove::Place {
                tile,
                at,
                rotation,
                figure,
            } => {
                write!(
                    f,
                    "Place(tile: {tile:?}, at: ({}, {}), rotation: {rotation}",
                    at.0, at.1
                )?;
                match figure {
                    None => {}
                    Some(RecordFigure::RecallAbbot { at }) => {
                        write!(f, ", figure: RecallAbbot(at: ({}, {}))", at.0, at.1)?
                    }
                    Some(
                        fig @ (RecordFigure::Meeple(s)
                        | RecordFigure::Large(s)
                        | RecordFigure::Abbot(s)
                        | RecordFigure::Builder(s)
                        | RecordFigure::Pig(s)),
                    ) => {
                        let name = match fig {
                            RecordFigure::Meeple(_) => "Meeple",
                            RecordFigure::Large(_) => "Large",
                            RecordFigure::Abbot(_) => "Abbot",
                            RecordFigure::Builder(_) => "Builder",
                            _ => "Pig",
                        };
                        write!(f, ", figure: {name}({})", Spot::from(*s))?
                    }
                }
                f.write_str(")")
            }
        }
    }
}

impl GameRecord {
    /// Reads a record from RON text.
    pub fn parse(text: &str) -> Result<GameRecord, RecordError> {
        // Peek at the version first so a newer record is named as such even if
        // its other fields no longer parse.
        #[derive(Deserialize)]
        struct VersionOnly {
            version: u32,
        }
        let opts = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
        if let Ok(v) = opts.from_str::<VersionOnly>(text)
            && v.version > RECORD_VERSION
        {
            return Err(RecordError::NewerVersion(v.version));
        }
        let file: RecordFile = opts
            .from_str(text)
            .map_err(|e| RecordError::Syntax(e.to_string()))?;
        if file.version > RECORD_VERSION {
            return Err(RecordError::NewerVersion(file.version));
        }
        if file.version == 0 {
            return Err(RecordError::Syntax(
                "version 0 does not exist; records start at 1".into(),
            ));
        }
        Ok(GameRecord {
            players: file.players,
            rules: file.rules.into(),
            seed: file.seed,
            moves: file.moves,
            colours: file.colours,
            helpers: file.helpers,
            computers: file.computers,
        })
    }

    /// Writes the record as RON, one move a line, as the contract shows it.
    pub fn to_ron(&self) -> String {
        let mut s = String::new();
        s.push_str("(\n");
        let _ = writeln!(s, "    version: {RECORD_VERSION},");
        let names: Vec<String> = self.players.iter().map(|p| format!("{p:?}")).collect();
        let _ = writeln!(s, "    players: [{}],", names.join(", "));
        if let Some(colours) = &self.colours {
            let c: Vec<String> = colours.iter().map(|p| format!("{p:?}")).collect();
            let _ = writeln!(s, "    colours: [{}],", c.join(", "));
        }
        if let Some(h) = &self.helpers {
            let _ = writeln!(s, "    helpers: {h:?},");
        }
        if let Some(c) = &self.computers {
            let c: Vec<String> = c.iter().map(|p| format!("{p:?}")).collect();
            let _ = writeln!(s, "    computers: [{}],", c.join(", "));
        }
        let r = self.rules;
        let _ = writeln!(
            s,
            "    rules: (farmers: {}, abbot: {}, river: {}, inns_cathedrals: {}, traders_builders: {}),",
            r.farmers, r.abbot, r.river, r.inns_cathedrals, r.traders_builders
        );
        if let Some(seed) = self.seed {
            let _ = writeln!(s, "    seed: {seed},");
        }
        s.push_str("    moves: [\n");
        for m in &self.moves {
            let _ = writeln!(s, "        {m},");
        }
        s.push_str("    ],\n)\n");
        s
    }

    /// A new game set up as the record says (seeded pile if it has a seed).
    pub fn new_game(&self, catalog: Arc<TileCatalog>) -> Result<Game, RecordError> {
        let mut game =
            Game::new(catalog, self.players.len(), self.rules).map_err(RecordError::Setup)?;
        if let Some(seed) = self.seed {
            game.shuffle(seed);
        }
        Ok(game)
    }

    /// Replays every move through the rules. With a seed, the pile keeps the
    /// seeded order, so the game can go on where the record stops.
    pub fn replay(&self, catalog: Arc<TileCatalog>) -> Result<Game, RecordError> {
        let mut game = self.new_game(catalog)?;
        for (i, m) in self.moves.iter().enumerate() {
            let mv = m
                .to_move(game.catalog())
                .map_err(|error| RecordError::Move {
                    index: i + 1,
                    error,
                })?;
            game.apply(&mv).map_err(|error| RecordError::Move {
                index: i + 1,
                error,
            })?;
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_contract_example() {
        let text = r#"(
    version: 1,
    players: ["Ann", "Bo"],            // seat order = turn order, first seat starts
    rules: (farmers: true, abbot: true, river: false),
    seed: 7,                           // optional
    moves: [
        Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        Place(tile: "V", at: (1, 0), rotation: 90),
        Place(tile: "B", at: (-1, 1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "U", at: (2, 0), rotation: 90),
        Place(tile: "U", at: (1, 1), rotation: 90, figure: RecallAbbot(at: (-1, 1))),
        Discard(tile: "X"),
    ],
)"#;
        let r = GameRecord::parse(text).unwrap();
        assert_eq!(r.players, vec!["Ann", "Bo"]);
        assert!(r.rules.abbot && r.rules.farmers && !r.rules.river);
        assert_eq!(r.seed, Some(7));
        assert_eq!(r.moves.len(), 6);
        assert_eq!(
            r.moves[4],
            RecordMove::Place {
                tile: "U".into(),
                at: (1, 1),
                rotation: 90,
                figure: Some(RecordFigure::RecallAbbot { at: (-1, 1) })
            }
        );
        let again = GameRecord::parse(&r.to_ron()).unwrap();
        assert_eq!(again, r);
    }

    #[test]
    fn rules_default_and_newer_versions_are_named() {
        let r = GameRecord::parse("(version: 1, players: [\"A\", \"B\"], moves: [])").unwrap();
        assert_eq!(r.rules, RuleSet::default());
        let e = GameRecord::parse("(version: 9, players: [], moves: [], future: 3)").unwrap_err();
        assert_eq!(e, RecordError::NewerVersion(9));
        assert!(e.to_string().contains("newer version"));
        let e = GameRecord::parse("(version: 1, players: [\"A\"], moves: [Jump])").unwrap_err();
        assert!(matches!(e, RecordError::Syntax(_)), "{e}");
    }
}
