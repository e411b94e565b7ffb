//! What can sound at the table ([`Cue`]), named as the game names it, and
//! the one sample rate of every cue and of the output.

use crate::rules::{ScoreEvent, ScoreKind};

/// Samples per second of every cue and of the output (mono).
pub const SAMPLE_RATE: u32 = 44_100;

/// Something at the table that makes a sound, named as the game names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A tile put down on the map.
    TileLaid,
    /// A figure put on a tile.
    FigurePlaced,
    /// A completed road scored.
    RoadCompleted,
    /// A completed city scored.
    CityCompleted,
    /// A completed monastery (or garden) scored.
    MonasteryCompleted,
    /// Farmers (or a pig) scored their field.
    FarmersScored,
    /// Points for something left unfinished at the end, or goods.
    PointsCounted,
    /// A person at this computer is to move.
    YourTurn,
    /// The game is over: the final scores.
    GameOver,
}

impl Cue {
    pub const ALL: [Cue; 9] = [
        Cue::TileLaid,
        Cue::FigurePlaced,
        Cue::RoadCompleted,
        Cue::CityCompleted,
        Cue::MonasteryCompleted,
        Cue::FarmersScored,
        Cue::PointsCounted,
        Cue::YourTurn,
        Cue::GameOver,
    ];

    /// The file's name under `assets/sounds/`.
    pub const fn file_name(self) -> &'static str {
        match self {
            Cue::TileLaid => "tile-laid.wav",
            Cue::FigurePlaced => "figure-placed.wav",
            Cue::RoadCompleted => "road-completed.wav",
            Cue::CityCompleted => "city-completed.wav",
            Cue::MonasteryCompleted => "monastery-completed.wav",
            Cue::FarmersScored => "farmers-scored.wav",
            Cue::PointsCounted => "points-counted.wav",
            Cue::YourTurn => "your-turn.wav",
            Cue::GameOver => "game-over.wav",
        }
    }

    /// The file's path relative to an `assets/` folder.
    pub fn asset_path(self) -> String {
        format!("sounds/{}", self.file_name())
    }

    /// The sound of a scoring as the table shows it: each completed feature
    /// its own, farmers and pigs the farmers' sound, and what is counted
    /// unfinished at the end (or goods) a plain count.
    pub fn for_score(event: &ScoreEvent) -> Cue {
        match event.kind {
            ScoreKind::Field | ScoreKind::Pig => Cue::FarmersScored,
            _ if !event.complete => Cue::PointsCounted,
            ScoreKind::Road => Cue::RoadCompleted,
            ScoreKind::City => Cue::CityCompleted,
            ScoreKind::Monastery | ScoreKind::Garden => Cue::MonasteryCompleted,
            ScoreKind::Goods | ScoreKind::Fairy => Cue::PointsCounted,
        }
    }
}
