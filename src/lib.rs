//! Carcassonne: the rules engine (plain Rust), game records, the command line and,
//! with the `gui` feature, the Bevy game.

pub mod ai;
#[cfg(feature = "gui")]
pub mod app;
pub mod art;
pub mod assets_dir;
pub mod cli;
#[doc(hidden)]
pub mod fuzz;
pub mod i18n;
pub mod net;
pub mod rules;
pub mod saves;
pub mod settings;
pub mod sound;
pub mod table;
