//! The cues' samples as the game plays them: a mod's file from an assets
//! override folder (`sounds/<cue>.wav`), else the built-in file, else the
//! synthesiser's. A file that cannot be read is named in a warning and the
//! built-in sound plays instead; loading never fails.

use super::cue::Cue;
use super::synth::synthesise;
use super::wav::decode_wav;
use crate::assets_dir::find_file;
use std::path::PathBuf;
use std::sync::Arc;

include!(concat!(env!("OUT_DIR"), "/built_in_sounds.rs"));

/// The WAV file built into the game for the cue (see `build.rs`), if the
/// build found one under `assets/sounds/`.
pub fn built_in_wav(cue: Cue) -> Option<&'static [u8]> {
    BUILT_IN_SOUNDS
        .iter()
        .find(|(name, _)| *name == cue.file_name())
        .map(|(_, bytes)| *bytes)
}

/// Every cue's samples (mono, [`super::SAMPLE_RATE`]).
#[derive(Clone, Debug)]
pub struct CueBank {
    sounds: Vec<(Cue, Arc<[f32]>)>,
}

impl CueBank {
    /// The game's own sounds: the built-in files, else synthesised.
    pub fn built_in() -> CueBank {
        CueBank::load(&[]).0
    }

    /// The cues with the files of the override folders `layers` (most
    /// important first) over the built-in ones, and a warning for each file
    /// that could not be used.
    pub fn load(layers: &[PathBuf]) -> (CueBank, Vec<String>) {
        let mut warnings = Vec::new();
        let sounds = Cue::ALL
            .into_iter()
            .map(|cue| {
                let modded = find_file(layers, &cue.asset_path()).and_then(|path| {
                    match std::fs::read(&path)
                        .map_err(|e| e.to_string())
                        .and_then(|bytes| decode_wav(&bytes))
                    {
                        Ok(samples) => Some(samples),
                        Err(e) => {
                            warnings.push(format!(
                                "{}: cannot play this sound ({e}); the game's own is used",
                                path.display()
                            ));
                            None
                        }
                    }
                });
                let samples = modded.unwrap_or_else(|| built_in_samples(cue));
                (cue, Arc::from(samples))
            })
            .collect();
        (CueBank { sounds }, warnings)
    }

    /// The cue's samples.
    pub fn samples(&self, cue: Cue) -> Arc<[f32]> {
        self.sounds
            .iter()
            .find(|(c, _)| *c == cue)
            .map(|(_, s)| s.clone())
            .expect("every cue is loaded")
    }
}

/// The built-in file's samples, else the synthesiser's.
fn built_in_samples(cue: Cue) -> Vec<f32> {
    built_in_wav(cue)
        .and_then(|bytes| decode_wav(bytes).ok())
        .unwrap_or_else(|| synthesise(cue))
}
