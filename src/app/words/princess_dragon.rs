//! The Princess & the Dragon in words: what its banners tell (a volcano, a
//! figure through the magic portal, a knight sent home, what the dragon
//! ate and the end of its flight, the fairy's points), its figure actions
//! elsewhere on the map as the claim list names them, and what the trace
//! adds of the fairy and the dragon (`assets/locales/<lang>/princess-dragon.ftl`).

use super::game::{feature_key, figure_name, names_list};
use crate::i18n::Localizer;
use crate::rules::{
    FeatureId, FeatureKind, Figure, FigureAction, Game, GoneFigure, Happening, Pos, ScoreEvent,
    ScoreKind, Spot,
};
use crate::tr;

/// A seat's name, or its number where none is known.
fn name_of(t: &Localizer, names: &[&str], seat: usize) -> String {
    names
        .get(seat)
        .map_or_else(|| tr!(t, "flight-seat", seat = seat + 1), |n| n.to_string())
}

/// A figure that left the map, named for where it stood: "knight",
/// "large farmer", "builder".
fn gone_name(t: &Localizer, f: &GoneFigure) -> String {
    tr!(t, figure_name(f.kind, f.on))
}

/// The figures, seat by seat in seat order: "Ann: knight and farmer; Bo:
/// builder" (a name repeated for a seat shows as "2 × knight").
fn figures_by_seat(t: &Localizer, figures: &[GoneFigure], names: &[&str]) -> String {
    let mut seats: Vec<usize> = figures.iter().map(|f| f.seat).collect();
    seats.sort_unstable();
    seats.dedup();
    let parts: Vec<String> = seats
        .into_iter()
        .map(|seat| {
            let mut kinds: Vec<(String, usize)> = Vec::new();
            for f in figures.iter().filter(|f| f.seat == seat) {
                let name = gone_name(t, f);
                match kinds.iter_mut().find(|(n, _)| *n == name) {
                    Some((_, count)) => *count += 1,
                    None => kinds.push((name, 1)),
                }
            }
            let kinds: Vec<String> = kinds
                .into_iter()
                .map(|(name, count)| match count {
                    1 => name,
                    _ => tr!(t, "figures-times", count = count, figure = name),
                })
                .collect();
            let kinds: Vec<&str> = kinds.iter().map(String::as_str).collect();
            tr!(
                t,
                "figures-of-seat",
                name = name_of(t, names, seat),
                figures = names_list(t, &kinds)
            )
        })
        .collect();
    parts.join(&tr!(t, "figures-seat-separator"))
}

/// What a banner tells of `happening`, the seats named by `names`.
pub fn happening_words(t: &Localizer, happening: &Happening, names: &[&str]) -> String {
    match happening {
        Happening::Volcano { seat, .. } => {
            tr!(t, "news-volcano", name = name_of(t, names, *seat))
        }
        Happening::Portal { seat, kind, on, .. } => tr!(
            t,
            "news-portal",
            name = name_of(t, names, *seat),
            figure = tr!(t, figure_name(*kind, *on)),
            feature = tr!(t, feature_key(*on)),
            kind = on.name()
        ),
        Happening::SentHome { seat, knight } => tr!(
            t,
            "news-sent-home",
            name = name_of(t, names, *seat),
            owner = name_of(t, names, knight.seat),
            figure = gone_name(t, knight)
        ),
        Happening::Eaten { step, figures, .. } => tr!(
            t,
            "news-dragon-eats",
            step = *step,
            count = figures.len(),
            figures = figures_by_seat(t, figures, names)
        ),
        Happening::FlightEnded { steps, eaten } => tr!(
            t,
            "news-flight-ends",
            steps = *steps,
            eaten = *eaten,
            dead_end = if happening.dead_end() { "yes" } else { "no" }
        ),
    }
}

/// What a scoring banner says of the fairy's points: at the start of a turn
/// (1 point), or when its follower's feature was scored (3); `None` for
/// any other scoring.
pub fn fairy_banner_words(t: &Localizer, e: &ScoreEvent, names: &[&str]) -> Option<String> {
    if e.kind != ScoreKind::Fairy {
        return None;
    }
    let who: Vec<&str> = e.scorers().filter_map(|i| names.get(i).copied()).collect();
    let who = names_list(t, &who);
    Some(if e.points == crate::rules::events::FAIRY_TURN_POINTS {
        tr!(t, "banner-fairy-turn", name = who, points = e.points)
    } else {
        tr!(t, "banner-fairy-feature", name = who, points = e.points)
    })
}

/// What the trace adds of the fairy and the dragon on `feature` of `game`:
/// the fairy with a follower on it (and what it pays), the dragon on one of
/// its tiles. One line each; none when neither is there.
pub fn neutral_trace_words(
    t: &Localizer,
    game: &Game,
    feature: FeatureId,
    names: &[&str],
) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(f) = game.fairy_with()
        && game.feature_of(f.tile as usize, f.segment as usize) == feature
    {
        let placed = game.tiles()[f.tile as usize];
        let on = game.tile_type(placed.tile).segments[f.segment as usize].kind;
        lines.push(tr!(
            t,
            "trace-fairy",
            name = name_of(t, names, usize::from(f.player)),
            figure = tr!(t, figure_name(f.kind, on)),
            points = crate::rules::events::FAIRY_FEATURE_POINTS
        ));
    }
    if let Some(at) = game.dragon()
        && game
            .feature_segments(feature)
            .any(|(ti, _)| game.tiles()[ti].pos == at)
    {
        lines.push(tr!(t, "trace-dragon"));
    }
    lines
}

/// The figure standing on `spot` of the tile at `at`, and its feature.
fn standing_at(game: &Game, at: Pos, spot: Spot) -> Option<(&Figure, FeatureKind)> {
    let index = game.tiles().iter().position(|p| p.pos == at)?;
    let placed = game.tiles()[index];
    let tile = game.tile_type(placed.tile);
    let local = Game::spot_segment(tile, placed.rotation, spot)?;
    let figure = game
        .figures()
        .iter()
        .find(|f| f.tile as usize == index && f.segment as usize == local)?;
    Some((figure, tile.segments[local].kind))
}

/// A figure action elsewhere on the map, as the claim list names it: a
/// figure through the magic portal, the fairy moved to a follower, a knight
/// the princess sends home; `None` for an action on the tile laid (or a
/// figure no longer there).
pub fn elsewhere_action_words(
    t: &Localizer,
    game: &Game,
    action: FigureAction,
    names: &[&str],
) -> Option<String> {
    match action {
        FigureAction::Portal(kind, _, spot) => Some(tr!(
            t,
            "claim-through-portal",
            figure = super::game::capitalised(&tr!(t, figure_name(kind, spot.kind())))
        )),
        FigureAction::Fairy(at, spot) => {
            let (f, on) = standing_at(game, at, spot)?;
            Some(tr!(
                t,
                "claim-fairy-to",
                figure = tr!(t, figure_name(f.kind, on))
            ))
        }
        FigureAction::Princess(at, spot) => {
            let (f, on) = standing_at(game, at, spot)?;
            Some(tr!(
                t,
                "claim-princess-sends",
                owner = name_of(t, names, usize::from(f.player)),
                figure = tr!(t, figure_name(f.kind, on))
            ))
        }
        FigureAction::Put(..) | FigureAction::RecallAbbot(_) => None,
    }
}
