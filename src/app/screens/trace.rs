//! The traced feature under the pointer, in words: what it is, who holds it
//! (the figure chosen this turn included), what it is worth, the fairy with
//! a follower on it and the dragon on one of its tiles; on the tile being
//! laid, why a builder or pig may not go there.

use crate::app::language::Locale;
use crate::app::map::grid::Hover;
use crate::app::turn::active_game::ActiveGame;
use crate::app::turn::active_game::Shown;
use crate::app::words::trace_words;
use crate::i18n::Localizer;
use crate::rules::{FigureKind, Game};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn traced_feature(
    mut contexts: EguiContexts,
    active: Shown,
    hover: Res<Hover>,
    locale: Res<Locale>,
) -> Result {
    let Some(feature) = hover.feature_in(active.traced()) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let text = trace_text(&locale, &active, feature, hover.segment);
    egui::Area::new("trace".into())
        .anchor(egui::Align2::LEFT_BOTTOM, [12.0, -12.0])
        .interactable(false)
        .show(ctx, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(egui::RichText::new(text).size(16.0));
            });
        });
    Ok(())
}

/// What the trace popup says of `feature` of the traced game (pointed at on
/// `segment`): what it is, who holds it (the figure chosen this turn
/// included), whether it can still be completed, the fairy with one of its
/// followers (and what it pays) and the dragon on one of its tiles, why a
/// builder or pig may not go there, and what it is worth unless the table
/// plays without values.
pub fn trace_text(
    t: &Localizer,
    active: &ActiveGame,
    feature: crate::rules::FeatureId,
    segment: Option<(usize, usize)>,
) -> String {
    let game = active.traced();
    let names: Vec<&str> = active.seats().iter().map(|s| s.name.as_str()).collect();
    let value = game.feature_value(feature);
    let mut text = trace_words(
        t,
        &value,
        &names,
        tentative_on(active, game, feature),
        active.helpers.shows_values(),
    );
    if active.helpers.shows_map_helpers()
        && let Some(words) = crate::app::words::completion_words(t, game, feature)
    {
        text += "\n";
        text += &words;
    }
    for line in crate::app::words::neutral_trace_words(t, game, feature, &names) {
        text += "\n";
        text += &line;
    }
    if let Some(reasons) = segment.and_then(|s| refusals_here(t, active, s)) {
        text += &reasons;
    }
    text
}

/// The seat and figure chosen this turn, if it stands on `feature` of the
/// traced game (the tentative tile is its last tile).
fn tentative_on(
    active: &ActiveGame,
    traced: &Game,
    feature: crate::rules::FeatureId,
) -> Option<(usize, FigureKind)> {
    let (tile, pl) = (active.drawn()?, active.tentative_placement()?);
    active.preview.as_ref()?;
    let (kind, spot) = active.chosen_figure()?.placed()?;
    let local = Game::spot_segment(traced.tile_type(tile), pl.rotation, spot)?;
    let index = traced.tiles().len() - 1;
    (traced.feature_of(index, local) == feature).then_some((traced.current_player(), kind))
}

/// On the tile being laid: why the builder or the pig, still in supply, may
/// not go on the hovered segment ("no follower of yours in this city").
fn refusals_here(
    words: &Localizer,
    active: &ActiveGame,
    (index, local): (usize, usize),
) -> Option<String> {
    let (tile, pl, preview) = (
        active.drawn()?,
        active.tentative_placement()?,
        active.preview.as_ref()?,
    );
    if index + 1 != preview.tiles().len() {
        return None;
    }
    let game = active.game();
    let t = game.tile_type(tile);
    let spot = Game::spot_name(t, pl.rotation, local);
    let me = &game.players()[game.current_player()];
    let mut out = String::new();
    // The figures that need one of their owner's followers beside them.
    for kind in FigureKind::ALL
        .into_iter()
        .filter(|k| k.spec().beside_own_follower)
    {
        if !game.rules().has_figure(kind) || me.supply(kind) == 0 {
            continue;
        }
        let why = match game.check_figure(tile, pl, kind, spot) {
            Ok(()) => continue,
            Err(crate::rules::RuleError::BuilderNeedsFollower { .. }) => tr!(
                words,
                "builder-no-follower",
                feature = tr!(words, crate::app::words::feature_key(spot.kind())),
                kind = spot.kind().name()
            ),
            Err(crate::rules::RuleError::PigNeedsFarmer { .. }) => tr!(words, "pig-no-farmer"),
            Err(crate::rules::RuleError::WrongSpot { .. }) => continue,
            Err(e) => crate::app::words::rule_words(words, &e),
        };
        out += "\n";
        out += &tr!(
            words,
            "not-here",
            figure = crate::app::words::capitalised(&tr!(
                words,
                crate::app::words::figure_kind_key(kind)
            )),
            why = why
        );
    }
    (!out.is_empty()).then_some(out)
}
