//! What `replay` prints and writes: the state as text or JSON, each
//! player's statistics and the score chart.

use crate::rules::record::GameRecord;
use crate::rules::stats::player_stats;
use crate::rules::{FigureKind, Game, Goods, Pos, ScoreKind};
use crate::table::Seat;
use std::path::Path;

/// Writes the score chart of `game` as a PNG.
pub(super) fn write_chart(out: &Path, game: &Game, record: &GameRecord) -> Result<(), String> {
    let seats = Seat::of_record(record);
    std::fs::write(out, crate::table::score_chart_png(game, &seats))
        .map_err(|e| format!("{}: cannot write the chart: {e}", out.display()))
}

/// Each player's statistics, a few lines each.
pub fn stats_text(game: &Game, moves: &[crate::rules::Move], names: &[String]) -> String {
    use std::fmt::Write as _;
    let mut s = String::from("statistics:\n");
    for (p, name) in player_stats(game, moves).iter().zip(names) {
        let _ = writeln!(s, "  {name}");
        let kinds: Vec<String> = ScoreKind::ALL
            .iter()
            .filter(|k| p.points(**k) > 0)
            .map(|k| {
                format!(
                    "{} {} ({} in play, {} at the end)",
                    k.name(),
                    p.points(*k),
                    p.during_game[k.index()],
                    p.at_end[k.index()]
                )
            })
            .collect();
        if !kinds.is_empty() {
            let _ = writeln!(s, "    points: {}", kinds.join(", "));
        }
        let _ = writeln!(
            s,
            "    features completed {}, biggest city {} tiles, longest road {} tiles",
            p.features_completed, p.biggest_city, p.longest_road
        );
        let _ = writeln!(
            s,
            "    figures placed {}, turns with a tile set aside {}",
            p.figures_placed, p.set_aside_turns
        );
        if let Some(b) = p.best_move {
            let _ = writeln!(
                s,
                "    best move: move {}, {} points",
                b.move_index, b.points
            );
        }
    }
    s
}

fn scorer_names(players: &[String], mask: u8) -> Vec<String> {
    (0..players.len())
        .filter(|i| mask & (1 << i) != 0)
        .map(|i| players[i].clone())
        .collect()
}

pub(super) fn replay_json(game: &Game, names: &[String]) -> String {
    use serde_json::{Value, json};
    let players: Vec<Value> = game
        .players()
        .iter()
        .zip(names)
        .map(|(p, name)| {
            let mut by_kind = serde_json::Map::new();
            for k in ScoreKind::ALL {
                if k.listed_with(game.rules()) {
                    by_kind.insert(k.name().into(), json!(p.by_kind[k.index()]));
                }
            }
            let mut player = json!({
                "name": name,
                "score": p.score,
                "points": by_kind,
            });
            let rules = game.rules();
            // Followers and abbots always; other figures with the expansion
            // that brings them (the pig even with farmers off).
            for kind in FigureKind::ALL {
                if kind.spec().json_always || rules.brings_figure(kind) {
                    player[kind.spec().json_key] = json!(p.supply(kind));
                }
            }
            if rules.has_goods() {
                let goods: serde_json::Map<String, Value> = Goods::ALL
                    .iter()
                    .map(|g| (g.name().to_string(), json!(p.goods[g.index()])))
                    .collect();
                player["goods"] = Value::Object(goods);
            }
            player
        })
        .collect();
    let scoring: Vec<Value> = game
        .events()
        .iter()
        .map(|e| {
            let mut event = json!({
                "move": e.move_index,
                "feature": e.kind.name(),
                "points": e.points,
                "players": scorer_names(names, e.players),
                "tiles": e.tiles.len(),
                "arms": e.arms,
                "cities": e.cities,
                "complete": e.complete,
                "abbot_recalled": e.abbot_recalled,
            });
            if let Some(g) = e.goods {
                event["goods"] = json!(g.name());
            }
            if e.inn_or_cathedral {
                event["inn_or_cathedral"] = json!(true);
            }
            event
        })
        .collect();
    let winners: Vec<&String> = game.winners().into_iter().map(|i| &names[i]).collect();
    let mut out = json!({
        "players": players,
        "finished": game.is_finished(),
        "moves": game.move_count(),
        "tiles_left": game.pile_len(),
        "winners": winners,
        "scoring": scoring,
    });
    if game.rules().has_dragon() {
        let at = |p: Option<Pos>| p.map_or(Value::Null, |p| json!([p.x, p.y]));
        out["dragon"] = at(game.dragon());
        out["fairy"] = at(game.fairy());
        out["fairy_follower"] = game
            .fairy_with()
            .map_or(Value::Null, |f| json!(names[f.player as usize]));
    }
    out.to_string()
}

pub(super) fn replay_text(game: &Game, names: &[String]) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    let state = if game.is_finished() {
        "game over".to_string()
    } else {
        format!("in progress, {} tiles left", game.pile_len())
    };
    let _ = writeln!(s, "after move {} ({state})", game.move_count());
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for (p, name) in game.players().iter().zip(names) {
        let _ = write!(
            s,
            "  {name:width$}  {:>3} points  {} followers in supply",
            p.score,
            p.supply(FigureKind::Follower)
        );
        let rules = game.rules();
        for kind in FigureKind::ALL {
            if kind != FigureKind::Follower && rules.has_figure(kind) {
                let at = if p.supply(kind) > 0 {
                    "in supply"
                } else {
                    "on the map"
                };
                let _ = write!(s, ", {kind} {at}");
            }
        }
        if rules.has_goods() {
            let goods: Vec<String> = Goods::ALL
                .iter()
                .map(|g| format!("{} {g}", p.goods[g.index()]))
                .collect();
            let _ = write!(s, ", goods: {}", goods.join(" "));
        }
        let parts: Vec<String> = p
            .breakdown()
            .map(|(k, points)| format!("{} {points}", k.name()))
            .collect();
        if !parts.is_empty() {
            let _ = write!(s, "  ({})", parts.join(", "));
        }
        s.push('\n');
    }
    if game.is_finished() {
        let w: Vec<&str> = game
            .winners()
            .into_iter()
            .map(|i| names[i].as_str())
            .collect();
        let _ = writeln!(
            s,
            "winner{}: {}",
            if w.len() > 1 { "s" } else { "" },
            w.join(", ")
        );
    }
    if !game.events().is_empty() {
        let _ = writeln!(s, "scoring:");
        for e in game.events() {
            let when = e
                .move_index
                .map_or("end".to_string(), |m| format!("move {m}"));
            let what = match (e.goods, e.kind) {
                (Some(g), _) => format!("{g} majority"),
                (None, ScoreKind::Fairy) => "the fairy".to_string(),
                (None, _) => format!("{} of {} tiles", e.kind.name(), e.tiles.len()),
            };
            let _ = writeln!(
                s,
                "  {when:>8}: {what}{}, {} points to {}",
                if e.abbot_recalled {
                    " (abbot taken back)"
                } else {
                    ""
                },
                e.points,
                scorer_names(names, e.players).join(", ")
            );
        }
    }
    s
}
