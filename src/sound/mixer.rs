//! Cues playing together: each plays from its start to its end, scaled by
//! the volume, summed, and kept under full scale by a soft limiter that
//! leaves a single cue (peak at `synth::PEAK`) untouched.

use std::sync::Arc;

/// The most cues sounding at once; a further one replaces the oldest.
pub const MAX_VOICES: usize = 16;

/// Below this level the limiter passes samples unchanged.
const KNEE: f32 = 0.8;
/// The level the limiter bends towards and never passes.
const CEILING: f32 = 0.98;

/// The cues sounding, the volume and whether the table is muted.
#[derive(Debug)]
pub struct Mixer {
    voices: Vec<Voice>,
    volume: f32,
    muted: bool,
}

#[derive(Debug)]
struct Voice {
    samples: Arc<[f32]>,
    at: usize,
}

impl Default for Mixer {
    fn default() -> Self {
        Mixer {
            voices: Vec::new(),
            volume: 1.0,
            muted: false,
        }
    }
}

impl Mixer {
    /// Starts a cue (nothing when muted: a muted table stays silent).
    pub fn play(&mut self, samples: Arc<[f32]>) {
        if self.muted || samples.is_empty() {
            return;
        }
        if self.voices.len() >= MAX_VOICES {
            self.voices.remove(0);
        }
        self.voices.push(Voice { samples, at: 0 });
    }

    /// The volume, 0 (silent) to 1 (the cues as made).
    pub fn set_volume(&mut self, volume: f32) {
        self.volume = if volume.is_finite() {
            volume.clamp(0.0, 1.0)
        } else {
            1.0
        };
    }

    /// Mutes (stopping what sounds) or unmutes.
    pub fn set_muted(&mut self, muted: bool) {
        self.muted = muted;
        if muted {
            self.voices.clear();
        }
    }

    /// Nothing is sounding.
    pub fn is_idle(&self) -> bool {
        self.voices.is_empty()
    }

    /// Fills `out` with the next samples of every cue sounding (silence
    /// when none is), and forgets the cues that have ended.
    pub fn render(&mut self, out: &mut [f32]) {
        out.fill(0.0);
        for voice in &mut self.voices {
            let left = &voice.samples[voice.at..];
            let n = left.len().min(out.len());
            for (o, s) in out.iter_mut().zip(&left[..n]) {
                *o += s;
            }
            voice.at += n;
        }
        self.voices.retain(|v| v.at < v.samples.len());
        let gain = if self.muted { 0.0 } else { self.volume };
        for o in out.iter_mut() {
            *o = limit(*o * gain);
        }
    }
}

/// Unchanged up to the knee, then bent smoothly towards the ceiling, a
/// little under full scale: overlapping cues do not clip.
fn limit(x: f32) -> f32 {
    let a = x.abs();
    if a <= KNEE {
        return x;
    }
    let room = CEILING - KNEE;
    (KNEE + room * ((a - KNEE) / room).tanh()).copysign(x)
}
