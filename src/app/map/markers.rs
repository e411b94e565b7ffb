//! Claim markers on the tentatively placed tile: one per spot where a figure
//! may go (a click cycles through the figures that may stand there, then
//! none), and one on each abbot that may be taken back.

use crate::app::art_assets::ArtAssets;
use crate::app::map::grid::{TILE, Z_SPOT, cell_center, figure_shape, segment_world, spot_anchor};
use crate::app::turn::active_game::Shown;
use crate::app::turn::messages::TurnInput;
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::art::{FigureShape, NeutralFigure};
use crate::rules::{FigureAction, FigureKind, Game, Pos, Spot};
use bevy::prelude::*;

/// A claim marker: the figure actions open at one spot, in the rules' order.
#[derive(Component, Debug, Clone)]
pub struct SpotMarker(pub Vec<FigureAction>);

/// What a click on a marker with `options` chooses when `current` is chosen:
/// the next figure that may stand there, none after the last.
pub fn next_choice(
    options: &[FigureAction],
    current: Option<FigureAction>,
) -> Option<FigureAction> {
    match current.and_then(|c| options.iter().position(|&o| o == c)) {
        Some(i) => options.get(i + 1).copied(),
        None => options.first().copied(),
    }
}

/// Where a figure is put: a spot of the tile just placed (no position) or
/// of the tile at a position (a portal's reach); none for an action that
/// puts no figure (an abbot taken back), which keeps a marker of its own.
type SpotKey = Option<(Option<Pos>, Spot)>;

/// The figure actions open after placing, grouped by where they happen: per
/// spot of the tile, and per abbot that may be taken back.
pub fn options_by_spot(actions: &[FigureAction]) -> Vec<Vec<FigureAction>> {
    // A spot of the new tile, or of a tile a portal reaches: the figures
    // that may stand there share its marker.
    let mut groups: Vec<(SpotKey, Vec<FigureAction>)> = Vec::new();
    for &a in actions {
        let key = a.put().map(|(_, at, s)| (at, s));
        match groups.iter_mut().find(|(k, _)| key.is_some() && *k == key) {
            Some((_, g)) => g.push(a),
            None => groups.push((key, vec![a])),
        }
    }
    groups.into_iter().map(|(_, g)| g).collect()
}

pub(super) fn sync_spot_markers(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    markers: Query<Entity, With<SpotMarker>>,
    phase: Option<Res<State<TurnPhase>>>,
) {
    let claiming = phase.as_ref().is_some_and(|p| *p.get() == TurnPhase::Claim);
    if !active.is_changed() && !phase.is_some_and(|p| p.is_changed()) {
        return;
    }
    for e in &markers {
        commands.entity(e).despawn();
    }
    let (true, Some(tile), Some(pl)) = (claiming, active.drawn(), active.tentative_placement())
    else {
        return;
    };
    let game = active.game();
    let colour = active.seats()[game.current_player()].colour;
    for options in options_by_spot(&game.figure_options(tile, pl)) {
        let chosen = active.chosen_figure().filter(|c| options.contains(c));
        let shown = chosen.unwrap_or(options[0]);
        let Some(at) = marker_at(game, tile, pl, shown) else {
            continue;
        };
        // The figure the click puts there: the player's own (through a
        // portal too), the abbot taken back, the fairy, or for a princess
        // the knight she sends home.
        let figure = match shown {
            FigureAction::Fairy(..) => art.neutral(NeutralFigure::Fairy),
            FigureAction::Princess(..) => art.figure(FigureShape::Follower, colour),
            FigureAction::RecallAbbot(_) => art.figure(FigureShape::Abbot, colour),
            FigureAction::Put(kind, spot) | FigureAction::Portal(kind, _, spot) => {
                art.figure(figure_shape(kind, spot.kind()), colour)
            }
        };
        let look = MarkerLook {
            figure,
            chosen: chosen.is_some(),
            // Several figures may stand here: a ring says a click offers more.
            more: options.len() > 1,
        };
        spawn_marker(&mut commands, &art, options, at, look);
    }
}

/// Where the marker of `shown` stands on the map: on its spot of the laid
/// tile, or above the abbot it takes back.
fn marker_at(
    game: &Game,
    tile: crate::rules::TileTypeId,
    pl: crate::rules::Placement,
    shown: FigureAction,
) -> Option<Vec2> {
    match shown {
        FigureAction::RecallAbbot(pos) => {
            let index = game.tiles().iter().position(|p| p.pos == pos);
            let fig = game
                .figures()
                .iter()
                .find(|f| Some(f.tile as usize) == index && f.kind == FigureKind::Abbot)?;
            Some(
                segment_world(game, fig.tile as usize, fig.segment as usize)
                    + Vec2::new(0.0, 0.22) * TILE,
            )
        }
        FigureAction::Put(_, spot) => {
            let t = game.tile_type(tile);
            let local = Game::spot_segment(t, pl.rotation, spot)?;
            Some(cell_center(pl.pos) + spot_anchor(t, pl.rotation, local) * TILE)
        }
        // Through a portal, to a follower for the fairy, or at the knight the
        // princess sends home: a spot of a tile already on the map.
        FigureAction::Portal(_, pos, spot)
        | FigureAction::Fairy(pos, spot)
        | FigureAction::Princess(pos, spot) => {
            let placed = game.tile_at(pos)?;
            let t = game.tile_type(placed.tile);
            let local = Game::spot_segment(t, placed.rotation, spot)?;
            Some(cell_center(pos) + spot_anchor(t, placed.rotation, local) * TILE)
        }
    }
}

/// How a marker looks: the figure it offers, whether it is the one chosen,
/// and whether a click offers more.
struct MarkerLook {
    figure: Handle<Image>,
    chosen: bool,
    more: bool,
}

/// A marker at `at` offering `options`: a dot, the figure on it, a ring
/// when there are more; a click chooses the next.
fn spawn_marker(
    commands: &mut Commands,
    art: &ArtAssets,
    options: Vec<FigureAction>,
    at: Vec2,
    look: MarkerLook,
) {
    commands
        .spawn((
            SpotMarker(options),
            DespawnOnExit(Screen::Playing),
            Sprite {
                image: art.dot.clone(),
                custom_size: Some(Vec2::splat(TILE * 0.26)),
                color: if look.chosen {
                    Color::srgba(1.0, 1.0, 1.0, 0.95)
                } else {
                    Color::srgba(1.0, 1.0, 1.0, 0.55)
                },
                ..default()
            },
            Transform::from_translation(at.extend(Z_SPOT)),
            Pickable::default(),
        ))
        .with_children(|marker| {
            marker.spawn((
                Sprite {
                    image: look.figure,
                    custom_size: Some(Vec2::splat(TILE * 0.2)),
                    color: Color::srgba(1.0, 1.0, 1.0, if look.chosen { 1.0 } else { 0.6 }),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
            ));
            if look.more {
                marker.spawn((
                    Sprite {
                        image: art.thin_frame.clone(),
                        custom_size: Some(Vec2::splat(TILE * 0.3)),
                        color: Color::srgba(1.0, 0.95, 0.7, 0.9),
                        ..default()
                    },
                    Transform::from_xyz(0.0, 0.0, 0.05),
                    Pickable::IGNORE,
                ));
            }
        })
        .observe(choose_at_marker);
}

/// A click on a marker chooses the next figure that may stand there.
fn choose_at_marker(
    click: On<Pointer<Click>>,
    markers: Query<&SpotMarker>,
    active: Shown,
    mut input: MessageWriter<TurnInput>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(SpotMarker(options)) = markers.get(click.entity) {
        let choice = next_choice(options, active.chosen_figure());
        input.write(TurnInput::ChooseFigure(choice));
    }
}
