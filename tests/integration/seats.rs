//! The authoritative table and its seat views: who may act, what a seat may
//! see (never the pile's order), taking turns back, records.

use crate::common::catalog;
use carcassonne::ai::{Ai, Level};
use carcassonne::art::PlayerColour;
use carcassonne::rules::random::Rng;
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{Move, Placement, Pos, Rotation, RuleError, RuleSet};
use carcassonne::table::{
    ConfirmedTurn, FollowError, Followed, Seat, SeatKind, SeatViewWire, Table, Told,
};

fn seats(kinds: &[SeatKind]) -> Vec<Seat> {
    kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| Seat {
            name: ["Ann", "Bo", "Cy", "Di"][i].to_string(),
            colour: PlayerColour::ALL[i],
            kind,
        })
        .collect()
}

fn people(n: usize) -> Vec<Seat> {
    seats(&vec![SeatKind::Here; n])
}

/// The input a random legal player would give for the tile in hand.
fn random_input(table: &Table, rng: &mut Rng) -> ConfirmedTurn {
    let view = table.view(Some(table.to_move()));
    match RandomPlayer::new().choose(view.game(), rng) {
        Some(Move::Place {
            placement, action, ..
        }) => ConfirmedTurn::Place { placement, action },
        other => panic!("the drawn tile fits somewhere, got {other:?}"),
    }
}

/// Plays `turns` turns by random legal inputs, each from the seat to move.
fn play(table: &mut Table, turns: usize, rng: &mut Rng) {
    for _ in 0..turns {
        table.draw();
        let input = random_input(table, rng);
        table.apply(table.to_move(), input).expect("a legal move");
    }
}

/// The same game with its unseen tiles in another order: the record
/// replayed on a pile shuffled from another seed (records draw by name).
fn reshuffled(table: &Table, seed: u64) -> Table {
    let mut record = table.record(None);
    record.seed = Some(seed);
    Table::from_record(catalog(), &record, table.seats().to_vec()).expect("replays")
}

#[test]
fn a_seat_view_holds_the_unseen_counts_but_never_the_order() {
    let mut a = Table::new(catalog(), people(2), RuleSet::default(), 11).unwrap();
    play(&mut a, 6, &mut Rng::new(5));
    let b = reshuffled(&a, 12);
    // The two tables really do hold their unseen tiles in other orders.
    let next_draws = |t: &Table| {
        let mut t = t.clone();
        let mut hands = Vec::new();
        let mut rng = Rng::new(1);
        for _ in 0..5 {
            hands.push(t.draw().hand);
            let input = random_input(&t, &mut rng);
            t.apply(t.to_move(), input).unwrap();
        }
        hands
    };
    assert_ne!(next_draws(&a), next_draws(&b));

    for seat in [Some(0), Some(1), None] {
        let (va, vb) = (a.view(seat), b.view(seat));
        assert_eq!(va, vb, "seat {seat:?}: the views differ");
        let ron_a = ron::to_string(&va).unwrap();
        assert_eq!(ron_a, ron::to_string(&vb).unwrap());
        assert!(!ron_a.contains("seed"), "the view names the seed: {ron_a}");
        // What is sent is enough to rebuild the same view.
        let wire: SeatViewWire = ron::from_str(&ron_a).unwrap();
        let read = wire.read(&catalog()).unwrap();
        let replica =
            Table::replica(catalog(), people(2), read.rules, &read.moves, read.hand).unwrap();
        assert_eq!(replica.view(read.seat), va);
    }
    assert_eq!(
        a.view(None)
            .unseen_counts()
            .iter()
            .map(|&n| n as usize)
            .sum::<usize>(),
        71 - a.moves().len()
    );
}

#[test]
fn the_tile_drawn_is_seen_by_the_whole_table() {
    let mut table = Table::new(catalog(), people(3), RuleSet::default(), 3).unwrap();
    let hand = table.draw().hand.expect("a tile to play");
    for seat in [Some(0), Some(1), Some(2), None] {
        let view = table.view(seat);
        assert_eq!(view.hand(), Some(hand));
        assert_eq!(view.game().next_tile(), Some(hand));
        assert_eq!(view.my_turn(), seat == Some(0));
    }
}

#[test]
fn a_seat_that_may_not_act_is_refused_and_nothing_changes() {
    let mut table = Table::new(catalog(), people(3), RuleSet::default(), 7).unwrap();
    let mut rng = Rng::new(2);
    // Before the draw nobody holds a tile.
    let early = ConfirmedTurn::Place {
        placement: Placement {
            pos: Pos::new(0, 1),
            rotation: Rotation::default(),
        },
        action: None,
    };
    assert_eq!(table.apply(0, early), Err(RuleError::NoTileInHand));
    table.draw();
    let input = random_input(&table, &mut rng);
    let before = table.view(None);
    let err = table.apply(1, input).unwrap_err();
    assert_eq!(
        err,
        RuleError::NotYourTurn {
            seat: 1,
            to_move: 0
        }
    );
    assert_eq!(
        err.to_string(),
        "seat 2 may not act now: it is seat 1's turn"
    );
    assert_eq!(table.apply(5, input), Err(RuleError::NoSuchSeat(5)));
    assert_eq!(
        RuleError::NoSuchSeat(5).to_string(),
        "there is no seat 6 at this table"
    );
    assert_eq!(
        table.view(None),
        before,
        "a refused input changed the table"
    );
    // The seat to move may.
    let played = table.apply(0, input).unwrap();
    assert_eq!(played.report().map(|r| r.move_index), Some(1));
    assert_eq!(table.to_move(), 1);
    assert_eq!(table.apply(1, input), Err(RuleError::NoTileInHand));
}

#[test]
fn a_whole_game_through_the_table_matches_its_record() {
    let mut table = Table::new(catalog(), people(2), RuleSet::default(), 21).unwrap();
    let mut rng = Rng::new(9);
    let finished = loop {
        let draw = table.draw();
        if let Some(report) = draw.finished {
            break report;
        }
        let input = random_input(&table, &mut rng);
        table.apply(table.to_move(), input).unwrap();
    };
    assert!(finished.finished && table.is_finished());
    assert_eq!(
        table.apply(0, random_input_fallback()),
        Err(RuleError::GameOver)
    );
    // The record replays to the same final state as the table shows.
    let record = GameRecord::parse(&table.record(None).to_ron()).unwrap();
    let replayed = record.replay(catalog()).unwrap();
    let shown = table.view(None);
    assert_eq!(
        replayed
            .players()
            .iter()
            .map(|p| p.score)
            .collect::<Vec<_>>(),
        shown
            .game()
            .players()
            .iter()
            .map(|p| p.score)
            .collect::<Vec<_>>()
    );
    assert!(replayed.is_finished());
    assert_eq!(replayed.events(), shown.game().events());
}

fn random_input_fallback() -> ConfirmedTurn {
    ConfirmedTurn::Place {
        placement: Placement {
            pos: Pos::new(0, 1),
            rotation: Rotation::default(),
        },
        action: None,
    }
}

#[test]
fn undo_goes_back_to_the_last_person_here() {
    let kinds = [
        SeatKind::Here,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Easy),
    ];
    let mut table = Table::new(catalog(), seats(&kinds), RuleSet::default(), 4).unwrap();
    let mut rng = Rng::new(3);
    play(&mut table, 3, &mut rng); // Ann, then the two computers
    let before_ann_second = table.moves().len();
    play(&mut table, 3, &mut rng); // Ann again, then the computers
    assert_eq!(table.to_move(), 0);
    // Ann's second turn is taken back, with the computers' turns after it.
    assert_eq!(table.undo_last_turn(), Ok(0));
    assert_eq!(table.moves().len(), before_ann_second);
    assert_eq!(table.hand(), None, "the tile is drawn again");
    assert_eq!(table.undo_last_turn(), Ok(0));
    assert!(table.moves().is_empty());
    assert_eq!(table.undo_last_turn(), Err(RuleError::NothingToUndo));
}

#[test]
fn a_table_of_computers_only_takes_back_one_turn() {
    let kinds = [
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Easy),
    ];
    let mut table = Table::new(catalog(), seats(&kinds), RuleSet::default(), 4).unwrap();
    play(&mut table, 3, &mut Rng::new(3));
    assert_eq!(table.undo_last_turn(), Ok(0));
    assert_eq!(
        table
            .moves()
            .iter()
            .filter(|m| matches!(m, Move::Place { .. }))
            .count(),
        2
    );
}

#[test]
fn a_resumed_table_is_the_same_table() {
    let kinds = [SeatKind::Here, SeatKind::Computer(Level::Medium)];
    let mut table = Table::new(catalog(), seats(&kinds), RuleSet::default(), 8).unwrap();
    play(&mut table, 7, &mut Rng::new(4));
    let text = table.record(Some("all".into())).to_ron();
    let record = GameRecord::parse(&text).unwrap();
    let mut resumed = Table::from_record(catalog(), &record, table.seats().to_vec()).unwrap();
    assert_eq!(resumed.record(Some("all".into())).to_ron(), text);
    assert_eq!(resumed.view(Some(0)), table.view(Some(0)));
    // The same tile comes next, and the resumed table can take turns back.
    assert_eq!(resumed.draw().hand, table.draw().hand);
    assert!(resumed.can_undo());
    let wrong_seats = Table::from_record(catalog(), &record, people(3));
    assert!(wrong_seats.is_err());
}

#[test]
fn the_computer_thinks_on_the_view_alone() {
    let mut a = Table::new(catalog(), people(2), RuleSet::default(), 31).unwrap();
    play(&mut a, 5, &mut Rng::new(6));
    // Another order of the same unseen tiles that deals the same tile now.
    let mut b = None;
    for seed in 32..5000 {
        let mut other = reshuffled(&a, seed);
        if other.draw() == a.clone().draw() {
            b = Some(other);
            break;
        }
    }
    let b = b.expect("an order that deals the same tile");
    a.draw();
    for level in Level::ALL {
        let x = Ai::new(level, 1).choose(&a.view(Some(1))).unwrap();
        let y = Ai::new(level, 1).choose(&b.view(Some(1))).unwrap();
        assert_eq!((x.mv, x.reason), (y.mv, y.reason), "{level}");
    }
    // A view with nothing in hand gives the computer nothing to play.
    let undrawn = Table::new(catalog(), people(2), RuleSet::default(), 31).unwrap();
    assert_eq!(
        Ai::new(Level::Easy, 1)
            .choose(&undrawn.view(Some(0)))
            .unwrap_err(),
        RuleError::NoTileInHand
    );
}

#[test]
fn a_seat_handed_to_a_computer_keeps_its_place() {
    let mut table = Table::new(catalog(), people(2), RuleSet::default(), 1).unwrap();
    table
        .set_seat_kind(1, SeatKind::Computer(Level::Hard))
        .unwrap();
    assert_eq!(table.seats()[1].level(), Some(Level::Hard));
    assert!(table.seats()[0].is_here());
    assert_eq!(
        table.set_seat_kind(2, SeatKind::Remote),
        Err(RuleError::NoSuchSeat(2))
    );
    let record = table.record(None);
    assert_eq!(record.computers, Some(vec![String::new(), "hard".into()]));
}

/// A copy of the table that does not know the pile's order follows every
/// draw as the table tells it (the tiles set aside, the tile drawn, the end)
/// and every placement, and shows what the table shows; a tile told as set
/// aside that fits somewhere is refused, and the copy does not change.
#[test]
fn a_copy_follows_the_tables_draws_as_told_and_refuses_a_wrong_set_aside() {
    // A seed whose game sets tiles aside, found by playing.
    let mut set_asides_seen = 0;
    for seed in 0..400 {
        let mut host = Table::new(catalog(), people(2), RuleSet::default(), seed).unwrap();
        let mut record = host.record(None);
        record.seed = None;
        let mut copy = Table::from_record(catalog(), &record, people(2)).unwrap();
        let mut rng = Rng::new(seed);
        loop {
            let draw = host.draw();
            let told = copy
                .follow_draw(&draw.set_aside, draw.hand)
                .expect("the table's own draw");
            assert_eq!(told.set_aside, draw.set_aside);
            assert_eq!(copy.view(None), host.view(None), "seed {seed}");
            set_asides_seen += draw.set_aside.len();
            let Some(_) = draw.hand else {
                assert!(copy.is_finished());
                assert_eq!(
                    told.finished.map(|f| f.events.len()),
                    draw.finished.map(|f| f.events.len()),
                    "the end-of-game scoring, here as there"
                );
                break;
            };
            let input = random_input(&host, &mut rng);
            let seat = host.to_move();
            host.apply(seat, input).unwrap();
            copy.apply(seat, input).unwrap();
        }
        if set_asides_seen > 0 {
            // Told to set aside the tile in hand, which fits: refused.
            let mut host = Table::new(catalog(), people(2), RuleSet::default(), seed).unwrap();
            let mut record = host.record(None);
            record.seed = None;
            let mut copy = Table::from_record(catalog(), &record, people(2)).unwrap();
            let hand = host.draw().hand.expect("the first tile fits");
            let before = copy.view(None);
            assert!(matches!(
                copy.follow_draw(&[hand], None),
                Err(RuleError::FitsSomewhere { .. })
            ));
            assert_eq!(copy.view(None), before, "nothing changed");
            assert!(copy.moves().is_empty());
            return;
        }
    }
    panic!("no game of 400 set a tile aside");
}

/// What `host` has told so far, as a replica reads it.
fn told(host: &Table) -> Told<'_> {
    Told {
        moves: host.moves(),
        hand: host.hand(),
        flight: host.flight().copied(),
        over: host.is_finished(),
    }
}

#[test]
fn a_replica_follows_the_host_one_step_at_a_time_however_far_behind() {
    let mut set_asides_seen = 0;
    for seed in 0..400 {
        let mut host = Table::new(catalog(), people(2), RuleSet::default(), seed).unwrap();
        let mut replica =
            Table::replica(catalog(), people(2), RuleSet::default(), &[], None).unwrap();
        let mut rng = Rng::new(seed);
        let mut host_turns = 0;
        loop {
            let draw = host.draw();
            set_asides_seen += draw.set_aside.len();
            if draw.hand.is_some() {
                let input = random_input(&host, &mut rng);
                host.apply(host.to_move(), input).unwrap();
                host_turns += 1;
            }
            // The replica hears the host every third turn, and at the end:
            // it takes every step in between, in order.
            if host_turns % 3 != 0 && !host.is_finished() {
                continue;
            }
            while let Some(step) = replica.follow(told(&host)).expect("the host's own steps") {
                let at = replica.moves().len();
                match step {
                    Followed::Placed { seat, .. } => {
                        // Exactly the host's next placement, by its seat.
                        let Move::Place { .. } = host.moves()[at - 1] else {
                            panic!("a placement step took {:?}", host.moves()[at - 1]);
                        };
                        assert_eq!(replica.moves()[at - 1], host.moves()[at - 1]);
                        assert_eq!(seat, replica.view_after(at - 1).unwrap().to_move());
                    }
                    Followed::Flying { .. } => panic!("a flight in the base game"),
                    Followed::Drew(draw) => {
                        // The tile the host held next: the one it laid, or
                        // the one in its hand now.
                        let next = host.moves().get(at).map(|m| m.tile()).or(host.hand());
                        assert_eq!(draw.hand, next, "seed {seed}");
                        assert!(
                            draw.set_aside
                                .iter()
                                .all(|&t| host.moves().contains(&Move::Discard { tile: t }))
                        );
                    }
                }
            }
            assert_eq!(replica.moves(), host.moves(), "seed {seed}");
            assert_eq!(replica.view(None), host.view(None), "seed {seed}");
            if host.is_finished() {
                assert!(replica.is_finished(), "the end told, the end taken");
                break;
            }
        }
        if set_asides_seen > 0 {
            return;
        }
    }
    panic!("no game of 400 set a tile aside");
}

#[test]
fn a_replica_waits_for_a_tile_it_is_not_shown_and_refuses_a_step_the_rules_refuse() {
    let mut host = Table::new(catalog(), people(2), RuleSet::default(), 7).unwrap();
    let mut rng = Rng::new(7);
    play(&mut host, 4, &mut rng);
    let mut replica =
        Table::replica(catalog(), people(2), RuleSet::default(), host.moves(), None).unwrap();
    let hand = host.draw().hand.expect("a tile fits");
    // A spectator is told the draw without the tile: nothing to take yet.
    let unshown = Told {
        hand: None,
        ..told(&host)
    };
    assert_eq!(replica.follow(unshown), Ok(None));
    assert_eq!(replica.hand(), None);
    // A tile that fits, told as set aside: refused, nothing changed.
    let before = replica.view(None);
    let mut wrong = host.moves().to_vec();
    wrong.push(Move::Discard { tile: hand });
    let refused = replica.follow(Told {
        moves: &wrong,
        hand: Some(hand),
        flight: None,
        over: false,
    });
    assert!(
        matches!(
            refused,
            Err(FollowError::Rules(RuleError::FitsSomewhere { .. }))
        ),
        "{refused:?}"
    );
    assert_eq!(replica.view(None), before);
    assert_eq!(replica.moves(), host.moves());
    // Told the hand: drawn, and a move made here that the host then
    // overtakes with another is a divergence, to build again from.
    assert!(matches!(
        replica.follow(told(&host)),
        Ok(Some(Followed::Drew(_)))
    ));
    assert_eq!(replica.hand(), Some(hand));
    let mut ours = replica.clone();
    let mine = random_input(&ours, &mut Rng::new(1));
    ours.apply(ours.to_move(), mine).unwrap();
    assert_eq!(ours.follow(told(&host)), Ok(None), "our move on its way");
    let at = host.moves().len();
    let theirs = loop {
        let other = random_input(&host, &mut rng);
        if other != mine {
            break other;
        }
    };
    host.apply(host.to_move(), theirs).unwrap();
    assert_eq!(ours.follow(told(&host)), Err(FollowError::Diverged { at }));
}
