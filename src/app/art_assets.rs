//! Tile and figure images for the map, loaded once from the assets folder
//! (an art pack first, then the default PNGs, then art drawn from the tile
//! definitions), with a warning for every file that could not be used.

use crate::app::turn::setup::Catalog;
use crate::art::{self, FigureShape, NeutralFigure, PlayerColour, Rgba};
use crate::rules::TileCatalog;
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ArtPack>()
        .add_systems(PreStartup, load_art)
        .add_systems(Update, apply_art_pack);
    #[cfg(feature = "dev")]
    app.add_systems(Update, watch_art_files);
}

/// Handles of every image the map draws.
#[derive(Resource, Debug)]
pub struct ArtAssets {
    /// Per tile type, indexed by `TileTypeId`.
    pub tiles: Vec<Handle<Image>>,
    /// Per shape (in the order of `FigureShape::ALL`) and colour.
    pub figures: Vec<[Handle<Image>; PlayerColour::ALL.len()]>,
    /// The dragon and the fairy (in the order of `NeutralFigure::ALL`).
    pub neutral: [Handle<Image>; NeutralFigure::ALL.len()],
    /// A ring for marking cells (last tile, legal spots, highlights).
    pub frame: Handle<Image>,
    /// A thinner ring, for the cells where the drawn tile fits.
    pub thin_frame: Handle<Image>,
    /// A soft round dot.
    pub dot: Handle<Image>,
    /// A light badge with a dark letter or digit, per character of
    /// [`MARK_CHARS`]: players marked by initial, not only colour.
    pub marks: Vec<Handle<Image>>,
    /// Problems met while loading art, shown to the players.
    pub warnings: Vec<crate::art::ArtWarning>,
}

impl ArtAssets {
    /// Handles to no image: for headless apps and benchmarks, which draw nothing.
    pub fn blank(tile_types: usize) -> ArtAssets {
        ArtAssets {
            tiles: vec![Handle::default(); tile_types],
            figures: vec![std::array::from_fn(|_| Handle::default()); FigureShape::ALL.len()],
            neutral: std::array::from_fn(|_| Handle::default()),
            frame: Handle::default(),
            thin_frame: Handle::default(),
            dot: Handle::default(),
            marks: vec![Handle::default(); MARK_CHARS.len()],
            warnings: Vec::new(),
        }
    }

    /// The badge for a player's mark (their initial, or seat number).
    pub fn mark(&self, c: char) -> Handle<Image> {
        MARK_CHARS
            .chars()
            .position(|m| m == c)
            .map_or_else(Handle::default, |i| self.marks[i].clone())
    }

    pub fn figure(&self, shape: FigureShape, colour: PlayerColour) -> Handle<Image> {
        self.figures[shape.index()][colour.index()].clone()
    }

    /// The dragon's or the fairy's image.
    pub fn neutral(&self, figure: NeutralFigure) -> Handle<Image> {
        self.neutral[figure as usize].clone()
    }
}

/// The art pack chosen by the players (`CARCASSONNE_ART_PACK` or settings).
#[derive(Resource, Clone, Debug, Default)]
pub struct ArtPack(pub Option<String>);

pub fn to_image(img: &Rgba) -> Image {
    Image::new(
        Extent3d {
            width: img.width,
            height: img.height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        img.data.clone(),
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    )
}

/// Where each image came from, to reload it when the pack changes or (with
/// the `dev` feature) when a file is edited.
#[derive(Resource, Default)]
struct ArtFiles {
    /// Modification times of the files each image may come from (pack file,
    /// then each override folder's file), in the order of
    /// `ArtAssets::tiles` then figures.
    stamps: Vec<Vec<Option<std::time::SystemTime>>>,
}

#[derive(Clone, Copy)]
enum ArtSlot {
    Tile(usize),
    Figure(FigureShape, PlayerColour),
    Neutral(NeutralFigure),
}

fn slots(tile_types: usize) -> impl Iterator<Item = ArtSlot> {
    (0..tile_types)
        .map(ArtSlot::Tile)
        .chain(
            FigureShape::ALL
                .into_iter()
                .flat_map(|s| PlayerColour::ALL.map(|c| ArtSlot::Figure(s, c))),
        )
        .chain(NeutralFigure::ALL.map(ArtSlot::Neutral))
}

/// The files an image may come from: the pack's (shipped or the player's
/// own) and each override folder's.
fn slot_files(
    slot: &ArtSlot,
    catalog: &TileCatalog,
    layers: &[PathBuf],
    pack: Option<&str>,
) -> Vec<PathBuf> {
    let art = match slot {
        ArtSlot::Tile(i) => art::tile_art_path(None, &catalog.types[*i]),
        ArtSlot::Figure(s, c) => art::figure_art_path(None, *s, *c),
        ArtSlot::Neutral(n) => art::neutral_figure_art_path(None, *n),
    };
    let pack_file = pack
        .and_then(|name| art::pack_folder(layers, art::user_packs_dir().as_deref(), name))
        .map(|root| root.join(&art));
    pack_file
        .into_iter()
        .chain(layers.iter().map(|dir| dir.join(&art)))
        .collect()
}

fn stamps(files: &[PathBuf]) -> Vec<Option<std::time::SystemTime>> {
    files
        .iter()
        .map(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok())
        .collect()
}

fn load_slot(
    layers: &[PathBuf],
    catalog: &TileCatalog,
    pack: Option<&str>,
    slot: &ArtSlot,
) -> (Rgba, Vec<crate::art::ArtWarning>) {
    match slot {
        ArtSlot::Tile(i) => art::load_tile_art(layers, pack, &catalog.types[*i]),
        ArtSlot::Figure(s, c) => art::load_figure_art(layers, pack, *s, *c),
        ArtSlot::Neutral(n) => art::load_neutral_figure_art(layers, pack, *n),
    }
}

/// Every image of the game, read or drawn on background threads from launch,
/// while the engine starts and opens the window; [`load_art`] takes them.
#[derive(Resource)]
pub struct ArtPreload(Mutex<Option<Preload>>);

struct Preload {
    job: Arc<PreloadJob>,
    workers: Vec<std::thread::JoinHandle<()>>,
}

/// One image and the warnings met loading it.
type Loaded = (Rgba, Vec<crate::art::ArtWarning>);

struct PreloadJob {
    catalog: Arc<TileCatalog>,
    layers: Vec<PathBuf>,
    pack: Option<String>,
    slots: Vec<ArtSlot>,
    next: AtomicUsize,
    done: Mutex<Vec<Option<Loaded>>>,
}

impl PreloadJob {
    /// Loads slots until none is left; every thread that helps calls this.
    fn work(&self) {
        loop {
            let k = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(slot) = self.slots.get(k) else {
                return;
            };
            let loaded = load_slot(&self.layers, &self.catalog, self.pack.as_deref(), slot);
            if let Ok(mut done) = self.done.lock() {
                done[k] = Some(loaded);
            }
        }
    }
}

impl ArtPreload {
    /// Starts loading the art of `catalog` for `pack` on all cores but one
    /// (the engine's start-up keeps that one busy).
    pub fn start(catalog: Arc<TileCatalog>, layers: Vec<PathBuf>, pack: Option<String>) -> Self {
        let slots: Vec<ArtSlot> = slots(catalog.types.len()).collect();
        let job = Arc::new(PreloadJob {
            catalog,
            layers,
            pack,
            next: AtomicUsize::new(0),
            done: Mutex::new(vec![None; slots.len()]),
            slots,
        });
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get().saturating_sub(1))
            .max(1);
        let workers = (0..threads)
            .filter_map(|i| {
                let job = job.clone();
                std::thread::Builder::new()
                    .name(format!("art preload {i}"))
                    .spawn(move || job.work())
                    .ok()
            })
            .collect();
        ArtPreload(Mutex::new(Some(Preload { job, workers })))
    }

    /// The loaded images in slot order, if they were started for this
    /// catalog and pack; the calling thread helps with what is left.
    fn take(&self, catalog: &Arc<TileCatalog>, pack: Option<&str>) -> Option<Vec<Loaded>> {
        let preload = self.0.lock().ok()?.take()?;
        if !Arc::ptr_eq(&preload.job.catalog, catalog) || preload.job.pack.as_deref() != pack {
            return None;
        }
        preload.job.work();
        for worker in preload.workers {
            worker.join().ok()?;
        }
        let done = std::mem::take(&mut *preload.job.done.lock().ok()?);
        done.into_iter().collect()
    }
}

fn load_art(
    mut commands: Commands,
    catalog: Res<Catalog>,
    pack: Option<Res<ArtPack>>,
    preload: Option<Res<ArtPreload>>,
    mut images: ResMut<Assets<Image>>,
) {
    let started = std::time::Instant::now();
    let layers = crate::assets_dir::override_dirs();
    let pack = pack.and_then(|p| p.0.clone());
    let slots: Vec<ArtSlot> = slots(catalog.0.types.len()).collect();
    let loaded: Vec<Loaded> = preload
        .and_then(|p| p.take(&catalog.0, pack.as_deref()))
        .unwrap_or_else(|| {
            slots
                .iter()
                .map(|slot| load_slot(&layers, &catalog.0, pack.as_deref(), slot))
                .collect()
        });
    let mut art = ArtAssets::blank(catalog.0.types.len());
    let mut files = ArtFiles::default();
    for (slot, (img, mut w)) in slots.into_iter().zip(loaded) {
        art.warnings.append(&mut w);
        let handle = images.add(to_image(&img));
        match slot {
            ArtSlot::Tile(i) => art.tiles[i] = handle,
            ArtSlot::Figure(s, c) => art.figures[s.index()][c.index()] = handle,
            ArtSlot::Neutral(n) => art.neutral[n as usize] = handle,
        }
        files.stamps.push(stamps(&slot_files(
            &slot,
            &catalog.0,
            &layers,
            pack.as_deref(),
        )));
    }
    for w in &art.warnings {
        warn!("art: {w}");
    }
    info!(
        "art: {} images ready, {:.0} ms spent waiting for them at start-up",
        files.stamps.len(),
        started.elapsed().as_secs_f64() * 1000.0
    );
    art.frame = images.add(to_image(&ring(128, 10.0)));
    art.thin_frame = images.add(to_image(&ring(128, 4.0)));
    art.dot = images.add(to_image(&disc(64)));
    art.marks = MARK_CHARS
        .chars()
        .map(|c| images.add(to_image(&mark_badge(c))))
        .collect();
    commands.insert_resource(art);
    commands.insert_resource(files);
}

/// Reloads every image when the players pick another art pack, and (with
/// `only_changed`) the images whose files changed on disk. The handles stay,
/// so every sprite shows the new art at once.
fn reload_art(
    catalog: &Catalog,
    pack: Option<&str>,
    art: &mut ArtAssets,
    files: &mut ArtFiles,
    images: &mut Assets<Image>,
    only_changed: bool,
) {
    let layers = crate::assets_dir::override_dirs();
    if !only_changed {
        art.warnings.clear();
    }
    for (k, slot) in slots(catalog.0.types.len()).enumerate() {
        let files_now = slot_files(&slot, &catalog.0, &layers, pack);
        let now = stamps(&files_now);
        if only_changed && files.stamps.get(k) == Some(&now) {
            continue;
        }
        let (img, warnings) = load_slot(&layers, &catalog.0, pack, &slot);
        for w in &warnings {
            warn!("art: {w}");
        }
        art.warnings.extend(warnings);
        let handle = match slot {
            ArtSlot::Tile(i) => &art.tiles[i],
            ArtSlot::Figure(s, c) => &art.figures[s.index()][c.index()],
            ArtSlot::Neutral(n) => &art.neutral[n as usize],
        };
        if images.insert(handle.id(), to_image(&img)).is_err() {
            warn!("art: could not replace the image of slot {k}");
        }
        if let Some(stamp) = files.stamps.get_mut(k) {
            *stamp = now;
        }
        if only_changed && let Some(file) = files_now.first() {
            info!("art: reloaded {}", file.display());
        }
    }
}

fn apply_art_pack(
    pack: Res<ArtPack>,
    catalog: Res<Catalog>,
    art: Option<ResMut<ArtAssets>>,
    files: Option<ResMut<ArtFiles>>,
    mut images: ResMut<Assets<Image>>,
) {
    if !pack.is_changed() || pack.is_added() {
        return;
    }
    let (Some(mut art), Some(mut files)) = (art, files) else {
        return;
    };
    reload_art(
        &catalog,
        pack.0.as_deref(),
        &mut art,
        &mut files,
        &mut images,
        false,
    );
}

/// Dev builds: an edited PNG shows in the running game within a second.
#[cfg(feature = "dev")]
fn watch_art_files(
    time: Res<Time>,
    mut next_check: Local<f32>,
    pack: Res<ArtPack>,
    catalog: Res<Catalog>,
    art: Option<ResMut<ArtAssets>>,
    files: Option<ResMut<ArtFiles>>,
    mut images: ResMut<Assets<Image>>,
) {
    if time.elapsed_secs() < *next_check {
        return;
    }
    *next_check = time.elapsed_secs() + 1.0;
    let (Some(mut art), Some(mut files)) = (art, files) else {
        return;
    };
    reload_art(
        &catalog,
        pack.0.as_deref(),
        &mut art,
        &mut files,
        &mut images,
        true,
    );
}

/// A white square outline, `width` pixels wide, on transparent.
fn ring(px: u32, width: f32) -> Rgba {
    let mut data = vec![0u8; (px * px * 4) as usize];
    for y in 0..px {
        for x in 0..px {
            let d = (x.min(y).min(px - 1 - x).min(px - 1 - y)) as f32;
            if d < width {
                let i = ((y * px + x) * 4) as usize;
                data[i..i + 4].copy_from_slice(&[255, 255, 255, 255]);
            }
        }
    }
    Rgba {
        width: px,
        height: px,
        data,
    }
}

/// The characters a player's mark may be.
pub const MARK_CHARS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/// A player's mark: the first letter or digit of their name, else their seat number.
pub fn mark_char(name: &str, seat: usize) -> char {
    name.chars()
        .find(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .unwrap_or_else(|| char::from_digit((seat as u32 + 1) % 10, 10).unwrap_or('0'))
}

/// A light round badge with a dark rim and a dark character, 32 pixels square.
fn mark_badge(c: char) -> Rgba {
    const PX: u32 = 32;
    let mut badge = disc(PX);
    let r = PX as f32 / 2.0;
    for y in 0..PX {
        for x in 0..PX {
            let (dx, dy) = (x as f32 + 0.5 - r, y as f32 + 0.5 - r);
            let rim = ((dx * dx + dy * dy).sqrt() - (r - 3.5)).clamp(0.0, 1.0);
            let i = ((y * PX + x) * 4) as usize;
            for k in 0..3 {
                let light = [250.0, 246.0, 232.0][k];
                badge.data[i + k] = (light * (1.0 - rim) + 40.0 * rim) as u8;
            }
        }
    }
    let s = c.to_string();
    let scale = 3;
    let w = art::font::text_width(&s, scale);
    let h = 7 * scale;
    art::font::draw_text(
        &mut badge,
        (PX - w) / 2,
        (PX - h) / 2 + 1,
        &s,
        scale,
        [30, 30, 34],
    );
    badge
}

/// A white disc with a soft edge.
fn disc(px: u32) -> Rgba {
    let mut data = vec![0u8; (px * px * 4) as usize];
    let r = px as f32 / 2.0;
    for y in 0..px {
        for x in 0..px {
            let (dx, dy) = (x as f32 + 0.5 - r, y as f32 + 0.5 - r);
            let a = ((r - (dx * dx + dy * dy).sqrt()) / 2.0).clamp(0.0, 1.0);
            let i = ((y * px + x) * 4) as usize;
            data[i..i + 4].copy_from_slice(&[255, 255, 255, (a * 255.0) as u8]);
        }
    }
    Rgba {
        width: px,
        height: px,
        data,
    }
}
