//! The post-game review (`ai::review`, `carcassonne review`): a sure city
//! left unclaimed is marked and the claim found, the computer's own choice
//! is not marked, a late farmer is rated by the field it takes, the review
//! of a move never peeks at the pile's order after it, and the command
//! prints, writes JSON and fails as the other commands do, for records of
//! older versions too.

use crate::common::{carcassonne, carcassonne_exit, catalog, record};
use carcassonne::ai::review::{
    INACCURACY, LossKind, Mark, MoveReview, Review, ReviewOptions, review, review_move,
};
use carcassonne::ai::{Ai, Level, ReasonPart};
use carcassonne::rules::moves::RecordFigure;
use carcassonne::rules::record::{GameRecord, RecordMove};
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{
    FeatureKind, FigureAction, FigureKind, Game, Move, RuleSet, ScoreKind, Side, Spot,
};
use carcassonne::table::SeatView;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

fn fixture(name: &str) -> GameRecord {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/records")
        .join(name);
    GameRecord::parse(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

/// The review line of move `index` (from 0) by Hard.
fn line(record: &GameRecord, index: usize) -> MoveReview {
    review_move(
        record,
        catalog(),
        index,
        Level::Hard,
        &AtomicBool::new(false),
    )
    .unwrap_or_else(|e| panic!("move {}: {e}", index + 1))
    .expect("a placement has a review line")
}

/// `record` cut after its first `moves` moves, then `mv`.
fn with_move(record: &GameRecord, moves: usize, mv: &Move) -> GameRecord {
    let mut r = record.clone();
    r.moves.truncate(moves);
    r.moves.push(RecordMove::from_move(mv, &catalog()));
    r
}

/// The game after the first `moves` moves of `record`.
fn after(record: &GameRecord, moves: usize) -> Game {
    let mut r = record.clone();
    r.moves.truncate(moves);
    r.replay(catalog()).unwrap()
}

#[test]
fn a_sure_city_left_unclaimed_is_marked_and_the_claim_is_the_better_move() {
    // Red turns E over onto the start tile's city and closes it (two
    // tiles, 4 points), with all seven followers in supply, and puts no
    // knight on it: the city scores nobody.
    let text = record("", "        Place(tile: \"E\", at: (0, 1), rotation: 180),");
    let rec = GameRecord::parse(&text).unwrap();
    assert_eq!(after(&rec, 0).players()[0].supply(FigureKind::Follower), 7);
    let l = line(&rec, 0);
    assert!(l.loss >= INACCURACY, "{l:?}");
    assert!(l.mark.is_some(), "{l:?}");
    assert_eq!(l.kind, Some(LossKind::Cities));
    // The better move: the same tile laid the same way, a knight on the
    // city it closes, scored at once.
    let claim = RecordMove::Place {
        tile: "E".into(),
        at: (0, 1),
        rotation: 180,
        figure: Some(RecordFigure::Meeple(Spot::City(Side::S))),
        portal: None,
        dragon: vec![],
    };
    assert_eq!(l.best, claim, "{l:?}");
    assert!(
        l.reason.0.contains(&ReasonPart::ClosesMine {
            feature: ScoreKind::City,
            points: 4
        }),
        "{}",
        l.reason
    );
    // The claim itself, reviewed: nothing lost.
    let claimed = GameRecord::parse(&record(
        "",
        "        Place(tile: \"E\", at: (0, 1), rotation: 180, figure: Meeple(City(S))),",
    ))
    .unwrap();
    let c = line(&claimed, 0);
    assert_eq!((c.loss, c.mark, c.kind), (0.0, None, None), "{c:?}");
    assert_eq!(c.best, claim);
    // One think values both: the best move's value is the same.
    assert_eq!(c.best_value, l.best_value);
}

#[test]
fn the_computers_own_choice_is_not_marked() {
    // Positions early, midway and late in a Traders & Builders game; at
    // each, Hard (with a seed of its own, not the review's) chooses the
    // move for the tile the record drew, and that move is reviewed.
    let rec = fixture("traders_builders.ron");
    for (k, at) in [6usize, 41, 83].into_iter().enumerate() {
        let game = after(&rec, at);
        let hand = rec.moves[at].to_move(&catalog()).unwrap().tile();
        let choice = Ai::new(Level::Hard, 7 + k as u64)
            .choose(&SeatView::of_game(&game, Some(hand)))
            .unwrap();
        let l = line(&with_move(&rec, at, &choice.mv), at);
        assert_eq!(l.mark, None, "move {}: {l:?}", at + 1);
        assert!(l.loss < 1.0, "move {}: {l:?}", at + 1);
    }
}

/// A farmer in the last turns: the game's moves so far, and the tile laid
/// one way with a farmer on each of two of its fields, the first touching
/// at least two completed cities more than the second.
struct LateFarmer {
    record: GameRecord,
    big: Move,
    small: Move,
    /// Completed cities the fields touch.
    cities: (u8, u8),
}

/// The first such position, in the last four rounds of two-player games
/// played by Medium, by seed.
fn late_farmer() -> LateFarmer {
    (1..40)
        .find_map(late_farmer_of)
        .expect("a late farmer in one of the games")
}

fn late_farmer_of(seed: u64) -> Option<LateFarmer> {
    let mut game = Game::new(catalog(), 2, RuleSet::default()).unwrap();
    game.shuffle(seed);
    let mut made = Vec::new();
    let (mut placements, mut actions) = (Vec::new(), Vec::new());
    loop {
        let drawn = game.draw();
        made.extend(drawn.set_aside);
        let hand = drawn.tile?;
        let me = game.current_player();
        if game.pile_len() <= 8 && game.players()[me].supply(FigureKind::Follower) > 0 {
            game.legal_placements_into(hand, &mut placements);
            for &placement in &placements {
                game.figure_options_into(hand, placement, &mut actions);
                // Each farmer this placement offers, with its field's cities
                // (a figure goes only on a field nobody holds).
                let farmers: Vec<(Move, u8)> = actions
                    .iter()
                    .filter_map(|&action| {
                        let FigureAction::Put(FigureKind::Follower, spot @ Spot::Field(_)) = action
                        else {
                            return None;
                        };
                        let mv = Move::place(hand, placement, Some(action));
                        let mut g = game.clone();
                        g.apply(&mv).unwrap();
                        let local =
                            Game::spot_segment(g.tile_type(hand), placement.rotation, spot)?;
                        let v = g.feature_value(g.feature_of(game.tiles().len(), local));
                        (v.kind == FeatureKind::Field && !g.is_finished()).then_some((mv, v.cities))
                    })
                    .collect();
                let big = farmers.iter().max_by_key(|f| f.1);
                let small = farmers.iter().min_by_key(|f| f.1);
                if let (Some(&(big, b)), Some(&(small, s))) = (big, small)
                    && b >= 2
                    && b >= s + 2
                {
                    let names = vec!["Red".into(), "Blue".into()];
                    return Some(LateFarmer {
                        record: GameRecord::of_moves(
                            names,
                            game.rules(),
                            Some(seed),
                            &made,
                            &catalog(),
                        ),
                        big,
                        small,
                        cities: (b, s),
                    });
                }
            }
        }
        let s = Ai::new(Level::Medium, made.len() as u64)
            .choose(&SeatView::of_game(&game, Some(hand)))
            .unwrap();
        game.apply(&s.mv).unwrap();
        made.push(s.mv);
    }
}

#[test]
fn a_late_farmer_is_rated_by_the_field_it_takes() {
    let LateFarmer {
        record,
        big,
        small,
        cities,
    } = late_farmer();
    let k = record.moves.len();
    let Move::Place {
        tile, placement, ..
    } = big
    else {
        unreachable!()
    };
    let bare = Move::place(tile, placement, None);
    // Three records that differ only in move k: the tile laid the same
    // way, a farmer on the big field, on the small one, or none.
    let [on_big, on_small, none] =
        [big, small, bare].map(|mv| line(&with_move(&record, k, &mv), k));
    assert!(
        on_big.best_value == on_small.best_value && on_big.best_value == none.best_value,
        "one think for the position, whatever was played"
    );
    // The farmer is rated by the rules' 3 points a completed city of the
    // field it takes (the follower is the same, the unfinished cities'
    // chances little this late).
    let field = 3.0 * f64::from(cities.0 - cities.1);
    let gain = on_big.played_value - on_small.played_value;
    assert!(
        (gain - field).abs() <= 1.5,
        "fields of {cities:?} completed cities: {gain:.2} between the farmers"
    );
    assert!(on_small.loss >= on_big.loss + field - 1.5);
    assert!(on_small.mark.is_some(), "{on_small:?}");
    assert_eq!(on_small.kind, Some(LossKind::Fields));
    // And it pays for the follower it ties up to the end.
    assert!(on_big.played_value > none.played_value + 2.0);
    assert!(none.loss > on_big.loss + 2.0);
}

#[test]
fn the_review_of_a_move_never_peeks_at_the_pile_after_it() {
    // Record A: the base fixture's first 16 moves (seed 5). Record B: the
    // same first 12 moves on a pile shuffled by another seed, then 4 random
    // moves from that pile: what follows move 12 differs, and so does the
    // order of the tiles still unseen at every move.
    let base = fixture("base.ron");
    let mut a = base.clone();
    a.moves.truncate(16);
    let mut b = base.clone();
    b.moves.truncate(12);
    b.seed = Some(99);
    let mut game = b.replay(catalog()).unwrap();
    let mut rng = carcassonne::rules::random::Rng::new(4);
    let mut player = RandomPlayer::new();
    for _ in 0..4 {
        let mv = player.choose(&game, &mut rng).unwrap();
        game.apply(&mv).unwrap();
        b.moves.push(RecordMove::from_move(&mv, &catalog()));
    }
    assert_ne!(a.moves[12..], b.moves[12..]);
    assert_ne!(a.replay(catalog()).unwrap().pile(), game.pile());
    let options = ReviewOptions {
        level: Level::Hard,
        threads: 2,
    };
    let cancel = AtomicBool::new(false);
    let ra = review(&a, catalog(), &options, &|_, _| {}, &cancel).unwrap();
    let rb = review(&b, catalog(), &options, &|_, _| {}, &cancel).unwrap();
    let upto = |r: &Review| -> Vec<MoveReview> {
        r.moves.iter().filter(|m| m.number <= 12).cloned().collect()
    };
    assert_eq!(upto(&ra).len(), 12);
    assert_eq!(upto(&ra), upto(&rb));
    // Alone, move 12 of either record is reviewed as in the whole review.
    assert_eq!(line(&b, 11), upto(&ra)[11]);
}

#[test]
fn the_review_is_the_same_on_any_number_of_threads() {
    let mut rec = fixture("inns_cathedrals.ron");
    rec.moves.truncate(14);
    let cancel = AtomicBool::new(false);
    let seen = Mutex::new(Vec::new());
    let progress = |done: usize, total: usize| seen.lock().unwrap().push((done, total));
    let mut reviews = Vec::new();
    for threads in [1, 2, 3] {
        let options = ReviewOptions {
            level: Level::Hard,
            threads,
        };
        reviews.push(review(&rec, catalog(), &options, &progress, &cancel).unwrap());
    }
    assert!(reviews.iter().all(|r| *r == reviews[0]));
    assert_eq!(reviews[0].moves.len(), 14);
    // Every move reported done once per review, the last as all done.
    let seen = seen.into_inner().unwrap();
    assert_eq!(seen.len(), 3 * 15, "{seen:?}");
    assert!(seen.contains(&(14, 14)));
    // A cancelled review says so.
    let cancelled = review(
        &rec,
        Arc::clone(&catalog()),
        &ReviewOptions::default(),
        &|_, _| {},
        &AtomicBool::new(true),
    );
    assert_eq!(
        cancelled.unwrap_err(),
        carcassonne::ai::review::ReviewError::Cancelled
    );
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("carcassonne-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn review_prints_the_moves_and_each_players_summary() {
    // Five moves, the third a tile set aside: four review lines.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/no_seed.ron"
    );
    let (ok, out, err) = carcassonne(&["review", path, "--threads", "2"]);
    assert!(ok, "{err}");
    let header = out
        .lines()
        .find(|l| l.starts_with('#'))
        .unwrap_or_else(|| panic!("a header line:\n{out}"));
    for column in ["player", "tile", "played", "best", "loss", "mark"] {
        assert!(header.contains(column), "{header}");
    }
    let numbers: Vec<&str> = out
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| w.parse::<u32>().is_ok())
        .collect();
    assert_eq!(numbers, ["1", "2", "4", "5"], "{out}");
    assert!(out.contains("Player 1: 2 moves"), "{out}");
    assert!(out.contains("Player 2: 2 moves"), "{out}");
    assert!(out.contains("costliest: move"), "{out}");
    // Move 1 leaves the city it starts unclaimed: marked, with the reason.
    let first = out.lines().find(|l| l.starts_with("1 ")).unwrap();
    assert!(
        Mark::ALL.iter().any(|m| first.ends_with(m.name())),
        "{first}"
    );
    assert!(out.contains("better: claims a city"), "{out}");
}

#[test]
fn every_record_an_older_version_wrote_is_reviewed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".ron"))
        .collect();
    names.sort();
    assert!(names.len() >= 10, "{names:?}");
    for name in names {
        let path = dir.join(&name);
        let (ok, out, err) = carcassonne(&[
            "review",
            path.to_str().unwrap(),
            "--level",
            "easy",
            "--json",
        ]);
        assert!(ok, "{name}: {err}");
        let made: Review = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{name}: {e}"));
        let record = fixture(&name);
        let placed: Vec<&RecordMove> = record
            .moves
            .iter()
            .filter(|m| !matches!(m, RecordMove::Discard { .. }))
            .collect();
        assert_eq!(
            made.moves.iter().map(|m| &m.played).collect::<Vec<_>>(),
            placed,
            "{name}"
        );
        let names: Vec<&String> = made.players.iter().map(|p| &p.name).collect();
        assert_eq!(names, record.players.iter().collect::<Vec<_>>(), "{name}");
    }
}

#[test]
fn review_json_has_the_documented_fields() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/no_seed.ron"
    );
    let (ok, out, err) = carcassonne(&["review", path, "--json", "--level", "hard"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["level"], "hard");
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 4);
    for m in moves {
        for field in [
            "number",
            "seat",
            "tile",
            "second_turn",
            "played",
            "played_value",
            "best",
            "best_placement",
            "best_value",
            "loss",
            "mark",
            "reason",
            "kind",
        ] {
            assert!(m.get(field).is_some(), "no `{field}` in {m}");
        }
        assert!(m["loss"].as_f64().unwrap() >= 0.0);
    }
    assert_eq!(moves[0]["number"], 1);
    assert_eq!(moves[2]["number"], 4, "the tile set aside has no line");
    assert_eq!(moves[0]["tile"], "C");
    assert_eq!(moves[0]["kind"], "cities");
    assert_eq!(moves[0]["reason"][0]["ClaimsWorth"]["feature"], "city");
    let players = v["players"].as_array().unwrap();
    assert_eq!(players.len(), 2);
    for p in players {
        for field in [
            "seat",
            "name",
            "moves",
            "loss",
            "inaccuracies",
            "mistakes",
            "blunders",
            "by_kind",
            "costliest",
        ] {
            assert!(p.get(field).is_some(), "no `{field}` in {p}");
        }
    }
    assert_eq!(players[0]["name"], "Player 1");
    assert_eq!(players[0]["costliest"][0], 4);
    // The JSON reads back as the review it is.
    let review: Review = serde_json::from_str(&out).unwrap();
    assert_eq!(review.moves.len(), 4);
    assert_eq!(serde_json::to_value(&review).unwrap(), v);
    // The same on one thread.
    let (_, one, _) = carcassonne(&["review", path, "--json", "--threads", "1"]);
    assert_eq!(one, out);
}

#[test]
fn review_of_a_bad_record_fails_with_the_reason() {
    let bad = temp_file(
        "bad.ron",
        r#"(version: 1, players: ["Ann", "Bo"], moves: [
            Place(tile: "V", at: (1, 0), rotation: 90),
            Place(tile: "B", at: (1, 1), rotation: 0),
        ])"#,
    );
    let (code, out, err) = carcassonne_exit(&["review", bad.to_str().unwrap()]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(err.contains("move 2:"), "{err}");
    assert!(
        err.contains("edge S of (1,1) is field but (1,0) has road"),
        "{err}"
    );
    let (code, _, err) = carcassonne_exit(&["review", "/no/such/record.ron"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("cannot read"), "{err}");
    let syntax = temp_file("syntax.ron", "(version: 1, players: [");
    let (code, _, err) = carcassonne_exit(&["review", syntax.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(err.contains("not a valid game record"), "{err}");
    // Random values no move: not a reviewing level.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/no_seed.ron"
    );
    let (code, _, err) = carcassonne_exit(&["review", path, "--level", "random"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("random"), "{err}");
}

#[test]
fn review_explains_itself_with_help() {
    for help in [["review", "--help"], ["help", "review"]] {
        let (ok, out, err) = carcassonne(&help);
        assert!(ok, "{err}");
        assert!(out.contains("Usage: carcassonne review"), "{out}");
        for option in ["<RECORD>", "--level", "--json", "--threads"] {
            assert!(out.contains(option), "{help:?} lacks {option}: {out}");
        }
    }
    let (_, out, _) = carcassonne(&["--help"]);
    assert!(out.contains("review"), "{out}");
}
