//! The mix (mono, −1..1, [`SAMPLE_RATE`]) made into what a sound device
//! takes: its sample type, its rate and its channels. Plain Rust, so it is
//! tested on every system; the `cpal` output (Windows, macOS) feeds the
//! device's buffer through it.

use super::cue::SAMPLE_RATE;

/// A device's sample type, made from a mix sample (−1..1; beyond that it is
/// clipped). Unsigned types are centred: silence is their middle value.
pub trait DeviceSample: Copy {
    fn from_mix(x: f32) -> Self;
}

impl DeviceSample for f32 {
    fn from_mix(x: f32) -> Self {
        x.clamp(-1.0, 1.0)
    }
}

impl DeviceSample for f64 {
    fn from_mix(x: f32) -> Self {
        f64::from(x.clamp(-1.0, 1.0))
    }
}

// Signed integers: full scale is ±MAX (so silence stays 0 and the wave
// symmetric); unsigned ones are the signed value with the sign bit flipped,
// which is the same as adding the middle value.
macro_rules! integer_samples {
    ($($signed:ty => $unsigned:ty),*) => {$(
        impl DeviceSample for $signed {
            fn from_mix(x: f32) -> Self {
                // A float-to-integer `as` rounds toward zero and saturates.
                (f64::from(x.clamp(-1.0, 1.0)) * <$signed>::MAX as f64).round() as $signed
            }
        }
        impl DeviceSample for $unsigned {
            fn from_mix(x: f32) -> Self {
                (<$signed>::from_mix(x) as $unsigned) ^ (1 << (<$unsigned>::BITS - 1))
            }
        }
    )*};
}
integer_samples!(i8 => u8, i16 => u16, i32 => u32, i64 => u64);

/// Takes the mix at [`SAMPLE_RATE`] to a device's rate, by straight lines
/// between neighbouring samples (the cues are soft sounds well under the
/// Nyquist limit of either rate, so nothing finer is heard), and writes
/// each sample to every channel of a frame.
#[derive(Clone, Debug)]
pub struct Resampler {
    /// Mix samples per device frame.
    step: f64,
    /// Where the next frame falls: between `before` (0) and `after` (1).
    at: f64,
    before: f32,
    after: f32,
}

impl Resampler {
    /// For a device playing `device_rate` frames a second.
    pub fn new(device_rate: u32) -> Resampler {
        Resampler {
            step: f64::from(SAMPLE_RATE) / f64::from(device_rate.max(1)),
            // Two samples are taken before the first frame, so at equal
            // rates the frames are the mix's samples themselves.
            at: 2.0,
            before: 0.0,
            after: 0.0,
        }
    }

    /// Fills `out`, interleaved frames of `channels` samples, with the mix
    /// taken from `next` as needed; `None` (nothing queued) is silence.
    pub fn fill<T: DeviceSample>(
        &mut self,
        out: &mut [T],
        channels: usize,
        next: &mut impl FnMut() -> Option<f32>,
    ) {
        for frame in out.chunks_mut(channels.max(1)) {
            while self.at >= 1.0 {
                self.before = self.after;
                self.after = next().unwrap_or(0.0);
                self.at -= 1.0;
            }
            let x = self.before + (self.after - self.before) * self.at as f32;
            frame.fill(T::from_mix(x));
            self.at += self.step;
        }
    }
}
