//! The seat secrets a player keeps, one for each seat they sit in, beside
//! their saves: what takes a seat back after a lost connection (a name no
//! longer does). A text file of lines `MARK SECRET`, the mark of the room
//! and the name the seat was taken under, telling nothing of either or of
//! the invite's key; the newest are kept. The window and `carcassonne
//! join` keep theirs in the data folder; a book without a file keeps them
//! for the program's run. Filed by name as well as room because one book
//! serves everyone at the computer: two players there in one room each
//! show their own seat's secret (showing another's takes that seat).

use super::invite::Invite;
use std::path::{Path, PathBuf};

/// The most seats a book remembers (the oldest go).
const KEPT: usize = 64;

/// The largest book file read: a full one is a few kilobytes.
const MAX_FILE_BYTES: u64 = 64 << 10;

/// The seat secrets of a computer's players, by room and name.
#[derive(Clone, Debug, Default)]
pub struct SeatBook {
    path: Option<PathBuf>,
    /// (seat mark, secret), oldest first.
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
        SeatBook {
            path: Some(path.to_path_buf()),
            entries: read_entries(path),
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

    /// The secret of the seat taken under `name` in `invite`'s room, if
    /// we keep one.
    pub fn secret(&self, invite: &Invite, name: &str) -> Option<String> {
        let mark = invite.seat_mark(name);
        self.entries
            .iter()
            .rev()
            .find(|(m, _)| *m == mark)
            .map(|(_, s)| s.clone())
    }

    /// Keeps `secret` for the seat taken under `name` in `invite`'s room
    /// (and writes the file, whole).
    pub fn keep(&mut self, invite: &Invite, name: &str, secret: &str) -> std::io::Result<()> {
        let mark = invite.seat_mark(name);
        if self.entries.last() == Some(&(mark.clone(), secret.to_string())) {
            return Ok(());
        }
        // Read again what the others at this computer kept since we read
        // it (another window, another `join`), so as not to drop theirs.
        if let Some(path) = &self.path {
            self.entries = read_entries(path);
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

/// The (mark, secret) lines of the book file at `path` that read whole.
fn read_entries(path: &Path) -> Vec<(String, String)> {
    let text = std::fs::metadata(path)
        .ok()
        .filter(|m| m.len() <= MAX_FILE_BYTES)
        .and_then(|_| std::fs::read_to_string(path).ok())
        .unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let (mark, secret) = line.trim().split_once(' ')?;
            let hex = |s: &str, max: usize| {
                !s.is_empty() && s.len() <= max && s.bytes().all(|b| b.is_ascii_hexdigit())
            };
            (hex(mark, 64) && hex(secret, 64)).then(|| (mark.to_string(), secret.to_string()))
        })
        .take(KEPT)
        .collect()
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
        assert_eq!(book.secret(&ann, "Ann"), None);
        book.keep(&ann, "Ann", "00ff").unwrap();
        let again = SeatBook::at(&path);
        assert_eq!(again.secret(&ann, "Ann").as_deref(), Some("00ff"));
        assert_eq!(again.secret(&other, "Ann"), None);
        // A damaged file reads as what it holds whole.
        std::fs::write(&path, "nonsense\n\u{1b}[2J x\nabc 12\n").unwrap();
        assert_eq!(SeatBook::at(&path).entries.len(), 1);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Two players at one computer in one room, each program with the
    /// book as it read it at its start: neither is shown the other's
    /// secret (it would take the other's seat), and neither's keeping
    /// drops the other's.
    #[test]
    fn two_players_of_one_computer_in_one_room_keep_their_own_secrets() {
        let dir = std::env::temp_dir().join(format!("carc-seat-book-two-{}", std::process::id()));
        let path = dir.join("net-seats.txt");
        let room = Invite::new("127.0.0.1:7878".parse().unwrap());
        let (mut ann, mut bo) = (SeatBook::at(&path), SeatBook::at(&path));
        ann.keep(&room, "Ann", "00aa").unwrap();
        assert_eq!(SeatBook::at(&path).secret(&room, "Bo"), None);
        bo.keep(&room, "Bo", "00bb").unwrap();
        let book = SeatBook::at(&path);
        assert_eq!(book.secret(&room, "Ann").as_deref(), Some("00aa"));
        assert_eq!(book.secret(&room, "Bo").as_deref(), Some("00bb"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
