//! What the screens say, in the game's own words: figures and where they
//! stand, scorings, a traced feature, notices and refusals. Plain functions
//! of the chosen language's messages (`assets/locales/<lang>/game.ftl`),
//! tested headless. The rules name things by enum; the keys for those names
//! are chosen here, at the screen.

use crate::app::turn::messages::Notice;
use crate::app::turn::setup::HelperLevel;
use crate::art::{ArtSubject, ArtWarning, FigureShape, PlayerColour};
use crate::i18n::{Localizer, key};
use crate::rules::{
    EXPANSIONS, EdgeKind, Expansion, FeatureId, FeatureKind, FeatureValue, FigureAction,
    FigureKind, Game, Goods, Half, Rotation, ScoreEvent, ScoreKind, Side, Spot, TileType,
};
use crate::table::Seat;
use crate::tr;

/// Fluent's selector value for a yes-or-no variable.
fn yes(on: bool) -> &'static str {
    if on { "yes" } else { "no" }
}

/// "1 tile", "3 tiles", in the chosen language.
pub fn tiles_count(t: &Localizer, n: usize) -> String {
    tr!(t, "tiles-count", count = n)
}

pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// "Ann", "Ann and Bo", "Ann, Bo and Cy".
pub fn names_list(t: &Localizer, names: &[&str]) -> String {
    match names {
        [] => tr!(t, "nobody"),
        [one] => (*one).into(),
        [rest @ .., last] => tr!(
            t,
            "names-list",
            first = rest.join(&tr!(t, "names-separator")),
            last = *last
        ),
    }
}

/// The compass direction of a point on a tile (tile units, y up), as a
/// message key and an id, or `None` near the middle.
fn direction(v: (f32, f32)) -> Option<(&'static str, &'static str)> {
    let (x, y) = v;
    if x.hypot(y) < 0.12 {
        return None;
    }
    let angle = y.atan2(x).to_degrees();
    // Eight sectors of 45°, east first, counter-clockwise.
    let sector = (((angle + 22.5).rem_euclid(360.0)) / 45.0) as usize % 8;
    Some(
        [
            (key("direction-east"), "east"),
            (key("direction-north-east"), "north-east"),
            (key("direction-north"), "north"),
            (key("direction-north-west"), "north-west"),
            (key("direction-west"), "west"),
            (key("direction-south-west"), "south-west"),
            (key("direction-south"), "south"),
            (key("direction-south-east"), "south-east"),
        ][sector],
    )
}

fn side_key(s: Side) -> &'static str {
    match s {
        Side::N => key("direction-north"),
        Side::E => key("direction-east"),
        Side::S => key("direction-south"),
        Side::W => key("direction-west"),
    }
}

/// The key of a feature's name (lower case).
pub fn feature_key(k: FeatureKind) -> &'static str {
    match k {
        FeatureKind::Road => key("feature-road"),
        FeatureKind::City => key("feature-city"),
        FeatureKind::Monastery => key("feature-monastery"),
        FeatureKind::Garden => key("feature-garden"),
        FeatureKind::Field => key("feature-field"),
    }
}

/// The key of what a scoring scored (lower case).
pub fn score_kind_key(k: ScoreKind) -> &'static str {
    match k {
        ScoreKind::Pig => key("feature-pig"),
        ScoreKind::Goods => key("feature-goods"),
        ScoreKind::Fairy => key("feature-fairy"),
        _ => k.feature().map_or(key("feature-goods"), feature_key),
    }
}

/// The key of a figure's own name (lower case).
pub fn figure_kind_key(k: FigureKind) -> &'static str {
    k.spec().name_key
}

/// The key of a goods kind's name.
pub fn goods_key(g: Goods) -> &'static str {
    match g {
        Goods::Chicken => key("goods-chicken"),
        Goods::Grain => key("goods-grain"),
        Goods::Cloth => key("goods-cloth"),
    }
}

pub(super) fn edge_key(k: EdgeKind) -> &'static str {
    match k {
        EdgeKind::Field => key("edge-field"),
        EdgeKind::Road => key("edge-road"),
        EdgeKind::City => key("edge-city"),
        EdgeKind::River => key("edge-river"),
    }
}

/// The key of a player colour's name.
pub fn colour_key(c: PlayerColour) -> &'static str {
    match c {
        PlayerColour::Yellow => key("colour-yellow"),
        PlayerColour::Red => key("colour-red"),
        PlayerColour::Green => key("colour-green"),
        PlayerColour::Blue => key("colour-blue"),
        PlayerColour::Black => key("colour-black"),
        PlayerColour::Pink => key("colour-pink"),
    }
}

/// The key of a computer level's name, by the level's id (`easy`, ...).
pub fn level_key(level: &str) -> &'static str {
    match level {
        "random" => key("level-random"),
        "greedy" => key("level-greedy"),
        "easy" => key("level-easy"),
        "hard" => key("level-hard"),
        _ => key("level-medium"),
    }
}

/// The keys of a helper level's name and its one-line explanation.
pub fn helper_keys(h: HelperLevel) -> (&'static str, &'static str) {
    match h {
        HelperLevel::All => (key("helpers-all"), key("helpers-all-tip")),
        HelperLevel::RulesOnly => (key("helpers-rules-only"), key("helpers-rules-only-tip")),
        HelperLevel::Purist => (key("helpers-purist"), key("helpers-purist-tip")),
    }
}

/// The keys of an expansion's name and what it adds, for the expansions
/// the locale files know.
pub fn expansion_keys(e: Expansion) -> Option<(&'static str, &'static str)> {
    // A row past the game's table (a test's longer list) has no words.
    EXPANSIONS
        .get(e.0 as usize)
        .map(|row| (row.name_key, row.summary_key))
}

/// The key of what a figure of `kind` is called on a feature of kind `on`.
pub fn figure_name(kind: FigureKind, on: FeatureKind) -> &'static str {
    kind.role_key(on)
}

/// Where segment `local` of `tl` turned by `rot` lies, in a player's words:
/// "in the city to the east", "on the road running west–east", "in the
/// north-west field". `anchor` is where its figure stands (tile units).
pub fn place_words(
    t: &Localizer,
    tl: &TileType,
    rot: Rotation,
    local: usize,
    anchor: (f32, f32),
) -> String {
    let seg = &tl.segments[local];
    let dir = direction(anchor);
    match seg.kind {
        FeatureKind::City => match dir {
            Some((d, code)) => tr!(t, "place-city-towards", direction = tr!(t, d), code = code),
            None => tr!(t, "place-city"),
        },
        FeatureKind::Road => {
            let m = seg.edges_rotated(rot);
            let sides: Vec<Side> = Side::ALL
                .into_iter()
                .filter(|s| m & (1 << s.index()) != 0)
                .collect();
            match sides.as_slice() {
                [one] => tr!(t, "place-road-towards", side = tr!(t, side_key(*one))),
                [a, b] => tr!(
                    t,
                    "place-road-running",
                    from = tr!(t, side_key(*a)),
                    to = tr!(t, side_key(*b))
                ),
                _ => tr!(t, "place-road"),
            }
        }
        FeatureKind::Field => match dir {
            Some((d, code)) => tr!(t, "place-field-towards", direction = tr!(t, d), code = code),
            None => tr!(t, "place-field-middle"),
        },
        FeatureKind::Monastery => tr!(t, "place-monastery"),
        FeatureKind::Garden => tr!(t, "place-garden"),
    }
}

/// A figure action on the tile laid in words: "Farmer in the north-west
/// field", "Large knight in the city to the east", "Take back your abbot:
/// +4" (the points only when `values` show). An action elsewhere on the map
/// (The Princess & the Dragon's) is `elsewhere_action_words`'.
pub fn action_words(
    t: &Localizer,
    game: &Game,
    tile: &TileType,
    rot: Rotation,
    action: FigureAction,
    values: bool,
    anchor: impl Fn(usize) -> (f32, f32),
) -> String {
    match action.placed() {
        Some((kind, spot)) => {
            let Some(local) = Game::spot_segment(tile, rot, spot) else {
                return capitalised(&tr!(
                    t,
                    "figure-on-spot",
                    figure = tr!(t, figure_kind_key(kind)),
                    spot = spot_words(t, spot)
                ));
            };
            capitalised(&tr!(
                t,
                "figure-at-place",
                figure = tr!(t, figure_name(kind, spot.kind())),
                place = place_words(t, tile, rot, local, anchor(local))
            ))
        }
        None => {
            let FigureAction::RecallAbbot(p) = action else {
                unreachable!("an action elsewhere on the map is worded apart")
            };
            let on = game
                .tile_at(p)
                .map(|placed| game.tile_type(placed.tile))
                .map_or(key("feature-monastery"), |tl| {
                    if tl.monastery.is_some() {
                        key("feature-monastery")
                    } else {
                        key("feature-garden")
                    }
                });
            let kind = if on == key("feature-garden") {
                FeatureKind::Garden
            } else {
                FeatureKind::Monastery
            };
            if values {
                tr!(
                    t,
                    "recall-abbot-points",
                    on = tr!(t, on),
                    kind = feature_id(kind),
                    points = game.recall_value(p)
                )
            } else {
                tr!(t, "recall-abbot", on = tr!(t, on), kind = feature_id(kind))
            }
        }
    }
}

/// One scoring in words: "completed road with an inn, 4 tiles: +8 to Ann".
pub fn event_words(t: &Localizer, e: &ScoreEvent, game: &Game, names: &[&str]) -> String {
    let who: Vec<&str> = e.scorers().filter_map(|i| names.get(i).copied()).collect();
    let who = names_list(t, &who);
    let complete = yes(e.complete);
    let tiles = e.tiles.len();
    let points = e.points;
    match e.kind {
        ScoreKind::City => tr!(
            t,
            "score-city",
            complete = complete,
            cathedral = yes(e.inn_or_cathedral),
            tiles = tiles,
            arms = e.arms,
            points = points,
            who = who
        ),
        ScoreKind::Road => tr!(
            t,
            "score-road",
            complete = complete,
            inn = yes(e.inn_or_cathedral),
            tiles = tiles,
            points = points,
            who = who
        ),
        ScoreKind::Monastery | ScoreKind::Garden if e.abbot_recalled => tr!(
            t,
            "score-abbot-recalled",
            feature = tr!(t, score_kind_key(e.kind)),
            points = points,
            who = who
        ),
        ScoreKind::Monastery | ScoreKind::Garden => tr!(
            t,
            "score-cloister",
            complete = complete,
            feature = tr!(t, score_kind_key(e.kind)),
            points = points,
            who = who
        ),
        ScoreKind::Field => tr!(
            t,
            "score-field",
            cities = e.cities,
            points = points,
            who = who
        ),
        ScoreKind::Pig => tr!(
            t,
            "score-pig",
            cities = e.cities,
            points = points,
            who = who
        ),
        ScoreKind::Fairy => tr!(t, "score-fairy", points = points, who = who),
        ScoreKind::Goods => {
            let g = e.goods.unwrap_or(Goods::Chicken);
            let most = e
                .scorers()
                .next()
                .and_then(|s| game.players().get(s))
                .map_or(0, |p| p.goods[g.index()]);
            tr!(
                t,
                "score-goods",
                goods = tr!(t, goods_key(g)),
                most = most,
                points = points,
                who = who
            )
        }
    }
}

/// The goods a completing player took, in words: "grain +2, cloth +1".
pub fn goods_words(t: &Localizer, goods: [u8; 3]) -> Option<String> {
    let parts: Vec<String> = Goods::ALL
        .iter()
        .filter(|g| goods[g.index()] > 0)
        .map(|g| {
            tr!(
                t,
                "goods-taken",
                count = goods[g.index()],
                goods = tr!(t, goods_key(*g))
            )
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(&tr!(t, "names-separator")))
}

/// Who leads each goods kind: "chicken: Ann leads 3–2", "grain: Ann and Bo
/// tie at 1", "cloth: nobody yet".
pub fn goods_majority_words(t: &Localizer, game: &Game, names: &[&str], g: Goods) -> String {
    let mut counts: Vec<(u8, &str)> = game
        .players()
        .iter()
        .zip(names)
        .map(|(p, n)| (p.goods[g.index()], *n))
        .collect();
    counts.sort_by_key(|c| std::cmp::Reverse(c.0));
    let goods = tr!(t, goods_key(g));
    let best = counts.first().map_or(0, |c| c.0);
    if best == 0 {
        return if game.is_finished() {
            tr!(t, "goods-nobody", goods = goods)
        } else {
            tr!(t, "goods-nobody-yet", goods = goods)
        };
    }
    let leaders: Vec<&str> = counts.iter().filter(|c| c.0 == best).map(|c| c.1).collect();
    let next = counts.iter().find(|c| c.0 < best).map_or(0, |c| c.0);
    if leaders.len() > 1 {
        tr!(
            t,
            "goods-tie",
            goods = goods,
            names = names_list(t, &leaders),
            count = best
        )
    } else {
        tr!(
            t,
            "goods-leads",
            goods = goods,
            name = leaders[0],
            count = best,
            next = next
        )
    }
}

/// A traced feature in words: what it is, who holds it, and (when `values`)
/// what it is worth. `tentative` is the seat and figure chosen this turn
/// that would stand on it.
pub fn trace_words(
    t: &Localizer,
    v: &FeatureValue,
    names: &[&str],
    tentative: Option<(usize, FigureKind)>,
    values: bool,
) -> String {
    let tiles = v.tiles.len();
    let mut text = match v.kind {
        FeatureKind::Field => tr!(t, "trace-field", tiles = tiles, cities = v.cities),
        FeatureKind::City => {
            let goods: Vec<String> = Goods::ALL
                .into_iter()
                .filter(|g| v.goods[g.index()] > 0)
                .map(|g| {
                    tr!(
                        t,
                        "trace-goods",
                        count = v.goods[g.index()],
                        goods = tr!(t, goods_key(g))
                    )
                })
                .collect();
            tr!(
                t,
                "trace-city",
                tiles = tiles,
                arms = v.arms,
                cathedral = yes(v.cathedral),
                has_goods = yes(!goods.is_empty()),
                goods = goods.join(&tr!(t, "names-separator"))
            )
        }
        FeatureKind::Road => tr!(t, "trace-road", tiles = tiles, inn = yes(v.inn)),
        k => tr!(
            t,
            "trace-cloister",
            feature = capitalised(&tr!(t, feature_key(k))),
            count = tiles - 1
        ),
    };
    if v.complete {
        text += &tr!(t, "trace-complete");
    }
    let mut holders: Vec<String> = v
        .holders
        .iter()
        .enumerate()
        .filter_map(|(i, &n)| {
            let name = *names.get(i)?;
            match tentative {
                Some((seat, kind)) if seat == i => Some(tr!(
                    t,
                    "trace-holder-this-turn",
                    name = name,
                    strength = n + kind.strength(),
                    figure = tr!(t, figure_kind_key(kind))
                )),
                _ => (n > 0).then(|| tr!(t, "trace-holder", name = name, strength = n)),
            }
        })
        .collect();
    if holders.is_empty() {
        holders.push(tr!(t, "nobody"));
    }
    text += "\n";
    text += &tr!(
        t,
        "trace-held-by",
        holders = holders.join(&tr!(t, "names-separator"))
    );
    if !values {
        return text;
    }
    let rate = match v.kind {
        FeatureKind::Road if v.inn => tr!(t, "trace-rate-inn"),
        FeatureKind::City if v.cathedral => tr!(t, "trace-rate-cathedral"),
        _ => String::new(),
    };
    text += "\n";
    text += &match (v.kind, v.value_complete) {
        (FeatureKind::Field, _) => tr!(t, "trace-worth-at-end", points = v.value_now),
        (_, Some(full)) if !v.complete => tr!(
            t,
            "trace-worth-now",
            now = v.value_now,
            full = full,
            rate = rate
        ),
        _ => tr!(t, "trace-worth", points = v.value_now, rate = rate),
    };
    text
}

/// A seat's name as the table shows it, with the computer's level: "Bo (Hard)".
pub fn seat_label(t: &Localizer, seat: &Seat) -> String {
    match seat.level() {
        Some(level) => tr!(
            t,
            "seat-with-level",
            name = seat.name.as_str(),
            level = tr!(t, level_key(level.name()))
        ),
        None => seat.name.clone(),
    }
}

/// A tile in words, by what it shows (never its id, which means nothing
/// to a player): "city and 2 roads", "monastery and road", "fields only".
pub fn tile_words(t: &Localizer, tile: &TileType) -> String {
    let count = |kind| tile.segments.iter().filter(|s| s.kind == kind).count();
    let mut parts = Vec::new();
    for (kind, key) in [
        (FeatureKind::City, key("tile-part-city")),
        (FeatureKind::Road, key("tile-part-road")),
    ] {
        let n = count(kind);
        if n > 0 {
            parts.push(tr!(t, key, count = n));
        }
    }
    if count(FeatureKind::Monastery) > 0 {
        parts.push(tr!(t, "tile-part-monastery"));
    }
    if count(FeatureKind::Garden) > 0 {
        parts.push(tr!(t, "tile-part-garden"));
    }
    if tile.is_river() {
        parts.push(tr!(t, "tile-part-river"));
    }
    match parts.split_last() {
        None => tr!(t, "tile-fields-only"),
        Some((last, [])) => last.clone(),
        Some((last, first)) => tr!(
            t,
            "tile-parts-and",
            first = first.join(", "),
            last = last.as_str()
        ),
    }
}

/// What the table is told, in words.
pub fn notice_words(t: &Localizer, n: &Notice, game: &Game, seats: &[Seat]) -> String {
    let name = |seat: &usize| {
        seats
            .get(*seat)
            .map_or("?", |s| s.name.as_str())
            .to_string()
    };
    match n {
        Notice::SetAside { tile, seat } => tr!(
            t,
            "notice-set-aside",
            tile = tile_words(t, game.tile_type(*tile)),
            name = name(seat)
        ),
        Notice::PlaysAgain { seat } => tr!(t, "notice-plays-again", name = name(seat)),
        Notice::TurnUndone { seat } => tr!(t, "notice-turn-undone", name = name(seat)),
        Notice::Resumed => tr!(t, "notice-resumed"),
    }
}

/// What tracing adds about a road, city, monastery or garden that can never
/// be completed: a cell it needs fits none of the tiles left.
pub fn completion_words(t: &Localizer, game: &Game, f: FeatureId) -> Option<String> {
    let open = game.feature_kind(f) != FeatureKind::Field && !game.is_complete(f);
    (open && !game.can_still_complete(f)).then(|| tr!(t, "completion-impossible"))
}

/// A feature's id for the locale files' selectors (`$kind`): road, city,
/// monastery, garden, field.
pub(super) fn feature_id(k: FeatureKind) -> &'static str {
    k.name()
}

/// A modded tile file the game cannot use, in words: the file and its
/// problems (the checker's words, in English), one a line when several.
pub fn tile_file_words(t: &Localizer, e: &crate::rules::TileDataError) -> String {
    let detail = match e.problems.as_slice() {
        [one] => one.clone(),
        many => format!("\n{}", many.join("\n")),
    };
    tr!(
        t,
        "tiles-problem-file",
        file = e.file.as_str(),
        detail = detail
    )
}

/// What a piece of art shows, in words: "tile A", "red farmer".
fn art_subject_words(t: &Localizer, s: &ArtSubject) -> String {
    match s {
        ArtSubject::Tile(id) => tr!(t, "art-subject-tile", tile = id.as_str()),
        ArtSubject::Figure(shape, colour) => {
            let figure = match shape {
                FigureShape::Follower => key("figure-follower"),
                FigureShape::Farmer => key("figure-farmer"),
                FigureShape::Abbot => key("figure-abbot"),
                FigureShape::Large => key("figure-large-follower"),
                FigureShape::Builder => key("figure-builder"),
                FigureShape::Pig => key("figure-pig"),
            };
            tr!(
                t,
                "art-subject-figure",
                figure = tr!(t, figure),
                colour = tr!(t, colour_key(*colour))
            )
        }
        ArtSubject::Neutral(figure) => match figure {
            crate::art::NeutralFigure::Dragon => tr!(t, "figure-dragon"),
            crate::art::NeutralFigure::Fairy => tr!(t, "figure-fairy"),
        },
    }
}

/// A problem with an art file or pack, in words: the file and the checker's
/// detail (English) inside the language's sentence.
pub fn art_warning_words(t: &Localizer, w: &ArtWarning) -> String {
    let folders = |looked: &[String]| looked.join(&tr!(t, "names-separator"));
    match w {
        ArtWarning::PackNotFound { pack, looked } => tr!(
            t,
            "art-pack-not-found",
            pack = pack.as_str(),
            folders = folders(looked),
            count = looked.len()
        ),
        ArtWarning::BadPackFile {
            file,
            problem,
            subject,
        }
        | ArtWarning::BadFile {
            file,
            problem,
            subject,
        } => tr!(
            t,
            "art-file-unusable",
            file = file.as_str(),
            detail = problem.as_str(),
            subject = art_subject_words(t, subject)
        ),
        ArtWarning::Missing {
            file,
            looked,
            subject,
        } => tr!(
            t,
            "art-file-missing",
            file = file.as_str(),
            folders = folders(looked),
            count = looked.len(),
            subject = art_subject_words(t, subject)
        ),
    }
}

/// A side of a tile as the map shows it, north up: top, right, bottom,
/// left (the locale files select on it).
pub fn side_id(s: Side) -> &'static str {
    match s {
        Side::N => "top",
        Side::E => "right",
        Side::S => "bottom",
        Side::W => "left",
    }
}

/// The corner of the tile a field spot touches, as the map shows it: the
/// half-edge's corner (docs/tiles.md names the halves); `middle` for a
/// field that reaches no edge.
fn corner_id(h: Option<Half>) -> &'static str {
    match h {
        Some(Half::NL | Half::WR) => "top-left",
        Some(Half::NR | Half::EL) => "top-right",
        Some(Half::ER | Half::SL) => "bottom-right",
        Some(Half::SR | Half::WL) => "bottom-left",
        None => "middle",
    }
}

/// A spot on the tile being laid, in words, as the map shows it: "the road
/// on the right", "the field at the top left", "the monastery".
pub fn spot_words(t: &Localizer, spot: Spot) -> String {
    match spot {
        Spot::Road(s) => tr!(t, "spot-road", side = side_id(s)),
        Spot::City(s) => tr!(t, "spot-city", side = side_id(s)),
        Spot::Field(h) => tr!(t, "spot-field", corner = corner_id(Some(h))),
        Spot::InnerField => tr!(t, "spot-field", corner = corner_id(None)),
        Spot::Monastery => tr!(t, "spot-monastery"),
        Spot::Garden => tr!(t, "spot-garden"),
    }
}
