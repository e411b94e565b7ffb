//! The table's sounds, in plain Rust (no Bevy): what can sound ([`Cue`]),
//! the synthesiser that makes the game's own sounds, WAV files, the cues as
//! loaded (built in, or a mod's files), a mixer, and the player thread that
//! feeds a sound output. On Linux the output is ALSA's runtime library,
//! loaded when the game starts, so a build needs no system development
//! package; on Windows and macOS it is the systems' own audio through
//! `cpal`. With no library or no device the game is silent (see
//! `docs/sound.md`).

mod bank;
mod cue;
mod listen;
mod mixer;
mod output;
mod player;
pub mod synth;
mod wav;

#[cfg(target_os = "linux")]
pub mod alsa;
pub mod convert;
#[cfg(not(target_os = "linux"))]
pub mod cpal_out;

pub use bank::{CueBank, built_in_wav};
pub use cue::{Cue, SAMPLE_RATE};
pub use listen::{Listener, TableMoment};
pub use mixer::{MAX_VOICES, Mixer};
pub use output::{CaptureOutput, Output};
pub use player::{SoundNote, SoundPlayer, default_output, seconds};
pub use wav::{MAX_SOUND_SECONDS, decode_wav, encode_wav};
