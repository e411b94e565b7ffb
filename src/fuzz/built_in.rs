//! The game the fuzzed readers play with: the built-in tiles and the rules
//! of every expansion. A file of its own, below `readers`, `host` and
//! `seeds`, so none of them has to import another that imports it back.

use crate::rules::{Expansion, RuleSet, TileCatalog};
use std::sync::{Arc, OnceLock};

/// The built-in tiles, read once.
pub(super) fn catalog() -> Arc<TileCatalog> {
    static CATALOG: OnceLock<Arc<TileCatalog>> = OnceLock::new();
    CATALOG
        .get_or_init(|| Arc::new(TileCatalog::built_in().expect("the built-in tiles")))
        .clone()
}

/// Farmers and every expansion: the largest game a room can hold.
pub(super) fn every_expansion() -> RuleSet {
    RuleSet {
        farmers: true,
        expansions: Expansion::all().collect(),
    }
}
