//! Sound on Linux through ALSA's runtime library, `libasound.so.2`, opened
//! when the game starts (`libloading`) rather than linked: building the game
//! then needs no `libasound2-dev`, and a machine without the library or a
//! sound device simply plays silently. Only six calls are used: open, set
//! the format, write, recover from an underrun, drain and close.

use super::cue::SAMPLE_RATE;
use super::output::Output;
use libloading::Library;
use std::ffi::{CStr, CString, c_char, c_int, c_long, c_uint, c_ulong, c_void};

/// The library's name on every desktop Linux.
pub const LIBRARY: &str = "libasound.so.2";

type Pcm = *mut c_void;
const STREAM_PLAYBACK: c_int = 0;
#[cfg(target_endian = "little")]
const FORMAT_S16: c_int = 2; // SND_PCM_FORMAT_S16_LE
#[cfg(target_endian = "big")]
const FORMAT_S16: c_int = 3; // SND_PCM_FORMAT_S16_BE
const ACCESS_RW_INTERLEAVED: c_int = 3;
/// How far ahead of the speaker the game writes: short, so a tile's thud is
/// heard with the tile, long enough not to stutter on a busy machine.
const LATENCY_US: c_uint = 60_000;

/// ALSA's error handler (a C variadic function). Ours takes only the fixed
/// arguments and ignores them: on Linux's calling conventions the callee
/// may ignore the variadic ones.
type ErrorHandler = unsafe extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char);

struct Api {
    open: unsafe extern "C" fn(*mut Pcm, *const c_char, c_int, c_int) -> c_int,
    set_params: unsafe extern "C" fn(Pcm, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int,
    writei: unsafe extern "C" fn(Pcm, *const c_void, c_ulong) -> c_long,
    recover: unsafe extern "C" fn(Pcm, c_int, c_int) -> c_int,
    prepare: unsafe extern "C" fn(Pcm) -> c_int,
    drain: unsafe extern "C" fn(Pcm) -> c_int,
    close: unsafe extern "C" fn(Pcm) -> c_int,
    strerror: unsafe extern "C" fn(c_int) -> *const c_char,
    // Kept last: the functions above point into it.
    _library: Library,
}

impl Api {
    fn load(library: &str) -> Result<Api, String> {
        // SAFETY: loading ALSA runs its initialisers, which have no
        // preconditions; the symbols' types are those of `alsa/pcm.h`.
        unsafe {
            // The loader's message names the library ("libasound.so.2:
            // cannot open shared object file").
            let lib = Library::new(library).map_err(|e| e.to_string())?;
            macro_rules! sym {
                ($name:literal) => {
                    *lib.get($name).map_err(|e| format!("{library}: {e}"))?
                };
            }
            let quiet: Result<
                libloading::Symbol<unsafe extern "C" fn(Option<ErrorHandler>) -> c_int>,
                _,
            > = lib.get(b"snd_lib_error_set_handler\0");
            if let Ok(set_handler) = quiet {
                // No device is normal (a server, CI): our one log line says
                // so, not ALSA's own lines on stderr.
                set_handler(Some(ignore_alsa_error));
            }
            Ok(Api {
                open: sym!(b"snd_pcm_open\0"),
                set_params: sym!(b"snd_pcm_set_params\0"),
                writei: sym!(b"snd_pcm_writei\0"),
                recover: sym!(b"snd_pcm_recover\0"),
                prepare: sym!(b"snd_pcm_prepare\0"),
                drain: sym!(b"snd_pcm_drain\0"),
                close: sym!(b"snd_pcm_close\0"),
                strerror: sym!(b"snd_strerror\0"),
                _library: lib,
            })
        }
    }

    fn error(&self, code: c_int) -> String {
        // SAFETY: snd_strerror returns a static C string for any code.
        unsafe {
            let text = (self.strerror)(code);
            if text.is_null() {
                format!("error {code}")
            } else {
                CStr::from_ptr(text).to_string_lossy().into_owned()
            }
        }
    }
}

unsafe extern "C" fn ignore_alsa_error(
    _file: *const c_char,
    _line: c_int,
    _function: *const c_char,
    _err: c_int,
    _fmt: *const c_char,
) {
}

/// An open ALSA playback device: 16-bit mono at [`SAMPLE_RATE`].
pub struct AlsaOutput {
    api: Api,
    pcm: Pcm,
    /// Written to since the last drain (a drained device is prepared again
    /// before the next write).
    playing: bool,
    samples: Vec<i16>,
}

// SAFETY: the PCM handle is used by one thread at a time (the sound
// thread that owns the output); ALSA allows that.
unsafe impl Send for AlsaOutput {}

impl AlsaOutput {
    /// Opens `device` (`default`: the desktop's chosen output) through the
    /// library named `library`; says what is missing when it cannot.
    pub fn open(library: &str, device: &str) -> Result<AlsaOutput, String> {
        let api = Api::load(library)?;
        let name = CString::new(device).map_err(|_| format!("bad device name {device:?}"))?;
        let mut pcm: Pcm = std::ptr::null_mut();
        // SAFETY: `pcm` is a valid out-pointer, `name` a C string.
        let err = unsafe { (api.open)(&mut pcm, name.as_ptr(), STREAM_PLAYBACK, 0) };
        if err < 0 || pcm.is_null() {
            return Err(format!("sound device `{device}`: {}", api.error(err)));
        }
        // SAFETY: `pcm` was opened above.
        let err = unsafe {
            (api.set_params)(
                pcm,
                FORMAT_S16,
                ACCESS_RW_INTERLEAVED,
                1,
                SAMPLE_RATE,
                1,
                LATENCY_US,
            )
        };
        if err < 0 {
            let message = api.error(err);
            // SAFETY: closed once, not used after.
            unsafe { (api.close)(pcm) };
            return Err(format!("sound device `{device}`: {message}"));
        }
        Ok(AlsaOutput {
            api,
            pcm,
            playing: false,
            samples: Vec::new(),
        })
    }
}

impl Output for AlsaOutput {
    fn write(&mut self, block: &[f32]) -> Result<(), String> {
        if !self.playing {
            // SAFETY: an open PCM; preparing a prepared one is harmless.
            unsafe { (self.api.prepare)(self.pcm) };
            self.playing = true;
        }
        self.samples.clear();
        self.samples.extend(
            block
                .iter()
                .map(|x| (x.clamp(-1.0, 1.0) * i16::MAX as f32) as i16),
        );
        let mut done = 0;
        while done < self.samples.len() {
            let left = &self.samples[done..];
            // SAFETY: `left` holds `left.len()` mono frames of S16.
            let n =
                unsafe { (self.api.writei)(self.pcm, left.as_ptr().cast(), left.len() as c_ulong) };
            if n < 0 {
                // An underrun (the game was busy) or a suspend: recover
                // and write again; anything else ends the sound.
                // SAFETY: an open PCM and the error it returned.
                let err = unsafe { (self.api.recover)(self.pcm, n as c_int, 1) };
                if err < 0 {
                    return Err(self.api.error(err));
                }
            } else {
                done += n as usize;
            }
        }
        Ok(())
    }

    fn pause(&mut self) {
        if self.playing {
            // SAFETY: an open PCM; drain plays what was written, then stops.
            unsafe { (self.api.drain)(self.pcm) };
            self.playing = false;
        }
    }
}

impl Drop for AlsaOutput {
    fn drop(&mut self) {
        // SAFETY: opened in `open`, closed once here.
        unsafe { (self.api.close)(self.pcm) };
    }
}
