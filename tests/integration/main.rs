//! The one integration-test binary: rule scenarios, tile data, records, art,
//! the command line and the headless app.

mod abbot_river;
mod analysis;
#[cfg(feature = "gui")]
mod app;
mod art;
mod cli;
mod common;
#[cfg(feature = "gui")]
mod glance;
mod properties;
mod rules;
mod saves;
mod story;
mod tiles;
