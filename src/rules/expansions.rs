//! The expansions as one table: each row says what an expansion brings (its
//! tile sets, its figures, a higher player cap) and how records, the command
//! line and screens name it. Lists of expansions iterate [`EXPANSIONS`]; the
//! special rules an expansion adds (the River drawn first, the pig needing
//! farmers, the builder's second turn) stay in the rules code.

use super::moves::{FigureKind, RuleSet};

/// One expansion the table can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExpansionRow {
    /// Its flag in a record's `rules` (docs/game-record.md), e.g. `abbot`.
    pub id: &'static str,
    /// The key of its name for the translations (e.g. `expansion-abbot`).
    pub name_key: &'static str,
    /// Its English name.
    pub name: &'static str,
    /// What it brings, in a few English words (beside its name on the
    /// new-game screen).
    pub summary: &'static str,
    /// The tile sets it adds to the pile.
    pub tile_sets: &'static [TileSetFile],
    /// The figures each player gets with it, and how many of each.
    pub figures: &'static [(FigureKind, u8)],
    /// The most players it allows, if more than the base game's five.
    pub max_players: Option<usize>,
    /// Its command-line flag (`simulate`, `arena`), e.g. `--abbot`.
    pub flag: &'static str,
}

/// A tile set file of the game: the set's name in the catalog, its file
/// under `assets/`, and its text as compiled in (so the game runs with no
/// `assets/` folder at all).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileSetFile {
    pub name: &'static str,
    pub file: &'static str,
    pub built_in: &'static str,
}

/// The base game's tiles, in every game.
pub const BASE_TILES: TileSetFile = TileSetFile {
    name: "base",
    file: "tiles/base.ron",
    built_in: include_str!("../../assets/tiles/base.ron"),
};

/// Every tile set file of the game: the base set, then the expansions' in
/// table order.
pub fn tile_set_files() -> impl Iterator<Item = &'static TileSetFile> {
    std::iter::once(&BASE_TILES).chain(EXPANSIONS.iter().flat_map(|row| row.tile_sets))
}

/// An expansion: its row's index in the table ([`EXPANSIONS`], or a longer
/// list that starts with it).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Expansion(pub u8);

impl Expansion {
    /// The Abbot: one abbot a player; gardens become spots.
    pub const ABBOT: Expansion = Expansion(0);
    /// The River: its tiles are laid first, from the spring.
    pub const RIVER: Expansion = Expansion(1);
    /// Inns & Cathedrals: its tiles, a large follower each, a sixth player.
    pub const INNS_CATHEDRALS: Expansion = Expansion(2);
    /// Traders & Builders: its tiles with goods, a builder and a pig each.
    pub const TRADERS_BUILDERS: Expansion = Expansion(3);

    /// Its row in the game's table.
    pub fn row(self) -> &'static ExpansionRow {
        &EXPANSIONS[self.0 as usize]
    }

    /// Every expansion of `list`, in table order.
    pub fn all_of(list: &[ExpansionRow]) -> impl Iterator<Item = Expansion> + use<> {
        (0..list.len() as u8).map(Expansion)
    }

    /// Every expansion of the game's table, in table order.
    pub fn all() -> impl Iterator<Item = Expansion> {
        Expansion::all_of(EXPANSIONS)
    }
}

/// The expansions of this game, in the order records write their flags.
pub const EXPANSIONS: &[ExpansionRow] = &[
    ExpansionRow {
        id: "abbot",
        name_key: "expansion-abbot",
        name: "The Abbot",
        summary: "gardens, one abbot each",
        tile_sets: &[],
        figures: &[(FigureKind::Abbot, 1)],
        max_players: None,
        flag: "--abbot",
    },
    ExpansionRow {
        id: "river",
        name_key: "expansion-river",
        name: "The River",
        summary: "river tiles first",
        tile_sets: &[TileSetFile {
            name: "river",
            file: "tiles/river.ron",
            built_in: include_str!("../../assets/tiles/river.ron"),
        }],
        figures: &[],
        max_players: None,
        flag: "--river",
    },
    ExpansionRow {
        id: "inns_cathedrals",
        name_key: "expansion-inns-cathedrals",
        name: "Inns & Cathedrals",
        summary: "18 tiles, a large follower each, a sixth player",
        tile_sets: &[TileSetFile {
            name: "inns_cathedrals",
            file: "tiles/inns_cathedrals.ron",
            built_in: include_str!("../../assets/tiles/inns_cathedrals.ron"),
        }],
        figures: &[(FigureKind::Large, 1)],
        max_players: Some(6),
        flag: "--inns-cathedrals",
    },
    ExpansionRow {
        id: "traders_builders",
        name_key: "expansion-traders-builders",
        name: "Traders & Builders",
        summary: "24 tiles with goods, a builder and a pig each",
        tile_sets: &[TileSetFile {
            name: "traders_builders",
            file: "tiles/traders_builders.ron",
            built_in: include_str!("../../assets/tiles/traders_builders.ron"),
        }],
        figures: &[(FigureKind::Builder, 1), (FigureKind::Pig, 1)],
        max_players: None,
        flag: "--traders-builders",
    },
];

/// For each figure kind, the rows of [`EXPANSIONS`] that bring it (bit `i`
/// is row `i`): whether a kind is in play is asked on every figure option.
const BRINGS: [u32; FigureKind::COUNT] = {
    let mut out = [0u32; FigureKind::COUNT];
    let mut i = 0;
    while i < EXPANSIONS.len() {
        let figures = EXPANSIONS[i].figures;
        let mut j = 0;
        while j < figures.len() {
            out[figures[j].0.index()] |= 1 << i;
            j += 1;
        }
        i += 1;
    }
    out
};

/// A set of chosen expansions: bit `i` is row `i` of the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExpansionSet(u32);

impl ExpansionSet {
    pub const NONE: ExpansionSet = ExpansionSet(0);

    pub const fn has(self, e: Expansion) -> bool {
        self.0 & (1 << e.0) != 0
    }

    pub const fn with(self, e: Expansion) -> ExpansionSet {
        ExpansionSet(self.0 | 1 << e.0)
    }

    pub const fn without(self, e: Expansion) -> ExpansionSet {
        ExpansionSet(self.0 & !(1 << e.0))
    }

    /// The set with `e` in or out.
    pub const fn set(self, e: Expansion, on: bool) -> ExpansionSet {
        if on { self.with(e) } else { self.without(e) }
    }

    /// Whether an expansion of the set brings figures of this kind.
    pub const fn brings(self, kind: FigureKind) -> bool {
        self.0 & BRINGS[kind.index()] != 0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The chosen expansions, in table order.
    pub fn iter(self) -> impl Iterator<Item = Expansion> {
        (0..32u8).map(Expansion).filter(move |&e| self.has(e))
    }

    /// Every subset of the first `n` rows (for tests and the arena that try
    /// each combination).
    pub fn every_subset(n: usize) -> impl Iterator<Item = ExpansionSet> {
        (0..1u32 << n).map(ExpansionSet)
    }
}

impl FromIterator<Expansion> for ExpansionSet {
    fn from_iter<I: IntoIterator<Item = Expansion>>(iter: I) -> Self {
        iter.into_iter()
            .fold(ExpansionSet::NONE, ExpansionSet::with)
    }
}

/// The command-line flag that turns farmers off (the introductory game).
pub const NO_FARMERS_FLAG: &str = "--no-farmers";

/// The rules with one command-line rule flag of `list` applied
/// (`--no-farmers`, or an expansion's flag such as `--abbot`); `None` if
/// `flag` is no rule flag.
pub fn apply_rule_flag(rules: RuleSet, list: &[ExpansionRow], flag: &str) -> Option<RuleSet> {
    if flag == NO_FARMERS_FLAG {
        return Some(rules.without_farmers());
    }
    let e = Expansion::all_of(list).find(|e| list[e.0 as usize].flag == flag)?;
    Some(rules.with(e))
}

/// The rule flags of `list` as a usage line shows them:
/// `[--no-farmers] [--abbot] [--river] ...`.
pub fn rule_flags_usage(list: &[ExpansionRow]) -> String {
    std::iter::once(NO_FARMERS_FLAG)
        .chain(list.iter().map(|row| row.flag))
        .map(|f| format!("[{f}]"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_named_expansions_are_their_rows() {
        // The rules ask for these by constant: a reordered table must not
        // turn the River's rules on for another row.
        let ids: Vec<&str> = [
            Expansion::ABBOT,
            Expansion::RIVER,
            Expansion::INNS_CATHEDRALS,
            Expansion::TRADERS_BUILDERS,
        ]
        .iter()
        .map(|e| e.row().id)
        .collect();
        assert_eq!(
            ids,
            ["abbot", "river", "inns_cathedrals", "traders_builders"]
        );
    }
}
