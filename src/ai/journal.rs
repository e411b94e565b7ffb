//! An arena's journal (`arena --log FILE`): every finished game as one line
//! of JSON under a header naming the arena, so a long measurement can stop
//! and go on another day, and its report still counts every game once.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The first line: which arena the games belong to.
#[derive(Serialize, Deserialize)]
struct Header {
    arena: String,
}

/// One finished game, by its index in the arena: the arena's result
/// (`arena::GameResult`) as it serialises.
#[derive(Serialize, Deserialize)]
struct Entry<R> {
    game: usize,
    result: R,
}

/// An open journal: appends each game as it finishes.
pub struct Journal {
    path: PathBuf,
    file: Mutex<File>,
}

impl Journal {
    /// Opens the journal at `path` for the arena named `arena` (see
    /// `arena::ArenaConfig::identity`), making it if it is not
    /// there; returns the games it already holds, by index. A journal of
    /// another arena is refused; a last line cut short (the program was
    /// stopped while writing) is dropped.
    pub fn open<R: DeserializeOwned>(
        path: &Path,
        arena: &str,
    ) -> Result<(Journal, BTreeMap<usize, R>), String> {
        let named = |e: String| format!("{}: {e}", path.display());
        let mut games = BTreeMap::new();
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(e) => return Err(named(format!("cannot read: {e}"))),
        };
        // Only whole lines count: the rest is a write that was cut short.
        let whole = &text[..text.rfind('\n').map_or(0, |i| i + 1)];
        let mut lines = whole.lines().enumerate();
        if let Some((_, first)) = lines.next() {
            let header: Header = serde_json::from_str(first)
                .map_err(|e| named(format!("line 1 is not an arena journal's header: {e}")))?;
            if header.arena != arena {
                return Err(named(format!(
                    "a journal of another arena ({}); this arena is {arena}",
                    header.arena
                )));
            }
        }
        for (i, line) in lines {
            let entry: Entry<R> = serde_json::from_str(line)
                .map_err(|e| named(format!("line {} is not a game: {e}", i + 1)))?;
            games.entry(entry.game).or_insert(entry.result);
        }
        let file = OpenOptions::new()
            .create(true)
            .write(true)
            .truncate(false)
            .open(path)
            .map_err(|e| named(format!("cannot write: {e}")))?;
        file.set_len(whole.len() as u64)
            .map_err(|e| named(format!("cannot write: {e}")))?;
        let journal = Journal {
            path: path.to_path_buf(),
            file: Mutex::new(file),
        };
        if whole.is_empty() {
            let header = Header {
                arena: arena.to_string(),
            };
            journal.write_line(&serde_json::to_string(&header).expect("plain data"))?;
        }
        Ok((journal, games))
    }

    /// Appends game `game`.
    pub fn add<R: Serialize>(&self, game: usize, result: &R) -> Result<(), String> {
        let entry = Entry { game, result };
        self.write_line(&serde_json::to_string(&entry).expect("plain data"))
    }

    fn write_line(&self, line: &str) -> Result<(), String> {
        use std::io::{Seek, SeekFrom};
        let mut file = self.file.lock().expect("no panic");
        // One write a line, at the end, so a stop leaves whole lines only
        // (or one cut short, which the next open drops).
        file.seek(SeekFrom::End(0))
            .and_then(|_| file.write_all(format!("{line}\n").as_bytes()))
            .and_then(|()| file.flush())
            .map_err(|e| format!("{}: cannot write: {e}", self.path.display()))
    }
}
