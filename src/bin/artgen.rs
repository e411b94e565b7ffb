//! The art generator: draws every tile of the tile sets, the figures and a
//! contact sheet into PNGs under `assets/`.
//!
//! `cargo run --release --no-default-features --bin artgen [-- --out DIR] [--assets DIR]`
//! reads the tile sets from `--assets` (default: the game's own, with the
//! override folders of `carcassonne::assets_dir`; under `cargo run` that is
//! the package's `assets/`) and writes the PNGs under `--out` (default:
//! `--assets`, else the first override folder), plus a small example art
//! pack in `art-packs/example-autumn/`.

use carcassonne::art::{
    ContactSheetEntry, FigureShape, PlayerColour, Rgba, encode_png, figure_art_path,
    render_contact_sheet, render_figure, render_tile, tile_art_path,
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

    let grass = [159, 194, 90];
    let showcase = [
        (PlayerColour::Black, [93, 74, 55]),
        (PlayerColour::Blue, [90, 166, 214]),
        (PlayerColour::Yellow, [217, 191, 140]),
    ];
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
        sections.push((format!("{}s", shape.name()), entries));
    }
    written += write_example_pack(&out, &catalog)?;
    let sheet = render_contact_sheet(&sections);
    written += save(&out, "contact-sheet.png", &encode_png(&sheet))?;
    println!(
        "artgen: {} tiles, {} figures and the contact sheet written under {} ({} KiB of PNG)",
        catalog.types.len(),
        FigureShape::ALL.len() * PlayerColour::ALL.len(),
        out.display(),
        written / 1024
    );
    Ok(())
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
