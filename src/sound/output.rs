//! Where the sound thread's mix goes: the [`Output`] a device or a buffer
//! gives, and the buffer tests and tools capture it in.

use std::sync::{Arc, Mutex};

/// Where the mix goes: a sound device, or a buffer.
pub trait Output: Send {
    /// Plays `block` (mono, −1..1, [`SAMPLE_RATE`](super::cue::SAMPLE_RATE)); a device blocks until
    /// it has room, which paces the sound thread.
    fn write(&mut self, block: &[f32]) -> Result<(), String>;
    /// Nothing more is to be played for now: let what was written finish.
    fn pause(&mut self) {}
}

/// An output that keeps every sample written, for tests and tools.
#[derive(Clone, Debug, Default)]
pub struct CaptureOutput(Arc<Mutex<Vec<f32>>>);

impl CaptureOutput {
    /// Everything written so far.
    pub fn samples(&self) -> Vec<f32> {
        self.0.lock().map(|s| s.clone()).unwrap_or_default()
    }
}

impl Output for CaptureOutput {
    fn write(&mut self, block: &[f32]) -> Result<(), String> {
        self.0
            .lock()
            .map_err(|_| "the capture buffer was poisoned".to_string())?
            .extend_from_slice(block);
        Ok(())
    }
}
