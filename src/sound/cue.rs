//! What can sound at the table ([`Cue`]), named as the game names it, and
//! the one sample rate of every cue and of the output.

use crate::rules::Happening;
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
    /// The fairy gives its follower's owner points (The Princess & the
    /// Dragon).
    FairyPoints,
    /// The dragon eats figures on a step of its flight.
    DragonEats,
    /// A volcano is laid: the dragon comes to it.
    Volcano,
}

impl Cue {
    pub const ALL: [Cue; 12] = [
        Cue::TileLaid,
        Cue::FigurePlaced,
        Cue::RoadCompleted,
        Cue::CityCompleted,
        Cue::MonasteryCompleted,
        Cue::FarmersScored,
        Cue::PointsCounted,
        Cue::YourTurn,
        Cue::GameOver,
        Cue::FairyPoints,
        Cue::DragonEats,
        Cue::Volcano,
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
            Cue::FairyPoints => "fairy-points.wav",
            Cue::DragonEats => "dragon-eats.wav",
            Cue::Volcano => "volcano.wav",
        }
    }

    /// The file's path relative to an `assets/` folder.
    pub fn asset_path(self) -> String {
        format!("sounds/{}", self.file_name())
    }

    /// The sound of a scoring as the table shows it: each completed feature
    /// its own, farmers and pigs the farmers' sound, the fairy's points
    /// theirs, and what is counted unfinished at the end (or goods) a plain
    /// count.
    pub fn for_score(event: &ScoreEvent) -> Cue {
        match event.kind {
            ScoreKind::Field | ScoreKind::Pig => Cue::FarmersScored,
            ScoreKind::Fairy => Cue::FairyPoints,
            _ if !event.complete => Cue::PointsCounted,
            ScoreKind::Road => Cue::RoadCompleted,
            ScoreKind::City => Cue::CityCompleted,
            ScoreKind::Monastery | ScoreKind::Garden => Cue::MonasteryCompleted,
            ScoreKind::Goods => Cue::PointsCounted,
        }
    }

    /// The sound of something The Princess & the Dragon did, as its banner
    /// shows: the dragon eating and a volcano have their own; the rest is
    /// told in words only.
    pub fn for_happening(happening: &Happening) -> Option<Cue> {
        match happening {
            Happening::Eaten { .. } => Some(Cue::DragonEats),
            Happening::Volcano { .. } => Some(Cue::Volcano),
            Happening::Portal { .. }
            | Happening::SentHome { .. }
            | Happening::FlightEnded { .. } => None,
        }
    }
}
