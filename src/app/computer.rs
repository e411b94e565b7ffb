//! Computer seats at the table: each thinks off the main thread (the window
//! keeps drawing and answering), then plays its move at a pace a person can
//! follow, through the same messages the mouse sends. A new game, a load or
//! an undo while it thinks cancels the thought; no late move lands.

use super::settings::Settings;
use crate::ai::{Ai, Suggestion};
use crate::app::turn::active_game::ActiveGame;
use crate::app::turn::active_game::{Shown, a_table_is_shown};
use crate::app::turn::messages::TurnInput;
use crate::app::turn::phases::{GameSet, Screen, TurnPhase};
use crate::table::Seat;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ComputerPace>()
        .add_message::<AskHint>()
        .add_systems(
            Update,
            (think, play_thought, step_dragon, hints)
                .chain()
                .in_set(GameSet::Input)
                .run_if(in_state(Screen::Playing).and_then(a_table_is_shown)),
        );
    app.add_systems(OnExit(Screen::Playing), forget_thought);
}

/// Seconds between the steps of a computer's move (tile, figure, confirm);
/// 0 plays it at once.
#[derive(Resource, Debug, Clone, Copy)]
pub struct ComputerPace(pub f32);

impl Default for ComputerPace {
    fn default() -> Self {
        ComputerPace(0.55)
    }
}

/// Which turn a thought is for: the game, its move count and the player to
/// move. A thought for another turn (after an undo, a load, a new game) is
/// dropped.
type TurnKey = (u64, usize, usize);

fn turn_key(active: &ActiveGame) -> TurnKey {
    (
        active.id,
        active.moves().len(),
        active.game().current_player(),
    )
}

/// A computer thinking about the current turn, off the main thread.
#[derive(Resource)]
pub struct Thinking {
    key: TurnKey,
    seat: usize,
    task: Task<Option<Suggestion>>,
    cancel: Arc<AtomicBool>,
}

impl Thinking {
    /// The seat that thinks.
    pub fn seat(&self) -> usize {
        self.seat
    }

    /// The flag that stops the thought: set when the thought is dropped.
    pub fn cancel_flag(&self) -> Arc<AtomicBool> {
        self.cancel.clone()
    }
}

impl Drop for Thinking {
    /// A thought dropped (new game, load, undo, quit) stops thinking at once.
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// A computer's chosen move being shown step by step.
#[derive(Resource, Debug)]
pub struct Playing {
    key: TurnKey,
    suggestion: Suggestion,
    step: u8,
    wait: f32,
}

/// The computers of a game: one per computer seat, each with its own random
/// source derived from the game's computer seed (never the pile's).
fn computer_for(active: &ActiveGame, seat: usize) -> Option<Ai> {
    let level = active.seats().get(seat)?.level()?;
    Some(Ai::for_turn(
        level,
        active.computer_seed,
        seat,
        active.moves().len(),
    ))
}

/// Starts a computer's thought when a computer seat holds a tile; collects
/// it when ready.
fn think(
    mut commands: Commands,
    active: Shown,
    phase: Res<State<TurnPhase>>,
    thinking: Option<ResMut<Thinking>>,
    playing: Option<Res<Playing>>,
) {
    let key = turn_key(&active);
    if let Some(mut t) = thinking {
        if t.key != key {
            commands.remove_resource::<Thinking>();
            return;
        }
        if let Some(result) = check_ready(&mut t.task) {
            commands.remove_resource::<Thinking>();
            if let Some(suggestion) = result {
                commands.insert_resource(Playing {
                    key,
                    suggestion,
                    step: 0,
                    wait: 0.0,
                });
            }
        }
        return;
    }
    if playing.is_some() || *phase.get() != TurnPhase::Place {
        return;
    }
    let (Some(_), seat) = (active.drawn(), active.table().to_move()) else {
        return;
    };
    let Some(mut ai) = computer_for(&active, seat) else {
        return;
    };
    // The computer sees what its seat sees, never the pile's order.
    let view = active.table().view(Some(seat));
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = cancel.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move { ai.choose_until(&view, &flag).ok() });
    commands.insert_resource(Thinking {
        key,
        seat,
        task,
        cancel,
    });
}

/// Plays the chosen move in steps a person can follow: the tile at its spot,
/// then its figure, then confirm. Stops if the turn changed meanwhile.
fn play_thought(
    mut commands: Commands,
    active: Shown,
    playing: Option<ResMut<Playing>>,
    pace: Res<ComputerPace>,
    settings: Option<Res<Settings>>,
    time: Res<Time>,
    mut input: MessageWriter<TurnInput>,
) {
    let Some(mut p) = playing else {
        return;
    };
    if p.key != turn_key(&active) {
        commands.remove_resource::<Playing>();
        return;
    }
    let pace = settings.map_or(pace.0, |s| s.computer_pace());
    let crate::rules::Move::Place {
        placement, action, ..
    } = p.suggestion.mv
    else {
        // A tile that fits nowhere is set aside by the draw itself.
        commands.remove_resource::<Playing>();
        return;
    };
    let steps = [
        Some(TurnInput::PlaceTile(placement)),
        action.map(|a| TurnInput::ChooseFigure(Some(a))),
        Some(TurnInput::Confirm),
    ];
    if pace <= 0.0 {
        input.write_batch(steps.into_iter().flatten());
        commands.remove_resource::<Playing>();
        return;
    }
    p.wait -= time.delta_secs();
    if p.wait > 0.0 {
        return;
    }
    // The next step there is, then a pause before the one after.
    while let Some(step) = steps.get(p.step as usize) {
        p.step += 1;
        if let Some(msg) = step {
            input.write(*msg);
            p.wait = pace;
            break;
        }
    }
    if p.step as usize >= steps.len() {
        commands.remove_resource::<Playing>();
    }
}

/// How long a computer's dragon step has waited to be shown, for the step
/// it is (the game, its moves and the flight's steps so far).
#[derive(Resource, Debug)]
struct DragonStepShown {
    key: (u64, usize, usize),
    wait: f32,
}

/// What times a computer's dragon step: the table's pace (the player's
/// settings first) and the frame's time.
#[derive(SystemParam)]
struct StepClock<'w> {
    pace: Res<'w, ComputerPace>,
    settings: Option<Res<'w, Settings>>,
    time: Res<'w, Time>,
}

/// A computer seat's step of the dragon's flight, at the table's pace: the
/// seat chooses it from what it sees (sparing its own, going for the
/// leader), sent as the mouse would send a person's.
fn step_dragon(
    mut commands: Commands,
    active: Shown,
    phase: Res<State<TurnPhase>>,
    clock: StepClock,
    shown: Option<ResMut<DragonStepShown>>,
    mut input: MessageWriter<TurnInput>,
) {
    let StepClock {
        pace,
        settings,
        time,
    } = clock;
    let table = active.table();
    let (TurnPhase::Fly, Some(flight)) = (*phase.get(), table.flight()) else {
        return;
    };
    let seat = table.to_move();
    let Some(mut ai) = computer_for(&active, seat) else {
        return;
    };
    let key = (active.id, table.moves().len(), flight.steps.len());
    let pace = settings.map_or(pace.0, |s| s.computer_pace());
    match shown {
        Some(mut s) if s.key == key => {
            s.wait -= time.delta_secs();
            if s.wait > 0.0 {
                return;
            }
        }
        _ if pace > 0.0 => {
            commands.insert_resource(DragonStepShown { key, wait: pace });
            return;
        }
        _ => {}
    }
    commands.remove_resource::<DragonStepShown>();
    // A step the rules refuse is never sent: the seat's view is the table's.
    if let Ok(to) = ai.choose_dragon_step(&table.view(Some(seat)), flight) {
        input.write(TurnInput::DragonStep(to));
    }
}

/// Leaving the game forgets any thought (dropping it cancels the thinking).
fn forget_thought(mut commands: Commands) {
    commands.remove_resource::<Thinking>();
    commands.remove_resource::<Playing>();
    commands.remove_resource::<HintThinking>();
    commands.remove_resource::<Hint>();
}

/// Whether the player to move is a person (the mouse and keys act for them
/// only; a computer plays through its own thought).
pub fn person_to_move(active: Option<Shown>) -> bool {
    active.is_some_and(|a| {
        a.seats()
            .get(a.game().current_player())
            .is_some_and(Seat::is_here)
    })
}

/// A person asks the computer for a move (key H, or the scoreboard's button).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct AskHint;

/// The Hard level's suggestion for the person to move, shown faded on the
/// map with its reason, until the turn moves on.
#[derive(Resource, Debug, Clone)]
pub struct Hint {
    key: TurnKey,
    pub suggestion: Suggestion,
}

/// A hint being thought about.
#[derive(Resource)]
pub struct HintThinking {
    key: TurnKey,
    task: Task<Option<Suggestion>>,
    cancel: Arc<AtomicBool>,
}

impl Drop for HintThinking {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Thinks about a hint when asked (only where the table allows suggestions),
/// and forgets it once the turn moves on.
pub(super) fn hints(
    mut commands: Commands,
    mut asks: MessageReader<AskHint>,
    active: Shown,
    hint: Option<Res<Hint>>,
    thinking: Option<ResMut<HintThinking>>,
) {
    let key = turn_key(&active);
    let asked = asks.read().count() > 0;
    if hint.as_ref().is_some_and(|h| h.key != key) {
        commands.remove_resource::<Hint>();
    }
    if let Some(mut t) = thinking {
        if t.key != key {
            commands.remove_resource::<HintThinking>();
        } else if let Some(result) = check_ready(&mut t.task) {
            commands.remove_resource::<HintThinking>();
            if let Some(suggestion) = result {
                commands.insert_resource(Hint { key, suggestion });
            }
        }
        return;
    }
    if !asked || !active.helpers.shows_values() || hint.is_some_and(|h| h.key == key) {
        return;
    }
    // Nothing in hand, or another window's player holds it.
    if active.drawn().is_none() || !active.to_move_here() {
        return;
    }
    let mut ai = Ai::new(crate::ai::Level::Hard, active.computer_seed ^ 0x4817);
    // The hint reads the view of the person to move, as a computer would.
    let view = active.table().view(Some(active.table().to_move()));
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = cancel.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move { ai.choose_until(&view, &flag).ok() });
    commands.insert_resource(HintThinking { key, task, cancel });
}
