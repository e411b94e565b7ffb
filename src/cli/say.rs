//! A line for the person reading the terminal: only printable characters
//! (what a peer named or said may hold anything), flushed at once.

use crate::net::protocol::printable;
use std::io::Write;

/// A line for the terminal or the log: whatever another computer's words
/// in it hold, one line that says only what it shows (no newline to
/// forge another line, no escape, no direction override).
pub(super) fn line(words: &str) -> String {
    printable(words).collect()
}

pub(super) fn say(words: impl AsRef<str>) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", line(words.as_ref()));
    let _ = out.flush();
}
