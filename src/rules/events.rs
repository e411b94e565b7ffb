//! What a scoring is: the score kinds, one scoring's record, what a feature
//! is worth, and the points each thing scores by the rules' tables.

use super::expansions::{Expansion, MAX_PLAYERS, RuleSet};
use super::figures::FigureKind;
use super::tiles::{FeatureKind, Goods};
use std::fmt;

/// A set of placed tiles (by index into `Game::tiles`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TileBits([u64; 4]);

impl TileBits {
    pub fn insert(&mut self, tile: u8) {
        self.0[tile as usize >> 6] |= 1 << (tile & 63);
    }

    pub fn contains(&self, tile: u8) -> bool {
        self.0[tile as usize >> 6] & (1 << (tile & 63)) != 0
    }

    pub fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Tile indices in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        (0..256).filter(|&i| self.contains(i as u8))
    }
}

/// What a scoring was for: a feature, a pig, or a goods majority at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScoreKind {
    Road = 0,
    City = 1,
    Monastery = 2,
    Garden = 3,
    Field = 4,
    /// A pig's field, when an arms city beside it is completed.
    Pig = 5,
    /// A goods majority at the end of the game.
    Goods = 6,
    /// The fairy (The Princess & the Dragon): 1 point at the start of a
    /// turn, 3 when its follower's feature is scored.
    Fairy = 7,
}

impl ScoreKind {
    pub const COUNT: usize = 8;
    pub const ALL: [ScoreKind; ScoreKind::COUNT] = [
        ScoreKind::Road,
        ScoreKind::City,
        ScoreKind::Monastery,
        ScoreKind::Garden,
        ScoreKind::Field,
        ScoreKind::Pig,
        ScoreKind::Goods,
        ScoreKind::Fairy,
    ];

    /// The lower-case name the game record contract uses (`feature` in JSON).
    pub const fn name(self) -> &'static str {
        match self {
            ScoreKind::Road => "road",
            ScoreKind::City => "city",
            ScoreKind::Monastery => "monastery",
            ScoreKind::Garden => "garden",
            ScoreKind::Field => "field",
            ScoreKind::Pig => "pig",
            ScoreKind::Goods => "goods",
            ScoreKind::Fairy => "fairy",
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether a breakdown under `rules` lists this kind: every kind but
    /// the fairy, which only The Princess & the Dragon brings (listings
    /// written before it came stay as they were).
    pub const fn listed_with(self, rules: RuleSet) -> bool {
        !matches!(self, ScoreKind::Fairy) || rules.has(Expansion::PRINCESS_DRAGON)
    }

    /// Whether the final table has a column for this kind under `rules`:
    /// gardens with the abbot, fields with farmers, the pig and goods with
    /// the figures and goods that score them, the fairy with her box.
    pub const fn column_with(self, rules: RuleSet) -> bool {
        match self {
            ScoreKind::Garden => rules.has_figure(FigureKind::Abbot),
            ScoreKind::Field => rules.farmers,
            ScoreKind::Pig => rules.has_figure(FigureKind::Pig),
            ScoreKind::Goods => rules.has_goods(),
            ScoreKind::Fairy => rules.has_dragon(),
            ScoreKind::Road | ScoreKind::City | ScoreKind::Monastery => true,
        }
    }

    /// The feature scored, if it was a feature.
    pub const fn feature(self) -> Option<FeatureKind> {
        match self {
            ScoreKind::Road => Some(FeatureKind::Road),
            ScoreKind::City => Some(FeatureKind::City),
            ScoreKind::Monastery => Some(FeatureKind::Monastery),
            ScoreKind::Garden => Some(FeatureKind::Garden),
            ScoreKind::Field => Some(FeatureKind::Field),
            ScoreKind::Pig | ScoreKind::Goods | ScoreKind::Fairy => None,
        }
    }
}

impl From<FeatureKind> for ScoreKind {
    fn from(k: FeatureKind) -> ScoreKind {
        match k {
            FeatureKind::Road => ScoreKind::Road,
            FeatureKind::City => ScoreKind::City,
            FeatureKind::Monastery => ScoreKind::Monastery,
            FeatureKind::Garden => ScoreKind::Garden,
            FeatureKind::Field => ScoreKind::Field,
        }
    }
}

impl fmt::Display for ScoreKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One scoring: a feature (or a pig, or a goods majority), its value and who
/// scored it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreEvent {
    /// 1-based index of the move that scored it; `None` at the end of the game.
    pub move_index: Option<u32>,
    pub kind: ScoreKind,
    /// The tiles counted (for a monastery or garden: it and its neighbours;
    /// for a pig: its field's tiles).
    pub tiles: TileBits,
    /// Coats of arms counted (cities).
    pub arms: u8,
    /// Completed cities counted (fields and pigs).
    pub cities: u8,
    /// A road with an inn or a city with a cathedral (Inns & Cathedrals).
    pub inn_or_cathedral: bool,
    /// The goods of a goods majority.
    pub goods: Option<Goods>,
    pub points: u32,
    /// Seats that scored the points (bit per seat): the majority, ties included.
    pub players: u8,
    /// The feature was complete when scored.
    pub complete: bool,
    /// An abbot taken back by its owner.
    pub abbot_recalled: bool,
}

impl ScoreEvent {
    pub fn scorers(&self) -> impl Iterator<Item = usize> + '_ {
        (0..8).filter(|i| self.players & (1 << i) != 0)
    }
}

/// What a feature is and is worth, for tracing it on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeatureValue {
    pub kind: FeatureKind,
    pub tiles: TileBits,
    pub arms: u8,
    /// Completed cities a field touches.
    pub cities: u8,
    /// A road with an inn (Inns & Cathedrals).
    pub inn: bool,
    /// A city with a cathedral (Inns & Cathedrals).
    pub cathedral: bool,
    /// Goods symbols in a city, by [`Goods::index`].
    pub goods: [u8; 3],
    pub complete: bool,
    /// Majority strength on it per seat (a large follower counts two).
    pub holders: [u8; 8],
    /// Points if scored now (end-of-game value, or full value when complete).
    pub value_now: u32,
    /// Points when completed (roads, cities, monasteries, gardens).
    pub value_complete: Option<u32>,
}

/// What a feature is worth to its majority under the rules in force, from the
/// same reckoning the scoring uses: if the game ended now, once completed,
/// and what one more tile or completed city would add. The computer's
/// evaluation asks this instead of keeping a points table of its own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Worth {
    /// Points if the game ended now (a complete feature: its full value).
    pub now: u32,
    /// Points once completed as it stands (roads, cities, monasteries,
    /// gardens); `None` for fields, which are never completed.
    pub complete: Option<u32>,
    /// Points one more tile joining it adds to `complete` (roads, cities).
    pub tile_complete: u32,
    /// Points one more tile adds to `now` (a tile round a monastery or
    /// garden; a tile of a road or city).
    pub tile_now: u32,
    /// Points one more completed city adds to a field's farmers.
    pub city: u32,
    /// Points a pig on this field scores if one more coat-of-arms city
    /// beside it were completed now (2025 pig: every completed city of the
    /// field, that one included). A pig left at the end scores nothing.
    pub pig: u32,
    /// A city whose completion sets off the pigs of the fields beside it.
    pub sets_off_pigs: bool,
    /// Goods symbols in a city (by [`Goods::index`]): the player who
    /// completes it takes them, whoever holds it.
    pub goods: [u8; 3],
}

/// Points a field's farmers score for each completed city it touches, and a
/// pig for each completed city of its field.
const POINTS_PER_FIELD_CITY: u32 = 3;

/// Points the fairy gives its follower's owner at the start of their turn.
pub const FAIRY_TURN_POINTS: u32 = 1;

/// Points the fairy gives its follower's owner when that follower's
/// feature is scored (not doubled for a large follower).
pub const FAIRY_FEATURE_POINTS: u32 = 3;

/// Points for the most tokens of one kind of goods at the end.
pub const GOODS_MAJORITY_POINTS: u32 = 10;

/// The seats (bit per seat) holding the most tokens of `kind` among
/// `tokens` (each seat's, by [`Goods::index`]); 0 if nobody holds one.
pub fn goods_majority(tokens: &[[u8; 3]], kind: Goods) -> u8 {
    let best = tokens.iter().map(|t| t[kind.index()]).max().unwrap_or(0);
    if best == 0 {
        return 0;
    }
    (0..tokens.len())
        .filter(|&i| tokens[i][kind.index()] == best)
        .fold(0u8, |m, i| m | (1 << i))
}

/// What the goods majorities would give each seat if the game ended with
/// `tokens` (each seat's, by [`Goods::index`]).
pub fn goods_points(tokens: &[[u8; 3]]) -> [u32; MAX_PLAYERS] {
    let mut points = [0u32; MAX_PLAYERS];
    for kind in Goods::ALL {
        let players = goods_majority(tokens, kind);
        for (seat, p) in points.iter_mut().enumerate() {
            if players & (1 << seat) != 0 {
                *p += GOODS_MAJORITY_POINTS;
            }
        }
    }
    points
}

/// What a pig scores when set off, with `cities` completed cities in its field.
pub fn pig_points(cities: u8) -> u32 {
    POINTS_PER_FIELD_CITY * cities as u32
}

/// What a field's farmers score with `cities` completed cities touching it.
pub fn field_points(cities: u8) -> u32 {
    POINTS_PER_FIELD_CITY * cities as u32
}

/// What a monastery or garden scores with `around` tiles round it (8: complete).
pub fn cloister_points(around: u32) -> u32 {
    1 + around
}
