//! The screens, the phases of a turn and the order of the game's systems in a frame.

use bevy::prelude::*;

/// The order of the game's systems in a frame: what the players do (mouse,
/// keyboard, computer seats) becomes messages, the turn systems apply them
/// through the rules, then the map and screens show the result.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSet {
    Input,
    Turn,
    Sync,
}

/// The screens of the game.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    NewGame,
    Playing,
    Final,
    /// How to play: an unscored demonstration on the real map, apart from
    /// any game (see `tutorial`).
    Tutorial,
}

/// The phases of one turn, while playing (or laying a demonstration's tile).
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Playing | Screen::Tutorial)]
pub enum TurnPhase {
    /// Draw the next tile; a tile that fits nowhere is set aside.
    #[default]
    Draw,
    /// Choose where the drawn tile goes.
    Place,
    /// The tile lies tentatively: choose a figure (or none), move or turn the
    /// tile again, then confirm.
    Claim,
    /// The Princess & the Dragon: the dragon tile is laid and the dragon
    /// flies, each seat in turn choosing its step.
    Fly,
    /// The turn's completed features are shown one after another.
    Score,
}
