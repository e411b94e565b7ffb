//! The turn's systems: starting a game, the draw, the one system that checks the players' inputs through the rules, the scoring display, taking a turn back.

use crate::app::turn::active_game::ScoreDisplay;
use crate::app::turn::active_game::Shown;
use crate::app::turn::active_game::ShownMut;
use crate::app::turn::active_game::forget_players_game;
use crate::app::turn::active_game::play_game;
use crate::app::turn::active_game::{ActiveGame, FollowsNetwork};
use crate::app::turn::local::{Hand, Step};
use crate::app::turn::messages::Notice;
use crate::app::turn::messages::Refusal;
use crate::app::turn::messages::{TurnConfirmed, TurnInput, TurnsUndone};
use crate::app::turn::phases::Screen;
use crate::app::turn::phases::TurnPhase;
use crate::app::turn::setup::Catalog;
use crate::app::turn::setup::StartGame;
use crate::rules::TurnReport;
use crate::table::Draw;
use crate::table::{ConfirmedTurn, Played, SeatKind};
use bevy::prelude::*;

pub(super) fn start_game(
    mut commands: Commands,
    mut starts: MessageReader<StartGame>,
    catalog: Res<Catalog>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(StartGame(setup)) = starts.read().last() else {
        return;
    };
    match ActiveGame::new(catalog.0.clone(), setup) {
        Ok(active) => {
            play_game(&mut commands, active);
            next_screen.set(Screen::Playing);
        }
        Err(e) => error!("cannot start the game: {e}"),
    }
}

/// Draws the next tile; sets aside tiles that fit nowhere (the rules draw
/// again for the same player); ends the game when the pile is empty.
pub(super) fn draw_tile(
    mut active: ShownMut,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let active = &mut *active;
    let seat = active.table().to_move();
    let draw = active.draw();
    show_draw(active, draw, seat, &mut next_phase, &mut next_screen);
}

/// Shows a draw step of `seat`'s (this table's, or a host's followed
/// here): the tiles set aside, then the tile in hand to lay, or the
/// end-of-game scoring, one feature at a time.
pub(crate) fn show_draw(
    active: &mut ActiveGame,
    draw: Draw,
    seat: usize,
    next_phase: &mut NextState<TurnPhase>,
    next_screen: &mut NextState<Screen>,
) {
    for tile in draw.set_aside {
        active.set_aside.push(tile);
        active.notices.push(Notice::SetAside { tile, seat });
    }
    active.lay_tentatively(None);
    if draw.hand.is_some() {
        next_phase.set(TurnPhase::Place);
        return;
    }
    match draw.finished.filter(|f| !f.events.is_empty()) {
        None => next_screen.set(Screen::Final),
        Some(report) => {
            active.last_report = Some(report);
            next_phase.set(TurnPhase::Score);
        }
    }
}

/// Plays the players' inputs on the local turn of the table on the map
/// (see [`LocalTurn::take`]); a confirmed turn goes to the table, and its
/// scoring is shown next.
pub fn handle_turn_input(
    mut inputs: MessageReader<TurnInput>,
    mut active: ShownMut,
    phase: Res<State<TurnPhase>>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
) {
    let initial = *phase.get();
    let mut phase = initial;
    for &input in inputs.read() {
        let Some(tile) = active.drawn() else {
            return;
        };
        // The window acts for the seats played here (a person or a computer
        // thinking here); another computer's seat acts through the network.
        let seat = active.table().to_move();
        if active.seats()[seat].kind == SeatKind::Remote {
            return;
        }
        if phase == TurnPhase::Fly {
            // The flight: only a step means something, by the seat whose
            // step it is (the same seat check as for a turn above).
            let TurnInput::DragonStep(to) = input else {
                continue;
            };
            match active.confirm_turn(seat, ConfirmedTurn::DragonStep(to)) {
                Ok(Played::Turn(report)) => {
                    active.error = None;
                    active.took_turn(report);
                    phase = TurnPhase::Score;
                    break;
                }
                Ok(Played::Flying { .. }) => active.error = None,
                Err(e) => active.error = Some(Refusal::Confirm(e)),
            }
            continue;
        }
        let hand = Hand {
            game: active.game(),
            tile,
            helpers: active.helpers,
        };
        let result = match active.local_turn().take(input, &hand) {
            Ok(Step::Turn(turn)) => {
                active.set_local_turn(turn);
                phase = turn.phase();
                Ok(())
            }
            Ok(Step::Confirm(confirmed)) => match active.confirm_turn(seat, confirmed) {
                Ok(Played::Turn(report)) => {
                    active.took_turn(report);
                    phase = TurnPhase::Score;
                    Ok(())
                }
                Ok(Played::Flying { .. }) => {
                    phase = TurnPhase::Fly;
                    Ok(())
                }
                Err(e) => Err(Refusal::Confirm(e)),
            },
            Err(refusal) => Err(refusal),
        };
        active.error = result.err();
        if phase == TurnPhase::Score {
            break;
        }
    }
    if phase != initial {
        next_phase.set(phase);
    }
}

/// The steps the `Score` phase shows for a turn: each scoring, then the
/// goods taken, then a builder's second turn.
pub fn score_steps(report: &TurnReport) -> usize {
    report.events.len()
        + usize::from(report.goods.iter().any(|&g| g > 0))
        + usize::from(report.extra_turn)
}

/// Leaving a game for the new-game screen forgets it (it is saved).
pub(super) fn leave_game(mut commands: Commands) {
    commands.queue(forget_players_game);
}

pub(super) fn begin_scoring(mut display: ResMut<ScoreDisplay>) {
    display.showing = 0;
    display.timer = 0.0;
    display.round += 1;
}

/// Shows each completed feature in turn, then moves on to the next draw.
pub(super) fn show_scoring(
    time: Res<Time>,
    mut inputs: MessageReader<TurnInput>,
    mut display: ResMut<ScoreDisplay>,
    active: Shown,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let skip = inputs.read().any(|i| *i == TurnInput::ContinueScoring);
    let turn_events = active.last_report.as_ref().map_or(0, score_steps);
    display.timer += time.delta_secs();
    if display.timer >= display.seconds_per_event {
        display.timer = 0.0;
        display.showing += 1;
    }
    if skip || display.showing >= turn_events {
        if active.game().is_finished() {
            next_screen.set(Screen::Final);
        } else {
            next_phase.set(TurnPhase::Draw);
        }
    }
}

/// Restores the state before the last confirmed placement.
pub(super) fn undo_last_turn(
    mut inputs: MessageReader<TurnInput>,
    active: Option<ShownMut>,
    mut next_phase: ResMut<NextState<TurnPhase>>,
    mut undone: MessageWriter<TurnsUndone>,
) {
    if !inputs.read().any(|i| *i == TurnInput::UndoLastTurn) {
        return;
    }
    let Some(mut active) = active else {
        return;
    };
    // Back to the last person's turn: the computers' turns since are undone too.
    let Ok(seat) = active.undo_last_turn() else {
        active.error = Some(Refusal::NothingToUndo);
        return;
    };
    active.lay_tentatively(None);
    active.last_report = None;
    active.error = None;
    active.notices.push(Notice::TurnUndone { seat });
    undone.write(TurnsUndone {
        game: active.id,
        moves: active.moves().len(),
    });
    next_phase.set(TurnPhase::Draw);
}

/// Announces each turn the tables accepted since the last frame, once
/// ([`TurnConfirmed`]): after the turn is played here and the network
/// host's step followed. Announcing changes no game: the map is not drawn
/// anew for it.
pub fn announce_turns(
    mut tables: Query<(&mut ActiveGame, Has<FollowsNetwork>)>,
    mut confirmed: MessageWriter<TurnConfirmed>,
) {
    for (mut active, follows) in &mut tables {
        if active.has_unannounced() {
            confirmed.write_batch(active.bypass_change_detection().take_unannounced());
        }
        // Only a network host hears of the inputs confirmed here.
        if !follows && active.has_confirmed_here() {
            active.bypass_change_detection().take_confirmed_here();
        }
    }
}
