//! The `carcassonne` binary: headless commands, or the game window.

// Windows release builds are GUI programs: no console window opens beside
// the game. Started from a terminal, they print there (see below).
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use carcassonne::cli::Outcome;

fn main() -> std::process::ExitCode {
    #[cfg(windows)]
    attach_parent_console();
    let args: Vec<String> = std::env::args().skip(1).collect();
    match carcassonne::cli::run(&args) {
        Outcome::Print(out) => {
            print!("{out}");
            if !out.ends_with('\n') {
                println!();
            }
            std::process::ExitCode::SUCCESS
        }
        Outcome::Fail { message, code } => {
            eprintln!("{message}");
            std::process::ExitCode::from(code)
        }
        Outcome::Play => play(&args),
    }
}

#[cfg(feature = "gui")]
fn play(args: &[String]) -> std::process::ExitCode {
    carcassonne::app::run(args)
}

#[cfg(not(feature = "gui"))]
fn play(_args: &[String]) -> std::process::ExitCode {
    eprintln!("this build has no game window (built without the `gui` feature)");
    eprintln!("{}", carcassonne::cli::USAGE);
    std::process::ExitCode::FAILURE
}

/// Sends the output of `replay`, `simulate` and the logs to the terminal the
/// game was started from, if any (a GUI program has no console of its own;
/// output redirected to a file or pipe goes there as usual). The prompt
/// may come back before the output: `start /wait carcassonne ...` in cmd or
/// `carcassonne ... | Out-Host` in PowerShell waits for it.
#[cfg(windows)]
fn attach_parent_console() {
    #[link(name = "kernel32")]
    unsafe extern "system" {
        #[link_name = "AttachConsole"]
        fn attach_console(process_id: u32) -> i32;
    }
    const ATTACH_PARENT_PROCESS: u32 = u32::MAX;
    // SAFETY: a Win32 call without pointers; it fails harmlessly when the
    // parent has no console or this process already has one.
    unsafe {
        attach_console(ATTACH_PARENT_PROCESS);
    }
}
