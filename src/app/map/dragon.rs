//! The Princess & the Dragon on the map: the dragon and the fairy where the
//! rules have them, and during a flight the lit tiles the seat whose step it
//! is may send the dragon to (a click sends it).

use crate::app::art_assets::ArtAssets;
use crate::app::map::grid::{TILE, Z_FIGURE, Z_SPOT, cell_center, segment_world};
use crate::app::turn::active_game::Shown;
use crate::app::turn::messages::TurnInput;
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::art::NeutralFigure;
use crate::rules::Pos;
use bevy::prelude::*;

/// The dragon's or the fairy's sprite.
#[derive(Component, Debug)]
pub struct NeutralSprite(pub NeutralFigure);

/// A tile the dragon may fly to next, lit for the person whose step it is.
#[derive(Component, Debug, Clone, Copy)]
pub struct DragonStepMarker(pub Pos);

/// The dragon on its tile and the fairy beside its follower, as the shown
/// game has them (during a flight, where the steps so far took the dragon).
pub(super) fn sync_neutral_figures(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    sprites: Query<Entity, With<NeutralSprite>>,
) {
    if !active.is_changed() {
        return;
    }
    for e in &sprites {
        commands.entity(e).despawn();
    }
    let game = active.shown();
    let mut spawn = |figure: NeutralFigure, at: Vec2, size: f32| {
        commands.spawn((
            NeutralSprite(figure),
            DespawnOnEnter(Screen::NewGame),
            Sprite {
                image: art.neutral(figure),
                custom_size: Some(Vec2::splat(size * TILE)),
                ..default()
            },
            // Above the players' figures: the dragon stands over the tile.
            Transform::from_translation(at.extend(Z_FIGURE + 0.5)),
        ));
    };
    if let Some(pos) = game.dragon() {
        spawn(NeutralFigure::Dragon, cell_center(pos), 0.55);
    }
    // The fairy stands by its follower, or alone on the tile it stayed on.
    let fairy_at = match game.fairy_with() {
        Some(f) => Some(
            segment_world(game, f.tile as usize, f.segment as usize)
                + Vec2::new(-0.14, 0.12) * TILE,
        ),
        None => game.fairy().map(cell_center),
    };
    if let Some(at) = fairy_at {
        spawn(NeutralFigure::Fairy, at, 0.3);
    }
}

/// During a flight, the tiles the dragon may go to next, lit when the seat
/// whose step it is plays at this window as a person.
pub(super) fn sync_dragon_steps(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    markers: Query<Entity, With<DragonStepMarker>>,
    phase: Option<Res<State<TurnPhase>>>,
) {
    if !active.is_changed() && !phase.as_ref().is_some_and(|p| p.is_changed()) {
        return;
    }
    for e in &markers {
        commands.entity(e).despawn();
    }
    let flying = phase.is_some_and(|p| *p.get() == TurnPhase::Fly);
    let Some((seat, options)) = active.flight_step().filter(|_| flying) else {
        return;
    };
    if !active.seats().get(seat).is_some_and(|s| s.is_here()) {
        return;
    }
    for pos in options {
        commands
            .spawn((
                DragonStepMarker(pos),
                DespawnOnExit(Screen::Playing),
                // A plain tinted square (no image): the whole tile answers a
                // click, not only the ring's pixels.
                Sprite {
                    custom_size: Some(Vec2::splat(TILE * 0.94)),
                    color: Color::srgba(1.0, 0.55, 0.2, 0.25),
                    ..default()
                },
                Transform::from_translation(cell_center(pos).extend(Z_SPOT)),
                Pickable::default(),
            ))
            .with_child((
                Sprite {
                    image: art.frame.clone(),
                    custom_size: Some(Vec2::splat(TILE * 0.94)),
                    color: Color::srgba(1.0, 0.55, 0.2, 0.95),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.05),
                Pickable::IGNORE,
            ))
            .observe(step_to_marker);
    }
}

/// A click on a lit tile sends the dragon there.
fn step_to_marker(
    click: On<Pointer<Click>>,
    markers: Query<&DragonStepMarker>,
    mut input: MessageWriter<TurnInput>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(DragonStepMarker(pos)) = markers.get(click.entity) {
        input.write(TurnInput::DragonStep(*pos));
    }
}
