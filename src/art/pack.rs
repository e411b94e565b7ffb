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

use super::built_in::{built_in_figure_art, built_in_neutral_figure_art, built_in_tile_art};
use super::figure::{FigureShape, PlayerColour};
use super::image::{Rgba, decode_png};
use super::neutral::NeutralFigure;
use super::paths::{ART_PACKS_DIR, figure_art_path, neutral_figure_art_path};
use super::sizes::{MAX_ART_PX, MIN_FIGURE_PX, MIN_TILE_PX};
use crate::assets_dir::find_file;
use crate::rules::TileType;
use std::path::{Path, PathBuf};

/// What a piece of art shows, for warnings: a tile (by its id) or a figure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArtSubject {
    Tile(String),
    Figure(FigureShape, PlayerColour),
    /// The Princess & the Dragon's dragon or fairy.
    Neutral(NeutralFigure),
}

impl std::fmt::Display for ArtSubject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ArtSubject::Tile(id) => write!(f, "tile {id}"),
            ArtSubject::Figure(shape, colour) => {
                write!(f, "the {} {}", colour.name(), shape.name())
            }
            ArtSubject::Neutral(figure) => write!(f, "the {}", figure.name()),
        }
    }
}

/// A problem met loading art, as data: the window words it in the player's
/// language, the log in English (`Display`). The art shown instead is the
/// default (built-in) one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArtWarning {
    /// The chosen pack is in none of the folders `looked` in.
    PackNotFound { pack: String, looked: Vec<String> },
    /// A pack's file cannot be used (`problem`, the checker's English).
    BadPackFile {
        file: String,
        problem: String,
        subject: ArtSubject,
    },
    /// A file of an override folder cannot be used.
    BadFile {
        file: String,
        problem: String,
        subject: ArtSubject,
    },
    /// A file a tile set names as its own art is in none of the folders.
    Missing {
        file: String,
        looked: Vec<String>,
        subject: ArtSubject,
    },
}

impl ArtWarning {
    /// Whether the English words contain `what` (for tests and tools).
    pub fn contains(&self, what: &str) -> bool {
        self.to_string().contains(what)
    }
}

/// The folders looked in, as the log says them.
fn looked_in(looked: &[String]) -> String {
    if looked.is_empty() {
        "no assets folder".to_string()
    } else {
        looked.join(", ")
    }
}

impl std::fmt::Display for ArtWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ArtWarning::PackNotFound { pack, looked } => write!(
                f,
                "art pack `{pack}` not found in `{ART_PACKS_DIR}/` of {} nor among the players' own packs; using the default art",
                looked_in(looked)
            ),
            ArtWarning::BadPackFile {
                file,
                problem,
                subject,
            } => write!(f, "{file}: {problem}; using the default art for {subject}"),
            ArtWarning::BadFile {
                file,
                problem,
                subject,
            } => write!(f, "{file}: {problem}; using the built-in art for {subject}"),
            ArtWarning::Missing {
                file,
                looked,
                subject,
            } => write!(
                f,
                "{file}: the file is missing (looked in {}); using the built-in art for {subject}",
                looked_in(looked)
            ),
        }
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
/// side (the default art is [`super::sizes::TILE_PX`]); the image comes back at its
/// own size. Never panics on mod data: every problem becomes a warning. A
/// file that is in no folder is no problem, unless the tile set names it
/// with an `art:` path of its own.
pub fn load_tile_art(
    layers: &[PathBuf],
    pack: Option<&str>,
    t: &TileType,
) -> (Rgba, Vec<ArtWarning>) {
    let what = ArtSubject::Tile(t.id.to_string());
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
) -> (Rgba, Vec<ArtWarning>) {
    let path = figure_art_path(None, shape, colour);
    let what = ArtSubject::Figure(shape, colour);
    load_art(layers, pack, &path, &what, MIN_FIGURE_PX, false, || {
        built_in_figure_art(shape, colour)
    })
}

/// The dragon's or the fairy's art: the pack's, an override's, or the
/// built-in drawing (see [`load_figure_art`]).
pub fn load_neutral_figure_art(
    layers: &[PathBuf],
    pack: Option<&str>,
    figure: NeutralFigure,
) -> (Rgba, Vec<ArtWarning>) {
    let path = neutral_figure_art_path(None, figure);
    let what = ArtSubject::Neutral(figure);
    load_art(layers, pack, &path, &what, MIN_FIGURE_PX, false, || {
        built_in_neutral_figure_art(figure)
    })
}

fn load_art(
    layers: &[PathBuf],
    pack: Option<&str>,
    art: &str,
    what: &ArtSubject,
    min_px: u32,
    must_exist: bool,
    draw: impl FnOnce() -> Rgba,
) -> (Rgba, Vec<ArtWarning>) {
    let looked = || -> Vec<String> { layers.iter().map(|d| d.display().to_string()).collect() };
    let mut warnings = Vec::new();
    if let Some(name) = pack {
        match pack_folder(layers, user_packs_dir().as_deref(), name) {
            None => warnings.push(ArtWarning::PackNotFound {
                pack: name.to_string(),
                looked: looked(),
            }),
            Some(root) => {
                let file = root.join(art);
                if file.exists() {
                    match read_image(&file, min_px) {
                        Ok(img) => return (img, warnings),
                        Err(problem) => warnings.push(ArtWarning::BadPackFile {
                            file: file.display().to_string(),
                            problem,
                            subject: what.clone(),
                        }),
                    }
                }
            }
        }
    }
    match find_file(layers, art) {
        Some(file) => match read_image(&file, min_px) {
            Ok(img) => return (img, warnings),
            Err(problem) => warnings.push(ArtWarning::BadFile {
                file: file.display().to_string(),
                problem,
                subject: what.clone(),
            }),
        },
        None if must_exist => warnings.push(ArtWarning::Missing {
            file: art.to_string(),
            looked: looked(),
            subject: what.clone(),
        }),
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
