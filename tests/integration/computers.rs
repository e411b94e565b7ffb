//! Computer seats in the headless app: a table of computers plays to the
//! final screen, a person plays a whole game against a computer by messages,
//! a new game while a computer thinks lets no late move land, and undo takes
//! a person back to their own turn.

use crate::app::{active, headless, phase, screen, send, setup, start, until_place};
use bevy::prelude::*;
use carcassonne::ai::Level;
use carcassonne::app::computer::{ComputerPace, Thinking};
use carcassonne::app::{GameSetup, Screen, StartGame, TurnInput, TurnPhase};
use carcassonne::rules::random::Rng;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{Expansion, Game, Move, RuleSet};
use carcassonne::table::SeatKind;

pub(crate) fn with_computers(mut s: GameSetup, levels: &[Option<Level>]) -> GameSetup {
    for (seat, level) in s.seats.iter_mut().zip(levels) {
        seat.kind = level.map_or(SeatKind::Here, SeatKind::Computer);
    }
    s.computer_seed = 77;
    s
}

/// Steps the app (computers think on worker threads) until `done`, or fails.
pub(crate) fn run_until(app: &mut App, what: &str, mut done: impl FnMut(&App) -> bool) {
    for _ in 0..200_000 {
        if done(app) {
            return;
        }
        if phase(app) == Some(TurnPhase::Score) {
            app.world_mut().write_message(TurnInput::ContinueScoring);
        }
        app.update();
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
    panic!(
        "never reached: {what} ({:?} / {:?})",
        screen(app),
        phase(app)
    );
}

/// The engine, fed the app's moves from a fresh game, agrees exactly.
fn matches_engine(app: &App, players: usize, rules: RuleSet, seed: u64) {
    let a = active(app);
    let mut reference = Game::new(crate::app::catalog(), players, rules).unwrap();
    reference.shuffle(seed);
    for m in a.moves() {
        reference.apply(m).unwrap();
    }
    assert!(reference.is_finished());
    assert_eq!(reference.players(), a.game().players());
    assert_eq!(reference.events(), a.game().events());
}

#[test]
fn a_table_of_computers_plays_to_the_final_screen() {
    let mut app = headless();
    app.insert_resource(ComputerPace(0.0));
    let rules = RuleSet::default().with(Expansion::ABBOT);
    app.update();
    app.world_mut().write_message(StartGame(with_computers(
        setup(3, rules, 12),
        &[Some(Level::Easy), Some(Level::Medium), Some(Level::Easy)],
    )));
    run_until(&mut app, "the final screen", |app| {
        screen(app) == Screen::Final
    });
    let a = active(&app);
    assert!(a.game().is_finished());
    assert!(
        a.moves().len() > 60,
        "a whole game was played: {}",
        a.moves().len()
    );
    matches_engine(&app, 3, rules, 12);
}

#[test]
fn a_person_plays_a_whole_game_against_a_computer() {
    let mut app = headless();
    app.insert_resource(ComputerPace(0.0));
    let rules = RuleSet::default();
    start(
        &mut app,
        with_computers(setup(2, rules, 31), &[None, Some(Level::Medium)]),
    );
    let mut rng = Rng::new(31);
    let mut chooser = RandomPlayer::new();
    let mut person_turns = 0;
    while screen(&app) == Screen::Playing {
        run_until(&mut app, "the person's turn", |app| {
            screen(app) != Screen::Playing
                || (phase(app) == Some(TurnPhase::Place)
                    && active(app).drawn().is_some()
                    && active(app).game().current_player() == 0)
        });
        if screen(&app) != Screen::Playing {
            break;
        }
        let Some(Move::Place {
            placement, action, ..
        }) = chooser.choose(active(&app).game(), &mut rng)
        else {
            panic!("a drawn tile fits");
        };
        send(&mut app, TurnInput::PlaceTile(placement));
        send(&mut app, TurnInput::ChooseFigure(action));
        send(&mut app, TurnInput::Confirm);
        person_turns += 1;
    }
    assert_eq!(screen(&app), Screen::Final);
    let a = active(&app);
    let by_seat = |seat: u8| {
        a.game()
            .tiles()
            .iter()
            .filter(|t| t.placed_by == Some(seat))
            .count()
    };
    assert_eq!(by_seat(0), person_turns);
    assert!(
        by_seat(1) + 1 >= person_turns,
        "the computer played its turns"
    );
    matches_engine(&app, 2, rules, 31);
}

#[test]
fn a_new_game_while_a_computer_thinks_lets_no_late_move_land() {
    let mut app = headless();
    app.insert_resource(ComputerPace(0.0));
    app.update();
    app.world_mut().write_message(StartGame(with_computers(
        setup(2, RuleSet::default(), 5),
        // Hard thinks long enough for its answer to come after the new game.
        &[Some(Level::Hard), None],
    )));
    run_until(&mut app, "the computer thinking", |app| {
        app.world().contains_resource::<Thinking>()
    });
    let stop = app.world().resource::<Thinking>().cancel_flag();
    assert!(!stop.load(std::sync::atomic::Ordering::Relaxed));
    // A new game for two people, the same seed: the old thought must not land.
    app.world_mut()
        .write_message(StartGame(setup(2, RuleSet::default(), 5)));
    for _ in 0..3 {
        app.update();
    }
    // The thought is dropped at once, which tells the thinking to stop, not
    // left to finish; with it gone nothing is left to deliver its move.
    assert!(!app.world().contains_resource::<Thinking>());
    assert!(
        stop.load(std::sync::atomic::Ordering::Relaxed),
        "the thinking was told to stop"
    );
    // The thinking task ends (cancelled, or done) and lets go of its flag:
    // from then on it has nothing left to deliver. The frames after that
    // would show a late move.
    run_until(&mut app, "the old thinking ended", |_| {
        std::sync::Arc::strong_count(&stop) == 1
    });
    for _ in 0..3 {
        app.update();
    }
    assert!(!app.world().contains_resource::<Thinking>());
    let a = active(&app);
    assert!(a.seats().iter().all(|s| s.is_here()));
    assert_eq!(
        a.moves().len(),
        0,
        "no computer move landed in the new game"
    );
    assert_eq!(a.tentative_placement(), None);
    assert_eq!(phase(&app), Some(TurnPhase::Place));
}

#[test]
fn undo_takes_a_person_back_to_their_own_turn() {
    let mut app = headless();
    app.insert_resource(ComputerPace(0.0));
    start(
        &mut app,
        with_computers(setup(2, RuleSet::default(), 9), &[None, Some(Level::Easy)]),
    );
    let before = active(&app).game().clone();
    let tile = active(&app).drawn().unwrap();
    let p = before.legal_placements(tile)[0];
    send(&mut app, TurnInput::PlaceTile(p));
    send(&mut app, TurnInput::Confirm);
    // The computer plays its turn, and it is the person's turn again.
    run_until(&mut app, "the computer's move", |app| {
        active(app).moves().len() >= 2 && phase(app) == Some(TurnPhase::Place)
    });
    assert_eq!(active(&app).game().current_player(), 0);
    send(&mut app, TurnInput::UndoLastTurn);
    until_place(&mut app);
    let a = active(&app);
    assert_eq!(a.game().current_player(), 0, "the person's turn again");
    assert_eq!(a.moves().len(), 0, "the computer's turn was undone too");
    assert!(*a.game() == before, "the state before the person's turn");
    assert_eq!(a.drawn(), Some(tile));
}
