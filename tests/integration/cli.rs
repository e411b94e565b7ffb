//! The `carcassonne` binary's headless commands, run as a player would.

use crate::common::carcassonne;

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
    let (ok, _, err) = carcassonne(&["replay", rec.to_str().unwrap()]);
    assert!(!ok);
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
        let (ok, _, err) = carcassonne(&["replay", rec.to_str().unwrap()]);
        assert!(!ok, "{name}");
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
