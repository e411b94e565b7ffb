//! Messages and resources that several screens and map helpers share, kept
//! below them all so that no module imports one that imports it back.

use bevy::prelude::*;

/// The part of the window the map shows: what the screen's panels leave
/// free, as fractions of the window from its top-left (egui's points grow
/// with the UI scale, the window's pixels do not), as measured when the
/// screen last drew them. `measured` counts the measurements, so that a fit
/// asked for on entering a screen waits for that screen's own panels.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct MapArea {
    pub free: Option<Rect>,
    pub measured: u64,
}

/// The farthest the map zooms out (world units per logical pixel).
pub const MAX_ZOOM_OUT: f32 = 8.0;
/// The closest the map zooms in.
pub const MAX_ZOOM_IN: f32 = 0.15;

/// Width of the window's right side the scoreboard covers, in logical
/// pixels: the map's part of the window until a screen measured its own.
pub const SCOREBOARD_WIDTH: f32 = 340.0;

impl MapArea {
    /// Records the free part of the window after a screen drew its panels
    /// (fractions of the window).
    pub fn measure(&mut self, free: Rect) {
        self.free = Some(free);
        self.measured += 1;
    }

    /// The free part of a window of `window` logical pixels: as measured,
    /// else left of the scoreboard.
    pub fn free_in(&self, window: Vec2) -> Rect {
        let assumed = Rect::new(0.0, 0.0, (window.x - SCOREBOARD_WIDTH).max(1.0), window.y);
        let free = self.free.map_or(assumed, |f| {
            Rect::from_corners(f.min * window, f.max * window)
        });
        if free.width() < 1.0 || free.height() < 1.0 {
            assumed
        } else {
            free
        }
    }

    /// Where the camera goes so that world point `at` shows in the middle
    /// of the free part, at zoom `scale`.
    pub fn camera_for(&self, at: Vec2, scale: f32, window: Vec2) -> Vec2 {
        // Screen y grows down, world y up.
        let off = self.free_in(window).center() - window / 2.0;
        Vec2::new(at.x - off.x * scale, at.y + off.y * scale)
    }

    /// Where the camera goes, and its zoom, so that the world rectangle
    /// `keep` lies wholly in the free part: `None` when it does already;
    /// else panned as little as that takes, and zoomed out (never in) only
    /// when `keep` is larger than the free part shows at `scale`.
    pub fn camera_keeping(
        &self,
        keep: Rect,
        camera: Vec2,
        scale: f32,
        window: Vec2,
    ) -> Option<(Vec2, f32)> {
        let shown = self.world_rect(camera, scale, window);
        if shown.contains(keep.min) && shown.contains(keep.max) {
            return None;
        }
        let needed = (keep.size() / self.free_in(window).size()).max_element();
        if needed > scale {
            let scale = needed.min(MAX_ZOOM_OUT);
            return Some((self.camera_for(keep.center(), scale, window), scale));
        }
        let slide = |low: f32, high: f32, from: f32, to: f32| {
            if low < from {
                low - from
            } else if high > to {
                high - to
            } else {
                0.0
            }
        };
        let by = Vec2::new(
            slide(keep.min.x, keep.max.x, shown.min.x, shown.max.x),
            slide(keep.min.y, keep.max.y, shown.min.y, shown.max.y),
        );
        Some((camera + by, scale))
    }

    /// The world rectangle the free part shows for a camera at `camera`.
    pub fn world_rect(&self, camera: Vec2, scale: f32, window: Vec2) -> Rect {
        let free = self.free_in(window);
        let to_world = |p: Vec2| {
            let d = p - window / 2.0;
            Vec2::new(camera.x + d.x * scale, camera.y - d.y * scale)
        };
        Rect::from_corners(to_world(free.min), to_world(free.max))
    }
}

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
pub struct TileDataProblem(pub crate::rules::TileDataError);

/// The order of the window's input systems, so neither module names the
/// other's systems: the pointer's cell is read (`PreUpdate`) before the
/// arrow keys' cursor keeps or drops it; keyboard play (`Update`) reads
/// whether Esc closes the help before the window's own keys do.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InputSet {
    /// Where the pointer is on the map.
    Pointer,
    /// A turn played with the keys.
    PlayKeys,
}
