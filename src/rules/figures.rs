//! The figures a player owns, each kind described once: where it may stand,
//! whether it claims its feature, what it counts for in a majority, whether
//! it is a follower, what it does for its owner, and how the screens, the
//! art and `replay --json` name it. The claims, the expansions, the
//! computers and every screen ask this table instead of matching on each
//! kind: a new figure is a new row here (and its expansion's rules).

use super::text::key;
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
    /// Its owner takes a second turn when they extend its road or city
    /// (the builder).
    pub second_turn: bool,
    /// Its owner may take it back instead of placing a figure, its cloister
    /// scored as it stands (the abbot).
    pub recallable: bool,
    /// It scores its owner's field a bonus for each completed city beside
    /// it (the pig).
    pub field_bonus: bool,
    /// The message key of its own name (`figure-large-follower`).
    pub name_key: &'static str,
    /// The message key of what it is called on each kind of feature (a
    /// follower is a thief on a road, a farmer in a field), by
    /// [`FeatureKind::index`].
    role_keys: [&'static str; FeatureKind::ALL.len()],
    /// The message key of the refusal when it is put where it may not go.
    pub wrong_spot_key: &'static str,
    /// Its key in `replay --json` (docs/game-record.md).
    pub json_key: &'static str,
    /// `replay --json` lists it in every game, not only when an expansion
    /// brings it (followers and abbots: the listings older than the table).
    pub json_always: bool,
    /// The art's name of its look (`crate::art::FigureShape::name`) where
    /// it stands, and in a field (a follower lies down as a farmer).
    pub look: &'static str,
    pub look_in_field: &'static str,
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
        second_turn: false,
        recallable: false,
        field_bonus: false,
        name_key: key("figure-follower"),
        // Road, city, monastery, garden, field.
        role_keys: [
            key("figure-thief"),
            key("figure-knight"),
            key("figure-monk"),
            key("figure-follower"),
            key("figure-farmer"),
        ],
        wrong_spot_key: key("rule-wrong-spot-follower"),
        json_key: "followers",
        json_always: true,
        look: "follower",
        look_in_field: "farmer",
    },
    FigureSpec {
        name: "abbot",
        goes: "only on a monastery or garden",
        stands_on: features(&[Monastery, Garden]),
        occupies: true,
        strength: 1,
        follower: true,
        beside_own_follower: false,
        second_turn: false,
        recallable: true,
        field_bonus: false,
        name_key: key("figure-abbot"),
        // Road, city, monastery, garden, field.
        role_keys: [
            key("figure-abbot"),
            key("figure-abbot"),
            key("figure-abbot"),
            key("figure-abbot"),
            key("figure-abbot"),
        ],
        wrong_spot_key: key("rule-wrong-spot-abbot"),
        json_key: "abbots",
        json_always: true,
        look: "abbot",
        look_in_field: "abbot",
    },
    FigureSpec {
        name: "large follower",
        goes: "on a road, city, monastery or field",
        stands_on: features(&[Road, City, Monastery, Field]),
        occupies: true,
        strength: 2,
        follower: true,
        beside_own_follower: false,
        second_turn: false,
        recallable: false,
        field_bonus: false,
        name_key: key("figure-large-follower"),
        // Road, city, monastery, garden, field.
        role_keys: [
            key("figure-large-thief"),
            key("figure-large-knight"),
            key("figure-large-monk"),
            key("figure-large-farmer"),
            key("figure-large-farmer"),
        ],
        wrong_spot_key: key("rule-wrong-spot-follower"),
        json_key: "large",
        json_always: false,
        look: "large",
        look_in_field: "large",
    },
    FigureSpec {
        name: "builder",
        goes: "only on a road or city",
        stands_on: features(&[Road, City]),
        occupies: false,
        strength: 0,
        follower: false,
        beside_own_follower: true,
        second_turn: true,
        recallable: false,
        field_bonus: false,
        name_key: key("figure-builder"),
        // Road, city, monastery, garden, field.
        role_keys: [
            key("figure-builder"),
            key("figure-builder"),
            key("figure-builder"),
            key("figure-builder"),
            key("figure-builder"),
        ],
        wrong_spot_key: key("rule-wrong-spot-builder"),
        json_key: "builders",
        json_always: false,
        look: "builder",
        look_in_field: "builder",
    },
    FigureSpec {
        name: "pig",
        goes: "only on a field",
        stands_on: features(&[Field]),
        occupies: false,
        strength: 0,
        follower: false,
        beside_own_follower: true,
        second_turn: false,
        recallable: false,
        field_bonus: true,
        name_key: key("figure-pig"),
        // Road, city, monastery, garden, field.
        role_keys: [
            key("figure-pig"),
            key("figure-pig"),
            key("figure-pig"),
            key("figure-pig"),
            key("figure-pig"),
        ],
        wrong_spot_key: key("rule-wrong-spot-pig"),
        json_key: "pigs",
        json_always: false,
        look: "pig",
        look_in_field: "pig",
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

    /// The message key of what it is called on a feature of kind `on`
    /// (thief, knight, monk, farmer; the large thief ...).
    pub const fn role_key(self, on: FeatureKind) -> &'static str {
        self.spec().role_keys[on.index()]
    }

    /// The art's name of its look on a feature of kind `on`.
    pub const fn look_on(self, on: FeatureKind) -> &'static str {
        match on {
            FeatureKind::Field => self.spec().look_in_field,
            _ => self.spec().look,
        }
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
