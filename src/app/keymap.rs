//! The one keymap: every key the window answers and what it asks for. The
//! systems that act on keys ask whether an action's key was pressed
//! ([`Keys::pressed`]), never for a key, so a key is bound here and only
//! here.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// What a key asks of the game. Which phase of the turn it acts in is the
/// acting system's business (Enter lays the tile, then confirms).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// The rules help, open or closed.
    Help,
    /// Closes the rules help; else takes the tile laid back.
    Back,
    /// Full screen, or back to a window.
    FullScreen,
    /// The tile just laid, or the whole map.
    LookAtLastMove,
    /// The computer's hint for the person to move.
    Hint,
    /// Turn the tile.
    Rotate,
    /// The chosen follower becomes the large follower, and back.
    LargeFollower,
    /// A step back within the turn: the figure, then the tile.
    StepBack,
    /// The sounds off, and on again.
    Mute,
    /// The tiles-left panel, open or closed.
    TilesLeft,
    /// The open features outlined, or not.
    OpenFeatures,
    /// The key cursor to the next cell up, down, left or right.
    CursorUp,
    CursorDown,
    CursorLeft,
    CursorRight,
    /// Lay the tile at the cursor; confirm the turn; go on from a scoring.
    Choose,
    /// Confirm the turn with no figure; go on from a scoring.
    NoFigure,
    /// The next figure spot of the laid tile, or the one before.
    NextFigure,
    PreviousFigure,
}

/// Whether a modifier must be held for a binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Held {
    Yes,
    No,
    Either,
}

/// A binding: the keys (any of them) for an action, with Ctrl and Shift
/// held or not.
struct Binding {
    keys: &'static [KeyCode],
    ctrl: Held,
    shift: Held,
    action: KeyAction,
}

const fn bind(keys: &'static [KeyCode], action: KeyAction) -> Binding {
    Binding {
        keys,
        ctrl: Held::Either,
        shift: Held::Either,
        action,
    }
}

/// Every key the window answers.
const KEYMAP: &[Binding] = &[
    bind(&[KeyCode::F1], KeyAction::Help),
    bind(&[KeyCode::Escape], KeyAction::Back),
    bind(&[KeyCode::F11], KeyAction::FullScreen),
    bind(&[KeyCode::KeyF], KeyAction::LookAtLastMove),
    bind(&[KeyCode::KeyH], KeyAction::Hint),
    bind(&[KeyCode::KeyR], KeyAction::Rotate),
    bind(&[KeyCode::KeyL], KeyAction::LargeFollower),
    Binding {
        ctrl: Held::Yes,
        ..bind(&[KeyCode::KeyZ], KeyAction::StepBack)
    },
    bind(&[KeyCode::KeyM], KeyAction::Mute),
    // Not with Ctrl held.
    Binding {
        ctrl: Held::No,
        ..bind(&[KeyCode::KeyT], KeyAction::TilesLeft)
    },
    Binding {
        ctrl: Held::No,
        ..bind(&[KeyCode::KeyO], KeyAction::OpenFeatures)
    },
    bind(&[KeyCode::ArrowUp], KeyAction::CursorUp),
    bind(&[KeyCode::ArrowDown], KeyAction::CursorDown),
    bind(&[KeyCode::ArrowLeft], KeyAction::CursorLeft),
    bind(&[KeyCode::ArrowRight], KeyAction::CursorRight),
    bind(&[KeyCode::Enter, KeyCode::NumpadEnter], KeyAction::Choose),
    bind(&[KeyCode::Space], KeyAction::NoFigure),
    Binding {
        shift: Held::No,
        ..bind(&[KeyCode::Tab], KeyAction::NextFigure)
    },
    Binding {
        shift: Held::Yes,
        ..bind(&[KeyCode::Tab], KeyAction::PreviousFigure)
    },
];

/// The arrow actions and the way each points on the map (y up).
pub const CURSOR: [(KeyAction, Vec2); 4] = [
    (KeyAction::CursorUp, Vec2::Y),
    (KeyAction::CursorDown, Vec2::NEG_Y),
    (KeyAction::CursorLeft, Vec2::NEG_X),
    (KeyAction::CursorRight, Vec2::X),
];

/// The keys pressed this frame, read as actions through the keymap.
#[derive(SystemParam)]
pub struct Keys<'w> {
    keys: Res<'w, ButtonInput<KeyCode>>,
}

impl Keys<'_> {
    /// Whether a key of `action` was pressed this frame, with Ctrl and
    /// Shift as its binding wants them.
    pub fn pressed(&self, action: KeyAction) -> bool {
        KEYMAP
            .iter()
            .filter(|b| b.action == action)
            .any(|b| binding_pressed(b, &self.keys))
    }
}

fn binding_pressed(b: &Binding, keys: &ButtonInput<KeyCode>) -> bool {
    let held = |want: Held, pair: [KeyCode; 2]| match want {
        Held::Yes => keys.any_pressed(pair),
        Held::No => !keys.any_pressed(pair),
        Held::Either => true,
    };
    keys.any_just_pressed(b.keys.iter().copied())
        && held(b.ctrl, [KeyCode::ControlLeft, KeyCode::ControlRight])
        && held(b.shift, [KeyCode::ShiftLeft, KeyCode::ShiftRight])
}

#[cfg(test)]
mod tests {
    use super::{KEYMAP, KeyAction};

    /// A key pressed with the same modifiers means one thing only (Esc
    /// and Enter mean one action each, read by phase).
    #[test]
    fn no_key_is_bound_twice_alike() {
        for (i, a) in KEYMAP.iter().enumerate() {
            for b in &KEYMAP[i + 1..] {
                let shared = a.keys.iter().any(|k| b.keys.contains(k));
                let apart = (a.ctrl != b.ctrl
                    && a.ctrl != super::Held::Either
                    && b.ctrl != super::Held::Either)
                    || (a.shift != b.shift
                        && a.shift != super::Held::Either
                        && b.shift != super::Held::Either);
                assert!(
                    !shared || apart,
                    "{:?} and {:?} share a key",
                    a.action,
                    b.action
                );
            }
        }
        assert!(KEYMAP.iter().any(|b| b.action == KeyAction::StepBack));
    }
}
