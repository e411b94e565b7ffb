//! What a player meets at the table, headless: tracing while a tile lies
//! tentatively, last-tile frames in each player's colour, figures named in a
//! player's words, and figures leaving the map one scoring at a time.

use crate::app::{active, headless, phase, send, setup, start, until_place};
use bevy::prelude::*;
use carcassonne::app::art_assets::ArtAssets;
use carcassonne::app::map::cell_center;
use carcassonne::app::map::figures::still_standing;
use carcassonne::app::map::tiles::{LastMoveFrame, player_color};
use carcassonne::app::screens::trace::trace_text;
use carcassonne::app::words::action_words;
use carcassonne::app::{Catalog, TurnInput, TurnPhase, map_rendering};
use carcassonne::art::PlayerColour;
use carcassonne::rules::random::Rng;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{
    FeatureKind, FigureAction, FigureKind, Game, Half, Move, Placement, Pos, Rotation, RuleSet,
    Side, Spot,
};

/// A seed whose first tile can extend the start tile's road to the east with
/// a follower on its road, and that placement.
fn road_extending_start() -> (u64, Placement) {
    for seed in 0..200 {
        let mut g = Game::new(crate::app::catalog(), 2, RuleSet::default()).unwrap();
        g.shuffle(seed);
        let tile = g.next_tile().unwrap();
        for p in g.legal_placements(tile) {
            if p.pos == Pos::new(1, 0)
                && g.figure_options(tile, p).contains(&FigureAction::Put(
                    FigureKind::Follower,
                    Spot::Road(Side::W),
                ))
            {
                return (seed, p);
            }
        }
    }
    panic!("no seed in 200 starts with a road tile");
}

#[test]
fn tracing_while_claiming_counts_the_laid_tile_and_the_chosen_figure() {
    let (seed, placement) = road_extending_start();
    let mut app = headless();
    start(&mut app, setup(2, RuleSet::default(), seed));
    send(&mut app, TurnInput::PlaceTile(placement));
    assert_eq!(phase(&app), Some(TurnPhase::Claim));
    // The start tile's road (tile 0, segment 1) as the map will be.
    let a = active(&app);
    let traced = a.traced();
    let road = traced.feature_of(0, 1);
    let value = traced.feature_value(road);
    assert!(
        value.tiles.len() >= 2,
        "the laid tile extends the start road"
    );
    assert!(value.tiles.contains(1));
    let text = trace_text(crate::i18n::english(), a, road, None);
    assert!(text.contains("Road of"), "{text}");
    assert!(!text.contains("Road of 1 tile"), "{text}");
    assert!(text.contains("Held by: nobody"), "{text}");
    // With a follower chosen on the laid tile's road, the trace says so.
    send(
        &mut app,
        TurnInput::ChooseFigure(Some(FigureAction::Put(
            FigureKind::Follower,
            Spot::Road(Side::W),
        ))),
    );
    let a = active(&app);
    let text = trace_text(crate::i18n::english(), a, a.traced().feature_of(0, 1), None);
    assert!(text.contains("Held by: P0 1, follower this turn"), "{text}");
}

#[test]
fn each_players_last_tile_is_framed_in_their_colour() {
    let mut app = headless();
    app.insert_resource(ArtAssets::blank(crate::app::catalog().types.len()));
    map_rendering(&mut app);
    start(&mut app, setup(2, RuleSet::default(), 4));
    let mut rng = Rng::new(4);
    let mut player = RandomPlayer::new();
    let mut laid = Vec::new();
    for _ in 0..3 {
        let Some(Move::Place { placement, .. }) = player.choose(active(&app).game(), &mut rng)
        else {
            panic!("a move");
        };
        send(&mut app, TurnInput::PlaceTile(placement));
        send(&mut app, TurnInput::Confirm);
        until_place(&mut app);
        laid.push(placement.pos);
        app.update();
    }
    // P0 laid the first and third tiles, P1 the second; P0's third is latest.
    let mut frames: Vec<(Vec2, Color)> = app
        .world_mut()
        .query_filtered::<(&Transform, &Sprite), With<LastMoveFrame>>()
        .iter(app.world())
        .map(|(t, s)| (t.translation.truncate(), s.color))
        .collect();
    frames.sort_by(|a, b| a.0.x.total_cmp(&b.0.x).then(a.0.y.total_cmp(&b.0.y)));
    assert_eq!(frames.len(), 2, "one frame per player");
    let at = |pos: Pos| {
        frames
            .iter()
            .find(|(p, _)| *p == cell_center(pos))
            .map(|f| f.1)
            .unwrap_or_else(|| panic!("no frame at {pos}: {frames:?}"))
    };
    assert_eq!(at(laid[2]), player_color(PlayerColour::ALL[0], 0.95));
    assert_eq!(at(laid[1]), player_color(PlayerColour::ALL[1], 0.85));
    assert!(frames.iter().all(|(p, _)| *p != cell_center(laid[0])));
}

#[test]
fn figure_choices_are_named_in_a_players_words() {
    let cat = crate::app::catalog();
    let game = Game::new(cat.clone(), 2, RuleSet::default()).unwrap();
    let words = |id: &str, degrees: i64, action: FigureAction| {
        let t = cat.get(cat.type_id(id).unwrap());
        let rot = Rotation::from_degrees(degrees).unwrap();
        action_words(
            crate::i18n::english(),
            &game,
            t,
            rot,
            action,
            true,
            |local| {
                let a = carcassonne::app::map::spot_anchor(t, rot, local);
                (a.x, a.y)
            },
        )
    };
    assert_eq!(
        words(
            "V",
            0,
            FigureAction::Put(FigureKind::Follower, Spot::Field(Half::SR))
        ),
        "Farmer in the south-west field"
    );
    assert_eq!(
        words(
            "V",
            90,
            FigureAction::Put(FigureKind::Follower, Spot::Field(Half::NL))
        ),
        "Farmer in the north-west field"
    );
    assert_eq!(
        words(
            "E",
            90,
            FigureAction::Put(FigureKind::Follower, Spot::City(Side::E))
        ),
        "Knight in the city to the east"
    );
    assert_eq!(
        words(
            "U",
            0,
            FigureAction::Put(FigureKind::Follower, Spot::Road(Side::W))
        ),
        "Thief on the road running east–west"
    );
    assert_eq!(
        words(
            "B",
            0,
            FigureAction::Put(FigureKind::Follower, Spot::Monastery)
        ),
        "Monk in the monastery"
    );
}

/// The map turns each spot with its tile as the rules turn the tile's
/// edges: every figure stands in its own segment of the picture turned the
/// same way, and a city or road that reaches one side stands towards it.
#[test]
fn spots_turn_with_their_tiles() {
    let cat = crate::app::catalog();
    for t in &cat.types {
        let regions = carcassonne::art::segment_regions(t, 96);
        for q in 0..4u8 {
            let rot = Rotation::from_degrees(q as i64 * 90).unwrap();
            for local in 0..t.segments.len() {
                let a = carcassonne::app::map::spot_anchor(t, rot, local);
                // Turned back anticlockwise: the canonical picture's point.
                let back = (0..q).fold((a.x, a.y), |(x, y), _| (-y, x));
                assert_eq!(
                    regions.at(back),
                    Some(local),
                    "{} turned {}°: segment {local} at {a}",
                    t.id,
                    q as u32 * 90
                );
                let seg = &t.segments[local];
                let sides = seg.edges_rotated(rot);
                if matches!(seg.kind, FeatureKind::City | FeatureKind::Road)
                    && sides.count_ones() == 1
                {
                    let towards = match Side::from_index(sides.trailing_zeros() as usize) {
                        Side::N => Vec2::Y,
                        Side::E => Vec2::X,
                        Side::S => Vec2::NEG_Y,
                        Side::W => Vec2::NEG_X,
                    };
                    assert!(
                        a.dot(towards) > 0.0,
                        "{} turned {}°: the {} to the {:?} stands at {a}",
                        t.id,
                        q as u32 * 90,
                        seg.kind,
                        Side::from_index(sides.trailing_zeros() as usize)
                    );
                }
            }
        }
    }
}

/// At the end, each figure still stands until its own scoring is shown, and
/// the farmers are the last to leave.
#[test]
fn figures_leave_the_final_map_one_scoring_at_a_time_farmers_last() {
    let cat = crate::app::catalog();
    let template = Game::new(cat, 3, RuleSet::default()).unwrap();
    let mut player = RandomPlayer::new();
    for seed in 0..20 {
        let mut g = template.clone();
        g.shuffle(seed);
        let mut rng = Rng::new(seed);
        let mut last = None;
        while let Some(mv) = player.choose(&g, &mut rng) {
            last = Some(g.apply(&mv).unwrap());
        }
        let report = last.unwrap();
        let on_field = |f: &carcassonne::rules::Figure| {
            let t = g.tile_type(g.tiles()[f.tile as usize].tile);
            t.segments[f.segment as usize].kind == FeatureKind::Field
        };
        let standing: Vec<_> = (0..=report.events.len())
            .map(|k| still_standing(&g, &report, k))
            .collect();
        assert_eq!(
            standing[0].len(),
            report.returned.len(),
            "all stand at first"
        );
        assert!(
            standing.last().unwrap().is_empty(),
            "none stand after the last"
        );
        for w in standing.windows(2) {
            assert!(w[1].iter().all(|f| w[0].contains(f)), "nobody comes back");
        }
        // Once a field's scoring shows, only farmers stand.
        if let Some(k) = g.events()[report.events.clone()]
            .iter()
            .position(|e| e.kind == carcassonne::rules::ScoreKind::Field)
        {
            assert!(
                standing[k].iter().all(on_field),
                "seed {seed}: farmers last"
            );
            assert!(standing[k].iter().any(on_field));
        }
    }
}

#[test]
fn turning_the_tile_changes_its_orientation_through_the_legal_ones() {
    let mut app = headless();
    start(&mut app, setup(2, RuleSet::default(), 3));
    let a = active(&app);
    let tile = a.drawn().unwrap();
    // A cell where the tile fits in more than one orientation.
    let p = a
        .game()
        .legal_placements(tile)
        .into_iter()
        .find(|p| a.game().legal_rotations(tile, p.pos).len() > 1)
        .expect("some cell takes the tile two ways");
    let legal = a.game().legal_rotations(tile, p.pos);
    send(&mut app, TurnInput::PlaceTile(p));
    send(&mut app, TurnInput::Rotate(None));
    let turned = active(&app).tentative_placement().unwrap();
    assert_eq!(turned.pos, p.pos);
    assert_ne!(turned.rotation, p.rotation, "the tile turned");
    assert!(legal.contains(&turned.rotation));
    // In hand, turning goes to the next orientation that fits at the cell.
    send(&mut app, TurnInput::StepBack);
    assert_eq!(phase(&app), Some(TurnPhase::Place));
    let held = active(&app).hand_rotation;
    send(&mut app, TurnInput::Rotate(Some(p.pos)));
    let now = active(&app).hand_rotation;
    assert_ne!(now, held);
    assert!(legal.contains(&now));
    let _ = app.world().resource::<Catalog>();
}
