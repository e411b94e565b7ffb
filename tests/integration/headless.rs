//! The headless game app every app test builds: the game's turn systems on
//! `MinimalPlugins` + `StatesPlugin`, scorings shown without a pause, driven
//! by the same messages the mouse sends. One copy for every test module.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use carcassonne::app::art_assets::ArtAssets;
use carcassonne::app::language::Language;
use carcassonne::app::{Catalog, ScoreDisplay, game_logic, map_helpers, map_rendering};
use carcassonne::rules::TileCatalog;
use std::sync::Arc;

/// The headless game app playing `catalog`'s tiles.
pub fn headless_with(catalog: Arc<TileCatalog>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(Catalog(catalog))
        // The tests read the English words, whatever the system's language.
        .insert_resource(Language(carcassonne::i18n::ENGLISH.into()));
    game_logic(&mut app);
    app.insert_resource(ScoreDisplay {
        seconds_per_event: 0.0,
        ..default()
    });
    app
}

/// The headless game app with the standard tiles.
pub fn headless() -> App {
    headless_with(crate::common::catalog())
}

/// The headless app with the map's sprites and the map helpers too (blank
/// art: no images are decoded).
pub fn headless_with_map() -> App {
    let catalog = crate::common::catalog();
    let mut app = headless_with(catalog.clone());
    app.insert_resource(ArtAssets::blank(catalog.types.len()));
    map_rendering(&mut app);
    map_helpers(&mut app);
    app
}
