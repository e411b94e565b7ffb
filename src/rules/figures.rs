//! The figures a player owns, each kind described once: where it may stand,
//! whether it claims its feature, what it counts for in a majority, whether
//! it is a follower. The claims, the expansions and every screen ask this
//! table instead of matching on each kind.

use super::tiles::FeatureKind;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Followers in each player's supply at the start (the 8th marks the score).
pub const FOLLOWERS: u8 = 7;

/// The kind of a figure on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum FigureKind {
    Follower,
    Abbot,
    /// Inns & Cathedrals: counts as two followers for every majority.
    Large,
    /// Traders & Builders: gives its owner a second turn when they extend its
    /// road or city; occupies nothing.
    Builder,
    /// Traders & Builders: scores its owner's field when an arms city beside
    /// it is completed; occupies nothing.
    Pig,
}

/// What a kind of figure is, for the rules and for every screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FigureSpec {
    /// Its English name, as messages and `replay` print it.
    pub name: &'static str,
    /// Where it goes, as a refusal says it ("only on a road or city").
    pub goes: &'static str,
    /// The features it may stand on (bit [`FeatureKind::index`]).
    stands_on: u8,
    /// It claims its feature: no other claiming figure may join it.
    pub occupies: bool,
    /// How many followers it counts as when deciding a majority.
    pub strength: u8,
    /// A follower (thief, knight, monk, farmer; the large follower and the
    /// abbot too): what the fairy may join and the magic portal carries.
    pub follower: bool,
    /// It goes only on a feature that holds one of its owner's followers,
    /// and goes home when the last of them leaves (the builder, the pig).
    pub beside_own_follower: bool,
}

const fn features(list: &[FeatureKind]) -> u8 {
    let mut bits = 0;
    let mut i = 0;
    while i < list.len() {
        bits |= 1 << list[i].index();
        i += 1;
    }
    bits
}

use FeatureKind::{City, Field, Garden, Monastery, Road};

/// Indexed by [`FigureKind::index`].
const SPECS: [FigureSpec; FigureKind::COUNT] = [
    FigureSpec {
        name: "follower",
        goes: "on a road, city, monastery or field",
        stands_on: features(&[Road, City, Monastery, Field]),
        occupies: true,
        strength: 1,
        follower: true,
        beside_own_follower: false,
    },
    FigureSpec {
        name: "abbot",
        goes: "only on a monastery or garden",
        stands_on: features(&[Monastery, Garden]),
        occupies: true,
        strength: 1,
        follower: true,
        beside_own_follower: false,
    },
    FigureSpec {
        name: "large follower",
        goes: "on a road, city, monastery or field",
        stands_on: features(&[Road, City, Monastery, Field]),
        occupies: true,
        strength: 2,
        follower: true,
        beside_own_follower: false,
    },
    FigureSpec {
        name: "builder",
        goes: "only on a road or city",
        stands_on: features(&[Road, City]),
        occupies: false,
        strength: 0,
        follower: false,
        beside_own_follower: true,
    },
    FigureSpec {
        name: "pig",
        goes: "only on a field",
        stands_on: features(&[Field]),
        occupies: false,
        strength: 0,
        follower: false,
        beside_own_follower: true,
    },
];

impl FigureKind {
    pub const ALL: [FigureKind; 5] = [
        FigureKind::Follower,
        FigureKind::Abbot,
        FigureKind::Large,
        FigureKind::Builder,
        FigureKind::Pig,
    ];

    pub const COUNT: usize = FigureKind::ALL.len();

    /// The order in which a tile's figure options list the kinds for each
    /// spot (the order random play and the computers have always seen).
    pub const OFFER_ORDER: [FigureKind; 5] = [
        FigureKind::Follower,
        FigureKind::Large,
        FigureKind::Builder,
        FigureKind::Pig,
        FigureKind::Abbot,
    ];

    /// Its place in [`FigureKind::ALL`] (and in a player's supply).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// What this kind of figure is.
    pub const fn spec(self) -> &'static FigureSpec {
        &SPECS[self.index()]
    }

    pub const fn name(self) -> &'static str {
        self.spec().name
    }

    /// Whether the figure claims its feature, so no other figure may join it.
    pub const fn occupies(self) -> bool {
        self.spec().occupies
    }

    /// How many followers the figure counts as when deciding a majority.
    pub const fn strength(self) -> u8 {
        self.spec().strength
    }

    /// Whether it is a follower (the fairy may join it, the portal carries it).
    pub const fn is_follower(self) -> bool {
        self.spec().follower
    }

    /// Whether it may stand on a feature of this kind at all.
    pub const fn stands_on(self, feature: FeatureKind) -> bool {
        self.spec().stands_on & (1 << feature.index()) != 0
    }

    /// Whether every spot it may take is a field (it needs farmers in play).
    pub const fn only_in_fields(self) -> bool {
        self.spec().stands_on == 1 << FeatureKind::Field.index()
    }
}

impl fmt::Display for FigureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
