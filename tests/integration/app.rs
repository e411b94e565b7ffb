//! Headless app tests: the game's own plugins on `MinimalPlugins` +
//! `StatesPlugin`, driven by the same messages the mouse sends.

use bevy::prelude::*;
use carcassonne::app::words::{notice_words, refusal_text};
use carcassonne::app::{ActiveGame, GameSetup, Screen, Seat, StartGame, TurnInput, TurnPhase};
use carcassonne::art::PlayerColour;
use carcassonne::rules::random::Rng;
use carcassonne::rules::record::GameRecord;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{
    Expansion, FigureAction, FigureKind, Game, Move, Placement, RuleSet, TileCatalog,
};
use std::sync::Arc;

pub use crate::common::catalog;
pub use crate::headless::headless;

pub fn setup(players: usize, rules: RuleSet, seed: u64) -> GameSetup {
    GameSetup {
        seats: (0..players)
            .map(|i| {
                Seat::person(
                    format!("P{i}"),
                    PlayerColour::ALL[i % PlayerColour::ALL.len()],
                )
            })
            .collect(),
        rules,
        seed,
        ..Default::default()
    }
}

pub fn phase(app: &App) -> Option<TurnPhase> {
    app.world()
        .get_resource::<State<TurnPhase>>()
        .map(|s| *s.get())
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// What the table was told, in the words the screen shows.
fn told(a: &ActiveGame) -> Vec<String> {
    a.notices
        .iter()
        .map(|n| notice_words(crate::i18n::english(), n, a.game(), a.seats()))
        .collect()
}

pub fn active(app: &App) -> &ActiveGame {
    carcassonne::app::shown_game(app.world()).expect("a game is on the map")
}

/// Sends one input as the mouse would; the phase it leads to is entered on
/// the next frame's state transition.
pub fn send(app: &mut App, input: TurnInput) {
    app.world_mut().write_message(input);
    app.update();
    app.update();
}

/// Steps until the player to move holds a tile (phase Place) or the game ends.
pub fn until_place(app: &mut App) {
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

pub fn start(app: &mut App, s: GameSetup) {
    app.update();
    assert_eq!(screen(app), Screen::NewGame);
    app.world_mut().write_message(StartGame(s));
    app.update();
    app.update();
    assert_eq!(screen(app), Screen::Playing);
    until_place(app);
}

/// Plays a whole game with random legal choices sent as turn messages; the
/// final scores must equal the rules engine's for the same moves.
/// Returns the moves the table kept, and the engine's game after them.
fn play_full_game(players: usize, rules: RuleSet, seed: u64) -> (Vec<Move>, Game) {
    let mut app = headless();
    start(&mut app, setup(players, rules, seed));
    let mut rng = Rng::new(seed);
    let mut chooser = RandomPlayer::new();
    // The turns as the test sent them, to hold against what the table kept.
    let mut sent = Vec::new();
    while screen(&app) == Screen::Playing {
        assert_eq!(phase(&app), Some(TurnPhase::Place));
        let a = active(&app);
        assert_eq!(
            a.drawn(),
            a.game().next_tile(),
            "the drawn tile is the top of the pile"
        );
        let Some(Move::Place {
            placement, action, ..
        }) = chooser.choose(a.game(), &mut rng)
        else {
            panic!("a drawn tile always fits (unplaceable ones are set aside)");
        };
        send(&mut app, TurnInput::PlaceTile(placement));
        assert_eq!(phase(&app), Some(TurnPhase::Claim));
        assert_eq!(active(&app).tentative_placement(), Some(placement));
        send(&mut app, TurnInput::ChooseFigure(action));
        assert_eq!(active(&app).chosen_figure(), action);
        let before = active(&app).game().move_count();
        send(&mut app, TurnInput::Confirm);
        // A dragon tile: every seat here steps the dragon in turn (to a
        // random lit tile) until the flight ends and the move applies.
        while phase(&app) == Some(TurnPhase::Fly) {
            let (_, options) = active(&app).flight_step().expect("a flight");
            send(
                &mut app,
                TurnInput::DragonStep(options[rng.below(options.len())]),
            );
        }
        assert!(
            active(&app).game().move_count() > before,
            "the turn was applied"
        );
        sent.push((placement, action));
        until_place(&mut app);
    }
    assert_eq!(screen(&app), Screen::Final);
    let a = active(&app);
    assert!(a.game().is_finished());
    // The table kept exactly the turns sent by messages, and every tile on
    // the map but the start tile was laid by them.
    let kept: Vec<_> = a
        .moves()
        .iter()
        .filter_map(|m| match m {
            Move::Place {
                placement, action, ..
            } => Some((*placement, *action)),
            _ => None,
        })
        .collect();
    assert_eq!(kept, sent, "the table holds the turns as sent");
    assert_eq!(a.game().tiles().len(), sent.len() + 1);
    // The rules engine, fed those moves (the turns sent, with the tiles set
    // aside between them) from a fresh game, agrees exactly.
    let mut reference = Game::new(catalog(), players, rules).unwrap();
    reference.shuffle(seed);
    for m in a.moves() {
        reference.apply(m).unwrap();
    }
    assert!(reference.is_finished());
    assert_eq!(reference.players(), a.game().players());
    assert_eq!(reference.events(), a.game().events());
    // And so does its game record.
    let replayed = GameRecord::parse(&a.record().to_ron())
        .unwrap()
        .replay(catalog())
        .unwrap();
    assert_eq!(replayed.players(), a.game().players());
    (a.moves().to_vec(), reference)
}

/// Whether a move of `moves` took a figure action `f` holds for.
fn played(moves: &[Move], f: fn(&FigureAction) -> bool) -> bool {
    moves
        .iter()
        .any(|m| matches!(m, Move::Place { action: Some(x), .. } if f(x)))
}

#[test]
fn a_full_two_player_game_by_messages() {
    play_full_game(2, RuleSet::default(), 11);
}

#[test]
fn a_full_five_player_game_with_abbot_and_river() {
    play_full_game(
        5,
        RuleSet::default()
            .with(Expansion::ABBOT)
            .with(Expansion::RIVER),
        5,
    );
}

/// Every rule on: both expansions (large followers, builders' second turns,
/// pigs, goods), the abbot and the River.
fn every_rule() -> RuleSet {
    RuleSet::default().with_every_expansion()
}

/// Six seats, every rule: The Princess & the Dragon's moves were played by
/// messages (flights stepped seat by seat, the fairy moved, a figure through
/// a portal).
#[test]
fn a_full_six_player_game_with_every_rule_by_messages() {
    let (moves, _) = play_full_game(6, every_rule(), 7);
    assert!(
        moves
            .iter()
            .any(|m| matches!(m, Move::Place { dragon, .. } if dragon.len() > 1)),
        "a flight of several steps"
    );
    assert!(
        played(&moves, |x| matches!(x, FigureAction::Fairy(..))),
        "the fairy moved"
    );
    assert!(
        played(&moves, |x| matches!(x, FigureAction::Portal(..))),
        "a figure went through a portal"
    );
}

/// Four seats, every rule: Traders & Builders' figures and goods were
/// played by messages.
#[test]
fn a_full_four_player_game_with_every_rule_by_messages() {
    let (moves, game) = play_full_game(4, every_rule(), 4);
    assert!(
        played(&moves, |x| matches!(
            x,
            FigureAction::Put(FigureKind::Builder, _)
        )),
        "a builder was placed"
    );
    assert!(
        played(&moves, |x| matches!(
            x,
            FigureAction::Put(FigureKind::Large, _)
        )),
        "a large follower was placed"
    );
    assert!(
        game.players()
            .iter()
            .any(|p| p.goods.iter().any(|&g| g > 0)),
        "goods were taken"
    );
}

#[test]
fn illegal_placement_is_refused_and_turn_can_be_taken_back() {
    let mut app = headless();
    start(&mut app, setup(2, RuleSet::default(), 3));
    let tile = active(&app).drawn().unwrap();
    // A cell far from the map is refused with a message; the phase stays.
    let far = Placement {
        pos: carcassonne::rules::Pos::new(9, 9),
        rotation: Default::default(),
    };
    send(&mut app, TurnInput::PlaceTile(far));
    assert_eq!(phase(&app), Some(TurnPhase::Place));
    assert!(
        refusal_text(crate::i18n::english(), active(&app).error.as_ref().unwrap())
            .contains("shares no edge")
    );
    // A legal one goes down tentatively; it can be moved and turned.
    let legal = active(&app).game().legal_placements(tile);
    send(&mut app, TurnInput::PlaceTile(legal[0]));
    assert_eq!(phase(&app), Some(TurnPhase::Claim));
    let last = *legal.last().unwrap();
    send(&mut app, TurnInput::PlaceTile(last));
    assert_eq!(active(&app).tentative_placement(), Some(last));
    send(&mut app, TurnInput::Rotate(None));
    let turned = active(&app).tentative_placement().unwrap();
    assert_eq!(turned.pos, last.pos);
    assert!(
        active(&app).game().check_placement(tile, turned).is_ok(),
        "rotation cycles only through legal orientations"
    );
    // A figure, then step back twice: figure off, then the tile picked up.
    let options = active(&app).game().figure_options(tile, turned);
    if let Some(&a) = options.first() {
        send(&mut app, TurnInput::ChooseFigure(Some(a)));
        assert_eq!(active(&app).chosen_figure(), Some(a));
        send(&mut app, TurnInput::StepBack);
        assert_eq!(active(&app).chosen_figure(), None);
        assert_eq!(phase(&app), Some(TurnPhase::Claim));
    }
    // An impossible figure action is refused.
    send(
        &mut app,
        TurnInput::ChooseFigure(Some(FigureAction::RecallAbbot(
            carcassonne::rules::Pos::new(0, 0),
        ))),
    );
    assert_eq!(active(&app).chosen_figure(), None);
    assert!(active(&app).error.is_some());
    send(&mut app, TurnInput::StepBack);
    assert_eq!(phase(&app), Some(TurnPhase::Place));
    assert_eq!(active(&app).tentative_placement(), None);
    assert_eq!(active(&app).game().move_count(), 0, "nothing was applied");
}

#[test]
fn undo_last_turn_restores_the_exact_state() {
    let mut app = headless();
    start(&mut app, setup(2, RuleSet::default(), 21));
    let mut rng = Rng::new(1);
    let mut chooser = RandomPlayer::new();
    // Play until a turn scores points, then undo it.
    for _ in 0..200 {
        let before = active(&app).game().clone();
        let top = before.next_tile();
        let Some(Move::Place {
            placement, action, ..
        }) = chooser.choose(&before, &mut rng)
        else {
            panic!("a move");
        };
        send(&mut app, TurnInput::PlaceTile(placement));
        send(&mut app, TurnInput::ChooseFigure(action));
        send(&mut app, TurnInput::Confirm);
        let scored = active(&app).game().events().len() > before.events().len();
        until_place(&mut app);
        if scored && screen(&app) == Screen::Playing {
            send(&mut app, TurnInput::UndoLastTurn);
            until_place(&mut app);
            let a = active(&app);
            assert_eq!(
                a.game().players(),
                before.players(),
                "scores and supplies restored"
            );
            assert_eq!(a.game().events(), before.events());
            assert_eq!(a.game().tiles(), before.tiles());
            assert_eq!(a.game().figures(), before.figures());
            assert_eq!(
                a.game().pile(),
                before.pile(),
                "the drawn tile is back on top"
            );
            assert_eq!(a.drawn(), top);
            assert!(told(a).last().unwrap().contains("undone"));
            return;
        }
    }
    panic!("no scoring turn in 200 turns");
}

#[test]
fn a_saved_game_resumes_exactly_and_a_finished_one_can_be_stepped_through() {
    let mut app = headless();
    start(
        &mut app,
        setup(3, RuleSet::default().with(Expansion::ABBOT), 8),
    );
    let mut rng = Rng::new(4);
    let mut chooser = RandomPlayer::new();
    for _ in 0..15 {
        let Some(Move::Place {
            placement, action, ..
        }) = chooser.choose(active(&app).game(), &mut rng)
        else {
            panic!("a move");
        };
        send(&mut app, TurnInput::PlaceTile(placement));
        send(&mut app, TurnInput::ChooseFigure(action));
        send(&mut app, TurnInput::Confirm);
        until_place(&mut app);
    }
    // Resume from the game record, as "Continue" does.
    let a = active(&app);
    let record = GameRecord::parse(&a.record().to_ron()).unwrap();
    let mut resumed = ActiveGame::from_record(&record, catalog()).unwrap();
    // The same tile is drawn next.
    resumed.draw();
    assert_eq!(resumed.drawn(), a.drawn());
    assert!(
        resumed.game() == a.game(),
        "same map, scores, supplies, unseen tiles and player"
    );
    assert_eq!(resumed.seats(), a.seats(), "names and colours come back");
    assert_eq!(resumed.moves(), a.moves());
    assert_eq!(
        resumed.table().undo_steps(),
        a.table().undo_steps(),
        "undo works after resuming"
    );

    // Step through: after k moves the shown game is the game replayed to k.
    let mut finished = resumed.clone();
    let mut rng = Rng::new(5);
    while finished.draw().hand.is_some() {
        let Some(Move::Place {
            placement, action, ..
        }) = chooser.choose(finished.game(), &mut rng)
        else {
            panic!("the drawn tile fits");
        };
        let seat = finished.table().to_move();
        let input = carcassonne::table::ConfirmedTurn::Place { placement, action };
        finished.confirm_turn(seat, input).unwrap();
    }
    assert!(finished.game().is_finished());
    // Seed 8 with these random choices: known tiles and scores at each step.
    for (k, tiles, scores) in [
        (0, 1, [0, 0, 0]),
        (1, 2, [0, 0, 0]),
        (20, 21, [0, 0, 0]),
        (35, 36, [0, 7, 4]),
    ] {
        finished.review_step(k).unwrap();
        let shown = finished.shown();
        assert_eq!(shown.move_count() as usize, k);
        assert_eq!(shown.tiles().len(), tiles, "step {k}");
        let got: Vec<u32> = shown.players().iter().map(|p| p.score).collect();
        assert_eq!(got, scores, "step {k}");
        assert!(!shown.is_finished());
    }
    finished.review_step(finished.moves().len()).unwrap();
    assert!(finished.shown() == finished.game());
    assert!(finished.shown().is_finished());
}

#[test]
fn a_tile_that_fits_nowhere_is_set_aside_and_the_table_is_told() {
    // A tiny tile set: the start tile, roads, and a tile whose spring can
    // never continue a river on a land map.
    let set = r#"TileSet(name: "base", start: Some("D"), tiles: [
        Tile(id: "D", count: 1, edges: "CRFR", segments: [
            City(edges: [N]), Road(edges: [W, E]),
            Field(halves: [WR, EL], cities: [N]), Field(halves: [ER, SL, SR, WL]),
        ]),
        Tile(id: "U", count: 3, edges: "FRFR", segments: [
            Road(edges: [W, E]), Field(halves: [WR, NL, NR, EL]), Field(halves: [ER, SL, SR, WL]),
        ]),
        Tile(id: "Z", count: 1, edges: "rFFF", segments: [
            Field(halves: [NL, NR, EL, ER, SL, SR, WL, WR]),
        ]),
    ])"#;
    let mut cat = TileCatalog::default();
    cat.add_set("tiny.ron", set).unwrap();
    let cat = Arc::new(cat);
    let z = cat.type_id("Z").unwrap();
    let mut app = crate::headless::headless_with(cat.clone());
    start(&mut app, setup(2, RuleSet::default(), 1));
    let mut seen_set_aside = false;
    while screen(&app) == Screen::Playing {
        let a = active(&app);
        if a.set_aside.contains(&z) {
            seen_set_aside = true;
            assert!(a.moves().contains(&Move::Discard { tile: z }));
            assert!(
                told(a)
                    .iter()
                    .any(|n| n.contains("The drawn tile (river) fits nowhere")),
                "{:?}",
                told(a)
            );
        }
        assert_ne!(
            a.drawn(),
            Some(z),
            "an unplaceable tile is never handed to a player"
        );
        let tile = a.drawn().unwrap();
        let p = a.game().legal_placements(tile)[0];
        send(&mut app, TurnInput::PlaceTile(p));
        send(&mut app, TurnInput::Confirm);
        until_place(&mut app);
    }
    let a = active(&app);
    assert!(a.game().is_finished());
    assert!(
        seen_set_aside || a.moves().contains(&Move::Discard { tile: z }),
        "Z was set aside"
    );
    assert_eq!(a.moves().len(), 4, "three placements and one discard");
}

/// A builder's second turn is a turn like any other: the same player holds
/// the next tile, and undo takes back the second turn, then the first.
#[test]
fn undo_takes_back_a_builders_second_turn_then_the_first() {
    let rules = RuleSet::default().with(Expansion::TRADERS_BUILDERS);
    // A seed whose random game gives a second turn early enough.
    let mut found = None;
    for seed in 0..200 {
        let mut g = Game::new(catalog(), 2, rules).unwrap();
        g.shuffle(seed);
        let mut rng = Rng::new(seed);
        let mut chooser = RandomPlayer::new();
        for turn in 0..60 {
            let Some(mv) = chooser.choose(&g, &mut rng) else {
                break;
            };
            if g.apply(&mv).unwrap().extra_turn && matches!(mv, Move::Place { .. }) {
                found = Some((seed, turn));
                break;
            }
        }
        if found.is_some() {
            break;
        }
    }
    let (seed, _) = found.expect("a builder's second turn in some game");
    let mut app = headless();
    start(&mut app, setup(2, rules, seed));
    let mut rng = Rng::new(seed);
    let mut chooser = RandomPlayer::new();
    loop {
        let before = active(&app).game().clone();
        let Some(Move::Place {
            placement, action, ..
        }) = chooser.choose(&before, &mut rng)
        else {
            panic!("a move");
        };
        send(&mut app, TurnInput::PlaceTile(placement));
        send(&mut app, TurnInput::ChooseFigure(action));
        send(&mut app, TurnInput::Confirm);
        let extra = active(&app).last_report.as_ref().unwrap().extra_turn;
        until_place(&mut app);
        if !extra {
            continue;
        }
        let a = active(&app);
        let mover = before.current_player();
        assert_eq!(a.game().current_player(), mover, "the same player again");
        assert!(a.game().is_second_turn());
        assert!(told(a).iter().any(|n| n.contains("plays again")));
        // The second turn, played and undone, comes back to the second turn.
        let second = a.game().clone();
        let Some(Move::Place {
            placement, action, ..
        }) = chooser.choose(&second, &mut rng)
        else {
            panic!("a move");
        };
        send(&mut app, TurnInput::PlaceTile(placement));
        send(&mut app, TurnInput::ChooseFigure(action));
        send(&mut app, TurnInput::Confirm);
        until_place(&mut app);
        assert_ne!(active(&app).game().current_player(), mover);
        send(&mut app, TurnInput::UndoLastTurn);
        until_place(&mut app);
        assert!(*active(&app).game() == second, "back to the second turn");
        send(&mut app, TurnInput::UndoLastTurn);
        until_place(&mut app);
        assert!(*active(&app).game() == before, "then back to the first");
        assert_eq!(active(&app).game().current_player(), mover);
        return;
    }
}

#[test]
fn without_a_desktop_the_game_says_what_works_instead() {
    let dir = std::env::temp_dir().join(format!("carcassonne-no-desktop-{}", std::process::id()));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("CARCASSONNE_CONFIG", &dir)
        .env("CARCASSONNE_DATA", &dir)
        .output()
        .expect("the binary runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("needs a desktop session"), "{err}");
    assert!(err.contains("replay, simulate, arena and suggest"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn a_broken_modded_tile_file_is_named_and_the_built_in_tiles_played() {
    let dir = std::env::temp_dir().join(format!("carcassonne-broken-tiles-{}", std::process::id()));
    let tiles = dir.join("tiles");
    std::fs::create_dir_all(&tiles).unwrap();
    std::fs::write(tiles.join("base.ron"), "(name: \"base\", tiles: [oops])").unwrap();
    let (catalog, problem) = carcassonne::app::tiles_for_window(std::slice::from_ref(&dir))
        .expect("the built-in tiles load");
    let problem = problem.expect("the broken file is reported").0.to_string();
    assert!(problem.contains("base.ron"), "{problem}");
    assert_eq!(catalog.types.len(), crate::common::catalog().types.len());
    // Without a broken file, nothing to report.
    std::fs::remove_file(tiles.join("base.ron")).unwrap();
    let (_, none) = carcassonne::app::tiles_for_window(std::slice::from_ref(&dir)).unwrap();
    assert!(none.is_none());
    std::fs::remove_dir_all(&dir).ok();
}
