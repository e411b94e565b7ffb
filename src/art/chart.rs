//! The score chart as a picture: every player's running score over the moves,
//! a line each in their colour, the end-of-game scoring as the last step and
//! a legend with the final scores. Saved beside a game record and written by
//! `carcassonne replay RECORD --chart OUT.png`; no window needed.

use super::canvas::{Canvas, Colour, Ends, circle, hex, polygon, polyline, pt};
use super::figure::PlayerColour;
use super::font::{self, draw_text, text_width};
use super::image::Rgba;
use crate::rules::Game;
use crate::rules::stats::ScoreChart;

/// Size of the chart picture in pixels.
pub const CHART_WIDTH: u32 = 960;
pub const CHART_HEIGHT: u32 = 540;
/// The legend's strip on the right of the picture; the lines stay left of it.
pub const CHART_LEGEND_WIDTH: u32 = 200;

const LEFT: f32 = 64.0;
const TOP: f32 = 52.0;
const BOTTOM: f32 = 46.0;
const PAPER: Colour = hex(0xefe6d2);
const PLOT: Colour = hex(0xf8f3e6);
const GRID: Colour = hex(0xd9cdb3);
const INK: [u8; 3] = [70, 48, 30];
const TEXT: u32 = 2;

/// A round step for about `n` ticks over `0..=top`: 1, 2 or 5 times a power of ten.
fn tick_step(top: f32, n: f32) -> f32 {
    let raw = (top / n).max(1.0);
    let power = 10f32.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|k| k * power)
        .find(|&s| s >= raw)
        .unwrap_or(10.0 * power)
}

/// Whether a line in this colour needs a light rim rather than a dark one.
fn dark(rgb: [u8; 3]) -> bool {
    let [r, g, b] = rgb.map(f32::from);
    (0.299 * r + 0.587 * g + 0.114 * b) / 255.0 < 0.35
}

/// Draws `chart` with one line per player, named and coloured by `players`
/// (in seat order), on a [`CHART_WIDTH`]×[`CHART_HEIGHT`] picture.
/// The score chart of `game` as a PNG, each line in its player's colour,
/// as `replay --chart` and the final screen's "Save as" write it.
pub fn score_chart_png(game: &Game, players: &[(&str, PlayerColour)]) -> Vec<u8> {
    let players: Vec<(&str, [u8; 3])> = players.iter().map(|&(n, c)| (n, c.rgb())).collect();
    super::image::encode_png(&render_score_chart(&ScoreChart::of(game), &players))
}

pub fn render_score_chart(chart: &ScoreChart, players: &[(&str, [u8; 3])]) -> Rgba {
    let (w, h) = (CHART_WIDTH as f32, CHART_HEIGHT as f32);
    let right = w - CHART_LEGEND_WIDTH as f32;
    let bottom = h - BOTTOM;
    let mut canvas = Canvas::with_pixels(CHART_WIDTH, CHART_HEIGHT);
    canvas.fill(
        &polygon(&[pt(0.0, 0.0), pt(w, 0.0), pt(w, h), pt(0.0, h)]),
        PAPER,
    );
    canvas.fill(
        &polygon(&[
            pt(LEFT, TOP),
            pt(right, TOP),
            pt(right, bottom),
            pt(LEFT, bottom),
        ]),
        PLOT,
    );
    let steps = chart.steps().max(1);
    let top_score = chart.top().max(10) as f32;
    let y_step = tick_step(top_score, 6.0);
    let y_top = (top_score / y_step).ceil() * y_step;
    let x_last = chart.x(steps - 1).max(1.0) as f32;
    let x_of = |step: usize| LEFT + (right - LEFT) * chart.x(step) as f32 / x_last;
    let y_of = |score: u32| bottom - (bottom - TOP) * score as f32 / y_top;
    // Grid: a line per score tick, one per move tick, the end step dashed off.
    let mut labels: Vec<(u32, u32, String)> = Vec::new();
    let mut score = 0.0;
    while score <= y_top + 0.5 {
        let y = y_of(score as u32);
        canvas.stroke(
            &polyline(&[pt(LEFT, y), pt(right, y)]),
            1.0,
            GRID,
            Ends::Flat,
        );
        let text = format!("{}", score as u32);
        let x = LEFT as u32 - 8 - text_width(&text, TEXT);
        labels.push((x, (y as u32).saturating_sub(font::HEIGHT), text));
        score += y_step;
    }
    let moves = chart.moves as usize;
    let x_step = tick_step(moves.max(1) as f32, 8.0) as usize;
    for m in (0..=moves).step_by(x_step.max(1)) {
        let x = x_of(m);
        if chart.end_scoring && x_of(steps - 1) - x < 40.0 {
            continue;
        }
        canvas.stroke(
            &polyline(&[pt(x, TOP), pt(x, bottom)]),
            1.0,
            GRID,
            Ends::Flat,
        );
        let text = m.to_string();
        let tx = (x as u32).saturating_sub(text_width(&text, TEXT) / 2);
        labels.push((tx, bottom as u32 + 8, text));
    }
    if chart.end_scoring {
        let x = x_of(steps - 1);
        canvas.dashed(
            &polyline(&[pt(x_of(moves), TOP), pt(x_of(moves), bottom)]),
            1.5,
            GRID.darker(0.25),
            6.0,
            4.0,
        );
        labels.push((
            (x as u32).saturating_sub(text_width("end", TEXT) / 2),
            bottom as u32 + 8,
            "end".into(),
        ));
    }
    // The lines, each on a rim that keeps it readable where lines cross, and
    // a few pixels apart so that equal scores still show every colour.
    let lines = chart.totals.len().min(players.len());
    for (i, (line, &(_, rgb))) in chart.totals.iter().zip(players).enumerate() {
        let apart = (i as f32 - (lines as f32 - 1.0) / 2.0) * 4.0;
        let points: Vec<_> = line
            .iter()
            .enumerate()
            .map(|(step, &s)| pt(x_of(step), y_of(s) + apart))
            .collect();
        let colour = Colour::rgb(rgb);
        let rim = if dark(rgb) {
            hex(0xfffaf0)
        } else {
            colour.darker(0.45)
        };
        let path = polyline(&points);
        canvas.stroke(&path, 6.0, rim, Ends::Round);
        canvas.stroke(&path, 3.5, colour, Ends::Round);
        if let Some(&last) = points.last() {
            canvas.fill(&circle(last, 5.5), rim);
            canvas.fill(&circle(last, 4.0), colour);
        }
    }
    // The legend: a swatch, the name and the final score of each player.
    let legend_x = right + 24.0;
    for (i, ((name, rgb), line)) in players.iter().zip(&chart.totals).enumerate() {
        let y = TOP + 6.0 + i as f32 * 34.0;
        let square = polygon(&[
            pt(legend_x, y),
            pt(legend_x + 18.0, y),
            pt(legend_x + 18.0, y + 18.0),
            pt(legend_x, y + 18.0),
        ]);
        canvas.fill(&square, Colour::rgb(*rgb));
        canvas.stroke(&square, 1.5, Colour::rgb(INK), Ends::Flat);
        let total = line.last().copied().unwrap_or(0);
        let name: String = name.chars().take(11).collect();
        labels.push((
            legend_x as u32 + 28,
            y as u32 + 2,
            format!("{name} {total}"),
        ));
    }
    let mut img = canvas.into_rgba();
    draw_text(&mut img, LEFT as u32, 16, "Scores move by move", 3, INK);
    for (x, y, text) in labels {
        draw_text(&mut img, x, y, &text, TEXT, INK);
    }
    img
}
