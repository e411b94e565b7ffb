//! The computer players: no level reads the order of the pile, every move
//! they make is legal under every rule combination (taking the abbot back and
//! tiles that fit nowhere included), they see an obvious scoring move, and
//! `suggest` answers a record with a legal record line.

use crate::common::{carcassonne, catalog, record, record_for, replay, setups};
use carcassonne::ai::{Ai, Level};
use carcassonne::rules::random::Rng;
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{
    EXPANSIONS, Expansion, FigureAction, FigureKind, Flight, Game, Move, PendingFlight, Placement,
    Pos, Rotation, RuleError, RuleSet, Spot, TileTypeId,
};
use carcassonne::table::{Seat, SeatView, Table};
use std::sync::atomic::AtomicBool;

/// The game after `moves` random moves from a pile shuffled by `seed`, and
/// the moves made.
fn random_state(rules: RuleSet, players: usize, seed: u64, moves: usize) -> (Game, Vec<Move>) {
    let mut game = Game::new(catalog(), players, rules).unwrap();
    game.shuffle(seed);
    let mut rng = Rng::new(seed);
    let mut player = RandomPlayer::new();
    let mut made = Vec::new();
    for _ in 0..moves {
        let Some(mv) = player.choose(&game, &mut rng) else {
            break;
        };
        game.apply(&mv).unwrap();
        made.push(mv);
    }
    (game, made)
}

/// The same moves on a pile shuffled by another seed: a game equal in
/// everything but the order of the tiles still in the pile.
fn other_order(like: &Game, moves: &[Move], seed: u64) -> Game {
    let mut game = Game::new(catalog(), like.players().len(), like.rules()).unwrap();
    game.shuffle(seed);
    for mv in moves {
        game.apply(mv).unwrap();
    }
    assert_eq!(game.unseen_counts(), like.unseen_counts());
    assert_eq!(game.players(), like.players());
    assert_eq!(game.figures(), like.figures());
    assert_eq!(game.tiles(), like.tiles());
    game
}

#[test]
fn no_level_reads_the_order_of_the_pile() {
    let river = RuleSet::default().with(Expansion::RIVER);
    let abbot = RuleSet::default().with(Expansion::ABBOT);
    let pd = RuleSet::default().with(Expansion::PRINCESS_DRAGON);
    // Base games early, midway and near the end; River games while the
    // river is laid (its order is hidden too) and just after; 3 and 5 seats;
    // The Princess & the Dragon early (dragon tiles set aside before the
    // first volcano: which ones is public, the pile's order is not) and
    // midway.
    let states = [
        (RuleSet::default(), 2, 3),
        (RuleSet::default(), 2, 30),
        (RuleSet::default(), 2, 64),
        (river, 2, 2),
        (river, 3, 6),
        (river, 2, 13),
        (abbot, 3, 25),
        (RuleSet::default(), 5, 40),
        (pd, 2, 3),
        (pd, 3, 45),
    ];
    // How often the tile that would come after the one in hand differs
    // between the two orders: where it does, a level that peeked at the
    // pile would see something else, and its move could differ.
    let mut next_draw_differs = 0;
    for (i, &(rules, players, moves)) in states.iter().enumerate() {
        let (a, made) = random_state(rules, players, 100 + i as u64, moves);
        let hand = a.next_tile().unwrap();
        // Two other orders of the unseen tiles, with the same tile in hand
        // (drawn from wherever it lies in the other pile).
        for other_seed in [7, 8] {
            let b = other_order(&a, &made, other_seed);
            assert_ne!(a.pile(), b.pile(), "state {i}: the orders differ");
            next_draw_differs += usize::from(draw_after(&a, hand) != draw_after(&b, hand));
            for level in Level::ALL {
                let seed = 40 + i as u64;
                let x = Ai::new(level, seed)
                    .choose(&SeatView::of_game(&a, Some(hand)))
                    .unwrap();
                let y = Ai::new(level, seed)
                    .choose(&SeatView::of_game(&b, Some(hand)))
                    .unwrap();
                assert_eq!(
                    x.mv, y.mv,
                    "{level} level, state {i} ({rules:?}, {players} players, {moves} moves): \
                     the move depends on the hidden order of the pile"
                );
                // The whole think is the same, not just its outcome.
                assert_eq!(
                    x.value.to_bits(),
                    y.value.to_bits(),
                    "{level} level, state {i}"
                );
                assert_eq!(x.reason, y.reason);
            }
        }
    }
    let comparisons = states.len() * 2;
    assert!(
        next_draw_differs * 2 > comparisons,
        "the next draw differs in only {next_draw_differs} of {comparisons} comparisons"
    );
}

/// The tile a game would draw after `hand`, taken from wherever it lies.
fn draw_after(
    game: &Game,
    hand: carcassonne::rules::TileTypeId,
) -> Option<carcassonne::rules::TileTypeId> {
    let mut pile = game.pile().to_vec();
    let i = pile.iter().rposition(|&t| t == hand)?;
    pile.remove(i);
    pile.last().copied()
}

/// One game per rule combination, the player count going round from 2 to
/// the most the rules allow, so that every combination and every player
/// count is played at least once. Many more games, level against level,
/// are the `carcassonne arena` command's job.
fn one_game_per_rule_combination() -> Vec<(RuleSet, usize)> {
    let mut combinations: Vec<RuleSet> = Vec::new();
    setups()
        .into_iter()
        .filter(|&(rules, players)| {
            if !combinations.contains(&rules) {
                combinations.push(rules);
            }
            let k = combinations.len() - 1;
            players == 2 + k % (rules.max_players() - 1)
        })
        .collect()
}

/// Plays whole games in which each move is made by the next level in turn,
/// and applies every move through the rules, which refuse an illegal one:
/// one game per rule combination (see [`one_game_per_rule_combination`]).
#[test]
fn every_computer_move_is_legal_under_every_rule_combination() {
    let games = one_game_per_rule_combination();
    let mut player_counts: Vec<usize> = games.iter().map(|&(_, p)| p).collect();
    player_counts.sort();
    player_counts.dedup();
    assert_eq!(
        player_counts,
        [2, 3, 4, 5, 6],
        "every player count is played"
    );
    // The figures the computers put down, and abbots they took back, across
    // the games: every kind the expansions bring must be among them.
    let mut figures_put: Vec<FigureKind> = Vec::new();
    let mut abbots_taken_back = 0;
    // And every action of The Princess & the Dragon, and flights.
    let (mut portals, mut fairies, mut princesses, mut flights) = (0, 0, 0, 0);
    for (setup, (rules, players)) in games.into_iter().enumerate() {
        let mut game = Game::new(catalog(), players, rules).unwrap();
        game.shuffle(900 + setup as u64);
        let mut ais: Vec<Ai> = Level::ALL
            .iter()
            .map(|&l| Ai::new(l, setup as u64))
            .collect();
        let mut turn = setup;
        while let Some(hand) = game.next_tile() {
            // Hard thinks longest by far: it plays one move a game, early in
            // some games and late in others; the other levels play the rest
            // in turn.
            let hard_moves_now = game.move_count() as usize == 8 + setup * 7 % 56;
            let level = if hard_moves_now { 4 } else { turn % 4 };
            turn += 1;
            let s = ais[level]
                .choose(&SeatView::of_game(&game, Some(hand)))
                .unwrap();
            let tile = match s.mv {
                Move::Place { tile, .. } | Move::Discard { tile } => tile,
            };
            assert_eq!(tile, hand, "the move plays the tile in hand");
            if let Move::Place { action, dragon, .. } = s.mv {
                match action {
                    Some(FigureAction::Put(kind, _)) if !figures_put.contains(&kind) => {
                        figures_put.push(kind)
                    }
                    Some(FigureAction::Put(..)) | None => {}
                    Some(FigureAction::RecallAbbot(_)) => abbots_taken_back += 1,
                    Some(FigureAction::Portal(..)) => portals += 1,
                    Some(FigureAction::Fairy(..)) => fairies += 1,
                    Some(FigureAction::Princess(..)) => princesses += 1,
                }
                flights += usize::from(!dragon.is_empty());
            }
            if let Err(e) = game.apply(&s.mv) {
                panic!(
                    "{} level, {rules:?}, {players} players, move {}: {:?} is illegal: {e}",
                    s.level,
                    game.move_count() + 1,
                    s.mv
                );
            }
        }
        assert!(game.is_finished());
        assert!(
            game.players().iter().any(|p| p.score > 0),
            "{rules:?}, {players} players: nobody scored"
        );
    }
    figures_put.sort();
    assert_eq!(figures_put, FigureKind::ALL, "the kinds of figure put down");
    assert!(
        abbots_taken_back > 0,
        "no computer ever took its abbot back"
    );
    assert!(
        portals > 0 && fairies > 0 && princesses > 0 && flights > 0,
        "portals {portals}, fairy moves {fairies}, princesses {princesses}, flights {flights}"
    );
}

/// States of random games (figures anywhere, abbots out, followers used
/// up), early and late, one setup per rule combination (see
/// [`one_game_per_rule_combination`]): each level's move is legal there.
#[test]
fn every_level_moves_legally_from_random_states() {
    let (mut recall_possible, mut hard_thoughts, mut hard_with_recall) = (0, 0, 0);
    for (setup, (rules, players)) in one_game_per_rule_combination().into_iter().enumerate() {
        for (k, moves) in [12, 55].into_iter().enumerate() {
            let (game, _) = random_state(rules, players, 5000 + setup as u64, moves);
            let Some(hand) = game.next_tile() else {
                continue;
            };
            let mover = game.current_player();
            let recall = game
                .figures()
                .iter()
                .any(|f| f.player as usize == mover && f.kind == FigureKind::Abbot);
            recall_possible += usize::from(recall);
            // Hard thinks longest by far: once for each set of expansions,
            // late in its game without farmers when the Abbot is among them
            // (an abbot may be out, to take back), else early in its game
            // with farmers.
            let hard_thinks = if rules.has(Expansion::ABBOT) {
                !rules.farmers && k == 1
            } else {
                rules.farmers && k == 0
            };
            for level in Level::ALL {
                if level == Level::Hard {
                    if !hard_thinks {
                        continue;
                    }
                    hard_thoughts += 1;
                    hard_with_recall += usize::from(recall);
                }
                let s = Ai::new(level, setup as u64)
                    .choose(&SeatView::of_game(&game, Some(hand)))
                    .unwrap();
                if let Err(e) = game.check(&s.mv) {
                    panic!(
                        "{level} level, {rules:?}, {players} players, after {moves} moves: {:?} is illegal: {e}",
                        s.mv
                    );
                }
            }
        }
    }
    assert!(
        recall_possible >= 3,
        "states with an abbot to take back: {recall_possible}"
    );
    assert_eq!(
        hard_thoughts,
        1 << EXPANSIONS.len(),
        "Hard, once a set of expansions"
    );
    assert!(hard_with_recall > 0, "Hard never had an abbot to take back");
}

/// D's city closed by an upside-down E: every open edge is road or field,
/// so C (city all round) fits nowhere.
#[test]
fn every_level_sets_aside_a_tile_that_fits_nowhere() {
    let game = replay(&record(
        "",
        r#"        Place(tile: "E", at: (0, 1), rotation: 180),"#,
    ));
    let c = game.catalog().type_id("C").unwrap();
    for level in Level::ALL {
        let s = Ai::new(level, 3)
            .choose(&SeatView::of_game(&game, Some(c)))
            .unwrap();
        assert_eq!(s.mv, Move::Discard { tile: c }, "{level}");
        assert!(s.reason.contains("fits nowhere"), "{}", s.reason);
        game.clone().apply(&s.mv).unwrap();
    }
}

/// Ann's abbot stands on the monastery at (-1, 1): each level's move with
/// the next tile is legal, and taking the abbot back is among the moves the
/// random level makes.
#[test]
fn moves_are_legal_where_the_abbot_can_be_taken_back() {
    let game = replay(&record(
        "farmers: true, abbot: true",
        r#"
        Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        Place(tile: "V", at: (1, 0), rotation: 90),
        Place(tile: "B", at: (-1, 1), rotation: 0, figure: Abbot(Monastery)),
        Place(tile: "U", at: (2, 0), rotation: 90),
        "#,
    ));
    let u = game.catalog().type_id("U").unwrap();
    let recall = |mv: &Move| {
        matches!(
            mv,
            Move::Place {
                action: Some(FigureAction::RecallAbbot(p)),
                ..
            } if *p == Pos::new(-1, 1)
        )
    };
    let mut recalled = 0;
    for seed in 0..60 {
        for level in Level::ALL {
            let s = Ai::new(level, seed)
                .choose(&SeatView::of_game(&game, Some(u)))
                .unwrap();
            game.clone()
                .apply(&s.mv)
                .unwrap_or_else(|e| panic!("{level}: {:?}: {e}", s.mv));
            if recall(&s.mv) {
                recalled += 1;
                assert!(s.reason.contains("takes the abbot back: +"), "{}", s.reason);
            }
        }
    }
    assert!(recalled > 0, "the abbot was never taken back");
}

/// Red's knight holds the city D-F; with E in hand, closing it scores 8
/// (3 tiles and a coat of arms) and brings the knight back.
#[test]
fn medium_and_hard_close_their_own_city() {
    let game = replay(&record(
        "",
        r#"
        Place(tile: "F", at: (0, 1), rotation: 90, figure: Meeple(City(S))),
        Place(tile: "U", at: (1, 0), rotation: 0),
        "#,
    ));
    let e = game.catalog().type_id("E").unwrap();
    for level in [Level::Medium, Level::Hard] {
        let s = Ai::new(level, 1)
            .choose(&SeatView::of_game(&game, Some(e)))
            .unwrap();
        match s.mv {
            Move::Place { placement, .. } => assert_eq!(placement.pos, Pos::new(0, 2), "{level}"),
            other => panic!("{level}: {other:?}"),
        }
        assert!(s.reason.contains("closes your city: +8"), "{}", s.reason);
        let mut after = game.clone();
        after.apply(&s.mv).unwrap();
        assert_eq!(after.players()[0].score, 8);
    }
}

/// A think cancelled before it starts still answers a legal move, and says
/// it was cut short; uncancelled, it is not.
#[test]
fn a_cancelled_think_answers_a_legal_move() {
    let (game, _) = random_state(RuleSet::default(), 2, 5, 20);
    let hand = game.next_tile().unwrap();
    let cancel = AtomicBool::new(true);
    let s = Ai::new(Level::Hard, 1)
        .choose_until(&SeatView::of_game(&game, Some(hand)), &cancel)
        .unwrap();
    assert!(s.cancelled);
    game.clone().apply(&s.mv).unwrap();
    let s = Ai::new(Level::Hard, 1)
        .choose_until(
            &SeatView::of_game(&game, Some(hand)),
            &AtomicBool::new(false),
        )
        .unwrap();
    assert!(!s.cancelled);
}

#[test]
fn choosing_refuses_a_tile_not_in_hand_or_a_finished_game() {
    let game = replay(&record(
        "",
        r#"        Place(tile: "C", at: (0, 1), rotation: 0),"#,
    ));
    let c = game.catalog().type_id("C").unwrap();
    let err = Ai::new(Level::Hard, 1)
        .choose(&SeatView::of_game(&game, Some(c)))
        .unwrap_err();
    assert!(
        err.to_string().contains("no longer in the draw pile"),
        "{err}"
    );
    let mut done = game.clone();
    done.final_scoring();
    let u = game.catalog().type_id("U").unwrap();
    assert!(
        Ai::new(Level::Easy, 1)
            .choose(&SeatView::of_game(&done, Some(u)))
            .is_err()
    );
}

// ------------------------------------------------------------ suggest

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("carcassonne-ai-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

const MOVES: &str = r#"
        Place(tile: "F", at: (0, 1), rotation: 90, figure: Meeple(City(S))),
        Place(tile: "U", at: (1, 0), rotation: 0),
"#;

fn seeded_record(moves: &str) -> String {
    format!("(version: 1, players: [\"Ann\", \"Bo\"], seed: 11, moves: [{moves}])")
}

/// The record with one more move line, replayed by the binary.
fn replays_with(moves: &str, line: &str) -> (bool, String) {
    let text = seeded_record(&format!("{moves}        {line},\n"));
    let path = temp_file("extended.ron", &text);
    let (ok, _, err) = carcassonne(&["replay", path.to_str().unwrap()]);
    (ok, err)
}

#[test]
fn suggest_prints_a_legal_record_line() {
    let path = temp_file("suggest.ron", &seeded_record(MOVES));
    let p = path.to_str().unwrap();
    for level in ["random", "easy", "medium", "hard"] {
        // The seed's next tile, and a named one.
        for tile in [None, Some("E"), Some("A")] {
            let mut args = vec!["suggest", p, "--level", level];
            if let Some(t) = tile {
                args.extend(["--tile", t]);
            }
            let (ok, out, err) = carcassonne(&args);
            assert!(ok, "{args:?}: {err}");
            let line = out.trim();
            assert_eq!(line.lines().count(), 1, "{out}");
            assert!(
                line.starts_with("Place(") || line.starts_with("Discard("),
                "{line}"
            );
            if let Some(t) = tile {
                assert!(line.contains(&format!("tile: \"{t}\"")), "{line}");
            }
            let (ok, err) = replays_with(MOVES, line);
            assert!(ok, "{level}: {line} does not replay: {err}");
        }
    }
    // With E in hand, Hard closes Ann's city, and says so in JSON.
    let (ok, out, err) = carcassonne(&["suggest", p, "--tile", "E", "--json"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["level"], "hard");
    assert_eq!(v["player"], "Ann");
    assert!(v["value"].is_number(), "{out}");
    assert!(
        v["reason"]
            .as_str()
            .unwrap()
            .contains("closes your city: +8"),
        "{out}"
    );
    let line = v["move"].as_str().unwrap();
    assert!(line.starts_with("Place(tile: \"E\", at: (0, 2)"), "{line}");
    // Same record, level and seed: the same answer.
    let (_, again, _) = carcassonne(&["suggest", p, "--tile", "E", "--json"]);
    assert_eq!(out, again);
}

#[test]
fn suggest_refuses_what_cannot_be_played() {
    let path = temp_file("refuse.ron", &seeded_record(MOVES));
    let p = path.to_str().unwrap();
    // There is one C in the box, placed here.
    let with_c = temp_file(
        "with-c.ron",
        &seeded_record(r#"Place(tile: "C", at: (0, 1), rotation: 0),"#),
    );
    let (ok, out, err) = carcassonne(&["suggest", with_c.to_str().unwrap(), "--tile", "C"]);
    assert!(!ok && out.is_empty(), "{out}");
    assert!(
        err.contains("tile C is no longer in the draw pile"),
        "{err}"
    );
    for (args, want) in [
        (vec!["suggest", p, "--tile", "Q9"], "no tile `Q9`"),
        (vec!["suggest", p, "--level", "genius"], "no level `genius`"),
        // A usage error, in clap's words.
        (vec!["suggest"], "<RECORD>"),
    ] {
        let (ok, _, err) = carcassonne(&args);
        assert!(!ok, "{args:?}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
    // No seed: the next tile is unknown unless named.
    let unseeded = temp_file(
        "unseeded.ron",
        &record("", r#"        Place(tile: "U", at: (1, 0), rotation: 0),"#),
    );
    let (ok, _, err) = carcassonne(&["suggest", unseeded.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("--tile"), "{err}");
    let (ok, _, err) = carcassonne(&["suggest", unseeded.to_str().unwrap(), "--tile", "E"]);
    assert!(ok, "{err}");
    // A bad record and a finished game.
    let bad = temp_file("bad.ron", "(version: 1, players: [");
    let (ok, _, err) = carcassonne(&["suggest", bad.to_str().unwrap()]);
    assert!(!ok && err.contains("not a valid game record"), "{err}");
    let dir = std::env::temp_dir().join(format!("carcassonne-ai-sim-{}", std::process::id()));
    let (ok, _, err) = carcassonne(&[
        "simulate",
        "--games",
        "1",
        "--record",
        dir.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let done = dir.join("game-00000.ron");
    let (ok, _, err) = carcassonne(&["suggest", done.to_str().unwrap(), "--tile", "E"]);
    assert!(!ok);
    assert!(err.contains("game is over"), "{err}");
}

// ------------------------------------------------------------ arena against programs

/// `arena` with `extra` arguments; its report.
fn arena(extra: &[&str]) -> String {
    let mut args = vec!["arena", "--games", "2", "--seed", "5", "--threads", "1"];
    args.extend(extra);
    let (ok, out, err) = carcassonne(&args);
    assert!(ok, "{args:?}: {err}");
    out
}

/// The line of the report that starts with `start`.
fn report_line<'a>(report: &'a str, start: &str) -> Option<&'a str> {
    report.lines().find(|l| l.starts_with(start))
}

#[test]
fn the_arena_plays_a_program_that_answers_like_suggest() {
    let exe = env!("CARGO_BIN_EXE_carcassonne");
    // Our own binary as the other engine, called the way `suggest` is.
    let cmd = format!("{exe} suggest --level greedy");
    let out = arena(&["--a", "greedy", "--b-cmd", &cmd, "--inns-cathedrals"]);
    assert!(out.contains("2 games = 1 deals x 2 seats"), "{out}");
    assert!(!out.contains("lost"), "no answer may fail: {out}");
    assert!(
        out.contains(&format!("think time B (`{exe} suggest")),
        "{out}"
    );
    // No peeking: the record the program reads has no seed, so `suggest`
    // without the tile in hand cannot know the next tile, and fails; a
    // failed answer loses the game, and the report says why.
    let blind = format!("{exe} suggest {{record}} --level greedy");
    let out = arena(&["--a", "greedy", "--b-cmd", &blind]);
    let lost = report_line(&out, "B lost 2 game(s)").unwrap_or_else(|| panic!("{out}"));
    assert!(lost.contains("the record has no seed"), "{lost}");
    assert!(out.contains("A wins 2, draws 0, losses 0"), "{out}");
}

#[test]
fn a_hung_failed_or_illegal_answer_loses_the_game() {
    for (cmd, timeout, why) in [
        // {seed} is a huge number: it sleeps until stopped.
        ("sleep {seed}", "0.3", "no answer within 0.3 s"),
        ("false", "10", "it failed"),
        ("/no/such/program", "10", "cannot run `/no/such/program`"),
        (
            r#"echo Place(tile: "{tile}", at: (0, 0), rotation: 0)"#,
            "10",
            "an illegal move: (0,0) already holds a tile",
        ),
        ("echo hello {tile}", "10", "`hello"),
    ] {
        // As B: A wins both games; as A: A loses both.
        let out = arena(&["--a", "greedy", "--b-cmd", cmd, "--move-timeout", timeout]);
        assert!(out.contains("A wins 2, draws 0, losses 0"), "{cmd}: {out}");
        let lost = report_line(&out, "B lost 2 game(s)").unwrap_or_else(|| panic!("{cmd}: {out}"));
        assert!(lost.contains(why), "{cmd}: {lost}");
        let out = arena(&["--b", "greedy", "--a-cmd", cmd, "--move-timeout", timeout]);
        assert!(out.contains("A wins 0, draws 0, losses 2"), "{cmd}: {out}");
        assert!(
            report_line(&out, "A lost 2 game(s)").is_some(),
            "{cmd}: {out}"
        );
    }
}

#[test]
fn the_sprt_stops_the_arena_once_it_decides() {
    // Greedy beats random in almost every game: the test passes after some
    // two dozen pairs (the same ones whatever the threads; each won pair
    // adds ln(s1 / s0) = 0.13), long before 200 games.
    let args = [
        "--a", "greedy", "--b", "random", "--games", "200", "--sprt", "0", "50",
    ];
    let (ok, out, err) = carcassonne(&[&["arena", "--threads", "2"][..], &args].concat());
    assert!(ok, "{err}");
    let sprt = report_line(&out, "SPRT elo0 0 elo1 50").unwrap_or_else(|| panic!("{out}"));
    assert!(sprt.contains("H1 accepted"), "{sprt}");
    let games: usize = out
        .split(" games = ")
        .next()
        .and_then(|s| s.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{out}"));
    assert!(games <= 60 && games.is_multiple_of(2), "{out}");
    let elo = report_line(&out, "Elo A - B: +").unwrap_or_else(|| panic!("{out}"));
    assert!(elo.contains("95 % interval"), "{elo}");
    let (_, again, _) = carcassonne(&[&["arena", "--threads", "1"][..], &args].concat());
    assert_eq!(
        report_line(&out, "A wins"),
        report_line(&again, "A wins"),
        "where it stops does not depend on the threads"
    );
    // The other way round: random is not 50 Elo better than greedy.
    let args = [
        "arena", "--a", "random", "--b", "greedy", "--games", "200", "--sprt", "0", "50",
    ];
    let (ok, out, err) = carcassonne(&args);
    assert!(ok, "{err}");
    let sprt = report_line(&out, "SPRT").unwrap_or_else(|| panic!("{out}"));
    assert!(sprt.contains("H0 accepted"), "{sprt}");
    // Only for two players.
    let (ok, _, err) = carcassonne(&["arena", "--players", "3", "--sprt", "0", "5"]);
    assert!(!ok && err.contains("two players"), "{err}");
}

#[test]
fn an_arena_goes_on_from_its_journal() {
    let dir = std::env::temp_dir().join(format!("carcassonne-journal-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let journal = dir.join("greedy-random.jsonl");
    let log = journal.to_str().unwrap();
    let run = |games: &str, extra: &[&str]| {
        let mut args = vec![
            "arena", "--a", "greedy", "--b", "random", "--seed", "9", "--games", games,
        ];
        args.extend(extra);
        let (ok, out, err) = carcassonne(&args);
        assert!(ok, "{args:?}: {err}");
        out
    };
    let results = |report: &str| -> Vec<String> {
        ["A wins", "Elo A - B", "mean score", "mean points"]
            .iter()
            .flat_map(|start| report.lines().filter(move |l| l.starts_with(start)))
            .map(str::to_string)
            .collect()
    };
    let whole = run("12", &[]);
    // Stopped after 4 games, then asked for 12: the 4 are read, 8 played.
    run("4", &["--log", log]);
    let resumed = run("12", &["--log", log, "--threads", "1"]);
    assert_eq!(results(&resumed), results(&whole), "{resumed}");
    assert!(
        resumed.contains("4 game(s) read from it, 8 played now"),
        "{resumed}"
    );
    let lines = || std::fs::read_to_string(&journal).unwrap();
    assert_eq!(
        lines().lines().count(),
        13,
        "a header and 12 games: {}",
        lines()
    );
    // A stop in the middle of a write leaves half a line: it is dropped,
    // that game is played again, and the journal stays readable.
    let mut torn = lines();
    torn.push_str("{\"game\":12,\"resu");
    std::fs::write(&journal, torn).unwrap();
    let more = run("14", &["--log", log]);
    assert!(
        more.contains("12 game(s) read from it, 2 played now"),
        "{more}"
    );
    let again = run("14", &["--log", log]);
    assert!(
        again.contains("14 game(s) read from it, 0 played now"),
        "{again}"
    );
    assert_eq!(results(&again), results(&run("14", &[])));
    // Games a computer that plays otherwise left in it (here: game 0
    // ending one point apart) are not continued: the first is played again.
    let other: String = lines()
        .lines()
        .map(|l| {
            if l.starts_with("{\"game\":0,") {
                let (head, tail) = l.split_once("\"scores\":[").unwrap();
                let (first, rest) = tail.split_once(',').unwrap();
                let first: u32 = first.parse().unwrap();
                format!("{head}\"scores\":[{},{rest}\n", first + 1)
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    assert_ne!(other, lines());
    std::fs::write(&journal, other).unwrap();
    let (ok, _, err) = carcassonne(&[
        "arena", "--a", "greedy", "--b", "random", "--seed", "9", "--games", "16", "--log", log,
    ]);
    assert!(
        !ok && err.contains("play otherwise: game 0 (deal 9, A in seat 1)"),
        "{err}"
    );
    // Another arena's journal is not continued.
    let (ok, _, err) = carcassonne(&[
        "arena", "--a", "greedy", "--b", "easy", "--seed", "9", "--games", "2", "--log", log,
    ]);
    assert!(!ok && err.contains("a journal of another arena"), "{err}");
    // A program is known by its file name: the same build in another
    // folder goes on with the journal.
    let exe = env!("CARGO_BIN_EXE_carcassonne");
    let programs = |folder: &str| {
        let at = dir.join(folder);
        std::fs::create_dir_all(&at).unwrap();
        // A link where the file system allows it (the binary is large).
        if std::fs::hard_link(exe, at.join("engine")).is_err() {
            std::fs::copy(exe, at.join("engine")).unwrap();
        }
        format!("{} suggest --level random", at.join("engine").display())
    };
    let (here, there) = (programs("here"), programs("there"));
    let log = dir.join("program.jsonl");
    let log = log.to_str().unwrap();
    let with = |cmd: &str, games: &str| {
        let (ok, out, err) = carcassonne(&[
            "arena", "--a", "greedy", "--b-cmd", cmd, "--games", games, "--log", log,
        ]);
        assert!(ok, "{err}");
        out
    };
    with(&here, "2");
    let moved = with(&there, "4");
    assert!(
        moved.contains("2 game(s) read from it, 2 played now"),
        "{moved}"
    );
    // A program that now fails is named as the reason its game differs.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let engine = dir.join("there").join("engine");
        // Unlinked first: the link shares the test's own binary.
        std::fs::remove_file(&engine).unwrap();
        std::fs::write(&engine, "#!/bin/sh\nexit 3\n").unwrap();
        std::fs::set_permissions(&engine, std::fs::Permissions::from_mode(0o755)).unwrap();
        let (ok, _, err) = carcassonne(&[
            "arena", "--a", "greedy", "--b-cmd", &there, "--games", "6", "--log", log,
        ]);
        assert!(
            !ok && err.contains("play otherwise: game 0")
                && err.contains("(B lost it now by a hung, failed or illegal answer: deal 1, move"),
            "{err}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

// ------------------------------------------------------------ the princess and the dragon

const PD_NO_FARMERS: &str = "farmers: false, princess_dragon: true";
const ANN_BO_CY: &[&str] = &["Ann", "Bo", "Cy"];

/// Ann's volcano south of the start tile calls the dragon to (0,-1); Bo
/// closes the start tile's city (+4, so Bo leads); then each has a monk on
/// a monastery beside the dragon, three tiles round each: Cy's south of it,
/// Ann's east, Bo's west. Cy is to move. No farmers.
const DRAGON_DEN: &str = r#"
        Place(tile: "PD_2", at: (0, -1), rotation: 0),
        Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        Place(tile: "B", at: (0, -2), rotation: 0, figure: Meeple(Monastery)),
        Place(tile: "B", at: (1, -1), rotation: 0, figure: Meeple(Monastery)),
        Place(tile: "B", at: (-1, -1), rotation: 0, figure: Meeple(Monastery)),"#;

fn dragon_den() -> Game {
    let game = replay(&record_for(ANN_BO_CY, PD_NO_FARMERS, DRAGON_DEN));
    assert_eq!(game.dragon(), Some(Pos::new(0, -1)));
    assert_eq!(game.current_player(), 2, "Cy is to move");
    let scores: Vec<u32> = game.players().iter().map(|p| p.score).collect();
    assert_eq!(scores, [0, 4, 0], "Bo leads");
    game
}

/// What `seat` sees of `game` (played by `moves`) with `hand` drawn, as a
/// table shows it to that seat.
fn seat_view(game: &Game, moves: &[Move], seat: usize, hand: TileTypeId) -> SeatView {
    let names = (0..game.players().len()).map(|i| format!("P{i}")).collect();
    let record = GameRecord::of_moves(names, game.rules(), None, moves, game.catalog());
    let mut table = Table::from_record(catalog(), &record, Seat::of_record(&record)).unwrap();
    table.deal(hand).unwrap();
    table.view(Some(seat))
}

/// The moves of a record, as the rules read them.
fn record_moves(text: &str) -> Vec<Move> {
    let record = GameRecord::parse(text).unwrap();
    let mut game = record.new_game(catalog()).unwrap();
    record
        .moves
        .iter()
        .map(|m| {
            let mv = m.to_move(game.catalog()).unwrap();
            game.apply(&mv).unwrap();
            mv
        })
        .collect()
}

/// Cy places a dragon tile far from the monasteries and takes the first
/// step: the dragon may go to each monk (west: Bo's, who leads; east:
/// Ann's; south: Cy's own) or north onto the empty start tile, and every
/// monastery is a dead end. The monasteries are alike, so only who owns
/// them tells the steps apart: every level that steers sends the dragon
/// to the leader's monk; none to its own.
#[test]
fn the_dragon_goes_for_the_leader_and_spares_its_own() {
    let text = record_for(ANN_BO_CY, PD_NO_FARMERS, DRAGON_DEN);
    let game = dragon_den();
    let moves = record_moves(&text);
    let pd_k = game.catalog().type_id("PD_K").unwrap();
    let pending = PendingFlight {
        tile: pd_k,
        placement: Placement {
            pos: Pos::new(0, 2),
            rotation: Rotation::ALL[0],
        },
        action: None,
        steps: Flight::NONE,
    };
    let (options, seat) = game.next_flight_step(&pending).unwrap();
    assert_eq!(seat, 2, "Cy, the placer, takes the first step");
    assert_eq!(options.len(), 4, "{options:?}");
    let view = seat_view(&game, &moves, 2, pd_k);
    let bos_monk = Pos::new(-1, -1);
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard] {
        for seed in 0..4 {
            let step = Ai::new(level, seed)
                .choose_dragon_step(&view, &pending)
                .unwrap();
            assert_eq!(step, bos_monk, "{level}, seed {seed}");
        }
    }
    // The suggestion for the tile flies the same way, a whole legal flight.
    for level in [Level::Medium, Level::Hard] {
        let s = Ai::new(level, 1)
            .choose(&SeatView::of_game(&game, Some(pd_k)))
            .unwrap();
        game.check(&s.mv)
            .unwrap_or_else(|e| panic!("{level}: {:?}: {e}", s.mv));
        let Move::Place { dragon, .. } = s.mv else {
            panic!("{level}: {:?}", s.mv)
        };
        assert!(!dragon.is_empty(), "{level}: the dragon flies");
        assert_ne!(dragon.steps()[0], Pos::new(0, -2), "{level}: its own monk");
        if dragon.steps()[0] == bos_monk {
            assert!(
                s.reason.contains("the dragon eats an opponent's figure"),
                "{level}: {}",
                s.reason
            );
        }
    }
}

/// Ann's monk on a monastery south of the start tile, no volcano yet (so
/// no dragon to shield it from). With a straight road in hand Ann may claim
/// a road worth 3 so far, or move the fairy to her monk: a point at the
/// start of each of her turns while it stays and 3 when the monastery
/// scores, worth more. Medium and Hard move the fairy, and say so. With a
/// monastery in hand, a monk on it beside three tiles is worth more than
/// the fairy: they claim it.
#[test]
fn the_fairy_moves_when_it_is_worth_more_than_a_figure() {
    let game = replay(&record(
        "farmers: false, princess_dragon: true",
        r#"
        Place(tile: "B", at: (0, -1), rotation: 0, figure: Meeple(Monastery)),
        Place(tile: "U", at: (1, 0), rotation: 0),"#,
    ));
    let (u, b) = (
        game.catalog().type_id("U").unwrap(),
        game.catalog().type_id("B").unwrap(),
    );
    for level in [Level::Medium, Level::Hard] {
        for seed in 0..3 {
            let s = Ai::new(level, seed)
                .choose(&SeatView::of_game(&game, Some(u)))
                .unwrap();
            game.check(&s.mv).unwrap();
            assert!(
                matches!(
                    s.mv,
                    Move::Place {
                        action: Some(FigureAction::Fairy(at, Spot::Monastery)),
                        ..
                    } if at == Pos::new(0, -1)
                ),
                "{level}, seed {seed}: {:?} ({})",
                s.mv,
                s.reason
            );
            assert!(
                s.reason.contains("fairy: to your monk"),
                "{level}: {}",
                s.reason
            );
            let s = Ai::new(level, seed)
                .choose(&SeatView::of_game(&game, Some(b)))
                .unwrap();
            assert!(
                matches!(
                    s.mv,
                    Move::Place {
                        action: Some(FigureAction::Put(FigureKind::Follower, Spot::Monastery)),
                        ..
                    }
                ),
                "{level}, seed {seed}: {:?} ({})",
                s.mv,
                s.reason
            );
        }
    }
}

/// States of random games with the box, a dragon tile in hand: a random
/// placement and figure action, and a random part of the flight flown.
/// The seat whose step it is asks its computer: every level answers one of
/// the steps the rules allow; another seat's view, or a flight that is
/// over, is refused.
#[test]
fn every_level_takes_a_legal_dragon_step() {
    let mut asked = 0;
    let mut seats_asked: Vec<usize> = Vec::new();
    let setups: Vec<(RuleSet, usize)> = setups()
        .into_iter()
        .filter(|(r, _)| r.has(Expansion::PRINCESS_DRAGON))
        .collect();
    for (k, &(rules, players)) in setups.iter().enumerate().step_by(5) {
        let seed = 7000 + k as u64;
        let mut game = Game::new(catalog(), players, rules).unwrap();
        game.shuffle(seed);
        let mut rng = Rng::new(seed);
        let mut player = RandomPlayer::new();
        let mut moves: Vec<Move> = Vec::new();
        let mut flights = 0;
        while let Some(mv) = player.choose(&game, &mut rng) {
            let hand = mv.tile();
            if let Move::Place {
                placement, action, ..
            } = mv
                && game.flies_dragon(hand)
                && flights < 2
            {
                flights += 1;
                // Some of the flight flown at random.
                let mut pending = PendingFlight {
                    tile: hand,
                    placement,
                    action,
                    steps: Flight::NONE,
                };
                let flown = rng.below(Flight::STEPS);
                for _ in 0..flown {
                    let (options, _) = game.next_flight_step(&pending).unwrap();
                    let Some(&p) = options.get(rng.below(options.len().max(1))) else {
                        break;
                    };
                    pending.steps.push(p);
                }
                let (options, seat) = game.next_flight_step(&pending).unwrap();
                if options.is_empty() {
                    let view = seat_view(&game, &moves, seat, hand);
                    let err = Ai::new(Level::Hard, 1)
                        .choose_dragon_step(&view, &pending)
                        .unwrap_err();
                    assert!(matches!(err, RuleError::FlightTooLong { .. }), "{err}");
                } else {
                    let view = seat_view(&game, &moves, seat, hand);
                    for level in Level::ALL {
                        let step = Ai::new(level, seed)
                            .choose_dragon_step(&view, &pending)
                            .unwrap_or_else(|e| panic!("{level}, {rules:?}: {e}"));
                        assert!(
                            options.contains(&step),
                            "{level}, {rules:?}, {players} players: {step} is not among {options:?}"
                        );
                        asked += 1;
                    }
                    seats_asked.push(seat);
                    let other = (seat + 1) % players;
                    let err = Ai::new(Level::Medium, 1)
                        .choose_dragon_step(&seat_view(&game, &moves, other, hand), &pending)
                        .unwrap_err();
                    assert_eq!(
                        err,
                        RuleError::NotYourTurn {
                            seat: other,
                            to_move: seat
                        }
                    );
                }
            }
            game.apply(&mv).unwrap();
            moves.push(mv);
        }
    }
    assert!(asked >= 5 * Level::ALL.len(), "steps asked: {asked}");
    let placers = seats_asked.iter().filter(|&&s| s == 0).count();
    assert!(
        placers < seats_asked.len(),
        "only placers were asked: {seats_asked:?}"
    );
}
