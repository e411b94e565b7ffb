//! Keyboard play, for players who prefer it or cannot use a mouse well: the
//! arrow keys move a cursor over the cells the tile may go, Enter lays the
//! tile there, R turns it, Tab (Shift+Tab back) walks through the figure
//! spots, Enter confirms the turn, Space confirms it with no figure and Esc
//! takes the tile back. The cursor is the pointer's cell for everything the
//! map shows (the tile in hand over the cell, R) until the mouse moves.

use super::computer::person_to_move;
use super::state::HelpOpen;
use crate::app::map::grid::{Hover, cell_center};
use crate::app::state::InputSet;
use crate::app::turn::active_game::{ActiveGame, Shown};
use crate::app::turn::messages::TurnInput;
use crate::app::turn::phases::{GameSet, Screen, TurnPhase};
use crate::rules::{FigureAction, Placement, Pos};
use bevy::input::mouse::AccumulatedMouseMotion;
use bevy::prelude::*;
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
    keys: Res<ButtonInput<KeyCode>>,
    active: Shown,
    phase: Res<State<TurnPhase>>,
    hover: Res<Hover>,
    help: Res<HelpOpen>,
    mut cursor: ResMut<KeyCursor>,
    mut input: MessageWriter<TurnInput>,
) {
    let arrows = [
        (KeyCode::ArrowUp, Vec2::Y),
        (KeyCode::ArrowDown, Vec2::NEG_Y),
        (KeyCode::ArrowLeft, Vec2::NEG_X),
        (KeyCode::ArrowRight, Vec2::X),
    ];
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    match *phase.get() {
        TurnPhase::Place => {
            if let Some(&(_, toward)) = arrows.iter().find(|(k, _)| keys.just_pressed(*k)) {
                let cells = cells_to_walk(&active);
                let from = cursor.0.or(hover.cell);
                let next = match from {
                    Some(from) if cells.contains(&from) => next_cell(from, toward, &cells),
                    // From the tile laid last, the first press picks the
                    // nearest cell that way (or, with none that way, the
                    // nearest of all).
                    _ => {
                        let last = active.game().tiles().last().map(|t| t.pos);
                        last.and_then(|l| {
                            next_cell(l, toward, &cells).or_else(|| {
                                let d = |c: &Pos| (c.x - l.x).abs() + (c.y - l.y).abs();
                                cells.iter().copied().min_by_key(d)
                            })
                        })
                    }
                };
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
            if keys.just_pressed(KeyCode::Tab)
                && let (Some(tile), Some(placement)) =
                    (active.drawn(), active.tentative_placement())
            {
                let options = active.game().figure_options(tile, placement);
                input.write(TurnInput::ChooseFigure(next_figure(
                    &options,
                    active.chosen_figure(),
                    shift,
                )));
            }
            if keys.just_pressed(KeyCode::Space) {
                input.write(TurnInput::ChooseFigure(None));
                input.write(TurnInput::Confirm);
            } else if enter {
                input.write(TurnInput::Confirm);
            }
            // Esc closes the rules help first; then it takes the tile back.
            if keys.just_pressed(KeyCode::Escape) && !help.0 {
                input.write(TurnInput::StepBack);
            }
        }
        TurnPhase::Score if keys.any_just_pressed([KeyCode::Space, KeyCode::Enter]) => {
            input.write(TurnInput::ContinueScoring);
        }
        _ => {}
    }
}
