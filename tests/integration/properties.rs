//! Properties of thousands of random legal games with fixed seeds, for every
//! combination of farmers, the Abbot, the River, Inns & Cathedrals and
//! Traders & Builders, with 2 to 5 players (6 with Inns & Cathedrals): no
//! panic, figures of every kind conserved, scores never drop, every event's
//! points go to its scorers, a builder's second turn never chains, the pile
//! empties and ends the game, records replay to the same game, the same seed
//! gives the same game. An independent tracer re-derives every feature that
//! holds a figure from the tile data, and an independent scoring oracle
//! predicts every move's scoring (what each road or city counts, its points
//! bounded rather than recomputed; majorities with the large follower counting
//! two, inns and cathedrals, goods, pigs), the figures that come back and the
//! end-of-game scoring in its order (roads, cities, monasteries and gardens,
//! fields, goods).

use crate::common::{catalog, setups};
use carcassonne::rules::random::Rng;
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::sim::{RandomPlayer, random_game};
use carcassonne::rules::{
    Expansion, FeatureKind, FigureAction, FigureKind, Game, Goods, Move, Pos, RuleSet, ScoreEvent,
    ScoreKind, Side, TileCatalog, TurnReport,
};
use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::Arc;

const FOLLOWERS: u32 = 7;
/// Games per setup with every move checked (the tracer and oracle on half).
const GAMES_CHECKED: u64 = 20;
/// Games per setup with the cheaper end-of-game checks.
const GAMES_QUICK: u64 = 100;

fn seed_for(setup: usize, game: u64) -> u64 {
    (setup as u64) << 32 | game
}

/// How many followers a figure counts as in a majority (docs/rules.md: a large
/// follower two, builders and pigs nothing), restated for the oracle.
fn strength(kind: FigureKind) -> u32 {
    match kind {
        FigureKind::Follower | FigureKind::Abbot => 1,
        FigureKind::Large => 2,
        FigureKind::Builder | FigureKind::Pig => 0,
    }
}

/// Figures of one kind each player starts with under `rules`.
fn starting(rules: RuleSet, kind: FigureKind) -> u32 {
    match kind {
        FigureKind::Follower => FOLLOWERS,
        FigureKind::Abbot => u32::from(rules.has(Expansion::ABBOT)),
        FigureKind::Large => u32::from(rules.has(Expansion::INNS_CATHEDRALS)),
        FigureKind::Builder => u32::from(rules.has(Expansion::TRADERS_BUILDERS)),
        FigureKind::Pig => u32::from(rules.has(Expansion::TRADERS_BUILDERS) && rules.farmers),
    }
}

/// Tiles in play under `rules`, the start tile included.
fn tiles_in_play(rules: RuleSet) -> usize {
    let mut n = if rules.has(Expansion::RIVER) {
        72 - 1 + 12
    } else {
        72
    };
    if rules.has(Expansion::INNS_CATHEDRALS) {
        n += 18;
    }
    if rules.has(Expansion::TRADERS_BUILDERS) {
        n += 24;
    }
    n
}

/// What the random games must have shown at least once, across the run.
#[derive(Debug, Default)]
struct Seen {
    games: u64,
    events: u64,
    discards: u64,
    recalls: u64,
    /// Large followers that came back with a scoring.
    large_scored: u64,
    /// Scorings a large follower's two decided (it alone would have tied or lost).
    large_decided: u64,
    inns: u64,
    cathedrals: u64,
    goods_taken: u64,
    goods_majorities: u64,
    builders_placed: u64,
    builders_returned: u64,
    second_turns: u64,
    pigs_placed: u64,
    pig_scorings: u64,
    inner_farmers: u64,
    six_player_games: u64,
}

// ------------------------------------------------------------ invariants per move

/// The feature kind a figure stands on.
fn figure_kind(g: &Game, f: &carcassonne::rules::Figure) -> FeatureKind {
    let placed = g.tiles()[f.tile as usize];
    g.tile_type(placed.tile).segments[f.segment as usize].kind
}

/// Checks everything that must hold after `mv` took `before` to `after`.
fn check_move(before: &Game, mv: &Move, after: &Game, report: &TurnReport) {
    let rules = after.rules();
    let n = after.players().len();
    let move_index = after.move_count();
    assert_eq!(move_index, before.move_count() + 1);
    assert_eq!(report.move_index, move_index);
    assert_eq!(report.finished, after.is_finished());
    assert_eq!(report.events, before.events().len()..after.events().len());
    assert_eq!(
        report.returned,
        before.returned_figures().len()..after.returned_figures().len()
    );
    assert_eq!(
        &after.returned_figures()[..before.returned_figures().len()],
        before.returned_figures()
    );
    // Events so far are kept; new ones belong to this move or to the end.
    assert_eq!(&after.events()[..before.events().len()], before.events());
    let new = &after.events()[before.events().len()..];
    let mut gained = vec![0u32; n];
    for e in new {
        check_event(e, rules, n);
        match e.move_index {
            Some(m) => assert_eq!(m, move_index, "{e:?}"),
            None => assert!(after.is_finished(), "end scoring before the end: {e:?}"),
        }
        for s in e.scorers() {
            gained[s] += e.points;
        }
    }
    // Mid-game events come before end-of-game events.
    let first_end = new.iter().position(|e| e.move_index.is_none());
    if let Some(i) = first_end {
        assert!(new[i..].iter().all(|e| e.move_index.is_none()));
    }
    let mover = before.current_player();
    for (seat, (b, a)) in before.players().iter().zip(after.players()).enumerate() {
        assert!(a.score >= b.score, "score dropped for seat {seat}");
        assert_eq!(a.score - b.score, gained[seat], "seat {seat} after {mv:?}");
        for k in ScoreKind::ALL {
            assert!(a.by_kind[k.index()] >= b.by_kind[k.index()]);
        }
        assert_eq!(a.by_kind.iter().sum::<u32>(), a.score);
        // Goods only ever go to the player who placed the tile.
        let taken = if seat == mover { report.goods } else { [0; 3] };
        let expected: Vec<u8> = b.goods.iter().zip(taken).map(|(h, t)| h + t).collect();
        assert_eq!(a.goods[..], expected[..], "goods of seat {seat}");
    }
    if !rules.has(Expansion::TRADERS_BUILDERS) {
        assert_eq!(report.goods, [0; 3]);
    }
    check_supply(after);
    match mv {
        // A discard keeps the player (and a second turn stays a second turn).
        Move::Discard { .. } => {
            assert_eq!(after.current_player(), before.current_player());
            assert_eq!(after.is_second_turn(), before.is_second_turn());
            assert_eq!(after.tiles().len(), before.tiles().len());
            assert!(!report.extra_turn);
            assert_eq!(report.goods, [0; 3]);
            assert!(new.iter().all(|e| e.move_index.is_none()));
        }
        Move::Place { placement, .. } => {
            if report.extra_turn {
                assert!(
                    rules.has(Expansion::TRADERS_BUILDERS),
                    "a second turn needs a builder"
                );
                assert!(
                    !before.is_second_turn(),
                    "a second turn never gives a third"
                );
                assert_eq!(after.current_player(), before.current_player());
                assert!(after.is_second_turn());
            } else if !after.is_finished() {
                assert_eq!(after.current_player(), (before.current_player() + 1) % n);
                assert!(!after.is_second_turn());
            }
            assert_eq!(after.tiles().len(), before.tiles().len() + 1);
            let placed = after.tiles().last().unwrap();
            assert_eq!(placed.pos, placement.pos);
            assert_eq!(placed.placed_by, Some(before.current_player() as u8));
            assert_eq!(placed.move_index, move_index);
        }
    }
    assert_eq!(after.pile_len() + 1, before.pile_len());
    // Farmers (the large one included) stay until the end.
    if !after.is_finished() {
        let farmers = |g: &Game| {
            g.figures()
                .iter()
                .filter(|f| {
                    figure_kind(g, f) == FeatureKind::Field
                        && matches!(f.kind, FigureKind::Follower | FigureKind::Large)
                })
                .count()
        };
        assert!(farmers(after) >= farmers(before));
        assert!(rules.farmers || farmers(after) == 0);
    }
    check_figures_on_map(after);
    if after.is_finished() {
        assert!(
            after.figures().is_empty(),
            "every figure comes back at the end"
        );
    }
}

/// Every figure on the map stands where its kind may stand, and no completed
/// feature keeps a figure after the scoring step.
fn check_figures_on_map(g: &Game) {
    let rules = g.rules();
    for f in g.figures() {
        let feature = g.feature_of(f.tile as usize, f.segment as usize);
        let kind = g.feature_kind(feature);
        assert!(
            !g.is_complete(feature),
            "a {} stays on a completed {kind:?} after move {}",
            f.kind,
            g.move_count()
        );
        let own_follower = || {
            g.figures().iter().any(|o| {
                o.player == f.player
                    && matches!(o.kind, FigureKind::Follower | FigureKind::Large)
                    && g.feature_of(o.tile as usize, o.segment as usize) == feature
            })
        };
        match f.kind {
            FigureKind::Abbot => {
                assert!(rules.has(Expansion::ABBOT));
                assert!(matches!(kind, FeatureKind::Monastery | FeatureKind::Garden));
            }
            FigureKind::Follower => assert_ne!(kind, FeatureKind::Garden),
            FigureKind::Large => {
                assert!(rules.has(Expansion::INNS_CATHEDRALS));
                assert_ne!(kind, FeatureKind::Garden);
            }
            FigureKind::Builder => {
                assert!(rules.has(Expansion::TRADERS_BUILDERS));
                assert!(matches!(kind, FeatureKind::Road | FeatureKind::City));
                assert!(own_follower(), "a builder without its owner's follower");
            }
            FigureKind::Pig => {
                assert!(rules.has(Expansion::TRADERS_BUILDERS) && rules.farmers);
                assert_eq!(kind, FeatureKind::Field);
                assert!(own_follower(), "a pig without its owner's farmer");
            }
        }
        if kind == FeatureKind::Field {
            assert!(rules.farmers);
        }
    }
}

/// Supply + figures on the map = what each player started with, for every
/// kind: 7 followers, and an abbot, a large follower, a builder and a pig
/// where the rules give them.
fn check_supply(g: &Game) {
    let rules = g.rules();
    for (seat, p) in g.players().iter().enumerate() {
        for kind in FigureKind::ALL {
            let on_map = g
                .figures()
                .iter()
                .filter(|f| f.player as usize == seat && f.kind == kind)
                .count() as u32;
            assert_eq!(
                u32::from(p.supply(kind)) + on_map,
                starting(rules, kind),
                "{kind} of seat {seat}"
            );
        }
    }
}

/// An event's points follow from what it counted.
fn check_event(e: &ScoreEvent, rules: RuleSet, players: usize) {
    assert!(e.points > 0, "{e:?}");
    assert!(e.players != 0, "{e:?}");
    assert!(e.scorers().all(|s| s < players), "{e:?}");
    let tiles = e.tiles.len();
    let arms = u32::from(e.arms);
    if e.inn_or_cathedral {
        assert!(rules.has(Expansion::INNS_CATHEDRALS) && e.complete, "{e:?}");
        assert!(matches!(e.kind, ScoreKind::Road | ScoreKind::City), "{e:?}");
    }
    assert_eq!(e.goods.is_some(), e.kind == ScoreKind::Goods, "{e:?}");
    let expected = match e.kind {
        ScoreKind::Road | ScoreKind::City => {
            let kind = e.kind.feature().expect("a feature");
            check_points(kind, e.points, tiles, arms, e.complete, e.inn_or_cathedral);
            e.points
        }
        ScoreKind::Monastery | ScoreKind::Garden if e.complete => {
            assert_eq!(tiles, 9);
            9
        }
        ScoreKind::Monastery | ScoreKind::Garden => {
            assert!(tiles < 9);
            tiles
        }
        ScoreKind::Field => {
            assert!(!e.complete);
            3 * u32::from(e.cities)
        }
        ScoreKind::Pig => {
            assert!(rules.has(Expansion::TRADERS_BUILDERS) && rules.farmers);
            assert!(e.move_index.is_some(), "a pig scores during the game");
            assert_eq!(e.scorers().count(), 1, "a pig scores for its owner");
            assert!(e.cities >= 1);
            3 * u32::from(e.cities)
        }
        ScoreKind::Goods => {
            assert!(rules.has(Expansion::TRADERS_BUILDERS));
            assert!(e.move_index.is_none(), "goods score at the end");
            10
        }
        ScoreKind::Fairy => {
            assert!(rules.has(Expansion::PRINCESS_DRAGON));
            assert_eq!(e.scorers().count(), 1, "the fairy pays one player");
            assert!(e.points == 1 || e.points == 3, "{e:?}");
            e.points
        }
    };
    assert_eq!(e.points, expected, "{e:?}");
    if e.abbot_recalled {
        assert!(matches!(e.kind, ScoreKind::Monastery | ScoreKind::Garden));
        assert!(!e.complete);
        assert!(e.move_index.is_some());
    }
    if e.move_index.is_some() && !e.abbot_recalled && e.kind != ScoreKind::Pig {
        assert!(e.complete, "mid-game scoring of an open feature: {e:?}");
    }
}

// ------------------------------------------------------------ an independent tracer

/// A feature re-derived from the placed tiles only: its segments, tiles,
/// coats of arms, inn, cathedral and goods, and whether it is open.
struct Traced {
    segments: BTreeSet<(usize, usize)>,
    tiles: BTreeSet<usize>,
    arms: u32,
    inn: bool,
    cathedral: bool,
    goods: [u32; 3],
    open: bool,
}

/// Breadth-first search across matching edges (roads, cities) or half-edges
/// (fields), from segment `local` of tile `start`.
fn trace(g: &Game, cells: &HashMap<Pos, usize>, start: usize, local: usize) -> Traced {
    let mut seen = BTreeSet::from([(start, local)]);
    let mut queue = VecDeque::from([(start, local)]);
    let mut open = false;
    while let Some((ti, li)) = queue.pop_front() {
        let placed = g.tiles()[ti];
        let t = g.tile_type(placed.tile);
        let seg = &t.segments[li];
        let mut next = Vec::new();
        match seg.kind {
            FeatureKind::Road | FeatureKind::City => {
                let edges = seg.edges_rotated(placed.rotation);
                for side in Side::ALL
                    .into_iter()
                    .filter(|s| edges & (1 << s.index()) != 0)
                {
                    match cells.get(&placed.pos.step(side)) {
                        None => open = true,
                        Some(&nj) => {
                            let n = g.tiles()[nj];
                            let nl = g
                                .tile_type(n.tile)
                                .segment_on_edge(n.rotation, side.opposite())
                                .expect("matching edges carry the same feature");
                            next.push((nj, nl));
                        }
                    }
                }
            }
            FeatureKind::Field => {
                let halves = seg.halves_rotated(placed.rotation);
                for h in carcassonne::rules::Half::ALL
                    .into_iter()
                    .filter(|h| halves & (1 << h.index()) != 0)
                {
                    if let Some(&nj) = cells.get(&placed.pos.step(h.side())) {
                        let n = g.tiles()[nj];
                        let nl = g
                            .tile_type(n.tile)
                            .segment_on_half(n.rotation, h.facing())
                            .expect("a field half meets a field half");
                        next.push((nj, nl));
                    }
                }
            }
            FeatureKind::Monastery | FeatureKind::Garden => {}
        }
        for s in next {
            if seen.insert(s) {
                queue.push_back(s);
            }
        }
    }
    let tiles = seen.iter().map(|&(t, _)| t).collect();
    let (mut arms, mut inn, mut cathedral, mut goods) = (0, false, false, [0u32; 3]);
    for &(ti, li) in &seen {
        let s = &g.tile_type(g.tiles()[ti].tile).segments[li];
        arms += u32::from(s.arms);
        inn |= s.inn;
        cathedral |= s.cathedral;
        if let Some(k) = s.goods {
            goods[k.index()] += 1;
        }
    }
    Traced {
        segments: seen,
        tiles,
        arms,
        inn,
        cathedral,
        goods,
        open,
    }
}

/// What a road's or city's scoring counts, as the tracer finds it: its
/// distinct tiles, its coats of arms, and whether an inn (road) or cathedral
/// (city) counts, which it does only when the feature is complete.
fn counted(kind: FeatureKind, t: &Traced, complete: bool) -> Worth {
    let special = match kind {
        FeatureKind::Road => t.inn,
        FeatureKind::City => t.cathedral,
        _ => unreachable!("only roads and cities"),
    };
    Worth::Counted {
        tiles: t.tiles.len() as u32,
        arms: t.arms,
        special: special && complete,
    }
}

/// Bounds a road's or city's points by what it counted, without restating
/// the points table (rules.rs and expansions.rs pin the exact figures on the
/// worked examples of docs/rules.md): every tile and coat of arms counts the
/// same and at least once, and nothing counts more than three times; at the
/// end each counts once; a completed city, or an inn or cathedral, counts
/// each more than once; only a cathedral counts three times.
fn check_points(
    kind: FeatureKind,
    points: u32,
    tiles: u32,
    arms: u32,
    complete: bool,
    special: bool,
) {
    // Written out only when an assertion fails.
    let what = || {
        format!(
            "{kind:?}: {points} points for {tiles} tiles, {arms} arms, complete {complete}, inn or cathedral {special}"
        )
    };
    assert!(kind == FeatureKind::City || arms == 0, "{}", what());
    let each_counted = tiles + arms;
    assert!(each_counted > 0, "{}", what());
    assert_eq!(
        points % each_counted,
        0,
        "every tile and coat of arms counts alike: {}",
        what()
    );
    let each = points / each_counted;
    assert!((1..=3).contains(&each), "{}", what());
    if !complete {
        assert_eq!(each, 1, "{}", what());
    }
    if complete && (kind == FeatureKind::City || special) {
        assert!(each >= 2, "{}", what());
    }
    assert_eq!(
        each == 3,
        kind == FeatureKind::City && special,
        "{}",
        what()
    );
}

/// Checks the engine's feature of every figure against the tracer.
fn check_features(g: &Game) {
    let cells = cells_of(g);
    for f in g.figures() {
        let (ti, li) = (f.tile as usize, f.segment as usize);
        let feature = g.feature_of(ti, li);
        let value = g.feature_value(feature);
        let engine_segments: BTreeSet<(usize, usize)> = g.feature_segments(feature).collect();
        let members = match value.kind {
            FeatureKind::Monastery | FeatureKind::Garden => {
                let around = g.surrounding_count(g.tiles()[ti].pos);
                assert_eq!(value.tiles.len(), 1 + around);
                assert_eq!(value.complete, around == 8);
                assert_eq!(value.value_now, 1 + around);
                assert_eq!(engine_segments, BTreeSet::from([(ti, li)]));
                engine_segments
            }
            kind => {
                let traced = trace(g, &cells, ti, li);
                assert_eq!(engine_segments, traced.segments, "{kind:?} segments");
                let tiles: BTreeSet<usize> = value.tiles.iter().collect();
                assert_eq!(tiles, traced.tiles, "{kind:?} tiles");
                if kind == FeatureKind::Field {
                    assert_eq!(value.cities as usize, traced_cities(g, &cells, &traced));
                    assert_eq!(value.value_now, 3 * u32::from(value.cities));
                } else {
                    assert_eq!(u32::from(value.arms), traced.arms);
                    assert_eq!(value.complete, !traced.open, "{kind:?} closed");
                    assert_eq!(value.inn, traced.inn && kind == FeatureKind::Road);
                    assert_eq!(
                        value.cathedral,
                        traced.cathedral && kind == FeatureKind::City
                    );
                    let goods = value.goods.map(u32::from);
                    if kind == FeatureKind::City {
                        assert_eq!(goods, traced.goods);
                    }
                    // Its worth, bounded by what it counts (see check_points);
                    // finishing it never makes it worth less.
                    let full = value
                        .value_complete
                        .expect("a road or city has a completed value");
                    let (n, special) = (traced.tiles.len() as u32, value.inn || value.cathedral);
                    check_points(kind, full, n, traced.arms, true, special);
                    check_points(
                        kind,
                        value.value_now,
                        n,
                        traced.arms,
                        value.complete,
                        special && value.complete,
                    );
                    assert!(value.value_now <= full, "{kind:?} worth less finished");
                    if value.complete {
                        assert_eq!(value.value_now, full);
                    }
                }
                traced.segments
            }
        };
        // Holders: each seat's strength on the traced feature.
        let mut holders = [0u32; 8];
        for o in g.figures() {
            if members.contains(&(o.tile as usize, o.segment as usize)) {
                holders[o.player as usize] += strength(o.kind);
            }
        }
        assert_eq!(
            value.holders.map(u32::from),
            holders,
            "holders of {:?}",
            value.kind
        );
    }
}

/// The distinct cities a traced field touches, each as its traced segments.
fn touched_cities(g: &Game, cells: &HashMap<Pos, usize>, field: &Traced) -> Vec<Traced> {
    let mut cities: Vec<Traced> = Vec::new();
    for &(ti, li) in &field.segments {
        let t = g.tile_type(g.tiles()[ti].tile);
        let mut mask = t.segments[li].cities;
        while mask != 0 {
            let c = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            if cities.iter().any(|city| city.segments.contains(&(ti, c))) {
                continue;
            }
            cities.push(trace(g, cells, ti, c));
        }
    }
    cities
}

/// Distinct completed cities a traced field touches.
fn traced_cities(g: &Game, cells: &HashMap<Pos, usize>, field: &Traced) -> usize {
    touched_cities(g, cells, field)
        .iter()
        .filter(|c| !c.open)
        .count()
}

// ------------------------------------------------------------ playing

/// Plays one random game from `template` with full checks after every move
/// (the tracer and the scoring oracle when `trace_features`); returns the
/// finished game and its moves, and tallies what it saw in `seen`.
fn play_checked(
    template: &Game,
    seed: u64,
    player: &mut RandomPlayer,
    trace_features: bool,
    seen: &mut Seen,
) -> (Game, Vec<Move>) {
    let mut game = template.clone();
    game.shuffle(seed);
    let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 1);
    let mut moves = Vec::new();
    // The last placer, how many placements in a row they made, and whether
    // their previous placement gave a second turn.
    let mut run: Option<(usize, u32, bool)> = None;
    while let Some(mv) = player.choose(&game, &mut rng) {
        assert_eq!(game.check(&mv), Ok(()), "{mv:?}");
        if let Move::Discard { tile } = mv {
            assert!(game.legal_placements(tile).is_empty());
            assert!(game.any_placement(tile).is_none());
            seen.discards += 1;
        }
        let before = game.clone();
        let report = game
            .apply(&mv)
            .unwrap_or_else(|e| panic!("seed {seed}: legal move refused: {e}"));
        check_move(&before, &mv, &game, &report);
        if let Move::Place { action, .. } = mv {
            let me = before.current_player();
            run = Some(match run {
                Some((p, n, extra)) if p == me => {
                    assert!(extra, "seed {seed}: two turns in a row without a builder");
                    assert!(n < 2, "seed {seed}: three placements in a row");
                    (p, n + 1, report.extra_turn)
                }
                _ => (me, 1, report.extra_turn),
            });
            seen.second_turns += u64::from(report.extra_turn);
            match action.and_then(FigureAction::placed) {
                Some((FigureKind::Builder, _)) => seen.builders_placed += 1,
                Some((FigureKind::Pig, _)) => seen.pigs_placed += 1,
                Some((_, carcassonne::rules::Spot::InnerField)) => seen.inner_farmers += 1,
                _ => {}
            }
            seen.goods_taken += report.goods.iter().map(|&g| u64::from(g)).sum::<u64>();
        }
        if trace_features {
            check_features(&game);
            let facts = check_move_scoring(&before, &mv, &game, &report);
            seen.large_decided += facts.large_decided;
            if !game.is_finished() && game.move_count().is_multiple_of(8) {
                check_final_scoring(&game);
            }
        }
        moves.push(mv);
    }
    if game.rules().has(Expansion::RIVER) {
        check_river(&game);
    }
    assert_eq!(game.pile_len(), 0, "seed {seed}");
    assert!(
        game.is_finished(),
        "seed {seed}: an empty pile ends the game"
    );
    assert_eq!(game.move_count() as usize, moves.len());
    tally(&game, seen);
    (game, moves)
}

/// Adds a finished game's scorings and returned figures to the tallies.
fn tally(game: &Game, seen: &mut Seen) {
    seen.games += 1;
    seen.events += game.events().len() as u64;
    for e in game.events() {
        seen.recalls += u64::from(e.abbot_recalled);
        seen.inns += u64::from(e.inn_or_cathedral && e.kind == ScoreKind::Road);
        seen.cathedrals += u64::from(e.inn_or_cathedral && e.kind == ScoreKind::City);
        seen.goods_majorities += u64::from(e.kind == ScoreKind::Goods);
        seen.pig_scorings += u64::from(e.kind == ScoreKind::Pig);
    }
    for r in game.returned_figures() {
        match r.figure.kind {
            FigureKind::Large => seen.large_scored += u64::from(r.event.is_some()),
            FigureKind::Builder => seen.builders_returned += 1,
            _ => {}
        }
    }
    seen.six_player_games += u64::from(game.players().len() == 6);
}

fn record_of(game: &Game, moves: &[Move], seed: Option<u64>, catalog: &TileCatalog) -> GameRecord {
    let names = (1..=game.players().len())
        .map(|i| format!("Player {i}"))
        .collect();
    GameRecord::of_moves(names, game.rules(), seed, moves, catalog)
}

/// The record round trip: written, read back, replayed, the same game.
fn check_record(game: &Game, moves: &[Move], seed: Option<u64>, catalog: &Arc<TileCatalog>) {
    let record = record_of(game, moves, seed, catalog);
    let text = record.to_ron();
    let parsed = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(parsed, record);
    for (m, r) in moves.iter().zip(&parsed.moves) {
        assert_eq!(&r.to_move(catalog).unwrap(), m);
    }
    let replayed = parsed
        .replay(catalog.clone())
        .unwrap_or_else(|e| panic!("replay: {e}\n{text}"));
    assert!(replayed.is_finished());
    assert_eq!(replayed.players(), game.players());
    assert_eq!(replayed.events(), game.events());
    assert_eq!(replayed.tiles(), game.tiles());
    assert_eq!(replayed.returned_figures(), game.returned_figures());
    assert_eq!(replayed.winners(), game.winners());
}

fn count_discards(moves: &[Move]) -> usize {
    moves
        .iter()
        .filter(|m| matches!(m, Move::Discard { .. }))
        .count()
}

/// Random games for every setup, each move checked, every game replayed from
/// its record; the tracer and the scoring oracle on half of them. Across the
/// run every expansion rule must actually have come up.
#[test]
fn random_games_keep_every_invariant() {
    let catalog = catalog();
    let mut player = RandomPlayer::new();
    let mut seen = Seen::default();
    for (i, (rules, players)) in setups().into_iter().enumerate() {
        let template = Game::new(catalog.clone(), players, rules).unwrap();
        let mut setup_events = 0;
        for g in 0..GAMES_CHECKED {
            let seed = seed_for(i, g);
            let (game, moves) = play_checked(&template, seed, &mut player, g % 2 == 0, &mut seen);
            let with_seed = (g % 2 == 0).then_some(seed);
            check_record(&game, &moves, with_seed, &catalog);
            setup_events += game.events().len();
            assert_eq!(
                game.tiles().len() + count_discards(&moves),
                tiles_in_play(rules),
                "every tile is placed or set aside"
            );
        }
        assert!(setup_events > 0, "{rules:?} with {players}: nothing scored");
    }
    assert!(seen.events > seen.games * 5, "the games score: {seen:?}");
    for (what, n) in [
        ("abbots taken back", seen.recalls),
        ("large followers scored", seen.large_scored),
        ("majorities decided by a large follower", seen.large_decided),
        ("completed inn roads", seen.inns),
        ("completed cathedral cities", seen.cathedrals),
        ("goods taken", seen.goods_taken),
        ("goods majorities", seen.goods_majorities),
        ("builders placed", seen.builders_placed),
        ("builders back", seen.builders_returned),
        ("second turns", seen.second_turns),
        ("pigs placed", seen.pigs_placed),
        ("pig scorings", seen.pig_scorings),
        ("farmers on inner fields", seen.inner_farmers),
        ("six-player games", seen.six_player_games),
    ] {
        assert!(n > 0, "no {what} in {} games: {seen:?}", seen.games);
    }
    // Tiles that fit nowhere are rare; the checks above ran on every one.
    assert!(seen.discards > 0, "no tile was ever set aside: {seen:?}");
}

/// Many more games with the cheap checks only: supply, scores, events, the
/// order of the end-of-game scoring and its goods majorities, second turns
/// only after a builder.
#[test]
fn thousands_of_random_games_conserve_figures_and_scores() {
    let catalog = catalog();
    let mut player = RandomPlayer::new();
    let mut seen = Seen::default();
    for (i, (rules, players)) in setups().into_iter().enumerate() {
        let template = Game::new(catalog.clone(), players, rules).unwrap();
        let mut setup = Seen::default();
        let mut doubles = 0;
        for g in 0..GAMES_QUICK {
            let seed = seed_for(i, 1_000 + g);
            let (game, moves) = random_game(&template, seed, &mut player);
            assert!(game.is_finished() && game.pile_len() == 0, "seed {seed}");
            check_supply(&game);
            assert!(game.figures().is_empty());
            let mut totals = vec![0u32; players];
            for e in game.events() {
                check_event(e, rules, players);
                for s in e.scorers() {
                    totals[s] += e.points;
                }
            }
            let scores: Vec<u32> = game.players().iter().map(|p| p.score).collect();
            assert_eq!(scores, totals, "seed {seed}");
            // Event move indices never go back; end scoring comes last, in order.
            let order: Vec<u32> = game
                .events()
                .iter()
                .map(|e| e.move_index.unwrap_or(u32::MAX))
                .collect();
            assert!(order.windows(2).all(|w| w[0] <= w[1]), "seed {seed}");
            assert!(
                order
                    .iter()
                    .all(|&m| m == u32::MAX || m as usize <= moves.len())
            );
            let end: Vec<Scored> = game
                .events()
                .iter()
                .filter(|e| e.move_index.is_none())
                .map(scored)
                .collect();
            let stages: Vec<u8> = end.iter().map(end_stage).collect();
            assert!(
                stages.windows(2).all(|w| w[0] <= w[1]),
                "seed {seed}: {end:?}"
            );
            // The goods majorities follow from the tokens the players hold.
            let goods: Vec<[u8; 3]> = game.players().iter().map(|p| p.goods).collect();
            let expected: Vec<Scored> = predict_final(&game, &[], &goods);
            let got: Vec<Scored> = end
                .iter()
                .filter(|e| e.0 == ScoreKind::Goods)
                .copied()
                .collect();
            assert_eq!(got, expected, "seed {seed}: goods majorities");
            if !rules.has(Expansion::TRADERS_BUILDERS) {
                assert!(goods.iter().all(|g| *g == [0; 3]));
            }
            // Two placements in a row by one player only with a builder, never three.
            let placers: Vec<u8> = game.tiles()[1..]
                .iter()
                .map(|t| t.placed_by.unwrap())
                .collect();
            for w in placers.windows(2) {
                if w[0] == w[1] {
                    assert!(
                        rules.has(Expansion::TRADERS_BUILDERS),
                        "seed {seed}: a second turn without builders"
                    );
                    doubles += 1;
                }
            }
            assert!(
                placers.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2])),
                "seed {seed}: three placements in a row"
            );
            if !rules.farmers {
                assert_eq!(
                    game.players()
                        .iter()
                        .map(|p| p.by_kind[ScoreKind::Field.index()]
                            + p.by_kind[ScoreKind::Pig.index()])
                        .sum::<u32>(),
                    0
                );
            }
            if !rules.has(Expansion::ABBOT) {
                assert!(game.events().iter().all(|e| e.kind != ScoreKind::Garden));
            }
            assert_eq!(
                game.tiles().len() + count_discards(&moves),
                tiles_in_play(rules)
            );
            tally(&game, &mut setup);
        }
        // Every setup's games score, and each expansion shows up in each of its setups.
        let what = format!("{rules:?} with {players} players: {setup:?}");
        assert!(setup.events > setup.games * 5, "{what}");
        if rules.has(Expansion::INNS_CATHEDRALS) {
            assert!(setup.large_scored > 0 && setup.inns > 0, "{what}");
        }
        if rules.has(Expansion::TRADERS_BUILDERS) {
            assert!(
                setup.goods_majorities > 0 && setup.builders_returned > 0,
                "{what}"
            );
        }

        seen.games += setup.games;
        seen.cathedrals += setup.cathedrals;
        seen.pig_scorings += setup.pig_scorings;
        seen.second_turns += doubles;
        seen.six_player_games += setup.six_player_games;
    }
    // Rarer in random play: over the whole run.
    for (what, n) in [
        ("completed cathedral cities", seen.cathedrals),
        ("pig scorings", seen.pig_scorings),
        ("second turns", seen.second_turns),
        ("six-player games", seen.six_player_games),
    ] {
        assert!(n > 0, "no {what} in {} games", seen.games);
    }
}

/// The same seed gives the same game, move for move; another seed another.
#[test]
fn the_same_seed_gives_the_same_game() {
    let catalog = catalog();
    let mut player = RandomPlayer::new();
    for (i, (rules, players)) in setups().into_iter().enumerate().step_by(3) {
        let template = Game::new(catalog.clone(), players, rules).unwrap();
        let seed = seed_for(i, 77);
        let (a, moves_a) = random_game(&template, seed, &mut player);
        let (b, moves_b) = random_game(&template, seed, &mut RandomPlayer::new());
        assert_eq!(moves_a, moves_b);
        assert_eq!(a.players(), b.players());
        assert_eq!(a.events(), b.events());
        assert_eq!(a.tiles(), b.tiles());
        let (_, moves_c) = random_game(&template, seed + 1, &mut player);
        assert_ne!(moves_a, moves_c);
        // The shuffle alone is fixed by the seed too.
        let mut x = template.clone();
        let mut y = template.clone();
        x.shuffle(seed);
        y.shuffle(seed);
        assert_eq!(x.pile(), y.pile());
        // A seeded record replays the same game, and the pile left after a
        // partial replay is the one the seed dealt.
        let half = moves_a.len() / 2;
        let partial = record_of(&a, &moves_a[..half], Some(seed), &catalog);
        let g = partial.replay(catalog.clone()).unwrap();
        let mut fresh = template.clone();
        fresh.shuffle(seed);
        for mv in &moves_a[..half] {
            fresh.apply(mv).unwrap();
        }
        assert_eq!(g.pile(), fresh.pile());
        assert_eq!(g.players(), fresh.players());
        assert_eq!(g.current_player(), fresh.current_player());
        assert_eq!(g.is_second_turn(), fresh.is_second_turn());
    }
}

/// Every legal placement passes `check_placement` and every offered figure
/// action passes `check`; `with_tile_placed` adds the tile and scores nothing;
/// the figure actions offered are exactly those the rules allow. Two games
/// per setup, every placement of every turn.
#[test]
fn offered_moves_are_legal_moves() {
    let catalog = catalog();
    let mut player = RandomPlayer::new();
    for (i, (rules, players)) in setups().into_iter().enumerate() {
        for g in 0..2 {
            let template = Game::new(catalog.clone(), players, rules).unwrap();
            let mut game = template.clone();
            let seed = seed_for(i, 5 + g);
            game.shuffle(seed);
            let mut rng = Rng::new(seed);
            while let Some(mv) = player.choose(&game, &mut rng) {
                if let Some(tile) = game.next_tile() {
                    for p in game.legal_placements(tile) {
                        assert_eq!(game.check_placement(tile, p), Ok(()));
                        let preview = game.with_tile_placed(tile, p).unwrap();
                        assert_eq!(preview.tiles().len(), game.tiles().len() + 1);
                        assert_eq!(preview.events(), game.events());
                        assert_eq!(preview.players(), game.players());
                        let options = game.figure_options(tile, p);
                        for a in &options {
                            let m = Move::place(tile, p, Some(*a));
                            assert_eq!(game.check(&m), Ok(()), "{m:?}");
                        }
                        check_claims(&game, &preview, tile, p, &options);
                    }
                }
                game.apply(&mv).unwrap();
            }
            assert!(game.is_finished());
        }
    }
}

/// The figure actions open after placing `tile` at `p` (`preview` has it
/// placed), from the rules: a follower or the large follower on a road, city
/// or field of the new tile whose whole feature holds no follower (fields
/// with farmers on), or on its monastery; the abbot on its monastery or
/// garden; the builder on a road or city, the pig on a field, whose feature
/// holds one of the player's followers (large included); taking back an
/// abbot on the map. Each only with the figure in supply and its rules on.
fn check_claims(
    game: &Game,
    preview: &Game,
    tile: carcassonne::rules::TileTypeId,
    p: carcassonne::rules::Placement,
    options: &[FigureAction],
) {
    let rules = game.rules();
    let t = game.tile_type(tile);
    let index = preview.tiles().len() - 1;
    let seat = game.current_player();
    let me = &game.players()[seat];
    let mut expected = Vec::new();
    for (local, seg) in t.segments.iter().enumerate() {
        let spot = Game::spot_name(t, p.rotation, local);
        let feature = preview.feature_of(index, local);
        let on_it: Vec<&carcassonne::rules::Figure> = preview
            .figures()
            .iter()
            .filter(|f| preview.feature_of(f.tile as usize, f.segment as usize) == feature)
            .collect();
        let occupied = on_it.iter().any(|f| strength(f.kind) > 0);
        let own_follower = on_it.iter().any(|f| {
            f.player as usize == seat && matches!(f.kind, FigureKind::Follower | FigureKind::Large)
        });
        let claimable = match seg.kind {
            FeatureKind::Road | FeatureKind::City => !occupied,
            FeatureKind::Field => rules.farmers && !occupied,
            FeatureKind::Monastery => true,
            FeatureKind::Garden => false,
        };
        if claimable && me.supply(FigureKind::Follower) > 0 {
            expected.push(FigureAction::Put(FigureKind::Follower, spot));
        }
        if claimable && rules.has(Expansion::INNS_CATHEDRALS) && me.supply(FigureKind::Large) > 0 {
            expected.push(FigureAction::Put(FigureKind::Large, spot));
        }
        let cloister = matches!(seg.kind, FeatureKind::Monastery | FeatureKind::Garden);
        if cloister && rules.has(Expansion::ABBOT) && me.supply(FigureKind::Abbot) > 0 {
            expected.push(FigureAction::Put(FigureKind::Abbot, spot));
        }
        let road_or_city = matches!(seg.kind, FeatureKind::Road | FeatureKind::City);
        if road_or_city
            && own_follower
            && rules.has(Expansion::TRADERS_BUILDERS)
            && me.supply(FigureKind::Builder) > 0
        {
            expected.push(FigureAction::Put(FigureKind::Builder, spot));
        }
        if seg.kind == FeatureKind::Field && own_follower && me.supply(FigureKind::Pig) > 0 {
            assert!(rules.has(Expansion::TRADERS_BUILDERS) && rules.farmers);
            expected.push(FigureAction::Put(FigureKind::Pig, spot));
        }
    }
    for f in game.figures() {
        if f.player as usize == seat && f.kind == FigureKind::Abbot {
            expected.push(FigureAction::RecallAbbot(game.tiles()[f.tile as usize].pos));
        }
    }
    for a in options {
        assert!(
            expected.contains(a),
            "{a:?} offered for {} at {}",
            t.id,
            p.pos
        );
    }
    for a in &expected {
        assert!(
            options.contains(a),
            "{a:?} not offered for {} at {}",
            t.id,
            p.pos
        );
    }
    assert_eq!(options.len(), expected.len(), "{options:?}");
}

/// The river, traced tile by tile from the spring: each river tile continues
/// the one before, the bends alternate (straight pieces in between change
/// nothing), and the lake ends it.
fn check_river(g: &Game) {
    use carcassonne::rules::EdgeKind;
    let river: Vec<_> = g
        .tiles()
        .iter()
        .filter(|t| g.tile_type(t.tile).is_river())
        .collect();
    assert_eq!(river.len(), 12);
    assert!(
        g.tiles()[..12]
            .iter()
            .all(|t| g.tile_type(t.tile).is_river()),
        "the river comes first"
    );
    assert_eq!(g.tile_type(river[0].tile).id, "river_A");
    assert_eq!(g.tile_type(river[11].tile).id, "river_L");
    let mut last_bend = None;
    for w in river.windows(2) {
        let (prev, cur) = (w[0], w[1]);
        let t = g.tile_type(cur.tile);
        let entry = Side::ALL
            .into_iter()
            .find(|&s| cur.pos.step(s) == prev.pos)
            .expect("each river tile touches the one before");
        assert_eq!(t.edge(cur.rotation, entry), EdgeKind::River);
        let exit = Side::ALL
            .into_iter()
            .find(|&s| s != entry && t.edge(cur.rotation, s) == EdgeKind::River);
        let Some(exit) = exit else {
            assert_eq!(t.id, "river_L");
            continue;
        };
        let heading = entry.opposite();
        if exit != heading {
            let bend = exit == heading.rotated(1);
            assert_ne!(Some(bend), last_bend, "the river turns the same way twice");
            last_bend = Some(bend);
        }
    }
}

// ------------------------------------------------------------ a scoring oracle

/// One scoring as the oracle predicts it: kind, worth, scorer mask, abbot
/// taken back, goods of a goods majority.
type Scored = (ScoreKind, Worth, u8, bool, Option<Goods>);

/// What the oracle predicts of a scoring's worth: the points, or for a road
/// or city what it counts (its points are bounded by [`check_points`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Worth {
    Points(u32),
    Counted {
        tiles: u32,
        arms: u32,
        special: bool,
    },
}

fn scored(e: &ScoreEvent) -> Scored {
    let worth = match e.kind {
        ScoreKind::Road | ScoreKind::City => Worth::Counted {
            tiles: e.tiles.len(),
            arms: u32::from(e.arms),
            special: e.inn_or_cathedral,
        },
        _ => Worth::Points(e.points),
    };
    (e.kind, worth, e.players, e.abbot_recalled, e.goods)
}

/// A figure as the oracle tracks it: seat, kind, tile index, segment.
type Fig = (u8, FigureKind, usize, usize);

fn figs_of(g: &Game) -> Vec<Fig> {
    g.figures()
        .iter()
        .map(|f| (f.player, f.kind, f.tile as usize, f.segment as usize))
        .collect()
}

/// The seats with the greatest strength among `owners` (ties all score), as
/// a mask; none if nobody has any strength there.
fn majority(owners: &[Fig]) -> u8 {
    let mut count = [0u32; 8];
    for &(p, kind, _, _) in owners {
        count[p as usize] += strength(kind);
    }
    let best = *count.iter().max().unwrap();
    (0..8)
        .filter(|&p| best > 0 && count[p] == best)
        .fold(0, |m, p| m | 1 << p)
}

/// Whether the majority needed the large follower to count two: with it
/// counted as one the mask would differ.
fn large_decides(owners: &[Fig]) -> bool {
    let as_one: Vec<Fig> = owners
        .iter()
        .map(|&(p, k, t, s)| {
            let k = if k == FigureKind::Large {
                FigureKind::Follower
            } else {
                k
            };
            (p, k, t, s)
        })
        .collect();
    majority(owners) != majority(&as_one)
}

/// Takes the figures standing on `members` out of `figures`.
fn take_from(figures: &mut Vec<Fig>, members: &BTreeSet<(usize, usize)>) -> Vec<Fig> {
    let (on, off): (Vec<Fig>, Vec<Fig>) = figures
        .iter()
        .partition(|&&(_, _, t, s)| members.contains(&(t, s)));
    *figures = off;
    on
}

fn cells_of(g: &Game) -> HashMap<Pos, usize> {
    g.tiles()
        .iter()
        .enumerate()
        .map(|(i, t)| (t.pos, i))
        .collect()
}

/// The order of scorings within one move: taking back the abbot, roads and
/// cities, monasteries and gardens, pigs.
fn move_stage(s: &Scored) -> u8 {
    match s.0 {
        _ if s.3 => 0,
        ScoreKind::Road | ScoreKind::City => 1,
        ScoreKind::Monastery | ScoreKind::Garden => 2,
        ScoreKind::Pig => 3,
        other => panic!("no {other} scoring during the game"),
    }
}

/// The order of end-of-game scoring: roads, cities, monasteries and gardens,
/// fields, goods.
fn end_stage(s: &Scored) -> u8 {
    match s.0 {
        ScoreKind::Road => 0,
        ScoreKind::City => 1,
        ScoreKind::Monastery | ScoreKind::Garden => 2,
        ScoreKind::Field => 3,
        ScoreKind::Goods => 4,
        ScoreKind::Pig => panic!("no pig scoring at the end"),
        ScoreKind::Fairy => panic!("the fairy pays with its follower's feature, not alone"),
    }
}

/// Compares scorings in their stages: the stages come in order, and within a
/// stage the scorings are the predicted ones in any order.
fn assert_staged(got: &[Scored], expected: &[Scored], stage: fn(&Scored) -> u8, what: &str) {
    let stages: Vec<u8> = got.iter().map(stage).collect();
    assert!(
        stages.windows(2).all(|w| w[0] <= w[1]),
        "{what}: out of order {got:?}"
    );
    let mut got = got.to_vec();
    let mut expected = expected.to_vec();
    got.sort_by_key(|s| (stage(s), *s));
    expected.sort_by_key(|s| (stage(s), *s));
    assert_eq!(got, expected, "{what}");
}

/// What the oracle found a move did, for the run's tallies.
#[derive(Default)]
struct MoveFacts {
    large_decided: u64,
}

/// Predicts the scorings of one placement from the map with the tile laid
/// (`with_tile_placed`) and the tracer: the abbot taken back, completed roads
/// and cities (majority by strength, inns, cathedrals), the goods the mover
/// takes, monasteries and gardens, pigs; the figures that come back; whether
/// the builder gives a second turn; and if the move ends the game, the
/// end-of-game scoring. Compares all of it with the engine's.
fn check_move_scoring(before: &Game, mv: &Move, after: &Game, report: &TurnReport) -> MoveFacts {
    let mut facts = MoveFacts::default();
    let Move::Place {
        tile,
        placement,
        action,
        ..
    } = *mv
    else {
        return facts;
    };
    let rules = before.rules();
    let preview = before.with_tile_placed(tile, placement).unwrap();
    let cells = cells_of(&preview);
    let new = preview.tiles().len() - 1;
    let t = preview.tile_type(tile);
    let me = before.current_player() as u8;
    let mut figures = figs_of(before);
    // The builder's second turn: a road or city of the new tile in the
    // feature of the mover's builder already on the map, on a first turn.
    let builder = figures
        .iter()
        .find(|&&(p, k, _, _)| p == me && k == FigureKind::Builder)
        .copied();
    let extends = builder.is_some_and(|(_, _, bt, bs)| {
        t.segments.iter().enumerate().any(|(local, seg)| {
            matches!(seg.kind, FeatureKind::Road | FeatureKind::City)
                && trace(&preview, &cells, new, local)
                    .segments
                    .contains(&(bt, bs))
        })
    });
    assert_eq!(
        report.extra_turn,
        extends && !before.is_second_turn() && !after.is_finished(),
        "second turn at move {}",
        after.move_count()
    );
    let mut expected: Vec<Scored> = Vec::new();
    let mut back: Vec<Fig> = Vec::new();
    match action {
        Some(FigureAction::RecallAbbot(pos)) => {
            let i = figures
                .iter()
                .position(|&(p, k, ti, _)| {
                    p == me && k == FigureKind::Abbot && preview.tiles()[ti].pos == pos
                })
                .unwrap();
            let (_, _, ti, seg) = figures[i];
            let around = preview.surrounding_count(pos);
            if around < 8 {
                let kind = preview.tile_type(preview.tiles()[ti].tile).segments[seg].kind;
                expected.push((kind.into(), Worth::Points(1 + around), 1 << me, true, None));
                back.push(figures.remove(i));
            }
        }
        Some(a) => {
            let (kind, spot) = a.placed().unwrap();
            let local = Game::spot_segment(t, placement.rotation, spot).unwrap();
            figures.push((me, kind, new, local));
        }
        None => {}
    }
    // Roads and cities of the new tile that are now closed.
    let mut done: Vec<BTreeSet<(usize, usize)>> = Vec::new();
    let mut goods = [0u32; 3];
    let mut arms_cities: Vec<BTreeSet<(usize, usize)>> = Vec::new();
    for (local, seg) in t.segments.iter().enumerate() {
        if !matches!(seg.kind, FeatureKind::Road | FeatureKind::City) {
            continue;
        }
        let traced = trace(&preview, &cells, new, local);
        if traced.open || done.contains(&traced.segments) {
            continue;
        }
        if seg.kind == FeatureKind::City && rules.has(Expansion::TRADERS_BUILDERS) {
            for (sum, have) in goods.iter_mut().zip(traced.goods) {
                *sum += have;
            }
            if traced.arms > 0 {
                arms_cities.push(traced.segments.clone());
            }
        }
        let owners = take_from(&mut figures, &traced.segments);
        let mask = majority(&owners);
        if mask != 0 {
            let worth = counted(seg.kind, &traced, true);
            expected.push((seg.kind.into(), worth, mask, false, None));
            facts.large_decided += u64::from(large_decides(&owners));
        }
        back.extend(owners);
        done.push(traced.segments);
    }
    assert_eq!(
        report.goods.map(u32::from),
        goods,
        "goods taken at move {}",
        after.move_count()
    );
    // Monasteries and gardens on and around the new tile.
    let pos = placement.pos;
    for p in std::iter::once(pos).chain(pos.surrounding()) {
        let Some(&ti) = cells.get(&p) else { continue };
        if preview.surrounding_count(p) < 8 {
            continue;
        }
        let tt = preview.tile_type(preview.tiles()[ti].tile);
        for seg in [tt.monastery, tt.garden].into_iter().flatten() {
            let owners = take_from(&mut figures, &BTreeSet::from([(ti, seg as usize)]));
            let mask = majority(&owners);
            if mask != 0 {
                let kind = tt.segments[seg as usize].kind;
                expected.push((kind.into(), Worth::Points(9), mask, false, None));
                facts.large_decided += u64::from(large_decides(&owners));
            }
            back.extend(owners);
        }
    }
    // Pigs whose field touches an arms city this move completed: 3 for each
    // completed city of the field, to the pig's owner; the pig comes back.
    if !arms_cities.is_empty() {
        let pigs: Vec<Fig> = figures
            .iter()
            .filter(|f| f.1 == FigureKind::Pig)
            .copied()
            .collect();
        for pig in pigs {
            let field = trace(&preview, &cells, pig.2, pig.3);
            let cities = touched_cities(&preview, &cells, &field);
            if cities.iter().any(|c| arms_cities.contains(&c.segments)) {
                let closed = cities.iter().filter(|c| !c.open).count() as u32;
                let worth = Worth::Points(3 * closed);
                expected.push((ScoreKind::Pig, worth, 1 << pig.0, false, None));
                figures.retain(|f| *f != pig);
                back.push(pig);
            }
        }
    }
    let move_index = after.move_count();
    let got: Vec<Scored> = after.events()[report.events.clone()]
        .iter()
        .filter(|e| e.move_index.is_some())
        .map(scored)
        .collect();
    assert_staged(
        &got,
        &expected,
        move_stage,
        &format!("move {move_index} ({mv:?})"),
    );
    // The figures that came back, with this move or at the end.
    let returned = &after.returned_figures()[report.returned.clone()];
    let as_fig = |r: &carcassonne::rules::ReturnedFigure| -> Fig {
        let f = r.figure;
        (f.player, f.kind, f.tile as usize, f.segment as usize)
    };
    let mut now: Vec<Fig> = returned
        .iter()
        .filter(|r| r.move_index.is_some())
        .map(as_fig)
        .collect();
    for r in returned {
        assert_eq!(r.pos, preview.tiles()[r.figure.tile as usize].pos);
        if let Some(i) = r.event {
            assert!(report.events.contains(&i), "{r:?}");
            assert_eq!(r.move_index, after.events()[i].move_index, "{r:?}");
        }
        if let Some(m) = r.move_index {
            assert_eq!(m, move_index);
        }
    }
    now.sort();
    back.sort();
    assert_eq!(now, back, "figures back at move {move_index}");
    if !after.is_finished() {
        let mut on_map = figs_of(after);
        on_map.sort();
        figures.sort();
        assert_eq!(
            on_map, figures,
            "figures on the map after move {move_index}"
        );
    } else {
        // The last move: the end-of-game scoring of what it left.
        let mut goods: Vec<[u8; 3]> = before.players().iter().map(|p| p.goods).collect();
        for (have, taken) in goods[me as usize].iter_mut().zip(report.goods) {
            *have += taken;
        }
        let expected_end = predict_final(&preview, &figures, &goods);
        let got_end: Vec<Scored> = after.events()[report.events.clone()]
            .iter()
            .filter(|e| e.move_index.is_none())
            .map(scored)
            .collect();
        assert_staged(&got_end, &expected_end, end_stage, "end of game");
        let mut at_end: Vec<Fig> = returned
            .iter()
            .filter(|r| r.move_index.is_none())
            .map(as_fig)
            .collect();
        at_end.sort();
        figures.sort();
        assert_eq!(at_end, figures, "figures back at the end");
    }
    facts
}

/// The end-of-game scoring of `figures` on the map of `g`, with the players'
/// goods tokens `goods`: unfinished roads (1 per tile) and cities (1 per tile
/// and coat of arms), monasteries and gardens (1 + neighbours), fields (3 per
/// completed city), each to its majority by strength; then 10 for each goods
/// kind to the players with the most (none to a player without).
fn predict_final(g: &Game, figures: &[Fig], goods: &[[u8; 3]]) -> Vec<Scored> {
    let cells = cells_of(g);
    let mut figures = figures.to_vec();
    let mut expected: Vec<Scored> = Vec::new();
    while let Some(&(_, _, ti, seg)) = figures.first() {
        let kind = g.tile_type(g.tiles()[ti].tile).segments[seg].kind;
        let (members, worth) = match kind {
            FeatureKind::Monastery | FeatureKind::Garden => (
                BTreeSet::from([(ti, seg)]),
                Worth::Points(1 + g.surrounding_count(g.tiles()[ti].pos)),
            ),
            FeatureKind::Road | FeatureKind::City => {
                let traced = trace(g, &cells, ti, seg);
                assert!(traced.open, "a completed feature kept its figures");
                let worth = counted(kind, &traced, false);
                (traced.segments, worth)
            }
            FeatureKind::Field => {
                let traced = trace(g, &cells, ti, seg);
                let cities = traced_cities(g, &cells, &traced) as u32;
                (traced.segments, Worth::Points(3 * cities))
            }
        };
        let owners = take_from(&mut figures, &members);
        let mask = majority(&owners);
        if worth != Worth::Points(0) && mask != 0 {
            expected.push((kind.into(), worth, mask, false, None));
        }
    }
    for k in Goods::ALL {
        let best = goods.iter().map(|g| g[k.index()]).max().unwrap_or(0);
        if best > 0 {
            let mask = (0..goods.len())
                .filter(|&p| goods[p][k.index()] == best)
                .fold(0u8, |m, p| m | 1 << p);
            expected.push((ScoreKind::Goods, Worth::Points(10), mask, false, Some(k)));
        }
    }
    expected
}

/// Predicts end-of-game scoring from the map as it stands, applies
/// `final_scoring` to a copy and compares, stage by stage.
fn check_final_scoring(g: &Game) {
    let goods: Vec<[u8; 3]> = g.players().iter().map(|p| p.goods).collect();
    let expected = predict_final(g, &figs_of(g), &goods);
    let mut end = g.clone();
    end.final_scoring();
    assert!(end.is_finished());
    assert!(end.figures().is_empty());
    let got: Vec<Scored> = end.events()[g.events().len()..]
        .iter()
        .map(|e| {
            assert_eq!(e.move_index, None);
            scored(e)
        })
        .collect();
    assert_staged(
        &got,
        &expected,
        end_stage,
        &format!("end of game at move {}", g.move_count()),
    );
    // And the scores add up.
    for (seat, (a, b)) in g.players().iter().zip(end.players()).enumerate() {
        let gained: u32 = end.events()[g.events().len()..]
            .iter()
            .filter(|e| e.players & (1 << seat) != 0)
            .map(|e| e.points)
            .sum();
        assert_eq!(b.score, a.score + gained);
    }
}
