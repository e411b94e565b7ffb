//! Where tile sets and art come from.
//!
//! The standard tile sets and the default art are built into the game, so a
//! copied or installed binary runs with no files beside it. Folders named
//! `assets/` override any of those files for modding: a file at the same
//! relative path (`tiles/base.ron`, `tiles/base/D.png`, `figures/…`,
//! `art-packs/<name>/…`) wins over the built-in one; a file that is not
//! there is simply taken from the game. The folders, most important first:
//!
//! 1. `CARCASSONNE_ASSETS`, when set: then the only one;
//! 2. the package's `assets/` under `cargo run` and `cargo test` (cargo sets
//!    `CARGO_MANIFEST_DIR` at run time), so edits in the source tree show;
//! 3. `assets/` beside the executable, and in a macOS app bundle
//!    `Contents/Resources/assets/`;
//! 4. `assets/` in the player's data folder (beside the saves), which
//!    survives reinstalling the game.
//!
//! Nothing here is compiled in: a binary built elsewhere never looks for the
//! build machine's source folder.

use std::path::{Path, PathBuf};

/// The folder name looked for beside the executable and in the data folder.
pub const ASSETS: &str = "assets";

/// The existing override folders of this run, most important first (see the
/// module documentation). Empty when the game runs on its built-in data only.
pub fn override_dirs() -> Vec<PathBuf> {
    if let Some(dir) = std::env::var_os("CARCASSONNE_ASSETS") {
        return vec![PathBuf::from(dir)];
    }
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf));
    let candidates = [
        std::env::var_os("CARGO_MANIFEST_DIR").map(|d| PathBuf::from(d).join(ASSETS)),
        exe_dir.as_ref().map(|d| d.join(ASSETS)),
        exe_dir
            .as_ref()
            .map(|d| d.join("../Resources").join(ASSETS)),
        crate::saves::data_dir().map(|d| d.join(ASSETS)),
    ];
    let mut dirs: Vec<PathBuf> = Vec::new();
    for dir in candidates.into_iter().flatten() {
        if dir.is_dir() && !dirs.iter().any(|d| same_dir(d, &dir)) {
            dirs.push(dir);
        }
    }
    dirs
}

fn same_dir(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// The first of `layers` that holds `relative` (a path under `assets/`).
pub fn find_file(layers: &[PathBuf], relative: &str) -> Option<PathBuf> {
    layers
        .iter()
        .map(|dir| dir.join(relative))
        .find(|p| p.exists())
}

/// The folders of `layers`, for messages: "a, b" or "no assets folder".
pub fn describe(layers: &[PathBuf]) -> String {
    if layers.is_empty() {
        "no assets folder".to_string()
    } else {
        layers
            .iter()
            .map(|d| d.display().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }
}
