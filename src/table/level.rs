//! How strong a computer seat plays: the table names the level of each
//! computer seat; `ai` plays it.

use std::fmt;

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A uniformly random legal move (like the engine's `RandomPlayer`).
    Random,
    /// One move ahead: the points on the table for itself now (scored, plus
    /// the current value of the features it holds and one point a follower
    /// in supply); blind to what it gives away.
    Greedy,
    /// A beginner's game: points on the table for itself against the others,
    /// with a loose hand (often not the best of its moves).
    Easy,
    /// One move ahead with the full evaluation: expected value of open
    /// features (completion chances from the unseen tiles), farms,
    /// monasteries, followers in supply, turns left. It weighs the others'
    /// prospects at half and picks loosely among near-equal moves (a club
    /// player, not a machine).
    Medium,
    /// The full evaluation, searched: its best moves by one move's value,
    /// each followed by the next player's best reply to every tile they may
    /// draw (weighted by how many of each are unseen), plus sampled deals of
    /// the rest of the round and its own next move. With three players or
    /// more it plays for first place: the others count by their chance of
    /// finishing first among them, so late in the game the closest rival
    /// matters and a player far behind hardly does.
    Hard,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Greedy,
        Level::Easy,
        Level::Medium,
        Level::Hard,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// A line for a menu: how the level plays.
    pub const fn description(self) -> &'static str {
        match self {
            Level::Random => "plays any legal move at random",
            Level::Greedy => "grabs the most points it can see this turn",
            Level::Easy => "a beginner: counts the points on the table, often misses the best move",
            Level::Medium => "weighs open features, farms and followers; half-minds its opponents",
            Level::Hard => "looks ahead at what the next players may draw and reply",
        }
    }

    /// A level by its name (`random`, `greedy`, `easy`, `medium`, `hard`).
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
