//! A program that plays a seat of the arena: its command line, and one
//! move asked of it (run, timed, its answer read as a record move).

use crate::rules::record::RecordMove;
use std::time::{Duration, Instant};

/// A program that plays a seat: it is run once a move, its arguments'
/// placeholders filled, and answers one record move line on standard output
/// (like `carcassonne suggest RECORD --tile ID --seed S`).
///
/// What it is told is what the seat sees: `{record}` is the path of a game
/// record of the moves so far *without a seed* (so not the order of the
/// pile), `{tile}` the id of the tile in hand, `{seed}` a random seed of its
/// own for this move (fixed by the deal, the seat and the move, for
/// repeatable arenas; it is no seed of the pile). With none of the three placeholders, `{record} --tile {tile}
/// --seed {seed}` is added, the way `suggest` takes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineCommand {
    /// The program and its arguments.
    pub argv: Vec<String>,
}

impl EngineCommand {
    /// Reads `PROGRAM ARGS`, split at white space (no quoting).
    pub fn parse(line: &str) -> Result<EngineCommand, String> {
        let mut argv: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        if argv.is_empty() {
            return Err("an empty command".into());
        }
        const PLACES: [&str; 3] = ["{record}", "{tile}", "{seed}"];
        if !argv.iter().any(|a| PLACES.iter().any(|p| a.contains(p))) {
            argv.extend(["{record}", "--tile", "{tile}", "--seed", "{seed}"].map(str::to_string));
        }
        Ok(EngineCommand { argv })
    }

    /// The command line as typed (for the report).
    pub fn line(&self) -> String {
        self.argv.join(" ")
    }

    /// Runs the program for one move and reads its answer; `Err` says why
    /// the answer is no move (no answer in time, a failure, not a move).
    pub(super) fn ask(
        &self,
        record: &std::path::Path,
        tile: &str,
        seed: u64,
        timeout: Duration,
    ) -> Result<RecordMove, String> {
        use std::io::Read;
        use std::process::{Command, Stdio};
        let fill = |a: &String| {
            a.replace("{record}", &record.display().to_string())
                .replace("{tile}", tile)
                .replace("{seed}", &seed.to_string())
        };
        let mut child = Command::new(&self.argv[0])
            .args(self.argv[1..].iter().map(fill))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run `{}`: {e}", self.argv[0]))?;
        // Read both pipes on their own threads, so a chatty program cannot
        // block on a full pipe while we wait for it to end.
        let reader = |pipe: Option<Box<dyn Read + Send>>| {
            std::thread::spawn(move || {
                let mut text = String::new();
                if let Some(mut p) = pipe {
                    let _ = p.read_to_string(&mut text);
                }
                text
            })
        };
        let out = reader(
            child
                .stdout
                .take()
                .map(|p| Box::new(p) as Box<dyn Read + Send>),
        );
        let err = reader(
            child
                .stderr
                .take()
                .map(|p| Box::new(p) as Box<dyn Read + Send>),
        );
        let started = Instant::now();
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break status,
                Ok(None) if started.elapsed() > timeout => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Err(format!(
                        "no answer within {:.1} s (stopped)",
                        timeout.as_secs_f64()
                    ));
                }
                Ok(None) => std::thread::sleep(Duration::from_millis(2)),
                Err(e) => return Err(format!("cannot wait for it: {e}")),
            }
        };
        let out = out.join().unwrap_or_default();
        let err = err.join().unwrap_or_default();
        if !status.success() {
            let said = err.lines().next().unwrap_or("").trim().to_string();
            return Err(format!("it failed ({status}): {said}"));
        }
        let line = out.lines().map(str::trim).find(|l| !l.is_empty());
        let line = line.ok_or("it printed no move")?;
        ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str::<RecordMove>(line)
            .map_err(|e| format!("`{line}` is not a record move: {e}"))
    }
}
