//! Where the art files of tiles and figures (the players' and the neutral
//! ones) lie under `assets/`, in an art pack or not: the one naming both
//! the built-in art and the packs use.

use super::figure::{FigureShape, PlayerColour};
use super::neutral::NeutralFigure;
use crate::rules::TileType;

/// The folder under `assets/` that holds one folder per art pack.
pub const ART_PACKS_DIR: &str = "art-packs";

/// The art file of a tile, relative to `assets/`: the pack's copy of the
/// tile's `art` path, or the `art` path itself when no pack is selected.
pub fn tile_art_path(pack: Option<&str>, t: &TileType) -> String {
    in_pack(pack, &t.art)
}

/// The art file of a figure, relative to `assets/`: by default
/// `figures/<shape>_<colour>.png`, e.g. `figures/farmer_red.png`.
pub fn figure_art_path(pack: Option<&str>, shape: FigureShape, colour: PlayerColour) -> String {
    in_pack(
        pack,
        &format!("figures/{}_{}.png", shape.name(), colour.name()),
    )
}

/// The art file of a neutral figure, relative to `assets/`: by default
/// `figures/<name>.png`, e.g. `figures/dragon.png`.
pub fn neutral_figure_art_path(pack: Option<&str>, figure: NeutralFigure) -> String {
    in_pack(pack, &format!("figures/{}.png", figure.name()))
}

fn in_pack(pack: Option<&str>, path: &str) -> String {
    match pack {
        Some(pack) => format!("{ART_PACKS_DIR}/{pack}/{path}"),
        None => path.to_string(),
    }
}
