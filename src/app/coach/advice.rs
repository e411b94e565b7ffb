//! What the coach says and marks on a first game: matching edges, marker notes, the next step.

use crate::app::map::markers::options_by_spot;
use crate::app::map::pointed::PointedOut;
use crate::app::turn::active_game::ActiveGame;
use crate::app::turn::active_game::Shown;
use crate::app::turn::phases::TurnPhase;
use crate::app::turn::setup::StartGame;
use crate::app::words::{feature_key, figure_name};
use crate::i18n::Localizer;
use crate::rules::{EdgeKind, FeatureKind, FeatureValue, FigureAction, Game, Side};
use crate::tr;
use bevy::prelude::*;

/// Whether the game being played was started with coaching.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Coach {
    pub on: bool,
}

pub(super) fn remember_choice(mut starts: MessageReader<StartGame>, mut coach: ResMut<Coach>) {
    if let Some(StartGame(setup)) = starts.read().last() {
        coach.on = setup.coach;
    }
}

/// Whether the player to move is coached now: coaching is on and they have
/// not laid a tile yet.
pub fn coaching(coach: &Coach, active: &ActiveGame) -> bool {
    let seat = active.game().current_player() as u8;
    coach.on
        && active.review.is_none()
        && !active.game().is_finished()
        && !active
            .game()
            .tiles()
            .iter()
            .any(|t| t.placed_by == Some(seat))
}

/// The sides of the tile laid tentatively that touch the map, and what runs
/// along them: each matches its neighbour, or the tile could not lie there.
pub fn matching_edges(active: &ActiveGame) -> Vec<(Side, EdgeKind)> {
    let (Some(tile), Some(pl)) = (active.drawn(), active.tentative_placement()) else {
        return Vec::new();
    };
    let t = active.game().tile_type(tile);
    Side::ALL
        .into_iter()
        .filter(|&s| active.game().tile_at(pl.pos.step(s)).is_some())
        .map(|s| (s, t.edge(pl.rotation, s)))
        .collect()
}

/// The segment, in the map as it will be, that the figure chosen for the
/// tentative tile would stand on.
pub fn chosen_segment(active: &ActiveGame) -> Option<(usize, usize)> {
    let (tile, pl, preview) = (
        active.drawn()?,
        active.tentative_placement()?,
        active.preview.as_ref()?,
    );
    let (_, spot) = active.chosen_figure()?.placed()?;
    let local = Game::spot_segment(preview.tile_type(tile), pl.rotation, spot)?;
    Some((preview.tiles().len() - 1, local))
}

/// What one claim marker says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkerNote {
    /// The figure actions of the marker, as the marker holds them.
    pub options: Vec<FigureAction>,
    /// Its segment in the map as it will be (tile index, local segment).
    pub segment: (usize, usize),
    pub text: String,
}

/// What each claim marker on the tentative tile says: the feature and, when
/// the table shows values, its worth.
pub fn marker_notes(tr: &Localizer, active: &ActiveGame) -> Vec<MarkerNote> {
    let (Some(tile), Some(pl), Some(preview)) = (
        active.drawn(),
        active.tentative_placement(),
        active.preview.as_ref(),
    ) else {
        return Vec::new();
    };
    let t = active.game().tile_type(tile);
    let index = preview.tiles().len() - 1;
    let values = active.helpers.shows_values();
    options_by_spot(&active.game().figure_options(tile, pl))
        .into_iter()
        .filter_map(|options| {
            let (_, spot) = options.first()?.placed()?;
            let local = Game::spot_segment(t, pl.rotation, spot)?;
            let v = preview.feature_value(preview.feature_of(index, local));
            Some(MarkerNote {
                text: feature_note(tr, &v, values),
                segment: (index, local),
                options,
            })
        })
        .collect()
}

/// A feature in a few words: "City of 2 tiles, 1 coat of arms · 6 when
/// completed", "Field touching 1 completed city · 3 at the end"; without
/// the worth when the table shows no values.
pub fn feature_note(t: &Localizer, v: &FeatureValue, values: bool) -> String {
    let what = match v.kind {
        FeatureKind::City => tr!(t, "note-city", tiles = v.tiles.len(), arms = v.arms),
        FeatureKind::Road => tr!(t, "note-road", tiles = v.tiles.len()),
        FeatureKind::Field => tr!(t, "note-field", cities = v.cities),
        FeatureKind::Monastery => tr!(t, "note-monastery"),
        FeatureKind::Garden => tr!(t, "note-garden"),
    };
    if !values {
        return what;
    }
    let worth = match (v.kind, v.value_complete) {
        (FeatureKind::Field, _) => tr!(t, "note-worth-at-end", points = v.value_now),
        (_, Some(full)) if !v.complete => tr!(t, "note-worth-when-completed", points = full),
        _ => tr!(t, "note-worth", points = v.value_now),
    };
    tr!(t, "note-with-worth", note = what, worth = worth)
}

/// The scoreboard's line on a coached turn: the next step.
pub fn next_step(t: &Localizer, active: &ActiveGame, phase: TurnPhase) -> Option<String> {
    let who = active
        .seats()
        .get(active.game().current_player())?
        .name
        .as_str();
    Some(match phase {
        TurnPhase::Place if active.helpers.shows_legal_cells() => {
            tr!(t, "coach-place", name = who)
        }
        TurnPhase::Place => tr!(t, "coach-place-purist", name = who),
        TurnPhase::Claim => match active.chosen_figure().and_then(|a| a.placed()) {
            None if active.helpers.shows_values() => tr!(t, "coach-claim-values"),
            None => tr!(t, "coach-claim"),
            Some((kind, spot)) => tr!(
                t,
                "coach-chosen",
                figure = tr!(t, figure_name(kind, spot.kind())),
                feature = tr!(t, feature_key(spot.kind()))
            ),
        },
        _ => return None,
    })
}

/// On a coached turn, the feature the chosen figure would hold is traced.
pub(super) fn point_out_choice(
    coach: Res<Coach>,
    active: Shown,
    phase: Option<Res<State<TurnPhase>>>,
    mut pointed: ResMut<PointedOut>,
) {
    let claiming = phase.is_some_and(|p| *p.get() == TurnPhase::Claim);
    let want = (claiming && coaching(&coach, &active))
        .then(|| chosen_segment(&active))
        .flatten();
    if pointed.0 != want {
        pointed.0 = want;
    }
}
