//! The one integration-test binary: rule scenarios, tile data, records, the app.

mod abbot_river;
mod common;
mod properties;
mod rules;
mod tiles;
