//! Motion on the map is visual only: with "reduce motion" a laid tile's
//! sprite stands at its place on the next frame; without it the tile drops
//! into place, and the players' input is taken while it falls.

use crate::app::{active, send, setup, start, until_place};
use crate::headless::headless_with_map;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use carcassonne::app::map::cell_center;
use carcassonne::app::map::tiles::TileSprite;
use carcassonne::app::map_motion;
use carcassonne::app::motion::Motion;
use carcassonne::app::settings::Settings;
use carcassonne::app::{TurnInput, TurnPhase};
use carcassonne::rules::{Placement, RuleSet};
use std::time::Duration;

/// The headless map app with its motions, 10 ms a frame.
fn app_with_motion(reduce_motion: bool) -> App {
    let mut app = headless_with_map();
    map_motion(&mut app);
    app.insert_resource(Settings {
        reduce_motion,
        ..Settings::default()
    })
    .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        10,
    )));
    start(&mut app, setup(2, RuleSet::default(), 7));
    app
}

fn a_legal_placement(app: &App) -> Placement {
    let a = active(app);
    let tile = a.drawn().expect("a tile in hand");
    a.game()
        .legal_placements(tile)
        .into_iter()
        .next()
        .expect("the tile fits somewhere")
}

/// The sprite of the game's tile `index`: its transform, and whether it is
/// in motion.
fn tile_sprite(app: &mut App, index: usize) -> Option<(Transform, bool)> {
    let mut sprites = app
        .world_mut()
        .query::<(&TileSprite, &Transform, Has<Motion>)>();
    sprites
        .iter(app.world())
        .find(|(s, ..)| s.1 == index)
        .map(|(_, t, moving)| (*t, moving))
}

/// Lays the drawn tile and confirms it (one frame for the confirmation):
/// the new tile's index and placement.
fn lay_and_confirm(app: &mut App) -> (usize, Placement) {
    let p = a_legal_placement(app);
    let tiles = active(app).game().tiles().len();
    send(app, TurnInput::PlaceTile(p));
    app.world_mut().write_message(TurnInput::Confirm);
    app.update();
    let now = active(app).game().tiles().len();
    assert_eq!(
        now,
        tiles + 1,
        "the confirmation is taken while the tile falls"
    );
    (now - 1, p)
}

fn assert_at_rest(t: &Transform, p: Placement) {
    assert_eq!(t.translation.truncate(), cell_center(p.pos), "{t:?}");
    assert_eq!(t.translation.z, 0.0, "{t:?}");
    assert_eq!(t.scale, Vec3::ONE, "{t:?}");
}

#[test]
fn with_reduce_motion_a_laid_tile_is_at_its_place_on_the_next_frame() {
    let mut app = app_with_motion(true);
    let (index, p) = lay_and_confirm(&mut app);
    let (t, moving) = tile_sprite(&mut app, index).expect("the placed tile has its sprite");
    assert!(!moving, "no motion with reduce motion");
    assert_at_rest(&t, p);
}

#[test]
fn a_laid_tile_drops_into_place_and_input_is_taken_while_it_falls() {
    let mut app = app_with_motion(false);
    let (index, p) = lay_and_confirm(&mut app);
    let (t, moving) = tile_sprite(&mut app, index).expect("the placed tile has its sprite");
    assert!(moving, "the tile laid is falling");
    let rest = cell_center(p.pos);
    assert!(
        t.translation.y > rest.y && t.scale.x > 1.0,
        "it falls from above, larger: {t:?}"
    );
    // The next player's turn begins and their tile is laid while the last
    // one still falls.
    until_place(&mut app);
    assert!(tile_sprite(&mut app, index).expect("still there").1);
    let next = a_legal_placement(&app);
    app.world_mut().write_message(TurnInput::PlaceTile(next));
    app.update();
    assert_eq!(
        active(&app).tentative_placement(),
        Some(next),
        "the placement is taken"
    );
    assert!(
        tile_sprite(&mut app, index).expect("still there").1,
        "taken while the last tile was still falling"
    );
    app.update();
    assert_eq!(
        *app.world().resource::<State<TurnPhase>>().get(),
        TurnPhase::Claim
    );
    // A quarter of a second later it rests at its place, its motion gone.
    for _ in 0..30 {
        app.update();
    }
    let (t, moving) = tile_sprite(&mut app, index).expect("still there");
    assert!(!moving, "the motion removed itself");
    assert_at_rest(&t, p);
    assert_eq!(active(&app).tentative_placement(), Some(next));
}
