//! The window's edges: the saved games are listed from the folder
//! `carcassonne paths` names, with their players, moves and age; the wheel
//! over the UI (a panel, the rules help) never zooms the map; the cells
//! where the tile fits stay clear of the side panel; claim markers stay on
//! their tile and apart; the lobby is modal.

use crate::app::{setup, start, until_place};
use crate::common::{catalog, data_dir};
use crate::headless::headless_with_map;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
use carcassonne::app::map::grid::{MapCamera, TILE, cell_center, spot_anchor, world_to_cell};
use carcassonne::app::map::markers::{MARKER_RING, marker_layout};
use carcassonne::app::map::{SpotMarker, legal_cell_marks};
use carcassonne::app::screens::saved_games::{save_age_words, save_summary_words};
use carcassonne::app::{MapArea, Saves, TurnInput, TurnPhase};
use carcassonne::cli::Outcome;
use carcassonne::i18n::Localizer;
use carcassonne::rules::sim::RandomPlayer;
use carcassonne::rules::{Move, Rotation, RuleSet};
use std::path::PathBuf;
use std::time::{Duration, SystemTime};

/// A record of `moves` moves of seed 5's game for three players (the
/// whole game when there are fewer).
fn record(players: [&str; 3], moves: usize) -> String {
    use carcassonne::rules::record::GameRecord;
    let rules = RuleSet::default();
    let catalog = catalog();
    let template = carcassonne::rules::Game::new(catalog.clone(), 3, rules).unwrap();
    let (_, all) = carcassonne::rules::sim::random_game(&template, 5, &mut RandomPlayer::new());
    let names = players.iter().map(|p| p.to_string()).collect();
    let played = &all[..moves.min(all.len())];
    GameRecord::of_moves(names, rules, Some(5), played, &catalog).to_ron()
}

/// The folder `carcassonne paths` says the saved games are in.
fn saved_games_folder_of_paths() -> PathBuf {
    let Outcome::Print(text) = carcassonne::cli::run(&["paths".to_string()]) else {
        panic!("paths prints");
    };
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("saved games: "))
        .unwrap_or_else(|| panic!("paths names the saved games' folder:\n{text}"));
    PathBuf::from(line)
}

/// The saves the new-game screen lists when it opens.
fn listed() -> Saves {
    let mut app = crate::headless::headless();
    carcassonne::app::saving(&mut app);
    app.update();
    app.world_mut().remove_resource::<Saves>().expect("scanned")
}

#[test]
fn a_save_put_where_paths_says_is_listed_with_its_players_moves_and_age() {
    let data = data_dir();
    let folder = saved_games_folder_of_paths();
    assert!(folder.starts_with(&data), "{folder:?} in {data:?}");
    std::fs::create_dir_all(&folder).unwrap();
    let pid = std::process::id();
    let put = |name: &str, text: &str, age: Duration| {
        let path = folder.join(format!("{name}.ron"));
        std::fs::write(&path, text).unwrap();
        let file = std::fs::File::options().write(true).open(&path).unwrap();
        file.set_modified(SystemTime::now() - age).unwrap();
    };
    let midway = format!("edges-{pid}-midway");
    let over = format!("edges-{pid}-over");
    let broken = format!("edges-{pid}-broken");
    put(
        &midway,
        &record(["Ann", "Bo", "Cleo"], 12),
        Duration::from_secs(180),
    );
    put(
        &over,
        &record(["Zofia", "Łukasz", "Grzegorz"], 1000),
        Duration::from_secs(2 * 86_400 + 60),
    );
    put(
        &broken,
        "(version: 1, players: [",
        Duration::from_secs(7_200),
    );

    let saves = listed();
    let mine: Vec<_> = saves
        .named
        .iter()
        .filter(|s| s.name.starts_with(&format!("edges-{pid}-")))
        .collect();
    let names: Vec<&str> = mine.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, [&midway, &broken, &over], "newest first");
    let en = crate::i18n::english();
    let words: Vec<String> = mine.iter().map(|s| save_summary_words(en, s)).collect();
    assert_eq!(
        words,
        [
            "Ann, Bo, Cleo after 12 moves",
            "does not load (Load says why)",
            "Zofia, Łukasz, Grzegorz: game over",
        ]
    );
    let ages: Vec<String> = mine
        .iter()
        .map(|s| {
            let age = SystemTime::now().duration_since(s.saved.unwrap()).unwrap();
            save_age_words(en, age)
        })
        .collect();
    assert_eq!(ages, ["3 minutes ago", "2 hours ago", "2 days ago"]);
}

#[test]
fn a_saves_age_reads_in_each_languages_plural_forms() {
    let minutes = |m: u64| Duration::from_secs(m * 60 + 7);
    let pl = Localizer::load("pl", &[]);
    let said: Vec<String> = [1, 2, 5, 22]
        .map(|m| save_age_words(&pl, minutes(m)))
        .to_vec();
    assert_eq!(
        said,
        [
            "1 minutę temu",
            "2 minuty temu",
            "5 minut temu",
            "22 minuty temu"
        ]
    );
    let de = Localizer::load("de", &[]);
    assert_eq!(save_age_words(&de, minutes(0)), "gerade eben");
    assert_eq!(save_age_words(&de, minutes(60 * 24 * 3)), "vor 3 Tagen");
    assert_eq!(
        save_age_words(&de, minutes(60 * 24 * 7 * 5)),
        "vor 5 Wochen"
    );
    let fr = Localizer::load("fr", &[]);
    assert_eq!(save_age_words(&fr, minutes(60)), "il y a 1 heure");
}

/// A headless game with a 1280×800 window, its map camera, the mouse's
/// input and an egui context (no egui plugin: the test lays egui out).
fn windowed() -> App {
    let mut app = headless_with_map();
    carcassonne::app::mouse_play(&mut app);
    app.init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<AccumulatedMouseMotion>()
        .init_resource::<AccumulatedMouseScroll>();
    app.world_mut().spawn((
        Window {
            resolution: (1280, 800).into(),
            ..default()
        },
        PrimaryWindow,
    ));
    app.world_mut().spawn(PrimaryEguiContext);
    app
}

fn zoom(app: &mut App) -> f32 {
    let mut q = app
        .world_mut()
        .query_filtered::<&Projection, With<MapCamera>>();
    match q.single(app.world()).unwrap() {
        Projection::Orthographic(o) => o.scale,
        _ => panic!("an orthographic map camera"),
    }
}

fn camera(app: &mut App) -> Vec2 {
    let mut q = app
        .world_mut()
        .query_filtered::<&Transform, With<MapCamera>>();
    q.single(app.world()).unwrap().translation.truncate()
}

/// The pointer arrives at `at` and the wheel turns a notch in the same
/// frame; the zoom after it.
fn wheel_at(app: &mut App, at: Vec2) -> f32 {
    let mut q = app
        .world_mut()
        .query_filtered::<&mut Window, With<PrimaryWindow>>();
    q.single_mut(app.world_mut())
        .unwrap()
        .set_cursor_position(Some(at));
    let mut scroll = app.world_mut().resource_mut::<AccumulatedMouseScroll>();
    scroll.delta = Vec2::new(0.0, 1.0);
    scroll.unit = MouseScrollUnit::Line;
    app.update();
    app.world_mut()
        .resource_mut::<AccumulatedMouseScroll>()
        .delta = Vec2::ZERO;
    zoom(app)
}

/// F1's rules help as egui lays it out: a window at the top left, drawn
/// twice (egui sizes a new window unseen the first time).
fn show_the_rules_help(app: &mut App) {
    let mut q = app
        .world_mut()
        .query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    let mut ctx = q.single_mut(app.world_mut()).unwrap();
    for _ in 0..2 {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 800.0),
            )),
            ..Default::default()
        };
        let _ = ctx.get_mut().run_ui(input, |ui| {
            egui::Window::new("Rules help")
                .fixed_pos([16.0, 16.0])
                .show(ui.ctx(), |ui| {
                    ui.set_min_size(egui::vec2(540.0, 540.0));
                    ui.label("A turn")
                });
        });
    }
}

#[test]
fn the_wheel_over_the_rules_help_or_the_side_panel_leaves_the_map_as_it_is() {
    let mut app = windowed();
    start(&mut app, setup(2, RuleSet::default(), 7));
    show_the_rules_help(&mut app);
    let before = zoom(&mut app);
    // egui last saw the pointer elsewhere: only where it is now tells.
    assert_eq!(
        wheel_at(&mut app, Vec2::new(300.0, 300.0)),
        before,
        "the wheel over the rules help zoomed the map"
    );
    assert_eq!(
        wheel_at(&mut app, Vec2::new(1100.0, 400.0)),
        before,
        "the wheel over the side panel zoomed the map"
    );
    let on_the_map = wheel_at(&mut app, Vec2::new(700.0, 700.0));
    assert!(on_the_map < before, "the wheel over the map zooms in");
}

/// The placement farthest east of the drawn tile's (to grow the map
/// under the side panel), with no figure.
fn eastmost(app: &App) -> carcassonne::rules::Placement {
    let a = crate::app::active(app);
    let tile = a.drawn().expect("a tile in hand");
    a.game()
        .legal_placements(tile)
        .into_iter()
        .max_by_key(|p| (p.pos.x, -p.pos.y.abs()))
        .expect("a drawn tile fits")
}

#[test]
fn every_cell_the_tile_fits_lies_clear_of_the_side_panel_at_each_turn() {
    let mut app = windowed();
    start(&mut app, setup(2, RuleSet::default(), 11));
    let window = Vec2::new(1280.0, 800.0);
    for turn in 0..24 {
        assert_eq!(crate::app::phase(&app), Some(TurnPhase::Place));
        // The camera follows the turn's start on the next frame.
        app.update();
        let cells = legal_cell_marks(crate::app::active(&app));
        assert!(!cells.is_empty());
        let (at, scale) = (camera(&mut app), zoom(&mut app));
        let shown = MapArea::default().world_rect(at, scale, window);
        for cell in &cells {
            let c = cell_center(*cell);
            let half = Vec2::splat(TILE / 2.0);
            assert!(
                shown.contains(c - half) && shown.contains(c + half),
                "turn {turn}: {cell:?} is not wholly left of the side panel \
                 (camera at {at}, zoom {scale})"
            );
        }
        let placement = eastmost(&app);
        crate::app::send(&mut app, TurnInput::PlaceTile(placement));
        crate::app::send(&mut app, TurnInput::ChooseFigure(None));
        crate::app::send(&mut app, TurnInput::Confirm);
        until_place(&mut app);
    }
    assert!(
        camera(&mut app).x > 0.0,
        "the map grew east and the camera followed it"
    );
}

#[test]
fn markers_laid_out_on_any_tile_stay_on_it_and_apart() {
    let catalog = catalog();
    let mut failures = Vec::new();
    for t in &catalog.types {
        for rot in Rotation::ALL {
            let anchors: Vec<Vec2> = (0..t.segments.len())
                .map(|s| spot_anchor(t, rot, s))
                .collect();
            let at = marker_layout(&anchors);
            let reach = 0.5 - MARKER_RING / 2.0 + 1e-3;
            for (i, a) in at.iter().enumerate() {
                if a.abs().max_element() > reach {
                    failures.push(format!(
                        "{} {rot:?}: marker {i} at {a} is off the tile",
                        t.id
                    ));
                }
                for (j, b) in at.iter().enumerate().skip(i + 1) {
                    if a.distance(*b) < MARKER_RING - 2e-3 {
                        failures.push(format!(
                            "{} {rot:?}: markers {i} and {j} overlap ({:.3} apart)",
                            t.id,
                            a.distance(*b)
                        ));
                    }
                }
                if a.distance(anchors[i]) > 0.16 {
                    failures.push(format!(
                        "{} {rot:?}: marker {i} went {:.3} from its spot",
                        t.id,
                        a.distance(anchors[i])
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_markers_shown_while_claiming_stay_within_their_tiles() {
    let mut app = headless_with_map();
    start(
        &mut app,
        setup(2, RuleSet::default().with_every_expansion(), 3),
    );
    let mut chooser = RandomPlayer::new();
    let mut rng = carcassonne::rules::random::Rng::new(3);
    let mut seen = 0;
    for turn in 0..40 {
        if crate::app::screen(&app) != carcassonne::app::Screen::Playing {
            break;
        }
        let a = crate::app::active(&app);
        let Some(Move::Place { placement, .. }) = chooser.choose(a.game(), &mut rng) else {
            panic!("a move");
        };
        crate::app::send(&mut app, TurnInput::PlaceTile(placement));
        app.update();
        // Each marker's outer edge (its ring, else its dot) on its tile.
        let world = app.world_mut();
        let mut markers = world.query::<(&SpotMarker, &Transform, &Sprite, Option<&Children>)>();
        let mut sprites = world.query::<&Sprite>();
        let mut on_tiles: Vec<(IVec2, Vec2, f32)> = Vec::new();
        for (_, t, dot, children) in markers.iter(world) {
            let mut size = dot.custom_size.unwrap().x;
            for &child in children.into_iter().flatten() {
                size = size.max(sprites.get(world, child).unwrap().custom_size.unwrap().x);
            }
            let at = t.translation.truncate();
            let cell = world_to_cell(at);
            let off = (at - cell_center(cell)).abs() + Vec2::splat(size / 2.0);
            assert!(
                off.max_element() <= TILE / 2.0 + 0.01,
                "turn {turn}: a marker of {size} at {at} reaches past its tile {cell:?}"
            );
            on_tiles.push((IVec2::new(cell.x, cell.y), at, size));
            seen += 1;
        }
        for (i, a) in on_tiles.iter().enumerate() {
            for b in on_tiles.iter().skip(i + 1).filter(|b| b.0 == a.0) {
                assert!(
                    a.1.distance(b.1) + 0.5 >= (a.2 + b.2) / 2.0,
                    "turn {turn}: markers at {} and {} overlap",
                    a.1,
                    b.1
                );
            }
        }
        crate::app::send(&mut app, TurnInput::Confirm);
        while crate::app::phase(&app) == Some(TurnPhase::Fly) {
            let (_, options) = crate::app::active(&app).flight_step().expect("a flight");
            crate::app::send(&mut app, TurnInput::DragonStep(options[0]));
        }
        until_place(&mut app);
    }
    assert!(seen > 40, "only {seen} markers were shown");
}

/// A dialog drawn over the screen (the lobby, the join dialog), or none.
type Over<'a> = &'a mut dyn FnMut(&egui::Context);

/// One frame of `ctx` with a button behind (where the new-game screen's
/// start button would be) and `over` drawn over it; whether the button was
/// clicked, and whether the frame dimmed the whole window.
fn frame(ctx: &egui::Context, events: Vec<egui::Event>, over: Over) -> (bool, bool) {
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
    let input = egui::RawInput {
        screen_rect: Some(screen),
        events,
        ..Default::default()
    };
    let mut clicked = false;
    let out = ctx.run_ui(input, |ui| {
        let behind = egui::Rect::from_min_size(egui::pos2(40.0, 700.0), egui::vec2(200.0, 40.0));
        clicked = ui.put(behind, egui::Button::new("Start game")).clicked();
        over(ui.ctx());
    });
    let dimmed = out.shapes.iter().any(|s| match &s.shape {
        egui::Shape::Rect(r) => r.rect.contains_rect(screen) && r.fill.a() > 0 && r.fill.r() < 40,
        _ => false,
    });
    (clicked, dimmed)
}

/// Nothing over the screen.
fn bare(_: &egui::Context) {}

/// The lobby over the screen.
fn lobby(ctx: &egui::Context) {
    carcassonne::app::net::screens::lobby_modal(ctx, "Hosting a game", |ui| {
        ui.label("Seat 2: open");
    });
}

/// A click at `at`: the pointer moved there, pressed, released.
fn click_at(ctx: &egui::Context, at: egui::Pos2, over: Over) -> bool {
    let button = |pressed| egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: Default::default(),
    };
    let mut clicked = frame(ctx, vec![egui::Event::PointerMoved(at)], over).0;
    clicked |= frame(ctx, vec![button(true)], over).0;
    clicked |= frame(ctx, vec![button(false)], over).0;
    clicked
}

/// A context in the game's theme.
fn themed() -> egui::Context {
    let ctx = egui::Context::default();
    carcassonne::app::ui::theme::apply(&ctx, carcassonne::settings::Theme::Parchment);
    ctx
}

#[test]
fn the_lobby_dims_the_screen_behind_it_and_takes_its_clicks() {
    let at = egui::pos2(120.0, 720.0);
    // Without the lobby the button takes the click (the clicks are real).
    let ctx = themed();
    let _ = frame(&ctx, Vec::new(), &mut bare);
    assert!(
        click_at(&ctx, at, &mut bare),
        "the button behind is clickable alone"
    );
    // With it, the screen behind is dimmed and the click goes nowhere.
    let ctx = themed();
    let _ = frame(&ctx, Vec::new(), &mut lobby);
    let (_, dimmed) = frame(&ctx, Vec::new(), &mut lobby);
    assert!(dimmed, "the lobby dims the window behind it");
    assert!(
        !click_at(&ctx, at, &mut lobby),
        "a click beside the lobby reached the screen behind it"
    );
}

#[test]
fn the_join_dialog_dims_the_screen_behind_it_and_a_click_there_or_esc_cancels_it() {
    use carcassonne::app::language::Locale;
    use carcassonne::app::net::JoinDialog;
    use carcassonne::app::net::screens::{JoinChoice, join_modal};
    let at = egui::pos2(120.0, 720.0);
    let locale = Locale::load("en");
    let mut dialog = JoinDialog::default();
    dialog.invite = "carc2-example".into();
    dialog.name = "Ann".into();
    let mut choices = Vec::new();
    let mut join = |ctx: &egui::Context| {
        if let Some(choice) = join_modal(ctx, &locale, &mut dialog, None) {
            choices.push(choice);
        }
    };
    let ctx = themed();
    let _ = frame(&ctx, Vec::new(), &mut join);
    let (_, dimmed) = frame(&ctx, Vec::new(), &mut join);
    assert!(dimmed, "the join dialog dims the window behind it");
    assert!(
        !click_at(&ctx, at, &mut join),
        "a click beside the join dialog reached the screen behind it"
    );
    let escape = egui::Event::Key {
        key: egui::Key::Escape,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Default::default(),
    };
    let _ = frame(&ctx, vec![escape], &mut join);
    assert!(
        matches!(choices[..], [JoinChoice::Cancel, JoinChoice::Cancel]),
        "the click beside it and Esc each cancel the dialog once: {choices:?}"
    );
    assert_eq!(dialog.invite, "carc2-example", "what was typed is kept");
}

/// What `draw` draws in the game's theme at 1280×800: the shapes of its
/// second frame, laid out with the fonts the first one loaded.
fn laid_out(draw: &mut dyn FnMut(&mut egui::Ui)) -> Vec<egui::epaint::ClippedShape> {
    let ctx = themed();
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        ..Default::default()
    };
    let _ = ctx.run_ui(input(), &mut *draw);
    ctx.run_ui(input(), &mut *draw).shapes
}

/// The words among `shapes`.
fn texts(shapes: &[egui::epaint::ClippedShape]) -> Vec<&egui::epaint::TextShape> {
    shapes
        .iter()
        .filter_map(|s| match &s.shape {
            egui::Shape::Text(text) => Some(text),
            _ => None,
        })
        .collect()
}

#[test]
fn the_add_a_player_button_reads_on_one_line_within_its_card_in_every_language() {
    use carcassonne::app::language::Locale;
    use carcassonne::app::screens::new_game::{SEAT_CARD_WIDTH, add_seat_card};
    use carcassonne::settings::Settings;
    for language in carcassonne::i18n::LANGUAGES {
        let locale = Locale::load(language.code);
        let mut settings = Settings::default();
        let mut card = egui::Rect::NOTHING;
        let mut draw = |ui: &mut egui::Ui| {
            card = ui
                .horizontal_top(|ui| add_seat_card(ui, &locale, &mut settings, true))
                .response
                .rect;
        };
        let shapes = laid_out(&mut draw);
        let texts = texts(&shapes);
        assert_eq!(texts.len(), 1, "{}: the button's words", language.code);
        let text = texts[0];
        assert_eq!(
            text.galley.rows.len(),
            1,
            "{}: {:?} breaks into lines",
            language.code,
            text.galley.text()
        );
        // The card keeps the seats' cards' width (a wider button would
        // stretch it) and holds the words.
        let words = text.visual_bounding_rect();
        assert!(
            card.width() <= SEAT_CARD_WIDTH + 0.5 && card.contains_rect(words),
            "{}: {:?} at {words:?} stretches or leaves its card {card:?}",
            language.code,
            text.galley.text()
        );
    }
}

#[test]
fn the_scoreboards_title_stays_clear_of_the_language_choice_in_every_language() {
    use carcassonne::app::language::{Language, Locale};
    use carcassonne::app::screens::scoreboard::title_with_language;
    use carcassonne::settings::Settings;
    for language in carcassonne::i18n::LANGUAGES {
        let locale = Locale::load(language.code);
        let title = locale.tr("scoreboard", None);
        let mut chosen = Language(language.code.to_string());
        let mut settings = Settings::default();
        // The scoreboard's panel, as wide as the window's.
        let mut draw = |ui: &mut egui::Ui| {
            egui::Panel::right("scoreboard")
                .exact_size(340.0)
                .show(ui, |ui| {
                    title_with_language(ui, &title, &mut chosen, &mut settings, "tip");
                });
        };
        let shapes = laid_out(&mut draw);
        let texts = texts(&shapes);
        let find = |words: &str| {
            texts
                .iter()
                .find(|t| t.galley.text() == words)
                .unwrap_or_else(|| panic!("{}: {words:?} is drawn", language.code))
        };
        let heading = find(&title);
        let choice = find(language.own_name);
        assert_eq!(heading.galley.rows.len(), 1, "{}: one line", language.code);
        let heading_at = heading.visual_bounding_rect();
        // The choice's button: the least rectangle drawn around its words.
        let words_at = choice.visual_bounding_rect();
        let choice_at = shapes
            .iter()
            .filter_map(|s| match &s.shape {
                egui::Shape::Rect(r) if r.rect.contains_rect(words_at) => Some(r.rect),
                _ => None,
            })
            .min_by(|a, b| a.area().total_cmp(&b.area()))
            .unwrap_or_else(|| panic!("{}: the choice has a button", language.code));
        assert!(
            heading_at.max.x < choice_at.min.x,
            "{}: {title:?} at {heading_at:?} runs under {:?} at {choice_at:?}",
            language.code,
            language.own_name
        );
    }
}
