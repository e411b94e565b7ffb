//! Modding: where art files live, art packs that override them, and loading
//! an image with a clear warning and a fallback when it is missing or broken.
//!
//! Lookup order for a tile: the selected pack's file
//! `art-packs/<pack>/<art>`, then the default file `<art>` (both relative to
//! `assets/`), then the art drawn by [`render_tile`]. A pack may hold any
//! subset of the files, so a file missing from a pack is no warning.

use super::figure::{FigureShape, PlayerColour, render_figure};
use super::image::{Rgba, decode_png};
use super::tile::render_tile;
use super::{MAX_ART_PX, MIN_FIGURE_PX, MIN_TILE_PX};
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

/// Where pack `name` lives: `assets/art-packs/<name>`, else `<name>` in
/// `user_packs` (see [`user_packs_dir`]); the assets path if neither exists.
pub fn pack_folder(assets: &Path, user_packs: Option<&Path>, name: &str) -> PathBuf {
    let shipped = assets.join(ART_PACKS_DIR).join(name);
    if shipped.is_dir() {
        return shipped;
    }
    match user_packs.map(|u| u.join(name)) {
        Some(own) if own.is_dir() => own,
        _ => shipped,
    }
}

/// The art packs in `assets/art-packs/` and in `user_packs`, sorted by name
/// (none if neither folder exists).
pub fn list_art_packs_in(assets: &Path, user_packs: Option<&Path>) -> Vec<String> {
    let mut packs: Vec<String> = std::iter::once(assets.join(ART_PACKS_DIR))
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

/// The art packs a player can pick: those shipped in `assets/art-packs/` and
/// the player's own (see [`user_packs_dir`]).
pub fn list_art_packs(assets: &Path) -> Vec<String> {
    list_art_packs_in(assets, user_packs_dir().as_deref())
}

/// The image to show for a tile and the warnings met on the way: the pack's
/// image, else the default PNG, else the tile drawn by [`render_tile`].
///
/// Tile images must be square, [`MIN_TILE_PX`] to [`MAX_ART_PX`] pixels a
/// side (the default art is [`super::TILE_PX`]); the image comes back at its
/// own size. Never panics on mod data: every problem becomes a warning.
pub fn load_tile_art(assets: &Path, pack: Option<&str>, t: &TileType) -> (Rgba, Vec<String>) {
    let what = format!("tile {}", t.id);
    load_art(assets, pack, &t.art, &what, MIN_TILE_PX, || render_tile(t))
}

/// The image to show for a figure, with warnings, as [`load_tile_art`] does
/// for tiles; figure images are square, [`MIN_FIGURE_PX`] pixels or more.
pub fn load_figure_art(
    assets: &Path,
    pack: Option<&str>,
    shape: FigureShape,
    colour: PlayerColour,
) -> (Rgba, Vec<String>) {
    let path = figure_art_path(None, shape, colour);
    let what = format!("the {} {}", colour.name(), shape.name());
    load_art(assets, pack, &path, &what, MIN_FIGURE_PX, || {
        render_figure(shape, colour)
    })
}

fn load_art(
    assets: &Path,
    pack: Option<&str>,
    art: &str,
    what: &str,
    min_px: u32,
    draw: impl FnOnce() -> Rgba,
) -> (Rgba, Vec<String>) {
    let mut warnings = Vec::new();
    if let Some(name) = pack {
        let root = pack_folder(assets, user_packs_dir().as_deref(), name);
        if !root.is_dir() {
            warnings.push(format!(
                "art pack `{name}` not found: {} is not a folder; using the default art",
                root.display()
            ));
        } else {
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
    let file = assets.join(art);
    match read_image(&file, min_px) {
        Ok(img) => (img, warnings),
        Err(problem) => {
            warnings.push(format!(
                "{}: {problem}; drawing {what} instead",
                file.display()
            ));
            (draw(), warnings)
        }
    }
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
