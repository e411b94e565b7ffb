//! Whether a mod's font file can be drawn: egui stops the game on a font
//! it cannot parse, and its glyphs are drawn by skrifa, which panics on
//! some damaged outlines (found by fuzzing: read-fonts 0.41's
//! `SimpleGlyph::read_points_fast` indexes past a glyph with no points).
//! The check draws every glyph once, when the font is loaded.

use skrifa::MetadataProvider;
use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, HintingInstance, OutlinePen, Target};
use skrifa::raw::TableProvider;

/// The most glyphs checked one by one (a font has at most 65,535).
const MOST_GLYPHS: u32 = u16::MAX as u32;

/// Whether egui can load these bytes as a font with a Latin alphabet and
/// draw every glyph in it, hinted and not, at the size it uses.
pub fn readable_font(bytes: &[u8]) -> bool {
    let parses = skrifa::FontRef::new(bytes).is_ok_and(|f| f.charmap().map('a').is_some());
    // A panic deep in the font reader means the same as a refusal here:
    // the file is damaged, and the game's own font is used instead.
    parses && std::panic::catch_unwind(|| every_glyph_draws(bytes)).unwrap_or(false)
}

/// An outline pen that draws nowhere: drawing a glyph with it tells only
/// whether the glyph draws at all.
pub struct Nowhere;

impl OutlinePen for Nowhere {
    fn move_to(&mut self, _: f32, _: f32) {}
    fn line_to(&mut self, _: f32, _: f32) {}
    fn quad_to(&mut self, _: f32, _: f32, _: f32, _: f32) {}
    fn curve_to(&mut self, _: f32, _: f32, _: f32, _: f32, _: f32, _: f32) {}
    fn close(&mut self) {}
}

fn every_glyph_draws(bytes: &[u8]) -> bool {
    let Ok(font) = skrifa::FontRef::new(bytes) else {
        return false;
    };
    let outlines = font.outline_glyphs();
    let (size, location) = (Size::new(16.0), LocationRef::default());
    let hinting = HintingInstance::new(&outlines, size, location, Target::default()).ok();
    let metrics = font.glyph_metrics(size, location);
    // Every glyph the font counts, and every glyph its letters map to: a
    // damaged map may point past the count (found by fuzzing, too).
    let count = u32::from(font.maxp().map_or(0, |m| m.num_glyphs())).min(MOST_GLYPHS);
    let mut glyphs: Vec<u32> = (0..count).collect();
    for (_, glyph) in font.charmap().mappings() {
        if glyph.to_u32() >= count {
            glyphs.push(glyph.to_u32());
            if glyphs.len() > 2 * MOST_GLYPHS as usize {
                // No real font maps this many letters past its glyphs.
                return false;
            }
        }
    }
    glyphs.sort_unstable();
    glyphs.dedup();
    for id in glyphs {
        let glyph = skrifa::GlyphId::new(id);
        let _ = metrics.advance_width(glyph);
        let Some(outline) = outlines.get(glyph) else {
            continue;
        };
        let _ = outline.draw(DrawSettings::unhinted(size, location), &mut Nowhere);
        if let Some(hinting) = &hinting {
            let _ = outline.draw(DrawSettings::hinted(hinting, false), &mut Nowhere);
        }
    }
    true
}
