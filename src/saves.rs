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

/// The folder of named saves: the one the new-game screen lists and
/// `carcassonne paths` names.
pub fn saves_dir() -> Option<std::path::PathBuf> {
    data_dir().map(|d| d.join("saves"))
}

/// The most saves whose players and moves the list reads, newest first (a
/// folder of thousands lists the older ones by name and time only).
pub const SUMMARISED: usize = 100;

/// A file larger than this is not read for the list: a whole game's record
/// is a few kilobytes.
pub const MAX_SUMMARISED_BYTES: u64 = 1 << 20;

/// A named save as the new-game screen lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The file's name without `.ron`: the name it was saved under.
    pub name: String,
    /// When the file was last written, if the system says.
    pub saved: Option<std::time::SystemTime>,
    /// What the record holds, if it reads as a game.
    pub summary: Option<SaveSummary>,
}

/// Who plays a saved game and how far it went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveSummary {
    pub players: Vec<String>,
    pub moves: usize,
    pub finished: bool,
}

impl SaveSummary {
    /// What a game record holds, replayed on `catalog` (a record that does
    /// not replay has none).
    pub fn of(path: &Path, catalog: std::sync::Arc<crate::rules::TileCatalog>) -> Option<Self> {
        let (record, game) = load_game(path, catalog).ok()?;
        Some(SaveSummary {
            players: record.players,
            moves: record.moves.len(),
            finished: game.is_finished(),
        })
    }
}

/// The named saves in `dir` (`*.ron`), newest first; the newest
/// [`SUMMARISED`] of them read for their players and moves. A folder that
/// is not there has none.
pub fn list_saves(
    dir: &Path,
    catalog: &std::sync::Arc<crate::rules::TileCatalog>,
) -> Vec<SavedGame> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(SavedGame, u64)> = entries
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "ron"))
        .filter_map(|e| {
            let meta = e.metadata().ok().filter(|m| m.is_file())?;
            let name = e.path().file_stem()?.to_string_lossy().into_owned();
            let saved = meta.modified().ok();
            let game = SavedGame {
                name,
                saved,
                summary: None,
            };
            Some((game, meta.len()))
        })
        .collect();
    found.sort_by(|a, b| b.0.saved.cmp(&a.0.saved).then(a.0.name.cmp(&b.0.name)));
    for (game, bytes) in found.iter_mut().take(SUMMARISED) {
        if *bytes <= MAX_SUMMARISED_BYTES {
            let path = dir.join(format!("{}.ron", game.name));
            game.summary = SaveSummary::of(&path, catalog.clone());
        }
    }
    found.into_iter().map(|(game, _)| game).collect()
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
