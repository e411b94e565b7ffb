//! The map helpers in a headless app (the game's turn, map and helper
//! systems on `MinimalPlugins` + `StatesPlugin`, driven by turn messages):
//! the tiles left against the engine, dead-cell marks at the dead cells,
//! where a hovered tile fits, open features, last-move frames following the
//! players, F looking at the last tile, and a purist table seeing none of it.

use crate::common::catalog;
use bevy::ecs::message::Messages;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use carcassonne::app::glance::{
    DeadCellMark, FitsHereMark, Glance, HoveredTile, LookAtLastMove, OpenFeatureOutline,
    OpenFeatures, TilesLeft, camera_on, completion_words, story::chart_png,
};
use carcassonne::app::map::{LastMoveFrame, MapCamera, world_to_cell};
use carcassonne::app::{
    ActiveGame, FitMap, GameSetup, HelperLevel, Screen, Seat, StartGame, TurnInput, TurnPhase,
};
use carcassonne::art::{CHART_HEIGHT, CHART_WIDTH, PlayerColour, decode_png};
use carcassonne::rules::random::Rng;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{Expansion, FeatureKind, Move, Pos, RuleSet, TileCatalog};
use std::collections::BTreeSet;
use std::sync::Arc;

/// What is still unseen, counted from the box and the table, not asked of
/// the engine: each tile type's copies in the sets in play, less the tiles on
/// the map and those set aside, and with the River less the base start tile,
/// which stays in the box (docs/rules.md, "The River").
fn unseen_from_the_box(a: &ActiveGame) -> Vec<u8> {
    let game = a.game();
    let (catalog, rules) = (game.catalog(), game.rules());
    let in_play = |set: &str| {
        set == "base"
            || Expansion::all()
                .any(|e| rules.has(e) && e.row().tile_sets.iter().any(|f| f.name == set))
    };
    let mut left = vec![0i32; catalog.types.len()];
    for set in catalog.sets.iter().filter(|s| in_play(&s.name)) {
        for t in set.types.clone() {
            left[t] += catalog.types[t].count as i32;
        }
    }
    for placed in game.tiles() {
        left[placed.tile as usize] -= 1;
    }
    for m in a.moves() {
        if let Move::Discard { tile } = m {
            left[*tile as usize] -= 1;
        }
    }
    if rules.has(Expansion::RIVER) {
        left[catalog.type_id("D").expect("the base start tile") as usize] -= 1;
    }
    left.into_iter()
        .map(|n| u8::try_from(n).expect("never fewer than none"))
        .collect()
}

fn headless() -> App {
    crate::headless::headless_with_map()
}

fn setup(players: usize, rules: RuleSet, seed: u64, helpers: HelperLevel) -> GameSetup {
    GameSetup {
        seats: (0..players)
            .map(|i| Seat::person(format!("P{i}"), PlayerColour::ALL[i]))
            .collect(),
        rules,
        seed,
        helpers,
        ..Default::default()
    }
}

fn phase(app: &App) -> Option<TurnPhase> {
    app.world()
        .get_resource::<State<TurnPhase>>()
        .map(|s| *s.get())
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn active(app: &App) -> &ActiveGame {
    carcassonne::app::shown_game(app.world()).expect("a game is on the map")
}

fn send(app: &mut App, input: TurnInput) {
    app.world_mut().write_message(input);
    app.update();
    app.update();
}

fn until_place(app: &mut App) {
    for _ in 0..20 {
        if phase(app) == Some(TurnPhase::Place) || screen(app) == Screen::Final {
            return;
        }
        if phase(app) == Some(TurnPhase::Score) {
            app.world_mut().write_message(TurnInput::ContinueScoring);
        }
        app.update();
    }
    panic!("stuck in {:?} / {:?}", screen(app), phase(app));
}

fn start(app: &mut App, s: GameSetup) {
    app.update();
    app.world_mut().write_message(StartGame(s));
    app.update();
    app.update();
    assert_eq!(screen(app), Screen::Playing);
    until_place(app);
}

/// Plays one random legal turn by messages; returns the seat that played and
/// where its tile went.
fn play_turn(app: &mut App, chooser: &mut RandomPlayer, rng: &mut Rng) -> (usize, Pos) {
    let a = active(app);
    let seat = a.game().current_player();
    let Some(Move::Place {
        placement, action, ..
    }) = chooser.choose(a.game(), rng)
    else {
        panic!("a drawn tile fits somewhere");
    };
    send(app, TurnInput::PlaceTile(placement));
    send(app, TurnInput::ChooseFigure(action));
    send(app, TurnInput::Confirm);
    until_place(app);
    (seat, placement.pos)
}

fn marked<C: Component>(app: &mut App, cell: impl Fn(&C) -> Pos) -> BTreeSet<(i32, i32)> {
    let world = app.world_mut();
    let mut q = world.query::<&C>();
    q.iter(world)
        .map(|c| {
            let p = cell(c);
            (p.x, p.y)
        })
        .collect()
}

fn count<C: Component>(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<&C>().iter(world).count()
}

fn cells(ps: impl IntoIterator<Item = Pos>) -> BTreeSet<(i32, i32)> {
    ps.into_iter().map(|p| (p.x, p.y)).collect()
}

#[test]
fn the_tiles_left_are_the_boxs_tiles_not_yet_seen_after_every_turn() {
    for (rules, seed) in [
        (RuleSet::default(), 2),
        (
            RuleSet::default()
                .with(Expansion::RIVER)
                .with(Expansion::INNS_CATHEDRALS),
            9,
        ),
    ] {
        let mut app = headless();
        start(&mut app, setup(3, rules, seed, HelperLevel::All));
        let (mut chooser, mut rng) = (RandomPlayer::new(), Rng::new(seed));
        for turn in 0..25 {
            let a = active(&app);
            let left = app.world().resource::<TilesLeft>().0.clone();
            let left = left.expect("shown at a table with helpers");
            let unseen = unseen_from_the_box(a);
            for (t, &n) in unseen.iter().enumerate() {
                assert_eq!(
                    left.count(t as u8),
                    n,
                    "turn {turn}, tile {}",
                    a.game().tile_type(t as u8).id
                );
            }
            assert_eq!(left.pile, a.game().pile_len());
            let names: Vec<&str> = left.groups.iter().map(|g| g.name).collect();
            assert_eq!(
                names.contains(&"Inns & Cathedrals"),
                rules.has(Expansion::INNS_CATHEDRALS),
                "{names:?}"
            );
            if rules.has(Expansion::RIVER) && turn == 0 {
                assert_eq!(names[0], "River", "the River is drawn first");
            }
            play_turn(&mut app, &mut chooser, &mut rng);
        }
    }
}

#[test]
fn dead_cell_marks_are_exactly_the_dead_cells_every_turn() {
    let mut app = headless();
    start(
        &mut app,
        setup(2, RuleSet::default(), 4, HelperLevel::RulesOnly),
    );
    let (mut chooser, mut rng) = (RandomPlayer::new(), Rng::new(4));
    let mut turns_with_dead_cells = 0;
    while screen(&app) == Screen::Playing {
        let dead = active(&app).game().dead_cells();
        assert_eq!(count::<DeadCellMark>(&mut app), dead.len(), "one mark each");
        let dead = cells(dead);
        assert_eq!(marked::<DeadCellMark>(&mut app, |m| m.0), dead);
        turns_with_dead_cells += usize::from(!dead.is_empty());
        play_turn(&mut app, &mut chooser, &mut rng);
    }
    assert!(turns_with_dead_cells > 5, "{turns_with_dead_cells} turns");
    // The game over, the marks are gone.
    app.update();
    assert_eq!(count::<DeadCellMark>(&mut app), 0);
}

#[test]
fn hovering_a_tile_type_marks_every_cell_where_it_fits_now() {
    let mut app = headless();
    start(&mut app, setup(2, RuleSet::default(), 6, HelperLevel::All));
    let (mut chooser, mut rng) = (RandomPlayer::new(), Rng::new(6));
    for _ in 0..12 {
        play_turn(&mut app, &mut chooser, &mut rng);
    }
    let cat = catalog();
    for id in ["B", "D", "X"] {
        let t = cat.type_id(id).unwrap();
        app.world_mut().resource_mut::<HoveredTile>().0 = Some(t);
        app.update();
        let fits = cells(
            active(&app)
                .game()
                .legal_placements(t)
                .iter()
                .map(|p| p.pos),
        );
        assert!(!fits.is_empty(), "{id} fits somewhere");
        assert_eq!(marked::<FitsHereMark>(&mut app, |m| m.0), fits, "tile {id}");
    }
    app.world_mut().resource_mut::<HoveredTile>().0 = None;
    app.update();
    assert_eq!(count::<FitsHereMark>(&mut app), 0);
}

/// Features of the shown game holding a follower, large follower or abbot,
/// with the seats that hold the most figures there.
fn held_features(a: &ActiveGame) -> Vec<(carcassonne::rules::FeatureId, BTreeSet<usize>)> {
    let g = a.game();
    let mut out: Vec<(carcassonne::rules::FeatureId, Vec<u32>)> = Vec::new();
    for f in g.figures() {
        let feature = g.feature_of(f.tile as usize, f.segment as usize);
        if g.feature_kind(feature) == FeatureKind::Field {
            continue;
        }
        let strength = f.kind.strength() as u32;
        match out.iter_mut().find(|(id, _)| *id == feature) {
            Some((_, by_seat)) => by_seat[f.player as usize] += strength,
            None => {
                let mut by_seat = vec![0; a.seats().len()];
                by_seat[f.player as usize] = strength;
                out.push((feature, by_seat));
            }
        }
    }
    out.into_iter()
        .map(|(f, by_seat)| {
            let best = *by_seat.iter().max().unwrap();
            (
                f,
                (0..by_seat.len()).filter(|&s| by_seat[s] == best).collect(),
            )
        })
        .collect()
}

#[test]
fn open_features_show_their_holders_and_values_only_where_the_table_sees_values() {
    for helpers in [HelperLevel::All, HelperLevel::RulesOnly] {
        let mut app = headless();
        start(&mut app, setup(3, RuleSet::default(), 12, helpers));
        let (mut chooser, mut rng) = (RandomPlayer::new(), Rng::new(12));
        for _ in 0..20 {
            play_turn(&mut app, &mut chooser, &mut rng);
        }
        assert!(
            app.world().resource::<OpenFeatures>().0.is_empty(),
            "off until O"
        );
        app.world_mut().resource_mut::<Glance>().open_features = true;
        app.update();
        let a = active(&app).clone();
        let open = app.world().resource::<OpenFeatures>().0.clone();
        let held = held_features(&a);
        assert!(held.len() >= 3, "{} features held", held.len());
        assert_eq!(open.len(), held.len());
        let mut outlines = 0;
        for (feature, holders) in &held {
            let o = open
                .iter()
                .find(|o| o.feature == *feature)
                .expect("outlined");
            assert_eq!(o.holders.iter().copied().collect::<BTreeSet<_>>(), *holders);
            let value = a.game().feature_value(*feature).value_now;
            match helpers {
                HelperLevel::All => assert_eq!(o.value, Some(value)),
                _ => assert_eq!(o.value, None, "rules only: no values"),
            }
            outlines += o.cells.len() * holders.len();
        }
        // An outline on each of their tiles in each holder's colour.
        let world = app.world_mut();
        let mut q = world.query::<(&OpenFeatureOutline, &Sprite)>();
        let drawn: Vec<(OpenFeatureOutline, Color)> =
            q.iter(world).map(|(o, s)| (*o, s.color)).collect();
        assert_eq!(drawn.len(), outlines);
        for (o, colour) in drawn {
            let [r, g, b] = a.seats()[o.seat].colour.rgb();
            let c = colour.to_srgba();
            assert_eq!(
                [c.red, c.green, c.blue].map(|x| (x * 255.0).round() as u8),
                [r, g, b]
            );
            assert!(a.game().tile_at(o.cell).is_some());
        }
        // O again: gone.
        app.world_mut().resource_mut::<Glance>().open_features = false;
        app.update();
        assert!(app.world().resource::<OpenFeatures>().0.is_empty());
        assert_eq!(count::<OpenFeatureOutline>(&mut app), 0);
    }
}

#[test]
fn a_purist_table_sees_none_of_the_helpers() {
    let mut app = headless();
    start(
        &mut app,
        setup(2, RuleSet::default(), 4, HelperLevel::Purist),
    );
    *app.world_mut().resource_mut::<Glance>() = Glance {
        tiles_left: true,
        open_features: true,
    };
    let (mut chooser, mut rng) = (RandomPlayer::new(), Rng::new(4));
    let mut dead_cells_on_the_map = false;
    while screen(&app) == Screen::Playing && !dead_cells_on_the_map {
        play_turn(&mut app, &mut chooser, &mut rng);
        let drawn = active(&app).drawn();
        app.world_mut().resource_mut::<HoveredTile>().0 = drawn;
        app.update();
        let a = active(&app);
        dead_cells_on_the_map |= !a.game().dead_cells().is_empty();
        assert_eq!(app.world().resource::<TilesLeft>().0, None);
        assert!(app.world().resource::<OpenFeatures>().0.is_empty());
        assert_eq!(count::<DeadCellMark>(&mut app), 0);
        assert_eq!(count::<FitsHereMark>(&mut app), 0);
        assert_eq!(count::<OpenFeatureOutline>(&mut app), 0);
    }
    assert!(dead_cells_on_the_map, "there were dead cells to hide");
    assert!(
        !active(&app).game().figures().is_empty(),
        "and open features"
    );
}

#[test]
fn last_move_frames_follow_three_players_through_ten_turns() {
    let mut app = headless();
    start(
        &mut app,
        setup(3, RuleSet::default(), 7, HelperLevel::Purist),
    );
    let (mut chooser, mut rng) = (RandomPlayer::new(), Rng::new(7));
    let mut last: Vec<Option<Pos>> = vec![None; 3];
    for _ in 0..10 {
        let (seat, pos) = play_turn(&mut app, &mut chooser, &mut rng);
        last[seat] = Some(pos);
        let a = active(&app).clone();
        let expected: BTreeSet<((i32, i32), [u8; 3])> = last
            .iter()
            .enumerate()
            .filter_map(|(s, p)| p.map(|p| ((p.x, p.y), a.seats()[s].colour.rgb())))
            .collect();
        let world = app.world_mut();
        let mut q = world.query_filtered::<(&Transform, &Sprite), With<LastMoveFrame>>();
        let frames: BTreeSet<((i32, i32), [u8; 3])> = q
            .iter(world)
            .map(|(t, s)| {
                let cell = world_to_cell(t.translation.truncate());
                let c = s.color.to_srgba();
                (
                    (cell.x, cell.y),
                    [c.red, c.green, c.blue].map(|x| (x * 255.0).round() as u8),
                )
            })
            .collect();
        assert_eq!(frames, expected);
    }
}

#[test]
fn f_looks_at_the_last_tile_when_it_is_out_of_view_and_else_fits_the_map() {
    let mut app = headless();
    app.world_mut().spawn((
        Window {
            resolution: (1280, 800).into(),
            ..default()
        },
        PrimaryWindow,
    ));
    start(
        &mut app,
        setup(2, RuleSet::default(), 3, HelperLevel::Purist),
    );
    let (mut chooser, mut rng) = (RandomPlayer::new(), Rng::new(3));
    let mut laid = Pos::new(0, 0);
    for _ in 0..6 {
        laid = play_turn(&mut app, &mut chooser, &mut rng).1;
    }
    let camera = {
        let world = app.world_mut();
        world
            .query_filtered::<Entity, With<MapCamera>>()
            .single(world)
            .unwrap()
    };
    let fits = |app: &App| app.world().resource::<Messages<FitMap>>().len();
    // Far away: F brings the camera to the tile just laid.
    app.world_mut()
        .get_mut::<Transform>(camera)
        .unwrap()
        .translation = Vec3::new(5000.0, 5000.0, 0.0);
    let fits_before = fits(&app);
    app.world_mut().write_message(LookAtLastMove);
    app.update();
    let at = app
        .world()
        .get::<Transform>(camera)
        .unwrap()
        .translation
        .truncate();
    assert_eq!(at, camera_on(laid, 1.0));
    assert_eq!(fits(&app), fits_before, "no fit while looking");
    // In view now: F fits the whole map instead.
    app.world_mut().write_message(LookAtLastMove);
    app.update();
    assert!(fits(&app) > 0, "the map is fitted");
    assert_eq!(
        app.world()
            .get::<Transform>(camera)
            .unwrap()
            .translation
            .truncate(),
        at
    );

    // A screen whose panels leave only the top-left of the window free (the
    // final screen: scores on the right, the chart along the bottom): F
    // brings the tile to the middle of that part, not of the scoreboard's.
    let window = {
        let world = app.world_mut();
        let w = world
            .query_filtered::<&Window, With<PrimaryWindow>>()
            .single(world)
            .unwrap();
        Vec2::new(w.width(), w.height())
    };
    let mut area = carcassonne::app::MapArea::default();
    area.measure(Rect::new(0.0, 0.0, 0.6, 0.65));
    app.insert_resource(area);
    app.world_mut()
        .get_mut::<Transform>(camera)
        .unwrap()
        .translation = Vec3::new(-5000.0, 5000.0, 0.0);
    app.world_mut().write_message(LookAtLastMove);
    app.update();
    let cam = app
        .world()
        .get::<Transform>(camera)
        .unwrap()
        .translation
        .truncate();
    // The world point under the middle of the free part (screen y down,
    // world y up; zoom 1).
    let middle = Vec2::new(0.3 * window.x, 0.325 * window.y) - window / 2.0;
    let under = Vec2::new(cam.x + middle.x, cam.y - middle.y);
    let laid_at = carcassonne::app::map::cell_center(laid);
    assert!(
        (under - laid_at).length() < 0.5,
        "the tile at {laid_at} shows in the middle of the free part (there: {under})"
    );
}

#[test]
fn a_finished_games_chart_is_saved_as_a_png() {
    let mut app = headless();
    start(&mut app, setup(2, RuleSet::default(), 4, HelperLevel::All));
    let (mut chooser, mut rng) = (RandomPlayer::new(), Rng::new(4));
    while screen(&app) == Screen::Playing {
        play_turn(&mut app, &mut chooser, &mut rng);
    }
    let a = active(&app);
    assert!(a.game().is_finished());
    let img = decode_png(&chart_png(a)).unwrap();
    assert_eq!((img.width, img.height), (CHART_WIDTH, CHART_HEIGHT));
    for seat in a.seats() {
        let [r, g, b] = seat.colour.rgb();
        assert!(img.data.chunks_exact(4).any(|p| p == [r, g, b, 255]));
    }
}

#[test]
fn tracing_says_when_a_feature_can_no_longer_be_completed() {
    let g = crate::analysis::hole_map(false);
    let index = |pos: Pos| g.tiles().iter().position(|t| t.pos == pos).unwrap();
    // The city and the road that run into the hole no tile left fits, and
    // the monastery beside it.
    let city = g.feature_of(index(Pos::new(0, 1)), 0);
    let road = g.feature_of(index(Pos::new(1, 0)), 0);
    let monastery = g.feature_of(index(Pos::new(2, 0)), 0);
    for f in [city, road, monastery] {
        let words = completion_words(crate::i18n::english(), &g, f).expect("said");
        assert!(
            words.to_lowercase().contains("can no longer be completed"),
            "{words}"
        );
    }
    // Fields are never completed: nothing to say.
    let field = g.feature_of(index(Pos::new(0, 0)), 3);
    assert_eq!(g.feature_kind(field), FeatureKind::Field);
    assert_eq!(completion_words(crate::i18n::english(), &g, field), None);
    // With the one tile that fits the hole still to come, all is possible.
    let alive = crate::analysis::hole_map(true);
    for f in [city, road, monastery] {
        assert_eq!(g.feature_kind(f), alive.feature_kind(f));
        assert_eq!(completion_words(crate::i18n::english(), &alive, f), None);
    }
}
