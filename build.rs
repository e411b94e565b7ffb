//! Builds the table of the default art compiled into the game: every PNG
//! under `assets/tiles/<set>/` and `assets/figures/`, so the game needs no
//! `assets/` folder (see `src/art/built_in.rs`). Only the game window uses
//! it: without the `gui` feature the table is empty and the art is drawn.
//! Also the table of the built-in sounds, `assets/sounds/*.wav`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo"));
    let assets = root.join("assets");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=assets/tiles");
    println!("cargo::rerun-if-changed=assets/figures");
    println!("cargo::rerun-if-changed=assets/sounds");
    write_built_in_sounds(&assets, &out);

    let mut files = Vec::new();
    if std::env::var_os("CARGO_FEATURE_GUI").is_some() {
        for dir in subfolders(&assets.join("tiles"))
            .into_iter()
            .chain([assets.join("figures")])
        {
            files.extend(pngs(&dir));
        }
    }
    files.sort();

    let mut table = String::from(
        "/// The default art compiled into the game: (path under `assets/`, PNG bytes).\n\
         pub(super) static BUILT_IN_ART: &[(&str, &[u8])] = &[\n",
    );
    for file in &files {
        let relative = file
            .strip_prefix(&assets)
            .expect("under assets/")
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join("/");
        // Relative to the crate at compile time: the build script's output is
        // reused by a clone at another path (a shared target folder, CI), and
        // an absolute path would point into the first clone.
        let under_crate = format!("/assets/{relative}");
        writeln!(
            table,
            "    ({relative:?}, include_bytes!(concat!(env!(\"CARGO_MANIFEST_DIR\"), {under_crate:?}))),"
        )
        .expect("writing to a string");
    }
    table.push_str("];\n");
    std::fs::write(out.join("built_in_art.rs"), table).expect("OUT_DIR is writable");
    locales(&assets, &out);
}

/// The translations compiled into the game: every `assets/locales/<lang>/*.ftl`
/// (see `src/i18n/mod.rs`), with or without the window, so the tests of
/// the words run in the fast build too.
fn locales(assets: &Path, out: &Path) {
    println!("cargo::rerun-if-changed=assets/locales");
    let mut files = Vec::new();
    for dir in subfolders(&assets.join("locales")) {
        println!("cargo::rerun-if-changed={}", dir.display());
        let lang = dir
            .file_name()
            .expect("a folder name")
            .to_string_lossy()
            .into_owned();
        let mut ftl: Vec<PathBuf> = std::fs::read_dir(&dir)
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl") && p.is_file())
            .collect();
        ftl.sort();
        for file in ftl {
            let name = file
                .file_name()
                .expect("a file name")
                .to_string_lossy()
                .into_owned();
            files.push((lang.clone(), name, file));
        }
    }
    let mut table = String::from(
        "/// The translations compiled into the game: (language, file name, text).\n\
         pub(super) static BUILT_IN_LOCALES: &[(&str, &str, &str)] = &[\n",
    );
    for (lang, name, file) in &files {
        writeln!(
            table,
            "    ({lang:?}, {name:?}, include_str!({:?})),",
            file.display().to_string()
        )
        .expect("writing to a string");
    }
    table.push_str("];\n");
    std::fs::write(out.join("built_in_locales.rs"), table).expect("OUT_DIR is writable");
}

/// The table's sounds, `assets/sounds/*.wav`, built in with or without the
/// window (they are small, and the tests play them): see `src/sound/bank.rs`.
fn write_built_in_sounds(assets: &Path, out: &Path) {
    let mut files: Vec<PathBuf> = std::fs::read_dir(assets.join("sounds"))
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "wav") && p.is_file())
        .collect();
    files.sort();
    let mut table = String::from(
        "/// The sounds compiled into the game: (file name under `assets/sounds/`, WAV bytes).\n\
         static BUILT_IN_SOUNDS: &[(&str, &[u8])] = &[\n",
    );
    for file in &files {
        let name = file
            .file_name()
            .expect("a file")
            .to_string_lossy()
            .into_owned();
        let under_crate = format!("/assets/sounds/{name}");
        writeln!(
            table,
            "    ({name:?}, include_bytes!(concat!(env!(\"CARGO_MANIFEST_DIR\"), {under_crate:?}))),"
        )
        .expect("writing to a string");
    }
    table.push_str("];\n");
    std::fs::write(out.join("built_in_sounds.rs"), table).expect("OUT_DIR is writable");
}

fn subfolders(dir: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| e.path())
        .collect();
    dirs.sort();
    dirs
}

fn pngs(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "png") && p.is_file())
        .collect()
}
