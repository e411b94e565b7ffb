//! The table's sounds, in plain Rust (no Bevy): what can sound ([`Cue`]),
//! the synthesiser that makes the game's own sounds, WAV files, the cues as
//! loaded (built in, or a mod's files), a mixer, and the player thread that
//! feeds a sound output. On Linux the output is ALSA's runtime library,
//! loaded when the game starts, so a build needs no system development
//! package; on Windows and macOS it is the systems' own audio through
//! `cpal`. With no library or no device the game is silent (see
//! `docs/sound.md`).

mod bank;
mod listen;
mod mixer;
mod player;
pub mod synth;
mod wav;

#[cfg(target_os = "linux")]
pub mod alsa;
pub mod convert;
#[cfg(not(target_os = "linux"))]
pub mod cpal_out;

pub use bank::{CueBank, built_in_wav};
pub use listen::{Listener, TableMoment};
pub use mixer::{MAX_VOICES, Mixer};
pub use player::{CaptureOutput, Output, SoundNote, SoundPlayer, default_output, seconds};
pub use wav::{MAX_SOUND_SECONDS, decode_wav, encode_wav};

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
