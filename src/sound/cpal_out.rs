//! Sound on Windows and macOS through `cpal`, which talks to the systems'
//! own audio (WASAPI, CoreAudio) and links only their frameworks, so a
//! build needs nothing beyond Rust. cpal asks for samples from its own
//! thread; the sound thread's blocks wait in a short queue between the two,
//! and [`Resampler`] makes them the device's format, rate and channels.

use super::convert::{DeviceSample, Resampler};
use super::cue::SAMPLE_RATE;
use super::output::Output;
use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{ErrorKind, FromSample, I24, SampleFormat, SizedSample, StreamConfig, U24};
use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// How far ahead of the speaker the game writes, as on Linux: short, so a
/// tile's thud is heard with the tile, long enough not to stutter.
const LATENCY: usize = SAMPLE_RATE as usize * 60 / 1000;
/// A device that takes nothing for this long has stopped: the game goes on
/// silently rather than wait for it.
const STALLED: Duration = Duration::from_secs(2);

// cpal's 24-bit types, through its own conversion (a 24-bit value in 32).
impl DeviceSample for I24 {
    fn from_mix(x: f32) -> Self {
        I24::from_sample_(x.clamp(-1.0, 1.0))
    }
}

impl DeviceSample for U24 {
    fn from_mix(x: f32) -> Self {
        U24::from_sample_(x.clamp(-1.0, 1.0))
    }
}

/// What the sound thread and cpal's thread share.
#[derive(Default)]
struct Queue {
    /// Mix samples written and not yet taken by the device.
    samples: VecDeque<f32>,
    /// The most the device has taken at once (mix samples): the queue holds
    /// twice that, if more than [`LATENCY`], so a device with long buffers
    /// does not run dry between two of the sound thread's blocks.
    largest_take: usize,
    /// Why the stream failed, if it did.
    failed: Option<String>,
}

#[derive(Default)]
struct Shared {
    queue: Mutex<Queue>,
    /// Told whenever the device took samples or failed.
    taken: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        // Nothing panics while holding the lock; a poisoned queue is still
        // a queue of samples.
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The default output device, playing from a queue the game writes to.
pub struct CpalOutput {
    shared: Arc<Shared>,
    stream: cpal::Stream,
    playing: bool,
}

impl CpalOutput {
    /// Opens the system's default output device in its own format; says
    /// what is missing when it cannot. cpal panics where the system has
    /// no audio service at all (WASAPI's device list not registered: seen
    /// under Wine without its sound driver, and possible on a Windows
    /// without audio): that too is a game without sound, not a crash.
    pub fn open() -> Result<CpalOutput, String> {
        crate::quiet_panic::catch(Self::open_device).unwrap_or_else(|panic| {
            Err(format!(
                "the system's sound service did not answer ({})",
                crate::quiet_panic::message(panic.as_ref()).unwrap_or("no reason given")
            ))
        })
    }

    fn open_device() -> Result<CpalOutput, String> {
        let host = cpal::default_host();
        let device = host
            .default_output_device()
            .ok_or_else(|| "no sound output device".to_string())?;
        let supported = device
            .default_output_config()
            .map_err(|e| format!("sound device: {e}"))?;
        let format = supported.sample_format();
        let config: StreamConfig = supported.into();
        let shared = Arc::new(Shared::default());
        let stream = match format {
            SampleFormat::F32 => stream::<f32>(&device, config, &shared),
            SampleFormat::F64 => stream::<f64>(&device, config, &shared),
            SampleFormat::I8 => stream::<i8>(&device, config, &shared),
            SampleFormat::I16 => stream::<i16>(&device, config, &shared),
            SampleFormat::I24 => stream::<I24>(&device, config, &shared),
            SampleFormat::I32 => stream::<i32>(&device, config, &shared),
            SampleFormat::I64 => stream::<i64>(&device, config, &shared),
            SampleFormat::U8 => stream::<u8>(&device, config, &shared),
            SampleFormat::U16 => stream::<u16>(&device, config, &shared),
            SampleFormat::U24 => stream::<U24>(&device, config, &shared),
            SampleFormat::U32 => stream::<u32>(&device, config, &shared),
            SampleFormat::U64 => stream::<u64>(&device, config, &shared),
            other => Err(format!(
                "sound device: its sample format {other} is not supported"
            )),
        }?;
        // Started on the first write: a stream playing silence keeps some
        // systems from sleeping.
        Ok(CpalOutput {
            shared,
            stream,
            playing: false,
        })
    }
}

/// Builds the stream for the device's sample type `T`.
fn stream<T>(
    device: &cpal::Device,
    config: StreamConfig,
    shared: &Arc<Shared>,
) -> Result<cpal::Stream, String>
where
    T: SizedSample + DeviceSample,
{
    let channels = usize::from(config.channels);
    let mut resampler = Resampler::new(config.sample_rate);
    let data = Arc::clone(shared);
    let errors = Arc::clone(shared);
    device
        .build_output_stream(
            config,
            move |out: &mut [T], _: &cpal::OutputCallbackInfo| {
                let mut queue = data.lock();
                let before = queue.samples.len();
                resampler.fill(out, channels, &mut || queue.samples.pop_front());
                let took = before - queue.samples.len();
                queue.largest_take = queue.largest_take.max(took);
                drop(queue);
                data.taken.notify_all();
            },
            move |e: cpal::Error| match e.kind() {
                // A glitch, a new route for the default device, or no
                // real-time priority: the sound goes on.
                ErrorKind::Xrun | ErrorKind::DeviceChanged | ErrorKind::RealtimeDenied => {}
                _ => {
                    errors.lock().failed.get_or_insert_with(|| e.to_string());
                    errors.taken.notify_all();
                }
            },
            None,
        )
        .map_err(|e| format!("sound device: {e}"))
}

impl CpalOutput {
    /// Waits until `done` holds of the queue; an error if the stream failed
    /// or the device took nothing for [`STALLED`].
    fn wait(&self, done: impl Fn(&Queue) -> bool) -> Result<MutexGuard<'_, Queue>, String> {
        let mut queue = self.shared.lock();
        loop {
            if let Some(why) = &queue.failed {
                return Err(why.clone());
            }
            if done(&queue) {
                return Ok(queue);
            }
            let left = queue.samples.len();
            let (q, timeout) = self
                .shared
                .taken
                .wait_timeout(queue, STALLED)
                .unwrap_or_else(|e| e.into_inner());
            queue = q;
            if timeout.timed_out() && queue.samples.len() == left {
                return Err("the sound device stopped taking sound".to_string());
            }
        }
    }
}

impl Output for CpalOutput {
    fn write(&mut self, block: &[f32]) -> Result<(), String> {
        if !self.playing {
            self.stream
                .play()
                .map_err(|e| format!("sound device: {e}"))?;
            self.playing = true;
        }
        let mut queue = self.wait(|q| {
            q.samples.len() + block.len() <= LATENCY.max(2 * q.largest_take) || q.samples.is_empty()
        })?;
        queue.samples.extend(block.iter().copied());
        Ok(())
    }

    fn pause(&mut self) {
        if self.playing {
            // Let the queue play out, and what the device holds after it.
            if self.wait(|q| q.samples.is_empty()).is_ok() {
                std::thread::sleep(Duration::from_millis(50));
            }
            // A host that cannot pause plays silence instead.
            let _ = self.stream.pause();
            self.playing = false;
        }
    }
}
