//! Properties of thousands of random legal games with fixed seeds, for every
//! combination of farmers/abbot/river and 2 to 5 players: no panic, figures
//! conserved, scores never drop, every event's points go to its scorers, the
//! pile empties and ends the game, records replay to the same game, the same
//! seed gives the same game. An independent tracer re-derives every feature
//! that holds a figure from the tile data and checks the engine's view of it.

use crate::common::catalog;
use carcassonne::rules::random::Rng;
use carcassonne::rules::record::{GameRecord, RecordMove};
use carcassonne::rules::sim::{RandomPlayer, random_game};
use carcassonne::rules::{
    FeatureKind, FigureKind, Game, Move, Pos, RuleSet, ScoreEvent, ScoreKind, Side, TileCatalog,
};
use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::Arc;

const FOLLOWERS: u32 = 7;
/// Games per setup with every move checked (the feature tracer on half).
const GAMES_CHECKED: u64 = 40;
/// Games per setup with the cheaper end-of-game checks.
const GAMES_QUICK: u64 = 300;

/// Every rule combination with every player count.
fn setups() -> Vec<(RuleSet, usize)> {
    let mut out = Vec::new();
    for bits in 0..8u8 {
        let rules = RuleSet {
            farmers: bits & 1 == 0,
            abbot: bits & 2 != 0,
            river: bits & 4 != 0,
            ..RuleSet::default()
        };
        for players in 2..=5 {
            out.push((rules, players));
        }
    }
    out
}

fn seed_for(setup: usize, game: u64) -> u64 {
    (setup as u64) << 32 | game
}

// ------------------------------------------------------------ invariants per move

/// Checks everything that must hold after `mv` took `before` to `after`.
fn check_move(before: &Game, mv: &Move, after: &Game, report_events: std::ops::Range<usize>) {
    let rules = after.rules();
    let n = after.players().len();
    let move_index = after.move_count();
    assert_eq!(move_index, before.move_count() + 1);
    assert_eq!(report_events, before.events().len()..after.events().len());
    // Events so far are kept; new ones belong to this move or to the end.
    assert_eq!(&after.events()[..before.events().len()], before.events());
    let new = &after.events()[before.events().len()..];
    let mut gained = vec![0u32; n];
    for e in new {
        check_event(e, n);
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
    for (seat, (b, a)) in before.players().iter().zip(after.players()).enumerate() {
        assert!(a.score >= b.score, "score dropped for seat {seat}");
        assert_eq!(a.score - b.score, gained[seat], "seat {seat} after {mv:?}");
        for k in FeatureKind::ALL {
            assert!(a.by_kind[k.index()] >= b.by_kind[k.index()]);
        }
        assert_eq!(a.by_kind.iter().sum::<u32>(), a.score);
    }
    check_supply(after);
    // Turn order: a discard keeps the player, a placement passes the turn.
    match mv {
        Move::Discard { .. } => {
            assert_eq!(after.current_player(), before.current_player());
            assert_eq!(after.tiles().len(), before.tiles().len());
        }
        Move::Place { placement, .. } => {
            assert_eq!(after.current_player(), (before.current_player() + 1) % n);
            assert_eq!(after.tiles().len(), before.tiles().len() + 1);
            let placed = after.tiles().last().unwrap();
            assert_eq!(placed.pos, placement.pos);
            assert_eq!(placed.placed_by, Some(before.current_player() as u8));
            assert_eq!(placed.move_index, move_index);
        }
    }
    assert_eq!(after.pile_len() + 1, before.pile_len());
    // Farmers stay until the end.
    if !after.is_finished() {
        let farmers = |g: &Game| {
            g.figures()
                .iter()
                .filter(|f| figure_kind(g, f) == FeatureKind::Field)
                .count()
        };
        assert!(farmers(after) >= farmers(before));
        assert!(rules.farmers || farmers(after) == 0);
    }
    // No completed feature keeps a figure after the scoring step.
    for f in after.figures() {
        let feature = after.feature_of(f.tile as usize, f.segment as usize);
        assert!(
            !after.is_complete(feature),
            "a figure stays on a completed {:?} after move {move_index}",
            after.feature_kind(feature)
        );
        match f.kind {
            FigureKind::Abbot => {
                assert!(rules.abbot);
                assert!(matches!(
                    after.feature_kind(feature),
                    FeatureKind::Monastery | FeatureKind::Garden
                ));
            }
            FigureKind::Follower => {
                assert_ne!(after.feature_kind(feature), FeatureKind::Garden);
            }
            other => panic!("no {other} without the expansions"),
        }
    }
    if after.is_finished() {
        assert!(
            after.figures().is_empty(),
            "every figure comes back at the end"
        );
    }
}

fn figure_kind(g: &Game, f: &carcassonne::rules::Figure) -> FeatureKind {
    let placed = g.tiles()[f.tile as usize];
    g.tile_type(placed.tile).segments[f.segment as usize].kind
}

/// Supply + figures on the map = 7 followers (1 abbot with the Abbot rule).
fn check_supply(g: &Game) {
    let abbot = u32::from(g.rules().abbot);
    for (seat, p) in g.players().iter().enumerate() {
        let on_map = |kind| {
            g.figures()
                .iter()
                .filter(|f| f.player as usize == seat && f.kind == kind)
                .count() as u32
        };
        assert_eq!(
            u32::from(p.followers) + on_map(FigureKind::Follower),
            FOLLOWERS,
            "followers of seat {seat}"
        );
        assert_eq!(
            u32::from(p.abbots) + on_map(FigureKind::Abbot),
            abbot,
            "abbot of seat {seat}"
        );
    }
}

/// An event's points follow from what it counted.
fn check_event(e: &ScoreEvent, players: usize) {
    assert!(e.points > 0, "{e:?}");
    assert!(e.players != 0, "{e:?}");
    assert!(e.scorers().all(|s| s < players), "{e:?}");
    let tiles = e.tiles.len();
    let expected = match e.kind {
        ScoreKind::Road => tiles,
        ScoreKind::City if e.complete => 2 * (tiles + u32::from(e.arms)),
        ScoreKind::City => tiles + u32::from(e.arms),
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
        other => panic!("no {other} scoring without the expansions"),
    };
    assert_eq!(e.points, expected, "{e:?}");
    if e.abbot_recalled {
        assert!(matches!(e.kind, ScoreKind::Monastery | ScoreKind::Garden));
        assert!(!e.complete);
        assert!(e.move_index.is_some());
    }
    if e.move_index.is_some() && !e.abbot_recalled {
        assert!(e.complete, "mid-game scoring of an open feature: {e:?}");
    }
}

// ------------------------------------------------------------ an independent tracer

/// A feature re-derived from the placed tiles only: its segments, tiles,
/// coats of arms, whether it is closed, and the completed cities it touches.
struct Traced {
    segments: BTreeSet<(usize, usize)>,
    tiles: BTreeSet<usize>,
    arms: u32,
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
    let arms = seen
        .iter()
        .map(|&(ti, li)| {
            let t = g.tile_type(g.tiles()[ti].tile);
            u32::from(t.segments[li].arms)
        })
        .sum();
    Traced {
        segments: seen,
        tiles,
        arms,
        open,
    }
}

/// Checks the engine's feature of every figure against the tracer.
fn check_features(g: &Game) {
    let cells: HashMap<Pos, usize> = g
        .tiles()
        .iter()
        .enumerate()
        .map(|(i, t)| (t.pos, i))
        .collect();
    for f in g.figures() {
        let (ti, li) = (f.tile as usize, f.segment as usize);
        let feature = g.feature_of(ti, li);
        let value = g.feature_value(feature);
        let engine_segments: BTreeSet<(usize, usize)> = g.feature_segments(feature).collect();
        match value.kind {
            FeatureKind::Monastery | FeatureKind::Garden => {
                let around = g.surrounding_count(g.tiles()[ti].pos);
                assert_eq!(value.tiles.len(), 1 + around);
                assert_eq!(value.complete, around == 8);
                assert_eq!(engine_segments, BTreeSet::from([(ti, li)]));
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
                    let n = traced.tiles.len() as u32 + traced.arms;
                    let full = if kind == FeatureKind::City { 2 * n } else { n };
                    assert_eq!(value.value_complete, Some(full));
                    assert_eq!(value.value_now, if value.complete { full } else { n });
                }
            }
        }
        // Holders count the figures standing on the traced feature.
        let on_feature = g
            .figures()
            .iter()
            .filter(|o| g.feature_of(o.tile as usize, o.segment as usize) == feature)
            .count();
        assert_eq!(
            value.holders.iter().map(|&h| h as usize).sum::<usize>(),
            on_feature
        );
    }
}

/// Distinct completed cities a traced field touches.
fn traced_cities(g: &Game, cells: &HashMap<Pos, usize>, field: &Traced) -> usize {
    let mut cities: Vec<BTreeSet<(usize, usize)>> = Vec::new();
    for &(ti, li) in &field.segments {
        let t = g.tile_type(g.tiles()[ti].tile);
        let mut mask = t.segments[li].cities;
        while mask != 0 {
            let c = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            if cities.iter().any(|city| city.contains(&(ti, c))) {
                continue;
            }
            let city = trace(g, cells, ti, c);
            if !city.open {
                cities.push(city.segments);
            }
        }
    }
    cities.len()
}

// ------------------------------------------------------------ playing

/// Plays one random game from `template` with full checks after every move;
/// returns the finished game and its moves.
fn play_checked(
    template: &Game,
    seed: u64,
    player: &mut RandomPlayer,
    trace_features: bool,
) -> (Game, Vec<Move>) {
    let mut game = template.clone();
    game.shuffle(seed);
    let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 1);
    let mut moves = Vec::new();
    while let Some(mv) = player.choose(&game, &mut rng) {
        assert_eq!(game.check(&mv), Ok(()), "{mv:?}");
        if let Move::Discard { tile } = mv {
            assert!(game.legal_placements(tile).is_empty());
            assert!(game.any_placement(tile).is_none());
        }
        let before = game.clone();
        let report = game
            .apply(&mv)
            .unwrap_or_else(|e| panic!("seed {seed}: legal move refused: {e}"));
        assert_eq!(report.move_index, game.move_count());
        assert_eq!(report.finished, game.is_finished());
        check_move(&before, &mv, &game, report.events);
        if trace_features {
            check_features(&game);
            check_move_scoring(&before, &mv, &game);
            if !game.is_finished() && game.move_count().is_multiple_of(8) {
                check_final_scoring(&game);
            }
        }
        moves.push(mv);
    }
    if game.rules().river {
        check_river(&game);
    }
    assert_eq!(game.pile_len(), 0, "seed {seed}");
    assert!(
        game.is_finished(),
        "seed {seed}: an empty pile ends the game"
    );
    assert_eq!(game.move_count() as usize, moves.len());
    (game, moves)
}

fn record_of(game: &Game, moves: &[Move], seed: Option<u64>, catalog: &TileCatalog) -> GameRecord {
    GameRecord {
        players: (1..=game.players().len())
            .map(|i| format!("Player {i}"))
            .collect(),
        rules: game.rules(),
        seed,
        moves: moves
            .iter()
            .map(|m| RecordMove::from_move(m, catalog))
            .collect(),
        colours: None,
        helpers: None,
    }
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
    assert_eq!(replayed.winners(), game.winners());
}

/// Many random games per setup, each move checked, every game replayed from
/// its record; the feature tracer on some of them.
#[test]
fn random_games_keep_every_invariant() {
    let catalog = catalog();
    let mut player = RandomPlayer::new();
    let mut total = 0u64;
    let mut events = 0u64;
    let mut discards = 0;
    let mut recalls = 0;
    for (i, (rules, players)) in setups().into_iter().enumerate() {
        let template = Game::new(catalog.clone(), players, rules).unwrap();
        for g in 0..GAMES_CHECKED {
            let seed = seed_for(i, g);
            let (game, moves) = play_checked(&template, seed, &mut player, g % 2 == 0);
            let with_seed = (g % 2 == 0).then_some(seed);
            check_record(&game, &moves, with_seed, &catalog);
            total += 1;
            events += game.events().len() as u64;
            discards += moves
                .iter()
                .filter(|m| matches!(m, Move::Discard { .. }))
                .count();
            recalls += game.events().iter().filter(|e| e.abbot_recalled).count();
            let tiles = if rules.river { 83 } else { 72 };
            assert_eq!(game.tiles().len() + count_discards(&moves), tiles);
        }
    }
    assert_eq!(total, 32 * GAMES_CHECKED);
    assert!(events > total * 5, "the games score: {events} events");
    assert!(recalls > 0, "some abbots are taken back");
    // Discards are rare but the check above ran on them whenever they came.
    let _ = discards;
}

fn count_discards(moves: &[Move]) -> usize {
    moves
        .iter()
        .filter(|m| matches!(m, Move::Discard { .. }))
        .count()
}

/// Many more games with the cheap checks only: supply, scores, events.
#[test]
fn thousands_of_random_games_conserve_figures_and_scores() {
    let catalog = catalog();
    let mut player = RandomPlayer::new();
    let mut games = 0;
    for (i, (rules, players)) in setups().into_iter().enumerate() {
        let template = Game::new(catalog.clone(), players, rules).unwrap();
        for g in 0..GAMES_QUICK {
            let seed = seed_for(i, 1_000 + g);
            let (game, moves) = random_game(&template, seed, &mut player);
            assert!(game.is_finished() && game.pile_len() == 0, "seed {seed}");
            check_supply(&game);
            assert!(game.figures().is_empty());
            let mut totals = vec![0u32; players];
            for e in game.events() {
                check_event(e, players);
                for s in e.scorers() {
                    totals[s] += e.points;
                }
            }
            let scores: Vec<u32> = game.players().iter().map(|p| p.score).collect();
            assert_eq!(scores, totals, "seed {seed}");
            // Event move indices never go back; end scoring comes last.
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
            if !rules.farmers {
                assert_eq!(game.players().iter().map(|p| p.by_kind[4]).sum::<u32>(), 0);
            }
            if !rules.abbot {
                assert!(game.events().iter().all(|e| e.kind != ScoreKind::Garden));
            }
            games += 1;
        }
    }
    assert_eq!(games, 32 * GAMES_QUICK);
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
    }
}

/// Every legal placement passes `check_placement` and every offered figure
/// action passes `check`; `with_tile_placed` adds the tile and scores nothing;
/// a follower is offered on a spot exactly when its whole feature, with the
/// tile placed, is free. Four games per setup, every placement of every turn.
#[test]
fn offered_moves_are_legal_moves() {
    let catalog = catalog();
    let mut player = RandomPlayer::new();
    for (i, (rules, players)) in setups().into_iter().enumerate() {
        for g in 0..4 {
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
                            let m = Move::Place {
                                tile,
                                placement: p,
                                action: Some(*a),
                            };
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

/// A follower may go on a road, city or field of the new tile exactly when,
/// with the tile placed, that whole feature holds no figure (and a follower is
/// in supply, and farmers are on for a field). `preview` has the tile placed.
fn check_claims(
    game: &Game,
    preview: &Game,
    tile: carcassonne::rules::TileTypeId,
    p: carcassonne::rules::Placement,
    options: &[carcassonne::rules::FigureAction],
) {
    use carcassonne::rules::FigureAction;
    let t = game.tile_type(tile);
    let index = preview.tiles().len() - 1;
    let me = &game.players()[game.current_player()];
    for (local, seg) in t.segments.iter().enumerate() {
        let spot = Game::spot_name(t, p.rotation, local);
        let offered = options.contains(&FigureAction::Follower(spot));
        let expected = match seg.kind {
            FeatureKind::Road | FeatureKind::City | FeatureKind::Field => {
                let feature = preview.feature_of(index, local);
                let held: u32 = preview
                    .feature_value(feature)
                    .holders
                    .iter()
                    .map(|&h| u32::from(h))
                    .sum();
                me.followers > 0
                    && (seg.kind != FeatureKind::Field || game.rules().farmers)
                    && held == 0
            }
            FeatureKind::Monastery => me.followers > 0,
            FeatureKind::Garden => false,
        };
        assert_eq!(offered, expected, "{spot} of {} at {}", t.id, p.pos);
    }
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

/// One scoring as the oracle predicts it: kind, points, scorer mask, recall.
type Scored = (FeatureKind, u32, u8, bool);

fn scored(e: &ScoreEvent) -> Scored {
    let kind = e.kind.feature().expect("a feature scored");
    (kind, e.points, e.players, e.abbot_recalled)
}

/// The seats with the most figures among `owners` (ties all score), as a mask.
fn majority(owners: &[u8]) -> u8 {
    let mut count = [0u32; 8];
    for &p in owners {
        count[p as usize] += 1;
    }
    let best = *count.iter().max().unwrap();
    (0..8)
        .filter(|&p| best > 0 && count[p] == best)
        .fold(0, |m, p| m | 1 << p)
}

fn cells_of(g: &Game) -> HashMap<Pos, usize> {
    g.tiles()
        .iter()
        .enumerate()
        .map(|(i, t)| (t.pos, i))
        .collect()
}

/// Predicts the scorings of one placement from the map with the tile laid
/// (`with_tile_placed`) and the tracer, and compares them with the engine's.
fn check_move_scoring(before: &Game, mv: &Move, after: &Game) {
    use carcassonne::rules::FigureAction;
    let Move::Place {
        tile,
        placement,
        action,
    } = *mv
    else {
        return;
    };
    let preview = before.with_tile_placed(tile, placement).unwrap();
    let cells = cells_of(&preview);
    let new = preview.tiles().len() - 1;
    let t = preview.tile_type(tile);
    let me = before.current_player() as u8;
    // (seat, tile index, segment) of every figure once the claim is made.
    let mut figures: Vec<(u8, usize, usize)> = before
        .figures()
        .iter()
        .map(|f| (f.player, f.tile as usize, f.segment as usize))
        .collect();
    let mut expected: Vec<Scored> = Vec::new();
    match action {
        Some(FigureAction::Follower(spot)) | Some(FigureAction::Abbot(spot)) => {
            let local = Game::spot_segment(t, placement.rotation, spot).unwrap();
            figures.push((me, new, local));
        }
        Some(FigureAction::RecallAbbot(pos)) => {
            let i = figures
                .iter()
                .position(|&(p, ti, _)| p == me && preview.tiles()[ti].pos == pos)
                .unwrap();
            let (_, ti, seg) = figures[i];
            let around = preview.surrounding_count(pos);
            if around < 8 {
                let kind = preview.tile_type(preview.tiles()[ti].tile).segments[seg].kind;
                expected.push((kind, 1 + around, 1 << me, true));
                figures.remove(i);
            }
        }
        Some(other) => panic!("no {other:?} without the expansions"),
        None => {}
    }
    // Roads and cities of the new tile that are now closed.
    let mut done: Vec<BTreeSet<(usize, usize)>> = Vec::new();
    for (local, seg) in t.segments.iter().enumerate() {
        if !matches!(seg.kind, FeatureKind::Road | FeatureKind::City) {
            continue;
        }
        let traced = trace(&preview, &cells, new, local);
        if traced.open || done.contains(&traced.segments) {
            continue;
        }
        let owners: Vec<u8> = figures
            .iter()
            .filter(|&&(_, ti, sg)| traced.segments.contains(&(ti, sg)))
            .map(|&(p, _, _)| p)
            .collect();
        figures.retain(|&(_, ti, sg)| !traced.segments.contains(&(ti, sg)));
        if !owners.is_empty() {
            let n = traced.tiles.len() as u32 + traced.arms;
            let points = if seg.kind == FeatureKind::City {
                2 * n
            } else {
                n
            };
            expected.push((seg.kind, points, majority(&owners), false));
        }
        done.push(traced.segments);
    }
    // Monasteries and gardens on and around the new tile.
    let pos = placement.pos;
    for p in std::iter::once(pos).chain(pos.surrounding()) {
        let Some(&ti) = cells.get(&p) else { continue };
        if preview.surrounding_count(p) < 8 {
            continue;
        }
        let tt = preview.tile_type(preview.tiles()[ti].tile);
        for seg in [tt.monastery, tt.garden].into_iter().flatten() {
            let owners: Vec<u8> = figures
                .iter()
                .filter(|&&(_, fi, sg)| fi == ti && sg == seg as usize)
                .map(|&(p, _, _)| p)
                .collect();
            if !owners.is_empty() {
                expected.push((tt.segments[seg as usize].kind, 9, majority(&owners), false));
            }
        }
    }
    let mut got: Vec<Scored> = after.events()[before.events().len()..]
        .iter()
        .filter(|e| e.move_index.is_some())
        .map(scored)
        .collect();
    // A recall scores first.
    if let Some(first) = expected.first().filter(|e| e.3) {
        assert_eq!(got.first(), Some(first), "the recall scores first");
    }
    expected.sort();
    got.sort();
    assert_eq!(got, expected, "move {} ({mv:?})", after.move_count());
}

/// Predicts end-of-game scoring from the map as it stands, applies
/// `final_scoring` to a copy and compares.
fn check_final_scoring(g: &Game) {
    let cells = cells_of(g);
    let mut figures: Vec<(u8, usize, usize)> = g
        .figures()
        .iter()
        .map(|f| (f.player, f.tile as usize, f.segment as usize))
        .collect();
    let mut expected: Vec<Scored> = Vec::new();
    let mut fields: Vec<Scored> = Vec::new();
    while let Some(&(_, ti, seg)) = figures.first() {
        let kind = g.tile_type(g.tiles()[ti].tile).segments[seg].kind;
        let (members, points) = match kind {
            FeatureKind::Monastery | FeatureKind::Garden => (
                BTreeSet::from([(ti, seg)]),
                1 + g.surrounding_count(g.tiles()[ti].pos),
            ),
            FeatureKind::Road | FeatureKind::City => {
                let traced = trace(g, &cells, ti, seg);
                assert!(traced.open, "a completed feature kept its figures");
                let n = traced.tiles.len() as u32 + traced.arms;
                (traced.segments, n)
            }
            FeatureKind::Field => {
                let traced = trace(g, &cells, ti, seg);
                let cities = traced_cities(g, &cells, &traced) as u32;
                (traced.segments, 3 * cities)
            }
        };
        let owners: Vec<u8> = figures
            .iter()
            .filter(|&&(_, t2, s2)| members.contains(&(t2, s2)))
            .map(|&(p, _, _)| p)
            .collect();
        figures.retain(|&(_, t2, s2)| !members.contains(&(t2, s2)));
        if points > 0 {
            let e = (kind, points, majority(&owners), false);
            if kind == FeatureKind::Field {
                fields.push(e);
            } else {
                expected.push(e);
            }
        }
    }
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
    // Fields come after everything else.
    let (rest, got_fields) = got.split_at(got.len() - fields.len());
    assert!(got_fields.iter().all(|e| e.0 == FeatureKind::Field));
    let mut rest = rest.to_vec();
    let mut got_fields = got_fields.to_vec();
    rest.sort();
    got_fields.sort();
    expected.sort();
    fields.sort();
    assert_eq!(rest, expected, "end of game at move {}", g.move_count());
    assert_eq!(got_fields, fields, "fields at move {}", g.move_count());
    // And the scores add up.
    for (seat, (a, b)) in g.players().iter().zip(end.players()).enumerate() {
        let gained: u32 = got
            .iter()
            .filter(|e| e.2 & (1 << seat) != 0)
            .map(|e| e.1)
            .sum();
        assert_eq!(b.score, a.score + gained);
    }
}
