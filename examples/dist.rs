//! Makes the download for the desktop it runs on:
//!
//!     cargo run --release --example dist [-- OPTIONS]
//!
//! - Linux: `dist/carcassonne-<version>-linux-<arch>.tar.gz`: the binary, a
//!   `.desktop` entry with its icon and a script that adds it to the menu;
//! - Windows: `dist/carcassonne-<version>-windows-<arch>.zip`: `carcassonne.exe`;
//! - macOS: `dist/carcassonne-<version>-macos-<arch>.zip`: `Carcassonne.app`
//!   (Info.plist, icon).
//!
//! Each holds `assets/` for modders (its README, the example art pack, and
//! copies of the built-in tile sets and art in `originals/`), the licences
//! and a README.txt for players. The game needs none of those
//! files: its tiles and art are built in.
//!
//! Options: `--target TRIPLE` builds for another target (e.g.
//! `x86_64-apple-darwin` on an ARM Mac); `--binary PATH` packs an already
//! built game instead of building it; `--out DIR` (default `dist/`);
//! `--no-archive` leaves the unpacked folder instead of the archive;
//! `--flatpak` (Linux) also makes `carcassonne-<version>-linux-<arch>.flatpak`
//! from the archive with `packaging/flatpak/` (needs flatpak-builder and the
//! Freedesktop runtime and SDK the manifest names).
//! Archives are made with the platform's own tools: `tar` on Linux, `ditto`
//! on macOS, PowerShell's `Compress-Archive` on Windows (elsewhere `zip`,
//! to try a layout).
//!
//! An example, not a `[[bin]]`, so that `cargo install` does not install it.

use carcassonne::art::{encode_png, render_icon};
use carcassonne::{APP_ID, TITLE};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

const VERSION: &str = env!("CARGO_PKG_VERSION");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const NAME: &str = "carcassonne";
const USAGE: &str = "usage: cargo run --release --example dist [-- [--target TRIPLE] [--binary PATH] [--out DIR] [--no-archive] [--flatpak]]";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Os {
    Linux,
    Windows,
    Mac,
}

impl Os {
    fn name(self) -> &'static str {
        match self {
            Os::Linux => "linux",
            Os::Windows => "windows",
            Os::Mac => "macos",
        }
    }
}

struct Options {
    target: Option<String>,
    binary: Option<PathBuf>,
    out: PathBuf,
    archive: bool,
    flatpak: bool,
}

fn main() -> ExitCode {
    match run() {
        Ok(path) => {
            println!("dist: {}", path.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("dist: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<PathBuf, String> {
    let opts = parse(std::env::args().skip(1))?;
    let (os, arch) = platform(opts.target.as_deref())?;
    if opts.flatpak && (os != Os::Linux || !opts.archive) {
        return Err("--flatpak is made from the Linux archive: not with --no-archive or another system's target".into());
    }
    let binary = match &opts.binary {
        Some(path) => path.clone(),
        None => build(opts.target.as_deref())?,
    };
    if !binary.is_file() {
        return Err(format!("{}: no game binary there", binary.display()));
    }
    let package = format!("{NAME}-{VERSION}-{}-{arch}", os.name());
    let stage = opts.out.join(&package);
    if stage.exists() {
        std::fs::remove_dir_all(&stage).map_err(|e| format!("{}: {e}", stage.display()))?;
    }
    match os {
        Os::Linux => stage_linux(&stage, &binary)?,
        Os::Windows => stage_windows(&stage, &binary, opts.target.as_deref(), &arch)?,
        Os::Mac => stage_macos(&stage, &binary)?,
    }
    if !opts.archive {
        return Ok(stage);
    }
    let archive = match os {
        Os::Linux => opts.out.join(format!("{package}.tar.gz")),
        Os::Windows | Os::Mac => opts.out.join(format!("{package}.zip")),
    };
    if archive.exists() {
        std::fs::remove_file(&archive).map_err(|e| format!("{}: {e}", archive.display()))?;
    }
    pack(os, &opts.out, &package, &archive)?;
    std::fs::remove_dir_all(&stage).map_err(|e| format!("{}: {e}", stage.display()))?;
    if opts.flatpak {
        println!("dist: {}", archive.display());
        return flatpak(&opts.out, &archive, &format!("{package}.flatpak"));
    }
    Ok(archive)
}

/// The Flatpak bundle `name` in `out`, built by flatpak-builder from the
/// Linux `archive` with the manifest and metainfo in `packaging/flatpak/`.
fn flatpak(out: &Path, archive: &Path, name: &str) -> Result<PathBuf, String> {
    let packaging = Path::new(ROOT).join("packaging").join("flatpak");
    let manifest = format!("{APP_ID}.yml");
    let metainfo = format!("{APP_ID}.metainfo.xml");
    let listed = std::fs::read_to_string(packaging.join(&metainfo))
        .map_err(|e| format!("{}: {e}", packaging.join(&metainfo).display()))?;
    // Software centres show the newest release listed: it must be this one.
    if !listed.contains(&format!("<release version=\"{VERSION}\"")) {
        return Err(format!(
            "{}: no <release version=\"{VERSION}\" date=\"...\"/> for this version; add it",
            packaging.join(&metainfo).display()
        ));
    }
    let build = out.join("flatpak-build");
    if build.exists() {
        std::fs::remove_dir_all(&build).map_err(|e| format!("{}: {e}", build.display()))?;
    }
    for file in [&manifest, &metainfo] {
        copy(&packaging.join(file), &build.join(file), false)?;
    }
    // The manifest names the archive without its version.
    copy(archive, &build.join(format!("{NAME}-linux.tar.gz")), false)?;
    run_tool(
        Command::new("flatpak-builder")
            .args([
                "--force-clean",
                "--disable-rofiles-fuse",
                "--repo=repo",
                "app",
            ])
            .arg(&manifest)
            .current_dir(&build),
    )?;
    let bundle = out.join(name);
    run_tool(
        Command::new("flatpak")
            .args(["build-bundle", "repo"])
            .arg(std::path::absolute(&bundle).map_err(|e| format!("{}: {e}", bundle.display()))?)
            .arg(APP_ID)
            .current_dir(&build),
    )?;
    std::fs::remove_dir_all(&build).map_err(|e| format!("{}: {e}", build.display()))?;
    Ok(bundle)
}

fn parse(mut args: impl Iterator<Item = String>) -> Result<Options, String> {
    let mut opts = Options {
        target: None,
        binary: None,
        out: Path::new(ROOT).join("dist"),
        archive: true,
        flatpak: false,
    };
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value\n{USAGE}"));
        match arg.as_str() {
            "--target" => opts.target = Some(value()?),
            "--binary" => opts.binary = Some(PathBuf::from(value()?)),
            "--out" => opts.out = PathBuf::from(value()?),
            "--no-archive" => opts.archive = false,
            "--flatpak" => opts.flatpak = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    Ok(opts)
}

/// The desktop and CPU of `target`, or of this machine.
fn platform(target: Option<&str>) -> Result<(Os, String), String> {
    let Some(triple) = target else {
        let os = match std::env::consts::OS {
            "linux" => Os::Linux,
            "windows" => Os::Windows,
            "macos" => Os::Mac,
            other => return Err(format!("no bundle for {other}")),
        };
        return Ok((os, std::env::consts::ARCH.to_string()));
    };
    let arch = triple.split('-').next().unwrap_or(triple).to_string();
    let os = if triple.contains("-linux") {
        Os::Linux
    } else if triple.contains("-windows") {
        Os::Windows
    } else if triple.contains("-apple-darwin") {
        Os::Mac
    } else {
        return Err(format!("no bundle for target {triple}"));
    };
    Ok((os, arch))
}

/// `cargo build --release --locked --bin carcassonne`; the binary's path.
fn build(target: Option<&str>) -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(ROOT).args([
        "build",
        "--release",
        "--locked",
        "--bin",
        NAME,
        "--message-format=json-render-diagnostics",
    ]);
    if let Some(t) = target {
        cmd.args(["--target", t]);
    }
    eprintln!("dist: building the game (cargo build --release)");
    let out = cmd
        .stderr(std::process::Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !out.status.success() {
        return Err("the build failed".into());
    }
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|m| m["reason"] == "compiler-artifact" && m["target"]["name"] == NAME)
        .find_map(|m| m["executable"].as_str().map(PathBuf::from))
        .ok_or("cargo named no game binary".into())
}

// ---------------------------------------------------------------- layouts

fn stage_linux(stage: &Path, binary: &Path) -> Result<(), String> {
    copy(binary, &stage.join(NAME), true)?;
    strip(&stage.join(NAME), Os::Linux)?;
    write(
        &stage.join(format!("{NAME}.png")),
        &encode_png(&render_icon(256)),
    )?;
    write(
        &stage.join(format!("{NAME}.desktop")),
        desktop_entry(NAME).as_bytes(),
    )?;
    write_script(&stage.join("add-to-menu.sh"), ADD_TO_MENU)?;
    common(stage, &stage.join("assets"), Os::Linux)
}

fn stage_windows(
    stage: &Path,
    binary: &Path,
    target: Option<&str>,
    arch: &str,
) -> Result<(), String> {
    let exe = stage.join(format!("{NAME}.exe"));
    copy(binary, &exe, true)?;
    // MinGW keeps the symbols in the exe (the .pdb beside it is MSVC's):
    // its own strip drops them, a third of the download.
    let gnu = target.map_or(cfg!(all(windows, target_env = "gnu")), |t| {
        t.ends_with("-windows-gnu")
    });
    if gnu {
        let tool = if cfg!(windows) {
            "strip".to_string()
        } else {
            format!("{arch}-w64-mingw32-strip")
        };
        run_tool(Command::new(tool).arg(&exe))?;
    }
    common(stage, &stage.join("assets"), Os::Windows)
}

fn stage_macos(stage: &Path, binary: &Path) -> Result<(), String> {
    let app = stage.join(format!("{TITLE}.app"));
    let contents = app.join("Contents");
    copy(binary, &contents.join("MacOS").join(NAME), true)?;
    strip(&contents.join("MacOS").join(NAME), Os::Mac)?;
    write(&contents.join("Info.plist"), info_plist().as_bytes())?;
    let icon = contents.join("Resources").join(format!("{NAME}.icns"));
    write(&icon, &icns()?)?;
    common(stage, &contents.join("Resources").join("assets"), Os::Mac)?;
    if cfg!(target_os = "macos") {
        // Stripping voids the linker's ad-hoc signature, which Apple
        // silicon requires; sign the whole app ad hoc again.
        run_tool(
            Command::new("codesign")
                .args(["--force", "--deep", "--sign", "-"])
                .arg(&app),
        )?;
    }
    Ok(())
}

/// Drops the symbol table (a third of the binary) with the platform's
/// `strip`, when packing for the machine this runs on. Windows binaries
/// are stripped in `stage_windows`.
fn strip(binary: &Path, os: Os) -> Result<(), String> {
    let here = match std::env::consts::OS {
        "linux" => Os::Linux,
        "macos" => Os::Mac,
        _ => return Ok(()),
    };
    if os != here {
        return Ok(());
    }
    run_tool(Command::new("strip").arg(binary))
}

fn run_tool(cmd: &mut Command) -> Result<(), String> {
    let program = format!("{:?}", cmd.get_program());
    match cmd.status() {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => Err(format!("{program} failed ({s})")),
        Err(e) => Err(format!("cannot run {program}: {e}")),
    }
}

/// What every bundle holds besides the game: licences, README.txt, and
/// `assets/` for modders: its README, the example art pack, and in
/// `originals/` copies of the built-in tile sets, art and sounds to start from
/// (the game reads no file there).
fn common(stage: &Path, assets: &Path, os: Os) -> Result<(), String> {
    for file in ["LICENSE-MIT", "LICENSE-APACHE"] {
        copy(&Path::new(ROOT).join(file), &stage.join(file), false)?;
    }
    // The built-in fonts' own licences (SIL Open Font License) go with them.
    for file in ["OFL-EBGaramond.txt", "OFL-Cinzel.txt"] {
        let from = Path::new(ROOT).join("assets").join("fonts").join(file);
        copy(&from, &stage.join(file), false)?;
    }
    write(&stage.join("README.txt"), readme(os).as_bytes())?;
    let source = Path::new(ROOT).join("assets");
    copy(&source.join("README.md"), &assets.join("README.md"), false)?;
    copy_tree(
        &source.join("art-packs").join("example-autumn"),
        &assets.join("art-packs").join("example-autumn"),
    )?;
    let originals = assets.join("originals");
    copy_tree(&source.join("tiles"), &originals.join("tiles"))?;
    copy_tree(&source.join("figures"), &originals.join("figures"))?;
    copy_tree(&source.join("sounds"), &originals.join("sounds"))?;
    copy_tree(&source.join("fonts"), &originals.join("fonts"))?;
    copy(
        &source.join("contact-sheet.png"),
        &originals.join("contact-sheet.png"),
        false,
    )
}

fn pack(os: Os, out: &Path, package: &str, archive: &Path) -> Result<(), String> {
    let archive_name = archive
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(package);
    let mut cmd = match os {
        Os::Linux => {
            let mut c = Command::new("tar");
            c.args(["-czf", archive_name, package]);
            c
        }
        Os::Mac if cfg!(target_os = "macos") => {
            let mut c = Command::new("ditto");
            c.args([
                "-c",
                "-k",
                "--sequesterRsrc",
                "--keepParent",
                package,
                archive_name,
            ]);
            c
        }
        Os::Windows if cfg!(windows) => {
            let mut c = Command::new("powershell");
            c.args([
                "-NoProfile",
                "-Command",
                &format!("Compress-Archive -Path '{package}' -DestinationPath '{archive_name}'"),
            ]);
            c
        }
        // Trying a Windows or macOS layout elsewhere.
        Os::Windows | Os::Mac => {
            let mut c = Command::new("zip");
            c.args(["-q", "-r", "-y", archive_name, package]);
            c
        }
    };
    run_tool(cmd.current_dir(out)).map_err(|e| format!("{e} making {}", archive.display()))
}

// ---------------------------------------------------------------- files

fn desktop_entry(exec: &str) -> String {
    format!(
        "[Desktop Entry]\n\
         Type=Application\n\
         Name={TITLE}\n\
         GenericName=Tile-laying board game\n\
         Comment=Hot-seat Carcassonne for two to six players\n\
         Exec={exec}\n\
         Icon={NAME}\n\
         Terminal=false\n\
         Categories=Game;BoardGame;\n\
         StartupWMClass={APP_ID}\n"
    )
}

/// Adds the game to the desktop's application menu, for this user.
const ADD_TO_MENU: &str = r#"#!/bin/sh
# Adds Carcassonne to your application menu (for your user only): the menu
# entry starts the game from this folder, so keep the folder where it is.
set -e
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
mkdir -p "$data/applications" "$data/icons/hicolor/256x256/apps"
cp "$here/carcassonne.png" "$data/icons/hicolor/256x256/apps/carcassonne.png"
sed "s|^Exec=.*|Exec=\"$here/carcassonne\"|" "$here/carcassonne.desktop" \
  > "$data/applications/carcassonne.desktop"
echo "Carcassonne is in your application menu (it may take a moment to show)."
"#;

fn info_plist() -> String {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>CFBundleDevelopmentRegion</key>
    <string>en</string>
    <key>CFBundleDisplayName</key>
    <string>{TITLE}</string>
    <key>CFBundleExecutable</key>
    <string>{NAME}</string>
    <key>CFBundleIconFile</key>
    <string>{NAME}.icns</string>
    <key>CFBundleIdentifier</key>
    <string>{APP_ID}</string>
    <key>CFBundleInfoDictionaryVersion</key>
    <string>6.0</string>
    <key>CFBundleName</key>
    <string>{TITLE}</string>
    <key>CFBundlePackageType</key>
    <string>APPL</string>
    <key>CFBundleShortVersionString</key>
    <string>{VERSION}</string>
    <key>CFBundleVersion</key>
    <string>{VERSION}</string>
    <key>LSApplicationCategoryType</key>
    <string>public.app-category.board-games</string>
    <key>LSMinimumSystemVersion</key>
    <string>11.0</string>
    <key>NSHighResolutionCapable</key>
    <true/>
</dict>
</plist>
"#
    )
}

/// A macOS icon file: the icon at each size Finder and the Dock use, as PNGs.
fn icns() -> Result<Vec<u8>, String> {
    let sizes: [(&[u8; 4], u32); 7] = [
        (b"icp4", 16),
        (b"icp5", 32),
        (b"icp6", 64),
        (b"ic07", 128),
        (b"ic08", 256),
        (b"ic09", 512),
        (b"ic10", 1024),
    ];
    let mut body = Vec::new();
    for (kind, px) in sizes {
        let png = encode_png(&render_icon(px));
        body.extend_from_slice(kind);
        body.extend_from_slice(&(png.len() as u32 + 8).to_be_bytes());
        body.extend_from_slice(&png);
    }
    let mut file = b"icns".to_vec();
    file.extend_from_slice(&(body.len() as u32 + 8).to_be_bytes());
    file.extend_from_slice(&body);
    Ok(file)
}

fn readme(os: Os) -> String {
    let (start, menu, notes) = match os {
        Os::Linux => (
            "Start `carcassonne` in this folder (double-click it, or run\n`./carcassonne`).",
            "To add it to your application menu, run `./add-to-menu.sh` once.\n\
             It needs a Vulkan driver (Mesa's, on most systems) and X11 (or\n\
             XWayland, which Wayland desktops run for X11 programs).\n",
            "",
        ),
        Os::Windows => (
            "Start `carcassonne.exe` in this folder.",
            "",
            "Windows may warn about a program from an unknown publisher (the\n\
             game is not signed): \"More info\", then \"Run anyway\".\n\
             Run from a terminal, the commands print there; in cmd,\n\
             `start /wait carcassonne replay game.ron` waits for them.\n",
        ),
        Os::Mac => (
            "Drag `Carcassonne.app` to Applications and open it.",
            "",
            "The app is not signed: the first time, right-click it and choose\n\
             \"Open\", then \"Open\" again (or System Settings, Privacy &\n\
             Security, \"Open Anyway\").\n",
        ),
    };
    let binary = match os {
        Os::Windows => "carcassonne.exe",
        Os::Mac => "Carcassonne.app/Contents/MacOS/carcassonne",
        Os::Linux => "./carcassonne",
    };
    format!(
        "Carcassonne {VERSION}\n\
         =================\n\n\
         A free hot-seat Carcassonne for two to six friends at one computer.\n\n\
         {start}\n{menu}\n{notes}\n\
         Saves, settings and your own art packs live in your user folders,\n\
         so this folder can be replaced by a newer version at any time.\n\
         `{binary} paths` prints where.\n\n\
         Modding\n-------\n\
         The game's tiles and art are built in. Files in an `assets` folder\n\
         beside the game, or in the data folder (see `paths`), replace\n\
         them one by one: see assets/README.md. assets/originals/ holds\n\
         copies of the game's own files to start from, assets/art-packs/\n\
         an example art pack.\n\n\
         Command line\n------------\n\
         {binary} replay RECORD [--final] [--json]\n\
         {binary} simulate --games N --players P --seed S\n\
         {binary} --help\n\n\
         Licence\n-------\n\
         MIT or Apache-2.0, at your choice: LICENSE-MIT, LICENSE-APACHE.\n\
         The fonts built in, EB Garamond and Cinzel, are under the SIL Open\n\
         Font License 1.1: OFL-EBGaramond.txt, OFL-Cinzel.txt.\n"
    )
}

// ---------------------------------------------------------------- helpers

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))
}

fn write_script(path: &Path, text: &str) -> Result<(), String> {
    write(path, text.as_bytes())?;
    set_executable(path)
}

fn copy(from: &Path, to: &Path, executable: bool) -> Result<(), String> {
    if let Some(dir) = to.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::copy(from, to).map_err(|e| format!("{} → {}: {e}", from.display(), to.display()))?;
    if executable {
        set_executable(to)?;
    }
    Ok(())
}

fn copy_tree(from: &Path, to: &Path) -> Result<(), String> {
    let entries = std::fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", from.display()))?;
        let path = entry.path();
        let target = to.join(entry.file_name());
        if path.is_dir() {
            copy_tree(&path, &target)?;
        } else {
            copy(&path, &target, false)?;
        }
    }
    Ok(())
}

#[cfg(unix)]
fn set_executable(path: &Path) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755))
        .map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(not(unix))]
fn set_executable(_path: &Path) -> Result<(), String> {
    Ok(())
}
