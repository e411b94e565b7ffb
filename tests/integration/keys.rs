//! Keyboard play: a whole turn played with keys alone on the headless app
//! (arrows to a cell, Enter, Tab through the figures, Esc, Enter again),
//! and the arrows' choice of the next cell.

use crate::app::{active, phase, setup, start};
use crate::headless::headless_with_map;
use bevy::prelude::*;
use carcassonne::app::keyboard::{KeyCursor, next_cell};
use carcassonne::app::map::Hover;
use carcassonne::app::{TurnPhase, keyboard_play};
use carcassonne::rules::{Move, Pos, RuleSet};

/// One key press and release, as two frames.
fn press(app: &mut App, keys: &[KeyCode]) {
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for &k in keys {
        input.press(k);
    }
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for &k in keys {
        input.release(k);
    }
    input.clear();
    app.update();
    app.update();
}

#[test]
fn a_turn_is_played_with_the_keyboard_alone() {
    let mut app = headless_with_map();
    keyboard_play(&mut app);
    start(&mut app, setup(2, RuleSet::default(), 11));
    assert_eq!(phase(&app), Some(TurnPhase::Place));
    let tile = active(&app).drawn().expect("a tile in hand");
    let fits: Vec<Pos> = active(&app)
        .game()
        .legal_placements(tile)
        .iter()
        .map(|p| p.pos)
        .collect();

    // An arrow picks a cell where the tile fits; the map shows it as the
    // pointer's cell.
    press(&mut app, &[KeyCode::ArrowRight]);
    let cell = app
        .world()
        .resource::<KeyCursor>()
        .0
        .expect("a cell chosen");
    assert!(fits.contains(&cell), "{cell:?} is not where the tile fits");
    assert_eq!(app.world().resource::<Hover>().cell, Some(cell));

    // Enter lays it there.
    press(&mut app, &[KeyCode::Enter]);
    assert_eq!(phase(&app), Some(TurnPhase::Claim));
    let placement = active(&app)
        .tentative_placement()
        .expect("the tile lies there");
    assert_eq!(placement.pos, cell);

    // Tab walks the figure spots, Shift+Tab back.
    let options = active(&app).game().figure_options(tile, placement);
    assert!(options.len() >= 2, "this deal offers several spots");
    press(&mut app, &[KeyCode::Tab]);
    assert_eq!(active(&app).chosen_figure(), Some(options[0]));
    press(&mut app, &[KeyCode::Tab]);
    assert_eq!(active(&app).chosen_figure(), Some(options[1]));
    press(&mut app, &[KeyCode::ShiftLeft, KeyCode::Tab]);
    assert_eq!(active(&app).chosen_figure(), Some(options[0]));

    // Esc takes back a step at a time: the figure, then the tile. Enter
    // lays it again, Tab chooses, Enter confirms the turn.
    press(&mut app, &[KeyCode::Escape]);
    assert_eq!(active(&app).chosen_figure(), None);
    assert_eq!(phase(&app), Some(TurnPhase::Claim));
    press(&mut app, &[KeyCode::Escape]);
    assert_eq!(phase(&app), Some(TurnPhase::Place));
    assert_eq!(active(&app).tentative_placement(), None);
    press(&mut app, &[KeyCode::Enter]);
    assert_eq!(
        active(&app).tentative_placement().map(|p| p.pos),
        Some(cell)
    );
    press(&mut app, &[KeyCode::Tab]);
    press(&mut app, &[KeyCode::Enter]);
    let played = active(&app).moves().last().cloned();
    match played {
        Some(Move::Place {
            placement: laid,
            action,
            ..
        }) => {
            assert_eq!(laid.pos, cell);
            assert_eq!(action, Some(options[0]));
        }
        other => panic!("no turn confirmed: {other:?}"),
    }
}

#[test]
fn arrows_go_to_the_nearest_cell_that_way_straight_ahead_first() {
    let p = |x, y| Pos { x, y };
    let cells = [p(1, 0), p(-1, 0), p(0, 1), p(0, -1), p(2, 1), p(3, 0)];
    assert_eq!(next_cell(p(0, 0), Vec2::X, &cells), Some(p(1, 0)));
    assert_eq!(next_cell(p(0, 0), Vec2::NEG_X, &cells), Some(p(-1, 0)));
    assert_eq!(next_cell(p(0, 0), Vec2::Y, &cells), Some(p(0, 1)));
    assert_eq!(next_cell(p(0, 0), Vec2::NEG_Y, &cells), Some(p(0, -1)));
    // From (1,0) to the right: (3,0) straight ahead beats (2,1) aside.
    assert_eq!(next_cell(p(1, 0), Vec2::X, &cells), Some(p(3, 0)));
    // Nothing further that way.
    assert_eq!(next_cell(p(3, 0), Vec2::X, &cells), None);
}
