//! Claim markers on the tentatively placed tile: one per spot where a figure
//! may go (a click cycles through the figures that may stand there, then
//! none), and one on each abbot that may be taken back.

use crate::app::art_assets::ArtAssets;
use crate::app::map::grid::{TILE, Z_SPOT, cell_center, figure_shape, spot_anchor};
use crate::app::turn::active_game::Shown;
use crate::app::turn::messages::TurnInput;
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::art::{FigureShape, NeutralFigure};
use crate::rules::{FigureAction, Game, Pos, Spot};
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
    let offered = offered_markers(game, tile, pl, active.chosen_figure());
    for Offered {
        options,
        shown,
        cell,
        spot,
    } in offered
    {
        let chosen = active.chosen_figure().filter(|c| options.contains(c));
        let at = cell_center(cell) + spot * TILE;
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

/// One marker to show: the figure actions at its spot, the one it shows,
/// and where: the cell of its tile and the spot on it (tile units).
struct Offered {
    options: Vec<FigureAction>,
    shown: FigureAction,
    cell: Pos,
    spot: Vec2,
}

/// The markers after placing `tile` at `pl`, one a spot, each showing the
/// figure `chosen` there or else its first, laid out on their tiles.
fn offered_markers(
    game: &Game,
    tile: crate::rules::TileTypeId,
    pl: crate::rules::Placement,
    chosen: Option<FigureAction>,
) -> Vec<Offered> {
    let mut offered: Vec<Offered> = Vec::new();
    for options in options_by_spot(&game.figure_options(tile, pl)) {
        let shown = chosen.filter(|c| options.contains(c)).unwrap_or(options[0]);
        if let Some((cell, spot)) = marker_at(game, tile, pl, shown) {
            offered.push(Offered {
                options,
                shown,
                cell,
                spot,
            });
        }
    }
    lay_out_each_tile(&mut offered);
    offered
}

/// Where the marker offering `action` stands on the map (the figure chosen
/// there stands on it too).
pub fn marker_world(
    game: &Game,
    tile: crate::rules::TileTypeId,
    pl: crate::rules::Placement,
    action: FigureAction,
) -> Option<Vec2> {
    offered_markers(game, tile, pl, Some(action))
        .into_iter()
        .find(|o| o.options.contains(&action))
        .map(|o| cell_center(o.cell) + o.spot * TILE)
}

/// The markers of each tile laid out together: all on the tile, apart.
fn lay_out_each_tile(offered: &mut [Offered]) {
    let mut cells: Vec<Pos> = Vec::new();
    for o in offered.iter() {
        if !cells.contains(&o.cell) {
            cells.push(o.cell);
        }
    }
    for cell in cells {
        let on_it: Vec<usize> = (0..offered.len())
            .filter(|&i| offered[i].cell == cell)
            .collect();
        let spots: Vec<Vec2> = on_it.iter().map(|&i| offered[i].spot).collect();
        for (&i, spot) in on_it.iter().zip(marker_layout(&spots)) {
            offered[i].spot = spot;
        }
    }
}

/// Where the marker of `shown` stands: the cell of its tile and the spot
/// on it (tile units from its centre, y up): on its spot of the laid
/// tile, or above the abbot it takes back.
fn marker_at(
    game: &Game,
    tile: crate::rules::TileTypeId,
    pl: crate::rules::Placement,
    shown: FigureAction,
) -> Option<(Pos, Vec2)> {
    match shown {
        FigureAction::RecallAbbot(pos) => {
            let index = game.tiles().iter().position(|p| p.pos == pos);
            let fig = game
                .figures()
                .iter()
                .find(|f| Some(f.tile as usize) == index && f.kind.spec().recallable)?;
            let placed = game.tiles()[fig.tile as usize];
            let t = game.tile_type(placed.tile);
            let at = spot_anchor(t, placed.rotation, fig.segment as usize);
            Some((pos, at + Vec2::new(0.0, 0.22)))
        }
        FigureAction::Put(_, spot) => {
            let t = game.tile_type(tile);
            let local = Game::spot_segment(t, pl.rotation, spot)?;
            Some((pl.pos, spot_anchor(t, pl.rotation, local)))
        }
        // Through a portal, to a follower for the fairy, or at the knight the
        // princess sends home: a spot of a tile already on the map.
        FigureAction::Portal(_, pos, spot)
        | FigureAction::Fairy(pos, spot)
        | FigureAction::Princess(pos, spot) => {
            let placed = game.tile_at(pos)?;
            let t = game.tile_type(placed.tile);
            let local = Game::spot_segment(t, placed.rotation, spot)?;
            Some((pos, spot_anchor(t, placed.rotation, local)))
        }
    }
}

/// A claim marker's size, in tiles: the dot, the figure on it, and the
/// ring round it when a click offers more than one figure.
pub const MARKER_DOT: f32 = 0.24;
pub const MARKER_FIGURE: f32 = 0.18;
pub const MARKER_RING: f32 = 0.27;

/// Where the markers of one tile stand, in tile units from its centre (y
/// up), from their spots' anchors: each pulled in until the whole marker,
/// ring and all, lies on the tile, then any two that would overlap pushed
/// apart along the line between them, staying on the tile.
pub fn marker_layout(anchors: &[Vec2]) -> Vec<Vec2> {
    let inside = Vec2::splat(0.5 - MARKER_RING / 2.0);
    let on_tile = |v: Vec2| v.clamp(-inside, inside);
    let mut at: Vec<Vec2> = anchors.iter().map(|&a| on_tile(a)).collect();
    for _ in 0..64 {
        let mut moved = false;
        for i in 0..at.len() {
            for j in i + 1..at.len() {
                let apart = at[j] - at[i];
                let short = MARKER_RING - apart.length();
                if short <= 1e-4 {
                    continue;
                }
                // Two on one point part across the tile's middle.
                let way = apart
                    .try_normalize()
                    .or_else(|| (at[i] + at[j]).perp().try_normalize())
                    .unwrap_or(Vec2::X);
                at[i] = on_tile(at[i] - way * short / 2.0);
                at[j] = on_tile(at[j] + way * short / 2.0);
                moved = true;
            }
        }
        if !moved {
            break;
        }
    }
    at
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
                custom_size: Some(Vec2::splat(TILE * MARKER_DOT)),
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
                    custom_size: Some(Vec2::splat(TILE * MARKER_FIGURE)),
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
                        custom_size: Some(Vec2::splat(TILE * MARKER_RING)),
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
