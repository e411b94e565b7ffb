//! A few words on what a move does, from the mover's side: "closes your city:
//! +8", "claims a city worth 6 so far", "takes the abbot back: +5".

use crate::rules::{FeatureKind, FigureAction, FigureKind, Game, Move, Side, Spot};

/// Describes `mv` played on `before` (the mover is the player to move).
pub(crate) fn describe(before: &Game, mv: &Move) -> String {
    let me = before.current_player();
    let Move::Place { tile, action, .. } = *mv else {
        return "the tile fits nowhere: it is set aside".into();
    };
    let mut after = before.clone();
    if after.apply(mv).is_err() {
        return "an illegal move".into();
    }
    let mut parts: Vec<String> = Vec::new();
    for e in &after.events()[before.events().len()..] {
        let mine = e.players & (1 << me) != 0;
        let others = e.players & !(1 << me) != 0;
        let kind = e.kind.name();
        if e.move_index.is_none() {
            continue; // end-of-game scoring, said below
        }
        parts.push(if e.abbot_recalled {
            format!("takes the abbot back: +{}", e.points)
        } else if mine && others {
            format!("closes a shared {kind}: +{} each", e.points)
        } else if mine {
            format!("closes your {kind}: +{}", e.points)
        } else {
            format!("closes an opponent's {kind}: they score {}", e.points)
        });
    }
    let new_tile = before.tiles().len();
    let placed = after.tiles()[new_tile];
    let t = after.tile_type(tile);
    let claim = match action {
        Some(FigureAction::Put(FigureKind::Follower | FigureKind::Abbot, spot)) => Some(spot),
        _ => None,
    };
    if let Some(spot) = claim
        && let Some(local) = Game::spot_segment(t, placed.rotation, spot)
    {
        // Scored at once if this tile completed it: the events said so.
        let still_there = after
            .figures()
            .iter()
            .any(|f| f.tile as usize == new_tile && f.segment as usize == local);
        if still_there {
            let f = after.feature_of(new_tile, local);
            let v = after.feature_value(f);
            let who = match action {
                Some(FigureAction::Put(FigureKind::Abbot, _)) => "puts the abbot on",
                _ => "claims",
            };
            parts.push(match spot {
                Spot::Field(_) => format!(
                    "{who} a field touching {} completed cit{} ({} so far)",
                    v.cities,
                    if v.cities == 1 { "y" } else { "ies" },
                    v.value_now
                ),
                Spot::Monastery | Spot::Garden => format!(
                    "{who} a {} with {} tiles around it",
                    spot.kind(),
                    v.tiles.len() - 1
                ),
                _ => format!("{who} a {} worth {} so far", spot.kind(), v.value_now),
            });
        }
    } else if let Some(FigureAction::Put(kind, spot)) = action
        && let Some(local) = Game::spot_segment(t, placed.rotation, spot)
        && after
            .figures()
            .iter()
            .any(|f| f.tile as usize == new_tile && f.segment as usize == local)
    {
        parts.push(special_figure(&after, new_tile, local, kind, me));
    } else if action.is_some() && parts.is_empty() {
        parts.push("places a figure".into());
    }
    // Goods taken (Traders & Builders): the majority they play for.
    let (was, now) = (before.players()[me].goods, after.players()[me].goods);
    for kind in crate::rules::Goods::ALL {
        let k = kind.index();
        if now[k] > was[k] {
            let rival = after
                .players()
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != me)
                .map(|(_, p)| p.goods[k])
                .max()
                .unwrap_or(0);
            parts.push(format!(
                "takes {} {kind}: {kind} majority {}\u{2013}{rival}",
                now[k] - was[k],
                now[k]
            ));
        }
    }
    if !after.is_finished() && after.current_player() == me && after.is_second_turn() {
        parts.push("builder: a second turn now".into());
    }
    if parts.is_empty() {
        parts.push(extends(&after, new_tile, me));
    }
    if after.is_finished() {
        let s = after.players()[me].score as i64;
        let best_other = after
            .players()
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != me)
            .map(|(_, p)| p.score as i64)
            .max()
            .unwrap_or(0);
        parts.push(format!("last tile: ends {s} to {best_other}"));
    }
    parts.join("; ")
}

/// A large follower, builder or pig just put on feature `local` of the new
/// tile: what it is there for.
fn special_figure(
    after: &Game,
    new_tile: usize,
    local: usize,
    kind: FigureKind,
    me: usize,
) -> String {
    let f = after.feature_of(new_tile, local);
    let v = after.feature_value(f);
    let rivals = v
        .holders
        .iter()
        .enumerate()
        .filter(|&(seat, _)| seat != me)
        .map(|(_, &n)| n)
        .max()
        .unwrap_or(0);
    match kind {
        FigureKind::Large if rivals > 0 => format!(
            "large follower: takes the {} majority {}\u{2013}{rivals}",
            v.kind, v.holders[me]
        ),
        FigureKind::Large => format!(
            "large follower: claims a {} worth {} so far",
            v.kind, v.value_now
        ),
        FigureKind::Builder => format!("builder: likely second turns on your {}", v.kind),
        FigureKind::Pig => format!(
            "pig: your field touching {} completed cit{}",
            v.cities,
            if v.cities == 1 { "y" } else { "ies" }
        ),
        _ => "places a figure".into(),
    }
}

/// A move that claims and scores nothing: whose features the tile joins,
/// extends or hems in.
fn extends(after: &Game, new_tile: usize, me: usize) -> String {
    let placed = after.tiles()[new_tile];
    let t = after.tile_type(placed.tile);
    let mut shared: Option<FeatureKind> = None;
    let mut mine: Option<(FeatureKind, u32)> = None;
    let mut theirs: Option<FeatureKind> = None;
    for local in 0..t.segments.len() {
        let f = after.feature_of(new_tile, local);
        let v = after.feature_value(f);
        let best = *v.holders.iter().max().unwrap_or(&0);
        if best == 0 {
            continue;
        }
        let others = v
            .holders
            .iter()
            .enumerate()
            .any(|(seat, &n)| seat != me && n > 0);
        if v.holders[me] == best && others {
            shared.get_or_insert(v.kind);
        } else if v.holders[me] == best {
            if mine.is_none_or(|(_, x)| v.value_now > x) {
                mine = Some((v.kind, v.value_now));
            }
        } else {
            theirs.get_or_insert(v.kind);
        }
    }
    if let Some(kind) = shared {
        return format!("joins an opponent's {kind}: it is shared now");
    }
    if let Some((kind, value)) = mine {
        return format!("extends your {kind} (worth {value} so far)");
    }
    if let Some(kind) = hems_in(after, new_tile, me) {
        return format!("makes an opponent's {kind} harder to complete");
    }
    match theirs {
        Some(kind) => format!("extends an opponent's {kind}"),
        None => "places the tile where it does least harm".into(),
    }
}

/// An opponent's road or city left open next to the new tile: the tile
/// now borders the empty cell that feature needs, so fewer tiles fit there.
fn hems_in(after: &Game, new_tile: usize, me: usize) -> Option<FeatureKind> {
    let pos = after.tiles()[new_tile].pos;
    for side in Side::ALL {
        let cell = pos.step(side);
        if after.tile_at(cell).is_some() {
            continue;
        }
        for s in Side::ALL {
            let Some(index) = after.tiles().iter().position(|p| p.pos == cell.step(s)) else {
                continue;
            };
            if index == new_tile {
                continue;
            }
            let n = after.tiles()[index];
            let Some(local) = after
                .tile_type(n.tile)
                .segment_on_edge(n.rotation, s.opposite())
            else {
                continue;
            };
            let f = after.feature_of(index, local);
            let v = after.feature_value(f);
            let best = *v.holders.iter().max().unwrap_or(&0);
            if best > 0 && v.holders[me] < best {
                return Some(v.kind);
            }
        }
    }
    None
}
