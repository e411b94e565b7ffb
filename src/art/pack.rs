//! Modding: where art files live, art packs that override them, and loading
//! an image with a clear warning and a fallback when a file is broken.
//!
//! Lookup order for a tile: the selected pack's file
//! `art-packs/<pack>/<art>`, then the file `<art>` in the first override
//! folder that has it (both relative to `assets/`, see
//! [`crate::assets_dir`]), then the built-in art ([`built_in_tile_art`]:
//! the compiled-in PNG, or the tile drawn from its data).
//! Packs and override folders may hold any subset of the files, so a file
//! that is not there is no warning; a file that is there but unusable is.

use super::built_in::{built_in_figure_art, built_in_tile_art};
use super::figure::{FigureShape, PlayerColour};
use super::image::{Rgba, decode_png};
use super::{MAX_ART_PX, MIN_FIGURE_PX, MIN_TILE_PX};
use crate::assets_dir::{describe, find_file};
use crate::rules::TileType;
use std::path::{Path, PathBuf};

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

fn in_pack(pack: Option<&str>, path: &str) -> String {
    match pack {
        Some(pack) => format!("{ART_PACKS_DIR}/{pack}/{path}"),
        None => path.to_string(),
    }
}

/// The players' own art packs: `art-packs/` in the game's data folder (beside
/// the saves), so a pack survives reinstalling the game.
pub fn user_packs_dir() -> Option<PathBuf> {
    crate::saves::data_dir().map(|d| d.join(ART_PACKS_DIR))
}

/// Where pack `name` lives: `art-packs/<name>` in the first of the override
/// folders `layers` that has it, else `<name>` in `user_packs` (see
/// [`user_packs_dir`]); `None` if neither exists.
pub fn pack_folder(layers: &[PathBuf], user_packs: Option<&Path>, name: &str) -> Option<PathBuf> {
    layers
        .iter()
        .map(|dir| dir.join(ART_PACKS_DIR).join(name))
        .chain(user_packs.map(|u| u.join(name)))
        .find(|p| p.is_dir())
}

/// The art packs in `art-packs/` of the override folders `layers` and in
/// `user_packs`, sorted by name (none if no such folder exists).
pub fn list_art_packs_in(layers: &[PathBuf], user_packs: Option<&Path>) -> Vec<String> {
    let mut packs: Vec<String> = layers
        .iter()
        .map(|dir| dir.join(ART_PACKS_DIR))
        .chain(user_packs.map(Path::to_path_buf))
        .filter_map(|dir| std::fs::read_dir(dir).ok())
        .flatten()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .filter(|name| !name.starts_with('.'))
        .collect();
    packs.sort();
    packs.dedup();
    packs
}

/// The art packs a player can pick: those in `art-packs/` of the override
/// folders `layers` and the player's own (see [`user_packs_dir`]).
pub fn list_art_packs(layers: &[PathBuf]) -> Vec<String> {
    list_art_packs_in(layers, user_packs_dir().as_deref())
}

/// The image to show for a tile and the warnings met on the way: the pack's
/// image, else the first override folder's image, else the built-in art
/// ([`built_in_tile_art`]). `layers` are the override folders, most
/// important first (see [`crate::assets_dir::override_dirs`]).
///
/// Tile images must be square, [`MIN_TILE_PX`] to [`MAX_ART_PX`] pixels a
/// side (the default art is [`super::TILE_PX`]); the image comes back at its
/// own size. Never panics on mod data: every problem becomes a warning. A
/// file that is in no folder is no problem, unless the tile set names it
/// with an `art:` path of its own.
pub fn load_tile_art(layers: &[PathBuf], pack: Option<&str>, t: &TileType) -> (Rgba, Vec<String>) {
    let what = format!("tile {}", t.id);
    let own_path = t.art != format!("tiles/{}/{}.png", t.set, t.id);
    load_art(layers, pack, &t.art, &what, MIN_TILE_PX, own_path, || {
        built_in_tile_art(t)
    })
}

/// The image to show for a figure, with warnings, as [`load_tile_art`] does
/// for tiles; figure images are square, [`MIN_FIGURE_PX`] pixels or more.
pub fn load_figure_art(
    layers: &[PathBuf],
    pack: Option<&str>,
    shape: FigureShape,
    colour: PlayerColour,
) -> (Rgba, Vec<String>) {
    let path = figure_art_path(None, shape, colour);
    let what = format!("the {} {}", colour.name(), shape.name());
    load_art(layers, pack, &path, &what, MIN_FIGURE_PX, false, || {
        built_in_figure_art(shape, colour)
    })
}

fn load_art(
    layers: &[PathBuf],
    pack: Option<&str>,
    art: &str,
    what: &str,
    min_px: u32,
    must_exist: bool,
    draw: impl FnOnce() -> Rgba,
) -> (Rgba, Vec<String>) {
    let mut warnings = Vec::new();
    if let Some(name) = pack {
        match pack_folder(layers, user_packs_dir().as_deref(), name) {
            None => warnings.push(format!(
                "art pack `{name}` not found in `{ART_PACKS_DIR}/` of {} nor among the players' own packs; using the default art",
                describe(layers)
            )),
            Some(root) => {
                let file = root.join(art);
                if file.exists() {
                    match read_image(&file, min_px) {
                        Ok(img) => return (img, warnings),
                        Err(problem) => warnings.push(format!(
                            "{}: {problem}; using the default art for {what}",
                            file.display()
                        )),
                    }
                }
            }
        }
    }
    match find_file(layers, art) {
        Some(file) => match read_image(&file, min_px) {
            Ok(img) => return (img, warnings),
            Err(problem) => warnings.push(format!(
                "{}: {problem}; using the built-in art for {what}",
                file.display()
            )),
        },
        None if must_exist => warnings.push(format!(
            "{art}: the file is missing (looked in {}); using the built-in art for {what}",
            describe(layers)
        )),
        None => {}
    }
    (draw(), warnings)
}

/// Reads and checks one art file; the error says what is wrong with it.
fn read_image(file: &Path, min_px: u32) -> Result<Rgba, String> {
    let bytes = std::fs::read(file).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => "the file is missing".to_string(),
        _ => format!("cannot read the file ({e})"),
    })?;
    let img = decode_png(&bytes)?;
    if img.width != img.height || img.width < min_px {
        return Err(format!(
            "the image is {}×{} pixels; it must be square, {min_px} to {MAX_ART_PX} pixels a side",
            img.width, img.height
        ));
    }
    Ok(img)
}
