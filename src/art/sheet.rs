//! The contact sheet: every tile (and figure) in a labelled grid, to check
//! the art at a glance and at half size.

use super::font::{self, draw_text, text_width};
use super::image::Rgba;

/// One picture on the sheet with the label written under it.
pub struct ContactSheetEntry {
    pub label: String,
    pub image: Rgba,
    /// A colour to put behind a transparent picture (figures).
    pub backdrop: Option<[u8; 3]>,
}

const CELL: u32 = 128;
const COLUMNS: u32 = 8;
const GAP: u32 = 14;
const LABEL_SCALE: u32 = 2;
const TITLE_SCALE: u32 = 3;
const PAPER: [u8; 3] = [239, 230, 210];
const INK: [u8; 3] = [70, 48, 30];

/// Lays out titled sections of pictures, [`COLUMNS`] to a row, each shrunk to
/// fit a 128-pixel cell, with its label under it.
pub fn render_contact_sheet(sections: &[(String, Vec<ContactSheetEntry>)]) -> Rgba {
    let title_h = font::HEIGHT * TITLE_SCALE + GAP;
    let row_h = CELL + font::HEIGHT * LABEL_SCALE + GAP + 6;
    let width = COLUMNS * (CELL + GAP) + GAP;
    let height = GAP
        + sections
            .iter()
            .map(|(_, entries)| title_h + entries.len().div_ceil(COLUMNS as usize) as u32 * row_h)
            .sum::<u32>();
    let mut sheet = Rgba::new(width, height);
    for px in sheet.data.chunks_exact_mut(4) {
        px.copy_from_slice(&[PAPER[0], PAPER[1], PAPER[2], 255]);
    }
    let mut y = GAP;
    for (title, entries) in sections {
        draw_text(&mut sheet, GAP, y, title, TITLE_SCALE, INK);
        y += title_h;
        for (i, entry) in entries.iter().enumerate() {
            let col = i as u32 % COLUMNS;
            let row = i as u32 / COLUMNS;
            let x0 = GAP + col * (CELL + GAP);
            let y0 = y + row * row_h;
            if let Some(rgb) = entry.backdrop {
                fill_rect(&mut sheet, x0, y0, CELL, CELL, rgb);
            }
            let factor = entry
                .image
                .width
                .max(entry.image.height)
                .div_ceil(CELL)
                .max(1);
            let img = entry.image.downscaled(factor);
            let ox = x0 + (CELL.saturating_sub(img.width)) / 2;
            let oy = y0 + (CELL.saturating_sub(img.height)) / 2;
            blend(&mut sheet, &img, ox, oy);
            let label_w = text_width(&entry.label, LABEL_SCALE);
            let lx = x0 + CELL.saturating_sub(label_w) / 2;
            draw_text(
                &mut sheet,
                lx,
                y0 + CELL + 5,
                &entry.label,
                LABEL_SCALE,
                INK,
            );
        }
        y += entries.len().div_ceil(COLUMNS as usize) as u32 * row_h;
    }
    sheet
}

fn fill_rect(img: &mut Rgba, x0: u32, y0: u32, w: u32, h: u32, rgb: [u8; 3]) {
    for y in y0..(y0 + h).min(img.height) {
        for x in x0..(x0 + w).min(img.width) {
            let at = (y as usize * img.width as usize + x as usize) * 4;
            img.data[at..at + 4].copy_from_slice(&[rgb[0], rgb[1], rgb[2], 255]);
        }
    }
}

/// Draws `src` over the opaque `dst` at `(x0, y0)`.
fn blend(dst: &mut Rgba, src: &Rgba, x0: u32, y0: u32) {
    for y in 0..src.height {
        for x in 0..src.width {
            let (dx, dy) = (x0 + x, y0 + y);
            if dx >= dst.width || dy >= dst.height {
                continue;
            }
            let s = src.pixel(x, y);
            let a = s[3] as u32;
            let at = (dy as usize * dst.width as usize + dx as usize) * 4;
            for (d, &v) in dst.data[at..at + 3].iter_mut().zip(&s[..3]) {
                *d = ((v as u32 * a + *d as u32 * (255 - a) + 127) / 255) as u8;
            }
        }
    }
}
