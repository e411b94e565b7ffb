//! The one integration-test binary: rule scenarios, tile data, records, art,
//! the command line and the headless app.

mod abbot_river;
#[cfg(feature = "gui")]
mod app;
mod art;
mod cli;
mod common;
mod dist;
mod properties;
mod rules;
mod saves;
mod tiles;
