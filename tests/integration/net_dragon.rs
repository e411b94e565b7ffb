//! The Princess & the Dragon across the network, over UDP on 127.0.0.1:
//! each seat chooses its own dragon steps from its own client, the host
//! checks them, and everyone (a spectator too) sees the flight as it goes.

use crate::common::catalog;
use crate::net::{Clock, catch_up, host, join, scores_of, seated, take_seat};
use carcassonne::ai::Level;
use carcassonne::net::protocol::Refusal;
use carcassonne::net::{Bot, ClientEvent, HostEvent, JoinRequest, Room, RoomSeat};
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::{Expansion, RuleError, RuleSet};
use carcassonne::table::ConfirmedTurn;
use std::time::{Duration, Instant};

#[test]
fn each_seat_steers_the_dragon_from_its_own_client_and_everyone_sees_the_flight() {
    let rules = RuleSet::default().with(Expansion::PRINCESS_DRAGON);
    let seats = vec![
        RoomSeat::open(0),
        RoomSeat::computer(1, Level::Random),
        RoomSeat::open(2),
    ];
    let room = Room::new(catalog(), rules, 7, seats).expect("a valid room");
    let mut host = host(room);
    let invite = host.invite();
    let mut ann = join(&invite, seated("Ann"));
    let mut cy = join(&invite, seated("Cy"));
    let mut eve = join(&invite, JoinRequest::spectate("Eve"));
    let mut clock = Clock::new();
    let mut heard = vec![Vec::new(), Vec::new(), Vec::new()];
    take_seat(&mut host, &mut ann, &mut heard[..1], &mut clock);
    take_seat(&mut host, &mut cy, &mut heard[1..2], &mut clock);
    ann.ready(true);
    cy.ready(true);
    let mut bots = [Bot::new(Level::Random, 1), Bot::new(Level::Random, 2)];
    // Whose steps the host took, and which the clients sent themselves.
    let mut steppers = Vec::new();
    let mut sent_steps = [0, 0];
    let mut flights_seen = 0;
    let mut problems = Vec::new();
    let mut wrong_seat_refused = false;
    let start = Instant::now();
    while !host.room().is_over() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the game did not finish; the host's problems: {problems:?}"
        );
        let dt = clock.tick();
        for e in host.update(dt) {
            if let HostEvent::Flying { seat, .. } = e {
                steppers.push(seat);
            } else if matches!(e, HostEvent::Problem(_) | HostEvent::Refused { .. }) {
                problems.push(e);
            }
        }
        let Some(table) = host.room().table() else {
            for (c, h) in [&mut ann, &mut cy, &mut eve].into_iter().zip(&mut heard) {
                h.extend(c.update(dt));
            }
            continue;
        };
        if let Some(flight) = table.flight().copied() {
            // Mid-flight, every client's replica (the spectator's too)
            // holds the flight as the host does, and the same map so far.
            catch_up(&host, &mut [&mut ann, &mut cy, &mut eve], &mut clock);
            let wait = Instant::now();
            while [&ann, &cy, &eve]
                .iter()
                .any(|c| c.replica().and_then(|r| r.flight()) != Some(&flight))
            {
                assert!(
                    wait.elapsed() < Duration::from_secs(10),
                    "no client saw the flight"
                );
                for c in [&mut ann, &mut cy, &mut eve] {
                    c.update(clock.tick());
                }
            }
            let table = host.room().table().unwrap();
            let so_far = table.flight_so_far().unwrap();
            for c in [&ann, &cy, &eve] {
                let replica = c.replica().unwrap();
                assert_eq!(replica.to_move(), table.to_move());
                assert_eq!(replica.flight_options(), table.flight_options());
                assert_eq!(replica.flight_so_far().unwrap().figures(), so_far.figures());
            }
            flights_seen += 1;
            // A step sent by the seat whose step it is not is refused.
            let stepper = table.to_move();
            if !wrong_seat_refused && stepper != 1 {
                let other = if stepper == 0 { &mut cy } else { &mut ann };
                let to = table.flight_options()[0];
                other.play(ConfirmedTurn::DragonStep(to));
                let wait = Instant::now();
                loop {
                    assert!(wait.elapsed() < Duration::from_secs(10), "no refusal");
                    let dt = clock.tick();
                    host.update(dt);
                    let refused = other.update(dt).into_iter().any(|e| {
                        matches!(
                            e,
                            ClientEvent::Refused(Refusal::NotYourSeat { .. })
                                | ClientEvent::Refused(Refusal::Rule(
                                    RuleError::NotYourTurn { .. }
                                ))
                        )
                    });
                    if refused {
                        break;
                    }
                }
                assert_eq!(host.room().table().unwrap().flight(), Some(&flight));
                wrong_seat_refused = true;
            }
        }
        for (i, (bot, c)) in bots.iter_mut().zip([&mut ann, &mut cy]).enumerate() {
            if let Some(ConfirmedTurn::DragonStep(_)) = bot.act(c) {
                sent_steps[i] += 1;
            }
        }
        for (c, h) in [&mut ann, &mut cy, &mut eve].into_iter().zip(&mut heard) {
            h.extend(c.update(dt));
        }
    }
    let table = host.room().table().unwrap();
    assert!(table.is_finished());
    // Flights happened, and their steps came from every kind of seat: the
    // host's computer and each client for itself.
    assert!(flights_seen > 3, "only {flights_seen} flights");
    assert!(
        sent_steps.iter().all(|&n| n > 0),
        "steps sent: {sent_steps:?}"
    );
    assert!(
        steppers.contains(&1),
        "the computer never stepped: {steppers:?}"
    );
    assert!(wrong_seat_refused);
    // The record holds the flights and replays to the host's scores.
    let text = table.record(None).to_ron();
    assert!(text.contains("dragon: ["), "no flight in the record");
    let record = GameRecord::parse(&text).unwrap();
    let replayed = record.replay(catalog()).unwrap();
    let scores: Vec<u32> = replayed.players().iter().map(|p| p.score).collect();
    assert_eq!(scores, scores_of(&host));
}
