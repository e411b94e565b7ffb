//! `carcassonne review RECORD [--level hard|medium|easy] [--json]
//! [--threads N]`: every move of a game weighed by the computer from the
//! mover's seat (see `ai::review`), printed as a table of moves and a
//! summary per player, or as the review's JSON.

use super::setup::load_catalog;
use crate::ai::Level;
use crate::ai::review::{Mark, MoveReview, PlayerSummary, Review, ReviewOptions, review};
use crate::rules::record::{GameRecord, RecordMove};
use clap::Args;
use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

#[derive(Args)]
pub(super) struct ReviewArgs {
    /// The game record (format: docs/game-record.md), finished or not
    #[arg(value_name = "RECORD")]
    record: PathBuf,
    /// The level that weighs the moves (hard, medium or easy)
    #[arg(long, value_name = "LEVEL", default_value = "hard", value_parser = review_level)]
    level: Level,
    /// Print the review as one JSON object (moves, players) instead of text
    #[arg(long)]
    json: bool,
    /// Moves weighed at once, one thread each (default: one per core)
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
}

/// The levels that review: those that weigh every move.
fn review_level(value: &str) -> Result<Level, String> {
    match Level::parse(value) {
        Some(l @ (Level::Hard | Level::Medium | Level::Easy)) => Ok(l),
        _ => Err(format!(
            "no reviewing level `{value}` (hard, medium or easy)"
        )),
    }
}

pub(super) fn run(args: &ReviewArgs) -> Result<String, String> {
    let path = &args.record;
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    let record = GameRecord::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let catalog = load_catalog()?;
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let options = ReviewOptions {
        level: args.level,
        threads: threads.max(1),
    };
    // A long review says how far it is, where someone watches.
    let watched = std::io::stderr().is_terminal();
    let progress = |done: usize, total: usize| {
        if watched {
            eprint!("\rreviewing: {done}/{total} moves");
            let _ = std::io::stderr().flush();
        }
    };
    let result = review(
        &record,
        catalog,
        &options,
        &progress,
        &AtomicBool::new(false),
    );
    if watched {
        eprint!("\r\x1b[K");
    }
    let review = result.map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(if args.json {
        let mut json = serde_json::to_string_pretty(&review).expect("a review always serialises");
        json.push('\n');
        json
    } else {
        review_text(&review, &record)
    })
}

/// The review as the command prints it: a line per move (the better move's
/// reason under each marked one), then each player's summary.
fn review_text(review: &Review, record: &GameRecord) -> String {
    let name = |seat: usize| record.players.get(seat).map_or("?", String::as_str);
    let rows: Vec<[String; 7]> = review
        .moves
        .iter()
        .map(|m| {
            [
                m.number.to_string(),
                name(m.seat).to_string(),
                m.tile.clone(),
                short(&m.played),
                if m.best == m.played {
                    "=".into()
                } else {
                    short(&m.best)
                },
                format!("{:.1}", m.loss),
                m.mark.map_or(String::new(), |k| k.name().to_string()),
            ]
        })
        .collect();
    let head = ["#", "player", "tile", "played", "best", "loss", "mark"];
    let mut width = head.map(str::len);
    for row in &rows {
        for (w, cell) in width.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let line = |cells: [&str; 7]| {
        let [n, player, tile, played, best, loss, mark] = cells;
        let s = format!(
            "{n:>w0$}  {player:<w1$}  {tile:<w2$}  {played:<w3$}  {best:<w4$}  {loss:>w5$}  {mark}",
            w0 = width[0],
            w1 = width[1],
            w2 = width[2],
            w3 = width[3],
            w4 = width[4],
            w5 = width[5],
        );
        s.trim_end().to_string()
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "Review by the computer at level {}: {} moves weighed; values are the mover's \
         expected final margin, losses in points",
        review.level,
        review.moves.len()
    );
    let _ = writeln!(s, "{}", line(head));
    for (m, row) in review.moves.iter().zip(&rows) {
        let _ = writeln!(s, "{}", line(row.each_ref().map(String::as_str)));
        if m.mark.is_some() {
            let kind = m.kind.map_or(String::new(), |k| format!("{k}; "));
            let _ = writeln!(
                s,
                "{:w$}  better: {} ({kind}value {:.1} against {:.1})",
                "",
                m.reason,
                m.best_value,
                m.played_value,
                w = width[0]
            );
        }
    }
    for p in &review.players {
        s.push('\n');
        s += &summary_text(p, &review.moves);
    }
    s
}

/// One player's summary: points lost, marks, by kind, the costliest moves.
fn summary_text(p: &PlayerSummary, moves: &[MoveReview]) -> String {
    let mut s = String::new();
    let marks: Vec<String> = [
        (p.blunders, Mark::Blunder),
        (p.mistakes, Mark::Mistake),
        (p.inaccuracies, Mark::Inaccuracy),
    ]
    .into_iter()
    .filter(|&(n, _)| n > 0)
    .map(|(n, mark)| match n {
        1 => format!("1 {mark}"),
        _ => format!("{n} {}", mark.plural()),
    })
    .collect();
    let _ = writeln!(
        s,
        "{}: {} moves, {:.1} points lost{}",
        p.name,
        p.moves,
        p.loss,
        if marks.is_empty() {
            String::new()
        } else {
            format!("; {}", marks.join(", "))
        }
    );
    if !p.by_kind.is_empty() {
        let kinds: Vec<String> = p
            .by_kind
            .iter()
            .map(|k| format!("{} {:.1}", k.kind, k.points))
            .collect();
        let _ = writeln!(s, "  lost on: {}", kinds.join(", "));
    }
    if !p.costliest.is_empty() {
        let costly: Vec<String> = p
            .costliest
            .iter()
            .filter_map(|&n| moves.iter().find(|m| m.number == n))
            .map(|m| match m.mark {
                Some(mark) => format!("move {} ({:.1}, {mark})", m.number, m.loss),
                None => format!("move {} ({:.1})", m.number, m.loss),
            })
            .collect();
        let _ = writeln!(s, "  costliest: {}", costly.join(", "));
    }
    s
}

/// A placement as the table shows it: `(1, 0) 90 Meeple(City(S))`.
fn short(m: &RecordMove) -> String {
    match m {
        RecordMove::Place {
            at,
            rotation,
            figure,
            ..
        } => {
            let mut s = format!("({}, {}) {rotation}", at.0, at.1);
            if let Some(f) = figure {
                s.push(' ');
                s += &ron::to_string(f).unwrap_or_default();
            }
            s
        }
        RecordMove::Discard { .. } => "set aside".into(),
    }
}
