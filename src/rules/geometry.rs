//! Grid geometry: map positions, tile sides, half-edges and rotations.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A cell of the map. `x` grows to the east, `y` to the north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub x: i32,
    pub y: i32,
}

impl Pos {
    pub const ORIGIN: Pos = Pos { x: 0, y: 0 };

    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }

    /// The neighbouring cell across `side`.
    pub const fn step(self, side: Side) -> Pos {
        match side {
            Side::N => Pos::new(self.x, self.y + 1),
            Side::E => Pos::new(self.x + 1, self.y),
            Side::S => Pos::new(self.x, self.y - 1),
            Side::W => Pos::new(self.x - 1, self.y),
        }
    }

    /// The eight cells around this one (orthogonal and diagonal).
    pub fn surrounding(self) -> [Pos; 8] {
        let Pos { x, y } = self;
        [
            Pos::new(x - 1, y + 1),
            Pos::new(x, y + 1),
            Pos::new(x + 1, y + 1),
            Pos::new(x + 1, y),
            Pos::new(x + 1, y - 1),
            Pos::new(x, y - 1),
            Pos::new(x - 1, y - 1),
            Pos::new(x - 1, y),
        ]
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

impl From<(i32, i32)> for Pos {
    fn from((x, y): (i32, i32)) -> Self {
        Pos::new(x, y)
    }
}

/// One of the four sides (edges) of a tile, clockwise from north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    N = 0,
    E = 1,
    S = 2,
    W = 3,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    pub const fn from_index(i: usize) -> Side {
        Side::ALL[i & 3]
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn opposite(self) -> Side {
        Side::from_index(self as usize + 2)
    }

    /// This side after turning the tile clockwise by `quarter_turns` quarters.
    pub const fn rotated(self, quarter_turns: u8) -> Side {
        Side::from_index(self as usize + quarter_turns as usize)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Side::N => "N",
            Side::E => "E",
            Side::S => "S",
            Side::W => "W",
        }
    }

    /// The two half-edges of this side, left then right as seen from the centre.
    pub const fn halves(self) -> [Half; 2] {
        [
            Half::from_index(self as usize * 2),
            Half::from_index(self as usize * 2 + 1),
        ]
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A half of a tile side, named as seen from the tile centre facing outward
/// (docs/tiles.md). Clockwise from the north-west corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Half {
    NL = 0,
    NR = 1,
    EL = 2,
    ER = 3,
    SL = 4,
    SR = 5,
    WL = 6,
    WR = 7,
}

impl Half {
    pub const ALL: [Half; 8] = [
        Half::NL,
        Half::NR,
        Half::EL,
        Half::ER,
        Half::SL,
        Half::SR,
        Half::WL,
        Half::WR,
    ];

    pub const fn from_index(i: usize) -> Half {
        Half::ALL[i & 7]
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn side(self) -> Side {
        Side::from_index(self as usize / 2)
    }

    /// The half-edge of the neighbouring tile that touches this one.
    pub const fn facing(self) -> Half {
        let side = self as usize / 2;
        let left_or_right = self as usize % 2;
        Half::from_index(((side + 2) % 4) * 2 + (1 - left_or_right))
    }

    pub const fn rotated(self, quarter_turns: u8) -> Half {
        Half::from_index(self as usize + 2 * quarter_turns as usize)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Half::NL => "NL",
            Half::NR => "NR",
            Half::EL => "EL",
            Half::ER => "ER",
            Half::SL => "SL",
            Half::SR => "SR",
            Half::WL => "WL",
            Half::WR => "WR",
        }
    }
}

impl fmt::Display for Half {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A clockwise rotation in quarter turns (0..=3).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(into = "i64", try_from = "i64")]
pub struct Rotation(u8);

/// A rotation is written as its degrees, as records write it.
impl From<Rotation> for i64 {
    fn from(r: Rotation) -> i64 {
        i64::from(r.degrees())
    }
}

impl TryFrom<i64> for Rotation {
    type Error = String;
    fn try_from(d: i64) -> Result<Rotation, String> {
        Rotation::from_degrees(d).ok_or_else(|| format!("rotation {d} is not 0, 90, 180 or 270"))
    }
}

impl Rotation {
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    pub const fn quarter_turns(self) -> u8 {
        self.0
    }

    pub const fn from_quarter_turns(q: u8) -> Rotation {
        Rotation(q & 3)
    }

    /// From degrees clockwise; only 0, 90, 180 and 270 are rotations.
    pub const fn from_degrees(deg: i64) -> Option<Rotation> {
        match deg {
            0 => Some(Rotation(0)),
            90 => Some(Rotation(1)),
            180 => Some(Rotation(2)),
            270 => Some(Rotation(3)),
            _ => None,
        }
    }

    pub const fn degrees(self) -> u16 {
        self.0 as u16 * 90
    }

    /// The next rotation a quarter turn clockwise.
    pub const fn next(self) -> Rotation {
        Rotation((self.0 + 1) & 3)
    }

    /// Where a canonical side ends up after this rotation.
    pub const fn apply(self, side: Side) -> Side {
        side.rotated(self.0)
    }

    /// Which canonical side ends up at `side` after this rotation.
    pub const fn undo(self, side: Side) -> Side {
        side.rotated(4 - self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facing_halves_pair_up() {
        assert_eq!(Half::NL.facing(), Half::SR);
        assert_eq!(Half::NR.facing(), Half::SL);
        assert_eq!(Half::EL.facing(), Half::WR);
        assert_eq!(Half::ER.facing(), Half::WL);
        for h in Half::ALL {
            assert_eq!(h.facing().facing(), h);
            assert_eq!(h.facing().side(), h.side().opposite());
        }
    }

    #[test]
    fn rotation_turns_clockwise() {
        assert_eq!(Rotation::from_degrees(90).unwrap().apply(Side::N), Side::E);
        assert_eq!(Half::NL.rotated(1), Half::EL);
        assert_eq!(Half::WR.rotated(1), Half::NR);
        assert_eq!(Rotation::from_degrees(270).unwrap().undo(Side::N), Side::E);
        assert!(Rotation::from_degrees(45).is_none());
    }
}
