//! The game's own sounds, synthesised: a wooden thud for a tile, a knock for
//! a figure, small chimes for roads, cities and monasteries, a rustle and a
//! bell for farmers, a soft two-note call for "your turn" and a cadence for
//! the end; for The Princess & the Dragon a glittering run for the fairy's
//! points, a growl and two bites for the dragon eating and a deep rumble
//! for a volcano. `soundgen` writes them to `assets/sounds/`; the game makes
//! them itself when a file is missing. Deterministic: the same samples each
//! time.

use super::cue::{Cue, SAMPLE_RATE};
use std::f32::consts::TAU;

/// The loudest sample of the loudest cues: a little under full scale, so
/// that cues playing together reach the mixer's limiter only rarely.
pub const PEAK: f32 = 0.7;

/// The cue's samples (mono, [`SAMPLE_RATE`]), faded in and out so that it
/// starts and ends on silence, its peak at [`PEAK`] or, for the cues heard
/// most often, lower.
pub fn synthesise(cue: Cue) -> Vec<f32> {
    let mut s = Sound::new(length(cue));
    match cue {
        Cue::TileLaid => tile_thud(&mut s),
        Cue::FigurePlaced => figure_knock(&mut s),
        Cue::RoadCompleted => {
            // A rising fifth on a plucked string: G4, D5.
            s.pluck(0.0, 392.0, 1.0, 0.32);
            s.pluck(0.14, 587.33, 0.9, 0.36);
        }
        Cue::CityCompleted => {
            // A bright major arpeggio of small bells: C5 E5 G5 C6.
            for (i, f) in [523.25, 659.25, 783.99, 1046.5].into_iter().enumerate() {
                s.bell(0.1 * i as f32, f, 1.0 - 0.1 * i as f32, 0.42);
            }
        }
        Cue::MonasteryCompleted => monastery_bell(&mut s),
        Cue::FarmersScored => farmers(&mut s),
        Cue::PointsCounted => {
            // Two light high ticks, like counters moved on the score track.
            s.bell(0.0, 1568.0, 0.8, 0.07);
            s.bell(0.08, 2093.0, 1.0, 0.09);
        }
        Cue::YourTurn => {
            // Two soft notes, a rising fourth: E5, A5.
            s.soft_note(0.0, 659.25, 0.8, 0.3);
            s.soft_note(0.2, 880.0, 1.0, 0.4);
        }
        Cue::GameOver => cadence(&mut s),
        Cue::FairyPoints => fairy_glitter(&mut s),
        Cue::DragonEats => dragon_bites(&mut s),
        Cue::Volcano => volcano_rumble(&mut s),
    }
    s.finish(peak(cue))
}

/// The cue's loudest sample: the frequent, small sounds (a figure, a tick,
/// "your turn", which has the most sustained energy) sit lower.
fn peak(cue: Cue) -> f32 {
    match cue {
        Cue::YourTurn | Cue::PointsCounted => 0.5,
        Cue::FigurePlaced => 0.6,
        _ => PEAK,
    }
}

/// How long each cue lasts, in seconds.
fn length(cue: Cue) -> f32 {
    match cue {
        Cue::TileLaid => 0.40,
        Cue::FigurePlaced => 0.22,
        Cue::RoadCompleted => 0.75,
        Cue::CityCompleted => 1.15,
        Cue::MonasteryCompleted => 1.45,
        Cue::FarmersScored => 1.0,
        Cue::PointsCounted => 0.35,
        Cue::YourTurn => 0.7,
        Cue::GameOver => 1.45,
        Cue::FairyPoints => 0.85,
        Cue::DragonEats => 0.95,
        Cue::Volcano => 1.25,
    }
}

/// A wooden tile put down on a table: a low body that drops in pitch, the
/// wood's own short ring and the knock of the contact.
fn tile_thud(s: &mut Sound) {
    let rate = SAMPLE_RATE as f32;
    let mut phase = 0.0f32;
    for i in 0..s.samples.len() {
        let t = i as f32 / rate;
        let f = 95.0 + 85.0 * (-t / 0.04).exp();
        phase += TAU * f / rate;
        s.samples[i] += phase.sin() * (-t / 0.07).exp();
    }
    for (f, amp, tau) in [
        (380.0, 0.5, 0.045),
        (610.0, 0.3, 0.03),
        (1130.0, 0.15, 0.018),
    ] {
        s.partial(0.0, f, amp, 0.001, tau);
    }
    s.noise_burst(0.0, 0.4, 0.008, Filter::LowPass(1500.0), 1);
}

/// A wooden figure set on a tile: a small high knock and its settling tap.
fn figure_knock(s: &mut Sound) {
    for (at, gain) in [(0.0, 1.0), (0.06, 0.35)] {
        for (f, amp, tau) in [
            (820.0, 0.6, 0.03),
            (1480.0, 0.4, 0.022),
            (2350.0, 0.25, 0.014),
            (3600.0, 0.12, 0.008),
        ] {
            s.partial(at, f, amp * gain, 0.0008, tau);
        }
        s.noise_burst(at, 0.3 * gain, 0.004, Filter::BandPass(3000.0, 1.0), 2);
    }
}

/// A monastery's bell: a low church bell on A3 (hum, prime, minor third,
/// fifth, octave), slightly beating, struck once.
fn monastery_bell(s: &mut Sound) {
    let f = 220.0;
    for (ratio, amp, tau) in [
        (0.5, 0.35, 1.2),
        (1.0, 1.0, 0.9),
        (1.004, 0.3, 0.9),
        (1.19, 0.5, 0.6),
        (1.5, 0.35, 0.5),
        (2.0, 0.45, 0.55),
        (2.51, 0.2, 0.3),
        (3.0, 0.15, 0.25),
    ] {
        s.partial(0.0, f * ratio, amp, 0.002, tau);
    }
    s.noise_burst(0.0, 0.25, 0.006, Filter::LowPass(2000.0), 3);
}

/// Farmers: wheat rustling in three swishes, and a small field bell.
fn farmers(s: &mut Sound) {
    let rate = SAMPLE_RATE as f32;
    let mut noise = Noise(0x9e37_79b9);
    // Wheat, not hiss: a band around 2.5 kHz with the top cut away.
    let mut band = Biquad::band_pass(2500.0, 1.2);
    let mut soft = Biquad::low_pass(4500.0);
    for i in 0..s.samples.len() {
        let t = i as f32 / rate;
        let swell = (std::f32::consts::PI * (t / 0.7).min(1.0)).sin();
        let swish = 0.55 + 0.45 * (TAU * 4.5 * t).sin();
        s.samples[i] += 0.6 * soft.run(band.run(noise.next())) * swell * swish;
    }
    for (f, amp, tau) in [
        (560.0, 0.55, 0.22),
        (846.0, 0.35, 0.16),
        (1410.0, 0.15, 0.1),
    ] {
        s.partial(0.3, f, amp, 0.002, tau);
    }
}

/// The end: three chords, IV – V – I in C, on a soft reed-like tone.
fn cadence(s: &mut Sound) {
    let chords: [(f32, f32, &[f32]); 3] = [
        (0.0, 0.4, &[349.23, 440.0, 523.25]),
        (0.4, 0.4, &[392.0, 493.88, 587.33]),
        (0.8, 0.62, &[261.63, 329.63, 392.0, 523.25]),
    ];
    for (at, dur, notes) in chords {
        for &f in notes {
            s.held_note(at, dur, f, 0.5);
        }
    }
}

/// The fairy's points: a quick rising run of tiny high bells (E6 up to
/// E7) over a soft shimmer, like a wand's sparkle.
fn fairy_glitter(s: &mut Sound) {
    for (i, f) in [1318.5, 1661.2, 1975.5, 2349.3, 2637.0]
        .into_iter()
        .enumerate()
    {
        s.bell(0.055 * i as f32, f, 0.7 + 0.08 * i as f32, 0.22);
    }
    // The shimmer: two close high partials beating slowly, held a little.
    s.partial(0.2, 3951.0, 0.12, 0.05, 0.3);
    s.partial(0.2, 3957.0, 0.12, 0.05, 0.3);
}

/// The dragon eating: a low growl that wavers (a rough tone near 80 Hz
/// with its harmonics, and a dark roar of noise), then two bites, each a
/// dull snap of the jaws.
fn dragon_bites(s: &mut Sound) {
    let rate = SAMPLE_RATE as f32;
    let mut noise = Noise(0x5eed_d7a6);
    let mut roar = Biquad::low_pass(700.0);
    let mut phase = 0.0f32;
    for i in 0..s.samples.len() {
        let t = i as f32 / rate;
        let f = 78.0 + 14.0 * (TAU * 6.5 * t).sin() - 20.0 * t;
        phase += TAU * f / rate;
        let swell = (t / 0.08).min(1.0) * (-t / 0.45).exp();
        let mut tone = 0.0;
        for (n, a) in [(1.0, 1.0), (2.0, 0.6), (3.0, 0.45), (4.0, 0.3), (5.0, 0.2)] {
            tone += a * (phase * n).sin();
        }
        s.samples[i] += swell * (0.5 * tone + 1.4 * roar.run(noise.next()));
    }
    for (at, gain) in [(0.42, 1.0), (0.62, 0.8)] {
        s.partial(at, 140.0, 0.9 * gain, 0.002, 0.035);
        s.partial(at, 310.0, 0.5 * gain, 0.001, 0.02);
        s.noise_burst(at, 0.9 * gain, 0.012, Filter::LowPass(1200.0), 4);
    }
}

/// A volcano: a deep rumble that swells and dies (noise far down, under
/// 200 Hz) with a low boom at its start and a few cracks of stone.
fn volcano_rumble(s: &mut Sound) {
    let rate = SAMPLE_RATE as f32;
    let mut noise = Noise(0x0b5e_55ed);
    let mut deep = Biquad::low_pass(160.0);
    let mut deeper = Biquad::low_pass(160.0);
    let len = s.samples.len() as f32 / rate;
    for i in 0..s.samples.len() {
        let t = i as f32 / rate;
        let swell = (std::f32::consts::PI * (t / len).min(1.0)).sin().powf(0.7);
        s.samples[i] += 6.0 * swell * deeper.run(deep.run(noise.next()));
    }
    s.partial(0.0, 48.0, 1.0, 0.03, 0.5);
    s.partial(0.0, 72.0, 0.5, 0.03, 0.35);
    for (k, at) in [0.18, 0.41, 0.7].into_iter().enumerate() {
        s.noise_burst(at, 0.25, 0.006, Filter::BandPass(900.0, 1.5), 10 + k as u32);
    }
}

/// A sound being made: samples added up, then shaped by [`Sound::finish`].
struct Sound {
    samples: Vec<f32>,
}

enum Filter {
    LowPass(f32),
    BandPass(f32, f32),
}

impl Sound {
    fn new(seconds: f32) -> Sound {
        Sound {
            samples: vec![0.0; (seconds * SAMPLE_RATE as f32) as usize],
        }
    }

    /// Adds a sine from `at` seconds: a linear rise over `attack`, then an
    /// exponential decay with time constant `tau`.
    fn partial(&mut self, at: f32, freq: f32, amp: f32, attack: f32, tau: f32) {
        let rate = SAMPLE_RATE as f32;
        let start = (at * rate) as usize;
        for (i, x) in self.samples.iter_mut().skip(start).enumerate() {
            let t = i as f32 / rate;
            let rise = (t / attack).min(1.0);
            *x += amp * rise * (-t / tau).exp() * (TAU * freq * t).sin();
        }
    }

    /// A plucked string: harmonics that die away the faster the higher.
    fn pluck(&mut self, at: f32, freq: f32, amp: f32, tau: f32) {
        for n in 1..=6 {
            let n = n as f32;
            self.partial(at, freq * n, amp / n.powf(1.3), 0.002, tau / n.powf(0.7));
        }
    }

    /// A small bell: inharmonic partials, the higher ones shorter.
    fn bell(&mut self, at: f32, freq: f32, amp: f32, tau: f32) {
        for (ratio, a, t) in [
            (1.0, 1.0, 1.0),
            (2.0, 0.5, 0.7),
            (2.76, 0.35, 0.5),
            (4.07, 0.18, 0.35),
            (5.4, 0.1, 0.25),
        ] {
            self.partial(at, freq * ratio, amp * a, 0.0015, tau * t);
        }
    }

    /// A soft note: a gentle rise, few harmonics.
    fn soft_note(&mut self, at: f32, freq: f32, amp: f32, tau: f32) {
        self.partial(at, freq, amp, 0.015, tau);
        self.partial(at, freq * 2.0, amp * 0.18, 0.015, tau * 0.7);
        self.partial(at, freq * 3.0, amp * 0.05, 0.015, tau * 0.5);
    }

    /// A held note of `dur` seconds with a soft attack and release, a
    /// reed-like tone of four harmonics.
    fn held_note(&mut self, at: f32, dur: f32, freq: f32, amp: f32) {
        let rate = SAMPLE_RATE as f32;
        let start = (at * rate) as usize;
        let (attack, release) = (0.025, 0.08);
        for (i, x) in self.samples.iter_mut().skip(start).enumerate() {
            let t = i as f32 / rate;
            if t >= dur {
                break;
            }
            let rise = (t / attack).min(1.0);
            let fall = ((dur - t) / release).min(1.0);
            let env = rise * fall * (-t / 0.6).exp();
            let mut v = 0.0;
            for (n, a) in [(1.0, 1.0), (2.0, 0.35), (3.0, 0.15), (4.0, 0.07)] {
                v += a * (TAU * freq * n * t).sin();
            }
            *x += amp * env * v;
        }
    }

    /// A burst of filtered noise (a knock's contact), decaying with `tau`.
    fn noise_burst(&mut self, at: f32, amp: f32, tau: f32, filter: Filter, seed: u32) {
        let rate = SAMPLE_RATE as f32;
        let mut noise = Noise(0x2545_f491 ^ seed.wrapping_mul(0x9e37_79b9));
        let mut f = match filter {
            Filter::LowPass(cut) => Biquad::low_pass(cut),
            Filter::BandPass(centre, q) => Biquad::band_pass(centre, q),
        };
        let start = (at * rate) as usize;
        for (i, x) in self.samples.iter_mut().skip(start).enumerate() {
            let t = i as f32 / rate;
            if t > tau * 12.0 {
                break;
            }
            *x += amp * (-t / tau).exp() * f.run(noise.next());
        }
    }

    /// Scales the peak to `level` and fades both ends (3 ms in, 20 ms out)
    /// so the cue neither starts nor stops with a click.
    fn finish(mut self, level: f32) -> Vec<f32> {
        let peak = self.samples.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        if peak > 0.0 {
            for x in &mut self.samples {
                *x *= level / peak;
            }
        }
        fade_ends(&mut self.samples, 0.003, 0.02);
        self.samples
    }
}

/// Raised-cosine fades over the first `fade_in` and last `fade_out` seconds.
pub fn fade_ends(samples: &mut [f32], fade_in: f32, fade_out: f32) {
    let rate = SAMPLE_RATE as f32;
    let len = samples.len();
    let ramp = |i: usize, n: usize| 0.5 - 0.5 * (std::f32::consts::PI * i as f32 / n as f32).cos();
    let n_in = ((fade_in * rate) as usize).clamp(1, len.max(1));
    for (i, x) in samples.iter_mut().take(n_in).enumerate() {
        *x *= ramp(i, n_in);
    }
    let n_out = ((fade_out * rate) as usize).clamp(1, len.max(1));
    for (i, x) in samples.iter_mut().rev().take(n_out).enumerate() {
        *x *= ramp(i, n_out);
    }
}

/// A small deterministic white-noise source (xorshift), in −1..1.
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        x as f32 / u32::MAX as f32 * 2.0 - 1.0
    }
}

/// A second-order filter (the audio EQ cookbook's low-pass and band-pass).
struct Biquad {
    b: [f32; 3],
    a: [f32; 2],
    x: [f32; 2],
    y: [f32; 2],
}

impl Biquad {
    fn low_pass(cut: f32) -> Biquad {
        let (cos, alpha) = Biquad::angle(cut, std::f32::consts::FRAC_1_SQRT_2);
        let b1 = 1.0 - cos;
        Biquad::new(
            [b1 / 2.0, b1, b1 / 2.0],
            1.0 + alpha,
            [-2.0 * cos, 1.0 - alpha],
        )
    }

    fn band_pass(centre: f32, q: f32) -> Biquad {
        let (cos, alpha) = Biquad::angle(centre, q);
        Biquad::new([alpha, 0.0, -alpha], 1.0 + alpha, [-2.0 * cos, 1.0 - alpha])
    }

    fn angle(freq: f32, q: f32) -> (f32, f32) {
        let w = TAU * freq / SAMPLE_RATE as f32;
        (w.cos(), w.sin() / (2.0 * q))
    }

    fn new(b: [f32; 3], a0: f32, a: [f32; 2]) -> Biquad {
        Biquad {
            b: b.map(|v| v / a0),
            a: a.map(|v| v / a0),
            x: [0.0; 2],
            y: [0.0; 2],
        }
    }

    fn run(&mut self, x: f32) -> f32 {
        let y = self.b[0] * x + self.b[1] * self.x[0] + self.b[2] * self.x[1]
            - self.a[0] * self.y[0]
            - self.a[1] * self.y[1];
        self.x = [x, self.x[0]];
        self.y = [y, self.y[0]];
        y
    }
}
