//! Keyboard play, for players who prefer it or cannot use a mouse well: the
//! arrow keys move a cursor over the cells the tile may go, Enter lays the
//! tile there, R turns it, Tab (Shift+Tab back) walks through the figure
//! spots, Enter confirms the turn, Space confirms it with no figure and Esc
//! takes the tile back. The cursor is the pointer's cell for everything the
//! map shows (the tile in hand over the cell, R) until the mouse moves. And
//! the window's own keys (F1, F11, F, H, L, Ctrl+Z). Which key does what is
//! the keymap's (`keymap.rs`).

use super::computer::{AskHint, person_to_move};
use super::state::{HelpOpen, LookAtLastMove};
use crate::app::keymap::{CURSOR, KeyAction, Keys};
use crate::app::map::grid::{Hover, cell_center};
use crate::app::state::InputSet;
use crate::app::turn::active_game::{ActiveGame, Shown};
use crate::app::turn::messages::TurnInput;
use crate::app::turn::phases::{GameSet, Screen, TurnPhase};
use crate::rules::{FigureAction, FigureKind, Placement, Pos};
use bevy::ecs::system::SystemParam;
use bevy::input::mouse::AccumulatedMouseMotion;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowMode};
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeyCursor>()
        .init_resource::<Hover>()
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<HelpOpen>()
        // After the pointer is read, which would put the mouse's cell back.
        .add_systems(
            PreUpdate,
            (
                keep_the_cursor_cell.after(InputSet::Pointer),
                keep_tab_for_the_map
                    .after(EguiPreUpdateSet::ProcessInput)
                    .before(EguiPreUpdateSet::BeginPass),
            ),
        )
        .add_systems(
            Update,
            play_by_keys
                .run_if(in_state(Screen::Playing).or_else(in_state(Screen::Tutorial)))
                .run_if(person_to_move.and_then(no_text_being_typed))
                .in_set(GameSet::Input)
                .in_set(InputSet::PlayKeys),
        );
}

/// The window's own keys (the help, full screen, the hint ...): in the
/// window only, after keyboard play, which reads whether Esc closes the
/// help.
pub(super) fn window_plugin(app: &mut App) {
    app.add_systems(
        Update,
        window_keys
            .run_if(not(egui_wants_any_keyboard_input))
            .after(InputSet::PlayKeys)
            .in_set(GameSet::Input),
    );
}

/// The cell the arrow keys chose, until the mouse moves.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeyCursor(pub Option<Pos>);

/// Keys go to the map unless a text field (a save's name, a chat line) has
/// them. Without egui (headless) nothing does.
fn no_text_being_typed(wants: Option<Res<bevy_egui::input::EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !w.wants_any_keyboard_input())
}

/// Tab walks the figure spots on the map: egui must not also move its
/// keyboard focus through the panel's buttons (a focused button would then
/// keep the keys). A text field being typed in keeps its Tab.
fn keep_tab_for_the_map(
    mut inputs: Query<&mut EguiInput>,
    wants: Option<Res<bevy_egui::input::EguiWantsInput>>,
) {
    if wants.is_some_and(|w| w.wants_any_keyboard_input()) {
        return;
    }
    for mut input in &mut inputs {
        input.events.retain(|e| {
            !matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::Tab,
                    ..
                }
            )
        });
    }
}

/// The key cursor's cell is the pointer's cell while the mouse rests; a
/// mouse move gives the map back to the mouse.
fn keep_the_cursor_cell(
    motion: Option<Res<AccumulatedMouseMotion>>,
    mut cursor: ResMut<KeyCursor>,
    mut hover: ResMut<Hover>,
) {
    if motion.is_some_and(|m| m.delta != Vec2::ZERO) {
        cursor.0 = None;
    }
    let Some(cell) = cursor.0 else {
        return;
    };
    if hover.cell != Some(cell) {
        *hover = Hover {
            world: Some(cell_center(cell)),
            cell: Some(cell),
            ..default()
        };
    }
}

/// The cells the arrow keys walk: where the tile in hand fits (or, at a
/// table that shows no legal cells, every empty cell beside the map).
fn cells_to_walk(active: &ActiveGame) -> Vec<Pos> {
    let Some(tile) = active.drawn() else {
        return Vec::new();
    };
    let mut cells: Vec<Pos> = if active.helpers.shows_legal_cells() {
        active
            .game()
            .legal_placements(tile)
            .into_iter()
            .map(|p| p.pos)
            .collect()
    } else {
        active.game().frontier().collect()
    };
    cells.sort_by_key(|p| (p.y, p.x));
    cells.dedup();
    cells
}

/// The cell of `cells` an arrow key pointing `toward` (world units, y up)
/// goes to from `from`: the nearest one that way, straight ahead before
/// aside. `None` if nothing lies that way.
pub fn next_cell(from: Pos, toward: Vec2, cells: &[Pos]) -> Option<Pos> {
    let origin = cell_center(from);
    let across = Vec2::new(-toward.y, toward.x);
    cells
        .iter()
        .copied()
        .filter(|&c| c != from)
        .filter_map(|c| {
            let d = cell_center(c) - origin;
            let ahead = d.dot(toward);
            (ahead > 0.0).then(|| (ahead + 2.0 * d.dot(across).abs(), c))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

/// The figure after `current` in `options` (Tab), or before it (Shift+Tab);
/// "no figure" sits between the last and the first.
pub fn next_figure(
    options: &[FigureAction],
    current: Option<FigureAction>,
    back: bool,
) -> Option<FigureAction> {
    let n = options.len();
    if n == 0 {
        return None;
    }
    let at = current.and_then(|c| options.iter().position(|&o| o == c));
    let index = match (at, back) {
        (None, false) => Some(0),
        (None, true) => Some(n - 1),
        (Some(i), false) => (i + 1 < n).then_some(i + 1),
        (Some(i), true) => i.checked_sub(1),
    };
    index.map(|i| options[i])
}

pub(super) fn play_by_keys(
    keys: Keys,
    active: Shown,
    phase: Res<State<TurnPhase>>,
    hover: Res<Hover>,
    help: Res<HelpOpen>,
    mut cursor: ResMut<KeyCursor>,
    mut input: MessageWriter<TurnInput>,
) {
    let enter = keys.pressed(KeyAction::Choose);
    match *phase.get() {
        TurnPhase::Place => {
            if let Some(&(_, toward)) = CURSOR.iter().find(|(a, _)| keys.pressed(*a)) {
                let next = cursor_step(&active, cursor.0.or(hover.cell), toward);
                if next.is_some() {
                    cursor.0 = next;
                }
            }
            if enter && let Some(cell) = cursor.0.or(hover.cell) {
                let placement = active.hand_placement(cell).unwrap_or(Placement {
                    pos: cell,
                    rotation: active.hand_rotation,
                });
                input.write(TurnInput::PlaceTile(placement));
            }
        }
        TurnPhase::Claim => {
            let back = keys.pressed(KeyAction::PreviousFigure);
            if (keys.pressed(KeyAction::NextFigure) || back)
                && let (Some(tile), Some(placement)) =
                    (active.drawn(), active.tentative_placement())
            {
                let options = active.game().figure_options(tile, placement);
                input.write(TurnInput::ChooseFigure(next_figure(
                    &options,
                    active.chosen_figure(),
                    back,
                )));
            }
            if keys.pressed(KeyAction::NoFigure) {
                input.write(TurnInput::ChooseFigure(None));
                input.write(TurnInput::Confirm);
            } else if enter {
                input.write(TurnInput::Confirm);
            }
            // Esc closes the rules help first; then it takes the tile back.
            if keys.pressed(KeyAction::Back) && !help.0 {
                input.write(TurnInput::StepBack);
            }
        }
        TurnPhase::Score if keys.pressed(KeyAction::NoFigure) || enter => {
            input.write(TurnInput::ContinueScoring);
        }
        _ => {}
    }
}

/// The cell an arrow pointing `toward` takes the key cursor to from `from`
/// among the cells the tile may go. From nowhere (or from a cell it may
/// not go), the first press goes from the tile laid last: the nearest cell
/// that way, or with none that way, the nearest of all.
fn cursor_step(active: &ActiveGame, from: Option<Pos>, toward: Vec2) -> Option<Pos> {
    let cells = cells_to_walk(active);
    match from {
        Some(from) if cells.contains(&from) => next_cell(from, toward, &cells),
        _ => {
            let last = active.game().tiles().last().map(|t| t.pos);
            last.and_then(|l| {
                next_cell(l, toward, &cells).or_else(|| {
                    let d = |c: &Pos| (c.x - l.x).abs() + (c.y - l.y).abs();
                    cells.iter().copied().min_by_key(d)
                })
            })
        }
    }
}

/// What the writers of the window's own keys ask for.
#[derive(SystemParam)]
pub(super) struct KeyAsks<'w> {
    input: MessageWriter<'w, TurnInput>,
    hint: MessageWriter<'w, AskHint>,
    look: MessageWriter<'w, LookAtLastMove>,
}

/// The window's keys beside keyboard play: the rules help, full screen,
/// looking at the last move, and for the person to move the hint, turning
/// the tile, the large follower and a step back.
pub(super) fn window_keys(
    keys: Keys,
    active: Option<Shown>,
    phase: Option<Res<State<TurnPhase>>>,
    hover: Res<Hover>,
    mut asks: KeyAsks,
    mut help: ResMut<HelpOpen>,
    mut window: Query<&mut Window, With<PrimaryWindow>>,
) {
    if keys.pressed(KeyAction::Help) {
        help.0 = !help.0;
    }
    if keys.pressed(KeyAction::Back) {
        help.0 = false;
    }
    if keys.pressed(KeyAction::FullScreen)
        && let Ok(mut w) = window.single_mut()
    {
        w.mode = match w.mode {
            WindowMode::Windowed => {
                WindowMode::BorderlessFullscreen(bevy::window::MonitorSelection::Current)
            }
            _ => WindowMode::Windowed,
        };
    }
    // F looks at the map on every screen that shows one, the final one too.
    if active.is_some() && keys.pressed(KeyAction::LookAtLastMove) {
        asks.look.write(LookAtLastMove);
    }
    let (Some(active), Some(phase)) = (active, phase) else {
        return;
    };
    let phase = *phase.get();
    // The rest acts for the player to move: a person, never a computer.
    if active
        .seats()
        .get(active.game().current_player())
        .is_some_and(|s| !s.is_here())
    {
        return;
    }
    if keys.pressed(KeyAction::Hint) && phase == TurnPhase::Place {
        asks.hint.write(AskHint);
    }
    if keys.pressed(KeyAction::Rotate) {
        asks.input.write(TurnInput::Rotate(hover.cell));
    }
    if keys.pressed(KeyAction::LargeFollower)
        && phase == TurnPhase::Claim
        && let Some(swapped) = toggle_large(&active)
    {
        asks.input.write(TurnInput::ChooseFigure(Some(swapped)));
    }
    if keys.pressed(KeyAction::StepBack) {
        asks.input.write(TurnInput::StepBack);
    }
}

/// L: the chosen follower becomes the large follower (the follower that
/// counts double) on the same spot, and back.
fn toggle_large(active: &ActiveGame) -> Option<FigureAction> {
    let (tile, placement) = (active.drawn()?, active.tentative_placement()?);
    let FigureAction::Put(kind, spot) = active.chosen_figure()? else {
        return None;
    };
    let large = FigureKind::ALL
        .into_iter()
        .find(|k| k.is_follower() && k.strength() > 1)?;
    let swapped = match kind {
        FigureKind::Follower => FigureAction::Put(large, spot),
        k if k == large => FigureAction::Put(FigureKind::Follower, spot),
        _ => return None,
    };
    active
        .game()
        .figure_options(tile, placement)
        .contains(&swapped)
        .then_some(swapped)
}
