//! The review on the final screen: its progress while the computer weighs
//! the moves, then per player the points lost by kind and the costliest
//! moves, and every marked move; a click on a move shows the map as it was
//! then, with the better move faded on it (`map::review_ghost`).

use crate::ai::review::{BLUNDER, INACCURACY, MISTAKE, MoveReview, Review};
use crate::app::review::{GameReview, ReviewRequest, ReviewState};
use crate::app::ui::mark_colour;
use crate::app::words::{loss_kind_words, mark_words, reason_words};
use crate::i18n::Localizer;
use crate::tr;
use bevy_egui::egui;

/// What the players did in the review section.
pub(super) enum ReviewAction {
    /// Show the map before this many moves (before move `n + 1`).
    GoTo(usize),
    Request(ReviewRequest),
}

/// Points to one decimal, as the review shows them, written the player's
/// way (`3.5` in English, `3,5` in German).
fn points(p: f64) -> crate::i18n::FluentValue<'static> {
    crate::i18n::decimal(p, 1)
}

/// One move's line: its number, who, what it lost and its mark.
fn move_line(t: &Localizer, m: &MoveReview, names: &[&str]) -> egui::RichText {
    let name = names.get(m.seat).copied().unwrap_or("?");
    let text = match m.mark {
        Some(mark) => tr!(
            t,
            "review-move-marked",
            number = m.number,
            name = name,
            points = points(m.loss),
            mark = mark_words(t, mark)
        ),
        None => tr!(
            t,
            "review-move",
            number = m.number,
            name = name,
            points = points(m.loss)
        ),
    };
    egui::RichText::new(text).color(mark_colour(m.mark))
}

/// The review section; `step`: the moves the map shows now.
pub(super) fn review_section(
    ui: &mut egui::Ui,
    t: &Localizer,
    review: &GameReview,
    names: &[&str],
    step: usize,
) -> Option<ReviewAction> {
    let mut action = None;
    ui.strong(tr!(t, "review-title"));
    match &review.state {
        ReviewState::Idle => {}
        ReviewState::Running(running) => {
            let (done, total) = running.progress();
            ui.add(
                egui::ProgressBar::new(done as f32 / total.max(1) as f32).text(tr!(
                    t,
                    "review-running",
                    done = done,
                    total = total
                )),
            );
            if ui.button(tr!(t, "review-cancel")).clicked() {
                action = Some(ReviewAction::Request(ReviewRequest::Cancel));
            }
        }
        ReviewState::Cancelled | ReviewState::Failed(_) => {
            if let ReviewState::Failed(why) = &review.state {
                ui.label(tr!(t, "review-failed", why = why.as_str()));
            } else {
                ui.label(tr!(t, "review-cancelled"));
            }
            if ui.button(tr!(t, "review-start")).clicked() {
                action = Some(ReviewAction::Request(ReviewRequest::Start));
            }
        }
        ReviewState::Ready(r) => action = ready(ui, t, r, names, step),
    }
    action
}

fn ready(
    ui: &mut egui::Ui,
    t: &Localizer,
    r: &Review,
    names: &[&str],
    step: usize,
) -> Option<ReviewAction> {
    let mut action = None;
    // The move the map is at: what it lost, and the better move.
    if let Some(m) = r.moves.iter().find(|m| m.number == step + 1) {
        ui.label(move_line(t, m, names).strong());
        if m.loss >= 0.5 {
            ui.label(tr!(t, "review-better", reason = reason_words(t, &m.reason)));
        } else {
            ui.label(tr!(t, "review-was-best"));
        }
        ui.add_space(4.0);
    }
    for p in &r.players {
        let name = names.get(p.seat).copied().unwrap_or(p.name.as_str());
        ui.label(
            egui::RichText::new(tr!(
                t,
                "review-player",
                name = name,
                points = points(p.loss),
                blunders = p.blunders,
                mistakes = p.mistakes,
                inaccuracies = p.inaccuracies
            ))
            .strong(),
        );
        if !p.by_kind.is_empty() {
            let kinds: Vec<String> = p
                .by_kind
                .iter()
                .map(|k| {
                    tr!(
                        t,
                        "review-kind-points",
                        kind = loss_kind_words(t, k.kind),
                        points = points(k.points)
                    )
                })
                .collect();
            ui.label(tr!(t, "review-lost-on", kinds = kinds.join(", ")));
        }
        ui.horizontal_wrapped(|ui| {
            for number in &p.costliest {
                let Some(m) = r.moves.iter().find(|m| m.number == *number) else {
                    continue;
                };
                let button = ui.button(move_line(t, m, names)).on_hover_text(tr!(
                    t,
                    "review-better",
                    reason = reason_words(t, &m.reason)
                ));
                if button.clicked() {
                    action = Some(ReviewAction::GoTo(m.number - 1));
                }
            }
        });
        ui.add_space(4.0);
    }
    let marked: Vec<&MoveReview> = r.moves.iter().filter(|m| m.mark.is_some()).collect();
    egui::CollapsingHeader::new(tr!(t, "review-all-marks", count = marked.len()))
        .id_salt("review-marks")
        .show(ui, |ui| {
            for m in marked {
                if ui.link(move_line(t, m, names)).clicked() {
                    action = Some(ReviewAction::GoTo(m.number - 1));
                }
            }
        });
    ui.label(
        egui::RichText::new(tr!(
            t,
            "review-marks-help",
            inaccuracy = INACCURACY,
            mistake = MISTAKE,
            blunder = BLUNDER
        ))
        .weak(),
    );
    action
}
