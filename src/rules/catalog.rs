//! The game's tile catalog: the base set and every expansion's, read from
//! the first assets folder that holds each file, else the copy built in.

use super::expansions::tile_set_files;
use super::tiles::{TileCatalog, TileDataError};
use std::path::Path;

impl TileCatalog {
    /// Loads the standard tile sets from an assets folder; every file must be there.
    pub fn load(assets: &Path) -> Result<TileCatalog, TileDataError> {
        let mut catalog = TileCatalog::default();
        for set in tile_set_files() {
            let path = assets.join(set.file);
            let text = std::fs::read_to_string(&path).map_err(|e| TileDataError {
                file: path.display().to_string(),
                problems: vec![format!("cannot read the file: {e}")],
            })?;
            catalog.add_set(&path.display().to_string(), &text)?;
        }
        Ok(catalog)
    }

    /// The standard tile sets compiled into the game: no files needed.
    pub fn built_in() -> Result<TileCatalog, TileDataError> {
        TileCatalog::load_layered(&[])
    }

    /// Loads each standard tile set from the first of the folders `layers`
    /// that holds its file (a modded set), else the built-in copy. A file
    /// that is there but cannot be read or is invalid is an error.
    pub fn load_layered(layers: &[std::path::PathBuf]) -> Result<TileCatalog, TileDataError> {
        let mut catalog = TileCatalog::default();
        for set in tile_set_files() {
            let (file, built_in) = (set.file, set.built_in);
            match layers.iter().map(|dir| dir.join(file)).find(|p| p.exists()) {
                Some(path) => {
                    let text = std::fs::read_to_string(&path).map_err(|e| TileDataError {
                        file: path.display().to_string(),
                        problems: vec![format!("cannot read the file: {e}")],
                    })?;
                    catalog.add_set(&path.display().to_string(), &text)?;
                }
                None => catalog.add_set(&format!("{file} (built in)"), built_in)?,
            }
        }
        Ok(catalog)
    }
}
