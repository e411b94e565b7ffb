//! The game's story: statistics per player on a known record, the score
//! chart's points against the scores the rules reached move by move, and the
//! chart as a PNG (from the art renderer and from `replay --chart`).

use crate::common::*;
use carcassonne::art::{
    CHART_HEIGHT, CHART_LEGEND_WIDTH, CHART_WIDTH, PlayerColour, decode_png, encode_png,
    render_score_chart,
};
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::sim::{RandomPlayer, random_game};
use carcassonne::rules::stats::{BestMove, PlayerStats, ScoreChart, player_stats};
use carcassonne::rules::{Game, Move, Placement, Pos, Rotation, RuleSet, ScoreKind, TileCatalog};
use std::sync::Arc;

/// docs/rules.md's end-of-game example as a map for Red, with Blue's knights
/// closing two small cities on the way: Blue scores 4 on moves 2 and 6, Red
/// everything at the end.
fn known_record() -> String {
    record(
        "",
        r#"
        Place(tile: "H", at: (0, 1), rotation: 0, figure: Meeple(Field(EL))),
        Place(tile: "E", at: (0, 2), rotation: 180, figure: Meeple(City(S))),
        Place(tile: "A", at: (-1, 0), rotation: 270, figure: Meeple(Monastery)),
        Place(tile: "E", at: (-1, 1), rotation: 270),
        Place(tile: "U", at: (1, 0), rotation: 0, figure: Meeple(Road(E))),
        Place(tile: "E", at: (-2, 1), rotation: 90, figure: Meeple(City(E))),
        Place(tile: "E", at: (1, 1), rotation: 0, figure: Meeple(City(N))),
        Place(tile: "V", at: (-2, 0), rotation: 0),
        Place(tile: "F", at: (1, 2), rotation: 90),
        Place(tile: "F", at: (1, 3), rotation: 90),
        Place(tile: "G", at: (1, 4), rotation: 90),
        Place(tile: "N", at: (1, 5), rotation: 180),
        "#,
    )
}

fn moves_of(text: &str) -> Vec<Move> {
    let record = GameRecord::parse(text).unwrap();
    record
        .moves
        .iter()
        .map(|m| m.to_move(&catalog()).unwrap())
        .collect()
}

fn by_kind(points: &[(ScoreKind, u32)]) -> [u32; ScoreKind::COUNT] {
    let mut out = [0; ScoreKind::COUNT];
    for &(k, p) in points {
        out[k.index()] = p;
    }
    out
}

#[test]
fn statistics_of_a_known_game() {
    let text = known_record();
    let game = finished(replay(&text));
    assert_eq!(scores(&game), vec![25, 8]);
    let stats = player_stats(&game, &moves_of(&text));
    assert_eq!(
        stats[RED],
        PlayerStats {
            during_game: [0; ScoreKind::COUNT],
            at_end: by_kind(&[
                (ScoreKind::Road, 3),
                (ScoreKind::City, 7),
                (ScoreKind::Monastery, 6),
                (ScoreKind::Field, 9),
            ]),
            features_completed: 0,
            biggest_city: 5,
            longest_road: 3,
            figures_placed: 4,
            set_aside_turns: 0,
            best_move: None,
        }
    );
    assert_eq!(
        stats[BLUE],
        PlayerStats {
            during_game: by_kind(&[(ScoreKind::City, 8)]),
            at_end: [0; ScoreKind::COUNT],
            features_completed: 2,
            biggest_city: 2,
            longest_road: 0,
            figures_placed: 2,
            set_aside_turns: 0,
            // Moves 2 and 6 both scored 4: the earlier one.
            best_move: Some(BestMove {
                move_index: 2,
                points: 4
            }),
        }
    );
    // Points by kind add up to each player's score.
    for (s, p) in stats.iter().zip(game.players()) {
        let sum: u32 = ScoreKind::ALL.iter().map(|&k| s.points(k)).sum();
        assert_eq!(sum, p.score);
    }
}

/// The start tile, roads, and a river spring that fits nowhere on land.
fn tiny_with_spring() -> Arc<TileCatalog> {
    let set = r#"TileSet(name: "base", start: Some("D"), tiles: [
        Tile(id: "D", count: 1, edges: "CRFR", segments: [
            City(edges: [N]), Road(edges: [W, E]),
            Field(halves: [WR, EL], cities: [N]), Field(halves: [ER, SL, SR, WL]),
        ]),
        Tile(id: "U", count: 3, edges: "FRFR", segments: [
            Road(edges: [W, E]), Field(halves: [WR, NL, NR, EL]), Field(halves: [ER, SL, SR, WL]),
        ]),
        Tile(id: "Z", count: 1, edges: "rFFF", segments: [
            Field(halves: [NL, NR, EL, ER, SL, SR, WL, WR]),
        ]),
    ])"#;
    let mut cat = TileCatalog::default();
    cat.add_set("tiny.ron", set).unwrap();
    Arc::new(cat)
}

/// Plays `order` ("U" placed east of the map with a thief on the first, "Z"
/// set aside) and returns the game and its moves.
fn play_tiny(order: &[&str]) -> (Game, Vec<Move>) {
    let mut game = Game::new(tiny_with_spring(), 2, RuleSet::default()).unwrap();
    let mut moves = Vec::new();
    let mut x = 1;
    for id in order {
        let tile = game.catalog().type_id(id).unwrap();
        let mv = if *id == "Z" {
            Move::Discard { tile }
        } else {
            x += 1;
            Move::place(
                tile,
                Placement {
                    pos: Pos::new(x - 1, 0),
                    rotation: Rotation::default(),
                },
                None,
            )
        };
        game.apply(&mv).unwrap_or_else(|e| panic!("{id}: {e}"));
        moves.push(mv);
    }
    (game, moves)
}

#[test]
fn a_tile_set_aside_counts_for_the_player_who_drew_it() {
    // Seat 0 places, seat 1 draws the spring, sets it aside and places.
    let (game, moves) = play_tiny(&["U", "Z", "U", "U"]);
    assert!(game.is_finished());
    let stats = player_stats(&game, &moves);
    assert_eq!(stats[0].set_aside_turns, 0);
    assert_eq!(stats[1].set_aside_turns, 1);
    // The spring drawn last, by seat 1 after seat 0's second tile.
    let (game, moves) = play_tiny(&["U", "U", "U", "Z"]);
    assert!(game.is_finished());
    let stats = player_stats(&game, &moves);
    assert_eq!([stats[0].set_aside_turns, stats[1].set_aside_turns], [0, 1]);
}

/// Checks the chart of a finished game against the scores the rules had
/// after each move (`states[k]`, the game after `k` moves, for `k` below
/// `exact_to`) and the final scores.
fn chart_matches(chart: &ScoreChart, states: &[Game], exact_to: usize, end: &Game) {
    assert!(chart.end_scoring);
    assert_eq!(chart.moves as usize, states.len() - 1);
    assert_eq!(chart.steps(), states.len() + 1);
    for (seat, line) in chart.totals.iter().enumerate() {
        assert_eq!(line.len(), chart.steps());
        for (k, state) in states.iter().enumerate().take(exact_to) {
            assert_eq!(line[k], state.players()[seat].score, "seat {seat} move {k}");
        }
        assert_eq!(
            *line.last().unwrap(),
            end.players()[seat].score,
            "seat {seat} at the end"
        );
    }
}

#[test]
fn the_chart_follows_the_scores_move_by_move_and_ends_with_the_final_scoring() {
    let text = known_record();
    let states = replay_steps(&text);
    let end = finished(states.last().unwrap().clone());
    let chart = ScoreChart::of(&end);
    chart_matches(&chart, &states, states.len(), &end);
    // Blue's knights scored on moves 2 and 6; Red's 25 came at the end only.
    assert_eq!(chart.totals[BLUE][1..8], [0, 4, 4, 4, 4, 8, 8]);
    assert_eq!(chart.totals[RED][12], 0);
    assert_eq!(chart.totals[RED][13], 25);
    assert_eq!(chart.top(), 25);
    assert_eq!(chart.move_of_step(13), 12);
    assert_eq!(chart.step_at(chart.x(13)), 13);

    // A whole random game: its last move ends the game and scores it, so
    // the move-by-move states are exact up to the move before.
    let template = Game::new(catalog(), 4, RuleSet::default()).unwrap();
    let (end, moves) = random_game(&template, 17, &mut RandomPlayer::new());
    let mut game = template.clone();
    game.shuffle(17);
    let mut states = vec![game.clone()];
    for m in &moves {
        game.apply(m).unwrap();
        states.push(game.clone());
    }
    let chart = ScoreChart::of(&end);
    chart_matches(&chart, &states, states.len() - 1, &end);
    assert!(chart.top() > 20, "a four-player game scores");
}

/// Pixels of exactly this colour left of the legend.
fn pixels_of(img: &carcassonne::art::Rgba, rgb: [u8; 3]) -> usize {
    let mut n = 0;
    for y in 0..img.height {
        for x in 0..img.width - CHART_LEGEND_WIDTH {
            if img.pixel(x, y) == [rgb[0], rgb[1], rgb[2], 255] {
                n += 1;
            }
        }
    }
    n
}

#[test]
fn the_chart_is_a_png_with_a_line_in_each_players_colour() {
    let template = Game::new(catalog(), 5, RuleSet::default()).unwrap();
    let (end, _) = random_game(&template, 3, &mut RandomPlayer::new());
    let names = ["Ann", "Bo", "Cy", "Di", "Ed"];
    let players: Vec<(&str, [u8; 3])> = names
        .iter()
        .zip(PlayerColour::ALL)
        .map(|(n, c)| (*n, c.rgb()))
        .collect();
    let png = encode_png(&render_score_chart(&ScoreChart::of(&end), &players));
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let img = decode_png(&png).expect("a valid PNG");
    assert_eq!((img.width, img.height), (CHART_WIDTH, CHART_HEIGHT));
    for (name, rgb) in &players {
        let n = pixels_of(&img, *rgb);
        assert!(n > 200, "{name}'s line: {n} pixels of {rgb:?}");
    }
}

#[test]
fn replay_writes_the_chart_and_prints_statistics() {
    let dir = std::env::temp_dir().join(format!("carcassonne-story-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rec = dir.join("known.ron");
    let text = known_record().replace(
        "players: [\"Red\", \"Blue\"],",
        "players: [\"Red\", \"Blue\"],\n    colours: [\"green\", \"black\"],",
    );
    assert!(text.contains("colours"), "{text}");
    std::fs::write(&rec, &text).unwrap();
    let out_png = dir.join("known.png");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne"))
        .args([
            "replay",
            rec.to_str().unwrap(),
            "--final",
            "--stats",
            "--chart",
        ])
        .arg(&out_png)
        .env(
            "CARCASSONNE_ASSETS",
            concat!(env!("CARGO_MANIFEST_DIR"), "/assets"),
        )
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("best move: move 2, 4 points"), "{stdout}");
    assert!(stdout.contains("biggest city 5 tiles"), "{stdout}");
    let img = decode_png(&std::fs::read(&out_png).unwrap()).unwrap();
    assert_eq!((img.width, img.height), (CHART_WIDTH, CHART_HEIGHT));
    // The record's colours, not the usual order.
    assert!(pixels_of(&img, PlayerColour::Green.rgb()) > 100);
    assert!(pixels_of(&img, PlayerColour::Black.rgb()) > 100);
    assert_eq!(pixels_of(&img, PlayerColour::Yellow.rgb()), 0);
}
