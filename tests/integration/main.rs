//! The one integration-test binary: rule scenarios, tile data, records, art,
//! the command line and the headless app.

mod abbot_river;
mod analysis;
mod anchors;
#[cfg(feature = "gui")]
mod app;
mod art;
mod art_tiles;
mod cli;
mod common;
mod properties;
mod rules;
mod saves;
#[cfg(feature = "gui")]
mod table;
mod tiles;
