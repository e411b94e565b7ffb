//! The `carcassonne` binary's headless commands, run as a player would.

use crate::common::{carcassonne, carcassonne_exit};
use carcassonne::cli::Outcome;

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("carcassonne-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn replay_prints_scores_and_json() {
    // Ann closes the start tile's city with E upside down: 2 tiles = 4 points.
    let rec = temp_file(
        "close.ron",
        r#"(version: 1, players: ["Ann", "Bo"], moves: [
            Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
        ])"#,
    );
    let (ok, out, err) = carcassonne(&["replay", rec.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains("Ann") && out.contains("4 points"), "{out}");
    let (ok, out, _) = carcassonne(&["replay", rec.to_str().unwrap(), "--json"]);
    assert!(ok);
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["players"][0]["name"], "Ann");
    assert_eq!(v["players"][0]["score"], 4);
    assert_eq!(v["players"][1]["score"], 0);
    assert_eq!(v["finished"], false);
    assert_eq!(v["scoring"][0]["move"], 1);
    assert_eq!(v["scoring"][0]["feature"], "city");
    assert_eq!(v["scoring"][0]["points"], 4);
    assert_eq!(v["scoring"][0]["players"][0], "Ann");
}

#[test]
fn replay_final_scores_unfinished_features() {
    let rec = temp_file(
        "final.ron",
        r#"(version: 1, players: ["Ann", "Bo"], moves: [
            Place(tile: "V", at: (1, 0), rotation: 90, figure: Meeple(Road(W))),
        ])"#,
    );
    let (ok, out, err) = carcassonne(&["replay", rec.to_str().unwrap(), "--final", "--json"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["finished"], true);
    // The road runs over D and V: unfinished, 2 points.
    assert_eq!(v["players"][0]["score"], 2, "{out}");
    assert!(v["scoring"][0]["move"].is_null());
    assert_eq!(v["scoring"][0]["feature"], "road");
}

#[test]
fn illegal_records_fail_with_the_move_and_the_rule() {
    let rec = temp_file(
        "bad.ron",
        r#"(version: 1, players: ["Ann", "Bo"], moves: [
            Place(tile: "V", at: (1, 0), rotation: 90),
            Place(tile: "B", at: (1, 1), rotation: 0),
        ])"#,
    );
    let (code, _, err) = carcassonne_exit(&["replay", rec.to_str().unwrap()]);
    assert_eq!(
        code,
        Some(1),
        "a record that fails to replay exits 1: {err}"
    );
    assert!(err.contains("move 2:"), "{err}");
    assert!(
        err.contains("edge S of (1,1) is field but (1,0) has road"),
        "{err}"
    );
    for (name, text, want) in [
        (
            "syntax.ron",
            "(version: 1, players: [",
            "not a valid game record",
        ),
        (
            "newer.ron",
            "(version: 2, players: [], moves: [])",
            "newer version",
        ),
        (
            "one.ron",
            "(version: 1, players: [\"A\"], moves: [])",
            "2 to 5",
        ),
        (
            "second-c.ron",
            r#"(version: 1, players: ["A", "B"], moves: [
                Place(tile: "C", at: (0, 1), rotation: 0),
                Place(tile: "C", at: (0, 2), rotation: 0),
            ])"#,
            "move 2: tile C is no longer in the draw pile",
        ),
    ] {
        let rec = temp_file(name, text);
        let (code, _, err) = carcassonne_exit(&["replay", rec.to_str().unwrap()]);
        assert_eq!(code, Some(1), "{name}");
        assert!(err.contains(want), "{name}: {err}");
    }
}

#[test]
fn simulate_reports_speed_and_writes_replayable_records() {
    let dir = std::env::temp_dir().join(format!("carcassonne-sim-{}", std::process::id()));
    let (ok, out, err) = carcassonne(&[
        "simulate",
        "--games",
        "3",
        "--players",
        "3",
        "--seed",
        "9",
        "--abbot",
        "--record",
        dir.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("games per second"), "{out}");
    let first = dir.join("game-00000.ron");
    let (ok, out, err) = carcassonne(&["replay", first.to_str().unwrap(), "--json"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["finished"], true);
    assert_eq!(v["players"].as_array().unwrap().len(), 3);
}

/// The text `replay --final --stats` printed before the command line moved
/// to clap: the record contract's output, byte for byte.
const CLOSE_FINAL_STATS: &str = "\
after move 2 (game over)
  Ann    4 points  7 followers in supply  (city 4)
  Bo     2 points  7 followers in supply  (road 2)
winner: Ann
scoring:
    move 1: city of 2 tiles, 4 points to Ann
       end: road of 2 tiles, 2 points to Bo
statistics:
  Ann
    points: city 4 (4 in play, 0 at the end)
    features completed 1, biggest city 2 tiles, longest road 0 tiles
    figures placed 1, turns with a tile set aside 0
    best move: move 1, 4 points
  Bo
    points: road 2 (0 in play, 2 at the end)
    features completed 0, biggest city 0 tiles, longest road 2 tiles
    figures placed 1, turns with a tile set aside 0
";

#[test]
fn replay_output_is_unchanged_whatever_the_order_of_its_options() {
    let rec = temp_file(
        "unchanged.ron",
        r#"(version: 1, players: ["Ann", "Bo"], moves: [
            Place(tile: "E", at: (0, 1), rotation: 180, figure: Meeple(City(S))),
            Place(tile: "V", at: (1, 0), rotation: 90, figure: Meeple(Road(W))),
        ])"#,
    );
    let r = rec.to_str().unwrap();
    let chart = rec.with_file_name("unchanged.png");
    let _ = std::fs::remove_file(&chart);
    let c = chart.to_str().unwrap();
    for args in [
        vec!["replay", r, "--final", "--stats"],
        vec!["replay", "--stats", "--final", r],
        vec!["replay", "--chart", c, r, "--stats", "--final"],
    ] {
        let (code, out, err) = carcassonne_exit(&args);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        assert_eq!(out, CLOSE_FINAL_STATS, "{args:?}");
        assert!(err.is_empty(), "{args:?}: {err}");
    }
    let png = std::fs::read(&chart).expect("--chart writes the picture");
    assert!(png.starts_with(b"\x89PNG"), "a PNG");
}

#[test]
fn every_command_explains_itself_with_help() {
    for (command, options) in [
        (
            "replay",
            &["<RECORD>", "--final", "--json", "--stats", "--chart"][..],
        ),
        (
            "simulate",
            &[
                "--games",
                "--players",
                "--seed",
                "--record",
                "--abbot",
                "--traders-builders",
            ],
        ),
        (
            "arena",
            &[
                "--a <LEVEL>",
                "--b <LEVEL>",
                "--games",
                "--threads",
                "--no-farmers",
            ],
        ),
        (
            "suggest",
            &["<RECORD>", "--level", "--tile", "--seed", "--json"],
        ),
        ("paths", &[]),
    ] {
        for help in [
            vec![command, "--help"],
            vec!["help", command],
            vec![command, "-h"],
        ] {
            let (code, out, err) = carcassonne_exit(&help);
            assert_eq!(code, Some(0), "{help:?}: {err}");
            assert!(
                out.contains(&format!("Usage: carcassonne {command}")),
                "{help:?}: {out}"
            );
            for option in options {
                assert!(out.contains(option), "{help:?} lacks {option}: {out}");
            }
        }
    }
    let (code, out, _) = carcassonne_exit(&["--help"]);
    assert_eq!(code, Some(0));
    for command in [
        "replay",
        "simulate",
        "arena",
        "suggest",
        "paths",
        "--autoplay",
    ] {
        assert!(out.contains(command), "--help lacks {command}: {out}");
    }
}

#[test]
fn unknown_options_are_usage_errors_that_name_the_option() {
    let rec = temp_file(
        "usage.ron",
        r#"(version: 1, players: ["Ann", "Bo"], moves: [])"#,
    );
    let r = rec.to_str().unwrap();
    for args in [
        vec!["suggest", r, "--bogus"],
        vec!["replay", r, "--bogus"],
        vec!["simulate", "--bogus"],
        vec!["arena", "--bogus"],
        vec!["paths", "--bogus"],
    ] {
        let (code, out, err) = carcassonne_exit(&args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(
            err.contains("unexpected argument '--bogus'"),
            "{args:?}: {err}"
        );
        assert!(err.contains("Usage: carcassonne"), "{args:?}: {err}");
    }
    // A missing value or record, and a value that is not a number.
    for (args, want) in [
        (vec!["replay", r, "--chart"], "'--chart <OUT.png>'"),
        (vec!["replay"], "<RECORD>"),
        (
            vec!["simulate", "--games", "many"],
            "'many' for '--games <N>'",
        ),
        (vec!["arena", "--b", "genius"], "no level `genius`"),
    ] {
        let (code, _, err) = carcassonne_exit(&args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
}

#[test]
fn without_a_command_the_arguments_are_the_windows() {
    let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    for window in [
        &[][..],
        &["--autoplay", "8", "--screenshot", "shot.png", "--exit"],
        &[
            "--seed",
            "3",
            "--claim",
            "--zoom",
            "2",
            "--art-pack",
            "plain",
        ],
        &["--how-to-play", "2"],
    ] {
        assert!(
            matches!(carcassonne::cli::run(&args(window)), Outcome::Play),
            "{window:?} opens the window"
        );
    }
    // The first argument decides: a command's name runs the command.
    assert!(matches!(
        carcassonne::cli::run(&args(&["paths"])),
        Outcome::Print(_)
    ));
}

#[test]
fn each_rule_flag_of_simulate_turns_on_its_rule() {
    let dir = std::env::temp_dir().join(format!("carcassonne-flags-{}", std::process::id()));
    for (flag, rules) in [
        (
            "--no-farmers",
            "farmers: false, abbot: false, river: false, inns_cathedrals: false, traders_builders: false",
        ),
        (
            "--abbot",
            "farmers: true, abbot: true, river: false, inns_cathedrals: false, traders_builders: false",
        ),
        (
            "--river",
            "farmers: true, abbot: false, river: true, inns_cathedrals: false, traders_builders: false",
        ),
        (
            "--inns-cathedrals",
            "farmers: true, abbot: false, river: false, inns_cathedrals: true, traders_builders: false",
        ),
        (
            "--traders-builders",
            "farmers: true, abbot: false, river: false, inns_cathedrals: false, traders_builders: true",
        ),
    ] {
        let out = dir.join(flag);
        let (ok, _, err) = carcassonne(&[
            "simulate",
            "--games",
            "1",
            flag,
            "--record",
            out.to_str().unwrap(),
        ]);
        assert!(ok, "{flag}: {err}");
        let record = std::fs::read_to_string(out.join("game-00000.ron")).unwrap();
        assert!(
            record.contains(&format!("rules: ({rules}),")),
            "{flag}: {record}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
