//! Starting the graphics: the backends this build has are tried in turn
//! (the player's `WGPU_BACKEND` first) until one gives a device, so a
//! backend that fails (DX12 under Wine, an old driver) does not end the
//! game; when none starts, the player reads why and what to do instead of
//! the engine's panic.

use crate::quiet_panic;
use bevy::render::renderer::initialize_renderer;
use bevy::render::settings::{Backends, RenderCreation, WgpuSettings};

/// The backends this build can draw with, in the order they are tried
/// when the player chose none: the platform's own first. (Bevy builds
/// Vulkan, DX12 and Metal where they exist, not GL.)
pub const BACKENDS: &[Backends] = if cfg!(target_os = "windows") {
    &[Backends::VULKAN, Backends::DX12]
} else if cfg!(target_os = "macos") {
    &[Backends::METAL, Backends::VULKAN]
} else {
    &[Backends::VULKAN]
};

/// The graphics that started: the renderer for the engine, and on which
/// backend, after which failures.
pub struct Started {
    pub render_creation: RenderCreation,
    pub backend: &'static str,
    /// The backends tried before, each with why it did not start.
    pub failed: Vec<(&'static str, String)>,
}

/// The name a backend has in `WGPU_BACKEND`.
pub fn backend_name(backend: Backends) -> &'static str {
    match backend {
        b if b == Backends::VULKAN => "vulkan",
        b if b == Backends::DX12 => "dx12",
        b if b == Backends::METAL => "metal",
        b if b == Backends::GL => "gl",
        _ => "several",
    }
}

/// The order to try: the player's choice (`WGPU_BACKEND`, as wgpu reads
/// it), then the build's other backends.
pub fn backend_order(choice: Option<Backends>) -> Vec<Backends> {
    let mut order: Vec<Backends> = choice.filter(|c| !c.is_empty()).into_iter().collect();
    for &backend in BACKENDS {
        if !order.contains(&backend) {
            order.push(backend);
        }
    }
    order
}

/// Starts the renderer on the first of `order` that gives a device
/// (probed as the engine itself would, with no window yet), or says, in
/// words for the player, that none did.
pub fn start_renderer(order: &[Backends]) -> Result<Started, String> {
    // The engine's defaults (they read WGPU_POWER_PREF and the like); only
    // the backend changes from try to try.
    let base = WgpuSettings::default();
    let mut failed = Vec::new();
    let mut started = None;
    for &backend in order {
        let settings = WgpuSettings {
            backends: Some(backend),
            ..base.clone()
        };
        // A backend that fails panics inside the engine: quietly, as each
        // failure is told below.
        let made = quiet_panic::catch(|| {
            bevy::tasks::block_on(initialize_renderer(backend, None, &settings))
        });
        match made {
            Ok(resources) => {
                started = Some((backend, resources));
                break;
            }
            Err(panic) => failed.push((backend_name(backend), panic_text(panic.as_ref()))),
        }
    }
    match started {
        Some((backend, resources)) => Ok(Started {
            render_creation: RenderCreation::Manual(resources),
            backend: backend_name(backend),
            failed,
        }),
        None => Err(none_started(&failed)),
    }
}

/// What a panic said.
fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    let text = quiet_panic::message(panic).unwrap_or("it failed without a message");
    // The engine's Linux advice points at build dependencies: not the
    // player's concern.
    text.split(" For extra information")
        .next()
        .unwrap_or(text)
        .to_string()
}

/// The message when no backend started.
pub fn none_started(failed: &[(&'static str, String)]) -> String {
    let mut text =
        String::from("the game window cannot start: no graphics backend of this computer works.\n");
    for (backend, why) in failed {
        text.push_str(&format!("  {backend}: {why}\n"));
    }
    text.push_str(
        "Update the graphics driver, from the maker of the graphics card or the \
system's updates.",
    );
    if cfg!(target_os = "linux") {
        text.push_str(
            " Mesa's Vulkan drivers (the package mesa-vulkan-drivers on Debian, \
Ubuntu and Fedora) draw the game even without a graphics card.",
        );
    }
    text.push('\n');
    if BACKENDS.len() > 1 {
        let names: Vec<&str> = BACKENDS.iter().map(|b| backend_name(*b)).collect();
        text.push_str(&format!(
            "To choose a backend, start the game with the environment variable \
WGPU_BACKEND set to one of {} (for example WGPU_BACKEND={}).\n",
            names.join(", "),
            names[names.len() - 1]
        ));
    }
    text.push_str(
        "The commands replay, simulate, arena, suggest and review need no graphics: \
see `carcassonne --help`.",
    );
    text
}

/// Shows why the window cannot start where the terminal would not: a
/// Windows release build started from the desktop has no console, so the
/// message goes in a message box there (from a terminal, it is printed).
#[cfg(windows)]
pub fn show_without_console(message: &str) {
    use std::ffi::c_void;
    // The Win32 names, as the system's libraries spell them.
    #[allow(non_snake_case)]
    #[link(name = "kernel32")]
    unsafe extern "system" {
        fn GetConsoleWindow() -> *mut c_void;
    }
    #[allow(non_snake_case)]
    #[link(name = "user32")]
    unsafe extern "system" {
        fn MessageBoxW(
            window: *mut c_void,
            text: *const u16,
            caption: *const u16,
            kind: u32,
        ) -> i32;
    }
    const MB_ICONERROR: u32 = 0x10;
    let wide = |s: &str| s.encode_utf16().chain([0]).collect::<Vec<u16>>();
    // SAFETY: no arguments; returns null when this process has no console.
    if !unsafe { GetConsoleWindow() }.is_null() {
        return;
    }
    let (text, caption) = (wide(message), wide(crate::TITLE));
    // SAFETY: both strings are NUL-terminated UTF-16 that outlive the call;
    // a null owner window is allowed.
    unsafe {
        MessageBoxW(
            std::ptr::null_mut(),
            text.as_ptr(),
            caption.as_ptr(),
            MB_ICONERROR,
        );
    }
}

/// Elsewhere the terminal, or the desktop's log of the program, has it.
#[cfg(not(windows))]
pub fn show_without_console(_message: &str) {}
