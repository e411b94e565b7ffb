//! Figures on the map: those standing, those a scoring is about to send back
//! (each stays until its scoring is shown, farmers last at the end), and the
//! figure chosen for the tentative tile.

use crate::app::art_assets::{ArtAssets, mark_char};
use crate::app::map::grid::{TILE, Z_FIGURE, figure_shape, figure_size, segment_world};
use crate::app::settings::Settings;
use crate::app::turn::active_game::PhaseShown;
use crate::app::turn::active_game::Shown;
use crate::app::turn::phases::{Screen, TurnPhase};
use crate::app::ui::marks_on;
use crate::rules::{Departure, FeatureKind, Figure, FigureKind, Game, TurnReport};
use bevy::prelude::*;

/// A figure on the map, and the seat it belongs to.
#[derive(Component)]
pub struct FigureSprite {
    pub seat: usize,
}

/// Figures the last report sent back that still stand while its scorings are
/// shown: each leaves once its own scoring has been shown (one that scored
/// nothing leaves with the scoring before it). What left before the
/// scoring (eaten by the dragon, sent home by the princess, and a builder
/// or pig left alone by them) is gone already.
pub fn still_standing(game: &Game, report: &TurnReport, showing: usize) -> Vec<Figure> {
    let shown_up_to = report.events.start + showing;
    let mut gone_with = None;
    // Whether the last figure to leave before this one went with a scoring
    // (a lonely builder or pig follows the figure it was left by).
    let mut scored = false;
    let mut out = Vec::new();
    for r in &game.returned_figures()[report.returned.clone()] {
        match r.cause {
            Departure::Eaten | Departure::SentHome => {
                scored = false;
                continue;
            }
            Departure::Alone if !scored => continue,
            Departure::Scored => scored = true,
            Departure::Alone => {}
        }
        gone_with = r.event.or(gone_with);
        if gone_with.is_none_or(|e| e >= shown_up_to) {
            out.push(r.figure);
        }
    }
    out
}

pub(super) fn sync_figures(
    mut commands: Commands,
    active: Shown,
    art: Res<ArtAssets>,
    figures: Query<Entity, With<FigureSprite>>,
    turn: PhaseShown,
    settings: Option<Res<Settings>>,
    mut last_showing: Local<Option<usize>>,
) {
    let showing = turn.scoring_step();
    if !active.is_changed()
        && !settings.as_ref().is_some_and(|s| s.is_changed())
        && !turn.changed()
        && *last_showing == showing
    {
        return;
    }
    *last_showing = showing;
    for e in &figures {
        commands.entity(e).despawn();
    }
    let game = active.shown();
    let colours: Vec<_> = active.seats().iter().map(|s| s.colour).collect();
    let marks = settings.is_some_and(|s| marks_on(&s, &colours));
    let mut spawn = |pos: Vec2, kind: FigureKind, on: FeatureKind, seat: usize| {
        let shape = figure_shape(kind, on);
        let size = figure_size(kind, shape) * TILE;
        let mut figure = commands.spawn((
            FigureSprite { seat },
            DespawnOnEnter(Screen::NewGame),
            Sprite {
                image: art.figure(shape, active.seats()[seat].colour),
                custom_size: Some(size),
                ..default()
            },
            Transform::from_translation(pos.extend(Z_FIGURE)),
        ));
        if marks {
            // The player's initial on a badge at the figure's foot.
            let mark = mark_char(&active.seats()[seat].name, seat);
            figure.with_child((
                Sprite {
                    image: art.mark(mark),
                    custom_size: Some(Vec2::splat(TILE * 0.15)),
                    ..default()
                },
                Transform::from_xyz(size.x * 0.32, -size.y * 0.3, 0.05),
            ));
        }
    };
    let mut on_map: Vec<Figure> = game.figures().to_vec();
    if let (Some(showing), Some(report)) = (showing, &active.last_report) {
        on_map.extend(still_standing(active.game(), report, showing));
    }
    for f in &on_map {
        let t = game.tile_type(game.tiles()[f.tile as usize].tile);
        spawn(
            segment_world(game, f.tile as usize, f.segment as usize),
            f.kind,
            t.segments[f.segment as usize].kind,
            f.player as usize,
        );
    }
    // The figure chosen for the tentative tile, not yet confirmed.
    let claiming = turn.is(TurnPhase::Claim);
    if let (true, Some(tile), Some(pl), Some(action)) = (
        claiming,
        active.drawn(),
        active.tentative_placement(),
        active.chosen_figure(),
    ) && let Some((kind, spot)) = action.placed()
        // On its marker, which may stand a little in from the anchor.
        && let Some(at) = super::markers::marker_world(game, tile, pl, action)
    {
        spawn(at, kind, spot.kind(), game.current_player());
    }
}
