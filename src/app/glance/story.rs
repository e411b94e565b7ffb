//! The game's story on the final screen: the score chart of every player
//! over the moves (a click steps the map to that move) and each player's
//! statistics beside it; and the same chart as a PNG for "Save as".

use crate::ai::review::{Mark, Review};
use crate::app::language::Locale;
use crate::app::turn::active_game::ActiveGame;
use crate::app::ui::{colour32, mark_colour};
use crate::app::words::{capitalised, score_kind_key, tiles_count};
use crate::i18n::{Localizer, key};
use crate::rules::ScoreKind;
use crate::rules::stats::{PlayerStats, ScoreChart, player_stats};
use crate::tr;
use bevy_egui::egui;
use egui_plot::{
    AxisHints, Corner, GridMark, HoverPosition, Legend, Line, MarkerShape, Plot, Points, VLine,
};

/// Height of the story panel along the bottom of the final screen.
const PANEL_HEIGHT: f32 = 290.0;

/// A review's mark on the chart: the move it marks (from 1), its mover,
/// how bad it was.
#[derive(Clone, Copy, Debug)]
pub struct ChartMark {
    pub number: usize,
    pub seat: usize,
    pub mark: Mark,
}

/// What the story panel shows of a finished game: the score chart, each
/// player's statistics and the review's marks. Made when the game or its
/// review changes, not every frame.
pub struct Story {
    chart: ScoreChart,
    stats: Vec<PlayerStats>,
    marks: Vec<ChartMark>,
}

impl Story {
    /// The story of `active`'s game, with the marks of `review` if it is
    /// that game's.
    pub fn of(active: &ActiveGame, review: Option<&Review>) -> Story {
        let marks = review.map_or_else(Vec::new, |r| {
            r.moves
                .iter()
                .filter_map(|m| {
                    m.mark.map(|mark| ChartMark {
                        number: m.number,
                        seat: m.seat,
                        mark,
                    })
                })
                .collect()
        });
        Story {
            chart: ScoreChart::of(active.game()),
            stats: player_stats(active.game(), active.moves()),
            marks,
        }
    }

    /// The review's marks on the chart.
    pub fn marks(&self) -> &[ChartMark] {
        &self.marks
    }
}

/// The chart and the statistics in a panel along the bottom of `root`;
/// returns the move to show when a point of the chart was clicked.
pub fn story_panel(
    root: &mut egui::Ui,
    t: &Locale,
    active: &ActiveGame,
    story: &Story,
) -> Option<usize> {
    let mut clicked = None;
    egui::Panel::bottom("story")
        .exact_size(PANEL_HEIGHT)
        .show(root, |ui| {
            ui.add_space(4.0);
            ui.horizontal_top(|ui| {
                // The statistics take what their columns need (a label
                // column, then one per player; longer in some languages),
                // the chart the rest, never under 300 points.
                let players = active.seats().len() as f32;
                let stats_want = 250.0 + 120.0 * players;
                let chart_width = (ui.available_width() - stats_want)
                    .min(ui.available_width() * 0.5)
                    .max(300.0);
                ui.vertical(|ui| {
                    ui.set_width(chart_width);
                    ui.strong(tr!(t, "chart-title"));
                    clicked = score_plot(ui, t, active, &story.chart, &story.marks);
                });
                ui.separator();
                // The statistics keep to the room left beside the chart and
                // scroll within it, never under the panel on the right.
                let room = ui.available_width();
                ui.vertical(|ui| {
                    ui.set_max_width(room);
                    ui.strong(tr!(t, "statistics"));
                    egui::ScrollArea::both()
                        .id_salt("story-stats")
                        .max_width(room)
                        .auto_shrink([false, false])
                        .show(ui, |ui| statistics(ui, t, active, &story.stats));
                });
            });
        });
    clicked
}

/// The chart: a line per player, the step the map shows marked; returns the
/// move of a clicked step.
fn score_plot(
    ui: &mut egui::Ui,
    t: &Locale,
    active: &ActiveGame,
    chart: &ScoreChart,
    marks: &[ChartMark],
) -> Option<usize> {
    let end = chart.steps() - 1;
    let shown = match active.review {
        Some((step, _)) if step < chart.moves as usize => step,
        _ => end,
    };
    let names: Vec<String> = active.seats().iter().map(|s| s.name.clone()).collect();
    let response = chart_frame(ui, t, chart, names).show(ui, |plot| {
        // Lines a little apart, so that equal scores show every colour;
        // the hover label gives the exact score.
        let apart = chart.top().max(10) as f64 / 90.0;
        let middle = (chart.totals.len() as f64 - 1.0) / 2.0;
        let lift = |seat: usize| (seat as f64 - middle) * apart;
        for (i, (seat, line)) in active.seats().iter().zip(&chart.totals).enumerate() {
            let points: Vec<[f64; 2]> = line
                .iter()
                .enumerate()
                .map(|(step, &score)| [chart.x(step), score as f64 + lift(i)])
                .collect();
            plot.line(
                Line::new(seat.name.clone(), points)
                    .color(colour32(seat.colour))
                    .width(2.5),
            );
        }
        review_marks(plot, chart, marks, lift);
        plot.vline(
            VLine::new("", chart.x(shown))
                .color(egui::Color32::from_rgba_unmultiplied(240, 230, 200, 140))
                .width(1.5),
        );
        let clicked = plot.response().clicked();
        // A marked move clicked: the map before it, where the review
        // shows the better move.
        plot.pointer_coordinate().filter(|_| clicked).map(|p| {
            let step = chart.step_at(p.x);
            match marks.iter().find(|c| c.number == step) {
                Some(c) => c.number - 1,
                None => chart.move_of_step(step),
            }
        })
    });
    response.inner
}

/// The chart's frame: fixed in place, its move axis marked every few moves
/// and at the end, and a hover label naming the player, the points and the
/// move.
fn chart_frame<'a>(ui: &egui::Ui, t: &Locale, chart: &ScoreChart, names: Vec<String>) -> Plot<'a> {
    let end_mark = tr!(t, "chart-end");
    let words = t.clone();
    let moves = chart.moves;
    let x_end = chart.x(chart.steps() - 1);
    // The last mark is centred on the last step, at the chart's right edge:
    // room there for half of its label, so a longer word than "end" ("Ende",
    // "koniec") is not cut off when the window is narrow.
    let label_width = ui
        .painter()
        .layout_no_wrap(
            end_mark.clone(),
            egui::TextStyle::Body.resolve(ui.style()),
            egui::Color32::WHITE,
        )
        .size()
        .x;
    let plot_width = (ui.available_width() - 40.0).max(label_width * 2.0);
    let right_room = x_end * f64::from(label_width / 2.0 + 6.0) / f64::from(plot_width);
    // A move mark closer to the end than the end label and a number's
    // width would overlap it ("70end").
    let end_clear = x_end * f64::from(label_width + 28.0) / f64::from(plot_width);
    let totals = chart.totals.clone();
    let end_scoring = chart.end_scoring;
    Plot::new("score-chart")
        .height(ui.available_height() - 4.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_y(0.0)
        .include_x(0.0)
        .include_x(x_end + right_room)
        .legend(Legend::default().position(Corner::LeftTop))
        .x_grid_spacer(move |_| move_marks(moves, end_scoring, x_end, end_clear))
        .custom_x_axes(vec![
            AxisHints::new_x()
                .label_spacing(24.0..=40.0)
                .formatter(move |mark: GridMark, _| {
                    if chart_is_end(mark.value, moves) {
                        end_mark.clone()
                    } else {
                        format!("{}", mark.value.round() as u32)
                    }
                }),
        ])
        .label_formatter(move |pos| match pos {
            HoverPosition::NearDataPoint {
                plot_name, index, ..
            } => {
                let seat = names.iter().position(|n| n == plot_name)?;
                let score = totals.get(seat)?.get(*index)?;
                let name = plot_name.to_string();
                Some(if *index > moves as usize {
                    tr!(words, "chart-point-after-end", name = name, points = *score)
                } else {
                    tr!(
                        words,
                        "chart-point-after-move",
                        name = name,
                        points = *score,
                        number = *index
                    )
                })
            }
            _ => None,
        })
}

/// The review's marks on the mover's line, one series a mark, kept out of
/// the legend (the small chart's room is the lines').
fn review_marks(
    plot: &mut egui_plot::PlotUi,
    chart: &ScoreChart,
    marks: &[ChartMark],
    lift: impl Fn(usize) -> f64,
) {
    for m in Mark::ALL {
        let at: Vec<[f64; 2]> = marks
            .iter()
            .filter(|c| c.mark == m)
            .filter_map(|c| {
                let score = *chart.totals.get(c.seat)?.get(c.number)?;
                Some([chart.x(c.number), score as f64 + lift(c.seat)])
            })
            .collect();
        if !at.is_empty() {
            plot.points(
                Points::new("", at)
                    .shape(MarkerShape::Diamond)
                    .filled(true)
                    .radius(3.0 + m as u8 as f32)
                    .color(mark_colour(Some(m))),
            );
        }
    }
}

/// The chart's move axis: a mark every few moves (about eight in all) and
/// one at the end-of-game step, kept `clear` (in moves) of the last move mark.
fn move_marks(moves: u32, end_scoring: bool, x_end: f64, clear: f64) -> Vec<GridMark> {
    let step = [1, 2, 5, 10, 20, 50, 100]
        .into_iter()
        .find(|s| moves / s <= 8)
        .unwrap_or(100);
    let mut marks: Vec<GridMark> = (0..=moves)
        .step_by(step as usize)
        .filter(|&m| !end_scoring || x_end - m as f64 >= (step as f64 * 0.6).max(clear))
        .map(|m| GridMark {
            value: m as f64,
            step_size: step as f64,
        })
        .collect();
    if end_scoring {
        // egui_plot drops a label wider than its mark's step: the end word
        // ("Ende", "koniec") is wider than a number, so its step is wider.
        marks.push(GridMark {
            value: x_end,
            step_size: step as f64 * 3.0,
        });
    }
    marks
}

/// Whether `x` on the chart's move axis is the end-of-game step.
fn chart_is_end(x: f64, moves: u32) -> bool {
    x > moves as f64 + 0.5
}

/// A table of each player's statistics, a column per player.
fn statistics(ui: &mut egui::Ui, t: &Localizer, active: &ActiveGame, stats: &[PlayerStats]) {
    // Roads, cities and monasteries always; the rest when they scored.
    let kinds: Vec<ScoreKind> = ScoreKind::ALL
        .into_iter()
        .filter(|&k| {
            k.index() <= ScoreKind::Monastery.index() || stats.iter().any(|s| s.points(k) > 0)
        })
        .collect();
    egui::Grid::new("story-stats-grid")
        .striped(true)
        .spacing([12.0, 2.0])
        .show(ui, |ui| {
            ui.label("");
            // With many players a long name would push the last columns out
            // of the panel: shortened, whole on hover.
            let short = active.seats().len() > 3;
            for seat in active.seats() {
                ui.horizontal(|ui| {
                    crate::app::ui::swatch(ui, seat.colour, None);
                    let shown = if short {
                        short_name(&seat.name)
                    } else {
                        seat.name.clone()
                    };
                    ui.strong(shown).on_hover_text(&seat.name);
                });
            }
            ui.end_row();
            ui.label(tr!(t, "stats-points"))
                .on_hover_text(tr!(t, "stats-points-tip"));
            ui.end_row();
            for k in &kinds {
                ui.label(format!("  {}", capitalised(&tr!(t, score_kind_key(*k)))));
                for s in stats {
                    let (during, end) = (s.during_game[k.index()], s.at_end[k.index()]);
                    ui.label(if end > 0 {
                        tr!(t, "stats-during-and-end", during = during, end = end)
                    } else {
                        during.to_string()
                    });
                }
                ui.end_row();
            }
            let rows: [StatRow; 6] = [
                (key("stats-features-completed"), |_, s| {
                    s.features_completed.to_string()
                }),
                (key("stats-biggest-city"), |t, s| tiles(t, s.biggest_city)),
                (key("stats-longest-road"), |t, s| tiles(t, s.longest_road)),
                (key("stats-figures-placed"), |_, s| {
                    s.figures_placed.to_string()
                }),
                (key("stats-tiles-set-aside"), |_, s| {
                    s.set_aside_turns.to_string()
                }),
                (key("stats-best-move"), |t, s| {
                    s.best_move.map_or("—".into(), |b| {
                        tr!(
                            t,
                            "stats-best-move-value",
                            points = b.points,
                            number = b.move_index
                        )
                    })
                }),
            ];
            for (name, value) in rows {
                ui.label(tr!(t, name));
                for s in stats {
                    ui.label(value(t, s));
                }
                ui.end_row();
            }
        });
}

/// A row of the statistics: its name and each player's value in words.
type StatRow = (&'static str, fn(&Localizer, &PlayerStats) -> String);

fn tiles(t: &Localizer, n: u32) -> String {
    if n == 0 {
        "—".into()
    } else {
        tiles_count(t, n as usize)
    }
}

/// The score chart of the game as a PNG, as "Save as" writes it beside the
/// record.
pub fn chart_png(active: &ActiveGame) -> Vec<u8> {
    crate::table::score_chart_png(active.game(), active.seats())
}

/// A name cut to nine letters, with an ellipsis when cut.
fn short_name(name: &str) -> String {
    const MAX: usize = 9;
    if name.chars().count() <= MAX {
        name.to_string()
    } else {
        name.chars().take(MAX - 1).chain(['…']).collect()
    }
}
