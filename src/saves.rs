//! Files that must never be half-written: saves and settings are written to a
//! temporary file, flushed to disk, then renamed over the old one.

use std::io::Write;
use std::path::Path;

/// Writes `bytes` to `path` so that a crash at any moment leaves either the
/// old file or the new one, never a mix.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "save".into());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path)?;
    // Make the rename itself durable where the platform allows it.
    #[cfg(unix)]
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Writes a host's secret (32 bytes, as base64url) to `path`, whole, and
/// readable by its owner only: it opens every room of the host.
pub fn write_secret(path: &Path, secret: &[u8; 32]) -> std::io::Result<()> {
    let text = data_encoding::BASE64URL_NOPAD.encode(secret);
    write_atomically(path, text.as_bytes())?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))?;
    }
    Ok(())
}

/// A host's secret written by [`write_secret`], if the file is there.
pub fn read_secret(path: &Path) -> Result<Option<[u8; 32]>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    data_encoding::BASE64URL_NOPAD
        .decode(text.trim().as_bytes())
        .ok()
        .and_then(|b| <[u8; 32]>::try_from(b.as_slice()).ok())
        .map(Some)
        .ok_or_else(|| format!("{}: not a secret this program wrote", path.display()))
}

/// The folder for saves: `CARCASSONNE_DATA`, else the platform's data folder.
pub fn data_dir() -> Option<std::path::PathBuf> {
    if let Some(p) = std::env::var_os("CARCASSONNE_DATA") {
        return Some(std::path::PathBuf::from(p));
    }
    dirs::data_dir().map(|d| d.join("carcassonne"))
}

/// The autosave written after every confirmed turn.
pub fn autosave_path() -> Option<std::path::PathBuf> {
    data_dir().map(|d| d.join("autosave.ron"))
}

/// The folder of named saves.
pub fn saves_dir() -> Option<std::path::PathBuf> {
    data_dir().map(|d| d.join("saves"))
}

/// Reads a save as a game record; every problem is a message naming the file.
pub fn read_record(path: &Path) -> Result<crate::rules::record::GameRecord, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: cannot read the file: {e}", path.display()))?;
    crate::rules::record::GameRecord::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Reads and replays a save; every problem is a message naming the file.
pub fn load_game(
    path: &Path,
    catalog: std::sync::Arc<crate::rules::TileCatalog>,
) -> Result<(crate::rules::record::GameRecord, crate::rules::Game), String> {
    let record = read_record(path)?;
    let game = record
        .replay(catalog)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok((record, game))
}
