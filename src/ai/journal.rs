//! An arena's journal (`arena --log FILE`): every finished game as one line
//! of JSON under a header naming the arena, so a long measurement can stop
//! and go on another day, and its report still counts every game once.

use super::arena::{ArenaConfig, GameResult, play_one};
use crate::rules::Game;
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

/// One finished game, by its index in the arena.
#[derive(Serialize, Deserialize)]
struct Entry {
    game: usize,
    result: GameResult,
}

/// An open journal: appends each game as it finishes.
pub struct Journal {
    path: PathBuf,
    file: Mutex<File>,
}

impl Journal {
    /// Opens the journal at `path` for the arena named `arena` (see
    /// [`super::arena::ArenaConfig::identity`]), making it if it is not
    /// there; returns the games it already holds, by index. A journal of
    /// another arena is refused; a last line cut short (the program was
    /// stopped while writing) is dropped.
    pub fn open(
        path: &Path,
        arena: &str,
    ) -> Result<(Journal, BTreeMap<usize, GameResult>), String> {
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
            let entry: Entry = serde_json::from_str(line)
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
    pub fn add(&self, game: usize, result: &GameResult) -> Result<(), String> {
        let entry = Entry {
            game,
            result: result.clone(),
        };
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

/// Before a journal takes more games: its first game (one no program
/// forfeited) played again must end as it did. Games are fixed by their
/// seeds, so a different end means these sides play otherwise than the ones
/// that played the journal (a level is named the same in every build), and
/// their games would mix two computers in one report.
pub(super) fn same_players(
    template: &Game,
    config: &ArenaConfig,
    path: &Path,
    logged: &BTreeMap<usize, GameResult>,
) -> Result<(), String> {
    let Some((&i, then)) = logged.iter().find(|(_, r)| r.forfeit.is_none()) else {
        return Ok(());
    };
    let now = play_one(template, config, i, &mut Default::default())?;
    if now == *then {
        return Ok(());
    }
    let scores = |r: &GameResult| {
        let s: Vec<String> = r.scores.iter().map(u32::to_string).collect();
        s.join("-")
    };
    let ended = if now.scores == then.scores {
        format!("ended {} both times, but by other points", scores(then))
    } else {
        format!("ended {} then and {} now", scores(then), scores(&now))
    };
    // A program that fails now (on a busier machine, say) is named: its
    // game differs for that reason, not for its play.
    let lost = match &now.forfeit {
        Some((side, why)) => format!(
            " ({} lost it now by a hung, failed or illegal answer: {why})",
            ["A", "B"][*side]
        ),
        None => String::new(),
    };
    Err(format!(
        "{}: its games were played by sides that play otherwise: game {i} (deal {}, A in seat {}) \
         {ended}{lost}; measure these sides in a new journal",
        path.display(),
        then.deal,
        then.seat + 1,
    ))
}
