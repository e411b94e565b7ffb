//! The expansions as one table: each row says what an expansion brings (its
//! tile sets, its figures, a higher player cap) and how records, the command
//! line and screens name it. Lists of expansions iterate [`EXPANSIONS`]; the
//! special rules an expansion adds (the River drawn first, the pig needing
//! farmers, the builder's second turn) stay in the rules code.

use super::figures::{FOLLOWERS, FigureKind};
use super::text::key;
use super::tiles::TileSetFile;

// Each expansion's own rules, beside the table that names it.
mod abbot;
mod princess_dragon;
mod river;
mod traders_builders;

/// One expansion the table can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExpansionRow {
    /// Its flag in a record's `rules` (docs/game-record.md), e.g. `abbot`.
    pub id: &'static str,
    /// The key of its name for the translations (e.g. `expansion-abbot`).
    pub name_key: &'static str,
    /// The key of what it brings, for the translations (beside its name
    /// on the new-game screen).
    pub summary_key: &'static str,
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
    /// Records write its flag even when it is off: the four expansions
    /// records have always listed. A later one is written only when on, so
    /// the records of games without it stay byte for byte what they were.
    pub written_when_off: bool,
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
    /// The Princess & the Dragon: its tiles, the dragon and the fairy.
    pub const PRINCESS_DRAGON: Expansion = Expansion(4);

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

/// The most players any rules allow (six with Inns & Cathedrals).
pub const MAX_PLAYERS: usize = 6;
/// The fewest players of any game.
pub const MIN_PLAYERS: usize = 2;

/// The expansions of this game, in the order records write their flags.
pub const EXPANSIONS: &[ExpansionRow] = &[
    ExpansionRow {
        id: "abbot",
        name_key: key("expansion-abbot"),
        summary_key: key("expansion-abbot-summary"),
        name: "The Abbot",
        summary: "gardens, one abbot each",
        tile_sets: &[],
        figures: &[(FigureKind::Abbot, 1)],
        max_players: None,
        flag: "--abbot",
        written_when_off: true,
    },
    ExpansionRow {
        id: "river",
        name_key: key("expansion-river"),
        summary_key: key("expansion-river-summary"),
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
        written_when_off: true,
    },
    ExpansionRow {
        id: "inns_cathedrals",
        name_key: key("expansion-inns-cathedrals"),
        summary_key: key("expansion-inns-cathedrals-summary"),
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
        written_when_off: true,
    },
    ExpansionRow {
        id: "traders_builders",
        name_key: key("expansion-traders-builders"),
        summary_key: key("expansion-traders-builders-summary"),
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
        written_when_off: true,
    },
    ExpansionRow {
        id: "princess_dragon",
        name_key: key("expansion-princess-dragon"),
        summary_key: key("expansion-princess-dragon-summary"),
        name: "The Princess & the Dragon",
        summary: "30 tiles: a dragon, a fairy, magic portals, princesses",
        tile_sets: &[TileSetFile {
            name: "princess_dragon",
            file: "tiles/princess_dragon.ron",
            built_in: include_str!("../../assets/tiles/princess_dragon.ron"),
        }],
        figures: &[],
        max_players: None,
        flag: "--princess-dragon",
        written_when_off: false,
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

/// Which rules are in play, chosen before the first turn: farmers and the
/// chosen rows of the expansion table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleSet {
    /// Followers may go in fields and fields score at the end.
    pub farmers: bool,
    /// The expansions in play (rows of [`EXPANSIONS`]).
    pub expansions: ExpansionSet,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet {
            farmers: true,
            expansions: ExpansionSet::NONE,
        }
    }
}

impl RuleSet {
    /// Whether the expansion is in play.
    pub const fn has(self, e: Expansion) -> bool {
        self.expansions.has(e)
    }

    /// These rules with the expansion in play too.
    pub const fn with(self, e: Expansion) -> RuleSet {
        RuleSet {
            expansions: self.expansions.with(e),
            ..self
        }
    }

    /// These rules with every expansion of the table in play.
    pub fn with_every_expansion(self) -> RuleSet {
        RuleSet {
            expansions: Expansion::all().collect(),
            ..self
        }
    }

    /// These rules without the expansion.
    pub const fn without(self, e: Expansion) -> RuleSet {
        self.set(e, false)
    }

    /// These rules with the expansion in or out.
    pub const fn set(self, e: Expansion, on: bool) -> RuleSet {
        RuleSet {
            expansions: self.expansions.set(e, on),
            ..self
        }
    }

    /// These rules with farmers off (the introductory game).
    pub const fn without_farmers(self) -> RuleSet {
        RuleSet {
            farmers: false,
            ..self
        }
    }

    /// The chosen expansions' rows of the game's table, in table order.
    pub fn expansion_rows(self) -> impl Iterator<Item = &'static ExpansionRow> {
        self.expansions
            .iter()
            .filter_map(|e| EXPANSIONS.get(e.0 as usize))
    }

    /// The most players these rules allow (a sixth with Inns & Cathedrals).
    pub fn max_players(self) -> usize {
        self.expansion_rows()
            .filter_map(|row| row.max_players)
            .fold(5, usize::max)
    }

    /// How many figures of `kind` each player starts with.
    pub fn figure_count(self, kind: FigureKind) -> u8 {
        if kind == FigureKind::Follower {
            return FOLLOWERS;
        }
        if !self.has_figure(kind) {
            return 0;
        }
        self.expansion_rows()
            .flat_map(|row| row.figures)
            .filter(|&&(k, _)| k == kind)
            .map(|&(_, n)| n)
            .sum()
    }

    /// Whether a figure of this kind is part of these rules at all: followers
    /// always; another kind when a chosen expansion brings it, except one
    /// that stands only in fields while farmers are off (the pig stays in
    /// the box).
    pub const fn has_figure(self, kind: FigureKind) -> bool {
        match kind {
            FigureKind::Follower => true,
            _ => self.expansions.brings(kind) && (self.farmers || !kind.only_in_fields()),
        }
    }

    /// Whether a turn may offer actions besides placing a figure: taking
    /// the abbot back (The Abbot), the fairy's move and the magic portal
    /// (The Princess & the Dragon).
    pub const fn offers_extra_actions(self) -> bool {
        self.has(Expansion::ABBOT) || self.has(Expansion::PRINCESS_DRAGON)
    }

    /// Whether a chosen expansion brings figures of this kind (the pig
    /// counts even with farmers off): what `replay --json` lists.
    pub const fn brings_figure(self, kind: FigureKind) -> bool {
        self.expansions.brings(kind)
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
            Expansion::PRINCESS_DRAGON,
        ]
        .iter()
        .map(|e| e.row().id)
        .collect();
        assert_eq!(
            ids,
            [
                "abbot",
                "river",
                "inns_cathedrals",
                "traders_builders",
                "princess_dragon"
            ]
        );
    }
}
