//! Messages and resources that several screens and map helpers share, kept
//! below them all so that no module imports one that imports it back.

use bevy::prelude::*;

/// Fit the whole map in view.
#[derive(Message, Default)]
pub struct FitMap;

/// F: show the tile just laid (by the previous player, after a hand-over)
/// if it is not in view, else fit the whole map.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct LookAtLastMove;

/// The rules help panel (F1) is open.
#[derive(Resource, Default)]
pub struct HelpOpen(pub bool);

/// What the players ask of the demonstration (buttons, F1, the first
/// launch's offer, the command line, tests).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HowToPlay {
    /// Open it at this step (0-based), from wherever the players are.
    Open(usize),
    Next,
    Back,
    /// Start the step again.
    Retry,
    /// Back to where the players came from, everything as it was.
    Leave,
}

/// The screens' egui systems, for helpers drawn under or over their panels.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScreenPanels;

/// When the process started, to report the time to the first interactive frame.
#[derive(Resource, Clone, Copy)]
pub struct LaunchTime(pub std::time::Instant);

/// A modded tile file that could not be used (the built-in tiles are
/// played instead): which file and what is wrong, shown on screen.
#[derive(Resource, Clone, Debug)]
pub struct TileDataProblem(pub String);
