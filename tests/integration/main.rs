//! The one integration-test binary: rule scenarios, tile data, records, art,
//! the command line and the headless app.

mod abbot_river;
mod analysis;
#[cfg(feature = "gui")]
mod app;
mod art;
mod cli;
mod common;
mod properties;
mod rules;
mod saves;
#[cfg(feature = "gui")]
mod teach;
mod tiles;
