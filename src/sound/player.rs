//! The sound thread: takes cues, volume and mute from the game over a
//! channel, mixes them and writes the mix to a sound [`Output`] (ALSA on
//! Linux, `cpal` on Windows and macOS, a buffer in tests). When no output
//! opens the game is silent, and says so once through
//! [`SoundPlayer::notes`].

use super::bank::CueBank;
use super::cue::{Cue, SAMPLE_RATE};
use super::mixer::Mixer;
use super::output::Output;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::thread::JoinHandle;

/// Samples mixed and written at a time: about 12 ms.
const BLOCK: usize = 512;

/// The system's sound output: ALSA's library loaded at run time on Linux,
/// the default device through `cpal` elsewhere.
pub fn default_output() -> Result<Box<dyn Output>, String> {
    #[cfg(target_os = "linux")]
    {
        super::alsa::AlsaOutput::open(super::alsa::LIBRARY, "default")
            .map(|o| Box::new(o) as Box<dyn Output>)
    }
    #[cfg(not(target_os = "linux"))]
    {
        super::cpal_out::CpalOutput::open().map(|o| Box::new(o) as Box<dyn Output>)
    }
}

/// What the sound thread has to say, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SoundNote {
    /// No output opened, and why: the game is silent (normal on a server,
    /// in a container or in CI).
    Silent(String),
    /// A mod's sound file could not be used (the file named); the game's
    /// own sound plays instead.
    FileNotUsed(String),
    /// The output failed while playing, and why: silent from then on.
    Stopped(String),
}

impl std::fmt::Display for SoundNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SoundNote::Silent(why) => write!(f, "no sound: {why}; the game plays silently"),
            SoundNote::FileNotUsed(what) => f.write_str(what),
            SoundNote::Stopped(why) => write!(f, "sound stopped: {why}; the game plays silently"),
        }
    }
}

enum Command {
    Play(Cue),
    Volume(f32),
    Muted(bool),
}

/// The game's handle on the sound thread. Dropping it lets the thread
/// finish what sounds and end.
pub struct SoundPlayer {
    commands: Option<Sender<Command>>,
    // In a mutex only so the handle can be shared (a Bevy resource).
    notes: Mutex<Receiver<SoundNote>>,
    thread: Option<JoinHandle<()>>,
}

impl SoundPlayer {
    /// Starts the sound thread: it loads the cues (the override folders
    /// `layers` over the built-in sounds), opens its output with `open`, and
    /// then plays what it is sent. A cue file that cannot be read, or an
    /// output that does not open, becomes a note; nothing panics.
    pub fn start<F>(layers: Vec<PathBuf>, volume: f32, muted: bool, open: F) -> SoundPlayer
    where
        F: FnOnce() -> Result<Box<dyn Output>, String> + Send + 'static,
    {
        let (commands, received) = channel();
        let (note, notes) = channel();
        let thread = std::thread::Builder::new()
            .name("sound".into())
            .spawn(move || {
                let (bank, warnings) = CueBank::load(&layers);
                for w in warnings {
                    let _ = note.send(SoundNote::FileNotUsed(w));
                }
                let output = match open() {
                    Ok(o) => o,
                    Err(e) => {
                        let _ = note.send(SoundNote::Silent(e));
                        return;
                    }
                };
                let mut mixer = Mixer::default();
                mixer.set_volume(volume);
                mixer.set_muted(muted);
                if let Err(e) = play(&bank, &mut mixer, output, &received) {
                    let _ = note.send(SoundNote::Stopped(e));
                }
            })
            .ok();
        SoundPlayer {
            commands: Some(commands),
            notes: Mutex::new(notes),
            thread,
        }
    }

    /// Plays the cue (over whatever sounds).
    pub fn play(&self, cue: Cue) {
        self.send(Command::Play(cue));
    }

    /// The volume, 0 to 1.
    pub fn set_volume(&self, volume: f32) {
        self.send(Command::Volume(volume));
    }

    /// Mutes or unmutes (muting stops what sounds).
    pub fn set_muted(&self, muted: bool) {
        self.send(Command::Muted(muted));
    }

    fn send(&self, command: Command) {
        // A thread that ended (no output) takes nothing: silence.
        if let Some(c) = &self.commands {
            let _ = c.send(command);
        }
    }

    /// What the sound thread has to say since last asked (a file not used,
    /// no sound device), for the log.
    pub fn notes(&self) -> Vec<SoundNote> {
        self.notes
            .lock()
            .map(|n| n.try_iter().collect())
            .unwrap_or_default()
    }

    /// Lets everything sent so far finish playing, then ends the thread.
    pub fn finish(mut self) -> Vec<SoundNote> {
        self.commands = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        self.notes()
    }
}

/// The sound thread's loop: wait for a cue while all is quiet, else mix and
/// write a block at a time. Ends when the game is gone and all has sounded.
fn play(
    bank: &CueBank,
    mixer: &mut Mixer,
    mut output: Box<dyn Output>,
    received: &Receiver<Command>,
) -> Result<(), String> {
    let apply = |mixer: &mut Mixer, command: Command| match command {
        Command::Play(cue) => mixer.play(bank.samples(cue)),
        Command::Volume(v) => mixer.set_volume(v),
        Command::Muted(m) => mixer.set_muted(m),
    };
    let mut block = vec![0.0f32; BLOCK];
    let mut game_gone = false;
    loop {
        if mixer.is_idle() {
            output.pause();
            if game_gone {
                return Ok(());
            }
            match received.recv() {
                Ok(command) => apply(mixer, command),
                Err(_) => return Ok(()),
            }
        }
        loop {
            match received.try_recv() {
                Ok(command) => apply(mixer, command),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    game_gone = true;
                    break;
                }
            }
        }
        if !mixer.is_idle() {
            mixer.render(&mut block);
            output.write(&block)?;
        }
    }
}

/// Seconds of sound in `samples` at [`SAMPLE_RATE`].
pub fn seconds(samples: usize) -> f32 {
    samples as f32 / SAMPLE_RATE as f32
}
