//! The sound generator: synthesises the table's sounds (see
//! `carcassonne::sound::synth`) into WAV files under `assets/sounds/`.
//!
//! `cargo run --release --no-default-features --bin soundgen [-- --out DIR]`
//! writes under `DIR/sounds/` (default: the first assets override folder;
//! under `cargo run` that is the package's `assets/`).

use carcassonne::assets_dir::override_dirs;
use carcassonne::sound::synth::synthesise;
use carcassonne::sound::{Cue, encode_wav, seconds};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: soundgen [--out DIR]";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("soundgen: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let mut out = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--out" => {
                out = Some(PathBuf::from(
                    args.next()
                        .ok_or(format!("--out needs a folder\n{USAGE}"))?,
                ))
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    let out = out
        .or_else(|| override_dirs().into_iter().next())
        .ok_or(format!(
            "no assets folder to write to: give --out DIR\n{USAGE}"
        ))?;
    let dir = out.join("sounds");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for cue in Cue::ALL {
        let samples = synthesise(cue);
        let path = out.join(cue.asset_path());
        std::fs::write(&path, encode_wav(&samples))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        println!("{} ({:.2} s)", path.display(), seconds(samples.len()));
    }
    Ok(())
}
