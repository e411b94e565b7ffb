//! A spot on a tile, named as game records name it (`City(N)`, `Road(E)`,
//! `Field(NL)`, `Field(Inner)`, `Monastery`, `Garden`), and that record form.

use super::geometry::{Half, Pos, Side};
use super::tiles::FeatureKind;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A spot on one tile, named in the placed tile's frame (after rotation) by an
/// edge or half-edge its feature touches, as game records name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "RecordSpot", from = "RecordSpot")]
pub enum Spot {
    Road(Side),
    City(Side),
    Field(Half),
    /// The field of a tile that reaches none of its edges (`Field(Inner)`).
    InnerField,
    Monastery,
    Garden,
}

impl Spot {
    pub fn kind(self) -> FeatureKind {
        match self {
            Spot::Road(_) => FeatureKind::Road,
            Spot::City(_) => FeatureKind::City,
            Spot::Field(_) | Spot::InnerField => FeatureKind::Field,
            Spot::Monastery => FeatureKind::Monastery,
            Spot::Garden => FeatureKind::Garden,
        }
    }
}

impl Spot {
    /// The spot's feature on the tile at `pos`, as messages name it: "city
    /// at N of (0,0)", "monastery of (2,1)", "field inside (1,1)".
    pub fn on(self, pos: Pos) -> String {
        match self {
            Spot::Road(s) | Spot::City(s) => format!("{} at {s} of {pos}", self.kind()),
            Spot::Field(h) => format!("field at {h} of {pos}"),
            Spot::InnerField => format!("field inside {pos}"),
            Spot::Monastery | Spot::Garden => format!("{} of {pos}", self.kind()),
        }
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Spot::Road(s) => write!(f, "Road({s})"),
            Spot::City(s) => write!(f, "City({s})"),
            Spot::Field(h) => write!(f, "Field({h})"),
            Spot::InnerField => f.write_str("Field(Inner)"),
            Spot::Monastery => f.write_str("Monastery"),
            Spot::Garden => f.write_str("Garden"),
        }
    }
}

/// A spot as a record names it: the wire form of [`Spot`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RecordSpot {
    City(Side),
    Road(Side),
    Field(RecordHalf),
    Monastery,
    Garden,
}

/// A field spot as a record names it: a half-edge, or `Inner` for the field
/// that reaches no edge of its tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
