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
pub mod quiet_panic;
pub mod rules;
pub mod saves;
pub mod settings;
pub mod sound;
pub mod table;

/// The game's name in window titles, the task bar and the menus (a name,
/// the same in every language).
pub const TITLE: &str = "Carcassonne";

/// The game's one identifier on the desktops: the Wayland app id and X11
/// window class (so a dock shows the menu entry's icon), the Flatpak id and
/// the Mac bundle id. Letters and dots only, as all of them allow.
pub const APP_ID: &str = "org.carcassonnegame.Carcassonne";
