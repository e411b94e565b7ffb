//! The art generator: draws every tile of the tile sets, the players'
//! figures, the neutral figures (the dragon and the fairy), the game's icon
//! and a contact sheet into PNGs under `assets/`.
//!
//! `cargo run --release --no-default-features --bin artgen [-- --out DIR] [--assets DIR]`
//! reads the tile sets from `--assets` (default: the game's own, with the
//! override folders of `carcassonne::assets_dir`; under `cargo run` that is
//! the package's `assets/`) and writes the PNGs under `--out` (default:
//! `--assets`, else the first override folder), plus a small example art
//! pack in `art-packs/example-autumn/`.

use carcassonne::art::{
    ContactSheetEntry, FigureShape, ICON_SIZES, NeutralFigure, PlayerColour, Rgba, encode_png,
    figure_art_path, neutral_figure_art_path, render_contact_sheet, render_figure, render_icon,
    render_neutral_figure, render_tile, tile_art_path,
};
use carcassonne::assets_dir::override_dirs;
use carcassonne::rules::TileCatalog;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage: artgen [--out DIR] [--assets DIR]";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("artgen: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let mut assets = None;
    let mut out = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .map(PathBuf::from)
                .ok_or(format!("{name} needs a folder\n{USAGE}"))
        };
        match arg.as_str() {
            "--out" => out = Some(value("--out")?),
            "--assets" => assets = Some(value("--assets")?),
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    let (catalog, default_out) = match assets {
        Some(dir) => (TileCatalog::load(&dir), Some(dir)),
        None => {
            let layers = override_dirs();
            (
                TileCatalog::load_layered(&layers),
                layers.into_iter().next(),
            )
        }
    };
    let catalog = catalog.map_err(|e| e.to_string())?;
    let out = out.or(default_out).ok_or(format!(
        "no assets folder to write to: give --out DIR\n{USAGE}"
    ))?;

    let mut written = 0u64;
    let mut sections = Vec::new();
    for set in &catalog.sets {
        let mut entries = Vec::new();
        for t in &catalog.types[set.types.clone()] {
            let img = render_tile(t);
            written += save(&out, &tile_art_path(None, t), &encode_png(&img))?;
            entries.push(ContactSheetEntry {
                label: t.id.clone(),
                image: img,
                backdrop: None,
            });
        }
        sections.push((format!("{} ({})", set.name, set.file_name()), entries));
    }

    // Every shape in every colour on grass, then the hard cases: a dark
    // figure on dark ground, a light one on a city, blue ones on water.
    let grass = [159, 194, 90];
    let showcase = [
        (PlayerColour::Black, [93, 74, 55]),
        (PlayerColour::Yellow, [201, 171, 130]),
    ];
    let mut on_water = Vec::new();
    for shape in FigureShape::ALL {
        let mut entries = Vec::new();
        for colour in PlayerColour::ALL {
            let img = render_figure(shape, colour);
            written += save(
                &out,
                &figure_art_path(None, shape, colour),
                &encode_png(&img),
            )?;
            entries.push(ContactSheetEntry {
                label: colour.name().into(),
                image: img,
                backdrop: Some(grass),
            });
        }
        for (colour, backdrop) in showcase {
            entries.push(ContactSheetEntry {
                label: colour.name().into(),
                image: render_figure(shape, colour),
                backdrop: Some(backdrop),
            });
        }
        on_water.push(ContactSheetEntry {
            label: shape.name().into(),
            image: render_figure(shape, PlayerColour::Blue),
            backdrop: Some([90, 166, 214]),
        });
        let title = match shape {
            FigureShape::Large => "large followers".to_string(),
            other => format!("{}s", other.name()),
        };
        sections.push((title, entries));
    }
    sections.push(("blue figures on water".to_string(), on_water));
    // The neutral figures on grass, on a city and on dark ground.
    let mut neutral = Vec::new();
    for figure in NeutralFigure::ALL {
        let img = render_neutral_figure(figure);
        written += save(
            &out,
            &neutral_figure_art_path(None, figure),
            &encode_png(&img),
        )?;
        for backdrop in [grass, [201, 171, 130], [93, 74, 55]] {
            neutral.push(ContactSheetEntry {
                label: figure.name().into(),
                image: img.clone(),
                backdrop: Some(backdrop),
            });
        }
    }
    sections.push(("neutral figures".to_string(), neutral));
    let mut icons = Vec::new();
    for px in ICON_SIZES.into_iter().rev() {
        let img = render_icon(px);
        written += save(&out, &icon_path(px), &encode_png(&img))?;
        icons.push(ContactSheetEntry {
            label: format!("{px}"),
            image: img,
            backdrop: Some([255, 255, 255]),
        });
    }
    sections.push(("icon".to_string(), icons));
    written += write_example_pack(&out, &catalog)?;
    let sheet = render_contact_sheet(&sections);
    written += save(&out, "contact-sheet.png", &encode_png(&sheet))?;
    println!(
        "artgen: {} tiles, {} figures, {} icons and the contact sheet written under {} ({} KiB of PNG)",
        catalog.types.len(),
        FigureShape::ALL.len() * PlayerColour::ALL.len() + NeutralFigure::ALL.len(),
        ICON_SIZES.len(),
        out.display(),
        written / 1024
    );
    Ok(())
}

/// The icon's file: `icon.png` at 256 pixels, `icons/icon-<px>.png` else.
fn icon_path(px: u32) -> String {
    if px == 256 {
        "icon.png".to_string()
    } else {
        format!("icons/icon-{px}.png")
    }
}

/// The example art pack: a few common tiles in autumn colours, to show that
/// a pack needs only the files it changes.
fn write_example_pack(out: &Path, catalog: &TileCatalog) -> Result<u64, String> {
    let mut written = 0;
    for id in EXAMPLE_PACK_TILES {
        let Some(t) = catalog.type_id(id).map(|i| catalog.get(i)) else {
            continue;
        };
        let img = autumn(render_tile(t));
        written += save(
            out,
            &tile_art_path(Some(EXAMPLE_PACK), t),
            &encode_png(&img),
        )?;
    }
    Ok(written)
}

const EXAMPLE_PACK: &str = "example-autumn";
const EXAMPLE_PACK_TILES: [&str; 3] = ["D", "U", "V"];

/// Turns green to gold and brown, leaving other colours as they are.
fn autumn(mut img: Rgba) -> Rgba {
    for px in img.data.chunks_exact_mut(4) {
        let [r, g, b] = [px[0], px[1], px[2]].map(f32::from);
        let green = g - r.max(b);
        if green > 0.0 {
            px[0] = (r + green * 1.3).min(255.0) as u8;
            px[1] = (g - green * 0.25) as u8;
            px[2] = (b - green * 0.3).max(0.0) as u8;
        }
    }
    img
}

/// Writes one file under `out`, creating folders; returns its size.
fn save(out: &Path, relative: &str, bytes: &[u8]) -> Result<u64, String> {
    let path = out.join(relative);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(bytes.len() as u64)
}

trait FileName {
    fn file_name(&self) -> String;
}

impl FileName for carcassonne::rules::tiles::TileSetInfo {
    /// The set's file name without its folders, e.g. `base.ron`.
    fn file_name(&self) -> String {
        Path::new(&self.file)
            .file_name()
            .map_or_else(|| self.file.clone(), |n| n.to_string_lossy().into_owned())
    }
}
