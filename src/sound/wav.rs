//! WAV files of the cues: written as 16-bit mono at [`SAMPLE_RATE`]; read in
//! any layout `hound` knows (8–32-bit integer or float, any channels and
//! rate), mixed down to mono and resampled, so a mod's file just works.

use super::cue::SAMPLE_RATE;
use std::io::Cursor;

/// The longest sound a cue may be: the game's own last under 2 s.
pub const MAX_SOUND_SECONDS: f32 = 10.0;

/// The sample rates read: telephone quality to studio.
const MIN_RATE: u32 = 8_000;
const MAX_RATE: u32 = 192_000;

/// The samples (mono, −1..1, [`SAMPLE_RATE`]) as a 16-bit mono WAV file.
pub fn encode_wav(samples: &[f32]) -> Vec<u8> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: SAMPLE_RATE,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut out = Cursor::new(Vec::new());
    {
        let mut writer = hound::WavWriter::new(&mut out, spec).expect("writing to memory");
        for &x in samples {
            let v = (x.clamp(-1.0, 1.0) * i16::MAX as f32).round() as i16;
            writer.write_sample(v).expect("writing to memory");
        }
        writer.finalize().expect("writing to memory");
    }
    out.into_inner()
}

/// The WAV file's sound as mono samples at [`SAMPLE_RATE`], or what is
/// wrong with the file.
pub fn decode_wav(bytes: &[u8]) -> Result<Vec<f32>, String> {
    let reader = hound::WavReader::new(Cursor::new(bytes)).map_err(|e| e.to_string())?;
    let spec = reader.spec();
    // Resampling multiplies the length by SAMPLE_RATE / rate: a few bytes
    // at 1 Hz would unpack into gigabytes. Real sound files use these.
    if !(MIN_RATE..=MAX_RATE).contains(&spec.sample_rate) {
        return Err(format!(
            "the sample rate is {} Hz; a sound file has {MIN_RATE} to {MAX_RATE} Hz",
            spec.sample_rate
        ));
    }
    let frames = reader.duration() as f32 / spec.sample_rate as f32;
    if frames > MAX_SOUND_SECONDS {
        return Err(format!(
            "the sound lasts {frames:.1} s; a cue lasts at most {MAX_SOUND_SECONDS} s"
        ));
    }
    let channels = usize::from(spec.channels.max(1));
    let interleaved: Vec<f32> = match spec.sample_format {
        hound::SampleFormat::Float => reader
            .into_samples::<f32>()
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?,
        hound::SampleFormat::Int => {
            let full = (1i64 << (spec.bits_per_sample.clamp(1, 32) - 1)) as f32;
            reader
                .into_samples::<i32>()
                .map(|s| s.map(|v| v as f32 / full))
                .collect::<Result<_, _>>()
                .map_err(|e| e.to_string())?
        }
    };
    let mono: Vec<f32> = interleaved
        .chunks(channels)
        .map(|frame| frame.iter().sum::<f32>() / channels as f32)
        .collect();
    if mono.is_empty() {
        return Err("the file holds no sound".to_string());
    }
    if mono.iter().any(|x| !x.is_finite()) {
        return Err("the file holds samples that are not numbers".to_string());
    }
    Ok(resample(&mono, spec.sample_rate))
}

/// Linear resampling from `rate` to [`SAMPLE_RATE`]: enough for short
/// table sounds.
fn resample(samples: &[f32], rate: u32) -> Vec<f32> {
    if rate == SAMPLE_RATE || rate == 0 {
        return samples.to_vec();
    }
    let step = rate as f64 / SAMPLE_RATE as f64;
    let len = ((samples.len() as f64) / step).floor() as usize;
    (0..len)
        .map(|i| {
            let at = i as f64 * step;
            let j = at as usize;
            let frac = (at - j as f64) as f32;
            let a = samples[j.min(samples.len() - 1)];
            let b = samples[(j + 1).min(samples.len() - 1)];
            a + (b - a) * frac
        })
        .collect()
}
