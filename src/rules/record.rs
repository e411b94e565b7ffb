//! Game records (the contract in `docs/game-record.md`): reading and writing
//! the RON format, and replaying a record through the rules.

use super::errors::RuleError;
use super::expansions::{EXPANSIONS, Expansion, ExpansionRow, RuleSet};
use super::game::Game;
use super::geometry::{Pos, Rotation};
use super::moves::{FigureAction, Flight, Move, Placement, RecordFigure};
use super::tiles::TileCatalog;
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::sync::Arc;

/// The newest record version this game reads and writes.
pub const RECORD_VERSION: u32 = 1;

/// One move as a record lists it (tiles by id). Position and rotation stay
/// plain numbers here so that a bad one is a rule error of its move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RecordMove {
    Place {
        tile: String,
        at: (i32, i32),
        rotation: i64,
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "some_as_itself"
        )]
        figure: Option<RecordFigure>,
        /// The tile a magic portal sends the figure to (The Princess & the
        /// Dragon); its spot is named in that tile's frame.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            serialize_with = "some_as_itself"
        )]
        portal: Option<(i32, i32)>,
        /// The tiles the dragon enters after a dragon tile, in order.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        dragon: Vec<(i32, i32)>,
    },
    Discard {
        tile: String,
    },
}

/// Writes `Some(x)` as `x`: records leave `Some` out (the reader allows it
/// with RON's `implicit_some`).
fn some_as_itself<T: Serialize, S: Serializer>(v: &Option<T>, s: S) -> Result<S::Ok, S::Error> {
    match v {
        Some(x) => x.serialize(s),
        None => s.serialize_none(),
    }
}

/// The rule flags of a record as written, by name: read before the list of
/// expansions gives them meaning. Missing flags take their defaults, unknown
/// ones are ignored (a newer writer may add rules).
#[derive(Debug, Default)]
struct RuleFlags(Vec<(String, FlagValue)>);

/// A rule flag's value: `true` or `false`, or anything else a newer
/// writer may put under a name this version does not know.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum FlagValue {
    On(bool),
    Other(serde::de::IgnoredAny),
}

impl RuleFlags {
    fn to_rules(&self, list: &[ExpansionRow]) -> Result<RuleSet, RecordError> {
        let mut rules = RuleSet::default();
        for (name, value) in &self.0 {
            let known = name == "farmers" || list.iter().any(|row| row.id == name);
            let on = match value {
                FlagValue::On(on) => *on,
                FlagValue::Other(_) if known => {
                    return Err(RecordError::Syntax(format!(
                        "rules: `{name}` is true or false"
                    )));
                }
                FlagValue::Other(_) => continue,
            };
            if name == "farmers" {
                rules.farmers = on;
            } else if let Some(e) = Expansion::all_of(list).find(|e| list[e.0 as usize].id == name)
            {
                rules = rules.set(e, on);
            }
        }
        Ok(rules)
    }
}

impl<'de> Deserialize<'de> for RuleFlags {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Flags;
        impl<'de> Visitor<'de> for Flags {
            type Value = RuleFlags;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("rule flags such as (farmers: true, abbot: false)")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RuleFlags, A::Error> {
                let mut flags: Vec<(String, FlagValue)> = Vec::new();
                while let Some(entry) = map.next_entry::<String, FlagValue>()? {
                    // A rule given twice has no one meaning (serde would keep
                    // either): refused, like a struct's duplicate field.
                    if flags.iter().any(|(name, _)| *name == entry.0) {
                        return Err(serde::de::Error::custom(format_args!(
                            "the rule `{}` is given twice",
                            entry.0
                        )));
                    }
                    flags.push(entry);
                }
                Ok(RuleFlags(flags))
            }
        }
        d.deserialize_struct("RuleSet", &[], Flags)
    }
}

/// Rules written with the flags of a list of expansions:
/// `(farmers: true, abbot: false, ...)`, every flag of the list in its order.
struct RulesIn<'a>(RuleSet, &'a [ExpansionRow]);

impl Serialize for RulesIn<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let RulesIn(rules, list) = *self;
        let mut st = s.serialize_struct("RuleSet", 1 + list.len())?;
        st.serialize_field("farmers", &rules.farmers)?;
        for (row, e) in list.iter().zip(Expansion::all_of(list)) {
            if row.written_when_off || rules.has(e) {
                st.serialize_field(row.id, &rules.has(e))?;
            } else {
                st.skip_field(row.id)?;
            }
        }
        st.end()
    }
}

impl Serialize for RuleSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        RulesIn(*self, EXPANSIONS).serialize(s)
    }
}

impl<'de> Deserialize<'de> for RuleSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        RuleFlags::deserialize(d)?
            .to_rules(EXPANSIONS)
            .map_err(serde::de::Error::custom)
    }
}

/// Refuses what RON reads but docs/game-record.md does not allow, so a
/// record means one thing to every reader: a field named twice in one
/// structure (serde would keep one of the values, or ignore both of an
/// unknown field), a raw identifier (`r#Inner`, read as `Inner`), and an
/// attribute that switches on a RON extension. Strings and comments are
/// skipped; the place is given as RON gives its own (line:column, from 1).
fn outside_documented_form(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let (mut line, mut line_start) = (1, 0);
    // One set of field names per open bracket; `None` for a list.
    let mut open: Vec<Option<Vec<&str>>> = Vec::new();
    let mut i = 0;
    // Columns count characters from 1, as RON's own messages do.
    let here = |i: usize, line: usize, line_start: usize| {
        format!("{line}:{}", text[line_start..i].chars().count() + 1)
    };
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'\n' => {
                line += 1;
                line_start = i + 1;
                i += 1;
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    if bytes[i] == b'\n' {
                        line += 1;
                        line_start = i + 1;
                    }
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                // RON's block comments nest.
                let mut depth = 0;
                while i < bytes.len() {
                    if bytes[i..].starts_with(b"/*") {
                        depth += 1;
                        i += 2;
                    } else if bytes[i..].starts_with(b"*/") {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        if bytes[i] == b'\n' {
                            line += 1;
                            line_start = i + 1;
                        }
                        i += 1;
                    }
                }
            }
            b'#' => {
                return Some(format!(
                    "{}: `#` starts a RON attribute (such as `#![enable(…)]`); a record has none",
                    here(i, line, line_start)
                ));
            }
            b'(' => {
                open.push(Some(Vec::new()));
                i += 1;
            }
            b'[' | b'{' => {
                open.push(None);
                i += 1;
            }
            b')' | b']' | b'}' => {
                open.pop();
                i += 1;
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                let word = &text[start..i];
                if word == "r" && bytes.get(i) == Some(&b'#') {
                    let raw_string = bytes[i..]
                        .iter()
                        .find(|&&b| b != b'#')
                        .is_some_and(|&b| b == b'"');
                    if !raw_string {
                        let name: String = text[i + 1..]
                            .chars()
                            .take_while(|d| d.is_alphanumeric() || *d == '_')
                            .collect();
                        return Some(format!(
                            "{}: `r#{name}` is a raw identifier; a record writes `{name}`",
                            here(start, line, line_start)
                        ));
                    }
                    // A raw string: to its closing quote and hashes.
                    let hashes = bytes[i..].iter().take_while(|&&b| b == b'#').count();
                    let close: Vec<u8> = std::iter::once(b'"')
                        .chain(std::iter::repeat_n(b'#', hashes))
                        .collect();
                    i += hashes + 1;
                    while i < bytes.len() && !bytes[i..].starts_with(&close) {
                        if bytes[i] == b'\n' {
                            line += 1;
                            line_start = i + 1;
                        }
                        i += 1;
                    }
                    i += close.len();
                    continue;
                }
                let mut j = i;
                while j < bytes.len() && bytes[j].is_ascii_whitespace() {
                    j += 1;
                }
                if bytes.get(j) == Some(&b':')
                    && let Some(Some(names)) = open.last_mut()
                {
                    if names.contains(&word) {
                        return Some(format!(
                            "{}: the field `{word}` is given twice",
                            here(start, line, line_start)
                        ));
                    }
                    names.push(word);
                }
            }
            _ => i += 1,
        }
    }
    None
}

/// A record file as read (the version checked apart).
#[derive(Debug, Deserialize)]
struct RecordFile {
    version: u32,
    players: Vec<String>,
    #[serde(default)]
    rules: Option<RuleFlags>,
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

/// A record file as written: fields in the contract's order, optional extras
/// left out when absent.
#[derive(Serialize)]
struct RecordOut<'a> {
    version: u32,
    players: Vec<Name<'a>>,
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "some_as_itself"
    )]
    colours: Option<Vec<Name<'a>>>,
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "some_as_itself"
    )]
    helpers: Option<Name<'a>>,
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "some_as_itself"
    )]
    computers: Option<Vec<Name<'a>>>,
    rules: RulesIn<'a>,
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "some_as_itself"
    )]
    seed: Option<u64>,
    moves: &'a ron::value::RawValue,
}

/// A name written as records always wrote it, Rust's quoting (`{:?}`): RON's
/// own escaping differs (it escapes `'`), and the text must stay the same.
struct Name<'a>(&'a str);

impl Serialize for Name<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let quoted = format!("{:?}", self.0);
        match ron::value::RawValue::from_ron(&quoted) {
            Ok(raw) => raw.serialize(s),
            Err(_) => s.serialize_str(self.0),
        }
    }
}

fn names(v: &[String]) -> Vec<Name<'_>> {
    v.iter().map(|n| Name(n)).collect()
}

/// A whole game record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub players: Vec<String>,
    #[serde(default)]
    pub rules: RuleSet,
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub moves: Vec<RecordMove>,
    /// Optional extra: each seat's colour name.
    #[serde(default)]
    pub colours: Option<Vec<String>>,
    /// Optional extra: the help the table agreed on (`all`, `rules-only`, `purist`).
    #[serde(default)]
    pub helpers: Option<String>,
    /// Optional extra: each seat's computer level (`easy`, `medium`,
    /// `hard`), empty for a person.
    #[serde(default)]
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
                portal,
                dragon,
            } => {
                // A portal to the placed tile itself is as if there were none.
                let portal = portal.filter(|p| p != at).map(Pos::from);
                let action = match (figure, portal) {
                    (None, None) => None,
                    (None, Some(_)) => return Err(RuleError::PortalWithoutFigure),
                    (Some(f), portal) => Some(f.action(portal).ok_or(
                        match f.action(None).and_then(FigureAction::kind) {
                            Some(kind) if kind.is_follower() => RuleError::PortalWithoutFigure,
                            Some(kind) => RuleError::NotThroughPortal(kind),
                            None => RuleError::PortalWithoutFigure,
                        },
                    )?),
                };
                let steps: Vec<Pos> = dragon.iter().map(|&p| Pos::from(p)).collect();
                Move::Place {
                    tile: tile_id(tile)?,
                    placement: Placement {
                        pos: Pos::from(*at),
                        rotation: Rotation::from_degrees(*rotation)
                            .ok_or(RuleError::BadRotation(*rotation))?,
                    },
                    action,
                    dragon: Flight::of(&steps).ok_or(RuleError::FlightTooLong {
                        steps: dragon.len(),
                    })?,
                }
            }
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
                dragon,
            } => {
                let (figure, portal) = match action.map(RecordFigure::of) {
                    Some((f, portal)) => (Some(f), portal.map(|p| (p.x, p.y))),
                    None => (None, None),
                };
                RecordMove::Place {
                    tile: catalog.get(tile).id.clone(),
                    at: (placement.pos.x, placement.pos.y),
                    rotation: placement.rotation.degrees() as i64,
                    figure,
                    portal,
                    dragon: dragon.steps().iter().map(|p| (p.x, p.y)).collect(),
                }
            }
        }
    }
}

/// RON on one line with a space after each comma and colon, as records
/// write a move: `Place(tile: "V", at: (1, 0), rotation: 90)`.
fn one_line_ron<T: Serialize>(value: &T) -> String {
    let one_line = ron::ser::PrettyConfig::new().depth_limit(0);
    ron::ser::to_string_pretty(value, one_line).expect("a record move always serialises")
}

impl fmt::Display for RecordMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&one_line_ron(self))
    }
}

impl GameRecord {
    /// The record of `moves` played by `players` under `rules`, with no
    /// extras (colours, helpers, computers).
    pub fn of_moves(
        players: Vec<String>,
        rules: RuleSet,
        seed: Option<u64>,
        moves: &[Move],
        catalog: &TileCatalog,
    ) -> GameRecord {
        GameRecord {
            players,
            rules,
            seed,
            moves: moves
                .iter()
                .map(|m| RecordMove::from_move(m, catalog))
                .collect(),
            colours: None,
            helpers: None,
            computers: None,
        }
    }

    /// Reads a record from RON text.
    pub fn parse(text: &str) -> Result<GameRecord, RecordError> {
        GameRecord::parse_with(text, EXPANSIONS)
    }

    /// Reads a record whose rule flags name the expansions of `list`.
    pub fn parse_with(text: &str, list: &[ExpansionRow]) -> Result<GameRecord, RecordError> {
        // Peek at the version first so a newer record is named as such even if
        // its other fields no longer parse.
        #[derive(Deserialize)]
        struct VersionOnly {
            version: u32,
        }
        if let Some(why) = outside_documented_form(text) {
            return Err(RecordError::Syntax(why));
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
            rules: match file.rules {
                Some(flags) => flags.to_rules(list)?,
                None => RuleSet::default(),
            },
            seed: file.seed,
            moves: file.moves,
            colours: file.colours,
            helpers: file.helpers,
            computers: file.computers,
        })
    }

    /// Writes the record as RON, one move a line, as the contract shows it.
    pub fn to_ron(&self) -> String {
        self.to_ron_with(EXPANSIONS)
    }

    /// Writes the record with the rule flags of the expansions of `list`.
    pub fn to_ron_with(&self, list: &[ExpansionRow]) -> String {
        // The move list is the one part laid out by hand: one move a line,
        // each move on one line (serde's pretty printer puts a whole level
        // either on one line or one field a line).
        let mut moves = String::from("[\n");
        for m in &self.moves {
            moves.push_str("        ");
            moves.push_str(&one_line_ron(m));
            moves.push_str(",\n");
        }
        moves.push_str("    ]");
        let moves = ron::value::RawValue::from_ron(&moves).expect("moves written as RON");
        let out = RecordOut {
            version: RECORD_VERSION,
            players: names(&self.players),
            colours: self.colours.as_deref().map(names),
            helpers: self.helpers.as_deref().map(Name),
            computers: self.computers.as_deref().map(names),
            rules: RulesIn(self.rules, list),
            seed: self.seed,
            moves,
        };
        // Depth 1: one field a line, each field's value on that line.
        let layout = ron::ser::PrettyConfig::new().depth_limit(1);
        let mut text =
            ron::ser::to_string_pretty(&out, layout).expect("a record always serialises");
        text.push('\n');
        text
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
                error: error.with_names(&self.players),
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
        assert!(r.rules.has(Expansion::ABBOT) && r.rules.farmers && !r.rules.has(Expansion::RIVER));
        assert_eq!(r.seed, Some(7));
        assert_eq!(r.moves.len(), 6);
        assert_eq!(
            r.moves[4],
            RecordMove::Place {
                tile: "U".into(),
                at: (1, 1),
                rotation: 90,
                figure: Some(RecordFigure::RecallAbbot { at: (-1, 1) }),
                portal: None,
                dragon: vec![],
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
        // A rule this version does not know is ignored, whatever its value;
        // a known one must be true or false.
        let r = GameRecord::parse(
            "(version: 1, players: [\"A\", \"B\"], rules: (abbot: true, later: (x: 2)))",
        )
        .unwrap();
        assert_eq!(r.rules, RuleSet::default().with(Expansion::ABBOT));
        let e = GameRecord::parse("(version: 1, players: [\"A\"], rules: (abbot: 1))").unwrap_err();
        assert!(matches!(e, RecordError::Syntax(_)), "{e}");
        let e = GameRecord::parse("(version: 1, players: [\"A\"], moves: [Jump])").unwrap_err();
        assert!(matches!(e, RecordError::Syntax(_)), "{e}");
    }
}
