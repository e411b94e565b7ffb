//! The Princess & the Dragon at one computer (the headless app, driven by
//! the messages the mouse sends): a dragon tile's flight is stepped seat by
//! seat, each person by a click on a lit tile, each computer by itself; the
//! map shows the flight so far; a step off the lit tiles is refused.

use crate::app::{active, headless, phase, screen, send, setup};
use crate::computers::{run_until, with_computers};
use carcassonne::ai::Level;
use carcassonne::app::computer::ComputerPace;
use carcassonne::app::{Screen, StartGame, TurnInput, TurnPhase};
use carcassonne::rules::random::Rng;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{Expansion, Game, Move, Pos, RuleSet};

#[test]
fn each_seat_steps_the_dragon_in_turn_and_the_map_shows_the_flight() {
    let mut app = headless();
    app.insert_resource(ComputerPace(0.0));
    let rules = RuleSet::default().with(Expansion::PRINCESS_DRAGON);
    let players = 3;
    let seed = 5;
    app.update();
    app.world_mut().write_message(StartGame(with_computers(
        setup(players, rules, seed),
        &[None, Some(Level::Random), None],
    )));
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Playing);
    let mut rng = Rng::new(seed);
    let mut chooser = RandomPlayer::new();
    let (mut person_steps, mut refused_steps) = (0, 0);
    let person = |app: &bevy::prelude::App, seat: usize| {
        active(app).seats()[seat].kind == carcassonne::table::SeatKind::Here
    };
    loop {
        run_until(&mut app, "a person's turn or step", |app| {
            screen(app) != Screen::Playing
                || (phase(app) == Some(TurnPhase::Place)
                    && active(app).drawn().is_some()
                    && person(app, active(app).game().current_player()))
                || (phase(app) == Some(TurnPhase::Fly)
                    && active(app)
                        .flight_step()
                        .is_some_and(|(s, _)| person(app, s)))
        });
        if screen(&app) != Screen::Playing {
            break;
        }
        if phase(&app) == Some(TurnPhase::Place) {
            let chosen = chooser.choose(active(&app).game(), &mut rng);
            let Some(Move::Place {
                placement, action, ..
            }) = chosen
            else {
                let a = active(&app);
                panic!(
                    "a drawn tile always fits: {chosen:?}, drawn {:?}, next {:?}, flight {:?}, moves {}",
                    a.drawn(),
                    a.game().next_tile(),
                    a.table().flight(),
                    a.moves().len()
                );
            };
            send(&mut app, TurnInput::PlaceTile(placement));
            send(&mut app, TurnInput::ChooseFigure(action));
            send(&mut app, TurnInput::Confirm);
            continue;
        }
        // A person's step: the map shows the dragon tile laid and the dragon
        // where the flight so far took it; the lit tiles are next to it.
        let a = active(&app);
        let flight = *a.table().flight().expect("a flight is underway");
        let (seat, options) = a.flight_step().unwrap();
        assert_eq!(
            seat,
            (a.game().current_player() + flight.steps.len()) % players
        );
        assert!(
            a.game().tile_at(flight.placement.pos).is_some(),
            "the dragon tile is on the map"
        );
        let dragon = a.game().dragon().expect("the dragon is on the map");
        // (From where it stood before the dragon tile: the dragon tile only
        // makes it fly.)
        let before = a.table().view(None).game().dragon();
        let expected = flight.steps.steps().last().copied().or(before);
        assert_eq!(Some(dragon), expected);
        assert!(!options.is_empty());
        for to in &options {
            assert_eq!(
                (to.x - dragon.x).abs() + (to.y - dragon.y).abs(),
                1,
                "{to} is next to {dragon}"
            );
        }
        // A step off the lit tiles is refused, and nothing changes.
        if refused_steps == 0 {
            send(
                &mut app,
                TurnInput::DragonStep(Pos::new(dragon.x + 40, dragon.y)),
            );
            assert!(active(&app).error.is_some(), "a step far away was refused");
            assert_eq!(active(&app).table().flight(), Some(&flight));
            refused_steps += 1;
        }
        let to = options[rng.below(options.len())];
        send(&mut app, TurnInput::DragonStep(to));
        person_steps += 1;
        // The step taken is the flight's next (the computer may have taken
        // its own after it, or the flight ended and the move applied).
        let a = active(&app);
        let n = flight.steps.len();
        let steps = match a.table().flight() {
            Some(next) => next.steps,
            None => match a
                .moves()
                .iter()
                .rev()
                .find(|m| matches!(m, Move::Place { .. }))
            {
                Some(Move::Place { dragon, .. }) => *dragon,
                _ => unreachable!("a move was applied"),
            },
        };
        assert_eq!(steps.steps().get(n), Some(&to));
        if let Some(next) = a.table().flight().filter(|f| f.steps.len() == n + 1) {
            assert_eq!(a.game().dragon(), Some(to), "{next:?}");
        }
    }
    assert_eq!(screen(&app), Screen::Final);
    let a = active(&app);
    // Every flight's steps were chosen by the seats in turn: the persons'
    // by message here, the computer's (seat 1) by itself.
    let mut reference = Game::new(crate::app::catalog(), players, rules).unwrap();
    reference.shuffle(seed);
    let mut computer_steps = 0;
    for m in a.moves() {
        if let Move::Place { dragon, .. } = m {
            computer_steps += (0..dragon.len())
                .filter(|&i| reference.flight_seat(i) == 1)
                .count();
        }
        reference.apply(m).unwrap();
    }
    assert!(reference.is_finished());
    assert_eq!(reference.players(), a.game().players());
    assert!(person_steps > 3, "the persons stepped {person_steps} times");
    assert!(computer_steps > 0, "the computer never stepped");
    assert_eq!(refused_steps, 1);
}
