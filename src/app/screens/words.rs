//! What the screens say, in the game's own words: figures and where they
//! stand, scorings, a traced feature. Plain functions, tested headless.

use crate::app::turn::{Notice, Refusal};
use crate::rules::{
    FeatureId, FeatureKind, FeatureValue, FigureAction, FigureKind, Game, Goods, Rotation,
    RuleError, ScoreEvent, ScoreKind, Side, TileType,
};
use crate::table::Seat;

/// "1 tile", "3 tiles".
pub fn count(n: u32, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// "Ann", "Ann and Bo", "Ann, Bo and Cy".
pub fn names_list(names: &[&str]) -> String {
    match names {
        [] => "nobody".into(),
        [one] => (*one).into(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The compass direction of a point on a tile (tile units, y up), or `None`
/// near the middle.
fn direction(v: (f32, f32)) -> Option<&'static str> {
    let (x, y) = v;
    if x.hypot(y) < 0.12 {
        return None;
    }
    let angle = y.atan2(x).to_degrees();
    // Eight sectors of 45°, east first, counter-clockwise.
    let sector = (((angle + 22.5).rem_euclid(360.0)) / 45.0) as usize % 8;
    Some(
        [
            "east",
            "north-east",
            "north",
            "north-west",
            "west",
            "south-west",
            "south",
            "south-east",
        ][sector],
    )
}

fn side_word(s: Side) -> &'static str {
    match s {
        Side::N => "north",
        Side::E => "east",
        Side::S => "south",
        Side::W => "west",
    }
}

/// What a figure of `kind` is called on a feature of kind `on`.
pub fn figure_name(kind: FigureKind, on: FeatureKind) -> &'static str {
    match (kind, on) {
        (FigureKind::Follower, FeatureKind::Road) => "thief",
        (FigureKind::Follower, FeatureKind::City) => "knight",
        (FigureKind::Follower, FeatureKind::Monastery) => "monk",
        (FigureKind::Follower, FeatureKind::Field) => "farmer",
        (FigureKind::Follower, FeatureKind::Garden) => "follower",
        (FigureKind::Large, FeatureKind::Road) => "large thief",
        (FigureKind::Large, FeatureKind::City) => "large knight",
        (FigureKind::Large, FeatureKind::Monastery) => "large monk",
        (FigureKind::Large, _) => "large farmer",
        (FigureKind::Abbot, _) => "abbot",
        (FigureKind::Builder, _) => "builder",
        (FigureKind::Pig, _) => "pig",
    }
}

/// Where segment `local` of `t` turned by `rot` lies, in a player's words:
/// "in the city to the east", "on the road running west–east", "in the
/// north-west field". `anchor` is where its figure stands (tile units).
pub fn place_words(t: &TileType, rot: Rotation, local: usize, anchor: (f32, f32)) -> String {
    let seg = &t.segments[local];
    let dir = direction(anchor);
    match seg.kind {
        FeatureKind::City => match dir {
            Some(d) => format!("in the city to the {d}"),
            None => "in the city".into(),
        },
        FeatureKind::Road => {
            let m = seg.edges_rotated(rot);
            let sides: Vec<Side> = Side::ALL
                .into_iter()
                .filter(|s| m & (1 << s.index()) != 0)
                .collect();
            match sides.as_slice() {
                [one] => format!("on the road to the {}", side_word(*one)),
                [a, b] => format!("on the road running {}–{}", side_word(*a), side_word(*b)),
                _ => "on the road".into(),
            }
        }
        FeatureKind::Field => match dir {
            Some(d) => format!("in the {d} field"),
            None => "in the field in the middle".into(),
        },
        FeatureKind::Monastery => "in the monastery".into(),
        FeatureKind::Garden => "in the garden".into(),
    }
}

/// A figure action in words: "Farmer in the north-west field", "Large knight
/// in the city to the east", "Take back your abbot: +4".
pub fn action_words(
    game: &Game,
    tile: &TileType,
    rot: Rotation,
    action: FigureAction,
    anchor: impl Fn(usize) -> (f32, f32),
) -> String {
    match action.placed() {
        Some((kind, spot)) => {
            let Some(local) = Game::spot_segment(tile, rot, spot) else {
                return format!("{} on {spot}", capitalised(kind.name()));
            };
            format!(
                "{} {}",
                capitalised(figure_name(kind, spot.kind())),
                place_words(tile, rot, local, anchor(local))
            )
        }
        None => {
            let FigureAction::RecallAbbot(p) = action else {
                unreachable!("only taking back the abbot puts no figure")
            };
            let on = game
                .tile_at(p)
                .map(|placed| game.tile_type(placed.tile))
                .map_or("monastery", |t| {
                    if t.monastery.is_some() {
                        "monastery"
                    } else {
                        "garden"
                    }
                });
            format!(
                "Take back your abbot from the {on} at {p}: +{}",
                game.recall_value(p)
            )
        }
    }
}

fn cities(n: u8) -> String {
    if n == 1 {
        "1 completed city".into()
    } else {
        format!("{n} completed cities")
    }
}

/// One scoring in words: "completed road with an inn, 4 tiles: +8 to Ann".
pub fn event_words(e: &ScoreEvent, game: &Game, names: &[&str]) -> String {
    let who: Vec<&str> = e.scorers().filter_map(|i| names.get(i).copied()).collect();
    let state = if e.complete {
        "completed"
    } else {
        "unfinished"
    };
    let tiles = count(e.tiles.len(), "tile");
    let what = match e.kind {
        ScoreKind::City => {
            let arms = if e.arms > 0 {
                format!(", {} of arms", count(e.arms as u32, "coat"))
            } else {
                String::new()
            };
            let cathedral = if e.inn_or_cathedral {
                " with a cathedral"
            } else {
                ""
            };
            format!("{state} city{cathedral}, {tiles}{arms}")
        }
        ScoreKind::Road if e.inn_or_cathedral => format!("{state} road with an inn, {tiles}"),
        ScoreKind::Road => format!("{state} road, {tiles}"),
        ScoreKind::Monastery | ScoreKind::Garden if e.abbot_recalled => {
            format!("abbot taken back from a {}", e.kind.name())
        }
        ScoreKind::Monastery | ScoreKind::Garden => format!("{state} {}", e.kind.name()),
        ScoreKind::Field => format!("field touching {}", cities(e.cities)),
        ScoreKind::Pig => format!("pig's field with {}", cities(e.cities)),
        ScoreKind::Goods => {
            let g = e.goods.unwrap_or(Goods::Chicken);
            let most = e
                .scorers()
                .next()
                .and_then(|s| game.players().get(s))
                .map_or(0, |p| p.goods[g.index()]);
            format!("most {g} ({most})")
        }
    };
    format!("{what}: +{} to {}", e.points, names_list(&who))
}

/// The goods a completing player took, in words: "+2 grain, +1 cloth".
pub fn goods_words(goods: [u8; 3]) -> Option<String> {
    let parts: Vec<String> = Goods::ALL
        .iter()
        .filter(|g| goods[g.index()] > 0)
        .map(|g| format!("+{} {g}", goods[g.index()]))
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// Who leads each goods kind: "chicken: Ann leads 3–2", "grain: Ann and Bo
/// tie at 1", "cloth: nobody yet".
pub fn goods_majority_words(game: &Game, names: &[&str], g: Goods) -> String {
    let mut counts: Vec<(u8, &str)> = game
        .players()
        .iter()
        .zip(names)
        .map(|(p, n)| (p.goods[g.index()], *n))
        .collect();
    counts.sort_by_key(|c| std::cmp::Reverse(c.0));
    let best = counts.first().map_or(0, |c| c.0);
    if best == 0 {
        let when = if game.is_finished() { "" } else { " yet" };
        return format!("{g}: nobody{when}");
    }
    let leaders: Vec<&str> = counts.iter().filter(|c| c.0 == best).map(|c| c.1).collect();
    let next = counts.iter().find(|c| c.0 < best).map_or(0, |c| c.0);
    if leaders.len() > 1 {
        format!("{g}: {} tie at {best}", names_list(&leaders))
    } else {
        format!("{g}: {} leads {best}–{next}", leaders[0])
    }
}

/// A traced feature in words: what it is, who holds it, what it is worth.
/// `tentative` is the seat and figure chosen this turn that would stand on it.
pub fn trace_words(
    v: &FeatureValue,
    names: &[&str],
    tentative: Option<(usize, FigureKind)>,
) -> String {
    let mut text = match v.kind {
        FeatureKind::Field => format!(
            "Field over {}, touching {}",
            count(v.tiles.len(), "tile"),
            cities(v.cities)
        ),
        FeatureKind::City => {
            let mut s = format!("City of {}", count(v.tiles.len(), "tile"));
            if v.arms > 0 {
                s += &format!(", {} of arms", count(v.arms as u32, "coat"));
            }
            if v.cathedral {
                s += ", with a cathedral";
            }
            for g in Goods::ALL {
                let n = v.goods[g.index()];
                if n > 0 {
                    s += &format!(", {n} {g}");
                }
            }
            s
        }
        FeatureKind::Road => {
            let inn = if v.inn { ", with an inn" } else { "" };
            format!("Road of {}{inn}", count(v.tiles.len(), "tile"))
        }
        k => format!(
            "{} with {} of 8 neighbours",
            capitalised(k.name()),
            v.tiles.len() - 1
        ),
    };
    if v.complete {
        text += " · complete";
    }
    let mut holders: Vec<String> = v
        .holders
        .iter()
        .enumerate()
        .filter_map(|(i, &n)| {
            let name = names.get(i)?;
            match tentative {
                Some((seat, kind)) if seat == i => {
                    let n = n + kind.strength();
                    Some(format!("{name} {n}, {} this turn", kind.name()))
                }
                _ => (n > 0).then(|| format!("{name} {n}")),
            }
        })
        .collect();
    if holders.is_empty() {
        holders.push("nobody".into());
    }
    text += &format!("\nHeld by: {}", holders.join(", "));
    let rate = match v.kind {
        FeatureKind::Road if v.inn => " (inn: 2 per tile)",
        FeatureKind::City if v.cathedral => " (cathedral: 3 per tile and arms)",
        _ => "",
    };
    match (v.kind, v.value_complete) {
        (FeatureKind::Field, _) => text += &format!("\nWorth {} at the end", v.value_now),
        (_, Some(full)) if !v.complete => {
            text += &format!(
                "\nWorth {} now (end of game), {full} when completed{rate}",
                v.value_now
            )
        }
        _ => text += &format!("\nWorth {}{rate}", v.value_now),
    }
    text
}

/// Why the rules refuse a move, the table's words first: "City edge against
/// a field: edge N of (0,-1) is city but (0,0) has field".
/// A seat's name as the table shows it, with the computer's level: "Bo (Hard)".
pub fn seat_label(seat: &Seat) -> String {
    match seat.level() {
        Some(level) => format!("{} ({})", seat.name, capitalised(level.name())),
        None => seat.name.clone(),
    }
}

/// What the table is told, in words.
pub fn notice_words(n: &Notice, game: &Game, seats: &[Seat]) -> String {
    let name = |seat: &usize| seats.get(*seat).map_or("?", |s| s.name.as_str());
    match n {
        Notice::SetAside { tile, seat } => format!(
            "Tile {} fits nowhere on the map: it is set aside and {} draws again.",
            game.tile_type(*tile).id,
            name(seat)
        ),
        Notice::PlaysAgain { seat } => format!("Builder: {} plays again.", name(seat)),
        Notice::TurnUndone { seat } => format!(
            "Last turn undone: {} plays it again with the same tile.",
            name(seat)
        ),
        Notice::Resumed => "Game resumed.".into(),
    }
}

/// Why a player's input was refused, in words.
pub fn refusal_text(r: &Refusal) -> String {
    match r {
        Refusal::Rules(e) => refusal_words(e),
        Refusal::Confirm(e) | Refusal::Review(e) => e.to_string(),
        Refusal::FigureNotHere => "That figure cannot go there on this turn.".into(),
        Refusal::NothingToUndo => "There is no confirmed turn to undo.".into(),
    }
}

pub fn refusal_words(e: &RuleError) -> String {
    match e {
        RuleError::EdgeMismatch {
            kind,
            neighbour_kind,
            ..
        } => format!(
            "{} edge against a {}: {e}",
            capitalised(kind.name()),
            neighbour_kind.name()
        ),
        _ => capitalised(&e.to_string()),
    }
}

/// What tracing adds about a road, city, monastery or garden that can never
/// be completed: a cell it needs fits none of the tiles left.
pub fn completion_words(game: &Game, f: FeatureId) -> Option<&'static str> {
    let open = game.feature_kind(f) != FeatureKind::Field && !game.is_complete(f);
    (open && !game.can_still_complete(f))
        .then_some("Can no longer be completed: no tile left fits a cell it needs")
}
