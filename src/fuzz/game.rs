//! The game the fuzzed readers play: the built-in tiles and the rules with
//! every expansion, shared by the readers, their seeds and the host script.

use crate::rules::{Expansion, RuleSet, TileCatalog};
use std::sync::{Arc, OnceLock};

/// The built-in tiles, read once.
pub(super) fn catalog() -> Arc<TileCatalog> {
    static CATALOG: OnceLock<Arc<TileCatalog>> = OnceLock::new();
    CATALOG
        .get_or_init(|| Arc::new(TileCatalog::built_in().expect("the built-in tiles")))
        .clone()
}

/// The rules with farmers and every expansion, the most a game can hold.
pub(super) fn every_expansion() -> RuleSet {
    RuleSet {
        farmers: true,
        expansions: Expansion::all().collect(),
    }
}
