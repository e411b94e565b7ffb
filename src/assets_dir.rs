//! Finding the `assets/` folder: beside the executable for a shipped game,
//! the package root under `cargo run`, or `CARCASSONNE_ASSETS`.

use std::path::PathBuf;

/// The assets folder this run reads tile sets and art from.
pub fn assets_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("CARCASSONNE_ASSETS") {
        return PathBuf::from(dir);
    }
    if let Some(dir) = std::env::var_os("CARGO_MANIFEST_DIR") {
        let p = PathBuf::from(dir).join("assets");
        if p.is_dir() {
            return p;
        }
    }
    if let Ok(exe) = std::env::current_exe() {
        // target/<profile>/carcassonne → <root>/assets, or assets beside the binary.
        for dir in exe.ancestors().skip(1).take(4) {
            let p = dir.join("assets");
            if p.join("tiles").is_dir() {
                return p;
            }
        }
    }
    let compiled = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets");
    if compiled.is_dir() {
        return compiled;
    }
    PathBuf::from("assets")
}
