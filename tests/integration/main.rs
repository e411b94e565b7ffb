//! The one integration-test binary: rule scenarios, tile data, records, the app.

mod tiles;
