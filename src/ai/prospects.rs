//! The evaluation's numbers for each feature holding figures, with the
//! chance of completion forced to never or certain: tests check them against
//! the rules' own points (docs/rules.md).

use super::eval::{Evaluator, Outlook};
use super::weights::Weights;
use crate::rules::{FeatureId, FeatureKind, Game};

/// What the evaluation counts for one feature holding figures, asked with
/// its chance of completion forced (for tests: these must be the rules'
/// numbers, see docs/rules.md).
#[doc(hidden)]
#[derive(Clone, Debug, PartialEq)]
pub struct Prospect {
    pub feature: FeatureId,
    pub kind: FeatureKind,
    /// Points to its majority if the game ended now (never completed).
    pub now: f32,
    /// Points to its majority once completed as it stands (at no growth);
    /// `None` for fields.
    pub when_complete: Option<f32>,
    /// Fields holding a pig: what the pig counts now, and once a city
    /// setting it off is completed.
    pub pig: Option<(f32, f32)>,
    /// Cities: what each seat gains in goods majorities by completing it
    /// (whoever completes it takes its goods), and what they count now.
    pub goods_when_complete: Vec<f32>,
    pub goods_now: Vec<f32>,
}

/// The evaluation's view of every feature holding figures (see [`Prospect`]).
#[doc(hidden)]
pub fn feature_prospects(game: &Game) -> Vec<Prospect> {
    let mut e = Evaluator::new(game, Weights::FULL);
    let mut features: Vec<(FeatureId, bool)> = Vec::new();
    for fig in game.figures() {
        let f = game.feature_of(fig.tile as usize, fig.segment as usize);
        let pig = fig.kind.spec().field_bonus;
        match features.iter_mut().find(|(g, _)| *g == f) {
            Some((_, p)) => *p |= pig,
            None => features.push((f, pig)),
        }
    }
    let goods_now = game.goods_points_now();
    let tokens: Vec<[u8; 3]> = game.players().iter().map(|p| p.goods).collect();
    let seats = game.players().len();
    let at = |e: &mut Evaluator, p: f32, f: FeatureId, pig: bool| {
        e.force = Some(p);
        e.city_cache.clear();
        e.outlook(game, f, pig)
    };
    features
        .into_iter()
        .map(|(f, pig)| {
            let kind = game.feature_kind(f);
            let (never, done) = (at(&mut e, 0.0, f, pig), at(&mut e, 1.0, f, pig));
            let gains = |o: &Outlook| -> Vec<f32> {
                (0..seats)
                    .map(|s| o.p_complete * e.goods_gain(&tokens, goods_now[s] as f32, s, o.goods))
                    .collect()
            };
            Prospect {
                feature: f,
                kind,
                now: never.value,
                when_complete: (kind != FeatureKind::Field).then_some(done.value),
                pig: pig.then_some((never.pig, done.pig)),
                goods_when_complete: gains(&done),
                goods_now: gains(&never),
            }
        })
        .collect()
}

/// Each seat's value by the simple evaluation (the points on the table):
/// for a game that ended now, its final scores.
#[doc(hidden)]
pub fn values_if_ended_now(game: &Game) -> Vec<f32> {
    let v = Evaluator::new(game, Weights::SIMPLE).values(game);
    v[..game.players().len()].to_vec()
}
