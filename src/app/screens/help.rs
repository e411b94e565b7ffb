//! Rules help (F1): the way to the demonstration, a turn, scoring, the
//! variants and expansions with pictures of their tiles (those in play at
//! the table marked so), The Princess & the Dragon among them, the review
//! after a game and its marks, controls.

use crate::ai::review::{BLUNDER, INACCURACY, MISTAKE};
use crate::app::art_assets::ArtAssets;
use crate::app::language::Locale;
use crate::app::state::{HelpOpen, HowToPlay};
use crate::app::turn::setup::Catalog;
use crate::i18n::{Localizer, key};
use crate::rules::{Expansion, RuleSet};
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

fn table(ui: &mut egui::Ui, t: &Localizer, id: &str, rows: &[(&str, &str, &str)]) {
    egui::Grid::new(id).striped(true).show(ui, |ui| {
        ui.strong(tr!(t, "help-column-feature"));
        ui.strong(tr!(t, "help-column-completed"));
        ui.strong(tr!(t, "help-column-unfinished"));
        ui.end_row();
        for (a, b, c) in rows {
            ui.label(tr!(t, a));
            ui.label(tr!(t, b));
            ui.label(tr!(t, c));
            ui.end_row();
        }
    });
}

/// The tiles pictured beside each variant: (variant, tile, caption's key).
const PICTURED: [(&str, &str, &str); 14] = [
    ("abbot", "B", key("caption-monastery")),
    ("abbot", "E_garden", key("caption-garden")),
    ("river", "river_A", key("caption-spring")),
    ("river", "river_D", key("caption-river")),
    ("river", "river_L", key("caption-lake")),
    ("inns", "IC_A", key("caption-inn")),
    ("inns", "IC_K", key("caption-cathedral")),
    ("traders", "TB_D", key("caption-grain")),
    ("princess", "PD_X", key("caption-volcano")),
    ("princess", "PD_G", key("caption-dragon-tile")),
    ("princess", "PD_R", key("caption-magic-portal")),
    ("princess", "PD_A", key("caption-princess")),
    ("princess", "PD_O", key("caption-monastery-in-city")),
    ("princess", "PD_Q", key("caption-tunnel")),
];

/// The Princess & the Dragon's section, paragraph by paragraph: the
/// volcano, the dragon's flight and what it eats, the fairy, the magic
/// portal, the princess, the tunnel and the monastery in a city.
const PRINCESS_DRAGON: [&str; 7] = [
    key("help-pd-volcano"),
    key("help-pd-flight"),
    key("help-pd-eats"),
    key("help-pd-fairy"),
    key("help-pd-portal"),
    key("help-pd-princess"),
    key("help-pd-tiles"),
];

/// A section's heading: `heading`'s words, marked when its expansion is in
/// play at the table.
fn heading_words(t: &Localizer, heading: &str, in_play: bool) -> String {
    if in_play {
        tr!(t, "help-in-this-game", section = tr!(t, heading))
    } else {
        tr!(t, heading)
    }
}

/// The Princess & the Dragon's section in `t`'s words: its heading (marked
/// when the box is in play under `rules`, the table's) and its paragraphs.
pub fn princess_dragon_help(t: &Localizer, rules: Option<RuleSet>) -> (String, Vec<String>) {
    let in_play = rules.is_some_and(|r| r.has_dragon());
    (
        heading_words(t, key("help-princess-dragon"), in_play),
        PRINCESS_DRAGON.iter().map(|k| tr!(t, k)).collect(),
    )
}

/// The pictures of one variant's tiles, drawn by the art generator, in a row.
fn pictures(
    ui: &mut egui::Ui,
    t: &Localizer,
    variant: &str,
    textures: &[(&str, &str, egui::TextureId)],
) {
    ui.horizontal(|ui| {
        for (_, caption, tex) in textures.iter().filter(|(v, ..)| *v == variant) {
            ui.vertical(|ui| {
                ui.add(egui::Image::new(egui::load::SizedTexture::new(
                    *tex,
                    [56.0, 56.0],
                )));
                ui.label(egui::RichText::new(tr!(t, caption)).small());
            });
        }
    });
}

/// What the help asks of the table on the map: whether it follows a
/// network host (no demonstration then), and its rules (their sections
/// marked).
#[derive(SystemParam)]
pub(super) struct TableAsked<'w, 's> {
    networked: Query<'w, 's, (), With<crate::app::turn::active_game::FollowsNetwork>>,
    shown: Option<crate::app::turn::active_game::Shown<'w, 's>>,
}

pub(super) fn help_window(
    mut contexts: EguiContexts,
    mut help: ResMut<HelpOpen>,
    art: Option<Res<ArtAssets>>,
    catalog: Option<Res<Catalog>>,
    mut how_to_play: MessageWriter<HowToPlay>,
    locale: Res<Locale>,
    table: TableAsked,
) -> Result {
    let rules = table.shown.map(|a| a.game().rules());
    let networked = table.networked;
    if !help.0 {
        return Ok(());
    }
    let t = &**locale;
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
    egui::Window::new(tr!(t, "help-title"))
        .id(egui::Id::new("rules-help"))
        .open(&mut open)
        .default_width(560.0)
        .default_height(560.0)
        .vscroll(true)
        .show(ctx, |ui| {
            // The demonstration takes the map: not during a network game.
            if networked.is_empty() {
                demonstrate = demonstration_row(ui, t);
            } else {
                ui.label(egui::RichText::new(tr!(t, "net-no-demonstration")).weak());
            }
            ui.add_space(6.0);
            turn_and_scoring(ui, t);
            ui.add_space(6.0);
            variants(ui, t, &textures, rules);
            ui.add_space(6.0);
            review_and_controls(ui, t);
        });
    help.0 = open && !demonstrate;
    if demonstrate {
        how_to_play.write(HowToPlay::Open(0));
    }
    Ok(())
}

/// The way to the demonstration; whether it was asked for.
fn demonstration_row(ui: &mut egui::Ui, t: &Localizer) -> bool {
    ui.horizontal(|ui| {
        let asked = ui
            .button(egui::RichText::new(tr!(t, "help-demonstration")).strong())
            .clicked();
        ui.label(tr!(t, "help-demonstration-tip"));
        asked
    })
    .inner
}

/// A turn, and what each feature scores.
fn turn_and_scoring(ui: &mut egui::Ui, t: &Localizer) {
    ui.strong(tr!(t, "help-turn"));
    ui.label(tr!(t, "help-turn-1"));
    ui.label(tr!(t, "help-turn-2"));
    ui.label(tr!(t, "help-turn-3"));
    ui.add_space(6.0);
    ui.strong(tr!(t, "help-scoring"));
    table(
        ui,
        t,
        "help-scoring",
        &[
            (key("help-road"), key("help-per-tile"), key("help-per-tile")),
            (
                key("help-city"),
                key("help-city-completed"),
                key("help-city-unfinished"),
            ),
            (
                key("help-monastery"),
                key("help-monastery-completed"),
                key("help-cloister-unfinished"),
            ),
            (
                key("help-garden"),
                key("help-garden-completed"),
                key("help-cloister-unfinished"),
            ),
            (
                key("help-field"),
                key("help-field-completed"),
                key("help-field-end"),
            ),
        ],
    );
    ui.label(tr!(t, "help-majority"));
}

/// The variants and expansions, each with pictures of its tiles; those in
/// play under `rules` (the table's) marked.
fn variants(
    ui: &mut egui::Ui,
    t: &Localizer,
    textures: &[(&str, &str, egui::TextureId)],
    rules: Option<RuleSet>,
) {
    let on = |e: Expansion| rules.is_some_and(|r| r.has(e));
    ui.strong(heading_words(t, key("help-abbot"), on(Expansion::ABBOT)));
    pictures(ui, t, "abbot", textures);
    ui.label(tr!(t, "help-abbot-text"));
    ui.strong(heading_words(t, key("help-river"), on(Expansion::RIVER)));
    pictures(ui, t, "river", textures);
    ui.label(tr!(t, "help-river-text"));
    ui.add_space(6.0);
    ui.strong(heading_words(
        t,
        key("help-inns"),
        on(Expansion::INNS_CATHEDRALS),
    ));
    pictures(ui, t, "inns", textures);
    table(
        ui,
        t,
        key("help-inns"),
        &[
            (
                key("help-road-inn"),
                key("help-two-per-tile"),
                key("help-per-tile"),
            ),
            (
                key("help-city-cathedral"),
                key("help-cathedral-completed"),
                key("help-city-unfinished"),
            ),
        ],
    );
    ui.label(tr!(t, "help-inns-text"));
    ui.strong(heading_words(
        t,
        key("help-traders"),
        on(Expansion::TRADERS_BUILDERS),
    ));
    pictures(ui, t, "traders", textures);
    ui.label(tr!(t, "help-goods-text"));
    ui.label(tr!(t, "help-builder-text"));
    ui.label(tr!(t, "help-pig-text"));
    ui.add_space(6.0);
    let (heading, paragraphs) = princess_dragon_help(t, rules);
    ui.strong(heading);
    pictures(ui, t, "princess", textures);
    for p in paragraphs {
        ui.label(p);
    }
}

/// The review after a game and its marks, then the controls.
fn review_and_controls(ui: &mut egui::Ui, t: &Localizer) {
    ui.strong(tr!(t, "help-review"));
    ui.label(tr!(t, "help-review-text"));
    ui.label(tr!(
        t,
        "review-marks-help",
        inaccuracy = INACCURACY,
        mistake = MISTAKE,
        blunder = BLUNDER
    ));
    ui.add_space(6.0);
    ui.strong(tr!(t, "help-controls"));
    ui.label(tr!(t, "help-controls-text"));
    ui.label(tr!(t, "help-keyboard-text"));
}

#[cfg(test)]
mod tests {
    use super::PICTURED;

    #[test]
    fn every_pictured_tile_is_in_the_tile_sets() {
        let catalog = crate::rules::TileCatalog::built_in().expect("tile data loads");
        for (variant, id, _) in PICTURED {
            assert!(catalog.type_id(id).is_some(), "{variant}: no tile {id}");
        }
    }
}
