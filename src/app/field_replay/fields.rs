//! Which fields scored what at the end, and the step through them one by one.

use crate::app::map::pointed::PointedOut;
use crate::app::turn::active_game::ShownMut;
use crate::rules::{FeatureKind, FeatureValue, Game};
use bevy::prelude::*;

/// One field of the finished map and what it would have scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldWorth {
    /// One of its segments (tile index, local segment).
    pub segment: (usize, usize),
    pub value: FeatureValue,
}

/// The fields being shown, most valuable first, and the one shown.
#[derive(Resource, Debug, Default)]
pub struct FieldReplay {
    pub fields: Vec<FieldWorth>,
    pub showing: Option<usize>,
}

/// What the players ask of the replay.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldsAsked {
    /// Show the field worth most.
    Show,
    Next,
    Back,
    Close,
}

/// Whether the final screen offers the replay: a finished game without
/// farmers.
pub fn offered(game: &Game) -> bool {
    game.is_finished() && !game.rules().farmers
}

/// Every field of the map that would have scored at the end, with its
/// points, most first (ties: the larger field first, then the older). Fields
/// touching no completed city are worth nothing and not shown.
pub fn fields_by_worth(game: &Game) -> Vec<FieldWorth> {
    let mut seen = Vec::new();
    let mut fields = Vec::new();
    for (index, placed) in game.tiles().iter().enumerate() {
        let t = game.tile_type(placed.tile);
        for (local, seg) in t.segments.iter().enumerate() {
            if seg.kind != FeatureKind::Field {
                continue;
            }
            let f = game.feature_of(index, local);
            if seen.contains(&f) {
                continue;
            }
            seen.push(f);
            let value = game.feature_value(f);
            if value.value_now > 0 {
                fields.push(FieldWorth {
                    segment: (index, local),
                    value,
                });
            }
        }
    }
    fields.sort_by_key(|f| {
        (
            std::cmp::Reverse(f.value.value_now),
            std::cmp::Reverse(f.value.tiles.len()),
        )
    });
    fields
}

/// The field shown, in words: "Field 1 of 14: over 9 tiles, touching 3
/// completed cities, it would have scored 9."
pub fn replay_words(t: &crate::i18n::Localizer, replay: &FieldReplay) -> Option<String> {
    let i = replay.showing?;
    let f = replay.fields.get(i)?;
    Some(crate::tr!(
        t,
        "field-shown",
        number = i + 1,
        count = replay.fields.len(),
        tiles = f.value.tiles.len(),
        cities = f.value.cities,
        points = f.value.value_now
    ))
}

pub(super) fn step_through_fields(
    mut asked: MessageReader<FieldsAsked>,
    mut replay: ResMut<FieldReplay>,
    mut active: ShownMut,
    mut pointed: ResMut<PointedOut>,
) {
    for ask in asked.read() {
        let last = replay.fields.len().saturating_sub(1);
        replay.showing = match (*ask, replay.showing) {
            (FieldsAsked::Show, _) if offered(active.game()) => {
                replay.fields = fields_by_worth(active.game());
                // The finished map, not a step of the game's review.
                if active.review.is_some() {
                    active.review = None;
                }
                (!replay.fields.is_empty()).then_some(0)
            }
            (FieldsAsked::Next, Some(i)) => Some((i + 1).min(last)),
            (FieldsAsked::Back, Some(i)) => Some(i.saturating_sub(1)),
            (FieldsAsked::Close, _) => None,
            (_, showing) => showing,
        };
    }
    let want = replay
        .showing
        .and_then(|i| replay.fields.get(i))
        .map(|f| f.segment);
    if pointed.0 != want {
        pointed.0 = want;
    }
}

pub(super) fn forget(mut replay: ResMut<FieldReplay>, mut pointed: ResMut<PointedOut>) {
    *replay = FieldReplay::default();
    pointed.0 = None;
}
