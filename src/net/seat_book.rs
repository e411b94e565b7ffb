//! The seat secrets a player keeps, one for each room they sit in, beside
//! their saves: what takes a seat back after a lost connection (a name no
//! longer does). A text file of lines `MARK SECRET`, the room's mark
//! telling nothing of its invite's key; the newest rooms are kept. The
//! window and `carcassonne join` keep theirs in the data folder; a book
//! without a file keeps them for the program's run.

use super::invite::Invite;
use std::path::{Path, PathBuf};

/// The most rooms a book remembers (the oldest go).
const KEPT: usize = 64;

/// The largest book file read: a full one is a few kilobytes.
const MAX_FILE_BYTES: u64 = 64 << 10;

/// A player's seat secrets, by room.
#[derive(Clone, Debug, Default)]
pub struct SeatBook {
    path: Option<PathBuf>,
    /// (room mark, secret), oldest first.
    entries: Vec<(String, String)>,
}

impl SeatBook {
    /// A book for this run only.
    pub fn in_memory() -> SeatBook {
        SeatBook::default()
    }

    /// The book in `path` (empty if there is none yet, or it does not read:
    /// a lost secret only means the seat cannot be taken back).
    pub fn at(path: &Path) -> SeatBook {
        let text = std::fs::metadata(path)
            .ok()
            .filter(|m| m.len() <= MAX_FILE_BYTES)
            .and_then(|_| std::fs::read_to_string(path).ok())
            .unwrap_or_default();
        let entries = text
            .lines()
            .filter_map(|line| {
                let (mark, secret) = line.trim().split_once(' ')?;
                let hex = |s: &str, max: usize| {
                    !s.is_empty() && s.len() <= max && s.bytes().all(|b| b.is_ascii_hexdigit())
                };
                (hex(mark, 64) && hex(secret, 64)).then(|| (mark.to_string(), secret.to_string()))
            })
            .take(KEPT)
            .collect();
        SeatBook {
            path: Some(path.to_path_buf()),
            entries,
        }
    }

    /// Where the window and `join` keep their book: `net-seats.txt` in the
    /// data folder.
    pub fn usual_place() -> Option<PathBuf> {
        crate::saves::data_dir().map(|d| d.join("net-seats.txt"))
    }

    /// The file, if the book has one.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The secret of our seat in `invite`'s room, if we keep one.
    pub fn secret(&self, invite: &Invite) -> Option<String> {
        let mark = invite.mark();
        self.entries
            .iter()
            .rev()
            .find(|(m, _)| *m == mark)
            .map(|(_, s)| s.clone())
    }

    /// Keeps `secret` for `invite`'s room (and writes the file, whole).
    pub fn keep(&mut self, invite: &Invite, secret: &str) -> std::io::Result<()> {
        let mark = invite.mark();
        if self.entries.last() == Some(&(mark.clone(), secret.to_string())) {
            return Ok(());
        }
        self.entries.retain(|(m, _)| *m != mark);
        self.entries.push((mark, secret.to_string()));
        let over = self.entries.len().saturating_sub(KEPT);
        self.entries.drain(..over);
        let Some(path) = &self.path else {
            return Ok(());
        };
        let text: String = self
            .entries
            .iter()
            .map(|(m, s)| format!("{m} {s}\n"))
            .collect();
        crate::saves::write_atomically(path, text.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_kept_is_found_again_from_the_file_and_only_for_its_room() {
        let dir = std::env::temp_dir().join(format!("carc-seat-book-{}", std::process::id()));
        let path = dir.join("net-seats.txt");
        let ann = Invite::new("127.0.0.1:7878".parse().unwrap());
        let other = Invite::new("127.0.0.1:7878".parse().unwrap());
        let mut book = SeatBook::at(&path);
        assert_eq!(book.secret(&ann), None);
        book.keep(&ann, "00ff").unwrap();
        let again = SeatBook::at(&path);
        assert_eq!(again.secret(&ann).as_deref(), Some("00ff"));
        assert_eq!(again.secret(&other), None);
        // A damaged file reads as what it holds whole.
        std::fs::write(&path, "nonsense\n\u{1b}[2J x\nabc 12\n").unwrap();
        assert_eq!(SeatBook::at(&path).entries.len(), 1);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
