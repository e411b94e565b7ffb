//! Rules help (F1): the way to the demonstration, a turn, scoring, the
//! variants and expansions with pictures of their tiles, controls.

use crate::app::art_assets::ArtAssets;
use crate::app::state::{HelpOpen, HowToPlay};
use crate::app::turn::Catalog;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

fn table(ui: &mut egui::Ui, id: &str, rows: &[(&str, &str, &str)]) {
    egui::Grid::new(id).striped(true).show(ui, |ui| {
        ui.strong("Feature");
        ui.strong("Completed");
        ui.strong("Unfinished at the end");
        ui.end_row();
        for (a, b, c) in rows {
            ui.label(*a);
            ui.label(*b);
            ui.label(*c);
            ui.end_row();
        }
    });
}

/// The tiles pictured beside each variant: (variant, tile, caption).
const PICTURED: [(&str, &str, &str); 8] = [
    ("abbot", "B", "monastery"),
    ("abbot", "E_garden", "garden"),
    ("river", "river_A", "spring"),
    ("river", "river_D", "river"),
    ("river", "river_L", "lake"),
    ("inns", "IC_A", "inn"),
    ("inns", "IC_K", "cathedral"),
    ("traders", "TB_D", "grain"),
];

/// The pictures of one variant's tiles, drawn by the art generator, in a row.
fn pictures(ui: &mut egui::Ui, variant: &str, textures: &[(&str, &str, egui::TextureId)]) {
    ui.horizontal(|ui| {
        for (_, caption, tex) in textures.iter().filter(|(v, ..)| *v == variant) {
            ui.vertical(|ui| {
                ui.add(egui::Image::new(egui::load::SizedTexture::new(
                    *tex,
                    [56.0, 56.0],
                )));
                ui.label(egui::RichText::new(*caption).small());
            });
        }
    });
}

pub(super) fn help_window(
    mut contexts: EguiContexts,
    mut help: ResMut<HelpOpen>,
    art: Option<Res<ArtAssets>>,
    catalog: Option<Res<Catalog>>,
    mut how_to_play: MessageWriter<HowToPlay>,
) -> Result {
    if !help.0 {
        return Ok(());
    }
    let textures: Vec<(&str, &str, egui::TextureId)> = match (&art, &catalog) {
        (Some(art), Some(catalog)) => PICTURED
            .iter()
            .filter_map(|&(variant, id, caption)| {
                let t = catalog.0.type_id(id)? as usize;
                let handle = art.tiles.get(t)?;
                Some((
                    variant,
                    caption,
                    contexts.add_image(EguiTextureHandle::Weak(handle.id())),
                ))
            })
            .collect(),
        _ => Vec::new(),
    };
    let ctx = contexts.ctx_mut()?;
    let mut open = help.0;
    let mut demonstrate = false;
    egui::Window::new("Rules help (F1)")
        .open(&mut open)
        .default_width(560.0)
        .default_height(560.0)
        .vscroll(true)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                if ui
                    .button(egui::RichText::new("How to play: a demonstration").strong())
                    .clicked()
                {
                    demonstrate = true;
                }
                ui.label("Lay a few tiles yourself; nothing is scored or saved.");
            });
            ui.add_space(6.0);
            ui.strong("A turn");
            ui.label("1. Draw a tile and place it so it shares an edge with the map and every touching edge matches (road to road, city to city, field to field). A tile that fits nowhere is set aside and you draw again.");
            ui.label("2. You may put one figure from your supply on a road, city, monastery or field of that tile, if the whole connected feature holds no figure yet.");
            ui.label("3. Every feature the tile completed scores now; its figures come back. Farmers stay until the end.");
            ui.add_space(6.0);
            ui.strong("Scoring");
            table(ui, "help-scoring", &[
                ("Road", "1 per tile", "1 per tile"),
                ("City", "2 per tile + 2 per coat of arms", "1 per tile + 1 per coat of arms"),
                ("Monastery", "9 (all 8 neighbours)", "1 + 1 per neighbour"),
                ("Garden (Abbot)", "9", "1 + 1 per neighbour"),
                ("Field", "—", "3 per completed city it touches"),
            ]);
            ui.label("The most followers on a feature take all its points; tied players each score in full. A tile counts once per feature.");
            ui.add_space(6.0);
            ui.strong("The Abbot");
            pictures(ui, "abbot", &textures);
            ui.label("Put your abbot on the new tile's monastery or garden instead of a follower; or, instead of placing any figure, take it back and score 1 + its neighbours at once.");
            ui.strong("The River");
            pictures(ui, "river", &textures);
            ui.label("The river tiles come first, from the spring to the lake; the river must continue and may not turn the same way twice in a row.");
            ui.add_space(6.0);
            ui.strong("Inns & Cathedrals");
            pictures(ui, "inns", &textures);
            table(ui, "help-inns", &[
                ("Road with an inn", "2 per tile", "1 per tile"),
                ("City with a cathedral", "3 per tile + 3 per coat of arms", "1 per tile + 1 per coat of arms"),
            ]);
            ui.label("A second inn or cathedral adds nothing. Your large follower goes where a follower may (never on a garden) and counts as two followers for every majority; its points are not doubled. Press L or click its marker again to choose it. A sixth player (pink) may join.");
            ui.strong("Traders & Builders");
            pictures(ui, "traders", &textures);
            ui.label("Goods: whoever places the tile that completes a city takes one token per goods symbol in it (chicken, grain, cloth), whoever holds the city. At the end, the most tokens of a kind scores 10 (ties all score; none for nobody).");
            ui.label("Builder: put it on a road or city of the new tile that already holds one of your followers. When you later extend that road or city, you play a second turn at once (never a third). It comes back when its feature scores.");
            ui.label("Pig: put it on a field of the new tile that already holds one of your farmers. When a city with a coat of arms touching that field is completed, the pig scores you 3 per completed city of the field and comes back.");
            ui.add_space(6.0);
            ui.strong("Controls");
            ui.label("Click a green cell to place · R / right-click turns · click a marker for a figure (again for the next figure there, or none) · L: large follower · Space: no figure · Enter: confirm · Ctrl+Z: step back · H: suggest a move · T: tiles left · O: open features · drag: pan · wheel: zoom · F: show the last tile laid, or fit the map · F11: fullscreen · Ctrl + plus / minus: text size");
        });
    help.0 = open && !demonstrate;
    if demonstrate {
        how_to_play.write(HowToPlay::Open(0));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::PICTURED;

    #[test]
    fn every_pictured_tile_is_in_the_tile_sets() {
        let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        let catalog = crate::rules::TileCatalog::load(&assets).expect("tile data loads");
        for (variant, id, _) in PICTURED {
            assert!(catalog.type_id(id).is_some(), "{variant}: no tile {id}");
        }
    }
}
