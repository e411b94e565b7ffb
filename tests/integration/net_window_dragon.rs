//! The Princess & the Dragon between a window and a `join` player, over UDP
//! on 127.0.0.1: the window hosts with Ann at its mouse, Bo joins as the
//! `join` command does (a client with a computer level on his seat), and
//! every dragon flight is stepped seat by seat where that seat plays: Ann's
//! steps by her clicks in the window, Bo's by his own client, checked by
//! the window's host. Every wait is bounded in time.

use crate::app::{active, send};
use crate::net::{Clock, join, seated};
use crate::net_apps::{network_app, phase, screen, session};
use bevy::prelude::*;
use carcassonne::ai::Level;
use carcassonne::app::net::{Link, NetRequest};
use carcassonne::app::{GameSetup, Screen, Seat, TurnInput, TurnPhase};
use carcassonne::art::PlayerColour;
use carcassonne::net::{Bot, Invite};
use carcassonne::rules::random::Rng;
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{Expansion, Game, Move, RuleSet};
use carcassonne::table::{ConfirmedTurn, SeatKind};
use std::time::{Duration, Instant};

#[test]
fn a_window_and_a_join_player_each_steer_the_dragon_on_their_own_steps() {
    let rules = RuleSet::default().with(Expansion::PRINCESS_DRAGON);
    let mut window = network_app(None);
    window.update();
    window
        .world_mut()
        .write_message(NetRequest::Host(GameSetup {
            seats: vec![
                Seat::person("Ann", PlayerColour::Yellow),
                Seat {
                    name: "friend".into(),
                    colour: PlayerColour::Red,
                    kind: SeatKind::Remote,
                },
            ],
            rules,
            seed: 11,
            ..Default::default()
        }));
    window.update();
    let code = session(&window).invite().expect("the window's invite");
    let invite = Invite::parse(&code).expect("the window's invite reads back");
    let mut bo = join(&invite, seated("Bo"));
    let mut clock = Clock::new();
    let start = Instant::now();
    let patience = Duration::from_secs(180);
    let mut tick = |window: &mut App, bo: &mut carcassonne::net::Client, what: &str| {
        assert!(start.elapsed() < patience, "timed out: {what}");
        window.update();
        if phase(window) == Some(TurnPhase::Score) {
            window.world_mut().write_message(TurnInput::ContinueScoring);
        }
        bo.update(clock.tick());
    };
    while bo.seat().is_none() || !session(&window).can_start() {
        if bo.seat() == Some(1) {
            bo.ready(true);
        }
        tick(&mut window, &mut bo, "Bo seated and ready");
    }
    window.world_mut().write_message(NetRequest::Start);

    let mut bot = Bot::new(Level::Random, 3);
    let mut rng = Rng::new(5);
    let mut chooser = RandomPlayer::new();
    // The steps each side sent from where it plays.
    let (mut ann_steps, mut bo_steps) = (0usize, 0usize);
    loop {
        tick(&mut window, &mut bo, "the game's end");
        if screen(&window) == Screen::Final {
            break;
        }
        if screen(&window) != Screen::Playing {
            continue;
        }
        if let Some(ConfirmedTurn::DragonStep(_)) = bot.act(&mut bo) {
            bo_steps += 1;
        }
        let a = active(&window);
        match phase(&window) {
            Some(TurnPhase::Place) if a.drawn().is_some() && a.table().to_move() == 0 => {
                let Some(Move::Place {
                    placement, action, ..
                }) = chooser.choose(a.game(), &mut rng)
                else {
                    panic!("a drawn tile always fits");
                };
                send(&mut window, TurnInput::PlaceTile(placement));
                send(&mut window, TurnInput::ChooseFigure(action));
                send(&mut window, TurnInput::Confirm);
            }
            Some(TurnPhase::Fly) => {
                let Some((seat, options)) = a.flight_step() else {
                    continue;
                };
                if seat != 0 {
                    // Bo's step: the window waits for his client.
                    continue;
                }
                let to = options[rng.below(options.len())];
                send(&mut window, TurnInput::DragonStep(to));
                ann_steps += 1;
            }
            _ => {}
        }
    }

    // The window's host holds the finished game; every flight's steps were
    // taken seat by seat, starting with the seat that laid the dragon tile.
    let Link::Host(host) = &session(&window).link else {
        panic!("the window hosts");
    };
    let table = host.room().table().expect("the host's table");
    assert!(table.is_finished());
    // Who took each step, as the rules say it (the seat after the one
    // that laid the dragon tile, and so on around the table).
    let mut reference = Game::new(crate::common::catalog(), 2, rules).unwrap();
    reference.shuffle(11);
    let (mut by_ann, mut by_bo, mut flights) = (0, 0, 0);
    for m in table.moves() {
        if let Move::Place { dragon, .. } = m
            && !dragon.is_empty()
        {
            flights += 1;
            for i in 0..dragon.len() {
                match reference.flight_seat(i) {
                    0 => by_ann += 1,
                    _ => by_bo += 1,
                }
            }
        }
        reference.apply(m).unwrap();
    }
    assert!(flights >= 3, "only {flights} flights in the game");
    assert_eq!(
        (by_ann, by_bo),
        (ann_steps, bo_steps),
        "each seat's steps came from where it plays: Ann's window, Bo's client"
    );
    assert!(ann_steps > 0 && bo_steps > 0);
    // Bo's client saw the same game, and the record replays.
    let replica = bo.replica().expect("Bo's replica");
    assert_eq!(replica.moves(), table.moves());
    let text = table.record(None).to_ron();
    let record = GameRecord::parse(&text).expect("the record reads back");
    let replayed = record.replay(crate::common::catalog()).expect("it replays");
    assert_eq!(replayed.players(), reference.players());
}
